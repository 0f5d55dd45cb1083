"""The shared playout loop's short cuts change nothing. Each is checked, in seeded random games of every shape
``perf`` times, against the full computation it leaves out wherever it is taken, and each check is shown to fail
on a wrong answer:

- ``Rng.below(1)`` steps the generator without mixing the draw (the draw is always accepted and leaves 0), and
  every draw is checked against splitmix64 as it is written;
- ``own_actions`` hands back the seat's own list where the game keeps one (``seat_actions``: Elements Illusion's
  sealed phases), else the legal list itself where every action is the seat's;
- ``GameState.current_players`` names the one seat of a one-seat list without building a set of the seats;
- ``GameState.move`` does not look up who sees a move into or out of a public zone (everyone does).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from game.ai import random_agent
from game.engine import state as core
from game.engine.actions import Action, Concede
from game.engine.events import CARD_MOVED
from game.engine.rng import Rng
from game.engine.state import GameState
from game.engine.zones import Visibility

from shape_games import play_every_shape

MASK = (1 << 64) - 1


def full_below(state: int, n: int) -> tuple[int, int]:
    """``Rng.below(n)`` as splitmix64 is written, from a generator at ``state``: the value and the state after."""
    limit = MASK - (MASK + 1) % n
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        x = z ^ (z >> 31)
        if x <= limit:
            return x % n, state


def _checked_games(monkeypatch: pytest.MonkeyPatch, games: int, max_actions: int) -> dict[str, int]:
    """Seeded random games of every shape with every short cut checked where it is taken; how often each was."""
    taken = dict.fromkeys(("below", "own", "kept", "players", "move"), 0)
    below, own, current_players, move = Rng.below, random_agent.own_actions, GameState.current_players, GameState.move

    def checked_below(self: Rng, n: int) -> int:
        want = full_below(self.state, n)
        got = below(self, n)
        assert (got, self.state) == want, f"below({n}) gave {got} and left {self.state}, not {want}"
        taken["below"] += n == 1
        return got

    def checked_own(state: GameState, player: int) -> Sequence[Action]:
        got = own(state, player)
        legal = state.legal_actions()
        want = [a for a in legal if a.player == player]
        assert len(got) == len(want) and all(a is b for a, b in zip(got, want)), \
            f"seat {player}'s actions {got}, not {want}"
        taken["own"] += got is legal
        taken["kept"] += got is not legal and got is state.seat_actions(player)
        return got

    def checked_players(self: GameState) -> list[int]:
        got = current_players(self)
        legal, ruled = self.legal_actions(), self.rules_seats
        want = sorted({a.player for a in legal if not isinstance(a, Concede) and a.player not in ruled})
        assert got == want, f"current players {got}, not {want}"
        taken["players"] += len(got) == 1
        return got

    def checked_move(self: GameState, iid: int, to_zone: str, **kw: Any) -> None:
        src, dst = self.zones[self.cards[iid].zone], self.zones[to_zone]
        at = len(self.events)
        move(self, iid, to_zone, **kw)
        event = self.events[at]
        assert event.kind == CARD_MOVED
        public = Visibility.PUBLIC in (src.visibility, dst.visibility)
        want = None if public else tuple(p for p in range(self.num_players) if src.visible_to(p) or dst.visible_to(p))
        assert event.visible_to == want, f"a move {src.id} -> {dst.id} seen by {event.visible_to}, not {want}"
        taken["move"] += public

    monkeypatch.setattr(Rng, "below", checked_below)
    monkeypatch.setattr(random_agent, "own_actions", checked_own)
    monkeypatch.setattr(GameState, "current_players", checked_players)
    monkeypatch.setattr(GameState, "move", checked_move)
    play_every_shape(games, 700, max_actions)
    return taken


def test_the_loops_short_cuts_give_what_the_full_computations_give(monkeypatch: pytest.MonkeyPatch) -> None:
    taken = _checked_games(monkeypatch, 1, 400)
    assert all(n > 100 for n in taken.values()), taken


@pytest.mark.long
def test_the_loops_short_cuts_give_what_the_full_computations_give_long(monkeypatch: pytest.MonkeyPatch) -> None:
    _checked_games(monkeypatch, 6, 3000)


def test_the_below_check_fails_on_a_draw_that_does_not_step(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Rng, "below", lambda self, n: 0)
    with pytest.raises(AssertionError, match="below"):
        _checked_games(monkeypatch, 1, 50)


def test_the_own_actions_check_fails_on_another_seats_action(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(random_agent, "own_actions", lambda state, player: state.legal_actions())
    with pytest.raises(AssertionError, match="actions"):
        _checked_games(monkeypatch, 1, 50)


def test_the_kept_seat_list_check_fails_on_another_seats_list(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.rulesets.elements_illusion.state import EIState
    kept = EIState.seat_actions

    def other(self: EIState, player: int) -> Sequence[Action] | None:
        lists = [got for p in range(self.num_players) if p != player and (got := kept(self, p))]
        return lists[0] if lists else kept(self, player)
    monkeypatch.setattr(EIState, "seat_actions", other)
    with pytest.raises(AssertionError, match="actions"):
        _checked_games(monkeypatch, 1, 50)


def test_the_current_players_check_fails_on_a_wrong_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    current_players = GameState.current_players
    monkeypatch.setattr(GameState, "current_players", lambda self: [p + 1 for p in current_players(self)])
    with pytest.raises(AssertionError, match="current players"):
        _checked_games(monkeypatch, 1, 50)


def test_the_move_check_fails_where_a_public_move_is_looked_up(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(core, "_PUBLIC", None)      # no zone is taken for public: every move is looked up
    with pytest.raises(AssertionError, match="seen by"):
        _checked_games(monkeypatch, 1, 50)


def test_below_draws_as_splitmix64_is_written() -> None:
    assert full_below(0, 1 << 64) == (0xE220A8397B1DCDAF, 0x9E3779B97F4A7C15)    # the reference's known answer
    for seed in (0, 1, MASK, MASK - 0x9E3779B97F4A7C15 + 1, 2 ** 63):
        for n in (1, 2, 7, 256, 1000, 2 ** 63 + 5, 1 << 64):
            r = Rng(seed)
            assert (r.below(n), r.state) == full_below(seed, n)
        r = Rng(seed)
        assert (r.next_u64(), r.state) == full_below(seed, 1 << 64)
