"""The sealed phases' legal list is exactly what the refusal checks allow: the list checks the variants of an
action that differ only in their targets once, and keeps each seat's list while other seats act."""
from __future__ import annotations

import pytest

from game.engine.rng import Rng
from game.rulesets.elements_illusion import legal
from game.rulesets.elements_illusion.actions import Lock, Reset
from game.rulesets.elements_illusion.state import EIState
from game.rulesets.elements_illusion.vocab import Phase

from ei_kit import new_game


def _one_by_one(s: EIState, p: int) -> list[str]:
    cands = legal._main_candidates(s, p) if s.phase is Phase.MAIN else legal._build_candidates(s, p)
    head = [Lock(p)] + ([] if legal.plan_empty(s, p) else [Reset(p)])
    return [str(a) for a in head + [a for a in cands if legal.CHECKS[type(a)](s, a) is None]]


@pytest.mark.parametrize("players", [2, 4, 6])
def test_ei_4_3_each_seats_sealed_list_is_every_candidate_its_check_allows(players: int) -> None:
    compared = 0
    for seed in range(3):
        s = new_game(players, seed, abilities_per_card="any" if seed % 2 else "one", designer_gap="on")
        rng = Rng(seed)
        while s.result is None:
            acts = s.legal_actions()
            if s.sealed():
                for p in s.current_players():
                    assert [str(a) for a in acts if a.player == p] == _one_by_one(s, p)
                    compared += 1
            s.apply(acts[rng.below(len(acts))])
    assert compared > 100


def test_ei_4_3_a_refused_target_variant_is_refused_by_its_own_rule() -> None:
    from ei_kit import pos, refused
    s = pos(3, phase="build", el=9, p1={"hand": ["F1"]})
    refused(s, "EI-8.5", "skill", player=1, skill="short_fire", targets=[1])      # never oneself
    assert "skill player=0 skill=short_fire copy=none targets=1" in {str(a) for a in s.legal_actions()}


def test_ei_4_3_the_sealed_lists_of_every_scenario_position_are_every_candidate_its_check_allows() -> None:
    import pathlib

    from game.rulesets.elements_illusion.scenario import build_position, make_action, read_options
    from game.util.files import read_toml
    folder = pathlib.Path(__file__).resolve().parents[2] / "levels" / "scenarios" / "elements-illusion"
    compared = 0
    for path in sorted(folder.glob("*.toml")):
        data = read_toml(str(path))
        meta = data["scenario"]
        s = build_position(data["position"], str(path), meta.get("seed", 1), read_options(data.get("options"), str(path)),
                           meta.get("players", 2))
        for step in data.get("step", []):          # the position, then after every step the file takes
            if s.sealed():
                for p in s.current_players():
                    assert [str(a) for a in s.legal_actions() if a.player == p] == _one_by_one(s, p), path.name
                    compared += 1
            if step.get("action") == "lock_all" or "expect_refusal" in step:
                break
            s.apply(make_action(s, step))
    assert compared > 60
