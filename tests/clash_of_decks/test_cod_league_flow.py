"""The mutation league with people in it (CD-9.2, CD-9.3, CD-9.6): a person's picks and split take the place
of a program's and nothing else changes; what a person may not pick or keep is refused with the rule."""
from __future__ import annotations

import pytest

from game.engine.errors import IllegalActionError
from game.rulesets.clash_of_decks import league as lg
from game.rulesets.clash_of_decks.cards import load_card_db
from game.rulesets.clash_of_decks.draft_value import best_deck, rank
from game.rulesets.clash_of_decks.league_flow import LeagueStart

DB = load_card_db()


def test_cd_9_2_a_person_picking_as_the_program_would_drafts_the_programs_league() -> None:
    seats = ["normal", "greedy", "random", lg.PERSON]
    start = LeagueStart.deal(seats, 21)
    while start.waiting():
        start.pick(3, rank(DB, start.draft.hands[3])[0])
    start.choose_deck(3, best_deck(DB, start.draft.picks[3], lg.DECK))
    mine = start.league()
    theirs = lg.new_league(["normal", "greedy", "random", "normal"], 21)
    assert [b.to_json() for b in mine.books] == [b.to_json() for b in theirs.books]
    assert mine.seats == seats and mine.citadels == theirs.citadels


def test_cd_9_2_a_person_picks_only_what_they_hold_and_keeps_eight_of_their_own() -> None:
    start = LeagueStart.deal([lg.PERSON, "random", "random", "random"], 4)
    with pytest.raises(IllegalActionError) as err:
        start.pick(0, start.draft.hands[1][0])
    assert err.value.rule == "CD-9.2"
    while start.waiting():
        start.pick(0, start.draft.hands[0][0])
    picks = start.draft.picks[0]
    for bad in (picks[:7], picks[:7] + [start.draft.picks[1][0]], picks[:7] + picks[:1]):
        with pytest.raises(IllegalActionError) as err:
            start.choose_deck(0, bad)
        assert err.value.rule == "CD-9.2" and "eight" not in err.value.en
    start.choose_deck(0, picks[8:])
    assert start.league().books[0].lab == picks[:8]


def test_cd_9_3_the_programs_mutate_and_the_people_are_left_to_the_editor() -> None:
    league = lg.new_league(["normal", "normal", "normal", "normal"], 3)
    league.seats[1] = lg.PERSON
    assert lg.mutation_due(league)
    lg.program_phases(league, (1,))
    assert not lg.mutation_due(league) and league.mutated == 1
    assert not league.books[1].pastes and all(league.books[p].pastes for p in (0, 2, 3))
    saved = lg.League.from_json(league.to_json())
    assert saved.mutated == 1 and not lg.mutation_due(saved)


def test_cd_9_6_a_kept_deck_never_starts_a_league() -> None:
    exc = lg.refuse_league_from_kept()
    assert exc.rule == "CD-9.6" and "never" in exc.en and "변이 포맷" in exc.ko
