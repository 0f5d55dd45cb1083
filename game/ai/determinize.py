"""Guessing the hidden cards: a world consistent with what one seat has seen.

The seat knows its hand and the face-up zones. It does not know the order of any deck nor the
opponent's hand. A sampled world deals the opponent's unseen cards (hand and deck) at random
from the opponent's remaining cards, and shuffles the seat's own deck. Searching over several
such worlds is how the AI plans without looking at what it may not see.

What the seat is taken to know: the opponent's deck list (which cards are still unseen, not
where). Players of a constructed game usually know the archetype they face; we take that as
the card list, and say so.
"""
from __future__ import annotations

from game.engine.rng import Rng
from game.rulesets.lanes.state import LanesState


def sample_world(s: LanesState, me: int, rng: Rng) -> LanesState:
    w = s.clone()
    opp = 1 - me
    assert isinstance(w, LanesState)
    hidden_opp = list(w.zones[f"p{opp}.hand"].cards) + list(w.zones[f"p{opp}.deck"].cards)
    own_deck = list(w.zones[f"p{me}.deck"].cards)
    defs = list(w.defs)
    for group in (hidden_opp, own_deck):
        # sorted first: the guess must depend on which cards are unseen, never on where they really are
        ids = sorted(w.cards[i].def_id for i in group)
        rng.shuffle(ids)
        for iid, def_id in zip(group, ids):
            w.cards[iid].def_id = def_id
            defs[iid] = w.db.cards[def_id]
    w.defs = defs
    w.touch()
    w.rng = Rng(rng.next_u64())  # the world's own future randomness, unknown to the seat
    w._legal_cache = None
    return w
