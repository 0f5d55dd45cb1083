"""The table's painted parts: felt and zone frames, level tracks, counters, phase bar, banners, log."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

from .. import cardart, fonts
from ..i18n import t
from ..node import Node, post
from ..palette import BAD, FELT, GOLD, GOOD, HILITE, INK, INK_DIM, PANEL
from . import layout as L

if TYPE_CHECKING:
    from .scene import TableScene


# Sizes of the table's own words (logical px), in one place so a text-size setting can scale them.
SIZES = {"caption": 14, "counter": 15, "turn": 15, "phase": 14, "lane": 13, "track": 13}


class TableBackground(Node):
    """Felt, zone frames and the level tracks' cells; repainted only on resize or a change of eyes."""

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(0, 0, 1280, 720, z=-100, name="background")
        self.scene = scene
        self._cache: tuple[tuple[int, int, int], pygame.Surface] | None = None

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        r = self.world_rect()
        key = (r.w, r.h, self.scene.viewer)
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, self._paint(s, r.size))
        surface.blit(self._cache[1], r.topleft)

    def _paint(self, s: float, size: tuple[int, int]) -> pygame.Surface:
        surf = pygame.Surface(size)
        surf.fill(FELT)

        def frame(rect: tuple[float, float, float, float], color: tuple[int, int, int], fill: tuple[int, int, int] | None = None) -> None:
            x, y, w, h = rect
            box = (x * s, y * s, w * s, h * s)
            if fill is not None:
                pygame.draw.rect(surf, fill, box, border_radius=int(8 * s))
            pygame.draw.rect(surf, color, box, max(1, int(2 * s)), border_radius=int(8 * s))

        viewer = self.scene.viewer
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
                img = fonts.font(SIZES["track"] * s, True).render(str(level), True, INK_DIM)
                surf.blit(img, img.get_rect(center=cell.center))
        return surf


class Counters(Node):
    """Every zone's name with its count, always visible in both languages: damage zone n/10, skill
    zone, deck, trash, hand, level and size."""

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(0, 0, 0, 0, z=500, name="counters")
        self.scene = scene

    def draw_self(self, surface: pygame.Surface) -> None:
        sc = self.scene
        st = sc.session.state
        s = self.world_scale()
        ox, oy = self.world_origin()
        lang = sc.lang
        from game.rulesets.lanes.statics import field_cost, size

        def put(text: str, x: float, y: float, color=INK, size_px: float = SIZES["counter"], *,
                anchor: str = "center", box: bool = True) -> None:
            img = fonts.text(text, size_px * s, color, True)
            r = img.get_rect(**{anchor: (ox + x * s, oy + y * s)})
            if box:
                pygame.draw.rect(surface, (10, 14, 16), pygame.Rect(r).inflate(8 * s, 4 * s), border_radius=int(5 * s))
            surface.blit(img, r)

        cap = SIZES["caption"]
        for p in (0, 1):
            v = sc.viewer
            sd = L.side(p, v)
            x, y, w, _h = L.zone_rect(p, v, "damage")
            dmg = len(st.zones[f"p{p}.damage"].cards)
            put(t("zone.damage", lang, n=dmg), x + 6, y + 8, BAD if dmg >= 7 else INK, cap, anchor="midleft", box=False)
            x, y, w, _h = L.zone_rect(p, v, "skill")
            put(t("zone.skill", lang), x + 6, y + 8, INK, cap, anchor="midleft", box=False)
            for pile in ("deck", "trash"):
                x, y, w, _h = L.zone_rect(p, v, pile)
                put(t(pile, lang, n=len(st.zones[f"p{p}.{pile}"].cards)), x + w / 2, y + 8, INK, cap, box=False)
            turn = p == st.turn_player
            label = t("player_short", lang, p=p + 1) + (" \u2605" if turn else "")
            top = L.LEVEL_TOP[sd] - 15 if sd == "them" else L.LEVEL_TOP[sd] + 10 * L.LEVEL_STEP + 16
            put(label, 8, top, GOLD if turn else INK_DIM, SIZES["counter"], anchor="midleft")
            put(t("size", lang, used=field_cost(st, p), size=size(st, p)), 76, top, GOLD, SIZES["counter"], anchor="midleft")
            hand = t("hand", lang, n=len(st.zones[f"p{p}.hand"].cards))
            if sd == "me":
                put(hand, 8, top + 24, INK_DIM, cap, anchor="midleft")
            else:
                put(hand, L.HAND_X + 200, 22, INK_DIM, cap, anchor="midleft")
            lx, ly = L.level_cell(p, v, st.level[p])   # the leader's level, marked on its track
            cell = pygame.Rect(0, 0, 30 * s, (L.LEVEL_STEP - 3) * s)
            cell.center = (int(ox + lx * s), int(oy + ly * s))
            pygame.draw.rect(surface, GOLD, cell, max(1, int(2 * s)), border_radius=int(5 * s))


