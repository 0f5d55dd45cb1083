"""Who wins when a fortress falls, in every mode (L552-558, L919-925, L949-959, L995-1041).

A duel, solo, 2v2 and co-op: the fallen player's side loses and every other side wins (2v2 and co-op
are teams, ``state.teams``). Free-for-all: "the owner of the enemy card that destroyed that fortress
wins at once" (L921-925). The card is the one that made the last hand change: the attacker, the spell,
Keen's creature, an Offering creature, the Bind card that took the last card. When no enemy card did
it (the player's own Blood Price, Offering or play, exhaustion, the siege), the rulebook names nobody
(A14); our reading ``ffa_self_loss``:

- ``most_hp`` (default, the guide's A14): of the other three, the one with the most HP wins, a
  watchtower counting above any fortress; equal ones share the win.
- ``neighbours``: the two players who shared a front with the fallen one share the win.
"""
from __future__ import annotations

from .state import CDState


def standing(s: CDState, seat: int) -> tuple[int, int]:
    """How well a seat stands: its citadel's side first (a watchtower above any fortress), then its HP."""
    return (1 if s.side[seat] == "watchtower" else 0, s.hp(seat))


def winners_after(s: CDState, seat: int, by: int | None) -> tuple[list[int], str]:
    """The winners when ``seat``'s fortress falls, the card ``by`` having made the last change (None: no
    card, as for exhaustion); and how they were found: "team", "card" or the self-loss reading."""
    others = [p for p in range(s.num_players) if s.teams[p] != s.teams[seat]]
    if s.options.get("mode") != "ffa":
        return others, "team"
    owner = s.cards[by].owner if by is not None and 0 <= by < len(s.cards) else None
    if owner is not None and owner != seat:
        return [owner], "card"
    if s.options.get("ffa_self_loss") == "neighbours":
        return sorted({p for pair in s.fronts if seat in pair for p in pair if p != seat}), "neighbours"
    best = max(standing(s, p) for p in others)
    return [p for p in others if standing(s, p) == best], "most_hp"
