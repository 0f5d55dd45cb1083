"""The Magic table: where every place sits on the 1280x720 logical table, seen from the viewer.

Three bands across the felt (x < 1004). At the top, the other seats in the order play goes round from the
viewer, side by side (one to five panels, each narrower as seats are added): a header (name, life, hand
and library counts), then its creatures, its other permanents and its lands in three rows, and its
command zone in a column on the right. In the middle, the turn's box (turn, steps, who is active and who
holds priority), the stack as a pile laid left to right (the top on the right) and the box of counters
(commander damage, commander tax) read from the view. At the foot, the viewer's own seat (header, a row
of creatures beside the command zone, a row of lands beside the other permanents and the piles) over the
viewer's hand.

A tapped permanent lies turned a quarter (``TAPPED``), and an attacking creature stands forward out of its
row (``FORWARD``), as on a real table.
"""
from __future__ import annotations

import dataclasses

from game.ui.table.layout import Spot, pile_card, seat_in_row, seat_side

Rect = tuple[float, float, float, float]

FELT_W = 1004.0
GAP = 6.0
TOP = (4.0, 4.0, FELT_W - 8, 240.0)          # the other seats' band
INFO = (4.0, 248.0, 236.0, 160.0)            # the turn's box
STACK = (244.0, 248.0, 516.0, 160.0)         # the stack
COUNTERS = (764.0, 248.0, FELT_W - 768, 160.0)   # commander damage and tax
OWN = (4.0, 412.0, FELT_W - 8, 194.0)        # the viewer's seat
HEADER_H = 20.0
HAND_Y = 662.0
HAND_W, HAND_H = 70.0, 98.0
SMALL_W, SMALL_H = 30.0, 42.0                # cards in another seat's panel (four to six seats)
MID_W, MID_H = 44.0, 62.0                    # ... and with two or three seats
OWN_W, OWN_H = 50.0, 70.0                    # cards in the viewer's rows
STACK_W, STACK_H = 60.0, 84.0
ABILITY_W = 132.0                            # an ability's tile on the stack
TAPPED = -90.0                               # degrees: a tapped permanent lies turned clockwise
FORWARD = 10.0                               # how far an attacking creature stands out of its row
PLACES = ("creatures", "others", "lands", "command")
OWN_PLACES = {"creatures": (0.0, 0, 700.0), "command": (704.0, 0, 288.0),
              "lands": (0.0, 1, 560.0), "others": (564.0, 1, 270.0), "piles": (838.0, 1, 154.0)}
PILE_KINDS = ("library", "graveyard", "exile")


def seat_rect(player: int, viewer: int, n: int) -> Rect:
    return seat_in_row(player, viewer, n, OWN, TOP, GAP)


def header_rect(player: int, viewer: int, n: int) -> Rect:
    """The seat's header: its name and life; a drop on it aims at the player."""
    x, y, w, _h = seat_rect(player, viewer, n)
    return x, y, w, HEADER_H


def seat_centre(player: int, viewer: int, n: int) -> tuple[float, float]:
    x, y, w, h = seat_rect(player, viewer, n)
    return x + w / 2, y + h / 2


def area_rect(player: int, viewer: int, n: int, place: str) -> Rect:
    """One of a seat's places (``PLACES``, and the viewer's ``piles``)."""
    x, y, w, h = seat_rect(player, viewer, n)
    if seat_side(player, viewer, n) == 0:
        dx, row, dw = OWN_PLACES[place]
        rh = (h - HEADER_H - 4) / 2
        return x + dx, y + HEADER_H + 2 + row * rh, dw, rh
    col = max(36.0, w * 0.2)
    if place == "command":
        return x + w - col, y + HEADER_H, col, h - HEADER_H
    i = ("creatures", "others", "lands").index(place) if place in ("creatures", "others", "lands") else 0
    rh = (h - HEADER_H) / 3
    return x, y + HEADER_H + i * rh, w - col, rh


