"""Dragon Duel rules DD-12 to DD-15: card text and its precedence, discarding, ignoring, backtracking."""
from __future__ import annotations

from dd_kit import card, do, ids, kinds, make, ref, refused

EXTRA = card("TD-EX", "support", text=[{"kind": "extra_play", "n": 1}])
NO_BOOST = card("TD-NB", "support", text=[{"kind": "cannot_play", "who": "opponent", "target": {"type": "booster"}}])
SELF_NO_BOOST = card("TD-SNB", fire=6, earth=6, text=[{"kind": "cannot_play", "who": "you", "target": {"type": "booster"}}])
COIL = card("TD-COIL", "booster", 2, 1, text=[{"kind": "ignore_prohibitions"}])
IGNORE_SUPPORT_TEXT = card("TD-IST", fire=3, earth=3,
                           text=[{"kind": "ignore", "target": {"side": "opponent", "type": "support"}, "part": "text"}])
IGNORE_BOOSTERS = card("TD-IB", "booster", 1, 1,
                       text=[{"kind": "ignore", "target": {"side": "opponent", "type": "booster"}, "part": "card"}])
MUST_COUNT = card("TD-MC", "booster", 3, 3, text=[{"kind": "must_count"}])
MUST_RETURN = card("TD-MR", fire=7, earth=7, text=[{"kind": "must_return"}])
NO_RECALL = card("TD-NR", "support", text=[{"kind": "cannot_recall", "who": "opponent"}])
THROUGH = card("TD-TH", "support", text=[{"kind": "recall_through"}])
WALL = card("TD-WALL", "support", text=[{"kind": "cannot_lower"}])
LOWER = card("TD-LOW", "support", text=[{"kind": "total", "who": "opponent", "by": -3}])
COST = card("TD-COST", fire=2, earth=2, text=[{"kind": "on_play", "do": [
    {"step": "may", "pay": {"element": "fire", "at_least": 3}, "then": [{"step": "boost", "by": 4}]}]}])
ALL_TEXT = card("TD-AT", "support", text=[{"kind": "ignore", "target": {"type": "character"}, "part": "text"}])


def _support_phase(p1: dict, p2: dict, cards: list, **opts):
    return make({"battle": True, "element": "fire", "phase": "support", "p1": p1, "p2": p2}, cards, **opts)


# ----- DD-12 ----------------------------------------------------------------------------------
def test_dd_12_1_card_text_overrides_the_one_booster_or_support_rule() -> None:
    s = _support_phase({"hand": ["TD-B1", "TD-B2"], "battle": ["TD-C3"], "support": ["TD-EX"]},
                       {"battle": ["TD-C1"]}, [EXTRA])
    do(s, "booster", card="hand:TD-B1")
    do(s, "booster", card="hand:TD-B2")
    assert s.declared[0] == 6


def test_dd_12_1_without_such_text_a_second_booster_is_refused() -> None:
    s = _support_phase({"hand": ["TD-B1", "TD-B2", "TD-S"], "battle": ["TD-C3"]}, {"battle": ["TD-C1"]}, [])
    do(s, "support", card="hand:TD-S")
    assert s.turn_player == 1 and "TD-B1" in ids(s, 1, "hand")


def test_dd_12_2_you_cannot_beats_other_text() -> None:
    # the opponent forbids boosters; an extra-play text (category 4) does not help
    s = _support_phase({"hand": ["TD-B1", "TD-S"], "battle": ["TD-C3"], "support": ["TD-EX"]},
                       {"battle": ["TD-C1"], "support": ["TD-NB"]}, [EXTRA, NO_BOOST])
    refused(s, "booster", "DD-12.3", card="hand:TD-B1")
    # and a "cannot change your values" text beats a lowering one
    s2 = make({"battle": True, "element": "fire", "p1": {"battle": ["TD-C5"], "support": ["TD-WALL"]},
               "p2": {"battle": ["TD-C1"], "support": ["TD-LOW"]}}, [WALL, LOWER])
    assert s2.attack_total(0) == 5


def test_dd_12_2_is_ignored_beats_you_cannot() -> None:
    s = make({"battle": True, "element": "fire", "p1": {"hand": ["TD-IST", "TD-B1"], "battle": ["TD-C1"]},
              "p2": {"battle": ["TD-C1"], "support": ["TD-NB"]}}, [IGNORE_SUPPORT_TEXT, NO_BOOST])
    do(s, "continue")
    do(s, "character", card="hand:TD-IST")
    do(s, "booster", card="hand:TD-B1")          # the prohibition's text is ignored
    assert s.declared[0] == 4


