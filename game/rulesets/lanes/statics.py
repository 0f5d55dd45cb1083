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

from operator import attrgetter
from typing import Any

from .cards import STATIC_GRANT, STATIC_NUMBER, STATIC_PLAYER_PROHIBIT, STATIC_SIZE, Ability, Face
from .state import SKILL, LanesState
from .targets import matches_filter


class Field:
    """What the cards on the field make of each other, before resolved modifications (the first layer of a
    :class:`Snapshot`). Kept while only modifications change; never changed once built."""

    __slots__ = ("units", "size", "level_links", "equipped", "items_cost", "base", "granted", "keywords", "prohibit",
                 "player_prohibit", "sources", "lowered")

    def __init__(self) -> None:
        self.units: tuple[list[int], list[int]] = ([], [])
        self.size = [0, 0]
        # Per player, the levels at which a level-linked continuous effect of theirs on the field starts to count.
        self.level_links: tuple[set[int], set[int]] = (set(), set())
        # Per player, in lane order: (unit, item, owner) for items with an equip condition.
        self.equipped: tuple[list[tuple[int, int, int]], list[tuple[int, int, int]]] = ([], [])
        self.items_cost = [0, 0]
        self.base: dict[int, tuple[int, int, int]] = {}  # unit -> (power, hit, cost) with continuous effects
        # The cards with continuous abilities, (card, owner, role, abilities), in the order 8.1.3.2.3 gives
        # effects that begin together: the turn player's first.
        self.sources: list[tuple[int, int, str, tuple[Ability, ...]]] = []
        # unit -> what continuous effects take off its power, hit and cost, for the units they lower anything of
        self.lowered: dict[int, list[int]] = {}
        self.granted: dict[int, list[Ability]] = {}  # abilities continuous effects grant
        self.keywords: dict[int, frozenset[str]] = {}
        self.prohibit: dict[int, set[str]] = {}  # prohibitions continuous effects make
        self.player_prohibit: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())  # per player


class Snapshot:
    """Everything continuous now: the :class:`Field` with the resolved modifications applied."""

    __slots__ = ("field", "granted", "keywords", "level_links", "power", "hit", "cost", "size", "prohibit", "units",
                 "field_cost", "weak", "equipped", "settled", "player_prohibit")

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
        # Rule processing (9.1.2) has nothing to look at here: no unit at 0 power, and no equip condition (8.6.2)
        # or all found met. Asked after every step of the flow.
        self.settled = False

    def level_matters(self, player: int, old: int, new: int) -> bool:
        """Does the player's level going from ``old`` to ``new`` switch a level link (10.1.8) on or off?"""
        low, high = min(old, new), max(old, new)
        for level in self.level_links[player]:
            if low < level <= high:
                return True
        return False


_KEYWORD = attrgetter("keyword")  # an ability's keyword, read in C where a generator would be a call of its own


