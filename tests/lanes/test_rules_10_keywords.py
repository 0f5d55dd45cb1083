"""Rule tests for section 10 of the Lanes TCG comprehensive rules: keywords and sub-keywords."""
from __future__ import annotations

from game.rulesets.lanes.statics import cost, hit, power

from tests.lanes.rules_b_support import (FILL, VAN, count, decision, do, first_index, ids, item, leader, make,
                                         refused, skill, unit, unit_id)

DRAW1 = {"do": "draw", "n": 1}


def attack_phase(p1=None, p2=None, cards=(), **kw):
    return make(p1=p1, p2=p2, cards=list(cards), phase="attack", **kw)


def attacker(**sub):
    return {"keyword": "attacker", **sub}


# ----- 10.1 keywords ---------------------------------------------------------------------------------
def test_10_1_2_2_entry_fires_when_the_unit_is_placed():
    e = unit("TD-ENTRY", abilities=[{"keyword": "entry", "effect": [DRAW1]}])
    s = make(p1={"hand": ["TD-ENTRY"]}, cards=[e])
    do(s, "play_unit", card="hand:TD-ENTRY", lane=0)
    assert count(s, "p0.hand") == 1


def test_10_1_2_2_entry_fires_on_an_upgrade():
    e = unit("TD-ENTRY2", cost=2, power=5, abilities=[{"keyword": "entry", "effect": [DRAW1]}])
    s = make(p1={"hand": ["TD-ENTRY2"], "lane0": VAN}, cards=[e])
    do(s, "play_unit", card="hand:TD-ENTRY2", lane=0)
    assert count(s, "p0.hand") == 1


def test_10_1_2_2_entry_does_not_fire_for_units_already_there():
    e = unit("TD-ENTRY", abilities=[{"keyword": "entry", "effect": [DRAW1]}])
    s = make(p1={"hand": [VAN], "lane1": "TD-ENTRY"}, cards=[e])
    do(s, "play_unit", card="hand:TD-VAN", lane=0)
    assert count(s, "p0.hand") == 0


def test_10_1_3_2_passive_works_in_the_unit_zone_and_the_level_zone():
    lead = leader("TD-LEADP", abilities=[{"keyword": "passive", "static": [
        {"power": 1, "target": {"all": True, "side": "own"}}]}])
    aura = unit("TD-AURA", power=1, abilities=[{"keyword": "passive", "static": [
        {"power": 1, "target": {"all": True, "side": "own", "other": True}}]}])
    s = make(p1={"leader": "TD-LEADP", "lane0": VAN, "lane1": "TD-AURA"}, cards=[lead, aura])
    assert power(s, unit_id(s, 1, 0)) == 5          # 3 + leader + aura
    s = make(p1={"leader": "TD-LEADP", "lane0": VAN, "hand": ["TD-AURA"]}, cards=[lead, aura])
    assert power(s, unit_id(s, 1, 0)) == 4          # the aura in hand does nothing
    do(s, "play_unit", card="hand:TD-AURA", lane=1)
    assert power(s, unit_id(s, 1, 0)) == 5


def test_10_1_4_2_active_from_the_level_zone():
    lead = leader("TD-LEADA", abilities=[{"keyword": "active", "effect": [DRAW1]}])
    s = make(p1={"leader": "TD-LEADA"}, cards=[lead])
    do(s, "activate", card="leader")
    assert count(s, "p0.hand") == 1


def test_10_1_4_2_active_not_from_hand_or_trash():
    act = unit("TD-ACT", abilities=[{"keyword": "active", "effect": [DRAW1]}])
    s = make(p1={"hand": ["TD-ACT"], "trash": ["TD-ACT"]}, cards=[act])
    refused(s, "10.1.4.2", "activate", card="hand:TD-ACT")
    refused(s, "10.1.4.2", "activate", card="trash:TD-ACT")


def test_10_1_4_2_active_only_in_the_main_phase():
    act = unit("TD-ACT", abilities=[{"keyword": "active", "effect": [DRAW1]}])
    s = make(p1={"lane0": "TD-ACT"}, cards=[act], phase="attack")
    refused(s, "6.4.1", "activate", card="unit0")


def test_10_1_5_2_attacker_fires_on_attack_and_lasts_until_battle_end():
    a = unit("TD-ATK", power=3, abilities=[attacker(effect=[{"do": "power", "n": 2, "target": "self"}])])
    s = attack_phase(p1={"lane0": "TD-ATK"}, p2={"lane0": VAN}, cards=[a])
    u = unit_id(s, 1, 0)
    do(s, "attack", lane=0)
    assert power(s, u) == 5
    do(s, "choose", option="p2.unit0")
    assert ids(s, "p1.trash") == [VAN]
    assert power(s, u) == 3


def test_10_1_5_2_attacker_does_not_fire_on_a_block():
    a = unit("TD-ATK", power=3, abilities=[attacker(effect=[{"do": "power", "n": 2, "target": "self"}])])
    s = attack_phase(p1={"lane0": "TD-P4"}, p2={"lane0": "TD-ATK"}, cards=[a, unit("TD-P4", power=4)])
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    assert ids(s, "p1.trash") == ["TD-ATK"]          # 3 against 4: no +2 for a blocker


def test_10_1_6_2_defender_fires_on_block_and_lasts_until_battle_end():
    d = unit("TD-DEF", power=3, abilities=[{"keyword": "defender", "effect": [{"do": "power", "n": 2, "target": "self"}]}])
    s = attack_phase(p1={"lane0": "TD-P4"}, p2={"lane0": "TD-DEF"}, cards=[d, unit("TD-P4", power=4)])
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    assert ids(s, "p0.trash") == ["TD-P4"]
    assert power(s, unit_id(s, 2, 0)) == 3


