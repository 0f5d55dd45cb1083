"""CD-8: the four-seat table and its modes (free-for-all, 2v2, co-op), named after their rules.

Seats are numbered from 0 in code and from 1 in positions: A = 1, B = 2, C = 3, D = 4. Front f lies
between seat f and seat f + 1 (A-B, B-C, C-D, D-A)."""
from __future__ import annotations

import pytest

from game.engine.errors import DataError
from game.rulesets.clash_of_decks.setup import new_state

from cod_kit import card, do, hand, ids, line, make, ref, refused, spell

FOUR = [card("TC-FLY", 3, 9, 1, ("flying",)), card("TC-SWEEP", 2, 9, 1, ("sweep",)),
        card("TC-MERC", 1, 1, 1, ("mercenary",)), card("TC-BIND", 1, 5, 1, ("bind",)),
        card("TC-OFFER", 1, 9, 1, ("offering",)), spell("TC-MSP", 1, 1, ("mercenary",)),
        card("TC-BP", 1, 9, 9, ("blood_price",))]


def four(pos: dict, mode: str = "ffa", **options: object):
    return make(pos, FOUR, mode=mode, **options)


def test_cd_8_1_four_fronts_each_seat_shares_one_with_each_neighbour_and_none_opposite() -> None:
    s = four({})
    assert len(s.fronts) == 4 and len(s.zones["f3.bridge"].cards) == 1
    for seat in range(4):
        a, b = s.fronts_of(seat)
        across = {s.enemy_across(seat, a), s.enemy_across(seat, b)}
        assert across == {(seat + 1) % 4, (seat - 1) % 4}          # the two neighbours
        assert (seat + 2) % 4 not in across                          # never the player opposite


def test_cd_8_1_a_and_c_upper_and_lower_fronts_are_the_rulebooks_b_and_d_by_reading() -> None:
    # L911-917: A shares its upper front with B and its lower with D; C its upper with D, its lower with B
    for reading in ("next", "paired"):
        s = four({}, upper_fronts=reading)
        assert s.enemy_across(0, s.upper[0]) == 1 and s.enemy_across(0, s.lower[0]) == 3
        assert s.enemy_across(2, s.upper[2]) == 3 and s.enemy_across(2, s.lower[2]) == 1
    s = four({})                                    # next (A9): upper is shared with the next seat
    assert s.enemy_across(1, s.upper[1]) == 2 and s.enemy_across(3, s.upper[3]) == 0
    s = four({}, upper_fronts="paired")             # a front is upper for both its seats
    assert s.enemy_across(1, s.upper[1]) == 0 and s.enemy_across(3, s.upper[3]) == 2
    assert s.upper[0] == s.upper[1] and s.upper[2] == s.upper[3]


def test_cd_8_1_flying_flies_over_the_seats_own_upper_front_only() -> None:
    # B (seat 2) has Flying creatures on both its fronts; its upper front (next) faces C
    s = four({"active": 2, "p2": {"upper": ["TC-FLY"], "lower": ["TC-FLY"]},
              "p3": {"lower": ["TC-W5"]}, "p1": {"upper": ["TC-W3"]}})
    c_hp, a_hp = s.hp(2), s.hp(0)
    do(s, "assault", player=2)
    assert s.hp(2) == c_hp - 3 and line(s, 3, "lower") == ["TC-W5"]    # over C's creature, into C's citadel
    assert line(s, 1, "upper") == [] and s.hp(0) == a_hp + 1      # on its lower front it destroys A's creature


def test_cd_8_1_assault_order_starts_on_the_seats_upper_front() -> None:
    s = four({"active": 2, "p2": {"upper": ["TC-N1"], "lower": ["TC-N2"]}})
    events = do(s, "assault", player=2)
    order = [e.data["front"] for e in events if e.kind == "activation"]
    assert order == [s.upper[1], s.lower[1]] == [1, 0]


