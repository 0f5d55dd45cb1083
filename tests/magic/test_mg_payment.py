"""You choose what pays (601.2g-h, 602.2b, 605.3a): with ``payment=choose`` a cast or an activation whose mana
comes from permanents asks which sources pay, with a suggestion chosen; the player accepts it, changes it
source by source, or takes the cast back."""
from __future__ import annotations

import pytest

from game.engine.actions import Choose, Concede
from game.engine.errors import IllegalActionError
from game.rulesets.magic import paying
from game.rulesets.magic.ai_policy import quick_action, sensible
from game.engine.rng import Rng

from mg_kit import card, do, position

CHOOSE = {"payment": "choose"}


def _lands(s, cid: str, p: int = 0) -> list[int]:
    return [i for i in s.battlefield(p) if s.defs[i].id == cid]


def test_601_2g_casting_asks_which_sources_pay_with_a_suggestion_chosen() -> None:
    s = position(options=CHOOSE, p1={"hand": ["MG-R01"], "battlefield": ["MG-L04", "MG-L04"]})
    pup = card(s, "hand:MG-R01")
    do(s, "cast", card="hand:MG-R01")
    d = s.decisions[0]
    assert d.kind == "payment" and d.rule == "601.2h" and d.player == 0
    assert d.picked == (_lands(s, "MG-L04")[0],)               # one Mountain suggested
    assert s.cards[pup].zone == "p0.hand" and not s.stack      # nothing is cast before it is paid
    assert "Pay {R} for Cinder Pup" in d.prompt.en and "잿불 강아지" in d.prompt.ko
    assert Choose(0, "done") in s.legal_actions() and Choose(0, "cancel") in s.legal_actions()


def test_601_2h_the_chosen_land_pays_and_the_suggested_one_stays_untapped() -> None:
    s = position(options=CHOOSE, p1={"hand": ["MG-R01"], "battlefield": ["MG-L04", "MG-L04"]})
    first, second = _lands(s, "MG-L04")
    do(s, "cast", card="hand:MG-R01")
    s.apply(Choose(0, second))              # the other Mountain instead: it replaces the suggested one
    assert s.decisions[0].picked == (second,)
    s.apply(Choose(0, "done"))
    assert s.perm[second].tapped and not s.perm[first].tapped
    assert [i.def_id for i in s.stack] == ["MG-R01"] and not s.decisions


def test_601_2h_pay_is_refused_while_mana_is_owed_and_names_what_is_owed() -> None:
    s = position(options=CHOOSE, p1={"hand": ["MG-R02"], "battlefield": ["MG-L04", "MG-L04", "MG-L05"]})
    do(s, "cast", card="hand:MG-R02")                   # {1}{R}
    d = s.decisions[0]
    for iid in d.picked:
        s.apply(Choose(0, iid))                           # every suggested source out again
    assert "Still owed: {1}{R}" in s.decisions[0].prompt.en and "{1}{R}" in s.decisions[0].prompt.ko
    with pytest.raises(IllegalActionError) as err:
        s.apply(Choose(0, "done"))
    assert err.value.rule == "601.2h" and "still owed {1}{R}" in err.value.en and "{1}{R}" in err.value.ko
    assert Choose(0, "done") not in s.legal_actions()


def test_601_2h_a_source_whose_mana_pays_nothing_owed_is_refused() -> None:
    s = position(options=CHOOSE, p1={"hand": ["MG-R01"], "battlefield": ["MG-L04", "MG-L04", "MG-L05"]})
    do(s, "cast", card="hand:MG-R01")                   # {R}
    forest = _lands(s, "MG-L05")[0]
    s.apply(Choose(0, s.decisions[0].picked[0]))          # nothing chosen: {R} owed
    assert Choose(0, forest) not in s.legal_actions()
    with pytest.raises(IllegalActionError) as err:
        s.apply(Choose(0, forest))
    assert err.value.rule == "601.2h" and "{R}" in err.value.en and "{R}" in err.value.ko


