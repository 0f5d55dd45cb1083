"""Magic's ``catalogue`` part: every card of the pool (never a token or a vanguard) for the deck screens,
the shipped decks, and the deck rules of each deck format (docs/magic-cards.md).

A deck is built for a format: constructed (at least 60 cards, four copies but basic lands: 100.2a),
Commander (100 cards with the commander, one of each but basic lands, within its color identity: 903.4,
903.5) or Brawl (60 with the commander, planeswalker commanders, the Brawl sets: 903.12). The builder's
leader is the commander; the check is the one the shipped decks and a game's setup are held to
(``deck.format_problems``), its card ids turned into the cards' names. Cards are coloured by their
colors (gray colorless, gold multicolor), each with a glyph; the corner shows the mana value. No pygame.
"""
from __future__ import annotations

import copy
import functools
import re
from typing import Any, Callable, Mapping

from game.engine.catalogue import (Catalogue, CardEntry, Colour, DeckFormat, DeckList, DeckProblem, DeckRules,
                                   Filter, LeaderChoice, Stat)
from game.engine.text import Msg

from . import deck as decks
from . import partner as partners
from . import setting
from .cards import CardDb, CardDef, load_card_db
from .cardtext import card_lines
from .commander import DECK_SIZE, can_lead, identity
from .options import MAX_SEATS
from .vocab import BRAWL_SETS, COMMAND_ONLY_TYPES, SIDEBOARD_TYPES, COLOR_NAMES, COLORS, SETS, SUBTYPE_NAMES, SUPERTYPE_NAMES, TYPE_NAMES, TYPES

COLORLESS, MULTI = "C", "M"
# frame colour, colour-blind-safe colour and glyph of each color: the table's colours (table_faces.py), the
# safe ones Okabe-Ito's where the table has them; white, colorless and gold chosen so that no two come
# nearer than the colour-vision test allows under deuteranopia and protanopia, darkened as drawn
COLOURS = {
    "W": (Msg("White", "백색"), (222, 214, 180), (250, 246, 230), "star"),
    "U": (Msg("Blue", "청색"), (70, 118, 186), (0, 114, 178), "wave"),
    "B": (Msg("Black", "흑색"), (70, 62, 74), (70, 62, 74), "crescent"),
    "R": (Msg("Red", "적색"), (188, 76, 56), (213, 94, 0), "flame"),
    "G": (Msg("Green", "녹색"), (64, 132, 80), (0, 158, 115), "leaf"),
    COLORLESS: (Msg("Colorless", "무색"), (140, 140, 146), (190, 190, 196), "gear"),
    MULTI: (Msg("Multicolor", "다색"), (196, 164, 72), (240, 200, 60), "spiral"),
}
SET_NAMES = {"core": Msg("Core", "기본"), "command": Msg("Command", "커맨드"), "vault": Msg("Vault", "금고")}
FORMATS = (DeckFormat("constructed", Msg("Constructed", "구축")),
           DeckFormat("commander", Msg("Commander", "커맨더")), DeckFormat("brawl", Msg("Brawl", "난투")))
COMMANDER_WORD = Msg("Commander", "장군")
MANA_VALUE = Msg("Mana value", "마나 값")
MV_STEPS = 7            # the mana value filter: 0 to 6, then "7+"
KINDS = tuple(t for t in TYPES if t not in COMMAND_ONLY_TYPES)
OUTSIDE = Msg("Outside the commander's color identity (903.4).", "장군의 색 아이덴티티 밖입니다(903.4).")
CHOSEN_COLOR = Msg("Color chosen as the game begins (903.4b):", "게임을 시작할 때 고르는 색(903.4b):")
NOT_BRAWL = Msg("Not of a set Brawl uses (903.12b).", "난투에서 쓰는 세트의 카드가 아닙니다(903.12b).")
CARD_ID = re.compile(r"[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+")


def colour_of(card: CardDef) -> str:
    colors = card.colors
    return colors[0] if len(colors) == 1 else (MULTI if colors else COLORLESS)


