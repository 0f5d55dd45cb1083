"""Demo mode: the attract loop, a visitor taking a seat, the idle return, surviving errors, the soak."""
from __future__ import annotations

import json
import os
from typing import Any

import pygame
import pytest

from game.ui.demo import DemoScene, DemoTable, Narrator, demo_log_path
from game.ui.menu import saved_games
from game.ui.table.session import autosave_path


@pytest.fixture
def demo(app, hands) -> DemoScene:
    scene = DemoScene(app, seed=5)
    app.push(scene)
    hands.frames(2)
    return scene


def run_until(hands, cond, limit: int = 1500, step: int = 10) -> bool:
    for _ in range(0, limit, step):
        if cond():
            return True
        hands.frames(step)
    return cond()


def read_log() -> str:
    with open(demo_log_path(), encoding="utf-8") as fh:
        return fh.read()


def test_the_attract_loop_plays_a_game_between_programs(app, hands, demo) -> None:
    table = demo.table
    assert demo.mode == "attract" and isinstance(table, DemoTable) and table.attract
    assert set(table.ai_seats) == {0, 1}
    assert table.session.autosave is None
    assert not table.btn_primary.visible and not table.log.visible   # the demo's column explains instead
    assert run_until(hands, lambda: len(table.session.match.log) >= 6), "the programs did not move"
    assert demo.table is table and demo.errors == 0
    assert demo.narrator.text and demo.column.visible
    assert not saved_games()


def test_explanations_follow_the_events_in_both_languages(app, hands, demo) -> None:
    from game.engine.events import Event
    table = demo.table
    trigger = Event("trigger_fired", {"kw": "trigger", "card": None})
    demo._on_event(trigger)
    assert demo.narrator.text == "A trigger! The rest of the damage stops here."
    app.settings.language = "ko"
    demo._on_event(Event("damage_processed", {"player": 1, "damage_zone": 8}))
    assert demo.narrator.text.startswith("A trigger")   # as important: it waits until the first was read
    demo.narrator.update(demo.narrator.hold + 0.1, "ko")
    assert demo.narrator.text == "플레이어 2의 대미지 카드 8장. 10장이 되면 패배합니다!"
    demo._on_event(Event("attack_declared", {"card": None}))   # less important: waits its turn
    assert demo.narrator.text.startswith("플레이어 2")
    demo.narrator.update(demo.narrator.hold + 0.1, "ko")
    assert "공격" in demo.narrator.text
    hands.frames(3)
    assert demo.table is table


def test_the_narrator_keeps_a_line_up_then_shows_the_most_important_waiting_one() -> None:
    n = Narrator(hold=1.0)
    n.say(2, "attack")
    n.say(1, "placed")
    n.say(2, "damage")
    n.say(1, "level")
    assert n.text == "attack"
    n.update(1.1, "en")
    assert n.text == "damage" and n.history[0] == "attack" and not n.pending
    n.say(4, "trigger")          # more important: at once
    assert n.text == "trigger"
    n.update(1.1, "en")
    n.say(1, "late")
    assert n.text == "late"      # the hold is over: anything may follow


def test_tips_rotate_at_the_bottom_of_the_column(app, hands, demo) -> None:
    first = demo.tip()
    hands.frames(int(60 * 12.5))
    assert demo.tip() != first and demo.errors == 0


def test_a_click_gives_the_visitor_a_seat(app, hands, demo) -> None:
    attract = demo.table
    hands.click((640, 360))
    table = demo.table
    assert demo.mode == "visitor" and table is not attract and not table.attract
    assert table.fixed_viewer == 0 and set(table.ai_seats) == {1}   # you are player 1, the program player 2
    assert table.btn_primary.visible
    assert table.session.autosave is None
    hands.frames(30)
    assert not saved_games()
    assert demo.errors == 0


def test_a_key_also_takes_over_and_esc_goes_back(app, hands, demo) -> None:
    hands.key(pygame.K_a)
    assert demo.mode == "visitor"
    hands.key(pygame.K_ESCAPE)   # the table's Esc leaves the game: back to the attract loop
    assert demo.mode == "attract" and demo.table.attract


