"""Clash of Decks rules CD-0 to CD-4 and CD-8.9: the game's parts, preparing a game, decks and drafts,
the end of a game, the order of several abilities, the cards and the citadel."""
from __future__ import annotations

import pytest

from game.engine.actions import Choose
from game.engine.errors import DataError
from game.rulesets.clash_of_decks.cards import load_card_db, parse_card_tables
from game.rulesets.clash_of_decks.deck import deck_problems, load_all_decks
from game.rulesets.clash_of_decks.setup import default_setup, new_state
from game.rulesets.clash_of_decks.state import Phase, zid

from cod_kit import card, do, ids, line, make, refused


def _pick_all(s, chooser=lambda d: d.options[0]):
    """Answer every draft or champion decision with ``chooser``; the decisions seen, in order."""
    seen = []
    while s.decisions:
        d = s.decisions[0]
        seen.append((d.kind, d.player, len(d.options)))
        s.apply(Choose(d.player, chooser(d)))
    return seen


def test_cd_0_1_two_packs_of_32_distinct_designs_with_citadels_and_bridges() -> None:
    db = load_card_db()
    assert db.packs() == [1, 2]
    for p in (1, 2):
        cards = db.pack(p)
        assert len(cards) == 32 and len({c.name.en for c in cards}) == 32
        assert sum(1 for c in db.of_type("citadel") if c.id.startswith(f"CD{p}-")) == 2
        assert sum(1 for c in db.of_type("bridge") if c.id.startswith(f"CD{p}-")) == 2
    names = [c.name.en for c in db.cards.values() if c.playable]
    assert len(names) == len(set(names))   # no duplicate design anywhere


def test_cd_0_2_hp_is_the_cards_right_of_the_citadel() -> None:
    s = make({"p2": {"citadel": 3}})
    assert s.hp(1) == len(s.hands[1].cards) - 3 == 4


def test_cd_1_1_modes_by_seat_count_duel_and_solo() -> None:
    duel = new_state(1, {"mode": "duel"})
    solo = new_state(1, {"mode": "solo"})
    assert duel.rules_seats == () and solo.rules_seats == (1,)
    assert solo.current_players() == [0]
    with pytest.raises(DataError):
        new_state(1, {"mode": "solo", "players": 2})


def test_cd_1_2_a_deck_is_8_cards() -> None:
    db = load_card_db()
    deck = next(iter(load_all_decks(db).values()))
    assert len(deck.cards) == 8
    problems = deck_problems(db, deck.citadel, list(deck.cards[:7]))
    assert any(rule == "CD-1.2" for rule, *_ in problems)


def test_cd_1_3_1_two_bridges_make_the_play_area() -> None:
    s = new_state(2, default_setup(2))
    assert [len(s.zones[f"f{f}.bridge"].cards) for f in (0, 1)] == [1, 1]


def test_cd_1_3_2_to_4_each_player_holds_8_cards_citadel_leftmost_watchtower_up() -> None:
    s = new_state(2, default_setup(2))
    for p in (0, 1):
        assert len(s.hands[p].cards) == 8 and len(s.zones[zid(p, "citadel")].cards) == 1
        assert s.cit[p] == 0 and s.side[p] == "watchtower" and s.hp(p) == 8


def test_cd_1_3_3_the_hand_is_shuffled_by_the_seed() -> None:
    def order(seed: int) -> tuple[str, ...]:
        s = new_state(seed, default_setup(1))
        return tuple(ids(s, s.hands[0].cards))
    assert len({order(seed) for seed in range(1, 8)}) > 1
    assert order(4) == order(4)


def test_cd_1_3_5_a_coin_flip_decides_the_start_player() -> None:
    starts = {new_state(seed, {**default_setup(1), "first_player": "random"}).start_player for seed in range(1, 20)}
    assert starts == {0, 1}
    assert new_state(3, {**default_setup(1), "first_player": "2"}).start_player == 1


def test_cd_1_4_two_fronts_each_seat_has_an_upper_and_a_lower() -> None:
    s = make({})
    assert len(s.fronts) == 2 and s.fronts_of(0) == (0, 1) and s.fronts_of(1) == (0, 1)
    assert s.enemy_across(0, 0) == 1 and s.enemy_across(1, 1) == 0


def test_cd_1_5_constructed_decks_are_refused_in_solo() -> None:
    with pytest.raises(DataError) as info:
        new_state(1, {"mode": "solo", "decks": "constructed"})
    assert "CD-1.5" in str(info.value) and "L178" not in info.value.reason("en")


def test_cd_1_6_golden_rule_an_ability_beats_a_general_rule() -> None:
    # general rule: a creature played this turn does not attack (L460-462); Rage lets it (L1560-1570)
    s = make({"p1": {"upper": [{"card": "TC-N2", "new": True}]}, "p2": {"upper": ["TC-W1"]}})
    do(s, "assault")
    assert line(s, 2) == ["TC-W1"]
    s = make({"p1": {"upper": [{"card": "TC-R", "new": True}]}, "p2": {"upper": ["TC-W1"]}},
             [card("TC-R", 2, 3, abilities=("rage",))])
    do(s, "assault")
    assert line(s, 2) == []


def test_cd_2_1_four_beginner_decks_of_the_starter_pack() -> None:
    db = load_card_db()
    decks = load_all_decks(db)
    assert len(decks) == 4
    cards = [c for d in decks.values() for c in d.cards]
    assert sorted(cards) == sorted(c.id for c in db.pack(1))


def test_cd_2_1_solo_the_ai_takes_the_other_three_beginner_decks() -> None:
    s = new_state(1, {"mode": "solo"})
    mine = set(ids(s, s.hands[0].cards))
    theirs = ids(s, s.decks[1].cards)
    assert len(theirs) == 24 and not mine & set(theirs)


