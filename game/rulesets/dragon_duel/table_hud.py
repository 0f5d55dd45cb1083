"""Dragon Duel's table part: its painted parts. The frames of the areas; every area's name with its
count, in the player's language; the turn, the phase, the element marker and the crystals of a match;
the tug-of-war board whose three dragons travel between the middle and each side; both live attack
totals with what the player to act still needs. Words are drawn only in the table's text colours on
its grounds (``game.ui.table.look``), and grow with the text size as far as their slot allows."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.text import Msg
from game.ui import faces, fonts
from game.ui.node import Node, post
from game.ui.palette import BAD, GOLD, GOOD, INK, INK_DIM
from game.ui.table import look
from game.ui.table.felt import moment_key
from game.ui.table.hud import fitted, px
from game.ui.widgets import draw_mark

from . import table_layout as L
from .cardtext import ELEMENT_NAMES
from .state import BOARD
from .text import PHASE_NAMES
from .vocab import DRAGONS

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

BOX = (14, 20, 24)             # the middle band's boxes (the table's "phase bar" ground)
CAPTION_BOX = (10, 14, 16)     # a word's box over the felt (the table's "counter box" ground)
DRAGON_LOOK = {"ember": ((206, 74, 44), (213, 94, 0), "flame"), "stone": ((150, 136, 112), (0, 114, 178), "mountain"),
               "moon": ((118, 110, 204), (110, 80, 240), "crescent")}
WORDS = {
    "leader": Msg("Leader", "리더"), "battle": Msg("Battle area {n}", "전투 영역 {n}"),
    "support": Msg("Support area {n}", "서포트 영역 {n}"), "deck": Msg("Deck {n}", "덱 {n}"),
    "discard": Msg("Discard {n}", "버린 카드 {n}"), "hand": Msg("Hand {n}", "손 {n}"),
    "turn": Msg("Turn {n} \u00b7 Player {p}", "{n}턴 \u00b7 플레이어 {p}"),
    "phase": Msg("{phase} phase", "{phase} 단계"), "no_battle": Msg("No battle", "전투 없음"),
    "choosing": Msg("Element: being chosen", "원소: 고르는 중"),
    "crystals": Msg("Crystals {a} : {b} (to {n}) \u00b7 game {g}", "크리스탈 {a} : {b} ({n}개 목표) \u00b7 게임 {g}"),
    "attack": Msg("Player {p}: attack", "플레이어 {p}: 공격값"),
    "needs": Msg("needs {n} more to reach {v}", "{v}에 도달하려면 {n} 더"),
    "reaches": Msg("reaches {v}", "{v}에 도달"),
    "board": Msg("Dragons", "드래곤"), "side": Msg("P{p}", "P{p}"),
}
ELEMENT_RGB = {"fire": (240, 120, 80), "earth": (120, 200, 110)}   # the glyphs' colours (the shapes tell them apart)
DRAGON_SHORT = {"ember": Msg("Ember", "잿불"), "stone": Msg("Stone", "바위"), "moon": Msg("Moon", "달")}


def element_rect() -> tuple[float, float, float, float]:
    """The element marker, in the middle band's left box."""
    x, y, w, h = L.INFO
    return x + 8, y + h - 8 - 40 * min(1.5, L.grow()), w - 16, 40 * min(1.5, L.grow())


def paint(surf: pygame.Surface, s: float, viewer: int) -> None:
    def frame(rect: tuple[float, float, float, float], colour: tuple[int, int, int],
              fill: tuple[int, int, int] | None = None) -> None:
        x, y, w, h = rect
        box = (x * s, y * s, w * s, h * s)
        if fill is not None:
            pygame.draw.rect(surf, fill, box, border_radius=int(8 * s))
        pygame.draw.rect(surf, colour, box, max(1, int(2 * s)), border_radius=int(8 * s))

    for p in (0, 1):
        frame(L.area_rect(p, viewer, "leader"), (110, 96, 60), (40, 40, 40))
        frame(L.area_rect(p, viewer, "battle"), (120, 62, 60), (40, 40, 40))
        frame(L.area_rect(p, viewer, "support"), (84, 90, 140), (30, 44, 58))
        for pile in ("deck", "discard"):
            frame(L.area_rect(p, viewer, pile), (52, 96, 88))
    for rect in (L.INFO, L.TOTALS):
        frame(rect, (70, 80, 96), BOX)
    frame(L.BOARD, (150, 130, 80), BOX)
    x, y, w, h = L.BOARD
    col = w / 3
    for track in range(3):
        cx = x + col * track + col / 2
        top = L.dragon_cell(track, "far", True)[1]
        bottom = L.dragon_cell(track, "near", True)[1]
        pygame.draw.line(surf, (70, 80, 96), (cx * s, top * s), (cx * s, bottom * s), max(1, int(3 * s)))
        for where in ("far", "middle", "near"):
            c = L.dragon_cell(track, where, True)
            r = L.dragon_radius() + 3
            pygame.draw.circle(surf, (28, 36, 44) if where != "middle" else (44, 52, 60), (c[0] * s, c[1] * s), r * s)


