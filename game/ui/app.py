"""The window, the loop and the stack of scenes.

The loop runs at the full frame rate only while something changes: after the player's input,
and while the frames it draws differ from the last one shown. A screen that has stayed the same
is drawn a few times a second (timers, a message timing out, a program's answer still come
through) and reaches the display only when it differs, so an idle menu or a table waiting for a
move costs a few percent of a core instead of redrawing and flipping 60 times a second.
"""
from __future__ import annotations

import os
import sys
import time
import zlib
from typing import Callable

import pygame

from game.engine.errors import DataError

from .focus import FocusRing
from .i18n import STRINGS, t
from .node import UI_EVENT, Node
from .palette import BAD, FELT_DARK, GOLD
from .settings import Settings, load_settings, save_settings

STRINGS.update({
    "data.moved": ("Your saved data moved from {old} to {new}.", "저장된 데이터를 옮겼습니다: {old} → {new}"),
    "data.broken": ("A data file of the app is broken, so that could not open: {why}",
                    "앱의 데이터 파일이 손상되어 열 수 없습니다: {why}"),
})

BASE_W, BASE_H = 1280, 720
MIN_W, MIN_H = 1024, 600

FULL_RATE = 60              # frames a second while something moves or the player acts
IDLE_TICK = 0.25            # seconds between frames once the screen has stayed still
AFTER_INPUT = 1.0           # seconds of full rate after the player's last input (hover, clicks, keys)
AFTER_CHANGE = 0.15         # ... and after the last frame that looked different (a moving card)
POLL_MS = 20                # while idle, how often the event queue is looked at (input latency)
MAX_DT = 0.25               # the longest step a frame may take (an idle tick, a stall)
INPUT_EVENTS = frozenset((pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL,
                          pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.TEXTEDITING, pygame.FINGERDOWN,
                          pygame.FINGERUP, pygame.FINGERMOTION))
# the window lost or regained its pixels: show the next frame whatever it looks like
WINDOW_EVENTS = frozenset((pygame.VIDEOEXPOSE, pygame.VIDEORESIZE, pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN,
                           pygame.WINDOWRESTORED, pygame.WINDOWSIZECHANGED, pygame.WINDOWMAXIMIZED,
                           pygame.WINDOWFOCUSGAINED))


class FramePacer:
    """When the next frame runs and whether it reaches the display.

    A frame's pixels are fingerprinted (CRC-32 of the screen buffer, about 2 ms at 1280x720,
    far less than a flip); a frame like the last one shown is not flipped. The loop stays at
    the full rate for ``AFTER_INPUT`` seconds after input and ``AFTER_CHANGE`` seconds after a
    frame that changed, so anything that moves keeps moving smoothly; otherwise it idles."""

    def __init__(self) -> None:
        self.active_until = 0.0
        self.last: int | None = None
        self.can_compare = True

    def input(self, now: float) -> None:
        self.active_until = max(self.active_until, now + AFTER_INPUT)

    def invalidate(self) -> None:
        self.last = None

    def idle(self, now: float) -> bool:
        return now >= self.active_until

    def changed(self, screen: pygame.Surface, now: float) -> bool:
        """Whether this frame differs from the last one shown (and so must be flipped)."""
        if not self.can_compare:
            self.active_until = max(self.active_until, now + AFTER_CHANGE)
            return True
        try:
            print_ = zlib.crc32(screen.get_view("0"))
        except (pygame.error, ValueError, TypeError):   # a display whose pixels cannot be read
            self.can_compare = False
            return self.changed(screen, now)
        if print_ == self.last:
            return False
        self.last = print_
        self.active_until = max(self.active_until, now + AFTER_CHANGE)
        return True


