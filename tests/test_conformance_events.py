"""The conformance suite for events: every format every game declares, played by random programs through
the event's one door (the draft, deck building, a game's own stage and the games). Replays reach the
same hash, clones follow the same actions, every listed action is accepted, every refusal carries a rule
in both languages, the invariants hold after every action, and no seat's view changes when what it may
not see (the pile, the other packs, the other seats' sealed picks) is dealt otherwise."""
from __future__ import annotations

from typing import Any

import pytest

from game.ai.random_agent import RandomAgent
from game.engine import registry
from game.engine.match import Match
from game.formats import invariants
from game.formats.event import EventState
from game.formats.runner import decide
from game.formats.spec import formats_of

from test_conformance import refused_cleanly

FORMATS = [(info.id, spec.id) for info in registry.all_rulesets() for spec in formats_of(info)]
SHORT = {"rounds": 1}          # a league's first round is every stage of it; the others repeat them


def _setup(ruleset: str, fmt: str) -> dict[str, Any]:
    info = registry.get(ruleset)
    spec = next(s for s in formats_of(info) if s.id == fmt)
    setup: dict[str, Any] = {"format": fmt, "players": spec.players[0], **dict((k, v[0] if isinstance(v, tuple) else v)
                                                                            for k, v in spec.when)}
    setup.update({k: v for k, v in SHORT.items() if spec.option(k) is not None})
    return setup


def _agents(match: Match, seed: int) -> dict[int, RandomAgent]:
    s = match.state
    return {p: RandomAgent(seed * 7 + p) for p in range(s.num_players) if p not in s.rules_seats}


def _playout(ruleset: str, fmt: str, seed: int, *, each: Any = None, limit: int = 20000) -> Match:
    match = Match(ruleset, seed, _setup(ruleset, fmt))
    agents = _agents(match, seed)
    memo: dict[str, Any] = {}
    for step in range(limit):
        s = match.state
        if s.result is not None:
            break
        if each is not None:
            each(match, step)
        p = s.current_players()[0]
        match.apply(decide(agents[p], s, p))
        assert invariants.check(match.state, memo) == [], f"{fmt} seed {seed} after {match.log[-1]}"
    assert match.state.result is not None, f"{fmt} seed {seed}: no end after {limit} actions"
    return match


def test_every_game_with_formats_is_listed() -> None:
    assert ("clash-of-decks", "mutation-league") in FORMATS and len(FORMATS) >= 5


@pytest.mark.parametrize("ruleset,fmt", FORMATS)
@pytest.mark.parametrize("seed", [3, 11])
def test_a_random_event_ends_and_its_replay_reaches_the_identical_state(ruleset: str, fmt: str, seed: int) -> None:
    match = _playout(ruleset, fmt, seed)
    assert isinstance(match.state, EventState) and match.state.stage == "over"
    again = Match.from_json(match.to_json())
    assert again.state.state_hash() == match.state.state_hash()
    assert [str(a) for a in again.log] == [str(a) for a in match.log]


@pytest.mark.parametrize("ruleset,fmt", FORMATS)
def test_clones_of_an_event_follow_the_same_actions_to_the_same_state(ruleset: str, fmt: str) -> None:
    def twin_follows(match: Match, step: int) -> None:
        if step % 7:
            return
        s = match.state
        twin = s.clone()
        assert twin.state_hash() == s.state_hash()
        p = s.current_players()[0]
        action = decide(RandomAgent(step), s, p)
        twin.apply(action)
        probe = s.clone()
        probe.apply(action)
        assert twin.state_hash() == probe.state_hash()
    _playout(ruleset, fmt, 5, each=twin_follows)


@pytest.mark.parametrize("ruleset,fmt", FORMATS)
def test_every_listed_action_of_an_event_is_accepted_by_the_checked_door(ruleset: str, fmt: str) -> None:
    def all_accepted(match: Match, step: int) -> None:
        if step % 5 or step > 400:
            return
        s = match.state
        for action in s.legal_actions()[:60]:
            s.clone().apply(action)          # raises if the door refuses what the list offered
    _playout(ruleset, fmt, 9, each=all_accepted)


@pytest.mark.parametrize("ruleset,fmt", FORMATS)
def test_every_refused_action_of_an_event_carries_a_rule_and_both_languages(ruleset: str, fmt: str) -> None:
    checked = [0]
    before: list[Any] = []

    def refused(match: Match, step: int) -> None:
        s = match.state
        now = set(s.legal_actions())
        checked[0] += refused_cleanly(s, [a for a in before[:40] if a not in now])
        before[:] = list(now)
    _playout(ruleset, fmt, 13, each=refused)
    assert checked[0] > 10


@pytest.mark.parametrize("ruleset,fmt", FORMATS)
def test_dealing_what_a_seat_may_not_see_otherwise_changes_none_of_its_view(ruleset: str, fmt: str) -> None:
    def permuted(match: Match, step: int) -> None:
        s = match.state
        assert isinstance(s, EventState)
        if step % 3 or s.draft is None or s.stage != "draft":
            return
        for viewer in range(s.num_players):
            twin = s.clone()
            assert isinstance(twin, EventState) and twin.draft is not None
            d = twin.draft
            hidden = list(d.pile)
            for seat in range(d.seats):
                if seat != viewer:
                    hidden += d.hands[seat] + [c for p in d.unopened[seat] for c in p]
                    # a card revealed as it was drafted to note something is known to all, face down or not
                    hidden += [c for c in d.picks[seat] + d.pending[seat]
                               if not d.sees(s.spec.draft, viewer, seat, c) and c not in d.notes]
            cards = list(d.cards)
            ids = [cards[c] for c in hidden]
            for c, def_id in zip(hidden, reversed(ids)):
                cards[c] = def_id
            d.cards = cards
            assert twin.view(viewer) == s.view(viewer), f"seat {viewer} sees a hidden card at step {step}"
    _playout(ruleset, fmt, 17, each=permuted)
