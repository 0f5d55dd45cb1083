"""The data files the app reads (cards, decks, levels, puzzles) and the ones it writes for the
player (always whole, never half-written)."""
from __future__ import annotations

import os
import tempfile
from typing import Any

import tomli


def read_toml(path: str) -> dict[str, Any]:
    """A TOML file's tables, or one DataError naming the file and what is wrong with it."""
    from game.engine.errors import DataError  # here, not at the top: the engine saves with write_atomic
    try:
        with open(path, "rb") as fh:
            return tomli.load(fh)
    except OSError as exc:
        raise DataError(path, [f"cannot read: {exc.strerror}"]) from None
    except tomli.TOMLDecodeError as exc:
        raise DataError(path, [f"not valid TOML syntax: {exc}"]) from None
    except UnicodeDecodeError:
        raise DataError(path, ["not UTF-8 text"]) from None
    except ValueError as exc:   # tomli's own limits, such as an integer of thousands of digits
        raise DataError(path, [f"not readable as TOML: {exc}"]) from None


def write_atomic(path: str, text: str) -> None:
    """Replace ``path`` in one step: a crash mid-write leaves the old file whole."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def move_aside(path: str) -> str:
    """Rename a file the app cannot use to ``<name>.broken-<n><ext>`` beside it (the first free n),
    so it is kept for the player, and never read or overwritten again; returns the new path."""
    stem, ext = os.path.splitext(path)
    n = 1
    while os.path.exists(f"{stem}.broken-{n}{ext}"):
        n += 1
    target = f"{stem}.broken-{n}{ext}"
    os.rename(path, target)
    return target
