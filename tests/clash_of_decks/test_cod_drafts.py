"""Clash of Decks' drafts (CD-2.2, CD-7.3, CD-8.6, CD-8.8.1, CD-8.9) as formats on the one draft engine:
each pick an action of the event through its door, in the rulebook's orders, the hands open, the AIs'
split, then the game with the drafted decks."""
from __future__ import annotations

from typing import Any

import pytest

from game.ai import make_agent
from game.engine import registry
from game.engine.actions import Choose
from game.engine.errors import DataError, IllegalActionError
from game.engine.match import Match
from game.engine.setup import build_setup
from game.formats import invariants, text as event_text
from game.formats.event import EventState
from game.rulesets.clash_of_decks import text
from game.rulesets.clash_of_decks.draft_value import card_worth
from game.rulesets.clash_of_decks.state import CDState, Phase
from game.rulesets.clash_of_decks.setup import new_state

INFO = registry.get("clash-of-decks")
LETTERS = "ABCD"
PLAYERS = {"duel": 2, "solo": 1, "ffa": 4, "2v2": 4, "coop": 4}


def start(mode: str, seed: int = 3, **more: Any) -> EventState:
    setup = build_setup(INFO, seed, players=PLAYERS[mode], settings={"mode": mode, "decks": "draft", **more})
    s = Match(INFO.id, seed, setup).state
    assert isinstance(s, EventState) and s.stage == "draft"
    return s


def draft_all(s: EventState, pick: Any = lambda d: d.options[0]) -> tuple[str, list[Any]]:
    """Answer every draft decision; the seats asked, in order, and the events."""
    asked, events = "", []
    while s.stage == "draft":
        d = s.decisions[0]
        asked += LETTERS[d.player]
        events += s.apply(Choose(d.player, pick(d)))
        assert invariants.check(s, {}) == []
    return asked, events


def game(s: EventState) -> CDState:
    assert isinstance(s.child, CDState)
    return s.child


def test_cd_2_2_draft_hands_are_open_to_all_during_the_draft() -> None:
    s = start("duel")
    d = s.decisions[0]
    s.apply(Choose(d.player, d.options[0]))
    seen = s.view(1)["draft"]["picks"][0]["cards"]
    assert seen and seen[0][1] == s.card_id(d.options[0])
    assert s.view(1)["draft"]["pile"] > 0 and "pile" not in str(seen)


def test_cd_2_2_1_reveal_4_a_takes_1_b_takes_2_a_takes_the_last() -> None:
    s = start("duel", draft_pool="1")
    first = []
    for _ in range(3):
        d = s.decisions[0]
        assert d.kind == "draft" and d.rule == "CD-2.2.1"
        first.append((d.player, len(d.options)))
        s.apply(Choose(d.player, d.options[0]))
    assert first == [(0, 4), (1, 3), (1, 2)]
    assert s.draft is not None and [len(p) for p in s.draft.picks] == [2, 2]   # A's last is automatic (L240)


def test_cd_2_2_2_rounds_alternate_until_both_hold_8_then_the_game() -> None:
    s = start("duel", draft_pool="1")
    asked, _ = draft_all(s)
    assert asked == "ABB" "BAA" "ABB" "BAA"          # round 2: B takes first; each round's last card by rule
    g = game(s)
    assert [len(g.hands[p].cards) for p in (0, 1)] == [8, 8] and g.phase is Phase.SUMMON
    assert sorted(c.def_id for c in g.cards if c.zone == "p0.hand") == sorted(s.pool_ids(0))


def test_cd_7_3_solo_draft_reveal_4_keep_1_the_other_3_go_to_the_ai_until_8() -> None:
    s = start("solo", seed=1)
    assert s.rules_seats == (1,) and s.current_players() == [0]
    asked, events = draft_all(s, lambda d: d.options[-1])
    assert asked == "A" * 8
    assert sum(1 for e in events if e.kind == "draft_picked" and e.data["by"] == "rule" and e.data["player"] == 1) == 24
    g = game(s)
    assert len(g.hands[0].cards) == 8 and len(g.decks[1].cards) == 24 and g.rules_seats == (1,)


