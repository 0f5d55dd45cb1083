"""The table with the colour-blind palette and at 150 % text: legal and illegal told apart by shape
(and, with the palette, by colours that stay apart under deuteranopia), every text colour readable
at 4.5:1, and the table's own words larger without running into one another."""
from __future__ import annotations

import contextlib
import statistics
from typing import Iterator

import pygame
import pytest

from game.rulesets.lanes.scenario import position
from game.ui import cardart, fonts
from game.ui.palette import contrast
from game.ui.lesson import PositionSession
from game.ui.table import look
from game.ui.table.scene import TableScene

BASE = {"turn": 3, "turn_player": 1, "phase": "main"}
DECK = ["LT-F01"] * 6
BUSY = {**BASE, "p1": {"leader": "LT-L05", "level": 5, "hand": ["LT-F24", "LT-T23", "LT-F14", "LT-F04", "LT-S18"],
                       "lane0": {"unit": "LT-F23", "items": ["LT-F17"]}, "lane1": "LT-F15",
                       "damage": ["LT-F01", "LT-F02", "LT-F07", "LT-E02"], "skill": ["LT-S18"],
                       "trash": ["LT-F03", "LT-F05"], "deck": DECK},
        "p2": {"leader": "LT-L03", "lane0": "LT-E04", "lane2": "LT-E05", "hand": ["LT-F04"] * 5,
               "damage": ["LT-E01"], "deck": DECK}}


def table(app, hands, pos: dict = BUSY) -> TableScene:
    scene = TableScene(app, PositionSession(lambda: position(pos)))
    app.push(scene)
    hands.frames(5)
    hands.pass_screen()
    hands.settle()
    return scene


@contextlib.contextmanager
def drawn_text() -> Iterator[list[tuple[str, float, tuple]]]:
    """Every (string, pixel size, colour) the frames meanwhile draw through the font cache."""
    seen: list[tuple[str, float, tuple]] = []
    text = fonts.text

    def rec(s, size, color, *a, **k):
        seen.append((s, size, tuple(color)[:3]))
        return text(s, size, color, *a, **k)

    fonts.text = rec
    cardart._CACHE.clear()
    try:
        yield seen
    finally:
        fonts.text = text


# ----- shape, not only colour -----------------------------------------------------------------------
def _mask(kind: str, safe: bool) -> pygame.mask.Mask:
    surf = pygame.Surface((160, 200), pygame.SRCALPHA)
    look.outline(surf, kind, pygame.Rect(20, 20, 120, 160), 1.0, safe, strong=True, veil=True)
    return pygame.mask.from_surface(surf, 40)


@pytest.mark.parametrize("safe", [False, True])
def test_legal_and_illegal_drop_areas_differ_in_shape_as_well_as_colour(safe):
    legal, illegal = _mask("legal", safe), _mask("illegal", safe)
    both = legal.overlap_area(illegal, (0, 0))
    union = legal.count() + illegal.count() - both
    assert both / union < 0.6                      # seen in one colour, the two marks still differ
    # the legal outline runs unbroken along its top edge; the illegal one is dashed
    top = [legal.get_at((x, 21)) for x in range(40, 120)]
    dashed = [illegal.get_at((x, 21)) for x in range(40, 120)]
    assert all(top) and 0.25 < sum(dashed) / len(dashed) < 0.8


def _deuteranope(c: tuple[int, int, int]) -> tuple[float, float, float]:
    """How a colour looks without green cones (Vienot, Brettel and Mollon 1999), in linear RGB."""
    def lin(v: int) -> float:
        x = v / 255
        return x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(v) for v in c)
    lms = (17.8824 * r + 43.5161 * g + 4.11935 * b, 3.45565 * r + 27.1554 * g + 3.86714 * b,
           0.0299566 * r + 0.184309 * g + 1.46709 * b)
    l_, s_ = lms[0], lms[2]
    m_ = 0.494207 * l_ + 1.24827 * s_
    return (0.0809444479 * l_ - 0.130504409 * m_ + 0.116721066 * s_,
            -0.0102485335 * l_ + 0.0540193266 * m_ - 0.113614708 * s_,
            -0.000365296938 * l_ - 0.00412161469 * m_ + 0.693511405 * s_)


