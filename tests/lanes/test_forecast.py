"""The battle preview comes from the engine playing the attack out on a copy."""
from __future__ import annotations

from game.rulesets.lanes.actions import Attack
from game.rulesets.lanes.forecast import forecast_attack
from game.rulesets.lanes.scenario import position

DECK = ["LT-F01"] * 6


def _state(p2_lane0: str | None):
    p2 = {"leader": "LT-L02", "deck": DECK}
    if p2_lane0:
        p2["lane0"] = p2_lane0
    return position({"turn": 3, "turn_player": 1, "phase": "attack",
                     "p1": {"leader": "LT-L01", "level": 4, "lane0": "LT-F13", "deck": DECK}, "p2": p2})


def test_7_4_3_the_forecast_names_the_unit_a_block_would_lose_and_leaves_the_game_untouched() -> None:
    s = _state("LT-E04")  # 8 power against 4
    before = s.state_hash()
    f = forecast_attack(s, Attack(0, 0))
    assert s.state_hash() == before
    blocker = s.unit_at(1, 0)
    assert f["blocks"] == {blocker: [blocker]} and f["hit"] == 2 and not f["must_block"]


def test_7_4_2_with_nobody_to_block_the_forecast_is_the_hit() -> None:
    f = forecast_attack(_state(None), Attack(0, 0))
    assert f == {"hit": 2, "blocks": {}, "must_block": False, "known": True}


def test_a_refused_attack_has_no_forecast() -> None:
    assert forecast_attack(_state(None), Attack(0, 2)) is None