def test_dd_12_2_i_must_beats_is_ignored() -> None:
    s = make({"battle": True, "element": "fire", "phase": "turn_start",
              "p1": {"hand": ["TD-C1"], "battle": ["TD-MR"], "support": ["TD-AT"]}, "p2": {"battle": ["TD-C1"]}},
             [MUST_RETURN, ALL_TEXT])
    assert "TD-MR" in ids(s, 1, "hand")          # its text is ignored, yet "I must return" happens
    s2 = make({"battle": True, "element": "fire", "p1": {"battle": ["TD-MC", "TD-C1"]},
               "p2": {"battle": ["TD-IB", "TD-C1"]}}, [MUST_COUNT, IGNORE_BOOSTERS])
    assert s2.attack_total(0) == 1 + 3           # "I must be counted" keeps the values of an ignored booster


def test_dd_12_2_i_must_beats_you_cannot() -> None:
    s = make({"battle": True, "element": "fire", "phase": "turn_start",
              "p1": {"hand": ["TD-C1"], "battle": ["TD-MR"]}, "p2": {"battle": ["TD-C1"], "support": ["TD-NR"]}},
             [MUST_RETURN, NO_RECALL])
    assert "TD-MR" in ids(s, 1, "hand")


def test_dd_12_2_you_cannot_recall_beats_the_recall_icon_and_other_text() -> None:
    s = make({"battle": True, "element": "fire", "phase": "turn_start",
              "p1": {"hand": ["TD-C1"], "battle": ["TD-RC"], "support": ["TD-TH"]},
              "p2": {"battle": ["TD-C1"], "support": ["TD-NR"]}}, [NO_RECALL, THROUGH])
    assert not s.decisions and s.phase.value == "leadership"


def test_dd_12_1_other_text_overrides_the_recall_exception() -> None:
    s = make({"battle": True, "element": "fire", "phase": "turn_start",
              "p1": {"hand": ["TD-C1"], "battle": ["TD-RC"], "support": ["TD-TH"]}, "p2": {"battle": ["TD-RC"]}},
             [THROUGH])
    assert [s.cards[c].def_id for c in s.decisions[0].options] == ["TD-RC"]


def test_dd_12_3_an_opponents_prohibition_stops_a_card_whatever_its_own_text() -> None:
    s = _support_phase({"hand": ["TD-COIL", "TD-S"], "battle": ["TD-C3"]}, {"battle": ["TD-C1"], "support": ["TD-NB"]},
                       [COIL, NO_BOOST])
    err = refused(s, "booster", "DD-12.3", card="hand:TD-COIL")
    assert "TD-NB" in err.en


def test_dd_12_3_the_same_text_overrules_its_controllers_own_prohibition() -> None:
    s = _support_phase({"hand": ["TD-COIL", "TD-B1"], "battle": ["TD-SNB"]}, {"battle": ["TD-C1"]},
                       [COIL, SELF_NO_BOOST])
    refused(s, "booster", "DD-12.2", card="hand:TD-B1")
    do(s, "booster", card="hand:TD-COIL")
    assert s.declared[0] == 8


# ----- DD-13 ----------------------------------------------------------------------------------
def test_dd_13_1_a_discarded_leadership_card_goes_onto_the_leader_card() -> None:
    s = make({"p1": {"hand": ["TD-L", "TD-C3"]}})
    do(s, "give_up")
    do(s, "choose", option="hand:TD-L")
    do(s, "choose", option="done")
    assert ids(s, 1, "leader") == ["TD-L", "DD-EL"] and not s.discards[0].cards


def test_dd_13_2_a_discard_cost_takes_no_card_to_spare() -> None:
    four = card("TD-F4", fire=4, earth=0)
    s = make({"battle": True, "element": "earth", "p1": {"hand": ["TD-COST", "TD-C1", "TD-F4", "TD-B2"],
                                                         "battle": ["TD-C1"]},
              "p2": {"battle": ["TD-C1"]}}, [COST, four])
    do(s, "continue")
    do(s, "character", card="hand:TD-COST")
    do(s, "choose", option="yes")
    assert s.decisions[0].kind == "pay"            # Fire 3 or more: {4} or {1, 2}
    do(s, "choose", option="hand:TD-C1")
    err = refused(s, "choose", "DD-13.2", option="hand:TD-F4")    # "not a 1 and a 4" (the sheet's example)
    assert "spare" in err.en
    do(s, "choose", option="hand:TD-B2")           # 1 + 2 = 3: both needed
    assert sorted(ids(s, 1, "discard")) == ["TD-B2", "TD-C1"]
    assert s.declared[0] == 2 + 4


def test_dd_13_2_a_single_card_that_reaches_is_enough() -> None:
    s = make({"battle": True, "element": "earth", "p1": {"hand": ["TD-COST", "TD-C5"], "battle": ["TD-C1"]},
              "p2": {"battle": ["TD-C1"]}}, [COST])
    do(s, "continue")
    do(s, "character", card="hand:TD-COST")
    do(s, "choose", option="yes")
    do(s, "choose", option="hand:TD-C5")
    assert ids(s, 1, "discard") == ["TD-C5"]


