"""Continuous effects (8.1.3.3): what every card on the field has and is right now.

Recomputed from scratch when the state changes and cached until the next
change, so the printed card, its items, the leader's level links and the
resolved modifications always agree. In two layers: what the field makes of
itself (:class:`Field`), kept while only modifications come and go, and the
modifications applied to it (:class:`Snapshot`). A few changes keep the cache
as it is (a level change that switches no level link) or patch it (a card
entering or leaving a skill zone: a field cost); see ``LanesState``.
Tests check after every event that the kept snapshot equals a fresh one.
"""
from __future__ import annotations

from typing import Any

from .cards import Ability, Face
from .state import LanesState
from .vocab import PLAYER_PROHIBITS
from .targets import matches_filter


class Field:
    """What the cards on the field make of each other, before resolved modifications (the first layer of a
    :class:`Snapshot`). Kept while only modifications change; never changed once built."""

    __slots__ = ("units", "size", "level_links", "equipped", "items_cost", "base", "granted", "keywords", "prohibit",
                 "player_prohibit")

    def __init__(self) -> None:
        self.units: tuple[list[int], list[int]] = ([], [])
        self.size = [0, 0]
        # Per player, the levels at which a level-linked continuous effect of theirs on the field starts to count.
        self.level_links: tuple[set[int], set[int]] = (set(), set())
        # Per player, in lane order: (unit, item, owner) for items with an equip condition.
        self.equipped: tuple[list[tuple[int, int, int]], list[tuple[int, int, int]]] = ([], [])
        self.items_cost = [0, 0]
        self.base: dict[int, tuple[int, int, int]] = {}  # unit -> (power, hit, cost) with continuous effects
        self.granted: dict[int, list[Ability]] = {}  # abilities continuous effects grant
        self.keywords: dict[int, frozenset[str]] = {}
        self.prohibit: dict[int, set[str]] = {}  # prohibitions continuous effects make
        self.player_prohibit: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())  # per player


class Snapshot:
    """Everything continuous now: the :class:`Field` with the resolved modifications applied."""

    __slots__ = ("field", "granted", "keywords", "level_links", "power", "hit", "cost", "size", "prohibit", "units",
                 "field_cost", "weak", "equipped", "equip_held", "player_prohibit")

    def __init__(self, field: Field) -> None:
        self.field = field
        self.units = field.units
        self.size = field.size
        self.level_links = field.level_links
        self.equipped = field.equipped
        self.granted: dict[int, list[Ability]] = field.granted  # abilities cards have beyond their printed face
        self.keywords: dict[int, frozenset[str]] = field.keywords  # keywords of granted abilities, for quick "has none" checks
        self.prohibit: dict[int, set[str]] = field.prohibit
        self.player_prohibit = field.player_prohibit  # what each player may not do (1.3.4)
        self.power: dict[int, int] = {}
        self.hit: dict[int, int] = {}
        self.cost: dict[int, int] = {}
        self.field_cost = [0, 0]
        # Per player, in lane order; readers take the turn player's first. Kept per player so that a snapshot
        # still holds when the turn passes without anything else changing.
        self.weak: tuple[list[int], list[int]] = ([], [])  # units at power 0 or less (1.3.7.3)
        self.equip_held = False  # rule processing found every equip condition met (8.6.2)

    def level_matters(self, player: int, old: int, new: int) -> bool:
        """Does the player's level going from ``old`` to ``new`` switch a level link (10.1.8) on or off?"""
        low, high = min(old, new), max(old, new)
        return any(low < level <= high for level in self.level_links[player])


def in_turn_order(per_player: tuple[list[Any], list[Any]], turn_player: int) -> list[Any]:
    """Both players' entries of a per-player snapshot field, the turn player's first."""
    return per_player[turn_player] + per_player[1 - turn_player]


def _round_half_up(num: int, halvings: int) -> int:
    """1.3.7.2: ``num / 2**halvings`` rounded at the first decimal place (half up)."""
    if halvings == 0:
        return num
    return (num + (1 << (halvings - 1))) >> halvings


