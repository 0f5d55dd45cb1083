"""The settings screen, driven headless through real mouse and keyboard events."""
from __future__ import annotations

import pygame
import pytest

from game.ui.app import App, Scene
from game.ui.settings import load_settings
from game.ui.settings_scene import ROWS, FitLabel, SettingsScene


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_CARDS_HOME", str(tmp_path))
    a = App(headless=True, settings_path=str(tmp_path / "s.toml"))
    a.push(Scene(a))            # something to go back to
    return a


@pytest.fixture
def scene(app) -> SettingsScene:
    s = SettingsScene(app)
    app.push(s)
    app.step(1 / 60)
    return s


def click(app: App, node) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=node.world_rect().center))
    app.step(1 / 60)   # the click posts a UI event
    app.step(1 / 60)   # which the scene handles


def key(app: App, k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    app.step(1 / 60)


def saved(app: App):
    settings, problem = load_settings(app.settings_path)
    assert problem is None
    return settings


def test_every_setting_has_a_labelled_control(scene) -> None:
    fields = {r.field for r in ROWS}
    assert fields == {"language", "animation_speed", "program_pace", "reduced_motion", "sound", "volume",
                      "colorblind_palette", "text_size", "fullscreen", "demo_idle_seconds"}
    for row in ROWS:
        label = scene.root.find(f"label:{row.key}")
        assert label is not None and label.text and not label.text.startswith("settings.")
        assert scene.root.find(f"help:{row.key}").text
        assert scene.controls[row.key]


def test_clicking_language_relabels_at_once_and_saves(app, scene) -> None:
    assert scene.button("language").label == "English"
    click(app, scene.button("language"))
    assert app.settings.language == "ko"
    assert scene.button("language").label == "한국어"
    assert scene.root.find("label:speed").text == "애니메이션 속도"
    assert scene.back_button.label == "뒤로"
    assert scene.button("sound").label == "켜짐"
    assert saved(app).language == "ko"
    click(app, scene.button("language"))
    assert app.settings.language == "en" and saved(app).language == "en"
    assert scene.root.find("label:speed").text == "Animation speed"


def test_programs_turns_go_normal_fast_instant_in_both_languages_and_are_saved(app, scene) -> None:
    assert app.settings.program_pace == "normal"
    assert scene.root.find("label:program_pace").text == "Programs' turns"
    assert scene.button("program_pace").label == "Normal: 4 s at most"
    click(app, scene.button("program_pace"))
    assert scene.button("program_pace").label == "Fast: 1.5 s at most" and saved(app).program_pace == "fast"
    click(app, scene.button("program_pace"))
    assert scene.button("program_pace").label == "Instant" and saved(app).program_pace == "instant"
    click(app, scene.button("language"))
    assert scene.root.find("label:program_pace").text == "프로그램의 턴"
    assert scene.button("program_pace").label == "즉시"
    assert "내 수" in scene.root.find("help:program_pace").text
    click(app, scene.button("program_pace"))
    assert scene.button("program_pace").label == "보통: 최대 4초" and saved(app).program_pace == "normal"


def test_volume_stepper_clamps_and_saves(app, scene) -> None:
    dec, inc = scene.controls["volume"]
    assert app.settings.volume == pytest.approx(0.7)
    for _ in range(6):
        click(app, scene.controls["volume"][1])
    assert app.settings.volume == pytest.approx(1.0)
    assert scene.root.find("value:volume").text == "100%"
    assert not scene.controls["volume"][1].enabled        # "+" greys out at the top
    assert saved(app).volume == pytest.approx(1.0)
    for _ in range(14):
        click(app, scene.controls["volume"][0])
    assert app.settings.volume == pytest.approx(0.0)
    assert scene.root.find("value:volume").text == "0%"
    assert saved(app).volume == pytest.approx(0.0)


def test_speed_and_text_size_stay_in_range(app, scene) -> None:
    for _ in range(12):
        click(app, scene.controls["speed"][1])
    assert app.settings.animation_speed == 4.0
    for _ in range(12):
        click(app, scene.controls["speed"][0])
    assert app.settings.animation_speed == 0.25
    for _ in range(10):
        click(app, scene.controls["text_size"][1])
    assert app.settings.text_size == pytest.approx(1.5)
    for _ in range(10):
        click(app, scene.controls["text_size"][0])
    assert app.settings.text_size == pytest.approx(0.8)
    assert saved(app).text_size == pytest.approx(0.8)


def test_toggles_flip_and_save(app, scene) -> None:
    for row, field in (("reduced_motion", "reduced_motion"), ("sound", "sound"), ("palette", "colorblind_palette")):
        before = getattr(app.settings, field)
        click(app, scene.button(row))
        assert getattr(app.settings, field) is (not before)
        assert getattr(saved(app), field) is (not before)
        assert scene.button(row).label == ("On" if not before else "Off")
    assert scene.root.find("swatches").safe is True


def test_fullscreen_goes_through_the_app(app, scene, monkeypatch) -> None:
    calls = []
    real = app.toggle_fullscreen
    monkeypatch.setattr(app, "toggle_fullscreen", lambda: (calls.append(1), real()))
    click(app, scene.button("fullscreen"))
    assert calls == [1]
    assert app.settings.fullscreen is True and saved(app).fullscreen is True
    assert scene.button("fullscreen").label == "On"


def test_f11_elsewhere_shows_here(app, scene) -> None:
    key(app, pygame.K_F11)
    app.step(1 / 60)
    assert scene.button("fullscreen").label == "On"


def test_keyboard_tab_enter_and_arrows(app, scene) -> None:
    ring = scene.focus_ring
    assert ring.shown and ring.name == "row:language"   # the ring shows before any key
    key(app, pygame.K_TAB)                       # animation speed
    key(app, pygame.K_RIGHT)
    assert app.settings.animation_speed == 1.25
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert app.settings.animation_speed == 0.75
    assert saved(app).animation_speed == 0.75
    key(app, pygame.K_DOWN)                      # programs' turns (the arrows walk the rows too)
    key(app, pygame.K_RIGHT)
    assert app.settings.program_pace == "fast"
    key(app, pygame.K_LEFT)
    assert app.settings.program_pace == "normal"
    key(app, pygame.K_DOWN)                      # reduced motion
    key(app, pygame.K_RETURN)
    assert app.settings.reduced_motion is True
    key(app, pygame.K_SPACE)
    assert app.settings.reduced_motion is False
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)    # back to programs' turns, then speed
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert ring.name == "row:speed"
    key(app, pygame.K_UP)
    key(app, pygame.K_RIGHT)                     # language flips with the arrows too
    assert app.settings.language == "ko" and ring.name == "row:language"
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)    # wraps to Back
    assert ring.name == "button:back"
    key(app, pygame.K_RETURN)
    app.step(1 / 60)                             # the button's event is handled on the next frame
    assert app.scene is not scene


