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
from .app import BASE_W, App, Scene
from .cardart import card_face, draw_attribute_glyph
from .deckinfo import ATTRIBUTES
from .widgets import Button, Toggle, fit_size
from .i18n import t
from .node import Node, post
from .palette import GOLD, GOOD, INK, INK_DIM, attribute_colour, shade
from .widgets import Label, Panel, Toast

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
    """A deck in a player's column: leader card, attribute symbols, name, leader's name."""

    def __init__(self, x: float, y: float, w: float, h: float, player: int, deck_id: str, *, title: str, sub: str,
                 leader: Any = None, attributes: tuple[str, ...] = (), lang: str = "en", safe: bool = False) -> None:
        super().__init__(x, y, w, h, name=f"pick:{player}:{deck_id}")
        self.player, self.deck_id = player, deck_id
        self.title, self.sub, self.leader, self.attributes = title, sub, leader, attributes
        self.lang, self.safe = lang, safe
        self.selected = False
        self.hover = False

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.hit(*event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hit(*event.pos):
            post("pick", player=self.player, deck=self.deck_id)
            return True
        return False

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        rad = int(8 * s)
        if self.selected:
            col = attribute_colour(self.attributes[0], self.safe) if self.attributes else GOLD
            pygame.draw.rect(surface, shade(col, 0.45), r, border_radius=rad)
        else:
            pygame.draw.rect(surface, (52, 62, 80) if self.hover else (34, 40, 52), r, border_radius=rad)
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
        x += cw + 12 * s
        gx = x
        for a in self.attributes:
            g = pygame.Rect(int(gx), r.y + int(8 * s), int(18 * s), int(18 * s))
            draw_attribute_glyph(surface, a, g, attribute_colour(a, self.safe))
            gx += 22 * s
        if self.attributes:
            gx += 6 * s
        tsize = fit_size(self.title, 19 * s, r.right - gx - 10 * s, True, 10 * s)
        title = fonts.text(self.title, tsize, INK, True)
        surface.blit(title, (gx, r.y + 7 * s))
        ssize = fit_size(self.sub, 14 * s, r.right - x - 10 * s, False, 9 * s)
        sub = fonts.text(self.sub, ssize, INK if self.selected else INK_DIM)
        surface.blit(sub, (x, r.y + r.h * 0.56))


class DeckPickScene(Scene):
    COL_X = (40, 660)
    COL_W = 580
    LIST_Y, ROW_H, ROWS = 146, 64, 7

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
        self.build()
        if self.skipped:
            why = "; ".join(os.path.basename(p.split(": ", 1)[0]) for p in self.skipped)
            self.toast.show(t("pick.skipped", self.lang, n=len(self.skipped), why=why), seconds=7, color=GOLD)

    # ----- the screen --------------------------------------------------------------------------------
    def options(self) -> list[str]:
        pre = sorted((d for d in self.decks if not userdecks.is_user_id(d)), key=lambda d: self.decks[d].name.get(self.lang))
        mine = sorted((d for d in self.decks if userdecks.is_user_id(d)), key=lambda d: self.decks[d].name.get(self.lang))
        return [RANDOM] + pre + mine

    def build(self) -> None:
        lang = self.lang
        root = self.root
        root.clear()
        root.add(Button(12, 12, 96, 38, t("back", lang), "back", size=18))
        root.add(Label(BASE_W / 2, 16, t("pick.title", lang), size=30, color=GOLD, bold=True, center=True))
        self.columns = [root.add(Node(0, 0, 0, 0, z=1, name=f"column:{p}")) for p in (0, 1)]
        self.headers: list[Label] = []
        self.chosen: list[Label] = []
        self.arrows: list[tuple[Button, Button]] = []
        for p, cx in enumerate(self.COL_X):
            root.add(Panel(cx - 12, 64, self.COL_W + 24, 540, alpha=200))
            self.headers.append(root.add(Label(cx, 76, t("pick.player", lang, p=p + 1), size=22, bold=True)))
            self.chosen.append(root.add(Label(cx, 110, "", size=17, color=GOLD)))
            self.arrows.append((root.add(Button(cx + self.COL_W - 96, 74, 44, 34, "\u25b2", f"up:{p}", size=16)),
                                root.add(Button(cx + self.COL_W - 44, 74, 44, 34, "\u25bc", f"down:{p}", size=16))))
        root.add(Label(40, 630, t("pick.first", lang), size=20, bold=True))
        self.first_chips: dict[str, Toggle] = {}
        for i, (key, label) in enumerate((("random", t("pick.first_random", lang)), ("0", t("pick.player", lang, p=1)),
                                          ("1", t("pick.player", lang, p=2)))):
            x = 40 + 150 + i * 160
            self.first_chips[key] = root.add(Toggle(x, 620, 150, 44, label, f"first:{key}", size=17))
        self.start_button = root.add(Button(BASE_W - 40 - 220, 614, 220, 56, t("pick.start", lang), "start", size=24,
                                               accent=GOOD))
        self.toast = root.add(Toast(BASE_W / 2 - 320, 670, 640))
        self.refresh()

    def refresh(self) -> None:
        lang, db, safe = self.lang, self.db, bool(self.app.settings.colorblind_palette)
        opts = self.options()
        max_scroll = max(0, len(opts) - self.ROWS)
        for p, col in enumerate(self.columns):
            self.scroll[p] = max(0, min(self.scroll[p], max_scroll))
            col.clear()
            for i, did in enumerate(opts[self.scroll[p]:self.scroll[p] + self.ROWS]):
                x, y = self.COL_X[p], self.LIST_Y + i * self.ROW_H
                if did == RANDOM:
                    node = DeckChoice(x, y, self.COL_W, self.ROW_H - 6, p, did, title=t("pick.random", lang),
                                      sub=t("pick.random_sub", lang), lang=lang, safe=safe)
                else:
                    deck = self.decks[did]
                    leader = db[deck.leader] if deck.leader in db else None
                    sub = t("pick.leader", lang, name=leader.name.get(lang) if leader else deck.leader)
                    if userdecks.is_user_id(did):
                        sub += f" \u00b7 {t('pick.yours', lang)}"
                    node = DeckChoice(x, y, self.COL_W, self.ROW_H - 6, p, did, title=deck.name.get(lang), sub=sub,
                                      leader=leader, attributes=tuple(deck_attributes(deck, db)), lang=lang, safe=safe)
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
                self.app.pop()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
                return True
        if event.type == pygame.MOUSEWHEEL:
            mx, _ = self.to_logical(pygame.mouse.get_pos())
            p = 0 if mx < BASE_W / 2 else 1
            self.scroll[p] += -1 if event.y > 0 else 1
            self.refresh()
            return True
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
            self.scroll[int(p)] += -self.ROWS + 1 if d == "up" else self.ROWS - 1
            self.refresh()
        else:
            return False
        return True
