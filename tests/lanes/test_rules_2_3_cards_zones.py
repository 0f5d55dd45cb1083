"""Rule tests for sections 2 (card information) and 3 (zones) of the Lanes TCG rules."""
from __future__ import annotations

import pytest

from game.engine import registry
from game.engine.errors import DataError
from game.engine.zones import Visibility
from game.rulesets.lanes.actions import PlayUnit
from game.rulesets.lanes.cards import load_card_db, parse_card_tables
from game.rulesets.lanes.deck import deck_problems
from game.rulesets.lanes.scenario import do, position, ref
from game.rulesets.lanes.setup import new_state
from game.rulesets.lanes.statics import field_cost, power, size

from rules_b_support import refused
from lanes_kit import (BASE_CARDS, count, ids, item, leader, make, moves, of_kind, player, skill, unit,
                       winner)




def _load_problems(*cards) -> list[str]:
    """The loader's problems for these card tables (empty list: they load)."""
    try:
        parse_card_tables(list(cards), "<test cards>", load_card_db().affiliations)
    except DataError as exc:
        return exc.problems
    return []


def _setup(seed: int = 5, first_player=None):
    info = registry.get("lanes")
    setup = info.default_setup(seed)
    if first_player is not None:
        setup["first_player"] = first_player
    return new_state(seed, setup), setup


# ===== 2 card information ============================================================================
def test_2_1_1_a_card_has_a_name():
    assert _load_problems(unit("TC-NAMED")) == []
    nameless = {k: v for k, v in unit("TC-NAMELESS").items() if k != "name"}
    probs = _load_problems(nameless)
    assert probs and all("TC-NAMELESS" in p and "name" in p for p in probs)
    assert load_card_db()["LT-F01"].name.en == "Ember Pup"


def test_2_2_1_type_must_be_one_of_the_four():
    for card in (leader("TC-T-L"), unit("TC-T-U"), item("TC-T-I"), skill("TC-T-S", [{"do": "draw", "n": 1}])):
        assert _load_problems(card) == [], card["type"]
    bad = {**item("TC-T-X"), "type": "spell"}
    probs = _load_problems(bad)
    assert any("TC-T-X" in p and "type" in p and "spell" in p for p in probs)


def test_2_2_2_four_card_types_exist_in_the_card_set():
    types = {c.type for c in load_card_db().cards.values()}
    assert types == {"leader", "unit", "skill", "item"}


def test_2_2_3_leader_card_goes_to_the_level_zone():
    s, setup = _setup()
    for p in (0, 1):
        assert ids(s, f"p{p}.level") == [setup["decks"][p]["leader"]]
        assert s.cdef(s.leader[p]).type == "leader"
    # A unit cannot stand in for a leader.
    with pytest.raises(DataError) as exc:
        position({"p1": player(leader="TC-V1"), "p2": player()}, cards=BASE_CARDS)
    assert "not a leader" in str(exc.value)


def test_2_2_4_unit_card_goes_to_a_unit_zone():
    cards = [skill("TC-S-DRAW", [{"do": "draw", "n": 1}])]
    s = make(p1={"hand": ["TC-V1", "TC-S-DRAW"]}, cards=cards)
    do(s, "play_unit", card="hand:TC-V1", lane=1)
    assert ids(s, "p0.unit1") == ["TC-V1"]
    # Refused: a skill card is not placed in a unit zone.
    refused(s, "2.2", "play_unit", card="hand:TC-S-DRAW", lane=0)


