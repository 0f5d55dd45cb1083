"""Elements Illusion: the sealed main phase (EI-7) and build phase (EI-8)."""
from __future__ import annotations

from game.rulesets.elements_illusion.actions import Combine, Lock, Skill

from ei_kit import do, events_of, finish_turn, hand, lock_all, pos, refused


def test_ei_7_2_three_l1_of_three_elements_make_the_fourth_elements_l2_for_one_ep() -> None:
    s = pos(2, p1={"hand": ["F1", "W1", "A1", "E1"]})
    legal = {str(a) for a in s.legal_actions() if a.player == 0 and isinstance(a, Combine)}
    assert legal == {"combine player=0 use=A1.F1.W1 into=E2", "combine player=0 use=A1.E1.F1 into=W2",
                     "combine player=0 use=A1.E1.W1 into=F2", "combine player=0 use=E1.F1.W1 into=A2"}
    do(s, "combine", player=1, use=["F1", "W1", "A1"], into="E2")
    refused(s, "EI-7.2", "combine", player=1, use=["E1", "F1", "W1"], into="A2")    # F1 and W1 are taken
    lock_all(s)
    assert s.levelups[0][0][1:] == ["E2", 1]
    finish_turn(s)
    assert "E2" in hand(s, 1) and s.ep[0] == 1


def test_ei_7_2_three_l2_make_an_l3_of_a_chosen_element_for_two_ep() -> None:
    s = pos(2, p1={"hand": ["F2", "F2", "W2"]})
    legal = {str(a) for a in s.legal_actions() if a.player == 0 and isinstance(a, Combine)}
    assert legal == {f"combine player=0 use=F2.F2.W2 into={e}3" for e in "FWEA"}
    do(s, "combine", player=1, use=["F2", "F2", "W2"], into="A3")
    lock_all(s)
    finish_turn(s)
    assert "A3" in hand(s, 1) and s.ep[0] == 2


def test_ei_7_2_a_combination_needs_exactly_three_distinct_l1_or_three_l2() -> None:
    s = pos(2, p1={"hand": ["F1", "F1", "W1", "E2", "W2", "F3"]})
    refused(s, "EI-7.2", "combine", player=1, use=["F1", "F1", "W1"], into="E2")
    refused(s, "EI-7.2", "combine", player=1, use=["F1", "W1", "E2"], into="A2")
    refused(s, "EI-7.2", "combine", player=1, use=["E2", "F3", "W2"], into="A3")
    refused(s, "EI-7.2", "combine", player=1, use=["A1", "E1", "W1"], into="F2")    # cards not in hand


def test_ei_7_2_at_most_three_combinations_a_turn() -> None:
    s = pos(2, p1={"hand": ["F1", "W1", "A1"] * 4})
    for _ in range(3):
        do(s, "combine", player=1, use=["A1", "F1", "W1"], into="E2")
    refused(s, "EI-7.2", "combine", player=1, use=["A1", "F1", "W1"], into="E2")


def test_ei_7_3_the_level_change_field_is_public_from_the_main_reveal_on() -> None:
    s = pos(2, p1={"hand": ["F1", "W1", "A1", "E1"]})
    before = s.view(1)
    do(s, "combine", player=1, use=["A1", "F1", "W1"], into="E2")
    assert s.view(1) == before                      # nothing shows before every seat locks
    s.apply(Lock(0))
    events = s.apply(Lock(1))
    placed = events_of(events, "combination_placed", player=0)
    assert placed and placed[0].visible_to is None and placed[0].data["into"] == "E2"
    view = s.view(1)
    assert view["levelups"][0] == [{"use": ["A1", "F1", "W1"], "into": "E2"}]
    assert view["zones"]["p0.levelup"]["count"] == 3 and view["zones"]["p0.levelup"]["cards"] is not None


