"""Rule tests for section 7 of the Lanes TCG comprehensive rules: battle."""
from __future__ import annotations

from game.rulesets.lanes.state import Phase
from game.rulesets.lanes.statics import hit, power

from tests.lanes.rules_b_support import (FILL, VAN, count, decision, do, first_index, ids, make, refused, unit,
                                         unit_id)

ATK_PLUS2 = {"keyword": "attacker", "effect": [{"do": "power", "n": 2, "target": "self"}]}
DEF_PLUS3 = {"keyword": "defender", "effect": [{"do": "power", "n": 3, "target": "self"}]}


def attack_phase(p1=None, p2=None, cards=()):
    return make(p1=p1, p2=p2, cards=list(cards), phase="attack")


# ----- 7.1 attacks ---------------------------------------------------------------------------------------
def test_7_1_each_unit_declares_an_attack_once_per_turn():
    s = attack_phase(p1={"lane0": VAN, "lane1": VAN})
    do(s, "attack", lane=0)
    refused(s, "7.1", "attack", lane=0)
    do(s, "attack", lane=1)
    assert count(s, "p1.damage") == 2


def test_7_1_a_unit_that_attacked_earlier_this_turn_cannot_attack():
    s = attack_phase(p1={"lane0": VAN, "lane2": VAN, "attacked": [0]})
    refused(s, "7.1", "attack", lane=0)
    do(s, "attack", lane=2)


def test_7_1_attacks_are_available_again_next_turn():
    s = attack_phase(p1={"lane0": VAN, "attacked": [0]})
    do(s, "end_attack")
    do(s, "end_main")
    do(s, "end_attack")
    do(s, "end_main")
    do(s, "attack", lane=0)
    assert count(s, "p1.damage") == 1


def test_7_1_a_unit_placed_this_turn_may_attack():
    s = make(p1={"hand": [VAN]})
    do(s, "play_unit", card="hand:TD-VAN", lane=2)
    do(s, "end_main")
    do(s, "attack", lane=2)
    assert count(s, "p1.damage") == 1


def test_7_1_battle_runs_from_declaration_to_battle_end():
    s = attack_phase(p1={"lane0": VAN})
    events = do(s, "attack", lane=0)
    order = [first_index(events, "attack_declared"), first_index(events, "battle_step", step="block"),
             first_index(events, "battle_step", step="battle"), first_index(events, "battle_end")]
    assert -1 < order[0] < order[1] < order[2] < order[3]
    assert s.battle is None and s.phase is Phase.ATTACK


def test_7_1_no_other_attack_while_a_battle_is_under_way():
    s = attack_phase(p1={"lane0": VAN, "lane1": VAN}, p2={"lane0": VAN})
    do(s, "attack", lane=0)
    assert decision(s).kind == "block"
    refused(s, "7.3.1", "attack", player=1, lane=1)   # the block decision comes first


# ----- 7.2 attack declaration step ---------------------------------------------------------------------
def test_7_2_1_attack_is_declared_with_a_unit_in_your_unit_zone():
    s = attack_phase(p1={"lane1": VAN})
    refused(s, "7.2.1", "attack", lane=0)
    events = do(s, "attack", lane=1)
    assert first_index(events, "attack_declared", lane=1, player=0) >= 0


def test_7_2_2_attacker_effects_fire_on_declaration():
    cards = [unit("TD-ATK", power=3, abilities=[ATK_PLUS2]), unit("TD-P4", power=4)]
    s = attack_phase(p1={"lane0": "TD-ATK"}, p2={"lane0": "TD-P4"}, cards=cards)
    do(s, "attack", lane=0)
    assert power(s, unit_id(s, 1, 0)) == 5        # already in effect when the block is chosen
    do(s, "choose", option="p2.unit0")
    assert ids(s, "p1.trash") == ["TD-P4"]        # 5 beats 4
    assert ids(s, "p0.unit0") == ["TD-ATK"]


# ----- 7.3 block declaration step ----------------------------------------------------------------------
def test_7_3_1_only_the_encounter_unit_may_block():
    s = attack_phase(p1={"lane0": VAN}, p2={"lane0": FILL, "lane1": VAN})
    do(s, "attack", lane=0)
    d = decision(s)
    assert d.kind == "block" and d.player == 1
    assert set(d.options) == {unit_id(s, 2, 0), "none"}
    refused(s, "7.3.1", "choose", option="p2.unit1")  # a unit in another lane cannot block
    do(s, "choose", option="p2.unit0")
    assert ids(s, "p1.trash") == [FILL]


def test_7_3_1_blocking_is_the_opponents_choice():
    s = attack_phase(p1={"lane0": VAN}, p2={"lane0": VAN})
    do(s, "attack", lane=0)
    do(s, "choose", option="none")
    assert count(s, "p1.damage") == 1
    assert ids(s, "p1.unit0") == [VAN]


