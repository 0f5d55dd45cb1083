"""The main menu."""
from __future__ import annotations

import os

import pygame

from .app import BASE_W, App, Scene
from .i18n import t
from .palette import GOLD, INK_DIM
from . import solo  # noqa: F401  (its strings)
from .widgets import Button, Label, Toast


class MainMenu(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.build()

    def build(self) -> None:
        from .table.session import autosave_path
        self.root.clear()
        lang = self.lang
        self.root.add(Label(BASE_W / 2, 62, t("title", lang), size=54, color=GOLD, bold=True, center=True))
        self.root.add(Label(BASE_W / 2, 132, t("lanes", lang), size=24, color=INK_DIM, center=True))
        entries = []
        if os.path.exists(autosave_path()):
            entries.append(("menu.resume", "resume"))
        entries += [("menu.solo", "solo"), ("menu.hotseat", "hotseat"), ("menu.tutorial", "tutorial"), ("menu.puzzles", "puzzles"),
                    ("menu.deckbuilder", "deckbuilder"), ("menu.rules", "rules"),
                    ("menu.replays", "replays"), ("menu.demo", "demo"), ("menu.settings", "settings"), ("menu.quit", "quit")]
        self.buttons = []
        # 56 px steps while they fit; with more entries the steps shrink so the column and the line
        # under it stay above the bottom of the 720 px screen
        top = 176
        step = min(56.0, (676 - top) / len(entries))
        height = min(46.0, step - 6)
        for i, (key, bid) in enumerate(entries):
            b = Button(BASE_W / 2 - 160, top + i * step, 320, height, t(key, lang), bid, size=21 if step >= 52 else 19)
            self.buttons.append(self.root.add(b))
        self.root.add(Label(BASE_W / 2, top + len(entries) * step + 6, t("menu.more_games", lang), size=16,
                            color=INK_DIM, center=True))
        self.toast = self.root.add(Toast(BASE_W / 2 - 300, 640, 600))
        self.focus = -1

    def enter(self) -> None:
        super().enter()
        self.build()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP):
            step = -1 if event.key == pygame.K_UP or (event.mod & pygame.KMOD_SHIFT) else 1
            self.focus = (self.focus + step) % len(self.buttons)
            for i, b in enumerate(self.buttons):
                b.focused = i == self.focus
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE) and self.focus >= 0:
            self.buttons[self.focus].click()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.running = False
            return True
        return super().handle_event(event)

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "refused":
            self.toast.show(event.text)
            return True
        if event.kind != "button":
            return False
        bid = event.id
        if bid == "quit":
            self.app.running = False
        elif bid == "hotseat":
            from .deckpick import DeckPickScene
            from .table.scene import TableScene

            def start(setup: dict) -> None:
                self.app.replace(TableScene.new_hotseat(self.app, setup))

            self.app.push(DeckPickScene(self.app, start))
        elif bid == "solo":
            from .deckpick import DeckPickScene
            from .solo import LevelPickScene

            def choose_level(setup: dict) -> None:
                self.app.replace(LevelPickScene(self.app, setup))

            self.app.push(DeckPickScene(self.app, choose_level))
        elif bid == "resume":
            from .table.scene import TableScene
            scene = TableScene.resume(self.app)
            if isinstance(scene, str):
                self.toast.show(t("resume_failed", self.lang, why=scene), seconds=8)
            else:
                self.app.push(scene)
        elif bid == "demo":
            from .demo import DemoScene
            self.app.push(DemoScene(self.app))
        elif bid in ("puzzles", "tutorial"):
            from .puzzles_scene import PuzzleListScene, TutorialListScene
            self.app.push(PuzzleListScene(self.app) if bid == "puzzles" else TutorialListScene(self.app))
        elif bid == "settings":
            from .settings_scene import SettingsScene
            self.app.push(SettingsScene(self.app))
        elif bid == "deckbuilder":
            from .deckbuilder import DeckBuilderScene
            self.app.push(DeckBuilderScene(self.app))
        elif bid == "rules":
            from .rules_scene import RulesScene
            self.app.push(RulesScene(self.app))
        elif bid == "replays":
            from .replay_scene import ReplayListScene
            self.app.push(ReplayListScene(self.app))
        return True
