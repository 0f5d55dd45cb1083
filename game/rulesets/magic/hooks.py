"""The hooks a variant declares: what a deck format (Commander, Brawl) or a supplement (Vanguard) adds
to the core game. The core is no variant: it calls each hook of the game's variants in turn, and a hook a
variant leaves alone changes nothing. A variant's own part of the state (``Part``) copies, hashes and
saves itself, so the core state holds no variant's fields. No pygame, and nothing of the rules modules:
the state imports this, and the variants import the state.

The hooks, by what they change:

- setup and decks: ``deck_problems`` (a format's deck rules), ``place_deck`` (before the library is
  shuffled: the commander to the command zone, 903.6), ``set_up`` (after every deck: the vanguards, 902.3);
- starting life and hand: ``starting_life`` (903.7, 903.12f, 902.4), ``hand_size`` (902.5), ``free_mulligans``
  (903.12g);
- extra zones and their cards: ``zones`` (each player's zones the variant adds, with who sees them: a
  planar or scheme deck), ``shared_zones`` (the table's), ``command_sources`` (cards whose abilities work
  from the command zone, 902.7), ``table_sources`` (their statics reach everyone's permanents, 901.7),
  ``controls`` (who controls such a card, 901.6);
- a player leaving: ``leaving`` (before their cards go, 901.6, 901.10);
- special actions (116): ``special_actions`` (what a player with priority may do besides the core's),
  ``perform_special`` and ``special_refusal`` (doing it, or why not), ``describe`` (its words);
  ``castable_from`` / ``extra_cost`` / ``cast_from`` (a commander from the command zone with its tax, 903.8);
- turn-based and state-based steps: ``turn_based`` (as a step begins, after the core's turn-based actions,
  703.4), ``replaces_move`` (903.9b), ``losers`` (704.6c), ``state_based`` (903.9a, a choice offered);
- its invariants: ``invariants``; what a seat's view leaves out of its part: ``hide`` (702.106);
- teams (805, teams.py): ``teams`` and the flags ``team_loses_together``, ``shares_life``, ``skips_first_draw``;
- its table pieces: ``table_piece`` (what the table shows of it beside the seats, as words: commander
  damage and tax, the vanguards' modifiers), drawn by the table one under another."""
from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, Protocol

from game.engine.text import Msg

if TYPE_CHECKING:
    from game.engine.actions import Action

    from .cards import CardDb
    from .deck import Deck, DeckProblem
    from .state import MagicState


class Part(Protocol):
    """A variant's part of the state."""

    def copy(self) -> "Part": ...

    def to_json(self) -> Any: ...

    def moved(self, s: "MagicState", iid: int, from_zone: str, to_zone: str) -> None: ...


# A cell of a table piece: its words (a Msg where they are in the player's language) and its tone
# ("ink", "dim", "gold" for a name that leads a row, "bad" for a number near its limit).
Cell = tuple["str | Msg", str]


@dataclasses.dataclass(frozen=True)
class Piece:
    """What a variant shows at the table: a title, the heads of the columns after the first, and rows of
    cells (the first names the row). Words only: the table draws every variant's piece the same way."""
    title: Msg
    heads: tuple["str | Msg", ...]
    rows: tuple[tuple[Cell, ...], ...]
    first_head: "str | Msg" = ""      # the head of the first column, if any
    first_width: float = 0            # the first column's width; 0: what the others' 42 each leave it
    empty: Msg | None = None          # said under the title when there are no rows


