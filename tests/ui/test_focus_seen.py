"""A player with only a keyboard sees where the focus is the moment a screen opens, before any key:
the menu, a game's menu, settings, the deck picker, the level choice, the seat screen and the
mulligan prompt at the table each draw the ring around the focused control on their first frame.
The mouse's hover lightens a control but never draws the ring's outline, so it is not mistaken
for the focus."""
from __future__ import annotations

import pygame
import pytest

from game.engine import registry
from game.ui.deckpick import DeckPickScene
from game.ui.menu import GameMenuScene, MainMenu
from game.ui.palette import FOCUS_HALO, HILITE
from game.ui.seatsetup import SeatSetupScene
from game.ui.settings_scene import SettingsScene
from game.ui.solo import LevelPickScene
from game.ui.table.scene import TableScene


def ring_pixels(app, scene) -> list[tuple[int, int, int]]:
    """The colours drawn where the ring's outline goes around the focused control: mid top, mid
    bottom, mid left, mid right of the inner line."""
    ring = scene.focus_ring
    node = ring.current()
    assert node is not None
    s = scene.root.scale or 1.0
    r = ring._rect(node).inflate(int(10 * s), int(10 * s))
    spots = [(r.centerx, r.top + 1), (r.centerx, r.bottom - 2), (r.left + 1, r.centery), (r.right - 2, r.centery)]
    return [tuple(app.screen.get_at(p))[:3] for p in spots if app.screen.get_rect().collidepoint(p)]


def assert_ring_drawn(app, scene) -> None:
    assert scene.focus_ring.shown, "the ring waits for a key"
    seen = ring_pixels(app, scene)
    assert seen and all(c == HILITE for c in seen), (scene.focus_ring.name, seen)


def opened(app, hands, scene):
    app.push(scene)
    hands.frames(2)
    return scene


def test_the_menu_shows_the_ring_on_the_game_played_last_before_any_key(app, hands) -> None:
    menu = opened(app, hands, MainMenu(app))
    assert menu.focus_ring.name == "game:lanes"
    assert_ring_drawn(app, menu)


def test_a_games_menu_settings_and_the_level_choice_show_the_ring_at_once(app, hands) -> None:
    for make in (lambda: GameMenuScene(app, "dragon-duel"), lambda: SettingsScene(app),
                 lambda: LevelPickScene(app, registry.get("lanes").default_setup(1), ruleset="lanes", seed=1)):
        scene = opened(app, hands, make())
        assert_ring_drawn(app, scene)
        app.pop()
        hands.frames(1)


def test_the_deck_picker_shows_the_ring_on_the_first_deck(app, hands) -> None:
    scene = opened(app, hands, DeckPickScene(app, lambda setup: None, ruleset="lanes", seed=1))
    assert scene.focus_ring.name.startswith("pick:0:")
    assert_ring_drawn(app, scene)


@pytest.mark.parametrize("ruleset", ["magic", "elements-illusion", "clash-of-decks"])
def test_the_seat_screen_shows_the_ring(app, hands, ruleset) -> None:
    scene = opened(app, hands, SeatSetupScene(app, "hotseat", ruleset=ruleset, seed=1))
    assert_ring_drawn(app, scene)


def test_the_mulligan_prompt_shows_the_ring_on_its_first_choice(app, hands) -> None:
    setup = registry.get("lanes").default_setup(2)
    scene = opened(app, hands, TableScene.new_solo(app, setup, "easy", ai_seat=1, seed=2, ruleset="lanes"))
    hands.settle()
    assert scene.decision_for(0) is not None and scene.focus_ring.group() == "options"
    hands.frames(2)
    assert_ring_drawn(app, scene)


def test_hover_lightens_a_game_but_draws_no_ring(app, hands) -> None:
    menu = opened(app, hands, MainMenu(app))
    other = menu.root.find("game:magic")
    hands.post(pygame.MOUSEMOTION, pos=other.world_rect().center, rel=(0, 0), buttons=(0, 0, 0))
    hands.frames(2)
    assert other.hover and menu.focus_ring.name == "game:lanes"     # hovering moves no focus
    r = other.world_rect()
    edge = {tuple(app.screen.get_at((x, r.top + d)))[:3] for x in range(r.left + 20, r.right - 20, 7) for d in range(-8, 3)}
    assert HILITE not in edge and FOCUS_HALO not in edge, "the hovered game looks focused"
    face = tuple(app.screen.get_at((r.left + 4, r.bottom - 6)))[:3]
    still = menu.root.find("game:dragon-duel").world_rect()
    assert face != tuple(app.screen.get_at((still.left + 4, still.bottom - 6)))[:3]    # but it does light up
    assert_ring_drawn(app, menu)                                     # the focus is still where it was
