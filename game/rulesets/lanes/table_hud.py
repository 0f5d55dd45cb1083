"""Lanes' table part: its painted parts: the frames and level tracks of the felt, every zone's name with
its count, the size and the level, and the bar between the halves (whose turn, the lanes, the phases)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.ui import fonts
from game.ui.node import Node
from game.ui.palette import BAD, GOLD, INK, INK_DIM
from game.ui.table.hud import fitted, px

from . import table_layout as L
from .statics import field_cost, size
from .table_words import tw

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene


def paint(surf: pygame.Surface, s: float, viewer: int) -> None:
    """The felt's frames: lanes, damage and skill zones, piles, the level tracks' cells."""

    def frame(rect: tuple[float, float, float, float], color: tuple[int, int, int],
              fill: tuple[int, int, int] | None = None) -> None:
        x, y, w, h = rect
        box = (x * s, y * s, w * s, h * s)
        if fill is not None:
            pygame.draw.rect(surf, fill, box, border_radius=int(8 * s))
        pygame.draw.rect(surf, color, box, max(1, int(2 * s)), border_radius=int(8 * s))

    for p in (0, 1):
        for lane in range(3):
            frame(L.zone_rect(p, viewer, f"lane{lane}"), (52, 96, 88), (26, 56, 51))
        frame(L.zone_rect(p, viewer, "damage"), (120, 62, 60), (40, 40, 40))
        frame(L.zone_rect(p, viewer, "skill"), (84, 90, 140), (30, 44, 58))
        for pile in ("deck", "trash"):
            frame(L.zone_rect(p, viewer, pile), (52, 96, 88))
        for level in range(1, 11):
            cx, cy = L.level_cell(p, viewer, level)
            cell = pygame.Rect(0, 0, 30 * s, (L.LEVEL_STEP - 3) * s)
            cell.center = (cx * s, cy * s)
            pygame.draw.rect(surf, (30, 60, 56), cell, border_radius=int(5 * s))
            img = fonts.text(str(level), fitted("10", "track", 26, s), INK_DIM, True)
            surf.blit(img, img.get_rect(center=cell.center))


class Counters(Node):
    """Every zone's name with its count, always visible in both languages: damage zone n/10, skill
    zone, deck, trash, hand, level and size."""

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(0, 0, 0, 0, z=500, name="counters")
        self.scene = scene
        self.drawn: list[tuple[str, pygame.Rect]] = []   # each word and where it went, this frame

    def layer_key(self) -> tuple[Any, ...]:
        """The moment shown, the cards as they lie and the leaders' levels as shown (the table bakes it:
        ``layer.py``)."""
        sc = self.scene
        counts = tuple(len(cards) for zone, cards in sorted(sc.order.items()))
        return (sc.moment(), counts, tuple(sc.part.levels), self.world_origin(), self.world_scale())

    def draw_self(self, surface: pygame.Surface) -> None:
        sc = self.scene
        st = sc.shown_state          # as of the last event played; the counts are the cards as they lie
        s = self.world_scale()
        ox, oy = self.world_origin()
        lang = sc.lang
        self.drawn = []

        def put(text: str, x: float, y: float, color: Any, key: str, width: float, *, anchor: str = "center",
                box: bool = True) -> None:
            img = fonts.text(text, fitted(text, key, width, s), color, True)
            r = img.get_rect(**{anchor: (ox + x * s, oy + y * s)})
            if box:
                pygame.draw.rect(surface, (10, 14, 16), pygame.Rect(r).inflate(8 * s, 4 * s), border_radius=int(5 * s))
            surface.blit(img, r)
            self.drawn.append((text, r))

        cap_y = 1 + 7 * L.grow()       # the caption line's middle, under the zone's top edge
        for p in (0, 1):
            v = sc.viewer
            sd = L.side(p, v)
            x, y, w, _h = L.zone_rect(p, v, "damage")
            dmg = len(sc.order.get(f"p{p}.damage", []))
            label = tw("zone.damage", lang, n=dmg)
            if fitted(label, "caption", w - 10, s) < px("caption") * s:   # large text: the short name, larger
                short = tw("zone.damage_short", lang, n=dmg)
                label = short if fitted(short, "caption", w - 10, s) > fitted(label, "caption", w - 10, s) else label
            put(label, x + 6, y + cap_y, BAD if dmg >= 7 else INK, "caption", w - 10, anchor="midleft", box=False)
            x, y, w, _h = L.zone_rect(p, v, "skill")
            put(tw("zone.skill", lang), x + 6, y + cap_y, INK, "caption", w - 10, anchor="midleft", box=False)
            for pile in ("deck", "trash"):
                x, y, w, _h = L.zone_rect(p, v, pile)
                put(tw(pile, lang, n=len(sc.order.get(f"p{p}.{pile}", []))), x + w / 2, y + L.caption_px() / 2, INK,
                    "caption", 92, box=False)
            turn = p == st.turn_player
            label = tw("player_short", lang, p=p + 1) + (" \u2605" if turn else "")
            line = px("counter") * 1.25
            top = L.LEVEL_TOP[sd] - line / 2 - 4 if sd == "them" else L.LEVEL_TOP[sd] + 10 * L.LEVEL_STEP + line / 2 + 6
            put(label, 8, top, GOLD if turn else INK_DIM, "counter", 52, anchor="midleft")
            put(tw("size", lang, used=field_cost(st, p), size=size(st, p)), 66, top, GOLD, "counter", 104,
                anchor="midleft")
            hand = tw("hand", lang, n=len(sc.order.get(f"p{p}.hand", [])))
            if sd == "me":
                put(hand, 8, top + line + 4, INK_DIM, "caption", 160, anchor="midleft")
            else:
                put(hand, L.HAND_X + 200, L.HAND_Y["them"] + L.SMALL_H / 2 + 9, INK_DIM, "caption", 200,
                    anchor="midleft")
            lx, ly = L.level_cell(p, v, sc.part.levels[p])   # the leader's level, marked on its track
            cell = pygame.Rect(0, 0, 30 * s, (L.LEVEL_STEP - 3) * s)
            cell.center = (int(ox + lx * s), int(oy + ly * s))
            pygame.draw.rect(surface, GOLD, cell, max(1, int(2 * s)), border_radius=int(5 * s))


class PhaseBar(Node):
    """The bar between the halves: whose turn, the lane numbers over their columns, the phases. Each
    has its slot (the turn left of lane 1, the phases right of lane 3); larger text grows each as far
    as its slot allows."""

    PHASES = ("level_up", "draw", "main", "attack", "end")
    LANE_SLOT = 84            # logical width kept for each lane's number

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(176, L.MID_Y - 14, 822, 28, z=400, name="phasebar")
        self.scene = scene
        self.drawn: list[tuple[str, pygame.Rect]] = []

    def layer_key(self) -> tuple[Any, ...]:
        st = self.scene.shown_state
        return (st.turn, st.turn_player, st.phase, self.world_origin(), self.world_scale())

    def draw_self(self, surface: pygame.Surface) -> None:
        sc = self.scene
        st = sc.shown_state
        lang = sc.lang
        s = self.world_scale()
        ox, oy = self.world_origin()
        self.h = max(28.0, px("turn") * 1.55)
        self.y = L.MID_Y - self.h / 2
        r = self.world_rect()
        self.drawn = []
        pygame.draw.rect(surface, (14, 20, 24), r, border_radius=int(10 * s))
        half = self.LANE_SLOT / 2
        label = tw("turn", lang, n=max(1, st.turn), p=st.turn_player + 1)
        img = fonts.text(label, fitted(label, "turn", L.LANE_X[0] - half - self.x - 18, s), GOLD, True)
        box = img.get_rect(midleft=(r.x + 10 * s, r.centery))
        surface.blit(img, box)
        self.drawn.append((label, box))
        for lane, lx in enumerate(L.LANE_X):
            word = tw("zone.lane", lang, n=lane + 1)
            img = fonts.text(word, fitted(word, "lane", self.LANE_SLOT - 8, s), INK_DIM, True)
            box = img.get_rect(center=(ox + (lx - self.x) * s, r.centery))
            surface.blit(img, box)
            self.drawn.append((word, box))
        texts = [tw(f"phase.{ph}", lang) for ph in self.PHASES]
        gap = 12 * s
        room = self.x + self.w - 8 - (L.LANE_X[2] + half + 6) - 12 * (len(texts) - 1) - 5
        size = fitted(" ".join(texts), "phase", room, s)
        words = [fonts.text(w, size, (15, 15, 15) if st.phase.value == ph else INK_DIM, True)
                 for ph, w in zip(self.PHASES, texts)]
        x = r.right - 8 * s - sum(w.get_width() for w in words) - gap * (len(words) - 1)
        for ph, word, txt in zip(self.PHASES, texts, words):
            box = txt.get_rect(midleft=(x, r.centery))
            if st.phase.value == ph:
                pygame.draw.rect(surface, GOLD, box.inflate(10 * s, 6 * s), border_radius=int(8 * s))
            surface.blit(txt, box)
            self.drawn.append((word, box))
            x = box.right + gap
