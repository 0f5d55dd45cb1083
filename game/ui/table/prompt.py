"""The prompt of a pending decision: the question (naming the card that asks, with its rule), the
text of the ability being used, the choices in words and a line saying the keys. It grows with the
text size; when that would run it into the buttons its words shrink toward their 100 % size, and
past that it scrolls (the wheel, or the keyboard ring walking its choices)."""
from __future__ import annotations

from typing import Callable

import pygame

from .. import fonts
from ..node import Node
from ..palette import BUTTON, BUTTON_HOVER, GOLD, INK, INK_DIM
from ..widgets import Button, draw_mark
from .look import dashed_rect


class OptionButton(Button):
    """A word of the prompt's choice (Yes, Keep the hand, which effect first...): its words wrap onto
    as many lines as they need, at the player's text size."""

    PAD = 12

    def __init__(self, x: float, y: float, w: float, label: str, button_id: str, *, size: float = 15) -> None:
        super().__init__(x, y, w, self.height_for(label, w, size), label, button_id, size=size)
        self.top = y          # its place in the prompt before scrolling

    @classmethod
    def lines(cls, label: str, w: float, size: float, s: float = 1.0) -> list[str]:
        return fonts.wrap(label, fonts.reading(size) * s, int((w - 2 * cls.PAD) * s), True)

    @classmethod
    def height_for(cls, label: str, w: float, size: float) -> float:
        return len(cls.lines(label, w, size)) * fonts.reading(size) * 1.22 + cls.PAD

    def hit(self, wx: float, wy: float) -> bool:
        parent = self.parent
        return super().hit(wx, wy) and (parent is None or parent.world_rect().collidepoint(wx, wy))

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        face = BUTTON_HOVER if self.hover and self.enabled else BUTTON
        pygame.draw.rect(surface, face, r, border_radius=int(8 * s))
        pygame.draw.rect(surface, self.accent, r, width=max(1, int(2 * s)), border_radius=int(8 * s))
        size = fonts.reading(self.size) * s
        lines = self.lines(self.label, self.w, self.size, s)
        y = r.centery - len(lines) * size * 1.22 / 2
        for line in lines:
            img = fonts.text(line, size, INK, True)
            surface.blit(img, img.get_rect(midtop=(r.centerx, int(y + size * 0.08))))
            y += size * 1.22


class GoneOption(Node):
    """A choice the decision offered and the engine no longer takes (``gone.py``): its words dimmed
    after a cross, in a dashed box, and the engine's rule and sentence under them. Not a button: it
    takes no press and the ring passes it by."""

    PAD = 12

    def __init__(self, x: float, y: float, w: float, label: str, why: str, *, size: float, colour: tuple,
                 name: str) -> None:
        super().__init__(x, y, w, self.height_for(label, why, w, size), name=name)
        self.label, self.why, self.size, self.colour = label, why, size, colour
        self.top = y

    @classmethod
    def parts(cls, label: str, why: str, w: float, size: float, s: float = 1.0) -> tuple[list[str], list[str]]:
        room = int((w - 2 * cls.PAD) * s)
        mark = fonts.reading(size) * s
        return (fonts.wrap(label, fonts.reading(size) * s, int(room - mark * 1.2), True),
                fonts.wrap(why, fonts.reading(size * 0.85) * s, room))

    @classmethod
    def height_for(cls, label: str, why: str, w: float, size: float) -> float:
        words, reason = cls.parts(label, why, w, size)
        return len(words) * fonts.reading(size) * 1.22 + len(reason) * fonts.reading(size * 0.85) * 1.2 + cls.PAD

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        dashed_rect(surface, self.colour, r, max(1, int(2 * s)), max(4, int(8 * s)))
        words, reason = self.parts(self.label, self.why, self.w, self.size, s)
        px, small = fonts.reading(self.size) * s, fonts.reading(self.size * 0.85) * s
        x, y = r.x + self.PAD * s, r.y + self.PAD * s / 2
        draw_mark(surface, "bad", pygame.Rect(int(x), int(y + px * 0.1), int(px), int(px)), self.colour)
        for line in words:
            surface.blit(fonts.text(line, px, INK_DIM, True), (int(x + px * 1.2), int(y)))
            y += px * 1.22
        for line in reason:
            surface.blit(fonts.text(line, small, self.colour), (int(x), int(y)))
            y += small * 1.2


