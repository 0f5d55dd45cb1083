"""Commander Draft's deck building (903.13e-f) through the event's build stage (game/formats/build.py):
a player keeps a deck of their pool's cards, basic lands in any number and Prism Cartographer Ulo only as
the commander; the commander and Ulo's color are the player's choices; every refusal names its rule in
English and Korean; the game that follows is played with the deck built (903.13g)."""
from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from game.engine import registry
from game.engine.actions import Choose
from game.engine.errors import IllegalActionError
from game.engine.match import Match
from game.formats import build, invariants
from game.formats.build import Deck
from game.formats.event import EventState
from game.formats.spec import format_of
from game.formats.text import describe_action, describe_board
from game.rulesets.magic import commander as cmd
from game.rulesets.magic.cards import load_card_db
from game.rulesets.magic.commander import MIN_DECK, PIPER
from game.rulesets.magic.commander_draft import BASICS
from game.rulesets.magic.draft_build import leaders, program_deck
from game.rulesets.magic.state import zid

INFO = registry.get("magic")
FORMAT = "commander-draft"


def drafted(players: int = 4, seed: int = 5) -> Match:
    """A Commander Draft whose draft is over: every seat took the first cards it was offered."""
    match = Match(INFO.id, seed, {"format": FORMAT, "players": players})
    while match.state.stage == "draft":
        d = match.state.decisions[0]
        match.apply(Choose(d.player, d.remaining()[0]))
    assert match.state.stage == "build"
    return match


def own_deck(ev: EventState, seat: int, lead: str = "") -> Deck:
    """A person's deck: a legendary creature of the pool as commander, every pool card in its identity,
    automatic basic lands to 60."""
    db = load_card_db()
    pool = [int(c) for c in ev.pools[seat]]
    lead = lead or next(c for c in leaders(ev.pool_ids(seat)) if c != PIPER)
    colors = set(cmd.identity(db[lead]))
    cards = [c for c in pool if set(cmd.identity(db[ev.card_id(c)])) <= colors]
    return build.auto_free(ev, seat, Deck.of(cards, (), {"commander": lead}))


def refused(match: Match, seat: int, deck: Deck) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as err:
        match.apply(Choose(seat, deck.option()))
    assert err.value.en and err.value.ko and err.value.en != err.value.ko
    return err.value


def test_903_13f_the_format_builds_decks_of_at_least_60_with_no_maximum() -> None:
    spec = format_of(INFO, FORMAT)
    assert spec.stages == ("draft", "build", "games")
    assert spec.build is not None and spec.build.deck_min == MIN_DECK and spec.build.deck_max == 0
    ev = drafted().state
    d = next(d for d in ev.decisions if d.player == 0)
    assert d.kind == "build" and d.min == 60 and d.rule == "903.13f"
    assert "at least 60" in d.prompt.en and "최소 60장" in d.prompt.ko


def test_903_13f_a_deck_of_59_is_refused_with_the_rule_and_a_deck_of_90_is_kept() -> None:
    match = drafted()
    ev = match.state
    deck = own_deck(ev, 0)
    short = Deck.of(deck.cards, deck.free[:MIN_DECK - 1 - len(deck.cards)], deck.choices())
    assert short.size() == 59
    err = refused(match, 0, short)
    assert err.rule == "903.13f" and "at least 60 cards, not 59" in err.en and "최소 60장" in err.ko
    big = Deck.of(deck.cards, deck.free + deck.free[:1] * (90 - deck.size()), deck.choices())
    assert big.size() == 90
    match.apply(Choose(0, big.option()))
    assert ev.decks[0] == sorted(deck.cards) and len(ev.deck_ids(0)) == 90
    assert ev.chosen[0] == deck.choices()
    assert "keeps a deck of 90 cards" in describe_action(ev, match.log[-1], "en")
    assert "Your deck (90): " in describe_board(ev, 0) and "내 덱 (90장)" in describe_board(ev, 0, "ko")
    assert invariants.check(ev, {}) == []


def test_903_13f_basic_lands_in_any_number_other_cards_only_as_the_pool_holds_them() -> None:
    match = drafted()
    ev = match.state
    deck = own_deck(ev, 0)
    assert build.free_cards(ev, 0) == [*BASICS.values(), PIPER]
    other = next(c for c in ev.pools[1] if ev.card_id(c) not in (ev.card_id(x) for x in ev.pools[0]))
    err = refused(match, 0, Deck.of(deck.cards + (other,), deck.free, deck.choices()))
    assert err.rule == "903.13f" and f"Card {other} is not one you drafted" in err.en
    not_free = next(c for c in ev.pool_ids(1) if c not in ev.pool_ids(0))
    err = refused(match, 0, Deck.of(deck.cards, deck.free + (not_free,), deck.choices()))
    assert err.rule == "903.13f" and f"{not_free} is not a card you may add freely" in err.en


