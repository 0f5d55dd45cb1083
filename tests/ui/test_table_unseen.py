"""Nothing happens unseen at the table: a greyed big button says why on its face (with the lane counted
as the player counts it), the ring never waits on the big button after Enter lifts the pass screen, and
(further down) the player coming back to the screen sees what happened while it was away."""
from __future__ import annotations

import pygame

from game.engine import registry
from game.engine.match import Match
from game.rulesets.lanes.scenario import position
from game.ui.table.scene import TableScene
from game.ui.table.session import Session

DECK = ["LT-F01"] * 6
BERSERK = {"id": "TD-BERSERK", "name": {"en": "Raging Brute", "ko": "광폭한 야수"}, "type": "unit",
           "attribute": "fire", "cost": 1, "power": 3, "hit": 1, "ability": [{"keyword": "berserker"}]}


def lanes_table(app, hands, pos: dict, cards: list | None = None) -> TableScene:
    match = Match("lanes", 1, registry.get("lanes").default_setup(1))
    match.state = position(pos, cards)
    scene = TableScene(app, Session(match))
    app.push(scene)
    hands.frames(5)
    hands.pass_screen()
    hands.settle()
    return scene


def face_words(button) -> list[str]:
    """Every string the button draws on its face (recorded from the font calls of one frame)."""
    from game.ui import fonts
    seen: list[str] = []
    text = fonts.text

    def rec(s, *a, **k):
        seen.append(s)
        return text(s, *a, **k)
    fonts.text = rec
    try:
        button.draw_self(pygame.Surface((1280, 720)))
    finally:
        fonts.text = text
    return seen


def test_a_greyed_end_turn_says_why_on_its_face_naming_the_berserkers_lane_from_one(app, hands):
    scene = lanes_table(app, hands, {"turn": 3, "turn_player": 1, "phase": "attack",
                                     "p1": {"leader": "LT-L01", "level": 4, "lane1": "TD-BERSERK", "deck": DECK},
                                     "p2": {"leader": "LT-L02", "deck": DECK}}, [BERSERK])
    button = scene.btn_primary
    assert not button.enabled and button.why_disabled.startswith("[10.2.6.2.3] Your berserker in lane 2 can attack")
    button.hover = False
    drawn = " ".join(face_words(button))
    assert "End turn" in drawn and "[10.2.6.2.3] Your berserker in lane 2" in drawn
    app.settings.language = "ko"
    scene.refresh_controls()
    assert "2번 레인의 광전사" in " ".join(face_words(button))


def test_enter_that_lifts_the_pass_screen_leaves_the_ring_off_the_button_that_ends_the_phase(app, hands):
    scene = lanes_table(app, hands, {"turn": 3, "turn_player": 1, "phase": "attack",
                                     "p1": {"leader": "LT-L01", "level": 4, "lane0": "LT-F13", "lane1": "LT-F04",
                                            "deck": DECK},
                                     "p2": {"leader": "LT-L02", "lane0": "LT-E04", "deck": DECK}})
    st = scene.session.state
    hands.drag(hands.card_center(st.unit_at(0, 0)), hands.drop_center(("attack", 1, 0)))
    hands.settle()
    hands.key(pygame.K_RETURN)                    # player 2 lifts the curtain and blocks
    hands.settle()
    hands.click(hands.card_center(st.unit_at(1, 0)))
    hands.settle()
    assert scene.pass_pending and scene.viewer == 1
    hands.key(pygame.K_RETURN)                    # player 1 lifts it: the attack phase goes on
    hands.settle()
    assert scene.viewer == 0 and not scene.pass_pending
    assert scene.focus_ring.shown and scene.focus_ring.current() is not scene.btn_primary
    phase = scene.session.state.phase
    hands.key(pygame.K_RETURN)                    # a second Enter does not end the phase
    hands.settle()
    assert scene.session.state.phase is phase and scene.session.state.turn_player == 0
