"""How the table marks things, in both palettes, never by colour alone.

Each mark has a colour (the colour-blind palette swaps green and red for the Okabe-Ito blue and
orange, which stay apart under the common colour-vision deficiencies) and a shape of its own:

| mark | means | shape |
|---|---|---|
| ``legal`` | a held card may go here | solid outline, a tick in a disc |
| ``illegal`` | it may not (the reason shows beside it) | dashed outline over a hatched veil, a cross |
| ``option`` | the pending decision may choose this card | double outline, a hollow ring |
| ``picked`` | already chosen for it | solid outline, a filled disc with a tick |
| ``selected`` | the card you selected | solid outline, a filled disc with a tick |
| ``source`` | the card whose ability is asking | solid outline, a diamond |
| ``flash`` | an effect just reached it | a glow only (it fades; it tells nothing to act on) |

``TEXT_PAIRS`` lists every colour the table writes text in on every ground it writes on (both
palettes); a test holds each to WCAG 4.5:1.
"""
from __future__ import annotations

import pygame

from .. import cardart
from ..palette import (BAD, FELT, GOLD, GOOD, HILITE, INK, INK_DIM, PANEL, TOAST_BG, ATTRIBUTE, ATTRIBUTE_SAFE,
                       Colour, shade)

SAFE_LEGAL = (86, 180, 233)     # Okabe-Ito sky blue
SAFE_ILLEGAL = (230, 159, 0)    # Okabe-Ito orange

KINDS = ("legal", "illegal", "option", "picked", "selected", "source", "flash")


def colour(kind: str, safe: bool) -> Colour:
    if kind == "legal":
        return SAFE_LEGAL if safe else GOOD
    if kind == "illegal":
        return SAFE_ILLEGAL if safe else BAD
    if kind == "option":
        return HILITE
    return GOLD


def refusal_colour(safe: bool) -> Colour:
    """The colour of a refusal's words (the same as its outline)."""
    return colour("illegal", safe)


def dashed_rect(surface: pygame.Surface, col: Colour, rect: pygame.Rect, width: int, dash: int) -> None:
    x0, y0, x1, y1 = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    for a, b, horizontal in (((x0, y0), x1, True), ((x0, y1), x1, True), ((x0, y0), y1, False), ((x1, y0), y1, False)):
        start = a[0] if horizontal else a[1]
        pos = start
        while pos < b:
            end = min(b, pos + dash)
            if horizontal:
                pygame.draw.line(surface, col, (pos, a[1]), (end, a[1]), width)
            else:
                pygame.draw.line(surface, col, (a[0], pos), (a[0], end), width)
            pos += dash * 2


