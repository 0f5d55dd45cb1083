"""Rule tests for section 8 of the Lanes TCG comprehensive rules: activating and resolving effects."""
from __future__ import annotations

from game.rulesets.lanes.state import Phase
from game.rulesets.lanes.statics import hit, power

from tests.lanes.rules_b_support import (FILL, VAN, count, decision, do, first_index, ids, item, make, refused,
                                         skill, unit, unit_id)


def active(*steps, **extra):
    return {"keyword": "active", "effect": list(steps), **extra}


def entry(*steps, **extra):
    return {"keyword": "entry", "effect": list(steps), **extra}


def exit_(*steps):
    return {"keyword": "exit", "effect": list(steps)}


DRAW1 = {"do": "draw", "n": 1}


def draws_of(events, player: int) -> list[int]:
    """Indexes of the draw moves of a player (0/1) in an event list."""
    return [i for i, e in enumerate(events)
            if e.kind == "card_moved" and e.data.get("to") == f"p{player}.hand" and e.data.get("reason") == "draw"]


# ----- 8.1.2 "do" and "may" ------------------------------------------------------------------------
def test_8_1_2_1_must_actions_are_done_as_far_as_possible():
    dumper = unit("TD-DUMP", abilities=[entry({"do": "discard", "n": 2})])
    s = make(p1={"hand": ["TD-DUMP", FILL]}, cards=[dumper])
    do(s, "play_unit", card="hand:TD-DUMP", lane=0)
    # Two cards to trash but only one in hand: that one is trashed, without asking.
    assert count(s, "p0.hand") == 0 and ids(s, "p0.trash") == [FILL]


def test_8_1_2_1_must_choose_the_full_number():
    killer = unit("TD-KILLER", abilities=[entry({"do": "trash", "target": {"choose": 1, "side": "opponent"}})])
    s = make(p1={"hand": ["TD-KILLER"]}, p2={"lane0": VAN, "lane1": FILL}, cards=[killer])
    do(s, "play_unit", card="hand:TD-KILLER", lane=0)
    d = decision(s)
    assert (d.kind, d.min, d.max) == ("target", 1, 1)
    refused(s, "8.3.3", "choose", option="done")       # cannot decline a "do"
    do(s, "choose", option="p2.unit1")
    assert ids(s, "p1.trash") == [FILL]


def test_8_1_2_2_may_actions_are_the_players_choice():
    maybe = unit("TD-MAYBE", abilities=[entry({"do": "draw", "n": 2, "may": True})])
    s = make(p1={"hand": ["TD-MAYBE"]}, cards=[maybe])
    do(s, "play_unit", card="hand:TD-MAYBE", lane=0)
    assert decision(s).kind == "may" and decision(s).player == 0
    do(s, "choose", option="no")
    assert count(s, "p0.hand") == 0
    s = make(p1={"hand": ["TD-MAYBE"]}, cards=[maybe])
    do(s, "play_unit", card="hand:TD-MAYBE", lane=0)
    do(s, "choose", option="yes")
    assert count(s, "p0.hand") == 2


def test_8_1_2_2_may_ability_asks_before_anything_happens():
    maybe = unit("TD-MAYAB", abilities=[entry(DRAW1, {"do": "mill", "n": 1}, may=True)])
    s = make(p1={"hand": ["TD-MAYAB"]}, cards=[maybe])
    do(s, "play_unit", card="hand:TD-MAYAB", lane=0)
    do(s, "choose", option="no")
    assert count(s, "p0.hand") == 0 and count(s, "p0.trash") == 0


# ----- 8.1.3 kinds of effects --------------------------------------------------------------------------
def test_8_1_3_1_actives_only_in_the_turn_players_main_phase():
    act = unit("TD-ACT", abilities=[active(DRAW1)])
    s = make(p1={"lane0": "TD-ACT"}, p2={"lane0": "TD-ACT"}, cards=[act])
    refused(s, "4.3.1", "activate", player=2, card="p2.unit0")     # not the turn player
    do(s, "end_main")
    refused(s, "6.4.1", "activate", card="unit0")                   # not the main phase
    s = make(p1={"lane0": "TD-ACT"}, cards=[act])
    do(s, "activate", card="unit0")
    assert count(s, "p0.hand") == 1


def test_8_1_3_1_actives_once_per_turn_per_effect():
    act = unit("TD-ACT", abilities=[active(DRAW1)])
    s = make(p1={"lane0": "TD-ACT"}, cards=[act])
    do(s, "activate", card="unit0")
    refused(s, "6.4.1.2.2", "activate", card="unit0")


def test_8_1_3_1_1_skill_cards_resolve_as_activated_effects():
    sk = skill("TD-SK", cost=1, effect=[{"do": "draw", "n": 2}])
    s = make(p1={"hand": ["TD-SK"]}, cards=[sk])
    do(s, "play_skill", card="hand:TD-SK")
    assert count(s, "p0.hand") == 2
    assert ids(s, "p0.skill") == ["TD-SK"]
    do(s, "end_main")
    refused(s, "6.4.1", "play_skill", card="hand#0")  # like any activated effect: main phase only


def test_8_1_3_1_2_active_unusable_when_nothing_can_be_done():
    act = unit("TD-ACT", abilities=[active(DRAW1)])
    s = make(p1={"lane0": "TD-ACT", "deck": []}, cards=[act])
    refused(s, "8.1.3.1.2", "activate", card="unit0")


