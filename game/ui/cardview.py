"""The large view of a card outside the table (deck builder, deck picker), for any game: its face at
300x420 and, beside it, its whole text, every line of it, at the player's text size."""
from __future__ import annotations

from typing import Any

import pygame

from game.engine.catalogue import Catalogue, CardEntry

from . import faces, fonts
from .app import BASE_H, BASE_W
from .i18n import t
from .node import Node
from .palette import BAD, GOLD, INK, INK_DIM, TOAST_BG

class Preview(Node):
    """A card, large: its face at 300x420 and, beside it, its whole text. The text is drawn at the
    player's text size (the box widens with it) and, if it would still run past the bottom of the
    screen, at the largest size at which every line fits: no line is ever dropped."""

    FACE_W, FACE_H, BOX_W, GAP = 300, 420, 256, 6
    MIN_SCALE = 0.55    # the smallest the text may shrink to fit (a long leader at 150 %)

    def __init__(self) -> None:
        super().__init__(0, 0, 0, 0, z=800, name="preview")
        self.visible = False
        self.card: CardEntry | None = None
        self.lang = "en"
        self.safe = False
        self.catalogue: Catalogue | None = None
        self.count = 0
        self.blocked = False
        self.text_scale = 1.0
        self.box_x = 0.0
        self.face_x = 0.0
        self._box: tuple[Any, pygame.Surface] | None = None
        self.lines: list[str] = []
        self.shown_text: list[str] = []     # every line drawn in the box, as drawn (for tests and tools)
        self.dropped = 0                    # lines that did not fit (none, unless the text is enormous)

    @property
    def box_w(self) -> float:
        return self.BOX_W * min(1.35, max(1.0, self.text_scale))

    def show(self, card: CardEntry, anchor: pygame.Rect, *, count: int, blocked: Any = None,
             panel_left: float) -> None:
        """Place beside ``anchor`` (logical rect): right of it if there is room, else left of it.
        ``blocked``: why the deck's leader keeps the card out (a Msg), or None."""
        if card is not self.card:
            self.lines = self.catalogue.text(card.id, self.lang) if self.catalogue is not None else []
        self.card, self.count, self.blocked = card, count, blocked
        total = self.FACE_W + self.GAP + self.box_w
        # right of the card only where it covers no panel on that side (a deck list, a draft's players)
        limit = BASE_W - 4 if panel_left <= anchor.x else min(BASE_W - 4, panel_left)
        if anchor.right + 8 + total <= limit:
            x = anchor.right + 8
            self.face_x, self.box_x = x, x + self.FACE_W + self.GAP
        else:
            x = max(4, min(anchor.x, panel_left) - 8 - total)
            self.box_x, self.face_x = x, x + self.box_w + self.GAP
        self.y = max(8, min(anchor.y - 30, BASE_H - 8 - self.FACE_H))
        self.visible = True

    def hide(self) -> None:
        self.visible = False
        self.card = None

    def _details(self, card: CardEntry, fs: float, width: int) -> list[tuple[str, tuple[int, int, int], float, bool]]:
        lang, cat = self.lang, self.catalogue
        assert cat is not None
        out: list[tuple[str, tuple[int, int, int], float, bool]] = []
        out.append((card.name.get(lang), INK, fs * 1.25, True))
        colour = cat.colours.get(card.colour)
        kind = [card.kind_name.get(lang)] + ([colour.name.get(lang)] if colour is not None else [])
        kind += [tag.get(lang) for tag in card.tags if tag.get(lang) not in kind]
        out.append((" \u00b7 ".join(kind), INK_DIM, fs * 0.9, False))
        if card.stats:
            out.append((" \u00b7 ".join(f"{st.label.get(lang)} {st.value}" for st in card.stats), INK_DIM, fs * 0.9,
                        False))
        out.append(("", INK, fs * 0.4, False))
        for line in cat.text(card.id, lang):
            out.append((line, INK, fs, False))
        for title, lines in cat.sections(card.id, lang):
            out.append(("", INK, fs * 0.4, False))
            out.append((title, GOLD, fs, True))
            for line in lines:
                out.append((line, INK, fs, False))
        if self.blocked:
            out.append(("", INK, fs * 0.4, False))
            out.append((self.blocked.get(lang), BAD, fs * 0.9, False))
        if self.count:
            out.append(("", INK, fs * 0.4, False))
            over = self.count > cat.rules.max_copies
            out.append((t("db.in_deck", lang, n=self.count), BAD if over else GOLD, fs, True))
        return out

    def _rows(self, card: CardEntry, fs: float, width: int) -> list[tuple[str, Any, float, bool]]:
        """The box's lines at body size ``fs``: (text, colour, size, bold); "" is a small gap."""
        rows: list[tuple[str, Any, float, bool]] = []
        for text, col, size, bold in self._details(card, fs, width):
            if not text:
                rows.append(("", col, size, bold))
                continue
            rows += [(line, col, size, bold) for line in fonts.wrap(text, size, width, bold)]
        return rows

    @staticmethod
    def _height(rows: list[tuple[str, Any, float, bool]]) -> float:
        return sum(size if not text else size * 1.3 for text, _c, size, _b in rows)

    def _box_surface(self, s: float) -> pygame.Surface:
        card = self.card
        assert card is not None
        key = (card.id, self.lang, s, self.count, self.blocked, self.text_scale, self.safe)
        if self._box and self._box[0] == key:
            return self._box[1]
        w = int(self.box_w * s)
        pad = int(12 * s)
        room = (BASE_H - 16) * s - 2 * pad
        k = max(1.0, self.text_scale)
        rows = self._rows(card, 15 * s * k, w - 2 * pad)
        while self._height(rows) > room and k > self.MIN_SCALE:
            k -= 0.05
            rows = self._rows(card, 15 * s * k, w - 2 * pad)
        h = int(min((BASE_H - 16) * s, 2 * pad + self._height(rows)))
        box = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(box, (*TOAST_BG, 245), box.get_rect(), border_radius=int(10 * s))
        col = faces.colour_rgb(self.catalogue, card.colour, self.safe) if self.catalogue else INK_DIM
        pygame.draw.rect(box, col, box.get_rect(), width=max(1, int(2 * s)), border_radius=int(10 * s))
        y = float(pad)
        self.shown_text, self.dropped = [], 0
        for text, colour, size, bold in rows:
            step = size if not text else size * 1.3
            if y + step > h - pad + 2:
                self.dropped += 1
                continue
            if text:
                box.blit(fonts.text(text, size, colour, bold), (pad, y))
                self.shown_text.append(text)
            y += step
        self._box = (key, box)
        return box

    def draw_self(self, surface: pygame.Surface) -> None:
        if self.card is None or self.catalogue is None:
            return
        par = self.parent
        s = par.world_scale() if par else 1.0
        px, py = par.world_origin() if par else (0, 0)
        fw, fh = int(self.FACE_W * s), int(self.FACE_H * s)
        face = faces.face(self.catalogue, self.card, fw, fh, lang=self.lang, safe=self.safe, lines=self.lines)
        fy = py + self.y * s
        shadow = pygame.Surface((fw, fh), pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect(), border_radius=max(3, fw // 14))
        surface.blit(shadow, (px + self.face_x * s + 6 * s, fy + 8 * s))
        surface.blit(face, (px + self.face_x * s, fy))
        box = self._box_surface(s)
        by = min(fy, py + (BASE_H - 8) * s - box.get_height())
        surface.blit(box, (px + self.box_x * s, max(py + 8 * s, by)))
