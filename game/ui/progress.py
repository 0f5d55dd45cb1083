"""The player's progress through the puzzles and the tutorial: <data_dir>/progress.toml, written atomically.

```toml
version = 1

[puzzles]
solved = ["01-first-blood", "02-bigger-in-the-same-lane"]

[tutorial]
dragon-duel = 3    # steps of a game's tutorial completed, by game id (the next one to do is step 4)
```
An unreadable file is not fatal: the progress starts again (and the problem is reported once).
"""
from __future__ import annotations

import dataclasses
from typing import Any

import tomli
import tomli_w

from game.util.files import write_atomic

from .paths import user_file

VERSION = 1


def progress_path() -> str:
    return user_file("progress.toml")


@dataclasses.dataclass
class Progress:
    solved: list[str] = dataclasses.field(default_factory=list)
    tutorial: dict[str, int] = dataclasses.field(default_factory=dict)
    problem: str | None = None   # why the saved file could not be read, if it could not

    def is_solved(self, puzzle_id: str) -> bool:
        return puzzle_id in self.solved

    def tutorial_done(self, name: str) -> int:
        """How many steps of the game ``name``'s tutorial are done."""
        return self.tutorial.get(name, 0)


def load_progress(path: str | None = None) -> Progress:
    path = path or progress_path()
    try:
        with open(path, "rb") as fh:
            raw: Any = tomli.load(fh)
    except FileNotFoundError:
        return Progress()
    except (OSError, ValueError) as exc:   # ValueError: not UTF-8, TOML syntax, past tomli's limits
        return Progress(problem=f"{path}: {exc}")
    solved = raw.get("puzzles", {}).get("solved", []) if isinstance(raw.get("puzzles"), dict) else []
    tut = raw.get("tutorial", {})
    return Progress(solved=[s for s in solved if isinstance(s, str)] if isinstance(solved, list) else [],
                    tutorial={k: v for k, v in tut.items() if isinstance(v, int) and not isinstance(v, bool) and v >= 0}
                    if isinstance(tut, dict) else {})


def save_progress(progress: Progress, path: str | None = None) -> None:
    data: dict[str, Any] = {"version": VERSION, "puzzles": {"solved": sorted(set(progress.solved))},
                            "tutorial": dict(sorted(progress.tutorial.items()))}
    write_atomic(path or progress_path(), tomli_w.dumps(data))


def mark_solved(puzzle_id: str, path: str | None = None) -> Progress:
    p = load_progress(path)
    if puzzle_id not in p.solved:
        p.solved.append(puzzle_id)
        save_progress(p, path)
    return p


def mark_tutorial(done: int, name: str, path: str | None = None) -> Progress:
    """Record that ``done`` steps of the game ``name``'s tutorial are completed (progress never goes
    backwards)."""
    p = load_progress(path)
    if done > p.tutorial.get(name, 0):
        p.tutorial[name] = done
        save_progress(p, path)
    return p
