"""The mutation league's private screens: a person's draft pick, a person's split into deck and lab, and the
screen that hides everything while the computer passes to the next person."""
from __future__ import annotations

from typing import Callable

import pygame

from game.engine.errors import IllegalActionError
from game.engine.text import Msg
from game.ui.app import BASE_H, BASE_W, App, Scene
from game.ui.focus import FocusRing
from game.ui.palette import BAD, GOLD, GOOD, INK, INK_DIM
from game.ui.widgets import Button, FitLabel, Label, Toast

from .cards import CardDb
from .draft_value import best_deck
from .league import DECK
from .league_cards import CardDetails, CardTile, Faces, card_name
from .league_flow import LeagueStart

W = {
    "draft": Msg("Mutation draft, player {p}: pick {n} of {all}", "변이 드래프트, 플레이어 {p}: {all}장 중 {n}번째 선택"),
    "draft_how": Msg("Click the card you keep; the rest pass to the left.", "가질 카드를 누르세요. 나머지는 왼쪽으로 넘어갑니다."),
    "kept": Msg("Kept so far: {cards}", "지금까지 가진 카드: {cards}"),
    "none": Msg("nothing yet", "아직 없음"),
    "split": Msg("Player {p}: keep {n} cards as the deck", "플레이어 {p}: {n}장을 덱으로 두세요"),
    "split_how": Msg("Click cards to move them between the deck (edged, \"Deck\") and the laboratory. The deck is fixed "
                     "for all six games; the laboratory's elements are pasted onto it.",
                     "카드를 눌러 덱(테두리, \"덱\")과 실험실 사이로 옮기세요. 덱은 여섯 경기 내내 고정되며, 실험실의 요소를 덱에 붙입니다."),
    "deck_tag": Msg("Deck", "덱"),
    "count": Msg("Deck {d} of {n} \u00b7 laboratory {l}", "덱 {n}장 중 {d}장 \u00b7 실험실 {l}장"),
    "keep": Msg("Keep this deck", "이 덱으로 확정"),
    "pass": Msg("Pass the computer to player {p}", "컴퓨터를 플레이어 {p}에게 넘기세요"),
    "pass_why": Msg("Next: {what}. Only player {p} should look now.", "다음: {what}. 지금은 플레이어 {p}만 보아야 합니다."),
    "ready": Msg("I am player {p}: show me", "플레이어 {p}입니다: 보여 주세요"),
}
TILE_W, TILE_H = 132, 186


def letter(p: int) -> str:
    return "ABCD"[p]


class PassScene(Scene):
    """Nothing private shows until the next person says they hold the computer (a click or a key)."""

    def __init__(self, app: App, seat: int, what: str, then: Callable[[], Scene]) -> None:
        super().__init__(app)
        self.seat, self.what, self.then = seat, what, then
        self.focus_ring = FocusRing(self)

    def enter(self) -> None:
        super().enter()
        lang, p = self.lang, letter(self.seat)
        self.root.clear()
        self.root.add(Label(BASE_W / 2, 260, W["pass"].get(lang).format(p=p), size=34, color=GOLD, bold=True, center=True))
        self.root.add(Label(BASE_W / 2, 320, W["pass_why"].get(lang).format(what=self.what, p=p), size=18, color=INK,
                            center=True))
        self.root.add(Button(BASE_W / 2 - 190, 380, 380, 56, W["ready"].get(lang).format(p=p), "ready", size=20))

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "button" and event.id == "ready":
            self.app.replace(self.then())
            return True
        return False


