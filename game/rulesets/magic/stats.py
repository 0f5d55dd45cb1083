"""A permanent's characteristics now, in the fixed small layer order of our card pool (613, reduced):
printed values, then static abilities of permanents and vanguards (anthems and granted keywords, 613.4c / 613.1f),
then +1/+1 counters and effects until end of turn (613.4c, later wins). No pygame."""
from __future__ import annotations

from . import attach, conspiracy, durations, matters, melee, teams
from .cards import Ability, gains
from .state import MagicState
from .vocab import NAMED, NOTED_SCOPES


class Board:
    """What every permanent's characteristics draw on, gathered once where nothing changes between asking
    one permanent and the next (a state-based check, 704.3, asks every creature's toughness): for each
    player, the statics reaching their permanents, and what is attached to what. Asking without a board
    gathers the same for the one permanent asked about."""
    __slots__ = ("_s", "_reach", "attached")

    def __init__(self, s: MagicState) -> None:
        self._s = s
        self._reach: dict[int, Reach] = {}
        attached: dict[int, list[int]] = {}
        for i in s.attached:
            attached.setdefault(s.perm[i].attached_to, []).append(i)
        for on in attached.values():
            if len(on) > 1:
                on.sort(key=lambda i: s.perm[i].since)
        self.attached = attached

    def toughness_alike(self, me: int) -> int | None:
        """What ``me``'s creatures' toughness gets alike from statics, when nothing else changes it (no static
        judged creature by creature, no lasting effect): None otherwise. Attachments are the caller's to ask."""
        _p, toughness, _kw, judged = self.reach(me)
        return None if judged or self._s.lasting else toughness

    def reach(self, me: int) -> "Reach":
        got = self._reach.get(me)
        if got is None:
            got = self._reach[me] = reach_of(self._s, me)
        return got


# The statics reaching a player's permanents, split in two: those that give every one of them the same,
# summed once (power, toughness, keywords), and those to judge permanent by permanent ((source, ability,
# from the table)): "other creatures you control", a chosen name, a condition, "your commander", a note.
Reach = tuple[int, int, frozenset[str], list[tuple[int, Ability, bool]]]


def reach_of(s: MagicState, me: int) -> Reach:
    """``_reach``, kept while no card has moved, no turn begun and no player left: what it reads (the cards
    on the battlefield and in the command zones, the planes, the range of influence) changes only so.
    ``VERIFY_REACH`` gathers it anew at every reuse and fails on a difference (tests/magic/test_mg_speed.py)."""
    key = (s.moves, s.turn, tuple(s.out))
    kept = s.reach_kept.get(me)
    if kept is not None and kept[0] == key:
        if VERIFY_REACH and _reach(s, me) != kept[1]:
            raise AssertionError(f"turn {s.turn}: the statics kept for player {me} are stale")
        return kept[1]
    got = _reach(s, me)
    s.reach_kept[me] = (key, got)
    return got


VERIFY_REACH = False


def _reach(s: MagicState, me: int) -> Reach:
    """From ``me``'s own cards with statics (battlefield and command zone, a vanguard's too, 902.7), and the
    face-up cards of the table that others control (901.7)."""
    defs = s.defs
    mine = s.battlefield(me) + s.command_sources(me)
    table = [x for x in s.table_sources() if x not in mine and defs[x].statics] if s.variants else []
    alike: list[Ability] = []
    judged: list[tuple[int, Ability, bool]] = []
    for src in mine:
        for a in defs[src].statics:
            if a.scope == "attached":
                continue             # an Aura's or Equipment's statics are its host's alone (attach.boosts)
            if a.scope == "other_your_creatures" or a.scope == NAMED or a.condition \
                    or a.scope == "your_commander" or a.scope in NOTED_SCOPES:
                judged.append((src, a, False))
            else:
                alike.append(a)
    for src in table:
        if melee.uses_markers(s) and not teams.in_range(s, s.controller(src), me):
            continue                 # a plane ignores the range of influence except in Grand Melee (901.13)
        for a in defs[src].statics:
            if a.scope != "each_creature":
                continue             # a face-up plane another player controls reaches "all creatures" only (901.7)
            if a.condition or a.scope in NOTED_SCOPES:
                judged.append((src, a, True))
            else:
                alike.append(a)
    power, toughness, granted = gains(alike)
    return power, toughness, frozenset(granted), judged


def _judged_applies(s: MagicState, src: int, a: Ability, iid: int, on_table: bool) -> bool:
    if not on_table:
        if a.scope == "other_your_creatures" and src == iid:
            return False
        if a.scope == NAMED and not conspiracy.named(s, src, iid):
            return False          # a hidden agenda's "creatures you control with the chosen name" (702.106)
        if not (a.condition or a.scope == "your_commander" or a.scope in NOTED_SCOPES):
            return True
    return matters.applies(s, src, a, iid)   # "as long as you control your commander", "your commander gets"
                                             # (903), a note (905.2b)


def _statics(s: MagicState, iid: int, board: Board | None = None) -> tuple[int, int, set[str]]:
    me = s.controller(iid)
    power, toughness, alike, judged = board.reach(me) if board is not None else reach_of(s, me)
    granted = set(alike)
    if judged:
        jp, jt, jkw = gains([a for src, a, on_table in judged if _judged_applies(s, src, a, iid, on_table)])
        power, toughness = power + jp, toughness + jt
        granted |= jkw
    on = board.attached.get(iid) if board is not None else None
    if on is not None or board is None:
        ap, at, akw = attach.boosts(s, iid, on)
        power, toughness = power + ap, toughness + at
        granted |= akw
    if s.lasting:                        # boosts lasting beyond this turn (durations.py)
        dp, dt, dkw = durations.boosts(s, iid)
        power, toughness = power + dp, toughness + dt
        granted |= dkw
    return power, toughness, granted


def is_creature(s: MagicState, iid: int) -> bool:
    return s.defs[iid].is_a("creature")


def power_toughness(s: MagicState, iid: int, board: Board | None = None) -> tuple[int, int]:
    d = s.defs[iid]
    p, t = d.power, d.toughness
    perm = s.perm.get(iid)
    if perm is None:
        return p, t
    sp, st, _ = _statics(s, iid, board)
    p, t = p + sp + perm.plus - perm.minus, t + st + perm.plus - perm.minus     # 122.1a: -1/-1 counters too
    for dp, dt, _kw in perm.pumps:
        p, t = p + dp, t + dt
    return p, t


def keywords(s: MagicState, iid: int) -> set[str]:
    out = lasting_keywords(s, iid)
    perm = s.perm.get(iid)
    if perm is not None:
        out.update(kw for _p, _t, kw in perm.pumps if kw)
    return out


def lasting_keywords(s: MagicState, iid: int) -> set[str]:
    """The keywords it has beyond this turn: those its "until end of turn" boosts give left out (514.2)."""
    out = set(s.defs[iid].keywords)
    if iid in s.perm:
        out |= _statics(s, iid)[2]
    return out


def has(s: MagicState, iid: int, keyword: str) -> bool:
    """``keyword in keywords(s, iid)``, looking no further than where it is found: every layer only adds."""
    if keyword in s.defs[iid].keywords:
        return True
    perm = s.perm.get(iid)
    if perm is None:
        return False
    for _p, _t, kw in perm.pumps:    # a loop: asked often, and mostly of permanents with no boost at all
        if kw == keyword:
            return True
    return keyword in _statics(s, iid)[2]
