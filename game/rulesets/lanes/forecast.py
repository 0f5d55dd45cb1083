"""What an attack would do, played out by the engine on a copy: the table's battle preview.

Only public consequences are read: the units the battle itself would trash for each possible
block, and the attacker's hit if nothing blocks. Nothing hidden (a deck's order) is looked at."""
from __future__ import annotations

from typing import Any

from game.engine.actions import Choose

from .actions import Attack
from .state import LanesState
from .statics import hit


def forecast_attack(s: LanesState, action: Attack) -> dict[str, Any] | None:
    """None if the attack is refused. Else {"hit": n, "blocks": {blocker: [units trashed]},
    "must_block": bool, "known": bool}; ``known`` is False when something must be decided before
    the block (a guardian, an attacker's choice), so only the hit is certain."""
    if s.refusal(action) is not None:
        return None
    attacker = s.unit_at(action.player, action.lane)
    assert attacker is not None
    out: dict[str, Any] = {"hit": hit(s, attacker), "blocks": {}, "must_block": False, "known": True}
    after = s.clone()
    after.apply(action)
    if not after.decisions:
        return out  # nobody can block
    d = after.decisions[0]
    if d.kind != "block":
        out["known"] = False
        return out
    out["must_block"] = "none" not in d.options
    for option in d.options:
        if option == "none":
            continue
        events = after.clone().apply(Choose(d.player, option))
        out["blocks"][option] = [e.data["card"] for e in events
                                 if e.kind == "card_moved" and e.data.get("cause") == "battle"]
    return out
