"""Magic's puzzles part: how game.puzzles builds, scripts and judges a Magic tutorial step (and, later,
puzzles).

A position is a scenario position (docs/magic-cards.md, "Scenario files") with ``players`` (2 by default)
and ``step`` (the step it starts in, main1 by default; the puzzles' ``phase`` is that step). The learner
is the seat a step's first expected action names (seat 1 unless it names another); the other seats do as
little as they can: they pass priority, declare no attackers or blockers, keep their hand and end every
choice. "This turn" of a goal is the turn the position starts in.
"""
from __future__ import annotations

import re
from typing import Any

from game.engine.actions import DONE, Action, Choose, Concede
from game.engine.errors import DataError
from game.engine.scenario import ScenarioError
from game.engine.text import Msg
from game.puzzles import PAST, THIS_TURN, Stat, StepError

from .actions import Declared, Pass
from .cards import load_card_db
from .mulligan import KEEP
from .options import MAX_SEATS, read_setup
from .scenario import _build
from .scenario import make_action as _make_action
from .scenario import resolve_ref as _resolve_ref
from .state import MagicState, Step

VERBS = ("land", "cast", "activate", "pass", "attack", "block", "declared", "choose", "concede", "roll")
START_PHASES = tuple(s.value for s in Step if s not in (Step.MULLIGAN, Step.BLOCKERS))
DEFAULT_PHASE = "main1"
DEFAULT_AI = "random"
KEY_PREFIX = "magic/"      # the player's progress names a puzzle by game and file name
STATS = {
    "life": Stat(lambda s, p, o: s.life[p], Msg("your life", "자신의 생명점")),
    "creatures": Stat(lambda s, p, o: sum(1 for c in s.battlefield(p) if s.defs[c].is_a("creature")),
                      Msg("your creatures", "자신의 생물")),
    "hand": Stat(lambda s, p, o: len(s.hand(p)), Msg("the cards in your hand", "자신의 손 카드")),
}
GOAL_TEXTS: dict[str, Msg] = {}
# The table's places a tutorial may point at: each seat's hand, battlefield and command zone, the stack,
# the turn's box and the box of commander damage.
_ZONE = re.compile(r"^(p[1-8]\.(hand|battlefield|command)|stack|turn|info|counters)$")


class MagicStepError(ScenarioError, StepError):
    """A scripted step that names nothing here: both the scenario runner's and the puzzles' error."""


def zone_problem(name: str) -> str | None:
    if _ZONE.match(name):
        return None
    return f"{name!r} is not a Magic place (p1. to p6. with hand, battlefield or command; stack; turn; counters)"


def load_cards(tables: Any, path: str) -> Any:
    """The card pool; a tutorial or puzzle adds no cards of its own."""
    if tables:
        raise DataError(path, ["card: Magic steps use the card pool (game/rulesets/magic/data), not cards of their own"])
    return load_card_db()


def read_options(raw: Any, path: str) -> dict[str, Any]:
    if raw is not None and not isinstance(raw, dict):
        raise DataError(path, ["options: a table of the game's settings"])
    return read_setup(dict(raw or {}), path)


def goal_problems(kind: str, options: dict[str, Any]) -> list[str]:
    return []


def build(position: dict[str, Any], cards: Any, path: str, seed: int, options: dict[str, Any]) -> MagicState:
    players = position.get("players", 2)
    if not isinstance(players, int) or not 2 <= players <= MAX_SEATS:
        raise DataError(path, [f"position.players: 2 to {MAX_SEATS}"])
    pos = {k: v for k, v in position.items() if k not in ("players", "phase")}
    if "phase" in position and "step" not in pos:
        pos["step"] = position["phase"]
    return _build({"scenario": {"players": players, "seed": seed}, "position": pos, "options": options}, path)


def make_action(s: MagicState, step: dict[str, Any]) -> Action:
    try:
        return _make_action(s, step)
    except ScenarioError as exc:
        raise MagicStepError(str(exc)) from None
    except (KeyError, ValueError, TypeError) as exc:
        raise MagicStepError(f"step {step.get('action')}: a missing or malformed field ({exc})") from None


def resolve_ref(s: MagicState, ref: str, player: int) -> int:
    try:
        return _resolve_ref(s, ref, player)
    except ScenarioError as exc:
        raise MagicStepError(str(exc)) from None


def acting(s: MagicState) -> int:
    players = s.current_players()
    return players[0] if players else s.active


def goal_player(s: MagicState) -> int:
    return acting(s)


def start_mark(s: MagicState) -> tuple[int, ...]:
    return (s.turn,)


def window(s: MagicState, start: tuple[int, ...], player: int) -> int:
    return THIS_TURN if s.turn == start[0] else PAST


def passive_choice(s: MagicState, player: int) -> Action:
    """Pass priority, declare nothing, keep the hand, end every choice."""
    legal = [a for a in s.legal_actions() if a.player == player and not isinstance(a, Concede)]
    for a in legal:
        if isinstance(a, (Pass, Declared)):
            return a
    for want in (KEEP, DONE):
        for a in legal:
            if isinstance(a, Choose) and a.option == want:
                return a
    return legal[0]