def card_size(player: int, viewer: int, n: int) -> tuple[float, float]:
    """The viewer's cards are the largest; another seat's grow while its panel is wide (two or three seats)."""
    if seat_side(player, viewer, n) == 0:
        return OWN_W, OWN_H
    return (MID_W, MID_H) if n <= 3 else (SMALL_W, SMALL_H)


def row_spot(rect: Rect, index: int, count: int, w: float, h: float, *, tapped: bool, z: int) -> Spot:
    """The ``index``-th of ``count`` cards laid left to right in a place, overlapping when they would not
    fit; a tapped one turned a quarter."""
    x, y, rw, rh = rect
    room = rw - 8
    lane = h + 4          # a turned card needs its height across
    step = min(lane, (room - lane) / max(1, count - 1)) if count > 1 else lane
    return Spot(x + 4 + lane / 2 + index * step, y + rh / 2 + 4, w, h, rot=TAPPED if tapped else 0.0, z=z + index)


TUCK = 0.36       # of a card's height: how far an attached card shows above its host, its name's band
LOWERED_Z = 20    # a row standing lower for its bands is drawn over the row below it (still under the hand's 100)


def band_ceiling(player: int, viewer: int, n: int, place: str) -> float | None:
    """How high the band of a card tucked behind one in ``place`` may reach: the creatures' row lies under
    the seat's header, whose words a band must not cover (at a large text size they fill it to its foot),
    so a pixel under the header. A band above any other row reaches into the gap over the row above, as
    before (None: no ceiling)."""
    if place != "creatures":
        return None
    _x, y, _w, h = header_rect(player, viewer, n)
    return y + h + 1


def tucked_row_y(player: int, viewer: int, n: int, place: str, y: float, h: float, tucked: int) -> float:
    """Where a row's cards stand when one of them wears ``tucked`` attached cards: as low in the row as
    the bands above it need under the ceiling, the whole row together (one card lower than its row
    would read as an attacker in another seat), but never so low as to touch the cards of the row
    below, whose top it may meet (``tucked_spot`` then steps the bands closer)."""
    top = band_ceiling(player, viewer, n, place)
    if top is None or tucked <= 0:
        return y
    _x, ry, _w, rh = area_rect(player, viewer, n, place)
    below = ry + rh + rh / 2 + 4 - h / 2          # the top of an upright card in the next row (row_spot)
    want = top + tucked * TUCK * h + h / 2
    return max(y, min(want, below - h / 2))


def tucked_spot(host: Spot, index: int, count: int = 1, ceiling: float | None = None) -> Spot:
    """An Aura or Equipment behind the permanent it is attached to, showing the band with its name above
    its host; several step up one behind another, the first attached nearest. Under a ``ceiling`` (the
    seat's header) the ``count`` of them step closer rather than reach over it."""
    step = TUCK * host.h
    if ceiling is not None:
        step = max(0.0, min(step, (host.y - host.h / 2 - ceiling) / max(1, count)))
    return dataclasses.replace(host, y=host.y - (index + 1) * step, rot=0.0, z=host.z - 1 - index)


def column_spot(rect: Rect, index: int, count: int, w: float, h: float, *, z: int) -> Spot:
    """A command zone's card: side by side in the viewer's box, one over another in a narrow column."""
    x, y, rw, rh = rect
    if rw >= 2 * w + 8:
        step = min(w + 6, (rw - 8 - w) / max(1, count - 1)) if count > 1 else w
        return Spot(x + 4 + w / 2 + index * step, y + rh / 2, w, h, z=z + index)
    step = min(h + 4, (rh - 8 - h) / max(1, count - 1)) if count > 1 else h
    return Spot(x + rw / 2, y + 4 + h / 2 + index * step, min(w, rw - 4), h, z=z + index)


