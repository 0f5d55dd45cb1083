"""Starting a game (5): decks, leaders, first player, opening hands and mulligans."""
from __future__ import annotations

from typing import Any

from game.engine.errors import DataError
from game.engine.rng import Rng

from .actionsupport import draw
from .cards import CardDb, load_card_db, parse_card_tables
from .deck import deck_problems, load_all_decks
from .flow import advance
from .state import LanesState


def card_db_for(setup: dict[str, Any]) -> CardDb:
    db = load_card_db()
    extra = setup.get("extra_cards")
    if extra:
        db = db.with_cards(parse_card_tables(extra, "<setup extra_cards>", db.affiliations))
    return db


def new_state(seed: int, setup: dict[str, Any]) -> LanesState:
    """``setup``: {"decks": [{"leader": id, "cards": [40 ids]}, ...], "first_player": 0|1 (else random),
    "extra_cards": [card tables] (purpose-made cards, as in scenarios)}."""
    db = card_db_for(setup)
    decks = setup.get("decks")
    if not isinstance(decks, list) or len(decks) != 2:
        raise DataError("<setup>", ["decks: two decks are needed (1.1.1)"])
    problems = []
    for p, deck in enumerate(decks):
        if not isinstance(deck, dict) or not isinstance(deck.get("cards"), list):
            problems.append(f"deck of player {p + 1}: needs leader and cards")
            continue
        for prob in deck_problems(db, deck.get("leader", ""), list(deck["cards"])):
            problems.append(f"deck of player {p + 1}: {prob}")
    if problems:
        raise DataError("<setup>", problems)
    s = LanesState(seed, db)
    for p, deck in enumerate(decks):
        leader = s.add_card(p, deck["leader"], f"p{p}.level")  # 5.1.4: level 1, front face
        s.leader[p] = leader.iid
        cards = list(deck["cards"])
        s.rng.shuffle(cards)  # 5.1.3; instance ids follow the shuffled order, so they reveal nothing
        for cid in cards:
            s.add_card(p, cid, f"p{p}.deck")
    first = setup.get("first_player")
    s.first_player = first if first in (0, 1) else s.rng.below(2)  # 5.1.5
    s.turn_player = s.first_player
    s.emit("game_started", first_player=s.first_player, rule="5.1.5")
    for p in (s.first_player, 1 - s.first_player):
        draw(s, p, 5)  # 5.1.6
    s.stack.append({"t": "mulligan", "order": [s.first_player, 1 - s.first_player], "i": 0, "ctx": {}})
    advance(s)
    return s


def default_setup(seed: int) -> dict[str, Any]:
    """Two preconstructed decks picked by the seed (the same seed, the same pairing)."""
    db = load_card_db()
    decks = sorted(load_all_decks(db).values(), key=lambda d: d.id)
    rng = Rng(seed ^ 0x5EED)
    a = decks[rng.below(len(decks))]
    b = decks[rng.below(len(decks))]
    return {"decks": [a.to_setup(), b.to_setup()]}
