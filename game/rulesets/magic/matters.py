"""Cards that care about commanders (903): "as long as you control your commander", abilities of your
commander alone, "commander spells you cast cost {1} less" (reducing the mana cost plus the tax, 601.2f),
"whenever your commander attacks / deals combat damage to a player", putting your commander into your hand
from the command zone, and amounts counted from your commander's color identity. Outside Commander and
Brawl nobody has a commander: the conditions are false, the counts zero and the effects do nothing.
The same doors serve the abilities that read what their card noted as it was drafted (905.2b, draftnotes.py).
No pygame."""
from __future__ import annotations

import dataclasses

from . import commander, draftnotes
from .cards import Ability, Effect
from .state import MagicState, StackItem, zid
from .vocab import NOTED_SCOPES

CONTROL_COMMANDER = "control_commander"     # a static ability's condition
DISCOUNT = "commander_discount"             # a static ability: commander spells you cast cost {1} less
ATTACKS, COMBAT_DAMAGE = "commander_attacks", "commander_combat_damage"
FETCH = "fetch_commander"                   # an effect: your commander from the command zone into your hand
IDENTITY_COLORS = "identity_colors"         # an effect's amount: the colors of your commander's identity


def controls_commander(s: MagicState, p: int) -> bool:
    """Is one of ``p``'s commanders (either of two partners, 702.124) on their battlefield?"""
    return any(c in s.battlefield(p) for c in commander.leaders(s, p))


def applies(s: MagicState, source: int, a: Ability, iid: int) -> bool:
    """Does the static ability ``a`` of ``source`` apply to ``iid`` now (its condition, its scope)?"""
    me = s.controller(source)
    if a.condition == CONTROL_COMMANDER and not controls_commander(s, me):
        return False
    if a.scope == "your_commander":
        return iid in commander.leaders(s, me)
    if a.scope in NOTED_SCOPES:
        return draftnotes.reaches(s, source, a.scope, iid)
    return True


def discount(s: MagicState, p: int, card: int) -> int:
    """Generic mana taken off a commander spell of ``p``'s by their permanents (never below nothing)."""
    if not commander.is_commander(s, card) or s.cards[card].owner != p:
        return 0
    return sum(1 for i in s.battlefield(p) for a in s.defs[i].statics if a.static == DISCOUNT)


def commander_attacked(s: MagicState, iid: int) -> None:
    """508.3a: "whenever your commander attacks" abilities of its controller's permanents trigger."""
    _trigger_for(s, iid, ATTACKS)


def commander_dealt_damage(s: MagicState, iid: int) -> None:
    _trigger_for(s, iid, COMBAT_DAMAGE)


def _trigger_for(s: MagicState, iid: int, when: str) -> None:
    p = s.controller(iid)
    if iid not in commander.leaders(s, p):
        return
    for src in s.battlefield(p):
        for i, a in enumerate(s.defs[src].abilities):
            if a.kind == "triggered" and a.when == when:
                s.pending.append(StackItem("ability", src, p, i, s.defs[src].id))


def amount(s: MagicState, item: StackItem, e: Effect) -> Effect:
    """The effect with its counted amount filled in."""
    if e.amount_of == IDENTITY_COLORS:
        n = len(commander.identity_of(s, item.controller)) if commander.leaders(s, item.controller) else 0
        s.emit("counted", card=item.card, what=IDENTITY_COLORS, amount=n, rule="903.4")
        return dataclasses.replace(e, amount=n)
    if e.amount_of == "noted_number":            # 905.2b: the number its card noted as it was drafted
        return dataclasses.replace(e, amount=draftnotes.number(s, item.card))
    if e.amount_of in ("charge_counters", "time_counters"):     # the named counters on the ability's source
        from .counters import count
        return dataclasses.replace(e, amount=count(s, item.card, e.amount_of.partition("_")[0]))
    return e


def fetch(s: MagicState, item: StackItem) -> None:
    """Your commander, if it is in the command zone, is put into your hand. 903.9b would let its owner keep it
    in the command zone instead; that is where it already is, so the choice is not asked: it changes nothing
    that playing the card did not already choose. With two partners, the first of them found there."""
    c = next((c for c in commander.leaders(s, item.controller) if s.cards[c].zone == zid(item.controller, "command")),
             -1)
    if c >= 0:
        s.move(c, zid(item.controller, "hand"), cause=FETCH)
    else:
        s.emit("commander_not_fetched", player=item.controller, card=item.card, rule="903.9b")
