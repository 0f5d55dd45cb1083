"""Shared helpers for the Lanes rule tests: purpose-made cards and small positions.

Cards made here have ids starting with "TC-" so they can never be mistaken for
the real card set. ``make(...)`` builds a state from a scenario-style position
with the base test cards plus any extra ones.
"""
from __future__ import annotations

import copy
from typing import Any, Iterable

from game.engine.events import Event
from game.rulesets.lanes.scenario import position


def _name(cid: str) -> dict[str, str]:
    return {"en": cid, "ko": cid}


def unit(cid: str, cost: int = 1, power: int = 3, hit: int = 1, *, attribute: str = "fire",
         abilities: Iterable[dict[str, Any]] = (), **extra: Any) -> dict[str, Any]:
    card = {"id": cid, "name": _name(cid), "type": "unit", "attribute": attribute, "cost": cost,
            "power": power, "hit": hit, **extra}
    if abilities:
        card["ability"] = list(abilities)
    return card


def item(cid: str, cost: int = 1, *, abilities: Iterable[dict[str, Any]] = (), attribute: str = "fire",
         **extra: Any) -> dict[str, Any]:
    card = {"id": cid, "name": _name(cid), "type": "item", "attribute": attribute, "cost": cost, **extra}
    card["ability"] = list(abilities) or [{"keyword": "equipped", "static": [{"power": 1}]}]
    return card


def skill(cid: str, effect: list[dict[str, Any]], cost: int = 1, *, attribute: str = "fire",
          **extra: Any) -> dict[str, Any]:
    return {"id": cid, "name": _name(cid), "type": "skill", "attribute": attribute, "cost": cost,
            "ability": [{"keyword": "skill", "effect": effect}], **extra}


def leader(cid: str, *, attribute: str = "fire", oath: list[dict[str, Any]] | None = None,
           abilities: Iterable[dict[str, Any]] = (), **extra: Any) -> dict[str, Any]:
    card: dict[str, Any] = {"id": cid, "name": _name(cid), "type": "leader", "attribute": attribute, **extra}
    if oath is not None:
        card["oath"] = oath
    if abilities:
        card["ability"] = list(abilities)
    return card


# The base cards every test position may use.
BASE_CARDS = [
    leader("TC-L"),
    unit("TC-V1", cost=1, power=3, hit=1),      # vanilla units of cost 1, 2, 3
    unit("TC-V2", cost=2, power=4, hit=1),
    unit("TC-V3", cost=3, power=5, hit=2),
    unit("TC-A", cost=1, power=1, hit=1),       # deck filler A, B, C, D (distinct, no abilities)
    unit("TC-B", cost=1, power=1, hit=1),
    unit("TC-C", cost=1, power=1, hit=1),
    unit("TC-D", cost=1, power=1, hit=1),
]
BASE_IDS = {c["id"] for c in BASE_CARDS}

FILLER_DECK = ["TC-A", "TC-B", "TC-C", "TC-D", "TC-A", "TC-B", "TC-C", "TC-D"]


def player(**kw: Any) -> dict[str, Any]:
    """A player table of a position: leader TC-L, level 5, an 8-card filler deck unless given."""
    out: dict[str, Any] = {"leader": "TC-L", "level": 5, "deck": list(FILLER_DECK)}
    out.update(kw)
    return out


def make(p1: dict[str, Any] | None = None, p2: dict[str, Any] | None = None, *, cards: Iterable[dict[str, Any]] = (),
         seed: int = 1, **pos: Any):
    """A state: player 1's main phase of turn 3 unless told otherwise."""
    extra = [c for c in cards if c["id"] not in BASE_IDS]
    d: dict[str, Any] = {"turn": 3, "turn_player": 1, "first_player": 1, "phase": "main",
                         "p1": player(**(p1 or {})), "p2": player(**(p2 or {}))}
    d.update(pos)
    return position(copy.deepcopy(d), cards=BASE_CARDS + extra, seed=seed)


# ----- reading states and events ----------------------------------------------------------------
def ids(s, zone: str) -> list[str]:
    """Card ids in a zone, e.g. ids(s, "p0.hand") (players are 0 and 1 in zone names)."""
    return [s.cards[c].def_id for c in s.zones[zone].cards]


def count(s, zone: str) -> int:
    return len(s.zones[zone].cards)


def of_kind(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


def moves(events: list[Event], *, to: str | None = None, frm: str | None = None) -> list[Event]:
    return [e for e in events if e.kind == "card_moved" and (to is None or e.data["to"] == to)
            and (frm is None or e.data["from"] == frm)]


def winner(s) -> Any:
    """1 or 2, "draw", or None while the game goes on."""
    if s.result is None:
        return None
    return "draw" if s.result.draw else s.result.winners[0] + 1
