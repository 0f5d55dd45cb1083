import os

import pytest

# The suite drives pygame headless; set before anything imports pygame.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def _never_the_players_own_folder(tmp_path_factory, monkeypatch):
    """The app moves broken saves aside and old folders over at start: no test may do that to the
    data folder of whoever runs the suite. Tests that want a folder of their own set it again."""
    monkeypatch.setenv("TABLETOP_CARDS_HOME", str(tmp_path_factory.mktemp("home")))
