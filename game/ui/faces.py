"""Any game's card drawn from its catalogue entry: frame in the card's colour with its glyph, the name
across the top, a picture, the corner number, the icons, the text, the numbers at its foot.

The deck builder, the deck picker and the large card view draw every game's cards with this; what a
face shows is the catalogue's (``game.engine.catalogue``), how it looks is here. The picture, badges
and keyword pictograms are the ones the table's cards use (``cardart``).
"""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.engine.catalogue import Catalogue, CardEntry, Colour

from . import fonts
from .cache import LruCache
from .cardart import GLYPH_SHARE, ICON_KEYWORDS, _art, _badge, draw_attribute_glyph, draw_keyword_icon, fit_name
from .palette import GOLD, INK, shade

_CACHE = LruCache(360)
GREY = (128, 128, 128)
# glyphs the table's attribute pictograms already draw, by the attribute that draws them
_ATTRIBUTE_GLYPHS = {"flame": "fire", "leaf": "earth", "spiral": "storm", "wave": "wave", "bolt": "lightning"}


def colour_rgb(cat: Catalogue, colour: str, safe: bool) -> tuple[int, int, int]:
    c = cat.colours.get(colour)
    return (c.safe_rgb if safe else c.rgb) if c is not None else GREY


def colour_glyph(cat: Catalogue, colour: str) -> str:
    c: Colour | None = cat.colours.get(colour)
    return c.glyph if c is not None else "star"


def draw_glyph(surf: pygame.Surface, glyph: str, rect: pygame.Rect, colour: Any) -> None:
    """A colour's shape: flame, leaf, spiral, wave, bolt, mountain, crescent, gear, or a star."""
    if glyph in _ATTRIBUTE_GLYPHS:
        draw_attribute_glyph(surf, _ATTRIBUTE_GLYPHS[glyph], rect, colour)
        return
    cx, cy, r = rect.centerx, rect.centery, rect.w / 2
    if glyph == "mountain":      # two peaks
        pygame.draw.polygon(surf, colour, [(cx - r, cy + r * 0.8), (cx - r * 0.25, cy - r * 0.8), (cx + r * 0.3, cy + r * 0.8)])
        pygame.draw.polygon(surf, colour, [(cx - r * 0.1, cy + r * 0.8), (cx + r * 0.45, cy - r * 0.3), (cx + r, cy + r * 0.8)])
    elif glyph == "crescent":    # a moon: the outer arc one way, the inner arc back
        outer = [(cx + math.cos(a) * r * 0.9, cy + math.sin(a) * r * 0.9)
                 for a in (math.pi * (0.25 + 1.5 * i / 16) for i in range(17))]
        inner = [(cx + r * 0.35 + math.cos(a) * r * 0.62, cy - r * 0.2 + math.sin(a) * r * 0.62)
                 for a in (math.pi * (1.55 - 1.2 * i / 16) for i in range(17))]
        pygame.draw.polygon(surf, colour, outer + inner)
    elif glyph == "gear":        # a toothed wheel
        for i in range(8):
            a = i * math.pi / 4
            pygame.draw.circle(surf, colour, (cx + math.cos(a) * r * 0.72, cy + math.sin(a) * r * 0.72), max(1, r * 0.22))
        pygame.draw.circle(surf, colour, (cx, cy), r * 0.62)
        pygame.draw.circle(surf, (20, 20, 24), (cx, cy), r * 0.25)
    else:                        # a five-pointed star
        pts = []
        for i in range(10):
            rad = r if i % 2 == 0 else r * 0.42
            a = i * math.pi / 5 - math.pi / 2
            pts.append((cx + math.cos(a) * rad, cy + math.sin(a) * rad))
        pygame.draw.polygon(surf, colour, pts)


