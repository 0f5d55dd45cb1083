"""Choosing decks and the game's options before a game, for every game, driven headless with real
mouse and key events."""
from __future__ import annotations

from collections import Counter

import pygame
import pytest

from game.engine.match import Match
from game.rulesets.lanes.cards import load_card_db
from game.rulesets.lanes.deck import load_all_decks
from game.engine.registry import get
from game.ui import games, userdecks
from game.ui.app import App, Scene
from game.ui.deckpick import DeckChoice, DeckPickScene
from game.ui.gameoptions import GameOptionsScene
from game.ui.settings import Settings, load_settings

DB = load_card_db()
PRE = load_all_decks(DB)
CAT = games.catalogue(get("lanes"))
DDCAT = games.catalogue(get("dragon-duel"))


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_CARDS_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(home):
    a = App(headless=True, settings=Settings(sound=False), settings_path=str(home / "s.toml"))
    a.push(Scene(a))
    return a


def frames(app: App, n: int = 2) -> None:
    for _ in range(n):
        app.step(1 / 60)


def click(app: App, node) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=node.world_rect().center))
    frames(app)


def open_pick(app: App, ruleset: str | None = None, seed: int | None = None) -> tuple[DeckPickScene, list[dict]]:
    started: list[dict] = []
    scene = DeckPickScene(app, started.append, ruleset=ruleset, seed=seed)
    app.push(scene)
    frames(app, 1)
    return scene, started


def find_choice(app: App, scene: DeckPickScene, player: int, deck_id: str) -> DeckChoice:
    for _ in range(10):
        node = scene.root.find(f"pick:{player}:{deck_id}")
        if node is not None:
            return node
        click(app, scene.root.find(f"button:down:{player}"))
    raise AssertionError(deck_id)


def test_start_with_the_defaults_gives_a_setup_the_match_accepts(app) -> None:
    scene, started = open_pick(app)
    click(app, scene.root.find("button:start"))
    assert len(started) == 1
    setup = started[0]
    assert setup["first_player"] == "random"               # the rules decide (5.1.5), as the setup records
    assert len(setup["decks"]) == 2 and "deck1" not in setup and "deck2" not in setup
    for d in setup["decks"]:
        assert d in [p.to_setup() for p in PRE.values()]
    Match("lanes", 1, setup)


def test_each_player_picks_a_deck_and_the_options_say_who_starts(app) -> None:
    scene, started = open_pick(app, seed=1)
    click(app, find_choice(app, scene, 0, "ember-rush"))
    click(app, find_choice(app, scene, 1, "veiled-court"))
    assert scene.chosen[0].text == "Ember Rush" and scene.chosen[1].text == "Veiled Court"
    assert scene.root.find("pick:0:ember-rush").selected and not scene.root.find("pick:0:random").selected
    assert "First player: Random" in scene.summary.items[0][0]
    click(app, scene.root.find("button:options"))
    options = app.scene
    assert isinstance(options, GameOptionsScene) and [o.id for o in options.options] == ["first_player"]
    click(app, options.button("first_player"))
    click(app, options.button("first_player"))
    assert options.button("first_player").label == "Player 2"
    click(app, options.root.find("button:back"))
    assert app.scene is scene and "First player: Player 2" in scene.summary.items[0][0]
    click(app, scene.root.find("button:start"))
    setup = started[-1]
    assert setup == {"decks": [PRE["ember-rush"].to_setup(), PRE["veiled-court"].to_setup()], "first_player": "2"}
    assert Match("lanes", 1, setup).state.first_player == 1
    assert load_settings(app.settings_path)[0].game_options == {"lanes": {"first_player": "2"}}


def test_legal_user_decks_are_offered_and_bad_ones_reported(app, home) -> None:
    counts = dict(Counter(PRE["rootwall-legion"].cards))
    userdecks.save_user_deck(CAT, "wall", "My wall", "나의 벽", PRE["rootwall-legion"].leader, counts)
    userdecks.save_user_deck(CAT, "half", "Half", "Half", PRE["rootwall-legion"].leader, {"LT-E01": 3})
    (home / "decks" / "junk.toml").write_text("this is not toml", encoding="utf-8")
    scene, started = open_pick(app)
    assert "2 of your deck files cannot be played" in scene.toast.text
    assert "half.toml" in scene.toast.text and "junk.toml" in scene.toast.text
    assert "user:wall" in scene.choices() and "user:half" not in scene.choices()
    node = find_choice(app, scene, 1, "user:wall")
    assert node.title == "My wall" and "your deck" in node.sub and "Ysolde" in node.sub
    assert node.colours and set(node.colours) <= {"earth", "fire"}
    click(app, node)
    click(app, scene.root.find("button:start"))
    setup = started[-1]
    assert setup["decks"][1]["leader"] == PRE["rootwall-legion"].leader
    assert Counter(setup["decks"][1]["cards"]) == Counter(counts)
    Match("lanes", 5, setup)


