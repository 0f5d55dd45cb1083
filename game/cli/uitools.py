"""`ui-smoke` and `bench-ui`: the real table, driven by a script, headless."""
from __future__ import annotations

import argparse
import json
import os

from typing import Any

# the window sizes the app is made for (game/ui/app.py: 1024x600 up to 4K and more)
MIN_W, MIN_H, MAX_W, MAX_H = 1024, 600, 7680, 4320


def run_smoke(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if args.home:
        os.environ["TABLETOP_CARDS_HOME"] = args.home
    from game.ui.smoke import scripted_opening
    shot = scripted_opening(seed=args.seed, screenshot=args.screenshot, lang=args.lang)
    print(json.dumps(shot))
    return 0 if shot.get("ok") else 1


def run_bench_ui(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.smoke import bench_frames
    out = bench_frames(frames=args.frames, size=(args.width, args.height))
    print(json.dumps(out) if args.json else "\n".join(f"{k}: {v}" for k, v in out.items()))
    return 0


def add_parsers(sub: Any) -> None:
    from .args import SEED, whole
    p = sub.add_parser("ui-smoke", help="play a scripted hotseat opening through the real UI, headless")
    p.add_argument("--screenshot", default=None, help="save the final frame as a PNG")
    p.add_argument("--seed", type=SEED, default=11)
    p.add_argument("--lang", choices=("en", "ko"), default="en")
    p.add_argument("--home", default=None, help="data directory to use (default: a temporary one)")
    p.set_defaults(func=run_smoke)
    b = sub.add_parser("bench-ui", help="render a full board and measure frame times")
    b.add_argument("--frames", type=whole(1, 1_000_000), default=600, help="frames to render (default: %(default)s)")
    b.add_argument("--width", type=whole(MIN_W, MAX_W), default=1280, help="window width (default: %(default)s)")
    b.add_argument("--height", type=whole(MIN_H, MAX_H), default=720, help="window height (default: %(default)s)")
    b.add_argument("--json", action="store_true", help="print only the result, as one JSON line")
    b.set_defaults(func=run_bench_ui)
