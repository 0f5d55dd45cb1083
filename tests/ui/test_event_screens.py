"""The event screens of every game laid out at 720p and the smallest window, in both languages and at the
largest text: the draft screen with eight seats and a pick of two (a format read for the test), the build
screen, the hub and the pass screen; no words or cards run into each other or off the screen, and the pass
screen draws nothing of anyone's."""
from __future__ import annotations

import dataclasses
from typing import Any

import pygame
import pytest

from game.engine.match import Match
from game.formats import spec as specs
from game.ui.build_scene import BuildScene
from game.ui.cardtiles import CardTile
from game.ui.draft_scene import DraftScene
from game.ui.event_run import EventRun
from game.ui.event_scene import EventScene
from game.ui.event_screen import PassScene
from game.ui.menu import MainMenu
from game.ui.smoke import Hands
from game.ui.widgets import Button, Label

from event_kit import wait_programs

SIZES = [((1280, 720), 1.0), ((1024, 600), 1.5)]


@pytest.fixture
def eight(monkeypatch):
    """Clash of Decks' league read as a draft of eight seats passing packs of eight, two picks at a time."""
    real = specs.formats_of

    def more(info):
        out = list(real(info))
        league = next(s for s in out if s.id == "mutation-league")
        draft = dataclasses.replace(league.draft, pack_size=8, picks=2)
        return tuple(out) + (dataclasses.replace(league, id="eight", players=(8,), draft=draft),)
    monkeypatch.setattr(specs, "formats_of", more)


def boxes(scene: Any, drawn: Any) -> list[tuple[str, pygame.Rect]]:
    """What the screen shows, each where it is drawn: words, buttons and cards."""
    out = []
    for node in scene.root.walk():
        if not node.visible or not node.parent or not node.parent.visible:
            continue
        if isinstance(node, (Label, Button)) and getattr(node, "text", getattr(node, "label", "")):
            out.append((node.name or getattr(node, "text", ""), drawn(node) if isinstance(node, Label) else node.world_rect()))
        elif isinstance(node, CardTile):
            out.append((node.name, node.world_rect()))
    return out


def apart(app: Any, scene: Any, drawn: Any) -> None:
    screen = app.screen.get_rect()
    shown = boxes(scene, drawn)
    for i, (name, r) in enumerate(shown):
        assert screen.contains(r), (name, r)
        for other, q in shown[i + 1:]:
            assert not r.colliderect(q), (name, r, other, q)


def eight_seats(app: Any, hands: Any) -> EventScene:
    app.push(MainMenu(app))
    match = Match("clash-of-decks", 3, {"format": "eight", "players": 8, "seats": {str(s): "random" for s in range(1, 8)}})
    hub = EventScene(app, EventRun(match, path=None))
    app.push(hub)
    hands.frames(2)
    wait_programs(app, hands)
    hands.frames(2)
    return hub


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size,text", SIZES)
def test_the_draft_screen_of_eight_seats_keeps_everything_apart(make_app, drawn, eight, lang, size, text):
    app = make_app(size=size, lang=lang, text_size=text)
    hands = Hands(app)
    hub = eight_seats(app, hands)
    draft = app.scene
    assert isinstance(draft, DraftScene) and draft.seat == 0
    assert len([t for t in draft.root.walk() if isinstance(t, CardTile) and t.key.startswith("pick:")]) == 8
    hands.click_node(next(t for t in draft.root.walk() if isinstance(t, CardTile)))
    hands.frames(2)
    for s in range(1, 8):
        assert draft.root.find(f"seat:{s}") is not None
    apart(app, draft, drawn)
    assert hub.ev.draft.pending[0]                               # the first of two is taken and marked so
    assert any(t.mark for t in draft.root.walk() if isinstance(t, CardTile))


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size,text", SIZES)
def test_the_build_screen_and_the_hub_keep_everything_apart(make_app, drawn, lang, size, text):
    from game.formats.runner import play
    from game.ui.table.aiseat import make_program
    app = make_app(size=size, lang=lang, text_size=text)
    hands = Hands(app)
    match = Match("clash-of-decks", 5, {"format": "mutation-league", "players": 4,
                                        "seats": {"1": "random", "2": "random", "3": "random"}})
    play(match, {s: make_program("clash-of-decks", "random", s) for s in range(4)}, until=lambda s: s.stage == "build")
    app.push(MainMenu(app))
    hub = EventScene(app, EventRun(match, path=None))
    app.push(hub)
    hands.frames(2)
    wait_programs(app, hands)
    hands.frames(2)
    build = app.scene
    assert isinstance(build, BuildScene)
    apart(app, build, drawn)
    hands.click_node(build.root.find("button:keep"))
    wait_programs(app, hands)
    hands.frames(2)
    assert app.scene is hub and hub.root.find("button:next") is not None
    apart(app, hub, drawn)


def test_the_pass_screen_draws_nothing_of_anyones(make_app, drawn):
    app = make_app()
    hands = Hands(app)
    app.push(MainMenu(app))
    match = Match("clash-of-decks", 4, {"format": "draft-duel", "decks": "draft", "mode": "duel"})
    app.push(EventScene(app, EventRun(match, path=None)))
    hands.frames(3)
    scene = app.scene
    assert isinstance(scene, PassScene) and scene.seat == 0
    assert not [n for n in scene.root.walk() if isinstance(n, CardTile)]
    apart(app, scene, drawn)
    corner = app.screen.get_at((5, 5))[:3]
    assert corner == (6, 8, 12)                                   # the curtain's dark, nothing under it
    hands.key(pygame.K_RETURN)
    assert isinstance(app.scene, DraftScene) and app.scene.seat == 0


def duel_against(app: Any, hands: Any) -> EventScene:
    app.push(MainMenu(app))
    match = Match("clash-of-decks", 4, {"format": "draft-duel", "decks": "draft", "mode": "duel", "seats": {"1": "random"}})
    hub = EventScene(app, EventRun(match, path=None))
    app.push(hub)
    hands.frames(3)
    return hub


def test_a_draft_pick_is_made_with_the_keyboard_alone(app, hands):
    hub = duel_against(app, hands)
    draft = app.scene
    assert isinstance(draft, DraftScene)
    first = draft.focus_ring.current()
    assert isinstance(first, CardTile) and first.key.startswith("pick:")
    assert draft.focus_ring.shown                 # the ring shows from the first frame
    hands.key(pygame.K_RIGHT)                     # the arrows walk the cards (Tab goes on to Leave)
    target = draft.focus_ring.current()
    hands.key(pygame.K_RETURN)
    assert hub.run.match.log[0].option == int(target.key[len("pick:"):])


def test_a_program_that_fails_is_said_and_the_event_goes_on_with_a_legal_move(app, hands):
    class Broken:
        name = "broken"

        def choose(self, state, seat):
            raise RuntimeError("no idea")
    hub = duel_against(app, hands)
    hub.run.agents[1] = Broken()
    draft = app.scene
    hands.click_node(next(t for t in draft.root.walk() if isinstance(t, CardTile)))
    wait_programs(app, hands)
    hands.frames(2)
    assert [a.player for a in hub.run.match.log[:3]] == [0, 1, 1]     # B's picks made all the same (A B B A)
    assert draft.toast.text.startswith("A program failed and made the first legal move instead: RuntimeError")