class DraftPickScene(Scene):
    """One person's pick of one pass: the cards they hold, and what they kept so far."""

    def __init__(self, app: App, db: CardDb, start: LeagueStart, seat: int) -> None:
        super().__init__(app)
        self.db, self.start, self.seat = db, start, seat
        self.faces = Faces(db)
        self.focus_ring = FocusRing(self)

    def enter(self) -> None:
        super().enter()
        self.build()

    def build(self) -> None:
        lang, safe = self.lang, self.app.settings.colorblind_palette
        root = self.root
        root.clear()
        hand = self.start.draft.hands[self.seat]
        picks = self.start.draft.picks[self.seat]
        root.add(FitLabel(24, 14, W["draft"].get(lang).format(p=letter(self.seat), n=len(picks) + 1, all=len(picks) + len(hand)),
                          max_w=BASE_W - 48, size=26, color=GOLD, bold=True, name="title"))
        root.add(FitLabel(24, 54, W["draft_how"].get(lang), max_w=BASE_W - 48, size=16, color=INK_DIM))
        per_row = 8
        for i, card in enumerate(hand):
            x = 24 + (i % per_row) * (TILE_W + 22)
            y = 88 + (i // per_row) * (TILE_H + 16)
            root.add(CardTile(x, y, TILE_W, TILE_H, "pick", card, self.faces, lang=lang, safe=safe))
        root.add(CardDetails(24, 500, BASE_W - 48, BASE_H - 70 - 500, self.card_tiles, lang=lang))
        kept = ", ".join(card_name(self.db, c, lang) for c in picks) or W["none"].get(lang)
        root.add(FitLabel(24, BASE_H - 60, W["kept"].get(lang).format(cards=kept), max_w=BASE_W - 48, size=15,
                          color=INK, name="kept"))
        self.toast = root.add(Toast(BASE_W / 2 - 320, 0, 640, bottom=BASE_H - 8))

    def card_tiles(self) -> list[CardTile]:
        return [n for n in self.root.children if isinstance(n, CardTile)]

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind != "button" or not event.id.startswith("pick:"):
            return False
        try:
            self.start.pick(self.seat, event.id[len("pick:"):], self.db)
        except IllegalActionError as exc:
            self.toast.show(f"{exc.rule}: {exc.reason(self.lang)}", color=BAD)
            return True
        self.app.pop()
        return True


class SplitScene(Scene):
    """One person's 16 picks split into 8 deck cards and 8 lab cards; it starts from the program's own
    choice, which the person changes by clicking."""

    def __init__(self, app: App, db: CardDb, start: LeagueStart, seat: int) -> None:
        super().__init__(app)
        self.db, self.start, self.seat = db, start, seat
        self.faces = Faces(db)
        self.deck: list[str] = best_deck(db, start.draft.picks[seat], DECK)
        self.focus_ring = FocusRing(self)

    def enter(self) -> None:
        super().enter()
        self.build()

    def build(self) -> None:
        lang, safe = self.lang, self.app.settings.colorblind_palette
        root = self.root
        root.clear()
        picks = self.start.draft.picks[self.seat]
        root.add(FitLabel(24, 14, W["split"].get(lang).format(p=letter(self.seat), n=DECK), max_w=BASE_W - 48, size=26,
                          color=GOLD, bold=True, name="title"))
        root.add(FitLabel(24, 54, W["split_how"].get(lang), max_w=BASE_W - 48, size=14, color=INK_DIM))
        for i, card in enumerate(picks):
            x = 24 + (i % 8) * (TILE_W + 22)
            y = 88 + (i // 8) * (TILE_H + 16)
            tile = root.add(CardTile(x, y, TILE_W, TILE_H, "split", card, self.faces, lang=lang, safe=safe,
                                     tag=W["deck_tag"].get(lang)))
            tile.chosen = card in self.deck
        root.add(CardDetails(24, 494, BASE_W - 48, BASE_H - 100 - 494, self.hovered, lang=lang))
        ok = len(self.deck) == DECK
        root.add(FitLabel(24, BASE_H - 90, W["count"].get(lang).format(d=len(self.deck), n=DECK, l=len(picks) - len(self.deck)),
                          max_w=700, size=18, color=GOOD if ok else BAD, bold=True, name="count"))
        keep = Button(BASE_W - 300, BASE_H - 100, 270, 52, W["keep"].get(lang), "keep", size=20, accent=GOOD)
        keep.enabled = ok
        keep.why_disabled = W["split"].get(lang).format(p=letter(self.seat), n=DECK)
        root.add(keep)
        self.toast = root.add(Toast(BASE_W / 2 - 320, 0, 640, bottom=BASE_H - 8))

    def hovered(self) -> list[CardTile]:
        """The split's details follow the pointer only: every deck card is chosen."""
        return [n for n in self.root.children if isinstance(n, CardTile) and n.hover]

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "refused":
            self.toast.show(event.text, color=BAD)
            return True
        if event.kind != "button":
            return False
        if event.id.startswith("split:"):
            card = event.id[len("split:"):]
            if card in self.deck:
                self.deck.remove(card)
            else:
                self.deck.append(card)
            self.build()
        elif event.id == "keep":
            try:
                self.start.choose_deck(self.seat, list(self.deck))
            except IllegalActionError as exc:
                self.toast.show(f"{exc.rule}: {exc.reason(self.lang)}", color=BAD)
                return True
            self.app.pop()
        return True