def test_7_3_1_no_encounter_unit_means_no_block():
    s = attack_phase(p1={"lane0": VAN}, p2={"lane1": VAN})
    do(s, "attack", lane=0)
    assert decision(s) is None
    assert count(s, "p1.damage") == 1


RETREAT = unit("TD-RETREAT", power=3, abilities=[{"keyword": "attacker", "effect": [{"do": "bounce", "target": "self"}]}])
WATCH = unit("TD-WATCH", power=1, abilities=[{"keyword": "defender", "effect": [{"do": "draw", "n": 1}]}])


def test_7_3_1_no_block_once_the_attacker_has_left_its_zone():
    # 3.5.4.2: the encounter unit exists only while the attacker is in its unit zone; its own attacker
    # effect returns it to the hand, so nobody can block and the defender effect cannot fire.
    s = attack_phase(p1={"lane0": "TD-RETREAT"}, p2={"lane0": "TD-WATCH"}, cards=[RETREAT, WATCH])
    events = do(s, "attack", lane=0)
    assert decision(s) is None
    assert first_index(events, "block_declared") == -1
    assert ids(s, "p0.hand") == ["TD-RETREAT"] and count(s, "p1.hand") == 0    # no defender draw
    assert count(s, "p1.damage") == 0 and s.battle is None
    # While the attacker stays, the same encounter unit is offered the block and its defender effect fires.
    s = attack_phase(p1={"lane0": VAN}, p2={"lane0": "TD-WATCH"}, cards=[WATCH])
    do(s, "attack", lane=0)
    assert decision(s).kind == "block"
    do(s, "choose", option="p2.unit0")
    assert count(s, "p1.hand") == 1


def test_7_3_2_defender_effects_fire_on_block():
    cards = [unit("TD-DEF", power=2, abilities=[DEF_PLUS3]), unit("TD-P4", power=4)]
    s = attack_phase(p1={"lane0": "TD-P4"}, p2={"lane0": "TD-DEF"}, cards=cards)
    do(s, "attack", lane=0)
    assert power(s, unit_id(s, 2, 0)) == 2        # nothing before the block
    do(s, "choose", option="p2.unit0")
    assert ids(s, "p0.trash") == ["TD-P4"]        # 2 + 3 = 5 beats 4
    assert ids(s, "p1.unit0") == ["TD-DEF"]


def test_7_3_3_only_one_unit_blocks():
    guard = unit("TD-GUARD", power=5, abilities=[{"keyword": "guardian", "barrier": 1}])
    s = attack_phase(p1={"lane0": VAN}, p2={"lane0": VAN, "lane1": "TD-GUARD", "hand": [FILL]}, cards=[guard])
    do(s, "attack", lane=0)
    assert decision(s).kind == "may"              # the guardian is offered first
    do(s, "choose", option="yes")
    # The guardian has blocked: the encounter unit is not asked to block as well.
    assert decision(s) is None
    assert ids(s, "p0.trash") == [VAN]            # 3 against the guardian's 5
    assert ids(s, "p1.unit0") == [VAN]


def test_7_3_3_a_second_guardian_is_not_offered_once_one_blocked():
    guard = unit("TD-GUARD", power=5, abilities=[{"keyword": "guardian", "barrier": 1}])
    s = attack_phase(p1={"lane1": VAN}, p2={"lane0": "TD-GUARD", "lane2": "TD-GUARD", "hand": [FILL, FILL]},
                     cards=[guard])
    do(s, "attack", lane=1)
    assert decision(s).kind == "order"             # both guardians met their condition
    do(s, "choose", option="trigger:p2.unit0")
    do(s, "choose", option="yes")
    do(s, "choose", option="hand#0")
    # The lane-2 guardian is not asked: a unit has already blocked.
    assert decision(s) is None
    assert count(s, "p1.hand") == 1 and count(s, "p1.trash") == 1
    assert ids(s, "p0.trash") == [VAN]


def test_7_3_3_a_block_decision_takes_one_unit():
    s = attack_phase(p1={"lane0": VAN}, p2={"lane0": VAN})
    do(s, "attack", lane=0)
    assert decision(s).max == 1
    do(s, "choose", option="p2.unit0")
    assert decision(s) is None


# ----- 7.4 battle step ---------------------------------------------------------------------------------
def test_7_4_1_attacker_gone_ends_the_battle_step():
    killer = unit("TD-KILL", power=1, abilities=[{"keyword": "defender", "effect": [{"do": "trash", "target": "attacker"}]}])
    big = unit("TD-P6", power=6, hit=2)
    s = attack_phase(p1={"lane0": "TD-P6"}, p2={"lane0": "TD-KILL"}, cards=[killer, big])
    do(s, "attack", lane=0)
    events = do(s, "choose", option="p2.unit0")
    assert ids(s, "p0.trash") == ["TD-P6"]
    assert ids(s, "p1.unit0") == ["TD-KILL"]       # no power comparison: the power-1 blocker survives
    assert count(s, "p1.damage") == 0
    assert first_index(events, "power_compared") == -1
    assert s.battle is None


