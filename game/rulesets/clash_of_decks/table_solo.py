"""Clash of Decks' solo setup, between the deck picker and the table: the quick game or a custom game of
difficulty 1 to 10 (L775-824). Each level is listed with what its difficulty points buy by default (the
packages of ``levels/clash-of-decks/difficulty.toml``); the chosen level's options a-e can be bought
otherwise, one arrow at a time, and the game starts only when they cost exactly the level's points
(L792-794). Champions (chosen on the options screen) move the points by 2 as the setting reads (A7).
"""
from __future__ import annotations

import dataclasses
from typing import Any, Callable

import pygame

from game.engine.errors import DataError
from game.engine.text import Msg
from game.ui import fonts
from game.ui.app import BASE_H, BASE_W, App, Scene
from game.ui.focus import FocusRing
from game.ui.node import Node, post
from game.ui.palette import BAD, GOLD, GOOD, INK, INK_DIM, ROW, ROW_HOVER
from game.ui.widgets import Button, FitLabel, Label, Panel, Pressable, TextView, Toast, draw_mark, fit_size

from . import vocab
from .difficulty import QUICK, Purchase, Table, load_table, points_for

W = {
    "title": Msg("Solo against the rulebook AI: the game", "규칙서 AI와 1인 게임: 게임 고르기"),
    "quick": Msg("Quick game", "빠른 게임"),
    "quick_buys": Msg("The AI as printed: no options bought, no champions", "AI 그대로: 옵션 구매 없음, 챔피언 없음"),
    "level": Msg("Level {n}", "{n}단계"),
    "points": Msg("{n} points", "{n}점"),
    "point": Msg("1 point", "1점"),
    "nothing": Msg("Nothing bought", "구매 없음"),
    "head_quick": Msg("Quick game: the AI plays as printed", "빠른 게임: AI가 기본 규칙대로 합니다"),
    "head_level": Msg("Level {n}: the AI buys options a-e with {p} difficulty points",
                      "{n}단계: AI가 난이도 점수 {p}점으로 옵션 a-e를 삽니다"),
    "champion_more": Msg("Champions are on: the AI gets 2 more points than the level (setting: Champion and "
                         "difficulty).", "챔피언 사용: AI가 단계보다 2점 더 받습니다(설정: 챔피언과 난이도)."),
    "champion_less": Msg("Champions are on: the AI gets 2 fewer points than the level (the literal reading).",
                         "챔피언 사용: AI가 단계보다 2점 덜 받습니다(원문대로)."),
    "quick_note": Msg("The options are bought in a custom game: choose a level on the left.",
                      "옵션은 맞춤 게임에서 삽니다: 왼쪽에서 단계를 고르세요."),
    "spent": Msg("Points spent: {n} of {p}", "쓴 점수: {p}점 중 {n}점"),
    "must": Msg("The options must cost exactly {p} points (now {n}).", "옵션 비용이 정확히 {p}점이어야 합니다(지금 {n}점)."),
    "no_champion": Msg("Champions are not used in the quick game: choose a level, or turn them off (CD-10.1).",
                       "빠른 게임에서는 챔피언을 쓰지 않습니다: 단계를 고르거나 챔피언을 끄세요(CD-10.1)."),
    "start": Msg("Start", "시작"),
    "reset": Msg("The level's choice", "단계 기본값"),
    "back": Msg("Back", "뒤로"),
    "keys": Msg("Tab: move   Enter: choose   Esc: back to the decks", "Tab: 이동   Enter: 선택   Esc: 덱 선택으로"),
    "more": Msg("\u2191/\u2193: levels {a}-{b} of {n}", "\u2191/\u2193: {n}개 중 {a}-{b}"),
    "cost": Msg("{n} pt", "{n}점"),
}
# Options a-e: (key, label, the values in order).
ROWS: tuple[tuple[str, Msg, tuple[Any, ...]], ...] = (
    ("per_creature", Msg("a. AI mana per human creature", "a. 사람 생명체당 AI 마나"), (1, 2)),
    ("base_mana", Msg("b. AI base mana", "b. AI 기본 마나"), (6, 7, 8, 9, 10)),
    ("ai_starts", Msg("c. The AI starts", "c. AI가 시작"), (False, True)),
    ("resistance", Msg("d. Resistance (1 damage a hit)", "d. 저항(공격당 피해 1)"), (False, True)),
    ("ability", Msg("e. Ability of every AI creature", "e. 모든 AI 생명체의 능력"), ("none",) + vocab.AI_OPTION_ABILITIES),
)
YES_NO = (Msg("No", "아니요"), Msg("Yes", "예"))


def value_text(key: str, value: Any, lang: str) -> str:
    if key == "per_creature":
        return f"+{value}"
    if key == "base_mana":
        return str(value)
    if key in ("ai_starts", "resistance"):
        return YES_NO[bool(value)].get(lang)
    return Msg("None", "없음").get(lang) if value == "none" else vocab.NAMES[value].get(lang)


