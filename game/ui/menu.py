"""The menus: first the game (every registered game with a picture of its table and its one-line
pitch, and the app-wide entries: demo, settings, quit), then the game's own menu with the modes it
offers and Resume when the saved game is one of its games. Two questions: before quitting (Esc or
Quit; the answer starts on Stay), and before a new game replaces the only saved game (naming the game it belongs to)."""
from __future__ import annotations

import os
from typing import Any, Callable

import pygame

from game.engine.errors import DataError
from game.engine.registry import MODES, RulesetInfo

from . import fonts, games
from . import solo  # noqa: F401  (its strings)
from .app import BASE_H, BASE_W, App, Scene
from .focus import FocusRing
from .i18n import STRINGS, t
from .node import Node, post
from .palette import GOLD, HILITE, INK, INK_DIM, PANEL, PANEL_EDGE, ROW_HOVER
from .pictures import table_picture
from .savedgame import saved_game_text
from .tableinfo import MenuEntry, TableEntry, table_entry
from .widgets import Button, Dialog, FitLabel, Label, Pressable, TextView, Toast

STRINGS.update({
    "menu.pick_game": ("Choose a game", "게임을 고르세요"),
    "menu.all_games": ("All games", "모든 게임"),
    "menu.saved_here": ("Saved game", "저장된 게임"),
    "menu.last_played": ("Played last", "최근 게임"),
    "menu.home_keys": ("\u2190/\u2192 or Tab: move   Enter: open   Esc: quit", "\u2190/\u2192 또는 Tab: 이동   Enter: 열기   Esc: 종료"),
    "menu.game_keys": ("\u2191/\u2193 or Tab: move   Enter: open   Esc: all games",
                       "\u2191/\u2193 또는 Tab: 이동   Enter: 열기   Esc: 모든 게임"),
})

MODE_KEYS = {"solo": "menu.solo", "hotseat": "menu.hotseat", "tutorial": "menu.tutorial", "puzzles": "menu.puzzles",
             "deckbuilder": "menu.deckbuilder", "rules": "menu.rules", "replays": "menu.replays"}
NEW_GAMES = ("solo", "hotseat")      # the modes that write the autosave
APP_ENTRIES = (("menu.demo", "demo"), ("menu.settings", "settings"), ("menu.quit", "quit"))
PER_PAGE = 5            # games side by side on the first screen: all five a visitor can play, no page hidden


def saved_games() -> set[str]:
    """The games that have a game in progress saved (each game keeps its own)."""
    from .table.session import autosave_path
    return {info.id for info in games.all_games() if os.path.exists(autosave_path(info.id))}


