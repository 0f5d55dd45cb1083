"""Elements Illusion's painted parts of the table: the felt's frames, each seat's panel (Order marker,
EL / EP / GP dials, last element, locked or deciding, captions of its places), the turn's box, the
check phase's show (arrows from a skill's user to its targets, blocks, offsets, damage and EP numbers)
and the damage matrix. Everything is read from the engine's state as the viewer may see it: a seat's
sealed plan is never read here (the workbench, ``table_bench``, reads the viewer's own)."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.events import Event
from game.engine.text import Msg
from game.ui import fonts
from game.ui.node import Node
from game.ui.palette import BAD, GOLD, GOOD, HILITE, INK, INK_DIM
from game.ui.table.felt import Felt, felt_rect as _rect, felt_text as _text, moment_key, paint_frame
from game.ui.table.part import Show
from game.ui.widgets import Button

from . import table_layout as L
from .table_bench import Bench
from .table_faces import element_letter, element_rgb
from .vocab import ELEMENT_NAMES, PHASE_NAMES, Phase

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

    from .table import EITable

CAPTION_BOX = (16, 20, 26)
OWN_TINT = (30, 58, 52)
SEAT_TINT = (26, 40, 44)
WORDS = {
    "levelup": Msg("Level-up", "레벨 변경"), "field": Msg("Skills", "스킬"), "build": Msg("Build", "빌드"),
    "order": Msg("ORDER", "오더"), "locked": Msg("locked", "확정"), "choosing": Msg("choosing", "고르는 중"),
    "hand": Msg("hand {n}", "손 {n}"), "you": Msg("you", "나"), "team": Msg("team {t}", "{t}팀"),
    "turn": Msg("Turn {n} · {phase}", "{n}턴 · {phase}"), "order_is": Msg("Order: P{p}", "오더: P{p}"),
    "el": Msg("EL this turn: {el}", "이번 턴 EL: {el}"), "array": Msg("Array: {what}", "어레이: {what}"),
    "last_none": Msg("-", "-"), "matrix": Msg("Damage matrix", "데미지 표"),
    "settings": Msg("Settings", "설정"),
    "settings_title": Msg("The settings of this game (chosen before it; saved with it)", "이 게임의 설정 (시작 전에 정함, 저장에 포함)"),
    "settings_changed": Msg("Settings ({n} changed)", "설정 ({n}개 변경)"),
    "matrix_title": Msg("Damage dealt this game (row to column)", "이번 게임에 준 데미지(행 → 열)"),
    "blocked": Msg("blocked", "막힘"), "offset": Msg("offset {n}", "상쇄 {n}"),
}
PILE_NAMES = {"pile": Msg("Elements", "속성 더미"), "abilities": Msg("Abilities", "어빌리티"),
              "aside": Msg("Array", "어레이"), "drop": Msg("Drop zone", "드롭 존")}
ARRAY_EFFECTS = {"build": Msg("the Order builds it", "오더가 빌드"), "extra": Msg("the Order draws 2", "오더 2장 드로우"),
                 "division": Msg("Division for the Order", "오더 나누기"), "exchange": Msg("the Order exchanges", "오더 교환"),
                 "cancel": Msg("the Order may cancel a level-up", "오더가 레벨 업 무효")}


def paint(surf: pygame.Surface, s: float, n: int, viewer: int, *, slot: bool = False) -> None:
    for p in range(n):
        paint_frame(surf, s, L.seat_rect(p, viewer, n), OWN_TINT if p == viewer else SEAT_TINT)
    paint_frame(surf, s, L.INFO, SEAT_TINT)
    paint_frame(surf, s, L.BENCH, SEAT_TINT)
    if slot:
        paint_frame(surf, s, L.SLOT, (20, 30, 30))    # the workbench's slot, under the cards laid on it


def dials(sh: Any) -> tuple[Any, ...]:
    """The dials and the turn's numbers as shown, copied (the display model changes them in place)."""
    return (sh.turn, sh.phase, sh.order, sh.order_el, tuple(sh.el), tuple(sh.ep), tuple(sh.gp))


