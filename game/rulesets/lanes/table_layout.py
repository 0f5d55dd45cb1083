"""Lanes' table part: where every zone sits on the 1280x720 logical table, seen from the viewer's side.

The viewer's side is the bottom half. Lanes run vertically: lane 1 on the left, and the opponent's
lane 1 faces it. Each half has, left to right: the level track with the leader, the damage zone,
the three lanes, the skill zone, then the deck above the trash. The damage and skill zones list
their cards as bars (name and cost readable, one under the other); units, items, leaders and the
viewer's hand are full cards large enough to read name, cost, power and hit without the large
view. Each item is a bar above its unit. The right panel (x >= 1004) belongs to
the buttons, prompt and log."""
from __future__ import annotations

from game.ui.table.layout import Spot, caption_px, grow

CARD_W, CARD_H = 104, 146        # units, items, leaders, the viewer's hand
HAND_W, HAND_H = CARD_W, CARD_H
SMALL_W, SMALL_H = 44, 62        # the opponent's hand (backs)
PILE_W, PILE_H = 70, 96          # deck and trash
PILE_CAPTION = 16                # room for "Deck 30" above each pile
ITEM_PEEK = 36                   # the height of each item bar above its unit

LANE_X = (404, 524, 644)         # centres of the three lanes
UNIT_Y = {"me": 472, "them": 202}
MID_Y = 308                      # the bar between the halves: turn, lane numbers, phases
HAND_Y = {"me": 641, "them": -18}  # the viewer's hand: card centres; the opponent's: top of the backs
HAND_X = 590

# Side zones of each half: a column from top to bottom (logical y).
BAND = {"me": (334, 560), "them": (58, 290)}
DAMAGE_X0, DAMAGE_W, DAMAGE_ROW = 182, 152, 21
SKILL_X0, SKILL_W, SKILL_ROW = 714, 190, 34
PILE_X = 953
ROW_Y = {"me": 448, "them": 174}  # middle of the side-zone bands (kept for callers that place marks)

LEVEL_X = 26                     # the level tracks' column
LEVEL_STEP = 26
LEVEL_TOP = {"me": 358, "them": 44}
LEADER_X = 112
DECK_X, TRASH_X = PILE_X, PILE_X


def side(player: int, viewer: int) -> str:
    return "me" if player == viewer else "them"


def unit_spot(player: int, viewer: int, lane: int) -> Spot:
    sd = side(player, viewer)
    return Spot(LANE_X[lane], UNIT_Y[sd], CARD_W, CARD_H, z=20)


def item_spot(player: int, viewer: int, lane: int, index: int, count: int = 2) -> Spot:
    """A bar with the item's cost and name just above its unit (the n-th item higher still). Larger
    text makes the bars taller while ``count`` of them still fit the room two bars have at 100 %."""
    base = unit_spot(player, viewer, lane)
    peek = max(ITEM_PEEK, min(ITEM_PEEK * grow(), 2 * ITEM_PEEK / max(1, count)))
    y = base.y - base.h / 2 - peek * index - peek / 2 - 1
    return Spot(base.x, y, CARD_W + 10, peek - 3, z=19 - index, look="strip", base_h=ITEM_PEEK - 3)


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
    return Spot(LEADER_X, min(hi, max(lo, cy)), CARD_W, CARD_H, z=30)


def pile_spot(player: int, viewer: int, which: str, index: int) -> Spot:
    """Deck at the top of the pile column, trash under it; piles rise a little so their thickness shows.
    Larger captions take their room from the piles' height."""
    top, _bottom = BAND[side(player, viewer)]
    cap = caption_px()
    ph = PILE_H - (cap - PILE_CAPTION)
    y = top + cap + ph / 2 + (0 if which == "deck" else cap + ph + 2)
    k = min(index, 12)
    return Spot(PILE_X - k * 0.4, y - k * 0.6, PILE_W * ph / PILE_H, ph, z=10 + min(index, 40))


