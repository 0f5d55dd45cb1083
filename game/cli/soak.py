"""`python -m game soak`: the demo's attract loop played at full speed, headless, for many games.

Every game goes through the real UI (the demo scene and its table: events, animations skipped,
drawing every frame at a fixed step), with the programs thinking in their threads as in the app.
Exceptions are caught and counted (the demo logs them to demo.log and starts a new game; anything
that still got out of a frame is counted too). The process's resident memory is measured after
a warm-up and at the end, to catch leaks over a long day at a stand.

The render caches (card faces, rotated cards, text lines) forget their least recently used
entries, so they fill during the warm-up and then hold steady: the judged figures are the plain
resident memory. Beside them, the "settled" figures are measured with those caches emptied, a
garbage collection and the C heap trimmed (glibc ``malloc_trim``): what a leak alone would grow.

The last line printed is one JSON object:
{games, finished, errors, seconds, rss_after_warmup_mb, rss_end_mb, rss_growth_mb, ...}.
The exit status is 1 if there were errors, or (for 40 games or more) if memory grew by 20 MB or more.
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import tempfile
import time
import traceback
from typing import Any

GROWTH_LIMIT_MB = 20.0
JUDGE_GROWTH_FROM = 40


def rss_mb() -> float:
    """Resident memory of this process now, in MB (the peak, where /proc is missing)."""
    try:
        with open("/proc/self/statm") as fh:
            pages = int(fh.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 1_048_576
    except (OSError, ValueError, IndexError, AttributeError):
        import resource
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (1_048_576 if sys.platform == "darwin" else 1024)


def drop_render_caches() -> None:
    """Empty the UI's bounded render caches (they are rebuilt on demand)."""
    from game.ui import cardart, fonts
    from game.ui.table import cardnode
    for module, name in ((cardart, "_CACHE"), (cardnode, "_ROT_CACHE"), (fonts, "_TEXT")):
        cache = getattr(module, name, None)
        if cache is not None:
            cache.clear()


def settled_rss_mb() -> tuple[float, float]:
    """(raw RSS, RSS with the render caches emptied, garbage collected and the C heap trimmed)."""
    raw = rss_mb()
    drop_render_caches()
    gc.collect()
    try:
        import ctypes
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass   # not glibc: the figure is less exact, not wrong
    return raw, rss_mb()


