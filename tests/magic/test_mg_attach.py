"""Auras and Equipment (301.5, 303.4, 701.3, 702.6): an Aura spell aims at what it will enchant and enters
attached to it; its statics and an Equipment's reach only their host; Equip is a sorcery-speed ability
aimed at a creature you control; an Aura falls off into its owner's graveyard (704.5m), an Equipment stays
on the battlefield unattached (704.5n). The card text says so in both languages; the saved form keeps it."""
from __future__ import annotations

import json

import pytest

from game.engine.errors import DataError, IllegalActionError
from game.rulesets.magic import ai_policy
from game.rulesets.magic.actions import Activate, Cast
from game.rulesets.magic.cards import load_card_db, parse_cards
from game.rulesets.magic.cardtext import card_lines
from game.rulesets.magic.combat import can_attack
from game.rulesets.magic.stats import keywords, power_toughness

from mg_kit import card, do, pass_all, position


def _names(s, seat: int, kind: str) -> list[str]:
    """The card ids in a seat's zone (seats numbered from 1, as the scenario files number them)."""
    return sorted(s.cards[i].def_id for i in s.zones[f"p{seat - 1}.{kind}"].cards)


def test_303_4a_an_aura_spell_targets_a_creature_and_enters_attached_to_it() -> None:
    s = position(p1={"hand": ["MG-G65"], "battlefield": ["MG-L05", "MG-L05", "MG-G03"]},
                 p2={"battlefield": ["MG-R04"]})
    targets = sorted(a.target for a in s.legal_actions() if isinstance(a, Cast))
    charger, brute = card(s, "battlefield:MG-G03"), card(s, "p2.battlefield:MG-R04")
    assert targets == sorted([f"c{charger}", f"c{brute}"])          # creatures only, never a land or player
    with pytest.raises(IllegalActionError) as err:
        do(s, "cast", card="hand:MG-G65", target="p2")
    assert err.value.rule == "115.3" and err.value.ko
    do(s, "cast", card="hand:MG-G65", target="battlefield:MG-G03")
    pass_all(s)
    mantle = card(s, "battlefield:MG-G65")
    assert s.perm[mantle].attached_to == charger
    assert power_toughness(s, charger) == (5, 5) and power_toughness(s, brute) == (4, 3)


def test_608_3b_an_aura_spell_whose_target_left_goes_to_the_graveyard() -> None:
    s = position(p1={"hand": ["MG-G65"], "battlefield": ["MG-L05", "MG-L05", "MG-G03"]},
                 p2={"hand": ["MG-B03"], "battlefield": ["MG-L03"] * 3})
    do(s, "cast", card="hand:MG-G65", target="battlefield:MG-G03")
    do(s, "pass")
    do(s, "cast", card="p2.hand:MG-B03", target="p1.battlefield:MG-G03")     # in answer: destroy the Charger
    pass_all(s)
    pass_all(s)
    assert not s.stack and _names(s, 1, "graveyard") == ["MG-G03", "MG-G65"]
    assert "MG-G65" not in _names(s, 1, "battlefield")


def test_704_5m_an_aura_whose_creature_dies_goes_to_its_owners_graveyard() -> None:
    s = position(p1={"battlefield": ["MG-R01", {"card": "MG-R65", "attached": "battlefield:MG-R01"}]},
                 p2={"hand": ["MG-R03"], "battlefield": ["MG-L04"]}, active=2)
    do(s, "cast", card="p2.hand:MG-R03", target="p1.battlefield:MG-R01")
    pass_all(s)
    assert _names(s, 1, "graveyard") == ["MG-R01", "MG-R65"]
    assert _names(s, 1, "battlefield") == []


def test_704_5m_an_aura_attached_to_nothing_goes_to_the_graveyard() -> None:
    s = position(p1={"battlefield": ["MG-L01", "MG-W65"]})
    do(s, "pass")                                   # state-based actions are checked before priority returns
    assert _names(s, 1, "graveyard") == ["MG-W65"]


def test_704_5n_an_equipment_whose_creature_leaves_stays_on_the_battlefield_unattached() -> None:
    s = position(p1={"battlefield": ["MG-R01", {"card": "MG-A74", "attached": "battlefield:MG-R01"}]},
                 p2={"hand": ["MG-B03"], "battlefield": ["MG-L03"] * 3}, active=2)
    pup, blade = card(s, "battlefield:MG-R01"), card(s, "battlefield:MG-A74")
    assert power_toughness(s, pup) == (3, 2)
    do(s, "cast", card="p2.hand:MG-B03", target="p1.battlefield:MG-R01")
    pass_all(s)
    assert _names(s, 1, "graveyard") == ["MG-R01"] and s.on_battlefield(blade)
    assert s.perm[blade].attached_to == -1


