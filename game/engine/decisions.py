"""Pending decisions: choices that belong to a player, kept in the state.

A decision that asks for several picks is answered one pick at a time
(``Choose``), then ``done`` once ``min`` picks are in; it closes by itself at
``max``. This keeps every legal-action list short and maps directly onto a
player clicking cards one after another.
"""
from __future__ import annotations

import dataclasses
import operator
from typing import Any

from .text import Msg, josa


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
        picked = self.picked
        if not picked:
            return self.options
        return tuple([o for o in self.options if o not in picked])

    def can_finish(self) -> bool:
        return len(self.picked) >= self.min

    def with_pick(self, option: Any) -> "Decision":
        values = list(_VALUES(self))
        values[_PICKED] += (option,)
        return Decision(*values)

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
_VALUES = operator.attrgetter(*_FIELDS)      # every field's value, in the order the constructor takes them
_PICKED = _FIELDS.index("picked")


# ----- the refusals every game gives around a pending decision: (rule, English, Korean) -------------------
# They name the question, so the player knows what to answer and the rules reference finds the rule by the
# question's words; another seat's question is never repeated to a player (it may be that seat's secret).
def answer_first(d: Decision, player: int | None = None) -> tuple[str, str, str]:
    """Anything else while ``d`` waits; ``player`` is who tried (None: the decider)."""
    if player is not None and player != d.player:
        return decides_first(d)
    return (d.rule, f"First answer the question waiting: {d.prompt.en}", f"먼저 기다리는 질문에 답해야 합니다: {d.prompt.ko}")


def decides_first(d: Decision) -> tuple[str, str, str]:
    who = f"플레이어 {d.player + 1}"
    return (d.rule, f"Player {d.player + 1} must decide first.", f"{josa(who, '이/가')} 먼저 결정해야 합니다.")


def not_a_choice(d: Decision) -> tuple[str, str, str]:
    return (d.rule, f"That is not one of the choices of the question: {d.prompt.en}",
            f"질문의 선택지에 없는 것입니다: {d.prompt.ko}")


def already_chosen(d: Decision) -> tuple[str, str, str]:
    return (d.rule, f"You already chose that. {d.prompt.en}", f"이미 고른 것입니다. {d.prompt.ko}")


def too_few(d: Decision) -> tuple[str, str, str]:
    return (d.rule, f"Choose at least {d.min}. {d.prompt.en}", f"최소 {d.min}개를 골라야 합니다. {d.prompt.ko}")


def nothing_to_choose(rule: str) -> tuple[str, str, str]:
    return (rule, "You have nothing to choose now.", "지금은 선택할 것이 없습니다.")
