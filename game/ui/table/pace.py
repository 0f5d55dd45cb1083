"""How long the table lets what happened hold the stage: the pace of programs' turns.

Each event the table shows holds the stage a moment (``Show.hold``, a revealed card) and a program's move
is held up a moment before it goes in, so a watcher can follow. Played in full, a four-player Commander
turn of one program took 14-18 s and a six-seat Elements Illusion reveal 18 s. The setting
``Settings.program_pace`` bounds what one program turn shows, in seconds a person sees (after the
animation-speed setting): ``normal`` 4 s, ``fast`` 1.5 s, ``instant`` nothing. A person's own move keeps
its pace whatever the setting, except a choice every seat makes at once in secret (the part's
``FREE_DECISIONS``): what the last lock sets off, the reveal, is everybody's turn, not that person's move.

How long a turn will be is not known while it plays (a program decides one move at a time), so the holds
are not scaled by one factor. The first part of the budget (``knee``) plays as it is; past it each hold is
shortened the more the turn has shown already, the total approaching the budget and never passing it. A
turn that fits stays as it was; a long one shows its beginning at its own pace and hurries its end.
"""
from __future__ import annotations

import contextlib
import math
from typing import Any, Callable, Iterator

# (budget, knee) in seconds a person sees, per setting (the names: game/ui/settings.py, PACES)
BUDGETS = {"normal": (4.0, 2.0), "fast": (1.5, 0.75), "instant": (0.0, 0.0)}


def shown(natural: float, budget: float, knee: float) -> float:
    """Seconds shown once ``natural`` seconds of holds have been asked for."""
    if natural <= knee:
        return natural
    room = budget - knee
    if room <= 0:
        return min(natural, budget)
    return knee + room * (1.0 - math.exp(-(natural - knee) / room))


# What a program's move shows beyond the holds it is granted: the frame it is taken in, and its holds'
# ends rounded up to whole frames (measured at the real table: one to two frames of 1/60 s a move). A
# six-seat Elements Illusion turn makes about 23 moves, so uncounted they ran a turn 0.4-0.8 s over its budget.
MOVE_FRAMES = 2 / 60


class Clock:
    """The holds of one stretch (a program turn, a person's move) and what they became. ``fixed``: seconds
    the stretch shows that no hold asked for (its moves' frames); the holds make up the rest of the budget."""

    def __init__(self, budget: float, knee: float) -> None:
        self.budget, self.knee = budget, knee
        self.natural = 0.0
        self.fixed = 0.0

    @property
    def spent(self) -> float:
        return min(self.budget, shown(self.natural, self.budget, self.knee) + self.fixed)

    def hold(self, seconds: float) -> float:
        before = self.spent
        self.natural += max(0.0, seconds)
        return max(0.0, self.spent - before)


class Pace:
    """Which stretch the table is showing: a person's move (from their input, ``person_input``), a program
    turn (``program``, from the program's move on), or what follows either without anyone choosing (a pass
    the table makes for a seat): that goes on with the stretch it follows."""

    def __init__(self, setting: Callable[[], str]) -> None:
        self.setting = setting
        self.inputting = False
        self.turn: Any = self       # no turn yet: the first program move starts one
        self.turns = Clock(*BUDGETS["normal"])
        # until someone moves (a replay's steps, a game's opening), holds play as they are
        self.clock = Clock(math.inf, math.inf)

    @contextlib.contextmanager
    def person_input(self) -> Iterator[None]:
        """While a person's input is handled: what it submits is that person's own move."""
        was, self.inputting = self.inputting, True
        try:
            yield
        finally:
            self.inputting = was

    def person(self) -> None:
        self.clock = Clock(math.inf, math.inf)

    def program(self, turn: Any) -> None:
        """A program moves in ``turn`` (the state's turn before its move): a new turn gets a new budget."""
        budget = BUDGETS.get(self.setting(), BUDGETS["normal"])
        if turn != self.turn or (self.turns.budget, self.turns.knee) != budget:
            self.turn, self.turns = turn, Clock(*budget)
        self.clock = self.turns

    def move(self) -> None:
        """A program's move goes into the stretch now playing: its frames count against the budget."""
        self.clock.fixed += MOVE_FRAMES

    def hold(self, seconds: float) -> float:
        """A hold of ``seconds`` as shown in the stretch now playing."""
        return self.clock.hold(seconds)
