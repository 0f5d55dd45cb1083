"""Grand Melee's turn markers (807): several players take their turns at once. No pygame.

Our reading of 807 (the Comprehensive Rules are not in the document; guide 3.28, our own summary): eight or
more seats; one turn marker for every four players still in the game (rounded down, at least one); the
starting player takes the first marker and each further one goes to the player four seats further to the
left. The players holding a marker are the active players of the same turn (``s.markers``, oldest marker
first, and ``s.active`` is the oldest one's holder): the turn's steps go by for all of them together, with
one shared stack, and priority passes in seat order from the oldest marker's holder. Each of them declares
their own attackers in turn, in that order (``s.to_attack``). A range of influence of 1 (801) is part of the
shape. When the turn ends each marker passes to the next player to its left still in the game. When a player
leaves and there are fewer players than four per marker, a marker goes: the leaving player's if they hold
one, else the newest.

Not done: a marker "waiting" because another marker is fewer than four seats ahead. At eight seats (our
most) it never happens: two markers are always four seats apart, and at seven players one is left."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import MagicState

SEATS_PER_MARKER = 4


def uses_markers(s: "MagicState") -> bool:
    return any(v.turn_markers for v in s.variants)


def wanted(s: "MagicState") -> int:
    """How many markers the players still in the game call for."""
    return max(1, len(s.alive()) // SEATS_PER_MARKER)


def place(s: "MagicState", first: int) -> None:
    """Before the first turn: the starting player's marker, then one every four seats to the left."""
    alive = [q for k in range(s.num_players) if not s.out[q := (first + k) % s.num_players]]
    s.markers = [alive[k * SEATS_PER_MARKER] for k in range(wanted(s))]
    s.emit("turn_markers", players=list(s.markers), rule="807")


def pass_left(s: "MagicState") -> int:
    """The turn ended: each marker passes to the next player to its left still in the game; the player
    whose turn comes first (the oldest marker's holder) is returned."""
    moved = []
    for p in s.markers:
        q = next(((p + k) % s.num_players for k in range(1, s.num_players + 1)
                  if not s.out[(p + k) % s.num_players]), p)
        moved.append(q)
    s.markers = moved
    s.emit("turn_markers", players=list(s.markers), rule="807")
    return s.markers[0]


def marker_lost(s: "MagicState", p: int) -> int | None:
    """The holder whose marker goes as ``p`` leaves (``p``'s, or else the newest), None if the players left
    are still enough for every marker: what Planechase asks before ``p`` leaves (901.14b)."""
    left = len([q for q in s.alive() if q != p])
    if len(s.markers) <= max(1, left // SEATS_PER_MARKER):
        return None
    return p if p in s.markers else s.markers[-1]


def player_left(s: "MagicState", p: int) -> None:
    """``p`` left the game (``s.out[p]`` is set): a marker goes if the players left are too few for them."""
    gone = marker_lost(s, p)
    if gone is None:
        return
    k = s.markers.index(gone)
    s.markers = s.markers[:k] + s.markers[k + 1:]
    s.emit("turn_marker_removed", player=gone, rule="807")


def declarers(s: "MagicState") -> list[int]:
    """The marker holders still in the game, in priority order: each declares their own attackers."""
    order = s.apnap()
    return sorted((q for q in s.markers if not s.out[q]), key=order.index)


def problems(s: "MagicState") -> list[str]:
    """What must hold of the markers (invariants.py)."""
    if not uses_markers(s) or s.step.value == "mulligan" or s.result is not None:
        return []
    bad = []
    if len(set(s.markers)) != len(s.markers) or not s.markers:
        bad.append(f"the turn markers {s.markers} are not one per holder")
    elif len(s.markers) > wanted(s):
        bad.append(f"{len(s.markers)} turn markers for {len(s.alive())} players")
    elif s.markers[0] != s.active:
        bad.append(f"seat {s.active} is active but the oldest marker is seat {s.markers[0]}'s")
    return bad
