"""Clash of Decks' table part: its cards' faces and the large view's page of a card.

A face is the catalogue's (``game.ui.faces.face``) with what the table adds over it, each told by words
or a shape as well as colour: a creature's damage this turn ("-2") and its attack and HP now when they
differ from print (a stack, Charge's bonus), "new" on a creature played this turn; on the citadel its HP
and its side; on a card of the playable window its cost now; a champion's "exhausted" veil. Bridges are
not in the catalogue: their face is painted here. A mutated card (the mutation format) is its printed
card's face with every pasted element on a sticker over what it covers: a number on its badge, the
abilities across the middle ("+Clarity", "Rage covered"), told apart by the plus sign and the words
as well as the colour.
"""
from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from game.engine.catalogue import CardEntry
from game.engine.text import Msg
from game.ui import faces, fonts
from game.ui.cardart import _cached
from game.ui.palette import BAD, GOLD, INK, INK_DIM, TOAST_BG

from . import catalogue as _catalogue
from .cardtext import card_lines
from .vocab import NAMES, SIDE_NAMES

CHIP = (10, 14, 16)
WORDS = {
    "hp": Msg("HP {n}", "체력 {n}"), "new": Msg("new", "새로"), "exhausted": Msg("Exhausted", "소진"),
    "ready": Msg("Ready", "준비됨"), "playable": Msg("Playable: costs {n} now", "낼 수 있음: 지금 비용 {n}"),
    "damage": Msg("Damage this turn: {n} (HP left {left})", "이번 차례 피해 {n} (남은 체력 {left})"),
    "now": Msg("Attack {a} \u00b7 HP {h} now", "지금 공격값 {a} \u00b7 체력 {h}"),
    "gifts": Msg("From an aura: {names}", "후광으로 받음: {names}"),
    "citadel": Msg("{side}: HP {n} (the cards to its right)", "{side}: 체력 {n} (오른쪽 카드 수)"),
    "bridge": Msg("Bridge", "다리"),
    "attack": Msg("ATK {n}", "공격 {n}"), "hp_short": Msg("HP {n}", "체력 {n}"), "cost": Msg("cost {n}", "비용 {n}"),
    "pasted": Msg("Mutated, pasted over the print: {what}", "변이, 인쇄 위에 붙임: {what}"),
    "bare": Msg("{names} covered", "{names} 가림"),
}
# where a pasted number's sticker goes: over the printed badge (fractions of the face)
STICKER_AT = {"cost": (0.2, 0.34), "attack": (0.22, 0.86), "hp": (0.8, 0.86)}


@dataclasses.dataclass(frozen=True)
class Overlay:
    """What the table shows over a card's printed face, from the engine's state (and the viewer's view)."""
    damage: int = 0
    now: tuple[int, int] | None = None      # attack and HP when they differ from print
    new: bool = False
    gifts: tuple[str, ...] = ()
    cost: int | None = None                 # in the viewer's playable window: the cost now
    citadel: tuple[str, int] | None = None  # side and HP
    exhausted: bool = False


def entry(state: Any, iid: int) -> CardEntry | None:
    """The catalogue's card; a mutated card's is its printed card's (``CD1-01~ab12cd`` is ``CD1-01``)."""
    defn = state.defs[iid]
    by_id = _catalogue.catalogue().by_id
    return by_id.get(defn.id) or by_id.get(defn.id.split("~")[0])


def pasted_parts(state: Any, iid: int, lang: str) -> list[tuple[str, str]]:
    """A mutated card's pasted elements as (where, words): a number's field, or "ability"; empty for a
    printed card."""
    defn = state.defs[iid]
    base_id = defn.id.split("~")[0]
    if base_id == defn.id or base_id not in state.db:
        return []
    base = state.db[base_id]
    out = [(field, WORDS[key].get(lang).format(n=getattr(defn, field))) for key, field in
           (("attack", "attack"), ("hp_short", "hp"), ("cost", "cost")) if getattr(defn, field) != getattr(base, field)]
    out += [("ability", "+" + NAMES[a].get(lang) + (f" ({NAMES[defn.aura].get(lang)})" if a == "aura" and defn.aura in NAMES else ""))
            for a in defn.abilities if a not in base.abilities or (a == "aura" and defn.aura != base.aura)]
    gone = [NAMES[a].get(lang) for a in base.abilities if a not in defn.abilities and a in NAMES]
    if gone:
        out.append(("ability", WORDS["bare"].get(lang).format(names=", ".join(gone))))
    return out


