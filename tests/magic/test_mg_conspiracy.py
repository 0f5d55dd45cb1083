"""Conspiracy Draft's game (905): conspiracy cards, the command zone from the sideboard (905.4), hidden
agenda (905.4a, 702.106), owner and controller (905.5), life and hand (905.6), free-for-all (905.3)."""
from __future__ import annotations

import pytest

from game.engine.errors import DataError
from game.rulesets.magic.cards import load_card_db, parse_cards
from game.rulesets.magic.cardtext import card_lines
from game.rulesets.magic.deck import deck_problems, sideboard_problems

CONSPIRACIES = [f"MG-CN{n:02d}" for n in range(1, 17)]


def test_905_4_the_sixteen_conspiracies_load_with_both_languages_and_five_hidden_agendas() -> None:
    db = load_card_db()
    cards = [db[c] for c in CONSPIRACIES]
    assert all(c.types == ("conspiracy",) and c.name.en and c.name.ko and c.abilities for c in cards)
    assert sum(c.hidden_agenda for c in cards) >= 5
    agenda = card_lines(db["MG-CN01"], "en", {})
    assert agenda[0] == "Conspiracy" and agenda[1].startswith("Hidden agenda")
    assert "Creatures you control with the chosen name get +1/+1." in agenda
    assert card_lines(db["MG-CN01"], "ko", {})[0] == "컨스피러시"
    assert "당신이 조종하는 선택된 이름의 생물들은 +1/+1을 받습니다." in card_lines(db["MG-CN01"], "ko", {})


def test_905_4_a_conspiracy_is_a_sideboard_card_and_never_a_deck_card() -> None:
    db = load_card_db()
    assert sideboard_problems(db, ["MG-CN01", "MG-CN08"]) == []
    found = deck_problems(db, ["MG-CN08"] + ["MG-L01"] * 59)
    assert [(p.rule, "MG-CN08" in p.en and "MG-CN08" in p.ko) for p in found] == [("905.4", True)]


def test_702_106_the_chosen_name_belongs_to_a_hidden_agenda_and_a_conspiracy_has_no_cost() -> None:
    bad = [{"id": "X1", "name": {"en": "a", "ko": "a"}, "types": ["conspiracy"],
            "abilities": [{"kind": "static", "static": "anthem", "scope": "named_creatures", "power": 1}]},
           {"id": "X2", "name": {"en": "b", "ko": "b"}, "types": ["conspiracy"], "cost": "{1}",
            "abilities": [{"kind": "triggered", "when": "attacks", "effects": [{"do": "draw", "amount": 1, "to": "you"}]}]},
           {"id": "X3", "name": {"en": "c", "ko": "c"}, "types": ["enchantment"], "cost": "{1}", "hidden_agenda": True}]
    with pytest.raises(DataError) as err:
        parse_cards(bad, "test")
    text = str(err.value)
    assert "card X1.abilities[0].scope" in text and "card X2: a conspiracy is of the one type" in text
    assert "card X2.abilities[0].when" in text and "card X3: hidden agenda" in text