class PromptPanel(Node):
    """The pending decision of the player at the screen. ``fit`` (at most 1) scales its words toward
    their 100 % size; ``full`` is the height of everything in it, ``h`` the part shown."""

    QUESTION, DETAIL, WIDTH = 16, 14, 244

    def __init__(self, x: float, y: float, w: float) -> None:
        super().__init__(x, y, w, 10, z=700, name="prompt")
        self.text = ""
        self.detail: str | None = None
        self.fit = 1.0
        self.full = 10.0
        self.scroll = 0.0
        self.ring = None          # the scene's focus ring, to keep its choice in view
        self.age: Callable[[float], None] | None = None   # the scene's clock for the choices that went

    def _blocks(self, s: float = 1.0) -> list[tuple[list[str], float, tuple[int, int, int], bool]]:
        q = fonts.reading(self.QUESTION * self.fit) * s
        out = [(fonts.wrap(self.text, q, int(self.WIDTH * s), True), q, GOLD, True)]
        if self.detail:
            dsz = fonts.reading(self.DETAIL * self.fit) * s
            out.append((fonts.wrap(self.detail, dsz, int(self.WIDTH * s)), dsz, INK, False))
        return out

    def text_height(self) -> float:
        """Logical height of the question and the ability text."""
        return sum(len(lines) * size * 1.25 + 4 for lines, size, _c, _b in self._blocks())

    def show(self, full: float, room: float) -> None:
        """Everything is ``full`` high; at most ``room`` of it shows at once."""
        self.full = full
        self.h = min(full, room)
        self.scroll = min(self.scroll, self.full - self.h)
        self._place()

    def _place(self) -> None:
        for child in self.children:
            top = getattr(child, "top", None)
            if top is not None:
                child.y = top - self.scroll

    def scroll_by(self, dy: float) -> None:
        self.scroll = max(0.0, min(self.full - self.h, self.scroll + dy))
        self._place()

    def update(self, dt: float) -> None:
        if self.age is not None:
            self.age(dt)          # a choice that went has had its moment: the prompt is built again
        ring = self.ring
        node = ring.current() if ring is not None and ring.shown else None
        if node is not None and node.parent is self and self.full > self.h:
            top = getattr(node, "top", node.y)
            if top < self.scroll + 4:
                self.scroll_by(top - 4 - self.scroll)
            elif top + node.h > self.scroll + self.h - 4:
                self.scroll_by(top + node.h + 4 - self.h - self.scroll)
        super().update(dt)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.visible and self.full > self.h \
                and self.hit(*pygame.mouse.get_pos()):
            self.scroll_by(-event.y * 40)
            return True
        return False

    def layer_bounds(self) -> pygame.Rect:
        """Its box: its choices are drawn clipped to it, and the mark saying there is more stands inside."""
        return self.world_rect()

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        clip = surface.get_clip()
        surface.set_clip(self.world_rect().clip(clip))
        super().draw(surface)
        surface.set_clip(clip)
        if self.full > self.h:      # more above or below: say so
            s = self.world_scale()
            r = self.world_rect()
            mark = fonts.text("\u25b2" if self.scroll >= self.full - self.h - 1 else "\u25bc", 14 * s, GOLD, True)
            surface.blit(mark, mark.get_rect(bottomright=(r.right - 6 * s, r.bottom - 4 * s)))

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        r = self.world_rect()
        pygame.draw.rect(surface, (30, 26, 14), r, border_radius=int(10 * s))
        pygame.draw.rect(surface, GOLD, r, max(1, int(2 * s)), border_radius=int(10 * s))
        y = r.y + int(8 * s) - int(self.scroll * s)
        for lines, size, colour, bold in self._blocks(s):
            for line in lines:
                surface.blit(fonts.text(line, size, colour, bold), (r.x + int(8 * s), y))
                y += int(size * 1.25)
            y += int(4 * s)
