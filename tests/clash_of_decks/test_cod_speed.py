"""The engine's short cuts change nothing a player could see: each is checked, in seeded random games, against
the work it saves, and each check is shown able to fail."""
from __future__ import annotations

from typing import Callable

import pytest

from game.ai.random_agent import PlayoutAgent
from game.engine import registry
from game.engine.actions import Choose
from game.engine.match import Match
from game.engine.rng import Rng
from game.engine.setup import build_setup, parse_settings
from game.engine.state import GameState
from game.formats.runner import play
from game.rulesets.clash_of_decks import board, legal, state
from game.rulesets.clash_of_decks.state import CDState, Phase

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


# The short cuts of the rules (state.VERIFY makes the full work beside each and compares): the aura check
# skipped while no line holding an Aura's creature changed, the creatures with Threat, Offering or Catalyst
# counted from the few cards printing it, the cards left out of the legal list by their printed cost. Drafted decks and champions bring
# Symbiosis, Bind, Threat gifts and costs that come down into play.
VERIFIED = SHAPES + [(2, ("decks=draft", "champion=on")), (4, ("mode=ffa", "decks=draft", "champion=on"))]


@pytest.fixture
def verify(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(state, "VERIFY", True)


@pytest.mark.parametrize("players,settings", VERIFIED, ids=[" ".join(s) or "duel" for _p, s in VERIFIED])
def test_skipped_aura_checks_threat_counts_and_costs_match_the_full_work(verify: None, players: int,
                                                                          settings: tuple[str, ...]) -> None:
    assert sum(_play(players, settings, seed) for seed in range(6)) > 60


@pytest.mark.long
@pytest.mark.parametrize("players,settings", VERIFIED, ids=[" ".join(s) or "duel" for _p, s in VERIFIED])
def test_skipped_aura_checks_threat_counts_and_costs_match_the_full_work_long(verify: None, players: int,
                                                                               settings: tuple[str, ...]) -> None:
    for seed in range(6, 106):
        _play(players, settings, seed)


def _first_game_reaching(players: int, settings: tuple[str, ...], until: Callable[[CDState], bool]) -> CDState:
    """The first seeded random game that comes to a state ``until`` accepts, stopped there."""
    for seed in range(40):
        s = _state(players, settings, seed)
        assert isinstance(s, CDState)
        play(s, dict.fromkeys(range(s.num_players), PlayoutAgent(Rng(seed))), until=until)
        if s.result is None:
            return s
    raise AssertionError("no game came to such a state")


def _aura_in_play(s: CDState) -> bool:
    return any(s.in_play(c) for c in s.aura_ids)


def test_the_aura_check_fails_where_a_gift_changed_unseen(verify: None) -> None:
    """A creature slipped in beside an Aura's creature behind the engine's back (no move, so no line marked):
    the skipped check would keep the old gifts, and the full one says so."""
    s = _first_game_reaching(2, (), lambda x: _aura_in_play(x) and not x.lines_dirty)
    aura = next(c for c in s.aura_ids if s.in_play(c))
    front, seat, index = s.where(aura)
    stranger = next(c for c in s.hands[seat].cards if s.defs[c].type == "creature")
    s.line(front, seat).insert(index + 1, stranger)
    with pytest.raises(AssertionError, match="aura short cut"):
        board.check_auras(s, "A1")


def test_the_ability_count_fails_where_a_printing_card_is_not_known(verify: None) -> None:
    """A Threat creature in play missing from the cards read as printing Threat: the full count says so."""
    s = _first_game_reaching(4, ("mode=ffa",), lambda x: any(x.in_play(c) for c in x.printed_with("threat")))
    seat = next(x for x in range(4) if any(s.in_play(c) and s.cards[c].owner == x for c in s.printed_with("threat")))
    s._printed = (s.defs, {})
    with pytest.raises(AssertionError, match="threat count short cut"):
        s.threats(seat)


def test_the_cost_check_fails_where_a_dear_card_could_be_paid(verify: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """Were a card above the mana payable by some other means (here: every card payable), the cards the list
    leaves out by their printed cost alone would be wrongly left out, and the full refusal says so."""
    s = _first_game_reaching(2, (), lambda x: x.phase is Phase.SUMMON and any(
        x.defs[c].cost > x.mana[x.active] for c in x.hands[x.active].cards[:4]))
    monkeypatch.setattr(legal, "why_not_paid", lambda *_args: None)
    with pytest.raises(AssertionError, match="cost short cut"):
        legal.generate_legal(s)
