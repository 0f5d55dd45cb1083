"""Constructed decks (100.2a): at least 60 cards, at most four of any card but basic lands; loaded from
TOML and checked, each problem naming the rule and the cards. No pygame."""
from __future__ import annotations

import dataclasses
import functools
import os
from collections import Counter
from typing import Any, Callable, TypeVar

from game.engine.errors import DataError
from game.engine.text import Msg, bilingual
from game.util.files import read_toml

from .cards import DATA_DIR, CardDb, DeckProblem, load_card_db
from .vocab import COMMAND_ONLY_TYPES, SIDEBOARD_TYPES
from .commander import deck_problems as commander_problems

T = TypeVar("T")

MIN_CARDS = 60
MAX_COPIES = 4
MAX_SIDEBOARD = 15      # 100.4a
MAX_LISTED = 1000       # more cards than any deck of any format: a file listing more means nothing


FORMATS = ("constructed", "commander", "brawl")


@dataclasses.dataclass(frozen=True)
class Deck:
    id: str
    name: Msg
    cards: tuple[str, ...]
    format: str = "constructed"     # or "commander" / "brawl": the deck rules of 903.5 / 903.12
    commander: str = ""             # the card designated as the commander (903.3), one of the cards
    color: str = ""                 # a color chosen before the game for the commander (903.4b)
    sideboard: tuple[str, ...] = ()  # cards its player owns outside the game (400.11a), never counted in the deck
    partner: str = ""               # a second commander by partner (702.124), one of the cards
    pitch: Msg = Msg("", "")         # the deck's plan in a sentence, as a player would tell it ("" if none given)
    pool: tuple[str, ...] = ()       # Commander Draft: the pool the deck was built from (903.13e-f), () otherwise
    notes: tuple[tuple[str, str], ...] = ()   # Conspiracy Draft: (card id, what it noted as drafted), 905.2b


def deck_problems(db: CardDb, cards: list[str]) -> list[DeckProblem]:
    out: list[DeckProblem] = []
    unknown = sorted({c for c in cards if c not in db})
    if unknown:
        out.append(DeckProblem("100.2a", f"No such card: {', '.join(unknown)}.", f"없는 카드: {', '.join(unknown)}."))
    tokens = sorted({c for c in cards if c in db and db[c].token})
    if tokens:
        out.append(DeckProblem("111.1", f"Tokens are not cards of a deck: {', '.join(tokens)}.",
                               f"토큰은 덱에 넣을 수 없습니다: {', '.join(tokens)}."))
    vanguards = sorted({c for c in cards if c in db and db[c].is_a("vanguard")})
    planar = sorted({c for c in cards if c in db and (db[c].is_a("plane") or db[c].is_a("phenomenon"))})
    if planar:                  # 901.4: a plane or phenomenon is in a planar deck, in the command zone
        out.append(DeckProblem("901.4", f"A plane or phenomenon belongs to a planar deck, never a deck: {', '.join(planar)}.",
                               f"차원과 현상은 차원 덱에 넣고 덱에는 넣지 않습니다: {', '.join(planar)}."))
    if vanguards:
        out.append(DeckProblem("902.3", f"A vanguard stays in the command zone, never in a deck: {', '.join(vanguards)}.",
                               f"뱅가드는 덱에 넣지 않고 커맨드 영역에 둡니다: {', '.join(vanguards)}."))
    schemes = sorted({c for c in cards if c in db and db[c].is_a("scheme")})
    if schemes:
        out.append(DeckProblem("904.4", f"A scheme belongs to a scheme deck, never to a deck: {', '.join(schemes)}.",
                               f"계략 카드는 덱이 아니라 계략 덱에 넣습니다: {', '.join(schemes)}."))
    plots = sorted({c for c in cards if c in db and db[c].is_a("conspiracy")})
    if plots:                   # 905.4, guide 3.30: it waits in the sideboard for the command zone
        out.append(DeckProblem("905.4", f"A conspiracy waits in the sideboard, never in a deck: {', '.join(plots)}.",
                               f"컨스피러시는 덱에 넣지 않고 사이드보드에 둡니다: {', '.join(plots)}."))
    if len(cards) < MIN_CARDS:
        out.append(DeckProblem("100.2a", f"A constructed deck has at least {MIN_CARDS} cards, not {len(cards)}.",
                               f"구축 덱은 최소 {MIN_CARDS}장이어야 합니다({len(cards)}장)."))
    many = sorted(c for c, n in Counter(cards).items()
                  if n > MAX_COPIES and not (c in db and "basic" in db[c].supertypes))
    if many:
        out.append(DeckProblem("100.2a", f"More than {MAX_COPIES} copies of {', '.join(many)} (basic lands excepted).",
                               f"{', '.join(many)}: 같은 카드는 {MAX_COPIES}장까지입니다(기본 대지 제외)."))
    return out


def format_problems(db: CardDb, fmt: str, cards: list[str], commander: str = "", color: str = "",
                    partner: str = "") -> list[DeckProblem]:
    """Every rule a deck of the format breaks: 100.2a for constructed, 903.3-903.5 for Commander and
    903.12 for Brawl (``cards`` hold the commander). The shipped decks, the deck builder and a game's
    setup (through the format's variant) are all held to these."""
    if fmt == "constructed":
        return deck_problems(db, cards)
    return commander_problems(db, cards, commander, fmt, color, partner)


