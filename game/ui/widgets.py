"""Buttons, labels, panels, messages, dialogs and text entry: the screens' small furniture.

Text in every widget is drawn at ``fonts.reading(size)``, the player's text size, and shrinks only
where it would not fit its box. Buttons and the other controls can take the keyboard focus
(``focusable``, ``activate``; see ``focus.py``).
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from . import fonts
from .node import Node, post
from .palette import (BAD, BUTTON, BUTTON_HOVER, BUTTON_OFF, BUTTON_OFF_EDGE, CHIP, GOLD, GOOD, HILITE, INK,
                      INK_DIM, PANEL, PANEL_EDGE, TEXT_SELECTION, TOAST_BG, attribute_colour, selected_fill)
from .textedit import LineEdit


def fit_size(text: str, size: float, width: float, bold: bool = False, floor: float = 9) -> float:
    """The largest font size, at most ``size``, at which ``text`` fits ``width`` pixels."""
    return fonts.fit_size(text, size, width, bold, floor)


def draw_mark(surface: pygame.Surface, kind: str, rect: pygame.Rect, colour: Any = None) -> None:
    """A status told by shape, not by colour alone: "good" a tick, "bad" a cross, "warn" a
    triangle with an exclamation mark, "no" a barred circle."""
    colour = colour or {"good": GOOD, "bad": BAD, "warn": GOLD, "no": BAD}.get(kind, INK)
    x, y, w, h = rect
    lw = max(2, int(min(w, h) / 6))
    if kind == "good":
        pygame.draw.lines(surface, colour, False, [(x + w * 0.1, y + h * 0.55), (x + w * 0.4, y + h * 0.85),
                                                    (x + w * 0.92, y + h * 0.15)], lw)
    elif kind == "bad":
        pygame.draw.line(surface, colour, (x + w * 0.15, y + h * 0.15), (x + w * 0.85, y + h * 0.85), lw)
        pygame.draw.line(surface, colour, (x + w * 0.85, y + h * 0.15), (x + w * 0.15, y + h * 0.85), lw)
    elif kind == "warn":
        pygame.draw.polygon(surface, colour, [(x + w / 2, y), (x + w, y + h), (x, y + h)], lw)
        pygame.draw.line(surface, colour, (x + w / 2, y + h * 0.35), (x + w / 2, y + h * 0.68), lw)
        pygame.draw.circle(surface, colour, (x + w / 2, y + h * 0.84), max(1, lw / 2 + 0.5))
    elif kind == "no":
        c = (x + w / 2, y + h / 2)
        pygame.draw.circle(surface, colour, c, min(w, h) / 2, lw)
        k = min(w, h) * 0.33
        pygame.draw.line(surface, colour, (c[0] - k, c[1] + k), (c[0] + k, c[1] - k), lw)


class Label(Node):
    """A line of text at the player's text size. A left-aligned label may carry a ``mark``
    ("good", "bad", "warn") drawn before it, so a state is not told by its colour alone."""

    def __init__(self, x: float, y: float, text: str = "", *, size: float = 18, color=INK, bold: bool = False,
                 center: bool = False, z: int = 0, name: str = "") -> None:
        super().__init__(x, y, 0, 0, z=z, name=name)
        self.text, self.size, self.color, self.bold, self.center = text, size, color, bold, center
        self.mark: str | None = None

    def draw_self(self, surface: pygame.Surface) -> None:
        if not self.text:
            return
        s = self.world_scale()
        img = fonts.text(self.text, fonts.reading(self.size) * s, self.color, self.bold)
        ox, oy = self.world_origin()
        if self.center:
            ox -= img.get_width() / 2
        elif self.mark:
            m = int(img.get_height() * 0.7)
            draw_mark(surface, self.mark, pygame.Rect(int(ox), int(oy + (img.get_height() - m) / 2), m, m), self.color)
            ox += m + 6 * s
        surface.blit(img, (ox, oy))


class FitLabel(Label):
    """A label that shrinks its font until the text fits ``max_w`` logical pixels (long
    translations, big text). Labels draw at ``fonts.reading(size)``: the text-size setting."""

    def __init__(self, x: float, y: float, text: str, *, max_w: float, **kw: Any) -> None:
        super().__init__(x, y, text, **kw)
        self.max_w = max_w
        size = self.size
        while fonts.reading(size) > 10 and self.rendered_size(size)[0] > max_w:
            size -= 0.5
        self.size = size

    def rendered_size(self, size: float | None = None) -> tuple[int, int]:
        """Width and height of the text in logical pixels, as drawn."""
        px = fonts.reading(self.size if size is None else size)
        return fonts.width(self.text, px, self.bold), fonts.font(px, self.bold).get_height()


class Panel(Node):
    def __init__(self, x: float, y: float, w: float, h: float, *, color=PANEL, edge=PANEL_EDGE, alpha: int = 235,
                 radius: int = 10, z: int = 0, name: str = "") -> None:
        super().__init__(x, y, w, h, z=z, name=name)
        self.color, self.edge, self.alpha, self.radius = color, edge, alpha, radius
        self._cache: tuple[tuple[int, int], pygame.Surface] | None = None

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        if self._cache is None or self._cache[0] != r.size:
            img = pygame.Surface(r.size, pygame.SRCALPHA)
            rad = int(self.radius * self.world_scale())
            pygame.draw.rect(img, (*self.color, self.alpha), img.get_rect(), border_radius=rad)
            pygame.draw.rect(img, self.edge, img.get_rect(), width=max(1, int(2 * self.world_scale())), border_radius=rad)
            self._cache = (r.size, img)
        surface.blit(self._cache[1], r.topleft)


class Pressable(Node):
    """A node the pointer lights up (``hover``) and a left click uses, as the keyboard's Enter does:
    both call ``activate``."""

    hover = False

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.hit(*event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hit(*event.pos):
            self.activate()
            return True
        return False


class Button(Pressable):
    """A button posts ("button", id=...) when clicked or used from the keyboard. A disabled one
    says why on hover (and when used). Its label is drawn at the player's text size, shrunk only
    as far as it must be to fit."""

    focusable = True

    def __init__(self, x: float, y: float, w: float, h: float, label: str, button_id: str, *, size: float = 18,
                 z: int = 0, accent=GOLD, on_click: Callable[[], Any] | None = None) -> None:
        super().__init__(x, y, w, h, z=z, name=f"button:{button_id}")
        self.label, self.button_id, self.size, self.accent = label, button_id, size, accent
        self.enabled = True
        self.why_disabled = ""
        self.on_click = on_click

    def click(self) -> None:
        if not self.enabled:
            post("refused", text=self.why_disabled)
            return
        if self.on_click is not None:
            self.on_click()
        else:
            post("button", id=self.button_id)

    def activate(self) -> None:
        self.click()

    def label_size(self, s: float, width: float | None = None) -> float:
        """The label's pixel size: the text size setting, shrunk to fit the button."""
        r_w = (self.w * s if width is None else width) - 14 * s
        size = min(fonts.reading(self.size) * s, (self.h * s - 4 * s) / 1.15)
        return fit_size(self.label, size, r_w, True, min(size, 9 * s))

    def tip_shown(self) -> bool:
        return self.hover and not self.enabled and bool(self.why_disabled)

    def layer_key(self) -> tuple[Any, ...]:
        """What decides its pixels (the table's layer bakes it while this stays; ``table/layer.py``)."""
        return (tuple(self.world_rect()), self.world_scale(), self.label, self.size, self.accent, self.enabled,
                self.hover, self.why_disabled if self.tip_shown() else "")

    def layer_bounds(self) -> pygame.Rect | None:
        """Its face; None when its reason shows beside it (then where it draws is measured)."""
        return None if self.tip_shown() else self.world_rect()

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        rad = int(8 * s)
        base = BUTTON if self.enabled else BUTTON_OFF
        if self.enabled and self.hover:
            base = BUTTON_HOVER
        pygame.draw.rect(surface, base, r, border_radius=rad)
        edge = self.accent if self.enabled else BUTTON_OFF_EDGE
        pygame.draw.rect(surface, edge, r, width=max(1, int(2 * s)), border_radius=rad)
        img = fonts.text(self.label, self.label_size(s), INK if self.enabled else INK_DIM, True)
        surface.blit(img, img.get_rect(center=r.center))
        if self.tip_shown():
            reason_tip(surface, self.why_disabled, r, s)


