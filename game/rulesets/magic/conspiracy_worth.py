"""What a drafted card is worth to one program's seat in Conspiracy Draft (905), and the deck a program keeps:
two colors, a curve, basic lands to 40. No pygame; deterministic (the picks and the draft's length alone).

Measured first with a program that took each pack's dearest card (``worth`` alone rises with mana value): its
deck lost to decks drafted at random from the same packs (77 of 200 games won, docs/ai.md "Drafting"), as a
pool of five-drops in five colors makes a slow deck of few spells. So, as in Commander Draft
(``draft_worth``), the card's own worth is weighed by **fit** to the two colors its picks lean to (nothing at
the first pick, all of it from a third of the draft, ``draft_worth.commitment``; a card outside both colors
keeps ``DENY`` of its worth, a colorless card or a conspiracy fits every pair), and by the **curve**: among
the picks of the best pair, a mana value scarcer than the deck wants gains up to ``CURVE``, a glutted one
loses as much. The deck (``pick_spells``): the best cards of the pair by worth, at most ``CAPS`` of each mana
value, so it can cast its spells.
"""
from __future__ import annotations

import functools
import itertools

from .cards import CardDb, CardDef, load_card_db
from .draft_worth import commitment
from .vocab import COLORS

SPELLS = 23                 # a program's deck: 23 cards of its pool, 17 basic lands (40, 905.1d)
DENY = 0.3                  # what a card outside the seat's colors keeps late: it is kept from the others
CURVE = 3.0                 # the most the curve adds or takes (measured, seed 1: 1.0 won 121 of 200, 3.0 131)
PLOT = 3.0                  # a conspiracy's worth
CAPS = (10, 6, 4, 3)        # the deck's spells by mana value (<=2, 3, 4, 5+) at most: 23 with room to spare
PAIRS = tuple(frozenset(p) for p in itertools.combinations(COLORS, 2))


def worth(d: CardDef) -> float:
    """A drafted card alone: a spell by its size more than its cost, a land little, a conspiracy as much as a
    good spell: it takes no place in the deck and works from the command zone all game (905.4), and ours are
    anthems, a card a turn and the like. Measured (``draft-check``, 200 games each, seeds 1 and 101): spells
    by cost and a conspiracy at 1.5, 121 and 113 won; spells by size, the curve at 3 and a conspiracy at 3,
    177 and 185."""
    if d.is_a("conspiracy"):
        return PLOT
    if d.is_a("land"):
        return 0.5
    return 1.0 + 0.15 * d.cost.mana_value + 0.2 * (d.power + d.toughness)


def bucket(d: CardDef) -> int:
    return min(3, max(0, d.cost.mana_value - 2))


def playable(d: CardDef, colors: frozenset[str]) -> bool:
    return not d.is_a("conspiracy") and "basic" not in d.supertypes and set(d.colors) <= colors


def pick_spells(db: CardDb, cards: list[str], colors: frozenset[str]) -> list[str]:
    """The deck's spells of ``cards`` in ``colors``: the best by worth, at most ``CAPS`` of each mana value,
    then the best of the rest while the deck is short."""
    fitting = sorted((c for c in cards if playable(db[c], colors)), key=lambda c: (-worth(db[c]), c))
    counts = [0] * len(CAPS)
    out: list[str] = []
    for c in fitting:
        b = bucket(db[c])
        if len(out) < SPELLS and counts[b] < CAPS[b]:
            out.append(c)
            counts[b] += 1
    rest = [c for c in fitting if c not in out]
    return out + rest[:SPELLS - len(out)]


def best_pair(db: CardDb, cards: list[str]) -> tuple[float, frozenset[str], list[str]]:
    """The two colors whose deck of ``cards`` is worth most: (its worth, the colors, its spells)."""
    best: tuple[float, frozenset[str], list[str]] | None = None
    for pair in PAIRS:
        spells = pick_spells(db, cards, pair)
        score = sum(worth(db[c]) for c in spells)
        if best is None or score > best[0]:
            best = (score, pair, spells)
    assert best is not None
    return best


@functools.lru_cache(maxsize=4096)
def _profile(held: tuple[str, ...]) -> tuple[dict[frozenset[str], float], frozenset[str], tuple[int, ...]]:
    """Each pair's score (the worth of the picks inside it), the best pair and its spells by mana value."""
    db = load_card_db()
    cards = [db[c] for c in held]
    scores = {pair: sum(worth(d) for d in cards if d.colors and playable(d, pair)) for pair in PAIRS}
    top = max(sorted(PAIRS, key=lambda p: "".join(sorted(p))), key=lambda p: scores[p])
    counts = [0] * len(CAPS)
    for d in cards:
        if playable(d, top) and not d.is_a("land"):
            counts[bucket(d)] += 1
    return scores, top, tuple(counts)


def seat_worth(db: CardDb, held: tuple[str, ...], total: int, def_id: str) -> float:
    """``def_id``'s worth to a seat holding ``held`` (sorted definition ids) in a draft of ``total`` picks."""
    d = db[def_id]
    commit = commitment(len(held), total)
    scores, top, counts = _profile(held)
    if d.is_a("conspiracy") or not d.colors or scores[top] <= 0:
        fit = 1.0
    else:
        inside = [v for pair, v in scores.items() if playable(d, pair)]
        fit = max(DENY, (max(inside) / scores[top] if inside else 0.0) ** 2)
    value = worth(d) * ((1 - commit) + commit * fit)
    if playable(d, top) and not d.is_a("land") and sum(counts) >= 5:
        b = bucket(d)
        want = CAPS[b] * sum(counts) / sum(CAPS)
        value += commit * CURVE * max(-1.0, min(1.0, (want - counts[b]) / max(1.0, want)))
    return value


@functools.lru_cache(maxsize=4096)
def pool_worth(held: tuple[str, ...], total: int) -> float:
    """The picks ``held`` (sorted definition ids) together: early every card's worth, later the best deck
    they make, its conspiracies (they cost the deck nothing) and ``DENY`` of the rest."""
    db = load_card_db()
    every = sum(worth(db[c]) for c in held)
    commit = commitment(len(held), total)
    if commit == 0:
        return every
    score, _, spells = best_pair(db, list(held))
    plots = sum(worth(db[c]) for c in held if db[c].is_a("conspiracy"))
    return (1 - commit) * every + commit * (score + plots + DENY * (every - score - plots))
