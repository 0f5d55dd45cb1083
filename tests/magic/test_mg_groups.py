"""Sweepers and "each player" effects (608.2c, 701.9b): a group is found as the effect happens and all of
it is dealt with at once; "each player" and "each opponent" reach the players still in the game; a discard
each player chooses is their own secret choice, asked in turn order; the quick policy casts a sweeper only
when it hurts the others more than itself."""
from __future__ import annotations

from game.rulesets.magic import ai_policy
from game.rulesets.magic.actions import Cast
from game.rulesets.magic.cardtext import card_lines
from game.rulesets.magic.cards import load_card_db
from game.rulesets.magic.stats import power_toughness

from mg_kit import card, do, pass_all, position


def _ids(s, seat: int, kind: str) -> list[str]:
    """The card ids in a seat's zone (seats numbered from 1)."""
    return sorted(s.cards[i].def_id for i in s.zones[f"p{seat - 1}.{kind}"].cards)


def test_608_2c_destroy_each_creature_destroys_every_creature_of_every_player_at_once() -> None:
    s = position(p1={"hand": ["MG-W68"], "battlefield": ["MG-L01"] * 4 + ["MG-W01", "MG-A74"]},
                 p2={"battlefield": ["MG-G03", "MG-R04", "MG-L04"]})
    do(s, "cast", card="hand:MG-W68")
    do(s, "pass")
    events = do(s, "pass")
    assert _ids(s, 1, "graveyard") == ["MG-W01", "MG-W68"] and _ids(s, 2, "graveyard") == ["MG-G03", "MG-R04"]
    assert "MG-A74" in _ids(s, 1, "battlefield") and _ids(s, 2, "battlefield") == ["MG-L04"]
    dies = [e for e in events if e.kind == "card_moved" and e.data.get("cause") == "destroy"]
    assert len(dies) == 3


def test_608_2c_destroy_each_artifact_and_enchantment_leaves_creatures_and_lands() -> None:
    s = position(p1={"hand": ["MG-G68"], "battlefield": ["MG-L05"] * 3 + ["MG-G03"]},
                 p2={"battlefield": ["MG-A74", "MG-W04", "MG-A02", "MG-L01"]})
    do(s, "cast", card="hand:MG-G68")
    pass_all(s)
    # the Clockwork Sentry is an artifact creature: an artifact all the same
    assert _ids(s, 2, "graveyard") == ["MG-A02", "MG-A74", "MG-W04"] and _ids(s, 2, "battlefield") == ["MG-L01"]
    assert "MG-G03" in _ids(s, 1, "battlefield")


def test_120_3_damage_to_each_creature_and_each_player() -> None:
    s = position(p1={"hand": ["MG-R67"], "battlefield": ["MG-L04"] * 3 + ["MG-R01"]},
                 p2={"battlefield": ["MG-G03"]}, p3={"battlefield": ["MG-W01"]}, players=3)
    do(s, "cast", card="hand:MG-R67")
    pass_all(s)
    assert s.life == [18, 18, 18]
    charger = card(s, "p2.battlefield:MG-G03")
    assert s.perm[charger].damage == 2
    assert _ids(s, 1, "graveyard") == ["MG-R01", "MG-R67"] and _ids(s, 3, "graveyard") == ["MG-W01"]


def test_each_player_loses_life_and_you_draw() -> None:
    s = position(p1={"hand": ["MG-B69"], "battlefield": ["MG-L03"] * 2}, p2={})
    do(s, "cast", card="hand:MG-B69")
    pass_all(s)
    assert s.life == [18, 18] and len(s.hand(0)) == 2


