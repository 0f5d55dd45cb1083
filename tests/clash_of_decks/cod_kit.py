"""Shared helpers for the Clash of Decks rule tests: purpose-made cards and small positions.

Cards made here have ids starting with "TC-" so they can never be mistaken for the real set. A filler
creature ``TC-F`` fills hands; ``TC-N<n>`` are vanilla creatures of attack n."""
from __future__ import annotations

from typing import Any

import pytest

from game.engine.errors import IllegalActionError
from game.rulesets.clash_of_decks.scenario import do, position, ref
from game.rulesets.clash_of_decks.state import CDState

__all__ = ["card", "spell", "hand", "make", "do", "ref", "refused", "ids", "line", "dmg", "kinds", "events_of"]


def card(cid: str, attack: int = 1, hp: int = 1, cost: int = 1, abilities: tuple[str, ...] = (), **extra: Any
         ) -> dict[str, Any]:
    return {"id": cid, "name": {"en": cid, "ko": cid + "ko"}, "type": "creature", "pack": 9, "cost": cost,
            "attack": attack, "hp": hp, "abilities": list(abilities), "art": {"en": "test", "ko": "시험"}, **extra}


def spell(cid: str, damage: int = 1, cost: int = 1, abilities: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"id": cid, "name": {"en": cid, "ko": cid + "ko"}, "type": "spell", "pack": 9, "cost": cost,
            "damage": damage, "abilities": list(abilities), "art": {"en": "test", "ko": "시험"}}


BASE = [card(f"TC-F{i}", 1, 9, 1) for i in range(10)] + [card(f"TC-N{a}", a, 9, 1) for a in range(1, 10)] + [
    card("TC-W1", 1, 1, 1), card("TC-W2", 1, 2, 1), card("TC-W3", 1, 3, 1), card("TC-W5", 1, 5, 1),
    spell("TC-S0", 0), spell("TC-S1", 1), spell("TC-S3", 3), spell("TC-S9", 9),
]
FILL = [f"TC-F{i}" for i in range(10)]


def hand(*first: str, size: int = 7) -> list[str]:
    """A hand: the cards given, then distinct fillers up to ``size``."""
    rest = [f for f in FILL if f not in first]
    return list(first) + rest[:max(0, size - len(first))]


def make(pos: dict[str, Any], cards: list[dict[str, Any]] | None = None, **options: Any) -> CDState:
    full = {"turn": 3, "active": 1, "start_player": 1, **pos}
    mode = options.get("mode", "duel")
    keys = ("p1", "p2", "p3", "p4") if mode in ("ffa", "2v2", "coop") else ("p1", "p2")
    ai_keys = {"solo": ("p2",), "coop": ("p2", "p4")}.get(mode, ())
    for key in keys:
        table = full.setdefault(key, {})
        if key in ai_keys:
            table.setdefault("deck", [f"TC-F{i}" for i in range(8)])
        else:
            table.setdefault("hand", hand())
    return position(full, BASE + list(cards or []), **options)


def refused(s: CDState, action: str, rule: str, **fields: Any) -> IllegalActionError:
    before = s.state_hash()
    with pytest.raises(IllegalActionError) as info:
        do(s, action, **fields)
    assert info.value.rule == rule, f"refused by {info.value.rule}: {info.value.en}"
    assert info.value.en and info.value.ko and info.value.en != info.value.ko
    assert s.state_hash() == before, "a refused action changed the state"
    return info.value


def ids(s: CDState, cards: list[int]) -> list[str]:
    return [s.cards[c].def_id for c in cards]


def line(s: CDState, p: int, front: str = "upper") -> list[str]:
    """Player p's (1 or 2) creatures on a front, by card id, nearest the bridge first."""
    f = s.upper[p - 1] if front == "upper" else s.lower[p - 1]
    return ids(s, s.line(f, p - 1))


def dmg(s: CDState, p: int, front: str = "upper") -> list[int]:
    f = s.upper[p - 1] if front == "upper" else s.lower[p - 1]
    return [s.dmg[h] for h in s.line(f, p - 1)]


def kinds(events: list[Any]) -> list[str]:
    return [e.kind for e in events]


def events_of(events: list[Any], kind: str) -> list[Any]:
    return [e for e in events if e.kind == kind]
