"""The window, the loop and the stack of scenes."""
from __future__ import annotations

import os
import sys
import time

import pygame

from game.engine.errors import DataError

from .i18n import STRINGS, t
from .node import UI_EVENT, Node
from .palette import BAD, FELT_DARK, GOLD
from .settings import Settings, load_settings, save_settings

STRINGS.update({
    "data.moved": ("Your saved data moved from {old} to {new}.", "저장된 데이터를 {old}에서 {new}(으)로 옮겼습니다."),
    "data.broken": ("A data file of the app is broken, so that could not open: {why}",
                    "앱의 데이터 파일이 손상되어 열 수 없습니다: {why}"),
})

BASE_W, BASE_H = 1280, 720
MIN_W, MIN_H = 1024, 600


class Scene:
    """A screen of the app. Its nodes live in a 1280x720 logical space that the app scales
    to the window, so layouts are written once and stay sharp at every size."""

    def __init__(self, app: "App") -> None:
        self.app = app
        self.root = Node(0, 0, BASE_W, BASE_H, name="root")

    @property
    def lang(self) -> str:
        return self.app.settings.language

    def layout(self) -> None:
        """Place the root for the current window size (letterboxed, uniform scale)."""
        w, h = self.app.size
        s = min(w / BASE_W, h / BASE_H)
        self.root.scale = s
        self.root.x = (w - BASE_W * s) / 2
        self.root.y = (h - BASE_H * s) / 2

    def enter(self) -> None:
        self.layout()

    def leave(self) -> None:
        pass

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == UI_EVENT:
            return self.on_ui(event)
        return self.root.handle_event(event)

    def on_ui(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        self.root.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT_DARK)
        self.root.draw(surface)

    def to_logical(self, pos: tuple[float, float]) -> tuple[float, float]:
        s = self.root.scale or 1.0
        return (pos[0] - self.root.x) / s, (pos[1] - self.root.y) / s


