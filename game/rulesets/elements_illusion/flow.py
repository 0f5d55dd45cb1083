"""A turn as a script of steps (``state.todo``): array, draw in turn order, the Order's EL, the sealed main
phase and its reveal, the sealed build phase, the check phase tier by tier, damage, the end of the turn.

``advance`` runs steps until a player must act: a pending decision, or the sealed phases, in which
every seat that has not locked acts at once. A step that asks a player leaves itself at the head of
the script; the answer does the work and the step runs again to go on."""
from __future__ import annotations

import functools
from typing import Any

from game.engine.decisions import Decision
from game.engine.text import Msg

from . import check, damage, scoring
from .moves import empty_into_supply, fill_from_supply, from_supply, register_ability
from .recipes import division_products
from .state import EIState, new_plan, zid
from .vocab import (ABILITY_CARDS, ACTIVE_TURNS, EL_STEP, ELEMENTS, FIRST_EL, ILLUSION, MIN_EL, SEPARATE, TRANSFORM,
                    Phase, card, is_element_card)

PILE_COPIES = 3          # of each element in a turn's element pile (EI-5.1)
ABILITY_COPIES = 2       # of each ability card in a turn's ability pile (EI-5.2)
PILE_DEFS = tuple(card(e, 1) for e in ELEMENTS for _ in range(PILE_COPIES))
PILE_KINDS = tuple(k for k in ABILITY_CARDS for _ in range(ABILITY_COPIES))
# The array event of each table (EI-5.4, EI-5.5): "build" puts the card in the Order's build zone.
ODD_TABLE = {TRANSFORM: "build", ILLUSION: "extra", SEPARATE: "division"}
EVEN_TABLE = {TRANSFORM: "exchange", ILLUSION: "cancel", SEPARATE: "build"}
SEALED_PROMPTS = {
    "main": Msg("Main phase, in secret: combine, trade for ability cards, use abilities; then lock.",
                "메인 페이즈(비공개): 조합, 어빌리티 카드 교환, 어빌리티 사용 후 확정하세요."),
    "build": Msg("Build phase, in secret: build an ability card and your skills with their targets; then lock.",
                 "빌드 페이즈(비공개): 어빌리티 카드와 스킬, 대상을 정한 뒤 확정하세요."),
}


# ----- the turn's script --------------------------------------------------------------------------------
def start_turn(s: EIState) -> None:
    n = s.n
    s.received = [0] * n
    s.gained = [0] * n
    s.gain = [False] * n
    s.plans = [new_plan() for _ in range(n)]
    s.locked = [False] * n
    s.cancelled = -1
    s.array = None
    order = s.turn_order()
    s.emit("turn_started", turn=s.turn, player=s.order, seats=order, rule="EI-4.2")
    todo: list[list[Any]] = [["array"]] + [["draw", p] for p in order] + [["el"], ["sealed", "main"], ["reveal_main"],
                                                                            ["sealed", "build"], ["check_start"]]
    todo += [["tier", k] for k in (1, 2, 3, 4)]
    todo += [["pay"], ["abilities"], ["damage"], ["end_turn"]]
    s.todo = todo


def set_phase(s: EIState, phase: Phase, rule: str) -> None:
    if s.phase is not phase:
        s.phase = phase
        s.emit("phase_changed", phase=phase.value, rule=rule)


def advance(s: EIState) -> None:
    while s.result is None and not s.decisions:
        if not s.todo:
            start_turn(s)
            continue
        step = s.todo[0]
        if not STEPS[step[0]](s, step):
            return          # a player must answer; the step stays at the head
        s.todo.pop(0)


def form_piles(s: EIState) -> None:
    """The element pile (3 L1 of each element) and the ability pile (2 of each card) are formed anew, from
    the box and the last turn's piles (EI-5.1, EI-5.2)."""
    set_phase(s, Phase.ARRAY, "EI-5")
    for zone in ("pile", "abilities", "aside"):
        empty_into_supply(s, zone)
    defs = list(PILE_DEFS)
    s.rng.shuffle(defs)            # new cards get their ids in shuffled order: an id says nothing
    fill_from_supply(s, defs, "pile")
    kinds = list(PILE_KINDS)
    s.rng.shuffle(kinds)
    fill_from_supply(s, kinds, "abilities")
    s.emit("piles_formed", elements=len(s.zones["pile"].cards), abilities=len(s.zones["abilities"].cards),
           rule="EI-5.1")


