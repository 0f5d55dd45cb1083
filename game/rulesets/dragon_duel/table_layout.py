"""Dragon Duel's table part: where every place sits on the 1280x720 logical table, seen from the viewer.

Three bands across the felt (x < 1004): the opponent's areas at the top, the tug-of-war board in the
middle, the viewer's areas at the bottom; the viewer's hand along the foot, the opponent's (backs)
along the top edge. Each band, left to right: the leader area (the leader card with the leadership
cards stacked on it, each peeking out to the right), the battle area (a stack: the oldest card on the
left, each later card over the one before, the active character and its boosters spread wider so
their names and Fire values show, inactive covered cards peeking out narrower), the support area (a
row), and the deck over the discard pile. The middle band holds, left to right, the turn, phase,
element and crystals, the board with the three dragons (each on its own track: the opponent's side
at the top, the middle, the viewer's side at the bottom), and both live attack totals.
"""
from __future__ import annotations

from game.ui.table.layout import Spot, caption_px, grow

CARD_W, CARD_H = 96, 134          # cards in the areas
HAND_W, HAND_H = 104, 146         # the viewer's hand
SMALL_W, SMALL_H = 44, 62         # the opponent's hand (backs)
HAND_Y = {"me": 641.0, "them": -18.0}   # the viewer's hand: card centres; the opponent's: top of the backs
HAND_X = 540.0
HAND_ROOM = 760.0                 # the width the viewer's hand spreads over
BAND = {"me": (392.0, 566.0), "them": (50.0, 224.0)}
BOARD_BAND = (228.0, 388.0)
MIDDLE_Y = (BOARD_BAND[0] + BOARD_BAND[1]) / 2
AREAS = {"leader": (10.0, 158.0), "battle": (176.0, 384.0), "support": (568.0, 334.0)}   # x and width
PILE_X0, PILE_W0 = 910.0, 88.0    # the deck over the discard pile
PILE_W, PILE_H = 52.0, 72.0
PEEK_ACTIVE, PEEK_INACTIVE, LEAD_PEEK = 46.0, 24.0, 16.0

# the middle band, left to right
INFO = (10.0, BOARD_BAND[0] + 4, 292.0, BOARD_BAND[1] - BOARD_BAND[0] - 8)
BOARD = (312.0, BOARD_BAND[0] + 4, 380.0, BOARD_BAND[1] - BOARD_BAND[0] - 8)
TOTALS = (702.0, BOARD_BAND[0] + 4, 296.0, BOARD_BAND[1] - BOARD_BAND[0] - 8)


def side(player: int, viewer: int) -> str:
    return "me" if player == viewer else "them"


def card_y(sd: str) -> float:
    """The centre line of the cards in a band, under its caption."""
    top, bottom = BAND[sd]
    return top + caption_px() + 2 + (bottom - top - caption_px() - 2) / 2


def area_rect(player: int, viewer: int, name: str) -> tuple[float, float, float, float]:
    """The frame of an area ("leader", "battle", "support", "deck", "discard", "hand")."""
    sd = side(player, viewer)
    top, bottom = BAND[sd]
    if name in AREAS:
        x, w = AREAS[name]
        return x, top, w, bottom - top
    if name in ("deck", "discard"):
        h = (bottom - top - 4) / 2
        y = top if name == "deck" else top + h + 4
        return PILE_X0, y, PILE_W0, h
    if name == "hand":
        if sd == "me":
            return HAND_X - HAND_ROOM / 2 - 8, HAND_Y["me"] - HAND_H / 2 - 6, HAND_ROOM + 16, HAND_H + 12
        return HAND_X - 190, HAND_Y["them"], 380, SMALL_H
    raise KeyError(name)


