"""Rule tests for section 1 of the Lanes TCG comprehensive rules: players, winning and losing,
and the game's basic principles (1.3)."""
from __future__ import annotations

import pytest

from game.engine import registry
from game.engine.actions import Concede
from game.engine.errors import DataError, IllegalActionError
from game.rulesets.lanes.cards import load_card_db, parse_card_tables
from game.rulesets.lanes.scenario import do, ref
from game.rulesets.lanes.setup import new_state
from game.rulesets.lanes.statics import hit, power

from rules_b_support import refused
from lanes_kit import count, ids, item, leader, make, moves, of_kind, skill, unit, winner




# ----- 1.1 players ------------------------------------------------------------------------------
def test_1_1_1_two_player_game_only():
    info = registry.get("lanes")
    assert (info.min_players, info.max_players) == (2, 2)
    deck = info.default_setup(3)["decks"][0]
    with pytest.raises(DataError) as exc:
        new_state(3, {"decks": [deck]})          # one player
    assert "1.1.1" in str(exc.value)
    with pytest.raises(DataError):
        new_state(3, {"decks": [deck, deck, deck]})  # three players
    s = new_state(3, {"decks": [deck, deck]})
    assert s.num_players == 2


# ----- 1.2 winning and losing -----------------------------------------------------------------------
def test_1_2_1_game_ends_when_a_player_loses_and_the_other_wins():
    s = make(p1={"lane0": "TC-V3"}, p2={"damage": ["TC-A"] * 8}, phase="attack")
    do(s, "attack", lane=0)                      # hit 2: the 9th and 10th damage
    assert winner(s) == 1
    assert s.result.losers == (1,)
    assert s.legal_actions() == []
    refused(s, "1.2.1", "end_attack")           # nothing more happens in a finished game


def test_1_2_2_1_ten_damage_after_damage_processing_loses():
    s = make(p1={"lane0": "TC-V3"}, p2={"damage": ["TC-A"] * 8}, phase="attack")
    do(s, "attack", lane=0)
    assert count(s, "p1.damage") == 10
    assert winner(s) == 1 and s.result.rule in ("4.5.4.4", "1.2.2.1")
    # Nine is not enough.
    s = make(p1={"lane0": "TC-V1"}, p2={"damage": ["TC-A"] * 8}, phase="attack")
    do(s, "attack", lane=0)                      # hit 1
    assert count(s, "p1.damage") == 9
    assert winner(s) is None


def test_1_2_2_2_damage_processing_with_an_empty_deck_loses():
    s = make(p1={"lane0": "TC-V1"}, p2={"deck": []}, phase="attack")
    do(s, "attack", lane=0)
    assert winner(s) == 1
    assert s.result.rule in ("4.5.3", "1.2.2.2")
    assert count(s, "p1.damage") == 0


def test_1_2_2_3_drawing_from_an_empty_deck_loses():
    # Player 2's draw phase comes with an empty deck.
    s = make(p2={"deck": []})
    do(s, "end_main")
    do(s, "end_attack")
    assert winner(s) == 1
    assert s.result.rule == "1.2.2.3"
    # With one card the draw phase passes and the game goes on.
    s = make(p2={"deck": ["TC-A"]})
    do(s, "end_main")
    do(s, "end_attack")
    assert winner(s) is None
    assert s.turn_player == 1 and ids(s, "p1.hand") == ["TC-A"]


def test_1_2_3_both_players_losing_at_once_is_a_draw():
    s = make(p1={"damage": ["TC-A"] * 10}, p2={"damage": ["TC-B"] * 10})
    assert s.result is not None
    assert winner(s) == "draw" and s.result.winners == () and s.result.losers == (0, 1)
    assert s.result.rule == "1.2.3"
    # Only one of them at 10: that one loses, no draw.
    s = make(p1={"damage": ["TC-A"] * 10}, p2={"damage": ["TC-B"] * 9})
    assert winner(s) == 2 and s.result.rule == "3.7.3"


def test_1_2_4_concede_at_any_moment():
    # Player 2 concedes during player 1's main phase, while player 2 has nothing to do.
    s = make()
    assert s.current_players() == [0]
    events = s.apply(Concede(1))
    assert winner(s) == 1 and s.result.rule == "1.2.4"
    assert of_kind(events, "game_over")
    # The turn player concedes while the opponent must answer a block decision.
    s = make(p1={"lane0": "TC-V1"}, p2={"lane0": "TC-V1"}, phase="attack")
    do(s, "attack", lane=0)
    assert s.decisions and s.decisions[0].player == 1
    s.apply(Concede(0))
    assert winner(s) == 2 and s.decisions == []
    # Refused: someone who is not a player cannot concede.
    s = make()
    with pytest.raises(IllegalActionError) as exc:
        s.apply(Concede(2))
    assert exc.value.rule == "1.2.4" and s.result is None


