"""Clash of Decks rules CD-12.15 to CD-12.28 and CD-12.0: the special abilities, each in the assault order
and, where it can act there, in the summon order."""
from __future__ import annotations

from cod_kit import card, dmg, do, events_of, hand, ids, line, make, refused, spell

KEEN = card("TC-KE", 5, 9, abilities=("keen",))


# ----- 15 Keen ----------------------------------------------------------------------------------------
def test_cd_12_15_keen_excess_goes_to_the_victims_citadel_first_kill_only() -> None:
    s = make({"p1": {"upper": ["TC-KE"]}, "p2": {"upper": ["TC-W2"], "lower": []}}, [KEEN])
    ev = do(s, "assault")
    assert events_of(ev, "keen")[0].data["excess"] == 3 and s.cit[1] == 3 and s.hp(1) == 8 - 3   # W2 came home
    assert events_of(ev, "keen")[0].data["step"] == "A15"


def test_cd_12_15_keen_works_once_per_turn() -> None:
    s = make({"p1": {"upper": ["TC-KEF"]}, "p2": {"upper": ["TC-W1", "TC-W2"]}},
             [card("TC-KEF", 4, 9, abilities=("keen", "frenzy"))])
    ev = do(s, "assault")
    assert [e.data["excess"] for e in events_of(ev, "keen")] == [3]


def test_cd_12_15_keen_through_a_shield_gives_no_excess() -> None:
    s = make({"p1": {"upper": ["TC-N1", "TC-KE"]}, "p2": {"upper": ["TC-SH"]}},
             [KEEN, card("TC-SH", 1, 1, abilities=("shield",))])
    ev = do(s, "assault")
    # the farther Keen creature attacks first: its damage is zeroed by the Shield; the other kills
    assert not events_of(ev, "keen") and line(s, 2) == []


def test_cd_12_15_keen_spell_in_the_summon_order_sums_every_excess_at_once() -> None:
    s = make({"p1": {"hand": ["TC-KS", "TC-F1"]}, "p2": {"upper": ["TC-W1", "TC-W1b"]}},
             [spell("TC-KS", 4, abilities=("keen", "pierce")), card("TC-W1b", 1, 1)])
    ev = do(s, "cast", card="hand:TC-KS", target="p2.upper#0")
    k = events_of(ev, "keen")
    assert len(k) == 1 and k[0].data["excess"] == 6 and k[0].data["step"] == "S15"


# ----- 16 Mercenary -----------------------------------------------------------------------------------
def test_cd_12_16_mercenary_destroyed_goes_to_the_enemys_hand_rightmost() -> None:
    s = make({"p1": {"upper": ["TC-N5"]}, "p2": {"upper": ["TC-ME"]}}, [card("TC-ME", 3, 2, abilities=("mercenary",))])
    do(s, "assault")
    assert ids(s, s.hands[0].cards)[-1] == "TC-ME" and s.cards[s.hands[0].cards[-1]].owner == 0


def test_cd_12_16_mercenary_spell_goes_to_the_enemy_after_resolving() -> None:
    s = make({"p1": {"hand": ["TC-MS", "TC-F1"]}, "p2": {"upper": ["TC-W5"]}},
             [spell("TC-MS", 2, abilities=("mercenary",))])
    ev = do(s, "cast", card="hand:TC-MS", target="p2.upper#0")
    assert ids(s, s.hands[1].cards)[-1] == "TC-MS"
    assert [e for e in ev if e.kind == "card_moved" and e.data.get("cause") == "mercenary"][0].data["step"] == "S16"


# ----- 17 Hide ----------------------------------------------------------------------------------------
def test_cd_12_17_hide_damaged_and_alive_moves_to_the_back() -> None:
    s = make({"p1": {"upper": ["TC-N1"]}, "p2": {"upper": ["TC-HD", "TC-W5", "TC-W3"]}},
             [card("TC-HD", 1, 3, abilities=("hide",))])
    ev = do(s, "assault")
    assert line(s, 2) == ["TC-W5", "TC-W3", "TC-HD"] and events_of(ev, "hid")[0].data["step"] == "A16"


