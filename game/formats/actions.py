"""The actions of an event: a draft pick or a deck card is a ``Choose`` of the event's decision, a game's
own stage brings its own actions, and a move in a game of the event is that game's action wrapped with
the event seat that makes it (:class:`InGame`, written ``in <the game's action>``)."""
from __future__ import annotations

import dataclasses
from typing import ClassVar, Iterable

from game.engine.actions import Action, ActionSet, Choose, Concede
from game.engine.errors import ActionParseError


@dataclasses.dataclass(frozen=True, slots=True)
class InGame(Action):
    """``player`` (an event seat) makes ``act`` in the event's game under way, where it sits as
    ``act.player``."""

    verb: ClassVar[str] = "in"
    act: Action

    def __str__(self) -> str:
        return f"in player={self.player} {self.act}"


class EventActions(ActionSet):
    """The event's own verbs, the game's own stages' verbs, and ``in player=N <a game action>``."""

    def __init__(self, game: ActionSet, own: Iterable[type[Action]]) -> None:
        super().__init__([Choose, Concede, *own])
        self.game = game

    def parse(self, text: str) -> Action:
        words = text.split(None, 2)
        if words and words[0] == InGame.verb:
            if len(words) < 3 or not words[1].startswith("player="):
                raise ActionParseError(f"{text!r}: write in player=N <the game's action>")
            try:
                seat = int(words[1][len("player="):])
            except ValueError:
                raise ActionParseError(f"{text!r}: player must be a number") from None
            return InGame(seat, self.game.parse(words[2]))
        return super().parse(text)