def test_1_2_5_effect_win_ends_the_game_during_the_effect():
    cards = [skill("TC-S-WIN", [{"do": "win"}, {"do": "draw", "n": 1}]),
             skill("TC-S-LOSE", [{"do": "lose"}, {"do": "draw", "n": 1}])]
    s = make(p1={"hand": ["TC-S-WIN"]}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-WIN")
    assert winner(s) == 1 and s.result.rule == "1.2.5"
    assert count(s, "p0.hand") == 0              # the draw after "win" never happened
    s = make(p1={"hand": ["TC-S-LOSE"]}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-LOSE")
    assert winner(s) == 2 and s.result.rule == "1.2.5"
    assert count(s, "p0.hand") == 0


# ----- 1.3 principles -------------------------------------------------------------------------------
def test_1_3_1_card_text_beats_the_rules():
    # 7.3.1 lets the defending player block with the encounter unit; breakthrough text says no.
    cards = [unit("TC-BREAKER", cost=1, power=3, hit=1, abilities=[{"keyword": "attacker", "breakthrough": {}}])]
    s = make(p1={"lane0": "TC-BREAKER"}, p2={"lane0": "TC-V1"}, phase="attack", cards=cards)
    do(s, "attack", lane=0)
    assert s.decisions == []                     # no block offered
    assert count(s, "p1.damage") == 1
    # Without that text the block is offered.
    s = make(p1={"lane0": "TC-V1"}, p2={"lane0": "TC-V1"}, phase="attack")
    do(s, "attack", lane=0)
    assert s.decisions and s.decisions[0].kind == "block"


def test_1_3_2_partial_action_done_as_far_as_possible():
    cards = [skill("TC-S-MILL3", [{"do": "mill", "n": 3}]),
             skill("TC-S-DISCARD2", [{"do": "discard", "n": 2}])]
    s = make(p1={"hand": ["TC-S-MILL3"], "deck": ["TC-A", "TC-B"]}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-MILL3")
    assert ids(s, "p0.trash") == ["TC-A", "TC-B"]   # both milled, one at a time
    assert count(s, "p0.deck") == 0
    assert winner(s) is None                      # milling is not drawing: no loss
    s = make(p1={"hand": ["TC-S-DISCARD2", "TC-C"]}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-DISCARD2")
    assert ids(s, "p0.trash") == ["TC-C"] and count(s, "p0.hand") == 0


def test_1_3_2_1_making_something_what_it_already_is_is_not_done():
    cards = [skill("TC-S-LEVEL-DRAW", [{"do": "level", "n": 1}, {"do": "draw", "n": 1}]),
             skill("TC-S-LEVEL", [{"do": "level", "n": 1}])]
    s = make(p1={"level": 10, "hand": ["TC-S-LEVEL-DRAW", "TC-S-LEVEL"]}, cards=cards)
    events = do(s, "play_skill", card="hand:TC-S-LEVEL-DRAW")
    assert s.level[0] == 10
    assert of_kind(events, "level_changed") == []   # nothing happened to the level
    assert len(moves(events, to="p0.hand")) == 1    # the rest of the effect still happens
    # A skill whose only action is already the case cannot even be played (8.1.3.1.2).
    refused(s, "8.1.3.1.2", "play_skill", card="hand:TC-S-LEVEL")
    # At level 9 the same skill is played and moves the leader.
    s = make(p1={"level": 9, "hand": ["TC-S-LEVEL"]}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-LEVEL")
    assert s.level[0] == 10


def test_1_3_3_zero_or_negative_times_is_not_done_and_not_reversed():
    # A unit whose hit is brought below 0 deals no damage, and does not "heal" either.
    cards = [unit("TC-NOHIT", cost=1, power=3, hit=1, abilities=[{"keyword": "passive", "static": [{"hit": -3}]}])]
    s = make(p1={"lane0": "TC-NOHIT"}, p2={"damage": ["TC-A", "TC-B"]}, phase="attack", cards=cards)
    events = do(s, "attack", lane=0)
    assert of_kind(events, "damage_dealt") == []
    assert count(s, "p1.damage") == 2 and count(s, "p1.deck") == 8
    # Card data cannot ask for an action 0 times.
    bad = [skill("TC-S-DRAW0", [{"do": "draw", "n": 0}])]
    with pytest.raises(DataError) as exc:
        parse_card_tables(bad, "<t>", load_card_db().affiliations)
    assert "TC-S-DRAW0" in str(exc.value) and "1.3.3" in str(exc.value)


def test_1_3_4_prohibition_beats_instruction():
    cards = [unit("TC-WARDED", cost=1, power=3, hit=1,
                  abilities=[{"keyword": "passive", "static": [{"prohibit": "be_trashed_by_effect"}]}]),
             unit("TC-PACIFIST", cost=1, power=3, hit=1,
                  abilities=[{"keyword": "passive", "static": [{"prohibit": "attack"}]}]),
             skill("TC-S-KILL", [{"do": "trash", "target": {"choose": 1, "side": "opponent"}}])]
    s = make(p1={"hand": ["TC-S-KILL"]}, p2={"lane0": "TC-WARDED"}, cards=cards)
    events = do(s, "play_skill", card="hand:TC-S-KILL")
    assert ids(s, "p1.unit0") == ["TC-WARDED"]       # the effect said trash, the prohibition won
    assert [e.data["rule"] for e in of_kind(events, "prohibited")] == ["1.3.4"]
    # A vanilla unit is trashed by the same skill.
    s = make(p1={"hand": ["TC-S-KILL"]}, p2={"lane0": "TC-V1"}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-KILL")
    assert ids(s, "p1.unit0") == [] and ids(s, "p1.trash") == ["TC-V1"]
    # Refused: a unit forbidden to attack cannot declare an attack.
    s = make(p1={"lane0": "TC-PACIFIST", "lane1": "TC-V1"}, phase="attack", cards=cards)
    refused(s, "1.3.4", "attack", lane=0)
    do(s, "attack", lane=1)


_SHIELD_CARDS = [
    unit("TC-SHIELDBEARER", cost=1, power=3, hit=1, abilities=[{"keyword": "passive", "static": [
        {"prohibit": "be_trashed_by_effect", "target": {"all": True, "side": "own", "other": True}}]}]),
    unit("TC-ANCHOR", cost=1, power=3, hit=1, abilities=[{"keyword": "passive", "static": [
        {"prohibit": "be_returned", "target": {"all": True, "side": "own", "other": True}}]}]),
    skill("TC-S-WIPE", [{"do": "trash", "target": {"all": True, "side": "opponent"}}]),
    skill("TC-S-TIDE", [{"do": "bounce", "target": {"all": True, "side": "opponent"}}]),
]


@pytest.mark.parametrize("lane", [0, 1, 2])
def test_1_3_4_a_prohibition_protects_the_whole_set_whatever_the_lane_order(lane):
    # "Trash all opponent units" acts on them together: the shieldbearer's prohibition is read for the whole
    # set before anything leaves, so its allies stay wherever it stands; it is trashed itself (not "other").
    allies = [lane_ for lane_ in range(3) if lane_ != lane]
    p2 = {f"lane{lane}": "TC-SHIELDBEARER", **{f"lane{a}": "TC-V1" for a in allies}}
    s = make(p1={"hand": ["TC-S-WIPE"]}, p2=p2, cards=_SHIELD_CARDS)
    events = do(s, "play_skill", card="hand:TC-S-WIPE")
    assert ids(s, "p1.trash") == ["TC-SHIELDBEARER"]
    assert [s.unit_at(1, a) is not None for a in allies] == [True, True]
    assert len(of_kind(events, "prohibited")) == 2
    # The same for returning to hand.
    p2 = {f"lane{lane}": "TC-ANCHOR", **{f"lane{a}": "TC-V1" for a in allies}}
    s = make(p1={"hand": ["TC-S-TIDE"]}, p2=p2, cards=_SHIELD_CARDS)
    do(s, "play_skill", card="hand:TC-S-TIDE")
    assert ids(s, "p1.hand") == ["TC-ANCHOR"] and len(s.units(1)) == 2
    # Without the shieldbearer the whole set is trashed.
    s = make(p1={"hand": ["TC-S-WIPE"]}, p2={f"lane{a}": "TC-V1" for a in allies}, cards=_SHIELD_CARDS)
    do(s, "play_skill", card="hand:TC-S-WIPE")
    assert s.units(1) == [] and count(s, "p1.trash") == 2


_GAG_CARDS = [
    unit("TC-HUSHER", cost=2, power=3, hit=1, abilities=[{"keyword": "passive", "static": [
        {"prohibit": "draw", "who": "opponent"}]}]),
    unit("TC-CENSOR", cost=2, power=3, hit=1, abilities=[{"keyword": "passive", "static": [
        {"prohibit": "play_skill", "who": "opponent"}]}]),
    unit("TC-GAGGER", cost=1, power=3, hit=1, abilities=[{"keyword": "entry", "effect": [
        {"do": "prohibit", "what": "draw", "who": "opponent"}]}]),
    skill("TC-S-DRAW-LEVEL", [{"do": "draw", "n": 2}, {"do": "level", "n": 1}]),
    skill("TC-S-DRAW1", [{"do": "draw", "n": 1}]),
    skill("TC-S-DRAW-EACH1", [{"do": "draw", "n": 1, "who": "each"}]),
]


def test_1_3_4_a_no_draw_prohibition_beats_a_draw_instruction():
    # The opponent's husher: "your opponent cannot draw cards". The skill says draw 2: the prohibition wins,
    # and the rest of the effect still happens.
    s = make(p1={"hand": ["TC-S-DRAW-LEVEL", "TC-S-DRAW1"], "level": 5}, p2={"lane0": "TC-HUSHER"}, cards=_GAG_CARDS)
    events = do(s, "play_skill", card="hand:TC-S-DRAW-LEVEL")
    assert ids(s, "p0.hand") == ["TC-S-DRAW1"] and count(s, "p0.deck") == 8 and s.level[0] == 6
    assert [(e.data["player"], e.data["what"], e.data["rule"]) for e in of_kind(events, "prohibited")] == [
        (0, "draw", "1.3.4")]
    # A skill whose only action is a draw the player may not do cannot be played at all (8.1.3.1.2).
    refused(s, "8.1.3.1.2", "play_skill", card="hand:TC-S-DRAW1")
    # The owner of the husher is not its target: they draw as told.
    s = make(p1={"hand": ["TC-S-DRAW-LEVEL"], "lane0": "TC-HUSHER"}, cards=_GAG_CARDS)
    do(s, "play_skill", card="hand:TC-S-DRAW-LEVEL")
    assert count(s, "p0.hand") == 2


def test_1_3_4_a_no_draw_prohibition_also_stops_the_draw_phase_and_its_loss():
    # 1.3.1: the card's prohibition beats the rules' draw as well; a player who may not draw does not
    # have to, so an empty deck is no loss (1.2.2.3).
    s = make(p1={"deck": []}, p2={"lane0": "TC-HUSHER"}, phase="draw", cards=_GAG_CARDS)
    assert s.result is None and s.phase.value == "main" and count(s, "p0.hand") == 0
    s = make(p1={"deck": []}, phase="draw", cards=_GAG_CARDS)
    assert winner(s) == 2 and s.result.rule == "1.2.2.3"


def test_1_3_4_a_player_forbidden_to_play_skills_is_refused():
    s = make(p1={"hand": ["TC-S-DRAW1"]}, p2={"lane0": "TC-CENSOR"}, cards=_GAG_CARDS)
    err = refused(s, "1.3.4", "play_skill", card="hand:TC-S-DRAW1")
    assert "skill" in err.en and err.ko
    assert not [a for a in s.legal_actions() if type(a).__name__ == "PlaySkill"]
    # Once the censor has left the field the skill is played.
    s = make(p1={"hand": ["TC-S-DRAW1"]}, p2={"lane1": "TC-V1"}, cards=_GAG_CARDS)
    do(s, "play_skill", card="hand:TC-S-DRAW1")
    assert count(s, "p0.hand") == 1


def test_1_3_4_a_resolved_no_draw_prohibition_lasts_until_end_of_turn():
    s = make(p1={"hand": ["TC-GAGGER", "TC-S-DRAW-EACH1"]}, cards=_GAG_CARDS)
    events = do(s, "play_unit", card="hand:TC-GAGGER", lane=0)
    assert [(e.data["player"], e.data["what"]) for e in of_kind(events, "player_prohibited")] == [(1, "draw")]
    do(s, "play_skill", card="hand:TC-S-DRAW-EACH1")
    assert count(s, "p0.hand") == 1 and count(s, "p1.hand") == 0    # only player 1 drew
    do(s, "end_main")
    do(s, "end_attack")                                            # 6.6.1.2: the prohibition ends
    assert s.turn_player == 1 and count(s, "p1.hand") == 1          # player 2's draw phase draws


_ORDER_CARDS = [
    unit("TC-ENTRY-DRAW", cost=1, power=3, hit=1, abilities=[{"keyword": "entry", "effect": [{"do": "draw", "n": 1}]}]),
    unit("TC-RALLY", cost=1, power=3, hit=1, abilities=[
        {"keyword": "auto", "when": "ally_entry",
         "effect": [{"do": "power", "n": 1, "target": {"all": True, "side": "own"}}]}]),
]


@pytest.mark.parametrize("first", ["p1.unit0", "p1.unit1"])
def test_1_3_5_player_orders_their_own_simultaneous_effects(first):
    s = make(p1={"hand": ["TC-ENTRY-DRAW"], "lane1": "TC-RALLY"}, cards=_ORDER_CARDS)
    do(s, "play_unit", card="hand:TC-ENTRY-DRAW", lane=0)
    d = s.decisions[0]
    assert d.kind == "order" and d.player == 0 and d.rule == "1.3.5" and len(d.options) == 2
    # Refused: something that is not one of the waiting effects.
    with pytest.raises(IllegalActionError) as exc:
        do(s, "choose", option="yes")
    assert exc.value.rule == "1.3.5"
    events = do(s, "choose", option=f"trigger:{first}")
    order = [e.kind for e in events if e.kind in ("power_changed", "card_moved")]
    first_kind = "card_moved" if first == "p1.unit0" else "power_changed"   # the draw, or the pump
    assert order[0] == first_kind and set(order) == {"card_moved", "power_changed"}
    assert count(s, "p0.hand") == 1
    assert power(s, ref(s, "p1.unit0")) == 4 and power(s, ref(s, "p1.unit1")) == 4


def test_1_3_5_player_orders_their_own_damaged_effects():
    cards = [unit("TC-OUCH-DRAW", abilities=[{"keyword": "auto", "when": "damaged", "effect": [{"do": "draw", "n": 1}]}]),
             unit("TC-OUCH-MILL", abilities=[{"keyword": "auto", "when": "damaged", "effect": [{"do": "mill", "n": 1}]}])]
    for first, hand, trash in (("p2.unit1", ["TC-A"], ["TC-B"]), ("p2.unit2", ["TC-B"], ["TC-A"])):
        s = make(p1={"lane0": "TC-V1"}, p2={"lane1": "TC-OUCH-DRAW", "lane2": "TC-OUCH-MILL",
                                          "deck": ["TC-A", "TC-B", "TC-C"]}, phase="attack", cards=cards)
        do(s, "attack", lane=0)
        d = s.decisions[0]
        assert (d.kind, d.player, d.rule, len(d.options)) == ("order", 1, "1.3.5", 2)
        with pytest.raises(IllegalActionError) as exc:
            do(s, "choose", option="no")
        assert exc.value.rule == "1.3.5"
        do(s, "choose", option=f"trigger:{first}")
        assert ids(s, "p1.hand") == hand and ids(s, "p1.trash") == trash and ids(s, "p1.damage") == ["TC-C"]
    # A single damaged effect is not asked about.
    s = make(p1={"lane0": "TC-V1"}, p2={"lane1": "TC-OUCH-DRAW"}, phase="attack", cards=cards)
    do(s, "attack", lane=0)
    assert s.decisions == [] and count(s, "p1.hand") == 1


@pytest.mark.parametrize("turn_player", [1, 2])
def test_1_3_5_1_simultaneous_actions_turn_player_first(turn_player):
    cards = [skill("TC-S-DRAW-EACH", [{"do": "draw", "n": 1, "who": "each"}])]
    me = {"hand": ["TC-S-DRAW-EACH"]}
    s = make(p1=me if turn_player == 1 else {}, p2=me if turn_player == 2 else {}, turn_player=turn_player,
             cards=cards)
    events = do(s, "play_skill", card="hand:TC-S-DRAW-EACH", player=turn_player)
    draws = [e.data["owner"] for e in moves(events) if e.data.get("reason") == "draw"]
    tp = turn_player - 1
    assert draws == [tp, 1 - tp]


@pytest.mark.parametrize("turn_player", [1, 2])
def test_1_3_5_1_each_player_draws_turn_player_first_and_a_lost_draw_ends_the_game(turn_player):
    cards = [skill("TC-S-DRAW2-EACH", [{"do": "draw", "n": 2, "who": "each"}])]
    tp, opp = turn_player - 1, 2 - turn_player
    # Both decks too short: the turn player draws first, meets 1.2.2.3 and loses at once (9.1.2);
    # the opponent never draws, so it is not a draw (1.2.3).
    me = {"hand": ["TC-S-DRAW2-EACH"], "deck": ["TC-A"]}
    them = {"deck": ["TC-B"]}
    s = make(p1=me if turn_player == 1 else them, p2=them if turn_player == 1 else me, turn_player=turn_player,
             cards=cards)
    do(s, "play_skill", card="hand:TC-S-DRAW2-EACH", player=turn_player)
    assert winner(s) == opp + 1 and s.result.rule == "1.2.2.3" and s.result.losers == (tp,)
    assert ids(s, f"p{tp}.hand") == ["TC-A"]
    assert ids(s, f"p{opp}.hand") == [] and ids(s, f"p{opp}.deck") == ["TC-B"]
    # The turn player's deck holds enough: both draw, and the opponent's short deck loses.
    me["deck"] = ["TC-A", "TC-C"]
    s = make(p1=me if turn_player == 1 else them, p2=them if turn_player == 1 else me, turn_player=turn_player,
             cards=cards)
    do(s, "play_skill", card="hand:TC-S-DRAW2-EACH", player=turn_player)
    assert winner(s) == tp + 1 and s.result.losers == (opp,)
    assert ids(s, f"p{tp}.hand") == ["TC-A", "TC-C"] and ids(s, f"p{opp}.hand") == ["TC-B"]


def test_1_3_6_numbers_chosen_are_non_negative_integers():
    aff = load_card_db().affiliations
    for n in (-1, 1.5):
        with pytest.raises(DataError) as exc:
            parse_card_tables([skill("TC-S-BADN", [{"do": "draw", "n": n}])], "<t>", aff)
        assert "TC-S-BADN" in str(exc.value) and ".n" in str(exc.value)
    # A fixed number must be met: "choose 1" cannot be finished with 0 picks.
    cards = [skill("TC-S-KILL1", [{"do": "trash", "target": {"choose": 1, "side": "opponent"}}])]
    s = make(p1={"hand": ["TC-S-KILL1"]}, p2={"lane0": "TC-V1", "lane1": "TC-V2"}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-KILL1")
    assert (s.decisions[0].min, s.decisions[0].max) == (1, 1)
    with pytest.raises(IllegalActionError) as exc:
        do(s, "choose", option="done")
    assert exc.value.rule == "8.3.3"
    do(s, "choose", option="p2.unit1")
    assert ids(s, "p1.trash") == ["TC-V2"]
    # A number to choose ("draw up to 3") is offered as 0, 1, 2, 3; nothing negative.
    cards = [skill("TC-S-DRAW-UPTO3", [{"do": "draw", "n": 3, "upto": True}])]
    s = make(p1={"hand": ["TC-S-DRAW-UPTO3"]}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-DRAW-UPTO3")
    assert s.decisions[0].options == (0, 1, 2, 3)
    for bad in (-1, 4):
        with pytest.raises(IllegalActionError) as exc:
            do(s, "choose", option=bad)
        assert exc.value.rule == "4.4.4"
    do(s, "choose", option=2)
    assert count(s, "p0.hand") == 2


def test_1_3_6_1_up_to_lets_you_choose_zero():
    cards = [skill("TC-S-PUMP-UPTO", [{"do": "power", "n": 2, "target": {"choose": 1, "upto": True, "side": "own"}}])]
    s = make(p1={"hand": ["TC-S-PUMP-UPTO"], "lane0": "TC-V1"}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-PUMP-UPTO")
    assert s.decisions[0].min == 0
    events = do(s, "choose", option="done")
    assert s.decisions == [] and of_kind(events, "power_changed") == []
    assert power(s, ref(s, "p1.unit0")) == 3
    # "Draw up to 2": 0 is one of the numbers.
    cards = [skill("TC-S-DRAW-UPTO2", [{"do": "draw", "n": 2, "upto": True}])]
    s = make(p1={"hand": ["TC-S-DRAW-UPTO2"]}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-DRAW-UPTO2")
    assert 0 in s.decisions[0].options
    do(s, "choose", option=0)
    assert count(s, "p0.hand") == 0 and s.decisions == []


def test_1_3_7_changed_numbers_stay_non_negative_integers():
    cards = [skill("TC-S-HALVE", [{"do": "halve_power", "target": {"choose": 1, "side": "opponent"}}]),
             unit("TC-ODD", cost=2, power=7, hit=1)]
    s = make(p1={"hand": ["TC-S-HALVE"]}, p2={"lane0": "TC-ODD"}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-HALVE")
    shown = s.view(1)["units"][str(ref(s, "p2.unit0"))]
    assert type(shown["power"]) is int and shown["power"] >= 0
    assert shown["power"] == 4                    # 3.5 is not a power a player can see


def test_1_3_7_1_negative_number_becomes_zero():
    cards = [skill("TC-S-HIT-3", [{"do": "hit", "n": -3, "target": {"choose": 1, "side": "opponent"}}])]
    s = make(p1={"hand": ["TC-S-HIT-3"]}, p2={"lane0": "TC-V1"}, cards=cards)
    u = ref(s, "p2.unit0")
    assert hit(s, u) == 1
    do(s, "play_skill", card="hand:TC-S-HIT-3")
    assert hit(s, u) == 0
    assert s.view(0)["units"][str(u)]["hit"] == 0


@pytest.mark.parametrize("printed, shown", [(5, 3), (7, 4), (3, 2), (1, 1)])
def test_1_3_7_2_fractions_round_at_the_first_decimal(printed, shown):
    cards = [skill("TC-S-HALVE", [{"do": "halve_power", "target": {"choose": 1, "side": "opponent"}}]),
             unit("TC-P", cost=2, power=printed, hit=1)]
    s = make(p1={"hand": ["TC-S-HALVE"]}, p2={"lane0": "TC-P"}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-HALVE")
    assert power(s, ref(s, "p2.unit0")) == shown   # half of 1 rounds to 1: the unit stays


_CHANGE_CARDS = [
    skill("TC-S-HALVE1", [{"do": "halve_power", "target": {"choose": 1, "side": "opponent"}}]),
    skill("TC-S-PUMP2", [{"do": "power", "n": 2, "target": {"choose": 1, "side": "opponent"}}]),
    skill("TC-S-HIT-2", [{"do": "hit", "n": -2, "target": {"choose": 1, "side": "opponent"}}]),
    skill("TC-S-HIT+2", [{"do": "hit", "n": 2, "target": {"choose": 1, "side": "opponent"}}]),
    unit("TC-NINE", cost=3, power=9, hit=1),
    unit("TC-EIGHT", cost=3, power=8, hit=1),
]


def _play_all(s, *skills):
    for name in skills:
        do(s, "play_skill", card=f"hand:{name}")


def test_1_3_7_2_each_halving_rounds_as_it_arises():
    # 9 -> 4.5 -> 5 -> 2.5 -> 3, not 9 / 4 = 2.25 -> 2.
    s = make(p1={"hand": ["TC-S-HALVE1", "TC-S-HALVE1"], "level": 9}, p2={"lane0": "TC-NINE"}, cards=_CHANGE_CARDS)
    _play_all(s, "TC-S-HALVE1", "TC-S-HALVE1")
    assert power(s, ref(s, "p2.unit0")) == 3
    assert s.view(1)["units"][str(ref(s, "p2.unit0"))]["power"] == 3
    # An even power never makes a fraction: 8 -> 4 -> 2 either way.
    s = make(p1={"hand": ["TC-S-HALVE1", "TC-S-HALVE1"], "level": 9}, p2={"lane0": "TC-EIGHT"}, cards=_CHANGE_CARDS)
    _play_all(s, "TC-S-HALVE1", "TC-S-HALVE1")
    assert power(s, ref(s, "p2.unit0")) == 2


@pytest.mark.parametrize("order, shown", [(("TC-S-HALVE1", "TC-S-PUMP2"), 7),    # 9 -> 5 -> 7
                                          (("TC-S-PUMP2", "TC-S-HALVE1"), 6)])   # 9 -> 11 -> 5.5 -> 6
def test_1_3_7_2_changes_apply_in_the_order_they_were_made(order, shown):
    s = make(p1={"hand": list(order), "level": 9}, p2={"lane0": "TC-NINE"}, cards=_CHANGE_CARDS)
    _play_all(s, *order)
    assert power(s, ref(s, "p2.unit0")) == shown


@pytest.mark.parametrize("order, shown", [(("TC-S-HIT-2", "TC-S-HIT+2"), 2),    # 1 -> -1 -> 0 -> 2
                                          (("TC-S-HIT+2", "TC-S-HIT-2"), 1)])   # 1 -> 3 -> 1
def test_1_3_7_1_a_number_pushed_below_zero_is_zero_at_that_change(order, shown):
    s = make(p1={"hand": list(order)}, p2={"lane0": "TC-V1"}, cards=_CHANGE_CARDS)
    _play_all(s, *order)
    assert hit(s, ref(s, "p2.unit0")) == shown


def test_1_3_7_1_a_continuous_effect_applies_from_when_it_began():
    # A continuous effect's change counts from the moment it began to apply: the item equipped after the
    # hit fell to 0 adds to 0 (0 + 1 = 1), it does not first cancel part of the -2 (1 + 1 - 2 = 0).
    cards = _CHANGE_CARDS + [unit("TC-HIT1", cost=1, power=3, hit=1),
                             item("TC-SPUR", abilities=[{"keyword": "equipped", "static": [{"hit": 1}]}]),
                             skill("TC-S-SELF-HIT-2", [{"do": "hit", "n": -2, "target": {"choose": 1, "side": "own"}}])]
    s = make(p1={"hand": ["TC-S-SELF-HIT-2", "TC-SPUR"], "lane0": "TC-HIT1"}, cards=cards)
    u = ref(s, "p1.unit0")
    do(s, "play_skill", card="hand:TC-S-SELF-HIT-2")
    assert hit(s, u) == 0
    do(s, "play_item", card="hand:TC-SPUR", lane=0)
    assert hit(s, u) == 1
    # Equipped before the -2, the item counted first: 1 + 1 = 2, then -2 = 0.
    s = make(p1={"hand": ["TC-S-SELF-HIT-2"], "lane0": {"unit": "TC-HIT1", "items": ["TC-SPUR"]}}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-SELF-HIT-2")
    assert hit(s, ref(s, "p1.unit0")) == 0


def test_1_3_7_2_a_level_link_counts_from_the_level_that_switched_it_on():
    # +1 power to your units from leader level 6. At level 5 the unit is halved (9 -> 5); the level-up
    # switches the link on afterwards: 5 + 1 = 6. Already at level 6 the +1 came first: (9 + 1) / 2 = 5.
    lead = leader("TC-L-LINK6", abilities=[{"keyword": "level_link", "level": 6,
                                            "static": [{"power": 1, "target": {"all": True, "side": "own"}}]}])
    halve_own = skill("TC-S-HALVE-OWN", [{"do": "halve_power", "target": {"choose": 1, "side": "own"},
                                          "until": "permanent"}])
    cards = _CHANGE_CARDS + [lead, halve_own]
    s = make(p1={"leader": "TC-L-LINK6", "level": 5, "hand": ["TC-S-HALVE-OWN"], "lane0": "TC-NINE"},
             cards=cards)
    u = ref(s, "p1.unit0")
    do(s, "play_skill", card="hand:TC-S-HALVE-OWN")
    assert power(s, u) == 5
    do(s, "end_main")
    do(s, "end_attack")
    do(s, "end_main")
    do(s, "end_attack")                 # player 1's next turn: the level-up phase reaches 6
    assert s.level[0] == 6 and power(s, u) == 6
    s = make(p1={"leader": "TC-L-LINK6", "level": 6, "hand": ["TC-S-HALVE-OWN"], "lane0": "TC-NINE"},
             cards=cards)
    do(s, "play_skill", card="hand:TC-S-HALVE-OWN")
    assert power(s, ref(s, "p1.unit0")) == 5


def test_1_3_7_1_effects_beginning_together_apply_the_turn_players_first_and_keep_that_order():
    # The unit's own cost -3 and the opponent's +1 to all its units begin together when the unit is placed, in
    # its owner's turn: the turn player's first (8.1.3.2.3): 2 -> 0 -> 1, not 2 -> 3 -> 0; and the order stays
    # when the turn passes.
    from game.rulesets.lanes.statics import cost, field_cost
    cards = [unit("TC-THRIFTY", cost=2, power=3, hit=1, abilities=[{"keyword": "passive", "static": [{"cost": -3}]}]),
             unit("TC-TAXMAN", cost=2, power=3, hit=1, abilities=[{"keyword": "passive", "static": [
                 {"cost": 1, "target": {"all": True, "side": "opponent"}}]}])]
    s = make(p1={"hand": ["TC-THRIFTY"]}, p2={"lane0": "TC-TAXMAN"}, cards=cards)
    do(s, "play_unit", card="hand:TC-THRIFTY", lane=1)
    u = ref(s, "p1.unit1")
    assert cost(s, u) == 1 and field_cost(s, 0) == 1
    do(s, "end_main")
    do(s, "end_attack")
    assert s.turn_player == 1 and cost(s, u) == 1
    s.touch()                                            # computed afresh in the opponent's turn: the same
    assert cost(s, u) == 1
    # Without the tax the -3 alone takes the 2 to 0.
    s = make(p1={"hand": ["TC-THRIFTY"]}, cards=cards)
    do(s, "play_unit", card="hand:TC-THRIFTY", lane=1)
    assert cost(s, ref(s, "p1.unit1")) == 0


def test_1_3_7_3_power_zero_is_trashed_at_once_as_by_effect():
    exit_draw = [{"keyword": "exit", "effect": [{"do": "draw", "n": 1}]}]
    cards = [unit("TC-FRAIL", cost=1, power=3, hit=1, abilities=exit_draw),
             unit("TC-ZERO", cost=1, power=0, hit=1, abilities=exit_draw),
             skill("TC-S-WEAKEN", [{"do": "power", "n": -3, "target": {"choose": 1, "side": "opponent"}}])]
    s = make(p1={"hand": ["TC-S-WEAKEN"]}, p2={"lane0": "TC-FRAIL"}, cards=cards)
    events = do(s, "play_skill", card="hand:TC-S-WEAKEN")
    assert ids(s, "p1.unit0") == [] and ids(s, "p1.trash") == ["TC-FRAIL"]
    assert [e.data["rule"] for e in of_kind(events, "power_zero")] == ["1.3.7.3"]
    trashed = moves(events, to="p1.trash")
    assert trashed[0].data["cause"] == "effect"
    assert count(s, "p1.hand") == 1               # its exit ability (by effect only) resolved: owner drew
    # A printed power of 0 is trashed by the rule, not by an effect: no exit.
    s = make(p1={"hand": ["TC-ZERO"]}, cards=cards)
    events = do(s, "play_unit", card="hand:TC-ZERO", lane=0)
    assert ids(s, "p0.trash") == ["TC-ZERO"]
    assert moves(events, to="p0.trash")[0].data["cause"] == "rule"
    assert count(s, "p0.hand") == 0


@pytest.mark.parametrize("steps, hand, trash", [
    ([{"do": "draw", "n": 1}, {"do": "mill", "n": 1}], ["TC-A"], ["TC-B"]),
    ([{"do": "mill", "n": 1}, {"do": "draw", "n": 1}], ["TC-B"], ["TC-A"]),
])
def test_1_3_7_4_effects_run_in_text_order(steps, hand, trash):
    cards = [skill("TC-S-ORDER", steps)]
    s = make(p1={"hand": ["TC-S-ORDER"], "deck": ["TC-A", "TC-B", "TC-C"]}, cards=cards)
    do(s, "play_skill", card="hand:TC-S-ORDER")
    assert ids(s, "p0.hand") == hand
    assert ids(s, "p0.trash") == trash