def _rows(player: int, viewer: int, row: float, count: int) -> tuple[float, float]:
    """The first row's top and the row height of a side zone listing ``count`` bars: rows grow with the
    text while they all fit under the caption, and never shrink below their 100 % height."""
    top, bottom = BAND[side(player, viewer)]
    g = grow()
    start = top + 14 * g
    return start, max(row, min(row * g, (bottom - start - 2) / max(1, count)))


def damage_spot(player: int, viewer: int, index: int, count: int = 10) -> Spot:
    start, row = _rows(player, viewer, DAMAGE_ROW, count)
    if start + row * count > BAND[side(player, viewer)][1]:    # ten bars at 100 % height: under the caption
        start = BAND[side(player, viewer)][1] - row * count - 2
    return Spot(DAMAGE_X0 + DAMAGE_W / 2, start + row * index + row / 2, DAMAGE_W - 4, row - 3,
                z=40 + index, look="strip", base_h=DAMAGE_ROW - 3)


def skill_spot(player: int, viewer: int, index: int, count: int = 1) -> Spot:
    top, bottom = BAND[side(player, viewer)]
    start, row = _rows(player, viewer, SKILL_ROW, count)
    step = min(row, (bottom - start - 6 - row) / max(1, index)) if index else row
    return Spot(SKILL_X0 + SKILL_W / 2, start + step * index + row / 2, SKILL_W - 4, row - 3,
                z=40 + index, look="strip", base_h=SKILL_ROW - 3)


def hand_spot(player: int, viewer: int, index: int, count: int) -> Spot:
    sd = side(player, viewer)
    if sd == "them":
        spacing = min(30, 360 / max(1, count))
        x0 = HAND_X - spacing * (count - 1) / 2
        return Spot(x0 + index * spacing, HAND_Y["them"] + SMALL_H / 2, SMALL_W, SMALL_H, z=60 + index)
    spacing = min(HAND_W + 6, 790 / max(1, count))
    x0 = HAND_X - spacing * (count - 1) / 2
    mid = (count - 1) / 2
    rot = 0.0   # upright: turned text reads worse
    dy = abs(index - mid) ** 1.5 * 1.2
    return Spot(x0 + index * spacing, HAND_Y["me"] + dy, HAND_W, HAND_H, rot, z=100 + index)


def zone_rect(player: int, viewer: int, name: str) -> tuple[float, float, float, float]:
    """The frame of a zone (x, y, w, h): "damage", "skill", "deck", "trash", "level", "hand" or "lane0".."lane2"."""
    sd = side(player, viewer)
    top, bottom = BAND[sd]
    if name == "damage":
        return DAMAGE_X0, top, DAMAGE_W, bottom - top
    if name == "skill":
        return SKILL_X0, top, SKILL_W, bottom - top
    if name in ("deck", "trash"):
        sp = pile_spot(player, viewer, name, 0)
        cap = caption_px()
        return PILE_X - PILE_W / 2 - 5, sp.y - sp.h / 2 - cap, PILE_W + 10, sp.h + cap
    if name == "level":
        x, _ = level_cell(player, viewer, 1)
        return x - 18, LEVEL_TOP[sd], LEADER_X + CARD_W / 2 - x + 22, 10 * LEVEL_STEP
    if name == "hand":
        if sd == "me":
            return HAND_X - 400, HAND_Y["me"] - HAND_H / 2 - 6, 800, HAND_H + 12
        return HAND_X - 190, HAND_Y["them"], 380, SMALL_H
    sp = unit_spot(player, viewer, int(name[-1]))
    return sp.x - sp.w / 2 - 4, sp.y - sp.h / 2 - 4, sp.w + 8, sp.h + 8


# Drop areas for dragged cards, in logical coordinates
def lane_drop_rect(player: int, viewer: int, lane: int) -> tuple[float, float, float, float]:
    sp = unit_spot(player, viewer, lane)
    return sp.x - 58, sp.y - sp.h / 2 - 10, 116, sp.h + 20


def skill_drop_rect(player: int, viewer: int) -> tuple[float, float, float, float]:
    x, y, w, h = zone_rect(player, viewer, "skill")
    return x - 4, y - 4, w + 8, h + 8
