"""What a program thinks a card is worth when drafting, building a deck from picks or mutating, in
halves of a point: 3 per point of attack, 2 per point of HP, minus 2 per point of mana cost, plus what
its abilities are worth (the mutation cost table's prices, the one price list of abilities the game has;
drawbacks count against). Mana is plentiful (the hand is the mana, about 9 a turn) and a destroyed card
comes back to the hand, so raw power weighs more than cost: weighing stats against the curve
(attack + HP = 2 x cost + 2, guide 7.2) drafted decks that beat random drafts only about half the time,
these weights 85 % (docs/ai.md). Pure arithmetic on the card data: the same cards always get the same worth.
"""
from __future__ import annotations

from .cards import CardDb, CardDef
from .mutation_costs import Costs, load_costs

DRAWBACK_WORTH = -3            # in halves: a drawback is a real handicap (L1600-1608)


def ability_worth(costs: Costs, name: str, pair: str = "") -> int:
    """Halves of a point: the ability's mutation cost; an Aura its pair's; a drawback negative."""
    if name == "aura":
        return costs.ability.get(pair, 2)
    if name in costs.cover:
        return DRAWBACK_WORTH
    return costs.ability.get(name, 2)


def card_worth(card: CardDef, costs: Costs | None = None) -> int:
    """Halves of a point; a spell's damage counts as attack (it comes back to the hand after use)."""
    costs = costs or load_costs()
    skills = sum(ability_worth(costs, a, card.aura) for a in card.abilities)
    if card.type == "spell":
        return 3 * card.damage - 2 * card.cost + skills
    return 3 * card.attack + 2 * card.hp - 2 * card.cost + skills


def rank(db: CardDb, ids: list[str] | tuple[str, ...]) -> list[str]:
    """The cards best first (ties by id, so the order never depends on anything else)."""
    costs = load_costs()
    return sorted(ids, key=lambda c: (-card_worth(db[c], costs), c))


def best_deck(db: CardDb, picks: list[str], size: int = 8) -> list[str]:
    """The ``size`` cards a program keeps as its deck: the most worth, at most two spells while there are
    creatures enough (a spell needs a creature in play to target)."""
    order = rank(db, picks)
    creatures = [c for c in order if db[c].type == "creature"]
    spells = [c for c in order if db[c].type != "creature"]
    keep_spells = max(2, size - len(creatures))
    chosen = set(creatures[:size - min(keep_spells, len(spells))] + spells[:keep_spells])
    deck = [c for c in order if c in chosen][:size]
    return deck + [c for c in order if c not in deck][:size - len(deck)]
