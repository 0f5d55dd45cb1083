"""Optional ("may") triggered abilities (603.5) and delayed triggered abilities (603.7)."""
from __future__ import annotations

import pytest

from game.engine.errors import DataError
from game.rulesets.magic.cards import parse_cards
from game.rulesets.magic.state import Step

from mg_kit import card, do, pass_all, position


def _step_on(s) -> None:
    """Pass, or declare no attackers or blockers when that is what is asked."""
    verbs = {a.verb for a in s.legal_actions()}
    do(s, "pass" if "pass" in verbs else "declared")


def _to_end_step(s) -> None:
    while s.step is not Step.END and not s.decisions:
        _step_on(s)


def test_603_5_a_may_trigger_asks_its_controller_as_it_resolves_and_yes_does_it() -> None:
    s = position(p1={"hand": ["MG-W23"], "battlefield": ["MG-L01"] * 4})
    do(s, "cast", card="hand:MG-W23")
    pass_all(s)                                   # the creature resolves, its enters trigger goes on the stack
    assert [i.def_id for i in s.stack] == ["MG-W23"] and not s.decisions
    pass_all(s)
    d = s.decisions[0]
    assert d.kind == "may" and d.player == 0 and d.rule == "603.5" and set(d.options) == {"yes", "no"}
    do(s, "choose", option="yes")
    assert s.life[0] == 23 and not s.stack and s.priority == 0


def test_603_5_answering_no_to_a_may_trigger_does_nothing() -> None:
    s = position(p1={"hand": ["MG-B22"], "battlefield": ["MG-L03"] * 3})
    hand = len(s.hand(0))
    do(s, "cast", card="hand:MG-B22")
    pass_all(s)
    pass_all(s)
    events = do(s, "choose", option="no")
    assert s.life[0] == 20 and len(s.hand(0)) == hand - 1     # no card drawn, no life lost
    assert any(e.kind == "may_choice" and e.data["choice"] == "no" for e in events)


def test_603_5_a_may_trigger_with_a_target_chooses_the_target_first_and_may_later() -> None:
    s = position(p1={"hand": ["MG-R27"], "battlefield": ["MG-L04"] * 4}, p2={"battlefield": ["MG-G03"]})
    do(s, "cast", card="hand:MG-R27")
    pass_all(s)
    assert s.decisions[0].kind == "target"
    do(s, "choose", option="p2.battlefield:MG-G03")
    pass_all(s)
    assert s.decisions[0].kind == "may"
    do(s, "choose", option="yes")
    assert s.perm[card(s, "p2.battlefield:MG-G03")].damage == 2


def test_603_7_a_delayed_trigger_fires_at_the_beginning_of_the_next_end_step_only_once() -> None:
    s = position(p1={"hand": ["MG-U25"], "battlefield": ["MG-L02"]})
    hand = len(s.hand(0))
    do(s, "cast", card="hand:MG-U25")
    pass_all(s)
    assert len(s.hand(0)) == hand - 1 and len(s.delayed) == 1
    _to_end_step(s)
    assert [i.kind for i in s.stack] == ["delayed"] and not s.delayed
    pass_all(s)
    assert len(s.hand(0)) == hand
    while s.turn == 3 or s.step is not Step.END:   # through the next turn's end step: nothing more
        _step_on(s)
    assert not s.stack and not s.delayed


def test_603_7_a_delayed_trigger_made_during_an_end_step_waits_for_the_next_one() -> None:
    s = position(step="end", p1={"hand": ["MG-U25"], "battlefield": ["MG-L02"]})
    do(s, "cast", card="hand:MG-U25")
    pass_all(s)
    assert len(s.delayed) == 1
    turn = s.turn
    while s.step is Step.END and s.turn == turn:
        _step_on(s)
    _to_end_step(s)
    assert s.turn == turn + 1 and [i.kind for i in s.stack] == ["delayed"]


def test_603_7_a_delayed_effect_on_its_target_finds_nothing_once_the_creature_left() -> None:
    s = position(p1={"hand": ["MG-B25", "MG-U03"], "battlefield": ["MG-L03", "MG-L02", "MG-L02", "MG-G03"]})
    do(s, "cast", card="hand:MG-B25", target="battlefield:MG-G03")
    pass_all(s)
    do(s, "cast", card="hand:MG-U03", target="battlefield:MG-G03")    # bounce it: a new object if it returns
    pass_all(s)
    assert s.cards[card(s, "hand:MG-G03")].zone == "p0.hand"
    _to_end_step(s)
    pass_all(s)
    assert s.cards[card(s, "hand:MG-G03")].zone == "p0.hand"        # not destroyed from the hand


def test_603_7_the_delayed_destroy_hits_the_same_creature_that_stayed() -> None:
    s = position(p1={"hand": ["MG-B25"], "battlefield": ["MG-L03", "MG-G03"]})
    do(s, "cast", card="hand:MG-B25", target="battlefield:MG-G03")
    pass_all(s)
    _to_end_step(s)
    pass_all(s)
    assert [s.cards[i].def_id for i in s.zones["p0.graveyard"].cards] == ["MG-B25", "MG-G03"]


def test_may_and_later_are_checked_where_they_cannot_work() -> None:
    tables = [{"id": "X-1", "name": {"en": "A", "ko": "가"}, "cost": "{1}", "types": ["artifact"],
               "abilities": [{"kind": "static", "static": "grant", "scope": "your_creatures", "keyword": "haste",
                              "may": True}]},
              {"id": "X-2", "name": {"en": "B", "ko": "나"}, "cost": "{1}", "types": ["creature"], "toughness": 1,
               "abilities": [{"kind": "triggered", "when": "enters",
                              "effects": [{"do": "pump", "power": 1, "toughness": 1, "to": "self", "later": True}]}]},
              {"id": "X-3", "name": {"en": "C", "ko": "다"}, "cost": "{1}", "types": ["creature"], "toughness": 1,
               "abilities": [{"kind": "triggered", "when": "enters", "may": True,
                              "effects": [{"do": "lose_life", "amount": 1, "to": "each_opponent"}]}]}]
    with pytest.raises(DataError) as err:
        parse_cards(tables, "cards-bad.toml")
    text = str(err.value)
    assert "card X-1.abilities[0].may" in text and "card X-2.abilities[0].effects[0].later" in text
    assert "card X-3.abilities[0].may" in text