def test_cd_2_3_constructed_decklists_are_revealed_before_shuffling() -> None:
    db = load_card_db()
    pack = [c.id for c in db.pack(2)]
    s = new_state(1, {"decks": [{"leader": "CD2-C1", "cards": pack[:8]}, {"leader": "CD2-C2", "cards": pack[8:16]}]})
    assert s.options["decks"] == "constructed"
    shown = [e for e in s.events if e.kind == "decklists_revealed"]
    assert shown and shown[0].data["decks"][0] == pack[:8]


def test_cd_2_4_no_copies_a_deck_is_8_different_cards() -> None:
    db = load_card_db()
    pack = [c.id for c in db.pack(2)]
    problems = deck_problems(db, "CD2-C1", pack[:7] + pack[:1])
    assert any(rule == "CD-2.4" for rule, *_ in problems)
    with pytest.raises(DataError):
        new_state(1, {"decks": [{"leader": "CD2-C1", "cards": pack[:7] + pack[:1]},
                                {"leader": "CD2-C2", "cards": pack[8:16]}]})


def test_cd_3_1_a_player_left_holding_only_the_citadel_loses() -> None:
    # the last card of the hand leaves it: the citadel is rightmost and a fortress falls (A30)
    s = make({"p2": {"hand": ["TC-F1", "TC-F2"], "citadel": 1, "side": "fortress"}, "p1": {"upper": ["TC-N1"]}})
    do(s, "assault")
    assert s.result is not None and s.result.winners == (0,)


def test_cd_3_2_several_abilities_upper_front_farthest_first_then_lower() -> None:
    s = make({"p1": {"upper": ["TC-N1", "TC-N2"], "lower": ["TC-N3", "TC-N4"]}, "p2": {"citadel": 0}})
    ev = do(s, "assault")
    order = [e.data["def_id"] for e in ev if e.kind == "activation"]
    assert order == ["TC-N2", "TC-N1", "TC-N4", "TC-N3"]


def test_cd_4_1_a_card_costs_mana_and_cannot_be_played_without_it() -> None:
    s = make({"p1": {"hand": ["TC-C5", "TC-F1"]}, "mana": 4}, [card("TC-C5", 1, 1, cost=5)])
    refused(s, "summon", "CD-5.3.2", card="hand:TC-C5", front="upper")


def test_cd_4_2_a_creature_stays_in_play_until_destroyed() -> None:
    s = make({"p1": {"upper": ["TC-N1"]}, "p2": {"upper": ["TC-W5"]}})
    do(s, "assault")
    assert line(s, 2) == ["TC-W5"] and line(s, 1) == ["TC-N1"]


def test_cd_4_3_a_spell_targets_any_creature_resolves_and_returns_rightmost() -> None:
    s = make({"p1": {"hand": ["TC-S3", "TC-F1", "TC-F2"], "upper": ["TC-W5"]}, "p2": {"upper": ["TC-W3"]}})
    do(s, "cast", card="hand:TC-S3", target="p2.upper#0")
    assert line(s, 2) == [] and ids(s, s.hands[0].cards)[-1] == "TC-S3"
    s = make({"p1": {"hand": ["TC-S1", "TC-F1"], "upper": ["TC-W2"]}})
    do(s, "cast", card="hand:TC-S1", target="p1.upper#0")       # own creatures too
    assert s.dmg[s.line(0, 0)[0]] == 1


def test_cd_4_3_a_spell_with_no_creature_in_play_cannot_be_played() -> None:
    s = make({"p1": {"hand": ["TC-S1", "TC-F1"]}})
    assert s.current_players() == [0]
    assert not any(a.verb == "cast" for a in s.legal_actions())


def test_cd_4_4_returning_cards_heal_the_citadel() -> None:
    s = make({"p1": {"hand": ["TC-S1", "TC-F1", "TC-F2", "TC-F3"], "upper": ["TC-W5"]}})
    do(s, "summon", card="hand:TC-F1", front="upper")
    assert s.hp(0) == 3                       # a card in play is a card less in the hand
    do(s, "cast", card="hand:TC-S1", target="p1.upper#0")
    assert s.hp(0) == 3                       # the spell left and came back (CD-4.3)
    s = make({"p1": {"upper": ["TC-N5"]}, "p2": {"upper": ["TC-W1"], "hand": ["TC-F1", "TC-F2"], "citadel": 1}})
    do(s, "assault")                          # p2's creature is destroyed and comes home: p2 heals
    assert s.hp(1) == 2


def test_cd_4_5_a_card_shows_cost_attack_hp_or_damage_and_names_in_both_languages() -> None:
    db = load_card_db()
    for c in db.cards.values():
        assert c.name.en and c.name.ko and c.art.en and c.art.ko
        if c.type == "creature":
            assert c.hp >= 1 and c.cost >= 0
    with pytest.raises(DataError) as info:
        parse_card_tables([{**card("TC-BAD", 1, 0)}], "x.toml")
    assert "TC-BAD" in str(info.value) and "hp" in str(info.value)


def test_cd_4_6_no_creature_has_the_same_ability_twice() -> None:
    with pytest.raises(DataError) as info:
        parse_card_tables([card("TC-TWICE", abilities=("rage", "rage"))], "x.toml")
    assert "twice" in str(info.value)
    # an aura gift of an ability the creature already has adds nothing
    s = make({"p1": {"upper": ["TC-A", "TC-R"]}}, [card("TC-A", aura="rage"), card("TC-R", abilities=("rage",))])
    assert sorted(s.abilities(s.line(0, 0)[1])) == ["rage"]
