"""The autosave, checked at launch: one that cannot be resumed is moved aside, not offered again.

Without this a broken autosave (a hand edit, a file from another version, a disk error) made
Resume fail at every launch, or crashed the table: ``"seats": [1, 2]`` reached code that expects
a table. The file is kept as ``autosave.broken-<n>.json`` in the data folder, so nothing the
player had is lost, and the message says where.
"""
from __future__ import annotations

import dataclasses
import os
from typing import Any

from game.engine.errors import DataError
from game.engine.match import Match
from game.util.files import move_aside

from .i18n import STRINGS, t
from .table.session import autosave_path, legacy_autosave_path

STRINGS.update({
    "autosave.broken": ("The saved game could not be resumed ({why}). It was kept as {kept} in {folder}.",
                        "저장된 게임을 이어갈 수 없습니다({why}). 파일은 {folder} 폴더에 다음 이름으로 보관했습니다: {kept}"),
    "autosave.broken_in_place": ("The saved game at {path} could not be resumed ({why}).",
                                 "{path}의 저장된 게임을 이어갈 수 없습니다({why})."),
})

SEATS = ("0", "1")


@dataclasses.dataclass(frozen=True)
class AutosaveReport:
    path: str
    problems: tuple[str, ...]
    kept: str | None          # where the file went; None when it could not be moved

    def message(self, lang: str) -> str:
        why = " ".join(self.problems[0].split())   # an engine error may run over several lines
        why = why if len(why) <= 160 else why[:157] + "..."
        if self.kept is None:
            return t("autosave.broken_in_place", lang, path=self.path, why=why)
        return t("autosave.broken", lang, why=why, kept=os.path.basename(self.kept),
                 folder=os.path.dirname(self.kept))


def seat_problems(setup: dict[str, Any], ruleset: str | None = None) -> list[str]:
    """``setup["seats"]`` (solo games) must map a seat ("0" or "1") to a program the game offers."""
    from game.ai import agent_names
    seats = setup.get("seats")
    if seats is None:
        return []
    if not isinstance(seats, dict):
        return [f"setup.seats must be a table of seat = AI level, not {seats!r}"]
    known = agent_names(ruleset)
    players = setup.get("players")     # a game of more seats (Elements Illusion: up to 6) names them all
    valid = tuple(str(p) for p in range(players)) if isinstance(players, int) and players > 2 else SEATS
    problems = [f"setup.seats: no seat {k!r} (seats are {', '.join(valid)})" for k in seats if k not in valid]
    problems += [f"setup.seats.{k}: unknown AI {v!r} (known: {', '.join(known)})"
                 for k, v in seats.items() if not isinstance(v, str) or v.lower() not in known]
    return problems


def resume_problems(path: str) -> list[str]:
    """Why the autosave at ``path`` cannot be resumed; empty when it can."""
    try:
        match = Match.load(path)
    except DataError as exc:
        return exc.problems
    except Exception as exc:  # any save that breaks the engine is as unusable as a malformed one
        return [f"{type(exc).__name__}: {exc}"]
    return seat_problems(match.setup, match.ruleset_id)


def check_autosave(path: str) -> AutosaveReport | None:
    """Move an autosave that cannot be resumed aside; the report for the player, or None."""
    if not os.path.exists(path):
        return None
    problems = resume_problems(path)
    if not problems:
        return None
    kept: str | None = None
    if os.path.isfile(path):          # a folder in its place is left as it is
        try:
            kept = move_aside(path)
        except OSError:
            kept = None
    return AutosaveReport(path, tuple(problems), kept)


def adopt_legacy_autosave() -> None:
    """An autosave from a version with one save for every game moves to its own game's place, unless
    that game already has one (then it stays where it is, and is checked like any other)."""
    from .games import saved_game
    legacy = legacy_autosave_path()
    info = saved_game(legacy)
    if info is None:
        return
    target = autosave_path(info.id)
    if not os.path.exists(target):
        try:
            os.replace(legacy, target)
        except OSError:
            pass


def check_autosaves() -> list[AutosaveReport]:
    """At launch: every game's autosave (and an old single one) that cannot be resumed is moved aside."""
    from game.engine import registry
    adopt_legacy_autosave()
    paths = [autosave_path(info.id) for info in registry.all_rulesets()] + [legacy_autosave_path()]
    return [r for r in (check_autosave(p) for p in paths) if r is not None]
