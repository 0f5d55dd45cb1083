"""Every game through the same command line: `rulesets` lists them, `--ruleset/--players/--set` pick one."""
from __future__ import annotations

import json
import shlex

import pytest

from game.cli import main as cli
from game.engine import registry
from game.engine.match import Match
from game.engine.setup import SetupError, build_setup, parse_settings


def test_rulesets_json_lists_every_game_with_its_seats_modes_and_settings(capsys) -> None:
    assert cli.main(["rulesets", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)["rulesets"]
    assert [r["id"] for r in listed] == [info.id for info in registry.all_rulesets()]
    dd = next(r for r in listed if r["id"] == "dragon-duel")
    assert dd["min_players"] == dd["max_players"] == 2 and "dd" in dd["aliases"]
    assert {"en", "ko"} <= set(dd["names"]) and dd["pitch"]["en"] and dd["modes"]
    backtracking = next(o for o in dd["options"] if o["id"] == "backtracking")
    assert backtracking["choices"] == ["rollback", "prevent"] and backtracking["default"] == "rollback"
    assert any(o["id"] == "deck1" for o in next(r for r in listed if r["id"] == "lanes")["options"])


def test_rulesets_without_json_reads_as_lines_per_game(capsys) -> None:
    assert cli.main(["rulesets"]) == 0
    out = capsys.readouterr().out
    assert "Dragon Duel" in out and "--set backtracking=rollback|prevent" in out


BAD = [
    ("bench --ruleset dd --set matc=on", "dragon-duel has no setting 'matc' (its settings: backtracking"),
    ("bench --ruleset dd --set match=maybe", "match='maybe' is not allowed (choose one of: off, on)"),
    ("bench --ruleset dd --set crystals=99", "crystals=99 is not allowed (a whole number from 1 to 20)"),
    ("bench --ruleset dd --set match", "--set 'match': write KEY=VALUE"),
    ("bench --players 3", "lanes is played by 2 players, not 3"),
    ("bench --ruleset lanes --set deck1=nope", "deck1='nope' is not allowed (choose one of: random,"),
    ("scenario levels --set match=on", "--set and --players need --ruleset"),
    ("scenario levels --ruleset lanes --set x=1", "lanes has no setting 'x' (its settings: deck1"),
    ("simulate --games x", "argument --games: 'x' is not a whole number"),
    ("frob", "invalid choice: 'frob'"),
    # a setup the game itself refuses (four seats need a four-seat mode) stops before any game is played
    ("simulate --ruleset clash-of-decks --players 4 --games 2", "four players play mode=ffa, 2v2 or coop"),
    ("bench --ruleset cod --players 4 --seconds 0.1", "four players play mode=ffa, 2v2 or coop"),
    ("play --seats person,robot", "--seats: invalid choice: 'robot' for lanes (choose from person, easy,"),
    ("play --seats person", "--seats: 2 seats need 2 entries, not 1"),
    ("play --ruleset cod --players 1 --set mode=solo --seats random,person", "1 seats need 1 entries, not 2"),
]


@pytest.mark.parametrize("line, says", BAD, ids=[b[0] for b in BAD])
def test_an_unknown_setting_or_value_is_one_error_line_listing_what_exists(capsys, line, says) -> None:
    with pytest.raises(SystemExit) as done:
        cli.main(shlex.split(line))
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and ": error: " in err and says in err, err


def test_an_alias_names_the_same_game_as_its_id(capsys) -> None:
    assert cli.main(["bench", "--ruleset", "dd", "--seconds", "0.05", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["ruleset"] == "dragon-duel"


def test_a_setting_reaches_the_game_that_is_played() -> None:
    info = registry.get("dragon-duel")
    setup = build_setup(info, 4, settings=parse_settings(info, ["match=on", "crystals=3", "deck1=ember-onslaught"]))
    state = Match("dragon-duel", 4, setup).state
    assert state.options["match"] == "on" and state.options["crystals"] == 3
    lanes = registry.get("lanes")
    setup = build_setup(lanes, 4, settings=parse_settings(lanes, ["deck2=veiled-court", "first_player=2"]))
    state = Match("lanes", 4, setup).state
    leader = state.cards[state.leader[1]].def_id
    from game.rulesets.lanes.cards import load_card_db
    from game.rulesets.lanes.deck import load_all_decks
    assert leader == load_all_decks(load_card_db())["veiled-court"].leader
    assert state.first_player == 1


def test_a_seat_count_outside_the_games_range_is_refused() -> None:
    with pytest.raises(SetupError, match="played by 2 players, not 1"):
        build_setup(registry.get("dragon-duel"), 1, players=1)


def test_scenario_with_a_ruleset_runs_only_that_games_files(capsys) -> None:
    assert cli.main(["scenario", "levels/scenarios", "--ruleset", "dragon-duel", "-v"]) == 0
    out = capsys.readouterr().out
    assert "dragon-duel/" in out and "/lanes/" not in out and "left out" in out


def test_scenario_settings_are_laid_over_the_files_own(capsys) -> None:
    """Rollback scenarios stop passing when the command line switches backtracking to prevent: the setting got there."""
    path = "levels/scenarios/dragon-duel/rollback_undoes_a_draw_and_withdraws.toml"
    assert cli.main(["scenario", path, "--ruleset", "dd"]) == 0
    assert cli.main(["scenario", path, "--ruleset", "dd", "--set", "backtracking=prevent"]) == 1
    assert "DD-15.2" in capsys.readouterr().out


def _play_through(monkeypatch, capsys, tmp_path, argv: list[str], picks: int) -> str:
    """Play ``picks`` actions at the terminal, always the first listed, then quit; what it printed."""
    answers = iter(["0"] * picks + ["q"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    assert cli.main(["play", *argv, "--seed", "5", "--save", str(tmp_path / "g.json")]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("game", [info.id for info in registry.all_rulesets()])
def test_every_game_plays_at_the_terminal_and_autosaves_a_game_that_loads(monkeypatch, capsys, tmp_path,
                                                                          game) -> None:
    out = _play_through(monkeypatch, capsys, tmp_path, ["--ruleset", game], 6)
    assert " 0. " in out and "   * " in out       # numbered actions, and what they did in the game's words
    saved = Match.load(str(tmp_path / "g.json"))
    assert saved.ruleset_id == game and len(saved.log) >= 1


def test_the_terminal_shows_a_dragon_duel_hand_to_its_player_only(monkeypatch, capsys, tmp_path) -> None:
    out = _play_through(monkeypatch, capsys, tmp_path, ["--ruleset", "dd"], 0)
    match = Match("dragon-duel", 5, build_setup(registry.get("dragon-duel"), 5))
    s = match.state
    text = registry.get("dragon-duel").part("text")
    me = s.current_players()[0]
    mine = [text.card_name(s, i) for i in s.hands[me].cards]
    theirs = [text.card_name(s, i) for i in s.hands[1 - me].cards]
    assert all(name in out for name in mine)
    assert not any(name in out for name in set(theirs) - set(mine))


def test_a_saved_game_resumes_at_the_terminal_in_its_own_game(monkeypatch, capsys, tmp_path) -> None:
    _play_through(monkeypatch, capsys, tmp_path, ["--ruleset", "dd"], 3)
    answers = iter(["q"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    assert cli.main(["play", "--load", str(tmp_path / "g.json"), "--save", str(tmp_path / "h.json")]) == 0
    assert "deck" in capsys.readouterr().out.lower()


def test_a_program_in_a_seat_plays_between_a_persons_inputs(monkeypatch, capsys, tmp_path) -> None:
    """Dragon Duel seed 5 with a program in the first seat: it plays until the person must act, and its
    moves are said and saved; what it draws and holds stays hidden from the person."""
    out = _play_through(monkeypatch, capsys, tmp_path, ["--ruleset", "dd", "--seats", "normal,person"], 2)
    assert "Player 1 (normal): " in out and "  p1.hand: Avalanche Charge" in out
    saved = Match.load(str(tmp_path / "g.json"))
    assert {a.player for a in saved.log} == {0, 1}
    assert "Player 1 draws a card" in out and "  p0.hand: 6 hidden" in out


def test_programs_in_every_seat_play_a_game_to_its_end(monkeypatch, capsys, tmp_path) -> None:
    monkeypatch.setattr("builtins.input", lambda prompt="": pytest.fail("no person sits here"))
    assert cli.main(["play", "--ruleset", "lanes", "--seed", "3", "--seats", "random,greedy",
                     "--save", str(tmp_path / "g.json")]) == 0
    out = capsys.readouterr().out
    assert "Game over: " in out and "Player 2 (greedy): " in out
    assert Match.load(str(tmp_path / "g.json")).state.result is not None


def test_card_stats_give_each_card_its_decks_record(capsys) -> None:
    """Every card of a seat's deck shares that seat's record: 6 games, Ember against Stone."""
    assert cli.main(["simulate", "--ruleset", "dragon-duel", "--games", "6", "--card-stats", "--json",
                     "--set", "deck1=ember-onslaught", "--set", "deck2=stonewatch-bulwark"]) == 0
    summary = json.loads(capsys.readouterr().out)
    rows = {r["card"]: r for r in summary["card_stats"]}
    first = [r for c, r in rows.items() if c.startswith("DD-E")]
    second = [r for c, r in rows.items() if c.startswith("DD-S")]
    assert first and second and all(r["decks"] == 6 for r in first + second)
    won_first = {r["won"] for r in first}
    assert len(won_first) == 1 and {r["won"] for r in second} == {6 - summary["draws"] - won_first.pop()}
    rates = [r["win_rate"] for r in summary["card_stats"]]
    assert rates == sorted(rates, reverse=True)


def test_card_stats_after_a_draft_count_only_the_picked_cards(capsys) -> None:
    """Clash of Decks drafts from a pile of 64: each seat plays 8 picked cards and its citadel, and the
    cards nobody picked are in nobody's deck."""
    assert cli.main(["simulate", "--ruleset", "clash-of-decks", "--games", "4", "--card-stats", "--json",
                     "--set", "decks=draft"]) == 0
    rows = json.loads(capsys.readouterr().out)["card_stats"]
    assert sum(r["decks"] for r in rows) == 4 * 2 * 9


def test_perf_measures_each_shape_beside_python_chess(capsys) -> None:
    """`perf` plays the shapes it is asked for and puts python-chess's figure and the ratio beside each."""
    assert cli.main(["perf", "--only", "lanes,commander", "--seconds", "0.05", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    rows = {r["shape"]: r for r in out["shapes"]}
    assert set(rows) == {"lanes", "magic commander 4 seats"}
    for r in rows.values():
        assert r["actions"] > 0 and r["actions_per_second"] > 0 and r["chess_plies_per_second"] > 0
        assert abs(r["ratio"] - r["actions_per_second"] / out["chess_median"]) <= 0.01
