"""Choices a decision offered and no longer does. Between two moments a player sees, a pending
decision's legal choices may shrink (a card picked to pay a cost leaves another card with nothing to
pay for: Dragon Duel's DD-13.2). Dropped silently, the choice would just vanish; instead the prompt
keeps it a moment, dimmed, under the engine's refusal of it (its rule and sentence, in the player's
language), and then lets it go.

The table asks ``offered`` what to show for the viewer's decision each time it builds its prompt; this
remembers, per decision, what it offered last. A decision is the same one while its player, kind,
source and options are (its picks change as it is answered)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Hashable

KEEP_SECONDS = 6.0        # how long a choice that went stays on the prompt, dimmed, with its reason


@dataclass
class Gone:
    option: Any
    why: str               # "[rule] sentence", in the language of the moment it went
    left: float = KEEP_SECONDS


def decision_key(d: Any) -> Hashable:
    return (d.player, d.kind, repr(d.source), repr(tuple(d.options)))


class GoneOptions:
    def __init__(self) -> None:
        self.key: Hashable = None
        self.last: list[Any] = []      # what the prompt offered the last time it was built
        self.gone: list[Gone] = []

    def offered(self, d: Any, legal: Callable[[Any], bool], why: Callable[[Any], str]) -> list[Any]:
        """The decision's choices the engine still takes, in its order; remembers which went since the
        last call (a choice picked is answered, not gone). Where the engine takes none of them the
        decision is answered another way (a game's own actions): all are shown, as before."""
        remaining = list(d.remaining())
        live = [o for o in remaining if legal(o)] or remaining
        key = decision_key(d)
        if key != self.key:
            self.key, self.gone = key, []
        else:
            kept = {repr(g.option) for g in self.gone}
            for o in self.last:
                if o not in live and o not in d.picked and repr(o) not in kept:
                    self.gone.append(Gone(o, why(o)))
        self.gone = [g for g in self.gone if g.option not in live and g.option not in d.picked and g.left > 0]
        self.last = live
        return live

    def age(self, dt: float) -> bool:
        """Time passes; True when a choice's moment is over (the prompt is then built again)."""
        if not self.gone:
            return False
        for g in self.gone:
            g.left -= dt
        return any(g.left <= 0 for g in self.gone)

    def forget(self) -> None:
        self.key, self.last, self.gone = None, [], []
