"""The mutation league's screens' card pieces: a card face as a tile to click (printed, or mutated with its
pasted stickers as at the table), and a lab element's words."""
from __future__ import annotations

import dataclasses
from typing import Callable

import pygame

from game.engine.text import Msg
from game.ui import fonts
from game.ui.node import Node, post
from game.ui.palette import GOLD, HILITE, INK, INK_DIM
from game.ui.widgets import Pressable

from . import table_faces
from .cards import CardDb, CardDef
from .cardtext import TYPE_NAMES, card_lines
from .mutation import BARE, Paste, element_paste, mutated_def
from .vocab import NAMES

WORDS = {
    "attack": Msg("ATK {n}", "공격 {n}"), "hp": Msg("HP {n}", "체력 {n}"), "cost": Msg("Cost {n}", "비용 {n}"),
    "bare": Msg("Nothing: cover a drawback", "없음: 약점 가리기"),
}


@dataclasses.dataclass
class Faces:
    """What ``table_faces.face`` reads of a game, for cards outside one: their definitions and the card set."""
    db: CardDb
    defs: list[CardDef] = dataclasses.field(default_factory=list)

    def index(self, card: str, pastes: list[Paste] | tuple[Paste, ...] = ()) -> int:
        d = mutated_def(self.db, card, pastes)
        for i, known in enumerate(self.defs):
            if known.id == d.id:
                return i
        self.defs.append(d)
        return len(self.defs) - 1

    def face(self, card: str, pastes: list[Paste] | tuple[Paste, ...], w: int, h: int, lang: str,
             safe: bool) -> pygame.Surface:
        return table_faces.face(self, self.index(card, pastes), w, h, lang=lang, safe=safe)


def element_words(db: CardDb, element: str, lang: str) -> str:
    """A lab element as a player reads it: "ATK 5", "Pierce", "Aura (Shield)"."""
    if element == BARE:
        return WORDS["bare"].get(lang)
    field, value = element_paste(db, element)
    if field != "ability":
        return WORDS[field].get(lang).format(n=value)
    name, _, pair = str(value).partition(":")
    words = NAMES[name].get(lang) if name in NAMES else name
    return f"{words} ({NAMES[pair].get(lang)})" if pair in NAMES else words


class CardTile(Pressable):
    """A card face to click (posts ``button`` with ``<kind>:<card>``); chosen ones are edged and say why."""

    focusable = True

    def __init__(self, x: float, y: float, w: float, h: float, kind: str, card: str, faces: Faces,
                 pastes: list[Paste] | tuple[Paste, ...] = (), *, lang: str, safe: bool, tag: str = "") -> None:
        super().__init__(x, y, w, h, name=f"{kind}:{card}")
        self.kind, self.card, self.faces, self.pastes, self.lang, self.safe = kind, card, faces, pastes, lang, safe
        self.chosen = False
        self.tag = tag               # a word over the chosen tile ("Deck")

    def activate(self) -> None:
        post("button", id=f"{self.kind}:{self.card}")

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        img = self.faces.face(self.card, self.pastes, r.w, r.h, self.lang, self.safe)
        surface.blit(img, r.topleft)
        if self.chosen or self.hover:
            pygame.draw.rect(surface, GOLD if self.chosen else HILITE, r.inflate(int(6 * s), int(6 * s)),
                             max(2, int(4 * s if self.chosen else 2 * s)), border_radius=int(8 * s))
        if self.chosen and self.tag:
            img = fonts.text(self.tag, fonts.reading(15) * s, INK, True)
            box = img.get_rect(center=(r.centerx, r.y + int(r.h * 0.58))).inflate(int(12 * s), int(6 * s))
            pygame.draw.rect(surface, (20, 20, 24), box, border_radius=int(6 * s))
            pygame.draw.rect(surface, GOLD, box, max(1, int(2 * s)), border_radius=int(6 * s))
            surface.blit(img, img.get_rect(center=box.center))


class LabRow(Node):
    """The name of a lab card in the editor: under the pointer, its words show as a deck card's do."""

    def __init__(self, x: float, y: float, w: float, h: float, card: str, faces: Faces) -> None:
        super().__init__(x, y, w, h, name=f"lab:{card}")
        self.card, self.faces = card, faces
        self.pastes: tuple[Paste, ...] = ()
        self.chosen = False
        self.hover = False

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.hit(*event.pos)
        return False