def _entry(card: CardDef, fmt: str) -> CardEntry:
    mv = card.cost.mana_value
    stats = [Stat("cost", MANA_VALUE, mv, "corner")]
    if card.is_a("creature"):
        stats += [Stat("power", Msg("Power", "공격력"), card.power, "left", rgb=(240, 120, 80)),
                  Stat("toughness", Msg("Toughness", "방어력"), card.toughness, "right", rgb=(120, 200, 110))]
    elif card.is_a("planeswalker"):
        stats.append(Stat("loyalty", Msg("Loyalty", "충성"), card.loyalty, "right", rgb=(196, 206, 236),
                          shape="diamond"))
    kind = next((t for t in KINDS if card.is_a(t)), card.types[0])
    tags = tuple(SUPERTYPE_NAMES[t] for t in card.supertypes) + tuple(
        SUBTYPE_NAMES.get(t, Msg(t, t)) for t in card.subtypes)
    colors = card.colors
    fields = {"color": tuple(colors) + ((MULTI,) if len(colors) > 1 else ()) + (() if colors else (COLORLESS,)),
              "type": tuple(t for t in card.types if t in KINDS), "mv": (str(min(mv, MV_STEPS)),),
              "set": (card.card_set,)}
    colour = colour_of(card)
    order = list(COLOURS)
    land = card.is_a("land")
    return CardEntry(id=card.id, name=card.name, kind=kind, kind_name=TYPE_NAMES[kind], colour=colour,
                     stats=tuple(stats), tags=tags, fields=fields, sort=(land, order.index(colour), mv, card.id),
                     list_sort=(land, mv, order.index(colour), card.id), list_tag=str(mv) if not land else "",
                     leader=fmt != "constructed" and can_lead(card, fmt))


def _rules(fmt: str) -> DeckRules:
    if fmt == "constructed":
        return DeckRules(decks.MIN_CARDS, decks.MAX_COPIES, leader=False, at_least=True)
    # the commander is one of the deck's cards (903.5a) but the builder shows it apart: the rest number one less
    return DeckRules(DECK_SIZE[fmt] - 1, 1, leader=True, leader_word=COMMANDER_WORD, leader_also_card=True)


