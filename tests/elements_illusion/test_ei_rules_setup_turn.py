"""Elements Illusion: setup (EI-3), the turn and the Order (EI-4), the array phase (EI-5), the draw phase (EI-6)."""
from __future__ import annotations

from collections import Counter

import pytest

from game.engine.actions import Choose
from game.engine.errors import DataError
from game.rulesets.elements_illusion.actions import Lock
from game.rulesets.elements_illusion.flow import el_choices

from ei_kit import answer_all, events_of, finish_turn, hand, kinds, new_game, pos


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_ei_3_1_each_hand_starts_with_one_l1_of_each_element_and_two_random_l1(players: int) -> None:
    randoms: Counter[str] = Counter()
    for seed in range(6):
        s = new_game(players, seed)
        extra = s.array["effect"] == "extra"
        for p in range(players):
            defs = [s.def_of(c) for c in s.hands[p].cards]
            drawn = 2 if extra and p == s.order else 1          # turn 1's draw (EI-6.1)
            assert len(defs) == 6 + drawn
            assert all(d.endswith("1") for d in defs)
            counts = Counter(defs)
            assert all(counts[f"{e}1"] >= 1 for e in "FWEA")
            randoms.update({d: k - 1 for d, k in counts.items()})
    assert len(randoms) == 4           # the random cards come in every element over a few games


def test_ei_3_2_and_5_2_the_ability_pile_holds_two_of_each_card_less_the_array_card() -> None:
    s = new_game(3, 4)
    pile = Counter(s.def_of(c) for c in s.zones["abilities"].cards)
    assert sum(pile.values()) == 5 and all(pile[k] <= 2 for k in ("illusion", "transform", "separate"))
    assert pile[s.array["kind"]] == 1


def test_ei_3_3_the_first_order_is_random_or_the_chosen_seat() -> None:
    assert {new_game(4, seed).order for seed in range(12)} == {0, 1, 2, 3}
    assert new_game(4, 5, first_order="3").order == 2
    with pytest.raises(DataError, match="first_order=5 names no seat"):
        new_game(3, 1, first_order="5")


def test_ei_3_4_turn_one_has_el_three_and_no_ep_or_gp() -> None:
    s = new_game(3, 2)
    assert s.turn == 1 and s.order_el == 3 and s.el == [3, 3, 3]
    assert s.ep == [0, 0, 0] and s.gp == [0, 0, 0]
    assert not s.decisions or s.decisions[0].kind == "main"      # nobody chose EL in turn 1


def test_ei_4_1_a_turn_runs_array_draw_main_build_check_and_ends_after_the_check() -> None:
    s = new_game(2, 3)
    assert s.phase.value == "main"
    events = finish_turn(s)
    phases = [e.data["phase"] for e in events if e.kind == "phase_changed"]
    assert phases[:5] == ["build", "check", "array", "draw", "main"]
    order = kinds(events)
    assert order.index("phase_changed") < order.index("turn_ended") < order.index("turn_started")
    check_at = next(i for i, e in enumerate(events) if e.kind == "phase_changed" and e.data["phase"] == "check")
    assert check_at < order.index("turn_ended")


def test_ei_4_2_the_second_player_of_a_turn_is_the_next_order() -> None:
    s = new_game(4, 1, first_order="1")
    orders = [s.order]
    for _ in range(4):
        finish_turn(s)
        orders.append(s.order)
    assert orders == [0, 1, 2, 3, 0]
    assert s.turn_order() == [0, 1, 2, 3]


def test_ei_4_3_in_the_sealed_phases_every_seat_that_has_not_locked_acts_at_once() -> None:
    s = new_game(3, 6)
    assert s.current_players() == [0, 1, 2]
    assert [d.player for d in s.decisions] == [0, 1, 2] and all(d.secret and not d.options for d in s.decisions)
    s.apply(Lock(1))
    assert s.current_players() == [0, 2]
    s.apply(Lock(0))
    s.apply(Lock(2))
    assert s.phase.value == "build" and s.current_players() == [0, 1, 2]


def test_ei_4_3_a_locked_seat_cannot_act_again_in_that_phase() -> None:
    s = pos(2, p1={"hand": ["F1", "W1", "A1"]})
    s.apply(Lock(0))
    from ei_kit import refused
    refused(s, "EI-4.3", "combine", player=1, use=["A1", "F1", "W1"], into="E2")
    refused(s, "EI-4.3", "lock", player=1)


