"""The settings screen: every player setting as a toggle or a stepper, saved at each change."""
from __future__ import annotations

import dataclasses
from typing import Any, Callable

import pygame

from . import fonts
from .app import BASE_H, BASE_W, App, Scene
from .focus import FocusRing
from .i18n import t
from .node import Node
from .palette import ATTRIBUTE, GOLD, INK_DIM, attribute_colour
from .settings import PACES
from .widgets import Button, FitLabel, Label, Toast

SPEEDS = (0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0, 4.0)
VOLUMES = tuple(round(i / 10, 1) for i in range(11))
TEXT_SIZES = (0.8, 0.9, 1.0, 1.1, 1.2, 1.3, 1.4, 1.5)
IDLE_SECONDS = (15, 30, 45, 60, 90, 120, 180, 300, 600)


@dataclasses.dataclass(frozen=True)
class Row:
    key: str                  # i18n key of the label ("settings.<key>"), and the row's id
    field: str                # the Settings field
    kind: str                 # "toggle" (bool), "choice" (one of values) or "stepper" (ordered values)
    values: tuple[Any, ...] = ()
    show: Callable[[Any, str], str] | None = None   # value -> text, for choices and steppers


def _percent(v: Any, lang: str) -> str:
    return f"{round(float(v) * 100)}%"


def _speed(v: Any, lang: str) -> str:
    return f"{float(v):g}\u00d7"


def _seconds(v: Any, lang: str) -> str:
    return t("demo.seconds", lang, n=int(v))


ROWS: tuple[Row, ...] = (
    Row("language", "language", "choice", ("en", "ko"), lambda v, lang: t("settings.language_name", v)),
    Row("speed", "animation_speed", "stepper", SPEEDS, _speed),
    Row("program_pace", "program_pace", "choice", PACES, lambda v, lang: t(f"settings.pace.{v}", lang)),
    Row("reduced_motion", "reduced_motion", "toggle"),
    Row("sound", "sound", "toggle"),
    Row("volume", "volume", "stepper", VOLUMES, _percent),
    Row("palette", "colorblind_palette", "toggle"),
    Row("text_size", "text_size", "stepper", TEXT_SIZES, _percent),
    Row("fullscreen", "fullscreen", "toggle"),
    Row("demo_idle", "demo_idle_seconds", "stepper", IDLE_SECONDS, _seconds),
)


def step_value(values: tuple[float, ...], current: float, direction: int, *, wrap: bool = False) -> float:
    """The next value up (direction 1) or down (-1) from ``current``, which need not be one of the
    steps (a hand-edited settings file). Clamps at the ends unless ``wrap``."""
    if direction > 0:
        bigger = [v for v in values if v > current + 1e-9]
        if bigger:
            return bigger[0]
        return values[0] if wrap else values[-1]
    smaller = [v for v in values if v < current - 1e-9]
    if smaller:
        return smaller[-1]
    return values[-1] if wrap else values[0]


class RowBack(Node):
    """The band behind a row, and the row's place in the keyboard order: Enter or Space changes the
    setting (steppers go round), Left and Right step it down and up."""

    focusable = True

    def __init__(self, x: float, y: float, w: float, h: float, *, name: str,
                 change: Callable[[int, bool], None]) -> None:
        super().__init__(x, y, w, h, z=-1, name=name)
        self.change = change

    def activate(self) -> None:
        self.change(1, True)

    def focus_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.change(1 if event.key == pygame.K_RIGHT else -1, False)
            return True
        return False

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        pygame.draw.line(surface, (40, 60, 58), r.bottomleft, r.bottomright, max(1, int(self.world_scale())))


class Swatches(Node):
    """The five attribute colours of the palette in use, so the choice can be seen."""

    def __init__(self, x: float, y: float, safe: bool) -> None:
        super().__init__(x, y, 5 * 20, 16, name="swatches")
        self.safe = safe

    def draw_self(self, surface: pygame.Surface) -> None:
        ox, oy = self.world_origin()
        s = self.world_scale()
        for i, attribute in enumerate(ATTRIBUTE):
            c = (int(ox + (i * 20 + 8) * s), int(oy + 8 * s))
            pygame.draw.circle(surface, attribute_colour(attribute, self.safe), c, int(7 * s))
            pygame.draw.circle(surface, (20, 20, 24), c, int(7 * s), max(1, int(s)))


