"""Solo play: after the decks (you are player 1, the program player 2), choose the program's level
among the levels the game offers (``games.levels_for``)."""
from __future__ import annotations

from typing import Any

import pygame

from . import games
from .app import BASE_W, App, Scene
from .focus import FocusRing
from .i18n import STRINGS, t
from .palette import GOLD, INK_DIM
from .widgets import Button, Label

STRINGS.update({
    "menu.solo": ("Solo vs AI", "AI와 대전"),
    "solo.level": ("Choose the AI's level", "AI 난이도를 고르세요"),
    "solo.hint": ("You play player 1; the AI plays player 2.", "당신은 플레이어 1, AI는 플레이어 2입니다."),
    "solo.keys": ("\u2191/\u2193: choose   Enter: play   Esc: back to the decks",
                  "\u2191/\u2193: 선택   Enter: 시작   Esc: 덱 선택으로"),
    "solo.none": ("{game} has no AI levels yet.", "{game}에는 아직 AI 난이도가 없습니다."),
})


class LevelPickScene(Scene):
    """Pushed over the deck picker: Esc or Back returns to the decks, a level starts the table in
    place of both."""

    ESC_BACK = True

    def __init__(self, app: App, setup: dict[str, Any], *, ruleset: str | None = None, seed: int | None = None) -> None:
        super().__init__(app)
        self.setup, self.seed = setup, seed
        self.info = games.resolve(app, ruleset)
        self.levels = games.levels_for(self.info)
        order = games.in_difficulty_order(list(self.levels))
        self.order = order
        middle = "normal" if "normal" in order else (order[len(order) // 2] if order else "back")
        self.focus_ring = FocusRing(self, default=f"button:level:{middle}" if order else "button:back")

    def enter(self) -> None:
        super().enter()
        root = self.root
        root.clear()
        lang = self.lang
        root.add(Label(BASE_W / 2, 110, t("solo.level", lang), size=34, color=GOLD, bold=True, center=True))
        hint = t("solo.hint", lang) if self.order else t("solo.none", lang, game=self.info.names.get(lang))
        root.add(Label(BASE_W / 2, 175, hint, size=18, color=INK_DIM, center=True))
        step = min(70.0, 220 / max(1, len(self.order)))
        for i, key in enumerate(self.order):
            root.add(Button(BASE_W / 2 - 170, 240 + i * step, 340, step - 14, games.program_name(self.info, key).get(lang),
                            f"level:{key}", size=22))
        root.add(Button(BASE_W / 2 - 170, 470, 340, 48, t("back", lang), "back", size=18))
        root.add(Label(BASE_W / 2, 560, t("solo.keys", lang), size=15, color=INK_DIM, center=True, name="keys"))

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind != "button":
            return False
        if event.id == "back":
            self.app.pop()
        elif event.id.startswith("level:"):
            from .table.scene import TableScene
            # the table takes the place of this screen and the deck picker under it
            level = event.id.split(":", 1)[1]
            table = TableScene.new_solo(self.app, self.setup, level, seed=self.seed, ruleset=self.info.id)
            self.app.replace(table, also=1)
        return True
