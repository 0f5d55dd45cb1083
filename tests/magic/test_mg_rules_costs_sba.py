"""Mana and costs (106, 107.4, 118, 119.4, 601.2h, 602, 606), state-based actions (704), triggered and
static abilities (603, 613), tokens and counters (111, 122), and leaving a multiplayer game (800.4)."""
from __future__ import annotations

import pytest

from game.engine.errors import IllegalActionError
from game.rulesets.magic.mana import parse_cost, pay_plan
from game.rulesets.magic.stats import power_toughness
from game.rulesets.magic.state import Step

from mg_kit import card, do, pass_all, position


def _ids(s, zone: str) -> list[str]:
    return [s.cards[i].def_id for i in s.zones[zone].cards]


def test_601_2h_a_spell_you_cannot_pay_for_is_refused() -> None:
    s = position(p1={"hand": ["MG-G04"], "battlefield": ["MG-L05"] * 4})
    with pytest.raises(IllegalActionError) as err:
        do(s, "cast", card="hand:MG-G04")
    assert err.value.rule == "601.2h" and err.value.ko


def test_107_4e_a_hybrid_symbol_is_paid_with_either_of_its_colors() -> None:
    for land in ("MG-L04", "MG-L05"):
        s = position(p1={"hand": ["MG-H01"], "battlefield": [land]})
        do(s, "cast", card="hand:MG-H01")
        assert [i.def_id for i in s.stack] == ["MG-H01"]
    s = position(p1={"hand": ["MG-H01"], "battlefield": ["MG-L01"]})
    with pytest.raises(IllegalActionError):
        do(s, "cast", card="hand:MG-H01")


def test_107_4f_a_phyrexian_symbol_is_paid_with_its_color_or_two_life() -> None:
    s = position(p1={"hand": ["MG-P01"], "battlefield": ["MG-L01"]})
    with pytest.raises(IllegalActionError) as err:
        do(s, "cast", card="hand:MG-P01", life=0)
    assert err.value.rule == "601.2h"
    do(s, "cast", card="hand:MG-P01", life=1)
    assert s.life[0] == 18 and s.perm[card(s, "battlefield:MG-L01")].tapped


def test_119_4_a_player_cannot_pay_more_life_than_they_have() -> None:
    s = position(p1={"hand": ["MG-P01"], "battlefield": ["MG-L01"], "life": 1})
    with pytest.raises(IllegalActionError) as err:
        do(s, "cast", card="hand:MG-P01", life=1)
    assert err.value.rule == "119.4"


def test_the_payment_keeps_a_source_of_many_colors_for_the_symbol_that_needs_it() -> None:
    cost = parse_cost("{1}{R}")
    plan = pay_plan(cost, [0] * 6, [(10, "WUBRG"), (11, "G")], 0)
    assert plan is not None and sorted(plan.sources) == [10, 11]
    assert pay_plan(parse_cost("{R}{R}"), [0] * 6, [(10, "WUBRG"), (11, "G")], 0) is None


def test_107_4_a_cost_of_unknown_symbols_is_refused_on_load() -> None:
    with pytest.raises(ValueError):
        parse_cost("{Q}")
    assert parse_cost("{2}{W/U}{B/P}{G}").mana_value == 5


def test_302_6_a_summoning_sick_mana_creature_does_not_pay() -> None:
    s = position(p1={"hand": ["MG-H01"], "battlefield": [{"card": "MG-G01", "sick": True}]})
    with pytest.raises(IllegalActionError):
        do(s, "cast", card="hand:MG-H01")


def test_606_3_one_loyalty_ability_per_turn_at_sorcery_speed() -> None:
    s = position(p1={"battlefield": [{"card": "MG-U07", "loyalty": 3}]})
    do(s, "activate", card="battlefield:MG-U07", ability=0)
    pass_all(s)
    assert s.perm[card(s, "battlefield:MG-U07")].loyalty == 4 and len(s.hand(0)) == 1
    with pytest.raises(IllegalActionError) as err:
        do(s, "activate", card="battlefield:MG-U07", ability=0)
    assert err.value.rule == "606.3"


def test_602_2_an_artifact_with_a_colored_activation_cost_taps_to_deal_damage() -> None:
    s = position(p1={"battlefield": ["MG-A03", "MG-L04", "MG-L04", "MG-L04"]})
    do(s, "activate", card="battlefield:MG-A03", ability=0, target="p2")
    pass_all(s)
    assert s.life[1] == 19 and s.perm[card(s, "battlefield:MG-A03")].tapped


def test_704_5a_a_player_at_zero_life_loses() -> None:
    s = position(p1={"hand": ["MG-R03"], "battlefield": ["MG-L04"]}, p2={"life": 2})
    do(s, "cast", card="hand:MG-R03", target="p2")
    pass_all(s)
    assert s.result is not None and s.result.winners == (0,) and s.result.rule == "704.5a"


def test_704_5b_a_player_who_drew_from_an_empty_library_loses() -> None:
    s = position(step="upkeep", active=2, p2={"library": []})
    pass_all(s)
    assert s.result is not None and s.result.winners == (0,) and s.result.rule == "704.5b"


