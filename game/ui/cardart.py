"""Cards drawn from their data: attribute frame, cost, power and hit, keyword icons, name and text.

Everything here is drawn with pygame primitives: the frames, the procedural "illustration" and
the keyword icons are our own designs. Surfaces are cached by everything that changes them.
"""
from __future__ import annotations

import dataclasses
import hashlib
import math
from typing import Any

import pygame

from . import fonts
from .cache import LruCache
from .palette import GOLD, INK, INK_DIM, attribute_colour, shade

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
        glyph_w = h * 0.08
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
    from game.rulesets.lanes.cardtext import ATTRIBUTE_NAMES
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
