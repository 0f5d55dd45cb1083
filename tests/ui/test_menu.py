"""The menus, driven headless with real keys and clicks: the first screen lists every game with its
picture and pitch, each game's menu offers the modes the game declares, the keyboard ring, the
question before quitting, the question before a new game replaces the saved one (naming its game),
the last game remembered, and the layout at every text size."""
from __future__ import annotations

import os

import pygame
import pytest

from game.engine import registry
from game.ui import games
from game.ui.deckbuilder import DeckBuilderScene
from game.ui.deckpick import DeckPickScene
from game.ui.menu import GameCard, GameMenuScene, MainMenu
from game.ui.rules_scene import RulesScene
from game.ui.settings import load_settings
from game.ui.table.scene import TableScene
from game.ui.table.session import Session, autosave_path
from game.ui.tableinfo import TableEntry, table_entry


@pytest.fixture
def menu(app, hands):
    m = MainMenu(app)
    app.push(m)
    hands.frames(2)
    return m


def open_game(app, hands, ruleset: str = "lanes") -> GameMenuScene:
    hands.click_node(app.scene.root.find(f"game:{ruleset}"))
    hands.frames(2)
    assert isinstance(app.scene, GameMenuScene) and app.scene.info.id == ruleset
    return app.scene


def save_a_game(app, hands) -> str:
    """A hotseat game played past the mulligans, left to the autosave."""
    scene = TableScene.new_hotseat(app, seed=3, ruleset="lanes")
    app.push(scene)
    for _ in range(2):
        hands.pass_screen()
        hands.settle()
        hands.choose_word("keep")
        hands.settle()
    app.pop()
    hands.frames(2)
    assert os.path.exists(autosave_path("lanes"))
    with open(autosave_path("lanes"), encoding="utf-8") as fh:
        return fh.read()


def test_esc_asks_before_quitting_and_esc_again_stays(app, hands, menu) -> None:
    hands.key(pygame.K_ESCAPE)
    assert app.running and menu.dialog.visible
    assert menu.focus_ring.shown and menu.focus_ring.name == "button:dialog_cancel"   # the answer starts on Stay
    hands.key(pygame.K_ESCAPE)                      # a second Esc is "stay", never "quit"
    hands.frames(2)
    assert app.running and not menu.dialog.visible and app.scene is menu


def test_enter_in_the_question_stays_and_quit_needs_its_own_choice(app, hands, menu) -> None:
    hands.key(pygame.K_ESCAPE)
    hands.key(pygame.K_RETURN)                      # Enter at once answers Stay
    hands.frames(2)
    assert app.running and not menu.dialog.visible
    hands.key(pygame.K_ESCAPE)
    hands.key(pygame.K_LEFT)                        # Quit is one arrow away
    assert menu.focus_ring.name == "button:quit"
    hands.key(pygame.K_RETURN)
    hands.frames(2)
    assert not app.running


def test_tab_and_enter_after_settings_ask_before_quitting(app, hands, menu) -> None:
    """A player who leaves Settings with Esc is on the Settings button: one Tab is Quit, and Enter there
    asks first, with Stay chosen, so a second Enter keeps the app."""
    from game.ui.settings_scene import SettingsScene
    hands.key(pygame.K_DOWN)                        # from the games down to the row of demo, settings, quit
    while menu.focus_ring.name != "button:settings":
        hands.key(pygame.K_RIGHT)
    hands.key(pygame.K_RETURN)
    hands.frames(2)
    assert isinstance(app.scene, SettingsScene)
    hands.key(pygame.K_ESCAPE)
    hands.frames(2)
    assert app.scene is menu and menu.focus_ring.name == "button:settings"
    hands.key(pygame.K_TAB)
    hands.key(pygame.K_RETURN)
    hands.frames(2)
    assert app.running and menu.dialog.visible
    assert menu.focus_ring.shown and menu.focus_ring.name == "button:dialog_cancel"
    title = menu.dialog.title
    assert title == "Quit Tabletop Cards?"
    hands.key(pygame.K_RETURN)
    hands.frames(2)
    assert app.running and not menu.dialog.visible and app.scene is menu