def test_cd_12_17_hide_against_a_spell_in_the_summon_order() -> None:
    s = make({"p1": {"hand": ["TC-S1", "TC-F1"]}, "p2": {"upper": ["TC-HD", "TC-W5"]}},
             [card("TC-HD", 1, 3, abilities=("hide",))])
    ev = do(s, "cast", card="hand:TC-S1", target="p2.upper#0")
    assert line(s, 2) == ["TC-W5", "TC-HD"] and events_of(ev, "hid")[0].data["step"] == "S17"


def test_cd_12_17_hide_not_when_destroyed_or_undamaged() -> None:
    s = make({"p1": {"upper": ["TC-N3"]}, "p2": {"upper": ["TC-HD", "TC-W5"]}},
             [card("TC-HD", 1, 3, abilities=("hide",))])
    ev = do(s, "assault")
    assert not events_of(ev, "hid") and line(s, 2) == ["TC-W5"]


# ----- 18 Regeneration --------------------------------------------------------------------------------
REGEN = card("TC-RG", 1, 9, abilities=("regeneration",))


def test_cd_12_18_regeneration_moves_the_owners_citadel_left_when_it_deals_damage() -> None:
    s = make({"p1": {"upper": ["TC-RG"], "citadel": 2}, "p2": {"upper": ["TC-W5"]}}, [REGEN])
    ev = do(s, "assault")
    assert s.cit[0] == 1 and events_of(ev, "regeneration")[0].data["step"] == "A14"


def test_cd_12_18_regeneration_flips_a_leftmost_fortress_to_the_watchtower() -> None:
    s = make({"p1": {"upper": ["TC-RG"], "citadel": 0, "side": "fortress"}, "p2": {}}, [REGEN])
    do(s, "assault")
    assert s.side[0] == "watchtower" and s.hp(0) == 1 and s.cit[0] == len(s.hands[0].cards) - 1


def test_cd_12_18_regeneration_once_per_attack_or_per_target_by_setting() -> None:
    cards = [card("TC-RGP", 1, 9, abilities=("regeneration", "pierce"))]
    pos = {"p1": {"upper": ["TC-RGP"], "citadel": 3}, "p2": {"upper": ["TC-W5", "TC-W3"]}}
    s = make(pos, cards)
    do(s, "assault")
    assert s.cit[0] == 2
    s = make(pos, cards, regeneration="target")
    do(s, "assault")
    assert s.cit[0] == 1


def test_cd_12_18_regeneration_spell_in_the_summon_order() -> None:
    s = make({"p1": {"hand": ["TC-F1", "TC-RS", "TC-F2"], "citadel": 2}, "p2": {"upper": ["TC-W5"]}},
             [spell("TC-RS", 1, abilities=("regeneration",))])
    ev = do(s, "cast", card="hand:TC-RS", target="p2.upper#0")
    assert events_of(ev, "regeneration")[0].data["step"] == "S14" and s.cit[0] == 0


def test_cd_12_18_no_regeneration_when_a_shield_zeroes_the_damage() -> None:
    s = make({"p1": {"upper": ["TC-RG"], "citadel": 2}, "p2": {"upper": ["TC-SH"]}},
             [REGEN, card("TC-SH", 1, 5, abilities=("shield",))])
    ev = do(s, "assault")
    assert not events_of(ev, "regeneration") and s.cit[0] == 2


# ----- 19 Curse ---------------------------------------------------------------------------------------
def test_cd_12_19_curse_returns_to_the_left_end_of_the_hand() -> None:
    s = make({"p1": {"upper": ["TC-N5"]}, "p2": {"upper": ["TC-CU"], "citadel": 2}},
             [card("TC-CU", 3, 2, abilities=("curse",))])
    do(s, "assault")
    assert ids(s, s.hands[1].cards)[0] == "TC-CU" and s.cit[1] == 3 and s.hp(1) == 5


