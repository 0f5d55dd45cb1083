"""Every game, from the app's first screen to the end of the first turn, by keys alone: no mouse event
is ever posted. On the way a prompt is answered with Enter, a card's large view is opened (I) and put
away (Esc), and the rules reference is opened (F1) and closed (Esc). Each run counts its keys; the
counts are the price a keyboard player pays, and a run that needs more than its budget fails."""
from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.ui.deckpick import DeckPickScene
from game.ui.menu import GameMenuScene, MainMenu
from game.ui.rules_scene import RulesScene
from game.ui.seatsetup import SeatSetupScene
from game.ui.table.scene import TableScene

MOUSE = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)


class Keys:
    """Presses keys on the app and counts them; refuses to run if anything posts a mouse event."""

    def __init__(self, app: Any, hands: Any) -> None:
        self.app, self.hands, self.count = app, hands, 0
        self.log: list[str] = []

    def __call__(self, key: int, mod: int = 0) -> None:
        assert not pygame.event.peek(MOUSE), "a mouse event in a keyboard-only run"
        self.count += 1
        self.log.append(pygame.key.name(key))
        self.hands.key(key, mod)

    def until(self, key: int, done: Any, limit: int = 12) -> None:
        for _ in range(limit):
            if done():
                return
            self(key)
        assert done(), f"{pygame.key.name(key)} x{limit} never got there"


def idle(hands: Any, scene: TableScene) -> None:
    """Let the table show what happened (and a program think): time passes, no input."""
    for _ in range(3000):
        busy = scene.animating() or scene.ai_move is not None or any(s.busy() for s in scene.ai_seats.values())
        if not busy:
            break
        hands.frames()
    hands.frames(3)


def to_the_table(app: Any, keys: Keys, ruleset: str) -> TableScene:
    """Menu -> the game -> Hotseat -> (seats) -> (decks) -> the table, all by keys."""
    menu = app.scene
    assert isinstance(menu, MainMenu) and menu.focus_ring.shown
    keys.until(pygame.K_RIGHT, lambda: menu.focus_ring.name == f"game:{ruleset}")
    keys(pygame.K_RETURN)
    gm = app.scene
    assert isinstance(gm, GameMenuScene)
    keys.until(pygame.K_DOWN, lambda: gm.focus_ring.name == "button:hotseat")
    keys(pygame.K_RETURN)
    for _ in range(4):
        scene = app.scene
        if isinstance(scene, TableScene):
            return scene
        if isinstance(scene, SeatSetupScene):
            assert scene.focus_ring.name == "button:start"      # Start (or Choose decks) is where it begins
            keys(pygame.K_RETURN)
        elif isinstance(scene, DeckPickScene):
            keys.until(pygame.K_TAB, lambda: scene.focus_ring.name == "button:start", limit=scene.seats + 1)
            keys(pygame.K_RETURN)
        else:
            raise AssertionError(f"unexpected screen {type(scene).__name__}")
        keys.hands.frames(3)
    raise AssertionError("never reached the table")


def read_a_card_and_the_rules(app: Any, keys: Keys, scene: TableScene) -> None:
    """I opens the large view of the card with the ring (Tab to a card first), Esc puts it away; F1
    opens the rules reference, Esc comes back to the table."""
    ring = scene.focus_ring
    for _ in range(8):
        if scene.focused_card() is not None and scene.may_read(scene.focused_card()):
            break
        keys(pygame.K_TAB)
    iid = scene.focused_card()
    assert iid is not None, "Tab reached no card"
    keys(pygame.K_i)
    assert scene.large.iid == iid and scene.keys_view
    keys(pygame.K_ESCAPE)
    assert scene.large.iid is None and app.scene is scene
    keys(pygame.K_F1)
    assert isinstance(app.scene, RulesScene)
    keys(pygame.K_ESCAPE)
    keys.hands.frames(2)
    assert app.scene is scene and ring.shown


def play_a_card(keys: Keys, scene: TableScene) -> bool:
    """Tab to the hand; Enter picks a card up; Tab walks the places it may go (each says whether it
    may: the line under the middle gives a refusal's rule); Enter puts it on one that takes it. A card
    no place takes goes back with Esc, and the arrow tries the next."""
    ring = scene.focus_ring
    keys.until(pygame.K_TAB, lambda: ring.group() == "hand", limit=8)
    for _ in range(len(dict(ring.live_groups()).get("hand", []))):
        keys(pygame.K_RETURN)
        if scene.hold.visible:
            targets = scene.drag["targets"]
            for _ in range(len(targets)):
                dest = scene.held_dest()
                if next(tg for tg in targets if tg[0] == dest)[2]:
                    keys(pygame.K_RETURN)
                    assert not scene.hold.visible
                    return True
                keys(pygame.K_TAB)
            keys(pygame.K_ESCAPE)
        elif scene.large.iid is not None:       # a card that goes nowhere now: Enter showed it
            keys(pygame.K_ESCAPE)
        keys(pygame.K_RIGHT)
    return False


