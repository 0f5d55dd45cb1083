"""Elements Illusion's table words where a player reads them: the middle piles named in both languages, a
seat's hand count agreeing with the cards the table shows, and nothing written over anything else at six
seats in 1280x720 (the dials and the hand count, the piles' names, the panels opened from the turn's box,
an element card's corner letter and its level)."""
from __future__ import annotations

from itertools import combinations
from typing import Any

import pygame
import pytest

from game.rulesets.elements_illusion import table_faces, table_layout as L
from game.rulesets.elements_illusion.vocab import ELEMENT_CARDS
from game.ui.table.scene import TableScene
from game.ui.table.session import Session
from tests.ui.test_ei_recipes import position_table

PILES = {"en": ["Elements", "Abilities", "Array", "Drop zone"], "ko": ["속성 더미", "어빌리티", "어레이", "드롭 존"]}


def six_seats(make_app: Any, lang: str, mode: str = "A") -> tuple[Any, TableScene]:
    from game.ui.smoke import Hands
    app = make_app(size=(1280, 720), lang=lang)
    hands = Hands(app)
    app.settings.animation_speed = 10.0
    scene = TableScene(app, Session.new("elements-illusion", 3, {"players": 6, "mode": mode}))
    app.push(scene)
    hands.settle()
    if scene.pass_pending:
        hands.pass_screen()
        hands.settle()
    hands.frames(2)
    return hands, scene


def overlapping(rects: list[tuple[str, pygame.Rect]], gap: int = 0) -> list[tuple[str, str]]:
    """Pairs closer than ``gap`` pixels side by side (words that touch read as one: "GP 0hand 7")."""
    return [(a, b) for (a, ra), (b, rb) in combinations(rects, 2) if ra.inflate(gap, 0).colliderect(rb)]


def logical(node: Any, r: tuple[float, float, float, float]) -> pygame.Rect:
    s = node.world_scale()
    ox, oy = node.world_origin()
    return pygame.Rect(int(ox + r[0] * s), int(oy + r[1] * s), int(r[2] * s), int(r[3] * s))


@pytest.mark.parametrize("mode", ["A", "B"])
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_six_seats_at_1280x720_write_no_words_over_others(make_app, lang, mode):
    hands, scene = six_seats(make_app, lang, mode)
    part = scene.part
    seats = next(n for n in scene.root.walk() if n.name == "seats")
    info = next(n for n in scene.root.walk() if n.name == "info")
    words = [(f"seat:{text}#{i}", r) for i, (text, r) in enumerate(seats.drawn)]
    assert len([w for w, _ in words if "hand " in w or "손 " in w]) == 6
    assert not overlapping(words, gap=6)                              # "GP 0hand 7" no more
    for p in range(6):          # each seat's words inside its own panel
        box = logical(seats, L.seat_rect(p, scene.viewer, 6))
        mine = [r for text, r in seats.drawn if text.startswith(f"P{p + 1}")]
        assert all(box.contains(r) for r in mine)
    middle = [(f"info:{text}", r) for text, r in info.drawn]
    middle += [(f"button:{b.name}", b.world_rect()) for b in (part.matrix.button, part.settings.button)]
    middle += [(f"pile:{z}", logical(info, (sp.x - sp.w / 2, sp.y - sp.h / 2, sp.w, sp.h)))
               for z in L.PILES for sp in [L.pile_spot(z, 0, 1)]]
    assert not overlapping(middle, gap=4)
    assert [text for text, _ in info.drawn if text in PILES[lang]] == PILES[lang]    # every pile named
    for text, r in info.drawn:
        assert logical(info, L.INFO).contains(r), text


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_panels_of_the_turns_box_open_one_at_a_time_clear_of_its_buttons(make_app, lang):
    hands, scene = six_seats(make_app, lang)
    part = scene.part
    buttons = [part.matrix.button.world_rect(), part.settings.button.world_rect()]
    hands.click_node(part.settings.button)
    hands.frames(2)
    assert part.settings.open and part.settings.box is not None
    assert not any(part.settings.box.colliderect(b) for b in buttons)
    hands.click_node(part.matrix.button)
    hands.frames(2)
    assert part.matrix.open and not part.settings.open and part.settings.box is None   # not drawn over each other
    assert not any(part.matrix.box.colliderect(b) for b in buttons)
    hands.key(pygame.K_b)
    hands.frames(2)
    assert part.book.open and not part.matrix.open


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size", [(L.HAND_W, L.HAND_H), (L.OWN_W, L.OWN_H), (L.BENCH_W, L.BENCH_H),
                                  (L.SMALL_W, L.SMALL_H), (L.PLAN_W, L.PLAN_H)])
def test_an_element_cards_corner_letter_never_touches_its_level(app, lang, size):
    for scale in (1.0, 1.5):
        w, h = int(size[0] * scale), int(size[1] * scale)
        card = pygame.Rect(0, 0, w, h)
        for def_id in ELEMENT_CARDS:
            inks = [(f"{def_id}:{i}", ink) for i, (_img, _at, ink) in enumerate(table_faces.element_parts(def_id, w, h, lang))]
            assert not overlapping(inks), (def_id, w, h, inks)
            assert all(card.contains(ink) for _, ink in inks), (def_id, w, h, inks)


def test_a_hand_count_is_of_the_cards_the_table_shows_while_events_play(app, hands):
    scene = position_table(app, hands)
    app.settings.animation_speed = 1.0
    seats = next(n for n in scene.root.walk() if n.name == "seats")
    hands.click_node(scene.btn_primary)          # Lock: the check phase, then the next turn's draw
    differed = 0
    for _ in range(2400):
        hands.frames()
        st = scene.session.state
        for p in range(2):
            shown = len(scene.order.get(f"p{p}.hand", []))
            said = [text for text, _ in seats.drawn if text.startswith("hand ")]
            assert f"hand {shown}" in said, (p, shown, said)
            differed += shown != len(st.hands[p].cards)
        if differed and not scene.animating():
            break
    assert differed, "the engine and the table never differed: nothing was tested"
