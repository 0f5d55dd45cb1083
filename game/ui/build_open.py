"""The deck-building screen of a format whose deck has a minimum and maybe no maximum, free cards and the
game's own choices (game/formats/build.py: Commander Draft's 60 or more, basic lands, the commander).

The pool is a list of names (sixty cards stay readable where sixty faces would not), each a click in or
out of the deck; the side holds the count against the minimum, the game's choices (a button steps through
each one's values), every free card with - and +, "automatic basic lands" (the game's own fill to the
minimum by the colors of the spells), the rules the deck breaks now with their rule ids (the same check
the event's door makes) and Keep, refused with the first reason while the deck is not legal. Everything
here is the screen's draft of the deck: Keep sends the whole deck through the door in one answer.
"""
from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.actions import Choose
from game.engine.text import Msg
from game.formats import build as rules
from game.formats.build import Deck

from . import fonts, games
from .app import BASE_H, BASE_W, App
from .cardtiles import CardPreview, CardTile
from .event_screen import EventScreen, W as SEAT_WORDS, line, seat_name, who
from .focus import CARD_VIEW_KEY, FocusRing
from .palette import BAD, GOLD, GOOD, INK, INK_DIM, PANEL_EDGE, ROW, ROW_HOVER
from .widgets import Button, FitLabel, Label, Panel, TextView, draw_mark

if TYPE_CHECKING:
    from .event_scene import EventScene

W = {
    "title": Msg("Deck building: {who}", "덱 만들기: {who}"),
    "how": Msg("Click a card to put it in the deck or take it out; add basic lands on the right.",
               "카드를 눌러 덱에 넣거나 빼세요. 기본 대지는 오른쪽에서 더합니다."),
    "count": Msg("Deck: {d} cards \u00b7 at least {n}", "덱: {d}장 \u00b7 최소 {n}장"),
    "count_max": Msg("Deck: {d} cards \u00b7 {n} to {m}", "덱: {d}장 \u00b7 {n}~{m}장"),
    "choice": Msg("{what}: {value}", "{what}: {value}"),
    "unchosen": Msg("choose", "고르기"),
    "free": Msg("Added freely", "마음대로 더하는 카드"),
    "auto": Msg("Automatic basic lands", "기본 대지 자동 채우기"),
    "legal": Msg("A legal deck: keep it when you are ready.", "규칙에 맞는 덱입니다. 준비되면 확정하세요."),
    "problem": Msg("[{rule}] {why}", "[{rule}] {why}"),
    "keep": Msg("Keep this deck", "이 덱으로 확정"),
    "suggest": Msg("The program's suggestion", "프로그램의 추천"),
    "in_deck": Msg("in deck", "덱"),
    "keys": Msg("Click (or Enter) a card: in or out \u00b7 Tab: the buttons \u00b7 I: the large view \u00b7 Esc: leave (saved)",
                "카드를 누르기(또는 Enter): 넣기/빼기 \u00b7 Tab: 버튼 \u00b7 I: 크게 보기 \u00b7 Esc: 나가기 (저장됨)"),
}
LEFT_X, LEFT_W = 24, 820
ID = re.compile(r"\b[A-Za-z]+-[A-Za-z0-9]+\b")     # what a card id looks like in a rule's sentence
SIDE_X = 872


