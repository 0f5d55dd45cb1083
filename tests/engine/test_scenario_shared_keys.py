"""The expectation keys every game shares (winner, result_rule, phase, turn, decision, ...) are
checked by one function, so a wrong one fails the same way in every game's scenario files."""
from __future__ import annotations

import pathlib
import re

import pytest

from game.cli.scenario import run_file

ROOT = pathlib.Path(__file__).resolve().parents[2]
GAMES = ("lanes", "dragon-duel", "clash-of-decks", "elements-illusion", "magic")


def _first_with_winner(game: str) -> pathlib.Path:
    for path in sorted((ROOT / "levels" / "scenarios" / game).glob("*.toml")):
        text = path.read_text(encoding="utf-8")
        # a file whose last [expect] names the winner (not only a step's expectation)
        if re.search(r"^winner = [0-9]+$", text, re.M) and re.search(r"^\[expect\]$", text, re.M):
            return path
    raise AssertionError(f"no {game} scenario names a winner")


@pytest.mark.parametrize("game", GAMES)
def test_a_wrong_winner_fails_in_every_game(game: str, tmp_path: pathlib.Path) -> None:
    path = _first_with_winner(game)
    assert run_file(str(path)) == []
    text = path.read_text(encoding="utf-8")
    right = int(re.search(r"^winner = ([0-9]+)$", text, re.M).group(1))   # type: ignore[union-attr]
    wrong = 1 if right != 1 else 2
    bad = tmp_path / path.name
    bad.write_text(re.sub(r"^winner = [0-9]+$", f"winner = {wrong}", text, count=1, flags=re.M), encoding="utf-8")
    failures = run_file(str(bad))
    assert any(f"winner is {right}, expected {wrong}" in f for f in failures), failures


@pytest.mark.parametrize("game", GAMES)
def test_a_wrong_turn_fails_in_every_game(game: str, tmp_path: pathlib.Path) -> None:
    path = _first_with_winner(game)
    text = path.read_text(encoding="utf-8")
    bad = tmp_path / path.name
    bad.write_text(text.replace("[expect]\n", "[expect]\nturn = 999\n", 1), encoding="utf-8")
    assert any("turn is" in f and "expected 999" in f for f in run_file(str(bad)))


def test_an_action_expected_legal_that_is_not_fails(tmp_path: pathlib.Path) -> None:
    path = ROOT / "levels" / "scenarios" / "dragon-duel" / "running_out_during_a_battle.toml"
    text = path.read_text(encoding="utf-8")
    assert run_file(str(path)) == []
    bad = tmp_path / path.name
    bad.write_text(re.sub(r"^legal = \[", 'legal = ["no such action", ', text, count=1, flags=re.M), encoding="utf-8")
    assert any("not legal: ['no such action']" in f for f in run_file(str(bad)))
