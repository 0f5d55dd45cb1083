"""Clash of Decks' four-seat table: where every place sits on the 1280x720 logical table, seen from the viewer.

The seats sit round the table in turn order, seen from the viewer's chair: the viewer at the foot
(side 0), the next seat on the left (side 1), the one opposite at the top (side 2), the previous one
on the right (side 3). Each front lies between two neighbours, so the four fronts are four bands in a
square: the viewer and the left seat share the lower-left band, the left and the top seat the upper-left,
the top and the right seat the upper-right, the right seat and the viewer the lower-right. In each band
a seat's creatures run outward from the bridge on the side nearer its own chair, so every seat's two lines
lie close to its place: the viewer's in the middle of the lower bands, right over its hand; the left
seat's at the left edge; the top seat's in the middle of the upper bands; the right seat's at the right edge.

The three other seats' places are panels along the top, left to right as they sit (left, top, right):
their numbers, their hand as backs with the citadel face up at its public place (a rulebook AI's citadel,
deck and discard pile instead), the cards out of the game and the champion. The viewer's hand runs along
the foot with the citadel in its row, its champion and cards out of the game at the right.
"""
from __future__ import annotations

from game.ui.table.layout import Spot

Rect = tuple[float, float, float, float]

FELT_RIGHT = 1004.0
CENTRE_X = 502.0
# the three other seats' panels along the top: side 1 (left), 2 (top), 3 (right)
PANEL_TOP, PANEL_H = 2.0, 96.0
PANEL_W = 328.0
PANEL_X = {1: 4.0, 2: 338.0, 3: 672.0}
BACK_W, BACK_H = 34.0, 48.0
PANEL_CARDS_Y = PANEL_TOP + 68.0        # the backs' centres, under two lines of words
# the four fronts: two rows of two bands
BAND_W, BAND_H = 494.0, 194.0
BAND_X = (4.0, 506.0)                   # left column, right column
BAND_Y = (102.0, 300.0)                 # upper row, lower row
CARD_W, CARD_H = 60.0, 84.0             # creatures on the fronts
BRIDGE_W, BRIDGE_H = 48.0, 72.0
CARD_DY = 10.0                          # the cards sit a little below the band's middle: its name is above
# the viewer's numbers, then the hand along the foot
INFO_Y = 508.0
HAND_Y = 594.0
HAND_W, HAND_H = 84.0, 118.0
HAND_X, HAND_ROOM = 430.0, 760.0
CHAMP_X, CHAMP_W, CHAMP_H = 962.0, 70.0, 98.0
OUT_X, OUT_W, OUT_H = 900.0, 40.0, 56.0
# the middle of the felt (a card resolving is shown there)
MIDDLE_Y = BAND_Y[1] - 2.0

# Each band by the viewer-relative side of its first seat (front f lies between seats f and f+1):
# (column, row, the side whose line runs left of the bridge, the side whose line runs right of it).
BANDS = {0: (0, 1, 1, 0), 1: (0, 0, 1, 2), 2: (1, 0, 2, 3), 3: (1, 1, 0, 3)}


def side_of(seat: int, viewer: int) -> int:
    return (seat - viewer) % 4


def band(front: int, viewer: int) -> tuple[int, int, int, int]:
    return BANDS[side_of(front, viewer)]


def front_rect(front: int, viewer: int) -> Rect:
    col, row, _l, _r = band(front, viewer)
    return BAND_X[col], BAND_Y[row], BAND_W, BAND_H


def bridge_x(front: int, viewer: int) -> float:
    x, _y, w, _h = front_rect(front, viewer)
    return x + w / 2


def front_y(front: int, viewer: int) -> float:
    _x, y, _w, h = front_rect(front, viewer)
    return y + h / 2 + CARD_DY


def left_of_bridge(front: int, seat: int, viewer: int) -> bool:
    """Does ``seat``'s line on ``front`` run left from the bridge (else right)?"""
    return band(front, viewer)[2] == side_of(seat, viewer)


def step(count: int) -> float:
    """How far apart the creatures of a line are: a card and a gap, closer when the line is long."""
    room = BAND_W / 2 - BRIDGE_W / 2 - 14 - CARD_W
    return min(CARD_W + 6, room / max(1, count - 1))


