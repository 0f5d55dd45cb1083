"""Reveal points and the check phase's steps A and B (EI-6.3, EI-7.3, EI-7.4, EI-10.1, EI-10.2, EI-11).

Each function is one step of the turn's script (flow.py): it makes public what was sealed, in turn order
from the Order, and settles the contested resources (the ability pile, the drop zone) in that order.
"""
from __future__ import annotations

import functools
from typing import Any

from game.engine.decisions import Decision
from game.engine.text import Msg

from . import plan as pl
from .actions import NO_COPY
from .moves import from_supply, register_ability
from .recipes import division_products, hit_list
from .state import EIState, zid
from .vocab import (DIVISION, ELEMENT_CHANGE, GAIN_CARD, INTERRUPTION, LIGHT_CARD, MULTI_SHOT, SCARECROW, SHADOW_COPY,
                    SILENCE, Phase)

SUPPORT_PROMPT = Msg("Support your skill just revealed: Gain (an L1 Fire: +1 EP this turn if you gain any) or "
                     "Light (an L1 Air: its cost -1); done when finished.",
                     "방금 공개한 스킬에 보조 효과: Gain(L1 불: 이번 턴 얻는 EP +1) 또는 Light(L1 공기: 코스트 -1). 끝나면 완료.")


def level_ups(s: EIState, p: int) -> None:
    """The combinations on the player's level-change field arrive in hand with their EP (EI-6.3), or go
    back to hand as they were if the Order cancelled them (EI-5.5)."""
    combos = s.levelups[p]
    if not combos:
        return
    s.levelups[p] = []
    if s.cancelled == p:
        for materials, _into, _ep in combos:
            for c in materials:
                s.move(c, zid(p, "hand"), cause="cancelled", rule="EI-5.5")
        s.emit("levelup_cancelled", player=p, by=s.order, count=len(combos), rule="EI-5.5")
        return
    for materials, into, ep in combos:
        for c in materials:
            s.move(c, "drop", cause="combined", rule="EI-7.3")
        from_supply(s, into, zid(p, "hand"), cause="levelup", rule="EI-6.3")
        s.ep[p] += ep
        s.gained[p] += ep
        s.emit("leveled_up", player=p, into=into, ep=ep, now=s.ep[p], rule="EI-6.3")


