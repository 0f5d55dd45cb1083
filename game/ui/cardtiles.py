"""Cards of any game laid out on a screen outside the table (a draft, a deck from drafted cards): each a
face from the game's catalogue (``faces.py``) to click, the large view of the card under the pointer, and
how many fit a box."""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.engine.catalogue import Catalogue

from . import faces, fonts
from .cardview import Preview
from .node import Node, post
from .palette import GOLD, HILITE, INK, TOAST_BG
from .widgets import Pressable, draw_mark, fit_size

ASPECT = 1.4          # a card's height over its width


def grid(n: int, x: float, y: float, w: float, h: float, *, gap: float = 10, widest: float = 170,
         narrowest: float = 28) -> list[pygame.Rect]:
    """Places for ``n`` cards in a box, as large as they fit (no wider than ``widest``), row by row."""
    if n <= 0:
        return []
    cw, cols = narrowest, max(1, int((w + gap) // (narrowest + gap)))
    for rows in range(1, n + 1):
        across = math.ceil(n / rows)
        size = min(widest, (w - gap * (across - 1)) / across, (h - gap * (rows - 1)) / rows / ASPECT)
        if size > cw:
            cw, cols = size, across
    ch = cw * ASPECT
    return [pygame.Rect(int(x + (i % cols) * (cw + gap)), int(y + (i // cols) * (ch + gap)), int(cw), int(ch))
            for i in range(n)]


class CardTile(Pressable):
    """A card's face. A click or Enter posts ``("tile", id=key)`` when it may be used; ``mark`` is a word
    over a chosen card ("Taken", "Deck"), drawn with a tick so it is not told by colour alone."""

    def __init__(self, rect: pygame.Rect, cat: Catalogue | None, def_id: str, key: str, *, lang: str, safe: bool,
                 usable: bool = True, mark: str = "") -> None:
        super().__init__(rect.x, rect.y, rect.w, rect.h, name=key)
        self.cat, self.card_id, self.key = cat, def_id, key
        self.lang, self.safe, self.mark = lang, safe, mark
        self.usable = usable
        self.focusable = usable

    def activate(self) -> None:
        if self.usable:
            post("tile", id=self.key)

    def entry(self) -> Any:
        return self.cat[self.card_id] if self.cat is not None and self.card_id in self.cat else None

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        entry = self.entry()
        if entry is not None and self.cat is not None:
            surface.blit(faces.face(self.cat, entry, r.w, r.h, lang=self.lang, safe=self.safe), r.topleft)
        else:       # a card the catalogue does not hold: its id, plainly
            pygame.draw.rect(surface, (40, 44, 52), r, border_radius=max(3, r.w // 14))
            img = fonts.text(self.card_id, fit_size(self.card_id, 14 * s, r.w - 6 * s), INK)
            surface.blit(img, img.get_rect(center=r.center))
        if self.mark:
            pygame.draw.rect(surface, GOLD, r.inflate(int(6 * s), int(6 * s)), max(2, int(4 * s)),
                             border_radius=int(8 * s))
            size = min(fonts.reading(15) * s, r.h * 0.12)
            img = fonts.text(self.mark, fit_size(self.mark, size, r.w - 34 * s, True), INK, True)
            tick = int(img.get_height() * 0.8)
            box = pygame.Rect(0, 0, img.get_width() + tick + int(16 * s), img.get_height() + int(6 * s))
            box.center = (r.centerx, r.y + int(r.h * 0.58))
            pygame.draw.rect(surface, TOAST_BG, box, border_radius=box.h // 2)
            pygame.draw.rect(surface, GOLD, box, max(1, int(2 * s)), border_radius=box.h // 2)
            draw_mark(surface, "good", pygame.Rect(box.x + int(6 * s), box.centery - tick // 2, tick, tick), GOLD)
            surface.blit(img, (box.x + tick + int(10 * s), box.y + int(3 * s)))
        elif self.hover and self.usable:
            pygame.draw.rect(surface, HILITE, r.inflate(int(4 * s), int(4 * s)), max(1, int(2 * s)),
                             border_radius=int(8 * s))


def tiles_in(node: Node) -> list[CardTile]:
    return [n for n in node.walk() if isinstance(n, CardTile) and n.visible]


class CardPreview(Preview):
    """The large view of the card under the pointer (or with the focus ring), beside it."""

    def follow(self, root: Node, focused: Node | None, *, lang: str, safe: bool, text_size: float,
               panel_left: float) -> None:
        tile = next((t for t in tiles_in(root) if t.hover), None)
        if tile is None and isinstance(focused, CardTile):
            tile = focused
        entry = tile.entry() if tile is not None else None
        if tile is None or entry is None:
            if self.visible:
                self.hide()
            return
        if self.card is entry and self.visible:
            return
        self.lang, self.safe, self.text_scale = lang, safe, text_size
        anchor = pygame.Rect(int(tile.x), int(tile.y), int(tile.w), int(tile.h))
        self.show(entry, anchor, count=0, panel_left=panel_left)

