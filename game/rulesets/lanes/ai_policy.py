"""The Lanes TCG's quick rule-of-thumb player for the AI's playouts: cheap enough to play thousands of
actions a second, sensible enough that playouts resemble real games."""
from __future__ import annotations

from game.engine.actions import DONE, Action, Choose, Concede
from game.engine.rng import Rng
from game.engine.state import GameState

from .actions import Activate, Attack, EndAttack, EndMain, PlayItem, PlaySkill, PlayUnit
from .state import LanesState
from .statics import power


def sensible(s: GameState, player: int) -> list[Action]:
    """Legal actions of the player, never conceding."""
    return [a for a in s.legal_actions() if a.player == player and not isinstance(a, Concede)]


def quick_action(s: GameState, player: int, rng: Rng) -> Action:
    assert isinstance(s, LanesState)
    legal = sensible(s, player)
    if len(legal) == 1:
        return legal[0]
    if s.decisions:
        return _decide(s, player, legal, rng)
    if rng.below(10) == 0:
        return legal[rng.below(len(legal))]
    plays = [a for a in legal if isinstance(a, (PlayUnit, PlayItem, PlaySkill, Activate))]
    units = [a for a in plays if isinstance(a, PlayUnit)]
    if units:
        # the most expensive unit, an empty lane before an upgrade
        return max(units, key=lambda a: (s.defs[a.card].cost, s.unit_at(player, a.lane) is None, -a.lane))
    if plays:
        return plays[rng.below(len(plays))]
    attacks = [a for a in legal if isinstance(a, Attack)]
    good = []
    for a in attacks:
        me = s.unit_at(player, a.lane)
        enc = s.unit_at(1 - player, a.lane)
        if enc is None or (me is not None and power(s, me) >= power(s, enc)):
            good.append(a)
    if good:
        return good[0]
    for a in legal:
        if isinstance(a, (EndMain, EndAttack)):
            return a
    return legal[rng.below(len(legal))]


def _decide(s: LanesState, player: int, legal: list[Action], rng: Rng) -> Action:
    d = s.decisions[0]
    options = [a for a in legal if isinstance(a, Choose)]
    by_option = {a.option: a for a in options}
    if d.kind == "mulligan":
        return by_option.get("keep", options[0])
    if d.kind == "may":
        return by_option.get("yes", options[0])
    if d.kind == "block":
        attacker = s.battle["attacker"] if s.battle else None
        for a in options:
            if isinstance(a.option, int) and attacker is not None and power(s, a.option) >= power(s, attacker):
                return a
        return by_option.get("none", options[0])
    if d.kind in ("discard", "guardian_cost"):
        cards = [a for a in options if isinstance(a.option, int)]
        if cards:
            return min(cards, key=lambda a: s.defs[a.option].cost)
    if d.kind == "number":
        return max(options, key=lambda a: a.option if isinstance(a.option, int) else -1)
    if d.kind == "target":
        # effects that choose opponent units mostly hurt them: take their strongest
        cards = [a for a in options if isinstance(a.option, int)]
        theirs = [a for a in cards if s.cards[a.option].owner != player]
        pool = theirs or cards
        if pool:
            return max(pool, key=lambda a: power(s, a.option) if s.lane_of(a.option) is not None else 0)
    if DONE in by_option and len(options) > 1 and rng.below(3) == 0:
        return by_option[DONE]
    picks = [a for a in options if a.option != DONE]
    return picks[rng.below(len(picks))] if picks else options[0]
