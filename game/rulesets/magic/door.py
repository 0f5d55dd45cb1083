"""The Magic state with its one door: the legal actions, the reason for a refusal and the change an
action makes (``legal.py``, ``perform.py``). Kept apart from ``state.py`` so that the state, which every
rules module imports, imports none of them back: the import graph runs one way, state -> rules -> door.
No pygame."""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.engine.errors import DataError, IllegalActionError
from game.engine.text import Said

from . import setting as _setting
from .cards import CardDb
from .legal import explain_refusal, generate_legal
from .perform import perform
from .state import MagicState
from .variants import saved_parts, variants_for


class MagicGame(MagicState):
    """A game that can be played: what ``setup`` and the scenarios make."""
    dealt: list[dict[str, Any]] | None = None      # the decks it was dealt, as a setup names them (setup.py)

    def pinned_setup(self, setup: dict[str, Any]) -> dict[str, Any]:
        """``setup`` with every seat's dealt deck written out (a seat's own list stays as it was given), so
        that replaying the saved game deals the same cards whatever the shipped decks have become."""
        if not self.dealt:
            return setup
        given = setup.get("decks") if isinstance(setup.get("decks"), list) else []
        decks = [given[p] if p < len(given) and isinstance(given[p], dict) else deck for p, deck in enumerate(self.dealt)]
        return {**setup, "decks": decks}

    def _generate_legal(self) -> list[Action]:
        return generate_legal(self)

    def _explain_refusal(self, action: Action) -> IllegalActionError:
        return explain_refusal(self, action)

    def _perform(self, action: Action) -> None:
        perform(self, action)

    def parts_form(self) -> dict[str, Any]:
        """Every part any variant keeps, an absent one in its empty form: the saved form of a game from
        before the variants were modules held Commander's keys in every game, and a save's hash is checked."""
        return {**saved_parts(self), **super().parts_form()}


def new_game(players: int, seed: int, db: CardDb, options: dict[str, Any], where: str = "setup") -> MagicGame:
    """A game of the combination ``options`` name (setting.py), with its variants; a combination the rules
    rule out is refused, each problem naming its rule."""
    chosen, problems = _setting.read(options, players)
    if problems:
        # each in the player's words too, for a screen's refusal (the command line shows the first form)
        raise DataError(where, [Said(f"{rule} {en}", f"{en} ({rule})", f"{ko} ({rule})") for rule, en, ko in problems])
    return MagicGame(players, seed, db, options, chosen, variants_for(chosen))
