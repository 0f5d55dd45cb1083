"""Rule tests for section 4 of the Lanes TCG rules: basic terms (owner, turn player, draw,
damage processing, leader level, size, trash)."""
from __future__ import annotations

import pytest

from game.engine.errors import DataError, IllegalActionError
from game.rulesets.lanes.actionsupport import draw
from game.rulesets.lanes.cards import load_card_db, parse_card_tables
from game.rulesets.lanes.flow import advance
from game.rulesets.lanes.scenario import do, ref
from game.rulesets.lanes.statics import size

from rules_b_support import refused
from lanes_kit import count, ids, make, moves, of_kind, skill, unit, winner




TRIG_DRAW = unit("TC-TRIG-DRAW", abilities=[{"keyword": "trigger", "effect": [{"do": "draw", "n": 1}]}])
TRIG_HEAL = unit("TC-TRIG-HEAL", abilities=[{"keyword": "trigger", "effect": [{"do": "heal", "n": 1}]}])
HIT3 = unit("TC-HIT3", cost=2, power=4, hit=3)


# ----- 4.1 effects, 4.2 players, 4.3 turn player -------------------------------------------------------
def test_4_1_2_abilities_are_named_by_known_keywords():
    bad = unit("TC-BADKW", abilities=[{"keyword": "onplay", "effect": [{"do": "draw", "n": 1}]}])
    with pytest.raises(DataError) as exc:
        parse_card_tables([bad], "<t>", load_card_db().affiliations)
    assert "TC-BADKW" in str(exc.value) and "keyword" in str(exc.value)


def test_4_2_1_cards_belong_to_their_owner():
    cards = [skill("TC-S-KILL", [{"do": "trash", "target": {"choose": 1, "side": "opponent"}}])]
    s = make(p1={"hand": ["TC-S-KILL"]}, p2={"lane0": "TC-V2"}, cards=cards)
    victim = ref(s, "p2.unit0")
    assert s.cards[victim].owner == 1
    do(s, "play_skill", card="hand:TC-S-KILL")
    # Trashed by player 1's effect, it goes to its owner's trash.
    assert ids(s, "p1.trash") == ["TC-V2"] and ids(s, "p0.trash") == []