def hands(scene: "TableScene") -> tuple[int, ...]:
    """How many cards the table shows in each place."""
    return tuple(len(cards) for _zone, cards in sorted(scene.order.items()))


# ----- the seats ---------------------------------------------------------------------------------
class Seats(Felt):
    """Every seat's words: name, Order, dials, last element, locked, its places' captions."""

    def __init__(self, scene: "TableScene", part: "EITable") -> None:
        super().__init__(scene, 450, "seats")
        self.part = part
        self.drawn: list[tuple[str, pygame.Rect]] = []

    def layer_key(self) -> tuple[Any, ...]:
        """The moment shown, the dials as shown, the hands as they lie, who is deciding while the table waits,
        and who is a program (the table bakes it: ``layer.py``)."""
        sc = self.scene
        return moment_key(self, dials(self.part.shown), hands(sc), sc.animating(), tuple(sorted(sc.ai_seats)),
                          self.part.safe)

    def draw_self(self, surface: pygame.Surface) -> None:
        st = self.scene.session.state
        lang = self.scene.lang
        v = self.scene.viewer
        n = st.n
        self.drawn = []
        deciding = {d.player for d in st.decisions} if not self.scene.animating() else set()
        for p in range(n):
            own = p == v
            x, y, w, h = L.area_rect(p, v, n, "info")
            you = own and p not in self.scene.ai_seats         # a program's seat watched is nobody's "you"
            name = f"P{p + 1}" + (f" ({WORDS['you'].get(lang)})" if you else "")
            order = self.part.shown.order
            head = 19 if not own else 25          # the name's line, over the dials
            r = _text(surface, self, name, x + 6, y + 3, 15, GOLD if p == order else INK, bold=True, height=head)
            self.drawn.append((name, r))
            cx = (r.right - self.root_x()) / self.world_scale() + 6
            if p == order:         # the Order marker
                mark = _rect(self, (cx, y + 3, 52, 18))
                pygame.draw.rect(surface, GOLD, mark, border_radius=mark.h // 2)
                self.drawn.append((WORDS["order"].get(lang), mark))
                _text(surface, self, WORDS["order"].get(lang), cx + 26, y + 12, 11, (30, 24, 10), bold=True,
                      anchor="center", width=48)
                cx += 58
            status = ""
            if st.result is None and st.sealed():
                status = WORDS["locked"].get(lang) if st.locked[p] else WORDS["choosing"].get(lang)
            elif p in deciding:
                status = WORDS["choosing"].get(lang)
            if st.option("mode") == "B":
                status = (WORDS["team"].get(lang).format(t="AB"[st.team_of[p]]) + " " + status).strip()
            if status:
                colour = GOOD if status.endswith(WORDS["locked"].get(lang)) else HILITE
                self.drawn.append((status, _text(surface, self, status, x + w - 6, y + 4, 12, colour,
                                                 anchor="topright", width=max(40, w - (cx - x) - 8), height=head - 2)))
            sh = self.part.shown
            dials = f"EL {sh.el[p]}  EP {sh.ep[p]}  GP {sh.gp[p]}"
            dy = y + 22 if not own else y + 28
            # the cards the table shows in that hand (the display model), not the engine's count ahead of them
            hand = WORDS["hand"].get(lang).format(n=len(self.scene.order.get(f"p{p}.hand", [])))
            room = w - 60
            if own:
                self.drawn.append((hand, _text(surface, self, hand, x + 6, y + h - 18, 13, INK_DIM)))
            else:      # the hand's count right, before the last element's chip; the dials shrink to what is left
                r = _text(surface, self, hand, x + w - 42, dy + 1, 12, INK_DIM, anchor="topright", width=56)
                self.drawn.append((hand, r))
                room = (r.left - self.root_x()) / self.world_scale() - 6 - (x + 6)
            self.drawn.append((dials, _text(surface, self, dials, x + 6, dy, 14, INK, bold=True, width=room)))
            self.draw_last(surface, st.last[p], x + w - 26, dy + 9, lang)
            for place in ("levelup", "field", "build"):
                px, py, pw, ph = L.area_rect(p, v, n, place)
                word = WORDS[place].get(lang)
                if own:
                    _text(surface, self, word, px + 4, py + 1, 12, INK_DIM, width=pw - 8)
                else:
                    _text(surface, self, word, px + 4, py + ph / 2, 11, INK_DIM, anchor="midleft", width=L.LABEL_W - 6)

    def draw_last(self, surface: pygame.Surface, last: str | None, cx: float, cy: float, lang: str) -> None:
        """The element of the seat's last skill: a chip in its colour with its letter."""
        s = self.world_scale()
        centre = (int(self.root_x() + cx * s), int(self.root_y() + cy * s))
        rad = int(10 * s)
        if last is None:
            pygame.draw.circle(surface, INK_DIM, centre, rad, max(1, int(2 * s)))
            return
        pygame.draw.circle(surface, element_rgb(last, self.scene.part.safe, INK_DIM), centre, rad)
        img = fonts.text(element_letter(last, lang), fonts.reading(11) * s, INK, True)
        surface.blit(img, img.get_rect(center=centre))
        self.drawn.append((ELEMENT_NAMES[last].get(lang) if last in ELEMENT_NAMES else last, img.get_rect(center=centre)))


class InfoBox(Felt):
    """The turn's box: turn and phase, the Order, the EL it set, the array event, the piles' names."""

    def __init__(self, scene: "TableScene", part: "EITable") -> None:
        super().__init__(scene, 450, "info")
        self.part = part
        self.drawn: list[tuple[str, pygame.Rect]] = []

    def layer_key(self) -> tuple[Any, ...]:
        return moment_key(self, dials(self.part.shown), hands(self.scene))

    def draw_self(self, surface: pygame.Surface) -> None:
        st = self.scene.session.state
        lang = self.scene.lang
        x, y, w, _h = L.INFO
        self.drawn = []
        sh = self.part.shown
        phase = PHASE_NAMES[Phase(sh.phase)].get(lang)
        lines = [(WORDS["turn"].get(lang).format(n=sh.turn, phase=phase), GOLD, 16),
                 (WORDS["order_is"].get(lang).format(p=sh.order + 1), INK, 14),
                 (WORDS["el"].get(lang).format(el=sh.order_el), INK, 14)]
        if st.array is not None:
            what = ARRAY_EFFECTS.get(st.array["effect"], Msg(st.array["effect"], st.array["effect"])).get(lang)
            lines.append((WORDS["array"].get(lang).format(what=what), INK_DIM, 13))

        yy = y + 6
        for text, colour, size in lines:      # the lines grow with the text size as far as the box above its buttons lets
            step = min(fonts.reading(size), size * 1.15) * 1.3
            self.drawn.append((text, _text(surface, self, text, x + 8, yy, size, colour, bold=size > 15, width=w - 16,
                                           height=step)))
            yy += step
        for zone in L.PILES:      # what each pile is, over its count of the cards the table shows there
            x0, y0, w0, _h0 = L.pile_label_rect(zone)
            name = PILE_NAMES[zone].get(lang)
            self.drawn.append((name, _text(surface, self, name, x0 + w0 / 2, y0, 11, INK_DIM, anchor="midtop",
                                           width=w0, height=L.PILE_LABEL_H / 2)))
            count = str(len(self.scene.order.get(zone, [])))
            self.drawn.append((count, _text(surface, self, count, x0 + w0 / 2, y0 + L.PILE_LABEL_H / 2, 12, INK,
                                            anchor="midtop", bold=True, height=L.PILE_LABEL_H / 2)))


# ----- the show ------------------------------------------------------------------------------------
class Effects(Felt):
    """The check phase as a show: arrows between seats and numbers over them, each fading."""

    LIFE = 1.6

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(scene, 1500, "effects")
        self.items: list[dict[str, Any]] = []
        self.shown: list[str] = []     # every word the show put up (the tests read it)

    def arrow(self, src: int, dst: int, text: str, colour: tuple[int, int, int]) -> None:
        self.items.append({"kind": "arrow", "src": src, "dst": dst, "text": text, "colour": colour, "t": self.LIFE})
        self.shown.append(text)

    def number(self, seat: int, text: str, colour: tuple[int, int, int]) -> None:
        k = sum(1 for i in self.items if i["kind"] == "number" and i["seat"] == seat)
        self.items.append({"kind": "number", "seat": seat, "text": text, "colour": colour, "t": self.LIFE, "k": k})
        self.shown.append(text)

    def update(self, dt: float) -> None:
        speed = self.scene.app.settings.animation_speed
        for item in self.items:
            item["t"] -= dt * speed
        self.items = [i for i in self.items if i["t"] > 0]
        if self.scene.pass_pending:
            self.items = []
        super().update(dt)

    def centre(self, p: int) -> tuple[float, float]:
        st = self.scene.session.state
        return L.seat_centre(p, self.scene.viewer, st.n)

    def layer_bounds(self) -> pygame.Rect | None:
        """Nowhere while nothing is on show; during a show, not known (drawn live, and all above it)."""
        return None if self.items else pygame.Rect(0, 0, 0, 0)

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        ox, oy = self.root_x(), self.root_y()
        for item in self.items:
            alpha = min(1.0, item["t"] / 0.4)
            colour = tuple(int(c * alpha + 10 * (1 - alpha)) for c in item["colour"])
            if item["kind"] == "arrow":
                (x1, y1), (x2, y2) = self.centre(item["src"]), self.centre(item["dst"])
                if item["src"] == item["dst"]:
                    x2, y2 = x1 + 40, y1 - 40
                a = (ox + x1 * s, oy + y1 * s)
                b = (ox + x2 * s, oy + y2 * s)
                pygame.draw.line(surface, colour, a, b, max(2, int(4 * s)))
                ang = math.atan2(b[1] - a[1], b[0] - a[0])
                head = 16 * s
                pts = [b, (b[0] - head * math.cos(ang - 0.4), b[1] - head * math.sin(ang - 0.4)),
                       (b[0] - head * math.cos(ang + 0.4), b[1] - head * math.sin(ang + 0.4))]
                pygame.draw.polygon(surface, colour, pts)
                if item["text"]:
                    img = fonts.text(item["text"], fonts.reading(17) * s, colour, True)
                    mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
                    box = img.get_rect(center=mid).inflate(int(10 * s), int(4 * s))
                    pygame.draw.rect(surface, CAPTION_BOX, box, border_radius=int(6 * s))
                    surface.blit(img, img.get_rect(center=mid))
            else:
                cx, cy = self.centre(item["seat"])
                rise = self.drift((self.LIFE - item["t"]) * 18) + item["k"] * 24   # stacked, not moving
                img = fonts.text(item["text"], fonts.reading(22) * s, colour, True)
                at = (ox + cx * s, oy + (cy - rise) * s)
                box = img.get_rect(center=at).inflate(int(10 * s), int(4 * s))
                pygame.draw.rect(surface, CAPTION_BOX, box, border_radius=int(6 * s))
                surface.blit(img, img.get_rect(center=at))


def show_event(part: "EITable", e: Event, line: str | None) -> Show | None:
    """How one event is shown: the log's sentence as a banner, and for the check phase the arrows and
    numbers. Only what the event (already redacted for the eyes on the screen) says."""
    scene = part.scene
    fx = part.effects
    d = e.data
    k = e.kind
    lang = scene.lang
    text = scene.event_text(line)
    if k in ("card_moved", "decision", "drew"):
        return Show(hold=0.12 if k == "card_moved" else 0.0)
    if k == "locked":
        return Show(hold=0.0)
    if k == "hit":
        if d.get("blocked"):
            fx.arrow(d["source"], d["target"], WORDS["blocked"].get(lang), INK_DIM)
        else:
            fx.arrow(d["source"], d["target"], str(d.get("amount", 0)), BAD)
        return Show(hold=0.55, banner=text, banner_seconds=0.8, colour=BAD if not d.get("blocked") else INK_DIM)
    if k == "tick":
        fx.arrow(d["source"], d["target"], str(d.get("amount", 0)), HILITE)
        return Show(hold=0.45, banner=text, banner_seconds=0.7, colour=HILITE)
    if k == "offset":
        fx.arrow(d["player"], d["other"], WORDS["offset"].get(lang).format(n=d.get("amount", 0)), GOLD)
        fx.arrow(d["other"], d["player"], "", GOLD)
        return Show(hold=0.6, banner=text, banner_seconds=0.8)
    if k == "damage_dealt":
        fx.number(d["target"], f"-{d.get('amount', 0)}", BAD)
        return Show(hold=0.35)
    if k == "ep_changed":
        by = int(d.get("by", 0))
        fx.number(d["player"], f"{'+' if by >= 0 else ''}{by} EP", GOOD if by >= 0 else BAD)
        return Show(hold=0.35)
    if k == "cost_paid":
        if d.get("paid"):
            fx.number(d["player"], f"-{d['paid']} EP", GOLD)
        return Show(hold=0.3)
    if k == "skill_revealed":
        for t in d.get("targets") or []:
            fx.arrow(d["player"], t, "", GOLD)
        return Show(hold=0.9, banner=text, banner_seconds=1.0, colour=GOLD)
    if k == "tier_revealed":
        return Show(hold=0.7, banner=text, banner_seconds=0.9, colour=HILITE)
    if k == "ability_used" and d.get("ability") == "silence":
        for t in d.get("targets") or []:
            fx.arrow(d["player"], t, "", BAD)
        return Show(hold=1.0, banner=text, banner_seconds=1.2, colour=BAD)
    if k in ("skill_failed", "interrupted", "trade_refused", "division_refused", "levelup_cancelled", "gain_void"):
        return Show(hold=0.7, banner=text, banner_seconds=0.9, colour=BAD)
    if k in ("turn_started", "phase_changed", "array_revealed", "el_set"):
        return Show(hold=0.6, banner=text, banner_seconds=0.9, colour=GOLD)
    if text:
        return Show(hold=0.45, banner=text, banner_seconds=0.8)
    return None


# ----- panels opened from the turn's box ----------------------------------------------------------------
class Popup(Felt):
    """A panel over the felt that its button in the turn's box opens and closes (``slot`` 0 or 1:
    the left or right half of the box's button row)."""

    def __init__(self, scene: "TableScene", name: str, label: str, slot: int) -> None:
        super().__init__(scene, 1700, name)
        self.open = False
        x, y, w, _h = L.INFO
        half = (w - 22) / 2
        self.button = Button(x + 8 + slot * (half + 6), y + 94, half, 26, label, f"ei_{name}", size=13, z=1710,
                             on_click=self.toggle)
        self.drawn: list[str] = []
        self.others: list[Any] = []     # the other panels over the felt: one is open at a time
        self.box: pygame.Rect | None = None     # where the panel was last drawn

    def toggle(self) -> None:
        self.open = not self.open
        for other in self.others if self.open else ():
            other.open = False

    def add_to(self, root: Node) -> None:
        root.add(self.button)

    def layer_bounds(self) -> pygame.Rect | None:
        """Nowhere while closed; open, where it draws is measured."""
        return None if self.open else pygame.Rect(0, 0, 0, 0)


# ----- the damage matrix -------------------------------------------------------------------------------
class Matrix(Popup):
    """Damage dealt over the game, row to column, on demand (its button, or M)."""

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(scene, "matrix", WORDS["matrix"].get(scene.lang), 0)

    def layer_key(self) -> tuple[Any, ...]:
        return moment_key(self) if self.open else ()

    def layer_bounds(self) -> pygame.Rect | None:
        return super().layer_bounds()

    def draw_self(self, surface: pygame.Surface) -> None:
        self.drawn, self.box = [], None
        if not self.open:
            return
        st = self.scene.session.state
        lang = self.scene.lang
        n = st.n
        cell = 56.0
        w = cell * (n + 1) + 16
        h = cell * 0.6 * (n + 1) + 48
        x, y = (L.FELT_W - w) / 2, 210.0
        box = self.box = _rect(self, (x, y, w, h))
        pygame.draw.rect(surface, (14, 16, 22), box, border_radius=10)
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=10)
        _text(surface, self, WORDS["matrix_title"].get(lang), x + 8, y + 6, 13, GOLD, bold=True, width=w - 16)
        top = y + 30
        row = cell * 0.6
        for q in range(n):
            _text(surface, self, f"P{q + 1}", x + 8 + cell * (q + 1) + cell / 2, top, 13, INK_DIM, anchor="midtop")
        for p in range(n):
            yy = top + row * (p + 1)
            _text(surface, self, f"P{p + 1}", x + 8 + cell / 2, yy, 13, INK_DIM, anchor="midtop")
            for q in range(n):
                value = "-" if p == q else str(st.dealt[p][q])
                self.drawn.append(value)
                _text(surface, self, value, x + 8 + cell * (q + 1) + cell / 2, yy, 14, INK if p != q else INK_DIM,
                      anchor="midtop", bold=p != q)


