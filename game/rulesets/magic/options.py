"""The settings of the Magic table, declared as data, and the reading of a game's setup.

``variant`` is the format: ``core`` (two to six players, free-for-all, constructed decks), ``commander``
(903: 100-card decks led by a commander, 40 life) and ``brawl`` (903.12: 60-card decks, 25 or 30 life).
``deck1``..``deck6`` pick each seat's deck (``random``: one of the variant's decks, chosen from the seed)."""
from __future__ import annotations

from typing import Any

from game.engine.errors import DataError
from game.engine.registry import Option
from game.engine.text import Msg

from .deck import load_all_decks

MAX_SEATS = 6


def _deck_ids() -> tuple[str, ...]:
    try:
        return ("random",) + tuple(load_all_decks())
    except DataError:    # a broken card file: the game still registers, and starting one says what is wrong
        return ("random",)


def declared_options() -> tuple[Option, ...]:
    decks = _deck_ids()
    opts = [Option("variant", "choice", "core", Msg("Variant", "변형 규칙"),
                   Msg("core: the reduced core rules, free-for-all for 2 to 6 players with 60-card decks. "
                       "commander: 100-card singleton decks led by a commander from the command zone, 40 life. "
                       "brawl: 60-card commander decks, planeswalker commanders, 25 life (30 for 3 or more).",
                       "core: 축소 핵심 규칙, 2~6인 자유 대전, 60장 덱. commander: 커맨드 영역의 장군이 이끄는 "
                       "100장 싱글턴 덱, 생명 40. brawl: 60장 장군 덱, 플레인즈워커 장군 가능, 생명 25(3인 이상 30)."),
                   choices=("core", "commander", "brawl"),
                   choice_labels=(Msg("Core rules", "핵심 규칙"), Msg("Commander", "커맨더"), Msg("Brawl", "난투")))]
    for p in range(1, MAX_SEATS + 1):
        opts.append(Option(f"deck{p}", "choice", "random", Msg(f"Deck of player {p}", f"플레이어 {p}의 덱"),
                           Msg("A constructed deck, or random (chosen from the seed).",
                               "구축 덱, 또는 무작위(시드로 선택)."), choices=decks))
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
