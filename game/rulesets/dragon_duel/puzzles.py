"""Dragon Duel's puzzles part: how game.puzzles builds, scripts and judges a Dragon Duel puzzle or
tutorial step.

A battle is decided in the turn after the one that makes a value: the opponent answers by reaching
it or withdrawing (DD-3.3). So "this turn" of a Dragon Duel goal is the player's turn *and the
opponent's answer to it* (the next turn, when it is the opponent's); a goal is judged until a further
turn begins (see ``window``). In a match (``[options] match = "on"``) the state's result is the
match's: a win goal means winning the match; crystals of a game won in the window count for a reach
goal.
"""
from __future__ import annotations

import re
from typing import Any

from game.engine.actions import DONE, Action, Choose, Concede
from game.engine.text import Msg
from game.puzzles import PAST, THIS_TURN, Stat, StepError

from .actions import Declare, GiveUp, Withdraw
from .cards import CardDb, load_card_db, parse_card_tables
from .scenario import ScenarioError, _options, build_position
from .scenario import make_action as _make_action
from .scenario import resolve_ref as _resolve_ref
from .state import DDState, Phase

VERBS = ("leadership", "start", "give_up", "continue", "withdraw", "character", "booster", "support", "declare",
         "choose", "concede")
START_PHASES = ("turn_start", "leadership", "engagement", "character", "support")
DEFAULT_PHASE = "leadership"
DEFAULT_AI = "normal"
KEY_PREFIX = "dragon-duel/"      # the player's progress names a puzzle by game and file name
STATS = {   # names read after "bring ... to N or more" (the goal texts below)
    "dragons": Stat(lambda s, p, o: s.dragons_of(p), Msg("the dragons on your side", "자신 쪽의 드래곤")),
    "opponent_dragons": Stat(lambda s, p, o: s.dragons_of(o),
                             Msg("the dragons on the opponent's side", "상대 쪽의 드래곤")),
    "crystals": Stat(lambda s, p, o: s.crystals[p], Msg("your crystals", "자신의 크리스탈")),
    "opponent_crystals": Stat(lambda s, p, o: s.crystals[o], Msg("the opponent's crystals", "상대의 크리스탈")),
    "total": Stat(lambda s, p, o: s.attack_total(p), Msg("your attack value", "자신의 공격값")),
    "opponent_total": Stat(lambda s, p, o: s.attack_total(o), Msg("the opponent's attack value", "상대의 공격값")),
    # A declaration in a battle reaches the opponent's live value (DD-6.3: one that cannot is rolled
    # back, DD-15.1), so "declared at least N" is "reach their value, with N or more". Positions start
    # with nothing declared, so in a puzzle's window this is the player's own turn's declaration.
    "declared": Stat(lambda s, p, o: -1 if s.declared[p] is None else s.declared[p],
                     Msg("your declared attack value", "자신이 선언한 공격값")),
    "cards": Stat(lambda s, p, o: len(s.battles[p].cards) + len(s.supports[p].cards),
                  Msg("the cards in your battle and support areas", "자신의 전투 영역과 서포트 영역의 카드")),
    "hand": Stat(lambda s, p, o: len(s.hands[p].cards), Msg("the cards in your hand", "자신의 손 카드")),
    "opponent_hand": Stat(lambda s, p, o: len(s.hands[o].cards),
                          Msg("the cards in the opponent's hand", "상대의 손 카드")),
}
GOAL_TEXTS = {
    "win_this_turn": Msg("Win during this turn or your opponent's answer to it (the next turn).",
                         "이번 턴이나 그에 대한 상대의 응수(다음 턴) 동안 승리하세요."),
    "survive_opponent_turn": Msg("Do not lose during this turn or your opponent's answer to it (the next turn).",
                                 "이번 턴이나 그에 대한 상대의 응수(다음 턴) 동안 패배하지 마세요."),
    "reach_at_least": Msg("During this turn or your opponent's answer to it, bring {what} to {n} or more.",
                          "이번 턴이나 상대의 응수(다음 턴) 동안 {what}: {n} 이상"),
    "reach_at_most": Msg("During this turn or your opponent's answer to it, bring {what} down to {n} or fewer.",
                         "이번 턴이나 상대의 응수(다음 턴) 동안 {what}: {n} 이하"),
    "label:win_this_turn": Msg("Win by their answer", "상대의 응수까지 승리"),
    "label:survive_opponent_turn": Msg("Survive their answer", "상대의 응수 버티기"),
    "label:reach": Msg("Reach the goal by their answer", "상대의 응수까지 목표 달성"),
    "ran_out": Msg("Your turn and your opponent's answer ended before the goal was met.",
                   "목표를 이루기 전에 당신의 턴과 상대의 응수가 끝났습니다."),
    "survived": Msg("You survived your opponent's answer.", "상대의 응수를 버텨 냈습니다."),
    "reach_at_least:declared": Msg("This turn, reach your opponent's attack value and declare {n} or more.",
                                   "이번 턴에 상대의 공격값에 도달하여 {n} 이상을 선언하세요."),
}
# The table's places a tutorial may point at: each player's zones and attack total, the dragons' board,
# the element marker.
_ZONE = re.compile(r"^(p[12]\.(hand|deck|battle|support|leader|discard|total)|board|element)$")


