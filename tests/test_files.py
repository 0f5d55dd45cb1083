"""The one reader per format (game/util/files.py): whatever is at a path, the data or one DataError naming
the path and what is wrong, in one line; and the atomic writer leaves nothing half-written."""
from __future__ import annotations

import errno
import os

import pytest

from game.engine.errors import DataError
from game.util import files

CASES = [
    ("folder", None, "is a folder"),
    ("fifo", None, "not a regular file"),
    ("binary", bytes(range(256)), "not UTF-8"),
    ("deep toml", b"a = " + b"[" * 1000 + b"]" * 1000, "levels deep"),
    ("deep toml within the parser", b"a = " + b"[" * 80 + b"]" * 80, "levels deep"),
    ("huge toml number", b"a = 1" + b"0" * 5000, "not readable as TOML"),
    ("large toml number", b"a = 1" + b"0" * 200, "too large"),
    ("stray quote", b'a = "b\n', "TOML syntax"),
    ("too large", b"a = 1\n" + b"#" * (files.MAX_BYTES + 10), "larger than any file"),
]
JSON_CASES = [
    ("deep json", b'{"a": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", "levels deep"),
    ("huge json number", b'{"seed": 1' + b"0" * 5000 + b"}", "digits"),
    ("nan", b'{"seed": NaN}', "NaN"),
    ("infinity", b"[Infinity]", "Infinity"),
    ("truncated", b'{"version": 2, "log": ["a', "not valid JSON"),
]


def place(tmp_path, name: str, raw: bytes | None) -> str:
    path = str(tmp_path / "file")
    if name == "folder":
        os.mkdir(path)
    elif name == "fifo":
        os.mkfifo(path)
    else:
        with open(path, "wb") as fh:
            fh.write(raw or b"")
    return path


@pytest.mark.parametrize("name, raw, says", CASES, ids=[c[0] for c in CASES])
def test_toml_is_read_or_refused_in_one_line(tmp_path, name, raw, says) -> None:
    path = place(tmp_path, name, raw)
    with pytest.raises(DataError) as refused:
        files.read_toml(path)
    line = refused.value.line()
    assert line.startswith(path) and says in line and "\n" not in line and len(line) <= 400


@pytest.mark.parametrize("name, raw, says", JSON_CASES + CASES[:2], ids=[c[0] for c in JSON_CASES + CASES[:2]])
def test_json_is_read_or_refused_in_one_line(tmp_path, name, raw, says) -> None:
    path = place(tmp_path, name, raw)
    with pytest.raises(DataError) as refused:
        files.read_json(path)
    assert says in refused.value.line() and refused.value.path == path


def test_a_byte_order_mark_and_a_nul_in_a_string_are_read(tmp_path) -> None:
    path = tmp_path / "x.json"
    path.write_bytes(b'\xef\xbb\xbf{"name": "a\\u0000b"}')
    assert files.read_json(str(path)) == {"name": "a\x00b"}


def test_what_a_message_quotes_is_one_short_line(tmp_path) -> None:
    assert files.shown("x" * 10_000) == "x" * 79 + "\u2026"
    assert files.shown("a\x00\nb") == "a\\x00\\nb"
    assert files.shown(10 ** 30) == "a 31-digit number"
    assert len(files.shown(files.__dict__)) <= files.QUOTE
    assert len(DataError("f", ["y" * 10_000]).problems[0]) == DataError.PROBLEM_CHARS


def test_a_failed_write_leaves_the_old_file_and_no_half_written_one(tmp_path, monkeypatch) -> None:
    path = tmp_path / "save.json"
    path.write_text("old", encoding="utf-8")

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OSError):
        files.write_atomic(str(path), "new")
    assert path.read_text(encoding="utf-8") == "old" and os.listdir(tmp_path) == ["save.json"]


def test_a_file_set_aside_is_numbered_and_put_back_when_nothing_replaced_it(tmp_path) -> None:
    path = tmp_path / "progress.toml"
    (tmp_path / "progress.broken-1.toml").write_text("first", encoding="utf-8")
    path.write_text("second", encoding="utf-8")
    kept = files.move_aside(str(path))
    assert kept.endswith("progress.broken-2.toml") and not path.exists()
    assert files.put_back(kept, str(path)) is None and path.read_text(encoding="utf-8") == "second"
