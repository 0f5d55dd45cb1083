"""The actions of the Lanes TCG. Cards are named by instance id, lanes by 0-2."""
from __future__ import annotations

import dataclasses
from typing import ClassVar

from game.engine.actions import Action, ActionSet, Choose, Concede


@dataclasses.dataclass(frozen=True, slots=True)
class PlayUnit(Action):
    """Place a unit from hand in one of your unit zones, upgrading if occupied (6.4.1.1.1, 3.5.5.1)."""
    verb: ClassVar[str] = "play_unit"
    card: int
    lane: int


@dataclasses.dataclass(frozen=True, slots=True)
class PlayItem(Action):
    """Equip an item from hand to your unit in ``lane`` (3.5.6)."""
    verb: ClassVar[str] = "play_item"
    card: int
    lane: int


@dataclasses.dataclass(frozen=True, slots=True)
class PlaySkill(Action):
    """Play a skill card to the skill zone and resolve it (8.1.3.1.1)."""
    verb: ClassVar[str] = "play_skill"
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class Activate(Action):
    """Use an active ability of a unit or the leader (6.4.1.2)."""
    verb: ClassVar[str] = "activate"
    card: int
    ability: str


@dataclasses.dataclass(frozen=True, slots=True)
class EndMain(Action):
    """End the main phase and go to the attack phase."""
    verb: ClassVar[str] = "end_main"


@dataclasses.dataclass(frozen=True, slots=True)
class Attack(Action):
    """Declare an attack with the unit in ``lane`` (7.2)."""
    verb: ClassVar[str] = "attack"
    lane: int


@dataclasses.dataclass(frozen=True, slots=True)
class EndAttack(Action):
    """End the attack phase and go to the end phase."""
    verb: ClassVar[str] = "end_attack"


ACTIONS = ActionSet([PlayUnit, PlayItem, PlaySkill, Activate, EndMain, Attack, EndAttack, Choose, Concede])
