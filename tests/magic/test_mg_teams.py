"""Shared team turns (805, teams.py): teams take turns, every player of the active team is an active player
(untaps, draws, plays a land, casts sorceries), the team attacks and blocks together, teammates are not each
other's opponents, and the game ends when one team is left. Four seats formed in two teams of two by
``teams.form``, the way a supplement asks for them (no shared life: that is Two-Headed Giant's, 810)."""
from __future__ import annotations

import pytest

from game.engine.errors import IllegalActionError
from game.rulesets.magic import teams
from game.rulesets.magic.actions import Attack, PlayLand
from game.rulesets.magic.state import Step
from game.rulesets.magic.text import describe_action

from mg_kit import card, do, pass_all, position

TWO_BY_TWO = ((0, 1), (2, 3))


def _declared(s) -> None:
    """The attack (or the blocks) declared: a declaration closes by itself once no creature is left for it."""
    if s.step is Step.ATTACKERS and not s.attacks_declared or s.step is Step.BLOCKERS and s.to_block:
        do(s, "declared")


def _teamed(**pos):
    s = position(players=4, **pos)
    teams.form(s, TWO_BY_TWO)
    return s


def test_805_teammates_are_not_opponents_and_cannot_be_attacked() -> None:
    s = _teamed(step="declare_attackers", p1={"battlefield": ["MG-G03"]})
    assert s.opponents(0) == [2, 3] and s.opponents(3) == [0, 1]
    assert s.teams == [0, 0, 1, 1]               # the engine's team numbers agree (conceding goes by them)
    aims = {a.target for a in s.legal_actions() if isinstance(a, Attack)}
    assert aims == {"p2", "p3"}
    with pytest.raises(IllegalActionError) as err:
        do(s, "attack", card="battlefield:MG-G03", target="p2")       # seat 1: a teammate
    assert err.value.rule == "506.3" and "opponent" in err.value.en and "상대" in err.value.ko


def test_805_every_player_of_the_active_team_untaps_and_draws() -> None:
    s = _teamed(step="end", active=3, p1={"battlefield": [{"card": "MG-L01", "tapped": True}]},
                p2={"battlefield": [{"card": "MG-L02", "tapped": True}]},
                p3={"battlefield": [{"card": "MG-L03", "tapped": True}]})
    hands = [len(s.hand(p)) for p in range(4)]
    while not (s.step is Step.DRAW and s.priority >= 0):
        pass_all(s, 1)
    assert s.active == 0 and teams.active_players(s) == [0, 1]
    assert not s.perm[card(s, "p1.battlefield:MG-L01")].tapped and not s.perm[card(s, "p2.battlefield:MG-L02")].tapped
    assert s.perm[card(s, "p3.battlefield:MG-L03")].tapped                 # the other team's stays tapped
    assert [len(s.hand(p)) - hands[p] for p in range(4)] == [1, 1, 0, 0]


def test_805_each_active_player_plays_a_land_of_their_own() -> None:
    s = _teamed(step="main1", active=1, p1={"hand": ["MG-L01"]}, p2={"hand": ["MG-L02"]}, p3={"hand": ["MG-L03"]})
    do(s, "land", card="hand:MG-L01")
    pass_all(s, 1)                                 # seat 1 passes; seat 2, the teammate, holds priority
    assert s.priority == 1
    assert PlayLand(1, card(s, "p2.hand:MG-L02")) in s.legal_actions()
    do(s, "land", card="p2.hand:MG-L02")
    assert s.on_battlefield(card(s, "p2.battlefield:MG-L02"))
    pass_all(s, 1)
    with pytest.raises(IllegalActionError) as err:   # seat 3 is not active: no land in another team's turn
        do(s, "land", card="p3.hand:MG-L03")
    assert err.value.rule == "305.2"


def test_805_the_team_declares_its_attackers_together() -> None:
    s = _teamed(step="declare_attackers", p1={"battlefield": ["MG-G03"]}, p2={"battlefield": ["MG-R04"]})
    mate = card(s, "p2.battlefield:MG-R04")
    assert Attack(0, mate, "p3") in s.legal_actions()
    assert describe_action(s, Attack(0, mate, "p3"), "en") == "Rumbling Brute attacks Player 4"   # the log's words
    do(s, "attack", card="battlefield:MG-G03", target="p3")
    do(s, "attack", card="p2.battlefield:MG-R04", target="p4")
    _declared(s)
    pass_all(s)
    pass_all(s)
    assert s.life == [20, 20, 17, 16]


def test_805_the_defending_team_blocks_together_any_attack_on_the_team() -> None:
    s = _teamed(step="declare_attackers", p1={"battlefield": ["MG-G03"]}, p4={"battlefield": ["MG-W03"]})
    do(s, "attack", card="battlefield:MG-G03", target="p3")      # at seat 3; seat 4 holds the blocker
    _declared(s)
    pass_all(s)
    assert s.step is Step.BLOCKERS and s.to_block == [2]         # one declaration for the team, by its first seat
    do(s, "block", card="p4.battlefield:MG-W03", attacker="p1.battlefield:MG-G03")
    _declared(s)
    pass_all(s)
    assert s.life == [20, 20, 20, 20]


def test_805_a_team_plays_on_while_one_of_it_is_in_and_wins_when_the_other_team_is_out() -> None:
    s = _teamed(step="declare_attackers", p1={"battlefield": ["MG-G03", "MG-R04"]}, p3={"life": 3},
                p4={"life": 4})
    do(s, "attack", card="battlefield:MG-G03", target="p3")
    _declared(s)
    pass_all(s)
    pass_all(s)
    assert s.out == [False, False, True, False] and s.result is None
    assert teams.primary_player(s, (2, 3)) == 3                   # seat 4 now speaks for its team
    assert teams.next_turn(s, 0) == 3
    s2 = _teamed(step="declare_attackers", p1={"battlefield": ["MG-G03", "MG-R04"]}, p3={"life": 3},
                 p4={"life": 4})
    do(s2, "attack", card="battlefield:MG-G03", target="p3")
    do(s2, "attack", card="battlefield:MG-R04", target="p4")
    _declared(s2)
    pass_all(s2)
    pass_all(s2)
    assert s2.result is not None and s2.result.winners == (0, 1)


def test_805_turns_go_team_by_team() -> None:
    s = _teamed(step="end", active=1)
    while s.active == 0:
        pass_all(s, 1)
    assert s.active == 2 and teams.active_players(s) == [2, 3]


def test_805_a_player_who_concedes_leaves_and_their_teammate_plays_on() -> None:
    s = _teamed(step="main1", active=1)
    do(s, "concede", player=3)
    assert s.out == [False, False, True, False] and s.result is None
    do(s, "concede", player=4)
    assert s.result is not None and s.result.winners == (0, 1)


def test_805_a_stop_until_my_turn_ends_when_my_teams_turn_begins_for_the_teammate_too() -> None:
    from game.rulesets.magic.table_autopass import MY_TURN, AutoPass
    s = _teamed(step="upkeep", active=3, p2={"battlefield": ["MG-L04"], "hand": ["MG-R03"]})
    while s.priority != 1:
        pass_all(s, 1)
    auto = AutoPass()
    auto.set(1, MY_TURN, s.turn)
    assert auto.decide(s, 1) == MY_TURN            # the other team's turn: the table passes for seat 2
    s.active, s.turn = 0, s.turn + 1               # team 1-2's turn begins (seat 1 its first player)
    assert auto.decide(s, 1) is None and auto.stop_of(1) == ""
