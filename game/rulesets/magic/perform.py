"""Carrying out a legal action, then letting the game run until a player must act."""
from __future__ import annotations

from game.engine.actions import Action, Choose, Concede
from game.engine.text import Msg

from . import combat, commander, flow, library, mulligan, multi, outside, replace
from .effects import may_answered
from .actions import Activate, Attack, Block, Cast, Declared, Pass, PlayLand
from .play import activate, cast, play_land
from .state import MagicState, zid


def _answer(s: MagicState, a: Choose) -> None:
    d = s.decisions[0]
    if a.option != "done":
        d = d.with_pick(a.option)
        s.decisions[0] = d
        if not d.is_complete():
            return
    s.decisions.pop(0)
    if d.kind == "mulligan":
        mulligan.answer(s, d.player, d.picked[0])
    elif d.kind == "bottom":
        mulligan.bottom(s, d.player, d.picked)
    elif d.kind == "discard":
        for i in d.picked:
            s.move(i, zid(d.player, "graveyard"), cause="discard")
        s.emit("discarded", player=d.player, count=len(d.picked), rule="514.1")
    elif d.kind == "legend":
        flow.keep_legend(s, d.player, int(d.picked[0]), d.options)
    elif d.kind == "target":
        flow.target_chosen(s, d.picked[0])
    elif d.kind == "command_zone":
        assert d.source is not None
        commander.answer_return(s, d.player, d.source, d.picked[0])
    elif d.kind == "replace":
        replace.answer(s, d.picked[0])
    elif d.kind == "may":
        may_answered(s, d.picked[0] == "yes")
    elif d.kind == "order":
        flow.order_chosen(s, d.player, tuple(int(c) for c in d.picked))
    elif d.kind == outside.WISH:
        outside.answer(s, d.player, int(d.picked[0]))
    elif d.kind in multi.KINDS:
        multi.answer(s, d)
    elif d.kind in library.KINDS:
        library.answer(s, d)
    elif d.kind == "damage_order":
        assert d.source is not None
        combat.order_blockers(s, d.source, tuple(int(c) for c in d.picked))


def perform(s: MagicState, a: Action) -> None:
    if isinstance(a, Concede):
        if s.out[a.player]:
            return                      # already gone from the game (800.4a): nothing more to give up
        s.emit("conceded", player=a.player, rule=s.concede_rule)
        flow.lose(s, [a.player], Msg(f"Player {a.player + 1} conceded.", f"플레이어 {a.player + 1}이(가) 항복했습니다."),
                  s.concede_rule)
    elif isinstance(a, Choose):
        _answer(s, a)
    elif isinstance(a, Pass):
        flow.pass_priority(s, a.player)
    elif isinstance(a, PlayLand):
        play_land(s, a.player, a.card)
    elif isinstance(a, Cast):
        cast(s, a.player, a.card, a.target, a.life)
    elif isinstance(a, Activate):
        activate(s, a.player, a.card, a.ability, a.target, a.life)
    elif isinstance(a, Attack):
        combat.declare_attacker(s, a.card, a.target)
    elif isinstance(a, Block):
        combat.declare_blocker(s, a.card, a.attacker)
    elif isinstance(a, Declared):
        if s.to_block and s.to_block[0] == a.player and s.attacks_declared:
            s.to_block.pop(0)
        else:
            flow.finish_attacks(s)
    flow.advance(s)