def test_2_2_5_skill_card_goes_to_the_skill_zone():
    cards = [skill("TC-S-DRAW", [{"do": "draw", "n": 1}])]
    s = make(p1={"hand": ["TC-S-DRAW", "TC-V1"]}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-DRAW")
    assert ids(s, "p0.skill") == ["TC-S-DRAW"]
    refused(s, "2.2", "play_skill", card="hand:TC-V1")


def test_2_2_6_item_card_goes_under_a_unit():
    cards = [item("TC-I-SWORD")]
    s = make(p1={"hand": ["TC-I-SWORD", "TC-V2"], "lane0": "TC-V1"}, cards=cards)
    do(s, "play_item", card="hand:TC-I-SWORD", lane=0)
    u = ref(s, "p1.unit0")
    assert ids(s, "p0.unit0") == ["TC-V1", "TC-I-SWORD"]       # the unit on top, the item under it
    assert [s.cards[i].def_id for i in s.items_of(u)] == ["TC-I-SWORD"]
    refused(s, "2.2", "play_item", card="hand:TC-V2", lane=0)


def test_2_3_1_attribute_is_what_filters_read():
    cards = [unit("TC-WAVE", attribute="wave"),
             skill("TC-S-KILL-FIRE", [{"do": "trash", "target": {"choose": 1, "side": "opponent", "attribute": "fire"}}])]
    s = make(p1={"hand": ["TC-S-KILL-FIRE"]}, p2={"lane0": "TC-WAVE", "lane1": "TC-V1"}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-KILL-FIRE")
    assert s.decisions == []                          # only one fire unit: no choice to make
    assert ids(s, "p1.trash") == ["TC-V1"] and ids(s, "p1.unit0") == ["TC-WAVE"]


def test_2_3_2_five_attributes():
    for attr in ("fire", "earth", "storm", "wave", "lightning"):
        assert _load_problems(unit(f"TC-ATTR-{attr}", attribute=attr)) == []
    probs = _load_problems(unit("TC-ATTR-X", attribute="water"))
    assert any("TC-ATTR-X" in p and "attribute" in p for p in probs)


def test_2_4_1_affiliation_is_what_filters_read():
    cards = [unit("TC-ASH", affiliations=["ashguard"]),
             skill("TC-S-KILL-ASH", [{"do": "trash", "target": {"choose": 1, "side": "opponent", "affiliation": "ashguard"}}])]
    s = make(p1={"hand": ["TC-S-KILL-ASH"]}, p2={"lane0": "TC-V1", "lane1": "TC-ASH"}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-KILL-ASH")
    assert ids(s, "p1.trash") == ["TC-ASH"] and ids(s, "p1.unit0") == ["TC-V1"]


def test_2_4_2_a_card_may_have_several_affiliations():
    cards = [unit("TC-TWO", affiliations=["ashguard", "rootkin"]),
             skill("TC-S-KILL-ROOT", [{"do": "trash", "target": {"choose": 1, "side": "opponent", "affiliation": "rootkin"}}]),
             skill("TC-S-KILL-ASH", [{"do": "trash", "target": {"choose": 1, "side": "opponent", "affiliation": "ashguard"}}])]
    for sk in ("TC-S-KILL-ROOT", "TC-S-KILL-ASH"):
        s = make(p1={"hand": [sk]}, p2={"lane0": "TC-TWO"}, cards=cards)
        do(s, "play_skill", card=f"hand:{sk}")
        assert ids(s, "p1.trash") == ["TC-TWO"], sk


def test_2_4_3_a_card_may_have_no_affiliation():
    assert _load_problems(unit("TC-NOAFF")) == []
    cards = [skill("TC-S-KILL-ASH", [{"do": "trash", "target": {"choose": 1, "side": "opponent", "affiliation": "ashguard"}}])]
    s = make(p1={"hand": ["TC-S-KILL-ASH"]}, p2={"lane0": "TC-V1"}, cards=cards)
    # No ashguard unit to act on: the skill cannot be played (8.1.3.1.2).
    refused(s, "8.1.3.1.2", "play_skill", card="hand:TC-S-KILL-ASH")
    assert any("unknown affiliation" in p for p in _load_problems(unit("TC-BADAFF", affiliations=["nobody"])))


def test_2_5_1_cost_is_checked_when_playing():
    cards = [unit("TC-C5", cost=5, power=6), unit("TC-C6", cost=6, power=7)]
    s = make(p1={"level": 5, "hand": ["TC-C5", "TC-C6"]}, cards=cards)   # size 5
    refused(s, "6.4.1.1.2", "play_unit", card="hand:TC-C6", lane=0)
    do(s, "play_unit", card="hand:TC-C5", lane=0)
    assert ids(s, "p0.unit0") == ["TC-C5"]


def test_2_6_2_card_text_works_only_on_the_field_and_level_zone():
    big = [{"keyword": "passive", "static": [{"size": 3, "who": "self"}]}]
    cards = [unit("TC-GROW", cost=1, abilities=big),
             leader("TC-L-GROW", abilities=big)]
    s = make(p1={"level": 4, "hand": ["TC-GROW"], "trash": ["TC-GROW"]}, cards=cards)
    assert size(s, 0) == 4                            # in hand and in the trash: no effect
    do(s, "play_unit", card="hand:TC-GROW", lane=0)
    assert size(s, 0) == 7                            # on the field: +3
    s = make(p1={"level": 4, "leader": "TC-L-GROW"}, cards=cards)
    assert size(s, 0) == 7                            # a leader's text works from the level zone


def test_2_7_1_trigger_fires_in_damage_processing():
    cards = [unit("TC-TRIG-DRAW", abilities=[{"keyword": "trigger", "effect": [{"do": "draw", "n": 1}]}])]
    s = make(p1={"lane0": "TC-V1"}, p2={"deck": ["TC-TRIG-DRAW", "TC-A"]}, phase="attack", cards=cards)
    events = do(s, "attack", lane=0)
    assert [e.data["rule"] for e in of_kind(events, "trigger_fired") if e.data.get("kw") == "trigger"] == ["4.5.4.3"]
    assert ids(s, "p1.damage") == ["TC-TRIG-DRAW"] and ids(s, "p1.hand") == ["TC-A"]


def test_2_7_2_trigger_is_card_text_and_fires_only_in_damage_processing():
    trig = [{"keyword": "trigger", "effect": [{"do": "draw", "n": 1}]}]
    cards = [unit("TC-TRIG-DRAW", abilities=trig),
             skill("TC-S-MILL1", [{"do": "mill", "n": 1}])]
    # Revealed by milling, not by damage: it does nothing.
    s = make(p1={"hand": ["TC-S-MILL1"], "deck": ["TC-TRIG-DRAW", "TC-A"]}, cards=cards)
    events = do(s, "play_skill", card="hand:TC-S-MILL1")
    assert ids(s, "p0.trash") == ["TC-TRIG-DRAW"] and count(s, "p0.hand") == 0
    assert not [e for e in of_kind(events, "trigger_fired") if e.data.get("kw") == "trigger"]
    # Played as a unit: it does nothing either.
    s = make(p1={"hand": ["TC-TRIG-DRAW"]}, cards=cards)
    do(s, "play_unit", card="hand:TC-TRIG-DRAW", lane=0)
    assert count(s, "p0.hand") == 0
    # Only some card types may carry one: a leader cannot.
    probs = _load_problems(leader("TC-L-TRIG", abilities=trig))
    assert any("TC-L-TRIG" in p and "trigger" in p for p in probs)


def test_2_8_1_power_decides_battle():
    cards = [unit("TC-P6", cost=2, power=6), unit("TC-P5", cost=2, power=5)]
    s = make(p1={"lane0": "TC-P5"}, p2={"lane0": "TC-P6"}, phase="attack", cards=cards)
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0", player=2)
    assert ids(s, "p0.trash") == ["TC-P5"] and ids(s, "p1.unit0") == ["TC-P6"]


@pytest.mark.parametrize("card", [
    item("TC-I-POW", power=2), skill("TC-S-POW", [{"do": "draw", "n": 1}], power=2), leader("TC-L-POW", power=2)])
def test_2_8_2_only_units_have_power(card):
    probs = _load_problems(card)
    assert any(card["id"] in p and "power" in p for p in probs), probs
    assert _load_problems(unit("TC-U-POW", power=2)) == []


def test_2_9_1_hit_is_the_damage_dealt_in_battle():
    cards = [unit("TC-HIT3", cost=2, power=2, hit=3)]
    s = make(p1={"lane0": "TC-HIT3"}, phase="attack", cards=cards)
    do(s, "attack", lane=0)
    assert count(s, "p1.damage") == 3


@pytest.mark.parametrize("card", [
    item("TC-I-HIT", hit=1), skill("TC-S-HIT", [{"do": "draw", "n": 1}], hit=1), leader("TC-L-HIT", hit=1)])
def test_2_9_2_only_units_have_hit(card):
    probs = _load_problems(card)
    assert any(card["id"] in p and "hit" in p for p in probs), probs


def test_2_10_1_identification_number_is_unique():
    probs = _load_problems(unit("TC-SAME"), unit("TC-SAME", power=5))
    assert any("TC-SAME" in p and "2.10" in p for p in probs)
    db = load_card_db()
    probs = deck_problems(db, "LT-L01", ["LT-F01"] * 3 + ["LT-NOPE"] + ["LT-F02"] * 3 + ["LT-F03"] * 33)
    unknown = [p for p in probs if p.rule == "2.10"]
    assert unknown and unknown[0].cards == ("LT-NOPE",)


def test_2_11_1_rarity_is_one_of_the_known_rarities():
    for r in ("C", "U", "R", "SR"):
        assert _load_problems(unit(f"TC-R-{r}", rarity=r)) == []
    probs = _load_problems(unit("TC-R-X", rarity="X"))
    assert any("TC-R-X" in p and "rarity" in p for p in probs)


# ===== 3 zones ========================================================================================
def test_3_1_1_each_player_has_the_seven_kinds_of_zone():
    s, _ = _setup()
    for p in (0, 1):
        for name in ("deck", "level", "trash", "unit0", "unit1", "unit2", "skill", "damage", "hand"):
            assert f"p{p}.{name}" in s.zones
    assert len(s.zones) == 2 * 9


def test_3_1_2_field_is_the_unit_zones_and_the_skill_zone():
    cards = [skill("TC-S2-DRAW", [{"do": "draw", "n": 1}], cost=2)]
    # Size 5: a cost-2 skill in the skill zone plus a cost-2 unit leave room for 1 more, not 2.
    s = make(p1={"level": 5, "hand": ["TC-S2-DRAW", "TC-V1", "TC-V2"], "lane0": "TC-V2"}, cards=cards)
    do(s, "play_skill", card="hand:TC-S2-DRAW")
    assert field_cost(s, 0) == 4
    refused(s, "6.4.1.1.2", "play_unit", card="hand:TC-V2", lane=1)
    do(s, "play_unit", card="hand:TC-V1", lane=1)
    # Hand and trash are not the field: their cards cost nothing.
    assert field_cost(s, 0) == 5


def test_3_1_3_three_unit_zones():
    s = make(p1={"hand": ["TC-V1"]})
    refused(s, "3.1.3", "play_unit", card="hand:TC-V1", lane=3)
    card = ref(s, "hand:TC-V1")
    assert [lane for lane in range(-1, 5) if s.is_legal(PlayUnit(0, card, lane))] == [0, 1, 2]


def test_3_1_4_public_and_private_zones():
    s = make(p1={"hand": ["TC-V1"], "trash": ["TC-B"], "damage": ["TC-C"], "lane0": "TC-V2"},
             p2={"hand": ["TC-V3"]})
    for p in (0, 1):
        assert s.zones[f"p{p}.hand"].visibility is Visibility.OWNER
        assert s.zones[f"p{p}.deck"].visibility is Visibility.HIDDEN
    opp = s.view(1)["zones"]
    assert opp["p0.hand"]["cards"] is None            # player 1's hand is closed to player 2
    assert opp["p0.deck"]["cards"] is None
    for z, cid in (("p0.trash", "TC-B"), ("p0.damage", "TC-C"), ("p0.unit0", "TC-V2"), ("p0.level", "TC-L")):
        assert [c[1] for c in opp[z]["cards"]] == [cid], z
    spectator = s.view(None)["zones"]
    assert spectator["p0.hand"]["cards"] is None and spectator["p1.hand"]["cards"] is None


def test_3_1_5_every_zone_count_is_visible_to_everyone():
    s = make(p1={"hand": ["TC-V1", "TC-V2"], "deck": ["TC-A"] * 6}, p2={"hand": ["TC-V3"], "deck": ["TC-B"] * 4})
    for viewer in (0, 1, None):
        z = s.view(viewer)["zones"]
        assert (z["p0.hand"]["count"], z["p0.deck"]["count"]) == (2, 6)
        assert (z["p1.hand"]["count"], z["p1.deck"]["count"]) == (1, 4)


@pytest.mark.parametrize("picks, bottom", [(("TC-A", "TC-B"), ["TC-A", "TC-B"]), (("TC-B", "TC-A"), ["TC-B", "TC-A"])])
def test_3_1_6_owner_orders_cards_put_into_a_zone_together(picks, bottom):
    # "Look at the top 2, put any on the bottom": the owner decides the order of the cards moved together.
    cards = [skill("TC-S-LOOK2", [{"do": "look", "n": 2}])]
    s = make(p1={"hand": ["TC-S-LOOK2"], "deck": ["TC-A", "TC-B", "TC-C", "TC-D"]}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-LOOK2")
    for cid in picks:
        do(s, "choose", option=f"deck:{cid}")
    assert ids(s, "p0.deck") == ["TC-C", "TC-D"] + bottom


def test_3_1_7_searched_card_with_a_condition_is_revealed():
    cards = [unit("TC-WAVE", attribute="wave"),
             skill("TC-S-SEARCH-WAVE", [{"do": "search", "filter": {"attribute": "wave"}, "n": 1}])]
    s = make(p1={"hand": ["TC-S-SEARCH-WAVE"], "deck": ["TC-A", "TC-WAVE", "TC-B"]}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-SEARCH-WAVE")
    assert s.decisions[0].secret                      # the deck is looked through privately
    assert s.view(1)["decisions"][0]["options"] is None
    events = do(s, "choose", option="deck:TC-WAVE")
    revealed = [e for e in of_kind(events, "card_revealed") if e.data.get("rule") == "3.1.7"]
    assert len(revealed) == 1
    seen_by_opponent = revealed[0].for_player(1)
    assert seen_by_opponent.data["def_id"] == "TC-WAVE" and not seen_by_opponent.data.get("hidden")
    assert ids(s, "p0.hand") == ["TC-WAVE"]


def test_3_2_1_deck_is_placed_at_game_start():
    s, setup = _setup()
    for p in (0, 1):
        in_game = sorted(ids(s, f"p{p}.deck") + ids(s, f"p{p}.hand"))
        assert in_game == sorted(setup["decks"][p]["cards"])
        assert count(s, f"p{p}.deck") == 35


def test_3_2_2_deck_contents_and_order_are_hidden_from_everyone():
    s = make()
    for viewer in (0, 1, None):
        assert s.view(viewer)["zones"]["p0.deck"]["cards"] is None
        assert s.view(viewer)["zones"]["p1.deck"]["cards"] is None
    # A draw moves a card from the deck: only its owner learns which.
    s = make(p2={"deck": ["TC-C", "TC-D"]})
    do(s, "end_main")
    events = do(s, "end_attack")
    draw = [e for e in moves(events, frm="p1.deck", to="p1.hand")][0]
    assert draw.for_player(1).data["def_id"] == "TC-C"
    assert "def_id" not in draw.for_player(0).data and "card" not in draw.for_player(0).data


def test_3_2_3_deck_cards_move_one_at_a_time():
    cards = [skill("TC-S-MILL3", [{"do": "mill", "n": 3}])]
    s = make(p1={"hand": ["TC-S-MILL3"], "deck": ["TC-A", "TC-B", "TC-C", "TC-D"]}, cards=cards)
    events = do(s, "play_skill", card="hand:TC-S-MILL3")
    milled = moves(events, frm="p0.deck", to="p0.trash")
    assert [e.data["def_id"] for e in milled] == ["TC-A", "TC-B", "TC-C"]   # three moves, top first
    assert ids(s, "p0.deck") == ["TC-D"]


def _shuffled(seed: int) -> list[str]:
    cards = [skill("TC-S-SHUFFLE", [{"do": "shuffle"}])]
    deck = ["TC-A", "TC-B", "TC-C", "TC-D", "TC-V1", "TC-V2", "TC-V3", "TC-A", "TC-B", "TC-C"]
    s = make(p1={"hand": ["TC-S-SHUFFLE"], "deck": deck}, cards=cards, seed=seed)
    events = do(s, "play_skill", card="hand:TC-S-SHUFFLE")
    assert [e.data["zone"] for e in of_kind(events, "shuffled")] == ["p0.deck"]
    assert sorted(ids(s, "p0.deck")) == sorted(deck)
    return ids(s, "p0.deck")


def test_3_2_4_shuffle_randomises_the_order_by_the_seed():
    orders = {tuple(_shuffled(seed)) for seed in range(12)}
    assert len(orders) > 6                             # different seeds, different orders
    assert _shuffled(7) == _shuffled(7)                # the same seed, the same order


def test_3_3_1_leader_starts_in_the_level_zone_front_face():
    s, _ = _setup()
    for p in (0, 1):
        assert s.zones[f"p{p}.level"].cards == [s.leader[p]]
        assert s.awakened[p] is False


def test_3_3_2_level_zone_is_public():
    s = make(p2={"leader": "LT-L02"})
    assert [c[1] for c in s.view(0)["zones"]["p1.level"]["cards"]] == ["LT-L02"]
    assert s.view(0)["level"] == [5, 5]


def test_3_3_3_leader_level_moves_only_by_the_rules():
    s = make(p1={"level": 3}, p2={"level": 4})
    for a in s.legal_actions():           # no action a player can take in the main phase sets the level
        c = s.clone()
        c.apply(a)
        assert c.level == [3, 4], a
    do(s, "end_main")
    do(s, "end_attack")                   # player 2's level-up phase: one step
    assert s.level == [3, 5]


def test_3_3_4_leader_never_leaves_the_level_zone():
    cards = [leader("TC-L-SELFTRASH", abilities=[
        {"keyword": "active", "cost": [{"do": "trash_self"}], "effect": [{"do": "draw", "n": 1}]}]),
        skill("TC-S-WIPE", [{"do": "trash", "target": {"all": True, "side": "any"}},
                            {"do": "bounce", "target": {"all": True, "side": "any"}}])]
    s = make(p1={"leader": "TC-L-SELFTRASH", "hand": ["TC-S-WIPE"], "lane0": "TC-V1"}, cards=cards)
    leader_id = s.leader[0]
    do(s, "activate", card="leader")
    assert s.zones["p0.level"].cards == [leader_id] and ids(s, "p0.trash") == []
    do(s, "play_skill", card="hand:TC-S-WIPE")
    assert s.zones["p0.level"].cards == [leader_id] and s.zones["p1.level"].cards == [s.leader[1]]
    assert ids(s, "p0.unit0") == [] and "TC-V1" in ids(s, "p0.trash")


def test_3_4_1_trashed_cards_go_to_the_trash_zone():
    s = make(p1={"lane0": "TC-V3"}, p2={"lane0": "TC-V1"}, phase="attack")
    do(s, "attack", lane=0)
    do(s, "choose", option="p2.unit0", player=2)
    assert ids(s, "p1.trash") == ["TC-V1"] and ids(s, "p1.unit0") == []


def test_3_4_2_trash_zone_is_public():
    s = make(p1={"trash": ["TC-V1", "TC-A"]})
    assert [c[1] for c in s.view(1)["zones"]["p0.trash"]["cards"]] == ["TC-V1", "TC-A"]


def test_3_5_1_unit_zone_holds_a_unit_and_its_items():
    cards = [item("TC-I-SWORD"), item("TC-I-SHIELD")]
    s = make(p1={"hand": ["TC-I-SWORD", "TC-I-SHIELD"], "lane2": "TC-V2"}, cards=cards)
    do(s, "play_item", card="hand:TC-I-SWORD", lane=2)
    do(s, "play_item", card="hand:TC-I-SHIELD", lane=2)
    assert ids(s, "p0.unit2") == ["TC-V2", "TC-I-SWORD", "TC-I-SHIELD"]
    assert power(s, ref(s, "p1.unit2")) == 6


def test_3_5_2_unit_zone_is_public():
    cards = [item("TC-I-SWORD")]
    s = make(p1={"lane1": {"unit": "TC-V2", "items": ["TC-I-SWORD"]}}, cards=cards)
    assert [c[1] for c in s.view(1)["zones"]["p0.unit1"]["cards"]] == ["TC-V2", "TC-I-SWORD"]


def test_3_5_3_placing_a_unit():
    cards = [unit("TC-ENTRY-DRAW", abilities=[{"keyword": "entry", "effect": [{"do": "draw", "n": 1}]}])]
    s = make(p1={"hand": ["TC-ENTRY-DRAW"]}, cards=cards)
    events = do(s, "play_unit", card="hand:TC-ENTRY-DRAW", lane=2)
    placed = of_kind(events, "unit_placed")
    assert len(placed) == 1 and placed[0].data["lane"] == 2 and placed[0].data["upgrade"] is False
    assert count(s, "p0.hand") == 1                    # placing is what "entry" waits for
    assert 2 in s.placed


def test_3_5_4_own_units_and_opponent_units():
    cards = [skill("TC-S-PUMP-OWN", [{"do": "power", "n": 2, "target": {"all": True, "side": "own"}}])]
    s = make(p1={"hand": ["TC-S-PUMP-OWN"], "lane0": "TC-V1"}, p2={"lane0": "TC-V1"}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-PUMP-OWN")
    assert power(s, ref(s, "p1.unit0")) == 5 and power(s, ref(s, "p2.unit0")) == 3


def test_3_5_4_1_three_lanes_facing_each_other():
    s = make(p1={"lane0": "TC-V1", "lane1": "TC-V2", "lane2": "TC-V3"},
             p2={"lane0": "TC-A", "lane1": "TC-B", "lane2": "TC-C"})
    for lane, opp in enumerate(("TC-A", "TC-B", "TC-C")):
        assert s.cards[s.encounter(ref(s, f"p1.unit{lane}"))].def_id == opp


def test_3_5_4_2_encounter_unit_is_the_one_that_can_block():
    # The opponent's unit is in another lane: it is not the encounter unit and cannot block.
    s = make(p1={"lane0": "TC-V1"}, p2={"lane1": "TC-V3"}, phase="attack")
    assert s.encounter(ref(s, "p1.unit0")) is None
    do(s, "attack", lane=0)
    assert s.decisions == [] and count(s, "p1.damage") == 1
    # The same unit facing the attacker may block.
    s = make(p1={"lane0": "TC-V1"}, p2={"lane0": "TC-V3"}, phase="attack")
    do(s, "attack", lane=0)
    assert s.decisions[0].kind == "block" and s.decisions[0].options == (ref(s, "p2.unit0"), "none")


def test_3_5_5_one_unit_per_zone_no_placing_equal_or_lower_cost():
    s = make(p1={"hand": ["TC-V1", "TC-V2", "TC-V3"], "lane0": "TC-V2"})
    refused(s, "3.5.5", "play_unit", card="hand:TC-V2", lane=0)    # equal cost
    refused(s, "3.5.5", "play_unit", card="hand:TC-V1", lane=0)    # lower cost
    do(s, "play_unit", card="hand:TC-V3", lane=0)                   # higher: an upgrade
    assert ids(s, "p0.unit0") == ["TC-V3"]


def test_3_5_5_1_upgrade_trashes_the_old_unit_not_by_effect():
    cards = [unit("TC-EXIT-DRAW", cost=1, abilities=[{"keyword": "exit", "effect": [{"do": "draw", "n": 1}]}]),
             unit("TC-C5", cost=5, power=7)]
    # Size 5, field cost 1: a cost-5 unit fits only because the replaced unit's cost is not counted.
    s = make(p1={"level": 5, "hand": ["TC-C5"], "lane0": "TC-EXIT-DRAW"}, cards=cards)
    events = do(s, "play_unit", card="hand:TC-C5", lane=0)
    assert ids(s, "p0.unit0") == ["TC-C5"] and ids(s, "p0.trash") == ["TC-EXIT-DRAW"]
    assert moves(events, to="p0.trash")[0].data["cause"] == "upgrade"
    assert of_kind(events, "unit_placed")[0].data["upgrade"] is True
    assert count(s, "p0.hand") == 0                    # its exit ability did not fire (10.1.7.2.2)


def test_3_5_6_equip_an_item_to_a_unit_meeting_the_condition():
    cards = [item("TC-I-ASH", equip={"affiliation": "ashguard"}), unit("TC-ASH", affiliations=["ashguard"])]
    s = make(p1={"hand": ["TC-I-ASH"], "lane0": "TC-V1", "lane1": "TC-ASH"}, cards=cards)
    refused(s, "3.5.6", "play_item", card="hand:TC-I-ASH", lane=2)   # no unit there
    refused(s, "3.5.6", "play_item", card="hand:TC-I-ASH", lane=0)   # not ashguard
    do(s, "play_item", card="hand:TC-I-ASH", lane=1)
    assert ids(s, "p0.unit1") == ["TC-ASH", "TC-I-ASH"]


@pytest.mark.parametrize("how", ["battle", "bounce"])
def test_3_5_6_1_items_are_trashed_when_their_unit_leaves(how):
    cards = [item("TC-I-SWORD"),
             skill("TC-S-BOUNCE", [{"do": "bounce", "target": {"choose": 1, "side": "opponent"}}])]
    if how == "battle":
        s = make(p1={"lane0": "TC-V3"}, p2={"lane0": {"unit": "TC-V1", "items": ["TC-I-SWORD"]}},
                 phase="attack", cards=cards)
        do(s, "attack", lane=0)
        events = do(s, "choose", option="p2.unit0", player=2)
        assert ids(s, "p1.trash") == ["TC-V1", "TC-I-SWORD"]
    else:
        s = make(p1={"hand": ["TC-S-BOUNCE"]}, p2={"lane0": {"unit": "TC-V1", "items": ["TC-I-SWORD"]}}, cards=cards)
        events = do(s, "play_skill", card="hand:TC-S-BOUNCE")
        assert ids(s, "p1.hand") == ["TC-V1"] and ids(s, "p1.trash") == ["TC-I-SWORD"]
    item_move = [e for e in moves(events, to="p1.trash") if e.data["def_id"] == "TC-I-SWORD"][0]
    assert item_move.data["cause"] == "rule"          # not by effect
    assert ids(s, "p1.unit0") == []


def test_3_6_1_played_skill_goes_to_the_skill_zone():
    cards = [skill("TC-S-DRAW", [{"do": "draw", "n": 1}])]
    s = make(p1={"hand": ["TC-S-DRAW"]}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-DRAW")
    assert ids(s, "p0.skill") == ["TC-S-DRAW"]
    do(s, "end_main")
    do(s, "end_attack")                               # it stays until its end phase (6.6.1.3)
    assert ids(s, "p0.skill") == [] and "TC-S-DRAW" in ids(s, "p0.trash")


def test_3_6_2_skill_zone_is_public():
    cards = [skill("TC-S-DRAW", [{"do": "draw", "n": 1}])]
    s = make(p1={"hand": ["TC-S-DRAW"]}, cards=cards)
    events = do(s, "play_skill", card="hand:TC-S-DRAW")
    assert moves(events, to="p0.skill")[0].for_player(1).data["def_id"] == "TC-S-DRAW"
    assert [c[1] for c in s.view(1)["zones"]["p0.skill"]["cards"]] == ["TC-S-DRAW"]


def test_3_7_1_damage_zone_shows_damage_taken():
    s = make(p1={"lane0": "TC-V3"}, p2={"deck": ["TC-A", "TC-B", "TC-C"]}, phase="attack")
    do(s, "attack", lane=0)
    assert ids(s, "p1.damage") == ["TC-A", "TC-B"]


def test_3_7_2_damage_zone_is_public():
    s = make(p1={"lane0": "TC-V1"}, p2={"deck": ["TC-C", "TC-A"]}, phase="attack")
    events = do(s, "attack", lane=0)
    to_damage = moves(events, to="p1.damage")
    assert to_damage[0].visible_to is None and to_damage[0].for_player(0).data["def_id"] == "TC-C"
    assert [c[1] for c in s.view(0)["zones"]["p1.damage"]["cards"]] == ["TC-C"]


def test_3_7_3_ten_cards_in_the_damage_zone_lose():
    s = make(p2={"damage": ["TC-A"] * 10})
    assert winner(s) == 1 and s.result.rule == "3.7.3"
    s = make(p2={"damage": ["TC-A"] * 9})
    assert winner(s) is None


def test_3_8_2_own_hand_is_visible_to_its_owner():
    s = make(p1={"hand": ["TC-V1", "TC-V3"]})
    assert [c[1] for c in s.view(0)["zones"]["p0.hand"]["cards"]] == ["TC-V1", "TC-V3"]


def test_3_8_3_opponent_hand_is_hidden():
    cards = [skill("TC-S-OPP-DISCARD", [{"do": "discard", "n": 1, "who": "opponent"}])]
    s = make(p1={"hand": ["TC-S-OPP-DISCARD"]}, p2={"hand": ["TC-V1", "TC-V3"]}, cards=cards)
    assert s.view(0)["zones"]["p1.hand"]["cards"] is None
    events = do(s, "play_skill", card="hand:TC-S-OPP-DISCARD")
    # Player 2 chooses from their hand; player 1 sees that a choice is due, not the cards.
    assert s.decisions[0].player == 1
    assert s.view(0)["decisions"][0]["options"] is None
    assert s.view(1)["decisions"][0]["options"] is not None
    asked = of_kind(events, "decision")[0]
    assert "options" not in asked.for_player(0).data and asked.for_player(1).data["options"]
