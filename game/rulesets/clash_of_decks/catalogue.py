"""Clash of Decks' ``catalogue`` part: its cards, the four beginner decks and the deck rules for the deck
screens (docs/clash-of-decks-cards.md).

Cards are coloured by pack; a face shows the mana cost in its corner, and at its foot a creature's
attack (axe) and HP (shield) or a spell's damage. A deck is eight different creature and spell cards
led by a citadel, the ninth card of the hand (L136-142, L264-268); the check here says the same as
``deck.deck_problems``, which a game's setup is held to. Champions are shown but belong in no deck
(L1289-1297). No pygame.
"""
from __future__ import annotations

from game.engine.catalogue import Catalogue, CardEntry, Colour, DeckList, DeckProblem, DeckRules, Filter, Stat
from game.engine.text import Msg

from . import vocab
from .cards import CardDb, CardDef, load_card_db
from .cardtext import TYPE_NAMES, card_lines
from .deck import DECK_SIZE, MAX_COPIES, deck_problems, load_all_decks

# Frames per pack; the colour-blind set is taken from the Okabe-Ito palette. Each has a glyph.
PACKS = {
    "pack1": (Msg("Bridgefall", "다리의 몰락"), (168, 120, 70), (230, 159, 0), "mountain"),
    "pack2": (Msg("Drowned Crowns", "잠긴 왕관"), (52, 112, 150), (0, 114, 178), "wave"),
    "champion": (Msg("Champions", "챔피언"), (176, 60, 150), (204, 121, 167), "star"),
}
COST = Msg("Mana cost", "마나 비용")
ATTACK = Msg("Attack", "공격값")
HP = Msg("HP", "체력")
DAMAGE = Msg("Damage", "피해")
ART = Msg("Art", "그림")
KINDS = ("creature", "spell", "citadel", "champion")
KIND_ORDER = {k: i for i, k in enumerate(("citadel", "creature", "spell", "champion"))}


def _colour(card: CardDef) -> str:
    return "champion" if card.champion else f"pack{card.pack}"


def _kind(card: CardDef) -> str:
    return "champion" if card.champion else card.type


def _entry(card: CardDef) -> CardEntry:
    stats: list[Stat] = []
    if card.playable:
        stats.append(Stat("cost", COST, card.cost, "corner", rgb=(120, 170, 240)))
    if card.type == "creature":
        stats.append(Stat("attack", ATTACK, card.attack, "left", rgb=(232, 120, 80), shape="diamond"))
        stats.append(Stat("hp", HP, card.hp, "right", rgb=(120, 200, 120)))
    elif card.type == "spell":
        stats.append(Stat("damage", DAMAGE, card.damage, "left", rgb=(232, 120, 80), shape="diamond"))
    kind = _kind(card)
    icons = tuple(a for a in card.abilities if a != "aura") + ((f"aura:{card.aura}",) if card.aura else ())
    fields = {"type": (kind,), "pack": (_colour(card),), "ability": tuple(card.has),
              "cost": (str(card.cost),) if card.playable else ()}
    return CardEntry(
        id=card.id, name=card.name, kind=kind, kind_name=TYPE_NAMES[kind], colour=_colour(card), stats=tuple(stats),
        icons=icons, tags=(PACKS[_colour(card)][0],), fields=fields,
        sort=(KIND_ORDER[kind], card.pack or 9, card.cost, card.id),
        list_sort=(KIND_ORDER[kind], card.cost, card.id), list_tag=str(card.cost) if card.playable else "",
        leader=card.type == "citadel")


class ClashCatalogue(Catalogue):
    def __init__(self, db: CardDb) -> None:
        self.db = db
        shown = [c for c in db.cards.values() if c.type != "bridge"]
        colours = [Colour(k, name, rgb, safe, glyph) for k, (name, rgb, safe, glyph) in PACKS.items()]
        costs = sorted({c.cost for c in shown if c.playable})
        icons = {a: vocab.NAMES[a] for a in vocab.ABILITIES if a != "aura"}
        icons.update({f"aura:{a}": Msg(f"Aura ({vocab.NAMES[a].en})", f"후광({vocab.NAMES[a].ko})")
                      for a in vocab.AURA_PAIRS})
        filters = (
            Filter("type", Msg("Type", "종류"), tuple((k, TYPE_NAMES[k]) for k in KINDS)),
            Filter("pack", Msg("Pack", "팩"), tuple((k, v[0]) for k, v in PACKS.items()), colours=True),
            Filter("cost", Msg("Cost", "비용"), tuple((str(c), Msg(str(c), str(c))) for c in costs)),
            Filter("ability", Msg("Ability", "특수 능력"), tuple((a, vocab.NAMES[a]) for a in vocab.ABILITIES),
                   cycle=True),
        )
        super().__init__("clash-of-decks", (_entry(c) for c in shown), colours=colours, filters=filters,
                         rules=DeckRules(DECK_SIZE, MAX_COPIES, leader=True, leader_word=Msg("Citadel", "성채")), icons=icons,
                         deck_options=("deck1", "deck2"))

    def text(self, card_id: str, lang: str) -> list[str]:
        return card_lines(self.db[card_id], lang)

    def sections(self, card_id: str, lang: str) -> list[tuple[str, list[str]]]:
        return [(ART.get(lang), [self.db[card_id].art.get(lang)])]

    def leader_lines(self, leader_id: str, lang: str) -> list[str]:
        return [Msg("The citadel: the ninth card of the hand, watchtower up. HP is the cards to its right.",
                    "성채: 손의 아홉 번째 카드, 감시탑이 위. 체력은 그 오른쪽 카드 수입니다.").get(lang)]

    def blocked(self, leader_id: str | None, card_id: str) -> Msg | None:
        card = self.db.cards.get(card_id)
        if card is not None and card.champion:
            return Msg("A champion lies beside the play area, never in a deck (CD-10.2).",
                       "챔피언은 덱이 아니라 플레이 영역 옆에 둡니다(CD-10.2).")
        return None

    def precons(self) -> dict[str, DeckList]:
        return {d.id: DeckList(d.id, d.name, d.citadel, d.cards, d.pitch) for d in load_all_decks(self.db).values()}

    def problems(self, leader: str | None, cards: list[str]) -> list[DeckProblem]:
        """The deck rules (L136-142, L264-268), the same as ``deck.deck_problems``."""
        return [DeckProblem(rule, en, ko, bad) for rule, en, ko, bad in deck_problems(self.db, leader, cards)]


_BUILT: dict[int, ClashCatalogue] = {}


def catalogue() -> ClashCatalogue:
    """The catalogue of the bundled card set, built once per loaded card set."""
    db = load_card_db()
    cat = _BUILT.get(id(db))
    if cat is None or cat.db is not db:
        cat = _BUILT[id(db)] = ClashCatalogue(db)
    return cat
