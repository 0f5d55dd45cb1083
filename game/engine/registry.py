"""The rulesets the app knows, found by id or alias.

The list of games lives in ``game.rulesets.RULESETS`` (id -> package); a package registers a
:class:`RulesetInfo` when imported. The engine imports that list lazily, never a ruleset itself.
"""
from __future__ import annotations

import dataclasses
import importlib
from types import ModuleType
from typing import Any, Callable

from .actions import ActionSet
from .state import GameState
from .text import Msg


@dataclasses.dataclass(frozen=True)
class Option:
    """A setting chosen before a game, declared by the ruleset as data.

    ``kind`` is "choice" (one of ``choices``), "int" (``low``..``high``) or "bool". The chosen
    values travel in the game's setup under ``id``, so saves and replays keep them."""
    id: str
    kind: str
    default: Any
    label: Msg
    help: Msg
    choices: tuple[str, ...] = ()
    low: int = 0
    high: int = 0
    # A reading of a rule the document leaves open (shown with the rule in the rules reference), as
    # opposed to a format or a preference; ``rule`` names the rule or gap it settles.
    reading: bool = False
    rule: str = ""
    # What a player reads for each of ``choices`` (same order); without them a screen shows the values.
    choice_labels: tuple[Msg, ...] = ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "kind": self.kind, "default": self.default,
                               "label": self.label.to_json(), "help": self.help.to_json()}
        if self.kind == "choice":
            out["choices"] = list(self.choices)
            if self.choice_labels:
                out["choice_labels"] = [m.to_json() for m in self.choice_labels]
        if self.kind == "int":
            out["low"], out["high"] = self.low, self.high
        if self.reading:
            out["reading"], out["rule"] = True, self.rule
        return out

    def problem(self, value: Any) -> str | None:
        """Why ``value`` is not allowed for this option (one line listing what is), or None."""
        if self.kind == "choice":
            if value not in self.choices:
                return f"{self.id}={value!r} is not allowed (choose one of: {', '.join(self.choices)})"
        elif self.kind == "int":
            if not isinstance(value, int) or isinstance(value, bool) or not self.low <= value <= self.high:
                return f"{self.id}={value!r} is not allowed (a whole number from {self.low} to {self.high})"
        elif self.kind == "bool":
            if not isinstance(value, bool):
                return f"{self.id}={value!r} is not allowed (true or false)"
        return None

    def choice_label(self, value: Any) -> Msg:
        """How a choice reads: its label where the ruleset gives one, else the value itself."""
        if value in self.choices and len(self.choice_labels) == len(self.choices):
            return self.choice_labels[self.choices.index(value)]
        return Msg(str(value), str(value))

    def parse(self, text: str) -> Any:
        """A value typed on a command line (``--set id=text``) as this option's type."""
        if self.kind == "int":
            try:
                return int(text)
            except ValueError:
                return text
        if self.kind == "bool":
            return {"true": True, "on": True, "yes": True, "false": False, "off": False, "no": False}.get(
                text.lower(), text)
        return text


# What a player can do with a game in the app; a ruleset lists the ones it offers.
MODES = ("solo", "hotseat", "tutorial", "puzzles", "deckbuilder", "rules", "replays")
# A ruleset's optional parts: modules of its package, found by name (``<package>.<part>``).
#   text      - how its actions and events read, per viewer, in English and Korean (pure Python)
#   ai        - evaluation terms, world sampling and a quick policy for the generic AI (pure Python)
#   scenario  - scenario positions and scripts; puzzles and the tutorial build on them (pure Python)
#   catalogue - its cards and decks for the deck picker, builder and card views (pure Python)
#   rules     - its rule document as numbered entries for the rules reference (pure Python)
#   puzzles   - its puzzles and tutorial: positions, goals, steps (pure Python)
#   table     - how its table looks and what a drop means: the one module of a game that may import pygame
#   formats   - the hooks of the formats its ``formats`` file declares: pools, games' setups, its own stages
#               (``game.formats.hooks.FormatHooks``; pure Python)
PARTS = ("text", "ai", "scenario", "catalogue", "rules", "puzzles", "table", "formats")


