"""One conformance test over every registered ruleset: seeded random playouts through the one door."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai.random_agent import RandomAgent
from game.engine import registry
from game.engine.match import Match

RULESETS = [info.id for info in registry.all_rulesets()]


def _playout(ruleset: str, seed: int, max_actions: int = 5000) -> Match:
    info = registry.get(ruleset)
    match = Match(ruleset, seed, info.default_setup(seed))
    agents = [RandomAgent(seed * 7 + p) for p in range(match.state.num_players)]
    memo: dict = {}
    for _ in range(max_actions):
        s = match.state
        if s.result is not None:
            break
        p = s.current_players()[0]
        match.apply(agents[p].choose(s, p))
        if info.invariants is not None:
            assert info.invariants(match.state, memo) == [], f"seed {seed} after {match.log[-1]}"
    assert match.state.result is not None, f"seed {seed}: no end after {max_actions} actions"
    return match


@pytest.mark.parametrize("ruleset", RULESETS)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**31))
def test_random_games_end_and_keep_every_invariant(ruleset: str, seed: int) -> None:
    _playout(ruleset, seed)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("seed", [3, 11])
def test_replay_of_the_log_reaches_the_identical_state(ruleset: str, seed: int) -> None:
    match = _playout(ruleset, seed)
    again = Match.from_json(match.to_json())
    assert again.state.state_hash() == match.state.state_hash()
    assert [str(a) for a in again.log] == [str(a) for a in match.log]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_clones_follow_the_same_actions_to_the_same_state(ruleset: str) -> None:
    info = registry.get(ruleset)
    match = Match(ruleset, 5, info.default_setup(5))
    agent = RandomAgent(1)
    for _ in range(60):
        s = match.state
        if s.result is not None:
            break
        twin = s.clone()
        assert twin.state_hash() == s.state_hash()
        p = s.current_players()[0]
        action = agent.choose(s, p)
        twin.apply(action)
        match.apply(action)
        assert twin.state_hash() == match.state.state_hash()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_listed_action_is_accepted_by_the_checked_door(ruleset: str) -> None:
    info = registry.get(ruleset)
    match = Match(ruleset, 9, info.default_setup(9))
    agent = RandomAgent(2)
    for _ in range(120):
        s = match.state
        if s.result is not None:
            break
        for action in s.legal_actions():
            s.clone().apply(action)  # raises if the door refuses what the list offered
        p = s.current_players()[0]
        match.apply(agent.choose(s, p))