def test_cd_8_1_a_creature_goes_only_onto_its_own_two_fronts() -> None:
    s = four({"p1": {"hand": hand("TC-N1")}})
    refused(s, "summon", "CD-5.3.3", card="hand:TC-N1", front=1)        # B-C: not A's front
    refused(s, "summon", "CD-5.3.3", card="hand:TC-N1", front=2)        # C-D
    do(s, "summon", card="hand:TC-N1", front=3)                          # D-A: A's lower front
    assert line(s, 1, "lower") == ["TC-N1"]


def test_cd_12_3_sweep_with_four_hits_the_defenders_other_front_the_same_enemy() -> None:
    # A attacks B on A-B; B's other front is B-C: B's creature in the same place there is hit, C's is not
    s = four({"p1": {"upper": ["TC-SWEEP"]}, "p2": {"lower": ["TC-W2"], "upper": ["TC-W2"]},
              "p3": {"lower": ["TC-W2"]}})
    do(s, "assault")
    assert line(s, 2, "lower") == [] and line(s, 2, "upper") == []      # both of B's destroyed
    assert line(s, 3, "lower") == ["TC-W2"]


def test_cd_8_1_spells_reach_every_front_or_only_the_casters_by_setting() -> None:
    pos = {"p1": {"hand": hand("TC-S1")}, "p3": {"upper": ["TC-W5"]}}
    s = four(pos)
    do(s, "cast", card="hand:TC-S1", target="p3.upper#0")               # C's creature on C-D: A shares no front
    assert s.dmg[ref(s, "p3.upper#0")] == 1
    s = four(pos, spell_reach="shared")
    refused(s, "cast", "CD-8.1", card="hand:TC-S1", target="p3.upper#0")


def test_cd_12_16_mercenary_goes_to_the_enemy_across_the_front_it_died_on() -> None:
    # A's Mercenary dies on A's lower front (D-A): it goes to D, not to B
    s = four({"active": 4, "p1": {"lower": ["TC-MERC"]}, "p4": {"upper": ["TC-N3"]}})
    before = len(s.hands[3].cards)
    do(s, "assault", player=4)
    assert ids(s, s.hands[3].cards)[-1] == "TC-MERC" and len(s.hands[3].cards) == before + 1
    assert s.cards[ref(s, "p4.hand:TC-MERC")].owner == 3


def test_cd_12_16_a_mercenary_spell_goes_to_the_owner_of_its_target() -> None:
    s = four({"p1": {"hand": hand("TC-MSP")}, "p3": {"upper": ["TC-W5"]}})
    do(s, "cast", card="hand:TC-MSP", target="p3.upper#0")
    assert ids(s, s.hands[2].cards)[-1] == "TC-MSP" and s.cards[ref(s, "p3.hand:TC-MSP")].owner == 2


def test_cd_12_10_bind_takes_from_the_enemy_across_the_front_it_is_played_on() -> None:
    s = four({"p1": {"hand": hand("TC-BIND")}, "p2": {"hand": hand("TC-N7")}, "p4": {"hand": hand("TC-N8")}})
    do(s, "summon", card="hand:TC-BIND", front="lower")                  # A's lower front: D-A
    assert ids(s, s.zones["bound"].cards) == ["TC-N8"] and s.bound_from[ref(s, "bound")] == 3
    assert "TC-N7" in ids(s, s.hands[1].cards)


def test_cd_8_3_first_turn_mana_6_7_8_then_the_normal_amount() -> None:
    s = new_state(5, {"mode": "2v2", "players": 4, "first_player": "2", "exhaustion": "off"})
    seen = {}
    while len(seen) < 4:
        seen.setdefault(s.active, s.mana[s.active] if s.own_turns[s.active] == 1 else None)
        do(s, "assault")
    # B starts: B 6, C 7, D 8, A the cards in hand (9)
    assert seen == {1: 6, 2: 7, 3: 8, 0: 9}


def test_cd_8_5_2v2_turn_order_a_b_c_d_and_teams_a_c_against_b_d() -> None:
    s = new_state(3, {"mode": "2v2", "players": 4, "first_player": "1"})
    order = []
    for _ in range(5):
        order.append(s.active)
        do(s, "assault")
    assert order == [0, 1, 2, 3, 0] and s.teams == [0, 1, 0, 1]


