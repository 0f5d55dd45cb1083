"""How much of a two-seat game the deal decides, whoever plays it.

    python tools/deal_luck.py RULESET A,B [--deals N] [--seed S] [--set KEY=VALUE ...] [--jobs J]

plays every deal (a seed: decks, shuffles, who starts) twice, program A in the first seat and then in the
second, and counts the deals by who won each game: a deal both programs won once went to the same seat
whoever held it (the deal decided it); a deal one program won twice is one its play turned. When most deals
are split, a stronger program can only gain on the few that are not, so the share of games it wins stays
near half however much better it plays (docs/ai.md, "Magic's Hard"). For Magic, ``--set mirror=on`` deals
both seats the same deck, chosen by the seed from the constructed ones. A maintainer's tool, not a test.
"""
from __future__ import annotations

import argparse
import collections
import json
import multiprocessing
from typing import Any

from game.ai import make_agent
from game.cli.simulate import play_game
from game.engine import registry
from game.engine.setup import build_setup


def _settings(ruleset: str, seed: int, given: dict[str, str]) -> dict[str, Any]:
    out: dict[str, Any] = {k: v for k, v in given.items() if k != "mirror"}
    if given.get("mirror") == "on":
        from game.rulesets.magic.deck import load_all_decks     # a maintainer's tool may name a game
        decks = sorted(k for k, d in load_all_decks().items() if d.format == "constructed")
        out["deck1"] = out["deck2"] = decks[seed % len(decks)]
    return out


def _game(job: tuple[str, list[str], int, bool, dict[str, str]]) -> tuple[int, bool, str | None]:
    ruleset, names, seed, swapped, given = job
    order = names[::-1] if swapped else names
    agents = [make_agent(order[seat], seed * 2 + seat, ruleset) for seat in range(2)]
    setup = build_setup(registry.get(ruleset), seed, players=2, settings=_settings(ruleset, seed, given))
    result = play_game(ruleset, seed, agents, check=False, setup=setup)["result"]
    winner = None if result is None or result.draw else order[result.winners[0]]
    return seed, swapped, winner


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("ruleset")
    ap.add_argument("programs", help="A,B")
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seed", type=int, default=11000)
    ap.add_argument("--set", action="append", default=[], metavar="KEY=VALUE")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    names = args.programs.split(",")
    given = dict(kv.split("=", 1) for kv in args.set)
    jobs = [(args.ruleset, names, args.seed + d, swapped, given) for d in range(args.deals) for swapped in (False, True)]
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        games = pool.map(_game, jobs)
    by_deal: dict[int, list[str | None]] = collections.defaultdict(list)
    for seed, _swapped, winner in games:
        by_deal[seed].append(winner)
    swept = collections.Counter(w[0] for w in by_deal.values() if w[0] == w[1] and w[0] is not None)
    wins = collections.Counter(w for _s, _sw, w in games if w is not None)
    print(json.dumps({"deals": args.deals, "split": sum(1 for w in by_deal.values() if w[0] != w[1]),
                      "swept": {n: swept[n] for n in names}, "wins": {n: wins[n] for n in names}}))


if __name__ == "__main__":
    main()
