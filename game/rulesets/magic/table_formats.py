"""Magic's drafts in its menu: Commander Draft (903.13) and Conspiracy Draft (905), each opening the generic
first screen of a format (``game.ui.event_setup``: how many seats, a person or a program at each, a new event
or the saved one), then the event's screens: the draft, the deck built from the pool, the game.
Each event is one file in the player's folder, saved after every action."""
from __future__ import annotations

from typing import Any

from game.engine.text import Msg
from game.ui.tableinfo import MenuEntry

SAVES = {"commander-draft": "commander-draft-magic.json", "conspiracy-draft": "conspiracy-draft-magic.json"}


def _opener(format_id: str) -> Any:
    def open_format(app: Any) -> Any:
        # imported when opened, so the menus load no event screen
        from game.ui.event_setup import EventSetupScene
        from game.ui.paths import user_file
        return EventSetupScene(app, "magic", format_id, user_file(SAVES[format_id]))
    return open_format


ENTRIES = (MenuEntry("commander-draft", Msg("Commander Draft", "커맨더 드래프트"), _opener("commander-draft")),
           MenuEntry("conspiracy-draft", Msg("Conspiracy Draft", "컨스피러시 드래프트"), _opener("conspiracy-draft")))
