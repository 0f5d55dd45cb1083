"""Piles on the table: a deck or a discard pile the keyboard can reach (the game's part names them,
``TablePart.piles``), and the browser that lays a pile out face up (a trash to read, or the cards a
decision chooses among: a search, a look at the deck)."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import fonts
from ..i18n import t
from ..node import Node, post
from ..palette import GOLD, INK_DIM
from . import look

if TYPE_CHECKING:
    from .part import Pile
    from .scene import TableScene


class PileNode(Node):
    """A pile as the keyboard sees it: Enter on a public one lays it out; a hidden one says its count."""

    focusable = True

    def __init__(self, scene: "TableScene", pile: "Pile") -> None:
        super().__init__(0, 0, 0, 0, z=-40, name=f"pile:{pile.zone}")
        self.scene, self.pile = scene, pile

    @property
    def player(self) -> int:
        return self.pile.player

    def update(self, dt: float) -> None:
        self.x, self.y, self.w, self.h = self.scene.part.zone_frame(self.pile.zone)

    def hit(self, wx: float, wy: float) -> bool:
        return False     # the mouse reaches piles through the cards on them

    def activate(self) -> None:
        if self.pile.public:
            self.scene.open_pile(self.pile)
        else:
            n = len(self.scene.session.state.zones[self.pile.zone].cards)
            self.scene.toast.show(t("keys.deck_count", self.scene.lang, p=self.player + 1, n=n), color=GOLD)


class LaidCard(Node):
    """One card laid out in the browser, for the keyboard: Enter chooses it (a decision) or reads it."""

    focusable = True

    def __init__(self, browser: "PileBrowser", index: int, iid: int) -> None:
        super().__init__(0, 0, browser.CW, browser.CH, name=f"laid:{iid}")
        self.browser, self.index, self.iid = browser, index, iid

    def place(self) -> None:
        b = self.browser
        col, row = self.index % b.COLS, self.index // b.COLS - b.scroll
        self.x, self.y = 14 + col * (b.CW + b.GAP), 44 + row * (b.CH + b.GAP + 14)

    def in_view(self) -> bool:
        b = self.browser
        return b.scroll <= self.index // b.COLS < b.scroll + b.ROWS

    def hit(self, wx: float, wy: float) -> bool:
        return self.in_view() and super().hit(wx, wy)

    def activate(self) -> None:
        if self.browser.pick:
            post("pick", iid=self.iid)
        else:
            self.browser.scene.read_card(self.iid)


class PileBrowser(Node):
    """A public pile laid out face-up (the trash): click anywhere or Esc to close; the wheel scrolls.
    While it shows a trash it holds the keyboard focus (arrows walk its cards, I or Enter reads one);
    laid out for a decision, its cards are that decision's options."""

    COLS, ROWS, CW, CH, GAP = 7, 3, 92, 129, 10

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(230, 100, 770, 520, z=1500, name="pilebrowser")
        self.scene = scene
        self.cards: list[int] = []
        self.title = ""
        self.scroll = 0
        self.visible = False
        self.pick = False          # choosing among these cards for a decision (search, recover, look)
        self.picked: tuple = ()
        self.owner: int | None = None   # whose pile is shown (None: cards laid out for a decision)
        self.zone: str | None = None

    @property
    def modal(self) -> bool:
        """A trash being read keeps the focus; cards laid out for a choice share it with the prompt."""
        return self.visible and not self.pick

    @property
    def default_focus(self) -> str | None:
        return self.children[0].name if self.children else None

    def open(self, title: str, cards: list[int], *, pick: bool = False, picked: tuple = (),
             owner: int | None = None, zone: str | None = None) -> None:
        same = pick and self.pick and self.visible and list(cards) == self.cards
        self.title, self.cards, self.visible, self.pick, self.picked = title, list(cards), True, pick, picked
        self.owner, self.zone = owner, zone
        self.scroll = min(self.scroll, max(0, (len(self.cards) - 1) // self.COLS)) if pick else 0
        if not same:
            self.clear()
            for i, iid in enumerate(self.cards):
                self.add(LaidCard(self, i, iid))
        self._place()

    def cancel(self) -> None:
        """Esc while a trash is read: put it away."""
        self.visible = False

    def _place(self) -> None:
        for child in self.children:
            if isinstance(child, LaidCard):
                child.place()

    def scroll_to(self, index: int) -> None:
        """Scroll so that the card at ``index`` is in view (the keyboard walked to it)."""
        row = index // self.COLS
        if row < self.scroll:
            self.scroll = row
        elif row >= self.scroll + self.ROWS:
            self.scroll = row - self.ROWS + 1
        self._place()

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
        for n in range(start, min(len(self.cards), start + self.COLS * self.ROWS)):
            if self.card_rect(n).collidepoint(pos):
                return self.cards[n]
        return None

    def update(self, dt: float) -> None:
        ring = self.scene.focus_ring
        node = ring.current() if ring is not None and self.visible and ring.shown else None
        if isinstance(node, LaidCard) and node.browser is self and not node.in_view():
            self.scroll_to(node.index)

    def on_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEWHEEL:
            rows = (len(self.cards) + self.COLS - 1) // self.COLS
            self.scroll = max(0, min(max(0, rows - self.ROWS), self.scroll - event.y))
            self._place()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.pick:
            if not self.hit(*event.pos):
                return False  # the prompt's buttons stay usable
            card = self.card_at(event.pos)
            if card is not None:
                post("pick", iid=card)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.visible = False
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        r = self.world_rect()
        pygame.draw.rect(surface, (18, 22, 28), r, border_radius=int(12 * s))
        pygame.draw.rect(surface, GOLD, r, max(1, int(2 * s)), border_radius=int(12 * s))
        from .hud import fitted
        surface.blit(fonts.text(self.title, fitted(self.title, "browser_title", self.w - 28, s), GOLD, True),
                     (r.x + 14 * s, r.y + 10 * s))
        safe = self.scene.app.settings.colorblind_palette
        start = self.scroll * self.COLS
        for n, iid in enumerate(self.cards[start:start + self.COLS * self.ROWS], start):
            at = self.card_rect(n)
            img = self.scene.part.face(iid, at.w, at.h, None, s)
            if self.pick:
                look.card_mark(surface, "picked" if iid in self.picked else "option", at, s, safe)
            surface.blit(img, at)
            if self.pick:
                look.corner_sign(surface, "picked" if iid in self.picked else "option", at.inflate(int(4 * s), int(4 * s)),
                                 s, safe)
        rows = (len(self.cards) + self.COLS - 1) // self.COLS
        if rows > self.ROWS:   # more above or below: say so
            mark = fonts.text(f"{self.scroll + 1}-{min(rows, self.scroll + self.ROWS)}/{rows}", 14 * s, INK_DIM, True)
            surface.blit(mark, mark.get_rect(topright=(r.right - 14 * s, r.y + 14 * s)))
        if not self.cards:
            empty = fonts.text("-", 20 * s, INK_DIM)
            surface.blit(empty, (r.x + 14 * s, r.y + 44 * s))
