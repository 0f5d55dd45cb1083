"""`python -m game scenario FILE...`: run scenario files; the last line reads `N passed, M failed`.

A file names its game in ``scenario.ruleset`` (default: the default game, ``registry.default_id()``); the
ruleset's registration says which runner reads it."""
from __future__ import annotations

import argparse
import glob
import os
from typing import Any

from game.engine import registry
from game.engine.errors import DataError, malformed


class Skip(Exception):
    """A file the command line's --ruleset or --players leaves out."""


def run_file(path: str, *, only: str | None = None, players: int | None = None,
             settings: dict[str, Any] | None = None) -> list[str]:
    """Run one file. ``only``/``players`` leave out files of another game or seat count (:class:`Skip`);
    ``settings`` are laid over the file's own ``[options]``."""
    from game.util.files import read_toml
    data = read_toml(path)
    meta = data.get("scenario", {})
    # a file that names no game is the default game's (the files written before other games came)
    ruleset = meta.get("ruleset", registry.default_id()) if isinstance(meta, dict) else registry.default_id()
    try:
        info = registry.get(str(ruleset))
    except KeyError as exc:
        raise DataError(path, [f"scenario.ruleset: {exc.args[0]}"]) from None
    if only is not None and info.id != only:
        raise Skip(path)
    if players is not None and meta.get("players", info.players) != players:
        raise Skip(path)
    runner = registry.scenario_runner(info)
    if runner is None:
        raise DataError(path, [f"scenario.ruleset: no scenario runner for {ruleset!r}"])
    if settings:
        own = data.get("options", {})
        data = dict(data, options={**(own if isinstance(own, dict) else {}), **settings})
    with malformed(path, "scenario"):
        return runner(data, path)


def expand(paths: list[str]) -> list[str]:
    out = []
    for p in paths:
        if os.path.isdir(p):
            out.extend(sorted(glob.glob(os.path.join(p, "**", "*.toml"), recursive=True)))
        else:
            out.append(p)
    return out


def checked(args: argparse.Namespace) -> list[str]:
    """The scenario files named, each readable as TOML; anything else (a path that is not there, a folder
    without one, a file of junk) is one line and exit status 2, before any is run."""
    from game.util.files import read_toml
    for given in args.files:
        if not os.path.exists(given):
            args.parser.error(f"{given!r}: no such file or folder")
    paths = expand(args.files)
    if not paths:
        args.parser.error(f"no scenario files (*.toml) in {', '.join(map(repr, args.files))}")
    for path in paths:
        try:
            data = read_toml(path)
        except DataError as exc:
            args.parser.error(exc.line())
        if not any(k in data for k in ("scenario", "position", "step", "expect")):
            args.parser.error(f"{path}: not a scenario file (no [scenario], [position] or [[step]])")
    return paths


def run(args: argparse.Namespace) -> int:
    only = players = None
    settings: dict[str, Any] = {}
    if args.ruleset is not None:
        from game.engine.setup import SetupError, check_players, parse_settings
        info = registry.get(args.ruleset)
        only = info.id
        try:
            settings = parse_settings(info, args.settings)
            players = None if args.players is None else check_players(info, args.players)
        except SetupError as exc:
            args.parser.error(str(exc))
    elif args.settings or args.players is not None:
        args.parser.error("--set and --players need --ruleset (settings belong to one game)")
    paths = checked(args)
    passed = failed = skipped = 0
    for path in paths:
        try:
            failures = run_file(path, only=only, players=players, settings=settings)
        except Skip:
            skipped += 1
            continue
        except DataError as exc:
            failures = [str(exc)]
        if failures:
            failed += 1
            print(f"FAIL {path}")
            for f in failures:
                print(f"    {f}")
        else:
            passed += 1
            if args.verbose:
                print(f"ok   {path}")
    if skipped and args.verbose:
        print(f"({skipped} files of other games or seat counts left out)")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


def add_parser(sub: Any) -> None:
    p = sub.add_parser("scenario", help="run scenario files (positions, scripts, expectations)")
    p.add_argument("files", nargs="+", help="scenario files or folders")
    from .args import add_game_args
    add_game_args(p, every_game=True)
    p.set_defaults(settings=[])
    p.add_argument("-v", "--verbose", action="store_true")
    p.set_defaults(func=run)
