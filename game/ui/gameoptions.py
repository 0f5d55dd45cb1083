"""A game's options before a game, for any game: one row per option the ruleset declares (a choice,
a whole number or on/off), its label and, for the row in focus, its help in the player's language.
An option that is a reading of a rule the document leaves open says so, with the rule.

Opened from the deck picker, which builds the game's setup from the values chosen here (the same
way the command line's ``--set`` does). The values are remembered per game in the settings.
"""
from __future__ import annotations

from typing import Any, Iterable

import pygame

from game.engine.registry import Option, RulesetInfo

from . import deckoptions, fonts, games
from .app import BASE_H, BASE_W, App, Scene
from .focus import FocusRing
from .i18n import STRINGS, t
from .palette import GOLD, INK, INK_DIM
from .settings_scene import RowBack
from .widgets import Button, FitLabel, Label, Panel, TextView, Toast

STRINGS.update({
    "opts.title": ("{game}: game options", "{game}: 게임 옵션"),
    "opts.done": ("Done", "완료"),
    "opts.defaults": ("Defaults", "기본값"),
    "opts.default": ("Default: {value}", "기본값: {value}"),
    "opts.reading": ("A reading of rule {rule}", "규칙 {rule}의 해석"),
    "opts.reading_help": ("The rules leave this open ({rule}); the rules reference shows the choice under that rule.",
                          "규칙이 정하지 않은 부분입니다({rule}). 규칙 참고서의 해당 규칙 아래에 이 선택이 나옵니다."),
    "opts.keys": ("\u2191/\u2193: option   \u2190/\u2192 or Enter: change   Esc: done",
                  "\u2191/\u2193: 옵션   \u2190/\u2192 또는 Enter: 바꾸기   Esc: 완료"),
    "opts.rows": ("options {a}-{b} of {n}", "옵션 {n}개 중 {a}-{b}"),
})


class OptionRow(RowBack):
    """A row of the options list: Up and Down walk the whole list, scrolling it where it does not all
    fit; past its ends the ring moves on (to Done)."""

    def __init__(self, *a: Any, walk_to: Any, **k: Any) -> None:
        super().__init__(*a, **k)
        self.walk_to = walk_to

    def focus_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            return bool(self.walk_to(self.name[4:], 1 if event.key == pygame.K_DOWN else -1))
        return super().focus_key(event)


