"""A game's setup from the outside: how many seats and which settings, checked against what the ruleset
declares, on top of the ruleset's own default setup for a seed.

Every generic door into a game (the command line, the app's game options, the demo) builds a setup
here, so an unknown setting or value is refused the same way everywhere: one line that lists what
exists. The ruleset's ``new_state`` still checks the whole setup (decks, its own consistency).
"""
from __future__ import annotations

from typing import Any, Iterable

from . import registry
from .registry import RulesetInfo

# The key under which a setup records its number of seats; every ruleset accepts it.
PLAYERS = "players"
# The key under which the app records which seats programs play (seat -> program): the app's, not the
# game's, so a ruleset never sees it (``rules_setup``) while saves and replays keep it.
SEATS = "seats"
APP_KEYS = (SEATS,)


def rules_setup(setup: dict[str, Any]) -> dict[str, Any]:
    """The part of a recorded setup that belongs to the game's rules: the app's own keys left out."""
    if not any(k in setup for k in APP_KEYS):
        return setup
    return {k: v for k, v in setup.items() if k not in APP_KEYS}


class SetupError(ValueError):
    """A seat count or a setting the game does not have: one line, listing what it does have."""


def parse_settings(info: RulesetInfo, pairs: Iterable[str]) -> dict[str, Any]:
    """``KEY=VALUE`` texts (``--set``) as typed option values; raises :class:`SetupError` on the first bad one."""
    values: dict[str, Any] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        key = key.strip()
        if not sep or not key:
            raise SetupError(f"--set {pair!r}: write KEY=VALUE")
        option = info.option(key)
        if option is None:
            known = ", ".join(o.id for o in info.options) or "none"
            raise SetupError(f"{info.id} has no setting {key!r} (its settings: {known})")
        value = option.parse(text.strip())
        problem = option.problem(value)
        if problem:
            raise SetupError(f"{info.id}: {problem}")
        values[key] = value
    return values


def check_players(info: RulesetInfo, players: int | None) -> int:
    if players is None:
        return info.players
    if not info.min_players <= players <= info.max_players:
        seats = (f"{info.min_players}" if info.min_players == info.max_players
                 else f"{info.min_players} to {info.max_players}")
        raise SetupError(f"{info.id} is played by {seats} players, not {players}")
    return players


def build_setup(info: RulesetInfo, seed: int, *, players: int | None = None,
                settings: dict[str, Any] | None = None) -> dict[str, Any]:
    """The ruleset's default setup for ``seed`` with the seat count and settings laid over it."""
    n = check_players(info, players)
    setup = dict(info.default_setup(seed))
    if n != info.players or PLAYERS in setup:
        setup[PLAYERS] = n
    for key, value in (settings or {}).items():
        option = info.option(key)
        if option is None:
            raise SetupError(f"{info.id} has no setting {key!r}")
        problem = option.problem(value)
        if problem:
            raise SetupError(f"{info.id}: {problem}")
        setup[key] = value
    chosen = registry.format_for(info, setup)
    if chosen is not None:          # these settings are played as an event (a draft, then the game)
        setup["format"] = chosen
    return setup
