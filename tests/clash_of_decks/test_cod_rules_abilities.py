"""Clash of Decks rules CD-12.1 to CD-12.14: the special abilities, each in the assault order (a creature
attacking) and, where it can act there, in the summon order (a spell or a creature entering)."""
from __future__ import annotations

from cod_kit import card, hand, dmg, do, events_of, ids, line, make, refused, spell


# ----- 1 Symbiosis ------------------------------------------------------------------------------------
SYM = card("TC-SYM", 2, 2, abilities=("symbiosis", "pierce"))


def test_cd_12_1_symbiosis_stacks_sum_attack_hp_and_abilities() -> None:
    s = make({"p1": {"hand": ["TC-SYM", "TC-F1"], "upper": ["TC-N3"]}}, [SYM])
    do(s, "merge", card="hand:TC-SYM", onto="p1.upper#0")
    head = s.line(0, 0)[0]
    assert s.attack(head) == 5 and s.max_hp(head) == 11 and "pierce" in s.abilities(head)
    assert line(s, 1) == ["TC-N3"]                  # one creature


def test_cd_12_1_symbiosis_stack_attacks_in_the_assault_as_one_creature() -> None:
    s = make({"p1": {"upper": [{"card": "TC-N3", "under": "TC-SYM"}]}, "p2": {"upper": ["TC-W5", "TC-W3"]}}, [SYM])
    ev = do(s, "assault")
    assert len(events_of(ev, "attack")) == 1 and line(s, 2) == []      # 5 damage, pierced


def test_cd_12_1_symbiosis_destroyed_both_return_the_symbiosis_card_first() -> None:
    s = make({"p2": {"upper": ["TC-N9"]}, "p1": {"upper": [{"card": "TC-W1", "under": "TC-SYM"}]}, "active": 2}, [SYM])
    do(s, "assault")
    assert ids(s, s.hands[0].cards)[-2:] == ["TC-SYM", "TC-W1"]


def test_cd_12_1_symbiosis_never_onto_a_creature_that_has_symbiosis() -> None:
    s = make({"p1": {"hand": ["TC-SYM", "TC-F1"], "upper": [{"card": "TC-N3", "under": "TC-SYM2"}]}},
             [SYM, card("TC-SYM2", abilities=("symbiosis",))])
    refused(s, "merge", "CD-12.1", card="hand:TC-SYM", onto="p1.upper#0")


def test_cd_12_1_symbiosis_with_mercenary_only_the_mercenary_card_changes_hands() -> None:
    s = make({"p2": {"upper": ["TC-N9"]}, "p1": {"upper": [{"card": "TC-W1", "under": "TC-SYMM"}]}, "active": 2},
             [card("TC-SYMM", 1, 1, abilities=("symbiosis", "mercenary"))])
    do(s, "assault")
    assert "TC-SYMM" in ids(s, s.hands[1].cards) and ids(s, s.hands[0].cards)[-1] == "TC-W1"


# ----- 2 Pierce / 3 Sweep -----------------------------------------------------------------------------
def test_cd_12_2_pierce_attack_also_hits_the_creature_behind_never_a_citadel() -> None:
    s = make({"p1": {"upper": ["TC-P"]}, "p2": {"upper": ["TC-W5", "TC-W3", "TC-W1"]}},
             [card("TC-P", 3, 9, abilities=("pierce",))])
    first, second = s.line(0, 1)[:2]
    ev = do(s, "assault")
    assert events_of(ev, "damage")[0].data["hits"] == [[first, 3, ""], [second, 3, ""]]
    assert line(s, 2) == ["TC-W5", "TC-W1"] and s.hp(1) == 7 + 1      # the citadel is never pierced


def test_cd_12_2_pierce_spell_in_the_summon_order() -> None:
    s = make({"p1": {"hand": ["TC-PS", "TC-F1"]}, "p2": {"upper": ["TC-W1", "TC-W1b"]}},
             [spell("TC-PS", 1, abilities=("pierce",)), card("TC-W1b", 1, 1)])
    ev = do(s, "cast", card="hand:TC-PS", target="p2.upper#0")
    assert line(s, 2) == [] and all(e.data["step"] == "S11" for e in events_of(ev, "destroyed"))