def test_a_click_moves_the_ring_to_that_row(app, scene) -> None:
    key(app, pygame.K_TAB)
    click(app, scene.button("volume"))
    assert scene.focus_ring.name == "row:volume" and not scene.focus_ring.shown
    assert app.settings.volume == pytest.approx(0.8)   # 0.7, and the click's step
    key(app, pygame.K_RIGHT)                     # shows the ring where the mouse left off
    key(app, pygame.K_RIGHT)
    assert app.settings.volume == pytest.approx(0.9)


def test_enter_on_a_stepper_cycles_through_its_values(app, scene) -> None:
    for _ in range(5):
        key(app, pygame.K_TAB)                   # volume
    assert scene.focus_ring.name == "row:volume"
    for _ in range(3):
        key(app, pygame.K_RETURN)
    assert app.settings.volume == pytest.approx(1.0)
    key(app, pygame.K_RETURN)
    assert app.settings.volume == pytest.approx(0.0)   # wraps: every value is reachable with one key


def test_escape_and_back_pop(app, scene) -> None:
    key(app, pygame.K_ESCAPE)
    assert app.scene is not scene
    again = SettingsScene(app)
    app.push(again)
    app.step(1 / 60)
    click(app, again.back_button)
    assert app.scene is not again


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size", [0.8, 1.5])
@pytest.mark.parametrize("window", [(1280, 720), (1024, 600)])
def test_nothing_overlaps(tmp_path, monkeypatch, lang, size, window) -> None:
    monkeypatch.setenv("TABLETOP_CARDS_HOME", str(tmp_path))
    a = App(headless=True, size=window, settings_path=str(tmp_path / "s.toml"))
    a.settings.language, a.settings.text_size = lang, size
    a.push(Scene(a))
    s = SettingsScene(a)
    a.push(s)
    a.step(1 / 60)
    screen = pygame.Rect((0, 0), a.size)
    boxes = []
    for row in ROWS:
        for node in (s.root.find(f"label:{row.key}"), s.root.find(f"help:{row.key}")):
            assert isinstance(node, FitLabel)
            w, h = node.rendered_size()        # as drawn, the text size applied
            boxes.append(pygame.Rect(node.x, node.y, w, h * 0.9))
        for b in s.controls[row.key]:
            boxes.append(pygame.Rect(b.x, b.y, b.w, b.h))
        assert screen.contains(s.controls[row.key][-1].world_rect())
    for i, a_box in enumerate(boxes):
        for b_box in boxes[i + 1:]:
            assert not a_box.colliderect(b_box), (a_box, b_box)
    assert all(b.bottom <= 700 for b in boxes)