def test_back_and_escape_leave(app) -> None:
    scene, _ = open_pick(app)
    click(app, scene.root.find("button:back"))
    assert app.scene is not scene
    scene, _ = open_pick(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    frames(app)
    assert app.scene is not scene


def test_korean_and_the_smallest_window(home) -> None:
    a = App(headless=True, size=(1024, 600), settings=Settings(sound=False, language="ko"),
            settings_path=str(home / "s.toml"))
    a.push(Scene(a))
    scene, started = open_pick(a)
    assert scene.root.find("pick:0:random").title == "무작위 덱"
    assert scene.root.find("pick:0:ember-rush").title == "잿불 돌격"
    assert scene.root.find("button:start").world_rect().bottom <= 600
    click(a, scene.root.find("button:start"))
    Match("lanes", 9, started[-1])


def key(app: App, k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    frames(app)


def test_the_keyboard_alone_picks_both_decks_who_starts_and_starts(app) -> None:
    for name in ("one", "two"):     # more decks than the list shows: the keyboard must scroll it
        userdecks.save_user_deck(CAT, name, name, name, PRE["rootwall-legion"].leader, Counter(PRE["rootwall-legion"].cards))
    scene, started = open_pick(app)
    ring = scene.focus_ring
    assert not started and ring.shown and ring.name == "pick:0:random"   # the ring shows before any key
    opts = scene.choices()
    for _ in range(len(opts) - 1):                # down the whole list: it scrolls to the last deck
        key(app, pygame.K_DOWN)
    assert ring.name == f"pick:0:{opts[-1]}" and scene.scroll[0] > 0
    key(app, pygame.K_SPACE)
    assert scene.choice[0] == opts[-1]
    key(app, pygame.K_RIGHT)                      # across to player 2's list, same height
    assert ring.name.startswith("pick:1:")
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)
    assert scene.choice[1] == ring.name.split(":", 2)[2] != "random"
    key(app, pygame.K_TAB)                        # Tab goes on from player 2's list to Start
    assert ring.name == "button:start"
    key(app, pygame.K_LEFT)                       # and the options beside it
    assert ring.name == "button:options"
    key(app, pygame.K_RETURN)
    options = app.scene
    assert isinstance(options, GameOptionsScene)
    key(app, pygame.K_DOWN)                       # the ring starts on the first option: down to who starts
    key(app, pygame.K_RIGHT)                      # Right steps it: random -> player 1
    assert options.focus_ring.name == "row:first_player" and options.button("first_player").label == "Player 1"
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene
    key(app, pygame.K_RIGHT)
    assert ring.name == "button:start"
    key(app, pygame.K_RETURN)
    assert started and started[-1]["first_player"] == "1"
    assert started[-1]["decks"][0] == scene.decks[opts[-1]].to_setup()


def test_tab_goes_list_to_list_to_start_in_three_keys(app) -> None:
    """Each player's list is one stop of Tab: from the first deck of player 1, two Tabs reach Start
    (before, Tab walked every line of both lists), and the arrows stay in a list."""
    scene, started = open_pick(app)
    ring = scene.focus_ring
    assert ring.name == "pick:0:random" and ring.group() == "decks:0"
    key(app, pygame.K_DOWN)
    assert ring.group() == "decks:0" and ring.name != "pick:0:random"
    key(app, pygame.K_TAB)
    assert ring.group() == "decks:1"
    key(app, pygame.K_TAB)
    assert ring.name == "button:start"
    key(app, pygame.K_TAB)                        # round again: player 1's list, where the ring was
    assert ring.group() == "decks:0" and ring.name != "pick:0:random"
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    key(app, pygame.K_RETURN)
    assert started


def test_i_shows_the_focused_leader_card_large_and_follows_the_focus(app) -> None:
    scene, _ = open_pick(app)
    assert scene.focus_ring.name == "pick:0:random"   # the ring, on the random deck: no leader to show
    key(app, pygame.K_i)
    assert scene.viewing and not scene.preview.visible
    key(app, pygame.K_DOWN)
    deck = scene.decks[scene.focus_ring.name.split(":", 2)[2]]
    assert scene.preview.visible and scene.preview.card.id == deck.leader
    frames(app)
    assert scene.preview.shown_text and scene.preview.dropped == 0   # its whole text, beside the face
    key(app, pygame.K_DOWN)
    assert scene.preview.card.id == scene.decks[scene.focus_ring.name.split(":", 2)[2]].leader
    key(app, pygame.K_ESCAPE)                     # Esc closes the view first...
    assert not scene.preview.visible and app.scene is scene
    key(app, pygame.K_ESCAPE)                     # ...then leaves
    assert app.scene is not scene


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
@pytest.mark.parametrize("text_size", [1.0, 1.5])
def test_a_long_message_stays_on_screen_and_clear_of_the_start_button(home, size, text_size) -> None:
    for name in ("a-broken-deck-with-a-long-name", "another-broken-one", "and-a-third-file"):
        (home / "decks").mkdir(exist_ok=True)
        (home / "decks" / f"{name}.toml").write_text("not toml at all", encoding="utf-8")
    a = App(headless=True, size=size, settings=Settings(sound=False, text_size=text_size),
            settings_path=str(home / "s.toml"))
    a.push(Scene(a))
    scene, _ = open_pick(a)
    frames(a)
    assert "3 of your deck files" in scene.toast.text
    box = scene.toast.world_rect()
    assert 0 <= box.top and box.bottom <= size[1]
    for node in (scene.start_button, scene.options_button, scene.root.find("keys")):
        assert not box.colliderect(node.world_rect() if node.w else pygame.Rect(node.world_origin(), (1, 1)))


# ----- Dragon Duel: its decks, its options, its setup ----------------------------------------------------------
def test_dragon_duels_decks_and_options_make_a_setup_its_game_accepts(app) -> None:
    scene, started = open_pick(app, "dragon-duel", seed=12)
    assert scene.root.find("title").text == "Dragon Duel: choose decks"
    assert set(scene.choices()) == {"random", *DDCAT.precons()}
    node = find_choice(app, scene, 0, "stonewatch-bulwark")
    assert "Warden Oskar" in node.sub and "Earth" in node.sub            # leader and pitch
    click(app, node)
    click(app, find_choice(app, scene, 1, "brass-lockdown"))
    click(app, scene.root.find("button:options"))
    options = app.scene
    assert [o.id for o in options.options] == ["backtracking", "first_player", "match", "crystals", "next_starter"]
    assert options.root.find("sub:backtracking").text.startswith("A reading of rule DD-15.2")
    click(app, options.button("backtracking"))
    assert options.button("backtracking").label == "Prevent"
    click(app, options.root.find("button:inc:crystals"))
    assert options.root.find("value:crystals").text == "6"
    click(app, options.root.find("button:back"))
    click(app, scene.root.find("button:start"))
    setup = started[-1]
    assert setup["backtracking"] == "prevent" and setup["crystals"] == 6 and "deck1" not in setup
    assert setup["decks"] == [DDCAT.precons()["stonewatch-bulwark"].to_setup(), DDCAT.precons()["brass-lockdown"].to_setup()]
    state = Match("dragon-duel", scene.seed, setup).state
    assert state.options["backtracking"] == "prevent" and state.options["crystals"] == 6
    assert [state.cards[state.leader[p]].def_id for p in (0, 1)] == ["DD-SL", "DD-BL"]


def test_the_options_screen_shows_the_help_of_the_focused_option_and_resets_to_defaults(app) -> None:
    scene, _ = open_pick(app, "dragon-duel")
    click(app, scene.root.find("button:options"))
    options = app.scene
    key(app, pygame.K_DOWN)
    assert options.focus_ring.name == "row:first_player"
    assert options.help.items[0][0].startswith("First player: Who takes the first turn")
    key(app, pygame.K_UP)
    assert "The rules leave this open (DD-15.2)" in " ".join(text for text, _ in options.help.items)
    key(app, pygame.K_RIGHT)
    assert scene.options == {"backtracking": "prevent"}
    click(app, options.root.find("button:defaults"))
    assert scene.options == {} and options.button("backtracking").label == "Roll back"


def test_the_level_picker_lists_the_levels_the_game_offers(app) -> None:
    from game.ui.solo import LevelPickScene
    lanes = LevelPickScene(app, {}, ruleset="lanes")
    app.push(lanes)
    frames(app)
    assert [n.name for n in lanes.root.walk() if n.name.startswith("button:level:")] == [
        "button:level:easy", "button:level:normal", "button:level:hard"]
    app.pop()
    from game.ai.levels import all_levels
    dd = LevelPickScene(app, {}, ruleset="dragon-duel")    # its own levels, from levels/ai/dragon-duel/
    app.push(dd)
    frames(app)
    offered = [n.name for n in dd.root.walk() if n.name.startswith("button:level:")]
    assert sorted(offered) == sorted(f"button:level:{k}" for k in all_levels("dragon-duel")) and offered
