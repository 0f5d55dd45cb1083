"""Rule tests for section 5 of the Lanes TCG rules: deck building and starting the game."""
from __future__ import annotations

from collections import Counter

import pytest

from game.engine.actions import Choose
from game.engine.errors import DataError, IllegalActionError
from game.rulesets.lanes.cards import load_card_db, parse_card_tables
from game.rulesets.lanes.deck import deck_problems, load_all_decks
from game.rulesets.lanes.setup import new_state
from game.rulesets.lanes.state import Phase

from lanes_kit import count, ids, leader, of_kind, skill, unit

# 14 plain units TC-D01..TC-D14 (fire, cost 1-4; TC-D01..06 are ashguard), 4 trigger cards, a
# wave unit, a skill, and leaders with one oath condition each.
DECK_CARDS = (
    [unit(f"TC-D{i:02d}", cost=1 + i % 4, power=3, hit=1, **({"affiliations": ["ashguard"]} if i <= 6 else {}))
     for i in range(1, 15)]
    + [unit(f"TC-TR{i}", abilities=[{"keyword": "trigger", "effect": [{"do": "draw", "n": 1}]}]) for i in range(1, 5)]
    + [unit("TC-WAVE", attribute="wave"), skill("TC-SK", [{"do": "draw", "n": 1}])]
    + [leader("TC-L0"),
       leader("TC-L-FIRE", oath=[{"attributes": ["fire"]}]),
       leader("TC-L-FEWSKILLS", oath=[{"max_type": {"skill": 2}}]),
       leader("TC-L-MANYUNITS", oath=[{"min_type": {"unit": 40}}]),
       leader("TC-L-CHEAP", oath=[{"max_cost": 3}]),
       leader("TC-L-ASH", oath=[{"min_affiliation": {"key": "ashguard", "count": 18}}])]
)


@pytest.fixture(scope="module")
def db():
    base = load_card_db()
    return base.with_cards(parse_card_tables(DECK_CARDS, "<test cards>", base.affiliations))


def legal40() -> list[str]:
    """40 cards: TC-D01..TC-D13 three times each, TC-D14 once."""
    return [f"TC-D{i:02d}" for i in range(1, 14) for _ in range(3)] + ["TC-D14"]


def rules_of(problems) -> list[str]:
    return [p.rule for p in problems]


def setup_for(first_player=None, cards1=None, cards2=None) -> dict:
    setup = {"decks": [{"leader": "TC-L0", "cards": cards1 or legal40()},
                       {"leader": "TC-L0", "cards": cards2 or legal40()}],
             "extra_cards": DECK_CARDS}
    if first_player is not None:
        setup["first_player"] = first_player
    return setup


def started(seed: int, setup: dict):
    """Answer both mulligans with keep."""
    s = new_state(seed, setup)
    while s.phase is Phase.SETUP and s.decisions:
        s.apply(Choose(s.decisions[0].player, "keep"))
    return s


# ----- 5.1.1-5.1.2.3 deck rules ----------------------------------------------------------------------
def test_5_1_1_each_player_brings_a_leader_and_a_deck():
    good = setup_for()
    new_state(1, good)
    broken = setup_for()
    broken["decks"][1] = {"leader": "TC-L0"}
    with pytest.raises(DataError) as exc:
        new_state(1, broken)
    assert "player 2" in str(exc.value)


def test_5_1_2_one_leader_and_forty_cards(db):
    assert deck_problems(db, "TC-L0", legal40()) == []
    for cards in (legal40()[:-1], legal40() + ["TC-D14"]):
        probs = deck_problems(db, "TC-L0", cards)
        assert rules_of(probs) == ["5.1.2"] and str(len(cards)) in probs[0].en
    # The leader must be a leader card, and leader cards are not part of the 40.
    probs = deck_problems(db, "TC-D01", legal40())
    assert "5.1.2" in rules_of(probs) and any(p.cards == ("TC-D01",) for p in probs)
    probs = deck_problems(db, "TC-L0", legal40()[:-1] + ["TC-L-FIRE"])
    assert rules_of(probs) == ["5.1.2"] and probs[0].cards == ("TC-L-FIRE",)


