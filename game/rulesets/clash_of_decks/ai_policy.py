"""Clash of Decks' rules of thumb for the AI: what a card is worth, which actions are worth searching,
and a quick player for playouts.

The champion pick changes nothing the judgement can see until the game starts, so it is narrowed here to
the one pick a rule of thumb makes; the search spends its work on the summon phase. (Drafting is a format
above the game: game/formats, with the card worth of ``draft_value``.)
"""
from __future__ import annotations

from game.engine.actions import Action, Choose, Concede
from game.engine.rng import Rng
from game.engine.state import GameState

from .actions import Assault, Cast, Merge, Summon
from .cards import CardDef
from .state import CDState
from .summon import cost_now

# Abilities that cost their owner more than they give (vocab.DRAWBACKS) count against a card.
_DRAWBACKS = frozenset({"defender", "threat", "mercenary", "curse"})


def card_worth(d: CardDef) -> float:
    """A rough worth of a card for a deck: its stats, a point or so per ability, a little less per mana."""
    if d.type == "creature":
        value = d.attack * 1.2 + d.hp
    elif d.type == "spell":
        value = d.damage * 1.5 + 1.0
    else:
        return 0.0
    for ab in d.abilities:
        value += -0.8 if ab in _DRAWBACKS else 1.0
    return value - 0.35 * d.cost


def creature_worth(s: CDState, head: int) -> float:
    """A creature in play: its attack and the health it has left this turn, and its abilities."""
    left = max(0, s.max_hp(head) - s.dmg[head])
    if left == 0:
        return 0.0
    worth = s.attack(head) * 1.2 + left
    for ab in s.abilities(head):
        worth += -0.5 if ab in _DRAWBACKS else 0.6
    return worth


# ----- which actions to search --------------------------------------------------------------------
def sensible(s: GameState, player: int) -> list[Action]:
    """The player's legal actions, never conceding; a damaging spell (Weaken included) only at the
    enemy's creatures (while it has one), a champion pick narrowed to the card worth most."""
    assert isinstance(s, CDState)
    legal = [a for a in s.legal_actions() if a.player == player and not isinstance(a, Concede)]
    if len(legal) <= 1:
        return legal
    if s.decisions:
        picks = [a for a in legal if isinstance(a, Choose)]
        if picks and s.decisions[0].kind == "champion":
            return [max(picks, key=lambda a: (_pick_worth(s, a.option), str(a.option)))]
        return legal
    out = []
    for a in legal:
        if isinstance(a, Cast) and s.cards[a.target].owner == player and _hurts(s.defs[a.card]):
            continue
        out.append(a)
    return out or legal


def _hurts(d: CardDef) -> bool:
    """A spell that only harms its target: damage, or Weaken's X (a 0-damage Weaken spell still deals
    the target's HP - 1, L1746-1750)."""
    return d.damage > 0 or "weaken" in d.abilities


def _pick_worth(s: CDState, option: object) -> float:
    if isinstance(option, int):
        return card_worth(s.defs[option])
    return card_worth(s.db[str(option)])


# ----- a quick player for playouts ----------------------------------------------------------------
def quick_action(s: GameState, player: int, rng: Rng) -> Action:
    """Play the card worth most that mana pays for (a creature to the front the enemy presses hardest,
    a damaging spell at the enemy creature it hurts most), otherwise assault."""
    assert isinstance(s, CDState)
    legal = sensible(s, player)
    if len(legal) == 1:
        return legal[0]
    if s.decisions:
        return legal[rng.below(len(legal))]
    mana = s.mana[player]
    best: Action | None = None
    best_score = 0.0
    for a in legal:
        if isinstance(a, Assault):
            continue
        card = a.card  # type: ignore[attr-defined]
        if cost_now(s, player, card) > mana:
            continue          # Blood Price would pay with the citadel: not in a quick game
        score = card_worth(s.defs[card]) + 0.01 * rng.below(50)
        if isinstance(a, Summon):
            score += 0.5 * front_pressure(s, s.enemy_across(player, a.front), a.front)
        elif isinstance(a, Cast):
            if s.cards[a.target].owner == player:
                score -= 2.0
            else:
                score += min(s.defs[card].damage, s.max_hp(a.target) - s.dmg[a.target]) * 0.5
        elif isinstance(a, Merge):
            score += 0.5
        if best is None or score > best_score:
            best, best_score = a, score
    if best is not None:
        return best
    return next((a for a in legal if isinstance(a, Assault)), legal[0])


def front_pressure(s: CDState, seat: int, front: int) -> float:
    """The attack ``seat`` brings on ``front`` beyond the health of the creatures facing it: roughly what
    reaches the citadel across that bridge at the next assault."""
    if seat not in s.fronts[front]:
        return 0.0
    enemy = s.enemy_across(seat, front)
    attack = sum(s.attack(h) for h in s.line(front, seat))
    guard = sum(max(0, s.max_hp(h) - s.dmg[h]) for h in s.line(front, enemy))
    return float(max(0, attack - guard))
