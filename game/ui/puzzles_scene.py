"""Puzzles and the tutorial at the real table, for every game that has them.

``PuzzleListScene`` lists a game's puzzles (levels/puzzles/<game>) with solved marks; ``PuzzleScene``
is the table on a puzzle's position, the goal in a panel, the opponent's seat played by the program,
and a verdict (game.puzzles.goal_status) after every action. ``TutorialListScene`` and
``TutorialScene`` walk through the game's tutorial (levels/tutorial/<game>.toml): each step is a small
position, a prompt, highlighted cards or places (the game's table part finds a named place,
``TablePart.place_rect``), and the action(s) to make; anything else is refused with a friendly hint
(and the engine's rule when the engine refuses). Progress goes to <data_dir>/progress.toml, puzzles
by ``Puzzle.key`` and the tutorial by game.
"""
from __future__ import annotations

import math
from abc import ABC, abstractmethod
from typing import Any, Callable

import pygame

from game.engine import registry
from game.engine.actions import Action
from game.engine.errors import DataError
from game.engine.match import Match
from game.puzzles import (ONGOING, SOLVED, Puzzle, StepError, Tutorial, TutorialStep, goal_label, goal_phrase,
                          goal_status, goal_text, load_puzzles, load_tutorial, passive_choice)

from . import fonts
from .app import BASE_H, BASE_W, App, Scene
from .i18n import t
from .node import UI_EVENT, Node, post
from .focus import USE_KEYS, FocusRing
from .palette import BAD, GOLD, GOOD, HILITE, INK, INK_DIM, PANEL, PANEL_EDGE, ROW, ROW_HOVER
from . import games
from .progress import load_progress, mark_solved, mark_tutorial
from .table.scene import TableScene
from .table.session import Session
from .widgets import Button, FitLabel, Label, Toast


# ----- a game that starts from a position ----------------------------------------------------------
class PositionSession(Session):
    """A session on a built position (not seed + setup): undo replays the log from that position.
    No autosave: a puzzle is retried, not resumed. The game is the position's."""

    def __init__(self, make_state: Callable[[], Any], seed: int = 1) -> None:
        state = make_state()
        info = registry.get(state.ruleset_id)
        match = Match(info.id, seed, info.default_setup(seed))
        match.state = state
        super().__init__(match)
        self.make_state = make_state

    def undo(self) -> list[Any]:
        if not self.can_undo():
            return []
        log = list(self.match.log[:-1])
        state = self.make_state()
        for a in log:
            state.apply(a)
        self.match.state = state
        self.match.log = log
        return []


class PassiveAgent:
    """The tutorial's opponent: never blocks, declines every 'may', ends its phases."""
    name = "passive"

    def choose(self, state: Any, player: int) -> Action:
        return passive_choice(state, player)


# ----- furniture --------------------------------------------------------------------------------------
class TextPanel(Node):
    """A panel with a bold title, an optional coloured line and wrapped text; its height follows the text."""

    def __init__(self, x: float, y: float, w: float, *, z: int = 640, name: str = "textpanel", edge=GOLD,
                 title_size: float = 17, body_size: float = 14.5) -> None:
        super().__init__(x, y, w, 10, z=z, name=name)
        self.edge = edge
        self.title_size, self.body_size = title_size, body_size
        self.title = self.line = self.body = ""
        self.line_color = HILITE
        self.footer = ""
        self.shrink = 1.0   # < 1 when the text must fit a smaller height (large text sizes)

    def set(self, title: str, line: str = "", body: str = "", *, line_color=HILITE, footer: str = "") -> None:
        self.title, self.line, self.body, self.line_color, self.footer = title, line, body, line_color, footer
        self.h = self.measure()

    def _blocks(self) -> list[tuple[str, float, Any, bool]]:
        out = []
        k = self.shrink
        if self.title:
            out.append((self.title, fonts.reading(self.title_size) * max(0.7, k), GOLD, True))
        if self.line:
            out.append((self.line, fonts.reading(self.body_size + 0.5) * k, self.line_color, True))
        if self.body:
            out.append((self.body, fonts.reading(self.body_size) * k, INK, False))
        if self.footer:
            out.append((self.footer, fonts.reading(self.body_size - 1.5) * k, INK_DIM, False))
        return out

    def fit(self, max_h: float) -> None:
        """Smaller text (down to 55 %) until the panel is no taller than ``max_h``."""
        self.shrink = 1.0
        self.h = self.measure()
        while self.h > max_h and self.shrink > 0.55:
            self.shrink -= 0.05
            self.h = self.measure()

    def measure(self) -> float:
        h = 10.0
        for text, size, _c, bold in self._blocks():
            n = len(fonts.wrap(text, size, int(self.w - 20), bold))
            h += n * size * 1.28 + 6
        return h + 6

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        r = self.world_rect()
        box = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (*PANEL, 240), box.get_rect(), border_radius=int(10 * s))
        pygame.draw.rect(box, self.edge, box.get_rect(), max(1, int(2 * s)), border_radius=int(10 * s))
        surface.blit(box, r)
        y = r.y + 10 * s
        for text, size, colour, bold in self._blocks():
            for line in fonts.wrap(text, size * s, int((self.w - 20) * s), bold):
                surface.blit(fonts.text(line, size * s, colour, bold), (r.x + 10 * s, y))
                y += size * 1.28 * s
            y += 6 * s


