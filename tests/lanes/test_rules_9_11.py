"""Rule tests for sections 9 (rule processing) and 11 (revealing and looking) of the Lanes TCG rules."""
from __future__ import annotations

import pytest

from game.rulesets.lanes.scenario import do, ref

from lanes_kit import count, ids, make, moves, of_kind, skill, unit, winner


# ===== 9 rule processing =================================================================================
def test_9_1_1_rule_processing_happens_without_any_player_action():
    # A unit whose own text brings its power to 0 is trashed as soon as the position exists.
    cards = [unit("TC-HOLLOW", cost=1, power=2, hit=1, abilities=[{"keyword": "passive", "static": [{"power": -2}]}])]
    s = make(p2={"lane1": "TC-HOLLOW"}, cards=cards)
    assert ids(s, "p1.unit1") == [] and ids(s, "p1.trash") == ["TC-HOLLOW"]
    assert s.decisions == []
    # Ten damage ends the game the same way.
    s = make(p1={"damage": ["TC-A"] * 10})
    assert winner(s) == 2


def test_9_1_2_rule_processing_is_immediate_even_inside_an_effect():
    # Step 1 brings a unit to power 0; it is gone before step 2 looks for targets, so step 2
    # has a single candidate and asks nothing.
    cards = [skill("TC-S-WEAKEN-THEN-KILL", [
        {"do": "power", "n": -3, "target": {"choose": 1, "side": "opponent", "max_power": 3}},
        {"do": "trash", "target": {"choose": 1, "side": "opponent"}}])]
    s = make(p1={"hand": ["TC-S-WEAKEN-THEN-KILL"]}, p2={"lane0": "TC-V1", "lane1": "TC-V3"}, cards=cards)
    events = do(s, "play_skill", card="hand:TC-S-WEAKEN-THEN-KILL")
    assert s.decisions == []
    assert ids(s, "p1.trash") == ["TC-V1", "TC-V3"]
    kinds = [e.kind for e in events]
    assert kinds.index("power_zero") < [i for i, e in enumerate(events)
                                        if e.kind == "card_moved" and e.data["def_id"] == "TC-V3"][0]


