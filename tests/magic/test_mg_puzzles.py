"""Magic's puzzles (levels/puzzles/magic): the Commander and Vanguard ones have exactly one solution, found
by trying every move of the player against every answer of the opponent; a plausible wrong line fails;
each is won by the rule it is about. (tests/test_puzzles.py plays every solution against every answer.)"""
from __future__ import annotations

from typing import Any

import pytest

from game.engine.actions import Concede
from game.puzzles import FAILED, SOLVED, Puzzle, acting, goal_status, load_puzzles, step_action
from game.rulesets.magic import commander
from game.rulesets.magic.actions import Declared, Pass

from mg_kit import card
from puzzle_kit import every_outcome, with_solution

BY_ID = {p.id: p for p in load_puzzles(ruleset="magic")}
ONE_SOLUTION = ["02-twenty-one", "03-choir-of-sparks", "04-badlands-chaos", "05-across-the-planes",
                "06-feast-of-embers", "07-the-patient-archive"]


def winning_plays(pz: Puzzle) -> set[frozenset[str]]:
    """Every set of plays (passes and ends of declarations left out) with which the player wins whatever
    the opponent answers: at the player's moves any move may be taken, at the opponent's every answer
    must still leave the same plays winning. Positions are shared by their hash."""
    memo: dict[Any, set[frozenset[str]]] = {}

    def wins(s: Any) -> set[frozenset[str]]:
        status = goal_status(pz, s)
        if status != "ongoing":
            return {frozenset()} if status == SOLVED else set()
        key = s.state_hash()
        if key in memo:
            return memo[key]
        memo[key] = set()
        p = acting(s)
        legal = [a for a in s.legal_actions() if a.player == p and not isinstance(a, Concede)]
        out: set[frozenset[str]] | None = None
        for a in legal:
            child = s.clone()
            child.apply(a)
            below = wins(child)
            if p == pz.player:
                tag = frozenset() if isinstance(a, (Pass, Declared)) else frozenset([str(a)])
                out = (out or set()) | {w | tag for w in below}
            else:
                out = below if out is None else out & below
        memo[key] = out or set()
        return memo[key]

    return wins(pz.new_state())


def scripted_plays(pz: Puzzle) -> frozenset[str]:
    s = pz.new_state()
    plays = set()
    for step in pz.solution:
        while acting(s) != pz.player:
            s.apply(next(a for a in s.legal_actions() if a.player == acting(s)))
        a = step_action(s, step)
        if not isinstance(a, (Pass, Declared)):
            plays.add(str(a))
        s.apply(a)
    return frozenset(plays)


@pytest.mark.parametrize("pid", ONE_SOLUTION)
def test_the_puzzle_has_exactly_one_solution_up_to_the_order_of_its_plays(pid):
    pz = BY_ID[pid]
    assert winning_plays(pz) == {scripted_plays(pz)}


def test_over_the_wall_is_a_whatever_they_block_puzzle_with_more_than_one_line():
    """The first puzzle asks only to win whatever player 2 blocks: the Bolt at the player alone wins, so
    the one-solution check is for the later puzzles (kept here so a change to it is seen)."""
    assert len(winning_plays(BY_ID["01-over-the-wall"])) > 1


@pytest.mark.parametrize("pid,steps", [
    # the Sap alone: blocked, 10 power over a 4-toughness Warden leaves 6, and 14 + 6 = 20
    ("02-twenty-one", [{"action": "cast", "card": "hand:MG-G05", "target": "battlefield:MG-K02"},
                       {"action": "pass"}, {"action": "pass"}, {"action": "pass"},
                       {"action": "attack", "card": "battlefield:MG-K02", "target": "p2"}]),
    # the Bolt first, straight from the Mountain: 2 and the Choir's 1, then nothing left to pay with
    ("03-choir-of-sparks", [{"action": "cast", "card": "hand:MG-R03", "target": "p2"}]),
    # the chaos ability aimed at player 2 (4 damage is one short of nothing: it takes creatures only) or the
    # Charger attacking into the Warden without the roll
    ("04-badlands-chaos", [{"action": "roll"}, {"action": "choose", "option": "battlefield:MG-G03"}]),
    ("04-badlands-chaos", [{"action": "pass"}, {"action": "pass"},
                           {"action": "attack", "card": "battlefield:MG-G03", "target": "p2"}]),
    # Emberfall's chaos ability aimed at the Mountain's owner, not player 2
    ("05-across-the-planes", [{"action": "roll"}, {"action": "pass"}, {"action": "pass"}, {"action": "roll"},
                              {"action": "choose", "option": "p1"}]),
    # the Bolt at the player: 3 - 2 = 1, and the Warden, hurt only by the scheme, blocks the Charger
    ("06-feast-of-embers", [{"action": "cast", "card": "hand:MG-R03", "target": "p2"}]),
    # the Archive before Smelter's Rush: one Mountain left pays for one Bolt, and the Rush needs it too
    ("07-the-patient-archive", [{"action": "activate", "card": "command:MG-SC25"}, {"action": "pass"},
                                {"action": "cast", "card": "hand:MG-R03", "target": "p2"}, {"action": "pass"}]),
])
def test_a_plausible_wrong_line_fails_against_some_answer(pid, steps):
    assert FAILED in every_outcome(with_solution(BY_ID[pid], [{**st, "player": 1} for st in steps]))


