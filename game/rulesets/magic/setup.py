"""Starting a game (103): decks, the starting player at random (103.1), libraries shuffled (103.2),
starting life (103.4), seven cards each (103.5) and the mulligans. What the game is played as (deck
format, multiplayer shape, supplements: setting.py) brings its variants, whose hooks place the commander
(903.6), put each vanguard in the command zone (902.3) and set life and hand size (903.7, 902.4-902.5)."""
from __future__ import annotations

from typing import Any

from game.engine.errors import DataError
from game.engine.rng import Rng
from game.engine.text import Msg

from . import conspiracy_play
from . import partner as partners
from .cards import load_card_db
from .deck import Deck, deck_problems, load_all_decks, sideboard_problems
from .door import MagicGame, new_game
from .opening import open_game
from .options import MAX_SEATS, declared_options, read_setup
from .state import zid


def _deck_for(seat: int, value: Any, seed: int, fmt: str) -> Deck:
    """The seat's deck: the picker's form ({"cards": [...], "commander": id, "color": c, "sideboard": [...]},
    with "pool": [...] for a Commander Draft deck, 903.13e-f;
    or the deck screens' {"cards": [...], "leader": commander} without the commander among the cards),
    a deck id, or one of the format's own decks chosen from the seed."""
    decks = load_all_decks()
    if isinstance(value, dict):
        side = value.get("sideboard", [])
        cards = tuple(str(c) for c in value.get("cards", []))
        commander = str(value.get("commander", ""))
        if not commander and value.get("leader"):     # the deck screens' form: the commander apart (903.5a)
            commander = str(value["leader"])
            cards += (commander,)
        partner = str(value.get("partner", "")) or (partners.implied(load_card_db(), commander, cards)
                                                     if fmt == "commander" else "")
        pool = value.get("pool", [])
        notes = value.get("notes", [])
        return Deck("custom", Msg("", ""), cards, fmt, commander, str(value.get("color", "")),
                    tuple(str(c) for c in side) if isinstance(side, list) else (), partner,
                    pool=tuple(str(c) for c in pool) if isinstance(pool, list) else (),
                    notes=tuple((str(n[0]), str(n[1])) for n in notes if isinstance(n, list | tuple) and len(n) == 2)
                    if isinstance(notes, list) else ())
    if value == "random":
        ids = sorted(k for k, d in decks.items() if d.format == fmt)
        value = ids[Rng(seed ^ (0xDEC0 + seat)).below(len(ids))]
    return decks[value]


def _as_setup(deck: Deck) -> dict[str, Any]:
    """A dealt deck as a setup's ``decks`` entry names it: its cards, commander, color, partner, sideboard."""
    out: dict[str, Any] = {"cards": list(deck.cards)}
    for key in ("commander", "color", "partner"):
        if getattr(deck, key):
            out[key] = getattr(deck, key)
    if deck.sideboard:
        out["sideboard"] = list(deck.sideboard)
    if deck.pool:
        out["pool"] = list(deck.pool)
    if deck.notes:
        out["notes"] = [list(n) for n in deck.notes]
    return out


def _noted(s: MagicGame, deck: Deck, cards: list[int]) -> dict[int, str]:
    """905.2b: each of the deck's notes given to one card of its id, in the order the deck lists them (the
    deck's cards first, then its sideboard's: a note whose card is in neither goes nowhere)."""
    out: dict[int, str] = {}
    for def_id, note in deck.notes:
        card = next((c for c in cards if s.cards[c].def_id == def_id and c not in out), None)
        if card is not None:
            out[card] = note
    return out


def new_state(seed: int, setup: dict[str, Any]) -> MagicGame:
    db = load_card_db()
    players = int(setup.get("players", 2))
    if not 2 <= players <= MAX_SEATS:
        raise DataError("setup", [f"players: 2 to {MAX_SEATS}, not {players}"])
    given = setup.get("decks")
    opts = read_setup({k: v for k, v in setup.items() if k not in ("players", "decks")})
    s = new_game(players, seed, db, opts)
    fmt = s.setting.deck_format
    lists: list[Deck] = []
    problems: list[str] = []
    for p in range(players):
        deck = _deck_for(p, given[p] if isinstance(given, list) and p < len(given) else opts.get(f"deck{p + 1}", "random"), seed,
                         fmt)
        found = next((f for v in s.variants if (f := v.deck_problems(db, deck)) is not None), None)
        if found is None and deck.pool:            # a deck drafted outside Commander: 905.1d, 100.2b
            from .conspiracy_draft import drafted_deck_problems
            found = drafted_deck_problems(db, list(deck.cards), list(deck.pool))
        found = found if found is not None else deck_problems(db, list(deck.cards))     # 100.2a
        found += sideboard_problems(db, list(deck.sideboard), limited=bool(deck.pool))
        problems += [f"player {p + 1}'s deck: {d.rule} {d.en}" for d in found]
        lists.append(deck)
    if problems:
        raise DataError("setup", problems)
    s.dealt = [_as_setup(deck) for deck in lists]
    dealt: list[list[int]] = []
    for p, deck in enumerate(lists):
        cards = [s.add_game_card(p, cid, zid(p, "library")) for cid in deck.cards]
        dealt.append(list(cards))
        for v in s.variants:
            v.place_deck(s, p, deck, cards)                  # 903.6: before the library is shuffled
    for p, deck in enumerate(lists):     # after every deck, so that a deck's cards keep their numbers
        dealt[p] += [s.add_game_card(p, cid, zid(p, "sideboard")) for cid in deck.sideboard]
    s.draft_notes = {c: note for p, deck in enumerate(lists) for c, note in _noted(s, deck, dealt[p]).items()}
    if conspiracy_play.join(s, seed):    # 905.4: conspiracies first; the game opens once they are placed
        return s
    open_game(s, seed)
    return s


def default_setup(seed: int) -> dict[str, Any]:
    """Two players with decks picked by the seed, every option written out. Programs' games begun from it
    (simulate, bench, the smoke runs) pay automatically: a random player would wander through the ways to
    pay (``--set payment=choose`` asks them); the table's screens ask people, by the option's default."""
    return {**{o.id: o.default for o in declared_options()}, "payment": "auto"}

