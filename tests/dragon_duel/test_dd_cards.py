"""Dragon Duel card data: validation that names file, card and field; the set covers every rule item;
card text exists in English and Korean for every card."""
from __future__ import annotations

import os
from collections import Counter

import pytest

from game.engine.errors import DataError
from game.rulesets.dragon_duel import vocab
from game.rulesets.dragon_duel.cards import load_card_db, parse_card_tables
from game.rulesets.dragon_duel.cardtext import ability_text, card_lines
from game.rulesets.dragon_duel.deck import DECK_SIZE, load_all_decks, parse_deck

DB = load_card_db()


def test_every_card_loads_and_has_english_and_korean_text() -> None:
    assert len(DB.cards) >= 60
    for c in DB.cards.values():
        en, ko = card_lines(c, DB, "en"), card_lines(c, DB, "ko")
        assert len(en) == len(ko) and all(en) and all(ko)
        assert c.name.en and c.name.ko and c.name.en != c.name.ko
        for ab in c.text:
            assert ability_text(ab, DB, "en") != ability_text(ab, DB, "ko")


def test_value_cards_have_fire_and_earth_values_and_others_have_none() -> None:
    for c in DB.cards.values():
        if c.type in ("character", "booster"):
            assert isinstance(c.fire, int) and isinstance(c.earth, int)
        else:
            assert c.fire == 0 and c.earth == 0 and not c.has_values


def test_bad_card_data_names_the_file_the_card_and_every_field() -> None:
    raw = [{"id": "X-1", "name": {"en": "A", "ko": "가"}, "type": "character", "faction": "ember", "race": "drakeborn",
            "fire": 3},
           {"id": "X-2", "name": {"en": "B", "ko": "나"}, "type": "support", "faction": "nowhere", "race": "drakeborn",
            "icons": ["ambush", "shine"], "text": [{"kind": "tot", "by": 1}, {"kind": "total", "who": "me", "by": 99}]}]
    with pytest.raises(DataError) as info:
        parse_card_tables(raw, "extra.toml", (DB.factions, DB.races))
    text = str(info.value)
    assert "extra.toml" in text
    assert "card X-1: earth: a character needs both a Fire and an Earth value" in text
    assert "card X-2: faction: unknown faction 'nowhere'" in text
    assert "card X-2: icons:" in text
    assert "card X-2: text[1].kind: unknown kind 'tot'" in text
    assert "card X-2: text[2].who: must be one of you, opponent" in text
    assert "card X-2: text[2].by: must be a whole number from -9 to 9" in text


def test_bad_decks_are_refused_with_every_problem() -> None:
    with pytest.raises(DataError) as info:
        parse_deck({"id": "bad", "name": {"en": "x", "ko": "x"}, "pitch": {"en": "x", "ko": "x"}, "leader": "DD-E01",
                    "cards": {"DD-E01": 4, "DD-XX": 1}}, "bad.toml", DB)
    text = str(info.value)
    assert "leader: 'DD-E01' is not a leader card" in text and "unknown card ids DD-XX" in text
    assert f"exactly {DECK_SIZE} cards" in text and "at most 3 copies" in text


def test_four_preconstructed_decks_of_thirty_that_differ() -> None:
    decks = load_all_decks(DB)
    assert len(decks) >= 4
    factions = set()
    for d in decks.values():
        assert len(d.cards) == DECK_SIZE
        kinds = Counter(DB[c].type for c in d.cards)
        assert kinds["character"] == 16 and kinds["booster"] == 6 and kinds["support"] == 5 and kinds["leadership"] == 3
        factions.add(DB[d.leader].faction)
    assert len(factions) == 4


def _cards_with(pred) -> list[str]:
    return [c.id for c in DB.cards.values() if pred(c)]


@pytest.mark.parametrize("category", [vocab.MUST, vocab.IGNORE, vocab.CANNOT, vocab.OTHER])
def test_every_precedence_category_is_on_at_least_two_cards(category: int) -> None:
    assert len(_cards_with(lambda c: any(vocab.CATEGORY[a["kind"]] == category for a in c.text))) >= 2


@pytest.mark.parametrize("layer", [1, 2, 3])
def test_every_value_layer_is_on_at_least_two_cards(layer: int) -> None:
    assert len(_cards_with(lambda c: any(vocab.LAYER.get(a["kind"]) == layer for a in c.text))) >= 2


@pytest.mark.parametrize("icon", vocab.ICONS)
def test_every_icon_is_on_at_least_two_cards(icon: str) -> None:
    assert len(_cards_with(lambda c: icon in c.icons)) >= 2


def test_the_guides_rule_coverage_list_is_exercised_by_cards() -> None:
    def has(kind: str, **fields) -> list[str]:
        return _cards_with(lambda c: any(a["kind"] == kind and all(a.get(k) == v for k, v in fields.items())
                                         for a in c.text))
    assert has("total", who="opponent") or has("modify")                          # lowering the opponent (L98-99)
    assert _cards_with(lambda c: any("pay" in st for a in c.text for st in a.get("do", ()) if st["step"] == "may"))
    assert has("turn_start") and has("turn_end")
    for t in ("character", "booster", "support"):
        assert _cards_with(lambda c: c.type == t and "recall" in c.icons), t
    reads = lambda key: _cards_with(lambda c: any(key in (a.get("target") or {}) or key in (a.get("per") or {})
                                                  for a in c.text))
    assert reads("race") and reads("moon") and reads("type")
    assert _cards_with(lambda c: any("per" in a for a in c.text))                # card counts
    assert has("ignore", part="card")                                            # reaches hand, deck, discard pile


def test_the_card_files_are_the_data_directory() -> None:
    here = os.path.dirname(os.path.abspath(__file__))
    data = os.path.join(here, "..", "..", "game", "rulesets", "dragon_duel", "data", "cards")
    assert sorted(os.listdir(data)) == ["brass.toml", "ember.toml", "moon.toml", "stone.toml"]
