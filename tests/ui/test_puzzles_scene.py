"""Puzzles and the tutorial through the real table, driven by synthetic mouse and keys (headless)."""
from __future__ import annotations

import pygame
import tomli

from game.puzzles import FAILED, ONGOING, SOLVED, load_puzzles, load_tutorial
from game.ui.progress import load_progress, progress_path
from game.ui.puzzles_scene import PuzzleListScene, PuzzleScene, TutorialListScene, TutorialScene


def open_from_menu(app, hands, button):
    from game.ui.menu import GameMenuScene, MainMenu
    app.push(MainMenu(app))
    app.push(GameMenuScene(app, "lanes"))
    hands.frames(2)
    hands.click_node(app.scene.root.find(f"button:{button}"))
    hands.frames(3)
    return app.scene


def wait_for_table(app, hands, limit=3000):
    """Frames until nothing moves and the program in the other seat has nothing left to do."""
    scene = app.scene
    for _ in range(limit):
        busy = scene.animating() or scene.ai_move is not None or any(s.busy() for s in scene.ai_seats.values())
        if not busy:
            hands.frames(3)
            busy = scene.animating() or scene.ai_move is not None or any(s.busy() for s in scene.ai_seats.values())
            if not busy:
                break
        hands.frames()
    hands.frames(10)


def test_puzzle_one_solved_through_the_table_from_the_menu(app, hands):
    lst = open_from_menu(app, hands, "puzzles")
    assert isinstance(lst, PuzzleListScene) and len(lst.rows) >= 12
    assert not lst.rows[0].done
    hands.click_node(lst.rows[0])
    hands.frames(3)
    scene = app.scene
    assert isinstance(scene, PuzzleScene) and scene.puzzle.id == "01-first-blood"
    assert scene.center.visible                       # the briefing first
    assert scene.fixed_viewer == 0 and not scene.pass_pending
    hands.click_node(scene.center.buttons[0])         # Start
    hands.frames(3)
    assert not scene.center.visible
    st = scene.session.state
    herald = st.zones["p0.hand"].cards[[st.cards[c].def_id for c in st.zones["p0.hand"].cards].index("LT-F09")]
    # the solution: Flame Herald to the middle lane (its entry deals 1), to the attack phase, attack with it
    hands.drag(hands.card_center(herald), hands.drop_center(("lane", 0, 1)))
    wait_for_table(app, hands)
    assert scene.session.state.unit_at(0, 1) == herald
    assert scene.status == ONGOING
    hands.click_node(scene.btn_primary)
    wait_for_table(app, hands)
    hands.drag(hands.card_center(herald), hands.drop_center(("attack", 1, 1)))
    wait_for_table(app, hands)
    assert scene.status == SOLVED
    assert scene.center.visible and scene.center.text.title == "Puzzle solved!"
    assert [b.button_id for b in scene.center.buttons] == ["next", "retry", "menu"]
    with open(progress_path(), "rb") as fh:
        assert tomli.load(fh)["puzzles"]["solved"] == ["01-first-blood"]
    hands.click_node(scene.center.buttons[0])
    hands.frames(3)
    assert isinstance(app.scene, PuzzleScene) and app.scene.puzzle.number == 2
    hands.key(pygame.K_ESCAPE)                        # the briefing's Esc: back to the list
    hands.frames(3)
    assert isinstance(app.scene, PuzzleListScene)
    assert app.scene.rows[0].done and not app.scene.rows[1].done
    assert "1" in app.scene.root.find("counter").text


def test_ending_the_turn_without_the_win_fails_and_retry_starts_over(app, hands):
    puzzles = load_puzzles()
    app.push(PuzzleListScene(app))
    scene = PuzzleScene(app, puzzles, 0, briefing=False)
    app.push(scene)
    hands.frames(3)
    hands.click_node(scene.btn_primary)   # to the attack phase
    wait_for_table(app, hands)
    hands.click_node(scene.btn_primary)   # end the turn
    wait_for_table(app, hands)
    assert scene.status == FAILED and scene.center.visible
    assert scene.session.state.turn_player == 1
    assert not scene.ai_move and not any(s.busy() for s in scene.ai_seats.values())  # the program does not play on
    assert not scene.btn_primary.enabled
    assert load_progress().solved == []
    hands.click_node(next(b for b in scene.center.buttons if b.button_id == "retry"))
    hands.frames(3)
    again = app.scene
    assert isinstance(again, PuzzleScene) and again is not scene and again.status == ONGOING
    assert again.session.state.turn_player == 0 and not again.center.visible