def test_ei_5_1_the_element_pile_is_formed_anew_each_turn_with_three_l1_of_each_element() -> None:
    s = new_game(2, 8)
    for _ in range(3):
        left = Counter(s.def_of(c) for c in s.zones["pile"].cards)
        drawn = sum(1 for p in range(2) for _ in range(1)) + (1 if s.array["effect"] == "extra" else 0)
        assert sum(left.values()) == 12 - drawn and set(left) <= {"F1", "W1", "E1", "A1"}
        assert all(v <= 3 for v in left.values())
        finish_turn(s)


@pytest.mark.parametrize("players, tables", [(2, ["odd", "odd", "odd", "odd"]), (4, ["odd"] * 4),
                                             (3, ["odd", "even", "odd", "even"]), (5, ["odd", "even", "odd", "even"])])
def test_ei_5_3_the_odd_table_on_odd_turns_and_every_turn_with_an_even_player_count(players: int, tables: list[str]) -> None:
    s = new_game(players, 2)
    seen = [s.array["table"]]
    for _ in range(3):
        finish_turn(s)
        seen.append(s.array["table"])
    assert seen == tables


def test_ei_5_4_odd_transform_is_built_in_the_orders_build_zone() -> None:
    s = pos(2, turn=3, order=2, phase="array", array="transform", el=4)
    assert [a[1] for a in s.abilities if a[2] == 1] == ["transform"]
    rec = s.abilities[0]
    assert (rec[3], rec[4]) == (4, 6)          # active in the three turns after this one (EI-5.6)
    assert s.def_of(s.zones["p1.build"].cards[0]) == "transform"


def test_ei_5_4_odd_illusion_gives_the_order_one_more_card() -> None:
    s = pos(2, turn=3, order=1, phase="array", array="illusion", el=4, p1={"hand": []}, p2={"hand": []})
    assert len(s.hands[0].cards) == 2 and len(s.hands[1].cards) == 1


def test_ei_5_4_odd_separate_lets_the_order_use_division_in_the_draw_phase() -> None:
    s = pos(2, turn=3, order=1, phase="array", array="separate", el=4, drop=["F2", "W1"], p1={"hand": []})
    assert s.decisions[0].kind == "array_division" and s.decisions[0].options == ("F2", "no")
    events = s.apply(Choose(0, "F2"))
    drawn = [e.data["def_id"] for e in events if e.kind == "card_moved" and e.data.get("cause") == "draw"
             and e.data["to"] == "p0.hand"]
    assert len(drawn) == 1 and hand(s, 1) == sorted(["W1", "E1", "A1"] + drawn)
    assert "F2" not in [s.def_of(c) for c in s.zones["drop"].cards]
    assert events_of(events, "divided", target="F2")


def test_ei_5_5_even_transform_shows_a_card_and_takes_an_l1_of_the_chosen_element() -> None:
    s = pos(3, turn=2, order=1, phase="array", array="transform", el=4, p1={"hand": ["E2", "F1"]})
    d = s.decisions[0]
    assert d.kind == "array_exchange" and d.secret and "no" in d.options
    e2 = next(c for c in s.hands[0].cards if s.def_of(c) == "E2")
    events = s.apply(Choose(0, e2))
    shown = events_of(events, "array_exchange_shown")
    assert shown and shown[0].visible_to is None and shown[0].data["shown"] == "E2"
    assert s.decisions[0].kind == "array_element"
    events = s.apply(Choose(0, "W"))
    taken = events_of(events, "array_exchange_taken")[0]
    assert taken.for_player(1).data.get("def_id") is None and taken.for_player(0).data["def_id"] == "W1"
    assert "E2" in [s.def_of(c) for c in s.zones["drop"].cards]
    assert hand(s, 1).count("W1") >= 1 and "E2" not in hand(s, 1)


def test_ei_5_5_even_illusion_lets_the_order_cancel_one_level_up_which_returns_its_cards() -> None:
    s = pos(3, turn=2, order=1, phase="array", array="illusion", el=4,
            p2={"hand": [], "levelup": [{"use": ["A1", "F1", "W1"], "into": "E2"}]})
    assert s.decisions[0].kind == "array_cancel" and s.decisions[0].options == (1, "no")
    events = s.apply(Choose(0, 1))
    assert events_of(events, "levelup_cancelled", player=1)
    assert {"A1", "F1", "W1"} <= set(hand(s, 2)) and "E2" not in hand(s, 2) and s.ep[1] == 0


def test_ei_5_5_even_separate_is_built_in_the_orders_build_zone() -> None:
    s = pos(3, turn=2, order=3, phase="array", array="separate", el=4)
    assert [(a[1], a[2]) for a in s.abilities] == [("separate", 2)]