def test_701_9b_each_opponent_chooses_the_cards_they_discard_in_secret() -> None:
    s = position(p1={"hand": ["MG-B70"], "battlefield": ["MG-L03"] * 3},
                 p2={"hand": ["MG-R03", "MG-G03", "MG-W01"]}, p3={"hand": ["MG-U03"]}, players=3)
    do(s, "cast", card="hand:MG-B70")
    pass_all(s)
    # player 3 holds one card: it goes at once; player 2 chooses two of three
    assert _ids(s, 3, "graveyard") == ["MG-U03"]
    d = s.decisions[0]
    assert (d.player, d.kind, d.rule, d.min, d.secret) == (1, "discard", "701.9b", 2, True)
    assert "Discard 2" in d.prompt.en and d.prompt.ko
    do(s, "choose", option="p2.hand:MG-R03", player=2)
    do(s, "choose", option="p2.hand:MG-W01", player=2)
    assert _ids(s, 2, "hand") == ["MG-G03"] and _ids(s, 2, "graveyard") == ["MG-R03", "MG-W01"]
    assert not s.decisions and _ids(s, 1, "graveyard") == ["MG-B70"] and s.priority == 0


def test_701_9b_each_player_discards_then_each_draws_after_the_choices() -> None:
    s = position(p1={"hand": ["MG-R69", "MG-G03", "MG-W01"], "battlefield": ["MG-L04"] * 2},
                 p2={"hand": ["MG-R03", "MG-U03"]})
    do(s, "cast", card="hand:MG-R69")
    pass_all(s)
    assert [d.player for d in s.decisions] == [0, 1]         # in turn order from the active player (101.4)
    do(s, "choose", option="hand:MG-G03", player=1)
    assert len(s.hand(1)) == 2                                  # nobody draws before every choice is made
    do(s, "choose", option="p2.hand:MG-U03", player=2)
    assert len(s.hand(0)) == 3 and len(s.hand(1)) == 3 and _ids(s, 1, "graveyard") == ["MG-G03", "MG-R69"]


def test_creatures_your_opponents_control_get_minus_one_until_end_of_turn() -> None:
    s = position(p1={"hand": ["MG-B68"], "battlefield": ["MG-L03"] * 3 + ["MG-B01"]},
                 p2={"battlefield": ["MG-R01", "MG-G03"]})
    do(s, "cast", card="hand:MG-B68")
    pass_all(s)
    assert _ids(s, 2, "graveyard") == ["MG-R01"]
    assert power_toughness(s, card(s, "p2.battlefield:MG-G03")) == (2, 2)
    assert power_toughness(s, card(s, "battlefield:MG-B01")) == (2, 1)


def test_the_quick_policy_casts_a_sweeper_only_when_the_others_lose_more() -> None:
    behind = position(p1={"hand": ["MG-W68"], "battlefield": ["MG-L01"] * 4 + ["MG-W01"]},
                      p2={"battlefield": ["MG-G04", "MG-R04"]})
    assert isinstance(ai_policy.main_phase_play(behind, 0, ai_policy.sensible(behind, 0)), Cast)
    ahead = position(p1={"hand": ["MG-W68"], "battlefield": ["MG-L01"] * 4 + ["MG-G04", "MG-R04"]},
                     p2={"battlefield": ["MG-W01"]})
    assert ai_policy.main_phase_play(ahead, 0, ai_policy.sensible(ahead, 0)) is None
    assert not any(isinstance(a, Cast) for a in ai_policy.sensible(ahead, 0))


def test_the_group_texts_read_in_both_languages() -> None:
    db = load_card_db()
    assert card_lines(db["MG-R67"], "en", {})[1] == "Deal 2 damage to each creature and each player."
    assert card_lines(db["MG-R67"], "ko", {})[1].startswith("각 생물과 각 플레이어에게")
    assert card_lines(db["MG-W69"], "en", {})[1] == "Destroy each artifact and enchantment."
    assert card_lines(db["MG-B70"], "ko", {})[1] == "각 상대는 카드 2장을 골라 버립니다."
    assert card_lines(db["MG-G69"], "en", {})[1].startswith("Creatures you control get +2/+2 until end of turn")
