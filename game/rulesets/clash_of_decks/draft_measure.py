"""Measuring the programs' draft picks: does a deck a program drafts beat a deck drafted at random from
the same pool? ``python -m game.rulesets.clash_of_decks.draft_measure [pools] [seed] [player] [four|coop]``;
the figure stands in docs/ai.md. No pygame.

Each pool is one event of a draft format (``draft-four``: 32 cards of the two packs; ``draft-coop``: 64,
A and C keeping one card of 8 each) played by the one runner until its games begin: one seat picks as the
``normal`` program does (the generic search, judging with the cards' worth), the others at random; the
program's seat moves round the table with the pool, so no seat's place in the pick order helps it. The
drafted deck then plays the deck of another random drafter of the same pool twice, once in each seat, both
played by the same program, so the decks alone differ.
"""
from __future__ import annotations

import json
import sys
from typing import Any

from game.engine.match import Match
from game.formats.runner import play

from .cards import load_card_db
from .draft_value import best_deck

RULESET = "clash-of-decks"
MAX_ACTIONS = 20000
COOP_PEOPLE = (0, 2)


def duel(deck_a: list[str], deck_b: list[str], seed: int, player: str) -> int | None:
    """Seat 0 plays ``deck_a``; the winner's seat, None on a draw."""
    from game.ai import make_agent
    setup = {"decks": [{"leader": "CD1-C1", "cards": deck_a}, {"leader": "CD1-C2", "cards": deck_b}]}
    out = play(Match(RULESET, seed, setup), {p: make_agent(player, seed * 2 + p, RULESET) for p in (0, 1)},
               max_actions=MAX_ACTIONS)
    result = out.state.result
    return result.winners[0] if result is not None and result.winners else None


def drafted(kind: str, seed: int, me: int) -> list[list[str]]:
    """Every seat's drafted cards of one pool, ``me`` picking as the normal program."""
    from game.ai import make_agent
    fmt = "draft-coop" if kind == "coop" else "draft-four"
    mode = "coop" if kind == "coop" else "ffa"
    match = Match(RULESET, seed, {"format": fmt, "players": 4, "mode": mode, "decks": "draft"})
    ev: Any = match.state
    people = COOP_PEOPLE if kind == "coop" else (0, 1, 2, 3)
    agents = {p: make_agent("normal" if p == me else "random", seed * 4 + p, RULESET) for p in people}
    play(match, agents, until=lambda s: s.stage != "draft")
    return [ev.pool_ids(p) for p in range(4)]


def measure(pools: int, seed: int = 0, player: str = "greedy", kind: str = "four") -> dict[str, Any]:
    db = load_card_db()
    won = lost = drawn = 0
    for k in range(pools):
        if kind == "coop":
            me, other = COOP_PEOPLE[k % 2], COOP_PEOPLE[(k + 1) % 2]
        else:
            me, other = k % 4, (k % 4 + 1) % 4
        decks = drafted(kind, seed + k, me)
        mine = best_deck(db, decks[me])           # eight drafted cards: the deck is all of them
        theirs = decks[other]
        for side in (0, 1):
            g = (seed + k) * 2 + side
            w = duel(mine, theirs, g, player) if side == 0 else duel(theirs, mine, g, player)
            if w is None:
                drawn += 1
            elif w == side:
                won += 1
            else:
                lost += 1
    games = won + lost + drawn
    return {"pools": pools, "games": games, "program_deck_won": won, "random_deck_won": lost, "drawn": drawn,
            "win_rate": round(won / games, 3) if games else 0.0, "player": player, "seed": seed, "draft": kind}


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    print(json.dumps(measure(n, int(sys.argv[2]) if len(sys.argv) > 2 else 0,
                             sys.argv[3] if len(sys.argv) > 3 else "greedy",
                             sys.argv[4] if len(sys.argv) > 4 else "four")))
