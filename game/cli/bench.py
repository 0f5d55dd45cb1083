"""`python -m game bench`: random-playout speed of a ruleset's engine on one core.

The games are played through the one runner (game/formats/runner.py) without its measuring, by
``PlayoutAgent``, not the ``random`` program: that one hashes the seat's view for every choice so a resumed
game goes on alike, which would be most of what is timed here. A playout draws each choice from one
generator, as python-chess's random playouts (docs/rules) list the legal moves and push one.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from game.ai.random_agent import PlayoutAgent
from game.engine.match import Match
from game.engine.rng import Rng
from game.formats.runner import play

from .args import game_setups


def run(args: argparse.Namespace) -> int:
    make_setup = game_setups(args)
    setups = [make_setup(args.seed + g) for g in range(16)]
    agent = PlayoutAgent(Rng(args.seed))
    actions = games = 0
    setup_seconds = 0.0
    start = time.perf_counter()
    deadline = start + args.seconds
    g = 0
    while time.perf_counter() < deadline or games == 0:
        t0 = time.perf_counter()
        s = Match(args.ruleset, args.seed + g, setups[g % len(setups)]).state
        setup_seconds += time.perf_counter() - t0
        g += 1
        outcome = play(s, dict.fromkeys(range(s.num_players), agent))
        actions += outcome.actions
        games += 1
        if outcome.violations:     # a game that cannot go on is a bug, not a figure
            print(f"seed {args.seed + g - 1}: {outcome.violations[0]}", file=sys.stderr)
            return 1
    seconds = time.perf_counter() - start
    play_seconds = seconds - setup_seconds  # dealing a game is not an action
    out = {"ruleset": args.ruleset, "games": games, "actions": actions, "seconds": round(seconds, 3),
           "actions_per_second": round(actions / play_seconds, 1), "games_per_second": round(games / seconds, 3),
           "setup_seconds": round(setup_seconds, 3), "mean_actions_per_game": round(actions / games, 1)}
    print(json.dumps(out) if args.json else "\n".join(f"{k}: {v}" for k, v in out.items()))
    return 0


def add_parser(sub: Any) -> None:
    from .args import SEED, add_game_args, number
    p = sub.add_parser("bench", help="measure random-playout speed (one core)")
    add_game_args(p)
    p.add_argument("--seconds", type=number(0, 86400), default=10.0, help="how long to play (default: %(default)s)")
    p.add_argument("--seed", type=SEED, default=7)
    p.add_argument("--json", action="store_true", help="print only the result, as one JSON line")
    p.set_defaults(func=run)
