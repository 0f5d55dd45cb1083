"""Malformed files, as a careful tester makes them, for every kind of file the app reads.

A *kind* is a file the app reads (a game's autosave, a replay, the settings, a bundled card file...): a
real, good file of that kind to start from, where the app expects it, and what the app does with it. A
*variant* is that file broken one way (``Mutation``): a value of the wrong type anywhere in it (a huge
number, NaN, a megabyte of text, text with a NUL, a table nested a hundred levels), a key taken away or
added, or its bytes cut short, given a stray quote, binary junk, NUL characters, nesting deeper than any
parser's stack, a number of thousands of digits. The app must load it or refuse it with one DataError
naming the file (a player's file is then set aside, never lost), within a few seconds, never another
exception. tests/test_fuzz_files.py runs every kind; ``FUZZ_EXAMPLES`` sets how many variants of each.
"""
from __future__ import annotations

import dataclasses
import glob
import json
import os
import shutil
import signal
from typing import Any, Callable

import tomli
import tomli_w
from hypothesis import strategies as st

from game.engine.errors import DataError

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SECONDS = 20           # a variant that takes longer froze the app


# ----- values of the wrong type --------------------------------------------------------------------------
def deep(n: int, leaf: Any = 1) -> Any:
    for i in range(n):
        leaf = [leaf] if i % 2 else {"k": leaf}
    return leaf


ODD_NUMBERS = (0, -1, 1, 2 ** 31, 2 ** 63, 2 ** 64, -2 ** 63, 10 ** 30, 10 ** 99, 10 ** 300)
ODD_TEXT = ("", "\x00", "a\x00b", "x" * 100_000, "\u202e\u0301", "\U0001F0A1", "../../x", "{", "'", '"', " ",
            "LT-F01", "random", "lanes", "1", "true", "\n\n")


def junk(toml: bool) -> st.SearchStrategy[Any]:
    """A value of any type, odd more often than not; TOML has no null, JSON has it."""
    floats = st.floats(allow_nan=True, allow_infinity=True)
    scalars = st.one_of(st.sampled_from(ODD_NUMBERS), st.integers(-2 ** 70, 2 ** 70), floats, st.booleans(),
                        st.sampled_from(ODD_TEXT), st.text(max_size=12))
    if not toml:
        scalars = st.one_of(scalars, st.none())
    small = st.one_of(st.lists(scalars, max_size=3), st.dictionaries(st.text(min_size=1, max_size=6), scalars,
                                                                      max_size=3))
    nested = st.integers(20, 120).map(deep)
    return st.one_of(scalars, scalars, small, nested)


