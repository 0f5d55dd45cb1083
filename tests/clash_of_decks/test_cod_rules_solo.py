"""Clash of Decks rules CD-7: solo against the rulebook AI (a seat the rules play) and its ten ability
exceptions; the custom game's difficulty."""
from __future__ import annotations

import pytest

from game.engine.actions import Choose
from game.engine.errors import DataError
from game.rulesets.clash_of_decks.difficulty import load_table, points_for
from game.rulesets.clash_of_decks.setup import new_state

from cod_kit import card, dmg, do, events_of, hand, ids, line, make, spell

SOLO = {"mode": "solo"}


def ai_deck(s) -> list[str]:
    return ids(s, s.decks[1].cards)


def solo(pos: dict, cards: list | None = None, **opts) -> object:
    return make(pos, cards, mode="solo", **opts)


def test_cd_7_1_the_ai_is_a_seat_the_rules_play_and_never_acts() -> None:
    s = new_state(1, SOLO)
    assert s.rules_seats == (1,) and s.current_players() == [0]
    do(s, "assault")
    assert s.active == 0 and s.current_players() == [0] and s.own_turns[1] == 1


def test_cd_7_2_quick_game_the_person_picks_one_beginner_deck_the_ai_the_other_three() -> None:
    s = new_state(1, {**SOLO, "deck1": "tidewardens"} if "tidewardens" in _decks() else SOLO)
    assert len(s.hands[0].cards) == 8 and len(s.decks[1].cards) == 24


def _decks() -> list[str]:
    from game.rulesets.clash_of_decks.cards import load_card_db
    from game.rulesets.clash_of_decks.deck import load_all_decks
    return list(load_all_decks(load_card_db()))


def test_cd_7_4_the_ai_deck_is_24_cards_with_its_citadel_at_the_bottom_watchtower_up() -> None:
    s = new_state(2, SOLO)
    assert len(s.decks[1].cards) == 24 and s.side[1] == "watchtower" and s.hp(1) == 24
    assert s.view(0)["zones"]["p1.deck"].get("cards") in (None, [])     # the deck is face down


def test_cd_7_5_the_person_starts_with_6_mana() -> None:
    s = new_state(2, SOLO)
    assert s.active == 0 and s.mana[0] == 6


def test_cd_7_6_ai_mana_is_6_plus_1_per_human_creature() -> None:
    s = solo({"p1": {"upper": ["TC-F1"], "lower": ["TC-F2", "TC-F3"]},
              "p2": {"deck": ["TC-C9"] + [f"TC-F{i}" for i in range(4, 9)]}}, [card("TC-C9", cost=9)])
    ev = do(s, "assault")
    assert events_of(ev, "mana")[0].data["mana"] == 9


def test_cd_7_7_1_and_2_the_ai_reveals_onto_alternating_fronts_until_spending_reaches_its_mana() -> None:
    s = solo({"p2": {"deck": ["TC-C3", "TC-C2", "TC-C1", "TC-C4", "TC-F1"]}},
             [card("TC-C3", cost=3), card("TC-C2", cost=2), card("TC-C1", cost=1), card("TC-C4", cost=4)])
    do(s, "assault")
    # mana 6: 3 (upper), 2 (lower), 1 (upper) reaches 6
    assert line(s, 2) == ["TC-C3", "TC-C1"] and line(s, 2, "lower") == ["TC-C2"] and ai_deck(s)[:1] == ["TC-C4"]


def test_cd_7_7_2_the_last_card_may_overshoot() -> None:
    s = solo({"p2": {"deck": ["TC-C5", "TC-C4", "TC-F1"]}}, [card("TC-C5", cost=5), card("TC-C4", cost=4)])
    do(s, "assault")
    assert line(s, 2) == ["TC-C5"] and line(s, 2, "lower") == ["TC-C4"]


def test_cd_7_7_3_an_ai_spell_hits_the_nearest_enemy_else_is_discarded_free() -> None:
    s = solo({"p1": {"lower": [{"card": "TC-W3", "new": True}]}, "p2": {"deck": ["TC-AS", "TC-AS2", "TC-C6", "TC-F1"]}},
             [spell("TC-AS", 3, cost=2), spell("TC-AS2", 3, cost=2), card("TC-C6", cost=6)])
    ev = do(s, "assault")
    # upper: no enemy, discarded free; lower: hits W3; upper again: C6 ends the spending (2 + 6 >= 7)
    assert events_of(ev, "ai_spell_fizzled") and line(s, 1, "lower") == []
    assert ids(s, s.discards[1].cards) == ["TC-AS", "TC-AS2"] and line(s, 2) == ["TC-C6"]


