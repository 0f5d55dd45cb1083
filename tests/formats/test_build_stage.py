"""The generic build stage as data (game/formats/spec.py ``BuildSpec``, game/formats/build.py): an exact count
chosen card by card (Clash of Decks), or a minimum with an optional maximum, free cards and the game's own
choices kept in one answer that reads back as the same deck."""
from __future__ import annotations

from typing import Any

import pytest

from game.engine import registry
from game.engine.errors import DataError
from game.formats.build import Deck
from game.formats.spec import formats_of, parse_formats

from test_spec import GOOD


def build_of(table: dict[str, Any]) -> Any:
    (spec,) = parse_formats({"format": [{**GOOD["format"][0], "build": table}]}, "formats.toml")
    return spec.build


def problems(table: dict[str, Any]) -> list[str]:
    with pytest.raises(DataError) as err:
        build_of(table)
    return err.value.problems


def test_an_exact_count_is_chosen_card_by_card_as_before() -> None:
    build = build_of({"rule": "T-1.2", "deck": 20})
    assert build.stepwise and (build.deck_min, build.deck_max) == (20, 20)
    assert build.fits(20) and not build.fits(19) and not build.fits(21)


def test_a_minimum_without_a_maximum_takes_any_larger_deck() -> None:
    build = build_of({"rule": "T-1.2", "deck_min": 60, "deck_max": 0, "free": "basics", "choices": "leader"})
    assert not build.stepwise and build.deck == 0 and build.free == "basics" and build.choices == "leader"
    assert build.fits(60) and build.fits(400) and not build.fits(59)
    capped = build_of({"rule": "T-1.2", "deck_min": 40, "deck_max": 45})
    assert not capped.stepwise and capped.fits(45) and not capped.fits(46)


@pytest.mark.parametrize("table,words", [
    ({"rule": "T", "deck": 20, "deck_min": 20}, "build.deck: an exact count, or deck_min (and deck_max), not both"),
    ({"rule": "T"}, "build.deck: missing"),
    ({"rule": "T", "deck_min": 60, "deck_max": 50}, "build.deck_max: 50 is below deck_min 60"),
    ({"rule": "T", "deck_min": 60, "basics": True}, "build.basics: unknown field"),
])
def test_a_broken_build_table_names_the_field(table: dict[str, Any], words: str) -> None:
    found = problems(table)
    assert any(words in p for p in found), found


def test_a_deck_answer_reads_back_as_the_same_deck_whatever_order_it_was_made_in() -> None:
    deck = Deck.of([7, 3, 12], ["MG-L04", "MG-L01", "MG-L04"], {"commander": "MG-K10", "color": "R"})
    text = deck.option()
    assert text == "deck:3,7,12;MG-L01*1,MG-L04*2;color=R,commander=MG-K10" and " " not in text
    assert Deck.parse(text) == deck == Deck.of([12, 3, 7], ["MG-L04", "MG-L04", "MG-L01"], {"color": "R", "commander": "MG-K10"})
    assert deck.size() == 6 and Deck.parse("deck:;;") == Deck()
    for bad in ("deck:1,x;;", "deck:1;MG-L01*0;", "deck:1;", "hand:1;;", 5, "deck:1;;commander"):
        assert Deck.parse(bad) is None, bad


def test_clash_of_decks_league_still_builds_eight_cards_one_at_a_time() -> None:
    league = next(s for s in formats_of(registry.get("clash-of-decks")) if s.id == "mutation-league")
    assert league.build is not None and league.build.stepwise and league.build.deck == 8


@pytest.mark.parametrize("info", [i for i in registry.all_rulesets() if formats_of(i)], ids=lambda i: i.id)
def test_a_build_that_names_free_cards_or_choices_has_the_hooks_that_answer(info: Any) -> None:
    hooks = info.part("formats")
    for spec in formats_of(info):
        build = spec.build
        if build is not None and build.free:
            assert callable(hooks.free_cards) and callable(hooks.fill_free)
        if build is not None and build.choices:
            assert callable(hooks.build_choices) and callable(hooks.suggest_choices)


def test_an_event_without_free_cards_or_choices_hashes_as_it_did_so_its_old_saves_still_load() -> None:
    from game.engine.match import Match
    from game.formats.runner import play
    from game.ai.random_agent import RandomAgent
    match = Match("clash-of-decks", 5, {"format": "mutation-league", "players": 4, "rounds": 1})
    play(match, {s: RandomAgent(s) for s in range(4)}, until=lambda s: s.stage != "draft" and s.stage != "build")
    held = match.state.to_dict()
    assert all(d is not None for d in match.state.decks)
    assert "free" not in held and "chosen" not in held
