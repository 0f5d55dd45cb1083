"""Helpers for the Magic rule tests: a position from a scenario-style table, actions by card reference."""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.rulesets.magic.scenario import _build, make_action, resolve_ref
from game.rulesets.magic.state import MagicState


def position(players: int = 2, seed: int = 1, options: dict[str, Any] | None = None, **pos: Any) -> MagicState:
    """``position(p1={...}, p2={...}, step="main1", active=1)`` as a scenario file's [position]
    (``options`` as its [options])."""
    return _build({"scenario": {"players": players, "seed": seed}, "options": options or {}, "position": pos}, "test")


def act(s: MagicState, action: str, **fields: Any) -> Action:
    return make_action(s, {"action": action, **fields})


def do(s: MagicState, action: str, **fields: Any) -> list[Any]:
    return s.apply(act(s, action, **fields))


def pass_all(s: MagicState, times: int | None = None) -> None:
    """Everyone passes once (or ``times`` passes)."""
    for _ in range(times if times is not None else len(s.alive())):
        do(s, "pass")


def card(s: MagicState, ref: str, player: int = 0) -> int:
    return resolve_ref(s, ref, player)
