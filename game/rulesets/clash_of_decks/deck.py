"""Decks: the four beginner decks (data/decks/) and the deck rules: eight different creature and spell
cards and a citadel (L136-142, L264-268)."""
from __future__ import annotations

import dataclasses
import os
from collections import Counter
from typing import Any, Mapping

from game.engine.errors import DataError
from game.engine.text import Msg, bilingual
from game.util.files import read_toml

from .cards import DATA_DIR, CardDb

DECK_SIZE = 8      # L140-142
MAX_COPIES = 1     # L264-268: no copies in any deck


@dataclasses.dataclass(frozen=True)
class Deck:
    id: str
    name: Msg
    pitch: Msg
    citadel: str
    cards: tuple[str, ...]

    def to_setup(self) -> dict[str, Any]:
        return {"leader": self.citadel, "cards": list(self.cards)}


def deck_problems(db: CardDb, citadel: Any, cards: list[Any]) -> list[tuple[str, str, str, tuple[str, ...]]]:
    """Every way a deck breaks the deck rules as (rule, English, Korean, cards at fault); empty when legal."""
    out = []
    if citadel is None:
        out.append(("CD-1.3.2", "Choose a citadel: it is the deck's leader card, the ninth card of the hand.",
                    "성채를 고르세요. 덱의 리더 카드이며 손의 아홉 번째 카드입니다.", ()))
    elif not isinstance(citadel, str) or citadel not in db or db[citadel].type != "citadel":
        out.append(("CD-1.3.2", f"{citadel} is not a citadel card.", f"{citadel}: 성채 카드가 아닙니다.", (str(citadel),)))
    unknown = tuple(sorted({str(c) for c in cards if c not in db}))
    if unknown:
        out.append(("CD-1.2", "Unknown card ids.", "알 수 없는 카드 번호입니다.", unknown))
    wrong = tuple(sorted({c for c in cards if c in db and not db[c].playable}))
    if wrong:
        out.append(("CD-1.2", "A deck holds only creature and spell cards.", "덱에는 생명체와 주문 카드만 넣습니다.", wrong))
    champions = tuple(sorted({c for c in cards if c in db and db[c].champion}))
    if champions:
        out.append(("CD-10.2", "A champion is a ninth card beside the play area, never one of the deck's eight.",
                    "챔피언은 덱의 8장이 아니라 플레이 영역 옆의 아홉 번째 카드입니다.", champions))
    if len(cards) != DECK_SIZE:
        out.append(("CD-1.2", f"A deck has exactly {DECK_SIZE} cards; this one has {len(cards)}.",
                    f"덱은 정확히 {DECK_SIZE}장입니다. 이 덱은 {len(cards)}장입니다.", ()))
    copies = tuple(sorted(str(c) for c, n in Counter(cards).items() if n > MAX_COPIES))
    if copies:
        out.append(("CD-2.4", "No copies: the eight cards of a deck are all different.",
                    "사본은 금지입니다. 덱의 8장은 모두 서로 다른 카드여야 합니다.", copies))
    return out




def parse_deck(data: Mapping[str, Any], path: str, db: CardDb) -> Deck:
    out: list[str] = []
    for key in data:
        if key not in ("id", "name", "pitch", "citadel", "cards"):
            out.append(f"unknown field {key!r}")
    deck_id = data.get("id")
    if not isinstance(deck_id, str) or not deck_id:
        out.append("id: must be a non-empty string")
        deck_id = os.path.splitext(os.path.basename(path))[0]
    name = bilingual(data.get("name"), "name", out)
    pitch = bilingual(data.get("pitch"), "pitch", out)
    raw = data.get("cards")
    cards: list[str] = []
    if not isinstance(raw, list) or any(not isinstance(c, str) for c in raw):
        out.append("cards: must be a list of card ids")
    else:
        cards = list(raw)
    out.extend(f"deck {deck_id}: {en}" + (f" ({', '.join(bad)})" if bad else "")
               for _, en, _, bad in deck_problems(db, data.get("citadel"), cards))
    if out:
        raise DataError(path, out)
    return Deck(deck_id, name, pitch, str(data["citadel"]), tuple(cards))


_CACHE: dict[int, dict[str, Deck]] = {}


def load_all_decks(db: CardDb, data_dir: str = DATA_DIR) -> dict[str, Deck]:
    """The beginner decks by id, in file order; every problem of a file is reported at once."""
    cached = _CACHE.get(id(db))
    if cached is not None:
        return cached
    folder = os.path.join(data_dir, "decks")
    decks: dict[str, Deck] = {}
    problems: list[str] = []
    for name in sorted(os.listdir(folder)):
        if name.endswith(".toml"):
            path = os.path.join(folder, name)
            deck = parse_deck(read_toml(path), path, db)
            if deck.id in decks:
                problems.append(f"{name}: deck id {deck.id} used twice")
            decks[deck.id] = deck
    everywhere = Counter(c for d in decks.values() for c in d.cards)
    twice = sorted(c for c, n in everywhere.items() if n > 1)
    if twice:   # the beginner decks split one starter pack (L196-208)
        problems.append(f"beginner decks share cards: {', '.join(twice)}")
    if problems:
        raise DataError(folder, problems)
    _CACHE[id(db)] = decks
    return decks
