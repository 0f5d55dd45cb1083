"""The deck builder: browse the Lanes card set, build a deck, see its legality (5.1.2) live, save it.

Left: filters (attribute, type, cost, keyword) over a paged grid of card faces. Click a card to add
a copy, right-click to take one out; click a leader card to make it the leader. Right: the deck's
name, leader and oath, its cards with counts, and every deck-building rule it breaks, in the
player's language with the rule number. Hovering any card shows it large with its full text.
"""
from __future__ import annotations

import os
from collections import Counter
from typing import Any, Callable, Iterable

import pygame

from game.rulesets.lanes import vocab
from game.rulesets.lanes.cards import CardDb, CardDef, load_card_db
from game.rulesets.lanes.cardtext import (ATTRIBUTE_NAMES, KEYWORD_NAMES, LABELS, SUBKEYWORDS, TYPE_NAMES,
                                          affiliation_name, card_lines, oath_text)
from game.rulesets.lanes.deck import DECK_SIZE, MAX_COPIES, MAX_TRIGGERS, Deck, DeckProblem, deck_problems

from . import fonts, userdecks
from .app import BASE_H, BASE_W, App, Scene
from .cardart import card_face, draw_attribute_glyph, glow
from .i18n import t
from .node import Node, post
from .palette import BAD, GOLD, GOOD, HILITE, INK, INK_DIM, attribute_colour, shade
from .widgets import Button, Label, Panel, Toast

ATTRIBUTES = vocab.ATTRIBUTES
TYPES = ("unit", "item", "skill", "leader")
COSTS = tuple(range(9))          # the last chip means "8 or more"
MAX_NAME = 32
TYPE_ORDER = {"leader": 0, "unit": 1, "item": 2, "skill": 3}


# ----- what a card is about ---------------------------------------------------------------------------
def _table_keywords(table: Any) -> set[str]:
    kw = table.get("keyword")
    out = {kw} if kw else set()
    for sub in SUBKEYWORDS.get(kw, ()):
        if table.get(sub) not in (None, False):
            out.add(sub)
    for gate in ("level_link", "frontline", "armed"):
        if table.get(gate):
            out.add(gate)
    for item in table.get("static", ()) or ():
        if isinstance(item, dict) or hasattr(item, "get"):
            if item.get("grant"):
                out |= _table_keywords(item["grant"])
    for step in table.get("effect", ()) or ():
        if hasattr(step, "get") and step.get("do") == "grant" and step.get("ability"):
            out |= _table_keywords(step["ability"])
    return out


def card_keywords(card: CardDef) -> frozenset[str]:
    """The keywords and sub-keywords a player reads on the card (either face, granted ones too)."""
    out: set[str] = set()
    for face in (card.front, card.back):
        if face is None:
            continue
        for ab in face.abilities:
            out |= _table_keywords(ab.data)
    return frozenset(k for k in out if k in KEYWORD_NAMES)


def set_keywords(cards: Iterable[CardDef]) -> list[str]:
    """Every keyword found in the set, in the rule book's order (keywords, then sub-keywords)."""
    found: set[str] = set()
    for c in cards:
        found |= card_keywords(c)
    order = list(KEYWORD_NAMES)
    return sorted(found, key=order.index)


def oath_allows(db: CardDb, leader_id: str | None, card: CardDef) -> bool:
    """Whether the leader's oath lets this card in at all (attributes and maximum cost)."""
    if not leader_id or leader_id not in db or card.type == "leader":
        return True
    for cond in db[leader_id].oath:
        if "attributes" in cond and card.attribute not in cond["attributes"]:
            return False
        if "max_cost" in cond and card.cost > cond["max_cost"]:
            return False
    return True


def problem_text(p: DeckProblem, db: CardDb, lang: str) -> str:
    """"[5.1.2.2] At most 3 copies of a card. (Ember Pup)", names in the player's language."""
    s = f"[{p.rule}] {p.ko if lang == 'ko' else p.en}"
    if p.cards:
        names = [db[c].name.get(lang) if c in db else c for c in p.cards]
        shown = names[:4] + ([t("db.more_problems", lang, n=len(names) - 4)] if len(names) > 4 else [])
        s += f" ({', '.join(shown)})"
    return s


def live_problems(db: CardDb, leader: str | None, cards: list[str]) -> list[DeckProblem]:
    """deck_problems, with "choose a leader" in place of an unknown empty leader id."""
    if leader:
        return deck_problems(db, leader, cards)
    probs = []
    for p in deck_problems(db, "", cards):
        if p.rule == "2.10":
            rest = tuple(c for c in p.cards if c)
            if not rest:
                continue
            p = DeckProblem(p.rule, p.en, p.ko, rest)
        probs.append(p)
    en, ko = t("db.need_leader", "en"), t("db.need_leader", "ko")
    return [DeckProblem("5.1.2", en, ko)] + probs


def fit_size(text: str, size: float, width: float, bold: bool = False, floor: float = 9) -> float:
    while size > floor and fonts.font(size, bold).size(text)[0] > width:
        size -= 0.5
    return size


# ----- widgets --------------------------------------------------------------------------------------
class Toggle(Button):
    """A chip that is on or off; optional attribute glyph; right-click calls ``on_right``."""

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
        r = self.world_rect()
        s = self.world_scale()
        rad = int(8 * s)
        col = attribute_colour(self.attribute, self.safe) if self.attribute else self.accent
        if self.on:
            base = shade(col, 0.55)
        else:
            base = (62, 74, 94) if self.hover else (36, 42, 54)
        pygame.draw.rect(surface, base, r, border_radius=rad)
        pygame.draw.rect(surface, col if self.on else (84, 94, 110), r, width=max(1, int((3 if self.on else 1) * s)),
                         border_radius=rad)
        x0 = r.x + 8 * s
        avail = r.w - 16 * s
        if self.attribute:
            g = pygame.Rect(0, 0, int(r.h * 0.55), int(r.h * 0.55))
            g.midleft = (int(x0), r.centery)
            draw_attribute_glyph(surface, self.attribute, g, shade(col, 1.4) if self.on else col)
            x0 += g.w + 6 * s
            avail -= g.w + 6 * s
        size = fit_size(self.label, self.size * s, avail, True, 8)
        img = fonts.text(self.label, size, INK if self.on or self.hover else INK_DIM, True)
        if self.attribute:
            surface.blit(img, img.get_rect(midleft=(int(x0), r.centery)))
        else:
            surface.blit(img, img.get_rect(center=r.center))