def test_the_demo_goes_back_to_the_loop_when_left_alone(app, hands, demo) -> None:
    app.settings.demo_idle_seconds = 2
    hands.click((640, 360))
    visitor = demo.table
    hands.frames(60)            # 1 s: still playing
    assert demo.mode == "visitor" and demo.table is visitor
    hands.post(pygame.MOUSEMOTION, pos=(300, 300), rel=(4, 2), buttons=(0, 0, 0))
    hands.frames(80)            # moving the mouse counts as playing
    assert demo.mode == "visitor"
    hands.frames(100)           # > 2 s with no input
    assert demo.mode == "attract" and demo.table is not visitor and demo.table.attract
    assert demo.games_started == 3


@pytest.mark.parametrize("mode,method", [("attract", "update"), ("attract", "draw"), ("visitor", "handle_event")])
def test_an_exception_in_a_game_is_logged_and_a_new_game_starts(app, hands, demo, monkeypatch, mode, method) -> None:
    if mode == "visitor":
        hands.click((640, 360))
    broken = demo.table
    calls = []

    def boom(*args, **kwargs):
        calls.append(1)
        raise RuntimeError(f"injected failure in {method}")

    monkeypatch.setattr(broken, method, boom)
    if method == "handle_event":   # the visitor moves the mouse over the broken table
        hands.post(pygame.MOUSEMOTION, pos=(500, 650), rel=(3, 3), buttons=(0, 0, 0))
        hands.frames(1)
    else:
        hands.frames(3)
    hands.frames(3)
    assert calls
    assert demo.errors == 1
    assert demo.table is not None and demo.table is not broken and demo.mode == "attract"
    log = read_log()
    assert "Traceback" in log and f"RuntimeError: injected failure in {method}" in log
    assert run_until(hands, lambda: len(demo.table.session.match.log) >= 2)   # and the new game goes on
    assert demo.errors == 1


def test_a_program_error_is_logged_and_a_new_game_starts(app, hands, demo) -> None:
    broken = demo.table

    def choose(state, player):
        raise ValueError("the program is confused")

    for seat in broken.ai_seats.values():
        seat.agent.agent.choose = choose
    broken.after_queue()   # ask the acting program again
    assert run_until(hands, lambda: demo.table is not broken, limit=300, step=2)
    assert demo.errors >= 1 and demo.mode == "attract"
    assert "ValueError: the program is confused" in read_log()


def test_a_corrupt_state_is_logged_and_a_new_game_starts(app, hands, demo) -> None:
    broken = demo.table
    st = broken.session.state
    card = st.zones["p1.deck"].cards[-1]
    st.cards[card].zone = "p1.trash"   # the card thinks it is elsewhere: the invariants see it
    assert run_until(hands, lambda: demo.table is not broken, limit=900, step=5)
    assert demo.errors >= 1
    assert "invariants" in read_log()


def test_repeated_trouble_waits_before_trying_again(app, hands, demo, monkeypatch) -> None:
    monkeypatch.setattr(demo, "_setup", lambda: (_ for _ in ()).throw(OSError("no decks")))
    for _ in range(4):
        demo.fault("test", RuntimeError("again"))
        hands.frames(1)
    assert demo.cooldown > 0 and demo.table is None
    hands.frames(2)   # draws the waiting card, never raises
    assert "OSError: no decks" in read_log()


def test_a_finished_attract_game_shows_its_result_then_a_new_one_starts(app, hands, demo) -> None:
    from game.engine.actions import Concede
    table = demo.table
    hands.frames(5)
    table.ai_move = None
    for seat in table.ai_seats.values():
        seat.wait()
        seat.take()
    table.submit(Concede(1))
    assert run_until(hands, lambda: bool(demo.result_text), limit=300, step=5)
    assert "Player 1 wins" in demo.result_text and demo.games_finished == 1
    assert demo.table is table and not table.overlay.visible
    hands.frames(60)
    assert demo.table is table      # the result stays up a moment
    assert run_until(hands, lambda: demo.table is not table, limit=600, step=20)
    assert demo.mode == "attract" and demo.errors == 0


def test_ctrl_q_leaves_the_demo_for_the_menu(app, hands) -> None:
    from game.ui.menu import MainMenu
    app.push(MainMenu(app))
    hands.frames(2)
    button = app.scene.root.find("button:demo")
    assert button is not None and button.world_rect().bottom <= app.size[1]
    hands.click_node(button)
    assert isinstance(app.scene, DemoScene)
    hands.key(pygame.K_q, pygame.KMOD_CTRL)
    assert isinstance(app.scene, MainMenu)


