"""What card faces are drawn with, for every game: the procedural "illustration", the number badges,
the colour glyphs and keyword pictograms, names fitted to a width, the card back and the glow.

Everything here is drawn with pygame primitives, our own designs. A game's faces are composed from
these by its ``table`` part (Lanes: ``game/rulesets/lanes/table_faces.py``) or from its catalogue entry
(``faces.py``). Surfaces are cached (``_CACHE``, bounded) by everything that changes them.
"""
from __future__ import annotations

import hashlib
import math
from typing import Any

import pygame

from . import fonts
from .cache import LruCache
from .palette import INK, shade

_CACHE = LruCache(360)

ICON_KEYWORDS = ("entry", "exit", "attacker", "defender", "active", "passive", "armed", "frontline", "level_link",
                 "trigger", "auto", "berserker", "guardian", "awaken", "equipped", "skill")


def _cached(key: tuple[Any, ...], make: Any) -> pygame.Surface:
    return _CACHE.get(key, make)


# ----- icons ------------------------------------------------------------------------------------
# a card face's colour glyph, as a share of the face's height: it tells the colours apart when the
# colours alone do not (at 0.08 it was 8 px on a 100 px card of the table, too small to read)
GLYPH_SHARE = 0.12


def draw_attribute_glyph(surf: pygame.Surface, attribute: str, rect: pygame.Rect, color) -> None:
    cx, cy, r = rect.centerx, rect.centery, rect.w / 2
    if attribute == "fire":      # a flame
        pts = [(cx, cy - r), (cx + r * 0.7, cy + r * 0.2), (cx + r * 0.3, cy + r), (cx - r * 0.3, cy + r),
               (cx - r * 0.7, cy + r * 0.2), (cx - r * 0.15, cy - r * 0.2)]
        pygame.draw.polygon(surf, color, pts)
    elif attribute == "earth":   # a leaf
        pygame.draw.ellipse(surf, color, rect.inflate(-r * 0.6, 0))
        pygame.draw.line(surf, (0, 0, 0), (cx, cy - r * 0.8), (cx, cy + r), max(1, int(r / 5)))
    elif attribute == "storm":   # a spiral of arcs
        for i in range(3):
            rr = pygame.Rect(0, 0, r * (2 - i * 0.55), r * (2 - i * 0.55))
            rr.center = (cx, cy)
            pygame.draw.arc(surf, color, rr, i * 1.2, i * 1.2 + 4.2, max(1, int(r / 4)))
    elif attribute == "wave":    # two crests
        for k in (-0.35, 0.35):
            pts = [(cx - r + 2 * r * i / 10, cy + k * r + math.sin(i / 10 * 2 * math.pi) * r * 0.3) for i in range(11)]
            pygame.draw.lines(surf, color, False, pts, max(1, int(r / 4)))
    else:                        # lightning: a bolt
        pts = [(cx + r * 0.2, cy - r), (cx - r * 0.5, cy + r * 0.1), (cx, cy + r * 0.1), (cx - r * 0.2, cy + r),
               (cx + r * 0.5, cy - r * 0.15), (cx, cy - r * 0.15)]
        pygame.draw.polygon(surf, color, pts)


