"""The table's painted parts every game shares: the felt (its frames painted by the game's part), banners,
the log, the large view of a card, the curtain, the drop highlights and the line about a held card's
destination. A game's own painted parts (counters, boards, tracks) come from its ``table`` part."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

from .. import fonts
from ..node import Node
from ..palette import FELT, GOLD, INK, PANEL, TOAST_BG
from . import layout as L
from . import look, states

if TYPE_CHECKING:
    from .scene import TableScene


# The large view's layer: a refusal and the line about a held card's place are drawn over it (a banner too,
# though it stands beside an open large view: Banner.box)
POPUP_Z = 1600
# Sizes of the table's own words (logical px at 100 %), in one place: every word the table writes
# itself takes its size from here, grown by the text-size setting (``px``, ``fitted``).
SIZES = {"caption": 14, "counter": 15, "turn": 15, "phase": 14, "lane": 13, "track": 13, "banner": 26,
         "curtain_title": 38, "curtain_line": 20, "curtain_note": 16, "browser_title": 20, "preview": 16,
         "keys": 13}


def px(key: str) -> float:
    """A table word's logical size at the player's text size (never below its 100 % size)."""
    return SIZES[key] * L.grow()


def fitted(text: str, key: str, width: float, s: float, bold: bool = True) -> float:
    """A table word's pixel size: grown with the text size as far as ``width`` (logical) allows, and
    never smaller than at 100 %, so larger text never makes it overlap its neighbours' slots."""
    floor = SIZES[key] * s
    size = px(key) * s
    while size - 0.5 >= floor and fonts.font(size, bold).size(text)[0] > width * s:
        size -= 0.5
    return size


class TableBackground(Node):
    """The felt and the game's frames (``TablePart.paint``); repainted only on resize, a change of
    eyes or text size, or when the part's ``paint_key`` changes."""

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(0, 0, 1280, 720, z=-100, name="background")
        self.scene = scene
        self._cache: tuple[Any, pygame.Surface] | None = None

    def layer_key(self) -> tuple[Any, ...]:
        r = self.world_rect()
        return (r.x, r.y, r.w, r.h, self.scene.viewer, L.grow(), self.scene.part.paint_key())

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        r = self.world_rect()
        part = self.scene.part
        key = (r.w, r.h, self.scene.viewer, L.grow(), part.paint_key())
        if self._cache is None or self._cache[0] != key:
            surf = pygame.Surface(r.size)
            surf.fill(FELT)
            part.paint(surf, s)
            self._cache = (key, surf)
        surface.blit(self._cache[1], r.topleft)


