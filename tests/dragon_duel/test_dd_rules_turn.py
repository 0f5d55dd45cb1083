"""Dragon Duel rules DD-0 to DD-8: setup, the turn and its phases (docs/rules/dragon-duel.md)."""
from __future__ import annotations

import pytest

from game.engine.errors import DataError
from game.rulesets.dragon_duel.setup import default_setup, new_state

from dd_kit import card, do, ids, kinds, make, refused


# ----- DD-0 -----------------------------------------------------------------------------------
def test_dd_0_7_a_game_starts_with_six_cards_each_and_every_dragon_on_the_board() -> None:
    s = new_state(5, default_setup(5))
    assert [len(s.hands[p].cards) for p in (0, 1)] == [6, 6]
    assert [len(s.decks[p].cards) for p in (0, 1)] == [24, 24]
    assert s.dragons == [-1, -1, -1] and not s.battle
    assert s.phase.value == "leadership"


def test_dd_0_7_first_player_setting_and_bad_setups_are_refused_with_every_problem() -> None:
    s = new_state(5, {**default_setup(5), "first_player": "2"})
    assert s.turn_player == 1
    with pytest.raises(DataError) as info:
        new_state(5, {"first_player": "3", "backtrack": "x", "crystals": 99})
    text = str(info.value)
    assert "first_player='3'" in text and "unknown option 'backtrack'" in text and "crystals=99" in text
    assert "rollback" not in text or "choose one of" in text


# ----- DD-1 turn start ------------------------------------------------------------------------
TRIGGER = card("TD-TS", "support", text=[{"kind": "turn_start", "whose": "your", "do": [{"step": "draw", "n": 1}]}])


def test_dd_1_1_turn_start_effects_of_active_cards_resolve() -> None:
    s = make({"phase": "turn_start", "battle": True, "element": "fire",
              "p1": {"hand": ["TD-C3"], "battle": ["TD-C3"], "support": ["TD-TS"]}, "p2": {"battle": ["TD-C1"]}},
             [TRIGGER])
    assert len(s.hands[0].cards) == 2          # drew 1
    assert s.phase.value == "leadership"


def test_dd_1_1_a_card_that_is_not_active_does_not_trigger() -> None:
    s = make({"phase": "turn_start", "p1": {"hand": ["TD-C3"], "discard": ["TD-TS"]}}, [TRIGGER])
    assert len(s.hands[0].cards) == 1


def test_dd_1_2_recall_returns_chosen_active_recall_cards_to_hand() -> None:
    s = make({"phase": "turn_start", "battle": True, "element": "fire",
              "p1": {"hand": ["TD-C3"], "battle": ["TD-RB", "TD-RC"], "support": ["TD-RS", "TD-S"]},
              "p2": {"battle": ["TD-C1"]}})
    assert s.decisions[0].kind == "recall"
    assert sorted(s.cards[c].def_id for c in s.decisions[0].options) == ["TD-RB", "TD-RC", "TD-RS"]
    do(s, "choose", option="battle:TD-RC")
    do(s, "choose", option="done")
    assert "TD-RC" in ids(s, 1, "hand")
    assert s.char[0] == -1 and "TD-RB" in ids(s, 1, "battle")   # the booster stays, inactive
    assert s.attack_total(0) == 0


def test_dd_1_2_a_card_without_the_recall_icon_cannot_be_recalled() -> None:
    s = make({"phase": "turn_start", "battle": True, "element": "fire",
              "p1": {"hand": ["TD-C3"], "battle": ["TD-RC"], "support": ["TD-S"]}, "p2": {"battle": ["TD-C1"]}})
    refused(s, "choose", "DD-1.2", option="support:TD-S")


def test_dd_1_3_no_character_recall_while_the_opponents_active_character_has_the_icon() -> None:
    s = make({"phase": "turn_start", "battle": True, "element": "fire",
              "p1": {"hand": ["TD-C3"], "battle": ["TD-RB", "TD-RC"]}, "p2": {"battle": ["TD-RC"]}})
    assert [s.cards[c].def_id for c in s.decisions[0].options] == ["TD-RB"]
    err = refused(s, "choose", "DD-1.3", option="battle:TD-RC")
    assert "opponent's active character also has the recall icon" in err.en and "회수 아이콘" in err.ko