def _loss_case(condition: str):
    if condition == "9.2.1.1":      # 10 damage after damage processing
        cards = [skill("TC-S-BURN2", [{"do": "damage", "n": 2}])]
        s = make(p1={"hand": ["TC-S-BURN2"]}, p2={"damage": ["TC-A"] * 8}, cards=cards)
        do(s, "play_skill", card="hand:TC-S-BURN2")
        return s, ("4.5.4.4", "9.2.1.1", "1.2.2.1")
    if condition == "9.2.1.2":      # damage processing with no deck
        cards = [skill("TC-S-BURN1", [{"do": "damage", "n": 1}])]
        s = make(p1={"hand": ["TC-S-BURN1"]}, p2={"deck": []}, cards=cards)
        do(s, "play_skill", card="hand:TC-S-BURN1")
        return s, ("4.5.3", "9.2.1.2", "1.2.2.2")
    # 9.2.1.3: a draw with no deck
    cards = [skill("TC-S-OPP-DRAW", [{"do": "draw", "n": 2, "who": "opponent"}])]
    s = make(p1={"hand": ["TC-S-OPP-DRAW"]}, p2={"deck": ["TC-A"]}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-OPP-DRAW")
    assert ids(s, "p1.hand") == ["TC-A"]
    return s, ("1.2.2.3", "9.2.1.3")


@pytest.mark.parametrize("condition", ["9.2.1.1", "9.2.1.2", "9.2.1.3"])
def test_9_2_1_any_loss_condition_loses_the_game(condition):
    s, rules = _loss_case(condition)
    assert winner(s) == 1 and s.result.losers == (1,)
    assert s.result.rule in rules
    assert s.legal_actions() == []


def test_9_2_1_1_ten_damage_after_effect_damage_loses():
    s, _ = _loss_case("9.2.1.1")
    assert count(s, "p1.damage") == 10 and winner(s) == 1
    cards = [skill("TC-S-BURN1", [{"do": "damage", "n": 1}])]
    s = make(p1={"hand": ["TC-S-BURN1"]}, p2={"damage": ["TC-A"] * 8}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-BURN1")
    assert count(s, "p1.damage") == 9 and winner(s) is None


def test_9_2_1_2_effect_damage_against_an_empty_deck_loses():
    s, _ = _loss_case("9.2.1.2")
    assert winner(s) == 1 and s.result.rule == "4.5.3"


def test_9_2_1_3_effect_draw_from_an_empty_deck_loses():
    s, _ = _loss_case("9.2.1.3")
    assert winner(s) == 1 and s.result.rule == "1.2.2.3"
    cards = [skill("TC-S-OPP-DRAW", [{"do": "draw", "n": 2, "who": "opponent"}])]
    s = make(p1={"hand": ["TC-S-OPP-DRAW"]}, p2={"deck": ["TC-A", "TC-B"]}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-OPP-DRAW")
    assert winner(s) is None and ids(s, "p1.hand") == ["TC-A", "TC-B"]


# ===== 11.1 revealing =====================================================================================
REVEAL = [skill("TC-S-REVEAL-OPP", [{"do": "reveal_hand", "who": "opponent"}]),
          skill("TC-S-REVEAL-OWN", [{"do": "reveal_hand"}])]


def test_11_1_1_revealed_cards_are_seen_by_every_player():
    s = make(p1={"hand": ["TC-S-REVEAL-OPP"]}, p2={"hand": ["TC-V3", "TC-B"]}, cards=REVEAL)
    events = do(s, "play_skill", card="hand:TC-S-REVEAL-OPP")
    shown = of_kind(events, "card_revealed")
    assert len(shown) == 1 and shown[0].data["rule"] == "11.1" and shown[0].data["owner"] == 1
    for viewer in (0, 1, None):
        assert shown[0].for_player(viewer).data["def_ids"] == ["TC-V3", "TC-B"]
    s = make(p1={"hand": ["TC-S-REVEAL-OWN", "TC-V1"]}, cards=REVEAL)
    events = do(s, "play_skill", card="hand:TC-S-REVEAL-OWN")
    assert of_kind(events, "card_revealed")[0].for_player(1).data["def_ids"] == ["TC-V1"]


def test_11_1_2_revealed_cards_stay_where_they_are():
    s = make(p1={"hand": ["TC-S-REVEAL-OPP"]}, p2={"hand": ["TC-V3", "TC-B"]}, cards=REVEAL)
    before = list(s.zones["p1.hand"].cards)
    events = do(s, "play_skill", card="hand:TC-S-REVEAL-OPP")
    assert s.zones["p1.hand"].cards == before
    assert moves(events, frm="p1.hand") == []


def test_11_1_3_revealed_cards_return_to_their_former_state():
    s = make(p1={"hand": ["TC-S-REVEAL-OPP"]}, p2={"hand": ["TC-V3", "TC-B"]}, cards=REVEAL)
    do(s, "play_skill", card="hand:TC-S-REVEAL-OPP")
    assert s.view(0)["zones"]["p1.hand"]["cards"] is None     # hidden again once the effect is over
    assert s.view(0)["zones"]["p1.hand"]["count"] == 2


# ===== 11.2 looking at hidden cards ==========================================================================
LOOK = [skill("TC-S-LOOK2", [{"do": "look", "n": 2}])]


def _looking():
    s = make(p1={"hand": ["TC-S-LOOK2"], "deck": ["TC-A", "TC-B", "TC-C", "TC-D"]}, cards=LOOK)
    events = do(s, "play_skill", card="hand:TC-S-LOOK2")
    return s, events


def test_11_2_1_only_the_player_of_the_effect_sees_the_cards():
    s, events = _looking()
    looked = [e for e in of_kind(events, "card_revealed") if e.data.get("rule") == "11.2.1"]
    assert len(looked) == 1
    assert looked[0].for_player(0).data["def_ids"] == ["TC-A", "TC-B"]
    for other in (1, None):
        hidden = looked[0].for_player(other).data
        assert hidden.get("hidden") and "def_ids" not in hidden and "cards" not in hidden
    # The choice that follows is secret too.
    assert s.decisions[0].player == 0 and s.decisions[0].secret
    assert s.view(1)["decisions"][0]["options"] is None
    assert s.view(0)["decisions"][0]["options"] == [ref(s, "deck#0"), ref(s, "deck#1")]


def test_11_2_2_looked_at_cards_stay_in_their_zone():
    s, events = _looking()
    assert s.decisions                                   # still looking
    assert ids(s, "p0.deck") == ["TC-A", "TC-B", "TC-C", "TC-D"]
    assert moves(events, frm="p0.deck") == []
    assert count(s, "p0.hand") == 0


def test_11_2_3_looked_at_cards_return_to_their_former_state():
    s, _ = _looking()
    do(s, "choose", option="done")                       # put none on the bottom
    assert s.decisions == []
    assert ids(s, "p0.deck") == ["TC-A", "TC-B", "TC-C", "TC-D"]
    assert s.view(0)["zones"]["p0.deck"]["cards"] is None   # face down again, even to the looker
    # Choosing one to the bottom moves only that one.
    s, _ = _looking()
    do(s, "choose", option="deck:TC-A")
    do(s, "choose", option="done")
    assert ids(s, "p0.deck") == ["TC-B", "TC-C", "TC-D", "TC-A"]