def soak(games: int, *, frames_per_game: int = 20000, ai: str = "random", seed: int = 1,
         dt: float = 1 / 60, progress: bool = False, ruleset: str | None = None,
         setups: Any = None, extras: bool = True) -> dict[str, Any]:
    """Play ``games`` attract games through the demo scene; never raises for a game's trouble.
    ``ruleset``: that game only (else the demo's rotation through every game); ``setups``: its setup
    for a seed (from --players and --set); ``extras``: the extra games the registrations list too."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.ui.app import App
    from game.ui.demo import DemoScene, demo_log_path, threads_alive
    from game.ui.settings import Settings

    home = os.environ["TABLETOP_CARDS_HOME"]
    app = App(headless=True, settings=Settings(sound=False, animation_speed=4.0),
              settings_path=os.path.join(home, "settings.toml"))
    demo = DemoScene(app, seed=seed, fullscreen=False, fast=True, attract_ai=ai,
                     rulesets=[ruleset] if ruleset else None, setups=setups, extras=extras)
    app.push(demo)
    warm_at = max(1, min(20, games // 2))
    escaped = 0
    frames = 0
    rss_warm: float | None = None
    raw_warm = 0.0
    game_frames = 0
    last_ended = demo.games_ended
    start = time.perf_counter()
    while demo.games_ended < games:
        try:
            app.step(dt)
        except Exception:   # the demo should have caught it; count it and carry on
            escaped += 1
            print(traceback.format_exc(), file=sys.stderr)
        frames += 1
        game_frames += 1
        if demo.games_ended != last_ended:
            last_ended = demo.games_ended
            game_frames = 0
            if progress and demo.games_ended % 10 == 0:
                print(f"soak: {demo.games_ended}/{games} games, {demo.errors} errors, {rss_mb():.1f} MB",
                      file=sys.stderr)
            if rss_warm is None and demo.games_ended >= warm_at:
                raw_warm, rss_warm = settled_rss_mb()
        elif game_frames > frames_per_game:   # a game that will not end: give it up (not an error)
            demo.start_attract()
            game_frames = 0
    seconds = time.perf_counter() - start
    demo._drop_inner()
    raw_end, rss_end = settled_rss_mb()
    if rss_warm is None:
        raw_warm, rss_warm = raw_end, rss_end
    out = {
        "games": demo.games_ended, "finished": demo.games_finished, "errors": demo.errors + escaped,
        "seconds": round(seconds, 1), "rss_after_warmup_mb": round(raw_warm, 1), "rss_end_mb": round(raw_end, 1),
        "rss_growth_mb": round(raw_end - raw_warm, 1),
        "rss_settled_after_warmup_mb": round(rss_warm, 1), "rss_settled_end_mb": round(rss_end, 1),
        "warmup_games": warm_at, "frames": frames, "ai": ai, "rulesets": demo.rulesets,
        "games_by_ruleset": demo.games_by_ruleset, "threads_alive": threads_alive(),
        "log": demo_log_path() if os.path.exists(demo_log_path()) else None,
    }
    app.scenes.clear()
    pygame.quit()
    return out


def run(args: argparse.Namespace) -> int:
    saved = os.environ.get("TABLETOP_CARDS_HOME")
    os.environ["TABLETOP_CARDS_HOME"] = args.home or tempfile.mkdtemp(prefix="tabletop-soak-")
    setups = None
    if args.ruleset is None and (args.players is not None or args.settings):
        args.parser.error("--players and --set need --ruleset (the game they are for)")
    if args.ruleset is not None and (args.players is not None or args.settings):
        from .args import game_setups
        setups = game_setups(args)      # a bad seat count, setting or value: one line, exit 2
    try:
        out = soak(args.games, frames_per_game=args.frames_per_game, ai=args.ai, seed=args.seed,
                   progress=args.progress, ruleset=args.ruleset, setups=setups, extras=not args.no_extras)
    finally:
        if saved is None:
            os.environ.pop("TABLETOP_CARDS_HOME", None)
        else:
            os.environ["TABLETOP_CARDS_HOME"] = saved
    grew = out["games"] >= JUDGE_GROWTH_FROM and out["rss_growth_mb"] >= GROWTH_LIMIT_MB
    if not args.json:
        for k, v in out.items():
            print(f"{k}: {v}")
    print(json.dumps(out))
    return 1 if out["errors"] > 0 or grew else 0


def add_parser(sub: Any) -> None:
    p = sub.add_parser("soak", help="play many AI-vs-AI games through the real UI, headless, "
                                    "counting errors and memory growth")
    from game.ai import all_agent_names

    from .args import SEED, add_game_args, folder, whole
    add_game_args(p, every_game=True)       # no --ruleset: the demo's rotation through every game
    p.add_argument("--games", type=whole(1, 1_000_000), default=100, help="how many games (default: %(default)s)")
    p.add_argument("--frames-per-game", type=whole(1), default=20000,
                   help="give a game up after this many frames (counted as not finished)")
    p.add_argument("--ai", default="random", choices=all_agent_names(),
                   help="the programs in both seats, the level of that name in each game (default: %(default)s)")
    p.add_argument("--seed", type=SEED, default=1)
    p.add_argument("--home", default=None, type=folder,
                   help="data directory, a folder that exists (demo.log goes here; default: a temporary one)")
    p.add_argument("--json", action="store_true", help="print only the JSON summary")
    p.add_argument("--progress", action="store_true", help="a line on stderr every 10 games")
    p.add_argument("--no-extras", action="store_true",
                   help="each game's usual demo game only, not the extra ones its registration lists")
    p.set_defaults(func=run)
