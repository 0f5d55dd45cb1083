"""The actions of Clash of Decks. Cards are named by instance id; fronts by number (0 is the upper front
of two)."""
from __future__ import annotations

import dataclasses
from typing import ClassVar

from game.engine.actions import Action, ActionSet, Choose, Concede


@dataclasses.dataclass(frozen=True, slots=True)
class Summon(Action):
    """Play a creature from the window (or your champion) to the back of one of your fronts (L448-456)."""
    verb: ClassVar[str] = "summon"
    card: int
    front: int


@dataclasses.dataclass(frozen=True, slots=True)
class Merge(Action):
    """Play a Symbiosis creature on top of a creature of yours already in play (L1452-1458)."""
    verb: ClassVar[str] = "merge"
    card: int
    onto: int


@dataclasses.dataclass(frozen=True, slots=True)
class Cast(Action):
    """Play a spell on any creature in play (L326-340)."""
    verb: ClassVar[str] = "cast"
    card: int
    target: int


@dataclasses.dataclass(frozen=True, slots=True)
class Assault(Action):
    """End phase 2: your creatures attack (phase 3) and the turn ends (L458-476, L546-550)."""
    verb: ClassVar[str] = "assault"


PLAYS = (Summon, Merge, Cast)
ACTIONS = ActionSet([Summon, Merge, Cast, Assault, Choose, Concede])
