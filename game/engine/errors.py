"""The error family of the engine: refusals that carry a rule and a reason."""
from __future__ import annotations

from typing import Any


class IllegalActionError(ValueError):
    """An action the rules refuse.

    ``rule`` is the rule document's number (``"6.4.1.1.2"``); ``en`` and ``ko``
    are the sentence a player reads. The state is untouched when this is raised.
    """

    def __init__(self, rule: str, en: str, ko: str, action: Any = None) -> None:
        self.rule = rule
        self.en = en
        self.ko = ko
        self.action = action
        super().__init__(f"[{rule}] {en}" + (f" ({action})" if action is not None else ""))

    def reason(self, lang: str = "en") -> str:
        return self.ko if lang == "ko" else self.en


class ActionParseError(ValueError):
    """Text that is not an action of the ruleset at all."""


class DataError(ValueError):
    """A card, deck, level or save file that cannot be used.

    Collects every problem found in one file so the author fixes them in one go.
    """

    def __init__(self, path: str, problems: list[str]) -> None:
        self.path = path
        self.problems = list(problems)
        lines = "\n".join(f"  - {p}" for p in self.problems)
        super().__init__(f"{path}: {len(self.problems)} problem(s)\n{lines}")

    def line(self, limit: int = 400) -> str:
        """The file and its problems in one line (a notice, a command's error), cut short if long: a
        problem may quote a file's text, and no file may make a message run on."""
        text = " ".join(f"{self.path}: {'; '.join(self.problems)}".split())
        return text if len(text) <= limit else text[:limit - 1] + "\u2026"