def test_the_hint_button_and_reading_the_puzzle_again(app, hands):
    scene = PuzzleScene(app, load_puzzles(), 2, briefing=False)
    app.push(scene)
    hands.frames(3)
    hands.click_node(scene.btn_hint)
    hands.frames(2)
    assert scene.toast.text == scene.puzzle.hint.en
    hands.click_node(scene.goal_panel)
    hands.frames(2)
    assert scene.center.visible and scene.puzzle.description.en in scene.center.text.body


def test_a_survive_puzzle_the_program_plays_its_turn_and_you_survive(app, hands):
    """Puzzle 9 by the table's buttons and drags; the opponent's whole turn is the program's."""
    puzzles = load_puzzles()
    index = next(i for i, p in enumerate(puzzles) if p.id == "09-oathbreakers-bargain")
    scene = PuzzleScene(app, puzzles, index, briefing=False)
    app.push(scene)
    hands.frames(3)
    st = scene.session.state
    hand = {st.cards[c].def_id: c for c in st.zones["p0.hand"].cards}
    hands.drag(hands.card_center(hand["LT-F14"]), hands.drop_center(("lane", 0, 1)))   # upgrade the Wraith
    wait_for_table(app, hands)
    hands.drag(hands.card_center(hand["LT-F18"]), hands.drop_center(("skill", 0)))     # Firestorm the Lancer
    wait_for_table(app, hands)
    assert scene.session.state.units(1) == []
    hands.click_node(scene.btn_primary)
    wait_for_table(app, hands)
    hands.click_node(scene.btn_primary)   # end the turn: the program takes over
    wait_for_table(app, hands)
    for _ in range(10):                   # the player never has to decide in this one
        if scene.status != ONGOING:
            break
        wait_for_table(app, hands)
    assert scene.status == SOLVED, scene.session.state.turn
    assert "survived" in scene.center.text.line


def test_tutorial_step_one_advances_by_the_expected_drag(app, hands):
    lst = open_from_menu(app, hands, "tutorial")
    assert isinstance(lst, TutorialListScene) and len(lst.rows) >= 6
    hands.click_node(lst.root.find("button:continue"))
    hands.frames(3)
    scene = app.scene
    assert isinstance(scene, TutorialScene) and scene.index == 0
    st = scene.session.state
    duelist = next(c for c in st.zones["p0.hand"].cards if st.cards[c].def_id == "LT-F04")
    assert scene.card_nodes[duelist].glow is not None      # the card to drag glows ...
    assert scene.marked_rects()                             # ... and the lane is outlined
    hands.drag(hands.card_center(duelist), hands.drop_center(("lane", 0, 1)))
    hands.settle()
    assert scene.session.state.unit_at(0, 1) == duelist
    assert scene.completed and scene.center.visible
    assert load_progress().tutorial_done("lanes") == 1
    hands.click_node(scene.center.buttons[0])
    hands.frames(3)
    assert isinstance(app.scene, TutorialScene) and app.scene.index == 1
    assert app.scene.panel.title == "Step 2 of 8"


