"""The card set and its files: what the issue promises players and deck builders."""
from __future__ import annotations

from collections import Counter

import pytest

from game.engine.errors import DataError
from game.rulesets.lanes import vocab
from game.rulesets.lanes.cards import load_card_db, load_cards
from game.rulesets.lanes.deck import load_all_decks, load_deck

DB = load_card_db()


def _abilities(card):
    faces = [card.front] + ([card.back] if card.back else [])
    for face in faces:
        for ab in face.abilities:
            yield ab
            for st in ab.static:
                if "grant" in st:
                    yield DB.abilities[f"{ab.key}/g{ab.static.index(st)}"]


def test_five_leaders_one_per_attribute_with_oath_awaken_and_level_linked_back() -> None:
    leaders = [c for c in DB.cards.values() if c.type == "leader"]
    assert sorted(c.attribute for c in leaders) == sorted(vocab.ATTRIBUTES)
    for leader in leaders:
        assert leader.oath, leader.id
        assert any(a.keyword == "awaken" for a in leader.abilities), leader.id
        assert leader.back is not None and any(a.keyword == "level_link" for a in leader.back.abilities), leader.id


def test_at_least_ninety_other_cards_of_every_type() -> None:
    others = [c for c in DB.cards.values() if c.type != "leader"]
    assert len(others) >= 90
    assert {c.type for c in others} == {"unit", "item", "skill"}


@pytest.mark.parametrize("keyword", sorted(set(vocab.KEYWORDS)))
def test_every_keyword_is_on_two_cards(keyword: str) -> None:
    holders = {c.id for c in DB.cards.values() for a in _abilities(c) if a.keyword == keyword}
    assert len(holders) >= 2, holders


@pytest.mark.parametrize("sub", ["pierce", "plunder", "breakthrough", "duelist", "infiltrate", "finisher",
                                 "mutual_destruction", "return", "barrier", "sacrifice"])
def test_every_sub_keyword_is_on_two_cards(sub: str) -> None:
    holders = {c.id for c in DB.cards.values() for a in _abilities(c) if sub in a.data}
    assert len(holders) >= 2, holders


def test_triggers_come_in_several_kinds() -> None:
    kinds = Counter()
    for c in DB.cards.values():
        for a in c.abilities:
            if a.keyword == "trigger":
                kinds[a.effect[0]["do"]] += 1
    assert len(kinds) >= 5, kinds


def test_at_least_four_legal_preconstructed_decks_with_different_leaders() -> None:
    decks = load_all_decks(DB)
    assert len(decks) >= 4
    assert len({d.leader for d in decks.values()}) >= 4
    for deck in decks.values():
        assert len(deck.cards) == 40


def _write(tmp_path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_a_toml_syntax_error_names_the_file(tmp_path) -> None:
    path = _write(tmp_path, "broken.toml", "[[card]]\nid = \"X\nname = 1\n")
    with pytest.raises(DataError) as exc:
        load_cards(path, DB.affiliations)
    assert "broken.toml" in str(exc.value) and "TOML" in str(exc.value)


def test_every_problem_of_a_card_file_is_named_with_card_and_field(tmp_path) -> None:
    path = _write(tmp_path, "bad.toml", """
[[card]]
id = "ZZ-001"
name = { en = "Odd", ko = "이상한" }
type = "unit"
attribute = "fire"
cost = 2
power = 3
hit = 1
colour = "red"

[[card.ability]]
keyword = "entry"
effect = [ { do = "drw", n = 1 } ]

[[card]]
id = "ZZ-002"
name = { en = "Odd too", ko = "또 이상한" }
type = "item"
attribute = "wave"
cost = 1
power = 2
""")
    with pytest.raises(DataError) as exc:
        load_cards(path, DB.affiliations)
    text = str(exc.value)
    assert "bad.toml" in text
    assert "card ZZ-001: unknown field 'colour'" in text
    assert "card ZZ-001: ability[1].effect[1]: unknown verb 'drw'" in text
    assert "card ZZ-002: power: only units have power" in text
    assert len(exc.value.problems) == 3


def test_a_condition_on_a_continuous_ability_is_refused_rather_than_printed_and_ignored(tmp_path) -> None:
    path = _write(tmp_path, "cond.toml", """
[[card]]
id = "ZZ-003"
name = { en = "Moody", ko = "변덕쟁이" }
type = "unit"
attribute = "fire"
cost = 2
power = 3
hit = 1

[[card.ability]]
keyword = "passive"
condition = { hand_at_least = 5 }
static = [ { power = 2, target = "self" } ]
""")
    with pytest.raises(DataError) as exc:
        load_cards(path, DB.affiliations)
    assert "card ZZ-003: ability[1]: a continuous keyword (passive) cannot take a `condition`" in str(exc.value)


def test_a_deck_breaking_5_1_2_names_the_rules_and_the_cards(tmp_path) -> None:
    triggers = [c.id for c in DB.cards.values() if c.has_trigger and c.attribute == "fire"][:3]
    plain = [c.id for c in DB.cards.values() if c.type == "unit" and not c.has_trigger and c.attribute == "fire"]
    lines = [f'"{t}" = 3' for t in triggers] + [f'"{plain[0]}" = 4'] + [f'"{p}" = 3' for p in plain[1:9]]
    path = _write(tmp_path, "deck.toml", 'id = "bad"\nname = { en = "Bad", ko = "나쁜" }\nleader = "LT-L01"\n[cards]\n'
                  + "\n".join(lines) + "\n")
    with pytest.raises(DataError) as exc:
        load_deck(path, DB)
    text = str(exc.value)
    assert "[5.1.2] A deck has exactly 40 cards" in text
    assert f"[5.1.2.2] At most 3 copies of a card. ({plain[0]})" in text
    assert "[5.1.2.3] At most 8 trigger cards; the deck has 9." in text
