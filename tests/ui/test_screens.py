"""Every screen outside the table, at the smallest window (the layout is the same at every size,
scaled), in both languages, at text sizes 100 % and 150 % with the colour-blind palette: its
keyboard controls are all on the screen, none overlaps another, and Tab reaches every one of them
and shows the ring."""
from __future__ import annotations

from typing import Any, Callable

import pygame
import pytest

from game.ui.app import App, Scene


def _menu(app: App) -> Scene:
    from game.ui.menu import MainMenu
    return MainMenu(app)


def _game_menu(ruleset: str) -> Callable[[App], Scene]:
    def make(app: App) -> Scene:
        from game.ui.menu import GameMenuScene
        return GameMenuScene(app, ruleset)
    return make


def _deckpick(ruleset: str) -> Callable[[App], Scene]:
    def make(app: App) -> Scene:
        from game.ui.deckpick import DeckPickScene
        return DeckPickScene(app, lambda setup: None, ruleset=ruleset)
    return make


def _deckbuilder(ruleset: str, template: str) -> Callable[[App], Scene]:
    def make(app: App) -> Scene:
        from game.ui.deckbuilder import DeckBuilderScene
        scene = DeckBuilderScene(app, ruleset=ruleset)
        scene.load_template(template)     # a full deck list, a leader (Lanes: with an oath)
        return scene
    return make


def _options(ruleset: str) -> Callable[[App], Scene]:
    def make(app: App) -> Scene:
        from game.engine.registry import get
        from game.ui.gameoptions import GameOptionsScene
        return GameOptionsScene(app, get(ruleset), {}, hidden=("deck1", "deck2"))
    return make


def _settings(app: App) -> Scene:
    from game.ui.settings_scene import SettingsScene
    return SettingsScene(app)


def _puzzles(app: App) -> Scene:
    from game.ui.puzzles_scene import PuzzleListScene
    return PuzzleListScene(app)


def _tutorial(app: App) -> Scene:
    from game.ui.puzzles_scene import TutorialListScene
    return TutorialListScene(app)


def _replays(app: App) -> Scene:
    from game.ui.replay_scene import ReplayListScene
    return ReplayListScene(app)


def _levels(app: App) -> Scene:
    from game.ui.solo import LevelPickScene
    return LevelPickScene(app, {})


SCREENS: dict[str, Callable[[App], Any]] = {
    "menu": _menu, "game-lanes": _game_menu("lanes"), "game-dd": _game_menu("dragon-duel"),
    "deckpick": _deckpick("lanes"), "deckpick-dd": _deckpick("dragon-duel"),
    "deckbuilder": _deckbuilder("lanes", "veiled-court"), "deckbuilder-dd": _deckbuilder("dragon-duel", "moonveil-mirage"),
    "options-lanes": _options("lanes"), "options-dd": _options("dragon-duel"), "settings": _settings,
    "puzzles": _puzzles, "tutorial": _tutorial, "replays": _replays, "levels": _levels,
}


@pytest.mark.parametrize("screen", list(SCREENS))
@pytest.mark.parametrize("lang, text_size", [("en", 1.0), ("ko", 1.0), ("en", 1.5), ("ko", 1.5)])
def test_controls_fit_do_not_overlap_and_the_keys_reach_each(make_app, screen, lang, text_size) -> None:
    size = (1024, 600)
    app = make_app(size=size, lang=lang, text_size=text_size, safe=True)
    app.push(Scene(app))
    scene = SCREENS[screen](app)
    app.push(scene)
    app.step(1 / 60)
    ring = scene.focus_ring
    controls = ring.candidates()
    assert controls, screen
    window = pygame.Rect((0, 0), size)
    rects = {n.name: n.world_rect() for n in controls}
    for name, r in rects.items():
        assert window.contains(r), (name, r)
    names = list(rects)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not rects[a].colliderect(rects[b]), (a, b)

    def press(key: int, mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        app.step(1 / 60)
        seen.add(ring.name)

    seen = set()
    if ring.groups is None:
        for _ in range(len(controls) + 1):
            press(pygame.K_TAB)
        assert ring.shown and seen == set(names)
        return
    # Tab goes from group to group, the arrows walk each: every control is reached from the first by
    # some run of these keys (tried from each control reached; the arrows may scroll a list further)
    todo = [(ring.name, ring.group())]
    seen = {ring.name}
    tried = 0
    while todo and tried < 1500:
        name, group = todo.pop(0)
        for key, mod in ((pygame.K_TAB, 0), (pygame.K_TAB, pygame.KMOD_SHIFT), (pygame.K_LEFT, 0),
                         (pygame.K_RIGHT, 0), (pygame.K_UP, 0), (pygame.K_DOWN, 0)):
            ring.focus(name, group=group)
            before = set(seen)
            press(key, mod)
            tried += 1
            if ring.name not in before and ring.name in rects:    # explore the first screen's controls only
                todo.append((ring.name, ring.group()))
    assert ring.shown and set(names) <= seen, set(names) - seen
