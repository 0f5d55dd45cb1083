"""Uniformly random legal actions: the baseline, and the driver of invariant playouts."""
from __future__ import annotations

from game.engine.actions import Action
from game.engine.rng import Rng
from game.engine.state import GameState


class RandomAgent:
    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, state: GameState, player: int) -> Action:
        mine = [a for a in state.legal_actions() if a.player == player]
        return mine[self.rng.below(len(mine))]
