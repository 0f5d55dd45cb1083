"""A match: the seed, the setup and the action log, from which the state follows.

Saves and replays are exactly that triple; loading replays the log through the
checked door and compares the final state hash.
"""
from __future__ import annotations

import json
from typing import Any

from game.util.files import write_atomic

from . import registry
from .actions import Action
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
        self.state: GameState = self.info.new_state(seed, rules_setup(setup))   # seats are the app's
        self.log: list[Action] = []

    def legal_actions(self) -> list[Action]:
        return self.state.legal_actions()

    def apply(self, action: Action | str) -> list[Event]:
        if isinstance(action, str):
            action = self.info.actions.parse(action)
        events = self.state.apply(action)
        self.log.append(action)
        return events

    def to_json(self) -> dict[str, Any]:
        return {"version": SAVE_VERSION, "ruleset": self.ruleset_id, "seed": self.seed, "setup": self.setup,
                "log": [str(a) for a in self.log], "hash": self.state.state_hash()}

    def save(self, path: str) -> None:
        """Write atomically: a crash mid-write leaves the previous save intact."""
        write_atomic(path, json.dumps(self.to_json(), ensure_ascii=False, indent=1))

    @classmethod
    def from_json(cls, data: Any, source: str = "<save>") -> "Match":
        problems = []
        if not isinstance(data, dict):
            raise DataError(source, ["a save must be a JSON object"])
        for key, kind in (("ruleset", str), ("seed", int), ("setup", dict), ("log", list)):
            if not isinstance(data.get(key), kind):
                problems.append(f"field {key!r} must be a {kind.__name__}")
        if data.get("version") != SAVE_VERSION:
            problems.append(f"save format version {data.get('version')!r} is not {SAVE_VERSION}, the one this app reads")
        if problems:
            raise DataError(source, problems)
        try:
            match = cls(data["ruleset"], data["seed"], data["setup"])
        except (KeyError, ValueError) as exc:
            raise DataError(source, [f"cannot set up the game: {exc}"]) from None
        for n, text in enumerate(data["log"], 1):
            try:
                match.apply(str(text))
            except (ActionParseError, IllegalActionError) as exc:
                raise DataError(source, [f"log entry {n} ({text!r}) cannot be replayed: {exc}"]) from None
        expected = data.get("hash")
        if expected is not None and expected != match.state.state_hash():
            raise DataError(source, ["replaying the log does not reach the saved state (hash differs)"])
        return match

    @classmethod
    def load(cls, path: str) -> "Match":
        try:
            with open(path, encoding="utf-8") as fh:
                data = json.load(fh)
        except OSError as exc:
            raise DataError(path, [f"cannot read: {exc.strerror}"]) from None
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise DataError(path, [f"not valid JSON: {exc}"]) from None
        return cls.from_json(data, path)