class ElementChip(Node):
    """A lab element to choose or drag onto a deck card; a used one is struck out and cannot be taken."""

    focusable = True

    def __init__(self, x: float, y: float, w: float, h: float, element: str, words: str, *, used: bool) -> None:
        super().__init__(x, y, w, h, name=f"element:{element}")
        self.element, self.words, self.used = element, words, used
        self.chosen = False
        self.hover = False

    def activate(self) -> None:
        post("button", id=f"element:{self.element}")

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.hit(*event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hit(*event.pos):
            post("button", id=f"element:{self.element}", held=True)     # the mouse holds it: it may be dragged
            return True
        return False

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        fill = (70, 60, 30) if self.chosen else (44, 54, 70) if self.hover and not self.used else (32, 38, 48)
        pygame.draw.rect(surface, fill, r, border_radius=r.h // 2)
        edge = GOLD if self.chosen else INK_DIM if self.used else HILITE
        pygame.draw.rect(surface, edge, r, max(1, int(2 * s)), border_radius=r.h // 2)
        size = min(fonts.reading(14) * s, r.h * 0.6)
        img = fonts.text(self.words, size, INK_DIM if self.used else INK, True)
        if img.get_width() > r.w - 8 * s:
            img = fonts.text(self.words, size * (r.w - 8 * s) / img.get_width(), INK_DIM if self.used else INK, True)
        surface.blit(img, img.get_rect(center=r.center))
        if self.used:        # struck out as well as dimmed: cut out already
            pygame.draw.line(surface, INK_DIM, (r.x + 6 * s, r.centery), (r.right - 6 * s, r.centery), max(1, int(2 * s)))


def chip_width(words: str, size: float = 14) -> float:
    return max(56.0, fonts.font(fonts.reading(size), True).size(words)[0] + 18)


def card_name(db: CardDb, card: str, lang: str) -> str:
    return db[card].name.get(lang) if card in db else card


def details(faces: Faces, card: str, pastes: list[Paste] | tuple[Paste, ...], lang: str) -> list[tuple[str, bool]]:
    """A card in words, as its face cannot say at this size: name, kind and numbers, every ability's
    reminder text, and what was pasted over the print. (text, bold) lines."""
    i = faces.index(card, pastes)
    d = faces.defs[i]
    nums = [TYPE_NAMES[d.type].get(lang)]
    if d.type in ("creature", "spell"):
        nums.append(WORDS["cost"].get(lang).format(n=d.cost))
    if d.type == "creature":
        nums += [WORDS["attack"].get(lang).format(n=d.attack), WORDS["hp"].get(lang).format(n=d.hp)]
    out = [(f"{d.name.get(lang)} \u00b7 " + " \u00b7 ".join(nums), True)]
    stickers = table_faces.pasted(faces, i, lang)
    if stickers:
        out.append((table_faces.WORDS["pasted"].get(lang).format(what=", ".join(stickers)), True))
    out += [(line, False) for line in card_lines(d, lang)]
    return out


class CardDetails(Node):
    """The words of the card under the pointer (else of the chosen one) among ``tiles()``."""

    def __init__(self, x: float, y: float, w: float, h: float, tiles: Callable[[], list[CardTile | LabRow]], *,
                 lang: str, size: float = 15) -> None:
        super().__init__(x, y, w, h, name="details")
        self.tiles, self.lang, self.size = tiles, lang, size

    def shown(self) -> CardTile | LabRow | None:
        tiles = self.tiles()
        return next((t for t in tiles if t.hover), None) or next((t for t in tiles if t.chosen), None)

    def lines(self) -> list[str]:
        tile = self.shown()
        return [] if tile is None else [t for t, _ in details(tile.faces, tile.card, tile.pastes, self.lang)]

    def draw_self(self, surface: pygame.Surface) -> None:
        tile = self.shown()
        if tile is None:
            return
        r = self.world_rect()
        s = self.world_scale()
        px = fonts.reading(self.size) * s
        y = float(r.y)
        for text, bold in details(tile.faces, tile.card, tile.pastes, self.lang):
            for line in fonts.wrap(text, px, r.w, bold):
                if y + px * 1.25 > r.bottom:
                    return
                surface.blit(fonts.text(line, px, GOLD if bold else INK, bold), (r.x, y))
                y += px * 1.3
