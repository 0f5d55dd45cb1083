"""The app's loop: full frame rate while something moves or the player acts, a few frames a
second (and no flips) while the screen stays the same. Driven with a fake clock, headless."""
from __future__ import annotations

import zlib

import pygame
import pytest

from game.ui import app as app_module
from game.ui.app import AFTER_INPUT, FULL_RATE, IDLE_TICK, App, Scene
from game.ui.menu import MainMenu
from game.ui.node import Node
from game.ui.settings import Settings


class FakeTime:
    """The loop's clock and sleeps, without sleeping."""

    def __init__(self) -> None:
        self.t = 100.0
        self.full_frames = 0
        self.idle_waits = 0

    def now(self) -> float:
        return self.t

    def tick(self, fps: int) -> int:
        self.full_frames += 1
        self.t += 1 / fps
        return int(1000 / fps)

    def wait_events(self, seconds: float) -> list[pygame.event.Event]:
        pending = pygame.event.get()
        if not pending:      # nothing came: the whole wait passes
            self.idle_waits += 1
            self.t += seconds
        return pending


@pytest.fixture
def timed(home, monkeypatch):
    a = App(headless=True, settings=Settings(sound=False), settings_path=str(home / "s.toml"))
    clock = FakeTime()
    a.now = clock.now
    a.last_frame = clock.now()
    a.clock = clock                       # tick(fps) at the full rate
    a.wait_events = clock.wait_events     # the idle wait
    monkeypatch.setattr(app_module.pygame.display, "flip", lambda: None)
    yield a, clock
    pygame.quit()


def run_for(app: App, clock: FakeTime, seconds: float) -> int:
    frames = 0
    end = clock.t + seconds
    while clock.t < end:
        app.tick()
        frames += 1
    return frames


def fingerprint(app: App) -> int:
    return zlib.crc32(app.screen.get_view("0"))


class Drifter(Node):
    """Something that moves a pixel every frame."""

    def update(self, dt: float) -> None:
        self.x = (self.x + 1) % 1000

    def draw_self(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (200, 200, 200), self.world_rect())


def test_a_still_menu_is_shown_once_then_drawn_a_few_times_a_second(timed) -> None:
    app, clock = timed
    app.push(MainMenu(app))
    frames = run_for(app, clock, 10.0)
    assert app.flips == 1                                  # the first frame; nothing changed after it
    # the first second or so at the full rate (the window just opened), then idle ticks
    assert frames <= FULL_RATE * (AFTER_INPUT + 0.5) + 10 / IDLE_TICK
    assert clock.idle_waits >= (10 - AFTER_INPUT - 0.5) / IDLE_TICK - 1


def test_something_moving_is_shown_every_frame_at_the_full_rate(timed) -> None:
    app, clock = timed
    scene = Scene(app)
    scene.root.add(Drifter(0, 100, 40, 40))
    app.push(scene)
    frames = run_for(app, clock, 3.0)
    assert clock.idle_waits == 0
    assert app.flips == frames >= 3 * FULL_RATE - 1


def test_input_wakes_an_idle_screen_at_once(timed) -> None:
    app, clock = timed
    app.push(MainMenu(app))
    run_for(app, clock, 5.0)
    waits = clock.idle_waits
    full = clock.full_frames
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    app.tick()                      # the idle wait returns with the motion
    run_for(app, clock, AFTER_INPUT * 0.9)
    assert clock.idle_waits == waits                # no idle wait while the player is there
    assert clock.full_frames - full >= FULL_RATE * AFTER_INPUT * 0.8


def test_a_message_still_times_out_and_leaves_the_screen_while_idle(timed) -> None:
    app, clock = timed
    menu = MainMenu(app)
    app.push(menu)
    run_for(app, clock, 2.0)
    clean = fingerprint(app)
    menu.toast.show("Saved.", seconds=3.0)
    run_for(app, clock, 0.5)
    assert fingerprint(app) != clean and app.flips == 2          # the message reached the screen
    run_for(app, clock, 4.0)
    assert menu.toast.time_left == 0 and fingerprint(app) == clean   # and is gone from it
    assert clock.idle_waits > 0 and app.flips >= 3


def test_a_resized_window_is_shown_again_even_if_it_looks_the_same(timed) -> None:
    app, clock = timed
    app.push(MainMenu(app))
    run_for(app, clock, 3.0)
    flips = app.flips
    pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))
    run_for(app, clock, 0.5)
    assert app.flips == flips + 1
