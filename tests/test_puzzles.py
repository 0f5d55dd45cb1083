"""Puzzles and the tutorial (levels/puzzles, levels/tutorial): every file of every game loads, every
solution solves whatever the opponent answers, and the goal is judged from the engine's state alone.
Lanes' own puzzles are checked here; Dragon Duel's in test_puzzles_dragon_duel.py."""
from __future__ import annotations

import ast
import os
import re

import pytest

from game.engine import registry
from game.engine.actions import Concede
from game.engine.errors import DataError
from game.puzzles import (FAILED, ONGOING, SOLVED, StepError, acting, goal_status, goal_text, load_puzzle,
                          load_puzzles, load_tutorial, opponent_agent, passive_choice, play_solution, rules,
                          step_action)
from puzzle_kit import card_ids, every_outcome, with_solution

PUZZLES = load_puzzles()
BY_ID = {p.id: p for p in PUZZLES}
GAMES = [i.id for i in registry.all_rulesets() if i.part("puzzles") is not None]
EVERY = [p for g in GAMES for p in load_puzzles(ruleset=g)]
make_action = step_action


def test_at_least_twelve_puzzles_numbered_in_order():
    assert len(PUZZLES) >= 12
    assert [p.number for p in PUZZLES] == list(range(1, len(PUZZLES) + 1))
    kinds = {p.goal.kind for p in PUZZLES}
    assert kinds == {"win_this_turn", "survive_opponent_turn", "reach"}


@pytest.mark.parametrize("pz", EVERY, ids=[p.key for p in EVERY])
def test_the_solution_solves_whatever_the_opponent_does(pz):
    assert every_outcome(pz) == {SOLVED}


SURVIVE = [p for p in PUZZLES if p.goal.kind == "survive_opponent_turn"]


@pytest.mark.parametrize("pz", SURVIVE, ids=[p.id for p in SURVIVE])
def test_survive_puzzles_hold_against_the_programs_turn(pz):
    """The program at the puzzle's level plays the opponent's whole turn (fixed seed)."""
    status, s = play_solution(pz, opponent_agent(pz, seed=11))
    assert status == SOLVED
    assert s.turn == pz.start_turn + 2 and s.turn_player == pz.player and s.result is None


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


@pytest.mark.parametrize("pz", EVERY, ids=[p.key for p in EVERY])
def test_texts_name_cards_as_the_card_set_does_in_both_languages(pz):
    """A card the English text names by its English name is named by its Korean name in the Korean text."""
    for field in ("name", "description", "hint"):
        msg = getattr(pz, field)
        if msg is None:
            continue
        for cid in card_ids(pz.position, pz.db, set()):
            d = pz.db[cid]
            if d.name.en in msg.en:
                assert d.name.ko in msg.ko, f"{pz.id} {field}: {d.name.en} is {d.name.ko} in Korean"


# ----- the tutorial ---------------------------------------------------------------------------------
TUTORIALS = {g: load_tutorial(ruleset=g) for g in GAMES}


def test_the_lanes_tutorial_has_six_or_more_steps():
    assert len(TUTORIALS["lanes"].steps) >= 6


@pytest.mark.parametrize("game", GAMES)
def test_every_tutorial_step_plays_as_the_scene_plays_it(game):
    """The other seat passive; each expected action matches itself and the engine accepts it."""
    tu = TUTORIALS[game]
    assert tu.ruleset == game and all(step.ruleset == game for step in tu.steps)
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


@pytest.mark.parametrize("game", GAMES)
def test_tutorial_steps_name_cards_as_the_card_set_does(game):
    for step in TUTORIALS[game].steps:
        for cid in card_ids(step.position, step.db, set()):
            d = step.db[cid]
            for field in ("title", "prompt", "hint", "done"):
                msg = getattr(step, field)
                if msg is not None and d.name.en in msg.en:
                    assert d.name.ko in msg.ko, f"step {step.index + 1} {field}: {d.name.en} is {d.name.ko}"


@pytest.mark.parametrize("game", GAMES)
def test_a_highlighted_card_is_found_at_its_step(game):
    """Every card a step points at exists when the learner must act (else the marker points at nothing)."""
    for step in TUTORIALS[game].steps:
        s = step.new_state()
        for n in range(len(step.do)):
            while acting(s) != step.player:
                s.apply(passive_choice(s, acting(s)))
            wanted = step.highlight_for(n).get("card", [])
            assert len(step.highlighted_cards(s, n)) == len(wanted), f"step {step.index + 1}, action {n + 1}: {wanted}"
            a = step.expected(s, n)
            s.apply(a if a is not None else next(x for x in s.legal_actions() if x.player == step.player))


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


