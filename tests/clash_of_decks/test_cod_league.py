"""The mutation format as a league of four (CD-9.1, CD-9.2, CD-9.3, CD-9.6)."""
from __future__ import annotations

import json
import os
from collections import Counter

import pytest

from game.cli.main import main
from game.engine.rng import Rng
from game.rulesets.clash_of_decks import league
from game.rulesets.clash_of_decks.cards import load_card_db
from game.rulesets.clash_of_decks import mutation
from game.rulesets.clash_of_decks.mutation import Phase
from game.rulesets.clash_of_decks.mutation_costs import load_costs

DB = load_card_db()


def test_cd_9_2_the_mutation_draft_deals_16_from_two_packs_and_passes_left() -> None:
    d = league.MutationDraft.deal(DB, Rng(4))
    dealt = [c for h in d.hands for c in h]
    assert [len(h) for h in d.hands] == [16] * 4 and len(set(dealt)) == 64
    assert {DB[c].pack for c in dealt} == {1, 2}
    before = [list(h) for h in d.hands]
    d.pick([h[0] for h in before])
    for seat in range(4):          # seat i now holds what seat i-1 held, minus its pick
        assert d.hands[seat] == before[(seat - 1) % 4][1:]
    while not d.done():
        d.pick([h[-1] for h in d.hands])
    assert sorted(c for p in d.picks for c in p) == sorted(dealt) and all(len(p) == 16 for p in d.picks)


def test_cd_9_2_you_pick_only_from_the_cards_you_hold() -> None:
    d = league.MutationDraft.deal(DB, Rng(4))
    with pytest.raises(Exception) as err:
        d.pick([d.hands[1][0]] + [h[0] for h in d.hands[1:]])
    assert getattr(err.value, "rule", "") == "CD-9.2"


def test_cd_9_2_every_player_keeps_8_as_the_deck_and_8_as_the_lab() -> None:
    lg = league.new_league(["normal", "greedy", "random", "random"], 11)
    everything = [c for b in lg.books for c in b.deck + b.lab]
    assert len(everything) == len(set(everything)) == 64
    for b in lg.books:
        assert len(b.deck) == 8 and len(b.lab) == 8 and not set(b.deck) & set(b.lab)
    assert len(set(lg.citadels)) == 4


def test_cd_9_1_the_bracket_meets_everyone_twice_six_games_each_once_in_each_seat() -> None:
    rounds = league.bracket()
    assert len(rounds) == 6 and all(len(r) == 2 for r in rounds)
    for r in rounds:
        assert sorted(p for duel in r for p in duel) == [0, 1, 2, 3]      # everyone plays in every round
    duels = [duel for r in rounds for duel in r]
    assert Counter(frozenset(d) for d in duels) == {frozenset(p): 2 for p in
                                                     [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]}
    assert len(set(duels)) == 12       # the second meeting swaps the seats


def test_cd_9_3_programs_mutate_within_their_points_before_a_game() -> None:
    lg = league.new_league(["normal", "greedy", "random", "random"], 5)
    costs = load_costs()
    ph = Phase(DB, costs, lg.books[0])
    made = league.program_mutate(DB, ph, "normal", Rng(1))
    assert made and 0 <= ph.left < costs.budget
    before = {c: DB[c] for c in lg.books[0].deck}
    after = {d.id.split("~")[0]: d for d in lg.books[0].card_defs(DB)}
    assert any(after[c].attack > before[c].attack or after[c].hp > before[c].hp or after[c].cost < before[c].cost
               or after[c].abilities != before[c].abilities for c in before)


def test_cd_9_6_ranking_by_wins_shares_places_on_ties() -> None:
    lg = league.new_league(["random"] * 4, 1)
    lg.games = [{"players": [0, 1], "winners": [0]}, {"players": [2, 3], "winners": [2]},
                {"players": [0, 2], "winners": [2]}, {"players": [1, 3], "winners": []}]
    places = {r["player"]: r["place"] for r in lg.ranking()}
    assert places == {"C": 1, "A": 2, "B": 3, "D": 3}


def test_cd_9_6_a_league_is_saved_after_every_game_and_resumed(tmp_path: os.PathLike[str]) -> None:
    path = os.path.join(str(tmp_path), "league.json")
    whole = league.report(league.play(["greedy", "random", "random", "random"], 9, rounds=2))

    class Stop(Exception):
        pass

    def stop(_: league.League) -> None:
        raise Stop

    with pytest.raises(Stop):
        league.play(["greedy", "random", "random", "random"], 9, rounds=2, save=path, after_game=stop)
    saved = league.load(path)
    assert saved is not None and len(saved.games) == 1 and not saved.finished()     # stopped mid-round
    resumed = league.report(league.play(["greedy", "random", "random", "random"], 9, rounds=2, save=path))
    assert resumed == whole and len(whole["games"]) == 4


def test_a_broken_league_file_is_set_aside(tmp_path: os.PathLike[str]) -> None:
    path = os.path.join(str(tmp_path), "league.json")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("{ not json")
    assert league.load(path) is None
    assert not os.path.exists(path) and os.path.exists(os.path.join(str(tmp_path), "league.broken-1.json"))


def test_cli_league_plays_a_short_league_and_prints_only_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["league", "--ruleset", "clash-of-decks", "--seats", "normal,greedy,random,random",
                 "--seed", "3", "--rounds", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert len(out["games"]) == 2 and len(out["ranking"]) == 4
    assert sum(r["played"] for r in out["ranking"]) == 4
    assert main(["league", "--ruleset", "clash-of-decks", "--seats", "normal,greedy", "--json"]) == 2


def test_cd_9_6_kept_mutated_decks_play_duels_against_each_other(tmp_path: os.PathLike[str]) -> None:
    from game.engine.errors import DataError
    from game.engine.match import Match
    from game.rulesets.clash_of_decks import mutated_deck
    path = os.path.join(str(tmp_path), "l.json")
    out = league.run(["greedy", "greedy", "random", "random"], 4, save=path, rounds=1)
    assert len(out["kept_decks"]) == 4
    decks = [mutated_deck.load(p, DB) for p in out["kept_decks"]]
    assert any(d.pastes for d in decks)
    s = Match("clash-of-decks", 1, mutated_deck.duel_setup(DB, decks[0], decks[1])).state
    mutated = [d for d in s.defs if "~" in d.id]
    assert len(mutated) == sum(len(d.pastes) for d in decks[:2])
    creature = next(c for c in decks[0].cards if DB[c].type == "creature" and DB[c].attack > 0)
    lowered = mutated_deck.MutatedDeck(decks[0].name, decks[0].citadel, decks[0].cards,
                                       {creature: (mutation.Paste("attack", 0, "x/attack"),)})
    bad = os.path.join(str(tmp_path), "bad.toml")
    mutated_deck.save(bad, lowered)
    with pytest.raises(DataError) as err:
        mutated_deck.load(bad, DB)
    assert creature in str(err.value) and "bad.toml" in str(err.value)


def test_a31_the_league_setting_fill_empty_is_checked_and_kept(tmp_path: os.PathLike[str]) -> None:
    from game.engine.errors import DataError
    with pytest.raises(DataError) as err:
        league.run(["random"] * 4, 2, rounds=1, settings={"fill_empty": "maybe"})
    assert "fill_empty=off|on" in str(err.value)
    path = os.path.join(str(tmp_path), "l.json")
    league.run(["random"] * 4, 2, rounds=1, save=path, settings={"fill_empty": "on"})
    saved = league.load(path)
    assert saved is not None and saved.fill_empty
