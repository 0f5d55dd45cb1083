"""What the deck builder and the deck picker know about cards and decks: keywords, the leader's
oath, and the deck-building problems in the player's language."""
from __future__ import annotations

from typing import Any, Iterable

from game.rulesets.lanes import vocab
from game.rulesets.lanes.cards import CardDb, CardDef
from game.rulesets.lanes.cardtext import KEYWORD_NAMES, SUBKEYWORDS
from game.rulesets.lanes.deck import DeckProblem, deck_problems

from .i18n import t

ATTRIBUTES = vocab.ATTRIBUTES
TYPES = ("unit", "item", "skill", "leader")
COSTS = tuple(range(9))          # the last chip means "8 or more"
TYPE_ORDER = {"leader": 0, "unit": 1, "item": 2, "skill": 3}


def _table_keywords(table: Any) -> set[str]:
    kw = table.get("keyword")
    out = {kw} if kw else set()
    for sub in SUBKEYWORDS.get(kw, ()):
        if table.get(sub) not in (None, False):
            out.add(sub)
    for gate in ("level_link", "frontline", "armed"):
        if table.get(gate):
            out.add(gate)
    for item in table.get("static", ()) or ():
        if isinstance(item, dict) or hasattr(item, "get"):
            if item.get("grant"):
                out |= _table_keywords(item["grant"])
    for step in table.get("effect", ()) or ():
        if hasattr(step, "get") and step.get("do") == "grant" and step.get("ability"):
            out |= _table_keywords(step["ability"])
    return out


def card_keywords(card: CardDef) -> frozenset[str]:
    """The keywords and sub-keywords a player reads on the card (either face, granted ones too)."""
    out: set[str] = set()
    for face in (card.front, card.back):
        if face is None:
            continue
        for ab in face.abilities:
            out |= _table_keywords(ab.data)
    return frozenset(k for k in out if k in KEYWORD_NAMES)


def set_keywords(cards: Iterable[CardDef]) -> list[str]:
    """Every keyword found in the set, in the rule book's order (keywords, then sub-keywords)."""
    found: set[str] = set()
    for c in cards:
        found |= card_keywords(c)
    order = list(KEYWORD_NAMES)
    return sorted(found, key=order.index)


def oath_allows(db: CardDb, leader_id: str | None, card: CardDef) -> bool:
    """Whether the leader's oath lets this card in at all (attributes and maximum cost)."""
    if not leader_id or leader_id not in db or card.type == "leader":
        return True
    for cond in db[leader_id].oath:
        if "attributes" in cond and card.attribute not in cond["attributes"]:
            return False
        if "max_cost" in cond and card.cost > cond["max_cost"]:
            return False
    return True


def problem_text(p: DeckProblem, db: CardDb, lang: str) -> str:
    """"[5.1.2.2] At most 3 copies of a card. (Ember Pup)", names in the player's language."""
    s = f"[{p.rule}] {p.ko if lang == 'ko' else p.en}"
    if p.cards:
        names = [db[c].name.get(lang) if c in db else c for c in p.cards]
        shown = names[:4] + ([t("db.more_problems", lang, n=len(names) - 4)] if len(names) > 4 else [])
        s += f" ({', '.join(shown)})"
    return s


def live_problems(db: CardDb, leader: str | None, cards: list[str]) -> list[DeckProblem]:
    """deck_problems, with "choose a leader" in place of an unknown empty leader id."""
    if leader:
        return deck_problems(db, leader, cards)
    probs = []
    for p in deck_problems(db, "", cards):
        if p.rule == "2.10":
            rest = tuple(c for c in p.cards if c)
            if not rest:
                continue
            p = DeckProblem(p.rule, p.en, p.ko, rest)
        probs.append(p)
    en, ko = t("db.need_leader", "en"), t("db.need_leader", "ko")
    return [DeckProblem("5.1.2", en, ko)] + probs