def test_cd_12_19_curse_spell_returns_leftmost_in_the_summon_order() -> None:
    s = make({"p1": {"hand": ["TC-F1", "TC-CS", "TC-F2"], "citadel": 2, "upper": ["TC-W5"]}},
             [spell("TC-CS", 1, abilities=("curse",))])
    do(s, "cast", card="hand:TC-CS", target="p1.upper#0")
    assert ids(s, s.hands[0].cards)[0] == "TC-CS" and s.cit[0] == 2


# ----- 20 Offering ------------------------------------------------------------------------------------
OFF = card("TC-OF", 1, 4, abilities=("offering",))


def test_cd_12_20_offering_whoever_plays_on_its_front_takes_1_damage() -> None:
    s = make({"p1": {"hand": ["TC-F1", "TC-S1", "TC-F2", "TC-F3", "TC-F4"]}, "p2": {"upper": ["TC-OF"]}}, [OFF])
    ev = do(s, "summon", card="hand:TC-F1", front="upper")
    assert s.cit[0] == 1 and events_of(ev, "offering")[0].data["step"] == "S5"
    do(s, "summon", card="hand:TC-F2", front="lower")
    assert s.cit[0] == 1
    ev = do(s, "cast", card="hand:TC-S1", target="p2.upper#0")      # spells too
    # the spell left from left of the citadel and came back to its right (+1), the Offering hurt (-1)
    assert events_of(ev, "offering") and s.hp(0) == 3 - 1


def test_cd_12_20_offering_does_not_hurt_its_own_entry_and_each_offering_counts() -> None:
    s = make({"p1": {"hand": ["TC-OF", "TC-F1", "TC-F2", "TC-F3", "TC-F4"], "upper": ["TC-OF2"]}},
             [OFF, card("TC-OF2", 1, 4, abilities=("offering",))])
    do(s, "summon", card="hand:TC-OF", front="upper")
    assert s.hp(0) == 5 - 1 - 1                 # the card left, and the other Offering hurt: its own did not
    do(s, "summon", card="hand:TC-F1", front="upper")
    assert s.hp(0) == 3 - 2                     # F1 was left of the citadel; two Offerings, 1 each


# ----- 21 Reinforcement -------------------------------------------------------------------------------
RE = card("TC-RE", 1, 1, abilities=("reinforcement",))


def test_cd_12_21_reinforcement_plays_the_leftmost_cheap_creature_free_into_its_front() -> None:
    s = make({"p1": {"upper": ["TC-N5"]}, "active": 1,
              "p2": {"upper": ["TC-RE"], "lower": [], "hand": ["TC-C5", "TC-S1", "TC-RE2", "TC-N2", "TC-F1"]}},
             [RE, card("TC-C5", 1, 1, cost=5), card("TC-RE2", 1, 1, abilities=("reinforcement",))])
    ev = do(s, "assault")
    assert line(s, 2) == ["TC-N2"] and events_of(ev, "reinforcement")[0].data["step"] == "A11"


def test_cd_12_21_reinforcement_creature_does_not_attack_that_turn() -> None:
    s = make({"p2": {"upper": ["TC-N5"]}, "active": 2,
              "p1": {"upper": ["TC-RE"], "hand": ["TC-N3", "TC-F1"]}}, [RE])
    do(s, "assault")
    assert line(s, 1) == ["TC-N3"]
    assert s.fresh[s.line(0, 0)[0]] is False      # it heals and may attack on its owner's turn


def test_cd_12_21_reinforcement_in_the_summon_order_after_a_spell() -> None:
    s = make({"p2": {"hand": ["TC-S1", "TC-F1"]}, "active": 2,
              "p1": {"upper": ["TC-RE"], "hand": ["TC-N3", "TC-F2"]}}, [RE])
    ev = do(s, "cast", card="hand:TC-S1", target="p1.upper#0")
    assert line(s, 1) == ["TC-N3"] and events_of(ev, "reinforcement")[0].data["step"] == "S11"


# ----- 22 Charge --------------------------------------------------------------------------------------
CH = card("TC-CH", 1, 9, abilities=("charge",))


