"""Elements Illusion: the check phase (EI-10) and the nine abilities (EI-11)."""
from __future__ import annotations

from typing import Any

from game.engine.actions import DONE, Choose
from game.rulesets.elements_illusion.actions import Lock, Skill
from game.rulesets.elements_illusion.state import EIState

from ei_kit import do, events_of, finish_turn, hand, kinds, lock_all, pos, refused


def check(s: EIState, support: dict[int, list[str]] | None = None) -> list[Any]:
    """Lock every seat and play the check phase; ``support``: per seat (from 1) the support to add, in order,
    across its windows (Gain, Light), the rest passed."""
    todo = {p - 1: list(v) for p, v in (support or {}).items()}
    turn = s.turn
    events = lock_all(s)
    while s.sealed() and s.turn == turn:
        events += lock_all(s)
    while s.decisions and s.decisions[0].kind == "support":
        d = s.decisions[0]
        want = todo.get(d.player, [])
        opt = want.pop(0) if want and want[0] in d.options else DONE
        events += s.apply(Choose(d.player, opt))
    return events


def dealt(events: list[Any], source: int, target: int) -> int:
    return sum(e.data["amount"] for e in events_of(events, "damage_dealt", source=source, target=target))


def test_ei_10_1_skills_are_revealed_one_card_count_at_a_time_from_the_order_in_turn_order() -> None:
    s = pos(3, phase="build", order=2, el=30, p1={"hand": ["E1", "W1", "W2"]}, p2={"hand": ["F2"]},
            p3={"hand": ["E1", "E2"]})
    do(s, "skill", player=1, skill="sling", targets=[2])
    do(s, "skill", player=1, skill="waterfall", targets=[3])
    do(s, "skill", player=2, skill="flame_fist", targets=[1])
    do(s, "skill", player=3, skill="stone_shower", targets=[1, 2])
    events = check(s)
    shown = [(e.data["count"], e.data["player"]) for e in events if e.kind == "skill_revealed"]
    assert shown == [(1, 1), (1, 0), (2, 2), (2, 0)]
    tiers = [e.data["count"] for e in events if e.kind == "tier_revealed"]
    assert tiers == [1, 2]


def test_ei_10_1_support_windows_follow_each_tier_in_turn_order() -> None:
    s = pos(2, phase="build", order=2, el=30, p1={"hand": ["E1", "A1", "W1", "W2"]}, p2={"hand": ["E1", "A1"]})
    do(s, "skill", player=1, skill="sling", targets=[2])
    do(s, "skill", player=1, skill="waterfall", targets=[2])
    do(s, "skill", player=2, skill="sling", targets=[1])
    lock_all(s)
    windows = []
    while s.decisions and s.decisions[0].kind == "support":
        d = s.decisions[0]
        windows.append((s.todo[0][1], d.player, d.options))
        s.apply(Choose(d.player, DONE))
    assert windows == [(1, 1, ("light",)), (1, 0, ("light",)), (2, 0, ("light",))]


def test_ei_10_1_light_lowers_a_skills_cost_by_one_and_the_ep_paid_with_it() -> None:
    for light, paid in ((False, 1), (True, 0)):
        s = pos(2, phase="build", el=3, p1={"hand": ["F2", "A1"], "ep": 1})
        do(s, "skill", player=1, skill="flame_fist", targets=[2])         # cost 4 against EL 3
        events = check(s, {1: ["light"] if light else []})
        assert events_of(events, "cost_paid", player=0)[0].data["paid"] == paid


def test_ei_10_1_light_spends_an_l1_air_from_hand() -> None:
    s = pos(2, phase="build", el=3, p1={"hand": ["F2", "A1"], "ep": 1})
    do(s, "skill", player=1, skill="flame_fist", targets=[2])
    events = check(s, {1: ["light"]})
    assert events_of(events, "supported", player=0, kind="light")
    assert "A1" in [s.def_of(c) for c in s.zones["drop"].cards] and events_of(events, "cost_paid", paid=0)


