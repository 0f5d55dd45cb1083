"""Choosing what pays (601.2g-h, 602.2b, 605.3a): with the setting ``payment=choose``, casting a spell or
activating an ability whose mana must come from permanents asks its controller which sources pay. No
pygame.

The question is a ``payment`` decision. Its options are every unit of mana the player could spend: each
untapped mana source (a card, so the table lets the player click it) and each mana in their pool
(``pool.R.1``: the first red). Its ``picked`` is the current choice, preselected with the suggestion; a
``Choose`` of a source toggles it, ``done`` pays with the chosen sources (legal only when they pay the
whole cost) and ``cancel`` takes the announcement back: nothing has moved, nothing is paid (the rewind of
an action that is not finished). The spell waits in its zone until it is paid; then it is cast exactly as
an automatic payment would have cast it.

The suggestion spends the pool first (it empties at the end of the step anyway), never taps a creature
while lands can pay, a commander least of all, and keeps the sources whose colors the rest of the hand
needs. Where there is nothing to choose (the suggestion is the only way, or the pool pays alone), the
spell is paid at once without asking. A setup that does not name the setting pays automatically, as every
game did before it; the table's screens name it (``choose`` by default)."""
from __future__ import annotations

import dataclasses
from typing import Any

from game.engine.actions import DONE, Action, Choose, interned
from game.engine.decisions import Decision
from game.engine.text import Msg

from . import commander
from .actions import Activate, Cast
from .costs import mana_sources
from .mana import Cost, Payment, match_needs
from .state import MagicState
from .vocab import MANA

KIND = "payment"
PAY = DONE              # accepting the choice: the table's big button as well as a word of the prompt
CANCEL = "cancel"
RULE = "601.2h"

Unit = Any            # an int (a mana source's card) or "pool.<kind>.<n>" (the n-th mana of that kind in the pool)


@dataclasses.dataclass(frozen=True, slots=True)
class PayDecision(Decision):
    """The payment question: ``picked`` holds the sources chosen so far, ``act`` the cast or activation
    waiting to be paid (``life``: its Phyrexian symbols paid with life; ``exclude``: a source whose {T}
    is part of the cost)."""
    act: Any = None
    cost: Cost = Cost()
    life: int = 0
    exclude: int = -1
    x: int = 0                   # the value of X chosen before (xcost.py): ``cost`` includes it
    extra: tuple[int, ...] = ()  # the cards chosen to pay an additional cost (extra_costs.py)

    def remaining(self) -> tuple[Any, ...]:
        return self.options          # a chosen source may be chosen again: it is toggled out

    def to_json(self, viewer: int | None = None) -> dict[str, Any]:
        out = Decision.to_json(self, viewer)
        out["paying"] = str(self.act)
        return out


def mode(s: MagicState) -> str:
    return str(s.options.get("payment", "auto"))


# ----- units and what they cover -----------------------------------------------------------------
def units(s: MagicState, p: int, exclude: int) -> list[tuple[Unit, str]]:
    """Every mana ``p`` could spend now, with the colors each can be: the pool's, then the sources'."""
    out: list[tuple[Unit, str]] = []
    for k, n in enumerate(s.pool[p]):
        out += [(f"pool.{MANA[k]}.{j + 1}", MANA[k]) for j in range(n)]
    return out + [(iid, colors) for iid, colors in mana_sources(s, p, exclude=exclude)]


def _needs(cost: Cost, life: int) -> list[frozenset[str]]:
    return [frozenset(c) for c in cost.colored] + list(cost.hybrid) + [frozenset(c) for c in cost.phyrexian[life:]]


def owed(cost: Cost, life: int, colors: list[str]) -> tuple[Cost, int]:
    """What units of ``colors`` leave unpaid of ``cost``, and how many of them would be spent."""
    needs = _needs(cost, life)
    owner = match_needs(needs, colors)
    matched = {n for n in owner if n >= 0}
    free = sum(1 for n in owner if n < 0)
    generic = max(0, cost.generic - free)
    left = [needs[n] for n in range(len(needs)) if n not in matched]
    return (Cost(generic, tuple(sorted(next(iter(c)) for c in left if len(c) == 1)),
                 tuple(c for c in left if len(c) > 1)), len(matched) + min(cost.generic, free))


def _pays(cost: Cost, life: int, colors: list[str]) -> bool:
    return owed(cost, life, colors)[0].mana_value == 0


def _no_surplus(cost: Cost, life: int, colors: list[str]) -> bool:
    return owed(cost, life, colors)[1] == len(colors)


