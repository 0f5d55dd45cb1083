"""Elements Illusion's rules of thumb for the AI: what a hand is worth, which skills it can still build,
the public choices made without a search (the Order's EL and array events, Gain and Light), and a quick
player for playouts and fallbacks.

Everything here reads the deciding seat's own hand and public things only, so a choice made by rule of
thumb cannot depend on another seat's secrets.
"""
from __future__ import annotations

import functools
from collections import Counter
from typing import Any

from game.engine.actions import DONE, Action, Choose, Concede
from game.engine.rng import Rng
from game.engine.state import GameState

from . import plan as pl
from .actions import Lock, Reset
from .scoring import best_partition
from .skills import SkillDef
from .state import EIState
from .vocab import ELEMENTS, card, is_element_card, level_of

# Roughly what one point of damage to an opponent is worth in EP: a dealt counter pays 1 EP when it lands
# on a multiple of 4 (EI-12.1), and a target who receives a multiple of 5 in a turn loses 1 (EI-12.2).
EP_PER_DAMAGE = 0.25


@functools.cache
def partition_recipes(skills: tuple[SkillDef, ...]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The skills the final scoring may partition a hand into (2+ cards, EI-1.4)."""
    return tuple((sk.id, sk.recipe) for sk in skills if sk.count >= 2)


def hand_defs(s: EIState, p: int) -> list[str]:
    """The element cards of the player's hand, with the products of the level-ups still on their field."""
    defs = [s.def_of(c) for c in s.hands[p].cards]
    defs = [d for d in defs if is_element_card(d)]
    defs += [into for _m, into, _ep in s.levelups[p]]
    return defs


def hand_value(s: EIState, p: int) -> float:
    """The EP the hand would score if the game ended now (EI-1.4): +1 a card used in a 2+-card skill, a
    penalty for each card left over."""
    value, _skills = best_partition(tuple(sorted(hand_defs(s, p))), partition_recipes(s.skills_in_play))
    return float(value)


def pending_ep(s: EIState, p: int) -> int:
    """The EP of the player's combinations on the level-change field, which arrive at the next draw (EI-6.3)."""
    return sum(ep for _m, _into, ep in s.levelups[p])


def combo_sets(counts: Counter[str]) -> int:
    """How many L1 combinations (three L1 of three elements) the cards make, taken one after another."""
    left = Counter({e: counts.get(card(e, 1), 0) for e in ELEMENTS})
    made = 0
    while True:
        have = sorted((k, e) for e, k in left.items() if k > 0)
        if len(have) < 3:
            return made
        for _k, e in have[-3:]:
            left[e] -= 1
        made += 1


def skill_worth(sk: SkillDef, n: int) -> float:
    """A skill's rough worth when built: its damage over the players it hits, and the cards it clears from
    the hand (each left over would cost EP at the end)."""
    hits = {"single": 1, "two": min(2, n - 1), "others": n - 1, "all": n - 1}[sk.target]
    worth = EP_PER_DAMAGE * sk.damage * hits + 0.5 * sum(level_of(c) for c in sk.recipe)
    if sk.target == "all":
        worth -= EP_PER_DAMAGE * sk.damage      # it hits its user too
    return worth


def best_build(s: EIState, p: int, el: int, ep: int) -> float:
    """The best worth of skills of different card counts the player's free hand makes, their total cost
    within ``el`` plus ``ep`` with the EP paid counted against them (EI-8.4)."""
    free = pl.free_counts(s, p)
    held = tuple(sorted((d, k) for d, k in free.items() if k > 0 and is_element_card(d)))
    return _best_build(s.skills_in_play, held, el, ep, s.n)


@functools.lru_cache(maxsize=1 << 15)
def _needs(sk: SkillDef) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(Counter(sk.recipe).items()))


