"""Choosing decks and the game's options before a hotseat or solo game, for any game.

``DeckPickScene(app, on_start, ruleset=..., seed=...)`` calls ``on_start(setup)`` with the game's
setup for that seed, built by ``game.engine.setup.build_setup`` from the options chosen (the game
options screen, opened from here), with each seat's chosen deck in its ``decks`` list (a random
choice is drawn from the decks offered). What happens next (push the table, pop this scene) is the
caller's business.
"""
from __future__ import annotations

import os
import random
from typing import Any, Callable

import pygame

from game.engine.catalogue import CardEntry, DeckList
from game.engine.setup import build_setup

from . import faces, fonts, games, userdecks
from .app import BASE_H, BASE_W, App, Scene
from .cardview import Preview
from .focus import CARD_VIEW_KEY, FocusRing
from .i18n import STRINGS, t
from .node import Node, post
from .palette import GOLD, GOOD, INK, INK_DIM, ROW, ROW_HOVER, selected_fill
from .tableinfo import table_entry
from .widgets import Button, Label, Panel, Pressable, TextView, Toast, draw_mark, fit_size

STRINGS.update({
    "pick.title_game": ("{game}: choose decks", "{game}: 덱 선택"),
    "pick.options": ("Game options", "게임 옵션"),
    "pick.options_none": ("This game has no options to choose.", "이 게임에는 고를 옵션이 없습니다."),
    "pick.same_set": ("Players {a} and {b} chose the same deck, {deck}: it is one set of cards, so each player "
                      "needs another.", "플레이어 {a}와 {b}가 같은 덱({deck})을 골랐습니다. 카드 한 벌이므로 서로 다른 덱이 필요합니다."),
})

RANDOM = "random"


class DeckChoice(Pressable):
    """A deck in a player's column: leader card, colour glyphs, name, leader's name. The
    chosen one is filled, thick-edged and ticked (not told by colour alone)."""

    focusable = True

    def __init__(self, x: float, y: float, w: float, h: float, player: int, deck_id: str, *, title: str, sub: str,
                 leader: CardEntry | None = None, colours: tuple[str, ...] = (), cat: Any = None, lang: str = "en",
                 safe: bool = False, on_key: Callable[["DeckChoice", pygame.event.Event], bool] | None = None) -> None:
        super().__init__(x, y, w, h, name=f"pick:{player}:{deck_id}")
        self.player, self.deck_id = player, deck_id
        self.title, self.sub, self.leader, self.colours, self.catalogue = title, sub, leader, colours, cat
        self.card_id = leader.id if leader is not None else None
        self.lang, self.safe = lang, safe
        self.selected = False
        self.on_key = on_key

    def activate(self) -> None:
        post("pick", player=self.player, deck=self.deck_id)

    def focus_key(self, event: pygame.event.Event) -> bool:
        return self.on_key(self, event) if self.on_key is not None else False

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        rad = int(8 * s)
        if self.selected:
            col = faces.colour_rgb(self.catalogue, self.colours[0], self.safe) if self.colours else GOLD
            pygame.draw.rect(surface, selected_fill(col), r, border_radius=rad)
        else:
            pygame.draw.rect(surface, ROW_HOVER if self.hover else ROW, r, border_radius=rad)
        pygame.draw.rect(surface, GOLD if self.selected else (74, 84, 100), r, width=max(1, int((3 if self.selected else 1) * s)),
                         border_radius=rad)
        x = r.x + 8 * s
        ch = r.h - int(10 * s)
        cw = int(ch * 5 / 7)
        if self.leader is not None:
            surface.blit(faces.face(self.catalogue, self.leader, cw, ch, lang=self.lang, safe=self.safe), (x, r.y + 5 * s))
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
        for c in self.colours:
            g = pygame.Rect(int(gx), int(r.y + 7 * s + (tsize * 1.1 - glyph) / 2), int(glyph), int(glyph))
            faces.draw_glyph(surface, faces.colour_glyph(self.catalogue, c), g, faces.colour_rgb(self.catalogue, c, self.safe))
            gx += glyph + 4 * s
        if self.colours:
            gx += 6 * s
        title = fonts.text(self.title, fit_size(self.title, tsize, right - gx, True, 10 * s), INK, True)
        surface.blit(title, (gx, r.y + 7 * s))
        sub = fonts.text(self.sub, fit_size(self.sub, ssize, right - x, False, 9 * s),
                         INK if self.selected else INK_DIM)
        keep = surface.get_clip()      # four narrow columns: a long line is cut at the row's edge, not spilled
        surface.set_clip(pygame.Rect(int(x), r.y, max(0, int(right - x)), r.h).clip(keep))
        surface.blit(sub, (x, r.bottom - 7 * s - ssize * 1.2))
        surface.set_clip(keep)