def test_cd_12_3_sweep_attack_also_hits_the_same_place_on_the_other_front() -> None:
    s = make({"p1": {"upper": ["TC-SW"]}, "p2": {"upper": ["TC-W1", "TC-W3"], "lower": ["TC-W5", "TC-W2"]}},
             [card("TC-SW", 2, 9, abilities=("sweep",))])
    do(s, "assault")
    assert line(s, 2) == ["TC-W3"] and line(s, 2, "lower") == ["TC-W5", "TC-W2"]
    assert s.hp(1) == 8


def test_cd_12_3_sweep_spell_with_nothing_across_hits_only_its_target() -> None:
    s = make({"p1": {"hand": ["TC-SS", "TC-F1"]}, "p2": {"upper": ["TC-W1", "TC-W1b"], "lower": []}},
             [spell("TC-SS", 1, abilities=("sweep",)), card("TC-W1b", 1, 1)])
    do(s, "cast", card="hand:TC-SS", target="p2.upper#1")
    assert line(s, 2) == ["TC-W1"]


# ----- 4 Frenzy ---------------------------------------------------------------------------------------
FRENZY = card("TC-FR", 2, 9, abilities=("frenzy",))


def test_cd_12_4_frenzy_attacks_again_after_each_kill_then_the_citadel() -> None:
    s = make({"p1": {"upper": ["TC-FR"]}, "p2": {"upper": ["TC-W1", "TC-W2"]}}, [FRENZY])
    ev = do(s, "assault")
    assert len(events_of(ev, "attack")) == 3 and line(s, 2) == [] and s.hp(1) == 9 - 2
    assert [e.data["step"] for e in events_of(ev, "frenzy")] == ["A19", "A19"]


def test_cd_12_4_frenzy_stops_when_an_attack_destroys_nothing() -> None:
    s = make({"p1": {"upper": ["TC-FR"]}, "p2": {"upper": ["TC-W1", "TC-W5"]}}, [FRENZY])
    ev = do(s, "assault")
    assert len(events_of(ev, "attack")) == 2 and line(s, 2) == ["TC-W5"]


def test_cd_12_4_frenzy_with_rage_on_its_entry_turn_never_hits_the_citadel() -> None:
    s = make({"p1": {"upper": [{"card": "TC-FRR", "new": True}]}, "p2": {"upper": ["TC-W1"]}},
             [card("TC-FRR", 2, 9, abilities=("frenzy", "rage"))])
    ev = do(s, "assault")
    assert line(s, 2) == [] and s.hp(1) == 8 and events_of(ev, "cannot_attack")[0].data["reason"] == "rage"


# ----- 5 Resistance -----------------------------------------------------------------------------------
RES = card("TC-RES", 1, 3, abilities=("resistance",))


def test_cd_12_5_resistance_spells_can_target_it_but_do_nothing() -> None:
    s = make({"p1": {"hand": ["TC-S9", "TC-F1"]}, "p2": {"upper": ["TC-RES"]}}, [RES])
    ev = do(s, "cast", card="hand:TC-S9", target="p2.upper#0")
    assert line(s, 2) == ["TC-RES"] and events_of(ev, "damage")[0].data["hits"][0][2] == "resistance"


def test_cd_12_5_resistance_ignores_gust_but_not_attacks() -> None:
    s = make({"p1": {"hand": ["TC-G", "TC-F1"], "citadel": 1, "upper": ["TC-N3"]}, "p2": {"upper": ["TC-RES"]}},
             [RES, card("TC-G", 1, 1, abilities=("gust",))])
    do(s, "summon", card="hand:TC-G", front="upper")
    assert dmg(s, 2) == [0]
    do(s, "assault")
    assert line(s, 2) == []


# ----- 6 Shield ---------------------------------------------------------------------------------------
SHIELD = card("TC-SH", 1, 2, abilities=("shield",))


def test_cd_12_6_shield_zeroes_the_first_damage_source_each_turn() -> None:
    s = make({"p1": {"upper": ["TC-N5", "TC-N2"]}, "p2": {"upper": ["TC-SH"]}}, [SHIELD])
    ev = do(s, "assault")
    hits = [e.data["hits"][0] for e in events_of(ev, "damage") if "hits" in e.data]
    assert hits[0][1:] == [0, "shield"] and line(s, 2) == []