def test_7_4_1_attacker_gone_without_a_block_deals_no_damage():
    kamikaze = unit("TD-KAMI", hit=3, abilities=[{"keyword": "attacker", "effect": [{"do": "trash_self"}]}])
    s = attack_phase(p1={"lane0": "TD-KAMI"}, cards=[kamikaze])
    events = do(s, "attack", lane=0)
    assert ids(s, "p0.trash") == ["TD-KAMI"]
    assert count(s, "p1.damage") == 0
    assert first_index(events, "unblocked_hit") == -1


def test_7_4_2_unblocked_attacker_deals_its_hit_as_damage():
    s = attack_phase(p1={"lane0": "TD-H2"}, cards=[unit("TD-H2", power=3, hit=2)])
    do(s, "attack", lane=0)
    assert count(s, "p1.damage") == 2
    assert count(s, "p0.damage") == 0


def test_7_4_2_blocked_attacker_deals_no_damage():
    s = attack_phase(p1={"lane0": "TD-H2"}, p2={"lane0": FILL}, cards=[unit("TD-H2", power=3, hit=2)])
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    assert count(s, "p1.damage") == 0


def test_7_4_3_higher_power_attacker_trashes_blocker():
    s = attack_phase(p1={"lane0": VAN}, p2={"lane0": FILL})
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    assert ids(s, "p1.trash") == [FILL] and ids(s, "p0.unit0") == [VAN]


def test_7_4_3_tie_goes_to_the_attacker():
    s = attack_phase(p1={"lane0": VAN}, p2={"lane0": VAN})
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    assert ids(s, "p1.trash") == [VAN]
    assert ids(s, "p0.unit0") == [VAN] and count(s, "p0.trash") == 0


def test_7_4_3_lower_power_attacker_is_trashed():
    s = attack_phase(p1={"lane0": FILL}, p2={"lane0": VAN})
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    assert ids(s, "p0.trash") == [FILL]
    assert ids(s, "p1.unit0") == [VAN]


# ----- 7.5 battle end step -----------------------------------------------------------------------------
def test_7_5_1_attacker_effects_end_at_battle_end():
    lasting = {"keyword": "attacker", "effect": [{"do": "hit", "n": 1, "target": "self", "until": "turn"}]}
    s = attack_phase(p1={"lane0": "TD-ATK"}, cards=[unit("TD-ATK", power=3, hit=1, abilities=[ATK_PLUS2, lasting])])
    u = unit_id(s, 1, 0)
    do(s, "attack", lane=0)
    assert decision(s).kind == "order"            # two attacker effects: their player orders them
    do(s, "choose", option="trigger:p1.unit0")
    assert s.battle is None
    assert power(s, u) == 3          # the attacker effect's +2 ended with the battle
    assert hit(s, u) == 2            # one that names a longer duration stays
    assert count(s, "p1.damage") == 2


def test_7_5_1_attacker_effects_on_other_units_end_at_battle_end_too():
    weaken = unit("TD-WEAKEN", power=3, abilities=[{"keyword": "attacker", "effect": [
        {"do": "power", "n": -2, "target": "encounter"}]}])
    s = attack_phase(p1={"lane0": "TD-WEAKEN"}, p2={"lane0": "TD-P4"}, cards=[weaken, unit("TD-P4", power=4)])
    foe = unit_id(s, 2, 0)
    do(s, "attack", lane=0)
    assert power(s, foe) == 2
    do(s, "choose", option="none")
    assert s.battle is None and power(s, foe) == 4


def test_7_5_1_defender_effects_end_at_battle_end():
    cards = [unit("TD-DEF", power=2, abilities=[DEF_PLUS3]), unit("TD-P4", power=4)]
    s = attack_phase(p1={"lane0": "TD-P4"}, p2={"lane0": "TD-DEF"}, cards=cards)
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    assert s.battle is None
    assert power(s, unit_id(s, 2, 0)) == 2


def test_7_5_2_the_battle_ends_and_another_attack_may_follow():
    s = attack_phase(p1={"lane0": VAN, "lane1": VAN}, p2={"lane0": FILL})
    do(s, "attack", lane=0)
    assert decision(s).kind == "block"
    events = do(s, "choose", option="none")
    assert first_index(events, "battle_end") >= 0 and s.battle is None
    do(s, "attack", lane=1)
    assert count(s, "p1.damage") == 2
