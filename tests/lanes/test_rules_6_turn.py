"""Rule tests for section 6 of the Lanes TCG comprehensive rules: the turn and its phases."""
from __future__ import annotations

from game.rulesets.lanes.setup import default_setup, new_state
from game.rulesets.lanes.state import Phase
from game.rulesets.lanes.statics import field_cost, hit, power, size

from tests.lanes.rules_b_support import (FILL, VAN, count, decision, do, first_index, ids, item, make, refused,
                                         skill, unit)

DRAW_ACTIVE = {"keyword": "active", "effect": [{"do": "draw", "n": 1}]}
END_DRAW = {"keyword": "auto", "when": "end_of_turn", "effect": [{"do": "draw", "n": 1}]}


def end_turn(s):
    """From the turn player's main or attack phase to the next turn (no decisions expected)."""
    events = []
    if s.phase is Phase.MAIN:
        events += do(s, "end_main")
    events += do(s, "end_attack")
    return events


# ----- 6.1 the flow of the game ------------------------------------------------------------------
def test_6_1_1_the_game_repeats_turns():
    s = make()
    assert (s.turn, s.turn_player) == (3, 0)
    end_turn(s)
    assert (s.turn, s.turn_player) == (4, 1)
    end_turn(s)
    assert (s.turn, s.turn_player) == (5, 0)


def test_6_1_2_turn_runs_level_up_draw_main_attack_end():
    s = make()
    events = do(s, "end_main")
    events += do(s, "end_attack")
    phases = [e.data["phase"] for e in events if e.kind == "phase_changed"]
    assert phases == ["attack", "end", "level_up", "draw", "main"]
    assert s.phase is Phase.MAIN and s.turn_player == 1


def test_6_1_3_only_the_turn_player_proceeds():
    s = make(p1={"hand": [VAN]}, p2={"hand": [VAN]})
    refused(s, "4.3.1", "end_main", player=2)
    refused(s, "4.3.1", "play_unit", player=2, card="p2.hand:TD-VAN", lane=0)
    do(s, "play_unit", card="hand:TD-VAN", lane=0)
    assert ids(s, "p0.unit0") == [VAN]


# ----- 6.2 level-up phase --------------------------------------------------------------------------
def test_6_2_1_level_up_moves_the_leader_up_one():
    s = make(p2={"level": 4})
    events = end_turn(s)
    assert s.level[1] == 5
    assert first_index(events, "level_changed", player=1, old=4, new=5) >= 0
    assert s.level[0] == 5  # the other player's leader stays


def test_6_2_1_1_level_up_skipped_at_level_10():
    s = make(p2={"level": 10})
    events = end_turn(s)
    assert s.level[1] == 10
    assert first_index(events, "level_changed", player=1) == -1


# ----- 6.3 draw phase --------------------------------------------------------------------------------
def test_6_3_1_turn_player_draws_one_card():
    s = make(p2={"hand": [], "deck": [VAN, FILL, FILL]})
    end_turn(s)
    assert ids(s, "p1.hand") == [VAN]
    assert count(s, "p1.deck") == 2
    assert ids(s, "p0.hand") == []  # the opponent does not draw


def _started_game(first: int):
    setup = default_setup(7)
    setup["first_player"] = first
    s = new_state(7, setup)
    while s.decisions and s.decisions[0].kind == "mulligan":
        do(s, "choose", option="keep")
    return s


def test_6_3_1_1_first_player_does_not_draw_on_the_first_turn():
    s = _started_game(first=0)
    assert (s.turn, s.turn_player, s.phase) == (1, 0, Phase.MAIN)
    assert count(s, "p0.hand") == 5   # opening hand only, no draw
    assert count(s, "p0.deck") == 35


def test_6_3_1_1_second_player_and_later_turns_draw():
    s = _started_game(first=1)
    assert (s.turn, s.turn_player) == (1, 1)
    assert count(s, "p1.hand") == 5
    do(s, "end_main")
    do(s, "end_attack")
    assert (s.turn, s.turn_player) == (2, 0)
    assert count(s, "p0.hand") == 6   # the second player draws on their first turn
    do(s, "end_main")
    do(s, "end_attack")
    assert (s.turn, s.turn_player) == (3, 1)
    assert count(s, "p1.hand") == 6   # the first player draws from their second turn on


