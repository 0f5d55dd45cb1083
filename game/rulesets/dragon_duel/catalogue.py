"""Dragon Duel's ``catalogue`` part: its 64 cards, four preconstructed decks and the deck rules for the
deck screens (docs/dragon-duel-cards.md).

Cards are coloured by faction; a face shows the moon value in its corner and the Fire and Earth
values at its foot. The builder filters by type, faction, race, icon and the precedence category of
a card's text (DD-12.2). A deck is a leader card and 30 cards, at most 3 copies of each, with
characters to fight (DD-0.7); the check here says the same as ``deck.deck_problems``, which a game's
setup is held to, with a rule id and a sentence in English and Korean for each problem. No pygame.
"""
from __future__ import annotations

from collections import Counter

from game.engine.catalogue import Catalogue, CardEntry, Colour, DeckList, DeckProblem, DeckRules, Filter, Stat
from game.engine.text import Msg

from . import vocab
from .cardtext import ICON_NAMES, TYPE_NAMES, ability_text
from .cards import CardDb, CardDef, load_card_db
from .deck import DECK_SIZE, MAX_COPIES, load_all_decks

# Frame colours per faction; the colour-blind set is taken from the Okabe-Ito palette (brass its yellow,
# moon a violet: orange and reddish purple fell too near ember and stone under deuteranopia once darkened
# on a card's head bar). Each has a glyph.
COLOURS = {
    "ember": ((206, 74, 44), (213, 94, 0), "flame"),
    "stone": ((128, 116, 96), (0, 114, 178), "mountain"),
    "moon": ((104, 96, 190), (110, 80, 240), "crescent"),
    "brass": ((190, 146, 52), (240, 228, 66), "gear"),
}
TYPE_CHIPS = {"character": Msg("Characters", "캐릭터"), "booster": Msg("Boosters", "부스터"),
              "support": Msg("Supports", "서포트"), "leadership": Msg("Leadership", "리더십"),
              "leader": Msg("Leaders", "리더")}
CATEGORY_NAMES = {vocab.MUST: Msg("1: I must", "1: 나는 ~해야 한다"),
                  vocab.IGNORE: Msg("2: is ignored", "2: ~는 무시된다"),
                  vocab.CANNOT: Msg("3: you cannot", "3: 당신은 ~할 수 없다"),
                  vocab.OTHER: Msg("4: other text", "4: 그 밖의 텍스트")}
FIRE = Msg("Fire", "화염")
EARTH = Msg("Earth", "대지")
MOON = Msg("Moon", "달")
ICONS_LINE = Msg("Icons: {names}", "아이콘: {names}")
# The order of types in the grid and in a deck's list.
TYPE_ORDER = {t: i for i, t in enumerate(("leader", "character", "booster", "support", "leadership"))}


def _entry(card: CardDef, db: CardDb, factions: list[str]) -> CardEntry:
    stats: list[Stat] = []
    if card.moon is not None:
        stats.append(Stat("moon", MOON, card.moon, "corner", rgb=(196, 206, 236)))
    if card.has_values:
        stats.append(Stat("fire", FIRE, card.fire, "left", rgb=(240, 120, 80)))
        stats.append(Stat("earth", EARTH, card.earth, "right", rgb=(120, 200, 110)))
    tags = [db.factions[card.faction]]
    if card.race:
        tags.append(db.races[card.race])
    categories = sorted({vocab.CATEGORY[a["kind"]] for a in card.text})
    fields = {"type": (card.type,), "faction": (card.faction,), "race": (card.race,) if card.race else (),
              "icon": card.icons, "category": tuple(str(c) for c in categories)}
    name = TYPE_NAMES[card.type]
    faction = factions.index(card.faction) if card.faction in factions else len(factions)
    return CardEntry(
        id=card.id, name=card.name, kind=card.type, kind_name=Msg(name.en.capitalize(), name.ko), colour=card.faction,
        stats=tuple(stats), icons=card.icons, tags=tuple(tags), fields=fields,
        sort=(TYPE_ORDER[card.type], faction, card.id),
        list_sort=(TYPE_ORDER[card.type], -(card.fire + card.earth), faction, card.id),
        list_tag=f"{card.fire}/{card.earth}" if card.has_values else "", leader=card.type == "leader")