def test_8_1_3_1_2_active_usable_when_some_action_can_be_done():
    act = unit("TD-ACT2", abilities=[active({"do": "trash", "target": {"choose": 1, "side": "opponent"}}, DRAW1)])
    s = make(p1={"lane0": "TD-ACT2"}, cards=[act])
    do(s, "activate", card="unit0")        # no opponent unit, but the draw can be done
    assert count(s, "p0.hand") == 1


def test_8_1_3_1_2_active_unusable_when_its_only_doable_action_hangs_on_an_impossible_one():
    # "Trash 1 card from your hand. If you did, draw 2." with an empty hand: the discard cannot be
    # done, so by 8.3.2 the draw cannot be done either: nothing the effect instructs can be done.
    act = unit("TD-IFP", abilities=[active({"do": "discard", "n": 1}, {"do": "draw", "n": 2, "if": "previous"})])
    s = make(p1={"lane0": "TD-IFP", "hand": []}, cards=[act])
    refused(s, "8.1.3.1.2", "activate", card="unit0")
    s = make(p1={"lane0": "TD-IFP", "hand": [FILL]}, cards=[act])
    do(s, "activate", card="unit0")
    assert count(s, "p0.hand") == 2 and ids(s, "p0.trash") == [FILL]


def test_8_1_3_1_2_skill_unplayable_when_its_only_doable_action_hangs_on_an_impossible_one():
    sk = skill("TD-IFPSK", cost=1, effect=[{"do": "trash", "target": {"choose": 1, "side": "opponent"}},
                                           {"do": "draw", "n": 2, "if": "previous"}])
    s = make(p1={"hand": ["TD-IFPSK"]}, cards=[sk])
    refused(s, "8.1.3.1.2", "play_skill", card="hand:TD-IFPSK")


def test_8_1_3_1_2_skill_unplayable_when_nothing_can_be_done():
    sk = skill("TD-ZAP", cost=1, effect=[{"do": "trash", "target": {"choose": 1, "side": "opponent"}}])
    s = make(p1={"hand": ["TD-ZAP"]}, cards=[sk])
    refused(s, "8.1.3.1.2", "play_skill", card="hand:TD-ZAP")
    s = make(p1={"hand": ["TD-ZAP"]}, p2={"lane2": VAN}, cards=[sk])
    do(s, "play_skill", card="hand:TD-ZAP")
    assert ids(s, "p1.trash") == [VAN]


def test_8_1_3_2_auto_effects_fire_by_themselves():
    e = unit("TD-ENTRY", abilities=[entry(DRAW1)])
    s = make(p1={"hand": ["TD-ENTRY"]}, cards=[e])
    events = do(s, "play_unit", card="hand:TD-ENTRY", lane=0)
    assert first_index(events, "trigger_fired", kw="entry") >= 0
    assert count(s, "p0.hand") == 1 and decision(s) is None


def test_8_1_3_2_1_auto_effect_fizzles_if_its_card_moved():
    watcher = unit("TD-WATCH", abilities=[{"keyword": "auto", "when": "ally_entry", "effect": [DRAW1]}])
    eater = unit("TD-EATER", abilities=[entry({"do": "trash", "target": {"choose": 1, "side": "own", "other": True}})])
    s = make(p1={"lane1": "TD-WATCH", "hand": ["TD-EATER"]}, cards=[watcher, eater])
    do(s, "play_unit", card="hand:TD-EATER", lane=0)
    assert decision(s).kind == "order"
    events = do(s, "choose", option="trigger:p1.unit0")    # the entry effect first: it trashes the watcher
    assert ids(s, "p0.trash") == ["TD-WATCH"]
    assert first_index(events, "trigger_fizzled", def_id="TD-WATCH", rule="8.1.3.2.1") >= 0
    assert count(s, "p0.hand") == 0                       # its draw never happened


def test_8_1_3_2_1_auto_effect_resolves_while_its_card_stays():
    watcher = unit("TD-WATCH", abilities=[{"keyword": "auto", "when": "ally_entry", "effect": [DRAW1]}])
    eater = unit("TD-EATER", abilities=[entry({"do": "trash", "target": {"choose": 1, "side": "own", "other": True}})])
    s = make(p1={"lane1": "TD-WATCH", "hand": ["TD-EATER"]}, cards=[watcher, eater])
    do(s, "play_unit", card="hand:TD-EATER", lane=0)
    do(s, "choose", option="trigger:p1.unit1")            # the watcher first: it draws, then is trashed
    assert count(s, "p0.hand") == 1
    assert ids(s, "p0.trash") == ["TD-WATCH"]


OUCH_DRAW = unit("TD-OUCH-DRAW", abilities=[{"keyword": "auto", "when": "damaged", "effect": [DRAW1]}])
OUCH_HIDE = unit("TD-OUCH-HIDE", abilities=[{"keyword": "auto", "when": "damaged", "effect": [
    {"do": "bounce", "target": {"choose": 1, "side": "own", "other": True}}]}])


