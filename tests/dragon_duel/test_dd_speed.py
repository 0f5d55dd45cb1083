"""Dragon Duel's short cuts change nothing a player could see: each is checked, in seeded random games,
against the work it saves."""
from __future__ import annotations

from typing import Any

import pytest

from game.ai.random_agent import PlayoutAgent
from game.engine import registry
from game.engine.match import Match
from game.engine.rng import Rng
from game.engine.setup import build_setup, parse_settings
from game.formats.runner import play
from game.rulesets.dragon_duel import checkpoint, flow
from game.engine.state import GameState
from game.rulesets.dragon_duel.state import DDState

SHAPES = [(), ("match=on",), ("backtracking=prevent",)]


class _Verified(checkpoint.Frozen):
    """A checkpoint that also keeps the clone it stands for, to compare once it is built."""

    made: list["_Verified"] = []

    def __init__(self, s: DDState) -> None:
        super().__init__(s)
        self.twin = s.clone()
        self.twin_dict = self.twin.to_dict()
        self.made.append(self)

    def verify(self) -> None:
        fresh = self.fresh()     # made from the values until the first verify builds the checkpoint's state
        assert fresh.to_dict() == self.twin_dict, "checkpoint made fresh differs from the clone taken with it"
        built = self.state()
        assert sorted(built.__dict__) == sorted(self.twin.__dict__), "checkpoint fields differ from a clone's"
        assert built.to_dict() == self.twin_dict, "checkpoint differs from the clone taken with it"
        assert built.acted == self.twin.acted, "checkpoint differs from the clone taken with it (actions made)"
        for name in ("hands", "decks", "battles", "supports", "leaders", "discards"):
            assert all(z is built.zones[z.id] for z in getattr(built, name)), f"{name} not linked to its zones"


def _games(settings: tuple[str, ...], seeds: range, made: type[_Verified]) -> int:
    info = registry.get("dragon-duel")
    parsed = parse_settings(info, list(settings))
    checked = 0
    rolled: list[Any] = []     # rollbacks: a state built from its checkpoint and played on
    for seed in seeds:
        made.made = []
        s = Match("dragon-duel", seed, build_setup(info, seed, players=2, settings=parsed)).state

        def step(st: Any) -> None:
            rolled.extend(e for e in st.events if e.kind == "backtracked")
            for cp in made.made:     # after every action: the game plays on after each was taken
                cp.verify()

        out = play(s, {0: PlayoutAgent(Rng(seed)), 1: PlayoutAgent(Rng(seed + 1))}, max_actions=3000, on_step=step)
        assert not out.violations, out.violations[:1]
        checked += len(made.made)
    assert rolled or len(seeds) < 4
    return checked