def stack_panels(scene: TableScene, panel: TextPanel) -> None:
    """The right column, top to bottom: this panel, the pending decision (if any), the log; all above
    the buttons at y 440. The panel's text shrinks if a large text size would push the rest down."""
    top, bottom, gap, log_min = 56.0, 430.0, 8.0, 40.0
    prompt_h = scene.prompt.h + gap if scene.prompt.visible else 0.0
    panel.fit(bottom - top - gap - prompt_h - log_min)
    scene.prompt.y = top + panel.h + gap
    scene.log.y = scene.prompt.y + prompt_h
    scene.log.h = max(log_min, bottom - scene.log.y)


class CenterCard(Node):
    """A card of text over the middle of the table (briefing, verdict, step complete) with buttons;
    the table stays visible around it."""

    def __init__(self, *, z: int = 1900) -> None:
        super().__init__(250, 130, 740, 300, z=z, name="centercard")
        self.visible = False
        self.text = TextPanel(0, 0, 740, z=0, name="centercard.text", title_size=26, body_size=17)
        self.add(self.text)
        self.buttons: list[Button] = []

    def show(self, title: str, line: str, body: str, buttons: list[tuple[str, str]], *, edge=GOLD,
             line_color=HILITE, footer: str = "") -> None:
        self.text.edge = edge
        self.text.set(title, line, body, line_color=line_color, footer=footer)
        for b in self.buttons:
            self.remove(b)
        self.buttons = []
        bw, gap = 200, 16
        total = len(buttons) * bw + (len(buttons) - 1) * gap
        y = self.text.h + 8
        for i, (label, bid) in enumerate(buttons):
            self.buttons.append(self.add(Button((self.w - total) / 2 + i * (bw + gap), y, bw, 46, label, bid,
                                                size=18, z=10)))
        self.h = y + 56
        self.text.h = self.h
        self.y = max(70, 300 - self.h / 2)
        self.visible = True

    def hide(self) -> None:
        self.visible = False


class Marker(Node):
    """Pulsing outlines around what a tutorial step points at (zones, buttons, cards)."""

    def __init__(self, scene: "TutorialScene") -> None:
        super().__init__(0, 0, 0, 0, z=880, name="marker")
        self.scene = scene
        self.time = 0.0

    def update(self, dt: float) -> None:
        self.time += dt

    def draw_self(self, surface: pygame.Surface) -> None:
        sc = self.scene
        if sc.completed or sc.animating() or sc.center.visible:
            return
        s = self.world_scale()
        ox, oy = self.world_origin()
        pulse = 0.5 + 0.5 * math.sin(self.time * 5.0)
        width = max(2, int((3 + 2 * pulse) * s))
        colour = tuple(int(c * (0.65 + 0.35 * pulse)) for c in HILITE)
        for (x, y, w, h) in sc.marked_rects():
            rect = pygame.Rect(int(ox + (x - 5) * s), int(oy + (y - 5) * s), int((w + 10) * s), int((h + 10) * s))
            pygame.draw.rect(surface, colour, rect, width, border_radius=int(12 * s))