def test_8_1_3_2_1_damaged_effect_lost_if_an_earlier_one_moved_its_card():
    s = make(p1={"lane0": VAN}, p2={"lane1": "TD-OUCH-HIDE", "lane2": "TD-OUCH-DRAW"},
             cards=[OUCH_DRAW, OUCH_HIDE], phase="attack")
    do(s, "attack", lane=0)
    assert (decision(s).kind, decision(s).player) == ("order", 1)
    events = do(s, "choose", option="trigger:p2.unit1")        # the bounce first: it takes the drawer home
    assert ids(s, "p1.hand") == ["TD-OUCH-DRAW"]                  # no card drawn: its effect was lost
    assert first_index(events, "trigger_fizzled", def_id="TD-OUCH-DRAW", rule="8.1.3.2.1") >= 0
    assert count(s, "p1.damage") == 1


def test_8_1_3_2_1_damaged_effect_resolves_while_its_card_stays():
    s = make(p1={"lane0": VAN}, p2={"lane1": "TD-OUCH-HIDE", "lane2": "TD-OUCH-DRAW"},
             cards=[OUCH_DRAW, OUCH_HIDE], phase="attack")
    do(s, "attack", lane=0)
    events = do(s, "choose", option="trigger:p2.unit2")        # the drawer first, then the bounce
    assert first_index(events, "trigger_fizzled") == -1
    assert sorted(ids(s, "p1.hand")) == sorted([FILL, "TD-OUCH-DRAW"]) and count(s, "p1.damage") == 1


def test_8_1_3_2_1_exit_effect_fizzles_if_its_card_left_the_trash():
    saver = unit("TD-SAVER", affiliations=["ashguard"], abilities=[exit_(
        {"do": "recover", "filter": {"type": "unit", "affiliation": "rootkin"}, "n": 1})])
    saved = unit("TD-SAVED", affiliations=["rootkin"], abilities=[exit_(DRAW1)])
    wipe = skill("TD-WIPEOWN", cost=1, effect=[{"do": "trash", "target": {"all": True, "side": "own"}}])
    s = make(p1={"lane0": "TD-SAVER", "lane1": "TD-SAVED", "hand": ["TD-WIPEOWN"]}, cards=[saver, saved, wipe])
    do(s, "play_skill", card="hand:TD-WIPEOWN")
    do(s, "choose", option="trigger:p1.trash:TD-SAVER")  # the recovering exit first
    events = do(s, "choose", option="trash:TD-SAVED")
    assert ids(s, "p0.hand") == ["TD-SAVED"]            # back in hand; its own exit (draw 1) fizzled
    assert first_index(events, "trigger_fizzled", def_id="TD-SAVED") >= 0


def test_8_1_3_2_2_auto_effects_fire_even_if_they_do_nothing():
    e = unit("TD-NOTHING", abilities=[entry({"do": "trash", "target": {"choose": 1, "side": "opponent"}})])
    s = make(p1={"hand": ["TD-NOTHING"]}, cards=[e])
    events = do(s, "play_unit", card="hand:TD-NOTHING", lane=0)
    assert first_index(events, "trigger_fired", def_id="TD-NOTHING", kw="entry") >= 0
    assert first_index(events, "effect_resolved", def_id="TD-NOTHING") >= 0
    assert ids(s, "p0.unit0") == ["TD-NOTHING"]


def test_8_1_3_2_2_may_auto_effect_still_offered_when_it_can_do_nothing():
    e = unit("TD-MAYNOT", abilities=[entry({"do": "trash", "target": {"choose": 1, "side": "opponent"}}, may=True)])
    s = make(p1={"hand": ["TD-MAYNOT"]}, cards=[e])
    do(s, "play_unit", card="hand:TD-MAYNOT", lane=0)
    assert decision(s) is not None and decision(s).kind == "may"


def test_8_1_3_3_continuous_effects_apply_while_their_card_is_valid():
    aura = unit("TD-AURA", power=1, abilities=[{"keyword": "passive", "static": [
        {"power": 2, "target": {"all": True, "side": "own", "other": True}}]}])
    zap = skill("TD-ZAPOWN", cost=1, effect=[{"do": "trash", "target": {"choose": 1, "side": "own", "max_power": 1}}])
    s = make(p1={"lane0": VAN, "hand": ["TD-AURA", "TD-ZAPOWN"]}, cards=[aura, zap])
    van = unit_id(s, 1, 0)
    assert power(s, van) == 3
    do(s, "play_unit", card="hand:TD-AURA", lane=1)
    assert power(s, van) == 5                        # at once, with no activation
    do(s, "play_skill", card="hand:TD-ZAPOWN")
    assert ids(s, "p0.trash") == ["TD-AURA"]
    assert power(s, van) == 3


def test_8_1_3_3_1_a_conditional_continuous_effect_applies_only_while_its_condition_holds():
    front = unit("TD-FRONT", power=2, abilities=[{"keyword": "frontline", "static": [{"power": 3}]}])
    zap = skill("TD-ZAPOWN", cost=1, effect=[{"do": "trash", "target": {"choose": 1, "side": "own", "other": True,
                                                                       "max_power": 1}}])
    s = make(p1={"lane0": "TD-FRONT", "lane1": VAN, "lane2": FILL, "hand": ["TD-ZAPOWN"]}, cards=[front, zap])
    u = unit_id(s, 1, 0)
    assert power(s, u) == 5
    do(s, "play_skill", card="hand:TD-ZAPOWN")       # a unit zone is empty now
    assert power(s, u) == 2


WIPE = skill("TD-WIPE", cost=1, effect=[{"do": "trash", "target": {"all": True, "side": "any"}}])


