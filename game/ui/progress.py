"""The player's progress through the puzzles and the tutorial: <data_dir>/progress.toml, written atomically.

```toml
version = 1

[puzzles]
solved = ["01-first-blood", "02-bigger-in-the-same-lane"]

[tutorial]
dragon-duel = 3    # steps of a game's tutorial completed, by game id (the next one to do is step 4)
```
A file that cannot be read (a stray quote, not UTF-8), or holds something the app cannot use, is set
aside as ``progress.broken-<n>.toml`` before anything is written: the next solved puzzle starts a new
file with what could be read, and the old one is kept for the player, who is told once (at launch, or
on the screen that met it).
"""
from __future__ import annotations

import dataclasses
import os
from typing import Any

import tomli_w

from game.engine.errors import DataError
from game.util.files import move_aside, put_back, read_toml, shown, write_atomic

from .i18n import STRINGS, t
from .paths import user_file

VERSION = 1

STRINGS.update({
    "progress.broken": ("Your progress file {path} could not be used in full ({why}). It was kept as {kept}; what "
                        "could be read is kept in a new one.",
                        "진행 상황 파일 {path}을(를) 모두 사용할 수 없습니다({why}). 그 파일은 {kept}(으)로 보관했고, "
                        "읽을 수 있던 내용은 새 파일에 이어 갑니다."),
    "progress.broken_in_place": ("Your progress file {path} could not be used in full ({why}); it is left as it "
                                 "is and nothing new is saved over it.",
                                 "진행 상황 파일 {path}을(를) 모두 사용할 수 없습니다({why}). 파일은 그대로 두고 "
                                 "그 위에 저장하지 않습니다."),
})


def progress_path() -> str:
    return user_file("progress.toml")


@dataclasses.dataclass(frozen=True)
class ProgressReport:
    """Why some or all of a progress file was not used, and where the file went."""
    path: str
    why: str
    kept: str | None          # the file set aside; None when it could not be moved (then nothing is written)

    def message(self, lang: str) -> str:
        if self.kept is None:
            return t("progress.broken_in_place", lang, path=self.path, why=self.why)
        return t("progress.broken", lang, path=self.path, why=self.why, kept=os.path.basename(self.kept))


@dataclasses.dataclass
class Progress:
    solved: list[str] = dataclasses.field(default_factory=list)
    tutorial: dict[str, int] = dataclasses.field(default_factory=dict)
    report: ProgressReport | None = None   # the saved file could not be used in full

    @property
    def problem(self) -> str | None:
        return self.report.message("en") if self.report is not None else None

    @property
    def writable(self) -> bool:
        """False while a file that could not be used is still in the way (it could not be set aside)."""
        return self.report is None or self.report.kept is not None

    def is_solved(self, puzzle_id: str) -> bool:
        return puzzle_id in self.solved

    def tutorial_done(self, name: str) -> int:
        """How many steps of the game ``name``'s tutorial are done."""
        return self.tutorial.get(name, 0)


def _parse(raw: dict[str, Any]) -> tuple[list[str], dict[str, int], list[str]]:
    """What a readable file holds that the app can use, and what it could not use, in words."""
    unused: list[str] = [f"{shown(k, 40)}" for k in raw if k not in ("version", "puzzles", "tutorial")]
    if raw.get("version", VERSION) != VERSION:
        unused.append(f"version = {shown(raw.get('version'))}")
    puzzles = raw.get("puzzles", {})
    solved: list[str] = []
    if not isinstance(puzzles, dict):
        unused.append(f"puzzles = {shown(puzzles)}")
    else:
        unused += [f"puzzles.{shown(k, 40)}" for k in puzzles if k != "solved"]
        listed = puzzles.get("solved", [])
        if not isinstance(listed, list):
            unused.append(f"puzzles.solved = {shown(listed)}")
        else:
            solved = [s for s in listed if isinstance(s, str) and len(s) <= 200]
            unused += [f"puzzles.solved: {shown(s)}" for s in listed if not (isinstance(s, str) and len(s) <= 200)]
    tut = raw.get("tutorial", {})
    tutorial: dict[str, int] = {}
    if not isinstance(tut, dict):
        unused.append(f"tutorial = {shown(tut)}")
    else:
        for k, v in tut.items():
            if isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 10_000 and len(k) <= 64:
                tutorial[k] = v
            else:
                unused.append(f"tutorial.{shown(k, 40)} = {shown(v)}")
    return solved, tutorial, unused


def load_progress(path: str | None = None) -> Progress:
    """The saved progress. A file that cannot be used in full is set aside (never overwritten) and the
    progress carries on with what could be read; ``report`` says so."""
    path = path or progress_path()
    if not os.path.lexists(path):
        return Progress()
    try:
        solved, tutorial, unused = _parse(read_toml(path))
        why = "not used: " + "; ".join(unused[:4]) + ("; ..." if len(unused) > 4 else "") if unused else ""
    except DataError as exc:
        solved, tutorial, why = [], {}, exc.problems[0]
    if not why:
        return Progress(solved, tutorial)
    kept: str | None = None
    if os.path.isfile(path):      # a folder in its place stays where it is
        try:
            kept = move_aside(path)
        except OSError:
            kept = None
    if kept is not None and (solved or tutorial):
        try:               # what could be read goes on in a new file at once
            save_progress(Progress(solved, tutorial), path)
        except OSError:    # not even that: the file stays where it was, and nothing is written over it
            kept = put_back(kept, path)
    return Progress(solved, tutorial, ProgressReport(path, shown(why, 300), kept))


def check_progress(path: str | None = None) -> ProgressReport | None:
    """At launch: a progress file that cannot be used in full is set aside now; the report for the player."""
    return load_progress(path).report


def save_progress(progress: Progress, path: str | None = None) -> None:
    """Write the progress (OSError on a full or read-only disk). Never over a file that could not be used
    and could not be set aside."""
    if not progress.writable:
        return
    data: dict[str, Any] = {"version": VERSION, "puzzles": {"solved": sorted(set(progress.solved))},
                            "tutorial": dict(sorted(progress.tutorial.items()))}
    write_atomic(path or progress_path(), tomli_w.dumps(data))


def mark_solved(puzzle_id: str, path: str | None = None) -> Progress:
    p = load_progress(path)
    if puzzle_id not in p.solved or p.report is not None:
        if puzzle_id not in p.solved:
            p.solved.append(puzzle_id)
        save_progress(p, path)
    return p


def mark_tutorial(done: int, name: str, path: str | None = None) -> Progress:
    """Record that ``done`` steps of the game ``name``'s tutorial are completed (progress never goes
    backwards)."""
    p = load_progress(path)
    if done > p.tutorial.get(name, 0) or p.report is not None:
        p.tutorial[name] = max(done, p.tutorial.get(name, 0))
        save_progress(p, path)
    return p
