"""The games the app hosts, as its screens see them: every one reached through its registration.

Which game the player is in (the one picked last, remembered in the settings), a game's parts as
the screens use them (its catalogue, its rules), the picture of its table for the menu, the AI
levels it offers, which game the autosave belongs to, and how a setting's value reads. No screen
names a game; a new game shows up here by registering.
"""
from __future__ import annotations

import os
import re
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.engine import registry
from game.engine.catalogue import Catalogue
from game.engine.errors import DataError
from game.engine.registry import Option, RulesetInfo
from game.engine.rulebook import Rule
from game.engine.text import Msg
from game.util.files import read_json

from .i18n import t

if TYPE_CHECKING:
    from .app import App

PICTURE = "table.png"      # data/table.png in a ruleset's package: the menu's picture of its table
_RULES: dict[str, list[Rule]] = {}


def all_games() -> list[RulesetInfo]:
    """Every registered game, in the order of the list of games."""
    return registry.all_rulesets()


def find(ruleset: str | None) -> RulesetInfo | None:
    if not ruleset:
        return None
    try:
        return registry.get(ruleset)
    except KeyError:
        return None


def current(app: "App") -> RulesetInfo:
    """The game the player picked last (a setting), or the first game the app lists."""
    return find(getattr(app.settings, "last_game", "")) or all_games()[0]


def choose(app: "App", ruleset: str) -> RulesetInfo:
    """The player picks a game: it becomes the current one and is remembered for the next start."""
    info = registry.get(ruleset)
    if app.settings.last_game != info.id:
        app.settings.last_game = info.id
        app.save_settings()
    return info


def playing(app: "App") -> RulesetInfo | None:
    """The game of the table highest on the stack of screens (the one the player came from), if any."""
    for scene in reversed(app.scenes):
        match = getattr(getattr(scene, "session", None), "match", None)
        if match is not None:
            return find(match.ruleset_id)
    return None


def resolve(app: "App", ruleset: str | None) -> RulesetInfo:
    """``ruleset`` when given; else the game being played, else the current one."""
    return find(ruleset) or playing(app) or current(app)


# ----- parts -----------------------------------------------------------------------------------------
def catalogue(info: RulesetInfo) -> Catalogue | None:
    """The game's cards and decks, or None when it has no catalogue part. A broken card file raises
    its DataError (the app reports it and stays on the screen it was on)."""
    part = info.part("catalogue")
    return part.catalogue() if part is not None else None


def rules(info: RulesetInfo) -> list[Rule]:
    """The game's numbered rules, read once per run ([] without a rules part); raises OSError or
    UnicodeDecodeError when the document cannot be read."""
    if info.id not in _RULES:
        part = info.part("rules")
        _RULES[info.id] = part.load_rules() if part is not None else []
    return _RULES[info.id]


def rules_note(info: RulesetInfo) -> Msg:
    """What the reader should know about the game's rule document ("the Korean text is the rule")."""
    part = info.part("rules")
    note: Msg = part.SOURCE_NOTE if part is not None else Msg("", "")    # every rules part has one (rulebook.py)
    return note


def rules_second(info: RulesetInfo) -> Msg | None:
    """What F2 shows beside each rule of the game's reference, named for the reader ("the Korean
    original"), or None when its rules have no second text."""
    part = info.part("rules")
    second: Msg | None = part.SECOND_TEXT if part is not None else None    # declared by every rules part
    return second


def picture_path(info: RulesetInfo, lang: str = "en") -> Path | None:
    """The picture of the game's table shipped in its package, taken at a table in the reader's language
    (``data/table.ko.png``; English ``data/table.png``, also where a language has none), or None."""
    package = info.package or registry._known().get(info.id, "")
    names = ([PICTURE.replace(".png", f".{lang}.png")] if lang != "en" else []) + [PICTURE]
    for name in names:
        try:
            where = resources.files(package).joinpath("data", name)
        except (ModuleNotFoundError, TypeError):
            return None
        if where.is_file():
            return Path(str(where))
    return None


def levels_for(info: RulesetInfo) -> dict[str, Any]:
    """The AI levels a solo game of this game offers, by id (levels/ai/<ruleset-id>/)."""
    from game.ai.levels import all_levels
    return all_levels(info.id) if "solo" in info.modes else {}


