"""The player's data folder: platformdirs names it, TABLETOP_CARDS_HOME overrides it, and the
folder of an earlier version is moved over once with everything in it."""
from __future__ import annotations

import os

import pytest

from game.ui import paths


@pytest.fixture
def places(tmp_path, monkeypatch):
    """An earlier version's folder (under XDG_DATA_HOME) and a new platform folder elsewhere."""
    monkeypatch.delenv("TABLETOP_CARDS_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "old-share"))
    new = tmp_path / "Library" / "Application Support" / "tabletop-cards"
    monkeypatch.setattr(paths, "platform_data_dir", lambda: str(new))
    monkeypatch.setattr(paths, "_RESOLVED", {})
    monkeypatch.setattr(paths, "_MOVED", [])
    old = tmp_path / "old-share" / "tabletop-cards"
    return old, new


def test_the_override_wins(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TABLETOP_CARDS_HOME", str(tmp_path / "mine"))
    assert paths.user_file("settings.toml") == os.path.join(str(tmp_path / "mine"), "settings.toml")


def test_the_folder_is_the_one_platformdirs_names(tmp_path, monkeypatch) -> None:
    import platformdirs
    monkeypatch.delenv("TABLETOP_CARDS_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))   # nothing of the real user's is moved on any system
    monkeypatch.setattr(paths, "_RESOLVED", {})
    assert paths.data_dir() == platformdirs.user_data_dir("tabletop-cards", appauthor=False, roaming=True)


def test_an_earlier_versions_folder_is_moved_with_everything_in_it(places) -> None:
    old, new = places
    (old / "decks").mkdir(parents=True)
    (old / "settings.toml").write_text('language = "ko"\n', encoding="utf-8")
    (old / "decks" / "mine.toml").write_text('id = "mine"\n', encoding="utf-8")
    assert paths.user_file("settings.toml") == str(new / "settings.toml")
    assert (new / "settings.toml").read_text(encoding="utf-8") == 'language = "ko"\n'
    assert (new / "decks" / "mine.toml").exists()
    assert not old.exists()
    assert paths.take_migration() == (str(old), str(new))
    assert paths.take_migration() is None           # told once


def test_a_new_folder_that_exists_is_kept_and_the_old_one_left_alone(places) -> None:
    old, new = places
    old.mkdir(parents=True)
    (old / "settings.toml").write_text("old\n", encoding="utf-8")
    new.mkdir(parents=True)
    assert paths.data_dir() == str(new)
    assert (old / "settings.toml").exists() and not (new / "settings.toml").exists()
    assert paths.take_migration() is None


def test_a_move_across_disks_copies_then_deletes(places, monkeypatch) -> None:
    old, new = places
    old.mkdir(parents=True)
    (old / "autosave.json").write_text("{}", encoding="utf-8")
    real_rename = os.rename

    def cross_device(src, dst):
        if os.fspath(src) == str(old):
            raise OSError(18, "Invalid cross-device link")
        return real_rename(src, dst)
    monkeypatch.setattr(paths.os, "rename", cross_device)
    assert paths.data_dir() == str(new)
    assert (new / "autosave.json").read_text(encoding="utf-8") == "{}"
    assert not old.exists() and not os.path.exists(str(new) + ".moving")


def test_a_move_that_fails_keeps_using_the_old_folder(places, monkeypatch) -> None:
    old, new = places
    old.mkdir(parents=True)
    (old / "progress.toml").write_text("x", encoding="utf-8")

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(paths.os, "rename", refuse)
    monkeypatch.setattr(paths.shutil, "copytree", refuse)
    assert paths.data_dir() == str(old)
    assert (old / "progress.toml").exists()