class Variant:
    """A variant's hooks; each default leaves the core game as it is."""
    id = ""
    part_name = ""            # the key of its part of the state, "" if it has none
    loss: tuple[str, Msg] = ("", Msg("", ""))     # the rule and reason of a loss by ``losers``
    # a multiplayer shape's (teams.py): a player who loses takes their team along (810); teammates share one
    # life total (810); the first team skips its first draw (810, as 103.8a does in a duel)
    team_loses_together = False
    shares_life = False
    skips_first_draw = False
    turn_markers = False          # Grand Melee's (807, melee.py): several players take their turns at once

    def new_part(self, s: "MagicState") -> Part | None:
        return None

    def teams(self, num_players: int) -> tuple[tuple[int, ...], ...]:
        """The teams this variant plays in (805, teams.py), each a tuple of seats, in turn order; () for none."""
        return ()

    def team_names(self) -> tuple[Msg, ...]:
        """What its teams are called, in the order of ``teams`` (): the shapes' own names, Team Sun and so on."""
        return ()

    def deck_problems(self, db: "CardDb", deck: "Deck") -> list["DeckProblem"] | None:
        """A deck format's deck rules; None: the constructed rules (100.2a)."""
        return None

    def place_deck(self, s: "MagicState", p: int, deck: "Deck", cards: list[int]) -> None:
        """``p``'s deck is in their library, not yet shuffled (``cards`` in the deck's order)."""

    def set_up(self, s: "MagicState", seed: int) -> None:
        """Every deck is in place; the starting player is not chosen yet."""

    def starting_life(self, s: "MagicState", p: int, life: int) -> int:
        return life

    def skipped_draw(self, s: "MagicState", p: int) -> str:
        """The rule by which active player ``p`` skips this turn's draw (504.1), "" if they draw."""
        return ""

    def starting_player(self, s: "MagicState", chosen: int) -> int:
        """Who takes the first turn, given the one chosen at random (103.1; the archenemy, 904.6)."""
        return chosen

    def hand_size(self, s: "MagicState", p: int, size: int) -> int:
        return size

    def free_mulligans(self, s: "MagicState") -> int:
        return 0

    def zones(self) -> tuple[tuple[str, str], ...]:
        """Each player's extra zones: (kind, who sees it: "public", "owner" or "hidden"), made with the state."""
        return ()

    def shared_zones(self) -> tuple[tuple[str, str], ...]:
        """The table's extra zones, owned by nobody: (name, "public" or "hidden")."""
        return ()

    def command_sources(self, s: "MagicState", p: int) -> list[int]:
        return []

    def table_sources(self, s: "MagicState") -> list[int]:
        """Cards in the command zone whose static abilities reach every player's permanents (901.7: a face-up
        plane's "all creatures"), whoever controls them."""
        return []

    def controls(self, s: "MagicState", iid: int) -> int | None:
        """The controller of ``iid``, a card off the battlefield, when the variant decides it (901.6: the
        planar controller); None: its owner."""
        return None

    def leaving(self, s: "MagicState", p: int) -> None:
        """``p`` is about to leave the game (800.4a), before anything of theirs leaves (901.6, 901.10)."""

    def special_actions(self, s: "MagicState", p: int) -> list["Action"]:
        """Special actions (116) ``p`` may take now, holding priority."""
        return []

    def perform_special(self, s: "MagicState", action: "Action") -> bool:
        """Do ``action`` if it is one of this variant's (it was legal); True if it was."""
        return False

    def special_refusal(self, s: "MagicState", action: "Action") -> tuple[str, str, str] | None:
        """Why ``action``, one of this variant's, may not be taken now: (rule, English, Korean)."""
        return None

    def describe(self, s: "MagicState", action: "Action", lang: str) -> str | None:
        """The words for one of this variant's actions (a log line, a button, the AI's "why")."""
        return None

    def turn_based(self, s: "MagicState", step: str) -> None:
        """``step`` (a Step's value) begins: the variant's turn-based actions, after the core's (703.4)."""

    def table_piece(self, s: "MagicState") -> Piece | None:
        """What the table shows of this variant, or None."""
        return None

    def castable_from(self, s: "MagicState", p: int, card: int) -> bool:
        """``p`` may cast ``card`` from a zone other than their hand."""
        return False

    def extra_cost(self, s: "MagicState", p: int, card: int) -> int:
        """Generic mana added to the cost of casting ``card`` from there."""
        return 0

    def cast_from(self, s: "MagicState", p: int, card: int) -> None:
        """``card`` is being cast from there (before it moves to the stack)."""

    def replaces_move(self, s: "MagicState", card: int, dest_kind: str) -> bool:
        """Its owner may have ``card`` go to the command zone instead (903.9b)."""
        return False

    def losers(self, s: "MagicState") -> list[int]:
        """Players who lose by a state-based action of the variant (704.6c)."""
        return []

    def state_based(self, s: "MagicState") -> bool:
        """The variant's state-based actions; True if any was performed (a choice offered counts)."""
        return False

    def wants_check(self, s: "MagicState") -> bool:
        """True if ``state_based`` would do something now."""
        return False

    def invariants(self, s: "MagicState", over: bool, memo: dict[str, Any] | None) -> list[str]:
        return []

    def hide(self, s: "MagicState", form: dict[str, Any], viewer: int | None) -> None:
        """Blank in ``form`` (the state's saved form, a seat's view of it) what ``viewer`` may not know of
        the variant's part: a hidden agenda's chosen name (702.106)."""