@dataclasses.dataclass(frozen=True)
class RulesetInfo:
    """A game, as every generic layer sees it: the one thing that names a game's rules, data and look."""
    id: str
    names: Msg
    min_players: int
    max_players: int
    actions: ActionSet
    new_state: Callable[[int, dict[str, Any]], GameState]
    default_setup: Callable[[int], dict[str, Any]]  # a playable setup for a seed (decks chosen from it)
    aliases: tuple[str, ...] = ()
    # Invariants every state must keep: (state, memo between calls) -> problems found.
    invariants: Callable[[GameState, dict[str, Any]], list[str]] | None = None
    # Settings chosen before a game (validated by new_state, recorded in the setup).
    options: tuple[Option, ...] = ()
    # (scenario file's tables, path) -> failures; None: the package's ``scenario.run_scenario``.
    scenario_runner: Callable[[dict[str, Any], str], list[str]] | None = None
    package: str = ""
    pitch: Msg = Msg("", "")               # one line for the menu
    modes: tuple[str, ...] = ("hotseat", "rules", "replays")
    rules_doc: str = ""                    # the rule document, under the bundled assets/ ("rules/x.ko.txt")
    rules_lang: str = "ko"                 # the document's language
    coverage: str = ""                     # its coverage map, under the bundled docs/ ("rules/x.md")
    default_players: int = 0               # 0: min_players
    # True while the state holds a choice made in secret that has not reached its reveal point; a save or
    # replay file then ends its log where that stretch of secret play began (``Match.written_log``).
    sealed_pending: Callable[[GameState], bool] | None = None
    # Games the demo's attract loop plays besides the usual one (four seats, a variant): a TOML file under
    # the package ("data/demo.toml"), read and checked by the demo; "" for none.
    demo_setups: str = ""
    # The formats played above the game (drafts, leagues): a TOML file under the package ("data/formats.toml")
    # read by ``game.formats.spec``; "" for none.
    formats: str = ""
    # Settings that combine (a deck format, a multiplayer shape, supplements): every combination, each with
    # whether the rules allow it, for which seat counts, and the rule that rules it out; None when a game's
    # settings do not combine. ``rulesets --json`` lists them.
    combinations: Callable[[], list[dict[str, Any]]] | None = None

    @property
    def players(self) -> int:
        """How many seats a game has when nobody says."""
        return self.default_players or self.min_players

    def part(self, name: str) -> ModuleType | None:
        """The ruleset's module for one of :data:`PARTS`, or None when it has none."""
        if name not in PARTS:
            raise ValueError(f"{name!r} is not a ruleset part (one of {', '.join(PARTS)})")
        module_name = f"{self.package or _known().get(self.id, '')}.{name}"
        try:
            return importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name != module_name:   # the part exists but something it imports does not: say so
                raise
            return None

    def option(self, option_id: str) -> Option | None:
        return next((o for o in self.options if o.id == option_id), None)

    def to_json(self) -> dict[str, Any]:
        """What ``python -m game rulesets --json`` says of the game."""
        return {"id": self.id, "names": self.names.to_json(), "pitch": self.pitch.to_json(),
                "aliases": list(self.aliases), "min_players": self.min_players, "max_players": self.max_players,
                "players": self.players, "modes": list(self.modes),
                "options": [o.to_json() for o in self.options],
                **({"combinations": self.combinations()} if self.combinations is not None else {})}


_REGISTRY: dict[str, RulesetInfo] = {}


def _known() -> dict[str, str]:
    from game.rulesets import RULESETS  # the one list of games; imported late so the engine stays game-free
    return RULESETS


def default_id() -> str:
    """The game a command or a file means when it names none: ``game.rulesets.DEFAULT_GAME``."""
    from game.rulesets import DEFAULT_GAME  # the one place a game is a default; late for the same reason
    return DEFAULT_GAME


def register(info: RulesetInfo) -> None:
    _REGISTRY[info.id] = info
    for alias in info.aliases:
        _REGISTRY[alias] = info


def get(name: str) -> RulesetInfo:
    known = _known()
    if name not in _REGISTRY and name in known:
        importlib.import_module(known[name])
    if name not in _REGISTRY:
        for module in known.values():
            importlib.import_module(module)
    try:
        return _REGISTRY[name]
    except KeyError:
        raise KeyError(f"unknown ruleset {name!r} (known: {', '.join(known)})") from None


def all_rulesets() -> list[RulesetInfo]:
    """Every game, in the order of the list of games (whichever was imported first)."""
    known = _known()
    for module in known.values():
        importlib.import_module(module)
    order = list(known)
    games = {info.id: info for info in _REGISTRY.values()}.values()
    return sorted(games, key=lambda i: order.index(i.id) if i.id in order else len(order))


# The layer above games (game/formats): it registers how an event is made from a setup naming a format and
# how its log is read, when it is imported; the engine imports it by name only when a setup names one.
_EVENTS: dict[str, Callable[..., Any]] = {}
EVENT_KEY = "format"


def set_event_layer(make: Callable[[RulesetInfo, int, dict[str, Any]], GameState],
                    actions: Callable[[RulesetInfo], ActionSet],
                    select: Callable[[RulesetInfo, dict[str, Any]], str | None]) -> None:
    _EVENTS["make"], _EVENTS["actions"], _EVENTS["select"] = make, actions, select


def _events() -> dict[str, Callable[..., Any]]:
    if not _EVENTS:
        importlib.import_module("game.formats.event")
    return _EVENTS


def is_event(setup: Any) -> bool:
    return isinstance(setup, dict) and EVENT_KEY in setup


def new_state(info: RulesetInfo, seed: int, setup: dict[str, Any]) -> GameState:
    """The state a setup starts: the game's own, or an event of one of its formats."""
    if is_event(setup):
        made: GameState = _events()["make"](info, seed, setup)
        return made
    return info.new_state(seed, setup)


def format_for(info: RulesetInfo, settings: dict[str, Any]) -> str | None:
    """The format a game's settings are played as, where the game declares one (``decks=draft``), else None."""
    if not info.formats:
        return None
    found: str | None = _events()["select"](info, settings)
    return found


def actions_for(info: RulesetInfo, setup: Any) -> ActionSet:
    """The verbs of a match's log: the game's, or its event's (which wrap the game's)."""
    return _events()["actions"](info) if is_event(setup) else info.actions


def scenario_runner(info: RulesetInfo) -> Callable[[dict[str, Any], str], list[str]] | None:
    """The function that runs a scenario file of this ruleset, or None if it has none."""
    if info.scenario_runner is not None:
        return info.scenario_runner
    package = info.package or _known().get(info.id, "")
    try:
        module = importlib.import_module(f"{package}.scenario")
    except ImportError:
        return None
    return getattr(module, "run_scenario", None)