def test_5_1_2_the_preconstructed_decks_are_legal():
    real = load_card_db()
    decks = load_all_decks(real)
    assert len(decks) >= 2
    for deck in decks.values():
        assert deck_problems(real, deck.leader, list(deck.cards)) == [], deck.id


@pytest.mark.parametrize("leader_id, cards, culprit", [
    ("TC-L-FIRE", legal40()[:-1] + ["TC-WAVE"], ("TC-WAVE",)),                 # attributes
    ("TC-L-FEWSKILLS", legal40()[:-3] + ["TC-SK"] * 3, ("TC-SK",)),            # max_type
    ("TC-L-MANYUNITS", legal40()[:-1] + ["TC-SK"], ()),                        # min_type
    ("TC-L-CHEAP", legal40(), ("TC-D03", "TC-D07", "TC-D11")),                 # max_cost (these cost 4)
    ("TC-L-ASH", legal40()[1:] + ["TC-D14"], ()),                              # min_affiliation: 17 of 18
])
def test_5_1_2_1_deck_meets_the_leader_oath(db, leader_id, cards, culprit):
    assert len(cards) == 40
    probs = deck_problems(db, leader_id, cards)
    assert rules_of(probs) == ["5.1.2.1"], probs
    assert probs[0].cards == culprit
    # The same cards under an oath-free leader are legal.
    assert deck_problems(db, "TC-L0", cards) == []


@pytest.mark.parametrize("leader_id", ["TC-L-FIRE", "TC-L-FEWSKILLS", "TC-L-CHEAP", "TC-L-ASH"])
def test_5_1_2_1_deck_keeping_the_oath_is_legal(db, leader_id):
    cards = legal40() if leader_id != "TC-L-CHEAP" else [c for c in legal40() if c not in ("TC-D03", "TC-D07", "TC-D11")] + ["TC-D14"] * 2 + ["TC-WAVE"] * 3 + ["TC-TR1"] * 3 + ["TC-TR2"]
    assert deck_problems(db, leader_id, cards) == []


def test_5_1_2_2_at_most_three_copies_of_an_id(db):
    cards = legal40()[:-1] + ["TC-D01"]          # a fourth TC-D01
    probs = deck_problems(db, "TC-L0", cards)
    assert rules_of(probs) == ["5.1.2.2"] and probs[0].cards == ("TC-D01",)
    assert Counter(legal40())["TC-D01"] == 3 and deck_problems(db, "TC-L0", legal40()) == []


def test_5_1_2_3_at_most_eight_trigger_cards(db):
    eight = legal40()[:32] + ["TC-TR1", "TC-TR1", "TC-TR2", "TC-TR2", "TC-TR3", "TC-TR3", "TC-TR4", "TC-TR4"]
    assert deck_problems(db, "TC-L0", eight) == []
    nine = eight[:31] + ["TC-TR1"] + eight[32:]
    probs = deck_problems(db, "TC-L0", nine)
    assert rules_of(probs) == ["5.1.2.3"] and "9" in probs[0].en
    assert set(probs[0].cards) == {"TC-TR1", "TC-TR2", "TC-TR3", "TC-TR4"}


def test_5_1_2_illegal_decks_cannot_start_a_game():
    setup = setup_for(cards1=legal40()[:-1] + ["TC-D01"])
    with pytest.raises(DataError) as exc:
        new_state(1, setup)
    assert "5.1.2.2" in str(exc.value) and "player 1" in str(exc.value)


# ----- 5.1.3-5.1.7 starting the game -----------------------------------------------------------------
def _full_deck_order(s, p: int) -> list[str]:
    return ids(s, f"p{p}.hand") + ids(s, f"p{p}.deck")


