"""Clash of Decks' puzzles part: how game.puzzles builds, scripts and judges a Clash of Decks puzzle or
tutorial step.

A turn's plays happen in phase 2 (summon); the assault (phase 3) is automatic and the one action that
starts it also ends the turn and begins the opponent's (CD-5.1). So a win goal is met during the
player's summon or assault; a reach goal is judged while the player still plays, before the assault
starts (the moment after it is already the opponent's turn, and nothing in the state tells whether the
opponent has begun); a survive goal holds once the opponent's turn is over. In solo the rulebook AI's
turn runs inside the player's assault action, so "the opponent's turn" is over as soon as it begins.
"""
from __future__ import annotations

import re
from typing import Any

from game.engine.actions import Action, Concede
from game.engine.errors import DataError
from game.engine.text import Msg
from game.puzzles import PAST, REPLY, THIS_TURN, Stat, StepError

from .actions import Assault
from .cards import CardDb, load_card_db, parse_card_tables
from .difficulty import Purchase
from .scenario import ScenarioError, _options, build_position
from .scenario import make_action as _make_action
from .scenario import resolve_ref as _resolve_ref
from .state import CDState

VERBS = ("summon", "merge", "cast", "assault", "choose", "concede")
START_PHASES = ("summon", "turn")
DEFAULT_PHASE = "summon"
DEFAULT_AI = "normal"
KEY_PREFIX = "clash-of-decks/"      # the player's progress names a puzzle by game and file name
_PURCHASE = "_purchase"     # the AI's bought options (solo), carried from read_options to build


def _creatures(s: CDState, seat: int) -> int:
    return sum(len(s.line(f, seat)) for f in s.fronts_of(seat))


STATS = {
    "opponent_hp": Stat(lambda s, p, o: s.hp(o), Msg("the opponent's HP", "상대의 체력")),
    "opponent_creatures": Stat(lambda s, p, o: _creatures(s, o),
                               Msg("the opponent's creatures in play", "상대의 전장 생명체")),
    "hp": Stat(lambda s, p, o: s.hp(p), Msg("your HP", "자신의 체력")),
    "creatures": Stat(lambda s, p, o: _creatures(s, p), Msg("your creatures in play", "자신의 전장 생명체")),
}
GOAL_TEXTS = {
    "win_this_turn": Msg("Destroy the enemy fortress this turn (your plays and your assault).",
                         "이번 턴(소환과 공세) 안에 적의 요새를 파괴하세요."),
    "survive_opponent_turn": Msg("Play your turn, then do not lose during the opponent's next turn.",
                                 "턴을 마친 뒤, 상대의 다음 턴 동안 패배하지 마세요."),
    "reach_at_least": Msg("Before your assault, bring {what} to {n} or more.",
                          "공세 전에 {what}: {n} 이상"),
    "reach_at_most": Msg("Before your assault, bring {what} down to {n} or fewer.",
                         "공세 전에 {what}: {n} 이하"),
    "label:win_this_turn": Msg("Win this turn", "이번 턴에 승리"),
    "label:reach": Msg("Before the assault", "공세 전에 달성"),
    "ran_out": Msg("Your assault began before the goal was met.", "목표를 이루기 전에 공세가 시작되었습니다."),
}
# The table's places a tutorial may point at: each seat's hand (its citadel is a card: "citadel"), the
# champion's place and, in solo, the AI deck and discard; the two fronts (1 upper, 2 lower).
_ZONE = re.compile(r"^(p[12]\.(hand|champion|deck|discard)|front[12])$")


class CDStepError(ScenarioError, StepError):
    """A scripted step that names nothing here: both the scenario runner's and the puzzles' error."""


def zone_problem(name: str) -> str | None:
    if _ZONE.match(name):
        return None
    return (f"{name!r} is not a Clash of Decks place (p1. or p2. with hand, champion, deck or discard; "
            "front1 or front2)")


def load_cards(tables: Any, path: str) -> CardDb:
    db = load_card_db()
    if not tables:
        return db
    return db.with_cards(parse_card_tables(tables, path, db.cards.values()))


def read_options(raw: Any, path: str) -> dict[str, Any]:
    values, purchase = _options(raw, path)
    if purchase != Purchase():
        values[_PURCHASE] = purchase
    return values


def goal_problems(kind: str, options: dict[str, Any]) -> list[str]:
    return []


def build(position: dict[str, Any], cards: CardDb, path: str, seed: int, options: dict[str, Any]) -> CDState:
    opts = dict(options)
    purchase = opts.pop(_PURCHASE, None)
    return build_position(position, cards, path, seed, opts, purchase)


def make_action(s: CDState, step: dict[str, Any]) -> Action:
    try:
        return _make_action(s, step)
    except ScenarioError as exc:
        raise CDStepError(str(exc)) from None
    except (DataError, KeyError, ValueError, TypeError) as exc:   # a missing or malformed field of the step
        raise CDStepError(f"step {step.get('action')}: a missing or malformed field ({exc})") from None


def resolve_ref(s: CDState, ref: str, player: int) -> int:
    try:
        return _resolve_ref(s, ref, player)
    except ScenarioError as exc:
        raise CDStepError(str(exc)) from None


def acting(s: CDState) -> int:
    return s.decisions[0].player if s.decisions else s.active


def goal_player(s: CDState) -> int:
    return acting(s)


def start_mark(s: CDState) -> tuple[int, ...]:
    return (s.turn,)


def window(s: CDState, start: tuple[int, ...], player: int) -> int:
    """Turn numbers count every seat's turns: the player's is the start's, the opponent's the next one.
    The rulebook AI's turn (solo) runs within the player's assault, so the state is never seen in it."""
    if s.turn == start[0]:
        return THIS_TURN
    return REPLY if s.turn == start[0] + 1 and s.active != player else PAST


def passive_choice(s: CDState, player: int) -> Action:
    """No plays: straight to the assault; a decision's first option (the champion's)."""
    legal = [a for a in s.legal_actions() if a.player == player and not isinstance(a, Concede)]
    for a in legal:
        if isinstance(a, Assault):
            return a
    return legal[0]
