"""The one runner: programs play a game or an event through its door until it ends, until a seat with no
program must act, or until a caller's limit. ``simulate``, ``bench``, ``event``, the programs of terminal
``play``, the league, draft measurement, ``ui-smoke``, the frame benchmark and the menu's table picture,
the puzzles' opponent and the tutorial's passive seats all play through it; the table's program seats and
the demo make each choice with ``decide``.

Who acts: the lowest seat among ``state.current_players()`` (several may decide at once, each in secret;
the order comes from the seat numbers alone). Where that seat decides inside a state the state holds (an
event's game under way, ``GameState.delegate``), its program chooses there and the choice comes back
through the outer state's door (``relay``), so the event's log holds every move.

API::

    outcome = play(state, {0: agent, 1: agent}, check=True, max_actions=20000, on_step=None)
    outcome = play(match, agents)        # a Match (or a Session): through its apply, so its log keeps them
    outcome = play(session, agents, until=lambda s: s.turn >= 7)   # stop early, at a caller's condition
    runner = Runner(state, agents, ...); step = runner.step()   # one action, or None
    action = decide(agent, state, seat)  # one choice, not applied (the table's program seats, the demo)

``on_step(step)`` sees every action made: the seat, the action, the events, the decision's wall and CPU
milliseconds, the program's search work (``spent``) and how many legal actions the seat had (measured
whenever there is an ``on_step``, or with ``measure=True``). ``acting(state)`` names the seat that acts
where a caller's rules say so (the puzzles: their part's seat to move), instead of the lowest seat.
"""
from __future__ import annotations

import dataclasses
import time
from typing import Any, Callable, Mapping, Protocol

from game.engine import registry
from game.engine.actions import Action
from game.engine.events import Event
from game.engine.state import GameState


class Agent(Protocol):
    name: str

    def choose(self, state: GameState, player: int) -> Action: ...


class Door(Protocol):
    """What holds a state and keeps its log: a ``Match``, or the table's ``Session`` (which autosaves too)."""

    @property
    def state(self) -> Any: ...

    def apply(self, action: Action) -> list[Event]: ...


Invariants = Callable[[GameState, dict[str, Any]], list[str]]
NOBODY_ACTS = "no player can act"     # a violation: the game is not over, yet no seat has an action


@dataclasses.dataclass(slots=True)
class Step:
    seat: int
    action: Action
    events: list[Event]
    wall_ms: float
    cpu_ms: float
    spent: int | None        # actions the program applied in guessed worlds (searching programs only)
    choices: int             # legal actions the seat had: a decision is one with more than one
    # (the last four are measured only with ``measure``: else 0 and None)


@dataclasses.dataclass
class Outcome:
    state: GameState
    actions: int                          # actions applied by this run
    violations: list[str]
    waiting: int | None = None            # a seat with no program that must act now
    capped: bool = False                  # stopped at ``max_actions`` before the end

    @property
    def finished(self) -> bool:
        return self.state.result is not None


def decide(agent: Agent, state: GameState, seat: int) -> Action:
    """``agent``'s choice for ``seat`` as an action of ``state`` (made in a held state where it decides there)."""
    inner = state.delegate(seat)
    if inner is None:
        return agent.choose(state, seat)
    held, held_seat = inner
    return state.relay(seat, decide(agent, held, held_seat))


def invariants_of(state: GameState) -> Invariants | None:
    """The checks that hold after every action: an event's (which check its game's too), or the game's."""
    from .event import EventState
    if isinstance(state, EventState):
        from .invariants import check
        return check
    return registry.get(state.ruleset_id).invariants