def cost_of(table: Table, key: str, value: Any) -> int:
    if key == "per_creature":
        return table.per_creature if value == 2 else 0
    if key == "base_mana":
        return table.base_mana.get(value, 0)
    if key == "ai_starts":
        return table.ai_starts if value else 0
    if key == "resistance":
        return table.resistance if value else 0
    return table.ability.get(value, 0)


BOUGHT = {
    "per_creature": Msg("+{v} mana per creature", "생명체당 마나 +{v}"),
    "base_mana": Msg("base mana {v}", "기본 마나 {v}"),
    "ai_starts": Msg("the AI starts", "AI가 시작"),
    "resistance": Msg("resistance", "저항"),
    "ability": Msg("ability: {v}", "능력: {v}"),
}


def buys_text(table: Table, p: Purchase, lang: str) -> str:
    """What a purchase buys, in a line: "a. +2 mana per creature · d. resistance · e. ability: Rage"."""
    parts = [f"{label.get(lang).split(' ', 1)[0]} "
             f"{BOUGHT[key].get(lang).format(v=value_text(key, getattr(p, key), lang).lstrip('+'))}"
             for key, label, _ in ROWS if cost_of(table, key, getattr(p, key))]
    return " \u00b7 ".join(parts) if parts else W["nothing"].get(lang)


class LevelRow(Pressable):
    """A line of the list of games: its name and points, and below what it buys; the chosen one is
    filled, edged and ticked."""

    focusable = True
    MARK = 30.0       # room kept on the right for the chosen one's tick

    def __init__(self, x: float, y: float, w: float, h: float, level: int, title: str, sub: str, *,
                 walk_to: Callable[[int, int], bool] | None = None) -> None:
        super().__init__(x, y, w, h, name=f"level:{level}")
        self.level, self.title, self.sub = level, title, sub
        self.selected = False
        self.walk_to = walk_to

    @staticmethod
    def sizes() -> tuple[float, float]:
        """The title's and the subtitle's sizes in logical pixels: the player's text size, never shrunk."""
        return fonts.reading(16), fonts.reading(13)

    @classmethod
    def lines(cls, sub: str, w: float) -> list[str]:
        return fonts.wrap(sub, cls.sizes()[1], int(w - 20 - cls.MARK))

    @classmethod
    def height(cls, sub: str, w: float) -> float:
        title_px, sub_px = cls.sizes()
        return title_px * 1.15 + len(cls.lines(sub, w)) * sub_px * 1.15 + 12

    def activate(self) -> None:
        post("button", id=f"level:{self.level}")

    def focus_key(self, event: pygame.event.Event) -> bool:
        """Up and Down walk every level, the list scrolling where they do not all fit."""
        if event.key in (pygame.K_UP, pygame.K_DOWN) and self.walk_to is not None:
            return self.walk_to(self.level, 1 if event.key == pygame.K_DOWN else -1)
        return False

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        fill = (70, 60, 30) if self.selected else (ROW_HOVER if self.hover else ROW)
        pygame.draw.rect(surface, fill, r, border_radius=int(6 * s))
        pygame.draw.rect(surface, GOLD if self.selected else (74, 84, 100), r,
                         width=max(1, int((3 if self.selected else 1) * s)), border_radius=int(6 * s))
        right = r.right - 8 * s
        if self.selected:
            mark = pygame.Rect(0, 0, int(18 * s), int(18 * s))
            mark.midright = (int(right), r.centery)
            draw_mark(surface, "good", mark, INK)
            right = mark.left - 6 * s
        x = r.x + 10 * s
        # the subtitle wraps at the player's text size (it was shrunk to one line, to 8 px at 150 %)
        title_px, sub_px = self.sizes()
        tsize = fit_size(self.title, title_px * s, r.right - self.MARK * s - x, True, 9 * s)
        lines = self.lines(self.sub, self.w)
        gap = max(0.0, (r.h - tsize * 1.15 - len(lines) * sub_px * s * 1.15) / 3)
        surface.blit(fonts.text(self.title, tsize, INK, True), (x, r.y + gap))
        y = r.y + 2 * gap + tsize * 1.15
        for line in lines:
            surface.blit(fonts.text(line, sub_px * s, INK if self.selected else INK_DIM), (x, y))
            y += sub_px * s * 1.15


