"""Decks: loading the preconstructed decks and the deck rules (docs/dragon-duel-cards.md)."""
from __future__ import annotations

import dataclasses
import os
from collections import Counter
from typing import Any, Mapping

from game.engine.errors import DataError
from game.engine.text import Msg, bilingual
from game.util.files import read_toml

from .cards import DATA_DIR, CardDb

DECK_SIZE = 30     # our choice; the sheet only implies hands of 6
MAX_COPIES = 3
MAX_LISTED = DECK_SIZE * 10   # a file listing more means nothing, and must not take minutes to refuse


@dataclasses.dataclass(frozen=True)
class Deck:
    id: str
    name: Msg
    pitch: Msg
    leader: str
    cards: tuple[str, ...]

    def to_setup(self) -> dict[str, Any]:
        return {"leader": self.leader, "cards": list(self.cards)}


def deck_problems(db: CardDb, leader: Any, cards: list[Any]) -> list[str]:
    """Every way a deck breaks the deck rules; empty when it is legal."""
    probs = []
    if not isinstance(leader, str) or leader not in db or db[leader].type != "leader":
        probs.append(f"leader: {leader!r} is not a leader card")
    unknown = sorted({str(c) for c in cards if c not in db})
    if unknown:
        probs.append(f"cards: unknown card ids {', '.join(unknown)}")
    leaders = sorted({c for c in cards if c in db and db[c].type == "leader"})
    if leaders:
        probs.append(f"cards: a leader card cannot be in the deck ({', '.join(leaders)})")
    if len(cards) != DECK_SIZE:
        probs.append(f"cards: a deck has exactly {DECK_SIZE} cards; this one has {len(cards)}")
    over = sorted(str(c) for c, n in Counter(cards).items() if n > MAX_COPIES)
    if over:
        probs.append(f"cards: at most {MAX_COPIES} copies of a card ({', '.join(over)})")
    if not any(c in db and db[c].type == "character" for c in cards):
        probs.append("cards: a deck needs character cards to fight")
    return probs




def parse_deck(data: Mapping[str, Any], path: str, db: CardDb) -> Deck:
    out: list[str] = []
    for key in data:
        if key not in ("id", "name", "pitch", "leader", "cards"):
            out.append(f"unknown field {key!r}")
    deck_id = data.get("id")
    if not isinstance(deck_id, str) or not deck_id:
        out.append("id: must be a non-empty string")
        deck_id = os.path.splitext(os.path.basename(path))[0]
    name = bilingual(data.get("name"), "name", out)
    pitch = bilingual(data.get("pitch"), "pitch", out)
    raw = data.get("cards")
    cards: list[str] = []
    if not isinstance(raw, dict):
        out.append("cards: must be a table of card id = copies")
    else:
        for cid, n in raw.items():
            if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= MAX_LISTED:
                out.append(f"cards.{cid}: copies must be a whole number from 1 to {MAX_LISTED}, not {n!r}")
                continue
            if len(cards) + n > MAX_LISTED:
                out.append(f"cards: a deck file lists at most {MAX_LISTED} cards")
                break
            cards.extend([cid] * n)
    out.extend(deck_problems(db, data.get("leader"), cards))
    if out:
        raise DataError(path, [f"deck {deck_id}: {p}" for p in out])
    return Deck(deck_id, name, pitch, str(data["leader"]), tuple(cards))


_DECKS: dict[str, dict[str, Deck]] = {}


def load_all_decks(db: CardDb, deck_dir: str = os.path.join(DATA_DIR, "decks")) -> dict[str, Deck]:
    if deck_dir in _DECKS:
        return _DECKS[deck_dir]
    decks = {}
    for name in sorted(os.listdir(deck_dir)):
        if name.endswith(".toml"):
            path = os.path.join(deck_dir, name)
            deck = parse_deck(read_toml(path), path, db)
            decks[deck.id] = deck
    _DECKS[deck_dir] = decks
    return decks
