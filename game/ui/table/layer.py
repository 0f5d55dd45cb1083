"""The table's resting layer: the felt, the drop places and the cards that have not changed, painted once
into a screen-sized surface and laid down each frame in one blit, with only what changed drawn over it.

Why: at 4K a full redraw fills and blits tens of megabytes and blends every card's rounded corners again,
frame after frame, for a board that mostly stands still. Profiled, the felt, the fill and the cards were
most of a 4K frame; the panels and buttons drawn after them are a small part and stay drawn live.

How it stays right: the table is drawn in z order, so the layer holds a prefix of that order (the felt,
the places under the cards, then cards from the bottom up) and every later thing is drawn live on top.
Each thing in the prefix has a key holding everything that decides its pixels (a card's face surface,
its place, turn, marks and badges; the felt's own repaint key; the drop places shown). A frame whose keys
match the baked ones lays the layer down; what follows in the prefix, at rest and as it was last frame, is
baked on. A baked thing that changed (a card moved, turned, was marked) throws the layer away: it is baked
afresh from what is at rest below the change, the rest drawn live. Whatever else changes what may be seen or how
(the eyes on the screen, the language, the text size, the palette, the window) is in the layer's look,
and a new look wipes the layer before anything is drawn; so does the pass screen (``forget``), so no
hidden card of one player is kept for the next."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

from ..node import Node
from ..palette import FELT_DARK
from . import layout as L
from .cardnode import CardNode

if TYPE_CHECKING:
    from .scene import TableScene

# (its key, how to draw it, whether it is at rest); the key is compared, the painter draws what it was made from
Item = tuple[Any, Callable[[pygame.Surface], None], bool]


def _draws_nothing(node: Node) -> bool:
    cls = type(node)
    return cls.draw is Node.draw and cls.draw_self is Node.draw_self and not node.children


class TableLayer:
    def __init__(self, scene: "TableScene") -> None:
        self.scene = scene
        self.surface: pygame.Surface | None = None
        self.look: tuple[Any, ...] | None = None
        self.baked: list[Any] = []          # the keys of what the layer holds, in drawing order
        self.last: list[Any] = []           # the prefix's keys last frame
        self.rebuilds = 0                   # layers painted afresh (tests and the bench read it)

    def forget(self) -> None:
        """Wipe the layer (the pass screen: no card of the last viewer may wait in it for the next)."""
        self.surface = None
        self.baked, self.last = [], []

    def current_look(self, surface: pygame.Surface) -> tuple[Any, ...]:
        sc = self.scene
        root, settings = sc.root, sc.app.settings
        return (surface.get_size(), root.x, root.y, root.scale, sc.lang, L.grow(), settings.colorblind_palette,
                sc.viewer, sc.seen_by, sc.eyes(), sc.public_only)

    def split(self) -> tuple[list[Item], list[Node]]:
        """The prefix that may be baked (each thing's key and painter) and the rest, drawn live, in order."""
        sc = self.scene
        items: list[Item] = []
        rest: list[Node] = []
        order = sc.root.ordered()
        # what is hidden draws nothing and has no item: the keys are the sequence of what is drawn, so one
        # shown or hidden changes the sequence from that place on just as a changed key does
        for i, node in enumerate(order):
            if not node.visible:
                continue
            if node is sc.cards_layer:
                cards = node.ordered()
                for j, card in enumerate(cards):
                    if not card.visible:
                        continue
                    if not isinstance(card, CardNode) or card.children:
                        rest = [*cards[j:], *order[i + 1:]]
                        return items, rest
                    key, img = card.plan()
                    items.append(((card.iid, key), lambda surf, c=card, k=key, m=img: c.paint(surf, k, m),
                                  card.at_rest()))
            elif hasattr(node, "layer_key") and not node.children:
                items.append(((id(node), node.layer_key()), node.draw, True))
            elif not _draws_nothing(node):     # a node unknown here: it and all after it are drawn live
                return items, order[i:]
        return items, rest

    def draw(self, surface: pygame.Surface) -> None:
        look = self.current_look(surface)
        if look != self.look:
            self.forget()
            self.look = look
        items, rest = self.split()
        keys = [k for k, _p, _r in items]
        # baked: what is as it was last frame and at rest. A card still settling may stay on a pixel for a
        # frame or two before its next; baked then, it would throw the layer away the frame after
        still = _common(keys, self.last, [r for _k, _p, r in items])
        self.last = keys
        n = len(self.baked)
        layer = self.surface
        valid = layer is not None and n > 0 and layer.get_size() == surface.get_size() and keys[:n] == self.baked
        if valid and still > n:                  # more has come to rest: paint it on
            for _key, paint, _r in items[n:still]:
                paint(layer)
            self.baked, n = keys[:still], still
        elif not valid and still > 0:            # something baked changed: bake afresh what is at rest
            if layer is None or layer.get_size() != surface.get_size():
                layer = self.surface = pygame.Surface(surface.get_size()).convert(surface)
            layer.fill(FELT_DARK)
            for _key, paint, _r in items[:still]:
                paint(layer)
            self.baked, n, valid = keys[:still], still, True
            self.rebuilds += 1
        if valid and layer is not None:
            surface.blit(layer, (0, 0))
        else:
            surface.fill(FELT_DARK)
            n = 0
        for _key, paint, _r in items[n:]:
            paint(surface)
        for node in rest:
            node.draw(surface)


def _common(a: list[Any], b: list[Any], resting: list[bool]) -> int:
    """How many of the first things are the same in both and at rest."""
    n = 0
    for x, y, r in zip(a, b, resting):
        if x != y or not r:
            break
        n += 1
    return n
