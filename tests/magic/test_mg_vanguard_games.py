"""Whole Vanguard games through the one door: random play keeps every invariant, a game replays from its log
to the identical state, and a clone follows the same actions to the same state, with vanguards, optional
and delayed triggers in play."""
from __future__ import annotations

import pytest

from game.ai.random_agent import RandomAgent
from game.engine.match import Match
from game.rulesets.magic.invariants import check

SETUP = {"players": 2, "variant": "vanguard"}


def _playout(seed: int, players: int = 2) -> tuple[Match, set[str]]:
    match = Match("magic", seed, {**SETUP, "players": players})
    agents = [RandomAgent(seed * 7 + p) for p in range(players)]
    memo: dict = {}
    kinds: set[str] = set()
    for _ in range(20000):
        s = match.state
        if s.result is not None:
            break
        p = s.current_players()[0]
        kinds |= {e.kind for e in match.apply(agents[p].choose(s, p))}
        assert check(match.state, memo) == [], f"seed {seed} after {match.log[-1]}"
    assert match.state.result is not None
    return match, kinds


@pytest.mark.parametrize("seed,players", [(3, 2), (11, 2), (5, 3)])
def test_a_vanguard_game_ends_keeps_every_invariant_and_replays_identically(seed: int, players: int) -> None:
    match, _kinds = _playout(seed, players)
    again = Match.from_json(match.to_json())
    assert again.state.state_hash() == match.state.state_hash()


def test_random_vanguard_games_reach_optional_and_delayed_triggers() -> None:
    seen: set[str] = set()
    for seed in range(1, 9):
        seen |= _playout(seed)[1]
        if {"may_choice", "delayed_created"} <= seen:
            break
    assert {"may_choice", "delayed_created"} <= seen


def test_a_clone_follows_the_same_actions_to_the_same_state() -> None:
    match = Match("magic", 21, SETUP)
    agent = RandomAgent(2)
    for _ in range(400):
        s = match.state
        if s.result is not None:
            break
        twin = s.clone()
        p = s.current_players()[0]
        action = agent.choose(s, p)
        twin.apply(action)
        match.apply(action)
        assert twin.state_hash() == match.state.state_hash()
