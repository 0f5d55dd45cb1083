"""Every Clash of Decks scenario file passes (format: docs/scenarios.md, section Clash of Decks), and a
broken expectation is reported rather than passed."""
from __future__ import annotations

import pathlib

import pytest

from game.cli.scenario import run_file
from game.engine.errors import DataError
from game.util.files import read_toml

ROOT = pathlib.Path(__file__).resolve().parents[2]
FOLDER = ROOT / "levels" / "scenarios" / "clash-of-decks"
SCENARIOS = sorted(FOLDER.glob("*.toml"))


def test_at_least_50_clash_of_decks_scenarios_each_naming_its_rule() -> None:
    assert len(SCENARIOS) >= 50
    for path in SCENARIOS:
        meta = read_toml(str(path))["scenario"]
        assert meta["ruleset"] == "clash-of-decks" and meta["rule"].startswith("CD-"), path.name


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_cod_scenario(path: pathlib.Path) -> None:
    failures = run_file(str(path))
    assert not failures, f"{path.name}: " + "; ".join(failures)


def test_a_wrong_expectation_fails(tmp_path: pathlib.Path) -> None:
    text = (FOLDER / "ai_fortress_exposed_loses.toml").read_text(encoding="utf-8").replace("winner = 1", "winner = 2")
    bad = tmp_path / "bad.toml"
    bad.write_text(text, encoding="utf-8")
    assert run_file(str(bad)) == ["end: winner is 1, expected 2"]


def test_a_malformed_position_names_the_file_and_field(tmp_path: pathlib.Path) -> None:
    text = (FOLDER / "defender_never_the_citadel.toml").read_text(encoding="utf-8").replace(
        'upper = ["CD1-25"]', 'upper = ["CD9-99"]')
    bad = tmp_path / "broken.toml"
    bad.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as info:
        run_file(str(bad))
    assert "broken.toml" in str(info.value) and "position.p1.upper[0]: unknown card id 'CD9-99'" in str(info.value)
