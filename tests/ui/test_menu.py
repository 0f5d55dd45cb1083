"""The main menu, driven headless with real keys and clicks: the keyboard ring, the question
before quitting, the question before a new game replaces the saved one, and the layout at every
text size."""
from __future__ import annotations

import os

import pygame
import pytest

from game.ui.deckpick import DeckPickScene
from game.ui.menu import MainMenu
from game.ui.table.scene import TableScene
from game.ui.table.session import autosave_path


@pytest.fixture
def menu(app, hands):
    m = MainMenu(app)
    app.push(m)
    hands.frames(2)
    return m


def save_a_game(app, hands) -> str:
    """A hotseat game played past the mulligans, left to the autosave."""
    scene = TableScene.new_hotseat(app, seed=3)
    app.push(scene)
    for _ in range(2):
        hands.pass_screen()
        hands.settle()
        hands.choose_word("keep")
        hands.settle()
    app.pop()
    hands.frames(2)
    assert os.path.exists(autosave_path())
    with open(autosave_path(), encoding="utf-8") as fh:
        return fh.read()


def test_esc_asks_before_quitting_and_esc_again_stays(app, hands, menu) -> None:
    hands.key(pygame.K_ESCAPE)
    assert app.running and menu.dialog.visible
    assert menu.focus_ring.shown and menu.focus_ring.name == "button:quit"   # the answer is one key away
    hands.key(pygame.K_ESCAPE)                      # a second Esc is "stay", never "quit"
    hands.frames(2)
    assert app.running and not menu.dialog.visible and app.scene is menu


def test_enter_in_the_question_quits(app, hands, menu) -> None:
    hands.key(pygame.K_ESCAPE)
    hands.key(pygame.K_RETURN)
    hands.frames(2)
    assert not app.running


def test_the_question_keeps_the_mouse_and_the_keys_to_itself(app, hands, menu) -> None:
    hands.key(pygame.K_ESCAPE)
    hands.click_node(menu.root.find("button:settings"))   # under the dialog: nothing happens
    assert app.scene is menu and menu.dialog.visible
    assert not menu.focus_ring.shown                      # a mouse press hides the ring...
    hands.key(pygame.K_TAB)                               # ...and the next key shows it again
    assert menu.focus_ring.shown and menu.focus_ring.name == "button:quit"
    hands.key(pygame.K_TAB)
    assert menu.focus_ring.name == "button:dialog_cancel"
    hands.key(pygame.K_TAB)
    assert menu.focus_ring.name == "button:quit"          # Tab stays inside the question
    hands.key(pygame.K_RIGHT)
    hands.key(pygame.K_SPACE)
    hands.frames(2)
    assert app.running and not menu.dialog.visible


def test_the_keyboard_walks_the_menu_with_a_ring_and_opens_an_entry(app, hands, menu) -> None:
    ring = menu.focus_ring
    assert not ring.shown
    hands.key(pygame.K_DOWN)                        # the first key shows where the focus is
    assert ring.shown and ring.name == "button:solo"
    hands.key(pygame.K_DOWN)
    hands.key(pygame.K_DOWN)
    assert ring.name == "button:tutorial"
    hands.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert ring.name == "button:hotseat"
    hands.key(pygame.K_RETURN)
    hands.frames(2)
    assert isinstance(app.scene, DeckPickScene)


def test_the_ring_is_drawn_around_the_focused_button(app, hands, menu) -> None:
    hands.frames(1)
    before = app.screen.copy()
    hands.key(pygame.K_DOWN)
    hands.frames(1)
    r = menu.focus_ring.current().world_rect()
    changed = [(x, y) for x in range(r.left - 12, r.right + 12, 3) for y in (r.top - 6, r.bottom + 5)
               if app.screen.get_at((x, y)) != before.get_at((x, y))]
    assert len(changed) > (r.w // 3) * 1.5        # a line above and below the button, not a colour change inside


def test_a_new_game_asks_before_replacing_the_saved_game(app, hands) -> None:
    saved = save_a_game(app, hands)
    menu = MainMenu(app)
    app.push(menu)
    hands.frames(2)
    assert menu.buttons[0].button_id == "resume"
    hands.click_node(menu.root.find("button:hotseat"))
    assert menu.dialog.visible and isinstance(app.scene, MainMenu)
    body = " ".join(n.text for n in menu.dialog.walk() if hasattr(n, "text") and isinstance(n.text, str))
    assert "a hotseat game, turn 1" in body and "replaces" in body
    hands.key(pygame.K_ESCAPE)                      # cancel: nothing lost, still on the menu
    hands.frames(2)
    assert not menu.dialog.visible and app.scene is menu
    with open(autosave_path(), encoding="utf-8") as fh:
        assert fh.read() == saved
    hands.click_node(menu.root.find("button:solo"))
    hands.click_node(menu.root.find("button:replace_yes"))
    hands.frames(2)
    assert isinstance(app.scene, DeckPickScene)     # the save goes only when the new game starts
    with open(autosave_path(), encoding="utf-8") as fh:
        assert fh.read() == saved


def test_the_question_can_resume_instead(app, hands) -> None:
    save_a_game(app, hands)
    menu = MainMenu(app)
    app.push(menu)
    hands.frames(2)
    hands.click_node(menu.root.find("button:hotseat"))
    hands.click_node(menu.dialog.find("button:resume"))
    hands.frames(2)
    assert isinstance(app.scene, TableScene)


def test_without_a_saved_game_a_new_game_does_not_ask(app, hands, menu) -> None:
    hands.click_node(menu.root.find("button:hotseat"))
    hands.frames(2)
    assert isinstance(app.scene, DeckPickScene)


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("text_size", [1.0, 1.5])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_title_subtitle_and_buttons_never_overlap(make_app, drawn, home, lang, text_size, size) -> None:
    os.makedirs(os.path.dirname(autosave_path()), exist_ok=True)
    with open(autosave_path(), "w") as fh:        # Resume offered: the longest column
        fh.write("{}")
    app = make_app(size=size, lang=lang, text_size=text_size)
    menu = MainMenu(app)
    app.push(menu)
    app.step(1 / 60)
    title, subtitle = drawn(menu.title), drawn(menu.subtitle)
    assert title.bottom <= subtitle.top
    first = menu.buttons[0].world_rect()
    assert subtitle.bottom <= first.top
    rects = [b.world_rect() for b in menu.buttons]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    keys = drawn(menu.root.find("keys"))
    assert rects[-1].bottom < keys.top and keys.bottom <= size[1]
    for b in menu.buttons:
        label = drawn(b)
        assert b.world_rect().contains(label), b.label
        if text_size > 1:    # larger text makes larger labels (as far as the buttons allow)
            assert label.h >= 19 * 1.2 * b.world_scale()
