"""A mutated deck kept after a league (L1239-1247): its citadel, its eight printed cards and every paste,
as a TOML file; no pygame.

A kept deck plays ordinary duels against other mutated decks (or any deck): :func:`duel_setup` makes
the setup, whose ``mutated`` list gives the game the mutated cards. It can never start another mutation
format: a league starts only from a fresh mutation draft of printed packs (the ``mutation-league`` event).

    citadel = "CD1-C1"
    cards = ["CD1-01", "CD1-06", ...]        # printed ids, eight
    [name]
    en = "League 7, player A"
    ko = "리그 7, 플레이어 A"
    [[paste]]
    card = "CD1-01"
    field = "attack"
    value = 9
    source = "CD2-30/attack"
    covers = []
"""
from __future__ import annotations

import dataclasses
from typing import Any

import tomli_w

from game.engine.errors import DataError, malformed
from game.engine.text import Msg, bilingual
from game.util.files import read_toml, write_atomic

from .cards import CardDb
from .deck import deck_problems
from .mutation import Book, Paste, db_with, mutated_def


@dataclasses.dataclass(frozen=True)
class MutatedDeck:
    name: Msg
    citadel: str
    cards: tuple[str, ...]                        # printed ids
    pastes: dict[str, tuple[Paste, ...]]

    def entries(self) -> list[dict[str, Any]]:
        """The setup's ``mutated`` list for this deck."""
        return [{"base": c, "pastes": [p.to_json() for p in ps]} for c, ps in sorted(self.pastes.items()) if ps]

    def game_cards(self, db: CardDb) -> list[str]:
        """The ids the game plays: a mutated card's own id."""
        return [mutated_def(db, c, self.pastes.get(c, ())).id for c in self.cards]


def from_book(book: Book, citadel: str, name: Msg) -> MutatedDeck:
    return MutatedDeck(name, citadel, tuple(book.deck), {c: tuple(ps) for c, ps in book.pastes.items() if ps})


def to_text(deck: MutatedDeck) -> str:
    data: dict[str, Any] = {"citadel": deck.citadel, "cards": list(deck.cards), "name": deck.name.to_json(),
                            "paste": [dict(p.to_json(), card=c) for c, ps in sorted(deck.pastes.items()) for p in ps]}
    return tomli_w.dumps(data)


def save(path: str, deck: MutatedDeck) -> None:
    write_atomic(path, to_text(deck))


def parse(raw: dict[str, Any], path: str, db: CardDb) -> MutatedDeck:
    """A kept deck, checked: the deck rules and every mutated card's limits; one DataError lists all."""
    out: list[str] = []
    for key in raw:
        if key not in ("citadel", "cards", "name", "paste"):
            out.append(f"unknown field {key!r}")
    name = bilingual(raw.get("name"), "name", out)
    cards = raw.get("cards")
    if not isinstance(cards, list) or any(not isinstance(c, str) for c in cards):
        out.append("cards: must be a list of card ids")
        cards = []
    out.extend(en + (f" ({', '.join(bad)})" if bad else "") for _, en, _, bad in deck_problems(db, raw.get("citadel"), cards))
    pastes: dict[str, list[Paste]] = {}
    listed = raw.get("paste", [])
    if not isinstance(listed, list):
        out.append(f"paste: [[paste]] tables, not {listed!r}")
        listed = []
    for i, p in enumerate(listed):
        try:
            card = p["card"]
            if card not in cards:
                raise ValueError(f"{card!r} is not one of the deck's cards")
            pastes.setdefault(str(card), []).append(Paste.from_json(p))
        except (ValueError, KeyError, TypeError) as exc:
            out.append(f"paste #{i + 1}: {exc}")
    if out:
        raise DataError(path, out)
    deck = MutatedDeck(name, str(raw["citadel"]), tuple(cards), {c: tuple(ps) for c, ps in pastes.items()})
    with malformed(path, "paste"):               # a paste's value of a kind no paste has
        db_with(db, deck.entries(), path)        # every mutated card within the format's limits
    return deck


def load(path: str, db: CardDb) -> MutatedDeck:
    return parse(read_toml(path), path, db)


def duel_setup(db: CardDb, first: MutatedDeck, second: MutatedDeck) -> dict[str, Any]:
    """An ordinary duel between two kept decks (L1245-1247)."""
    return {"decks": [{"leader": d.citadel, "cards": d.game_cards(db)} for d in (first, second)],
            "mutated": first.entries() + second.entries()}
