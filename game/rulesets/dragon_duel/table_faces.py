"""Dragon Duel's table part: its cards' faces and the large view's page of a card.

A face is the catalogue's (``game.ui.faces.face``: the faction's frame and glyph, the name, the moon
value in the corner, the icons, Fire and Earth at the foot), with what the table adds over it: a
card's live value in the battle's element when it counts, a veil and a pause sign on an inactive card,
and a band naming what of it is ignored (DD-14). Nothing is told by colour alone: the live value has
its element's glyph and an arrow when it differs from the printed one; inactive has its sign; ignored
its barred circle and words.
"""
from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from game.engine.catalogue import CardEntry
from game.engine.text import Msg
from game.ui import faces, fonts
from game.ui.cardart import _cached
from game.ui.palette import GOLD, INK, INK_DIM, TOAST_BG
from game.ui.widgets import draw_mark

from . import catalogue as _catalogue
from .cardtext import ELEMENT_NAMES, ICON_NAMES

CHIP = (10, 14, 16)            # the ground of the table's words on a face (the table's "counter box")
ELEMENT_GLYPH = {"fire": "flame", "earth": "leaf"}
ELEMENT_RGB = {"fire": (240, 120, 80), "earth": (120, 200, 110)}
IGNORED_WORDS = {"card": Msg("Ignored", "무시됨"), "text": Msg("Text ignored", "텍스트 무시됨"),
                 "values": Msg("Values ignored", "값 무시됨"), "icons": Msg("Icons ignored", "아이콘 무시됨")}
ACTIVE_WORDS = {True: Msg("Active", "활성"), False: Msg("Inactive (covered)", "비활성 (덮임)")}
LIVE_LINE = Msg("Counts {n} in {element} now", "지금 {element} {n}으로 계산")


@dataclasses.dataclass(frozen=True)
class Overlay:
    """What the table shows over a card's printed face, from the engine's state."""
    active: bool | None = None                  # None: not in an area where being active matters
    live: tuple[str, int, int] | None = None    # (element, value now, printed value) of a card that counts
    ignored: tuple[str, ...] = ()               # "card", "text", "values", "icons", "icon:<name>"


def entry(state: Any, iid: int) -> CardEntry:
    """The catalogue's entry of the card (a card a scenario made up gets one built the same way)."""
    cat = _catalogue.catalogue()
    defn = state.defs[iid]
    found = cat.by_id.get(defn.id)
    if found is not None and cat.db[defn.id] is defn:
        return found
    return _catalogue._entry(defn, state.db, list(state.db.factions))


def ignored_words(parts: tuple[str, ...], lang: str) -> str:
    words = []
    for p in parts:
        if p.startswith("icon:"):
            name = ICON_NAMES.get(p[5:])
            words.append((f"{name.get(lang)} " if name else "") + IGNORED_WORDS["icons"].get(lang))
        elif p in IGNORED_WORDS:
            words.append(IGNORED_WORDS[p].get(lang))
    return ", ".join(dict.fromkeys(words))


