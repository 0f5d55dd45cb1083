"""Measuring the programs' draft pick (issue 12): does a deck the program drafts beat a deck drafted at
random from the same pool? Used by ``python -m game.rulesets.clash_of_decks.draft_measure``; the figure
stands in docs/ai.md. No pygame.

Each pool is one 4-player draft (32 cards of the two packs): one seat picks with the program's policy,
the three others at random; the program's seat moves round the table with the seed, so no seat's place
in the pick order helps it. The drafted deck then plays the deck of the next seat (a random drafter of
the same pool) twice, once in each seat, both played by the same program, so the decks alone differ.

``coop`` measures the co-op draft the same way (64 cards, A and C each keep one card of 8 revealed, the
rest to the AIs): one person's seat drafts with the program's pick (A or C, alternating with the pool),
the other person's at random; the two decks of 8 then meet as above. The AIs' picks are the rules' and
play no part.
"""
from __future__ import annotations

import json
import sys
from typing import Any

from game.engine.match import Match

from . import draft4
from .cards import load_card_db
from .draft_value import best_deck

MAX_ACTIONS = 20000


def duel(deck_a: list[str], deck_b: list[str], seed: int, player: str) -> int | None:
    """Seat 0 plays ``deck_a``; the winner's seat, None on a draw."""
    from game.ai import make_agent
    setup = {"decks": [{"leader": "CD1-C1", "cards": deck_a}, {"leader": "CD1-C2", "cards": deck_b}]}
    s = Match("clash-of-decks", seed, setup).state
    agents = [make_agent(player, seed * 2, "clash-of-decks"), make_agent(player, seed * 2 + 1, "clash-of-decks")]
    n = 0
    while s.result is None and n < MAX_ACTIONS:
        p = s.current_players()[0]
        s.apply(agents[p].choose(s, p))
        n += 1
    if s.result is None or not s.result.winners:
        return None
    return s.result.winners[0]


def measure(pools: int, seed: int = 0, player: str = "greedy", kind: str = "four") -> dict[str, Any]:
    db = load_card_db()
    pool = [c.id for p in db.packs() for c in db.pack(p)]
    won = lost = drawn = 0
    for k in range(pools):
        if kind == "coop":
            me, other = draft4.COOP_HUMANS[k % 2], draft4.COOP_HUMANS[(k + 1) % 2]
            start = draft4.coop(pool, seed + k)
        else:
            me, other = k % 4, (k % 4 + 1) % 4
            start = draft4.four_player(pool, seed + k)
        levels = ["random"] * 4
        levels[me] = "normal"
        decks = draft4.seat_decks(draft4.run(db, start, levels, seed + k))
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
