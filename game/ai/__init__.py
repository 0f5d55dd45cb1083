"""Players that are programs. They act through the same door as people: the legal actions.

Every game is reached through its registration: a game with an ``ai`` part (game/ai/part.py) offers
``greedy`` and its level files (levels/ai/<ruleset-id>/); every game can be played by ``random``.
"""
from __future__ import annotations

from typing import Protocol

from game.engine.actions import Action
from game.engine.state import GameState

from .random_agent import RandomAgent


class Agent(Protocol):
    name: str

    def choose(self, state: GameState, player: int) -> Action:
        """Pick one of ``state.legal_actions()`` for ``player`` (seeing only what that seat may see)."""
        ...


def agent_names(ruleset: str) -> list[str]:
    """The programs a game offers: random, and with an AI part greedy and its levels."""
    from game.engine import registry

    from .levels import all_levels
    info = registry.get(ruleset)
    if info.part("ai") is None:
        return ["random"]
    levels = all_levels(info.id)
    return sorted({"random", *(["greedy"] if "normal" in levels else []), *levels})


def all_agent_names() -> list[str]:
    """Every program some game offers."""
    from game.engine import registry
    return sorted({n for info in registry.all_rulesets() for n in agent_names(info.id)})


def make_agent(name: str, seed: int, ruleset: str | None = None) -> Agent:
    """The program ``name`` with its seed. With a game, a name that game does not offer is a KeyError
    listing what it does; without one, the program takes the level of that name in whichever game it
    is handed (the name must be offered by some game)."""
    key = name.lower()
    if ruleset is not None:
        known = agent_names(ruleset)
        if key not in known:
            raise KeyError(f"unknown AI {name!r} for {ruleset} (known: {', '.join(known)})")
    elif key not in all_agent_names():
        raise KeyError(f"unknown AI {name!r} (known: {', '.join(all_agent_names())})")
    if key == "random":
        return RandomAgent(seed)
    from .levels import level_for
    from .search import SearchAgent
    return SearchAgent(level_for(key, ruleset) if ruleset is not None else key, seed)
