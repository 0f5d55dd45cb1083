"""Saves and replays of Elements Illusion (EI-4.3): a file written while a turn's sealed choices wait for their
reveal holds nothing of them, not even the hash of the state holding them; it resumes where the turn's sealed
play began, with every seat planning again. Once step B of the check has shown the last plan, a file holds the
whole log and restores the very same state."""
from __future__ import annotations

import json
import pathlib
from typing import Any

from game.engine import registry
from game.engine.actions import Action, Concede
from game.engine.match import Match
from game.engine.rng import Rng
from game.rulesets.elements_illusion.actions import SEALED_ACTIONS, Combine, Lock, Skill, Trade
from game.rulesets.elements_illusion.vocab import Phase

SEALED_VERBS = sorted({cls.verb for cls in SEALED_ACTIONS})


def _match(players: int = 3, seed: int = 5) -> Match:
    info = registry.get("elements-illusion")
    return Match("elements-illusion", seed, {**info.default_setup(seed), "players": players})


def _saved(m: Match, tmp_path: pathlib.Path, name: str = "save.json") -> tuple[str, dict[str, Any]]:
    path = tmp_path / name
    m.save(str(path))
    raw = path.read_text(encoding="utf-8")
    return raw, json.loads(raw)


def _first(m: Match, kind: type, player: int) -> Action:
    return next(a for a in m.legal_actions() if isinstance(a, kind) and a.player == player)


def _play_until(m: Match, rng: Rng, stop: Any, limit: int = 3000) -> None:
    for _ in range(limit):
        if stop(m) or m.state.result is not None:
            return
        legal = m.legal_actions()
        m.apply(legal[rng.below(len(legal))])
    raise AssertionError("the game never reached the wanted point")


def test_ei_4_3_a_save_in_the_main_phase_holds_no_byte_of_the_plans_and_every_seat_plans_again(tmp_path: pathlib.Path) -> None:
    m = _match()
    assert m.state.phase is Phase.MAIN and m.state.turn == 1          # turn 1 opens in the main phase
    start_hash = m.state.state_hash()
    steps = [_first(m, Combine, 1), _first(m, Trade, 2)]
    for a in steps:
        m.apply(a)
    m.apply(Lock(2))
    raw, data = _saved(m, tmp_path)
    for a in steps:
        assert str(a) not in raw
        assert f"use={getattr(a, 'use', '-')}" not in raw and f"pay={getattr(a, 'pay', '-')}" not in raw
    for verb in SEALED_VERBS:
        assert f'"{verb} ' not in raw, verb
    assert data["log"] == [] and data["hash"] == start_hash and data["hash"] != m.state.state_hash()
    resumed = Match.load(str(tmp_path / "save.json"))
    s = resumed.state
    assert s.phase is Phase.MAIN and s.state_hash() == start_hash
    assert s.current_players() == [0, 1, 2]                           # seat 2's lock is gone too
    assert all(s.view(p)["plan"]["combos"] == [] and s.view(p)["plan"]["trades"] == [] for p in range(3))
    resumed.apply(str(steps[0]))                                      # the seat decides again, the same way if it likes
    assert s.view(1)["plan"]["combos"]


def test_ei_4_3_a_save_in_the_build_phase_or_before_step_b_stops_before_the_turns_first_sealed_step(tmp_path: pathlib.Path) -> None:
    rng = Rng(3)
    m = _match(4, seed=11)
    _play_until(m, rng, lambda m: m.state.turn == 2 and m.state.phase is Phase.MAIN)
    turn_start = len(m.log)
    turn_start_locks = sum(isinstance(a, Lock) for a in m.log)
    start_hash = m.state.state_hash()
    checked = set()
    while m.state.turn == 2 and m.state.result is None:
        s = m.state
        where = s.phase
        if s.unrevealed and where not in checked:
            assert where in (Phase.MAIN, Phase.BUILD, Phase.CHECK)
            raw, data = _saved(m, tmp_path, f"{where.value}.json")
            assert len(data["log"]) == turn_start and data["hash"] == start_hash
            assert data["log"] == [str(a) for a in m.log[:turn_start]]   # nothing of this turn's sealed play
            assert raw.count('"lock ') == turn_start_locks
            assert Match.load(str(tmp_path / f"{where.value}.json")).state.state_hash() == start_hash
            checked.add(where)
        legal = m.legal_actions()
        pick = [a for a in legal if isinstance(a, Skill)] if s.phase is Phase.BUILD else []
        m.apply((pick or legal)[rng.below(len(pick or legal))])
    assert {Phase.MAIN, Phase.BUILD} <= checked


