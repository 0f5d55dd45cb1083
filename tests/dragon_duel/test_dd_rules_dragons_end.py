"""Dragon Duel rules DD-9 to DD-11: the dragon step, the end of a game, the match of several games."""
from __future__ import annotations

import pytest

from game.engine import registry
from game.engine.actions import Concede
from game.engine.errors import IllegalActionError
from game.engine.match import Match
from game.rulesets.dragon_duel.setup import default_setup
from game.rulesets.dragon_duel.state import TURN_CAP

from dd_kit import do, ids, kinds, make


def _battle(p1_battle: list[str], p2_battle: list[str], *, p1_support: list[str] = (), p2_support: list[str] = (),
            dragons: dict | None = None, **pos):
    return make({"battle": True, "element": "fire", "dragons": dragons or {},
                 "p1": {"hand": ["TD-C1"], "battle": p1_battle, "support": list(p1_support), **pos.pop("p1", {})},
                 "p2": {"hand": ["TD-C1"], "battle": p2_battle, "support": list(p2_support), **pos.pop("p2", {})},
                 **pos})


# ----- DD-9 -----------------------------------------------------------------------------------
def test_dd_9_1_the_winner_pulls_one_dragon_to_their_side() -> None:
    s = _battle(["TD-C1"], ["TD-C3"], dragons={"ember": 2, "stone": 2})
    events = do(s, "withdraw")
    assert s.dragons == [1, 1, 1]
    assert [e.data["pulls"] for e in events if e.kind == "battle_won"] == [1]


def test_dd_9_2_six_cards_in_battle_and_support_areas_pull_two_counting_inactive_cards() -> None:
    s = _battle(["TD-C1"], ["TD-C3", "TD-C1", "TD-C1", "TD-C1"], p2_support=["TD-S", "TD-S"],
                dragons={"ember": 2})
    events = do(s, "withdraw")
    assert [e.data["pulls"] for e in events if e.kind == "battle_won"] == [2]
    do(s, "choose", option="stone")
    assert s.dragons_of(1) == 3


def test_dd_9_2_five_cards_pull_only_one() -> None:
    s = _battle(["TD-C1"], ["TD-C3", "TD-C1", "TD-C1"], p2_support=["TD-S", "TD-S"], dragons={"ember": 2, "stone": 2})
    events = do(s, "withdraw")
    assert [e.data["pulls"] for e in events if e.kind == "battle_won"] == [1]
    assert s.dragons_of(1) == 3


def test_dd_9_3_a_pull_first_returns_an_opponents_dragon() -> None:
    s = _battle(["TD-C1"], ["TD-C3"], dragons={"ember": 1, "stone": 1})
    events = do(s, "withdraw")
    assert s.decisions[0].kind == "dragon" and set(s.decisions[0].options) == {"ember", "stone"}
    events = do(s, "choose", option="ember")
    assert s.dragons == [-1, 0, -1]            # the pull was used up returning the Ember Dragon
    assert "dragon_returned" in kinds(events) and "dragon_pulled" not in kinds(events)


def test_dd_9_3_with_two_pulls_the_second_takes_from_the_board_only_when_the_opponent_has_none() -> None:
    s = _battle(["TD-C1"], ["TD-C3", "TD-C1", "TD-C1", "TD-C1", "TD-C1", "TD-C1"], dragons={"moon": 1})
    do(s, "withdraw")
    assert s.dragons == [-1, -1, -1] and s.decisions[0].kind == "dragon"
    do(s, "choose", option="moon")
    assert s.dragons == [-1, -1, 1]


def test_dd_9_4_a_pull_with_all_three_dragons_held_ends_the_game_at_once() -> None:
    s = _battle(["TD-C1"], ["TD-C3"], dragons={"ember": 2, "stone": 2, "moon": 2})
    do(s, "withdraw")
    assert s.result is not None and s.result.winners == (1,) and s.result.rule == "DD-10.1.c"
    assert ids(s, 2, "battle") == ["TD-C3"]    # no discard step


def test_dd_9_5_the_discard_step_empties_both_areas_but_leaves_leadership_cards() -> None:
    s = _battle(["TD-B1", "TD-C1"], ["TD-C3"], p1_support=["TD-S"], dragons={"ember": 2, "stone": 2},
                p1={"leadership": ["TD-L"]})
    do(s, "withdraw")
    assert not s.battles[0].cards and not s.supports[0].cards and not s.battles[1].cards
    assert ids(s, 1, "discard") == ["TD-S", "TD-C1", "TD-B1"] or sorted(ids(s, 1, "discard")) == ["TD-B1", "TD-C1", "TD-S"]
    assert ids(s, 1, "leader") == ["TD-L", "DD-EL"]


