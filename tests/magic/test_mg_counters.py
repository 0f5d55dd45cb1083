"""Counters beyond +1/+1 (122): -1/-1 counters lower power and toughness (122.1a); +1/+1 and -1/-1
counters on one permanent are removed in pairs as a state-based action (704.5q); named counters (charge,
time) mean nothing by themselves and are counted by the abilities that name them."""
from __future__ import annotations

from game.rulesets.magic.ai_policy import harmful
from game.rulesets.magic.cards import load_card_db
from game.rulesets.magic.stats import power_toughness
from game.rulesets.magic.state import zid
from game.rulesets.magic.text import describe_events

from mg_kit import card, do, pass_all, position


def test_122_1a_minus_counters_lower_power_and_toughness_and_can_kill() -> None:
    s = position(step="main1", active=1, p1={"hand": ["MG-B100", "MG-B100"], "battlefield": ["MG-L03"] * 4},
                 p2={"battlefield": ["MG-G03"]})
    charger = card(s, "p2.battlefield:MG-G03")
    do(s, "cast", card="hand:MG-B100", target="p2.battlefield:MG-G03")
    pass_all(s)
    assert power_toughness(s, charger) == (1, 1) and s.perm[charger].minus == 2
    do(s, "cast", card="hand:MG-B100", target="p2.battlefield:MG-G03")
    pass_all(s)
    assert [s.defs[c].id for c in s.zones[zid(1, "graveyard")].cards] == ["MG-G03"]       # toughness 0 (704.5f)


def test_704_5q_plus_and_minus_counters_are_removed_in_pairs() -> None:
    s = position(step="main1", active=1, p1={"hand": ["MG-B100"], "battlefield": ["MG-L03", "MG-L03"]},
                 p2={"battlefield": [{"card": "MG-G03", "counters": 3}]})
    charger = card(s, "p2.battlefield:MG-G03")
    do(s, "cast", card="hand:MG-B100", target="p2.battlefield:MG-G03")
    events = do(s, "pass") + do(s, "pass")
    perm = s.perm[charger]
    assert (perm.plus, perm.minus) == (1, 0) and power_toughness(s, charger) == (4, 4)
    hit = [e for e in events if e.kind == "counters_annihilated"]
    assert hit and hit[0].data == {"card": charger, "amount": 2, "rule": "704.5q"}


def test_704_5q_a_creature_entering_with_minus_counters_keeps_them_until_plus_counters_arrive() -> None:
    s = position(step="main1", active=1, p1={"hand": ["MG-B102", "MG-W99"], "battlefield": ["MG-L03"] * 3 + ["MG-L01"] * 3})
    do(s, "cast", card="hand:MG-B102")
    for _ in range(4):
        if s.stack or s.pending:
            do(s, "pass")
    hulk = card(s, "battlefield:MG-B102")
    assert power_toughness(s, hulk) == (2, 2)
    do(s, "cast", card="hand:MG-W99")
    for _ in range(4):
        if s.stack or s.pending:
            do(s, "pass")
    assert (s.perm[hulk].plus, s.perm[hulk].minus) == (0, 1) and power_toughness(s, hulk) == (3, 3)


def test_122_1_charge_counters_pile_up_each_upkeep_and_the_capacitor_counts_them() -> None:
    s = position(step="untap", active=1, p1={"battlefield": ["MG-A95", "MG-L01", "MG-L01", "MG-L01"],
                                             "library": ["MG-L01"] * 5},
                 p2={"battlefield": ["MG-G03"]})
    cap = card(s, "battlefield:MG-A95")
    for _ in range(3):
        if s.stack or s.pending:
            do(s, "pass")
    assert dict(s.perm[cap].named) == {"charge": 1}
    s.perm[cap].named = (("charge", 3),)                 # as after three upkeeps
    while s.step.value != "main1":
        do(s, "pass")
    do(s, "activate", card="battlefield:MG-A95", ability=1, target="p2.battlefield:MG-G03")
    pass_all(s)
    assert [s.defs[c].id for c in s.zones[zid(1, "graveyard")].cards] == ["MG-G03"]


def test_the_ai_takes_minus_counters_for_harm() -> None:
    assert harmful(load_card_db()["MG-B100"].spell_ability)


def test_the_log_names_the_minus_counters_and_their_removal() -> None:
    s = position(step="main1", active=1, p1={"hand": ["MG-B100"], "battlefield": ["MG-L03", "MG-L03"]},
                 p2={"battlefield": [{"card": "MG-G03", "counters": 1}]})
    do(s, "cast", card="hand:MG-B100", target="p2.battlefield:MG-G03")
    events = do(s, "pass") + do(s, "pass")
    log = describe_events(s, events, "en", 1)
    assert "Bramble Charger gets 2 -1/-1 counters" in log
    assert "A +1/+1 and a -1/-1 counter on Bramble Charger cancel out (704.5q)" in log
    assert "가시덤불 돌격수: +1/+1 카운터와 -1/-1 카운터 1쌍이 서로 없어집니다 (704.5q)" in describe_events(s, events, "ko", 1)