def in_turn_order(per_player: tuple[list[Any], list[Any]], turn_player: int) -> list[Any]:
    """Both players' entries of a per-player snapshot field, the turn player's first."""
    return per_player[turn_player] + per_player[1 - turn_player]


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
    sources = field.sources
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
    adds: tuple[dict[int, int], dict[int, int], dict[int, int]] = ({}, {}, {})  # power, hit, cost
    lowered = field.lowered
    for iid, owner, role, statics in sources:
        for ab in statics:
            if ab.gated:  # type: ignore[attr-defined]
                if ab.gate_level is not None:  # type: ignore[attr-defined]
                    field.level_links[owner].add(ab.gate_level)  # type: ignore[attr-defined]
                if not gates_hold(s, ab, owner, iid if role != "item" else _unit_of(s, iid)):
                    continue
            for kind, st, split, this_unit, a, b in ab.static_plans:  # type: ignore[attr-defined]
                if kind == STATIC_SIZE:
                    field.size[owner if a else 1 - owner] += b
                    continue
                if kind == STATIC_PLAYER_PROHIBIT:
                    who = owner if a else 1 - owner
                    forbid = list(field.player_prohibit)
                    forbid[who] = forbid[who] | {b}
                    field.player_prohibit = (forbid[0], forbid[1])
                    continue
                if this_unit and role == "unit":
                    targets: Any = (iid,)  # the usual case: "this unit"
                else:
                    targets = _static_targets(s, st, split, iid, owner, role, units)
                if kind == STATIC_NUMBER:
                    add = adds[a]
                    for t in targets:
                        add[t] = add.get(t, 0) + b
                    if b < 0:
                        for t in targets:
                            lowered.setdefault(t, [0, 0, 0])[a] += b
                elif kind == STATIC_GRANT:
                    if targets:
                        grant = db.abilities[a]
                        for t in targets:
                            granted.setdefault(t, []).append(grant)
                else:  # STATIC_PROHIBIT
                    for t in targets:
                        field.prohibit.setdefault(t, set()).add(a)
    for iid, extra in granted.items():
        field.keywords[iid] = frozenset(map(_KEYWORD, extra))
    base = field.base
    add_power, add_hit, add_cost = adds
    for p in order:
        for u in units[p]:
            d = defs[u]
            base[u] = (d.power + add_power.get(u, 0), d.hit + add_hit.get(u, 0), d.cost + add_cost.get(u, 0))
    for u in field.lowered:
        base[u] = numbers(s, field, u, (), base[u])
    return field


_STAT = {"power": 0, "hit": 1, "cost": 2}


def numbers(s: LanesState, field: Field, u: int, mods: Any, totals: tuple[int, int, int]) -> tuple[int, int, int]:
    """A unit's power, hit and cost: the printed numbers changed by the continuous effects (``field``) and the
    resolved modifications (``mods``) on it, each change applied in the order it began (its timestamp),
    rounded (1.3.7.2) and brought up to 0 (1.3.7.1) as it applies. ``totals`` is the plain sum of all that:
    it is the answer whenever no change can take a number below 0 in any order and nothing halves."""
    d = s.defs[u]
    lows = [d.power, d.hit, d.cost]  # each number with only its lowering changes
    lowered = field.lowered.get(u)
    if lowered:
        lows = [lows[0] + lowered[0], lows[1] + lowered[1], lows[2] + lowered[2]]
    halved = False
    for m in mods:
        kind = m.kind
        if kind == "halve":
            halved = True
        elif kind in _STAT and m.value < 0:
            lows[_STAT[kind]] += m.value
    if not halved and lows[0] >= 0 and lows[1] >= 0 and lows[2] >= 0:
        return totals
    statics = _changes_on(s, field, u)
    # Changes in timestamp order. Continuous effects of both players begin together only when the unit
    # itself arrives, in its owner's turn: the order 8.1.3.2.3 gave them then is the owner's first (fixed,
    # whoever's turn it is now), each player's in the order of their cards and text (1.3.7.4).
    me = s.cards[u].owner
    timeline = [(began(s, src, owner, role, ab, u), 0, owner != me, n, kind, value)
                for n, (src, owner, role, ab, kind, value) in enumerate(statics)]
    timeline += [(m.mid, 1, False, 0, m.kind, m.value) for m in mods if m.kind == "halve" or m.kind in _STAT]
    timeline.sort()
    values = [d.power, d.hit, d.cost]
    for _, _, _, _, kind, value in timeline:
        if kind == "halve":
            values[0] = (values[0] + 1) >> 1  # x.5 rounds up (1.3.7.2); numbers here are never negative
        else:
            i = _STAT[kind]
            v = values[i] + value
            values[i] = v if v > 0 else 0
    return values[0], values[1], values[2]


