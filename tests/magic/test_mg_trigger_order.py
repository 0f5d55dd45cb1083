"""603.3b: a player whose triggered abilities wait together puts them on the stack in the order they choose
(the first pick resolves first); one trigger alone, or the other player's, is not asked about."""
from __future__ import annotations

import pytest

from game.engine.actions import Choose
from game.engine.errors import IllegalActionError

from mg_kit import card, do, position

BELL, SHRINE = "MG-B27", "MG-A70"     # upkeep: each opponent loses 1 life / you gain 1 life


def to_upkeep(p1: list[str], p2: list[str] | None = None):
    s = position(step="end", active=2, p1={"battlefield": p1}, p2={"battlefield": p2 or []})
    while not s.decisions and s.step.value != "upkeep":
        do(s, "pass")
    return s


@pytest.mark.parametrize("first,second", [(SHRINE, BELL), (BELL, SHRINE)])
def test_603_3b_the_player_chooses_which_of_their_triggers_resolves_first(first, second):
    s = to_upkeep([BELL, SHRINE])
    d = s.decisions[0]
    assert d.kind == "order" and d.player == 0 and d.rule == "603.3b"
    assert set(d.options) == {card(s, f"battlefield:{BELL}"), card(s, f"battlefield:{SHRINE}")}
    events = do(s, "choose", option=f"battlefield:{first}")
    assert not s.decisions and any(e.kind == "triggers_ordered" for e in events)
    assert [s.defs[i.card].id for i in s.stack] == [second, first]        # the top resolves first
    life = list(s.life)
    do(s, "pass")
    do(s, "pass")
    changed = 0 if first == SHRINE else 1
    assert s.life[changed] != life[changed] and s.life[1 - changed] == life[1 - changed]


def test_603_3b_a_choice_that_is_not_one_of_the_triggers_is_refused_with_the_rule():
    s = to_upkeep([BELL, SHRINE])
    with pytest.raises(IllegalActionError) as err:
        s.apply(Choose(0, 0))
    assert err.value.rule == "603.3b"


def test_603_3b_a_single_trigger_goes_on_the_stack_without_a_question():
    s = to_upkeep([BELL])
    assert not s.decisions and [s.defs[i.card].id for i in s.stack] == [BELL]


def test_603_3b_the_order_holds_through_a_target_chosen_for_one_of_them():
    """The Hermit of the Mossbound Wood (a vanguard: at your upkeep, a counter on target creature) and the
    Mourning Bell trigger together; the Hermit's target is asked as it goes on the stack, after the order."""
    s = position(step="end", active=2, options={"variant": "vanguard", "vanguard1": "MG-V07", "vanguard2": "MG-V04"},
                 p1={"battlefield": [BELL, "MG-G03"]}, p2={})
    while not s.decisions:
        do(s, "pass")
    d = s.decisions[0]
    assert d.kind == "order"
    hermit = card(s, "command:MG-V07")
    do(s, "choose", option=hermit)                          # the Hermit's counter resolves first
    assert s.decisions and s.decisions[0].kind == "target"  # its target is asked as it goes on the stack
    do(s, "choose", option="battlefield:MG-G03")
    assert not s.decisions
    assert [s.defs[i.card].id for i in s.stack] == [BELL, "MG-V07"]
