"""`python -m game simulate`: the summary a maintainer reads, the same whether games run in one process or
several, on a quiet machine or a busy one."""
from __future__ import annotations

import json
import subprocess
import sys

from game.cli.main import main

_SAME = ("games", "wins", "draws", "crashes", "invariant_violations", "mean_turns", "actions")
# The only fields that may change from run to run: how long things took.
_TIMING = {"seconds", "actions_per_second", "games_per_second", "decision_ms_p50", "decision_ms_p95", "decision_ms_max"}


def _summary(capsys, *extra: str, p1: str = "greedy", p2: str = "random", games: int = 6, seed: int = 11) -> dict:
    code = main(["simulate", "--games", str(games), "--seed", str(seed), "--p1", p1, "--p2", p2, "--json", *extra])
    assert code == 0
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])


def test_the_summary_lists_wins_and_decision_times_per_program(capsys) -> None:
    out = _summary(capsys)
    assert out["games"] == 6 and sum(out["wins"]) + out["draws"] == 6
    assert out["crashes"] == 0 and out["invariant_violations"] == 0
    assert out["wins"][0] >= 5  # greedy (listed first) beats random, whichever seat it had
    assert len(out["decision_ms_p50"]) == 2 and out["decision_ms_p95"][0] >= out["decision_ms_p50"][0] > 0
    assert out["decision_ms_max"][0] >= out["decision_ms_p95"][0]
    assert out["decisions"][0] > 6 and out["decisions"][1] > 6  # every program chose more than once a game
    # the work behind a decision: greedy applies each candidate once; random does not search
    assert out["search_actions_max"][0] >= out["search_actions_p95"][0] >= out["search_actions_p50"][0] >= 2
    assert out["search_actions_max"][1] == 0
    for key in ("actions_per_second", "games_per_second", "seconds", "mean_turns"):
        assert key in out


def test_games_played_side_by_side_are_the_same_games(capsys) -> None:
    one = _summary(capsys)
    two = _summary(capsys, "--jobs", "2")
    assert {k: one[k] for k in _SAME} == {k: two[k] for k in _SAME}


def test_a_busy_machine_plays_the_same_games_as_a_quiet_one(capsys) -> None:
    """Normal searches over guesses of the hidden cards; its budget is counted in work, so another
    process hogging a core changes how long the games take and nothing else."""
    quiet = _summary(capsys, p1="normal", p2="greedy", games=2, seed=5)
    hog = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        busy = _summary(capsys, "--jobs", "2", p1="normal", p2="greedy", games=2, seed=5)
        assert hog.poll() is None, "the busy loop must still be running while the games are played"
    finally:
        hog.kill()
        hog.wait()
    assert quiet["search_actions_p50"][0] > 0  # Normal really searched
    assert {k: v for k, v in quiet.items() if k not in _TIMING} == {k: v for k, v in busy.items() if k not in _TIMING}
