"""An Elements Illusion puzzle played at the table from the menu, by clicks and drags only: the list, the
briefing, cards laid on the workbench, the skill the workbench offers, Lock, and the verdict."""
from __future__ import annotations

from game.puzzles import PolicyAgent, load_puzzles, passive_choice
from game.rulesets.elements_illusion.actions import Skill
from game.ui.menu import GameMenuScene
from game.ui.puzzles_scene import PuzzleListScene, PuzzleScene
from tests.ui.test_ei_recipes import lay
from tests.ui.test_puzzles_scene import wait_for_table


def open_puzzle(app, hands, number):
    app.settings.animation_speed = 10.0
    app.push(GameMenuScene(app, "elements-illusion"))
    hands.frames(2)
    hands.click_node(app.scene.root.find("button:puzzles"))
    hands.frames(2)
    lst = app.scene
    assert isinstance(lst, PuzzleListScene) and len(lst.rows) >= 6
    hands.click_node(lst.rows[number - 1])
    hands.frames(2)
    scene = app.scene
    assert isinstance(scene, PuzzleScene) and scene.puzzle.number == number
    hands.click_node(scene.center.buttons[0])       # Start
    hands.frames(2)
    return scene


def test_a_borrowed_level_is_solved_with_shadow_copy_on_the_workbench(app, hands):
    scene = open_puzzle(app, hands, 6)
    lay(hands, scene, ["A1", "E2"])
    snipe = next(b for b in scene.part.bench.buttons if b.label.startswith("Snipe") and "(Shadow Copy)" in b.label)
    assert b_action(snipe) == Skill(0, "snipe", "up:A1", "1")
    hands.click_node(snipe)
    wait_for_table(app, hands)
    hands.click_node(scene.btn_primary)             # Lock
    wait_for_table(app, hands)
    assert scene.center.visible and scene.center.text.title == "Puzzle solved!"


def guard(s, p):
    """Player 2 builds Flame Fist on player 1 whenever it can, and otherwise passes."""
    fist = [a for a in s.legal_actions() if isinstance(a, Skill) and a.player == p and a.skill == "flame_fist"]
    return fist[0] if fist and not s.plans[p]["skills"] else passive_choice(s, p)


def test_through_the_guard_fails_with_splash_against_flame_fist_and_holds_with_rock_throw(app, hands):
    app.settings.animation_speed = 10.0
    puzzles = load_puzzles(ruleset="elements-illusion")
    index = [p.id for p in puzzles].index("05-through-the-guard")
    for skill, verdict in (("Splash", "Not this time"), ("Rock Throw", "Puzzle solved!")):
        scene = PuzzleScene(app, puzzles, index, agent=PolicyAgent(guard), briefing=False)
        app.push(scene)
        hands.frames(2)
        lay(hands, scene, ["W2" if skill == "Splash" else "E2"])
        hands.click_node(next(b for b in scene.part.bench.buttons if b.label.startswith(skill)))
        wait_for_table(app, hands)
        hands.click_node(scene.btn_primary)
        wait_for_table(app, hands)
        assert any(isinstance(a, Skill) and a.player == 1 for a in scene.session.match.log)    # the guard was up
        assert scene.center.visible and scene.center.text.title == verdict, skill
        app.pop()


def b_action(button):
    return getattr(button.on_click, "action", None)