class PhaseBar(Node):
    """The bar between the halves: whose turn, the lane numbers over their columns, the phases."""

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(176, L.MID_Y - 14, 822, 28, z=400, name="phasebar")
        self.scene = scene

    def draw_self(self, surface: pygame.Surface) -> None:
        sc = self.scene
        st = sc.session.state
        s = self.world_scale()
        r = self.world_rect()
        ox, oy = self.world_origin()
        pygame.draw.rect(surface, (14, 20, 24), r, border_radius=int(10 * s))
        label = t("turn", sc.lang, n=max(1, st.turn), p=st.turn_player + 1)
        img = fonts.text(label, SIZES["turn"] * s, GOLD, True)
        surface.blit(img, img.get_rect(midleft=(r.x + 10 * s, r.centery)))
        for lane, lx in enumerate(L.LANE_X):
            img = fonts.text(t("zone.lane", sc.lang, n=lane + 1), SIZES["lane"] * s, INK_DIM, True)
            surface.blit(img, img.get_rect(center=(ox + (lx - self.x) * s, r.centery)))
        phases = ("level_up", "draw", "main", "attack", "end")
        words = [fonts.text(t(f"phase.{ph}", sc.lang), SIZES["phase"] * s, (15, 15, 15) if st.phase.value == ph else INK_DIM, True)
                 for ph in phases]
        gap = 12 * s
        x = r.right - 8 * s - sum(w.get_width() for w in words) - gap * (len(words) - 1)
        for ph, txt in zip(phases, words):
            box = txt.get_rect(midleft=(x, r.centery))
            if st.phase.value == ph:
                pygame.draw.rect(surface, GOLD, box.inflate(10 * s, 6 * s), border_radius=int(8 * s))
            surface.blit(txt, box)
            x = box.right + gap


