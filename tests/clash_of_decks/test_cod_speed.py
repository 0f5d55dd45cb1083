"""The engine's short cuts change nothing a player could see: each is checked, in seeded random games, against
the work it saves, and each check is shown able to fail."""
from __future__ import annotations

import pytest

from game.ai.random_agent import PlayoutAgent
from game.engine import registry
from game.engine.actions import Choose
from game.engine.match import Match
from game.engine.rng import Rng
from game.engine.setup import build_setup, parse_settings
from game.engine.state import GameState
from game.formats.runner import play

SHAPES = [(2, ()), (4, ("mode=ffa",)), (4, ("mode=2v2",)), (1, ("mode=solo",))]


def _same_seats(s: GameState) -> None:
    """The seats the state names are the ones its legal list holds (the engine's own reading)."""
    assert s.current_players() == GameState.current_players(s), "current_players short cut"


def _state(players: int, settings: tuple[str, ...], seed: int) -> GameState:
    info = registry.get("clash-of-decks")
    setup = build_setup(info, seed, players=players, settings=parse_settings(info, list(settings)))
    return Match("clash-of-decks", seed, setup).state


def _play(players: int, settings: tuple[str, ...], seed: int) -> int:
    s = _state(players, settings, seed)
    _same_seats(s)
    agents = dict.fromkeys(range(s.num_players), PlayoutAgent(Rng(seed)))
    out = play(s, agents, on_step=lambda _step: _same_seats(s))
    assert out.finished, out.violations[:1]
    return out.actions


@pytest.mark.parametrize("players,settings", SHAPES, ids=[" ".join(s) or "duel" for _p, s in SHAPES])
def test_seats_that_act_match_the_full_reading(players: int, settings: tuple[str, ...]) -> None:
    assert sum(_play(players, settings, seed) for seed in range(12)) > 100


@pytest.mark.long
@pytest.mark.parametrize("players,settings", SHAPES, ids=[" ".join(s) or "duel" for _p, s in SHAPES])
def test_seats_that_act_match_the_full_reading_long(players: int, settings: tuple[str, ...]) -> None:
    for seed in range(12, 212):
        _play(players, settings, seed)


def test_the_seat_check_fails_where_the_list_says_otherwise() -> None:
    """Another seat's action slipped into the listed actions behind the engine's back: the short cut reads
    the first action's seat alone, and the check says so."""
    s = _state(2, (), 3)
    legal = s.legal_actions()
    legal.append(Choose(1 - legal[0].player, 0))
    with pytest.raises(AssertionError, match="current_players short cut"):
        _same_seats(s)
