"""Every duration in one place (611.2): what an effect of a resolved spell or ability lasts for, and the one
point where each kind of duration ends.

- ``end_of_turn``: until end of turn, ended in the cleanup step (514.2);
- ``your_next_turn``: until your next turn, ended as that player's next turn begins (611.2a);
- ``source_leaves``: for as long as its source remains on the battlefield, ended as soon as the source
  leaves (611.2b), like an effect whose object left (400.7: a new object the effect does not follow);
- ``""`` with control: for the rest of the game (while the object stays).

A later supplement ends its own named duration the same way: ``end(s, "planeswalk")`` once the moment comes.

The "until end of turn" boosts of a permanent (``Perm.pumps``) stay on the permanent, as the stats read them
on every look; they end here too. Everything else lasting is a ``Lasting`` in ``MagicState.lasting``.
No pygame."""
from __future__ import annotations

import dataclasses
from typing import Any

from .state import MagicState
from .vocab import DURATION_NAMES

END_OF_TURN = "end_of_turn"
YOUR_NEXT_TURN = "your_next_turn"
SOURCE_LEAVES = "source_leaves"
NAMES = DURATION_NAMES          # the words of each (an effect's "until" field, docs/magic-cards.md)
PLANESWALK = "planeswalk"       # "until a player planeswalks", ended as one does (901.11, planechase.py)
RULES = {END_OF_TURN: "514.2", YOUR_NEXT_TURN: "611.2a", SOURCE_LEAVES: "611.2b", PLANESWALK: "901.11"}


@dataclasses.dataclass(frozen=True, slots=True)
class Lasting:
    """One continuous effect from a resolved spell or ability (611.2): what it does to which object, and
    until when. ``what``: "control" (``player`` controls ``card``, 613.1b) or "pump" (+power/+toughness and
    a keyword)."""
    what: str
    card: int
    epoch: int             # the object's epoch when the effect began: once it moved, it is a new object (400.7)
    until: str             # one of DURATIONS, or "" (the rest of the game)
    player: int            # control: the new controller; your_next_turn: whose next turn ends it
    source: int = -1
    source_epoch: int = -1
    power: int = 0
    toughness: int = 0
    keyword: str = ""
    since: int = 0         # its timestamp (613.7): among control effects the latest wins

    def to_json(self) -> list[Any]:
        return [self.what, self.card, self.epoch, self.until, self.player, self.source, self.source_epoch,
                self.power, self.toughness, self.keyword, self.since]


def start(s: MagicState, what: str, card: int, until: str, player: int, source: int, **more: Any) -> None:
    """A lasting effect begins now; its timestamp is taken from the same clock as the permanents' (613.7)."""
    s.entered += 1
    s.lasting.append(Lasting(what, card, s.cards[card].epoch, until, player, source,
                             s.cards[source].epoch if source >= 0 else -1, since=s.entered, **more))


def holds(s: MagicState, e: Lasting) -> bool:
    """The effect's object is still the one it began on, on the battlefield; for "for as long as", its
    source too (611.2b)."""
    if s.cards[e.card].epoch != e.epoch or e.card not in s.perm:
        return False
    return e.until != SOURCE_LEAVES or (s.cards[e.source].epoch == e.source_epoch and e.source in s.perm)


def end(s: MagicState, moment: str, player: int = -1) -> bool:
    """The one expiry point: every effect whose duration ends at ``moment`` ends (for ``your_next_turn``,
    only ``player``'s). True if any did. At end of turn the permanents' boosts end as well (514.2)."""
    if moment == END_OF_TURN:
        for i, perm in s.perm.items():
            if perm.pumps:
                perm.pumps = ()
                s.touch(i)
    ending = [e for e in s.lasting if e.until == moment and (moment != YOUR_NEXT_TURN or e.player == player)]
    for e in ending:
        s.lasting.remove(e)
        s.emit("effect_ended", card=e.card, what=e.what, until=moment, rule=RULES.get(moment, "611.2"))
    return bool(ending)


def sweep(s: MagicState) -> bool:
    """Effects whose object left the battlefield, or whose source did for "for as long as" (611.2b), end
    now. True if any did."""
    if not s.lasting:
        return False
    gone = [e for e in s.lasting if not holds(s, e)]
    for e in gone:
        s.lasting.remove(e)
        if e.until == SOURCE_LEAVES and e.card in s.perm:
            s.emit("effect_ended", card=e.card, what=e.what, until=e.until, rule="611.2b")
    return bool(gone)


def boosts(s: MagicState, iid: int) -> tuple[int, int, set[str]]:
    """The lasting "pump" effects on ``iid`` other than until end of turn (those are in its ``pumps``)."""
    power = toughness = 0
    granted: set[str] = set()
    for e in s.lasting:
        if e.what == "pump" and e.card == iid:
            power += e.power
            toughness += e.toughness
            if e.keyword:
                granted.add(e.keyword)
    return power, toughness, granted


def pump(s: MagicState, card: int, until: str, controller: int, source: int, power: int, toughness: int,
         keyword: str) -> None:
    """+N/+N or a keyword on a permanent for a duration: until end of turn on the permanent itself, any
    other duration as a lasting effect."""
    if until in ("", END_OF_TURN):
        s.perm[card].pumps += ((power, toughness, keyword),)
        s.touch(card)
    else:
        start(s, "pump", card, until, controller, source, power=power, toughness=toughness, keyword=keyword)