def test_the_colour_blind_palette_keeps_legal_and_illegal_apart_under_deuteranopia():
    def gap(a, b) -> float:
        return sum((x - y) ** 2 for x, y in zip(_deuteranope(a), _deuteranope(b))) ** 0.5
    standard = gap(look.colour("legal", False), look.colour("illegal", False))
    safe = gap(look.colour("legal", True), look.colour("illegal", True))
    assert safe > 0.25 and safe > 2 * standard     # green and red look alike to a deuteranope; blue and orange do not


def test_holding_a_card_marks_legal_and_refused_places_by_kind_and_the_refusal_reads(app, hands):
    app.settings.colorblind_palette = True
    scene = table(app, hands, {**BASE, "p1": {"leader": "LT-L01", "level": 9, "hand": ["LT-F04"],
                                              "lane1": "LT-F13", "deck": DECK},
                               "p2": {"leader": "LT-L02", "deck": DECK}})
    drawn: list[tuple[str, bool]] = []
    outline, sign = look.outline, look.corner_sign
    look.outline = lambda surf, kind, *a, **k: (drawn.append((kind, "outline")), outline(surf, kind, *a, **k))[1]
    look.corner_sign = lambda surf, kind, *a, **k: (drawn.append((kind, "sign")), sign(surf, kind, *a, **k))[1]
    try:
        hands.key(pygame.K_TAB)
        hands.key(pygame.K_RETURN)                  # the Duelist up: lanes 1 and 3 take it, lane 2 is full
        hands.key(pygame.K_RIGHT)                   # the ring on lane 2: refused
        hands.frames(2)
        assert scene.preview.text.startswith("[")
        drawn.clear()
        scene.table_layer.forget()                  # the frame painted whole (the layer keeps what is at rest)
        hands.frames(1)
    finally:
        look.outline, look.corner_sign = outline, sign
    assert {("legal", "outline"), ("legal", "sign"), ("illegal", "outline"), ("illegal", "sign")} <= set(drawn)
    assert contrast(scene.preview.color, (18, 20, 26)) >= 4.5 and scene.preview.mark == "bad"


def test_option_picked_and_source_marks_each_have_their_own_sign():
    surfaces = {}
    for kind in ("option", "picked", "source", "legal", "illegal"):
        surf = pygame.Surface((40, 40), pygame.SRCALPHA)
        look.badge(surf, kind, (20, 20), 14, True)
        bright = pygame.mask.Mask((40, 40))       # the sign itself, whatever its colour (not its dark disc)
        for x in range(40):
            for y in range(40):
                if max(tuple(surf.get_at((x, y)))[:3]) > 100:
                    bright.set_at((x, y))
        surfaces[kind] = bright
    kinds = list(surfaces)
    for i, a in enumerate(kinds):
        for b in kinds[i + 1:]:
            ma, mb = surfaces[a], surfaces[b]
            common = ma.overlap_area(mb, (0, 0))
            assert common / (ma.count() + mb.count() - common) < 0.85, (a, b)


# ----- readable colours -----------------------------------------------------------------------------
@pytest.mark.parametrize("text, fg, ground, bg", look.TEXT_PAIRS, ids=[f"{p[0]} on {p[2]}" for p in look.TEXT_PAIRS])
def test_every_text_colour_of_the_table_is_readable_on_its_grounds(text, fg, ground, bg):
    assert contrast(fg, bg) >= 4.5, f"{text} {fg} on {ground} {bg}: {contrast(fg, bg):.2f}:1"


@pytest.mark.parametrize("safe", [False, True])
def test_the_table_writes_only_in_the_colours_the_contrast_test_covers(app, hands, safe):
    app.settings.colorblind_palette = safe
    scene = table(app, hands)
    hands.key(pygame.K_TAB)
    hands.key(pygame.K_RIGHT)
    hands.key(pygame.K_RIGHT)
    hands.key(pygame.K_RETURN)                      # a card held over a refused lane: the refusal's words
    hands.key(pygame.K_i)
    hands.key(pygame.K_k)
    with drawn_text() as drawn:
        hands.frames(2)
        hands.key(pygame.K_ESCAPE)
        hands.frames(2)
    inks = {tuple(fg) for _t, fg, _g, _b in look.TEXT_PAIRS}
    stray = {(s, c) for s, _size, c in drawn if c not in inks}
    assert not stray
    assert any(c == look.refusal_colour(safe) for _s, _size, c in drawn)


