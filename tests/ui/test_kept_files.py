"""What the app does at launch with a player's files it cannot use, and with what a killed save left: it
starts, says what it set aside and where, and loses nothing."""
from __future__ import annotations

import os
import time

import pygame
import pytest

from game.ui.app import App
from game.ui.menu import MainMenu
from game.ui.progress import load_progress, mark_solved, mark_tutorial
from game.ui.smoke import Hands


@pytest.fixture
def launch(home):
    def start() -> App:
        app = App(headless=True, settings_path=str(home / "settings.toml"))
        app.push(MainMenu(app))
        Hands(app).frames(3)
        return app
    yield start
    pygame.quit()


def test_a_progress_file_with_a_stray_quote_is_set_aside_and_said(home, launch) -> None:
    raw = b'version = 1\n[puzzles]\nsolved = ["01-first-blood", "02-x]\n[tutorial]\nlanes = 5\n'
    (home / "progress.toml").write_bytes(raw)
    app = launch()
    text = app.notice.text
    assert app.notice.time_left > 0 and str(home / "progress.toml") in text and "progress.broken-1.toml" in text
    assert (home / "progress.broken-1.toml").read_bytes() == raw
    mark_solved("03-new")                   # the next solved puzzle starts afresh, never over the old file
    assert load_progress().solved == ["03-new"]
    assert (home / "progress.broken-1.toml").read_bytes() == raw


def test_progress_entries_of_the_wrong_kind_keep_the_rest_and_the_file(home, launch) -> None:
    raw = '[puzzles]\nsolved = ["01-first-blood", 7]\n[tutorial]\nlanes = 3\nmagic = "all"\n'
    (home / "progress.toml").write_text(raw, encoding="utf-8")
    app = launch()
    assert "progress.broken-1.toml" in app.notice.text and "magic" in app.notice.text
    assert (home / "progress.broken-1.toml").read_text(encoding="utf-8") == raw
    progress = load_progress()              # what could be read goes on
    assert progress.solved == ["01-first-blood"] and progress.tutorial_done("lanes") == 3 and progress.report is None
    mark_tutorial(4, "lanes")
    assert load_progress().tutorial_done("lanes") == 4 and load_progress().is_solved("01-first-blood")


def test_the_korean_notice(home, launch) -> None:
    (home / "settings.toml").write_text('language = "ko"\n', encoding="utf-8")
    (home / "progress.toml").write_text("[[[", encoding="utf-8")
    assert "진행 상황 파일" in launch().notice.text


@pytest.mark.parametrize("name, text", [
    ("settings.toml", "a = " + "[" * 600 + "]" * 600),
    ("settings.toml", "volume = 1" + "0" * 5000),
    ("progress.toml", "a = " + "{ b = " * 450 + "1" + " }" * 450),
    ("autosave.json", '{"ruleset": ' + "[" * 100_000 + "]" * 100_000 + "}"),
    ("autosave-lanes.json", '{"seed": 1' + "0" * 5000 + "}"),
    ("autosave-dragon-duel.json", '{"version": 2, "ruleset": "dragon-duel", "seed": NaN, "setup": {}, "log": []}'),
])
def test_deep_nesting_and_huge_numbers_at_launch_are_said_not_a_traceback(home, launch, name, text) -> None:
    (home / name).write_text(text, encoding="utf-8")
    app = launch()
    assert app.running and app.notice.time_left > 0
    kept = [p for p in os.listdir(home) if p.startswith(name.split(".")[0]) and ".broken-" in p]
    assert kept and (home / kept[0]).read_text(encoding="utf-8") == text


def test_what_a_killed_save_left_is_cleaned_at_launch_and_nothing_else(home, launch) -> None:
    old = time.time() - 3600
    (home / "decks").mkdir()
    left = [home / ".tmp-k1l2l3ed", home / "decks" / ".tmp-abcdefgh"]
    for path in left:
        path.write_text('{"half": ', encoding="utf-8")
        os.utime(path, (old, old))
    fresh = home / ".tmp-writing"          # another program's save under way: not touched
    fresh.write_text("{", encoding="utf-8")
    mine = [home / "my.tmp-notes", home / "decks" / "tmp-deck.toml"]
    for path in mine:
        path.write_text("mine", encoding="utf-8")
        os.utime(path, (old, old))
    launch()
    assert not any(p.exists() for p in left)
    assert fresh.exists() and all(p.read_text(encoding="utf-8") == "mine" for p in mine)
