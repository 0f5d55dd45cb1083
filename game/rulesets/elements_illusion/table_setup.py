"""Seating an Elements Illusion game before the table: how many players (2 to 6), who sits where (a person
or one of the programs the game offers: random always, the AI's levels once its ai part has them), mode A
or B, and the other settings (the generic options screen). Hotseat starts with people in every seat; solo
seats one person and programs elsewhere. Options that do not go together are refused by the engine's
setup check, said here, and nothing is lost."""
from __future__ import annotations

import os
import random
from typing import Any

import pygame

from game.engine import registry
from game.engine.errors import DataError
from game.engine.setup import build_setup
from game.engine.text import Msg
from game.ui.app import App, Scene
from game.ui.palette import GOLD, GOOD, INK, INK_DIM
from game.ui.widgets import Button, Label, Toast

from .options import MAX_PLAYERS, MIN_PLAYERS

PERSON = "person"
WORDS = {
    "title": Msg("Elements Illusion: seats", "엘리먼츠 일루전: 자리"),
    "players": Msg("Players", "플레이어 수"),
    "mode": Msg("Mode", "게임 종류"),
    "seat": Msg("P{p}", "P{p}"),
    "person": Msg("Person", "사람"),
    "options": Msg("Settings", "설정"),
    "start": Msg("Start", "시작"),
    "back": Msg("Back", "뒤로"),
    "hint": Msg("Click a seat to change who plays it. People pass the screen in turn; programs play themselves.",
                "자리를 눌러 누가 할지 바꾸세요. 사람은 화면을 차례로 넘기고, 프로그램은 스스로 둡니다."),
    "solo": Msg("Solo: you are P1; every other seat is a program.", "솔로: 당신은 P1, 나머지 자리는 프로그램입니다."),
    "mode_a": Msg("A: individual", "A: 개인전"), "mode_b": Msg("B: teams (5-6)", "B: 팀전(5~6인)"),
}


def programs() -> list[str]:
    from game.ui.table.aiseat import programs as offered
    return offered("elements-illusion")


def best_program(names: list[str]) -> str:
    for wanted in ("normal", "easy", "greedy"):
        if wanted in names:
            return wanted
    return names[0] if names else "random"


class SeatSetupScene(Scene):
    def __init__(self, app: App, kind: str, *, seed: int | None = None) -> None:
        super().__init__(app)
        self.kind = kind
        self.info = registry.get("elements-illusion")
        from game.ui import games
        self.options: dict[str, Any] = games.chosen_options(app, self.info)
        self.seed = seed
        self.players = 3 if kind == "hotseat" else 4
        offered = programs()
        self.seats = [PERSON] + [PERSON if kind == "hotseat" else best_program(offered)] * (MAX_PLAYERS - 1)
        from game.ui.focus import FocusRing      # the keyboard walks every button (Enter presses it)
        self.focus_ring = FocusRing(self, default="button:start")
        self.build()

    def label(self, key: str) -> str:
        return WORDS[key].get(self.lang)

    def who(self, name: str) -> str:
        if name == PERSON:
            return self.label("person")
        from game.ai.levels import all_levels
        level = all_levels("elements-illusion").get(name)
        return level.name.get(self.lang) if level is not None else name.capitalize()

    def build(self) -> None:
        root = self.root
        root.clear()
        lang = self.lang
        root.add(Label(640, 40, self.label("title"), size=34, color=GOLD, bold=True, center=True))
        root.add(Label(120, 120, self.label("players"), size=22, color=INK))
        for i, n in enumerate(range(MIN_PLAYERS, MAX_PLAYERS + 1)):
            b = root.add(Button(340 + i * 80, 112, 68, 44, str(n), f"players:{n}", size=20,
                                accent=GOOD if n == self.players else GOLD))
            b.on_click = lambda n=n: self.set_players(n)
        root.add(Label(120, 190, self.label("mode"), size=22, color=INK))
        mode = self.options.get("mode", "A")
        for i, m in enumerate(("A", "B")):
            b = root.add(Button(340 + i * 230, 182, 220, 44, self.label("mode_" + m.lower()), f"mode:{m}", size=18,
                                accent=GOOD if m == mode else GOLD))
            b.on_click = lambda m=m: self.set_mode(m)
        self.seat_buttons = []
        for p in range(self.players):
            col, row = p % 3, p // 3
            label = f"{WORDS['seat'].get(lang).format(p=p + 1)}: {self.who(self.seats[p])}"
            b = root.add(Button(120 + col * 350, 260 + row * 70, 330, 54, label, f"seat:{p}", size=19))
            b.on_click = lambda p=p: self.cycle(p)
            b.enabled = not (self.kind == "solo" and p == 0)
            b.why_disabled = self.label("solo")
            self.seat_buttons.append(b)
        root.add(Label(640, 420, self.label("solo" if self.kind == "solo" else "hint"), size=16, color=INK_DIM,
                       center=True))
        root.add(Label(640, 452, self.summary(), size=14, color=INK_DIM, center=True, name="summary"))
        root.add(Button(120, 560, 200, 54, self.label("back"), "back", size=20, on_click=self.app.pop))
        root.add(Button(540, 560, 200, 54, self.label("options"), "options", size=20, on_click=self.open_options))
        root.add(Button(960, 560, 200, 54, self.label("start"), "start", size=22, accent=GOOD, on_click=self.start))
        self.toast = root.add(Toast(320, 500, 640))

    def summary(self) -> str:
        lang = self.lang
        shown = []
        for o in self.info.options:
            if o.id == "mode":
                continue
            value = self.options.get(o.id, o.default)
            if value != o.default:
                from game.ui import games
                shown.append(f"{o.label.get(lang)}: {games.value_label(o, value, lang)}")
        return " · ".join(shown)

    def enter(self) -> None:
        super().enter()
        self.build()

    def set_players(self, n: int) -> None:
        self.players = n
        self.build()

    def set_mode(self, mode: str) -> None:
        self.options["mode"] = mode
        self.build()

    def cycle(self, p: int) -> None:
        """A seat goes round: a person, then each program the game offers."""
        order = ([] if self.kind == "solo" else [PERSON]) + programs()
        now = self.seats[p]
        self.seats[p] = order[(order.index(now) + 1) % len(order)] if now in order else order[0]
        self.build()

    def open_options(self) -> None:
        from game.ui.gameoptions import GameOptionsScene
        self.app.push(GameOptionsScene(self.app, self.info, self.options, hidden=("mode",)))

    def setup(self) -> dict[str, Any]:
        if self.seed is None:
            self.seed = random.Random(os.urandom(8)).getrandbits(32)
        settings = {o.id: self.options.get(o.id, o.default) for o in self.info.options}
        setup = build_setup(self.info, self.seed, players=self.players, settings=settings)
        seats = {str(p): name for p, name in enumerate(self.seats[:self.players]) if name != PERSON}
        if seats:
            setup["seats"] = seats
        return setup

    def start(self) -> None:
        from game.ui.table.scene import TableScene
        from game.ui.table.session import Session, autosave_path
        try:
            setup = self.setup()
            session = Session.new(self.info.id, self.seed, setup, autosave=autosave_path(self.info.id))
        except (DataError, ValueError) as exc:
            self.toast.show("; ".join(exc.problems) if isinstance(exc, DataError) else str(exc), seconds=8)
            return
        from game.ui import games
        games.remember_options(self.app, self.info, self.options)
        agents = TableScene._agents(setup, session.match.seed, self.info.id)
        self.app.replace(TableScene(self.app, session, ai_seats=agents))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return super().handle_event(event)
