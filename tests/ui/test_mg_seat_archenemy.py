"""Archenemy and Supervillain Rumble at the seat screen: with Archenemy on, a row of seats P1..PN chooses the
archenemy (904.2a) and the next row the archenemy's scheme deck (904.3); the seat buttons name the sides; the
table deals what was chosen. Each seat's scheme deck in a Rumble (904.12) and each seat's planar deck
(901.3) are on the options screen, which offers only what the combination and the seats in play use. Eight
seats with Archenemy and Planechase fit 1280x720 in both languages, and the rows are reached by keyboard."""
from __future__ import annotations

import pygame
import pytest

from game.rulesets.magic import schemes
from game.rulesets.magic.state import zid
from game.ui.gameoptions import GameOptionsScene
from game.ui.table.scene import TableScene
from tests.ui.test_seat_screens import click, seat_screen


def archenemy_on(app, hands, players: int = 4):
    seats = seat_screen(app, hands, "magic")
    click(hands, seats, f"button:players:{players}")
    click(hands, seats, "button:supplements:archenemy")
    return seats


def seat_labels(seats) -> list[str]:
    return [seats.root.find(f"button:seat:{p}").label for p in range(seats.players)]


def test_904_2a_the_archenemy_chosen_on_the_seat_screen_is_dealt_at_the_table(app, hands):
    seats = archenemy_on(app, hands)
    assert [o.id for o in seats.rows()][-2:] == ["archenemy", "scheme_deck1"]
    assert [b.label for b in seats.root.walk() if b.name.startswith("button:archenemy:")] == \
        ["\u25cf P1", "P2", "P3", "P4"]                               # one button a seat in play, P1 chosen
    click(hands, seats, "button:archenemy:3")
    assert seats.options["archenemy"] == "3"
    assert ["Archenemy" in x for x in seat_labels(seats)] == [False, False, True, False]    # the sides follow
    assert ["Alliance" in x for x in seat_labels(seats)] == [True, True, False, True]
    assert seats.root.find("row:scheme_deck3").text == "Scheme deck of player 3"           # the archenemy's deck
    click(hands, seats, "button:scheme_deck3:SD-host")
    assert seats.root.find("button:scheme_deck3:SD-host").label == "\u25cf The Host Unending"
    click(hands, seats, "button:start")
    scene = app.scene
    assert isinstance(scene, TableScene)
    hands.pass_screen()
    scene.draw(pygame.Surface(app.screen.get_size()))
    st = scene.session.state
    assert st.life == [20, 20, 40, 20] and st.team_seats[0] == (2,) and st.active == 2       # 904.5, 904.6
    said = [text for text, _r in scene.root.find("seats").drawn]
    assert "Archenemy: 40 life" in said and said.count("Alliance: 20 life") == 3, said
    deck = schemes.deck_of(st, 2)
    assert sorted(st.cards[i].def_id for i in deck + schemes.face_up(st, 2)) == \
        sorted(schemes.scheme_decks()["SD-host"].cards)                                      # the deck chosen
    assert all(st.cards[i].zone == zid(2, schemes.DECK_ZONE) for i in deck)                 # in P3's command zone
    assert scene.root.find("counters").cells[3] == "P3"
    assert not schemes.deck_of(st, 0)                                                        # P1 holds none
    from game.ui.menu import saved_game_text
    assert "Archenemy: Player 3, The Host Unending" in saved_game_text("en", "magic")       # Resume names them
    assert "아치에너미: 플레이어 3, 끝없는 군세" in saved_game_text("ko", "magic")


def test_904_2a_the_archenemy_seat_follows_the_seat_count(app, hands):
    seats = archenemy_on(app, hands, players=5)
    click(hands, seats, "button:archenemy:5")
    assert "Archenemy" in seat_labels(seats)[4]
    click(hands, seats, "button:players:4")                     # seat 5 is gone: the first seat is the archenemy
    assert seats.options["archenemy"] == "1"
    assert seats.root.find("button:archenemy:1").label == "\u25cf P1"
    assert seats.root.find("button:archenemy:5") is None
    assert "Archenemy" in seat_labels(seats)[0]
    click(hands, seats, "button:start")
    assert app.scene.session.state.life == [40, 20, 20, 20]


def test_904_2a_the_archenemy_row_is_reached_by_keyboard(app, hands):
    seats = archenemy_on(app, hands)
    focus = seats.focus_ring
    for _ in range(12):                                          # Tab goes row to row until the Archenemy row
        hands.key(pygame.K_TAB)
        if focus.current() is not None and focus.current().name.startswith("button:archenemy:"):
            break
    assert focus.current().name == "button:archenemy:1"
    hands.key(pygame.K_RIGHT)
    hands.key(pygame.K_RIGHT)
    assert focus.current().name == "button:archenemy:3"
    hands.key(pygame.K_RETURN)
    hands.frames(1)
    assert seats.options["archenemy"] == "3" and "Archenemy" in seat_labels(seats)[2]


