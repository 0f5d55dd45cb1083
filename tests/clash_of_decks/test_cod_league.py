"""The mutation format as a league of four (CD-9.1, CD-9.2, CD-9.3, CD-9.6), played as an event of the
``mutation-league`` format: the draft, the deck and the lab, the mutation phases and the games, every move
through the event's door."""
from __future__ import annotations

import json
import os
from collections import Counter
from typing import Any

import pytest

from game.ai import make_agent
from game.cli.main import main
from game.engine import registry
from game.engine.actions import Choose
from game.engine.errors import IllegalActionError
from game.engine.match import Match
from game.formats import standings
from game.formats.event import EventState
from game.formats.runner import play
from game.formats.spec import format_of
from game.rulesets.clash_of_decks import mutated_deck, mutation
from game.rulesets.clash_of_decks.cards import load_card_db
from game.rulesets.clash_of_decks.league import refuse_league_from_kept
from game.rulesets.clash_of_decks.mutation import Book
from game.rulesets.clash_of_decks.mutation_costs import load_costs
from game.rulesets.clash_of_decks.mutation_stage import EndMutation, Paste

DB = load_card_db()
INFO = registry.get("clash-of-decks")
SEATS = ["normal", "greedy", "random", "random"]


def league(seed: int, **settings: Any) -> Match:
    m = Match(INFO.id, seed, {"format": "mutation-league", **settings})
    assert isinstance(m.state, EventState)
    return m


def programs(names: list[str], seed: int) -> dict[int, Any]:
    return {p: make_agent(n, seed * 8 + p, INFO.id) for p, n in enumerate(names)}


def books(ev: EventState) -> list[Book]:
    return [Book.from_json(b) for b in ev.own["books"]]


def test_cd_9_2_the_mutation_draft_deals_16_from_two_packs_and_passes_left() -> None:
    ev = league(4).state
    d = ev.draft
    assert d is not None and ev.decisions[0].rule == "CD-9.2"
    assert [len(h) for h in d.hands] == [16] * 4 and len(set(d.cards)) == 64
    assert {DB[c].pack for c in d.cards} == {1, 2}
    before = [list(h) for h in d.hands]
    for seat in range(4):                     # everyone picks at once, each from the pack they hold
        ev.apply(Choose(seat, before[seat][0]))
    for seat in range(4):                     # seat i now holds what seat i-1 held, minus its pick
        assert d.hands[seat] == before[(seat - 1) % 4][1:]
    while ev.stage == "draft":
        for seat in ev.current_players():
            ev.apply(Choose(seat, d.hands[seat][-1]))
    assert sorted(c for p in d.picks for c in p) == list(range(64)) and all(len(p) == 16 for p in d.picks)


def test_cd_9_2_you_pick_only_from_the_cards_you_hold() -> None:
    ev = league(4).state
    assert ev.draft is not None
    before = ev.state_hash()
    with pytest.raises(IllegalActionError) as err:
        ev.apply(Choose(0, ev.draft.hands[1][0]))
    assert err.value.rule == "CD-9.2" and err.value.ko and "pack you hold" in err.value.en
    ev.apply(Choose(0, ev.draft.hands[0][0]))
    with pytest.raises(IllegalActionError) as err:       # one card a pass; the others are still picking
        ev.apply(Choose(0, ev.draft.hands[0][1]))
    assert err.value.rule == "CD-9.2" and "others are still picking" in err.value.en
    assert ev.state_hash() != before


def test_cd_9_2_a_pick_is_secret_until_every_player_has_picked() -> None:
    m = league(4)
    ev = m.state
    assert ev.draft is not None
    card = ev.draft.hands[0][0]
    events = m.apply(Choose(0, card))
    told = [e.for_player(1) for e in events if e.kind == "draft_pending"]
    assert told and "card" not in told[0].data and "def_id" not in told[0].data
    assert ev.view(1)["draft"]["pending"] == [] and ev.view(0)["draft"]["pending"] == [[card, ev.card_id(card)]]
    assert m.written_log() == []                       # nothing of a sealed pick reaches a file
    for seat in (1, 2, 3):
        m.apply(Choose(seat, ev.draft.hands[seat][0]))
    assert len(m.written_log()) == 4


