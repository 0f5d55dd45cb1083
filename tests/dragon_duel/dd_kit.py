"""Shared helpers for the Dragon Duel rule tests: purpose-made cards and small positions.

Cards made here have ids starting with "TD-" so they can never be mistaken for the real set."""
from __future__ import annotations

from typing import Any

import pytest

from game.engine.errors import IllegalActionError
from game.rulesets.dragon_duel.scenario import do, position, ref
from game.rulesets.dragon_duel.state import DDState


def card(cid: str, ctype: str = "character", fire: int | None = None, earth: int | None = None, *,
         text: list[dict[str, Any]] | None = None, **extra: Any) -> dict[str, Any]:
    c: dict[str, Any] = {"id": cid, "name": {"en": cid, "ko": cid}, "type": ctype, "faction": "ember",
                         "race": extra.pop("race", "drakeborn"), **extra}
    if ctype in ("character", "booster"):
        c["fire"] = 0 if fire is None else fire
        c["earth"] = 0 if earth is None else earth
    if text:
        c["text"] = text
    return c


BASE = [
    card("TD-C1", fire=1, earth=1), card("TD-C3", fire=3, earth=3), card("TD-C5", fire=5, earth=2),
    card("TD-C0", fire=0, earth=4), card("TD-C9", fire=9, earth=9),
    card("TD-B2", "booster", 2, 2), card("TD-B1", "booster", 1, 1),
    card("TD-S", "support"), card("TD-L", "leadership"),
    card("TD-RC", fire=2, earth=2, icons=["recall"]), card("TD-RB", "booster", 1, 1, icons=["recall"]),
    card("TD-RS", "support", icons=["recall"]),
    card("TD-AB", "booster", 2, 2, icons=["ambush"]),
    card("TD-X", fire=1, earth=1),   # deck filler
]


def make(pos: dict[str, Any], cards: list[dict[str, Any]] | None = None, **options: Any) -> DDState:
    full = {"turn_player": 1, "phase": "leadership", **pos}
    for key in ("p1", "p2"):
        table = full.setdefault(key, {})
        table.setdefault("deck", ["TD-X"] * 10)
    return position(full, BASE + list(cards or []), **options)


def refused(s: DDState, action: str, rule: str, **fields: Any) -> IllegalActionError:
    before = s.state_hash()
    with pytest.raises(IllegalActionError) as info:
        do(s, action, **fields)
    assert info.value.rule == rule, f"refused by {info.value.rule}: {info.value.en}"
    assert info.value.en and info.value.ko and info.value.en != info.value.ko
    assert s.state_hash() == before, "a refused action changed the state"
    return info.value


def ids(s: DDState, p: int, zone: str) -> list[str]:
    return [s.cards[c].def_id for c in s.zones[f"p{p - 1}.{zone}"].cards]


def kinds(events: list[Any]) -> list[str]:
    return [e.kind for e in events]


__all__ = ["card", "make", "refused", "ids", "kinds", "do", "ref", "BASE"]
