"""Nothing happens unseen at the table: a greyed big button says why on its face (with the lane counted
as the player counts it), the ring never waits on the big button after Enter lifts the pass screen, and
(further down) the player coming back to the screen sees what happened while it was away."""
from __future__ import annotations

import pygame
import pytest

from game.engine import registry
from game.engine.actions import Concede
from game.engine.rng import Rng
from game.ui.table.scene import TableScene
from game.ui.tableinfo import table_part
from tests.ui.test_table import table_at

DECK = ["LT-F01"] * 6
BERSERK = {"id": "TD-BERSERK", "name": {"en": "Raging Brute", "ko": "광폭한 야수"}, "type": "unit",
           "attribute": "fire", "cost": 1, "power": 3, "hit": 1, "ability": [{"keyword": "berserker"}]}


lanes_table = table_at          # a Lanes table at a scenario position, the pass screen lifted


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


def test_a_greyed_buttons_whole_reason_on_hover_is_wrapped_inside_the_window_in_both_languages(app, hands):
    """Hovered, the greyed big button shows its whole reason in a box over it: wrapped to a readable width and
    whole inside the window (one line of it ran to the window's right edge over the cards and the log)."""
    from game.ui import fonts
    scene = lanes_table(app, hands, {"turn": 3, "turn_player": 1, "phase": "attack",
                                     "p1": {"leader": "LT-L01", "level": 4, "lane1": "TD-BERSERK", "deck": DECK},
                                     "p2": {"leader": "LT-L02", "deck": DECK}}, [BERSERK])
    button = scene.btn_primary
    for lang in ("en", "ko"):
        app.settings.language = lang
        scene.refresh_controls()
        button.hover = True
        screen = pygame.Surface(app.screen.get_size())
        lines: list[tuple[str, pygame.Rect]] = []
        text = fonts.text

        def rec(s, *a, **k):
            img = text(s, *a, **k)
            lines.append((s, img.get_rect()))
            return img
        fonts.text = rec
        try:
            button.draw_self(screen)
        finally:
            fonts.text = text
            button.hover = False
        reason = button.why_disabled
        tip = [(s, r) for s, r in lines if s and s in reason and len(s) > 3]
        widest = max(r.w for _s, r in tip)
        assert len(tip) >= 2 and widest < screen.get_width() * 0.45, (lang, tip)
        assert " ".join(s for s, _r in tip[-2:]).split()[-1] == reason.split()[-1]      # whole, to its last word


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


def test_the_attacker_coming_back_sees_the_fight_the_defender_blocked_played_again_and_may_skip_it(app, hands):
    scene = lanes_table(app, hands, {"turn": 3, "turn_player": 1, "phase": "attack",
                                     "p1": {"leader": "LT-L01", "level": 4, "lane0": "LT-F13", "lane1": "LT-F04",
                                            "deck": DECK},
                                     "p2": {"leader": "LT-L02", "lane0": "LT-E04", "deck": DECK}})
    st = scene.session.state
    attacker, blocker = st.unit_at(0, 0), st.unit_at(1, 0)
    hands.drag(hands.card_center(attacker), hands.drop_center(("attack", 1, 0)))
    hands.settle()
    hands.pass_screen()                                # player 2: what player 1 did, then the block
    hands.settle()
    hands.click(hands.card_center(blocker))
    hands.settle()
    assert scene.pass_pending and st.cards[blocker].zone == "p1.trash"     # the fight is over, unseen by player 1
    lines = len(scene.log.lines)
    banners: list[str] = []
    show = scene.banner.show
    scene.banner.show = lambda text, *a, **k: (banners.append(text), show(text, *a, **k))[1]
    hands.pass_screen()                                # player 1 comes back
    assert scene.viewer == 0 and scene.animating() and scene.catching_up
    assert scene.catchup_bar.visible and scene.catchup_bar.text.startswith("While you were away:")
    assert scene.catchup_bar.skip.label == "Skip (Enter)"
    assert blocker in scene.order["p1.unit0"]          # the table as player 1 last saw it: the blocker stands
    assert not scene.btn_primary.enabled               # nothing to press while it plays
    hands.settle()
    assert any("block" in b.lower() for b in banners), banners
    assert blocker in scene.order["p1.trash"] and not scene.catchup_bar.visible and not scene.catching_up
    assert len(scene.log.lines) == lines               # played again, not logged again
    assert scene.btn_primary.enabled


