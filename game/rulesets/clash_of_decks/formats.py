"""Clash of Decks' formats part: what its formats (``data/formats.toml``: the rulebook's four drafts and the
mutation league) ask of the game. No pygame.

- The pools: ``packs`` is every creature and spell of the packs the ``draft_pool`` setting names (the
  draft's pile is cut from it by the format); ``mutation`` is two different packs, chosen by the event's
  RNG when there are more (L1089-1093).
- The games: ``drafted`` is the game at the whole table with the drafted cards (each person's 8 into the
  hand, the rulebook AI's into its deck; co-op's common pile split between B and D by the game,
  CD-8.8.1); ``mutated-duel`` is a duel of two league players with their mutated decks (CD-9.6).
- The league's own stage: the mutation phase before every round (``mutation_stage.py``).
- A card's worth to a program: the draft's weights (``draft_value.card_worth``, the game's AI part).
- For the build screen: ``suggest_deck``, the deck a program keeps (``draft_value.best_deck``), and
  ``REST_NAMES``, what the cards left out are called.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from game.engine.rng import Rng
from game.engine.text import Msg

from .cards import load_card_db
from .draft_value import card_worth as _worth
from .mutation import Book
from .mutation_stage import STAGE, EndMutation, Paste

if TYPE_CHECKING:
    from game.formats.event import EventState

ACTIONS = (Paste, EndMutation)
STAGES: Mapping[str, Any] = {"mutation": STAGE}
DRAFT_HOOKS: Mapping[str, Any] = {}
REST_NAMES: Mapping[str, Msg] = {"lab": Msg("the laboratory", "실험실")}     # what a build's ``rest`` is called


def citadels() -> list[str]:
    """The league players' citadels, by seat (L1105-1107: every player takes a citadel)."""
    return [c.id for c in load_card_db().of_type("citadel")][:4]


def problems(format_id: str, settings: dict[str, Any]) -> list[str]:
    """The game's own checks of its settings (a mode with another seat count, co-op's two packs), asked of
    a drafted game before its draft: every problem but the missing drafted cards the draft will bring."""
    if not format_id.startswith("draft"):
        return []
    from game.engine.errors import DataError
    from .options import read_setup
    try:
        read_setup({k: v for k, v in settings.items()}, 0, load_card_db())
    except DataError as exc:
        return [p for p in exc.problems if not p.startswith("decks=draft:")]
    return []


def pool(name: str, settings: dict[str, Any], rng: Rng) -> list[str]:
    db = load_card_db()
    if name == "mutation":
        packs = list(db.packs())
        while len(packs) > 2:               # two different packs, chosen by the seed when there are more
            packs.pop(rng.below(len(packs)))
        return [c.id for p in packs for c in db.pack(p)]
    chosen = settings.get("draft_pool", "both")
    packs = db.packs() if chosen == "both" else [int(chosen)]
    return [c.id for p in packs for c in db.pack(p)]


def tagged(tag: str, settings: dict[str, Any]) -> list[str]:
    """Clash of Decks makes no packs from sheets: its cards carry a pack number, not a rarity."""
    return []


def game_setup(name: str, ev: "EventState", players: tuple[int, ...]) -> dict[str, Any]:
    if name == "drafted":
        setup = {k: v for k, v in ev.game_settings.items() if not k.startswith("deck") or k == "decks"}
        setup["decks"] = "draft"
        setup["drafted"] = [ev.pool_ids(seat) for seat in players]
        return setup
    db = load_card_db()
    cits = citadels()
    decks, mutated = [], []
    for seat in players:
        book = Book.from_json(ev.own["books"][seat])
        decks.append({"leader": cits[seat], "cards": [d.id for d in book.card_defs(db)]})
        mutated.extend({"base": c, "pastes": [x.to_json() for x in ps]} for c, ps in sorted(book.pastes.items()) if ps)
    return {"decks": decks, "mutated": mutated}


def deck_problems(ev: "EventState", seat: int, cards: list[str], chosen: Any = None) -> list[tuple[str, str, str]]:
    from .catalogue import catalogue          # the deck rules as the deck builder checks them
    return [(p.rule, p.en, p.ko) for p in catalogue().problems(citadels()[seat % 4], cards)]


def card_worth(ev: "EventState", seat: int, def_id: str) -> float:
    """The draft's weights, the same for every seat (a Clash of Decks deck has no colors to commit to)."""
    return float(_worth(load_card_db()[def_id]))


def pool_worth(ev: "EventState", seat: int, cards: list[str]) -> float:
    """The best deck the drafted cards make: the deck's size of them worth most (every card without a build)."""
    values = sorted((card_worth(ev, seat, c) for c in cards), reverse=True)
    return float(sum(values[:ev.spec.build.deck] if ev.spec.build is not None else values))


def suggest_deck(ev: "EventState", seat: int) -> list[str]:
    """The deck a program keeps from the seat's drafted cards (the build screen starts from it)."""
    from .draft_value import best_deck
    return best_deck(load_card_db(), ev.pool_ids(seat), ev.spec.build.deck if ev.spec.build else 8)


def built(ev: "EventState", seat: int, deck: list[str], rest: list[str]) -> None:
    """The deck and the laboratory are fixed for the whole league (L1103-1117)."""
    books = ev.own.setdefault("books", [None] * ev.num_players)
    books[seat] = Book(list(deck), list(rest)).to_json()


def kept_decks(ev: "EventState") -> list[Any]:
    """Every player's mutated deck as kept after the league (L1239-1247), for duels only."""
    from .mutated_deck import from_book
    if "books" not in ev.own:
        return []
    cits = citadels()
    return [from_book(Book.from_json(raw), cits[seat], Msg(f"League {ev.seed}, player {'ABCD'[seat]}",
                                                           f"리그 {ev.seed}, 플레이어 {'ABCD'[seat]}"))
            for seat, raw in enumerate(ev.own["books"])]


def kept(ev: "EventState", stem: str) -> list[str]:
    """The finished league's decks beside its save (``<stem>.deck-A.toml`` ...)."""
    from .mutated_deck import save
    paths = []
    for seat, deck in enumerate(kept_decks(ev)):
        path = f"{stem}.deck-{'ABCD'[seat]}.toml"
        save(path, deck)
        paths.append(path)
    return paths
