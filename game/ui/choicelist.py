"""A list of puzzles or tutorial steps: rows with a solved mark, two columns, paged when they do not
all fit, walked by mouse, wheel and keyboard (game/ui/puzzles_scene.py fills and opens them)."""
from __future__ import annotations

from abc import ABC, abstractmethod

import pygame

from . import fonts
from .app import BASE_H, BASE_W, App, Scene
from .focus import FocusRing
from .i18n import t
from .node import Node, post
from .palette import GOLD, GOOD, INK, INK_DIM, PANEL_EDGE, ROW, ROW_HOVER
from .widgets import Button, FitLabel, Label, Pressable, Toast


class ListRow(Pressable):
    """A puzzle or tutorial step in a list: its number or a solved tick, its title, one line."""

    focusable = True

    def __init__(self, x: float, y: float, w: float, h: float, index: int, title: str, line: str, *, done: bool,
                 lang: str, accent=GOLD) -> None:
        super().__init__(x, y, w, h, name=f"row:{index}")
        self.index, self.title, self.line, self.done, self.lang, self.accent = index, title, line, done, lang, accent

    def activate(self) -> None:
        post("open_row", index=self.index)

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        pygame.draw.rect(surface, ROW_HOVER if self.hover else ROW, r, border_radius=int(8 * s))
        pygame.draw.rect(surface, self.accent if self.hover else PANEL_EDGE, r, width=max(1, int(2 * s)),
                         border_radius=int(8 * s))
        # the solved mark: a green disc with a tick (drawn: the bundled font has no check glyph)
        cx, cy, rad = r.x + 26 * s, r.centery, 14 * s
        if self.done:
            pygame.draw.circle(surface, GOOD, (cx, cy), rad)
            pts = [(cx - 7 * s, cy), (cx - 2 * s, cy + 6 * s), (cx + 8 * s, cy - 6 * s)]
            pygame.draw.lines(surface, (16, 40, 24), False, pts, max(2, int(3 * s)))
        else:
            pygame.draw.circle(surface, PANEL_EDGE, (cx, cy), rad, max(1, int(2 * s)))
            num = fonts.text(str(self.index + 1), 13 * s, INK_DIM, True)
            surface.blit(num, num.get_rect(center=(cx, cy)))
        x0 = r.x + 50 * s
        width = r.right - x0 - 10 * s
        title_px, line_px = fonts.reading(17) * s, fonts.reading(13.5) * s
        top = r.y + (r.h - title_px * 1.25 - line_px * 1.2) / 2
        for text, size, colour, bold, y in ((self.title, title_px, INK, True, top),
                                            (self.line, line_px, INK_DIM, False, top + title_px * 1.25)):
            surface.blit(fonts.text(fonts.clip(text, size, width, bold), size, colour, bold), (x0, y))


