"""The four-seat drafts inside the game (CD-8.6, CD-8.8.1): each pick a decision of the state, in the
rulebook's orders, the open hands, the AIs' split, then the game."""
from __future__ import annotations

from typing import Any

import pytest

from game.ai import make_agent
from game.engine.actions import Choose
from game.engine.errors import DataError, IllegalActionError
from game.engine.match import Match
from game.rulesets.clash_of_decks import draft4, invariants
from game.rulesets.clash_of_decks.draft_value import card_worth, rank
from game.rulesets.clash_of_decks.state import CDState, Phase

LETTERS = "ABCD"


def start(mode: str, seed: int = 3, **more: Any) -> CDState:
    s = Match("clash-of-decks", seed, {"mode": mode, "decks": "draft", "players": 4, **more}).state
    assert isinstance(s, CDState)
    return s


def draft_all(s: CDState) -> tuple[str, list[Any]]:
    """Answer every draft decision with the first revealed card; the seats asked, in order, and the events."""
    asked, events = "", []
    while s.phase is Phase.DRAFT:
        d = s.decisions[0]
        asked += LETTERS[d.player]
        events += s.apply(Choose(d.player, d.options[0]))
        assert invariants.check(s) == []
    return asked, events


@pytest.mark.parametrize("mode", ["ffa", "2v2"])
def test_cd_8_6_the_4_player_draft_in_the_game_reveals_8_of_32_in_the_rulebooks_orders(mode: str) -> None:
    s = start(mode)
    assert s.phase is Phase.DRAFT and s.decisions[0].kind == "draft" and s.decisions[0].rule == "CD-8.6"
    assert len(s.zones["draft.open"].cards) == 8 and len(s.zones["draft.pile"].cards) == 24
    asked, events = draft_all(s)
    orders = [e.data["order"] for e in events if e.kind == "draft_revealed"]
    first = [0, 1, 2, 3, 3, 2, 1, 0]        # the first round's order was revealed at the start
    assert [first] + orders == [["ABCD".index(ch) for ch in o] for o in draft4.ORDERS]
    # the eighth card of each round goes to its picker without a choice (L985)
    assert asked == "ABCDDCB" "BCDAADC" "CDABBAD" "DABCCBA"
    hands = [s.zones[f"p{p}.hand"].cards for p in range(4)]
    assert [len(h) for h in hands] == [8, 8, 8, 8]
    assert len({s.cards[c].def_id for h in hands for c in h}) == 32
    assert s.phase is not Phase.DRAFT and s.result is None and s.legal_actions()


def test_cd_8_8_1_the_coop_draft_in_the_game_a_and_c_keep_one_each_six_to_the_ais() -> None:
    s = start("coop")
    assert s.decisions[0].rule == "CD-8.8.1" and len(s.zones["draft.open"].cards) == 8
    assert len(s.zones["draft.pile"].cards) == 56
    asked, events = draft_all(s)
    assert asked == "ACCAACCAACCAACCA"
    to_ai = [e for e in events if e.kind == "draft_picked" and e.data["by"] == "rule"]
    assert len(to_ai) == 48 and {e.data["player"] for e in to_ai} == {1}     # 6 a round into the common pile
    assert [len(s.zones[f"p{p}.hand"].cards) for p in (0, 2)] == [8, 8]
    assert [len(s.zones[f"p{p}.deck"].cards) for p in (1, 3)] == [24, 24]
    everything = [c for p in (0, 2) for c in s.zones[f"p{p}.hand"].cards] + \
        [c for p in (1, 3) for c in s.zones[f"p{p}.deck"].cards]
    assert sorted(s.cards[c].def_id for c in everything) == sorted(c.id for n in s.db.packs() for c in s.db.pack(n))
    assert all(s.cards[c].owner == p for p in (1, 3) for c in s.zones[f"p{p}.deck"].cards)
    assert [e.data["sizes"] for e in events if e.kind == "ai_decks_split"] == [[24, 24]]


def test_cd_8_8_1_no_person_learns_which_ai_deck_holds_which_card() -> None:
    s = start("coop")
    _, events = draft_all(s)
    to_d = [e for e in events if e.kind == "card_moved" and e.data["to"] == "p3.deck"]
    assert len(to_d) == 24 and all(e.visible_to == () for e in to_d)
    view = s.view(0)
    assert view["zones"]["p3.deck"]["cards"] is None and view["zones"]["p1.deck"]["cards"] is None


def test_cd_2_2_every_hand_is_open_during_a_four_seat_draft_the_pile_hidden() -> None:
    s = start("ffa")
    for _ in range(5):
        d = s.decisions[0]
        s.apply(Choose(d.player, d.options[0]))
    view = s.view(3)
    assert view["zones"]["p0.picks"]["cards"] and view["zones"]["p1.picks"]["cards"]
    assert view["zones"]["draft.pile"]["cards"] is None and view["zones"]["draft.pile"]["count"] == 24
    assert view["draft"]["order"] == [2, 1, 0] and view["draft"]["kind"] == "four"


