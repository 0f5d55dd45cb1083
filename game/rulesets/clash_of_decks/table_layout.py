"""Clash of Decks' table part: where every place sits on the 1280x720 logical table, seen from the viewer.

Top to bottom on the felt (x < 1004): the other seat's hand as backs with its citadel face up at its
public place (in solo the rulebook AI's citadel, deck and discard pile instead); the upper front and
the lower front, each a band with its bridge in the middle, the viewer's creatures on the bridge's left
and the other seat's on its right, each line starting at the bridge and running outward; a strip of
numbers for both seats; the viewer's hand along the foot with the citadel in its row, the playable
window bracketed under it; each champion beside the play area on the right.
"""
from __future__ import annotations

from game.ui.table.layout import Spot

Rect = tuple[float, float, float, float]

FELT_RIGHT = 1004.0
BRIDGE_X = 470.0
CARD_W, CARD_H = 78.0, 110.0          # creatures on the fronts
BRIDGE_W, BRIDGE_H = 64.0, 100.0
FRONT_BAND = {0: (92.0, 258.0), 1: (262.0, 428.0)}      # the upper and the lower front, top and bottom
LINE_ROOM = 400.0                     # the width a line spreads over from the bridge outward
HAND_Y = 592.0                        # the viewer's hand: card centres
HAND_W, HAND_H = 90.0, 126.0
HAND_X, HAND_ROOM = 440.0, 780.0
BACK_W, BACK_H = 44.0, 62.0           # the other seat's hand (backs)
TOP_Y = 44.0                          # the other seat's hand: card centres
INFO_BAND = (432.0, 520.0)            # the numbers of both seats, over the viewer's hand
CHAMP_X = 950.0                       # champions: the viewer's by the hand, the other's by its hand
CHAMP_W, CHAMP_H = 76.0, 106.0
OUT_X = 950.0                         # cards out of the game (exhaustion)
AI_CITADEL_X, AI_DECK_X, AI_DISCARD_X = 330.0, 430.0, 540.0
MIDDLE_Y = (FRONT_BAND[0][1] + FRONT_BAND[1][0]) / 2


def front_rect(front: int) -> Rect:
    top, bottom = FRONT_BAND[front]
    return 8.0, top, FELT_RIGHT - 120.0, bottom - top


def front_y(front: int) -> float:
    top, bottom = FRONT_BAND[front]
    return top + 8 + (bottom - top) / 2


def step(count: int) -> float:
    """How far apart the creatures of a line are: a card and a gap, closer when the line is long."""
    return min(CARD_W + 8, (LINE_ROOM - CARD_W) / max(1, count - 1))


def line_spot(front: int, mine: bool, index: int, count: int) -> Spot:
    """A creature ``index`` places from the bridge on the viewer's side (left) or the other's (right)."""
    k = step(count)
    first = BRIDGE_W / 2 + 10 + CARD_W / 2
    dx = first + index * k
    x = BRIDGE_X - dx if mine else BRIDGE_X + dx
    return Spot(x, front_y(front), CARD_W, CARD_H, z=40 + (count - index))


def next_slot(front: int, mine: bool, count: int) -> Rect:
    """Where a creature summoned to the back of the viewer's line would stand (the drop place)."""
    sp = line_spot(front, mine, count, count + 1)
    return sp.x - CARD_W / 2 - 6, sp.y - CARD_H / 2 - 6, CARD_W + 12, CARD_H + 12


def bridge_spot(front: int) -> Spot:
    return Spot(BRIDGE_X, front_y(front), BRIDGE_W, BRIDGE_H, z=30)


def hand_slots(count: int) -> list[tuple[float, float]]:
    """The centres of ``count`` slots of the viewer's hand row, leftmost first."""
    spacing = min(HAND_W + 6, HAND_ROOM / max(1, count))
    x0 = HAND_X - spacing * (count - 1) / 2
    return [(x0 + i * spacing, HAND_Y) for i in range(count)]


def hand_spot(slot: int, slots: int) -> Spot:
    x, y = hand_slots(slots)[slot]
    return Spot(x, y, HAND_W, HAND_H, z=100 + slot)


def back_spot(slot: int, slots: int) -> Spot:
    spacing = min(BACK_W + 6, 420 / max(1, slots))
    x0 = BRIDGE_X - spacing * (slots - 1) / 2
    return Spot(x0 + slot * spacing, TOP_Y, BACK_W, BACK_H, z=60 + slot)


def hand_rect(mine: bool) -> Rect:
    if mine:
        return HAND_X - HAND_ROOM / 2 - 8, HAND_Y - HAND_H / 2 - 6, HAND_ROOM + 16, HAND_H + 12
    return BRIDGE_X - 230, TOP_Y - BACK_H / 2 - 4, 460, BACK_H + 8


def pile_spot(x: float, index: int, *, w: float = BACK_W, h: float = BACK_H, y: float = TOP_Y) -> Spot:
    """A pile's card ``index`` from the bottom; the top few rise so its thickness shows."""
    k = min(index, 8)
    return Spot(x - k * 0.4, y - k * 0.6, w, h, z=10 + min(index, 40), drawn=index >= 0)


def champion_spot(mine: bool) -> Spot:
    return Spot(CHAMP_X, HAND_Y if mine else front_y(0) - 10, CHAMP_W, CHAMP_H, z=50)


def out_spot(mine: bool, index: int) -> Spot:
    y = HAND_Y - 100 if mine else TOP_Y
    return pile_spot(OUT_X - 60, index, w=40, h=56, y=y)
