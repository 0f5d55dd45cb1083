"""A small retained scene graph on pygame-ce.

A node has a local transform (position, rotation, scale), a size for hit-testing, a
z-order, visibility and children. The loop calls ``handle_event`` (top node first; True
means consumed), ``update(dt)`` and ``draw(surface)``. Nodes tell the scene what happened
by posting semantic events (``post``), not by calling each other.
"""
from __future__ import annotations

import math
from typing import Any, Callable, Iterator

import pygame


class Node:
    def __init__(self, x: float = 0, y: float = 0, w: float = 0, h: float = 0, *, z: int = 0,
                 name: str = "") -> None:
        self.x, self.y, self.w, self.h = float(x), float(y), float(w), float(h)
        self.rotation = 0.0   # degrees, about the node's centre
        self.scale = 1.0
        self.z = z
        self.visible = True
        self.name = name
        self.parent: Node | None = None
        self.children: list[Node] = []
        self._sorted = True

    # ----- tree -------------------------------------------------------------------------
    def add(self, child: "Node") -> "Node":
        if child.parent is not None:
            child.parent.remove(child)
        child.parent = self
        self.children.append(child)
        self._sorted = False
        return child

    def remove(self, child: "Node") -> None:
        if child in self.children:
            self.children.remove(child)
            child.parent = None

    def clear(self) -> None:
        for c in list(self.children):
            self.remove(c)

    def ordered(self) -> list["Node"]:
        if not self._sorted:
            self.children.sort(key=lambda n: n.z)
            self._sorted = True
        return self.children

    def walk(self) -> Iterator["Node"]:
        yield self
        for c in self.children:
            yield from c.walk()

    def find(self, name: str) -> "Node | None":
        return next((n for n in self.walk() if n.name == name), None)

    def set_z(self, z: int) -> None:
        self.z = z
        if self.parent is not None:
            self.parent._sorted = False

    # ----- geometry -----------------------------------------------------------------------
    def world_origin(self) -> tuple[float, float]:
        """Top-left corner in window pixels (parents translate and scale their children)."""
        if self.parent is None:
            return self.x, self.y
        px, py = self.parent.world_origin()
        ps = self.parent.world_scale()
        return px + self.x * ps, py + self.y * ps

    def world_scale(self) -> float:
        return self.scale * (self.parent.world_scale() if self.parent is not None else 1.0)

    def world_rect(self) -> pygame.Rect:
        ox, oy = self.world_origin()
        s = self.world_scale()
        return pygame.Rect(int(ox), int(oy), int(self.w * s), int(self.h * s))

    def to_local(self, wx: float, wy: float) -> tuple[float, float]:
        """Window point to this node's local space, undoing its rotation about its centre."""
        ox, oy = self.world_origin()
        s = self.world_scale() or 1.0
        lx, ly = (wx - ox) / s, (wy - oy) / s
        if self.rotation:
            cx, cy = self.w / 2, self.h / 2
            a = math.radians(self.rotation)
            dx, dy = lx - cx, ly - cy
            # pygame rotates counter-clockwise on screen; undo it
            lx = cx + dx * math.cos(a) - dy * math.sin(a)
            ly = cy + dx * math.sin(a) + dy * math.cos(a)
        return lx, ly

    def hit(self, wx: float, wy: float) -> bool:
        if not self.visible:
            return False
        lx, ly = self.to_local(wx, wy)
        return 0 <= lx < self.w and 0 <= ly < self.h

    def node_at(self, wx: float, wy: float, accept: Callable[["Node"], bool] | None = None) -> "Node | None":
        """The topmost visible node under the point (children before parents, high z first)."""
        if not self.visible:
            return None
        for child in reversed(self.ordered()):
            found = child.node_at(wx, wy, accept)
            if found is not None:
                return found
        if self.w and self.h and self.hit(wx, wy) and (accept is None or accept(self)):
            return self
        return None

    # ----- loop -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        for child in reversed(self.ordered()):
            if child.handle_event(event):
                return True
        return self.on_event(event)

    def on_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        for child in list(self.children):
            child.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        self.draw_self(surface)
        for child in self.ordered():
            child.draw(surface)

    def draw_self(self, surface: pygame.Surface) -> None:
        """Subclasses paint themselves here."""


UI_EVENT = pygame.USEREVENT + 1
WAKE_EVENT = pygame.USEREVENT + 2   # nothing to handle: a thread wakes the app's idle loop (a program decided)


def post(kind: str, **data: Any) -> None:
    """A semantic event for the scene (e.g. "button", id="end_turn")."""
    pygame.event.post(pygame.event.Event(UI_EVENT, kind=kind, **data))
