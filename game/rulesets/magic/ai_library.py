"""The AI's rule-of-thumb answers to the library decisions (library.py): the card it wants most by the AI's
card value, a land of the color its hand needs most while it is short of lands. Reads only what the deciding
seat sees: its hand, its battlefield and the cards the decision shows it. No pygame, no search."""
from __future__ import annotations

from typing import Callable

from game.engine.actions import DONE, Action, Choose

from . import library
from .cards import CardDef
from .state import MagicState

Value = Callable[[CardDef], float]

LANDS_ENOUGH = 5          # with this many lands in play and in hand, another land is the card least wanted


def _lands(s: MagicState, p: int) -> int:
    return sum(1 for c in s.battlefield(p) + s.hand(p) if s.defs[c].is_a("land"))


def _need(s: MagicState, p: int) -> dict[str, int]:
    """Colored symbols of the hand's spells the lands in play do not make yet."""
    made = {c for i in s.battlefield(p) for c in s.defs[i].mana_colors}
    need: dict[str, int] = {}
    for c in s.hand(p):
        for sym in s.defs[c].cost.symbols():
            if sym in "WUBRG" and sym not in made:
                need[sym] = need.get(sym, 0) + 1
    return need


def wanted(s: MagicState, p: int, card: int, card_value: Value) -> float:
    """How much ``p`` wants ``card`` now: a land while short of lands (more for a needed color), else a
    spell by its card value, less when it costs more than the lands could pay soon."""
    d = s.defs[card]
    lands = _lands(s, p)
    if d.is_a("land"):
        if lands >= LANDS_ENOUGH:
            return 0.5
        need = _need(s, p)
        return 3.0 + sum(need.get(c, 0) for c in d.mana_colors) * 0.5
    value = card_value(d)
    return value - (1.5 if d.cost.mana_value > lands + 2 else 0.0)


def choice(s: MagicState, p: int, kind: str, mine: list[Choose], card_value: Value) -> Action | None:
    """``card_value`` is the AI's value of a card (ai_policy.py, which calls this)."""

    def want(s: MagicState, p: int, card: int) -> float:
        return wanted(s, p, card, card_value)

    cards = [a for a in mine if isinstance(a.option, int)]
    if kind in (library.SEARCH, library.LOOK):
        if not cards:
            return next(iter(mine), None)
        return max(cards, key=lambda a: (want(s, p, int(a.option)), -int(a.option)))
    if kind == library.SCRY:
        # to the bottom: what is wanted least, when it is wanted little
        poor = [a for a in cards if want(s, p, int(a.option)) < 1.5]
        if poor:
            return min(poor, key=lambda a: (want(s, p, int(a.option)), int(a.option)))
        return next((a for a in mine if a.option == DONE), None)
    if kind == library.SCRY_TOP:            # the most wanted first: it is drawn first
        return max(cards, key=lambda a: (want(s, p, int(a.option)), -int(a.option))) if cards else None
    if kind == library.BOTTOM:              # the order down there does not matter to this seat
        return cards[0] if cards else None
    return None
