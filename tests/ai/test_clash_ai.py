"""The generic AI plays Clash of Decks through its ai part: it does not peek at what its seat cannot see
(the order of the opponent's hand, the rulebook AI's deck), it makes the game's own choices (draft and
champion picks, where a creature goes, a spell's target), it finishes duels and solo games, and it says
why in the game's terms."""
from __future__ import annotations

from typing import Any

import pytest

from game.ai import agent_names, make_agent
from game.ai.part import rules
from game.ai.random_agent import RandomAgent
from game.cli.simulate import play_game
from game.engine import registry
from game.engine.setup import build_setup
from game.engine.match import Match
from game.engine.rng import Rng
from game.rulesets.clash_of_decks.actions import Cast, Summon
from game.rulesets.clash_of_decks.state import CDState, Phase

RULESET = "clash-of-decks"


def _setup(seed: int, **changes: Any) -> dict[str, Any]:
    """The default setup with ``changes``; drafted decks are the draft-duel format's (a draft, then the game)."""
    return build_setup(registry.get(RULESET), seed, settings=changes)


def _positions(seed: int, count: int, **changes: Any) -> list[CDState]:
    """Summon-phase positions of a game between greedy programs where the seat has a real choice."""
    s = Match(RULESET, seed, _setup(seed, **changes)).state
    assert isinstance(s, CDState)
    players = [make_agent("greedy", seed, RULESET), make_agent("greedy", seed + 1, RULESET)]
    out: list[CDState] = []
    while s.result is None and len(out) < count:
        p = s.current_players()[0]
        if s.phase is Phase.SUMMON and len([a for a in s.legal_actions() if a.player == p]) > 2:
            out.append(s.clone())
        s.apply(players[p].choose(s, p))
    return out


def _twin(s: CDState, me: int) -> CDState:
    """The same position as ``me`` sees it with the opponent's hand reversed (the citadel keeps its place,
    L94-96): the four playable cards of the opponent's next turn change."""
    twin = s.clone()
    assert isinstance(twin, CDState)
    hand = twin.hands[1 - me]
    hand.cards = hand.cards[::-1]
    return twin


@pytest.mark.parametrize("name", ["greedy", "easy", "normal", "hard"])
def test_the_ai_does_not_peek_at_the_order_of_the_opponents_hand(name: str) -> None:
    positions = _positions(3, 12) + _positions(11, 8)
    if name == "hard":                  # a search of hundreds of guesses a decision: a few positions do
        positions = positions[::5]
    changed = 0
    for s in positions:
        me = s.active
        twin = _twin(s, me)
        assert twin.view(me) == s.view(me)
        changed += twin.hands[1 - me].cards != s.hands[1 - me].cards
        assert make_agent(name, 5, RULESET).choose(s, me) == make_agent(name, 5, RULESET).choose(twin, me)
    assert changed >= len(positions) // 2   # the hidden order really was different


def test_in_solo_the_ai_does_not_peek_at_the_order_of_the_rulebook_ais_deck() -> None:
    s = Match(RULESET, 4, _setup(4, mode="solo")).state
    assert isinstance(s, CDState)
    seen = 0
    while s.result is None and seen < 6:
        me = s.current_players()[0]
        twin = s.clone()
        assert isinstance(twin, CDState)
        deck = twin.decks[1]
        deck.cards = list(reversed(deck.cards))
        assert twin.view(me) == s.view(me)
        a = make_agent("normal", 2, RULESET).choose(s, me)
        assert make_agent("normal", 2, RULESET).choose(twin, me) == a
        seen += 1
        s.apply(a)