def test_8_1_3_2_3_turn_players_auto_effects_first():
    # The opponent's unit is trashed (and its exit triggered) first; both wait for the skill (8.4.3),
    # then the turn player's exit resolves before the opponent's.
    a = unit("TD-EXD", abilities=[exit_(DRAW1)])
    sk = skill("TD-THEMTHENME", cost=1, effect=[{"do": "trash", "target": {"all": True, "side": "opponent"}},
                                                {"do": "trash", "target": {"all": True, "side": "own"}}])
    s = make(p1={"lane0": "TD-EXD", "hand": ["TD-THEMTHENME"]}, p2={"lane0": "TD-EXD"}, cards=[a, sk])
    events = do(s, "play_skill", card="hand:TD-THEMTHENME")
    assert first_index(events, "card_moved", to="p1.trash") < first_index(events, "card_moved", to="p0.trash")
    mine, theirs = draws_of(events, 0), draws_of(events, 1)
    assert len(mine) == 1 and len(theirs) == 1
    assert mine[0] < theirs[0]


def test_8_1_3_2_3_turn_players_auto_effects_first_on_the_opponents_turn_too():
    a = unit("TD-EXD", abilities=[exit_(DRAW1)])
    s = make(p1={"lane0": "TD-EXD"}, p2={"lane0": "TD-EXD", "hand": ["TD-WIPE"]}, cards=[a, WIPE], turn_player=2)
    events = do(s, "play_skill", card="p2.hand:TD-WIPE")
    mine, theirs = draws_of(events, 1), draws_of(events, 0)
    assert mine[0] < theirs[0]       # player 2 is the turn player now


def test_8_1_3_2_3_a_player_orders_their_own_simultaneous_effects():
    a = unit("TD-EXD", abilities=[exit_(DRAW1)])
    b = unit("TD-EXM", abilities=[exit_({"do": "mill", "n": 1})])
    s = make(p1={"lane0": "TD-EXD", "lane1": "TD-EXM", "hand": ["TD-WIPE"], "deck": [VAN, FILL, FILL]},
             p2={"lane0": "TD-EXD", "lane1": "TD-EXM"}, cards=[a, b, WIPE])
    do(s, "play_skill", card="hand:TD-WIPE")
    d = decision(s)
    assert (d.kind, d.player, len(d.options)) == ("order", 0, 2)
    do(s, "choose", option="trigger:p1.trash:TD-EXM")   # mill first: VAN goes to the trash
    assert "TD-VAN" in ids(s, "p0.trash")
    assert ids(s, "p0.hand") == [FILL]                           # the draw came after the mill
    # Then the opponent orders theirs.
    d = decision(s)
    assert (d.kind, d.player) == ("order", 1)
    do(s, "choose", option="trigger:p2.trash:TD-EXD")
    assert count(s, "p1.hand") == 1 and count(s, "p1.trash") == 3   # two units and the milled card


# ----- 8.2 activation -------------------------------------------------------------------------------
def test_8_2_1_1_activation_needs_its_condition():
    act = unit("TD-COSTLY", abilities=[active(DRAW1, cost=[{"do": "discard", "n": 2}])])
    s = make(p1={"lane0": "TD-COSTLY", "hand": [FILL]}, cards=[act])
    refused(s, "8.2.1.1", "activate", card="unit0")
    s = make(p1={"lane0": "TD-COSTLY", "hand": [FILL, FILL]}, cards=[act])
    do(s, "activate", card="unit0")
    assert count(s, "p0.trash") == 2 and count(s, "p0.hand") == 1


def test_8_2_1_1_auto_effect_with_unmet_condition_does_nothing():
    e = unit("TD-COND", abilities=[entry(DRAW1, condition={"hand_at_least": 2})])
    s = make(p1={"hand": ["TD-COND", FILL]}, cards=[e])
    do(s, "play_unit", card="hand:TD-COND", lane=0)
    assert count(s, "p0.hand") == 1
    s = make(p1={"hand": ["TD-COND", FILL, FILL]}, cards=[e])
    do(s, "play_unit", card="hand:TD-COND", lane=0)
    assert count(s, "p0.hand") == 3


def test_8_2_1_2_a_skill_played_from_hand_is_shown_to_the_opponent():
    sk = skill("TD-SK", cost=1)
    s = make(p1={"hand": ["TD-SK"]}, cards=[sk])
    events = do(s, "play_skill", card="hand:TD-SK")
    i = first_index(events, "card_moved", to="p0.skill")
    assert events[i].visible_to is None and events[i].data["def_id"] == "TD-SK"
    assert events[i].for_player(1).data.get("def_id") == "TD-SK"


def test_8_2_1_3_activation_then_resolution_cost_first():
    act = unit("TD-LOOT", abilities=[active({"do": "draw", "n": 2}, cost=[{"do": "discard", "n": 1}])])
    s = make(p1={"lane0": "TD-LOOT", "hand": [FILL], "deck": [VAN, VAN, FILL]}, cards=[act])
    events = do(s, "activate", card="unit0")
    assert first_index(events, "ability_activated") < first_index(events, "effect_resolved")
    assert ids(s, "p0.trash") == [FILL]           # the cost was paid before the draw
    assert ids(s, "p0.hand") == [VAN, VAN]


