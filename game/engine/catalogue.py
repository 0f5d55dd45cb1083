"""A game's cards and decks as the deck picker, the deck builder and the card views see them: what a
ruleset's ``catalogue`` part gives (``catalogue() -> Catalogue``).

The catalogue is data, not drawing: each card's names, type, colour, the numbers and icons its face
shows, the values the builder filters and sorts it by, its whole text in English and Korean; the
preconstructed decks; the deck rules (size, copies, whether a deck has a leader, the counts a player
watches) and the check that lists what a deck breaks, each problem with its rule id and a sentence
in both languages. Screens draw every game's cards the same way from it. No pygame.
"""
from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any, Iterable, Mapping

from .text import Msg

Rgb = tuple[int, int, int]


@dataclasses.dataclass(frozen=True)
class Colour:
    """A colour of cards (Lanes' attributes, Dragon Duel's factions): how frames, chips and glyphs look."""
    id: str
    name: Msg
    rgb: Rgb
    safe_rgb: Rgb          # the colour-blind-safe palette's (the setting)
    glyph: str             # a shape beside it, so colour is never the only sign: flame, leaf, spiral,
    #                        wave, bolt, mountain, crescent, gear, star


@dataclasses.dataclass(frozen=True)
class Stat:
    """A number printed on a face: the corner badge (cost) or one of the two at the bottom."""
    id: str                # "cost", "power", "hit", "fire", "earth"
    label: Msg
    value: int
    place: str             # "corner", "left" or "right"
    rgb: Rgb = (236, 196, 90)
    shape: str = "circle"  # "circle" or "diamond"


@dataclasses.dataclass(frozen=True)
class CardEntry:
    """One card of the game as every generic screen sees it."""
    id: str
    name: Msg
    kind: str                          # the card's type id ("unit", "character", "leader", ...)
    kind_name: Msg
    colour: str                        # a Colour id of the catalogue
    stats: tuple[Stat, ...] = ()
    icons: tuple[str, ...] = ()        # icons its face shows (the catalogue's ``icons`` name them)
    tags: tuple[Msg, ...] = ()         # more words for its type line: affiliations, race, moon value
    fields: Mapping[str, tuple[str, ...]] = dataclasses.field(default_factory=dict)   # filter id -> values
    sort: tuple[Any, ...] = ()         # its place in the builder's grid
    list_sort: tuple[Any, ...] = ()    # its place in a deck's list
    list_tag: str = ""                 # the short figure before its name in a deck's list (Lanes: cost)
    list_mark: str = ""                # a sign after its name in a deck's list (Lanes: a star on trigger cards)
    leader: bool = False               # a leader card: a deck's leader, never one of its cards


@dataclasses.dataclass(frozen=True)
class Filter:
    """A way to narrow the builder's grid. A card matches when it has one of the chosen values."""
    id: str
    label: Msg
    values: tuple[tuple[str, Msg], ...]
    cycle: bool = False    # one value at a time, stepped through (many values); else chips, several at once
    colours: bool = False  # the values are Colour ids: their chips show the colour and glyph


@dataclasses.dataclass(frozen=True)
class DeckCounter:
    """A count the builder shows beside the deck's size ("Triggers 6/8")."""
    id: str
    label: Msg             # formatted with n (the count) and max
    cards: frozenset[str]  # the card ids it counts
    max: int | None = None


@dataclasses.dataclass(frozen=True)
class DeckRules:
    size: int              # cards in a deck (the leader not counted)
    max_copies: int        # copies of one card
    leader: bool           # a deck has a leader card
    counters: tuple[DeckCounter, ...] = ()
    # what the game calls that card ("Leader" in Lanes and Dragon Duel, "Citadel" in Clash of Decks)
    leader_word: Msg = Msg("Leader", "리더")
    at_least: bool = False         # ``size`` is the fewest cards, not the exact count (Magic constructed, 100.2a)
    # a card that may lead may also be one of the deck's cards (Magic's legendary creatures): a click makes
    # it the leader only while the deck has none, else it adds a copy
    leader_also_card: bool = False


@dataclasses.dataclass(frozen=True)
class DeckFormat:
    """One of a game's deck formats (Magic: constructed, Commander, Brawl): a deck is built for one."""
    id: str
    name: Msg


@dataclasses.dataclass(frozen=True)
class LeaderChoice:
    """Something a deck's leader has its player choose before the game, kept with the deck (Magic: a
    commander's color chosen as the game begins, 903.4b). The builder offers the values; the deck's file
    and a game's setup hold the one chosen under ``field``."""
    field: str                                  # the deck file's and the setup's field ("color")
    label: Msg                                  # what the builder says over the choices
    values: tuple[tuple[str, Msg], ...]         # each value and its name
    colours: bool = False                       # the values are Colour ids: shown with the colour and glyph


@dataclasses.dataclass(frozen=True)
class DeckProblem:
    """One way a deck breaks the rules: the rule id, a sentence in each language, the cards at fault."""
    rule: str
    en: str
    ko: str
    cards: tuple[str, ...] = ()

    def get(self, lang: str) -> str:
        return self.ko if lang == "ko" else self.en

    def __str__(self) -> str:
        return f"[{self.rule}] {self.en}" + (f" ({', '.join(self.cards)})" if self.cards else "")


