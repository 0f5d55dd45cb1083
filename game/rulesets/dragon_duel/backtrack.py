"""Backtracking (DD-15): the rollback to the engagement checkpoint, and the search behind
``backtracking=prevent``."""
from __future__ import annotations

from game.engine.actions import Concede

from .checkpoint import Frozen
from .state import PHASE_CHARACTER, PHASE_SUPPORT, DDState

_LINE = (PHASE_CHARACTER, PHASE_SUPPORT)
_SEARCH_LIMIT = 4000   # states looked at per question; past it the answer is "it may reach" (never a false refusal)


def restore(s: DDState) -> None:
    """Put the state back as it was when the engagement phase ended (turn start and leadership stay
    done, DD-15.3). Counters that only ever grow, and the event list, carry over."""
    cp = s._cp
    if cp is None:
        return
    keep = (s.events, s.draws, s.backtracks + 1, s.action_no, s.declarations, s.searching)
    restored = cp.fresh() if isinstance(cp, Frozen) else cp.clone()
    s.__dict__.update(restored.__dict__)
    s.events, s.draws, s.backtracks, s.action_no, s.declarations, searching = keep
    s.searching = searching
    s.checkpoint = None
    s.touch()


def reaches_after(s: DDState, p: int, what: str, iid: int) -> bool:
    """Could some line of plays from ``p``'s hand reach the opponent's attack value after this action?
    Decided on copies through the same rules, seeing only ``p``'s hand and public cards: a line that
    draws an unknown card is counted as reaching (optimistic)."""
    from .actions import Continue, PlayBooster, PlayCharacter, PlaySupport, StartBattle
    make = {"start": lambda: StartBattle(p), "continue": lambda: Continue(p), "character": lambda: PlayCharacter(p, iid),
            "booster": lambda: PlayBooster(p, iid), "support": lambda: PlaySupport(p, iid)}[what]
    c = s.clone()
    c.searching = True
    base = (c.draws, c.backtracks, c.declarations, c.turn)
    budget = [_SEARCH_LIMIT]
    c.apply_unchecked(make())
    return _reaches(c, p, base, budget)


def _reaches(s: DDState, p: int, base: tuple[int, int, int, int], budget: list[int]) -> bool:
    draws, backtracks, declarations, turn = base
    if s.backtracks > backtracks:
        return False
    if s.declarations > declarations:
        return True
    if s.draws > draws:
        return True
    if s.result is not None or s.turn != turn or (s.phase not in _LINE and not s.decisions):
        return False
    budget[0] -= 1
    if budget[0] <= 0:
        return True
    for a in s.legal_actions():
        if isinstance(a, Concede):   # every choice of the line, the opponent's too: optimistic
            continue
        c = s.clone()
        c.apply_unchecked(a)
        if _reaches(c, p, base, budget):
            return True
    return False
