"""The bundled Hangul-capable font, cached per size; Japanese text (a rule sheet's lines) in a
Japanese font, since the Hangul font lacks some of its kanji and half-width punctuation."""
from __future__ import annotations

import math

import pygame

from game.resources import bundled

from .cache import LruCache

_REGULAR = str(bundled("assets", "fonts", "NanumSquareR.ttf"))
_BOLD = str(bundled("assets", "fonts", "NanumSquareB.ttf"))
# a subset of Noto Sans CJK JP: the characters of the bundled Japanese rule sheet, Latin and punctuation
_JAPANESE = str(bundled("assets", "fonts", "NotoSansCJKjp-Regular-subset.otf"))
_CACHE: dict[tuple[int, bool, bool], pygame.font.Font] = {}
_READING = [1.0]  # the player's text-size setting, for running text (logs, prompts, messages)
_TEXT = LruCache(1500)
_FITTED = LruCache(2000)   # clip() and fit_size() answers, by text, size and width
_WRAPPED = LruCache(600)   # wrap() answers: a long message is broken into lines once, not every frame
MAX_LINE = 1000            # characters a line is drawn with: more is wider than any screen at any size
MAX_WRAPPED = 6000         # characters a wrapped text is broken into lines from: a screenful and more
ELLIPSIS = "\u2026"


def font(size: float, bold: bool = False, *, japanese: bool = False) -> pygame.font.Font:
    px = max(6, int(round(size)))
    key = (px, bold, japanese)
    f = _CACHE.get(key)
    if f is None:
        if japanese:
            f = pygame.font.Font(_JAPANESE, px)
            f.bold = bold          # one weight is bundled: bold is drawn heavier
        else:
            f = pygame.font.Font(_BOLD if bold else _REGULAR, px)
        _CACHE[key] = f
    return f


def is_japanese(s: str) -> bool:
    """Text with kanji or half-width Japanese forms and no Hangul: drawn in the Japanese font."""
    kanji = False
    for ch in s:
        o = ord(ch)
        if 0xAC00 <= o <= 0xD7A3:         # a Hangul syllable: the Hangul font's
            return False
        if 0x4E00 <= o <= 0x9FFF or 0xFF61 <= o <= 0xFF9F:
            kanji = True
    return kanji


def visible(s: str, limit: int = MAX_LINE) -> str:
    """Text as a line can draw it, whatever a file put in it: at most ``limit`` characters, and a NUL
    or a character that is not Unicode (a file name's undecodable bytes) as U+FFFD, which the renderer
    refuses otherwise."""
    s = s[:limit]
    if "\x00" in s:
        s = s.replace("\x00", "\ufffd")
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        s = s.encode("utf-8", "surrogatepass").decode("utf-8", "replace")
    return s


def text(s: str, size: float, color: tuple[int, ...], bold: bool = False) -> pygame.Surface:
    """A rendered line, cached: the table redraws the same labels every frame."""
    key = (s, max(6, int(round(size))), bold, tuple(color))

    def render() -> pygame.Surface:
        line = visible(s)
        return font(size, bold, japanese=is_japanese(line)).render(line, True, color)
    return _TEXT.get(key, render)


def width(s: str, size: float, bold: bool = False) -> int:
    """How wide ``s`` is drawn (as ``text`` draws it: long text cut, unreadable characters replaced)."""
    line = visible(s)
    return int(font(size, bold, japanese=is_japanese(line)).size(line)[0])


def clip(s: str, size: float, room: float, bold: bool = False, mark: str = ELLIPSIS, *, more: bool = False) -> str:
    """``s`` if it fits ``room`` pixels, else its longest beginning that fits with ``mark`` after it
    (``more``: the mark in any case, for a text that goes on elsewhere). A binary search on the measured
    width, remembered per text and room: a text of any length costs a few measures once, never one per
    character per frame."""
    px = max(6, int(round(size)))
    return _FITTED.get(("clip", s, px, room, bold, mark, more), lambda: _clip(s, px, room, bold, mark, more))


def _clip(s: str, px: int, room: float, bold: bool, mark: str, more: bool) -> str:
    line = visible(s)
    f = font(px, bold, japanese=is_japanese(line))
    if not more and len(line) == len(s) and f.size(line)[0] <= room:
        return line
    lo, hi = 0, len(line)         # the longest beginning that fits with the mark is line[:lo]
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(line[:mid] + mark)[0] <= room:
            lo = mid
        else:
            hi = mid - 1
    return line[:lo] + mark


def fit_size(s: str, size: float, room: float, bold: bool = False, floor: float = 9, step: float = 0.5) -> float:
    """The largest font size, at most ``size`` and down to ``floor`` in steps of ``step``, at which ``s`` fits
    ``room`` pixels; remembered, and measured on the text as it is drawn (cut to ``MAX_LINE``)."""
    def find() -> float:
        line = visible(s)
        japanese = is_japanese(line)
        px = size
        if px > floor and font(floor, bold, japanese=japanese).size(line)[0] > room:
            # not even the floor fits: where the steps down would stop, without measuring each
            return px - math.ceil((px - floor) / step - 1e-9) * step
        while px > floor and font(px, bold, japanese=japanese).size(line)[0] > room:
            px -= step
        return px
    return float(_FITTED.get(("fit", s, size, room, bold, floor, step), find))


def wrap(s: str, size: float, width: int, bold: bool = False) -> list[str]:
    """Break text into lines that fit ``width``; Korean breaks between words, long words by character.
    Remembered per text, size and width; a text past ``MAX_WRAPPED`` characters is cut there first."""
    key = (s, max(6, int(round(size))), width, bold)
    return list(_WRAPPED.get(key, lambda: tuple(_wrap(s, size, width, bold))))


def _wrap(s: str, size: float, width: int, bold: bool) -> list[str]:
    s = visible(s if len(s) <= MAX_WRAPPED else s[:MAX_WRAPPED] + ELLIPSIS, MAX_WRAPPED + 1)
    f = font(size, bold, japanese=is_japanese(s))
    lines: list[str] = []
    for para in s.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = word if not line else f"{line} {word}"
            if f.size(trial)[0] <= width:
                line = trial
                continue
            if line:
                lines.append(line)
            line = ""
            for ch in word:
                if f.size(line + ch)[0] > width and line:
                    lines.append(line)
                    line = ""
                line += ch
        lines.append(line)
    return lines


def reset() -> None:
    """Forget every font: pygame.quit() invalidates them (a new App starts afresh)."""
    _CACHE.clear()
    _TEXT.clear()
    _FITTED.clear()
    _WRAPPED.clear()


def set_reading_scale(factor: float) -> None:
    _READING[0] = factor


def reading(size: float) -> float:
    """A running-text size scaled by the player's text-size setting."""
    return size * _READING[0]