def test_cd_9_2_every_player_keeps_8_as_the_deck_and_8_as_the_lab() -> None:
    m = league(11)
    play(m, programs(SEATS, 11), until=lambda s: s.stage not in ("draft", "build"))
    ev = m.state
    everything = [c for b in books(ev) for c in b.deck + b.lab]
    assert len(everything) == len(set(everything)) == 64
    for b in books(ev):
        assert len(b.deck) == 8 and len(b.lab) == 8 and not set(b.deck) & set(b.lab)


def test_cd_9_2_a_deck_is_built_from_your_own_picks_only() -> None:
    m = league(11)
    play(m, programs(["random"] * 4, 11), until=lambda s: s.stage == "build")
    ev = m.state
    assert ev.decisions and all(d.kind == "build" and d.secret and d.max == 8 for d in ev.decisions)
    with pytest.raises(IllegalActionError) as err:
        ev.apply(Choose(0, ev.pools[1][0]))
    assert err.value.rule == "CD-9.2" and err.value.ko


def test_cd_9_1_the_bracket_meets_everyone_twice_six_games_each_once_in_each_seat() -> None:
    games = format_of(INFO, "mutation-league").games
    assert games is not None
    rounds = games.rounds()
    assert len(rounds) == 6 and all(len(r) == 2 for r in rounds)
    for r in rounds:
        assert sorted(p for duel in r for p in duel) == [0, 1, 2, 3]      # everyone plays in every round
    duels = [duel for r in rounds for duel in r]
    assert Counter(frozenset(d) for d in duels) == {frozenset(p): 2 for p in
                                                     [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]}
    assert len(set(duels)) == 12       # the second meeting swaps the seats


def test_cd_9_3_programs_mutate_within_their_points_before_a_round() -> None:
    m = league(5)
    play(m, programs(SEATS, 5), until=lambda s: s.stage == "games")
    ev = m.state
    budget = load_costs().budget
    phase = ev.own["phase"]
    assert all(phase["done"]) and all(0 <= left < budget for left in phase["left"][:2])
    normal = books(ev)[0]
    assert normal.pastes
    before = {c: DB[c] for c in normal.deck}
    after = {d.id.split("~")[0]: d for d in normal.card_defs(DB)}
    assert any(after[c].attack > before[c].attack or after[c].hp > before[c].hp or after[c].cost < before[c].cost
               or after[c].abilities != before[c].abilities for c in before)


def test_cd_9_4_1_a_paste_goes_through_the_door_and_is_refused_with_its_rule() -> None:
    m = league(5)
    play(m, programs(["random"] * 4, 5), until=lambda s: s.stage == "mutation")
    ev = m.state
    mine, theirs = books(ev)[0], books(ev)[1]
    creature = next(c for c in mine.deck if DB[c].type == "creature")
    element = next(e for e in mutation.lab_elements(DB, theirs.lab))
    before = ev.state_hash()
    with pytest.raises(IllegalActionError) as err:
        ev.apply(Paste(0, creature, element, ""))
    assert err.value.rule == "CD-9.4.1" and err.value.ko and ev.state_hash() == before
    legal = [a for a in ev.legal_actions() if isinstance(a, Paste) and a.player == 0]
    assert legal and EndMutation(0) in ev.legal_actions()
    ev.apply(legal[0])
    assert ev.own["phase"]["left"][0] < load_costs().budget
    assert "book" not in ev.view(1)["own"] or ev.view(1)["own"]["book"] != ev.own["books"][0]
    ev.apply(EndMutation(0))
    with pytest.raises(IllegalActionError) as err:
        ev.apply(legal[0])
    assert err.value.rule == "CD-9.3"


def test_cd_9_6_ranking_by_wins_shares_places_on_ties() -> None:
    ev = league(1).state
    ev.games = [{"players": [0, 1], "winners": [0]}, {"players": [2, 3], "winners": [2]},
                {"players": [0, 2], "winners": [2]}, {"players": [1, 3], "winners": []}]
    places = {r["player"]: r["place"] for r in standings.ranking(ev)}
    assert places == {"C": 1, "A": 2, "B": 3, "D": 3}


