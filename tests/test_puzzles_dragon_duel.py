"""Dragon Duel's puzzles and tutorial (levels/puzzles/dragon-duel, levels/tutorial/dragon-duel.toml):
what the goals mean in a game whose battles are decided in the opponent's answer, a wrong line for
every puzzle, and a tutorial that shows each thing it teaches. (test_puzzles.py plays every solution
against every answer and every tutorial step, for every game.)"""
from __future__ import annotations

import dataclasses

import pytest

from game.ai.random_agent import RandomAgent
from game.engine.errors import DataError
from game.puzzles import (FAILED, ONGOING, PAST, SOLVED, THIS_TURN, acting, goal_label, goal_phrase, goal_status,
                          goal_text, load_puzzle, load_puzzles, load_tutorial, passive_choice, play_solution, rules,
                          step_action)
from puzzle_kit import every_outcome, with_solution

PUZZLES = load_puzzles(ruleset="dragon-duel")
BY_ID = {p.id: p for p in PUZZLES}
DD = rules("dd")


def play(pz, steps, s=None):
    s = s if s is not None else pz.new_state()
    for st in steps:
        s.apply(step_action(s, st))
    return s


def test_six_or_more_puzzles_numbered_in_order_with_every_goal_kind():
    assert len(PUZZLES) >= 6
    assert [p.number for p in PUZZLES] == list(range(1, len(PUZZLES) + 1))
    assert {p.goal.kind for p in PUZZLES} == {"win_this_turn", "survive_opponent_turn", "reach"}
    assert {p.goal.stat for p in PUZZLES if p.goal.kind == "reach"} >= {"dragons", "declared"}
    assert all(p.ruleset == "dragon-duel" and p.key == f"dragon-duel/{p.id}" for p in PUZZLES)


C, L, B, S, D = "continue", "leadership", "booster", "support", "character"


@pytest.mark.parametrize("pid,steps", [
    # the biggest printed value and the biggest booster: 6 + 2 = 8, one short
    ("01-brand-before-fang", [{"action": C}, {"action": D, "card": "hand:DD-E05"}, {"action": B, "card": "hand:DD-E20"}]),
    # Call of the Flame makes 13, but 5 cards pull once
    ("02-rally-the-line", [{"action": L, "card": "hand:DD-E40"}, {"action": C}, {"action": D, "card": "hand:DD-E05"},
                           {"action": S, "card": "hand:DD-E30"}]),
    # the Rune makes 12, but one pull only sends the Stone Dragon back
    ("03-take-it-back", [{"action": L, "card": "hand:DD-S40"}, {"action": C}, {"action": D, "card": "hand:DD-S05"},
                         {"action": B, "card": "hand:DD-S21"}]),
    # the Knight's 4, with the Inquisitor and the Embargo forbidding anything more: rolled back
    ("04-embargo", [{"action": C}, {"action": D, "card": "hand:DD-M05"}]),
    # Silver Thread: 11 against an unveiled 12
    ("05-moonbeam", [{"action": L, "card": "hand:DD-M41"}, {"action": C}, {"action": D, "card": "hand:DD-M06"},
                     {"action": "choose", "option": "hand:DD-M05"}, {"action": B, "card": "hand:DD-M21"}]),
    # 8 on paper, 5 after the Sapper and the Trap: rolled back, and the fourth pull ends the game
    ("06-no-way-back", [{"action": C}, {"action": D, "card": "hand:DD-E05"}, {"action": B, "card": "hand:DD-E20"}]),
    # the battle is won, but a card stays in hand: the game goes on and the match with it
    ("07-match-point", [{"action": C}, {"action": D, "card": "hand:DD-E05"}, {"action": B, "card": "hand:DD-E20"}]),
])
def test_a_plausible_wrong_line_fails_against_some_answer(pid, steps):
    assert FAILED in every_outcome(with_solution(BY_ID[pid], steps))


@pytest.mark.parametrize("pz", PUZZLES, ids=[p.id for p in PUZZLES])
def test_withdrawing_fails_every_puzzle(pz):
    s = pz.new_state()
    while not any(type(a).__name__ == "Withdraw" for a in s.legal_actions()):
        s.apply(step_action(s, pz.solution[0]))     # past a leadership card, if the puzzle starts before one
    assert every_outcome(with_solution(pz, [{"action": "withdraw"}])) == {FAILED}


@pytest.mark.parametrize("pz", PUZZLES, ids=[p.id for p in PUZZLES])
def test_the_solution_holds_against_a_random_program(pz):
    for seed in (1, 2, 3):
        agent = RandomAgent(seed)
        status, s = play_solution(pz, lambda st, p: agent.choose(st, p))
        assert status == SOLVED, (pz.id, seed)


