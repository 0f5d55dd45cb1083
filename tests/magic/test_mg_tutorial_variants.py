"""The tutorial's Commander, Vanguard and Brawl steps (levels/tutorial/magic.toml): each is played as the
tutorial scene plays it (the other seat passive) and ends where its prompt says, with its variant's rule
in force; tests/ui/test_mg_table.py plays the same steps by drags, clicks and buttons."""
from __future__ import annotations

from typing import Any

import pytest

from game.engine.actions import Choose
from game.puzzles import TutorialStep, load_tutorial
from game.rulesets.magic import commander
from game.rulesets.magic.actions import Cast
from game.rulesets.magic.puzzles import acting, passive_choice
from game.rulesets.magic.state import MagicState, zid

from mg_kit import card

TUTORIAL = load_tutorial(ruleset="magic")


def step_titled(words: str) -> TutorialStep:
    return next(st for st in TUTORIAL.steps if words in st.title.get("en"))


def play(st: TutorialStep, upto: int | None = None) -> MagicState:
    """The step's expected actions (the first ``upto`` of them), the other seat passive."""
    s = st.new_state()
    for n in range(len(st.do) if upto is None else upto):
        while s.result is None and acting(s) != st.player:
            s.apply(passive_choice(s, acting(s)))
        action = st.expected(s, n)
        assert action is not None
        s.apply(action)
    if upto is None:            # what the learner's last pass let happen: the others pass in turn
        while s.result is None and acting(s) != st.player:
            s.apply(passive_choice(s, acting(s)))
    return s


def names(s: MagicState, zone: str) -> list[str]:
    return [s.defs[c].id for c in s.zones[zone].cards]


def test_the_tutorial_has_a_step_for_each_variant_rule_it_teaches():
    variants = [st.options.get("variant") for st in TUTORIAL.steps]
    assert variants.count("commander") >= 4 and variants.count("vanguard") >= 2 and variants.count("brawl") >= 1
    text = " ".join(st.prompt.get("en") for st in TUTORIAL.steps)
    for rule in ("903.6", "903.8", "903.9a", "903.9b", "903.10a", "903.4", "903.4e", "903.5c", "902.4", "902.5",
                 "902.5b", "902.7", "903.12"):
        assert f"{rule})" in text or f"{rule}," in text, rule


def test_903_8_the_commander_step_pays_the_tax_of_one_earlier_cast():
    st = step_titled("cast your commander")
    s = st.new_state()
    kaelith = card(s, "command:MG-K01")
    assert commander.casts(s, kaelith) == 1 and s.life == [40, 40]
    s = play(st)
    assert s.cards[kaelith].zone == zid(0, "battlefield") and commander.casts(s, kaelith) == 2
    assert all(s.perm[c].tapped for c in s.battlefield(0) if c != kaelith)   # {4}{R}{W}: all six lands


def test_903_8_with_one_land_fewer_the_commander_step_could_not_be_done():
    st = step_titled("cast your commander")
    s = st.new_state()
    s.perm[s.battlefield(0)[0]].tapped = True
    assert not any(isinstance(a, Cast) for a in s.legal_actions())


def test_903_9b_the_return_step_puts_the_bounced_commander_into_the_command_zone():
    st = step_titled("back to the command zone")
    s = play(st, upto=1)
    assert s.decisions and s.decisions[0].player == 0
    options = {a.option for a in s.legal_actions() if isinstance(a, Choose)}
    assert {"command", "none"} <= options
    s = play(st)
    assert names(s, zid(0, "command")) == ["MG-K01"] and names(s, zid(0, "hand")) == []


def test_903_10a_the_damage_step_ends_with_player_2_losing_at_36_life():
    st = step_titled("21 damage")
    s = play(st)
    assert s.result is not None and s.result.winners == (0,)
    assert s.life[1] == 36 and s.result.rule == "903.10a"


