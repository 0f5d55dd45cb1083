"""Puzzles and the tutorial at the real table, for every game that has them.

``PuzzleListScene`` lists a game's puzzles (levels/puzzles/<game>) with solved marks; ``PuzzleScene``
is the table on a puzzle's position, the goal in a panel, the opponent's seat played by the program,
and a verdict (game.puzzles.goal_status) after every action. ``TutorialListScene`` and
``TutorialScene`` walk through the game's tutorial (levels/tutorial/<game>.toml): each step is a small
position, a prompt, highlighted cards or places (the game's table part finds a named place,
``TablePart.place_rect``), and the action(s) to make; anything else is refused with a friendly hint
(and the engine's rule when the engine refuses). Progress goes to <data_dir>/progress.toml, puzzles
by ``Puzzle.key`` and the tutorial by game. What both share at the table is game/ui/lesson.py, their
lists game/ui/choicelist.py.
"""
from __future__ import annotations

import math
from typing import Any, Callable

import pygame

from game.engine.actions import Action
from game.engine.errors import DataError
from game.puzzles import (ONGOING, SOLVED, Puzzle, StepError, Tutorial, TutorialStep, goal_label, goal_phrase,
                          goal_status, goal_text, load_puzzles, load_tutorial)

from . import games, saving
from .app import BASE_W, App
from .choicelist import ChoiceList
from .draft_lesson import draft_lesson_label, open_draft_lesson
from .i18n import t
from .lesson import (CenterCard, PassiveAgent, PositionSession, TextPanel, card_groups, drop_refusal, stack_panels,
                     while_card_shown)
from .node import Node
from .palette import BAD, GOLD, GOOD, HILITE
from .progress import Progress, load_progress, mark_solved, mark_tutorial
from .table.scene import TableScene
from .widgets import Button

def keep_progress(app: App, change: Callable[[], Progress]) -> None:
    """Read or record progress; a file that could not be used in full (set aside) or a save that failed
    is said above the screen, and the puzzle or lesson goes on."""
    try:
        report = change().report
    except OSError as exc:
        saving.failed("progress", exc)
        return
    if report is not None:
        app.notify(report.message(app.settings.language), color=BAD)


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
            self.puzzles, self.problem = [], exc.line()

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
        keep_progress(self.app, load_progress)

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
        stack_panels(self, self.goal_panel, super().build_prompt)

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
            keep_progress(self.app, lambda: mark_solved(self.puzzle.key))
            if res is not None:
                why = t("pz.solved_win", lang, why=res.reason.get(lang))
            elif self.puzzle.goal.kind == "survive_opponent_turn":
                why = goal_phrase(self.puzzle, "survived", lang)
            else:
                why = t("pz.solved_reach", lang)
            buttons = [(t("pz.next", lang), "next")] if self.index + 1 < len(self.puzzles) else []
            buttons += [(t("pz.retry", lang), "retry"), (t("pz.list", lang), "menu")]
            drop_refusal(self)
            self.center.show(t("pz.solved", lang), why, "", buttons, edge=GOOD, line_color=GOOD)
        else:
            if res is not None and me not in res.winners:
                why = t("pz.failed_lost", lang, why=res.reason.get(lang))
            else:
                why = goal_phrase(self.puzzle, "ran_out", lang)
            hint = self.puzzle.hint.get(lang) if self.puzzle.hint else ""
            drop_refusal(self)
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
            return while_card_shown(self, event)
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
            self.tutorial, self.problem = None, exc.line()

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
        drafting = draft_lesson_label(self.info.id, self.lang)     # a game that drafts teaches it beside
        x = BASE_W / 2 - (370 if drafting else 180)
        self.buttons.append(root.add(Button(x, 626, 360, 44, label, "continue", size=19)))
        if drafting:
            self.buttons.append(root.add(Button(BASE_W / 2 + 10, 626, 360, 44, drafting, "draft_lesson", size=19)))

    def build(self) -> None:
        super().build()
        if self.problem:
            self.toast.show(t("pz.broken", self.lang, why=self.problem), seconds=30, color=BAD)
        keep_progress(self.app, load_progress)

    def open(self, index: int) -> None:
        if self.tutorial and 0 <= index < len(self.tutorial.steps):
            self.app.push(TutorialScene(self.app, self.tutorial, index))

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "button" and event.id == "draft_lesson":
            open_draft_lesson(self.app, self.info.id)
            return True
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
        self.settling = False      # the learner's part is done; the other seats' answers are awaited (step.settle)
        session = PositionSession(self.step.new_state, self.step.seed)
        super().__init__(app, session, ai_seats={1 - self.step.player: PassiveAgent()})

    def build(self) -> None:
        super().build()
        lang = self.lang
        st = self.step
        self.panel = self.root.add(TextPanel(1010, 56, 260, name="steppanel", edge=HILITE))
        self.panel.set(t("tut.step", lang, n=st.index + 1, total=len(self.tutorial.steps)), st.title.get(lang),
                       st.prompt.get(lang), line_color=GOLD, footer=t("tut.keys", lang),
                       short=st.hint.get(lang) if st.hint else "")
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
        stack_panels(self, self.panel, super().build_prompt)

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
                    if self.step.settle:
                        self.settling = True
                    else:
                        self.complete()
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

    def complete(self) -> None:
        self.completed = True
        self.settling = False
        keep_progress(self.app, lambda: mark_tutorial(self.index + 1, self.step.ruleset))

    def after_queue(self) -> None:
        st = self.session.state
        if self.settling and (st.result is not None or self.acting() == self.step.player):
            self.complete()
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
        drop_refusal(self)
        self.center.show(t("tut.done", lang), self.step.title.get(lang), body, buttons, edge=GOOD, line_color=GOOD)

    def refresh_controls(self) -> None:
        super().refresh_controls()
        if self.completed:
            for b in (self.btn_primary, *self.game_buttons.values()):
                b.enabled = False
                b.why_disabled = t("tut.done", self.lang)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.center.visible:
            return while_card_shown(self, event)
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