def _cli(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["event", "--ruleset", "clash-of-decks", "--format", "mutation-league", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_cd_9_6_a_league_killed_part_way_resumes_from_its_save_to_the_same_standings(
        tmp_path: os.PathLike[str], capsys: pytest.CaptureFixture[str]) -> None:
    seats = "greedy,random,random,random"
    whole = _cli(capsys, "--seats", seats, "--seed", "9", "--set", "rounds=2")
    path = os.path.join(str(tmp_path), "league.json")
    setup = {"format": "mutation-league", "players": 4, "rounds": 2,
             "seats": {str(p): n for p, n in enumerate(seats.split(","))}}
    part = Match(INFO.id, 9, setup)
    from game.cli.event import agents_for
    play(part, agents_for(INFO, setup, 9), until=lambda s: len(s.games) == 1)
    part.save(path)                                   # as a run killed after its first game leaves it
    resumed = _cli(capsys, "--seats", seats, "--seed", "9", "--set", "rounds=2", "--save", path)
    assert resumed["ranking"] == whole["ranking"] and resumed["games"] == whole["games"]
    assert len(whole["games"]) == 4 and whole["finished"]


def test_a_broken_event_save_is_set_aside_and_a_new_one_played(tmp_path: os.PathLike[str],
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    path = os.path.join(str(tmp_path), "league.json")
    broken = {"version": 2, "ruleset": "clash-of-decks", "seed": 1, "setup": {"format": "mutation-league"},
              "log": ["no such action"], "hash": None}
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(broken, fh)
    out = _cli(capsys, "--seats", "random,random,random,random", "--set", "rounds=1", "--save", path)
    assert out["finished"] and os.path.exists(os.path.join(str(tmp_path), "league.broken-1.json"))
    assert json.load(open(path, encoding="utf-8"))["setup"]["format"] == "mutation-league"


def test_a_file_that_is_no_event_save_is_refused_and_left_as_it_is(tmp_path: os.PathLike[str],
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    path = os.path.join(str(tmp_path), "league.json")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("{ not json")
    with pytest.raises(SystemExit) as refused:
        _cli(capsys, "--seats", "random,random,random,random", "--set", "rounds=1", "--save", path)
    out, err = capsys.readouterr()
    assert refused.value.code == 2 and out == "" and len(err.splitlines()) == 1 and "league.json" in err
    assert open(path, encoding="utf-8").read() == "{ not json" and os.listdir(str(tmp_path)) == ["league.json"]


def test_cli_league_plays_a_short_league_and_prints_only_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["league", "--ruleset", "clash-of-decks", "--seats", "normal,greedy,random,random",
                 "--seed", "3", "--rounds", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["format"] == "mutation-league" and len(out["games"]) == 2 and len(out["ranking"]) == 4
    assert sum(r["played"] for r in out["ranking"]) == 4
    assert {"place", "player", "program", "wins", "played"} <= set(out["ranking"][0])
    with pytest.raises(SystemExit) as exit_:
        main(["league", "--ruleset", "clash-of-decks", "--seats", "normal,greedy", "--json"])
    assert exit_.value.code == 2


def test_cd_9_6_kept_mutated_decks_play_duels_and_never_start_a_league(tmp_path: os.PathLike[str],
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    from game.engine.errors import DataError
    path = os.path.join(str(tmp_path), "l.json")
    out = _cli(capsys, "--seats", "greedy,greedy,random,random", "--seed", "4", "--set", "rounds=1", "--save", path)
    assert len(out["kept"]) == 4
    decks = [mutated_deck.load(p, DB) for p in out["kept"]]
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
    refusal = refuse_league_from_kept()
    assert refusal.rule == "CD-9.6" and refusal.ko


def test_a31_the_league_setting_fill_empty_is_checked_and_kept(tmp_path: os.PathLike[str],
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["event", "--ruleset", "clash-of-decks", "--format", "mutation-league", "--seats",
              "random,random,random,random", "--set", "fill_empty=maybe"])
    assert exit_.value.code == 2 and "fill_empty='maybe' is not allowed" in capsys.readouterr().err
    path = os.path.join(str(tmp_path), "l.json")
    _cli(capsys, "--seats", "random,random,random,random", "--set", "rounds=1", "--set", "fill_empty=on", "--save", path)
    saved = Match.load(path)
    assert saved.setup["fill_empty"] == "on" and saved.state.settings["fill_empty"] == "on"