def test_dd_9_6_each_player_refills_to_six_and_9_8_the_withdrawer_starts_a_new_turn() -> None:
    s = _battle(["TD-C1"], ["TD-C3"], dragons={"ember": 2, "stone": 2})
    turn = s.turn
    do(s, "withdraw")
    assert [len(s.hands[p].cards) for p in (0, 1)] == [6, 6]
    assert s.turn_player == 0 and s.turn == turn + 1 and not s.battle


# ----- DD-10 ----------------------------------------------------------------------------------
def test_dd_10_1_a_giving_up_with_nothing_left_ends_the_game_at_once() -> None:
    s = make({"p1": {"hand": ["TD-S"], "deck": []}, "p2": {"hand": ["TD-C1"]}, "dragons": {"ember": 2}})
    do(s, "give_up")
    do(s, "choose", option="hand:TD-S")
    assert s.result is not None and s.result.rule == "DD-10.1.a" and s.result.winners == (1,)


def test_dd_10_1_a_giving_up_with_a_deck_left_goes_on() -> None:
    s = make({"p1": {"hand": ["TD-S"], "deck": ["TD-X"]}, "p2": {"hand": ["TD-C1"]}})
    do(s, "give_up")
    do(s, "choose", option="hand:TD-S")
    assert s.result is None and len(s.hands[0].cards) == 1


def test_dd_10_1_b_after_a_battle_a_player_without_cards_ends_the_game() -> None:
    s = _battle(["TD-C1"], ["TD-C3"], p1={"hand": [], "deck": []}, dragons={"ember": 2, "stone": 2})
    do(s, "withdraw")
    assert s.result is not None and s.result.rule == "DD-10.1.b" and s.result.winners == (1,)


def test_dd_10_1_b_running_out_during_the_battle_ends_nothing() -> None:
    s = _battle(["TD-C1"], ["TD-C1"], p1={"hand": ["TD-C3"], "deck": []})
    do(s, "continue")
    do(s, "character", card="hand:TD-C3")
    assert s.result is None


def test_dd_10_3_the_player_holding_dragons_wins() -> None:
    s = _battle(["TD-C1"], ["TD-C3"], p2={"hand": [], "deck": []}, dragons={"ember": 1, "stone": 1})
    do(s, "withdraw")                    # player 2 wins the battle, returns one of player 1's dragons
    do(s, "choose", option="ember")
    assert s.result is not None and s.result.winners == (0,) and s.result.rule == "DD-10.1.b"


def test_dd_10_4_with_every_dragon_on_the_board_who_held_cards_longer_wins() -> None:
    s = _battle(["TD-C1"], ["TD-C3"], p1={"hand": [], "deck": []}, p2={"hand": ["TD-C1"], "deck": []},
                dragons={"ember": 1})
    do(s, "withdraw")                    # the pull returns the Ember Dragon: all three in the middle
    assert s.dragons == [-1, -1, -1]
    assert s.result is not None and s.result.winners == (1,) and s.result.rule == "DD-10.4"


def test_dd_10_4_hands_that_ran_out_at_the_same_moment_are_a_draw() -> None:
    s = _battle(["TD-C1"], ["TD-C3"], p1={"hand": [], "deck": []}, p2={"hand": [], "deck": []},
                dragons={"ember": 1})
    s.hand_empty_at = [3, 3]
    do(s, "withdraw")
    assert s.result is not None and s.result.draw


def test_dd_cap_a_game_still_going_after_the_turn_cap_is_a_draw_said_in_both_languages() -> None:
    """Our own rule: two players who recall and replay one character each turn never end a game by the
    sheet; at the cap the next turn does not start."""
    s = _battle(["TD-C1"], ["TD-C3"], dragons={"ember": 1})
    s.turn = s.game_turn0 + TURN_CAP - 1
    do(s, "withdraw")                    # the withdrawer's new turn is the last one under the cap
    assert s.result is None and s.turn == s.game_turn0 + TURN_CAP
    s2 = _battle(["TD-C1"], ["TD-C3"], dragons={"ember": 1})
    s2.turn = s2.game_turn0 + TURN_CAP
    do(s2, "withdraw")
    assert s2.result is not None and s2.result.draw and s2.result.rule == "DD-cap"
    assert f"{TURN_CAP} turns" in s2.result.reason.en and f"{TURN_CAP}턴" in s2.result.reason.ko


