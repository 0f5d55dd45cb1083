"""Drawing helpers for a game's own table nodes in the table's logical space: words shrunk to fit,
rectangles, the node class whose origin is the root's, and the large page of a card (its face over
its lines of text). Shared by the games whose tables draw their own boxes."""
from __future__ import annotations

from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

import pygame

from game.ui import fonts
from game.ui.node import Node
from game.ui.palette import GOLD, INK, PANEL_EDGE
from game.ui.widgets import fit_size

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

_FIT: dict[tuple[Any, ...], float] = {}


def fitted(text: str, px: float, width: float, floor: float, bold: bool) -> float:
    """The largest size up to ``px`` at which the words fit ``width`` pixels (kept: asked every frame)."""
    key = (text, px, width, floor, bold)
    got = _FIT.get(key)
    if got is None:
        got = fit_size(text, px, width, bold, floor)
        if len(_FIT) > 4000:
            _FIT.clear()
        _FIT[key] = got
    return got


def felt_text(surface: pygame.Surface, node: "Felt", text: str, x: float, y: float, size: float, colour: Any,
              *, bold: bool = False, width: float = 0, height: float = 0, anchor: str = "topleft") -> pygame.Rect:
    """Words at a logical point, shrunk to ``width`` (logical) when given. ``height``: the room of the line in a
    box laid out in fixed steps; the text grows with the text-size setting only as far as that room (a font's
    box is about 1.2 times its size), so a larger text size never runs one line into the next."""
    s = node.world_scale()
    px = fonts.reading(size) * s
    if height:
        px = max(min(px, height * s / 1.2), min(px, 8 * s))
    px = fitted(text, px, width * s, 8 * s, bold) if width else px
    img = fonts.text(text, px, colour, bold)
    r = img.get_rect(**{anchor: (x * s + node.root_x(), y * s + node.root_y())})
    surface.blit(img, r)
    return r


def felt_rect(node: "Felt", r: tuple[float, float, float, float]) -> pygame.Rect:
    s = node.world_scale()
    return pygame.Rect(int(node.root_x() + r[0] * s), int(node.root_y() + r[1] * s), int(r[2] * s), int(r[3] * s))


def paint_frame(surf: pygame.Surface, s: float, r: tuple[float, float, float, float], fill: tuple[int, int, int],
                edge: Any = PANEL_EDGE, width: int = 1) -> None:
    """A filled, edged box of the felt's background at scale ``s`` (drawn once per repaint)."""
    rect = pygame.Rect(int(r[0] * s), int(r[1] * s), int(r[2] * s), int(r[3] * s))
    pygame.draw.rect(surf, fill, rect, border_radius=int(8 * s))
    pygame.draw.rect(surf, edge, rect, max(1, int(width * s)), border_radius=int(8 * s))


def moment_key(node: Node, *more: Any) -> tuple[Any, ...]:
    """The key (``layer.py``) of a panel that reads nothing but the game as of the moment shown and ``more``:
    that, where it stands and its scale."""
    return (node.scene.moment(), *more, node.world_origin(), node.world_scale())  # type: ignore[attr-defined]


class Felt(Node):
    """A node drawing in the table's logical space (its origin is the root's)."""

    def __init__(self, scene: "TableScene", z: int, name: str) -> None:
        super().__init__(0, 0, 0, 0, z=z, name=name)
        self.scene = scene

    def root_x(self) -> float:
        return self.world_origin()[0]

    def drift(self, amount: float) -> float:
        """How far something drawn drifts as it fades (a number rising off a card): none with reduced
        motion, where it stays where it appeared and only fades."""
        return 0.0 if self.scene.app.settings.reduced_motion else amount

    def root_y(self) -> float:
        return self.world_origin()[1]


def card_page(face: Any, lines: list[tuple[str, bool]], width: int, text_px: float) -> tuple[Any, pygame.Surface]:
    """A card's large view: ``face(w, h)`` drawn at the top, then ``lines`` (text, bold) wrapped below."""
    pad = int(text_px * 0.8)
    card_w = int(width * 0.42)
    card_h = int(card_w * 1.4)
    wrapped: list[tuple[str, bool]] = []
    for line, bold in lines:
        for part in fonts.wrap(line, text_px, width - 2 * pad, bold):
            wrapped.append((part, bold))
    height = pad + card_h + pad + int(len(wrapped) * text_px * 1.3) + pad
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surf, (26, 24, 32), surf.get_rect(), border_radius=12)
    pygame.draw.rect(surf, GOLD, surf.get_rect(), 2, border_radius=12)
    surf.blit(face(card_w, card_h), ((width - card_w) // 2, pad))
    y = pad + card_h + pad
    for line, bold in wrapped:
        surf.blit(fonts.text(line, text_px, GOLD if bold else INK, bold), (pad, y))
        y += int(text_px * 1.3)
    return SimpleNamespace(height=height), surf
