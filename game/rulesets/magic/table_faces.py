"""How Magic cards look on the table: a frame in the card's colour (gold for several, grey for none, brown
for a land) with the colours' letters in a corner, so colour is never the only sign; the name, the mana
cost, the type, and on a permanent its power/toughness now, its damage, counters and loyalty. The large
view's page is the card's whole text in the reader's language (cardtext)."""
from __future__ import annotations

from typing import Any, NamedTuple

import pygame

from game.ui import fonts
from game.ui.cache import LruCache
from game.ui.palette import BAD, GOLD, SAFE_BLUE, SAFE_BLUISH_GREEN, SAFE_VERMILLION
from game.ui.table.felt import card_page

from .cards import CardDef
from .cardtext import card_lines, type_line

COLOUR_RGB = {"W": (222, 214, 180), "U": (70, 118, 186), "B": (70, 62, 74), "R": (188, 76, 56), "G": (64, 132, 80)}
# the colour-blind palette's (game.ui.palette): red and green were 5 apart (CIE76) under protanopia once
# darkened; the letters of a card's colours are on its face too
COLOUR_RGB_SAFE = {"W": (222, 214, 180), "U": SAFE_BLUE, "B": (70, 62, 74), "R": SAFE_VERMILLION, "G": SAFE_BLUISH_GREEN}
GOLD_RGB = (196, 164, 72)
GREY_RGB = (140, 140, 146)
LAND_RGB = (132, 104, 72)
DARK_TEXT = (24, 20, 16)
LIGHT_TEXT = (244, 238, 224)
_FACES = LruCache(600)


class Status(NamedTuple):
    """What a permanent shows beyond its printed card (None fields: not on the battlefield)."""
    pt: tuple[int, int] | None = None
    damage: int = 0
    plus: int = 0
    loyalty: int | None = None
    sick: bool = False


def frame_colour(d: CardDef, safe: bool = False) -> tuple[int, int, int]:
    if d.is_a("land"):
        return LAND_RGB
    if len(d.colors) > 1:
        return GOLD_RGB
    if d.colors:
        return (COLOUR_RGB_SAFE if safe else COLOUR_RGB)[d.colors[0]]
    return GREY_RGB


def _text_colour(bg: tuple[int, int, int]) -> tuple[int, int, int]:
    return DARK_TEXT if sum(bg) > 420 else LIGHT_TEXT


def _fit(text: str, px: float, width: float, bold: bool = True) -> float:
    while px > 7 and fonts.font(px, bold).size(text)[0] > width:
        px -= 1
    return px


NAME_TOP = 0.2          # where the name begins, as a share of the card's height
NAME_FLOOR = 6.0        # the smallest size a name shrinks to (fonts.font draws nothing smaller)


def name_room(w: int, h: int) -> tuple[float, float]:
    """The room of a card's name: its width, and its height down to the type line. A small card (another
    seat's, four to six seats) has no type line: its name may run to the foot, under its power and
    toughness, rather than lose a word."""
    small = w < 44
    return w * 0.92, h * ((0.98 if small else 0.6) - NAME_TOP)


def name_lines(name: str, w: int, h: int) -> tuple[list[str], float]:
    """The name's lines and their one size: on one line unless that shrinks it past two thirds, else
    wrapped between words (a word too long for the card between letters), the size going down until every
    line fits the width and all of them the height. No word is ever dropped."""
    width, room = name_room(w, h)
    want = h * (0.13 if w < 44 else 0.14)
    one = _fit(name, want, width)
    if fonts.font(one, True).size(name)[0] <= width and (one >= want * 0.67 or " " not in name):
        return [name], one
    px = want
    while True:
        lines = fonts.wrap(name, px, int(width), True)
        f = fonts.font(px, True)
        whole = " ".join(lines).split() == name.split()       # no word broken between letters
        if (whole and all(f.size(line)[0] <= width for line in lines) and len(lines) * f.get_height() <= room) \
                or px <= NAME_FLOOR:
            return lines, px
        px = max(NAME_FLOOR, px - 0.5)