def _put(node: Any, surface: pygame.Surface, text: str, x: float, y: float, colour: Any, key: str, width: float,
         *, anchor: str = "midleft", box: bool = False, bold: bool = True) -> pygame.Rect:
    s = node.world_scale()
    ox, oy = node.world_origin()
    img = fonts.text(text, fitted(text, key, width, s, bold), colour, bold)
    r = img.get_rect(**{anchor: (ox + x * s, oy + y * s)})
    if box:
        pygame.draw.rect(surface, CAPTION_BOX, pygame.Rect(r).inflate(8 * s, 4 * s), border_radius=int(5 * s))
    surface.blit(img, r)
    node.drawn.append((text, r))
    return r


class Captions(Node):
    """Every area's name with its count, the hands' counts and who is who; always visible."""

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(0, 0, 0, 0, z=500, name="counters")
        self.scene = scene
        self.drawn: list[tuple[str, pygame.Rect]] = []

    def layer_key(self) -> tuple[Any, ...]:
        """The moment shown and the cards as they lie (the table bakes it: ``layer.py``)."""
        return moment_key(self, tuple(len(cards) for _zone, cards in sorted(self.scene.order.items())))

    def draw_self(self, surface: pygame.Surface) -> None:
        sc = self.scene
        st = sc.shown_state          # as of the last event played; the counts are the cards as they lie
        lang = sc.lang
        v = sc.viewer
        self.drawn = []
        cap_y = 1 + 7 * L.grow()
        for p in (0, 1):
            for name in ("leader", "battle", "support", "deck", "discard"):
                x, y, w, _h = L.area_rect(p, v, name)
                n = len(sc.order.get(f"p{p}.{name}", []))
                text = WORDS[name].get(lang).format(n=n)
                if name in ("deck", "discard"):
                    _put(self, surface, text, x + w / 2, y + cap_y, INK, "caption", w - 4, anchor="center")
                else:
                    _put(self, surface, text, x + 6, y + cap_y, INK, "caption", w - 12)
            hand = WORDS["hand"].get(lang).format(n=len(sc.order.get(f"p{p}.hand", [])))
            star = " \u2605" if p == st.turn_player else ""
            who = f"P{p + 1}{star}"
            if p == v:
                r = _put(self, surface, who, 8, 700, GOLD if star else INK_DIM, "counter", 50, box=True)
                _put(self, surface, hand, 8 + (r.w / self.world_scale()) + 12, 700, INK_DIM, "caption", 110, box=True)
            else:
                r = _put(self, surface, who, L.HAND_X + 200, 14, GOLD if star else INK_DIM, "counter", 50, box=True)
                _put(self, surface, hand, L.HAND_X + 200 + r.w / self.world_scale() + 12, 14, INK_DIM, "caption", 110,
                     box=True)


