"""Clash of Decks' tutorial and puzzles at the real table, headless, driven like a player would: every
tutorial step done by drags and the assault button with its places outlined, every puzzle solved by its
solution, and both reached from the game's menu."""
from __future__ import annotations

import pygame

from game.engine.actions import Choose
from game.puzzles import ONGOING, SOLVED, load_puzzles, load_tutorial, passive_choice
from game.ui.progress import load_progress
from game.ui.smoke import perform

GAME = "clash-of-decks"


def _wait(scene, hands, limit: int = 3000) -> None:
    """Until the animations and the program's seat are quiet, and the cards have stopped moving (a card
    coming back to the left end of the hand must be where the next drag picks it up)."""
    def busy() -> bool:
        return scene.animating() or scene.ai_move is not None or any(s.busy() for s in scene.ai_seats.values())
    for _ in range(limit):
        if not busy():
            hands.frames(3)
            if not busy():
                break
        hands.frames()
    hands.settle()


def test_every_step_of_the_tutorial_is_done_at_the_table_and_its_places_are_outlined(app, hands):
    from game.ui.puzzles_scene import TutorialScene
    app.settings.animation_speed = 4.0
    tutorial = load_tutorial(ruleset=GAME)
    outlined: set[str] = set()
    for i, step in enumerate(tutorial.steps):
        scene = TutorialScene(app, tutorial, i)
        app.push(scene)
        hands.frames(5)
        _wait(scene, hands)
        for n in range(len(step.do)):
            rects = scene.marked_rects()
            for place in scene.highlight_spec().get("zone", []):
                assert scene.part.place_rect(place) in rects, place
                outlined.add(place)
            for iid in scene.highlighted_cards():
                node = scene.card_nodes[iid]
                assert (node.x, node.y, node.w, node.h) in rects and node.visible, (i, n, iid)
            st = scene.session.state
            action = step.expected(st, n) or next(a for a in st.legal_actions()
                                                  if isinstance(a, Choose) and a.player == step.player)
            assert perform(app, hands, action), (i, action)
            _wait(scene, hands)
        assert scene.completed and scene.center.visible, i
        app.pop()
    assert load_progress().tutorial_done(GAME) == len(tutorial.steps)
    assert {"front1", "front2", "p1.hand", "p2.hand"} <= outlined


def test_every_puzzle_is_solved_at_the_table_by_its_solution(app, hands):
    from game.ui.puzzles_scene import PuzzleScene
    app.settings.animation_speed = 4.0
    puzzles = load_puzzles(ruleset=GAME)
    assert len(puzzles) >= 8
    for i, pz in enumerate(puzzles):
        scene = PuzzleScene(app, puzzles, i, briefing=False)
        app.push(scene)
        hands.frames(5)
        for step in pz.solution:
            _wait(scene, hands)
            assert perform(app, hands, pz.rules.make_action(scene.session.state, step)), (pz.key, step)
        for _ in range(60):                       # the program's turn, in survive puzzles
            _wait(scene, hands)
            if scene.status != ONGOING:
                break
            if scene.acting() == pz.player:
                assert perform(app, hands, passive_choice(scene.session.state, pz.player))
        assert scene.status == SOLVED, pz.key
        app.pop()
    assert {p.key for p in puzzles} <= set(load_progress().solved)


def test_the_tutorial_and_the_puzzles_open_from_the_games_menu(app, hands):
    from game.ui.menu import GameMenuScene, MainMenu
    from game.ui.puzzles_scene import PuzzleListScene, PuzzleScene, TutorialListScene, TutorialScene
    app.settings.animation_speed = 4.0
    app.push(MainMenu(app))
    hands.frames(2)
    hands.click_node(app.scene.root.find(f"game:{GAME}"))
    hands.frames(2)
    menu = app.scene
    assert isinstance(menu, GameMenuScene) and {"tutorial", "puzzles"} <= {b.button_id for b in menu.buttons}
    hands.click_node(menu.root.find("button:tutorial"))
    hands.frames(2)
    assert isinstance(app.scene, TutorialListScene) and app.scene.info.id == GAME
    hands.click_node(app.scene.root.find("button:continue"))
    hands.frames(5)
    scene = app.scene
    assert isinstance(scene, TutorialScene) and scene.step.ruleset == GAME and scene.index == 0
    step = load_tutorial(ruleset=GAME).steps[0]
    for n in range(len(step.do)):
        _wait(scene, hands)
        assert perform(app, hands, step.expected(scene.session.state, n))
    _wait(scene, hands)
    assert scene.completed and scene.center.visible
    hands.click_node(scene.center.find("button:next"))
    hands.frames(5)
    assert isinstance(app.scene, TutorialScene) and app.scene.index == 1
    hands.key(pygame.K_ESCAPE)
    hands.frames(2)
    hands.key(pygame.K_ESCAPE)
    hands.frames(2)
    assert app.scene is menu
    hands.click_node(menu.root.find("button:puzzles"))
    hands.frames(2)
    assert isinstance(app.scene, PuzzleListScene) and app.scene.info.id == GAME
    hands.click_node(app.scene.root.find("row:0"))
    hands.frames(5)
    scene = app.scene
    assert isinstance(scene, PuzzleScene) and scene.puzzle.ruleset == GAME and scene.center.visible
    hands.click_node(scene.center.find("button:start"))
    hands.frames(2)
    assert not scene.center.visible


def test_a_card_the_step_does_not_ask_for_is_refused_with_the_steps_hint(app, hands):
    from game.ui.puzzles_scene import TutorialScene
    tutorial = load_tutorial(ruleset=GAME)
    scene = TutorialScene(app, tutorial, 0)
    app.push(scene)
    hands.frames(5)
    _wait(scene, hands)
    st = scene.session.state
    other = next(a for a in st.legal_actions() if a.player == 0 and type(a).__name__ == "Summon"
                 and a != tutorial.steps[0].expected(st, 0))
    assert not scene.submit(other)
    assert tutorial.steps[0].hint.get("en") in scene.toast.text and scene.done_count == 0
