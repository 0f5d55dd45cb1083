"""The card pool and decks as data: validated on load with every problem naming the file, the card and
the field; decks checked by 100.2a; card text in both languages generated for every card."""
from __future__ import annotations

from collections import Counter

import pytest

from game.engine.errors import DataError
from game.rulesets.magic.cardtext import card_lines
from game.rulesets.magic.cards import load_card_db, parse_cards
from game.rulesets.magic.deck import deck_problems, load_all_decks
from game.rulesets.magic.setup import new_state


def test_the_pool_has_forty_cards_in_five_colors_with_gold_hybrid_phyrexian_artifacts_lands_and_legends() -> None:
    cards = [c for c in load_card_db().cards.values() if not c.token]
    assert len(cards) >= 40
    colors = Counter(c.colors[0] for c in cards if len(c.colors) == 1)
    assert all(colors[k] >= 5 for k in "WUBRG")
    assert any(len(c.colors) > 1 and not c.cost.hybrid for c in cards)            # gold
    assert any(c.cost.hybrid for c in cards) and any(c.cost.phyrexian for c in cards)
    assert sum(1 for c in cards if c.is_a("artifact") and not c.colors) >= 4
    assert any(c.is_a("land") and "basic" not in c.supertypes for c in cards)
    assert sum(1 for c in cards if c.legendary and c.is_a("creature")) >= 4
    assert sum(1 for c in cards if c.is_a("planeswalker")) >= 2


def test_a_broken_card_file_names_the_file_the_card_and_the_field() -> None:
    tables = [{"id": "X-1", "name": {"en": "A", "ko": "가"}, "cost": "{Q}", "types": ["creature"], "toughness": 1},
              {"id": "X-2", "name": {"en": "B"}, "types": ["instant"],
               "abilities": [{"kind": "spell", "effects": [{"do": "zap"}]}]}]
    with pytest.raises(DataError) as err:
        parse_cards(tables, "cards-bad.toml")
    text = str(err.value)
    assert "cards-bad.toml" in text and "card X-1.cost" in text and "card X-2.name" in text
    assert "card X-2.abilities[0].effects[0].do" in text


def test_100_2a_a_deck_needs_sixty_cards_and_at_most_four_of_a_card_but_basic_lands() -> None:
    db = load_card_db()
    deck = list(next(iter(load_all_decks().values())).cards)
    assert deck_problems(db, deck) == []
    assert [p.rule for p in deck_problems(db, deck[:59])] == ["100.2a"]
    assert deck_problems(db, deck[:55] + ["MG-L01"] * 5) == []
    bad = deck_problems(db, deck[:55] + ["MG-R03"] * 5)
    assert bad and "MG-R03" in bad[0].en and bad[0].ko


def test_a_game_with_a_deck_that_breaks_100_2a_is_refused_naming_the_player_and_rule() -> None:
    with pytest.raises(DataError) as err:
        new_state(1, {"players": 2, "decks": [{"cards": ["MG-R03"] * 60}, {"cards": ["MG-L01"] * 60}]})
    assert "player 1's deck: 100.2a" in str(err.value)


def test_every_card_reads_in_english_and_korean_line_for_line() -> None:
    db = load_card_db()
    en = {k: v.name.en for k, v in db.cards.items()}
    ko = {k: v.name.ko for k, v in db.cards.items()}
    for c in db.cards.values():
        a, b = card_lines(c, "en", en), card_lines(c, "ko", ko)
        assert len(a) == len(b) and all(x.strip() for x in a + b), c.id
        assert a != b or c.is_a("land"), c.id


def test_the_shipped_decks_are_two_or_more_legal_sixty_card_decks() -> None:
    decks = [d for d in load_all_decks().values() if d.format == "constructed"]
    assert len(decks) >= 2 and all(len(d.cards) == 60 for d in decks)


def test_every_subtype_on_a_type_line_reads_in_korean_too() -> None:
    from game.rulesets.magic.cardtext import type_line
    from game.rulesets.magic.vocab import SUBTYPE_NAMES

    db = load_card_db()
    missing = sorted({t for c in db.cards.values() for t in c.subtypes if t not in SUBTYPE_NAMES})
    assert missing == [], f"subtypes without names in vocab.SUBTYPE_NAMES: {missing}"
    bear = next(c for c in db.cards.values() if "Bear" in c.subtypes)
    assert "곰" in type_line(bear, "ko") and "Bear" not in type_line(bear, "ko")


def test_903_5b_no_two_cards_of_the_pool_share_a_name_in_either_language() -> None:
    """A Commander deck's singleton rule goes by the English name (903.5b): two different cards named alike
    would keep each other out of a deck, and a Korean player could not tell them apart."""
    db = load_card_db()
    for lang in ("en", "ko"):
        names = Counter(d.name.get(lang) for d in db.cards.values() if not d.token)
        assert [n for n, k in names.items() if k > 1] == [], lang
