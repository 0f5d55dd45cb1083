"""`python -m game simulate`: the summary a maintainer reads, the same whether games run in one process or several."""
from __future__ import annotations

import json

from game.cli.main import main

_SAME = ("games", "wins", "draws", "crashes", "invariant_violations", "mean_turns", "actions")


def _summary(capsys, *extra: str) -> dict:
    code = main(["simulate", "--games", "6", "--seed", "11", "--p1", "greedy", "--p2", "random", "--json", *extra])
    assert code == 0
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])


def test_the_summary_lists_wins_and_decision_times_per_program(capsys) -> None:
    out = _summary(capsys)
    assert out["games"] == 6 and sum(out["wins"]) + out["draws"] == 6
    assert out["crashes"] == 0 and out["invariant_violations"] == 0
    assert out["wins"][0] >= 5  # greedy (listed first) beats random, whichever seat it had
    assert len(out["decision_ms_p50"]) == 2 and out["decision_ms_p95"][0] >= out["decision_ms_p50"][0] > 0
    for key in ("actions_per_second", "games_per_second", "seconds", "mean_turns"):
        assert key in out


def test_games_played_side_by_side_are_the_same_games(capsys) -> None:
    one = _summary(capsys)
    two = _summary(capsys, "--jobs", "2")
    assert {k: one[k] for k in _SAME} == {k: two[k] for k in _SAME}