# ----- the suggestion --------------------------------------------------------------------------------
def _badness(s: MagicState, unit: Unit, colors: str, hand_needs: set[str]) -> tuple[int, ...]:
    """How unwilling the suggestion is to spend a unit (higher: dropped first): pool mana is spent first;
    then lands, other sources, creatures, a commander last; among them those whose colors the rest of the
    hand does not need, then the narrowest."""
    if not isinstance(unit, int):
        return (0, 0, 0, 0, 0, 0)
    d = s.defs[unit]
    return (1, int(commander.is_commander(s, unit)), int(d.is_a("creature")), int(not d.is_a("land")),
            len(set(colors) & hand_needs), len(colors), unit)


def hand_needs(s: MagicState, p: int, paying_for: int) -> set[str]:
    """The colors the other spells in ``p``'s hand (and their commander waiting) ask for."""
    cards = [c for c in s.hand(p) + commander.commanders(s) if c != paying_for and s.cards[c].owner == p
             and s.cards[c].zone in (f"p{p}.hand", f"p{p}.command") and not s.defs[c].is_a("land")]
    return {c for card in cards for c in s.defs[card].cost.symbols()}


def _order(s: MagicState, p: int, avail: list[tuple[Unit, str]], paying_for: int) -> list[tuple[Unit, str]]:
    needs = hand_needs(s, p, paying_for)
    return sorted(avail, key=lambda u: _badness(s, u[0], u[1], needs))


def suggest(s: MagicState, p: int, cost: Cost, life: int, exclude: int, paying_for: int) -> tuple[Unit, ...] | None:
    """The suggested payment: every unit to start with, then the least willing dropped one at a time while
    the rest still pay. None if nothing pays."""
    avail = _order(s, p, units(s, p, exclude), paying_for)
    if not _pays(cost, life, [c for _u, c in avail]):
        return None
    chosen = list(avail)
    for u in reversed(avail):
        rest = [x for x in chosen if x[0] != u[0]]
        if _pays(cost, life, [c for _u, c in rest]):
            chosen = rest
    return tuple(u for u, _c in chosen)


def as_payment(chosen: tuple[Unit, ...], life: int) -> Payment:
    """The chosen units as a payment: pool mana by kind, the sources tapped, life for Phyrexian symbols."""
    spent = [0] * len(MANA)
    for u in chosen:
        if isinstance(u, str):
            spent[MANA.index(u.split(".")[1])] += 1
    return Payment(tuple(spent), tuple(sorted(u for u in chosen if isinstance(u, int))), 2 * life)


# ----- asking -----------------------------------------------------------------------------------------
def _card_of(act: Action) -> int:
    assert isinstance(act, (Cast, Activate))
    return act.card


def _colors_of(avail: dict[Unit, str], chosen: tuple[Unit, ...]) -> list[str]:
    return [avail[u] for u in chosen if u in avail]


def toggled(s: MagicState, d: PayDecision, unit: Unit) -> tuple[Unit, ...] | None:
    """The choice after ``unit`` is clicked: a chosen unit goes out; another comes in, and if the cost is
    then overpaid, the least wanted chosen unit it replaces goes out (never the one just chosen). None if
    its mana would pay nothing still owed."""
    if unit in d.picked:
        return tuple(u for u in d.picked if u != unit)
    avail = dict(units(s, d.player, d.exclude))
    if unit not in avail:
        return None
    more = d.picked + (unit,)
    if _no_surplus(d.cost, d.life, _colors_of(avail, more)):
        return more
    before = owed(d.cost, d.life, _colors_of(avail, d.picked))[1]
    order = [u for u, _c in _order(s, d.player, [(u, avail[u]) for u in d.picked], _card_of(d.act))]
    for out in reversed(order):
        rest = tuple(u for u in more if u != out)
        colors = _colors_of(avail, rest)
        if _no_surplus(d.cost, d.life, colors) and owed(d.cost, d.life, colors)[1] >= before:
            return rest
    return None


