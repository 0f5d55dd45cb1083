"""The replay table's timeline (game/ui/replay_scene.py): a bar of the whole game with its turns and the
marks the game's table part puts on it (what happened where), a click or a mark to jump, and the legend
of those marks."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from . import fonts
from .i18n import t
from .node import Node, post
from .palette import INK, INK_DIM, PANEL_EDGE
from .table.part import Mark

if TYPE_CHECKING:
    from .replay_scene import ReplayScene


# ----- the timeline --------------------------------------------------------------------------
# The marks are the game's (``TablePart.MARKS``, ``TablePart.marks``): Lanes marks turns, triggers and
# damage; another game what matters in it.


class Timeline(Node):
    """The replay's actions as a bar: progress, the marks in three rows, the play head; a click jumps."""

    PICK = 6   # logical pixels: how near a click must be to a mark
    PAD = 9    # room at both ends, so the first and last marks show whole

    def __init__(self, scene: "ReplayScene", x: float, y: float, w: float, h: float) -> None:
        super().__init__(x, y, w, h, z=10, name="timeline")
        self.scene = scene
        self.hover: tuple[float, float] | None = None

    @property
    def total(self) -> int:
        return len(self.scene.replay_log)

    def x_of(self, index: int) -> float:
        return self.PAD + (self.w - 2 * self.PAD) * (index / max(1, self.total))

    @property
    def kinds(self) -> list[str]:
        return [k.id for k in self.scene.part.MARKS] or ["turn"]

    def row_of(self, kind: str) -> int:
        return self.kinds.index(kind)

    def row_y(self, row: int) -> float:
        return 3 + (self.h - 6) * (row + 0.5) / len(self.kinds)

    def mark_point(self, mark: Mark) -> tuple[int, int]:
        """The window pixel of a mark (for clicks)."""
        ox, oy = self.world_origin()
        s = self.world_scale()
        return int(ox + self.x_of(mark.index) * s), int(oy + self.row_y(self.row_of(mark.kind)) * s)

    def index_at(self, lx: float) -> int:
        return max(0, min(self.total, round((lx - self.PAD) / max(1.0, self.w - 2 * self.PAD) * self.total)))

    def mark_at(self, lx: float, ly: float) -> Mark | None:
        kinds = self.kinds
        row = max(0, min(len(kinds) - 1, int((ly - 3) / max(1.0, self.h - 6) * len(kinds))))
        kind = kinds[row]
        near = [(abs(self.x_of(m.index) - lx), m) for m in self.scene.marks if m.kind == kind]
        near = [(d, m) for d, m in near if d <= self.PICK]
        return min(near, key=lambda dm: dm[0])[1] if near else None

    def target_at(self, lx: float, ly: float) -> tuple[int, Mark | None]:
        mark = self.mark_at(lx, ly)
        return (mark.index if mark is not None else self.index_at(lx)), mark

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.to_local(*event.pos) if self.hit(*event.pos) else None
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hit(*event.pos):
            k, _ = self.target_at(*self.to_local(*event.pos))
            post("seek", k=k)
            return True
        return False

    def draw_self(self, surface: pygame.Surface) -> None:
        sc = self.scene
        s = self.world_scale()
        r = self.world_rect()
        ox, oy = self.world_origin()
        pygame.draw.rect(surface, (12, 16, 20), r, border_radius=int(6 * s))
        done = int(self.x_of(sc.position) * s)
        if sc.position > 0 and done > 0:
            fill = pygame.Surface((done, r.h), pygame.SRCALPHA)
            fill.fill((236, 196, 90, 42))
            surface.blit(fill, r.topleft)
        kinds = {k.id: k for k in sc.part.MARKS}
        for row in range(1, len(self.kinds)):   # faint row guides
            y = int(oy + (3 + (self.h - 6) * row / len(self.kinds)) * s)
            pygame.draw.line(surface, (28, 36, 42), (r.x + 4 * s, y), (r.right - 4 * s, y), 1)
        rh = (self.h - 6) / len(self.kinds)
        for m in sc.marks:
            kind = kinds.get(m.kind)
            if kind is None:
                continue
            x = int(ox + self.x_of(m.index) * s)
            cy = oy + self.row_y(self.row_of(m.kind)) * s
            if kind.shape == "diamond":
                k = rh * 0.42 * s
                pygame.draw.polygon(surface, kind.colour, [(x, cy - k), (x + k, cy), (x, cy + k), (x - k, cy)])
            else:
                half = rh * (0.42 if self.row_of(m.kind) == 0 else 0.34) * s
                pygame.draw.line(surface, kind.colour, (x, int(cy - half)), (x, int(cy + half)), max(1, int(2 * s)))
        head = int(ox + self.x_of(sc.position) * s)
        pygame.draw.line(surface, INK, (head, r.y + 1), (head, r.bottom - 2), max(1, int(2 * s)))
        k = 5 * s
        pygame.draw.polygon(surface, INK, [(head - k, r.y - k), (head + k, r.y - k), (head, r.y + 1)])
        pygame.draw.rect(surface, PANEL_EDGE, r, width=max(1, int(s)), border_radius=int(6 * s))
        if self.hover is not None:
            k, mark = self.target_at(*self.hover)
            tip = sc.mark_text(mark) if mark is not None else t("replay.position", sc.lang, k=k, n=self.total)
            if mark is not None:
                tip = f"{tip}  \u00b7  {k}"
            img = fonts.text(tip, 13 * s, INK)
            tx = ox + self.hover[0] * s
            tr = img.get_rect(midbottom=(tx, r.y - 8 * s))
            tr.clamp_ip(pygame.Rect(int(ox - 200 * s), 0, int((self.w + 200) * s), surface.get_height()))
            tr.right = min(tr.right, int(ox + (self.w + 2) * s))
            pygame.draw.rect(surface, (20, 20, 24), tr.inflate(10 * s, 6 * s), border_radius=int(5 * s))
            surface.blit(img, tr)


class Legend(Node):
    """What the timeline's marks mean."""

    def __init__(self, scene: "ReplayScene", x: float, y: float) -> None:
        super().__init__(x, y, 0, 0, name="legend")
        self.scene = scene

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        ox, oy = self.world_origin()
        x = ox
        for kind in self.scene.part.MARKS:
            colour = kind.colour
            cy = oy + 7 * s
            if kind.shape == "diamond":
                k = 5 * s
                pygame.draw.polygon(surface, colour, [(x + k, cy - k), (x + 2 * k, cy), (x + k, cy + k), (x, cy)])
            else:
                pygame.draw.line(surface, colour, (x + 4 * s, cy - 6 * s), (x + 4 * s, cy + 6 * s), max(1, int(2 * s)))
            img = fonts.text(kind.label.get(self.scene.lang), 13 * s, INK_DIM)
            surface.blit(img, (x + 14 * s, cy - img.get_height() / 2))
            x += 14 * s + img.get_width() + 16 * s