class Banner(Node):
    """A big line across the table that announces what just happened. While a card's large view stands
    open (a scheme set in motion is revealed in it, a player hovers a card to read it) the banner goes beside
    it, on the wider side of the felt it leaves free, rather than over the view's last lines of text."""

    FELT = (10.0, 990.0)     # logical: the felt left of the side panel, where the large view stands too
    GAP = 12.0

    def __init__(self, middle_y: float = 308.0, clear_of: Callable[[], pygame.FRect | None] | None = None) -> None:
        super().__init__(230, middle_y - 35, 720, 70, z=POPUP_Z + 100, name="banner")   # over the large view
        self.text = ""
        self.color = GOLD
        self.time_left = 0.0
        self.total = 1.0
        self.home = (self.x, self.w)
        self.clear_of = clear_of          # the large view's logical rect while it shows (None: nothing there)
        self.drawn = pygame.Rect(0, 0, 0, 0)   # the box as last drawn (on screen), for tests and tools
        self._made: tuple[Any, pygame.Surface] | None = None    # the box last made, by what decides it

    def box(self, s: float) -> tuple[pygame.Rect, float, list[str]]:
        """The box on screen, with its words' size and lines, at the place that keeps the large view clear."""
        self.x, self.w = self.home
        r, size, rows = self.fitted(s)
        view = self.clear_of() if self.clear_of is not None else None
        tall = r.h / s                     # both are the table's nodes: compared in its logical pixels
        if view is not None and pygame.FRect(self.x, self.y + self.h / 2 - tall / 2, self.w, tall).colliderect(view):
            left = (self.FELT[0], view.left - self.GAP)
            right = (view.right + self.GAP, self.FELT[1])
            a, b = max(left, right, key=lambda side: side[1] - side[0])
            self.x, self.w = a, b - a
            r, size, rows = self.fitted(s)
        return r, size, rows

    def fitted(self, s: float) -> tuple[pygame.Rect, float, list[str]]:
        """The box on screen where the banner stands now, grown to two lines if its words need them."""
        r = self.world_rect()
        size, rows = self.rows(s)
        return r.inflate(0, max(0, int(len(rows) * size * 1.2 + 12 * s) - r.h)), size, rows

    def show(self, text: str, seconds: float, color=GOLD) -> None:
        self.text, self.time_left, self.total, self.color = text, seconds, max(0.01, seconds), color

    def update(self, dt: float) -> None:
        self.time_left = max(0.0, self.time_left - dt)

    def rows(self, s: float) -> tuple[float, list[str]]:
        """The words as drawn at scale ``s``: one line, else two at no less than 70 % of the size, the
        second cut at its end if it must be (a line centred in the box would lose both ends)."""
        size = fitted(self.text, "banner", self.w - 24, s)
        room = int((self.w - 24) * s)
        rows = fonts.wrap(self.text, size, room, True)
        while len(rows) > 2 and size > SIZES["banner"] * s * 0.7:
            size -= 0.5
            rows = fonts.wrap(self.text, size, room, True)
        if len(rows) > 2:
            rows = [rows[0], fonts.clip(" ".join(rows[1:]), size, room, True, more=True)]
        return size, rows

    def alpha(self) -> int:
        return int(220 * min(1.0, self.time_left / (self.total * 0.3)))

    def layer_key(self) -> tuple[Any, ...]:
        if self.time_left <= 0 or not self.text:
            return ()
        r, size, rows = self.box(self.world_scale())
        return (self.text, self.color, self.alpha(), tuple(r), size, tuple(rows))

    def layer_bounds(self) -> pygame.Rect:
        """Its box (it draws nothing outside)."""
        if self.time_left <= 0 or not self.text:
            return pygame.Rect(0, 0, 0, 0)
        return self.box(self.world_scale())[0]

    def draw_self(self, surface: pygame.Surface) -> None:
        if self.time_left <= 0 or not self.text:
            return
        s = self.world_scale()
        r, size, rows = self.box(s)
        self.drawn = r
        a = self.alpha()
        key = (r.size, s, size, tuple(rows), self.color, a)
        if self._made is None or self._made[0] != key:   # the same box frame after frame while it stands
            box = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(box, (12, 12, 16, a), box.get_rect(), border_radius=int(14 * s))
            pygame.draw.rect(box, (*self.color, a), box.get_rect(), max(1, int(3 * s)), border_radius=int(14 * s))
            font = fonts.font(size, True)
            top = (r.h - len(rows) * size * 1.2) / 2
            for i, row in enumerate(rows):
                img = font.render(row, True, self.color)
                img.set_alpha(a)
                box.blit(img, img.get_rect(center=(r.w / 2, top + (i + 0.5) * size * 1.2)))
            self._made = (key, box)
        surface.blit(self._made[1], r)


