"""{X} in a cost (107.3, 601.2b, 601.2f): the player chooses X as the spell is cast (or the ability
activated), among the values they can pay; the total cost is the cost with X generic mana added for each
{X}, on top of every other addition (a commander's tax too, 903.8). Effects with ``amount = "X"`` use the
value chosen; everywhere but on the stack X is 0 (107.3b), so a card's mana value counts none of it. No
pygame.

The choice is an ``x`` decision with one option per value it may take (``x0`` ... ``xN``, words, so that
no value is taken for a card); the cast waits in it as the payment question waits (paying.py). A value
beyond what the player can pay is never offered; when only 0 can be paid, 0 is taken without asking."""
from __future__ import annotations

import dataclasses
from typing import Any

from game.engine.decisions import Decision
from game.engine.text import Msg

from .costs import plan
from .mana import Cost
from .state import MagicState

KIND = "x"
RULE = "601.2b"
MOST = 20                  # a value of X beyond this is never offered (no card here could use more)


@dataclasses.dataclass(frozen=True, slots=True)
class XDecision(Decision):
    """Choosing X for ``act`` (a Cast or an Activate), whose cost without X is ``cost``."""
    act: Any = None
    cost: Cost = Cost()
    life: int = 0
    exclude: int = -1

    def to_json(self, viewer: int | None = None) -> dict[str, Any]:
        out = Decision.to_json(self, viewer)
        out["choosing_x"] = str(self.act)
        return out


def with_x(cost: Cost, x: int) -> Cost:
    """601.2f: the total cost once X is chosen: X generic mana for each {X}, and no {X} left to choose."""
    return dataclasses.replace(cost, generic=cost.generic + x * cost.x, x=0) if cost.x else cost


def affordable(s: MagicState, p: int, cost: Cost, life: int, exclude: int) -> list[int]:
    """The values of X that ``p`` can pay for now (0 always, since the cast itself was legal)."""
    out = [0]
    for n in range(1, MOST + 1):
        if plan(s, p, with_x(cost, n), life, exclude=exclude) is None:
            break
        out.append(n)
    return out


def option(n: int) -> str:
    return f"x{n}"


def value(option: Any) -> int:
    return int(str(option)[1:])


def ask(s: MagicState, act: Any, cost: Cost, life: int, exclude: int) -> bool:
    """Put the question of X for ``act`` (True), unless the cost has no {X} or only 0 can be paid."""
    if not cost.x:
        return False
    values = affordable(s, act.player, cost, life, exclude)
    if len(values) == 1:
        return False
    name = s.defs[act.card].name
    s.decisions.insert(0, XDecision(
        act.player, KIND, tuple(option(n) for n in values),
        Msg(f"Choose X for {name.en} ({cost.text()}): you can pay up to X = {values[-1]}.",
            f"{name.ko}({cost.text()})의 X를 고르세요: X = {values[-1]}까지 지불할 수 있습니다."),
        RULE, source=act.card, act=act, cost=cost, life=life, exclude=exclude))
    return True