def test_ei_10_1_gain_adds_one_ep_on_a_turn_with_a_gain_and_is_void_without() -> None:
    s = pos(2, phase="build", el=9, p1={"hand": ["E2", "F1"], "dealt": [0, 1]})
    do(s, "skill", player=1, skill="rock_throw", targets=[2])              # 1 + 3 = 4: +1 EP
    events = check(s, {1: ["gain"]})
    assert s.ep[0] == 2 and not events_of(events, "gain_void")
    s = pos(2, phase="build", el=9, p1={"hand": ["E2", "F1"]})
    do(s, "skill", player=1, skill="rock_throw", targets=[2])              # 3: nothing gained
    events = check(s, {1: ["gain"]})
    assert s.ep[0] == 0 and events_of(events, "gain_void", player=0)


def test_ei_10_1_support_never_spends_a_card_of_a_skill_still_to_be_revealed() -> None:
    s = pos(2, phase="build", el=30, p1={"hand": ["W1", "F1", "F2"]})
    do(s, "skill", player=1, skill="water_shot", targets=[2])
    do(s, "skill", player=1, skill="flame", targets=None)
    lock_all(s)
    assert not s.decisions or s.decisions[0].kind != "support"             # the only L1 Fire is Flame's


def test_ei_10_1_cancelled_skills_are_still_paid_for_and_their_cards_dropped() -> None:
    s = pos(2, phase="build", el=3, p1={"hand": ["F2"], "ep": 1}, p2={"abilities": ["illusion"]})
    do(s, "skill", player=1, skill="flame_fist", targets=[2])
    do(s, "interrupt", player=2, target=1)
    events = check(s)
    assert events_of(events, "interrupted", player=0, cancelled=True)
    assert s.ep[0] == 0 and dealt(events, 0, 1) == 0 and "F2" in [s.def_of(c) for c in s.zones["drop"].cards]


def test_ei_10_2_abilities_are_shown_at_step_b_with_silence_announced_last() -> None:
    s = pos(3, phase="build", el=9, p1={"hand": ["F1"], "abilities": ["separate"]},
            p2={"abilities": ["illusion"]}, p3={})
    do(s, "skill", player=1, skill="short_fire", targets=[2])
    do(s, "silence", player=1, targets=[3])
    do(s, "interrupt", player=2, target=3)
    events = check(s)
    used = [(e.data["ability"], e.data["player"]) for e in events if e.kind == "ability_used"]
    assert used == [("interruption", 1), ("silence", 0)]
    assert kinds(events).index("cost_paid") < kinds(events).index("ability_used") < kinds(events).index("damage_dealt")


def test_ei_11_1_shadow_copy_raises_a_cards_level() -> None:
    s = pos(3, phase="build", el=9, p1={"hand": ["F1", "F1"], "abilities": ["illusion"]}, p2={}, p3={})
    legal = {str(a) for a in s.legal_actions() if a.player == 0 and isinstance(a, Skill)}
    assert "skill player=0 skill=flame copy=up:F1 targets=-" in legal
    do(s, "skill", player=1, skill="flame", copy="up:F1")
    events = check(s)
    assert events_of(events, "ability_used", ability="shadow_copy", silenced=False)
    assert dealt(events, 0, 1) == dealt(events, 0, 2) == 1 and s.last[0] == "F"


def test_ei_11_1_shadow_copy_adds_a_virtual_l1_and_the_count_after_it_is_the_tier() -> None:
    s = pos(2, phase="build", el=9, p1={"hand": ["F2"], "abilities": ["illusion"]})
    do(s, "skill", player=1, skill="flame", copy="twin:F")
    refused(s, "EI-8.4", "skill", player=1, skill="air_blast", targets=[2])     # no second 2-card skill
    events = check(s)
    assert [e.data["count"] for e in events if e.kind == "skill_revealed"] == [2]
    assert dealt(events, 0, 1) == 1


