"""Cards read on the table: names, costs and numbers without hovering; the large view shows every line
of every card in both languages at every text size; zones carry their names."""
from __future__ import annotations

import contextlib
import re
from typing import Any, Iterator

import pygame
import pytest

from game.rulesets.lanes.actions import PlayUnit
from game.rulesets.lanes.cardtext import card_lines
from game.rulesets.lanes.cards import load_card_db
from game.rulesets.lanes.scenario import position
from game.rulesets.lanes import table_faces
from game.ui import cardart, fonts
from game.ui.lesson import PositionSession
from game.rulesets.lanes import table_layout as L
from game.ui.table.hud import LargeView
from game.ui.table.scene import TableScene

DB = load_card_db()
FACES = [(card, awakened) for card in DB.cards.values() for awakened in ((False, True) if card.back else (False,))]


@contextlib.contextmanager
def drawn_text(scene: Any = None) -> Iterator[list[tuple[str, float]]]:
    """Every (string, pixel size) drawn meanwhile through the font cache; ``scene``: a table, whose frames
    meanwhile are painted whole (its resting layer would keep what did not change)."""
    seen: list[tuple[str, float]] = []
    text = fonts.text

    def rec(s, size, *a, **k):
        seen.append((s, size))
        return text(s, size, *a, **k)

    fonts.text = rec
    cardart._CACHE.clear()
    if scene is not None:
        scene.table_layer.forget()
    try:
        yield seen
    finally:
        fonts.text = text


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("text_size", [1.0, 1.5])
@pytest.mark.parametrize("scale", [1.0, 0.8])   # 1280x720 and 1024x600
def test_the_large_view_drops_no_line_of_any_card(app, lang, text_size, scale):
    fonts.set_reading_scale(text_size)
    try:
        width, room = int(LargeView.WIDTH * scale), int(LargeView.ROOM * scale)
        floor = fonts.reading(LargeView.FLOOR) * scale
        scrolled = 0
        for card, awakened in FACES:
            lines = card_lines(card, DB, lang, awakened=awakened)
            page = table_faces.plan_page(card, lines, width, lang=lang, text_px=fonts.reading(LargeView.TEXT) * scale,
                                     min_text_px=floor, max_height=room, awakened=awakened)
            assert page.text_px >= floor                      # never shrunk past readable
            assert _squash("".join(part for part, _y in page.text)) == _squash("".join(lines)), card.id
            assert all(y + page.text_px * 1.3 <= page.stats_y for _part, y in page.text), card.id
            scrolled += page.height > room
            if scale == 1.0:                                  # and every placed line is drawn
                with drawn_text() as drawn:
                    table_faces.render_page(card, page, lang=lang, safe=False, awakened=awakened)
                said = {s for s, _size in drawn}
                assert all(part in said for part, _y in page.text), card.id
        assert text_size > 1.0 or scrolled == 0               # at 100 % every card fits without scrolling
    finally:
        fonts.set_reading_scale(1.0)


BIG = {"id": "UT-BIG", "name": {"en": "Verbose Sage", "ko": "수다쟁이 현자"}, "type": "unit", "attribute": "wave",
       "cost": 1, "power": 2, "hit": 1,
       "ability": [{"keyword": "entry", "effect": [{"do": "draw", "n": k}]} for k in range(1, 21)]
       + [{"keyword": "entry", "effect": [{"do": "discard", "n": k}]} for k in range(1, 11)]
       + [{"keyword": "attacker", "effect": [{"do": "power", "n": k, "target": "self"}]} for k in range(1, 11)]}
BASE = {"turn": 3, "turn_player": 1, "phase": "main"}
DECK = ["LT-F01"] * 6


def table(app, hands, pos: dict, cards: list | None = None) -> TableScene:
    scene = TableScene(app, PositionSession(lambda: position(pos, cards)))
    app.push(scene)
    hands.frames(5)
    hands.pass_screen()
    hands.settle()
    return scene


def hover(hands, iid: int) -> None:
    hands.post(pygame.MOUSEMOTION, pos=tuple(int(v) for v in hands.card_center(iid)), rel=(0, 0), buttons=(0, 0, 0))
    hands.frames(40)