def test_cd_12_22_charge_moves_next_to_the_bridge_plus_1_per_creature_passed() -> None:
    s = make({"p1": {"upper": ["TC-F1", "TC-F2", "TC-CH"]}, "p2": {"upper": ["TC-W5"]}}, [CH])
    ev = do(s, "assault")
    c = events_of(ev, "charged")[0].data
    assert c["passed"] == 2 and c["step"] == "A4" and line(s, 1)[0] == "TC-CH"
    assert events_of(ev, "destroyed")                        # 1 + 2 then two more from the fillers


def test_cd_12_22_charge_with_aquatic_doubles_the_bonus_too() -> None:
    s = make({"p1": {"upper": ["TC-F1", "TC-CA"]}, "p2": {"hand": hand(size=9)}},
             [card("TC-CA", 1, 9, abilities=("charge", "aquatic"))])
    do(s, "assault")
    # Charge: (1 + 1) * 2 = 4 to the citadel; then the filler, now second, deals 1
    assert s.hp(1) == 9 - 4 - 1


def test_cd_12_22_the_activation_sequence_follows_moving_creatures() -> None:
    s = make({"p1": {"upper": ["TC-N1", "TC-N2", "TC-CH"]}, "p2": {"hand": hand(size=9)}}, [CH])
    ev = do(s, "assault")
    assert [e.data["def_id"] for e in events_of(ev, "activation")] == ["TC-CH", "TC-N2", "TC-N1"]


def test_cd_12_22_charge_counts_a_stack_as_one() -> None:
    s = make({"p1": {"upper": [{"card": "TC-F1", "under": "TC-SYM"}, "TC-CH"]}, "p2": {"upper": ["TC-W5"]}},
             [CH, card("TC-SYM", 1, 1, abilities=("symbiosis",))])
    ev = do(s, "assault")
    assert events_of(ev, "charged")[0].data["passed"] == 1


# ----- 23 Clarity -------------------------------------------------------------------------------------
def test_cd_12_23_clarity_costs_2_less_as_the_leftmost_card_never_below_0() -> None:
    s = make({"p1": {"hand": ["TC-CL", "TC-CL1", "TC-F1"]}, "mana": 1},
             [card("TC-CL", cost=3, abilities=("clarity",)), card("TC-CL1", cost=1, abilities=("clarity",))])
    do(s, "summon", card="hand:TC-CL", front="upper")
    assert s.mana[0] == 0
    do(s, "summon", card="hand:TC-CL1", front="upper")      # now leftmost: 1 - 2, never below 0
    assert s.mana[0] == 0


def test_cd_12_23_clarity_not_leftmost_pays_full() -> None:
    s = make({"p1": {"hand": ["TC-F1", "TC-CL"]}, "mana": 2}, [card("TC-CL", cost=3, abilities=("clarity",))])
    refused(s, "summon", "CD-5.3.2", card="hand:TC-CL", front="upper")


# ----- 24 Catalyst ------------------------------------------------------------------------------------
def test_cd_12_24_catalyst_in_your_play_area_gives_2_mana_in_phase_1() -> None:
    s = make({"phase": "turn", "turn": 5, "p1": {"hand": ["TC-F1", "TC-F2"], "upper": ["TC-CT"], "lower": ["TC-CT2"]}},
             [card("TC-CT", abilities=("catalyst",)), card("TC-CT2", abilities=("catalyst",))])
    assert s.mana[0] == 3 + 2 + 2


# ----- 25 Weaken --------------------------------------------------------------------------------------
WK = card("TC-WK", 1, 9, abilities=("weaken",))


def test_cd_12_25_weaken_deals_the_targets_hp_minus_1() -> None:
    s = make({"p1": {"upper": ["TC-N1", "TC-WK"]}, "p2": {"upper": ["TC-W5"]}}, [WK])
    ev = do(s, "assault")
    assert events_of(ev, "damage")[0].data["hits"][0][1] == 4 and line(s, 2) == []


def test_cd_12_25_weaken_against_a_citadel_moves_it_second_from_the_right_without_flipping() -> None:
    s = make({"p1": {"upper": ["TC-WK"]}, "p2": {"citadel": 1}}, [WK])
    do(s, "assault")
    assert s.hp(1) == 1 and s.side[1] == "watchtower"


