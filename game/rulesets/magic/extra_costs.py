"""Additional costs (601.2f, 118.8) and abilities activated only once each turn (602.5b). No pygame.

A card's ``additional`` cost is one of: ``{ life = N }`` (pay N life: only with N life or more, 119.4),
``{ discard = N }`` (discard N other cards) or ``{ sacrifice = N }`` (sacrifice N creatures you control).
A spell whose additional cost cannot be paid cannot be cast (601.2f). Which cards are discarded or
sacrificed is chosen as the spell is paid (601.2h): a ``cost_discard`` or ``cost_sacrifice`` decision,
asked only when there is more than one way; the cast waits in it as in the payment question (paying.py).
The cost is paid with the mana, after the spell is on the stack.

An activated ability with ``once = true`` may be activated only once each turn (602.5b): the state keeps
which objects used which such ability this turn (a permanent that left and came back is a new object,
400.7)."""
from __future__ import annotations

import dataclasses
from typing import Any

from game.engine.decisions import Decision
from game.engine.text import Msg

from .cards import Ability
from .state import MagicState, zid

Why = tuple[str, str, str]


# ----- paying it -----------------------------------------------------------------------------------
def candidates(s: MagicState, p: int, card: int) -> list[int]:
    """The cards ``p`` could discard or sacrifice for ``card``'s additional cost."""
    kind = s.defs[card].extra_cost
    if kind == "discard":
        return [c for c in s.hand(p) if c != card]
    if kind == "sacrifice":
        return [c for c in s.battlefield(p) if s.defs[c].is_a("creature") and c != card]
    return []


def problem(s: MagicState, p: int, card: int) -> Why | None:
    """Why ``card``'s additional cost cannot be paid now (601.2f), or None."""
    d = s.defs[card]
    n = d.extra_amount
    if d.extra_cost == "life" and s.life[p] < n:
        return ("119.4", f"As an additional cost it needs {n} life, and you have {s.life[p]}.",
                f"추가 비용으로 생명점 {n}점이 필요한데 {s.life[p]}점뿐입니다.")
    if d.extra_cost == "discard" and len(candidates(s, p, card)) < n:
        return ("601.2f", f"As an additional cost you must discard {n} other card(s) from your hand.",
                f"추가 비용으로 손에서 다른 카드 {n}장을 버려야 합니다.")
    if d.extra_cost == "sacrifice" and len(candidates(s, p, card)) < n:
        return ("601.2f", f"As an additional cost you must sacrifice {n} creature(s) you control.",
                f"추가 비용으로 당신이 조종하는 생물 {n}개를 희생해야 합니다.")
    return None


@dataclasses.dataclass(frozen=True, slots=True)
class ExtraDecision(Decision):
    """Which cards pay ``act``'s additional cost (X already chosen: ``x``)."""
    act: Any = None
    x: int = 0

    def to_json(self, viewer: int | None = None) -> dict[str, Any]:
        out = Decision.to_json(self, viewer)
        out["paying_extra"] = str(self.act)
        return out


def ask(s: MagicState, act: Any, x: int) -> tuple[int, ...] | None:
    """The cards that pay ``act``'s additional cost when there is no choice (all there are, or none);
    None once the question is put."""
    card = act.card
    d = s.defs[card]
    if d.extra_cost not in ("discard", "sacrifice") or getattr(act, "ability", -1) >= 0:
        return ()
    options = candidates(s, act.player, card)
    if len(options) <= d.extra_amount:
        return tuple(options)
    n = d.extra_amount
    if d.extra_cost == "discard":
        prompt = Msg(f"As an additional cost to cast {d.name.en}, discard {n} card(s): choose.",
                     f"{d.name.ko}을(를) 발동하는 추가 비용으로 버릴 카드 {n}장을 고르세요.")
    else:
        prompt = Msg(f"As an additional cost to cast {d.name.en}, sacrifice {n} creature(s): choose.",
                     f"{d.name.ko}을(를) 발동하는 추가 비용으로 희생할 생물 {n}개를 고르세요.")
    s.decisions.insert(0, ExtraDecision(act.player, f"cost_{d.extra_cost}", tuple(options), prompt, "601.2h",
                                        min=n, max=n, source=card, secret=d.extra_cost == "discard", act=act, x=x))
    return None


def picked(s: MagicState, option: Any) -> ExtraDecision | None:
    """One card of the question chosen; the question, once every card is chosen (it is then closed)."""
    d = s.decisions[0]
    assert isinstance(d, ExtraDecision)
    d = dataclasses.replace(d, picked=d.picked + (option,))
    if len(d.picked) < d.max:
        s.decisions[0] = d
        return None
    s.decisions.pop(0)
    return d


def pay(s: MagicState, p: int, card: int, chosen: tuple[int, ...]) -> None:
    """601.2h: the additional cost is paid with the rest."""
    d = s.defs[card]
    if d.extra_cost == "life":
        s.life[p] -= d.extra_amount
        s.emit("life_paid", player=p, amount=d.extra_amount, life=s.life[p], source=card, rule="118.8")
    elif d.extra_cost == "discard":
        for c in chosen:
            s.move(c, zid(p, "graveyard"), cause="discard")
        s.emit("discarded", player=p, count=len(chosen), rule="118.8")
    elif d.extra_cost == "sacrifice":
        for c in chosen:
            s.move(c, zid(s.cards[c].owner, "graveyard"), cause="sacrifice")


# ----- once each turn -------------------------------------------------------------------------------
def once_problem(s: MagicState, card: int, index: int, a: Ability) -> Why | None:
    if a.once and (s.turn, card, index, s.cards[card].epoch) in s.once_used:
        return ("602.5b", "Activate only once each turn: it was activated this turn.",
                "턴마다 한 번만 활성화할 수 있습니다: 이번 턴에 이미 활성화했습니다.")
    return None


def note_once(s: MagicState, card: int, index: int, a: Ability) -> None:
    if a.once:        # only this turn's are kept: the older ones no longer matter
        s.once_used = tuple(u for u in s.once_used if u[0] == s.turn) + ((s.turn, card, index, s.cards[card].epoch),)
