"""A game's drafting lesson on the real draft screen: ``levels/tutorial/<game>-draft.toml``, offered from the
game's tutorial list when the file is there.

The lesson is a real event of the file's format (its seed, the learner in the first seat, programs in the
others), shown by the draft screen itself with a panel of the step beside the learner's picks. A step is
done when the draft's view for the learner shows what it asks (``CHECKS``), never by the lesson looking
inside the event: a card taken, picks joined, one of them read large, or the step read. A click the step
does not ask for (a pick while the step asks to read) says the step's hint and changes nothing. Progress
is kept like the tutorial's, under ``<game>-draft``.
"""
from __future__ import annotations

import dataclasses
import os
from typing import Any

import pygame

from game.engine.errors import DataError, malformed
from game.engine.match import Match
from game.engine.text import Msg
from game.resources import bundled
from game.util.files import read_toml

from .app import BASE_H, App
from .cardtiles import tiles_in
from .draft_scene import LEFT_W, DraftScene
from .event_run import EventRun
from .event_scene import EventScene
from .event_screen import line
from .focus import USE_KEYS
from .i18n import t
from .lesson import CenterCard, TextPanel
from .palette import BAD, GOLD, GOOD, HILITE
from .progress import load_progress, mark_tutorial
from .widgets import Button

CHECKS = ("taken", "picks", "viewed", "read")
PICKS = ("taken", "picks")            # the checks a pick moves on; any other step refuses a pick
W = {
    "read": Msg("I have read it", "다 읽었습니다"),
    "open": Msg("Learn to draft ({n} of {total} done)", "드래프트 배우기 ({total}단계 중 {n} 완료)"),
}


@dataclasses.dataclass(frozen=True)
class LessonStep:
    index: int
    title: Msg
    prompt: Msg
    hint: Msg
    done: Msg
    check: str
    count: int


@dataclasses.dataclass(frozen=True)
class DraftLesson:
    ruleset: str
    name: Msg
    format: str
    players: int
    seed: int
    program: str
    steps: tuple[LessonStep, ...]
    path: str

    @property
    def key(self) -> str:
        """The lesson's name in the progress file."""
        return f"{self.ruleset}-draft"


def lesson_file(ruleset: str) -> str:
    return str(bundled("levels", "tutorial", f"{ruleset}-draft.toml"))


def load_draft_lesson(ruleset: str, path: str | None = None) -> DraftLesson | None:
    """The game's drafting lesson, None if it has none; a file that cannot be used is one DataError."""
    path = path or lesson_file(ruleset)
    if not os.path.exists(path):
        return None
    with malformed(path, "drafting lesson"):
        return _load(ruleset, path)


def _msg(raw: Any, where: str, problems: list[str]) -> Msg:
    if isinstance(raw, dict) and isinstance(raw.get("en"), str) and isinstance(raw.get("ko"), str):
        return Msg(raw["en"], raw["ko"])
    problems.append(f"{where}: {{ en = ..., ko = ... }}")
    return Msg("", "")


def _load(ruleset: str, path: str) -> DraftLesson:
    data = read_toml(path)
    problems: list[str] = []
    meta = data.get("lesson", {})
    if meta.get("ruleset") != ruleset:
        problems.append(f"lesson.ruleset: {ruleset!r}")
    steps = []
    for i, raw in enumerate(data.get("step", [])):
        where = f"step {i + 1}"
        check = raw.get("check", {})
        kinds = [k for k in check if k in CHECKS]
        if len(check) != 1 or len(kinds) != 1 or not isinstance(check[kinds[0]], int):
            problems.append(f"{where}.check: one of {', '.join(CHECKS)} = a number")
            kinds = ["read"]
        texts = [_msg(raw.get(k), f"{where}.{k}", problems) for k in ("title", "prompt", "hint", "done")]
        steps.append(LessonStep(i, *texts, check=kinds[0], count=int(check.get(kinds[0], 1))))
    if not steps:
        problems.append("step: at least one [[step]]")
    name = _msg(meta.get("name"), "lesson.name", problems)
    if problems:
        raise DataError(path, problems)
    return DraftLesson(ruleset, name, str(meta["format"]), int(meta.get("players", 8)), int(meta.get("seed", 1)),
                       str(meta.get("program", "random")), tuple(steps), path)


def open_lesson(app: App, lesson: DraftLesson) -> "LessonHub":
    """The lesson's event, its hub pushed: the hub shows the draft screen once the programs have picked."""
    programs = {str(s): lesson.program for s in range(1, lesson.players)}
    match = Match(lesson.ruleset, lesson.seed, {"format": lesson.format, "players": lesson.players, "seats": programs})
    hub = LessonHub(app, EventRun(match, path=None), lesson)
    app.push(hub)
    return hub


class LessonHub(EventScene):
    """The event's hub, whose draft screen is the lesson's; it keeps which step the learner is at."""

    def __init__(self, app: App, run: EventRun, lesson: DraftLesson) -> None:
        super().__init__(app, run)
        self.lesson = lesson
        self.index = 0

    def screen_for(self, want: tuple[Any, ...]) -> Any:
        if want[0] == "draft":
            return DraftLessonScene(self.app, self, want[1])
        return super().screen_for(want)