def _changes_on(s: LanesState, field: Field, u: int) -> list[tuple[int, int, str, Ability, str, int]]:
    """The changes the continuous effects of :func:`_field_effects` make to one unit's numbers, in its order:
    (source, owner, role, ability, "power"|"hit"|"cost", amount). Found again only for the few units whose
    numbers cannot simply be summed."""
    out = []
    for iid, owner, role, statics in field.sources:
        for ab in statics:
            if ab.gated and not gates_hold(s, ab, owner, iid if role != "item" else _unit_of(s, iid)):  # type: ignore[attr-defined]
                continue
            for n, st in enumerate(ab.static):
                kind = "power" if "power" in st else "hit" if "hit" in st else "cost" if "cost" in st else None
                if kind is None:
                    continue
                if st.get("target") is None and role == "unit":
                    hit_u = iid == u
                else:
                    hit_u = u in _static_targets(s, st, ab.static_filters[n], iid, owner, role, field.units)  # type: ignore[attr-defined]
                if hit_u:
                    out.append((iid, owner, role, ab, kind, st[kind]))
    return out


def began(s: LanesState, src: int, owner: int, role: str, ab: Ability, unit: int) -> int:
    """When a continuous effect of ``src`` began to apply to ``unit``: the latest of the unit's arrival in its
    zone, the source's (an item's equipping, a leader's awakening) and the moment its gate began to hold
    (the level that switched a level link on, the unit that completed a frontline, the first item still
    equipped that arms it)."""
    since = s.since
    t = since.get(unit, 0)
    t_src = since.get(src, 0)
    if t_src > t:
        t = t_src
    if ab.gated:  # type: ignore[attr-defined]
        level = ab.gate_level  # type: ignore[attr-defined]
        if level is not None:
            t = max(t, s.level_since[owner][level])
        if ab.gate_frontline:  # type: ignore[attr-defined]
            t = max([t] + [since.get(zone.cards[0], 0) for zone in s.unit_zones[owner] if zone.cards])
        armed = ab.gate_armed  # type: ignore[attr-defined]
        if armed:
            holder = src if role == "unit" else _unit_of(s, src)
            stamps = [since.get(i, 0) for i in s.items_of(holder)
                      if armed is True or armed in s.defs[i].affiliations]
            if stamps:
                t = max(t, min(stamps))
    return t


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
                keywords[t] = frozenset(map(_KEYWORD, extra))
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
                exact = True  # the plain sum is the answer: nothing halves or lowers (see numbers)
                for m in own_mods:
                    kind = m.kind
                    if kind == "power":
                        pw += m.value
                        exact = exact and m.value >= 0
                    elif kind == "hit":
                        ht += m.value
                        exact = exact and m.value >= 0
                    elif kind == "cost":
                        co += m.value
                        exact = exact and m.value >= 0
                    elif kind == "halve":
                        exact = False
                    elif kind == "prohibit":
                        if snap.prohibit is field.prohibit:
                            snap.prohibit = dict(field.prohibit)
                        # a new set: the field's are shared, not changed
                        snap.prohibit[u] = snap.prohibit.get(u, set()) | {m.value}
                if not exact or u in field.lowered:
                    # Never below 0 (1.3.7.1). 8.5.2.1: a nullification ends its effects all at once before
                    # anything reads a number; what is left is the changes still in force, in their order.
                    pw, ht, co = numbers(s, field, u, own_mods, (pw, ht, co))
            power_of[u] = pw
            hit_of[u] = ht
            cost_of[u] = co
            fc += co
            if pw <= 0:
                weak.append(u)
        for c in s.zones[SKILL[p]].cards:
            fc += s.defs[c].cost
        snap.field_cost[p] = fc
    snap.settled = not (snap.weak[0] or snap.weak[1] or field.equipped[0] or field.equipped[1])
    return snap


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
    snap = s._cache or snapshot(s)
    if keyword not in s.defs[iid].all_keywords:  # type: ignore[attr-defined]
        granted = snap.keywords.get(iid)
        if granted is None or keyword not in granted:
            return []  # what abilities_of_kind finds then: nothing printed, nothing granted
    found = abilities_of_kind(s, iid, keyword)
    if not found:
        return []
    owner = s.cards[iid].owner
    live = []
    for a in found:
        if not a.gated or gates_hold(s, a, owner, iid):  # type: ignore[attr-defined]
            live.append(a)
    return live


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
    out = []
    for a in live_abilities(s, iid, keyword):
        if name in a.data:
            out.append(a.data[name])
    return out
