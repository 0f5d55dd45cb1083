"""Two-Headed Giant (810, shapes.py): four players in two teams of two sharing turns (805, teams.py) and a
life total of 30; damage, life loss and life gain to either player change the team's; the team that plays
first skips its first draw; a team at 0 life, or with a player who loses, loses whole. The setting on the
command line, its refusals, and whole games of programs."""
from __future__ import annotations

import json

import pytest

from game.cli import main as cli
from game.engine.errors import DataError
from game.engine.match import Match
from game.ai.random_agent import RandomAgent
from game.rulesets.magic import teams
from game.rulesets.magic.invariants import check
from game.rulesets.magic.setup import new_state
from game.rulesets.magic.state import Step
from game.rulesets.magic.text import describe_board, describe_event

from mg_kit import do, pass_all, position

TWO_HG = {"multiplayer": "two-headed-giant"}


def _giant(**pos):
    return position(players=4, options=TWO_HG, **pos)


def _declared(s) -> None:
    if s.step is Step.ATTACKERS and not s.attacks_declared or s.step is Step.BLOCKERS and s.to_block:
        do(s, "declared")


def test_810_two_teams_of_two_start_with_a_shared_30_life_and_a_team_begins() -> None:
    for seed in (1, 2, 3):
        s = new_state(seed, {"players": 4, **TWO_HG})
        assert s.team_seats == ((0, 1), (2, 3)) and s.life == [30, 30, 30, 30]
        assert s.start_player in (0, 2) and s.opponents(0) == [2, 3]
    assert "Player 3 (Team Moon): life 30" in describe_board(s, 0, "en")
    assert "(달 팀): 생명점 30" in describe_board(s, 0, "ko")


def test_810_damage_to_one_player_comes_off_the_teams_life() -> None:
    s = _giant(step="declare_attackers", p1={"battlefield": ["MG-G03"]})
    do(s, "attack", card="battlefield:MG-G03", target="p4")
    _declared(s)
    pass_all(s)
    pass_all(s)
    assert s.life == [30, 30, 27, 27]


def test_810_life_gained_by_one_player_is_the_teams() -> None:
    s = _giant(step="declare_attackers", p2={"battlefield": ["MG-B05"]})       # 3/3 lifelink of seat 2
    do(s, "attack", card="p2.battlefield:MG-B05", target="p3")
    _declared(s)
    pass_all(s)
    pass_all(s)
    assert s.life == [33, 33, 27, 27]


def test_810_the_team_that_plays_first_skips_the_draw_of_its_first_turn() -> None:
    s = _giant(step="upkeep", turn=1, active=1)
    hands = [len(s.hand(p)) for p in range(4)]
    events = [e for _ in range(4) for e in do(s, "pass")]
    assert s.step is Step.DRAW and [len(s.hand(p)) for p in range(4)] == hands
    skipped = [e for e in events if e.kind == "draw_skipped"]
    assert [e.data["player"] for e in skipped] == [0, 1] and skipped[0].data["rule"] == "810.5"
    assert describe_event(s, skipped[1], "en") == "Player 2 skips the first turn's draw"     # the log's line
    assert describe_event(s, skipped[1], "ko") == "플레이어 2: 첫 턴의 드로우를 건너뜀"
    later = _giant(step="upkeep", turn=2, active=3)
    pass_all(later)
    assert [len(later.hand(p)) - hands[p] for p in range(4)] == [0, 0, 1, 1]


def test_810_a_team_at_0_life_loses_both_its_players() -> None:
    s = _giant(step="declare_attackers", p1={"battlefield": ["MG-G03"]}, p3={"life": 3}, p4={"life": 3})
    do(s, "attack", card="battlefield:MG-G03", target="p3")
    _declared(s)
    pass_all(s)
    pass_all(s)
    assert s.result is not None and s.result.winners == (0, 1) and s.result.losers == (2, 3)


def test_810_a_player_who_draws_from_an_empty_library_takes_the_team_along() -> None:
    s = _giant(step="upkeep", active=3, p3={"library": []})
    pass_all(s)
    assert s.result is not None and s.result.winners == (0, 1)
    assert s.result.losers == (2, 3) and s.result.rule == "704.5b"


@pytest.mark.parametrize(("setup", "rule"), [
    ({"players": 3, **TWO_HG}, "810.1"),
    ({"players": 6, **TWO_HG}, "810.1"),
    ({"players": 4, "deck_format": "commander", **TWO_HG}, "810.1"),
    ({"players": 4, "supplements": "vanguard", **TWO_HG}, "810.1"),
])
def test_810_a_two_headed_giant_other_than_two_teams_of_two_with_constructed_decks_is_refused(setup, rule) -> None:
    with pytest.raises(DataError) as err:
        new_state(1, setup)
    assert any(p.startswith(rule + " ") for p in err.value.problems), err.value.problems
    assert "투헤드 자이언트" in err.value.reason("ko")


def test_810_the_command_line_lists_and_plays_two_headed_giant(capsys) -> None:
    assert cli.main(["rulesets", "--json"]) == 0
    magic = next(r for r in json.loads(capsys.readouterr().out)["rulesets"] if r["id"] == "magic")
    combos = {(c["deck_format"], c["multiplayer"], c["supplements"]): c for c in magic["combinations"]}
    assert combos[("constructed", "two-headed-giant", "none")]["players"] == [4]
    assert not combos[("commander", "two-headed-giant", "none")]["allowed"]
    assert cli.main(["simulate", "--ruleset", "magic", "--players", "4", "--set", "multiplayer=two-headed-giant",
                     "--games", "2", "--seed", "4", "--jobs", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out["crashes"] == 0 and out["invariant_violations"] == 0


@pytest.mark.parametrize("seed", [2, 9])
def test_810_random_programs_play_two_headed_giant_to_a_team_win_keeping_every_invariant(seed: int) -> None:
    match = Match("magic", seed, {"players": 4, **TWO_HG})
    agents = [RandomAgent(seed * 7 + p) for p in range(4)]
    memo: dict = {}
    for _ in range(20000):
        s = match.state
        if s.result is not None:
            break
        p = s.current_players()[0]
        match.apply(agents[p].choose(s, p))
        assert check(match.state, memo) == [], f"seed {seed} after {match.log[-1]}"
    s = match.state
    assert s.result is not None and len({teams.team_of(s, p) for p in s.result.winners}) <= 1
    again = Match.from_json(match.to_json())
    assert again.state.state_hash() == s.state_hash()