class Info(Node):
    """The middle band's left box: the turn and whose it is, the phase, the element, the crystals."""

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(*L.INFO, z=400, name="info")
        self.scene = scene
        self.drawn: list[tuple[str, pygame.Rect]] = []

    def layer_key(self) -> tuple[Any, ...]:
        return moment_key(self)

    def draw_self(self, surface: pygame.Surface) -> None:
        sc = self.scene
        st = sc.shown_state
        lang = sc.lang
        s = self.world_scale()
        self.drawn = []
        w = self.w - 16
        line = px("turn") * 1.35
        turn = WORDS["turn"].get(lang).format(n=max(1, st.turn), p=st.turn_player + 1)
        _put(self, surface, turn, 8, 6 + line / 2, GOLD, "turn", w)
        phase = PHASE_NAMES.get(st.phase.value, (st.phase.value, st.phase.value))
        name = phase[1] if lang == "ko" else phase[0].capitalize()
        _put(self, surface, WORDS["phase"].get(lang).format(phase=name), 8, 6 + line * 1.5, INK, "phase", w,
             bold=False)
        y = 6 + line * 2.4
        if st.options.get("match") == "on":
            text = WORDS["crystals"].get(lang).format(a=st.crystals[0], b=st.crystals[1], n=st.options.get("crystals", 5),
                                                      g=st.game_no)
            _put(self, surface, text, 8, y, INK, "phase", w, bold=False)
            self.draw_crystals(surface, st, s, y + px("phase") * 0.9)
        # the element marker: a medallion with its glyph and its name (no battle: a hollow one)
        ex, ey, ew, eh = element_rect()
        ox, oy = self.parent.world_origin() if self.parent else (0, 0)
        rect = pygame.Rect(int(ox + ex * s), int(oy + ey * s), int(ew * s), int(eh * s))
        pygame.draw.rect(surface, CAPTION_BOX, rect, border_radius=rect.h // 2)
        element = st.element if st.battle else None
        pygame.draw.rect(surface, GOLD if element else INK_DIM, rect, max(1, int(2 * s)), border_radius=rect.h // 2)
        g = int(rect.h * 0.62)
        glyph = pygame.Rect(rect.x + rect.h // 4, rect.centery - g // 2, g, g)
        if element:
            faces.draw_glyph(surface, "flame" if element == "fire" else "leaf", glyph, ELEMENT_RGB[element])
            text = ELEMENT_NAMES[element].get(lang)
        else:
            pygame.draw.circle(surface, INK_DIM, glyph.center, g / 2, max(1, int(2 * s)))
            text = WORDS["no_battle" if not st.battle else "choosing"].get(lang)
        img = fonts.text(text, fitted(text, "turn", ew - g / s - 24, s), INK, True)
        r = img.get_rect(midleft=(glyph.right + 8 * s, rect.centery))
        surface.blit(img, r)
        self.drawn.append((text, r))

    def draw_crystals(self, surface: pygame.Surface, st: Any, s: float, top: float) -> None:
        """Each player's crystals as gems, a row each: filled ones won, hollow ones still to win (a
        shape counted, not only a number)."""
        ox, oy = self.world_origin()
        target = int(st.options.get("crystals", 5))
        ex, ey, _ew, _eh = element_rect()
        row = min(16.0, (ey - self.y - top - 4) / 2)
        if row < 6:
            return
        for i, p in enumerate((self.scene.viewer, 1 - self.scene.viewer)):
            cy = top + row * i + row / 2
            r = _put(self, surface, f"P{p + 1}", 8, cy, INK_DIM, "track", 30)
            x = r.right + 6 * s
            k = min(row * 0.42, (self.w - 60) / max(1, target) / 2.4) * s
            for n in range(target):
                cx = x + k + n * k * 2.4
                pts = [(cx, oy + cy * s - k), (cx + k * 0.8, oy + cy * s), (cx, oy + cy * s + k), (cx - k * 0.8, oy + cy * s)]
                if n < st.crystals[p]:
                    pygame.draw.polygon(surface, GOLD, pts)
                else:
                    pygame.draw.polygon(surface, INK_DIM, pts, max(1, int(s)))


class Board(Node):
    """The tug-of-war board: three tracks, each with the opponent's side at the top, the middle and the
    viewer's side at the bottom; each dragon travels along its track when it is pulled or returned.
    During a dragon decision the dragons one may choose are marked and take a click."""

    TRAVEL = 0.55          # seconds a dragon takes from one cell to the next (before the speed setting)

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(*L.BOARD, z=420, name="board")
        self.scene = scene
        self.drawn: list[tuple[str, pygame.Rect]] = []
        self.pos: list[tuple[float, float] | None] = [None, None, None]   # each dragon's centre, drawn now

    def target(self, i: int) -> tuple[float, float]:
        part = self.scene.part
        at = part.dragons[i]
        where = "middle" if at == BOARD else ("near" if at == self.scene.viewer else "far")
        return L.dragon_cell(i, where, True)

    def update(self, dt: float) -> None:
        speed = self.scene.app.settings.animation_speed
        for i in range(3):
            want = self.target(i)
            cur = self.pos[i]
            if cur is None or self.scene.app.settings.reduced_motion:
                self.pos[i] = want
                continue
            dx, dy = want[0] - cur[0], want[1] - cur[1]
            dist = math.hypot(dx, dy)
            step = dt * speed * 90 / self.TRAVEL
            self.pos[i] = want if dist <= step else (cur[0] + dx / dist * step, cur[1] + dy / dist * step)

    def options(self) -> list[str]:
        d = self.scene.decision_for(self.scene.viewer)
        return [o for o in d.remaining() if o in DRAGONS] if d is not None and d.kind == "dragon" else []

    def dragon_at(self, pos: tuple[int, int]) -> str | None:
        s = self.world_scale()
        ox, oy = self.parent.world_origin() if self.parent else (0, 0)
        for i, name in enumerate(DRAGONS):
            c = self.pos[i] or self.target(i)
            if math.hypot(pos[0] - (ox + c[0] * s), pos[1] - (oy + c[1] * s)) <= L.dragon_radius() * s * 1.2:
                return name
        return None

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.scene.pass_pending:
            name = self.dragon_at(event.pos)
            if name is not None and name in self.options():
                post("button", id=f"choose:{name}")
                return True
        return False

    def layer_key(self) -> tuple[Any, ...]:
        """Where each dragon is drawn now and which may be chosen (a travelling dragon keeps it live)."""
        return (tuple(self.pos[i] or self.target(i) for i in range(3)), tuple(self.options()), self.world_origin(),
                self.parent.world_origin() if self.parent else None, self.world_scale())

    def draw_self(self, surface: pygame.Surface) -> None:
        sc = self.scene
        lang = sc.lang
        s = self.world_scale()
        ox, oy = self.parent.world_origin() if self.parent else (0, 0)
        safe = sc.app.settings.colorblind_palette
        self.drawn = []
        col = self.w / 3
        label_y = 4 + 9 * L.grow()
        for i, name in enumerate(DRAGONS):
            _put(self, surface, DRAGON_SHORT[name].get(lang), col * i + col / 2, label_y, INK, "lane", col - 8,
                 anchor="center")
        for p, where in ((1 - sc.viewer, "far"), (sc.viewer, "near")):
            cy = L.dragon_cell(0, where, True)[1] - self.y
            _put(self, surface, WORDS["side"].get(lang).format(p=p + 1), 6, cy, INK_DIM, "track", 30, bold=True)
        choosable = self.options()
        r = L.dragon_radius()
        for i, name in enumerate(DRAGONS):
            c = self.pos[i] or self.target(i)
            centre = (ox + c[0] * s, oy + c[1] * s)
            rgb, safe_rgb, glyph = DRAGON_LOOK[name]
            fill = safe_rgb if safe else rgb
            pygame.draw.circle(surface, (12, 14, 18), centre, (r + 2) * s)
            pygame.draw.circle(surface, fill, centre, r * s)
            g = pygame.Rect(0, 0, int(r * 1.25 * s), int(r * 1.25 * s))
            g.center = (int(centre[0]), int(centre[1]))
            faces.draw_glyph(surface, glyph, g, (16, 16, 20))
            if name in choosable:
                box = pygame.Rect(0, 0, int((r * 2 + 10) * s), int((r * 2 + 10) * s))
                box.center = g.center
                look.outline(surface, "option", box, s, safe)


class Totals(Node):
    """Both live attack totals, always: the opponent's above, the viewer's below, each in the battle's
    element; under the turn player's, in a battle, what they still need to reach the other's character
    (or a tick)."""

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(*L.TOTALS, z=400, name="totals")
        self.scene = scene
        self.drawn: list[tuple[str, pygame.Rect]] = []

    def layer_key(self) -> tuple[Any, ...]:
        return moment_key(self)

    def draw_self(self, surface: pygame.Surface) -> None:
        sc = self.scene
        st = sc.session.state
        lang = sc.lang
        s = self.world_scale()
        ox, oy = self.parent.world_origin() if self.parent else (0, 0)
        self.drawn = []
        for p in (1 - sc.viewer, sc.viewer):
            x, y, w, h = L.totals_rect(p, sc.viewer)
            lx, ly = x - self.x, y - self.y
            label = WORDS["attack"].get(lang).format(p=p + 1)
            _put(self, surface, label, lx + 8, ly + 4 + px("caption") * 0.7, INK_DIM, "caption", w * 0.62)
            total = str(st.attack_total(p)) if st.battle else "-"
            big = fonts.text(total, min(h * 0.62, 40 * L.grow()) * s, GOLD if p == st.turn_player else INK, True)
            r = big.get_rect(midright=(ox + (x + w - 10) * s, oy + (y + h / 2) * s))
            surface.blit(big, r)
            self.drawn.append((total, r))
            if st.battle and st.element:
                g = int(h * 0.38 * s)
                glyph = pygame.Rect(r.x - g - 6 * s, r.centery - g // 2, g, g)
                faces.draw_glyph(surface, "flame" if st.element == "fire" else "leaf", glyph, ELEMENT_RGB[st.element])
            line_y = ly + h - 4 - px("caption") * 0.7
            if st.battle and p == st.turn_player and st.result is None and st.char[1 - p] >= 0:
                # (the battle's first character has nothing to reach: no "reaches 0" on the starter's turn)
                mine, theirs = st.attack_total(p), st.attack_total(1 - p)
                if mine >= theirs:
                    text, colour, mark = WORDS["reaches"].get(lang).format(v=theirs), GOOD, "good"
                else:
                    text, colour, mark = WORDS["needs"].get(lang).format(n=theirs - mine, v=theirs), BAD, "bad"
                m = int(px("caption") * s)
                rr = _put(self, surface, text, lx + 8 + m / s + 6, line_y, colour, "caption", w * 0.6)
                draw_mark(surface, mark, pygame.Rect(int(ox + (x + 8) * s), rr.centery - m // 2, m, m), colour)