class DraftLessonScene(DraftScene):
    """The draft screen with the step's panel beside the learner's picks, and the step's card once done."""

    hub: LessonHub

    def __init__(self, app: App, hub: LessonHub, seat: int) -> None:
        self.completed = False
        self.viewed = False
        self.read = False
        super().__init__(app, hub, seat)

    @property
    def step(self) -> LessonStep:
        return self.hub.lesson.steps[self.hub.index]

    def build(self) -> None:
        super().build()
        lang, lesson, st = self.lang, self.hub.lesson, self.step
        mine = self.root.find("mine")
        x = 24 + LEFT_W * 0.55            # beside the learner's first picks (the lesson takes a few)
        top = mine.y if mine is not None else BASE_H / 2
        panel = self.root.add(TextPanel(x, top, 24 + LEFT_W - x, z=600, name="steppanel", edge=HILITE))
        panel.set(t("tut.step", lang, n=st.index + 1, total=len(lesson.steps)), st.title.get(lang), st.prompt.get(lang),
                  line_color=GOLD)
        room = BASE_H - line(14) - 12 - top
        if st.check == "read" and not self.completed:
            panel.fit(room - line(17) - 30)
            self.root.add(Button(x + 10, top + panel.h + 6, panel.w - 20, line(17) + 18, W["read"].get(lang), "read",
                                 size=17, accent=GOOD, z=601))
        else:
            panel.fit(room)
        self.panel = panel
        self.center = self.root.add(CenterCard())
        if self.completed:
            self.show_done()

    def focus_groups(self) -> list[tuple[str, list[Any]]]:
        if getattr(self, "center", None) is not None and self.center.visible:
            return [("card", list(self.center.buttons))]
        return super().focus_groups()

    # ----- the step's check, from what the screen shows -----------------------------------------------
    def reached(self) -> bool:
        st, d = self.step, self.view()
        mine = d.get("picks", [])[self.seat]["cards"] if d.get("picks") else []
        if st.check == "taken":
            return len(mine) + len(d.get("pending", [])) >= st.count
        if st.check == "picks":
            return len(mine) >= st.count
        if st.check == "viewed":
            return self.viewed
        return self.read

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app.scene is not self:
            return
        if not self.viewed and self.step.check == "viewed" and self.preview.visible:
            self.viewed = any(t.hover or (self.viewing and t is self.focus_ring.current())
                              for t in tiles_in(self.root) if t.key.startswith("mine:"))
        if not self.completed and self.reached():
            self.completed = True
            lesson = self.hub.lesson
            from .puzzles_scene import keep_progress      # the puzzles' screen offers this lesson: no cycle
            keep_progress(self.app, lambda: mark_tutorial(self.step.index + 1, lesson.key))
            self.show_done()

    def show_done(self) -> None:
        lang = self.lang
        last = self.hub.index + 1 >= len(self.hub.lesson.steps)
        body = self.step.done.get(lang) + ("\n" + t("tut.all_done", lang) if last else "")
        buttons = [(t("tut.finish", lang), "finish")] if last else [(t("tut.next", lang), "next")]
        self.center.show(t("tut.done", lang), self.step.title.get(lang), body, buttons, edge=GOOD, line_color=GOOD)

    # ----- input ------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.completed and self.center.visible:
            # the draft waits under the step's card: only its buttons work (Esc still leaves the lesson)
            if event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE:
                ring = self.focus_ring
                if ring is not None:
                    ring.shown = True
                    if event.key in USE_KEYS and ring.current() is not None:
                        ring.current().activate()
                    else:
                        ring.handle_key(event)
                return True
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
                self.center.handle_event(event)
                return True
        return super().handle_event(event)

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "button" and event.id == "next":
            self.hub.index += 1
            self.completed = self.viewed = self.read = False
            self.refresh()
            return True
        if event.kind == "button" and event.id == "finish":
            self.hub.leave()
            return True
        if event.kind == "button" and event.id == "read":
            self.read = True
            return True
        if event.kind == "tile" and event.id.startswith("pick:") and (self.completed or self.step.check not in PICKS):
            self.toast.show(t("tut.wrong", self.lang, what=self.step.hint.get(self.lang)), seconds=6, color=BAD)
            return True
        return super().on_ui(event)


def draft_lesson_label(ruleset: str, lang: str) -> str:
    """The tutorial list's button for the game's drafting lesson ("" when it has none): its name and how
    many of its steps are done."""
    try:
        lesson = load_draft_lesson(ruleset)
    except DataError:
        return ""
    if lesson is None:
        return ""
    done = min(load_progress().tutorial_done(lesson.key), len(lesson.steps))
    return W["open"].get(lang).format(n=done, total=len(lesson.steps))


def open_draft_lesson(app: App, ruleset: str) -> None:
    lesson = load_draft_lesson(ruleset)
    if lesson is not None:
        open_lesson(app, lesson)
