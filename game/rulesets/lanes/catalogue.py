"""The Lanes TCG's ``catalogue`` part: its cards, decks and deck rules (5.1.2) for the deck screens.

Cards are coloured by attribute, filtered by attribute, type, cost and keyword (the keywords a
player reads on a card, either face, granted ones too), and checked by ``deck.deck_problems`` with
"choose a leader" added while none is chosen. The leader's oath keeps cards out; the builder shows it.
No pygame.
"""
from __future__ import annotations

from typing import Any, Iterable

from game.engine.catalogue import (Catalogue, CardEntry, Colour, DeckCounter, DeckList, DeckProblem, DeckRules, Filter,
                                   Stat)
from game.engine.text import Msg

from . import vocab
from .cardtext import (ATTRIBUTE_NAMES, KEYWORD_NAMES, LABELS, SUBKEYWORDS, TYPE_NAMES, affiliation_name, card_lines,
                       oath_text)
from .cards import CardDb, CardDef, load_card_db
from .deck import DECK_SIZE, MAX_COPIES, MAX_TRIGGERS, deck_problems, load_all_decks

TYPE_ORDER = {"leader": 0, "unit": 1, "item": 2, "skill": 3}
TYPES = ("unit", "item", "skill", "leader")
COSTS = tuple(range(9))          # the last chip means "8 or more"
# Frame colours; the colour-blind set is game.ui.palette's ATTRIBUTE_SAFE (Okabe-Ito's, a violet for
# storm), which stays distinct under the common colour-vision deficiencies. Each attribute has a glyph too.
COLOURS = (
    Colour("fire", ATTRIBUTE_NAMES["fire"], (206, 64, 52), (213, 94, 0), "flame"),
    Colour("earth", ATTRIBUTE_NAMES["earth"], (70, 150, 72), (0, 158, 115), "leaf"),
    Colour("storm", ATTRIBUTE_NAMES["storm"], (128, 84, 178), (110, 80, 240), "spiral"),
    Colour("wave", ATTRIBUTE_NAMES["wave"], (48, 112, 200), (0, 114, 178), "wave"),
    Colour("lightning", ATTRIBUTE_NAMES["lightning"], (224, 184, 40), (240, 228, 66), "bolt"),
)
TYPE_CHIPS = {"unit": Msg("Units", "유닛"), "item": Msg("Items", "아이템"), "skill": Msg("Skills", "스킬"),
              "leader": Msg("Leaders", "리더")}
COST = Msg("Cost", "코스트")
POWER = Msg("Power", "파워")
HIT = Msg("Hit", "히트")
AWAKENED = Msg("Awakened: {name}", "각성: {name}")
OATH_BLOCKS = Msg("The leader's oath does not allow this card.", "리더의 서약으로 넣을 수 없는 카드입니다.")
NEED_LEADER = DeckProblem("5.1.2", "Choose a leader card.", "리더 카드를 고르세요.")


# ----- keywords a player reads on a card ---------------------------------------------------------------
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


# ----- the catalogue ----------------------------------------------------------------------------------
def _entry(card: CardDef, db: CardDb) -> CardEntry:
    stats: list[Stat] = []
    if card.type != "leader":
        stats.append(Stat("cost", COST, card.cost, "corner"))
    if card.type == "unit":
        stats.append(Stat("power", POWER, card.power, "left"))
        stats.append(Stat("hit", HIT, card.hit, "right", rgb=(230, 120, 110), shape="diamond"))
    icons: list[str] = []
    for ab in card.front.abilities:
        if ab.keyword not in icons:
            icons.append(ab.keyword)
    name = TYPE_NAMES[card.type]
    fields = {"attr": (card.attribute,), "type": (card.type,), "kw": tuple(sorted(card_keywords(card))),
              "cost": () if card.type == "leader" else (str(min(card.cost, COSTS[-1])),)}
    return CardEntry(
        id=card.id, name=card.name, kind=card.type, kind_name=Msg(name.en.capitalize(), name.ko),
        colour=card.attribute, stats=tuple(stats), icons=tuple(icons),
        tags=tuple(affiliation_name(db, a) for a in card.affiliations), fields=fields,
        sort=(TYPE_ORDER[card.type], vocab.ATTRIBUTES.index(card.attribute), card.cost, card.id),
        list_sort=(card.cost, TYPE_ORDER[card.type], vocab.ATTRIBUTES.index(card.attribute), card.id),
        list_tag="" if card.type == "leader" else str(card.cost), list_mark="\u2605" if card.has_trigger else "",
        leader=card.type == "leader")