class FitButton(Button):
    """A button whose label shrinks to fit (Korean labels are often longer)."""

    def draw_self(self, surface: pygame.Surface) -> None:
        keep = self.size
        self.size = fit_size(self.label, self.size, self.w - 14, True, 9)
        super().draw_self(surface)
        self.size = keep


class CardCell(Node):
    """A card of the grid: click adds, right-click removes; shows its count in the deck."""

    def __init__(self, x: float, y: float, w: float, h: float, card: CardDef) -> None:
        super().__init__(x, y, w, h, name=f"card:{card.id}")
        self.card = card
        self.card_id = card.id
        self.count = 0
        self.is_leader = False
        self.blocked = False
        self.lang = "en"
        self.safe = False
        self.hover = False

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and self.hit(*event.pos):
            post("card", id=self.card.id, button=event.button)
            return True
        return False

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        if self.is_leader or self.hover:
            g = glow(r.w, r.h, GOLD if self.is_leader else HILITE, max(3, int(6 * s)))
            surface.blit(g, (r.x - max(3, int(6 * s)), r.y - max(3, int(6 * s))))
        surface.blit(card_face(self.card, r.w, r.h, lang=self.lang, safe=self.safe), r.topleft)
        if self.blocked:
            dim = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(dim, (0, 0, 0, 150), dim.get_rect(), border_radius=max(3, r.w // 14))
            surface.blit(dim, r.topleft)
        tag = None
        if self.is_leader:
            tag, col = t("db.is_leader", self.lang), GOLD
        elif self.count:
            tag, col = f"\u00d7{self.count}", (BAD if self.count > MAX_COPIES else GOLD)
        if tag:
            img = fonts.text(tag, 20 * s, col, True)
            box = img.get_rect(center=(r.centerx, r.y + int(r.h * 0.42)))
            pill = box.inflate(int(16 * s), int(6 * s))
            pygame.draw.rect(surface, (14, 16, 22), pill, border_radius=pill.h // 2)
            pygame.draw.rect(surface, col, pill, width=max(1, int(2 * s)), border_radius=pill.h // 2)
            surface.blit(img, box)


class DeckRow(Node):
    """One line of the deck list: cost, attribute, name, copies. Click adds, right-click removes."""

    def __init__(self, x: float, y: float, w: float, h: float, card: CardDef, count: int, *, lang: str,
                 safe: bool, bad: bool = False) -> None:
        super().__init__(x, y, w, h, name=f"row:{card.id}")
        self.card, self.card_id, self.count = card, card.id, count
        self.lang, self.safe, self.bad = lang, safe, bad
        self.hover = False

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and self.hit(*event.pos):
            post("deckrow", id=self.card.id, button=event.button)
            return True
        return False

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        if self.hover:
            pygame.draw.rect(surface, (52, 62, 80), r, border_radius=int(4 * s))
        col = attribute_colour(self.card.attribute, self.safe)
        pygame.draw.rect(surface, col, (r.x, r.y + 2 * s, int(5 * s), r.h - int(4 * s)))
        fs = 15 * s
        cost = fonts.text(str(self.card.cost), fs, (15, 15, 15), True)
        cr = pygame.Rect(0, 0, int(20 * s), int(18 * s))
        cr.midleft = (r.x + int(10 * s), r.centery)
        pygame.draw.rect(surface, GOLD, cr, border_radius=int(9 * s))
        surface.blit(cost, cost.get_rect(center=cr.center))
        n = fonts.text(f"\u00d7{self.count}", fs, BAD if self.count > MAX_COPIES or self.bad else INK, True)
        surface.blit(n, n.get_rect(midright=(r.right - int(6 * s), r.centery)))
        name = self.card.name.get(self.lang)
        trig = " \u2605" if self.card.has_trigger else ""
        avail = r.w - (cr.right - r.x) - n.get_width() - int(18 * s)
        size = fit_size(name + trig, fs, avail, floor=10 * s)
        img = fonts.text(name + trig, size, BAD if self.bad else INK)
        surface.blit(img, img.get_rect(midleft=(cr.right + int(8 * s), r.centery)))


class LeaderRow(Node):
    """The deck's leader line; hovering shows the leader card."""

    def __init__(self, x: float, y: float, w: float, h: float) -> None:
        super().__init__(x, y, w, h, name="leader_row")
        self.card_id: str | None = None
        self.text = ""
        self.lines: list[str] = []
        self.attribute: str | None = None
        self.safe = False

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        ox, oy = self.world_origin()
        x = ox
        if self.attribute:
            col = attribute_colour(self.attribute, self.safe)
            g = pygame.Rect(int(ox), int(oy + 2 * s), int(18 * s), int(18 * s))
            draw_attribute_glyph(surface, self.attribute, g, col)
            x += 24 * s
        size = fit_size(self.text, 17 * s, self.w * s - (x - ox), True, 10 * s)
        surface.blit(fonts.text(self.text, size, INK if self.card_id else INK_DIM, bool(self.card_id)), (x, oy))
        y = oy + 24 * s
        for line in self.lines:
            surface.blit(fonts.text(line, 13 * s, INK_DIM), (ox, y))
            y += 17 * s


class TextView(Node):
    """Wrapped lines of text, each (text, colour), clipped to the node's height."""

    def __init__(self, x: float, y: float, w: float, h: float, *, size: float = 14, name: str = "") -> None:
        super().__init__(x, y, w, h, name=name)
        self.size = size
        self.items: list[tuple[str, tuple[int, int, int]]] = []
        self.shown_lines: list[str] = []

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        ox, oy = self.world_origin()
        fs = self.size * s
        step = fs * 1.3
        y = oy
        bottom = oy + self.h * s
        self.shown_lines = []
        laid: list[tuple[str, tuple[int, int, int], float]] = []
        for text, col in self.items:
            for line in fonts.wrap(text, fs, int(self.w * s)):
                laid.append((line, col, y))
                y += step
            y += 4 * s
        fits = [item for item in laid if item[2] + step <= bottom + 1]
        if len(fits) < len(laid) and fits:     # more than fits: say so on the last line shown
            line, col, ly = fits[-1]
            while line and fonts.font(fs).size(line + " \u2026")[0] > self.w * s:
                line = line[:-1]
            fits[-1] = (line + " \u2026", col, ly)
        for line, col, ly in fits:
            surface.blit(fonts.text(line, fs, col), (ox, ly))
            self.shown_lines.append(line)


class TextField(Node):
    """A one-line text entry: click to type (TEXTINPUT, so Korean IME works), Enter or Esc to finish."""

    def __init__(self, x: float, y: float, w: float, h: float, text: str = "", *, name: str = "name_field",
                 max_len: int = MAX_NAME) -> None:
        super().__init__(x, y, w, h, name=name)
        self.text = text
        self.composing = ""
        self.focused = False
        self.max_len = max_len
        self.blink = 0.0
        self.on_change: Callable[[str], Any] | None = None

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
            room = self.max_len - len(self.text)
            if room > 0:
                self.text += event.text[:room]
                self._changed()
            self.composing = ""
            return True
        if event.type == pygame.TEXTEDITING:
            self.composing = event.text
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                if not self.composing and self.text:
                    self.text = self.text[:-1]
                    self._changed()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.focus(False)
            return True   # keys typed into the field are not shortcuts
        return False

    def update(self, dt: float) -> None:
        self.blink = (self.blink + dt) % 1.0

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        pygame.draw.rect(surface, (14, 16, 22), r, border_radius=int(6 * s))
        pygame.draw.rect(surface, HILITE if self.focused else (84, 94, 110), r, width=max(1, int(2 * s)),
                         border_radius=int(6 * s))
        fs = 19 * s
        img = fonts.text(self.text, fs, INK, True) if self.text else None
        x = r.x + 10 * s
        clip = surface.get_clip()
        surface.set_clip(r.inflate(-int(4 * s), -int(4 * s)))
        width = (img.get_width() if img else 0) + (fonts.font(fs, True).size(self.composing)[0] if self.composing else 0)
        if width > r.w - 24 * s:            # long text: keep the end (where the caret is) in view
            x -= width - (r.w - 24 * s)
        if img:
            surface.blit(img, img.get_rect(midleft=(int(x), r.centery)))
            x += img.get_width()
        if self.composing:
            comp = fonts.text(self.composing, fs, HILITE, True)
            cr = comp.get_rect(midleft=(int(x), r.centery))
            surface.blit(comp, cr)
            pygame.draw.line(surface, HILITE, cr.bottomleft, cr.bottomright, max(1, int(s)))
            x += comp.get_width()
        if self.focused and self.blink < 0.6:
            pygame.draw.line(surface, INK, (x + 2, r.y + 8 * s), (x + 2, r.bottom - 8 * s), max(1, int(2 * s)))
        surface.set_clip(clip)
        if not self.focused:
            pen = pygame.Rect(0, 0, int(14 * s), int(14 * s))
            pen.midright = (r.right - int(10 * s), r.centery)
            pygame.draw.line(surface, INK_DIM, pen.bottomleft, pen.topright, max(1, int(2 * s)))
            pygame.draw.line(surface, INK_DIM, pen.bottomleft, (pen.x + pen.w * 0.35, pen.bottom), max(1, int(2 * s)))


class Preview(Node):
    """The hovered card, large: its face at 300x420 and, beside it, its whole text."""

    FACE_W, FACE_H, BOX_W, GAP = 300, 420, 256, 6

    def __init__(self) -> None:
        super().__init__(0, 0, 0, 0, z=800, name="preview")
        self.visible = False
        self.card: CardDef | None = None
        self.lang = "en"
        self.safe = False
        self.db: CardDb | None = None
        self.count = 0
        self.blocked = False
        self.text_scale = 1.0
        self.box_x = 0.0
        self.face_x = 0.0
        self._box: tuple[Any, pygame.Surface] | None = None
        self.lines: list[str] = []

    def show(self, card: CardDef, anchor: pygame.Rect, *, count: int, blocked: bool, panel_left: float) -> None:
        """Place beside ``anchor`` (logical rect): right of it if there is room, else left of it."""
        if card is not self.card:
            self.lines = card_lines(card, self.db, self.lang) if self.db is not None else []
        self.card, self.count, self.blocked = card, count, blocked
        total = self.FACE_W + self.GAP + self.BOX_W
        if anchor.right + 8 + total <= BASE_W - 4 and anchor.right + 8 + self.FACE_W <= BASE_W:
            x = anchor.right + 8
            self.face_x, self.box_x = x, x + self.FACE_W + self.GAP
        else:
            x = max(4, min(anchor.x, panel_left) - 8 - total)
            self.box_x, self.face_x = x, x + self.BOX_W + self.GAP
        self.y = max(8, min(anchor.y - 30, BASE_H - 8 - self.FACE_H))
        self.visible = True

    def hide(self) -> None:
        self.visible = False
        self.card = None

    def _details(self, card: CardDef, fs: float, width: int) -> list[tuple[str, tuple[int, int, int], float, bool]]:
        lang, db = self.lang, self.db
        out: list[tuple[str, tuple[int, int, int], float, bool]] = []
        out.append((card.name.get(lang), INK, fs * 1.25, True))
        kind = [TYPE_NAMES[card.type].get(lang).capitalize() if lang == "en" else TYPE_NAMES[card.type].get(lang),
                ATTRIBUTE_NAMES[card.attribute].get(lang)]
        kind += [affiliation_name(db, a).get(lang) for a in card.affiliations]
        out.append((" \u00b7 ".join(kind), INK_DIM, fs * 0.9, False))
        if card.type == "unit":
            out.append((t("db.stats_unit", lang, c=card.cost, p=card.power, h=card.hit), INK_DIM, fs * 0.9, False))
        elif card.type != "leader":
            out.append((t("db.stats", lang, c=card.cost), INK_DIM, fs * 0.9, False))
        out.append(("", INK, fs * 0.4, False))
        for line in card_lines(card, db, lang):
            out.append((line, INK, fs, False))
        if card.type == "leader":
            out.append(("", INK, fs * 0.4, False))
            out.append((LABELS["oath"].get(lang), GOLD, fs, True))
            for line in oath_text(card, db, lang):
                out.append((line, INK, fs, False))
            if card.back is not None:
                out.append(("", INK, fs * 0.4, False))
                out.append((t("db.awakened", lang, name=card.back.name.get(lang)), GOLD, fs, True))
                for line in card_lines(card, db, lang, awakened=True):
                    out.append((line, INK, fs, False))
        if self.blocked:
            out.append(("", INK, fs * 0.4, False))
            out.append((t("db.oath_blocked", lang), BAD, fs * 0.9, False))
        if self.count:
            out.append(("", INK, fs * 0.4, False))
            out.append((t("db.in_deck", lang, n=self.count), BAD if self.count > MAX_COPIES else GOLD, fs, True))
        return out

    def _box_surface(self, s: float) -> pygame.Surface:
        card = self.card
        assert card is not None
        key = (card.id, self.lang, s, self.count, self.blocked, self.text_scale)
        if self._box and self._box[0] == key:
            return self._box[1]
        w = int(self.BOX_W * s)
        pad = int(12 * s)
        fs = 15 * s * self.text_scale
        rows: list[tuple[pygame.Surface | None, float]] = []
        for text, col, size, bold in self._details(card, fs, w - 2 * pad):
            if not text:
                rows.append((None, size))
                continue
            for line in fonts.wrap(text, size, w - 2 * pad, bold):
                rows.append((fonts.text(line, size, col, bold), size * 1.3))
        h = int(min(BASE_H - 16, 2 * pad / s + sum(r[1] for r in rows) / s) * s)
        box = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(box, (18, 20, 26, 240), box.get_rect(), border_radius=int(10 * s))
        col = attribute_colour(card.attribute, self.safe)
        pygame.draw.rect(box, col, box.get_rect(), width=max(1, int(2 * s)), border_radius=int(10 * s))
        y = pad
        for img, step in rows:
            if y + step > h - pad + 2:
                break
            if img is not None:
                box.blit(img, (pad, y))
            y += step
        self._box = (key, box)
        return box

    def draw_self(self, surface: pygame.Surface) -> None:
        if self.card is None or self.db is None:
            return
        par = self.parent
        s = par.world_scale() if par else 1.0
        px, py = par.world_origin() if par else (0, 0)
        fw, fh = int(self.FACE_W * s), int(self.FACE_H * s)
        face = card_face(self.card, fw, fh, lang=self.lang, safe=self.safe, lines=self.lines)
        fy = py + self.y * s
        shadow = pygame.Surface((fw, fh), pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect(), border_radius=max(3, fw // 14))
        surface.blit(shadow, (px + self.face_x * s + 6 * s, fy + 8 * s))
        surface.blit(face, (px + self.face_x * s, fy))
        box = self._box_surface(s)
        by = min(fy, py + (BASE_H - 8) * s - box.get_height())
        surface.blit(box, (px + self.box_x * s, max(py + 8 * s, by)))


class ListOverlay(Node):
    """A modal list of decks to choose from (Load, Template): paged rows, Cancel."""

    ROWS = 7

    def __init__(self) -> None:
        super().__init__(0, 0, BASE_W, BASE_H, z=700, name="overlay")
        self.visible = False
        self.mode = ""
        self.entries: list[dict[str, Any]] = []
        self.page = 0
        self.lang = "en"
        self.title = ""
        self.empty = ""
        self.confirm_delete: str | None = None

    def open(self, mode: str, title: str, entries: list[dict[str, Any]], lang: str, empty: str) -> None:
        self.mode, self.title, self.entries, self.lang, self.empty = mode, title, entries, lang, empty
        self.page = 0
        self.confirm_delete = None
        self.visible = True
        self.rebuild()

    def close(self) -> None:
        self.visible = False
        self.clear()

    def rebuild(self) -> None:
        self.clear()
        lang = self.lang
        pw, ph = 760, 560
        px, py = (BASE_W - pw) / 2, (BASE_H - ph) / 2
        self.add(Panel(px, py, pw, ph, alpha=250))
        self.add(Label(px + 24, py + 18, self.title, size=24, color=GOLD, bold=True))
        pages = max(1, -(-len(self.entries) // self.ROWS))
        self.page = min(self.page, pages - 1)
        chunk = self.entries[self.page * self.ROWS:(self.page + 1) * self.ROWS]
        if not chunk:
            self.add(Label(px + 24, py + 80, self.empty, size=18, color=INK_DIM))
        for i, e in enumerate(chunk):
            y = py + 64 + i * 48
            has_delete = e.get("delete", False)
            bw = pw - 48 - (110 if has_delete else 0)
            b = EntryButton(px + 24, y, bw, 42, e, lang)
            self.add(b)
            if has_delete:
                sure = self.confirm_delete == e["id"]
                d = FitButton(px + pw - 24 - 100, y, 100, 42, t("db.delete_sure" if sure else "db.delete", lang),
                              f"delete:{e['id']}", size=16, accent=BAD)
                self.add(d)
        if pages > 1:
            self.add(FitButton(px + 24, py + ph - 58, 60, 40, "\u25c0", "overlay_prev", size=18))
            self.add(Label(px + 100, py + ph - 48, t("db.page", lang, p=self.page + 1, n=pages), size=18))
            self.add(FitButton(px + 180, py + ph - 58, 60, 40, "\u25b6", "overlay_next", size=18))
        self.add(FitButton(px + pw - 24 - 160, py + ph - 58, 160, 40, t("db.cancel", lang), "overlay_cancel", size=18))
        self.detail = self.add(TextView(px + 24, py + 64 + self.ROWS * 48 - 2, pw - 48, ph - 64 - self.ROWS * 48 - 62,
                                        size=14, name="overlay_detail"))

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.visible:
            return
        hovered = next((n for n in self.children if isinstance(n, EntryButton) and n.hover), None)
        detail = hovered.entry.get("detail", []) if hovered is not None else []
        colour = hovered.entry.get("sub_color", INK_DIM) if hovered is not None else INK_DIM
        self.detail.items = [(line, colour) for line in detail]

    def turn(self, step: int) -> None:
        pages = max(1, -(-len(self.entries) // self.ROWS))
        self.page = (self.page + step) % pages
        self.rebuild()

    def draw_self(self, surface: pygame.Surface) -> None:
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 150))
        surface.blit(dim, (0, 0))

    def on_event(self, event: pygame.event.Event) -> bool:
        # Modal: nothing under the overlay hears the mouse while it is open.
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)


class EntryButton(Button):
    """A deck in a list: its name and, under it, leader, size or why it cannot be used."""

    def __init__(self, x: float, y: float, w: float, h: float, entry: dict[str, Any], lang: str) -> None:
        super().__init__(x, y, w, h, entry["title"], entry["button"], size=17)
        self.entry = entry
        self.enabled = entry.get("enabled", True)
        self.why_disabled = entry.get("why", "")

    def draw_self(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        s = self.world_scale()
        base = (62, 74, 94) if self.hover and self.enabled else ((44, 52, 66) if self.enabled else (36, 38, 44))
        pygame.draw.rect(surface, base, r, border_radius=int(8 * s))
        pygame.draw.rect(surface, self.entry.get("edge", (84, 94, 110)), r, width=max(1, int(2 * s)),
                         border_radius=int(8 * s))
        x = r.x + 12 * s
        for a in self.entry.get("attributes", ()):
            g = pygame.Rect(int(x), r.centery - int(9 * s), int(18 * s), int(18 * s))
            draw_attribute_glyph(surface, a, g, attribute_colour(a, self.entry.get("safe", False)))
            x += 22 * s
        x += 6 * s
        title = fonts.text(self.label, fit_size(self.label, 17 * s, r.w * 0.45, True), INK if self.enabled else INK_DIM,
                           True)
        surface.blit(title, title.get_rect(midleft=(int(x), r.centery)))
        sub = self.entry.get("sub", "")
        if sub:
            sx = x + title.get_width() + 14 * s
            avail = r.right - 12 * s - sx
            size = fit_size(sub, 14 * s, avail, floor=9 * s)
            img = fonts.text(sub, size, self.entry.get("sub_color", INK_DIM))
            clip = surface.get_clip()
            surface.set_clip(pygame.Rect(int(sx), r.y, int(max(0, avail)), r.h))
            surface.blit(img, img.get_rect(midleft=(int(sx), r.centery)))
            surface.set_clip(clip)


# ----- the scene ------------------------------------------------------------------------------------
class DeckBuilderScene(Scene):
    GRID_X, GRID_Y = 12, 146
    COLS, ROWS = 6, 3
    CELL_W, CELL_H = 128, 179
    GAP_X, GAP_Y = 14, 8
    PANEL_X, PANEL_W = 884, 384
    LIST_Y, ROW_H, LIST_ROWS = 170, 22, 15

    def __init__(self, app: App, *, deck_id: str | None = None) -> None:
        super().__init__(app)
        self.db = load_card_db()
        self.cards = sorted(self.db.cards.values(),
                            key=lambda c: (TYPE_ORDER[c.type], ATTRIBUTES.index(c.attribute), c.cost, c.id))
        self.kw_of = {c.id: card_keywords(c) for c in self.cards}
        self.keywords = set_keywords(self.cards)
        # filters
        self.f_attr: set[str] = set()
        self.f_type: set[str] = set()
        self.f_cost: set[int] = set()
        self.f_kw = -1                       # index into self.keywords; -1: any
        self.page = 0
        # the deck being built
        self.leader: str | None = None
        self.counts: dict[str, int] = {}
        self.editing: str | None = None      # "user:<id>" when editing a saved deck
        self.dirty = False
        self.leave_armed = 0.0
        self.list_scroll = 0
        self.problems: list[DeckProblem] = []
        self.hovered: Node | None = None
        self.build()
        self.name_field.text = self.default_name()
        if deck_id:
            self.load_user(deck_id)
        self.refresh()
        _, bad = userdecks.load_user_decks(self.db, self.lang)
        if bad:
            self.toast.show(t("db.user_problems", self.lang, n=len(bad)), seconds=5, color=GOLD)

    # ----- building the screen ----------------------------------------------------------------------
    @property
    def safe(self) -> bool:
        return bool(self.app.settings.colorblind_palette)

    def build(self) -> None:
        lang = self.lang
        root = self.root
        root.clear()
        root.add(FitButton(12, 12, 96, 38, t("back", lang), "back", size=18))
        root.add(Label(124, 18, t("db.title", lang), size=24, color=GOLD, bold=True))
        self.shown_label = root.add(Label(560, 22, "", size=16, color=INK_DIM))
        root.add(FitButton(690, 12, 44, 38, "\u25c0", "page_prev", size=18))
        self.page_label = root.add(Label(773, 22, "", size=16, center=True))
        root.add(FitButton(812, 12, 44, 38, "\u25b6", "page_next", size=18))
        # filters: attributes and types
        self.attr_chips: dict[str, Toggle] = {}
        for i, a in enumerate(ATTRIBUTES):
            chip = Toggle(12 + i * 101, 58, 96, 36, ATTRIBUTE_NAMES[a].get(lang), f"attr:{a}", attribute=a,
                          safe=self.safe)
            self.attr_chips[a] = root.add(chip)
        self.type_chips: dict[str, Toggle] = {}
        for i, ty in enumerate(TYPES):
            chip = Toggle(526 + i * 84, 58, 80, 36, t(f"db.type.{ty}", lang), f"type:{ty}")
            self.type_chips[ty] = root.add(chip)
        self.cost_chips: dict[int, Toggle] = {}
        for c in COSTS:
            chip = Toggle(12 + c * 44, 102, 40, 36, f"{c}+" if c == COSTS[-1] else str(c), f"cost:{c}", size=16)
            self.cost_chips[c] = root.add(chip)
        self.kw_chip = root.add(Toggle(414, 102, 300, 36, "", "kw_next", on_right=lambda: self.cycle_keyword(-1)))
        root.add(FitButton(724, 102, 132, 36, t("db.clear", lang), "clear", size=15))
        self.grid = root.add(Node(0, 0, 0, 0, name="grid"))
        self.empty_label = root.add(Label(self.GRID_X + 430, self.GRID_Y + 200, "", size=18, color=INK_DIM, center=True))
        # the deck panel
        px, pw = self.PANEL_X, self.PANEL_W
        root.add(Panel(px, 8, pw, 704, alpha=230))
        self.name_field = root.add(TextField(px + 12, 20, pw - 24, 40))
        self.name_field.on_change = lambda _text: self.mark_dirty()
        self.leader_row = root.add(LeaderRow(px + 14, 70, pw - 28, 60))
        self.count_label = root.add(Label(px + 14, 140, "", size=16, bold=True))
        self.trigger_label = root.add(Label(px + 200, 140, "", size=16, bold=True))
        self.rows = root.add(Node(0, 0, 0, 0, name="rows"))
        self.more_up = root.add(Label(px + pw - 30, self.LIST_Y - 16, "", size=12, color=INK_DIM))
        self.more_down = root.add(Label(px + pw - 30, self.LIST_Y + self.LIST_ROWS * self.ROW_H, "", size=12,
                                        color=INK_DIM))
        ts = float(getattr(self.app.settings, "text_size", 1.0) or 1.0)
        self.problems_view = root.add(TextView(px + 14, 516, pw - 28, 138, size=14 * min(ts, 1.2), name="problems"))
        bw = (pw - 24 - 3 * 8) / 4
        for i, (key, bid) in enumerate((("db.new", "new"), ("db.template", "template"), ("db.load", "load"),
                                        ("db.save", "save"))):
            b = FitButton(px + 12 + i * (bw + 8), 662, bw, 40, t(key, lang), bid, size=17,
                          accent=GOOD if bid == "save" else GOLD)
            root.add(b)
        self.preview = root.add(Preview())
        self.preview.db = self.db
        self.preview.text_scale = min(ts, 1.3)
        self.overlay = root.add(ListOverlay())
        self.toast = root.add(Toast(self.GRID_X + 110, 646, 640))

    # ----- what the grid shows ---------------------------------------------------------------------
    def filtered(self) -> list[CardDef]:
        kw = self.keywords[self.f_kw] if self.f_kw >= 0 else None
        out = []
        for c in self.cards:
            if self.f_attr and c.attribute not in self.f_attr:
                continue
            if self.f_type and c.type not in self.f_type:
                continue
            if self.f_cost:
                if c.type == "leader":
                    continue
                if min(c.cost, COSTS[-1]) not in self.f_cost:
                    continue
            if kw and kw not in self.kw_of[c.id]:
                continue
            out.append(c)
        return out

    @property
    def per_page(self) -> int:
        return self.COLS * self.ROWS

    def visible_cards(self) -> list[CardDef]:
        return [n.card for n in self.grid.children if isinstance(n, CardCell)]

    def deck_cards(self) -> list[str]:
        out: list[str] = []
        for cid, n in self.counts.items():
            out.extend([cid] * n)
        return out

    def refresh(self) -> None:
        """Rebuild the grid, the deck list and the problems from the filters and the deck."""
        lang, safe = self.lang, self.safe
        cards = self.filtered()
        pages = max(1, -(-len(cards) // self.per_page))
        self.page = max(0, min(self.page, pages - 1))
        self.grid.clear()
        for i, c in enumerate(cards[self.page * self.per_page:(self.page + 1) * self.per_page]):
            col, row = i % self.COLS, i // self.COLS
            cell = CardCell(self.GRID_X + col * (self.CELL_W + self.GAP_X), self.GRID_Y + row * (self.CELL_H + self.GAP_Y),
                            self.CELL_W, self.CELL_H, c)
            cell.lang, cell.safe = lang, safe
            cell.count = self.counts.get(c.id, 0)
            cell.is_leader = c.id == self.leader
            cell.blocked = not oath_allows(self.db, self.leader, c)
            self.grid.add(cell)
        self.empty_label.text = "" if cards else t("db.none_match", lang)
        self.shown_label.text = t("db.shown", lang, n=len(cards))
        self.page_label.text = t("db.page", lang, p=self.page + 1, n=pages)
        for a, chip in self.attr_chips.items():
            chip.on = a in self.f_attr
        for ty, chip in self.type_chips.items():
            chip.on = ty in self.f_type
        for c, chip in self.cost_chips.items():
            chip.on = c in self.f_cost
        self.kw_chip.on = self.f_kw >= 0
        self.kw_chip.label = (t("db.keyword", lang, k=KEYWORD_NAMES[self.keywords[self.f_kw]].get(lang))
                              if self.f_kw >= 0 else t("db.keyword_any", lang))
        self.refresh_deck()

    def refresh_deck(self) -> None:
        lang, db = self.lang, self.db
        cards = self.deck_cards()
        self.problems = live_problems(db, self.leader, cards)
        # leader and oath
        lr = self.leader_row
        lr.safe = self.safe
        if self.leader and self.leader in db:
            leader = db[self.leader]
            lr.card_id, lr.attribute = leader.id, leader.attribute
            lr.text = t("db.leader", lang, name=leader.name.get(lang))
            lr.lines = []
            for line in oath_text(leader, db, lang):
                lr.lines.extend(fonts.wrap(line, 13, int(lr.w)))
            lr.lines = lr.lines[:3]
        else:
            lr.card_id, lr.attribute, lr.text, lr.lines = None, None, t("db.no_leader", lang), []
        n = len(cards)
        trig = sum(1 for c in cards if c in db and db[c].has_trigger)
        self.count_label.text = t("db.count", lang, n=n, size=DECK_SIZE)
        self.count_label.color = GOOD if n == DECK_SIZE else (BAD if n > DECK_SIZE else INK)
        self.trigger_label.text = t("db.triggers", lang, n=trig, max=MAX_TRIGGERS)
        self.trigger_label.color = BAD if trig > MAX_TRIGGERS else INK
        # the list
        bad_ids = {c for p in self.problems for c in p.cards}
        entries = sorted((cid for cid in self.counts if self.counts[cid] > 0 and cid in db),
                         key=lambda c: (db[c].cost, TYPE_ORDER[db[c].type], ATTRIBUTES.index(db[c].attribute), c))
        max_scroll = max(0, len(entries) - self.LIST_ROWS)
        self.list_scroll = max(0, min(self.list_scroll, max_scroll))
        self.rows.clear()
        px = self.PANEL_X
        for i, cid in enumerate(entries[self.list_scroll:self.list_scroll + self.LIST_ROWS]):
            row = DeckRow(px + 12, self.LIST_Y + i * self.ROW_H, self.PANEL_W - 24, self.ROW_H - 1, db[cid],
                          self.counts[cid], lang=lang, safe=self.safe, bad=cid in bad_ids)
            self.rows.add(row)
        if not entries:
            self.rows.add(TextView(px + 14, self.LIST_Y + 4, self.PANEL_W - 28, 60, size=14, name="empty_hint"))
            self.rows.children[-1].items = [(t("db.empty", lang), INK_DIM)]
        self.more_up.text = "\u25b2" if self.list_scroll > 0 else ""
        self.more_down.text = "\u25bc" if self.list_scroll < max_scroll else ""
        # problems
        if self.problems:
            self.problems_view.items = [(problem_text(p, db, lang), BAD) for p in self.problems]
        else:
            self.problems_view.items = [(t("db.legal", lang), GOOD)]
        # the grid's badges
        for cell in self.grid.children:
            if isinstance(cell, CardCell):
                cell.count = self.counts.get(cell.card.id, 0)
                cell.is_leader = cell.card.id == self.leader
                cell.blocked = not oath_allows(db, self.leader, cell.card)
        if self.preview.visible and self.preview.card is not None:
            self.preview.count = self.counts.get(self.preview.card.id, 0)
            self.preview.blocked = not oath_allows(db, self.leader, self.preview.card)

    # ----- editing the deck -----------------------------------------------------------------------
    def mark_dirty(self) -> None:
        self.dirty = True
        self.leave_armed = 0.0

    def add_card(self, cid: str) -> None:
        card = self.db[cid]
        if card.type == "leader":
            self.leader = cid
        else:
            self.counts[cid] = min(DECK_SIZE, self.counts.get(cid, 0) + 1)
        self.mark_dirty()
        self.app.sounds.play("draw")
        self.refresh_deck()

    def remove_card(self, cid: str) -> None:
        if cid == self.leader:
            self.leader = None
        elif self.counts.get(cid):
            self.counts[cid] -= 1
            if not self.counts[cid]:
                del self.counts[cid]
        else:
            return
        self.mark_dirty()
        self.refresh_deck()

    def set_deck(self, leader: str | None, cards: Iterable[str]) -> None:
        self.leader = leader if leader else None
        self.counts = dict(Counter(cards))
        self.list_scroll = 0
        self.refresh()

    def default_name(self) -> str:
        """ "My deck N": the first N that no saved deck's name or file uses."""
        files = userdecks.scan_user_decks(self.db)
        names = {n for f in files if f.deck is not None for n in (f.deck.name.en, f.deck.name.ko)}
        stems = {f.id for f in files}
        n = len(files) + 1
        while True:
            cand = t("db.default_name", self.lang, n=n)
            if cand not in names and userdecks.USER_PREFIX + userdecks.slug(cand) not in stems:
                return cand
            n += 1

    # ----- filters ---------------------------------------------------------------------------------
    def toggle(self, group: set, value: Any) -> None:
        group.symmetric_difference_update({value})
        self.page = 0
        self.refresh()

    def cycle_keyword(self, step: int) -> None:
        n = len(self.keywords)
        self.f_kw = ((self.f_kw + 1 + step) % (n + 1)) - 1
        self.page = 0
        self.refresh()

    def turn_page(self, step: int) -> None:
        pages = max(1, -(-len(self.filtered()) // self.per_page))
        self.page = max(0, min(pages - 1, self.page + step))
        self.refresh()

    # ----- saving and loading ------------------------------------------------------------------------
    def save(self) -> None:
        lang = self.lang
        name = self.name_field.text.strip() or self.default_name()
        self.name_field.text = name
        self.name_field.focus(False)
        try:
            deck_id = userdecks.plain_id(self.editing) if self.editing else userdecks.new_deck_id(name)
            userdecks.save_user_deck(deck_id, name, name, self.leader or "", self.counts)
        except (OSError, ValueError) as exc:
            self.toast.show(t("db.save_failed", lang, why=str(exc)), seconds=6, color=BAD)
            return
        self.editing = userdecks.USER_PREFIX + deck_id
        self.dirty = False
        key = "db.saved" if not self.problems else "db.saved_illegal"
        self.toast.show(t(key, lang, name=name), seconds=4, color=GOOD if not self.problems else GOLD)

    def load_user(self, deck_id: str) -> bool:
        for f in userdecks.scan_user_decks(self.db, self.lang):
            if f.id == deck_id and f.deck is not None:
                self.set_deck(f.deck.leader, f.deck.cards)
                self.name_field.text = f.deck.name.get(self.lang)
                self.editing = f.id
                self.dirty = False
                self.toast.show(t("db.loaded", self.lang, name=f.deck.name.get(self.lang)), seconds=3)
                return True
        return False

    def load_template(self, deck_id: str) -> None:
        deck = userdecks.preconstructed_decks(self.db).get(deck_id)
        if deck is None:
            return
        self.set_deck(deck.leader, deck.cards)
        self.editing = None
        self.name_field.text = self.default_name()
        self.dirty = True
        self.toast.show(t("db.from_template", self.lang, name=deck.name.get(self.lang)), seconds=4)

    def new_deck(self) -> None:
        self.set_deck(None, [])
        self.editing = None
        self.name_field.text = self.default_name()
        self.dirty = False
        self.toast.show(t("db.new_deck", self.lang), seconds=2.5)

    def _deck_entry(self, deck: Deck, button: str) -> dict[str, Any]:
        lang, db = self.lang, self.db
        attrs: list[str] = []
        if deck.leader in db:
            for cond in db[deck.leader].oath:
                attrs += [a for a in cond.get("attributes", ()) if a not in attrs]
        leader = db[deck.leader].name.get(lang) if deck.leader in db else (deck.leader or "-")
        return {"id": deck.id, "title": deck.name.get(lang), "button": button, "attributes": attrs, "safe": self.safe,
                "sub": f"{t('pick.leader', lang, name=leader)} \u00b7 {len(deck.cards)}"}

    def open_load(self) -> None:
        lang = self.lang
        entries = []
        for f in userdecks.scan_user_decks(self.db, lang):
            if f.deck is not None:
                e = self._deck_entry(f.deck, f"open:{f.id}")
                if f.problems:
                    e["sub"] += f" \u00b7 {t('db.not_legal', lang)}"
                    e["sub_color"] = GOLD
                    e["detail"] = [problem_text(p, self.db, lang) for p in f.rule_problems]
            else:
                e = {"id": f.id, "title": f.id[len(userdecks.USER_PREFIX):], "button": f"open:{f.id}",
                     "enabled": False, "why": "; ".join(f.problems), "sub": t("db.unreadable", lang),
                     "detail": [os.path.basename(f.path) + ":"] + f.problems, "sub_color": BAD, "edge": BAD}
            e["delete"] = True
            entries.append(e)
        self.preview.hide()
        self.overlay.open("load", t("db.load_title", lang), entries, lang, t("db.no_user_decks", lang))

    def open_template(self) -> None:
        entries = [self._deck_entry(d, f"tpl:{d.id}") for d in userdecks.preconstructed_decks(self.db).values()]
        self.preview.hide()
        self.overlay.open("template", t("db.template_title", self.lang), entries, self.lang, "")

    # ----- input -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.leave_armed = max(0.0, self.leave_armed - dt)

    def go_back(self) -> None:
        if self.dirty and self.leave_armed <= 0:
            self.leave_armed = 4.0
            self.toast.show(t("db.unsaved", self.lang), seconds=4, color=GOLD)
            return
        self.app.pop()

    def _hover(self, pos: tuple[int, int]) -> None:
        if self.overlay.visible:
            node = None
        else:
            node = self.root.node_at(*pos, accept=lambda n: bool(getattr(n, "card_id", None)))
        if node is self.hovered:
            return
        for n in (self.hovered, node):
            if n is not None and hasattr(n, "hover"):
                n.hover = n is node
        self.hovered = node
        if node is None:
            self.preview.hide()
            return
        card = self.db[node.card_id]
        anchor = pygame.Rect(int(node.x), int(node.y), int(node.w), int(node.h))
        self.preview.lang, self.preview.safe = self.lang, self.safe
        self.preview.show(card, anchor, count=self.counts.get(card.id, 0),
                          blocked=not oath_allows(self.db, self.leader, card), panel_left=self.PANEL_X)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._hover(event.pos)
        if event.type == pygame.MOUSEWHEEL and not self.overlay.visible:
            mx, my = self.to_logical(pygame.mouse.get_pos())
            step = -1 if event.y > 0 else 1
            if mx >= self.PANEL_X:
                self.list_scroll += step * 3
                self.refresh_deck()
            else:
                self.turn_page(step)
            self.hovered = None
            self.preview.hide()
            return True
        if event.type == pygame.KEYDOWN and not self.name_field.focused:
            if event.key == pygame.K_ESCAPE:
                if self.overlay.visible:
                    self.overlay.close()
                else:
                    self.go_back()
                return True
            if not self.overlay.visible and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                self.turn_page(1 if event.key == pygame.K_PAGEDOWN else -1)
                return True
        handled = super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and not handled:
            self.name_field.focus(False)
        return handled

    def on_ui(self, event: pygame.event.Event) -> bool:
        kind = event.kind
        if kind == "refused":
            if event.text:
                self.toast.show(event.text, color=GOLD)
            return True
        if kind == "card":
            if event.button == 1:
                self.add_card(event.id)
            else:
                self.remove_card(event.id)
            return True
        if kind == "deckrow":
            if event.button == 1:
                self.add_card(event.id)
            else:
                self.remove_card(event.id)
            self._rehover()
            return True
        if kind != "button":
            return False
        bid: str = event.id
        if bid == "back":
            self.go_back()
        elif bid.startswith("attr:"):
            self.toggle(self.f_attr, bid[5:])
        elif bid.startswith("type:"):
            self.toggle(self.f_type, bid[5:])
        elif bid.startswith("cost:"):
            self.toggle(self.f_cost, int(bid[5:]))
        elif bid == "kw_next":
            self.cycle_keyword(1)
        elif bid == "clear":
            self.f_attr.clear(), self.f_type.clear(), self.f_cost.clear()
            self.f_kw, self.page = -1, 0
            self.refresh()
        elif bid == "page_prev":
            self.turn_page(-1)
        elif bid == "page_next":
            self.turn_page(1)
        elif bid == "new":
            self.new_deck()
        elif bid == "template":
            self.open_template()
        elif bid == "load":
            self.open_load()
        elif bid == "save":
            self.save()
        elif bid == "overlay_cancel":
            self.overlay.close()
        elif bid == "overlay_prev":
            self.overlay.turn(-1)
        elif bid == "overlay_next":
            self.overlay.turn(1)
        elif bid.startswith("open:"):
            self.overlay.close()
            self.load_user(bid[5:])
        elif bid.startswith("tpl:"):
            self.overlay.close()
            self.load_template(bid[4:])
        elif bid.startswith("delete:"):
            self.delete_deck(bid[7:])
        else:
            return False
        if bid.startswith(("attr:", "type:", "cost:", "kw_", "clear", "page_")):
            self._rehover()
        return True

    def delete_deck(self, deck_id: str) -> None:
        if self.overlay.confirm_delete != deck_id:
            self.overlay.confirm_delete = deck_id
            self.overlay.rebuild()
            return
        name = deck_id[len(userdecks.USER_PREFIX):]
        for e in self.overlay.entries:
            if e["id"] == deck_id:
                name = e["title"]
        try:
            userdecks.delete_user_deck(deck_id)
        except OSError as exc:
            self.toast.show(t("db.save_failed", self.lang, why=str(exc)), color=BAD)
            return
        if self.editing == deck_id:
            self.editing = None
            self.dirty = True
        self.toast.show(t("db.deleted", self.lang, name=name), seconds=3)
        self.open_load()

    def _rehover(self) -> None:
        """The grid or list changed under a still mouse: show the card now under it."""
        self.hovered = None
        self.preview.hide()
        if pygame.mouse.get_focused():
            self._hover(pygame.mouse.get_pos())
