"""The table's resting layer: the felt, the drop places, the cards and the panels that have not changed,
painted once into a screen-sized surface and laid down each frame, with only what changed or moves drawn
over it.

Why: at 4K a full redraw fills and blits tens of megabytes and blends every card's rounded corners again,
frame after frame, for a board that mostly stands still; at 720p the games' panels (seats, counters, the
log, the buttons), drawn word by word every frame, were most of what was left.

How it stays right: the table is drawn in z order, and a thing may be baked, out of that order, only where
that changes no pixel: nothing drawn live below it touches its footprint (``footprint.py``: the
rectangles it draws in). Each thing has a key holding everything that decides its pixels (a card's face
surface, its place, turn, marks and badges; a panel's ``layer_key``). A frame bakes what is as it was
last frame, at rest and clear of everything live below it. Where a baked thing that changed, moved or has
something live under it now lay, and where what has come to rest goes, the layer is painted again from
the felt up with what it is to hold, in z order (``repair``), or all of it afresh when that is as dear. A
thing something moving came under stays live a while (``HOLD``), so a card carried to and fro over a panel
does not have it taken out and baked back again and again.

The layer is laid on the screen only where the screen shows something else: what was drawn live there
last frame, the focus ring, what changed in the layer; all of it when that is not known (the first frame,
a screen another scene or the app's notices drew on). Whatever else changes what may be seen or how (the
eyes on the screen, the language, the text size, the palette, the window) is in the layer's look, and a
new look wipes the layer before anything is drawn; so does the pass screen (``forget``), so no hidden
card of one player, nor a picture of any panel, is kept for the next.

What a node of the table does to take part (checked against where its class draws, so a subclass that
draws otherwise and says nothing is drawn live):
- ``layer_key()``: it draws the same pixels, its children's included, while this is the same (with the
  layer's look): it may be baked. Where it draws is measured (one frame after its key changes, one node
  a frame) by drawing it on a clear sheet, or
- ``layer_bounds()``: a rectangle of the screen it keeps to (it is drawn clipped to it), or a list of
  them (it clips itself to each): with a key, no measuring; without one, it is drawn live every frame but
  what lies above it elsewhere may be baked. An empty rectangle: it draws nothing now.
- ``layer_parts()``: it is made of parts that each keep to a rectangle, each baked on its own: (a name,
  its key, its rectangle, how to draw it) each, drawn in that order being the node drawn (a drop place's
  mark: the place the held card comes over changes, the others stay).
- none of these: it is drawn live, and so is everything above it."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

from .. import fonts
from ..node import Node
from ..palette import FELT_DARK
from . import layout as L
from .cardnode import CardNode
from .footprint import Footprint, Sheet, clipped_paint

if TYPE_CHECKING:
    from .scene import TableScene

Paint = Callable[[pygame.Surface], None]
HOLD = 90     # frames a thing stays live once something live came under it (a card moving about goes on doing so)
# (whose: a card's iid or the node; its key, None when it is never baked; how to draw it; at rest; its footprint,
# None when not known, and then nothing above it is baked; the rectangle it is held to, None: none)
Item = tuple[Any, Any, Paint, bool, Footprint | None, pygame.Rect | None]


def _draws_nothing(node: Node) -> bool:
    cls = type(node)
    return cls.draw is Node.draw and cls.draw_self is Node.draw_self and not node.children


_TAKES_PART: dict[type, frozenset[str]] = {}


def takes_part(cls: type) -> frozenset[str]:
    """Which of ``layer_key``, ``layer_bounds`` and ``layer_parts`` count for a class: each only where declared
    by the class that draws, or below it."""
    got = _TAKES_PART.get(cls)
    if got is None:
        drawer = [_owner(cls, "draw"), _owner(cls, "draw_self")]
        counts = lambda name: hasattr(cls, name) and all(issubclass(_owner(cls, name), d) for d in drawer)  # noqa: E731
        got = _TAKES_PART[cls] = frozenset(n for n in ("layer_key", "layer_bounds", "layer_parts") if counts(n))
    return got


def _owner(cls: type, name: str) -> type:
    return next(c for c in cls.__mro__ if name in c.__dict__)


class TableLayer:
    def __init__(self, scene: "TableScene") -> None:
        self.scene = scene
        self.surface: pygame.Surface | None = None
        self.look: tuple[Any, ...] | None = None
        self.baked: dict[Any, tuple[Any, Footprint]] = {}    # what the layer holds: whose -> (key, footprint)
        self.sequence: list[Any] = []        # ... in z order
        self.last: dict[Any, Any] = {}       # every keyed thing's key last frame
        self.prints: dict[Any, tuple[Any, Footprint]] = {}   # measured footprints: whose -> (key, footprint)
        self.held: dict[Any, int] = {}       # things kept live a while, frames left
        self.items: list[Item] = []          # what the last frame drew, in z order (tests and tools read it)
        self.on: tuple[pygame.Surface, int] | None = None   # the screen it drew on last, and the app's frame then
        self.over: list[pygame.Rect] | None = None      # where that screen shows other than the layer (None: unknown)
        self.sheet = Sheet()
        self.measured = False
        self.rebuilds = 0                    # layers painted afresh (tests and the bench read it)
        self.repairs = 0                     # ... and mended where something left it

    def forget(self) -> None:
        """Wipe the layer (the pass screen: no card of the last viewer may wait in it for the next)."""
        self.surface = None
        self.baked, self.sequence, self.last, self.prints, self.held, self.items = {}, [], {}, {}, {}, []
        self.on, self.over = None, None
        self.sheet.forget()

    def current_look(self, surface: pygame.Surface) -> tuple[Any, ...]:
        sc = self.scene
        root, settings = sc.root, sc.app.settings
        return (surface.get_size(), root.x, root.y, root.scale, sc.lang, fonts.reading(1.0), L.grow(),
                settings.colorblind_palette, sc.viewer, sc.seen_by, sc.eyes(), sc.public_only)

    def split(self, surface: pygame.Surface) -> list[Item]:
        """Everything drawn this frame, in z order. What is hidden draws nothing and has no item."""
        sc = self.scene
        items: list[Item] = []
        self.solids: dict[int, tuple[Any, pygame.Surface]] = {}     # each card's key and image, for ``solid``
        self.measured = False         # one footprint measured a frame: a new moment re-keys many panels at once
        for node in sc.root.ordered():
            if not node.visible:
                continue
            if node is sc.cards_layer:
                for card in node.ordered():
                    if not card.visible:
                        continue
                    if not isinstance(card, CardNode) or card.children:
                        items.append(self.node_item(card, surface))
                        continue
                    key, img = card.plan()
                    reach = card.reach(key)
                    paint = lambda surf, c=card, k=key, m=img: c.paint(surf, k, m)  # noqa: E731
                    items.append((card.iid, key, paint, card.at_rest(), Footprint(reach), reach))
                    self.solids[card.iid] = (key, img)
            elif "layer_parts" in takes_part(type(node)):
                for name, key, rect, paint in node.layer_parts():      # type: ignore[attr-defined]
                    items.append(((node, name), key, paint, True, Footprint(rect), rect))
            elif not _draws_nothing(node):
                items.append(self.node_item(node, surface))
        return items

    def node_item(self, node: Node, surface: pygame.Surface) -> Item:
        names = takes_part(type(node))
        keyed = "layer_key" in names
        bounds = node.layer_bounds() if "layer_bounds" in names else None  # type: ignore[attr-defined]
        fp: Footprint | None = None
        box: pygame.Rect | None = None
        if isinstance(bounds, pygame.Rect):
            fp, box = Footprint(bounds), bounds
        elif bounds is not None:    # several rectangles: the node keeps to each itself; held to all of them here
            box = bounds[0].unionall(bounds[1:]) if bounds else pygame.Rect(0, 0, 0, 0)
            fp = Footprint(box, list(bounds))
        if not keyed:
            return (node, None, node.draw, False, fp, box)
        key = node.layer_key()  # type: ignore[attr-defined]
        if fp is None:
            got = self.prints.get(node)
            if got is not None and got[0] == key:
                fp = got[1]
            elif not self.measured and self.last.get(node, self) == key:     # as last frame: worth measuring
                fp = self.sheet.measure(surface.get_size(), node.draw)
                self.prints[node] = (key, fp)
                self.measured = True
        return (node, key, node.draw, True, fp, box)

    def draw(self, surface: pygame.Surface) -> None:
        look = self.current_look(surface)
        if look != self.look:
            self.forget()
            self.look = look
        items = self.items = self.split(surface)
        last, baked, layer = self.last, self.baked, self.surface
        self.held = {whose: n - 1 for whose, n in self.held.items() if n > 1}
        live: list[pygame.Rect] = []          # where what is drawn live so far draws
        moving: list[pygame.Rect] = []        # ... what of it moves
        blocked = False                       # something live drawn where not known: nothing above it is baked
        statics: list[Item] = []              # what the layer is to hold now, in z order
        kept: list[Any] = []                  # ... of it what it holds already
        for item in items:
            whose, key, _paint, rest, fp, _box = item
            steady = self.steady(item, last)
            inside = key is not None and whose in baked and baked[whose][0] == key    # the layer holds it as it is
            if steady and not blocked and not fp.hits(live):     # type: ignore[union-attr]
                statics.append(item)
                if inside:
                    kept.append(whose)
                continue
            if inside and steady and fp.hits(moving):    # type: ignore[union-attr]
                # unchanged, but something moving came under it: kept live a while, not baked back at once
                # (a card dragged to and fro, cards kicked again and again, would have it baked over and over)
                self.held[whose] = HOLD
            if fp is None:
                blocked = True
            else:
                live.extend(fp.rects)
                if not rest:
                    moving.extend(fp.rects)
        self.last = {whose: key for whose, key, *_ in items if key is not None}
        mended: list[pygame.Rect] | None = None   # where the layer changed this frame (None: all of it)
        if layer is not None and layer.get_size() == surface.get_size():
            stays = set(kept)                # what stays must lie in the order it was painted in
            if kept == [whose for whose in self.sequence if whose in stays]:
                mended = self.repair(statics, stays)
        if mended is None:
            layer = self.bake(surface, statics)
        baked = self.baked
        # under a card drawn live, where its face covers all, what the layer would lay down is painted over
        hidden = [r for whose, key, *_ in items if isinstance(whose, int) and (whose not in baked or
                                                                              baked[whose][0] != key)
                  for r in CardNode.solid(*self.solids[whose])]
        self.lay(surface, layer, mended, hidden)
        over: list[pygame.Rect] | None = [] if self.baked else None
        for item in items:
            whose, key, paint, _rest, fp, _box = item
            if key is None or whose not in baked or baked[whose][0] != key:
                # after something drawn where not known, where things draw matters no more (all of the screen
                # is laid down next frame): drawn unheld, as when the table is drawn whole (a banner moves
                # aside for the large view that has just grown, which its rectangle did not know yet)
                if over is None:
                    paint(surface)
                else:
                    clipped_paint(item, surface)
                if fp is None:
                    over = None
                elif over is not None:
                    over.extend(fp.rects)
        app = self.scene.app
        # what is drawn over the table after it this frame (the app's notices) is not known here
        self.over = None if app.notice.time_left > 0 else over
        self.on = (surface, app.frame_no)

    def lay(self, surface: pygame.Surface, layer: pygame.Surface | None, mended: list[pygame.Rect] | None,
            hidden: list[pygame.Rect]) -> None:
        """The layer laid down on the screen: where the screen shows something else than it since the last frame
        (what was drawn live then, where the layer changed since) and no card's face drawn live now covers it
        (``hidden``: an opaque face leaves nothing of what was under it), or all of it when that is not known
        (the first frame, a screen another scene or the app's notices drew on, the layer painted afresh)."""
        if not self.baked or layer is None:
            surface.fill(FELT_DARK)
            return
        app = self.scene.app
        on = self.on
        over = self.over if on is not None and on[0] is surface and on[1] == app.frame_no - 1 \
            and app.scene is self.scene else None
        if over is None or mended is None:
            surface.blit(layer, (0, 0))
            return
        for r in _minus(_merged(over + mended), hidden):
            surface.blit(layer, r, r)

    def drawn_over(self, rect: pygame.Rect) -> None:
        """Something of the scene's own is drawn over the table after it this frame, within ``rect`` (the focus
        ring): put back from the layer next frame."""
        if self.over is not None:
            self.over.append(rect)

    def steady(self, item: Item, last: dict[Any, Any]) -> bool:
        """May it be baked, as far as it alone goes: keyed, at rest, its footprint known, as it was last frame
        and not held live."""
        whose, key, _paint, rest, fp, _box = item
        return (key is not None and rest and fp is not None and last.get(whose, last) == key
                and whose not in self.held)

    def repair(self, statics: list[Item], stays: set[Any]) -> list[pygame.Rect] | None:
        """The layer made to hold ``statics``, of which it holds ``stays`` already: where what it holds and no
        longer may lay, and where what comes in goes, it is painted again from the felt up with what it is to
        hold, in z order (what comes in may lie under what stays). Where it was painted again; None when that
        would cost about as much as painting it all afresh (the felt itself changed, or panels would be drawn
        over and over)."""
        layer = self.surface
        assert layer is not None
        gone = [fp for whose, (_key, fp) in self.baked.items() if whose not in stays]
        come = [item[4] for item in statics if item[0] not in stays]
        boxes = _merged([r for fp in gone + come for r in fp.rects])     # type: ignore[union-attr]
        if boxes:
            w, h = layer.get_size()
            if sum(b.w * b.h for b in boxes) > w * h // 2:
                return None
            plan = [(box, [item for item in statics if item[4].hits([box])])  # type: ignore[union-attr]
                    for box in boxes]
            panel = lambda item: not isinstance(item[0], int) and item[0] is not self.scene.background  # noqa: E731
            # a panel is drawn once for each box it reaches into: past drawing each once, all afresh is as quick
            if sum(1 for _box, below in plan for item in below if panel(item)) > sum(1 for i in statics if panel(i)):
                return None
            for box, below in plan:
                layer.set_clip(box)
                layer.fill(FELT_DARK, box)
                for item in below:
                    clipped_paint(item, layer)
            layer.set_clip(None)
            self.repairs += 1
        self.baked = {whose: (key, fp) for whose, key, _p, _r, fp, _b in statics}
        self.sequence = [item[0] for item in statics]
        return boxes

    def bake(self, surface: pygame.Surface, statics: list[Item]) -> pygame.Surface | None:
        """The layer afresh, holding ``statics``."""
        self.baked = {whose: (key, fp) for whose, key, _p, _r, fp, _b in statics}
        self.sequence = [item[0] for item in statics]
        if not statics:
            return self.surface
        layer = self.surface
        if layer is None or layer.get_size() != surface.get_size():
            layer = self.surface = pygame.Surface(surface.get_size()).convert(surface)
        layer.fill(FELT_DARK)
        for item in statics:
            clipped_paint(item, layer)
        self.rebuilds += 1
        return layer


def _merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """The rectangles, fewer: two that overlap become the one holding both where that one is no larger than
    the two together (joining all that touch would grow a panel's words into the whole screen). What stays
    apart may overlap: laid down or painted twice, the same pixels come out."""
    boxes: list[pygame.Rect] = []
    for r in rects:
        if not (r.w and r.h):
            continue
        r = pygame.Rect(r)
        joined = True
        while joined:
            joined = False
            for i, b in enumerate(boxes):
                if b.colliderect(r):
                    u = b.union(r)
                    if u.w * u.h <= b.w * b.h + r.w * r.h:
                        boxes.pop(i)
                        r, joined = u, True
                        break
        boxes.append(r)
    return boxes


def _minus(rects: list[pygame.Rect], holes: list[pygame.Rect]) -> list[pygame.Rect]:
    """What of the rectangles lies outside every hole, as rectangles."""
    out: list[pygame.Rect] = []
    for r in rects:
        pieces = [r]
        for hole in holes:
            if r.colliderect(hole):
                pieces = [bit for p in pieces for bit in _around(p, hole)]
        out.extend(pieces)
    return out


def _around(p: pygame.Rect, hole: pygame.Rect) -> list[pygame.Rect]:
    """``p`` less ``hole``: up to four rectangles, above, below, left and right of it."""
    c = p.clip(hole)
    if not c.w or not c.h:
        return [p]
    bits = [pygame.Rect(p.left, p.top, p.w, c.top - p.top), pygame.Rect(p.left, c.bottom, p.w, p.bottom - c.bottom),
            pygame.Rect(p.left, c.top, c.left - p.left, c.h), pygame.Rect(c.right, c.top, p.right - c.right, c.h)]
    return [b for b in bits if b.w > 0 and b.h > 0]
