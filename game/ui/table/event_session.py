"""A game of an event at the table: what the table asks of its session, for the game under way inside an
event match, so ``TableScene`` plays it unchanged.

The table sees the game itself: ``state`` is the game under way (or, once it has ended, the game that
ended, so the table shows its end), ``match`` a small stand-in for the game's own match (its ruleset,
seed, setup and the game's own log), and a move is the game's action. ``apply`` hands it to the event
wrapped as the event seat's move (``InGame``), saves the event and gives the table the game's own events.
Undo, the reveal barrier and the pass-screen mark work as for a game, but never reach back past the
moment this table took the game up (at its start, or on Resume): what came before is the event's.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine import registry
from game.engine.actions import Action
from game.engine.events import Event
from game.engine.match import Match
from game.formats.actions import InGame

from .session import Session, reveals

if TYPE_CHECKING:
    from ..event_run import EventRun


class GameOfEvent:
    """The game under way as the table reads a match: ruleset, seed, setup (with the app's ``seats`` of
    its program seats, in the game's own seat numbers), the registration and the game's own log."""

    def __init__(self, session: "EventSession") -> None:
        ev = session.run.ev
        self.session = session
        self.ruleset_id = ev.ruleset_id
        self.info = registry.get(ev.ruleset_id)
        self.seed = ev.child_seed
        programs = {str(i): session.run.programs[s] for i, s in enumerate(ev.players) if s in session.run.programs}
        self.setup: dict[str, Any] = dict(ev.child_setup, **({"seats": programs} if programs else {}))

    @property
    def log(self) -> list[Action]:
        return self.session.moves

    def replay(self) -> Match:
        """The game alone as a match of its own (a replay of it plays without the event)."""
        match = Match(self.ruleset_id, self.seed, self.setup)
        for action in self.log:
            match.apply(action)
        return match

    def to_json(self) -> dict[str, Any]:
        return self.replay().to_json()


class EventSession(Session):
    """The table's session for the event's game under way (see the module's words)."""

    def __init__(self, run: "EventRun") -> None:
        ev = run.ev
        assert ev.stage == "games" and ev.child is not None, "a table needs a game under way"
        self.run = run
        self.number = len(ev.games)                 # which game of the event this table plays
        log = run.match.log
        began = len(log) - ev.child_actions
        self.moves: list[Action] = [a.act for a in log[began:] if isinstance(a, InGame)]
        self.start = run.checkpoint()                # undo never goes back past here
        self.match = GameOfEvent(self)               # type: ignore[assignment]
        self.autosave = run.path
        self.barrier = len(self.moves)
        self.seen_mark = 0
        self.past = self.replayed()

    def replayed(self) -> list[list[Event]]:
        """The game's events so far, move by move (a game taken up again: the table's log tells them)."""
        if not self.moves:
            return []
        game = self.match
        fresh = Match(game.ruleset_id, game.seed, game.setup)
        return [fresh.apply(action) for action in self.moves]

    @property
    def state(self) -> Any:
        ev = self.run.ev
        if len(ev.games) == self.number and ev.child is not None:
            return ev.child
        return ev.previous

    def apply(self, action: Action) -> list[Event]:
        ev = self.run.ev
        seat = ev.players[action.player] if 0 <= action.player < len(ev.players) else action.player
        self.run.apply(InGame(seat, action))
        events = list(ev.child_events)
        self.moves.append(action)
        if reveals(events):
            self.barrier = len(self.moves)
        return events

    def save(self) -> None:
        self.run.save()

    def undo(self) -> list[Event]:
        """Take back the game's last move: the event without its last action, from this table's start."""
        if not self.can_undo():
            return []
        self.run.rewind(len(self.run.match.log) - 1, self.start)
        self.moves.pop()
        return []

    def _recompute_barrier(self) -> None:
        self.barrier = len(self.moves)

    def public_len(self) -> int:
        """While the event holds a secret of this game still to be revealed, none of its moves counts as
        public (where that stretch began is the event's log, not the game's)."""
        return 0 if self.run.match.sealed() else len(self.moves)

    def finish(self) -> None:
        """The game is over; the event goes on (or, over, leaves what its run says)."""
        self.run.finish()
