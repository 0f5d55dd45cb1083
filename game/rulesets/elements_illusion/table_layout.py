"""Elements Illusion's table: where every place sits on the 1280x720 logical table, seen from the viewer.

Three bands across the felt (x < 1004). At the top, the other seats in the order play goes round from
the viewer, side by side (one to five panels: a panel narrows as seats are added, never overlaps).
In the middle, on the left the turn's box (turn, phase, the Order, EL, the array event) over the
turn's piles (element pile, ability pile, the array card set aside, the drop zone); on the right the
workbench, where the viewer lays element cards in the sealed phases and the engine names what they
make. At the foot, the viewer's own seat in one row (its dials, level-change field, skill field and
build zone) over the viewer's hand.

Each seat panel has the same four places: its info (name, Order marker, EL / EP / GP dials, last
element, locked or deciding), the public level-change field, the field of its revealed skills, and the
build zone (each ability card with the turns it has left).
"""
from __future__ import annotations

from game.ui.table.layout import Spot, pile_card, seat_in_row, seat_side

Rect = tuple[float, float, float, float]

FELT_W = 1004.0
TOP = (4.0, 4.0, FELT_W - 8, 198.0)          # the other seats' band
GAP = 6.0
MIDDLE = (4.0, 208.0, FELT_W - 8, 218.0)
INFO = (4.0, 208.0, 250.0, 218.0)             # the turn's box over the piles
BENCH = (260.0, 208.0, FELT_W - 264, 218.0)   # the workbench
SLOT = (266.0, 236.0, 250.0, 184.0)           # where cards are laid on the workbench
CHOICES = (524.0, 250.0, 472.0, 90.0)         # what the laid cards make (buttons)
PLANNED = (524.0, 362.0, 472.0, 60.0)         # cards the viewer's sealed plan already names
OWN = (4.0, 432.0, FELT_W - 8, 116.0)         # the viewer's seat
HAND_Y = 636.0
HAND_W, HAND_H = 84.0, 118.0
SMALL_W, SMALL_H = 30.0, 42.0                 # cards in another seat's panel
OWN_W, OWN_H = 56.0, 78.0                     # cards in the viewer's row
PILE_W, PILE_H = 40.0, 56.0
BENCH_W, BENCH_H = 52.0, 72.0
PLAN_W, PLAN_H = 34.0, 48.0
PLACES = ("info", "levelup", "field", "build")
OWN_SPLIT = {"info": (0.0, 190.0), "levelup": (194.0, 240.0), "field": (438.0, 300.0), "build": (742.0, 254.0)}
LABEL_W = 46.0                                # a row's caption in another seat's panel


def seat_rect(player: int, viewer: int, n: int) -> Rect:
    return seat_in_row(player, viewer, n, OWN, TOP, GAP)


def seat_centre(player: int, viewer: int, n: int) -> tuple[float, float]:
    x, y, w, h = seat_rect(player, viewer, n)
    return x + w / 2, y + h / 2


def area_rect(player: int, viewer: int, n: int, place: str) -> Rect:
    """One of a seat's four places (``PLACES``)."""
    x, y, w, h = seat_rect(player, viewer, n)
    if seat_side(player, viewer, n) == 0:
        dx, dw = OWN_SPLIT[place]
        return x + dx, y, dw, h
    i = PLACES.index(place)
    row = (h - 6) / 4
    return x, y + i * (row + 2), w, row


def row_spot(rect: Rect, index: int, count: int, w: float, h: float, *, lead: float, z: int) -> Spot:
    """The ``index``-th of ``count`` cards laid left to right in a place, after its caption (``lead``),
    overlapping when they would not fit."""
    x, y, rw, rh = rect
    room = rw - lead - 6
    step = min(w + 4, (room - w) / max(1, count - 1)) if count > 1 else w
    return Spot(x + lead + w / 2 + index * step, y + rh / 2 + (4 if lead == 0 else 0), w, h, z=z + index)


def card_size(player: int, viewer: int, n: int) -> tuple[float, float]:
    return (OWN_W, OWN_H) if seat_side(player, viewer, n) == 0 else (SMALL_W, SMALL_H)


def place_spot(player: int, viewer: int, n: int, place: str, index: int, count: int) -> Spot:
    rect = area_rect(player, viewer, n, place)
    w, h = card_size(player, viewer, n)
    lead = 0.0 if seat_side(player, viewer, n) == 0 else LABEL_W
    if seat_side(player, viewer, n) == 0:
        x, y, rw, rh = rect
        rect = (x + 4, y + 14, rw - 8, rh - 14)     # under the place's caption
    return row_spot(rect, index, count, w, h, lead=lead, z=40)


def hand_spot(index: int, count: int) -> Spot:
    room = FELT_W - 24
    step = min(HAND_W + 6, (room - HAND_W) / max(1, count - 1)) if count > 1 else HAND_W
    width = HAND_W + step * (count - 1)
    x0 = FELT_W / 2 - width / 2 + HAND_W / 2
    return Spot(x0 + index * step, HAND_Y, HAND_W, HAND_H, z=100 + index)


def hand_rect() -> Rect:
    return 8.0, HAND_Y - HAND_H / 2 - 6, FELT_W - 16, HAND_H + 12


PILES = ("pile", "abilities", "aside", "drop")


def pile_spot(zone: str, index: int, count: int) -> Spot:
    """The turn's piles in a row under the turn's box; a pile shows its top few cards."""
    i = PILES.index(zone)
    x0, y0, w0, h0 = INFO
    cx = x0 + 8 + PILE_W / 2 + i * ((w0 - 16 - PILE_W) / 3)
    cy = y0 + h0 - PILE_H / 2 - 4
    return pile_card(cx, cy, PILE_W, PILE_H, index, count)


PILE_LABEL_H = 30.0       # a pile's name over its count, above the pile


def pile_label_rect(zone: str) -> Rect:
    """Where a pile's name and count are written: its share of the turn's box, over its cards."""
    sp = pile_spot(zone, 0, 1)
    share = (INFO[2] - 16 - PILE_W) / 3
    return sp.x - share / 2, sp.y - sp.h / 2 - PILE_LABEL_H - 1, share, PILE_LABEL_H


def pile_rect(zone: str) -> Rect:
    sp = pile_spot(zone, 0, 1)
    x, y, w, h = pile_label_rect(zone)
    return sp.x - sp.w / 2 - 2, y, sp.w + 4, sp.y + sp.h / 2 - y + 2


def slot_spot(index: int, count: int) -> Spot:
    """A card laid on the workbench: rows of four."""
    x, y, w, h = SLOT
    per = 4
    col, row = index % per, index // per
    rows = max(1, (count + per - 1) // per)
    dy = min(BENCH_H + 6, (h - 24 - BENCH_H) / max(1, rows - 1)) if rows > 1 else 0
    return Spot(x + 10 + BENCH_W / 2 + col * (BENCH_W + 8), y + 22 + BENCH_H / 2 + row * dy, BENCH_W, BENCH_H,
                z=200 + index)


def planned_spot(index: int, count: int) -> Spot:
    return row_spot(PLANNED, index, count, PLAN_W, PLAN_H, lead=86.0, z=180)


def offstage() -> Spot:
    return Spot(FELT_W / 2, -80, 10, 10, drawn=False)


def overlaps(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]