def test_a_wrong_action_shows_a_hint_and_does_not_advance(app, hands):
    tut = load_tutorial()
    scene = TutorialScene(app, tut, 0)
    app.push(scene)
    hands.frames(3)
    st = scene.session.state
    by_id = {st.cards[c].def_id: c for c in st.zones["p0.hand"].cards}
    before = st.state_hash()
    # refused by the engine: the rule's reason, then what the step wants
    hands.drag(hands.card_center(by_id["LT-F13"]), hands.drop_center(("lane", 0, 1)))
    hands.settle()
    assert scene.toast.text.startswith("[6.4.1.1.2]") and tut.steps[0].hint.en in scene.toast.text
    # legal, but not this step's lesson: a friendly hint, nothing happens
    hands.drag(hands.card_center(by_id["LT-F04"]), hands.drop_center(("lane", 0, 0)))
    hands.settle()
    assert scene.toast.text.startswith("Not yet!") and tut.steps[0].hint.en in scene.toast.text
    hands.click_node(scene.btn_primary)   # "To attack" is legal too
    hands.settle()
    assert scene.toast.text.startswith("Not yet!")
    assert scene.session.state.state_hash() == before
    assert scene.done_count == 0 and not scene.completed and not scene.center.visible
    assert load_progress().tutorial_done("lanes") == 0


def test_a_tutorial_step_with_two_actions_and_a_block_by_the_learner(app, hands):
    tut = load_tutorial()
    skills = next(s for s in tut.steps if s.title.en == "Skills")
    scene = TutorialScene(app, tut, skills.index)
    app.push(scene)
    hands.frames(3)
    st = scene.session.state
    fury = st.zones["p0.hand"].cards[0]
    hands.drag(hands.card_center(fury), hands.drop_center(("skill", 0)))
    hands.settle()
    assert scene.done_count == 1 and not scene.completed
    target = scene.session.state.unit_at(0, 1)
    assert target in scene.highlighted_cards()          # the second action points at the Duelist
    wrong = scene.session.state.unit_at(0, 0)
    hands.click(hands.card_center(wrong))
    hands.settle()
    assert scene.done_count == 1 and scene.toast.text.startswith("Not yet!")
    hands.click(hands.card_center(target))
    hands.settle()
    assert scene.completed and scene.center.visible
    block = next(s for s in tut.steps if s.title.en == "Blocking and power")
    app.replace(TutorialScene(app, tut, block.index))
    scene = app.scene
    hands.frames(3)
    assert scene.session.state.decisions[0].kind == "block" and scene.viewer == 0 and not scene.pass_pending
    hands.click(hands.card_center(scene.session.state.unit_at(0, 0)))
    hands.settle()
    assert scene.completed and scene.session.state.unit_at(1, 0) is None


def test_the_whole_tutorial_marks_progress_and_the_list_shows_it(app, hands):
    tut = load_tutorial()
    from game.ui.progress import mark_tutorial
    mark_tutorial(3, "lanes")
    mark_tutorial(2, "lanes")             # progress never goes backwards
    assert load_progress().tutorial_done("lanes") == 3
    lst = TutorialListScene(app)
    app.push(lst)
    hands.frames(2)
    assert [r.done for r in lst.rows] == [True, True, True] + [False] * (len(tut.steps) - 3)
    assert lst.root.find("button:continue").label == "Continue with step 4"


def test_an_unreadable_progress_file_is_not_fatal(app, hands, home):
    with open(progress_path(), "w", encoding="utf-8") as fh:
        fh.write("[puzzles\nsolved = ")
    assert load_progress().problem
    lst = PuzzleListScene(app)
    app.push(lst)
    hands.frames(2)
    assert not any(r.done for r in lst.rows)
    from game.ui.progress import mark_solved
    mark_solved("01-first-blood")         # a fresh, readable file replaces it
    assert load_progress().solved == ["01-first-blood"]


def test_the_lists_in_korean(app, hands):
    app.settings.language = "ko"
    lst = PuzzleListScene(app)
    app.push(lst)
    hands.frames(2)
    assert lst.rows[0].title == load_puzzles()[0].name.ko
    assert app.scene.root.find("counter").text.startswith("12개 중") or "개 중" in app.scene.root.find("counter").text


