"""Carrying out a legal action, then letting the game run until someone must act."""
from __future__ import annotations

from game.engine.actions import DONE, Action, Choose, Concede

from .actions import (Continue, Declare, GiveUp, PlayBooster, PlayCharacter, PlayLeadership, PlaySupport,
                      StartBattle, Withdraw)
from .effects import queue_on_play
from .flow import advance, take_checkpoint, withdraw
from .legal import pay_sets
from .moves import set_phase
from .state import PHASE_CHARACTER, PHASE_DECLARE, PHASE_ENGAGEMENT, PHASE_SUPPORT, DDState, zid


def answer(s: DDState, a: Choose) -> None:
    d = s.decisions[0]
    if a.option != DONE:
        d = d.with_pick(a.option)
        complete = (sorted(d.picked) in pay_sets(s)) if d.kind == "pay" else d.is_complete()
        if not complete:
            s.decisions = [d]
            s.emit("picked", (a.player,) if d.secret else None, public=("player", "kind"),
                   player=a.player, kind=d.kind, option=a.option)
            return
    s.decisions = []
    s.emit("decided", (a.player,) if d.secret else None, public=("player", "kind"),
           player=a.player, kind=d.kind, picked=list(d.picked))
    s.stack[-1]["ctx"]["ans"] = tuple(d.picked)


def _enter(s: DDState, iid: int, zone: str, *, index: int | None, rule: str) -> None:
    p = s.cards[iid].owner
    s.move(iid, zid(p, zone), index=index, cause="play", rule=rule)
    s.stamp(iid)
    s.emit("card_played", player=p, card=iid, def_id=s.cards[iid].def_id, type=s.defs[iid].type, rule=rule)


def perform(s: DDState, a: Action) -> None:
    s.action_no += 1
    if isinstance(a, Concede):
        s.concede(a.player)
        return
    p = a.player
    if isinstance(a, Choose):
        answer(s, a)
    elif isinstance(a, PlayLeadership):          # DD-2.2: on top of the leader card's pile
        _enter(s, a.card, "leader", index=0, rule="DD-2.2")
        s.lead_active[p] = a.card
        s.touch()
        set_phase(s, PHASE_ENGAGEMENT)
        queue_on_play(s, a.card)
    elif isinstance(a, StartBattle):
        s.battle = True
        s.starting_turn = True
        s.element = None
        s.emit("battle_started", player=p, rule="DD-3.2.1")
        set_phase(s, PHASE_CHARACTER)
        take_checkpoint(s)
    elif isinstance(a, Continue):
        s.emit("battle_continued", player=p, rule="DD-3.3.1")
        set_phase(s, PHASE_CHARACTER)
        take_checkpoint(s)
    elif isinstance(a, GiveUp):
        s.emit("giving_up", player=p, rule="DD-3.2.2")
        set_phase(s, PHASE_ENGAGEMENT)
        s.stack.append({"t": "give_up", "p": p, "ctx": {}})
    elif isinstance(a, Withdraw):
        withdraw(s, p, "DD-3.3.2")
    elif isinstance(a, PlayCharacter):           # DD-4.2: the old pile gathered under the new card
        covered = len(s.battles[p].cards)
        _enter(s, a.card, "battle", index=0, rule="DD-4.1")
        s.char[p] = a.card
        s.touch()
        if covered:
            s.emit("characters_gathered", player=p, card=a.card, covered=covered, rule="DD-4.2")
        set_phase(s, PHASE_SUPPORT)
        queue_on_play(s, a.card)
    elif isinstance(a, PlayBooster):             # DD-5.2: on top of the active character
        _enter(s, a.card, "battle", index=0, rule="DD-5.2")
        s.plays_made += 1
        queue_on_play(s, a.card)
    elif isinstance(a, PlaySupport):             # DD-5.3: beside the other supports
        _enter(s, a.card, "support", index=None, rule="DD-5.3")
        s.plays_made += 1
        queue_on_play(s, a.card)
    elif isinstance(a, Declare):
        set_phase(s, PHASE_DECLARE)
    advance(s)
