"""How a program answers a scheme's "self or others" (schemes.py): by what each answer costs its side. In
Archenemy the other opponents are its teammates, so it takes the blow itself unless that is worse than the
blows they would share, or would kill it; in Supervillain Rumble the others are its rivals, so it sends the
blow to them. No pygame."""
from __future__ import annotations

from game.engine.actions import Choose

from . import schemes, teams
from .scheme_cards import CHOSE_OTHERS, CHOSE_SELF
from .state import MagicState

# what an effect of the choice costs the player it reaches, in life points
_WEIGHT = {"damage": 1.0, "lose_life": 1.0, "discard": 2.0, "discard_random": 2.0, "mill": 0.3}


def choice(s: MagicState, p: int, mine: list[Choose]) -> Choose | None:
    sp = schemes.part(s)
    item = s.resume[0] if s.resume else None
    if sp is None or item is None:
        return None
    effects = s.db[item.def_id].abilities[item.ability].effects
    cost = {to: sum(_WEIGHT.get(e.do, 1.0) * e.amount for e in effects if e.to == to) for to in (CHOSE_SELF, CHOSE_OTHERS)}
    lethal = sum(e.amount for e in effects if e.to == CHOSE_SELF and e.do in ("damage", "lose_life")) >= s.life[p]
    others = [q for q in s.alive() if q not in (p, item.controller)]
    to_self = cost[CHOSE_SELF]
    # a blow to a teammate (805) costs this side as much as one to itself; one to a rival is a gain
    to_others = sum(cost[CHOSE_OTHERS] * (1 if teams.same_team(s, p, q) else -1) for q in others)
    want = schemes.OTHERS if lethal or to_others <= to_self else schemes.SELF
    return next((a for a in mine if a.option == want), None)
