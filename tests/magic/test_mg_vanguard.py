"""Vanguard (902): the vanguard card in the command zone, its life and hand modifiers with the document's
examples, and its static, triggered and activated abilities working from there."""
from __future__ import annotations

import pytest

from game.engine.errors import DataError, IllegalActionError
from game.rulesets.magic.cards import load_card_db, parse_cards
from game.rulesets.magic.deck import deck_problems, load_all_decks
from game.rulesets.magic.setup import new_state
from game.rulesets.magic.state import Step, zid
from game.rulesets.magic.stats import power_toughness

from mg_kit import act, card, do, pass_all, position

VAN = {"variant": "vanguard"}


def _game(seed: int = 3, players: int = 2, **vanguards: str) -> object:
    return new_state(seed, {"players": players, **VAN, **vanguards})


def _vanguard(s, p: int) -> str:
    return s.cards[s.zones[zid(p, "command")].cards[0]].def_id


def test_902_3_each_player_has_one_face_up_vanguard_in_the_command_zone() -> None:
    s = _game(players=3, vanguard1="MG-V04", vanguard2="MG-V06")
    assert [_vanguard(s, p) for p in range(2)] == ["MG-V04", "MG-V06"]
    assert all(len(s.zones[zid(p, "command")].cards) == 1 for p in range(3))
    assert all(s.defs[s.zones[zid(p, "command")].cards[0]].is_a("vanguard") for p in range(3))
    core = new_state(3, {"players": 2})
    assert not any(core.zones[zid(p, "command")].cards for p in range(2))


def test_902_3_a_vanguard_is_never_a_card_of_the_deck() -> None:
    deck = list(load_all_decks()["lantern-vigil"].cards)
    bad = deck_problems(load_card_db(), deck[:59] + ["MG-V01"])
    assert [p.rule for p in bad] == ["902.3"] and "MG-V01" in bad[0].en and bad[0].ko


def test_902_4_life_modifier_minus_3_starts_the_player_at_17() -> None:
    s = _game(vanguard1="MG-V01", vanguard2="MG-V05")
    assert s.life == [17, 28]                    # 20 - 3 and 20 + 8


def test_902_5_the_starting_hand_is_seven_plus_the_hand_modifier() -> None:
    s = _game(vanguard1="MG-V01", vanguard2="MG-V05")
    assert [len(s.hand(0)), len(s.hand(1))] == [9, 5]


def _choose(s, p: int, option) -> None:
    s.apply(act(s, "choose", player=p + 1, option=option))


def test_902_5a_hand_modifier_plus_2_and_three_mulligans_draw_nine_then_three_go_to_the_bottom() -> None:
    s = _game(seed=5, vanguard1="MG-V01", vanguard2="MG-V03")
    for _ in range(3):
        while s.decisions[0].player != 0:
            _choose(s, s.decisions[0].player, "keep")
        _choose(s, 0, "mulligan")
        assert len(s.hand(0)) == 9                  # every mulligan draws the starting hand size again
    while s.decisions[0].kind == "mulligan":
        _choose(s, s.decisions[0].player, "keep")
    d = s.decisions[0]
    assert d.kind == "bottom" and d.player == 0 and d.min == d.max == 3
    for i in list(s.hand(0))[:3]:
        _choose(s, 0, i)
    assert len(s.hand(0)) == 6 and s.mulligans[0] == 3


def test_902_5a_in_a_multiplayer_vanguard_game_the_first_mulligan_is_free() -> None:
    s = _game(seed=5, players=3, vanguard1="MG-V01")
    while s.decisions[0].player != 0:
        _choose(s, s.decisions[0].player, "keep")
    _choose(s, 0, "mulligan")
    assert len(s.hand(0)) == 9
    while s.decisions and s.decisions[0].kind == "mulligan":
        _choose(s, s.decisions[0].player, "keep")
    assert s.step is not Step.MULLIGAN and len(s.hand(0)) == 9   # nothing to put on the bottom


def test_902_5b_hand_modifier_minus_1_discards_down_to_six_at_cleanup() -> None:
    s = _scenario_position("MG-V02", hand=["MG-L01"] * 8)
    pass_all(s)
    d = s.decisions[0]
    assert s.step is Step.CLEANUP and d.kind == "discard" and d.min == d.max == 2 and d.rule == "514.1"
    core = position(p1={"hand": ["MG-L01"] * 8}, step="end")
    pass_all(core)
    assert core.decisions[0].min == 1             # without the vanguard the maximum is seven


def _scenario_position(v1: str, v2: str = "MG-V03", step: str = "end", **p1):
    from game.rulesets.magic.scenario import _build
    return _build({"scenario": {"players": 2, "seed": 1}, "options": {**VAN, "vanguard1": v1, "vanguard2": v2},
                   "position": {"step": step, "p1": p1}}, "test")


