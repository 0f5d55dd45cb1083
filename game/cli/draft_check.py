"""`python -m game draft-check`: does a program draft better than chance in a game's format?

    python -m game draft-check --ruleset magic --format commander-draft --games 200 --drafter greedy \
        --player greedy --seed 1 [--set K=V] [--json] [--verbose]

Two-seat events: one seat drafts as ``--drafter``, the other picks at random from the same packs; both
build their decks and play the games as ``--player`` (game/formats/measure.py). A format drafted by three
seats at least: one good drafter among random ones, its deck then meeting each other deck in a game of two. Prints the good drafter's
wins, draws and losses, its share of the games won and whether it reaches the 60 % of issue 25; with
``--json`` one object. Exit status 1 when an event crashed.
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from game.engine import registry

from .args import SEED, ruleset, whole
from .event import event_setup, spec_for


def run(args: argparse.Namespace) -> int:
    from game.ai import agent_names
    from game.formats.measure import measure
    info = registry.get(args.ruleset)
    spec = spec_for(args, info)
    if spec.draft is None:
        args.parser.error(f"--format {spec.id}: the format has no draft to measure")
    duels = spec.games is not None and spec.games.duels
    seats = 2 if 2 in spec.players else min(spec.players)
    if (seats != 2 and not duels) or len([s for s in range(spec.seat_count(seats)) if s not in spec.rules_seats]) != seats:
        args.parser.error(f"--format {spec.id}: a draft check needs two seats of programs, or drafted decks that may "
                          f"meet two at a time (games.duels); the format is played by {', '.join(map(str, spec.players))}")
    offered = agent_names(info.id)
    for option in ("drafter", "player"):
        if getattr(args, option) not in offered:
            args.parser.error(f"--{option}: unknown program {getattr(args, option)!r} for {info.id} "
                              f"(choose from {', '.join(offered)})")
    setup = event_setup(args, info, spec, [args.player] * seats)
    setup.pop("seats", None)       # the programs are the measurement's own (a drafter and a player per seat)

    def said(number: int, seed: int, problem: str) -> None:
        if problem:
            print(f"event {number} (seed {seed}) crashed: {problem}", file=sys.stderr)
        elif args.verbose:
            print(f"event {number}/{args.games} seed {seed}", file=sys.stderr)
    out = measure(info, setup, games=args.games, seed=args.seed, drafter=args.drafter, player=args.player,
                  on_event=said)
    if args.json:
        print(json.dumps(out))
    else:
        print(f"{out['drafter']} drafting against random picks, both playing as {out['player']}: "
              f"{out['wins']} won, {out['draws']} drawn, {out['losses']} lost of {out['games']} games "
              f"({100 * out['share']:.1f} %, target {100 * out['target']:.0f} %: "
              f"{'reached' if out['reached'] else 'not reached'})")
    return 1 if out["crashes"] else 0


def add_parser(sub: Any) -> None:
    p = sub.add_parser("draft-check", help="measure a program's drafting: its deck against one drafted at random "
                                           "from the same packs, both played by the same program")
    p.add_argument("--ruleset", type=ruleset, required=True, help="the game whose format is drafted")
    p.add_argument("--format", required=True, help="the format's id (`rulesets` lists each game's formats)")
    p.add_argument("--games", type=whole(1, 100_000), default=200,
                   help="how many events, in seat-swapped pairs on one seed (default: %(default)s)")
    p.add_argument("--drafter", type=str.lower, default="greedy", help="the program that drafts (default: %(default)s)")
    p.add_argument("--player", type=str.lower, default="greedy",
                   help="the program that builds and plays for both seats (default: %(default)s)")
    p.add_argument("--seed", type=SEED, default=1, help="the first pair's seed (default: %(default)s)")
    p.add_argument("--set", dest="settings", action="append", default=[], metavar="KEY=VALUE",
                   help="a setting of the format, or of the game for every game")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--verbose", action="store_true", help="name each event on stderr as it ends")
    p.set_defaults(func=run, parser=p)