# ----- DD-14 ----------------------------------------------------------------------------------
def test_dd_14_1_an_ignored_card_loses_its_values_and_icons() -> None:
    s = make({"battle": True, "element": "fire", "p1": {"battle": ["TD-B2", "TD-C3"]},
              "p2": {"battle": ["TD-IB", "TD-C1"]}}, [IGNORE_BOOSTERS])
    assert s.attack_total(0) == 3
    assert s.ignored_parts(ref(s, "battle:TD-B2")) == {"icons", "values", "text"}


def test_dd_14_2_an_ignored_card_keeps_type_and_place_and_counts_toward_six() -> None:
    s = make({"battle": True, "element": "fire", "dragons": {"ember": 2, "stone": 2},
              "p1": {"hand": ["TD-C1"], "battle": ["TD-B2", "TD-B2", "TD-B2", "TD-B2", "TD-B2", "TD-C3"]},
              "p2": {"hand": ["TD-C1"], "battle": ["TD-IB", "TD-C1"]}, "turn_player": 2}, [IGNORE_BOOSTERS])
    assert s.attack_total(0) == 3
    events = do(s, "withdraw")
    assert [e.data["pulls"] for e in events if e.kind == "battle_won"] == [2]


def test_dd_14_3_ignoring_reaches_the_hand() -> None:
    s = make({"battle": True, "element": "earth", "p1": {"hand": ["TD-COST", "TD-B2", "TD-B2"], "battle": ["TD-C1"]},
              "p2": {"battle": ["TD-IB", "TD-C1"]}}, [COST, IGNORE_BOOSTERS])
    assert s.ignored_parts(ref(s, "hand:TD-B2")) == {"icons", "values", "text"}
    assert not s.ignored_parts(ref(s, "hand:TD-COST"))
    do(s, "continue")
    do(s, "character", card="hand:TD-COST")
    assert not s.decisions                         # boosters in hand are worth 0: the cost cannot be paid


# ----- DD-15 ----------------------------------------------------------------------------------
def test_dd_15_1_a_player_who_cannot_reach_is_rolled_back_and_withdraws() -> None:
    s = make({"battle": True, "element": "fire", "dragons": {"ember": 2, "stone": 2},
              "p1": {"hand": ["TD-LB", "TD-C3", "TD-B1"], "battle": ["TD-C1"]}, "p2": {"battle": ["TD-C9"]}},
             [card("TD-LB", "leadership", text=[{"kind": "total", "who": "you", "by": 1}])])
    do(s, "leadership", card="hand:TD-LB")
    do(s, "continue")
    do(s, "character", card="hand:TD-C3")
    events = do(s, "booster", card="hand:TD-B1")
    assert "backtracked" in kinds(events)
    back = next(e for e in events if e.kind == "backtracked")
    assert back.data["rule"] == "DD-15.1" and back.data["value"] == 5 and back.data["needed"] == 9
    assert sorted(ids(s, 1, "hand"))[:2] == ["TD-B1", "TD-C3"]    # the plays are undone ...
    assert ids(s, 1, "leader")[0] == "TD-LB"                      # ... but not the leadership card (DD-15.3)
    assert s.dragons_of(1) == 3 and s.backtracks == 1


def test_dd_15_1_a_player_who_reaches_is_not_rolled_back() -> None:
    s = make({"battle": True, "element": "fire", "p1": {"hand": ["TD-C9"], "battle": ["TD-C1"]}, "p2": {"battle": ["TD-C5"]}})
    do(s, "continue")
    do(s, "character", card="hand:TD-C9")
    assert s.backtracks == 0 and s.declared[0] == 9


def test_dd_15_2_prevent_refuses_the_play_after_which_no_line_reaches() -> None:
    s = make({"battle": True, "element": "fire", "p1": {"hand": ["TD-C3", "TD-C5", "TD-B2"], "battle": ["TD-C1"]},
              "p2": {"battle": ["TD-B2", "TD-C5"]}}, backtracking="prevent")
    do(s, "continue")
    refused(s, "character", "DD-15.2", card="hand:TD-C3")      # 3 + 2 cannot reach 7
    do(s, "character", card="hand:TD-C5")
    refused(s, "declare", "DD-15.2")                            # 5 alone is short
    do(s, "booster", card="hand:TD-B2")
    assert s.declared[0] == 7 and s.backtracks == 0


def test_dd_15_2_prevent_refuses_continuing_when_nothing_in_hand_reaches() -> None:
    s = make({"battle": True, "element": "fire", "p1": {"hand": ["TD-C3", "TD-C1"], "battle": ["TD-C1"]},
              "p2": {"battle": ["TD-C9"]}}, backtracking="prevent")
    refused(s, "continue", "DD-15.2")
    s2 = make({"battle": True, "element": "fire", "p1": {"hand": ["TD-C3", "TD-C1"], "battle": ["TD-C1"]},
               "p2": {"battle": ["TD-C9"]}})
    do(s2, "continue")                                          # rollback mode lets the mistake happen