def pile_spot(player: int, viewer: int, which: str, index: int) -> Spot:
    """A pile's card ``index`` from the bottom; piles rise a little so their thickness shows, and give
    their captions room when the text grows."""
    x, y, w, h = area_rect(player, viewer, which)
    cap = caption_px()
    ph = min(PILE_H, h - cap - 4)
    k = min(index, 12)
    return Spot(x + w / 2 - k * 0.4, y + cap + 2 + ph / 2 - k * 0.6, PILE_W * ph / PILE_H, ph, z=10 + min(index, 40))


def leader_spot(player: int, viewer: int, from_bottom: int, count: int) -> Spot:
    """The leader card (0) and the leadership cards on it, each peeking out to the right of the one under it."""
    x0, w = AREAS["leader"]
    step = min(LEAD_PEEK, (w - 16 - CARD_W) / max(1, count - 1))
    return Spot(x0 + 8 + CARD_W / 2 + from_bottom * step, card_y(side(player, viewer)), CARD_W, CARD_H,
                z=20 + from_bottom)


def battle_gaps(active: list[bool]) -> list[float]:
    """How far each card of the battle stack (oldest first) sticks out from under the next one."""
    x0, w = AREAS["battle"]
    gaps = [PEEK_ACTIVE if a else PEEK_INACTIVE for a in active[:-1]]
    room = w - 16 - CARD_W
    total = sum(gaps)
    if total > room:
        gaps = [g * room / total for g in gaps]
    return gaps


def battle_spot(player: int, viewer: int, from_bottom: int, gaps: list[float]) -> Spot:
    x0, _w = AREAS["battle"]
    return Spot(x0 + 8 + CARD_W / 2 + sum(gaps[:from_bottom]), card_y(side(player, viewer)), CARD_W, CARD_H,
                z=20 + from_bottom)


def support_spot(player: int, viewer: int, index: int, count: int) -> Spot:
    x0, w = AREAS["support"]
    step = min(CARD_W + 8, (w - 16 - CARD_W) / max(1, count - 1))
    return Spot(x0 + 8 + CARD_W / 2 + index * step, card_y(side(player, viewer)), CARD_W, CARD_H, z=20 + index)


def hand_spot(player: int, viewer: int, index: int, count: int) -> Spot:
    sd = side(player, viewer)
    if sd == "them":
        spacing = min(30, 360 / max(1, count))
        x0 = HAND_X - spacing * (count - 1) / 2
        return Spot(x0 + index * spacing, HAND_Y["them"] + SMALL_H / 2, SMALL_W, SMALL_H, z=60 + index)
    spacing = min(HAND_W + 6, HAND_ROOM / max(1, count))
    x0 = HAND_X - spacing * (count - 1) / 2
    mid = (count - 1) / 2
    dy = abs(index - mid) ** 1.5 * 1.2
    return Spot(x0 + index * spacing, HAND_Y["me"] + dy, HAND_W, HAND_H, z=100 + index)


def drop_rect(player: int, viewer: int, area: str) -> tuple[float, float, float, float]:
    x, y, w, h = area_rect(player, viewer, area)
    return x - 4, y - 4, w + 8, h + 8


def dragon_cell(track: int, where: str, viewer_side: bool) -> tuple[float, float]:
    """The centre of a dragon's cell: ``where`` is "near" (the viewer's side), "middle" or "far"."""
    x, y, w, h = BOARD
    col_w = w / 3
    label = 18 * grow()
    row_h = (h - label - 6) / 3
    row = {"far": 0, "middle": 1, "near": 2}[where]
    return x + col_w * track + col_w / 2, y + label + 4 + row_h * row + row_h / 2


def dragon_radius() -> float:
    _x, _y, w, h = BOARD
    label = 18 * grow()
    return min(w / 3, (h - label - 6) / 3) * 0.42


def totals_rect(player: int, viewer: int) -> tuple[float, float, float, float]:
    """The box of a player's live attack total: the opponent's above, the viewer's below."""
    x, y, w, h = TOTALS
    half = (h - 6) / 2
    return (x, y, w, half) if player != viewer else (x, y + half + 6, w, half)
