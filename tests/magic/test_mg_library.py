"""Searching a library (701.19), shuffling it (701.20), scrying (701.22) and looking at the top cards: the
choices are the searcher's secret, the others learn no card unless it is revealed, and the shuffle follows
the seed."""
from __future__ import annotations

from game.engine.actions import Choose
from game.rulesets.magic.ai_policy import decision_choice
from game.rulesets.magic.state import MagicState, zid
from game.rulesets.magic.text import describe_events

from mg_kit import card, do, pass_all, position

FORESTS = ["MG-L05", "MG-L05"]
LIBRARY = ["MG-U01", "MG-L05", "MG-R03", "MG-L02", "MG-G03", "MG-L01"]


def _cast(spell: str, lands: list[str], library: list[str] = LIBRARY, seed: int = 1) -> MagicState:
    s = position(seed=seed, step="main1", active=1, p1={"hand": [spell], "battlefield": lands, "library": library})
    do(s, "cast", card=f"hand:{spell}")
    pass_all(s)
    return s


def _ids(s: MagicState, cards: object) -> list[str]:
    return sorted(s.defs[c].id for c in cards if isinstance(c, int))  # type: ignore[attr-defined]


def test_701_19_a_search_offers_the_matching_cards_and_finding_nothing_to_its_player_alone() -> None:
    s = _cast("MG-G90", FORESTS)
    d = s.decisions[0]
    assert d.kind == "search" and d.player == 0 and d.rule == "701.19"
    assert _ids(s, d.options) == ["MG-L01", "MG-L02", "MG-L05"] and "nothing" in d.options
    seen_by_other = s.view(1)["decisions"][0]
    assert seen_by_other["options"] is None and seen_by_other["kind"] == "search"
    assert "MG-L0" not in str(seen_by_other)


def test_701_19_the_found_land_enters_tapped_and_the_library_is_shuffled_by_the_seed() -> None:
    s = _cast("MG-G90", FORESTS)
    twin = s.clone()
    events = s.apply(Choose(0, card(s, "library:MG-L02")))
    island = card(s, "battlefield:MG-L02")
    assert s.perm[island].tapped
    assert any(e.kind == "shuffled" and e.data["rule"] == "701.20" for e in events)
    twin.apply(Choose(0, card(twin, "library:MG-L02")))
    assert [twin.cards[i].def_id for i in twin.library(0)] == [s.cards[i].def_id for i in s.library(0)]
    assert "Player 1 shuffles their library" in describe_events(s, events, "en", 1)


def test_701_19_a_card_found_for_the_hand_unrevealed_is_never_named_to_the_other_player() -> None:
    s = _cast("MG-B90", ["MG-L03", "MG-L03"])
    events = s.apply(Choose(0, card(s, "library:MG-R03")))
    assert _ids(s, s.hand(0)) == ["MG-R03"] and s.life[0] == 18          # then the rest of the spell: lose 2
    theirs = [e.for_player(1).to_json() for e in events]
    assert "MG-R03" not in str(theirs) and "Kindle Bolt" not in " ".join(describe_events(s, events, "en", 1))
    assert "Kindle Bolt" in " ".join(describe_events(s, events, "en", 0))
    assert s.view(1)["zones"][zid(0, "hand")]["cards"] is None


def test_701_19_a_revealed_card_is_named_to_everyone() -> None:
    s = _cast("MG-G92", FORESTS + ["MG-L05"])
    assert _ids(s, s.decisions[0].options) == ["MG-G03", "MG-U01"]
    events = s.apply(Choose(0, card(s, "library:MG-G03")))
    log = describe_events(s, events, "en", 1)
    assert "Player 1 reveals Bramble Charger from their library" in log
    assert "플레이어 1: 서고에서 찾은 가시덤불 돌격수 공개" in describe_events(s, events, "ko", 1)


def test_701_19b_a_search_for_a_quality_may_find_nothing_and_still_shuffles() -> None:
    s = _cast("MG-G90", FORESTS)
    events = s.apply(Choose(0, "nothing"))
    assert [e.kind for e in events if e.kind in ("search_found_nothing", "shuffled")] == \
        ["search_found_nothing", "shuffled"]
    assert len(s.library(0)) == len(LIBRARY) and not s.decisions