class ChoiceList(Scene, ABC):
    """Two columns of rows, paged when they do not all fit, keyboard and mouse; subclasses fill
    ``entries`` and open one."""
    COLS, X0, COL_W = 2, 110, 520

    title_key = ""
    hint_key = ""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.page = 0
        self.rows: list[ListRow] = []
        self.buttons: list[Button] = []
        # the rows are one stop of Tab (the arrows walk them, turning pages), the buttons the other
        self.focus_ring = FocusRing(self, groups=lambda: [("rows", list(self.rows)), ("buttons", list(self.buttons))],
                                    default=self.first_open)

    def entries(self) -> list[tuple[str, str, bool]]:
        return []

    def counter(self) -> str:
        return ""

    @abstractmethod
    def open(self, index: int) -> None:
        """Open entry ``index`` (each list knows what its entries are)."""

    # ----- geometry at the text size in use ---------------------------------------------------
    @property
    def top(self) -> float:
        return 28 + fonts.reading(34) * 1.25 + fonts.reading(16) * 1.3 + 8

    @property
    def row_h(self) -> float:
        return max(66.0, fonts.reading(17) * 1.25 + fonts.reading(13.5) * 1.2 + 24)

    @property
    def per_column(self) -> int:
        return max(3, int((612 - self.top) // self.row_h))

    @property
    def per_page(self) -> int:
        return self.COLS * self.per_column

    def pages(self, n: int) -> int:
        return max(1, -(-n // self.per_page))

    def first_open(self) -> str | None:
        """The first entry not yet done (where a player goes on), else the first."""
        entries = self.entries()
        i = next((k for k, e in enumerate(entries) if not e[2]), 0)
        return f"row:{i}"

    def enter(self) -> None:
        super().enter()
        self.build()

    def build(self) -> None:
        root = self.root
        root.clear()
        lang = self.lang
        entries = self.entries()
        self.page = max(0, min(self.page, self.pages(len(entries)) - 1))
        self.buttons = []
        back = Button(30, 22, 150, 44, t("back", lang), "back", size=20)
        root.add(back)
        root.add(Label(BASE_W / 2, 24, t(self.title_key, lang), size=34, color=GOLD, bold=True, center=True))
        root.add(Label(BASE_W / 2, 28 + fonts.reading(34) * 1.25, self.counter(), size=16, color=INK_DIM, center=True,
                       name="counter"))
        self.rows = []
        per_col, row_h = self.per_column, self.row_h
        start = self.page * self.per_page
        for i, (title, line, done) in enumerate(entries[start:start + self.per_page]):
            col, row = divmod(i, per_col)
            node = ListRow(self.X0 + col * (self.COL_W + 20), self.top + row * row_h, self.COL_W, row_h - 8,
                           start + i, title, line, done=done, lang=lang)
            self.rows.append(root.add(node))
        pages = self.pages(len(entries))
        if pages > 1:
            y = self.top + per_col * row_h
            text = t("list.page", lang, p=self.page + 1, n=pages)
            half = fonts.font(fonts.reading(15)).size(text)[0] / 2 + 14
            self.buttons += [root.add(Button(BASE_W / 2 - half - 60, y, 60, 36, "\u25c0", "page_prev", size=16)),
                             root.add(Button(BASE_W / 2 + half, y, 60, 36, "\u25b6", "page_next", size=16))]
            root.add(Label(BASE_W / 2, y + 18 - fonts.reading(15) * 0.6, text, size=15, color=INK_DIM, center=True,
                           name="page"))
        pagers = self.buttons
        self.buttons = []
        self.extra(root)
        self.buttons += [*pagers, back]   # a list's own action (the tutorial's Start) is Tab's first stop past the rows
        root.add(FitLabel(BASE_W / 2, BASE_H - 10 - fonts.reading(14) * 1.3, t(self.hint_key, lang), max_w=BASE_W - 80,
                          size=14, color=INK_DIM, center=True, name="hint"))
        self.toast = root.add(Toast(BASE_W / 2 - 330, 0, 660, bottom=BASE_H - 40))

    def extra(self, root: Node) -> None:
        pass

    def turn_page(self, step: int, *, focus: str = "first") -> None:
        pages = self.pages(len(self.entries()))
        page = max(0, min(pages - 1, self.page + step))
        if page == self.page:
            return
        self.page = page
        self.build()
        self.layout()
        if self.rows:
            self.focus_ring.focus(self.rows[0] if focus == "first" else self.rows[-1])

    def focus_edge(self, node: Node, direction: tuple[int, int]) -> None:
        """Past the last row of a page the next page; before the first, the page before."""
        if not isinstance(node, ListRow) or not self.rows:
            return
        if direction in ((0, 1), (1, 0)) and node is self.rows[-1]:
            self.turn_page(1)
        elif direction in ((0, -1), (-1, 0)) and node is self.rows[0]:
            self.turn_page(-1, focus="last")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return True
            if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                self.turn_page(1 if event.key == pygame.K_PAGEDOWN else -1)
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.turn_page(-1 if event.y > 0 else 1)
            return True
        return super().handle_event(event)

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "open_row":
            self.open(event.index)
            return True
        if event.kind == "refused":
            self.toast.show(event.text)
            return True
        if event.kind == "button" and event.id == "back":
            self.app.pop()
            return True
        if event.kind == "button" and event.id in ("page_prev", "page_next"):
            self.turn_page(-1 if event.id == "page_prev" else 1)
            return True
        return False
