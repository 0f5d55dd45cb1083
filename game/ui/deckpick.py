"""Choosing decks for a hotseat game: each player picks a deck (or a random one), then who starts.

``DeckPickScene(app, on_start)`` calls ``on_start(setup)`` with the setup a Lanes match takes:
``{"decks": [deck.to_setup(), deck.to_setup()], "first_player": 0 | 1}`` (no ``first_player``:
the rules pick at random, 5.1.5). What happens next (push the table, pop this scene) is the
caller's business.
"""
from __future__ import annotations

import os
import random
from typing import Any, Callable

import pygame

from game.rulesets.lanes.cards import load_card_db
from game.rulesets.lanes.deck import Deck

from . import fonts, userdecks
from .app import BASE_H, BASE_W, App, Scene
from .cardart import card_face, draw_attribute_glyph
from .cardview import Preview
from .deckinfo import ATTRIBUTES
from .focus import CARD_VIEW_KEY, FocusRing
from .i18n import t
from .node import Node, post
from .palette import GOLD, GOOD, INK, INK_DIM, ROW, ROW_HOVER, attribute_colour, selected_fill
from .widgets import Button, Label, Panel, Toast, Toggle, draw_mark, fit_size

RANDOM = "random"


def deck_attributes(deck: Deck, db: Any) -> list[str]:
    """The attributes of the deck's cards, most common first (the leader's own first on a tie)."""
    counts: dict[str, int] = {}
    for cid in deck.cards:
        if cid in db:
            a = db[cid].attribute
            counts[a] = counts.get(a, 0) + 1
    lead = db[deck.leader].attribute if deck.leader in db else None
    return sorted(counts, key=lambda a: (-counts[a], a != lead, ATTRIBUTES.index(a)))


