"""The draft screen at eight seats, three people in hotseat (A, C, F) and five programs, in Commander Draft's
secret packs (903.13c-d): the pass screen whenever the eyes go from one person to another, each person's
screen with only their pack and picks, the pass direction with the neighbour's name, the round, the pick of
two counted down, and what the draft view lets everyone see (face-up picks and notes) in the seat strip."""
from __future__ import annotations

from typing import Any

import pygame

from game.engine.match import Match
from game.ui.draft_scene import DraftScene
from game.ui.event_run import EventRun
from game.ui.event_scene import EventScene
from game.ui.event_screen import PassScene
from game.ui.menu import MainMenu

from event_kit import step, tiles, wait_programs

PEOPLE = (0, 2, 5)


def open_draft(app: Any, hands: Any, seed: int = 3) -> EventScene:
    app.push(MainMenu(app))
    programs = {str(s): "random" for s in range(8) if s not in PEOPLE}
    hub = EventScene(app, EventRun(Match("magic", seed, {"format": "commander-draft", "players": 8, "seats": programs}),
                                   path=None))
    app.push(hub)
    hands.frames(2)
    wait_programs(app, hands)
    return hub


def text(scene: Any, name: str) -> str:
    node = scene.root.find(name)
    assert node is not None, name
    return str(node.text)


def words_on(scene: Any) -> str:
    return "\n".join(str(n.text) for n in scene.root.walk() if isinstance(getattr(n, "text", None), str))


def test_903_13d_at_eight_seats_a_pass_screen_comes_whenever_the_eyes_go_to_another_person(app, hands):
    hub = open_draft(app, hands)
    seen: list[tuple[str, int]] = []
    leaked: list[str] = []

    def watch(scene: Any) -> None:
        if isinstance(scene, PassScene):
            seen.append(("pass", scene.seat))
            assert not tiles(scene, "")                  # the curtain: words only, no card of anyone's
        elif isinstance(scene, DraftScene):
            seen.append(("draft", scene.seat))
            d = hub.ev.draft
            others = {c for s in PEOPLE if s != scene.seat for c in d.pending[s] + d.picks[s]}
            shown = {int(t.key.split(":")[-1]) for t in tiles(scene, "")}
            leaked.extend(str(c) for c in shown & others)
    # two rounds of picks: every person twice (each pick two clicks), the programs in between
    for _ in range(30):
        if len([s for s in seen if s[0] == "pass"]) >= 6:
            break
        step(app, hands, watch=watch)
    assert not leaked
    # the eyes' order: A, C, F, then the packs pass and A again; a pass screen before every change of person
    order = [seat for i, (kind, seat) in enumerate(seen) if kind == "draft" and (i == 0 or seen[i - 1] != seen[i])]
    assert order[:4] == [0, 2, 5, 0]
    for i, (kind, seat) in enumerate(seen[1:], 1):
        if kind == "draft" and seen[i - 1][0] == "draft":
            assert seen[i - 1][1] == seat, seen[:i + 1]
    assert seen[0] == ("pass", 0)


def test_903_13c_a_persons_screen_names_the_round_the_pick_the_neighbour_and_counts_the_pick_of_two_down(app, hands):
    hub = open_draft(app, hands)
    assert isinstance(app.scene, PassScene) and text(app.scene, "title") == "Pass the computer to player A"
    step(app, hands)
    a = app.scene
    assert isinstance(a, DraftScene) and a.seat == 0
    info = text(a, "info")
    assert "Round 1 of 3" in info and "pick 1 from this pack" in info and "20 cards in it" in info
    assert "the packs pass left, to player B (the computer, " in info
    assert text(a, "status") == "Take 2 more cards from this pack, one click each (0 of 2 taken)."
    first = tiles(a, "pick:")[3]
    hands.click_node(first)
    assert app.scene is a and text(a, "status") == "Take 1 more card from this pack (1 of 2 taken)."
    assert a.root.find(first.key).mark == "Taken"
    assert text(a, "seat:0").startswith("A \u00b7 a person \u00b7 picked 0 \u00b7 pack 20 \u00b7 picking now")
    hands.click_node(next(t for t in tiles(a, "pick:") if not t.mark))
    wait_programs(app, hands)
    hands.frames(2)
    taken = set(hub.ev.draft.pending[0])
    assert isinstance(app.scene, PassScene) and text(app.scene, "title") == "Pass the computer to player C"
    step(app, hands)
    c = app.scene
    assert isinstance(c, DraftScene) and c.seat == 2
    assert "to player D (the computer, " in text(c, "info")
    # A's sealed pick: A has picked, by count only; none of its two cards anywhere on C's screen or log
    assert text(c, "seat:0") == "A \u00b7 a person \u00b7 picked 0 \u00b7 pack 20 \u00b7 has picked"
    names = [str(hub.ev.card_id(card)) for card in taken]
    shown = {t.card_id for t in tiles(c, "")}
    assert not set(names) & shown - {t.card_id for t in tiles(c, "pick:")}
    assert not {f"seen:0:{card}" for card in taken} & {t.key for t in tiles(c, "seen:")}
    for _ in range(12):                           # C and F pick; the packs pass; A again
        if isinstance(app.scene, DraftScene) and app.scene.seat == 0:
            break
        step(app, hands)
    a = app.scene
    assert isinstance(a, DraftScene) and a.seat == 0
    assert "pick 2 from this pack" in text(a, "info") and "18 cards in it" in text(a, "info")
    assert text(a, "mine") == "Your picks (2)"
    assert {int(t.key[len("mine:"):]) for t in tiles(a, "mine:")} == taken


