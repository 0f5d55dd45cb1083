"""What a format asks of its game: the game's ``formats`` part (``game/rulesets/<id>/formats.py``, pure
Python), typed here. The format's data names the hooks (a pool, a game's setup, an own stage); the part
answers by name, so one game may declare several formats over the same few functions.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Protocol

from game.engine.actions import Action
from game.engine.errors import IllegalActionError
from game.engine.rng import Rng

from .draft import DraftHooks

if TYPE_CHECKING:
    from .build import BuildChoice
    from .event import EventState


class OwnStage(Protocol):
    """A stage of the game's own between rounds (Clash of Decks' mutation phase). Its data lives in the
    event's ``own`` (plain JSON values: it is copied, hashed and saved with the event); its moves are the
    game's actions, listed in the part's ``ACTIONS``."""

    rule: str
    name: Any                                   # Msg: how the stage is called ("the mutation phase")

    def begin(self, ev: "EventState", rnd: int) -> None:
        """The stage opens before round ``rnd`` (from 0)."""

    def legal(self, ev: "EventState") -> list[Action]:
        """Every move of every seat that acts in the stage now."""

    def why_not(self, ev: "EventState", action: Action) -> IllegalActionError | None:
        """Why ``action`` is refused now (the game's rule, in English and Korean), None when it is legal:
        asked before every move, so a stage with many moves need not list them all to check one."""

    def refusal(self, ev: "EventState", action: Action) -> IllegalActionError:
        """Why ``action`` (not in :meth:`legal`) is refused."""

    def perform(self, ev: "EventState", action: Action) -> None:
        """Carry out a legal move (``ev.emit`` tells what happened)."""

    def finished(self, ev: "EventState") -> bool:
        """Has every seat done its part?"""

    def view(self, ev: "EventState", viewer: int | None) -> dict[str, Any]:
        """What ``viewer`` may see of the stage."""

    def worth(self, ev: "EventState", seat: int) -> float:
        """How good the stage's outcome so far is for ``seat`` (a program's judgement)."""

    def sensible(self, ev: "EventState", seat: int) -> list[Action]:
        """The seat's moves worth a program's thought (never empty while it has a move)."""

    def turn(self, ev: "EventState") -> int:
        """A number that grows whenever a seat's part of the stage is done (a program's "my turn is over")."""


class FormatHooks(Protocol):
    """Module-level names of a game's ``formats`` part."""

    ACTIONS: tuple[type[Action], ...]           # the own stages' actions (the event parses them in logs)
    REST_NAMES: Mapping[str, Any]               # Msg by a build's ``rest``: what the cards left out are called
    STAGES: Mapping[str, OwnStage]              # own stages by the name a format's ``before_round`` gives
    DRAFT_HOOKS: Mapping[str, DraftHooks]       # draft-time abilities by the name a draft's ``hooks`` gives

    def problems(self, format_id: str, settings: dict[str, Any]) -> list[str]:
        """What is wrong with the game's settings for this format, found before the event starts (a game's
        own checks would otherwise only speak once its first game is set up, after the draft)."""

    def pool(self, name: str, settings: dict[str, Any], rng: Rng) -> list[str]:
        """The cards a draft deals from (definition ids; the draft shuffles them). ``rng`` is the event's,
        for a pool chosen at random (two packs of three, say)."""

    def tagged(self, tag: str, settings: dict[str, Any]) -> list[str]:
        """Cards a pack sheet's slot draws from (a rarity, a kind)."""

    def game_setup(self, name: str, ev: "EventState", players: tuple[int, ...]) -> dict[str, Any]:
        """The setup of the next game between ``players`` (event seats, in the game's seat order), from
        what the event holds (drafted cards by seat: ``ev.pool_ids``; built decks: ``ev.deck_ids``)."""

    def deck_problems(self, ev: "EventState", seat: int, cards: list[str],
                      chosen: Mapping[str, str] | None = None) -> list[tuple[str, str, str]]:
        """Every deck rule ``cards`` break as ``seat``'s deck: (rule, English, Korean); empty: allowed.
        ``chosen``: the game's build choices (build.py), given when its format's build has any."""

    # The hooks below are asked only by a build that names them (``free``, ``choices``: build.py).
    def free_cards(self, name: str, ev: "EventState", seat: int) -> list[str]:
        """The cards a seat may add to its deck in any number, not from its pool (basic lands)."""

    def fill_free(self, name: str, ev: "EventState", seat: int, cards: list[str], chosen: Mapping[str, str],
                  n: int) -> list[str]:
        """``n`` free cards for a deck of ``cards`` (automatic basic lands: by the colors of its spells)."""

    def build_choices(self, name: str, ev: "EventState", seat: int, cards: list[str],
                      chosen: Mapping[str, str]) -> "list[BuildChoice]":
        """The game's own choices for a deck of ``cards`` with ``chosen`` made so far (a commander)."""

    def suggest_choices(self, name: str, ev: "EventState", seat: int) -> dict[str, str]:
        """The choices a program makes for the deck it suggests (``suggest_deck``)."""

    def card_worth(self, ev: "EventState", seat: int, def_id: str) -> float:
        """What a program at ``seat`` thinks a card is worth to its deck (drafting and building), given what
        the seat holds and sees (its picks so far: a card of its colors is worth more to it than to another
        seat). Deterministic: from the event and the seat alone."""

    def pool_worth(self, ev: "EventState", seat: int, cards: list[str]) -> float:
        """What a program thinks ``cards`` (the seat's drafted cards) are worth together: the program's
        judgement of a pick during the draft. Not the sum of ``card_worth``: a card of the seat's colors
        raises the deck, while it makes every off-color card it holds less likely to be played."""

    def suggest_deck(self, ev: "EventState", seat: int) -> list[str]:
        """The deck a program would keep from the seat's drafted cards (a build screen starts from it)."""

    def built(self, ev: "EventState", seat: int, deck: list[str], rest: list[str]) -> None:
        """A seat's deck is built (the rest kept aside as the format says): the game notes what it needs."""

    def kept(self, ev: "EventState", stem: str) -> list[str]:
        """What a finished event leaves its players, written beside ``stem`` (Clash of Decks' mutated
        decks, L1239-1247); the paths written (none: nothing is kept)."""