def test_10_1_6_2_defender_does_not_fire_on_an_attack():
    d = unit("TD-DEF", power=3, abilities=[{"keyword": "defender", "effect": [{"do": "power", "n": 2, "target": "self"}]}])
    s = attack_phase(p1={"lane0": "TD-DEF"}, p2={"lane0": "TD-P4"}, cards=[d, unit("TD-P4", power=4)])
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    assert ids(s, "p0.trash") == ["TD-DEF"]


EXIT_DRAW = unit("TD-EXIT", power=1, abilities=[{"keyword": "exit", "effect": [DRAW1]}])


def test_10_1_7_2_exit_fires_when_trashed_by_battle():
    s = attack_phase(p1={"lane0": VAN}, p2={"lane0": "TD-EXIT"}, cards=[EXIT_DRAW])
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    assert ids(s, "p1.trash") == ["TD-EXIT"] and count(s, "p1.hand") == 1


def test_10_1_7_2_exit_fires_when_trashed_by_an_effect():
    sk = skill("TD-ZAP", effect=[{"do": "trash", "target": {"choose": 1, "side": "opponent"}}])
    s = make(p1={"hand": ["TD-ZAP"]}, p2={"lane0": "TD-EXIT"}, cards=[EXIT_DRAW, sk])
    do(s, "play_skill", card="hand:TD-ZAP")
    assert count(s, "p1.hand") == 1


def test_10_1_7_2_exit_does_not_fire_when_returned_to_hand():
    sk = skill("TD-BOUNCE", effect=[{"do": "bounce", "target": {"choose": 1, "side": "opponent"}}])
    s = make(p1={"hand": ["TD-BOUNCE"]}, p2={"lane0": "TD-EXIT"}, cards=[EXIT_DRAW, sk])
    do(s, "play_skill", card="hand:TD-BOUNCE")
    assert ids(s, "p1.hand") == ["TD-EXIT"]          # only the bounced card itself


def test_10_1_7_2_1_exit_fixed_on_the_field_resolves_from_the_trash():
    # The exit comes from an item: when it resolves, unit and item are both in the trash.
    it = item("TD-LASTWORD", abilities=[{"keyword": "equipped", "static": [
        {"grant": {"keyword": "exit", "effect": [DRAW1]}}]}])
    s = attack_phase(p1={"lane0": VAN}, p2={"lane0": {"unit": FILL, "items": ["TD-LASTWORD"]}}, cards=[it])
    do(s, "attack", lane=0)
    events = do(s, "choose", option="p2.unit0")
    assert set(ids(s, "p1.trash")) == {FILL, "TD-LASTWORD"}
    assert count(s, "p1.hand") == 1
    i = first_index(events, "trigger_fired", kw="exit")
    assert i > first_index(events, "card_moved", def_id="TD-LASTWORD", to="p1.trash")


FRONT_EXIT = unit("TD-FRONTEXIT", power=1, abilities=[{"keyword": "exit", "frontline": True, "effect": [DRAW1]}])


def resolve_in_offered_order(s):
    """Answer "which first" questions with the first waiting effect offered."""
    while decision(s) is not None and decision(s).kind == "order":
        s.apply(s.legal_actions()[0])


def test_10_1_7_2_1_exits_of_units_trashed_together_are_fixed_before_any_leaves():
    # Three units whose exit works only while all three unit zones are full: "trash all" removes them
    # together, so each exit is fixed while the frontline still holds, and all three resolve.
    wipe = skill("TD-WIPE-OPP", effect=[{"do": "trash", "target": {"all": True, "side": "opponent"}}])
    full = {"lane0": "TD-FRONTEXIT", "lane1": "TD-FRONTEXIT", "lane2": "TD-FRONTEXIT"}
    s = make(p1={"hand": ["TD-WIPE-OPP"]}, p2=full, cards=[FRONT_EXIT, wipe])
    do(s, "play_skill", card="hand:TD-WIPE-OPP")
    resolve_in_offered_order(s)
    assert count(s, "p1.trash") == 3 and count(s, "p1.hand") == 3
    # With one zone empty the frontline never held: no exit fires.
    s = make(p1={"hand": ["TD-WIPE-OPP"]}, p2={"lane0": "TD-FRONTEXIT", "lane1": "TD-FRONTEXIT"},
             cards=[FRONT_EXIT, wipe])
    events = do(s, "play_skill", card="hand:TD-WIPE-OPP")
    assert count(s, "p1.trash") == 2 and count(s, "p1.hand") == 0
    assert first_index(events, "trigger_fired", kw="exit") == -1


def test_10_1_7_2_1_units_at_power_zero_together_keep_exits_fixed_on_the_field():
    # 1.3.7.3 trashes every unit that reached power 0 at once: their exits are fixed before any leaves.
    drain = skill("TD-DRAIN", effect=[{"do": "power", "n": -1, "target": {"all": True, "side": "opponent"}}])
    full = {"lane0": "TD-FRONTEXIT", "lane1": "TD-FRONTEXIT", "lane2": "TD-FRONTEXIT"}
    s = make(p1={"hand": ["TD-DRAIN"]}, p2=full, cards=[FRONT_EXIT, drain])
    do(s, "play_skill", card="hand:TD-DRAIN")
    resolve_in_offered_order(s)
    assert count(s, "p1.trash") == 3 and count(s, "p1.hand") == 3