def line_spot(front: int, seat: int, viewer: int, index: int, count: int) -> Spot:
    """A creature ``index`` places from the bridge of ``front`` on ``seat``'s side of it."""
    dx = BRIDGE_W / 2 + 8 + CARD_W / 2 + index * step(count)
    bx = bridge_x(front, viewer)
    x = bx - dx if left_of_bridge(front, seat, viewer) else bx + dx
    return Spot(x, front_y(front, viewer), CARD_W, CARD_H, z=40 + (count - index))


def next_slot(front: int, seat: int, viewer: int, count: int) -> Rect:
    """Where a creature summoned to the back of ``seat``'s line would stand (the drop place)."""
    sp = line_spot(front, seat, viewer, count, count + 1)
    return sp.x - CARD_W / 2 - 5, sp.y - CARD_H / 2 - 5, CARD_W + 10, CARD_H + 10


def half_rect(front: int, seat: int, viewer: int) -> Rect:
    """``seat``'s half of a front's band: a creature let go anywhere there joins the back of its line."""
    x, y, w, h = front_rect(front, viewer)
    half = w / 2 - BRIDGE_W / 2
    if left_of_bridge(front, seat, viewer):
        return x, y, half, h
    return x + w - half, y, half, h


def bridge_spot(front: int, viewer: int) -> Spot:
    return Spot(bridge_x(front, viewer), front_y(front, viewer), BRIDGE_W, BRIDGE_H, z=30)


# ----- the viewer's place -----------------------------------------------------------------------------
def hand_slots(count: int) -> list[tuple[float, float]]:
    spacing = min(HAND_W + 6, HAND_ROOM / max(1, count))
    x0 = HAND_X - spacing * (count - 1) / 2
    return [(x0 + i * spacing, HAND_Y) for i in range(count)]


def hand_spot(slot: int, slots: int) -> Spot:
    x, y = hand_slots(slots)[slot]
    return Spot(x, y, HAND_W, HAND_H, z=100 + slot)


def hand_rect() -> Rect:
    return HAND_X - HAND_ROOM / 2 - 8, HAND_Y - HAND_H / 2 - 6, HAND_ROOM + 16, HAND_H + 12


# ----- the other seats' panels ------------------------------------------------------------------------
def panel_rect(side: int) -> Rect:
    return PANEL_X[side], PANEL_TOP, PANEL_W, PANEL_H


def back_spot(side: int, slot: int, slots: int) -> Spot:
    """A card of another seat's hand (a back) in its panel."""
    x0, _y, w, _h = panel_rect(side)
    left, right = x0 + 34 + BACK_W / 2, x0 + w - 46 - BACK_W / 2
    spacing = min(BACK_W + 4, (right - left) / max(1, slots - 1))
    mid = (left + right) / 2
    first = max(left, mid - spacing * (slots - 1) / 2)
    return Spot(first + slot * spacing, PANEL_CARDS_Y, BACK_W, BACK_H, z=60 + slot)


def panel_pile_spot(side: int, which: int, index: int) -> Spot:
    """A rulebook AI's citadel (0), deck (1) and discard pile (2) in its panel; ``index`` from the
    bottom, the top few rising so the pile's thickness shows (-1: deep in it, not drawn)."""
    x0 = panel_rect(side)[0]
    k = min(max(index, 0), 8)
    x = x0 + 70 + which * 80
    return Spot(x - k * 0.4, PANEL_CARDS_Y - k * 0.6, BACK_W + 6, BACK_H + 8, z=10 + min(max(index, 0), 40),
                drawn=index >= 0)


def panel_champion_spot(side: int) -> Spot:
    x0, _y, w, _h = panel_rect(side)
    return Spot(x0 + w - 22, PANEL_CARDS_Y, BACK_W + 4, BACK_H + 6, z=50)


def out_spot(side: int, index: int) -> Spot:
    if side == 0:
        x, y, w, h = OUT_X, HAND_Y, OUT_W, OUT_H
    else:
        x, y, w, h = panel_rect(side)[0] + 17, PANEL_CARDS_Y, 26.0, 38.0
    k = min(max(index, 0), 8)
    return Spot(x - k * 0.4, y - k * 0.6, w, h, z=10 + min(max(index, 0), 40), drawn=index >= 0)


def champion_spot(side: int) -> Spot:
    if side == 0:
        return Spot(CHAMP_X, HAND_Y, CHAMP_W, CHAMP_H, z=50)
    return panel_champion_spot(side)