def test_8_2_1_4_the_activated_effect_is_resolved():
    sk = skill("TD-SK", cost=1, effect=[DRAW1])
    s = make(p1={"hand": ["TD-SK"]}, cards=[sk])
    events = do(s, "play_skill", card="hand:TD-SK")
    assert first_index(events, "effect_resolved", def_id="TD-SK", done=True) >= 0
    assert s.stack == [] and decision(s) is None and s.phase is Phase.MAIN


# ----- 8.3 resolution --------------------------------------------------------------------------------
def test_8_3_1_actions_are_done_from_the_top():
    act = unit("TD-DD", abilities=[active(DRAW1, {"do": "discard", "n": 1})])
    s = make(p1={"lane0": "TD-DD", "hand": [], "deck": [VAN, FILL]}, cards=[act])
    do(s, "activate", card="unit0")
    # Draw first, then discard: the drawn card is the one trashed.
    assert ids(s, "p0.trash") == [VAN] and count(s, "p0.hand") == 0


CHAIN = unit("TD-CHAIN", abilities=[active(
    {"do": "discard", "n": 1, "may": True},
    {"do": "trash", "target": {"choose": 1, "side": "opponent"}, "if": "previous"},
    {"do": "draw", "n": 2, "if": "previous"})])


def test_8_3_2_if_you_did_follows_the_previous_action():
    s = make(p1={"lane0": "TD-CHAIN", "hand": [VAN], "deck": [FILL] * 5}, p2={"lane0": VAN}, cards=[CHAIN])
    do(s, "activate", card="unit0")
    do(s, "choose", option="yes")
    assert ids(s, "p1.trash") == [VAN]       # discarded, so the trash happened
    assert count(s, "p0.hand") == 2          # trashed, so the draw happened


def test_8_3_2_if_you_did_not_nothing_follows():
    s = make(p1={"lane0": "TD-CHAIN", "hand": [VAN]}, p2={"lane0": VAN}, cards=[CHAIN])
    do(s, "activate", card="unit0")
    do(s, "choose", option="no")
    assert ids(s, "p1.unit0") == [VAN] and ids(s, "p0.hand") == [VAN]


def test_8_3_2_a_broken_link_stops_the_rest_of_the_chain():
    s = make(p1={"lane0": "TD-CHAIN", "hand": [VAN]}, cards=[CHAIN])
    do(s, "activate", card="unit0")
    do(s, "choose", option="yes")
    # Discarded, but there was no unit to trash: the draw "if you did" does not happen.
    assert ids(s, "p0.trash") == [VAN] and count(s, "p0.hand") == 0


def test_8_3_2_if_you_did_only_in_part_nothing_follows():
    # "Trash 2 cards from your hand. If you did, draw 3." with one card in hand: the one card is
    # trashed (8.1.2.1), but the condition is met only in part, so the draw is not done.
    act = unit("TD-PART", abilities=[active({"do": "discard", "n": 2}, {"do": "draw", "n": 3, "if": "previous"})])
    s = make(p1={"lane0": "TD-PART", "hand": [VAN]}, cards=[act])
    do(s, "activate", card="unit0")
    assert ids(s, "p0.trash") == [VAN]
    assert count(s, "p0.hand") == 0, "drew although only 1 of the 2 cards was trashed"
    s = make(p1={"lane0": "TD-PART", "hand": [VAN, FILL]}, cards=[act])
    do(s, "activate", card="unit0")
    assert count(s, "p0.hand") == 3


def test_8_3_2_if_you_did_only_in_part_with_too_few_targets():
    sk = skill("TD-PART2", cost=1, effect=[{"do": "trash", "target": {"choose": 2, "side": "opponent"}},
                                           {"do": "draw", "n": 2, "if": "previous"}])
    s = make(p1={"hand": ["TD-PART2"]}, p2={"lane1": VAN}, cards=[sk])
    do(s, "play_skill", card="hand:TD-PART2")
    assert ids(s, "p1.trash") == [VAN]                  # as many as possible (8.3.3.1) ...
    assert count(s, "p0.hand") == 0, "drew although only 1 of the 2 units was trashed"


def test_8_3_2_a_condition_not_met_skips_that_action():
    act = unit("TD-IFDMG", abilities=[active({"do": "draw", "n": 2, "condition": {"opponent_damage_at_least": 3}},
                                             {"do": "mill", "n": 1})])
    s = make(p1={"lane0": "TD-IFDMG"}, p2={"damage": [FILL, FILL]}, cards=[act])
    do(s, "activate", card="unit0")
    assert count(s, "p0.hand") == 0 and count(s, "p0.trash") == 1
    s = make(p1={"lane0": "TD-IFDMG"}, p2={"damage": [FILL] * 3}, cards=[act])
    do(s, "activate", card="unit0")
    assert count(s, "p0.hand") == 2 and count(s, "p0.trash") == 1


def test_8_3_3_targets_are_chosen_at_resolution():
    sk = skill("TD-SHRINKKILL", cost=1, effect=[
        {"do": "power", "n": -2, "target": {"all": True, "side": "opponent"}},
        {"do": "trash", "target": {"choose": 1, "side": "opponent", "max_power": 3}}])
    s = make(p1={"hand": ["TD-SHRINKKILL"]}, p2={"lane0": "TD-P5", "lane1": "TD-P6"},
             cards=[sk, unit("TD-P5", power=5), unit("TD-P6", power=6)])
    do(s, "play_skill", card="hand:TD-SHRINKKILL")
    # When the trash step resolved, the power-5 unit had 3 power: it was the matching unit then.
    assert ids(s, "p1.trash") == ["TD-P5"]
    assert ids(s, "p1.unit1") == ["TD-P6"]