def test_ei_11_1_shadow_copy_needs_an_active_illusion_card() -> None:
    s = pos(2, phase="build", el=9, p1={"hand": ["F2"]})
    refused(s, "EI-11.1", "skill", player=1, skill="flame", copy="twin:F")


def test_ei_11_2_interruption_cancels_the_named_players_skills() -> None:
    s = pos(2, phase="build", el=9, p1={"hand": ["F1"], "abilities": ["illusion"]}, p2={"hand": ["W1"]})
    do(s, "skill", player=1, skill="short_fire", targets=[2])
    do(s, "skill", player=2, skill="water_shot", targets=[1])
    do(s, "interrupt", player=1, target=2)
    events = check(s)
    assert dealt(events, 1, 0) == 0 and dealt(events, 0, 1) == 1 and s.last[1] is None


def test_ei_11_2_an_even_number_of_interruptions_cancels_out_an_odd_one_cancels() -> None:
    for interrupters, cancelled in (([1, 3], False), ([1, 3, 4], True)):
        seats = {f"p{p}": {"abilities": ["illusion"]} for p in (1, 3, 4)}
        seats["p2"] = {"hand": ["W1"]}
        s = pos(4, phase="build", el=9, **seats)
        do(s, "skill", player=2, skill="water_shot", targets=[1])
        for p in interrupters:
            do(s, "interrupt", player=p, target=2)
        events = check(s)
        assert events_of(events, "interrupted", player=1, times=len(interrupters), cancelled=cancelled)
        assert dealt(events, 1, 0) == (0 if cancelled else 1)


def test_ei_11_2_a_player_may_interrupt_themselves() -> None:
    s = pos(2, phase="build", el=9, p1={"hand": ["F1"], "abilities": ["illusion"]}, p2={"abilities": ["illusion"]})
    do(s, "skill", player=1, skill="short_fire", targets=[2])
    do(s, "interrupt", player=1, target=1)                    # a bluff against one Interruption ...
    do(s, "interrupt", player=2, target=1)
    events = check(s)
    assert dealt(events, 0, 1) == 1                           # ... which it cancels out
    s = pos(2, phase="build", el=9, p1={"hand": ["F1"], "abilities": ["illusion"]})
    do(s, "skill", player=1, skill="short_fire", targets=[2])
    do(s, "interrupt", player=1, target=1)
    assert dealt(check(s), 0, 1) == 0                         # alone it cancels its user


def test_ei_11_3_dummy_scarecrow_prevents_all_damage_to_its_user_once_per_card() -> None:
    s = pos(2, el=9, p1={"hand": ["E3"], "abilities": ["illusion"], "ticks": []},
            p2={"hand": ["E2"], "ticks": [{"target": 1, "amount": 2, "type": "M", "turns": 2}]})
    do(s, "scarecrow", player=1)
    lock_all(s)
    do(s, "skill", player=2, skill="rock_throw", targets=[1])
    do(s, "skill", player=1, skill="stomp")                   # Stomp hits its own user too: 5 - 2 (Earth)
    events = check(s)
    # the melee tick (2) offsets against Stomp's melee 3 to seat 2; Stomp to its user 3; Rock Throw 3
    assert events_of(events, "scarecrow", player=0, prevented=0 + 3 + 3)
    assert s.received_total[0] == 0 and dealt(events, 0, 1) == 1
    finish_turn(s)
    refused(s, "EI-11.3", "scarecrow", player=1)


