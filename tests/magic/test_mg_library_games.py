"""Whole games of the AI's quick policy with decks of the library, modal, two-target, counter and
commander-matters cards: every search, scry, mode, second target and counter is answered and resolved
without a crash, and every invariant holds after every action."""
from __future__ import annotations

import pytest

from game.engine.rng import Rng
from game.rulesets.magic.ai_policy import quick_action
from game.rulesets.magic.cards import load_card_db
from game.rulesets.magic.invariants import check
from game.rulesets.magic.setup import new_state

LANDS = {"W": "MG-L01", "U": "MG-L02", "B": "MG-L03", "R": "MG-L04", "G": "MG-L05"}


def _deck(colors: str) -> dict[str, list[str]]:
    db = load_card_db()
    mine = sorted(k for k, d in db.cards.items() if k[4:].isdigit() and 90 <= int(k[4:]) <= 119 and not d.token
                  and set(d.colors) <= set(colors))
    cards = [c for c in mine for _ in range(2)][:36]
    for k in range(60 - len(cards)):
        cards.append(LANDS[colors[k % len(colors)]])
    return {"cards": cards}


@pytest.mark.parametrize("seed,colors", [(1, ("BG", "UR")), (2, ("WU", "RG")), (3, ("WB", "GU"))])
def test_games_with_the_new_cards_finish_cleanly(seed: int, colors: tuple[str, str]) -> None:
    s = new_state(seed, {"players": 2, "decks": [_deck(colors[0]), _deck(colors[1])]})
    rng, memo, kinds = Rng(seed), {}, set()
    for _ in range(2500):
        if s.result is not None:
            break
        if s.decisions:
            kinds.add(s.decisions[0].kind)
        s.apply(quick_action(s, s.current_players()[0], rng))
        assert check(s, memo) == []
    assert kinds & {"search", "scry", "look", "mode", "aim", "library_bottom", "scry_top"}, kinds


def test_a_saved_game_with_searches_and_modes_loads_to_the_same_state(tmp_path) -> None:
    """The shuffles after searches follow the seed, and every choice is in the log: the loaded game is the
    same position, hash for hash."""
    from game.engine.match import Match
    setup = {"players": 2, "decks": [_deck("BG"), _deck("UR")]}
    m = Match("magic", 1, setup)
    rng, kinds = Rng(1), set()
    for _ in range(600):
        s = m.state
        if s.result is not None:
            break
        if s.decisions:
            kinds.add(s.decisions[0].kind)
        m.apply(quick_action(s, s.current_players()[0], rng))
    assert "search" in kinds or "scry" in kinds or "look" in kinds, kinds
    path = str(tmp_path / "game.json")
    m.save(path)
    again = Match.load(path)
    assert again.state.state_hash() == m.state.state_hash()