class GameCard(Pressable):
    """A game on the first screen: the picture of its table, its name, its pitch. Click or Enter opens
    its menu. The game the saved game belongs to, and the game played last, say so."""

    focusable = True

    def __init__(self, x: float, y: float, w: float, h: float, info: RulesetInfo, *, pic_h: float, lang: str,
                 tags: list[str], pitch_px: float = 16.0) -> None:
        super().__init__(x, y, w, h, name=f"game:{info.id}")
        self.info, self.pic_h, self.lang, self.tags = info, pic_h, lang, tags
        self.pitch_px = pitch_px    # logical pixels: the menu sizes every pitch so each is whole

    def activate(self) -> None:
        post("button", id=f"game:{self.info.id}")

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        rad = int(10 * s)
        # hover only lightens the face: an outline in the ring's colour would look like the keyboard focus
        pygame.draw.rect(surface, ROW_HOVER if self.hover else PANEL, r, border_radius=rad)
        pygame.draw.rect(surface, PANEL_EDGE, r, width=max(1, int(2 * s)), border_radius=rad)
        pad = int(12 * s)
        pic = pygame.Rect(r.x + pad, r.y + pad, r.w - 2 * pad, int(self.pic_h * s))
        surface.blit(table_picture(self.info, pic.w, pic.h, self.lang), pic.topleft)
        y = pic.bottom + 10 * s
        name_px = fonts.reading(26) * s
        name = fonts.text(self.info.names.get(self.lang), name_px, GOLD, True)
        if name.get_width() > r.w - 2 * pad:      # five games side by side: a long name shrinks, never spills
            name = fonts.text(self.info.names.get(self.lang), name_px * (r.w - 2 * pad) / name.get_width(), GOLD, True)
        surface.blit(name, (r.x + pad, y))
        y += name_px * 1.3
        pitch_px = self.pitch_px * s
        for line in fonts.wrap(self.info.pitch.get(self.lang), pitch_px, r.w - 2 * pad):
            surface.blit(fonts.text(line, pitch_px, INK), (r.x + pad, y))
            y += pitch_px * 1.3
        x = pic.right - 8 * s
        for tag in self.tags:            # pills over the picture's top right corner
            img = fonts.text(tag, fonts.reading(14) * s, INK, True)
            box = img.get_rect(topright=(int(x), int(pic.y + 8 * s))).inflate(int(14 * s), int(6 * s))
            pygame.draw.rect(surface, (18, 20, 26), box, border_radius=box.h // 2)
            pygame.draw.rect(surface, GOLD, box, width=max(1, int(2 * s)), border_radius=box.h // 2)
            surface.blit(img, img.get_rect(center=box.center))
            x = box.left - 6 * s


class MainMenu(Scene):
    """The first screen: the games, then demo, settings and quit."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.page = 0
        self.focus_ring = FocusRing(self, order=lambda: list(self.buttons), default=self.default_focus)
        self.build()

    def default_focus(self) -> str:
        return f"game:{games.current(self.app).id}"

    def build(self) -> None:
        self.root.clear()
        lang = self.lang
        title_px, sub_px = fonts.reading(54), fonts.reading(24)
        y = 40.0
        self.title = self.root.add(Label(BASE_W / 2, y, t("title", lang), size=54, color=GOLD, bold=True, center=True,
                                         name="title"))
        y += title_px * 1.22
        self.subtitle = self.root.add(Label(BASE_W / 2, y, t("menu.pick_game", lang), size=24, color=INK_DIM,
                                            center=True, name="subtitle"))
        y += sub_px * 1.25 + 14
        hint_px = fonts.reading(15)
        keys_top = BASE_H - 10 - hint_px * 1.3
        row_h = 46.0 + 6 * (fonts.reading(1.0) - 1)
        row_y = keys_top - 10 - row_h
        every = games.all_games()
        pages = max(1, -(-len(every) // PER_PAGE))
        self.page = min(self.page, pages - 1)
        shown = every[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        n = max(1, len(shown))
        gap = 30.0 if n <= 3 else 18.0
        side = 40.0 if pages == 1 else 64.0     # room for the page arrows beside the cards
        card_w = min(440.0, (BASE_W - 2 * side - (n - 1) * gap) / n)
        card_h = row_y - 16 - y
        # every pitch is drawn whole (it was cut after five lines, mid-sentence, at large text): the
        # picture gives way first, down to a strip; only then the pitch's words shrink, never below 100 %
        pitch_px = fonts.reading(16)
        while True:
            lines = max([len(fonts.wrap(i.pitch.get(lang), pitch_px, card_w - 24)) for i in shown] + [1])
            text_h = fonts.reading(26) * 1.3 + max(3, lines) * pitch_px * 1.3 + 22
            if card_h - text_h - 24 >= 60 or pitch_px <= 16:
                break
            pitch_px = max(16.0, pitch_px - 0.5)
        pic_h = max(60.0, min(card_w * 9 / 16 - 12, card_h - text_h - 24))
        room = card_h
        card_h = min(card_h, pic_h + text_h + 24)
        y += (room - card_h) / 2              # the cards in the middle of the room they have
        x0 = (BASE_W - (n * card_w + (n - 1) * gap)) / 2
        saved = saved_games()
        last = games.find(self.app.settings.last_game)
        self.cards: list[GameCard] = []
        for i, info in enumerate(shown):
            tags = ([t("menu.saved_here", lang)] if info.id in saved else []) + \
                ([t("menu.last_played", lang)] if last is not None and last.id == info.id else [])
            card = GameCard(x0 + i * (card_w + gap), y, card_w, card_h, info, pic_h=pic_h, lang=lang, tags=tags,
                            pitch_px=pitch_px)
            self.cards.append(self.root.add(card))
        self.buttons: list[Any] = list(self.cards)
        if pages > 1:
            for bid, label, x in (("page_prev", "\u25c0", 10), ("page_next", "\u25b6", BASE_W - 50)):
                b = Button(x, y + card_h / 2 - 22, 40, 44, label, bid, size=18)
                self.buttons.append(self.root.add(b))
        bw = 220.0
        bx = (BASE_W - len(APP_ENTRIES) * bw - (len(APP_ENTRIES) - 1) * 20) / 2
        for i, (key, bid) in enumerate(APP_ENTRIES):
            b = Button(bx + i * (bw + 20), row_y, bw, row_h, t(key, lang), bid, size=20)
            self.buttons.append(self.root.add(b))
        self.root.add(Label(BASE_W / 2, keys_top, t("menu.home_keys", lang), size=15, color=INK_DIM, center=True,
                            name="keys"))
        self.toast = self.root.add(Toast(BASE_W / 2 - 320, 0, 640, bottom=BASE_H - 8))
        self.dialog = self.root.add(Dialog())

    def enter(self) -> None:
        super().enter()
        self.build()

    def ask_quit(self) -> None:
        lang = self.lang
        # the answer starts on Stay: an Enter or Space pressed once too often (a player tabbing from
        # Settings to Quit) keeps the app open
        self.dialog.open(t("menu.quit_title", lang), t("menu.quit_body", lang) if saved_games() else "",
                         [(t("menu.quit_yes", lang), "quit"), (t("menu.quit_no", lang), "dialog_cancel")],
                         cancel="dialog_cancel", default="dialog_cancel", keys=t("dialog.keys", lang))

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
        answered = self.dialog.visible
        if answered:
            self.dialog.close()
            if bid == "dialog_cancel":
                return True
        if bid == "quit" and answered:
            self.app.running = False
        elif bid == "quit":            # the Quit button asks too, as Esc does
            self.ask_quit()
        elif bid.startswith("game:"):
            self.app.push(GameMenuScene(self.app, bid[5:]))
        elif bid in ("page_prev", "page_next"):
            self.page += 1 if bid == "page_next" else -1
            self.page = max(0, self.page)
            self.build()
        elif bid == "demo":
            from .demo import DemoScene
            self.app.push(DemoScene(self.app))
        elif bid == "settings":
            from .settings_scene import SettingsScene
            self.app.push(SettingsScene(self.app))
        return True


class GameMenuScene(Scene):
    """One game's menu: Resume (when the saved game is this game's), the modes the game offers, and
    the way back to all games."""

    def __init__(self, app: App, ruleset: str) -> None:
        super().__init__(app)
        self.info = games.choose(app, ruleset)        # the game picked last, for the next start
        self.pending: Callable[[], None] | None = None    # the new game waiting for the answer
        self.focus_ring = FocusRing(self, order=lambda: list(self.buttons))
        self.build()

    def build(self) -> None:
        from .table.session import autosave_path
        self.root.clear()
        lang, info = self.lang, self.info
        self.title = self.root.add(FitLabel(60, 30, info.names.get(lang), max_w=BASE_W - 120, size=44, color=GOLD,
                                            bold=True, name="title"))
        top = 30 + fonts.reading(44) * 1.3 + 10
        hint_px = fonts.reading(15)
        keys_top = BASE_H - 10 - hint_px * 1.3
        # the picture and the pitch on the left
        pic_w = 600.0
        pic_h = min(pic_w * 9 / 16, keys_top - 20 - top - 4 * fonts.reading(17) * 1.3)
        self.root.add(Picture(60, top, pic_w, pic_h, info, self.lang))
        # this game's saved game, which it can show (a game without a table yet cannot resume one)
        plays = any(m in info.modes for m in NEW_GAMES)
        self.resume_offered = plays and os.path.exists(autosave_path(info.id))
        lines: list[tuple[str, Any]] = [(info.pitch.get(lang), INK)]
        pitch = self.root.add(TextView(60, top + pic_h + 14, pic_w, keys_top - 10 - (top + pic_h + 14), size=17,
                                       name="pitch"))
        pitch.items = lines
        # the column of modes on the right; a game may name its modes its own way, add its own ways to
        # start a game after its solo (Clash of Decks' duel against the program) and, after those, formats
        # with screens of their own (Clash of Decks' mutation league)
        self.entry: TableEntry = (table_entry(info) if plays else None) or TableEntry()
        self.own: dict[str, MenuEntry] = {e.id: e for e in self.entry.entries}
        modes = [m for m in MODES if m in info.modes]
        at = modes.index("solo") + 1 if "solo" in modes else 0
        modes[at:at] = [*self.entry.starts(), *self.own]
        labels = {**self.entry.labels, **dict(self.entry.modes), **{e.id: e.label for e in self.entry.entries}}
        entries = ([("menu.resume", "resume")] if self.resume_offered else []) + \
            [(MODE_KEYS.get(m, m), m) for m in modes] + [("menu.all_games", "all_games")]
        col_x, col_w = 720.0, 480.0
        bottom = keys_top - 10
        step = min(62.0, (bottom - top) / len(entries))
        height = min(50.0 + 6 * (fonts.reading(1.0) - 1), step - 8)
        self.buttons: list[Button] = []
        for i, (key, bid) in enumerate(entries):
            label = labels[bid].get(lang) if bid in labels else t(key, lang)
            b = Button(col_x, top + i * step, col_w, height, label, bid, size=22 if step >= 56 else 19,
                       accent=HILITE if bid == "all_games" else GOLD)
            self.buttons.append(self.root.add(b))
        self.root.add(Label(BASE_W / 2, keys_top, t("menu.game_keys", lang), size=15, color=INK_DIM, center=True,
                            name="keys"))
        self.toast = self.root.add(Toast(BASE_W / 2 - 320, 0, 640, bottom=BASE_H - 8))
        self.dialog = self.root.add(Dialog())

    def enter(self) -> None:
        super().enter()
        self.build()

    def ask_replace(self, start: Callable[[], None]) -> None:
        """A new game would overwrite the autosave, the only saved game: say which game it is and ask."""
        lang = self.lang
        what = saved_game_text(lang, self.info.id)
        body = t("menu.replace_body", lang, what=what) if what else t("menu.replace_body_unknown", lang)
        self.pending = start
        buttons = [(t("menu.replace_yes", lang), "replace_yes")]
        if self.resume_offered:
            buttons.append((t("menu.resume", lang), "resume"))
        buttons.append((t("cancel", lang), "dialog_cancel"))
        self.dialog.open(t("menu.replace_title", lang), body, buttons, cancel="dialog_cancel",
                         default="dialog_cancel", keys=t("dialog.keys", lang))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.dialog.visible:
            self.app.pop()
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
        starts = NEW_GAMES + self.entry.starts()
        if bid in starts and self.resume_offered and self.pending is None:
            self.ask_replace(lambda: self.start(bid))
            return True
        info = self.info
        if bid in self.own:
            self.app.push(self.own[bid].opener(self.app))
        elif bid == "all_games":
            self.app.pop()
        elif bid in starts:
            self.start(bid)
        elif bid == "resume":
            from .table.scene import TableScene
            scene = TableScene.resume(self.app, self.info.id)
            if isinstance(scene, str):
                self.toast.show(t("resume_failed", self.lang, why=scene), seconds=8)
            else:
                self.app.push(scene)
        elif bid in ("puzzles", "tutorial"):
            from .puzzles_scene import PuzzleListScene, TutorialListScene
            self.app.push(PuzzleListScene(self.app) if bid == "puzzles" else TutorialListScene(self.app))
        elif bid == "deckbuilder":
            from .deckbuilder import DeckBuilderScene
            self.app.push(DeckBuilderScene(self.app, ruleset=info.id))
        elif bid == "rules":
            from .rules_scene import RulesScene
            self.app.push(RulesScene(self.app, ruleset=info.id))
        elif bid == "replays":
            from .replay_scene import ReplayListScene
            self.app.push(ReplayListScene(self.app))
        return True

    def start(self, kind: str) -> None:
        """The seat screen where the game has one; else the deck picker (and the game's options), then
        (solo) the program's level, then the table."""
        from .deckpick import DeckPickScene
        from .seatsetup import SeatSetupScene
        info = self.info
        entry = table_entry(info) or TableEntry()
        seating = entry.seating     # a game that seats people and programs first: the seat screen
        if seating is not None and kind in seating.kinds:
            self.app.push(SeatSetupScene(self.app, kind, ruleset=info.id))
            return
        own = entry.menu_setup      # the game turns the picker's setup into its own
        if own is not None and (kind == "hotseat" or entry.rules_solo or kind in entry.starts()):
            from .table.scene import TableScene
            after = entry.menu_next     # the game's own step before the table, if any

            def begin(setup: dict[str, Any]) -> None:
                try:
                    nxt = after(self.app, own(setup, kind, dict(pick.options)), kind, pick.seed) if after else None
                except DataError as exc:
                    pick.toast.show(exc.reason(self.lang), seconds=8)
                    return
                if nxt is not None:
                    self.app.push(nxt)
                    return
                try:
                    scene = TableScene.new_hotseat(self.app, own(setup, kind, dict(pick.options)), pick.seed,
                                                   ruleset=info.id)
                except DataError as exc:      # options that do not go together: say so, stay on the picker
                    pick.toast.show(exc.reason(self.lang), seconds=8)
                    return
                self.app.replace(scene)

            pick = DeckPickScene(self.app, begin, ruleset=info.id, seats=1 if kind == "solo" else None)
        elif kind == "hotseat":
            from .table.scene import TableScene

            def play(setup: dict[str, Any]) -> None:
                self.app.replace(TableScene.new_hotseat(self.app, setup, pick.seed, ruleset=info.id))

            pick = DeckPickScene(self.app, play, ruleset=info.id)
        else:
            from .solo import LevelPickScene

            def choose_level(setup: dict[str, Any]) -> None:   # Esc there goes back to the decks
                self.app.push(LevelPickScene(self.app, setup, ruleset=info.id, seed=pick.seed))

            pick = DeckPickScene(self.app, choose_level, ruleset=info.id)
        self.app.push(pick)


class Picture(Node):
    """The picture of a game's table (or the drawn stand-in of a game without one)."""

    def __init__(self, x: float, y: float, w: float, h: float, info: RulesetInfo, lang: str = "en") -> None:
        super().__init__(x, y, w, h, name="picture")
        self.info = info
        self.lang = lang

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        surface.blit(table_picture(self.info, r.w, r.h, self.lang), r.topleft)
        pygame.draw.rect(surface, PANEL_EDGE, r, width=max(1, int(2 * self.world_scale())), border_radius=6)