def test_8_3_3_the_choice_is_asked_when_the_step_resolves():
    act = unit("TD-DRAWKILL", abilities=[active(DRAW1, {"do": "trash", "target": {"choose": 1, "side": "opponent"}})])
    s = make(p1={"lane0": "TD-DRAWKILL", "deck": [VAN, FILL]}, p2={"lane0": VAN, "lane1": VAN}, cards=[act])
    do(s, "activate", card="unit0")
    assert ids(s, "p0.hand") == [VAN]          # the draw is already done when the target is asked
    assert decision(s).kind == "target"
    do(s, "choose", option="p2.unit1")
    assert ids(s, "p1.trash") == [VAN]


def test_8_3_3_1_as_many_as_possible_when_too_few_match():
    sk = skill("TD-KILL2", cost=1, effect=[{"do": "trash", "target": {"choose": 2, "side": "opponent"}}])
    s = make(p1={"hand": ["TD-KILL2"]}, p2={"lane1": VAN}, cards=[sk])
    do(s, "play_skill", card="hand:TD-KILL2")
    assert decision(s) is None and ids(s, "p1.trash") == [VAN]


def test_8_3_3_1_a_fixed_number_must_be_chosen_in_full():
    sk = skill("TD-KILL2", cost=1, effect=[{"do": "trash", "target": {"choose": 2, "side": "opponent"}}])
    s = make(p1={"hand": ["TD-KILL2"]}, p2={"lane0": VAN, "lane1": VAN, "lane2": FILL}, cards=[sk])
    do(s, "play_skill", card="hand:TD-KILL2")
    d = decision(s)
    assert (d.min, d.max) == (2, 2)
    do(s, "choose", option="p2.unit0")
    refused(s, "8.3.3", "choose", option="done")
    do(s, "choose", option="p2.unit2")
    assert sorted(ids(s, "p1.trash")) == sorted([VAN, FILL])


def test_8_3_3_1_up_to_allows_zero():
    sk = skill("TD-UPTO", cost=1, effect=[{"do": "trash", "target": {"choose": 2, "side": "opponent", "upto": True}}])
    s = make(p1={"hand": ["TD-UPTO"]}, p2={"lane0": VAN, "lane1": VAN}, cards=[sk])
    do(s, "play_skill", card="hand:TD-UPTO")
    d = decision(s)
    assert (d.min, d.max) == (0, 2)
    do(s, "choose", option="done")
    assert count(s, "p1.trash") == 0 and decision(s) is None


def test_8_3_3_1_up_to_allows_fewer():
    sk = skill("TD-UPTO", cost=1, effect=[{"do": "trash", "target": {"choose": 2, "side": "opponent", "upto": True}}])
    s = make(p1={"hand": ["TD-UPTO"]}, p2={"lane0": VAN, "lane1": VAN}, cards=[sk])
    do(s, "play_skill", card="hand:TD-UPTO")
    do(s, "choose", option="p2.unit1")
    do(s, "choose", option="done")
    assert count(s, "p1.trash") == 1 and ids(s, "p1.unit0") == [VAN]


def test_8_3_4_no_named_target_means_the_card_or_its_player():
    e = unit("TD-SELFISH", abilities=[entry(DRAW1, {"do": "level", "n": 1})])
    s = make(p1={"hand": ["TD-SELFISH"], "level": 3}, p2={"level": 3}, cards=[e])
    do(s, "play_unit", card="hand:TD-SELFISH", lane=0)
    assert count(s, "p0.hand") == 1 and count(s, "p1.hand") == 0
    assert s.level == [4, 3]


def test_8_3_4_trash_self_means_this_card():
    act = unit("TD-SACRIFICE", abilities=[active({"do": "trash_self"}, DRAW1)])
    s = make(p1={"lane0": "TD-SACRIFICE", "lane1": VAN}, cards=[act])
    do(s, "activate", card="unit0")
    assert ids(s, "p0.trash") == ["TD-SACRIFICE"] and ids(s, "p0.unit1") == [VAN]


# ----- 8.4 order of processing ----------------------------------------------------------------------
def test_8_4_1_new_triggers_of_the_turn_player_wait_for_the_opponent():
    wipe = skill("TD-WIPEASH", cost=1, effect=[{"do": "trash", "target": {"all": True, "side": "any", "affiliation": "ashguard"}}])
    a = unit("TD-A", affiliations=["ashguard"], abilities=[exit_(
        {"do": "trash", "target": {"all": True, "side": "own", "affiliation": "rootkin"}})])
    c = unit("TD-C", affiliations=["rootkin"], abilities=[exit_(DRAW1)])
    b = unit("TD-B", affiliations=["ashguard"], abilities=[exit_(DRAW1)])
    s = make(p1={"lane0": "TD-A", "lane1": "TD-C", "hand": ["TD-WIPEASH"]}, p2={"lane0": "TD-B"},
             cards=[wipe, a, b, c])
    events = do(s, "play_skill", card="hand:TD-WIPEASH")
    assert ids(s, "p0.unit1") == []                 # A's exit trashed C
    theirs, mine = draws_of(events, 1), draws_of(events, 0)
    assert len(theirs) == 1 and len(mine) == 1
    assert theirs[0] < mine[0]                      # B (opponent) before C's new exit (turn player)


