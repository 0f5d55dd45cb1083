"""The player's own deck files, kept per game: saved as TOML, read back, and never a crash when a file is bad."""
from __future__ import annotations

import os
from collections import Counter

import pytest
import tomli

from game.engine.match import Match
from game.engine.registry import get
from game.rulesets.lanes.cards import load_card_db
from game.rulesets.lanes.deck import load_all_decks, parse_deck
from game.ui import games, userdecks

DB = load_card_db()
EMBER = load_all_decks(DB)["ember-rush"]
CAT = games.catalogue(get("lanes"))
DD = games.catalogue(get("dragon-duel"))


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_CARDS_HOME", str(tmp_path))
    return tmp_path


def test_a_saved_deck_reads_back_equal_in_the_preconstructed_format(home) -> None:
    counts = dict(Counter(EMBER.cards))
    path = userdecks.save_user_deck(CAT, "my-rush", 'My "rush"', "나의 돌격", EMBER.leader, counts)
    assert path == os.path.join(str(home), "decks", "my-rush.toml")
    with open(path, "rb") as fh:
        raw = tomli.load(fh)
    # the same fields as data/decks/*.toml, so parse_deck (with the rules) accepts it as is
    assert set(raw) == {"id", "name", "leader", "cards"}
    assert parse_deck(raw, path, DB).leader == EMBER.leader
    decks, problems = userdecks.load_user_decks(CAT)
    assert problems == []
    deck = decks["user:my-rush"]
    assert deck.id == "user:my-rush"
    assert (deck.name.en, deck.name.ko) == ('My "rush"', "나의 돌격")
    assert deck.leader == EMBER.leader and Counter(deck.cards) == Counter(EMBER.cards)
    Match("lanes", 3, {"decks": [deck.to_setup(), EMBER.to_setup()]})


def test_a_name_with_quotes_backslashes_and_control_characters_is_saved_and_read_back(home) -> None:
    """A pasted name may carry anything: the file must still be valid TOML (the hand-written writer
    this replaced escaped only quotes, backslashes, tabs and newlines, so "\x01" or "\r" broke the save)."""
    name = 'Rush "\\ \x01\r\x7f\u2028 돌격'
    userdecks.save_user_deck(CAT, "odd", name, name, EMBER.leader, dict(Counter(EMBER.cards)))
    deck = userdecks.load_user_decks(CAT)[0]["user:odd"]
    assert deck.name.en == name and deck.name.ko == name


def test_saving_again_replaces_the_file_and_leaves_no_temporary_files(home) -> None:
    counts = dict(Counter(EMBER.cards))
    userdecks.save_user_deck(CAT, "d", "A", "A", EMBER.leader, counts)
    counts["LT-F01"] = 2
    counts["LT-F24"] = 2
    userdecks.save_user_deck(CAT, "user:d", "B", "B", EMBER.leader, counts)
    assert os.listdir(home / "decks") == ["d.toml"]
    deck = userdecks.load_user_decks(CAT)[0]["user:d"]
    assert deck.name.en == "B" and Counter(deck.cards)["LT-F01"] == 2


def test_bad_ids_and_counts_are_refused_before_writing(home) -> None:
    with pytest.raises(ValueError):
        userdecks.save_user_deck(CAT, "../escape", "x", "x", EMBER.leader, {})
    with pytest.raises(ValueError):
        userdecks.save_user_deck(CAT, "ok", "x", "x", EMBER.leader, {"LT-F01": -1})
    assert not (home / "decks").exists() or os.listdir(home / "decks") == []


@pytest.mark.parametrize("text, reason", [
    ("id = [", "TOML syntax"),
    ('id = "x"\nname = 3\nleader = "LT-L01"\n[cards]\n', "name"),
    ('id = "x"\nname = { en = "x", ko = "x" }\nleader = "LT-L01"\n[cards]\n"LT-F01" = 4\n', "5.1.2.2"),
    ('id = "x"\nname = { en = "x", ko = "x" }\nleader = "LT-L01"\n[cards]\n"LT-NOPE" = 1\n', "2.10"),
])
def test_a_malformed_or_illegal_file_is_reported_and_skipped(home, text, reason) -> None:
    userdecks.save_user_deck(CAT, "good", "Good", "Good", EMBER.leader, dict(Counter(EMBER.cards)))
    (home / "decks" / "bad.toml").write_text(text, encoding="utf-8")
    decks, problems = userdecks.load_user_decks(CAT)
    assert list(decks) == ["user:good"]
    assert len(problems) == 1
    assert "bad.toml" in problems[0] and reason in problems[0]


@pytest.mark.parametrize("count, shown", [(41, "not 41"), (100_000_000, "not 100000000"),
                                          (10 ** 30, "not a 31-digit number"), (0, "not 0"), (2.5, "not 2.5")])
def test_a_count_no_deck_can_hold_is_refused_at_load_with_a_clear_message(home, count, shown) -> None:
    """Counts are bounded before a list is built: 100000000 used to take minutes and gigabytes,
    and 10**30 a raw OverflowError."""
    os.makedirs(home / "decks")
    (home / "decks" / "huge.toml").write_text(
        f'id = "huge"\nname = {{ en = "H", ko = "H" }}\nleader = "{EMBER.leader}"\n[cards]\n"LT-F01" = {count}\n',
        encoding="utf-8")
    (found,) = userdecks.scan_user_decks(CAT)
    assert found.deck is None
    assert found.problems == [f"deck huge: cards.LT-F01: copies must be a whole number from 1 to 40, {shown}"]


