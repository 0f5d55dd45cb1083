"""Puzzles and the tutorial (levels/puzzles, levels/tutorial): every file loads, every solution solves
whatever the opponent answers, and the goal is judged from the engine's state alone."""
from __future__ import annotations

import os
import re

import pytest

from game.engine.actions import Concede
from game.engine.errors import DataError
from game.puzzles import (FAILED, ONGOING, SOLVED, acting, goal_status, load_puzzle, load_puzzles, load_tutorial,
                          opponent_agent, passive_choice, play_solution)
from game.rulesets.lanes.scenario import make_action

PUZZLES = load_puzzles()
BY_ID = {p.id: p for p in PUZZLES}


def test_at_least_twelve_puzzles_numbered_in_order():
    assert len(PUZZLES) >= 12
    assert [p.number for p in PUZZLES] == list(range(1, len(PUZZLES) + 1))
    kinds = {p.goal.kind for p in PUZZLES}
    assert kinds == {"win_this_turn", "survive_opponent_turn", "reach"}


def every_outcome(pz):
    """Play the solution against every answer the opponent could give (a tree: each opponent decision
    branches); after the script the player defends passively (never blocks). The set of verdicts."""
    seen: set = set()
    out: set = set()

    def run(s, i):
        while True:
            status = goal_status(pz, s)
            if status != ONGOING:
                out.add(status)
                return
            key = (s.state_hash(), i)
            if key in seen:
                return
            seen.add(key)
            p = acting(s)
            if p != pz.player:
                legal = [a for a in s.legal_actions() if a.player == p and not isinstance(a, Concede)]
                for a in legal[1:]:
                    c = s.clone()
                    c.apply(a)
                    run(c, i)
                s.apply(legal[0])
                continue
            if i < len(pz.solution):
                s.apply(make_action(s, pz.solution[i]))
                i += 1
            elif pz.goal.kind == "survive_opponent_turn":
                s.apply(passive_choice(s, p))
            else:
                out.add("script ended, goal not met")
                return

    run(pz.new_state(), 0)
    return out


@pytest.mark.parametrize("pz", PUZZLES, ids=[p.id for p in PUZZLES])
def test_the_solution_solves_whatever_the_opponent_does(pz):
    assert every_outcome(pz) == {SOLVED}


SURVIVE = [p for p in PUZZLES if p.goal.kind == "survive_opponent_turn"]


@pytest.mark.parametrize("pz", SURVIVE, ids=[p.id for p in SURVIVE])
def test_survive_puzzles_hold_against_the_programs_turn(pz):
    """The program at the puzzle's level plays the opponent's whole turn (fixed seed)."""
    status, s = play_solution(pz, opponent_agent(pz, seed=11))
    assert status == SOLVED
    assert s.turn == pz.start_turn + 2 and s.turn_player == pz.player and s.result is None


def with_solution(pz, steps):
    import dataclasses
    return dataclasses.replace(pz, solution=tuple(steps))


@pytest.mark.parametrize("pid,steps", [
    # the 1-hit units first: the Champion's damage starts on a trigger and loses its second point
    ("03-count-the-triggers", [{"action": "attack", "lane": 0}, {"action": "attack", "lane": 2},
                               {"action": "attack", "lane": 1}, {"action": "end_attack"}]),
    # the weak attacks first: the guardian blocks them by paying with its hand
    ("04-guardian-first", [{"action": "play_item", "card": "hand:LT-F16", "lane": 1}, {"action": "end_main"},
                           {"action": "attack", "lane": 0}, {"action": "attack", "lane": 2},
                           {"action": "attack", "lane": 1}, {"action": "end_attack"}]),
    # without the duelist's trident the Colossus need not block, and it hits back for 2
    ("08-taken-with-you", [{"action": "end_main"}, {"action": "attack", "lane": 1}, {"action": "end_attack"}]),
    # the Knight's ping after the Verdict: 9 damage, one short
    ("10-charge-and-verdict", [{"action": "play_skill", "card": "hand:LT-E18"},
                               {"action": "play_item", "card": "hand:LT-T15", "lane": 1},
                               {"action": "play_skill", "card": "hand:LT-T20"},
                               {"action": "activate", "card": "unit1"},  # the Wisp is the only card left to pay
                               {"action": "end_main"}, {"action": "end_attack"}]),
    # the berserker as the third unit: it must attack, a block trashes it, and the frontline is gone at the end
    ("13-the-last-bell", [{"action": "play_unit", "card": "hand:LT-S06", "lane": 0},
                          {"action": "play_unit", "card": "hand:LT-F01", "lane": 2},
                          {"action": "play_skill", "card": "hand:LT-T19"}, {"action": "choose", "option": "unit0"},
                          {"action": "end_main"}, {"action": "attack", "lane": 0}, {"action": "attack", "lane": 2},
                          {"action": "end_attack"}]),
])
def test_a_plausible_wrong_line_fails_against_some_answer(pid, steps):
    assert FAILED in every_outcome(with_solution(BY_ID[pid], steps))