def test_cd_8_2_ffa_the_owner_of_the_card_that_destroyed_the_fortress_wins() -> None:
    # B attacks A's last point across A-B: B wins alone, C and D lose too
    s = four({"active": 2, "p1": {"side": "fortress", "citadel": 5, "hand": hand(size=6)},
              "p2": {"lower": ["TC-N3"]}})
    do(s, "assault", player=2)
    assert s.result is not None and s.result.winners == (1,) and s.result.rule == "CD-8.2"
    assert s.result.losers == (0, 2, 3)


def test_cd_8_2_ffa_a_fortress_lost_to_its_own_card_goes_to_the_best_standing() -> None:
    # A's own Blood Price finishes A; no enemy card did it (A14): D, the only watchtower, wins
    pos = {"mana": 0, "p1": {"side": "fortress", "citadel": 5, "hand": hand("TC-BP", size=6)},
           "p2": {"side": "fortress"}, "p3": {"side": "fortress"}}
    s = four(pos)
    do(s, "summon", card="hand:TC-BP", front="upper")
    assert s.result is not None and s.result.winners == (3,) and "No enemy card" in s.result.reason.en
    s = four(pos, ffa_self_loss="neighbours")
    do(s, "summon", card="hand:TC-BP", front="upper")
    assert s.result is not None and s.result.winners == (1, 3)


def test_cd_8_2_ffa_an_enemy_offering_that_finishes_a_fortress_wins_for_its_owner() -> None:
    # A plays onto D-A where D's Offering creature stands: the Offering's owner D wins (A14)
    s = four({"p1": {"side": "fortress", "citadel": 7, "hand": hand("TC-N1", size=8)},
              "p4": {"upper": ["TC-OFFER"]}})
    do(s, "summon", card="hand:TC-N1", front="lower")
    assert s.result is not None and s.result.winners == (3,)


def test_cd_8_5_2v2_the_first_fortress_destroyed_loses_for_the_whole_team() -> None:
    s = four({"active": 2, "p1": {"side": "fortress", "citadel": 5, "hand": hand(size=6)},
              "p2": {"lower": ["TC-N3"]}}, mode="2v2")
    do(s, "assault", player=2)
    assert s.result is not None and s.result.winners == (1, 3) and s.result.losers == (0, 2)
    assert s.result.rule == "CD-8.5"


def test_cd_8_5_2v2_a_fortress_lost_by_exhaustion_loses_for_the_team_too() -> None:
    s = four({"turn": 31, "active": 4, "phase": "turn",
              "p4": {"side": "fortress", "citadel": 1, "hand": hand(size=2), "turns": 8}},
             mode="2v2", exhaustion="on")
    assert s.result is not None and s.result.winners == (0, 2)


def test_cd_8_7_coop_people_a_and_c_against_two_ais_with_24_card_decks() -> None:
    s = new_state(2, {"mode": "coop", "players": 4})
    assert s.rules_seats == (1, 3) and s.teams == [0, 1, 0, 1]
    assert len(s.decks[1].cards) == 24 and len(s.decks[3].cards) == 24
    assert len(s.hands[0].cards) == 8 and len(s.hands[2].cards) == 8
    people = set(s.deck_of(0)) | set(s.deck_of(2))
    assert not people & (set(s.deck_of(1)) | set(s.deck_of(3)))
    assert s.start_player == 0 and s.mana[0] == 6 and s.current_players() == [0]


def test_cd_8_7_coop_ai_mana_counts_every_human_creature_or_only_those_facing_it() -> None:
    pos = {"active": 2, "phase": "turn", "p1": {"upper": ["TC-N1"], "lower": ["TC-N1"]},
           "p3": {"upper": ["TC-N1"]}}
    # B faces A on A-B (A's upper) and C on B-C (C's lower); C's creature on C-D faces D, not B
    s = four(pos, mode="coop")
    assert s.events and next(e for e in s.events if e.kind == "mana").data["mana"] == 6 + 3
    s = four(pos, mode="coop", coop_ai_mana="facing")
    assert next(e for e in s.events if e.kind == "mana").data["mana"] == 6 + 1


