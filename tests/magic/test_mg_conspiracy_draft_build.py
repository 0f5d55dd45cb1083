"""Conspiracy Draft's deck building (905.1d) through the event's build stage: a player keeps at least 40
cards of their pool with basic lands in any number, never a conspiracy (guide choice 30); what they leave
out, conspiracies included, is their sideboard in the game; refusals name their rule in both languages."""
from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from game.engine import registry
from game.engine.actions import Choose
from game.engine.errors import IllegalActionError
from game.engine.match import Match
from game.formats import build
from game.formats.build import Deck
from game.formats.spec import format_of
from game.rulesets.magic.cards import load_card_db
from game.rulesets.magic.commander_draft import BASICS
from game.rulesets.magic.state import zid

INFO = registry.get("magic")
FORMAT = "conspiracy-draft"


def drafted(players: int = 3, seed: int = 4) -> Match:
    match = Match(INFO.id, seed, {"format": FORMAT, "players": players})
    while match.state.stage == "draft":
        d = match.state.decisions[0]
        match.apply(Choose(d.player, d.remaining()[0]))
    assert match.state.stage == "build"
    return match


def refused(match: Match, seat: int, deck: Deck) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as err:
        match.apply(Choose(seat, deck.option()))
    assert err.value.en and err.value.ko and err.value.en != err.value.ko
    return err.value


def spells(ev: Any, seat: int) -> list[int]:
    db = load_card_db()
    return [int(c) for c in ev.pools[seat] if not db[ev.card_id(c)].is_a("conspiracy")]


def test_905_1d_the_format_builds_decks_of_at_least_40_with_free_basic_lands() -> None:
    spec = format_of(INFO, FORMAT)
    assert spec.stages == ("draft", "build", "games")
    assert spec.build is not None and spec.build.deck_min == 40 and spec.build.deck_max == 0
    ev = drafted().state
    d = next(d for d in ev.decisions if d.player == 0)
    assert d.kind == "build" and d.min == 40 and d.rule == "905.1d"
    assert sorted(build.free_cards(ev, 0)) == sorted(BASICS.values())


def test_905_1d_a_deck_of_39_is_refused_and_basic_lands_in_any_number_are_kept() -> None:
    match = drafted()
    ev = match.state
    cards = spells(ev, 0)[:20]
    short = Deck.of(cards, [BASICS["R"]] * 19)
    err = refused(match, 0, short)
    assert err.rule == "905.1d" and "39" in err.en and "40" in err.ko
    big = Deck.of(cards, [BASICS["R"]] * 40)          # 60 cards, 40 of them the same basic land
    match.apply(Choose(0, big.option()))
    assert Counter(ev.deck_ids(0))[BASICS["R"]] == 40


def test_905_4_a_conspiracy_in_the_deck_is_refused_and_a_card_not_drafted_too() -> None:
    match = drafted()
    ev = match.state
    db = load_card_db()
    plot = next(int(c) for c in ev.pools[0] if db[ev.card_id(c)].is_a("conspiracy"))
    err = refused(match, 0, Deck.of(spells(ev, 0)[:20] + [plot], [BASICS["G"]] * 20))
    assert err.rule == "905.4" and "sideboard" in err.en
    other = int(ev.pools[1][0])
    err = refused(match, 0, Deck.of(spells(ev, 0)[:20] + [other], [BASICS["G"]] * 20))
    assert err.rule == "905.1d"


def test_905_1d_the_game_plays_the_deck_built_and_the_rest_of_the_pool_is_the_sideboard() -> None:
    match = drafted()
    ev = match.state
    cards = spells(ev, 0)[:22]
    match.apply(Choose(0, Deck.of(cards, [BASICS["W"]] * 18).option()))
    while ev.stage == "build":
        match.apply(match.state.legal_actions()[0])
    game: Any = ev.child
    assert game is not None
    side = sorted(game.defs[c].id for c in game.zones[zid(0, "sideboard")].cards)
    rest = list(ev.pool_ids(0))
    for c in cards:
        rest.remove(ev.card_id(c))
    assert side == sorted(rest)                        # the conspiracies among them, for 905.4
    assert game.decisions[0].kind == "conspiracies"    # the game waits for 905.4 before the shuffle
    library = sorted(game.defs[c].id for c in game.zones[zid(0, "library")].cards)
    assert library == sorted(ev.deck_ids(0)) and len(library) == 40
