"""The large view of a card outside the table (deck builder, deck picker): its face at 300x420
and, beside it, its whole text, every line of it, at the player's text size."""
from __future__ import annotations

from typing import Any

import pygame

from game.rulesets.lanes.cards import CardDb, CardDef
from game.rulesets.lanes.cardtext import ATTRIBUTE_NAMES, LABELS, TYPE_NAMES, affiliation_name, card_lines, oath_text
from game.rulesets.lanes.deck import MAX_COPIES

from . import fonts
from .app import BASE_H, BASE_W
from .cardart import card_face
from .i18n import t
from .node import Node
from .palette import BAD, GOLD, INK, INK_DIM, TOAST_BG, attribute_colour

class Preview(Node):
    """A card, large: its face at 300x420 and, beside it, its whole text. The text is drawn at the
    player's text size (the box widens with it) and, if it would still run past the bottom of the
    screen, at the largest size at which every line fits: no line is ever dropped."""

    FACE_W, FACE_H, BOX_W, GAP = 300, 420, 256, 6
    MIN_SCALE = 0.55    # the smallest the text may shrink to fit (a long leader at 150 %)

    def __init__(self) -> None:
        super().__init__(0, 0, 0, 0, z=800, name="preview")
        self.visible = False
        self.card: CardDef | None = None
        self.lang = "en"
        self.safe = False
        self.db: CardDb | None = None
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

    def show(self, card: CardDef, anchor: pygame.Rect, *, count: int, blocked: bool, panel_left: float) -> None:
        """Place beside ``anchor`` (logical rect): right of it if there is room, else left of it."""
        if card is not self.card:
            self.lines = card_lines(card, self.db, self.lang) if self.db is not None else []
        self.card, self.count, self.blocked = card, count, blocked
        total = self.FACE_W + self.GAP + self.box_w
        if anchor.right + 8 + total <= BASE_W - 4 and anchor.right + 8 + self.FACE_W <= BASE_W:
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

    def _details(self, card: CardDef, fs: float, width: int) -> list[tuple[str, tuple[int, int, int], float, bool]]:
        lang, db = self.lang, self.db
        out: list[tuple[str, tuple[int, int, int], float, bool]] = []
        out.append((card.name.get(lang), INK, fs * 1.25, True))
        kind = [TYPE_NAMES[card.type].get(lang).capitalize() if lang == "en" else TYPE_NAMES[card.type].get(lang),
                ATTRIBUTE_NAMES[card.attribute].get(lang)]
        kind += [affiliation_name(db, a).get(lang) for a in card.affiliations]
        out.append((" \u00b7 ".join(kind), INK_DIM, fs * 0.9, False))
        if card.type == "unit":
            out.append((t("db.stats_unit", lang, c=card.cost, p=card.power, h=card.hit), INK_DIM, fs * 0.9, False))
        elif card.type != "leader":
            out.append((t("db.stats", lang, c=card.cost), INK_DIM, fs * 0.9, False))
        out.append(("", INK, fs * 0.4, False))
        for line in card_lines(card, db, lang):
            out.append((line, INK, fs, False))
        if card.type == "leader":
            out.append(("", INK, fs * 0.4, False))
            out.append((LABELS["oath"].get(lang), GOLD, fs, True))
            for line in oath_text(card, db, lang):
                out.append((line, INK, fs, False))
            if card.back is not None:
                out.append(("", INK, fs * 0.4, False))
                out.append((t("db.awakened", lang, name=card.back.name.get(lang)), GOLD, fs, True))
                for line in card_lines(card, db, lang, awakened=True):
                    out.append((line, INK, fs, False))
        if self.blocked:
            out.append(("", INK, fs * 0.4, False))
            out.append((t("db.oath_blocked", lang), BAD, fs * 0.9, False))
        if self.count:
            out.append(("", INK, fs * 0.4, False))
            out.append((t("db.in_deck", lang, n=self.count), BAD if self.count > MAX_COPIES else GOLD, fs, True))
        return out

    def _rows(self, card: CardDef, fs: float, width: int) -> list[tuple[str, Any, float, bool]]:
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
        key = (card.id, self.lang, s, self.count, self.blocked, self.text_scale)
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
        col = attribute_colour(card.attribute, self.safe)
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
        if self.card is None or self.db is None:
            return
        par = self.parent
        s = par.world_scale() if par else 1.0
        px, py = par.world_origin() if par else (0, 0)
        fw, fh = int(self.FACE_W * s), int(self.FACE_H * s)
        face = card_face(self.card, fw, fh, lang=self.lang, safe=self.safe, lines=self.lines)
        fy = py + self.y * s
        shadow = pygame.Surface((fw, fh), pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect(), border_radius=max(3, fw // 14))
        surface.blit(shadow, (px + self.face_x * s + 6 * s, fy + 8 * s))
        surface.blit(face, (px + self.face_x * s, fy))
        box = self._box_surface(s)
        by = min(fy, py + (BASE_H - 8) * s - box.get_height())
        surface.blit(box, (px + self.box_x * s, max(py + 8 * s, by)))
