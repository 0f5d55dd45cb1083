"""A game being played at the table: the match, its autosave, undo, and what the players may see."""
from __future__ import annotations

import json
import os
import time
from typing import Any, Collection

from game.engine import events as ev
from game.engine.actions import Action
from game.engine.errors import DataError, IllegalActionError
from game.engine.events import Event
from game.engine.match import Match
from game.engine import registry
from game.util.files import write_atomic

from ..paths import user_file


def autosave_path(ruleset: str) -> str:
    """Where ``ruleset``'s game in progress is kept. Every game has its own, so starting a game of one
    never costs the player a game of another."""
    return user_file(f"autosave-{ruleset}.json")


def legacy_autosave_path() -> str:
    """The one autosave of earlier versions, whatever its game; moved to its game's place at launch."""
    return user_file("autosave.json")


def replay_dir() -> str:
    return user_file("replays")


def reveals(events: list[Event]) -> bool:
    """Did these events show hidden cards or use randomness? Then undo may not cross them."""
    for e in events:
        if e.kind in (ev.SHUFFLED, ev.CARD_REVEALED, "game_started", "mulligan"):
            return True
        if e.kind == ev.CARD_MOVED and (str(e.data.get("from", "")).endswith(".deck") or e.data.get("reveal")):
            return True
    return False


class Session:
    def __init__(self, match: Match, *, autosave: str | None = None) -> None:
        self.match = match
        self.autosave = autosave
        self.barrier = len(match.log)  # undo cannot go before this many actions
        self.seen_mark = 0             # ... nor before the screen last passed to another player
        self.past: list[list[Event]] = []   # a loaded match's events, action by action, for the log to tell again

    @classmethod
    def new(cls, ruleset: str, seed: int | None = None, setup: dict[str, Any] | None = None,
            *, autosave: str | None = None) -> "Session":
        info = registry.get(ruleset)
        seed = int.from_bytes(os.urandom(4), "little") if seed is None else seed
        match = Match(ruleset, seed, setup or info.default_setup(seed))
        session = cls(match, autosave=autosave)
        session.barrier = 0
        session.save()
        return session

    @classmethod
    def load(cls, path: str, *, autosave: str | None = None) -> "Session":
        match = Match.load(path)
        session = cls(match, autosave=autosave)
        session._recompute_barrier()
        return session

    @property
    def state(self) -> Any:
        return self.match.state

    def apply(self, action: Action) -> list[Event]:
        """Through the one door; then the autosave, so a crash loses nothing."""
        events = self.match.apply(action)
        if reveals(events):
            self.barrier = len(self.match.log)
        self.save()
        return events

    def refusal(self, action: Action) -> IllegalActionError | None:
        return self.state.refusal(action)

    def save(self) -> None:
        if self.autosave is None:
            return
        try:
            self.match.save(self.autosave)
        except OSError as exc:  # a full disk must not stop the game: said, and the next action tries again
            from .. import saving
            saving.failed("game", exc)

    def public_len(self) -> int:
        """How much of the log holds no choice made in secret still waiting for its reveal."""
        return self.match.public_len

    def mark_seen(self) -> None:
        """The screen has passed to another player: what they saw can no longer be taken back."""
        self.seen_mark = len(self.match.log)

    def can_undo(self) -> bool:
        return len(self.match.log) > max(self.barrier, self.seen_mark) and self.state.result is None

    def undo_plan(self, player: int, also: Collection[int] = (), made: Collection[int] = ()) -> tuple[int, str]:
        """How many actions to take back so that ``player``'s last one is undone (with what followed it
        without anyone choosing: the answers of the seats in ``also``, and the actions at the places of the
        log in ``made``, which the table made for a seat), and why not when that is 0: "over", "empty",
        "not_yours", "revealed" or "seen"."""
        log = self.match.log
        if self.state.result is not None:
            return 0, "over"
        n = len(log)
        while n and (log[n - 1].player in also or n - 1 in made):
            n -= 1
        if not n:
            return 0, "empty"
        if log[n - 1].player != player:
            return 0, "not_yours"
        n -= 1
        if n < self.barrier:
            return 0, "revealed"
        if n < self.seen_mark:
            return 0, "seen"
        return len(log) - n, ""

    def undo(self) -> list[Event]:
        """Take back the last action by replaying the log without it from the seed."""
        if not self.can_undo():
            return []
        log = [str(a) for a in self.match.log[:-1]]
        fresh = Match(self.match.ruleset_id, self.match.seed, self.match.setup)
        for text in log:
            fresh.apply(text)
        self.match = fresh
        self.save()
        return []

    def _recompute_barrier(self) -> None:
        """Replay a loaded match from its seed: where undo must stop, and every action's events (``past``),
        which a save does not keep and the table's log tells again."""
        fresh = Match(self.match.ruleset_id, self.match.seed, self.match.setup)
        self.barrier = 0
        self.past = []
        for n, action in enumerate(self.match.log, 1):
            events = fresh.apply(action)
            self.past.append(events)
            if reveals(events):
                self.barrier = n

    def save_replay(self) -> str:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = os.path.join(replay_dir(), f"{self.match.ruleset_id}-{stamp}.json")
        try:
            write_atomic(path, json.dumps(self.match.to_json(), ensure_ascii=False, indent=1))
        except OSError as exc:
            from .. import saving
            saving.failed("replay", exc)
            raise             # the game-over screen says it too, where the button was pressed
        return path

    def finish(self) -> None:
        """A finished game leaves no autosave to resume."""
        if self.autosave and os.path.exists(self.autosave):
            try:
                os.unlink(self.autosave)
            except OSError:
                pass


__all__ = ["Session", "autosave_path", "legacy_autosave_path", "replay_dir", "reveals", "DataError"]
