"""Seating a Magic game before the table: how many players (2 to 6) and who sits where (a person or one of
the programs the game offers), with the game's settings (variant, decks) on the generic options screen.
Hotseat starts with people in every seat; solo seats one person and programs elsewhere. A setup the
engine refuses (decks that do not suit the variant, say) is said here and nothing is lost."""
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

from .options import MAX_SEATS

RULESET = "magic"
PERSON = "person"
WORDS = {
    "title": Msg("Magic: seats", "매직: 자리"),
    "players": Msg("Players", "플레이어 수"),
    "seat": Msg("P{p}", "P{p}"),
    "person": Msg("Person", "사람"),
    "options": Msg("Settings", "설정"),
    "start": Msg("Start", "시작"),
    "back": Msg("Back", "뒤로"),
    "hint": Msg("Click a seat to change who plays it. People pass the screen in turn; programs play themselves.",
                "자리를 눌러 누가 할지 바꾸세요. 사람은 화면을 차례로 넘기고, 프로그램은 스스로 둡니다."),
    "solo": Msg("Solo: you are P1; every other seat is a program.", "솔로: 당신은 P1, 나머지 자리는 프로그램입니다."),
}


def programs() -> list[str]:
    from game.ui.table.aiseat import programs as offered
    return offered(RULESET)


def best_program(names: list[str]) -> str:
    for wanted in ("normal", "easy", "greedy"):
        if wanted in names:
            return wanted
    return names[0] if names else "random"


class SeatSetupScene(Scene):
    def __init__(self, app: App, kind: str, *, seed: int | None = None) -> None:
        super().__init__(app)
        self.kind = kind
        self.info = registry.get(RULESET)
        from game.ui import games
        self.options: dict[str, Any] = games.chosen_options(app, self.info)
        self.seed = seed
        self.players = 2
        self.seats = [PERSON] + [PERSON if kind == "hotseat" else best_program(programs())] * (MAX_SEATS - 1)
        from game.ui.focus import FocusRing
        self.focus_ring = FocusRing(self, default="button:start")
        self.build()

    def label(self, key: str) -> str:
        return WORDS[key].get(self.lang)

    def who(self, name: str) -> str:
        if name == PERSON:
            return self.label("person")
        from game.ai.levels import all_levels
        level = all_levels(RULESET).get(name)
        return level.name.get(self.lang) if level is not None else name.capitalize()

    def build(self) -> None:
        root = self.root
        root.clear()
        root.add(Label(640, 40, self.label("title"), size=34, color=GOLD, bold=True, center=True))
        root.add(Label(120, 120, self.label("players"), size=22, color=INK))
        for i, n in enumerate(range(2, MAX_SEATS + 1)):
            b = root.add(Button(340 + i * 80, 112, 68, 44, str(n), f"players:{n}", size=20,
                                accent=GOOD if n == self.players else GOLD))
            b.on_click = lambda n=n: self.set_players(n)
        self.seat_buttons = []
        for p in range(self.players):
            col, row = p % 3, p // 3
            label = f"{WORDS['seat'].get(self.lang).format(p=p + 1)}: {self.who(self.seats[p])}"
            b = root.add(Button(120 + col * 350, 200 + row * 70, 330, 54, label, f"seat:{p}", size=19))
            b.on_click = lambda p=p: self.cycle(p)
            b.enabled = not (self.kind == "solo" and p == 0)
            b.why_disabled = self.label("solo")
            self.seat_buttons.append(b)
        root.add(Label(640, 400, self.label("solo" if self.kind == "solo" else "hint"), size=16, color=INK_DIM,
                       center=True))
        root.add(Label(640, 432, self.summary(), size=14, color=INK_DIM, center=True, name="summary"))
        root.add(Button(120, 560, 200, 54, self.label("back"), "back", size=20, on_click=self.app.pop))
        root.add(Button(540, 560, 200, 54, self.label("options"), "options", size=20, on_click=self.open_options))
        root.add(Button(960, 560, 200, 54, self.label("start"), "start", size=22, accent=GOOD, on_click=self.start))
        self.toast = root.add(Toast(320, 480, 640))

    def summary(self) -> str:
        from game.ui import games
        shown = [f"{o.label.get(self.lang)}: {games.value_label(o, self.options.get(o.id, o.default), self.lang)}"
                 for o in self.info.options if self.options.get(o.id, o.default) != o.default]
        return " · ".join(shown)

    def enter(self) -> None:
        super().enter()
        self.build()

    def set_players(self, n: int) -> None:
        self.players = n
        self.build()

    def cycle(self, p: int) -> None:
        """A seat goes round: a person, then each program the game offers."""
        order = ([] if self.kind == "solo" else [PERSON]) + programs()
        now = self.seats[p]
        self.seats[p] = order[(order.index(now) + 1) % len(order)] if now in order else order[0]
        self.build()

    def open_options(self) -> None:
        from game.ui.gameoptions import GameOptionsScene
        self.app.push(GameOptionsScene(self.app, self.info, self.options))

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
