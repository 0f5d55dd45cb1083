from __future__ import annotations

import pytest

from game.ui.app import App
from game.ui.settings import Settings
from game.ui.smoke import Hands


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_CARDS_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(home):
    a = App(headless=True, settings=Settings(sound=False), settings_path=str(home / "settings.toml"))
    yield a
    import pygame
    pygame.quit()


@pytest.fixture
def hands(app):
    return Hands(app)