def face(d: CardDef, w: int, h: int, *, lang: str, status: Status = Status(), safe: bool = False) -> pygame.Surface:
    return _FACES.get((d.id, w, h, lang, status, safe), lambda: _draw(d, w, h, lang, status, safe))


def _draw(d: CardDef, w: int, h: int, lang: str, st: Status, safe: bool = False) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(3, w // 10)
    bg = frame_colour(d, safe)
    ink = _text_colour(bg)
    pygame.draw.rect(surf, bg, surf.get_rect(), border_radius=rad)
    pygame.draw.rect(surf, (240, 232, 210) if not d.token else GOLD, surf.get_rect(), max(1, w // 28), border_radius=rad)
    small = w < 44
    letters = "".join(d.colors) or ("L" if d.is_a("land") else "C")
    tag = fonts.text(letters, max(8, h * 0.13), ink, True)
    surf.blit(tag, (w * 0.07, h * 0.03))
    if not small and (d.cost.mana_value or d.cost.phyrexian):
        cost = d.cost.text().replace("{", "").replace("}", "")
        img = fonts.text(cost, _fit(cost, h * 0.12, w * 0.55), ink, True)
        surf.blit(img, img.get_rect(topright=(w * 0.94, h * 0.04)))
    lines, px = name_lines(d.name.get(lang), w, h)
    y = h * NAME_TOP
    for line in lines:
        img = fonts.text(line, px, ink, True)
        surf.blit(img, img.get_rect(midtop=(w / 2, y)))
        y += img.get_height()
    if not small:
        tl = type_line(d, lang)
        img = fonts.text(tl, _fit(tl, h * 0.09, w * 0.9, False), ink, False)
        surf.blit(img, img.get_rect(midtop=(w / 2, h * 0.62)))
    corner = ""
    if d.is_a("creature"):
        p, t = st.pt if st.pt is not None else (d.power, d.toughness)
        corner = f"{p}/{t - st.damage}" if st.damage else f"{p}/{t}"
    elif d.is_a("planeswalker"):
        corner = str(st.loyalty if st.loyalty is not None else d.loyalty)
    if corner:
        img = fonts.text(corner, max(9, h * 0.17), LIGHT_TEXT, True)
        box = img.get_rect(bottomright=(w - 2, h - 2)).inflate(4, 0)
        pygame.draw.rect(surf, BAD if st.damage else (28, 26, 30), box, border_radius=3)
        surf.blit(img, img.get_rect(center=box.center))
    if st.plus:
        img = fonts.text(f"{st.plus:+d}", max(8, h * 0.13), GOLD if st.plus > 0 else BAD, True)   # -1/-1 in red
        surf.blit(img, img.get_rect(bottomleft=(3, h - 2)))
    if st.sick and not small:
        img = fonts.text("z", max(8, h * 0.14), ink, True)
        surf.blit(img, img.get_rect(bottomleft=(3, h * 0.86)))
    return surf


def page(d: CardDef, width: int, text_px: float, *, lang: str, status: Status = Status(),
         names: dict[str, str] | None = None, safe: bool = False) -> tuple[Any, pygame.Surface]:
    """The large view of a card: its face, then every line of its text."""
    lines: list[tuple[str, bool]] = [(d.name.get(lang), True)]
    lines += [(line, False) for line in card_lines(d, lang, names or {})]
    if status.pt is not None and d.is_a("creature"):
        now = f"{status.pt[0]}/{status.pt[1]}"
        lines.append((("지금 " if lang == "ko" else "Now ") + now + (
            f" ({'피해' if lang == 'ko' else 'damage'} {status.damage})" if status.damage else ""), True))
    return card_page(lambda w, h: face(d, w, h, lang=lang, status=status, safe=safe), lines, width, text_px)
