"""Every registered game's catalogue and rules parts keep the contract the deck screens and the rules
reference rely on (game/engine/catalogue.py, game/engine/rulebook.py). No pygame."""
from __future__ import annotations

import random

import pytest

from game.engine import registry
from game.engine.catalogue import Catalogue, DeckList
from game.engine.errors import DataError
from game.engine.rulebook import find, search
from game.engine.setup import build_setup

GAMES = registry.all_rulesets()
WITH_CATALOGUE = [i for i in GAMES if i.part("catalogue") is not None]
WITH_RULES = [i for i in GAMES if i.part("rules") is not None]


def catalogue(info: registry.RulesetInfo) -> Catalogue:
    return info.part("catalogue").catalogue()


def views(info: registry.RulesetInfo) -> list[Catalogue]:
    """The catalogue under each of its deck formats (itself for a game with one)."""
    cat = catalogue(info)
    return [cat.for_format(f.id) for f in cat.formats()] or [cat]


def accepted(info: registry.RulesetInfo, decks: list[DeckList], fmt: str = "") -> bool:
    """Whether the game starts with these decks, set up as the deck picker sets them up (``fmt``: the
    deck format the game is set to, by its ``deck_format`` option)."""
    setup = build_setup(info, 3, settings={"deck_format": fmt} if fmt else None)
    for key in catalogue(info).deck_options:
        setup.pop(key, None)
    setup["decks"] = [d.to_setup() for d in decks]
    try:
        info.new_state(3, setup)
    except DataError:
        return False
    return True


def test_both_games_have_a_catalogue_and_rules() -> None:
    assert {i.id for i in WITH_CATALOGUE} >= {"lanes", "dragon-duel"}
    assert {i.id for i in WITH_RULES} >= {"lanes", "dragon-duel"}


@pytest.mark.parametrize("info", WITH_CATALOGUE, ids=lambda i: i.id)
def test_every_card_reads_in_both_languages_and_is_found_by_the_filters(info) -> None:
    cat = catalogue(info)
    filters = {f.id: {v for v, _ in f.values} for f in cat.filters}
    assert cat.cards and len(cat.by_id) == len(cat.cards)
    for card in cat.cards:
        assert card.name.en.strip() and card.name.ko.strip(), card.id
        assert card.kind_name.en and card.kind_name.ko and card.colour in cat.colours, card.id
        assert len(cat.text(card.id, "en")) == len(cat.text(card.id, "ko")), card.id
        assert all(line.strip() for lang in ("en", "ko") for line in cat.text(card.id, lang)), card.id
        for fid, values in card.fields.items():
            assert fid in filters and set(values) <= filters[fid], (card.id, fid, values)
    for f in cat.filters:          # every filter finds some cards
        assert any(c.fields.get(f.id) for c in cat.cards), f.id
    assert all(o in {opt.id for opt in info.options} for o in cat.deck_options)


@pytest.mark.parametrize("info", WITH_CATALOGUE, ids=lambda i: i.id)
def test_the_preconstructed_decks_are_legal_and_start_a_game(info) -> None:
    assert sum(len(cat.precons()) for cat in views(info)) >= 4
    for cat in views(info):
        precons = list(cat.precons().values())
        assert len(precons) >= 2, cat.format
        for deck in precons:
            assert cat.problems(deck.leader, list(deck.cards)) == [], deck.id
            assert (len(deck.cards) >= cat.rules.size if cat.rules.at_least else len(deck.cards) == cat.rules.size)
            assert (deck.leader is not None) == cat.rules.leader and deck.format == cat.format
        assert accepted(info, precons[:2], cat.format)


@pytest.mark.parametrize("info", WITH_CATALOGUE, ids=lambda i: i.id)
def test_the_deck_check_says_what_the_game_itself_accepts(info) -> None:
    """A deck the builder calls legal starts a game; one it says breaks a rule is refused, with the
    rule id and both languages: random damage to the preconstructed decks, a hundred times in each format."""
    for cat in views(info):
        _damage_a_hundred_times(info, cat)


def _damage_a_hundred_times(info: registry.RulesetInfo, cat: Catalogue) -> None:
    rng = random.Random(7)
    precons = list(cat.precons().values())
    ids = [c.id for c in cat.cards if not c.leader]
    leaders = [c.id for c in cat.cards if c.leader]
    seen = {True: 0, False: 0}
    for _ in range(100):
        deck = rng.choice(precons)
        cards, leader = list(deck.cards), deck.leader
        damage = rng.randrange(6)
        if damage == 0:
            cards.remove(rng.choice(cards))
        elif damage == 1:
            cards[rng.randrange(len(cards))] = cards[0]          # may make a fourth copy
        elif damage == 2:
            cards[rng.randrange(len(cards))] = rng.choice(ids)   # often still legal
        elif damage == 3 and cat.rules.leader:
            cards[rng.randrange(len(cards))] = rng.choice(leaders)
        elif damage == 4:
            cards.append("NO-SUCH-CARD")
        problems = cat.problems(leader, cards)
        for p in problems:
            assert p.rule and p.en.strip() and p.ko.strip(), p
        legal = not problems
        seen[legal] += 1
        assert accepted(info, [DeckList("x", deck.name, leader, tuple(cards)), precons[0]], cat.format) == legal, \
            (cat.format, damage, problems)
    assert seen[True] and seen[False], cat.format


@pytest.mark.parametrize("info", WITH_CATALOGUE, ids=lambda i: i.id)
def test_a_deck_without_its_leader_is_told_to_choose_one(info) -> None:
    led = [cat for cat in views(info) if cat.rules.leader]
    if not led:
        pytest.skip("this game's decks have no leader")
    for cat in led:
        deck = next(iter(cat.precons().values()))
        problems = cat.problems(None, list(deck.cards))
        word = "leader" if cat.rules.leader_word.en == "Leader" else cat.rules.leader_word.en.lower()
        assert len(problems) == 1 and word in problems[0].en.lower(), problems


@pytest.mark.parametrize("info", WITH_RULES, ids=lambda i: i.id)
def test_the_rules_part_numbers_every_rule_once_and_finds_each(info) -> None:
    part = info.part("rules")
    rules = part.load_rules()
    numbers = [r.number for r in rules]
    assert len(rules) > 50 and len(set(numbers)) == len(numbers)
    assert all(find(rules, n) == i for i, n in enumerate(numbers))
    assert all(r.text.strip() for r in rules)
    assert part.SOURCE_NOTE.en and part.SOURCE_NOTE.ko
    assert search(rules, numbers[-1])[0].number == numbers[-1]


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_options_read_in_both_languages_and_readings_name_a_rule_of_the_document(info) -> None:
    rules = info.part("rules").load_rules() if info.part("rules") is not None else []
    for o in info.options:
        assert o.label.en and o.label.ko and o.help.en and o.help.ko, o.id
        if o.choice_labels:
            assert len(o.choice_labels) == len(o.choices) and all(m.en and m.ko for m in o.choice_labels), o.id
        if o.reading:
            assert o.rule and find(rules, o.rule) >= 0 and rules[find(rules, o.rule)].number == o.rule, o.id
