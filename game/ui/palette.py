"""Colours of the table and the five attributes (normal and colour-blind-safe)."""
from __future__ import annotations

FELT = (22, 48, 44)
FELT_DARK = (15, 34, 31)
PANEL = (24, 28, 36)
PANEL_EDGE = (70, 80, 96)
INK = (236, 236, 230)
INK_DIM = (160, 166, 170)
GOLD = (236, 196, 90)
GOOD = (96, 214, 128)
BAD = (232, 86, 80)
HILITE = (120, 210, 255)

# Attribute frame colours. The colour-blind set follows the Okabe-Ito palette, which stays
# distinct under the common colour-vision deficiencies; every attribute also has a glyph.
ATTRIBUTE = {
    "fire": (206, 64, 52), "earth": (70, 150, 72), "storm": (128, 84, 178),
    "wave": (48, 112, 200), "lightning": (224, 184, 40),
}
ATTRIBUTE_SAFE = {
    "fire": (213, 94, 0), "earth": (0, 158, 115), "storm": (204, 121, 167),
    "wave": (0, 114, 178), "lightning": (240, 228, 66),
}


def attribute_colour(attribute: str, safe: bool) -> tuple[int, int, int]:
    return (ATTRIBUTE_SAFE if safe else ATTRIBUTE).get(attribute, (128, 128, 128))


def shade(c: tuple[int, int, int], f: float) -> tuple[int, int, int]:
    if f < 1:
        return tuple(max(0, int(v * f)) for v in c)  # type: ignore[return-value]
    return tuple(min(255, int(v + (255 - v) * (f - 1))) for v in c)  # type: ignore[return-value]
