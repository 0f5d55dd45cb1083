"""A permanent's characteristics now, in the fixed small layer order of our card pool (613, reduced):
printed values, then static abilities of permanents and vanguards (anthems and granted keywords, 613.4c / 613.1f),
then +1/+1 counters and effects until end of turn (613.4c, later wins). No pygame."""
from __future__ import annotations

from . import attach, conspiracy, durations, matters, melee, teams
from .state import MagicState
from .vocab import NAMED, NOTED_SCOPES


def _statics(s: MagicState, iid: int) -> tuple[int, int, set[str]]:
    power = toughness = 0
    granted: set[str] = set()
    me = s.controller(iid)
    defs = s.defs
    mine = s.battlefield(me) + s.command_sources(me)           # a vanguard's statics apply too (902.7)
    table = [x for x in s.table_sources() if x not in mine] if s.variants else []
    for src in mine + table:
        for a in defs[src].statics:
            if src in table and a.scope != "each_creature":
                continue             # a face-up plane another player controls reaches "all creatures" only (901.7)
            if src in table and melee.uses_markers(s) and not teams.in_range(s, s.controller(src), me):
                continue             # a plane ignores the range of influence except in Grand Melee (901.13)
            if a.scope == "other_your_creatures" and src == iid or a.scope == "attached":
                continue             # an Aura's or Equipment's statics are its host's alone (attach.boosts)
            if a.scope == NAMED and not conspiracy.named(s, src, iid):
                continue          # a hidden agenda's "creatures you control with the chosen name" (702.106)
            if (a.condition or a.scope == "your_commander" or a.scope in NOTED_SCOPES) \
                    and not matters.applies(s, src, a, iid):
                continue          # "as long as you control your commander", "your commander gets" (903), a note (905.2b)
            for e in a.effects:
                if e.do == "pump":
                    power += e.power
                    toughness += e.toughness
                elif e.do == "grant":
                    granted.add(e.keyword)
    ap, at, akw = attach.boosts(s, iid)
    if s.lasting:                        # boosts lasting beyond this turn (durations.py)
        dp, dt, dkw = durations.boosts(s, iid)
        ap, at, akw = ap + dp, at + dt, akw | dkw
    return power + ap, toughness + at, granted | akw


def is_creature(s: MagicState, iid: int) -> bool:
    return s.defs[iid].is_a("creature")


def power_toughness(s: MagicState, iid: int) -> tuple[int, int]:
    d = s.defs[iid]
    p, t = d.power, d.toughness
    perm = s.perm.get(iid)
    if perm is None:
        return p, t
    sp, st, _ = _statics(s, iid)
    p, t = p + sp + perm.plus - perm.minus, t + st + perm.plus - perm.minus     # 122.1a: -1/-1 counters too
    for dp, dt, _kw in perm.pumps:
        p, t = p + dp, t + dt
    return p, t


def keywords(s: MagicState, iid: int) -> set[str]:
    out = set(s.defs[iid].keywords)
    perm = s.perm.get(iid)
    if perm is None:
        return out
    out |= _statics(s, iid)[2]
    out.update(kw for _p, _t, kw in perm.pumps if kw)
    return out


def has(s: MagicState, iid: int, keyword: str) -> bool:
    return keyword in keywords(s, iid)
