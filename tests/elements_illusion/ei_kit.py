"""Shared helpers for the Elements Illusion rule tests: positions, sealed steps, whole turns."""
from __future__ import annotations

from typing import Any

import pytest

from game.engine.actions import DONE, Choose
from game.engine.errors import IllegalActionError
from game.engine.match import Match
from game.rulesets.elements_illusion.actions import Lock
from game.rulesets.elements_illusion.scenario import do, lock_all, make_action, position
from game.rulesets.elements_illusion.state import EIState

__all__ = ["pos", "do", "lock_all", "refused", "finish_turn", "kinds", "events_of", "new_game", "answer_all",
           "hand", "IllegalActionError"]


def pos(players: int = 2, seed: int = 1, **fields: Any) -> EIState:
    """A position (scenario format: seats p1.. from 1) with its settings given as ``options``."""
    options = fields.pop("options", {})
    return position(fields, players=players, seed=seed, **options)


def new_game(players: int = 2, seed: int = 1, **settings: Any) -> EIState:
    from game.engine import registry
    info = registry.get("elements-illusion")
    setup = {**info.default_setup(seed), "players": players, **settings}
    return Match("elements-illusion", seed, setup).state  # type: ignore[return-value]


def refused(s: EIState, rule: str, action: str, **fields: Any) -> IllegalActionError:
    """The scripted step must be refused by ``rule``, leaving the state as it was."""
    digest = s.state_hash()
    with pytest.raises(IllegalActionError) as err:
        s.apply(make_action(s, {"action": action, **fields}))
    assert err.value.rule == rule, (err.value.rule, err.value.en)
    assert err.value.en and err.value.ko and err.value.en != err.value.ko
    assert s.state_hash() == digest
    return err.value


def answer_all(s: EIState, *, el: int | None = None) -> list[Any]:
    """Answer every pending public decision the least way (EL: ``el`` or the first value; everything else:
    no, done) until the game reaches a sealed phase or ends."""
    events: list[Any] = []
    for _ in range(200):
        if s.result is not None or s.sealed() or not s.decisions:
            break
        d = s.decisions[0]
        if d.kind == "el":
            opt: Any = el if el in d.options else d.options[0]
        elif "no" in d.options:
            opt = "no"
        elif d.kind == "support":
            opt = DONE
        else:
            opt = d.options[0]
        events += s.apply(Choose(d.player, opt))
    return events


def finish_turn(s: EIState, *, el: int | None = None) -> list[Any]:
    """Lock every seat and answer every decision until the next turn's main phase (or the end)."""
    events: list[Any] = []
    turn = s.turn
    for _ in range(50):
        if s.result is not None or (s.turn > turn and s.sealed()):
            break
        if s.sealed():
            events += lock_all(s)
        else:
            events += answer_all(s, el=el)
    return events


def kinds(events: list[Any]) -> list[str]:
    return [e.kind for e in events]


def events_of(events: list[Any], what: str, **fields: Any) -> list[Any]:
    return [e for e in events if e.kind == what and all(e.data.get(k) == v for k, v in fields.items())]


def hand(s: EIState, p: int) -> list[str]:
    """Seat ``p`` (from 1) hand's card definitions, sorted."""
    return sorted(s.def_of(c) for c in s.hands[p - 1].cards)


_ = Lock