# ----- 6.4 main phase -----------------------------------------------------------------------------
def test_6_4_1_main_phase_actions_in_any_number_and_order():
    cards = [skill("TD-SK", cost=1), item("TD-IT", cost=1)]
    s = make(p1={"level": 6, "hand": [VAN, "TD-SK", "TD-IT", VAN], "deck": [FILL] * 5}, cards=cards)
    do(s, "play_unit", card="hand:TD-VAN", lane=0)
    do(s, "play_skill", card="hand:TD-SK")
    do(s, "play_item", card="hand:TD-IT", lane=0)
    do(s, "play_unit", card="hand:TD-VAN", lane=2)
    assert ids(s, "p0.unit0") == [VAN, "TD-IT"]
    assert ids(s, "p0.unit2") == [VAN]
    assert ids(s, "p0.skill") == ["TD-SK"]
    assert s.phase is Phase.MAIN


def test_6_4_1_main_phase_actions_refused_outside_the_main_phase():
    s = make(p1={"hand": [VAN]}, phase="attack")
    refused(s, "6.4.1", "play_unit", card="hand:TD-VAN", lane=0)


def test_6_4_1_1_1_units_items_and_skills_are_played_from_hand():
    cards = [skill("TD-SK", cost=1), item("TD-IT", cost=1)]
    s = make(p1={"hand": [VAN, "TD-SK", "TD-IT"], "deck": [FILL] * 5}, cards=cards)
    do(s, "play_unit", card="hand:TD-VAN", lane=1)
    assert ids(s, "p0.unit1") == [VAN]                 # placed in a unit zone
    do(s, "play_item", card="hand:TD-IT", lane=1)
    assert ids(s, "p0.unit1") == [VAN, "TD-IT"]        # equipped under the unit
    do(s, "play_skill", card="hand:TD-SK")
    assert ids(s, "p0.skill") == ["TD-SK"]             # activated in the skill zone
    assert count(s, "p0.hand") == 1                    # and its effect (draw 1) resolved


def test_6_4_1_1_1_cards_outside_the_hand_cannot_be_played():
    s = make(p1={"trash": [VAN], "deck": [VAN] + [FILL] * 5}, p2={"hand": [VAN]})
    refused(s, "6.4.1.1.1", "play_unit", card="trash:TD-VAN", lane=0)
    refused(s, "6.4.1.1.1", "play_unit", card="deck#0", lane=0)
    refused(s, "6.4.1.1.1", "play_unit", card="p2.hand:TD-VAN", lane=0)


def test_6_4_1_1_2_cost_plus_field_cost_within_size():
    two = unit("TD-C2", cost=2)
    s = make(p1={"level": 3, "damage": [FILL], "lane0": "TD-C2", "hand": ["TD-C2", VAN]}, cards=[two])
    assert size(s, 0) == 4 and field_cost(s, 0) == 2
    do(s, "play_unit", card="hand:TD-C2", lane=1)       # 2 + 2 = 4 <= size 4
    assert ids(s, "p0.unit1") == ["TD-C2"]
    refused(s, "6.4.1.1.2", "play_unit", card="hand:TD-VAN", lane=2)   # 1 + 4 = 5 > 4


def test_6_4_1_1_2_skills_in_the_skill_zone_count_toward_field_cost():
    two = unit("TD-C2", cost=2)
    sk = skill("TD-SK2", cost=2)
    s = make(p1={"level": 3, "skill": ["TD-SK2"], "hand": ["TD-C2"]}, cards=[two, sk])
    assert field_cost(s, 0) == 2
    refused(s, "6.4.1.1.2", "play_unit", card="hand:TD-C2", lane=0)    # 2 + 2 (the skill) > 3
    # Without the skill on the field the same play fits.
    s = make(p1={"level": 3, "hand": ["TD-C2"]}, cards=[two, sk])
    do(s, "play_unit", card="hand:TD-C2", lane=0)


