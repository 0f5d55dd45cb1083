"""Argument types for the command line: a bad value is refused by argparse itself, as one line
naming the option and what it takes, with exit status 2, before any work starts."""
from __future__ import annotations

import argparse
import math
import os
import sys
from typing import Any, Callable


def whole(lo: int, hi: int | None = None) -> Callable[[str], int]:
    """A whole number from ``lo`` (to ``hi``)."""
    span = f"from {lo} to {hi}" if hi is not None else f"of at least {lo}"

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if value < lo or (hi is not None and value > hi):
            raise argparse.ArgumentTypeError(f"{text} is out of range: a whole number {span}")
        return value
    parse.__name__ = "whole number"
    return parse


def number(lo: float, hi: float) -> Callable[[str], float]:
    """A number with ``lo < value <= hi`` (a length of time, say)."""
    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if not math.isfinite(value) or not lo < value <= hi:
            raise argparse.ArgumentTypeError(f"{text} is out of range: a number above {lo:g}, at most {hi:g}")
        return value
    parse.__name__ = "number"
    return parse


SEED = whole(0, 2 ** 64 - 1)


def out_file(text: str) -> str:
    """A file to write: never a folder, and in a folder that exists (a mistyped folder is not made)."""
    path = os.path.expanduser(text)
    if not text.strip():
        raise argparse.ArgumentTypeError("a file name is needed")
    if os.path.isdir(path):
        raise argparse.ArgumentTypeError(f"{text!r} is a folder: name a file in it")
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise argparse.ArgumentTypeError(f"{text!r}: there is no folder {folder!r}")
    return path


out_file.__name__ = "file to write"


def in_file(text: str) -> str:
    """A file to read: one that exists and is not a folder."""
    path = os.path.expanduser(text)
    if os.path.isdir(path):
        raise argparse.ArgumentTypeError(f"{text!r} is a folder, not a file")
    if not os.path.isfile(path):
        raise argparse.ArgumentTypeError(f"{text!r}: no such file")
    return path


in_file.__name__ = "file to read"


def folder(text: str) -> str:
    """A folder that exists (a mistyped one is not made)."""
    path = os.path.expanduser(text)
    if not os.path.isdir(path):
        raise argparse.ArgumentTypeError(f"{text!r}: no such folder" if not os.path.exists(path)
                                         else f"{text!r} is a file, not a folder")
    return path


folder.__name__ = "folder"


def replacing(path: str) -> None:
    """Say, before writing, that a file already at ``path`` is replaced (on stderr: stdout may be JSON)."""
    if os.path.lexists(path):
        print(f"replacing {path}", file=sys.stderr)


def rulesets() -> tuple[str, ...]:
    from game.rulesets import RULESETS
    return tuple(RULESETS)


def ruleset(text: str) -> str:
    """A game's id or one of its aliases, as its id."""
    from game.engine import registry
    try:
        return registry.get(text).id
    except KeyError:
        raise argparse.ArgumentTypeError(f"invalid choice: {text!r} (choose from {', '.join(rulesets())})") from None


ruleset.__name__ = "ruleset"


def add_game_args(p: argparse.ArgumentParser, *, every_game: bool = False) -> None:
    """``--ruleset``, ``--players`` and ``--set``: which game, how many seats, which settings. Without
    ``--ruleset`` a command plays the default game (``registry.default_id()``), or with ``every_game``
    every game there is."""
    from game.engine import registry
    default = None if every_game else registry.default_id()
    p.add_argument("--ruleset", default=default, type=ruleset, metavar="{" + ",".join(rulesets()) + "}",
                   help="the game, by id or alias (default: " + (default or "every game") + ")")
    p.add_argument("--players", type=whole(1, 8), default=None,
                   help="how many seats (default: the game's own; `rulesets` lists each game's counts)")
    p.add_argument("--set", dest="settings", action="append", default=[], metavar="KEY=VALUE",
                   help="a setting of the game, repeatable (`rulesets` lists each game's settings and values)")
    p.set_defaults(parser=p)


def game_setups(args: argparse.Namespace) -> Callable[[int], dict[str, Any]]:
    """The setup of a game for a seed, from ``--ruleset/--players/--set``; a seat count, setting or
    value the game does not have is refused here, as argparse refuses a bad option: one line, exit 2."""
    from game.engine import registry
    from game.engine.errors import DataError
    from game.engine.setup import SetupError, build_setup, check_players, parse_settings
    info = registry.get(args.ruleset)
    try:
        settings = parse_settings(info, args.settings)
        players = check_players(info, args.players)
        seed = getattr(args, "seed", 0) or 0
        # the game's own check of the whole setup (a mode that needs another seat count, say) runs once
        # here, so a setup no game can start is one line and exit 2, not a crash in every game
        registry.new_state(info, seed, build_setup(info, seed, players=players, settings=settings))
    except SetupError as exc:
        args.parser.error(str(exc))
    except DataError as exc:
        args.parser.error(f"{info.id}: {'; '.join(exc.problems)}")
    return lambda seed: build_setup(info, seed, players=players, settings=settings)