def test_cd_7_8_the_ais_destroyed_creatures_go_to_its_discard_pile() -> None:
    s = solo({"p1": {"upper": ["TC-N5"]}, "p2": {"upper": ["TC-W1"], "deck": ["TC-C9", "TC-F1", "TC-F2"]}},
             [card("TC-C9", cost=9)])
    do(s, "assault")
    assert ids(s, s.discards[1].cards) == ["TC-W1"]


def test_cd_7_9_damage_to_the_ai_citadel_discards_from_the_top_of_its_deck() -> None:
    s = solo({"p1": {"upper": ["TC-N3"]}, "p2": {"deck": ["TC-F1", "TC-F2", "TC-F3", "TC-C9", "TC-F4"]}},
             [card("TC-C9", cost=9)])
    ev = do(s, "assault")
    assert events_of(ev, "ai_milled") and ids(s, s.discards[1].cards)[:3] == ["TC-F1", "TC-F2", "TC-F3"]


def test_cd_7_10_the_exposed_watchtower_flips_and_the_discard_becomes_the_new_deck() -> None:
    s = solo({"p1": {"upper": ["TC-N5"]}, "p2": {"deck": ["TC-F1", "TC-F2"], "discard": [f"TC-F{i}" for i in range(3, 10)]}})
    ev = do(s, "assault")
    assert s.side[1] == "fortress" and events_of(ev, "shuffled") and events_of(ev, "excess_lost")
    assert s.result is None and len(s.decks[1].cards) == 9 - 7     # the AI then played 7 of the 9 (mana 6 + 1)


def test_cd_7_11_the_exposed_fortress_loses_and_the_persons_fortress_at_the_end_loses() -> None:
    s = solo({"p1": {"upper": ["TC-N5"]}, "p2": {"deck": ["TC-F1", "TC-F2"], "side": "fortress"}})
    do(s, "assault")
    assert s.result.winners == (0,)
    s = solo({"p2": {"upper": ["TC-N5"], "deck": ["TC-C9"] + [f"TC-F{i}" for i in range(5)]},
              "p1": {"citadel": 5, "side": "fortress"}}, [card("TC-C9", cost=9)])
    do(s, "assault")
    assert s.result.winners == (1,)


def test_cd_7_12_1_and_2_the_custom_game_buys_each_level_with_exactly_its_points() -> None:
    table = load_table()
    for level in range(1, 11):
        assert table.cost(table.packages[level]) == level
        s = new_state(1, {**SOLO, "difficulty": level})
        assert table.cost(s.purchase) == level
    with pytest.raises(DataError) as info:
        new_state(1, {**SOLO, "difficulty": 2, "ai_resistance": "on"})
    assert "exactly" in str(info.value)
    s = new_state(1, {**SOLO, "difficulty": 3, "ai_base_mana": "8", "ai_starts": "yes", "ai_per_creature": "1"})
    assert s.purchase.base_mana == 8 and s.start_player == 1 and s.purchase.per_creature == 1


def test_cd_7_12_2_options_a_to_e_change_the_ais_game() -> None:
    s = new_state(1, {**SOLO, "difficulty": 4})        # a and c: +2 per creature and the AI starts
    assert s.start_player == 1 and s.purchase.per_creature == 2
    s = solo({"p1": {"upper": ["TC-N5"]}, "p2": {"deck": ["TC-F0", "TC-C9"] + [f"TC-F{i}" for i in range(2, 8)]}},
             [card("TC-C9", cost=9)], purchase={"resistance": True, "base_mana": 8, "per_creature": 2})
    ev = do(s, "assault")
    assert ids(s, s.discards[1].cards) == ["TC-F0"]                                 # option d: 1 damage
    assert events_of(ev, "mana")[0].data["mana"] == 8 + 2                           # options b and a


def test_cd_7_12_2_option_e_every_ai_creature_has_the_ability() -> None:
    s = solo({"p2": {"upper": ["TC-F1"], "deck": [f"TC-F{i}" for i in range(2, 9)]}}, purchase={"ability": "rage"})
    assert "rage" in s.abilities(s.line(0, 1)[0])