def test_10_1_7_2_2_no_exit_when_trashed_for_an_upgrade():
    big = unit("TD-BIG", cost=2, power=5)
    s = make(p1={"lane0": "TD-EXIT", "hand": ["TD-BIG"]}, cards=[EXIT_DRAW, big])
    do(s, "play_unit", card="hand:TD-BIG", lane=0)
    assert ids(s, "p0.trash") == ["TD-EXIT"] and count(s, "p0.hand") == 0


def test_10_1_8_2_armed_works_while_the_unit_has_an_item():
    armed = unit("TD-ARMED", power=2, abilities=[{"keyword": "armed", "static": [{"power": 2}]}])
    it = item("TD-STICK")
    s = make(p1={"lane0": "TD-ARMED", "hand": ["TD-STICK"]}, cards=[armed, it])
    u = unit_id(s, 1, 0)
    assert power(s, u) == 2
    do(s, "play_item", card="hand:TD-STICK", lane=0)
    assert power(s, u) == 4


def test_10_1_8_3_armed_with_an_affiliation_needs_such_an_item():
    armed = unit("TD-ARMEDA", power=2, abilities=[{"keyword": "armed", "affiliation": "ashguard", "static": [{"power": 2}]}])
    plain, ash = item("TD-STICK"), item("TD-ASHSWORD", affiliations=["ashguard"])
    s = make(p1={"lane0": {"unit": "TD-ARMEDA", "items": ["TD-STICK"]}, "hand": ["TD-ASHSWORD"]},
             cards=[armed, plain, ash])
    u = unit_id(s, 1, 0)
    assert power(s, u) == 2
    do(s, "play_item", card="hand:TD-ASHSWORD", lane=0)
    assert power(s, u) == 4


def test_10_1_9_2_frontline_needs_a_unit_in_every_unit_zone():
    front = unit("TD-FRONT", power=2, abilities=[{"keyword": "frontline", "static": [{"power": 3}]}])
    s = make(p1={"lane0": "TD-FRONT", "lane1": VAN, "hand": [VAN]}, cards=[front])
    u = unit_id(s, 1, 0)
    assert power(s, u) == 2
    do(s, "play_unit", card="hand:TD-VAN", lane=2)
    assert power(s, u) == 5


def test_10_1_10_2_level_link_needs_the_leader_level():
    linked = unit("TD-LINK", power=2, abilities=[
        {"keyword": "level_link", "level": 6, "static": [{"power": 3}]},
        {"keyword": "active", "level_link": 6, "effect": [DRAW1]}])
    s = make(p1={"level": 5, "lane0": "TD-LINK"}, cards=[linked])
    assert power(s, unit_id(s, 1, 0)) == 2
    refused(s, "10.1.10.2", "activate", card="unit0")
    s = make(p1={"level": 6, "lane0": "TD-LINK"}, cards=[linked])
    assert power(s, unit_id(s, 1, 0)) == 5
    do(s, "activate", card="unit0")
    assert count(s, "p0.hand") == 1


def test_10_1_11_2_trigger_fires_in_damage_processing():
    trig = skill("TD-TRIGSK")
    trig["ability"].append({"keyword": "trigger", "effect": [DRAW1]})
    s = attack_phase(p1={"lane0": "TD-H3"}, p2={"deck": [FILL, "TD-TRIGSK", FILL, VAN]},
                     cards=[trig, unit("TD-H3", hit=3)])
    events = do(s, "attack", lane=0)
    assert ids(s, "p1.damage") == [FILL, "TD-TRIGSK"]
    assert first_index(events, "trigger_fired", def_id="TD-TRIGSK", kw="trigger") >= 0
    assert ids(s, "p1.hand") == [FILL]               # the trigger drew; the third damage was cancelled


def test_10_1_11_2_trigger_does_not_fire_when_drawn():
    trig = skill("TD-TRIGSK")
    trig["ability"].append({"keyword": "trigger", "effect": [{"do": "draw", "n": 2}]})
    s = make(p1={}, p2={"deck": ["TD-TRIGSK", FILL, FILL]}, cards=[trig])
    do(s, "end_main")
    do(s, "end_attack")
    assert ids(s, "p1.hand") == ["TD-TRIGSK"]


# ----- 10.2 sub-keywords ------------------------------------------------------------------------------
def test_10_2_2_a_sub_keyword_works_only_under_its_keyword():
    piercer = unit("TD-PIERCE2", power=5, abilities=[attacker(pierce=2)])
    s = attack_phase(p1={"lane0": VAN}, p2={"lane0": "TD-PIERCE2"}, cards=[piercer])
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    assert ids(s, "p0.trash") == [VAN]               # the piercer won as a blocker ...
    assert count(s, "p0.damage") == 0                # ... but pierce is an attacker sub-keyword


def test_10_2_3_2_2_pierce_deals_damage_when_the_attacker_trashes_a_blocker():
    piercer = unit("TD-PIERCE2", power=5, abilities=[attacker(pierce=2)])
    s = attack_phase(p1={"lane0": "TD-PIERCE2"}, p2={"lane0": VAN}, cards=[piercer])
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    assert ids(s, "p1.trash") == [VAN] and count(s, "p1.damage") == 2


def test_10_2_3_2_2_no_pierce_without_trashing_a_unit():
    piercer = unit("TD-PIERCE2", power=5, hit=1, abilities=[attacker(pierce=2)])
    s = attack_phase(p1={"lane0": "TD-PIERCE2"}, cards=[piercer])
    do(s, "attack", lane=0)
    assert count(s, "p1.damage") == 1                # the hit only
    s = attack_phase(p1={"lane0": "TD-PIERCE2"}, p2={"lane0": "TD-P7"}, cards=[piercer, unit("TD-P7", power=7)])
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    assert count(s, "p1.damage") == 0                # the attacker lost