# ----- what the goals mean: the player's turn and the opponent's answer --------------------------------
def test_a_battle_is_won_in_the_answer_and_the_pull_counts_though_the_next_turn_has_begun():
    """The opponent's withdrawal runs on through the pulls, discards and refills into their new turn,
    all in one action: that moment still belongs to the goal's window."""
    pz = BY_ID["02-rally-the-line"]
    s = play(pz, pz.solution)
    assert s.turn == pz.start_turn + 1 and s.turn_player == pz.opponent
    assert goal_status(pz, s) == ONGOING and DD.window(s, pz.start, pz.player) == THIS_TURN
    s.apply(step_action(s, {"action": "withdraw"}))
    for _ in range(2):
        s.apply(step_action(s, {"action": "choose", "option": s.decisions[0].options[0]}))
    assert s.turn == pz.start_turn + 2 and s.dragons_of(pz.player) == 2
    assert goal_status(pz, s) == SOLVED
    s.apply(passive_choice(s, acting(s)))            # once the new turn's player acts, the window is over
    assert DD.window(s, pz.start, pz.player) == PAST


def test_after_withdrawing_there_is_no_answer_and_the_window_closes_at_the_players_next_turn():
    pz = BY_ID["01-brand-before-fang"]
    s = play(pz, [{"action": "withdraw"}])            # the opponent's pull sends your Ember Dragon back
    assert s.dragons_of(pz.player) == 0
    assert s.turn == pz.start_turn + 1 and s.turn_player == pz.player   # the withdrawer starts (DD-9.8)
    assert goal_status(pz, s) == ONGOING             # the moment the battle ended
    s.apply(step_action(s, {"action": "give_up"}))
    assert DD.window(s, pz.start, pz.player) == PAST and goal_status(pz, s) == FAILED


def test_when_the_opponent_reaches_the_battle_goes_on_and_a_win_goal_fails_at_the_players_next_turn():
    pz = BY_ID["06-no-way-back"]
    goal = dataclasses.replace(pz, goal=dataclasses.replace(pz.goal, kind="win_this_turn"))
    s = play(pz, pz.solution)                        # 6, protected by Unyielding Wall
    s = play(pz, [{"action": "continue"}, {"action": "character", "card": "hand:DD-B05"}], s)   # Lancer: 6
    assert s.battle and s.turn == pz.start_turn + 2 and s.turn_player == pz.player
    assert goal_status(pz, s) == SOLVED              # survived: the answer is over
    assert goal_status(goal, s) == FAILED            # but nothing was won


def test_a_declaration_below_the_value_is_rolled_back_and_declares_nothing():
    pz = BY_ID["01-brand-before-fang"]
    s = play(pz, [{"action": C}, {"action": D, "card": "hand:DD-E05"}, {"action": B, "card": "hand:DD-E20"}])
    assert s.backtracks == 1 and s.declared[pz.player] is None
    assert DD.STATS["declared"].count(s, pz.player, pz.opponent) == -1


def test_in_a_match_winning_means_winning_the_match():
    pz = BY_ID["07-match-point"]
    status, s = play_solution(pz, lambda st, p: passive_choice(st, p))
    assert status == SOLVED and s.result is not None and s.result.rule == "DD-11.2" and s.crystals[pz.player] >= 5
    short = dataclasses.replace(pz, position={**pz.position, "crystals": [1, 4]})   # the same game, one crystal short
    status, s = play_solution(short, lambda st, p: passive_choice(st, p))
    assert s.result is None and s.game_no == 4 and s.crystals[short.player] == 4
    assert status == FAILED
    crystals = dataclasses.replace(short, goal=dataclasses.replace(short.goal, kind="reach", stat="crystals", at_least=4))
    assert play_solution(crystals, lambda st, p: passive_choice(st, p))[0] == SOLVED   # counted as the game ends