def reveal_array(s: EIState, revealed: int) -> None:
    """The array event of this ability card (EI-5.3 to EI-5.6)."""
    kind = s.def_of(revealed)
    odd = s.turn % 2 == 1 or s.n % 2 == 0            # EI-5.3
    effect = (ODD_TABLE if odd else EVEN_TABLE)[kind]
    s.array = {"kind": kind, "table": "odd" if odd else "even", "effect": effect, "done": False}
    s.emit("array_revealed", player=s.order, kind=kind, table=s.array["table"], effect=effect,
           rule="EI-5.4" if odd else "EI-5.5")
    if effect == "build":
        s.move(revealed, zid(s.order, "build"), cause="array", rule="EI-5.6")
        register_ability(s, revealed, s.order, by="array")
    else:
        s.move(revealed, "aside", cause="array", rule="EI-5.6")
    set_phase(s, Phase.DRAW, "EI-6")


def _array(s: EIState, step: list[Any]) -> bool:
    form_piles(s)
    pile = s.zones["abilities"].cards
    reveal_array(s, pile[s.rng.below(len(pile))])
    return True


def _order_decision(s: EIState) -> Decision | None:
    """The Order's choice the array event gives in the draw phase (EI-5.4, EI-5.5), if any is left."""
    arr = s.array
    if arr is None or arr["done"]:
        return None
    p = s.order
    effect = arr["effect"]
    if effect == "division":
        opts = sorted({s.def_of(c) for c in s.zones["drop"].cards if s.def_of(c)[1] in "23"})
        if opts:
            return Decision(p, "array_division", tuple(opts) + ("no",),
                            Msg("Separate: you may use Division on an L2 or L3 card of the drop zone now.",
                                "분리: 지금 드롭 존의 L2 또는 L3 카드에 나누기를 쓸 수 있습니다."), "EI-5.4")
    elif effect == "exchange" and arr.get("stage", 0) == 1:
        left = tuple(e for e in ELEMENTS if any(s.def_of(c) == card(e, 1) for c in s.zones["pile"].cards))
        if left:
            return Decision(p, "array_element", left, Msg("Which element's L1 card do you take?",
                                                          "어느 속성의 L1 카드를 가져옵니까?"), "EI-5.5")
    elif effect == "exchange":
        hand = tuple(c for c in s.hands[p].cards if is_element_card(s.def_of(c)))
        if hand:
            return Decision(p, "array_exchange", hand + ("no",),
                            Msg("Transform: you may show a hand card to everyone and exchange it for an L1 card of "
                                "the element you choose.", "변환: 손의 카드 한 장을 모두에게 보여주고 원하는 속성의 L1 카드와 "
                                "교환할 수 있습니다."), "EI-5.5", secret=True)
    elif effect == "cancel":
        opts = tuple(q for q in s.turn_order() if s.levelups[q])
        if opts:
            return Decision(p, "array_cancel", opts + ("no",),
                            Msg("Illusion: you may cancel one player's level-up this turn.",
                                "환영: 이번 턴 플레이어 1명의 레벨 업을 무효로 할 수 있습니다."), "EI-5.5")
    arr["done"] = True
    return None


def _draw(s: EIState, step: list[Any]) -> bool:
    p = step[1]
    if p == s.order:
        d = _order_decision(s)
        if d is not None:
            s.decisions = [d]
            s.emit("decision", player=p, kind=d.kind, rule=d.rule)
            return False
    if s.deliveries[p]:                                   # Division's cards come first (EI-6.2)
        got = s.deliveries[p]
        s.deliveries[p] = []
        for d in got:
            from_supply(s, d, zid(p, "hand"), cause="division", rule="EI-11.7")
        s.emit("delivered", player=p, products=got, rule="EI-11.7")
    extra = 1 if p == s.order and s.array is not None and s.array["effect"] == "extra" else 0
    for _ in range(1 + extra):                            # EI-6.1 (+1: EI-5.4 Illusion)
        pile = s.zones["pile"].cards
        if pile:
            s.move(pile[0], zid(p, "hand"), cause="draw", rule="EI-6.1")
    s.emit("drew", player=p, count=1 + extra, rule="EI-6.1")
    check.level_ups(s, p)
    return True