class Banner(Node):
    """A big line across the table that announces what just happened."""

    def __init__(self) -> None:
        super().__init__(230, L.MID_Y - 35, 720, 70, z=800, name="banner")
        self.text = ""
        self.color = GOLD
        self.time_left = 0.0
        self.total = 1.0

    def show(self, text: str, seconds: float, color=GOLD) -> None:
        self.text, self.time_left, self.total, self.color = text, seconds, max(0.01, seconds), color

    def update(self, dt: float) -> None:
        self.time_left = max(0.0, self.time_left - dt)

    def draw_self(self, surface: pygame.Surface) -> None:
        if self.time_left <= 0 or not self.text:
            return
        s = self.world_scale()
        r = self.world_rect()
        a = int(220 * min(1.0, self.time_left / (self.total * 0.3)))
        box = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (12, 12, 16, a), box.get_rect(), border_radius=int(14 * s))
        pygame.draw.rect(box, (*self.color, a), box.get_rect(), max(1, int(3 * s)), border_radius=int(14 * s))
        img = fonts.font(26 * s, True).render(self.text, True, self.color)
        img.set_alpha(a)
        box.blit(img, img.get_rect(center=box.get_rect().center))
        surface.blit(box, r)


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

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        r = self.world_rect()
        panel = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*PANEL, 225), panel.get_rect(), border_radius=int(8 * s))
        surface.blit(panel, r)
        size = fonts.reading(12.5) * s
        step = int(size * 1.28)
        wrapped: list[str] = []
        for line in self.lines[-80:]:
            wrapped.extend(fonts.wrap(line, size, r.w - int(14 * s)))
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
        super().__init__(690, self.TOP, self.WIDTH, self.ROOM, z=1600, name="largeview")  # over a pile laid out
        self.scene = scene
        self.iid: int | None = None
        self.scroll = 0.0                    # logical pixels of the page scrolled past
        self.pointer = (-1, -1)              # the mouse, as the scene last saw it move
        self._for: int | None = None
        self._plan: tuple[tuple[Any, ...], cardart.Page] | None = None

    def place(self, card_x: float) -> None:
        """Beside the card, on the felt's other half."""
        self.x = 690 if card_x < 590 else 186

    def page(self, s: float) -> tuple[cardart.Page, pygame.Surface] | None:
        if self.iid is None or not self.scene.may_read(self.iid):
            return None
        from game.rulesets.lanes.cardtext import card_lines
        from game.rulesets.lanes.statics import hit, power
        st = self.scene.session.state
        defn = st.cdef(self.iid)
        lang = self.scene.lang
        awakened = defn.type == "leader" and st.awakened[st.cards[self.iid].owner]
        pw = ht = None
        if defn.type == "unit" and st.lane_of(self.iid) is not None:
            pw, ht = power(st, self.iid), hit(st, self.iid)
        key = (defn.id, lang, awakened, s, fonts.reading(1.0))
        if self._plan is None or self._plan[0] != key:   # wrapping the text is measured once per card shown
            self._plan = (key, cardart.plan_page(defn, card_lines(defn, st.db, lang, awakened=awakened),
                                                 int(self.WIDTH * s), lang=lang, text_px=fonts.reading(self.TEXT) * s,
                                                 min_text_px=fonts.reading(self.FLOOR) * s,
                                                 max_height=int(self.ROOM * s), awakened=awakened))
        plan = self._plan[1]
        img = cardart.render_page(defn, plan, lang=lang, safe=self.scene.app.settings.colorblind_palette,
                                  awakened=awakened, power=pw, hit=ht)
        return plan, img

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.iid is not None and self.hit(*self.pointer):
            self.scroll = max(0.0, self.scroll - event.y * 40)
            return True
        return False

    def draw_self(self, surface: pygame.Surface) -> None:
        if self.iid != self._for:
            self._for, self.scroll = self.iid, 0.0
        s = self.world_scale()
        shown = self.page(s)
        if shown is None:
            self.h = 0
            return
        plan, img = shown
        room = int(self.ROOM * s)
        view_h = min(plan.height, room)
        most = max(0, plan.height - view_h)
        self.scroll = min(self.scroll, most / s)
        top = int(self.scroll * s)
        self.h = view_h / s
        r = self.world_rect()
        shadow = pygame.Rect(r.x, r.y, img.get_width(), view_h).move(int(6 * s), int(6 * s))
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=int(12 * s))
        surface.blit(img, r.topleft, pygame.Rect(0, top, img.get_width(), view_h))
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
        img = fonts.text(self.title, 38 * s, GOLD, True)
        surface.blit(img, img.get_rect(center=(r.centerx, r.y + 260 * s)))
        if self.subtitle:
            for i, line in enumerate(fonts.wrap(self.subtitle, 20 * s, int(900 * s))):
                sub = fonts.text(line, 20 * s, INK)
                surface.blit(sub, sub.get_rect(center=(r.centerx, r.y + (320 + i * 28) * s)))
        if self.note:
            size = fonts.reading(16) * s
            for i, line in enumerate(fonts.wrap(self.note, size, int(900 * s))):
                img = fonts.text(line, size, self.note_color)
                surface.blit(img, img.get_rect(center=(r.centerx, r.y + 500 * s + i * size * 1.3)))


GLOWS = {"legal": GOOD, "option": HILITE, "selected": GOLD}


class PromptPanel(Node):
    """The pending decision of the player at the screen: the question (naming the card that asks,
    with the rule) and, under it, the text of the ability being used."""

    QUESTION, DETAIL, WIDTH = 16, 14, 244

    def __init__(self, x: float, y: float, w: float) -> None:
        super().__init__(x, y, w, 10, z=700, name="prompt")
        self.text = ""
        self.detail: str | None = None

    def _blocks(self, s: float = 1.0) -> list[tuple[list[str], float, tuple[int, int, int], bool]]:
        q = fonts.reading(self.QUESTION) * s
        out = [(fonts.wrap(self.text, q, int(self.WIDTH * s), True), q, GOLD, True)]
        if self.detail:
            dsz = fonts.reading(self.DETAIL) * s
            out.append((fonts.wrap(self.detail, dsz, int(self.WIDTH * s)), dsz, INK, False))
        return out

    def text_height(self) -> float:
        """Logical height of the question and the ability text."""
        return sum(len(lines) * size * 1.25 + 4 for lines, size, _c, _b in self._blocks())

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        r = self.world_rect()
        pygame.draw.rect(surface, (30, 26, 14), r, border_radius=int(10 * s))
        pygame.draw.rect(surface, GOLD, r, max(1, int(2 * s)), border_radius=int(10 * s))
        y = r.y + int(8 * s)
        for lines, size, colour, bold in self._blocks(s):
            for line in lines:
                surface.blit(fonts.text(line, size, colour, bold), (r.x + int(8 * s), y))
                y += int(size * 1.25)
            y += int(4 * s)


