"""The generic AI plays Dragon Duel through its ai part: it does not peek at what its seat cannot see,
it makes the game's own choices (start or give up and what to recycle, continue or withdraw, the element,
the line of cards, the dragon, discards with no card to spare), and it says why in the game's terms."""
from __future__ import annotations

import pytest

from game.ai import agent_names, make_agent
from game.ai.part import rules
from game.ai.random_agent import RandomAgent
from game.cli.simulate import play_game
from game.engine import registry
from game.engine.actions import Choose
from game.engine.match import Match
from game.engine.rng import Rng
from game.rulesets.dragon_duel.actions import Continue, GiveUp, PlayCharacter, StartBattle, Withdraw
from game.rulesets.dragon_duel.state import DDState, Phase

RULESET = "dragon-duel"


def _positions(seed: int, count: int) -> list[DDState]:
    """Positions of a game between two greedy programs where the turn player has a real choice."""
    info = registry.get(RULESET)
    s = Match(RULESET, seed, info.default_setup(seed)).state
    players = [make_agent("greedy", seed, RULESET), make_agent("greedy", seed + 1, RULESET)]
    out = []
    while s.result is None and len(out) < count:
        p = s.current_players()[0]
        if len([a for a in s.legal_actions() if a.player == p]) > 1:
            out.append(s.clone())
        s.apply(players[p].choose(s, p))
    return out


def _twin(s: DDState, me: int) -> DDState:
    """The same position as ``me`` sees it, with every card it cannot see somewhere else: the opponent's
    hand and deck dealt round by one, its own deck reversed (in the engagement checkpoint too)."""
    twin = s.clone()
    assert isinstance(twin, DDState)
    opp = 1 - me
    hidden = list(twin.hands[opp].cards) + list(twin.decks[opp].cards)
    ids = [twin.cards[i].def_id for i in hidden]
    dealt = dict(zip(hidden, ids[1:] + ids[:1]))
    own = list(twin.decks[me].cards)
    dealt.update(zip(own, [twin.cards[i].def_id for i in reversed(own)]))
    for state in (twin, twin.checkpoint):
        if state is None:
            continue
        defs = list(state.defs)
        for iid, def_id in dealt.items():
            if state.cards[iid].zone in (f"p{opp}.hand", f"p{opp}.deck", f"p{me}.deck"):
                state.cards[iid].def_id = def_id
                defs[iid] = state.db[def_id]
        state.defs = defs
        state.touch()
    if twin.checkpoint is not None:
        twin.checkpoint = twin.checkpoint.clone()
    return twin


@pytest.mark.parametrize("name", ["greedy", "easy", "normal", "hard"])
def test_the_ai_does_not_peek_at_the_opponents_hand_or_either_decks_order(name: str) -> None:
    positions = _positions(3, 14)
    changed = 0
    for s in positions:
        me = s.current_players()[0]
        twin = _twin(s, me)
        assert twin.view(me) == s.view(me)
        changed += any(twin.cards[i].def_id != s.cards[i].def_id for i in twin.hands[1 - me].cards)
        assert make_agent(name, 5, RULESET).choose(s, me) == make_agent(name, 5, RULESET).choose(twin, me)
    assert changed >= len(positions) // 2   # the hidden cards really were different


def test_a_sampled_world_keeps_what_the_seat_sees_and_guesses_the_rest() -> None:
    part = rules(RULESET)
    for s in _positions(8, 10):
        me = s.current_players()[0]
        before = s.state_hash()
        w = part.sample_world(s, me, Rng(1))
        assert w.view(me) == s.view(me)
        opp = 1 - me
        unseen = sorted(s.cards[i].def_id for i in s.hands[opp].cards + s.decks[opp].cards)
        assert sorted(w.cards[i].def_id for i in w.hands[opp].cards + w.decks[opp].cards) == unseen
        assert [w.defs[i].id for i in range(len(w.cards))] == [c.def_id for c in w.cards]
        assert s.state_hash() == before          # the real state is left alone


def test_the_levels_are_easy_normal_and_hard_with_greedy_and_random() -> None:
    assert agent_names(RULESET) == ["easy", "greedy", "hard", "normal", "random"]


@pytest.mark.parametrize("name", ["greedy", "easy", "normal", pytest.param("hard", marks=pytest.mark.long)])
def test_every_level_finishes_games_and_matches_with_legal_actions_only(name: str) -> None:
    info = registry.get(RULESET)
    for seed, match in ((2, False), (3, True)):
        setup = dict(info.default_setup(seed), match="on", crystals=2) if match else None
        res = play_game(RULESET, seed, [make_agent(name, seed, RULESET), RandomAgent(seed + 50)], setup=setup)
        assert res["crash"] is None and res["violations"] == []
        assert res["result"] is not None and 0 in res["result"].winners


def test_normal_beats_greedy_and_random_most_of_the_time() -> None:
    wins = {"random": 0, "greedy": 0}
    for other in wins:
        for seed in range(6):
            seats = [make_agent("normal", seed, RULESET), make_agent(other, seed, RULESET)]
            if seed % 2:
                seats.reverse()
            res = play_game(RULESET, 40 + seed // 2, seats)
            wins[other] += res["result"] is not None and (seed % 2) in res["result"].winners
    assert wins["random"] >= 6 and wins["greedy"] >= 4, wins


def test_the_ai_can_say_why_in_the_games_terms() -> None:
    s = next(p for p in _positions(4, 30) if p.phase is Phase.CHARACTER and not p.decisions)
    agent = make_agent("normal", 1, RULESET)
    action = agent.choose(s, s.turn_player)
    assert isinstance(action, PlayCharacter)
    text = agent.explain("en")
    names = [m.en for m in rules(RULESET).TERMS.values()]
    assert text.startswith("Play character") and any(n in text for n in names), text
    assert agent.explain("ko").startswith("캐릭터")


@pytest.mark.parametrize("name", ["greedy", "normal"])
def test_thinking_at_a_pending_trigger_order_leaves_the_real_game_alone(name: str) -> None:
    """Two of a player's cards trigger at once (DD-1.1) and it must choose their order: the program tries
    each order in guessed worlds; the real game still waits for the same two cards afterwards."""
    info = registry.get(RULESET)
    s = Match(RULESET, 37, info.default_setup(37)).state
    players = [make_agent("greedy", 37, RULESET), make_agent("greedy", 38, RULESET)]
    while s.result is None and not (s.decisions and s.decisions[0].kind == "order"):
        p = s.current_players()[0]
        s.apply(players[p].choose(s, p))
    assert s.result is None, "the game was meant to reach a choice of trigger order"
    me = s.current_players()[0]
    before = s.state_hash()
    action = make_agent(name, 1, RULESET).choose(s, me)
    assert s.state_hash() == before
    assert action in s.legal_actions()
    s.apply(action)   # the real game goes on from there as the rules say
