"""Clash of Decks rules CD-6 (exhaustion) and CD-10 (champions), both optional."""
from __future__ import annotations

from game.engine.actions import Choose
from game.rulesets.clash_of_decks.setup import default_setup, new_state

from cod_kit import card, do, events_of, hand, ids, kinds, line, make, refused


def test_cd_6_1_from_the_8th_turn_the_rightmost_card_leaves_before_phase_1() -> None:
    s = make({"phase": "turn", "turn": 15, "p1": {"turns": 8, "hand": hand(size=6)}}, exhaustion="on")
    assert ids(s, s.zones["p0.out"].cards) == ["TC-F5"] and len(s.hands[0].cards) == 5 and s.mana[0] == 6


def test_cd_6_1_no_exhaustion_before_the_8th_turn_or_when_off() -> None:
    s = make({"phase": "turn", "turn": 13, "p1": {"turns": 7}}, exhaustion="on")
    assert not s.zones["p0.out"].cards
    s = make({"phase": "turn", "turn": 15, "p1": {"turns": 8}})
    assert not s.zones["p0.out"].cards


def test_cd_6_1_exhaustion_can_flip_the_watchtower_and_end_the_game() -> None:
    s = make({"phase": "turn", "turn": 15, "p1": {"turns": 8, "hand": ["TC-F1"], "side": "fortress"}}, exhaustion="on")
    assert s.result is not None and s.result.winners == (1,)


def test_cd_6_2_the_bridges_count_the_start_players_turns() -> None:
    s = make({"turn": 9, "p1": {"turns": 5}}, exhaustion="on")
    b = s.view(0)["bridges"]
    assert b[0]["face_down"] and b[1]["quarters"] == 1 and not b[1]["face_down"]


def test_cd_6_3_both_bridges_face_down_at_the_start_players_8th_turn() -> None:
    s = make({"turn": 15, "p1": {"turns": 8}}, exhaustion="on")
    assert all(b["face_down"] for b in s.view(1)["bridges"])


def test_cd_6_1_ai_exhaustion_removes_the_top_of_its_deck_or_discards_it() -> None:
    pos = {"phase": "turn", "turn": 16, "active": 2,
           "p2": {"turns": 8, "deck": ["TC-C9", "TC-F1", "TC-C8", "TC-F2", "TC-F3"]}}
    cards = [card("TC-C9", cost=9), card("TC-C8", cost=8)]
    s = make(pos, cards, mode="solo", exhaustion="on")
    assert ids(s, s.zones["p1.out"].cards) == ["TC-C9"]
    s = make(pos, cards, mode="solo", exhaustion="on", ai_exhaustion="discard")
    assert "TC-C9" in ids(s, s.discards[1].cards) and not s.zones["p1.out"].cards


def test_cd_6_4_siege_exhausts_whoever_starts_a_turn_after_30_calm_turns() -> None:
    s = make({"phase": "turn", "turn": 40, "calm": 30, "p1": {"hand": hand(size=6)}})
    assert ids(s, s.zones["p0.out"].cards) == ["TC-F5"] and "siege" in kinds(s.events)
    s = make({"phase": "turn", "turn": 40, "calm": 29, "p1": {"hand": hand(size=6)}})
    assert not s.zones["p0.out"].cards
    s = make({"phase": "turn", "turn": 40, "calm": 30, "p1": {"hand": hand(size=6)}}, siege="off")
    assert not s.zones["p0.out"].cards
    s = make({"phase": "turn", "turn": 40, "calm": 20, "p1": {"hand": hand(size=6)}}, siege="20")
    assert ids(s, s.zones["p0.out"].cards) == ["TC-F5"]


def test_cd_6_4_damage_to_a_citadel_lifts_the_siege() -> None:
    # player 1's creature gets through on turn 40: player 2 starts turn 41 unexhausted
    pos = {"phase": "turn", "turn": 40, "calm": 29, "p1": {"upper": ["TC-N3"]}, "p2": {"hand": hand(size=6)}}
    s = make(pos)
    do(s, "assault")
    assert s.turn == 41 and s.hp(1) == 3 and not s.zones["p1.out"].cards
    # without the hit, turn 41 is the 31st calm turn in a row
    s = make({**pos, "p1": {}})
    do(s, "assault")
    assert s.turn == 41 and ids(s, s.zones["p1.out"].cards) == ["TC-F5"]


