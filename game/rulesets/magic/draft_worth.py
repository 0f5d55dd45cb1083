"""What a drafted card is worth to one program's seat in Commander Draft (903.13), given the seat's picks so
far. No pygame; deterministic (the picks and the draft's length alone, no clock, no generator).

A drafted deck plays only the cards inside its commander's color identity (903.4, 903.5c), and our set's
legends are mostly of one color, so a pool spread over five colors makes a deck of twenty spells and forty
basic lands. The terms (docs/ai.md, "Drafting"):

- **the card itself** (``commander_draft.plain``): cost and size, a land little;
- **fit**: the identities the seat could lead (each color, by Prism Cartographer Ulo or a legend of that
  color, and the identity of every legend it holds) are scored by the worth of its colored picks inside
  them; a card is worth its share of the best identity that holds it (squared, so a distant second color
  counts little), never less than ``DENY`` (a card taken is one the other seats cannot play). How much fit
  counts grows with the draft: nothing at the first pick, all of it once a third of the draft's picks are
  made (``COMMIT``), so a card outside every likely identity is worth little late;
- **a commander** (a legendary creature that can lead): +``LEAD`` (3) whatever the seat's colors, as before fit was
  weighed: a held legend opens its identity to the seat (the fit term reads it), and one taken is one the
  others cannot lead with. Measured: scaling the bonus by fit lost more games against random drafts
  (docs/ai.md, "Drafting");
- **the curve**: among the picks of the best identity, a card whose mana value is scarcer than a Commander
  deck wants gains up to ``CURVE``, a glutted one loses as much.

What the picks are worth together (``pool_worth``, the program's judgement after a pick) blends the same
way: early the worth of every card, later the best deck the picks make (the identity whose 35 best cards
and commander are worth most) and ``DENY`` of every other pick, so a pick that joins the seat's colors
raises it and one outside them hardly does.
"""
from __future__ import annotations

import functools
from typing import NamedTuple

from .cards import CardDb, CardDef, load_card_db
from .commander import can_lead, identity
from .commander_draft import LEAD, SPELLS, plain
from .vocab import COLORS

COMMIT = 3.0          # fit counts fully once a third of the draft's picks are made (1 / COMMIT)
DENY = 0.3            # what a card outside the seat's identities keeps of its worth late: it is kept from the others
CURVE = 1.0           # the most the curve adds or takes
CURVE_FROM = 5        # picks of the best identity before the curve is read at all
# the shares of a Commander Draft deck's spells by mana value (<=2, 3, 4, 5+), about 14, 9, 6 and 6 of 35
CURVE_SHARES = (0.40, 0.25, 0.17, 0.18)


def _bucket(d: CardDef) -> int:
    return min(3, max(0, d.cost.mana_value - 2))


class Profile(NamedTuple):
    scores: dict[frozenset[str], float]      # every identity the seat could lead, by the worth of its picks inside it
    best: frozenset[str]
    curve: tuple[float, ...]                 # shares of the best identity's spells by mana value (none: empty)


@functools.lru_cache(maxsize=4096)
def profile(held: tuple[str, ...]) -> Profile:
    """The seat's picks read as a drafter reads them (``held``: definition ids, sorted)."""
    db = load_card_db()
    cards = [db[c] for c in held if "basic" not in db[c].supertypes]
    idents = [frozenset(identity(d)) for d in cards]
    leaders = [frozenset(identity(d)) for d in cards if can_lead(d, "commander") and not d.choose_color and identity(d)]
    candidates = {frozenset(c) for c in COLORS} | set(leaders)
    # colorless picks fit every identity alike, so they tell nothing of which to choose: not counted
    scores = {colors: sum(plain(d) for d, i in zip(cards, idents) if i and i <= colors) for colors in candidates}
    best = max(sorted(candidates, key=lambda c: "".join(sorted(c))), key=lambda c: scores[c])
    spells = [d for d, i in zip(cards, idents) if i <= best and not d.is_a("land")]
    counts = [0] * 4
    for d in spells:
        counts[_bucket(d)] += 1
    curve = tuple(n / len(spells) for n in counts) if len(spells) >= CURVE_FROM else ()
    return Profile(scores, best, curve)


def _share(p: Profile, ident: frozenset[str]) -> float:
    """How well an identity fits the picks: the best-scoring identity holding it, against the best of all
    (1: inside the seat's best identity; a colorless card fits them all)."""
    top = p.scores[p.best]
    if top <= 0:
        return 1.0
    inside = [v for colors, v in p.scores.items() if ident <= colors]
    return max(inside) / top if inside else 0.0


def seat_worth(db: CardDb, held: tuple[str, ...], total: int, def_id: str) -> float:
    """``def_id``'s worth to a seat holding ``held`` (sorted definition ids) in a draft of ``total`` picks."""
    d = db[def_id]
    p = profile(held)
    commit = commitment(len(held), total)
    ident = frozenset(identity(d))
    fit = max(DENY, min(1.0, _share(p, ident)) ** 2)
    value = plain(d) * ((1 - commit) + commit * fit)
    if can_lead(d, "commander") and not d.choose_color and ident:
        value += LEAD
    if p.curve and ident <= p.best and not d.is_a("land"):
        b = _bucket(d)
        value += commit * CURVE * max(-1.0, min(1.0, (CURVE_SHARES[b] - p.curve[b]) / CURVE_SHARES[b]))
    return value


def commitment(picks: int, total: int) -> float:
    """How much fit counts after ``picks`` of a draft of ``total``: none at first, fully from a third on."""
    return min(1.0, COMMIT * picks / total) if total else 1.0


@functools.lru_cache(maxsize=4096)
def pool_worth(held: tuple[str, ...], total: int) -> float:
    """The picks ``held`` (sorted definition ids) together, in a draft of ``total`` picks a seat."""
    db = load_card_db()
    cards = [db[c] for c in held if "basic" not in db[c].supertypes]
    every = sum(plain(d) for d in cards)
    commit = commitment(len(held), total)
    if commit == 0:
        return every
    idents = [frozenset(identity(d)) for d in cards]
    leads: dict[frozenset[str], float] = {frozenset(c): 0.0 for c in COLORS}     # any color: Prism Cartographer Ulo
    for d, i in zip(cards, idents):
        if can_lead(d, "commander") and not d.choose_color and i:
            leads[i] = LEAD          # a legend leading the identity (its own worth is among the fitting cards)
    best = 0.0
    for colors, lead in leads.items():
        fitting = sorted((plain(d) for d, i in zip(cards, idents) if i <= colors), reverse=True)
        kept = sum(fitting[:SPELLS - 1])         # the program's deck: the commander and its best cards
        best = max(best, lead + kept + DENY * (every - kept))
    return (1 - commit) * every + commit * best