def gates_hold(s: LanesState, ab: Ability, owner: int, iid: int) -> bool:
    """The conditions under which an ability counts: level link, frontline, armed (10.1.8-10.1.10)."""
    if not ab.gated:  # type: ignore[attr-defined]
        return True
    lvl = ab.gate_level  # type: ignore[attr-defined]
    if lvl is not None and s.level[owner] < lvl:
        return False
    if ab.gate_frontline:  # type: ignore[attr-defined]
        for zone in s.unit_zones[owner]:
            if not zone.cards:
                return False
    armed = ab.gate_armed  # type: ignore[attr-defined]
    if armed:
        items = s.items_of(iid)
        if not items:
            return False
        if isinstance(armed, str) and not any(armed in s.defs[i].affiliations for i in items):
            return False
    return True


def _static_targets(s: LanesState, st: dict[str, Any], split: Any, src: int, owner: int, role: str,
                    units: tuple[list[int], list[int]]) -> list[int]:
    """``split``: the static's filter as :class:`~.cards.Ability` ``static_filters`` holds it."""
    if split is None:  # "self" or "equipped"
        if role == "item":
            zone = s.zones[s.cards[src].zone]
            return [zone.cards[0]] if zone.cards else []
        return [src] if role == "unit" else []
    target = st["target"]
    printed, rest, side = split
    players = (owner,) if side == "own" else (1 - owner,) if side == "opponent" else (0, 1)
    defs = s.defs
    out = []
    for p in players:
        for u in units[p]:
            d = defs[u]
            ok = printed.get(d)
            if ok is None:
                ok = printed[d] = matches_filter(s, u, target, None, owner, base=True)  # no source: no other, no lane
            if ok and (rest is None or matches_filter(s, u, rest, src, owner)):
                out.append(u)
    return out


def snapshot(s: LanesState) -> Snapshot:
    snap = s._cache
    if snap is not None:
        return snap
    field = s._field
    if field is None:
        field = s._field = _field_effects(s)
    snap = s._cache = _with_mods(s, field)
    return snap


def _field_effects(s: LanesState) -> Field:
    field = Field()
    db = s.db
    defs = s.defs  # by instance id
    units = field.units
    sources: list[tuple[int, int, str, tuple[Ability, ...]]] = []  # cards with continuous abilities
    granted = field.granted
    tp = s.turn_player
    order = (tp, 1 - tp)  # turn player's continuous effects first (8.1.3.2.3)
    items_cost = field.items_cost
    for p in order:
        leader = s.leader[p]
        statics = defs[leader].face(s.awakened[p]).statics
        if statics:
            sources.append((leader, p, "leader", statics))
        mine = units[p]
        for zone in s.unit_zones[p]:
            zc = zone.cards
            if not zc:
                continue
            u = zc[0]
            mine.append(u)
            statics = defs[u].front.statics
            if statics:
                sources.append((u, p, "unit", statics))
            if len(zc) > 1:
                for item in zc[1:]:
                    d = defs[item]
                    items_cost[p] += d.cost
                    if d.front.statics:
                        sources.append((item, p, "item", d.front.statics))
                    if d.equip:
                        field.equipped[p].append((u, item, p))
    add_power: dict[int, int] = {}
    add_hit: dict[int, int] = {}
    add_cost: dict[int, int] = {}
    for iid, owner, role, statics in sources:
        for ab in statics:
            if ab.gate_level is not None:  # type: ignore[attr-defined]
                field.level_links[owner].add(ab.gate_level)  # type: ignore[attr-defined]
            if ab.gated and not gates_hold(s, ab, owner, iid if role != "item" else _unit_of(s, iid)):  # type: ignore[attr-defined]
                continue
            for n, st in enumerate(ab.static):
                if "size" in st:
                    who = owner if st.get("who", "self") == "self" else 1 - owner
                    field.size[who] += st["size"]
                    continue
                if "prohibit" in st and st["prohibit"] in PLAYER_PROHIBITS:
                    who = owner if st.get("who", "self") == "self" else 1 - owner
                    forbid = list(field.player_prohibit)
                    forbid[who] = forbid[who] | {st["prohibit"]}
                    field.player_prohibit = (forbid[0], forbid[1])
                    continue
                target = st.get("target")
                if target is None and role == "unit":
                    targets: Any = (iid,)  # the usual case: "this unit"
                else:
                    targets = _static_targets(s, st, ab.static_filters[n], iid, owner, role, units)  # type: ignore[attr-defined]
                if "grant" in st:
                    if targets:
                        grant = db.abilities[f"{ab.key}/g{n}"]
                        for t in targets:
                            granted.setdefault(t, []).append(grant)
                    continue
                for t in targets:
                    if "prohibit" in st:
                        field.prohibit.setdefault(t, set()).add(st["prohibit"])
                    else:
                        if "power" in st:
                            add_power[t] = add_power.get(t, 0) + st["power"]
                        if "hit" in st:
                            add_hit[t] = add_hit.get(t, 0) + st["hit"]
                        if "cost" in st:
                            add_cost[t] = add_cost.get(t, 0) + st["cost"]
    for iid, extra in granted.items():
        field.keywords[iid] = frozenset(a.keyword for a in extra)
    base = field.base
    for p in order:
        for u in units[p]:
            d = defs[u]
            base[u] = (d.power + add_power.get(u, 0), d.hit + add_hit.get(u, 0), d.cost + add_cost.get(u, 0))
    return field


