"""The rules issue 23 found cited wrongly or missing: each refusal names the rule that really refuses,
in both languages, as the player reads it in the prompt."""
from __future__ import annotations

import pytest

from game.engine.errors import IllegalActionError

from mg_kit import act, position

COMMANDER = {"variant": "commander"}


def _refusal(s, action: str, **fields) -> IllegalActionError:
    a = act(s, action, **fields)
    assert a not in s.legal_actions()
    with pytest.raises(IllegalActionError) as err:
        s.apply(a)
    return err.value


def test_903_8_an_unaffordable_commander_from_the_command_zone_is_refused_saying_its_tax() -> None:
    s = position(options=COMMANDER, step="main1", active=1,
                 p1={"command": ["MG-K01"], "commander": "command:MG-K01", "tax": 2,
                     "battlefield": ["MG-L01", "MG-L01", "MG-L04", "MG-L04", "MG-L04", "MG-L04"]})
    err = _refusal(s, "cast", card="command:MG-K01")
    assert err.rule == "903.8"
    assert "commander tax of {4}" in err.en and "장군 세금 {4}" in err.ko


def test_601_2h_the_same_commander_cast_from_the_hand_pays_no_tax_and_cites_the_mana_cost() -> None:
    s = position(options=COMMANDER, step="main1", active=1,
                 p1={"hand": ["MG-K01"], "commander": "hand:MG-K01", "battlefield": ["MG-L01", "MG-L04"]})
    err = _refusal(s, "cast", card="hand:MG-K01")
    assert err.rule == "601.2h" and "tax" not in err.en


def test_903_4e_a_source_of_the_commanders_identity_makes_no_color_outside_it() -> None:
    s = position(options=COMMANDER, step="main1", active=1,
                 p1={"command": ["MG-K05"], "commander": "command:MG-K05", "hand": ["MG-U54"],
                     "battlefield": ["MG-L51"]})
    err = _refusal(s, "cast", card="hand:MG-U54")
    assert err.rule == "903.4e" and "(G)" in err.en and "(G)" in err.ko


def test_903_4e_without_a_commander_such_a_source_makes_no_mana() -> None:
    s = position(options=COMMANDER, step="main1", active=1, p1={"hand": ["MG-G51"], "battlefield": ["MG-L51"]})
    err = _refusal(s, "cast", card="hand:MG-G51")
    assert err.rule == "903.4e" and "no commander" in err.en and err.ko


def test_601_2h_a_cost_too_big_even_for_any_color_is_still_the_mana_cost() -> None:
    s = position(options=COMMANDER, step="main1", active=1,
                 p1={"command": ["MG-K05"], "commander": "command:MG-K05", "hand": ["MG-U54"], "battlefield": []})
    assert _refusal(s, "cast", card="hand:MG-U54").rule == "601.2h"


def test_514_3a_a_commander_discarded_at_cleanup_is_offered_its_return_in_that_cleanup() -> None:
    from game.rulesets.magic.text import describe_events
    s = position(options=COMMANDER, step="end", active=1,
                 p1={"life": 40, "commander": "hand:MG-K01", "hand": ["MG-K01"] + ["MG-L01"] * 7})
    for _ in range(2):
        s.apply(act(s, "pass"))
    events = s.apply(act(s, "choose", option="hand:MG-K01"))
    assert s.step.value == "cleanup" and s.active == 0 and s.turn == 3
    assert s.decisions[0].kind == "command_zone" and s.decisions[0].rule == "903.9a"
    events += s.apply(act(s, "choose", option="command"))
    log = describe_events(s, events, "en", None) + describe_events(s, events, "ko", None)
    assert any("another cleanup step (514.3a)" in line for line in log)
    assert any("정리단을 다시 합니다" in line for line in log)
    assert s.priority == 0 and s.step.value == "cleanup"
    events = s.apply(act(s, "pass")) + s.apply(act(s, "pass"))
    assert [e.data["step"] for e in events if e.kind == "step_began"][:2] == ["cleanup", "untap"]
    assert s.active == 1


def test_514_3a_a_quiet_cleanup_gives_no_priority() -> None:
    s = position(step="end", active=1, p1={"hand": ["MG-L01"] * 8})
    for _ in range(2):
        s.apply(act(s, "pass"))
    events = s.apply(act(s, "choose", option="hand:MG-L01"))
    assert not any(e.kind == "cleanup_priority" for e in events) and s.active == 1


def test_903_4d_a_card_kept_out_by_its_back_faces_color_indicator_cites_903_4d() -> None:
    import dataclasses

    from game.rulesets.magic.cards import CardDb, load_card_db
    from game.rulesets.magic.commander import deck_problems
    pool = load_card_db()
    blue_back = dataclasses.replace(pool["MG-G51"], id="SC-DFC", back_colors=("U",))
    db = CardDb({**pool.cards, "SC-DFC": blue_back})
    found = deck_problems(db, ["MG-K05", "SC-DFC", "MG-U54"] + ["MG-L05"] * 97, "MG-K05", "commander")
    assert [p.rule for p in found] == ["903.4d", "903.5c"]
    assert "SC-DFC" in found[0].en and "SC-DFC" in found[0].ko and "back face" in found[0].en
    assert "SC-DFC" not in found[1].en and "MG-U54" in found[1].en