def test_dd_1_3_an_ignored_icon_of_the_opponent_does_not_block_recall() -> None:
    mirror = card("TD-MIR", "support", text=[{"kind": "ignore", "target": {"side": "opponent"}, "part": "icons"}])
    s = make({"phase": "turn_start", "battle": True, "element": "fire",
              "p1": {"hand": ["TD-C3"], "battle": ["TD-RC"], "support": ["TD-MIR"]}, "p2": {"battle": ["TD-RC"]}},
             [mirror])
    assert [s.cards[c].def_id for c in s.decisions[0].options] == ["TD-RC"]


# ----- DD-2 leadership ------------------------------------------------------------------------
BONUS = card("TD-LB", "leadership", text=[{"kind": "total", "who": "you", "by": 3}])


def test_dd_2_1_at_most_one_leadership_card_per_turn() -> None:
    s = make({"p1": {"hand": ["TD-L", "TD-L", "TD-C3"]}})
    do(s, "leadership", card="hand:TD-L")
    assert s.phase.value == "engagement"
    refused(s, "leadership", "DD-2.1", card="hand:TD-L")


def test_dd_2_2_leadership_cards_stack_on_the_leader_card() -> None:
    s = make({"p1": {"hand": ["TD-LB", "TD-C3"], "leadership": ["TD-L"]}}, [BONUS])
    do(s, "leadership", card="hand:TD-LB")
    assert ids(s, 1, "leader") == ["TD-LB", "TD-L", "DD-EL"]


def test_dd_2_3_a_leadership_card_is_active_only_in_the_turn_it_was_played() -> None:
    s = make({"p1": {"hand": ["TD-LB", "TD-C3"]}, "p2": {"hand": ["TD-C1"]}}, [BONUS])
    do(s, "leadership", card="hand:TD-LB")
    do(s, "start")
    do(s, "choose", option="fire")
    do(s, "character", card="hand:TD-C3")
    assert s.declared[0] == 6                  # 3 + 3 from the leadership card
    assert s.turn_player == 1
    assert s.attack_total(0) == 3 and s.lead_active == [-1, -1]


# ----- DD-3 engagement ------------------------------------------------------------------------
def test_dd_3_1_the_choice_depends_on_whether_a_battle_is_on() -> None:
    s = make({"p1": {"hand": ["TD-C3"]}})
    refused(s, "continue", "DD-3.1")
    refused(s, "withdraw", "DD-3.1")
    s2 = make({"battle": True, "element": "fire", "p1": {"hand": ["TD-C3"], "battle": ["TD-C1"]},
               "p2": {"battle": ["TD-C1"]}})
    refused(s2, "start", "DD-3.1")
    refused(s2, "give_up", "DD-3.1")


def test_dd_3_2_1_starting_a_battle_goes_to_the_character_phase() -> None:
    s = make({"p1": {"hand": ["TD-C3"]}})
    events = do(s, "start")
    assert "battle_started" in kinds(events) and s.battle and s.starting_turn
    assert s.phase.value == "character" and s.decisions[0].kind == "element"


def test_dd_3_2_2_giving_up_discards_one_to_three_then_refills_and_ends_the_turn() -> None:
    s = make({"p1": {"hand": ["TD-C3", "TD-C1", "TD-C5", "TD-B1"]}})
    do(s, "give_up")
    refused(s, "choose", "DD-3.2.2", option="done")     # at least one card
    do(s, "choose", option="hand:TD-C1")
    do(s, "choose", option="done")
    assert ids(s, 1, "discard") == ["TD-C1"] and len(s.hands[0].cards) == 6
    assert s.turn_player == 1


def test_dd_3_2_2_a_fourth_card_cannot_be_discarded() -> None:
    s = make({"p1": {"hand": ["TD-C3", "TD-C1", "TD-C5", "TD-B1", "TD-B2"]}})
    do(s, "give_up")
    for c in ("hand:TD-C3", "hand:TD-C1", "hand:TD-C5"):
        do(s, "choose", option=c)
    assert not s.decisions and len(s.discards[0].cards) == 3


