"""Continuous effects (8.1.3.3): what every card on the field has and is right now.

Recomputed from scratch when the state changes and cached until the next
change, so the printed card, its items, the leader's level links and the
resolved modifications always agree.
"""
from __future__ import annotations

import math
from fractions import Fraction
from typing import Any, Iterable

from .cards import Ability
from .state import LANES, LanesState
from .targets import matches_filter


class Snapshot:
    __slots__ = ("abilities", "power", "hit", "cost", "size", "prohibit")

    def __init__(self) -> None:
        self.abilities: dict[int, list[Ability]] = {}
        self.power: dict[int, int] = {}
        self.hit: dict[int, int] = {}
        self.cost: dict[int, int] = {}
        self.size = [0, 0]
        self.prohibit: dict[int, set[str]] = {}


def _round(v: Fraction) -> int:
    """1.3.7.2: round at the first decimal place (half up)."""
    return math.floor(v + Fraction(1, 2))


def gates_hold(s: LanesState, ab: Ability, owner: int, iid: int) -> bool:
    """The conditions under which an ability counts: level link, frontline, armed (10.1.8-10.1.10)."""
    data = ab.data
    kw = ab.keyword
    lvl = data.get("level_link")
    if kw == "level_link":
        lvl = data.get("level")
    if lvl is not None and s.level[owner] < lvl:
        return False
    if kw == "frontline" or data.get("frontline"):
        for lane in range(LANES):
            if not s.zones[f"p{owner}.unit{lane}"].cards:
                return False
    armed = data.get("armed")
    if kw == "armed":
        armed = data.get("affiliation", True)
    if armed:
        items = s.items_of(iid)
        if not items:
            return False
        if isinstance(armed, str) and not any(armed in s.cdef(i).affiliations for i in items):
            return False
    return True


def _field_sources(s: LanesState) -> Iterable[tuple[int, int, str]]:
    """(card, owner, role) for every card whose text is valid (2.6.2), turn player first (8.1.3.2.3)."""
    tp = s.turn_player
    for p in (tp, 1 - tp):
        yield s.leader[p], p, "leader"
        for lane in range(LANES):
            cards = s.zones[f"p{p}.unit{lane}"].cards
            if cards:
                yield cards[0], p, "unit"
                for item in cards[1:]:
                    yield item, p, "item"
        for sk in s.zones[f"p{p}.skill"].cards:
            yield sk, p, "skill"


def _static_targets(s: LanesState, st: dict[str, Any], src: int, owner: int, role: str) -> list[int]:
    target = st.get("target", "equipped" if role == "item" else "self")
    if target in ("self", "equipped"):
        if role == "item":
            zone = s.zones[s.cards[src].zone]
            return [zone.cards[0]] if zone.cards else []
        return [src] if role == "unit" else []
    side = target.get("side", "own")
    players = {"own": (owner,), "opponent": (1 - owner,), "any": (0, 1)}[side]
    return [u for p in players for u in s.units(p) if matches_filter(s, u, target, src, owner, base=True)]