def test_undo_replays_from_the_puzzle_position(app, hands):
    puzzles = load_puzzles()
    scene = PuzzleScene(app, puzzles, 1, briefing=False)   # Bigger in the Same Lane
    app.push(scene)
    hands.frames(3)
    start = scene.session.state.state_hash()
    assert not scene.btn_undo.enabled
    st = scene.session.state
    champion = next(c for c in st.zones["p0.hand"].cards if st.cards[c].def_id == "LT-F13")
    hands.drag(hands.card_center(champion), hands.drop_center(("lane", 0, 1)))   # the upgrade
    wait_for_table(app, hands)
    assert scene.session.state.unit_at(0, 1) == champion and scene.btn_undo.enabled
    hands.click_node(scene.btn_undo)
    wait_for_table(app, hands)
    assert scene.session.state.state_hash() == start
    assert scene.session.state.turn == scene.puzzle.start_turn     # the position, not a new game


def test_the_side_retry_button_works_while_the_verdict_shows(app, hands):
    app.push(PuzzleListScene(app))
    scene = PuzzleScene(app, load_puzzles(), 0, briefing=False)
    app.push(scene)
    hands.frames(3)
    from game.engine.actions import Concede
    scene.submit(Concede(0))
    wait_for_table(app, hands)
    assert scene.status == FAILED and scene.center.visible
    hands.click_node(scene.btn_retry)
    hands.frames(3)
    assert isinstance(app.scene, PuzzleScene) and app.scene is not scene and app.scene.status == ONGOING


def test_retry_and_hint_sit_clear_of_why_that_move_and_g_reads_the_puzzle_again(app, hands):
    scene = PuzzleScene(app, load_puzzles(), 2, briefing=False)
    app.push(scene)
    hands.frames(3)
    assert scene.btn_why.visible
    why = scene.btn_why.world_rect()
    for b in (scene.btn_retry, scene.btn_hint):
        assert b.visible and not b.world_rect().colliderect(why) and b.world_rect().bottom <= app.size[1]
    for b in (scene.btn_undo, scene.btn_concede, scene.btn_primary):
        assert not scene.btn_retry.world_rect().colliderect(b.world_rect())
    assert "G" in scene.goal_panel.footer
    hands.key(pygame.K_g)
    assert scene.center.visible and scene.puzzle.description.en in scene.center.text.body
    hands.key(pygame.K_RETURN)                        # Start, at once
    hands.frames(2)
    assert not scene.center.visible


def test_the_verdict_card_is_answered_with_the_keyboard(app, hands):
    app.push(PuzzleListScene(app))
    scene = PuzzleScene(app, load_puzzles(), 0, briefing=False)
    app.push(scene)
    hands.frames(3)
    from game.engine.actions import Concede
    scene.submit(Concede(0))
    wait_for_table(app, hands)
    assert scene.status == FAILED and [b.button_id for b in scene.center.buttons] == ["retry", "menu"]
    assert scene.focus_ring.shown and scene.focus_ring.name == "button:retry"   # the ring shows on Retry...
    hands.key(pygame.K_RIGHT)                         # ...and moves to the list
    assert scene.focus_ring.name == "button:menu"
    hands.key(pygame.K_RETURN)
    hands.frames(3)
    assert isinstance(app.scene, PuzzleListScene)


def test_the_lists_page_when_the_text_is_large_and_the_keyboard_turns_the_pages(app, hands):
    app.settings.text_size = 1.5
    from game.ui import fonts
    fonts.set_reading_scale(1.5)
    lst = PuzzleListScene(app)
    app.push(lst)
    hands.frames(2)
    total = len(load_puzzles())
    assert len(lst.rows) < total and lst.root.find("page") is not None      # no puzzle is left off...
    assert all(r.world_rect().bottom <= lst.root.find("hint").world_origin()[1] for r in lst.rows)
    hands.key(pygame.K_PAGEDOWN)                                          # ...they are on the next page
    assert lst.page == 1 and lst.rows[-1].index == total - 1
    assert lst.focus_ring.shown and lst.focus_ring.current() is lst.rows[0]   # the ring on the page's first
    hands.key(pygame.K_RETURN)
    hands.frames(3)
    assert isinstance(app.scene, PuzzleScene) and app.scene.index == lst.rows[0].index
