"""The Magic table's painted parts: the felt's frames, each seat's header (name, life, hand and library,
who is active, who holds priority, who is out), the turn's box (the steps with the current one marked,
priority, the viewer's auto-pass stop), the box of the variants' table pieces (commander damage and tax,
the vanguards' modifiers; the stack's box: ``table_stack``), and the show of events (numbers rising over a
seat or a card, arrows of attacks and blocks).

Everything is read from the engine's state as the viewer may see it (public zones and counters). Each
variant says what it shows as words (``hooks.Piece``); a game of none shows an empty box."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.events import Event
from game.engine.text import Msg
from game.ui import fonts
from game.ui.palette import BAD, GOLD, HILITE, INK, INK_DIM, PANEL_EDGE
from game.ui.table import look
from game.ui.table.felt import Felt, felt_rect, felt_text as _text, fitted, moment_key, paint_frame
from game.ui.table.part import Show

from . import table_layout as L
from . import teams
from .shapes import team_name, variant_team_names
from .hooks import Piece
from .table_planar import show_roll
from .state import ORDER, Step

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

    from .table import MagicTable

CAPTION_BOX = (16, 20, 26)
OWN_TINT = (30, 52, 44)
SEAT_TINT = (26, 40, 44)
ACTIVE_EDGE = (214, 178, 90)
STEP_SHORT = {"untap": Msg("Untap", "언탭"), "upkeep": Msg("Upkeep", "유지"), "draw": Msg("Draw", "드로우"),
              "main1": Msg("Main 1", "본단계 1"), "begin_combat": Msg("Combat", "전투 시작"),
              "declare_attackers": Msg("Attackers", "공격"), "declare_blockers": Msg("Blockers", "방어"),
              "first_strike_damage": Msg("First strike", "선제"), "combat_damage": Msg("Damage", "피해"),
              "end_combat": Msg("End combat", "전투 종료"), "main2": Msg("Main 2", "본단계 2"),
              "end": Msg("End", "종료"), "cleanup": Msg("Cleanup", "정리"), "mulligan": Msg("Mulligans", "멀리건")}
# a table piece's tones (hooks.Cell): the colour and whether bold
_TONES = {"ink": (INK, False), "dim": (INK_DIM, False), "strong": (INK, True), "gold": (GOLD, True),
          "bad": (BAD, True)}
WORDS = {
    "you": Msg("you", "나"), "life": Msg("{n} life", "생명 {n}"), "hand": Msg("hand {n}", "손 {n}"),
    "library": Msg("library {n}", "서고 {n}"), "out": Msg("out", "탈락"), "active": Msg("ACTIVE", "활성"),
    "priority": Msg("priority", "우선권"),
    "turn": Msg("Turn {n}: player {p}", "{n}턴: 플레이어 {p}"),
    "has_priority": Msg("Priority: player {p}", "우선권: 플레이어 {p}"),
    "declaring": Msg("Player {p} declares", "플레이어 {p} 선언 중"),
    "deciding": Msg("Player {p} decides", "플레이어 {p} 결정 중"),
    "stack": Msg("The stack (top on the right)", "스택 (오른쪽이 맨 위)"),
    "stack_empty": Msg("The stack is empty", "스택이 비어 있음"),
    "stop": Msg("Auto-pass: {what}", "자동 패스: {what}"),
    "piles": Msg("Library  Graveyard  Exile", "서고  무덤  추방"), "graveyard": Msg("Graveyard {n}", "무덤 {n}"),
    "creatures": Msg("Creatures", "생물"), "others": Msg("Other permanents", "다른 지속물"),
    "lands": Msg("Lands", "대지"), "command": Msg("Command zone", "커맨드 영역"),
    "far": Msg("out of your range", "영향 범위 밖"), "far_short": Msg("far", "범위 밖"),
    "marker": Msg("TURN MARKER", "턴 표식"), "marker_short": Msg("MARKER", "표식"), "turn_of": Msg("Turn {n}: players {ps}", "{n}턴: 플레이어 {ps}"),
    "shares": Msg("{team} (P{p}'s life)", "{team} (P{p}의 생명)"),
}
NARROW_HEADER = 170.0      # a seat panel narrower than this (seven or eight seats) shortens its header
# the teams' bands (805): orange and blue, told apart under the colour-blind palette as well
TEAM_COLOURS = ((232, 168, 64), (96, 156, 240))


def paint(surf: pygame.Surface, s: float, n: int, viewer: int, active: tuple[int, ...]) -> None:
    """The felt's frames; every active player's seat (a team's, 805; each turn marker's, 807) edged in gold."""
    for p in range(n):
        paint_frame(surf, s, L.seat_rect(p, viewer, n), OWN_TINT if p == viewer else SEAT_TINT,
                    ACTIVE_EDGE if p in active else PANEL_EDGE, 3 if p in active else 1)
        for place in L.PLACES:
            r = L.area_rect(p, viewer, n, place)
            pygame.draw.rect(surf, (20, 30, 32), pygame.Rect(int((r[0] + 2) * s), int((r[1] + 1) * s),
                                                             int((r[2] - 4) * s), int((r[3] - 2) * s)),
                             max(1, int(s)), border_radius=int(4 * s))
    for r in (L.INFO, L.STACK, L.COUNTERS):
        paint_frame(surf, s, r, SEAT_TINT)


# ----- the seats ---------------------------------------------------------------------------------------

def life_colours(safe: bool) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """Life that is fine or gained, and life that is low or lost: the table's legal and refused colours,
    so the colour-blind palette's blue and orange (green and red fell 9 apart under deuteranopia)."""
    return look.colour("legal", safe), look.colour("illegal", safe)

