"""Magic's drafting lesson (levels/tutorial/magic-draft.toml) on the real draft screen, reached from the
tutorial list and done by clicks: open a pack and take a card, take two, see the pass direction, see your
picks, the deck from the pool. Each step's panel, its check, its card once done, the progress kept."""
from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.engine.errors import DataError
from game.ui.draft_lesson import DraftLessonScene, LessonHub, load_draft_lesson
from game.ui.progress import load_progress
from game.ui.puzzles_scene import TutorialListScene

from event_kit import open_game_menu, tiles, wait_programs


def open_from_the_tutorial_list(app: Any, hands: Any) -> DraftLessonScene:
    menu = open_game_menu(app, hands, "magic")
    hands.click_node(menu.root.find("button:tutorial"))
    hands.frames(2)
    assert isinstance(app.scene, TutorialListScene)
    button = app.scene.root.find("button:draft_lesson")
    assert button.label == "Learn to draft (0 of 5 done)"
    hands.click_node(button)
    hands.frames(2)
    wait_programs(app, hands)
    hands.frames(2)
    assert isinstance(app.scene, DraftLessonScene)
    return app.scene


def panel_says(scene: DraftLessonScene) -> tuple[str, str]:
    return scene.panel.title, scene.panel.line


def take(app: Any, hands: Any) -> None:
    hands.click_node(next(t for t in tiles(app.scene, "pick:") if not t.mark))
    wait_programs(app, hands)
    hands.frames(2)


def well_done_then_next(app: Any, hands: Any, scene: DraftLessonScene) -> None:
    assert scene.completed and scene.center.visible and scene.center.text.title == "Well done!"
    hands.click_node(scene.center.buttons[0])
    hands.frames(2)
    assert not scene.center.visible


def test_every_step_of_the_drafting_lesson_is_done_on_the_draft_screen(app, hands):
    scene = open_from_the_tutorial_list(app, hands)
    hub = scene.hub
    assert isinstance(hub, LessonHub) and hub.ev.num_players == 8 and hub.run.people == [0]
    # 1: open a pack, take a card (903.13b-c)
    assert panel_says(scene) == ("Step 1 of 5", "Open a pack, take a card")
    assert "20 cards in it" in scene.root.find("info").text
    assert not scene.completed
    take(app, hands)
    assert scene.center.text.body.startswith("A Commander Draft pick is two cards")
    hands.click_node(tiles(scene, "pick:")[10])   # the draft waits under the step's card
    assert len(hub.ev.draft.pending[0]) == 1
    well_done_then_next(app, hands, scene)
    # 2: take two; the packs pass once everyone has
    assert panel_says(scene) == ("Step 2 of 5", "Take two")
    assert scene.root.find("status").text == "Take 1 more card from this pack (1 of 2 taken)."
    take(app, hands)
    assert app.scene is scene and scene.completed
    assert scene.root.find("mine").text == "Your picks (2)"
    well_done_then_next(app, hands, scene)
    # 3: the pass direction, named with the neighbour, on the line the step points at
    assert panel_says(scene) == ("Step 3 of 5", "See the pass direction")
    info = scene.root.find("info").text
    assert "pick 2 from this pack" in info and "the packs pass left, to player B" in info
    take(app, hands)
    assert not scene.completed                    # one card of the two: not yet
    take(app, hands)
    assert scene.completed and scene.center.visible
    hands.key(pygame.K_RETURN)                    # by keyboard: Enter takes the card's Next
    hands.frames(2)
    assert not scene.center.visible and scene.hub.index == 3
    # 4: your picks, read large under the pointer
    assert panel_says(scene) == ("Step 4 of 5", "See your picks")
    mine = tiles(scene, "mine:")
    assert len(mine) == 4
    where = mine[0].world_rect().center
    hands.post(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0))
    hands.frames(3)
    assert scene.preview.visible and scene.completed
    well_done_then_next(app, hands, scene)
    # 5: the deck from the pool: read, then its button
    assert panel_says(scene) == ("Step 5 of 5", "The deck from your pool")
    assert "903.13e" in scene.panel.body and "903.13f" in scene.panel.body
    hands.click_node(scene.root.find("button:read"))
    hands.frames(2)
    assert scene.completed and [b.button_id for b in scene.center.buttons] == ["finish"]
    assert load_progress().tutorial_done("magic-draft") == 5
    hands.click_node(scene.center.buttons[0])
    hands.frames(2)
    assert isinstance(app.scene, TutorialListScene)
    assert app.scene.root.find("button:draft_lesson").label == "Learn to draft (5 of 5 done)"


def test_a_pick_the_step_does_not_ask_for_says_the_hint_and_takes_nothing(app, hands):
    scene = open_from_the_tutorial_list(app, hands)
    scene.hub.index = 3                           # "See your picks": it asks to read, not to take
    scene.refresh()
    hands.click_node(tiles(scene, "pick:")[0])
    hands.frames(2)
    assert scene.toast.text == "Not yet! Point at a card under Your picks."
    assert scene.hub.ev.draft.pending[0] == [] and not scene.completed


def test_a_drafting_lesson_with_a_check_it_does_not_know_is_refused_when_read(tmp_path):
    bad = tmp_path / "magic-draft.toml"
    bad.write_text('[lesson]\nruleset = "magic"\nformat = "commander-draft"\nname = { en = "x", ko = "x" }\n'
                   '[[step]]\ntitle = { en = "t", ko = "t" }\nprompt = { en = "p", ko = "p" }\n'
                   'hint = { en = "h", ko = "h" }\ndone = { en = "d", ko = "d" }\ncheck = { shuffled = 1 }\n',
                   encoding="utf-8")
    with pytest.raises(DataError, match="step 1.check"):
        load_draft_lesson("magic", str(bad))


def test_the_drafting_lesson_reads_in_korean(make_app):
    from game.ui.menu import MainMenu
    from game.ui.smoke import Hands
    from game.ui.draft_lesson import open_lesson
    app = make_app(lang="ko")
    hands = Hands(app)
    app.push(MainMenu(app))
    open_lesson(app, load_draft_lesson("magic"))
    hands.frames(2)
    wait_programs(app, hands)
    hands.frames(2)
    scene = app.scene
    assert isinstance(scene, DraftLessonScene)
    assert panel_says(scene) == ("5단계 중 1단계", "팩을 열고 카드 한 장 가져가기")
    assert scene.panel.body.startswith("모든 플레이어가 동시에 20장짜리 팩을 엽니다")
    assert scene.root.find("status").text == "이 팩에서 카드 2장을 더 가져가세요. 한 장씩 누릅니다 (2장 중 0장 가져감)."
