"""Colours of the table and the five attributes (normal and colour-blind-safe), and the pairs of
text and background colours the screens use, each readable at a WCAG contrast of 4.5:1 or more
(``TEXT_PAIRS``; a test checks them). Good and bad are never told by colour alone: screens add a
mark (``widgets.draw_mark``: a tick, a cross, a warning sign) or words."""
from __future__ import annotations

Colour = tuple[int, int, int]

FELT = (22, 48, 44)
FELT_DARK = (15, 34, 31)
PANEL = (24, 28, 36)
PANEL_EDGE = (70, 80, 96)
INK = (236, 236, 230)
INK_DIM = (160, 166, 170)
GOLD = (236, 196, 90)
GOOD = (96, 214, 128)
BAD = (255, 120, 110)        # light enough to read on the felt (4.5:1 and more), refusals included
HILITE = (120, 210, 255)

# the faces of the furniture (widgets draw with these, so the contrast test sees what is drawn)
BUTTON = (44, 52, 66)
BUTTON_HOVER = (54, 64, 82)
BUTTON_OFF = (40, 42, 48)
BUTTON_OFF_EDGE = (80, 82, 88)
CHIP = (36, 42, 54)          # a filter chip that is off
ROW = (30, 36, 46)           # a line of a list
ROW_HOVER = (44, 54, 70)
ROW_BROKEN = (38, 28, 30)    # a file that cannot be used
TOAST_BG = (18, 20, 26)
TEXT_SELECTION = (40, 74, 110)   # behind the selected letters of a text field
FOCUS_HALO = (6, 8, 12)      # the dark line around the focus ring, so it shows on light faces too
SELECTED_SHADE = 0.42        # a selected chip or deck is filled with its colour at this brightness

# The colour-blind palette's colours, every game's: Okabe-Ito's, which stay apart under the common
# colour-vision deficiencies, with a violet in place of its reddish purple (darkened on a card's head
# bar, that fell onto the bluish green under deuteranopia) and a dark umber for a fill under white
# letters. tests/ui/test_colour_vision.py simulates deuteranopia and protanopia on every set a game
# must tell apart.
SAFE_VERMILLION = (213, 94, 0)
SAFE_BLUE = (0, 114, 178)
SAFE_BLUISH_GREEN = (0, 158, 115)
SAFE_YELLOW = (240, 228, 66)
SAFE_ORANGE = (230, 159, 0)
SAFE_SKY = (86, 180, 233)
SAFE_VIOLET = (110, 80, 240)
SAFE_REDDISH_PURPLE = (204, 121, 167)
SAFE_UMBER = (110, 72, 20)

# Attribute frame colours (and the colour-blind set above); every attribute also has a glyph.
ATTRIBUTE = {
    "fire": (206, 64, 52), "earth": (70, 150, 72), "storm": (128, 84, 178),
    "wave": (48, 112, 200), "lightning": (224, 184, 40),
}
ATTRIBUTE_SAFE = {
    "fire": SAFE_VERMILLION, "earth": SAFE_BLUISH_GREEN, "storm": SAFE_VIOLET,
    "wave": SAFE_BLUE, "lightning": SAFE_YELLOW,
}


def attribute_colour(attribute: str, safe: bool) -> tuple[int, int, int]:
    return (ATTRIBUTE_SAFE if safe else ATTRIBUTE).get(attribute, (128, 128, 128))


def shade(c: tuple[int, int, int], f: float) -> tuple[int, int, int]:
    if f < 1:
        return tuple(max(0, int(v * f)) for v in c)  # type: ignore[return-value]
    return tuple(min(255, int(v + (255 - v) * (f - 1))) for v in c)  # type: ignore[return-value]


def selected_fill(c: Colour) -> Colour:
    """The fill of a selected chip or deck in colour ``c``: dark enough for INK text on it."""
    return shade(c, SELECTED_SHADE)


# ----- contrast -----------------------------------------------------------------------------------------
def luminance(c: Colour) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""
    def channel(v: int) -> float:
        x = v / 255
        return x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4
    r, g, b = c[:3]
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: Colour, b: Colour) -> float:
    """WCAG 2 contrast ratio, 1 to 21."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


# Every text colour on every background it is drawn on outside the card faces.
_TEXT = {"INK": INK, "INK_DIM": INK_DIM, "GOLD": GOLD, "GOOD": GOOD, "BAD": BAD, "HILITE": HILITE}
_GROUNDS = {"FELT": FELT, "FELT_DARK": FELT_DARK, "PANEL": PANEL, "BUTTON": BUTTON, "CHIP": CHIP, "ROW": ROW,
            "ROW_BROKEN": ROW_BROKEN, "TOAST_BG": TOAST_BG}
TEXT_PAIRS: list[tuple[str, Colour, str, Colour]] = [
    (tn, tc, gn, gc) for tn, tc in _TEXT.items() for gn, gc in _GROUNDS.items()]
TEXT_PAIRS += [(tn, _TEXT[tn], "BUTTON_HOVER", BUTTON_HOVER) for tn in ("INK", "GOLD", "HILITE")]
TEXT_PAIRS += [(tn, _TEXT[tn], "ROW_HOVER", ROW_HOVER) for tn in ("INK", "INK_DIM", "GOLD", "GOOD", "BAD")]
TEXT_PAIRS += [("INK_DIM", INK_DIM, "BUTTON_OFF", BUTTON_OFF), ("INK", INK, "BUTTON_OFF", BUTTON_OFF)]
TEXT_PAIRS += [("INK", INK, "TEXT_SELECTION", TEXT_SELECTION)]
# INK on a selected chip or deck, in every attribute colour of both palettes and in gold
TEXT_PAIRS += [("INK", INK, f"selected {name}", selected_fill(c))
               for name, c in [*ATTRIBUTE.items(), *((f"{k} (safe)", v) for k, v in ATTRIBUTE_SAFE.items()),
                               ("gold", GOLD), ("hilite", HILITE)]]
