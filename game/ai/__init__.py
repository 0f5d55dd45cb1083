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


_FACTORIES: dict[str, Callable[[int], Agent]] = {
    "random": lambda seed: RandomAgent(seed),
}


def agent_names() -> list[str]:
    return sorted(_FACTORIES)


def make_agent(name: str, seed: int) -> Agent:
    try:
        return _FACTORIES[name.lower()](seed)
    except KeyError:
        raise KeyError(f"unknown AI {name!r} (known: {', '.join(agent_names())})") from None
