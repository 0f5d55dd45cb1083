"""Bad files at launch and in play: the app starts, tells the player what it did not use and where
it kept it, and loses nothing. Driven through the real app, headless, as a player launches it."""
from __future__ import annotations

import json
import os
import shutil

import pygame
import pytest

from game.rulesets.lanes import cards
from game.rulesets.lanes.deck import load_all_decks
from game.ui.app import App
from game.ui.menu import GameMenuScene, MainMenu
from game.ui.settings import Settings
from game.ui.smoke import Hands
from game.ui.table.session import Session


@pytest.fixture
def launch(home):
    """Start the app as a player does: settings and saves from the data folder, the first screen, then
    (unless ``game`` is None) that game's menu."""
    def start(game: str | None = "lanes") -> App:
        app = App(headless=True, settings_path=str(home / "settings.toml"))
        app.push(MainMenu(app))
        Hands(app).frames(5)
        if game is not None:
            Hands(app).click_node(app.scene.root.find(f"game:{game}"))
            Hands(app).frames(2)
        return app
    yield start
    pygame.quit()


def notice_on_screen(app: App) -> str:
    """The notice's text, once it is known to be on the screen: its pixels go when a click puts it away."""
    toast = app.notice
    assert toast.time_left > 0 and toast.h > 0, "no notice is showing"
    rect = toast.world_rect()
    shown = pygame.image.tobytes(app.screen.subsurface(rect), "RGB")
    text = toast.text
    Hands(app).click(rect.center)
    assert toast.time_left == 0
    assert pygame.image.tobytes(app.screen.subsurface(rect), "RGB") != shown
    return text


def menu_ids(app: App) -> list[str]:
    return [getattr(b, "button_id", b.name) for b in app.scene.buttons]


# ----- the settings file ------------------------------------------------------------------------------
def test_a_settings_file_that_is_not_utf8_opens_with_the_defaults_and_is_kept(home, launch) -> None:
    raw = b'language = "ko"\nvolume = 0.2 # \xff\xfe\n'
    (home / "settings.toml").write_bytes(raw)
    app = launch(None)
    assert app.settings == Settings()
    text = notice_on_screen(app)
    assert str(home / "settings.toml") in text and "not UTF-8" in text and "settings.broken-1.toml" in text
    assert (home / "settings.broken-1.toml").read_bytes() == raw
    app.settings.volume = 0.3
    app.save_settings()                       # the next save cannot overwrite what the player had
    assert (home / "settings.broken-1.toml").read_bytes() == raw


def test_values_of_the_wrong_kind_are_named_in_one_notice_and_the_rest_is_used(home, launch) -> None:
    (home / "settings.toml").write_text('language = 42\nvolume = "loud"\ntext_size = 1.2\nreduced_motion = true\n',
                                        encoding="utf-8")
    app = launch(None)
    assert app.settings.language == "en" and app.settings.volume == pytest.approx(0.7)
    assert app.settings.text_size == pytest.approx(1.2) and app.settings.reduced_motion is True
    text = notice_on_screen(app)
    assert str(home / "settings.toml") in text
    assert "language = 42" in text and 'volume = "loud"' in text and "text_size" not in text


def test_broken_toml_is_kept_aside_and_the_defaults_used(home, launch) -> None:
    (home / "settings.toml").write_text('language = "ko"\nvolume = [\n', encoding="utf-8")
    app = launch(None)
    assert app.settings == Settings()
    text = notice_on_screen(app)
    assert "TOML" in text and "settings.broken-1.toml" in text
    assert (home / "settings.broken-1.toml").read_text(encoding="utf-8").startswith('language = "ko"')


def test_a_byte_order_mark_is_read_like_any_utf8_file(home, launch) -> None:
    (home / "settings.toml").write_bytes('\ufefflanguage = "ko"\nvolume = 0.4\n'.encode("utf-8"))
    app = launch(None)
    assert app.settings.language == "ko" and app.settings.volume == pytest.approx(0.4)
    assert app.notice.time_left == 0


def test_the_notice_speaks_the_language_that_was_read(home, launch) -> None:
    (home / "settings.toml").write_text('language = "ko"\nvolume = "loud"\n', encoding="utf-8")
    text = notice_on_screen(launch(None))
    assert "설정 파일" in text and 'volume = "loud"' in text


def test_a_data_folder_moved_from_an_earlier_version_is_told(home, launch, monkeypatch) -> None:
    from game.ui import paths
    monkeypatch.setattr(paths, "_MOVED", [("/old/place/tabletop-cards", "/new/place/tabletop-cards")])
    text = notice_on_screen(launch(None))
    assert "/old/place/tabletop-cards" in text and "/new/place/tabletop-cards" in text


# ----- the autosave ---------------------------------------------------------------------------------
def _saved_game(home, name: str = "autosave-lanes.json", **setup_changes) -> str:
    path = str(home / name)
    session = Session.new("lanes", 5, None, autosave=path)
    session.apply(session.state.legal_actions()[0])
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    data["setup"].update(setup_changes)
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(data, fh)
    return path


