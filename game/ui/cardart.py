"""Cards drawn from their data: attribute frame, cost, power and hit, keyword icons, name and text.

Everything here is drawn with pygame primitives: the frames, the procedural "illustration" and
the keyword icons are our own designs. Surfaces are cached by everything that changes them.
"""
from __future__ import annotations

import hashlib
import math
from typing import Any

import pygame

from . import fonts
from .cache import LruCache
from .palette import GOLD, INK, attribute_colour, shade

_CACHE = LruCache(360)

ICON_KEYWORDS = ("entry", "exit", "attacker", "defender", "active", "passive", "armed", "frontline", "level_link",
                 "trigger", "auto", "berserker", "guardian", "awaken", "equipped", "skill")


def _cached(key: tuple[Any, ...], make: Any) -> pygame.Surface:
    return _CACHE.get(key, make)


# ----- icons ------------------------------------------------------------------------------------
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


def card_face(card: Any, w: int, h: int, *, lang: str, safe: bool, awakened: bool = False,
              power: int | None = None, hit: int | None = None, lines: list[str] | None = None) -> pygame.Surface:
    """The face of a CardDef at w x h pixels. ``power``/``hit`` show current values (gold if changed)."""
    key = ("face", card.id, w, h, lang, safe, awakened, power, hit, tuple(lines or ()))

    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        col = attribute_colour(card.attribute, safe)
        rad = max(3, w // 14)
        pygame.draw.rect(surf, (28, 28, 34), surf.get_rect(), border_radius=rad)
        pygame.draw.rect(surf, col, surf.get_rect(), width=max(2, w // 22), border_radius=rad)
        pad = max(3, w // 16)
        head = pygame.Rect(pad, pad, w - 2 * pad, int(h * 0.15))
        pygame.draw.rect(surf, shade(col, 0.55), head, border_radius=max(2, rad // 2))
        face = card.face(awakened)
        name = face.name.get(lang)
        size = h * 0.07
        while size > 6 and fonts.font(size, True).size(name)[0] > head.w - head.h * 1.5:
            size -= 0.5
        img = fonts.text(name, size, INK, True)
        surf.blit(img, img.get_rect(midleft=(head.x + head.h * 0.9 if card.type != "leader" else head.x + 4, head.centery)))
        glyph = pygame.Rect(0, 0, head.h * 0.7, head.h * 0.7)
        glyph.center = (head.right - head.h * 0.45, head.centery)
        draw_attribute_glyph(surf, card.attribute, glyph, shade(col, 1.5))
        art = pygame.Rect(pad, head.bottom + pad // 2, w - 2 * pad, int(h * 0.36))
        _art(surf, art, card.id + ("/b" if awakened else ""), col)
        if card.type != "leader":
            _badge(surf, (head.x + head.h * 0.42, head.centery), head.h * 0.46, card.cost, GOLD, size=head.h * 0.6)
        # keyword icons
        kws = []
        for ab in face.abilities:
            for k in (ab.keyword,):
                if k in ICON_KEYWORDS and k not in kws:
                    kws.append(k)
        icon = max(8, int(h * 0.075))
        iy = art.bottom + pad // 2
        for i, k in enumerate(kws[:6]):
            r = pygame.Rect(pad + i * (icon + 3), iy, icon, icon)
            pygame.draw.rect(surf, (0, 0, 0, 120), r.inflate(2, 2), border_radius=3)
            draw_keyword_icon(surf, k, r, GOLD if k == "trigger" else INK)
        text_top = iy + icon + pad // 2
        if lines:
            tsize = max(7.0, h * 0.036)
            ty = text_top
            for line in lines:
                for wrapped in fonts.wrap(line, tsize, w - 2 * pad - 4):
                    if ty + tsize * 1.25 > h - pad - h * 0.17:  # keep clear of the power and hit badges
                        break
                    surf.blit(fonts.text(wrapped, tsize, INK), (pad + 2, ty))
                    ty += int(tsize * 1.25)
        else:
            kind = {"unit": ("Unit", "유닛"), "item": ("Item", "아이템"), "skill": ("Skill", "스킬"),
                    "leader": ("Leader", "리더")}[card.type][1 if lang == "ko" else 0]
            surf.blit(fonts.text(kind, h * 0.06, (190, 190, 190)), (pad + 2, text_top))
        if card.type == "unit":
            pw = card.power if power is None else power
            ht = card.hit if hit is None else hit
            pcol = GOLD if pw == card.power else ((120, 230, 140) if pw > card.power else (240, 110, 100))
            _badge(surf, (pad + h * 0.085, h - pad - h * 0.08), h * 0.085, pw, pcol, size=h * 0.1)
            _badge(surf, (w - pad - h * 0.085, h - pad - h * 0.08), h * 0.075, ht, (230, 120, 110), size=h * 0.085,
                   diamond=True)
        if card.has_trigger:
            r = pygame.Rect(0, 0, h * 0.11, h * 0.11)
            r.center = (w // 2, h - pad - h * 0.075)
            draw_keyword_icon(surf, "trigger", r, GOLD)
        return surf

    return _cached(key, make)


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
