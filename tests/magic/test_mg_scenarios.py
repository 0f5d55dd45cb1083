"""Every Magic scenario file passes through the generic runner, and a broken expectation is reported
rather than passed."""
from __future__ import annotations

import pathlib

import pytest

from game.cli.scenario import run_file
from game.util.files import read_toml

ROOT = pathlib.Path(__file__).resolve().parents[2]
FOLDER = ROOT / "levels" / "scenarios" / "magic"
SCENARIOS = sorted(FOLDER.glob("*.toml"))


def test_the_magic_scenarios_each_name_a_rule_number() -> None:
    assert len(SCENARIOS) >= 25
    for path in SCENARIOS:
        meta = read_toml(str(path))["scenario"]
        assert meta["ruleset"] == "magic" and meta["rule"][:3].isdigit(), path.name


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_mg_scenario(path: pathlib.Path) -> None:
    failures = run_file(str(path))
    assert not failures, f"{path.name}: " + "; ".join(failures)


def test_a_wrong_expectation_fails_the_scenario(tmp_path: pathlib.Path) -> None:
    text = (FOLDER / "zero_life_loses.toml").read_text(encoding="utf-8").replace("winner = 1", "winner = 2")
    broken = tmp_path / "broken.toml"
    broken.write_text(text, encoding="utf-8")
    failures = run_file(str(broken))
    assert failures and "winner is 1, expected 2" in failures[0]