def draw_keyword_icon(surf: pygame.Surface, keyword: str, rect: pygame.Rect, color=INK) -> None:
    """Our own small pictograms, one per keyword, readable at 14 px."""
    x, y, w, h = rect
    cx, cy = rect.center
    lw = max(1, w // 8)
    if keyword == "entry":        # arrow into a box
        pygame.draw.rect(surf, color, (x + w * 0.45, y + h * 0.15, w * 0.5, h * 0.7), lw)
        pygame.draw.line(surf, color, (x, cy), (x + w * 0.7, cy), lw)
        pygame.draw.polygon(surf, color, [(x + w * 0.75, cy), (x + w * 0.5, cy - h * 0.2), (x + w * 0.5, cy + h * 0.2)])
    elif keyword == "exit":       # arrow out of a box
        pygame.draw.rect(surf, color, (x + w * 0.05, y + h * 0.15, w * 0.5, h * 0.7), lw)
        pygame.draw.line(surf, color, (x + w * 0.3, cy), (x + w * 0.95, cy), lw)
        pygame.draw.polygon(surf, color, [(x + w, cy), (x + w * 0.75, cy - h * 0.2), (x + w * 0.75, cy + h * 0.2)])
    elif keyword == "attacker":   # a sword
        pygame.draw.line(surf, color, (x + w * 0.15, y + h * 0.85), (x + w * 0.9, y + h * 0.1), lw + 1)
        pygame.draw.line(surf, color, (x + w * 0.15, y + h * 0.5), (x + w * 0.5, y + h * 0.85), lw)
    elif keyword == "defender":   # a shield
        pts = [(x + w * 0.15, y + h * 0.1), (x + w * 0.85, y + h * 0.1), (x + w * 0.85, y + h * 0.5), (cx, y + h * 0.95),
               (x + w * 0.15, y + h * 0.5)]
        pygame.draw.polygon(surf, color, pts, lw)
    elif keyword == "active":     # a hand-press circle with a dot
        pygame.draw.circle(surf, color, (cx, cy), w * 0.42, lw)
        pygame.draw.circle(surf, color, (cx, cy), w * 0.15)
    elif keyword == "passive":    # a steady ring
        pygame.draw.circle(surf, color, (cx, cy), w * 0.42, lw)
        pygame.draw.circle(surf, color, (cx, cy), w * 0.25, lw)
    elif keyword in ("armed", "equipped"):   # a hammer
        pygame.draw.line(surf, color, (x + w * 0.3, y + h * 0.9), (x + w * 0.6, y + h * 0.3), lw + 1)
        pygame.draw.rect(surf, color, (x + w * 0.35, y + h * 0.1, w * 0.55, h * 0.28))
    elif keyword == "frontline":  # three posts
        for i in range(3):
            pygame.draw.rect(surf, color, (x + w * (0.1 + i * 0.3), y + h * 0.2, w * 0.2, h * 0.65))
    elif keyword == "level_link":  # two chain links
        pygame.draw.ellipse(surf, color, (x, y + h * 0.25, w * 0.6, h * 0.5), lw)
        pygame.draw.ellipse(surf, color, (x + w * 0.4, y + h * 0.25, w * 0.6, h * 0.5), lw)
    elif keyword == "trigger":    # a burst
        pts = []
        for i in range(10):
            rad = (w * 0.48) if i % 2 == 0 else (w * 0.2)
            a = i * math.pi / 5 - math.pi / 2
            pts.append((cx + math.cos(a) * rad, cy + math.sin(a) * rad))
        pygame.draw.polygon(surf, color, pts)
    elif keyword == "berserker":  # crossed axes (an X with heads)
        pygame.draw.line(surf, color, (x + w * 0.1, y + h * 0.1), (x + w * 0.9, y + h * 0.9), lw + 1)
        pygame.draw.line(surf, color, (x + w * 0.9, y + h * 0.1), (x + w * 0.1, y + h * 0.9), lw + 1)
    elif keyword == "guardian":   # a tower
        pygame.draw.rect(surf, color, (x + w * 0.25, y + h * 0.3, w * 0.5, h * 0.65), lw)
        for i in range(3):
            pygame.draw.rect(surf, color, (x + w * (0.2 + i * 0.24), y + h * 0.1, w * 0.14, h * 0.2))
    elif keyword == "awaken":     # an eye
        pygame.draw.ellipse(surf, color, (x, y + h * 0.25, w, h * 0.5), lw)
        pygame.draw.circle(surf, color, (cx, cy), w * 0.15)
    elif keyword == "skill":      # a scroll
        pygame.draw.rect(surf, color, (x + w * 0.15, y + h * 0.2, w * 0.7, h * 0.6), lw)
        pygame.draw.line(surf, color, (x + w * 0.3, cy), (x + w * 0.7, cy), lw)
    else:                         # auto: a gear-like ring of dots
        for i in range(6):
            a = i * math.pi / 3
            pygame.draw.circle(surf, color, (cx + math.cos(a) * w * 0.33, cy + math.sin(a) * h * 0.33), max(1, w * 0.1))


def _art(surf: pygame.Surface, rect: pygame.Rect, card_id: str, base: tuple[int, int, int]) -> None:
    """A procedural illustration: layered shapes seeded by the card's id."""
    seed = hashlib.sha256(card_id.encode()).digest()
    pygame.draw.rect(surf, shade(base, 0.35), rect)
    clip = surf.get_clip()
    surf.set_clip(rect)
    for i in range(7):
        b = seed[i * 4:(i + 1) * 4]
        cx = rect.x + rect.w * b[0] / 255
        cy = rect.y + rect.h * b[1] / 255
        r = rect.w * (0.12 + b[2] / 255 * 0.45)
        col = shade(base, 0.5 + b[3] / 255 * 1.0)
        if b[3] % 3 == 0:
            pygame.draw.circle(surf, col, (cx, cy), r)
        elif b[3] % 3 == 1:
            pygame.draw.polygon(surf, col, [(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)])
        else:
            pygame.draw.rect(surf, col, (cx - r / 2, cy - r / 3, r, r * 0.66))
    surf.set_clip(clip)


def _badge(surf: pygame.Surface, center: tuple[float, float], radius: float, value: int | str, fill, *,
           size: float, diamond: bool = False) -> None:
    cx, cy = center
    if diamond:
        pts = [(cx, cy - radius), (cx + radius, cy), (cx, cy + radius), (cx - radius, cy)]
        pygame.draw.polygon(surf, fill, pts)
        pygame.draw.polygon(surf, (20, 20, 20), pts, max(1, int(radius / 8)))
    else:
        pygame.draw.circle(surf, fill, (cx, cy), radius)
        pygame.draw.circle(surf, (20, 20, 20), (cx, cy), radius, max(1, int(radius / 8)))
    img = fonts.text(str(value), size, (15, 15, 15), True)
    surf.blit(img, img.get_rect(center=(cx, cy + 1)))


def fit_name(name: str, width: float, largest: float, smallest: float, *, max_lines: int = 2) -> tuple[float, list[str]]:
    """The largest bold size from ``largest`` down to ``smallest`` at which the name fits ``width`` in
    at most ``max_lines`` lines broken between words; at the smallest, the last line ends in an ellipsis."""
    size = largest
    while True:
        lines = fonts.wrap(name, size, int(width), True)
        if len(lines) <= max_lines and " ".join(lines) == name:
            return size, lines
        if size - 0.5 < smallest:
            break
        size -= 0.5
    words = name.split(" ")
    lines, line = [], ""
    f = fonts.font(smallest, True)
    for word in words:
        trial = f"{line} {word}".strip()
        if f.size(trial)[0] <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    lines.append(line)
    if len(lines) > max_lines:
        lines = lines[:max_lines - 1] + [" ".join(lines[max_lines - 1:])]
    last = lines[-1]
    while f.size(last)[0] > width and len(last) > 1:
        last = last[:-2] + "\u2026"
    lines[-1] = last
    return smallest, lines


def card_back(w: int, h: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(3, w // 14)
        pygame.draw.rect(surf, (36, 44, 84), surf.get_rect(), border_radius=rad)
        pygame.draw.rect(surf, (200, 170, 90), surf.get_rect(), width=max(2, w // 22), border_radius=rad)
        inner = surf.get_rect().inflate(-w // 5, -h // 5)
        for i in range(0, inner.h, max(4, h // 18)):
            pygame.draw.line(surf, (60, 72, 130), (inner.x, inner.y + i), (inner.right, inner.y + i), 1)
        pygame.draw.ellipse(surf, (200, 170, 90), inner.inflate(-w // 6, -h // 3), max(1, w // 30))
        return surf
    return _cached(("back", w, h), make)


def glow(w: int, h: int, color: tuple[int, int, int], thickness: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        surf = pygame.Surface((w + thickness * 2, h + thickness * 2), pygame.SRCALPHA)
        for i in range(thickness, 0, -1):
            a = int(160 * (1 - i / (thickness + 1)))
            pygame.draw.rect(surf, (*color, a), surf.get_rect().inflate(-2 * (thickness - i), -2 * (thickness - i)),
                             width=2, border_radius=max(4, w // 12))
        return surf
    return _cached(("glow", w, h, color, thickness), make)
