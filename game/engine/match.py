"""A match: the seed, the setup and the action log, from which the state follows.

Saves and replays are exactly that triple; loading replays the log through the
checked door and compares the final state hash. A game with sealed choices (its registration's
``sealed_pending``) writes the log only up to where its secret play still to be revealed began, with the
hash of the state there: nothing of a plan is in a file before its reveal point, and a resumed game asks
those seats again.
"""
from __future__ import annotations

import json
from typing import Any

from game.util.files import bounded, read_json, shown, write_atomic

from . import registry
from .actions import Action, Concede
from .errors import ActionParseError, DataError, IllegalActionError
from .events import Event
from .setup import rules_setup
from .state import GameState

SAVE_VERSION = 2   # 2: Lanes states carry effect timestamps (numbers change at each step, 1.3.7)


class Match:
    def __init__(self, ruleset_id: str, seed: int, setup: dict[str, Any]) -> None:
        self.info = registry.get(ruleset_id)
        self.ruleset_id = self.info.id
        self.seed = seed
        self.setup = setup
        self.chosen_setup = setup      # as the players chose it: a rematch deals from it anew
        # seats are the app's; a setup naming a format starts an event of the game (game/formats)
        self.state: GameState = registry.new_state(self.info, seed, rules_setup(setup))
        # a game that dealt decks named by id (or chosen at random) writes the lists it dealt into the setup
        # it saves, so that a save replays the same game after the shipped decks change
        pinned = getattr(self.state, "pinned_setup", None)
        if pinned is not None and not registry.is_event(setup):
            self.setup = pinned(setup)
        self.actions = registry.actions_for(self.info, setup)
        self.log: list[Action] = []
        self.public_len = 0    # the log up to here holds no secret still to be revealed
        self._written_hash: tuple[tuple[Action, ...], str] | None = None   # (a written log, its state's hash)

    def legal_actions(self) -> list[Action]:
        return self.state.legal_actions()

    def apply(self, action: Action | str) -> list[Event]:
        if isinstance(action, str):
            action = self.actions.parse(action)
        events = self.state.apply(action)
        self.log.append(action)
        if not self.sealed():
            self.public_len = len(self.log)
        return events

    def sealed(self) -> bool:
        """Does the state hold a choice made in secret, not yet revealed (the game's, or the event's own)?"""
        if registry.is_event(self.setup):
            return bool(self.state.sealed_pending())   # type: ignore[attr-defined]
        pending = self.info.sealed_pending
        return pending is not None and pending(self.state)

    def written_log(self) -> list[Action]:
        """The log a file may hold: all of it, or while choices made in secret wait for their reveal, the
        part before that stretch began (those seats choose again when the game is resumed). A concession is
        public whenever it is made, so one that ended the game in such a stretch is kept."""
        cut = min(self.public_len, len(self.log))
        if cut == len(self.log):
            return list(self.log)
        kept = self.log[:cut]
        if self.state.result is not None:
            kept += [a for a in self.log[cut:] if isinstance(a, Concede)]
        return kept

    def rewound(self, upto: int, checkpoint: tuple[int, GameState] | None = None) -> "Match":
        """A new match holding only the first ``upto`` actions of this one's log (an undo). It replays
        from the seed, or from ``checkpoint``: the state this match reached after that many actions
        (copied, never changed), so a long event takes back a move without replaying all of itself."""
        fresh = Match(self.ruleset_id, self.seed, self.setup)
        start = 0
        if checkpoint is not None and checkpoint[0] <= upto:
            start = checkpoint[0]
            fresh.state = checkpoint[1].clone()
            fresh.log = list(self.log[:start])
            fresh.public_len = min(self.public_len, start)
        for action in self.log[start:upto]:
            fresh.apply(action)
        return fresh

    def to_json(self) -> dict[str, Any]:
        log = self.written_log()
        if len(log) == len(self.log):
            digest = self.state.state_hash()
        else:
            # the hash of the state the written log reaches, never of the one holding the secret plans (a hash
            # of a state with a few possible plans would tell them)
            if self._written_hash is None or self._written_hash[0] != tuple(log):
                replay = Match(self.ruleset_id, self.seed, self.setup)
                for action in log:
                    replay.apply(action)
                self._written_hash = (tuple(log), replay.state.state_hash())
            digest = self._written_hash[1]
        return {"version": SAVE_VERSION, "ruleset": self.ruleset_id, "seed": self.seed, "setup": self.setup,
                "log": [str(a) for a in log], "hash": digest}

    def save(self, path: str) -> None:
        """Write atomically: a crash mid-write leaves the previous save intact."""
        write_atomic(path, json.dumps(self.to_json(), ensure_ascii=False, indent=1))

    @classmethod
    def from_json(cls, data: Any, source: str = "<save>") -> "Match":
        """The match a save holds, replayed and checked; whatever the data, one DataError naming ``source``
        when it cannot be used (a hand-edited setup may break a game's setup in any way: that too)."""
        if not isinstance(data, dict):
            raise DataError(source, ["a save must be a JSON object"])
        too_far = bounded(data)
        if too_far is not None:
            raise DataError(source, [too_far])
        problems: list[str] = []
        for key, kind in (("ruleset", str), ("seed", int), ("setup", dict), ("log", list)):
            if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
                problems.append(f"field {key!r} must be a {kind.__name__}, not {shown(data.get(key))}")
        if data.get("version") != SAVE_VERSION:
            problems.append(f"save format version {shown(data.get('version'))} is not {SAVE_VERSION}, the one this app "
                            "reads")
        if isinstance(data.get("seed"), int) and not 0 <= data["seed"] < 2 ** 64:
            problems.append(f"field 'seed' must be a whole number from 0 to 2^64-1, not {shown(data['seed'])}")
        if isinstance(data.get("setup"), dict) and not all(isinstance(k, str) for k in data["setup"]):
            problems.append("field 'setup' must name its settings with text")
        if isinstance(data.get("log"), list):
            problems += [f"log entry {n} must be an action's text, not {shown(text)}"
                         for n, text in enumerate(data["log"], 1) if not isinstance(text, str)][:3]
        if data.get("hash") is not None and not isinstance(data.get("hash"), str):
            problems.append(f"field 'hash' must be a string, not {shown(data.get('hash'))}")
        if problems:
            raise DataError(source, problems)
        try:
            match = cls(data["ruleset"], data["seed"], data["setup"])
        except KeyError as exc:
            raise DataError(source, [f"cannot set up the game: {shown(exc.args[0] if exc.args else exc, 200)}"]) from None
        except DataError as exc:
            raise DataError(source, [f"cannot set up the game: {shown('; '.join(exc.problems), 300)}"]) from None
        except Exception as exc:   # the rules met a setup they never wrote: unusable, like a malformed one
            raise DataError(source, [f"cannot set up the game: {_why(exc)}"]) from None
        for n, text in enumerate(data["log"], 1):
            try:
                match.apply(text)
            except (ActionParseError, IllegalActionError) as exc:
                raise DataError(source, [f"log entry {n} ({shown(text)}) cannot be replayed: {shown(str(exc), 300)}"]) \
                    from None
            except Exception as exc:
                raise DataError(source, [f"log entry {n} ({shown(text)}) cannot be replayed: {_why(exc)}"]) from None
        expected = data.get("hash")
        try:
            reached = match.state.state_hash()
        except Exception as exc:
            raise DataError(source, [f"the saved game's state cannot be read: {_why(exc)}"]) from None
        if expected is not None and expected != reached:
            raise DataError(source, ["replaying the log does not reach the saved state (hash differs)"])
        return match

    @classmethod
    def load(cls, path: str) -> "Match":
        """The match saved at ``path``, or one DataError naming the file and what is wrong."""
        return cls.from_json(read_json(path), path)


def _why(exc: BaseException) -> str:
    """An unexpected error in one line of words: its kind and what it says, cut short."""
    return f"{type(exc).__name__}: {shown(str(exc), 200)}"