def test_cd_12_6_shield_against_a_spell_in_the_summon_order_then_ready_next_turn() -> None:
    s = make({"p1": {"hand": ["TC-S9", "TC-S1"], "upper": ["TC-W5"]}, "p2": {"upper": ["TC-SH"]}}, [SHIELD])
    do(s, "cast", card="hand:TC-S9", target="p2.upper#0")
    assert line(s, 2) == ["TC-SH"]
    do(s, "cast", card="hand:TC-S1", target="p2.upper#0")
    assert dmg(s, 2) == [1]


def test_cd_12_6_shield_against_pierce_only_the_targeted_creature_is_shielded() -> None:
    s = make({"p1": {"upper": ["TC-P"]}, "p2": {"upper": ["TC-W1", "TC-SH"]}},
             [SHIELD, card("TC-P", 2, 9, abilities=("pierce",))])
    do(s, "assault")
    assert line(s, 2) == []            # the shield behind is not the target: it takes the pierce (A20)


def test_cd_12_6_shield_splash_setting_shields_every_creature_hit() -> None:
    s = make({"p1": {"upper": ["TC-P"]}, "p2": {"upper": ["TC-W1", "TC-SH"]}},
             [SHIELD, card("TC-P", 2, 9, abilities=("pierce",))], shield_splash="splash")
    do(s, "assault")
    assert line(s, 2) == ["TC-SH"]


def test_cd_12_6_a_shielded_creatures_own_pierce_still_works() -> None:
    s = make({"p1": {"upper": ["TC-SHP"]}, "p2": {"upper": ["TC-W1", "TC-W1b"]}},
             [card("TC-SHP", 1, 2, abilities=("shield", "pierce")), card("TC-W1b", 1, 1)])
    do(s, "assault")
    assert line(s, 2) == []


# ----- 7 Instinct -------------------------------------------------------------------------------------
INST = card("TC-IN", 3, 5, abilities=("instinct",))


def test_cd_12_7_instinct_counter_attacks_after_the_attacker_is_done() -> None:
    s = make({"p1": {"upper": ["TC-W3"]}, "p2": {"upper": ["TC-IN"]}}, [INST])
    ev = do(s, "assault")
    assert [e.data["kind"] for e in events_of(ev, "attack")] == ["attack", "instinct"]
    assert line(s, 1) == [] and events_of(ev, "instinct")[0].data["step"] == "A20"


def test_cd_12_7_instinct_hits_the_citadel_when_no_enemy_is_on_its_front() -> None:
    # swept from the lower front, the upper-front Instinct creature has no enemy on its own front
    s = make({"p1": {"lower": ["TC-SWL"]}, "p2": {"upper": ["TC-IN"], "lower": ["TC-W5"]}},
             [INST, card("TC-SWL", 1, 1, abilities=("sweep",))])
    ev = do(s, "assault")
    assert events_of(ev, "attack")[-1].data["citadel"] == 0 and s.cit[0] == 3


def test_cd_12_7_no_instinct_against_spells_in_the_summon_order() -> None:
    s = make({"p1": {"hand": ["TC-S1", "TC-F1"], "upper": ["TC-W1"]}, "p2": {"upper": ["TC-IN"]}}, [INST])
    ev = do(s, "cast", card="hand:TC-S1", target="p2.upper#0")
    assert not events_of(ev, "instinct") and line(s, 1) == ["TC-W1"]


def test_cd_12_7_hide_moves_before_instinct_counter_attacks() -> None:
    s = make({"p1": {"upper": ["TC-W3"]}, "p2": {"upper": ["TC-HI", "TC-W5"]}},
             [card("TC-HI", 3, 5, abilities=("instinct", "hide"))])
    ev = do(s, "assault")
    order = [e.kind for e in ev if e.kind in ("hid", "instinct")]
    assert order == ["hid", "instinct"] and line(s, 2) == ["TC-W5", "TC-HI"]


# ----- 8 Rage -----------------------------------------------------------------------------------------
RAGE = card("TC-RA", 2, 3, abilities=("rage",))


def test_cd_12_8_rage_attacks_creatures_on_its_entry_turn() -> None:
    s = make({"p1": {"hand": ["TC-RA", "TC-F1"]}, "p2": {"upper": ["TC-W2"]}}, [RAGE])
    do(s, "summon", card="hand:TC-RA", front="upper")
    do(s, "assault")
    assert line(s, 2) == []


def test_cd_12_8_rage_never_attacks_the_citadel_on_its_entry_turn() -> None:
    s = make({"p1": {"hand": ["TC-RA", "TC-F1"]}, "p2": {}}, [RAGE])
    do(s, "summon", card="hand:TC-RA", front="upper")
    ev = do(s, "assault")
    assert s.hp(1) == 7 and events_of(ev, "cannot_attack")[0].data["rule"] == "CD-12.8"