def _with_mods(s: LanesState, field: Field) -> Snapshot:
    snap = Snapshot(field)
    mods = s.mods
    by_target: dict[int, list[Any]] = {}
    if mods:
        mod_grants: dict[int, list[Ability]] = {}
        for m in mods:
            if m.kind == "grant":
                mod_grants.setdefault(m.target, []).append(s.db.abilities[m.value])
            else:
                by_target.setdefault(m.target, []).append(m)
        if mod_grants:
            # Granted by modifications first, then by continuous effects; the field's lists are shared, not changed.
            snap.granted = granted = dict(field.granted)
            snap.keywords = keywords = dict(field.keywords)
            for t, extra in mod_grants.items():
                also = granted.get(t)
                granted[t] = extra = extra + also if also else extra
                keywords[t] = frozenset(a.keyword for a in extra)
        for p in (0, 1):
            on_player = by_target.get(~p)  # a resolved prohibition aimed at a player (see effects.v_prohibit)
            if on_player:
                forbid = list(snap.player_prohibit)
                forbid[p] = forbid[p] | {m.value for m in on_player}
                snap.player_prohibit = (forbid[0], forbid[1])
    power_of, hit_of, cost_of = snap.power, snap.hit, snap.cost
    base = field.base
    for p in (0, 1):
        weak = snap.weak[p]
        fc = field.items_cost[p]
        for u in field.units[p]:
            pw, ht, co = base[u]
            own_mods = by_target.get(u) if by_target else None
            if own_mods:
                halvings = 0
                for m in own_mods:
                    kind = m.kind
                    if kind == "power":
                        pw += m.value << halvings
                    elif kind == "hit":
                        ht += m.value
                    elif kind == "cost":
                        co += m.value
                    elif kind == "halve":
                        halvings += 1
                    elif kind == "prohibit":
                        if snap.prohibit is field.prohibit:
                            snap.prohibit = dict(field.prohibit)
                        # a new set: the field's are shared, not changed
                        snap.prohibit[u] = snap.prohibit.get(u, set()) | {m.value}
                pw = _round_half_up(pw, halvings)
            # 1.3.7.1: no negative numbers (8.5.2.1: nullification ends its effects all at once,
            # before anything reads them, so no dip below 0 is ever seen)
            if pw < 0:
                pw = 0
            if ht < 0:
                ht = 0
            if co < 0:
                co = 0
            power_of[u] = pw
            hit_of[u] = ht
            cost_of[u] = co
            fc += co
            if pw <= 0:
                weak.append(u)
        for c in s.zones[_SKILL[p]].cards:
            fc += s.defs[c].cost
        snap.field_cost[p] = fc
    return snap