def test_6_4_1_1_2_a_skill_played_this_turn_counts_afterwards():
    two = unit("TD-C2", cost=2)
    sk = skill("TD-SK2", cost=2)
    s = make(p1={"level": 3, "hand": ["TD-SK2", "TD-C2"]}, cards=[two, sk])
    do(s, "play_skill", card="hand:TD-SK2")            # 2 <= 3; the skill stays in the skill zone
    assert ids(s, "p0.skill") == ["TD-SK2"]
    refused(s, "6.4.1.1.2", "play_unit", card="hand:TD-C2", lane=0)    # 2 + 2 > 3


def test_6_4_1_1_2_items_count_toward_field_cost():
    it = item("TD-IT2", cost=2)
    s = make(p1={"level": 3, "lane0": {"unit": VAN, "items": ["TD-IT2"]}, "hand": [VAN]}, cards=[it])
    assert field_cost(s, 0) == 3
    refused(s, "6.4.1.1.2", "play_unit", card="hand:TD-VAN", lane=1)   # 1 + 3 > 3


def test_6_4_1_1_2_1_upgrade_ignores_replaced_unit_cost():
    two, three = unit("TD-C2", cost=2), unit("TD-C3", cost=3, power=6)
    it = item("TD-IT1", cost=1)
    s = make(p1={"level": 4, "lane0": {"unit": "TD-C2", "items": ["TD-IT1"]}, "lane1": VAN,
                 "hand": ["TD-C3", "TD-C3"]}, cards=[two, three, it])
    assert field_cost(s, 0) == 4 and size(s, 0) == 4
    # A new unit in the empty lane: 3 + 4 > 4.
    refused(s, "6.4.1.1.2", "play_unit", card="hand:TD-C3", lane=2)
    # Upgrading lane 0: the replaced unit (2) and its item (1) are not counted: 3 + 1 <= 4.
    do(s, "play_unit", card="hand:TD-C3", lane=0)
    assert ids(s, "p0.unit0") == ["TD-C3"]
    assert set(ids(s, "p0.trash")) == {"TD-C2", "TD-IT1"}
    assert field_cost(s, 0) == 4


def test_6_4_1_1_2_1_upgrade_still_counts_the_other_units():
    three = unit("TD-C3", cost=3, power=6)
    s = make(p1={"level": 3, "lane0": VAN, "lane1": VAN, "hand": ["TD-C3"]}, cards=[three])
    # Upgrading lane 0: 3 + the other unit (1) = 4 > 3.
    refused(s, "6.4.1.1.2", "play_unit", card="hand:TD-C3", lane=0)


def test_6_4_1_1_3_one_unit_placement_per_zone_per_turn():
    two = unit("TD-C2", cost=2, power=5)
    s = make(p1={"level": 8, "hand": [VAN, "TD-C2", VAN]}, cards=[two])
    do(s, "play_unit", card="hand:TD-VAN", lane=0)
    refused(s, "6.4.1.1.3", "play_unit", card="hand:TD-C2", lane=0)   # upgrades count too
    do(s, "play_unit", card="hand:TD-VAN", lane=1)                    # another zone is fine
    assert ids(s, "p0.unit0") == [VAN] and ids(s, "p0.unit1") == [VAN]


def test_6_4_1_1_3_an_upgrade_uses_the_zones_placement():
    two, three = unit("TD-C2", cost=2, power=5), unit("TD-C3", cost=3, power=6)
    s = make(p1={"level": 8, "lane0": VAN, "hand": ["TD-C2", "TD-C3"]}, cards=[two, three])
    do(s, "play_unit", card="hand:TD-C2", lane=0)                     # upgrade
    refused(s, "6.4.1.1.3", "play_unit", card="hand:TD-C3", lane=0)   # no second one this turn


def test_6_4_1_1_3_placement_limit_resets_each_turn():
    s = make(p1={"hand": [VAN], "placed": [0]})
    refused(s, "6.4.1.1.3", "play_unit", card="hand:TD-VAN", lane=0)
    end_turn(s)
    end_turn(s)
    assert s.turn_player == 0
    do(s, "play_unit", card="hand:TD-VAN", lane=0)
    assert ids(s, "p0.unit0") == [VAN]