def _hatch(surface: pygame.Surface, col: Colour, rect: pygame.Rect, step: int, alpha: int) -> None:
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    w, h = rect.size
    for k in range(-h, w, step):
        pygame.draw.line(layer, (*col, alpha), (k, h), (k + h, 0), max(1, step // 4))
    surface.blit(layer, rect.topleft)


def badge(surface: pygame.Surface, kind: str, centre: tuple[float, float], radius: float, safe: bool) -> None:
    """The mark's sign in a dark disc (so it reads on any face): tick, cross, ring or diamond."""
    from ..widgets import draw_mark
    col = colour(kind, safe)
    cx, cy = centre
    r = max(5.0, radius)
    pygame.draw.circle(surface, (12, 14, 18), (cx, cy), r + 2)
    box = pygame.Rect(0, 0, int(r * 1.2), int(r * 1.2))
    box.center = (int(cx), int(cy))
    if kind in ("picked", "selected"):
        pygame.draw.circle(surface, col, (cx, cy), r)
        draw_mark(surface, "good", box, (12, 14, 18))
    elif kind == "legal":
        pygame.draw.circle(surface, col, (cx, cy), r, max(2, int(r / 4)))
        draw_mark(surface, "good", box, col)
    elif kind == "illegal":
        pygame.draw.circle(surface, col, (cx, cy), r, max(2, int(r / 4)))
        draw_mark(surface, "bad", box.inflate(-int(r * 0.2), -int(r * 0.2)), col)
    elif kind == "option":
        pygame.draw.circle(surface, col, (cx, cy), r, max(2, int(r / 3.5)))
        pygame.draw.circle(surface, col, (cx, cy), max(2, r * 0.3))
    elif kind == "source":
        k = r * 0.8
        pygame.draw.polygon(surface, col, [(cx, cy - k), (cx + k, cy), (cx, cy + k), (cx - k, cy)])


def outline(surface: pygame.Surface, kind: str, rect: pygame.Rect, s: float, safe: bool, *,
            strong: bool = False, veil: bool = False, sign: bool = True) -> None:
    """A drop area or a card marked as ``kind``: the outline of its shape, and (``sign``) the sign in
    its corner. ``strong``: the one under the held card; ``veil``: tint the area (drop areas)."""
    col = colour(kind, safe)
    width = max(2, int((4 if strong else 3) * s))
    if veil:
        if kind == "illegal":
            _hatch(surface, col, rect, max(6, int(12 * s)), 110 if strong else 70)
        else:
            tint = pygame.Surface(rect.size, pygame.SRCALPHA)
            tint.fill((*col, 70 if strong else 34))
            surface.blit(tint, rect)
    if kind == "illegal":
        dashed_rect(surface, col, rect, width, max(5, int(10 * s)))
    elif kind == "option":
        pygame.draw.rect(surface, col, rect, max(2, int(2 * s)), border_radius=int(8 * s))
        pygame.draw.rect(surface, col, rect.inflate(int(8 * s), int(8 * s)), max(1, int(2 * s)),
                         border_radius=int(10 * s))
    elif kind != "flash":
        pygame.draw.rect(surface, col, rect, width, border_radius=int(8 * s))
    if kind != "flash" and sign:
        corner_sign(surface, kind, rect, s, safe)


def corner_sign(surface: pygame.Surface, kind: str, rect: pygame.Rect, s: float, safe: bool) -> None:
    radius = max(5.0, min(11 * s, rect.h * 0.4))
    badge(surface, kind, (rect.right - radius * 0.6, rect.top + radius * 0.6), radius, safe)


def card_mark(surface: pygame.Surface, kind: str, rect: pygame.Rect, s: float, safe: bool) -> None:
    """Under a card marked as ``kind``: a soft glow in the mark's colour and its outline (the card
    then draws its face, and the sign over the face's corner)."""
    g = cardart.glow(rect.w, rect.h, colour(kind, safe), max(3, int(7 * s)))
    surface.blit(g, g.get_rect(center=rect.center))
    if kind != "flash":
        outline(surface, kind, rect.inflate(int(4 * s), int(4 * s)), s, safe, sign=False)


# ----- text on the table: every colour on every ground, both palettes ---------------------------------
ZONE_FILLS = {"lane": (26, 56, 51), "damage zone": (40, 40, 40), "skill zone": (30, 44, 58)}
GROUNDS: dict[str, Colour] = {
    "felt": FELT, **ZONE_FILLS, "counter box": (10, 14, 16), "phase bar": (14, 20, 24), "prompt": (30, 26, 14),
    "level cell": (30, 60, 56), "curtain": (6, 8, 12), "card face": (28, 28, 34), "log": PANEL,
    "message": TOAST_BG, "banner": (12, 12, 16), "browser": (18, 22, 28),
}
_INKS = {"INK": INK, "INK_DIM": INK_DIM, "GOLD": GOLD, "HILITE": HILITE, "GOOD": GOOD, "BAD": BAD,
         "legal (safe)": SAFE_LEGAL, "illegal (safe)": SAFE_ILLEGAL, "type line": (200, 200, 200)}
TEXT_PAIRS: list[tuple[str, Colour, str, Colour]] = [
    (tn, tc, gn, gc) for tn, tc in _INKS.items() for gn, gc in GROUNDS.items()]
# the current phase: dark letters on gold; badge numbers on their discs
TEXT_PAIRS += [("phase (dark)", (15, 15, 15), "GOLD", GOLD), ("cost", (15, 15, 15), "GOLD", GOLD),
               ("hit", (15, 15, 15), "hit disc", (230, 120, 110)),
               ("power up", (15, 15, 15), "power up", (120, 230, 140)),
               ("power down", (15, 15, 15), "power down", (240, 110, 100))]
# names on the card heads and on the bars, in every attribute colour of both palettes
TEXT_PAIRS += [("INK", INK, f"{where} {name}", shade(c, k))
               for name, c in [*ATTRIBUTE.items(), *((f"{n} (safe)", v) for n, v in ATTRIBUTE_SAFE.items())]
               for where, k in (("name head", 0.45), ("bar", 0.4))]
