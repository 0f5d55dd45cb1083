"""Starting a game (EI-3): six L1 cards a hand (one of each element and two at random), the first Order,
EL 3, no EP or GP; mode B's teams."""
from __future__ import annotations

from typing import Any

from .options import declared_options, read_setup
from .perform import start
from .skills import load_table
from .state import EIState, zid
from .vocab import ELEMENTS, card

RANDOM_CARDS = 2      # beside one L1 of each element (EI-3.1)


def teams_for(n: int, how: str) -> list[int]:
    """Mode B's two fixed teams (EI-1.2): alternating seats, or the first three against the rest."""
    if how == "halves":
        return [0 if p < 3 else 1 for p in range(n)]
    return [p % 2 for p in range(n)]


def new_state(seed: int, setup: dict[str, Any]) -> EIState:
    players, options = read_setup(setup)
    s = EIState(players, seed, load_table(), options)
    if options["mode"] == "B":
        s.team_of = teams_for(players, options["teams"])
        s.teams = s.team_of[:]
    first = options["first_order"]
    s.order = s.rng.below(players) if first == "random" else int(first) - 1
    for p in range(players):
        defs = [card(e, 1) for e in ELEMENTS] + [card(ELEMENTS[s.rng.below(4)], 1) for _ in range(RANDOM_CARDS)]
        s.rng.shuffle(defs)       # instance ids follow a shuffled order, so they say nothing of the card
        for d in defs:
            s.add_card(p, d, zid(p, "hand"))
    start(s)
    return s


def default_setup(seed: int) -> dict[str, Any]:
    """Two players and every setting at its default, written out in full so a save records what was played."""
    setup: dict[str, Any] = {"players": 2}
    setup.update({o.id: o.default for o in declared_options()})
    return setup
