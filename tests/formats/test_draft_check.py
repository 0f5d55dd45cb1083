"""`draft-check`: a program's drafting measured against random picks from the same packs, both seats built
and played by the same program, the good drafter at seat A and at seat B on each seed."""
from __future__ import annotations

import json
from typing import Any

import pytest

from game.cli import main as cli
from game.engine.actions import Action, Choose
from game.engine.match import Match
from game.formats.event import EventState
from game.formats.measure import SplitAgent, agents, verdict
from game.formats.runner import decide


class Named:
    """A program that takes the first legal action and notes that it was asked."""

    def __init__(self, name: str, asked: list[str]) -> None:
        self.name, self.asked = name, asked

    def choose(self, state: Any, player: int) -> Action:
        self.asked.append(self.name)
        return next(a for a in state.legal_actions() if a.player == player)


def test_a_seat_drafts_as_its_drafter_and_plays_its_game_as_its_player() -> None:
    asked: list[str] = []
    split = SplitAgent(Named("drafter", asked), Named("player", asked))
    s = Match("magic", 4, {"format": "commander-draft", "players": 2}).state
    assert isinstance(s, EventState)
    action = decide(split, s, 0)
    assert isinstance(action, Choose) and asked == ["drafter"]
    while s.stage == "draft":
        d = s.decisions[0]
        s.apply(Choose(d.player, d.remaining()[0]))
    assert s.stage == "build"                   # deck building is the player's, as the games are
    asked.clear()
    decide(split, s, 0)
    assert asked == ["player"]
    while s.stage == "build":
        s.apply(s.legal_actions()[0])
    assert s.stage == "games"
    asked.clear()
    seat = s.current_players()[0]
    decide(split, s, seat)
    assert asked == ["player"]


def test_only_the_good_seat_drafts_as_the_program_and_the_pair_swaps_it() -> None:
    for good in (0, 1):
        made = agents("magic", 7, good, "greedy", "greedy")
        assert made[good].drafter.name != "random" and made[1 - good].drafter.name == "random"
        assert all(a.player.name != "random" for a in made.values())


def test_a_game_is_won_only_when_the_good_drafter_wins_alone() -> None:
    assert verdict({"winners": [1]}, 1) == "wins"
    assert verdict({"winners": [0]}, 1) == "losses"
    assert verdict({"winners": []}, 1) == "draws"
    assert verdict({"winners": [0, 1]}, 0) == "draws"


def test_draft_check_reports_wins_draws_losses_and_the_share_with_each_seat_drafting_well_once(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["draft-check", "--ruleset", "clash-of-decks", "--format", "draft-duel", "--games", "2",
                     "--seed", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 2 and out["wins"] + out["draws"] + out["losses"] == 2 and out["crashes"] == 0
    assert out["by_seat"]["A"]["games"] == 1 and out["by_seat"]["B"]["games"] == 1
    assert out["share"] == round(out["wins"] / 2, 3) and out["target"] == 0.6
    assert out["drafter"] == out["player"] == "greedy" and out["format"] == "draft-duel"


def test_draft_check_says_its_figure_in_a_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["draft-check", "--ruleset", "clash-of-decks", "--format", "draft-duel", "--games", "1",
                     "--drafter", "random", "--player", "random"]) == 0
    line = capsys.readouterr().out.strip()
    assert line.startswith("random drafting against random picks, both playing as random: ")
    assert "of 1 games" in line and "target 60 %" in line


def test_draft_check_of_a_draft_of_three_meets_each_random_drafters_deck_in_a_game_of_two(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Conspiracy Draft is drafted by three seats at least (905.3): the good drafter among two random ones, its
    deck then against each of theirs alone, the good seat moving round the table."""
    assert cli.main(["draft-check", "--ruleset", "magic", "--format", "conspiracy-draft", "--games", "2",
                     "--drafter", "greedy", "--player", "random", "--seed", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["events"] == 2 and out["games"] == 4 and out["crashes"] == 0
    assert out["wins"] + out["draws"] + out["losses"] == 4
    assert out["by_seat"]["A"]["games"] == 2 and out["by_seat"]["B"]["games"] == 2


@pytest.mark.parametrize("argv, said", [
    ("--ruleset magic --format nope", "nope"),
    ("--ruleset clash-of-decks --format draft-four", "needs two seats of programs, or drafted decks that may meet two at a time"),
    ("--ruleset magic --format commander-draft --drafter nobody", "--drafter: unknown program 'nobody'"),
    ("--ruleset magic --format commander-draft --games 0", "--games"),
    ("--ruleset magic --format commander-draft --set bogus=1", "--set 'bogus=1'"),
])
def test_draft_check_refuses_nonsense_in_one_line(argv: str, said: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        cli.main(["draft-check", *argv.split()])
    out, err = capsys.readouterr()
    assert done.value.code == 2 and out == "" and len(err.splitlines()) == 1 and said in err, err

