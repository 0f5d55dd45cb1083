"""The bundled Hangul-capable font, cached per size."""
from __future__ import annotations

import pygame

from game.resources import bundled

from .cache import LruCache

_REGULAR = str(bundled("assets", "fonts", "NanumSquareR.ttf"))
_BOLD = str(bundled("assets", "fonts", "NanumSquareB.ttf"))
_CACHE: dict[tuple[int, bool], pygame.font.Font] = {}
_READING = [1.0]  # the player's text-size setting, for running text (logs, prompts, messages)
_TEXT = LruCache(1500)


def font(size: float, bold: bool = False) -> pygame.font.Font:
    px = max(6, int(round(size)))
    key = (px, bold)
    f = _CACHE.get(key)
    if f is None:
        f = _CACHE[key] = pygame.font.Font(_BOLD if bold else _REGULAR, px)
    return f


def text(s: str, size: float, color: tuple[int, ...], bold: bool = False) -> pygame.Surface:
    """A rendered line, cached: the table redraws the same labels every frame."""
    key = (s, max(6, int(round(size))), bold, tuple(color))
    return _TEXT.get(key, lambda: font(size, bold).render(s, True, color))


def wrap(s: str, size: float, width: int, bold: bool = False) -> list[str]:
    """Break text into lines that fit ``width``; Korean breaks between words, long words by character."""
    f = font(size, bold)
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
