"""The pieces of the deck builder's screen, for any game: the grid's cards, the deck's lines, the
leader line, the colour chips, and the list of decks to open (Load, Template)."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.engine.catalogue import Catalogue, CardEntry

from . import faces, fonts
from .app import BASE_H, BASE_W
from .cardart import glow
from .i18n import t
from .node import Node, post
from .palette import BAD, BUTTON_HOVER, CHIP, GOLD, HILITE, INK, INK_DIM, ROW_HOVER, TOAST_BG, selected_fill
from .widgets import Button, Label, Panel, TextView, Toggle, draw_mark, fit_size

EDIT_KEYS_ADD = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
EDIT_KEYS_REMOVE = (pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_DELETE, pygame.K_BACKSPACE)


def edit_key(kind: str, card_id: str, event: pygame.event.Event) -> bool:
    """+ adds a copy of the focused card, - (or Delete) takes one out: the mouse's left and right click."""
    if event.key in EDIT_KEYS_ADD:
        post(kind, id=card_id, button=1)
        return True
    if event.key in EDIT_KEYS_REMOVE:
        post(kind, id=card_id, button=3)
        return True
    return False


class CardCell(Node):
    """A card of the grid: click (Enter, +) adds, right-click (-, Delete) removes; shows its count in
    the deck. A count over the limit is marked with a warning sign, a card the leader's oath keeps
    out is dimmed and barred."""

    focusable = True

    def __init__(self, x: float, y: float, w: float, h: float, card: CardEntry, cat: Catalogue) -> None:
        super().__init__(x, y, w, h, name=f"card:{card.id}")
        self.card, self.catalogue = card, cat
        self.card_id = card.id
        self.count = 0
        self.is_leader = False
        self.blocked = False
        self.lang = "en"
        self.safe = False
        self.hover = False

    def activate(self) -> None:
        post("card", id=self.card.id, button=1)

    def focus_key(self, event: pygame.event.Event) -> bool:
        return edit_key("card", self.card.id, event)

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
        surface.blit(faces.face(self.catalogue, self.card, r.w, r.h, lang=self.lang, safe=self.safe), r.topleft)
        if self.blocked:
            dim = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(dim, (0, 0, 0, 150), dim.get_rect(), border_radius=max(3, r.w // 14))
            surface.blit(dim, r.topleft)
            mark = pygame.Rect(0, 0, int(30 * s), int(30 * s))
            mark.center = (r.centerx, r.y + int(r.h * 0.62))
            draw_mark(surface, "no", mark, INK)
        tag, col, over = None, GOLD, False
        if self.is_leader:
            tag = t("db.is_leader", self.lang, word=self.catalogue.rules.leader_word.get(self.lang))
        elif self.count:
            over = self.count > self.catalogue.copies_allowed(self.card.id)
            tag, col = f"\u00d7{self.count}", (BAD if over else GOLD)
        if tag:
            size = min(fonts.reading(20), 26) * s
            img = fonts.text(tag, fit_size(tag, size, r.w - 30 * s, True), col, True)
            box = img.get_rect(center=(r.centerx, r.y + int(r.h * 0.42)))
            icon = int(img.get_height() * 0.8) if over else 0
            box.x += icon // 2
            pill = box.inflate(int(16 * s) + icon, int(6 * s))
            pill.x -= icon
            pygame.draw.rect(surface, TOAST_BG, pill, border_radius=pill.h // 2)
            pygame.draw.rect(surface, col, pill, width=max(1, int(2 * s)), border_radius=pill.h // 2)
            surface.blit(img, box)
            if over:
                mark = pygame.Rect(box.x - icon - int(3 * s), box.centery - icon // 2, icon, icon)
                draw_mark(surface, "warn", mark, BAD)


class DeckRow(Node):
    """One line of the deck list: its colour, its figure (Lanes: cost), name, copies. Click (Enter, +)
    adds, right-click (-, Delete) removes. A card named by a deck problem is marked with a cross as
    well as red."""

    focusable = True

    def __init__(self, x: float, y: float, w: float, h: float, card: CardEntry, count: int, *, cat: Catalogue,
                 lang: str, safe: bool, bad: bool = False,
                 on_key: Callable[["DeckRow", pygame.event.Event], bool] | None = None) -> None:
        super().__init__(x, y, w, h, name=f"row:{card.id}")
        self.card, self.card_id, self.count, self.catalogue = card, card.id, count, cat
        self.lang, self.safe, self.bad = lang, safe, bad
        self.hover = False
        self.on_key = on_key

    def activate(self) -> None:
        post("deckrow", id=self.card.id, button=1)

    def focus_key(self, event: pygame.event.Event) -> bool:
        if self.on_key is not None and self.on_key(self, event):
            return True
        return edit_key("deckrow", self.card.id, event)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and self.hit(*event.pos):
            post("deckrow", id=self.card.id, button=event.button)
            return True
        return False

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        if self.hover:
            pygame.draw.rect(surface, ROW_HOVER, r, border_radius=int(4 * s))
        col = faces.colour_rgb(self.catalogue, self.card.colour, self.safe)
        pygame.draw.rect(surface, col, (r.x, r.y + 2 * s, int(5 * s), r.h - int(4 * s)))
        fs = min(fonts.reading(15) * s, r.h * 0.72)
        figure = fonts.text(self.card.list_tag, fs, (15, 15, 15), True)
        cr = pygame.Rect(0, 0, max(int(20 * s), figure.get_width() + int(8 * s)), max(int(18 * s), int(fs * 1.15)))
        cr.midleft = (r.x + int(10 * s), r.centery)
        if self.card.list_tag:
            pygame.draw.rect(surface, GOLD, cr, border_radius=cr.h // 2)
            surface.blit(figure, figure.get_rect(center=cr.center))
        over = self.count > self.catalogue.copies_allowed(self.card.id) or self.bad
        n = fonts.text(f"\u00d7{self.count}", fs, BAD if over else INK, True)
        surface.blit(n, n.get_rect(midright=(r.right - int(6 * s), r.centery)))
        x = cr.right + int(8 * s)
        if self.bad:
            m = int(fs * 0.8)
            draw_mark(surface, "bad", pygame.Rect(x, r.centery - m // 2, m, m), BAD)
            x += m + int(6 * s)
        name = self.card.name.get(self.lang)
        trig = f" {self.card.list_mark}" if self.card.list_mark else ""
        avail = r.right - int(6 * s) - n.get_width() - int(10 * s) - x
        size = fit_size(name + trig, fs, avail, floor=10 * s)
        img = fonts.text(name + trig, size, BAD if self.bad else INK)
        surface.blit(img, img.get_rect(midleft=(x, r.centery)))


class LeaderRow(Node):
    """The deck's leader line and the start of its oath; hovering shows the leader card, and so
    does Enter or I when it has the focus."""

    focusable = True

    def __init__(self, x: float, y: float, w: float, h: float) -> None:
        super().__init__(x, y, w, h, name="leader_row")
        self.card_id: str | None = None
        self.text = ""
        self.lines: list[str] = []
        self.glyph: tuple[str, tuple[int, int, int]] | None = None   # the leader's colour: its shape and rgb

    def activate(self) -> None:
        if self.card_id:
            post("view_card")

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        ox, oy = self.world_origin()
        x = ox
        head = fonts.reading(17) * s
        if self.glyph:
            g = pygame.Rect(int(ox), int(oy + 2 * s), int(head), int(head))
            faces.draw_glyph(surface, self.glyph[0], g, self.glyph[1])
            x += head + 6 * s
        if not self.card_id:     # no leader yet: the hint, wrapped over the row
            small = fonts.reading(13) * s
            y = oy
            for line in fonts.wrap(self.text, small, int(self.w * s)):
                surface.blit(fonts.text(line, small, INK_DIM), (ox, y))
                y += small * 1.3
            return
        size = fit_size(self.text, head, self.w * s - (x - ox), True, 10 * s)
        surface.blit(fonts.text(self.text, size, INK, True), (x, oy))
        y = oy + head * 1.35
        small = fonts.reading(13) * s
        for line in self.lines:
            if y + small * 1.25 > oy + self.h * s + 1:
                break
            surface.blit(fonts.text(line, small, INK_DIM), (ox, y))
            y += small * 1.3


class ListOverlay(Node):
    """A modal list of decks to choose from (Load, Template): paged rows, Cancel. The keyboard
    focus stays inside it; Esc cancels. The hovered or focused deck's details show under the list."""

    ROWS = 7
    modal = True

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
        self.focused: Node | None = None     # the entry the keyboard is on (the scene says)
        self.default_focus = ""

    def open(self, mode: str, title: str, entries: list[dict[str, Any]], lang: str, empty: str) -> None:
        self.mode, self.title, self.entries, self.lang, self.empty = mode, title, entries, lang, empty
        self.page = 0
        self.confirm_delete = None
        self.visible = True
        self.rebuild()

    def close(self) -> None:
        self.visible = False
        self.clear()

    def cancel(self) -> None:
        post("button", id="overlay_cancel")

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
        self.default_focus = f"button:{chunk[0]['button']}" if chunk else "button:overlay_cancel"
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
        if hovered is None and isinstance(self.focused, EntryButton) and self.focused.parent is self:
            hovered = self.focused
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
        for glyph, rgb in self.entry.get("colours", ()):
            g = pygame.Rect(int(x), r.centery - int(9 * s), int(18 * s), int(18 * s))
            faces.draw_glyph(surface, glyph, g, rgb)
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


class ColourChip(Toggle):
    """A filter chip for one of the game's colours: the colour's glyph before its name, filled with
    the colour when on (so the shape and the words say it, not the colour alone)."""

    def __init__(self, x: float, y: float, w: float, h: float, label: str, button_id: str, *, glyph: str,
                 rgb: tuple[int, int, int], size: float = 15) -> None:
        super().__init__(x, y, w, h, label, button_id, size=size)
        self.glyph, self.rgb = glyph, rgb

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        rad = int(8 * s)
        base = selected_fill(self.rgb) if self.on else (BUTTON_HOVER if self.hover else CHIP)
        pygame.draw.rect(surface, base, r, border_radius=rad)
        pygame.draw.rect(surface, self.rgb if self.on else (84, 94, 110), r,
                         width=max(1, int((3 if self.on else 1) * s)), border_radius=rad)
        g = pygame.Rect(0, 0, int(r.h * 0.55), int(r.h * 0.55))
        g.midleft = (int(r.x + 8 * s), r.centery)
        faces.draw_glyph(surface, self.glyph, g, self.rgb)
        x0 = g.right + 6 * s
        size = self.label_size(s, r.right - 8 * s - x0 + 14 * s)
        img = fonts.text(self.label, size, INK if self.on or self.hover else INK_DIM, True)
        surface.blit(img, img.get_rect(midleft=(int(x0), r.centery)))