class App:
    def __init__(self, *, size: tuple[int, int] = (BASE_W, BASE_H), settings: Settings | None = None,
                 headless: bool = False, settings_path: str | None = None) -> None:
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        pygame.init()
        from . import fonts
        fonts.reset()
        self.settings_path = settings_path
        self._build_notices()
        report = None
        if settings is None:
            settings, report = load_settings(settings_path)
        self.settings = settings
        if report is not None:
            self.notify(report.message(settings.language), color=GOLD)
        fonts.set_reading_scale(settings.text_size)
        self.headless = headless
        self.size = size
        self.fullscreen = False
        pygame.display.set_caption("Tabletop Cards")
        self.screen = self._open_window(size, settings.fullscreen)
        self.clock = pygame.time.Clock()
        self.scenes: list[Scene] = []
        self.running = True
        self.frame_ms: list[float] = []
        from .sound import Sounds
        self.sounds = Sounds(self.settings)
        self._check_saved_data()

    # ----- notices: what the player must be told whatever screen is up ------------------------
    def _build_notices(self) -> None:
        from .widgets import Toast
        self.notices = Node(0, 0, BASE_W, BASE_H, name="notices")
        self.notice = self.notices.add(Toast(BASE_W / 2 - 390, 8, 780))

    def notify(self, text: str, *, seconds: float = 14.0, color: tuple[int, ...] = GOLD) -> None:
        """Show a message above every scene (a settings file ignored, an autosave kept aside); one
        that arrives while another is up is added below it. A click on it puts it away."""
        toast = self.notice
        if toast.time_left > 0 and toast.text:
            text = f"{toast.text}\n{text}"
            seconds = max(seconds, toast.time_left)
            color = BAD if BAD in (color, toast.color) else color
        toast.show(text, seconds=seconds, color=color)

    def _check_saved_data(self) -> None:
        from .autosave import check_autosave
        from .paths import take_migration
        lang = self.settings.language
        moved = take_migration()
        if moved is not None:
            self.notify(t("data.moved", lang, old=moved[0], new=moved[1]))
        report = check_autosave()
        if report is not None:
            self.notify(report.message(lang), color=BAD)

    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        flags = pygame.RESIZABLE
        if fullscreen and not self.headless:
            flags = pygame.FULLSCREEN
            self.fullscreen = True
            screen = pygame.display.set_mode((0, 0), flags)
        else:
            self.fullscreen = False
            try:
                screen = pygame.display.set_mode(size, flags, vsync=0 if self.headless else 1)
            except pygame.error:
                screen = pygame.display.set_mode(size, flags)
        self.size = screen.get_size()
        return screen

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.fullscreen
        self.screen = self._open_window((BASE_W, BASE_H), self.settings.fullscreen)
        self.save_settings()
        for scene in self.scenes:
            scene.layout()

    def save_settings(self) -> None:
        from . import fonts
        fonts.set_reading_scale(self.settings.text_size)
        try:
            save_settings(self.settings, self.settings_path)
        except OSError as exc:  # a read-only home must not stop the game
            print(f"settings not saved: {exc}", file=sys.stderr)

    # ----- scenes -------------------------------------------------------------------------
    @property
    def scene(self) -> Scene:
        return self.scenes[-1]

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> None:
        if len(self.scenes) > 1:
            self.scenes.pop().leave()
            self.scene.enter()  # a scene shown again rebuilds: the language or text size may have changed

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().leave()
        self.push(scene)

    # ----- the loop ---------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            w, h = (event.w, event.h) if event.type == pygame.VIDEORESIZE else (event.x, event.y)
            if not self.fullscreen and (w < MIN_W or h < MIN_H):
                self.screen = pygame.display.set_mode((max(w, MIN_W), max(h, MIN_H)), pygame.RESIZABLE)
            self.size = self.screen.get_size()
            for scene in self.scenes:
                scene.layout()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and self.notice.time_left > 0 and self._place_notices() \
                and self.notice.world_rect().collidepoint(event.pos):
            self.notice.time_left = 0.0
            return
        try:
            self.scene.handle_event(event)
        except DataError as exc:   # a file that cannot be used (a broken card file): say which, stay here
            self.report_broken_data(exc)

    def report_broken_data(self, exc: DataError) -> None:
        print(exc, file=sys.stderr)
        why = f"{exc.path}: " + "; ".join(" ".join(p.split()) for p in exc.problems[:3])
        self.notify(t("data.broken", self.settings.language, why=why), color=BAD)

    def _place_notices(self) -> bool:
        """Lay the notices over the current scene's 1280x720 space; False with no scene."""
        if not self.scenes:
            return False
        root = self.scene.root
        self.notices.x, self.notices.y, self.notices.scale = root.x, root.y, root.scale
        return True

    def step(self, dt: float) -> None:
        """One frame: events, update, draw. Tests call this directly with a fixed dt."""
        for event in pygame.event.get():
            self.handle(event)
            if not self.running:
                return
        self.scene.update(dt)
        self.notices.update(dt)
        t0 = time.perf_counter()
        self.scene.draw(self.screen)
        if self.notice.time_left > 0 and self._place_notices():
            self.notices.draw(self.screen)
        self.frame_ms.append((time.perf_counter() - t0) * 1000)
        if len(self.frame_ms) > 600:
            del self.frame_ms[:300]

    def run(self) -> int:
        while self.running and self.scenes:
            dt = self.clock.tick(60) / 1000.0
            self.step(min(dt, 0.05))
            pygame.display.flip()
        pygame.quit()
        return 0


def main(argv: list[str] | None = None, *, demo: bool = False, windowed: bool = False) -> int:
    """The app; ``demo``: straight into the demo's attract loop (fullscreen unless ``windowed``),
    with the menu under it for whoever leaves the demo (Ctrl+Q)."""
    from .menu import MainMenu
    app = App()
    app.push(MainMenu(app))
    if demo:
        from .demo import DemoScene
        try:
            app.push(DemoScene(app, fullscreen=not windowed))
        except DataError as exc:   # not one deck left to play: the menu says why
            app.report_broken_data(exc)
    return app.run()


