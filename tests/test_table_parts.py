"""Every game's table part keeps the contract the generic table relies on (game/ui/table/part.py), and
the generic table reaches games only through their registration."""
from __future__ import annotations

import subprocess
import sys

from game.engine import registry
from game.rulesets import RULESETS


def test_the_games_come_in_the_order_of_the_list_whichever_was_imported_first() -> None:
    code = ("import game.rulesets.dragon_duel.scenario\n"
            "from game.engine import registry\n"
            "print(','.join(i.id for i in registry.all_rulesets()))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().splitlines()[-1] == ",".join(RULESETS)


def test_every_game_that_offers_play_has_a_table_and_a_text_part() -> None:
    for info in registry.all_rulesets():
        if {"hotseat", "solo", "replays"} & set(info.modes):
            table, text = info.part("table"), info.part("text")
            assert table is not None and callable(getattr(table, "make", None)), info.id
            for name in ("describe_action", "describe_event", "describe_events", "decision_prompt", "option_label"):
                assert callable(getattr(text, name, None)), (info.id, name)
