"""Every Elements Illusion scenario file passes (format: docs/scenarios.md, section Elements Illusion), the
issue's hardest interactions each have one, and a broken expectation is reported rather than passed."""
from __future__ import annotations

import pathlib

import pytest

from game.cli.scenario import run_file
from game.util.files import read_toml

ROOT = pathlib.Path(__file__).resolve().parents[2]
FOLDER = ROOT / "levels" / "scenarios" / "elements-illusion"
SCENARIOS = sorted(FOLDER.glob("*.toml"))


def test_at_least_40_elements_illusion_scenarios_of_that_ruleset() -> None:
    assert len(SCENARIOS) >= 40
    for path in SCENARIOS:
        meta = read_toml(str(path))["scenario"]
        assert meta["ruleset"] == "elements-illusion" and meta["rule"].startswith("EI-"), path.name


def test_the_issues_hardest_interactions_each_have_scenarios() -> None:
    rules = [read_toml(str(p))["scenario"]["rule"] for p in SCENARIOS]
    names = [p.stem for p in SCENARIOS]
    for rule in ("EI-9.3", "EI-9.4", "EI-9.5", "EI-11.1", "EI-11.2", "EI-11.6", "EI-11.7", "EI-11.8", "EI-11.9",
                 "EI-12.1", "EI-12.3", "EI-12.4", "EI-5.3", "EI-5.4", "EI-5.5", "EI-6.4", "EI-1.4", "EI-1.3", "EI-1.2"):
        assert rule in rules, rule
    for words in ("penetrate", "tick", "interruption_twice", "silence_makes", "shadow_copy_completes", "division",
                  "multi_shot_splits", "ep_negative", "end_by_gp", "end_by_a_game_end_skill", "end_by_the_round_limit",
                  "mode_b"):
        assert any(words in n for n in names), words
    players = {read_toml(str(p))["scenario"].get("players", 2) for p in SCENARIOS}
    assert {2, 3, 4, 5} <= players


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_ei_scenario(path: pathlib.Path) -> None:
    failures = run_file(str(path))
    assert not failures, f"{path.name}: " + "; ".join(failures)


def test_a_wrong_expectation_fails(tmp_path: pathlib.Path) -> None:
    text = (FOLDER / "penetrate_is_never_offset.toml").read_text(encoding="utf-8").replace("amount = 3", "amount = 2")
    bad = tmp_path / "bad.toml"
    bad.write_text(text, encoding="utf-8")
    failures = run_file(str(bad))
    assert len(failures) == 1 and "no event matches" in failures[0] and "'amount': 2" in failures[0]