def test_the_menu_fits_with_resume_and_demo(app, hands) -> None:
    from game.ui.menu import MainMenu
    os.makedirs(os.path.dirname(autosave_path("lanes")), exist_ok=True)
    with open(autosave_path("lanes"), "w") as fh:
        fh.write("{}")
    menu = MainMenu(app)
    app.push(menu)
    hands.frames(1)
    rects = [b.world_rect() for b in menu.buttons]
    ids = [b.name for b in menu.buttons]
    assert ids[0] == "game:lanes" and "button:demo" in ids and len(rects) >= 4
    assert all(r.bottom <= 700 and r.height >= 36 for r in rects)
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_demo_idle_seconds_is_a_clamped_setting_with_a_stepper(app, hands, home) -> None:
    from game.ui.settings import Settings, load_settings
    from game.ui.settings_scene import SettingsScene
    assert Settings().demo_idle_seconds == 90
    assert Settings(demo_idle_seconds=0).clamp().demo_idle_seconds == 2
    assert Settings(demo_idle_seconds=10 ** 6).clamp().demo_idle_seconds == 3600
    scene = SettingsScene(app)
    app.push(scene)
    hands.frames(1)
    hands.click_node(scene.button("demo_idle"))
    assert app.settings.demo_idle_seconds == 120
    assert load_settings(app.settings_path)[0].demo_idle_seconds == 120
    assert scene.root.find("value:demo_idle").text == "120 s"


def test_the_demo_flag_opens_the_demo(monkeypatch) -> None:
    import game.ui.app as ui_app
    from game.cli.main import main
    seen = {}
    monkeypatch.setattr(ui_app, "main", lambda **kw: seen.update(kw) or 0)
    assert main(["--demo"]) == 0
    assert seen == {"demo": True, "windowed": False}


def soak(games: int, capsys: Any) -> dict[str, Any]:
    from game.cli.main import main
    # the extra four-seat games have their own tests (test_demo_setups.py): at soak speed a four-player
    # Commander game between random programs takes minutes
    code = main(["soak", "--games", str(games), "--no-extras", "--json"])
    out: dict[str, Any] = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert code == 0, out
    assert out["games"] == games and out["errors"] == 0
    assert {"seconds", "rss_after_warmup_mb", "rss_end_mb", "rss_growth_mb"} <= set(out)
    assert out["threads_alive"] == 0
    return out


def test_a_short_soak_finishes_without_errors(home, capsys) -> None:
    """Two games of the rotation (the whole round is the long form below; the attract loop's rotation has
    its own test)."""
    from game.ui.demo import demo_games
    out = soak(2, capsys)
    rotation = demo_games()
    assert out["games_by_ruleset"] == {rotation[0]: 1, rotation[1]: 1}
    assert os.environ["TABLETOP_CARDS_HOME"] == str(home)


@pytest.mark.long
def test_a_soak_round_the_whole_rotation_and_again_finishes_without_errors(home, capsys) -> None:
    from game.ui.demo import demo_games
    rotation = demo_games()
    out = soak(len(rotation) + 1, capsys)
    assert out["finished"] >= len(rotation)
    expected = {g: 1 for g in rotation}
    expected[rotation[0]] += 1                                     # the demo's rotation, round again
    assert out["games_by_ruleset"] == expected


def test_opened_from_the_menu_esc_goes_back_one_step_at_a_time(app, hands) -> None:
    from game.ui.menu import MainMenu
    app.push(MainMenu(app))
    hands.frames(2)
    hands.click_node(app.scene.root.find("button:demo"))
    demo = app.scene
    assert isinstance(demo, DemoScene) and demo.mode == "attract"
    hands.key(pygame.K_a)                  # a visitor takes a seat
    assert demo.mode == "visitor"
    hands.key(pygame.K_ESCAPE)             # one step: back to the loop
    assert app.scene is demo and demo.mode == "attract"
    hands.key(pygame.K_ESCAPE)             # another: back to the menu, the app still running
    assert isinstance(app.scene, MainMenu) and app.running


def test_as_the_stands_loop_esc_does_not_leave(app, hands) -> None:
    from game.ui.menu import MainMenu
    app.push(MainMenu(app))
    demo = DemoScene(app, seed=5, fullscreen=False, kiosk=True)
    app.push(demo)
    hands.frames(2)
    hands.key(pygame.K_ESCAPE)             # any key gives the visitor a seat; only Ctrl+Q leaves
    assert app.scene is demo and demo.mode == "visitor"