def reveal_main(s: EIState) -> bool:
    """Every seat has locked the main phase: combinations go to the public level-change fields, trades take
    the ability pile's top card in turn order (a trade the pile cannot serve is refused and refunded), and
    Exchanges turn EP into GP (EI-7.3, EI-7.4, EI-11.5)."""
    for p in s.turn_order():
        plan = s.plans[p]
        for materials, into, ep in plan["combos"]:
            use = sorted(s.def_of(c) for c in materials)
            for c in materials:
                s.move(c, zid(p, "levelup"), cause="combine", rule="EI-7.3")
            s.levelups[p].append([materials, into, ep])
            s.emit("combination_placed", player=p, use=use, into=into, ep=ep, rule="EI-7.3")
        for paid in plan["trades"]:
            pay = sorted(s.def_of(c) for c in paid)
            pile = s.zones["abilities"].cards
            if not pile:
                s.emit("trade_refused", player=p, pay=pay, rule="EI-7.4")
                continue
            for c in paid:
                s.move(c, "drop", cause="trade", rule="EI-7.4")
            s.move(pile[0], zid(p, "hand"), cause="trade", rule="EI-7.4")
            s.emit("traded", player=p, pay=pay, rule="EI-7.4")
        for ab, ep in plan["exchange"]:
            s.ep[p] -= ep
            s.gp[p] += ep // 2
            rec = s.ability_record(ab)
            if rec is not None:
                rec[5] = True
            s.emit("exchanged", player=p, ep=ep, gp=ep // 2, now=s.gp[p], rule="EI-11.5")
        plan["combos"], plan["trades"], plan["exchange"] = [], [], []
    return True


def check_start(s: EIState) -> bool:
    """The check phase begins: the ability cards built in secret are shown and go to the build zones (EI-8.1)."""
    s.phase = Phase.CHECK
    s.emit("phase_changed", phase=Phase.CHECK.value, rule="EI-10")
    for p in s.turn_order():
        plan = s.plans[p]
        if plan["build"] >= 0:
            iid = plan["build"]
            plan["build"] = -1
            s.move(iid, zid(p, "build"), cause="build", rule="EI-8.1")
            register_ability(s, iid, p, by="build")
    return True


def tier(s: EIState, step: list[Any]) -> bool:
    """Step A: every player's skill of this card count is revealed in turn order, then each of them may add
    support in turn order (EI-10.1)."""
    k = step[1]
    shown = [(p, sk) for p in s.turn_order() if (sk := pl.skill_at(s, p, k)) is not None]
    if not shown:
        return True
    s.emit("tier_revealed", count=k, players=[p for p, _sk in shown], rule="EI-10.1")
    for p, sk in shown:
        for c in sk["cards"]:
            s.move(c, zid(p, "field"), cause="skill", rule="EI-10.1")
        sk["revealed"] = True
        s.emit("skill_revealed", player=p, count=k, skill=sk["skill"], built=sk["built"],
               used=sorted(s.def_of(c) for c in sk["cards"]), targets=list(sk["targets"]), rule="EI-10.1")
    s.todo[1:1] = [["support", k, p] for p, _sk in shown]
    return True


def support_options(s: EIState, p: int, k: int) -> list[str]:
    sk = pl.skill_at(s, p, k)
    if sk is None:
        return []
    cards = s.cards
    free = {cards[c].def_id for c in pl.free_cards(s, p)}
    out = []
    if not s.gain[p] and GAIN_CARD in free:
        out.append("gain")
    if not sk["light"] and LIGHT_CARD in free:
        out.append("light")
    return out


def support(s: EIState, step: list[Any]) -> bool:
    k, p = step[1], step[2]
    opts = support_options(s, p, k)
    if not opts:
        return True
    s.decisions = [_support_decision(p, tuple(opts))]
    s.emit("decision", player=p, kind="support", rule="EI-10.1")
    return False


@functools.lru_cache(maxsize=256)
def _support_decision(p: int, opts: tuple[str, ...]) -> Decision:
    # decisions are values: the same question is the same every time it is asked
    return Decision(p, "support", opts, SUPPORT_PROMPT, "EI-10.1", min=0, max=1)


def add_support(s: EIState, p: int, k: int, kind: str) -> None:
    """Gain or Light, paid with a card from hand to the drop zone (EI-10.1)."""
    card = pl.pick(s, p, [GAIN_CARD if kind == "gain" else LIGHT_CARD])
    assert card is not None
    s.move(card[0], "drop", cause=kind, rule="EI-10.1")
    if kind == "gain":
        s.gain[p] = True
    else:
        sk = pl.skill_at(s, p, k)
        assert sk is not None
        sk["light"] = True
    s.emit("supported", player=p, kind=kind, count=k, rule="EI-10.1")


def skill_cost(s: EIState, sk: dict[str, Any]) -> int:
    return max(0, s.skill(sk["skill"]).cost - (1 if sk["light"] else 0))


def pay(s: EIState) -> bool:
    """After the last tier each player pays the cost above EL in EP (EI-8.4, EI-10.1)."""
    for p in s.turn_order():
        skills = s.plans[p]["skills"]
        if not skills:
            continue
        costs = [skill_cost(s, sk) for sk in skills]
        paid = pl.excess(s, p, costs)
        s.ep[p] -= paid
        s.emit("cost_paid", player=p, cost=sum(costs), el=s.el[p], paid=paid, now=s.ep[p], rule="EI-8.4")
    return True


def _self_damage(s: EIState, p: int, sk: dict[str, Any]) -> int:
    """What a skill that fails for Silence does to its user (EI-11.9): half its printed damage, or a quarter
    of its total over the targets it would have hit."""
    sd = s.skill(sk["skill"])
    if sd.target == "single":
        return sd.damage // 2
    hits = hit_list(sd, p, sk["targets"], s.n, s.turn_order())
    return sd.damage * len(hits) // 4


def abilities(s: EIState) -> bool:
    """Step B (EI-10.2): every ability declared in secret is shown. Silence is worked out first and
    announced last: it cancels the check-phase abilities of the players it names. Interruptions by the
    others cancel a named player's skills when they are odd in number; a skill that needed a silenced
    Shadow Copy fails and hurts its user; Multi Shot sets the targets; Division claims its card in turn order."""
    order = s.turn_order()
    silenced: set[int] = set()
    for p in order:
        for _ab, targets in s.plans[p]["silence"]:
            silenced.update(targets)
    interrupts: dict[int, int] = {}         # by seat named, the Interruptions that reach it
    for p in order:
        plan = s.plans[p]
        off = p in silenced
        if plan["changes"]:
            s.emit("ability_used", player=p, ability=ELEMENT_CHANGE, times=len(plan["changes"]), rule="EI-11.4")
        for ab in plan["scarecrow"]:
            rec = s.ability_record(ab)
            if rec is not None:
                rec[6] = True
            s.emit("ability_used", player=p, ability=SCARECROW, silenced=off, rule="EI-11.3")
        plan["shield"] = bool(plan["scarecrow"]) and not off
        for _ab, target in plan["interrupt"]:
            s.emit("ability_used", player=p, ability=INTERRUPTION, target=target, silenced=off, rule="EI-11.2")
            if not off:
                interrupts[target] = interrupts.get(target, 0) + 1
        for sk in plan["skills"]:
            if sk["copy"] != NO_COPY:
                s.emit("ability_used", player=p, ability=SHADOW_COPY, count=sk["count"], copy=sk["copy"],
                       silenced=off, rule="EI-11.1")
            if sk["multi"] is not None:
                s.emit("ability_used", player=p, ability=MULTI_SHOT, count=sk["count"], targets=list(sk["multi"][1]),
                       silenced=off, rule="EI-11.8")
    for p in order:
        plan = s.plans[p]
        times = interrupts.get(p, 0)
        cancelled = times % 2 == 1
        if times:
            s.emit("interrupted", player=p, times=times, cancelled=cancelled, rule="EI-11.2")
        for sk in sorted(plan["skills"], key=lambda x: x["count"]):
            sd = s.skill(sk["skill"])
            sk["hits"] = hit_list(sd, p, sk["targets"], s.n, order)
            sk["split"] = 1
            if cancelled:
                sk["status"] = "cancelled"
            elif sk["copy"] != NO_COPY and p in silenced:
                sk["status"] = "failed"
                sk["self"] = _self_damage(s, p, sk)
                s.emit("skill_failed", player=p, count=sk["count"], skill=sk["skill"], self_damage=sk["self"],
                       rule="EI-11.9")
            else:
                sk["status"] = "ok"
                if sk["multi"] is not None and p not in silenced:
                    sk["hits"] = sorted(sk["multi"][1], key=order.index)
                    if sd.target == "single":
                        sk["split"] = len(sk["hits"])
    for p in order:
        for pair in list(s.plans[p]["divide"]):
            ab, def_id = pair
            iid = next((c for c in s.zones["drop"].cards if s.def_of(c) == def_id), None)
            if iid is None:      # an earlier player in turn order took it: refused, the use is not spent
                s.plans[p]["uses"] = [u for u in s.plans[p]["uses"] if not (u[0] == ab and u[1] == DIVISION)]
                s.emit("division_refused", player=p, target=def_id, rule="EI-11.7")
                continue
            s.move(iid, "supply", cause="division", rule="EI-11.7")
            products = division_products(def_id)
            s.deliveries[p] += products
            s.emit("division_claimed", player=p, target=def_id, products=products, rule="EI-11.7")
    for p in order:
        for _ab, targets in s.plans[p]["silence"]:
            s.emit("ability_used", player=p, ability=SILENCE, targets=list(targets), rule="EI-11.9")
    s.unrevealed = False      # every sealed choice of the turn is public now
    return True
