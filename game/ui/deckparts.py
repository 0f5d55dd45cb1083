"""The pieces of the deck builder's screen: the grid's cards, the deck's lines, the leader line,
and the list of decks to open (Load, Template)."""
from __future__ import annotations

from typing import Any

import pygame

from game.rulesets.lanes.cards import CardDef
from game.rulesets.lanes.deck import MAX_COPIES

from . import fonts
from .app import BASE_H, BASE_W
from .cardart import card_face, draw_attribute_glyph, glow
from .i18n import t
from .node import Node, post
from .palette import BAD, GOLD, HILITE, INK, INK_DIM, attribute_colour
from .widgets import Button, Label, Panel, TextView, fit_size

class CardCell(Node):
    """A card of the grid: click adds, right-click removes; shows its count in the deck."""

    def __init__(self, x: float, y: float, w: float, h: float, card: CardDef) -> None:
        super().__init__(x, y, w, h, name=f"card:{card.id}")
        self.card = card
        self.card_id = card.id
        self.count = 0
        self.is_leader = False
        self.blocked = False
        self.lang = "en"
        self.safe = False
        self.hover = False

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and self.hit(*event.pos):
            post("card", id=self.card.id, button=event.button)
            return True
        return False

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        if self.is_leader or self.hover:
            g = glow(r.w, r.h, GOLD if self.is_leader else HILITE, max(3, int(6 * s)))
            surface.blit(g, (r.x - max(3, int(6 * s)), r.y - max(3, int(6 * s))))
        surface.blit(card_face(self.card, r.w, r.h, lang=self.lang, safe=self.safe), r.topleft)
        if self.blocked:
            dim = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(dim, (0, 0, 0, 150), dim.get_rect(), border_radius=max(3, r.w // 14))
            surface.blit(dim, r.topleft)
        tag = None
        if self.is_leader:
            tag, col = t("db.is_leader", self.lang), GOLD
        elif self.count:
            tag, col = f"\u00d7{self.count}", (BAD if self.count > MAX_COPIES else GOLD)
        if tag:
            img = fonts.text(tag, 20 * s, col, True)
            box = img.get_rect(center=(r.centerx, r.y + int(r.h * 0.42)))
            pill = box.inflate(int(16 * s), int(6 * s))
            pygame.draw.rect(surface, (14, 16, 22), pill, border_radius=pill.h // 2)
            pygame.draw.rect(surface, col, pill, width=max(1, int(2 * s)), border_radius=pill.h // 2)
            surface.blit(img, box)


class DeckRow(Node):
    """One line of the deck list: cost, attribute, name, copies. Click adds, right-click removes."""

    def __init__(self, x: float, y: float, w: float, h: float, card: CardDef, count: int, *, lang: str,
                 safe: bool, bad: bool = False) -> None:
        super().__init__(x, y, w, h, name=f"row:{card.id}")
        self.card, self.card_id, self.count = card, card.id, count
        self.lang, self.safe, self.bad = lang, safe, bad
        self.hover = False

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and self.hit(*event.pos):
            post("deckrow", id=self.card.id, button=event.button)
            return True
        return False

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        if self.hover:
            pygame.draw.rect(surface, (52, 62, 80), r, border_radius=int(4 * s))
        col = attribute_colour(self.card.attribute, self.safe)
        pygame.draw.rect(surface, col, (r.x, r.y + 2 * s, int(5 * s), r.h - int(4 * s)))
        fs = 15 * s
        cost = fonts.text(str(self.card.cost), fs, (15, 15, 15), True)
        cr = pygame.Rect(0, 0, int(20 * s), int(18 * s))
        cr.midleft = (r.x + int(10 * s), r.centery)
        pygame.draw.rect(surface, GOLD, cr, border_radius=int(9 * s))
        surface.blit(cost, cost.get_rect(center=cr.center))
        n = fonts.text(f"\u00d7{self.count}", fs, BAD if self.count > MAX_COPIES or self.bad else INK, True)
        surface.blit(n, n.get_rect(midright=(r.right - int(6 * s), r.centery)))
        name = self.card.name.get(self.lang)
        trig = " \u2605" if self.card.has_trigger else ""
        avail = r.w - (cr.right - r.x) - n.get_width() - int(18 * s)
        size = fit_size(name + trig, fs, avail, floor=10 * s)
        img = fonts.text(name + trig, size, BAD if self.bad else INK)
        surface.blit(img, img.get_rect(midleft=(cr.right + int(8 * s), r.centery)))


class LeaderRow(Node):
    """The deck's leader line; hovering shows the leader card."""

    def __init__(self, x: float, y: float, w: float, h: float) -> None:
        super().__init__(x, y, w, h, name="leader_row")
        self.card_id: str | None = None
        self.text = ""
        self.lines: list[str] = []
        self.attribute: str | None = None
        self.safe = False

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        ox, oy = self.world_origin()
        x = ox
        if self.attribute:
            col = attribute_colour(self.attribute, self.safe)
            g = pygame.Rect(int(ox), int(oy + 2 * s), int(18 * s), int(18 * s))
            draw_attribute_glyph(surface, self.attribute, g, col)
            x += 24 * s
        size = fit_size(self.text, 17 * s, self.w * s - (x - ox), True, 10 * s)
        surface.blit(fonts.text(self.text, size, INK if self.card_id else INK_DIM, bool(self.card_id)), (x, oy))
        y = oy + 24 * s
        for line in self.lines:
            surface.blit(fonts.text(line, 13 * s, INK_DIM), (ox, y))
            y += 17 * s


class ListOverlay(Node):
    """A modal list of decks to choose from (Load, Template): paged rows, Cancel."""

    ROWS = 7

    def __init__(self) -> None:
        super().__init__(0, 0, BASE_W, BASE_H, z=700, name="overlay")
        self.visible = False
        self.mode = ""
        self.entries: list[dict[str, Any]] = []
        self.page = 0
        self.lang = "en"
        self.title = ""
        self.empty = ""
        self.confirm_delete: str | None = None

    def open(self, mode: str, title: str, entries: list[dict[str, Any]], lang: str, empty: str) -> None:
        self.mode, self.title, self.entries, self.lang, self.empty = mode, title, entries, lang, empty
        self.page = 0
        self.confirm_delete = None
        self.visible = True
        self.rebuild()

    def close(self) -> None:
        self.visible = False
        self.clear()

    def rebuild(self) -> None:
        self.clear()
        lang = self.lang
        pw, ph = 760, 560
        px, py = (BASE_W - pw) / 2, (BASE_H - ph) / 2
        self.add(Panel(px, py, pw, ph, alpha=250))
        self.add(Label(px + 24, py + 18, self.title, size=24, color=GOLD, bold=True))
        pages = max(1, -(-len(self.entries) // self.ROWS))
        self.page = min(self.page, pages - 1)
        chunk = self.entries[self.page * self.ROWS:(self.page + 1) * self.ROWS]
        if not chunk:
            self.add(Label(px + 24, py + 80, self.empty, size=18, color=INK_DIM))
        for i, e in enumerate(chunk):
            y = py + 64 + i * 48
            has_delete = e.get("delete", False)
            bw = pw - 48 - (110 if has_delete else 0)
            b = EntryButton(px + 24, y, bw, 42, e, lang)
            self.add(b)
            if has_delete:
                sure = self.confirm_delete == e["id"]
                d = Button(px + pw - 24 - 100, y, 100, 42, t("db.delete_sure" if sure else "db.delete", lang),
                              f"delete:{e['id']}", size=16, accent=BAD)
                self.add(d)
        if pages > 1:
            self.add(Button(px + 24, py + ph - 58, 60, 40, "\u25c0", "overlay_prev", size=18))
            self.add(Label(px + 100, py + ph - 48, t("db.page", lang, p=self.page + 1, n=pages), size=18))
            self.add(Button(px + 180, py + ph - 58, 60, 40, "\u25b6", "overlay_next", size=18))
        self.add(Button(px + pw - 24 - 160, py + ph - 58, 160, 40, t("db.cancel", lang), "overlay_cancel", size=18))
        self.detail = self.add(TextView(px + 24, py + 64 + self.ROWS * 48 - 2, pw - 48, ph - 64 - self.ROWS * 48 - 62,
                                        size=14, name="overlay_detail"))

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.visible:
            return
        hovered = next((n for n in self.children if isinstance(n, EntryButton) and n.hover), None)
        detail = hovered.entry.get("detail", []) if hovered is not None else []
        colour = hovered.entry.get("sub_color", INK_DIM) if hovered is not None else INK_DIM
        self.detail.items = [(line, colour) for line in detail]

    def turn(self, step: int) -> None:
        pages = max(1, -(-len(self.entries) // self.ROWS))
        self.page = (self.page + step) % pages
        self.rebuild()

    def draw_self(self, surface: pygame.Surface) -> None:
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 150))
        surface.blit(dim, (0, 0))

    def on_event(self, event: pygame.event.Event) -> bool:
        # Modal: nothing under the overlay hears the mouse while it is open.
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)


class EntryButton(Button):
    """A deck in a list: its name and, under it, leader, size or why it cannot be used."""

    def __init__(self, x: float, y: float, w: float, h: float, entry: dict[str, Any], lang: str) -> None:
        super().__init__(x, y, w, h, entry["title"], entry["button"], size=17)
        self.entry = entry
        self.enabled = entry.get("enabled", True)
        self.why_disabled = entry.get("why", "")

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        base = (62, 74, 94) if self.hover and self.enabled else ((44, 52, 66) if self.enabled else (36, 38, 44))
        pygame.draw.rect(surface, base, r, border_radius=int(8 * s))
        pygame.draw.rect(surface, self.entry.get("edge", (84, 94, 110)), r, width=max(1, int(2 * s)),
                         border_radius=int(8 * s))
        x = r.x + 12 * s
        for a in self.entry.get("attributes", ()):
            g = pygame.Rect(int(x), r.centery - int(9 * s), int(18 * s), int(18 * s))
            draw_attribute_glyph(surface, a, g, attribute_colour(a, self.entry.get("safe", False)))
            x += 22 * s
        x += 6 * s
        title = fonts.text(self.label, fit_size(self.label, 17 * s, r.w * 0.45, True), INK if self.enabled else INK_DIM,
                           True)
        surface.blit(title, title.get_rect(midleft=(int(x), r.centery)))
        sub = self.entry.get("sub", "")
        if sub:
            sx = x + title.get_width() + 14 * s
            avail = r.right - 12 * s - sx
            size = fit_size(sub, 14 * s, avail, floor=9 * s)
            img = fonts.text(sub, size, self.entry.get("sub_color", INK_DIM))
            clip = surface.get_clip()
            surface.set_clip(pygame.Rect(int(sx), r.y, int(max(0, avail)), r.h))
            surface.blit(img, img.get_rect(midleft=(int(sx), r.centery)))
            surface.set_clip(clip)
