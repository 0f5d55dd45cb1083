"""`ui-smoke` and `bench-ui`: the real table, driven by a script, headless."""
from __future__ import annotations

import argparse
import json
import os

from .args import replacing

from typing import Any

# the window sizes the app is made for (game/ui/app.py: 1024x600 up to 4K and more)
MIN_W, MIN_H, MAX_W, MAX_H = 1024, 600, 7680, 4320


def _setup(args: argparse.Namespace) -> dict[str, Any] | None:
    """The game's setup for the seed when --players or --set say something; None: the game's own."""
    from .args import game_setups
    setups = game_setups(args)          # refuses a bad seat count, setting or value (one line, exit 2)
    return setups(args.seed) if args.players is not None or args.settings else None


def run_smoke(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if args.home:
        os.environ["TABLETOP_CARDS_HOME"] = args.home
    setup = _setup(args)
    if args.screenshot:
        replacing(args.screenshot)
    import pygame

    from game.ui.smoke import ui_smoke
    try:
        shot = ui_smoke(ruleset=args.ruleset, seed=args.seed, screenshot=args.screenshot, lang=args.lang, setup=setup,
                        actions=args.actions)
    except pygame.error as exc:      # the picture could not be written (a read-only or full disk)
        args.parser.error(f"argument --screenshot: cannot write {args.screenshot}: {exc}")
    print(json.dumps(shot))
    return 0 if shot.get("ok") else 1


def run_bench_ui(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    setup = _setup(args)
    if args.program_turns:
        from game.ui.pace_bench import bench_program_turns
        turns = bench_program_turns(ruleset=args.ruleset, setup=setup, seed=args.seed, turns=args.turns,
                                    pace=args.pace, plan=args.plan)
        turns["settings"] = args.settings
        print(json.dumps(turns) if args.json else "\n".join(f"{k}: {v}" for k, v in turns.items()))
        return 0
    from game.ui.frame_bench import bench_frames
    out = bench_frames(frames=args.frames, size=(args.width, args.height), ruleset=args.ruleset, setup=setup,
                       seed=args.seed)
    print(json.dumps(out) if args.json else "\n".join(f"{k}: {v}" for k, v in out.items()))
    return 0


def run_table_picture(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.ui.smoke import table_picture
    replacing(args.out)
    try:
        out = table_picture(ruleset=args.ruleset, path=args.out, seed=args.seed, actions=args.actions, lang=args.lang)
    except pygame.error as exc:
        args.parser.error(f"argument --out: cannot write {args.out}: {exc}")
    print(json.dumps(out))
    return 0


def add_parsers(sub: Any) -> None:
    from .args import SEED, add_game_args, folder, number, out_file, ruleset, rulesets, whole
    p = sub.add_parser("ui-smoke", help="play a hotseat opening through the real UI, headless: the game's own "
                                        "script, or a seeded program's choices made by drags and buttons")
    add_game_args(p)
    p.add_argument("--screenshot", default=None, type=out_file,
                   help="save the final frame as a PNG (in a folder that exists; a file there is replaced, and said)")
    p.add_argument("--seed", type=SEED, default=11)
    p.add_argument("--actions", type=whole(1, 10_000), default=40,
                   help="actions a seeded program makes, for a game without a script of its own (default: %(default)s)")
    p.add_argument("--lang", choices=("en", "ko"), default="en")
    p.add_argument("--home", default=None, type=folder,
                   help="data directory to use, a folder that exists (default: a temporary one)")
    p.set_defaults(func=run_smoke)
    b = sub.add_parser("bench-ui", help="render a full board and measure frame times")
    add_game_args(b)
    b.add_argument("--seed", type=SEED, default=4)
    b.add_argument("--frames", type=whole(1, 1_000_000), default=600, help="frames to render (default: %(default)s)")
    b.add_argument("--width", type=whole(MIN_W, MAX_W), default=1280, help="window width (default: %(default)s)")
    b.add_argument("--height", type=whole(MIN_H, MAX_H), default=720, help="window height (default: %(default)s)")
    b.add_argument("--json", action="store_true", help="print only the result, as one JSON line")
    b.add_argument("--program-turns", action="store_true",
                   help="instead of frames: a person against the game's programs at the table; each program "
                        "turn's animation seconds (the table's clock) and the person's wait after an input")
    b.add_argument("--turns", type=whole(1, 1000), default=6, help="program turns to play (default: %(default)s)")
    b.add_argument("--pace", choices=("normal", "fast", "instant"), default=None,
                   help="the programs' turns setting (default: the settings' default)")
    b.add_argument("--plan", type=number(0, 60), default=1.0,
                   help="seconds the person plans while a program still thinks (default: %(default)s)")
    b.set_defaults(func=run_bench_ui)
    c = sub.add_parser("table-picture", help="the menu's picture of a game's table (data/table.png): a game played "
                                             "some actions by its programs, shown at 640x360")
    c.add_argument("--ruleset", required=True, type=ruleset, metavar="{" + ",".join(rulesets()) + "}",
                   help="the game whose picture it is")
    c.add_argument("--out", required=True, type=out_file,
                   help="the PNG to write, e.g. game/rulesets/<game>/data/table.png (in a folder that exists)")
    c.add_argument("--seed", type=SEED, default=2)
    c.add_argument("--actions", type=whole(0, 10_000), default=30, help="actions played first (default: %(default)s)")
    c.add_argument("--lang", choices=("en", "ko"), default="en")
    c.set_defaults(func=run_table_picture, parser=c)
