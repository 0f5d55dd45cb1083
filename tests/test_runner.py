"""The one runner (game/formats/runner.py): who acts, where it stops, what it reports, and that what it
plays through a match is kept by the match."""
from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from game.ai import make_agent
from game.ai.random_agent import PlayoutAgent
from game.engine import registry
from game.engine.actions import Action, Choose
from game.engine.errors import IllegalActionError
from game.engine.match import Match
from game.engine.rng import Rng
from game.engine.state import GameState
from game.engine.text import Msg
from game.formats.runner import NOBODY_ACTS, Runner, Step, decide, play


class Tally(GameState):
    """Seats take turns adding 1 or 2 to a sum; the game ends when the sum reaches ``goal`` (never, with
    None). ``both``: every seat may act at once; ``stuck``: nobody has anything to do."""
    ruleset_id = "tally"

    def __init__(self, goal: int | None = None, *, both: bool = False, stuck: bool = False) -> None:
        super().__init__(2, 1)
        self.goal, self.both, self.stuck = goal, both, stuck
        self.sum = self.turn = 0

    def _generate_legal(self) -> list[Action]:
        if self.stuck:
            return []
        seats = range(self.num_players) if self.both else [self.turn]
        return [Choose(p, n) for p in seats for n in (1, 2)]

    def _explain_refusal(self, action: Action) -> IllegalActionError:
        return IllegalActionError("0", "not now", "지금은 아님", action)

    def _perform(self, action: Action) -> None:
        if self.sum > 10_000:      # a runner that never stops fails here, not by hanging the suite
            raise AssertionError("played on past any cap")
        self.sum += int(action.option)   # type: ignore[attr-defined]
        self.turn = 1 - action.player
        self.emit("added", player=action.player, sum=self.sum)
        if self.goal is not None and self.sum >= self.goal:
            self.end_game([action.player], [1 - action.player], Msg("reached", "도달"), "0")


class First:
    """Always the seat's first legal action."""
    name = "first"

    def choose(self, state: GameState, player: int) -> Action:
        return next(a for a in state.legal_actions() if a.player == player)


def test_runner_stops_when_a_seat_without_a_program_must_act() -> None:
    match = Match("lanes", 3, registry.get("lanes").default_setup(3))
    first = match.state.current_players()[0]
    outcome = play(match, {first: make_agent("random", 1, "lanes")})
    other = 1 - first
    assert outcome.waiting == other and not outcome.finished and not outcome.capped and not outcome.violations
    assert match.state.current_players()[0] == other
    assert outcome.actions == len(match.log) > 0 and {a.player for a in match.log} == {first}
    again = play(match, {first: make_agent("random", 1, "lanes")})   # asked again: nothing to do
    assert again.actions == 0 and again.waiting == other


def test_runner_plays_through_a_match_so_its_log_and_hash_replay() -> None:
    match = Match("dragon-duel", 8, registry.get("dragon-duel").default_setup(8))
    outcome = play(match, {0: make_agent("random", 1, "dragon-duel"), 1: make_agent("greedy", 2, "dragon-duel")},
                   check=True)
    assert outcome.finished and not outcome.violations and outcome.waiting is None
    assert len(match.log) == outcome.actions
    replayed = Match.from_json(match.to_json())     # replays the log and compares the saved hash
    assert replayed.state.state_hash() == match.state.state_hash()
    assert replayed.state.result.winners == match.state.result.winners


def test_runner_reports_a_broken_invariant_with_the_action(monkeypatch) -> None:
    real = registry.get("lanes")

    def broken(s: GameState, memo: dict[str, Any]) -> list[str]:
        memo["n"] = memo.get("n", 0) + 1
        return ["a unit stands in no lane"] if memo["n"] == 5 else []
    faulty = dataclasses.replace(real, invariants=broken)
    monkeypatch.setattr(registry, "get", lambda name: faulty if name in ("lanes", real.id) else real)
    s = Match("lanes", 4, real.default_setup(4)).state
    seen: list[Step] = []
    outcome = play(s, {0: make_agent("random", 1), 1: make_agent("random", 2)}, check=True, on_step=seen.append)
    assert outcome.actions == len(seen) == 5 and sum(s.acted) == 5     # it stops at the broken action
    assert outcome.violations == [f"action 5 ({seen[-1].action}): a unit stands in no lane"]
    assert not outcome.finished and not outcome.capped and outcome.waiting is None


