"""Carrying out a legal action, then letting the game run until someone must act."""
from __future__ import annotations

from typing import Any, Callable

from game.engine.actions import DONE, Action, Choose, Concede

from .actions import Activate, Attack, EndAttack, EndMain, PlayItem, PlaySkill, PlayUnit
from .battle import declare_attack
from .flow import advance, set_phase
from .play import activate, play_item, play_skill, play_unit
from .state import PHASE_ATTACK, PHASE_END, LanesState
from .statics import abilities


def answer(s: LanesState, a: Choose) -> None:
    d = s.decisions[0]
    if a.option != DONE:
        d = d.with_pick(a.option)
        if not d.is_complete():
            s.decisions = [d]
            s.emit("picked", (a.player,) if d.secret else None, public=("player",), player=a.player, option=a.option)
            return
    s.decisions = []
    s.emit("decided", (a.player,) if d.secret else None, public=("player", "kind"), player=a.player, kind=d.kind,
           picked=list(d.picked))
    s.stack[-1]["ctx"]["ans"] = tuple(d.picked)


def _activate(s: LanesState, a: Activate) -> None:
    ab = next(x for x in abilities(s, a.card) if x.key == a.ability)
    activate(s, a.player, a.card, ab)


def _attack(s: LanesState, a: Attack) -> None:
    unit = s.unit_at(a.player, a.lane)
    assert unit is not None
    declare_attack(s, unit)


def _end_attack(s: LanesState, a: EndAttack) -> None:
    s.end_step = 0
    set_phase(s, PHASE_END)


# Each action's doing, by its class: found in one look-up, where a chain of isinstance tests went through up
# to nine classes per action
_DO: dict[type, Callable[[LanesState, Any], None]] = {
    Choose: answer,
    PlayUnit: lambda s, a: play_unit(s, a.player, a.card, a.lane),
    PlayItem: lambda s, a: play_item(s, a.player, a.card, a.lane),
    PlaySkill: lambda s, a: play_skill(s, a.player, a.card),
    Activate: _activate,
    EndMain: lambda s, a: set_phase(s, PHASE_ATTACK),
    Attack: _attack,
    EndAttack: _end_attack,
}


def perform(s: LanesState, a: Action) -> None:
    if isinstance(a, Concede):
        s.concede(a.player)
        return
    do = _DO.get(type(a))
    if do is not None:
        do(s, a)
    advance(s)