class Seats(Felt):
    """Each seat's header and its places' captions."""

    def __init__(self, scene: "TableScene", part: "MagicTable") -> None:
        super().__init__(scene, 450, "seats")
        self.part = part
        self.drawn: list[tuple[str, pygame.Rect]] = []

    def layer_key(self) -> tuple[Any, ...]:
        """The moment shown, the lives as shown and who is a program (the table bakes it: ``layer.py``)."""
        return moment_key(self, tuple(self.part.shown_life), tuple(sorted(self.scene.ai_seats)), self.part.safe)

    def draw_self(self, surface: pygame.Surface) -> None:
        st = self.scene.shown_state      # as of the last event played
        lang = self.scene.lang
        v = self.scene.viewer
        n = st.num_players
        self.drawn = []
        life = self.part.shown_life
        for p in range(n):
            x, y, w, h = L.header_rect(p, v, n)
            you = p == v and p not in self.scene.ai_seats
            name = f"P{p + 1}" + (f" ({WORDS['you'].get(lang)})" if you else "")
            active = teams.is_active(st, p)          # each of an active team (805), each marker's holder (807)
            far = not teams.in_range(st, v, p)        # beyond the viewer's range of influence (801)
            colour = INK_DIM if st.out[p] or far else (GOLD if active else INK)
            r = _text(surface, self, name, x + 6, y + 2, 14, colour, bold=True, width=w * 0.3, height=L.HEADER_H - 2)
            self.drawn.append((name, r))
            words = WORDS["out"].get(lang) if st.out[p] else WORDS["life"].get(lang).format(n=life[p])
            good, bad = life_colours(self.part.safe)
            tone = bad if life[p] <= 5 else good
            if st.team_seats:            # 805: the team's band and name; a shared life (810) once, on its first seat
                team, k = teams.team_of(st, p), st.teams[p]
                colour = TEAM_COLOURS[k % len(TEAM_COLOURS)]
                pygame.draw.rect(surface, colour, felt_rect(self, (x + 3, y + L.HEADER_H - 3, w - 6, 3)))
                name_k = team_name(k, variant_team_names(st.variants)).get(lang)
                if teams.shares_life(st) and p != team[0]:
                    words, tone = WORDS["shares"].get(lang).format(team=name_k, p=team[0] + 1), colour
                elif not st.out[p]:
                    words = f"{name_k}: {words}"
            # a narrow header (seven or eight seats) keeps to its slots: the life a little narrower, and the
            # right end says who is active or holds priority, else the hand alone
            narrow = w < NARROW_HEADER
            left = w * (0.2 if narrow and not you else 0.3)
            r = _text(surface, self, words, x + 6 + left + 4, y + 2, 14, tone, bold=True,
                      width=w * (0.36 if narrow else 0.31 if st.team_seats else 0.28), height=L.HEADER_H - 2)
            self.drawn.append((words, r))
            counts = WORDS["hand"].get(lang).format(n=len(st.hand(p)))
            if not narrow:
                counts += "  " + WORDS["library"].get(lang).format(n=len(st.library(p)))
            mark = ""
            if st.priority == p:
                mark = "* " + WORDS["priority"].get(lang)
            elif active:
                mark = WORDS[("marker_short" if narrow else "marker") if st.markers else "active"].get(lang)
            elif far and not st.out[p]:
                mark = WORDS["far_short" if narrow else "far"].get(lang)
            if mark:
                counts = mark if narrow else mark + "  " + counts
            room = 0.38 if narrow else 0.37 if st.team_seats else 0.4
            r = _text(surface, self, counts, x + w - 6, y + 3, 12, HILITE if st.priority == p else INK_DIM,
                      anchor="topright", width=w * room - 10, height=L.HEADER_H - 3)
            self.drawn.append((counts, r))
            if p == v:
                for place in ("creatures", "command", "lands", "others"):
                    # each place's cards line up from the left: its caption keeps clear at the right end (the
                    # left corner is where a creature's tucked band, or its foot, stands in a lowered row)
                    px, py, pw, _ph = L.area_rect(p, v, n, place)
                    _text(surface, self, WORDS[place].get(lang), px + pw - 6, py + 2, 10, INK_DIM,
                          anchor="topright", width=pw * 0.45)
                px, py, pw, _ph = L.area_rect(p, v, n, "piles")
                _text(surface, self, WORDS["piles"].get(lang), px + 4, py + 2, 10, INK_DIM, width=pw - 8)
                for kind in L.PILE_KINDS:
                    pr = L.pile_rect(kind)
                    count = len(st.zones[f"p{p}.{kind}"].cards)
                    _text(surface, self, str(count), pr[0] + pr[2] / 2, pr[1] + pr[3] + 1, 11, INK, anchor="midtop")
            else:
                gy = len(st.zones[f"p{p}.graveyard"].cards)
                cx, cy, cw, ch = L.area_rect(p, v, n, "command")
                _text(surface, self, WORDS["graveyard"].get(lang).format(n=gy), cx + cw / 2, cy + ch - 14, 10, INK_DIM,
                      anchor="midtop", width=cw - 2)