def reason_tip(surface: pygame.Surface, text: str, over: pygame.Rect, s: float) -> pygame.Rect:
    """Why a greyed control is greyed, in a box over it (under it when there is no room above): wrapped to a
    readable width and kept whole inside the window, never one long line running off its edge."""
    px = fonts.reading(14) * s
    pad_x, pad_y = int(8 * s), int(5 * s)
    screen = surface.get_rect()
    room = int(min(460 * s, screen.w - 2 * pad_x - 8))
    lines = fonts.wrap(text, px, room) or [text]
    imgs = [fonts.text(line, px, INK) for line in lines]
    w = max(i.get_width() for i in imgs) + 2 * pad_x
    h = sum(i.get_height() for i in imgs) + 2 * pad_y
    box = pygame.Rect(0, 0, w, h)
    box.midbottom = (over.centerx, over.top - int(4 * s))
    if box.top < screen.top:
        box.midtop = (over.centerx, over.bottom + int(4 * s))
    box.clamp_ip(screen)
    pygame.draw.rect(surface, TOAST_BG, box, border_radius=int(6 * s))
    y = box.top + pad_y
    for img in imgs:
        surface.blit(img, (box.left + pad_x, y))
        y += img.get_height()
    return box



class Toggle(Button):
    """A chip that is on or off (filled and thick-edged when on); optional attribute glyph;
    right-click calls ``on_right``."""

    def __init__(self, x: float, y: float, w: float, h: float, label: str, button_id: str, *, size: float = 15,
                 attribute: str | None = None, safe: bool = False, on: bool = False,
                 on_right: Callable[[], Any] | None = None, z: int = 0) -> None:
        super().__init__(x, y, w, h, label, button_id, size=size, z=z)
        self.on = on
        self.attribute = attribute
        self.safe = safe
        self.on_right = on_right

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.on_right and self.hit(*event.pos):
            self.on_right()
            return True
        return super().on_event(event)

    def draw_self(self, surface: pygame.Surface) -> None:
        from .cardart import draw_attribute_glyph
        r = self.world_rect()
        s = self.world_scale()
        rad = int(8 * s)
        col = attribute_colour(self.attribute, self.safe) if self.attribute else self.accent
        base = selected_fill(col) if self.on else (BUTTON_HOVER if self.hover else CHIP)
        pygame.draw.rect(surface, base, r, border_radius=rad)
        pygame.draw.rect(surface, col if self.on else (84, 94, 110), r, width=max(1, int((3 if self.on else 1) * s)),
                         border_radius=rad)
        x0 = r.x + 8 * s
        avail = r.w - 16 * s
        if self.attribute:
            g = pygame.Rect(0, 0, int(r.h * 0.55), int(r.h * 0.55))
            g.midleft = (int(x0), r.centery)
            draw_attribute_glyph(surface, self.attribute, g, col)
            x0 += g.w + 6 * s
            avail -= g.w + 6 * s
        size = self.label_size(s, avail + 14 * s)
        img = fonts.text(self.label, size, INK if self.on or self.hover else INK_DIM, True)
        if self.attribute:
            surface.blit(img, img.get_rect(midleft=(int(x0), r.centery)))
        else:
            surface.blit(img, img.get_rect(center=r.center))


