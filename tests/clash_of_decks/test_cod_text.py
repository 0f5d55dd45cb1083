"""Clash of Decks' text part: every event of whole games reads as a sentence in English and Korean, as
each seat was told it; the assault is told step by step, in sentences without the rulebook's step numbers."""
from __future__ import annotations

from game.ai import make_agent
from game.engine import registry
from game.engine.match import Match
from game.engine.setup import build_setup
from game.rulesets.clash_of_decks import text
from game.rulesets.clash_of_decks.cards import load_card_db

from cod_kit import do, make


def _games():
    info = registry.get("cod")
    pack = [c.id for c in load_card_db().pack(1)]
    drafted = {"decks": "draft", "drafted": [pack[:8], pack[8:16]]}     # a game dealt its drafted decks
    for seed, settings, seats in ((1, {}, 2), (2, {"exhaustion": "on", "champion": "on"}, 2), (3, drafted, 2),
                                  (4, {"mode": "solo"}, 1), (5, {"mode": "solo", "difficulty": 9}, 1)):
        setup = drafted if settings is drafted else build_setup(info, seed, players=seats, settings=settings)
        m = Match(info.id, seed, setup)
        agent = make_agent("random", seed, info.id)
        events = list(m.state.events)
        while m.state.result is None:
            s = m.state
            events.extend(m.apply(agent.choose(s, s.current_players()[0])))
        yield m.state, events


def test_every_event_kind_reads_as_a_sentence_in_both_languages() -> None:
    seen = set()
    for s, events in _games():
        for e in events:
            seen.add(e.kind)
            for viewer in (0, 1, None):
                told = e.for_player(viewer)
                en, ko = text.describe_event(s, told, "en"), text.describe_event(s, told, "ko")
                assert (en is None) == (ko is None), e
                if en is not None:
                    assert en != ko and "{" not in en and "{" not in ko, (e, en)
        for a in s.legal_actions():
            assert text.describe_action(s, a, "en") != text.describe_action(s, a, "ko")
    assert seen <= set(text.EVENT_KINDS) | {"card_moved"}
    assert {"activation", "attack", "damage", "destroyed", "citadel_moved", "ai_revealed", "game_over"} <= seen


def test_the_log_tells_the_assault_step_by_step_in_sentences_without_step_numbers() -> None:
    s = make({"p1": {"upper": ["TC-N5"]}, "p2": {"upper": ["TC-W1"]}})
    events = do(s, "assault")
    lines = text.describe_events(s, events, "en", 1)
    at = lines.index("Activation 1: TC-N5")
    assert lines[at:at + 4] == ["Activation 1: TC-N5", "TC-N5 attacks TC-W1", "TC-N5 deals 5 to TC-W1", "TC-W1 destroyed"]
    assert not any(line[:1] in "AS" and line.split(".")[0][1:].isdigit() for line in lines)
    ko = text.describe_events(s, events, "ko", 0)
    assert "1번째 활성화: TC-N5ko" in ko and "TC-W1ko 파괴됨" in ko