# ----- text size 150 % ------------------------------------------------------------------------------
def _words(scene: TableScene) -> dict[str, pygame.Rect]:
    out = {}
    for node in (scene.root.find("counters"), scene.root.find("phasebar")):
        for text, rect in node.drawn:
            out[f"{node.name}:{text}:{rect.x}:{rect.y}"] = rect
    return out


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_at_150_percent_the_tables_words_grow_and_do_not_overlap(make_app, hands, size, lang):
    heights: dict[float, list[int]] = {}
    names: dict[float, dict[str, float]] = {}
    for text_size in (1.0, 1.5):
        app = make_app(size=size, lang=lang, text_size=text_size, safe=True)
        from game.ui.smoke import Hands
        h = Hands(app)
        scene = table(app, h)
        with drawn_text() as drawn:
            h.frames(2)
        words = _words(scene)
        rects = list(words.items())
        for i, (a, ra) in enumerate(rects):
            for b, rb in rects[i + 1:]:
                assert not ra.colliderect(rb), (text_size, a, b)
        heights[text_size] = sorted(r.h for r in words.values())
        st = scene.session.state
        on_table = {st.cdef(c.iid).name.get(lang) for c in st.cards if scene.card_nodes[c.iid].visible
                    and scene.card_nodes[c.iid].face_up}
        sizes: dict[str, float] = {}
        for s, px, _c in drawn:
            for name in on_table:
                if s and s in name and len(s) > 2:
                    sizes[name] = max(sizes.get(name, 0), px)
        names[text_size] = sizes
        # the log, the prompt and the large view read at the player's size
        assert scene.log.visible
        pygame.quit()
    assert statistics.median(heights[1.5]) >= 1.25 * statistics.median(heights[1.0])   # counters, phases, labels
    assert all(a <= b for a, b in zip(heights[1.0], heights[1.5]))
    grown = [names[1.5][n] / names[1.0][n] for n in names[1.0] if n in names[1.5]]
    assert grown and min(grown) >= 1.0 and statistics.median(grown) >= 1.2            # card names on the table


QUAD = {"id": "UT-QUAD", "name": {"en": "Herald of Many Words", "ko": "네 겹의 전령"}, "type": "unit",
        "attribute": "wave", "cost": 1, "power": 2, "hit": 1,
        "ability": [{"keyword": "entry", "effect": [{"do": "draw", "n": 1}]},
                    {"keyword": "entry", "effect": [{"do": "power", "n": 1, "target": "self"}]},
                    {"keyword": "entry", "effect": [{"do": "discard", "n": 1}]},
                    {"keyword": "entry", "may": True, "effect": [{"do": "search", "n": 1, "filter": {"type": "item"}}]}]}


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_tall_prompt_grows_stays_above_the_buttons_and_scrolls_to_the_choice_with_the_ring(make_app, lang):
    from game.ui.smoke import Hands
    app = make_app(lang=lang, text_size=1.5, safe=True)
    hands = Hands(app)
    scene = TableScene(app, PositionSession(lambda: position(
        {**BASE, "p1": {"leader": "LT-L01", "level": 4, "hand": ["UT-QUAD"], "deck": DECK},
         "p2": {"leader": "LT-L02", "deck": DECK}}, [QUAD])))
    app.push(scene)
    hands.frames(5)
    hands.pass_screen()
    hands.settle()
    hands.key(pygame.K_TAB)
    hands.key(pygame.K_RETURN)
    hands.key(pygame.K_RETURN)
    hands.settle()
    d = scene.session.state.decisions[0]
    assert d.kind == "order" and len(d.options) == 4
    prompt = scene.prompt.world_rect()
    assert prompt.bottom <= scene.btn_primary.world_rect().top                 # never over the buttons
    assert scene.prompt.fit * fonts.reading(1.0) >= 1.25                       # still larger than at 100 %
    labels = [b.label for b in scene.prompt.children if hasattr(b, "button_id")]
    assert len(set(labels)) == 4                                               # each effect told apart
    ring = scene.focus_ring
    assert scene.prompt.full > scene.prompt.h                                  # too tall: it scrolls
    for _ in range(4):
        node = ring.current()
        assert node.hit(*node.world_rect().center)                             # the choice with the ring is in view
        assert prompt.inflate(2, 2).contains(node.world_rect())
        hands.key(pygame.K_DOWN)
        hands.frames(2)
