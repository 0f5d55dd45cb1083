"""What the generic AI asks of a game: its ``ai`` part (``ai.py`` in the game's own folder), found through
the game's registration. The search, the levels and the agents know nothing else of any game.

The contract is written for more than two seats and more than alternating turns: a judgement is
always "this seat against the others", who acts comes from ``state.current_players()`` (several
seats may be deciding at once), and a turn is whatever the game says it is (``turn``), so the search
never reads a ``turn_player`` or counts seats. A game whose rules include an automated opponent
simply never lists that opponent's seat among the current players: the rules play it.
"""
from __future__ import annotations

import functools
from typing import Mapping, Protocol, cast

from game.engine import registry
from game.engine.actions import Action
from game.engine.rng import Rng
from game.engine.state import GameState
from game.engine.text import Msg


class AiRules(Protocol):
    """Module-level names of a ruleset's ``ai`` part."""

    WIN: float                    # the judgement of a won game; a lost one is -WIN, a draw 0
    TERMS: Mapping[str, Msg]      # the evaluation terms by id, in the order "Why that move?" lists them

    def terms(self, s: GameState, me: int) -> dict[str, float]:
        """The position judged from ``me``'s side: each term "me against the others", unweighted. Only
        called on unfinished games. A term may read every card of ``s``: the search hands it guessed
        worlds (``sample_world``), never the real hidden cards. Actions it applies to a copy (to judge at
        a quiet point) count toward the level's ``action_budget`` like the search's own; bound them."""

    def sample_world(self, s: GameState, seat: int, rng: Rng) -> GameState:
        """A copy of ``s`` in which everything ``seat`` cannot see is dealt at random from what it knows
        to remain, and the game's own future randomness is unknown (drawn from ``rng``). The result must
        depend only on ``seat``'s view of ``s`` and on ``rng``."""

    def sensible(self, s: GameState, player: int) -> list[Action]:
        """The player's legal actions worth searching (never conceding, nothing absurd); not empty
        whenever the player has a legal action."""

    def quick_action(self, s: GameState, player: int, rng: Rng) -> Action:
        """A cheap rule-of-thumb choice among ``sensible``: playouts, and a safe fallback."""

    def opening(self, s: GameState, player: int, legal: list[Action]) -> Action | None:
        """A choice the game makes by rule of thumb without searching (a mulligan, say), or None."""

    def turn(self, s: GameState) -> int:
        """Which turn (or round) is under way: a number that grows by one whenever a turn or round
        ends. "Our turn is over" when it changes."""

    def describe(self, s: GameState, action: Action, lang: str) -> str:
        """How ``action`` reads to a player ("Why that move?" starts with it)."""


@functools.cache
def rules(ruleset: str) -> AiRules:
    """The ruleset's ai part; KeyError naming the games that have one."""
    info = registry.get(ruleset)
    part = info.part("ai")
    if part is None:
        having = [i.id for i in registry.all_rulesets() if i.part("ai") is not None]
        raise KeyError(f"{info.id} has no AI (games with one: {', '.join(having)})")
    return cast(AiRules, part)


def rules_of(s: GameState) -> AiRules:
    """The judgement for ``s``: its own where it has one (an event's stages above a game), else its game's."""
    own = s.ai_rules()
    return own if own is not None else rules(s.ruleset_id)


def weights_of(part: AiRules, level: Mapping[str, float]) -> Mapping[str, float]:
    """The level's weights for a game's terms; a judgement above a game brings its own (``WEIGHTS``)."""
    own: Mapping[str, float] | None = getattr(part, "WEIGHTS", None)   # only an event's judgement has them
    return own if own is not None else level


def evaluate(part: AiRules, s: GameState, me: int, weights: Mapping[str, float]) -> float:
    """The weighted judgement of ``s`` from ``me``'s side: a finished game is won, lost or drawn
    (a team mate's win is ours), else the weighted sum of the game's terms."""
    result = s.result
    if result is not None:
        if result.draw:
            return 0.0
        return part.WIN if me in result.winners else -part.WIN
    return sum(weights.get(k, 0.0) * v for k, v in part.terms(s, me).items())
