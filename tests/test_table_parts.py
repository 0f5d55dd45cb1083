"""Every game's table and text parts keep the protocols the app relies on (game/ui/tableinfo.py,
game/ui/table/part.py, game/engine/textpart.py), and the app reaches games only through their registration."""
from __future__ import annotations

import inspect
import subprocess
import sys

import pytest

from game.engine import registry
from game.engine.text import Msg
from game.engine.textpart import TEXT_NAMES, TextRules, text_part
from game.rulesets import RULESETS
from game.ui.seatsetup import Seating
from game.ui.tableinfo import MenuEntry, TableEntry, table_entry, table_part


def test_the_games_come_in_the_order_of_the_list_whichever_was_imported_first() -> None:
    code = ("import game.rulesets.dragon_duel.scenario\n"
            "from game.engine import registry\n"
            "print(','.join(i.id for i in registry.all_rulesets()))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().splitlines()[-1] == ",".join(RULESETS)


PLAYS = [i for i in registry.all_rulesets() if {"hotseat", "solo", "replays"} & set(i.modes)]


def _positional(fn: object) -> int:
    """How many arguments a function takes by position (its required ones at least)."""
    params = inspect.signature(fn).parameters.values()  # type: ignore[arg-type]
    return sum(p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) for p in params)


def test_every_game_that_offers_play_has_a_table_and_a_text_part() -> None:
    for info in PLAYS:
        assert table_part(info) is not None and text_part(info) is not None, info.id


@pytest.mark.parametrize("info", registry.all_rulesets(), ids=lambda i: i.id)
def test_every_games_text_part_keeps_the_text_protocol(info: registry.RulesetInfo) -> None:
    text = text_part(info)
    if text is None:
        return
    for name in TEXT_NAMES:              # every name present, each a function taking what the protocol hands it
        fn = vars(text)[name]
        if name == "describe_board" and fn is None:
            continue
        # the protocol's own less its self; describe_board: (state, viewer, lang)
        want = 3 if name == "describe_board" else _positional(getattr(TextRules, name)) - 1
        assert callable(fn) and _positional(fn) >= want, (info.id, name)
    assert "decision_prompt" not in vars(text), info.id      # one name for the prompt: describe_decision


@pytest.mark.parametrize("info", registry.all_rulesets(), ids=lambda i: i.id)
def test_every_games_table_entry_is_typed_and_sane(info: registry.RulesetInfo) -> None:
    part = table_part(info)
    if part is None:
        return
    entry = table_entry(info)
    assert isinstance(entry, TableEntry) and entry is part.TABLE and callable(part.make)
    seats = range(info.min_players, info.max_players + 1)
    options = {o.id for o in info.options}
    own = entry.starts()
    assert len(set(own)) == len(own) and not set(own) & set(registry.MODES), info.id
    for mode, label in [*entry.labels.items(), *entry.modes]:
        assert mode in registry.MODES or mode in own, (info.id, mode)
        assert isinstance(label, Msg) and label.en and label.ko, (info.id, mode)
    assert set(entry.menu_set) <= options, (info.id, set(entry.menu_set) - options)
    assert not entry.rules_solo or "solo" in info.modes, info.id
    assert not entry.deck_sets or info.part("catalogue") is not None, info.id
    for hook in (entry.menu_setup, entry.menu_next, entry.demo_decks, entry.scripted_opening, entry.saved_what):
        assert hook is None or callable(hook), info.id
    assert not (entry.menu_next or own) or entry.menu_setup is not None, info.id   # own starts go through it
    assert entry.demo_players is None or entry.demo_players in seats, info.id
    assert entry.table_seats is None or (entry.table_seats and set(entry.table_seats) <= set(seats)), info.id
    if entry.seating is not None:
        seating = entry.seating
        assert isinstance(seating, Seating) and seating.players and set(seating.players) <= set(seats), info.id
        assert set(seating.start.values()) <= set(seating.players), info.id
        assert set(seating.kinds) <= {"solo", "hotseat", *own} and set(seating.kinds) <= {*info.modes, *own}, info.id
        assert set(seating.checked) <= options, info.id
        for n in seating.players:
            assert set(seating.rows({}, n)) <= options, (info.id, n)
    ids = [e.id for e in entry.entries]
    assert len(set(ids)) == len(ids) and not set(ids) & {*registry.MODES, *own}, info.id
    for e in entry.entries:
        assert isinstance(e, MenuEntry) and e.label.en and e.label.ko and callable(e.opener), (info.id, e.id)