class DDStepError(ScenarioError, StepError):
    """A scripted step that names nothing here: both the scenario runner's and the puzzles' error."""


def zone_problem(name: str) -> str | None:
    if _ZONE.match(name):
        return None
    return (f"{name!r} is not a Dragon Duel place (p1. or p2. with hand, deck, battle, support, leader, "
            "discard or total; board; element)")


def load_cards(tables: Any, path: str) -> CardDb:
    db = load_card_db()
    if not tables:
        return db
    return db.with_cards(parse_card_tables(tables, path, (db.factions, db.races)))


def read_options(raw: Any, path: str) -> dict[str, Any]:
    return _options(raw, path)


def goal_problems(kind: str, options: dict[str, Any]) -> list[str]:
    if kind == "survive_opponent_turn" and options.get("match") == "on":
        return ["a survive goal is not judged in a match (a game lost there is not the match's result); "
                "use win_this_turn or a reach goal"]
    return []


def build(position: dict[str, Any], cards: CardDb, path: str, seed: int, options: dict[str, Any]) -> DDState:
    return build_position(position, cards, path, seed, options)


def make_action(s: DDState, step: dict[str, Any]) -> Action:
    try:
        return _make_action(s, step)
    except ScenarioError as exc:
        raise DDStepError(str(exc)) from None
    except (KeyError, ValueError, TypeError) as exc:   # a malformed field of the step
        raise DDStepError(f"step {step.get('action')}: a missing or malformed field ({exc})") from None


def resolve_ref(s: DDState, ref: str, player: int) -> int:
    try:
        return _resolve_ref(s, ref, player)
    except ScenarioError as exc:
        raise DDStepError(str(exc)) from None


def acting(s: DDState) -> int:
    return s.decisions[0].player if s.decisions else s.turn_player


def goal_player(s: DDState) -> int:
    return acting(s)


def start_mark(s: DDState) -> tuple[int, ...]:
    return (s.turn, s.game_no)


def window(s: DDState, start: tuple[int, ...], player: int) -> int:
    """The player's turn and the turn right after it if it is the opponent's (a withdrawing player
    starts the next turn, DD-9.8: then there is no answer).

    A battle won in the window runs on, in the same action, through the pull, discard and refill
    steps into the next turn (and in a match, a game won there into the next game's deal). Without a
    battle on, nothing is active and a turn start does nothing, so the state before that turn's
    player first acts still shows how the window ended: it belongs to the window."""
    turn, game = start
    if s.game_no == game and (s.turn == turn or (s.turn == turn + 1 and s.turn_player != player)):
        return THIS_TURN
    ended_just_now = (not s.battle and s.phase is Phase.LEADERSHIP and not s.decisions
                      and s.turn <= turn + 2 and s.game_no <= game + 1)
    return THIS_TURN if ended_just_now else PAST


def passive_choice(s: DDState, player: int) -> Action:
    """Decline every 'may', recall nothing, withdraw from a battle, declare without a booster, give up
    the right to start one; else the first option (the first dragon, Fire, the first card to discard)."""
    legal = [a for a in s.legal_actions() if a.player == player and not isinstance(a, Concede)]
    for want in ("no", DONE):
        for a in legal:
            if isinstance(a, Choose) and a.option == want:
                return a
    for kind in (Withdraw, Declare, GiveUp):
        for a in legal:
            if isinstance(a, kind):
                return a
    return legal[0]
