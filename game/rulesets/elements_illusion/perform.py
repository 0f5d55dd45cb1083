"""Carrying out a legal action, then letting the game run until someone must act.

A sealed action (main and build phases) changes only its player's plan: no card moves and no event is
emitted, so nothing of it reaches another seat before its reveal point (EI-4.3). Element Change alone acts
on the hand at once: the card's element changes in the player's hidden hand.
"""
from __future__ import annotations

from typing import Any, Callable

from game.engine.actions import DONE, Action, Choose, Concede

from . import check, flow
from . import plan as pl
from .actions import (NO_COPY, Build, Change, Combine, Convert, Divide, Exchange, Interrupt, Lock, MultiShot, Reset,
                      Scarecrow, Silence, Skill, Trade, split_defs, split_seats)
from .recipes import combo_product, needs
from .state import EIState, zid
from .vocab import (COMBO_EP, CONVERSION, DIVISION, ELEMENT_CHANGE, EXCHANGE, INTERRUPTION, MULTI_SHOT, SCARECROW,
                    SHADOW_COPY, SILENCE, card, level_of)


def _use(s: EIState, p: int, ab: int, ability: str) -> None:
    s.plans[p]["uses"].append([ab, ability, s.phase.value])


def _combine(s: EIState, p: int, a: Combine) -> None:
    use = split_defs(a.use)
    cards = pl.pick(s, p, use)
    level = combo_product(use, a.into)
    assert cards is not None and level is not None
    s.plans[p]["combos"].append([cards, a.into, COMBO_EP[level]])


def _trade(s: EIState, p: int, a: Trade) -> None:
    cards = pl.pick(s, p, split_defs(a.pay))
    assert cards is not None
    s.plans[p]["trades"].append(cards)


def _change(s: EIState, p: int, a: Change) -> None:
    cards = pl.pick(s, p, [a.src])
    assert cards is not None
    new = card(a.to, level_of(a.src))
    s.cards[cards[0]].def_id = new            # the card's element slot changes; it stays in the hidden hand
    s.plans[p]["changes"].append([cards[0], a.src, new, a.card])
    _use(s, p, a.card, ELEMENT_CHANGE)


def _exchange(s: EIState, p: int, a: Exchange) -> None:
    s.plans[p]["exchange"].append([a.card, a.ep])
    _use(s, p, a.card, EXCHANGE)


def _scarecrow(s: EIState, p: int, a: Scarecrow) -> None:
    s.plans[p]["scarecrow"].append(a.card)
    _use(s, p, a.card, SCARECROW)


def _divide(s: EIState, p: int, a: Divide) -> None:
    s.plans[p]["divide"].append([a.card, a.target])
    _use(s, p, a.card, DIVISION)


def _build(s: EIState, p: int, a: Build) -> None:
    cards = pl.pick(s, p, [a.kind])
    assert cards is not None
    s.plans[p]["build"] = cards[0]


def _skill(s: EIState, p: int, a: Skill) -> None:
    sk = s.skill(a.skill)
    need = needs(sk, a.copy)
    cards = pl.pick(s, p, list(need or ()))
    assert cards is not None
    copy_card = -1
    if a.copy != NO_COPY:
        copy_card = pl.usable_cards(s, p, SHADOW_COPY)[0]
        _use(s, p, copy_card, SHADOW_COPY)
    skills = s.plans[p]["skills"]
    skills.append({"count": sk.count, "skill": sk.id, "built": sk.id, "cards": cards, "copy": a.copy,
                   "copy_card": copy_card, "targets": split_seats(a.targets) or [], "convert_card": -1,
                   "multi": None, "light": False, "revealed": False, "status": ""})
    skills.sort(key=lambda x: x["count"])


def _convert(s: EIState, p: int, a: Convert) -> None:
    built = pl.skill_at(s, p, a.count)
    assert built is not None
    built["skill"] = a.skill
    built["targets"] = split_seats(a.targets) or []
    built["convert_card"] = a.card
    _use(s, p, a.card, CONVERSION)


