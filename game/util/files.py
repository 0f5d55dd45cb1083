"""The data files the app reads (cards, decks, levels, puzzles, saves) and the ones it writes for the
player (always whole, never half-written).

Every file is read through one reader per format, ``read_toml`` or ``read_json``: whatever is in the
file (truncated, binary junk, nested a thousand levels deep, a number of ten thousand digits, a
folder where the file should be), the answer is the data or one ``DataError`` naming the file and
what is wrong, never another exception. What they let through is bounded, so the code after them
meets nothing a real file of the app could not hold: no nesting deeper than ``MAX_DEPTH``, no whole
number of more than ``INT_DIGITS`` digits, and from JSON no NaN or Infinity. (Each file's own checks
say what range a value must be in.)
"""
from __future__ import annotations

import json
import os
import reprlib
import tempfile
import time
from typing import Any, NoReturn

import tomli

MAX_BYTES = 8 * 2 ** 20     # no file of the app comes near: a long league's save is a few hundred kB
MAX_DEPTH = 64              # the deepest real file nests about six levels
INT_DIGITS = 100            # far past any count or seed, far below where Python refuses (4,300 digits)
QUOTE = 80                  # characters of a value a message quotes
TEMP_PREFIX = ".tmp-"       # what write_atomic's half-written files are called until they are whole


_REPR = reprlib.Repr()
_REPR.maxlevel, _REPR.maxdict, _REPR.maxlist, _REPR.maxstring, _REPR.maxother, _REPR.maxlong = 3, 4, 4, QUOTE, QUOTE, 40


class _Refused(Exception):
    """Something a reader's hook found while parsing (its reason in words)."""


def _error(path: str, problem: str) -> NoReturn:
    from game.engine.errors import DataError  # here, not at the top: the engine saves with write_atomic
    raise DataError(path, [problem]) from None


def shown(value: Any, limit: int = QUOTE) -> str:
    """A value from a file as a message quotes it: one line, control characters (a NUL) and text that is
    not Unicode shown as escapes, cut to ``limit`` characters, so no file can make a message long."""
    if isinstance(value, str):
        text = value[:limit * 4]          # never escape a megabyte to keep its first few characters
    elif isinstance(value, int) and not isinstance(value, bool) and not -10 ** 12 < value < 10 ** 12:
        digits = len(str(abs(value))) if value.bit_length() < 10_000 else int(value.bit_length() * 0.30103) + 1
        text = f"a {digits}-digit number"
    else:
        text = _REPR.repr(value)          # bounded in depth and length, whatever the value holds
    out = "".join(ch if ch.isprintable() and not 0xD800 <= ord(ch) <= 0xDFFF else repr(ch)[1:-1] for ch in text)
    return out if len(out) <= limit else out[:limit - 1] + "\u2026"


def one_of(value: Any, allowed: Any) -> bool:
    """Whether a value read from a file is among ``allowed`` (a name of a table, a set): False for one that
    cannot be, such as a list where a name belongs, on which ``in`` would raise."""
    try:
        return value in allowed
    except TypeError:
        return False