class TextView(Node):
    """Wrapped paragraphs, each (text, colour) or (text, colour, mark), clipped to the node's height.
    A mark ("good", "bad", "warn") is drawn before the paragraph, so its meaning is not in the
    colour alone. The text is drawn at the player's text size; if it does not fit, smaller (down
    to four fifths), then cut with an ellipsis on the last line shown."""

    def __init__(self, x: float, y: float, w: float, h: float, *, size: float = 14, name: str = "") -> None:
        super().__init__(x, y, w, h, name=name)
        self.size = size
        self.items: list[tuple[Any, ...]] = []
        self.shown_lines: list[str] = []

    def _lay(self, fs: float, s: float) -> list[tuple[str, Any, float, str | None]]:
        laid: list[tuple[str, Any, float, str | None]] = []
        y = 0.0
        for item in self.items:
            text, col = item[0], item[1]
            mark = item[2] if len(item) > 2 else None
            indent = int(fs * 1.15) if mark else 0
            for i, line in enumerate(fonts.wrap(text, fs, int(self.w * s) - indent)):
                laid.append((line, col, y, mark if i == 0 else ("" if mark else None)))
                y += fs * 1.3
            y += 4 * s
        return laid

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        ox, oy = self.world_origin()
        full = fonts.reading(self.size) * s
        fs = full
        laid = self._lay(fs, s)
        while laid and laid[-1][2] + fs * 1.3 > self.h * s + 1 and fs > full * 0.8:
            fs -= 0.5
            laid = self._lay(fs, s)
        step = fs * 1.3
        self.shown_lines = []
        fits = [item for item in laid if item[2] + step <= self.h * s + 1]
        if len(fits) < len(laid) and fits:     # more than fits: say so on the last line shown
            line, col, ly, mark = fits[-1]
            room = self.w * s - (int(fs * 1.15) if mark is not None else 0)
            fits[-1] = (fonts.clip(line, fs, room, mark=" \u2026", more=True), col, ly, mark)
        for line, col, ly, mark in fits:
            x = ox
            if mark is not None:
                m = int(fs * 0.85)
                if mark:
                    draw_mark(surface, mark, pygame.Rect(int(ox), int(oy + ly + (fs * 1.2 - m) / 2), m, m), col)
                x += int(fs * 1.15)
            surface.blit(fonts.text(line, fs, col), (x, oy + ly))
            self.shown_lines.append(line)


