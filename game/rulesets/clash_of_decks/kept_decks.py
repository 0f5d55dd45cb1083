"""The duels of mutated decks kept after a league (L1239-1247).

A finished mutation league leaves its four decks in ``mutated-decks/`` in the player's folder (the
format's ``kept`` hook, called by the event's hub). Two of them play a duel: two people, or one against
the computer (no autosave: the menu's saved game stays). Starting another league with them is refused
with the engine's rule and sentence (CD-9.6).
"""
from __future__ import annotations

import glob
import os
from typing import Any

import pygame

from game.engine.errors import DataError
from game.engine.text import Msg
from game.ui.app import BASE_H, BASE_W, App, Scene
from game.ui.focus import FocusRing
from game.ui.node import Node
from game.ui.palette import BAD, GOLD, INK, INK_DIM
from game.ui.paths import user_file
from game.ui.table.scene import TableScene
from game.ui.table.session import Session
from game.ui.widgets import Button, FitLabel, Toast

from . import mutated_deck
from .cards import load_card_db
from .league import refuse_league_from_kept

W = {
    "title": Msg("Mutated decks: duels", "변이 덱: 대결"),
    "how": Msg("Choose two kept decks (the first is yours against the computer).",
               "보관한 덱 두 개를 고르세요(컴퓨터와 대결하면 첫 번째가 내 덱)."),
    "none": Msg("No mutated deck is kept yet: a finished mutation league keeps its four decks here.",
                "보관한 변이 덱이 아직 없습니다. 변이 리그를 마치면 네 덱이 여기에 보관됩니다."),
    "broken": Msg("{file}: cannot be used ({why})", "{file}: 사용할 수 없음 ({why})"),
    "hotseat": Msg("Duel: two people", "대결: 두 사람"),
    "versus": Msg("Duel vs computer", "컴퓨터와 대결"),
    "league": Msg("New league with these decks", "이 덱으로 새 리그"),
    "two": Msg("Choose two decks first.", "먼저 덱 두 개를 고르세요."),
    "menu": Msg("Back", "뒤로"),
    "mutated": Msg("{n} cards mutated", "변이한 카드 {n}장"),
}
RULESET = "clash-of-decks"


def kept_dir() -> str:
    return user_file("mutated-decks")


def kept_files() -> list[str]:
    return sorted(glob.glob(os.path.join(kept_dir(), "*.toml")))


class KeptDecksScene(Scene):
    """The kept mutated decks: two chosen play a duel; a new league with them is refused (CD-9.6)."""

    ESC_BACK = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.chosen: list[str] = []
        # the kept decks are one stop of Tab (the arrows walk them), the buttons the other
        self.focus_ring = FocusRing(self, groups=self.focus_groups)

    def focus_groups(self) -> list[tuple[str, list[Node]]]:
        shown = [n for n in self.root.walk() if getattr(n, "focusable", False) and n.visible and n.name]
        return [("decks", [n for n in shown if n.name.startswith("button:deck:")]),
                ("buttons", [n for n in shown if not n.name.startswith("button:deck:")])]

    def enter(self) -> None:
        super().enter()
        self.build()

    def decks(self) -> list[tuple[str, Any, str]]:
        """(path, deck or None, why not) for every kept file."""
        db = load_card_db()
        out = []
        for path in kept_files():
            try:
                out.append((path, mutated_deck.load(path, db), ""))
            except (DataError, OSError, ValueError) as exc:
                why = "; ".join(exc.problems[:2]) if isinstance(exc, DataError) else str(exc)
                out.append((path, None, why))
        return out

    def build(self) -> None:
        lang = self.lang
        root = self.root
        root.clear()
        root.add(FitLabel(40, 20, W["title"].get(lang), max_w=BASE_W - 80, size=30, color=GOLD, bold=True))
        root.add(FitLabel(40, 66, W["how"].get(lang), max_w=BASE_W - 80, size=16, color=INK_DIM))
        rows = self.decks()
        if not rows:
            root.add(FitLabel(40, 120, W["none"].get(lang), max_w=BASE_W - 80, size=18, color=INK))
        for i, (path, deck, why) in enumerate(rows[:14]):
            name = os.path.basename(path)
            if deck is None:
                root.add(FitLabel(40, 110 + i * 40, W["broken"].get(lang).format(file=name, why=why), max_w=BASE_W - 80,
                                  size=15, color=BAD))
                continue
            order = self.chosen.index(path) + 1 if path in self.chosen else 0
            label = (f"{order}. " if order else "") + deck.name.get(lang) + " \u00b7 " + \
                W["mutated"].get(lang).format(n=len(deck.pastes))
            b = Button(40, 104 + i * 40, 700, 34, label, f"deck:{path}", size=16, accent=GOLD if order else INK_DIM)
            root.add(b)
        two = len(self.chosen) == 2
        for j, (key, bid) in enumerate((("hotseat", "hotseat"), ("versus", "versus"), ("league", "league"))):
            b = Button(800, 110 + j * 64, 440, 50, W[key].get(lang), bid, size=18)
            b.enabled = two and bid != "league"
            if bid == "league":
                exc = refuse_league_from_kept()
                b.why_disabled = f"{exc.rule}: {exc.reason(lang)}"
            else:
                b.why_disabled = W["two"].get(lang)
            root.add(b)
        root.add(Button(800, BASE_H - 80, 200, 48, W["menu"].get(lang), "back", size=18))
        self.toast = root.add(Toast(BASE_W / 2 - 360, 0, 720, bottom=BASE_H - 8))

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "refused":
            self.toast.show(event.text, seconds=8, color=BAD if "CD-" in event.text else INK)
            return True
        if event.kind != "button":
            return False
        bid = event.id
        if bid.startswith("deck:"):
            path = bid[len("deck:"):]
            if path in self.chosen:
                self.chosen.remove(path)
            else:
                self.chosen = (self.chosen + [path])[-2:]
            self.build()
        elif bid in ("hotseat", "versus") and len(self.chosen) == 2:
            db = load_card_db()
            first, second = (mutated_deck.load(p, db) for p in self.chosen)
            setup = mutated_deck.duel_setup(db, first, second)
            if bid == "versus":
                setup["seats"] = {"1": "normal"}
            session = Session.new(RULESET, None, setup)     # no autosave: the menu's saved game stays
            self.app.push(TableScene(self.app, session, ai_seats=TableScene._agents(setup, session.match.seed, RULESET)))
        elif bid == "back":
            self.app.pop()
        return True
