"""One conformance test over every registered ruleset: seeded random playouts through the one door."""
from __future__ import annotations

from typing import Any

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


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_refused_action_carries_a_rule_and_both_languages(ruleset: str) -> None:
    """Actions that were legal a moment ago and are not now are refused with a rule id and a sentence
    in English and Korean, and the refusal leaves the state untouched."""
    info = registry.get(ruleset)
    match = Match(ruleset, 13, info.default_setup(13))
    agent = RandomAgent(5)
    checked = 0
    for _ in range(150):
        s = match.state
        if s.result is not None:
            break
        before = list(s.legal_actions())
        p = s.current_players()[0]
        match.apply(agent.choose(s, p))
        s = match.state
        now = set(s.legal_actions())
        checked += refused_cleanly(s, [a for a in before if a not in now])
    assert checked > 20


def refused_cleanly(s: Any, actions: list[Any]) -> int:
    """Each action is refused with a rule and a sentence in both languages, the state left as it was;
    how many were tried (none once the game is over)."""
    from game.engine.errors import IllegalActionError
    if s.result is not None:
        return 0
    for action in actions:
        digest = s.state_hash()
        with pytest.raises(IllegalActionError) as err:
            s.apply(action)
        assert err.value.rule and err.value.en and err.value.ko and err.value.en != err.value.ko
        assert s.state_hash() == digest
    return len(actions)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_permuting_hidden_cards_does_not_change_a_view(ruleset: str) -> None:
    """A seat's view is the same whatever order the cards it may not see are in (decks, the others' hands)."""
    from game.engine.zones import Visibility
    info = registry.get(ruleset)
    match = Match(ruleset, 17, info.default_setup(17))
    agent = RandomAgent(9)
    for step in range(80):
        s = match.state
        if s.result is not None:
            break
        if step % 10 == 0:
            for viewer in range(s.num_players):
                twin = s.clone()
                for zone in twin.zones.values():
                    if zone.visibility is Visibility.HIDDEN or (zone.visibility is Visibility.OWNER
                                                                and zone.owner != viewer):
                        zone.cards.reverse()
                assert twin.view(viewer) == s.view(viewer), f"seat {viewer} sees hidden order at step {step}"
        match.apply(agent.choose(s, s.current_players()[0]))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_declared_options_are_data_in_both_languages_and_their_defaults_set_up_a_game(ruleset: str) -> None:
    info = registry.get(ruleset)
    for option in info.options:
        assert option.label.en and option.label.ko and option.help.en and option.help.ko
        assert option.problem(option.default) is None
        assert option.problem("no-such-value-xyz") is not None
    setup = {**info.default_setup(3), **{o.id: o.default for o in info.options if o.id not in info.default_setup(3)}}
    assert Match(ruleset, 3, setup).state.result is None


def test_the_list_of_games_is_one_mapping_and_every_entry_registers() -> None:
    from game.rulesets import RULESETS as listed
    assert set(listed) == {info.id for info in registry.all_rulesets()}