class SettingsScene(Scene):
    ESC_BACK = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.controls: dict[str, list[Button]] = {}
        self.row_backs: list[RowBack] = []
        # the rows, then Back; the buttons inside a row are the mouse's, the row is the keyboard's
        self.focus_ring = FocusRing(self, order=lambda: [*self.row_backs, self.back_button])
        self.build()

    # ----- building ---------------------------------------------------------------------
    def build(self) -> None:
        self.root.clear()
        st = self.app.settings
        lang = self.lang
        ts = float(st.text_size)
        fonts.set_reading_scale(ts)    # labels draw at fonts.reading(size): keep it in step
        self._shown = st.to_dict()
        self.controls = {}
        self.row_backs = []

        self.root.add(Label(BASE_W / 2, 26, t("menu.settings", lang), size=34, color=GOLD, bold=True, center=True))
        self.back_button = self.root.add(Button(30, 22, 150, 44, t("back", lang), "back", size=20))

        left, right = 140, BASE_W - 140
        top = 92
        hint_top = BASE_H - 8 - fonts.reading(14) * 1.2
        row_h = min(50 + 16 * ts, (hint_top - 12 - top) / len(ROWS))   # every row fits above the hint
        ctrl_w, ctrl_h = 280, min(row_h - 14, 36 + 8 * ts)
        ctrl_x = right - 20 - ctrl_w
        label_x = left + 24
        text_w = ctrl_x - label_x - 24
        for i, row in enumerate(ROWS):
            y = top + i * row_h
            back = RowBack(left, y + 2, right - left, row_h - 4, name=f"row:{row.key}",
                           change=lambda d, w, key=row.key: self.change(key, d, wrap=w))
            self.row_backs.append(self.root.add(back))
            title = t("settings.language_both", lang) if row.key == "language" else t(f"settings.{row.key}", lang)
            # sizes as drawn (Label applies the text size itself)
            # the label grows with the text size; the help under it too, as far as the row has room (ten rows
            # at 150 % leave less than both at full size: the help gives way, never into the next row)
            label_px = 20 * ts
            help_px = max(11.0, min(14 * ts, (row_h - 2 - label_px * 1.15) / 1.25))
            block = label_px * 1.15 + help_px * 1.25
            ly = y + (row_h - block) / 2
            help_w = text_w - (120 if row.key == "palette" else 0)
            self.root.add(FitLabel(label_x, ly, title, max_w=text_w, size=20, bold=True,
                                   name=f"label:{row.key}"))
            self.root.add(FitLabel(label_x, ly + label_px * 1.15, t(f"settings.{row.key}_help", lang),
                                   max_w=help_w, size=help_px / ts, color=INK_DIM, name=f"help:{row.key}"))
            if row.key == "palette":
                self.root.add(Swatches(ctrl_x - 124, y + row_h / 2 - 8, bool(st.colorblind_palette)))
            cy = y + (row_h - ctrl_h) / 2
            size = 18 * ts      # the value's drawn size (widgets apply the text size themselves)
            value = getattr(st, row.field)
            if row.kind == "stepper":
                dec = Button(ctrl_x, cy, 64, ctrl_h, "\u2013", f"dec:{row.key}", size=22)
                inc = Button(ctrl_x + ctrl_w - 64, cy, 64, ctrl_h, "+", f"inc:{row.key}", size=22)
                dec.enabled = value > row.values[0] + 1e-9
                inc.enabled = value < row.values[-1] - 1e-9
                dec.why_disabled = inc.why_disabled = ""
                self.root.add(dec)
                self.root.add(inc)
                assert row.show is not None
                self.root.add(Label(ctrl_x + ctrl_w / 2, cy + (ctrl_h - size * 1.15) / 2, row.show(value, lang),
                                    size=18, bold=True, center=True, name=f"value:{row.key}"))
                self.controls[row.key] = [dec, inc]
            else:
                text = row.show(value, lang) if row.show else t("on" if value else "off", lang)
                b = Button(ctrl_x, cy, ctrl_w, ctrl_h, text, f"row:{row.key}", size=18,
                           accent=(GOLD if row.kind == "choice" or value else (110, 116, 124)))
                self.root.add(b)
                self.controls[row.key] = [b]
        self.root.add(FitLabel(BASE_W / 2, BASE_H - 8 - fonts.reading(14) * 1.2, t("settings.hint", lang),
                               max_w=BASE_W - 80, size=14, color=INK_DIM, center=True, name="hint"))
        said = getattr(self, "toast", None)
        self.toast = self.root.add(Toast(BASE_W / 2 - 320, 0, 640, bottom=BASE_H - 8))
        if said is not None and said.time_left > 0:      # a change's message outlives the rebuild it causes
            self.toast.show(said.text, seconds=said.time_left)

    def button(self, key: str) -> Button:
        """The control of a row (the toggle, or the stepper's "+"), for tests and tools."""
        return self.controls[key][-1]

    def say(self, row: Row) -> None:
        """A short message of what the row now is (in the language now chosen)."""
        lang = self.lang
        value = getattr(self.app.settings, row.field)
        text = row.show(value, lang) if row.show else t("on" if value else "off", lang)
        what = t("settings.language_both", lang) if row.key == "language" else t(f"settings.{row.key}", lang)
        self.toast.show(t("changed.now", lang, what=what, value=text))

    # ----- changing -----------------------------------------------------------------------
    def change(self, key: str, direction: int = 1, *, wrap: bool = False) -> None:
        """Flip a toggle or choice, or step a stepper up (1) or down (-1); save; show it."""
        row = next(r for r in ROWS if r.key == key)
        st = self.app.settings
        if row.field == "fullscreen":
            self.app.toggle_fullscreen()    # saves the settings itself
            self.build()
            self.say(row)
            return
        value = getattr(st, row.field)
        if row.kind == "toggle":
            new: Any = not value
        elif row.kind == "choice":
            i = row.values.index(value) if value in row.values else 0
            new = row.values[(i + direction) % len(row.values)]
        else:
            new = step_value(row.values, float(value), direction, wrap=wrap)
        if new == value:
            return
        setattr(st, row.field, new)
        st.clamp()
        self.app.save_settings()
        if row.field in ("sound", "volume") and st.sound:
            self.app.sounds.play("place")   # let the player hear the new loudness
        self.build()
        self.say(row)

    # ----- events -----------------------------------------------------------------------
    def on_ui(self, event: pygame.event.Event) -> bool:
        if event.kind == "refused":   # a stepper at its end: nothing to say
            return True
        if event.kind != "button":
            return False
        bid = event.id
        if bid == "back":
            self.app.pop()
            return True
        what, _, key = bid.partition(":")
        if key and any(r.key == key for r in ROWS):
            self.change(key, -1 if what == "dec" else 1)
            return True
        return False

    def update(self, dt: float) -> None:
        if self.app.settings.to_dict() != self._shown:   # changed elsewhere (F11)
            self.build()
        super().update(dt)