# ----- the settings in use -------------------------------------------------------------------------------
def settings_in_use(scene: "TableScene", lang: str) -> list[tuple[str, str, bool]]:
    """Every setting of the game as (name, value, changed from its default), from the game's own state."""
    from game.ui.games import value_label
    st = scene.session.state
    rows = []
    for opt in scene.session.match.info.options:
        value = st.option(opt.id)
        rows.append((opt.label.get(lang), value_label(opt, value, lang), value != opt.default))
    return rows


class SettingsPanel(Popup):
    """The game's settings, the readings of its draft's gaps included, on demand: where players could
    disagree the table says which reading this game uses."""

    def __init__(self, scene: "TableScene") -> None:
        lang = scene.lang
        changed = sum(1 for *_, c in settings_in_use(scene, lang) if c)     # fixed for the whole game
        label = WORDS["settings_changed"].get(lang).format(n=changed) if changed else WORDS["settings"].get(lang)
        super().__init__(scene, "settings", label, 1)

    def layer_key(self) -> tuple[Any, ...]:
        return moment_key(self) if self.open else ()

    def layer_bounds(self) -> pygame.Rect | None:
        return super().layer_bounds()

    def draw_self(self, surface: pygame.Surface) -> None:
        self.drawn, self.box = [], None
        if not self.open:
            return
        lang = self.scene.lang
        rows = settings_in_use(self.scene, lang)
        line = fonts.reading(13) * 1.35
        w, h = 560.0, line * len(rows) + 44
        x = L.INFO[0] + L.INFO[2] + 12             # beside the turn's box, clear of its buttons
        y = max(8.0, 230.0 - h / 2)
        box = self.box = _rect(self, (x, y, w, h))
        pygame.draw.rect(surface, (14, 16, 22), box, border_radius=10)
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=10)
        _text(surface, self, WORDS["settings_title"].get(lang), x + 10, y + 8, 13, GOLD, bold=True, width=w - 20)
        yy = y + 32
        for name, value, changed in rows:
            text = f"{name}: {value}"
            self.drawn.append(text)
            _text(surface, self, text, x + 12, yy, 13, INK if changed else INK_DIM, bold=changed, width=w - 24)
            yy += line


__all__ = ["Bench", "Effects", "InfoBox", "Matrix", "Seats", "SettingsPanel", "paint", "settings_in_use", "show_event"]