def test_10_2_3_2_3_only_highest_pierce():
    piercer = unit("TD-PIERCE12", power=5, abilities=[attacker(pierce=1), attacker(pierce=2)])
    s = attack_phase(p1={"lane0": "TD-PIERCE12"}, p2={"lane0": VAN}, cards=[piercer])
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    assert count(s, "p1.damage") == 2                # not 3


def test_10_2_3_2_3_only_highest_pierce_with_an_item_grant():
    it = item("TD-PIERCEITEM", abilities=[{"keyword": "equipped", "static": [{"grant": attacker(pierce=3)}]}])
    piercer = unit("TD-PIERCE1", power=5, abilities=[attacker(pierce=1)])
    s = attack_phase(p1={"lane0": {"unit": "TD-PIERCE1", "items": ["TD-PIERCEITEM"]}}, p2={"lane0": VAN},
                     cards=[piercer, it])
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    assert count(s, "p1.damage") == 3


def test_10_2_3_3_2_plunder_draws_when_the_attacker_trashes_a_blocker():
    thief = unit("TD-PLUNDER2", power=5, abilities=[attacker(plunder=2)])
    s = attack_phase(p1={"lane0": "TD-PLUNDER2"}, p2={"lane0": VAN}, cards=[thief])
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    assert count(s, "p0.hand") == 2
    s = attack_phase(p1={"lane0": "TD-PLUNDER2"}, p2={"lane0": VAN}, cards=[thief])
    do(s, "attack", lane=0)
    do(s, "choose", option="none")
    assert count(s, "p0.hand") == 0                  # unblocked: nothing trashed, no plunder


def test_10_2_3_3_3_only_highest_plunder():
    thief = unit("TD-PLUNDER12", power=5, abilities=[attacker(plunder=2), attacker(plunder=1)])
    s = attack_phase(p1={"lane0": "TD-PLUNDER12"}, p2={"lane0": VAN}, cards=[thief])
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    assert count(s, "p0.hand") == 2


def test_10_2_3_4_2_breakthrough_with_a_condition():
    runner = unit("TD-RUNNER", power=5, abilities=[attacker(breakthrough={"max_power": 3})])
    s = attack_phase(p1={"lane0": "TD-RUNNER"}, p2={"lane0": VAN}, cards=[runner])
    do(s, "attack", lane=0)
    assert decision(s) is None                       # power 3 matches: it cannot block
    assert count(s, "p1.damage") == 1
    s = attack_phase(p1={"lane0": "TD-RUNNER"}, p2={"lane0": "TD-P4"}, cards=[runner, unit("TD-P4", power=4)])
    do(s, "attack", lane=0)
    assert decision(s).kind == "block"               # power 4 does not match: it may block


def test_10_2_3_4_3_breakthrough_without_a_condition_stops_every_block():
    runner = unit("TD-RUNALL", power=1, abilities=[attacker(breakthrough={})])
    s = attack_phase(p1={"lane0": "TD-RUNALL"}, p2={"lane0": "TD-P7"}, cards=[runner, unit("TD-P7", power=7)])
    do(s, "attack", lane=0)
    assert decision(s) is None
    assert count(s, "p1.damage") == 1


def test_10_2_3_4_4_several_breakthroughs_all_apply():
    runner = unit("TD-RUN2", power=9, abilities=[attacker(breakthrough={"attribute": "earth"}),
                                                 attacker(breakthrough={"max_power": 2})])
    earth5 = unit("TD-EARTH5", power=5, attribute="earth")
    fire2 = unit("TD-FIRE2", power=2)
    fire5 = unit("TD-FIRE5", power=5)
    s = attack_phase(p1={"lane0": "TD-RUN2", "lane1": "TD-RUN2", "lane2": "TD-RUN2"},
                     p2={"lane0": "TD-EARTH5", "lane1": "TD-FIRE2", "lane2": "TD-FIRE5"},
                     cards=[runner, earth5, fire2, fire5])
    do(s, "attack", lane=0)
    assert decision(s) is None                       # earth: first breakthrough
    do(s, "attack", lane=1)
    assert decision(s) is None                       # power 2: second breakthrough
    do(s, "attack", lane=2)
    assert decision(s).kind == "block"               # matches neither


def test_10_2_3_5_2_duelist_forces_the_encounter_unit_to_block():
    duel = unit("TD-DUEL", power=5, abilities=[attacker(duelist=True)])
    s = attack_phase(p1={"lane0": "TD-DUEL"}, p2={"lane0": VAN}, cards=[duel])
    do(s, "attack", lane=0)
    d = decision(s)
    assert d.kind == "block" and d.options == (unit_id(s, 2, 0),)
    refused(s, "10.2.3.5.3", "choose", option="none")
    do(s, "choose", option="p2.unit0")
    assert ids(s, "p1.trash") == [VAN]


def test_10_2_3_5_3_duelist_keeps_other_units_from_blocking():
    duel = unit("TD-DUEL", power=5, abilities=[attacker(duelist=True)])
    guard = unit("TD-GUARD", power=9, abilities=[{"keyword": "guardian", "barrier": 1}])
    s = attack_phase(p1={"lane0": "TD-DUEL"}, p2={"lane0": VAN, "lane1": "TD-GUARD", "hand": [FILL]},
                     cards=[duel, guard])
    do(s, "attack", lane=0)
    assert decision(s).kind == "block"               # no guardian offer first
    do(s, "choose", option="p2.unit0")
    assert ids(s, "p1.trash") == [VAN] and count(s, "p1.hand") == 1


