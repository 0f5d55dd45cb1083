"""Lanes' short cuts change nothing a player could see: each is checked, in seeded random games, against the
work it saves."""
from __future__ import annotations

import pytest

from game.ai.random_agent import PlayoutAgent
from game.engine import registry
from game.engine.match import Match
from game.engine.rng import Rng
from game.engine.setup import build_setup
from game.engine.state import GameState
from game.formats.runner import play
from game.rulesets.lanes.state import LanesState


def _state(seed: int) -> LanesState:
    s = Match("lanes", seed, build_setup(registry.get("lanes"), seed, players=2)).state
    assert isinstance(s, LanesState)
    return s


def _who_acts_agrees(s: LanesState) -> None:
    assert s.current_players() == GameState.current_players(s), "who acts differs from the full computation"


def test_who_acts_is_read_from_the_first_legal_action_as_the_full_list_would_give() -> None:
    steps = 0
    for seed in range(6):
        s = _state(seed)
        out = play(s, {0: PlayoutAgent(Rng(seed)), 1: PlayoutAgent(Rng(seed))}, max_actions=3000,
                   until=lambda st: _who_acts_agrees(st) or False)     # type: ignore[func-returns-value,arg-type]
        assert out.finished
        steps += out.actions
    assert steps > 300


def test_the_who_acts_check_fails_where_two_players_have_actions(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.rulesets.lanes.actions import EndMain
    s = _state(1)
    monkeypatch.setattr(s, "legal_actions", lambda: [EndMain(1), EndMain(0)])
    with pytest.raises(AssertionError, match="who acts differs"):
        _who_acts_agrees(s)


def _plays_agree(s: LanesState) -> None:
    """Each action the turn player could try is listed exactly when its full check (``why_not_*``, the refusal
    the player is told) allows it: the list asks only what is left of the checks once the phase is known."""
    from game.rulesets.lanes import play as rules
    from game.rulesets.lanes.actions import Activate, Attack, EndAttack, EndMain, PlayItem, PlaySkill, PlayUnit
    from game.rulesets.lanes.statics import abilities_of_kind
    if s.result is not None or s.decisions:
        return
    legal = set(s.legal_actions())
    p = s.turn_player
    full = {}
    for c in s.zone_cards(p, "hand"):
        full[PlaySkill(p, c)] = rules.why_not_play_skill(s, p, c)
        for lane in range(3):
            full[PlayUnit(p, c, lane)] = rules.why_not_play_unit(s, p, c, lane)
            full[PlayItem(p, c, lane)] = rules.why_not_play_item(s, p, c, lane)
    for src in rules.active_sources(s, p):
        for ab in abilities_of_kind(s, src, "active"):
            full[Activate(p, src, ab.key)] = rules.why_not_activate(s, p, src, ab.key)
    for lane in range(3):
        full[Attack(p, lane)] = rules.why_not_attack(s, p, lane)
    full[EndMain(p)] = rules.why_not_end_main(s, p)
    full[EndAttack(p)] = rules.why_not_end_attack(s, p)
    assert legal <= set(full), "an action listed that no check covers"
    for action, why in full.items():
        assert (action in legal) == (why is None), f"{action} listed otherwise than its full check ({why})"


def _plays_games(seeds: range) -> int:
    steps = 0
    for seed in seeds:
        s = _state(seed)
        out = play(s, {0: PlayoutAgent(Rng(seed)), 1: PlayoutAgent(Rng(seed + 5))}, max_actions=3000,
                   until=lambda st: _plays_agree(st) or False)     # type: ignore[func-returns-value,arg-type]
        assert out.finished and not out.violations, out.violations[:1]
        steps += out.actions
    return steps


def test_the_plays_listed_are_those_the_full_checks_allow() -> None:
    assert _plays_games(range(6)) > 300


@pytest.mark.long
def test_the_plays_listed_are_those_the_full_checks_allow_long() -> None:
    _plays_games(range(6, 80))


@pytest.mark.parametrize("part", ["skill_refused", "item_refused", "attack_refused"])
def test_the_plays_check_fails_where_the_list_leaves_one_out(monkeypatch: pytest.MonkeyPatch, part: str) -> None:
    from game.rulesets.lanes import legal
    monkeypatch.setattr(legal, part, lambda *a, **k: ("6.1", "no", "no"))
    with pytest.raises(AssertionError, match="listed otherwise"):
        _plays_games(range(6))


def _live_games(monkeypatch: pytest.MonkeyPatch, seeds: range) -> int:
    """Every ability list of a keyword is compared with the full one: the card's abilities of that keyword
    (printed and granted), their gates asked, where a card without the keyword is answered at once."""
    import sys
    from game.rulesets.lanes import statics
    asked = [0]
    quick = statics.live_abilities

    def checked(s: LanesState, iid: int, keyword: str) -> list:
        got = quick(s, iid, keyword)
        owner = s.cards[iid].owner
        full = [a for a in statics.abilities_of_kind(s, iid, keyword) if statics.gates_hold(s, a, owner, iid)]
        assert got == full, f"live abilities differ from the full computation ({iid}, {keyword})"
        asked[0] += 1
        return got

    for name, module in list(sys.modules.items()):
        if name.startswith("game.rulesets.lanes") and getattr(module, "live_abilities", None) is quick:
            monkeypatch.setattr(module, "live_abilities", checked)
    for seed in seeds:
        s = _state(seed)
        out = play(s, {0: PlayoutAgent(Rng(seed)), 1: PlayoutAgent(Rng(seed + 9))}, max_actions=3000)
        assert out.finished and not out.violations, out.violations[:1]
    return asked[0]


def test_a_cards_live_abilities_found_at_once_equal_the_full_computation(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _live_games(monkeypatch, range(6)) > 1000


@pytest.mark.long
def test_a_cards_live_abilities_found_at_once_equal_the_full_computation_long(
        monkeypatch: pytest.MonkeyPatch) -> None:
    _live_games(monkeypatch, range(6, 80))


def test_the_live_abilities_check_fails_where_a_keyword_is_missed(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys
    from game.rulesets.lanes import statics
    real = statics.live_abilities

    def blind(s: LanesState, iid: int, keyword: str) -> list:
        return [] if keyword == "auto" else real(s, iid, keyword)   # as if no card had the keyword "auto"

    for name, module in list(sys.modules.items()):
        if name.startswith("game.rulesets.lanes") and getattr(module, "live_abilities", None) is real:
            monkeypatch.setattr(module, "live_abilities", blind)
    with pytest.raises(AssertionError, match="live abilities differ"):
        _live_games(monkeypatch, range(6))