def test_6_4_1_2_1_activate_your_units_active_effects():
    act = unit("TD-ACT", abilities=[DRAW_ACTIVE])
    s = make(p1={"lane0": "TD-ACT"}, p2={"lane0": "TD-ACT"}, cards=[act])
    refused(s, "10.1.4.2", "activate", card="p2.unit0")   # not your unit
    do(s, "activate", card="unit0")
    assert count(s, "p0.hand") == 1
    assert count(s, "p1.hand") == 0


def test_6_4_1_2_2_each_active_once_per_turn():
    two_actives = unit("TD-ACT2", abilities=[DRAW_ACTIVE, {"keyword": "active", "effect": [{"do": "mill", "n": 1}]}])
    s = make(p1={"lane0": "TD-ACT2", "lane1": "TD-ACT2"}, cards=[two_actives])
    do(s, "activate", card="unit0", ability=0)
    refused(s, "6.4.1.2.2", "activate", card="unit0", ability=0)
    do(s, "activate", card="unit0", ability=1)          # the unit's other active is separate
    refused(s, "6.4.1.2.2", "activate", card="unit0", ability=1)
    do(s, "activate", card="unit1", ability=0)          # another unit's copy is separate too
    assert count(s, "p0.hand") == 2 and count(s, "p0.trash") == 1
    end_turn(s)
    end_turn(s)
    do(s, "activate", card="unit0", ability=0)          # usable again next turn


# ----- 6.5 attack phase -----------------------------------------------------------------------------
def test_6_5_1_attacks_are_declared_in_the_attack_phase():
    s = make(p1={"lane0": VAN})
    refused(s, "6.5.1", "attack", lane=0)
    do(s, "end_main")
    do(s, "attack", lane=0)
    assert count(s, "p1.damage") == 1


# ----- 6.6 end phase ----------------------------------------------------------------------------------
def test_6_6_1_end_phase_steps_in_order():
    boost = unit("TD-BOOST", abilities=[END_DRAW, {"keyword": "active", "effect": [
        {"do": "power", "n": 2, "target": "self"}]}])
    sk = skill("TD-SK", cost=1)
    s = make(p1={"level": 8, "lane0": "TD-BOOST", "hand": ["TD-SK"] + [FILL] * 7}, cards=[boost, sk])
    do(s, "activate", card="unit0")
    do(s, "play_skill", card="hand:TD-SK")                # draws 1: hand 8
    do(s, "end_main")
    events = do(s, "end_attack")
    # 6.6.1.1 end-of-turn draw (hand 9) -> 6.6.1.2 until-end-of-turn ends -> 6.6.1.3 skill trashed -> 6.6.1.4 discard
    i_draw = first_index(events, "card_moved", to="p0.hand", reason="draw")
    i_ended = first_index(events, "effects_ended", until="turn")
    i_skill = first_index(events, "card_moved", **{"from": "p0.skill"})
    i_discard = first_index(events, "decision", kind="discard")
    assert -1 < i_draw < i_ended < i_skill < i_discard
    assert decision(s).min == decision(s).max == 2
    do(s, "choose", option="hand#0")
    do(s, "choose", option="hand#1")
    assert (s.turn_player, s.phase) == (1, Phase.MAIN)   # 6.6.1.5


def test_6_6_1_1_end_of_turn_effects_apply():
    s = make(p1={"lane0": "TD-END"}, p2={"lane0": "TD-END"}, cards=[unit("TD-END", abilities=[END_DRAW])])
    end_turn(s)
    assert count(s, "p0.hand") == 1     # the turn player's "at the end of your turn" effect applied
    # player 2's card speaks of its own turn: it did not apply (player 2 only drew for the draw phase)
    assert count(s, "p1.hand") == 1