def test_dd_cap_counts_the_turns_of_each_game_of_a_match_afresh() -> None:
    s = make({"battle": True, "element": "fire", "dragons": {"ember": 2, "stone": 2, "moon": 2},
              "p1": {"hand": ["TD-C1"], "battle": ["TD-C1"]}, "p2": {"hand": ["TD-C1"], "battle": ["TD-C3"]}},
             match="on")
    s.turn = TURN_CAP - 1
    do(s, "withdraw")                    # player 2 wins the game; the next game's first turn is under the cap
    assert s.game_no == 2 and s.result is None and s.turn == TURN_CAP and s.game_turn0 == TURN_CAP - 1


# ----- DD-11 match ----------------------------------------------------------------------------
def test_dd_11_1_a_game_won_in_a_match_gives_one_crystal_plus_one_per_dragon() -> None:
    s = make({"battle": True, "element": "fire", "dragons": {"ember": 2, "stone": 2, "moon": 2},
              "p1": {"hand": ["TD-C1"], "battle": ["TD-C1"]}, "p2": {"hand": ["TD-C1"], "battle": ["TD-C3"]}},
             match="on")
    events = do(s, "withdraw")
    won = next(e for e in events if e.kind == "game_won")
    assert won.data["gained"] == 4 and s.crystals == [0, 4] and s.result is None
    assert s.game_no == 2 and s.dragons == [-1, -1, -1] and "decks_shuffled" in kinds(events)
    assert s.turn_player == 0                  # 11.3: the loser starts the next game


def test_dd_11_2_the_first_to_five_crystals_wins_the_match() -> None:
    s = make({"battle": True, "element": "fire", "dragons": {"ember": 2}, "crystals": [0, 3],
              "p1": {"hand": ["TD-C1"], "battle": ["TD-C1"]}, "p2": {"hand": ["TD-C1"], "battle": ["TD-C3"]}},
             match="on")
    do(s, "withdraw")
    do(s, "choose", option="stone")            # a won battle is not the end of the game: no crystals yet
    assert s.result is None and s.crystals == [0, 3] and s.game_no == 1
    s2 = make({"battle": True, "element": "fire", "dragons": {"ember": 2, "stone": 2, "moon": 2}, "crystals": [0, 1],
               "p1": {"hand": ["TD-C1"], "battle": ["TD-C1"]}, "p2": {"hand": ["TD-C1"], "battle": ["TD-C3"]}},
              match="on")
    do(s2, "withdraw")
    assert s2.result is not None and s2.result.winners == (1,) and s2.result.rule == "DD-11.2"
    assert s2.crystals == [0, 5]


def test_dd_11_3_next_starter_alternate_and_a_match_saves_and_replays_whole() -> None:
    setup = {**default_setup(21), "match": "on", "next_starter": "alternate", "crystals": 3}
    m = Match("dragon-duel", 21, setup)
    from game.ai.random_agent import RandomAgent
    agent = RandomAgent(2)          # a seed whose match takes three games
    games = set()
    while m.state.result is None:
        s = m.state
        games.add(s.game_no)
        m.apply(agent.choose(s, s.current_players()[0]))
    assert len(games) >= 2 and max(m.state.crystals) >= 3
    again = Match.from_json(m.to_json())
    assert again.state.state_hash() == m.state.state_hash()


# ----- conceding and a finished game (the sheet has neither: its nearest rules, see the readings) ----------
def _game():
    return registry.get("dragon-duel").new_state(3, default_setup(3))


def test_dd_10_1_a_a_player_may_concede_at_any_moment_and_the_other_wins() -> None:
    s = _game()
    with pytest.raises(IllegalActionError) as exc:
        s.apply(Concede(2))                      # no such seat
    assert exc.value.rule == "DD-10.1.a"
    s.apply(Concede(1))
    assert s.result is not None and s.result.winners == (0,) and s.result.rule == "DD-10.1.a"


def test_dd_10_3_nothing_is_played_after_the_game_has_ended() -> None:
    s = _game()
    was_legal = s.legal_actions()[0]
    s.apply(Concede(0))
    for action in (was_legal, Concede(1)):
        refusal = s.refusal(action)
        assert refusal is not None and refusal.rule == "DD-10.3", action