def test_cd_7_12_2_option_e_gives_an_ability_no_card_of_the_game_prints() -> None:
    s = solo({"p1": {"upper": ["TC-N1"]}, "p2": {"upper": ["TC-W5", "TC-W3"], "deck": [f"TC-F{i}" for i in range(2, 9)]}},
             purchase={"ability": "hide"})
    ev = do(s, "assault")      # the AI's W5, hurt and alive, hides: no card here prints Hide
    hid = events_of(ev, "hid")
    assert hid and s.cards[hid[0].data["card"]].def_id == "TC-W5" and line(s, 2)[:2] == ["TC-W3", "TC-W5"]


def test_cd_7_12_3_a_champion_gives_the_ai_2_more_points_or_2_fewer_literally() -> None:
    assert points_for(5, True, "plus2") == 7 and points_for(5, True, "minus2") == 3 and points_for(5, False, "plus2") == 5
    with pytest.raises(DataError):
        new_state(1, {**SOLO, "champion": "on"})                # not in the quick game (L1279-1281)


# ----- the ten exceptions (CD-7.13) -------------------------------------------------------------------
def test_cd_7_13_1_ai_threat_gives_it_1_less_mana() -> None:
    s = solo({"p2": {"upper": ["TC-TH"], "deck": ["TC-C9"] + [f"TC-F{i}" for i in range(5)]}},
             [card("TC-TH", abilities=("threat",)), card("TC-C9", cost=9)])
    ev = do(s, "assault")
    assert events_of(ev, "mana")[0].data["mana"] == 5


def test_cd_7_13_2_ai_recall_order_plays_the_dearer_of_it_and_the_discards_top() -> None:
    s = solo({"p2": {"deck": ["TC-RO", "TC-C9", "TC-F1"], "discard": ["TC-F2", "TC-C5"]}},
             [card("TC-RO", cost=2, abilities=("recall_order",)), card("TC-C9", cost=9), card("TC-C5", cost=5)])
    ev = do(s, "assault")
    assert events_of(ev, "ai_recall_order") and line(s, 2) == ["TC-C5"] and ids(s, s.discards[1].cards)[-1] == "TC-RO"


def test_cd_7_13_2_ai_recall_order_with_equal_costs_changes_nothing() -> None:
    s = solo({"p2": {"deck": ["TC-RO", "TC-C9", "TC-F1"], "discard": ["TC-C2"]}},
             [card("TC-RO", cost=2, abilities=("recall_order",)), card("TC-C9", cost=9), card("TC-C2", cost=2)])
    do(s, "assault")
    assert line(s, 2) == ["TC-RO"] and ids(s, s.discards[1].cards) == ["TC-C2"]


def test_cd_7_13_3_ai_curse_creature_goes_back_on_top_of_its_deck() -> None:
    s = solo({"p1": {"upper": ["TC-N5"]}, "p2": {"upper": ["TC-CU"], "deck": ["TC-C9", "TC-F1", "TC-F2"]}},
             [card("TC-CU", 1, 1, abilities=("curse",)), card("TC-C9", cost=9)])
    do(s, "assault")
    # back on top of the deck, so the AI's summon phase reveals it again first
    assert line(s, 2) == ["TC-CU"] and line(s, 2, "lower") == ["TC-C9"] and not s.discards[1].cards


def test_cd_7_13_4_a_persons_bind_holds_the_ais_top_card_and_returns_it_on_top() -> None:
    s = solo({"p1": {"hand": ["TC-BI", "TC-F1", "TC-F2"]}, "p2": {"deck": ["TC-C9", "TC-F3", "TC-F4"]}},
             [card("TC-BI", 1, 3, abilities=("bind",)), card("TC-C9", 9, 9, cost=9)])
    do(s, "summon", card="hand:TC-BI", front="upper")
    assert ids(s, s.zones["bound"].cards) == ["TC-C9"] and ai_deck(s) == ["TC-F3", "TC-F4"]
    s = solo({"p2": {"upper": ["TC-N1"], "deck": ["TC-C8", "TC-F3", "TC-F4"]}, "active": 2, "phase": "assault",
              "p1": {"upper": [{"card": "TC-BI", "holds": "TC-C9"}]}},
             [card("TC-BI", 1, 3, abilities=("bind",)), card("TC-C9", 9, 9, cost=9), card("TC-C8", cost=8)])
    assert ai_deck(s)[:2] == ["TC-C9", "TC-C8"] and not s.zones["bound"].cards


