"""A change made with a key is never silent: a game's options, the seat screen's rows and Settings each
say what the option now is in a short message, in the player's language, and the focused row shows its
new value."""
from __future__ import annotations

import pygame

from game.engine import registry
from game.ui.gameoptions import GameOptionsScene
from game.ui.seatsetup import SeatSetupScene
from game.ui.settings_scene import SettingsScene

COD = registry.get("clash-of-decks")
DECK_ROWS = ("mode", "deck1", "deck2", "deck3", "deck4")


def test_enter_on_a_game_option_says_what_it_now_is(app, hands) -> None:
    values: dict = {}
    scene = GameOptionsScene(app, COD, values, hidden=DECK_ROWS)
    app.push(scene)
    hands.frames(2)
    assert scene.focus_ring.name == "row:decks" and scene.focus_ring.shown
    assert not scene.toast.text or scene.toast.time_left == 0
    hands.key(pygame.K_RETURN)
    assert values["decks"] == "draft"
    assert scene.toast.time_left > 0 and scene.toast.text == "Decks: now Draft"
    assert scene.focus_ring.name == "row:decks" and scene.button("decks").label == "Draft"
    ring_rect = scene.focus_ring._rect(scene.focus_ring.current())
    assert ring_rect.contains(scene.button("decks").world_rect())      # the value is inside the row with the ring
    hands.key(pygame.K_LEFT)
    assert scene.toast.text == "Decks: now Beginner decks"


def test_a_number_option_says_its_number_in_korean(make_app) -> None:
    from game.ui.smoke import Hands
    app = make_app(lang="ko")
    hands = Hands(app)
    dd = registry.get("dragon-duel")
    scene = GameOptionsScene(app, dd, {})
    app.push(scene)
    hands.frames(2)
    while scene.focus_ring.name != "row:crystals":
        hands.key(pygame.K_DOWN)
    hands.key(pygame.K_RIGHT)
    label = dd.option("crystals").label.ko
    assert scene.toast.text == f"{label}: 이제 {scene.root.find('value:crystals').text}"


def test_a_seat_screen_choice_says_what_it_now_is(app, hands) -> None:
    scene = SeatSetupScene(app, "hotseat", ruleset="clash-of-decks", seed=1)
    app.push(scene)
    hands.frames(2)
    scene.focus_ring.focus("button:decks:constructed")
    hands.key(pygame.K_RETURN)
    hands.frames(1)
    assert scene.options["decks"] == "constructed"
    assert scene.toast.time_left > 0 and scene.toast.text == "Decks: now Constructed"


def test_settings_say_each_change(app, hands) -> None:
    scene = SettingsScene(app)
    app.push(scene)
    hands.frames(2)
    while scene.focus_ring.name != "row:reduced_motion":
        hands.key(pygame.K_DOWN)
    hands.key(pygame.K_RETURN)
    assert app.settings.reduced_motion and scene.toast.text == "Reduced motion: now On"
    hands.frames(30)                       # the message outlives the rebuild each change makes
    assert scene.toast.time_left > 0
    while scene.focus_ring.name != "row:language":
        hands.key(pygame.K_UP)
    hands.key(pygame.K_RIGHT)
    assert app.settings.language == "ko" and scene.toast.text == "언어 / Language: 이제 한국어"
