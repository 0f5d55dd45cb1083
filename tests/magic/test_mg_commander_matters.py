"""903.3d: "whenever you cast your commander" (Herald's Horn, MG-A72) is a commander spell of yours, cast from
the command zone or from anywhere else; another creature spell, or another player's commander, is not."""
from __future__ import annotations

from typing import Any

from game.rulesets.magic import commander

from mg_kit import card, do, pass_all, position

HORN, KAELITH = "MG-A72", "MG-K01"
LANDS = ["MG-L01", "MG-L01", "MG-L04", "MG-L04"]


def table(p1: dict[str, Any], p2: dict[str, Any] | None = None, active: int = 1):
    return position(options={"variant": "commander"}, step="main1", active=active, p1={"life": 40, **p1},
                    p2={"life": 40, **(p2 or {})})


def horn_triggers(events: list[Any], s: Any) -> int:
    horn = [c for c in range(len(s.cards)) if s.defs[c].id == HORN]
    return sum(1 for e in events if e.kind == "triggered" and e.data.get("card") in horn)


def test_903_3d_casting_your_commander_from_the_command_zone_triggers_the_horn_and_it_draws():
    s = table({"command": [KAELITH], "commander": f"command:{KAELITH}", "battlefield": [HORN] + LANDS})
    hand = len(s.hand(0))
    events = do(s, "cast", card=f"command:{KAELITH}")
    events += do(s, "pass")          # the trigger goes on the stack above the commander spell
    assert horn_triggers(events, s) == 1
    assert [s.defs[i.card].id for i in s.stack] == [KAELITH, HORN]
    pass_all(s)
    assert len(s.hand(0)) == hand + 1


def test_903_3d_a_commander_cast_from_the_hand_is_still_your_commander_spell():
    s = table({"hand": [KAELITH], "commander": f"hand:{KAELITH}", "battlefield": [HORN] + LANDS})
    events = do(s, "cast", card=f"hand:{KAELITH}")
    events += do(s, "pass")
    assert horn_triggers(events, s) == 1 and commander.casts(s, card(s, f"stack:{KAELITH}")) == 0


def test_903_3d_another_creature_spell_is_not_your_commander():
    s = table({"hand": ["MG-W01"], "command": [KAELITH], "commander": f"command:{KAELITH}",
               "battlefield": [HORN] + LANDS})
    events = do(s, "cast", card="hand:MG-W01")
    events += do(s, "pass")
    assert horn_triggers(events, s) == 0


def test_903_3d_an_opponents_commander_is_not_yours():
    s = table({"battlefield": [HORN]},
              {"command": [KAELITH], "commander": f"command:{KAELITH}", "battlefield": LANDS}, active=2)
    events = do(s, "cast", card=f"p2.command:{KAELITH}")
    events += do(s, "pass")
    assert horn_triggers(events, s) == 0