def test_5_1_3_decks_are_shuffled_by_the_seed():
    setup = setup_for(first_player=0)
    orders = {tuple(_full_deck_order(new_state(seed, setup), 0)) for seed in range(8)}
    assert len(orders) == 8                            # every seed its own order
    assert tuple(legal40()) not in orders              # not the order the list was written in
    a, b = new_state(4, setup), new_state(4, setup)
    assert _full_deck_order(a, 0) == _full_deck_order(b, 0) and _full_deck_order(a, 1) == _full_deck_order(b, 1)
    s = new_state(4, setup)
    assert _full_deck_order(s, 0) != _full_deck_order(s, 1)   # each deck shuffled on its own
    assert s.view(0)["zones"]["p0.deck"]["cards"] is None       # face down


def test_5_1_4_leader_at_level_1_front_face():
    s = new_state(2, setup_for())
    for p in (0, 1):
        assert ids(s, f"p{p}.level") == ["TC-L0"]
    assert s.level == [1, 1] and s.awakened == [False, False]


def test_5_1_5_first_player_is_random_by_seed():
    firsts = [new_state(seed, setup_for()).first_player for seed in range(30)]
    assert set(firsts) == {0, 1}
    assert [new_state(seed, setup_for()).first_player for seed in range(30)] == firsts
    s = new_state(9, setup_for())
    assert s.decisions[0].player == s.first_player == s.turn_player
    for fp in (0, 1):
        assert new_state(9, setup_for(first_player=fp)).first_player == fp


def test_5_1_6_five_cards_then_mulligans_first_player_first_once_each():
    for fp in (0, 1):
        s = new_state(6, setup_for(first_player=fp))
        assert count(s, "p0.hand") == 5 and count(s, "p1.hand") == 5
        assert count(s, "p0.deck") == 35 and count(s, "p1.deck") == 35
        d = s.decisions[0]
        assert (d.kind, d.player, d.rule) == ("mulligan", fp, "5.1.6")
        s.apply(Choose(fp, "mulligan"))
        d = s.decisions[0]
        assert (d.kind, d.player) == ("mulligan", 1 - fp)   # not asked again: the other player now
        s.apply(Choose(1 - fp, "keep"))
        assert s.phase is Phase.MAIN and not s.decisions
        assert not [a for a in s.legal_actions() if isinstance(a, Choose)]


def test_5_1_6_second_player_cannot_answer_before_the_first():
    s = new_state(6, setup_for(first_player=0))
    before = s.state_hash()
    with pytest.raises(IllegalActionError) as exc:
        s.apply(Choose(1, "keep"))
    assert s.state_hash() == before
    assert exc.value.rule == "5.1.6"


def test_5_1_6_1_mulligan_returns_the_hand_shuffles_and_draws_five():
    s = new_state(6, setup_for(first_player=0))
    old_hand = list(s.zones["p0.hand"].cards)
    everything = sorted(_full_deck_order(s, 0))
    events = s.apply(Choose(0, "mulligan"))
    back = moves_between(events, "p0.hand", "p0.deck")
    drawn = moves_between(events, "p0.deck", "p0.hand")
    assert sorted(e.data["card"] for e in back) == sorted(old_hand)
    assert [e.data["zone"] for e in of_kind(events, "shuffled")] == ["p0.deck"]
    assert len(drawn) == 5 and count(s, "p0.hand") == 5 and count(s, "p0.deck") == 35
    kinds = [e.kind for e in events if e.kind in ("card_moved", "shuffled")]
    assert kinds.index("shuffled") == 5                 # all 5 returned before the shuffle, draws after
    assert sorted(_full_deck_order(s, 0)) == everything
    assert list(s.zones["p0.hand"].cards) != old_hand
    # Only the owner sees which cards went back and came in.
    assert all(e.visible_to == (0,) for e in back + drawn)


def moves_between(events, frm, to):
    return [e for e in events if e.kind == "card_moved" and e.data["from"] == frm and e.data["to"] == to]


@pytest.mark.parametrize("fp", [0, 1])
def test_5_1_7_first_player_starts_turn_1_with_level_2(fp):
    s = started(8, setup_for(first_player=fp))
    assert s.turn == 1 and s.turn_player == fp and s.phase is Phase.MAIN
    assert s.level[fp] == 2 and s.level[1 - fp] == 1   # level-up phase done
    assert count(s, f"p{fp}.hand") == 5                 # no draw on the first player's first turn (6.3.1.1)