def test_702_6a_equip_attaches_to_target_creature_you_control_at_sorcery_speed() -> None:
    s = position(p1={"battlefield": ["MG-A74", "MG-G03", "MG-L01", "MG-L01"]}, p2={"battlefield": ["MG-R04"]})
    blade, charger, brute = (card(s, "battlefield:MG-A74"), card(s, "battlefield:MG-G03"),
                             card(s, "p2.battlefield:MG-R04"))
    equips = sorted(a.target for a in s.legal_actions() if isinstance(a, Activate) and a.card == blade)
    assert equips == [f"c{charger}"]                # never the opponent's creature
    with pytest.raises(IllegalActionError) as err:
        do(s, "activate", card="battlefield:MG-A74", ability=1, target="p2.battlefield:MG-R04")
    assert err.value.rule == "115.3"
    do(s, "activate", card="battlefield:MG-A74", ability=1, target="battlefield:MG-G03")
    pass_all(s)
    assert s.perm[blade].attached_to == charger and power_toughness(s, charger) == (5, 4)
    assert power_toughness(s, brute) == (4, 3)


def test_702_6a_equip_is_refused_at_instant_speed() -> None:
    s = position(p1={"battlefield": ["MG-A74", "MG-G03", "MG-L01", "MG-L01"]}, p2={"battlefield": ["MG-R04"]},
                 active=2)
    do(s, "pass")                                    # player 2 passes: player 1 holds priority in their turn
    with pytest.raises(IllegalActionError) as err:
        do(s, "activate", card="battlefield:MG-A74", ability=1, target="battlefield:MG-G03")
    assert err.value.rule == "702.6a" and "sorcery" not in err.value.ko


def test_301_5c_an_equipment_moves_from_one_creature_to_another() -> None:
    s = position(p1={"battlefield": [{"card": "MG-A75", "attached": "battlefield:MG-G03"}, "MG-G03", "MG-W01",
                                     "MG-L01", "MG-L01", "MG-L01"]})
    cloak, charger, squire = (card(s, "battlefield:MG-A75"), card(s, "battlefield:MG-G03"),
                              card(s, "battlefield:MG-W01"))
    assert "flying" in keywords(s, charger)
    do(s, "activate", card="battlefield:MG-A75", ability=1, target="battlefield:MG-W01")
    pass_all(s)
    assert s.perm[cloak].attached_to == squire
    assert "flying" in keywords(s, squire) and "flying" not in keywords(s, charger)


def test_508_1c_an_enchanted_creature_that_cannot_attack_or_block_is_not_offered() -> None:
    s = position(p1={"battlefield": ["MG-R04", {"card": "MG-W66", "attached": "battlefield:MG-R04"}, "MG-R01"]},
                 step="declare_attackers")
    brute, pup = card(s, "battlefield:MG-R04"), card(s, "battlefield:MG-R01")
    assert not can_attack(s, brute) and can_attack(s, pup)


def test_an_aura_that_hurts_is_aimed_at_an_opponents_creature_by_the_quick_policy() -> None:
    s = position(p1={"hand": ["MG-B65"], "battlefield": ["MG-L03", "MG-L03", "MG-B01"]},
                 p2={"battlefield": ["MG-G03"]})
    play = ai_policy.main_phase_play(s, 0, ai_policy.sensible(s, 0))
    assert isinstance(play, Cast) and play.target == f"c{card(s, 'p2.battlefield:MG-G03')}"
    s = position(p1={"hand": ["MG-G65"], "battlefield": ["MG-L05", "MG-L05", "MG-G01"]},
                 p2={"battlefield": ["MG-G04"]})
    play = ai_policy.main_phase_play(s, 0, ai_policy.sensible(s, 0))
    assert isinstance(play, Cast) and play.target == f"c{card(s, 'battlefield:MG-G01')}"