def options_screen(app, hands, seats) -> list[str]:
    click(hands, seats, "button:options")
    assert isinstance(app.scene, GameOptionsScene)
    return [o.id for o in app.scene.options]


def test_904_12_each_rumble_seats_scheme_deck_is_on_the_options_screen_and_dealt(app, hands):
    seats = seat_screen(app, hands, "magic")
    click(hands, seats, "button:players:3")
    click(hands, seats, "button:supplements:supervillain-rumble")
    assert "archenemy" not in [o.id for o in seats.rows()]        # every seat an archenemy: no seat to choose
    assert not any("Archenemy" in x or "Alliance" in x for x in seat_labels(seats))
    ids = options_screen(app, hands, seats)
    assert [i for i in ids if i.startswith("scheme_deck")] == ["scheme_deck1", "scheme_deck2", "scheme_deck3"]
    assert not any(i.startswith(("vanguard", "planar", "deck4")) or i == "archenemy" for i in ids)
    opts = app.scene
    assert opts.walk_rows("scheme_deck1", 1)                    # Down to its row, the list scrolled to show it
    click(hands, opts, "button:set:scheme_deck2")               # Random, then the Ash Tyrant, then the Archivist
    click(hands, opts, "button:set:scheme_deck2")
    assert opts.root.find("button:set:scheme_deck2").label == "The Drowned Archivist"
    hands.key(pygame.K_ESCAPE)
    hands.frames(2)
    assert app.scene is seats and seats.options["scheme_deck2"] == "SD-archive"
    click(hands, seats, "button:start")
    st = app.scene.session.state
    assert st.life == [40, 40, 40]                                                            # 904.12c
    got = schemes.deck_of(st, 1) + schemes.face_up(st, 1)
    assert sorted(st.cards[i].def_id for i in got) == sorted(schemes.scheme_decks()["SD-archive"].cards)


def test_901_3_each_seats_planar_deck_is_on_the_options_screen_only_with_personal_decks(app, hands):
    seats = seat_screen(app, hands, "magic")
    click(hands, seats, "button:players:3")
    assert not any(i.startswith("planar") for i in options_screen(app, hands, seats))       # no Planechase
    hands.key(pygame.K_ESCAPE)
    hands.frames(2)
    click(hands, seats, "button:supplements:planechase")
    ids = options_screen(app, hands, seats)
    assert [i for i in ids if i.startswith("planar")] == ["planar1", "planar2", "planar3"]
    hands.key(pygame.K_ESCAPE)
    hands.frames(2)
    click(hands, seats, "button:planar_deck:shared")              # one deck for the table (901.15): none each
    assert not any(i.startswith("planar") for i in options_screen(app, hands, seats))


def overlaps(scene) -> list[tuple[str, str]]:
    boxes = [(n.name, pygame.Rect(n.world_rect())) for n in scene.root.walk()
             if n.name.startswith(("button:", "row:", "hint", "summary")) and n.visible]
    return [(a, b) for i, (a, ra) in enumerate(boxes) for b, rb in boxes[i + 1:] if ra.colliderect(rb)]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_eight_seats_with_archenemy_and_planechase_fit_the_screen_without_overlap(make_app, lang):
    from game.ui.smoke import Hands
    app = make_app(size=(1280, 720), lang=lang)
    hands = Hands(app)
    seats = archenemy_on(app, hands, players=8)
    click(hands, seats, "button:supplements:planechase")       # the most rows: planar deck, archenemy, scheme deck
    click(hands, seats, "button:archenemy:8")
    assert [o.id for o in seats.rows()][-3:] == ["planar_deck", "archenemy", "scheme_deck8"]
    hands.frames(400)                                            # the change's toast gone
    assert overlaps(seats) == []
    screen = pygame.Rect(0, 0, 1280, 720)
    for node in seats.root.walk():
        if node.name.startswith("button:"):
            assert screen.contains(pygame.Rect(node.world_rect())), node.name
            assert node.label_size(1.0) >= 14, (node.name, node.label)     # readable, not shrunk away


def test_904_3_the_archenemys_scheme_deck_goes_with_the_seat_chosen_after_it(app, hands):
    """A scheme deck chosen for the archenemy, then another seat made the archenemy: the deck row shows the
    same deck for the new seat (the two seats' choices swap), and the table deals it to that seat."""
    seats = archenemy_on(app, hands)
    click(hands, seats, "button:scheme_deck1:SD-archive")
    click(hands, seats, "button:archenemy:2")
    assert seats.root.find("row:scheme_deck2").text == "Scheme deck of player 2"
    assert seats.root.find("button:scheme_deck2:SD-archive").label == "\u25cf The Drowned Archivist"
    assert seats.options["scheme_deck1"] == "random"
    click(hands, seats, "button:start")
    st = app.scene.session.state
    assert sorted(st.cards[i].def_id for i in schemes.deck_of(st, 1) + schemes.face_up(st, 1)) == \
        sorted(schemes.scheme_decks()["SD-archive"].cards)