class Scene:
    """A screen of the app. Its nodes live in a 1280x720 logical space that the app scales
    to the window, so layouts are written once and stay sharp at every size."""

    ESC_BACK = False      # Esc leaves the screen (back to the one under it)

    def __init__(self, app: "App") -> None:
        self.app = app
        self.root = Node(0, 0, BASE_W, BASE_H, name="root")
        self.focus_ring: FocusRing | None = None   # keyboard focus, for scenes that adopt it (focus.py)

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
        if self.ESC_BACK and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        if event.type == UI_EVENT:
            return self.on_ui(event)
        ring = self.focus_ring
        if ring is not None:
            if event.type == pygame.KEYDOWN and ring.handle_key(event):
                return True
            ring.pointer(event)
        return self.root.handle_event(event)

    def on_ui(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        self.root.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT_DARK)
        self.root.draw(surface)
        if self.focus_ring is not None:
            self.focus_ring.draw(surface)

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
        self.pacer = FramePacer()
        pygame.display.set_caption("Tabletop Cards")
        self.screen = self._open_window(size, settings.fullscreen)
        self.clock = pygame.time.Clock()
        self.now: Callable[[], float] = time.perf_counter
        self.last_frame = self.now()
        self.flips = 0
        self.scenes: list[Scene] = []
        self.running = True
        self.frame_ms: list[float] = []
        self.frame_no = 0          # frames drawn (the table's layer tells a screen it drew last from another)
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
        if toast.time_left > 0 and text in toast.text.split("\n"):   # said already (a save failing at every move)
            toast.time_left = max(seconds, toast.time_left)
            return
        if toast.time_left > 0 and toast.text:
            text = f"{toast.text}\n{text}"
            seconds = max(seconds, toast.time_left)
            color = BAD if BAD in (color, toast.color) else color
        toast.show(text, seconds=seconds, color=color)

    def _check_saved_data(self) -> None:
        from game.util.files import clean_temp_files

        from .autosave import check_autosaves
        from .paths import data_dir, take_migration
        from .progress import check_progress
        lang = self.settings.language
        moved = take_migration()
        if moved is not None:
            self.notify(t("data.moved", lang, old=moved[0], new=moved[1]))
        clean_temp_files(data_dir())        # what a save killed half-way left: never a file of the player's
        for report in check_autosaves():
            self.notify(report.message(lang), color=BAD)
        progress = check_progress()
        if progress is not None:
            self.notify(progress.message(lang), color=BAD)

    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        self.pacer.invalidate()   # a new window shows nothing until the next flip
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
            from . import saving
            saving.failed("settings", exc)

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

    def replace(self, scene: Scene, *, also: int = 0) -> None:
        """Put ``scene`` in place of the top scene and ``also`` more under it (a deck picker and
        the level picker over it both give way to the table)."""
        for _ in range(1 + also):
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
            self.pacer.invalidate()
            for scene in self.scenes:
                scene.layout()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == UI_EVENT and getattr(event, "kind", "") == "save_failed":   # from any writer (saving.py)
            from . import saving
            self.notify(saving.message(event.what, event.why, self.settings.language), color=BAD)
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

    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: events, update, draw. Tests call this directly with a fixed dt."""
        for event in pygame.event.get() if events is None else events:
            self.handle(event)
            if not self.running:
                return
        self.scene.update(dt)
        self.notices.update(dt)
        t0 = time.perf_counter()
        self.frame_no += 1
        self.scene.draw(self.screen)
        if self.notice.time_left > 0 and self._place_notices():
            self.notices.draw(self.screen)
        self.frame_ms.append((time.perf_counter() - t0) * 1000)
        if len(self.frame_ms) > 600:
            del self.frame_ms[:300]

    def wait_events(self, seconds: float) -> list[pygame.event.Event]:
        """Sleep until events arrive or ``seconds`` pass; the events that came. (Short sleeps and a
        look at the queue: pygame.event.wait with a timeout polls and costs more than this.)"""
        end = self.now() + seconds
        while not pygame.event.peek() and self.now() < end:
            pygame.time.wait(POLL_MS)
        return pygame.event.get()

    def tick(self) -> None:
        """One turn of the loop: wait for the frame (long when all is still), run it, and show it
        if it looks different from what is on the display."""
        pacer = self.pacer
        if pacer.idle(self.now()):
            events = self.wait_events(IDLE_TICK)
        else:
            self.clock.tick(FULL_RATE)
            events = pygame.event.get()
        now = self.now()
        dt, self.last_frame = now - self.last_frame, now
        if any(e.type in INPUT_EVENTS for e in events):
            pacer.input(now)
        if any(e.type in WINDOW_EVENTS for e in events):
            pacer.invalidate()
        self.step(min(max(dt, 0.0), MAX_DT), events)
        if self.running and self.scenes and pacer.changed(self.screen, now):
            pygame.display.flip()
            self.flips += 1

    def run(self) -> int:
        self.last_frame = self.now()
        while self.running and self.scenes:
            self.tick()
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
            app.push(DemoScene(app, fullscreen=not windowed, kiosk=True))
        except DataError as exc:   # not one deck left to play: the menu says why
            app.report_broken_data(exc)
    return app.run()


