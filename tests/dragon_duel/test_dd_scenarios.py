"""Every Dragon Duel scenario file passes (format: docs/scenarios.md, section Dragon Duel), and a
broken expectation is reported rather than passed."""
from __future__ import annotations

import pathlib

import pytest

from game.cli.scenario import run_file
from game.util.files import read_toml

ROOT = pathlib.Path(__file__).resolve().parents[2]
FOLDER = ROOT / "levels" / "scenarios" / "dragon-duel"
SCENARIOS = sorted(FOLDER.glob("*.toml"))


def test_at_least_25_dragon_duel_scenarios_of_that_ruleset() -> None:
    assert len(SCENARIOS) >= 25
    for path in SCENARIOS:
        meta = read_toml(str(path))["scenario"]
        assert meta["ruleset"] == "dragon-duel" and meta["rule"].startswith("DD-"), path.name


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_dd_scenario(path: pathlib.Path) -> None:
    failures = run_file(str(path))
    assert not failures, f"{path.name}: " + "; ".join(failures)


def test_a_wrong_expectation_fails(tmp_path: pathlib.Path) -> None:
    text = (FOLDER / "fourth_pull_ends_the_game.toml").read_text(encoding="utf-8").replace("winner = 2", "winner = 1")
    bad = tmp_path / "bad.toml"
    bad.write_text(text, encoding="utf-8")
    assert run_file(str(bad)) == ["end: winner is 2, expected 1"]
