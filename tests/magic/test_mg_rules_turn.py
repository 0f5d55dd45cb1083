"""Turn structure, mulligans, priority and the stack (103, 117, 305, 405, 500-514, 601, 608)."""
from __future__ import annotations

import pytest

from game.engine.actions import Concede
from game.engine.errors import IllegalActionError
from game.engine.match import Match
from game.rulesets.magic import flow
from game.rulesets.magic.actions import Pass
from game.rulesets.magic.legal import auto_pass_ok
from game.rulesets.magic.setup import new_state
from game.rulesets.magic.state import Step

from mg_kit import act, card, do, pass_all, position


def _keep_all(s) -> None:
    while s.step is Step.MULLIGAN:
        d = s.decisions[0]
        s.apply(act(s, "choose", player=d.player + 1, option="keep"))


def test_103_8a_the_starting_player_of_a_duel_skips_the_first_draw() -> None:
    s = new_state(4, {"players": 2})
    _keep_all(s)
    assert s.step is Step.UPKEEP and s.turn == 1
    start = s.start_player
    pass_all(s)
    assert s.step is Step.DRAW and len(s.hand(start)) == 7


def test_103_8c_in_a_multiplayer_game_the_starting_player_draws() -> None:
    s = new_state(4, {"players": 3})
    _keep_all(s)
    start = s.start_player
    pass_all(s)
    assert s.step is Step.DRAW and len(s.hand(start)) == 8


def test_103_5_a_london_mulligan_draws_seven_again_and_puts_one_on_the_bottom() -> None:
    s = new_state(6, {"players": 2})
    first = s.decisions[0].player
    do(s, "choose", player=first + 1, option="mulligan")
    other = 1 - first
    do(s, "choose", player=other + 1, option="keep")
    assert len(s.hand(first)) == 7 and s.mulligans[first] == 1
    do(s, "choose", player=first + 1, option="keep")
    d = s.decisions[0]
    assert d.kind == "bottom" and d.player == first and d.min == d.max == 1 and d.secret
    bottom = s.hand(first)[0]
    do(s, "choose", player=first + 1, option=bottom)
    assert len(s.hand(first)) == 6 and s.library(first)[-1] == bottom


def test_103_5c_the_first_mulligan_of_a_multiplayer_game_is_free() -> None:
    s = new_state(6, {"players": 4})
    first = s.decisions[0].player
    do(s, "choose", player=first + 1, option="mulligan")
    for _ in range(3):
        d = s.decisions[0]
        do(s, "choose", player=d.player + 1, option="keep")
    do(s, "choose", player=first + 1, option="keep")
    assert s.step is not Step.MULLIGAN and len(s.hand(first)) == 7


def test_305_2_a_second_land_in_a_turn_is_refused() -> None:
    s = position(p1={"hand": ["MG-L04", "MG-L05"]})
    do(s, "land", card="hand:MG-L04")
    with pytest.raises(IllegalActionError) as err:
        do(s, "land", card="hand:MG-L05")
    assert err.value.rule == "305.2" and err.value.ko


def test_307_1_a_sorcery_is_refused_outside_your_main_phase() -> None:
    s = position(step="upkeep", p1={"hand": ["MG-B04"], "battlefield": ["MG-L03"] * 3})
    with pytest.raises(IllegalActionError) as err:
        do(s, "cast", card="hand:MG-B04")
    assert err.value.rule == "307.1"


def test_117_3c_the_caster_keeps_priority_and_405_the_last_spell_resolves_first() -> None:
    s = position(p1={"hand": ["MG-G05", "MG-R03"], "battlefield": ["MG-G03", "MG-L05", "MG-L04"]},
                 p2={"battlefield": ["MG-B05"]})
    do(s, "cast", card="hand:MG-G05", target="p1.battlefield:MG-G03")
    assert s.priority == 0
    do(s, "cast", card="hand:MG-R03", target="p2.battlefield:MG-B05")
    assert [i.def_id for i in s.stack] == ["MG-G05", "MG-R03"]
    pass_all(s)
    assert [i.def_id for i in s.stack] == ["MG-G05"] and s.perm[card(s, "p2.battlefield:MG-B05")].damage == 2
    assert s.priority == 0        # 117.3b: after a resolution the active player gets priority


