"""What one seat may see of an Elements Illusion state, beyond the zones (EI-4.3).

Everything public is here: the Order, EL and each player's EL, EP, GP, last element, the damage counters,
the build zones' cards with their turns, the level-change fields, Division's deliveries, continuous
damage to come, who has locked, the array event, the skills revealed so far. A sealed plan is shown to
its own seat only; another seat sees at most that the player has locked.
"""
from __future__ import annotations

from typing import Any

from game.engine.state import GameState

from .state import EIState


def _revealed(s: EIState, p: int) -> list[dict[str, Any]]:
    """The player's skills revealed this turn, as everyone saw them, with what step B has made known."""
    out = []
    for sk in s.plans[p]["skills"]:
        if not sk["revealed"]:
            continue
        item: dict[str, Any] = {"count": sk["count"], "skill": sk["skill"], "built": sk["built"],
                                "used": sorted(s.def_of(c) for c in sk["cards"]), "targets": list(sk["targets"]),
                                "light": sk["light"]}
        if sk.get("status"):
            item["status"] = sk["status"]
            item["hits"] = list(sk.get("hits", []))
        out.append(item)
    return out


def _own_plan(s: EIState, p: int) -> dict[str, Any]:
    plan = s.plans[p]
    return {"combos": [{"use": sorted(s.def_of(c) for c in m), "into": into} for m, into, _ep in plan["combos"]],
            "trades": [sorted(s.def_of(c) for c in paid) for paid in plan["trades"]],
            "changes": [{"card": iid, "from": old, "to": new} for iid, old, new, _ab in plan["changes"]],
            "exchange": [ep for _ab, ep in plan["exchange"]],
            "scarecrow": bool(plan["scarecrow"]),
            "divide": [d for _ab, d in plan["divide"]],
            "build": plan["build"],
            "skills": [{"count": sk["count"], "skill": sk["skill"], "built": sk["built"], "cards": list(sk["cards"]),
                        "copy": sk["copy"], "targets": list(sk["targets"]),
                        "multi": None if sk["multi"] is None else list(sk["multi"][1])} for sk in plan["skills"]],
            "interrupt": [t for _ab, t in plan["interrupt"]],
            "silence": [list(t) for _ab, t in plan["silence"]],
            "uses": [[u[0], u[1]] for u in plan["uses"]],
            "reserved": sorted(c for c in _reserved(s, p))}


def _reserved(s: EIState, p: int) -> set[int]:
    from .plan import reserved
    return reserved(s, p)


def extra_view(s: EIState, viewer: int | None) -> dict[str, Any]:
    out: dict[str, Any] = {
        "phase": s.phase.value, "turn": s.turn, "order": s.order, "turn_order": s.turn_order(),
        "order_el": s.order_el, "el": s.el[:], "ep": s.ep[:], "gp": s.gp[:], "last": s.last[:],
        "penalty": s.penalty[:], "dealt": [row[:] for row in s.dealt], "received": s.received[:],
        "received_total": s.received_total[:],
        "abilities": [{"card": a[0], "kind": a[1], "player": a[2], "first": a[3], "last": a[4],
                       "exchange_used": a[5], "scarecrow_used": a[6]} for a in s.abilities],
        "levelups": [[{"use": sorted(s.def_of(c) for c in m), "into": into} for m, into, _ep in lv] for lv in s.levelups],
        "deliveries": [d[:] for d in s.deliveries],
        "ticks": [{"source": t[0], "target": t[1], "type": t[2], "amount": t[3], "turns": t[4], "skill": t[5]}
                  for t in s.ticks],
        "locked": s.locked[:],
        "array": None if s.array is None else {k: s.array[k] for k in ("kind", "table", "effect")},
        "cancelled": s.cancelled,
        "revealed": [_revealed(s, p) for p in range(s.n)],
        "gain": s.gain[:],
        "teams": s.team_of[:] if s.option("mode") == "B" else None,
        "settings": dict(s.options),
        "final": s.final,
        "plan": _own_plan(s, viewer) if viewer is not None and 0 <= viewer < s.n else None,
    }
    return out


def sealed_pending(s: GameState) -> bool:
    """Does the state hold a sealed choice of this turn whose reveal has not come (EI-4.3)? Then a save or
    replay file ends its log before this turn's first sealed step, and the seats plan again on resume."""
    return isinstance(s, EIState) and s.unrevealed