def test_8_4_2_effects_triggered_during_damage_processing_wait_until_it_ends():
    striker = unit("TD-STRIKER", power=3, hit=3, abilities=[exit_(DRAW1)])
    trig = unit("TD-TRIG", abilities=[{"keyword": "trigger", "effect": [
        {"do": "trash", "target": {"choose": 1, "side": "opponent"}}]}])
    s = make(p1={"lane0": "TD-STRIKER"}, p2={"deck": [FILL, "TD-TRIG", FILL, FILL]}, cards=[striker, trig],
             phase="attack")
    events = do(s, "attack", lane=0)
    assert ids(s, "p0.trash") == ["TD-STRIKER"]
    i_done = first_index(events, "damage_processed", player=1)
    i_exit = first_index(events, "trigger_fired", def_id="TD-STRIKER", kw="exit")
    assert -1 < i_done < i_exit
    assert count(s, "p0.hand") == 1


def test_8_4_3_effects_triggered_during_resolution_wait_until_it_ends():
    sk = skill("TD-KILLDRAW", cost=1, effect=[{"do": "trash", "target": {"choose": 1, "side": "opponent"}}, DRAW1])
    victim = unit("TD-VICTIM", abilities=[exit_(DRAW1)])
    s = make(p1={"hand": ["TD-KILLDRAW"]}, p2={"lane0": "TD-VICTIM"}, cards=[sk, victim])
    events = do(s, "play_skill", card="hand:TD-KILLDRAW")
    mine, theirs = draws_of(events, 0), draws_of(events, 1)
    assert mine[0] < theirs[0]                     # the skill finished (its draw) before the exit resolved
    assert first_index(events, "effect_resolved", def_id="TD-KILLDRAW") < first_index(
        events, "trigger_fired", def_id="TD-VICTIM")


# ----- 8.5 nullification -----------------------------------------------------------------------------
def test_8_5_1_effects_end_by_nullification():
    pump = unit("TD-PUMP", abilities=[active({"do": "power", "n": 2, "target": "self"})])
    s = make(p1={"lane0": "TD-PUMP"}, cards=[pump])
    do(s, "activate", card="unit0")
    do(s, "end_main")
    events = do(s, "end_attack")
    assert first_index(events, "effects_ended", until="turn") >= 0
    assert power(s, unit_id(s, 1, 0)) == 3


def test_8_5_2_1_below_zero_during_nullification_does_not_trash():
    swing = unit("TD-SWING", power=3, abilities=[
        active({"do": "power", "n": 4, "target": "self"}),
        active({"do": "power", "n": -4, "target": "self"})])
    s = make(p1={"lane0": "TD-SWING"}, cards=[swing])
    u = unit_id(s, 1, 0)
    do(s, "activate", card="unit0", ability=0)
    do(s, "activate", card="unit0", ability=1)
    assert power(s, u) == 3
    do(s, "end_main")
    do(s, "end_attack")
    # Both effects ended together; whatever the order, the unit never counts as 0 power meanwhile.
    assert unit_id(s, 1, 0) == u and power(s, u) == 3


def test_8_5_2_1_negative_after_nullification_becomes_zero_and_the_unit_is_trashed():
    fading = unit("TD-FADE", power=2, hit=1, abilities=[
        {"keyword": "attacker", "effect": [{"do": "power", "n": 4, "target": "self"},
                                           {"do": "power", "n": -5, "target": "self", "until": "turn"}]},
        exit_(DRAW1)])
    s = make(p1={"lane0": "TD-FADE"}, cards=[fading], phase="attack")
    events = do(s, "attack", lane=0)
    assert count(s, "p1.damage") == 1               # power 1 during the battle
    # At battle end the +4 ended: 2 - 5 < 0 becomes 0, and a 0-power unit is trashed (by effect: exit fires).
    assert ids(s, "p0.trash") == ["TD-FADE"]
    assert -1 < first_index(events, "effects_ended", until="battle") < first_index(events, "power_zero")
    assert count(s, "p0.hand") == 1                 # trashed by effect: its exit resolved


def test_8_5_2_1_after_a_nullification_the_changes_left_apply_in_their_order():
    # Hit 1: +3 for the battle, then -4 and +2 for the turn: 1 -> 4 -> 0 -> 2 during the battle (2 damage).
    # At battle end the +3 ends; the number is the changes still in force, in their order: 1 -> 0 -> 2.
    swing = unit("TD-SWINGHIT", power=3, hit=1, abilities=[{"keyword": "attacker", "effect": [
        {"do": "hit", "n": 3, "target": "self"},
        {"do": "hit", "n": -4, "target": "self", "until": "turn"},
        {"do": "hit", "n": 2, "target": "self", "until": "turn"}]}])
    s = make(p1={"lane0": "TD-SWINGHIT"}, cards=[swing], phase="attack")
    events = do(s, "attack", lane=0)
    assert count(s, "p1.damage") == 2
    assert first_index(events, "effects_ended", until="battle") >= 0
    assert hit(s, unit_id(s, 1, 0)) == 2
    do(s, "end_attack")                                # the turn's changes end too: the printed 1
    assert hit(s, unit_id(s, 1, 0)) == 1


