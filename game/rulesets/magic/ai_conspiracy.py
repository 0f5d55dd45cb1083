"""The programs' rules of thumb for Conspiracy (905): every conspiracy into the command zone (each of ours
helps its controller), a hidden agenda named after the creature the program's deck holds most copies of,
and the agenda turned face up as soon as a creature with that name is on its battlefield, so that its
abilities work (and never held while they would help). No pygame, no search."""
from __future__ import annotations

from collections import Counter

from game.engine.actions import DONE, Action, Choose
from game.engine.decisions import Decision

from .actions import TurnUp
from .conspiracy import helps_now
from .conspiracy_play import NAME, PUT
from .state import MagicState, zid


def choice(s: MagicState, p: int, d: Decision, mine: list[Choose]) -> Action | None:
    if d.kind == PUT:            # 905.4: all of them (min 0: "done" once every one is picked)
        return next((a for a in mine if a.option != DONE), None) or next((a for a in mine if a.option == DONE), None)
    if d.kind == NAME:           # 702.106: a creature of its own deck, the one it holds most copies of
        copies = Counter(s.defs[i].id for i in s.zones[zid(p, "library")].cards + s.hand(p)
                         if s.defs[i].is_a("creature"))
        offered = {str(a.option): a for a in mine}
        best = sorted((c for c in copies if c in offered),
                      key=lambda c: (-copies[c], -(s.db[c].power + s.db[c].toughness), c))
        return offered[best[0]] if best else mine[0]
    return None


def turn_up(s: MagicState, p: int, legal: list[Action]) -> Action | None:
    """The face-down conspiracy worth turning up now, if any."""
    return next((a for a in legal if isinstance(a, TurnUp) and helps_now(s, p, a.card)), None)