def _multishot(s: EIState, p: int, a: MultiShot) -> None:
    built = pl.skill_at(s, p, a.count)
    assert built is not None
    built["multi"] = [a.card, split_seats(a.targets) or []]
    _use(s, p, a.card, MULTI_SHOT)


def _interrupt(s: EIState, p: int, a: Interrupt) -> None:
    s.plans[p]["interrupt"].append([a.card, a.target])
    _use(s, p, a.card, INTERRUPTION)


def _silence(s: EIState, p: int, a: Silence) -> None:
    s.plans[p]["silence"].append([a.card, split_seats(a.targets) or []])
    _use(s, p, a.card, SILENCE)


# Each sealed step by its action class. A step asks what it needs of the plan (the cards to name, the card
# giving an ability) before it changes anything, so it may read the answers the legal list found for this
# same state (``state.memo``); they are dropped once the step is done.
SEALED_STEPS: dict[type, Callable[[EIState, int, Any], None]] = {
    Lock: lambda s, p, a: flow.lock(s, p), Reset: lambda s, p, a: _reset(s, p), Combine: _combine, Trade: _trade,
    Change: _change, Exchange: _exchange, Scarecrow: _scarecrow, Divide: _divide, Build: _build, Skill: _skill,
    Convert: _convert, MultiShot: _multishot, Interrupt: _interrupt, Silence: _silence,
}


def _reset(s: EIState, p: int) -> None:
    """Everything chosen in this sealed phase is taken back; changed cards get their element back."""
    plan = s.plans[p]
    phase = s.phase.value
    if phase == "main":
        for iid, old, _new, _ab in reversed(plan["changes"]):
            s.cards[iid].def_id = old
        for key in ("combos", "trades", "changes", "exchange", "scarecrow", "divide"):
            plan[key] = []
    else:
        plan["build"] = -1
        for key in ("skills", "interrupt", "silence"):
            plan[key] = []
    plan["uses"] = [u for u in plan["uses"] if u[2] != phase]


def _answer(s: EIState, a: Choose) -> None:
    d = s.decisions[0]
    s.decisions = []
    p, opt = a.player, a.option
    arr = s.array
    if d.kind == "el":
        s.todo.pop(0)
        flow.set_el(s, int(opt), "EI-6.4")
    elif d.kind == "support":
        k = s.todo[0][1]
        if opt == DONE:
            s.todo.pop(0)
        else:
            check.add_support(s, p, k, str(opt))
    elif d.kind == "array_division":
        assert arr is not None
        arr["done"] = True
        if opt != "no":
            flow.divide_now(s, p, str(opt))
    elif d.kind == "array_exchange":
        assert arr is not None
        if opt == "no":
            arr["done"] = True
        else:
            shown = s.def_of(int(opt))
            s.move(int(opt), "drop", cause="exchange", rule="EI-5.5")
            s.emit("array_exchange_shown", player=p, shown=shown, rule="EI-5.5")
            arr["stage"] = 1
    elif d.kind == "array_element":
        assert arr is not None
        arr["done"] = True
        want = card(str(opt), 1)
        iid = next(c for c in s.zones["pile"].cards if s.def_of(c) == want)
        s.move(iid, zid(p, "hand"), cause="exchange", rule="EI-5.5")
        s.emit("array_exchange_taken", (p,), public=("player", "rule"), player=p, def_id=want, rule="EI-5.5")
    elif d.kind == "array_cancel":
        assert arr is not None
        arr["done"] = True
        if opt != "no":
            s.cancelled = int(opt)
            s.emit("levelup_cancel_chosen", player=p, target=int(opt), rule="EI-5.5")


def perform(s: EIState, a: Action) -> None:
    step = SEALED_STEPS.get(type(a))
    if step is not None:
        s.unrevealed = True
        step(s, a.player, a)
        s.memo = None
    else:
        s.memo = None
        if isinstance(a, Concede):
            s.concede(a.player)
            return
        if isinstance(a, Choose):
            _answer(s, a)
        else:
            s.unrevealed = True         # no such step: nothing changes but the turn being one of secrets
    flow.advance(s)


def start(s: EIState) -> None:
    """Run a new game (or a built position) to its first choice."""
    flow.advance(s)


__all__: list[Any] = ["perform", "start"]