# ----- 9 Flying ---------------------------------------------------------------------------------------
def test_cd_12_9_flying_on_the_upper_front_ignores_creatures_and_hits_the_citadel() -> None:
    s = make({"p1": {"upper": ["TC-FLY"], "lower": ["TC-FLY2"]}, "p2": {"upper": ["TC-W5"], "lower": ["TC-W5b"]}},
             [card("TC-FLY", 2, 2, abilities=("flying",)), card("TC-FLY2", 1, 2, abilities=("flying",)),
              card("TC-W5b", 1, 5)])
    do(s, "assault")
    assert s.hp(1) == 5                           # the lower-front flier fights like any creature
    assert s.cit[1] == 2


def test_cd_12_9_flying_with_rage_on_entry_does_nothing_more() -> None:
    s = make({"p1": {"upper": [{"card": "TC-FR2", "new": True}]}, "p2": {"upper": ["TC-W1"]}},
             [card("TC-FR2", 2, 2, abilities=("flying", "rage"))])
    do(s, "assault")
    assert line(s, 2) == ["TC-W1"] and s.hp(1) == 7


def test_cd_12_9_flying_with_defender_attacks_nothing() -> None:
    s = make({"p1": {"upper": ["TC-FD"]}, "p2": {"upper": ["TC-W1"]}},
             [card("TC-FD", 2, 2, abilities=("flying", "defender"))])
    do(s, "assault")
    assert line(s, 2) == ["TC-W1"] and s.hp(1) == 7


# ----- 10 Bind ----------------------------------------------------------------------------------------
BIND = card("TC-BI", 1, 3, abilities=("bind",))


def test_cd_12_10_bind_takes_the_enemys_leftmost_card_revealed() -> None:
    s = make({"p1": {"hand": ["TC-BI", "TC-F1"]}, "p2": {"hand": ["TC-N7", "TC-F2", "TC-F3"], "citadel": 1}}, [BIND])
    ev = do(s, "summon", card="hand:TC-BI", front="upper")
    assert ids(s, s.zones["bound"].cards) == ["TC-N7"] and events_of(ev, "bound")[0].data["step"] == "S3"
    assert s.cit[1] == 0 and s.hp(1) == 2           # a card left of the citadel: the HP is unchanged


def test_cd_12_10_bind_card_damaged_returns_the_held_card_rightmost() -> None:
    s = make({"p2": {"upper": ["TC-N1"]}, "active": 2,
              "p1": {"upper": [{"card": "TC-BI", "holds": "TC-N7"}]}}, [BIND])
    ev = do(s, "assault")
    assert ids(s, s.hands[1].cards)[-1] == "TC-N7" and events_of(ev, "bind_returned")[0].data["step"] == "A8"


def test_cd_12_10_bind_held_card_returns_in_the_summon_order_after_a_spell() -> None:
    s = make({"p2": {"hand": ["TC-S1", "TC-F1"]}, "active": 2,
              "p1": {"upper": [{"card": "TC-BI", "holds": "TC-N7"}]}}, [BIND])
    ev = do(s, "cast", card="hand:TC-S1", target="p1.upper#0")
    assert "TC-N7" in ids(s, s.hands[1].cards) and events_of(ev, "bind_returned")[0].data["step"] == "S9"


def test_cd_12_10_bind_taking_the_last_card_leaves_only_the_citadel() -> None:
    s = make({"p1": {"hand": ["TC-BI", "TC-F1"]}, "p2": {"hand": ["TC-F2"], "citadel": 0}}, [BIND])
    ev = do(s, "summon", card="hand:TC-BI", front="upper")
    # the citadel is rightmost: the watchtower flips (A30), and a fortress alone in the hand loses (CD-3.1)
    assert events_of(ev, "citadel_flipped") and s.result.winners == (0,) and s.result.rule == "CD-3.1"


# ----- 11 Defender ------------------------------------------------------------------------------------
def test_cd_12_11_defender_never_attacks_the_citadel_but_attacks_creatures() -> None:
    d = card("TC-DEF", 3, 6, abilities=("defender",))
    s = make({"p1": {"upper": ["TC-DEF"]}, "p2": {}}, [d])
    ev = do(s, "assault")
    assert s.hp(1) == 7 and events_of(ev, "cannot_attack")[0].data["rule"] == "CD-12.11"
    s = make({"p1": {"upper": ["TC-DEF"]}, "p2": {"upper": ["TC-W3"]}}, [d])
    do(s, "assault")
    assert line(s, 2) == []


