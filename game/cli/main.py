"""The command line: `python -m game [command]` (installed: `tabletop-cards`). With no command, the app starts."""
from __future__ import annotations

import argparse
import os
import sys
from typing import NoReturn
from importlib import metadata

# pygame prints a banner to stdout when first imported; a --json run's stdout must hold only JSON
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.engine.errors import DataError  # noqa: E402  (after the banner is silenced)

from . import bench, draft_check, event, perf, play, rulesets, scenario, simulate, tune  # noqa: E402

DISTRIBUTION = "tabletop-cards"


def app_version() -> str:
    """The installed distribution's version; a source tree run without installing has no
    metadata, and then the package's own number (the one the build writes into the metadata)."""
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        from game import __version__
        return __version__


class OneLineParser(argparse.ArgumentParser):
    """A bad argument is one line on stderr and exit code 2; the usage block argparse prints
    would bury the one sentence that says what was wrong."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (--help lists the options)\n")


def main(argv: list[str] | None = None) -> int:
    # the name the player typed: the console script, or the module
    prog = DISTRIBUTION if os.path.basename(sys.argv[0]).startswith(DISTRIBUTION) else "python -m game"
    parser = OneLineParser(prog=prog, description="Tabletop card games with exact rules.")
    parser.add_argument("--version", action="version", version=f"{DISTRIBUTION} {app_version()}")
    parser.add_argument("--demo", action="store_true",
                        help="open the app in demo mode: programs play each other until a visitor clicks (Ctrl+Q leaves)")
    parser.add_argument("--windowed", action="store_true", help="with --demo: stay in a window instead of fullscreen")
    sub = parser.add_subparsers(dest="command")
    rulesets.add_parser(sub)
    play.add_parser(sub)
    simulate.add_parser(sub)
    bench.add_parser(sub)
    perf.add_parser(sub)
    scenario.add_parser(sub)
    event.add_parser(sub)
    draft_check.add_parser(sub)
    tune.add_parser(sub)
    sub.add_parser("ui", help="open the app window (the default)").set_defaults(func=_run_ui)
    from . import soak, uitools
    uitools.add_parsers(sub)
    soak.add_parser(sub)
    args = parser.parse_args(argv)
    try:
        if args.command is None:
            return _run_ui(args)
        return int(args.func(args) or 0)
    except DataError as exc:   # a data file that cannot be used: its problems, not a traceback
        print(f"error: {exc.line()}", file=sys.stderr)
        return 1
    except BrokenPipeError:    # the reader went away (`... | head`): nothing left to say to it
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except OSError as exc:     # a file the command writes or reads failed mid-way (a full disk): said in a line
        print(f"{prog}: error: {exc.strerror or exc}{f': {exc.filename}' if exc.filename else ''}", file=sys.stderr)
        return 2


def _run_ui(args: argparse.Namespace) -> int:
    from game.ui.app import main as ui_main
    return ui_main(demo=bool(getattr(args, "demo", False)), windowed=bool(getattr(args, "windowed", False)))


if __name__ == "__main__":
    sys.exit(main())
