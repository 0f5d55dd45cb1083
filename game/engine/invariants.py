"""Invariants every game keeps, checked by ``simulate`` and the conformance test beside a ruleset's own."""
from __future__ import annotations

from typing import Callable

from .state import GameState


def one_place_each(s: GameState, *, owner_zones_only: bool = False,
                   also: Callable[[int, str], str | None] | None = None) -> list[str]:
    """Every card is in exactly one zone and knows which; ``owner_zones_only``: a zone with an owner
    holds only that player's cards; ``also(iid, zone)`` adds a game's own check per card."""
    bad: list[str] = []
    seen: dict[int, str] = {}
    for zid, zone in s.zones.items():
        for iid in zone.cards:
            if iid in seen:
                bad.append(f"card {iid} is in {seen[iid]} and {zid}")
            seen[iid] = zid
            card = s.cards[iid]
            if card.zone != zid:
                bad.append(f"card {iid} thinks it is in {card.zone} but is in {zid}")
            if owner_zones_only and zone.owner is not None and card.owner != zone.owner:
                bad.append(f"card {iid} of player {card.owner} is in {zid}")
            if also is not None:
                problem = also(iid, zid)
                if problem:
                    bad.append(problem)
    if len(seen) != len(s.cards):
        bad.append(f"{len(s.cards) - len(seen)} card(s) are in no zone")
    return bad
