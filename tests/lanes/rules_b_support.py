"""Shared helpers for the rule tests of sections 6, 7, 8 and 10 (test_rules_6/7/8/10_*.py).

Purpose-made cards (ids "TD-...") keep each test about exactly one rule: a plain
leader without abilities, vanilla filler cards for decks and hands, and small
builders for units, items and skills with the abilities a test needs.
"""
from __future__ import annotations

from typing import Any

import pytest

from game.engine.errors import IllegalActionError
from game.rulesets.lanes.scenario import do, position, ref

LEADER = "TD-LEAD"    # a leader without abilities
FILL = "TD-FILL"      # a vanilla unit used to fill decks and hands (no trigger)
VAN = "TD-VAN"        # vanilla unit cost 1, power 3, hit 1


def _name(cid: str) -> dict[str, str]:
    return {"en": cid, "ko": cid}


def unit(cid: str, cost: int = 1, power: int = 3, hit: int = 1, abilities: list[dict[str, Any]] | None = None,
         attribute: str = "fire", affiliations: list[str] | None = None) -> dict[str, Any]:
    card: dict[str, Any] = {"id": cid, "name": _name(cid), "type": "unit", "attribute": attribute,
                            "affiliations": affiliations or [], "cost": cost, "power": power, "hit": hit}
    if abilities:
        card["ability"] = abilities
    return card


def item(cid: str, cost: int = 1, abilities: list[dict[str, Any]] | None = None,
         equip: dict[str, Any] | None = None, affiliations: list[str] | None = None) -> dict[str, Any]:
    card: dict[str, Any] = {"id": cid, "name": _name(cid), "type": "item", "attribute": "fire",
                            "affiliations": affiliations or [], "cost": cost}
    if abilities:
        card["ability"] = abilities
    if equip is not None:
        card["equip"] = equip
    return card


def skill(cid: str, cost: int = 1, effect: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {"id": cid, "name": _name(cid), "type": "skill", "attribute": "fire", "cost": cost,
            "ability": [{"keyword": "skill", "effect": effect or [{"do": "draw", "n": 1}]}]}


def leader(cid: str = LEADER, abilities: list[dict[str, Any]] | None = None,
           back: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    card: dict[str, Any] = {"id": cid, "name": _name(cid), "type": "leader", "attribute": "fire"}
    if abilities:
        card["ability"] = abilities
    if back is not None:
        card["back"] = {"name": _name(cid + "-back"), "ability": back}
    return card


BASE_CARDS = [leader(), unit(FILL, cost=1, power=1, hit=1), unit(VAN, cost=1, power=3, hit=1)]


def make(p1: dict[str, Any] | None = None, p2: dict[str, Any] | None = None, cards: list[dict[str, Any]] = (),
         turn: int = 3, turn_player: int = 1, phase: str = "main", seed: int = 1):
    """A position with sensible defaults: plain leaders at level 5, ten filler cards in each deck."""
    players = {}
    for key, table in (("p1", p1), ("p2", p2)):
        t = {"leader": LEADER, "level": 5, "deck": [FILL] * 10}
        t.update(table or {})
        players[key] = t
    pos = {"turn": turn, "turn_player": turn_player, "first_player": 1, "phase": phase, **players}
    extra = {c["id"]: c for c in BASE_CARDS}
    for c in cards:
        extra[c["id"]] = c
    return position(pos, cards=list(extra.values()), seed=seed)


def refused(s, rule: str, action: str, **fields: Any) -> IllegalActionError:
    """The action must be refused by ``rule``; the state is left as it was."""
    before = s.state_hash()
    with pytest.raises(IllegalActionError) as info:
        do(s, action, **fields)
    assert info.value.rule == rule, f"refused by {info.value.rule} ({info.value.en}), expected {rule}"
    assert s.state_hash() == before
    return info.value


def ids(s, zone: str) -> list[str]:
    """Card ids in a zone, e.g. ids(s, "p0.hand") (players 0/1 internally)."""
    return [s.cards[c].def_id for c in s.zones[zone].cards]


def count(s, zone: str) -> int:
    return len(s.zones[zone].cards)


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def first_index(events, kind: str, /, **match: Any) -> int:
    """Index of the first event of ``kind`` whose data contains ``match`` (-1 if none)."""
    for i, e in enumerate(events):
        if e.kind == kind and all(e.data.get(k) == v for k, v in match.items()):
            return i
    return -1


def decision(s):
    return s.decisions[0] if s.decisions else None


def unit_id(s, player: int, lane: int):
    """The instance id of the unit of player (1/2) in lane, or None."""
    return s.unit_at(player - 1, lane)


__all__ = ["LEADER", "FILL", "VAN", "unit", "item", "skill", "leader", "make", "refused", "ids", "count", "kinds",
           "first_index", "decision", "unit_id", "do", "ref"]