def test_608_2b_a_spell_whose_only_target_is_gone_does_nothing() -> None:
    s = position(p1={"hand": ["MG-G05"], "battlefield": ["MG-G03", "MG-L05"]},
                 p2={"hand": ["MG-U03"], "battlefield": ["MG-L02", "MG-L02"]})
    do(s, "cast", card="hand:MG-G05", target="p1.battlefield:MG-G03")
    do(s, "pass")
    do(s, "cast", player=2, card="p2.hand:MG-U03", target="p1.battlefield:MG-G03")
    pass_all(s)
    assert "MG-G03" in [s.cards[i].def_id for i in s.hand(0)]
    events = s.apply(Pass(s.priority))
    events += s.apply(Pass(s.priority))
    assert any(e.kind == "fizzled" and e.data["rule"] == "608.2b" for e in events)


def test_117_4_all_passing_with_an_empty_stack_ends_the_step_and_106_4_empties_mana() -> None:
    s = position(step="main1", p1={"pool": "RR"})
    pass_all(s)
    assert s.step is Step.BEGIN_COMBAT and s.pool[0] == [0] * 6


def test_508_8_without_attackers_combat_goes_to_its_end() -> None:
    s = position(step="begin_combat", p1={"battlefield": ["MG-G03"]})
    pass_all(s)
    assert s.step is Step.ATTACKERS
    do(s, "declared")
    assert s.step is Step.END_COMBAT


def test_514_1_the_active_player_discards_down_to_seven_at_cleanup() -> None:
    s = position(step="end", p1={"hand": ["MG-L01"] * 9})
    pass_all(s)
    d = s.decisions[0]
    assert d.kind == "discard" and d.min == d.max == 2 and d.rule == "514.1"
    do(s, "choose", option="hand:MG-L01")
    do(s, "choose", option="hand:MG-L01#1")
    assert len(s.hand(0)) == 7 and s.active == 1


def test_514_2_damage_and_until_end_of_turn_effects_wear_off() -> None:
    s = position(step="end", p1={"battlefield": [{"card": "MG-G03", "damage": 2}, "MG-L05"], "hand": ["MG-G05"]})
    do(s, "cast", card="hand:MG-G05", target="battlefield:MG-G03")
    pass_all(s)
    g = card(s, "battlefield:MG-G03")
    from game.rulesets.magic.stats import power_toughness
    assert power_toughness(s, g) == (6, 6)
    pass_all(s)
    assert s.perm[g].damage == 0 and power_toughness(s, g) == (3, 3)


def test_the_auto_pass_hook_says_when_passing_is_the_only_play() -> None:
    s = position(step="upkeep", p1={"hand": ["MG-B04"], "battlefield": ["MG-L03"] * 3})
    assert auto_pass_ok(s, 0)
    s = position(step="upkeep", p1={"hand": ["MG-R03"], "battlefield": ["MG-L04"]})
    assert not auto_pass_ok(s, 0)


def test_a_whole_game_replays_to_the_same_state() -> None:
    m = Match("magic", 21, {"players": 3})
    from game.ai.random_agent import RandomAgent
    agents = [RandomAgent(p) for p in range(3)]
    for _ in range(400):
        if m.state.result is not None:
            break
        p = m.state.current_players()[0]
        m.apply(agents[p].choose(m.state, p))
    again = Match.from_json(m.to_json())
    assert again.state.state_hash() == m.state.state_hash()


def test_first_holder_skips_a_player_who_left() -> None:
    s = position(players=3, step="main1", active=1)
    flow.lose(s, [0], flow.Msg("x", "y"), "104.3a")
    assert flow.first_holder(s) == 1


# ----- conceding and a finished game ---------------------------------------------------------------------
def test_104_3a_a_player_may_concede_at_any_time_and_a_bad_seat_is_refused_citing_it() -> None:
    s = new_state(4, {"players": 2})
    with pytest.raises(IllegalActionError) as exc:
        s.apply(Concede(2))                      # no such seat
    assert exc.value.rule == "104.3a"
    s.apply(Concede(0))
    assert s.result is not None and s.result.winners == (1,) and s.result.rule == "104.3a"


def test_104_1_nothing_is_done_after_the_game_has_ended() -> None:
    s = new_state(4, {"players": 2})
    was_legal = s.legal_actions()[0]
    s.apply(Concede(1))
    for action in (was_legal, Concede(0)):
        refusal = s.refusal(action)
        assert refusal is not None and refusal.rule == "104.1", action
