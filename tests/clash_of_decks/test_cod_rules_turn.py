"""Clash of Decks rules CD-5: the turn (mana, summon, assault, damage, the citadel, the end)."""
from __future__ import annotations

import pytest

from game.engine.actions import Concede
from game.engine.errors import IllegalActionError
from game.rulesets.clash_of_decks.setup import default_setup, new_state
from game.rulesets.clash_of_decks.state import Phase

from cod_kit import card, spell, do, dmg, events_of, ids, line, make, refused


def test_cd_5_1_players_alternate_turns_in_three_phases() -> None:
    s = make({})
    assert s.active == 0 and s.phase is Phase.SUMMON
    ev = do(s, "assault")
    assert [e.data["phase"] for e in events_of(ev, "phase_changed")] == ["assault", "summon"]
    assert s.active == 1 and s.turn == 4


def test_cd_5_2_1_mana_equals_the_cards_in_hand_citadel_included() -> None:
    s = make({"phase": "turn", "p1": {"hand": ["TC-F1", "TC-F2", "TC-F3"]}, "turn": 5})
    assert s.mana[0] == 4


def test_cd_5_2_2_the_start_player_gains_only_6_on_the_first_turn() -> None:
    s = new_state(2, {**default_setup(2), "first_player": "1"})
    assert s.active == 0 and s.mana[0] == 6
    do(s, "assault")
    assert s.mana[1] == 9                      # the second player: 8 cards and the citadel


def test_cd_5_3_1_only_the_four_leftmost_cards_can_be_played() -> None:
    s = make({"p1": {"hand": ["TC-F1", "TC-F2", "TC-F3", "TC-F4", "TC-F5"], "citadel": 2}})
    assert ids(s, s.window(0)) == ["TC-F1", "TC-F2", "TC-F3", "TC-F4"]    # the citadel does not count
    refused(s, "summon", "CD-5.3.1", card="hand:TC-F5", front="upper")


def test_cd_5_3_2_the_full_cost_is_paid_and_unused_mana_is_lost() -> None:
    s = make({"p1": {"hand": ["TC-C3", "TC-C2", "TC-F1"]}, "mana": 4}, [card("TC-C3", cost=3), card("TC-C2", cost=2)])
    do(s, "summon", card="hand:TC-C3", front="upper")
    assert s.mana[0] == 1
    refused(s, "summon", "CD-5.3.2", card="hand:TC-C2", front="upper")
    do(s, "assault")
    assert s.mana[0] == 0


def test_cd_5_3_2_never_more_mana_than_you_have() -> None:
    s = make({"p1": {"hand": ["TC-C3", "TC-F1"]}, "mana": 2}, [card("TC-C3", cost=3)])
    refused(s, "summon", "CD-5.3.2", card="hand:TC-C3", front="lower")


def test_cd_5_3_3_a_creature_goes_behind_the_creatures_on_its_front() -> None:
    s = make({"p1": {"upper": ["TC-N1"], "hand": ["TC-N2", "TC-F1"]}})
    do(s, "summon", card="hand:TC-N2", front="upper")
    assert line(s, 1) == ["TC-N1", "TC-N2"]


def test_cd_5_3_4_the_same_spell_can_be_played_several_times() -> None:
    s = make({"p1": {"hand": ["TC-S1", "TC-F1"], "upper": ["TC-W5"]}, "mana": 3})
    for _ in range(3):
        do(s, "cast", card="hand:TC-S1", target="p1.upper#0")
    assert dmg(s, 1) == [3]


def test_cd_5_3_5_a_card_played_makes_the_next_one_available_at_once() -> None:
    s = make({"p1": {"hand": ["TC-F1", "TC-F2", "TC-F3", "TC-F4", "TC-F5"]}})
    do(s, "summon", card="hand:TC-F1", front="upper")
    do(s, "summon", card="hand:TC-F5", front="upper")


def test_cd_5_4_1_creatures_played_this_turn_do_not_attack() -> None:
    s = make({"p1": {"hand": ["TC-N3", "TC-F1"]}, "p2": {"upper": ["TC-W1"]}})
    do(s, "summon", card="hand:TC-N3", front="upper")
    ev = do(s, "assault")
    assert not events_of(ev, "attack") and line(s, 2) == ["TC-W1"]


def test_cd_5_4_2_activation_upper_farthest_first_then_lower() -> None:
    s = make({"p1": {"upper": ["TC-N1", "TC-N2", "TC-N3"], "lower": ["TC-N4"]}, "p2": {"upper": ["TC-W5"]}})
    ev = do(s, "assault")
    assert [e.data["def_id"] for e in events_of(ev, "activation")] == ["TC-N3", "TC-N2", "TC-N1", "TC-N4"]
    assert [e.data["order"] for e in events_of(ev, "activation")] == [1, 2, 3, 4]


def test_cd_5_4_3_target_is_the_enemy_nearest_the_bridge_else_the_citadel() -> None:
    s = make({"p1": {"upper": ["TC-N1"], "lower": ["TC-N2"]}, "p2": {"upper": ["TC-W5", "TC-W3"]}})
    ev = do(s, "assault")
    hits = events_of(ev, "attack")
    assert hits[0].data["targets"] == [s.line(0, 1)[0]] and hits[1].data["citadel"] == 1


