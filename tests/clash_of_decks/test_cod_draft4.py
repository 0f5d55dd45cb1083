"""The drafts of four seats (CD-8.6, CD-8.8): the orders, the open piles, the decks they make."""
from __future__ import annotations

import pytest

from game.engine.errors import IllegalActionError
from game.engine.rng import Rng
from game.rulesets.clash_of_decks import draft4
from game.rulesets.clash_of_decks.cards import load_card_db
from game.rulesets.clash_of_decks.draft_value import card_worth

DB = load_card_db()
POOL = [c.id for p in DB.packs() for c in DB.pack(p)]


def picks_in_order(d: draft4.DraftState) -> str:
    out = ""
    while (seat := d.to_pick()) is not None:
        out += "ABCD"[seat]
        d.pick(seat, d.options(seat)[0])
    return out


def test_cd_8_6_four_player_draft_32_cards_8_revealed_in_the_rulebooks_orders() -> None:
    d = draft4.four_player(POOL, 3)
    assert len(d.open) == 8 and len(d.pile) == 24
    assert picks_in_order(d) == "ABCDDCBA" "BCDAADCB" "CDABBADC" "DABCCBAD"
    decks = draft4.seat_decks(d)
    assert [len(x) for x in decks] == [8, 8, 8, 8]
    assert len({c for x in decks for c in x}) == 32


def test_cd_8_6_a_pick_out_of_turn_or_of_an_unrevealed_card_is_refused() -> None:
    d = draft4.four_player(POOL, 3)
    with pytest.raises(IllegalActionError) as err:
        d.pick(1, d.open[0])
    assert err.value.rule == "CD-8.6" and err.value.ko
    with pytest.raises(IllegalActionError):
        d.pick(0, d.pile[0])
    assert len(d.open) == 8 and d.to_pick() == 0


def test_cd_8_8_coop_draft_a_and_c_keep_one_each_order_swapping_six_to_the_ais() -> None:
    d = draft4.coop(POOL, 5)
    assert len(d.open) == 8
    order = picks_in_order(d)
    assert order == "ACCAACCAACCAACCA"
    decks = draft4.seat_decks(d)
    assert [len(x) for x in decks] == [8, 24, 8, 24]
    assert sorted(c for x in decks for c in x) == sorted(POOL)


def test_cd_8_8_the_ais_48_are_shuffled_before_the_split() -> None:
    a = draft4.seat_decks(draft4.run(DB, draft4.coop(POOL, 5), ["normal"] * 4, 1))
    order = [c for ev in draft4.run(DB, draft4.coop(POOL, 5), ["normal"] * 4, 1).events
             if ev["type"] == "draft_to_ai" for c in ev["cards"]]
    assert a[1] + a[3] != order and sorted(a[1] + a[3]) == sorted(order)


def test_cd_8_9_a_draft_pile_with_a_card_twice_is_refused() -> None:
    with pytest.raises(IllegalActionError) as err:
        draft4.four_player(POOL[:31] + POOL[:1], 1)
    assert err.value.rule == "CD-8.9"


def test_the_program_drafts_more_worth_than_a_random_drafter_from_the_same_pool() -> None:
    better = 0
    for seed in range(20):
        d = draft4.run(DB, draft4.four_player(POOL, seed), ["normal", "random", "random", "random"], seed)
        decks = draft4.seat_decks(d)
        worth = [sum(card_worth(DB[c]) for c in x) for x in decks]
        better += worth[0] > max(worth[1:])
    assert better >= 18


def test_the_coop_draft_measure_pits_the_programs_person_deck_against_the_other_persons() -> None:
    from game.rulesets.clash_of_decks import draft_measure
    r = draft_measure.measure(2, 1000, "random", "coop")
    assert r["draft"] == "coop" and r["games"] == 4
    assert r["program_deck_won"] + r["random_deck_won"] + r["drawn"] == 4
