"""Cards in and out of the box, an unlimited supply (EI-3.9), and built ability cards coming to life."""
from __future__ import annotations

from typing import Any

from .state import EIState
from .vocab import ACTIVE_TURNS


def relocate(s: EIState, iid: int, zone: str) -> None:
    """Move a card between two zones nobody sees (the supply and the piles): there is no event to give."""
    c = s.cards[iid]
    s.zones[c.zone].cards.remove(iid)
    s.zones[zone].cards.append(iid)
    c.zone = zone
    c.epoch += 1


def from_supply(s: EIState, def_id: str, to_zone: str, **extra: Any) -> int:
    """A card of this definition from the box: one put back earlier, or a new one. Into a hidden zone it
    goes silently; anywhere else it moves with its event."""
    supply = s.zones["supply"]
    iid = next((c for c in supply.cards if s.cards[c].def_id == def_id), None)
    if iid is None:
        iid = s.add_card(0, def_id, "supply").iid
    if s.zones[to_zone].visibility.value == "hidden":
        relocate(s, iid, to_zone)
    else:
        s.move(iid, to_zone, **extra)
    return iid


def fill_from_supply(s: EIState, defs: list[str], zone: str) -> None:
    """``from_supply`` of each definition in turn into a zone nobody sees: the same cards, found in one
    pass over the supply (taking a card leaves the others in their order, so each definition's next card
    is the first of those not yet taken), and moved together."""
    supply = s.zones["supply"].cards
    cards = s.cards
    waiting: dict[str, list[int]] = {}
    for c in supply:
        waiting.setdefault(cards[c].def_id, []).append(c)
    taken: list[int] = []
    for d in defs:
        ready = waiting.get(d)
        taken.append(ready.pop(0) if ready else s.add_card(0, d, "supply").iid)
    if len(taken) == len(supply):
        supply.clear()          # every card of the supply taken (the new ones too): nothing left in it
    else:
        gone = set(taken)
        supply[:] = [c for c in supply if c not in gone]
    s.zones[zone].cards.extend(taken)
    for iid in taken:
        instance = cards[iid]
        instance.zone = zone
        instance.epoch += 1


def empty_into_supply(s: EIState, zone: str) -> None:
    """``relocate`` of each card of a zone into the supply, in the zone's order (no event: the turn's piles
    and the cards set aside go back to the box)."""
    moved = s.zones[zone].cards
    s.zones["supply"].cards.extend(moved)
    cards = s.cards
    for iid in moved:
        instance = cards[iid]
        instance.zone = "supply"
        instance.epoch += 1
    moved.clear()


def register_ability(s: EIState, iid: int, p: int, *, by: str) -> None:
    """A built ability card acts in the three turns after this one (EI-8.2, EI-5.6)."""
    s.abilities.append([iid, s.def_of(iid), p, s.turn + 1, s.turn + ACTIVE_TURNS, False, False])
    s.emit("ability_built", player=p, card=iid, kind=s.def_of(iid), by=by, first=s.turn + 1,
           last=s.turn + ACTIVE_TURNS, rule="EI-8.2" if by == "build" else "EI-5.6")
