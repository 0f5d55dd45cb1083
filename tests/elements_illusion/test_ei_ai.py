"""The generic AI plays Elements Illusion through its ai part: it chooses from its own view only (another
seat's sealed submission or hidden hand changes nothing it does), it sets the EL as the Order to suit its
hand, it uses the abilities, and its games run legally to the end at every seat count."""
from __future__ import annotations

import pytest

from game.ai import agent_names, make_agent
from game.ai.part import rules
from game.cli.simulate import play_game
from game.engine import registry
from game.engine.actions import Choose
from game.engine.rng import Rng
from game.engine.setup import build_setup
from game.rulesets.elements_illusion.actions import Build, Change, Exchange, Lock, Reset, Skill
from game.rulesets.elements_illusion.state import EIState

from ei_kit import new_game, pos

RULESET = "elements-illusion"


def test_the_game_offers_the_levels_and_the_greedy_yardstick() -> None:
    assert agent_names(RULESET) == ["easy", "greedy", "hard", "normal", "random"]


def _sealed_positions(seed: int, players: int, phase: str) -> EIState:
    """A position of a greedy game in the sealed ``phase`` of turn 2, nobody having chosen anything yet."""
    s = new_game(players, seed)
    agents = [make_agent("greedy", seed + p, RULESET) for p in range(players)]
    while s.result is None:
        if s.sealed() and s.turn == 2 and s.phase.value == phase and not any(s.locked) and \
                all(not s.plans[p]["skills"] and not s.plans[p]["combos"] for p in range(players)):
            return s
        p = s.current_players()[0]
        s.apply(agents[p].choose(s, p))
    raise AssertionError("the game ended before turn 2")


def _twin_with_secrets(s: EIState, other: int) -> EIState:
    """The same position with another seat's secrets changed: its hidden hand dealt otherwise, then as much
    of a sealed plan as it can make (without locking)."""
    twin = s.clone()
    assert isinstance(twin, EIState)
    for i, iid in enumerate(twin.hands[other].cards):
        if twin.cards[iid].def_id[0] in "FWEA":
            twin.cards[iid].def_id = ("A2", "W3", "E1", "F2")[i % 4]
    twin.memo = {}
    twin.seat_cache = {}
    twin._legal_cache = None
    for _ in range(3):
        steps = [a for a in twin.legal_actions() if a.player == other and not isinstance(a, (Lock, Reset))]
        if not steps:
            break
        twin.apply(steps[-1])
    return twin


@pytest.mark.parametrize("phase", ["main", "build"])
def test_ei_4_3_another_seats_sealed_plan_and_hidden_hand_do_not_change_the_choice(phase: str) -> None:
    part = rules(RULESET)
    for seed in (3,):
        s = _sealed_positions(seed, 3, phase)
        twin = _twin_with_secrets(s, 1)
        assert twin.plans[1] != s.plans[1]      # seat 1 has something sealed in the twin ...
        assert twin.state_hash() != s.state_hash()
        assert twin.view(0) == s.view(0)                        # ... and seat 0 sees none of it
        for k in range(3):
            # the guessed worlds are the same, card for card
            assert part.sample_world(s, 0, Rng(k)).state_hash() == part.sample_world(twin, 0, Rng(k)).state_hash()
        for level in ("greedy", "normal", "hard"):
            assert make_agent(level, 5, RULESET).choose(s, 0) == make_agent(level, 5, RULESET).choose(twin, 0)


def test_ei_8_3_a_guessed_build_phase_has_the_others_skills_coming_back() -> None:
    """The others build their skills at the same time (EI-4.3), so a guessed world of the build phase gives
    each of them skills from its guessed hand within its EL, aimed at someone: the judgement of a skill meets
    the damage coming back (blocks by the last element, offsets, EP lost at 5 received). The seat's own plan
    is its own, untouched."""
    part = rules(RULESET)
    s = _sealed_positions(3, 3, "build")
    s.apply(next(a for a in s.legal_actions() if a.player == 0 and isinstance(a, Skill)))
    for k in range(4):
        w = part.sample_world(s, 0, Rng(k))
        assert isinstance(w, EIState)
        assert w.plans[0] == s.plans[0]
        for q in (1, 2):
            built = w.plans[q]["skills"]
            assert built, (k, q)
            assert sum(w.skill(sk["skill"]).cost for sk in built) <= w.el[q]
            assert all(sk["targets"] or w.skill(sk["skill"]).target in ("all", "others") for sk in built)
            assert all(c in w.hands[q].cards for sk in built for c in sk["cards"])


