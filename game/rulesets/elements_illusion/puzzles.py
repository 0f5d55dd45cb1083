"""Elements Illusion's puzzles part: how game.puzzles builds, scripts and judges an Elements Illusion
tutorial step or puzzle.

A position is a scenario position (docs/scenarios.md, "Elements Illusion") with ``players`` (2 by
default). Every seat acts at once in the sealed phases; the learner is the seat a step's first expected
action names (seat 1 unless it names another), and the other seats pass: they lock, decline every
'may' and end every choice. "This turn" of a goal is the global turn the position starts in.
"""
from __future__ import annotations

import re
from typing import Any

from game.engine.actions import DONE, Action, Choose, Concede
from game.engine.errors import DataError
from game.engine.text import Msg
from game.puzzles import PAST, THIS_TURN, Stat, StepError

from .actions import Lock
from .options import MAX_PLAYERS, MIN_PLAYERS
from .scenario import ScenarioError, ability_ref, build_position
from .scenario import make_action as _make_action
from .scenario import read_options as _read_options
from .state import EIState
from .vocab import Phase

VERBS = ("combine", "trade", "change", "exchange", "scarecrow", "divide", "build", "skill", "convert", "multishot",
         "interrupt", "silence", "reset", "lock", "choose", "concede")
START_PHASES = ("main", "build", "array")
DEFAULT_PHASE = "main"
DEFAULT_AI = "random"
KEY_PREFIX = "elements-illusion/"      # the player's progress names a puzzle by game and file name
STATS = {
    "ep": Stat(lambda s, p, o: s.ep[p], Msg("your EP", "자신의 EP")),
    "gp": Stat(lambda s, p, o: s.gp[p], Msg("your GP", "자신의 GP")),
    "dealt": Stat(lambda s, p, o: sum(s.dealt[p]), Msg("the damage you have dealt", "자신이 준 데미지")),
    "hand": Stat(lambda s, p, o: len(s.hands[p].cards), Msg("the cards in your hand", "자신의 손 카드")),
}
GOAL_TEXTS: dict[str, Msg] = {}
# The table's places a tutorial may point at: each seat's hand and three places, the workbench, the turn's box.
_ZONE = re.compile(r"^(p[1-6]\.(hand|levelup|field|build|info)|bench|piles|info)$")


class EIStepError(ScenarioError, StepError):
    """A scripted step that names nothing here: both the scenario runner's and the puzzles' error."""


def zone_problem(name: str) -> str | None:
    if _ZONE.match(name):
        return None
    return (f"{name!r} is not an Elements Illusion place (p1. to p6. with hand, levelup, field, build or info; "
            "bench; piles)")


def load_cards(tables: Any, path: str) -> dict[str, Any]:
    """Elements Illusion has no card set to add to: element cards are their element and level."""
    if tables:
        raise DataError(path, ["card: Elements Illusion has no purpose-made cards (element cards are named F1 ... A3)"])
    return {}


def read_options(raw: Any, path: str) -> dict[str, Any]:
    return _read_options(raw, path)


def goal_problems(kind: str, options: dict[str, Any]) -> list[str]:
    return []


def build(position: dict[str, Any], cards: Any, path: str, seed: int, options: dict[str, Any]) -> EIState:
    players = position.get("players", MIN_PLAYERS)
    if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise DataError(path, [f"position.players: {MIN_PLAYERS} to {MAX_PLAYERS}"])
    pos = {k: v for k, v in position.items() if k != "players"}
    return build_position(pos, path, seed, options, players)


def make_action(s: EIState, step: dict[str, Any]) -> Action:
    try:
        return _make_action(s, step)
    except ScenarioError as exc:
        raise EIStepError(str(exc)) from None
    except (KeyError, ValueError, TypeError) as exc:   # a malformed field of the step
        raise EIStepError(f"step {step.get('action')}: a missing or malformed field ({exc})") from None


def resolve_ref(s: EIState, ref: str, player: int) -> int:
    """``hand:F1`` (the first such card in the player's hand) or ``build:illusion`` (an ability card)."""
    kind, _, rest = str(ref).partition(":")
    if kind == "hand":
        cards = [c for c in s.hands[player].cards if s.def_of(c) == rest]
        if not cards:
            raise EIStepError(f"{ref}: player {player + 1} has no such card in hand")
        return cards[0]
    if kind == "build":
        try:
            return ability_ref(s, rest, player)
        except ScenarioError as exc:
            raise EIStepError(str(exc)) from None
    raise EIStepError(f"bad card reference {ref!r} (hand:F1, build:illusion)")


def acting(s: EIState) -> int:
    """The first seat with something to decide (in a sealed phase: the first that has not locked)."""
    if s.decisions:
        return s.decisions[0].player
    return s.order


def goal_player(s: EIState) -> int:
    return acting(s)


def start_mark(s: EIState) -> tuple[int, ...]:
    return (s.turn,)


def window(s: EIState, start: tuple[int, ...], player: int) -> int:
    """The global turn the position starts in. Its damage is dealt by the last lock's action, which runs
    on into the next turn's array and draw: until that turn's sealed main phase the state still shows how
    the turn ended, so it belongs to the window."""
    turn = start[0]
    if s.turn == turn or (s.result is not None and s.turn <= turn + 1):
        return THIS_TURN
    return THIS_TURN if s.turn == turn + 1 and s.phase in (Phase.ARRAY, Phase.DRAW) else PAST


def passive_choice(s: EIState, player: int) -> Action:
    """Decline every 'may', end every choice, lock each sealed phase with nothing chosen."""
    legal = [a for a in s.legal_actions() if a.player == player and not isinstance(a, Concede)]
    for want in ("no", DONE):
        for a in legal:
            if isinstance(a, Choose) and a.option == want:
                return a
    for a in legal:
        if isinstance(a, Lock):
            return a
    return legal[0]
