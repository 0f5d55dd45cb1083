"""The log's words: sentences in the reader's language, lanes counted from 1, nothing the reader may not see."""
from __future__ import annotations

import random
import re

import pytest

from game.engine import registry
from game.engine.actions import Concede
from game.engine.match import Match
from game.rulesets.lanes.text import SILENT_EVENTS, describe_decision, describe_event, describe_events

SEEDS = range(6)


def _playouts() -> list[tuple[Match, list]]:
    """Seeded random games to the end (or 300 actions): each match with the events of every action."""
    out = []
    for seed in SEEDS:
        m = Match("lanes", seed, registry.get("lanes").default_setup(seed))
        rng = random.Random(seed)
        batches = []
        while m.state.result is None and len(m.log) < 300:
            legal = [a for a in m.state.legal_actions() if not isinstance(a, Concede)]
            batches.append(m.apply(legal[rng.randrange(len(legal))]))
        out.append((m, batches))
    return out


PLAYOUTS = _playouts()


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_log_line_is_a_sentence_with_lanes_counted_from_one(lang):
    lines = [line for m, batches in PLAYOUTS for events in batches for viewer in (0, 1, None)
             for line in describe_events(m.state, events, lang, viewer)]
    assert len(lines) > 500
    for line in lines:
        assert not re.search(r"[a-z]+_[a-z]+", line), line          # no raw event ids such as unit_placed
        assert re.search(r"[.!]( \(\d+(\.\d+)*\))?$", line), line   # a sentence, then its rule if any
        assert "lane 0" not in line and "0번 레인" not in line, line
        for lane in re.findall(r"lane (\d+)|(\d+)번 레인", line):
            assert int(lane[0] or lane[1]) in (1, 2, 3), line
        if lang == "ko":
            assert re.search(r"[가-힣]", line), line
            assert "(를)" not in line and "(가)" not in line and "(으)" not in line, line


def test_every_kind_of_event_is_told_unless_the_table_shows_it_otherwise():
    told: dict[str, bool] = {}
    for m, batches in PLAYOUTS:
        for events in batches:
            for e in events:
                told[e.kind] = told.get(e.kind, False) or describe_event(m.state, e, "en") is not None
    untold = sorted(k for k, said in told.items() if not said and k not in SILENT_EVENTS)
    assert not untold, f"events with no sentence: {untold}"
    assert told.get("unit_placed") and told.get("battle_end") and told.get("effects_ended")


def test_a_card_the_reader_may_not_see_is_never_named():
    checked = 0
    for m, batches in PLAYOUTS:
        s = m.state
        for events in batches:
            for e in events:
                if e.visible_to is None or e.kind != "card_moved":
                    continue
                for viewer in (0, 1):
                    if viewer in e.visible_to:
                        continue
                    line = describe_event(s, e.for_player(viewer), "en") or ""
                    assert s.defs[e.data["card"]].name.en not in line, line
                    checked += 1
                    lines = describe_events(s, [e], "en", viewer)
                    assert all(s.defs[e.data["card"]].name.en not in x for x in lines)
    assert checked > 50


def test_a_mulligan_names_the_new_hand_only_to_its_owner():
    m = Match("lanes", 5, registry.get("lanes").default_setup(5))
    d = m.state.decisions[0]
    events = m.apply(f"choose player={d.player} option=mulligan")
    hand = [m.state.defs[c].name.en for c in m.state.zones[f"p{d.player}.hand"].cards]
    mine = " ".join(describe_events(m.state, events, "en", d.player))
    theirs = " ".join(describe_events(m.state, events, "en", 1 - d.player))
    assert all(name in mine for name in hand)
    assert not any(name in theirs for name in hand)
    assert f"Player {d.player + 1} takes a mulligan: 5 cards go back into the deck" in theirs
    assert f"Player {d.player + 1} draws 5 cards." in theirs


def test_five_draws_make_one_line():
    m = Match("lanes", 5, registry.get("lanes").default_setup(5))
    d = m.state.decisions[0]
    events = m.apply(f"choose player={d.player} option=mulligan")
    draws = [line for line in describe_events(m.state, events, "ko", d.player) if "드로우" in line]
    assert len(draws) == 1 and draws[0].count(",") == 4


def test_a_may_decision_names_its_card_and_shows_the_ability():
    from game.rulesets.lanes.actions import PlayUnit
    from game.rulesets.lanes.scenario import position
    seer = {"id": "UT-SEER", "name": {"en": "Tide Seer", "ko": "조류 예언자"}, "type": "unit", "attribute": "wave",
            "cost": 1, "power": 2, "hit": 1,
            "ability": [{"keyword": "entry", "may": True, "effect": [{"do": "draw", "n": 1}]}]}
    s = position({"turn": 3, "turn_player": 1, "phase": "main",
                  "p1": {"leader": "LT-L01", "level": 4, "hand": ["UT-SEER"], "deck": ["LT-F01"] * 4},
                  "p2": {"leader": "LT-L02", "deck": ["LT-F01"] * 4}}, [seer])
    card = s.zones["p0.hand"].cards[0]
    s.apply(PlayUnit(0, card, 0))
    d = s.decisions[0]
    assert d.kind == "may"
    question, text = describe_decision(s, d, "en")
    assert question.startswith("Tide Seer: ") and question.endswith("(8.1.2.2)")
    assert text is not None and "draw" in text.lower()
    question, text = describe_decision(s, d, "ko")
    assert question.startswith("조류 예언자: ") and text and "드로우" in text


def test_a_block_question_names_the_attacker():
    from game.rulesets.lanes.actions import Attack
    from game.rulesets.lanes.scenario import position
    s = position({"turn": 3, "turn_player": 1, "phase": "attack",
                  "p1": {"leader": "LT-L01", "level": 4, "lane0": "LT-F07", "deck": ["LT-F01"] * 4},
                  "p2": {"leader": "LT-L02", "lane0": "LT-E01", "deck": ["LT-F01"] * 4}})
    s.apply(Attack(0, 0))
    d = s.decisions[0]
    assert d.kind == "block"
    assert describe_decision(s, d, "en")[0].startswith("Ashguard Shieldbearer attacks. ")
    assert describe_decision(s, d, "ko")[0].startswith("잿불 방패병이 공격합니다. ")