def _prompt(s: MagicState, act: Action, cost: Cost, life: int, left: Cost, x: int) -> Msg:
    name = s.defs[_card_of(act)].name
    what = cost.text() + (f" (X = {x})" if x else "") + (f" (+{2 * life} life)" if life else "")
    what_ko = cost.text() + (f" (X = {x})" if x else "") + (f" (+생명점 {2 * life})" if life else "")
    if left.mana_value:
        return Msg(f"Pay {what} for {name.en}: choose the sources that pay. Still owed: {left.text()}.",
                   f"{name.ko}의 비용 {what_ko} 지불: 지불할 마나원을 고르세요. 아직 부족한 마나: {left.text()}.")
    return Msg(f"Pay {what} for {name.en} with the chosen sources? Click a source to change them.",
               f"{name.ko}의 비용 {what_ko}을(를) 고른 마나원으로 지불할까요? 마나원을 누르면 바꿉니다.")


def _decision(s: MagicState, act: Action, cost: Cost, life: int, exclude: int, chosen: tuple[Unit, ...],
              x: int, extra: tuple[int, ...]) -> PayDecision:
    avail = units(s, act.player, exclude)
    left = owed(cost, life, [c for u, c in avail if u in chosen])[0]
    # the words last, after the sources: the table shows them as the prompt's buttons
    return PayDecision(act.player, KIND, tuple(u for u, _c in avail) + (PAY, CANCEL),
                       _prompt(s, act, cost, life, left, x), RULE, min=0, max=1, picked=chosen, source=_card_of(act), act=act, cost=cost, life=life,
                       exclude=exclude, x=x, extra=extra)


def ask(s: MagicState, act: Action, cost: Cost, life: int, exclude: int, x: int = 0,
        extra: tuple[int, ...] = ()) -> bool:
    """With ``payment=choose``, put the payment question for ``act`` (True), unless there is nothing to
    choose: the pool pays alone, or the suggestion is the only way to pay."""
    if mode(s) != "choose" or cost.mana_value == 0:
        return False
    chosen = suggest(s, act.player, cost, life, exclude, _card_of(act))
    if chosen is None or not any(isinstance(u, int) for u in chosen):
        return False
    d = _decision(s, act, cost, life, exclude, chosen, x, extra)
    if not any(toggled(s, d, u) is not None for u in d.options if u not in chosen + (PAY, CANCEL)):
        return False
    s.decisions.insert(0, d)
    return True


def chosen_payment(s: MagicState, d: PayDecision) -> Payment | None:
    avail = dict(units(s, d.player, d.exclude))
    if not _pays(d.cost, d.life, _colors_of(avail, d.picked)):
        return None
    return as_payment(d.picked, d.life)


def legal(s: MagicState, d: PayDecision) -> list[Action]:
    acts: list[Action] = []
    if chosen_payment(s, d) is not None:
        acts.append(interned(Choose, d.player, PAY))
    acts += [interned(Choose, d.player, u) for u in d.options if u not in (PAY, CANCEL) and toggled(s, d, u) is not None]
    return acts + [interned(Choose, d.player, CANCEL)]


def refusal(s: MagicState, d: PayDecision, option: Any) -> tuple[str, str, str] | None:
    """Why a choice of the payment question is refused: what is still owed, in both languages."""
    avail = dict(units(s, d.player, d.exclude))
    left = owed(d.cost, d.life, _colors_of(avail, d.picked))[0]
    if option == PAY:
        return (RULE, f"The chosen sources do not pay the whole cost: still owed {left.text()}.",
                f"고른 마나원으로는 비용을 다 지불할 수 없습니다: 아직 {left.text()}이(가) 부족합니다.")
    if option in avail:
        if left.mana_value:
            return (RULE, f"That source's mana pays nothing still owed ({left.text()}).",
                    f"그 마나원의 마나로는 아직 부족한 마나({left.text()})를 낼 수 없습니다.")
        return (RULE, "The chosen sources pay it all already: click one of them to take it out first.",
                "고른 마나원으로 이미 다 지불합니다: 먼저 고른 마나원 하나를 눌러 빼세요.")
    return None


def answer(s: MagicState, option: Any) -> tuple[Action, Payment, int, tuple[int, ...]] | None:
    """Carry out a choice of the payment question; on ``done``, the action and its payment, to be done."""
    d = s.decisions[0]
    assert isinstance(d, PayDecision)
    if option == CANCEL:
        s.decisions.pop(0)
        s.emit("payment_cancelled", player=d.player, card=_card_of(d.act), rule=RULE)
        return None
    if option == PAY:
        payment = chosen_payment(s, d)
        assert payment is not None
        s.decisions.pop(0)
        return d.act, payment, d.x, d.extra
    chosen = toggled(s, d, option)
    assert chosen is not None
    s.decisions[0] = _decision(s, d.act, d.cost, d.life, d.exclude, chosen, d.x, d.extra)
    return None
