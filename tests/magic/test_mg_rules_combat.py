"""Combat (506-511, 702): attacks on players and planeswalkers, blocks, first and double strike,
trample, deathtouch, lifelink, flying and reach, summoning sickness and haste."""
from __future__ import annotations

import pytest

from game.engine.errors import IllegalActionError
from game.rulesets.magic.state import Step

from mg_kit import card, do, pass_all, position


def _to_blocks(s) -> None:
    do(s, "declared") if s.step is Step.ATTACKERS and not s.attacks_declared else None
    pass_all(s)


def _fight(attacker: str, blockers: list[str], *, extra1: list[str] | None = None, extra2: list[str] | None = None):
    s = position(step="declare_attackers", p1={"battlefield": [attacker] + (extra1 or [])},
                 p2={"battlefield": blockers + (extra2 or [])})
    do(s, "attack", card=f"battlefield:{attacker}", target="p2")
    if s.step is Step.ATTACKERS and not s.attacks_declared:
        do(s, "declared")
    pass_all(s)
    for k, b in enumerate(blockers):
        if s.step is Step.BLOCKERS and s.to_block:
            do(s, "block", card=f"p2.battlefield:{b}", attacker=f"p1.battlefield:{attacker}")
    if s.step is Step.BLOCKERS and s.to_block:
        do(s, "declared")
    return s


def test_702_19c_trample_assigns_the_excess_over_lethal_to_the_player() -> None:
    s = _fight("MG-R04", ["MG-G02"])         # 4/3 trample blocked by a 1/3
    pass_all(s)
    assert s.step is Step.DAMAGE and s.life[1] == 19 and "MG-G02" in [s.cards[i].def_id for i in s.zones["p1.graveyard"].cards]


def test_510_1c_without_trample_a_blocked_creature_deals_all_its_damage_to_blockers() -> None:
    s = _fight("MG-G03", ["MG-W01"])         # 3/3 blocked by a 2/1
    pass_all(s)
    assert s.life[1] == 20 and s.perm[card(s, "p1.battlefield:MG-G03")].damage == 2


def test_510_4_first_strike_kills_a_blocker_before_it_deals_damage() -> None:
    s = _fight("MG-R02", ["MG-W01"])         # 2/1 first strike blocked by a 2/1
    pass_all(s)
    assert s.step is Step.FIRST_DAMAGE
    assert not any(s.cards[i].def_id == "MG-W01" for i in s.battlefield(1))
    pass_all(s)
    assert s.step is Step.DAMAGE and s.on_battlefield(card(s, "p1.battlefield:MG-R02"))


def test_702_4b_double_strike_deals_damage_in_both_steps() -> None:
    s = _fight("MG-R07", [])                 # 3/3 double strike, unblocked
    pass_all(s)
    assert s.step is Step.FIRST_DAMAGE and s.life[1] == 17
    pass_all(s)
    assert s.step is Step.DAMAGE and s.life[1] == 14


def test_702_2b_deathtouch_damage_destroys_a_bigger_blocker() -> None:
    s = _fight("MG-B01", ["MG-G04"])         # 2/1 deathtouch blocked by a 5/5
    pass_all(s)
    assert not any(s.cards[i].def_id == "MG-G04" for i in s.battlefield(1))


def test_702_15b_lifelink_damage_gains_its_controller_that_much_life() -> None:
    s = _fight("MG-B05", [])                 # 3/3 lifelink, unblocked
    pass_all(s)
    assert s.life == [23, 17]


def test_702_9b_a_flyer_is_blocked_only_by_flying_or_reach() -> None:
    s = position(step="declare_attackers", p1={"battlefield": ["MG-U02"]}, p2={"battlefield": ["MG-G03", "MG-G02"]})
    do(s, "attack", card="battlefield:MG-U02", target="p2")
    pass_all(s)
    with pytest.raises(IllegalActionError) as err:
        do(s, "block", card="p2.battlefield:MG-G03", attacker="p1.battlefield:MG-U02")
    assert err.value.rule == "702.9b"
    do(s, "block", card="p2.battlefield:MG-G02", attacker="p1.battlefield:MG-U02")   # reach
    assert s.blocking


def test_302_6_a_creature_that_just_arrived_cannot_attack_unless_it_has_haste() -> None:
    s = position(step="declare_attackers", p1={"battlefield": [{"card": "MG-G03", "sick": True},
                                                              {"card": "MG-R01", "sick": True}]})
    with pytest.raises(IllegalActionError) as err:
        do(s, "attack", card="battlefield:MG-G03", target="p2")
    assert err.value.rule == "508.1a"
    do(s, "attack", card="battlefield:MG-R01", target="p2")
    assert list(s.attackers) == [card(s, "battlefield:MG-R01")]


def test_506_3_a_creature_attacks_a_planeswalker_and_120_3c_704_5i_damage_removes_loyalty_until_it_dies() -> None:
    s = position(step="declare_attackers", p1={"battlefield": ["MG-R04"]},
                 p2={"battlefield": [{"card": "MG-U07", "loyalty": 3}]})
    do(s, "attack", card="battlefield:MG-R04", target="p2.battlefield:MG-U07")
    pass_all(s)
    pass_all(s)
    assert s.life[1] == 20 and not any(s.cards[i].def_id == "MG-U07" for i in s.battlefield(1))


def test_802_2_in_multiplayer_each_attacker_chooses_its_own_opponent() -> None:
    s = position(players=3, step="declare_attackers", p1={"battlefield": ["MG-G03", "MG-R04"]})
    do(s, "attack", card="battlefield:MG-G03", target="p2")
    do(s, "attack", card="battlefield:MG-R04", target="p3")
    pass_all(s)
    pass_all(s)
    assert s.life == [20, 17, 16]


def test_802_4a_a_defender_blocks_only_creatures_attacking_them() -> None:
    s = position(players=3, step="declare_attackers", p1={"battlefield": ["MG-G03", "MG-R04"]},
                 p2={"battlefield": ["MG-W03"]}, p3={"battlefield": ["MG-W03"]})
    do(s, "attack", card="battlefield:MG-G03", target="p2")
    do(s, "attack", card="battlefield:MG-R04", target="p3")
    pass_all(s)
    assert s.to_block == [1, 2]
    with pytest.raises(IllegalActionError) as err:
        do(s, "block", card="p2.battlefield:MG-W03", attacker="p1.battlefield:MG-R04")
    assert err.value.rule == "509.1a"


def test_508_1f_vigilance_attacks_without_tapping() -> None:
    s = position(step="declare_attackers", p1={"battlefield": ["MG-W03", "MG-G03"]})
    do(s, "attack", card="battlefield:MG-W03", target="p2")
    do(s, "attack", card="battlefield:MG-G03", target="p2")
    assert not s.perm[card(s, "battlefield:MG-W03")].tapped and s.perm[card(s, "battlefield:MG-G03")].tapped


def test_510_4_a_creature_with_first_strike_alone_deals_no_regular_combat_damage() -> None:
    s = _fight("MG-R02", [])                 # 2/1 first strike, unblocked
    pass_all(s)
    assert s.step is Step.FIRST_DAMAGE and s.life[1] == 18
    pass_all(s)
    assert s.step is Step.DAMAGE and s.life[1] == 18