def test_a_sampled_world_keeps_what_the_seat_sees_and_guesses_the_rest() -> None:
    part = rules(RULESET)
    for s in _positions(8, 8):
        me = s.active
        before = s.state_hash()
        w = part.sample_world(s, me, Rng(1))
        assert isinstance(w, CDState)
        assert w.view(me) == s.view(me)
        opp = 1 - me
        assert sorted(w.cards[i].def_id for i in w.hands[opp].cards) == sorted(s.cards[i].def_id for i in s.hands[opp].cards)
        assert [w.defs[i].id for i in range(len(w.cards))] == [c.def_id for c in w.cards]
        assert w.hands[me].cards == s.hands[me].cards
        # the guess is the same whatever the real order: it comes from what the seat sees
        assert part.sample_world(_twin(s, me), me, Rng(1)).state_hash() == w.state_hash()
        assert s.state_hash() == before   # the real game is left alone


def test_the_levels_are_easy_normal_and_hard_with_greedy_and_random() -> None:
    assert agent_names(RULESET) == ["easy", "greedy", "hard", "normal", "random"]


@pytest.mark.parametrize("name", ["greedy", "easy", "normal", pytest.param("hard", marks=pytest.mark.long)])
@pytest.mark.parametrize("changes", [{}, {"decks": "draft"}, {"champion": "on", "exhaustion": "on"}],
                         ids=["beginner", "draft", "champion-exhaustion"])
def test_every_level_finishes_duels_with_legal_actions_only(name: str, changes: dict[str, Any]) -> None:
    for seed in (2, 3):
        res = play_game(RULESET, seed, [make_agent(name, seed, RULESET), RandomAgent(seed + 50)],
                        setup=_setup(seed, **changes))
        assert res["crash"] is None and res["violations"] == []
        assert res["result"] is not None


def test_the_ai_plays_the_persons_seat_in_solo_to_the_end() -> None:
    for seed in (1, 2):
        res = play_game(RULESET, seed, [make_agent("normal", seed, RULESET)], setup=_setup(seed, mode="solo"))
        assert res["crash"] is None and res["violations"] == []
        assert res["result"] is not None


def _play_events(seed: int, changes: dict[str, Any]) -> tuple[CDState, list[Any]]:
    """A game of Normal (seat 0) against random, and every action Normal took with the state before it."""
    s = Match(RULESET, seed, _setup(seed, **changes)).state
    assert isinstance(s, CDState)
    players = [make_agent("normal", seed, RULESET), RandomAgent(seed + 7)]
    taken = []
    while s.result is None:
        p = s.current_players()[0]
        a = players[p].choose(s, p)
        if p == 0:
            taken.append((s.clone(), a))
        s.apply(a)
    return s, taken


def test_the_ai_drafts_its_deck_and_chooses_its_champion() -> None:
    """Normal drafts above the game (the event's decisions, judged by the cards' worth) and chooses its
    champion in it (the game's decision), every choice one of the options offered."""
    from game.formats.event import EventState
    from game.formats.runner import play
    match = Match(RULESET, 5, _setup(5, decks="draft", champion="on"))
    ev = match.state
    assert isinstance(ev, EventState)
    asked = []

    class Watch:
        name = "normal"
        inner = make_agent("normal", 5, RULESET)

        def choose(self, state: Any, player: int) -> Any:
            decision = next((d for d in state.decisions if d.player == player), None)
            action = self.inner.choose(state, player)
            if decision is not None:
                asked.append(decision.kind)
                assert action.option in decision.options
            return action
    play(match, {0: Watch(), 1: RandomAgent(12)}, check=True)
    assert ev.result is not None
    assert asked.count("draft") >= 4 and asked.count("champion") == 1

def test_damaging_spells_go_at_enemy_creatures_and_creatures_go_to_a_front() -> None:
    casts = summons = 0
    for seed in (6, 7, 8):
        _, taken = _play_events(seed, {})
        for before, a in taken:
            if isinstance(a, Cast) and before.defs[a.card].damage > 0:
                casts += 1
                assert before.cards[a.target].owner == 1
            summons += isinstance(a, Summon)
    assert casts >= 1 and summons >= 3


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
    s = _positions(4, 1)[0]
    agent = make_agent("normal", 1, RULESET)
    agent.choose(s, s.active)
    text = agent.explain("en")
    names = [m.en for m in rules(RULESET).TERMS.values()]
    assert any(n in text for n in names), text
    assert agent.explain("ko")
