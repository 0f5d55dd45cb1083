"""The actions of the reduced core. Cards are named by instance id; a target is "-" (none),
"p<seat>" (a player, seats from 0) or "c<card>" (a permanent or a spell on the stack)."""
from __future__ import annotations

import dataclasses
from typing import ClassVar

from game.engine.actions import Action, ActionSet, Choose, Concede

NO_TARGET = "-"


@dataclasses.dataclass(frozen=True, slots=True)
class PlayLand(Action):
    """Play a land from your hand: a special action, once a turn, in your main phase with the stack empty (305.1-305.2)."""
    verb: ClassVar[str] = "land"
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class Cast(Action):
    """Cast a spell from your hand (601.2), paying ``life`` of its Phyrexian symbols with 2 life each (107.4f)."""
    verb: ClassVar[str] = "cast"
    card: int
    target: str
    life: int


@dataclasses.dataclass(frozen=True, slots=True)
class Activate(Action):
    """Activate an ability of a permanent you control (602.2); mana abilities are activated while paying."""
    verb: ClassVar[str] = "activate"
    card: int
    ability: int
    target: str
    life: int


@dataclasses.dataclass(frozen=True, slots=True)
class Pass(Action):
    """Pass priority (117.3d)."""
    verb: ClassVar[str] = "pass"


@dataclasses.dataclass(frozen=True, slots=True)
class Attack(Action):
    """Declare a creature as an attacker of a player or a planeswalker (508.1a-b)."""
    verb: ClassVar[str] = "attack"
    card: int
    target: str


@dataclasses.dataclass(frozen=True, slots=True)
class Block(Action):
    """Declare a creature as a blocker of an attacking creature (509.1a)."""
    verb: ClassVar[str] = "block"
    card: int
    attacker: int


@dataclasses.dataclass(frozen=True, slots=True)
class Declared(Action):
    """The attackers (or this player's blockers) are all declared (508.1, 509.1)."""
    verb: ClassVar[str] = "declared"


PLAYS = (PlayLand, Cast, Activate)
@dataclasses.dataclass(frozen=True, slots=True)
class RollPlanar(Action):
    """Roll the planar die: a special action of the active player in a Planechase game (901.9, planechase.py)."""
    verb: ClassVar[str] = "roll_planar"


@dataclasses.dataclass(frozen=True, slots=True)
class TurnUp(Action):
    """Turn a face-down conspiracy you control face up: a special action, any time you have priority
    (905.4a, 702.106; conspiracy_play.py)."""
    verb: ClassVar[str] = "turn_up"
    card: int


ACTIONS = ActionSet([PlayLand, Cast, Activate, Pass, Attack, Block, Declared, Choose, Concede, RollPlanar, TurnUp])


def target_ref(kind: str, n: int) -> str:
    return f"{kind}{n}"


def parse_target(target: str) -> tuple[str, int] | None:
    """("p", seat) or ("c", card), or None for no target."""
    if len(target) >= 2 and target[0] in "pc" and target[1:].isdigit():
        return target[0], int(target[1:])
    return None
