"""Starting a game or a match (DD-0.7): decks, leaders, the first player, six cards each."""
from __future__ import annotations

from typing import Any

from game.engine.rng import Rng

from .cards import load_card_db
from .deck import load_all_decks
from .ending import deal
from .flow import advance
from .options import read_setup
from .state import DDState, zid


def new_state(seed: int, setup: dict[str, Any]) -> DDState:
    db = load_card_db()
    options, decks = read_setup(setup, seed, db)
    s = DDState(seed, db, options)
    for p, deck in enumerate(decks):
        s.leader[p] = s.add_card(p, deck.leader, zid(p, "leader")).iid
        cards = list(deck.cards)
        s.rng.shuffle(cards)    # instance ids follow the shuffled order, so they reveal nothing
        for cid in cards:
            s.add_card(p, cid, zid(p, "deck"))
    first = options["first_player"]
    deal(s, int(first) - 1 if first in ("1", "2") else s.rng.below(2))
    advance(s)
    return s


def default_setup(seed: int) -> dict[str, Any]:
    """Two preconstructed decks picked by the seed, every option at its default, written out in full
    so that a save records exactly what was played."""
    from .options import declared_options
    ids = sorted(load_all_decks(load_card_db()))
    rng = Rng(seed ^ 0x5EED)
    setup: dict[str, Any] = {o.id: o.default for o in declared_options()}
    setup["deck1"] = ids[rng.below(len(ids))]
    setup["deck2"] = ids[rng.below(len(ids))]
    return setup
