"""The core's short cut changes nothing: an action found by identity in the legal list is applied without the full
check, which would have let it pass. Checked, in seeded random games of every shape ``perf`` times, against that
full check wherever the short cut is taken."""
from __future__ import annotations

from typing import Any

import pytest

from game.cli.perf import SHAPES, _setup_maker
from game.engine.actions import Action
from game.engine.errors import IllegalActionError
from game.engine.match import Match
from game.engine.state import GameState

from shape_games import play_every_shape


def _taken(s: GameState, action: Action) -> bool:
    """Whether ``apply`` takes its short cut for ``action`` now."""
    legal = s._legal_cache
    return (legal is not None and s.result is None and s._checked_by_list
            and any(a is action for a in legal))


def _checked_games(monkeypatch: pytest.MonkeyPatch, games: int, max_actions: int) -> int:
    taken = [0]
    apply = GameState.apply

    def checked_apply(self: GameState, action: Action) -> Any:
        if _taken(self, action):
            try:
                self.check(action)      # the full check the short cut leaves out
            except IllegalActionError as exc:
                raise AssertionError(f"applied without the check that refuses it: {exc}") from None
            taken[0] += 1
        return apply(self, action)

    monkeypatch.setattr(GameState, "apply", checked_apply)
    play_every_shape(games, 900, max_actions)
    return taken[0]


def test_an_action_of_the_legal_list_applied_without_the_check_is_one_the_check_allows(
        monkeypatch: pytest.MonkeyPatch) -> None:
    assert _checked_games(monkeypatch, 1, 400) > 1000


@pytest.mark.long
def test_an_action_of_the_legal_list_applied_without_the_check_is_one_the_check_allows_long(
        monkeypatch: pytest.MonkeyPatch) -> None:
    _checked_games(monkeypatch, 6, 3000)


def test_the_apply_check_fails_where_the_list_holds_an_action_the_check_refuses(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(GameState, "is_legal", lambda self, action: False)
    with pytest.raises(AssertionError, match="without the check that refuses it"):
        _checked_games(monkeypatch, 1, 50)


def test_a_state_that_asks_more_than_its_list_is_always_checked_in_full() -> None:
    from game.formats.event import EventState
    assert not EventState._checked_by_list
    shapes = [type(Match(ruleset, 1, _setup_maker(ruleset, seats, settings)(1)).state)
              for _label, ruleset, seats, settings in SHAPES]
    assert all(cls._checked_by_list for cls in shapes)