def test_dd_3_2_3_without_a_character_in_hand_no_battle_can_start() -> None:
    s = make({"p1": {"hand": ["TD-B1", "TD-S"]}})
    refused(s, "start", "DD-3.2.3")
    do(s, "give_up")


def test_dd_3_3_1_continuing_goes_to_the_character_phase() -> None:
    s = make({"battle": True, "element": "fire", "p1": {"hand": ["TD-C5"], "battle": ["TD-C1"]},
              "p2": {"battle": ["TD-C3"]}})
    do(s, "continue")
    assert s.phase.value == "character" and s.checkpoint is not None


def test_dd_3_3_2_withdrawing_hands_the_battle_to_the_opponent() -> None:
    s = make({"battle": True, "element": "fire", "p1": {"hand": ["TD-C5"], "battle": ["TD-C1"]},
              "p2": {"battle": ["TD-C3"]}})
    events = do(s, "withdraw")
    assert "withdrew" in kinds(events) and s.decisions[0].kind == "dragon" and s.decisions[0].player == 1
    do(s, "choose", option="stone")
    assert s.dragons_of(1) == 1 and s.dragons[1] == 1


def test_dd_3_3_3_without_a_character_in_hand_the_player_must_withdraw() -> None:
    s = make({"battle": True, "element": "fire", "p1": {"hand": ["TD-B1"], "battle": ["TD-C1"]},
              "p2": {"battle": ["TD-C3"]}})
    refused(s, "continue", "DD-3.3.3")
    assert [str(a) for a in s.legal_actions()] == ["withdraw player=0"]


def test_dd_3_4_the_battle_goes_on_when_hand_and_deck_run_out() -> None:
    s = make({"battle": True, "element": "fire", "p1": {"hand": ["TD-C5"], "battle": ["TD-C1"], "deck": []},
              "p2": {"battle": ["TD-C3"]}})
    do(s, "continue")
    do(s, "character", card="hand:TD-C5")
    assert s.result is None and s.battle and not s.hands[0].cards and not s.decks[0].cards
    assert s.turn_player == 1


# ----- DD-4 character -------------------------------------------------------------------------
def test_dd_4_1_exactly_one_character_is_played() -> None:
    s = make({"battle": True, "element": "fire", "p1": {"hand": ["TD-C5", "TD-C9", "TD-B1"], "battle": ["TD-C1"]},
              "p2": {"battle": ["TD-C3"]}})
    do(s, "continue")
    refused(s, "booster", "DD-4.1", card="hand:TD-B1")   # still the character phase: a character first
    do(s, "character", card="hand:TD-C5")
    refused(s, "character", "DD-4.1", card="hand:TD-C9")


def test_dd_4_2_the_previous_character_and_its_boosters_are_gathered_under_the_new_one() -> None:
    s = make({"battle": True, "element": "fire", "p1": {"hand": ["TD-C5"], "battle": ["TD-B2", "TD-C3"]},
              "p2": {"battle": ["TD-C1"], "hand": ["TD-C1"]}})
    assert s.attack_total(0) == 5
    do(s, "continue")
    events = do(s, "character", card="hand:TD-C5")
    assert "characters_gathered" in kinds(events)
    assert ids(s, 1, "battle") == ["TD-C5", "TD-B2", "TD-C3"]
    assert [c["active"] for c in s.battle_stack(0)] == [True, False, False]
    assert s.attack_total(0) == 5


def test_dd_4_4_the_starting_player_chooses_the_element() -> None:
    s = make({"p1": {"hand": ["TD-C5"]}})
    do(s, "start")
    refused(s, "character", "DD-4.4", card="hand:TD-C5")   # the element decision comes first
    do(s, "choose", option="earth")
    assert s.element == "earth"
    do(s, "character", card="hand:TD-C5")
    assert s.declared[0] == 2


