"""510.1c: an attacker blocked by two or more creatures deals lethal damage to its blockers in the order
its controller chooses right after blocks (the rest to the last one); a single blocker is not asked about."""
from __future__ import annotations

import pytest

from game.engine.actions import Choose
from game.engine.errors import IllegalActionError
from game.rulesets.magic.state import Step

from mg_kit import card, do, pass_all, position

CHARGER, HOUND, CUB = "MG-G03", "MG-A22", "MG-G21"     # 3/3 attacking; a 2/2 and a 2/3 blocking


def blocked_by(blockers: list[str]):
    s = position(step="declare_attackers", p1={"battlefield": [CHARGER]}, p2={"battlefield": blockers})
    do(s, "attack", card=f"battlefield:{CHARGER}", target="p2")
    pass_all(s)
    for b in blockers:
        if s.step is Step.BLOCKERS and s.to_block:
            do(s, "block", card=f"p2.battlefield:{b}", attacker=f"p1.battlefield:{CHARGER}")
    if s.to_block:
        do(s, "declared")
    return s


def graveyard(s, p: int) -> list[str]:
    return [s.defs[c].id for c in s.zones[f"p{p}.graveyard"].cards]


@pytest.mark.parametrize("first,dies,lives", [(HOUND, HOUND, CUB), (CUB, CUB, HOUND)])
def test_510_1c_the_attacker_chooses_which_blocker_is_dealt_lethal_damage_first(first, dies, lives):
    s = blocked_by([HOUND, CUB])
    d = s.decisions[0]
    assert d.kind == "damage_order" and d.player == 0 and d.rule == "510.1c"
    assert d.source == card(s, f"battlefield:{CHARGER}") and len(d.options) == 2
    do(s, "choose", option=f"p2.battlefield:{first}")
    assert not s.decisions
    pass_all(s)
    assert s.step is Step.DAMAGE
    assert dies in graveyard(s, 1) and lives not in graveyard(s, 1) and s.life[1] == 20


def test_510_1c_a_creature_that_is_not_blocking_it_is_refused_with_the_rule():
    s = blocked_by([HOUND, CUB])
    with pytest.raises(IllegalActionError) as err:
        s.apply(Choose(0, card(s, f"battlefield:{CHARGER}")))
    assert err.value.rule == "510.1c"


def test_510_1c_a_single_blocker_needs_no_order():
    s = blocked_by([CUB])
    assert not s.decisions and s.priority == 0
    pass_all(s)
    assert CUB in graveyard(s, 1)
