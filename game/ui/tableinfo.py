"""What the app asks of a game's ``table`` part beyond the table itself: one typed declaration, ``TABLE``.

A game's ``table.py`` (the one module of a game that may import pygame) provides two names, the
:class:`TableRules` protocol: ``make(scene)``, the game's :class:`~game.ui.table.part.TablePart` for a
table scene, and ``TABLE``, a :class:`TableEntry` saying how the game enters the app's screens: the
menu's labels and extra ways to start, the steps between the deck picker and the table, the seat screen,
what the demo plays, what the smoke run plays. Every field has a value meaning "nothing of the game's
own", so a game declares only what differs (``TABLE = TableEntry()`` is a complete entry).

The screens read fields of the entry (``table_entry(info)``); nothing looks a game's name up by string.
"""
from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, Callable, Mapping, Protocol, cast

from game.engine.registry import RulesetInfo
from game.engine.text import Msg

if TYPE_CHECKING:
    from .app import App, Scene
    from .event_scene import EventScene
    from .seatsetup import Seating
    from .smoke import Hands
    from .table.part import TablePart
    from .table.scene import TableScene

Setup = dict[str, Any]
Options = dict[str, Any]


@dataclasses.dataclass(frozen=True)
class MenuEntry:
    """A way into a format of the game with screens of its own, listed on the game's menu after its ways
    to start a game (Clash of Decks' mutation league): ``opener(app)`` is the first screen."""
    id: str
    label: Msg
    opener: Callable[["App"], "Scene"]


@dataclasses.dataclass(frozen=True)
class TableEntry:
    """How a game enters the app's screens, declared by its table part as ``TABLE``.

    ``labels``: the menu's words for some of its modes (mode id -> label) where the generic ones would
    mislead; ``modes``: further ways to start a game (id, label), listed after solo and started through
    ``menu_setup`` like hotseat; ``menu_setup(setup, kind, options)``: the deck picker's setup turned into
    the game's own (None: used as it is); ``menu_next(app, setup, kind, seed)``: the screen between the
    picker and the table, or None to go straight on (a ``DataError`` it raises is said on the picker);
    ``rules_solo``: solo is played against a seat the rules play, so the picker shows one column and no
    level is asked; ``menu_set``: option ids the menu's choice sets, which the picker does not offer;
    ``deck_sets``: each preconstructed deck is one set of cards, never held by two seats;
    ``demo_decks()``: the decks the demo plays and what was left out (None: the catalogue's
    preconstructed decks); ``demo_players``: the seats of the demo's usual game (None: the game's own
    count); ``table_seats``: the seat counts the table lays out (None: every count the game accepts);
    ``seating``: the seat screen before the table (None: the deck picker first);
    ``scripted_opening(app, hands)``: the smoke run's own script (None: a seeded program's choices);
    ``saved_what(setup, lang, when)``: the saved game in words where "a hotseat game" would be wrong
    (None, or a None answer: the generic words); ``entries``: formats with screens of their own;
    ``stage_screens``: the screens of the game's own stages in an event (a stage's name in its formats,
    e.g. Clash of Decks' "mutation" -> ``screen(app, hub, seat)``, an ``EventScreen`` whose ``key`` is
    ``(stage, seat)``; the hub opens it for the person who acts in that stage)."""
    labels: Mapping[str, Msg] = dataclasses.field(default_factory=dict)
    modes: tuple[tuple[str, Msg], ...] = ()
    menu_setup: Callable[[Setup, str, Options], Setup] | None = None
    menu_next: Callable[["App", Setup, str, int | None], "Scene | None"] | None = None
    rules_solo: bool = False
    menu_set: tuple[str, ...] = ()
    deck_sets: bool = False
    demo_decks: Callable[[], tuple[list[Any], list[Any]]] | None = None
    demo_players: int | None = None
    table_seats: tuple[int, ...] | None = None
    seating: "Seating | None" = None
    scripted_opening: Callable[["App", "Hands"], dict[str, Any]] | None = None
    saved_what: Callable[[Setup, str, str], str | None] | None = None
    entries: tuple[MenuEntry, ...] = ()
    stage_screens: Mapping[str, Callable[["App", "EventScene", int], "Scene"]] = dataclasses.field(default_factory=dict)

    def lays_out(self, players: int) -> bool:
        """Whether the table draws that many seats."""
        return self.table_seats is None or players in self.table_seats

    def starts(self) -> tuple[str, ...]:
        """The game's own ways to start a game, by id (those listed in ``modes``)."""
        return tuple(mode for mode, _ in self.modes)


class TableRules(Protocol):
    """Module-level names of a ruleset's ``table`` part."""

    TABLE: TableEntry

    def make(self, scene: "TableScene") -> "TablePart":
        """The game's part of a table scene (its places, faces, drops, buttons, how events show)."""


def table_part(info: RulesetInfo) -> TableRules | None:
    """The game's table part, or None when it has none (the game offers no table)."""
    part = info.part("table")
    if part is None:
        return None
    names = vars(part)
    if not isinstance(names.get("TABLE"), TableEntry) or not callable(names.get("make")):
        raise TypeError(f"{part.__name__} must define make(scene) and TABLE = TableEntry(...) (game/ui/tableinfo.py)")
    return cast(TableRules, part)


def table_entry(info: RulesetInfo) -> TableEntry | None:
    """How the game enters the app's screens, or None when it has no table."""
    part = table_part(info)
    return None if part is None else part.TABLE
