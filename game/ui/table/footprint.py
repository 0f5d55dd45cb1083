"""Where a thing on the table draws: its footprint on the screen, as rectangles that hold every pixel it
may change. The resting layer (``layer.py``) keeps a thing baked while nothing drawn live under it
touches its footprint, so a moving card no longer sends every panel above the cards back to being drawn
live each frame; only the panels it passes over are.

A footprint is found one of two ways. A card, or a node that names the rectangle it keeps to
(``layer_bounds``), is drawn clipped to that rectangle, so it cannot draw outside it whatever its code
does. A node that names no rectangle (a game's panel writing words all over the felt) is drawn once on a
see-through sheet and the sheet's touched tiles are read back: the footprint is then what it did draw,
whatever its code, at the price of one drawing more each time its key changes."""
from __future__ import annotations

from typing import Any, Callable

import pygame


class Footprint:
    """Rectangles on the screen that together hold all a thing draws; ``box`` holds them all."""

    __slots__ = ("box", "rects")

    def __init__(self, box: pygame.Rect, rects: list[pygame.Rect] | None = None) -> None:
        self.box = box
        self.rects = [box] if rects is None else rects

    def hits(self, live: list[pygame.Rect]) -> bool:
        """Does it share a pixel's rectangle with any of ``live``?"""
        if not live or not self.rects or self.box.collidelist(live) < 0:
            return False
        return any(r.collidelist(live) >= 0 for r in self.rects)


NOWHERE = Footprint(pygame.Rect(0, 0, 0, 0), [])


def clipped_paint(item: tuple[Any, ...], surface: pygame.Surface) -> None:
    """A thing of the table drawn (``layer.Item``: its paint third, the rectangle it is held to last): whatever its
    code does, nothing outside that rectangle changes."""
    paint, rect = item[2], item[-1]
    if rect is None:
        paint(surface)
        return
    before = surface.get_clip()
    surface.set_clip(rect.clip(before))
    try:
        paint(surface)
    finally:
        surface.set_clip(before)


class Sheet:
    """A see-through sheet the size of the screen to draw a thing on and see where it drew. Left clear
    after each use: no picture of any seat's panel stays on it."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None

    def measure(self, size: tuple[int, int], paint: Callable[[pygame.Surface], None]) -> Footprint:
        sheet = self.surface
        if sheet is None or sheet.get_size() != size:
            sheet = self.surface = pygame.Surface(size, pygame.SRCALPHA)
            sheet.fill((0, 0, 0, 0))
        paint(sheet)
        # a pixel drawn on with any opacity keeps some of it on a clear sheet (what blends to nothing on the
        # screen blends to nothing here too), so the mask's pixels are every pixel the drawing changes
        mask = pygame.mask.from_surface(sheet, 0)
        rects = _runs(sheet, mask, max(16, size[1] // 24))
        for r in rects:
            sheet.fill((0, 0, 0, 0), r)
        if not rects:
            return NOWHERE
        return Footprint(rects[0].unionall(rects[1:]), rects)

    def forget(self) -> None:
        self.surface = None


def _runs(sheet: pygame.Surface, mask: pygame.mask.Mask, tile: int) -> list[pygame.Rect]:
    """The sheet's drawn pixels as runs of touched tiles, strip by strip, each run shrunk to the pixels it
    holds: tiles alone would have two panels side by side share a tile they both only come near."""
    w, h = mask.get_size()
    strip = pygame.mask.Mask((w, tile), fill=True)
    cell = pygame.mask.Mask((tile, tile), fill=True)
    out: list[pygame.Rect] = []
    for y in range(0, h, tile):
        if mask.overlap(strip, (0, y)) is None:
            continue
        start = None
        for x in range(0, w + tile, tile):
            touched = x < w and mask.overlap(cell, (x, y)) is not None
            if touched and start is None:
                start = x
            elif not touched and start is not None:
                run = pygame.Rect(start, y, min(x, w) - start, min(tile, h - y))
                out.append(sheet.subsurface(run).get_bounding_rect(1).move(run.topleft))
                start = None
    return out
