"""`python -m game play`: the game at a terminal, hotseat, choosing among the legal actions by number.

The window-based table replaces this as the default entry; this stays for play over SSH
and for testing rules by hand.
"""
from __future__ import annotations

import argparse
import os
from typing import Any

from game.engine.errors import DataError
from game.engine.match import Match
from game.ui.paths import user_file


def run(args: argparse.Namespace) -> int:
    from game.engine import registry
    from game.rulesets.lanes.describe import describe_action, describe_board

    info = registry.get(args.ruleset)
    lang = args.lang
    if args.load:
        try:
            match = Match.load(args.load)
        except DataError as exc:
            print(exc)
            return 2
    else:
        seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "little")
        match = Match(args.ruleset, seed, info.default_setup(seed))
    s = match.state
    save_path = args.save or user_file("last-game.json")
    while s.result is None:
        p = s.current_players()[0]
        print("\n" + describe_board(s, p, lang))
        if s.decisions:
            print(">> " + s.decisions[0].prompt.get(lang) + f"  (rule {s.decisions[0].rule})")
        legal = [a for a in s.legal_actions() if a.player == p]
        for n, a in enumerate(legal):
            print(f"  {n:2d}. {describe_action(s, a, lang)}")
        try:
            raw = input(f"Player {p + 1}> ").strip()
        except EOFError:
            print()
            return 0
        if raw in ("q", "quit"):
            return 0
        if not raw.isdigit() or int(raw) >= len(legal):
            print("Type the number of an action (q quits).")
            continue
        for e in match.apply(legal[int(raw)]):
            e = e.for_player(p)
            if e.kind in ("trigger_fired", "damage_cancelled", "attack_declared", "block_declared", "power_compared",
                          "leader_awakened", "unit_placed"):
                print(f"   * {e.kind}: {describe_event_data(s, e.data, lang)}")
        match.save(save_path)
    print(f"\nGame over: {s.result.reason.get(lang)} (rule {s.result.rule})")
    return 0


def describe_event_data(s: Any, data: dict[str, Any], lang: str) -> str:
    parts = []
    for k, v in data.items():
        if k in ("card", "attacker", "blocker") and isinstance(v, int):
            v = s.cdef(v).name.get(lang)
        parts.append(f"{k}={v}")
    return " ".join(parts)


def add_parser(sub: Any) -> None:
    from .args import SEED, rulesets
    p = sub.add_parser("play", help="play at the terminal (hotseat)")
    p.add_argument("--ruleset", default="lanes", choices=rulesets(), help="the game (default: %(default)s)")
    p.add_argument("--seed", type=SEED, default=None, help="the game's seed (default: a random one)")
    p.add_argument("--lang", choices=("en", "ko"), default="en")
    p.add_argument("--load", help="resume a saved game")
    p.add_argument("--save", help="where to autosave after every action (default: last-game.json in the data folder)")
    p.set_defaults(func=run)
