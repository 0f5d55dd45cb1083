"""The Magic deck screens' rules (catalogue.py): a deck is built for a format, and each format's check is
the one the shipped decks and a game's setup are held to, every problem with its rule id and the cards
named in the player's language. No pygame."""
from __future__ import annotations

import pytest

from game.engine.errors import DataError
from game.rulesets.magic import commander
from game.rulesets.magic.catalogue import catalogue
from game.rulesets.magic.setup import new_state

CINDER_PUP = "MG-R01"         # a red common, four in Ember Grove
REEFGLASS = "MG-U01"          # blue
LIRIEL = "MG-K07"             # a blue legendary creature whose back face has a red color indicator
VAULT_RELIC = "MG-A51"        # of the vault set, which Brawl does not use
MOUNTAIN = "MG-L04"


def fmt(format_id: str):
    return catalogue().for_format(format_id)


def deck(format_id: str, deck_id: str) -> tuple[str | None, list[str]]:
    d = fmt(format_id).precons()[deck_id]
    return d.leader, list(d.cards)


def rules_of(problems) -> list[str]:
    return [p.rule for p in problems]


def swap(cards: list[str], old: str, new: str) -> list[str]:
    out = list(cards)
    out[out.index(old)] = new
    return out


def test_the_formats_are_constructed_commander_and_brawl_each_with_its_own_decks() -> None:
    cat = catalogue()
    assert [f.id for f in cat.formats()] == ["constructed", "commander", "brawl"]
    assert all(f.name.en and f.name.ko for f in cat.formats())
    assert cat.format == "constructed" and not cat.rules.leader and cat.rules.at_least
    for fid in ("commander", "brawl"):
        view = fmt(fid)
        assert view.format == fid and view.rules.leader and view.rules.leader_word.ko == "장군"
        assert view.precons() and all(d.format == fid for d in view.precons().values())
    assert "ember-grove" in cat.precons() and "ember-grove" not in fmt("commander").precons()
    # no token and no vanguard is a card of the pool
    assert not any(cat.db[c.id].token or cat.db[c.id].is_a("vanguard") for c in cat.cards)


def test_100_2a_a_constructed_deck_has_at_least_60_cards() -> None:
    _, cards = deck("constructed", "ember-grove")
    short = fmt("constructed").problems(None, cards[1:])
    assert rules_of(short) == ["100.2a"] and "59" in short[0].en and "59" in short[0].ko
    assert fmt("constructed").problems(None, cards + [MOUNTAIN]) == []      # 61 is a deck too


def test_100_2a_at_most_four_copies_of_a_card_named_but_basic_lands() -> None:
    _, cards = deck("constructed", "ember-grove")
    assert cards.count(CINDER_PUP) == 4
    found = fmt("constructed").problems(None, cards + [CINDER_PUP])
    assert rules_of(found) == ["100.2a"]
    assert "Cinder Pup" in found[0].en and "잿불 강아지" in found[0].ko and found[0].cards == (CINDER_PUP,)
    assert fmt("constructed").problems(None, cards + [MOUNTAIN] * 10) == []


def test_902_3_a_vanguard_is_never_a_card_of_a_deck() -> None:
    _, cards = deck("constructed", "ember-grove")
    found = fmt("constructed").problems(None, swap(cards, MOUNTAIN, "MG-V01"))
    assert "902.3" in rules_of(found)


def test_903_3_the_commander_is_a_legendary_creature_and_in_brawl_a_planeswalker_too() -> None:
    leader, cards = deck("commander", "wildfire-host")
    assert rules_of(fmt("commander").problems(CINDER_PUP, cards))[0] == "903.3"
    kesra = "MG-U07"                    # a legendary planeswalker
    assert "903.3" in rules_of(fmt("commander").problems(kesra, cards))
    b_leader, b_cards = deck("brawl", "oathwarden-grove")
    assert fmt("brawl").problems(b_leader, b_cards) == []
    assert b_leader is not None and fmt("brawl").db[b_leader].is_a("planeswalker")
    assert "903.12c" in rules_of(fmt("brawl").problems(CINDER_PUP, b_cards))