def test_701_19b_a_search_for_any_card_must_find_one_when_the_library_has_one() -> None:
    s = _cast("MG-B90", ["MG-L03", "MG-L03"])
    assert "nothing" not in s.decisions[0].options


def test_701_19_a_search_put_on_top_shuffles_first_then_the_card_is_on_top() -> None:
    s = _cast("MG-B91", ["MG-L03"])
    s.apply(Choose(0, card(s, "library:MG-G03")))
    assert s.cards[s.library(0)[0]].def_id == "MG-G03"


def test_701_22_scry_bottom_one_and_order_the_rest_on_top_then_draw() -> None:
    s = _cast("MG-U91", ["MG-L02"])
    d = s.decisions[0]
    assert d.kind == "scry" and _ids(s, d.options) == ["MG-L05", "MG-U01"]
    assert s.view(1)["decisions"][0]["options"] is None
    s.apply(Choose(0, card(s, "library:MG-U01")))
    s.apply(Choose(0, "done"))
    # one card left on top: no order to choose; the spell's draw takes it
    assert _ids(s, s.hand(0)) == ["MG-L05"]
    assert s.cards[s.library(0)[-1]].def_id == "MG-U01"


def test_701_22_scry_keeping_both_asks_their_order_on_top() -> None:
    s = _cast("MG-U91", ["MG-L02"])
    s.apply(Choose(0, "done"))
    assert s.decisions[0].kind == "scry_top"
    s.apply(Choose(0, card(s, "library:MG-L05")))
    assert _ids(s, s.hand(0)) == ["MG-L05"] and s.cards[s.library(0)[0]].def_id == "MG-U01"


def test_look_at_the_top_four_take_one_and_the_rest_go_to_the_bottom_in_the_chosen_order() -> None:
    s = _cast("MG-U93", ["MG-L02", "MG-L02"])
    assert s.decisions[0].kind == "look" and _ids(s, s.decisions[0].options) == ["MG-L02", "MG-L05", "MG-R03", "MG-U01"]
    s.apply(Choose(0, card(s, "library:MG-R03")))
    assert s.decisions[0].kind == "library_bottom" and s.decisions[0].min == 2     # the last one follows
    for ref in ("library:MG-U01", "library:MG-L02"):
        s.apply(Choose(0, card(s, ref)))
    assert [s.cards[i].def_id for i in s.library(0)] == ["MG-G03", "MG-L01", "MG-U01", "MG-L02", "MG-L05"]
    assert _ids(s, s.hand(0)) == ["MG-R03"]


def test_the_ai_searches_for_the_card_it_values_most() -> None:
    s = _cast("MG-G92", FORESTS + ["MG-L05"], library=["MG-G01", "MG-G03", "MG-L05"])
    mine = [a for a in s.legal_actions() if isinstance(a, Choose)]
    pick = decision_choice(s, 0, mine)
    assert pick is not None and s.defs[pick.option].id == "MG-G03"


def test_the_ai_short_of_lands_searches_for_the_basic_land_its_hand_needs() -> None:
    s = position(step="main1", active=1, p1={"hand": ["MG-G90", "MG-U01"], "battlefield": FORESTS, "library": LIBRARY})
    do(s, "cast", card="hand:MG-G90")
    pass_all(s)
    pick = decision_choice(s, 0, [a for a in s.legal_actions() if isinstance(a, Choose)])
    assert pick is not None and s.defs[pick.option].id == "MG-L02"


def test_the_normal_ai_answers_a_search_with_its_rule_of_thumb_and_takes_the_mode_that_wins() -> None:
    from game.ai import make_agent
    s = _cast("MG-G92", FORESTS + ["MG-L05"], library=["MG-G01", "MG-G03", "MG-L05"])
    pick = make_agent("normal", 1, "magic").choose(s, 0)
    assert isinstance(pick, Choose) and s.defs[pick.option].id == "MG-G03"
    s = position(step="main1", active=1, p1={"hand": ["MG-R91"], "battlefield": ["MG-L04", "MG-L04"]},
                 p2={"battlefield": ["MG-G03"], "life": 2})
    do(s, "cast", card="hand:MG-R91")
    pick = make_agent("normal", 1, "magic").choose(s, 0)
    assert pick == Choose(0, "mode2")          # 2 damage to each opponent at 2 life wins the game
