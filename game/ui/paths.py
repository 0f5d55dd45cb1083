"""Where the app keeps the player's things (the bundled files are found by game.resources).

The folder is the platform's user data directory as platformdirs names it (``~/.local/share``
or ``$XDG_DATA_HOME`` on Linux, ``%APPDATA%`` on Windows, ``~/Library/Application Support`` on
macOS), ``tabletop-cards`` inside it; ``TABLETOP_CARDS_HOME`` overrides it. Earlier versions
worked the folder out by hand and put it under ``~/.local/share`` on macOS too: a folder found
there, when the new one does not exist yet, is moved over once, so no settings, decks, progress,
autosave or replay are left behind.
"""
from __future__ import annotations

import os
import shutil

import platformdirs

APP = "tabletop-cards"
_RESOLVED: dict[tuple[str, str], str] = {}   # (old, new) -> the folder in use, decided once per process
_MOVED: list[tuple[str, str]] = []             # (from, to) of a folder moved, for the app to tell the player


def legacy_data_dir() -> str:
    """The folder the hand-written rule of earlier versions chose."""
    if os.name == "nt" and os.environ.get("APPDATA"):
        return os.path.join(os.environ["APPDATA"], APP)
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return os.path.join(base, APP)


def platform_data_dir() -> str:
    # roaming: on Windows %APPDATA%, where earlier versions kept it; the same folder elsewhere
    return platformdirs.user_data_dir(APP, appauthor=False, roaming=True)


def data_dir() -> str:
    """The user's data directory; TABLETOP_CARDS_HOME overrides it."""
    override = os.environ.get("TABLETOP_CARDS_HOME")
    if override:
        return override
    old, new = legacy_data_dir(), platform_data_dir()
    key = (old, new)
    if key not in _RESOLVED:
        _RESOLVED[key] = migrate(old, new)
    return _RESOLVED[key]


def migrate(old: str, new: str) -> str:
    """Move the folder of an earlier version to ``new`` if ``new`` does not exist yet; the folder
    to use. A move that fails leaves everything where it was, and the old folder is used."""
    if _same(old, new) or not os.path.isdir(old) or os.path.exists(new):
        return new
    try:
        os.makedirs(os.path.dirname(new), exist_ok=True)
        try:
            os.rename(old, new)                  # one step on the same disk
        except OSError:
            partial = new + ".moving"            # another disk: copy whole, then swap in, then delete
            shutil.rmtree(partial, ignore_errors=True)
            shutil.copytree(old, partial)
            os.rename(partial, new)
            shutil.rmtree(old, ignore_errors=True)
    except OSError:
        return old
    _MOVED.append((old, new))
    return new


def take_migration() -> tuple[str, str] | None:
    """Where a folder was moved from and to, once (the app tells the player at start)."""
    return _MOVED.pop() if _MOVED else None


def _same(a: str, b: str) -> bool:
    return os.path.normcase(os.path.abspath(a)) == os.path.normcase(os.path.abspath(b))


def user_file(*parts: str) -> str:
    return os.path.join(data_dir(), *parts)