class LanesCatalogue(Catalogue):
    def __init__(self, db: CardDb) -> None:
        self.db = db
        keywords = set_keywords(db.cards.values())
        filters = (
            Filter("attr", Msg("Attribute", "속성"), tuple((c.id, c.name) for c in COLOURS), colours=True),
            Filter("type", Msg("Type", "종류"), tuple((t, TYPE_CHIPS[t]) for t in TYPES)),
            Filter("cost", COST, tuple((str(c), Msg(f"{c}+", f"{c}+") if c == COSTS[-1] else Msg(str(c), str(c)))
                                       for c in COSTS)),
            Filter("kw", Msg("Keyword", "키워드"), tuple((k, KEYWORD_NAMES[k]) for k in keywords), cycle=True),
        )
        triggers = frozenset(c.id for c in db.cards.values() if c.has_trigger)
        rules = DeckRules(DECK_SIZE, MAX_COPIES, leader=True,
                          counters=(DeckCounter("triggers", Msg("Triggers {n}/{max}", "트리거 {n}/{max}"), triggers,
                                                MAX_TRIGGERS),))
        super().__init__("lanes", (_entry(c, db) for c in db.cards.values()), colours=COLOURS, filters=filters,
                         rules=rules, icons={k: v for k, v in KEYWORD_NAMES.items()},
                         deck_options=("deck1", "deck2"), user_folder="decks")   # kept there before other games came

    def text(self, card_id: str, lang: str) -> list[str]:
        return card_lines(self.db[card_id], self.db, lang)

    def sections(self, card_id: str, lang: str) -> list[tuple[str, list[str]]]:
        card = self.db[card_id]
        out = []
        if card.type == "leader":
            out.append((LABELS["oath"].get(lang), oath_text(card, self.db, lang)))
            if card.back is not None:
                out.append((AWAKENED.get(lang).format(name=card.back.name.get(lang)),
                            card_lines(card, self.db, lang, awakened=True)))
        return out

    def leader_lines(self, leader_id: str, lang: str) -> list[str]:
        return oath_text(self.db[leader_id], self.db, lang) if leader_id in self.db else []

    def blocked(self, leader_id: str | None, card_id: str) -> Msg | None:
        return None if oath_allows(self.db, leader_id, self.db[card_id]) else OATH_BLOCKS

    def precons(self) -> dict[str, DeckList]:
        return {d.id: DeckList(d.id, d.name, d.leader, d.cards) for d in load_all_decks(self.db).values()}

    def problems(self, leader: str | None, cards: list[str]) -> list[DeckProblem]:
        if leader:
            return [DeckProblem(p.rule, p.en, p.ko, p.cards) for p in deck_problems(self.db, leader, cards)]
        out = [NEED_LEADER]
        for p in deck_problems(self.db, "", cards):
            if p.rule == "2.10":       # the empty leader id is not an unknown card: the line above says it
                rest = tuple(c for c in p.cards if c)
                if not rest:
                    continue
                p = type(p)(p.rule, p.en, p.ko, rest)
            out.append(DeckProblem(p.rule, p.en, p.ko, p.cards))
        return out


_BUILT: dict[int, LanesCatalogue] = {}


def catalogue() -> LanesCatalogue:
    """The catalogue of the bundled card set, built once per loaded card set. The set may be missing
    cards a broken file lost; ``precons()`` then raises that file's DataError."""
    db = load_card_db()
    cat = _BUILT.get(id(db))
    if cat is None or cat.db is not db:
        cat = _BUILT[id(db)] = LanesCatalogue(db)
    return cat
