"""Actions: small frozen values naming cards and zones by id.

``str(action)`` reads ``verb key=value ...``; :class:`ActionSet.parse` reads it
back, so logs, saves and tests all use the same text.
"""
from __future__ import annotations

import dataclasses
from typing import Any, ClassVar, Iterable

from .errors import ActionParseError


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    verb: ClassVar[str] = ""
    player: int

    def __str__(self) -> str:
        parts = [self.verb]
        for f in dataclasses.fields(self):
            parts.append(f"{f.name}={getattr(self, f.name)}")
        return " ".join(parts)


@dataclasses.dataclass(frozen=True, slots=True)
class Choose(Action):
    """Answer the pending decision of ``player`` with one option (or ``done``)."""

    verb: ClassVar[str] = "choose"
    option: int | str


@dataclasses.dataclass(frozen=True, slots=True)
class Concede(Action):
    verb: ClassVar[str] = "concede"


DONE = "done"

# class -> its fields' values -> the one instance: the values as passed are the key, with no tuple built per call
_INTERNED: dict[type[Action], dict[tuple[Any, ...], Action]] = {}


def interned(cls: type[Action], *args: Any) -> Action:
    """The one shared instance of an action value. Legal-action lists are rebuilt after every
    action; sharing the (immutable) values saves building and hashing them again."""
    try:
        return _INTERNED[cls][args]
    except KeyError:
        action = _INTERNED.setdefault(cls, {})[args] = cls(*args)
        return action


def _convert(text: str, kind: Any) -> Any:
    if kind is int or kind == "int":
        return int(text)
    if kind is bool or kind == "bool":
        if text not in ("True", "False"):
            raise ValueError(text)
        return text == "True"
    if kind == "int | str":
        try:
            return int(text)
        except ValueError:
            return text
    return text


class ActionSet:
    """The verbs a ruleset understands, for parsing logs and test scripts."""

    def __init__(self, classes: Iterable[type[Action]]) -> None:
        self.by_verb = {c.verb: c for c in classes}

    def parse(self, text: str) -> Action:
        words = text.split()
        if not words:
            raise ActionParseError("empty action")
        cls = self.by_verb.get(words[0])
        if cls is None:
            raise ActionParseError(f"unknown action {words[0]!r} (known: {', '.join(sorted(self.by_verb))})")
        fields = {f.name: f for f in dataclasses.fields(cls)}
        values: dict[str, Any] = {}
        for word in words[1:]:
            key, sep, raw = word.partition("=")
            if not sep or key not in fields:
                raise ActionParseError(f"{text!r}: bad field {word!r} for {cls.verb}")
            try:
                values[key] = _convert(raw, fields[key].type)
            except ValueError:
                raise ActionParseError(f"{text!r}: {key} cannot be {raw!r}") from None
        missing = [n for n in fields if n not in values]
        if missing:
            raise ActionParseError(f"{text!r}: missing {', '.join(missing)}")
        return cls(**values)
