"""Decks: loading and the deck-building rules (5.1.2)."""
from __future__ import annotations

import dataclasses
import os
from collections import Counter
from typing import Any, Mapping

from game.engine.errors import DataError
from game.engine.text import Msg, josa

from game.util.files import read_toml

from . import cards as _cards
from .cards import CardDb

DECK_SIZE = 40
MAX_COPIES = 3
MAX_TRIGGERS = 8
# Bounds on what a deck file may list, checked before a list is built from it: a deck in progress may
# break 5.1.2 (the builder shows how), but no count above a whole deck can mean anything, and a file
# of nonsense counts must not take minutes and gigabytes to refuse.
MAX_LISTED_COPIES = DECK_SIZE
MAX_LISTED = DECK_SIZE * 10


@dataclasses.dataclass(frozen=True)
class Deck:
    id: str
    name: Msg
    leader: str
    cards: tuple[str, ...]   # 40 card ids, in file order

    def to_setup(self) -> dict[str, Any]:
        return {"leader": self.leader, "cards": list(self.cards)}


@dataclasses.dataclass(frozen=True)
class DeckProblem:
    rule: str
    en: str
    ko: str
    cards: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"[{self.rule}] {self.en}" + (f" ({', '.join(self.cards)})" if self.cards else "")


_ATTR = {"fire": ("fire", "화염"), "earth": ("earth", "대지"), "storm": ("storm", "폭풍"), "wave": ("wave", "파도"),
         "lightning": ("lightning", "번개")}
_TYPE = {"unit": ("unit", "유닛"), "item": ("item", "아이템"), "skill": ("skill", "스킬"), "leader": ("leader", "리더")}


def _names(table: dict[str, tuple[str, str]], keys: Any, ko: bool) -> str:
    return ", ".join(table.get(k, (k, k))[1 if ko else 0] for k in sorted(keys))


def _oath_problems(db: CardDb, leader_id: str, cards: list[str]) -> list[DeckProblem]:
    leader = db[leader_id]
    probs = []
    defs = [db[c] for c in cards if c in db]
    for cond in leader.oath:
        if "attributes" in cond:
            allowed = set(cond["attributes"])
            bad = sorted({d.id for d in defs if d.attribute not in allowed})
            if bad:
                probs.append(DeckProblem("5.1.2.1", f"The oath of {leader.name.en} allows only {_names(_ATTR, allowed, False)} cards.",
                                         f"{leader.name.ko}의 서약은 {_names(_ATTR, allowed, True)} 속성 카드만 허용합니다.", tuple(bad)))
        for ctype, limit in cond.get("max_type", {}).items():
            n = sum(1 for d in defs if d.type == ctype)
            if n > limit:
                probs.append(DeckProblem("5.1.2.1", f"The oath allows at most {limit} {_names(_TYPE, [ctype], False)} cards; the deck has {n}.",
                                         f"서약에 따라 {_names(_TYPE, [ctype], True)} 카드는 최대 {limit}장입니다. 덱에 {n}장이 있습니다.",
                                         tuple(sorted({d.id for d in defs if d.type == ctype}))))
        for ctype, need in cond.get("min_type", {}).items():
            n = sum(1 for d in defs if d.type == ctype)
            if n < need:
                probs.append(DeckProblem("5.1.2.1", f"The oath needs at least {need} {_names(_TYPE, [ctype], False)} cards; the deck has {n}.",
                                         f"서약에 따라 {_names(_TYPE, [ctype], True)} 카드가 최소 {need}장 필요합니다. 덱에 {n}장이 있습니다."))
        if "max_cost" in cond:
            bad = sorted({d.id for d in defs if d.cost > cond["max_cost"]})
            if bad:
                probs.append(DeckProblem("5.1.2.1", f"The oath allows no card costing more than {cond['max_cost']}.",
                                         f"서약에 따라 코스트 {cond['max_cost']} 초과 카드는 넣을 수 없습니다.", tuple(bad)))
        if "min_affiliation" in cond:
            key, need = cond["min_affiliation"]["key"], cond["min_affiliation"]["count"]
            n = sum(1 for d in defs if key in d.affiliations)
            if n < need:
                aff = db.affiliations.get(key, Msg(key, key))
                probs.append(DeckProblem("5.1.2.1", f"The oath needs at least {need} {aff.en} cards; the deck has {n}.",
                                         f"서약에 따라 {aff.ko} 카드가 최소 {need}장 필요합니다. 덱에 {n}장이 있습니다."))
    return probs