def test_10_2_3_5_2_duelist_without_an_encounter_unit_does_not_fire():
    duel = unit("TD-DUEL", power=5, abilities=[attacker(duelist=True)])
    guard = unit("TD-GUARD", power=9, abilities=[{"keyword": "guardian", "barrier": 1}])
    s = attack_phase(p1={"lane0": "TD-DUEL"}, p2={"lane1": "TD-GUARD", "hand": [FILL]}, cards=[duel, guard])
    do(s, "attack", lane=0)
    assert decision(s).kind == "may"                 # the guardian may step in
    do(s, "choose", option="yes")
    assert ids(s, "p0.trash") == ["TD-DUEL"]


def test_10_2_3_5_3_duelist_encounter_that_cannot_block_need_not():
    duel = unit("TD-DUEL", power=5, abilities=[attacker(duelist=True)])
    coward = unit("TD-COWARD", power=9, abilities=[{"keyword": "passive", "static": [{"prohibit": "block"}]}])
    s = attack_phase(p1={"lane0": "TD-DUEL"}, p2={"lane0": "TD-COWARD"}, cards=[duel, coward])
    do(s, "attack", lane=0)
    assert decision(s) is None
    assert count(s, "p1.damage") == 1


def test_10_2_3_6_2_infiltrate_draws_at_battle_step_start_when_unblocked():
    spy = unit("TD-SPY", abilities=[attacker(infiltrate=2)])
    s = attack_phase(p1={"lane0": "TD-SPY"}, p2={"lane0": FILL}, cards=[spy])
    do(s, "attack", lane=0)
    events = do(s, "choose", option="none")
    assert count(s, "p0.hand") == 2 and count(s, "p1.damage") == 1
    draw = first_index(events, "card_moved", to="p0.hand", reason="draw")
    assert first_index(events, "battle_step", step="battle") < draw < first_index(events, "damage_dealt")


def test_10_2_3_6_2_no_infiltrate_when_blocked():
    spy = unit("TD-SPY", abilities=[attacker(infiltrate=2)])
    s = attack_phase(p1={"lane0": "TD-SPY"}, p2={"lane0": FILL}, cards=[spy])
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    assert count(s, "p0.hand") == 0


def test_10_2_3_6_3_only_highest_infiltrate():
    spy = unit("TD-SPY13", abilities=[attacker(infiltrate=1), attacker(infiltrate=3)])
    s = attack_phase(p1={"lane0": "TD-SPY13"}, cards=[spy])
    do(s, "attack", lane=0)
    assert count(s, "p0.hand") == 3


FINISHER = unit("TD-FINISH", power=1, abilities=[{"keyword": "defender", "finisher": True}])


def test_10_2_4_2_2_finisher_ends_the_battle_and_trashes_the_blocker():
    big = unit("TD-BIG", power=9, hit=3)
    s = attack_phase(p1={"lane0": "TD-BIG"}, p2={"lane0": "TD-FINISH"}, cards=[big, FINISHER])
    do(s, "attack", lane=0)
    events = do(s, "choose", option="p2.unit0")
    assert ids(s, "p1.trash") == ["TD-FINISH"]
    assert ids(s, "p0.unit0") == ["TD-BIG"]
    assert count(s, "p1.damage") == 0
    assert first_index(events, "power_compared") == -1
    assert s.battle is None


def test_10_2_4_2_3_finisher_attacker_counts_as_having_attacked():
    big = unit("TD-BIG", power=9, hit=3)
    s = attack_phase(p1={"lane0": "TD-BIG", "lane1": VAN}, p2={"lane0": "TD-FINISH"}, cards=[big, FINISHER])
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    refused(s, "7.1", "attack", lane=0)
    do(s, "attack", lane=1)


MUTUAL2 = unit("TD-MUT2", cost=2, power=1, abilities=[{"keyword": "exit", "mutual_destruction": True}])


def test_10_2_5_2_3_mutual_destruction_trashes_the_unit_that_trashed_it():
    killer = unit("TD-K2", cost=2, power=5)
    s = attack_phase(p1={"lane0": "TD-K2"}, p2={"lane0": "TD-MUT2"}, cards=[MUTUAL2, killer])
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    assert ids(s, "p1.trash") == ["TD-MUT2"]
    assert ids(s, "p0.trash") == ["TD-K2"]           # cost 2 >= 2


def test_10_2_5_2_3_mutual_destruction_as_the_losing_attacker():
    killer = unit("TD-K1", cost=1, power=5)
    s = attack_phase(p1={"lane0": "TD-MUT2"}, p2={"lane0": "TD-K1"}, cards=[MUTUAL2, killer])
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    assert ids(s, "p0.trash") == ["TD-MUT2"] and ids(s, "p1.trash") == ["TD-K1"]


def test_10_2_5_2_3_no_mutual_destruction_against_a_costlier_unit():
    killer = unit("TD-K3", cost=3, power=5)
    s = attack_phase(p1={"lane0": "TD-K3"}, p2={"lane0": "TD-MUT2"}, cards=[MUTUAL2, killer])
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    assert ids(s, "p0.unit0") == ["TD-K3"] and count(s, "p0.trash") == 0


def test_10_2_5_2_2_mutual_destruction_only_when_trashed_by_battle():
    sk = skill("TD-ZAP", effect=[{"do": "trash", "target": {"choose": 1, "side": "opponent"}}])
    s = make(p1={"hand": ["TD-ZAP"], "lane0": VAN}, p2={"lane0": "TD-MUT2"}, cards=[MUTUAL2, sk])
    do(s, "play_skill", card="hand:TD-ZAP")
    assert ids(s, "p1.trash") == ["TD-MUT2"]
    assert ids(s, "p0.unit0") == [VAN]