def test_903_4e_the_identity_step_pays_green_with_the_beacon_and_blue_never():
    st = step_titled("color identity")
    s = play(st)
    beacon, mountain = card(s, "battlefield:MG-L51"), card(s, "battlefield:MG-L04")
    assert [s.defs[i.card].id for i in s.stack] == ["MG-G21"]
    assert s.perm[beacon].tapped and s.perm[mountain].tapped
    blue = _with_hand(st, "MG-U55")                 # {1}{U}: outside red-green, the Beacon cannot pay it
    assert not any(isinstance(a, Cast) for a in blue.legal_actions())


def _with_hand(st: TutorialStep, cid: str) -> MagicState:
    pos: dict[str, Any] = {**st.position, "p1": {**st.position["p1"], "hand": [cid]}}
    return st.rules.build(pos, st.db, "test", st.seed, st.options)


def test_902_4_and_902_7_the_vanguard_step_starts_at_22_and_draws_from_the_command_zone():
    st = step_titled("ability from the command zone")
    s = st.new_state()
    assert s.life[0] == 22
    before = len(s.hand(0))
    s = play(st)
    assert len(s.hand(0)) == before + 1 and not s.stack


def test_902_5b_the_hand_size_step_keeps_six_cards():
    st = step_titled("smaller maximum hand size")
    s = st.new_state()
    assert s.life[0] == 26 and len(s.hand(0)) == 7
    s = play(st)
    assert len(s.hand(0)) == 6 and names(s, zid(0, "graveyard")) == ["MG-L01"]


def test_903_12_the_brawl_step_casts_a_planeswalker_commander_and_uses_its_plus_one():
    st = step_titled("Brawl")
    s = play(st)
    ysmera = card(s, "battlefield:MG-K11")
    assert s.perm[ysmera].loyalty == 5 and s.life == [25, 25]
    assert any(s.defs[c].token for c in s.battlefield(0))


def test_901_9_the_planechase_step_rolls_chaos_and_the_plane_draws_two():
    st = step_titled("Planechase")
    s = st.new_state()
    before = len(s.hand(0))
    s = play(st)
    assert len(s.hand(0)) == before + 2 and not s.stack and s.parts["planes"].rolls[0] == 1


def test_904_8_the_archenemy_step_sets_a_scheme_in_motion_and_others_spares_a_lone_opponent():
    st = step_titled("Archenemy")
    s = st.new_state()
    assert s.life == [20, 40] and s.active == 1 and names(s, zid(1, "command")) == []
    s = play(st, upto=1)                       # the archenemy's main phase began: the scheme is face up (904.9)
    assert names(s, zid(1, "command")) == ["MG-SC07"] and [s.defs[i.card].id for i in s.stack] == ["MG-SC07"]
    s = play(st, upto=2)
    assert s.decisions and s.decisions[0].kind == "self_or_others" and s.decisions[0].player == 0
    s = play(st)
    assert s.life == [20, 40] and not s.stack and names(s, zid(1, "command")) == []   # back under (904.10)


def test_904_8_choosing_self_in_the_archenemy_step_would_cost_three_life():
    """The prompt's word for Self is the card's: the learner would lose 3."""
    st = step_titled("Archenemy")
    s = play(st, upto=2)
    s.apply(Choose(player=0, option="self"))
    assert s.life == [17, 40] and "loses you 3 life" in st.prompt.get("en")


@pytest.mark.parametrize("words", ["cast your commander", "back to the command zone", "21 damage", "color identity",
                                   "ability from the command zone", "smaller maximum hand size", "Brawl",
                                   "Planechase", "Archenemy"])
def test_each_variant_step_has_a_wrong_move_that_does_not_match(words):
    """The scene refuses a legal move that is not the step's with the step's hint (test_mg_table.py)."""
    st = step_titled(words)
    s = st.new_state()
    for n in range(len(st.do)):
        while s.result is None and acting(s) != st.player:
            s.apply(passive_choice(s, acting(s)))
        others = [a for a in s.legal_actions() if a.player == st.player and not st.matches(s, n, a)]
        if others:
            return
        s.apply(st.expected(s, n))
    pytest.fail(f"{words}: every legal move is the expected one")