def test_runner_caps_a_game_that_never_ends() -> None:
    s = Tally()
    outcome = play(s, {0: First(), 1: First()}, max_actions=50)
    assert outcome.capped and outcome.actions == 50 and s.sum == 50
    assert outcome.violations == ["no end after 50 actions"] and outcome.waiting is None
    ended = play(Tally(goal=50), {0: First(), 1: First()}, max_actions=50)   # the 50th action ends it
    assert ended.finished and not ended.capped and not ended.violations


def test_runner_says_when_nobody_can_act() -> None:
    outcome = play(Tally(stuck=True), {0: First(), 1: First()})
    assert outcome.violations == [NOBODY_ACTS] and outcome.actions == 0 and outcome.waiting is None


def test_runner_asks_the_lowest_seat_first_or_the_seat_a_callers_rules_name() -> None:
    seats: list[int] = []
    play(Tally(goal=6, both=True), {0: First(), 1: First()}, on_step=lambda step: seats.append(step.seat))
    assert seats == [0] * 6
    seats.clear()
    play(Tally(goal=6, both=True), {0: First(), 1: First()}, on_step=lambda step: seats.append(step.seat),
         acting=lambda s: 1)
    assert seats == [1] * 6


def test_runner_stops_at_a_callers_condition_before_acting() -> None:
    s = Tally(goal=100)
    outcome = play(s, {0: First(), 1: First()}, until=lambda st: st.sum >= 7)
    assert s.sum == 7 and outcome.actions == 7 and not outcome.violations and not outcome.capped


def test_runner_measures_decisions_only_when_asked() -> None:
    bare = Runner(Tally(goal=4), {0: First(), 1: First()}).step()
    assert bare is not None and (bare.choices, bare.wall_ms, bare.cpu_ms) == (0, 0.0, 0.0)
    measured = Runner(Tally(goal=4), {0: First(), 1: First()}, measure=True).step()
    assert measured is not None and measured.choices == 2 and measured.cpu_ms >= 0.0
    assert [e.kind for e in measured.events] == ["added"] and measured.action == Choose(0, 1)


def test_one_playout_agent_in_every_seat_draws_as_one_generator() -> None:
    """Bench's program: the same seed gives the same game, whichever seat draws."""
    games = [Tally(goal=30), Tally(goal=30)]
    for s in games:
        play(s, dict.fromkeys(range(2), PlayoutAgent(Rng(5))))
    assert games[0].sum == games[1].sum and games[0].result.winners == games[1].result.winners and games[0].acted == games[1].acted
    other = Tally(goal=30)
    play(other, dict.fromkeys(range(2), PlayoutAgent(Rng(6))))
    assert other.acted != games[0].acted or other.result.winners != games[0].result.winners


class Holder(Tally):
    """A state that holds another for seat 1 (as an event holds its game): seat 1's choice is made there
    and comes back wrapped."""

    def __init__(self) -> None:
        super().__init__(goal=None, both=True)
        self.inner = Tally(goal=3)

    def delegate(self, seat: int) -> tuple[GameState, int] | None:
        return (self.inner, 0) if seat == 1 else None

    def relay(self, seat: int, action: Action) -> Action:
        return Choose(seat, 2 if action == Choose(0, 2) else 1)


def test_decide_chooses_in_the_held_state_and_relays_the_choice() -> None:
    class Seen(First):
        def choose(self, state: GameState, player: int) -> Action:
            self.at = (state, player)
            return Choose(0, 2) if state is outer.inner else super().choose(state, player)
    outer = Holder()
    agent = Seen()
    assert decide(agent, outer, 1) == Choose(1, 2) and agent.at == (outer.inner, 0)
    assert decide(agent, outer, 0) == Choose(0, 1) and agent.at == (outer, 0)


@pytest.mark.parametrize("measure", [False, True])
def test_step_by_step_plays_as_a_whole_run(measure: bool) -> None:
    whole, stepped = Tally(goal=20), Tally(goal=20)
    play(whole, dict.fromkeys(range(2), PlayoutAgent(Rng(9))))
    runner = Runner(stepped, dict.fromkeys(range(2), PlayoutAgent(Rng(9))), measure=measure)
    while runner.step() is not None:
        pass
    assert stepped.acted == whole.acted and stepped.sum == whole.sum and stepped.result.winners == whole.result.winners
