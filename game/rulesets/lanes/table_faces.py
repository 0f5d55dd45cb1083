"""Lanes' table part: its card faces (attribute frame, cost, power and hit, keyword icons, name and
text), a card as a bar in a list, and the large view's page of a card with every line of its text.

Drawn from the generic pieces of ``game.ui.cardart`` and cached in its cache.
"""
from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from game.ui import fonts
from game.ui.cardart import (GLYPH_SHARE, ICON_KEYWORDS, _art, _badge, _cached, draw_attribute_glyph, draw_keyword_icon,
                             fit_name)
from game.ui.palette import GOLD, INK, INK_DIM, attribute_colour, shade

from .cardtext import ATTRIBUTE_NAMES


def card_face(card: Any, w: int, h: int, *, lang: str, safe: bool, awakened: bool = False,
              power: int | None = None, hit: int | None = None, lines: list[str] | None = None,
              text_scale: float = 1.0) -> pygame.Surface:
    """The face of a CardDef at w x h pixels: cost and name (two lines if need be) at the top, power and
    hit large at the bottom, so a card on the table reads without the large view. ``power``/``hit`` show
    current values (green or red when changed). ``lines``: card text under the picture (what does not fit
    ends in an ellipsis; the large view shows it all, see ``card_page``). ``text_scale``: the player's
    text size; above 100 % the name grows as far as the card's width lets its longest word (never
    smaller than at 100 %) and the picture gives up the room."""
    grow = max(1.0, text_scale)
    key = ("face", card.id, w, h, lang, safe, awakened, power, hit, tuple(lines or ()), grow)

    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        col = attribute_colour(card.attribute, safe)
        rad = max(3, w // 14)
        pygame.draw.rect(surf, (28, 28, 34), surf.get_rect(), border_radius=rad)
        pygame.draw.rect(surf, col, surf.get_rect(), width=max(2, w // 22), border_radius=rad)
        pad = max(3, w // 16)
        face = card.face(awakened)
        name = face.name.get(lang)
        # the name across the whole width (two lines if need be); cost and attribute on the picture's corners
        most = 3 if card.type == "leader" else 2
        size, name_lines = fit_name(name, w - 2.6 * pad, h * 0.105, h * 0.078, max_lines=most)
        if grow > 1.0:      # two lines at most beside a cost badge (three for a leader, which has none)
            size, name_lines = fit_name(name, w - 2.6 * pad, h * 0.105 * grow, size, max_lines=most)
        line_h = size * 1.12
        head = pygame.Rect(pad, pad, w - 2 * pad, int(len(name_lines) * line_h + pad * 0.7))
        pygame.draw.rect(surf, shade(col, 0.45), head, border_radius=max(2, rad // 2))
        ty = head.centery - len(name_lines) * line_h / 2
        for line in name_lines:
            surf.blit(fonts.text(line, size, INK, True), (head.x + pad * 0.5, ty + (line_h - size * 1.1) / 2))
            ty += line_h
        bottom_band = h * 0.2 if card.type == "unit" else h * 0.1
        art_h = int(h * 0.36) if lines else int(h - head.bottom - pad - bottom_band - h * 0.1)
        art = pygame.Rect(pad, head.bottom + pad // 2, w - 2 * pad, max(4, art_h))
        _art(surf, art, card.id + ("/b" if awakened else ""), col)
        glyph_w = h * GLYPH_SHARE
        glyph = pygame.Rect(0, 0, glyph_w, glyph_w)
        glyph.topright = (int(art.right - pad * 0.4), int(art.y + pad * 0.4))
        pygame.draw.circle(surf, (20, 20, 24), glyph.center, glyph_w * 0.62)
        draw_attribute_glyph(surf, card.attribute, glyph, shade(col, 1.5))
        if card.type != "leader":
            badge_r = h * 0.085
            _badge(surf, (art.x + badge_r + pad * 0.2, art.y + badge_r + pad * 0.2), badge_r, card.cost, GOLD,
                   size=badge_r * 1.5)
        kws = []
        for ab in face.abilities:
            if ab.keyword in ICON_KEYWORDS and ab.keyword not in kws:
                kws.append(ab.keyword)
        icon = max(8, int(h * 0.08))
        iy = art.bottom + pad // 2
        for i, k in enumerate(kws[:6]):
            r = pygame.Rect(pad + i * (icon + 3), iy, icon, icon)
            pygame.draw.rect(surf, (0, 0, 0, 140), r.inflate(2, 2), border_radius=3)
            draw_keyword_icon(surf, k, r, GOLD if k == "trigger" else INK)
        text_top = iy + icon + pad // 2
        if lines:
            tsize = max(7.0, h * 0.036)
            ty = text_top
            limit = h - pad - (h * 0.17 if card.type == "unit" else 0)  # clear of the power and hit badges
            wrapped = [part for line in lines for part in fonts.wrap(line, tsize, w - 2 * pad - 4)]
            room = max(0, int((limit - ty) // int(tsize * 1.25)))
            if len(wrapped) > room and room:
                wrapped = wrapped[:room]
                wrapped[-1] = wrapped[-1].rstrip()[:-1] + "\u2026"
            for part in wrapped[:room]:
                surf.blit(fonts.text(part, tsize, INK), (pad + 2, ty))
                ty += int(tsize * 1.25)
        elif card.type != "unit":
            kind = {"item": ("Item", "아이템"), "skill": ("Skill", "스킬"),
                    "leader": ("Leader", "리더")}[card.type][1 if lang == "ko" else 0]
            img = fonts.text(kind, h * 0.075, (200, 200, 200), True)
            surf.blit(img, img.get_rect(bottomleft=(pad + 2, h - pad - 1)))
        if card.type == "unit":
            pw = card.power if power is None else power
            ht = card.hit if hit is None else hit
            pcol = GOLD if pw == card.power else ((120, 230, 140) if pw > card.power else (240, 110, 100))
            pr = h * 0.095
            _badge(surf, (pad + pr, h - pad - pr), pr, pw, pcol, size=h * 0.125)
            hr = h * 0.085
            _badge(surf, (w - pad - hr, h - pad - pr), hr, ht, (230, 120, 110), size=h * 0.11, diamond=True)
        if card.has_trigger:
            r = pygame.Rect(0, 0, h * 0.1, h * 0.1)
            r.center = (w // 2, int(h - pad - h * 0.095))
            draw_keyword_icon(surf, "trigger", r, GOLD)
        return surf

    return _cached(key, make)


def card_strip(card: Any, w: int, h: int, *, lang: str, safe: bool, base_h: float = 0.0) -> pygame.Surface:
    """A card lying in a row of its zone (damage, skills) shown as a bar: cost, name, trigger mark.
    ``base_h``: the bar's height at 100 % text; a bar grown taller by a larger text size breaks a name
    that no longer fits on one line into two, as long as they are no smaller than at 100 %."""
    key = ("strip", card.id, w, h, lang, safe, base_h)
    floor = (base_h or h) * 0.62 * 0.8

    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        col = attribute_colour(card.attribute, safe)
        rad = max(2, h // 4)
        pygame.draw.rect(surf, shade(col, 0.4), surf.get_rect(), border_radius=rad)
        pygame.draw.rect(surf, col, surf.get_rect(), width=max(1, h // 12), border_radius=rad)
        two = w < h * 5                  # a short, tall bar (an item over its unit) takes two lines
        x = h * 0.18
        if card.type != "leader":
            r = h * (0.3 if two else 0.36)
            _badge(surf, (x + r, h / 2), r, card.cost, GOLD, size=r * 1.45)
            x += 2 * r + h * 0.16
        mark = h * (0.4 if two else 0.55) if card.has_trigger else 0.0
        room = w - x - mark - h * 0.22
        name = card.name.get(lang)
        one = h * 0.45 if two else h * 0.62
        size, name_lines = fit_name(name, room, one, one * 0.8, max_lines=1)
        if fonts.font(size, True).size(name)[0] > room:   # two lines read better than an ellipsis ...
            size2, lines2 = fit_name(name, room, h * 0.42, h * 0.34, max_lines=2)
            if two or (" ".join(lines2) == name and size2 >= floor):   # ... on a tall bar, or where they stay large
                size, name_lines = size2, lines2
        top = h / 2 - len(name_lines) * size * 1.1 / 2
        for line in name_lines:
            img = fonts.text(line, size, INK, True)
            surf.blit(img, img.get_rect(midleft=(x, top + size * 0.55)))
            top += size * 1.1
        if mark:
            r = pygame.Rect(0, 0, mark, mark)
            r.center = (int(w - mark / 2 - h * 0.15), h // 2)
            draw_keyword_icon(surf, "trigger", r, GOLD)
        return surf

    return _cached(key, make)


@dataclasses.dataclass(frozen=True)
class Page:
    """The large view's layout of one card: every line of its text with its place, nothing cut.
    When the card is taller than the room, the picture shrinks first, then the text down to its
    floor; past that the page is taller than the room and the view scrolls."""
    width: int
    height: int
    text_px: float
    name_px: float
    name_lines: tuple[str, ...]
    type_line: str
    art_h: int
    text: tuple[tuple[str, int], ...]   # each wrapped line of card text and its top, in page pixels
    stats_y: int                        # top of the power and hit row (units), else the page's end


def _type_line(card: Any, lang: str) -> str:
    kind = {"unit": ("Unit", "유닛"), "item": ("Item", "아이템"), "skill": ("Skill", "스킬"),
            "leader": ("Leader", "리더")}[card.type][1 if lang == "ko" else 0]
    attr = ATTRIBUTE_NAMES[card.attribute].get(lang) if card.attribute in ATTRIBUTE_NAMES else card.attribute
    return f"{kind} \u00b7 {attr}"


def plan_page(card: Any, lines: list[str], width: int, *, lang: str, text_px: float, min_text_px: float,
              max_height: int, awakened: bool = False) -> Page:
    pad = max(6, int(width * 0.05))
    name = card.face(awakened).name.get(lang)
    best: Page | None = None
    size = text_px
    while True:
        for art_share in (0.42, 0.2, 0.0):
            page = _layout_page(card, lines, width, pad, name, lang, size, int(width * art_share))
            if page.height <= max_height:
                return page
            best = page
        if size - 0.5 < min_text_px:
            assert best is not None
            return best   # taller than the room even so: the view scrolls
        size -= 0.5


def _layout_page(card: Any, lines: list[str], width: int, pad: int, name: str, lang: str, text_px: float,
                 art_h: int) -> Page:
    name_px, name_lines = fit_name(name, width - 2 * pad - text_px * 3.6, text_px * 1.45, text_px * 1.1)
    y = pad + max(text_px * 2.4, len(name_lines) * name_px * 1.15 + pad * 0.6) + pad * 0.4
    y += text_px * 1.3                                      # the type line
    y += (art_h + pad * 0.5) if art_h else 0
    y += text_px * 1.3 + pad * 0.5                          # the keyword icons
    placed: list[tuple[str, int]] = []
    step = text_px * 1.3
    for line in lines:
        for part in fonts.wrap(line, text_px, width - 2 * pad):
            placed.append((part, int(y)))
            y += step
        y += text_px * 0.45
    stats_y = int(y + pad * 0.3)
    height = stats_y + (int(text_px * 2.7) if card.type == "unit" else 0) + pad
    return Page(width, int(height), text_px, name_px, tuple(name_lines), _type_line(card, lang), art_h,
                tuple(placed), stats_y)


def render_page(card: Any, page: Page, *, lang: str, safe: bool, awakened: bool = False,
                power: int | None = None, hit: int | None = None) -> pygame.Surface:
    """The whole page of a card for the large view (the view shows a window of it when it scrolls)."""
    key = ("page", card.id, page, lang, safe, awakened, power, hit)

    def make() -> pygame.Surface:
        w, h = page.width, page.height
        tp = page.text_px
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        col = attribute_colour(card.attribute, safe)
        rad = max(6, w // 22)
        pad = max(6, int(w * 0.05))
        pygame.draw.rect(surf, (28, 28, 34), surf.get_rect(), border_radius=rad)
        pygame.draw.rect(surf, col, surf.get_rect(), width=max(3, w // 60), border_radius=rad)
        head_h = max(tp * 2.4, len(page.name_lines) * page.name_px * 1.15 + pad * 0.6)
        head = pygame.Rect(pad, pad, w - 2 * pad, int(head_h))
        pygame.draw.rect(surf, shade(col, 0.45), head, border_radius=max(3, rad // 2))
        x = head.x + pad * 0.5
        if card.type != "leader":
            r = tp * 1.05
            _badge(surf, (x + r, head.centery), r, card.cost, GOLD, size=tp * 1.4)
            x += 2 * r + pad * 0.6
        ty = head.centery - len(page.name_lines) * page.name_px * 1.15 / 2
        for line in page.name_lines:
            surf.blit(fonts.text(line, page.name_px, INK, True), (x, ty))
            ty += page.name_px * 1.15
        glyph = pygame.Rect(0, 0, tp * 1.5, tp * 1.5)
        glyph.center = (int(head.right - tp), head.centery)
        draw_attribute_glyph(surf, card.attribute, glyph, shade(col, 1.5))
        y = head.bottom + pad * 0.4
        surf.blit(fonts.text(page.type_line, tp * 0.95, (200, 200, 200), True), (pad + 2, y))
        y += tp * 1.3
        if page.art_h:
            _art(surf, pygame.Rect(pad, int(y), w - 2 * pad, page.art_h), card.id + ("/b" if awakened else ""), col)
            y += page.art_h + pad * 0.5
        face = card.face(awakened)
        kws: list[str] = []
        for ab in face.abilities:
            if ab.keyword in ICON_KEYWORDS and ab.keyword not in kws:
                kws.append(ab.keyword)
        icon = int(tp * 1.2)
        for i, k in enumerate(kws[:8]):
            r = pygame.Rect(int(pad + i * (icon + 4)), int(y), icon, icon)
            pygame.draw.rect(surf, (0, 0, 0, 140), r.inflate(2, 2), border_radius=3)
            draw_keyword_icon(surf, k, r, GOLD if k == "trigger" else INK)
        for part, top in page.text:
            surf.blit(fonts.text(part, tp, INK), (pad + 2, top))
        if card.type == "unit":
            pw = card.power if power is None else power
            ht = card.hit if hit is None else hit
            pcol = GOLD if pw == card.power else ((120, 230, 140) if pw > card.power else (240, 110, 100))
            r = tp * 1.2
            cy = page.stats_y + r
            _badge(surf, (pad + r, cy), r, pw, pcol, size=tp * 1.5)
            label = fonts.text("Power" if lang == "en" else "파워", tp * 0.9, INK_DIM, True)
            surf.blit(label, label.get_rect(midleft=(pad + 2 * r + 6, cy)))
            _badge(surf, (w - pad - r, cy), r * 0.95, ht, (230, 120, 110), size=tp * 1.35, diamond=True)
            label = fonts.text("Hit" if lang == "en" else "히트", tp * 0.9, INK_DIM, True)
            surf.blit(label, label.get_rect(midright=(w - pad - 2 * r - 6, cy)))
        return surf

    return _cached(key, make)
