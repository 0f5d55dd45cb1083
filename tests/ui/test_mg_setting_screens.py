"""Magic's combination of settings at the screens: Commander chosen on the seat screen's row and Vanguard
among the supplements on the options screen is a combination the rules rule out; starting says so with
the rule, in the player's language, and stays on the seat screen."""
from __future__ import annotations

import pygame

from game.ui.gameoptions import GameOptionsScene
from tests.ui.test_seat_screens import click as _click
from tests.ui.test_seat_screens import seat_screen


def test_902_1_commander_with_vanguard_is_refused_at_the_start_with_the_rule(app, hands):
    seats = seat_screen(app, hands, "magic")
    _click(hands, seats, "button:variant:commander")
    _click(hands, seats, "button:options")
    options = app.scene
    assert isinstance(options, GameOptionsScene)
    assert {"deck_format", "multiplayer", "supplements"} <= {o.id for o in options.options}
    _click(hands, options, "button:set:supplements")
    assert seats.options["supplements"] == "vanguard"
    hands.key(pygame.K_ESCAPE)
    hands.frames(2)
    assert app.scene is seats
    _click(hands, seats, "button:start")
    assert app.scene is seats
    assert "Vanguard is played with constructed decks" in seats.toast.text and "(902.1)" in seats.toast.text
