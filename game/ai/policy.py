"""A game's quick rule-of-thumb choices, through its ai part: for callers that need a safe move
without a search (the table falls back on one when a program fails)."""
from __future__ import annotations

from game.engine import registry
from game.engine.actions import Action, Concede
from game.engine.rng import Rng
from game.engine.state import GameState

from .part import rules_of


def sensible(s: GameState, player: int) -> list[Action]:
    """The player's legal actions worth considering, as the game says; in a game without an AI, every
    legal action of the player but conceding."""
    if registry.get(s.ruleset_id).part("ai") is None:
        return [a for a in s.legal_actions() if a.player == player and not isinstance(a, Concede)]
    return rules_of(s).sensible(s, player)


def quick_action(s: GameState, player: int, rng: Rng) -> Action:
    return rules_of(s).quick_action(s, player, rng)