class GameOptionsScene(Scene):
    """``values``: the chosen values by option id, changed in place (the caller reads them back);
    ``hidden``: options another screen chooses (the decks)."""

    def __init__(self, app: App, info: RulesetInfo, values: dict[str, Any], *, hidden: Iterable[str] = (),
                 players: int = 2) -> None:
        super().__init__(app)
        self.info = info
        self.values = values
        self.players = players
        self.declared: list[Option] = [o for o in info.options if o.id not in set(hidden)]
        self.options: list[Option] = self.declared
        self.row_backs: list[RowBack] = []
        self.controls: dict[str, list[Button]] = {}
        self.pointed: str | None = None        # the option under the mouse
        self.first = 0                         # the first option shown, where they do not all fit
        self.focus_ring = FocusRing(self, order=lambda: [*self.row_backs, self.done, self.defaults])
        self.build()

    def value(self, o: Option) -> Any:
        return self.values.get(o.id, o.default)

    # ----- building ---------------------------------------------------------------------
    def build(self) -> None:
        self.root.clear()
        lang = self.lang
        # the seats' deck options offer the player's own decks of the format chosen (a game without a deck picker)
        self.options = deckoptions.with_user_decks(self.info, self.values, self.declared, self.players)
        ts = float(self.app.settings.text_size)
        fonts.set_reading_scale(ts)
        self._built_for = (lang, ts)
        self.row_backs, self.controls = [], {}
        self.root.add(FitLabel(BASE_W / 2, 26, t("opts.title", lang, game=self.info.names.get(lang)), max_w=BASE_W - 420,
                               size=30, color=GOLD, bold=True, center=True, name="title"))
        self.done = self.root.add(Button(30, 22, 150, 44, t("opts.done", lang), "back", size=20))
        self.defaults = self.root.add(Button(BASE_W - 180, 22, 150, 44, t("opts.defaults", lang), "defaults", size=18))
        hint_top = BASE_H - 8 - fonts.reading(14) * 1.2
        help_h = fonts.reading(15) * 1.3 * 4 + 20
        help_y = hint_top - 10 - help_h
        left, right, top = 140, BASE_W - 140, 92
        # rows keep the height their text needs; a game with more options than fit (Clash of Decks has
        # 20 and more) scrolls its list rather than squeezing the rows onto each other
        row_h = 46 + 24 * ts
        self.fit = max(1, int((help_y - 10 - top) // row_h))
        self.first = max(0, min(self.first, len(self.options) - self.fit))
        ctrl_w, ctrl_h = 280, min(row_h - 14, 36 + 8 * ts)
        ctrl_x = right - 20 - ctrl_w
        label_x = left + 24
        text_w = ctrl_x - label_x - 24
        for i, o in enumerate(self.options[self.first:self.first + self.fit]):
            y = top + i * row_h
            back = OptionRow(left, y + 2, right - left, row_h - 4, name=f"row:{o.id}",
                             change=lambda d, w, oid=o.id: self.change(oid, d, wrap=w), walk_to=self.walk_rows)
            self.row_backs.append(self.root.add(back))
            label_px, sub_px = 20 * ts, max(11.0, 13 * ts)
            block = label_px * 1.2 + sub_px * 1.25
            ly = y + (row_h - block) / 2
            self.root.add(FitLabel(label_x, ly, o.label.get(lang), max_w=text_w, size=20, bold=True,
                                   name=f"label:{o.id}"))
            sub = t("opts.default", lang, value=games.value_label(o, o.default, lang))
            if o.reading:
                sub = f"{t('opts.reading', lang, rule=o.rule)} \u00b7 {sub}"
            self.root.add(FitLabel(label_x, ly + label_px * 1.2, sub, max_w=text_w, size=sub_px / ts,
                                   color=GOLD if o.reading else INK_DIM, name=f"sub:{o.id}"))
            cy = y + (row_h - ctrl_h) / 2
            size = 18 * ts      # the value's drawn size (widgets apply the text size themselves)
            value = self.value(o)
            if o.kind == "int":
                dec = Button(ctrl_x, cy, 64, ctrl_h, "\u2013", f"dec:{o.id}", size=22)
                inc = Button(ctrl_x + ctrl_w - 64, cy, 64, ctrl_h, "+", f"inc:{o.id}", size=22)
                dec.enabled, inc.enabled = value > o.low, value < o.high
                dec.why_disabled = inc.why_disabled = ""
                self.root.add(dec)
                self.root.add(inc)
                self.root.add(Label(ctrl_x + ctrl_w / 2, cy + (ctrl_h - size * 1.15) / 2, str(value), size=18,
                                    bold=True, center=True, name=f"value:{o.id}"))
                self.controls[o.id] = [dec, inc]
            else:
                b = Button(ctrl_x, cy, ctrl_w, ctrl_h, games.value_label(o, value, lang), f"set:{o.id}", size=18,
                           accent=GOLD if o.kind == "choice" or value else (110, 116, 124))
                self.controls[o.id] = [self.root.add(b)]
        self.root.add(Panel(left, help_y, right - left, help_h, alpha=200))
        self.help = self.root.add(TextView(left + 14, help_y + 10, right - left - 28, help_h - 20, size=15,
                                           name="help"))
        keys = t("opts.keys", lang)
        if len(self.options) > self.fit:
            last = min(len(self.options), self.first + self.fit)
            keys += "   " + t("opts.rows", lang, a=self.first + 1, b=last, n=len(self.options))
        self.root.add(FitLabel(BASE_W / 2, hint_top, keys, max_w=BASE_W - 80, size=14, color=INK_DIM,
                               center=True, name="keys"))
        said = getattr(self, "toast", None)
        self.toast = self.root.add(Toast(BASE_W / 2 - 320, 0, 640, bottom=help_y - 6))
        if said is not None and said.time_left > 0:      # a change's message outlives the rebuild it causes
            self.toast.show(said.text, seconds=said.time_left)
        self.show_help()

    def walk_rows(self, option_id: str, step: int) -> bool:
        """Up or Down from a row: the next option, the list scrolled to show it; False past an end."""
        ids = [o.id for o in self.options]
        i = ids.index(option_id) + step
        if not 0 <= i < len(ids):
            return False
        if not self.first <= i < self.first + self.fit:
            self.first = i if i < self.first else i - self.fit + 1
            self.build()
        self.focus_ring.focus(f"row:{ids[i]}")
        return True

    def button(self, option_id: str) -> Button:
        """The control of a row (the choice or toggle, or the stepper's "+"), for tests and tools."""
        return self.controls[option_id][-1]

    def show_help(self) -> None:
        """The help of the row the mouse is on, else of the row in focus, else of the first."""
        lang = self.lang
        focused = self.focus_ring.current()
        oid = self.pointed or (focused.name[4:] if focused is not None and focused.name.startswith("row:") else None)
        o = self.option(oid) if oid else (self.options[0] if self.options else None)
        if o is None:
            self.help.items = []
            return
        items: list[tuple[str, Any]] = [(f"{o.label.get(lang)}: {games.option_help(o, lang)}", INK)]
        if o.reading:
            items.append((t("opts.reading_help", lang, rule=o.rule), GOLD))
        pitch = deckoptions.pitch(self.info, o.id, self.values.get(o.id, o.default), lang)
        if pitch:                                  # the chosen deck's plan, as its deck tells it
            items.append((pitch, INK_DIM))
        self.help.items = items

    def option(self, option_id: str) -> Option | None:
        """An option as this screen offers it (a deck option with the player's decks among its choices)."""
        return next((o for o in self.options if o.id == option_id), None) or self.info.option(option_id)

    # ----- changing -----------------------------------------------------------------------
    def change(self, option_id: str, direction: int = 1, *, wrap: bool = False) -> None:
        """The next choice (or the one before), one more or less (a number), on or off; remembered."""
        o = self.option(option_id)
        if o is None:
            return
        value = self.value(o)
        if o.kind == "choice":
            i = o.choices.index(value) if value in o.choices else 0
            new: Any = o.choices[(i + direction) % len(o.choices)]
        elif o.kind == "int":
            new = value + direction
            if not o.low <= new <= o.high:
                new = (o.low if direction > 0 else o.high) if wrap else value
        else:
            new = not value
        if new == value:
            return
        self.values[o.id] = new
        games.remember_options(self.app, self.info, self.values)
        self.build()
        lang = self.lang
        self.toast.show(t("changed.now", lang, what=o.label.get(lang), value=games.value_label(o, new, lang)))

    def reset(self) -> None:
        for o in self.options:
            self.values.pop(o.id, None)
        games.remember_options(self.app, self.info, self.values)
        self.build()

    # ----- events -----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        if event.type == pygame.MOUSEWHEEL and len(self.options) > self.fit:
            self.first = max(0, min(len(self.options) - self.fit, self.first - event.y))
            self.build()
            return True
        if event.type == pygame.MOUSEMOTION:
            row = next((r for r in self.row_backs if r.hit(*event.pos)), None)
            self.pointed = row.name[4:] if row is not None else None
        elif event.type == pygame.KEYDOWN:
            self.pointed = None        # the keyboard moved on: the help follows the ring
        handled = super().handle_event(event)
        self.show_help()
        return handled

    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "refused":       # a number at its end: nothing to say
            return True
        if event.kind != "button":
            return False
        bid = event.id
        if bid == "back":
            self.app.pop()
        elif bid == "defaults":
            self.reset()
        else:
            what, _, oid = bid.partition(":")
            if what not in ("set", "dec", "inc") or self.info.option(oid) is None:
                return False
            self.change(oid, -1 if what == "dec" else 1)
        return True

    def update(self, dt: float) -> None:
        if (self.lang, float(self.app.settings.text_size)) != self._built_for:
            self.build()
        super().update(dt)