def test_902_6_the_owner_of_a_vanguard_controls_its_triggered_ability() -> None:
    s = _scenario_position("MG-V06", step="main1", hand=["MG-R03"], battlefield=["MG-L04"])
    assert s.life == [18, 15]                    # 902.4 on both sides: -2 and -5
    do(s, "cast", card="hand:MG-R03", target="p2")
    assert [(i.def_id, i.controller) for i in s.stack] == [("MG-R03", 0), ("MG-V06", 0)]
    pass_all(s)
    assert s.life[1] == 14 and [i.def_id for i in s.stack] == ["MG-R03"]   # the vanguard's 1 first
    pass_all(s)
    assert s.life[1] == 12


def test_902_7_a_vanguards_static_ability_affects_the_creatures_of_its_controller_only() -> None:
    from game.rulesets.magic.scenario import _build
    s = _build({"scenario": {"players": 2, "seed": 1}, "options": {**VAN, "vanguard1": "MG-V02", "vanguard2": "MG-V04"},
                "position": {"p1": {"battlefield": ["MG-W01"]}, "p2": {"battlefield": ["MG-W01"]}}}, "test")
    assert power_toughness(s, card(s, "p1.battlefield:MG-W01")) == (2, 2)
    assert power_toughness(s, card(s, "p2.battlefield:MG-W01")) == (2, 1)


def test_902_7_a_vanguard_granting_haste_lets_a_new_creature_attack() -> None:
    s = _scenario_position("MG-V03", step="main1", hand=["MG-R02"], battlefield=["MG-L04", "MG-L04"])
    do(s, "cast", card="hand:MG-R02")
    pass_all(s)
    pass_all(s)                                    # main -> beginning of combat -> declare attackers
    pass_all(s)
    assert s.step is Step.ATTACKERS
    do(s, "attack", card="battlefield:MG-R02", target="p2")
    assert card(s, "battlefield:MG-R02") in s.attackers


def test_902_7_a_vanguards_upkeep_trigger_goes_on_the_stack_with_its_target() -> None:
    from game.rulesets.magic.scenario import _build
    s = _build({"scenario": {"players": 2, "seed": 1}, "options": {**VAN, "vanguard1": "MG-V07", "vanguard2": "MG-V03"},
                "position": {"step": "cleanup", "active": 2, "p1": {"battlefield": ["MG-G03"]}}}, "test")
    pass_all(s, 0)
    while s.step is not Step.UPKEEP or s.active != 0:
        if s.decisions:
            break
        pass_all(s, 1)
    d = s.decisions[0]
    assert d.kind == "target" and d.player == 0 and d.rule == "603.3d"
    do(s, "choose", option="p1.battlefield:MG-G03")
    pass_all(s)
    assert power_toughness(s, card(s, "battlefield:MG-G03")) == (4, 4)


def test_902_7_a_vanguards_activated_ability_is_activated_from_the_command_zone() -> None:
    s = _scenario_position("MG-V04", step="main1", battlefield=["MG-L01"] * 4)
    v = card(s, "command:MG-V04")
    acts = [a for a in s.legal_actions() if getattr(a, "card", None) == v]
    assert acts and all(a.verb == "activate" for a in acts)
    before = len(s.hand(0))
    do(s, "activate", card="command:MG-V04")
    assert s.stack[-1].def_id == "MG-V04" and s.stack[-1].controller == 0
    pass_all(s)
    assert len(s.hand(0)) == before + 1
    assert not [a for a in s.legal_actions() if getattr(a, "card", None) == v]      # no mana left


def test_902_7_only_the_owner_activates_a_vanguard() -> None:
    s = _scenario_position("MG-V03", v2="MG-V08", step="main1", battlefield=["MG-L03", "MG-L03"])
    with pytest.raises(IllegalActionError) as err:
        do(s, "activate", card="p2.command:MG-V08", target="p2")
    assert err.value.rule == "602.2"


def test_a_vanguard_card_file_is_checked_naming_the_card_and_field() -> None:
    tables = [{"id": "X-V1", "name": {"en": "A", "ko": "가"}, "types": ["vanguard"], "cost": "{1}", "hand_modifier": 1,
               "abilities": [{"kind": "activated", "tap": True, "effects": [{"do": "draw", "amount": 1, "to": "you"}]}]},
              {"id": "X-2", "name": {"en": "B", "ko": "나"}, "types": ["creature"], "toughness": 1, "life_modifier": 2}]
    with pytest.raises(DataError) as err:
        parse_cards(tables, "cards-bad.toml")
    text = str(err.value)
    assert "card X-V1: a vanguard is of the one type vanguard, with no cost" in text
    assert "card X-V1.abilities[0]" in text and "card X-2: only a vanguard has a life or hand modifier" in text


def test_the_eight_vanguards_span_the_modifiers_and_every_ability_kind() -> None:
    vans = [c for c in load_card_db().cards.values() if c.is_a("vanguard")]
    assert len(vans) == 8
    assert min(v.life_mod for v in vans) == -5 and max(v.life_mod for v in vans) == 8
    assert min(v.hand_mod for v in vans) == -2 and max(v.hand_mod for v in vans) == 2
    assert {a.kind for v in vans for a in v.abilities} == {"static", "triggered", "activated"}