@functools.lru_cache(maxsize=1 << 15)
def _best_build(skills: tuple[SkillDef, ...], held: tuple[tuple[str, int], ...], el: int, ep: int, n: int) -> float:
    free = dict(held)
    by_count: dict[int, list[SkillDef]] = {}
    for sk in skills:
        if all(free.get(d, 0) >= k for d, k in _needs(sk)):
            by_count.setdefault(sk.count, []).append(sk)
    counts = sorted(by_count)
    best = 0.0

    def walk(i: int, left: dict[str, int], cost: int, worth: float) -> None:
        nonlocal best
        paid = max(0, cost - el)
        if paid > ep:
            return
        best = max(best, worth - paid)
        if i == len(counts):
            return
        walk(i + 1, left, cost, worth)
        for sk in by_count[counts[i]]:
            need = _needs(sk)
            if all(left.get(d, 0) >= k for d, k in need):
                rest = dict(left)
                for d, k in need:
                    rest[d] -= k
                walk(i + 1, rest, cost + sk.cost, worth + skill_worth(sk, n))

    walk(0, free, 0, 0.0)
    return best


# ----- choices made by rule of thumb ---------------------------------------------------------------------
def public_choice(s: EIState, p: int, legal: list[Action]) -> Action | None:
    """A public decision of the draw or check phase, answered from the player's own hand and what is public:
    the Order's EL suits the hand (EI-6.4); the array's Division takes the best card, Cancellation hits the
    opponent with most EP coming; Gain when EP is gained this turn, Light when the skills cost EP."""
    if not s.decisions or s.sealed():
        return None
    d = s.decisions[0]
    if d.player != p:
        return None
    want: Any = None
    if d.kind == "el":
        ep = s.ep[p]
        # the best build each EL allows; of equal ones the lowest, which gives the others the least room
        want = max(d.options, key=lambda v: (best_build(s, p, max(0, v - s.penalty[p]), ep), -v))
    elif d.kind == "support":
        want = _support(s, p, d.options)
    elif d.kind == "array_division":
        cards = [o for o in d.options if o != "no"]
        want = max(cards, key=lambda c: (level_of(c), c)) if cards else "no"
    elif d.kind == "array_exchange":
        want = "no"
    elif d.kind == "array_element":
        mine = Counter(s.def_of(c) for c in s.hands[p].cards)
        want = min(d.options, key=lambda e: (mine[card(e, 1)], e))
    elif d.kind == "array_cancel":
        others = [q for q in d.options if q != "no" and q != p]
        want = max(others, key=lambda q: (pending_ep(s, q), -q)) if others else "no"
    for a in legal:
        if isinstance(a, Choose) and a.option == want:
            return a
    return None


def _support(s: EIState, p: int, options: tuple[Any, ...]) -> Any:
    costs = [max(0, s.skill(sk["skill"]).cost - (1 if sk["light"] else 0)) for sk in s.plans[p]["skills"]]
    if "light" in options and pl.excess(s, p, costs) > 0:
        return "light"
    if "gain" in options and s.gained[p] > 0:
        return "gain"
    return DONE


# ----- which actions to search, and a quick player ---------------------------------------------------------
def sensible(s: GameState, player: int) -> list[Action]:
    """The player's legal actions but conceding and taking a phase back (the search builds a plan forward;
    Reset only undoes)."""
    assert isinstance(s, EIState)
    legal = [a for a in s.legal_actions() if a.player == player and not isinstance(a, (Concede, Reset))]
    return legal


def quick_action(s: GameState, player: int, rng: Rng) -> Action:
    """A public decision by rule of thumb; in a sealed phase a random step now and then, else Lock."""
    assert isinstance(s, EIState)
    legal = sensible(s, player)
    if len(legal) == 1:
        return legal[0]
    chosen = public_choice(s, player, legal)
    if chosen is not None:
        return chosen
    if s.sealed():
        steps = [a for a in legal if not isinstance(a, Lock)]
        if steps and rng.below(3):
            return steps[rng.below(len(steps))]
        return next(a for a in legal if isinstance(a, Lock))
    return legal[rng.below(len(legal))]


__all__ = ["hand_value", "pending_ep", "combo_sets", "best_build", "public_choice", "sensible", "quick_action"]
