"""How Elements Illusion's cards look: an element card is its element's colour with its level large and
the element's letter and name (the letter tells the elements apart without colour); an ability card is
violet with its name, and in a build zone the turns it has left. The large view's page adds what the
card does: the element card's level and uses, the ability card's three abilities."""
from __future__ import annotations

from typing import Any

import pygame

from game.ui import fonts
from game.ui.cache import LruCache
from game.ui.palette import GOLD, INK, SAFE_BLUE, SAFE_BLUISH_GREEN, SAFE_UMBER, SAFE_VERMILLION
from game.ui.table.felt import card_page

from .vocab import ABILITIES, ABILITY_CARD_NAMES, ABILITY_NAMES, ELEMENT_NAMES, card_name, is_element_card

ELEMENT_RGB = {"F": (196, 70, 52), "W": (56, 112, 196), "E": (134, 104, 60), "A": (118, 170, 160), "N": (120, 120, 120)}
# the colour-blind palette's (game.ui.palette): fire and earth were 4 apart (CIE76) under protanopia
ELEMENT_RGB_SAFE = {"F": SAFE_VERMILLION, "W": SAFE_BLUE, "E": SAFE_UMBER, "A": SAFE_BLUISH_GREEN, "N": (120, 120, 120)}


def element_rgb(element: str, safe: bool, default: tuple[int, int, int] = (120, 120, 120)) -> tuple[int, int, int]:
    return (ELEMENT_RGB_SAFE if safe else ELEMENT_RGB).get(element, default)
ELEMENT_LETTER = {"F": "F", "W": "W", "E": "E", "A": "A", "N": "-"}
ELEMENT_LETTER_KO = {"F": "불", "W": "물", "E": "땅", "A": "공", "N": "무"}
ABILITY_RGB = (104, 72, 150)
_FACES = LruCache(400)


def element_letter(element: str, lang: str) -> str:
    return (ELEMENT_LETTER_KO if lang == "ko" else ELEMENT_LETTER).get(element, "?")


def face(def_id: str, w: int, h: int, *, lang: str, turns: int | None = None, safe: bool = False) -> pygame.Surface:
    """A card's face at w x h pixels; ``turns``: an ability card's turns left in its build zone; ``safe``:
    the colour-blind palette."""
    return _FACES.get((def_id, w, h, lang, turns, safe), lambda: _draw(def_id, w, h, lang, turns, safe))


def element_parts(def_id: str, w: int, h: int, lang: str) -> list[tuple[pygame.Surface, pygame.Rect, pygame.Rect]]:
    """An element card's words on its face, each (image, where it is blitted, where its ink is): the
    element's letter in the corner, the level under it, never over it (a Korean letter is as tall as the
    level's), and the element's name at the foot on a card wide enough to read it. Placed by their ink,
    not their fonts' boxes, so nothing touches however tall a script's letters are."""
    gap = max(1, int(h * 0.03))

    def place(text: str, size: float, **at: Any) -> tuple[pygame.Surface, pygame.Rect, pygame.Rect]:
        img = fonts.text(text, size, INK, True)
        ink = img.get_bounding_rect()
        target = ink.copy()
        setattr(target, *next(iter(at.items())))
        return img, img.get_rect(topleft=(target.x - ink.x, target.y - ink.y)), target

    corner = place(element_letter(def_id[0], lang), h * 0.16, topleft=(int(w * 0.09), int(h * 0.05)))
    level = place(f"L{def_id[1]}", h * 0.3, midtop=(w // 2, corner[2].bottom + gap))
    out = [corner, level]
    if w >= 44:
        name = ELEMENT_NAMES[def_id[0]].get(lang)
        nsize = min(h * 0.16, w * 0.9 / max(1, len(name)) * 1.7)
        out.append(place(name, nsize, midbottom=(w // 2, h - int(h * 0.1))))
    return out


def _draw(def_id: str, w: int, h: int, lang: str, turns: int | None, safe: bool) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(3, w // 10)
    element = is_element_card(def_id)
    colour = element_rgb(def_id[0], safe) if element else ABILITY_RGB
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=rad)
    pygame.draw.rect(surf, (240, 232, 210), surf.get_rect(), max(1, w // 30), border_radius=rad)
    if element:
        for img, at, _ink in element_parts(def_id, w, h, lang):
            surf.blit(img, at)
    else:
        name = ABILITY_CARD_NAMES.get(def_id)
        text = name.get(lang) if name else def_id
        size = min(h * 0.2, w * 1.6 / max(1, len(text)))
        img = fonts.text(text, size, INK, True)
        surf.blit(img, img.get_rect(center=(w / 2, h * 0.42)))
        if turns is not None:
            left = fonts.text(f"{turns}", h * 0.3, GOLD, True)
            surf.blit(left, left.get_rect(center=(w / 2, h * 0.76)))
    return surf


def page(def_id: str, width: int, text_px: float, *, lang: str, turns: int | None = None,
         safe: bool = False) -> tuple[Any, pygame.Surface]:
    """The large view of a card: its face, its name and what it is for."""
    ko = lang == "ko"
    lines: list[tuple[str, bool]] = [(card_name(def_id).get(lang), True)]
    if is_element_card(def_id):
        lv = int(def_id[1])
        lines.append((f"레벨 {lv} {ELEMENT_NAMES[def_id[0]].ko} 카드" if ko else
                      f"A level {lv} {ELEMENT_NAMES[def_id[0]].en} card", False))
        lines.append(("스킬의 재료, 조합(L1 세 속성 → 나머지 속성 L2, L2 세 장 → L3), 어빌리티 카드 교환에 씁니다." if ko else
                      "Made into skills, combined (three L1 of three elements into the fourth's L2, three L2 into "
                      "an L3) or traded for an ability card.", False))
    else:
        if turns is not None:
            lines.append((f"남은 활성 턴 {turns}" if ko else f"Active turns left: {turns}", False))
        for ab in ABILITIES.get(def_id, ()):
            lines.append((ABILITY_NAMES[ab].get(lang), True))
            from .skills import load_table
            text = load_table().abilities.get(ab)
            if text is not None:
                lines.append((text.text.get(lang), False))
    return card_page(lambda w, h: face(def_id, w, h, lang=lang, turns=turns, safe=safe), lines, width, text_px)