def test_an_autosave_that_is_not_json_is_kept_aside_and_not_offered_again(home, launch) -> None:
    (home / "autosave.json").write_text("{not json", encoding="utf-8")
    app = launch()
    assert "resume" not in menu_ids(app)
    text = notice_on_screen(app)
    assert "autosave.broken-1.json" in text and str(home) in text
    assert (home / "autosave.broken-1.json").read_text(encoding="utf-8") == "{not json"
    again = launch()                            # the next launch has nothing to say
    assert again.notice.time_left == 0 and "resume" not in menu_ids(again)


def test_seats_that_are_not_a_table_are_refused_before_the_table_opens(home, launch) -> None:
    _saved_game(home, seats=[1, 2])
    app = launch()
    assert "resume" not in menu_ids(app)
    assert "seats" in notice_on_screen(app)
    assert os.path.exists(home / "autosave-lanes.broken-1.json")


def test_a_seat_for_a_program_that_does_not_exist_is_refused(home, launch) -> None:
    _saved_game(home, seats={"1": "godlike"})
    app = launch()
    assert "resume" not in menu_ids(app) and "godlike" in notice_on_screen(app)


def test_a_good_autosave_is_offered_and_resumes(home, launch) -> None:
    _saved_game(home, seats={"1": "easy"})
    app = launch()
    assert app.notice.time_left == 0
    Hands(app).click_node(app.scene.buttons[menu_ids(app).index("resume")])
    Hands(app).frames(3)
    assert type(app.scene).__name__ == "TableScene"
    assert os.path.exists(home / "autosave-lanes.json") and not os.path.exists(home / "autosave-lanes.broken-1.json")


def test_the_single_autosave_of_an_earlier_version_becomes_its_games_own(home, launch) -> None:
    _saved_game(home, name="autosave.json", seats={"1": "easy"})
    app = launch()
    assert app.notice.time_left == 0
    assert not os.path.exists(home / "autosave.json") and os.path.exists(home / "autosave-lanes.json")
    Hands(app).click_node(app.scene.buttons[menu_ids(app).index("resume")])
    Hands(app).frames(3)
    assert type(app.scene).__name__ == "TableScene"


# ----- a broken card file among the bundled data ------------------------------------------------------------
def _decks_without_fire() -> set[str]:
    whole = cards.load_card_db()
    return {d.id for d in load_all_decks(whole).values() if not any(whole[c].source.endswith("fire.toml") for c in d.cards)}


DECKS_WITHOUT_FIRE = _decks_without_fire()


@pytest.fixture
def broken_fire(tmp_path, monkeypatch):
    """The bundled card data with fire.toml broken (as a bad edit or a damaged install would leave it)."""
    data = tmp_path / "data"
    shutil.copytree(cards.DATA_DIR, data)
    (data / "cards" / "fire.toml").write_text('[[card]\nid = "LT-F01"\n', encoding="utf-8")
    monkeypatch.setattr(cards, "DATA_DIR", str(data))
    yield data
    cards._DB_CACHE.pop(str(data), None)


@pytest.mark.parametrize("entry", ["hotseat", "solo"])
def test_a_broken_card_file_is_reported_and_the_app_stays_up(home, launch, broken_fire, entry) -> None:
    app = launch()
    Hands(app).click_node(app.scene.buttons[menu_ids(app).index(entry)])
    Hands(app).frames(3)
    assert app.running and isinstance(app.scene, GameMenuScene)
    text = notice_on_screen(app)
    assert "fire.toml" in text and "TOML" in text


def test_the_demo_logs_a_broken_card_file_and_plays_on_with_the_cards_that_load(home, launch, broken_fire) -> None:
    from game.ui.demo import DemoScene, demo_log_path
    app = launch()
    demo = DemoScene(app, seed=3, fullscreen=False, fast=True, attract_ai="random")
    app.push(demo)
    assert {d.id for d in demo.decks} == DECKS_WITHOUT_FIRE and DECKS_WITHOUT_FIRE
    with open(demo_log_path(), encoding="utf-8") as fh:
        log = fh.read()
    assert "fire.toml" in log and "ember-rush" in log
    hands = Hands(app)
    for _ in range(1500):   # a random-against-random game at full speed takes about 130 frames
        hands.frames()
        if demo.games_finished:
            break
    assert demo.games_finished >= 1 and demo.errors == 0


def test_the_demo_with_no_playable_deck_is_reported_from_the_menu(home, launch, broken_fire) -> None:
    (broken_fire / "cards" / "leaders.toml").write_text("not toml at all", encoding="utf-8")
    app = launch(None)
    Hands(app).click_node(app.scene.buttons[menu_ids(app).index("demo")])
    Hands(app).frames(3)
    assert app.running and isinstance(app.scene, MainMenu)
    assert "toml" in notice_on_screen(app)