class ListRow(Node):
    """A puzzle or tutorial step in a list: its number or a solved tick, its title, one line."""

    focusable = True

    def __init__(self, x: float, y: float, w: float, h: float, index: int, title: str, line: str, *, done: bool,
                 lang: str, accent=GOLD) -> None:
        super().__init__(x, y, w, h, name=f"row:{index}")
        self.index, self.title, self.line, self.done, self.lang, self.accent = index, title, line, done, lang, accent
        self.hover = False

    def activate(self) -> None:
        post("open_row", index=self.index)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.hit(*event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hit(*event.pos):
            self.activate()
            return True
        return False

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
            f = fonts.font(size, bold)
            if f.size(text)[0] > width:
                while text and f.size(text + "\u2026")[0] > width:
                    text = text[:-1]
                text += "\u2026"
            surface.blit(fonts.text(text, size, colour, bold), (x0, y))


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
        self.focus_ring = FocusRing(self, order=lambda: [*self.rows, *self.buttons], default=self.first_open)

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
        self.extra(root)
        self.buttons.append(back)
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


# ----- puzzles --------------------------------------------------------------------------------------
REREAD_KEY = pygame.K_g     # the puzzle's briefing again (as a click on the goal panel)


class PuzzleListScene(ChoiceList):
    title_key = "pz.title"
    hint_key = "pz.list_hint"

    def __init__(self, app: App, ruleset: str | None = None) -> None:
        super().__init__(app)
        self.info = games.resolve(app, ruleset)
        self.problem = ""
        try:
            self.puzzles: list[Puzzle] = load_puzzles(ruleset=self.info.id)
        except DataError as exc:  # a broken file is named, the app goes on
            self.puzzles, self.problem = [], f"{exc.path}: {'; '.join(exc.problems)}"

    def entries(self) -> list[tuple[str, str, bool]]:
        prog = load_progress()
        lang = self.lang
        return [(p.name.get(lang), f"{goal_label(p, lang)} \u00b7 {p.description.get(lang)}",
                 prog.is_solved(p.key)) for p in self.puzzles]

    def counter(self) -> str:
        prog = load_progress()
        return t("pz.count", self.lang, n=sum(1 for p in self.puzzles if prog.is_solved(p.key)), total=len(self.puzzles))

    def build(self) -> None:
        super().build()
        if self.problem:
            self.toast.show(t("pz.broken", self.lang, why=self.problem), seconds=30, color=BAD)

    def open(self, index: int) -> None:
        if 0 <= index < len(self.puzzles):
            self.app.push(PuzzleScene(self.app, self.puzzles, index))


class PuzzleScene(TableScene):
    """The table on a puzzle's position; the program plays the other seat."""

    def __init__(self, app: App, puzzles: list[Puzzle], index: int, *, agent: Any = None, briefing: bool = True) -> None:
        self.puzzles, self.index = puzzles, index
        self.puzzle = puzzles[index]
        self.status = ONGOING
        self.show_briefing = briefing
        if agent is None:
            from .table.aiseat import make_program
            agent = make_program(self.puzzle.ruleset, self.puzzle.goal.ai, 7919 * (index + 1))
        session = PositionSession(self.puzzle.new_state, self.puzzle.seed)
        super().__init__(app, session, ai_seats={self.puzzle.opponent: agent})

    def build(self) -> None:
        super().build()
        lang = self.lang
        pz = self.puzzle
        self.goal_panel = self.root.add(TextPanel(1010, 56, 260, name="goalpanel"))
        self.goal_panel.set(f"{pz.number:02d}. {pz.name.get(lang)}", goal_text(pz, lang),
                            footer=f'{t("pz.panel_more", lang)} {t("keys.short", lang)}')
        # below the table's column (Why that move? ends at 638), never over it
        mk = lambda x, key, bid: self.root.add(Button(x, 648, 125, 40, t(key, lang), bid, size=16, z=600))
        self.btn_retry = mk(1010, "pz.retry", "retry")
        self.btn_hint = mk(1145, "pz.hint", "hint")
        self.center = self.root.add(CenterCard())
        if getattr(self, "show_briefing", False):
            self.brief()

    def side_buttons(self) -> tuple[Button, ...]:
        """The buttons that work while a card covers the table."""
        return (self.btn_menu, self.btn_log, self.btn_retry, self.btn_hint)

    def side_buttons_for_keys(self) -> list[Button]:
        return [self.btn_retry, self.btn_hint]

    def footer_y(self) -> float | None:
        return None       # no room under Retry and Hint: the goal panel names K instead

    def focus_groups(self) -> list[tuple[str, list[Node]]]:
        return card_groups(self) or super().focus_groups()

    def brief(self) -> None:
        lang = self.lang
        pz = self.puzzle
        self.center.show(f"{pz.number:02d}. {pz.name.get(lang)}", goal_text(pz, lang), pz.description.get(lang),
                         [(t("pz.start", lang), "start")])

    def build_prompt(self) -> None:
        super().build_prompt()
        stack_panels(self, self.goal_panel)

    def after_queue(self) -> None:
        status = goal_status(self.puzzle, self.session.state)
        if status != ONGOING:
            self.revealed.clear()
            self.resync()
            self.refresh_controls()
            self.finish(status)
            return
        super().after_queue()

    def finish(self, status: str) -> None:
        if self.status != ONGOING:
            return
        self.status = status
        lang = self.lang
        st = self.session.state
        me = self.puzzle.player
        res = st.result
        if status == SOLVED:
            try:
                mark_solved(self.puzzle.key)
            except OSError as exc:
                self.toast.show(str(exc), color=BAD)
            if res is not None:
                why = t("pz.solved_win", lang, why=res.reason.get(lang))
            elif self.puzzle.goal.kind == "survive_opponent_turn":
                why = goal_phrase(self.puzzle, "survived", lang)
            else:
                why = t("pz.solved_reach", lang)
            buttons = [(t("pz.next", lang), "next")] if self.index + 1 < len(self.puzzles) else []
            buttons += [(t("pz.retry", lang), "retry"), (t("pz.list", lang), "menu")]
            self.center.show(t("pz.solved", lang), why, "", buttons, edge=GOOD, line_color=GOOD)
        else:
            if res is not None and me not in res.winners:
                why = t("pz.failed_lost", lang, why=res.reason.get(lang))
            else:
                why = goal_phrase(self.puzzle, "ran_out", lang)
            hint = self.puzzle.hint.get(lang) if self.puzzle.hint else ""
            self.center.show(t("pz.failed", lang), why, hint, [(t("pz.retry", lang), "retry"), (t("pz.list", lang), "menu")],
                             edge=BAD, line_color=BAD)
        self.session.finish()

    def refresh_controls(self) -> None:
        super().refresh_controls()
        if self.status != ONGOING:
            for b in (self.btn_primary, *self.game_buttons.values(), self.btn_undo, self.btn_concede):
                b.enabled = False
                b.why_disabled = t("pz.over", self.lang)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.center.visible:
            return _while_card_shown(self, event)
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.goal_panel.hit(*event.pos)
                or event.type == pygame.KEYDOWN and event.key == REREAD_KEY) and not self.animating():
            self.brief()
            return True
        return super().handle_event(event)

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "button":
            bid = event.id
            if bid == "start":
                self.center.hide()
                return True
            if bid == "retry":
                self.app.replace(PuzzleScene(self.app, self.puzzles, self.index, briefing=False))
                return True
            if bid == "next":
                self.app.replace(PuzzleScene(self.app, self.puzzles, self.index + 1))
                return True
            if bid == "hint":
                hint = self.puzzle.hint.get(self.lang) if self.puzzle.hint else t("pz.no_hint", self.lang)
                self.toast.show(hint, seconds=10, color=GOLD)
                return True
        return super().on_ui(event)



