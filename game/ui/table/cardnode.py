"""A card on the table: where physics holds it, which face the viewer sees, and its highlights."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from .. import cardart
from ..cache import LruCache
from ..node import Node
from . import look, states

if TYPE_CHECKING:
    from .scene import TableScene

_ROT_CACHE = LruCache(160)
_INSETS = LruCache(400)      # how far in each face is opaque all across, by the face surface itself
SNAP = 0.01       # logical pixels: a card this near its slot's size takes that size
BACK = (False, ())    # what a card face down shows (``appearance``)


class CardNode(Node):
    focusable = True     # the keyboard reaches it when the table lists it in a focus group

    def __init__(self, scene: "TableScene", iid: int) -> None:
        super().__init__(0, 0, 84, 118, name=f"card:{iid}")
        self.scene = scene
        self.iid = iid
        self.face_up = False
        self.glow: str | None = None     # its mark (look.KINDS): a legal target, an option, the selection...
        self.cw, self.ch = 84.0, 118.0   # current drawn size, easing toward the slot's size
        self.shown: tuple[bool, Any] | None = None  # (face up, the part's face state) as drawn now
        self.flip = 0.0                  # 0: still; 0..1: turning over (the face swaps at the half)
        self.flip_to: tuple[bool, Any] | None = None

    def update(self, dt: float) -> None:
        if self.children:     # a card has none but what a game hangs on it: hundreds of calls a frame saved
            super().update(dt)

    def activate(self) -> None:
        """Enter or Space on the focused card: choose it, pick it up, or select it."""
        self.scene.use_card(self.iid)

    def appearance(self) -> tuple[bool, Any]:
        """(face up, what else decides the face): a change of either turns the card over."""
        return self.face_up, (self.scene.part.face_state(self.iid) if self.face_up else ())

    # The node's logical rectangle follows the physics body (centre) every frame.
    def sync(self, dt: float) -> None:
        # a card face down that shows its back and is not turning (a library's hundred) has nothing to turn: only
        # its place is read (the whole of a frame's work over a Commander table's cards was mostly theirs)
        if self.face_up or self.flip or self.shown != BACK:
            self.turn(dt)
        scene = self.scene
        x, y, angle = scene.physics.position(self.iid)
        spot = scene.spots.get(self.iid)
        if spot is not None and (spot.w != self.cw or spot.h != self.ch):
            k = min(1.0, dt * 12)
            self.cw += (spot.w - self.cw) * k
            self.ch += (spot.h - self.ch) * k
            # the easing only nears the slot's size: left to it, the card's last hundredth of a pixel swings
            # its rounded edge between two pixels frame after frame, a still card that never looks still
            if abs(spot.w - self.cw) < SNAP and abs(spot.h - self.ch) < SNAP:
                self.cw, self.ch = float(spot.w), float(spot.h)
        self.w, self.h = self.cw, self.ch
        self.x, self.y = x - self.cw / 2, y - self.ch / 2
        self.rotation = angle
        easing = spot is not None and (spot.w != self.cw or spot.h != self.ch)
        if self.face_up or self.flip or self.shown != BACK or easing:
            scene.busy_cards.add(self.iid)
        else:
            scene.busy_cards.discard(self.iid)

    def turn(self, dt: float) -> None:
        """Turning over: a new face starts a turn, and a turn goes on (its face swaps at the half)."""
        want = self.appearance()
        if self.shown is None or self.scene.app.settings.reduced_motion:
            self.shown, self.flip = want, 0.0
        elif want != self.shown and self.flip == 0.0:
            self.flip, self.flip_to = 0.001, want   # turn it over: a reveal, an awakening
        elif self.flip and self.flip < 0.5 and self.flip_to != want:    # changed again before the face swaps
            if want == self.shown:
                self.flip, self.flip_to = 1.0 - self.flip, None     # it widens back, the face it has
            else:
                self.flip_to = want
        elif self.flip >= 0.5 and self.flip_to is None and want != self.shown:
            # changed back while its new face shows (a card cast, then back in a hand): it turns back at once,
            # from the width it has, rather than finishing a turn to a face it may no longer show
            self.flip, self.flip_to = 1.0 - self.flip, want
        if self.flip:
            self.flip += dt * self.scene.app.settings.animation_speed / 0.3
            if self.flip >= 0.5 and self.flip_to is not None:
                self.shown, self.flip_to = self.flip_to, None
            if self.flip >= 1.0:
                self.flip = 0.0
                if want != self.shown:        # changed again while it turned: straight into the next turn
                    self.flip, self.flip_to = 0.001, want

    def at_rest(self) -> bool:
        """Lying on its slot at its slot's size, not turning over: it looks the same until something changes."""
        spot = self.scene.spots.get(self.iid)
        return (not self.flip and spot is not None and spot.w == self.cw and spot.h == self.ch
                and self.scene.physics.at_rest(self.iid))

    def image(self, s: float) -> pygame.Surface:
        w, h = max(8, int(self.cw * s)), max(8, int(self.ch * s))
        face_up, state = self.shown if self.shown is not None else self.appearance()
        if not face_up:
            return cardart.card_back(w, h)
        spot = self.scene.spots.get(self.iid)
        return self.scene.part.face(self.iid, w, h, spot, s, shown=state)

    def plan(self) -> tuple[Any, ...]:
        """Everything that decides this card's pixels this frame, and the surface to blit: (key, image).
        The key holds the face surface itself (never a copy: faces are cached and not drawn on again), so
        the table's layer (``layer.py``) can tell a card drawn exactly as last frame from one that changed."""
        s = self.world_scale()
        img = self.image(s)
        cx, cy = self.world_origin()
        cx += self.cw * s / 2
        cy += self.ch * s / 2
        angle = round(self.rotation * 2) / 2
        source = img
        if angle:
            # keyed by the surface itself (not its id, which a freed surface's successor may reuse)
            img = _ROT_CACHE.get((source, angle), lambda: pygame.transform.rotate(source, angle))
        squeezed = 0
        if self.flip:
            squeeze = max(0.04, abs(1.0 - 2.0 * self.flip))  # the card's width while it turns
            squeezed = max(1, int(img.get_width() * squeeze))
            img = pygame.transform.scale(img, (squeezed, img.get_height()))
        rect = img.get_rect(center=(cx, cy))
        face_up = self.shown[0] if self.shown is not None else self.face_up
        marks = tuple(self.scene.states_of(self.iid)) if face_up and not self.flip else ()
        below = self.scene.part.badges_below(self.iid) if marks else False
        safe = self.scene.app.settings.colorblind_palette
        return (source, angle, squeezed, tuple(rect), self.glow, safe, marks, below, s), img

    def draw_self(self, surface: pygame.Surface) -> None:
        self.paint(surface, *self.plan())

    @staticmethod
    def reach(key: tuple[Any, ...]) -> pygame.Rect:
        """All that ``paint`` may draw for this key: the face, its glow and outline round it, the sign over
        its corner and the row of badges over its top edge (or under its foot). The layer clips the card to
        it, so the layer's footprints hold whatever these draw."""
        _source, _angle, _squeezed, rect, glow, _safe, marks, below, s = key
        r = pygame.Rect(rect)
        # a mark: the glow (7 s), the option's outer ring (6 s) and the corner sign's disc (6.4 s + 2); else the face
        m = int(9 * s) + 5 if glow is not None else 0
        out = r.inflate(2 * m, 2 * m)
        if marks:
            d = max(10, int(min(18 * s, r.w * 0.3)))
            top = r.bottom - max(2, int(3 * s)) if below else r.top - d + max(2, int(3 * s))
            out.union_ip(pygame.Rect(r.left, top - 2, int(2 * s) + len(marks) * (d + int(2 * s)) + 4, d + 4))
        return out

    @staticmethod
    def solid(key: tuple[Any, ...], img: pygame.Surface) -> list[pygame.Rect]:
        """Where ``paint`` covers every pixel with its face's own (the face is opaque there: what lies under it
        never shows): its middle, across and down, short of the rounded corners. None of a card turned aslant
        or over. The layer need not lay itself down there under a card drawn live."""
        _source, angle, squeezed, rect = key[:4]
        k = opaque_inset(img) if not angle and not squeezed else -1
        if k < 0:
            return []
        r = pygame.Rect(rect)
        return [r.inflate(0, -2 * k), r.inflate(-2 * k, 0)]

    def paint(self, surface: pygame.Surface, key: tuple[Any, ...], img: pygame.Surface) -> None:
        _source, _angle, _squeezed, rect, glow, safe, marks, below, s = key
        rect = pygame.Rect(rect)
        if glow is not None:
            look.card_mark(surface, glow, rect, s, safe)
        surface.blit(img, rect)
        if marks:            # what the card may not do for now, by icon along its top edge
            states.draw_badges(surface, list(marks), rect, s, below=below)
        if glow is not None and glow != "flash":   # the sign stays on top of the face
            look.corner_sign(surface, glow, rect.inflate(int(4 * s), int(4 * s)), s, safe)


def opaque_inset(img: pygame.Surface) -> int:
    """The least k for which the face is opaque all across its middle less k pixels at the top and bottom, and
    all down it less k at the sides (its rounded corners are not); -1 when not even a quarter in."""
    def find() -> int:
        w, h = img.get_size()
        mask = pygame.mask.from_surface(img, 254)

        def full(k: int) -> bool:
            bands = (pygame.Rect(0, k, w, h - 2 * k), pygame.Rect(k, 0, w - 2 * k, h))
            return all(b.w > 0 and b.h > 0 and mask.overlap_area(pygame.mask.Mask(b.size, fill=True), b.topleft)
                       == b.w * b.h for b in bands)
        lo, hi = 0, min(w, h) // 4
        if not full(hi):
            return -1
        while lo < hi:
            mid = (lo + hi) // 2
            if full(mid):
                hi = mid
            else:
                lo = mid + 1
        return lo
    return _INSETS.get(img, find)
