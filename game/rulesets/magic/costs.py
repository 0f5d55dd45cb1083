"""Paying costs (601.2f-h, 602.2b, 118): mana from the pool and from untapped mana sources, life for
Phyrexian symbols (119.4), tapping, sacrificing and loyalty (606.4). No pygame."""
from __future__ import annotations

from . import commander
from .cards import Ability
from .mana import Cost, Payment, match_needs, pay_plan
from .state import MagicState
from .stats import has
from .vocab import COLORS, IDENTITY_MANA, MANA


def can_tap(s: MagicState, iid: int) -> bool:
    """An untapped permanent whose {T} may be used: a creature needs haste or to have been under its
    controller's control since their turn began (302.6)."""
    perm = s.perm.get(iid)
    if perm is None or perm.tapped:
        return False
    return not (perm.sick and s.defs[iid].is_a("creature") and not has(s, iid, "haste"))


def mana_sources(s: MagicState, p: int, *, exclude: int = -1, unbounded: bool = False) -> list[tuple[int, str]]:
    """``p``'s untapped mana sources and the colors each can make; ``unbounded`` lets a source of "your
    commander's color identity" make any color, to tell whether 903.4e is what stands in the way."""
    out = []
    for iid in s.battlefield(p):
        colors = s.defs[iid].mana_colors
        if IDENTITY_MANA in colors:          # 903.4e: no commander, no such color: it makes nothing
            colors = colors.replace(IDENTITY_MANA, "".join(COLORS) if unbounded
                                    else commander.identity_of(s, s.controller(iid)))
        if colors and iid != exclude and can_tap(s, iid):
            out.append((iid, colors))
    return out


def plan(s: MagicState, p: int, cost: Cost, life_symbols: int, *, exclude: int = -1,
         sources: list[tuple[int, str]] | None = None) -> Payment | None:
    """How ``p`` would pay, or None if they cannot (including life they do not have, 119.4). ``sources``:
    ``p``'s mana sources, when the caller asks about many costs in one unchanged state (the legal list)."""
    if life_symbols and s.life[p] < 2 * life_symbols:
        return None
    if cost.mana_value == 0 and not life_symbols:
        return Payment((0,) * len(MANA), (), 0)
    if sources is None:
        sources = mana_sources(s, p, exclude=exclude)
    elif exclude >= 0:
        sources = [x for x in sources if x[0] != exclude]
    return pay_plan(cost, s.pool[p], sources, life_symbols)


class Means:
    """What ``p`` could pay with now (life, pool, untapped mana sources), gathered once where many costs are
    asked about in one unchanged state (the legal list). ``can_pay`` says what ``plan`` would, without
    making the payment: whether every colored symbol finds a unit of mana of its color (a largest matching)
    and the generic part the units left."""
    __slots__ = ("life", "units", "sources", "plain", "every", "tappers")

    def __init__(self, s: MagicState, p: int) -> None:
        self.life = s.life[p]
        self.units = [MANA[k] for k, n in enumerate(s.pool[p]) for _ in range(n)]
        self.sources = mana_sources(s, p)
        # every unit makes one kind of mana (basic lands, a pool): symbols of one color each are then paid
        # color by color, and counting is the whole matching
        self.plain = all(len(colors) == 1 for _iid, colors in self.sources)
        self.every = self.units + [colors for _iid, colors in self.sources]    # the units with no source left out
        self.tappers = {iid for iid, _colors in self.sources}

    def seen(self) -> tuple[object, ...]:
        """All that ``can_pay`` reads (the rest is derived from it)."""
        return self.life, self.units, self.sources

    def can_pay(self, cost: Cost, life_symbols: int, exclude: int = -1) -> bool:
        if life_symbols and self.life < 2 * life_symbols:
            return False
        if cost.mana_value == 0 and not life_symbols:
            return True
        if life_symbols > len(cost.phyrexian):
            return False
        colored = len(cost.colored) + len(cost.hybrid) + len(cost.phyrexian) - life_symbols
        units = self.units + [colors for iid, colors in self.sources if iid != exclude] \
            if exclude in self.tappers else self.every
        if colored + cost.generic > len(units):
            return False
        if not colored:
            return True
        if self.plain and not cost.hybrid:
            wanted = cost.colored + cost.phyrexian[life_symbols:]
            return all(units.count(c) >= wanted.count(c) for c in set(wanted))
        needs: list[frozenset[str]] = [frozenset(c) for c in cost.colored]
        needs += list(cost.hybrid)
        needs += [frozenset(c) for c in cost.phyrexian[life_symbols:]]
        return sum(1 for o in match_needs(needs, units) if o >= 0) == colored


def identity_mana_problem(s: MagicState, p: int, cost: Cost, life_symbols: int,
                          exclude: int = -1) -> tuple[str, str, str] | None:
    """903.4e, when it is why ``cost`` cannot be paid: a source of mana of the commander's color identity
    makes no color outside that identity, and no mana at all without a commander. None if the cost could
    not be paid even if such sources made any color."""
    if pay_plan(cost, s.pool[p], mana_sources(s, p, exclude=exclude, unbounded=True), life_symbols) is None:
        return None
    colors = commander.identity_of(s, p)
    if not colors:
        return ("903.4e", "Mana of your commander's color identity: you have no commander color, so that "
                          "source makes no mana.",
                "장군의 색 아이덴티티의 마나: 장군의 색이 없으므로 그 마나원은 마나를 만들지 않습니다.")
    return ("903.4e", f"Mana of your commander's color identity ({colors}) only: that source makes no other color.",
            f"장군의 색 아이덴티티({colors})의 마나만 만들 수 있습니다: 그 마나원은 다른 색을 만들지 않습니다.")


def pay(s: MagicState, p: int, payment: Payment, source: int) -> None:
    """Tap the sources for their mana and spend it with the pool's (605.3a: mana abilities while paying)."""
    for iid in payment.sources:
        s.perm[iid].tapped = True
        s.touch(iid)
    for k, n in enumerate(payment.pool):
        s.pool[p][k] -= n
    if payment.life:
        s.life[p] -= payment.life
        s.emit("life_paid", player=p, amount=payment.life, life=s.life[p], source=source, rule="119.4")
    if payment.sources or any(payment.pool):
        s.emit("mana_paid", player=p, sources=list(payment.sources), pool=list(payment.pool), source=source,
               rule="601.2h")


def other_costs_problem(s: MagicState, iid: int, a: Ability) -> tuple[str, str, str] | None:
    """Why the non-mana part of an activated ability's cost cannot be paid now, or None."""
    perm = s.perm.get(iid)
    if perm is None:                      # a vanguard in the command zone: mana is its only cost
        return None
    if a.tap and not can_tap(s, iid):
        if perm.tapped:
            return ("602.5a", "It is tapped: its {T} cost cannot be paid.", "탭되어 있어 {T} 비용을 지불할 수 없습니다.")
        return ("302.6", "A creature uses {T} only from its controller's most recent turn on (or with haste).",
                "생물은 조종자의 가장 최근 턴 시작부터 조종했어야(또는 신속이 있어야) {T}를 쓸 수 있습니다.")
    if a.loyalty is not None:
        if perm.loyalty_used:
            return ("606.3", "Only one loyalty ability of a planeswalker per turn.",
                    "플레인즈워커의 충성 능력은 턴마다 하나만 활성화할 수 있습니다.")
        if perm.loyalty + a.loyalty < 0:
            return ("606.6", "It has too few loyalty counters for that cost.", "그 비용을 낼 충성 카운터가 부족합니다.")
    return None
