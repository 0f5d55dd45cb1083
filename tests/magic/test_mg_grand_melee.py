"""Grand Melee (807, melee.py): eight players, one turn marker for every four; the marker holders take their
turns at once (each untaps, draws, plays a land, declares their own attackers in turn), reach one seat to
either side (801), pass their markers left when the turn ends, and a marker goes when a player leaves and
too few are left for it."""
from __future__ import annotations

import json

import pytest

from game.cli import main as cli
from game.engine.errors import DataError, IllegalActionError
from game.rulesets.magic import teams
from game.rulesets.magic.actions import Attack, PlayLand
from game.rulesets.magic.setup import new_state
from game.rulesets.magic.state import Step
from game.rulesets.magic.text import describe_event

from mg_kit import card, do, pass_all, position

MELEE = {"multiplayer": "grand-melee"}


def _melee(**pos):
    return position(players=8, options=MELEE, **pos)


def test_807_eight_players_start_with_two_markers_four_seats_apart() -> None:
    for seed in (1, 2):
        s = new_state(seed, {"players": 8, **MELEE})
        while s.step is Step.MULLIGAN:
            d = s.decisions[0]
            s.apply(next(a for a in s.legal_actions() if a.player == d.player and getattr(a, "option", "") == "keep"))
        assert len(s.markers) == 2 and (s.markers[1] - s.markers[0]) % 8 == 4
        assert s.active == s.markers[0] == s.start_player and teams.active_players(s) == s.markers
        assert s.setting.range_of_influence == 1


def test_807_the_marker_holders_untap_and_draw_in_the_same_turn() -> None:
    s = _melee(step="end", active=1, p2={"battlefield": [{"card": "MG-L01", "tapped": True}]},
               p6={"battlefield": [{"card": "MG-L02", "tapped": True}]},
               p3={"battlefield": [{"card": "MG-L03", "tapped": True}]})
    assert s.markers == [0, 4]
    hands = [len(s.hand(p)) for p in range(8)]
    events = []
    while not (s.step is Step.DRAW and s.priority >= 0):
        events += do(s, "pass")
    assert s.markers == [1, 5] and s.active == 1
    assert [len(s.hand(p)) - hands[p] for p in range(8)] == [0, 1, 0, 0, 0, 1, 0, 0]
    assert not s.perm[card(s, "p2.battlefield:MG-L01")].tapped and not s.perm[card(s, "p6.battlefield:MG-L02")].tapped
    assert s.perm[card(s, "p3.battlefield:MG-L03")].tapped
    moved = [e for e in events if e.kind == "turn_markers"]
    assert describe_event(s, moved[-1], "en") == "Turn markers: players 2, 6"
    assert describe_event(s, moved[-1], "ko") == "턴 표식: 플레이어 2, 6"


def test_807_each_marker_holder_plays_a_land_in_the_shared_turn() -> None:
    s = _melee(step="main1", active=1, p1={"hand": ["MG-L01"]}, p5={"hand": ["MG-L02"]}, p2={"hand": ["MG-L03"]})
    do(s, "land", card="hand:MG-L01")
    while s.priority != 4:
        pass_all(s, 1)
    assert PlayLand(4, card(s, "p5.hand:MG-L02")) in s.legal_actions()
    s2 = _melee(step="main1", active=1, p2={"hand": ["MG-L03"]})
    pass_all(s2, 1)
    with pytest.raises(IllegalActionError) as err:
        do(s2, "land", card="p2.hand:MG-L03")
    assert err.value.rule == "305.2"


def test_807_each_marker_holder_declares_their_own_attackers_in_turn_within_range_1() -> None:
    s = _melee(step="begin_combat", active=1, p1={"battlefield": ["MG-G03"]}, p5={"battlefield": ["MG-R04"]})
    pass_all(s)
    assert s.step is Step.ATTACKERS and s.to_attack == [0, 4]
    assert {a.target for a in s.legal_actions() if isinstance(a, Attack)} == {"p1", "p7"}   # seats 2 and 8
    with pytest.raises(IllegalActionError) as err:
        do(s, "attack", card="battlefield:MG-G03", target="p3")
    assert err.value.rule == "801.1"
    do(s, "attack", card="battlefield:MG-G03", target="p2")
    assert teams.declarer(s) == 4                                   # player 5 declares next
    assert {a.target for a in s.legal_actions() if isinstance(a, Attack)} == {"p3", "p5"}
    do(s, "attack", card="p5.battlefield:MG-R04", target="p6", player=5)
    while s.step is not Step.DAMAGE:
        if s.step is Step.BLOCKERS and s.to_block:
            do(s, "declared")
        else:
            pass_all(s, 1)
    assert s.life == [20, 17, 20, 20, 20, 16, 20, 20]


def test_807_a_marker_goes_when_too_few_players_are_left() -> None:
    s = _melee(step="main1", active=1)
    do(s, "concede", player=5)
    assert s.markers == [0] and teams.active_players(s) == [0]
    s2 = _melee(step="main1", active=1)
    do(s2, "concede", player=3)
    assert s2.markers == [0]            # not a holder: the newest marker goes


@pytest.mark.parametrize("players", [4, 6])
def test_807_grand_melee_needs_eight_players(players: int) -> None:
    with pytest.raises(DataError) as err:
        new_state(1, {"players": players, **MELEE})
    assert any(p.startswith("807 ") for p in err.value.problems) and "그랜드 밀리" in err.value.reason("ko")


def test_807_programs_play_grand_melee_at_eight_cleanly(capsys) -> None:
    assert cli.main(["simulate", "--ruleset", "magic", "--players", "8", "--set", "multiplayer=grand-melee",
                     "--games", "1", "--seed", "5", "--jobs", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out["crashes"] == 0 and out["invariant_violations"] == 0 and out["draws"] == 0