@pytest.mark.parametrize("mode", ["ffa", "2v2"])
def test_cd_8_6_the_4_player_draft_reveals_8_of_32_in_the_rulebooks_orders(mode: str) -> None:
    s = start(mode)
    d = s.draft
    assert d is not None and s.decisions[0].rule == "CD-8.6" and len(d.open) == 8 and len(d.pile) == 24
    asked, events = draft_all(s)
    orders = [e.data["order"] for e in events if e.kind == "draft_revealed"]
    first = [0, 1, 2, 3, 3, 2, 1, 0]        # the first round's order was revealed at the start
    assert [first] + orders == [["ABCD".index(ch) for ch in o] for o in
                                ("ABCDDCBA", "BCDAADCB", "CDABBADC", "DABCCBAD")]
    # the eighth card of each round goes to its picker without a choice (L985)
    assert asked == "ABCDDCB" "BCDAADC" "CDABBAD" "DABCCBA"
    g = game(s)
    hands = [g.zones[f"p{p}.hand"].cards for p in range(4)]
    assert [len(h) for h in hands] == [8, 8, 8, 8]
    assert len({g.cards[c].def_id for h in hands for c in h}) == 32
    assert g.phase is not Phase.CHAMPION and g.result is None and s.legal_actions()


def test_cd_8_6_a_pick_out_of_turn_or_of_a_card_not_revealed_is_refused_and_changes_nothing() -> None:
    s = start("2v2")
    before = s.state_hash()
    assert s.draft is not None
    with pytest.raises(IllegalActionError) as err:
        s.apply(Choose(1, s.draft.open[0]))
    assert err.value.rule == "CD-8.6" and err.value.ko and "A" in err.value.en
    with pytest.raises(IllegalActionError) as err:
        s.apply(Choose(0, s.draft.pile[0]))
    assert err.value.rule == "CD-8.6" and err.value.ko
    assert s.state_hash() == before


def test_cd_8_8_1_the_coop_draft_a_and_c_keep_one_each_six_to_the_ais() -> None:
    s = start("coop")
    d = s.draft
    assert d is not None and s.decisions[0].rule == "CD-8.8.1" and len(d.open) == 8 and len(d.pile) == 56
    asked, events = draft_all(s)
    assert asked == "ACCAACCAACCAACCA"
    to_ai = [e for e in events if e.kind == "draft_picked" and e.data["by"] == "rule"]
    assert len(to_ai) == 48 and {e.data["player"] for e in to_ai} == {1}     # 6 a round into the common pile
    g = game(s)
    assert [len(g.zones[f"p{p}.hand"].cards) for p in (0, 2)] == [8, 8]
    assert [len(g.zones[f"p{p}.deck"].cards) for p in (1, 3)] == [24, 24]
    everything = [c for p in (0, 2) for c in g.zones[f"p{p}.hand"].cards] + \
        [c for p in (1, 3) for c in g.zones[f"p{p}.deck"].cards]
    assert sorted(g.cards[c].def_id for c in everything) == sorted(c.id for n in g.db.packs() for c in g.db.pack(n))
    assert [e.data["sizes"] for e in events if e.kind == "ai_decks_split"] == [[24, 24]]


def test_cd_8_8_1_no_person_learns_which_ai_deck_holds_which_card() -> None:
    s = start("coop")
    draft_all(s)
    view = s.view(0)["game"]["view"]
    assert view["zones"]["p3.deck"]["cards"] is None and view["zones"]["p1.deck"]["cards"] is None
    # dealt from one pile to two hidden decks: the split reveals nothing of who holds what
    g = game(s)
    assert sorted(c.def_id for c in g.cards if c.zone in ("p1.deck", "p3.deck")) == sorted(s.pool_ids(1))


def test_cd_8_8_1_the_coop_draft_needs_both_packs() -> None:
    with pytest.raises(DataError) as err:
        start("coop", draft_pool="1")
    assert "draft_pool" in str(err.value) and "64" in str(err.value)


def test_cd_8_9_a_draft_pile_never_holds_the_same_card_twice() -> None:
    for pool in ("both", "1", "2"):
        s = start("duel", seed=3, draft_pool=pool)
        assert s.draft is not None
        pile = s.draft.cards
        assert len(pile) == len(set(pile)) == (64 if pool == "both" else 32)
    duel = start("duel", seed=3)
    draft_all(duel)
    twice = [duel.pool_ids(0), duel.pool_ids(0)]
    with pytest.raises(DataError) as err:
        new_state(1, {"decks": "draft", "drafted": twice})
    assert "CD-8.9" in str(err.value)


def test_a_drafted_game_needs_its_draft() -> None:
    with pytest.raises(DataError) as err:
        new_state(1, {"decks": "draft"})
    assert "--format draft-duel" in str(err.value)


def test_cd_10_2_champions_are_chosen_after_a_four_seat_draft() -> None:
    s = start("ffa", champion="on")
    draft_all(s)
    g = game(s)
    assert g.phase is Phase.CHAMPION and g.decisions[0].kind == "champion"
    seen = []
    while g.phase is Phase.CHAMPION:
        d = g.decisions[0]
        seen.append(d.player)
        s.apply(s.relay(d.player, Choose(d.player, d.options[0])))
    assert seen == [0, 1, 2, 3] and all(g.champ[p] >= 0 for p in range(4))