def test_cd_8_8_coop_difficulty_applies_to_both_ais() -> None:
    s = new_state(2, {"mode": "coop", "players": 4, "difficulty": 2})     # level 2 buys base mana 8
    assert s.purchase.base_mana == 8 and s.points == 2
    mana: dict[int, int] = {}
    while len(mana) < 2 and s.result is None:
        for e in do(s, "assault"):
            if e.kind == "mana" and e.data["player"] in (1, 3):
                mana.setdefault(e.data["player"], e.data["mana"])
    assert mana == {1: 8, 3: 8}          # no human creature in play, no Catalyst or Threat of their own


def test_cd_8_7_coop_ends_when_an_ais_fortress_is_revealed_the_people_win() -> None:
    s = four({"p1": {"upper": ["TC-N5"]}, "p2": {"deck": ["TC-F1", "TC-F2"], "side": "fortress"}}, mode="coop")
    do(s, "assault")
    assert s.result is not None and s.result.winners == (0, 2) and s.result.losers == (1, 3)


def test_cd_8_7_coop_ends_when_a_persons_fortress_falls_the_ais_win() -> None:
    s = four({"active": 2, "phase": "turn", "p1": {"side": "fortress", "citadel": 5, "hand": hand(size=6)},
              "p2": {"deck": ["TC-N5"] * 1 + [f"TC-F{i}" for i in range(8)], "lower": ["TC-N5"]}}, mode="coop")
    assert s.result is not None and s.result.winners == (1, 3) and s.result.losers == (0, 2)
    assert s.result.rule == "CD-8.7" and "Player 3 loses with Player 1's team" in s.result.reason.en


def test_cd_6_1_exhaustion_counts_each_players_own_turns_with_four() -> None:
    s = new_state(4, {"mode": "ffa", "players": 4, "first_player": "1", "exhaustion": "on"})
    removed: dict[int, int] = {}
    while s.result is None and s.turn < 33:
        for e in do(s, "assault"):
            if e.kind == "exhausted":
                removed.setdefault(e.data["player"], s.own_turns[e.data["player"]])
    assert removed == {0: 8, 1: 8, 2: 8, 3: 8}


def test_cd_10_2_champions_in_every_four_seat_mode() -> None:
    for mode, people in (("ffa", 4), ("2v2", 4), ("coop", 2)):
        extra = {"difficulty": 2} if mode == "coop" else {}
        s = new_state(1, {"mode": mode, "players": 4, "champion": "on", **extra})
        asked = 0
        while s.decisions:
            d = s.decisions[0]
            do(s, "choose", player=d.player + 1, option=d.options[0])
            asked += 1
        assert asked == people and all(s.champ_ready[p] for p in range(4) if not s.is_ai(p))


def test_cd_8_1_four_seat_setups_are_checked_before_the_game() -> None:
    with pytest.raises(DataError) as info:
        new_state(1, {"mode": "duel", "players": 4})
    assert "ffa, 2v2 or coop" in str(info.value)
    with pytest.raises(DataError):
        new_state(1, {"mode": "ffa", "players": 3})
    with pytest.raises(DataError) as info:
        new_state(1, {"mode": "coop", "players": 4, "decks": "constructed"})
    assert "CD-1.5" in str(info.value) and "co-op" in info.value.reason("en") and "협력" in info.value.reason("ko")
    with pytest.raises(DataError) as info:
        new_state(1, {"mode": "duel", "first_player": "3"})
    assert "first_player" in str(info.value)
    with pytest.raises(DataError) as info:           # a value that is no seat at all: one line, no crash
        new_state(1, {"mode": "ffa", "players": 4, "first_player": "north"})
    assert "first_player" in str(info.value)


def test_cd_8_1_four_seats_beginner_decks_are_four_different_decks() -> None:
    for seed in range(6):
        s = new_state(seed, {"mode": "ffa", "players": 4})
        decks = {tuple(s.deck_of(p)) for p in range(4)}
        assert len(decks) == 4