def test_10_2_5_2_4_mutual_destruction_reads_the_cost_in_the_trash():
    # On the field the item makes it cost 1 + 3 = 4; in the trash it costs 1, less than the killer's 2.
    mut1 = unit("TD-MUT1", cost=1, power=1, abilities=[{"keyword": "exit", "mutual_destruction": True}])
    weight = item("TD-WEIGHT", cost=1, abilities=[{"keyword": "equipped", "static": [{"cost": 3}]}])
    killer = unit("TD-K2", cost=2, power=5)
    s = attack_phase(p1={"lane0": "TD-K2"}, p2={"lane0": {"unit": "TD-MUT1", "items": ["TD-WEIGHT"]}},
                     cards=[mut1, weight, killer])
    assert cost(s, unit_id(s, 2, 0)) == 4
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    assert ids(s, "p0.unit0") == ["TD-K2"]


RETURNER = unit("TD-RET", power=1, abilities=[{"keyword": "exit", "return": True}])


def test_10_2_5_3_3_return_to_hand_at_the_end_phase_after_battle():
    s = attack_phase(p1={"lane0": "TD-RET"}, p2={"lane0": VAN}, cards=[RETURNER])
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    assert ids(s, "p0.trash") == ["TD-RET"]          # still in the trash during the turn
    do(s, "end_attack")
    assert ids(s, "p0.hand") == ["TD-RET"] and count(s, "p0.trash") == 0


def test_10_2_5_3_2_return_after_being_trashed_by_an_effect():
    sk = skill("TD-ZAPOWN", effect=[{"do": "trash", "target": {"choose": 1, "side": "own"}}])
    s = make(p1={"hand": ["TD-ZAPOWN"], "lane0": "TD-RET"}, cards=[RETURNER, sk])
    do(s, "play_skill", card="hand:TD-ZAPOWN")
    assert "TD-RET" in ids(s, "p0.trash")
    do(s, "end_main")
    do(s, "end_attack")
    assert ids(s, "p0.hand") == ["TD-RET"]


def test_10_2_5_3_3_return_in_the_turn_it_fired_for_the_opponent_too():
    s = attack_phase(p1={"lane0": VAN}, p2={"lane0": "TD-RET"}, cards=[RETURNER])
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0")
    do(s, "end_attack")
    # At the end of player 1's turn the card goes to its owner's hand (then player 2 draws).
    assert "TD-RET" in ids(s, "p1.hand") and count(s, "p1.trash") == 0


def test_10_2_5_3_3_return_fired_by_an_end_of_turn_effect_returns_in_that_end_phase():
    doom = unit("TD-DOOM", abilities=[{"keyword": "auto", "when": "end_of_turn", "effect": [
        {"do": "trash", "target": {"choose": 1, "side": "own", "other": True}}]}])
    s = make(p1={"lane0": "TD-DOOM", "lane1": "TD-RET"}, cards=[RETURNER, doom])
    do(s, "end_main")
    do(s, "end_attack")
    assert s.turn_player == 1
    assert ids(s, "p0.hand") == ["TD-RET"] and count(s, "p0.trash") == 0


def test_10_2_5_3_3_return_fired_later_in_the_end_phase_returns_in_that_end_phase():
    # Power 2, +4 until end of turn, -5 for good: at 6.6.1.2 the +4 ends, the power is 0 and the unit is
    # trashed by effect during the end phase of this turn: return fires in this turn, so the card must
    # come back in this end phase, not at the end of the opponent's next turn.
    fading = unit("TD-RETFADE", power=2, abilities=[
        {"keyword": "exit", "return": True},
        {"keyword": "active", "effect": [{"do": "power", "n": 4, "target": "self"},
                                         {"do": "power", "n": -5, "target": "self", "until": "permanent"}]}])
    s = make(p1={"lane0": "TD-RETFADE"}, cards=[fading])
    do(s, "activate", card="unit0")
    assert power(s, unit_id(s, 1, 0)) == 1
    do(s, "end_main")
    do(s, "end_attack")
    assert s.unit_at(0, 0) is None
    assert s.turn_player == 1
    assert ids(s, "p0.hand") == ["TD-RETFADE"], "returned only at the end of the opponent's turn"


def test_10_2_5_3_2_no_return_after_an_upgrade():
    big = unit("TD-BIG2", cost=2, power=5)
    s = make(p1={"hand": ["TD-BIG2"], "lane0": "TD-RET"}, cards=[RETURNER, big])
    do(s, "play_unit", card="hand:TD-BIG2", lane=0)
    do(s, "end_main")
    do(s, "end_attack")
    assert ids(s, "p0.trash") == ["TD-RET"]


def test_10_2_5_3_4_no_return_if_the_card_left_the_trash():
    zap = skill("TD-ZAPOWN", effect=[{"do": "trash", "target": {"choose": 1, "side": "own"}}])
    raise_ = skill("TD-RAISE", effect=[{"do": "recover", "filter": {"type": "unit"}, "n": 1}])
    s = make(p1={"level": 8, "hand": ["TD-ZAPOWN", "TD-RAISE"], "lane0": "TD-RET"}, cards=[RETURNER, zap, raise_])
    do(s, "play_skill", card="hand:TD-ZAPOWN")
    do(s, "play_skill", card="hand:TD-RAISE")
    do(s, "choose", option="trash:TD-RET")
    do(s, "play_unit", card="hand:TD-RET", lane=0)   # back on the field, a new object
    do(s, "end_main")
    do(s, "end_attack")
    assert ids(s, "p0.unit0") == ["TD-RET"]          # it stays on the field
    assert "TD-RET" not in ids(s, "p0.hand")