def test_a_card_too_long_for_the_room_scrolls_to_its_last_line(app, hands):
    scene = table(app, hands, {**BASE, "p1": {"leader": "LT-L01", "level": 4, "hand": ["UT-BIG"], "deck": DECK},
                               "p2": {"leader": "LT-L02", "deck": DECK}}, [BIG])
    card = scene.session.state.zones["p0.hand"].cards[0]
    hover(hands, card)
    assert scene.large.iid == card
    view = scene.large.world_rect()
    assert view.h >= 690                                   # as tall as the table allows
    page, _img = scene.large.page(scene.root.scale)
    assert page.text_px == fonts.reading(LargeView.FLOOR)  # shrunk to the floor, no further
    last_y = page.text[-1][1]
    assert "+10" in " ".join(part for part, _y in page.text[-3:]) and last_y > view.h    # the last line is below, for now
    hands.post(pygame.MOUSEMOTION, pos=view.center, rel=(0, 0), buttons=(0, 0, 0))
    hands.frames(2)
    assert scene.large.iid == card                         # pointing at the view keeps it open
    for _ in range(40):                                    # the wheel over the view scrolls it to the end
        hands.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
        hands.frames(1)
    top = scene.large.scroll * scene.root.scale
    assert 0 <= last_y - top and last_y - top + page.text_px * 1.3 <= view.h


def test_hovering_the_longest_card_shows_all_its_text(app, hands):
    longest = max((c for c, _a in FACES if c.type == "unit"), key=lambda c: len(" ".join(card_lines(c, DB, "ko"))))
    app.settings.language = "ko"
    scene = table(app, hands, {**BASE, "p1": {"leader": "LT-L01", "level": 9, "hand": [longest.id], "deck": DECK},
                               "p2": {"leader": "LT-L02", "deck": DECK}})
    card = scene.session.state.zones["p0.hand"].cards[0]
    hover(hands, card)
    with drawn_text(app.scene) as drawn:
        hands.frames(1)
    said = _squash("".join(s for s, _ in drawn))
    for line in card_lines(longest, DB, "ko"):
        assert _squash(line) in said
    node = scene.card_nodes[card]
    assert not scene.large.world_rect().colliderect(node.world_rect())   # beside the card, not over it
    assert scene.large.world_rect().right <= scene.btn_primary.world_rect().left   # the panel stays readable


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_cards_on_the_table_show_name_cost_power_and_hit_readably(hands, app, size):
    # the longest names of the set, on units, in the hand, as leaders
    hand = ["LT-F24", "LT-T23", "LT-F07", "LT-F12", "LT-T10", "LT-T14"]
    pos = {**BASE, "p1": {"leader": "LT-L05", "level": 9, "lane0": {"unit": "LT-F23", "items": ["LT-F17"]},
                          "lane1": "LT-F15", "lane2": "LT-T11", "hand": hand, "deck": DECK},
           "p2": {"leader": "LT-L03", "deck": DECK}}
    app.size = size
    app.screen = pygame.display.set_mode(size)
    scene = table(app, hands, pos)
    scene.layout()
    s = scene.root.scale
    with drawn_text(app.scene) as drawn:
        hands.frames(2)
    st = scene.session.state
    shown = {iid: st.cdef(iid) for iid, node in scene.card_nodes.items() if node.visible and node.face_up
             and st.cards[iid].zone.split(".")[1] in ("hand", "unit0", "unit1", "unit2", "level")}
    assert len(shown) >= 10
    floor = 11.5 * s - 0.5                    # 11 px at 1280x720, 9 px at 1024x600 (fonts are whole pixels)
    words = [(w, size) for w, size in drawn]
    for iid, card in shown.items():
        name = card.face(st.awakened[st.cards[iid].owner] if card.type == "leader" else False).name.en
        lines = [(w, px) for w, px in words if len(w) > 1 and w in name and round(px) >= floor]
        for word in name.split(" "):   # every word of the name drawn whole, at a readable size
            assert any(word in w for w, _px in lines), (name, word, [(w, px) for w, px in words if w in name])
        if card.type == "unit" and st.cards[iid].zone.endswith(("unit0", "unit1", "unit2")):
            assert any(w == str(card.cost) for w, _ in words)
            numbers = [px for w, px in words if w == str(card.power) or w == str(card.hit)]
            assert numbers and max(numbers) >= 16 * s


@pytest.mark.parametrize("lang,words", [
    ("en", ["Damage zone 0/10", "Skill zone", "Deck 6", "Trash 0", "Lane 1", "Lane 2", "Lane 3", "Hand 1", "Size"]),
    ("ko", ["대미지 존 0/10", "스킬 존", "덱 6", "트래시 0", "1번 레인", "2번 레인", "3번 레인", "패 1", "사이즈"])])