class PoolRow(CardTile):
    """A drafted card as a row of the pool's list: its color, its list figure (Magic: mana value), its
    name and a tick while it is in the deck. A tile underneath, so the large view and the keys work as
    on every card screen."""

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        entry = self.entry()
        chosen = bool(self.mark)
        pygame.draw.rect(surface, ROW_HOVER if self.hover else ROW, r, border_radius=int(6 * s))
        pygame.draw.rect(surface, GOLD if chosen else PANEL_EDGE, r, width=max(1, int((3 if chosen else 1) * s)),
                         border_radius=int(6 * s))
        x = r.x + int(6 * s)
        if entry is not None and self.cat is not None and entry.colour in self.cat.colours:
            colour = self.cat.colours[entry.colour]
            rgb = colour.safe_rgb if self.safe else colour.rgb
            pygame.draw.rect(surface, rgb, pygame.Rect(x, r.y + int(4 * s), int(6 * s), r.h - int(8 * s)))
        x += int(12 * s)
        px = fonts.reading(14) * s
        tick = int(px * 0.9)
        if chosen:
            draw_mark(surface, "good", pygame.Rect(r.right - tick - int(6 * s), r.centery - tick // 2, tick, tick), GOLD)
        name = entry.name.get(self.lang) if entry is not None else self.card_id
        tag = entry.list_tag if entry is not None else ""
        if tag:
            img = fonts.text(tag, px, INK_DIM, True)
            surface.blit(img, img.get_rect(midleft=(x, r.centery)))
            x += int(px * 1.4)
        room = r.right - x - tick - int(12 * s)
        img = fonts.text(fonts.clip(name, px, room, chosen), px, INK if chosen else INK_DIM if not self.hover else INK,
                         chosen)
        surface.blit(img, img.get_rect(midleft=(x, r.centery)))


class OpenBuildScene(EventScreen):
    def __init__(self, app: App, hub: "EventScene", seat: int) -> None:
        super().__init__(app, hub, ("build", seat))
        self.seat = seat
        self.cat = games.catalogue(hub.run.match.info)
        self.deck = rules.suggested(self.ev, seat)
        self.pulled: dict[str, int] = {}          # a drafted card each choice brought into the deck
        self.viewing = False
        self.focus_ring = FocusRing(self, groups=self.focus_groups)
        self.preview = CardPreview()
        self.preview.catalogue = self.cat

    def focus_groups(self) -> list[tuple[str, list[Any]]]:
        """The pool is one stop of Tab (the arrows walk it), then the buttons with Keep first."""
        shown = [n for n in self.root.walk() if getattr(n, "focusable", False) and n.visible]
        buttons = sorted((n for n in shown if not isinstance(n, CardTile)), key=lambda n: n.name != "button:keep")
        return [("cards", [n for n in shown if isinstance(n, CardTile)]), ("buttons", buttons)]

    # ----- what the screen holds ------------------------------------------------------------------
    def pool(self) -> list[int]:
        """The seat's drafted cards in the catalogue's list order (by kind and cost), then by number."""
        ev, cat = self.ev, self.cat

        def order(c: int) -> tuple[Any, ...]:
            d = ev.card_id(c)
            entry = cat[d] if cat is not None and d in cat else None
            return (entry.list_sort if entry is not None else (), d, c)
        return sorted((int(c) for c in ev.pools[self.seat]), key=order)

    def name(self, def_id: str) -> str:
        cat = self.cat
        return cat[def_id].name.get(self.lang) if cat is not None and def_id in cat else def_id

    def problems(self) -> list[tuple[str, str, str]]:
        return rules.problems(self.ev, self.seat, self.deck)

    def said(self, rule: str, en: str, ko: str) -> str:
        """A rule the deck breaks, in the player's language, the cards it names by their names (a game's
        deck rules name cards by id, as its files and logs do)."""
        why = ID.sub(lambda m: self.name(m.group(0)), en if self.lang == "en" else ko)
        return W["problem"].get(self.lang).format(rule=rule, why=why)

    def set_deck(self, cards: Any = None, free: Any = None, chosen: dict[str, str] | None = None) -> None:
        """A change of the screen's deck; a choice the game no longer offers for it is dropped."""
        d = self.deck
        new = Deck.of(d.cards if cards is None else cards, d.free if free is None else free,
                      d.choices() if chosen is None else chosen)
        offered = {c.id for c in rules.choices(self.ev, self.seat, new)}
        self.deck = Deck.of(new.cards, new.free, {k: v for k, v in new.choices().items() if k in offered})
        self.refresh()

    # ----- the screen -----------------------------------------------------------------------------
    def build(self) -> None:
        lang, root, ev = self.lang, self.root, self.ev
        spec = ev.spec.build
        y = 10.0
        root.add(FitLabel(LEFT_X, y, W["title"].get(lang).format(who=f"{seat_name(self.seat, lang)} ({who(self.hub, self.seat, lang)})"),
                          max_w=LEFT_W, size=26, color=GOLD, bold=True, name="title"))
        y += line(26) + 4
        root.add(FitLabel(LEFT_X, y, W["how"].get(lang), max_w=LEFT_W, size=15, color=INK_DIM, name="how"))
        y += line(15) + 10
        keys_y = BASE_H - line(14) - 6
        self.add_pool(y, keys_y - 10)
        side_w = BASE_W - SIDE_X - 24
        leave_h = line(17) + 12
        leave_y = keys_y - 10 - leave_h
        suggest_y = leave_y - 8 - (line(16) + 12)
        keep_y = suggest_y - 8 - (line(20) + 16)
        root.add(Panel(SIDE_X - 10, 10, BASE_W - SIDE_X - 4, leave_y - 20))
        size = self.deck.size()
        ok = spec.fits(size)
        text = (W["count_max"].get(lang).format(d=size, n=spec.deck_min, m=spec.deck_max) if spec.deck_max
                else W["count"].get(lang).format(d=size, n=spec.deck_min))
        count = root.add(FitLabel(SIDE_X, 20, text, max_w=side_w, size=19, color=GOOD if ok else BAD, bold=True, name="count"))
        count.mark = "good" if ok else "bad"
        y = 20 + line(19) + 8
        chosen = self.deck.choices()
        for choice in rules.choices(ev, self.seat, self.deck):
            value = dict(choice.options).get(chosen.get(choice.id, ""))
            label = W["choice"].get(lang).format(what=choice.name.get(lang)[:1].upper() + choice.name.get(lang)[1:],
                                                 value=value.get(lang) if value is not None else W["unchosen"].get(lang))
            root.add(Button(SIDE_X, y, side_w, line(16) + 10, label, f"choice:{choice.id}", size=16,
                            accent=GOOD if value is not None else BAD))
            y += line(16) + 16
        free = rules.free_cards(ev, self.seat)
        if free:
            root.add(Label(SIDE_X, y, W["free"].get(lang), size=15, color=INK_DIM, name="free"))
            y += line(15) + 2
            row_h = line(15) + 4
            small = row_h + 6
            count_w = line(15) * 1.6
            for i, def_id in enumerate(free):     # a row each: its name, how many are in, - and +
                top = y + i * (row_h + 3)
                n = self.deck.free.count(def_id)
                middle = top + (row_h - line(15)) / 2
                root.add(FitLabel(SIDE_X + 8, middle, self.name(def_id), max_w=side_w - 2 * small - count_w - 20,
                                  size=15, color=INK if n else INK_DIM, name=f"free:{def_id}"))
                root.add(Label(SIDE_X + side_w - 2 * small - 8 - count_w / 2, middle, str(n), size=15,
                               color=INK if n else INK_DIM, bold=bool(n), center=True, name=f"count:{def_id}"))
                root.add(Button(SIDE_X + side_w - 2 * small - 4, top, small, row_h, "-", f"less:{def_id}", size=16))
                root.add(Button(SIDE_X + side_w - small, top, small, row_h, "+", f"more:{def_id}", size=16))
            y += len(free) * (row_h + 3) + 6
            root.add(Button(SIDE_X, y, side_w, line(16) + 10, W["auto"].get(lang), "auto", size=16))
            y += line(16) + 18
        problems = self.problems()
        said = root.add(TextView(SIDE_X, y, side_w, keep_y - 8 - y, size=15, name="problems"))
        said.items = [(self.said(*p), BAD, "bad") for p in problems] or [(W["legal"].get(lang), GOOD, "good")]
        keep = root.add(Button(SIDE_X, keep_y, side_w, line(20) + 16, W["keep"].get(lang), "keep", size=20, accent=GOOD))
        keep.enabled = not problems
        if problems:
            keep.why_disabled = self.said(*problems[0])
        root.add(Button(SIDE_X, suggest_y, side_w, line(16) + 12, W["suggest"].get(lang), "suggest", size=16))
        root.add(Button(SIDE_X, leave_y, side_w, leave_h, SEAT_WORDS["leave"].get(lang), "leave", size=17,
                        accent=INK_DIM))
        root.add(Label(BASE_W / 2, keys_y, W["keys"].get(lang), size=14, color=INK_DIM, center=True, name="keys"))
        root.add(self.preview)

    def add_pool(self, top: float, bottom: float) -> None:
        """The pool in columns of rows, as many columns as its rows need at the player's text size."""
        pool = self.pool()
        row_h = line(14) + 6
        per_col = max(1, int((bottom - top + 3) // (row_h + 3)))
        cols = max(1, math.ceil(len(pool) / per_col))
        per_col = math.ceil(len(pool) / cols)          # the columns as even as they go
        col_w = (LEFT_W - 10 * (cols - 1)) / cols
        safe = self.app.settings.colorblind_palette
        mark = W["in_deck"].get(self.lang)
        for i, card in enumerate(pool):
            rect = pygame.Rect(int(LEFT_X + (i // per_col) * (col_w + 10)), int(top + (i % per_col) * (row_h + 3)),
                               int(col_w), int(row_h))
            self.root.add(PoolRow(rect, self.cat, self.ev.card_id(card), f"card:{card}", lang=self.lang, safe=safe,
                                  mark=mark if card in self.deck.cards else ""))

    def update(self, dt: float) -> None:
        super().update(dt)
        ring = self.focus_ring
        focused = ring.current() if ring is not None and self.viewing else None
        self.preview.follow(self.root, focused, lang=self.lang, safe=self.app.settings.colorblind_palette,
                            text_size=float(self.app.settings.text_size or 1.0), panel_left=SIDE_X - 10)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == CARD_VIEW_KEY:
            self.viewing = not self.viewing
            if self.focus_ring is not None:
                self.focus_ring.shown = True
            return True
        return super().handle_event(event)

    # ----- a person's clicks ----------------------------------------------------------------------
    def on_ui(self, event: pygame.event.Event) -> bool:
        d = self.deck
        if event.kind == "tile" and event.id.startswith("card:"):
            card = int(event.id[len("card:"):])
            self.pulled = {k: c for k, c in self.pulled.items() if c != card}     # the person's own now
            self.set_deck(cards=[c for c in d.cards if c != card] if card in d.cards else [*d.cards, card])
            return True
        if event.kind != "button":
            return super().on_ui(event)
        what, _, arg = str(event.id).partition(":")
        if what == "more":
            self.set_deck(free=[*d.free, arg])
        elif what == "less" and arg in d.free:
            free = list(d.free)
            free.remove(arg)
            self.set_deck(free=free)
        elif what == "choice":
            self.step_choice(arg)
        elif what == "auto":
            self.deck = rules.auto_free(self.ev, self.seat, d)
            self.refresh()
        elif what == "suggest":
            self.deck, self.pulled = rules.suggested(self.ev, self.seat), {}
            self.refresh()
        elif what == "keep":
            self.submit(Choose(self.seat, d.option()))
        else:
            return super().on_ui(event)
        return True

    def step_choice(self, choice_id: str) -> None:
        """The choice's next value. A value that is a card (a commander) comes into the deck with it: from
        the pool, or once from the free cards; when the choice moves on, a drafted card that came in so
        goes out again (stepping through the commanders leaves the deck as it was), and so does a free one
        (Ulo is added only as the commander, 903.13e)."""
        ev, d = self.ev, self.deck
        choice = next((c for c in rules.choices(ev, self.seat, d) if c.id == choice_id), None)
        if choice is None or not choice.options:
            return
        values = choice.values()
        old = d.choices().get(choice_id, "")
        new = values[(values.index(old) + 1) % len(values)] if old in values else values[0]
        cards, free = list(d.cards), list(d.free)
        if old in free and old != new:
            free.remove(old)
        came = self.pulled.pop(choice_id, None)
        if came is not None and came in cards:
            cards.remove(came)
        drafted = [c for c in self.pool() if ev.card_id(c) == new]
        if drafted and not any(ev.card_id(c) == new for c in cards):
            cards.append(drafted[0])
            self.pulled[choice_id] = drafted[0]
        elif not drafted and new in rules.free_cards(ev, self.seat) and new not in free:
            free.append(new)
        self.set_deck(cards=cards, free=free, chosen={**d.choices(), choice_id: new})
