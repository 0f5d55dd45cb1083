"""The engine's short cuts change nothing a player could see: each is checked, in seeded random games, against
the work it saves, and each check is shown able to fail."""
from __future__ import annotations

import pytest

from game.ai.random_agent import PlayoutAgent
from game.engine.rng import Rng
from game.engine.state import GameState
from game.formats.runner import play
from game.rulesets.elements_illusion import legal, plan
from game.rulesets.elements_illusion.actions import Interrupt
from game.rulesets.elements_illusion.vocab import Phase

from ei_kit import new_game


def _same_seats(s: GameState) -> None:
    """The seats the state names are the ones its legal list holds (the engine's own reading)."""
    assert s.current_players() == GameState.current_players(s), "current_players short cut"


def _play(players: int, seed: int) -> int:
    s = new_game(players, seed, abilities_per_card="any" if seed % 2 else "one")
    _same_seats(s)
    out = play(s, dict.fromkeys(range(players), PlayoutAgent(Rng(seed))), on_step=lambda _step: _same_seats(s))
    assert out.finished, out.violations[:1]
    return out.actions


@pytest.fixture
def verify(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(plan, "VERIFY", True)


@pytest.mark.parametrize("players", [2, 3, 6])
def test_seats_that_act_and_usable_abilities_match_the_full_reading(verify: None, players: int) -> None:
    assert sum(_play(players, seed) for seed in range(2)) > 300


@pytest.mark.long
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_seats_that_act_and_usable_abilities_match_the_full_reading_long(verify: None, players: int) -> None:
    for seed in range(2, 22):
        _play(players, seed)


def test_the_seat_check_fails_where_the_list_says_otherwise() -> None:
    """A seat locked behind the engine's back while its actions stay listed: the short cut drops it, and the
    check says so."""
    s = new_game(3, 4)
    play(s, dict.fromkeys(range(3), PlayoutAgent(Rng(4))), until=lambda st: st.sealed())
    s.legal_actions()
    s.locked[1] = True
    with pytest.raises(AssertionError, match="current_players short cut"):
        _same_seats(s)


def test_the_usable_check_fails_where_the_refusals_say_otherwise(verify: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """A refusal the short cut does not ask (here: every use of every card refused) makes the two readings
    differ, and the verifying check says so."""
    s = new_game(2, 3)
    agent = PlayoutAgent(Rng(3))
    play(s, {0: agent, 1: agent}, until=lambda st: st.sealed() and any(a[2] == 0 and a[3] <= st.turn <= a[4]
                                                                        for a in st.abilities))
    assert s.result is None
    monkeypatch.setattr(plan, "_refusal_of_use", lambda *_args: ("EI-7.1", "no", "no"))
    s.memo = {}
    with pytest.raises(AssertionError, match="usable short cut"):
        plan.usable_cards(s, 0, "interruption")


def _same_build_steps(s: GameState) -> int:
    """In a build phase, each unlocked seat's target groups are what every candidate's own check lets through,
    in the same order."""
    if s.phase is not Phase.BUILD:
        return 0
    for p in s.current_players():
        full = [a for a in legal._build_candidates(s, p) if legal.CHECKS[type(a)](s, a) is None]
        assert legal._build_steps(s, p, legal.pl.usable(s, p)) == full, "build steps short cut"
    return 1


def _same_main_steps(s: GameState) -> int:
    """In a main phase, each unlocked seat's Exchanges, Dummy Scarecrows and Divisions are what every
    candidate's own check lets through, in the same order; 1 where some candidate was there to check."""
    if s.phase is not Phase.MAIN:
        return 0
    checked = 0
    for p in s.current_players():
        cands = legal._main_candidates(s, p)
        full = [a for a in cands if legal.CHECKS[type(a)](s, a) is None]
        assert legal._main_steps(s, p, legal.pl.usable(s, p)) == full, "main steps short cut"
        checked = checked or int(bool(cands))
    return checked


def _both_steps(s: GameState) -> int:
    return _same_build_steps(s) + _same_main_steps(s)


def _steps_games(players: int, seeds: range) -> int:
    seen = 0
    for seed in seeds:
        s = new_game(players, seed, abilities_per_card="any" if seed % 2 else "one",
                     conversion_same_count="on" if seed % 3 == 2 else "off")
        counts: list[int] = []
        play(s, dict.fromkeys(range(players), PlayoutAgent(Rng(seed))),
             on_step=lambda _step: counts.append(_both_steps(s)))
        seen += sum(counts)
    return seen


@pytest.mark.parametrize("players", [2, 4, 6])
def test_build_and_main_steps_drawn_from_the_checks_are_every_candidate_its_check_allows(players: int) -> None:
    assert _steps_games(players, range(3)) > 50


@pytest.mark.long
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_build_and_main_steps_drawn_from_the_checks_are_every_candidate_its_check_allows_long(players: int) -> None:
    assert _steps_games(players, range(3, 23)) > 300


def test_the_main_steps_check_fails_where_a_check_says_otherwise(monkeypatch: pytest.MonkeyPatch) -> None:
    """A check that turned down a candidate the list draws as passing (here: the first one of a seat's
    Exchanges, Dummy Scarecrows and Divisions) makes the two readings differ, and the comparison says so."""
    s = new_game(2, 1, abilities_per_card="any")
    agent = PlayoutAgent(Rng(1))
    play(s, {0: agent, 1: agent}, until=lambda st: st.phase is Phase.MAIN and any(
        legal._main_candidates(st, p) for p in st.current_players()))
    assert s.result is None
    first = next(c for p in s.current_players() for c in legal._main_candidates(s, p))
    real = legal.CHECKS[type(first)]
    monkeypatch.setitem(legal.CHECKS, type(first), lambda st, a: ("EI-11", "no", "no") if a == first else real(st, a))
    with pytest.raises(AssertionError, match="main steps short cut"):
        _same_main_steps(s)


def test_the_build_steps_check_fails_where_a_check_reads_the_targets(monkeypatch: pytest.MonkeyPatch) -> None:
    """A check that turned down one target of a group (which the rules never do) would be missed by groups
    drawn from what the checks ask, and the comparison says so."""
    s = new_game(3, 1)
    agent = PlayoutAgent(Rng(1))
    play(s, dict.fromkeys(range(3), agent), until=lambda st: st.phase is Phase.BUILD and any(
        legal.pl.usable_cards(st, p, "interruption") for p in st.current_players()))
    assert s.result is None
    monkeypatch.setitem(legal.CHECKS, Interrupt, lambda st, a: ("EI-11.2", "no", "no") if a.target == 2 else None)
    with pytest.raises(AssertionError, match="build steps short cut"):
        _same_build_steps(s)