def test_every_zone_is_labelled_in_both_languages(app, hands, lang, words):
    app.settings.language = lang
    table(app, hands, {**BASE, "p1": {"leader": "LT-L01", "level": 4, "hand": ["LT-F04"], "deck": DECK},
                       "p2": {"leader": "LT-L02", "hand": ["LT-F04"], "deck": DECK}})
    with drawn_text(app.scene) as drawn:
        hands.frames(1)
    said = [s for s, _ in drawn]
    for word in words:
        assert any(s.startswith(word) for s in said), word


def test_the_zones_do_not_overlap_and_leave_the_panel_free():
    for viewer in (0, 1):
        names = ["damage", "skill", "deck", "trash", "level", "hand", "lane0", "lane1", "lane2"]
        rects = [pygame.Rect(*map(int, L.zone_rect(p, viewer, n))) for p in (0, 1) for n in names]
        for i, a in enumerate(rects):
            assert a.right <= 1004 and a.left >= 0 and a.top >= -20 and a.bottom <= 720
            for b in rects[i + 1:]:
                assert not a.colliderect(b), (a, b)
        bar = pygame.Rect(176, L.MID_Y - 14, 822, 28)
        for p in (0, 1):
            for lane in range(3):
                for k in range(2):   # two items over a unit stay clear of the middle bar and the hand
                    sp = L.item_spot(p, viewer, lane, k)
                    r = pygame.Rect(int(sp.x - sp.w / 2), int(sp.y - sp.h / 2), int(sp.w), int(sp.h))
                    assert not r.colliderect(bar)
                    assert r.top >= L.HAND_Y["them"] + L.SMALL_H
        for n in (1, 7, 10):
            spots = [L.hand_spot(viewer, viewer, i, n) for i in range(n)]
            assert spots[0].x - spots[0].w / 2 >= 176 and spots[-1].x + spots[-1].w / 2 <= 1004


def test_use_this_ability_names_the_card_and_shows_its_text(app, hands):
    seer = {"id": "UT-SEER", "name": {"en": "Tide Seer", "ko": "조류 예언자"}, "type": "unit", "attribute": "wave",
            "cost": 1, "power": 2, "hit": 1,
            "ability": [{"keyword": "entry", "may": True, "effect": [{"do": "draw", "n": 1}]}]}
    scene = table(app, hands, {**BASE, "p1": {"leader": "LT-L01", "level": 4, "hand": ["UT-SEER"], "deck": DECK},
                               "p2": {"leader": "LT-L02", "deck": DECK}}, [seer])
    card = scene.session.state.zones["p0.hand"].cards[0]
    hands.drag(hands.card_center(card), hands.drop_center(("lane", 0, 0)))
    hands.settle()
    assert scene.session.state.decisions[0].kind == "may"
    assert scene.prompt.visible
    assert scene.prompt.text == "Tide Seer: You may use this ability. Use it? (8.1.2.2)"
    assert scene.prompt.detail and "[Entry]" in scene.prompt.detail and "draw" in scene.prompt.detail
    with drawn_text(app.scene) as drawn:
        hands.frames(1)
    said = " ".join(s for s, _ in drawn)
    assert "Tide Seer:" in said and "[Entry]" in said
    assert scene.card_nodes[card].glow is not None     # the card that asks is marked on the table
    hands.choose_word("yes")
    hands.settle()
    assert len(scene.session.state.zones["p0.hand"].cards) == 1
    assert isinstance(scene.session.match.log[0], PlayUnit)


def test_the_cards_laid_out_for_a_choice_are_read_in_the_large_view(app, hands):
    scout = {"id": "UT-SCOUT", "name": {"en": "UT-SCOUT", "ko": "UT-SCOUT"}, "type": "unit", "attribute": "fire",
             "cost": 1, "power": 3, "hit": 1,
             "ability": [{"keyword": "entry", "effect": [{"do": "search", "n": 1, "filter": {"type": "item"}}]}]}
    scene = table(app, hands, {**BASE, "p1": {"leader": "LT-L01", "level": 4, "hand": ["UT-SCOUT"],
                                              "deck": ["LT-F01", "LT-F16", "LT-F02", "LT-F17"]},
                               "p2": {"leader": "LT-L02", "deck": DECK}}, [scout])
    card = scene.session.state.zones["p0.hand"].cards[0]
    hands.drag(hands.card_center(card), hands.drop_center(("lane", 0, 0)))
    hands.settle()
    assert scene.browser.visible and scene.browser.pick
    first = scene.browser.cards[0]
    hands.post(pygame.MOUSEMOTION, pos=scene.browser.card_rect(0).center, rel=(0, 0), buttons=(0, 0, 0))
    hands.frames(40)
    assert scene.large.iid == first and scene.large.page(scene.root.scale) is not None
    assert not scene.large.world_rect().colliderect(scene.browser.card_rect(0))