def _play_blocked(pz: Puzzle) -> Any:
    """The solution with the opponent blocking whenever it can."""
    s = pz.new_state()
    i = 0
    while goal_status(pz, s) == "ongoing":
        p = acting(s)
        legal = [a for a in s.legal_actions() if a.player == p and not isinstance(a, Concede)]
        if p != pz.player:
            s.apply(next((a for a in legal if type(a).__name__ == "Block"), legal[0]))
        elif i < len(pz.solution):
            s.apply(step_action(s, pz.solution[i]))
            i += 1
        else:
            s.apply(next(a for a in legal if isinstance(a, (Pass, Declared))))
    return s


def test_901_9_across_the_planes_is_won_by_a_phenomenon_and_a_second_roll_that_costs_one():
    pz = BY_ID["05-across-the-planes"]
    s = pz.new_state()
    events: list[Any] = []
    for step in pz.solution:
        while acting(s) != pz.player and s.result is None:
            events += s.apply(next(a for a in s.legal_actions() if a.player == acting(s)))
        events += s.apply(step_action(s, step))
    while s.result is None:
        events += s.apply(next(a for a in s.legal_actions() if isinstance(a, Pass)))
    assert s.result.winners == (0,) and s.life == [18, 0]
    kinds = [e.kind for e in events]
    assert kinds.count("planar_rolled") == 2 and "phenomenon_done" in kinds
    assert any(e.kind == "mana_paid" for e in events)          # the second roll's {1}


def test_903_10a_twenty_one_is_won_by_commander_damage_over_a_blocker_at_30_life():
    pz = BY_ID["02-twenty-one"]
    s = _play_blocked(pz)
    gorrundai = card(s, "battlefield:MG-K02")
    assert s.result is not None and s.result.rule == "903.10a"
    assert commander.damage_from(s, 1, gorrundai) == 22 and s.life[1] == 22
    assert "MG-W03" in [s.defs[c].id for c in s.zones["p1.graveyard"].cards]


def test_902_7_choir_of_sparks_is_won_by_the_vanguards_three_triggers():
    pz = BY_ID["03-choir-of-sparks"]
    s = pz.new_state()
    events: list[Any] = []
    for step in pz.solution:
        events += s.apply(step_action(s, step))
        while acting(s) != pz.player and s.result is None:
            events += s.apply(next(a for a in s.legal_actions() if a.player == acting(s)))
    while s.result is None:
        events += s.apply(next(a for a in s.legal_actions() if isinstance(a, Pass)))
    assert s.result.winners == (0,) and s.life[1] == 0
    choir = card(s, "command:MG-V06")
    fired = [e for e in events if e.kind == "triggered" and e.data.get("card") == choir]
    assert len(fired) == 3, [(e.kind, e.data) for e in events]


def test_904_9_feast_of_embers_is_won_by_the_scheme_set_in_motion_before_combat():
    pz = BY_ID["06-feast-of-embers"]
    s = _play_blocked(pz)
    assert s.result is not None and s.result.winners == (0,)
    assert "MG-W03" in [s.defs[c].id for c in s.zones["p1.graveyard"].cards]        # 2 from the scheme, 2 from the Bolt
    assert "MG-SC15" in [s.defs[c].id for c in s.zones["p0.schemes"].cards]        # back under the deck (904.10)


def test_904_8_the_patient_archive_is_won_by_activating_a_scheme_from_the_command_zone():
    pz = BY_ID["07-the-patient-archive"]
    s = _play_blocked(pz)
    assert s.result is not None and s.result.winners == (0,)
    assert [s.defs[c].id for c in s.zones["p0.command"].cards] == []                # abandoned (701.26)
    assert [s.defs[c].id for c in s.zones["p0.schemes"].cards][-1] == "MG-SC25"
