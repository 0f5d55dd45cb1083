"""The Magic log and labels read in both languages, as each seat was told them, and never name a hidden card."""
from __future__ import annotations

from game.ai.random_agent import RandomAgent
from game.engine.events import Event
from game.engine.match import Match
from game.rulesets.magic import commander, text


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


def test_a_commander_game_tells_its_commander_events_in_both_languages() -> None:
    m = Match("magic", 5, {"players": 4, "variant": "commander"})
    agents = [RandomAgent(70 + p) for p in range(4)]
    kinds: set[str] = set()
    for _ in range(3000):
        s = m.state
        if s.result is not None:
            break
        p = s.current_players()[0]
        events = s.apply(agents[p].choose(s, p))
        for e in events:
            if e.kind.startswith("commander_") and e.kind in text.EVENT_KINDS:
                kinds.add(e.kind)
                assert text.describe_event(s, e, "en") and text.describe_event(s, e, "ko")
    assert "commander_cast" in kinds
    s = Match("magic", 5, {"players": 4, "variant": "commander"}).state
    shown = Event("commander_set", {"player": 1, "card": commander.commanders(s)[1], "identity": "", "color": ""}, None)
    assert s.defs[commander.commanders(s)[1]].name.ko in text.describe_event(s, shown, "ko")
    assert "command zone" in text.describe_board(s, 0, "en") and "커맨드 영역" in text.describe_board(s, 0, "ko")