class LogPanel(Node):
    """The game so far in sentences, as the player at the screen may read it; the newest at the bottom;
    the wheel scrolls. Events are kept whole and told afresh for whoever reads (``tell`` redacts them
    for the reader and words them), so a line written while one player looked is never shown to the
    other as it was; a line with ``only`` set is for that reader alone; a line given as a function of
    (reader, language) is worded afresh too (a replay's "P1: ..." for whichever player is viewed)."""

    KEEP = 800

    def __init__(self, x: float, y: float, w: float, h: float, *,
                 tell: Callable[[list[Any]], list[str]] | None = None,
                 reader: Callable[[], tuple[int | None, str]] | None = None) -> None:
        super().__init__(x, y, w, h, z=450, name="log")
        self.entries: list[tuple[int, Any, int | None]] = []  # (actions applied when shown, Event or text, only)
        self.tell = tell
        self.reader = reader or (lambda: (None, "en"))   # (whose eyes, language)
        self.scroll = 0
        self._version = 0
        self._told: tuple[tuple[Any, ...], list[str]] | None = None
        self._wrapped: tuple[tuple[Any, ...], list[str]] | None = None   # the last lines as drawn, kept
        self._panel: tuple[Any, pygame.Surface] | None = None

    def _changed(self) -> None:
        if len(self.entries) > self.KEEP:
            del self.entries[:self.KEEP // 4]
        self._version += 1
        self.scroll = 0

    def add(self, line: str, *, at: int = 0, only: int | None = None) -> None:
        """A line of text as it is (the table's own notes, the program's reasons)."""
        self.entries.append((at, line, only))
        self._changed()

    def add_told(self, tell: Callable[[int | None, str], str | None], *, at: int = 0) -> None:
        """A line worded for each reader and language when it is read."""
        self.entries.append((at, tell, None))
        self._changed()

    def add_event(self, event: Any, at: int) -> None:
        """An event shown after ``at`` actions; its words depend on who reads."""
        self.entries.append((at, event, None))
        self._changed()

    def forget_after(self, at: int) -> None:
        """Drop what actions after the first ``at`` showed (they were taken back)."""
        self.entries = [e for e in self.entries if e[0] <= at]
        self._changed()

    @property
    def lines(self) -> list[str]:
        reader, lang = self.reader()
        key = (self._version, reader, lang)
        if self._told is not None and self._told[0] == key:
            return self._told[1]
        out: list[str] = []
        batch: list[Any] = []
        for _at, item, only in self.entries:
            if not isinstance(item, str) and not callable(item):
                batch.append(item)
                continue
            if batch and self.tell is not None:
                out.extend(self.tell(batch))
            batch = []
            line = item(reader, lang) if callable(item) else item
            if line and (only is None or only == reader):
                out.append(line)
        if batch and self.tell is not None:
            out.extend(self.tell(batch))
        self._told = (key, out)
        return out

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.visible:
            pos = pygame.mouse.get_pos()
            if self.hit(*pos):
                self.scroll = max(0, min(len(self.lines) - 1, self.scroll + event.y))
                return True
        return False

    def layer_key(self) -> tuple[Any, ...]:
        """Its lines are worded afresh only for a new entry, reader or language (``lines``): so are its pixels."""
        return (self._version, self.reader(), self.scroll, tuple(self.world_rect()), self.world_scale())

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        r = self.world_rect()
        if self._panel is None or self._panel[0] != (r.size, s):    # made once per size, not every frame
            panel = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(panel, (*PANEL, 225), panel.get_rect(), border_radius=int(8 * s))
            self._panel = ((r.size, s), panel)
        surface.blit(self._panel[1], r)
        size = fonts.reading(12.5) * s
        step = int(size * 1.28)
        lines = self.lines
        key = (self._told[0] if self._told is not None else None, len(lines), size, r.w)
        if self._wrapped is None or self._wrapped[0] != key:     # wrapping 80 lines every frame is slow
            wrapped: list[str] = []
            for line in lines[-80:]:
                wrapped.extend(fonts.wrap(line, size, r.w - int(14 * s)))
            self._wrapped = (key, wrapped)
        wrapped = self._wrapped[1]
        visible = max(1, (r.h - int(10 * s)) // step)
        end = len(wrapped) - self.scroll
        shown = wrapped[max(0, end - visible):end]
        y = r.y + int(6 * s)
        for line in shown:
            surface.blit(fonts.text(line, size, INK), (r.x + int(7 * s), y))
            y += step


class LargeView(Node):
    """A large, readable view of one card with its whole text (hover or right-click). It stands over
    the felt on the side away from the card (the panel on the right stays readable). A long card
    shrinks its picture, then its text down to a readable floor; past that the wheel scrolls it."""

    WIDTH, TOP, ROOM = 300, 10, 700          # logical: the view's width, top and greatest height
    TEXT, FLOOR = 15, 12                     # card text size and its floor, before the text-size setting

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(690, self.TOP, self.WIDTH, self.ROOM, z=POPUP_Z, name="largeview")  # over a pile laid out
        self.scene = scene
        self.iid: int | None = None
        self.seen: tuple[int | None, str | None] = (None, None)   # the card shown and where it lay then
        self.scroll = 0.0                    # logical pixels of the page scrolled past
        self.pointer = (-1, -1)              # the mouse, as the scene last saw it move
        self._for: int | None = None

    def place(self, card_x: float) -> None:
        """Beside the card, on the felt's other half."""
        self.x = 690 if card_x < 590 else 186

    def shown(self) -> pygame.FRect | None:
        """Where the view stands (logical) while it shows a card; None when it shows none."""
        if self.iid is None or self.h <= 0:
            return None
        return pygame.FRect(self.x, self.y, self.w, self.h)

    def page(self, s: float) -> tuple[Any, pygame.Surface] | None:
        """The card's whole page (the game's part lays it out), or None when nothing may be read."""
        if self.iid is None or not self.scene.may_read(self.iid):
            return None
        return self.scene.part.page(self.iid, self, s)

    def update(self, dt: float) -> None:
        """A card that has gone (moved elsewhere, out of sight) takes its view with it."""
        sc = self.scene
        zone = sc.zone_of.get(self.iid) if self.iid is not None else None
        if self.iid != self.seen[0]:
            self.seen = (self.iid, zone)
        elif self.iid is not None and zone != self.seen[1]:
            sc.close_large()
            sc.hover_iid = None
            self.seen = (None, None)
        super().update(dt)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.iid is not None and self.hit(*self.pointer):
            self.scroll = max(0.0, self.scroll - event.y * 40)
            return True
        return False

    def layer_bounds(self) -> pygame.Rect | None:
        """Nowhere while it shows no card; else not known (it is drawn live, and all above it)."""
        return pygame.Rect(0, 0, 0, 0) if self.iid is None or self.scene.drag is not None else None

    def draw_self(self, surface: pygame.Surface) -> None:
        if self.iid != self._for:
            self._for, self.scroll = self.iid, 0.0
        s = self.world_scale()
        # never over the places a held card may go
        shown = self.page(s) if self.scene.drag is None else None
        if shown is None:
            self.h = 0
            return
        plan, img = shown
        marks = self.scene.states_of(self.iid)
        px_marks = fonts.reading(self.TEXT) * s
        marks_h = states.list_height(marks, img.get_width(), px_marks, self.scene.lang)
        room = int(self.ROOM * s) - marks_h
        view_h = min(plan.height, room)
        most = max(0, plan.height - view_h)
        self.scroll = min(self.scroll, most / s)
        top = int(self.scroll * s)
        self.h = view_h / s
        r = self.world_rect()
        shadow = pygame.Rect(r.x, r.y, img.get_width(), view_h).move(int(6 * s), int(6 * s))
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=int(12 * s))
        surface.blit(img, r.topleft, pygame.Rect(0, top, img.get_width(), view_h))
        if marks:            # its states for now, under the card: icon and word
            box = pygame.Rect(r.x, r.y + view_h + int(4 * s), img.get_width(), marks_h)
            states.draw_list(surface, marks, box, px_marks, self.scene.lang)
            self.h = (view_h + marks_h + 4 * s) / s
        if most:   # more above or below: say so, and that the wheel scrolls
            mark = fonts.text("\u25b2" if top >= most else "\u25bc", 14 * s, GOLD, True)
            surface.blit(mark, mark.get_rect(bottomright=(r.x + img.get_width() - 8 * s, r.y + view_h - 6 * s)))


class Overlay(Node):
    """A full-table curtain with a message. Passing the screen it is opaque: nothing of the table
    shows through. Over a finished game it is a veil with a note line (a saved replay's path)."""

    def __init__(self) -> None:
        super().__init__(0, 0, 1280, 720, z=2000, name="overlay")
        self.title = ""
        self.subtitle = ""
        self.note = ""
        self.note_color = INK
        self.opaque = True
        self.visible = False

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        r = self.world_rect()
        if self.opaque:
            surface.fill((6, 8, 12), r)
        else:
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            veil.fill((6, 8, 12, 214))
            surface.blit(veil, r)
        img = fonts.text(self.title, fitted(self.title, "curtain_title", 1200, s), GOLD, True)
        surface.blit(img, img.get_rect(center=(r.centerx, r.y + 260 * s)))
        y = r.y + 260 * s + img.get_height() / 2 + 22 * s
        size = px("curtain_line") * s
        for line in fonts.wrap(self.subtitle, size, int(900 * s)) if self.subtitle else []:
            sub = fonts.text(line, size, INK)
            surface.blit(sub, sub.get_rect(midtop=(r.centerx, y)))
            y += size * 1.35
        if self.note:
            size = fonts.reading(SIZES["curtain_note"]) * s
            y = max(y + 10 * s, r.y + 492 * s)
            for line in fonts.wrap(self.note, size, int(900 * s)):
                img = fonts.text(line, size, self.note_color)
                surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
                y += size * 1.3


class DropHighlights(Node):
    """While a card is held (by the mouse or the keyboard): every legal destination is outlined
    (solid, a tick); the one under it brightens, an illegal one under it is hatched and dashed with a
    cross (its reason is shown beside it). The colour-blind palette swaps the colours; the shapes stay."""

    def __init__(self, scene: "TableScene", *, signs: bool = False) -> None:
        super().__init__(0, 0, 0, 0, z=860 if signs else -50, name="dropsigns" if signs else "drops")
        self.scene = scene
        self.signs = signs          # the layer over the cards: each area's sign, never hidden by a card on it
        self.hovered: tuple | None = None

    def marks(self) -> tuple[tuple[str, pygame.Rect, bool], ...]:
        """What it draws now: (legal or illegal, the place on screen, hovered) for each place shown."""
        drag = self.scene.drag
        if drag is not None and drag.get("moved"):
            targets = drag["targets"]
        elif drag is None:
            targets = self.scene.hint_targets()   # after a refused drop: where the card may go
        else:
            return ()
        s = self.world_scale()
        ox, oy = self.world_origin()
        hovered_dest = self.scene.drops.hovered if drag is not None else None
        out = []
        for dest, _action, legal in targets:
            r = self.scene.dest_rect(dest)
            rect = pygame.Rect(int(ox + r.x * s), int(oy + r.y * s), int(r.w * s), int(r.h * s))
            hovered = dest == hovered_dest
            if legal or hovered:
                out.append(("legal" if legal else "illegal", rect, hovered))
        return tuple(out)

    def layer_parts(self) -> list[tuple[Any, Any, pygame.Rect, Callable[[pygame.Surface], None]]]:
        """Each place's mark on its own (``layer.py``): the held card coming over a place changes its mark and
        the last one's, not every place's."""
        s = self.world_scale()
        safe = self.scene.app.settings.colorblind_palette
        marks = self.marks()
        # named by its place (two places on one rectangle told apart by their turn)
        names = [(tuple(rect), sum(1 for _k, r, _h in marks[:i] if r == rect))
                 for i, (_k, rect, _h) in enumerate(marks)]
        return [(name, (kind, hovered, self.signs, s, safe), self.reach(rect, s),
                 lambda surface, k=kind, r=rect, h=hovered: self.mark(surface, k, r, h, s, safe))
                for name, (kind, rect, hovered) in zip(names, marks)]

    @staticmethod
    def reach(rect: pygame.Rect, s: float) -> pygame.Rect:
        """A place's rectangle and what its mark draws round it (a dashed edge's half width, the sign's disc)."""
        m = int(7 * s) + 4
        return rect.inflate(2 * m, 2 * m)

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        safe = self.scene.app.settings.colorblind_palette
        for kind, rect, hovered in self.marks():
            self.mark(surface, kind, rect, hovered, s, safe)

    def mark(self, surface: pygame.Surface, kind: str, rect: pygame.Rect, hovered: bool, s: float, safe: bool) -> None:
        """One place's mark, within its ``reach``."""
        clip = surface.get_clip()
        surface.set_clip(self.reach(rect, s).clip(clip))
        if self.signs:
            look.corner_sign(surface, kind, rect, s, safe)
        else:
            look.outline(surface, kind, rect, s, safe, strong=hovered, veil=True, sign=False)
        surface.set_clip(clip)


class Preview(Node):
    """One line about the held card's destination: a refusal (its rule and sentence, after a cross) or
    what an attack would do; on a dark box, so it reads over the felt and the cards alike."""

    def __init__(self, x: float, y: float) -> None:
        super().__init__(x, y, 0, 0, z=POPUP_Z + 150, name="preview")   # over the large view
        self.text = ""
        self.color: Any = GOLD
        self.mark: str | None = None
        self.rect: pygame.Rect | None = None     # where it was drawn last

    def show(self, text: str, color: Any, mark: str | None = None) -> None:
        self.text, self.color, self.mark = text, color, mark

    def layer_bounds(self) -> pygame.Rect:
        """Its box: drawn live (it changes as the held card moves), where nothing above it is."""
        return self.laid()[0] if self.text else pygame.Rect(0, 0, 0, 0)

    def laid(self) -> tuple[pygame.Rect, list[pygame.Surface], int]:
        """Its box on the screen, its lines and the size of its mark (0: none)."""
        s = self.world_scale()
        ox, oy = self.world_origin()
        size = fitted(self.text, "preview", 790, s)
        lines = fonts.wrap(self.text, size, int(800 * s), True)
        imgs = [fonts.text(line, size, self.color, True) for line in lines]
        m = int(size * 0.85) if self.mark else 0
        w = max(i.get_width() for i in imgs) + (m + int(6 * s) if m else 0)
        h = int(sum(i.get_height() for i in imgs))
        box = pygame.Rect(0, 0, w + int(16 * s), h + int(8 * s))
        box.midtop = (int(ox), int(oy))
        return box, imgs, m

    def draw_self(self, surface: pygame.Surface) -> None:
        self.rect = None
        if not self.text:
            return
        from ..widgets import draw_mark
        s = self.world_scale()
        box, imgs, m = self.laid()
        pygame.draw.rect(surface, TOAST_BG, box, border_radius=int(8 * s))
        pygame.draw.rect(surface, self.color, box, max(1, int(2 * s)), border_radius=int(8 * s))
        x, y = box.x + int(8 * s), box.y + int(4 * s)
        if m:
            draw_mark(surface, self.mark, pygame.Rect(x, y + (imgs[0].get_height() - m) // 2, m, m), self.color)
            x += m + int(6 * s)
        for img in imgs:
            surface.blit(img, (x, y))
            y += img.get_height()
        self.rect = box