class DeckChoice(Node):
    """A deck in a player's column: leader card, attribute symbols, name, leader's name. The
    chosen one is filled, thick-edged and ticked (not told by colour alone)."""

    focusable = True

    def __init__(self, x: float, y: float, w: float, h: float, player: int, deck_id: str, *, title: str, sub: str,
                 leader: Any = None, attributes: tuple[str, ...] = (), lang: str = "en", safe: bool = False,
                 on_key: Callable[["DeckChoice", pygame.event.Event], bool] | None = None) -> None:
        super().__init__(x, y, w, h, name=f"pick:{player}:{deck_id}")
        self.player, self.deck_id = player, deck_id
        self.title, self.sub, self.leader, self.attributes = title, sub, leader, attributes
        self.card_id = leader.id if leader is not None else None
        self.lang, self.safe = lang, safe
        self.selected = False
        self.hover = False
        self.on_key = on_key

    def activate(self) -> None:
        post("pick", player=self.player, deck=self.deck_id)

    def focus_key(self, event: pygame.event.Event) -> bool:
        return self.on_key(self, event) if self.on_key is not None else False

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.hit(*event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hit(*event.pos):
            self.activate()
            return True
        return False

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        rad = int(8 * s)
        if self.selected:
            col = attribute_colour(self.attributes[0], self.safe) if self.attributes else GOLD
            pygame.draw.rect(surface, selected_fill(col), r, border_radius=rad)
        else:
            pygame.draw.rect(surface, ROW_HOVER if self.hover else ROW, r, border_radius=rad)
        pygame.draw.rect(surface, GOLD if self.selected else (74, 84, 100), r, width=max(1, int((3 if self.selected else 1) * s)),
                         border_radius=rad)
        x = r.x + 8 * s
        ch = r.h - int(10 * s)
        cw = int(ch * 5 / 7)
        if self.leader is not None:
            surface.blit(card_face(self.leader, cw, ch, lang=self.lang, safe=self.safe), (x, r.y + 5 * s))
        else:   # the random deck: a die
            die = pygame.Rect(int(x), r.y + int(5 * s) + (ch - cw) // 2, cw, cw)
            pygame.draw.rect(surface, INK, die, border_radius=int(5 * s))
            for fx, fy in ((0.28, 0.28), (0.72, 0.72), (0.5, 0.5), (0.72, 0.28), (0.28, 0.72)):
                pygame.draw.circle(surface, (30, 30, 36), (die.x + die.w * fx, die.y + die.h * fy), max(1, die.w * 0.09))
        right = r.right - 10 * s
        if self.selected:        # the tick says "chosen" to every eye
            mark = pygame.Rect(0, 0, int(22 * s), int(22 * s))
            mark.midright = (int(right), r.centery)
            draw_mark(surface, "good", mark, INK)
            right = mark.left - 8 * s
        x += cw + 12 * s
        tsize, ssize = fonts.reading(19) * s, fonts.reading(14) * s
        gx = x
        glyph = min(18 * s, tsize * 0.9)
        for a in self.attributes:
            g = pygame.Rect(int(gx), int(r.y + 7 * s + (tsize * 1.1 - glyph) / 2), int(glyph), int(glyph))
            draw_attribute_glyph(surface, a, g, attribute_colour(a, self.safe))
            gx += glyph + 4 * s
        if self.attributes:
            gx += 6 * s
        title = fonts.text(self.title, fit_size(self.title, tsize, right - gx, True, 10 * s), INK, True)
        surface.blit(title, (gx, r.y + 7 * s))
        sub = fonts.text(self.sub, fit_size(self.sub, ssize, right - x, False, 9 * s),
                         INK if self.selected else INK_DIM)
        surface.blit(sub, (x, r.bottom - 7 * s - ssize * 1.2))


class DeckPickScene(Scene):
    COL_X = (40, 660)
    COL_W = 580
    LIST_BOTTOM = 580

    def __init__(self, app: App, on_start: Callable[[dict[str, Any]], Any]) -> None:
        super().__init__(app)
        self.on_start = on_start
        self.db = load_card_db()
        self.decks: dict[str, Deck] = dict(userdecks.preconstructed_decks(self.db))
        user, self.skipped = userdecks.load_user_decks(self.db, self.lang)
        self.decks.update(user)
        self.choice = [RANDOM, RANDOM]
        self.first: int | None = None
        self.scroll = [0, 0]
        self.last_setup: dict[str, Any] | None = None
        self.rng = random.Random(os.urandom(8))
        self.viewing = False            # the large view of the focused deck's leader (I)
        self.focus_ring = FocusRing(self, order=self.focus_order, default=lambda: f"pick:0:{self.choice[0]}")
        self.build()
        if self.skipped:
            why = "; ".join(os.path.basename(p.split(": ", 1)[0]) for p in self.skipped)
            self.toast.show(t("pick.skipped", self.lang, n=len(self.skipped), why=why), seconds=7, color=GOLD)

    # ----- the screen --------------------------------------------------------------------------------
    def options(self) -> list[str]:
        pre = sorted((d for d in self.decks if not userdecks.is_user_id(d)), key=lambda d: self.decks[d].name.get(self.lang))
        mine = sorted((d for d in self.decks if userdecks.is_user_id(d)), key=lambda d: self.decks[d].name.get(self.lang))
        return [RANDOM] + pre + mine

    @property
    def row_h(self) -> float:
        """A deck's line: its two lines of text at the text size in use, and room around them."""
        return max(62.0, (fonts.reading(19) + fonts.reading(14)) * 1.25 + 18)

    @property
    def panel_top(self) -> float:
        return 12 + fonts.reading(30) * 1.25 + 4

    @property
    def list_top(self) -> float:
        """Below the column's header and the chosen deck's name, at the text size in use."""
        return self.panel_top + 8 + fonts.reading(22) * 1.2 + fonts.reading(17) * 1.3 + 6

    @property
    def rows(self) -> int:
        return max(3, int((self.LIST_BOTTOM - self.list_top) // self.row_h))

    def build(self) -> None:
        lang = self.lang
        root = self.root
        root.clear()
        self.back = root.add(Button(12, 12, 110, 40, t("back", lang), "back", size=18))
        root.add(Label(BASE_W / 2, 14, t("pick.title", lang), size=30, color=GOLD, bold=True, center=True))
        self.columns = [root.add(Node(0, 0, 0, 0, z=1, name=f"column:{p}")) for p in (0, 1)]
        self.headers: list[Label] = []
        self.chosen: list[Label] = []
        self.arrows: list[tuple[Button, Button]] = []
        top = self.panel_top
        for p, cx in enumerate(self.COL_X):
            root.add(Panel(cx - 12, top, self.COL_W + 24, self.LIST_BOTTOM - top + 10, alpha=200))
            self.headers.append(root.add(Label(cx, top + 8, t("pick.player", lang, p=p + 1), size=22, bold=True)))
            self.chosen.append(root.add(Label(cx, top + 8 + fonts.reading(22) * 1.2, "", size=17, color=GOLD)))
            arrows = (root.add(Button(cx + self.COL_W - 96, top + 10, 44, 34, "\u25b2", f"up:{p}", size=16)),
                      root.add(Button(cx + self.COL_W - 44, top + 10, 44, 34, "\u25bc", f"down:{p}", size=16)))
            for a in arrows:
                a.focusable = False      # the keyboard scrolls by moving through the list
            self.arrows.append(arrows)
        bar_y = 600
        first = root.add(Label(40, 0, t("pick.first", lang), size=20, bold=True, name="first_label"))
        first.y = bar_y + 22 - fonts.reading(20) * 0.6
        label_w = fonts.font(fonts.reading(20), True).size(first.text)[0]
        self.first_chips: dict[str, Toggle] = {}
        for i, (key, label) in enumerate((("random", t("pick.first_random", lang)), ("0", t("pick.player", lang, p=1)),
                                          ("1", t("pick.player", lang, p=2)))):
            x = 40 + max(150, label_w + 16) + i * 170
            self.first_chips[key] = root.add(Toggle(x, bar_y, 160, 44, label, f"first:{key}", size=17))
        self.start_button = root.add(Button(BASE_W - 40 - 240, bar_y - 6, 240, 56, t("pick.start", lang), "start",
                                            size=24, accent=GOOD))
        self.keys_label = root.add(Label(BASE_W / 2, BASE_H - 8 - fonts.reading(15) * 1.3, t("pick.keys", lang),
                                         size=15, color=INK_DIM, center=True, name="keys"))
        self.preview = root.add(Preview())
        self.preview.db = self.db
        self.preview.text_scale = float(self.app.settings.text_size)
        self.toast = root.add(Toast(BASE_W / 2 - 320, 0, 640, bottom=self.LIST_BOTTOM - 4))
        self.refresh()

    def refresh(self) -> None:
        lang, db, safe = self.lang, self.db, bool(self.app.settings.colorblind_palette)
        opts = self.options()
        rows, row_h = self.rows, self.row_h
        max_scroll = max(0, len(opts) - rows)
        for p, col in enumerate(self.columns):
            self.scroll[p] = max(0, min(self.scroll[p], max_scroll))
            col.clear()
            for i, did in enumerate(opts[self.scroll[p]:self.scroll[p] + rows]):
                x, y = self.COL_X[p], self.list_top + i * row_h
                if did == RANDOM:
                    node = DeckChoice(x, y, self.COL_W, row_h - 6, p, did, title=t("pick.random", lang),
                                      sub=t("pick.random_sub", lang), lang=lang, safe=safe, on_key=self.column_key)
                else:
                    deck = self.decks[did]
                    leader = db[deck.leader] if deck.leader in db else None
                    sub = t("pick.leader", lang, name=leader.name.get(lang) if leader else deck.leader)
                    if userdecks.is_user_id(did):
                        sub += f" \u00b7 {t('pick.yours', lang)}"
                    node = DeckChoice(x, y, self.COL_W, row_h - 6, p, did, title=deck.name.get(lang), sub=sub,
                                      leader=leader, attributes=tuple(deck_attributes(deck, db)), lang=lang, safe=safe,
                                      on_key=self.column_key)
                node.selected = did == self.choice[p]
                col.add(node)
            up, down = self.arrows[p]
            up.visible, down.visible = max_scroll > 0, max_scroll > 0
            up.enabled, down.enabled = self.scroll[p] > 0, self.scroll[p] < max_scroll
            self.chosen[p].text = (t("pick.random", lang) if self.choice[p] == RANDOM
                                   else self.decks[self.choice[p]].name.get(lang))
        key = "random" if self.first is None else str(self.first)
        for k, chip in self.first_chips.items():
            chip.on = k == key
        self.show_view()

    # ----- the keyboard --------------------------------------------------------------------------------
    def focus_order(self) -> list[Node]:
        """Player 1's decks, player 2's, who starts, Start, Back."""
        return [*self.columns[0].children, *self.columns[1].children, *self.first_chips.values(),
                self.start_button, self.back]

    def column_key(self, node: DeckChoice, event: pygame.event.Event) -> bool:
        """Up and Down walk a player's whole list, scrolling it; past its ends the ring moves on."""
        if event.key not in (pygame.K_UP, pygame.K_DOWN):
            return False
        step = 1 if event.key == pygame.K_DOWN else -1
        opts = self.options()
        i = opts.index(node.deck_id) + step
        if not 0 <= i < len(opts):
            return False
        p = node.player
        if i < self.scroll[p]:
            self.scroll[p] = i
        elif i >= self.scroll[p] + self.rows:
            self.scroll[p] = i - self.rows + 1
        self.refresh()
        self.focus_ring.focus(f"pick:{p}:{opts[i]}")
        self.show_view()
        return True

    def show_view(self) -> None:
        """The large view follows the focused deck's leader while it is open."""
        node = self.focus_ring.current() if self.viewing else None
        card = self.db[node.card_id] if isinstance(node, DeckChoice) and node.card_id else None
        if card is None:
            self.preview.hide()
            return
        self.preview.lang, self.preview.safe = self.lang, bool(self.app.settings.colorblind_palette)
        anchor = pygame.Rect(int(node.x), int(node.y), int(node.w), int(node.h))
        self.preview.show(card, anchor, count=0, blocked=False, panel_left=anchor.x)

    # ----- starting ----------------------------------------------------------------------------------
    def setup(self) -> dict[str, Any]:
        """The match setup for the current choices; a random choice is drawn now."""
        pool = [d for d in self.decks.values()]
        decks = []
        for p in (0, 1):
            deck = self.rng.choice(pool) if self.choice[p] == RANDOM else self.decks[self.choice[p]]
            decks.append(deck.to_setup())
        out: dict[str, Any] = {"decks": decks}
        if self.first is not None:
            out["first_player"] = self.first
        return out

    def start(self) -> None:
        self.last_setup = self.setup()
        self.on_start(self.last_setup)

    # ----- input -------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.viewing:
                    self.viewing = False
                    self.show_view()
                else:
                    self.app.pop()
                return True
            if event.key == CARD_VIEW_KEY:
                self.viewing = not self.viewing
                self.focus_ring.shown = True
                self.show_view()
                return True
            handled = super().handle_event(event)
            self.show_view()
            return handled
        if event.type == pygame.MOUSEWHEEL:
            mx, _ = self.to_logical(pygame.mouse.get_pos())
            p = 0 if mx < BASE_W / 2 else 1
            self.scroll[p] += -1 if event.y > 0 else 1
            self.refresh()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.viewing:
            self.viewing = False
            self.show_view()
        return super().handle_event(event)

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "pick":
            self.choice[event.player] = event.deck
            self.refresh()
            return True
        if event.kind == "refused":
            self.toast.show(event.text)
            return True
        if event.kind != "button":
            return False
        bid = event.id
        if bid == "back":
            self.app.pop()
        elif bid == "start":
            self.start()
        elif bid.startswith("first:"):
            v = bid[6:]
            self.first = None if v == "random" else int(v)
            self.refresh()
        elif bid.startswith(("up:", "down:")):
            d, p = bid.split(":")
            self.scroll[int(p)] += -self.rows + 1 if d == "up" else self.rows - 1
            self.refresh()
        else:
            return False
        return True
