"""The command line: `python -m game [command]`. With no command, the app starts."""
from __future__ import annotations

import argparse
import sys

from . import bench, play, scenario, simulate


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game", description="Tabletop card games with exact rules.")
    sub = parser.add_subparsers(dest="command")
    play.add_parser(sub)
    simulate.add_parser(sub)
    bench.add_parser(sub)
    scenario.add_parser(sub)
    args = parser.parse_args(argv)
    if args.command is None:
        args = parser.parse_args(["play", *(argv or [])])
    return int(args.func(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