def deck_problems(db: CardDb, leader_id: str, cards: list[str]) -> list[DeckProblem]:
    """Every way the deck breaks 5.1.2; empty when it is legal."""
    probs: list[DeckProblem] = []
    unknown = sorted({c for c in cards if c not in db} | ({leader_id} - set(db.cards)))
    if unknown:
        probs.append(DeckProblem("2.10", "Unknown card ids.", "알 수 없는 카드 번호입니다.", tuple(unknown)))
    if leader_id in db and db[leader_id].type != "leader":
        probs.append(DeckProblem("5.1.2", f"{leader_id} is not a leader card.", f"{josa(leader_id, '은/는')} 리더 카드가 아닙니다.", (leader_id,)))
    leaders_in_deck = sorted({c for c in cards if c in db and db[c].type == "leader"})
    if leaders_in_deck:
        probs.append(DeckProblem("5.1.2", "A leader card cannot be in the 40-card deck.",
                                 "리더 카드는 40장 덱에 넣을 수 없습니다.", tuple(leaders_in_deck)))
    if len(cards) != DECK_SIZE:
        probs.append(DeckProblem("5.1.2", f"A deck has exactly {DECK_SIZE} cards; this one has {len(cards)}.",
                                 f"덱은 정확히 {DECK_SIZE}장이어야 합니다. 이 덱은 {len(cards)}장입니다."))
    counts = Counter(cards)
    over = sorted(c for c, n in counts.items() if n > MAX_COPIES)
    if over:
        probs.append(DeckProblem("5.1.2.2", f"At most {MAX_COPIES} copies of a card.",
                                 f"같은 식별 번호의 카드는 최대 {MAX_COPIES}장입니다.", tuple(over)))
    triggers = [c for c in cards if c in db and db[c].has_trigger]
    if len(triggers) > MAX_TRIGGERS:
        probs.append(DeckProblem("5.1.2.3", f"At most {MAX_TRIGGERS} trigger cards; the deck has {len(triggers)}.",
                                 f"트리거 카드는 최대 {MAX_TRIGGERS}장입니다. 덱에 {len(triggers)}장이 있습니다.",
                                 tuple(sorted(set(triggers)))))
    if leader_id in db and db[leader_id].type == "leader":
        probs.extend(_oath_problems(db, leader_id, [c for c in cards if c in db]))
    return probs


def parse_deck(data: Mapping[str, Any], path: str, db: CardDb, *, check_rules: bool = True) -> Deck:
    out: list[str] = []
    for key in data:
        if key not in ("id", "name", "leader", "cards"):
            out.append(f"unknown field {key!r}")
    deck_id = data.get("id")
    if not isinstance(deck_id, str) or not deck_id:
        out.append("id: must be a non-empty string")
        deck_id = os.path.splitext(os.path.basename(path))[0]
    name = data.get("name")
    if not isinstance(name, dict) or not isinstance(name.get("en"), str) or not isinstance(name.get("ko"), str):
        out.append("name: must be { en = \"...\", ko = \"...\" }")
        name = {"en": deck_id, "ko": deck_id}
    leader = data.get("leader")
    if not isinstance(leader, str):
        out.append("leader: must be a card id")
        leader = ""
    raw_cards = data.get("cards")
    cards: list[str] = []
    if not isinstance(raw_cards, dict):
        out.append("cards: must be a table of card id = copies")
    else:
        for cid, n in raw_cards.items():
            if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= MAX_LISTED_COPIES:
                shown = repr(n) if not isinstance(n, int) or abs(n) < 10 ** 12 else f"a {len(str(abs(n)))}-digit number"
                out.append(f"cards.{cid}: copies must be a whole number from 1 to {MAX_LISTED_COPIES}, not {shown}")
                continue
            if len(cards) + n > MAX_LISTED:
                out.append(f"cards: a deck file lists at most {MAX_LISTED} cards")
                break
            cards.extend([cid] * n)
    if out:
        raise DataError(path, [f"deck {deck_id}: {p}" for p in out])
    if check_rules:
        probs = deck_problems(db, leader, cards)
        if probs:
            raise DataError(path, [f"deck {deck_id}: {p}" for p in probs])
    return Deck(deck_id, Msg(name["en"], name["ko"]), leader, tuple(cards))


def load_deck(path: str, db: CardDb) -> Deck:
    return parse_deck(read_toml(path), path, db)


def load_all_decks(db: CardDb, deck_dir: str | None = None) -> dict[str, Deck]:
    """The preconstructed decks, all of them: a card file that lost cards raises its own DataError
    (the cause), and otherwise the first deck that cannot be used raises its."""
    db.require_complete()
    decks, problems = load_playable_decks(db, deck_dir)
    if problems:
        raise problems[0]
    return decks


def load_playable_decks(db: CardDb, deck_dir: str | None = None) -> tuple[dict[str, Deck], list[DataError]]:
    """The preconstructed decks that are legal with the cards that loaded, and why the others are
    not (the demo plays on with what it has after a broken card file)."""
    deck_dir = deck_dir or os.path.join(_cards.DATA_DIR, "decks")
    decks: dict[str, Deck] = {}
    problems: list[DataError] = []
    for name in sorted(os.listdir(deck_dir)):
        if name.endswith(".toml"):
            try:
                deck = load_deck(os.path.join(deck_dir, name), db)
            except DataError as exc:
                problems.append(exc)
                continue
            decks[deck.id] = deck
    return decks, problems