class MagicCatalogue(Catalogue):
    def __init__(self, db: CardDb, fmt: str = "constructed") -> None:
        self.db = db
        self.color = ""       # a color chosen for a commander that asks for one (903.4b; ``choosing``)
        # a conspiracy is drafted and kept in the sideboard (905.4): its face shows in the draft and the pool
        pool = [c for c in db.cards.values() if not c.token
                and not any(c.is_a(k) for k in COMMAND_ONLY_TYPES if k not in SIDEBOARD_TYPES)]
        colours = [Colour(k, name, rgb, safe, glyph) for k, (name, rgb, safe, glyph) in COLOURS.items()]
        filters = (
            Filter("color", Msg("Color", "색"), tuple((k, v[0]) for k, v in COLOURS.items()), colours=True),
            Filter("type", Msg("Type", "유형"), tuple((t, TYPE_NAMES[t]) for t in KINDS)),
            Filter("mv", MANA_VALUE, tuple((str(n), Msg(str(n) if n < MV_STEPS else f"{n}+", str(n) if n < MV_STEPS
                                                        else f"{n}+")) for n in range(MV_STEPS + 1)), cycle=True),
            Filter("set", Msg("Set", "세트"), tuple((k, SET_NAMES.get(k, Msg(k, k))) for k in SETS)),
        )
        # the seats' deck options: the options screen offers the player's own decks of the game's format there
        super().__init__("magic", (_entry(c, fmt) for c in pool), colours=colours, filters=filters,
                         rules=_rules(fmt), deck_options=tuple(f"deck{p}" for p in range(1, MAX_SEATS + 1)),
                         deck_format=fmt, user_decks_in_options=True)

    # ----- a color chosen as the game begins (903.4b) -------------------------------------------------
    def leader_choice(self, leader_id: str | None) -> LeaderChoice | None:
        """A commander with "as the game begins, choose a color" (``choose_color``): one of the five colors."""
        if self.format == "constructed" or leader_id is None or leader_id not in self.db \
                or not self.db[leader_id].choose_color:
            return None
        return LeaderChoice("color", CHOSEN_COLOR, tuple((c, COLOURS[c][0]) for c in COLORS), colours=True)

    def choosing(self, chosen: Mapping[str, str]) -> "MagicCatalogue":
        """This format's catalogue with ``color`` the commander's chosen color: it widens the identity the
        cards are held to (``commander.identity``). ``for_format`` gives a catalogue without it again."""
        color = str(chosen.get("color", ""))
        if color == self.color:
            return self
        view = copy.copy(self)
        view.color = color
        view.chosen = {"color": color} if color else {}
        return view

    # ----- formats ------------------------------------------------------------------------------------
    def formats(self) -> tuple[DeckFormat, ...]:
        return FORMATS

    def for_format(self, format_id: str) -> "MagicCatalogue":
        return _catalogue(format_id if format_id in decks.FORMATS else FORMATS[0].id)

    def format_for(self, options: Mapping[str, Any], players: int = 2) -> str:
        """The deck format setting, or what the variant shorthand sets it to (setting.py)."""
        return setting.read(dict(options), players)[0].deck_format

    # ----- what a card says ---------------------------------------------------------------------------
    @functools.cached_property
    def _names(self) -> dict[str, dict[str, str]]:
        return {lang: {c.id: c.name.get(lang) for c in self.db.cards.values()} for lang in ("en", "ko")}

    def text(self, card_id: str, lang: str) -> list[str]:
        return card_lines(self.db[card_id], lang, self._names["ko" if lang == "ko" else "en"])

    def leader_lines(self, leader_id: str, lang: str) -> list[str]:
        """The commander's color identity (903.4): what the other cards must keep within."""
        found = identity(self.db[leader_id], self.color)
        shown = ", ".join(COLOR_NAMES[c].get(lang) for c in found) or COLOURS[COLORLESS][0].get(lang)
        return [f"색 아이덴티티: {shown}" if lang == "ko" else f"Color identity: {shown}"]

    def copies_allowed(self, card_id: str) -> int:
        """Basic lands as many as wanted (100.2a, 903.5b); a deck is never more than that."""
        if card_id in self.db and "basic" in self.db[card_id].supertypes:
            return max(self.rules.size, DECK_SIZE["commander"])
        return self.rules.max_copies

    def blocked(self, leader_id: str | None, card_id: str) -> Msg | None:
        """With a commander chosen, a card outside its color identity (903.4); in Brawl a card of another set."""
        if self.format == "constructed" or card_id not in self.db:
            return None
        card = self.db[card_id]
        if self.format == "brawl" and card.card_set not in BRAWL_SETS:
            return NOT_BRAWL
        lead = self.db[leader_id] if leader_id is not None and leader_id in self.db else None
        if lead is not None and not set(identity(card)) <= set(identity(lead, self.color)):
            return OUTSIDE
        return None

    # ----- decks --------------------------------------------------------------------------------------
    def precons(self) -> dict[str, DeckList]:
        out: dict[str, DeckList] = {}
        for d in decks.load_all_decks().values():
            if d.format != self.format:
                continue
            cards = list(d.cards)
            if d.commander in cards:
                cards.remove(d.commander)      # shown apart, as the deck's commander
            out[d.id] = DeckList(d.id, d.name, d.commander or None, tuple(cards), pitch=d.pitch if d.pitch.en else None,
                                 format=d.format, chosen=(("color", d.color),) if d.color else ())
        return out

    def problems(self, leader: str | None, cards: list[str]) -> list[DeckProblem]:
        """``deck.format_problems`` for this format (the commander counted among the cards, 903.5a) and the
        color chosen for it (903.4b), each problem's card ids given as the cards' names in each language."""
        whole = list(cards) + ([leader] if leader and self.format != "constructed" else [])
        # a commander that says "Partner with" a card of the deck leads it together with that card (702.124)
        partner = partners.implied(self.db, leader, cards) if leader and self.format == "commander" else ""
        found = decks.format_problems(self.db, self.format, whole, leader or "", self.color, partner)
        return [self._named(p.rule, p.en, p.ko) for p in found]

    def _named(self, rule: str, en: str, ko: str) -> DeckProblem:
        ids: list[str] = []

        def name(lang: str) -> Callable[[re.Match[str]], str]:
            def sub(m: re.Match[str]) -> str:
                cid = m.group(0)
                if cid not in self.db:
                    return cid
                if cid not in ids:
                    ids.append(cid)
                return self.db[cid].name.get(lang)
            return sub
        return DeckProblem(rule, CARD_ID.sub(name("en"), en), CARD_ID.sub(name("ko"), ko), tuple(ids))


_BUILT: dict[tuple[int, str], MagicCatalogue] = {}


def _catalogue(fmt: str) -> MagicCatalogue:
    """The catalogue of the loaded card set under a format, built once per card set and format."""
    db = load_card_db()
    cat = _BUILT.get((id(db), fmt))
    if cat is None or cat.db is not db:
        cat = _BUILT[(id(db), fmt)] = MagicCatalogue(db, fmt)
    return cat


def catalogue() -> Catalogue:
    return _catalogue(FORMATS[0].id)
