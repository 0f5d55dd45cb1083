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
from typing import Any

from game.engine.errors import DataError
from game.util.files import read_toml

from .cards import DATA_DIR, CardDb, CardDef, DeckProblem, load_card_db
from .commander import can_lead, identity
from .vocab import COLORS

SET_FILE = "set_commander_draft.toml"
TAGS = ("legendary", "rare", "uncommon", "common")
PIPER = "MG-K10"           # Prism Cartographer Ulo, in the role of 903.13e's "Prismatic Piper"
PIPER_MAX = 2              # 903.13e: up to two may be added; one commander per deck makes it one in practice
MIN_DECK = 60              # 903.13f
SPELLS = 36                # a program's deck: the commander, up to 35 cards of its pool, basics to 60
BASICS = {"W": "MG-L01", "U": "MG-L02", "B": "MG-L03", "R": "MG-L04", "G": "MG-L05"}
OUTSIDE = ("plane", "phenomenon", "scheme", "vanguard", "conspiracy")   # never in a deck, so never in a pack


def read_set(raw: Any, path: str, db: CardDb) -> dict[str, tuple[str, ...]]:
    """The set's cards by tag; one DataError listing every problem, each naming the field and the card."""
    problems: list[str] = []
    slots = raw.get("slot") if isinstance(raw, dict) else None
    if not isinstance(slots, dict):
        raise DataError(path, ["slot: the set lists its cards under [slot.<tag>] tables"])
    out: dict[str, tuple[str, ...]] = {}
    seen: dict[str, str] = {}
    for tag, table in slots.items():
        where = f"slot.{tag}"
        if tag not in TAGS:
            problems.append(f"{where}: unknown tag {tag!r} (tags: {', '.join(TAGS)})")
            continue
        cards = table.get("cards") if isinstance(table, dict) else None
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            problems.append(f"{where}.cards: a list of card ids")
            continue
        for c in cards:
            why = _unfit(db, c, tag)
            if why:
                problems.append(f"{where}.cards: {c}: {why}")
            elif c in seen:
                problems.append(f"{where}.cards: {c}: listed under slot.{seen[c]} already")
            seen.setdefault(c, tag)
        out[tag] = tuple(cards)
    missing = [t for t in TAGS if t not in out]
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


# ----- the deck (903.13e-f) ----------------------------------------------------------------------------
def _p(rule: str, en: str, ko: str) -> DeckProblem:
    return DeckProblem(rule, en, ko)


def deck_problems(db: CardDb, cards: list[str], commander: str, color: str, pool: list[str],
                  partner: str = "") -> list[DeckProblem]:
    """Every way a drafted deck breaks 903.13e-f (and Commander's 903.3-903.5 it keeps)."""
    from .commander import deck_problems as commander_problems
    out = commander_problems(db, cards, commander, "commander", color, partner, drafted=True)
    if len(cards) < MIN_DECK:
        out.append(_p("903.13f", f"A Commander Draft deck has at least {MIN_DECK} cards with its commander, "
                                 f"not {len(cards)}.",
                      f"커맨더 드래프트 덱은 장군을 포함해 최소 {MIN_DECK}장이어야 합니다({len(cards)}장)."))
    owned = Counter(pool)
    used = Counter(c for c in cards if not (c in db and "basic" in db[c].supertypes))
    if commander not in owned and commander != PIPER:
        out.append(_p("903.13e", f"The commander {commander} is not in your pool: draft it, or add "
                                 f"{_name(db, PIPER)} as your commander.",
                      f"장군 {commander}이(가) 카드풀에 없습니다. 드래프트하거나 {_name(db, PIPER, 'ko')}을(를) "
                      f"장군으로 추가하세요."))
    added = used[PIPER] - owned[PIPER]
    if added > 0 and (commander != PIPER or added > 1):
        out.append(_p("903.13e", f"{_name(db, PIPER)} may be added to a pool only as the commander: "
                                 f"{added} added, {1 if commander == PIPER else 0} allowed.",
                      f"{_name(db, PIPER, 'ko')}은(는) 장군으로만 카드풀에 추가할 수 있습니다: "
                      f"{added}장 추가, {1 if commander == PIPER else 0}장 허용."))
    refused = commander if commander not in owned else ""      # said once above, not again here
    over = sorted(c for c, n in used.items() if c not in (PIPER, refused) and n > owned[c])
    if over:
        out.append(_p("903.13f", f"More copies than your pool holds: {', '.join(over)}.",
                      f"카드풀에 있는 것보다 많이 넣었습니다: {', '.join(over)}."))
    return out


def _name(db: CardDb, c: str, lang: str = "en") -> str:
    return db[c].name.get(lang) if c in db else c


# ----- a program's deck ------------------------------------------------------------------------------
def worth(d: CardDef) -> float:
    """A drafted card's worth to a program: a spell by its cost, a land little, a commander much (it leads
    the deck from the command zone and fixes the colors)."""
    if d.is_a("land"):
        return 0.5
    value = 1.0 + 0.3 * d.cost.mana_value + 0.1 * (d.power + d.toughness)
    return value + (3.0 if can_lead(d, "commander") else 0.0)


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