def test_cd_7_13_5_every_mercenary_goes_on_top_of_the_ai_deck() -> None:
    s = solo({"p1": {"upper": ["TC-N5"]}, "p2": {"upper": ["TC-ME"], "deck": ["TC-C9", "TC-F1"]}},
             [card("TC-ME", 1, 1, abilities=("mercenary",)), card("TC-C9", cost=9)])
    ev = do(s, "assault")
    assert [e for e in ev if e.kind == "card_moved" and e.data.get("cause") == "mercenary"][0].data["rule"] == "CD-7.13.5"
    s = solo({"p1": {"hand": ["TC-MS", "TC-F1", "TC-F2"]}, "p2": {"upper": ["TC-W5"], "deck": ["TC-F3", "TC-F4"]}},
             [spell("TC-MS", 1, abilities=("mercenary",))])
    do(s, "cast", card="hand:TC-MS", target="p2.upper#0")
    assert ai_deck(s)[0] == "TC-MS"


def test_cd_7_13_6_ai_blood_price_costs_0_and_discards_its_cost_from_the_deck() -> None:
    s = solo({"p2": {"deck": ["TC-BP", "TC-F1", "TC-F2", "TC-F3", "TC-C9", "TC-F4"]}},
             [card("TC-BP", 2, 2, cost=3, abilities=("blood_price",)), card("TC-C9", cost=9)])
    ev = do(s, "assault")
    assert events_of(ev, "blood_price")[0].data["rule"] == "CD-7.13.6"
    assert ids(s, s.discards[1].cards)[:3] == ["TC-F1", "TC-F2", "TC-F3"] and line(s, 2, "lower") == ["TC-C9"]


def test_cd_7_13_7_ai_regeneration_puts_the_discards_top_card_on_its_deck() -> None:
    s = solo({"active": 2, "phase": "assault",
              "p2": {"upper": ["TC-RG"], "deck": ["TC-F1"], "discard": ["TC-F2", "TC-F3"]}},
             [card("TC-RG", 1, 9, abilities=("regeneration",))])
    assert ai_deck(s)[:2] == ["TC-F3", "TC-F1"] and ids(s, s.discards[1].cards) == ["TC-F2"]


def test_cd_7_13_8_ai_reinforcement_summons_the_decks_top_card_free() -> None:
    s = solo({"p1": {"upper": ["TC-N5"]}, "p2": {"upper": ["TC-RE"], "deck": ["TC-C9", "TC-F1", "TC-F2"]}},
             [card("TC-RE", 1, 1, abilities=("reinforcement",)), card("TC-C9", 1, 9, cost=9)])
    ev = do(s, "assault")
    r = events_of(ev, "reinforcement")[0].data
    assert r["rule"] == "CD-7.13.8" and r["def_id"] == "TC-C9"


def test_cd_7_13_9_ai_symbiosis_merges_with_the_nearest_creature_else_is_discarded_unpaid() -> None:
    s = solo({"p2": {"upper": ["TC-F1"], "deck": ["TC-SY", "TC-SY2", "TC-C9", "TC-F2"]}},
             [card("TC-SY", 1, 1, cost=2, abilities=("symbiosis",)), card("TC-SY2", 1, 1, cost=2, abilities=("symbiosis",)),
              card("TC-C9", cost=9)])
    ev = do(s, "assault")
    assert events_of(ev, "merged") and events_of(ev, "ai_symbiosis_discarded")
    assert "TC-SY2" in ids(s, s.discards[1].cards)


def test_cd_7_13_10_weaken_against_the_ais_citadel_has_attack_0() -> None:
    s = solo({"p1": {"upper": ["TC-WK"]}, "p2": {"deck": ["TC-C9"] + [f"TC-F{i}" for i in range(6)]}},
             [card("TC-WK", 3, 9, abilities=("weaken",)), card("TC-C9", cost=9)])
    do(s, "assault")
    assert not s.discards[1].cards


def test_a4_the_ais_gust_deals_its_discard_pile_at_most_8_or_0_by_setting() -> None:
    pos = {"p1": {"upper": [{"card": "TC-W9", "new": True}]},
           "p2": {"deck": ["TC-GU", "TC-C9", "TC-F1"], "discard": [f"TC-F{i}" for i in range(2, 7)]}}
    cards = [card("TC-GU", 1, 1, abilities=("gust",)), card("TC-C9", cost=9), card("TC-W9", 1, 9)]
    s2 = solo(pos, cards, ai_gust="zero")
    ev = do(s2, "assault")
    assert [e.data["amount"] for e in events_of(ev, "gust")] == [0]
    s3 = solo(pos, cards)
    ev = do(s3, "assault")
    assert [e.data["amount"] for e in events_of(ev, "gust")] == [5]