def el_choices(s: EIState) -> list[int]:
    """The values the Order may set (EI-6.4): changed, within the previous EL +-3, never below 3, the cap kept."""
    prev = s.order_el
    cap = s.option("el_cap")
    return [v for v in range(max(MIN_EL, prev - EL_STEP), prev + EL_STEP + 1) if v != prev and (not cap or v <= cap)]


def _el(s: EIState, step: list[Any]) -> bool:
    if s.turn == 1:
        set_el(s, FIRST_EL, "EI-3.4")
        return True
    s.decisions = [_el_decision(s.order, tuple(el_choices(s)), s.order_el)]
    s.emit("decision", player=s.order, kind="el", rule="EI-6.4")
    return False


@functools.lru_cache(maxsize=1024)
def _el_decision(p: int, choices: tuple[int, ...], last: int) -> Decision:
    # decisions are values: the same question is the same every time it is asked
    return Decision(p, "el", choices, Msg(f"As the Order, set this turn's EL (last turn: {last}).",
                                          f"오더로서 이번 턴의 EL을 정하세요(지난 턴 {last})."), "EI-6.4")


def set_el(s: EIState, value: int, rule: str) -> None:
    s.order_el = value
    for q in range(s.n):
        s.el[q] = max(0, value - s.penalty[q])          # EI-6.5
    lowered = s.penalty[:]
    s.penalty = [0] * s.n
    s.emit("el_set", player=s.order, value=value, els=s.el[:], lowered=lowered, rule=rule)


def _sealed(s: EIState, step: list[Any]) -> bool:
    which = step[1]
    phase = Phase.MAIN if which == "main" else Phase.BUILD
    if all(s.locked) and s.phase is phase:
        s.locked = [False] * s.n
        return True
    set_phase(s, phase, "EI-7" if which == "main" else "EI-8")
    s.locked = [False] * s.n
    s.decisions = list(_sealed_decisions(s.n, which))
    return False


@functools.lru_cache(maxsize=32)
def _sealed_decisions(n: int, which: str) -> tuple[Decision, ...]:
    """Every seat's secret choice of a sealed phase (decisions are values: the same ones every turn)."""
    return tuple(Decision(p, which, (), SEALED_PROMPTS[which], "EI-4.3", min=0, max=0, secret=True) for p in range(n))


def lock(s: EIState, p: int) -> None:
    """A seat seals its phase (EI-4.3); when the last one does, the script goes on."""
    s.locked[p] = True
    s.decisions = [d for d in s.decisions if d.player != p]
    s.emit("locked", player=p, phase=s.phase.value, rule="EI-4.3")
    if all(s.locked):
        s.decisions = []


def _end_turn(s: EIState, step: list[Any]) -> bool:
    for p in range(s.n):
        for iid in list(s.zones[zid(p, "field")].cards):
            s.move(iid, "drop", cause="used", rule="EI-2.3")
    for rec in [a for a in s.abilities if a[4] <= s.turn]:
        s.abilities.remove(rec)
        s.move(rec[0], "drop", cause="expired", rule="EI-8.2")
    s.emit("turn_ended", turn=s.turn, rule="EI-4.1")
    if scoring.game_ends(s):
        scoring.finish(s)
        return True
    s.turn += 1
    s.order = (s.order + 1) % s.n                    # the second in this turn's order leads the next (EI-4.2)
    return True


def divide_now(s: EIState, p: int, def_id: str) -> None:
    """The array's Separate: Division at once, in the draw phase (EI-5.4)."""
    iid = next(c for c in s.zones["drop"].cards if s.def_of(c) == def_id)
    s.move(iid, "supply", cause="division", rule="EI-5.4")
    products = division_products(def_id)
    for d in products:
        from_supply(s, d, zid(p, "hand"), cause="division", rule="EI-5.4")
    s.emit("divided", player=p, target=def_id, products=products, rule="EI-5.4")


STEPS = {
    "array": _array, "draw": _draw, "el": _el, "sealed": _sealed, "reveal_main": lambda s, st: check.reveal_main(s),
    "check_start": lambda s, st: check.check_start(s), "tier": check.tier, "support": check.support,
    "pay": lambda s, st: check.pay(s), "abilities": lambda s, st: check.abilities(s),
    "damage": lambda s, st: damage.resolve(s), "end_turn": _end_turn,
}
