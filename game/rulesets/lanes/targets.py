"""Filters, conditions and unit targets of the effect vocabulary."""
from __future__ import annotations

from typing import Any, Mapping

from .state import DAMAGE, HAND, LanesState


_STATICS: Any = None


def _statics() -> Any:
    """statics imports this module; bind it once, on first use."""
    global _STATICS
    if _STATICS is None:
        from . import statics
        _STATICS = statics
    return _STATICS


def matches_filter(s: "LanesState", iid: int, flt: Mapping[str, Any], src: int | None, controller: int,
                   *, base: bool = False) -> bool:
    """Does card ``iid`` satisfy the filter? ``base`` reads printed numbers (for continuous effects)."""
    d = s.defs[iid]
    if "type" in flt and d.type != flt["type"]:
        return False
    if "attribute" in flt and d.attribute != flt["attribute"]:
        return False
    if "affiliation" in flt and flt["affiliation"] not in d.affiliations:
        return False
    if flt.get("other") and iid == src:
        return False
    if "max_cost" in flt or "min_cost" in flt or "max_power" in flt or "min_power" in flt:
        if base:
            c, pw = d.cost, d.power
        else:
            snap = s._cache or _statics().snapshot(s)
            c, pw = snap.cost.get(iid, d.cost), snap.power.get(iid, d.power)
        if "max_cost" in flt and c > flt["max_cost"]:
            return False
        if "min_cost" in flt and c < flt["min_cost"]:
            return False
        if "max_power" in flt and pw > flt["max_power"]:
            return False
        if "min_power" in flt and pw < flt["min_power"]:
            return False
    if "lane" in flt and src is not None:
        mine, theirs = s.lane_of(src), s.lane_of(iid)
        if mine is None or theirs is None:
            return False
        if flt["lane"] == "same" and mine != theirs:
            return False
        if flt["lane"] == "adjacent" and abs(mine - theirs) != 1:
            return False
    return True


def condition_holds(s: "LanesState", cond: Mapping[str, Any] | None, controller: int, src: int | None) -> bool:
    if not cond:
        return True
    me, opp = controller, 1 - controller
    if "level_at_least" in cond and s.level[me] < cond["level_at_least"]:
        return False
    if "damage_at_least" in cond and len(s.zones[DAMAGE[me]].cards) < cond["damage_at_least"]:
        return False
    if "opponent_damage_at_least" in cond and len(s.zones[DAMAGE[opp]].cards) < cond["opponent_damage_at_least"]:
        return False
    hand = len(s.zones[HAND[me]].cards)
    if "hand_at_most" in cond and hand > cond["hand_at_most"]:
        return False
    if "hand_at_least" in cond and hand < cond["hand_at_least"]:
        return False
    if "units_at_least" in cond and len(s.units(me)) < cond["units_at_least"]:
        return False
    if "encounter" in cond:
        has = src is not None and s.encounter(src) is not None
        if has != cond["encounter"]:
            return False
    if "my_turn" in cond and (s.turn_player == me) != cond["my_turn"]:
        return False
    return True


def unit_candidates(s: "LanesState", spec: Mapping[str, Any], src: int, controller: int) -> list[int]:
    """Units a {choose = ...} or {all = true} target spec can pick, in lane order."""
    return [u for p in _sides(spec, controller) for u in s.units(p) if matches_filter(s, u, spec, src, controller)]


def has_unit_candidate(s: "LanesState", spec: Mapping[str, Any], src: int, controller: int) -> bool:
    """Whether :func:`unit_candidates` finds any: asked of every effect the legal list weighs (8.1.3.1.2)."""
    for p in _sides(spec, controller):
        for u in s.units(p):
            if matches_filter(s, u, spec, src, controller):
                return True
    return False


def _sides(spec: Mapping[str, Any], controller: int) -> tuple[int, ...]:
    side = spec.get("side", "opponent" if "choose" in spec else "own")
    if side == "own":
        return (controller,)
    if side == "opponent":
        return (1 - controller,)
    if side == "any":
        return (controller, 1 - controller)
    raise KeyError(side)


def named_target(s: "LanesState", name: str, src: int) -> list[int]:
    """Units named by "self", "equipped", "encounter", "attacker", "defender"."""
    if name == "self":
        return [src] if s.lane_of(src) is not None else []
    if name == "equipped":
        zone = s.zones[s.cards[src].zone]
        if ".unit" in zone.id and zone.cards and zone.cards[0] != src:
            return [zone.cards[0]]
        return []
    if name == "encounter":
        e = s.encounter(src)
        return [] if e is None else [e]
    b = s.battle
    if b is None:
        return []
    key = "attacker" if name == "attacker" else "blocker"
    u = b.get(key)
    return [u] if u is not None and s.lane_of(u) is not None else []
