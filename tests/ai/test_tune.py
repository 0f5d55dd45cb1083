"""`python -m game tune`: the self-play probes that found the Hard levels' weights give the same table
on every run, and a probe that throws a game's judgement away loses to the level it came from."""
from __future__ import annotations

import json

from game.cli import main as cli


def _tune(capsys, *argv: str) -> dict:
    assert cli.main(["tune", *argv, "--json"]) == 0
    out = capsys.readouterr().out
    return json.loads(out)


def test_a_probe_is_measured_on_seat_swapped_pairs_and_the_same_run_gives_the_same_table(capsys) -> None:
    args = ("--ruleset", "dragon-duel", "--terms", "dragons", "--factors", "0", "--games", "6", "--seed", "5")
    first = _tune(capsys, *args)
    assert first == _tune(capsys, *args)
    probes = first["rounds"][0]["probes"]
    assert list(probes) == ["dragons=0.0"]
    assert 0.0 <= probes["dragons=0.0"] <= 1.0
    assert first["rounds"][0]["start_share"] == 0.5   # unchanged weights are not played: even by definition


def test_a_judgement_with_every_weight_at_nought_loses_to_the_level_it_came_from(capsys) -> None:
    zero = ",".join(f"{t}=0" for t in ("dragons", "battle", "reach", "characters", "hand", "six", "crystals",
                                        "deck", "runout"))
    out = _tune(capsys, "--ruleset", "dragon-duel", "--weights", zero, "--terms", "none", "--games", "10")
    assert out["share"] <= 0.2, out     # it plays its first sensible action: Normal's weights beat that
    assert out["rounds"][0]["probes"] == {}
