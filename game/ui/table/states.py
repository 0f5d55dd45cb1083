"""A card's temporary states on the table: what changes, for now, what the card may do (attacked this turn,
cannot block until the turn ends, tapped, summoning sick, new this turn, its shield used, exhausted...).

A game's part names them (``TablePart.card_states``: an icon and a word in both languages each); the table
draws each icon in a small dark disc along the card's top edge and lists icon and word under the card's
large view. Icons are shapes (never a colour alone), drawn here so every game draws them alike.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Sequence

import pygame

from .. import fonts
from ..palette import GOLD, INK, PANEL_EDGE, TOAST_BG

if TYPE_CHECKING:
    from .part import CardState

ICONS = ("attacking", "spent", "noattack", "noblock", "shield", "tapped", "sick", "new", "exhausted", "covered", "muted",
         "turns")


def draw_icon(surface: pygame.Surface, icon: str, rect: pygame.Rect, colour: Any = GOLD) -> None:
    """One state's icon in ``rect``: a shape that says it without colour."""
    x, y, w, h = rect
    cx, cy = rect.center
    lw = max(1, int(min(w, h) / 7))
    r = min(w, h) / 2
    if icon in ("spent", "noattack"):                 # a blade; barred when it may not attack
        pygame.draw.line(surface, colour, (x + w * 0.2, y + h * 0.8), (x + w * 0.8, y + h * 0.2), lw + 1)
        pygame.draw.line(surface, colour, (x + w * 0.3, y + h * 0.5), (x + w * 0.5, y + h * 0.7), lw)
        if icon == "spent":                           # used: a tick beside it
            pygame.draw.lines(surface, colour, False, [(x + w * 0.55, y + h * 0.8), (x + w * 0.7, y + h * 0.95),
                                                       (x + w * 0.98, y + h * 0.6)], lw)
    if icon == "attacking":                           # a blade thrust forward: an arrow's head at its point
        pygame.draw.line(surface, colour, (x + w * 0.15, y + h * 0.85), (x + w * 0.75, y + h * 0.25), lw + 1)
        pygame.draw.polygon(surface, colour, [(x + w * 0.92, y + h * 0.08), (x + w * 0.5, y + h * 0.22),
                                              (x + w * 0.78, y + h * 0.5)])
        pygame.draw.line(surface, colour, (x + w * 0.22, y + h * 0.55), (x + w * 0.45, y + h * 0.78), lw)
    if icon in ("noblock", "shield"):                 # a shield; barred when it may not block
        pts = [(cx, y + h * 0.08), (x + w * 0.85, y + h * 0.25), (x + w * 0.78, y + h * 0.62), (cx, y + h * 0.94),
               (x + w * 0.22, y + h * 0.62), (x + w * 0.15, y + h * 0.25)]
        pygame.draw.polygon(surface, colour, pts, lw)
    if icon in ("noattack", "noblock"):
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.95, lw)
        pygame.draw.line(surface, colour, (cx - r * 0.67, cy + r * 0.67), (cx + r * 0.67, cy - r * 0.67), lw)
    elif icon == "tapped":                            # a card turned a quarter, and the turn's arrow
        pygame.draw.rect(surface, colour, pygame.Rect(x + w * 0.12, y + h * 0.45, w * 0.6, h * 0.4), lw)
        pygame.draw.arc(surface, colour, pygame.Rect(x + w * 0.3, y + h * 0.05, w * 0.6, h * 0.6), 0, math.pi / 2, lw)
        pygame.draw.polygon(surface, colour, [(x + w * 0.9, y + h * 0.42), (x + w * 0.75, y + h * 0.3),
                                              (x + w * 0.98, y + h * 0.26)])
    elif icon == "sick":                              # an hourglass
        pygame.draw.polygon(surface, colour, [(x + w * 0.2, y + h * 0.12), (x + w * 0.8, y + h * 0.12), (cx, cy),
                                              (x + w * 0.8, y + h * 0.88), (x + w * 0.2, y + h * 0.88), (cx, cy)], lw)
    elif icon == "new":                               # a four-pointed star
        k = r * 0.3
        pygame.draw.polygon(surface, colour, [(cx, cy - r), (cx + k, cy - k), (cx + r, cy), (cx + k, cy + k),
                                              (cx, cy + r), (cx - k, cy + k), (cx - r, cy), (cx - k, cy - k)])
    elif icon == "exhausted":                         # zz
        for dx, dy, f in ((0.1, 0.45, 0.45), (0.5, 0.1, 0.4)):
            zx, zy, zw = x + w * dx, y + h * dy, w * f
            pygame.draw.lines(surface, colour, False, [(zx, zy), (zx + zw, zy), (zx, zy + zw), (zx + zw, zy + zw)], lw)
    elif icon == "covered":                           # two cards, one over the other
        pygame.draw.rect(surface, colour, pygame.Rect(x + w * 0.1, y + h * 0.1, w * 0.5, h * 0.6), lw)
        pygame.draw.rect(surface, colour, pygame.Rect(x + w * 0.4, y + h * 0.3, w * 0.5, h * 0.6))
    elif icon == "muted":                             # lines of text, struck through
        for fy in (0.3, 0.5, 0.7):
            pygame.draw.line(surface, colour, (x + w * 0.15, y + h * fy), (x + w * 0.85, y + h * fy), lw)
        pygame.draw.line(surface, colour, (x + w * 0.1, y + h * 0.9), (x + w * 0.9, y + h * 0.1), lw + 1)
    elif icon == "turns":                             # a clock
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.9, lw)
        pygame.draw.line(surface, colour, (cx, cy), (cx, cy - r * 0.6), lw)
        pygame.draw.line(surface, colour, (cx, cy), (cx + r * 0.45, cy), lw)


