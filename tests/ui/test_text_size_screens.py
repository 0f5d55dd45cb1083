"""At 150 % text the screens before a game stay readable: every text drawn (each `fonts.text` image and
where it is blitted, recorded on the real frame) stays on the screen and clear of every other text;
a game's pitch on the first screen is drawn whole, never cut mid-sentence; the values of Settings
and of a game's options grow with the text like everything else. Clash of Decks' options (more than
twenty) scroll rather than squeeze their rows onto each other."""
from __future__ import annotations

import re
from typing import Any

import pygame
import pytest

from game.engine import registry
from game.ui import fonts
from game.ui.gameoptions import GameOptionsScene
from game.ui.menu import MainMenu
from game.ui.settings_scene import SettingsScene
from game.ui.solo import LevelPickScene
from game.ui.smoke import Hands

GAMES = [i.id for i in registry.all_rulesets()]
COD_HIDDEN = ("mode", "deck1", "deck2", "deck3", "deck4")


class Recording(pygame.Surface):
    """A screen that remembers where each text image was blitted."""

    def __init__(self, size: tuple[int, int], texts: dict[int, tuple[str, float]]) -> None:
        super().__init__(size)
        self.texts = texts
        self.seen: list[tuple[str, float, pygame.Rect]] = []

    def blit(self, source: Any, dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:  # type: ignore[override]
        r = super().blit(source, dest, area, special_flags)
        if id(source) in self.texts:
            s, size = self.texts[id(source)]
            self.seen.append((s, size, pygame.Rect(r)))
        return r


def drawn_texts(app: Any, scene: Any) -> list[tuple[str, float, pygame.Rect]]:
    texts: dict[int, tuple[str, float]] = {}
    real = fonts.text

    def rec(s: str, size: float, *a: Any, **k: Any) -> pygame.Surface:
        img = real(s, size, *a, **k)
        texts[id(img)] = (s, size)
        return img

    fonts.text = rec
    try:
        screen = Recording(app.screen.get_size(), texts)
        scene.draw(screen)
    finally:
        fonts.text = real
    return screen.seen


def clashes(seen: list[tuple[str, float, pygame.Rect]], screen: pygame.Rect) -> list[str]:
    out = [f"{s!r} leaves the screen at {r}" for s, _size, r in seen if r.w and not screen.contains(r)]
    for i, (s, _a, r) in enumerate(seen):
        for s2, _b, r2 in seen[i + 1:]:
            c = r.clip(r2)
            if c.w > 2 and c.h > 2 and s.strip() and s2.strip():
                out.append(f"{s!r} {r} runs into {s2!r} {r2}")
    return out


def opened(make_app: Any, make: Any, *, lang: str = "en", text_size: float = 1.5) -> tuple[Any, Any]:
    app = make_app(lang=lang, text_size=text_size)
    scene = make(app)
    app.push(scene)
    Hands(app).frames(2)
    return app, scene


def _cod_levels(app: Any) -> Any:
    from game.rulesets.clash_of_decks.table_solo import SoloSetupScene
    return SoloSetupScene(app, {}, 1, lambda setup, seed: None)


SCREENS = {
    "menu": lambda app: MainMenu(app),
    "settings": lambda app: SettingsScene(app),
    "clash-of-decks options": lambda app: GameOptionsScene(app, registry.get("clash-of-decks"), {}, hidden=COD_HIDDEN),
    "clash-of-decks solo levels": lambda app: _cod_levels(app),
    **{f"{g} level": (lambda app, g=g: LevelPickScene(app, registry.get(g).default_setup(1), ruleset=g, seed=1))
       for g in GAMES},
}


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_at_150_percent_no_text_runs_into_another_or_off_the_screen(make_app, screen, lang) -> None:
    app, scene = opened(make_app, SCREENS[screen], lang=lang)
    seen = drawn_texts(app, scene)
    assert seen
    assert clashes(seen, app.screen.get_rect()) == []


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_games_pitch_is_drawn_whole_at_150_percent(make_app, lang) -> None:
    app, menu = opened(make_app, SCREENS["menu"], lang=lang)
    drawn = "".join(s for s, _size, _r in drawn_texts(app, menu))
    squash = lambda text: re.sub(r"\s+", "", text)     # noqa: E731  (lines break at spaces)
    for info in registry.all_rulesets():
        assert squash(info.pitch.get(lang)) in squash(drawn), f"{info.id}'s pitch is cut"


def test_the_values_of_settings_and_options_grow_with_the_text(make_app) -> None:
    def values(text_size: float) -> dict[str, float]:
        out: dict[str, float] = {}
        for screen in ("settings", "clash-of-decks options"):
            app, scene = opened(make_app, SCREENS[screen], text_size=text_size)
            shown = {b.label for b in getattr(scene, "controls", {}).values() for b in b if len(b.label) > 1}
            shown |= {n.text for n in scene.root.walk() if n.name and n.name.startswith("value:")}
            for s, size, _r in drawn_texts(app, scene):
                if s in shown:
                    out[f"{screen}:{s}"] = min(size, out.get(f"{screen}:{s}", size))
        return out
    small, large = values(1.0), values(1.5)
    common = set(small) & set(large)
    assert len(common) >= 8
    shrunk = {k: (small[k], large[k]) for k in common if large[k] < 1.4 * small[k]}
    assert shrunk == {}


def test_clash_of_decks_options_scroll_to_the_focused_row(make_app) -> None:
    app, scene = opened(make_app, SCREENS["clash-of-decks options"])
    hands = Hands(app)
    assert scene.fit < len(scene.options)
    for _ in range(len(scene.options) - 1):
        hands.key(pygame.K_DOWN)
    last = scene.options[-1].id
    assert scene.focus_ring.name == f"row:{last}" and scene.root.find(f"label:{last}") is not None
    row = scene.focus_ring.current().world_rect()
    assert row.bottom <= scene.help.world_rect().top           # shown above the help
    assert f"{len(scene.options) - scene.fit + 1}-{len(scene.options)} of {len(scene.options)}" in scene.root.find("keys").text
    for _ in range(len(scene.options) - 1):
        hands.key(pygame.K_UP)
    assert scene.focus_ring.name == f"row:{scene.options[0].id}" and scene.first == 0
    hands.key(pygame.K_UP)                                      # past the top: Done
    assert scene.focus_ring.name == "button:back"


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_clash_of_decks_levels_keep_their_subtitles_whole_and_at_full_size(make_app, lang) -> None:
    """What a level buys wraps under its name at the player's text size (it was squeezed onto one line,
    down to 8 px); the list scrolls to the levels that do not fit, and to the chosen one."""
    app, scene = opened(make_app, SCREENS["clash-of-decks solo levels"], lang=lang)
    hands = Hands(app)
    for _ in range(10):
        hands.key(pygame.K_DOWN)
    assert scene.focus_ring.name == "level:10"
    sub_px = fonts.reading(13) * scene.root.scale
    drawn = drawn_texts(app, scene)
    squash = lambda text: re.sub(r"\s+", "", text)     # noqa: E731
    for row in scene.rows:
        lines = [s for s, size, r in drawn if scene.root.find(row.name).world_rect().contains(r) and s != row.title]
        assert squash("".join(lines)) == squash(row.sub), row.name
        assert all(size >= sub_px - 0.01 for s, size, r in drawn if s in lines)
    assert clashes(drawn, app.screen.get_rect()) == []
