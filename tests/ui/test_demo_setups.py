"""The demo's extra games: a ruleset lists them in its registration (data/demo.toml) and the attract loop
plays them in its rotation: four-player Magic games (Commander, Planechase, Archenemy) and four-player Clash
of Decks games (free-for-all and 2v2), every seat a program. The file is checked; a broken one is logged, never fatal."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.engine import registry
from game.engine.errors import DataError
from game.ui.demo import GAME_SECONDS, DemoScene, demo_games, demo_log_path
from game.ui.demo_setups import load_demo_setups, rotation
from game.ui.table.aiseat import make_program
from game.ui.table.session import Session


def run_until(hands, cond, limit: int = 1500, step: int = 10) -> bool:
    for _ in range(0, limit, step):
        if cond():
            return True
        hands.frames(step)
    return cond()


def four_seat_cod_table(monkeypatch) -> None:
    """As when the four-seat Clash of Decks table (another branch) lays out four seats."""
    table = registry.get("clash-of-decks").part("table")
    monkeypatch.setattr(table, "TABLE", dataclasses.replace(table.TABLE, table_seats=(2, 4)))


def test_the_registrations_list_four_player_magic_games_and_four_player_clash_of_decks_games():
    magic = load_demo_setups(registry.get("magic"))
    assert [(s.players, s.settings, s.format) for s in magic] == [(4, {"variant": "commander"}, ""),
                                                                   (4, {"supplements": "planechase"}, ""),
                                                                   (4, {"supplements": "archenemy"}, ""),
                                                                   (8, {}, "commander-draft")]
    cod = load_demo_setups(registry.get("clash-of-decks"))
    assert [(s.players, s.settings) for s in cod] == [(4, {"mode": "ffa"}), (4, {"mode": "2v2"})]
    assert cod[0].name.ko == "4인 자유 전투" and magic[0].name.en == "Four players, Commander"
    assert load_demo_setups(registry.get("lanes")) == []


def test_the_attract_loop_plays_the_four_player_commander_game_with_four_programs(app, hands):
    demo = DemoScene(app, seed=5, fast=True, attract_ai="random")
    app.push(demo)
    hands.frames(2)
    at = next(i for i, e in enumerate(demo.entries) if e.extra is not None and e.ruleset == "magic")
    assert demo.entries[at - 1].ruleset == "magic" and demo.entries[at - 1].extra is None   # after the usual game
    demo.games_started = at
    demo.start_attract()
    hands.frames(2)
    table = demo.table
    st = table.session.state
    assert st.ruleset_id == "magic" and st.num_players == 4 and demo.setup["variant"] == "commander"
    assert set(table.ai_seats) == {0, 1, 2, 3} and table.attract
    assert demo.game_name() == "Magic casual variants \u00b7 Four players, Commander"
    assert demo.narrator.text == "A new game: Four players, Commander."
    assert all(len(st.zones[f"p{p}.command"].cards) >= 1 for p in range(4))   # a commander each, in the command zone
    assert run_until(hands, lambda: len(table.session.match.log) >= 60), "the four programs did not play"
    assert demo.errors == 0 and demo.table is table
    app.settings.language = "ko"
    assert demo.game_name() == "매직 캐주얼 변형 \u00b7 4인 커맨더"


@pytest.mark.parametrize(("supplement", "en", "ko", "piece"), [
    ("planechase", "A new game: Four players, Planechase.", "새 게임: 4인 플레인체이스.", "Plane: "),
    ("archenemy", "A new game: Archenemy: one against a team of three.", "새 게임: 아치에너미: 1 대 3인 팀.",
     "Archenemy: schemes")], ids=["planechase", "archenemy"])
def test_the_attract_loop_plays_a_four_player_supplement_game_it_names(app, hands, supplement, en, ko, piece):
    """Issue 24: Planechase and Archenemy among Magic's demo games, told by name, the supplement's piece on
    the table, four programs playing on without an error."""
    demo = DemoScene(app, seed=5, fast=True, attract_ai="random")
    app.push(demo)
    hands.frames(2)
    at = next(i for i, e in enumerate(demo.entries)
              if e.extra is not None and e.extra.settings.get("supplements") == supplement)
    demo.games_started = at
    demo.start_attract()
    hands.frames(2)
    table = demo.table
    st = table.session.state
    assert st.ruleset_id == "magic" and st.num_players == 4 and demo.setup["supplements"] == supplement
    assert set(table.ai_seats) == {0, 1, 2, 3} and table.attract
    assert demo.narrator.text == en
    if supplement == "archenemy":             # one archenemy at 40 against three at 20 (904.5)
        assert sorted(st.life) == [20, 20, 20, 40]
    table.draw(pygame.Surface(app.screen.get_size()))
    cells = table.root.find("counters").cells
    assert any(str(c).startswith(piece) for c in cells), cells
    assert run_until(hands, lambda: len(table.session.match.log) >= 60), "the four programs did not play"
    assert demo.errors == 0 and demo.table is table
    app.settings.language = "ko"
    assert demo.game_name().endswith(ko.removeprefix("새 게임: ").removesuffix("."))
    demo.games_started = at
    demo.start_attract()                       # the same game again, told in Korean
    hands.frames(2)
    assert demo.narrator.text == ko and demo.errors == 0


@pytest.mark.long      # the cap itself is checked by default in test_demo_pace; this is its Archenemy case
def test_the_archenemy_game_gives_way_to_the_next_within_about_two_minutes(app, hands):
    """A 40-life archenemy against three holds the loop no longer than any game: it ends or is cut."""
    demo = DemoScene(app, seed=5, attract_ai="random")     # the loop's own pace, so the clock is the loop's
    app.push(demo)
    hands.frames(2)
    at = next(i for i, e in enumerate(demo.entries)
              if e.extra is not None and e.extra.settings.get("supplements") == "archenemy")
    demo.games_started = at
    demo.start_attract()
    hands.frames(2)
    said: set[str] = set()
    clock = 0.0
    while demo.games_started == at + 1 and clock < GAME_SECONDS + 30:
        app.step(0.25)
        clock += 0.25
        said.add(demo.narrator.text)
    assert demo.games_started == at + 2 and demo.errors == 0, clock
    assert clock <= GAME_SECONDS + 10
    assert demo.games_finished == 1 or "Time is up for this game: the next one begins." in said


@pytest.mark.parametrize("mode", ["ffa", "2v2"])
def test_a_four_player_clash_of_decks_game_joins_the_rotation_once_its_table_lays_out_four_seats(
        app, monkeypatch, mode):
    four_seat_cod_table(monkeypatch)
    demo = DemoScene(app, seed=9, fast=True, attract_ai="random")
    entries = [e for e in demo.entries if e.ruleset == "clash-of-decks"]
    assert [e.extra.settings.get("mode") if e.extra else None for e in entries] == [None, "ffa", "2v2"]
    demo.info, demo.extra = registry.get("clash-of-decks"), next(e.extra for e in entries[1:]
                                                                  if e.extra.settings["mode"] == mode)
    demo.game_seed = 77
    setup = demo._setup()
    assert setup["players"] == 4 and setup["mode"] == mode
    session = Session.new("clash-of-decks", 77, setup, autosave=None)   # the game takes it; programs play it
    agents = {p: make_program("clash-of-decks", "random", 7 + p) for p in range(4)}
    for _ in range(60):
        st = session.state
        if st.result is not None:
            break
        seat = st.current_players()[0]
        session.apply(agents[seat].choose(st, seat))
    assert sum(session.state.own_turns) >= 4 and len({p for p, n in enumerate(session.state.own_turns) if n}) == 4


def test_an_extra_game_the_table_cannot_lay_out_is_left_out(monkeypatch):
    table = registry.get("clash-of-decks").part("table")
    monkeypatch.setattr(table, "TABLE", dataclasses.replace(table.TABLE, table_seats=(2,)))
    entries, errors = rotation(demo_games())
    assert not errors and not [e for e in entries if e.ruleset == "clash-of-decks" and e.extra is not None]
    assert [e for e in entries if e.ruleset == "magic" and e.extra is not None]      # Magic's table seats six


def test_a_broken_demo_file_names_the_setup_and_field_and_the_demo_plays_on(app, hands, tmp_path, monkeypatch):
    bad = tmp_path / "demo.toml"
    bad.write_text('[[setup]]\nname = { en = "Four" }\nplayers = 9\nsettings = { variant = "chess", colour = 1 }\n'
                   'extra = true\n', encoding="utf-8")
    info = registry.get("magic")
    with pytest.raises(DataError) as caught:
        load_demo_setups(info, str(bad))
    problems = caught.value.problems
    assert caught.value.path == str(bad)
    assert "setup 1: unknown field 'extra' (name, players, settings, format)" in problems
    assert "setup 1: name needs en and ko texts" in problems
    assert "setup 1: players must be a whole number from 2 to 8" in problems     # Grand Melee seats eight
    assert "setup 1: settings: magic has no option 'colour'" in problems
    assert any(p.startswith("setup 1: settings: variant='chess' is not allowed") for p in problems)
    import game.ui.demo_setups as ds
    real = ds.load_demo_setups
    monkeypatch.setattr(ds, "load_demo_setups", lambda i, path=None: real(i, str(bad)) if i.id == "magic" else real(i))
    demo = DemoScene(app, seed=5, fast=True, attract_ai="random")
    app.push(demo)
    hands.frames(2)
    assert not [e for e in demo.entries if e.ruleset == "magic" and e.extra is not None]
    assert demo.table is not None and demo.errors == 0
    with open(demo_log_path(), encoding="utf-8") as fh:
        assert "players must be a whole number" in fh.read()