# ----- DD-5 booster/support -------------------------------------------------------------------
def test_dd_5_1_one_booster_or_support_but_none_on_the_starting_turn() -> None:
    s = make({"p1": {"hand": ["TD-C5", "TD-B2", "TD-S"]}})
    do(s, "start")
    do(s, "choose", option="fire")
    do(s, "character", card="hand:TD-C5")
    assert s.turn_player == 1 and "TD-B2" in ids(s, 1, "hand")   # the phase was skipped
    s2 = make({"battle": True, "element": "fire", "p1": {"hand": ["TD-C5", "TD-B2", "TD-S"], "battle": ["TD-C1"]},
               "p2": {"battle": ["TD-C3"]}})
    do(s2, "continue")
    do(s2, "character", card="hand:TD-C5")
    do(s2, "booster", card="hand:TD-B2")
    assert s2.turn_player == 1                                    # one card, then the declaration
    assert s2.declared[0] == 7


def test_dd_5_1_the_ambush_icon_allows_a_play_on_the_starting_turn() -> None:
    s = make({"p1": {"hand": ["TD-C5", "TD-AB", "TD-B2"]}})
    do(s, "start")
    do(s, "choose", option="fire")
    do(s, "character", card="hand:TD-C5")
    refused(s, "booster", "DD-5.1", card="hand:TD-B2")
    do(s, "booster", card="hand:TD-AB")
    assert s.declared[0] == 7


def test_dd_5_2_a_booster_lies_on_the_active_character_and_counts_with_it() -> None:
    s = make({"battle": True, "element": "earth", "phase": "support",
              "p1": {"hand": ["TD-B2"], "battle": ["TD-C3"]}, "p2": {"battle": ["TD-C1"]}})
    do(s, "booster", card="hand:TD-B2")
    assert ids(s, 1, "battle") == ["TD-B2", "TD-C3"] and s.declared[0] == 5


def test_dd_5_3_a_support_stays_active_until_discarded() -> None:
    plus = card("TD-SP", "support", text=[{"kind": "total", "who": "you", "by": 2}])
    s = make({"battle": True, "element": "fire", "phase": "support",
              "p1": {"hand": ["TD-SP"], "battle": ["TD-C3"]}, "p2": {"battle": ["TD-C1"], "hand": ["TD-C5"]}}, [plus])
    do(s, "support", card="hand:TD-SP")
    assert s.declared[0] == 5
    do(s, "continue", player=2)
    do(s, "character", card="hand:TD-C5")
    assert s.attack_total(0) == 5                 # still active in the opponent's turn


# ----- DD-6 declaration -----------------------------------------------------------------------
def test_dd_6_1_the_declared_value_counts_every_active_card() -> None:
    s = make({"battle": True, "element": "fire", "phase": "support",
              "p1": {"hand": ["TD-B1"], "battle": ["TD-C5"]}, "p2": {"battle": ["TD-C1"]}})
    events = do(s, "booster", card="hand:TD-B1")
    declared = next(e for e in events if e.kind == "declared")
    assert declared.data["value"] == 6 and declared.data["rule"] == "DD-6.1"


def test_dd_6_2_zero_may_be_declared() -> None:
    s = make({"p1": {"hand": ["TD-C0"]}})
    do(s, "start")
    do(s, "choose", option="fire")
    events = do(s, "character", card="hand:TD-C0")
    assert next(e for e in events if e.kind == "declared").data["value"] == 0


def test_dd_6_3_the_value_must_reach_the_opponents_value_as_lowered() -> None:
    lower = card("TD-LOW", "support", text=[{"kind": "total", "who": "opponent", "by": -3}])
    s = make({"battle": True, "element": "fire", "p1": {"hand": ["TD-C3", "TD-LOW"], "battle": ["TD-C1"]},
              "p2": {"battle": ["TD-C5"]}}, [lower])
    do(s, "continue")
    do(s, "character", card="hand:TD-C3")
    assert s.attack_total(1) == 5
    do(s, "support", card="hand:TD-LOW")
    assert s.attack_total(1) == 2 and s.declared[0] == 3 and s.backtracks == 0