def test_8_5_2_2_effects_triggered_by_a_nullification_wait_until_it_is_done():
    fading = unit("TD-FADE", power=2, hit=1, abilities=[
        {"keyword": "attacker", "effect": [{"do": "power", "n": 4, "target": "self"},
                                           {"do": "power", "n": -5, "target": "self", "until": "turn"}]},
        exit_(DRAW1)])
    s = make(p1={"lane0": "TD-FADE"}, cards=[fading], phase="attack")
    events = do(s, "attack", lane=0)
    i_end = first_index(events, "effects_ended", until="battle")
    i_exit = first_index(events, "trigger_fired", kw="exit", def_id="TD-FADE")
    assert -1 < i_end < i_exit
    assert first_index(events, "battle_end") >= 0 and count(s, "p0.hand") == 1


# ----- 8.6 items ------------------------------------------------------------------------------------
def test_8_6_1_an_equipped_unit_gets_the_items_effect_and_loses_it_with_the_item():
    it = item("TD-BLADE", cost=1, equip={"max_power": 4}, abilities=[{"keyword": "equipped", "static": [{"hit": 1}]}])
    pump = unit("TD-PUMP", power=3, hit=1, abilities=[active({"do": "power", "n": 2, "target": "self"})])
    s = make(p1={"lane0": "TD-PUMP", "hand": ["TD-BLADE"]}, cards=[it, pump])
    u = unit_id(s, 1, 0)
    assert hit(s, u) == 1
    do(s, "play_item", card="hand:TD-BLADE", lane=0)
    assert hit(s, u) == 2
    do(s, "activate", card="unit0")                 # power 5 breaks the equip condition
    assert ids(s, "p0.trash") == ["TD-BLADE"]
    assert hit(s, u) == 1


def test_8_6_1_item_granted_abilities_work():
    it = item("TD-SPIKE", cost=1, abilities=[{"keyword": "equipped", "static": [
        {"grant": {"keyword": "attacker", "effect": [DRAW1]}}]}])
    s = make(p1={"lane0": {"unit": VAN, "items": ["TD-SPIKE"]}}, cards=[it], phase="attack")
    do(s, "attack", lane=0)
    assert count(s, "p0.hand") == 1


def test_8_6_2_item_trashed_after_the_effect_that_broke_its_condition():
    it = item("TD-BLADE", cost=1, equip={"max_power": 4}, abilities=[{"keyword": "equipped", "static": [{"hit": 1}]}])
    pump = unit("TD-PUMP2", power=3, abilities=[active({"do": "power", "n": 2, "target": "self"}, DRAW1)])
    s = make(p1={"lane0": {"unit": "TD-PUMP2", "items": ["TD-BLADE"]}}, cards=[it, pump])
    events = do(s, "activate", card="unit0")
    i_res = first_index(events, "effect_resolved", def_id="TD-PUMP2")
    i_item = first_index(events, "card_moved", def_id="TD-BLADE", to="p0.trash")
    assert -1 < i_res < i_item                      # not in the middle of the effect
    assert events[i_item].data["cause"] == "rule"   # not by effect
    assert events[i_item].data.get("rule") == "8.6.2"


def test_8_6_2_every_item_failing_its_condition_at_that_moment_is_trashed():
    # Power 2 + 2 (sword) = 4 meets both conditions; the pump makes it 5 and both fail at once, so both are
    # trashed, whichever is checked first (the sword leaving first would have brought the charm's 4 back).
    sword = item("TD-SWORD", cost=1, equip={"max_power": 4}, abilities=[{"keyword": "equipped", "static": [{"power": 2}]}])
    charm = item("TD-CHARM", cost=1, equip={"max_power": 4}, abilities=[{"keyword": "equipped", "static": [{"hit": 1}]}])
    pump = unit("TD-PUMP1", power=2, abilities=[active({"do": "power", "n": 1, "target": "self"})])
    for items in (["TD-SWORD", "TD-CHARM"], ["TD-CHARM", "TD-SWORD"]):
        s = make(p1={"lane0": {"unit": "TD-PUMP1", "items": items}}, cards=[sword, charm, pump])
        assert ids(s, "p0.unit0") == ["TD-PUMP1"] + items      # both conditions hold at power 4
        do(s, "activate", card="unit0")
        assert ids(s, "p0.unit0") == ["TD-PUMP1"] and sorted(ids(s, "p0.trash")) == ["TD-CHARM", "TD-SWORD"]


def test_8_6_2_item_trashed_when_nullification_breaks_its_condition():
    it = item("TD-HEAVY", cost=1, equip={"min_power": 5}, abilities=[{"keyword": "equipped", "static": [{"hit": 1}]}])
    pump = unit("TD-PUMP", power=3, abilities=[active({"do": "power", "n": 2, "target": "self"})])
    s = make(p1={"lane0": "TD-PUMP", "hand": ["TD-HEAVY"]}, cards=[it, pump])
    refused(s, "3.5.6", "play_item", card="hand:TD-HEAVY", lane=0)   # power 3 does not meet it yet
    do(s, "activate", card="unit0")
    do(s, "play_item", card="hand:TD-HEAVY", lane=0)
    assert ids(s, "p0.unit0") == ["TD-PUMP", "TD-HEAVY"]
    do(s, "end_main")
    do(s, "end_attack")
    assert ids(s, "p0.unit0") == ["TD-PUMP"] and ids(s, "p0.trash") == ["TD-HEAVY"]