def test_601_2g_the_suggestion_keeps_the_colors_the_rest_of_the_hand_needs() -> None:
    # {1} to pay with a Mountain or a Forest: the green spell in hand keeps the Forest, the red one the Mountain
    for other, kept in (("MG-G04", "MG-L05"), ("MG-R05", "MG-L04")):
        s = position(options=CHOOSE, p1={"hand": ["MG-A01", other], "battlefield": ["MG-L04", "MG-L05", "MG-L01"]})
        do(s, "cast", card="hand:MG-A01")                # {2}
        picked = s.decisions[0].picked
        assert _lands(s, kept)[0] not in picked and len(picked) == 2


def test_601_2g_the_suggestion_never_taps_a_creature_while_lands_can_pay() -> None:
    s = position(options=CHOOSE, p1={"hand": ["MG-R01"], "battlefield": ["MG-G01", "MG-L09", "MG-L04"]})
    do(s, "cast", card="hand:MG-R01")
    d = s.decisions[0]
    assert d.picked == tuple(_lands(s, "MG-L04"))               # the plain Mountain, not the two-color land
    assert card(s, "battlefield:MG-G01") in d.options             # the creature may still be chosen...
    s = position(options=CHOOSE, p1={"hand": ["MG-A01"], "battlefield": ["MG-G01", "MG-L04", "MG-L05"]})
    do(s, "cast", card="hand:MG-A01")
    assert card(s, "battlefield:MG-G01") not in s.decisions[0].picked   # ...but is not suggested


def test_601_2h_cancel_takes_the_cast_back_and_nothing_is_paid() -> None:
    s = position(options=CHOOSE, p1={"hand": ["MG-R01"], "battlefield": ["MG-L04", "MG-L04"]})
    pup = card(s, "hand:MG-R01")
    do(s, "cast", card="hand:MG-R01")
    events = s.apply(Choose(0, "cancel"))
    assert not s.decisions and not s.stack and s.cards[pup].zone == "p0.hand" and s.priority == 0
    assert not any(s.perm[i].tapped for i in s.battlefield(0))
    from game.rulesets.magic.text import describe_event
    said = [describe_event(s, e, "en") for e in events if e.kind == "payment_cancelled"]
    assert said and "takes back Cinder Pup" in said[0]


def test_602_2b_an_activated_ability_asks_which_sources_pay_too() -> None:
    s = position(options=CHOOSE, p1={"battlefield": ["MG-K03", "MG-L04", "MG-L04", "MG-L04", "MG-L04", "MG-L04"]})
    brunt = card(s, "battlefield:MG-K03")
    do(s, "activate", card="battlefield:MG-K03", ability=0, target="p2")
    d = s.decisions[0]
    assert d.kind == "payment" and len(d.picked) == 4 and brunt not in d.options
    spare = next(i for i in _lands(s, "MG-L04") if i not in d.picked)
    s.apply(Choose(0, spare))
    s.apply(Choose(0, "done"))
    assert s.perm[spare].tapped and sum(s.perm[i].tapped for i in _lands(s, "MG-L04")) == 4
    assert s.stack and s.stack[-1].kind == "ability"


def test_605_3a_pool_mana_is_spent_first_and_alone_asks_nothing() -> None:
    s = position(options=CHOOSE, p1={"hand": ["MG-R01"], "battlefield": ["MG-L04"], "pool": "R"})
    do(s, "cast", card="hand:MG-R01")
    assert not s.decisions and s.pool[0][3] == 0 and not s.perm[card(s, "battlefield:MG-L04")].tapped
    s = position(options=CHOOSE, p1={"hand": ["MG-R02"], "battlefield": ["MG-L04", "MG-L04"], "pool": "R"})
    do(s, "cast", card="hand:MG-R02")                    # {1}{R}: the pool's red and one Mountain of two
    d = s.decisions[0]
    assert "pool.R.1" in d.picked and len(d.picked) == 2
    s.apply(Choose(0, "pool.R.1"))                         # the pool's mana out: the two Mountains pay
    s.apply(Choose(0, next(i for i in _lands(s, "MG-L04") if i not in s.decisions[0].picked)))
    s.apply(Choose(0, "done"))
    assert s.pool[0][3] == 1 and all(s.perm[i].tapped for i in _lands(s, "MG-L04"))


