"""The settings file as the player may leave it: every value checked, nothing read that does not fit."""
from __future__ import annotations

import pytest

from game.ui.settings import Settings, load_settings, save_settings


def load(tmp_path, text: str | bytes):
    path = tmp_path / "settings.toml"
    (path.write_bytes if isinstance(text, bytes) else lambda t: path.write_text(t, encoding="utf-8"))(text)
    return load_settings(str(path))


@pytest.mark.parametrize("line, key", [
    ("language = 42", "language"),
    ('language = "fr"', "language"),
    ("volume = true", "volume"),
    ("volume = 5", "volume"),
    ("volume = nan", "volume"),
    ("animation_speed = inf", "animation_speed"),
    ("text_size = \"big\"", "text_size"),
    ("sound = 1", "sound"),
    ("demo_idle_seconds = 2.5", "demo_idle_seconds"),
    ("demo_idle_seconds = 1000000000000000000000000000000", "demo_idle_seconds"),
    ("colour = 3", "colour"),
    ("[fullscreen]\nx = 1", "fullscreen"),
])
def test_a_value_that_does_not_fit_is_reported_and_the_default_kept(tmp_path, line, key) -> None:
    settings, report = load(tmp_path, f"reduced_motion = true\n{line}\n")
    assert report is not None and report.why is None
    assert [item.split(" = ")[0] for item, _, _ in report.ignored] == [key]
    assert settings.reduced_motion is True
    if hasattr(Settings, key):
        assert getattr(settings, key) == getattr(Settings(), key)
    assert key in report.message("en") and key in report.message("ko")


def test_whole_numbers_are_numbers_where_a_number_is_asked(tmp_path) -> None:
    settings, report = load(tmp_path, "volume = 1\nanimation_speed = 2\ndemo_idle_seconds = 30\n")
    assert report is None and settings.volume == 1 and settings.animation_speed == 2
    assert settings.demo_idle_seconds == 30


def test_an_integer_beyond_what_toml_can_read_keeps_the_file_aside(tmp_path) -> None:
    settings, report = load(tmp_path, "volume = " + "9" * 5000 + "\n")
    assert settings == Settings() and report is not None and report.kept is not None
    assert (tmp_path / "settings.broken-1.toml").exists()


def test_kept_files_are_numbered_so_none_is_overwritten(tmp_path) -> None:
    load(tmp_path, b"\xff")
    _, report = load(tmp_path, b"\xfe")
    assert report.kept.endswith("settings.broken-2.toml")
    assert (tmp_path / "settings.broken-1.toml").read_bytes() == b"\xff"


def test_what_is_saved_reads_back_without_a_report(tmp_path) -> None:
    s = Settings(language="ko", volume=0.3, text_size=1.4, demo_idle_seconds=600, fullscreen=True)
    save_settings(s, str(tmp_path / "settings.toml"))
    assert load_settings(str(tmp_path / "settings.toml")) == (s, None)