def test_dd_6_3_a_value_below_the_opponents_is_not_declared() -> None:
    s = make({"battle": True, "element": "fire", "p1": {"hand": ["TD-C3"], "battle": ["TD-C1"]},
              "p2": {"battle": ["TD-C5"]}})
    do(s, "continue")
    events = do(s, "character", card="hand:TD-C3")
    assert "declared" not in kinds(events) and "backtracked" in kinds(events)


def test_dd_6_4_printed_values_then_card_values_then_the_total() -> None:
    setter = card("TD-SET", "booster", 0, 0, text=[{"kind": "set_printed", "target": {"side": "own", "type": "character"},
                                                    "element": "fire", "to": 6}])
    pump = card("TD-PUMP", "support", text=[{"kind": "modify", "target": {"side": "own", "type": "character"},
                                             "element": "fire", "by": 2}])
    total = card("TD-TOT", "support", text=[{"kind": "total", "who": "you", "by": -1}])
    s = make({"battle": True, "element": "fire", "phase": "support",
              "p1": {"hand": ["TD-SET"], "battle": ["TD-C1"], "support": ["TD-PUMP", "TD-TOT"]},
              "p2": {"battle": ["TD-C1"]}}, [setter, pump, total], )
    assert s.attack_total(0) == 1 + 2 - 1
    do(s, "booster", card="hand:TD-SET")     # played after the +2, still applied before it
    assert s.card_value(s.char[0]) == 8 and s.declared[0] == 8 + 0 - 1


def test_dd_6_4_each_layer_is_floored_at_zero() -> None:
    minus = card("TD-MIN", "support", text=[{"kind": "modify", "target": {"side": "opponent", "type": "character"},
                                             "element": "fire", "by": -9}])
    s = make({"battle": True, "element": "fire", "p1": {"battle": ["TD-C1"], "support": ["TD-MIN"]},
              "p2": {"battle": ["TD-B2", "TD-C5"]}}, [minus])
    assert s.card_value(s.char[1]) == 0 and s.attack_total(1) == 2


# ----- DD-7, DD-8 -----------------------------------------------------------------------------
def test_dd_7_1_the_hand_is_refilled_to_six_one_card_at_a_time() -> None:
    s = make({"p1": {"hand": ["TD-C3", "TD-C1"]}})
    do(s, "start")
    do(s, "choose", option="fire")
    events = do(s, "character", card="hand:TD-C3")
    assert len(s.hands[0].cards) == 6
    assert sum(1 for e in events if e.kind == "card_moved" and e.data.get("cause") == "draw") == 5


def test_dd_7_1_a_hand_of_six_or_more_draws_nothing_and_an_empty_deck_is_no_penalty() -> None:
    s = make({"p1": {"hand": ["TD-C3"] + ["TD-S"] * 7, "deck": []}})
    do(s, "start")
    do(s, "choose", option="fire")
    do(s, "character", card="hand:TD-C3")
    assert len(s.hands[0].cards) == 7 and s.result is None


END = card("TD-TE", "support", text=[{"kind": "turn_end", "whose": "your", "do": [{"step": "draw", "n": 2}]}])


def test_dd_8_1_turn_end_effects_resolve_and_8_2_the_turn_passes() -> None:
    s = make({"battle": True, "element": "fire", "phase": "support",
              "p1": {"hand": ["TD-S"] * 6, "battle": ["TD-C5"], "support": ["TD-TE"]}, "p2": {"battle": ["TD-C1"]}}, [END])
    do(s, "declare")
    assert len(s.hands[0].cards) == 8 and s.turn_player == 1


def test_dd_8_1_a_withdrawn_turn_has_no_turn_end_phase() -> None:
    s = make({"battle": True, "element": "fire", "p1": {"hand": ["TD-S"] * 6, "battle": ["TD-C5"], "support": ["TD-TE"]},
              "p2": {"battle": ["TD-C1"]}}, [END])
    do(s, "withdraw")
    assert len(s.hands[0].cards) == 6 and s.turn_player == 0   # no turn-end draw; the withdrawer starts anew
