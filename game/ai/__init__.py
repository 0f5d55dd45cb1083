"""Players that are programs. They act through the same door as people: the legal actions."""
from __future__ import annotations

from typing import Callable, Protocol

from game.engine.actions import Action
from game.engine.state import GameState

from .random_agent import RandomAgent


class Agent(Protocol):
    name: str

    def choose(self, state: GameState, player: int) -> Action:
        """Pick one of ``state.legal_actions()`` for ``player`` (seeing only what that seat may see)."""
        ...


def _greedy(seed: int) -> Agent:
    """Best immediate judgement, no search: the yardstick for the levels."""
    from .levels import Level, all_levels
    normal = all_levels()["normal"]
    level = Level(id="greedy", name=normal.name, search="greedy", weights=normal.weights, worlds=1)
    from .search import SearchAgent
    return SearchAgent(level, seed)


_FACTORIES: dict[str, Callable[[int], Agent]] = {
    "random": lambda seed: RandomAgent(seed),
    "greedy": _greedy,
}


def agent_names() -> list[str]:
    from .levels import all_levels
    return sorted(set(_FACTORIES) | set(all_levels()))


def make_agent(name: str, seed: int) -> Agent:
    key = name.lower()
    if key in _FACTORIES:
        return _FACTORIES[key](seed)
    from .levels import all_levels
    from .search import SearchAgent
    levels = all_levels()
    if key in levels:
        return SearchAgent(levels[key], seed)
    raise KeyError(f"unknown AI {name!r} (known: {', '.join(agent_names())})")
