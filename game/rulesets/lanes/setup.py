"""Starting a game (5): decks, leaders, first player, opening hands and mulligans."""
from __future__ import annotations

from typing import Any

from game.engine.errors import DataError
from game.engine.registry import Option
from game.engine.rng import Rng
from game.engine.text import Msg

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


def declared_options() -> tuple[Option, ...]:
    """The settings chosen before a game: the two decks (preconstructed, or random from the seed) and who starts."""
    try:
        ids = ("random",) + tuple(sorted(load_all_decks(load_card_db())))
    except DataError:   # a broken card file: the game still registers, and starting one says what is wrong
        ids = ("random",)
    deck_help = Msg("A preconstructed deck, or random (chosen from the seed).", "구성된 덱, 또는 무작위(시드로 선택).")
    return (
        Option("deck1", "choice", "random", Msg("Deck of player 1", "플레이어 1의 덱"), deck_help, choices=ids),
        Option("deck2", "choice", "random", Msg("Deck of player 2", "플레이어 2의 덱"), deck_help, choices=ids),
        Option("first_player", "choice", "random", Msg("First player", "선 플레이어"),
               Msg("Who takes the first turn; random is the rule (5.1.5).", "누가 먼저 턴을 할지 정합니다. 무작위가 규칙입니다(5.1.5)."),
               choices=("random", "1", "2"),
               choice_labels=(Msg("Random", "무작위"), Msg("Player 1", "플레이어 1"), Msg("Player 2", "플레이어 2"))),
    )


def _first_player(value: Any) -> int | None:
    """A seat index from the setup: the setting's "1"/"2", or an index 0/1 (as the deck picker writes it)."""
    if value in ("1", "2"):
        return int(value) - 1
    return value if value in (0, 1) and not isinstance(value, bool) else None


def _chosen_decks(setup: dict[str, Any], db: CardDb) -> Any:
    """The decks of the setup, with a ``deckN`` setting naming a preconstructed deck taking seat N's place."""
    decks = setup.get("decks")
    named = [setup.get("deck1", "random"), setup.get("deck2", "random")]
    if all(n == "random" for n in named):
        return decks
    known = load_all_decks(db)
    problems = [f"deck{p + 1}: no preconstructed deck {n!r} (decks: {', '.join(sorted(known))})"
                for p, n in enumerate(named) if n != "random" and n not in known]
    if problems:
        raise DataError("<setup>", problems)
    base = list(decks) if isinstance(decks, list) and len(decks) == 2 else [None, None]
    return [known[n].to_setup() if n != "random" else base[p] for p, n in enumerate(named)]


def new_state(seed: int, setup: dict[str, Any]) -> LanesState:
    """``setup``: {"decks": [{"leader": id, "cards": [40 ids]}, ...], "deck1"/"deck2": a preconstructed deck
    id in place of that seat's deck, "first_player": "1"|"2"|0|1 (else random), "extra_cards": [card tables]
    (purpose-made cards, as in scenarios)}."""
    db = card_db_for(setup)
    if setup.get("players", 2) != 2:
        raise DataError("<setup>", ["players: the Lanes TCG is played by two players (1.1.1)"])
    decks = _chosen_decks(setup, db)
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
    first = _first_player(setup.get("first_player"))
    s.first_player = first if first is not None else s.rng.below(2)  # 5.1.5
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
