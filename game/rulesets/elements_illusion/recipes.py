"""Recipes: which hand cards a skill needs with or without Shadow Copy (EI-11.1), whom it may target
(EI-8.5, EI-11.8), and the combinations and trades a hand allows (EI-7.2, EI-7.4)."""
from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Mapping
from itertools import combinations, combinations_with_replacement

from .actions import NO_COPY
from .skills import SkillDef
from .vocab import COMBO_EP, ELEMENTS, TRADE_PRICE, card, element_of, is_element_card, level_of


@functools.lru_cache(maxsize=None)
def needs(skill: SkillDef, copy: str) -> tuple[str, ...] | None:
    """The hand cards (definitions, sorted) the skill takes when built with this copy; None if the copy
    does not fit its recipe. "up:F1": the hand's L1 Fire counts as the recipe's L2 Fire. "twin:F": one
    L1 Fire of the recipe is a virtual copy of another Fire card of the same skill."""
    recipe = list(skill.recipe)
    if copy == NO_COPY:
        return tuple(recipe)
    kind, _, arg = copy.partition(":")
    if kind == "up":
        if not is_element_card(arg) or level_of(arg) == 3:
            return None
        raised = card(element_of(arg), level_of(arg) + 1)
        if raised not in recipe:
            return None
        recipe.remove(raised)
        recipe.append(arg)
        return tuple(sorted(recipe))
    if kind == "twin":
        if arg not in ELEMENTS or card(arg, 1) not in recipe:
            return None
        recipe.remove(card(arg, 1))
        if not any(element_of(c) == arg for c in recipe):
            return None
        return tuple(sorted(recipe))
    return None


@functools.lru_cache(maxsize=None)
def copies(skill: SkillDef) -> tuple[str, ...]:
    """Every Shadow Copy that can build this skill."""
    out = [f"up:{card(element_of(c), level_of(c) - 1)}" for c in sorted(set(skill.recipe)) if level_of(c) >= 2]
    out += [f"twin:{e}" for e in ELEMENTS if needs(skill, f"twin:{e}") is not None]
    return tuple(out)


@functools.lru_cache(maxsize=4096)
def _wanted(defs: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    return tuple(Counter(defs).items())


def has(free: Mapping[str, int], defs: tuple[str, ...] | list[str]) -> bool:
    """Does a hand (counts by definition) hold these cards?"""
    for d, k in _wanted(defs if isinstance(defs, tuple) else tuple(defs)):
        if free.get(d, 0) < k:
            return False
    return True


def target_sets(skill: SkillDef, user: int, n: int) -> list[tuple[int, ...]]:
    """The choices of targets a skill offers (EI-8.5): a single other player, two different other
    players (the only opponent once in a two-player game), or nothing to choose."""
    opp = [q for q in range(n) if q != user]
    if skill.target == "single":
        return [(q,) for q in opp]
    if skill.target == "two":
        return [(opp[0],)] if len(opp) == 1 else list(combinations(opp, 2))
    return [()]


def multishot_sets(skill: SkillDef, targets: tuple[int, ...] | list[int], user: int, n: int) -> list[tuple[int, ...]]:
    """Multi Shot's choices (EI-11.8): a single-target skill hits 2 or more opponents; a two-target skill
    one more; a skill that hits everyone already gains nothing."""
    opp = [q for q in range(n) if q != user]
    if skill.target == "single":
        return [c for k in range(2, len(opp) + 1) for c in combinations(opp, k)]
    if skill.target == "two":
        return [tuple(sorted((*targets, q))) for q in opp if q not in targets]
    return []


def hit_list(skill: SkillDef, user: int, chosen: list[int], n: int, order: list[int]) -> list[int]:
    """The players a skill hits, in turn order: "all" includes its user (EI-8.5, example L393)."""
    if skill.target == "all":
        return list(order)
    if skill.target == "others":
        return [q for q in order if q != user]
    return sorted(chosen, key=order.index)


def combine_options(free: Mapping[str, int]) -> list[tuple[tuple[str, ...], str]]:
    """Combinations a hand allows (EI-7.2): three L1 of three elements -> the fourth element's L2;
    three L2 -> an L3 of any element."""
    out: list[tuple[tuple[str, ...], str]] = []
    for e in ELEMENTS:
        use = tuple(sorted(card(x, 1) for x in ELEMENTS if x != e))
        if has(free, use):
            out.append((use, card(e, 2)))
    l2 = sorted(d for d in free if is_element_card(d) and level_of(d) == 2)
    for use in combinations_with_replacement(l2, 3):
        if has(free, use):
            out.extend((use, card(e, 3)) for e in ELEMENTS)
    return out


def combo_product(use: list[str], into: str) -> int | None:
    """The combination's level (2 or 3) if ``use`` -> ``into`` is one (EI-7.2), else None."""
    if len(use) != 3 or not all(is_element_card(d) for d in use) or not is_element_card(into):
        return None
    levels = {level_of(d) for d in use}
    if levels == {1} and level_of(into) == 2:
        els = {element_of(d) for d in use}
        return 2 if len(els) == 3 and element_of(into) not in els else None
    if levels == {2} and level_of(into) == 3:
        return 3
    return None


def trade_options(free: Mapping[str, int]) -> list[tuple[str, ...]]:
    """The payments a hand allows for an ability card (EI-7.4): 3 L1, 2 L2 or 1 L3, any elements."""
    out: list[tuple[str, ...]] = []
    for level, k in TRADE_PRICE.items():
        defs = sorted(d for d in free if is_element_card(d) and level_of(d) == level)
        for pay in combinations_with_replacement(defs, k):
            if has(free, pay):
                out.append(pay)
    return out


def is_payment(pay: list[str]) -> bool:
    if not pay or not all(is_element_card(d) for d in pay):
        return False
    levels = {level_of(d) for d in pay}
    return len(levels) == 1 and TRADE_PRICE[levels.pop()] == len(pay)


def division_products(def_id: str) -> list[str]:
    """What Division gives for a card (EI-11.7): L2 X -> L1 of the other three elements; L3 X -> three L2 X."""
    e, lv = element_of(def_id), level_of(def_id)
    if lv == 2:
        return [card(x, 1) for x in ELEMENTS if x != e]
    if lv == 3:
        return [card(e, 2)] * 3
    return []


COMBO_LEVEL_EP = COMBO_EP
