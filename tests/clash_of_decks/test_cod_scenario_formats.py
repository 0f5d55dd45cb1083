"""The scenario runner's mutation phases and set-up games (docs/scenarios.md): a wrong expectation is
reported, a malformed file names the file and the field."""
from __future__ import annotations

import pathlib

import pytest

from game.cli.scenario import run_file
from game.engine.errors import DataError

FOLDER = pathlib.Path(__file__).resolve().parents[2] / "levels" / "scenarios" / "clash-of-decks"


def variant(tmp_path: pathlib.Path, name: str, old: str, new: str) -> str:
    text = (FOLDER / name).read_text(encoding="utf-8")
    assert old in text
    bad = tmp_path / "variant.toml"
    bad.write_text(text.replace(old, new, 1), encoding="utf-8")
    return str(bad)


def test_a_mutation_scenario_reports_a_wrong_cost_refusal_or_face(tmp_path: pathlib.Path) -> None:
    path = variant(tmp_path, "mutation_covering_curse_costs_1_more.toml", "expect_cost = 1.5", "expect_cost = 1")
    assert run_file(path) == ["paste[1]: cost 1.5 points, expected 1"]
    path = variant(tmp_path, "mutation_one_aura_only.toml", 'expect_refusal = "CD-9.4.5"', 'expect_refusal = "CD-9.5.2"')
    assert run_file(path)[0].startswith("paste[2]: refused by CD-9.4.5")
    path = variant(tmp_path, "mutation_attack_and_hp_up_to_9_never_lowered.toml", "hp = 9\n", "hp = 8\n")
    assert run_file(path) == ["expect.face.CD1-12.hp: got 9, expected 8"]


def test_a_malformed_mutation_scenario_names_the_file_and_the_field(tmp_path: pathlib.Path) -> None:
    path = variant(tmp_path, "mutation_each_lab_element_once.toml", '"CD2-05", "CD2-06"', '"CD2-05", "CD9-99"')
    with pytest.raises(DataError) as err:
        run_file(path)
    assert "variant.toml" in str(err.value) and "mutation.lab[1]: unknown card id 'CD9-99'" in str(err.value)
    path = variant(tmp_path, "mutation_each_lab_element_once.toml", "expect_cost = 0.5", "expect_cost = 0.3")
    with pytest.raises(DataError) as err:
        run_file(path)
    assert "paste[1].expect_cost" in str(err.value)


def test_a_setup_scenario_reports_a_wrong_draft_order_and_names_a_bad_setting(tmp_path: pathlib.Path) -> None:
    path = variant(tmp_path, "draft_coop_order_swaps_six_to_the_ais.toml", "draft_order = [3, 1]", "draft_order = [1, 3]")
    assert run_file(path) == ["step 3 (choose): draft_order is [3, 1], expected [1, 3]"]
    path = variant(tmp_path, "draft_twovtwo_orders_rotate_each_round.toml", 'mode = "2v2"', 'mode = "2v3"')
    with pytest.raises(DataError) as err:
        run_file(path)
    assert "variant.toml" in str(err.value) and "setup: " in str(err.value) and "mode" in str(err.value)
