"""An event in the app: its match behind the one door, saved after every action, and the programs of its
seats, who think off the screen's thread.

The screens (``event_scene.py`` and the screens it shows) never change the event themselves: a person's
pick, deck, paste or move goes through :meth:`EventRun.apply`; a program's decision is made by
``game.formats.runner.decide`` on a copy of the event in a :class:`Worker` and applied here, on the
screen's thread, once it is ready, so the match is only ever touched by one thread. A game between two
programs is played whole on a copy the same way, then its actions go through the door in one go.

No pygame here: what a program sees and chooses depends on the event's seed and its view alone.
"""
from __future__ import annotations

import os
import threading
from typing import Any, Callable

from game.engine.actions import Action
from game.engine.events import Event
from game.engine.match import Match
from game.engine.state import GameState

from .table.aiseat import make_program

KEPT_EVENTS = 400        # the event's own events the screens may tell (a log, newest last)


def program_seed(event_seed: int, seat: int) -> int:
    """A program's seed in an event: the event's and its seat's alone (the command line's ``event`` seeds
    them so too, so a league played there and here goes the same way)."""
    return (event_seed * 8 + seat) % 2 ** 64


class Worker:
    """Work for the programs on a copy of the event, in a thread: ``actions`` once it is done, made from
    the event as it stood when the log held ``basis`` actions."""

    def __init__(self, basis: int, job: Callable[[list[Action]], None]) -> None:
        self.basis = basis
        self.actions: list[Action] = []      # the job appends what it decides: made before a failure, still good
        self.error: BaseException | None = None

        def run() -> None:
            try:
                job(self.actions)
            except BaseException as exc:      # said by the screen; the event goes on with a legal move
                self.error = exc
        self.thread = threading.Thread(target=run, name="event-program", daemon=True)
        self.thread.start()

    def busy(self) -> bool:
        return self.thread.is_alive()

    def wait(self, timeout: float | None = None) -> None:
        self.thread.join(timeout)


class EventRun:
    """The event match, where it is saved, which seats programs play, and the work under way for them.

    ``drop_when_over``: a finished event leaves no save to resume (a drafted game of the menu, like any
    game); a league keeps its file, whose last screen is its final ranking."""

    def __init__(self, match: Match, *, path: str | None, drop_when_over: bool = True) -> None:
        self.match = match
        self.path = path
        self.drop_when_over = drop_when_over
        self.ruleset = match.ruleset_id
        seats = match.setup.get("seats") or {}
        self.programs: dict[int, str] = {int(s): str(name) for s, name in seats.items()}
        self.agents = {s: make_program(self.ruleset, name, program_seed(match.seed, s))
                       for s, name in self.programs.items()}
        ev = self.ev
        self.people = [s for s in range(ev.num_players) if s not in ev.rules_seats and s not in self.programs]
        self.worker: Worker | None = None
        self.events: list[Event] = []       # the event's own events since the app took it up
        self.errors: list[str] = []         # a program that failed (it then made the first legal move)

    @property
    def ev(self) -> Any:
        """The event state (``game.formats.event.EventState``)."""
        return self.match.state

    # ----- the door -----------------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """One action through the event's door (IllegalActionError with the rule when refused); saved."""
        events = self._apply(action)
        self.save()
        return events

    def apply_all(self, actions: list[Action]) -> None:
        """Actions decided together (a program's whole game), saved once at the end."""
        for action in actions:
            self._apply(action)
        self.save()

    def _apply(self, action: Action) -> list[Event]:
        events = self.match.apply(action)
        self.events.extend(events)
        del self.events[:-KEPT_EVENTS]
        return events

    def save(self) -> None:
        if self.path is None:
            return
        try:
            self.match.save(self.path)
        except OSError as exc:      # a full disk must not stop the event: said, and the next action tries again
            from .saving import failed
            failed("game", exc)

    def finish(self) -> None:
        """The event is over: a menu's drafted game leaves nothing to resume."""
        if self.drop_when_over and self.path and self.ev.result is not None and os.path.exists(self.path):
            try:
                os.unlink(self.path)
            except OSError:
                pass

    def checkpoint(self) -> tuple[int, GameState]:
        """The event as it stands, to take actions back to (never before it) without replaying it all."""
        return len(self.match.log), self.ev.clone()

    def rewind(self, upto: int, checkpoint: tuple[int, GameState] | None) -> None:
        """Keep only the first ``upto`` actions (an undo), saved."""
        self.cancel()
        self.match = self.match.rewound(upto, checkpoint)
        self.save()

    # ----- who acts -----------------------------------------------------------------------------------
    def acting(self) -> list[int]:
        return list(self.ev.current_players())

    def program_turn(self) -> int | None:
        """The program seat that decides now outside a game (the lowest: programs go before people, so
        a person's screen never waits on one)."""
        ev = self.ev
        if ev.result is not None or ev.stage == "games":
            return None
        return next((s for s in self.acting() if s in self.agents), None)

    def people_acting(self) -> list[int]:
        return [s for s in self.acting() if s in self.people]

    def game_people(self) -> list[int]:
        """The people who play the game under way (event seats)."""
        ev = self.ev
        return [s for s in ev.players if s in self.people] if ev.stage == "games" and ev.child is not None else []

    def busy(self) -> bool:
        return self.worker is not None and self.worker.busy()

    # ----- the programs' work -------------------------------------------------------------------------
    def tick(self) -> bool:
        """Apply what a program has decided (if it still fits the event) and start the next program's
        decision. True when the event moved."""
        moved = self.collect()
        seat = self.program_turn()
        if seat is not None and self.worker is None:
            self.decide(seat)
        return moved

    def collect(self) -> bool:
        w = self.worker
        if w is None or w.busy():
            return False
        self.worker = None
        if w.basis != len(self.match.log):       # the event moved meanwhile (an undo): think again
            return False
        actions = w.actions
        if w.error is not None:
            self.errors.append(repr(w.error))
            seat = self.program_turn()
            if not actions and seat is not None:
                actions = [a for a in self.ev.legal_actions() if a.player == seat][:1]
        if not actions:
            return False
        self.apply_all(actions)
        return True

    def decide(self, seat: int) -> None:
        from game.formats.runner import decide
        copy, agent = self.ev.clone(), self.agents[seat]
        self.worker = Worker(len(self.match.log), lambda made: made.append(decide(agent, copy, seat)))

    def play_programs_game(self) -> None:
        """The game under way, between programs only, played whole on a copy off the screen's thread."""
        from game.formats.runner import play
        ev = self.ev
        if self.worker is not None or ev.stage != "games" or ev.child is None or self.game_people():
            return
        copy, number = ev.clone(), len(ev.games)

        def job(made: list[Action]) -> None:
            play(copy, self.agents, max_actions=10 ** 6, on_step=lambda step: made.append(step.action),
                 until=lambda s: len(s.games) > number or s.result is not None)
        self.worker = Worker(len(self.match.log), job)

    def cancel(self) -> None:
        """Forget work under way (its answer would be for an event that is no more)."""
        if self.worker is not None:
            self.worker.basis = -1
