"""Elements Illusion: skills and damage (EI-9) and EP, GP and EL penalties (EI-12)."""
from __future__ import annotations

from typing import Any

from game.engine.text import Msg
from game.rulesets.elements_illusion.skills import SkillDef, load_table
from game.rulesets.elements_illusion.state import EIState

from ei_kit import answer_all, do, events_of, finish_turn, lock_all, pos


def check(s: EIState) -> list[Any]:
    """Lock every seat of the build phase and play the check phase (support windows passed), up to the next
    turn's first choice (per-turn counters such as damage received start again there)."""
    from game.engine.actions import DONE, Choose
    events = lock_all(s)
    while s.decisions and s.decisions[0].kind == "support":
        events += s.apply(Choose(s.decisions[0].player, DONE))
    return events


def dealt(events: list[Any], source: int, target: int) -> int:
    return sum(e.data["amount"] for e in events_of(events, "damage_dealt", source=source, target=target))


def test_ei_9_2_a_modifier_applies_against_the_targets_last_element() -> None:
    for last, expected in (("A", 2), (None, 1), ("E", 1)):
        s = pos(2, phase="build", el=9, p1={"hand": ["F1"]}, p2={"last": last})
        do(s, "skill", player=1, skill="short_fire", targets=[2])
        assert dealt(check(s), 0, 1) == expected, last


def test_ei_9_2_the_targets_last_element_is_their_skill_with_most_cards_this_turn() -> None:
    s = pos(2, phase="build", el=20, p1={"hand": ["W2"]}, p2={"hand": ["F1", "W1", "W2"], "last": "F"})
    do(s, "skill", player=1, skill="splash", targets=[2])             # Splash!: Fire +1, Air +1
    do(s, "skill", player=2, skill="short_fire", targets=[1])
    do(s, "skill", player=2, skill="waterfall", targets=[1])          # revealed last: Water
    events = check(s)
    assert s.last[1] == "W" and dealt(events, 0, 1) == 2
    s = pos(2, phase="build", el=20, p1={"hand": ["W2"]}, p2={"hand": ["F1"], "last": "W"})
    do(s, "skill", player=1, skill="splash", targets=[2])
    do(s, "skill", player=2, skill="short_fire", targets=[1])
    assert dealt(check(s), 0, 1) == 3 and s.last[1] == "F"


def test_ei_9_2_element_memory_persistent_or_this_turn_only() -> None:
    for memory, expected in (("persistent", 2), ("turn", 1)):
        s = pos(2, phase="build", el=9, p1={"hand": ["F1"]}, p2={"last": "A"}, options={"element_memory": memory})
        do(s, "skill", player=1, skill="short_fire", targets=[2])
        assert dealt(check(s), 0, 1) == expected, memory


def test_ei_9_3_a_block_stops_the_damage_whole() -> None:
    s = pos(2, phase="build", el=9, p1={"hand": ["W1", "W2"]}, p2={"last": "E"})
    do(s, "skill", player=1, skill="waterfall", targets=[2])
    events = check(s)
    assert events_of(events, "hit", source=0, target=1, blocked=True) and dealt(events, 0, 1) == 0


def test_ei_9_3_a_no_element_skill_is_never_blocked() -> None:
    sd = SkillDef("x", Msg("x", "x"), "N", "R", "N", ("A2",), 1, "single", 3, blocked_by="F")
    assert not sd.blocks("F")
    s = pos(2, phase="build", el=10, p1={"hand": ["A2", "E2"]}, p2={"last": "F"})
    do(s, "skill", player=1, skill="snipe", targets=[2])               # [NRP], Fire +2
    assert dealt(check(s), 0, 1) == 10


def test_ei_9_4_penetrate_damage_neither_offsets_nor_is_offset() -> None:
    s = pos(2, phase="build", el=9, p1={"hand": ["E2"]}, p2={"hand": ["E1"]})
    do(s, "skill", player=1, skill="rock_throw", targets=[2])          # [ERP] 3
    do(s, "skill", player=2, skill="sling", targets=[1])               # [ERN] 1
    events = check(s)
    assert not events_of(events, "offset") and dealt(events, 0, 1) == 3 and dealt(events, 1, 0) == 1