def test_704_5f_a_creature_with_toughness_zero_dies() -> None:
    s = position(p1={"hand": ["MG-P02"], "battlefield": ["MG-L03", "MG-L03"]}, p2={"battlefield": ["MG-W02"]})
    do(s, "cast", card="hand:MG-P02", target="p2.battlefield:MG-W02", life=0)
    pass_all(s)
    assert _ids(s, "p1.graveyard") == ["MG-W02"]


def test_704_5j_the_legend_rule_keeps_the_one_its_controller_chooses() -> None:
    s = position(p1={"hand": ["MG-R07"], "battlefield": ["MG-R07"] + ["MG-L04"] * 4})
    do(s, "cast", card="hand:MG-R07")
    pass_all(s)
    d = s.decisions[0]
    assert d.kind == "legend" and d.rule == "704.5j" and len(d.options) == 2
    keep = d.options[1]
    do(s, "choose", option=keep)
    assert [i for i in s.battlefield(0) if s.cards[i].def_id == "MG-R07"] == [keep]


def test_704_5d_a_token_that_left_the_battlefield_ceases_to_exist() -> None:
    s = position(p1={"hand": ["MG-G06", "MG-U03"], "battlefield": ["MG-L05"] * 4 + ["MG-L02"] * 2})
    do(s, "cast", card="hand:MG-G06")
    pass_all(s)
    assert _ids(s, "p0.battlefield").count("MG-T01") == 2
    do(s, "cast", card="hand:MG-U03", target="battlefield:MG-T01")
    pass_all(s)
    assert _ids(s, "p0.battlefield").count("MG-T01") == 1 and _ids(s, "gone") == ["MG-T01"] and not s.hand(0)


def test_603_6a_an_enters_trigger_goes_on_the_stack_and_draws() -> None:
    s = position(p1={"hand": ["MG-U01"], "battlefield": ["MG-L02"] * 3})
    do(s, "cast", card="hand:MG-U01")
    pass_all(s)
    assert [i.def_id for i in s.stack] == ["MG-U01"] and s.stack[0].kind == "ability"
    pass_all(s)
    assert len(s.hand(0)) == 1


def test_603_10a_a_dies_trigger_looks_back_at_the_creature() -> None:
    s = position(p1={"hand": ["MG-R03"], "battlefield": ["MG-L04"]}, p2={"battlefield": ["MG-B02"]})
    do(s, "cast", card="hand:MG-R03", target="p2.battlefield:MG-B02")
    pass_all(s)
    assert s.stack and s.stack[0].controller == 1
    pass_all(s)
    assert len(s.hand(1)) == 1


def test_613_an_anthem_and_counters_add_to_power_and_toughness() -> None:
    s = position(p1={"battlefield": ["MG-W04", {"card": "MG-G03", "counters": 2}, "MG-W08"]})
    assert power_toughness(s, card(s, "battlefield:MG-G03")) == (7, 7)   # 3/3 + banner + captain + 2 counters
    assert power_toughness(s, card(s, "battlefield:MG-W08")) == (4, 4)   # the captain pumps only the others


def test_800_4a_a_player_who_leaves_takes_their_cards_and_the_game_goes_on() -> None:
    s = position(players=3, step="declare_attackers", p1={"battlefield": ["MG-G03"]},
                 p2={"battlefield": ["MG-W03"], "hand": ["MG-R03"]})
    do(s, "attack", card="battlefield:MG-G03", target="p2")
    do(s, "concede", player=2)
    assert s.result is None and s.out[1] and not s.attackers
    assert not s.battlefield(1) and not s.hand(1) and len(s.zones["p1.left"].cards) == 12
    pass_all(s)       # 508.8 does not apply (an attacker was declared), but nothing is attacking any more
    assert s.step is Step.BLOCKERS and not s.to_block and s.priority == 0


def test_104_2a_the_last_player_standing_wins() -> None:
    s = position(players=3)
    do(s, "concede", player=2)
    do(s, "concede", player=3)
    assert s.result is not None and s.result.winners == (0,)


def test_603_3d_a_trigger_with_a_target_asks_its_controller_for_one() -> None:
    s = position(p1={"hand": ["MG-R08"], "battlefield": ["MG-L04"] * 3}, p2={"battlefield": ["MG-W01"]})
    do(s, "cast", card="hand:MG-R08")
    pass_all(s)
    d = s.decisions[0]
    assert d.kind == "target" and d.player == 0 and d.rule == "603.3d"
    assert set(d.options) >= {"p0", "p1", card(s, "p2.battlefield:MG-W01")}
    do(s, "choose", option="p2.battlefield:MG-W01")
    assert s.stack[0].target == f"c{card(s, 'p2.battlefield:MG-W01')}"
    pass_all(s)
    assert not s.battlefield(1)


def test_603_3d_a_targeted_trigger_without_a_legal_target_is_removed() -> None:
    from game.rulesets.magic import flow
    from game.rulesets.magic.state import StackItem
    s = position(p1={"battlefield": ["MG-L02"] * 2})
    # an ability aiming at a nonland permanent (Kesra's second one), with only lands in play
    s.pending.append(StackItem("ability", card(s, "battlefield:MG-L02"), 0, 1, "MG-U07"))
    flow.put_triggers(s)
    assert not s.decisions and not s.stack and not s.pending
    assert any(e.kind == "trigger_removed" and e.data["rule"] == "603.3d" for e in s.events)
