"""Targets (115): what a spell or ability may aim at when it is put on the stack, and whether that is
still legal as it resolves (608.2b). No pygame."""
from __future__ import annotations

from . import planechase, teams
from .actions import parse_target
from .state import MagicState, StackItem


def _fits(s: MagicState, kind: str, controller: int, iid: int, source: int = -1) -> bool:
    d = s.defs[iid]
    if kind in ("creature", "planeswalker", "artifact"):
        return d.is_a(kind)
    if kind == "any":
        return d.is_a("creature") or d.is_a("planeswalker")
    if kind == "nonland_permanent":
        return not d.is_a("land")
    if kind in ("creature_you_control", "creature_you_dont_control"):
        yours = s.controller(iid) in (planechase.you(s, source, controller) or [controller])    # 901.12c
        return d.is_a("creature") and yours == (kind == "creature_you_control")
    return False


def _reaches(s: MagicState, controller: int, source: int, q: int) -> bool:
    """801: ``q`` is within the range of influence, or the source is a plane or phenomenon (901.13)."""
    return planechase.ignores_range(s, source) or teams.in_range(s, controller, q)


def _in_graveyard(s: MagicState, kind: str, controller: int, iid: int) -> bool:
    """A card target in a graveyard (115.1: "target creature card in your graveyard")."""
    return kind == GRAVEYARD_CREATURE and s.cards[iid].zone == f"p{controller}.graveyard" and s.defs[iid].is_a("creature")


GRAVEYARD_CREATURE = "creature_card_in_your_graveyard"


def candidates(s: MagicState, kind: str, controller: int, source: int) -> list[str]:
    """Every legal choice for ``kind`` as target text ("p<seat>", "c<card>"), in a fixed order."""
    if kind == "spell":
        return [f"c{i.card}" for i in s.stack if i.kind == "spell" and i.card != source]   # 115.5
    if kind == GRAVEYARD_CREATURE:
        return [f"c{i}" for i in s.zones[f"p{controller}.graveyard"].cards if _in_graveyard(s, kind, controller, i)]
    out: list[str] = []
    if kind in ("any", "player"):
        out += [f"p{q}" for q in s.alive() if _reaches(s, controller, source, q)]
    elif kind == "opponent":
        out += [f"p{q}" for q in s.opponents(controller) if _reaches(s, controller, source, q)]
    if kind not in ("player", "opponent"):
        free = planechase.ignores_range(s, source)
        for q in range(s.num_players):          # a battlefield's permanents are its player's (control.py)
            if free or teams.in_range(s, controller, q):                     # 801: within range of influence
                out += [f"c{i}" for i in s.battlefield(q) if _fits(s, kind, controller, i, source)]
    return out


def still_legal(s: MagicState, item: StackItem, kind: str) -> bool:
    """608.2b: the target is still there, still the same object, and still fits."""
    ref = parse_target(item.target)
    if ref is None:
        return False
    what, n = ref
    if what == "p":
        return 0 <= n < s.num_players and not s.out[n] and _reaches(s, item.controller, item.card, n) \
            and (kind != "opponent" or n in s.opponents(item.controller))          # 805: a teammate is none
    if not 0 <= n < len(s.cards) or s.cards[n].epoch != item.target_epoch:
        return False
    if kind == "spell":
        return any(i.card == n and i.kind == "spell" for i in s.stack)
    if kind == GRAVEYARD_CREATURE:
        return _in_graveyard(s, kind, item.controller, n)
    return s.on_battlefield(n) and _fits(s, kind, item.controller, n, item.card) \
        and _reaches(s, item.controller, item.card, s.controller(n))


def epoch_of(s: MagicState, target: str) -> int:
    ref = parse_target(target)
    return s.cards[ref[1]].epoch if ref is not None and ref[0] == "c" else -1