def test_cd_12_25_weaken_spell_in_the_summon_order_uses_printed_hp() -> None:
    s = make({"p1": {"hand": ["TC-WS", "TC-F1"]}, "p2": {"upper": [{"card": "TC-W5", "damage": 2}]}},
             [spell("TC-WS", 0, abilities=("weaken",))])
    do(s, "cast", card="hand:TC-WS", target="p2.upper#0")
    assert line(s, 2) == []                                  # 2 + (5 - 1) >= 5


def test_cd_12_25_weaken_remaining_hp_setting() -> None:
    s = make({"p1": {"hand": ["TC-WS", "TC-F1"]}, "p2": {"upper": [{"card": "TC-W5", "damage": 2}]}},
             [spell("TC-WS", 0, abilities=("weaken",))], weaken_hp="remaining")
    do(s, "cast", card="hand:TC-WS", target="p2.upper#0")
    assert dmg(s, 2) == [4]


def test_cd_12_25_weaken_with_charge_against_a_citadel_adds_the_bonus() -> None:
    s = make({"p1": {"upper": ["TC-F1", "TC-WC"]}, "p2": {"citadel": 0}},
             [card("TC-WC", 1, 9, abilities=("weaken", "charge"))])
    do(s, "assault")
    # to second from the right (HP 1), then +1 Charge bonus: the watchtower flips; the filler hits the fortress
    assert s.side[1] == "fortress" and s.hp(1) == 7 - 1


def test_cd_12_25_symbiosis_adds_no_attack_to_weaken() -> None:
    s = make({"p1": {"upper": [{"card": "TC-WK", "under": "TC-SYM"}]}, "p2": {"upper": ["TC-W5b"]}},
             [WK, card("TC-SYM", 5, 1, abilities=("symbiosis",)), card("TC-W5b", 1, 6)])
    ev = do(s, "assault")
    assert events_of(ev, "damage")[0].data["hits"][0][1] == 5


# ----- 26 Blood Price ---------------------------------------------------------------------------------
BP = card("TC-BP", 5, 5, cost=6, abilities=("blood_price",))


def test_cd_12_26_blood_price_pays_the_shortfall_as_citadel_damage() -> None:
    s = make({"p1": {"hand": ["TC-BP", "TC-F1", "TC-F2", "TC-F3", "TC-F4", "TC-F5"]}, "mana": 4}, [BP])
    ev = do(s, "summon", card="hand:TC-BP", front="upper")
    # step 2 before step 3: the citadel moves 2 right past the Blood Price card, which then leaves (HP 6 -> 4)
    assert s.mana[0] == 0 and s.hp(0) == 4 and events_of(ev, "blood_price")[0].data["step"] == "S2"


def test_cd_12_26_blood_price_one_point_at_a_time_through_a_flip() -> None:
    s = make({"p1": {"hand": ["TC-BP", "TC-F1", "TC-F2", "TC-F3"], "citadel": 2}, "mana": 3}, [BP])
    ev = do(s, "summon", card="hand:TC-BP", front="upper")
    # HP 2, then the card leaves: the shortfall 3 is dealt one at a time, the flip loses none of it
    assert events_of(ev, "citadel_flipped") and s.side[0] == "fortress"
    assert not events_of(ev, "excess_lost")


# ----- 27 Threat --------------------------------------------------------------------------------------
TH = card("TC-TH", abilities=("threat",))


def test_cd_12_27_threat_shrinks_the_window_never_below_one() -> None:
    s = make({"p1": {"hand": hand(size=6), "upper": ["TC-TH"]}}, [TH])
    assert len(s.window(0)) == 3
    refused(s, "summon", "CD-12.27", card="hand:TC-F3", front="upper")
    s = make({"p1": {"hand": hand(size=6), "upper": ["TC-TH", "TC-TH2", "TC-TH3", "TC-TH4"]}},
             [TH] + [card(f"TC-TH{i}", abilities=("threat",)) for i in (2, 3, 4)])
    assert len(s.window(0)) == 1


# ----- 28 Aura ----------------------------------------------------------------------------------------
AURA = card("TC-AU", 1, 5, aura="pierce")