def test_ei_4_3_a_save_at_a_support_choice_hides_the_skills_not_yet_revealed(tmp_path: pathlib.Path) -> None:
    for seed in range(40):
        rng = Rng(seed)
        m = _match(3, seed=seed)
        try:
            _play_until(m, rng, lambda m: m.state.phase is Phase.CHECK and bool(m.state.decisions)
                        and bool(_hidden_skills(m)), limit=600)
        except AssertionError:
            continue
        if m.state.result is not None:
            continue
        s = m.state
        assert s.unrevealed
        hidden = _hidden_skills(m)
        raw, data = _saved(m, tmp_path)
        start = _turn_start(m)
        first_sealed = next(i for i, a in enumerate(m.log) if i >= start and isinstance(a, SEALED_ACTIONS))
        assert len(data["log"]) == first_sealed
        assert data["log"] == [str(a) for a in m.log[:first_sealed]]
        assert hidden and all(f"skill={skill} " not in raw for skill in hidden)
        return
    raise AssertionError("no seed reached a support choice")


def _hidden_skills(m: Match) -> list[str]:
    s = m.state
    return [sk["skill"] for p in range(s.n) for sk in s.plans[p]["skills"] if not sk["revealed"]]


def _turn_start(m: Match) -> int:
    """The log index where the current turn's actions begin (replayed from the seed)."""
    replay = Match(m.ruleset_id, m.seed, m.setup)
    start = 0
    for i, a in enumerate(m.log):
        if replay.state.turn != m.state.turn:
            start = i + 1
        replay.apply(a)
    return start


def test_ei_4_3_a_save_after_the_reveal_holds_the_whole_log_and_restores_the_same_state(tmp_path: pathlib.Path) -> None:
    rng = Rng(8)
    m = _match(3, seed=2)
    _play_until(m, rng, lambda m: m.state.turn == 2 and not m.state.unrevealed and len(m.log) > 0)
    assert m.state.result is None
    raw, data = _saved(m, tmp_path)
    assert data["log"] == [str(a) for a in m.log] and any(f'"{v} ' in raw for v in SEALED_VERBS)
    back = Match.load(str(tmp_path / "save.json"))
    assert back.state.state_hash() == m.state.state_hash() and back.log == m.log


def test_ei_4_3_a_concession_in_the_sealed_phase_is_kept_without_the_plans(tmp_path: pathlib.Path) -> None:
    m = _match()
    step = _first(m, Combine, 1)
    m.apply(step)
    m.apply(Concede(0))
    assert m.state.result is not None
    raw, data = _saved(m, tmp_path)
    assert str(step) not in raw and data["log"] == [str(Concede(0))]
    back = Match.load(str(tmp_path / "save.json"))
    assert back.state.result is not None and back.state.result.losers == (0,)


def test_a_game_without_sealed_choices_saves_its_whole_log(tmp_path: pathlib.Path) -> None:
    info = registry.get("lanes")
    m = Match("lanes", 4, info.default_setup(4))
    rng = Rng(4)
    for _ in range(40):
        if m.state.result is not None:
            break
        legal = m.legal_actions()
        m.apply(legal[rng.below(len(legal))])
    _raw, data = _saved(m, tmp_path)
    assert data["log"] == [str(a) for a in m.log] and data["hash"] == m.state.state_hash()