def play_the_first_turn(app: Any, keys: Keys, scene: TableScene) -> dict[str, int]:
    """Lift every pass screen with Enter, answer every prompt with Enter on its first choice, and end
    every phase with E, until the first turn of the game is over. Returns what was done."""
    did = {"answers": 0, "passes": 0, "ends": 0, "played": 0}
    first_turn: int | None = None
    read = tried = False
    for _ in range(160):
        idle(keys.hands, scene)
        st = scene.session.state
        if st.result is not None:
            break
        if scene.pass_pending:
            keys(pygame.K_RETURN)
            did["passes"] += 1
            continue
        d = scene.decision_for(scene.viewer)
        if d is not None and scene.focus_ring.group() == "options" and not scene.free_decision():
            keys(pygame.K_RETURN)           # the ring is on the prompt's first choice
            did["answers"] += 1
            continue
        if first_turn is None and st.turn >= 1:
            first_turn = st.turn
        if first_turn is not None and st.turn > first_turn:
            break
        if not read:
            read_a_card_and_the_rules(app, keys, scene)
            read = True
            continue
        if not tried or not scene.btn_primary.enabled:     # a card from the hand, once (or when E waits for one)
            tried = True
            if play_a_card(keys, scene):
                did["played"] += 1
                continue
            assert scene.btn_primary.enabled, "no card could be played and E is greyed"
        before = len(scene.session.match.log)
        keys(pygame.K_e)
        did["ends"] += 1
        if len(scene.session.match.log) == before and not scene.animating():
            idle(keys.hands, scene)
    assert first_turn is not None and scene.session.state.turn > first_turn, (first_turn, scene.session.state.turn, keys.log)
    assert read and did["played"] >= 1
    return did


@pytest.mark.parametrize("ruleset", ["lanes", "dragon-duel", "clash-of-decks", "elements-illusion", "magic"])
def test_a_game_from_the_menu_to_the_end_of_its_first_turn_by_keys_alone(app, hands, monkeypatch, ruleset) -> None:
    import game.ui.deckpick as deckpick
    monkeypatch.setattr(deckpick.os, "urandom", lambda n: b"\x07" * n)     # the same decks and seed each run
    app.push(MainMenu(app))
    hands.frames(2)
    keys = Keys(app, hands)
    scene = to_the_table(app, keys, ruleset)
    to_table = keys.count
    did = play_the_first_turn(app, keys, scene)
    # Clash of Decks deals no opening hand to keep or send back: its first turn asks nothing
    assert did["answers"] >= (0 if ruleset == "clash-of-decks" else 1)
    print(f"\n{ruleset}: {to_table} keys to the table, {keys.count} to the end of the first turn {did}: "
          f"{' '.join(keys.log)}")
    assert to_table <= 12


def test_the_seat_screen_tabs_from_row_to_row_and_the_arrows_walk_a_row(app, hands) -> None:
    """Each row of buttons (the player count, each of the game's own rows, the seats, Start with the
    other buttons) is one stop of Tab; the arrows go along a row and, past its ends, up and down."""
    scene = SeatSetupScene(app, "hotseat", ruleset="magic", seed=1)
    app.push(scene)
    hands.frames(2)
    ring = scene.focus_ring
    groups = [k for k, _m in ring.live_groups()]
    assert ring.name == "button:start" and groups[0] == "players" and groups[-2:] == ["seats", "buttons"]
    seen = []
    for _ in groups:
        hands.key(pygame.K_TAB)
        seen.append(ring.group())
    assert seen == groups[:] and ring.name == "button:start"       # once round, a row at a time
    hands.key(pygame.K_TAB)
    first = ring.name
    hands.key(pygame.K_RIGHT)
    assert ring.group() == "players" and ring.name != first
    hands.key(pygame.K_DOWN)                                       # down to the next row
    assert ring.group() == groups[1]
    hands.key(pygame.K_UP)
    assert ring.group() == "players"