def test_the_question_keeps_the_mouse_and_the_keys_to_itself(app, hands, menu) -> None:
    hands.key(pygame.K_ESCAPE)
    hands.click_node(menu.root.find("button:settings"))   # under the dialog: nothing happens
    assert app.scene is menu and menu.dialog.visible
    assert not menu.focus_ring.shown                      # a mouse press hides the ring...
    hands.key(pygame.K_TAB)                               # ...and the next key shows it again
    assert menu.focus_ring.shown and menu.focus_ring.name == "button:dialog_cancel"
    hands.key(pygame.K_TAB)
    assert menu.focus_ring.name == "button:quit"
    hands.key(pygame.K_TAB)
    assert menu.focus_ring.name == "button:dialog_cancel"   # Tab stays inside the question
    hands.key(pygame.K_SPACE)
    hands.frames(2)
    assert app.running and not menu.dialog.visible


def test_the_first_screen_lists_every_game_with_its_picture_and_pitch(app, hands, menu) -> None:
    every = registry.all_rulesets()
    assert [c.info.id for c in menu.cards] == [i.id for i in every] and len(every) >= 2
    hands.frames(1)
    for card in menu.cards:
        assert card.info.pitch.en and card.info.pitch.ko
        r = card.world_rect()
        pic = app.screen.subsurface(pygame.Rect(r.x + 12, r.y + 12, r.w - 24, int(card.pic_h)))
        assert len({pic.get_at((x, y))[:3] for x in range(0, pic.get_width(), 9) for y in range(0, pic.get_height(), 9)}) > 6
    for info in every:              # a game with a table ships a picture of it; one without has a drawn stand-in
        assert (games.picture_path(info) is not None) == (info.part("table") is not None), info.id


@pytest.mark.parametrize("ruleset", [i.id for i in registry.all_rulesets()])
def test_a_games_menu_offers_the_modes_it_declares_and_leads_back(app, hands, menu, ruleset) -> None:
    scene = open_game(app, hands, ruleset)
    modes = [b.button_id for b in scene.buttons if b.button_id != "all_games"]
    declared = [m for m in registry.MODES if m in registry.get(ruleset).modes]
    entry = table_entry(registry.get(ruleset)) or TableEntry()
    own = [*entry.starts(), *(e.id for e in entry.entries)]   # its own ways to start, then formats of its own
    at = declared.index("solo") + 1 if "solo" in declared else 0
    assert modes == declared[:at] + own + declared[at:]
    assert scene.buttons[-1].button_id == "all_games"
    hands.click_node(scene.root.find("button:rules"))
    assert isinstance(app.scene, RulesScene) and app.scene.info.id == ruleset
    hands.key(pygame.K_ESCAPE)
    hands.key(pygame.K_ESCAPE)                      # Esc in a game's menu: back to all games, not quit
    hands.frames(2)
    assert app.scene is menu and app.running and not menu.dialog.visible


def test_dragon_duel_offers_its_deck_builder(app, hands, menu) -> None:
    scene = open_game(app, hands, "dragon-duel")
    hands.click_node(scene.root.find("button:deckbuilder"))
    assert isinstance(app.scene, DeckBuilderScene) and app.scene.info.id == "dragon-duel"


def test_the_game_picked_last_is_remembered_and_focused_at_the_next_start(app, hands, menu, home) -> None:
    open_game(app, hands, "dragon-duel")
    assert load_settings(app.settings_path)[0].last_game == "dragon-duel"
    hands.key(pygame.K_ESCAPE)
    hands.frames(2)
    again = MainMenu(app)
    app.push(again)
    hands.frames(1)
    assert again.focus_ring.shown and again.focus_ring.name == "game:dragon-duel"   # on the game played last

    card = again.root.find("game:dragon-duel")
    assert isinstance(card, GameCard) and "Played last" in card.tags


def test_the_keyboard_walks_the_menus_with_a_ring_and_opens_an_entry(app, hands, menu) -> None:
    ring = menu.focus_ring
    assert ring.shown and ring.name == "game:lanes"   # seen before any key
    hands.key(pygame.K_RIGHT)
    assert ring.name == "game:dragon-duel"
    hands.key(pygame.K_LEFT)
    hands.key(pygame.K_RETURN)
    hands.frames(2)
    scene = app.scene
    assert isinstance(scene, GameMenuScene)
    assert scene.focus_ring.name == "button:solo"
    hands.key(pygame.K_DOWN)
    hands.key(pygame.K_DOWN)
    assert scene.focus_ring.name == "button:tutorial"
    hands.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.focus_ring.name == "button:hotseat"
    hands.key(pygame.K_RETURN)
    hands.frames(2)
    assert isinstance(app.scene, DeckPickScene) and app.scene.info.id == "lanes"


