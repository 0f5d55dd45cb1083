"""The limited range of influence option (801), ``--set range_of_influence=N`` in a free-for-all: a player
attacks, targets and affects only the players within N seats to either side (counting the seats of players
still in the game) and what they control; beyond it an attack or a target is refused with the rule, in both
languages."""
from __future__ import annotations

import json

import pytest

from game.cli import main as cli
from game.engine.errors import DataError, IllegalActionError
from game.rulesets.magic import teams
from game.rulesets.magic.actions import Attack
from game.rulesets.magic.setup import new_state

from mg_kit import card, do, pass_all, position

RANGE_1 = {"range_of_influence": "1"}


def test_801_a_player_attacks_only_the_opponents_within_range() -> None:
    s = position(players=5, options=RANGE_1, step="declare_attackers", p1={"battlefield": ["MG-G03"]})
    assert {a.target for a in s.legal_actions() if isinstance(a, Attack)} == {"p1", "p4"}   # seats 2 and 5
    with pytest.raises(IllegalActionError) as err:
        do(s, "attack", card="battlefield:MG-G03", target="p3")
    assert err.value.rule == "801.1" and "Player 3 is beyond your range of influence" in err.value.en
    assert "영향 범위" in err.value.ko


def test_801_a_target_beyond_range_is_refused_and_one_within_is_not() -> None:
    s = position(players=5, options=RANGE_1, step="main1", p1={"battlefield": ["MG-L04"], "hand": ["MG-R03"]},
                 p2={"battlefield": ["MG-W01"]}, p3={"battlefield": ["MG-W01"]})
    with pytest.raises(IllegalActionError) as err:
        do(s, "cast", card="hand:MG-R03", target="p3.battlefield:MG-W01")
    assert err.value.rule == "801.1"
    do(s, "cast", card="hand:MG-R03", target="p2.battlefield:MG-W01")
    pass_all(s)
    assert not any(s.defs[i].id == "MG-W01" for i in s.battlefield(1))


def test_801_each_opponent_reaches_only_those_within_range() -> None:
    s = position(players=5, options=RANGE_1, step="main1",
                 p1={"battlefield": ["MG-L03", "MG-L03", "MG-L03"], "hand": ["MG-B04"]})
    do(s, "cast", card="hand:MG-B04")
    pass_all(s)
    assert s.life == [22, 18, 20, 20, 18]


def test_801_each_creature_reaches_only_the_creatures_within_range() -> None:
    s = position(players=5, options=RANGE_1, step="main1",
                 p1={"battlefield": ["MG-L04", "MG-L04", "MG-L04", "MG-L04"], "hand": ["MG-R05"]},
                 p2={"battlefield": ["MG-W01"]}, p3={"battlefield": ["MG-W01"]})
    do(s, "cast", card="hand:MG-R05")
    pass_all(s)
    assert [len(s.battlefield(q)) for q in (1, 2)] == [0, 1]


def test_801_range_counts_only_the_players_still_in_the_game() -> None:
    s = position(players=5, options=RANGE_1, step="main1")
    assert not teams.in_range(s, 0, 2)
    do(s, "concede", player=2)
    assert teams.in_range(s, 0, 2) and s.opponents(0) == [2, 3, 4]


@pytest.mark.parametrize("setup", [{"players": 2, **RANGE_1}, {"players": 4, "multiplayer": "two-headed-giant",
                                                                 **RANGE_1}])
def test_801_the_option_is_for_a_free_for_all(setup) -> None:
    with pytest.raises(DataError) as err:
        new_state(1, setup)
    assert any(p.startswith("801.1 ") for p in err.value.problems)


def test_801_programs_play_a_free_for_all_with_range_1_cleanly(capsys) -> None:
    assert cli.main(["simulate", "--ruleset", "magic", "--players", "5", "--set", "range_of_influence=1",
                     "--games", "2", "--seed", "3", "--jobs", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out["crashes"] == 0 and out["invariant_violations"] == 0