class TextField(Node):
    """A one-line text entry: click (or Enter while it has the keyboard focus) to type (TEXTINPUT, so
    Korean IME works), edit with the keys of every text field (``textedit.LineEdit``); Enter, Tab or Esc
    to finish."""

    focusable = True

    def __init__(self, x: float, y: float, w: float, h: float, text: str = "", *, name: str = "name_field",
                 max_len: int = 32) -> None:     # 32: a deck's name
        super().__init__(x, y, w, h, name=name)
        self.line = LineEdit(text, max_len=max_len)
        self.composing = ""
        self.focused = False
        self.on_change: Callable[[str], Any] | None = None

    @property
    def text(self) -> str:
        return self.line.text

    @text.setter
    def text(self, text: str) -> None:
        self.line.set(text)

    @property
    def max_len(self) -> int:
        return self.line.max_len

    def focus(self, on: bool) -> None:
        if on == self.focused:
            return
        self.focused = on
        self.composing = ""
        if on:
            r = self.world_rect()
            try:
                pygame.key.start_text_input()
                pygame.key.set_text_input_rect(r)
            except pygame.error:
                pass

    def activate(self) -> None:
        self.focus(True)

    def _changed(self) -> None:
        if self.on_change:
            self.on_change(self.text)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            inside = self.hit(*event.pos)
            self.focus(inside and event.button == 1)
            return inside
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            before = self.text
            self.line.insert(event.text)
            if self.text != before:
                self._changed()
            self.composing = ""
            return True
        if event.type == pygame.TEXTEDITING:
            self.composing = event.text
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.focus(False)
            elif not self.composing:      # while the input method composes, the keys are its own
                before = self.text
                self.line.key(event.key, event.mod)
                if self.text != before:
                    self._changed()
            return True   # keys typed into the field are not shortcuts
        return False

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        pygame.draw.rect(surface, (14, 16, 22), r, border_radius=int(6 * s))
        pygame.draw.rect(surface, HILITE if self.focused else (84, 94, 110), r, width=max(1, int(2 * s)),
                         border_radius=int(6 * s))
        fs = min(fonts.reading(19) * s, r.h * 0.62)
        f = fonts.font(fs, True)
        line = self.line
        clip = surface.get_clip()
        surface.set_clip(r.inflate(-int(4 * s), -int(4 * s)))
        caret_w = f.size(line.text[:line.caret])[0]
        comp_w = f.size(self.composing)[0] if self.composing else 0
        width = f.size(line.text)[0] + comp_w
        room = r.w - 24 * s
        x = r.x + 10 * s - max(0, min(width - room, caret_w - room / 2))    # the caret stays in view
        a, b = line.selection
        if a != b and self.focused:
            band = pygame.Rect(int(x + f.size(line.text[:a])[0]), int(r.y + 8 * s), int(f.size(line.text[a:b])[0]),
                               int(r.h - 16 * s))
            pygame.draw.rect(surface, TEXT_SELECTION, band)
        for part, at in ((line.text[:line.caret], x), (line.text[line.caret:], x + caret_w + comp_w)):
            if part:
                img = fonts.text(part, fs, INK, True)
                surface.blit(img, img.get_rect(midleft=(int(at), r.centery)))
        if self.composing:
            comp = fonts.text(self.composing, fs, HILITE, True)
            cr = comp.get_rect(midleft=(int(x + caret_w), r.centery))
            surface.blit(comp, cr)
            pygame.draw.line(surface, HILITE, cr.bottomleft, cr.bottomright, max(1, int(s)))
        if self.focused:    # a steady caret: nothing blinks to distract, a still screen costs no frames
            cx = x + caret_w + comp_w
            pygame.draw.line(surface, INK, (cx + 2, r.y + 8 * s), (cx + 2, r.bottom - 8 * s), max(1, int(2 * s)))
        surface.set_clip(clip)
        if not self.focused:
            pen = pygame.Rect(0, 0, int(14 * s), int(14 * s))
            pen.midright = (r.right - int(10 * s), r.centery)
            pygame.draw.line(surface, INK_DIM, pen.bottomleft, pen.topright, max(1, int(2 * s)))
            pygame.draw.line(surface, INK_DIM, pen.bottomleft, (pen.x + pen.w * 0.35, pen.bottom), max(1, int(2 * s)))


