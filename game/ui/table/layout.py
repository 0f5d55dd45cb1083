"""Where every zone sits on the 1280x720 logical table, seen from the viewer's side.

The viewer's side is the bottom half. Lanes run vertically: lane 0 on the left for the
viewer, and the opponent's lane 0 faces it (so the lanes line up on screen)."""
from __future__ import annotations

import dataclasses

CARD_W, CARD_H = 78, 110
HAND_W, HAND_H = 96, 134
SMALL_W, SMALL_H = 44, 62

LANE_X = (400, 560, 720)        # centres of the three lanes
UNIT_Y = {"me": 384, "them": 232}
ROW_Y = {"me": 496, "them": 118}  # damage and skill rows
DAMAGE_X0 = 250
SKILL_X0 = 592
DECK_X, TRASH_X = 858, 946
LEVEL_X = 60                    # the level tracks' column
LEVEL_TOP = {"me": 386, "them": 36}
LEVEL_STEP = 28
HAND_Y = {"me": 648, "them": 6}


@dataclasses.dataclass(frozen=True)
class Spot:
    x: float           # centre
    y: float
    w: float
    h: float
    rot: float = 0.0
    z: int = 0


def side(player: int, viewer: int) -> str:
    return "me" if player == viewer else "them"


def unit_spot(player: int, viewer: int, lane: int) -> Spot:
    sd = side(player, viewer)
    return Spot(LANE_X[lane], UNIT_Y[sd], CARD_W, CARD_H, z=20)


def item_spot(player: int, viewer: int, lane: int, index: int) -> Spot:
    sd = side(player, viewer)
    base = unit_spot(player, viewer, lane)
    dy = 16 * (index + 1) * (1 if sd == "me" else -1)
    return Spot(base.x + 10 * (index + 1), base.y + dy, CARD_W, CARD_H, z=19 - index)


def level_cell(player: int, viewer: int, level: int) -> tuple[float, float]:
    """Centre of the track cell for ``level`` (1 at the bottom of the viewer's track, at the top of the opponent's)."""
    sd = side(player, viewer)
    if sd == "me":
        return LEVEL_X, LEVEL_TOP["me"] + (10 - level) * LEVEL_STEP + LEVEL_STEP / 2
    return LEVEL_X, LEVEL_TOP["them"] + (level - 1) * LEVEL_STEP + LEVEL_STEP / 2


def leader_spot(player: int, viewer: int, level: int) -> Spot:
    _, cy = level_cell(player, viewer, level)
    sd = side(player, viewer)
    lo, hi = (LEVEL_TOP[sd] + CARD_H / 2, LEVEL_TOP[sd] + 10 * LEVEL_STEP - CARD_H / 2)
    return Spot(LEVEL_X + 95, min(hi, max(lo, cy)), CARD_W, CARD_H, z=30)


def pile_spot(player: int, viewer: int, which: str, index: int) -> Spot:
    sd = side(player, viewer)
    x = DECK_X if which == "deck" else TRASH_X
    # piles rise a little so their thickness shows
    return Spot(x - min(index, 12) * 0.4, ROW_Y[sd] - min(index, 12) * 0.6, CARD_W, CARD_H, z=10 + min(index, 40))


def damage_spot(player: int, viewer: int, index: int) -> Spot:
    sd = side(player, viewer)
    return Spot(DAMAGE_X0 + CARD_W / 2 + index * 26, ROW_Y[sd], CARD_W, CARD_H, z=40 + index)


def skill_spot(player: int, viewer: int, index: int) -> Spot:
    sd = side(player, viewer)
    return Spot(SKILL_X0 + CARD_W / 2 + index * 34, ROW_Y[sd], CARD_W, CARD_H, z=40 + index)


def hand_spot(player: int, viewer: int, index: int, count: int) -> Spot:
    sd = side(player, viewer)
    if sd == "them":
        spacing = min(30, 360 / max(1, count))
        x0 = 560 - spacing * (count - 1) / 2
        return Spot(x0 + index * spacing, HAND_Y["them"] + SMALL_H / 2, SMALL_W, SMALL_H, z=60 + index)
    spacing = min(HAND_W + 6, 620 / max(1, count))
    x0 = 560 - spacing * (count - 1) / 2
    mid = (count - 1) / 2
    rot = (mid - index) * 2.2 if count > 1 else 0.0
    dy = abs(index - mid) ** 1.6 * 2.0
    return Spot(x0 + index * spacing, HAND_Y["me"] + dy, HAND_W, HAND_H, rot, z=100 + index)


# Drop areas for dragged cards, in logical coordinates: (kind, player side, lane or None, rect)
def lane_drop_rect(player: int, viewer: int, lane: int) -> tuple[float, float, float, float]:
    sp = unit_spot(player, viewer, lane)
    return sp.x - 75, sp.y - 80, 150, 160


def skill_drop_rect(player: int, viewer: int) -> tuple[float, float, float, float]:
    sd = side(player, viewer)
    return SKILL_X0 - 10, ROW_Y[sd] - CARD_H / 2 - 10, 222, CARD_H + 20