def face(state: Any, iid: int, w: int, h: int, *, lang: str, safe: bool, over: Overlay = Overlay()) -> pygame.Surface:
    cat = _catalogue.catalogue()
    e = entry(state, iid)
    base = faces.face(cat, e, w, h, lang=lang, safe=safe)
    if over == Overlay():
        return base
    key = ("dd-face", e.id, w, h, lang, safe, over)

    def make() -> pygame.Surface:
        surf = base.copy()
        rad = max(3, w // 14)
        if over.active is False:        # covered: dimmed, with a pause sign
            veil = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(veil, (0, 0, 0, 120), veil.get_rect(), border_radius=rad)
            surf.blit(veil, (0, 0))
            r = max(6, int(h * 0.07))
            c = (w - r - 4, h * 0.42)
            pygame.draw.circle(surf, CHIP, c, r)
            bw, bh = max(2, r // 3), r
            for dx in (-bw, bw):
                pygame.draw.rect(surf, INK_DIM, (c[0] + dx - bw / 2, c[1] - bh / 2, bw, bh))
        if over.ignored:
            words = ignored_words(over.ignored, lang)
            size = max(7.0, h * 0.06)
            lines = fonts.wrap(words, size, int(w - size * 1.6 - 8), True)[:2]
            band = pygame.Rect(2, int(h * 0.30), w - 4, int(len(lines) * size * 1.2 + 6))
            pygame.draw.rect(surf, CHIP, band)
            m = int(size * 1.1)
            draw_mark(surf, "no", pygame.Rect(band.x + 3, band.centery - m // 2, m, m), INK)
            y = band.y + 3
            for line in lines:
                surf.blit(fonts.text(line, size, INK, True), (band.x + m + 6, y))
                y += size * 1.2
        if over.live is not None:
            element, value, printed = over.live
            size = max(8.0, h * 0.1)
            num = fonts.text(str(value), size, INK, True)
            g = int(size * 0.9)
            arrow = 0 if value == printed else int(size * 0.55)
            chip = pygame.Rect(0, 0, g + num.get_width() + arrow + 14, int(size * 1.3))
            pad = max(3, w // 16)     # at the left, over the art's foot: it shows even when the card is covered
            chip.bottomleft = (pad, int(h - pad - h * 0.2))
            pygame.draw.rect(surf, CHIP, chip, border_radius=chip.h // 2)
            pygame.draw.rect(surf, GOLD, chip, max(1, w // 60), border_radius=chip.h // 2)
            faces.draw_glyph(surf, ELEMENT_GLYPH.get(element, "star"),
                             pygame.Rect(chip.x + 5, chip.centery - g // 2, g, g), ELEMENT_RGB.get(element, INK))
            surf.blit(num, num.get_rect(midleft=(chip.x + 7 + g, chip.centery)))
            if arrow:                   # higher or lower than printed: an arrow, not only a colour
                ax, ay = chip.right - arrow / 2 - 5, chip.centery
                k = arrow / 2
                pts = ([(ax - k, ay + k * 0.6), (ax + k, ay + k * 0.6), (ax, ay - k * 0.8)] if value > printed
                       else [(ax - k, ay - k * 0.6), (ax + k, ay - k * 0.6), (ax, ay + k * 0.8)])
                pygame.draw.polygon(surf, INK, pts)
        return surf

    return _cached(key, make)


@dataclasses.dataclass(frozen=True)
class Page:
    """The large view's layout of one card: the face on top, then every line about it and its whole
    text, nothing cut (the view scrolls a page taller than its room)."""
    width: int
    height: int
    face_w: int
    text_px: float
    rows: tuple[tuple[str, tuple[int, int, int], float, bool, int], ...]   # (text, colour, px, bold, top)

    @property
    def text(self) -> tuple[tuple[str, int], ...]:
        return tuple((r[0], r[4]) for r in self.rows)


def page_lines(state: Any, iid: int, lang: str, over: Overlay) -> list[tuple[str, tuple[int, int, int], float, bool]]:
    """Everything the large view says of a card: (text, colour, size relative to the text, bold)."""
    cat = _catalogue.catalogue()
    e = entry(state, iid)
    out: list[tuple[str, tuple[int, int, int], float, bool]] = [(e.name.get(lang), INK, 1.3, True)]
    kind = [e.kind_name.get(lang)] + [tag.get(lang) for tag in e.tags]
    out.append((" \u00b7 ".join(kind), INK_DIM, 0.95, False))
    if e.stats:
        out.append((" \u00b7 ".join(f"{st.label.get(lang)} {st.value}" for st in e.stats), INK_DIM, 0.95, False))
    if over.active is not None:
        out.append((ACTIVE_WORDS[over.active].get(lang), GOLD if over.active else INK_DIM, 0.95, True))
    if over.live is not None:
        element, value, _printed = over.live
        out.append((LIVE_LINE.get(lang).format(n=value, element=ELEMENT_NAMES[element].get(lang)), GOLD, 0.95, True))
    if over.ignored:
        out.append((ignored_words(over.ignored, lang), INK, 0.95, True))
    defn = state.defs[iid]
    lines = cat.text(defn.id, lang) if defn.id in cat.by_id and cat.db[defn.id] is defn else _own_text(state, iid, lang)
    if lines:
        out.append(("", INK, 0.4, False))
    out += [(line, INK, 1.0, False) for line in lines]
    return out


def _own_text(state: Any, iid: int, lang: str) -> list[str]:
    from .cardtext import ability_text
    defn = state.defs[iid]
    lines = []
    if defn.icons:
        lines.append(_catalogue.ICONS_LINE.get(lang).format(names=", ".join(ICON_NAMES[i].get(lang) for i in defn.icons)))
    return lines + [ability_text(ab, state.db, lang) for ab in defn.text]


def plan_page(state: Any, iid: int, width: int, *, lang: str, text_px: float, min_text_px: float, max_height: int,
              over: Overlay) -> Page:
    """The page at the largest face and text that fit ``max_height``: the face shrinks first, then the
    text down to its floor; past that the page is taller and the view scrolls."""
    lines = page_lines(state, iid, lang, over)
    pad = max(6, int(width * 0.05))
    best: Page | None = None
    size = text_px
    while True:
        for share in (0.62, 0.45, 0.32):
            face_w = int(width * share)
            y = pad + int(face_w * 1.4) + pad
            rows = []
            for text, colour, rel, bold in lines:
                px = size * rel
                if not text:
                    y += int(px)
                    continue
                for part in fonts.wrap(text, px, width - 2 * pad, bold):
                    rows.append((part, colour, px, bold, y))
                    y += int(px * 1.3)
            page = Page(width, y + pad, face_w, size, tuple(rows))
            if page.height <= max_height:
                return page
            best = page
        if size - 0.5 < min_text_px:
            assert best is not None
            return best
        size -= 0.5


def render_page(state: Any, iid: int, page: Page, *, lang: str, safe: bool, over: Overlay) -> pygame.Surface:
    key = ("dd-page", state.defs[iid].id, page, lang, safe, over)

    def make() -> pygame.Surface:
        surf = pygame.Surface((page.width, page.height), pygame.SRCALPHA)
        cat = _catalogue.catalogue()
        e = entry(state, iid)
        col = faces.colour_rgb(cat, e.colour, safe)
        rad = max(6, page.width // 22)
        pygame.draw.rect(surf, TOAST_BG, surf.get_rect(), border_radius=rad)
        pygame.draw.rect(surf, col, surf.get_rect(), width=max(2, page.width // 80), border_radius=rad)
        pad = max(6, int(page.width * 0.05))
        img = face(state, iid, page.face_w, int(page.face_w * 1.4), lang=lang, safe=safe, over=over)
        surf.blit(img, ((page.width - page.face_w) // 2, pad))
        for text, colour, px, bold, top in page.rows:
            surf.blit(fonts.text(text, px, colour, bold), (pad, top))
        return surf

    return _cached(key, make)