def test_ei_5_6_a_card_the_array_does_not_build_is_set_aside_until_the_piles_are_formed_again() -> None:
    s = pos(2, turn=3, order=1, phase="array", array="illusion", el=4)
    assert [s.def_of(c) for c in s.zones["aside"].cards] == ["illusion"]
    finish_turn(s)
    assert sum(1 for c in s.zones["abilities"].cards) + len(s.zones["aside"].cards) + \
        sum(1 for p in range(2) for c in s.zones[f"p{p}.build"].cards if s.ability_record(c)[3] == s.turn + 1) == 6


def test_ei_6_1_each_player_draws_one_l1_in_turn_order_from_the_order() -> None:
    s = pos(3, turn=2, order=2, phase="array", array="transform", el=4, p1={"hand": []}, p2={"hand": []}, p3={"hand": []})
    events = s.apply(Choose(1, 5))   # the Order sets EL; the draws happened before
    assert [len(h.cards) for h in s.hands] == [1, 1, 1]
    assert all(s.def_of(c).endswith("1") for h in s.hands for c in h.cards)
    assert s.order_el == 5 and events_of(events, "el_set", value=5)


def test_ei_6_1_draws_go_in_turn_order() -> None:
    s = new_game(3, 11, first_order="2")
    events = finish_turn(s)
    drawers = [e.data["player"] for e in events if e.kind == "drew"]
    assert drawers == [2, 0, 1]            # turn 2's Order is seat 3


def test_ei_6_2_division_deliveries_come_before_the_draw() -> None:
    s = pos(2, turn=2, order=1, phase="array", array="transform", el=4, p2={"hand": [], "deliveries": ["F2", "F2", "F2"]})
    answer_all(s)
    assert hand(s, 2).count("F2") == 3 and len(hand(s, 2)) == 4 and s.deliveries[1] == []


def test_ei_6_2_division_cards_arrive_before_the_drawn_card() -> None:
    s2 = pos(2, turn=2, order=2, phase="build", el=4, p1={"hand": [], "deliveries": ["W1", "E1", "A1"]})
    events = finish_turn(s2)
    to_p1 = [e.data.get("cause") for e in events if e.kind == "card_moved" and e.data["to"] == "p0.hand"]
    assert to_p1[:4] == ["division", "division", "division", "draw"]


def test_ei_6_3_a_level_up_arrives_in_hand_with_its_ep_and_its_cards_go_to_the_drop_zone() -> None:
    s = pos(2, turn=2, order=1, phase="build", el=4,
            p1={"hand": [], "levelup": [{"use": ["A1", "F1", "W1"], "into": "E2"},
                                        {"use": ["F2", "W2", "W2"], "into": "A3"}]})
    events = finish_turn(s)
    assert {"E2", "A3"} <= set(hand(s, 1)) and s.ep[0] == 3
    assert events_of(events, "leveled_up", into="E2", ep=1) and events_of(events, "leveled_up", into="A3", ep=2)
    assert sorted(s.def_of(c) for c in s.zones["drop"].cards) == ["A1", "F1", "F2", "W1", "W2", "W2"]
    assert s.levelups[0] == [] and not s.zones["p0.levelup"].cards


@pytest.mark.parametrize("previous, allowed", [(3, [4, 5, 6]), (4, [3, 5, 6, 7]), (8, [5, 6, 7, 9, 10, 11])])
def test_ei_6_4_the_order_sets_a_changed_el_within_three_never_below_three(previous: int, allowed: list[int]) -> None:
    s = pos(2, turn=3, order=1, phase="array", array="transform", el=previous)
    assert s.decisions[0].kind == "el" and list(s.decisions[0].options) == allowed
    assert el_choices(s) == allowed
    from ei_kit import refused
    refused(s, s.decisions[0].rule, "choose", player=1, option=previous)
    refused(s, "EI-6.4", "choose", player=1, option=previous + 4)


def test_ei_6_4_the_el_cap_setting_bounds_the_orders_choice() -> None:
    s = pos(2, turn=3, order=1, phase="array", array="transform", el=5, options={"el_cap": 6})
    assert list(s.decisions[0].options) == [3, 4, 6]
    with pytest.raises(DataError, match="el_cap=3 is not allowed"):
        new_game(2, 1, el_cap=3)


def test_ei_6_5_a_penalty_lowers_that_players_el_for_one_turn() -> None:
    s = pos(2, turn=3, order=1, phase="array", array="transform", el=5, p2={"penalty": 4})
    s.apply(Choose(0, 7))
    assert s.el == [7, 3] and s.penalty == [0, 0]
    s = pos(2, turn=3, order=1, phase="array", array="transform", el=5, p2={"penalty": 9})
    s.apply(Choose(0, 6))
    assert s.el == [6, 0]
