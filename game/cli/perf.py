"""`python -m game perf`: every game's engine speed beside python-chess's, in one run.

Each shape of the table (a game, a seat count, the settings that make it a different game to the engine)
is played by random playouts as `bench` plays them, then python-chess plays random playouts (list the legal
moves, push one) for as long; the two alternate shape by shape, so a busy machine slows both alike, and both
are timed by the process's CPU time, which the other programs on the machine do not add to. The figure a
maintainer reads is the ratio: our actions per CPU second over python-chess's plies per CPU second, the
middle (median) of the run's chess figures.

python-chess is not a dependency of the app: ``pip install -e .[perf]`` brings it.
"""
from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any, Callable

from game.ai.random_agent import PlayoutAgent
from game.engine import registry
from game.engine.match import Match
from game.engine.rng import Rng
from game.engine.setup import build_setup, check_players, parse_settings
from game.formats.runner import play

# (label, ruleset, seats or None for the game's own, settings): the shapes of issue 26's table
SHAPES: tuple[tuple[str, str, int | None, tuple[str, ...]], ...] = (
    ("lanes", "lanes", None, ()),
    ("dragon-duel", "dragon-duel", None, ()),
    ("clash-of-decks", "clash-of-decks", None, ()),
    ("clash-of-decks 4 seats", "clash-of-decks", 4, ("mode=ffa",)),
    ("elements-illusion", "elements-illusion", None, ()),
    ("elements-illusion 6 seats", "elements-illusion", 6, ()),
    ("magic", "magic", None, ()),
    ("magic vanguard", "magic", None, ("variant=vanguard",)),
    ("magic commander 4 seats", "magic", 4, ("deck_format=commander",)),
)


def engine_speed(make_setup: Callable[[int], dict[str, Any]], ruleset: str, seed: int,
                 seconds: float) -> dict[str, Any]:
    """Random playouts for ``seconds`` of CPU time; dealing a game is not counted (it is not an action)."""
    setups = [make_setup(seed + g) for g in range(16)]
    agent = PlayoutAgent(Rng(seed))
    actions = games = 0
    busy = 0.0
    g = 0
    while busy < seconds or games == 0:
        s = Match(ruleset, seed + g, setups[g % len(setups)]).state
        t0 = time.process_time()
        outcome = play(s, dict.fromkeys(range(s.num_players), agent))
        busy += time.process_time() - t0
        g += 1
        actions += outcome.actions
        games += 1
        if outcome.violations:     # a game that cannot go on is a bug, not a figure
            raise RuntimeError(f"{ruleset} seed {seed + g - 1}: {outcome.violations[0]}")
    return {"games": games, "actions": actions, "cpu_seconds": round(busy, 3),
            "actions_per_second": round(actions / busy, 1)}


def chess_speed(seed: int, seconds: float) -> dict[str, Any]:
    """python-chess random playouts as its users write them: until ``is_game_over()`` (mate, stalemate,
    the 75-move rule, fivefold repetition, insufficient material: the whole of the rules, as our games
    check their own end after every action), the legal moves listed and one pushed."""
    import chess
    import random
    rng = random.Random(seed)
    plies = games = 0
    t0 = time.process_time()
    while time.process_time() - t0 < seconds or games == 0:
        board = chess.Board()
        while not board.is_game_over():
            moves = list(board.legal_moves)
            board.push(moves[rng.randrange(len(moves))])
            plies += 1
        games += 1
    busy = time.process_time() - t0
    return {"games": games, "plies": plies, "cpu_seconds": round(busy, 3),
            "plies_per_second": round(plies / busy, 1)}


def _setup_maker(ruleset: str, seats: int | None, settings: tuple[str, ...]) -> Callable[[int], dict[str, Any]]:
    info = registry.get(ruleset)
    parsed = parse_settings(info, list(settings))
    players = check_players(info, seats)
    return lambda seed: build_setup(info, seed, players=players, settings=parsed)


def run(args: argparse.Namespace) -> int:
    chosen = [s for s in SHAPES if not args.only or any(w in s[0] for w in args.only)]
    if not chosen:
        args.parser.error(f"--only {','.join(args.only)} names no shape: {', '.join(s[0] for s in SHAPES)}")
    try:
        import chess  # noqa: F401
    except ImportError:
        args.parser.error("python-chess is not installed: pip install -e '.[perf]'")
    rows = []
    for label, ruleset, seats, settings in chosen:
        ours = engine_speed(_setup_maker(ruleset, seats, settings), ruleset, args.seed, args.seconds)
        theirs = chess_speed(args.seed, args.seconds)
        rows.append({"shape": label, "ruleset": ruleset, "actions_per_second": ours["actions_per_second"],
                     "chess_plies_per_second": theirs["plies_per_second"], "games": ours["games"],
                     "actions": ours["actions"]})
        if not args.json:
            print(f"{label:28} {ours['actions_per_second']:9.0f} actions/s   "
                  f"chess beside it {theirs['plies_per_second']:7.0f} plies/s", flush=True)
    # A shared machine's speed drifts by a third within minutes, chess's as much as ours: every shape is
    # set against the middle of all of the run's chess figures, the steadier yardstick
    middle = statistics.median(r["chess_plies_per_second"] for r in rows)
    for r in rows:
        r["ratio"] = round(r["actions_per_second"] / middle, 2)
    if args.json:
        print(json.dumps({"seconds_each": args.seconds, "seed": args.seed, "chess_median": middle, "shapes": rows}))
    else:
        print(f"python-chess, the middle of the run: {middle:.0f} plies/s")
        for r in rows:
            print(f"{r['shape']:28} ratio {r['ratio']:.2f}")
    return 0


def add_parser(sub: Any) -> None:
    from .args import SEED, number
    p = sub.add_parser("perf", help="every game's engine speed beside python-chess's (needs .[perf])")
    p.add_argument("--seconds", type=number(0, 3600), default=10.0,
                   help="CPU seconds for each shape and for chess beside it (default: %(default)s)")
    p.add_argument("--only", type=lambda t: [w for w in t.split(",") if w], default=[],
                   help="shapes whose label contains one of these words, comma-separated")
    p.add_argument("--seed", type=SEED, default=7)
    p.add_argument("--json", action="store_true", help="print only the result, as one JSON line")
    p.set_defaults(func=run, parser=p)