def test_903_5a_a_commander_deck_is_100_cards_with_its_commander() -> None:
    leader, cards = deck("commander", "wildfire-host")
    assert len(cards) == 99 and fmt("commander").rules.size == 99
    found = fmt("commander").problems(leader, cards[:-1])
    assert rules_of(found) == ["903.5a"] and "100" in found[0].en and "99" in found[0].en


def test_903_5b_one_of_each_card_but_basic_lands() -> None:
    leader, cards = deck("commander", "wildfire-host")
    nonbasic = next(c for c in cards if c.startswith("MG-R"))
    found = fmt("commander").problems(leader, swap(cards, MOUNTAIN, nonbasic))
    name = fmt("commander").db[nonbasic].name
    assert rules_of(found) == ["903.5b"] and name.en in found[0].en and name.ko in found[0].ko
    assert cards.count(MOUNTAIN) > 1        # basic lands as many as wanted
    # what the builder marks as too many copies: one of a card, basic lands as many as a deck holds
    assert fmt("commander").copies_allowed(nonbasic) == 1 and fmt("commander").copies_allowed(MOUNTAIN) >= 99
    assert fmt("constructed").copies_allowed(CINDER_PUP) == 4 and fmt("constructed").copies_allowed(MOUNTAIN) >= 60


def test_903_4_a_card_outside_the_commanders_color_identity_is_named() -> None:
    leader, cards = deck("commander", "wildfire-host")
    view = fmt("commander")
    found = view.problems(leader, swap(cards, MOUNTAIN, REEFGLASS))
    assert rules_of(found) == ["903.5c"]
    assert "Reefglass Adept" in found[0].en and "산호유리 숙련자" in found[0].ko and found[0].cards == (REEFGLASS,)
    assert "MG-U01" not in found[0].en          # the name, never the id
    assert view.blocked(leader, REEFGLASS) is not None and view.blocked(leader, CINDER_PUP) is None
    assert view.leader_lines(leader, "en") == ["Color identity: red, green"]


def test_903_4d_a_back_faces_color_indicator_counts_for_color_identity() -> None:
    leader, cards = deck("commander", "mire-court")      # blue, black, green: Liriel's back is red
    found = fmt("commander").problems(leader, swap(cards, "MG-L03", LIRIEL))
    assert rules_of(found) == ["903.4d"] and "Liriel" in found[0].en and found[0].cards == (LIRIEL,)


def test_903_12b_brawl_uses_the_core_and_command_sets_only() -> None:
    leader, cards = deck("brawl", "cogmother-engine")
    found = fmt("brawl").problems(leader, swap(cards, next(c for c in cards if c.startswith("MG-A")), VAULT_RELIC))
    assert "903.12b" in rules_of(found)
    assert fmt("brawl").blocked(leader, VAULT_RELIC) is not None
    assert fmt("commander").blocked(leader, VAULT_RELIC) is None


def test_903_12d_a_brawl_deck_is_60_cards_with_its_commander() -> None:
    leader, cards = deck("brawl", "oathwarden-grove")
    assert len(cards) == 59 and fmt("brawl").rules.size == 59
    found = fmt("brawl").problems(leader, cards + ["MG-L01"])
    assert rules_of(found) == ["903.12d"] and "60" in found[0].en and "61" in found[0].ko


def test_a_built_commander_deck_starts_a_commander_game_and_an_illegal_one_is_refused_with_the_rule() -> None:
    leader, cards = deck("commander", "wildfire-host")
    view = fmt("commander")
    built = {"cards": cards, "leader": leader}
    s = new_state(3, {"players": 2, "deck_format": "commander", "decks": [built, built]})
    assert [s.defs[c].id for c in commander.commanders(s)] == [leader, leader]      # 903.6
    bad = {"cards": swap(cards, MOUNTAIN, REEFGLASS), "leader": leader}
    with pytest.raises(DataError) as err:
        new_state(3, {"players": 2, "deck_format": "commander", "decks": [bad, built]})
    assert "903.5c" in str(err.value) and view.problems(bad["leader"], bad["cards"])
