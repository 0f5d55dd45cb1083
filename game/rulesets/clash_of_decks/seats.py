"""Who sits where: the table's fronts for two or four seats, the teams of each mode (L901-1041).

Two seats share two fronts, the upper one first (L396-400). Four seats sit A, B, C, D around four
bridges; each shares one front with each neighbour and none with the player opposite (L905-917).
Front ``f`` lies between seat ``f`` and seat ``f + 1``: A-B, B-C, C-D, D-A. The rulebook names the
upper and lower fronts of A (upper with B, lower with D) and C (upper with D, lower with B) only
(A9). Our reading ``upper_fronts``:

- ``next`` (default, the guide's A9): every seat's upper front is the one it shares with the next
  seat in turn order. It matches A and C, and gives every seat the same table: its Flying creatures
  fly over the front facing the next player, and its assault starts there.
- ``paired``: a front is upper or lower for both its seats, as in the duel (A-B and C-D upper, B-C
  and D-A lower). It matches A and C too; B and D then begin their assault facing the previous player.

Nothing here imports the state: the state reads these tables when it is built.
"""
from __future__ import annotations

FOUR = 4
FOUR_SEAT_MODES = ("ffa", "2v2", "coop")
COOP_AI_SEATS = (1, 3)           # B and D are the rulebook AIs in co-op (L995-1003)


def fronts(seats: int) -> list[tuple[int, int]]:
    """The two seats of each front; in a duel both fronts lie between the same two seats."""
    if seats == 2:
        return [(0, 1), (0, 1)]
    if seats == FOUR:
        return [(f, (f + 1) % FOUR) for f in range(FOUR)]
    raise ValueError(f"Clash of Decks has tables for 2 or 4 seats, not {seats}")


def upper_lower(seats: int, reading: str = "next") -> tuple[list[int], list[int]]:
    """Each seat's upper and lower front (the activation order and Flying read them, L464-470, L1572-1584)."""
    if seats == 2:
        return [0, 0], [1, 1]
    shared_next = list(range(FOUR))                         # seat s and s+1 share front s
    shared_prev = [(s - 1) % FOUR for s in range(FOUR)]     # seat s and s-1 share front s-1
    if reading == "paired":
        upper = [shared_next[s] if s % 2 == 0 else shared_prev[s] for s in range(FOUR)]
        lower = [shared_prev[s] if s % 2 == 0 else shared_next[s] for s in range(FOUR)]
        return upper, lower
    return shared_next, shared_prev


def teams(seats: int, mode: str) -> list[int]:
    """2v2 and co-op: A and C against B and D (L953-955, L999-1001); otherwise every seat alone."""
    if seats == FOUR and mode in ("2v2", "coop"):
        return [0, 1, 0, 1]
    return list(range(seats))


def seats_for(mode: str) -> int:
    """How many seats a mode's table has (solo's second seat is the rulebook AI)."""
    return FOUR if mode in FOUR_SEAT_MODES else 2


def rules_seats_for(mode: str) -> tuple[int, ...]:
    if mode == "solo":
        return (1,)
    if mode == "coop":
        return COOP_AI_SEATS
    return ()


def people_for(mode: str) -> tuple[int, ...]:
    """The seats people (or the generic AI) hold, in seat order."""
    ai = rules_seats_for(mode)
    return tuple(p for p in range(seats_for(mode)) if p not in ai)


LETTERS = "ABCD"
# The settings only a four-seat game reads.
FOUR_SEAT_OPTIONS = ("deck3", "deck4", "upper_fronts", "spell_reach", "ffa_self_loss", "coop_ai_mana")
