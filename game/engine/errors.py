"""The error family of the engine: refusals that carry a rule and a reason."""
from __future__ import annotations

import contextlib
from typing import Any, Iterator


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

    PROBLEM_CHARS = 300   # a problem may quote what a file holds: no file can make one longer (its middle goes)

    def __init__(self, path: str, problems: list[str]) -> None:
        self.path = path
        self.problems = [_short(str(p), self.PROBLEM_CHARS) for p in problems]
        # a problem a player can meet carries its player's words (``text.Said``); a file's are English
        self.words = [getattr(p, "words", None) for p in problems]
        lines = "\n".join(f"  - {p}" for p in self.problems)
        super().__init__(f"{path}: {len(self.problems)} problem(s)\n{lines}")

    def __reduce__(self) -> tuple[Any, ...]:
        # A simulation's worker process hands its errors back pickled; the default would call __init__ with
        # the message alone, fail, and leave the pool waiting forever for the lost result.
        return (_rebuilt, (type(self), self.path, self.problems, self.words))

    def reason(self, lang: str = "en") -> str:
        """The problems as a player reads them: in the player's words and language where a problem has
        them (settings chosen on a screen), else as the file's problems read."""
        parts = [w.get(lang) if w is not None else p for p, w in zip(self.problems, self.words)]
        return (" " if all(w is not None for w in self.words) else "; ").join(parts)   # sentences, or a file's list

    def line(self, limit: int = 400) -> str:
        """The file and its problems in one line (a notice, a command's error), cut short if long: a
        problem may quote a file's text, and no file may make a message run on."""
        text = " ".join(f"{self.path}: {'; '.join(self.problems)}".split())
        return text if len(text) <= limit else text[:limit - 1] + "\u2026"


def _short(text: str, limit: int) -> str:
    """``text`` with its middle cut out past ``limit`` characters: what is wrong is said at its start and
    its end, a long value quoted in between."""
    if len(text) <= limit:
        return text
    tail = limit // 3
    return f"{text[:limit - tail - 1]}\u2026{text[-tail:]}"


@contextlib.contextmanager
def malformed(path: str, where: str) -> Iterator[None]:
    """Inside, a value of the wrong kind in a file (a number where a list belongs) that meets code trusting
    it becomes one DataError naming the file and the part being read, never another exception. For a
    file's own checks to fall back on: they name the field itself where they can."""
    try:
        yield
    except DataError:
        raise
    except Exception as exc:  # noqa: BLE001 - whatever a malformed value raises
        text = " ".join(str(exc).split())
        raise DataError(path, [f"{where}: cannot be read ({type(exc).__name__}: {_short(text, 200)})"]) from None


def _rebuilt(cls: type[DataError], path: str, problems: list[str], words: list[Any]) -> DataError:
    e = cls.__new__(cls)
    DataError.__init__(e, path, problems)
    e.words = words
    return e