def test_cd_8_6_a_pick_out_of_turn_or_of_a_card_not_revealed_is_refused_and_changes_nothing() -> None:
    s = start("2v2")
    before = s.state_hash()
    with pytest.raises(IllegalActionError) as err:
        s.apply(Choose(1, s.zones["draft.open"].cards[0]))
    assert err.value.rule == "CD-8.6" and err.value.ko
    with pytest.raises(IllegalActionError) as err:
        s.apply(Choose(0, s.zones["draft.pile"].cards[0]))
    assert err.value.rule == "CD-8.6"
    assert s.state_hash() == before


def test_cd_1_3_3_the_hand_is_dealt_without_the_events_telling_its_order() -> None:
    s = start("ffa", seed=11)
    _, events = draft_all(s)
    for p in range(4):
        picked = [e.data["card"] for e in events if e.kind == "draft_picked" and e.data["player"] == p]
        dealt = [e.data["card"] for e in events if e.kind == "card_moved" and e.data["to"] == f"p{p}.hand"]
        assert dealt == picked                           # moved in the open order of the picks
    assert any(s.zones[f"p{p}.hand"].cards != sorted(s.zones[f"p{p}.hand"].cards) for p in range(4))


@pytest.mark.parametrize("mode", ["ffa", "coop"])
def test_a_four_seat_draft_is_deterministic(mode: str) -> None:
    a, b = start(mode, seed=21), start(mode, seed=21)
    draft_all(a)
    draft_all(b)
    assert a.state_hash() == b.state_hash()
    assert start(mode, seed=22).state_hash() != start(mode, seed=21).state_hash()


def test_a_program_seat_drafts_the_revealed_card_worth_most() -> None:
    s = start("ffa", seed=5)
    agent = make_agent("greedy", 1, "clash-of-decks")
    for _ in range(6):
        d = s.decisions[0]
        a = agent.choose(s, d.player)
        assert isinstance(a, Choose)
        best = max(card_worth(s.defs[c]) for c in d.options)
        assert card_worth(s.defs[int(a.option)]) == best
        assert s.defs[int(a.option)].id == rank(s.db, [s.defs[c].id for c in d.options])[0]
        s.apply(a)


def test_cd_8_3_a_chosen_start_player_of_four_is_the_one_who_starts() -> None:
    for chosen in ("3", "4"):
        s = Match("clash-of-decks", 2, {"mode": "ffa", "players": 4, "first_player": chosen}).state
        assert s.start_player == int(chosen) - 1 and s.active == int(chosen) - 1


def test_cd_8_8_1_the_coop_draft_needs_both_packs() -> None:
    with pytest.raises(DataError) as err:
        start("coop", draft_pool="1")
    assert "draft_pool" in str(err.value) and "64" in str(err.value)


def test_cd_10_2_champions_are_chosen_after_a_four_seat_draft() -> None:
    s = start("ffa", champion="on")
    draft_all(s)
    assert s.phase is Phase.CHAMPION and s.decisions[0].kind == "champion"
    seen = []
    while s.phase is Phase.CHAMPION:
        d = s.decisions[0]
        seen.append(d.player)
        s.apply(Choose(d.player, d.options[0]))
    assert seen == [0, 1, 2, 3] and all(s.champ[p] >= 0 for p in range(4))


def test_the_invariants_catch_a_card_taken_out_of_the_draft_order() -> None:
    s = start("ffa")
    assert invariants.check(s) == []
    s.move(s.zones["draft.open"].cards[0], "p2.picks")          # C takes a card before A
    assert any("picks per seat" in b for b in invariants.check(s))


@pytest.mark.parametrize("mode", ["ffa", "coop"])
def test_every_event_of_a_four_seat_draft_reads_as_a_sentence_in_both_languages(mode: str) -> None:
    from game.rulesets.clash_of_decks import text
    s = start(mode, seed=8)
    _, events = draft_all(s)
    kinds = {e.kind for e in events}
    assert {"draft_revealed", "draft_picked", "draft_done"} <= kinds
    assert kinds <= set(text.EVENT_KINDS) | {"card_moved"}
    for e in events:
        for viewer in (0, 1, None):
            told = e.for_player(viewer)
            en, ko = text.describe_event(s, told, "en"), text.describe_event(s, told, "ko")
            assert (en is None) == (ko is None) and (en is None or en != ko), e
    if mode == "coop":
        split = next(e for e in events if e.kind == "ai_decks_split")
        assert text.describe_event(s, split, "en") == "The AIs' 48 cards are shuffled and split, 24 to each deck"