def test_the_ring_is_drawn_around_the_focused_control(app, hands, menu) -> None:
    hands.frames(1)
    before = app.screen.copy()
    hands.key(pygame.K_DOWN)
    hands.frames(1)
    r = menu.focus_ring.current().world_rect()
    changed = [(x, y) for x in range(r.left - 12, r.right + 12, 3) for y in (r.top - 6, r.bottom + 5)
               if app.screen.get_at((x, y)) != before.get_at((x, y))]
    assert len(changed) > (r.w // 3) * 1.5        # a line above and below it, not a colour change inside


def test_a_new_game_asks_before_replacing_the_saved_game(app, hands) -> None:
    saved = save_a_game(app, hands)
    app.push(MainMenu(app))
    hands.frames(2)
    assert "Saved game" in app.scene.root.find("game:lanes").tags
    scene = open_game(app, hands, "lanes")
    assert scene.buttons[0].button_id == "resume"
    hands.click_node(scene.root.find("button:hotseat"))
    assert scene.dialog.visible and app.scene is scene
    body = " ".join(n.text for n in scene.dialog.walk() if hasattr(n, "text") and isinstance(n.text, str))
    assert "Lanes TCG: a hotseat game for 2 people, turn 1" in body and "replaces" in body
    hands.key(pygame.K_ESCAPE)                      # cancel: nothing lost, still on the menu
    hands.frames(2)
    assert not scene.dialog.visible and app.scene is scene
    with open(autosave_path("lanes"), encoding="utf-8") as fh:
        assert fh.read() == saved
    hands.click_node(scene.root.find("button:solo"))
    hands.click_node(scene.root.find("button:replace_yes"))
    hands.frames(2)
    assert isinstance(app.scene, DeckPickScene)     # the save goes only when the new game starts
    with open(autosave_path("lanes"), encoding="utf-8") as fh:
        assert fh.read() == saved


def test_every_game_keeps_its_own_saved_game(app, hands, menu) -> None:
    """A new game of one game never costs the player another game's game in progress."""
    Session.new("dragon-duel", 4, None, autosave=autosave_path("dragon-duel"))
    hands.frames(1)
    with open(autosave_path("dragon-duel"), encoding="utf-8") as fh:
        dragon = fh.read()
    menu.build()
    assert "Saved game" in menu.root.find("game:dragon-duel").tags
    assert "Saved game" not in menu.root.find("game:lanes").tags
    scene = open_game(app, hands, "lanes")
    assert scene.root.find("button:resume") is None
    hands.click_node(scene.root.find("button:hotseat"))
    hands.frames(2)
    assert isinstance(app.scene, DeckPickScene) and not scene.dialog.visible   # nothing of Lanes to replace
    app.pop()
    hands.frames(1)
    save_a_game(app, hands)                          # a Lanes game in progress too
    with open(autosave_path("dragon-duel"), encoding="utf-8") as fh:
        assert fh.read() == dragon                   # untouched
    app.push(MainMenu(app))
    hands.frames(2)
    home = app.scene
    assert all("Saved game" in home.root.find(f"game:{g}").tags for g in ("lanes", "dragon-duel"))
    scene = open_game(app, hands, "dragon-duel")
    assert scene.buttons[0].button_id == "resume"
    hands.click_node(scene.root.find("button:resume"))
    hands.frames(2)
    assert isinstance(app.scene, TableScene) and app.scene.session.match.ruleset_id == "dragon-duel"


def test_the_question_can_resume_instead(app, hands) -> None:
    save_a_game(app, hands)
    app.push(MainMenu(app))
    hands.frames(2)
    scene = open_game(app, hands, "lanes")
    hands.click_node(scene.root.find("button:hotseat"))
    hands.click_node(scene.dialog.find("button:resume"))
    hands.frames(2)
    assert isinstance(app.scene, TableScene)


def test_without_a_saved_game_a_new_game_does_not_ask(app, hands, menu) -> None:
    scene = open_game(app, hands, "lanes")
    hands.click_node(scene.root.find("button:hotseat"))
    hands.frames(2)
    assert isinstance(app.scene, DeckPickScene)


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("text_size", [1.0, 1.5])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_menus_never_overlap_and_fit_the_window(make_app, drawn, home, lang, text_size, size) -> None:
    Session.new("lanes", 2, None, autosave=autosave_path("lanes"))     # Resume offered: the longest column
    app = make_app(size=size, lang=lang, text_size=text_size)
    menu = MainMenu(app)
    app.push(menu)
    app.step(1 / 60)
    window = pygame.Rect((0, 0), size)
    title, subtitle = drawn(menu.title), drawn(menu.subtitle)
    assert title.bottom <= subtitle.top
    rects = [b.world_rect() for b in menu.buttons]
    assert subtitle.bottom <= min(r.top for r in rects)
    assert all(window.contains(r) for r in rects)
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    keys = drawn(menu.root.find("keys"))
    assert max(r.bottom for r in rects) < keys.top and keys.bottom <= size[1]
    for b in menu.buttons[len(menu.cards):]:
        assert b.world_rect().contains(drawn(b)), b.label
    for info in registry.all_rulesets():
        scene = GameMenuScene(app, info.id)
        app.push(scene)
        app.step(1 / 60)
        rects = [b.world_rect() for b in scene.buttons]
        assert all(window.contains(r) for r in rects)
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        assert drawn(scene.title).bottom <= min(r.top for r in rects)
        for b in scene.buttons:
            label = drawn(b)
            assert b.world_rect().contains(label), b.label
            if text_size > 1:    # larger text makes larger labels (as far as the buttons allow)
                assert label.h >= 19 * 1.2 * b.world_scale()
        picture = scene.root.find("picture").world_rect()
        assert not any(picture.colliderect(r) for r in rects) and window.contains(picture)
        app.pop()


def replace_question(app, hands, ruleset: str) -> str:
    """The words of the question a new game of ``ruleset`` asks before replacing its saved game."""
    app.push(MainMenu(app))
    hands.frames(2)
    scene = open_game(app, hands, ruleset)
    hands.click_node(scene.root.find("button:hotseat"))
    assert scene.dialog.visible and app.scene is scene
    return " ".join(n.text for n in scene.dialog.walk() if hasattr(n, "text") and isinstance(n.text, str))


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_question_before_a_new_game_names_who_plays_the_saved_game_and_its_mode(app, hands, lang) -> None:
    """A saved game is named as it is: four people at a hotseat game are not "against the AI"; three people
    and a program say which seat the program plays, at what level; the game's mode is said in its words."""
    app.settings.language = lang
    Session.new("elements-illusion", 4, {"players": 4}, autosave=autosave_path("elements-illusion"))
    Session.new("magic", 4, {"players": 4, "variant": "commander", "seats": {"3": "easy"}},
                autosave=autosave_path("magic"))
    people = replace_question(app, hands, "elements-illusion")
    mixed = replace_question(app, hands, "magic")
    if lang == "en":
        assert "Elements Illusion: a hotseat game for 4 people, A: individual, turn 1" in people
        assert "Magic casual variants: 3 people and a program (P4 Easy), Commander," in mixed
    else:
        assert "4명이 하는 핫시트 대전, A: 개인전" in people
        assert "사람 3명과 프로그램 1개(P4 쉬움), 커맨더" in mixed
    assert "AI" not in people and "Easy" not in people


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_menus_picture_of_each_table_is_taken_in_the_readers_language(lang) -> None:
    from game.ui import pictures
    for info in registry.all_rulesets():
        if info.part("table") is None:
            continue
        path = games.picture_path(info, lang)
        assert path is not None and path.name == ("table.png" if lang == "en" else f"table.{lang}.png"), info.id
        assert pygame.image.load(str(path)).get_size() == (640, 360)
        # the two languages' pictures differ: the Korean one is not the English one copied
        if lang != "en":
            assert path.read_bytes() != games.picture_path(info, "en").read_bytes(), info.id
        assert pictures.table_picture(info, 64, 36, lang).get_size() == (64, 36)