class Runner:
    def __init__(self, target: GameState | Door, agents: Mapping[int, Agent], *, check: bool = False,
                 measure: bool = False, acting: Callable[[GameState], int | None] | None = None) -> None:
        """``measure``: time each decision and count its choices (``Step``). ``acting``: who acts, where a
        caller's rules name that seat otherwise (a puzzle's part names the seat to move)."""
        state: GameState = target if isinstance(target, GameState) else target.state
        self.state = state
        self.apply: Callable[[Action], list[Event]] = target.apply
        self.agents = agents
        self.checks = invariants_of(state) if check else None
        self.memo: dict[str, Any] = {}
        self.measure = measure
        self.seat_to_act = acting
        self.actions = 0
        self.violations: list[str] = []

    def acting(self) -> int | None:
        if self.seat_to_act is not None:
            return self.seat_to_act(self.state)
        players = self.state.current_players()
        return players[0] if players else None

    def step(self) -> Step | None:
        """One action by the program of the seat that acts; None when the game is over, nobody can act,
        or the seat has no program (``waiting``)."""
        made: list[Step] = []
        self._go(self.actions + 1, made.append, None)
        return made[0] if made else None

    def run(self, *, max_actions: int = 20000, on_step: Callable[[Step], None] | None = None,
            until: Callable[[GameState], bool] | None = None) -> Outcome:
        """Steps until the end, a seat with no program, a broken invariant, ``until(state)`` or
        ``max_actions`` (then ``capped`` and a violation saying so)."""
        capped = self._go(max_actions, on_step, until)
        if capped:
            self.violations.append(f"no end after {max_actions} actions")
        waiting = None
        if self.state.result is None and not capped:
            seat = self.acting()
            waiting = seat if seat is not None and seat not in self.agents else None
        return Outcome(self.state, self.actions, self.violations, waiting, capped)

    def _go(self, limit: int, on_step: Callable[[Step], None] | None, until: Callable[[GameState], bool] | None) -> bool:
        """The one loop; True when it stopped at ``limit`` actions. Without ``on_step`` nor ``measure`` an
        action costs no more than asking who acts, choosing and applying: ``bench`` times the engine here."""
        s, agents, violations, measure, checks, apply = (self.state, self.agents, self.violations, self.measure,
                                                         self.checks, self.apply)
        # a state that never hands a decision to one held inside it (only an event does) is asked directly
        direct = type(s).delegate is GameState.delegate and self.seat_to_act is None
        current_players = s.current_players
        n = self.actions     # counted here and stored as the loop ends (by an exception too)
        wall = cpu = 0.0     # unless ``measure``
        choices = 0
        try:
            while s.result is None and not violations:
                if until is not None and until(s):
                    return False
                if n >= limit:
                    return True
                if direct:
                    players = current_players()
                    seat = players[0] if players else None
                else:
                    seat = self.acting()
                if seat is None:
                    violations.append(NOBODY_ACTS)
                    return False
                agent = agents.get(seat)
                if agent is None:
                    return False
                if measure:
                    t0, c0 = time.perf_counter(), time.thread_time()
                    action = decide(agent, s, seat)
                    wall, cpu = (time.perf_counter() - t0) * 1000, (time.thread_time() - c0) * 1000
                    choices = sum(1 for a in s.legal_actions() if a.player == seat)
                else:
                    action = agent.choose(s, seat) if direct else decide(agent, s, seat)
                events = apply(action)
                n += 1
                if checks is not None:
                    bad = checks(s, self.memo)
                    if bad:
                        violations.extend(f"action {n} ({action}): {b}" for b in bad)
                if on_step is not None:
                    on_step(Step(seat, action, events, wall, cpu, getattr(agent, "spent", None) if measure else None,
                                 choices))
        finally:
            self.actions = n
        return False


def play(target: GameState | Door, agents: Mapping[int, Agent], *, check: bool = False, max_actions: int = 20000,
         on_step: Callable[[Step], None] | None = None, measure: bool = False,
         until: Callable[[GameState], bool] | None = None,
         acting: Callable[[GameState], int | None] | None = None) -> Outcome:
    """Programs play a state or a match on (see :class:`Runner`)."""
    return Runner(target, agents, check=check, measure=measure or on_step is not None, acting=acting).run(
        max_actions=max_actions, on_step=on_step, until=until)
