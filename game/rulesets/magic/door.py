"""The Magic state with its one door: the legal actions, the reason for a refusal and the change an
action makes (``legal.py``, ``perform.py``). Kept apart from ``state.py`` so that the state, which every
rules module imports, imports none of them back: the import graph runs one way, state -> rules -> door.
No pygame."""
from __future__ import annotations

from game.engine.actions import Action
from game.engine.errors import IllegalActionError

from .legal import explain_refusal, generate_legal
from .perform import perform
from .state import MagicState


class MagicGame(MagicState):
    """A game that can be played: what ``setup`` and the scenarios make."""

    def _generate_legal(self) -> list[Action]:
        return generate_legal(self)

    def _explain_refusal(self, action: Action) -> IllegalActionError:
        return explain_refusal(self, action)

    def _perform(self, action: Action) -> None:
        perform(self, action)