def test_the_quick_policy_equips_its_best_creature_once_and_never_again_onto_the_same() -> None:
    s = position(p1={"battlefield": ["MG-A74", "MG-G01", "MG-G04", "MG-L01", "MG-L01", "MG-L01", "MG-L01"]})
    play = ai_policy.main_phase_play(s, 0, ai_policy.sensible(s, 0))
    assert isinstance(play, Activate) and play.target == f"c{card(s, 'battlefield:MG-G04')}"
    s.apply(play)
    pass_all(s)
    assert ai_policy.main_phase_play(s, 0, ai_policy.sensible(s, 0)) is None
    assert all(not (isinstance(a, Activate) and a.target == f"c{card(s, 'battlefield:MG-G04')}")
               for a in ai_policy.sensible(s, 0))


def test_the_aura_and_equipment_text_reads_in_both_languages() -> None:
    db = load_card_db()
    assert card_lines(db["MG-W66"], "en", {})[1:3] == ["Enchant creature", "Enchanted creature can't attack or block."]
    assert card_lines(db["MG-W66"], "ko", {})[1:3] == ["생물에 부여", "부여된 생물은 공격하거나 방어할 수 없습니다."]
    assert "Equip {2} (" in card_lines(db["MG-A74"], "en", {})[2]
    assert card_lines(db["MG-A74"], "ko", {})[1] == "장착된 생물은 +2/+1을 받습니다."


def test_a_card_file_refuses_an_aura_without_enchant_and_equip_on_a_non_equipment() -> None:
    bad = [{"id": "X-1", "name": {"en": "A", "ko": "가"}, "cost": "{W}", "types": ["enchantment"],
            "subtypes": ["Aura"], "abilities": [{"kind": "static", "static": "restrain", "scope": "attached"}]},
           {"id": "X-2", "name": {"en": "B", "ko": "나"}, "cost": "{1}", "types": ["artifact"],
            "abilities": [{"kind": "activated", "cost": "{1}", "sorcery": True, "target": "creature_you_control",
                           "effects": [{"do": "attach", "to": "target"}]}]}]
    with pytest.raises(DataError) as err:
        parse_cards(bad, "test.toml")
    text = str(err.value)
    assert "card X-1: an Aura is an enchantment with an enchant word" in text
    assert "card X-2.abilities[0]: attach is the Equip ability of an Equipment alone" in text


def test_the_saved_form_keeps_what_is_attached_and_a_copy_is_apart() -> None:
    s = position(p1={"battlefield": ["MG-G03", {"card": "MG-A74", "attached": "battlefield:MG-G03"}]})
    blade = card(s, "battlefield:MG-A74")
    saved = json.dumps(s.to_dict())
    c = s.clone()
    c.perm[blade].attached_to = -1
    assert s.perm[blade].attached_to == card(s, "battlefield:MG-G03")
    assert c.state_hash() != s.state_hash() and json.dumps(s.to_dict()) == saved


def test_the_log_says_what_is_attached_and_what_falls_off_in_both_languages() -> None:
    from game.rulesets.magic.text import describe_events
    from tests.test_words_players_read import latin_in_korean
    s = position(p1={"battlefield": ["MG-W01", "MG-A74", "MG-L01", "MG-L01"]})
    do(s, "activate", card="battlefield:MG-A74", ability=1, target="battlefield:MG-W01")
    do(s, "pass")
    events = do(s, "pass")
    assert "Wayfarer's Blade is attached to Lantern Squire" in describe_events(s, events, "en", 0)
    assert any(line.endswith("붙습니다") for line in describe_events(s, events, "ko", 0))
    # Cinderstorm: 2 damage kills the equipped Squire (4/2) and the enchanted Pup (3/1)
    s = position(p1={"battlefield": ["MG-W01", {"card": "MG-A74", "attached": "battlefield:MG-W01"}, "MG-R01",
                                     {"card": "MG-R65", "attached": "battlefield:MG-R01"}]},
                 p2={"hand": ["MG-R67"], "battlefield": ["MG-L04"] * 3}, active=2)
    do(s, "cast", card="p2.hand:MG-R67")
    do(s, "pass")
    events = do(s, "pass")
    en, ko = describe_events(s, events, "en", 0), describe_events(s, events, "ko", 0)
    assert "Wayfarer's Blade falls off and stays on the battlefield (704.5n)" in en, en
    assert "Ember Fury is put into the graveyard (704.5m)" in en, en
    assert any("(704.5m)" in line and "무덤" in line for line in ko)
    assert all(latin_in_korean(line) == [] for line in ko), ko