def test_a_file_listing_more_cards_than_ten_decks_is_refused(home) -> None:
    os.makedirs(home / "decks")
    lines = "".join(f'"LT-X{i:03d}" = 40\n' for i in range(11))
    (home / "decks" / "many.toml").write_text(
        f'id = "many"\nname = {{ en = "M", ko = "M" }}\nleader = "{EMBER.leader}"\n[cards]\n{lines}', encoding="utf-8")
    (found,) = userdecks.scan_user_decks(CAT)
    assert found.deck is None and found.problems == ["deck many: cards: a deck file lists at most 400 cards"]


def test_a_file_that_is_not_text_is_reported(home) -> None:
    os.makedirs(home / "decks")
    (home / "decks" / "binary.toml").write_bytes(b"\xff\xfe\x00garbage")
    decks, problems = userdecks.load_user_decks(CAT)
    assert decks == {} and len(problems) == 1 and "binary.toml" in problems[0]


def test_korean_problems_for_an_illegal_deck(home) -> None:
    userdecks.save_user_deck(CAT, "short", "S", "S", EMBER.leader, {"LT-F01": 3})
    _, problems = userdecks.load_user_decks(CAT, "ko")
    assert "[5.1.2] 덱은 정확히 40장이어야 합니다" in problems[0]


def test_all_decks_has_the_preconstructed_and_the_users_without_clashes(home) -> None:
    # a user deck with the same id as a preconstructed one stays separate
    userdecks.save_user_deck(CAT, "ember-rush", "Mine", "Mine", EMBER.leader, dict(Counter(EMBER.cards)))
    decks = userdecks.all_decks(CAT)
    assert set(load_all_decks(DB)) < set(decks)
    assert decks["ember-rush"].name.en == "Ember Rush"
    assert decks["user:ember-rush"].name.en == "Mine"


def test_new_ids_are_file_safe_and_unused(home) -> None:
    assert userdecks.new_deck_id(CAT, "My deck 1") == "my-deck-1"
    userdecks.save_user_deck(CAT, "my-deck-1", "My deck 1", "My deck 1", EMBER.leader, {})
    assert userdecks.new_deck_id(CAT, "My deck 1") == "my-deck-1-2"
    assert userdecks.new_deck_id(CAT, "내 덱") == "deck"


def test_each_game_keeps_its_decks_in_its_own_folder(home) -> None:
    precon = DD.precons()["ember-onslaught"]
    path = userdecks.save_user_deck(DD, "fire", "Fire", "불", precon.leader, precon.counts())
    assert path == os.path.join(str(home), "decks", "dragon-duel", "fire.toml")
    userdecks.save_user_deck(CAT, "fire", "Fire", "불", EMBER.leader, dict(Counter(EMBER.cards)))
    dd_decks, dd_problems = userdecks.load_user_decks(DD)
    lanes_decks, lanes_problems = userdecks.load_user_decks(CAT)
    assert dd_problems == [] and lanes_problems == []     # neither game reads the other's files
    assert dd_decks["user:fire"].leader == precon.leader and lanes_decks["user:fire"].leader == EMBER.leader
    Match("dragon-duel", 3, {"decks": [dd_decks["user:fire"].to_setup(), precon.to_setup()]})


def test_a_dragon_duel_deck_breaking_its_rules_is_reported_with_the_rule_in_both_languages(home) -> None:
    precon = DD.precons()["moonveil-mirage"]
    counts = precon.counts()
    first = next(iter(counts))
    counts[first] = 4
    userdecks.save_user_deck(DD, "over", "Over", "Over", precon.leader, counts)
    _, problems = userdecks.load_user_decks(DD, "ko")
    assert len(problems) == 1 and "[DD-0.7] 같은 카드는 최대 3장입니다." in problems[0]
    assert "[DD-0.7] 덱은 정확히 30장이어야 합니다" in problems[0]


def test_a_magic_deck_file_records_its_format_and_one_without_it_is_a_constructed_deck(home) -> None:
    """Decks built for a format (Magic) say which; a file saved before formats were is of the first one."""
    cat = games.catalogue(get("magic"))
    cmd = cat.for_format("commander")
    deck = cmd.precons()["wildfire-host"]
    path = userdecks.save_user_deck(cmd, "fire", "Fire", "Fire", deck.leader, deck.counts())
    assert 'format = "commander"' in open(path, encoding="utf-8").read()
    ember = cat.precons()["ember-grove"]
    old = userdecks.deck_text("old", "Old", "Old", None, ember.counts())      # no format field
    with open(os.path.join(userdecks.decks_dir(cat), "old.toml"), "w", encoding="utf-8") as f:
        f.write(old)
    found = {f.id: f for f in userdecks.scan_user_decks(cat)}
    assert found["user:fire"].deck.format == "commander" and found["user:fire"].legal
    assert found["user:old"].deck.format == "constructed" and found["user:old"].legal
    assert list(userdecks.load_user_decks(cat)[0]) == ["user:old"]
    assert list(userdecks.load_user_decks(cmd)[0]) == ["user:fire"]
    with open(os.path.join(userdecks.decks_dir(cat), "odd.toml"), "w", encoding="utf-8") as f:
        f.write(old.replace('id = "old"', 'id = "odd"\nformat = "sealed"'))
    odd = {f.id: f for f in userdecks.scan_user_decks(cat)}["user:odd"]
    assert odd.deck is None and any("format: one of constructed, commander, brawl" in p for p in odd.problems)
