"""Additional costs (601.2f, 118.8, 119.4) and abilities activated only once each turn (602.5b)."""
from __future__ import annotations

import pytest

from game.engine.actions import Choose
from game.engine.errors import IllegalActionError
from game.rulesets.magic.actions import Activate, Cast
from game.rulesets.magic.ai_policy import sensible
from game.rulesets.magic.cardtext import card_lines

from mg_kit import card, do, pass_all, position


def _zone(s, zone: str) -> list[str]:
    return [s.cards[i].def_id for i in s.zones[zone].cards]


def test_118_8_an_additional_life_cost_is_paid_with_the_mana() -> None:
    s = position(p1={"hand": ["MG-B122"], "battlefield": ["MG-L03"]})
    do(s, "cast", card="hand:MG-B122")
    assert s.life[0] == 17 and s.stack[-1].def_id == "MG-B122"
    pass_all(s)
    assert len(s.hand(0)) == 2


def test_119_4_a_life_cost_needs_that_much_life() -> None:
    s = position(p1={"hand": ["MG-B122"], "battlefield": ["MG-L03"], "life": 2})
    assert not any(isinstance(a, Cast) for a in s.legal_actions())
    with pytest.raises(IllegalActionError) as err:
        do(s, "cast", card="hand:MG-B122")
    assert err.value.rule == "119.4" and "3 life" in err.value.en and "생명점 3점" in err.value.ko


def test_601_2f_an_additional_cost_that_cannot_be_paid_forbids_the_cast() -> None:
    s = position(p1={"hand": ["MG-U122"], "battlefield": ["MG-L02"]})       # no other card to discard
    with pytest.raises(IllegalActionError) as err:
        do(s, "cast", card="hand:MG-U122")
    assert err.value.rule == "601.2f" and "discard" in err.value.en and "버려야" in err.value.ko
    s = position(p1={"hand": ["MG-B123"], "battlefield": ["MG-L03"] * 2}, p2={"battlefield": ["MG-R04"]})
    with pytest.raises(IllegalActionError) as err:                        # no creature to sacrifice
        do(s, "cast", card="hand:MG-B123", target="p2.battlefield:MG-R04")
    assert err.value.rule == "601.2f" and "sacrifice" in err.value.en


def test_601_2h_the_creature_sacrificed_is_chosen_as_the_spell_is_paid() -> None:
    s = position(p1={"hand": ["MG-B123"], "battlefield": ["MG-L03"] * 2 + ["MG-R01", "MG-G01"]},
                 p2={"battlefield": ["MG-R04"]})
    pup, tender = card(s, "battlefield:MG-R01"), card(s, "battlefield:MG-G01")
    do(s, "cast", card="hand:MG-B123", target="p2.battlefield:MG-R04")
    d = s.decisions[0]
    assert d.kind == "cost_sacrifice" and set(d.options) == {pup, tender} and "sacrifice 1 creature" in d.prompt.en
    assert not s.stack                                      # cast once its costs are paid
    s.apply(Choose(0, tender))
    assert _zone(s, "p0.graveyard") == ["MG-G01"] and s.perm[pup] and s.stack[-1].def_id == "MG-B123"
    pass_all(s)
    assert "MG-R04" in _zone(s, "p1.graveyard")


def test_601_2h_the_card_discarded_is_chosen_and_one_choice_is_not_asked() -> None:
    s = position(p1={"hand": ["MG-R122", "MG-L04", "MG-R01"], "battlefield": ["MG-L04"]})
    do(s, "cast", card="hand:MG-R122", target="p2")
    d = s.decisions[0]
    assert d.kind == "cost_discard" and len(d.options) == 2 and d.secret
    s.apply(Choose(0, card(s, "hand:MG-R01")))
    assert _zone(s, "p0.graveyard") == ["MG-R01"]
    pass_all(s)
    assert s.life[1] == 16
    s = position(p1={"hand": ["MG-R122", "MG-L04"], "battlefield": ["MG-L04"]})
    do(s, "cast", card="hand:MG-R122", target="p2")          # the one other card: discarded without asking
    assert not s.decisions and _zone(s, "p0.graveyard") == ["MG-L04"]


def test_601_2h_additional_cost_then_the_payment_question() -> None:
    s = position(options={"payment": "choose"},
                 p1={"hand": ["MG-W122"], "battlefield": ["MG-L01", "MG-L01", "MG-R01", "MG-G01"]})
    do(s, "cast", card="hand:MG-W122")
    assert s.decisions[0].kind == "cost_sacrifice"
    s.apply(Choose(0, card(s, "battlefield:MG-R01")))
    assert s.decisions[0].kind == "payment"
    s.apply(Choose(0, "done"))
    pass_all(s)
    assert s.life[0] == 25 and "MG-R01" in _zone(s, "p0.graveyard")


def test_601_2h_a_program_sacrifices_its_least_creature() -> None:
    s = position(p1={"hand": ["MG-W122"], "battlefield": ["MG-L01", "MG-R04", "MG-R01"]})
    do(s, "cast", card="hand:MG-W122")
    assert sensible(s, 0) == [Choose(0, card(s, "battlefield:MG-R01"))]


def test_602_5b_activate_only_once_each_turn() -> None:
    s = position(p1={"battlefield": ["MG-W124"] + ["MG-L01"] * 3})
    keeper = card(s, "battlefield:MG-W124")
    do(s, "activate", card="battlefield:MG-W124", ability=0)
    assert Activate(0, keeper, 0, "-", 0) not in s.legal_actions()
    with pytest.raises(IllegalActionError) as err:
        do(s, "activate", card="battlefield:MG-W124", ability=0)
    assert err.value.rule == "602.5b" and "once each turn" in err.value.en and "한 번만" in err.value.ko
    pass_all(s)
    assert s.life[0] == 22
    assert Activate(0, keeper, 0, "-", 0) not in s.legal_actions()        # still this turn, stack empty
    c = s.clone()
    c.turn += 1                                                            # another turn: again
    c._legal_cache = None
    assert Activate(0, keeper, 0, "-", 0) in c.legal_actions()


def test_602_5b_once_each_turn_is_per_object() -> None:
    s = position(p1={"battlefield": ["MG-B124", "MG-B124"] + ["MG-L03"] * 2})
    first, second = [i for i in s.battlefield(0) if s.defs[i].id == "MG-B124"]
    do(s, "activate", card="battlefield:MG-B124", ability=0)
    legal = s.legal_actions()
    assert Activate(0, second, 0, "-", 0) in legal and Activate(0, first, 0, "-", 0) not in legal


def test_118_8_602_5b_the_cards_say_their_costs_in_both_languages() -> None:
    s = position()
    assert card_lines(s.db["MG-B123"], "en", {})[1] == "As an additional cost to cast this spell, sacrifice a creature."
    assert card_lines(s.db["MG-B123"], "ko", {})[1] == "이 주문을 발동하려면 추가 비용으로 생물 하나를 희생합니다."
    assert card_lines(s.db["MG-W124"], "en", {})[1].endswith("Activate only once each turn.")
    assert card_lines(s.db["MG-W124"], "ko", {})[1].endswith("턴마다 한 번만 활성화합니다.")
