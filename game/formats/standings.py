"""Standings of an event: games won and played by every seat, and places by wins where seats with as many
wins share the place (Clash of Decks' A35: ties are not broken)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .spec import LETTERS

if TYPE_CHECKING:
    from .event import EventState


def ranking(ev: "EventState") -> list[dict[str, Any]]:
    """One row per seat, best first: ``place``, ``seat``, ``player`` (its letter), ``wins``, ``played``."""
    n = ev.num_players
    wins, played = [0] * n, [0] * n
    for g in ev.games:
        for p in g["players"]:
            played[p] += 1
        for w in g["winners"]:
            wins[w] += 1
    rows = [{"place": 1 + sum(1 for q in range(n) if wins[q] > wins[p]), "seat": p, "player": LETTERS[p],
             "wins": wins[p], "played": played[p]} for p in range(n)]
    return sorted(rows, key=lambda r: (r["place"], r["seat"]))
