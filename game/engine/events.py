"""Events: what happened, in order, rich enough for the table to animate it."""
from __future__ import annotations

from typing import Any

class Event:
    """One visible change. ``visible_to`` None means every player sees it whole. Otherwise it is a secret
    of those players: everyone else is told only the fields named in ``public`` (who, which rule, from where
    to where), never the rest. A field is private unless its event says otherwise, so a new field of a
    secret event (a card, an option, a number chosen) cannot reach another seat by being forgotten."""

    __slots__ = ("kind", "data", "visible_to", "public")

    def __init__(self, kind: str, data: dict[str, Any], visible_to: tuple[int, ...] | None = None,
                 public: tuple[str, ...] = ()) -> None:
        self.kind = kind
        self.data = data
        self.visible_to = visible_to
        self.public = public

    def for_player(self, player: int | None) -> "Event":
        """The event as ``player`` is told it (None: a spectator): whole, or built from its public part."""
        if self.visible_to is None or (player is not None and player in self.visible_to):
            return self
        data = {k: self.data[k] for k in self.public if k in self.data}
        data["hidden"] = True
        return Event(self.kind, data, None)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, **self.data}
        if self.visible_to is not None:
            out["visible_to"] = list(self.visible_to)
            out["public"] = list(self.public)
        return out

    def __repr__(self) -> str:
        fields = " ".join(f"{k}={v}" for k, v in self.data.items())
        return f"<{self.kind} {fields}>"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Event) and (self.kind, self.data, self.visible_to, self.public) == (
            other.kind, other.data, other.visible_to, other.public)


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
