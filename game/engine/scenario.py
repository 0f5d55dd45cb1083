"""What every game's scenario files share: running the script of steps and matching events.

A ruleset's scenario module builds the position (its own format), turns a step into an action and
checks its own expectations; this module plays the steps through the checked door, compares
refusals with ``expect_refusal`` and matches ``expect_event`` / ``forbid_event`` tables, so that
every game's scenarios mean the same thing by the same words (docs/scenarios.md).
"""
from __future__ import annotations

from typing import Any, Callable, Iterable

from .actions import Action
from .errors import IllegalActionError
from .state import GameState


def table_of(raw: Any, key: str, where: str, problems: list[str]) -> dict[str, Any]:
    """``raw[key]`` when it is a table (none there: an empty one); anything else is a problem said at
    ``where`` (the field's name in the file), and an empty table."""
    value = raw.get(key, {}) if isinstance(raw, dict) else {}
    if isinstance(value, dict):
        return value
    problems.append(f"{where}: a table, not {value!r}")
    return {}


def list_of(raw: Any, key: str, where: str, problems: list[str]) -> list[Any]:
    """``raw[key]`` when it is a list (none there: an empty one); else a problem at ``where``, and []."""
    value = raw.get(key, []) if isinstance(raw, dict) else []
    if isinstance(value, list):
        return value
    problems.append(f"{where}: a list, not {value!r}")
    return []


def whole_of(raw: Any, key: str, default: int, where: str, problems: list[str], lo: int = 0,
             hi: int = 10_000) -> int:
    """``raw[key]`` when it is a whole number from ``lo`` to ``hi`` (none there: ``default``); else a problem
    at ``where``, and ``default``."""
    if not isinstance(raw, dict) or key not in raw:
        return default
    value = raw[key]
    if isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi:
        return value
    problems.append(f"{where}: a whole number from {lo} to {hi}, not {value!r}")
    return default


class ScenarioError(Exception):
    """A step the scenario's position cannot make (not a malformed file): the scenario fails."""


def event_matches(s: GameState, event: Any, want: dict[str, Any], *, card_keys: Iterable[str] = ("card",),
                  player_keys: Iterable[str] = ("player",)) -> bool:
    """Does ``event`` have every field of ``want``? Files name cards by definition id and players from 1."""
    for key, value in want.items():
        got = event.kind if key == "kind" else event.data.get(key)
        if isinstance(value, str) and key in card_keys and isinstance(got, int):
            got = s.cards[got].def_id
        if key in player_keys and isinstance(got, int):
            got += 1
        if got != value:
            return False
    return True


def check_events(s: GameState, events: list[Any], step: dict[str, Any], where: str, **keys: Any) -> list[str]:
    """``expect_event`` / ``forbid_event``: tables of event fields that some event of the step
    must (must not) match, e.g. {kind = "card_moved", def_id = "SC-AXE", cause = "rule"}."""
    bad = []
    for want in step.get("expect_event", []):
        if not any(event_matches(s, e, want, **keys) for e in events):
            kinds = ", ".join(sorted({e.kind for e in events}))
            bad.append(f"{where}: no event matches {want} (kinds seen: {kinds})")
    for want in step.get("forbid_event", []):
        hits = [e for e in events if event_matches(s, e, want, **keys)]
        if hits:
            bad.append(f"{where}: event {hits[0]} matches forbidden {want}")
    return bad


def run_steps(s: GameState, data: dict[str, Any], *, make_action: Callable[[Any, dict[str, Any]], Action],
              check_expect: Callable[[Any, dict[str, Any], str], list[str]],
              check_events: Callable[[Any, list[Any], dict[str, Any], str], list[str]]) -> list[str]:
    """Play the file's ``[[step]]``s on ``s`` and check what they expect; the failures (empty = passed).
    A step that cannot be made, or an action refused unexpectedly, ends the run."""
    failures: list[str] = []
    for n, step in enumerate(data.get("step", []), 1):
        where = f"step {n} ({step.get('action')})"
        try:
            action = make_action(s, step)
        except ScenarioError as exc:
            failures.append(f"{where}: {exc}")
            return failures
        refusal = step.get("expect_refusal")
        events: list[Any] = []
        try:
            events = s.apply(action)
        except IllegalActionError as exc:
            if refusal is None:
                failures.append(f"{where}: refused by {exc.rule}: {exc.en}")
                return failures
            if exc.rule != refusal:
                failures.append(f"{where}: refused by {exc.rule} ({exc.en}), expected {refusal}")
        else:
            if refusal is not None:
                failures.append(f"{where}: was allowed, expected refusal by {refusal}")
                return failures
        if "expect" in step:
            failures.extend(check_expect(s, step["expect"], where))
        failures.extend(check_events(s, events, step, where))
    if "expect" in data:
        failures.extend(check_expect(s, data["expect"], "end"))
    return failures


def legal_expectation(s: GameState, key: str, want: Iterable[str], where: str) -> list[str]:
    """``legal`` / ``not_legal``: actions, written as the game prints them, that must (must not) be
    among the legal actions now."""
    legal = {str(a) for a in s.legal_actions()}
    if key == "legal":
        missing = [a for a in want if a not in legal]
        return [f"{where}: not legal: {missing} (legal: {sorted(legal)})"] if missing else []
    present = [a for a in want if a in legal]
    return [f"{where}: should not be legal: {present}"] if present else []


# Expectation keys that mean the same in every game's files (docs/scenarios.md); a ruleset's
# ``check_expect`` asks here first and adds only its own keys.
SHARED_EXPECTATIONS = ("winner", "result_rule", "phase", "turn", "decision", "decision_player")


def shared_expectation(s: GameState, key: str) -> Any:
    """The value a scenario file compares for one of ``SHARED_EXPECTATIONS``: players from 1,
    "none" when nothing is there (a list of winners when several share the win)."""
    if key == "winner":
        if s.result is None:
            return "none"
        if s.result.draw:
            return "draw"
        winners = [p + 1 for p in s.result.winners]
        return winners if len(winners) > 1 else winners[0]
    if key == "result_rule":
        return None if s.result is None else s.result.rule
    if key == "phase":
        return s.phase.value       # type: ignore[attr-defined]
    if key == "turn":
        return s.turn              # type: ignore[attr-defined]
    if key == "decision":
        return s.decisions[0].kind if s.decisions else "none"
    if key == "decision_player":
        return s.decisions[0].player + 1 if s.decisions else None
    raise KeyError(key)
