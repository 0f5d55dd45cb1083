"""The bundled Hangul-capable font, cached per size; Japanese text (a rule sheet's lines) in a
Japanese font, since the Hangul font lacks some of its kanji and half-width punctuation."""
from __future__ import annotations

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


def text(s: str, size: float, color: tuple[int, ...], bold: bool = False) -> pygame.Surface:
    """A rendered line, cached: the table redraws the same labels every frame."""
    key = (s, max(6, int(round(size))), bold, tuple(color))
    return _TEXT.get(key, lambda: font(size, bold, japanese=is_japanese(s)).render(s, True, color))


def wrap(s: str, size: float, width: int, bold: bool = False) -> list[str]:
    """Break text into lines that fit ``width``; Korean breaks between words, long words by character."""
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


def set_reading_scale(factor: float) -> None:
    _READING[0] = factor


def reading(size: float) -> float:
    """A running-text size scaled by the player's text-size setting."""
    return size * _READING[0]