def test_903_13e_the_commander_comes_from_the_pool_or_is_ulo() -> None:
    match = drafted()
    ev = match.state
    deck = own_deck(ev, 0)
    err = refused(match, 0, Deck.of(deck.cards, deck.free, {}))
    assert err.rule == "903.13e" and "Choose your commander first" in err.en and "장군" in err.ko
    stranger = next(c for c in leaders(ev.pool_ids(1)) if c not in ev.pool_ids(0))
    err = refused(match, 0, Deck.of(deck.cards, deck.free, {"commander": stranger}))
    assert err.rule == "903.13e" and "is not one of the choices for your commander" in err.en
    lead = deck.choices()["commander"]
    without = Deck.of([c for c in deck.cards if ev.card_id(c) != lead], deck.free + (BASICS["W"],) * 2, deck.choices())
    assert refused(match, 0, without).rule == "903.5a"      # the commander is one of the deck's cards


def test_903_13e_ulo_is_added_freely_as_the_commander_with_its_color_chosen() -> None:
    match = drafted()
    ev = match.state
    db = load_card_db()
    cards = [c for c in ev.pools[0] if set(cmd.identity(db[ev.card_id(c)])) <= {"G"}]
    green = build.auto_free(ev, 0, Deck.of(cards, (PIPER, BASICS["W"]), {"commander": PIPER, "color": "G"}))
    assert green.free.count(PIPER) == 1 and green.size() == MIN_DECK   # the commander stays, lands fill to 60
    assert set(green.free) - {PIPER} == {BASICS["G"]}                   # Ulo's chosen color is the deck's identity
    deck = Deck.of(green.cards, green.free, {"commander": PIPER})
    err = refused(match, 0, deck)
    assert err.rule == "903.4b" and "Choose the color your commander chooses first" in err.en
    assert [c.id for c in build.choices(ev, 0, deck)] == ["commander", "color"]
    match.apply(Choose(0, Deck.of(deck.cards, deck.free, {"commander": PIPER, "color": "G"}).option()))
    assert ev.chosen[0] == {"commander": PIPER, "color": "G"} and PIPER in ev.deck_ids(0)


def test_903_13e_ulo_added_but_not_as_the_commander_is_refused() -> None:
    match = drafted()
    ev = match.state
    deck = own_deck(ev, 0)
    err = refused(match, 0, Deck.of(deck.cards, deck.free + (PIPER,), deck.choices()))
    assert err.rule == "903.13e" and "only as the commander" in err.en


def test_903_13f_automatic_basic_lands_fill_to_60_by_the_colors_of_the_spells() -> None:
    ev = drafted().state
    db = load_card_db()
    deck = own_deck(ev, 0)
    assert deck.size() == MIN_DECK and all(c in BASICS.values() for c in deck.free)
    lead = deck.choices()["commander"]
    colors = set(cmd.identity(db[lead]))
    assert {db[c].id for c in deck.free} == {BASICS[x] for x in colors}   # every color of the commander, no other
    assert build.problems(ev, 0, deck) == []


def test_903_13e_programs_keep_the_deck_their_builder_makes_and_the_game_is_played_with_the_built_decks() -> None:
    match = drafted()
    ev = match.state
    mine = own_deck(ev, 0)
    match.apply(Choose(0, mine.option()))
    while ev.stage == "build":
        match.apply(ev.legal_actions()[0])
    for seat in (1, 2, 3):
        program = program_deck(tuple(ev.pool_ids(seat)))
        assert Counter(ev.deck_ids(seat)) == Counter(program["cards"])
        assert ev.chosen[seat]["commander"] == program["commander"]
    game: Any = ev.child
    assert ev.stage == "games" and game is not None
    lead = cmd.commanders(game)[0]
    assert game.defs[lead].id == mine.choices()["commander"] and game.zones[zid(0, "command")].cards == [lead]
    assert set(game.deck_of(0)) == set(ev.deck_ids(0))         # the names it plays are the deck it built
    assert invariants.check(ev, {}) == []


def test_a_built_deck_replays_from_the_log_and_a_save() -> None:
    match = drafted(players=3, seed=8)
    match.apply(Choose(0, own_deck(match.state, 0).option()))
    while match.state.stage == "build":
        match.apply(match.state.legal_actions()[0])
    again = Match.from_json(match.to_json())
    assert again.state.state_hash() == match.state.state_hash()
    assert again.state.deck_ids(0) == match.state.deck_ids(0)


def test_903_13f_the_screen_and_the_door_agree_on_a_deck_not_yet_legal() -> None:
    ev = drafted().state
    deck = own_deck(ev, 0)
    short = Deck.of(deck.cards, (), deck.choices())
    found = build.problems(ev, 0, short)
    assert found[0][0] == "903.13f" and f"not {len(deck.cards)}" in found[0][1]
    assert ev.refusal(Choose(0, short.option())) is not None
    assert ev.refusal(Choose(0, deck.option())) is None


def test_903_13f_a_kept_deck_stays_out_of_a_save_until_every_player_has_built() -> None:
    match = drafted(players=3, seed=8)
    before = len(match.log)
    match.apply(Choose(0, own_deck(match.state, 0).option()))
    assert match.sealed() and len(match.to_json()["log"]) == before        # player A's deck is nobody's to read yet
    while match.state.stage == "build":
        match.apply(match.state.legal_actions()[0])
    assert not match.sealed() and len(match.to_json()["log"]) == len(match.log)
