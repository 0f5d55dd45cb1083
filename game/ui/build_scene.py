"""The deck-building screen of an event, for any game: one seat chooses its deck from what it drafted.

The person toggles cards here, starting from the program's suggestion (the game's ``suggest_deck`` hook),
and sees at once the count and every deck
rule the choice breaks (the game's own words through the format's ``deck_problems`` hook, with their rule
ids). Keep goes through the event's door card by card (its build decision is a ``Choose`` per card); the
event refuses a last card that breaks a rule with the game's rule, which is said here.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.actions import Choose
from game.engine.text import Msg

from . import games
from .app import BASE_H, BASE_W, App
from .cardtiles import CardPreview, CardTile, grid
from .event_screen import EventScreen, W as SEAT_WORDS, line, seat_name, who
from .focus import CARD_VIEW_KEY, FocusRing
from .palette import BAD, GOLD, GOOD, INK, INK_DIM
from .widgets import Button, FitLabel, Label, Panel, TextView

if TYPE_CHECKING:
    from .event_scene import EventScene

W = {
    "title": Msg("Deck building: {who}", "덱 만들기: {who}"),
    "how": Msg("Click a card to put it in the deck or take it out. The deck holds {n} cards; the others are {rest}.",
               "카드를 눌러 덱에 넣거나 빼세요. 덱은 {n}장이며 나머지는 {rest}입니다."),
    "aside": Msg("set aside", "따로 둡니다"),
    "count": Msg("Deck {d} of {n} \u00b7 {rest}: {r}", "덱 {n}장 중 {d}장 \u00b7 {rest}: {r}장"),
    "rest": Msg("the rest", "나머지"),
    "legal": Msg("A legal deck: keep it when you are ready.", "규칙에 맞는 덱입니다. 준비되면 확정하세요."),
    "problem": Msg("[{rule}] {why}", "[{rule}] {why}"),
    "keep": Msg("Keep this deck", "이 덱으로 확정"),
    "suggest": Msg("The program's suggestion", "프로그램의 추천"),
    "in_deck": Msg("Deck", "덱"),
    "kept": Msg("This card is in your deck already: the event holds it.", "이미 덱에 넣은 카드입니다. 이벤트에 기록되었습니다."),
    "full": Msg("The deck holds {n} cards: take one out first.", "덱은 {n}장입니다. 먼저 한 장을 빼세요."),
    "keys": Msg("Click (or Enter) a card: in or out \u00b7 Tab: Keep and the buttons \u00b7 I: the large view \u00b7 Esc: leave (saved)",
                "카드를 누르기(또는 Enter): 넣기/빼기 \u00b7 Tab: 확정과 버튼 \u00b7 I: 크게 보기 \u00b7 Esc: 나가기 (저장됨)"),
}
LEFT_W = 870
SIDE_X = 912


def suggestion(ev: Any, seat: int) -> list[int]:
    """The deck a program would keep, as the seat's card numbers."""
    pool = [int(c) for c in ev.pools[seat]]
    size = ev.spec.build.deck
    wanted = list(ev.hooks.suggest_deck(ev, seat))
    out: list[int] = []
    for def_id in wanted:
        card = next((c for c in pool if ev.card_id(c) == def_id and c not in out), None)
        if card is not None:
            out.append(card)
    return out[:size]