# ----- where in a file -----------------------------------------------------------------------------------
def paths(data: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in parsed data: a key of a table or an index of a list, all the way down."""
    out = [at]
    if isinstance(data, dict):
        for k, v in data.items():
            out += paths(v, at + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += paths(v, at + (i,))
    return out


def at_path(data: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        data = data[step]
    return data


@dataclasses.dataclass(frozen=True)
class Mutation:
    """One way to break a file: ``op`` on the value at ``where`` (an index into the file's places), or on
    its bytes at ``at`` (a fraction of its length)."""
    op: str
    where: int = 0
    value: Any = None
    at: float = 0.0
    blob: bytes = b""

    def apply(self, data: Any, text: bytes, toml: bool) -> bytes:
        if self.op in ("replace", "delete", "add"):
            data = json.loads(json.dumps(data))        # a copy to change
            places = paths(data)
            path = places[self.where % len(places)]
            if not path:                               # the top: the whole file one odd value
                data = self.value if self.op == "replace" else data
            else:
                parent = at_path(data, path[:-1])
                if self.op == "replace":
                    parent[path[-1]] = self.value
                elif self.op == "delete":
                    del parent[path[-1]]
                elif isinstance(parent, dict):
                    parent["zz_unknown"] = self.value
                else:
                    parent.append(self.value)
            return dump(data, toml)
        cut = int(len(text) * self.at)
        if self.op == "truncate":
            return text[:cut]
        if self.op == "insert":
            return text[:cut] + self.blob + text[cut:]
        return self.blob                                # "whole": the file is nothing but this


def dump(data: Any, toml: bool) -> bytes:
    """Data written as a file of its format; what TOML cannot hold (a top that is not a table, a null)
    goes in as its nearest form."""
    if not toml:
        return json.dumps(data, allow_nan=True, ensure_ascii=False).encode("utf-8", "surrogatepass")
    if not isinstance(data, dict):
        data = {"value": data}
    try:
        return tomli_w.dumps(_tomlable(data)).encode("utf-8", "surrogatepass")
    except (RecursionError, ValueError):
        return b"value = " + b"[" * 500 + b"]" * 500


def _tomlable(v: Any) -> Any:
    if isinstance(v, dict):
        return {str(k): _tomlable(x) for k, x in v.items() if x is not None}
    if isinstance(v, list):
        return [_tomlable(x) for x in v if x is not None]
    return v


WHOLE = (b"", b"\x00" * 64, bytes(range(256)), b"\xff\xfe\x00x", b"[" * 5000, b"{" * 5000,
         b"a = " + b"[" * 1000 + b"]" * 1000, b'{"a": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
         b"seed = 1" + b"0" * 5000, b'{"seed": 1' + b"0" * 5000 + b"}", b'{"seed": NaN, "log": [Infinity]}',
         b'x = "' + b"y" * 2_000_000 + b'"', b'"' * 3, b"\xef\xbb\xbf", b"[[[card]]]\n")
INSERTS = (b'"', b"'", b"\x00", b"\n[", b"]", b"\xff", b"=", b"\n[[card]]\nid = 1\n", b"[" * 600, b"9" * 5000,
           b"\\u0000", b"\\ud800", b"NaN", b"-Infinity", b"1e999")


def mutations(places: int, toml: bool) -> st.SearchStrategy[Mutation]:
    where = st.integers(0, max(0, places - 1))
    fraction = st.floats(0, 1)
    return st.one_of(
        st.builds(Mutation, op=st.just("replace"), where=where, value=junk(toml)),
        st.builds(Mutation, op=st.just("replace"), where=where, value=junk(toml)),   # the commonest break
        st.builds(Mutation, op=st.just("delete"), where=where),
        st.builds(Mutation, op=st.just("add"), where=where, value=junk(toml)),
        st.builds(Mutation, op=st.just("truncate"), at=fraction),
        st.builds(Mutation, op=st.just("insert"), at=fraction,
                  blob=st.one_of(st.sampled_from(INSERTS), st.binary(min_size=1, max_size=16))),
        st.builds(Mutation, op=st.just("whole"), blob=st.sampled_from(WHOLE)),
    )


# ----- the kinds of file ----------------------------------------------------------------------------------
@dataclasses.dataclass
class Kind:
    """A kind of file: ``sources`` are good files of it; ``load(path)`` is what the app does with one,
    returning normally or raising DataError; ``player`` files must be set aside when refused
    (``kept(path)`` says where a refused one went, None when it was not moved)."""
    name: str
    sources: Callable[[], list[str]]
    load: Callable[[str], Any]
    toml: bool = True
    player: bool = False
    target: Callable[[str], str] | None = None      # where the app reads it, in the test's folder

    def place(self, folder: str, source: str) -> str:
        return self.target(folder) if self.target is not None else os.path.join(folder, os.path.basename(source))


def parse(path: str, toml: bool) -> Any:
    with open(path, "rb") as fh:
        raw = fh.read()
    return tomli.loads(raw.decode("utf-8")) if toml else json.loads(raw)


def files(pattern: str) -> Callable[[], list[str]]:
    return lambda: sorted(glob.glob(os.path.join(ROOT, pattern), recursive=True))


class Froze(Exception):
    pass


def _alarm(signum: int, frame: Any) -> None:
    raise Froze(f"took more than {SECONDS} s")


def guarded(load: Callable[[str], Any], path: str) -> tuple[str, Any]:
    """("ok", value), ("refused", DataError), or ("crash", the exception): never raises but Froze."""
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(SECONDS)
    try:
        return "ok", load(path)
    except DataError as exc:
        return "refused", exc
    except Froze:
        raise
    except Exception as exc:  # noqa: BLE001 - what the fuzz looks for
        return "crash", exc
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def copy_tree(src: str, dst: str) -> None:
    shutil.copytree(src, dst, dirs_exist_ok=True)
