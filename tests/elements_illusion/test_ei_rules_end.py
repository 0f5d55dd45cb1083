"""Elements Illusion: modes, the end of the game, the final scoring and the ranking (EI-1)."""
from __future__ import annotations

import pytest

from game.engine.actions import Concede
from game.engine.errors import DataError, IllegalActionError
from game.rulesets.elements_illusion.scoring import best_partition, ranks, turn_limit
from game.rulesets.elements_illusion.skills import load_table

from ei_kit import do, events_of, finish_turn, lock_all, new_game, pos


def recipes(designer_gap: bool = False) -> tuple[tuple[str, tuple[str, ...]], ...]:
    return tuple((s.id, s.recipe) for s in load_table().playable(designer_gap) if s.count >= 2)


def test_ei_1_1_mode_a_is_played_by_two_to_six_players() -> None:
    for n in range(2, 7):
        assert new_game(n, 1).n == n
    with pytest.raises(DataError, match="2 to 6 players"):
        new_game(7, 1)


def test_ei_1_3_a_gp_of_ten_plus_the_player_count_ends_the_game_after_the_turn() -> None:
    s = pos(2, p1={"gp": 10, "ep": 4, "abilities": ["transform"]})
    do(s, "exchange", player=1, ep=4)
    lock_all(s)
    assert s.result is None and s.gp[0] == 12
    events = lock_all(s)
    assert s.result is not None and s.ended_by == "gp" and events_of(events, "final_score", player=0)


def test_ei_1_3_eleven_gp_does_not_end_a_two_player_game() -> None:
    s = pos(2, p1={"gp": 9, "ep": 4, "abilities": ["transform"]})
    do(s, "exchange", player=1, ep=4)
    finish_turn(s)
    assert s.result is None and s.gp[0] == 11


def _meteor(options: dict[str, str] | None = None, **p2: object) -> object:
    s = pos(2, phase="build", el=30, p1={"hand": ["F3", "E3", "E2", "A2"]}, p2=p2, options=options or {})
    do(s, "skill", player=1, skill="meteor_storm")
    return s


def test_ei_1_3_a_game_end_skill_that_takes_effect_ends_the_game() -> None:
    s = _meteor()
    lock_all(s)
    assert s.result is not None and s.ended_by == "skill" and s.result.rule == "EI-1.5"


def test_ei_1_3_a_cancelled_game_end_skill_or_the_setting_off_ends_nothing() -> None:
    s = _meteor(abilities=["illusion"])
    do(s, "interrupt", player=2, target=1)
    lock_all(s)
    assert s.result is None
    s = _meteor({"game_end_skills": "off"})
    lock_all(s)
    assert s.result is None


@pytest.mark.parametrize("players, length, limit", [(3, "4", 4), (3, "players", 3), (5, "players", 5)])
def test_ei_1_3_the_round_limit_ends_the_game_after_its_last_turn(players: int, length: str, limit: int) -> None:
    s = new_game(players, 3, round_limit=1, round_length=length)
    assert turn_limit(s) == limit
    for _ in range(limit - 1):
        finish_turn(s)
        assert s.result is None
    finish_turn(s)
    assert s.result is not None and s.ended_by == "rounds" and s.turn == limit


def test_ei_1_4_the_final_scoring_chooses_the_best_partition_of_the_hand() -> None:
    assert best_partition(("F1", "F2", "F2"), recipes()) == (3, ("flamethrower",))
    value, skills = best_partition(("A2", "E2", "W2", "W2"), recipes())
    assert value == 4 and sorted(skills) == ["mare", "snipe"]
    assert best_partition(("F3", "W1"), recipes()) == (-5, ())                   # leftovers -4 and -1
    value, skills = best_partition(("E1", "E2", "E3", "F1", "F2"), recipes())
    assert value == 5 and sorted(skills) == ["earthquake", "flame"]


def test_ei_1_4_a_recipe_may_be_used_several_times_and_only_2_card_skills_count() -> None:
    assert best_partition(("F1", "F1", "F2", "F2"), recipes()) == (4, ("flame", "flame"))
    assert best_partition(("F2",), recipes()) == (-2, ())                       # Flame Fist is 1 card
    value, skills = best_partition(("W1", "W2", "W2"), recipes(designer_gap=True))
    assert (value, skills) == (3, ("maneril",))