def test_the_attract_loop_hides_the_tables_buttons_behind_its_column(app, hands, demo) -> None:
    hands.frames(5)
    table = demo.table
    column = demo.column.world_rect()
    for node in table.root.walk():
        if node.name.startswith("button:") and node.visible:
            assert not node.world_rect().colliderect(column), node.name


@pytest.mark.slow      # each game of the rotation at the loop's own pace: about 2 s a game
@pytest.mark.parametrize("whole", [False, pytest.param(True, marks=pytest.mark.long)])
def test_the_attract_loop_rotates_through_every_game_with_a_table_and_ai_levels(app, hands, demo, whole) -> None:
    """Every entry of the rotation comes in its order with Normal at every seat; the short form waits for
    the programs to move at each game's first entry, the long form (``-m long``) at the extra ones too."""
    from game.ai.levels import all_levels
    from game.ai.search import SearchAgent
    assert demo.rulesets[:3] == ["lanes", "dragon-duel", "clash-of-decks"]
    assert [e.ruleset for e in demo.entries if e.extra is None] == demo.rulesets   # each game, then its extra ones
    seen = []
    for _ in range(len(demo.entries) + 1):
        if demo.draft is not None:          # a draft's first picks (test_demo_draft.py): no table to look at
            seen.append(demo.draft.ev.ruleset_id)
            demo.start_attract()
            hands.frames(2)
            continue
        table = demo.table
        game = table.session.state.ruleset_id
        seen.append(game)
        for seat in range(table.session.state.num_players):
            agent = table.ai_seats[seat].agent.agent
            assert isinstance(agent, SearchAgent) and agent.level == all_levels(game)["normal"], game
        if whole or game not in seen[:-1]:
            assert run_until(hands, lambda: len(table.session.match.log) >= 4), f"the programs of {game} did not move"
        assert demo.errors == 0
        demo.start_attract()
        hands.frames(2)
    assert seen == [e.ruleset for e in demo.entries] + ["lanes"]


def test_a_game_whose_ai_has_no_levels_is_left_out_of_the_rotation(monkeypatch) -> None:
    import game.ai.levels as levels
    from game.ui.demo import demo_games
    real = levels.all_levels
    monkeypatch.setattr(levels, "all_levels", lambda g="lanes": {} if g == "dragon-duel" else real(g))
    assert "dragon-duel" not in demo_games() and demo_games()[0] == "lanes"
    monkeypatch.setattr(levels, "all_levels", lambda g="lanes": {})
    assert demo_games() == ["lanes", "dragon-duel", "clash-of-decks", "elements-illusion", "magic"]   # no levels anywhere: every table


def test_soak_of_one_game_plays_that_game_only(home, capsys) -> None:
    from game.cli.main import main
    code = main(["soak", "--games", "2", "--ruleset", "dragon-duel", "--json"])
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert code == 0, out
    assert out["games_by_ruleset"] == {"dragon-duel": 2} and out["errors"] == 0 and out["finished"] == 2


def test_ui_smoke_plays_a_dragon_duel_opening_through_the_table(home, capsys) -> None:
    from game.cli.main import main
    code = main(["ui-smoke", "--ruleset", "dragon-duel", "--actions", "12", "--seed", "3"])
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert code == 0 and out["ok"], out
    assert out["ruleset"] == "dragon-duel" and out["actions"] == 12 and not out["problems"]
    assert {"drag", "button"} <= set(out["gestures"]), out["gestures"]


def test_ui_smoke_makes_elements_illusion_workbench_moves_by_laying_cards_and_pressing_their_button(home, capsys):
    """A combination or a trade takes several gestures (its cards laid on the workbench, then its button):
    the smoke run makes them as a player does, where it once stopped at the first trade."""
    from game.cli.main import main
    code = main(["ui-smoke", "--ruleset", "elements-illusion", "--actions", "12", "--seed", "11"])
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert code == 0 and out["ok"] and out["actions"] == 12 and not out["problems"], out
    assert out["gestures"].get("drags and a button", 0) >= 1, out["gestures"]


def test_bench_ui_renders_a_dragon_duel_board(home, capsys) -> None:
    from game.cli.main import main
    assert main(["bench-ui", "--ruleset", "dragon-duel", "--frames", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out["ruleset"] == "dragon-duel" and out["frames"] == 3 and out["cards_on_table"] > 10