@pytest.mark.parametrize("mode", ["duel", "ffa", "coop"])
def test_a_draft_is_the_same_for_the_same_seed_and_picks(mode: str) -> None:
    a, b = start(mode, seed=21), start(mode, seed=21)
    draft_all(a)
    draft_all(b)
    assert a.state_hash() == b.state_hash()
    assert start(mode, seed=22).state_hash() != start(mode, seed=21).state_hash()


def test_a_program_seat_drafts_a_revealed_card_worth_most() -> None:
    s = start("ffa", seed=5)
    agent = make_agent("greedy", 1, "clash-of-decks")
    for _ in range(6):
        d = s.decisions[0]
        a = agent.choose(s, d.player)
        assert isinstance(a, Choose)
        best = max(card_worth(_db()[s.card_id(c)]) for c in d.options)
        assert card_worth(_db()[s.card_id(int(a.option))]) == best
        s.apply(a)


def _db() -> Any:
    from game.rulesets.clash_of_decks.cards import load_card_db
    return load_card_db()


def test_the_program_drafts_more_worth_than_a_random_drafter_from_the_same_pool() -> None:
    from game.formats.runner import play
    better = 0
    for seed in range(12):
        s = start("ffa", seed=seed)
        agents = {0: make_agent("normal", seed, INFO.id), **{p: make_agent("random", seed * 4 + p, INFO.id) for p in (1, 2, 3)}}
        play(s, agents, until=lambda st: st.stage != "draft")
        worth = [sum(card_worth(_db()[c]) for c in s.pool_ids(p)) for p in range(4)]
        better += worth[0] > max(worth[1:])
    assert better >= 10


def test_the_invariants_catch_a_card_taken_out_of_the_draft_order() -> None:
    s = start("ffa")
    assert invariants.check(s, {}) == []
    assert s.draft is not None
    s.draft.picks[2].append(s.draft.open.pop(0))          # C takes a card before A
    assert any("picks per seat" in b for b in invariants.check(s, {}))


@pytest.mark.parametrize("mode", ["solo", "ffa", "coop"])
def test_every_event_of_a_draft_reads_as_a_sentence_in_both_languages(mode: str) -> None:
    s = start(mode, seed=8)
    _, events = draft_all(s)
    kinds = {e.kind for e in events}
    assert {"draft_revealed", "draft_picked", "draft_done", "event_game"} <= kinds
    for e in events:
        for viewer in (0, 1, None):
            own = event_text.describe_events(s, [e], "en", viewer), event_text.describe_events(s, [e], "ko", viewer)
            if e.kind.startswith(("draft_", "event_")):
                assert own[0] and own[1] and own[0] != own[1], e
            elif e.kind in text.EVENT_KINDS:
                told = e.for_player(viewer)
                en, ko = text.describe_event(game(s), told, "en"), text.describe_event(game(s), told, "ko")
                assert (en is None) == (ko is None) and (en is None or en != ko), e
    if mode == "coop":
        split = next(e for e in events if e.kind == "ai_decks_split")
        assert text.describe_event(game(s), split, "en") == "The AIs' 48 cards are shuffled and split, 24 to each deck"


def test_cd_1_3_3_a_drafted_hand_is_shuffled_and_no_event_tells_its_order() -> None:
    s = start("ffa", seed=11)
    _, events = draft_all(s)
    g = game(s)
    assert not [e for e in events if e.kind == "card_moved" and str(e.data.get("to", "")).endswith(".hand")]
    orders = [[g.cards[c].def_id for c in g.zones[f"p{p}.hand"].cards] for p in range(4)]
    assert all(sorted(o) == sorted(s.pool_ids(p)) for p, o in enumerate(orders))
    assert any(o != s.pool_ids(p) for p, o in enumerate(orders))         # not in the order of the picks


def test_cd_8_8_the_ais_48_are_shuffled_before_the_split() -> None:
    s = start("coop", seed=5)
    draft_all(s)
    g = game(s)
    common = s.pool_ids(1)
    b = sorted(g.cards[c].def_id for c in g.zones["p1.deck"].cards)
    d = sorted(g.cards[c].def_id for c in g.zones["p3.deck"].cards)
    assert sorted(b + d) == sorted(common) and b != sorted(common[:24])


def test_cd_8_3_a_chosen_start_player_of_four_is_the_one_who_starts() -> None:
    for chosen in ("3", "4"):
        s = Match("clash-of-decks", 2, {"mode": "ffa", "players": 4, "first_player": chosen}).state
        assert isinstance(s, CDState) and s.start_player == int(chosen) - 1 and s.active == int(chosen) - 1
