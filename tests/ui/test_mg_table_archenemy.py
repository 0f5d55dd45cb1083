"""The Archenemy table: the archenemy's scheme deck lies face down in their command zone and the box beside
the seats counts it and names the face-up schemes (904.4, 904.11); a scheme set in motion is revealed to
everyone in its large view, its text in the player's language (904.9)."""
from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.rulesets.magic import schemes
from game.rulesets.magic.cardtext import card_lines
from game.rulesets.magic.state import zid
from game.ui.table.scene import TableScene
from game.ui.table.session import Session


def archenemy_table(app: Any, hands: Any, players: int = 4, lang: str = "en", **options: str) -> TableScene:
    app.settings.animation_speed = 10.0
    app.settings.language = lang
    scene = TableScene(app, Session.new("magic", 3, {"players": players, "supplements": "archenemy",
                                                       "scheme_deck1": "SD-ash", **options}))
    app.push(scene)
    hands.frames(3)
    hands.pass_screen()
    scene.draw(pygame.Surface(app.screen.get_size()))
    return scene


def test_904_4_the_scheme_deck_lies_face_down_in_the_archenemys_command_zone_and_is_counted(app, hands):
    scene = archenemy_table(app, hands)
    st = scene.session.state
    deck = schemes.deck_of(st, 0)
    cells = scene.root.find("counters").cells
    assert cells[:3] == ["Archenemy: schemes", "Deck", "Face up"], cells
    up = schemes.face_up(st, 0)
    assert cells[3:5] == ["P1", str(len(deck))] and len(deck) + len(up) == 20
    x, y, w, h = scene.part.zone_frame("p0.command")
    spot = scene.part.spot(zid(0, schemes.DECK_ZONE), len(deck) - 1, len(deck), deck[-1])
    assert spot.drawn and x <= spot.x <= x + w and y <= spot.y <= y + h        # its top card is on the felt
    assert not scene.may_read(deck[-1])                                         # face down to its owner too
    assert any(p.zone == zid(0, schemes.DECK_ZONE) for p in scene.part.piles())


@pytest.mark.parametrize(("lang", "said", "text"), [("en", "sets The Tide of Ash Rises in motion", "When you set this scheme in motion"),
                                                    ("ko", "잿빛 조수가 차오른다", "이 계략을 실행할 때")])
def test_904_9_a_scheme_set_in_motion_is_revealed_in_its_large_view(app, hands, lang, said, text):
    scene = archenemy_table(app, hands, lang=lang)
    st = scene.session.state
    top = next(i for i in schemes.deck_of(st, 0) if st.cards[i].def_id == "MG-SC01")
    seen = len(st.events)
    st.move(top, zid(0, "command"), cause="set_in_motion")                   # as the engine turns it face up
    st.emit("scheme_set_in_motion", player=0, card=top, ongoing=False, rule="904.9")
    hold = max(scene.play_event(e) for e in st.events[seen:])
    assert hold > 1.0 and scene.large.iid == top and scene.large_pinned
    assert said in scene.banner.text
    assert scene.large.page(1.0) is not None and any(text in line for line in card_lines(st.defs[top], lang, {}))
    hands.frames(2)
    assert scene.large.iid == top                                               # it stays up to be read


def test_904_12a_the_seat_screen_offers_archenemy_and_greys_out_a_rumble_of_two(app, hands):
    from tests.ui.test_seat_screens import click, seat_screen
    seats = seat_screen(app, hands, "magic")
    rumble = seats.root.find("button:supplements:supervillain-rumble")
    assert not rumble.enabled and "(904.12a)" in rumble.why_disabled          # two seats are no free-for-all
    click(hands, seats, "button:players:4")
    click(hands, seats, "button:supplements:archenemy")
    assert seats.options["supplements"] == "archenemy"
    labels = [seats.root.find(f"button:seat:{p}").label for p in range(4)]       # 904.2: one against the team
    assert ["Archenemy" in x for x in labels] == [True, False, False, False]      # the sides named as such
    assert ["Alliance" in x for x in labels] == [False, True, True, True]
    click(hands, seats, "button:start")
    st = app.scene.session.state
    assert st.life == [40, 20, 20, 20] and st.team_seats == ((0,), (1, 2, 3)) and st.active == 0
    from game.rulesets.magic.text import describe_board
    board = describe_board(st, 0)
    assert "Player 1 (Archenemy)" in board and "Player 2 (Alliance)" in board and "Team Sun" not in board
    assert "(아치에너미)" in describe_board(st, 0, "ko")


def test_904_8_a_player_answers_self_or_others_with_the_prompts_words(app, hands):
    """At a hotseat table of three, Choose Your Ruin comes up first: the first opponent is asked in words and
    answers by clicking "Others"; the log says so and the other opponent loses 2 life."""
    from game.engine.actions import Choose
    from game.rulesets.magic.actions import Pass
    from game.ui.smoke import perform
    scene = archenemy_table(app, hands, players=3)
    st = scene.session.state
    deck = schemes.deck_of(st, 0)
    ruin = next(i for i in deck if st.cards[i].def_id == "MG-SC07")
    deck.remove(ruin)
    deck.insert(0, ruin)                          # the scheme deck's top, as if shuffled so
    for _ in range(40):
        st = scene.session.state                  # the session's state after each action
        d = st.decisions[0] if st.decisions else None
        if d is not None and d.kind == schemes.KIND:
            break
        p = st.current_players()[0]
        action = Choose(p, "keep") if d is not None and d.kind == "mulligan" else Pass(p)
        assert perform(app, hands, action), action
        hands.frames(3)
        hands.pass_screen()
        hands.quiet()
    hands.quiet()
    hands.pass_screen()                           # player 2 takes the screen to answer
    hands.frames(5)
    assert st.decisions[0].kind == schemes.KIND and st.decisions[0].player == 1
    assert "Choose Your Ruin: choose self" in scene.prompt.text
    assert scene.prompt.find("button:choose:self").label == "Self"
    node = scene.prompt.find("button:choose:others")
    hands.choose_word("others")
    hands.quiet()
    st = scene.session.state
    assert st.decisions[0].kind == schemes.KIND and st.decisions[0].player == 2       # player 3 next
    assert any("Player 2 chooses others" in line for line in scene.log.lines), scene.log.lines[-5:]
