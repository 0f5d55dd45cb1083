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
    sub.add_parser("ui", help="open the app window (the default)").set_defaults(func=_run_ui)
    from . import uitools
    uitools.add_parsers(sub)
    args = parser.parse_args(argv)
    if args.command is None:
        return _run_ui(args)
    return int(args.func(args) or 0)


def _run_ui(args: argparse.Namespace) -> int:
    from game.ui.app import main as ui_main
    return ui_main()


if __name__ == "__main__":
    sys.exit(main())
