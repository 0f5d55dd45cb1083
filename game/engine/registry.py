"""The rulesets the app knows, found by id or alias."""
from __future__ import annotations

import dataclasses
import importlib
from typing import Any, Callable

from .actions import ActionSet
from .state import GameState
from .text import Msg


@dataclasses.dataclass(frozen=True)
class RulesetInfo:
    id: str
    names: Msg
    min_players: int
    max_players: int
    actions: ActionSet
    new_state: Callable[[int, dict[str, Any]], GameState]
    default_setup: Callable[[int], dict[str, Any]]  # a playable setup for a seed (decks chosen from it)
    aliases: tuple[str, ...] = ()
    # Invariants every state must keep: (state, memo between calls) -> problems found.
    invariants: Callable[[GameState, dict[str, Any]], list[str]] | None = None


_REGISTRY: dict[str, RulesetInfo] = {}
KNOWN = ("lanes",)


def register(info: RulesetInfo) -> None:
    _REGISTRY[info.id] = info
    for alias in info.aliases:
        _REGISTRY[alias] = info


def get(name: str) -> RulesetInfo:
    if name not in _REGISTRY and name in KNOWN:
        importlib.import_module(f"game.rulesets.{name}")
    if name not in _REGISTRY:
        for known in KNOWN:
            importlib.import_module(f"game.rulesets.{known}")
    try:
        return _REGISTRY[name]
    except KeyError:
        raise KeyError(f"unknown ruleset {name!r} (known: {', '.join(KNOWN)})") from None


def all_rulesets() -> list[RulesetInfo]:
    for known in KNOWN:
        importlib.import_module(f"game.rulesets.{known}")
    return list({info.id: info for info in _REGISTRY.values()}.values())