def draw_badges(surface: pygame.Surface, states: Sequence["CardState"], card: pygame.Rect, s: float, *,
                below: bool = False) -> None:
    """Each state's icon in a dark disc just over the card's top edge, from its left corner (over the card it
    hid the first letters of the name); ``below``: just under its foot instead."""
    d = max(10, int(min(18 * s, card.w * 0.3)))
    x = card.left + int(2 * s)
    for st in states:
        top = card.bottom - max(2, int(3 * s)) if below else card.top - d + max(2, int(3 * s))
        disc = pygame.Rect(x, top, d, d)
        pygame.draw.ellipse(surface, TOAST_BG, disc)
        pygame.draw.ellipse(surface, GOLD, disc, max(1, int(s)))
        draw_icon(surface, st.icon, disc.inflate(-int(d * 0.4), -int(d * 0.4)))
        x += d + int(2 * s)


def list_height(states: Sequence["CardState"], width: int, px: float, lang: str) -> int:
    """How tall the large view's list of states is, at ``px`` text, ``width`` pixels wide."""
    if not states:
        return 0
    lines = sum(len(fonts.wrap(st.word.get(lang), px, width - int(px * 2.2))) for st in states)
    return int(lines * px * 1.3 + px * 0.9)


def draw_list(surface: pygame.Surface, states: Sequence["CardState"], box: pygame.Rect, px: float, lang: str) -> None:
    """Under the large view: each state's icon and word."""
    pygame.draw.rect(surface, TOAST_BG, box, border_radius=int(px * 0.5))
    pygame.draw.rect(surface, PANEL_EDGE, box, 1, border_radius=int(px * 0.5))
    y = box.y + px * 0.45
    for st in states:
        icon = pygame.Rect(box.x + int(px * 0.4), int(y), int(px * 1.1), int(px * 1.1))
        draw_icon(surface, st.icon, icon)
        for line in fonts.wrap(st.word.get(lang), px, box.w - int(px * 2.2)):
            surface.blit(fonts.text(line, px, INK), (box.x + int(px * 1.8), int(y)))
            y += px * 1.3


class StatesOf:
    """A scene's card states, asked of its game's part once per card while the table shows the same moment
    (an action applied, an event played, another pair of eyes)."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.key: Any = None
        self.known: dict[int, list["CardState"]] = {}

    def __call__(self, iid: int) -> list["CardState"]:
        sc = self.scene
        key = sc.moment()
        if key != self.key:
            self.key, self.known = key, {}
        if iid not in self.known:     # a card made after the moment shown (a token, a champion) has no state yet
            made = iid < len(sc.shown_state.cards)
            self.known[iid] = sc.part.card_states(iid) if made and sc.can_see(iid) else []
        return self.known[iid]