@dataclasses.dataclass(frozen=True)
class DeckList:
    """A deck: a preconstructed one or a player's. ``to_setup()`` is what a game's setup takes in its
    ``decks`` list."""
    id: str
    name: Msg
    leader: str | None
    cards: tuple[str, ...]
    pitch: Msg | None = None
    format: str = ""       # the deck format it is built for ("" in a game with one format)
    # what its leader had the player choose (``LeaderChoice``), field and value: (("color", "G"),)
    chosen: tuple[tuple[str, str], ...] = ()

    def counts(self) -> dict[str, int]:
        return dict(Counter(self.cards))

    def to_setup(self) -> dict[str, Any]:
        out: dict[str, Any] = {"cards": list(self.cards)}
        if self.leader is not None:
            out["leader"] = self.leader
        out.update(self.chosen)
        return out


class Catalogue:
    """A game's cards and decks. A ruleset's ``catalogue`` part builds one (a subclass where it needs
    more than data) and returns it from ``catalogue()``."""

    def __init__(self, ruleset: str, cards: Iterable[CardEntry], *, colours: Iterable[Colour],
                 filters: Iterable[Filter], rules: DeckRules, icons: Mapping[str, Msg] | None = None,
                 deck_options: tuple[str, ...] = (), user_folder: str = "", deck_format: str = "",
                 user_decks_in_options: bool = False) -> None:
        self.ruleset = ruleset
        self.format = deck_format      # the deck format these rules and decks are of ("": the game's only one)
        self.cards: tuple[CardEntry, ...] = tuple(sorted(cards, key=lambda c: c.sort))
        self.by_id: dict[str, CardEntry] = {c.id: c for c in self.cards}
        self.colours: dict[str, Colour] = {c.id: c for c in colours}
        self.filters: tuple[Filter, ...] = tuple(filters)
        self.rules = rules
        self.icons: dict[str, Msg] = dict(icons or {})
        # the ruleset's options that name a preconstructed deck per seat: a deck picker chooses those
        self.deck_options = deck_options
        # a game without a deck picker (Magic: the seat screen, then the options screen) offers the player's
        # own decks of the game's format among those options' choices; a chosen one goes into the setup's decks
        self.user_decks_in_options = user_decks_in_options
        # where the player's decks of this game live under the data folder ("" = decks/<ruleset id>)
        self.user_folder = user_folder or f"decks/{ruleset}"
        # the leader's choices this catalogue counts in ``blocked``, ``problems`` and ``leader_lines`` (``choosing``)
        self.chosen: dict[str, str] = {}

    def __contains__(self, card_id: object) -> bool:
        return card_id in self.by_id

    def __getitem__(self, card_id: str) -> CardEntry:
        return self.by_id[card_id]

    # ----- what a card says ------------------------------------------------------------------------
    def text(self, card_id: str, lang: str) -> list[str]:
        """Every line of the card's text (its abilities), in the player's language."""
        return []

    def sections(self, card_id: str, lang: str) -> list[tuple[str, list[str]]]:
        """More of the card under titles: a leader's oath, the other face of a card."""
        return []

    def leader_lines(self, leader_id: str, lang: str) -> list[str]:
        """What the builder shows under the deck's leader (Lanes: the oath)."""
        return []

    def copies_allowed(self, card_id: str) -> int:
        """How many copies of the card a deck may hold (Magic: basic lands as many as wanted)."""
        return self.rules.max_copies

    def blocked(self, leader_id: str | None, card_id: str) -> Msg | None:
        """Why the leader keeps this card out of the deck, or None when it may go in."""
        return None

    # ----- what a leader has the player choose ------------------------------------------------------
    def leader_choice(self, leader_id: str | None) -> LeaderChoice | None:
        """What the leader has its player choose before the game (Magic: a color, 903.4b), None if nothing."""
        return None

    def choosing(self, chosen: Mapping[str, str]) -> "Catalogue":
        """The same catalogue with the leader's choices made (field -> value, as ``LeaderChoice.field``): its
        ``blocked``, ``problems`` and ``leader_lines`` count them. Itself in a game whose leaders choose nothing."""
        return self

    # ----- formats ------------------------------------------------------------------------------------
    def formats(self) -> tuple[DeckFormat, ...]:
        """The game's deck formats, the first the default; empty for a game with one way to build a deck."""
        return ()

    def for_format(self, format_id: str) -> "Catalogue":
        """The same cards under one format's deck rules, decks and problems (itself in a one-format game;
        an unknown id gives the first format)."""
        return self

    def format_for(self, options: Mapping[str, Any], players: int = 2) -> str:
        """The deck format a game set up with these options plays (Magic: its deck format setting)."""
        return self.format

    # ----- decks ---------------------------------------------------------------------------------------
    def precons(self) -> dict[str, DeckList]:
        """The preconstructed decks by id."""
        return {}

    def problems(self, leader: str | None, cards: list[str]) -> list[DeckProblem]:
        """Every rule the deck breaks; empty for a legal deck. ``leader`` None: not chosen yet."""
        return []

    def colours_of(self, deck: DeckList) -> list[str]:
        """The deck's colours, most common first (the leader's own first on a tie)."""
        counts = Counter(self.by_id[c].colour for c in deck.cards if c in self.by_id)
        lead = self.by_id[deck.leader].colour if deck.leader in self.by_id else None
        order = list(self.colours)
        return sorted(counts, key=lambda c: (-counts[c], c != lead, order.index(c) if c in order else len(order)))
