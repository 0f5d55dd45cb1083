"""A program's choice depends on its level, its seed and what its seat sees: nothing else. Thoughts
thrown away by an Undo, other positions thought about first, or a Resume (which makes a new program
from the match's seed) change nothing."""
from __future__ import annotations

import pytest

from game.ai import make_agent
from game.engine import registry
from game.engine.match import Match

GAMES = ["lanes", "dragon-duel"]


def _human(m: Match, player: int):
    """A player who is not a program, as fixed as a script: which of the legal actions depends on how far
    the game has gone."""
    legal = [a for a in m.state.legal_actions() if a.player == player]
    return legal[(len(m.log) * 7) % len(legal)]


def _positions(ruleset: str, seed: int, count: int) -> list[Match]:
    """Positions where seat 0 has a real choice, every other one, from games that follow each other."""
    info = registry.get(ruleset)
    out: list[Match] = []
    while len(out) < count:
        m = Match(ruleset, seed, info.default_setup(seed))
        choices = 0
        while m.state.result is None and len(out) < count:
            s = m.state
            p = s.current_players()[0]
            if p == 0 and len([a for a in s.legal_actions() if a.player == 0]) > 1:
                choices += 1
                if choices % 2:
                    out.append(Match.from_json(m.to_json()))
            m.apply(_human(m, p))
        seed += 1
    return out


def _undone(m: Match) -> Match:
    """The position again, as Undo makes it: the next action taken, then the log replayed without it."""
    after = Match.from_json(m.to_json())
    after.apply(after.state.legal_actions()[0])
    again = Match(after.ruleset_id, after.seed, after.setup)
    for action in after.log[:-1]:
        again.apply(action)
    assert again.state.state_hash() == m.state.state_hash()
    return again


@pytest.mark.parametrize("ruleset", GAMES)
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_the_same_position_gets_the_same_choice_whatever_the_program_thought_before(ruleset: str, level: str) -> None:
    positions = _positions(ruleset, 4, 6)
    busy = make_agent(level, 21, ruleset)      # thinks about every position in turn, then again backwards
    seen_first = [busy.choose(m.state.clone(), 0) for m in positions]
    seen_again = [busy.choose(m.state.clone(), 0) for m in reversed(positions)][::-1]
    fresh = [make_agent(level, 21, ruleset).choose(m.state.clone(), 0) for m in positions]
    after_undo = []
    for m in positions:
        agent = make_agent(level, 21, ruleset)
        agent.choose(m.state.clone(), 0)       # thought about, played, then taken back
        after_undo.append(agent.choose(_undone(m).state, 0))
    assert seen_first == fresh == seen_again == after_undo


@pytest.mark.parametrize("ruleset", GAMES)
def test_a_resumed_solo_game_continues_exactly_like_the_uninterrupted_one(ruleset: str, tmp_path) -> None:
    """You against Normal; the game is saved and resumed part way, the program made anew from the
    match's seed as the table makes it (seed * 7 + seat), and the rest of the game is the same."""
    info = registry.get(ruleset)
    seed, ai_seat, stop = 12, 1, 40

    def play(m: Match, agent, until: int) -> None:
        while m.state.result is None and len(m.log) < until:
            p = m.state.current_players()[0]
            m.apply(agent.choose(m.state.clone(), p) if p == ai_seat else _human(m, p))

    whole = Match(ruleset, seed, info.default_setup(seed))
    play(whole, make_agent("normal", seed * 7 + ai_seat), 120)

    part = Match(ruleset, seed, info.default_setup(seed))
    program = make_agent("normal", seed * 7 + ai_seat)
    play(part, program, stop)
    path = str(tmp_path / "autosave.json")
    part.save(path)
    resumed = Match.load(path)
    play(resumed, make_agent("normal", seed * 7 + ai_seat), 120)

    assert len(whole.log) > stop + 10
    assert [str(a) for a in resumed.log] == [str(a) for a in whole.log]
    assert resumed.state.state_hash() == whole.state.state_hash()