class DragonDuelCatalogue(Catalogue):
    def __init__(self, db: CardDb) -> None:
        self.db = db
        factions = list(db.factions)
        colours = [Colour(f, db.factions[f], *COLOURS.get(f, ((128, 128, 128), (128, 128, 128), "star")))
                   for f in factions]
        filters = (
            Filter("type", Msg("Type", "종류"), tuple((t, TYPE_CHIPS[t]) for t in vocab.TYPES)),
            Filter("faction", Msg("Faction", "세력"), tuple((f, db.factions[f]) for f in factions), colours=True),
            Filter("race", Msg("Race", "종족"), tuple((r, db.races[r]) for r in db.races)),
            Filter("icon", Msg("Icon", "아이콘"), tuple((i, Msg(ICON_NAMES[i].en.capitalize(), ICON_NAMES[i].ko))
                                                         for i in vocab.ICONS)),
            Filter("category", Msg("Text", "텍스트"), tuple((str(c), n) for c, n in CATEGORY_NAMES.items()),
                   cycle=True),
        )
        super().__init__("dragon-duel", (_entry(c, db, factions) for c in db.cards.values()), colours=colours,
                         filters=filters, rules=DeckRules(DECK_SIZE, MAX_COPIES, leader=True),
                         icons={i: n for i, n in ICON_NAMES.items()}, deck_options=("deck1", "deck2"))

    def text(self, card_id: str, lang: str) -> list[str]:
        card = self.db[card_id]
        lines = []
        if card.icons:
            lines.append(ICONS_LINE.get(lang).format(names=", ".join(ICON_NAMES[i].get(lang) for i in card.icons)))
        lines.extend(ability_text(ab, self.db, lang) for ab in card.text)
        return lines

    def precons(self) -> dict[str, DeckList]:
        return {d.id: DeckList(d.id, d.name, d.leader, d.cards, d.pitch) for d in load_all_decks(self.db).values()}

    def problems(self, leader: str | None, cards: list[str]) -> list[DeckProblem]:
        """The deck rules of docs/dragon-duel-cards.md (DD-0.7), the same as ``deck.deck_problems``."""
        db = self.db
        out: list[DeckProblem] = []
        if leader is None:
            out.append(DeckProblem("DD-0.1", "Choose a leader card.", "리더 카드를 고르세요."))
        elif leader not in db or db[leader].type != "leader":
            out.append(DeckProblem("DD-0.1", f"{leader} is not a leader card.", f"{leader}은(는) 리더 카드가 아닙니다.",
                                   (leader,)))
        unknown = tuple(sorted({c for c in cards if c not in db}))
        if unknown:
            out.append(DeckProblem("DD-0.3", "Unknown card ids.", "알 수 없는 카드 번호입니다.", unknown))
        leaders = tuple(sorted({c for c in cards if c in db and db[c].type == "leader"}))
        if leaders:
            out.append(DeckProblem("DD-0.7", "A leader card cannot be in the deck.", "리더 카드는 덱에 넣을 수 없습니다.",
                                   leaders))
        if len(cards) != DECK_SIZE:
            out.append(DeckProblem("DD-0.7", f"A deck has exactly {DECK_SIZE} cards; this one has {len(cards)}.",
                                   f"덱은 정확히 {DECK_SIZE}장이어야 합니다. 이 덱은 {len(cards)}장입니다."))
        over = tuple(sorted(c for c, n in Counter(cards).items() if n > MAX_COPIES))
        if over:
            out.append(DeckProblem("DD-0.7", f"At most {MAX_COPIES} copies of a card.",
                                   f"같은 카드는 최대 {MAX_COPIES}장입니다.", over))
        if not any(c in db and db[c].type == "character" for c in cards):
            out.append(DeckProblem("DD-0.7", "A deck needs character cards to fight.",
                                   "덱에는 싸울 캐릭터 카드가 있어야 합니다."))
        return out


_BUILT: dict[int, DragonDuelCatalogue] = {}


def catalogue() -> DragonDuelCatalogue:
    """The catalogue of the bundled card set, built once per loaded card set."""
    db = load_card_db()
    cat = _BUILT.get(id(db))
    if cat is None or cat.db is not db:
        cat = _BUILT[id(db)] = DragonDuelCatalogue(db)
    return cat