def test_enter_skips_what_was_missed(app, hands):
    scene = lanes_table(app, hands, {"turn": 3, "turn_player": 1, "phase": "attack",
                                     "p1": {"leader": "LT-L01", "level": 4, "lane0": "LT-F13", "deck": DECK},
                                     "p2": {"leader": "LT-L02", "lane0": "LT-E04", "deck": DECK}})
    st = scene.session.state
    blocker = st.unit_at(1, 0)
    hands.drag(hands.card_center(st.unit_at(0, 0)), hands.drop_center(("attack", 1, 0)))
    hands.settle()
    hands.pass_screen()
    hands.settle()
    hands.click(hands.card_center(blocker))
    hands.settle()
    hands.key(pygame.K_RETURN)                         # lifts the curtain: the catch-up starts
    assert scene.catching_up
    hands.key(pygame.K_RETURN)                         # skips it
    assert not scene.animating() and not scene.catching_up and blocker in scene.order["p1.trash"]


GAMES = [info.id for info in registry.all_rulesets() if table_part(info) is not None]


@pytest.mark.parametrize("ruleset", GAMES)
def test_in_every_hotseat_game_the_person_at_the_screen_is_shown_what_they_missed(app, hands, ruleset):
    """Seeded moves through the table's door; whenever the curtain lifts for someone who missed events, the
    table plays them again from what that person last saw, and the log does not grow while it does."""
    app.settings.animation_speed = 10.0
    scene = TableScene.new_hotseat(app, seed=4, ruleset=ruleset)
    app.push(scene)
    hands.frames(3)
    rng = Rng(4)
    caught = 0
    for _ in range(120):
        st = scene.session.state
        if st.result is not None or caught >= 2:
            break
        if scene.pass_pending:
            lines = len(scene.log.entries)
            hands.pass_screen()
            if scene.catching_up:
                caught += 1
                assert scene.catchup_bar.visible
            hands.settle()
            assert len(scene.log.entries) == lines or not caught, "the missed events were logged again"
            continue
        legal = [a for a in st.legal_actions() if a.player == scene.viewer and not isinstance(a, Concede)]
        if not legal:
            hands.frames(5)
            continue
        scene.submit(legal[rng.below(len(legal))])
        hands.settle()
    assert caught >= 1, ruleset


def test_clash_solo_the_status_line_and_the_assault_button_wait_for_the_programs_turn_to_be_shown(app, hands):
    """After Assault the rulebook AI's whole turn plays inside the one move: the numbers follow the events
    shown (its turn, then yours), never the engine's latest, and Assault is not live before the end."""
    app.settings.animation_speed = 1.0
    setup = registry.get("clash-of-decks").default_setup(11)
    setup.update(mode="solo")
    scene = TableScene.new_hotseat(app, setup, seed=11, ruleset="clash-of-decks")
    app.push(scene)
    hands.frames(3)
    hands.settle()
    info = scene.root.find("counters")

    def line(who: str) -> str:
        scene.draw(pygame.Surface(app.screen.get_size()))
        return next(text for text, _r in info.drawn if text.startswith(who) and ": mana" in text)

    mine = line("You")
    assert scene.btn_primary.enabled and scene.btn_primary.label.startswith("Assault")
    hands.click_node(scene.btn_primary)
    assert scene.animating()
    seen: list[tuple[str, str, bool]] = []
    for _ in range(3000):
        if not scene.animating():
            break
        seen.append((line("You"), line("The rulebook AI"), scene.btn_primary.enabled))
        hands.frames(1)
    final = line("You")
    assert final != mine                               # a new turn: mana and turns changed
    assert seen[0][0] == mine                          # not the engine's latest while the assault plays
    assert not any(enabled for _y, _a, enabled in seen)
    assert any("\u2605" in ai for _y, ai, _e in seen)  # the program's turn shown as it plays
    while seen and seen[-1][0] == final:
        seen.pop()
    assert seen and all(y != final for y, _a, _e in seen)   # the new numbers only once their events played
