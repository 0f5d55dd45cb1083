"""Modal spells (700.2: modes chosen as the spell is cast, 601.2b; a mode without a legal target cannot be
chosen, 700.2a / 601.2c) and spells with two targets (115.1d): an illegal target is not affected while the
other is, all illegal and the spell does nothing (608.2b); a fight needs both its creatures (701.14)."""
from __future__ import annotations

import pytest

from game.engine.actions import Choose
from game.engine.errors import IllegalActionError
from game.rulesets.magic.ai_policy import decision_choice
from game.rulesets.magic.state import MagicState, zid
from game.rulesets.magic.text import describe_events, option_label

from mg_kit import act, card, do, pass_all, position

MOUNTAINS = ["MG-L04", "MG-L04", "MG-L04"]


def _table(hand: list[str], mine: list[str], theirs: list[str], graveyard: list[str] | None = None) -> MagicState:
    return position(step="main1", active=1, p1={"hand": hand, "battlefield": mine, "graveyard": graveyard or []},
                    p2={"battlefield": theirs})


def test_700_2_601_2b_the_modes_are_chosen_as_the_spell_is_cast_and_read_as_their_text() -> None:
    s = _table(["MG-R91"], MOUNTAINS, ["MG-G03"])
    do(s, "cast", card="hand:MG-R91")
    d = s.decisions[0]
    assert d.kind == "mode" and d.rule == "700.2" and d.options == ("mode1", "mode2")
    assert option_label(s, d, "mode1") == "Mode 1: Deal 3 damage to target creature."
    assert option_label(s, d, "mode2", "ko") == "모드 2: 각 상대에게 피해 2를 입힙니다."
    s.apply(Choose(0, "mode1"))
    assert s.decisions[0].kind == "aim"
    s.apply(Choose(0, card(s, "p2.battlefield:MG-G03")))
    pass_all(s)
    assert s.zones[zid(1, "graveyard")].cards and s.life[1] == 20


def test_700_2a_a_mode_whose_target_is_missing_cannot_be_chosen() -> None:
    s = _table(["MG-R91"], MOUNTAINS, [])          # no creature anywhere: only the second mode is open
    events = do(s, "cast", card="hand:MG-R91")
    assert not s.decisions                         # one open mode for "choose one": it is the choice
    assert any(e.kind == "modes_chosen" and e.data["modes"] == [2] for e in events)
    pass_all(s)
    assert s.life[1] == 18


def test_700_2a_a_modal_spell_without_enough_open_modes_cannot_be_cast() -> None:
    s = _table(["MG-U94"], ["MG-L02", "MG-L02", "MG-L02"], [])      # no spell, no nonland permanent
    with pytest.raises(IllegalActionError) as err:
        do(s, "cast", card="hand:MG-U94")
    assert err.value.rule == "700.2a" and "모드" in err.value.ko


def test_700_2_choose_two_resolves_both_modes_in_printed_order() -> None:
    plains = ["MG-L01"] * 4
    s = _table(["MG-W92"], plains, ["MG-G03", "MG-A03"])
    do(s, "cast", card="hand:MG-W92")
    assert s.decisions[0].min == 2
    s.apply(Choose(0, "mode4"))
    s.apply(Choose(0, "mode3"))
    s.apply(Choose(0, card(s, "p2.battlefield:MG-A03")))
    pass_all(s)
    assert s.perm[card(s, "p2.battlefield:MG-G03")].tapped
    assert [s.defs[c].id for c in s.zones[zid(1, "graveyard")].cards] == ["MG-A03"]


def test_608_2b_a_modal_spell_whose_only_target_is_gone_does_nothing() -> None:
    s = _table(["MG-R91", "MG-R03"], MOUNTAINS + ["MG-L04"], ["MG-R01"])
    do(s, "cast", card="hand:MG-R91")
    s.apply(Choose(0, "mode1"))
    s.apply(Choose(0, card(s, "p2.battlefield:MG-R01")))
    do(s, "cast", card="hand:MG-R03", target="p2.battlefield:MG-R01")    # the bolt kills it first
    events = []
    for _ in range(4):
        events += do(s, "pass")
    assert any(e.kind == "fizzled" and e.data["rule"] == "608.2b" for e in events)


def test_115_1d_each_of_two_targets_the_second_is_a_different_one() -> None:
    s = _table(["MG-R93"], MOUNTAINS, ["MG-G03"])
    do(s, "cast", card="hand:MG-R93", target="p2")
    d = s.decisions[0]
    assert d.kind == "aim" and "p1" not in d.options and "no_target" in d.options
    assert option_label(s, d, "no_target") == "No second target"
    s.apply(Choose(0, card(s, "p2.battlefield:MG-G03")))
    pass_all(s)
    assert s.life[1] == 18 and s.perm[card(s, "p2.battlefield:MG-G03")].damage == 2


