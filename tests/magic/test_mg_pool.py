"""The card pool's shape (guide 2.3): 120 or more main-deck cards across five colors with gold, hybrid and
Phyrexian costs, colorless artifacts with colored activation costs, nonbasic and basic lands; and the four
Vanguard decks."""
from __future__ import annotations

from collections import Counter

from game.rulesets.magic.cards import load_card_db
from game.rulesets.magic.deck import deck_problems, load_all_decks

VANGUARD_DECKS = ("lantern-vigil", "night-ledger", "kiln-charge", "moss-court")


def _main_deck_cards() -> list:
    return [c for c in load_card_db().cards.values() if not c.token and not c.is_a("vanguard")]


def test_the_pool_holds_120_main_deck_cards_in_five_colors_and_every_cost_kind() -> None:
    cards = _main_deck_cards()
    assert len(cards) >= 120
    mono = Counter(c.colors[0] for c in cards if len(c.colors) == 1)
    assert all(mono[k] >= 15 for k in "WUBRG"), mono
    assert sum(1 for c in cards if len(c.colors) > 1 and not c.cost.hybrid) >= 8          # gold
    assert sum(1 for c in cards if c.cost.hybrid) >= 6 and sum(1 for c in cards if c.cost.phyrexian) >= 5
    colorless = [c for c in cards if c.is_a("artifact") and not c.colors]
    assert len(colorless) >= 9
    assert sum(1 for c in colorless if any(a.cost.colored for a in c.abilities if a.kind == "activated")) >= 3
    lands = [c for c in cards if c.is_a("land")]
    assert sum(1 for c in lands if "basic" in c.supertypes) == 5 and len(lands) >= 13


def test_the_pool_has_may_and_delayed_triggers_in_cards_of_several_colors() -> None:
    cards = _main_deck_cards()
    may = {c.colors[0] for c in cards if c.colors and any(a.may for a in c.abilities)}
    later = [c for c in cards if any(e.later for a in c.abilities for e in a.effects)]
    assert len(may) >= 4 and len(later) >= 4
    assert any(c.is_a("creature") for c in later) and any(c.is_a("instant") or c.is_a("sorcery") for c in later)


def test_the_four_vanguard_decks_are_legal_sixty_card_decks() -> None:
    decks, db = load_all_decks(), load_card_db()
    for d in VANGUARD_DECKS:
        assert len(decks[d].cards) == 60 and deck_problems(db, list(decks[d].cards)) == [], d


def test_optional_and_delayed_abilities_read_as_such_in_english_and_korean() -> None:
    from game.rulesets.magic.cardtext import card_lines
    db = load_card_db()
    en = {k: v.name.en for k, v in db.cards.items()}
    ko = {k: v.name.ko for k, v in db.cards.items()}
    assert "When this enters, you may draw a card, then you lose 1 life." in card_lines(db["MG-B22"], "en", en)
    assert any(line.startswith("이것이 전장에 들어올 때, 원한다면,") for line in card_lines(db["MG-B22"], "ko", ko))
    fury = card_lines(db["MG-B25"], "en", en)[1]
    assert fury.endswith("At the beginning of the next end step, destroy it.")
    assert "다음 종료단 시작에, 그것을 파괴합니다." in card_lines(db["MG-B25"], "ko", ko)[1]