class DeckPickScene(Scene):
    MARGIN, GAP = 40, 40
    LIST_BOTTOM = 580

    def __init__(self, app: App, on_start: Callable[[dict[str, Any]], Any], *, ruleset: str | None = None,
                 seed: int | None = None, seats: int | None = None, labels: list[int] | None = None) -> None:
        super().__init__(app)
        self.on_start = on_start
        self.info = games.resolve(app, ruleset)
        cat = games.catalogue(self.info)
        if cat is None:
            raise ValueError(f"{self.info.id} has no catalogue: there are no decks to choose")
        self.cat = cat
        self.seed = seed
        self.decks: dict[str, DeckList] = dict(userdecks.preconstructed_decks(cat))
        user, self.skipped = userdecks.load_user_decks(cat, self.lang)
        self.decks.update(user)
        self.seats = seats or self.info.players     # fewer when the rules play the other seats (a solo mode)
        # the player number over each column: the seats that hold a deck (co-op's people are players 1 and 3)
        self.labels = list(labels) if labels else list(range(1, self.seats + 1))
        self.choice = [RANDOM] * self.seats
        self.scroll = [0] * self.seats
        self.options = games.chosen_options(app, self.info)   # as chosen last time (the settings keep them)
        self.last_setup: dict[str, Any] | None = None
        self.rng = random.Random(os.urandom(8))
        self.viewing = False            # the large view of the focused deck's leader (I)
        self.focus_ring = FocusRing(self, groups=self.focus_groups, default=lambda: f"pick:0:{self.choice[0]}")
        self.build()
        if self.skipped:
            why = "; ".join(os.path.basename(p.split(": ", 1)[0]) for p in self.skipped)
            self.toast.show(t("pick.skipped", self.lang, n=len(self.skipped), why=why), seconds=7, color=GOLD)

    # ----- the screen --------------------------------------------------------------------------------
    def choices(self) -> list[str]:
        """Every deck a seat may choose: random, the preconstructed ones, the player's own."""
        pre = sorted((d for d in self.decks if not userdecks.is_user_id(d)), key=lambda d: self.decks[d].name.get(self.lang))
        mine = sorted((d for d in self.decks if userdecks.is_user_id(d)), key=lambda d: self.decks[d].name.get(self.lang))
        return [RANDOM] + pre + mine

    @property
    def col_w(self) -> float:
        return (BASE_W - 2 * self.MARGIN - (self.seats - 1) * self.GAP) / self.seats

    def col_x(self, p: int) -> float:
        return self.MARGIN + p * (self.col_w + self.GAP)

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
        root.add(Label(BASE_W / 2, 14, t("pick.title_game", lang, game=self.info.names.get(lang)), size=30, color=GOLD,
                       bold=True, center=True, name="title"))
        self.columns = [root.add(Node(0, 0, 0, 0, z=1, name=f"column:{p}")) for p in range(self.seats)]
        self.headers: list[Label] = []
        self.chosen: list[Label] = []
        self.arrows: list[tuple[Button, Button]] = []
        top = self.panel_top
        for p in range(self.seats):
            cx, cw = self.col_x(p), self.col_w
            root.add(Panel(cx - 12, top, cw + 24, self.LIST_BOTTOM - top + 10, alpha=200))
            self.headers.append(root.add(Label(cx, top + 8, t("pick.player", lang, p=self.labels[p]), size=22, bold=True)))
            self.chosen.append(root.add(Label(cx, top + 8 + fonts.reading(22) * 1.2, "", size=17, color=GOLD)))
            arrows = (root.add(Button(cx + cw - 96, top + 10, 44, 34, "\u25b2", f"up:{p}", size=16)),
                      root.add(Button(cx + cw - 44, top + 10, 44, 34, "\u25bc", f"down:{p}", size=16)))
            for a in arrows:
                a.focusable = False      # the keyboard scrolls by moving through the list
            self.arrows.append(arrows)
        bar_y = 600
        self.options_button = root.add(Button(40, bar_y - 6, 230, 56, t("pick.options", lang), "options", size=20))
        self.summary = root.add(TextView(284, bar_y - 8, BASE_W - 40 - 240 - 20 - 284, 62, size=14, name="summary"))
        self.start_button = root.add(Button(BASE_W - 40 - 240, bar_y - 6, 240, 56, t("pick.start", lang), "start",
                                            size=24, accent=GOOD))
        self.keys_label = root.add(Label(BASE_W / 2, BASE_H - 8 - fonts.reading(15) * 1.3, t("pick.keys", lang, word=self.cat.rules.leader_word.get(lang).lower() if lang == "en"
                                           else self.cat.rules.leader_word.get(lang)),
                                         size=15, color=INK_DIM, center=True, name="keys"))
        self.preview = root.add(Preview())
        self.preview.catalogue = self.cat
        self.preview.text_scale = float(self.app.settings.text_size)
        self.toast = root.add(Toast(BASE_W / 2 - 320, 0, 640, bottom=self.LIST_BOTTOM - 4))
        self.refresh()

    def hidden(self) -> tuple[str, ...]:
        """Options not offered here: the decks (chosen here) and those the menu's choice of mode sets
        (the game's table entry lists them in ``menu_set``: Clash of Decks' duel or solo)."""
        entry = table_entry(self.info)
        return tuple(self.cat.deck_options) + (entry.menu_set if entry is not None else ())

    def settable(self) -> list[Any]:
        """The game's options this screen leaves to the options screen."""
        hidden = self.hidden()
        return [o for o in self.info.options if o.id not in hidden]

    def options_text(self) -> str:
        lang = self.lang
        shown = [f"{o.label.get(lang)}: {games.value_label(o, self.options.get(o.id, o.default), lang)}"
                 for o in self.settable()]
        return " \u00b7 ".join(shown) if shown else t("pick.options_none", lang)

    def refresh(self) -> None:
        lang, cat, safe = self.lang, self.cat, bool(self.app.settings.colorblind_palette)
        opts = self.choices()
        rows, row_h = self.rows, self.row_h
        max_scroll = max(0, len(opts) - rows)
        for p, col in enumerate(self.columns):
            self.scroll[p] = max(0, min(self.scroll[p], max_scroll))
            col.clear()
            for i, did in enumerate(opts[self.scroll[p]:self.scroll[p] + rows]):
                x, y = self.col_x(p), self.list_top + i * row_h
                if did == RANDOM:
                    node = DeckChoice(x, y, self.col_w, row_h - 6, p, did, title=t("pick.random", lang),
                                      sub=t("pick.random_sub", lang), cat=cat, lang=lang, safe=safe,
                                      on_key=self.column_key)
                else:
                    deck = self.decks[did]
                    leader = cat[deck.leader] if deck.leader in cat else None
                    parts = []
                    if cat.rules.leader:
                        parts.append(t("pick.leader", lang, word=cat.rules.leader_word.get(lang),
                                       name=leader.name.get(lang) if leader else deck.leader))
                    if userdecks.is_user_id(did):
                        parts.append(t("pick.yours", lang))
                    elif deck.pitch is not None:
                        parts.append(deck.pitch.get(lang))
                    node = DeckChoice(x, y, self.col_w, row_h - 6, p, did, title=deck.name.get(lang),
                                      sub=" \u00b7 ".join(parts), leader=leader, colours=tuple(cat.colours_of(deck)[:3]),
                                      cat=cat, lang=lang, safe=safe, on_key=self.column_key)
                node.selected = did == self.choice[p]
                col.add(node)
            up, down = self.arrows[p]
            up.visible, down.visible = max_scroll > 0, max_scroll > 0
            up.enabled, down.enabled = self.scroll[p] > 0, self.scroll[p] < max_scroll
            self.chosen[p].text = (t("pick.random", lang) if self.choice[p] == RANDOM
                                   else self.decks[self.choice[p]].name.get(lang))
        text = self.options_text()
        self.summary.items = [(text, INK_DIM)]
        lines = min(3, len(fonts.wrap(text, fonts.reading(14), int(self.summary.w))))
        self.summary.y = 594 + max(0.0, (62 - lines * fonts.reading(14) * 1.3) / 2)   # beside the buttons' middle
        self.options_button.enabled = bool(self.settable())
        self.options_button.why_disabled = t("pick.options_none", lang)
        self.show_view()

    def enter(self) -> None:
        super().enter()
        if hasattr(self, "summary"):
            self.refresh()          # back from the options screen: show what was chosen

    # ----- the keyboard --------------------------------------------------------------------------------
    def focus_groups(self) -> list[tuple[str, list[Node]]]:
        """Each player's list is a group, then the buttons (Start first): Tab goes from list to list to
        Start, the arrows walk a list (Tab never walks every deck of every list to reach Start)."""
        return [*((f"decks:{p}", list(col.children)) for p, col in enumerate(self.columns)),
                ("buttons", [self.start_button, self.options_button, self.back])]

    def focus_edge(self, node: Node, direction: tuple[int, int]) -> None:
        """Left and Right past a list's side: the next player's list, at the same height (its chosen
        deck where that line is not shown)."""
        if not isinstance(node, DeckChoice) or direction[0] == 0:
            return
        p = node.player + direction[0]
        if not 0 <= p < self.seats:
            return
        lines = list(self.columns[p].children)
        if not lines:
            return
        target = min(lines, key=lambda n: abs(n.y - node.y))
        self.focus_ring.focus(target, group=f"decks:{p}")

    def column_key(self, node: DeckChoice, event: pygame.event.Event) -> bool:
        """Up and Down walk a player's whole list, scrolling it; past its ends the ring moves on."""
        if event.key not in (pygame.K_UP, pygame.K_DOWN):
            return False
        step = 1 if event.key == pygame.K_DOWN else -1
        opts = self.choices()
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
        card = self.cat[node.card_id] if isinstance(node, DeckChoice) and node.card_id else None
        if card is None:
            self.preview.hide()
            return
        self.preview.lang, self.preview.safe = self.lang, bool(self.app.settings.colorblind_palette)
        anchor = pygame.Rect(int(node.x), int(node.y), int(node.w), int(node.h))
        self.preview.show(card, anchor, count=0, panel_left=anchor.x)

    # ----- starting ----------------------------------------------------------------------------------
    def setup(self) -> dict[str, Any]:
        """The game's setup for the chosen options and decks, through ``build_setup`` (the command
        line's way); a random deck is drawn now, and so is the seed if none was given."""
        if self.seed is None:
            self.seed = self.rng.getrandbits(32)
        settings = {o.id: self.options.get(o.id, o.default) for o in self.settable()}
        setup = build_setup(self.info, self.seed, settings=settings)
        for key in self.cat.deck_options:      # the decks list below is the choice
            setup.pop(key, None)
        setup["decks"] = [d.to_setup() for d in self.drawn()]
        return setup

    def sets(self) -> bool:
        """Whether the game's preconstructed decks are each one set of cards (its table entry's
        ``deck_sets``, Clash of Decks' beginner decks): then no two seats hold the same one, and a
        random choice draws among those no other seat holds."""
        entry = table_entry(self.info)
        return entry is not None and entry.deck_sets

    def drawn(self) -> list[DeckList]:
        """Each seat's deck, a random choice drawn now."""
        if not self.sets():
            pool = list(self.decks.values())
            return [self.rng.choice(pool) if c == RANDOM else self.decks[c] for c in self.choice]
        taken = {c for c in self.choice if c != RANDOM}
        out = []
        for c in self.choice:
            if c == RANDOM:
                free = [k for k in self.decks if not userdecks.is_user_id(k) and k not in taken] or \
                    [k for k in self.decks if not userdecks.is_user_id(k)]
                c = self.rng.choice(sorted(free))
                taken.add(c)
            out.append(self.decks[c])
        return out

    def same_set(self) -> str:
        """The refusal when two seats chose the same preconstructed deck of a game whose decks are sets."""
        if not self.sets():
            return ""
        for a, ca in enumerate(self.choice):
            for b in range(a + 1, len(self.choice)):
                if ca != RANDOM and ca == self.choice[b] and not userdecks.is_user_id(ca):
                    return t("pick.same_set", self.lang, a=a + 1, b=b + 1, deck=self.decks[ca].name.get(self.lang))
        return ""

    def start(self) -> None:
        why = self.same_set()
        if why:
            self.toast.show(why, seconds=7)
            return
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
            p = max(0, min(self.seats - 1, int((mx - self.MARGIN + self.GAP / 2) // (self.col_w + self.GAP))))
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
        elif bid == "options":
            from .gameoptions import GameOptionsScene
            self.app.push(GameOptionsScene(self.app, self.info, self.options, hidden=self.hidden()))
            # the options screen changes self.options in place; enter() shows them on the way back
        elif bid.startswith(("up:", "down:")):
            d, p = bid.split(":")
            self.scroll[int(p)] += -self.rows + 1 if d == "up" else self.rows - 1
            self.refresh()
        else:
            return False
        return True