class PileBrowser(Node):
    """A public pile laid out face-up (the trash): click anywhere or Esc to close; the wheel scrolls."""

    COLS, CW, CH, GAP = 7, 92, 129, 10

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(230, 100, 770, 520, z=1500, name="pilebrowser")
        self.scene = scene
        self.cards: list[int] = []
        self.title = ""
        self.scroll = 0
        self.visible = False
        self.pick = False          # choosing among these cards for a decision (search, recover, look)
        self.picked: tuple = ()

    def open(self, title: str, cards: list[int], *, pick: bool = False, picked: tuple = ()) -> None:
        self.title, self.cards, self.visible, self.pick, self.picked = title, list(cards), True, pick, picked
        self.scroll = min(self.scroll, max(0, (len(self.cards) - 1) // self.COLS)) if pick else 0

    def card_rect(self, n: int) -> pygame.Rect:
        s = self.world_scale()
        r = self.world_rect()
        col, row = n % self.COLS, n // self.COLS - self.scroll
        return pygame.Rect(int(r.x + (14 + col * (self.CW + self.GAP)) * s), int(r.y + (44 + row * (self.CH + self.GAP + 14)) * s),
                           int(self.CW * s), int(self.CH * s))

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The card under the point, if the browser is open and shows one there."""
        if not self.visible:
            return None
        start = self.scroll * self.COLS
        for n in range(start, min(len(self.cards), start + self.COLS * 3)):
            if self.card_rect(n).collidepoint(pos):
                return self.cards[n]
        return None

    def on_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEWHEEL:
            rows = (len(self.cards) + self.COLS - 1) // self.COLS
            self.scroll = max(0, min(max(0, rows - 3), self.scroll - event.y))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.pick:
            if not self.hit(*event.pos):
                return False  # the prompt's buttons stay usable
            start = self.scroll * self.COLS
            for n in range(start, min(len(self.cards), start + self.COLS * 3)):
                if self.card_rect(n).collidepoint(event.pos):
                    post("pick", iid=self.cards[n])
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.visible = False
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.visible = False
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.KEYDOWN)

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        r = self.world_rect()
        pygame.draw.rect(surface, (18, 22, 28), r, border_radius=int(12 * s))
        pygame.draw.rect(surface, GOLD, r, max(1, int(2 * s)), border_radius=int(12 * s))
        surface.blit(fonts.text(self.title, 20 * s, GOLD, True), (r.x + 14 * s, r.y + 10 * s))
        st = self.scene.session.state
        x0, y0 = r.x + 14 * s, r.y + 44 * s
        start = self.scroll * self.COLS
        for n, iid in enumerate(self.cards[start:start + self.COLS * 3]):
            col, row = n % self.COLS, n // self.COLS
            img = cardart.card_face(st.cdef(iid), int(self.CW * s), int(self.CH * s), lang=self.scene.lang,
                                    safe=self.scene.app.settings.colorblind_palette)
            at = (x0 + col * (self.CW + self.GAP) * s, y0 + row * (self.CH + self.GAP + 14) * s)
            if self.pick:
                colour = GOLD if iid in self.picked else HILITE
                g = cardart.glow(img.get_width(), img.get_height(), colour, max(3, int(6 * s)))
                surface.blit(g, g.get_rect(center=img.get_rect(topleft=at).center))
            surface.blit(img, at)
        if not self.cards:
            empty = fonts.text("-", 20 * s, INK_DIM)
            surface.blit(empty, (x0, y0))


class DropHighlights(Node):
    """While a card is held: every legal destination glows green; the one under it brightens,
    an illegal one under it turns red (its reason is shown beside it)."""

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(0, 0, 0, 0, z=-50, name="drops")
        self.scene = scene
        self.hovered: tuple | None = None

    def draw_self(self, surface: pygame.Surface) -> None:
        drag = self.scene.drag
        if drag is None or not drag.get("moved"):
            return
        s = self.world_scale()
        ox, oy = self.world_origin()
        for dest, _action, legal in drag["targets"]:
            r = self.scene.dest_rect(dest)
            rect = pygame.Rect(int(ox + r.x * s), int(oy + r.y * s), int(r.w * s), int(r.h * s))
            hovered = dest == self.hovered
            if not legal and not hovered:
                continue
            colour = GOOD if legal else BAD
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((*colour, 70 if hovered else 34))
            surface.blit(veil, rect)
            pygame.draw.rect(surface, colour, rect, max(2, int((4 if hovered else 2) * s)), border_radius=int(10 * s))