def test_ei_7_4_three_l1_two_l2_or_one_l3_buy_the_top_ability_card() -> None:
    s = pos(2, p1={"hand": ["F1", "F1", "W1", "E2", "A2", "W3"]}, phase="array", array="transform", el=4, turn=3)
    from ei_kit import answer_all
    answer_all(s)
    do(s, "trade", player=1, pay=["F1", "F1", "W1"])
    do(s, "trade", player=1, pay=["A2", "E2"])
    do(s, "trade", player=1, pay=["W3"])
    refused(s, "EI-7.4", "trade", player=1, pay=["F1", "W1"])
    lock_all(s)
    abilities = [d for d in hand(s, 1) if d in ("illusion", "transform", "separate")]
    assert len(abilities) == 3
    assert sorted(s.def_of(c) for c in s.zones["drop"].cards) == ["A2", "E2", "F1", "F1", "W1", "W3"]


def test_ei_7_4_when_the_ability_pile_runs_out_the_later_trade_in_turn_order_is_refused_and_refunded() -> None:
    hands = {f"p{p}": {"hand": ["F3", "F3"]} for p in range(1, 4)}
    s = pos(3, turn=2, order=2, phase="array", array="transform", el=4, **hands)
    from ei_kit import answer_all
    answer_all(s)
    assert len(s.zones["abilities"].cards) == 5
    do(s, "trade", player=1, pay=["F3"])
    do(s, "trade", player=1, pay=["F3"])
    do(s, "trade", player=2, pay=["F3"])
    do(s, "trade", player=2, pay=["F3"])
    do(s, "trade", player=3, pay=["F3"])
    do(s, "trade", player=3, pay=["F3"])
    events = lock_all(s)
    # turn order from the Order (seat 2): 2, 3, 1 - seat 1's second trade finds the pile empty
    traded = [e.data["player"] for e in events if e.kind == "traded"]
    assert traded == [1, 1, 2, 2, 0]
    assert events_of(events, "trade_refused", player=0)
    assert hand(s, 1).count("F3") == 1


def test_ei_7_1_one_ability_per_card_per_turn_and_the_any_setting() -> None:
    s = pos(2, p1={"hand": ["F1"], "abilities": ["illusion"]})
    do(s, "scarecrow", player=1)
    lock_all(s)
    assert not [a for a in s.legal_actions() if a.player == 0 and a.verb == "interrupt"]
    refused(s, "EI-7.1", "interrupt", player=1, target=2)
    s = pos(2, p1={"hand": ["F1"], "abilities": ["illusion"]}, options={"abilities_per_card": "any"})
    do(s, "scarecrow", player=1)
    lock_all(s)
    do(s, "interrupt", player=1, target=2)
    refused(s, "EI-7.1", "interrupt", player=1, target=1)      # Interruption itself once a turn per card


def test_ei_7_1_an_ability_card_that_is_not_active_gives_nothing() -> None:
    s = pos(2, turn=4, p1={"hand": ["F1"], "abilities": [{"kind": "illusion", "first": 5}]})
    refused(s, "EI-8.2", "scarecrow", player=1)


def test_ei_8_1_one_ability_card_is_built_a_turn_and_shown_at_the_check_phase() -> None:
    s = pos(2, phase="build", turn=3, p1={"hand": ["illusion", "separate", "F1"]})
    do(s, "build", player=1, kind="illusion")
    refused(s, "EI-8.1", "build", player=1, kind="separate")
    assert s.view(1)["zones"]["p0.build"]["count"] == 0 and s.view(1)["zones"]["p0.hand"]["count"] == 3
    events = lock_all(s)
    built = events_of(events, "ability_built", player=0)
    assert built and built[0].data["first"] == 4 and built[0].data["last"] == 6
    assert [s.def_of(c) for c in s.zones["p0.build"].cards] == ["illusion"]


def test_ei_8_2_a_built_card_is_active_for_the_three_turns_after_it_then_goes_to_the_drop_zone() -> None:
    s = pos(2, phase="build", turn=3, p1={"hand": ["transform"]})
    do(s, "build", player=1, kind="transform")
    card = s.hands[0].cards[0]
    active = []
    for _ in range(4):
        finish_turn(s, el=None)
        active.append((s.turn, any(a[0] == card for a in s.active_abilities(0))))
    assert active == [(4, True), (5, True), (6, True), (7, False)]
    assert s.cards[card].zone == "drop"