AWAKE_LEADER = leader("TD-AWAKE", abilities=[
    {"keyword": "awaken", "level": 6},
    {"keyword": "passive", "static": [{"hit": 1, "target": {"all": True, "side": "own"}}]}],
    back=[{"keyword": "passive", "static": [{"power": 1, "target": {"all": True, "side": "own"}}]}])


def test_10_2_6_1_2_awaken_when_the_level_up_reaches_the_level():
    s = make(p1={"leader": "TD-AWAKE", "level": 5, "lane0": VAN}, cards=[AWAKE_LEADER], turn_player=2)
    u = unit_id(s, 1, 0)
    assert (power(s, u), hit(s, u)) == (3, 2)
    do(s, "end_main")
    events = do(s, "end_attack")
    assert s.turn_player == 0 and s.level[0] == 6
    assert s.awakened[0] is True
    assert first_index(events, "leader_awakened", player=0) >= 0
    assert (power(s, u), hit(s, u)) == (4, 1)        # the back face's text replaces the front's


def test_10_2_6_1_2_awaken_when_an_effect_changes_the_level():
    lvl = unit("TD-LVLUP", abilities=[{"keyword": "entry", "effect": [{"do": "level", "n": 1}]}])
    s = make(p1={"leader": "TD-AWAKE", "level": 5, "hand": ["TD-LVLUP"]}, cards=[AWAKE_LEADER, lvl])
    do(s, "play_unit", card="hand:TD-LVLUP", lane=0)
    assert s.level[0] == 6 and s.awakened[0] is True


def test_10_2_6_1_2_no_awaken_below_the_level():
    s = make(p1={"leader": "TD-AWAKE", "level": 4}, cards=[AWAKE_LEADER], turn_player=2)
    do(s, "end_main")
    do(s, "end_attack")
    assert s.level[0] == 5 and s.awakened[0] is False


BERSERK = unit("TD-BERSERK", abilities=[{"keyword": "berserker"}])


def test_10_2_6_2_3_berserker_must_attack_before_the_attack_phase_ends():
    s = attack_phase(p1={"lane0": "TD-BERSERK", "lane1": VAN}, cards=[BERSERK])
    refused(s, "10.2.6.2.3", "end_attack")
    do(s, "attack", lane=0)
    do(s, "end_attack")                               # the other unit need not attack
    assert s.turn_player == 1


def test_10_2_6_2_3_berserker_that_cannot_attack_does_not_hold_the_phase():
    lead = leader("TD-LEADNOATK", abilities=[{"keyword": "passive", "static": [
        {"prohibit": "attack", "target": {"all": True, "side": "opponent"}}]}])
    s = attack_phase(p1={"lane0": "TD-BERSERK"}, p2={"leader": "TD-LEADNOATK"}, cards=[BERSERK, lead])
    do(s, "end_attack")
    assert s.turn_player == 1
    s = attack_phase(p1={"lane0": "TD-BERSERK", "attacked": [0]}, cards=[BERSERK])
    do(s, "end_attack")
    assert s.turn_player == 1


def test_10_2_6_2_2_berserker_is_continuous_even_when_granted():
    rage = item("TD-RAGE", abilities=[{"keyword": "equipped", "static": [{"grant": {"keyword": "berserker"}}]}])
    s = attack_phase(p1={"lane0": {"unit": VAN, "items": ["TD-RAGE"]}, "lane1": VAN}, cards=[rage])
    refused(s, "10.2.6.2.3", "end_attack")
    s = attack_phase(p1={"lane0": VAN, "lane1": VAN}, cards=[rage])
    do(s, "end_attack")                               # without the item nothing forces an attack


def guardian(power=5, **cond):
    return unit("TD-GUARD", power=power, abilities=[{"keyword": "guardian", **cond}])


def test_10_2_6_3_2_guardian_with_barrier_blocks_for_an_adjacent_lane():
    s = attack_phase(p1={"lane0": VAN}, p2={"lane1": "TD-GUARD", "hand": [FILL]}, cards=[guardian(barrier=1)])
    do(s, "attack", lane=0)
    d = decision(s)
    assert (d.kind, d.player) == ("may", 1)
    events = do(s, "choose", option="yes")
    assert first_index(events, "block_declared", guardian=True) >= 0
    assert ids(s, "p1.trash") == [FILL]               # the barrier was paid from the hand
    assert ids(s, "p0.trash") == [VAN]                # 3 against the guardian's 5
    assert count(s, "p1.damage") == 0


def test_10_2_6_3_2_guardian_may_decline():
    s = attack_phase(p1={"lane0": VAN}, p2={"lane1": "TD-GUARD", "hand": [FILL]}, cards=[guardian(barrier=1)])
    do(s, "attack", lane=0)
    do(s, "choose", option="no")
    assert count(s, "p1.damage") == 1 and count(s, "p1.hand") == 1


def test_10_2_6_3_2_guardian_declined_then_the_encounter_unit_may_block():
    s = attack_phase(p1={"lane0": VAN}, p2={"lane0": FILL, "lane1": "TD-GUARD", "hand": [FILL]},
                     cards=[guardian(barrier=1)])
    do(s, "attack", lane=0)
    do(s, "choose", option="no")
    d = decision(s)
    assert d.kind == "block" and set(d.options) == {unit_id(s, 2, 0), "none"}


