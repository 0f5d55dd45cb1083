"""Durations in one place (611.2, durations.py): "until end of turn" ends in the cleanup step (514.2), "until
your next turn" as that player's next turn begins (611.2a), "for as long as this remains on the battlefield"
as soon as the source leaves (611.2b); an effect follows only the objects it began on (611.2c, 400.7). A
named moment of its own (a supplement's "until a player planeswalks") ends by the same one expiry point."""
from __future__ import annotations

from game.rulesets.magic import durations
from game.rulesets.magic.cardtext import card_lines
from game.rulesets.magic.cards import load_card_db
from game.rulesets.magic.state import Step
from game.rulesets.magic.stats import keywords, power_toughness

from mg_kit import card, do, pass_all, position


def _until_step(s, player: int, step: Step) -> list:
    """Everyone passes (declaring no attack) until ``player``'s turn reaches ``step``; the events seen."""
    seen = []
    while not (s.active == player and s.step is step and s.priority >= 0) and s.result is None:
        seen += do(s, "declared") if s.step is Step.ATTACKERS and s.priority < 0 else do(s, "pass")
    return seen


def test_514_2_until_end_of_turn_ends_in_the_cleanup_step_and_says_so() -> None:
    s = position(p1={"hand": ["MG-R70"], "battlefield": ["MG-L04"] * 3}, p2={"battlefield": ["MG-R04"]})
    brute = card(s, "p2.battlefield:MG-R04")
    do(s, "cast", card="hand:MG-R70", target="p2.battlefield:MG-R04")
    pass_all(s)
    assert "haste" in keywords(s, brute) and s.controller(brute) == 0
    seen = _until_step(s, 1, Step.UPKEEP)
    ended = [e for e in seen if e.kind == "effect_ended"]
    assert [(e.data["what"], e.data["rule"]) for e in ended] == [("control", "514.2")]
    assert "haste" not in keywords(s, brute) and s.controller(brute) == 1


def test_611_2a_until_your_next_turn_lasts_through_the_opponents_turn_and_ends_as_yours_begins() -> None:
    s = position(p1={"hand": ["MG-W71"], "battlefield": ["MG-L01"] * 2 + ["MG-G03"]})
    charger = card(s, "battlefield:MG-G03")
    do(s, "cast", card="hand:MG-W71", target="battlefield:MG-G03")
    pass_all(s)
    assert power_toughness(s, charger) == (3, 7)
    _until_step(s, 1, Step.MAIN1)                    # through player 1's cleanup, into player 2's turn
    assert power_toughness(s, charger) == (3, 7)
    seen = _until_step(s, 0, Step.UPKEEP)
    assert power_toughness(s, charger) == (3, 3)
    ended = [e for e in seen if e.kind == "effect_ended"]
    assert [(e.data["until"], e.data["rule"]) for e in ended] == [("your_next_turn", "611.2a")]
    began = next(k for k, e in enumerate(seen) if e.kind == "turn_began" and e.data["player"] == 0)
    assert seen.index(ended[0]) > began                # as the turn begins, before its untap step


def test_611_2b_for_as_long_as_the_source_remains_ends_when_it_leaves() -> None:
    s = position(p1={"hand": ["MG-W73", "MG-W01"], "battlefield": ["MG-L01"] * 5 + ["MG-G03"]},
                 p2={"hand": ["MG-B03"], "battlefield": ["MG-L03"] * 3})
    charger = card(s, "battlefield:MG-G03")
    do(s, "cast", card="hand:MG-W73")
    pass_all(s)
    pass_all(s)                                      # the Knight resolves, then its trigger
    knight = card(s, "battlefield:MG-W73")
    assert power_toughness(s, charger) == (4, 4) and power_toughness(s, knight) == (3, 4)
    do(s, "cast", card="hand:MG-W01")
    pass_all(s)
    assert power_toughness(s, card(s, "battlefield:MG-W01")) == (2, 1)     # 611.2c: it came later
    do(s, "pass")
    do(s, "cast", card="p2.hand:MG-B03", target="p1.battlefield:MG-W73")
    pass_all(s)
    assert not s.on_battlefield(knight) and power_toughness(s, charger) == (3, 3) and not s.lasting
    # and not at the end of the turn: it outlasts a cleanup while its source stays
    s = position(p1={"battlefield": ["MG-W73", "MG-G03"]})
    durations.start(s, "pump", card(s, "battlefield:MG-G03"), durations.SOURCE_LEAVES, 0,
                    card(s, "battlefield:MG-W73"), power=1, toughness=1)
    _until_step(s, 1, Step.MAIN1)
    assert power_toughness(s, card(s, "battlefield:MG-G03")) == (4, 4)


def test_400_7_an_effect_ends_when_its_creature_leaves_and_does_not_follow_it_back() -> None:
    s = position(p1={"hand": ["MG-G70", "MG-U03"], "battlefield": ["MG-L05", "MG-L02", "MG-L02", "MG-G03"]})
    charger = card(s, "battlefield:MG-G03")
    do(s, "cast", card="hand:MG-G70", target="battlefield:MG-G03")
    pass_all(s)
    assert power_toughness(s, charger) == (5, 5) and len(s.lasting) == 1
    do(s, "cast", card="hand:MG-U03", target="battlefield:MG-G03")
    pass_all(s)
    assert s.cards[charger].zone == "p0.hand" and not s.lasting


def test_a_named_moment_of_its_own_ends_only_its_effects_by_the_one_expiry_point() -> None:
    s = position(p1={"battlefield": ["MG-G03", "MG-W01"]})
    charger, squire = card(s, "battlefield:MG-G03"), card(s, "battlefield:MG-W01")
    durations.start(s, "pump", charger, "planeswalk", 0, -1, power=2, toughness=2)
    durations.start(s, "pump", squire, durations.YOUR_NEXT_TURN, 0, -1, power=1, toughness=1)
    assert not durations.end(s, durations.END_OF_TURN)
    assert power_toughness(s, charger) == (5, 5) and power_toughness(s, squire) == (3, 2)
    assert durations.end(s, "planeswalk")
    assert power_toughness(s, charger) == (3, 3) and power_toughness(s, squire) == (3, 2)
    assert [e.until for e in s.lasting] == [durations.YOUR_NEXT_TURN]


def test_the_durations_read_in_both_languages() -> None:
    db = load_card_db()
    assert card_lines(db["MG-W71"], "en", {})[1] == "Target creature gets +0/+4 until your next turn."
    assert card_lines(db["MG-W71"], "ko", {})[1] == "생물 하나는 당신의 다음 턴까지 +0/+4를 받습니다."
    assert "for as long as this remains on the battlefield" in card_lines(db["MG-B73"], "en", {})[1]
    assert "이것이 전장에 남아 있는 동안" in card_lines(db["MG-B73"], "ko", {})[1]