def read_text(path: str) -> str:
    """A text file of the app, whole: UTF-8 (a byte order mark allowed), at most ``MAX_BYTES``."""
    try:
        if os.path.isdir(path):
            _error(path, "is a folder, not a file")
        if os.path.exists(path) and not os.path.isfile(path):   # a pipe or a device: reading could wait forever
            _error(path, "is not a regular file")
        size = os.path.getsize(path)
        if size > MAX_BYTES:
            _error(path, f"is {size // 2 ** 20} MB: larger than any file of this app ({MAX_BYTES // 2 ** 20} MB)")
        with open(path, "rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        _error(path, f"cannot read: {exc.strerror or exc}")
    try:
        return raw.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError:
        _error(path, "not UTF-8 text")


def bounded(data: Any) -> str | None:
    """Why parsed data is past what the app's files hold (too deep, a number too large), or None."""
    todo = [(data, 1)]
    while todo:
        value, depth = todo.pop()
        if isinstance(value, (dict, list)):
            if depth > MAX_DEPTH:
                return f"nested more than {MAX_DEPTH} levels deep"
            todo.extend((v, depth + 1) for v in (value.values() if isinstance(value, dict) else value))
        elif isinstance(value, int) and value.bit_length() > INT_DIGITS * 3.33:
            return f"a whole number too large ({shown(value)}): at most {INT_DIGITS} digits"
    return None


def read_toml(path: str) -> dict[str, Any]:
    """A TOML file's tables, or one DataError naming the file and what is wrong with it."""
    text = read_text(path)
    try:
        data = tomli.loads(text)
    except tomli.TOMLDecodeError as exc:
        _error(path, f"not valid TOML syntax: {shown(str(exc), 160)}")
    except RecursionError:
        _error(path, f"nested more than {MAX_DEPTH} levels deep")
    except (ValueError, MemoryError) as exc:   # tomli's own limits, such as an integer of thousands of digits
        _error(path, f"not readable as TOML: {shown(str(exc), 160)}")
    why = bounded(data)
    if why is not None:
        _error(path, why)
    return data


def _no_constant(name: str) -> NoReturn:
    raise _Refused(f"{name} is not a number JSON allows")


def _whole(digits: str) -> int:
    if len(digits.lstrip("-")) > INT_DIGITS:
        raise _Refused(f"a whole number of {len(digits.lstrip('-'))} digits: at most {INT_DIGITS}")
    return int(digits)


def read_json(path: str) -> Any:
    """A JSON file's value, or one DataError naming the file and what is wrong with it."""
    text = read_text(path)
    try:
        data = json.loads(text, parse_constant=_no_constant, parse_int=_whole)
    except _Refused as exc:
        _error(path, f"not valid JSON: {exc}")
    except json.JSONDecodeError as exc:
        _error(path, f"not valid JSON: {shown(str(exc), 160)}")
    except RecursionError:
        _error(path, f"nested more than {MAX_DEPTH} levels deep")
    except (ValueError, MemoryError) as exc:
        _error(path, f"not readable as JSON: {shown(str(exc), 160)}")
    why = bounded(data)
    if why is not None:
        _error(path, why)
    return data


def write_atomic(path: str, text: str) -> None:
    """Replace ``path`` in one step: a crash mid-write leaves the old file whole. An OSError (a full or
    read-only disk) leaves the old file as it was and no half-written one behind."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def clean_temp_files(folder: str, *, older_than: float = 60.0, depth: int = 3) -> list[str]:
    """Remove what writes killed half-way left (``.tmp-*`` files, never read) from ``folder`` and the
    folders under it; a file touched in the last ``older_than`` seconds may be another process's write
    under way and stays. Returns the files removed."""
    removed: list[str] = []
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        try:
            if entry.is_dir(follow_symlinks=False):
                if depth > 1:
                    removed += clean_temp_files(entry.path, older_than=older_than, depth=depth - 1)
            elif entry.name.startswith(TEMP_PREFIX) and entry.is_file(follow_symlinks=False) \
                    and now - entry.stat(follow_symlinks=False).st_mtime >= older_than:
                os.unlink(entry.path)
                removed.append(entry.path)
        except OSError:
            continue
    return removed


def move_aside(path: str) -> str:
    """Rename a file the app cannot use to ``<name>.broken-<n><ext>`` beside it (the first free n),
    so it is kept for the player, and never read or overwritten again; returns the new path."""
    stem, ext = os.path.splitext(path)
    n = 1
    while os.path.lexists(f"{stem}.broken-{n}{ext}"):
        n += 1
    target = f"{stem}.broken-{n}{ext}"
    os.rename(path, target)
    return target


def put_back(kept: str | None, path: str) -> None:
    """Undo ``move_aside`` when what was to replace the file could not be written (a full disk): the file
    stays where the player left it, as it was. Returns None, the new place of nothing set aside."""
    if kept is not None and not os.path.lexists(path):
        try:
            os.rename(kept, path)
        except OSError:
            pass
    return None