# ----- the tutorial ---------------------------------------------------------------------------------
class TutorialListScene(ChoiceList):
    title_key = "tut.title"
    hint_key = "tut.list_hint"

    def __init__(self, app: App, ruleset: str | None = None) -> None:
        super().__init__(app)
        self.info = games.resolve(app, ruleset)
        self.problem = ""
        try:
            self.tutorial: Tutorial | None = load_tutorial(ruleset=self.info.id)
        except DataError as exc:
            self.tutorial, self.problem = None, f"{exc.path}: {'; '.join(exc.problems)}"

    def steps(self) -> tuple[TutorialStep, ...]:
        return self.tutorial.steps if self.tutorial else ()

    def entries(self) -> list[tuple[str, str, bool]]:
        done = load_progress().tutorial_done(self.info.id)
        lang = self.lang
        return [(f"{st.title.get(lang)}", st.prompt.get(lang), st.index < done) for st in self.steps()]

    def counter(self) -> str:
        return t("tut.count", self.lang, n=min(load_progress().tutorial_done(self.info.id), len(self.steps())),
                 total=len(self.steps()))

    def extra(self, root: Node) -> None:
        n = len(self.steps())
        if not n:
            return
        nxt = min(load_progress().tutorial_done(self.info.id), n - 1)
        label = t("tut.start", self.lang) if nxt == 0 else t("tut.continue", self.lang, n=nxt + 1)
        self.buttons.append(root.add(Button(BASE_W / 2 - 180, 626, 360, 44, label, "continue", size=19)))

    def build(self) -> None:
        super().build()
        if self.problem:
            self.toast.show(t("pz.broken", self.lang, why=self.problem), seconds=30, color=BAD)

    def open(self, index: int) -> None:
        if self.tutorial and 0 <= index < len(self.tutorial.steps):
            self.app.push(TutorialScene(self.app, self.tutorial, index))

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "button" and event.id == "continue":
            n = len(self.steps())
            self.open(min(load_progress().tutorial_done(self.info.id), n - 1))
            return True
        return super().on_ui(event)


