"""How a game reads: what a ruleset's ``text`` part provides (``game/rulesets/<id>/text.py``, pure Python).

The table's log and prompt, the replays' lines, ``python -m game play`` and the demo's narrator word a
game only through these names, in the reader's language ("en" or "ko"). A game without a text part is
still played at the terminal (its actions as they parse, its zones as the player's view holds them), but
the app's table needs one.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, Protocol, cast

from .actions import Action
from .decisions import Decision
from .events import Event
from .registry import RulesetInfo
from .state import GameState

# (state, viewer, lang) -> the whole table in lines of text, as ``viewer`` may see it
BoardText = Callable[[GameState, int, str], str]


class TextRules(Protocol):
    """Module-level names of a ruleset's ``text`` part."""

    # The table as ``python -m game play`` prints it, or None: the zones of the player's view, hidden
    # ones as counts.
    describe_board: BoardText | None

    def card_name(self, s: GameState, iid: int, lang: str = "en") -> str:
        """A card's name as ``s``'s players know it (a card nobody may see yet is named as such)."""

    def describe_action(self, s: GameState, a: Action, lang: str = "en") -> str:
        """An action in words, before it is applied to ``s`` (the legal list at the terminal, "Why that
        move?", the replays)."""

    def describe_event(self, s: GameState, e: Event, lang: str = "en") -> str | None:
        """One event in words, or None for an event nobody reads (the table's banners)."""

    def describe_events(self, s: GameState, events: Iterable[Event], lang: str, viewer: int | None) -> list[str]:
        """The log's lines for a batch of events as ``viewer`` was told them (None: the public view);
        like events may share a line."""

    def describe_decision(self, s: GameState, d: Decision, lang: str = "en") -> tuple[str, str | None]:
        """The table's prompt for a pending decision: the question with its rule, and under it the text
        of what asks (an ability), or None."""

    def option_label(self, s: GameState, d: Decision, option: Any, lang: str = "en") -> str:
        """One of the decision's choices in words."""


def text_part(info: RulesetInfo) -> TextRules | None:
    """The game's text part, or None when it has none."""
    part = info.part("text")
    if part is None:
        return None
    missing = [name for name in TEXT_NAMES if name not in vars(part)]
    if missing:
        raise TypeError(f"{part.__name__} lacks {', '.join(missing)} (game/engine/textpart.py)")
    return cast(TextRules, part)


# Every name of the protocol, each a function but describe_board (a function or None).
TEXT_NAMES = ("card_name", "describe_action", "describe_event", "describe_events", "describe_decision",
              "option_label", "describe_board")