def test_ending_the_turn_without_winning_fails_a_win_puzzle():
    pz = BY_ID["01-first-blood"]
    s = pz.new_state()
    assert goal_status(pz, s) == ONGOING
    s.apply(make_action(s, {"action": "end_main"}))
    assert goal_status(pz, s) == ONGOING        # still this turn: the attack phase
    s.apply(make_action(s, {"action": "end_attack"}))
    assert s.turn_player == pz.opponent and s.result is None
    assert goal_status(pz, s) == FAILED


def test_reach_is_judged_during_the_turn_and_fails_when_it_ends():
    pz = BY_ID["07-empty-hands"]
    status, s = play_solution(pz, lambda st, p: passive_choice(st, p))
    assert status == SOLVED and len(s.zones[f"p{pz.opponent}.hand"].cards) == 0
    s = pz.new_state()
    for step in ({"action": "end_main"}, {"action": "end_attack"}):
        s.apply(make_action(s, step))
    assert goal_status(pz, s) == FAILED


def test_survive_is_ongoing_through_the_opponents_turn_and_failed_by_a_loss():
    pz = BY_ID["09-oathbreakers-bargain"]
    s = pz.new_state()
    s.apply(make_action(s, {"action": "end_main"}))
    s.apply(make_action(s, {"action": "end_attack"}))   # the Wraith is still there: 8 damage loses at the end
    assert s.result is not None and goal_status(pz, s) == FAILED
    status, s = play_solution(pz, lambda st, p: passive_choice(st, p))
    assert status == SOLVED and s.turn == pz.start_turn + 2


def test_conceding_fails_any_puzzle():
    for pz in PUZZLES[:3]:
        s = pz.new_state()
        s.apply(Concede(pz.player))
        assert goal_status(pz, s) == FAILED


GOOD = '''
[puzzle]
name = { en = "Test", ko = "시험" }
description = { en = "One damage wins.", ko = "대미지 1점이면 승리합니다." }

[goal]
kind = "win_this_turn"

[position]
turn = 5
phase = "attack"
[position.p1]
leader = "LT-L01"
lane0 = "LT-F01"
deck = ["LT-F04"]
[position.p2]
leader = "LT-L02"
deck = ["LT-E01"]
damage = ["LT-E01", "LT-E01", "LT-E01", "LT-E01", "LT-E01", "LT-E01", "LT-E01", "LT-E01", "LT-E01"]

[[solution]]
action = "attack"
lane = 0
'''


def test_a_well_formed_file_from_elsewhere_loads_and_solves(tmp_path):
    path = tmp_path / "01-test.toml"
    path.write_text(GOOD, encoding="utf-8")
    pz = load_puzzle(str(path))
    assert pz.id == "01-test" and pz.number == 1 and pz.player == 0
    assert every_outcome(pz) == {SOLVED}