def test_10_2_6_3_2_guardian_only_for_adjacent_lanes():
    s = attack_phase(p1={"lane0": VAN}, p2={"lane2": "TD-GUARD", "hand": [FILL]}, cards=[guardian(barrier=1)])
    do(s, "attack", lane=0)
    assert decision(s) is None and count(s, "p1.damage") == 1


def test_10_2_6_3_4_1_2_barrier_trashes_that_many_cards_from_hand():
    s = attack_phase(p1={"lane1": VAN}, p2={"lane0": "TD-GUARD", "hand": [FILL, VAN, FILL]},
                     cards=[guardian(barrier=2)])
    do(s, "attack", lane=1)
    do(s, "choose", option="yes")
    d = decision(s)
    assert (d.kind, d.min, d.max) == ("guardian_cost", 2, 2)
    do(s, "choose", option="hand:TD-VAN")
    do(s, "choose", option="hand:TD-FILL")
    assert count(s, "p1.hand") == 1 and count(s, "p1.trash") == 2
    assert ids(s, "p0.trash") == [VAN]


def test_10_2_6_3_4_1_2_barrier_not_offered_without_enough_cards():
    s = attack_phase(p1={"lane1": VAN}, p2={"lane0": "TD-GUARD", "hand": [FILL]}, cards=[guardian(barrier=2)])
    do(s, "attack", lane=1)
    assert decision(s) is None and count(s, "p1.damage") == 1


def test_10_2_6_3_4_2_2_sacrifice_trashes_other_units():
    s = attack_phase(p1={"lane0": VAN}, p2={"lane1": "TD-GUARD", "lane2": FILL}, cards=[guardian(sacrifice=1)])
    do(s, "attack", lane=0)
    do(s, "choose", option="yes")
    assert ids(s, "p1.trash") == [FILL]               # the other unit paid for it
    assert ids(s, "p1.unit1") == ["TD-GUARD"]
    assert ids(s, "p0.trash") == [VAN]


def test_10_2_6_3_4_2_2_sacrificed_units_are_trashed_together():
    # Sacrifice[2] trashes both chosen units at once: their frontline-gated exits are fixed while all
    # three unit zones are still full.
    s = attack_phase(p1={"lane1": VAN}, p2={"lane0": "TD-FRONTEXIT", "lane1": "TD-FRONTEXIT", "lane2": "TD-GUARD"},
                     cards=[FRONT_EXIT, guardian(sacrifice=2)])
    s2 = s.clone()
    do(s, "attack", lane=1)
    do(s, "choose", option="yes")
    resolve_in_offered_order(s)
    assert count(s, "p1.trash") == 2 and count(s, "p1.hand") == 2
    assert ids(s, "p1.unit2") == ["TD-GUARD"] and ids(s, "p0.trash") == [VAN]
    # Declining the guardian: the encounter unit blocks and nothing is sacrificed.
    do(s2, "attack", lane=1)
    do(s2, "choose", option="no")
    assert count(s2, "p1.trash") == 0


def test_10_2_6_3_4_2_2_sacrifice_needs_another_unit():
    s = attack_phase(p1={"lane0": VAN}, p2={"lane1": "TD-GUARD"}, cards=[guardian(sacrifice=1)])
    do(s, "attack", lane=0)
    assert decision(s) is None and count(s, "p1.damage") == 1


def test_10_2_6_3_3_guardian_unable_when_it_could_not_block():
    runner = unit("TD-RUNALL", power=3, abilities=[attacker(breakthrough={})])
    s = attack_phase(p1={"lane0": "TD-RUNALL"}, p2={"lane1": "TD-GUARD", "hand": [FILL]},
                     cards=[runner, guardian(barrier=1)])
    do(s, "attack", lane=0)
    assert decision(s) is None                        # breakthrough: the guardian could not block
    assert count(s, "p1.hand") == 1 and count(s, "p1.damage") == 1


def test_10_2_6_3_3_guardian_prohibited_from_blocking_is_not_offered():
    shy = unit("TD-SHYGUARD", power=5, abilities=[{"keyword": "guardian", "barrier": 1},
                                                  {"keyword": "passive", "static": [{"prohibit": "block"}]}])
    s = attack_phase(p1={"lane0": VAN}, p2={"lane1": "TD-SHYGUARD", "hand": [FILL]}, cards=[shy])
    do(s, "attack", lane=0)
    assert decision(s) is None and count(s, "p1.hand") == 1


def test_10_2_6_3_3_guardian_cannot_pay_its_barrier_for_a_battle_without_an_attacker():
    retreat = unit("TD-RETREAT", power=3, abilities=[attacker(effect=[{"do": "bounce", "target": "self"}])])
    s = attack_phase(p1={"lane0": "TD-RETREAT"}, p2={"lane1": "TD-GUARD", "hand": [FILL]},
                     cards=[retreat, guardian(barrier=1)])
    events = do(s, "attack", lane=0)
    # The attacker went back to the hand before the block step: there is nothing to block, so the
    # guardian is not offered and keeps its card (7.3.1, 7.4.1).
    assert decision(s) is None and first_index(events, "block_declared") == -1
    assert count(s, "p1.hand") == 1 and count(s, "p1.trash") == 0
    # Against an attacker that stays, the same guardian is offered its barrier.
    s = attack_phase(p1={"lane0": VAN}, p2={"lane1": "TD-GUARD", "hand": [FILL]}, cards=[guardian(barrier=1)])
    do(s, "attack", lane=0)
    assert (decision(s).kind, decision(s).player) == ("may", 1)