def snapshot(s: LanesState) -> Snapshot:
    if s._cache is not None:
        return s._cache
    snap = Snapshot()
    db = s.db
    sources = list(_field_sources(s))
    for iid, owner, role in sources:
        if role == "leader":
            snap.abilities[iid] = list(s.cdef(iid).face(s.awakened[owner]).abilities)
        else:
            snap.abilities[iid] = list(s.cdef(iid).abilities)
    for m in s.mods:
        if m.kind == "grant" and m.target in snap.abilities:
            snap.abilities[m.target].append(db.abilities[m.value])
    add: dict[str, dict[int, int]] = {"power": {}, "hit": {}, "cost": {}}
    for iid, owner, role in sources:
        for ab in list(snap.abilities[iid]):
            if not ab.static or not gates_hold(s, ab, owner, iid if role != "item" else _unit_of(s, iid)):
                continue
            for n, st in enumerate(ab.static):
                if "size" in st:
                    who = owner if st.get("who", "self") == "self" else 1 - owner
                    snap.size[who] += st["size"]
                    continue
                for t in _static_targets(s, st, iid, owner, role):
                    if "grant" in st:
                        snap.abilities.setdefault(t, []).append(db.abilities[f"{ab.key}/g{n}"])
                    elif "prohibit" in st:
                        snap.prohibit.setdefault(t, set()).add(st["prohibit"])
                    else:
                        for kind in ("power", "hit", "cost"):
                            if kind in st:
                                add[kind][t] = add[kind].get(t, 0) + st[kind]
    clamp = not s.nullifying
    for p in (0, 1):
        for u in s.units(p):
            d = s.cdef(u)
            vals = {"power": Fraction(d.power + add["power"].get(u, 0)),
                    "hit": Fraction(d.hit + add["hit"].get(u, 0)),
                    "cost": Fraction(d.cost + add["cost"].get(u, 0))}
            for m in s.mods:
                if m.target != u:
                    continue
                if m.kind in vals:
                    vals[m.kind] += m.value
                elif m.kind == "halve":
                    vals["power"] = vals["power"] / 2
                elif m.kind == "prohibit":
                    snap.prohibit.setdefault(u, set()).add(m.value)
            for kind, v in vals.items():
                n = _round(v)
                getattr(snap, kind)[u] = max(0, n) if clamp else n
    s._cache = snap
    return snap


def _unit_of(s: LanesState, item: int) -> int:
    cards = s.zones[s.cards[item].zone].cards
    return cards[0] if cards else item


def abilities(s: LanesState, iid: int) -> list[Ability]:
    """The abilities a card has now: its face, its items' grants, effects' grants (for cards off the field: printed)."""
    snap = snapshot(s)
    got = snap.abilities.get(iid)
    if got is not None:
        return got
    return list(s.cdef(iid).abilities)


def live_abilities(s: LanesState, iid: int, keyword: str) -> list[Ability]:
    """Abilities of a keyword whose gates hold now."""
    owner = s.cards[iid].owner
    return [a for a in abilities(s, iid) if a.keyword == keyword and gates_hold(s, a, owner, iid)]


def power(s: LanesState, iid: int) -> int:
    v = snapshot(s).power.get(iid)
    return s.cdef(iid).power if v is None else v


def hit(s: LanesState, iid: int) -> int:
    v = snapshot(s).hit.get(iid)
    return s.cdef(iid).hit if v is None else v


def cost(s: LanesState, iid: int) -> int:
    """A unit's cost on the field includes cost modifications; anywhere else it is the printed cost."""
    v = snapshot(s).cost.get(iid)
    return s.cdef(iid).cost if v is None else v


def size(s: LanesState, player: int) -> int:
    """4.7.2-4.7.3: leader level + damage-zone cards + effects."""
    return max(0, s.level[player] + len(s.zones[f"p{player}.damage"].cards) + snapshot(s).size[player])


def field_cost(s: LanesState, player: int, *, excluding: tuple[int, ...] = ()) -> int:
    """Total cost of the cards on the player's field (3.1.2: unit zones and skill zone)."""
    total = 0
    for lane in range(LANES):
        for c in s.zones[f"p{player}.unit{lane}"].cards:
            if c not in excluding:
                total += cost(s, c)
    for c in s.zones[f"p{player}.skill"].cards:
        total += s.cdef(c).cost
    return total


def prohibited(s: LanesState, iid: int, what: str) -> bool:
    return what in snapshot(s).prohibit.get(iid, ())


def sub_keyword(s: LanesState, iid: int, keyword: str, name: str) -> list[Any]:
    """Values of a sub-keyword on the unit's live abilities of ``keyword`` (e.g. all pierce values)."""
    return [a.data[name] for a in live_abilities(s, iid, keyword) if name in a.data]
