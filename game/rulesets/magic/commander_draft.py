"""Commander Draft (903.13): the draft set, the deck rules of a drafted pool and a program's deck. No pygame.

- The set (903.13a): ``data/set_commander_draft.toml`` lists the cards a booster is made of under the tag its
  slot draws from (legendary, rare, uncommon, common); the booster's sheet is the format's
  (``data/formats.toml``). Checked on load: every problem names the file, the tag and the card.
- The pool (903.13e): what a player drafted, plus our card in the role of the document's "Prismatic Piper",
  Prism Cartographer Ulo (``PIPER``, a colorless legendary creature that chooses its color as the game
  begins, 903.4b), which a player may add only as their commander.
- The deck (903.13f): Commander's deck rules (903.3-903.5) with two exceptions, at least 60 cards with no
  maximum and any number of same-name cards from the pool; basic lands are added freely (guide choice 21).
- A program's deck (``build_deck``): the commander whose color identity holds the most worth of its pool,
  its best cards within that identity and basic lands to 60.
"""
from __future__ import annotations

import functools
import os
from collections import Counter
from typing import Any, Callable

from game.engine.errors import DataError
from game.util.files import read_toml

from .cards import DATA_DIR, CardDb, CardDef, load_card_db
from .commander import MIN_DECK, PIPER, can_lead, identity
from .vocab import COLORS

SET_FILE = "set_commander_draft.toml"
TAGS = ("legendary", "rare", "uncommon", "common")
SPELLS = 36                # a program's deck: the commander, up to 35 cards of its pool, basics to 60
LEAD = 3.0                 # what a card that can be the commander adds to its worth
BASICS = {"W": "MG-L01", "U": "MG-L02", "B": "MG-L03", "R": "MG-L04", "G": "MG-L05"}
OUTSIDE = ("plane", "phenomenon", "scheme", "vanguard", "conspiracy")   # never in a deck, so never in a pack


def read_set(raw: Any, path: str, db: CardDb, tags: tuple[str, ...] = TAGS, required: tuple[str, ...] = TAGS,
             unfit: Callable[[CardDb, str, str], str] | None = None) -> dict[str, tuple[str, ...]]:
    """A draft set's cards by tag (``tags``, of which ``required`` must be there; ``unfit`` says why a card
    may not stand under a tag, this set's rule by default); one DataError listing every problem, each naming
    the field and the card. Conspiracy Draft's set is read by it too."""
    unfit = unfit or _unfit
    problems: list[str] = []
    slots = raw.get("slot") if isinstance(raw, dict) else None
    if not isinstance(slots, dict):
        raise DataError(path, ["slot: the set lists its cards under [slot.<tag>] tables"])
    out: dict[str, tuple[str, ...]] = {}
    seen: dict[str, str] = {}
    for tag, table in slots.items():
        where = f"slot.{tag}"
        if tag not in tags:
            problems.append(f"{where}: unknown tag {tag!r} (tags: {', '.join(tags)})")
            continue
        cards = table.get("cards") if isinstance(table, dict) else None
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            problems.append(f"{where}.cards: a list of card ids")
            continue
        for c in cards:
            why = unfit(db, c, tag)
            if why:
                problems.append(f"{where}.cards: {c}: {why}")
            elif c in seen:
                problems.append(f"{where}.cards: {c}: listed under slot.{seen[c]} already")
            seen.setdefault(c, tag)
        out[tag] = tuple(cards)
    missing = [t for t in required if t not in out]
    if missing:
        problems.append(f"slot: no {', '.join(missing)} table")
    if problems:
        raise DataError(path, problems)
    return out


def _unfit(db: CardDb, c: str, tag: str) -> str:
    if c not in db:
        return "no such card"
    d = db[c]
    if d.token or "basic" in d.supertypes or any(d.is_a(t) for t in OUTSIDE):
        return "not a card a drafted deck may hold (a token, a basic land or a card of a supplement)"
    if c == PIPER:
        return "the 903.13e card is added to a pool, never drafted"
    if tag == "legendary" and not can_lead(d, "commander"):
        return "the legendary slot holds legendary creatures only (a commander in every pack)"
    return ""


@functools.cache
def load_set() -> dict[str, tuple[str, ...]]:
    path = os.path.join(DATA_DIR, SET_FILE)
    return read_set(read_toml(path), path, load_card_db())


# ----- a program's deck ------------------------------------------------------------------------------
def plain(d: CardDef) -> float:
    """A card on its own: a spell by its cost and size, a land little."""
    if d.is_a("land"):
        return 0.5
    return 1.0 + 0.3 * d.cost.mana_value + 0.1 * (d.power + d.toughness)


def worth(d: CardDef) -> float:
    """A drafted card's worth to a program building its deck: on its own, a commander much more (it leads
    the deck from the command zone and fixes the colors). Drafting weighs the seat's picks too
    (``draft_worth``)."""
    return plain(d) + (LEAD if can_lead(d, "commander") else 0.0)


def _fits(db: CardDb, c: str, colors: set[str]) -> bool:
    return "basic" not in db[c].supertypes and set(identity(db[c])) <= colors


def _leads(db: CardDb, pool: list[str]) -> list[tuple[str, str]]:
    """Every (commander, chosen color) the pool offers: its legendary creatures with a color (a colorless
    one could lead no basic land, 903.5d, and our pool has no colorless basic), and the 903.13e card
    with each color."""
    out = sorted({(c, "") for c in pool if can_lead(db[c], "commander") and not db[c].choose_color
                  and identity(db[c])})
    return out + [(PIPER, color) for color in COLORS]


def build_deck(db: CardDb, pool: list[str]) -> dict[str, Any]:
    """The deck a program plays from ``pool``: the setup's form {"cards", "commander", "color", "pool"}."""
    best: tuple[float, str, str, list[str]] | None = None
    for lead, color in _leads(db, pool):
        colors = set(identity(db[lead], color))
        rest = list(pool)
        if lead in rest:
            rest.remove(lead)
        fitting = sorted((c for c in rest if _fits(db, c, colors)), key=lambda c: (-worth(db[c]), c))[:SPELLS - 1]
        score = sum(worth(db[c]) for c in fitting) + 2 * worth(db[lead]) - (3.0 if lead == PIPER else 0.0)
        if best is None or score > best[0]:
            best = (score, lead, color, fitting)
    assert best is not None
    _, lead, color, spells = best
    cards = [lead] + spells
    cards += _basics(db, set(identity(db[lead], color)), spells, MIN_DECK - len(cards))
    return {"cards": cards, "commander": lead, "color": color, "pool": list(pool)}


def _basics(db: CardDb, colors: set[str], spells: list[str], n: int) -> list[str]:
    """``n`` basic lands of the identity's colors, shared by the colored mana symbols of the spells."""
    if n <= 0 or not colors:
        return []
    weight = Counter({c: 1 for c in colors})
    for s in spells:
        weight.update(x for x in db[s].cost.symbols() if x in colors)
    order = [c for c in COLORS if c in colors]
    total = sum(weight[c] for c in order)
    counts = {c: n * weight[c] // total for c in order}
    for c in sorted(order, key=lambda c: -weight[c]):       # what rounding left goes to the most wanted colors
        if sum(counts.values()) >= n:
            break
        counts[c] += 1
    while sum(counts.values()) < n:
        counts[order[0]] += 1
    return [BASICS[c] for c in order for _ in range(counts[c])]
