"""Carrying out a legal action, then letting the game run until a person must act."""
from __future__ import annotations

from game.engine.actions import Action, Choose, Concede

from . import dealing, summon
from .actions import Assault, Cast, Merge, Summon
from .flow import advance
from .state import PHASE_ASSAULT, CDState


def perform(s: CDState, a: Action) -> None:
    # the plays first: they are most of a game's actions
    if isinstance(a, Summon):
        summon.play(s, a.player, a.card, front=a.front)
    elif isinstance(a, Cast):
        summon.play(s, a.player, a.card, target=a.target)
    elif isinstance(a, Assault):
        s.tell("summon_done", {"player": a.player, "mana_left": s.mana[a.player], "rule": "CD-5.3.2"})
        s.phase = PHASE_ASSAULT
    elif isinstance(a, Merge):
        summon.play(s, a.player, a.card, host=a.onto)
    elif isinstance(a, Choose):
        dealing.answer(s, a)
    elif isinstance(a, Concede):
        s.concede(a.player)
        return
    advance(s)
