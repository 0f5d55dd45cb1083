"""`python -m game scenario FILE...`: run scenario files; the last line reads `N passed, M failed`.

A file names its game in ``scenario.ruleset`` (default ``lanes``); the ruleset's registration
says which runner reads it."""
from __future__ import annotations

import argparse
import glob
import os
from typing import Any

from game.engine import registry
from game.engine.errors import DataError


def run_file(path: str) -> list[str]:
    from game.util.files import read_toml
    data = read_toml(path)
    meta = data.get("scenario", {})
    ruleset = meta.get("ruleset", "lanes") if isinstance(meta, dict) else "lanes"
    try:
        info = registry.get(str(ruleset))
    except KeyError as exc:
        raise DataError(path, [f"scenario.ruleset: {exc.args[0]}"]) from None
    runner = registry.scenario_runner(info)
    if runner is None:
        raise DataError(path, [f"scenario.ruleset: no scenario runner for {ruleset!r}"])
    return runner(data, path)


def expand(paths: list[str]) -> list[str]:
    out = []
    for p in paths:
        if os.path.isdir(p):
            out.extend(sorted(glob.glob(os.path.join(p, "**", "*.toml"), recursive=True)))
        else:
            out.append(p)
    return out


def run(args: argparse.Namespace) -> int:
    passed = failed = 0
    for path in expand(args.files):
        try:
            failures = run_file(path)
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
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


def add_parser(sub: Any) -> None:
    p = sub.add_parser("scenario", help="run scenario files (positions, scripts, expectations)")
    p.add_argument("files", nargs="+", help="scenario files or folders")
    p.add_argument("-v", "--verbose", action="store_true")
    p.set_defaults(func=run)