@pytest.fixture
def verified(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(flow, "Frozen", _Verified)


@pytest.mark.parametrize("settings", SHAPES, ids=[" ".join(s) or "core" for s in SHAPES])
def test_dd_15_1_a_checkpoint_kept_as_values_is_the_clone_taken_as_the_engagement_phase_ended(
        verified: None, settings: tuple[str, ...]) -> None:
    assert _games(settings, range(4), _Verified) > 20


@pytest.mark.long
@pytest.mark.parametrize("settings", SHAPES, ids=[" ".join(s) or "core" for s in SHAPES])
def test_dd_15_1_a_checkpoint_kept_as_values_is_the_clone_taken_as_the_engagement_phase_ended_long(
        verified: None, settings: tuple[str, ...]) -> None:
    _games(settings, range(4, 64), _Verified)


@pytest.mark.parametrize("field", ["char", "acted"])
def test_dd_15_1_the_checkpoint_check_fails_where_a_field_is_shared(monkeypatch: pytest.MonkeyPatch,
                                                                    field: str) -> None:
    """A checkpoint that shares a list the game changes in place (what a missed copy would be) is caught."""

    class Leaky(_Verified):
        def __init__(self, s: DDState) -> None:
            super().__init__(s)
            setattr(self.shell, field, getattr(s, field))

    monkeypatch.setattr(flow, "Frozen", Leaky)
    with pytest.raises(AssertionError, match="differs from the clone"):
        _games((), range(2), Leaky)


def _who_acts_agrees(s: DDState) -> None:
    assert s.current_players() == GameState.current_players(s), "who acts differs from the full computation"


@pytest.mark.parametrize("settings", SHAPES, ids=[" ".join(s) or "core" for s in SHAPES])
def test_who_acts_is_read_from_the_first_legal_action_as_the_full_list_would_give(settings: tuple[str, ...]) -> None:
    info = registry.get("dragon-duel")
    steps = 0
    for seed in range(3):
        s = Match("dragon-duel", seed, build_setup(info, seed, players=2, settings=parse_settings(info, list(settings)))).state
        _who_acts_agrees(s)
        out = play(s, {0: PlayoutAgent(Rng(seed)), 1: PlayoutAgent(Rng(seed))}, max_actions=3000,
                   until=lambda st: _who_acts_agrees(st) or False)     # type: ignore[func-returns-value]
        steps += out.actions
    assert steps > 200


def test_the_who_acts_check_fails_where_two_players_have_actions(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.rulesets.dragon_duel.actions import Declare
    s = Match("dragon-duel", 1, build_setup(registry.get("dragon-duel"), 1, players=2)).state
    monkeypatch.setattr(s, "legal_actions", lambda: [Declare(1), Declare(0)])
    with pytest.raises(AssertionError, match="who acts differs"):
        _who_acts_agrees(s)


def _same_snap(a: Any, b: Any) -> bool:
    return all(getattr(a, f) == getattr(b, f) for f in a.__slots__)


def _snap_games(monkeypatch: pytest.MonkeyPatch, settings: tuple[str, ...], seeds: range) -> int:
    """Every read of the kept continuous effects, in random games, is compared with a fresh computation."""
    from game.rulesets.dragon_duel import statics
    reads = [0]
    kept = DDState.snap

    def snap(self: DDState) -> Any:
        got = kept(self)
        assert _same_snap(got, statics.snapshot(self)), "kept continuous effects differ from a fresh computation"
        reads[0] += 1
        return got

    monkeypatch.setattr(DDState, "snap", snap)
    info = registry.get("dragon-duel")
    for seed in seeds:
        s = Match("dragon-duel", seed, build_setup(info, seed, players=2, settings=parse_settings(info, list(settings)))).state
        out = play(s, {0: PlayoutAgent(Rng(seed)), 1: PlayoutAgent(Rng(seed + 7))}, max_actions=3000)
        assert not out.violations, out.violations[:1]
    return reads[0]


@pytest.mark.parametrize("settings", SHAPES, ids=[" ".join(s) or "core" for s in SHAPES])
def test_the_continuous_effects_kept_across_moves_turns_and_pulls_equal_a_fresh_computation(
        monkeypatch: pytest.MonkeyPatch, settings: tuple[str, ...]) -> None:
    assert _snap_games(monkeypatch, settings, range(4)) > 500


@pytest.mark.long
@pytest.mark.parametrize("settings", SHAPES, ids=[" ".join(s) or "core" for s in SHAPES])
def test_the_continuous_effects_kept_across_moves_turns_and_pulls_equal_a_fresh_computation_long(
        monkeypatch: pytest.MonkeyPatch, settings: tuple[str, ...]) -> None:
    _snap_games(monkeypatch, settings, range(4, 64))


def test_the_continuous_effects_check_fails_where_a_move_is_not_noticed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(DDState, "_moved", lambda self, iid, was, to: None)
    with pytest.raises(AssertionError, match="differ from a fresh computation"):
        _snap_games(monkeypatch, (), range(2))


def _plays_agree(s: DDState) -> None:
    """Each card in the turn player's hand is listed as a play, and each of the turn's other actions, exactly
    when the full check allows it."""
    from game.rulesets.dragon_duel import play as rules
    from game.rulesets.dragon_duel.actions import (Continue, Declare, GiveUp, PlayBooster, PlayCharacter,
                                                   PlayLeadership, PlaySupport, StartBattle, Withdraw)
    if s.result is not None:
        return
    legal = set(s.legal_actions())
    p = s.turn_player
    for c in s.hands[p].cards:
        for kind, why_not in ((PlayCharacter, rules.why_not_character), (PlayBooster, rules.why_not_booster),
                              (PlaySupport, rules.why_not_support), (PlayLeadership, rules.why_not_leadership)):
            assert (kind(p, c) in legal) == (why_not(s, p, c) is None), "a play listed otherwise than its full check"
    for action, why in ((StartBattle(p), rules.why_not_start), (Continue(p), rules.why_not_continue),
                        (GiveUp(p), rules.why_not_give_up), (Withdraw(p), rules.why_not_withdraw),
                        (Declare(p), rules.why_not_declare)):
        assert (action in legal) == (why(s, p) is None), "an action listed otherwise than its full check"


@pytest.mark.parametrize("settings", SHAPES, ids=[" ".join(s) or "core" for s in SHAPES])
def test_the_plays_listed_are_those_the_full_checks_allow(settings: tuple[str, ...]) -> None:
    _listed_games(settings, range(3))


@pytest.mark.long
@pytest.mark.parametrize("settings", SHAPES, ids=[" ".join(s) or "core" for s in SHAPES])
def test_the_plays_listed_are_those_the_full_checks_allow_long(settings: tuple[str, ...]) -> None:
    _listed_games(settings, range(3, 40))


def _listed_games(settings: tuple[str, ...], seeds: range) -> None:
    info = registry.get("dragon-duel")
    for seed in seeds:
        s = Match("dragon-duel", seed, build_setup(info, seed, players=2, settings=parse_settings(info, list(settings)))).state
        out = play(s, {0: PlayoutAgent(Rng(seed)), 1: PlayoutAgent(Rng(seed + 3))}, max_actions=3000,
                   until=lambda st: _plays_agree(st) or False)     # type: ignore[func-returns-value,arg-type]
        assert not out.violations, out.violations[:1]


@pytest.mark.parametrize("part", ["second_refused", "leadership_refused", "start_refused", "continue_refused"])
def test_the_plays_check_fails_where_the_list_leaves_one_out(monkeypatch: pytest.MonkeyPatch, part: str) -> None:
    from game.rulesets.dragon_duel import legal
    monkeypatch.setattr(legal, part, lambda *a, **k: ("DD-5.1", "no", "no"))
    info = registry.get("dragon-duel")
    s = Match("dragon-duel", 3, build_setup(info, 3, players=2)).state
    with pytest.raises(AssertionError, match="listed otherwise"):
        play(s, {0: PlayoutAgent(Rng(3)), 1: PlayoutAgent(Rng(3))}, max_actions=3000,
             until=lambda st: _plays_agree(st) or False)     # type: ignore[func-returns-value,arg-type]
