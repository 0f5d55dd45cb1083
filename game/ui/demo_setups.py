"""The extra games a ruleset lists for the demo's attract loop (four seats, a variant), and the rotation
through every game that results.

A ruleset names its file in its registration (``RulesetInfo.demo_setups``, under its package, e.g.
``data/demo.toml``): ``[[setup]]`` tables, each with ``name`` (``en`` and ``ko``: the title card's words),
``players`` (a seat count the game accepts) and ``settings`` (its option ids and values); a setup with
``format`` (one of the game's formats with a draft) shows that draft's first picks instead of a game
(``demo_draft.py``). The file is
checked whole when read; its errors name the file, the setup and the field. An extra game is left out of
the rotation when the game's table says it cannot lay out that many seats (``table_seats`` of its table
entry).
"""
from __future__ import annotations

import dataclasses
from importlib import resources
from typing import Any

from game.engine import registry
from game.engine.errors import DataError
from game.engine.registry import RulesetInfo
from game.engine.text import Msg
from game.util.files import read_toml

from .tableinfo import table_entry


@dataclasses.dataclass(frozen=True)
class DemoSetup:
    """One extra game of the attract loop."""
    ruleset: str
    name: Msg
    players: int
    settings: dict[str, Any]
    format: str = ""          # a draft's first picks between programs, not a game


@dataclasses.dataclass(frozen=True)
class Entry:
    """A game of the rotation: the game, and its extra setup (None: the game's usual demo game)."""
    ruleset: str
    extra: DemoSetup | None = None


def demo_setups_path(info: RulesetInfo) -> str | None:
    if not info.demo_setups:
        return None
    package = info.package or registry._known().get(info.id, "")
    return str(resources.files(package).joinpath(*info.demo_setups.split("/")))


def load_demo_setups(info: RulesetInfo, path: str | None = None) -> list[DemoSetup]:
    """The game's extra demo games ([] when it lists none); one DataError for every problem of the file.
    ``path``: another file than the one the registration names."""
    path = path or demo_setups_path(info)
    if path is None:
        return []
    data = read_toml(path)
    problems: list[str] = []
    raw = data.get("setup", [])
    if not isinstance(raw, list) or not raw:
        raise DataError(path, ["needs one [[setup]] table or more"])
    for key in data:
        if key != "setup":
            problems.append(f"unknown key {key!r} (only [[setup]] tables)")
    out: list[DemoSetup] = []
    for i, entry in enumerate(raw, 1):
        where = f"setup {i}"
        if not isinstance(entry, dict):
            problems.append(f"{where}: must be a table")
            continue
        for key in entry:
            if key not in ("name", "players", "settings", "format"):
                problems.append(f"{where}: unknown field {key!r} (name, players, settings, format)")
        fmt = entry.get("format", "")
        if fmt != "" and fmt not in drafted_formats(info):
            problems.append(f"{where}: format must be one of {info.id}'s formats with a draft: "
                            f"{', '.join(drafted_formats(info)) or 'none'}")
        name = entry.get("name")
        if not (isinstance(name, dict) and all(isinstance(name.get(k), str) and name[k] for k in ("en", "ko"))):
            problems.append(f"{where}: name needs en and ko texts")
            name = {"en": "", "ko": ""}
        players = entry.get("players", info.players)
        if not isinstance(players, int) or isinstance(players, bool) or \
                not info.min_players <= players <= info.max_players:
            problems.append(f"{where}: players must be a whole number from {info.min_players} to {info.max_players}")
        settings = entry.get("settings", {})
        if not isinstance(settings, dict):
            problems.append(f"{where}: settings must be a table of option = value")
            settings = {}
        for key, value in settings.items():
            option = info.option(key)
            if option is None:
                problems.append(f"{where}: settings: {info.id} has no option {key!r}")
            elif (why := option.problem(value)) is not None:
                problems.append(f"{where}: settings: {why}")
        out.append(DemoSetup(info.id, Msg(name["en"], name["ko"]), players, dict(settings), str(fmt)))
    if problems:
        raise DataError(path, problems)
    return out


def drafted_formats(info: RulesetInfo) -> list[str]:
    """The game's formats that begin with a draft (a demo setup may show one's first picks)."""
    from game.formats.spec import formats_of
    return [f.id for f in formats_of(info) if f.draft is not None]


def table_lays_out(info: RulesetInfo, players: int) -> bool:
    """Whether the game's table draws that many seats (its table entry's ``table_seats``)."""
    entry = table_entry(info)
    return entry is None or entry.lays_out(players)


def rotation(rulesets: list[str], *, extras: bool = True) -> tuple[list[Entry], list[DataError]]:
    """Each game's usual demo game followed by its extra ones; a file that cannot be read is returned
    with the errors (the demo logs it and plays on without those games)."""
    out: list[Entry] = []
    errors: list[DataError] = []
    for rid in rulesets:
        out.append(Entry(rid))
        if not extras:
            continue
        info = registry.get(rid)
        try:
            listed = load_demo_setups(info)
        except DataError as exc:
            errors.append(exc)
            continue
        out.extend(Entry(rid, s) for s in listed if s.format or table_lays_out(info, s.players))   # a draft: no table
    return out, errors