def test_ei_9_4_continuous_damage_goes_on_for_the_default_duration_and_is_not_blocked() -> None:
    sd = SkillDef("x", Msg("x", "x"), "E", "S", "C", ("E1",), 1, "single", 3, blocked_by="F")
    assert not sd.blocks("F")                                          # continuous damage is not blocked
    for turns in (2, 3):
        s = pos(2, phase="build", el=9, p1={"hand": ["E1", "E2"]}, options={"continuous_turns": turns})
        do(s, "skill", player=1, skill="stone_shower", targets=[2])
        received = [dealt(check(s), 0, 1)]
        for _ in range(turns):
            received.append(dealt(finish_turn(s), 0, 1))
        assert received == [2] * turns + [0], turns


def test_ei_9_4_binding_roots_lasts_three_turns_and_its_own_block_by_air_applies() -> None:
    s = pos(2, phase="build", el=9, p1={"hand": ["E2", "W1"]})
    do(s, "skill", player=1, skill="binding_roots", targets=[2])
    assert [dealt(check(s), 0, 1)] + [dealt(finish_turn(s), 0, 1) for _ in range(3)] == [2, 2, 2, 0]
    s = pos(2, phase="build", el=9, p1={"hand": ["E2", "W1"]}, p2={"last": "A"})
    do(s, "skill", player=1, skill="binding_roots", targets=[2])
    events = check(s)
    assert events_of(events, "hit", blocked=True) and not s.ticks          # a blocked hit starts no ticks


def test_ei_9_4_a_continuous_tick_keeps_the_amount_of_its_first_hit() -> None:
    s = pos(2, phase="build", el=9, p1={"hand": ["E1", "E2"]}, p2={"last": "F"})
    do(s, "skill", player=1, skill="stone_shower", targets=[2])       # Fire x2: 4
    first = dealt(check(s), 0, 1)
    s.last[1] = None                                                   # the target's element no longer matters
    assert (first, dealt(finish_turn(s), 0, 1)) == (4, 4)


def test_ei_9_5_damage_of_the_same_type_between_two_players_offsets() -> None:
    s = pos(2, phase="build", el=9, p1={"hand": ["W1"]}, p2={"hand": ["A1"]})
    do(s, "skill", player=1, skill="water_shot", targets=[2])         # [WRN] 1
    do(s, "skill", player=2, skill="wind", targets=[1])               # [ARN] 1
    events = check(s)
    assert events_of(events, "offset", player=0, other=1, type="R", amount=1)
    assert dealt(events, 0, 1) == dealt(events, 1, 0) == 0


def test_ei_9_5_different_damage_types_do_not_offset() -> None:
    s = pos(2, phase="build", el=9, p1={"hand": ["F1"]}, p2={"hand": ["E1"]})
    do(s, "skill", player=1, skill="short_fire", targets=[2])         # spell
    do(s, "skill", player=2, skill="sling", targets=[1])              # range
    events = check(s)
    assert not events_of(events, "offset") and dealt(events, 0, 1) == 1 and dealt(events, 1, 0) == 1


def test_ei_9_5_continuous_ticks_take_part_in_the_offset() -> None:
    s = pos(2, phase="build", el=9, p1={"hand": ["W2"], "ticks": [{"target": 2, "amount": 2, "type": "S", "turns": 1}]},
            p2={"hand": ["F1"]})
    do(s, "skill", player=2, skill="short_fire", targets=[1])         # spell 1 against the 2-tick
    events = check(s)
    assert events_of(events, "offset", type="S", amount=1)
    assert dealt(events, 0, 1) == 1 and dealt(events, 1, 0) == 0


def test_ei_9_6_a_skill_that_dealt_no_damage_earns_no_ep() -> None:
    s = pos(2, phase="build", el=20, p1={"hand": ["F1", "W1", "W2"]}, p2={"last": "E"}, options={"ep_for_hits": "on"})
    do(s, "skill", player=1, skill="short_fire", targets=[2])         # hits: +1
    do(s, "skill", player=1, skill="waterfall", targets=[2])          # blocked by Earth: a miss, +0
    check(s)
    assert s.ep[0] == 1
    s = pos(2, phase="build", el=20, p1={"hand": ["F1", "W1", "W2"]}, p2={"last": "A"}, options={"ep_for_hits": "on"})
    do(s, "skill", player=1, skill="short_fire", targets=[2])
    do(s, "skill", player=1, skill="waterfall", targets=[2])
    check(s)
    assert s.ep[0] == 3 and s.dealt[0][1] == 5                        # 1 + 2 cards (5 dealt: no multiple of 4)


