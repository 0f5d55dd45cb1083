"""The Magic log and labels read in both languages, as each seat was told them, and never name a hidden card."""
from __future__ import annotations

from game.ai.random_agent import RandomAgent
from game.engine.match import Match
from game.rulesets.magic import text


def test_a_random_game_reads_in_english_and_korean_for_every_seat_and_hides_other_hands() -> None:
    m = Match("magic", 8, {"players": 3})
    agents = [RandomAgent(40 + p) for p in range(3)]
    lines = 0
    for _ in range(600):
        s = m.state
        if s.result is not None:
            break
        for a in s.legal_actions()[:5]:
            assert text.describe_action(s, a, "en") and text.describe_action(s, a, "ko")
        p = s.current_players()[0]
        events = s.apply(agents[p].choose(s, p))
        for viewer in range(3):
            en = text.describe_events(s, events, "en", viewer)
            ko = text.describe_events(s, events, "ko", viewer)
            assert len(en) == len(ko)
            lines += len(en)
            for e in events:
                if e.kind == "card_moved" and e.data.get("to") == f"p{(viewer + 1) % 3}.hand" and e.visible_to \
                        and viewer not in e.visible_to:
                    assert e.for_player(viewer).data.get("card") is None
        board = text.describe_board(s, 0, "ko")
        assert "플레이어 1" in board
    assert lines > 200