def test_ei_6_4_the_order_sets_the_el_to_suit_its_hand() -> None:
    """Turn 3, the Order (seat 1) sets the EL from 4: 3, 5, 6 or 7. A hand that makes only 1-card skills
    (cost 2) wants the lowest; a hand that makes 6-cost skills asks for room for one."""
    chosen = {}
    for name, hand in (("cheap", ["F1", "W1"]), ("dear", ["W2", "W2", "A2"])):
        s = pos(2, turn=3, order=1, phase="array", array="illusion", el=4, p1={"hand": hand})
        assert s.decisions and s.decisions[0].kind == "el" and s.decisions[0].player == 0
        action = make_agent("normal", 1, RULESET).choose(s, 0)
        assert isinstance(action, Choose)
        chosen[name] = action.option
    assert chosen["cheap"] == 3
    assert chosen["dear"] >= 6


def _plan_of(s: EIState, seat: int, level: str = "greedy") -> list[object]:
    """The steps the program takes for ``seat`` in this sealed phase, up to its Lock."""
    agent = make_agent(level, 2, RULESET)
    steps: list[object] = []
    for _ in range(12):
        a = agent.choose(s, seat)
        s.apply(a)
        steps.append(a)
        if isinstance(a, Lock):
            break
    return steps


def test_ei_11_5_the_ai_exchanges_ep_for_gp_in_the_transform_cards_last_active_turn() -> None:
    """2 EP make 1 GP by Exchange where the final scoring gives 1 GP for 3 EP (EI-1.4); the card's last active
    turn (built in turn 1: active in turns 2 to 4) is the last chance."""
    s = pos(3, turn=4, phase="main", p1={"hand": ["F1", "W1"], "ep": 6,
                                         "abilities": [{"kind": "transform", "first": 2}]})
    steps = _plan_of(s, 0)
    assert any(isinstance(a, Exchange) for a in steps), steps


@pytest.mark.parametrize("level", ["greedy", "normal"])
def test_ei_11_5_the_ai_keeps_its_one_exchange_while_the_card_stays_active(level: str) -> None:
    """Exchange is once per Transform card (EI-11.5): with turns of the card still to come, the EP of today
    is not all the EP there will be, so the one use waits."""
    s = pos(3, turn=4, phase="main", p1={"hand": ["F1", "W1"], "ep": 6,
                                         "abilities": [{"kind": "transform", "first": 4}]})
    steps = _plan_of(s, 0, level)
    assert not any(isinstance(a, Exchange) for a in steps), steps


def test_ei_11_4_the_ai_changes_an_element_to_make_a_combination() -> None:
    """Two L1 Fire and an L1 Water make no combination; Element Change turns one Fire into Earth or Air,
    and the three L1 of three elements combine into the fourth's L2 for 1 EP (EI-7.2)."""
    s = pos(3, turn=4, phase="main", p1={"hand": ["F1", "F1", "W1"], "abilities": ["transform"]})
    steps = _plan_of(s, 0)
    assert any(isinstance(a, Change) for a in steps), steps
    assert any(type(a).__name__ == "Combine" for a in steps), steps


def test_ei_8_1_the_ai_builds_an_ability_card_and_skills() -> None:
    s = pos(3, turn=4, phase="build", el=6, p1={"hand": ["transform", "F1", "W2", "A2"]})
    steps = _plan_of(s, 0)
    assert any(isinstance(a, Build) for a in steps), steps
    assert any(isinstance(a, Skill) for a in steps), steps


@pytest.mark.long
def test_hard_finishes_games_with_legal_actions_only() -> None:
    res = play_game(RULESET, 2, [make_agent("hard", 2, RULESET), make_agent("normal", 52, RULESET)])
    assert res["crash"] is None and res["violations"] == [] and res["result"] is not None


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_ei_1_1_ai_games_run_legally_to_the_end_at_every_seat_count(players: int) -> None:
    info = registry.get(RULESET)
    names = ["greedy", "random", "easy", "random", "random", "random"][:players]
    agents = [make_agent(n, 40 + p, RULESET) for p, n in enumerate(names)]
    setup = build_setup(info, 11, players=players, settings={})
    out = play_game(RULESET, 11, agents, setup=setup)
    assert out["crash"] is None, out["crash"]
    assert out["violations"] == []
    assert out["result"] is not None


def test_the_same_position_seen_the_same_way_gets_the_same_choice_and_a_reason() -> None:
    s = _sealed_positions(4, 3, "build")
    a = make_agent("normal", 9, RULESET)
    first = a.choose(s, 0)
    assert make_agent("normal", 9, RULESET).choose(s.clone(), 0) == first
    why = a.explain("en")
    if why:
        assert why.split(":")[0] and a.explain("ko")