def sideboard_problems(db: CardDb, cards: list[str], limited: bool = False) -> list[DeckProblem]:
    """A sideboard holds real cards (no tokens, no vanguards), fifteen at most (100.4a) but in a limited game,
    where every drafted card not in the deck is in it (100.4b). 903.11 is checked when a card would be brought
    in, not here: a sideboard may hold cards no effect could fetch."""
    out: list[DeckProblem] = []
    unknown = sorted({c for c in cards if c not in db})
    if unknown:
        out.append(DeckProblem("400.11a", f"No such card in the sideboard: {', '.join(unknown)}.",
                               f"사이드보드에 없는 카드: {', '.join(unknown)}."))
    # 905.4: a conspiracy is a card of the sideboard, which its owner may put into the command zone
    unfit = sorted({c for c in cards if c in db and (db[c].token or any(db[c].is_a(k) for k in COMMAND_ONLY_TYPES
                                                                          if k not in SIDEBOARD_TYPES))})
    if unfit:
        out.append(DeckProblem("400.11a", f"Tokens and vanguards are not sideboard cards: {', '.join(unfit)}.",
                               f"토큰과 뱅가드는 사이드보드에 넣을 수 없습니다: {', '.join(unfit)}."))
    if len(cards) > MAX_SIDEBOARD and not limited:
        out.append(DeckProblem("100.4a", f"A sideboard has at most {MAX_SIDEBOARD} cards, not {len(cards)}.",
                               f"사이드보드는 최대 {MAX_SIDEBOARD}장입니다({len(cards)}장)."))
    return out


def _card_list(raw: Any, where: str, problems: list[str]) -> list[str]:
    cards: list[str] = []
    if not isinstance(raw, list):
        problems.append(f"{where}: a list of [count, \"card id\"], not {raw!r}")
        return cards
    for entry in raw:
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int)
                and not isinstance(entry[0], bool) and 1 <= entry[0] <= MAX_LISTED and isinstance(entry[1], str)):
            problems.append(f"{where}: each entry is [count from 1 to {MAX_LISTED}, \"card id\"], not {entry!r}")
            continue
        if len(cards) + entry[0] > MAX_LISTED:
            problems.append(f"{where}: a deck lists at most {MAX_LISTED} cards")
            break
        cards += [entry[1]] * entry[0]
    return cards


def parse_decks(raw: dict[str, Any], path: str, db: CardDb) -> dict[str, Deck]:
    problems: list[str] = []
    out: dict[str, Deck] = {}
    decks = raw.get("deck", [])
    if not isinstance(decks, list):
        raise DataError(path, [f"deck: [[deck]] tables, not {decks!r}"])
    for n, d in enumerate(decks):
        did = d.get("id") if isinstance(d, dict) else None
        where = f"deck {did}" if isinstance(did, str) else f"deck #{n + 1}"
        if not isinstance(did, str):
            problems.append(f"{where}: needs an id")
            continue
        name = d.get("name", {})
        if not (isinstance(name, dict) and isinstance(name.get("en"), str) and isinstance(name.get("ko"), str)
                and name["en"] and name["ko"]):
            problems.append(f"{where}.name: needs en and ko")
            continue
        pitch = d.get("pitch", {"en": "", "ko": ""})
        if not (isinstance(pitch, dict) and isinstance(pitch.get("en"), str) and isinstance(pitch.get("ko"), str)
                and bool(pitch["en"]) == bool(pitch["ko"])):
            problems.append(f"{where}.pitch: needs en and ko")   # a plan told in one language only is half told
            continue
        cards = _card_list(d.get("cards", []), f"{where}.cards", problems)
        side = _card_list(d.get("sideboard", []), f"{where}.sideboard", problems)
        problems += [f"{where}.sideboard: {p.rule} {p.en}" for p in sideboard_problems(db, side)]
        fmt = d.get("format", "constructed")
        if fmt not in FORMATS:
            problems.append(f"{where}.format: one of {', '.join(FORMATS)}, not {fmt!r}")
            continue
        problems += [f"{where}: {p.rule} {p.en}"
                     for p in format_problems(db, fmt, cards, str(d.get("commander", "")), str(d.get("color", "")),
                                              str(d.get("partner", "")))]
        out[did] = Deck(did, Msg(name["en"], name["ko"]), tuple(cards), fmt, str(d.get("commander", "")),
                        str(d.get("color", "")), tuple(side), str(d.get("partner", "")), Msg(pitch["en"], pitch["ko"]))
    if problems:
        raise DataError(path, problems)
    return out


def parse_piles(tables: Any, path: str, what: str,
                make: Callable[[str, Msg, tuple[str, ...], dict[str, Any], str, list[str]], T]) -> dict[str, T]:
    """The [[deck]] tables of a file of command-zone piles (planar decks, 901.3; scheme decks, 904.3): each
    with an id of its own, a name in both languages and a list of ``what`` ids, then ``make(id, name, cards,
    table, where, problems)`` builds it and adds what else is wrong. Every problem at once, naming the file,
    the deck and the field."""
    problems: list[str] = []
    out: dict[str, T] = {}
    for n, raw in enumerate(tables if isinstance(tables, list) else []):
        did = raw.get("id") if isinstance(raw, dict) else None
        where = f"deck {did}" if isinstance(did, str) and did else f"deck #{n + 1}"
        if not isinstance(raw, dict) or not isinstance(did, str) or not did or did in out:
            problems.append(f"{where}: needs an id of its own")
            continue
        cards = raw.get("cards")
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            problems.append(f"{where}.cards: a list of {what} ids")
            continue
        name = bilingual(raw.get("name"), f"{where}.name", problems)
        out[did] = make(did, name, tuple(cards), raw, where, problems)
    if not out and not problems:
        problems.append("deck: [[deck]] tables, at least one")
    if problems:
        raise DataError(path, problems)
    return out


@functools.lru_cache(maxsize=1)
def load_all_decks() -> dict[str, Deck]:
    path = os.path.join(DATA_DIR, "decks.toml")
    return parse_decks(read_toml(path), path, load_card_db())
