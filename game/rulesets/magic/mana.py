"""Mana costs as symbols (107.4) and paying them (601.2g-h, 118): generic, colored, hybrid {R/G}
(either color) and Phyrexian {G/P} (the color or 2 life). Costs are read from data, never from text.

Paying is automatic: pool mana first, then untapped mana sources, found by a matching of colored
symbols to sources so that a cost that can be paid always is (the "mostly automatic payment" of the
table). The player's one real choice, life or mana for each Phyrexian symbol, is part of the action."""
from __future__ import annotations

import dataclasses
import re

from .vocab import COLORS, MANA

_SYMBOL = re.compile(r"\{([^{}]+)\}")


@dataclasses.dataclass(frozen=True)
class Cost:
    generic: int = 0
    colored: tuple[str, ...] = ()               # one color each
    hybrid: tuple[frozenset[str], ...] = ()     # either of two colors each
    phyrexian: tuple[str, ...] = ()             # the color or 2 life each
    x: int = 0                                  # {X} symbols: 0 everywhere but on the stack (107.3b)

    @property
    def mana_value(self) -> int:
        """202.3: each symbol counts 1, generic its number (a Phyrexian or hybrid symbol counts 1)."""
        return self.generic + len(self.colored) + len(self.hybrid) + len(self.phyrexian)

    def symbols(self) -> list[str]:
        """Every color any symbol names, for color and color identity (105.2, 202.2)."""
        out = list(self.colored) + list(self.phyrexian)
        for h in self.hybrid:
            out.extend(sorted(h))
        return out

    def plus_generic(self, n: int) -> "Cost":
        return dataclasses.replace(self, generic=self.generic + n) if n else self

    def text(self) -> str:
        parts = ["{X}"] * self.x
        parts += [f"{{{self.generic}}}"] if self.generic or not (self.colored or self.hybrid or self.phyrexian
                                                                 or self.x) else []
        parts += [f"{{{'/'.join(sorted(h, key=COLORS.index))}}}" for h in self.hybrid]
        parts += [f"{{{c}/P}}" for c in self.phyrexian]
        parts += [f"{{{c}}}" for c in self.colored]
        return "".join(parts)


NO_COST = Cost()


def parse_cost(text: str) -> Cost:
    """``"{2}{W}{R/G}{B/P}"`` as a Cost; raises ValueError naming the bad symbol."""
    if not isinstance(text, str):
        raise ValueError(f"a cost is text like \"{{1}}{{R}}\", not {text!r}")
    if _SYMBOL.sub("", text).strip():
        raise ValueError(f"{text!r} has characters outside {{...}} symbols")
    generic, colored, hybrid, phyrexian, x = 0, [], [], [], 0
    for sym in _SYMBOL.findall(text):
        if sym == "X":
            x += 1                       # 107.3: its value is chosen as the spell is cast (xcost.py)
        elif sym.isdigit():
            generic += int(sym)
        elif sym in COLORS:
            colored.append(sym)
        elif re.fullmatch(r"[WUBRG]/P", sym):
            phyrexian.append(sym[0])
        elif re.fullmatch(r"[WUBRG]/[WUBRG]", sym) and sym[0] != sym[2]:
            hybrid.append(frozenset((sym[0], sym[2])))
        else:
            raise ValueError(f"{{{sym}}} is not a mana symbol of this table (N, X, W U B R G, X/Y hybrid, X/P Phyrexian)")
    return Cost(generic, tuple(colored), tuple(hybrid), tuple(phyrexian), x)


@dataclasses.dataclass(frozen=True)
class Payment:
    """What paying a cost takes: pool mana by kind, the sources tapped, life paid."""
    pool: tuple[int, ...]
    sources: tuple[int, ...]
    life: int


def match_needs(needs: list[frozenset[str]], colors: list[str]) -> list[int]:
    """For each unit of mana (the colors it can be) the colored need it pays, -1 for none: a largest
    matching of needs to units (augmenting paths), tried need by need in order."""
    owner = [-1] * len(colors)

    def augment(n: int, seen: set[int]) -> bool:
        for u, cs in enumerate(colors):
            if u in seen or not any(c in cs for c in needs[n]):
                continue
            seen.add(u)
            if owner[u] < 0 or augment(owner[u], seen):
                owner[u] = n
                return True
        return False

    for n in range(len(needs)):
        augment(n, set())
    return owner


def pay_plan(cost: Cost, pool: list[int], sources: list[tuple[int, str]], life_symbols: int) -> Payment | None:
    """How to pay ``cost`` with ``life_symbols`` of its Phyrexian symbols paid with 2 life each, from
    ``pool`` (amounts by MANA kind) and ``sources`` ((permanent, colors it can make)), or None.

    Pool mana goes first (it empties at the end of the step anyway), then the narrowest sources, so a
    source able to make several colors is kept for the symbols that need it."""
    if life_symbols > len(cost.phyrexian):
        return None
    if len(cost.colored) + len(cost.hybrid) + len(cost.phyrexian) - life_symbols + cost.generic \
            > sum(pool) + len(sources):
        return None                    # fewer units of mana than symbols: no matching needed
    needs: list[frozenset[str]] = [frozenset(c) for c in cost.colored]
    needs += list(cost.hybrid)
    needs += [frozenset(c) for c in cost.phyrexian[life_symbols:]]
    units: list[tuple[str, int, str]] = []       # ("pool", kind index, colors) or ("src", iid, colors)
    for k, n in enumerate(pool):
        units.extend(("pool", k, MANA[k]) for _ in range(n))
    for iid, colors in sorted(sources, key=lambda s: (len(s[1]), s[0])):
        units.append(("src", iid, colors))
    if len(needs) + cost.generic > len(units):
        return None
    owner = match_needs(needs, [colors for _kind, _ref, colors in units])     # unit -> need it pays
    if sum(1 for o in owner if o >= 0) < len(needs):
        return None
    free = [u for u in range(len(units)) if owner[u] < 0]
    used = [u for u in range(len(units)) if owner[u] >= 0] + free[:cost.generic]
    spent = [0] * len(MANA)
    tapped: list[int] = []
    for u in used:
        kind, ref, _colors = units[u]
        if kind == "pool":
            spent[ref] += 1
        else:
            tapped.append(ref)
    return Payment(tuple(spent), tuple(sorted(tapped)), 2 * life_symbols)
