"""The engine's short cuts change nothing a player could see: each one is checked, in seeded random games
of every shape, against the work it saves."""
from __future__ import annotations

import pytest

from game.ai.random_agent import PlayoutAgent
from game.engine import registry
from game.engine.match import Match
from game.engine.rng import Rng
from game.engine.setup import build_setup, parse_settings
from game.formats.runner import play
from game.rulesets.magic import flow
from game.rulesets.magic.state import MagicState

SHAPES = [
    (2, ()),
    (2, ("variant=vanguard",)),
    (4, ("deck_format=commander",)),
    (2, ("variant=brawl",)),
    (4, ("supplements=planechase",)),
    (4, ("supplements=archenemy",)),
    (4, ("multiplayer=two-headed-giant",)),
    (8, ("supplements=planechase", "multiplayer=grand-melee")),
]


def _games(players: int, settings: tuple[str, ...], seeds: range, cap: int = 6000) -> int:
    info = registry.get("magic")
    parsed = parse_settings(info, list(settings))
    actions = 0
    for seed in seeds:
        s = Match("magic", seed, build_setup(info, seed, players=players, settings=parsed)).state
        out = play(s, dict.fromkeys(range(s.num_players), PlayoutAgent(Rng(seed))), max_actions=cap)
        assert out.finished or out.capped, out.violations[:1]
        assert not [v for v in out.violations if not v.startswith("no end")], out.violations[:1]
        actions += out.actions
    return actions


@pytest.fixture
def verify(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The short cut checked wherever it is taken; the list counts the checks (each works on a copy)."""
    monkeypatch.setattr(flow, "VERIFY_QUIET", True)
    copies = [0]
    real = MagicState.clone

    def counted(self: MagicState) -> MagicState:
        copies[0] += 1
        return real(self)       # type: ignore[return-value]  (a MagicState's clone is one)
    monkeypatch.setattr(MagicState, "clone", counted)
    return copies


@pytest.mark.parametrize("players,settings", SHAPES, ids=[" ".join(s) or "core" for _p, s in SHAPES])
def test_704_3_a_check_skipped_while_players_only_pass_would_have_found_nothing(
        verify: list[int], players: int, settings: tuple[str, ...]) -> None:
    actions = _games(players, settings, range(1), cap=800)
    assert actions > 200 and verify[0] > actions // 10     # many checks were skipped, each one verified


@pytest.mark.long
@pytest.mark.parametrize("players,settings", SHAPES, ids=[" ".join(s) or "core" for _p, s in SHAPES])
def test_704_3_a_check_skipped_while_players_only_pass_would_have_found_nothing_long(
        verify: list[int], players: int, settings: tuple[str, ...]) -> None:
    _games(players, settings, range(2, 22))


def test_704_3_the_verifying_check_fails_where_a_skip_would_hide_a_loss(verify: list[int]) -> None:
    """The check of the short cut can fail: a life total set to 0 behind the engine's back between two
    passes is what a skipped check would miss, and the verifying check says so."""
    from game.rulesets.magic.actions import Pass
    info = registry.get("magic")
    s = Match("magic", 5, build_setup(info, 5, players=2, settings=parse_settings(info, []))).state
    agent = PlayoutAgent(Rng(5))
    play(s, {0: agent, 1: agent}, until=lambda st: st.quiet and st.priority >= 0 and not st.stack)
    s.life[1 - s.priority] = 0
    with pytest.raises(AssertionError, match="skipped check"):
        s.apply(Pass(s.priority))