class InfoBox(Felt):
    """The turn's box: whose turn, the steps with the current one marked, who holds priority, and the
    viewer's auto-pass stop."""

    def __init__(self, scene: "TableScene", part: "MagicTable") -> None:
        super().__init__(scene, 450, "info")
        self.part = part
        self.drawn: list[tuple[str, pygame.Rect]] = []

    def layer_key(self) -> tuple[Any, ...]:
        return moment_key(self, self.part.autopass.label(self.scene.lang, self.scene.viewer))

    def draw_self(self, surface: pygame.Surface) -> None:
        st = self.scene.shown_state
        lang = self.scene.lang
        x, y, w, h = L.INFO
        self.drawn = []
        playing = teams.active_players(st)
        head = WORDS["turn"].get(lang).format(n=max(1, st.turn), p=st.active + 1) if len(playing) < 2 else \
            WORDS["turn_of"].get(lang).format(n=max(1, st.turn), ps=", ".join(str(q + 1) for q in playing))
        self.drawn.append((head, _text(surface, self, head, x + 8, y + 6, 15, GOLD, bold=True, width=w - 16,
                                       height=20)))
        if st.decisions:
            who = WORDS["deciding"].get(lang).format(p=st.decisions[0].player + 1)
        elif st.priority >= 0:
            who = WORDS["has_priority"].get(lang).format(p=st.priority + 1)
        else:
            acting = st.current_players()
            who = WORDS["declaring"].get(lang).format(p=acting[0] + 1) if acting else ""
        self.drawn.append((who, _text(surface, self, who, x + 8, y + 26, 13, HILITE, bold=True, width=w - 16,
                                      height=21)))
        steps = [s for s in ORDER if s is not Step.CLEANUP]
        cols = 3
        per = (len(steps) + cols - 1) // cols
        for i, step in enumerate(steps):
            cx = x + 8 + (i // per) * (w - 16) / cols
            cy = y + 48 + (i % per) * 15
            now = st.step is step
            word = ("> " if now else "") + STEP_SHORT[step.value].get(lang)
            r = _text(surface, self, word, cx, cy, 10, GOLD if now else INK_DIM, bold=now, width=(w - 16) / cols - 4,
                      height=15)
            if now:
                self.drawn.append((word, r))
        stop = self.part.autopass.label(lang, self.scene.viewer)
        if stop:
            text = WORDS["stop"].get(lang).format(what=stop)
            self.drawn.append((text, _text(surface, self, text, x + 8, y + 112, 11, HILITE, width=w - 16)))


def arrow(node: Felt, surface: pygame.Surface, a: tuple[float, float], b: tuple[float, float],
          colour: tuple[int, int, int], text: str = "") -> None:
    s = node.world_scale()
    ox, oy = node.root_x(), node.root_y()
    pa = (ox + a[0] * s, oy + a[1] * s)
    pb = (ox + b[0] * s, oy + b[1] * s)
    pygame.draw.line(surface, colour, pa, pb, max(2, int(3 * s)))
    ang = math.atan2(pb[1] - pa[1], pb[0] - pa[0])
    head = 14 * s
    pts = [pb, (pb[0] - head * math.cos(ang - 0.4), pb[1] - head * math.sin(ang - 0.4)),
           (pb[0] - head * math.cos(ang + 0.4), pb[1] - head * math.sin(ang + 0.4))]
    pygame.draw.polygon(surface, colour, pts)
    if text:
        img = fonts.text(text, fonts.reading(16) * s, colour, True)
        mid = ((pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2)
        box = img.get_rect(center=mid).inflate(int(10 * s), int(4 * s))
        pygame.draw.rect(surface, CAPTION_BOX, box, border_radius=int(6 * s))
        surface.blit(img, img.get_rect(center=mid))


class CountersBox(Felt):
    """What each variant of the game shows beside the seats (its ``table_piece``: commander damage and tax,
    the vanguards' modifiers, ...), one piece under another, every word shrunk, then cut, to its room."""

    ROW = 19

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(scene, 450, "counters")
        self.cells: list[str] = []       # the words drawn (the tests read them)
        self.drawn: list[pygame.Rect] = []   # where they were drawn, in window pixels (ditto)

    def layer_key(self) -> tuple[Any, ...]:
        return moment_key(self)

    def draw_self(self, surface: pygame.Surface) -> None:
        st = self.scene.session.state
        self.cells = []
        self.drawn = []
        x, y, w, h = L.COUNTERS
        for piece in [p for v in st.variants if (p := v.table_piece(st)) is not None]:
            used = self.draw_piece(surface, piece, y, y + h)
            y += used + 6
            if y >= L.COUNTERS[1] + h - self.ROW:
                break

    def draw_piece(self, surface: pygame.Surface, piece: Piece, top: float, bottom: float) -> float:
        """``piece`` from ``top``, no row past ``bottom``; the height it took."""
        lang = self.scene.lang
        x, _y, w, _h = L.COUNTERS
        word = lambda v: v.get(lang) if isinstance(v, Msg) else v      # noqa: E731
        self.put(surface, word(piece.title), x + 6, top + 4, 11, INK_DIM, w - 12)
        if not piece.rows:
            if piece.empty is not None:
                self.put(surface, piece.empty.get(lang), x + 6, top + 24, 11, INK_DIM, w - 12)
            return 40
        n = len(piece.heads)
        first = piece.first_width or w - 16 - 42 * n
        col_w = (w - 10 - first) / n
        centre = [x + 6 + first + 4 + col_w * k + col_w / 2 for k in range(n)]
        if piece.first_head:
            self.put(surface, word(piece.first_head), x + 6, top + 20, 10, INK_DIM, first)
        for k, head in enumerate(piece.heads):
            self.put(surface, word(head), centre[k], top + 20, 10 if piece.first_width == 0 else 11,
                     INK_DIM if piece.first_width == 0 else INK, col_w - 2, centre=True)
        ry = top + 36
        # rows close up (down to 14 px) before any is left out: eight seats' planes and rolls all show
        step = max(14.0, min(float(self.ROW), (bottom - ry) / len(piece.rows)))
        for row in piece.rows:
            if ry + step > bottom + 0.01:
                break
            (name, tone), cells = row[0], row[1:]
            colour, bold = _TONES[tone]
            self.put(surface, word(name), x + 6, ry, 11, colour, first, bold=True)
            for k, (text, tone) in enumerate(cells[:n]):
                colour, bold = _TONES[tone]
                self.put(surface, word(text), centre[k], ry, 12, colour, col_w - 2, bold=bold, centre=True)
            ry += step
        return ry - top

    def put(self, surface: pygame.Surface, text: str, x: float, y: float, size: float, colour: tuple[int, int, int],
            width: float, *, bold: bool = False, centre: bool = False) -> None:
        """Words in ``width`` (logical): shrunk to fit down to the table's smallest size, then cut with an
        ellipsis, so a long name never runs over its neighbour or out of the box."""
        s = self.world_scale()
        px = fitted(text, fonts.reading(size) * s, width * s, 8 * s, bold)
        shown = fonts.clip(text, px, width * s, bold)
        img = fonts.text(shown, px, colour, bold)
        at = (self.root_x() + x * s, self.root_y() + y * s)
        r = img.get_rect(midtop=at) if centre else img.get_rect(topleft=at)
        surface.blit(img, r)
        self.cells.append(shown)        # as the player reads it: whole, unless it had to be cut
        self.drawn.append(r)


# ----- the show ---------------------------------------------------------------------------------------
class Effects(Felt):
    """Numbers rising over a seat or a card (damage, life), and arrows of attacks and blocks, each fading."""

    LIFE = 1.4

    def __init__(self, scene: "TableScene", part: "MagicTable") -> None:
        super().__init__(scene, 1500, "effects")
        self.part = part
        self.items: list[dict[str, Any]] = []
        self.shown: list[str] = []     # every word the show put up (the tests read it)

    def number(self, at: tuple[float, float] | None, text: str, colour: tuple[int, int, int]) -> None:
        if at is None:
            return
        self.items.append({"kind": "number", "at": at, "text": text, "colour": colour, "t": self.LIFE})
        self.shown.append(text)

    def arrow(self, a: tuple[float, float] | None, b: tuple[float, float] | None, colour: tuple[int, int, int],
              text: str = "") -> None:
        if a is None or b is None:
            return
        self.items.append({"kind": "arrow", "a": a, "b": b, "text": text, "colour": colour, "t": self.LIFE})
        self.shown.append(text or "->")

    def update(self, dt: float) -> None:
        speed = self.scene.app.settings.animation_speed
        for item in self.items:
            item["t"] -= dt * speed
        self.items = [i for i in self.items if i["t"] > 0]
        if self.scene.pass_pending:
            self.items = []
        super().update(dt)

    def layer_bounds(self) -> pygame.Rect | None:
        """Nowhere while nothing is on show; during a show, not known (drawn live, and all above it)."""
        return None if self.items else pygame.Rect(0, 0, 0, 0)

    def draw_self(self, surface: pygame.Surface) -> None:
        s = self.world_scale()
        for item in self.items:
            alpha = min(1.0, item["t"] / 0.4)
            colour = tuple(int(c * alpha + 10 * (1 - alpha)) for c in item["colour"])
            if item["kind"] == "arrow":
                arrow(self, surface, item["a"], item["b"], colour, item["text"])
                continue
            cx, cy = item["at"]
            rise = self.drift((self.LIFE - item["t"]) * 20)
            img = fonts.text(item["text"], fonts.reading(20) * s, colour, True)
            at = (self.root_x() + cx * s, self.root_y() + (cy - rise) * s)
            box = img.get_rect(center=at).inflate(int(10 * s), int(4 * s))
            pygame.draw.rect(surface, CAPTION_BOX, box, border_radius=int(6 * s))
            surface.blit(img, img.get_rect(center=at))


def show_event(part: "MagicTable", e: Event, line: str | None) -> Show | None:
    """How one event is shown: the log's sentence as a banner for what matters, numbers for damage and
    life, arrows for attacks and blocks; the card concerned flashes. Only what the event (already
    redacted for the eyes on the screen) says."""
    scene = part.scene
    fx = part.effects
    d = e.data
    k = e.kind
    text = scene.event_text(line)
    if k == "card_moved":
        return Show(hold=0.1)
    if k in ("passed", "mana_paid", "mana_added", "shuffled", "decision", "drew", "cleanup"):
        return Show(hold=0.0)
    if k == "life_changed":
        p, amount = d.get("player"), int(d.get("amount", 0))
        if isinstance(p, int):
            part.shown_life[p] = int(d.get("life", part.shown_life[p]))
            good, bad = life_colours(part.safe)
            fx.number(part.centre_of_target(f"p{p}"), f"{'+' if amount >= 0 else ''}{amount}", good if amount >= 0 else bad)
        return Show(hold=0.35)
    if k == "damage_dealt":
        amount = int(d.get("amount", 0))
        if "player" in d:
            p = d["player"]
            part.shown_life[p] = int(d.get("life", part.shown_life[p]))
            at = part.centre_of_target(f"p{p}")
        else:
            at = part.centre_of_card(d.get("card"))
        bad = life_colours(part.safe)[1]
        fx.arrow(part.centre_of_card(d.get("source")), at, bad)
        fx.number(at, f"-{amount}", bad)
        return Show(hold=0.45, flash=d.get("source"), sound="hit" if d.get("combat") else "")
    if k == "attacks":
        fx.arrow(part.centre_of_card(d.get("card")), part.centre_of_target(str(d.get("target", ""))), GOLD)
        return Show(hold=0.35, flash=d.get("card"), nudge=(d["card"], 0, -14) if isinstance(d.get("card"), int) else None)
    if k == "blocks":
        fx.arrow(part.centre_of_card(d.get("card")), part.centre_of_card(d.get("attacker")), HILITE)
        return Show(hold=0.35, flash=d.get("card"))
    if k == "planar_rolled":                    # the die tumbles and settles (901.9)
        return show_roll(part, e, text)
    if k in ("planeswalked", "starting_plane"):  # the card slides out of the planar deck and turns over (901.11)
        return Show(hold=0.7, banner=text, banner_seconds=1.2, colour=GOLD, flash=d.get("card"), sound="play")
    if k == "scheme_set_in_motion" and isinstance(d.get("card"), int):
        # 904.9: the scheme turned face up is shown to everyone in its large view, pinned until they look away
        scene.large_pinned = True
        scene.show_large(d["card"])
        return Show(hold=1.4, banner=text, banner_seconds=1.6, colour=GOLD, flash=d["card"], sound="play")
    if k in ("cast", "activated", "triggered"):
        return Show(hold=0.55, banner=text, banner_seconds=0.9, colour=GOLD, flash=d.get("card"), sound="play")
    if k in ("resolving", "ability_resolved", "land_played", "counters_added", "pumped"):
        return Show(hold=0.35, flash=d.get("card"), banner=text if k == "resolving" else "", banner_seconds=0.6)
    if k in ("dies", "put_into_graveyard", "fizzled", "player_lost", "player_left", "conceded"):
        return Show(hold=0.6, banner=text, banner_seconds=0.9, colour=BAD, flash=d.get("card"))
    if k in ("turn_began", "step_began"):
        step = d.get("step", "")
        quiet = k == "step_began" and step in ("untap", "cleanup", "end_combat")
        return Show(hold=0.0 if quiet else 0.25, banner="" if quiet else text, banner_seconds=0.6, colour=GOLD)
    if text:
        return Show(hold=0.3, banner=text, banner_seconds=0.7)
    return None
