"""Every game the app hosts, in one place: ruleset id -> the package that registers it.

Adding a game is one line here plus its own folder; nothing generic names a game."""
from __future__ import annotations

# The game a command plays when it names none (`python -m game play`, `simulate`, `bench`, `ui-smoke`...),
# and the game of a scenario, puzzle or tutorial file that names none (the files written before other games
# came). Generic code takes it from here only, through ``registry.default_id()``.
DEFAULT_GAME = "lanes"

RULESETS: dict[str, str] = {
    "lanes": "game.rulesets.lanes",
    "dragon-duel": "game.rulesets.dragon_duel",
    "clash-of-decks": "game.rulesets.clash_of_decks",
    "elements-illusion": "game.rulesets.elements_illusion",
    "magic": "game.rulesets.magic",
}
