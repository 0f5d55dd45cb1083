"""Carrying out a legal action, then letting the game run until a player must act."""
from __future__ import annotations

from game.engine.actions import Action, Choose, Concede
from game.engine.text import Msg

from . import combat, commander, conspiracy_play, counters, extra_costs, flow, library, mulligan, multi, outside, paying, replace, schemes, xcost
from .effects import may_answered
from .actions import Activate, Attack, Block, Cast, Declared, Pass, PlayLand
from .play import activate, cast, play_land, total_cost
from .mana import Payment
from .state import MagicState, zid


def _answer(s: MagicState, a: Choose) -> None:
    d = s.decisions[0]
    if d.kind == paying.KIND:
        _paid(s, paying.answer(s, a.option))
        return
    if isinstance(d, xcost.XDecision):
        s.decisions.pop(0)
        _play(s, d.act, xcost.value(a.option))
        return
    if isinstance(d, extra_costs.ExtraDecision):
        done = extra_costs.picked(s, a.option)
        if done is not None:
            _play(s, done.act, done.x, tuple(int(c) for c in done.picked))
        return
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
        s.emit("discarded", player=d.player, count=len(d.picked), rule=d.rule)     # 514.1, or 701.9b
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
    elif d.kind == schemes.KIND:
        schemes.answer(s, d)
    elif d.kind in conspiracy_play.KINDS:     # 905.4, 702.106
        conspiracy_play.answer(s, d)
    elif d.kind == "damage_order":
        assert d.source is not None
        combat.order_blockers(s, d.source, tuple(int(c) for c in d.picked))


def _paid(s: MagicState, done: tuple[Action, Payment, int, tuple[int, ...]] | None) -> None:
    """The payment question answered with ``done``: the cast or activation is done with the chosen sources."""
    if done is None:
        return
    act, payment, x, extra = done
    if isinstance(act, Cast):
        cast(s, act.player, act.card, act.target, act.life, payment, x, extra)
    elif isinstance(act, Activate):
        activate(s, act.player, act.card, act.ability, act.target, act.life, payment, x)


def _play(s: MagicState, act: Action, x: int = -1, extra: tuple[int, ...] | None = None) -> None:
    """A cast or an activation, step by step (601.2b-h): the value of X is chosen (-1: not yet), then the
    cards that pay an additional cost (None: not yet), then who pays the mana is asked, then it is done."""
    if isinstance(act, Cast):
        cost, exclude = total_cost(s, act.player, act.card), -1
    else:
        assert isinstance(act, Activate)
        ability = s.defs[act.card].abilities[act.ability]
        cost, exclude = ability.cost, act.card if ability.tap else -1
    life = getattr(act, "life")
    if x < 0:
        if xcost.ask(s, act, cost, life, exclude):
            return
        x = 0
    if extra is None:
        extra = extra_costs.ask(s, act, x)
        if extra is None:
            return
    if paying.ask(s, act, xcost.with_x(cost, x), life, exclude, x, extra):
        return
    if isinstance(act, Cast):
        cast(s, act.player, act.card, act.target, act.life, x=x, extra=extra)
    elif isinstance(act, Activate):
        activate(s, act.player, act.card, act.ability, act.target, act.life, x=x)


# Actions whose changes are all told by their events (flow.changes_nothing judges those); a decision's
# answer may change what no event tells (a choice recorded, a payment's sources).
_KEEPS_QUIET = (Pass, PlayLand, Cast, Activate, Attack, Block, Declared)
# Events whose changes to what a player may play are all read by legal.plays_key (priority, steps and turns,
# card moves, mana, life, lands played, the stack, permanents' status and boosts, lasting effects) or that
# change nothing it reads (triggers waiting, searches begun, choices told, +1/+1 and -1/-1 counters): any
# other event (a named counter, an attachment, a player gone) makes every list anew
PLAYS_EVENTS = frozenset({"passed", "step_began", "no_attackers", "draw_skipped", "turn_began", "cleanup", "card_moved",
                          "dies", "put_into_graveyard", "cast", "activated", "resolving", "ability_resolved",
                          "fizzled", "triggered", "trigger_removed", "triggers_ordered", "delayed_created",
                          "mana_paid", "mana_added", "life_paid", "life_changed", "damage_dealt", "damage_order",
                          "land_played", "attacks", "attackers_declared", "blocks", "blockers_declared", "tapped",
                          "untapped", "pumped", "shuffled", "searching", "may_choice", "aimed", "modes_chosen",
                          "discarded"})
_PT_COUNTERS = ("+1/+1", counters.MINUS)
# Actions whose own changes legal.plays_key reads or has no need of: an answer's (a choice recorded, the order
# of triggers or blockers, X, the sources a payment taps, which MagicState.touch counts); a concession or a
# variant's special action may change what it does not read
_KEEPS_PLAYS = (*_KEEPS_QUIET, Choose)


def perform(s: MagicState, a: Action) -> None:
    s.settled = 0
    if not isinstance(a, _KEEPS_QUIET):
        s.quiet = False                   # flow.settle: an answer, a concession, a variant's special action
    if isinstance(a, Pass):
        flow.pass_priority(s, a.player)
    elif isinstance(a, Concede):
        if s.out[a.player]:
            return                      # already gone from the game (800.4a): nothing more to give up
        s.emit("conceded", player=a.player, rule=s.concede_rule)
        flow.lose(s, [a.player], Msg(f"Player {a.player + 1} conceded.", f"플레이어 {a.player + 1}이(가) 항복했습니다."),
                  s.concede_rule)
    elif isinstance(a, Choose):
        _answer(s, a)
    elif isinstance(a, PlayLand):
        play_land(s, a.player, a.card)
    elif isinstance(a, (Cast, Activate)):
        _play(s, a)
    elif isinstance(a, Attack):
        combat.declare_attacker(s, a.card, a.target)
    elif isinstance(a, Block):
        combat.declare_blocker(s, a.card, a.attacker)
    elif isinstance(a, Declared):
        if s.to_block and s.to_block[0] == a.player and s.attacks_declared:
            s.to_block.pop(0)
        elif s.markers and len(s.to_attack) > 1:
            s.to_attack.pop(0)                 # 807: the next marker holder declares
        else:
            s.to_attack = []
            flow.finish_attacks(s)
    else:
        done = any(v.perform_special(s, a) for v in s.variants)
        assert done, f"no variant takes {a}"
    flow.advance(s)
    _count_changes(s, a)
    if s.quiet and not flow.quiet_since(s):
        s.quiet = False                   # changed after the last check and before the next one's settle


def _count_changes(s: MagicState, a: Action) -> None:
    """``s.calm`` moves on when ``a`` changed anything legal.plays_key does not read."""
    if not isinstance(a, _KEEPS_PLAYS):
        s.calm += 1
        return
    # a loop, not all() over a generator: run after every action, it would cost a resumption per event
    for e in s.events:
        if e.kind not in PLAYS_EVENTS and not (e.kind == "counters_added" and e.data["kind"] in _PT_COUNTERS):
            s.calm += 1
            return