class TutorialScene(TableScene):
    """One tutorial step at the real table: do the expected action(s) to go on."""

    def __init__(self, app: App, tutorial: Tutorial, index: int) -> None:
        self.tutorial, self.index = tutorial, index
        self.step = tutorial.steps[index]
        self.done_count = 0
        self.completed = False
        session = PositionSession(self.step.new_state, self.step.seed)
        super().__init__(app, session, ai_seats={1 - self.step.player: PassiveAgent()})

    def build(self) -> None:
        super().build()
        lang = self.lang
        st = self.step
        self.panel = self.root.add(TextPanel(1010, 56, 260, name="steppanel", edge=HILITE))
        self.panel.set(t("tut.step", lang, n=st.index + 1, total=len(self.tutorial.steps)), st.title.get(lang),
                       st.prompt.get(lang), line_color=GOLD, footer=t("tut.keys", lang))
        for b in (self.btn_undo, self.btn_concede, self.btn_why):
            b.visible = False      # the tutorial's opponent only passes: nothing to explain
        self.btn_restart = self.root.add(Button(1010, 554, 260, 40, t("tut.restart", lang), "restart", size=16, z=600))
        self.marker = self.root.add(Marker(self))
        self.center = self.root.add(CenterCard())

    def side_buttons(self) -> tuple[Button, ...]:
        return (self.btn_menu, self.btn_log, self.btn_restart)

    def side_buttons_for_keys(self) -> list[Button]:
        return [self.btn_restart]

    def footer_y(self) -> float:
        return 604.0      # under Restart (the tutorial has no Undo, Concede or Why)

    def focus_groups(self) -> list[tuple[str, list[Node]]]:
        return card_groups(self) or super().focus_groups()

    # what the step points at
    def highlight_spec(self) -> dict[str, list[str]]:
        return self.step.highlight_for(self.done_count)

    def highlighted_cards(self) -> list[int]:
        return self.step.highlighted_cards(self.session.state, self.done_count)

    def marked_rects(self) -> list[tuple[float, float, float, float]]:
        """What the step points at, in logical pixels: each named place's own frame (the game's part
        finds it where the table's layout puts it now), then buttons and cards."""
        spec = self.highlight_spec()
        rects = []
        for z in spec.get("zone", []):      # "p1.lane0", "board"...: checked when the tutorial loads
            rect = self.part.place_rect(z)
            if rect is not None:
                rects.append(rect)
        for bid in spec.get("button", []):
            node = self.root.find(f"button:{bid}")
            if node is not None and node.visible:
                rects.append((node.x, node.y, node.w, node.h))
        for iid in self.highlighted_cards():
            node = self.card_nodes.get(iid)
            if node is not None and (self.drag is None or self.drag["iid"] != iid):
                rects.append((node.x, node.y, node.w, node.h))
        return rects

    def update_glows(self) -> None:
        super().update_glows()
        if self.completed or self.animating():
            return
        if self.decision_for(self.viewer) is not None:
            return
        for iid in self.highlighted_cards():
            node = self.card_nodes.get(iid)
            if node is not None and node.glow is None:
                node.glow = "option"

    def build_prompt(self) -> None:
        super().build_prompt()
        stack_panels(self, self.panel)

    # the door, with a teacher standing beside it
    def expected_text(self) -> str:
        n = self.done_count
        st = self.session.state
        try:
            a = self.step.expected(st, n)
        except StepError:
            a = None
        if self.step.hint is not None:
            return self.step.hint.get(self.lang)
        if a is None:
            return t("tut.expected_choice", self.lang)
        return t("tut.expected", self.lang, what=self.text.describe_action(st, a, self.lang))

    def submit(self, action: Action) -> bool:
        if action.player != self.step.player:
            return super().submit(action)   # the opponent's seat
        if self.completed or self.done_count >= len(self.step.do):
            return False
        st = self.session.state
        if self.step.matches(st, self.done_count, action):
            if super().submit(action):
                self.done_count += 1
                if self.done_count >= len(self.step.do):
                    self.completed = True
                    try:
                        mark_tutorial(self.index + 1, self.step.ruleset)
                    except OSError as exc:
                        self.log.add(str(exc))
                self.refresh_controls()
                return True
            self.toast.show(f"{self.toast.text}\n{self.expected_text()}", seconds=6, color=BAD)
            return False
        r = self.session.refusal(action)
        if r is not None:   # the engine's reason first, then what this step wants
            self.refuse(r)
            self.toast.show(f"[{r.rule}] {r.reason(self.lang)}\n{self.expected_text()}", seconds=6, color=BAD)
        else:
            self.last_refusal_rule = None
            self.toast.show(t("tut.wrong", self.lang, what=self.expected_text()), seconds=6, color=GOLD)
        return False

    def after_queue(self) -> None:
        if self.completed:
            self.revealed.clear()
            self.resync()
            self.refresh_controls()
            self.show_complete()
            return
        super().after_queue()

    def show_complete(self) -> None:
        if self.center.visible:
            return
        lang = self.lang
        last = self.index + 1 >= len(self.tutorial.steps)
        body = self.step.done.get(lang) if self.step.done else ""
        if last:
            body = (body + "\n" if body else "") + t("tut.all_done", lang)
        buttons = [(t("tut.finish", lang), "finish")] if last else [(t("tut.next", lang), "next")]
        buttons.append((t("tut.restart", lang), "restart"))
        self.center.show(t("tut.done", lang), self.step.title.get(lang), body, buttons, edge=GOOD, line_color=GOOD)

    def refresh_controls(self) -> None:
        super().refresh_controls()
        if self.completed:
            for b in (self.btn_primary, *self.game_buttons.values()):
                b.enabled = False
                b.why_disabled = t("tut.done", self.lang)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.center.visible:
            return _while_card_shown(self, event)
        return super().handle_event(event)

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "button":
            if event.id == "next":
                self.app.replace(TutorialScene(self.app, self.tutorial, self.index + 1))
                return True
            if event.id == "restart":
                self.app.replace(TutorialScene(self.app, self.tutorial, self.index))
                return True
            if event.id == "finish":
                self.app.pop()
                return True
        return super().on_ui(event)


def card_groups(scene: Any) -> list[tuple[str, list[Node]]]:
    """While a briefing or verdict card is up, the keyboard ring walks its buttons only."""
    center = getattr(scene, "center", None)
    return [("card", list(center.buttons))] if center is not None and center.visible else []


def _while_card_shown(scene: Any, event: pygame.event.Event) -> bool:
    """A briefing or verdict card is up: its buttons and the side buttons work, the table waits.
    Tab or the arrows choose among the card's buttons, Enter or Space uses one (the first at once)."""
    if event.type == pygame.KEYDOWN:
        ring = scene.focus_ring
        if event.key == pygame.K_ESCAPE:
            scene.app.pop()
        elif not ring.shown and event.key in USE_KEYS and scene.center.buttons:
            ring.shown = True
            current = ring.current()
            if current is not None:
                current.activate()
        else:
            ring.handle_key(event)
        return True
    if scene.center.handle_event(event) or any(b.handle_event(event) for b in scene.side_buttons()):
        return True
    if event.type == UI_EVENT:
        return scene.on_ui(event)
    return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