def test_ei_11_4_element_change_turns_hand_cards_into_another_element_three_times_a_turn() -> None:
    s = pos(2, p1={"hand": ["F1", "F1", "F2", "E3"], "abilities": ["transform"]})
    do(s, "change", player=1, src="F1", to="W")
    do(s, "change", player=1, src="F2", to="A")
    do(s, "change", player=1, src="E3", to="F")
    assert hand(s, 1) == ["A2", "F1", "F3", "W1"]
    refused(s, "EI-11.4", "change", player=1, src="F1", to="E")
    do(s, "reset", player=1)                                   # taking the phase back restores the cards
    assert hand(s, 1) == ["E3", "F1", "F1", "F2"]
    refused(s, "EI-11.4", "change", player=1, src="F1", to="F")


def test_ei_11_5_exchange_turns_an_even_amount_of_ep_into_half_as_much_gp_once_per_card() -> None:
    s = pos(2, p1={"ep": 7, "abilities": ["transform"]})
    refused(s, "EI-11.5", "exchange", player=1, ep=3)
    refused(s, "EI-11.5", "exchange", player=1, ep=8)
    do(s, "exchange", player=1, ep=4)
    events = lock_all(s)
    assert events_of(events, "exchanged", player=0, ep=4, gp=2) and (s.ep[0], s.gp[0]) == (3, 2)
    finish_turn(s)
    refused(s, "EI-11.5", "exchange", player=1, ep=2)


def test_ei_11_6_conversion_replaces_a_skill_with_one_of_the_same_cost_keeping_its_card_count() -> None:
    s = pos(2, phase="build", el=9, p1={"hand": ["F1", "F2"], "abilities": ["transform"]}, p2={"last": "F"})
    do(s, "skill", player=1, skill="flame")                    # cost 4, 2 cards
    refused(s, "EI-11.6", "convert", player=1, count=2, skill="snipe", targets=[2])      # cost 10
    do(s, "convert", player=1, count=2, skill="flame_fist", targets=[2])                # cost 4, 1 card
    events = check(s)
    shown = events_of(events, "skill_revealed", player=0)[0].data
    assert (shown["count"], shown["skill"], shown["built"]) == (2, "flame_fist", "flame")
    assert dealt(events, 0, 1) == 2 and s.last[0] == "F"


def test_ei_11_6_the_same_count_setting_keeps_conversion_to_skills_of_that_card_count() -> None:
    s = pos(2, phase="build", el=9, p1={"hand": ["F1", "F2"], "abilities": ["transform"]},
            options={"conversion_same_count": "on"})
    do(s, "skill", player=1, skill="flame")
    refused(s, "EI-11.6", "convert", player=1, count=2, skill="flame_fist", targets=[2])
    do(s, "convert", player=1, count=2, skill="waterfall", targets=[2])


def test_ei_11_7_division_takes_a_drop_zone_card_as_its_parts_at_the_next_draw() -> None:
    s = pos(2, drop=["E2", "F3"], p1={"abilities": ["separate"], "hand": []})
    refused(s, "EI-11.7", "divide", player=1, target="W2")
    do(s, "divide", player=1, target="F3")
    events = check(s)
    assert events_of(events, "division_claimed", player=0, target="F3")
    delivered = events_of(events, "delivered", player=0, products=["F2", "F2", "F2"])
    assert delivered and events.index(delivered[0]) > events.index(events_of(events, "turn_started")[0])
    assert hand(s, 1).count("F2") == 3 and s.deliveries[0] == []


def test_ei_11_7_two_claims_on_the_last_card_go_to_the_earlier_player_in_turn_order() -> None:
    s = pos(2, order=2, drop=["E3"], p1={"abilities": ["separate"]}, p2={"abilities": ["separate"]})
    do(s, "divide", player=1, target="E3")
    do(s, "divide", player=2, target="E3")
    events = check(s)
    assert events_of(events, "division_claimed", player=1) and events_of(events, "division_refused", player=0)
    assert events_of(events, "delivered", player=1, products=["E2", "E2", "E2"])
    assert not events_of(events, "delivered", player=0)


