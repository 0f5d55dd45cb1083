"""The build screen of a Conspiracy Draft for a person (905.1d): the pool with its conspiracies, the count
against 40 with no maximum, basic lands by - and + or automatically, no commander to choose; a conspiracy put
into the deck is refused with 905.4 as the deck changes; the deck kept is the event's."""
from __future__ import annotations

from typing import Any

import pytest

from game.engine.match import Match
from game.formats.runner import play
from game.rulesets.magic.cards import load_card_db
from game.rulesets.magic.commander_draft import BASICS
from game.ui.build_open import OpenBuildScene, PoolRow
from game.ui.event_run import EventRun
from game.ui.event_scene import EventScene
from game.ui.menu import MainMenu
from game.ui.smoke import Hands
from game.ui.table.aiseat import make_program

from event_kit import wait_programs
from test_event_screens import apart


def build_screen(app: Any, hands: Hands) -> OpenBuildScene:
    """Player A is a person, B and C programs; the draft is over and A builds."""
    match = Match("magic", 4, {"format": "conspiracy-draft", "players": 3, "seats": {"1": "random", "2": "random"}})
    play(match, {s: make_program("magic", "random", s) for s in range(3)}, until=lambda s: s.stage == "build")
    app.push(MainMenu(app))
    app.push(EventScene(app, EventRun(match, path=None)))
    hands.frames(2)
    wait_programs(app, hands)
    hands.frames(2)
    scene = app.scene
    assert isinstance(scene, OpenBuildScene) and scene.seat == 0
    return scene


def said(scene: OpenBuildScene) -> list[str]:
    return [str(item[0]) for item in scene.root.find("problems").items]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_905_1d_the_pool_the_count_against_40_and_the_basic_lands_without_a_commander(make_app, drawn, lang):
    app = make_app(lang=lang)
    hands = Hands(app)
    scene = build_screen(app, hands)
    rows = [n for n in scene.root.walk() if isinstance(n, PoolRow)]
    assert len(rows) == len(scene.ev.pools[0]) == 45
    count = str(scene.root.find("count").text)
    assert count.endswith("at least 40" if lang == "en" else "최소 40장")
    for def_id in BASICS.values():
        assert scene.root.find(f"button:more:{def_id}") and scene.root.find(f"button:less:{def_id}")
    assert scene.root.find("button:choice:commander") is None and scene.root.find("button:auto") is not None
    apart(app, scene, drawn)


def test_905_4_a_conspiracy_clicked_into_the_deck_is_refused_and_the_legal_deck_is_kept(make_app):
    app = make_app()
    hands = Hands(app)
    scene = build_screen(app, hands)
    db = load_card_db()
    assert said(scene) == ["A legal deck: keep it when you are ready."]
    plot = next(n for n in scene.root.walk() if isinstance(n, PoolRow) and db[n.card_id].is_a("conspiracy"))
    assert not plot.mark                                  # the program's deck leaves conspiracies out
    hands.click_node(plot)
    assert any(line.startswith("[905.4]") and "sideboard" in line for line in said(scene))
    keep = scene.root.find("button:keep")
    assert not keep.enabled
    hands.click_node(keep)
    assert "[905.4]" in scene.toast.text and scene.ev.decks[0] is None
    again = next(n for n in scene.root.walk() if isinstance(n, PoolRow) and n.name == plot.name)
    assert again.mark
    hands.click_node(again)                               # out again
    hands.click_node(scene.root.find("button:auto"))
    assert said(scene) == ["A legal deck: keep it when you are ready."]
    hands.click_node(scene.root.find("button:keep"))
    hands.frames(2)
    assert scene.ev.decks[0] is not None and len(scene.ev.deck_ids(0)) >= 40
    assert not any(db[c].is_a("conspiracy") for c in scene.ev.deck_ids(0))
