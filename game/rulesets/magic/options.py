"""The settings of the Magic table, declared as data, and the reading of a game's setup.

``variant`` is the format: ``core`` (two to six players, free-for-all, constructed decks), ``commander``
(903: 100-card decks led by a commander, 40 life), ``brawl`` (903.12: 60-card decks, 25 or 30 life) and
``vanguard`` (902: constructed decks with a vanguard card per player). ``deck1``..``deck6`` pick each
seat's deck and ``vanguard1``..``vanguard6`` each seat's vanguard (``random``: chosen from the seed)."""
from __future__ import annotations

from typing import Any

from game.engine.errors import DataError
from game.engine.registry import Option
from game.engine.text import Msg

from .cards import load_card_db
from .deck import load_all_decks
from .vanguard import vanguard_ids

MAX_SEATS = 6


def _deck_ids() -> tuple[tuple[str, ...], tuple[Msg, ...]]:
    """The deck choices and their names: a screen lists the decks by name, never by id."""
    try:
        decks = load_all_decks()
    except DataError:    # a broken card file: the game still registers, and starting one says what is wrong
        return ("random",), (RANDOM,)
    return ("random",) + tuple(decks), (RANDOM,) + tuple(d.name for d in decks.values())


def _vanguards() -> tuple[tuple[str, ...], tuple[Msg, ...]]:
    """The vanguard choices and their names: a screen lists the cards by name, never by id."""
    try:
        db = load_card_db()
    except DataError:
        return ("random",), (RANDOM,)
    ids = vanguard_ids(db)
    return ("random",) + ids, (RANDOM,) + tuple(db[v].name for v in ids)


RANDOM = Msg("Random", "무작위")


def declared_options() -> tuple[Option, ...]:
    decks, deck_names = _deck_ids()
    opts = [Option("variant", "choice", "core", Msg("Variant", "변형 규칙"),
                   Msg("core: the reduced core rules, free-for-all for 2 to 6 players with 60-card decks. "
                       "commander: 100-card singleton decks led by a commander from the command zone, 40 life. "
                       "brawl: 60-card commander decks, planeswalker commanders, 25 life (30 for 3 or more). "
                       "vanguard: 60-card decks, each player with a vanguard card that changes life, hand size and "
                       "play (902).",
                       "core: 축소 핵심 규칙, 2~6인 자유 대전, 60장 덱. commander: 커맨드 영역의 장군이 이끄는 "
                       "100장 싱글턴 덱, 생명 40. brawl: 60장 장군 덱, 플레인즈워커 장군 가능, 생명 25(3인 이상 30). "
                       "vanguard: 60장 덱, 각 플레이어가 생명점, 손 크기, 플레이를 바꾸는 뱅가드 카드를 가집니다(902)."),
                   choices=("core", "commander", "brawl", "vanguard"),
                   choice_labels=(Msg("Core rules", "핵심 규칙"), Msg("Commander", "커맨더"), Msg("Brawl", "난투"),
                                  Msg("Vanguard", "뱅가드")))]
    for p in range(1, MAX_SEATS + 1):
        opts.append(Option(f"deck{p}", "choice", "random", Msg(f"Deck of player {p}", f"플레이어 {p}의 덱"),
                           Msg("A constructed deck, or random (chosen from the seed).",
                               "구축 덱, 또는 무작위(시드로 선택)."), choices=decks, choice_labels=deck_names))
    vanguards, names = _vanguards()
    for p in range(1, MAX_SEATS + 1):
        opts.append(Option(f"vanguard{p}", "choice", "random", Msg(f"Vanguard of player {p}", f"플레이어 {p}의 뱅가드"),
                           Msg("Vanguard variant only: a vanguard card, or random (chosen from the seed).",
                               "뱅가드 변형 전용: 뱅가드 카드, 또는 무작위(시드로 선택)."), choices=vanguards,
                           choice_labels=names))
    return tuple(opts)


def read_setup(setup: dict[str, Any], path: str = "setup") -> dict[str, Any]:
    """Every option's value, checked; all problems at once."""
    problems: list[str] = []
    values: dict[str, Any] = {}
    for o in declared_options():
        v = setup.get(o.id, o.default)
        why = o.problem(v)
        if why:
            problems.append(why)
        values[o.id] = v
    if problems:
        raise DataError(path, problems)
    return values
