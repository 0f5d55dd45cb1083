"""Buttons, labels, panels and messages: the table's small furniture."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from . import fonts
from .node import Node, post
from .palette import GOLD, HILITE, INK, INK_DIM, PANEL, PANEL_EDGE


class Label(Node):
    def __init__(self, x: float, y: float, text: str = "", *, size: float = 18, color=INK, bold: bool = False,
                 center: bool = False, z: int = 0, name: str = "") -> None:
        super().__init__(x, y, 0, 0, z=z, name=name)
        self.text, self.size, self.color, self.bold, self.center = text, size, color, bold, center

    def draw_self(self, surface: pygame.Surface) -> None:
        if not self.text:
            return
        s = self.world_scale()
        img = fonts.text(self.text, fonts.reading(self.size) * s, self.color, self.bold)
        ox, oy = self.world_origin()
        if self.center:
            ox -= img.get_width() / 2
        surface.blit(img, (ox, oy))


class Panel(Node):
    def __init__(self, x: float, y: float, w: float, h: float, *, color=PANEL, edge=PANEL_EDGE, alpha: int = 235,
                 radius: int = 10, z: int = 0, name: str = "") -> None:
        super().__init__(x, y, w, h, z=z, name=name)
        self.color, self.edge, self.alpha, self.radius = color, edge, alpha, radius
        self._cache: tuple[tuple[int, int], pygame.Surface] | None = None

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        if self._cache is None or self._cache[0] != r.size:
            img = pygame.Surface(r.size, pygame.SRCALPHA)
            rad = int(self.radius * self.world_scale())
            pygame.draw.rect(img, (*self.color, self.alpha), img.get_rect(), border_radius=rad)
            pygame.draw.rect(img, self.edge, img.get_rect(), width=max(1, int(2 * self.world_scale())), border_radius=rad)
            self._cache = (r.size, img)
        surface.blit(self._cache[1], r.topleft)


class Button(Node):
    """A button posts ("button", id=...) when clicked. A disabled one shows why on hover."""

    def __init__(self, x: float, y: float, w: float, h: float, label: str, button_id: str, *, size: float = 18,
                 z: int = 0, accent=GOLD, on_click: Callable[[], Any] | None = None) -> None:
        super().__init__(x, y, w, h, z=z, name=f"button:{button_id}")
        self.label, self.button_id, self.size, self.accent = label, button_id, size, accent
        self.enabled = True
        self.why_disabled = ""
        self.hover = False
        self.focused = False
        self.on_click = on_click

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.hit(*event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hit(*event.pos):
            self.click()
            return True
        return False

    def click(self) -> None:
        if not self.enabled:
            post("refused", text=self.why_disabled)
            return
        if self.on_click is not None:
            self.on_click()
        else:
            post("button", id=self.button_id)

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        rad = int(8 * s)
        base = (44, 52, 66) if self.enabled else (40, 42, 48)
        if self.enabled and (self.hover or self.focused):
            base = (62, 74, 94)
        pygame.draw.rect(surface, base, r, border_radius=rad)
        edge = self.accent if self.enabled else (80, 82, 88)
        if self.focused:
            edge = HILITE
        pygame.draw.rect(surface, edge, r, width=max(1, int(2 * s)), border_radius=rad)
        img = fonts.text(self.label, self.size * s, INK if self.enabled else INK_DIM, True)
        surface.blit(img, img.get_rect(center=r.center))
        if self.hover and not self.enabled and self.why_disabled:
            tip = fonts.text(self.why_disabled, 14 * s, INK)
            tr = tip.get_rect(midbottom=(r.centerx, r.top - 4 * s))
            pygame.draw.rect(surface, (20, 20, 24), tr.inflate(12 * s, 8 * s), border_radius=int(6 * s))
            surface.blit(tip, tr)


class Toast(Node):
    """A message that fades out: refusal reasons, saves, hints."""

    def __init__(self, x: float, y: float, w: float, *, z: int = 900) -> None:
        super().__init__(x, y, w, 0, z=z, name="toast")
        self.text = ""
        self.color = INK
        self.time_left = 0.0

    def show(self, text: str, *, seconds: float = 3.5, color=INK) -> None:
        self.text, self.time_left, self.color = text, seconds, color

    def update(self, dt: float) -> None:
        self.time_left = max(0.0, self.time_left - dt)

    def draw_self(self, surface: pygame.Surface) -> None:
        if self.time_left <= 0 or not self.text:
            return
        s = self.world_scale()
        ox, oy = self.world_origin()
        size = fonts.reading(17)
        lines = fonts.wrap(self.text, size * s, int(self.w * s) - int(24 * s))
        h = int((len(lines) * size * 1.3 + 16) * s)
        self.h = h / s  # so a click on the message can be told apart
        box = pygame.Surface((int(self.w * s), h), pygame.SRCALPHA)
        alpha = int(230 * min(1.0, self.time_left / 0.4))
        pygame.draw.rect(box, (18, 20, 26, alpha), box.get_rect(), border_radius=int(10 * s))
        pygame.draw.rect(box, (*self.color[:3], alpha), box.get_rect(), width=max(1, int(2 * s)), border_radius=int(10 * s))
        for i, line in enumerate(lines):
            img = fonts.font(size * s).render(line, True, self.color)
            img.set_alpha(alpha)
            box.blit(img, (int(12 * s), int((8 + i * size * 1.3) * s)))
        surface.blit(box, (ox, oy))
