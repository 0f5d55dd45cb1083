"""Clash of Decks rules CD-11: the two activation orders (assault 1-20, summon 1-19). Every event of a
resolution names its step; these tests play one hit that passes through most steps and check the steps
come in the rulebook's order, then the steps the ability tests do not reach."""
from __future__ import annotations

import re

from cod_kit import card, do, events_of, hand, ids, line, make, spell

RE = card("TC-RE", 1, 1, abilities=("reinforcement",))
HIDE = card("TC-HD", 1, 5, abilities=("hide",))


def _steps(events, letter: str) -> list[int]:
    return [int(e.data["step"][1:]) for e in events
            if isinstance(e.data.get("step"), str) and re.fullmatch(letter + r"\d+", e.data["step"])]


def test_cd_11_1_one_attack_runs_the_assault_steps_in_order() -> None:
    s = make({"p1": {"upper": ["TC-X"], "citadel": 2},
              "p2": {"upper": ["TC-RE", "TC-HD", "TC-W5"], "hand": ["TC-N2", "TC-F1", "TC-F2"]}},
             [RE, HIDE, card("TC-X", 3, 9, abilities=("pierce", "regeneration", "keen"))])
    ev = do(s, "assault")
    steps = _steps(ev, "A")
    assert steps == sorted(steps)
    for n in (1, 3, 7, 10, 11, 12, 14, 15, 16):
        assert n in steps, n
    assert line(s, 2) == ["TC-W5", "TC-N2", "TC-HD"]        # reinforced behind at 11, gaps at 12, hid at 16


def test_cd_11_2_one_play_runs_the_summon_steps_in_order() -> None:
    s = make({"p1": {"hand": ["TC-F1", "TC-XS", "TC-F2", "TC-F3"], "citadel": 2},
              "p2": {"upper": ["TC-W1", "TC-HD", "TC-OF"], "hand": ["TC-N2", "TC-F4", "TC-F5"]}},
             [HIDE, card("TC-OF", 1, 9, abilities=("offering",)),
              spell("TC-XS", 3, abilities=("pierce", "regeneration", "keen"))])
    ev = do(s, "cast", card="hand:TC-XS", target="p2.upper#0")
    steps = _steps(ev, "S")
    assert steps == sorted(steps)
    for n in (3, 5, 9, 11, 12, 14, 15, 16, 17):     # S11's Reinforcement: test_cd_12_21_reinforcement_in_the_summon_order_after_a_spell
        assert n in steps, n
    assert ids(s, s.hands[0].cards)[-1] == "TC-XS"


def test_cd_11_1_2_a_new_creature_cannot_attack_at_step_2() -> None:
    s = make({"p1": {"upper": [{"card": "TC-N1", "new": True}]}})
    ev = do(s, "assault")
    assert events_of(ev, "cannot_attack")[0].data["step"] == "A2"


def test_cd_11_1_9_damage_is_remembered_until_the_end_of_the_assault() -> None:
    s = make({"p1": {"upper": ["TC-N2", "TC-N3"]}, "p2": {"upper": ["TC-W5"], "hand": hand(size=9)}})
    ev = do(s, "assault")
    assert line(s, 2) == [] and len(events_of(ev, "attack")) == 2


def test_cd_11_2_1_pay_the_cost_before_anything_else() -> None:
    s = make({"p1": {"hand": ["TC-F1", "TC-F2"]}, "mana": 1})
    ev = do(s, "summon", card="hand:TC-F1", front="upper")
    assert s.mana[0] == 0 and events_of(ev, "card_played")[0].data["paid"] == 1


def test_cd_11_2_3_the_card_leaves_the_hand_before_gust_counts() -> None:
    s = make({"p1": {"hand": ["TC-G", "TC-F1", "TC-F2"], "citadel": 1}, "p2": {"upper": ["TC-W5"]}},
             [card("TC-G", 1, 1, abilities=("gust",))])
    ev = do(s, "summon", card="hand:TC-G", front="upper")
    # 1 card was left of the citadel: the Gust card itself, gone at step 3: Gust deals 0 (A26)
    assert events_of(ev, "gust")[0].data["amount"] == 0


def test_a1_activation_is_dynamic_by_default_and_snapshot_by_setting() -> None:
    # N2 attacks the Instinct creature, whose answer hurts the Hide creature: it hides behind N2
    pos = {"p1": {"upper": ["TC-HD9", "TC-N1", "TC-N2"]}, "p2": {"upper": ["TC-IN9"], "hand": hand(size=9)}}
    cards = [card("TC-HD9", 1, 9, abilities=("hide",)), card("TC-IN9", 1, 9, abilities=("instinct",))]
    order = {}
    for setting in ("dynamic", "snapshot"):
        s = make(pos, cards, activation=setting)
        ev = do(s, "assault")
        order[setting] = [e.data["def_id"] for e in events_of(ev, "activation")]
    assert order == {"dynamic": ["TC-N2", "TC-HD9", "TC-N1"], "snapshot": ["TC-N2", "TC-N1", "TC-HD9"]}