def test_cd_6_4_a_game_no_one_can_win_ends_under_the_siege_and_not_without() -> None:
    # one unplayable card each (playing it would empty the hand), two walls that never break
    pos = {"phase": "turn", "turn": 3, "p1": {"hand": ["TC-S1"], "upper": ["TC-F1"]},
           "p2": {"hand": ["TC-S3"], "upper": ["TC-F2"]}}
    for siege, ends in (("30", True), ("off", False)):
        s = make(pos, siege=siege)
        for _ in range(200):
            if s.result is not None:
                break
            do(s, "assault")
        assert (s.result is not None) is ends, siege
        if ends:
            assert s.result.rule == "CD-3.1" and s.turn == 33


# ----- champions --------------------------------------------------------------------------------------
def test_cd_10_1_champions_are_creatures_and_not_in_the_solo_quick_game() -> None:
    s = new_state(1, {**default_setup(1), "champion": "on"})
    assert s.decisions and s.decisions[0].kind == "champion"
    for cid in s.decisions[0].options:
        assert s.db[cid].type == "creature" and s.db[cid].champion


def test_cd_10_2_each_person_chooses_and_reveals_a_champion_beside_the_play_area() -> None:
    s = new_state(1, {**default_setup(1), "champion": "on"})
    chosen = []
    while s.decisions:
        d = s.decisions[0]
        s.apply(Choose(d.player, d.options[d.player]))
        chosen.append(d.player)
    assert chosen == [0, 1]
    for p in (0, 1):
        c = s.champ[p]
        assert s.cards[c].zone == f"p{p}.champion" and c not in s.hands[p].cards
        assert s.view(1 - p)["zones"][f"p{p}.champion"]["cards"] == [[c, s.cards[c].def_id]]   # revealed


CHAMP = {"p1": {"champion": "CH-01", "hand": ["TC-C3", "TC-F1", "TC-F2"]}}


def test_cd_10_3_a_champion_is_summoned_as_if_in_the_window_cheaper_per_creature_of_its_cost() -> None:
    s = make({**CHAMP, "p2": {"upper": ["TC-C3"]}, "mana": 2}, [card("TC-C3", cost=3)])
    assert ("summon", s.champ[0]) in {(a.verb, getattr(a, "card", None)) for a in s.legal_actions()}
    do(s, "summon", card="champion", front="lower")
    assert line(s, 1, "lower") == ["CH-01"] and s.mana[0] == 0


def test_cd_10_3_an_exhausted_champion_cannot_be_summoned() -> None:
    s = make({"p1": {"champion": "CH-01", "champion_ready": False}})
    refused(s, "summon", "CD-10.3", card="champion", front="upper")


def test_cd_10_4_a_destroyed_champion_goes_back_beside_the_play_area_exhausted() -> None:
    s = make({"active": 2, "p2": {"upper": ["TC-N9"]}, "p1": {"upper": ["CH-05"]}})
    ev = do(s, "assault")
    assert s.cards[s.champ[0]].zone == "p0.champion" and not s.champ_ready[0]
    assert events_of(ev, "champion_exhausted") and "CH-05" not in ids(s, s.hands[0].cards)


def test_cd_10_5_it_is_ready_again_when_anyone_plays_a_card_of_its_cost() -> None:
    s = make({"active": 2, "p1": {"champion": "CH-01", "champion_ready": False},
              "p2": {"hand": ["TC-C3", "TC-F1", "TC-F2"]}}, [card("TC-C3", cost=3)])
    ev = do(s, "summon", card="hand:TC-C3", front="upper")
    assert s.champ_ready[0] and events_of(ev, "champion_ready")[0].data["step"] == "S3"


def test_cd_10_5_the_ai_playing_a_card_of_its_cost_readies_it_too() -> None:
    s = make({"p1": {"champion": "CH-01", "champion_ready": False},
              "p2": {"deck": ["TC-C3", "TC-C9", "TC-F1"]}}, [card("TC-C3", cost=3), card("TC-C9", cost=9)],
             mode="solo", difficulty=1, champion="on")
    do(s, "assault")
    assert s.champ_ready[0]


def test_cd_10_6_a_champion_is_a_ninth_card_never_one_of_the_decks_eight() -> None:
    from game.rulesets.clash_of_decks.cards import load_card_db
    from game.rulesets.clash_of_decks.deck import deck_problems
    db = load_card_db()
    cards = [c.id for c in db.pack(1)][:7] + ["CH-01"]
    assert any(rule == "CD-10.2" for rule, *_ in deck_problems(db, "CD1-C1", cards))
    s = new_state(1, {**default_setup(1), "champion": "on", "champions": ["CH-02", "CH-02"]})
    assert len(s.hands[0].cards) == 8 and s.cards[s.champ[0]].def_id == "CH-02"