class Toast(Node):
    """A message that fades out: refusal reasons, saves, hints. With ``bottom`` it grows upward
    from that line, so a long message never runs off the screen."""

    def __init__(self, x: float, y: float, w: float, *, z: int = 900, bottom: float | None = None) -> None:
        super().__init__(x, y, w, 0, z=z, name="toast")
        self.text = ""
        self.color = INK
        self.time_left = 0.0
        self.bottom = bottom

    def show(self, text: str, *, seconds: float = 3.5, color=INK) -> None:
        self.text, self.time_left, self.color = text, seconds, color

    def update(self, dt: float) -> None:
        self.time_left = max(0.0, self.time_left - dt)

    MAX_LINES = 14     # a message quoting a long file is cut here: the screen stays readable and quick

    def lines(self, s: float = 1.0) -> list[str]:
        lines = fonts.wrap(self.text, fonts.reading(17) * s, int(self.w * s) - int(24 * s))
        if len(lines) > self.MAX_LINES:
            lines = lines[:self.MAX_LINES - 1] + [fonts.clip(lines[self.MAX_LINES - 1], fonts.reading(17) * s,
                                                              int(self.w * s) - int(24 * s), more=True)]
        return lines

    def height(self) -> float:
        """Logical height of the box for the current text."""
        return len(self.lines()) * fonts.reading(17) * 1.3 + 16

    def layer_bounds(self) -> pygame.Rect:
        """Its box (the table draws it live, as it fades, where nothing above it is: ``table/layer.py``)."""
        return self.box()[0] if self.time_left > 0 and self.text else pygame.Rect(0, 0, 0, 0)

    def box(self) -> tuple[pygame.Rect, list[str]]:
        """Where it stands on the screen for its words now, and its lines."""
        s = self.world_scale()
        lines = self.lines(s)
        h = int((len(lines) * fonts.reading(17) * 1.3 + 16) * s)
        self.h = h / s  # so a click on the message can be told apart
        if self.bottom is not None:
            self.y = self.bottom - self.h
        ox, oy = self.world_origin()
        return pygame.Rect(int(ox), int(oy), int(self.w * s), h), lines

    def draw_self(self, surface: pygame.Surface) -> None:
        if self.time_left <= 0 or not self.text:
            return
        s = self.world_scale()
        size = fonts.reading(17)
        r, lines = self.box()
        box = pygame.Surface(r.size, pygame.SRCALPHA)
        alpha = int(235 * min(1.0, self.time_left / 0.4))
        pygame.draw.rect(box, (*TOAST_BG, alpha), box.get_rect(), border_radius=int(10 * s))
        pygame.draw.rect(box, (*self.color[:3], alpha), box.get_rect(), width=max(1, int(2 * s)), border_radius=int(10 * s))
        for i, line in enumerate(lines):
            img = fonts.text(line, size * s, self.color).copy()
            img.set_alpha(alpha)
            box.blit(img, (int(12 * s), int((8 + i * size * 1.3) * s)))
        surface.blit(box, r.topleft)