def test_601_2g_nothing_to_choose_pays_at_once() -> None:
    s = position(options=CHOOSE, p1={"hand": ["MG-R01"], "battlefield": ["MG-L04", "MG-L05"]})
    do(s, "cast", card="hand:MG-R01")                      # only the Mountain makes red
    assert not s.decisions and [i.def_id for i in s.stack] == ["MG-R01"]


def test_601_2g_a_setup_without_the_setting_pays_automatically() -> None:
    for options in ({}, {"payment": "auto"}):
        s = position(options=options, p1={"hand": ["MG-R01"], "battlefield": ["MG-L04", "MG-L04"]})
        do(s, "cast", card="hand:MG-R01")
        assert not s.decisions and s.stack
    assert "payment" not in position().options      # and hashes as a game from before the setting


def test_601_2g_a_program_accepts_the_suggestion_in_one_step() -> None:
    s = position(options=CHOOSE, p1={"hand": ["MG-R02"], "battlefield": ["MG-L04", "MG-L04", "MG-L04"]})
    do(s, "cast", card="hand:MG-R02")
    assert sensible(s, 0) == [Choose(0, "done")]
    assert quick_action(s, 0, Rng(1)) == Choose(0, "done")


def test_601_2g_payment_copies_and_hashes_with_the_choice() -> None:
    s = position(options=CHOOSE, p1={"hand": ["MG-R01"], "battlefield": ["MG-L04", "MG-L04"]})
    do(s, "cast", card="hand:MG-R01")
    c = s.clone()
    c.apply(Choose(0, _lands(c, "MG-L04")[1]))
    assert s.decisions[0].picked != c.decisions[0].picked and s.state_hash() != c.state_hash()
    assert isinstance(c.decisions[0], paying.PayDecision)


def test_601_2g_the_suggestion_taps_a_commander_last() -> None:
    from game.rulesets.magic.scenario import _build
    s = _build({"scenario": {"players": 2, "seed": 1}, "options": {"variant": "commander", "payment": "choose"},
                "card": [{"id": "MG-Z91", "name": {"en": "Test Forgelord", "ko": "시험 대장간 군주"}, "cost": "{1}{R}",
                          "types": ["creature"], "supertypes": ["legendary"], "power": 2, "toughness": 2,
                          "abilities": [{"kind": "mana", "tap": True, "produce": "R"}]}],
                "position": {"p1": {"battlefield": ["MG-Z91", "MG-G01", "MG-L04"], "commander": "battlefield:MG-Z91",
                                    "hand": ["MG-A01"]}}}, "test")
    lord, tender, mountain = (card(s, f"battlefield:{c}") for c in ("MG-Z91", "MG-G01", "MG-L04"))
    do(s, "cast", card="hand:MG-A01")                     # {2}: the Mountain and a creature must pay
    d = s.decisions[0]
    assert set(d.picked) == {mountain, tender} and lord in d.options


def test_601_2h_the_choices_of_a_payment_read_back_from_a_saved_log() -> None:
    from game.rulesets.magic.actions import ACTIONS
    opts = {"payment": "choose"}
    board = {"hand": ["MG-R120"], "battlefield": ["MG-L04", "MG-L04", "MG-L09"], "pool": "R"}
    s = position(options=opts, p1=board)
    do(s, "cast", card="hand:MG-R120", target="p2")
    steps = [Choose(0, "x2"), Choose(0, "pool.R.1"), Choose(0, _lands(s, "MG-L09")[0]), Choose(0, "done")]
    replay = position(options=opts, p1=board)
    do(replay, "cast", card="hand:MG-R120", target="p2")
    for a in steps:
        s.apply(a)
        replay.apply(ACTIONS.parse(str(a)))          # as a save writes it and reads it back
    assert s.state_hash() == replay.state_hash() and s.stack[-1].x == 2
    assert all(s.perm[i].tapped for i in s.battlefield(0)) and s.pool[0][3] == 1


def test_800_4a_a_player_who_concedes_while_paying_leaves_nothing_half_paid() -> None:
    s = position(players=3, options={"payment": "choose"},
                 p1={"hand": ["MG-R01"], "battlefield": ["MG-L04", "MG-L04"]})
    do(s, "cast", card="hand:MG-R01")
    assert s.decisions[0].kind == "payment"
    s.apply(Concede(0))
    assert not s.decisions and not s.stack and s.result is None and s.out[0]
