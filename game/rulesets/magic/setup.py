"""Starting a game (103): decks, the starting player at random (103.1), libraries shuffled (103.2),
starting life (103.4), seven cards each (103.5) and the mulligans; in Vanguard each player's vanguard
goes to the command zone first and sets their life and hand size (902.3-902.5)."""
from __future__ import annotations

from typing import Any

from game.engine.errors import DataError
from game.engine.rng import Rng
from game.engine.text import Msg

from . import commander
from .cards import load_card_db
from .deck import Deck, deck_problems, load_all_decks, sideboard_problems
from .flow import advance
from .mulligan import deal_hand
from .options import MAX_SEATS, declared_options, read_setup
from .door import MagicGame
from .state import MagicState, zid
from .vanguard import install_all


def _deck_for(seat: int, value: Any, seed: int, variant: str) -> Deck:
    """The seat's deck: the picker's form ({"cards": [...], "commander": id, "color": c, "sideboard": [...]}),
    a deck id, or one of the variant's own decks chosen from the seed."""
    decks = load_all_decks()
    fmt = variant if variant in commander.VARIANTS else "constructed"
    if isinstance(value, dict):
        side = value.get("sideboard", [])
        return Deck("custom", Msg("", ""), tuple(str(c) for c in value.get("cards", [])), fmt,
                    str(value.get("commander", "")), str(value.get("color", "")),
                    tuple(str(c) for c in side) if isinstance(side, list) else ())
    if value == "random":
        ids = sorted(k for k, d in decks.items() if d.format == fmt)
        value = ids[Rng(seed ^ (0xDEC0 + seat)).below(len(ids))]
    return decks[value]


def new_state(seed: int, setup: dict[str, Any]) -> MagicState:
    db = load_card_db()
    players = int(setup.get("players", 2))
    if not 2 <= players <= MAX_SEATS:
        raise DataError("setup", [f"players: 2 to {MAX_SEATS}, not {players}"])
    given = setup.get("decks")
    opts = read_setup({k: v for k, v in setup.items() if k not in ("players", "decks")})
    variant = str(opts["variant"])
    lists: list[Deck] = []
    problems: list[str] = []
    for p in range(players):
        deck = _deck_for(p, given[p] if isinstance(given, list) and p < len(given) else opts[f"deck{p + 1}"], seed,
                         variant)
        found = commander.deck_problems(db, list(deck.cards), deck.commander, variant, deck.color) \
            if variant in commander.VARIANTS else deck_problems(db, list(deck.cards))
        found += sideboard_problems(db, list(deck.sideboard))
        problems += [f"player {p + 1}'s deck: {d.rule} {d.en}" for d in found]
        lists.append(deck)
    if problems:
        raise DataError("setup", problems)
    s = MagicGame(players, seed, db, opts)
    for p, deck in enumerate(lists):
        for cid in deck.cards:
            iid = s.add_game_card(p, cid, zid(p, "library"))
            if cid == deck.commander and s.commanders[p] < 0 and variant in commander.VARIANTS:
                commander.set_up(s, p, iid, deck.color)          # 903.6: before the library is shuffled
        s.rng.shuffle(s.zones[zid(p, "library")].cards)
    for p, deck in enumerate(lists):     # after every deck, so that a deck's cards keep their numbers
        for cid in deck.sideboard:
            s.add_game_card(p, cid, zid(p, "sideboard"))
    install_all(s, seed)
    s.start_player = s.rng.below(players)
    s.active = s.start_player
    s.emit("starting_player", player=s.start_player, rule="103.1")
    if variant in commander.VARIANTS:                            # 903.7 / 903.12f, once the start is known
        s.life = [commander.starting_life(variant, players)] * players
    for p in range(players):
        deal_hand(s, p)
    advance(s)
    return s


def default_setup(seed: int) -> dict[str, Any]:
    """Two players with decks picked by the seed, every option written out."""
    return {o.id: o.default for o in declared_options()}
