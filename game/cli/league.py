"""`python -m game league`: a whole league format between programs, for a game that has one (its
``league`` part, e.g. Clash of Decks' mutation format), and its ranking. With ``--json`` stdout holds one
JSON object and nothing else; ``--save FILE`` keeps the league between games and resumes it."""
from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from game.engine import registry

from .args import SEED, ruleset, whole


def run(args: argparse.Namespace) -> int:
    info = registry.get(args.ruleset)
    part = info.part("league")
    if part is None:
        print(f"error: {info.id} has no league format", file=sys.stderr)
        return 2
    seats = [s.strip().lower() for s in args.seats.split(",") if s.strip()]
    if len(seats) != part.PLAYERS:
        print(f"error: --seats: a {info.id} league has {part.PLAYERS} players, not {len(seats)}", file=sys.stderr)
        return 2
    from game.ai import agent_names
    offered = agent_names(info.id)
    bad = [s for s in seats if s not in offered]
    if bad:
        print(f"error: --seats: unknown program {', '.join(bad)} (known: {', '.join(offered)})", file=sys.stderr)
        return 2
    settings = dict(item.partition("=")[::2] for item in args.settings)
    out = part.run(seats, args.seed, save=args.save, rounds=args.rounds, settings=settings)
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
        return 0
    for row in out["ranking"]:
        print(f"{row['place']}. {row['player']} ({row['program']}): {row['wins']} of {row['played']} games won")
    return 0


def add_parser(sub: Any) -> None:
    p = sub.add_parser("league", help="play a whole league format between programs and print its ranking")
    p.add_argument("--ruleset", type=ruleset, required=True, help="the game (one with a league format)")
    p.add_argument("--seats", required=True, help="one program per player, comma-separated (normal,greedy,random,random)")
    p.add_argument("--seed", type=SEED, default=1, help="the league's seed (the draft, the mutations, every game)")
    p.add_argument("--rounds", type=whole(1, 99), default=None, help="play only the first N rounds (default: all)")
    p.add_argument("--save", default=None, help="keep the league in this file after every game; resume it if it exists")
    p.add_argument("--set", dest="settings", action="append", default=[], metavar="ID=VALUE",
                   help="a setting of the league format (Clash of Decks: fill_empty=on|off)")
    p.add_argument("--json", action="store_true", help="print one JSON object (the ranking, the decks, every game)")
    p.set_defaults(func=run)
