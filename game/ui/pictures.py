"""The picture of a game's table for the menus: the PNG the game ships (``data/table.png`` in its
package), scaled; a game without one yet gets a drawn stand-in (felt, a few cards in the game's
colours, its initials), so the menu never shows a hole."""
from __future__ import annotations

import sys

import pygame

from game.engine.registry import RulesetInfo

from . import fonts, games
from .cache import LruCache
from .cardart import card_back
from .palette import FELT, FELT_DARK, GOLD, INK, shade

_CACHE = LruCache(16)
_LOADED: dict[tuple[str, str], pygame.Surface | None] = {}


def _load(info: RulesetInfo, lang: str) -> pygame.Surface | None:
    if (info.id, lang) not in _LOADED:
        path = games.picture_path(info, lang)
        image = None
        if path is not None:
            try:
                image = pygame.image.load(str(path))
            except (pygame.error, OSError) as exc:     # a damaged picture: the stand-in, and a line on stderr
                print(f"{path}: cannot be shown ({exc}); a drawn picture is used", file=sys.stderr)
        _LOADED[(info.id, lang)] = image
    return _LOADED[(info.id, lang)]


def table_picture(info: RulesetInfo, w: int, h: int, lang: str = "en") -> pygame.Surface:
    """The game's table at w x h pixels as a reader of ``lang`` sees it (its picture scaled to cover, or
    the stand-in)."""
    w, h = max(1, int(w)), max(1, int(h))

    def make() -> pygame.Surface:
        image = _load(info, lang)
        if image is None:
            return placeholder(info, w, h)
        iw, ih = image.get_size()
        k = max(w / iw, h / ih)
        scaled = pygame.transform.smoothscale(image, (max(w, round(iw * k)), max(h, round(ih * k))))
        out = pygame.Surface((w, h))
        out.blit(scaled, ((w - scaled.get_width()) // 2, (h - scaled.get_height()) // 2))
        return out

    return _CACHE.get(("picture", info.id, lang, w, h), make)


def placeholder(info: RulesetInfo, w: int, h: int) -> pygame.Surface:
    """A drawn table: the felt, two rows of cards in the game's colours, its initials large."""
    surf = pygame.Surface((w, h))
    surf.fill(FELT_DARK)
    inner = surf.get_rect().inflate(-w // 14, -h // 10)
    pygame.draw.rect(surf, FELT, inner, border_radius=max(4, h // 20))
    pygame.draw.line(surf, shade(FELT, 1.25), (inner.x, inner.centery), (inner.right, inner.centery), max(1, h // 90))
    try:
        cat = games.catalogue(info)
    except Exception:   # noqa: BLE001 - a broken card file is the deck screens' to report; here only colours go
        cat = None
    colours = [c.rgb for c in cat.colours.values()] if cat is not None and cat.colours else [GOLD]
    cw, ch = max(8, w // 11), max(11, int(w // 11 * 1.4))
    for row, y in enumerate((inner.y + inner.h * 0.1, inner.bottom - inner.h * 0.1 - ch)):
        for i in range(5):
            x = inner.x + inner.w * (0.12 + i * 0.165)
            rect = pygame.Rect(int(x), int(y), cw, ch)
            if row == 0:
                surf.blit(card_back(cw, ch), rect)
            else:
                col = colours[i % len(colours)]
                pygame.draw.rect(surf, (28, 28, 34), rect, border_radius=max(2, cw // 8))
                pygame.draw.rect(surf, col, rect, width=max(2, cw // 10), border_radius=max(2, cw // 8))
    initials = "".join(word[0] for word in info.names.en.split()[:2]).upper()
    img = fonts.text(initials, h * 0.32, INK, True)
    halo = img.get_rect(center=inner.center).inflate(int(h * 0.12), int(h * 0.04))
    pygame.draw.rect(surf, shade(FELT_DARK, 0.8), halo, border_radius=halo.h // 3)
    pygame.draw.rect(surf, GOLD, halo, width=max(1, h // 80), border_radius=halo.h // 3)
    surf.blit(img, img.get_rect(center=inner.center))
    return surf
