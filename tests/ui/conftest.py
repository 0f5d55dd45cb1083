from __future__ import annotations

from typing import Any, Callable

import pygame
import pytest

from game.ui import fonts
from game.ui.app import App
from game.ui.settings import Settings
from game.ui.smoke import Hands
from game.ui.widgets import Button, Label


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_CARDS_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(home):
    a = App(headless=True, settings=Settings(sound=False), settings_path=str(home / "settings.toml"))
    yield a
    pygame.quit()


@pytest.fixture
def hands(app):
    return Hands(app)


@pytest.fixture
def make_app(home) -> Callable[..., App]:
    """An app at a window size, language, text size and palette (for the layout checks)."""
    def make(*, size: tuple[int, int] = (1280, 720), lang: str = "en", text_size: float = 1.0,
             safe: bool = False) -> App:
        settings = Settings(sound=False, language=lang, text_size=text_size, colorblind_palette=safe)
        return App(headless=True, size=size, settings=settings, settings_path=str(home / "settings.toml"))
    yield make
    pygame.quit()


def drawn_rect(node: Any) -> pygame.Rect:
    """Where a label's text or a button's label is drawn, in window pixels (the text size applied)."""
    s = node.world_scale()
    ox, oy = node.world_origin()
    if isinstance(node, Button):
        r = node.world_rect()
        w, h = fonts.font(node.label_size(s), True).size(node.label)
        return pygame.Rect(r.centerx - w // 2, r.centery - h // 2, w, h)
    assert isinstance(node, Label), node
    w, h = fonts.font(fonts.reading(node.size) * s, node.bold).size(node.text)
    if node.center:
        ox -= w / 2
    return pygame.Rect(int(ox), int(oy), w, h)


@pytest.fixture
def drawn() -> Callable[[Any], pygame.Rect]:
    return drawn_rect
