"""Cards that care about commanders (903): "as long as you control your commander", abilities for your
commander alone, commander spells costing {1} less with the tax (601.2f, 903.8), "whenever your commander
attacks / deals combat damage to a player", your commander from the command zone into your hand, amounts
counted from your commander's color identity (903.4), and the commanders the pool offers."""
from __future__ import annotations

from typing import Any

import pytest

from game.engine.errors import IllegalActionError
from game.rulesets.magic import commander
from game.rulesets.magic.cards import load_card_db
from game.rulesets.magic.stats import has, power_toughness
from game.rulesets.magic.text import describe_events

from mg_kit import act, card, do, pass_all, position

CMD = {"variant": "commander"}
IDRENNE, THESSALY = "MG-W98", "MG-M94"


def table(p1: dict[str, Any], p2: dict[str, Any] | None = None, step: str = "main1", options: Any = CMD):
    return position(options=options, step=step, active=1, p1={"life": 40, **p1}, p2={"life": 40, **(p2 or {})})


def test_903_as_long_as_you_control_your_commander_the_banner_pumps_your_creatures() -> None:
    s = table({"commander": f"battlefield:{IDRENNE}", "battlefield": [IDRENNE, "MG-W95", "MG-G03"]})
    charger = card(s, "battlefield:MG-G03")
    assert power_toughness(s, charger) == (4, 4)
    s.move(card(s, f"battlefield:{IDRENNE}"), "p0.command", cause="test")
    assert power_toughness(s, charger) == (3, 3)


def test_903_without_commander_the_banner_does_nothing() -> None:
    s = table({"battlefield": [IDRENNE, "MG-W95", "MG-G03"]}, options=None)
    assert power_toughness(s, card(s, "battlefield:MG-G03")) == (3, 3)


def test_903_your_commander_alone_gets_the_crown_and_the_regalia() -> None:
    s = table({"commander": f"battlefield:{IDRENNE}", "battlefield": [IDRENNE, "MG-A92", "MG-G98", "MG-G03"]})
    lead = card(s, f"battlefield:{IDRENNE}")
    assert power_toughness(s, lead) == (4, 5) and has(s, lead, "trample")
    assert power_toughness(s, card(s, "battlefield:MG-G03")) == (3, 3)


def test_601_2f_903_8_commander_spells_cost_1_less_with_the_tax_included() -> None:
    plains = ["MG-L01"] * 4
    with_signet = table({"commander": f"command:{IDRENNE}", "command": [IDRENNE], "tax": 1,
                         "battlefield": plains + ["MG-A93"]})
    assert act(with_signet, "cast", card=f"command:{IDRENNE}") in with_signet.legal_actions()    # {2}{W}+{2}-{1}
    without = table({"commander": f"command:{IDRENNE}", "command": [IDRENNE], "tax": 1, "battlefield": plains})
    with pytest.raises(IllegalActionError) as err:
        do(without, "cast", card=f"command:{IDRENNE}")
    assert err.value.rule == "903.8"


def test_903_the_signet_does_not_make_other_spells_cheaper() -> None:
    s = table({"commander": f"command:{IDRENNE}", "command": [IDRENNE], "hand": ["MG-G03"],
               "battlefield": ["MG-L05", "MG-L05", "MG-A93"]})
    with pytest.raises(IllegalActionError):
        do(s, "cast", card="hand:MG-G03")


def test_508_3a_whenever_your_commander_attacks_the_drummer_deals_1_to_each_opponent() -> None:
    s = table({"commander": f"battlefield:{IDRENNE}", "battlefield": [IDRENNE, "MG-R95", "MG-G03"]},
              step="declare_attackers")
    do(s, "attack", card=f"battlefield:{IDRENNE}", target="p2")
    do(s, "declared")
    assert s.decisions[0].kind == "order"          # two triggers of P1's from two cards (603.3b)
    events = do(s, "choose", option="battlefield:MG-R95")
    for _ in range(6):
        if s.stack or s.pending:
            events += do(s, "pass")
    assert s.life[1] == 39
    assert any("Warbanner Drummer" in line for line in describe_events(s, events, "en", 1))
    # Idrenne's own "whenever your commander attacks": she is the commander, so a Soldier joins too
    assert sum(1 for c in s.battlefield(0) if s.defs[c].id == "MG-T21") == 1


def test_508_3a_another_creature_attacking_does_not_trigger_it() -> None:
    s = table({"commander": f"command:{IDRENNE}", "command": [IDRENNE], "battlefield": ["MG-R95", "MG-G03"]},
              step="declare_attackers")
    do(s, "attack", card="battlefield:MG-G03", target="p2")
    do(s, "declared")
    assert not s.pending and not s.stack


def test_510_whenever_your_commander_deals_combat_damage_to_a_player_the_tithe_drains() -> None:
    s = table({"commander": f"battlefield:{IDRENNE}", "battlefield": [IDRENNE, "MG-B97"]}, step="declare_attackers")
    do(s, "attack", card=f"battlefield:{IDRENNE}", target="p2")       # the only attacker: declared at once
    for _ in range(20):
        if s.step.value in ("main2", "end"):
            break
        s.apply(s.legal_actions()[0] if s.decisions else act(s, "pass"))
    assert s.life[1] == 40 - 2 - 2 and s.life[0] == 42


def test_903_recall_the_sovereign_puts_your_commander_into_your_hand_then_draws() -> None:
    s = table({"commander": f"command:{IDRENNE}", "command": [IDRENNE], "hand": ["MG-U97"],
               "battlefield": ["MG-L02", "MG-L02"], "library": ["MG-L01"]})
    do(s, "cast", card="hand:MG-U97")
    pass_all(s)
    assert sorted(s.defs[c].id for c in s.hand(0)) == ["MG-L01", IDRENNE]


def test_903_4_prism_tithe_counts_the_colors_of_your_commanders_identity() -> None:
    s = table({"commander": f"command:{THESSALY}", "command": [THESSALY], "hand": ["MG-G97"],
               "battlefield": ["MG-L05"] * 3 + ["MG-G03"]})
    do(s, "cast", card="hand:MG-G97", target="battlefield:MG-G03")
    events = do(s, "pass") + do(s, "pass")
    assert s.perm[card(s, "battlefield:MG-G03")].plus == 3
    assert "Prism Tithe: X is 3 (the colors of the commander's identity)" in describe_events(s, events, "en", 1)


def test_903_4_without_a_commander_the_count_is_zero() -> None:
    s = table({"hand": ["MG-G97"], "battlefield": ["MG-L05"] * 3 + ["MG-G03"]}, options=None)
    do(s, "cast", card="hand:MG-G97", target="battlefield:MG-G03")
    pass_all(s)
    assert s.perm[card(s, "battlefield:MG-G03")].plus == 0


def test_903_3_the_pool_has_at_least_twenty_commanders_and_the_new_ones_can_lead() -> None:
    db = load_card_db()
    leaders = [d for d in db.cards.values() if commander.can_lead(d, "commander")]
    assert len(leaders) >= 20
    for cid in ("MG-W98", "MG-U99", "MG-B99", "MG-R97", "MG-G99", "MG-M94", "MG-M95"):
        assert commander.can_lead(db[cid], "commander"), cid
