"""The actions of Elements Illusion.

Hand cards are named by definition ("F1" = L1 Fire; several are joined with "."), since cards of one
definition in a hand are alike; the engine takes the first free ones. Ability cards in build zones and
cards in the drop zone are public and named by instance id or definition. Seats are numbered from 0,
as ``player`` is; several seats are joined with "." and "-" means none (the skill's own targets).
"""
from __future__ import annotations

import dataclasses
from typing import ClassVar

from game.engine.actions import Action, ActionSet, Choose, Concede

NO_TARGETS = "-"
NO_COPY = "none"


def join(items: list[str] | list[int] | tuple[int, ...]) -> str:
    return ".".join(map(str, items)) if items else NO_TARGETS      # map: no generator to resume per item


def split_defs(text: str) -> list[str]:
    return [] if text in ("", NO_TARGETS) else text.split(".")


def split_seats(text: str) -> list[int] | None:
    """Seats from their text, or None if the text is not seats."""
    if text in ("", NO_TARGETS):
        return []
    try:
        return [int(x) for x in text.split(".")]
    except ValueError:
        return None


# ----- main phase, sealed (EI-7) -------------------------------------------------------------------
@dataclasses.dataclass(frozen=True, slots=True)
class Combine(Action):
    """Put a combination on your level-change field: three L1 of three elements into an L2 of the fourth,
    or three L2 into an L3 of a chosen element (EI-7.2). ``use`` "A1.F1.W1", ``into`` "E2"."""
    verb: ClassVar[str] = "combine"
    use: str
    into: str


@dataclasses.dataclass(frozen=True, slots=True)
class Trade(Action):
    """Pay 3 L1, 2 L2 or 1 L3 for the top card of the ability pile (EI-7.4). ``pay`` "F1.F1.W1"."""
    verb: ClassVar[str] = "trade"
    pay: str


@dataclasses.dataclass(frozen=True, slots=True)
class Change(Action):
    """Element Change with an active Transform card: a hand card ``src`` ("F1") becomes element ``to`` (EI-11.4)."""
    verb: ClassVar[str] = "change"
    card: int
    src: str
    to: str


@dataclasses.dataclass(frozen=True, slots=True)
class Exchange(Action):
    """Exchange with an active Transform card: ``ep`` EP (even) into half as many GP (EI-11.5)."""
    verb: ClassVar[str] = "exchange"
    card: int
    ep: int


@dataclasses.dataclass(frozen=True, slots=True)
class Scarecrow(Action):
    """Dummy Scarecrow with an active Illusion card: no damage to you this turn (EI-11.3)."""
    verb: ClassVar[str] = "scarecrow"
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class Divide(Action):
    """Division with an active Separate card: claim an L2 or L3 card ``target`` ("F2") of the drop zone (EI-11.7)."""
    verb: ClassVar[str] = "divide"
    card: int
    target: str


# ----- build phase, sealed (EI-8) ------------------------------------------------------------------
@dataclasses.dataclass(frozen=True, slots=True)
class Build(Action):
    """Build an ability card of this kind from your hand into your build zone (EI-8.1)."""
    verb: ClassVar[str] = "build"
    kind: str


@dataclasses.dataclass(frozen=True, slots=True)
class Skill(Action):
    """Build a skill from hand cards (EI-8.3, EI-8.4). ``copy``: "none", "up:F1" (Shadow Copy raises the
    hand's F1 to F2) or "twin:F" (Shadow Copy adds a virtual L1 Fire); ``targets``: seats or "-"."""
    verb: ClassVar[str] = "skill"
    skill: str
    copy: str
    targets: str


@dataclasses.dataclass(frozen=True, slots=True)
class Convert(Action):
    """Conversion with an active Transform card: your skill of ``count`` cards becomes ``skill`` (EI-11.6)."""
    verb: ClassVar[str] = "convert"
    card: int
    count: int
    skill: str
    targets: str


@dataclasses.dataclass(frozen=True, slots=True)
class MultiShot(Action):
    """Multi Shot with an active Separate card on your skill of ``count`` cards (EI-11.8)."""
    verb: ClassVar[str] = "multishot"
    card: int
    count: int
    targets: str


@dataclasses.dataclass(frozen=True, slots=True)
class Interrupt(Action):
    """Interruption with an active Illusion card: name a player, yourself allowed (EI-11.2)."""
    verb: ClassVar[str] = "interrupt"
    card: int
    target: int


@dataclasses.dataclass(frozen=True, slots=True)
class Silence(Action):
    """Silence with an active Separate card: one or two opponents (EI-11.9)."""
    verb: ClassVar[str] = "silence"
    card: int
    targets: str


# ----- both sealed phases -----------------------------------------------------------------------
@dataclasses.dataclass(frozen=True, slots=True)
class Reset(Action):
    """Take back everything chosen in this sealed phase (EI-4.3)."""
    verb: ClassVar[str] = "reset"


@dataclasses.dataclass(frozen=True, slots=True)
class Lock(Action):
    """Seal this phase's choices; when every seat has, they are revealed as the rules say (EI-4.3)."""
    verb: ClassVar[str] = "lock"


MAIN_ACTIONS = (Combine, Trade, Change, Exchange, Scarecrow, Divide)
BUILD_ACTIONS = (Build, Skill, Convert, MultiShot, Interrupt, Silence)
SEALED_ACTIONS = MAIN_ACTIONS + BUILD_ACTIONS + (Reset, Lock)
ACTIONS = ActionSet([*MAIN_ACTIONS, *BUILD_ACTIONS, Reset, Lock, Choose, Concede])
