"""Every puzzle and tutorial step a game ships is reachable from the menu by clicks: the game's card on
the first screen, Puzzles or Tutorial on its menu, the page arrows, the row. The files are listed from the
levels folder itself, so a game whose menu forgets its puzzles (or a puzzle its list leaves out) fails."""
from __future__ import annotations

import os

import pygame
import pytest
import tomli

from game.engine import registry
from game.resources import bundled
from game.ui.menu import GameMenuScene, MainMenu
from game.ui.puzzles_scene import PuzzleListScene, PuzzleScene, TutorialListScene, TutorialScene

GAMES = [i.id for i in registry.all_rulesets() if i.part("table") is not None]


def shipped_puzzles(game: str) -> list[str]:
    folder = str(bundled("levels", "puzzles", game))
    if not os.path.isdir(folder):
        return []
    return sorted(n[:-len(".toml")] for n in os.listdir(folder) if n.endswith(".toml"))


def open_game_menu(app, hands, game):
    app.push(MainMenu(app))
    hands.frames(2)
    hands.click_node(app.scene.root.find(f"game:{game}"))
    hands.frames(2)
    assert isinstance(app.scene, GameMenuScene) and app.scene.info.id == game
    return app.scene


def every_row(app, hands, list_type):
    """Click through every page of the list on top, each row opened and left with Esc; what each opened."""
    lst = app.scene
    assert isinstance(lst, list_type)
    opened = []
    while True:
        for k in range(len(lst.rows)):
            hands.click_node(lst.rows[k])
            hands.frames(2)
            opened.append(app.scene)
            hands.key(pygame.K_ESCAPE)     # a briefing's or a step's Esc: back to the list
            hands.frames(2)
            if app.scene is not lst:       # a step without a card over it: Esc opens the table's menu
                app.pop()
                hands.frames(1)
            assert app.scene is lst
        nxt = lst.root.find("button:page_next")
        if nxt is None or lst.page + 1 >= lst.pages(len(lst.entries())):
            return opened
        hands.click_node(nxt)
        hands.frames(2)


def test_every_directory_of_puzzles_belongs_to_a_game_with_a_table():
    folders = os.listdir(str(bundled("levels", "puzzles")))
    assert sorted(folders) == sorted(g for g in GAMES if shipped_puzzles(g))


@pytest.mark.parametrize("game", GAMES)
def test_every_shipped_puzzle_opens_from_the_menu(app, hands, game):
    shipped = shipped_puzzles(game)
    menu = open_game_menu(app, hands, game)
    button = menu.root.find("button:puzzles")
    if not shipped:
        assert button is None
        return
    assert button is not None and button.visible, f"{game}: its menu offers no Puzzles"
    hands.click_node(button)
    hands.frames(2)
    opened = every_row(app, hands, PuzzleListScene)
    assert all(isinstance(s, PuzzleScene) for s in opened)
    assert [s.puzzle.id for s in opened] == shipped
    assert {s.puzzle.ruleset for s in opened} == {game}


@pytest.mark.parametrize("game", GAMES)
def test_every_tutorial_step_opens_from_the_menu(app, hands, game):
    path = str(bundled("levels", "tutorial", f"{game}.toml"))
    menu = open_game_menu(app, hands, game)
    button = menu.root.find("button:tutorial")
    if not os.path.exists(path):
        assert button is None
        return
    assert button is not None and button.visible, f"{game}: its menu offers no Tutorial"
    hands.click_node(button)
    hands.frames(2)
    with open(path, "rb") as fh:
        steps = len(tomli.load(fh)["step"])     # the file's own count, not the list's
    opened = every_row(app, hands, TutorialListScene)
    assert all(isinstance(s, TutorialScene) for s in opened)
    assert [s.index for s in opened] == list(range(steps)) and steps > 0
    assert {s.tutorial.path for s in opened} == {path}
