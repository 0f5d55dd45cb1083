"""What the attract loop shows besides the table (game/ui/demo.py): the narrator that turns the events
the table plays into one sentence at a time, the right-hand column (title card, decks, what is
happening, a tip) and the overlay over the play area (a result, the visitor's idle countdown)."""
from __future__ import annotations

import math
from collections import deque
from typing import TYPE_CHECKING, Any

import pygame

from . import fonts
from .app import BASE_H, BASE_W
from .i18n import STRINGS, t
from .node import Node
from .palette import BAD, GOLD, HILITE, INK, INK_DIM, PANEL, PANEL_EDGE
from .widgets import fit_size

STRINGS.update({
    "demo.watching_n": ("{n} programs are playing", "프로그램 {n}개가 대전 중입니다"),
})

if TYPE_CHECKING:
    from .demo import DemoScene

COLUMN_X = 1004           # the right-hand column, where the table's buttons are in a normal game
COLUMN_W = 268


# ----- explanations --------------------------------------------------------------------------------
TIP_SECONDS = 12.0
TIP_PLAY = "demo.tip.play"     # every game's last tip: how to take a seat


class Narrator:
    """Turns the events the table plays into one sentence at a time. A line stays up at least
    ``hold`` seconds unless something more important happens; what piles up meanwhile is kept
    by importance (the most important, then the newest, is shown next) and dropped when stale."""

    def __init__(self, hold: float = 3.2) -> None:
        self.hold = hold
        self.text = ""
        self.prio = -1
        self.shown = 0.0          # seconds the current line has been up
        self.age = 0.0            # seconds since anything was said
        self.pending: deque[tuple[int, float, str]] = deque(maxlen=8)   # (priority, clock, text)
        self.clock = 0.0
        self.history: deque[str] = deque(maxlen=2)
        self.changed = 0.0        # clock of the last change, for the fade

    def say(self, prio: int, text: str) -> None:
        if not text:
            return
        if prio > self.prio or self.shown >= self.hold:
            self._show(prio, text)
        else:
            self.pending.append((prio, self.clock, text))

    def _show(self, prio: int, text: str) -> None:
        if self.text and self.text != text:
            self.history.appendleft(self.text)
        self.text, self.prio, self.shown, self.age, self.changed = text, prio, 0.0, 0.0, self.clock

    def reset(self) -> None:
        self.text, self.prio, self.shown = "", -1, 0.0
        self.pending.clear()
        self.history.clear()

    def update(self, dt: float, lang: str) -> None:
        self.clock += dt
        self.shown += dt
        self.age += dt
        if self.shown < self.hold:
            return
        fresh = [p for p in self.pending if self.clock - p[1] < 6.0]
        self.pending.clear()
        if fresh:
            best = max(fresh, key=lambda p: (p[0], p[1]))
            self._show(best[0], best[2])

    def fade(self) -> float:
        return min(1.0, (self.clock - self.changed) / 0.35)


# ----- drawing ---------------------------------------------------------------------------------------
class _Lines:
    """A few rendered lines kept for the current texts only (the narration changes all day;
    the shared text cache is not the place for it)."""

    def __init__(self) -> None:
        self.cache: dict[tuple[str, int, bool, tuple[int, ...]], pygame.Surface] = {}

    def render(self, text: str, px: float, color: tuple[int, ...], bold: bool = False) -> pygame.Surface:
        key = (text, max(6, int(round(px))), bold, tuple(color))
        surf = self.cache.get(key)
        if surf is None:
            if len(self.cache) > 96:
                self.cache.clear()
            surf = self.cache[key] = fonts.font(px, bold).render(text, True, color)
        return surf


_BOXES: dict[tuple[Any, ...], pygame.Surface] = {}


def _box(surface: pygame.Surface, rect: pygame.Rect, s: float, *, edge=PANEL_EDGE, alpha: int = 236,
         fill=PANEL, width: int = 2) -> None:
    """A rounded panel; see-through ones are drawn once per size and colour and kept."""
    rad = int(10 * s)
    thick = max(1, int(width * s))
    if alpha >= 255:
        pygame.draw.rect(surface, fill, rect, border_radius=rad)
        pygame.draw.rect(surface, edge, rect, width=thick, border_radius=rad)
        return
    key = (rect.size, tuple(edge), tuple(fill), alpha, thick, rad)
    box = _BOXES.get(key)
    if box is None:
        if len(_BOXES) > 32:
            _BOXES.clear()
        box = _BOXES[key] = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (*fill, alpha), box.get_rect(), border_radius=rad)
        pygame.draw.rect(box, edge, box.get_rect(), width=thick, border_radius=rad)
    surface.blit(box, rect.topleft)