class SoloSetupScene(Scene):
    """Pushed over the deck picker: Esc or Back returns to the decks; Start puts the table in place of
    both."""

    LIST_X, LIST_W, TOP = 30.0, 520.0, 70.0
    PANEL_X = 580.0

    ESC_BACK = True

    def __init__(self, app: App, setup: dict[str, Any], seed: int | None,
                 start: Callable[[dict[str, Any], int | None], Any]) -> None:
        super().__init__(app)
        self.setup, self.seed, self.begin = setup, seed, start
        self.table = load_table()
        self.champion = setup.get("champion") == "on"
        self.reading = str(setup.get("champion_points", "plus2"))
        self.level = int(setup.get("difficulty", 0) or 0)
        self.buy = self.package(self.level)
        self.focus_ring = FocusRing(self, order=self.focus_order, default=lambda: f"level:{self.level}")
        self.first = self.level   # the first level shown, where they do not all fit (the chosen one in view)

    # ----- what is chosen ---------------------------------------------------------------------------
    def points(self, level: int | None = None) -> int:
        return points_for(self.level if level is None else level, self.champion, self.reading)

    def package(self, level: int) -> Purchase:
        return self.table.packages.get(self.points(level), QUICK) if level > 0 else QUICK

    def spent(self) -> int:
        return self.table.cost(self.buy)

    def why_not(self) -> str:
        """Why the game cannot start as chosen ("" when it can)."""
        lang = self.lang
        if self.level == 0:
            return W["no_champion"].get(lang) if self.champion else ""
        if self.spent() != self.points():
            return W["must"].get(lang).format(p=self.points(), n=self.spent())
        return ""

    def chosen_setup(self) -> dict[str, Any]:
        """The setup the table starts with: the level and, in a custom game, every option a-e spelled out
        (so the replay and the saved game say what was bought)."""
        out = dict(self.setup, difficulty=self.level)
        b = self.buy
        if self.level == 0:
            out.update(ai_per_creature="level", ai_base_mana="level", ai_starts="level", ai_resistance="level",
                       ai_ability="level")
        else:
            out.update(ai_per_creature=str(b.per_creature), ai_base_mana=str(b.base_mana),
                       ai_starts="yes" if b.ai_starts else "no", ai_resistance="on" if b.resistance else "off",
                       ai_ability=b.ability)
        return out

    # ----- the screen -------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.build()

    def build(self) -> None:
        lang, root, table = self.lang, self.root, self.table
        root.clear()
        root.add(Label(BASE_W / 2, 14, W["title"].get(lang), size=28, color=GOLD, bold=True, center=True, name="title"))
        keys_y = BASE_H - 8 - fonts.reading(15) * 1.3
        bottom = keys_y - 12
        root.add(Panel(self.LIST_X - 10, self.TOP - 10, self.LIST_W + 20, bottom - self.TOP + 20, alpha=200))
        texts = []
        for n in range(11):
            if n == 0:
                texts.append((W["quick"].get(lang), W["quick_buys"].get(lang)))
            else:
                pts = self.points(n)
                said = W["point"].get(lang) if pts == 1 else W["points"].get(lang).format(n=pts)
                texts.append((f"{W['level'].get(lang).format(n=n)} \u00b7 {said}", buys_text(table, self.package(n), lang)))
        # every row as tall as the tallest needs; where eleven do not fit (large text) the list scrolls
        room = bottom - self.TOP
        more_h = fonts.reading(13) * 1.3
        step = max(LevelRow.height(sub, self.LIST_W) for _t, sub in texts) + 5
        self.fit = len(texts) if step * len(texts) <= room else max(1, int((room - more_h) // step))
        step = max(step, room / len(texts)) if self.fit == len(texts) else step
        self.first = max(0, min(self.first, len(texts) - self.fit))
        self.rows: list[LevelRow] = []
        for i, n in enumerate(range(self.first, self.first + self.fit)):
            title, sub = texts[n]
            row = LevelRow(self.LIST_X, self.TOP + i * step, self.LIST_W, step - 5, n, title, sub,
                           walk_to=self.walk_levels)
            row.selected = n == self.level
            self.rows.append(root.add(row))
        if self.fit < len(texts):
            root.add(Label(self.LIST_X + self.LIST_W / 2, bottom - more_h + 2,
                           W["more"].get(lang).format(a=self.first + 1, b=self.first + self.fit, n=len(texts)),
                           size=13, color=INK_DIM, center=True, name="levels:more"))
        px, pw = self.PANEL_X, BASE_W - self.PANEL_X - 30
        root.add(Panel(px - 10, self.TOP - 10, pw + 20, bottom - self.TOP + 20, alpha=200))
        head = (W["head_quick"].get(lang) if self.level == 0
                else W["head_level"].get(lang).format(n=self.level, p=self.points()))
        self.head = root.add(TextView(px, self.TOP, pw, fonts.reading(20) * 2.7, size=20, name="head"))
        self.head.items = [(head, GOLD)]
        note = ""
        if self.champion:
            note = W["champion_more" if self.reading == "plus2" else "champion_less"].get(lang)
        if self.level == 0:
            note = (note + " " if note else "") + W["quick_note"].get(lang)
        y = self.TOP + fonts.reading(20) * 2.7 + 4
        self.note = root.add(TextView(px, y, pw, fonts.reading(15) * 2.8, size=15, name="note"))
        self.note.items = [(note, INK_DIM)] if note else []
        y += fonts.reading(15) * 2.8 + 8
        row_h = max(44.0, fonts.reading(17) * 2.3)
        self.values: dict[str, Label] = {}
        self.arrows: list[Button] = []
        label_w = pw * 0.5
        for key, label, _ in ROWS:
            root.add(FitLabel(px, y + (row_h - fonts.reading(17) * 1.2) / 2, label.get(lang), max_w=label_w - 10, size=17,
                              name=f"row:{key}"))
            value = getattr(self.buy, key)
            bx = px + label_w
            for bid, x, glyph in ((f"less:{key}", bx, "\u25c0"), (f"more:{key}", px + pw - 120, "\u25b6")):
                b = root.add(Button(x, y + 4, 44, row_h - 8, glyph, bid, size=16))
                b.enabled = self.level > 0
                b.why_disabled = W["quick_note"].get(lang)
                self.arrows.append(b)
            mid = bx + 44 + (px + pw - 120 - bx - 44) / 2
            self.values[key] = root.add(Label(mid, y + (row_h - fonts.reading(17) * 1.2) / 2,
                                              value_text(key, value, lang), size=17, bold=True, center=True,
                                              color=INK if self.level else INK_DIM, name=f"value:{key}"))
            cost = cost_of(table, key, value)
            root.add(Label(px + pw - 66, y + (row_h - fonts.reading(15) * 1.2) / 2,
                           W["cost"].get(lang).format(n=cost) if cost else "\u2013", size=15, color=GOLD if cost else INK_DIM,
                           name=f"cost:{key}"))
            y += row_h
        y += 6
        why = self.why_not()
        self.spent_label = root.add(Label(px, y, W["spent"].get(lang).format(n=self.spent(), p=self.points())
                                          if self.level else "", size=18, bold=True,
                                          color=BAD if why and self.level else GOOD, name="spent"))
        self.spent_label.mark = ("bad" if why else "good") if self.level else None
        by = bottom - 56
        self.back = root.add(Button(px, by, 150, 52, W["back"].get(lang), "back", size=18))
        self.reset = root.add(Button(px + 165, by, 220, 52, W["reset"].get(lang), "reset", size=17))
        self.reset.enabled = self.level > 0 and self.buy != self.package(self.level)
        self.reset.why_disabled = W["reset"].get(lang)
        self.start_button = root.add(Button(px + pw - 200, by, 200, 52, W["start"].get(lang), "start", size=22,
                                            accent=GOOD))
        self.start_button.enabled = not why
        self.start_button.why_disabled = why
        root.add(Label(BASE_W / 2, keys_y, W["keys"].get(lang), size=15, color=INK_DIM, center=True, name="keys"))
        self.toast = root.add(Toast(BASE_W / 2 - 320, 0, 640, bottom=bottom - 60))

    def walk_levels(self, level: int, step: int) -> bool:
        """Up or Down from a level: the next one, the list scrolled to show it; False past an end."""
        n = level + step
        if not 0 <= n <= 10:
            return False
        if not self.first <= n < self.first + self.fit:
            self.first = n if n < self.first else n - self.fit + 1
            self.build()
        self.focus_ring.focus(f"level:{n}")
        return True

    def focus_order(self) -> list[Node]:
        return [*self.rows, *(b for b in self.arrows if b.enabled), self.back, self.reset, self.start_button]

    # ----- input ------------------------------------------------------------------------------------
    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "refused":
            self.toast.show(event.text, seconds=5)
            return True
        if event.kind != "button":
            return False
        bid = event.id
        focused = self.focus_ring.current()
        keep = focused.name if focused is not None else None
        if bid == "back":
            self.app.pop()
            return True
        if bid == "start":
            self.start()
            return True
        if bid.startswith("level:"):
            self.level = int(bid.split(":")[1])
            self.buy = self.package(self.level)
            keep = f"level:{self.level}"
        elif bid == "reset":
            self.buy = self.package(self.level)
        elif bid.startswith(("less:", "more:")):
            way, key = bid.split(":")
            values = next(v for k, _, v in ROWS if k == key)
            i = values.index(getattr(self.buy, key)) + (1 if way == "more" else -1)
            self.buy = dataclasses.replace(self.buy, **{key: values[i % len(values)]})
        else:
            return False
        self.build()
        if keep is not None:
            self.focus_ring.focus(keep)
        return True

    def start(self) -> None:
        try:
            self.begin(self.chosen_setup(), self.seed)
        except DataError as exc:      # the rules' own check: say it here, lose nothing chosen
            self.toast.show("; ".join(exc.problems), seconds=8)
