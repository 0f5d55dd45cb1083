"""Lanes' short cuts change nothing a player could see: each is checked, in seeded random games, against the
work it saves."""
from __future__ import annotations

import pytest

from game.ai.random_agent import PlayoutAgent
from game.engine import registry
from game.engine.match import Match
from game.engine.rng import Rng
from game.engine.setup import build_setup
from game.engine.state import GameState
from game.formats.runner import play
from game.rulesets.lanes.state import LanesState


def _state(seed: int) -> LanesState:
    s = Match("lanes", seed, build_setup(registry.get("lanes"), seed, players=2)).state
    assert isinstance(s, LanesState)
    return s


def _who_acts_agrees(s: LanesState) -> None:
    assert s.current_players() == GameState.current_players(s), "who acts differs from the full computation"


def test_who_acts_is_read_from_the_first_legal_action_as_the_full_list_would_give() -> None:
    steps = 0
    for seed in range(6):
        s = _state(seed)
        out = play(s, {0: PlayoutAgent(Rng(seed)), 1: PlayoutAgent(Rng(seed))}, max_actions=3000,
                   until=lambda st: _who_acts_agrees(st) or False)     # type: ignore[func-returns-value,arg-type]
        assert out.finished
        steps += out.actions
    assert steps > 300


def test_the_who_acts_check_fails_where_two_players_have_actions(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.rulesets.lanes.actions import EndMain
    s = _state(1)
    monkeypatch.setattr(s, "legal_actions", lambda: [EndMain(1), EndMain(0)])
    with pytest.raises(AssertionError, match="who acts differs"):
        _who_acts_agrees(s)
