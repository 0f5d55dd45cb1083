"""Elements Illusion's sealed phases (EI-4.3): nothing of a seat's sealed choices reaches another seat's view,
the events it receives or the log it reads before the choice's reveal point."""
from __future__ import annotations

import json
from typing import Any

from game.engine.match import Match
from game.rulesets.elements_illusion import invariants, text
from game.rulesets.elements_illusion.actions import Lock
from game.rulesets.elements_illusion.state import EIState

from ei_kit import do, lock_all, pos

SEATS = {"p1": {"hand": ["F1", "W1", "E2"]},
         "p2": {"hand": ["F1", "W1", "A1", "E1", "F2", "W2", "A2", "E3", "E2", "A2", "W2", "transform"], "ep": 6,
                "abilities": ["transform", "transform", "illusion", "separate"]},
         "p3": {"hand": ["E1", "A1"]}}


def _start(phase: str = "main") -> EIState:
    return pos(3, phase=phase, el=30, drop=["F2", "W3"], **SEATS)


MAIN_A = [("combine", {"use": ["A1", "F1", "W1"], "into": "E2"}), ("trade", {"pay": ["E3"]}),
          ("change", {"src": "F2", "to": "W"}), ("exchange", {"ep": 2, "card": "transform#1"}), ("scarecrow", {}),
          ("divide", {"target": "F2"})]
MAIN_B = [("combine", {"use": ["A2", "F2", "W2"], "into": "E3"}), ("trade", {"pay": ["A1", "E1", "F1"]}),
          ("change", {"src": "A2", "to": "F"}), ("exchange", {"ep": 6, "card": "transform#1"}), ("reset", {}),
          ("trade", {"pay": ["A2", "W2"]})]


def _views(s: EIState, seats: tuple[int, ...]) -> list[str]:
    return [json.dumps(s.view(q), sort_keys=True) for q in seats]


def _received(events: list[Any], seat: int) -> list[dict[str, Any]]:
    return [e.for_player(seat).to_json() for e in events]


def test_ei_4_3_a_seats_view_and_events_do_not_change_with_another_seats_sealed_main_plan() -> None:
    a, b = _start(), _start()
    assert _views(a, (0, 2)) == _views(b, (0, 2))
    for (verb_a, fields_a), (verb_b, fields_b) in zip(MAIN_A, MAIN_B):
        ea = do(a, verb_a, player=2, **fields_a)
        eb = do(b, verb_b, player=2, **fields_b)
        assert _views(a, (0, 2)) == _views(b, (0, 2)), (verb_a, verb_b)
        assert _received(ea, 0) == _received(eb, 0) == [] and _received(ea, 2) == _received(eb, 2)
        assert text.describe_events(a, ea, "en", 0) == text.describe_events(b, eb, "en", 0)
    assert a.view(1)["plan"] != b.view(1)["plan"]            # the seat itself sees what it chose
    ea, eb = a.apply(Lock(1)), b.apply(Lock(1))
    assert _received(ea, 0) == _received(eb, 0) and _views(a, (0, 2)) == _views(b, (0, 2))
    assert a.view(0)["locked"] == [False, True, False]
    lock_all(a)
    lock_all(b)
    assert a.view(0)["levelups"][1] != b.view(0)["levelups"][1]   # the reveal point: now it shows


def test_ei_4_3_a_seats_view_does_not_change_whatever_number_of_steps_another_seat_takes() -> None:
    a, b = _start(), _start()
    for verb, fields in MAIN_A:
        do(a, verb, player=2, **fields)
    do(b, "trade", player=2, pay=["E3"])
    assert _views(a, (0, 2)) == _views(b, (0, 2))


def test_ei_4_3_a_seats_view_and_events_do_not_change_with_another_seats_sealed_build_plan() -> None:
    a, b = _start("build"), _start("build")
    steps_a = [("skill", {"skill": "flame", "targets": None}), ("skill", {"skill": "sling", "targets": [1]}),
               ("interrupt", {"target": 3}), ("silence", {"targets": [1, 3]}), ("build", {"kind": "transform"})]
    steps_b = [("skill", {"skill": "flame_fist", "targets": [3]}), ("skill", {"skill": "earthquake"}),
               ("convert", {"count": 1, "skill": "rock_throw", "targets": [1]}),
               ("multishot", {"count": 1, "targets": [1, 3]}), ("reset", {})]
    for (verb_a, fields_a), (verb_b, fields_b) in zip(steps_a, steps_b):
        ea = do(a, verb_a, player=2, **fields_a)
        eb = do(b, verb_b, player=2, **fields_b)
        assert _views(a, (0, 2)) == _views(b, (0, 2)), (verb_a, verb_b)
        assert _received(ea, 0) == _received(eb, 0) and _received(ea, 2) == _received(eb, 2)
    assert a.view(None) == b.view(None)                      # a spectator sees no more


def test_ei_4_3_sealed_steps_move_no_card_so_hand_counts_say_nothing() -> None:
    s = _start()
    before = [s.view(0)["zones"][z]["count"] for z in ("p1.hand", "p1.levelup", "drop")]
    for verb, fields in MAIN_A:
        assert do(s, verb, player=2, **fields) == []
    assert [s.view(0)["zones"][z]["count"] for z in ("p1.hand", "p1.levelup", "drop")] == before


def test_ei_4_3_the_pending_sealed_decisions_show_no_options() -> None:
    s = _start()
    do(s, "combine", player=2, use=["A1", "F1", "W1"], into="E2")
    for viewer in (0, 1, 2, None):
        decisions = s.view(viewer)["decisions"]
        assert [d["player"] for d in decisions] == [0, 1, 2]
        assert all(d["option_count"] == 0 and d["kind"] == "main" for d in decisions)


def test_the_invariants_catch_a_sealed_plan_reaching_another_seats_view(monkeypatch) -> None:
    s = _start()
    memo: dict[str, Any] = {}
    assert invariants.check(s, memo) == []
    do(s, "combine", player=2, use=["A1", "F1", "W1"], into="E2")
    assert invariants.check(s, memo) == []
    from game.rulesets.elements_illusion import view
    real = view.extra_view
    monkeypatch.setattr(view, "extra_view", lambda st, viewer: {**real(st, viewer), "peek": repr(st.plans)})
    do(s, "trade", player=2, pay=["E3"])
    # one seat is compared per check, in rotation: within one round every other seat has been
    found = [b for _ in range(s.n) for b in invariants.check(s, memo)]
    assert any("view changed while another seat built" in b for b in found)


def test_a_save_replays_to_the_same_state_and_keeps_the_settings() -> None:
    from game.engine import registry
    info = registry.get("ei")
    setup = {**info.default_setup(5), "players": 4, "ep_thresholds": "crossing", "round_limit": 2}
    m = Match("ei", 5, setup)
    from game.ai.random_agent import RandomAgent
    agents = [RandomAgent(50 + p) for p in range(4)]
    while m.state.result is None:
        p = m.state.current_players()[0]
        m.apply(agents[p].choose(m.state, p))
    saved = m.to_json()
    assert saved["setup"]["ep_thresholds"] == "crossing" and saved["setup"]["players"] == 4
    again = Match.from_json(json.loads(json.dumps(saved)))
    assert again.state.state_hash() == m.state.state_hash() and again.state.options["round_limit"] == 2
