"""{X} in costs (107.3, 601.2b, 601.2f): X is chosen as the spell is cast (or the ability activated) among
the values that can be paid, the effects use it, the commander tax adds to it, and X is 0 off the stack."""
from __future__ import annotations

import pytest

from game.engine.actions import Choose
from game.engine.errors import IllegalActionError
from game.rulesets.magic.ai_policy import sensible
from game.rulesets.magic.cardtext import card_lines
from game.rulesets.magic.mana import parse_cost

from game.rulesets.magic.scenario import _build

from mg_kit import do, pass_all, position


def test_107_3_a_cost_with_x_reads_and_counts_x_as_zero() -> None:
    cost = parse_cost("{X}{R}{R}")
    assert cost.x == 1 and cost.mana_value == 2 and cost.text() == "{X}{R}{R}"     # 107.3b: 0 off the stack
    assert parse_cost("{X}").text() == "{X}" and parse_cost("{X}").mana_value == 0


def test_601_2b_x_is_chosen_among_the_values_that_can_be_paid() -> None:
    s = position(p1={"hand": ["MG-R120"], "battlefield": ["MG-L04"] * 4})
    do(s, "cast", card="hand:MG-R120", target="p2")
    d = s.decisions[0]
    assert d.kind == "x" and d.rule == "601.2b" and d.options == ("x0", "x1", "x2", "x3")
    assert "X = 3" in d.prompt.en and "X = 3" in d.prompt.ko and "Kilnburst" in d.prompt.en
    with pytest.raises(IllegalActionError) as err:
        s.apply(Choose(0, "x4"))                          # four Mountains pay {R} and X = 3 at most
    assert err.value.rule == "601.2b"
    s.apply(Choose(0, "x3"))
    assert all(s.perm[i].tapped for i in s.battlefield(0)) and s.stack[-1].x == 3
    pass_all(s)
    assert s.life[1] == 17                                # X damage, X as it was cast


def test_601_2f_the_commander_tax_adds_to_x() -> None:
    # a purpose-made commander costing {X}{G}, cast once before: {G} + {2} of tax + X from six Forests
    s = _build({"scenario": {"players": 2, "seed": 1}, "options": {"variant": "commander"},
                "card": [{"id": "MG-Z90", "name": {"en": "Test Sprout", "ko": "시험 새싹"}, "cost": "{X}{G}",
                          "types": ["creature"], "supertypes": ["legendary"], "power": 1, "toughness": 1}],
                "position": {"p1": {"command": ["MG-Z90"], "commander": "command:MG-Z90", "tax": 1,
                                    "battlefield": ["MG-L05"] * 6}}}, "test")
    do(s, "cast", card="command:MG-Z90")
    assert s.decisions[0].options == ("x0", "x1", "x2", "x3")
    s.apply(Choose(0, "x3"))
    assert all(s.perm[i].tapped for i in s.battlefield(0)) and s.stack[-1].x == 3


def test_107_3b_x_effects_and_a_spell_cast_with_x_zero() -> None:
    s = position(p1={"hand": ["MG-G121"], "battlefield": ["MG-L05"] * 2})
    do(s, "cast", card="hand:MG-G121")                     # {X}{G}{G} with two Forests: only X = 0, not asked
    assert not s.decisions and s.stack[-1].x == 0
    pass_all(s)
    assert not any(s.defs[i].id == "MG-T01" for i in s.battlefield(0))     # no wolf at X = 0
    s = position(p1={"hand": ["MG-G121"], "battlefield": ["MG-L05"] * 4})
    do(s, "cast", card="hand:MG-G121")
    s.apply(Choose(0, "x2"))
    pass_all(s)
    assert sum(1 for i in s.battlefield(0) if s.defs[i].id == "MG-T01") == 2


def test_107_3_an_activated_ability_with_x() -> None:
    s = position(p1={"battlefield": ["MG-A123"] + ["MG-L04"] * 3}, p2={"battlefield": ["MG-R04"]})
    do(s, "activate", card="battlefield:MG-A123", ability=0, target="p2.battlefield:MG-R04")
    assert s.decisions[0].options == ("x0", "x1", "x2", "x3")
    s.apply(Choose(0, "x3"))
    pass_all(s)
    assert "MG-R04" in [s.cards[i].def_id for i in s.zones["p1.graveyard"].cards]     # 3 damage to a 4/3


def test_107_3_x_and_the_payment_question_together() -> None:
    s = position(options={"payment": "choose"}, p1={"hand": ["MG-B120"], "battlefield": ["MG-L03"] * 4})
    do(s, "cast", card="hand:MG-B120", target="p2")
    s.apply(Choose(0, "x2"))
    d = s.decisions[0]
    assert d.kind == "payment" and len(d.picked) == 3 and "Pay {2}{B} (X = 2) for Marrow Siphon" in d.prompt.en
    s.apply(Choose(0, "done"))
    pass_all(s)
    assert s.life == [22, 18]


def test_601_2b_a_program_chooses_the_largest_x() -> None:
    s = position(p1={"hand": ["MG-W120"], "battlefield": ["MG-L01"] * 3})
    do(s, "cast", card="hand:MG-W120")
    assert sensible(s, 0) == [Choose(0, "x2")]


def test_107_3_x_cards_say_x_in_both_languages() -> None:
    s = position()
    names = {k: c.name.en for k, c in s.db.cards.items() if c.token}
    assert card_lines(s.db["MG-R120"], "en", names)[:2] == ["{X}{R}  Instant", "Deal X damage to any target."]
    assert "피해 X를" in card_lines(s.db["MG-R120"], "ko", names)[1]
