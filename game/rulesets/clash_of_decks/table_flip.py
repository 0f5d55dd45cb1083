"""Clash of Decks' citadel flip, shown as its own moment when the engine says a citadel turned over
(``citadel_flipped``: the watchtower falling to the fortress, CD-5.6.2 and the AI's CD-7.10, or
Regeneration raising the fortress back, CD-12.18). The citadel rises from its place and grows, turns
over in the air (the old side's face until the half, then the new side's), and settles back with a ring
in the new side's colour and its name under it. The card on the table hides meanwhile, so it is never
seen twice. With reduced motion the banner alone tells it.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.text import Msg
from game.ui import fonts
from game.ui.node import Node
from game.ui.palette import BAD, GOOD, INK

from . import table_faces
from . import table_layout as L
from .table_faces import Overlay

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

SECONDS = 1.4          # before the animation-speed setting; the event holds the stage as long
GROW = 1.9             # the size it turns over at, times its size on the table
RISE = 70.0            # how far it rises toward the table's middle (logical pixels)
CAPTION = {"fortress": Msg("Flipped to the fortress", "요새로 뒤집힘"),
           "watchtower": Msg("Back to the watchtower", "감시탑으로 돌아옴")}


def ease(u: float) -> float:
    return 0.5 - 0.5 * math.cos(math.pi * max(0.0, min(1.0, u)))


class CitadelFlip(Node):
    """The flip on show: ``start`` it with the citadel's card and the side it turns to."""

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(0, 0, 0, 0, z=650, name="citadel_flip")
        self.scene = scene
        self.card: int | None = None
        self.to_side = "fortress"
        self.hp = 0
        self.t = 0.0                 # 0..1 through the flip; 1: nothing on show
        self.hidden: Any = None      # the table's card node, hidden while its double turns

    @property
    def active(self) -> bool:
        return self.card is not None

    def start(self, card: int, to_side: str, hp: int) -> None:
        if self.scene.app.settings.reduced_motion or card not in self.scene.card_nodes:
            return
        self.finish()
        self.card, self.to_side, self.hp, self.t = card, to_side, hp, 0.0
        self.hidden = self.scene.card_nodes[card]
        self.hidden.visible = False

    def finish(self) -> None:
        if self.hidden is not None:
            spot = self.scene.spots.get(self.card)
            self.hidden.visible = spot.drawn if spot is not None else True
        self.card, self.hidden, self.t = None, None, 0.0

    def update(self, dt: float) -> None:
        if self.card is not None:
            self.t += dt * self.scene.app.settings.animation_speed / SECONDS
            if self.t >= 1.0:
                self.finish()
            elif self.hidden is not None:
                self.hidden.visible = False      # a new layout meanwhile would show it again
        super().update(dt)

    def pose(self) -> tuple[float, float, float, float, float]:
        """Where the double is now: centre, width, height (logical) and how far it has turned (0..1)."""
        spot = self.scene.spots.get(self.card) if self.card is not None else None
        x, y, w, h = (spot.x, spot.y, spot.w, spot.h) if spot is not None else (L.BRIDGE_X, L.MIDDLE_Y, 84.0, 118.0)
        up = ease(self.t / 0.25) if self.t < 0.75 else 1.0 - ease((self.t - 0.75) / 0.25)
        ty = y + (L.MIDDLE_Y - y) * min(1.0, RISE / max(1.0, abs(L.MIDDLE_Y - y))) * up
        k = 1.0 + (GROW - 1.0) * up
        turn = ease((self.t - 0.25) / 0.5)
        return x, ty, w * k, h * k, turn

    def faces(self, w: int, h: int) -> tuple[pygame.Surface, pygame.Surface]:
        st, sc = self.scene.session.state, self.scene
        before = "watchtower" if self.to_side == "fortress" else "fortress"
        old = table_faces.face(st, self.card, w, h, lang=sc.lang, safe=sc.part.safe, over=Overlay(citadel=(before, 0)))
        new = table_faces.face(st, self.card, w, h, lang=sc.lang, safe=sc.part.safe,
                               over=Overlay(citadel=(self.to_side, self.hp)))
        return old, new

    def layer_bounds(self) -> pygame.Rect | None:
        """Nowhere while no flip is on show; during one, not known (drawn live, and all above it)."""
        return pygame.Rect(0, 0, 0, 0) if self.card is None else None

    def draw_self(self, surface: pygame.Surface) -> None:
        if self.card is None:
            return
        s = self.world_scale()
        ox, oy = self.world_origin()
        x, y, w, h, turn = self.pose()
        cw, ch = max(8, int(w * s)), max(8, int(h * s))
        old, new = self.faces(cw, ch)
        img = old if turn < 0.5 else new
        squeeze = max(0.04, abs(math.cos(math.pi * turn)))
        img = pygame.transform.smoothscale(img, (max(1, int(cw * squeeze)), ch))
        centre = (ox + x * s, oy + y * s)
        colour = BAD if self.to_side == "fortress" else GOOD
        if turn >= 0.5:                  # the new side's ring widens as it settles
            grow = (turn - 0.5) * 2 + max(0.0, self.t - 0.75) * 4
            r = pygame.Rect(0, 0, int(cw * (1.0 + 0.25 * grow)), int(ch * (1.0 + 0.18 * grow)))
            r.center = (int(centre[0]), int(centre[1]))
            pygame.draw.rect(surface, colour, r, width=max(2, int(5 * s)), border_radius=int(12 * s))
        rect = img.get_rect(center=(int(centre[0]), int(centre[1])))
        pygame.draw.rect(surface, (8, 10, 12), rect.inflate(int(6 * s), int(6 * s)), border_radius=int(8 * s))
        surface.blit(img, rect)
        if turn >= 0.5:
            lang = self.scene.lang
            words = CAPTION[self.to_side].get(lang)
            text = fonts.text(words, fonts.reading(20) * s, INK, True)
            box = text.get_rect(midtop=(int(centre[0]), int(centre[1] + ch / 2 + 10 * s)))
            box.clamp_ip(surface.get_rect())
            pygame.draw.rect(surface, (8, 10, 12), box.inflate(int(16 * s), int(8 * s)), border_radius=int(6 * s))
            pygame.draw.rect(surface, colour, box.inflate(int(16 * s), int(8 * s)), width=max(1, int(2 * s)),
                             border_radius=int(6 * s))
            surface.blit(text, box)