def test_ei_9_7_the_modifier_comes_before_the_multi_shot_split_which_rounds_down() -> None:
    s = pos(3, phase="build", el=9, p1={"hand": ["A2"], "abilities": ["separate"]}, p2={"last": "A"}, p3={})
    do(s, "skill", player=1, skill="wind_pressure", targets=[2])      # 5, Air -2, Water -1
    do(s, "multishot", player=1, count=1, targets=[2, 3])
    events = check(s)
    assert dealt(events, 0, 1) == (5 - 2) // 2 and dealt(events, 0, 2) == 5 // 2


def test_ei_12_1_damage_dealt_to_one_opponent_landing_on_a_multiple_of_four_earns_one_ep() -> None:
    s = pos(2, phase="build", el=9, p1={"hand": ["E2"], "dealt": [0, 1]})
    do(s, "skill", player=1, skill="rock_throw", targets=[2])         # 1 + 3 = 4
    check(s)
    assert s.ep[0] == 1 and s.dealt[0][1] == 4


def test_ei_12_2_damage_received_this_turn_landing_on_a_multiple_of_five_costs_one_ep() -> None:
    s = pos(3, phase="build", el=9, p1={"hand": ["E2"]}, p2={"ep": 3}, p3={"hand": ["F2"]})
    do(s, "skill", player=1, skill="rock_throw", targets=[2])          # 3
    do(s, "skill", player=3, skill="flame_fist", targets=[2])          # 2
    check(s)
    assert s.received_total[1] == 5 and s.ep[1] == 2


def test_ei_12_3_the_drafts_example_exact_and_crossing() -> None:
    """L392-393: C's damage to B goes 2 -> 5 and earns nothing; B receives 5 in the turn and loses 1 EP."""
    for setting, c_ep in (("exact", 0), ("crossing", 1)):
        s = pos(3, phase="build", el=9, p1={"hand": ["F2"]}, p2={"ep": 2}, p3={"hand": ["E2"], "dealt": [0, 2, 0]},
                options={"ep_thresholds": setting})
        do(s, "skill", player=1, skill="flame_fist", targets=[2])       # A -> B 2
        do(s, "skill", player=3, skill="rock_throw", targets=[2])       # C -> B 3 (2 -> 5 in all)
        check(s)
        assert (s.ep[1], s.ep[2]) == (1, c_ep), setting


def test_ei_12_3_exact_scores_once_for_a_counter_landing_on_eight() -> None:
    for setting, ep in (("exact", 1), ("crossing", 2)):
        s = pos(2, phase="build", el=30, p1={"hand": ["W2", "A2"], "dealt": [0, 1]}, options={"ep_thresholds": setting})
        do(s, "skill", player=1, skill="glacier_drop", targets=[2])     # 1 + 7 = 8
        check(s)
        assert s.ep[0] == ep, setting


def test_ei_12_4_ep_never_goes_below_zero_and_the_shortfall_lowers_next_turns_el() -> None:
    s = pos(2, phase="build", el=9, order=2, p1={"hand": ["A2"]}, p2={"ep": 0})
    do(s, "skill", player=1, skill="wind_pressure", targets=[2])       # 5 received: -1 with 0 EP
    events = check(s)
    assert s.ep[1] == 0 and s.penalty[1] == 1
    assert events_of(events, "ep_changed", player=1, short=1)
    from game.engine.actions import Choose
    s.apply(Choose(s.order, 6))                                         # next turn's Order sets EL 6
    assert s.el == [6, 5] and s.penalty == [0, 0]


def test_ei_12_5_gp_comes_only_from_exchange_and_the_final_conversion() -> None:
    s = pos(2, el=9, p1={"hand": ["E2"], "ep": 7, "abilities": ["transform"]})
    do(s, "exchange", player=1, ep=6)
    events = lock_all(s)
    assert events_of(events, "exchanged", player=0, ep=6, gp=3) and (s.ep[0], s.gp[0]) == (1, 3)
    from ei_kit import refused
    refused(s, "EI-4.3", "exchange", player=1, ep=2)                     # build phase: no more Exchange


def test_every_skill_of_the_table_is_loaded_with_its_fixes() -> None:
    t = load_table()
    assert len(t.all) == 24 and t["sling"].code == "ERN" and t["sling"].draft_code == "NRN"
    assert t["earthquake"].code == "ESC" and t["binding_roots"].block_continuous and t["binding_roots"].turns == 3
    assert t["maneril"].designer_gap and t["maneril"] not in t.playable(False) and t["maneril"] in t.playable(True)
    assert {s.id for s in t.all if s.game_end} == {"meteor_storm", "sink_hole"}
