"""Seeded random playouts of every shape ``perf`` times, for the tests that hold a speed short cut to the full
computation wherever it is taken (the checks are patched in before the games are played)."""
from __future__ import annotations

from game.ai.random_agent import PlayoutAgent
from game.cli.perf import SHAPES, _setup_maker
from game.engine.match import Match
from game.engine.rng import Rng
from game.formats.runner import play


def play_every_shape(games: int, seed0: int, max_actions: int) -> None:
    """``games`` games of each shape, game g on seed ``seed0 + g`` and drawn by a generator seeded g, each to
    its end or ``max_actions``; a game stopped by anything but that cap fails."""
    for label, ruleset, seats, settings in SHAPES:
        make = _setup_maker(ruleset, seats, settings)
        for g in range(games):
            s = Match(ruleset, seed0 + g, make(seed0 + g)).state
            out = play(s, dict.fromkeys(range(s.num_players), PlayoutAgent(Rng(g))), max_actions=max_actions)
            assert not out.violations or out.capped, (label, out.violations[:1])
