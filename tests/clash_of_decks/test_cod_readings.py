"""Clash of Decks: the readings of lost and ambiguous points (M1-M5, A1-A30) not already covered by the
rule tests of the rule they read, each checked as a player would notice it."""
from __future__ import annotations

import pytest

from game.engine.errors import DataError
from game.rulesets.clash_of_decks import vocab
from game.rulesets.clash_of_decks.cards import load_card_db, parse_card_tables
from game.rulesets.clash_of_decks.cardtext import card_lines
from game.rulesets.clash_of_decks.setup import new_state

from cod_kit import card, do, events_of, hand, line, make

SYM = card("TC-SYM", 2, 2, abilities=("symbiosis",))


def test_m1_every_ability_has_a_name_in_both_languages_and_every_card_text_reads_in_both() -> None:
    assert set(vocab.NAMES) == set(vocab.ABILITIES) and len(vocab.ABILITIES) == 28
    for c in load_card_db().cards.values():
        if c.playable:
            en, ko = card_lines(c, "en"), card_lines(c, "ko")
            assert len(en) == len(ko) and (not en or en != ko), c.id


def test_m1_every_ability_is_on_at_least_two_cards_and_aura_pairs_with_several() -> None:
    cards = [c for c in load_card_db().cards.values() if c.playable]
    for a in vocab.ABILITIES:
        assert sum(1 for c in cards if a in c.has) >= 2, a
    assert len({c.aura for c in cards if c.aura}) >= 3


def test_a3_the_ai_deck_emptied_by_playing_exposes_its_citadel() -> None:
    s = make({"p2": {"deck": ["TC-F1", "TC-F2"], "discard": ["TC-C9"]}}, [card("TC-C9", cost=9)], mode="solo")
    ev = do(s, "assault")
    # the watchtower is exposed by the AI's own plays: it flips, the discard is its new deck; that card is
    # played too, and the exposed fortress loses
    assert events_of(ev, "citadel_flipped") and s.result.winners == (0,)


def test_a16_a_champion_is_never_taken_out_of_the_window_by_threat() -> None:
    threats = [card(f"TC-TH{i}", abilities=("threat",)) for i in range(4)]
    s = make({"p1": {"champion": "CH-01", "hand": hand(size=6), "upper": [f"TC-TH{i}" for i in range(4)]}}, threats)
    assert len(s.window(0)) == 1
    assert any(a.verb == "summon" and a.card == s.champ[0] for a in s.legal_actions())


def test_a16_the_data_refuses_hand_abilities_on_a_champion() -> None:
    raw = {k: v for k, v in card("TC-CHC", abilities=("clarity",)).items() if k != "pack"}
    with pytest.raises(DataError) as info:
        parse_card_tables([{**raw, "champion": True}], "x.toml")
    assert "card TC-CHC: abilities: a champion never returns to the hand, so it cannot have clarity" in str(info.value)


def test_a17_a_person_who_does_not_start_gets_the_normal_mana() -> None:
    s = new_state(1, {"mode": "solo", "difficulty": 4})       # level 4 buys option c: the AI starts
    assert s.start_player == 1 and s.active == 0
    assert s.mana[0] == len(s.hands[0].cards) + 1 == 9


def test_a19_weaken_with_aquatic_against_a_citadel_by_setting() -> None:
    pos = {"p1": {"upper": ["TC-WA"]}, "p2": {"citadel": 2}}
    cards = [card("TC-WA", 1, 9, abilities=("weaken", "aquatic"))]
    s = make(pos, cards)
    do(s, "assault")
    assert s.side[1] == "watchtower" and s.hp(1) == 1
    s = make(pos, cards, weaken_citadel="doubled")
    do(s, "assault")
    assert s.side[1] == "fortress"             # X doubled: the second X flips it


def test_a21_an_instinct_answer_follows_the_creatures_own_targeting() -> None:
    s = make({"p1": {"upper": ["TC-N1"]}, "p2": {"upper": ["TC-INF"]}},
             [card("TC-INF", 2, 9, abilities=("instinct", "flying"))])
    ev = do(s, "assault")
    assert events_of(ev, "instinct") and line(s, 1) == ["TC-N1"] and s.cit[0] == 2    # over it, at the citadel


def test_a25_a_symbiosis_stack_keeps_its_bases_time_in_play_or_counts_as_new() -> None:
    pos = {"p1": {"hand": ["TC-SYM", "TC-F1"], "upper": ["TC-N3"]}, "p2": {"hand": hand(size=9)}}
    s = make(pos, [SYM])
    do(s, "merge", card="hand:TC-SYM", onto="p1.upper#0")
    do(s, "assault")
    assert s.hp(1) == 9 - 5
    s = make(pos, [SYM], symbiosis_attack="new")
    do(s, "merge", card="hand:TC-SYM", onto="p1.upper#0")
    ev = do(s, "assault")
    assert s.hp(1) == 9 and events_of(ev, "cannot_attack")


def test_a29_keen_on_a_stack_counts_it_as_one_creature() -> None:
    s = make({"p1": {"upper": ["TC-KE"]}, "p2": {"upper": [{"card": "TC-W1", "under": "TC-SYM1"}]}},
             [card("TC-KE", 5, 9, abilities=("keen",)), card("TC-SYM1", 1, 1, abilities=("symbiosis",))])
    ev = do(s, "assault")
    assert [e.data["excess"] for e in events_of(ev, "keen")] == [3]        # 5 - (1 + 1)


def test_m5_a_spell_deals_its_printed_damage_zero_allowed() -> None:
    s = make({"p1": {"hand": ["TC-S0", "TC-F1"]}, "p2": {"upper": ["TC-W1"]}})
    ev = do(s, "cast", card="hand:TC-S0", target="p2.upper#0")
    assert events_of(ev, "damage")[0].data["hits"][0][1] == 0 and line(s, 2) == ["TC-W1"]
