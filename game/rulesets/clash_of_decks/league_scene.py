"""The mutation league's way in from the game's menu (L1057-1249): the generic first screen of a format
(``game.ui.event_setup``: four seats, each a person or a program level; A31's setting; a new league, the
saved one, the kept decks), then the event's screens (``game.ui.event_scene``), whose own stage before
every round is the mutation editor (``mutation_editor.py``, this game's ``stage_screens``).

The league is one file, the event match: ``league-clash-of-decks.json`` in the player's folder, saved
after every action. A league saved by an earlier version of the app (its own JSON form) is set aside with
the sentence ``league.OLD_SAVE``; a broken file is set aside and said. A finished league's four mutated
decks go to ``mutated-decks/`` for duels (``kept_decks.py``).
"""
from __future__ import annotations

from game.engine.text import Msg
from game.ui.app import App, Scene
from game.ui.event_setup import EventSetupScene
from game.ui.paths import user_file

from .kept_decks import KeptDecksScene, kept_dir
from .league import OLD_SAVE, is_old_save

FORMAT = "mutation-league"
KEPT = ("kept", Msg("Mutated decks: duels", "변이 덱: 대결"), KeptDecksScene)


def save_path() -> str:
    return user_file("league-clash-of-decks.json")


def open_league(app: App) -> Scene:
    return EventSetupScene(app, "clash-of-decks", FORMAT, save_path(), old=(is_old_save, OLD_SAVE),
                           keep_in=kept_dir(), extras=(KEPT,))
