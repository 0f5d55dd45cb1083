"""The table's logical space and what a game's layout is made of.

Every scene lays its nodes out in a 1280x720 logical space (the app scales it to the window). The
felt is the part left of the right-hand column (x < ``FELT_W``), which holds the buttons, the prompt
and the log. A game's ``table`` part places each card at a :class:`Spot`; the table's words grow
with the player's text size (``grow``), never shrink.
"""
from __future__ import annotations

import dataclasses

from .. import fonts

FELT_W = 1004                    # the felt; the column right of it belongs to the buttons, prompt and log
PILE_CAPTION = 16                # room for a caption ("Deck 30") above a zone, at 100 % text


def grow() -> float:
    """How much the table's words grow with the player's text size (never shrink: at 100 % the
    table is laid out as tight as it reads)."""
    return max(1.0, fonts.reading(1.0))


def caption_px() -> float:
    """The height of a zone's caption line (its name and count) above its cards."""
    return PILE_CAPTION * grow()


@dataclasses.dataclass(frozen=True)
class Spot:
    x: float           # centre
    y: float
    w: float
    h: float
    rot: float = 0.0
    z: int = 0
    look: str = "face"  # "face": a card; "strip": a bar in a list; the game's part may name more
    base_h: float = 0.0  # a bar's height at 100 % text (larger text makes it taller)
    drawn: bool = True   # False: deep in a pile, where nobody sees the difference (not drawn at all)


def pile_card(cx: float, cy: float, w: float, h: float, index: int, count: int) -> Spot:
    """Card ``index`` of a face-down or face-up pile centred at (cx, cy): its top three drawn a little
    offset so the pile looks thick, the rest not drawn at all."""
    from_top = count - 1 - index
    if from_top > 2:
        return Spot(cx, cy, w, h, z=10, drawn=False)
    return Spot(cx - from_top * 0.6, cy - from_top * 0.8, w, h, z=13 - from_top)


def seat_side(player: int, viewer: int, n: int) -> int:
    """0 for the viewer, then 1, 2 ... in the order play goes round."""
    return (player - viewer) % n


def seat_in_row(player: int, viewer: int, n: int, own: tuple[float, float, float, float],
                top: tuple[float, float, float, float], gap: float) -> tuple[float, float, float, float]:
    """The viewer's seat is ``own``; the others share the band ``top`` left to right in the order play
    goes round, ``gap`` apart (the many-seat tables' arrangement)."""
    k = seat_side(player, viewer, n)
    if k == 0:
        return own
    others = n - 1
    x0, y0, w0, h0 = top
    w = (w0 - gap * (others - 1)) / others
    return x0 + (k - 1) * (w + gap), y0, w, h0