# ----- 12 Aquatic -------------------------------------------------------------------------------------
AQ = card("TC-AQ", 2, 3, abilities=("aquatic",))


def test_cd_12_12_aquatic_doubles_damage_next_to_the_bridge_only() -> None:
    s = make({"p1": {"upper": ["TC-AQ"], "lower": ["TC-F1", "TC-AQb"]}, "p2": {"hand": hand(size=9)}},
             [AQ, card("TC-AQb", 2, 3, abilities=("aquatic",))])
    do(s, "assault")
    assert s.hp(1) == 9 - 4 - 2 - 1


def test_cd_12_12_aquatic_doubles_gust_in_the_summon_order() -> None:
    s = make({"p1": {"hand": ["TC-F1", "TC-AG", "TC-F2"], "citadel": 2}, "p2": {"upper": ["TC-W5"]}},
             [card("TC-AG", 1, 2, abilities=("aquatic", "gust"))])
    do(s, "summon", card="hand:TC-AG", front="upper")
    assert dmg(s, 2) == [2]                      # 1 card left of the citadel, doubled next to the bridge


# ----- 13 Gust ----------------------------------------------------------------------------------------
GUST = card("TC-G", 1, 2, abilities=("gust",))


def test_cd_12_13_gust_deals_the_cards_left_of_the_citadel_counted_after_leaving() -> None:
    s = make({"p1": {"hand": ["TC-F1", "TC-G", "TC-F2", "TC-F3"], "citadel": 3}, "p2": {"upper": ["TC-W5"]}}, [GUST])
    ev = do(s, "summon", card="hand:TC-G", front="upper")
    assert events_of(ev, "gust")[0].data["amount"] == 2 and dmg(s, 2) == [2]


def test_cd_12_13_gust_with_sweep_and_pierce_and_no_frenzy() -> None:
    s = make({"p1": {"hand": ["TC-F1", "TC-F2", "TC-GSP", "TC-F3"], "citadel": 3},
              "p2": {"upper": ["TC-W1", "TC-W1b", "TC-W5"], "lower": ["TC-W1c"]}},
             [card("TC-GSP", 1, 2, abilities=("gust", "sweep", "pierce", "frenzy")), card("TC-W1b", 1, 1),
              card("TC-W1c", 1, 1)])
    ev = do(s, "summon", card="hand:TC-GSP", front="upper")
    assert line(s, 2) == ["TC-W5"] and line(s, 2, "lower") == [] and not events_of(ev, "frenzy")


def test_cd_12_13_gust_with_no_enemy_creature_does_nothing() -> None:
    s = make({"p1": {"hand": ["TC-F1", "TC-G", "TC-F2"], "citadel": 2}, "p2": {}}, [GUST])
    ev = do(s, "summon", card="hand:TC-G", front="upper")
    assert s.hp(1) == 7 and not events_of(ev, "damage")


# ----- 14 Recall Order --------------------------------------------------------------------------------
def test_cd_12_14_recall_order_moves_the_leftmost_card_to_the_right_end() -> None:
    s = make({"p1": {"hand": ["TC-RO", "TC-F1", "TC-F2", "TC-F3"], "citadel": 2}},
             [card("TC-RO", 1, 1, abilities=("recall_order",))])
    ev = do(s, "summon", card="hand:TC-RO", front="upper")
    assert ids(s, s.hands[0].cards) == ["TC-F2", "TC-F3", "TC-F1"] and s.cit[0] == 0 and s.hp(0) == 3
    assert events_of(ev, "recall_order")[0].data["step"] == "S7"


def test_cd_12_14_recall_order_spell_heals_before_it_returns() -> None:
    s = make({"p1": {"hand": ["TC-F1", "TC-ROS", "TC-F2"], "citadel": 1, "upper": ["TC-W5"]}},
             [spell("TC-ROS", 0, abilities=("recall_order",))])
    do(s, "cast", card="hand:TC-ROS", target="p1.upper#0")
    assert ids(s, s.hands[0].cards) == ["TC-F2", "TC-F1", "TC-ROS"] and s.cit[0] == 0