def test_cd_12_28_aura_gives_its_pair_to_the_neighbours_not_itself() -> None:
    s = make({"p1": {"upper": ["TC-N1", "TC-AU", "TC-N2", "TC-N3"]}}, [AURA])
    have = [sorted(s.abilities(h)) for h in s.line(0, 0)]
    assert have == [["pierce"], ["aura"], ["pierce"], []]


def test_cd_12_28_aura_rechecked_when_a_creature_moves_or_leaves() -> None:
    s = make({"p1": {"upper": ["TC-N1", "TC-AU", "TC-N2"]}, "active": 2, "p2": {"upper": ["TC-N9"]}}, [AURA])
    do(s, "assault")
    # N1 is destroyed; the gap closes: the Aura is next to the bridge and now gives only N2
    assert line(s, 1) == ["TC-AU", "TC-N2"]
    assert [sorted(s.abilities(h)) for h in s.line(0, 0)] == [["aura"], ["pierce"]]
    s = make({"p1": {"upper": ["TC-AU1", "TC-N1", "TC-N2"]}, "active": 2, "p2": {"upper": ["TC-N9"]}},
             [card("TC-AU1", 1, 1, aura="pierce")])
    ev = do(s, "assault")
    assert [sorted(s.abilities(h)) for h in s.line(0, 0)] == [[], []]      # the Aura left: its gift is gone
    assert [e.data["step"] for e in events_of(ev, "aura_checked")][:1] == ["A13"]


def test_cd_12_28_aura_with_charge_the_new_neighbours_get_it_at_step_5() -> None:
    s = make({"p1": {"upper": ["TC-F1", "TC-AUF", "TC-CHX"]}, "p2": {"hand": hand(size=9)}},
             [card("TC-AUF", 1, 5, aura="frenzy"), card("TC-CHX", 1, 9, abilities=("charge",))])
    ev = do(s, "assault")
    assert any(e.data.get("step") == "A5" for e in events_of(ev, "aura_checked"))


def test_cd_12_28_an_ability_no_card_prints_works_when_an_aura_gives_it() -> None:
    # The rules skip looking for an ability no creature of the game can have; an Aura's pair is one it can.
    s = make({"p1": {"hand": hand(size=6), "upper": ["TC-N1", "TC-AUT"]}}, [card("TC-AUT", aura="threat")])
    assert len(s.window(0)) == 3
    s = make({"p1": {"hand": ["TC-F1", "TC-F2", "TC-F3", "TC-F4"]}, "p2": {"upper": ["TC-N1", "TC-AUO"]}},
             [card("TC-AUO", 1, 4, aura="offering")])
    ev = do(s, "summon", card="hand:TC-F1", front="upper")
    assert s.cit[0] == 1 and events_of(ev, "offering")[0].data["card"] == s.line(0, 1)[0]
    s = make({"p1": {"upper": ["TC-N1"]}, "p2": {"upper": ["TC-AUH", "TC-W5", "TC-W3"]}},
             [card("TC-AUH", 1, 3, aura="hide")])
    do(s, "assault")           # W5 has Hide from the Aura beside it: hurt by nothing, it stays
    assert line(s, 2) == ["TC-AUH", "TC-W5", "TC-W3"]
    s = make({"p1": {"upper": ["TC-N1"]}, "p2": {"upper": ["TC-W5", "TC-AUH"]}}, [card("TC-AUH", 1, 3, aura="hide")])
    ev = do(s, "assault")      # W5, hurt and alive, hides behind the Aura
    assert line(s, 2) == ["TC-AUH", "TC-W5"] and events_of(ev, "hid")


# ----- 0 words ----------------------------------------------------------------------------------------
def test_cd_12_0_owner_is_whoever_owns_the_card_now() -> None:
    s = make({"p1": {"upper": ["TC-N5"]}, "p2": {"upper": ["TC-ME"]}}, [card("TC-ME", 3, 2, abilities=("mercenary",))])
    do(s, "assault")
    me = s.hands[0].cards[-1]
    assert s.cards[me].owner == 0 and any(a.verb == "summon" and a.card == me for a in s.legal_actions()) is False