def fit_rows(text: str, size: float, floor: float, width: int, height: float,
             bold: bool = False) -> tuple[float, list[str]]:
    """``text`` wrapped to ``width`` at the largest size down to ``floor`` whose rows fit ``height``; at the
    floor, the rows that fit, the last one ending in an ellipsis (cut at its end, never at both)."""
    rows = fonts.wrap(text, size, width, bold)
    while len(rows) * size * 1.3 > height and size > floor:
        size = max(floor, size - 0.5)
        rows = fonts.wrap(text, size, width, bold)
    keep = max(1, int(height // (size * 1.3)))
    if len(rows) > keep:
        rows = rows[:keep - 1] + [fonts.clip(" ".join(rows[keep - 1:]), size, width, bold, more=True)]
    return size, rows


class DemoColumn(Node):
    """The right-hand column of the attract loop: the title card, the decks, the explanation."""

    def __init__(self, demo: "DemoScene") -> None:
        super().__init__(COLUMN_X, 8, COLUMN_W, BASE_H - 16, z=3000, name="demo:column")
        self.demo = demo
        self.lines = _Lines()

    def draw_self(self, surface: pygame.Surface) -> None:
        demo = self.demo
        lang = demo.lang
        s = self.world_scale()
        ox, oy = self.world_origin()
        self.drawn: list[tuple[str, str, pygame.Rect]] = []    # (part, words, where), as last drawn
        w = int(self.w * s)
        pad = int(12 * s)
        inner = w - 2 * pad
        R = self.lines.render
        px = lambda size: fonts.reading(size) * s      # every text at the player's text size
        # the title card, as tall as its text
        title_px, sub_px, cta_px = px(30), px(18), px(18)
        cta_rows = fonts.wrap(t("demo.play", lang), cta_px, inner - int(12 * s), True)[:3]
        cta_h = int(len(cta_rows) * cta_px * 1.25 + 18 * s)
        if not demo.kiosk:
            cta_h += int(px(14) * 1.3)
        title_h = int(14 * s + title_px * 1.3 + sub_px * 1.35 + 8 * s + cta_h + pad)
        _box(surface, pygame.Rect(int(ox), int(oy), w, title_h), s, edge=GOLD, width=3)
        title = t("title", lang)
        img = R(title, fit_size(title, min(title_px, 30 * s * 1.2), inner, True), GOLD, True)
        surface.blit(img, img.get_rect(midtop=(ox + w / 2, oy + 14 * s)))
        y = oy + 14 * s + title_px * 1.3
        name = demo.game_name()      # an extra game adds its own name: smaller rather than past the card
        img = R(name, fit_size(name, sub_px, inner), INK_DIM)
        surface.blit(img, img.get_rect(midtop=(ox + w / 2, y)))
        y += sub_px * 1.35 + 8 * s
        pulse = 0.5 + 0.5 * math.sin(demo.clock * 3.2)
        cta = pygame.Rect(int(ox + pad), int(y), inner, cta_h)
        glow = tuple(int(c * (0.55 + 0.45 * pulse)) for c in HILITE)
        _box(surface, cta, s, edge=glow, fill=(18, 34, 46), alpha=255, width=2)
        yy = cta.y + 9 * s
        for row in cta_rows:
            img = R(row, cta_px, HILITE, True)
            surface.blit(img, img.get_rect(midtop=(cta.centerx, yy)))
            yy += cta_px * 1.25
        if not demo.kiosk:      # opened from the menu: the way back
            img = R(t("demo.leave", lang), px(14), INK_DIM)
            surface.blit(img, img.get_rect(midtop=(cta.centerx, yy)))
        # the decks; with many seats their lines get smaller, so that what is happening and the tip below
        # keep the room they need
        y = oy + title_h + 10 * s
        watch_px, deck_px, tip_px, line_px = px(15), px(16), px(16), min(px(21), 21 * s * 1.25)
        seats = demo.seats()
        named = [p for p in range(seats) if p in demo.deck_names]    # a game without decks to name: no lines
        tip_rows = fonts.wrap(demo.tip(), tip_px, inner)
        below = 10 * s + watch_px * 1.6 + 2 * line_px * 1.3 + 16 * s + px(14) * 1.6 + len(tip_rows) * tip_px * 1.3 + pad
        room = oy + self.h * s - y - 10 * s - below - (16 * s + watch_px * 1.5)
        if named:
            deck_px = max(10 * s, min(deck_px, room / (len(named) * 1.55)))
        deck_h = int(10 * s + watch_px * 1.5 + len(named) * deck_px * 1.55 + 6 * s)
        _box(surface, pygame.Rect(int(ox), int(y), w, deck_h), s)
        text = t("demo.watching", lang) if seats == 2 else t("demo.watching_n", lang, n=seats)
        img = R(text, fit_size(text, watch_px, inner), INK_DIM)
        surface.blit(img, (ox + pad, y + 10 * s))
        for row, p in enumerate(named):    # one line each: smaller rather than cut
            text = t("demo.deck", lang, p=p + 1, deck=demo.deck_names[p])
            img = R(text, fit_size(text, deck_px, inner, True), INK, True)
            self.drawn.append(("deck", text, surface.blit(img, (ox + pad, y + 10 * s + watch_px * 1.5
                                                                 + row * deck_px * 1.55))))
        # what is happening
        y += deck_h + 10 * s
        box = pygame.Rect(int(ox), int(y), w, int(oy + self.h * s - y))
        _box(surface, box, s, edge=(96, 120, 150))
        img = R(t("demo.happening", lang), watch_px, INK_DIM)
        self.drawn.append(("happening", t("demo.happening", lang), surface.blit(img, (ox + pad, y + 10 * s))))
        narrator = demo.narrator
        yy = y + 10 * s + watch_px * 1.6
        # a rule of thumb at the bottom, changing every few seconds: whole, smaller if it must be, below
        # room for two lines of what is happening
        bottom = box.bottom - pad
        tip_px, tip = fit_rows(demo.tip(), tip_px, 11 * s, inner,
                               bottom - px(14) * 1.6 - (yy + 2 * line_px * 1.3 + 16 * s))
        tip_top = bottom - len(tip) * tip_px * 1.3 - px(14) * 1.6
        if narrator.text:
            alpha = int(255 * narrator.fade())
            size, rows = fit_rows(narrator.text, line_px, 13 * s, inner, tip_top - 16 * s - yy, True)
            for row in rows:
                img = R(row, size, GOLD if narrator.prio >= 4 else INK, True)
                img.set_alpha(alpha)
                self.drawn.append(("narration", row, surface.blit(img, (ox + pad, yy))))
                yy += size * 1.3
        pygame.draw.line(surface, (60, 74, 92), (ox + pad, tip_top - 8 * s), (ox + w - pad, tip_top - 8 * s),
                         max(1, int(s)))
        img = R(t("demo.good_to_know", lang), px(14), GOLD)
        surface.blit(img, (ox + pad, tip_top))
        ty = tip_top + px(14) * 1.6
        for row in tip:
            self.drawn.append(("tip", row, surface.blit(R(row, tip_px, INK), (ox + pad, ty))))
            ty += tip_px * 1.3
        bottom = tip_top - 16 * s
        yy += 14 * s
        size = px(15)
        for old in narrator.history:   # the last lines, dimmer
            rows = fonts.wrap(old, size, inner)
            if yy + len(rows) * size * 1.3 > bottom:
                break
            for row in rows:
                img = R(row, size, INK_DIM)
                img.set_alpha(255)
                surface.blit(img, (ox + pad, yy))
                yy += size * 1.3
            yy += 8 * s


class DemoOverlay(Node):
    """Over the play area: the result of an attract game, the visitor's idle countdown, the
    "shuffling" card while the demo waits after repeated trouble."""

    def __init__(self, demo: "DemoScene") -> None:
        super().__init__(0, 0, BASE_W, BASE_H, z=3100, name="demo:overlay")
        self.demo = demo
        self.lines = _Lines()

    def draw_self(self, surface: pygame.Surface) -> None:
        demo = self.demo
        lang = demo.lang
        s = self.world_scale()
        ox, oy = self.world_origin()
        R = self.lines.render
        cx = ox + 500 * s   # the centre of the play area (the column is on the right)
        if demo.mode == "attract" and demo.result_text:
            rect = pygame.Rect(0, 0, int(760 * s), int(150 * s))
            rect.center = (int(cx), int(oy + 300 * s))
            _box(surface, rect, s, edge=GOLD, alpha=240, width=3)
            img = R(t("game_over", lang), 34 * s, GOLD, True)
            surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.y + 18 * s)))
            for i, row in enumerate(fonts.wrap(demo.result_text, 20 * s, rect.w - int(40 * s))[:3]):
                img = R(row, 20 * s, INK)
                surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.y + (70 + i * 26) * s)))
        if demo.mode == "attract" and demo.table is None and demo.draft is None:
            img = R(t("demo.shuffling", lang), 30 * s, INK_DIM, True)
            surface.blit(img, img.get_rect(center=(int(cx), int(oy + 330 * s))))
        if demo.mode == "visitor":
            left = demo.idle_limit() - demo.idle
            if left <= min(10.0, demo.idle_limit() / 2):
                text = t("demo.idle_warning", lang, n=max(1, math.ceil(left)))
                img = R(text, 19 * s, INK, True)
                rect = img.get_rect(center=(int(cx), int(oy + 196 * s))).inflate(int(28 * s), int(16 * s))
                _box(surface, rect, s, edge=BAD, alpha=240, fill=(30, 18, 18))
                surface.blit(img, img.get_rect(center=rect.center))
