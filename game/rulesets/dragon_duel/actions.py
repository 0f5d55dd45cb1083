"""The actions of Dragon Duel. Cards are named by instance id."""
from __future__ import annotations

import dataclasses
from typing import ClassVar

from game.engine.actions import Action, ActionSet, Choose, Concede


@dataclasses.dataclass(frozen=True, slots=True)
class PlayLeadership(Action):
    """Play a leadership card onto your leader card (DD-2)."""
    verb: ClassVar[str] = "leadership"
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class StartBattle(Action):
    """No battle on: start one and go to the character phase (DD-3.2.1)."""
    verb: ClassVar[str] = "start"


@dataclasses.dataclass(frozen=True, slots=True)
class GiveUp(Action):
    """No battle on: give up the right to start one; discard 1-3 cards and refill (DD-3.2.2)."""
    verb: ClassVar[str] = "give_up"


@dataclasses.dataclass(frozen=True, slots=True)
class Continue(Action):
    """A battle is on: continue it and go to the character phase (DD-3.3.1)."""
    verb: ClassVar[str] = "continue"


@dataclasses.dataclass(frozen=True, slots=True)
class Withdraw(Action):
    """A battle is on: withdraw; the opponent wins the battle (DD-3.3.2)."""
    verb: ClassVar[str] = "withdraw"


@dataclasses.dataclass(frozen=True, slots=True)
class PlayCharacter(Action):
    """Play exactly one character into your battle area (DD-4.1)."""
    verb: ClassVar[str] = "character"
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class PlayBooster(Action):
    """Play a booster onto your active character (DD-5.2)."""
    verb: ClassVar[str] = "booster"
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class PlaySupport(Action):
    """Play a support into your support area (DD-5.3)."""
    verb: ClassVar[str] = "support"
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class Declare(Action):
    """Play no (more) booster or support and declare your attack value (DD-6)."""
    verb: ClassVar[str] = "declare"


PLAYS = (PlayLeadership, PlayCharacter, PlayBooster, PlaySupport)
ACTIONS = ActionSet([PlayLeadership, StartBattle, GiveUp, Continue, Withdraw, PlayCharacter, PlayBooster,
                     PlaySupport, Declare, Choose, Concede])
