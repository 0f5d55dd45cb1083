"""The ``tree`` search (game/ai/tree.py): a tree over every seat's decisions, grown one guessed world at a
time. It plays through the same door, sees only its seat, and stops at its counted budget."""
from __future__ import annotations

import dataclasses

import pytest

from game.ai.levels import Level, all_levels, load_level
from game.ai.search import SearchAgent
from game.cli.simulate import play_game
from game.engine.errors import DataError
from tests.ai.test_ai import _main_phase_state, hidden_twin


def _tree(playouts: int = 120, budget: int = 0) -> Level:
    normal = all_levels("lanes")["normal"]
    return dataclasses.replace(normal, id="tree", search="tree", playouts=playouts, exploration=0.15,
                               rollout_depth=10, action_budget=budget)


def test_a_tree_search_chooses_a_legal_action_and_the_same_one_again() -> None:
    s = _main_phase_state(6)
    me = s.turn_player
    first = SearchAgent(_tree(), 3).choose(s, me)
    assert first in s.legal_actions()
    assert SearchAgent(_tree(), 3).choose(s, me) == first


def test_a_tree_search_stops_at_its_budget_of_actions() -> None:
    s = _main_phase_state(6)
    me = s.turn_player
    free = SearchAgent(_tree(playouts=200), 3)
    free.choose(s, me)
    assert free.spent > 100
    budget = free.spent // 3
    capped = SearchAgent(_tree(playouts=200, budget=budget), 3)
    assert capped.choose(s, me) in s.legal_actions()
    assert capped.spent == budget    # Lanes' judgement applies no action: the count stops exactly there


def test_a_tree_search_does_not_peek_at_hidden_cards() -> None:
    s = _main_phase_state(7)
    me = s.turn_player
    twin = hidden_twin(s, me)
    assert SearchAgent(_tree(), 5).choose(s, me) == SearchAgent(_tree(), 5).choose(twin, me)


def test_a_tree_search_finishes_a_game_with_legal_actions_only() -> None:
    res = play_game("lanes", 4, [SearchAgent(_tree(playouts=40), 4), SearchAgent(_tree(playouts=40), 5)])
    assert res["crash"] is None and res["violations"] == [] and res["result"] is not None


def test_a_tree_level_without_playouts_is_refused(tmp_path) -> None:
    path = tmp_path / "t.toml"
    path.write_text('[level]\nname = { en = "T", ko = "T" }\nsearch = "tree"\n[weights]\ndamage = 1\n')
    with pytest.raises(DataError) as exc:
        load_level(str(path), "lanes")
    assert "level.playouts" in str(exc.value) and "tree" in str(exc.value)


def test_a_tree_search_that_plays_its_leaves_to_the_end_of_the_turn_still_stops_at_its_budget() -> None:
    s = _main_phase_state(6)
    me = s.turn_player
    level = dataclasses.replace(_tree(playouts=200, budget=900), leaf_policy=30)
    agent = SearchAgent(level, 3)
    assert agent.choose(s, me) in s.legal_actions()
    assert agent.spent == 900
    assert SearchAgent(level, 3).choose(s, me) == agent.choose(s, me)