@pytest.mark.parametrize("change,field", [
    (('kind = "win_this_turn"', 'kind = "win_now"'), "goal.kind"),
    (('name = { en = "Test", ko = "시험" }', 'name = { en = "Test" }'), "puzzle.name"),
    (('[goal]\nkind = "win_this_turn"', '[goal]\nkind = "reach"\nstat = "gold"'), "goal.stat"),
    (('[goal]\nkind = "win_this_turn"', '[goal]\nkind = "win_this_turn"\nai = "grandmaster"'), "goal.ai"),
    (('lane0 = "LT-F01"', 'lane0 = "LT-NOPE"'), "position.p1.lane0.unit"),
    (('phase = "attack"', 'phase = "end"'), "position.phase"),
    (('[[solution]]\naction = "attack"', '[[solution]]\naction = "smash"'), "solution 1.action"),
    (('[[solution]]\naction = "attack"\nlane = 0\n', ''), "solution"),
])
def test_a_malformed_puzzle_names_its_file_and_field(tmp_path, change, field):
    path = tmp_path / "07-broken.toml"
    old, new = change
    assert old in GOOD
    path.write_text(GOOD.replace(old, new), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_puzzle(str(path))
    text = str(err.value)
    assert "07-broken.toml" in text
    assert any(p.startswith(field) for p in err.value.problems), err.value.problems


def test_a_badly_named_file_and_bad_toml_are_reported(tmp_path):
    path = tmp_path / "first.toml"
    path.write_text(GOOD, encoding="utf-8")
    with pytest.raises(DataError, match="file name"):
        load_puzzle(str(path))
    path = tmp_path / "02-bad.toml"
    path.write_text("[puzzle\nname =", encoding="utf-8")
    with pytest.raises(DataError, match="02-bad.toml.*\n.*not valid TOML"):
        load_puzzle(str(path))


def _card_ids(v, db, out):
    if isinstance(v, str) and v in db.cards:
        out.add(v)
    elif isinstance(v, dict):
        for x in v.values():
            _card_ids(x, db, out)
    elif isinstance(v, list):
        for x in v:
            _card_ids(x, db, out)
    return out


@pytest.mark.parametrize("pz", PUZZLES, ids=[p.id for p in PUZZLES])
def test_texts_name_cards_as_the_card_set_does_in_both_languages(pz):
    """A card the English text names by its English name is named by its Korean name in the Korean text."""
    for field in ("name", "description", "hint"):
        msg = getattr(pz, field)
        if msg is None:
            continue
        for cid in _card_ids(pz.position, pz.db, set()):
            d = pz.db[cid]
            if d.name.en in msg.en:
                assert d.name.ko in msg.ko, f"{pz.id} {field}: {d.name.en} is {d.name.ko} in Korean"


# ----- the tutorial ---------------------------------------------------------------------------------
def test_the_tutorial_has_six_or_more_steps_that_play():
    tu = load_tutorial()
    assert len(tu.steps) >= 6
    for step in tu.steps:
        assert step.prompt.en and step.prompt.ko and step.title.en and step.title.ko
        assert step.highlight, f"step {step.index + 1} highlights nothing"
        s = step.new_state()
        for n in range(len(step.do)):
            while acting(s) != step.player:
                s.apply(passive_choice(s, acting(s)))
            a = step.expected(s, n)
            if a is None:
                a = next(x for x in s.legal_actions() if x.player == step.player and type(x).__name__ == "Choose")
            assert step.matches(s, n, a)
            s.apply(a)


def test_tutorial_steps_name_cards_as_the_card_set_does():
    tu = load_tutorial()
    for step in tu.steps:
        for cid in _card_ids(step.position, step.db, set()):
            d = step.db[cid]
            for field in ("prompt", "hint", "done"):
                msg = getattr(step, field)
                if msg is not None and d.name.en in msg.en:
                    assert d.name.ko in msg.ko, f"step {step.index + 1} {field}: {d.name.en} is {d.name.ko}"


def test_a_malformed_tutorial_names_step_and_field(tmp_path):
    src = open(load_tutorial().path, encoding="utf-8").read()
    bad = src.replace('[[step.do]]\naction = "play_unit"\ncard = "hand:LT-F04"', '[[step.do]]\naction = "play_unit"\ncard = "hand:LT-F99"', 1)
    bad = re.sub(r'title = \{ en = "Attack: damage is revealed", ko = "[^"]*" \}', 'title = { en = "Attack" }', bad)
    path = tmp_path / "lanes.toml"
    path.write_text(bad, encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_tutorial(str(path))
    problems = err.value.problems
    assert any(p.startswith("step 2.title") for p in problems), problems
    path.write_text(src.replace('card = "hand:LT-F04"\nlane = 1', 'card = "hand:LT-F99"\nlane = 1', 1), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_tutorial(str(path))
    assert any(p.startswith("step 1:") and "LT-F99" in p for p in err.value.problems), err.value.problems
    assert os.path.basename(err.value.path) == "lanes.toml"