def test_608_2b_one_of_two_targets_illegal_the_other_is_still_affected() -> None:
    s = _table(["MG-R93", "MG-R03"], MOUNTAINS + ["MG-L04"], ["MG-G03", "MG-R01"])
    do(s, "cast", card="hand:MG-R93", target="p2.battlefield:MG-R01")
    s.apply(Choose(0, card(s, "p2.battlefield:MG-G03")))
    do(s, "cast", card="hand:MG-R03", target="p2.battlefield:MG-R01")
    events = []
    for _ in range(4):
        events += do(s, "pass")
    assert not any(e.kind == "fizzled" for e in events)
    assert s.perm[card(s, "p2.battlefield:MG-G03")].damage == 2


def test_608_2b_every_target_illegal_the_spell_does_nothing() -> None:
    s = _table(["MG-R94"], MOUNTAINS, ["MG-R01", "MG-W01"])
    do(s, "cast", card="hand:MG-R94", target="p2.battlefield:MG-R01")
    s.apply(Choose(0, card(s, "p2.battlefield:MG-W01")))
    # both targets leave the battlefield before it resolves (as a bounce would move them)
    for ref in ("p2.battlefield:MG-R01", "p2.battlefield:MG-W01"):
        s.move(card(s, ref), zid(1, "hand"), cause="test")
    events = do(s, "pass") + do(s, "pass")
    assert any(e.kind == "fizzled" for e in events) and s.zones[zid(0, "graveyard")].cards
    log = describe_events(s, events, "en", 1)
    assert "Twin Sparks does nothing: its target is gone" in log


def test_701_14a_target_creature_you_control_fights_target_creature_you_dont_control() -> None:
    s = _table(["MG-G95"], ["MG-L05", "MG-L05", "MG-G04"], ["MG-G03"])
    with pytest.raises(IllegalActionError):
        do(s, "cast", card="hand:MG-G95", target="p2.battlefield:MG-G03")     # not one you control
    do(s, "cast", card="hand:MG-G95", target="battlefield:MG-G04")
    assert [s.defs[c].id for c in s.decisions[0].options] == ["MG-G03"]
    s.apply(Choose(0, card(s, "p2.battlefield:MG-G03")))
    events = []
    for _ in range(2):
        events += do(s, "pass")
    assert "Elderbark Titan fights Bramble Charger" in describe_events(s, events, "en", 1)
    assert s.perm[card(s, "battlefield:MG-G04")].damage == 3
    assert [s.defs[c].id for c in s.zones[zid(1, "graveyard")].cards] == ["MG-G03"]


def test_701_14b_with_one_fighter_gone_no_damage_is_dealt() -> None:
    s = _table(["MG-G95"], ["MG-L05", "MG-L05", "MG-G04"], ["MG-G03"])
    do(s, "cast", card="hand:MG-G95", target="battlefield:MG-G04")
    s.apply(Choose(0, card(s, "p2.battlefield:MG-G03")))
    s.move(card(s, "p2.battlefield:MG-G03"), zid(1, "hand"), cause="test")
    events = do(s, "pass") + do(s, "pass")
    assert any(e.kind == "fight_missed" and e.data["rule"] == "701.14b" for e in events)
    assert s.perm[card(s, "battlefield:MG-G04")].damage == 0


def test_115_1_a_creature_card_in_your_graveyard_can_be_returned_to_the_battlefield() -> None:
    s = _table(["MG-B96"], ["MG-L03"] * 4, [], graveyard=["MG-G04", "MG-L05"])
    legal = s.legal_actions()
    assert act(s, "cast", card="hand:MG-B96", target="graveyard:MG-G04") in legal
    do(s, "cast", card="hand:MG-B96", target="graveyard:MG-G04")
    pass_all(s)
    assert [s.defs[c].id for c in s.battlefield(0)].count("MG-G04") == 1


def test_the_ai_aims_a_second_harmful_target_at_the_opponent() -> None:
    s = _table(["MG-R93"], MOUNTAINS + ["MG-G03"], ["MG-G04"])
    do(s, "cast", card="hand:MG-R93", target="p2")
    pick = decision_choice(s, 0, [a for a in s.legal_actions() if isinstance(a, Choose)])
    assert pick is not None and pick.option == card(s, "p2.battlefield:MG-G04")


def test_601_2c_up_to_two_targets_may_be_none_at_all_and_the_spell_does_nothing() -> None:
    s = _table(["MG-R93"], MOUNTAINS, ["MG-G03"])
    do(s, "cast", card="hand:MG-R93")                 # no target: "up to" allows none
    assert not s.decisions
    events = do(s, "pass") + do(s, "pass")
    assert not any(e.kind in ("fizzled", "damage_dealt") for e in events) and s.life[1] == 20