def test_ei_1_4_ep_turns_into_gp_at_three_to_one_and_a_remainder_converts_to_nothing() -> None:
    s = pos(2, phase="build", turn=4, el=9, options={"round_limit": 1}, p1={"ep": 20, "gp": 1}, p2={"ep": 2})
    events = lock_all(s)
    scores = {e.data["player"]: e.data for e in events if e.kind == "final_score"}
    assert (scores[0]["ep"], scores[0]["converted"], scores[0]["gp"]) == (20, 6, 7)
    assert (scores[1]["converted"], scores[1]["gp"]) == (0, 0)
    assert s.final[0]["left"] == 2 and s.gp == [7, 0] and s.result.winners == (0,)


def test_ei_1_4_negative_ep_converts_to_nothing_and_ability_cards_score_nothing() -> None:
    s = pos(2, phase="build", turn=4, el=9, options={"round_limit": 1},
            p1={"hand": ["F3", "E3", "illusion"], "ep": 2}, p2={"hand": ["illusion", "transform"], "ep": 3})
    events = lock_all(s)
    scores = {e.data["player"]: e.data for e in events if e.kind == "final_score"}
    assert scores[0]["ep"] == 2 - 8 and scores[0]["converted"] == 0 and scores[0]["gp"] == 0
    assert scores[1]["ep"] == 3 and scores[1]["gp"] == 1


def test_ei_1_5_ranks_by_gp_then_ep_left_then_least_damage_received_else_shared() -> None:
    assert ranks([(-5, 0, 0), (-7, 0, 0), (-5, 0, 0)]) == [2, 1, 2]
    s = pos(3, phase="build", turn=4, el=9, options={"round_limit": 1},
            p1={"gp": 4, "ep": 2, "received_total": 9}, p2={"gp": 4, "ep": 2, "received_total": 3},
            p3={"gp": 4, "ep": 1})
    lock_all(s)
    assert [sc["rank"] for sc in s.final] == [2, 1, 3] and s.result.winners == (1,)
    s = pos(2, phase="build", turn=4, el=9, options={"round_limit": 1}, p1={"gp": 4}, p2={"gp": 4})
    lock_all(s)
    assert [sc["rank"] for sc in s.final] == [1, 1] and s.result.draw


def test_ei_1_2_mode_b_is_for_five_or_six_players_in_two_fixed_teams() -> None:
    with pytest.raises(DataError, match="mode=B is a team game for 5 or 6 players"):
        new_game(4, 1, mode="B")
    s = new_game(6, 1, mode="B")
    assert s.team_of == [0, 1, 0, 1, 0, 1] and s.teams == s.team_of
    s = new_game(5, 1, mode="B", teams="halves")
    assert s.team_of == [0, 0, 0, 1, 1]


def test_ei_1_2_mode_b_ends_at_the_designated_damage_and_sums_each_teams_gp_and_hand_levels() -> None:
    s = pos(5, phase="build", el=30, options={"mode": "B", "designated_damage": 10},
            p1={"hand": ["F3", "A2", "W1"], "dealt": [0, 0, 0, 0, 0]}, p2={"gp": 2})
    do(s, "skill", player=1, skill="flame_drive", targets=[2])          # 12 to the other team
    events = lock_all(s)
    assert s.result is not None and s.ended_by == "designated"
    team = events_of(events, "team_scores")[0].data["scores"]
    # team 0 (seats 1, 3, 5): seat 1 earned 1 EP for 12 dealt, keeps W1 (level 1; -1 EP): 0 GP + 1 level;
    # team 1 (seats 2, 4): seat 2's 2 GP
    assert team == [1, 2] and s.result.winners == (1, 3)


def test_ei_1_2_damage_to_a_teammate_counts_neither_for_ep_nor_for_the_designated_damage() -> None:
    s = pos(5, phase="build", el=30, options={"mode": "B", "designated_damage": 10},
            p1={"hand": ["F3", "A2"], "dealt": [0, 0, 0, 0, 0]})
    do(s, "skill", player=1, skill="flame_drive", targets=[3])          # seat 3 is a teammate
    lock_all(s)
    assert s.result is None and s.dealt[0][2] == 12 and s.ep[0] == 0


# ----- conceding and a finished game (the draft has no concession: EI-1.3, its rule of the game's end) ----
def test_ei_1_3_a_player_may_concede_at_any_moment_the_others_win_and_nothing_more_is_played() -> None:
    s = new_game(3, 1)
    with pytest.raises(IllegalActionError) as exc:
        s.apply(Concede(3))                      # no such seat
    assert exc.value.rule == "EI-1.3"
    was_legal = next(a for a in s.legal_actions() if a.player != 1)
    s.apply(Concede(1))
    assert s.result is not None and s.result.winners == (0, 2) and s.result.rule == "EI-1.3"
    for action in (was_legal, Concede(0)):
        refusal = s.refusal(action)
        assert refusal is not None and refusal.rule == "EI-1.3", action
