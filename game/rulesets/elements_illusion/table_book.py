"""The recipe book at Elements Illusion's table: a panel over the felt, opened by its button or B, listing
every skill of the card data by card count: its cards, its cost, its effect in words, and a tick before
each skill whose cards are in the viewer's hand now (the hand as the table shows it, less the cards the
viewer's sealed plan already uses). A skill the game's settings keep out says so. Never drawn behind the
pass screen: the ticks tell what a hand holds."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.text import Msg
from game.ui import fonts
from game.ui.palette import GOLD, GOOD, INK, INK_DIM
from game.ui.table.felt import Felt, felt_rect as _rect, felt_text as _text, moment_key
from game.ui.widgets import draw_mark

from . import book
from . import table_layout as L
from .skills import load_table

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

    from .table import EITable

WORDS = {
    "title": Msg("Recipe book: every skill and the element cards it is made of",
                 "레시피 북: 모든 스킬과 그 스킬을 만드는 속성 카드"),
    "legend": Msg("Ticked: your hand holds its cards now. Cost is paid from EL, the rest from EP. B, Esc or the button closes.",
                  "체크: 지금 손에 그 카드가 있습니다. 코스트는 EL에서, 넘는 만큼 EP에서 냅니다. B, Esc 또는 버튼으로 닫습니다."),
    "count": Msg("{n}-card skills", "{n}장 스킬"),
    "cost": Msg("cost {n}", "코스트 {n}"),
    "out": Msg("not in this game (setting: designer-gap skills)", "이 게임에는 없음 (설정: 디자이너 공백 스킬)"),
}
PANEL = (16.0, 12.0, L.FELT_W - 32, 696.0)
NAME_W, CARDS_W, COST_W = 140.0, 215.0, 66.0


class RecipeBook(Felt):
    def __init__(self, scene: "TableScene", part: "EITable") -> None:
        super().__init__(scene, 1750, "recipe_book")
        self.part = part
        self.open = False
        self.others: list[Any] = []     # the other panels over the felt: one is open at a time
        # what the last frame listed: (skill id, ticked, its line in words); the tests read it
        self.drawn: list[tuple[str, bool, str]] = []
        self.box: pygame.Rect | None = None     # where the open book was drawn (window pixels)

    def layer_key(self) -> tuple[Any, ...]:
        return moment_key(self) if self.shows() else ()

    def layer_bounds(self) -> pygame.Rect | None:
        """Nowhere while closed; open, where it draws is measured."""
        return None if self.shows() else pygame.Rect(0, 0, 0, 0)

    def shows(self) -> bool:
        return self.open and not self.scene.pass_pending

    def toggle(self) -> None:
        self.open = not self.open
        for other in self.others if self.open else ():
            other.open = False

    def hand(self) -> list[str]:
        """The viewer's free hand cards as the table shows them."""
        st = self.part.shown_state
        used = self.part.reserved()
        return [st.def_of(c) for c in st.hands[self.part.viewer].cards if c not in used]

    def rows(self, lang: str) -> list[tuple[int, str, bool, bool, list[str]]]:
        """(card count, skill id, in play, ticked, [name, cards, cost, effect]) for every skill of the data."""
        st = self.part.state
        playing = {sk.id for sk in st.skills_in_play}
        ticked = book.makeable(st.skills_in_play, self.hand())
        turns = st.option("continuous_turns")
        out = []
        for sk in sorted(load_table().all, key=lambda k: (k.count, k.cost, k.id)):
            words = book.effect(sk, lang, turns) if sk.id in playing else WORDS["out"].get(lang)
            out.append((sk.count, sk.id, sk.id in playing, sk.id in ticked,
                        [sk.name.get(lang), book.cards_words(sk.recipe, lang) or "-",
                         WORDS["cost"].get(lang).format(n=sk.cost), words]))
        return out

    def layout(self, rows: list[tuple[int, str, bool, bool, list[str]]], groups: list[int],
               size: float) -> list[list[str]]:
        """Each skill's effect broken into the lines its column holds at this size."""
        effect_w = PANEL[2] - 26 - fonts.reading(size) * 1.4 - NAME_W - CARDS_W - COST_W
        return [fonts.wrap(r[4][3], fonts.reading(size), int(effect_w - 8)) for r in rows]

    def draw_self(self, surface: pygame.Surface) -> None:
        self.drawn = []
        self.box = None
        if not self.open or self.scene.pass_pending:
            return
        lang = self.scene.lang
        rows = self.rows(lang)
        groups = sorted({r[0] for r in rows})
        x, y, w, h = PANEL
        # the whole book on one page: at a large text size the lines shrink rather than run off the panel
        size = 12.0
        wrapped = self.layout(rows, groups, size)
        lines = sum(len(ws) for ws in wrapped) + len(groups) + 2
        for _ in range(6):
            if fonts.reading(size) * 1.4 * lines <= h - 24:
                break
            size *= 0.9
            wrapped = self.layout(rows, groups, size)
            lines = sum(len(ws) for ws in wrapped) + len(groups) + 2
        step = fonts.reading(size) * 1.4
        box = self.box = _rect(self, (x, y, w, min(h, step * lines + 24)))
        pygame.draw.rect(surface, (14, 16, 22), box, border_radius=10)
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=10)
        yy = y + 8
        _text(surface, self, WORDS["title"].get(lang), x + 12, yy, size + 1, GOLD, bold=True, width=w - 24)
        yy += step
        _text(surface, self, WORDS["legend"].get(lang), x + 12, yy, size, INK_DIM, width=w - 24)
        yy += step
        for n in groups:
            _text(surface, self, WORDS["count"].get(lang).format(n=n), x + 12, yy, size, GOLD, bold=True)
            yy += step
            for (_count, skill_id, playing, ticked, cells), effect in zip(rows, wrapped):
                if _count != n:
                    continue
                if ticked:       # a tick, not a colour alone
                    draw_mark(surface, "good", _rect(self, (x + 14, yy + 1, step - 4, step - 4)), GOOD)
                colour = INK if playing else INK_DIM
                cx = x + 14 + step
                for i, cw in enumerate((NAME_W, CARDS_W, COST_W)):
                    _text(surface, self, cells[i], cx, yy, size, colour, bold=i == 0, width=cw - 8)
                    cx += cw
                for k, part in enumerate(effect):
                    _text(surface, self, part, cx, yy + k * step, size, colour, width=x + w - 12 - cx)
                self.drawn.append((skill_id, ticked, " · ".join(cells)))
                yy += step * max(1, len(effect))
