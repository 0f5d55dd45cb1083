"""Creatures on the fronts: entering, moving, leaving, the standard processing order and the aura check.

The standard order (L298-308, L494-504): the upper front first, from the creature farthest from the
bridge to the nearest, then the lower front the same way. The aura gifts are recomputed only at the
activation orders' "check auras" steps (assault 1, 5, 13, 18; summon 13, 19) and at the start of a
turn; in between a creature keeps the gifts of the last check (L1788-1802).
"""
from __future__ import annotations

from typing import Iterable

from . import state as _state
from .state import CDState


def order_key(s: CDState, head: int) -> tuple[int, int]:
    front, seat, index = s.where(head)
    fronts = s.fronts_of(seat)
    return (fronts.index(front) if front in fronts else 2, -index)


def in_order(s: CDState, heads: Iterable[int]) -> list[int]:
    out = list(heads)
    if len(out) < 2:            # most hits destroy or hurt one creature: no place to look up
        return out
    return sorted(out, key=lambda h: order_key(s, h))


def reset_card(s: CDState, iid: int) -> None:
    """A card leaving play forgets its past: damage, Charge's bonus, its aura gifts."""
    s.dmg[iid] = 0
    s.bonus[iid] = 0
    s.fresh[iid] = False
    s.granted.pop(iid, None)


def place(s: CDState, iid: int, front: int, seat: int, *, step: str, rule: str, cause: str = "play") -> None:
    """A creature enters play behind the creatures already on its side of the front (L448-456)."""
    s.move(iid, s.lines[front][seat].id, cause=cause, step=step, rule=rule, front=front)
    reset_card(s, iid)
    s.fresh[iid] = True


def merge(s: CDState, iid: int, host: int, *, step: str) -> None:
    """A Symbiosis card goes on top of a creature already in play (L1452-1458)."""
    front, seat, index = s.where(host)
    s.move(iid, "stacked", cause="symbiosis", step=step, rule="CD-12.1", host=host, front=front)
    reset_card(s, iid)
    s.stacked_on[iid] = host
    if s.options.get("symbiosis_attack") == "new":
        s.fresh[host] = True
    s.emit("merged", player=seat, card=iid, def_id=s.cards[iid].def_id, host=host, front=front, index=index,
           step=step, rule="CD-12.1")


def to_front(s: CDState, head: int) -> int:
    """Charge: forward until next to the bridge; the creatures passed (a stack is one, A25)."""
    front, seat, index = s.where(head)
    if index:
        line = s.line(front, seat)
        line.remove(head)
        line.insert(0, head)
        if s.lines[front][seat].id in s.aura_lines:
            s.lines_dirty = True
    return index


def to_back(s: CDState, head: int) -> bool:
    """Hide: back to the farthest place from the bridge (L1668-1674); False if it is there already."""
    front, seat, index = s.where(head)
    line = s.line(front, seat)
    if index == len(line) - 1:
        return False
    line.remove(head)
    line.append(head)
    if s.lines[front][seat].id in s.aura_lines:
        s.lines_dirty = True
    return True


def aura_gifts(s: CDState) -> dict[int, tuple[str, ...]]:
    """Every creature next to an aura card on its side of a front has the paired ability; the aura card
    itself does not (L1788-1802)."""
    gifts: dict[int, set[str]] = {}
    cards, zones, stacked = s.cards, s.zones, s.stacked_on
    for c in s.aura_ids:                  # few per game: look only around them
        head = stacked.get(c, c) if stacked else c
        zone = cards[head].zone
        if zone[0] != "f":                # in play means on a line, zone "f<front>.p<seat>"
            continue
        line = zones[zone].cards
        i = line.index(head)
        pair = s.defs[c].aura
        if i > 0:
            gifts.setdefault(line[i - 1], set()).add(pair)
        if i + 1 < len(line):
            gifts.setdefault(line[i + 1], set()).add(pair)
    return {k: tuple(sorted(v)) for k, v in gifts.items()}


def check_auras(s: CDState, step: str) -> None:
    if not s.aura_ids:                          # no Aura card in this game
        return
    if not s.lines_dirty:                       # nothing moved beside an Aura's creature since
        if _state.VERIFY:
            assert aura_gifts(s) == s.granted, "aura short cut"
        return
    s.lines_dirty = False
    cards, stacked = s.cards, s.stacked_on
    s.aura_lines = frozenset(z for z in (cards[stacked.get(c, c)].zone for c in s.aura_ids) if z[0] == "f")
    new = aura_gifts(s)
    if new == s.granted:
        return
    changes = []
    for head in sorted(set(new) | set(s.granted)):
        before, after = set(s.granted.get(head, ())), set(new.get(head, ()))
        for a in sorted(after - before):
            changes.append([head, a, "gained"])
        for a in sorted(before - after):
            changes.append([head, a, "lost"])
    s.granted = new
    s.emit("aura_checked", changes=changes, step=step, rule="CD-12.28")


def gaps_closed(s: CDState, places: list[tuple[int, int]], step: str) -> None:
    """The owner slides the creatures of a front toward the bridge (L512-518); our lines never hold a
    gap, so this only tells the table which lines moved."""
    if not places:
        return
    seen = sorted(set(places))
    if seen:
        s.tell("gaps_closed", {"lines": [list(p) for p in seen], "step": step, "rule": "CD-5.5.3"})
