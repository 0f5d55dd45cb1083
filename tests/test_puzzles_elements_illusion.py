"""Elements Illusion's puzzles (levels/puzzles/elements-illusion): each is one position with one goal,
its solution reaches the goal whatever player 2 builds (test_puzzles.py plays every game's solutions too),
and the line a new player would try first fails against some answer. Each puzzle teaches one rule."""
from __future__ import annotations

import pytest

from game.puzzles import FAILED, ONGOING, SOLVED, acting, goal_status, load_puzzles, passive_choice, step_action
from puzzle_kit import every_outcome, with_solution

PUZZLES = load_puzzles(ruleset="elements-illusion")
BY_ID = {p.id: p for p in PUZZLES}


def skill(name, *, copy=None, targets=2):
    step = {"action": "skill", "player": 1, "skill": name, "targets": targets}
    if copy:
        step["copy"] = copy
    return step


LOCK = {"action": "lock", "player": 1}


def test_six_puzzles_numbered_in_order_each_with_one_goal():
    assert len(PUZZLES) >= 6
    assert [p.number for p in PUZZLES] == list(range(1, len(PUZZLES) + 1))
    assert all(p.ruleset == "elements-illusion" and p.key == f"elements-illusion/{p.id}" for p in PUZZLES)
    assert all(p.goal.kind == "reach" and p.solution for p in PUZZLES)
    assert len({p.name.en for p in PUZZLES}) == len(PUZZLES) and all(p.name.ko and p.description.ko for p in PUZZLES)


@pytest.mark.parametrize("pid", [p.id for p in PUZZLES])
def test_the_solution_reaches_the_goal_through_the_engine(pid):
    """Played step by step, player 2 passing (it locks with nothing chosen); then against every answer."""
    pz = BY_ID[pid]
    s = pz.new_state()
    steps = list(pz.solution)
    while goal_status(pz, s) == ONGOING:
        p = acting(s)
        s.apply(step_action(s, steps.pop(0)) if p == pz.player and steps else passive_choice(s, p))
    assert goal_status(pz, s) == SOLVED and not steps
    assert every_outcome(pz) == {SOLVED}


@pytest.mark.parametrize("pid,steps", [
    # the hardest single blow at EL 4 ... is the one puzzle 1 wants; at EL 7 it is one blow short
    ("04-two-smaller-blows", [skill("wind_pressure"), LOCK]),
    # Short Fire is blocked by a Water player whole; Water Shot deals its 1 without the Fire bonus
    ("02-read-the-last-element", [skill("short_fire"), LOCK]),
    ("02-read-the-last-element", [skill("water_shot"), LOCK]),
    # 2 + 5 = 7 passes 4 by: no EP
    ("03-land-on-four", [skill("wind_pressure"), LOCK]),
    # Splash's 3 (2, +1 against Air) is melee like player 2's Flame Fist, and the two offset
    ("05-through-the-guard", [skill("splash"), LOCK]),
    # without Shadow Copy the two cards make no skill together; Rock Throw alone deals 3
    ("06-a-borrowed-level", [skill("rock_throw"), LOCK]),
    ("01-the-dearest-blow", [skill("air_blast"), LOCK]),
])
def test_the_obvious_wrong_line_fails_against_some_answer(pid, steps):
    assert FAILED in every_outcome(with_solution(BY_ID[pid], steps))


def test_the_guard_is_only_up_when_player_2_builds_flame_fist():
    """Splash fails only because of the offset: against a player 2 who builds nothing it deals its 3."""
    outcomes = every_outcome(with_solution(BY_ID["05-through-the-guard"], [skill("splash"), LOCK]))
    assert outcomes == {SOLVED, FAILED}