def place_spot(player: int, viewer: int, n: int, place: str, index: int, count: int, *, tapped: bool,
               attacking: bool = False, tucked: int = 0) -> Spot:
    """A card in one of a seat's places; an attacking creature stands forward, toward the middle of the
    table, as a player pushes an attacker out of the line on a real table. ``tucked``: the most attached
    cards any one card of the row wears (their bands need room above the row, ``tucked_row_y``)."""
    rect = area_rect(player, viewer, n, place)
    w, h = card_size(player, viewer, n)
    if place == "command":
        return column_spot(rect, index, count, w, h, z=40)
    spot = row_spot(rect, index, count, w, h, tapped=tapped, z=40)
    low = tucked_row_y(player, viewer, n, place, spot.y, h, tucked)
    if low > spot.y:      # its foot meets the row below: over that row's top edge, so a host's badges (drawn
        spot = dataclasses.replace(spot, y=low, z=spot.z + LOWERED_Z)    # under its foot) stay in sight
    if attacking:
        return dataclasses.replace(spot, y=spot.y + (-FORWARD if seat_side(player, viewer, n) == 0 else FORWARD))
    return spot


def scheme_pile_spot(player: int, viewer: int, n: int, index: int, count: int) -> Spot:
    """An archenemy's scheme deck (904.4): a face-down pile at the far end of the seat's command zone, the
    face-up schemes and a commander laid beside it from the near end."""
    x, y, w, h = area_rect(player, viewer, n, "command")
    cw, ch = card_size(player, viewer, n)
    pw, ph = min(cw, w - 8), min(ch, h - 8)
    if w >= 2 * cw + 8:
        return pile_card(x + w - 4 - pw / 2, y + h / 2, pw, ph, index, count)
    return pile_card(x + w / 2, y + h - 4 - ph / 2, pw, ph, index, count)


def pile_spot(kind: str, index: int, count: int) -> Spot:
    """The viewer's library, graveyard and exile side by side; a pile shows its top few cards."""
    x, y, w, h = area_rect(0, 0, 1, "piles")
    i = PILE_KINDS.index(kind)
    pw, ph = 40.0, 56.0
    cx = x + 6 + pw / 2 + i * (pw + 10)
    cy = y + h / 2 + 6
    return pile_card(cx, cy, pw, ph, index, count)


def pile_rect(kind: str) -> Rect:
    sp = pile_spot(kind, 0, 1)
    return sp.x - sp.w / 2 - 2, sp.y - sp.h / 2 - 14, sp.w + 4, sp.h + 16


def stack_spot(index: int, count: int) -> Spot:
    """The stack left to right, its top (the next to resolve) on the right."""
    x, y, w, h = STACK
    room = w - 16
    step = min(STACK_W + 10, (room - STACK_W) / max(1, count - 1)) if count > 1 else STACK_W
    return Spot(x + 8 + STACK_W / 2 + index * step, y + h / 2 + 8, STACK_W, STACK_H, z=300 + index)


def stack_spots(wide: list[bool]) -> list[Spot]:
    """Every object on the stack, bottom to top, left to right: a spell is its card, an ability (``wide``) a
    tile of its own, wider than a card so its source and its text can be read. Where they do not all fit,
    each steps less to the right than its width, so the top one always shows whole."""
    x, y, w, h = STACK
    widths = [ABILITY_W if k else STACK_W for k in wide]
    if not widths:
        return []
    steps = [wd + 10 for wd in widths[:-1]]
    room = w - 16 - widths[-1]
    squeeze = min(1.0, room / sum(steps)) if steps else 1.0
    out, left = [], x + 8
    for i, wd in enumerate(widths):
        out.append(Spot(left + wd / 2, y + h / 2 + 8, wd, STACK_H, z=300 + i))
        if i < len(steps):
            left += steps[i] * squeeze
    return out


def hand_spot(index: int, count: int) -> Spot:
    room = FELT_W - 24
    step = min(HAND_W + 6, (room - HAND_W) / max(1, count - 1)) if count > 1 else HAND_W
    width = HAND_W + step * (count - 1)
    x0 = FELT_W / 2 - width / 2 + HAND_W / 2
    return Spot(x0 + index * step, HAND_Y, HAND_W, HAND_H, z=100 + index)


def hand_rect() -> Rect:
    return 8.0, HAND_Y - HAND_H / 2 - 4, FELT_W - 16, HAND_H + 8


def offstage() -> Spot:
    return Spot(FELT_W / 2, -80, 10, 10, drawn=False)