def test_ei_8_4_one_skill_per_card_count() -> None:
    s = pos(2, phase="build", el=20, p1={"hand": ["F1", "W1", "F2", "W2"]})
    do(s, "skill", player=1, skill="short_fire", targets=[2])
    refused(s, "EI-8.4", "skill", player=1, skill="water_shot", targets=[2])
    refused(s, "EI-8.4", "skill", player=1, skill="splash", targets=[2])     # L2 Water alone: 1 card too
    assert [sk["skill"] for sk in s.plans[0]["skills"]] == ["short_fire"]


def test_ei_8_4_skills_of_different_card_counts_may_be_combined() -> None:
    s = pos(2, phase="build", el=20, p1={"hand": ["F1", "W1", "W2", "E2", "A2", "F3"]})
    do(s, "skill", player=1, skill="short_fire", targets=[2])
    do(s, "skill", player=1, skill="waterfall", targets=[2])
    refused(s, "EI-8.4", "skill", player=1, skill="flame_drive", targets=[2])    # a second 2-card skill
    assert sorted(sk["count"] for sk in s.plans[0]["skills"]) == [1, 2]


def test_ei_8_4_the_turns_skills_cost_at_most_el_plus_ep() -> None:
    s = pos(2, phase="build", el=5, p1={"hand": ["F1", "W1", "W2", "A2"], "ep": 2})
    do(s, "skill", player=1, skill="short_fire", targets=[2])        # 2
    refused(s, "EI-8.4", "skill", player=1, skill="glacier_drop", targets=[2])   # 2 + 6 > 5 + 2
    do(s, "skill", player=1, skill="waterfall", targets=[2])         # 2 + 4 = 6 <= 7
    events = lock_all(s)
    paid = events_of(events, "cost_paid", player=0)[0]
    assert paid.data["cost"] == 6 and paid.data["paid"] == 1 and s.ep[0] >= 0


def test_ei_8_4_the_each_skill_setting_pays_each_skills_excess_alone() -> None:
    s = pos(2, phase="build", el=4, p1={"hand": ["F1", "W2", "A2"], "ep": 2}, options={"el_applies_to": "each"})
    do(s, "skill", player=1, skill="short_fire", targets=[2])        # 2: no excess
    do(s, "skill", player=1, skill="glacier_drop", targets=[2])      # 6: excess 2
    refused(s, "EI-8.4", "skill", player=1, skill="wind_pressure", targets=[2])
    events = lock_all(s)
    assert events_of(events, "cost_paid", player=0)[0].data["paid"] == 2


def test_ei_8_5_single_two_others_and_all_targets() -> None:
    s = pos(4, phase="build", el=30, p1={"hand": ["F1", "A1", "F2", "E3"]})
    skills = {str(a) for a in s.legal_actions() if a.player == 0 and isinstance(a, Skill)}
    assert {"skill player=0 skill=short_fire copy=none targets=1", "skill player=0 skill=short_fire copy=none targets=3"} <= skills
    assert "skill player=0 skill=short_fire copy=none targets=0" not in skills        # never yourself
    assert {"skill player=0 skill=wind copy=none targets=1.2", "skill player=0 skill=wind copy=none targets=2.3"} <= skills
    assert "skill player=0 skill=flame copy=none targets=-" in skills
    assert "skill player=0 skill=stomp copy=none targets=-" in skills
    refused(s, "EI-8.5", "skill", player=1, skill="wind", targets=[2])


def test_ei_8_5_two_targets_with_one_opponent_hit_that_opponent_once() -> None:
    s = pos(2, phase="build", el=9, p1={"hand": ["A1"]})
    skills = {str(a) for a in s.legal_actions() if a.player == 0 and isinstance(a, Skill)}
    assert skills == {"skill player=0 skill=wind copy=none targets=1"}
