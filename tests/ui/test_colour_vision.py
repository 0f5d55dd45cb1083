"""The colour-blind palette, seen through deuteranopia and protanopia: every set of colours a game asks a
player to tell apart (Lanes' attributes, Dragon Duel's factions, dragons and elements, Clash of Decks'
packs and teams, Elements Illusion's elements, Magic's colours, life that is fine or lost, the table's
legal and refused places) is simulated with Machado, Oliveira and Fernandes' 2009 matrices at severity
1.0 (applied to linear RGB) and compared in CIE L*a*b* (CIE76). Two colours that must differ may not come
closer than ``NEAR``, as drawn: full, and darkened as on a card's head bar and on a zone's strip. The
glyphs that tell the colours apart as well are drawn large enough to read."""
from __future__ import annotations

import itertools
from typing import Any

import pygame
import pytest

from game.engine import registry
from game.ui import cardart, games
from game.ui.palette import ATTRIBUTE, ATTRIBUTE_SAFE, Colour, shade
from game.ui.table import look

NEAR = 10.0      # CIE76: below this two colours read as one

# Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model for Simulation of Color Vision
# Deficiency", severity 1.0, on linear RGB
MACHADO = {
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
}
DARKENED = (1.0, 0.45, 0.4)      # as drawn: the frame, a face's head bar, a zone's strip


def _linear(v: float) -> float:
    x = v / 255
    return x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4


def _encoded(x: float) -> float:
    x = min(1.0, max(0.0, x))
    return 255 * (12.92 * x if x <= 0.0031308 else 1.055 * x ** (1 / 2.4) - 0.055)


def seen_with(c: Colour, deficiency: str | None) -> tuple[float, float, float]:
    if deficiency is None:
        return (float(c[0]), float(c[1]), float(c[2]))
    lin = [_linear(v) for v in c[:3]]
    r, g, b = (_encoded(sum(m * v for m, v in zip(row, lin))) for row in MACHADO[deficiency])
    return (r, g, b)


def lab(c: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = (_linear(v) for v in c)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    return sum((p - q) ** 2 for p, q in zip(lab(a), lab(b))) ** 0.5


def too_near(colours: dict[str, Colour], darkened: tuple[float, ...] = DARKENED) -> list[str]:
    out = []
    for deficiency in ("deuteranopia", "protanopia", None):
        for f in darkened:
            for (na, ca), (nb, cb) in itertools.combinations(colours.items(), 2):
                d = delta_e(seen_with(shade(ca, f), deficiency), seen_with(shade(cb, f), deficiency))
                if d < NEAR:
                    out.append(f"{na}/{nb} x{f} {deficiency or 'normal vision'}: {d:.1f}")
    return out


def must_differ() -> dict[str, tuple[dict[str, Colour], tuple[float, ...]]]:
    """Every set of the colour-blind palette a player tells apart, and how darkened each is drawn."""
    from game.rulesets.clash_of_decks.table_four_hud import team_colour
    from game.rulesets.dragon_duel.table_hud import DRAGON_LOOK, ELEMENT_RGB as DD_ELEMENTS
    from game.rulesets.elements_illusion.table_faces import element_rgb
    from game.rulesets.magic.table_faces import COLOUR_RGB_SAFE
    from game.rulesets.magic.table_hud import life_colours
    sets: dict[str, tuple[dict[str, Colour], tuple[float, ...]]] = {}
    for info in registry.all_rulesets():
        cat = games.catalogue(info)
        if cat is not None and cat.colours:
            sets[f"{info.id} card colours"] = ({k: c.safe_rgb for k, c in cat.colours.items()}, DARKENED)
    sets["attributes"] = (dict(ATTRIBUTE_SAFE), DARKENED)
    sets["dragon-duel dragons"] = ({k: v[1] for k, v in DRAGON_LOOK.items()}, DARKENED)
    sets["dragon-duel elements"] = (dict(DD_ELEMENTS), (1.0,))
    sets["clash-of-decks teams"] = ({str(t): team_colour(t, True) for t in (0, 1)}, (1.0,))
    sets["elements-illusion elements"] = ({e: element_rgb(e, True) for e in "FWEA"}, (1.0,))
    sets["magic colours"] = (dict(COLOUR_RGB_SAFE), (1.0,))
    sets["magic life"] = (dict(zip(("fine or gained", "low or lost"), life_colours(True))), (1.0,))
    sets["legal and refused"] = ({k: look.colour(k, True) for k in ("legal", "illegal")}, (1.0,))
    return sets


def test_the_simulation_is_the_published_one() -> None:
    """Checks of the few lines above: pure red under protanopia is dark olive, deuteranopia leaves
    blue nearly blue, and the Lanes attributes of the normal palette merge (why the other exists)."""
    red = seen_with((255, 0, 0), "protanopia")
    assert red[0] < 120 and red[1] < 120 and red[2] < 30
    blue = seen_with((0, 0, 255), "deuteranopia")
    assert blue[2] > 240 and blue[0] < 20
    assert delta_e((255, 255, 255), (0, 0, 0)) == pytest.approx(100, abs=0.5)
    assert too_near(dict(ATTRIBUTE))                   # the normal palette is not colour-blind safe


@pytest.mark.parametrize("name", list(must_differ()))
def test_colours_that_must_differ_stay_apart_under_deuteranopia_and_protanopia(name) -> None:
    colours, darkened = must_differ()[name]
    assert len(colours) >= 2
    assert too_near(colours, darkened) == []


def test_the_palette_is_used_where_it_is_chosen(app) -> None:
    """Elements Illusion's and Magic's faces, which had one palette only, change with the setting."""
    from game.rulesets.elements_illusion import table_faces as ei
    from game.rulesets.magic import table_faces as mg
    from game.rulesets.magic.cards import load_card_db
    for safe in (False, True):
        img = ei.face("E1", 60, 84, lang="en", safe=safe)
        assert tuple(img.get_at((5, 42)))[:3] == ei.element_rgb("E", safe)
    db = load_card_db()
    red = next(d for d in db.cards.values() if d.colors == ["R"] or d.colors == ("R",))
    for safe in (False, True):
        img = mg.face(red, 60, 84, lang="en", safe=safe)
        assert tuple(img.get_at((30, 42)))[:3] == mg.frame_colour(red, safe)


@pytest.mark.parametrize("attribute", ["fire", "storm", "lightning"])
def test_the_glyphs_that_tell_colours_apart_are_not_tiny(app, attribute) -> None:
    """On a card face as small as the table draws them (90 px high) the attribute's glyph spans 9 pixels
    and more (7 when it was 8 % of the face's height)."""
    from game.rulesets.lanes import table_faces
    from game.rulesets.lanes.cards import load_card_db
    card = next(c for c in load_card_db().cards.values() if c.type == "unit" and c.attribute == attribute)
    img = table_faces.card_face(card, 64, 90, lang="en", safe=True)
    glyph = shade(ATTRIBUTE_SAFE[attribute], 1.5)
    drawn = [(x, y) for x in range(img.get_width()) for y in range(img.get_height())
             if tuple(img.get_at((x, y)))[:3] == glyph]
    span = max(max(x for x, _ in drawn) - min(x for x, _ in drawn), max(y for _, y in drawn) - min(y for _, y in drawn)) + 1
    assert span >= 9, span
    assert 90 * cardart.GLYPH_SHARE >= 10