def test_cd_5_5_1_damage_accumulates_through_the_turn_and_the_excess_is_lost() -> None:
    s = make({"p1": {"upper": ["TC-N2", "TC-N2b"]}, "p2": {"upper": ["TC-W3"], "citadel": 0}},
             [card("TC-N2b", 2, 9)])
    ev = do(s, "assault")
    assert line(s, 2) == [] and s.hp(1) == 8   # 2 + 2 on a 3-HP creature: destroyed, 1 lost, not the citadel's
    assert events_of(ev, "destroyed")


def test_cd_5_5_2_a_destroyed_card_returns_rightmost_to_its_owner() -> None:
    s = make({"p1": {"upper": ["TC-N5"]}, "p2": {"upper": ["TC-W1"]}})
    do(s, "assault")
    assert ids(s, s.hands[1].cards)[-1] == "TC-W1"


def test_cd_5_5_3_the_owner_closes_the_gap_at_once() -> None:
    s = make({"p1": {"upper": ["TC-N5"]}, "p2": {"upper": ["TC-W1", "TC-W5", "TC-W3"]}})
    do(s, "assault")
    assert line(s, 2) == ["TC-W5", "TC-W3"]


def test_cd_5_5_4_several_destroyed_at_once_return_upper_farthest_first_then_lower() -> None:
    s = make({"p1": {"hand": ["TC-SW", "TC-F1"]},
              "p2": {"upper": ["TC-W1", "TC-V1"], "lower": ["TC-U1"]}},
             [card("TC-V1", 1, 1), card("TC-U1", 1, 1), spell("TC-SW", 1, abilities=("sweep", "pierce"))])
    do(s, "cast", card="hand:TC-SW", target="p2.upper#0")
    assert ids(s, s.hands[1].cards)[-3:] == ["TC-V1", "TC-W1", "TC-U1"]


def test_cd_5_5_5_creatures_heal_completely_at_the_end_of_the_turn() -> None:
    s = make({"p1": {"upper": ["TC-N2"]}, "p2": {"upper": ["TC-W5"]}})
    ev = do(s, "assault")
    assert events_of(ev, "healed") and dmg(s, 2) == [0]


def test_cd_5_5_6_an_attacked_creature_does_not_strike_back() -> None:
    s = make({"p1": {"upper": ["TC-W5"]}, "p2": {"upper": ["TC-N9"]}})
    ev = do(s, "assault")
    assert len(events_of(ev, "attack")) == 1 and line(s, 1) == ["TC-W5"]


def test_cd_5_6_1_the_citadel_moves_one_place_right_per_point_of_damage() -> None:
    s = make({"p1": {"upper": ["TC-N3"]}, "p2": {"citadel": 1}})
    do(s, "assault")
    assert s.cit[1] == 4 and s.hp(1) == 3


def test_cd_5_6_2_a_watchtower_at_the_right_end_flips_to_the_fortress_leftmost_excess_lost() -> None:
    s = make({"p1": {"upper": ["TC-N5"]}, "p2": {"citadel": 5}})
    ev = do(s, "assault")
    assert s.side[1] == "fortress" and s.cit[1] == 0 and s.hp(1) == 7
    assert events_of(ev, "citadel_flipped") and events_of(ev, "excess_lost")


def test_cd_5_6_3_a_fortress_at_the_right_end_loses_at_once() -> None:
    s = make({"p1": {"upper": ["TC-N3"], "lower": ["TC-N1"]}, "p2": {"citadel": 5, "side": "fortress"}})
    ev = do(s, "assault")
    assert s.result is not None and s.result.winners == (0,)
    assert len(events_of(ev, "activation")) == 1           # the game ended the moment the fortress fell


def test_cd_5_7_after_phase_3_the_opponent_becomes_active() -> None:
    s = make({})
    do(s, "assault")
    assert s.active == 1 and s.phase is Phase.SUMMON and s.current_players() == [1]


def test_cd_5_8_the_game_ends_when_a_fortress_reaches_the_right_end_opponent_wins() -> None:
    s = make({"p1": {"upper": ["TC-W5"]}, "p2": {"citadel": 6, "side": "fortress"}})
    do(s, "assault")
    assert s.result.winners == (0,) and s.result.rule.startswith("CD-5.")
    assert s.legal_actions() == [] or all(a.verb == "concede" for a in s.legal_actions())


def test_cd_8_3_first_turn_mana_by_place_is_data_for_four_seats() -> None:
    # four seats come with issue 12; the table the turn reads already holds their first-turn mana
    from game.rulesets.clash_of_decks.flow import FIRST_TURN_MANA
    assert FIRST_TURN_MANA == {2: {0: 6}, 4: {0: 6, 1: 7, 2: 8}}


# ----- conceding and a finished game (the rulebook has neither: its nearest rules, A37) ------------------
def test_cd_5_6_3_a_player_who_concedes_loses_at_once_and_the_opponent_wins() -> None:
    s = new_state(3, default_setup(3))
    with pytest.raises(IllegalActionError) as exc:
        s.apply(Concede(2))                      # no such seat
    assert exc.value.rule == "CD-5.6.3"
    s.apply(Concede(0))
    assert s.result is not None and s.result.winners == (1,) and s.result.rule == "CD-5.6.3"


def test_cd_5_8_nothing_is_played_after_the_game_has_ended() -> None:
    s = new_state(3, default_setup(3))
    was_legal = s.legal_actions()[0]
    s.apply(Concede(1))
    for action in (was_legal, Concede(0)):
        refusal = s.refusal(action)
        assert refusal is not None and refusal.rule == "CD-5.8", action