def test_4_2_2_owner_is_the_original_owner():
    cards = [skill("TC-S-BOUNCE", [{"do": "bounce", "target": {"choose": 1, "side": "opponent"}}])]
    s = make(p1={"hand": ["TC-S-BOUNCE"]}, p2={"lane1": "TC-V3"}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-BOUNCE")
    assert ids(s, "p1.hand") == ["TC-V3"] and ids(s, "p0.hand") == []


def test_4_3_1_only_the_turn_player_proceeds():
    s = make(p2={"hand": ["TC-V1"]})
    assert s.turn_player == 0
    refused(s, "4.3.1", "play_unit", card="p2.hand:TC-V1", lane=0, player=2)
    refused(s, "4.3.1", "end_main", player=2)
    do(s, "end_main", player=1)


# ----- 4.4 draw -------------------------------------------------------------------------------------------
def test_4_4_1_draw_takes_the_top_card_without_showing_it():
    cards = [skill("TC-S-DRAW", [{"do": "draw", "n": 1}])]
    s = make(p1={"hand": ["TC-S-DRAW"], "deck": ["TC-C", "TC-A"]}, cards=cards)
    events = do(s, "play_skill", card="hand:TC-S-DRAW")
    assert ids(s, "p0.hand") == ["TC-C"] and ids(s, "p0.deck") == ["TC-A"]
    drawn = moves(events, frm="p0.deck", to="p0.hand")[0]
    assert drawn.visible_to == (0,)
    assert drawn.for_player(1).data.get("hidden") and "def_id" not in drawn.for_player(1).data
    assert drawn.for_player(0).data["def_id"] == "TC-C"


def test_4_4_2_a_player_draws_from_their_own_deck():
    cards = [skill("TC-S-DRAW", [{"do": "draw", "n": 1}])]
    s = make(p1={"hand": ["TC-S-DRAW"], "deck": ["TC-A", "TC-B"]}, p2={"deck": ["TC-C", "TC-D"]}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-DRAW")
    assert ids(s, "p0.hand") == ["TC-A"] and ids(s, "p1.deck") == ["TC-C", "TC-D"]


def test_4_4_3_draw_n_is_n_draws_and_an_empty_deck_loses():
    cards = [skill("TC-S-DRAW3", [{"do": "draw", "n": 3}])]
    s = make(p1={"hand": ["TC-S-DRAW3"], "deck": ["TC-A", "TC-B", "TC-C", "TC-D"]}, cards=cards)
    events = do(s, "play_skill", card="hand:TC-S-DRAW3")
    assert len(moves(events, frm="p0.deck", to="p0.hand")) == 3 and ids(s, "p0.deck") == ["TC-D"]
    assert winner(s) is None
    s = make(p1={"hand": ["TC-S-DRAW3"], "deck": ["TC-A", "TC-B"]}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-DRAW3")
    assert ids(s, "p0.hand") == ["TC-A", "TC-B"]       # the two that exist are drawn
    assert winner(s) == 2 and s.result.rule == "1.2.2.3"


DRAW_UPTO3 = skill("TC-S-DRAW-UPTO3", [{"do": "draw", "n": 3, "upto": True}])


def test_4_4_4_draw_up_to_n_never_more_than_the_deck_holds():
    s = make(p1={"hand": ["TC-S-DRAW-UPTO3"], "deck": ["TC-A", "TC-B"]}, cards=[DRAW_UPTO3])
    do(s, "play_skill", card="hand:TC-S-DRAW-UPTO3")
    d = s.decisions[0]
    assert (d.kind, d.player, d.options) == ("number", 0, (0, 1, 2))
    before = s.state_hash()
    with pytest.raises(IllegalActionError) as exc:
        do(s, "choose", option=3)                      # more than the deck: refused, no loss
    assert exc.value.rule == "4.4.4" and s.state_hash() == before
    do(s, "choose", option=2)
    assert ids(s, "p0.hand") == ["TC-A", "TC-B"] and winner(s) is None
    # With a full deck every number up to n may be chosen.
    s = make(p1={"hand": ["TC-S-DRAW-UPTO3"]}, cards=[DRAW_UPTO3])
    do(s, "play_skill", card="hand:TC-S-DRAW-UPTO3")
    assert s.decisions[0].options == (0, 1, 2, 3)
    do(s, "choose", option=1)
    assert count(s, "p0.hand") == 1


def test_4_4_5_drawing_zero_cards_is_not_a_draw():
    s = make(p1={"deck": []})
    assert draw(s, 0, 0) == 0
    advance(s)
    assert winner(s) is None and s.losing == []      # an empty deck does not matter when nothing is drawn
    with pytest.raises(DataError) as exc:
        parse_card_tables([skill("TC-S-DRAW0", [{"do": "draw", "n": 0}])], "<t>", load_card_db().affiliations)
    assert "TC-S-DRAW0" in str(exc.value)
    # Choosing 0 for "draw up to 3" draws nothing.
    s = make(p1={"hand": ["TC-S-DRAW-UPTO3"], "deck": ["TC-A"]}, cards=[DRAW_UPTO3])
    do(s, "play_skill", card="hand:TC-S-DRAW-UPTO3")
    events = do(s, "choose", option=0)
    assert moves(events, frm="p0.deck") == [] and ids(s, "p0.deck") == ["TC-A"] and winner(s) is None


# ----- 4.5 damage -----------------------------------------------------------------------------------------
def test_4_5_1_damage_is_resolved_by_damage_processing():
    s = make(p1={"lane0": "TC-V3"}, p2={"deck": ["TC-A", "TC-B", "TC-C"]}, phase="attack")
    events = do(s, "attack", lane=0)
    kinds = [e.kind for e in events if e.kind in ("damage_dealt", "card_moved", "damage_processed")]
    assert kinds == ["damage_dealt", "card_moved", "card_moved", "damage_processed"]
    assert of_kind(events, "damage_dealt")[0].data["amount"] == 2


def test_4_5_2_damaged_effects_resolve_before_damage_processing():
    cards = [unit("TC-OUCH", cost=1, power=3, hit=1, abilities=[
        {"keyword": "auto", "when": "damaged", "effect": [{"do": "mill", "n": 1}]}])]
    s = make(p1={"lane0": "TC-V1"}, p2={"lane1": "TC-OUCH", "deck": ["TC-A", "TC-B", "TC-C"]},
             phase="attack", cards=cards)
    events = do(s, "attack", lane=0)
    # The milled card is the old top: the effect ran before the damage card was revealed.
    assert ids(s, "p1.trash") == ["TC-A"] and ids(s, "p1.damage") == ["TC-B"]
    order = [e.data["to"] for e in moves(events) if e.data["from"] == "p1.deck"]
    assert order == ["p1.trash", "p1.damage"]


OUCH_DRAW = unit("TC-OUCH-DRAW", cost=1, power=3, hit=1, abilities=[
    {"keyword": "auto", "when": "damaged", "effect": [{"do": "draw", "n": 1}]}])


def test_4_5_2_damaged_effects_fire_as_automatic_effects_before_damage_processing():
    s = make(p1={"lane0": "TC-V1"}, p2={"lane1": "TC-OUCH-DRAW", "deck": ["TC-A", "TC-B"]},
             phase="attack", cards=[OUCH_DRAW])
    events = do(s, "attack", lane=0)
    kinds = [(e.kind, e.data.get("def_id")) for e in events]
    fired = kinds.index(("trigger_fired", "TC-OUCH-DRAW"))     # the table is told, as for any automatic effect
    assert [e.data.get("kw") for e in events if e.kind == "trigger_fired"] == ["auto"]
    assert kinds.index(("damage_dealt", None)) < fired < kinds.index(("card_moved", "TC-B"))
    assert ids(s, "p1.hand") == ["TC-A"] and ids(s, "p1.damage") == ["TC-B"]
    # A unit whose damaged effect is not its owner's (it is the attacker's side) does not fire.
    s = make(p1={"lane0": "TC-OUCH-DRAW"}, p2={"deck": ["TC-A", "TC-B"]}, phase="attack", cards=[OUCH_DRAW])
    events = do(s, "attack", lane=0)
    assert of_kind(events, "trigger_fired") == [] and count(s, "p0.hand") == 0


def test_4_5_2_damaged_effects_resolve_before_the_rest_of_their_waiting_group():
    # The attacker's pierce and the blocker's exit trigger together; pierce (turn player's) deals damage,
    # and the defender's damaged effect resolves before that damage is processed, ahead of the exit still waiting.
    piercer = unit("TC-PIERCER", cost=2, power=5, hit=1, abilities=[{"keyword": "attacker", "pierce": 1}])
    fragile = unit("TC-FRAGILE", cost=1, power=1, hit=1, abilities=[{"keyword": "exit", "effect": [
        {"do": "draw", "n": 1}]}])
    s = make(p1={"lane0": "TC-PIERCER"}, p2={"lane0": "TC-FRAGILE", "lane1": "TC-OUCH-DRAW",
                                             "deck": ["TC-A", "TC-B", "TC-C"]},
             phase="attack", cards=[piercer, fragile, OUCH_DRAW])
    do(s, "attack", lane=0)
    events = do(s, "choose", option="p2.unit0")
    seq = [e.data["def_id"] for e in events if e.kind == "trigger_fired"]
    assert seq == ["TC-PIERCER", "TC-OUCH-DRAW", "TC-FRAGILE"]
    assert ids(s, "p1.hand") == ["TC-A", "TC-C"] and ids(s, "p1.damage") == ["TC-B"]


def test_4_5_3_no_deck_when_damage_processing_starts_loses():
    s = make(p1={"lane0": "TC-V1"}, p2={"deck": []}, phase="attack")
    do(s, "attack", lane=0)
    assert winner(s) == 1 and s.result.rule == "4.5.3"
    # It is checked before every point: three damage against a two-card deck.
    s = make(p1={"lane0": "TC-HIT3"}, p2={"deck": ["TC-A", "TC-B"]}, phase="attack", cards=[HIT3])
    do(s, "attack", lane=0)
    assert ids(s, "p1.damage") == ["TC-A", "TC-B"]
    assert winner(s) == 1 and s.result.rule == "4.5.3"


def test_4_5_4_damage_processing_steps_in_order():
    # trigger on the 2nd of 3 damage: reveal, reveal+trigger, cancel, check.
    s = make(p1={"lane0": "TC-HIT3"}, p2={"deck": ["TC-A", "TC-TRIG-DRAW", "TC-B", "TC-C"]},
             phase="attack", cards=[HIT3, TRIG_DRAW])
    events = do(s, "attack", lane=0)
    seq = []
    for e in events:
        if e.kind == "card_moved" and e.data["to"] == "p1.damage":
            seq.append(("reveal", e.data["def_id"]))
        elif e.kind == "trigger_fired" and e.data.get("kw") == "trigger":
            seq.append(("trigger", e.data["def_id"]))
        elif e.kind == "card_moved" and e.data["to"] == "p1.hand":
            seq.append(("draw", e.data.get("def_id")))
        elif e.kind in ("damage_cancelled", "damage_processed"):
            seq.append((e.kind, None))
    assert seq == [("reveal", "TC-A"), ("reveal", "TC-TRIG-DRAW"), ("trigger", "TC-TRIG-DRAW"), ("draw", "TC-B"),
                   ("damage_cancelled", None), ("damage_processed", None)]


def test_4_5_4_1_one_point_is_taken_off_before_each_reveal():
    s = make(p1={"lane0": "TC-HIT3"}, p2={"deck": ["TC-TRIG-DRAW", "TC-A", "TC-B"]},
             phase="attack", cards=[HIT3, TRIG_DRAW])
    events = do(s, "attack", lane=0)
    # 3 damage, first card a trigger: 1 was taken off for it, 2 were left to cancel.
    assert [e.data["remaining"] for e in of_kind(events, "damage_cancelled")] == [2]


def test_4_5_4_2_top_card_goes_face_up_to_the_damage_zone():
    s = make(p1={"lane0": "TC-V1"}, p2={"deck": ["TC-D", "TC-A"]}, phase="attack")
    events = do(s, "attack", lane=0)
    revealed = moves(events, frm="p1.deck", to="p1.damage")
    assert len(revealed) == 1 and revealed[0].data["def_id"] == "TC-D"
    assert revealed[0].data.get("reveal") is True and revealed[0].visible_to is None
    assert ids(s, "p1.deck") == ["TC-A"]


def test_4_5_4_3_revealed_trigger_activates():
    s = make(p1={"lane0": "TC-V1"}, p2={"deck": ["TC-TRIG-DRAW", "TC-A"]}, phase="attack", cards=[TRIG_DRAW])
    events = do(s, "attack", lane=0)
    fired = [e for e in of_kind(events, "trigger_fired") if e.data.get("kw") == "trigger"]
    assert [(e.data["def_id"], e.data["controller"], e.data["rule"]) for e in fired] == [("TC-TRIG-DRAW", 1, "4.5.4.3")]
    assert ids(s, "p1.hand") == ["TC-A"]               # its owner, the damaged player, drew


def test_4_5_4_3_1_trigger_cancels_remaining_damage():
    s = make(p1={"lane0": "TC-HIT3"}, p2={"deck": ["TC-TRIG-DRAW", "TC-A", "TC-B", "TC-C"]},
             phase="attack", cards=[HIT3, TRIG_DRAW])
    do(s, "attack", lane=0)
    assert ids(s, "p1.damage") == ["TC-TRIG-DRAW"]     # 3 damage, only 1 card
    assert ids(s, "p1.deck") == ["TC-B", "TC-C"]
    # A trigger on the last point has nothing left to cancel.
    s = make(p1={"lane0": "TC-HIT3"}, p2={"deck": ["TC-A", "TC-B", "TC-TRIG-DRAW", "TC-C", "TC-D"]},
             phase="attack", cards=[HIT3, TRIG_DRAW])
    events = do(s, "attack", lane=0)
    assert ids(s, "p1.damage") == ["TC-A", "TC-B", "TC-TRIG-DRAW"]
    assert of_kind(events, "damage_cancelled") == []


def test_4_5_4_4_ten_damage_cards_lose_during_processing():
    s = make(p1={"lane0": "TC-HIT3"}, p2={"damage": ["TC-D"] * 9, "deck": ["TC-A", "TC-B", "TC-C"]},
             phase="attack", cards=[HIT3])
    do(s, "attack", lane=0)
    assert winner(s) == 1 and s.result.rule == "4.5.4.4"
    assert count(s, "p1.damage") == 10 and ids(s, "p1.deck") == ["TC-B", "TC-C"]   # no more cards revealed
    # The check comes after the trigger: a healing trigger as the 10th card saves the player.
    s = make(p1={"lane0": "TC-HIT3"}, p2={"damage": ["TC-D"] * 9, "deck": ["TC-TRIG-HEAL", "TC-A"]},
             phase="attack", cards=[HIT3, TRIG_HEAL])
    do(s, "attack", lane=0)
    assert winner(s) is None and count(s, "p1.damage") == 9


def test_4_5_4_5_damage_processing_repeats_while_damage_remains():
    s = make(p1={"lane0": "TC-HIT3"}, p2={"deck": ["TC-A", "TC-B", "TC-C", "TC-D"]}, phase="attack", cards=[HIT3])
    events = do(s, "attack", lane=0)
    assert [e.data["def_id"] for e in moves(events, to="p1.damage")] == ["TC-A", "TC-B", "TC-C"]
    assert ids(s, "p1.deck") == ["TC-D"]
    assert len(of_kind(events, "damage_processed")) == 1


# ----- 4.6 leader level -------------------------------------------------------------------------------
def test_4_6_1_leader_level_is_shown_to_both_players():
    s = make(p1={"level": 4}, p2={"level": 7})
    assert s.view(0)["level"] == [4, 7] and s.view(1)["level"] == [4, 7]


def test_4_6_2_1_leader_starts_at_level_1():
    from game.engine import registry
    from game.rulesets.lanes.setup import new_state
    setup = registry.get("lanes").default_setup(11)
    s = new_state(11, setup)
    assert s.level == [1, 1]                           # before anyone's level-up phase


def test_4_6_3_leader_level_never_exceeds_10():
    cards = [skill("TC-S-LEVEL3", [{"do": "level", "n": 3}])]
    s = make(p1={"level": 9, "hand": ["TC-S-LEVEL3"]}, cards=cards)
    events = do(s, "play_skill", card="hand:TC-S-LEVEL3")
    assert s.level[0] == 10
    assert [(e.data["old"], e.data["new"]) for e in of_kind(events, "level_changed")] == [(9, 10)]
    # The level-up phase at level 10 does nothing.
    s = make(p2={"level": 10})
    do(s, "end_main")
    events = do(s, "end_attack")
    assert s.level[1] == 10 and of_kind(events, "level_changed") == []


# ----- 4.7 size ---------------------------------------------------------------------------------------
def test_4_7_1_size_limits_what_can_be_played():
    cards = [unit("TC-C4", cost=4, power=5), unit("TC-C5", cost=5, power=6)]
    s = make(p1={"level": 4, "hand": ["TC-C4", "TC-C5"]}, cards=cards)
    refused(s, "6.4.1.1.2", "play_unit", card="hand:TC-C5", lane=0)
    do(s, "play_unit", card="hand:TC-C4", lane=0)


def test_4_7_2_size_is_level_plus_damage():
    cards = [unit("TC-C5", cost=5, power=6), unit("TC-C6", cost=6, power=7)]
    s = make(p1={"level": 3, "damage": ["TC-A", "TC-B"], "hand": ["TC-C5", "TC-C6"]}, cards=cards)
    assert size(s, 0) == 5 and s.view(1)["size"][0] == 5
    refused(s, "6.4.1.1.2", "play_unit", card="hand:TC-C6", lane=0)
    do(s, "play_unit", card="hand:TC-C5", lane=0)
    # Taking damage makes a player bigger.
    s = make(p1={"level": 3, "lane0": "TC-V3"}, p2={"level": 3}, phase="attack")
    do(s, "attack", lane=0)
    assert size(s, 1) == 5


def test_4_7_3_effects_change_size():
    cards = [unit("TC-GROW", abilities=[{"keyword": "passive", "static": [{"size": 2, "who": "self"}]}]),
             unit("TC-SHRINK", abilities=[{"keyword": "passive", "static": [{"size": -2, "who": "opponent"}]}]),
             unit("TC-C6", cost=6, power=7)]
    s = make(p1={"level": 5, "hand": ["TC-C6"], "lane0": "TC-GROW"}, p2={"level": 5, "lane0": "TC-SHRINK"},
             cards=cards)
    # Player 1: 5 + 2 - 2 = 5, with 1 already on the field.
    assert size(s, 0) == 5 and size(s, 1) == 5
    refused(s, "6.4.1.1.2", "play_unit", card="hand:TC-C6", lane=1)
    s = make(p1={"level": 5, "hand": ["TC-C6"], "lane0": "TC-GROW"}, cards=cards)
    assert size(s, 0) == 7
    do(s, "play_unit", card="hand:TC-C6", lane=1)


# ----- 4.8 trash --------------------------------------------------------------------------------------
def test_4_8_1_trashing_moves_a_card_to_the_trash_zone():
    cards = [skill("TC-S-TRASH-ALL", [{"do": "discard", "n": 1}, {"do": "mill", "n": 1},
                                      {"do": "trash", "target": {"choose": 1, "side": "own"}}])]
    s = make(p1={"hand": ["TC-S-TRASH-ALL", "TC-C"], "deck": ["TC-A", "TC-B"], "lane0": "TC-V1"}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-TRASH-ALL")
    assert ids(s, "p0.trash") == ["TC-C", "TC-A", "TC-V1"]   # from hand, deck and unit zone


def test_4_8_2_a_card_in_the_trash_cannot_be_trashed():
    # An exit ability resolves from the trash: "trash this card" finds it there and does nothing,
    # so the "if you did" draw does not happen.
    cards = [unit("TC-ASHES", abilities=[{"keyword": "exit", "effect": [
        {"do": "trash_self"}, {"do": "draw", "n": 1, "if": "previous"}]}]),
        skill("TC-S-KILL", [{"do": "trash", "target": {"choose": 1, "side": "opponent"}}])]
    s = make(p1={"hand": ["TC-S-KILL"]}, p2={"lane0": "TC-ASHES"}, cards=cards)
    events = do(s, "play_skill", card="hand:TC-S-KILL")
    assert [e.data["kw"] for e in of_kind(events, "effect_resolved")].count("exit") == 1   # it did resolve
    assert ids(s, "p1.trash") == ["TC-ASHES"]
    assert moves(events, frm="p1.trash") == []
    assert count(s, "p1.hand") == 0
