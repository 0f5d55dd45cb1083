"""Lanes' puzzles part: how game.puzzles builds, scripts and judges a Lanes puzzle or tutorial step.

A Lanes puzzle is one turn: "this turn" is the player's own turn, "the opponent's turn" the one after
it. Positions are Lanes scenario positions (docs/scenarios.md), starting in the main or attack phase.
"""
from __future__ import annotations

import re
from typing import Any

from game.engine.actions import DONE, Action, Choose, Concede
from game.engine.errors import DataError
from game.engine.text import Msg
from game.puzzles import PAST, REPLY, THIS_TURN, Stat, StepError

from .actions import EndAttack, EndMain
from .cards import CardDb, load_card_db, parse_card_tables
from .scenario import ScenarioError, build_position
from .scenario import make_action as _make_action
from .scenario import resolve_ref as _resolve_ref
from .state import LanesState

VERBS = ("play_unit", "play_item", "play_skill", "activate", "end_main", "attack", "end_attack", "choose", "concede")
START_PHASES = ("main", "attack")
DEFAULT_PHASE = "main"
DEFAULT_AI = "normal"
KEY_PREFIX = ""     # Lanes' puzzles keep the bare file names the progress had before other games came
STATS = {
    "opponent_damage": Stat(lambda s, p, o: len(s.zones[f"p{o}.damage"].cards),
                            Msg("cards in the opponent's damage zone", "상대 대미지 존의 카드")),
    "opponent_units": Stat(lambda s, p, o: len(s.units(o)), Msg("opponent units", "상대 유닛")),
    "opponent_hand": Stat(lambda s, p, o: len(s.zones[f"p{o}.hand"].cards),
                          Msg("cards in the opponent's hand", "상대의 패")),
    "damage": Stat(lambda s, p, o: len(s.zones[f"p{p}.damage"].cards),
                   Msg("cards in your damage zone", "자신의 대미지 존의 카드")),
    "hand": Stat(lambda s, p, o: len(s.zones[f"p{p}.hand"].cards), Msg("cards in your hand", "자신의 패")),
    "units": Stat(lambda s, p, o: len(s.units(p)), Msg("your units", "자신의 유닛")),
    "level": Stat(lambda s, p, o: s.level[p], Msg("your leader level", "자신의 리더 레벨")),
}
GOAL_TEXTS: dict[str, Msg] = {}   # the common wording ("Win before your turn ends.") is Lanes' own
_ZONE = re.compile(r"^p[12]\.(lane[0-2]|skill|deck|trash|damage|hand|level)$")


class LanesStepError(ScenarioError, StepError):
    """A scripted step that names nothing here: both the scenario runner's and the puzzles' error."""


def zone_problem(name: str) -> str | None:
    if _ZONE.match(name):
        return None
    return f"{name!r} is not like p1.lane0, p1.skill (lanes 0-2, skill, deck, trash, damage, hand, level)"


def load_cards(tables: Any, path: str) -> CardDb:
    db = load_card_db()
    if not tables:
        return db
    return db.with_cards(parse_card_tables(tables, path, db.affiliations, set(db.cards)))


def read_options(raw: Any, path: str) -> dict[str, Any]:
    if raw:
        raise DataError(path, ["options: a Lanes position takes no options"])
    return {}


def goal_problems(kind: str, options: dict[str, Any]) -> list[str]:
    return []


def build(position: dict[str, Any], cards: CardDb, path: str, seed: int, options: dict[str, Any]) -> LanesState:
    return build_position(position, cards, path, seed)


def make_action(s: LanesState, step: dict[str, Any]) -> Action:
    try:
        return _make_action(s, step)
    except ScenarioError as exc:
        raise LanesStepError(str(exc)) from None
    except (DataError, KeyError, ValueError, TypeError) as exc:   # a missing or malformed field of the step
        raise LanesStepError(f"step {step.get('action')}: a missing or malformed field ({exc})") from None


def resolve_ref(s: LanesState, ref: str, player: int) -> int:
    try:
        return _resolve_ref(s, ref, player)
    except ScenarioError as exc:
        raise LanesStepError(str(exc)) from None


def goal_player(s: LanesState) -> int:
    return s.turn_player


def start_mark(s: LanesState) -> tuple[int, ...]:
    return (s.turn,)


def window(s: LanesState, start: tuple[int, ...], player: int) -> int:
    """This turn is the player's own; the opponent's is the next one (turn numbers count both players')."""
    if s.turn == start[0] and s.turn_player == player:
        return THIS_TURN
    return REPLY if s.turn < start[0] + 2 else PAST


def acting(s: LanesState) -> int:
    return s.decisions[0].player if s.decisions else s.turn_player


def passive_choice(s: LanesState, player: int) -> Action:
    """No blocks, no 'may', ends phases, else the first option."""
    legal = [a for a in s.legal_actions() if a.player == player and not isinstance(a, Concede)]
    for want in ("none", "no", DONE):
        for a in legal:
            if isinstance(a, Choose) and a.option == want:
                return a
    for a in legal:
        if isinstance(a, (EndAttack, EndMain)):
            return a
    return legal[0]
