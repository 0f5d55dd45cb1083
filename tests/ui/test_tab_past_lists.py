"""Tab goes part to part on the screens that list things: a list is one stop (the arrows walk it), so the
screen's buttons are a Tab or two from its first row however long the list (Tab once walked every row)."""
from __future__ import annotations

import json
import os

import pygame

from game.engine.match import Match
from game.ui.build_scene import BuildScene
from game.ui.cardtiles import CardTile
from game.ui.draft_scene import DraftScene
from game.ui.menu import MainMenu
from game.ui.puzzles_scene import PuzzleListScene, TutorialListScene
from game.ui.replay_scene import ReplayListScene
from game.ui.table.session import replay_dir

from tests.ui.test_replay_scene import play_and_save


def tabs_to(hands, ring, name: str, limit: int = 4) -> int:
    """Tabs pressed until the ring is on ``name``; fails past ``limit``."""
    for n in range(limit + 1):
        if ring.name == name:
            return n
        hands.key(pygame.K_TAB)
    raise AssertionError(f"{name} is more than {limit} Tabs away (the ring is on {ring.name})")


def test_replays_the_list_is_one_stop_and_back_one_tab_away(app, hands, home):
    data = play_and_save(actions=6)[1].match.to_json()
    folder = replay_dir()
    os.makedirs(folder, exist_ok=True)
    for i in range(8):
        path = os.path.join(folder, f"r{i:02d}.json")
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(json.dumps({**data, "log": [], "hash": None}))
    scene = ReplayListScene(app)
    app.push(scene)
    hands.frames(2)
    ring = scene.focus_ring
    assert len(scene.rows) >= 6 and ring.shown and ring.name == scene.rows[0].name
    hands.key(pygame.K_DOWN)                          # the arrows walk the list
    assert ring.name == scene.rows[1].name and scene.focused_index == 1
    assert tabs_to(hands, ring, "button:back") == 1
    hands.key(pygame.K_TAB)                           # and back to the list, where the ring was
    assert ring.name == scene.rows[1].name


def test_puzzles_the_rows_are_one_stop_and_back_one_tab_away(app, hands):
    under = MainMenu(app)
    app.push(under)
    scene = PuzzleListScene(app, "lanes")
    app.push(scene)
    hands.frames(2)
    ring = scene.focus_ring
    assert len(scene.rows) >= 6 and ring.name == scene.rows[0].name
    hands.key(pygame.K_DOWN)
    assert ring.name == scene.rows[1].name
    hands.key(pygame.K_RIGHT)                        # across to the second column, still a row
    assert ring.name.startswith("row:") and ring.name != scene.rows[1].name
    assert tabs_to(hands, ring, "button:back") <= 2
    hands.key(pygame.K_RETURN)                       # Back, from the keyboard
    assert app.scene is under


def test_tutorial_start_is_the_first_tab_past_the_steps(app, hands):
    scene = TutorialListScene(app, "lanes")
    app.push(scene)
    hands.frames(2)
    ring = scene.focus_ring
    assert len(scene.rows) >= 5 and ring.name == scene.rows[0].name
    hands.key(pygame.K_DOWN)
    assert ring.name == scene.rows[1].name
    assert tabs_to(hands, ring, "button:continue") == 1
    hands.key(pygame.K_TAB, pygame.KMOD_SHIFT)       # Shift+Tab back to the step the ring left
    assert ring.name == scene.rows[1].name


def test_draft_the_cards_on_offer_are_one_stop_and_leave_one_tab_away(app, hands):
    from tests.ui.test_event_screens import duel_against
    duel_against(app, hands)
    draft = app.scene
    assert isinstance(draft, DraftScene)
    ring = draft.focus_ring
    tiles = [n for n in draft.root.walk() if isinstance(n, CardTile) and n.focusable]
    assert len(tiles) >= 4 and ring.current() is tiles[0]
    hands.key(pygame.K_RIGHT)                        # the arrows walk the cards
    second = ring.current()
    assert isinstance(second, CardTile) and second is not tiles[0]
    assert tabs_to(hands, ring, "button:leave") == 1
    hands.key(pygame.K_TAB)                          # and back to the card the ring left
    assert ring.current() is second


def test_build_keep_is_the_first_tab_past_the_pool(app, hands):
    from game.formats.runner import play
    from game.ui.event_run import EventRun
    from game.ui.event_scene import EventScene
    from game.ui.table.aiseat import make_program
    from tests.ui.event_kit import wait_programs
    match = Match("clash-of-decks", 5, {"format": "mutation-league", "players": 4,
                                        "seats": {"1": "random", "2": "random", "3": "random"}})
    play(match, {s: make_program("clash-of-decks", "random", s) for s in range(4)}, until=lambda s: s.stage == "build")
    app.push(MainMenu(app))
    app.push(EventScene(app, EventRun(match, path=None)))
    hands.frames(2)
    wait_programs(app, hands)
    hands.frames(2)
    build = app.scene
    assert isinstance(build, BuildScene)
    ring = build.focus_ring
    tiles = [n for n in build.root.walk() if isinstance(n, CardTile) and n.focusable]
    assert len(tiles) >= 5 and ring.current() is tiles[0]
    hands.key(pygame.K_RIGHT)
    assert isinstance(ring.current(), CardTile) and ring.current() is not tiles[0]
    assert tabs_to(hands, ring, "button:keep") == 1
    hands.key(pygame.K_DOWN)                         # the arrows walk the buttons: Suggest under Keep
    assert ring.name == "button:suggest"


def test_rules_reference_tab_goes_search_list_back(app, hands):
    from game.ui.rules_scene import RulesScene
    menu = MainMenu(app)
    app.push(menu)
    scene = RulesScene(app, ruleset="lanes")
    app.push(scene)
    hands.frames(2)
    ring = scene.focus_ring
    assert ring.shown and ring.name == "search"          # typing searches: the ring says where it goes
    hands.key(pygame.K_TAB)
    assert ring.name == "rule_list"
    hands.key(pygame.K_DOWN)                             # the arrows walk the rules, the ring stays on the list
    hands.key(pygame.K_DOWN)
    assert scene.highlighted is not None and scene.highlighted.number == scene.shown_numbers()[1]
    assert ring.name == "rule_list"
    assert tabs_to(hands, ring, "button:back") == 1
    hands.key(pygame.K_RETURN)                           # Back, from the keyboard
    assert app.scene is menu
