"""Uniformly random legal actions: the baseline, and the driver of invariant playouts.

Each choice is drawn from the program's seed, what its seat sees (``seeding.decision_rng``) and how many
actions the seat has made, never from a generator running on between choices: a game resumed from its
save (or after an Undo) goes on exactly as the uninterrupted one, an event resumed between its games ends
with the same standings, and a seat's choices never follow what another seat chose in secret. The count
keeps a seat from going round in circles where an action and its reverse lead back to what it saw.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.engine.actions import Action
from game.engine.rng import Rng
from game.engine.state import GameState

from .seeding import decision_rng


def own_actions(state: GameState, player: int) -> Sequence[Action]:
    """The legal actions that are ``player``'s, in the list's order: the seat's own list where the game keeps
    one (``seat_actions``: a sealed phase lists every unlocked seat's in turn), the legal list itself where
    every action is the seat's (one seat acts), found without building a second list."""
    legal = state.legal_actions()
    kept = state.seat_actions(player)
    if kept is not None:
        return kept
    if legal and legal[-1].player == player:    # a list of several seats' (a sealed phase) mostly ends in another's
        for a in legal:
            if a.player != player:
                break
        else:
            return legal
    return [a for a in legal if a.player == player]


class RandomAgent:
    name = "random"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, state: GameState, player: int) -> Action:
        mine = own_actions(state, player)
        if len(mine) == 1:
            return mine[0]
        rng = decision_rng((self.seed + 0x9E3779B97F4A7C15 * state.acted[player]) % 2 ** 64, state, player)
        return mine[rng.below(len(mine))]


class PlayoutAgent:
    """Uniformly random too, from one generator that runs on between choices and games: the driver of
    speed playouts (``bench``) and of the table's smoke runs, where a choice must cost no more than
    drawing a number (RandomAgent hashes the seat's view for each) and no game is ever resumed. One
    agent may sit in every seat: the draws follow the order of the actions, as one seeded loop's did."""
    name = "random"

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def choose(self, state: GameState, player: int) -> Action:
        mine = own_actions(state, player)
        return mine[self.rng.below(len(mine))]
