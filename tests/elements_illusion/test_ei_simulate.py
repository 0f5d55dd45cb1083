"""simulate and the random program with several seats deciding at once (Elements Illusion's sealed main and
build phases, EI-4.3): every acting seat's own program chooses, the order is the same on every run, and no
seat's choices depend on what another seat chose in secret."""
from __future__ import annotations

import json
from typing import Any

import pytest

from game.ai.random_agent import RandomAgent
from game.cli import main as cli
from game.cli.simulate import play_game
from game.engine import registry
from game.engine.actions import Action
from game.engine.setup import build_setup
from game.engine.state import GameState

from ei_kit import answer_all, new_game


class Recorder:
    """A random program that writes down who was asked, when, and who could act then."""

    def __init__(self, seed: int, log: list[tuple[int, str, int, tuple[int, ...]]]) -> None:
        self.inner = RandomAgent(seed)
        self.name = "random"
        self.log = log

    def choose(self, state: GameState, player: int) -> Action:
        self.log.append((state.turn, state.phase.value, player, tuple(state.current_players())))  # type: ignore[attr-defined]
        action = self.inner.choose(state, player)
        assert action.player == player
        return action


def test_ei_4_3_every_acting_seat_plans_its_own_sealed_phases_in_simulate() -> None:
    log: list[tuple[int, str, int, tuple[int, ...]]] = []
    out = play_game("elements-illusion", 3, [Recorder(10 + p, log) for p in range(3)],
                    setup=build_setup(registry.get("elements-illusion"), 3, players=3))
    assert out["crash"] is None and not out["violations"] and out["result"] is not None
    for turn in range(1, out["turns"] + 1):
        for phase in ("main", "build"):
            asked = {p for t, ph, p, _ in log if t == turn and ph == phase}
            assert asked == {0, 1, 2}, (turn, phase, asked)
    # several deciders at once: the lowest seat that has not locked is asked, so the order is fixed by the
    # seats alone (never by what a seat chose)
    several = [(p, acting) for _, _, p, acting in log if len(acting) > 1]
    assert several and all(p == min(acting) and p in acting for p, acting in several)


def _plan(s: GameState, agent: RandomAgent, p: int) -> list[str]:
    steps = []
    while p in s.current_players():
        action = agent.choose(s, p)
        steps.append(str(action))
        s.apply(action)
    return steps


def test_ei_4_3_a_seats_sealed_choices_are_the_same_whatever_the_seat_before_it_planned() -> None:
    s = new_game(3, seed=5)
    answer_all(s)
    assert s.sealed() and s.current_players() == [0, 1, 2]
    plans_of_seat_1, plans_of_seat_0 = [], []
    for other_seed in range(1, 8):
        c = s.clone()
        plans_of_seat_0.append(_plan(c, RandomAgent(other_seed), 0))
        plans_of_seat_1.append(_plan(c, RandomAgent(99), 1))
    assert len(set(map(tuple, plans_of_seat_0))) > 1          # seat 1 really followed different secret plans
    assert all(plan == plans_of_seat_1[0] for plan in plans_of_seat_1)


def _simulate(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    code = cli.main(["simulate", "--ruleset", "elements-illusion", "--json", *args])
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    summary["exit"] = code
    return summary


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_simulate_plays_whole_games_for_two_to_six_random_seats(capsys: pytest.CaptureFixture[str], players: int) -> None:
    summary = _simulate(capsys, "--players", str(players), "--games", "2", "--seed", "7")
    assert summary["exit"] == 0 and summary["players"] == players
    assert summary["crashes"] == 0 and summary["invariant_violations"] == 0
    assert sum(summary["wins"]) + summary["draws"] >= 2 and summary["mean_turns"] >= 1
    assert all(d > 0 for d in summary["decisions"])             # every seat's program made choices


def test_simulate_is_the_same_on_every_run(capsys: pytest.CaptureFixture[str]) -> None:
    first = _simulate(capsys, "--players", "4", "--games", "1", "--seed", "11")
    second = _simulate(capsys, "--players", "4", "--games", "1", "--seed", "11")
    keys = ("wins", "draws", "actions", "mean_turns", "decisions")
    assert [first[k] for k in keys] == [second[k] for k in keys]
