"""Every scenario file under levels/scenarios/ must pass (docs/scenarios.md)."""
from __future__ import annotations

import pathlib

import pytest

from game.cli.scenario import run_file

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCENARIOS = sorted((ROOT / "levels" / "scenarios").rglob("*.toml"))


def test_scenarios_exist() -> None:
    assert SCENARIOS, f"no scenario files under {ROOT / 'levels' / 'scenarios'}"


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path: pathlib.Path) -> None:
    failures = run_file(str(path))
    if failures:
        print(f"{path.relative_to(ROOT)}:")
        for f in failures:
            print(f"    {f}")
    assert not failures, f"{path.name}: " + "; ".join(failures)
