"""`python -m game simulate`: the summary a maintainer reads, the same whether games run in one process or
several, on a quiet machine or a busy one."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from game.cli.main import main

_SAME = ("games", "wins", "draws", "crashes", "invariant_violations", "mean_turns", "actions")
# The only fields that may change from run to run: how long things took.
_TIMING = {"seconds", "actions_per_second", "games_per_second", "decision_ms_p50", "decision_ms_p95", "decision_ms_max",
           "decision_cpu_ms_p50", "decision_cpu_ms_p95", "decision_cpu_ms_max"}


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
    assert out["decision_cpu_ms_max"][0] >= out["decision_cpu_ms_p95"][0] >= out["decision_cpu_ms_p50"][0] >= 0
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


def _run_cli(capsys, *args: str) -> dict:
    assert main(["simulate", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])


def test_seats_name_one_program_per_seat_and_p1_p2_are_its_shorthand(capsys) -> None:
    short = _run_cli(capsys, "--games", "4", "--seed", "3", "--p1", "greedy", "--p2", "random")
    seats = _run_cli(capsys, "--games", "4", "--seed", "3", "--seats", "greedy,random")
    assert {k: short[k] for k in _SAME} == {k: seats[k] for k in _SAME}
    assert seats["seats"] == ["greedy", "random"] and seats["players"] == 2


def test_wins_and_times_are_listed_per_program_in_seats_order_whichever_seat_it_had(capsys) -> None:
    """The programs rotate through the seats, every game of a block on one seed: listing them the other
    way round plays the very same games, so every per-program figure comes out reversed."""
    one = _run_cli(capsys, "--ruleset", "dragon-duel", "--games", "6", "--seed", "8", "--seats", "greedy,random")
    other = _run_cli(capsys, "--ruleset", "dragon-duel", "--games", "6", "--seed", "8", "--seats", "random,greedy")
    assert one["wins"] == other["wins"][::-1] and one["wins"][0] > one["wins"][1]
    assert one["decisions"] == other["decisions"][::-1]
    assert one["search_actions_p95"] == other["search_actions_p95"][::-1]
    assert one["actions"] == other["actions"]


def test_every_program_plays_every_seat_equally_on_the_blocks_seed() -> None:
    from game.cli.simulate import seat_order
    for seats in (2, 3, 4):
        block = [seat_order(g, seats) for g in range(seats)]
        for seat in range(seats):
            assert sorted(order[seat] for order in block) == list(range(seats))
        assert all(sorted(order) == list(range(seats)) for order in block)
        assert seat_order(seats, seats) == block[0]   # the next block starts over


def test_a_dragon_duel_match_counts_as_one_game() -> None:
    from game.ai import make_agent
    from game.cli.simulate import _rotated_game
    res, order = _rotated_game(("dragon-duel", ["greedy", "random"], 5, 0, True, 2, {"match": "on", "crystals": 3}))
    assert res["crash"] is None and res["violations"] == []
    assert res["result"] is not None and res["result"].rule == "DD-11.2"   # the match, won at 3 crystals
    single, _ = _rotated_game(("dragon-duel", ["greedy", "random"], 5, 0, True, 2, {}))
    assert single["result"].rule != "DD-11.2"
    assert make_agent("greedy", 1, "dragon-duel").name == "greedy"


@pytest.mark.parametrize("line, says", [
    ("--ruleset dragon-duel --seats normal,godlike", "--seats: invalid choice: 'godlike' for dragon-duel (choose from "),
    ("--ruleset dragon-duel --p2 godlike", "--p2: invalid choice: 'godlike' for dragon-duel (choose from "),
    ("--ruleset dragon-duel --players 3", "dragon-duel is played by 2 players, not 3"),
    ("--ruleset dragon-duel --seats normal,normal,normal", "dragon-duel is played by 2 players, not 3"),
    ("--ruleset lanes --set match=on", "lanes has no setting 'match'"),
    ("--ruleset dragon-duel --set match=maybe", "match='maybe' is not allowed (choose one of: off, on)"),
])
def test_unknown_programs_seats_and_settings_are_one_line_errors_listing_what_exists(capsys, line, says) -> None:
    import shlex
    with pytest.raises(SystemExit) as done:
        main(["simulate", *shlex.split(line)])
    assert done.value.code == 2
    err = capsys.readouterr().err
    errors = [ln for ln in err.splitlines() if ": error: " in ln]
    assert len(errors) == 1 and says in errors[0], err
    if "invalid choice" in says:
        assert "easy, greedy" in errors[0] and "random" in errors[0]