_SKILL = ("p0.skill", "p1.skill")


def _unit_of(s: LanesState, item: int) -> int:
    cards = s.zones[s.cards[item].zone].cards
    return cards[0] if cards else item


def printed_face(s: LanesState, iid: int) -> Face:
    card = s.cards[iid]
    d = s.db.cards[card.def_id]
    if d.back is not None:
        return d.face(s.awakened[card.owner])
    return d.front


def abilities(s: LanesState, iid: int) -> list[Ability]:
    """The abilities a card has now: its face plus what items, continuous effects and resolved effects grant."""
    face = printed_face(s, iid).abilities
    extra = (s._cache or snapshot(s)).granted.get(iid)
    return list(face) + extra if extra else list(face)


def abilities_of_kind(s: LanesState, iid: int, keyword: str) -> tuple[Ability, ...]:
    """The card's abilities of one keyword, printed and granted, gates not checked."""
    d = s.defs[iid]
    face = d.front if d.back is None else d.face(s.awakened[s.cards[iid].owner])
    found = face.by_keyword.get(keyword, ())  # type: ignore[attr-defined]
    snap = s._cache or snapshot(s)
    extra_kws = snap.keywords.get(iid)
    if extra_kws is not None and keyword in extra_kws:
        found = tuple(found) + tuple(a for a in snap.granted[iid] if a.keyword == keyword)
    return found


def live_abilities(s: LanesState, iid: int, keyword: str) -> list[Ability]:
    """Abilities of a keyword whose gates hold now."""
    found = abilities_of_kind(s, iid, keyword)
    if not found:
        return []
    owner = s.cards[iid].owner
    return [a for a in found if gates_hold(s, a, owner, iid)]


def power(s: LanesState, iid: int) -> int:
    v = (s._cache or snapshot(s)).power.get(iid)
    return s.defs[iid].power if v is None else v


def hit(s: LanesState, iid: int) -> int:
    v = (s._cache or snapshot(s)).hit.get(iid)
    return s.defs[iid].hit if v is None else v


def cost(s: LanesState, iid: int) -> int:
    """A unit's cost on the field includes cost modifications; anywhere else it is the printed cost."""
    v = (s._cache or snapshot(s)).cost.get(iid)
    return s.defs[iid].cost if v is None else v


def size(s: LanesState, player: int) -> int:
    """4.7.2-4.7.3: leader level + damage-zone cards + effects."""
    return max(0, s.level[player] + len(s.damage_zones[player].cards) + (s._cache or snapshot(s)).size[player])


def field_cost(s: LanesState, player: int, *, excluding: tuple[int, ...] = ()) -> int:
    """Total cost of the cards on the player's field (3.1.2: unit zones and skill zone)."""
    total = snapshot(s).field_cost[player]
    for c in excluding:
        total -= cost(s, c)
    return total


def prohibited(s: LanesState, iid: int, what: str) -> bool:
    return what in (s._cache or snapshot(s)).prohibit.get(iid, ())


def player_prohibited(s: LanesState, player: int, what: str) -> bool:
    """Is the player forbidden ``what`` (one of vocab.PLAYER_PROHIBITS) by an effect (1.3.4)?"""
    return what in (s._cache or snapshot(s)).player_prohibit[player]


def sub_keyword(s: LanesState, iid: int, keyword: str, name: str) -> list[Any]:
    """Values of a sub-keyword on the unit's live abilities of ``keyword`` (e.g. all pierce values)."""
    return [a.data[name] for a in live_abilities(s, iid, keyword) if name in a.data]
