"""Events: what happened, in order, rich enough for the table to animate it."""
from __future__ import annotations

from typing import Any

# Fields that identify a card; stripped from an event shown to a player who may not see it.
_SECRET_FIELDS = ("card", "def_id", "cards", "def_ids", "options", "picked")


class Event:
    """One visible change. ``visible_to`` None means every player sees it whole;
    otherwise other players get it with the card identities removed."""

    __slots__ = ("kind", "data", "visible_to")

    def __init__(self, kind: str, data: dict[str, Any], visible_to: tuple[int, ...] | None = None) -> None:
        self.kind = kind
        self.data = data
        self.visible_to = visible_to

    def for_player(self, player: int | None) -> "Event":
        if self.visible_to is None or (player is not None and player in self.visible_to):
            return self
        data = {k: v for k, v in self.data.items() if k not in _SECRET_FIELDS}
        data["hidden"] = True
        return Event(self.kind, data, None)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, **self.data}
        if self.visible_to is not None:
            out["visible_to"] = list(self.visible_to)
        return out

    def __repr__(self) -> str:
        fields = " ".join(f"{k}={v}" for k, v in self.data.items())
        return f"<{self.kind} {fields}>"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Event) and (self.kind, self.data, self.visible_to) == (
            other.kind, other.data, other.visible_to)


# Kinds every ruleset uses; a ruleset may add its own.
CARD_MOVED = "card_moved"
CARD_REVEALED = "card_revealed"
SHUFFLED = "shuffled"
DAMAGE_DEALT = "damage_dealt"
TRIGGER_FIRED = "trigger_fired"
EFFECT_RESOLVED = "effect_resolved"
POWER_CHANGED = "power_changed"
PHASE_CHANGED = "phase_changed"
DECISION = "decision"
GAME_OVER = "game_over"
