"""The main menu: the title, a column of buttons, and two questions: before quitting with Esc,
and before a new game replaces the only saved game."""
from __future__ import annotations

import os
from typing import Callable

import pygame

from . import fonts
from . import solo  # noqa: F401  (its strings)
from .app import BASE_H, BASE_W, App, Scene
from .focus import FocusRing
from .i18n import t
from .palette import GOLD, INK_DIM
from .widgets import Button, Dialog, Label, Toast

ENTRIES = (("menu.solo", "solo"), ("menu.hotseat", "hotseat"), ("menu.tutorial", "tutorial"),
           ("menu.puzzles", "puzzles"), ("menu.deckbuilder", "deckbuilder"), ("menu.rules", "rules"),
           ("menu.replays", "replays"), ("menu.demo", "demo"), ("menu.settings", "settings"), ("menu.quit", "quit"))
NEW_GAMES = ("solo", "hotseat")      # the games that write the autosave


def saved_game_text(lang: str) -> str:
    """The saved game in a few words ("turn 7 against the AI (Normal)"), or "" if it cannot be read."""
    from game.engine.match import Match
    from .table.session import autosave_path
    try:
        match = Match.load(autosave_path())
        turn = int(match.state.turn)
        seats = match.setup.get("seats") or {}
    except Exception:   # noqa: BLE001 - a broken save is Resume's to report; here it only goes unnamed
        return ""
    when = t("menu.saved_turn", lang, n=turn) if turn > 0 else t("menu.saved_start", lang)
    if seats:
        from game.ai.levels import all_levels
        level = next(iter(seats.values()))
        lv = all_levels().get(level)
        return t("menu.saved_solo", lang, when=when, level=lv.name.get(lang) if lv is not None else level)
    return t("menu.saved_hotseat", lang, when=when)


class MainMenu(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.focus_ring = FocusRing(self, order=lambda: list(self.buttons))
        self.build()

    def build(self) -> None:
        from .table.session import autosave_path
        self.root.clear()
        lang = self.lang
        # the title block is measured at the text size in use, so the column always starts below it
        title_px, sub_px = fonts.reading(54), fonts.reading(24)
        y = 40.0
        self.title = self.root.add(Label(BASE_W / 2, y, t("title", lang), size=54, color=GOLD, bold=True, center=True,
                                         name="title"))
        y += title_px * 1.22
        self.subtitle = self.root.add(Label(BASE_W / 2, y, t("lanes", lang), size=24, color=INK_DIM, center=True,
                                            name="subtitle"))
        y += sub_px * 1.25 + 14
        self.resume_offered = os.path.exists(autosave_path())
        entries = ([("menu.resume", "resume")] if self.resume_offered else []) + list(ENTRIES)
        hint_px = fonts.reading(15)
        bottom = BASE_H - 10 - hint_px * 1.3 - fonts.reading(16) * 1.3 - 6    # above the two lines at the foot
        step = min(56.0, (bottom - y) / len(entries))
        height = min(46.0, step - 6)
        self.buttons: list[Button] = []
        for i, (key, bid) in enumerate(entries):
            b = Button(BASE_W / 2 - 170, y + i * step, 340, height, t(key, lang), bid, size=21 if step >= 52 else 19)
            self.buttons.append(self.root.add(b))
        y += len(entries) * step + 4
        self.root.add(Label(BASE_W / 2, y, t("menu.more_games", lang), size=16, color=INK_DIM, center=True))
        self.root.add(Label(BASE_W / 2, BASE_H - 10 - hint_px * 1.3, t("menu.keys", lang), size=15, color=INK_DIM,
                            center=True, name="keys"))
        self.toast = self.root.add(Toast(BASE_W / 2 - 320, 0, 640, bottom=BASE_H - 8))
        self.dialog = self.root.add(Dialog())
        self.pending: Callable[[], None] | None = None    # the new game waiting for the answer

    def enter(self) -> None:
        super().enter()
        self.build()

    # ----- the questions -------------------------------------------------------------------------
    def ask_quit(self) -> None:
        lang = self.lang
        self.dialog.open(t("menu.quit_title", lang), t("menu.quit_body", lang) if self.resume_offered else "",
                         [(t("menu.quit_yes", lang), "quit"), (t("menu.quit_no", lang), "dialog_cancel")],
                         cancel="dialog_cancel", default="quit", keys=t("dialog.keys", lang))

    def ask_replace(self, start: Callable[[], None]) -> None:
        """A new game would overwrite the autosave, the only saved game: say so and ask first."""
        lang = self.lang
        what = saved_game_text(lang)
        body = t("menu.replace_body", lang, what=what) if what else t("menu.replace_body_unknown", lang)
        self.pending = start
        self.dialog.open(t("menu.replace_title", lang), body,
                         [(t("menu.replace_yes", lang), "replace_yes"), (t("menu.resume", lang), "resume"),
                          (t("cancel", lang), "dialog_cancel")], cancel="dialog_cancel", default="dialog_cancel",
                         keys=t("dialog.keys", lang))

    # ----- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.dialog.visible:
            self.ask_quit()
            self.focus_ring.shown = True     # asked from the keyboard: the answer is one key away
            return True
        return super().handle_event(event)

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "refused":
            self.toast.show(event.text)
            return True
        if event.kind != "button":
            return False
        bid = event.id
        if self.dialog.visible:
            self.dialog.close()
            pending, self.pending = self.pending, None
            if bid == "replace_yes" and pending is not None:
                pending()
                return True
            if bid == "dialog_cancel":
                return True
        if bid in NEW_GAMES and self.resume_offered and self.pending is None:
            self.ask_replace(lambda: self.start(bid))
            return True
        if bid == "quit":
            self.app.running = False
        elif bid in NEW_GAMES:
            self.start(bid)
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

    def start(self, kind: str) -> None:
        """The deck picker, then (solo) the program's level, then the table."""
        from .deckpick import DeckPickScene
        if kind == "hotseat":
            from .table.scene import TableScene

            def play(setup: dict) -> None:
                self.app.replace(TableScene.new_hotseat(self.app, setup))

            self.app.push(DeckPickScene(self.app, play))
        else:
            from .solo import LevelPickScene

            def choose_level(setup: dict) -> None:
                self.app.push(LevelPickScene(self.app, setup))   # Esc there goes back to the decks

            self.app.push(DeckPickScene(self.app, choose_level))