def pasted(state: Any, iid: int, lang: str) -> list[str]:
    """A mutated card's pasted elements, each in a few words; empty for a printed card."""
    return [words for _, words in pasted_parts(state, iid, lang)]


def _chip(surf: pygame.Surface, text: str, size: float, centre: tuple[float, float], edge: Any) -> None:
    img = fonts.text(text, size, INK, True)
    r = img.get_rect(center=(int(centre[0]), int(centre[1]))).inflate(int(size * 0.8), int(size * 0.3))
    r.clamp_ip(surf.get_rect())
    pygame.draw.rect(surf, CHIP, r, border_radius=r.h // 2)
    pygame.draw.rect(surf, edge, r, max(1, int(size / 9)), border_radius=r.h // 2)
    surf.blit(img, img.get_rect(center=r.center))


def bridge_face(w: int, h: int, lang: str) -> pygame.Surface:
    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(3, w // 10)
        pygame.draw.rect(surf, (70, 66, 60), surf.get_rect(), border_radius=rad)
        pygame.draw.rect(surf, (150, 140, 120), surf.get_rect(), max(2, w // 20), border_radius=rad)
        arch = pygame.Rect(int(w * 0.15), int(h * 0.38), int(w * 0.7), int(h * 0.5))
        pygame.draw.arc(surf, (190, 180, 160), arch, 0, 3.1416, max(2, w // 12))
        pygame.draw.line(surf, (190, 180, 160), (int(w * 0.1), int(h * 0.62)), (int(w * 0.9), int(h * 0.62)),
                         max(2, w // 14))
        img = fonts.text(WORDS["bridge"].get(lang), max(8.0, h * 0.12), INK, True)
        surf.blit(img, img.get_rect(midtop=(w // 2, int(h * 0.08))))
        return surf
    return _cached(("cod-bridge", w, h, lang), make)


def face(state: Any, iid: int, w: int, h: int, *, lang: str, safe: bool, over: Overlay = Overlay()) -> pygame.Surface:
    e = entry(state, iid)
    if e is None:
        return bridge_face(w, h, lang)
    stickers = pasted(state, iid, lang)
    lines = card_lines(state.defs[iid], lang) if stickers else None     # a mutated card's own abilities
    base = faces.face(_catalogue.catalogue(), e, w, h, lang=lang, safe=safe, lines=lines)
    if over == Overlay() and not stickers:
        return base
    key = ("cod-face", state.defs[iid].id, w, h, lang, safe, over)

    def make() -> pygame.Surface:
        surf = base.copy()
        size = max(8.0, h * 0.1)
        row = 0
        for where, text in pasted_parts(state, iid, lang):     # the pasted elements, on stickers over the print
            if where in STICKER_AT:
                fx, fy = STICKER_AT[where]
                _chip(surf, text, size * 0.75, (w * fx, h * fy), GOLD)
            elif row < 2:
                _chip(surf, text, size * 0.75, (w / 2, h * (0.7 - 0.11 * row)), GOLD)
                row += 1
        if over.exhausted:
            veil = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(veil, (0, 0, 0, 140), veil.get_rect(), border_radius=max(3, w // 14))
            surf.blit(veil, (0, 0))
            _chip(surf, WORDS["exhausted"].get(lang), size * 0.9, (w / 2, h * 0.45), INK_DIM)
        if over.citadel is not None:
            side, hp = over.citadel
            _chip(surf, WORDS["hp"].get(lang).format(n=hp), size * 1.2, (w / 2, h * 0.5), GOLD)
            _chip(surf, SIDE_NAMES[side].get(lang), size * 0.8, (w / 2, h * 0.68), INK_DIM)
        if over.cost is not None:
            _chip(surf, f"\u25b6 {over.cost}", size, (w * 0.74, h * 0.36), GOLD)
        if over.damage:
            _chip(surf, f"-{over.damage}", size * 1.1, (w * 0.78, h * 0.42), BAD)
        if over.now is not None:
            _chip(surf, f"{over.now[0]} / {over.now[1]}", size * 0.9, (w / 2, h * 0.62), GOLD)
        if over.new:
            _chip(surf, WORDS["new"].get(lang), size * 0.8, (w * 0.28, h * 0.54), INK_DIM)
        if over.gifts:
            text = "+" + ", ".join(NAMES[g].get(lang) for g in over.gifts if g in NAMES)
            _chip(surf, text, size * 0.7, (w / 2, h * 0.3), GOLD)
        return surf

    return _cached(key, make)


def page_lines(state: Any, iid: int, lang: str, over: Overlay) -> list[tuple[str, tuple[int, int, int], float, bool]]:
    """Everything the large view says of a card: (text, colour, size relative to the text, bold)."""
    e = entry(state, iid)
    defn = state.defs[iid]
    if e is None:
        return [(defn.name.get(lang), INK, 1.3, True), (WORDS["bridge"].get(lang), INK_DIM, 0.95, False)]
    out: list[tuple[str, tuple[int, int, int], float, bool]] = [(e.name.get(lang), INK, 1.3, True)]
    out.append((" \u00b7 ".join([e.kind_name.get(lang)] + [tag.get(lang) for tag in e.tags]), INK_DIM, 0.95, False))
    if e.stats:
        out.append((" \u00b7 ".join(f"{st.label.get(lang)} {st.value}" for st in e.stats), INK_DIM, 0.95, False))
    if over.citadel is not None:
        side, hp = over.citadel
        out.append((WORDS["citadel"].get(lang).format(side=SIDE_NAMES[side].get(lang), n=hp), GOLD, 0.95, True))
    if over.cost is not None:
        out.append((WORDS["playable"].get(lang).format(n=over.cost), GOLD, 0.95, True))
    if over.now is not None:
        out.append((WORDS["now"].get(lang).format(a=over.now[0], h=over.now[1]), GOLD, 0.95, True))
    if over.damage:
        hp = over.now[1] if over.now is not None else defn.hp
        out.append((WORDS["damage"].get(lang).format(n=over.damage, left=max(0, hp - over.damage)), BAD, 0.95, True))
    if over.gifts:
        names = ", ".join(NAMES[g].get(lang) for g in over.gifts if g in NAMES)
        out.append((WORDS["gifts"].get(lang).format(names=names), GOLD, 0.95, True))
    if over.exhausted:
        out.append((WORDS["exhausted"].get(lang), INK_DIM, 0.95, True))
    stickers = pasted(state, iid, lang)
    if stickers:
        out.append((WORDS["pasted"].get(lang).format(what=", ".join(stickers)), GOLD, 0.95, True))
    lines = card_lines(defn, lang) if stickers else _catalogue.catalogue().text(defn.id, lang)
    if lines:
        out.append(("", INK, 0.4, False))
    out += [(line, INK, 1.0, False) for line in lines]
    return out


@dataclasses.dataclass(frozen=True)
class Page:
    width: int
    height: int
    face_w: int
    rows: tuple[tuple[str, tuple[int, int, int], float, bool, int], ...]   # (text, colour, px, bold, top)


def plan_page(state: Any, iid: int, width: int, *, lang: str, text_px: float, over: Overlay) -> Page:
    pad = max(6, int(width * 0.05))
    face_w = int(width * 0.55)
    y = pad + int(face_w * 1.4) + pad
    rows = []
    for text, colour, rel, bold in page_lines(state, iid, lang, over):
        px = text_px * rel
        if not text:
            y += int(px)
            continue
        for part in fonts.wrap(text, px, width - 2 * pad, bold):
            rows.append((part, colour, px, bold, y))
            y += int(px * 1.3)
    return Page(width, y + pad, face_w, tuple(rows))


def render_page(state: Any, iid: int, page: Page, *, lang: str, safe: bool, over: Overlay) -> pygame.Surface:
    def make() -> pygame.Surface:
        surf = pygame.Surface((page.width, page.height), pygame.SRCALPHA)
        rad = max(6, page.width // 22)
        pygame.draw.rect(surf, TOAST_BG, surf.get_rect(), border_radius=rad)
        pygame.draw.rect(surf, GOLD, surf.get_rect(), width=max(2, page.width // 80), border_radius=rad)
        pad = max(6, int(page.width * 0.05))
        img = face(state, iid, page.face_w, int(page.face_w * 1.4), lang=lang, safe=safe, over=over)
        surf.blit(img, ((page.width - page.face_w) // 2, pad))
        for text, colour, px, bold, top in page.rows:
            surf.blit(fonts.text(text, px, colour, bold), (pad, top))
        return surf

    return _cached(("cod-page", state.defs[iid].id, page, lang, safe, over), make)
