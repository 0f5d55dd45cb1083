"""Where the app keeps the player's things (the bundled files are found by game.resources)."""
from __future__ import annotations

import os


def data_dir() -> str:
    """The user's data directory (XDG on Linux, APPDATA on Windows); TABLETOP_CARDS_HOME overrides it."""
    override = os.environ.get("TABLETOP_CARDS_HOME")
    if override:
        return override
    if os.name == "nt" and os.environ.get("APPDATA"):
        return os.path.join(os.environ["APPDATA"], "tabletop-cards")
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return os.path.join(base, "tabletop-cards")


def user_file(*parts: str) -> str:
    return os.path.join(data_dir(), *parts)
