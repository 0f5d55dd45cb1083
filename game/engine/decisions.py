"""Pending decisions: choices that belong to a player, kept in the state.

A decision that asks for several picks is answered one pick at a time
(``Choose``), then ``done`` once ``min`` picks are in; it closes by itself at
``max``. This keeps every legal-action list short and maps directly onto a
player clicking cards one after another.
"""
from __future__ import annotations

import dataclasses
from typing import Any

from .text import Msg


@dataclasses.dataclass(frozen=True, slots=True)
class Decision:
    player: int
    kind: str                 # "mulligan", "may", "target", "order", "discard", "block", ...
    options: tuple[Any, ...]  # card ids (int) or words (str)
    prompt: Msg
    rule: str
    min: int = 1
    max: int = 1
    picked: tuple[Any, ...] = ()
    source: int | None = None  # the card whose effect asks, if any
    secret: bool = False       # options are hidden from the other players (e.g. hand cards)

    def remaining(self) -> tuple[Any, ...]:
        return tuple(o for o in self.options if o not in self.picked)

    def can_finish(self) -> bool:
        return len(self.picked) >= self.min

    def with_pick(self, option: Any) -> "Decision":
        new = object.__new__(Decision)
        for f in _FIELDS:
            object.__setattr__(new, f, getattr(self, f))
        object.__setattr__(new, "picked", self.picked + (option,))
        return new

    def is_complete(self) -> bool:
        return len(self.picked) >= self.max or not self.remaining()

    def to_json(self, viewer: int | None = None) -> dict[str, Any]:
        hide = self.secret and viewer is not None and viewer != self.player
        return {
            "player": self.player,
            "kind": self.kind,
            "options": None if hide else list(self.options),
            "option_count": len(self.options),
            "picked": None if hide else list(self.picked),
            "min": self.min,
            "max": self.max,
            "prompt": self.prompt.to_json(),
            "rule": self.rule,
            "source": self.source,
        }


_FIELDS = tuple(f.name for f in dataclasses.fields(Decision))