def test_survive_goals_are_refused_in_a_match(tmp_path):
    src = open(BY_ID["07-match-point"].path, encoding="utf-8").read()
    path = tmp_path / "07-match-point.toml"
    path.write_text(src.replace('kind = "win_this_turn"', 'kind = "survive_opponent_turn"'), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_puzzle(str(path))
    assert any(p.startswith("goal.kind: a survive goal") for p in err.value.problems), err.value.problems


def test_goals_read_as_dragon_duel_goals_in_both_languages():
    assert goal_text(BY_ID["02-rally-the-line"]) == (
        "During this turn or your opponent's answer to it, bring the dragons on your side to 2 or more.")
    assert goal_text(BY_ID["02-rally-the-line"], "ko") == "이번 턴이나 상대의 응수(다음 턴) 동안 자신 쪽의 드래곤: 2 이상"
    assert goal_text(BY_ID["01-brand-before-fang"]) == "This turn, reach your opponent's attack value and declare 9 or more."
    assert "승리" in goal_text(BY_ID["07-match-point"], "ko") and "answer" in goal_text(BY_ID["07-match-point"])
    assert goal_label(BY_ID["06-no-way-back"]) == "Survive their answer"
    assert goal_phrase(BY_ID["07-match-point"], "ran_out", "ko") == "목표를 이루기 전에 당신의 턴과 상대의 응수가 끝났습니다."


def test_in_the_embargo_only_ignoring_the_office_opens_a_play():
    pz = BY_ID["04-embargo"]
    s = play(pz, [{"action": C}, {"action": D, "card": "hand:DD-M05"}])        # Crescent Knight: 4
    assert s.backtracks == 1 and s.decisions[0].kind == "dragon"   # nothing more to play: rolled back, withdrawn
    s = play(pz, [{"action": C}, {"action": D, "card": "hand:DD-M04"}])        # Nightglass Oracle
    office = s.supports[pz.opponent].cards[0]
    assert s.defs[office].name.en == "Embargo Office" and "text" in s.ignored_parts(office)
    supports = [a for a in s.legal_actions() if type(a).__name__ == "PlaySupport"]
    boosters = [a for a in s.legal_actions() if type(a).__name__ == "PlayBooster"]
    assert supports and not boosters                  # the Inquisitor still forbids Overclock Coil (DD-12.3)
    refusal = s.refusal(step_action(s, {"action": "booster", "card": "hand:DD-B20"}))
    assert refusal is not None and refusal.rule == "DD-12.3" and refusal.ko


# ----- malformed files name the field -------------------------------------------------------------------
def test_a_lanes_verb_or_a_bad_card_in_a_dragon_duel_puzzle_is_named(tmp_path):
    src = open(BY_ID["01-brand-before-fang"].path, encoding="utf-8").read()
    path = tmp_path / "01-broken.toml"
    path.write_text(src.replace('action = "continue"', 'action = "attack"').replace('"DD-E05", "DD-E04"', '"DD-E05", "DD-X99"'),
                    encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_puzzle(str(path))
    assert any(p.startswith("solution 1.action") and "continue" in p for p in err.value.problems), err.value.problems
    path.write_text(src.replace('"DD-E05", "DD-E04"', '"DD-E05", "DD-X99"'), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_puzzle(str(path))
    assert any("position.p1.hand" in p and "DD-X99" in p for p in err.value.problems), err.value.problems
    path.write_text(src.replace("[position]", "[options]\nbacktracking = \"sometimes\"\n\n[position]"), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_puzzle(str(path))
    assert any(p.startswith("options:") and "backtracking" in p for p in err.value.problems), err.value.problems


def test_a_tutorial_highlight_must_name_a_dragon_duel_place(tmp_path):
    src = open(load_tutorial(ruleset="dragon-duel").path, encoding="utf-8").read()
    path = tmp_path / "dragon-duel.toml"
    path.write_text(src.replace('zone = ["p1.battle", "board"]', 'zone = ["p1.lane0", "board"]', 1), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_tutorial(str(path))
    assert any(p.startswith("step 1.highlight.zone") and "p1.lane0" in p for p in err.value.problems)
    with pytest.raises(DataError, match="not dragon-duel|is a dragon-duel file"):
        load_tutorial(str(path), ruleset="lanes")


# ----- the tutorial ---------------------------------------------------------------------------------------
def test_the_tutorial_shows_each_thing_it_teaches():
    """Played as the scene plays it (the other seat passive), the steps start a battle and choose its
    element, give up the right, reach a value, play a booster, a support and a leadership card,
    withdraw, win a battle with two pulls whose first returns a dragon, and ignore a forbidding text."""
    tu = load_tutorial(ruleset="dragon-duel")
    assert len(tu.steps) >= 5 and tu.ruleset == "dragon-duel"
    seen: list = []
    for step in tu.steps:
        s = DD.build(step.position, step.db, step.path, step.seed, step.options)
        for before in step.before:
            seen.extend(s.apply(step_action(s, before)))
        for n in range(len(step.do)):
            while acting(s) != step.player:
                seen.extend(s.apply(passive_choice(s, acting(s))))
            a = step.expected(s, n)
            seen.extend(s.apply(a if a is not None else next(x for x in s.legal_actions() if x.player == step.player)))
    kinds = {e.kind for e in seen}
    assert {"battle_started", "element_chosen", "gave_up", "battle_continued", "declared", "withdrew",
            "dragon_returned", "dragon_pulled"} <= kinds
    played = {e.data["type"] for e in seen if e.kind == "card_played"}
    assert {"character", "booster", "support", "leadership"} <= played
    assert any(e.kind == "battle_won" and e.data["pulls"] == 2 for e in seen)


def test_a_step_that_names_no_card_is_a_step_error_of_both_kinds():
    """The part's error is the generic StepError and still Dragon Duel's scenario error."""
    from game.puzzles import StepError
    from game.rulesets.dragon_duel.scenario import ScenarioError
    s = BY_ID["01-brand-before-fang"].new_state()
    for bad in ({"action": "character", "card": "hand:DD-X99"}, {"action": "character"}, {"action": "smash"}):
        with pytest.raises(StepError) as err:
            step_action(s, bad)
        assert isinstance(err.value, ScenarioError)


def test_the_passive_seat_withdraws_declines_and_gives_up():
    pz = BY_ID["01-brand-before-fang"]
    s = pz.new_state()
    assert type(passive_choice(s, pz.player)).__name__ == "Withdraw"
    s = play(pz, [{"action": "withdraw"}, {"action": "give_up"}])
    assert s.decisions[0].kind == "discard"
    s.apply(passive_choice(s, pz.player))                       # one card, the least allowed
    assert [a.option for a in s.legal_actions() if a.player == pz.player][-1] == "done"
    assert passive_choice(s, pz.player).option == "done"