class Dialog(Node):
    """A question over the whole screen: a title, a few lines and a row of buttons. Modal: nothing
    under it hears the mouse, the keyboard focus stays in it, Esc answers ``cancel``."""

    modal = True
    W = 640

    def __init__(self, *, z: int = 2500, name: str = "dialog") -> None:
        from .app import BASE_H, BASE_W
        super().__init__(0, 0, BASE_W, BASE_H, z=z, name=name)
        self.visible = False
        self.cancel_id = ""
        self.default_focus = ""
        self.title = ""

    def open(self, title: str, body: str, buttons: list[tuple[str, str]], *, cancel: str,
             default: str | None = None, edge=GOLD, keys: str = "") -> None:
        """``buttons``: (label, id) pairs, left to right; each posts ("button", id=...). ``keys``: a
        line under the buttons saying which keys answer."""
        self.clear()
        self.title, self.cancel_id = title, cancel
        self.default_focus = f"button:{default or buttons[0][1]}"
        w = self.W
        pad = 28
        tsize, bsize = fonts.reading(26), fonts.reading(18)
        title_lines = fonts.wrap(title, tsize, w - 2 * pad, True)
        body_lines = fonts.wrap(body, bsize, w - 2 * pad) if body else []
        button_h = 40 + 12 * fonts.reading(1.0)
        ksize = fonts.reading(15)
        keys_h = ksize * 1.3 + 12 if keys else 0.0
        h = pad + len(title_lines) * tsize * 1.25 + 10 + len(body_lines) * bsize * 1.35 + 22 + button_h + keys_h + pad
        x, y = (self.w - w) / 2, max(10.0, (self.h - h) / 2)
        self.add(Panel(x, y, w, h, alpha=252, edge=edge, name="dialog:panel"))
        yy = y + pad
        for line in title_lines:
            self.add(Label(x + pad, yy, line, size=26, color=GOLD, bold=True))
            yy += tsize * 1.25
        yy += 10
        for line in body_lines:
            self.add(Label(x + pad, yy, line, size=18, color=INK))
            yy += bsize * 1.35
        yy += 22
        gap = 16
        bw = (w - 2 * pad - gap * (len(buttons) - 1)) / len(buttons)
        for i, (label, bid) in enumerate(buttons):
            self.add(Button(x + pad + i * (bw + gap), yy, bw, button_h, label, bid, size=19, z=1))
        if keys:
            self.add(Label(x + w / 2, yy + button_h + 12, keys, size=15, color=INK_DIM, center=True, name="dialog:keys"))
        self.visible = True

    def close(self) -> None:
        self.visible = False
        self.clear()

    def cancel(self) -> None:
        post("button", id=self.cancel_id)

    def draw_self(self, surface: pygame.Surface) -> None:
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 170))
        surface.blit(dim, (0, 0))

    def on_event(self, event: pygame.event.Event) -> bool:
        # nothing under the dialog hears the mouse while it is open
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL, pygame.MOUSEMOTION)