def test_a_tutorial_step_refuses_a_legal_action_that_is_not_the_expected_one():
    step = TUTORIALS["lanes"].steps[0]
    s = step.new_state()
    other = [a for a in s.legal_actions() if a.player == step.player and not isinstance(a, Concede)
             and a != step.expected(s, 0)]
    assert other and not any(step.matches(s, 0, a) for a in other)


# ----- the contract between the generic module and a game's part -------------------------------------
def test_the_generic_module_imports_no_ruleset():
    import game.puzzles
    tree = ast.parse(open(game.puzzles.__file__, encoding="utf-8").read())
    names = [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    names += [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    assert names and not [n for n in names if "rulesets" in n]


@pytest.mark.parametrize("game", GAMES)
def test_every_puzzles_part_has_the_whole_contract(game):
    from game.puzzles import GOAL_TEXTS, PuzzleRules
    part = rules(game)
    names = set(PuzzleRules.__annotations__) | {n for n in vars(PuzzleRules) if not n.startswith("_")}
    assert not [n for n in names if not hasattr(part, n)]
    for key, stat in part.STATS.items():
        assert stat.name.en and stat.name.ko, key
    for key in part.GOAL_TEXTS:
        assert key in GOAL_TEXTS or key.split(":")[0] in GOAL_TEXTS and key.split(":")[1] in part.STATS, key
    assert part.DEFAULT_PHASE in part.START_PHASES and "choose" in part.VERBS


def test_every_game_with_puzzles_offers_them_and_names_its_files():
    assert {"lanes", "dragon-duel"} <= set(GAMES)
    for g in GAMES:
        assert load_puzzles(ruleset=g), g
        assert all(p.ruleset == g for p in load_puzzles(ruleset=g))
    keys = [p.key for p in EVERY]
    assert len(set(keys)) == len(keys)          # progress names stay apart across games
    assert BY_ID["01-first-blood"].key == "01-first-blood"   # Lanes' progress files keep working


def test_a_file_of_one_game_is_refused_as_another_games(tmp_path):
    path = tmp_path / "01-test.toml"
    path.write_text(GOOD.replace("[puzzle]\n", '[puzzle]\nruleset = "lanes"\n'), encoding="utf-8")
    assert load_puzzle(str(path)).ruleset == "lanes"
    with pytest.raises(DataError) as err:
        load_puzzle(str(path), ruleset="dragon-duel")
    assert err.value.problems[0].startswith("puzzle.ruleset")
    path.write_text(GOOD.replace("[puzzle]\n", '[puzzle]\nruleset = "chess"\n'), encoding="utf-8")
    with pytest.raises(DataError, match="unknown ruleset 'chess'"):
        load_puzzle(str(path))


def test_a_step_that_names_no_card_is_a_step_error_of_both_kinds():
    """The Lanes part's error is the generic StepError and still the Lanes scenario error the scene catches."""
    from game.rulesets.lanes.scenario import ScenarioError
    s = BY_ID["01-first-blood"].new_state()
    for bad in ({"action": "play_unit", "card": "hand:LT-NOPE", "lane": 0}, {"action": "attack"}):
        with pytest.raises(StepError) as err:
            step_action(s, bad)
        assert isinstance(err.value, ScenarioError)


def test_goal_texts_come_from_the_game():
    pz = BY_ID["07-empty-hands"]
    assert goal_text(pz, "en") == "This turn, bring cards in the opponent's hand down to 0 or fewer."
    assert goal_text(pz, "ko") == "이번 턴 안에 상대의 패: 0 이하"
    assert rules("lanes").STATS["opponent_hand"].name.en in goal_text(pz)
    from game.puzzles import goal_label, goal_phrase
    from game.ui.i18n import t
    for key, label in (("win_this_turn", "pz.kind.win"), ("survive_opponent_turn", "pz.kind.survive"), ("reach", "pz.kind.reach")):
        p = next(x for x in PUZZLES if x.goal.kind == key)
        assert goal_label(p, "ko") == t(label, "ko") and goal_label(p) == t(label, "en")   # the scene's words so far
    assert goal_phrase(pz, "ran_out") == t("pz.failed_turn", "en") and goal_phrase(pz, "survived", "ko") == t("pz.solved_survived", "ko")