def test_905_2b_c_the_seat_strip_shows_every_seats_face_up_picks_and_notes_and_counts_the_rest(app, hands):
    """The draft's view gives face-up picks and notes (a draft-time ability sets them); the strip shows them
    to another person, and only counts what stays face down."""
    hub = open_draft(app, hands)
    for _ in range(40):
        if isinstance(app.scene, DraftScene) and app.scene.seat == 2 and hub.ev.draft.picks[2]:
            break
        step(app, hands)
    d = hub.ev.draft
    up, down = d.picks[1]                        # B, a program: one pick face up with a note, one face down
    d.face_up.append(up)
    d.notes[up] = "named player C"
    d.notes[down] = "a note on a face-down card"
    mine_up = d.picks[2][0]                       # one of C's own picks turned face up: C sees it marked so
    d.face_up.append(mine_up)
    c = app.scene
    c.refresh()
    assert [t.mark for t in tiles(c, "mine:")] == ["Face up" if int(t.key[5:]) == mine_up else "" for t in tiles(c, "mine:")]
    assert "Face up" in [t.mark for t in tiles(c, "mine:")] and "" in [t.mark for t in tiles(c, "mine:")]
    assert [t.key for t in tiles(c, "seen:")] == [f"seen:1:{up}"]
    assert text(c, "down:1") == "+1 face down"
    assert text(c, "notes:1").startswith("Noted: ") and "named player C" in text(c, "notes:1")
    assert "a note on a face-down card" not in words_on(c)
    assert c.root.find("down:3") is not None and text(c, "down:3") == "kept face down: only the count shows"


def strip_nodes(scene: DraftScene) -> list[Any]:
    return [n for n in scene.root.walk() if n.name.split(":")[0] in ("seat", "seen", "down", "notes")]


def test_903_13d_nothing_overlaps_at_eight_seats_in_either_language_and_window(make_app, drawn):
    for size, lang, text_size in (((1280, 720), "en", 1.0), ((1920, 1080), "ko", 1.0), ((1280, 720), "ko", 1.0),
                                  ((1280, 720), "ko", 1.5)):
        app = make_app(size=size, lang=lang, text_size=text_size)
        from game.ui.smoke import Hands
        hands = Hands(app)
        hub = open_draft(app, hands)
        for _ in range(40):
            if isinstance(app.scene, DraftScene) and app.scene.seat == 0 and hub.ev.draft.picks[0]:
                break
            step(app, hands)
        d = hub.ev.draft
        for s in range(8):                        # every seat with a face-up pick and a long note
            d.face_up.append(d.picks[s][0])
            d.notes[d.picks[s][0]] = "named player C and the card they hold in the longest way we can think of"
        scene = app.scene
        scene.refresh()
        hands.frames(2)
        rects = []
        for n in strip_nodes(scene):
            r = n.world_rect() if n.name.startswith("seen:") else drawn(n)
            rects.append((n.name, r))
        panel = pygame.Rect(0, 0, 0, 0)
        for n in scene.root.walk():
            if type(n).__name__ == "Panel":
                panel = n.world_rect()
        for i, (name, r) in enumerate(rects):
            assert panel.contains(r), (lang, size, name, r, panel)
            for other, q in rects[i + 1:]:
                assert not r.colliderect(q), (lang, size, name, other)
        offered = [t.world_rect() for t in tiles(scene, "pick:")] + [t.world_rect() for t in tiles(scene, "mine:")]
        for i, r in enumerate(offered):
            assert not any(r.colliderect(q) for q in offered[i + 1:]) and not r.colliderect(panel)
        # every seat's note shows at any text size; the faces where the row has room for them
        assert all(scene.root.find(f"notes:{s}") for s in range(8))
        assert len(tiles(scene, "seen:")) == (7 if text_size == 1.0 else 0)
        pygame.quit()