def test_6_6_1_1_end_of_turn_effects_still_see_until_end_of_turn_effects():
    shrink = unit("TD-SHRINK", abilities=[
        {"keyword": "active", "effect": [{"do": "power", "n": -3, "target": {"choose": 1, "side": "opponent"}}]},
        {"keyword": "auto", "when": "end_of_turn",
         "effect": [{"do": "trash", "target": {"choose": 1, "side": "opponent", "max_power": 3}}]}])
    big = unit("TD-BIG", power=5)
    s = make(p1={"lane0": "TD-SHRINK"}, p2={"lane1": "TD-BIG"}, cards=[shrink, big])
    do(s, "activate", card="unit0")
    assert power(s, s.unit_at(1, 1)) == 2
    end_turn(s)
    # At 6.6.1.1 the -3 still applied (2 <= 3), so the end-of-turn effect could trash it.
    assert s.unit_at(1, 1) is None
    assert ids(s, "p1.trash") == ["TD-BIG"]


def test_6_6_1_2_until_end_of_turn_effects_end():
    pump = unit("TD-PUMP", abilities=[
        {"keyword": "active", "effect": [{"do": "power", "n": 2, "target": "self"}]},
        {"keyword": "active", "effect": [{"do": "hit", "n": 1, "target": "self", "until": "permanent"}]}])
    s = make(p1={"lane0": "TD-PUMP"}, cards=[pump])
    u = s.unit_at(0, 0)
    do(s, "activate", card="unit0", ability=0)
    do(s, "activate", card="unit0", ability=1)
    assert power(s, u) == 5
    end_turn(s)
    assert power(s, u) == 3          # "until end of turn" ended
    assert hit(s, u) == 2            # an effect without that limit stays


def test_6_6_1_3_turn_players_skills_trashed_not_by_effect():
    sk = skill("TD-SK", cost=1)
    s = make(p1={"hand": ["TD-SK"]}, p2={"skill": ["TD-SK"]}, cards=[sk])
    do(s, "play_skill", card="hand:TD-SK")
    events = end_turn(s)
    assert ids(s, "p0.skill") == [] and ids(s, "p0.trash") == ["TD-SK"]
    i = first_index(events, "card_moved", **{"from": "p0.skill", "to": "p0.trash"})
    assert events[i].data["cause"] == "rule" and events[i].data.get("rule") == "6.6.1.3"
    assert ids(s, "p1.skill") == ["TD-SK"]       # only the turn player's skill zone


def test_6_6_1_4_discard_to_seven_is_a_decision_of_exactly_the_excess():
    s = make(p1={"hand": [FILL] * 9}, p2={"hand": [FILL] * 9})
    do(s, "end_main")
    do(s, "end_attack")
    d = decision(s)
    assert (d.kind, d.player, d.min, d.max, d.rule) == ("discard", 0, 2, 2, "6.6.1.4")
    assert len(d.options) == 9
    do(s, "choose", option="hand#0")
    refused(s, "6.6.1.4", "choose", option="done")         # one card is not enough
    events = do(s, "choose", option="hand#1")
    assert count(s, "p0.hand") == 7 and count(s, "p0.trash") == 2
    trashed = [e for e in events if e.kind == "card_moved" and e.data["to"] == "p0.trash"]
    assert trashed and all(e.data["cause"] == "rule" for e in trashed)
    assert count(s, "p1.hand") == 10          # the opponent never discards for this (9 + its draw)
    assert s.turn_player == 1


def test_6_6_1_4_seven_cards_need_no_discard():
    s = make(p1={"hand": [FILL] * 7})
    end_turn(s)
    assert count(s, "p0.hand") == 7 and count(s, "p0.trash") == 0
    assert s.turn_player == 1


def test_6_6_1_5_opponent_becomes_turn_player_from_level_up():
    s = make(p1={"hand": [VAN], "placed": [0]}, p2={"level": 2, "hand": [VAN]})
    end_turn(s)
    assert (s.turn, s.turn_player, s.phase) == (4, 1, Phase.MAIN)
    assert s.level[1] == 3                 # its level-up phase ran
    assert count(s, "p1.hand") == 2        # and its draw phase
    do(s, "play_unit", card="p2.hand:TD-VAN", lane=0)   # player 2 now acts; placements are its own
    assert ids(s, "p1.unit0") == [VAN]
    refused(s, "4.3.1", "end_main", player=1)
