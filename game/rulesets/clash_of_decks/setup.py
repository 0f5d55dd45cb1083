"""Starting a game (L118-182): bridges, citadels, decks (drafted ones come in the setup's ``drafted``: the
draft itself is a format above the game, data/formats.toml), the champions, the start player."""
from __future__ import annotations

from typing import Any

from game.engine.rng import Rng

from . import dealing, mutation
from .cards import load_card_db
from .deck import load_all_decks
from .flow import advance
from .options import declared_options, read_setup
from .seats import rules_seats_for
from .state import CDState

BRIDGES = ("CD1-B1", "CD1-B2", "CD2-B1", "CD2-B2")   # two bridges make the play area (L146-148), four with four (L905)
AI_CITADEL = "CD2-C1"
AI_CITADELS = ("CD2-C1", "CD2-C2")       # co-op: the citadels of the AI decks at B and D


def new_state(seed: int, setup: dict[str, Any]) -> CDState:
    # a mutated card (the mutation format, CD-9) is its printed card with pastes, listed in the setup
    db = mutation.db_with(load_card_db(), setup.get("mutated") if isinstance(setup, dict) else None)
    st = read_setup(setup, seed, db)
    opts = st.options
    solo = opts["mode"] == "solo"
    s = CDState(seed, db, opts, seats=st.seats, ai_seats=rules_seats_for(opts["mode"]), purchase=st.purchase,
                points=st.points)
    for f, bridge in enumerate(BRIDGES[:len(s.fronts)]):
        s.add_card(0, bridge, f"f{f}.bridge")
    for p, cid in enumerate(st.champions):
        if cid is not None:
            dealing.add_champion(s, p, cid)
    if opts["decks"] == "constructed":     # decklists are revealed before shuffling (L280-286)
        s.emit("decklists_revealed", decks=[list(d.cards) if d else [] for d in st.decks], rule="CD-2.3")
    for p in st.humans:
        deck = st.decks[p]
        assert deck is not None
        _deal(s, p, list(deck.cards), citadel_id=deck.citadel)
    if solo:
        _deal(s, 1, list(st.ai_cards), citadel_id=AI_CITADEL)
    elif s.rules_seats:
        # co-op: the AIs' cards (drafted: their common pile, CD-8.8.1) shuffled and split into two decks of
        # 24, each with a citadel at the bottom (L1025-1037); hidden to hidden, so no one learns which AI
        # holds which card
        cards = list(st.ai_cards)
        s.rng.shuffle(cards)
        half = len(cards) // len(s.rules_seats)
        for i, seat in enumerate(s.rules_seats):
            _deal(s, seat, sorted(cards[i * half:(i + 1) * half]), citadel_id=AI_CITADELS[i])
        if opts["decks"] == "draft":
            s.emit("ai_decks_split", sizes=[half] * len(s.rules_seats), rule="CD-8.8.1")
    dealing.after_decks(s)
    advance(s)
    return s


def _deal(s: CDState, seat: int, cards: list[str], *, citadel_id: str) -> None:
    dealing.deal(s, seat, cards, citadel_id=citadel_id)


def default_setup(seed: int) -> dict[str, Any]:
    """A duel with two beginner decks picked by the seed, every option at its default, written out in
    full so that a save records exactly what was played."""
    ids = list(load_all_decks(load_card_db()))
    rng = Rng(seed ^ 0x5EED)
    setup: dict[str, Any] = {o.id: o.default for o in declared_options()}
    first = rng.below(len(ids))
    second = (first + 1 + rng.below(len(ids) - 1)) % len(ids)   # two different decks of one starter pack
    setup["deck1"], setup["deck2"] = ids[first], ids[second]
    return setup