def test_ei_11_8_multi_shot_gives_a_two_target_skill_one_more_target_undiminished() -> None:
    s = pos(4, phase="build", el=9, p1={"hand": ["A1"], "abilities": ["separate"]})
    do(s, "skill", player=1, skill="wind", targets=[2, 3])
    refused(s, "EI-11.8", "multishot", player=1, count=1, targets=[2, 3])
    do(s, "multishot", player=1, count=1, targets=[2, 3, 4])
    events = check(s)
    assert [dealt(events, 0, q) for q in (1, 2, 3)] == [1, 1, 1]


def test_ei_11_8_multi_shot_adds_nothing_to_a_skill_that_hits_everyone() -> None:
    s = pos(3, phase="build", el=9, p1={"hand": ["F1", "F2"], "abilities": ["separate"]})
    do(s, "skill", player=1, skill="flame")
    refused(s, "EI-11.8", "multishot", player=1, count=2, targets=[2, 3])


def test_ei_11_9_silence_cancels_the_check_phase_abilities_of_the_players_it_names() -> None:
    s = pos(3, el=9, p1={"hand": ["E2"], "abilities": ["separate"]}, p2={"abilities": ["illusion"]}, p3={})
    do(s, "scarecrow", player=2)
    lock_all(s)
    do(s, "skill", player=1, skill="rock_throw", targets=[2])
    do(s, "silence", player=1, targets=[2])
    events = check(s)
    assert events_of(events, "ability_used", player=1, ability="scarecrow", silenced=True)
    assert dealt(events, 0, 1) == 3 and not events_of(events, "scarecrow")


def test_ei_11_9_a_skill_that_fails_for_silence_hurts_its_user_for_half_its_damage() -> None:
    s = pos(2, phase="build", el=9, p1={"hand": ["W1", "W1"], "abilities": ["illusion"]},
            p2={"abilities": ["separate"]})
    do(s, "skill", player=1, skill="waterfall", copy="up:W1", targets=[2])      # single 3 thanks to Shadow Copy
    do(s, "silence", player=2, targets=[1])
    events = check(s)
    assert events_of(events, "skill_failed", player=0, self_damage=1)
    assert dealt(events, 0, 1) == 0 and dealt(events, 0, 0) == 1 and s.last[0] is None


def test_ei_11_9_a_failing_multi_target_skill_hurts_its_user_for_a_quarter_of_its_total() -> None:
    s = pos(3, phase="build", el=9, p1={"hand": ["E1", "E1"], "abilities": ["illusion"]},
            p2={"abilities": ["separate"]}, p3={})
    do(s, "skill", player=1, skill="stone_shower", copy="up:E1", targets=[2, 3])   # 2 targets x 2
    do(s, "silence", player=2, targets=[1])
    events = check(s)
    assert events_of(events, "skill_failed", player=0, self_damage=1) and dealt(events, 0, 0) == 1


def test_ei_11_9_silence_does_not_silence_silence_and_a_silenced_interruption_does_not_count() -> None:
    s = pos(3, phase="build", el=9, p1={"hand": ["F1"], "abilities": ["separate"]},
            p2={"abilities": ["separate", "illusion"]}, p3={})
    do(s, "skill", player=1, skill="short_fire", targets=[3])
    do(s, "silence", player=1, targets=[2])
    do(s, "silence", player=2, targets=[1])
    do(s, "interrupt", player=2, target=1)
    events = check(s)
    assert len(events_of(events, "ability_used", ability="silence")) == 2
    assert events_of(events, "ability_used", player=1, ability="interruption", silenced=True)
    assert not events_of(events, "interrupted") and dealt(events, 0, 2) == 1


def test_ei_11_9_silence_names_one_or_two_opponents_never_oneself() -> None:
    s = pos(4, phase="build", el=9, p1={"abilities": ["separate"]})
    refused(s, "EI-11.9", "silence", player=1, targets=[1])
    refused(s, "EI-11.9", "silence", player=1, targets=[2, 3, 4])
    do(s, "silence", player=1, targets=[2, 4])


_ = Lock