# The programs that are not levels, named as a player would call them (never "greedy" or "random").
# The one list of difficulty names every screen offers, in the order they are offered: a game's level files
# (levels/ai/<game>/easy.toml ...) and its simple programs are called by these names whatever the game, so a
# seat screen, the level screen and the saved game's words read the same in every game.
DIFFICULTY: tuple[tuple[str, Msg], ...] = (
    ("easy", Msg("Easy", "쉬움")), ("normal", Msg("Normal", "보통")), ("hard", Msg("Hard", "어려움")),
    ("greedy", Msg("Beginner", "초보")), ("random", Msg("Wild", "제멋대로")))
PROGRAM_NAMES = dict(DIFFICULTY)


def program_name(info: RulesetInfo, name: str) -> Msg:
    """A program in words: its name in ``DIFFICULTY``, else its level file's own name (a level the list
    does not know yet), else its id."""
    if name in PROGRAM_NAMES:
        return PROGRAM_NAMES[name]
    from game.ai.levels import all_levels
    level = all_levels(info.id).get(name)
    if level is not None:
        return level.name
    return Msg(name.capitalize(), name)


def in_difficulty_order(names: list[str]) -> list[str]:
    """Programs in the order ``DIFFICULTY`` offers them; any it does not name after, alphabetically."""
    known = [k for k, _ in DIFFICULTY]
    return sorted(names, key=lambda n: (known.index(n) if n in known else len(known), n))


# ----- the autosave ----------------------------------------------------------------------------------
def saved_game(path: str) -> RulesetInfo | None:
    """The game the autosave at ``path`` belongs to (read from the file's header, without replaying it)."""
    if not os.path.exists(path):
        return None
    try:
        data = read_json(path)
    except DataError:
        return None
    return find(data.get("ruleset")) if isinstance(data, dict) and isinstance(data.get("ruleset"), str) else None


# every seat a deck option may name (a game's own seat count is not known before its seat screen)
MAX_DECK_SEATS = 6


# ----- settings of a game -------------------------------------------------------------------------------
def chosen_options(app: "App", info: RulesetInfo) -> dict[str, Any]:
    """The game's options as the player chose them last (remembered in the settings); a value the
    game no longer allows is left out, so its default applies. A seat's own deck counts as allowed while it
    is still among the player's decks of the format the other options set (deckoptions.py)."""
    from .deckoptions import with_user_decks
    saved = app.settings.game_options.get(info.id, {})
    offered = {o.id: o for o in with_user_decks(info, saved, list(info.options), MAX_DECK_SEATS)}
    return {k: v for k, v in saved.items() if (o := offered.get(k)) is not None and o.problem(v) is None}


def remember_options(app: "App", info: RulesetInfo, values: dict[str, Any]) -> None:
    app.settings.game_options[info.id] = dict(values)
    app.save_settings()


def choice_label(option: Option, value: Any, lang: str) -> str:
    label = option.choice_label(value).get(lang)
    if label == value and value in ("on", "off"):    # a choice of on and off the game left unnamed
        return t(value, lang)
    return label


def option_help(option: Option, lang: str) -> str:
    """A setting's help as a player reads it: where it explains its choices by the names typed at the
    command line ("rollback: ..."), by the names the screens give them ("Roll back: ...")."""
    text = option.help.get(lang)
    if option.kind != "choice":
        return text
    labels = {v: choice_label(option, v, lang) for v in option.choices if isinstance(v, str)}
    # a label that already names its value ("A: individual") needs no change
    labels = {v: label for v, label in labels.items() if label != v and not label.startswith(f"{v}:")}
    if not labels:
        return text
    names = "|".join(re.escape(v) for v in sorted(labels, key=len, reverse=True))
    return re.sub(rf"(^|(?<=[.;)] )|(?<=[.;)]  ))({names}):", lambda m: f"{m.group(1)}{labels[m.group(2)]}:", text)


def value_label(option: Option, value: Any, lang: str) -> str:
    """A setting's value as a player reads it."""
    if option.kind == "bool":
        return t("on" if value else "off", lang)
    if option.kind == "choice":
        return choice_label(option, value, lang)
    return str(value)