def draw_icon(surf: pygame.Surface, icon: str, rect: pygame.Rect, colour: Any = INK) -> None:
    """An icon of a face: the keyword pictograms, a recall arrow, an ambush blade, else its initial."""
    if icon in ICON_KEYWORDS:
        draw_keyword_icon(surf, icon, rect, colour)
        return
    x, y, w, h = rect
    cx, cy = rect.center
    lw = max(1, w // 8)
    if icon == "recall":         # an arrow turning back to the hand
        arc = pygame.Rect(x + w * 0.1, y + h * 0.15, w * 0.8, h * 0.7)
        pygame.draw.arc(surf, colour, arc, math.pi * 0.1, math.pi * 1.25, max(2, w // 5))
        tip = (x + w * 0.86, cy - h * 0.05)
        pygame.draw.polygon(surf, colour, [(tip[0] - w * 0.22, tip[1] - h * 0.05), (tip[0] + w * 0.1, tip[1] - h * 0.05),
                                           (tip[0] - w * 0.05, tip[1] + h * 0.25)])
    elif icon == "ambush":       # a dagger
        pygame.draw.polygon(surf, colour, [(cx, y + h * 0.05), (cx + w * 0.14, y + h * 0.62), (cx - w * 0.14, y + h * 0.62)])
        pygame.draw.line(surf, colour, (x + w * 0.22, y + h * 0.66), (x + w * 0.78, y + h * 0.66), lw + 1)
        pygame.draw.line(surf, colour, (cx, y + h * 0.66), (cx, y + h * 0.95), lw + 1)
    else:
        img = fonts.text(icon[:1].upper(), h * 0.8, colour, True)
        surf.blit(img, img.get_rect(center=rect.center))


def face(cat: Catalogue, entry: CardEntry, w: int, h: int, *, lang: str, safe: bool,
         lines: list[str] | None = None) -> pygame.Surface:
    """The face of a card at w x h pixels. ``lines``: its text under the picture (what does not fit
    ends in an ellipsis; the large view shows it all)."""
    key = ("face", cat.ruleset, entry.id, w, h, lang, safe, tuple(lines or ()))

    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        col = colour_rgb(cat, entry.colour, safe)
        rad = max(3, w // 14)
        pygame.draw.rect(surf, (28, 28, 34), surf.get_rect(), border_radius=rad)
        pygame.draw.rect(surf, col, surf.get_rect(), width=max(2, w // 22), border_radius=rad)
        pad = max(3, w // 16)
        size, name_lines = fit_name(entry.name.get(lang), w - 2.6 * pad, h * 0.105, h * 0.078,
                                    max_lines=3 if entry.leader else 2)
        line_h = size * 1.12
        head = pygame.Rect(pad, pad, w - 2 * pad, int(len(name_lines) * line_h + pad * 0.7))
        pygame.draw.rect(surf, shade(col, 0.45), head, border_radius=max(2, rad // 2))
        ty = head.centery - len(name_lines) * line_h / 2
        for line in name_lines:
            surf.blit(fonts.text(line, size, INK, True), (head.x + pad * 0.5, ty + (line_h - size * 1.1) / 2))
            ty += line_h
        feet = [s for s in entry.stats if s.place in ("left", "right")]
        bottom_band = h * 0.2 if feet else h * 0.1
        icon = max(8, int(h * 0.08))
        icon_row = icon + pad // 2 if entry.icons else 0
        tsize = max(7.0, h * 0.036)
        wrapped = [part for line in lines or () for part in fonts.wrap(line, tsize, w - 2 * pad - 4)]
        if lines:   # the picture gives way so that up to four lines of text show under it
            limit = h - pad - (h * 0.17 if feet else 0)     # clear of the numbers at the foot
            text_need = min(len(wrapped), 4) * int(tsize * 1.25) + pad
            art_h = int(max(h * 0.16, min(h * 0.36, limit - head.bottom - pad // 2 - icon_row - text_need)))
        else:
            art_h = int(h - head.bottom - pad - bottom_band - h * 0.1)
        art = pygame.Rect(pad, head.bottom + pad // 2, w - 2 * pad, max(4, art_h))
        _art(surf, art, entry.id, col)   # the seed the table uses: the same picture everywhere
        glyph_w = h * GLYPH_SHARE
        glyph = pygame.Rect(0, 0, glyph_w, glyph_w)
        glyph.topright = (int(art.right - pad * 0.4), int(art.y + pad * 0.4))
        pygame.draw.circle(surf, (20, 20, 24), glyph.center, glyph_w * 0.62)
        draw_glyph(surf, colour_glyph(cat, entry.colour), glyph, shade(col, 1.5))
        corner = next((s for s in entry.stats if s.place == "corner"), None)
        if corner is not None:
            badge_r = h * 0.085
            _badge(surf, (art.x + badge_r + pad * 0.2, art.y + badge_r + pad * 0.2), badge_r, corner.value, corner.rgb,
                   size=badge_r * 1.5, diamond=corner.shape == "diamond")
        iy = art.bottom + pad // 2
        for i, k in enumerate(entry.icons[:6]):
            r = pygame.Rect(pad + i * (icon + 3), iy, icon, icon)
            # blended on: drawn straight onto the face, the shade's alpha would cut a see-through hole in it
            shade_box = pygame.Surface(r.inflate(2, 2).size, pygame.SRCALPHA)
            pygame.draw.rect(shade_box, (0, 0, 0, 140), shade_box.get_rect(), border_radius=3)
            surf.blit(shade_box, r.inflate(2, 2).topleft)
            draw_icon(surf, k, r, GOLD if k == "trigger" else INK)
        text_top = iy + icon_row
        if lines:
            ty = text_top
            limit = h - pad - (h * 0.17 if feet else 0)
            room = max(0, int((limit - ty) // int(tsize * 1.25)))
            if len(wrapped) > room and room:
                wrapped = wrapped[:room]
                wrapped[-1] = wrapped[-1].rstrip()[:-1] + "\u2026"
            for part in wrapped[:room]:
                surf.blit(fonts.text(part, tsize, INK), (pad + 2, ty))
                ty += int(tsize * 1.25)
        elif not feet:
            img = fonts.text(entry.kind_name.get(lang), h * 0.075, (200, 200, 200), True)
            surf.blit(img, img.get_rect(bottomleft=(pad + 2, h - pad - 1)))
        for stat in feet:
            r = h * (0.095 if stat.place == "left" else 0.085)
            cx = pad + r if stat.place == "left" else w - pad - r
            _badge(surf, (cx, h - pad - h * 0.095), r, stat.value, stat.rgb, size=h * (0.125 if stat.place == "left" else 0.11),
                   diamond=stat.shape == "diamond")
        return surf

    return _CACHE.get(key, make)