class BuildScene(EventScreen):
    def __init__(self, app: App, hub: "EventScene", seat: int) -> None:
        super().__init__(app, hub, ("build", seat))
        self.seat = seat
        self.cat = games.catalogue(hub.run.match.info)
        ev = self.ev
        self.committed = [int(c) for c in ev.building[seat]]     # already through the door: they stay
        self.chosen = self.committed + [c for c in suggestion(ev, seat) if c not in self.committed]
        self.chosen = self.chosen[:self.size]
        self.viewing = False
        self.focus_ring = FocusRing(self, groups=self.focus_groups)
        self.preview = CardPreview()
        self.preview.catalogue = self.cat

    def focus_groups(self) -> list[tuple[str, list[Any]]]:
        """The pool is one stop of Tab (the arrows walk it), then the buttons with Keep first: Tab
        never walks the whole pool to reach Keep."""
        shown = [n for n in self.root.walk() if getattr(n, "focusable", False) and n.visible]
        order = {"button:keep": 0, "button:suggest": 1}
        buttons = sorted((n for n in shown if not isinstance(n, CardTile)), key=lambda n: order.get(n.name, 2))
        return [("cards", [n for n in shown if isinstance(n, CardTile)]), ("buttons", buttons)]

    @property
    def size(self) -> int:
        return int(self.ev.spec.build.deck)

    def rest_name(self) -> Msg:
        found: Msg = self.ev.hooks.REST_NAMES.get(self.ev.spec.build.rest, W["rest"])
        return found

    def problems(self) -> list[tuple[str, str, str]]:
        ev = self.ev
        return list(ev.hooks.deck_problems(ev, self.seat, [ev.card_id(c) for c in self.chosen]))

    def build(self) -> None:
        lang, root, ev = self.lang, self.root, self.ev
        pool = [int(c) for c in ev.pools[self.seat]]
        rest = self.rest_name().get(lang)
        y = 10.0
        root.add(FitLabel(24, y, W["title"].get(lang).format(who=f"{seat_name(self.seat, lang)} ({who(self.hub, self.seat, lang)})"),
                          max_w=LEFT_W, size=26, color=GOLD, bold=True, name="title"))
        y += line(26) + 4
        how = root.add(TextView(24, y, LEFT_W, 2 * line(15) + 4, size=15))
        how.items = [(W["how"].get(lang).format(n=self.size, rest=rest if ev.spec.build.rest else W["aside"].get(lang)),
                      INK_DIM)]
        y += 2 * line(15) + 12
        keys_y = BASE_H - line(14) - 6
        safe = self.app.settings.colorblind_palette
        for rect, card in zip(grid(len(pool), 24, y, LEFT_W, keys_y - 10 - y, gap=14), pool):
            mark = W["in_deck"].get(lang) if card in self.chosen else ""
            root.add(CardTile(rect, self.cat, ev.card_id(card), f"card:{card}", lang=lang, safe=safe, mark=mark))
        side_w = BASE_W - SIDE_X - 24
        leave_h = min(46.0, line(17) + 16)
        leave_y = keys_y - 10 - leave_h
        suggest_y = leave_y - 24 - (line(16) + 16)
        keep_y = suggest_y - 12 - (line(20) + 20)
        root.add(Panel(SIDE_X - 10, 10, BASE_W - SIDE_X, leave_y - 20))
        ok = len(self.chosen) == self.size
        count = root.add(FitLabel(SIDE_X, 24, W["count"].get(lang).format(d=len(self.chosen), n=self.size, rest=rest,
                                                                          r=len(pool) - len(self.chosen)),
                                  max_w=side_w, size=19, color=GOOD if ok else BAD, bold=True, name="count"))
        count.mark = "good" if ok else "bad"
        problems = self.problems()
        top = 24 + line(19) + 10
        said = root.add(TextView(SIDE_X, top, side_w, keep_y - 10 - top, size=15, name="problems"))
        said.items = [(W["problem"].get(lang).format(rule=r, why=en if lang == "en" else ko), BAD, "bad")
                      for r, en, ko in problems] or [(W["legal"].get(lang), GOOD, "good")]
        keep = root.add(Button(SIDE_X, keep_y, side_w, line(20) + 20, W["keep"].get(lang), "keep", size=20, accent=GOOD))
        keep.enabled = not problems and ok
        if not keep.enabled:
            r, en, ko = problems[0] if problems else ("", "", "")
            keep.why_disabled = W["problem"].get(lang).format(rule=r, why=en if lang == "en" else ko)
        root.add(Button(SIDE_X, suggest_y, side_w, line(16) + 16, W["suggest"].get(lang), "suggest", size=16))
        root.add(Button(SIDE_X, leave_y, side_w, leave_h, SEAT_WORDS["leave"].get(lang), "leave", size=17,
                        accent=INK_DIM))
        root.add(Label(BASE_W / 2, keys_y, W["keys"].get(lang), size=14, color=INK_DIM, center=True, name="keys"))
        root.add(self.preview)

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

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "tile" and event.id.startswith("card:"):
            card = int(event.id[len("card:"):])
            if card in self.committed:
                self.toast.show(W["kept"].get(self.lang), seconds=5, color=INK)
            elif card in self.chosen:
                self.chosen.remove(card)
            elif len(self.chosen) < self.size:
                self.chosen.append(card)
            else:
                self.toast.show(W["full"].get(self.lang).format(n=self.size), seconds=4, color=INK)
            self.refresh()
            return True
        if event.kind == "button" and event.id == "suggest":
            self.chosen = (self.committed + [c for c in suggestion(self.ev, self.seat) if c not in self.committed])
            self.chosen = self.chosen[:self.size]
            self.refresh()
            return True
        if event.kind == "button" and event.id == "keep":
            self.keep()
            return True
        return super().on_ui(event)

    def keep(self) -> None:
        """The chosen cards through the door, one decision at a time (a refusal stops and is said)."""
        for card in list(self.chosen):
            if card in self.committed:
                continue
            if not self.submit(Choose(self.seat, card)):
                return
            self.committed.append(card)
