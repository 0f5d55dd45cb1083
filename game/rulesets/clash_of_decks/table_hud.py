"""Clash of Decks' table part: its painted parts. The fronts' bands and the hand's frame; the fronts'
names and whose side is whose; both seats' numbers (mana, HP, the citadel's side, own turns, the window,
the exhaustion count on the bridges, the AI's deck and discard pile); the bracket under the viewer's
playable window, narrowed by Threat. Words grow with the text size as far as their slot allows."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.text import Msg
from game.ui import fonts
from game.ui.node import Node
from game.ui.palette import GOLD, INK, INK_DIM
from game.ui.table.felt import moment_key
from game.ui.table.hud import fitted

from . import table_layout as L
from .vocab import SIDE_NAMES

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

BOX = (10, 14, 16)
WORDS = {
    "front0": Msg("Upper front", "상부 전선"), "front1": Msg("Lower front", "하부 전선"),
    "mine": Msg("\u2190 your creatures", "\u2190 내 생명체"),
    "theirs": Msg("{who}'s creatures \u2192", "{who}의 생명체 \u2192"),
    "you": Msg("You (player {p})", "나 (플레이어 {p})"), "player": Msg("Player {p}", "플레이어 {p}"),
    "ai": Msg("The rulebook AI", "규칙서 AI"),
    "seat": Msg("{who}{star}: mana {mana} \u00b7 HP {hp} ({side}) \u00b7 turn {turns}",
                "{who}{star}: 마나 {mana} \u00b7 체력 {hp} ({side}) \u00b7 {turns}번째 차례"),
    "ai_seat": Msg("{who}{star}: mana {mana} \u00b7 deck {deck} \u00b7 discard {discard}",
                   "{who}{star}: 마나 {mana} \u00b7 카드 더미 {deck} \u00b7 버린 카드 {discard}"),
    "window": Msg("Playable: the {n} leftmost", "낼 수 있음: 왼쪽 {n}장"),
    "threat": Msg("Playable: the {n} leftmost (Threat)", "낼 수 있음: 왼쪽 {n}장 (위협)"),
    "exhaustion": Msg("Exhaustion: {n} of 8 quarter-turns", "탈진: 8칸 중 {n}"),
    "exhausting": Msg("Exhaustion: each turn the rightmost card leaves", "탈진: 매 차례 맨 오른쪽 카드 제거"),
    "deck": Msg("Deck {n}", "카드 더미 {n}"), "discard": Msg("Discard {n}", "버린 카드 {n}"),
    "out": Msg("Out {n}", "제거 {n}"),
}


def who(scene: "TableScene", p: int) -> str:
    st = scene.shown_state
    lang = scene.lang
    if st.is_ai(p):
        return WORDS["ai"].get(lang)
    return WORDS["you" if p == scene.viewer else "player"].get(lang).format(p=p + 1)


def paint(surf: pygame.Surface, s: float) -> None:
    for f in (0, 1):
        x, y, w, h = L.front_rect(f)
        pygame.draw.rect(surf, (34, 44, 40), (x * s, y * s, w * s, h * s), border_radius=int(8 * s))
        pygame.draw.rect(surf, (90, 110, 96), (x * s, y * s, w * s, h * s), max(1, int(2 * s)),
                         border_radius=int(8 * s))
        pygame.draw.line(surf, (70, 86, 78), (L.BRIDGE_X * s, (y + 20) * s), (L.BRIDGE_X * s, (y + h - 4) * s),
                         max(1, int(2 * s)))
    x, y, w, h = L.hand_rect(True)
    pygame.draw.rect(surf, (60, 70, 86), (x * s, y * s, w * s, h * s), max(1, int(2 * s)), border_radius=int(8 * s))


def put(node: Any, surface: pygame.Surface, text: str, x: float, y: float, colour: Any, width: float, *,
        anchor: str = "midleft", key: str = "caption") -> pygame.Rect:
    """Words on their dark box at a logical point, shrunk to ``width``; noted in the node's ``drawn``."""
    img, r = placed(node, text, x, y, colour, width, anchor=anchor, key=key)
    s = node.world_scale()
    pygame.draw.rect(surface, BOX, pygame.Rect(r).inflate(8 * s, 4 * s), border_radius=int(5 * s))
    surface.blit(img, r)
    node.drawn.append((text, r))
    return r


def placed(node: Any, text: str, x: float, y: float, colour: Any, width: float, *, anchor: str = "midleft",
           key: str = "caption") -> tuple[pygame.Surface, pygame.Rect]:
    s = node.world_scale()
    ox, oy = node.world_origin()
    img = fonts.text(text, fitted(text, key, width, s), colour, True)
    return img, img.get_rect(**{anchor: (ox + x * s, oy + y * s)})


class Info(Node):
    """The words on the felt: the fronts' names and sides, both seats' numbers (the window's bracket is
    ``Bracket``, drawn after it)."""
    HAND_Y, HAND_H = L.HAND_Y, L.HAND_H       # where the viewer's hand row is (the bracket goes under it)

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(0, 0, 0, 0, z=500, name="counters")
        self.scene = scene
        self.drawn: list[tuple[str, pygame.Rect]] = []

    def put(self, surface: pygame.Surface, text: str, x: float, y: float, colour: Any, width: float, *,
            anchor: str = "midleft", key: str = "caption") -> pygame.Rect:
        return put(self, surface, text, x, y, colour, width, anchor=anchor, key=key)

    def layer_key(self) -> tuple[Any, ...]:
        """The moment shown and the cards as they lie (the table bakes it: ``layer.py``)."""
        sc = self.scene
        return moment_key(self, tuple(len(cards) for _zone, cards in sorted(sc.order.items())), sc.part.safe)

    def draw_self(self, surface: pygame.Surface) -> None:
        sc = self.scene
        st = sc.shown_state          # as of the last event played (the part follows the turn's numbers)
        lang, v = sc.lang, sc.viewer
        self.drawn = []
        other = 1 - v
        for f in (0, 1):
            x, y, w, _h = L.front_rect(f)
            self.put(surface, WORDS[f"front{f}"].get(lang), x + 8, y + 12, GOLD, 200)
            self.put(surface, WORDS["mine"].get(lang), L.BRIDGE_X - 50, y + 12, INK_DIM, 240, anchor="midright")
            theirs = WORDS["theirs"].get(lang).format(who=who(sc, other))
            self.put(surface, theirs, L.BRIDGE_X + 50, y + 12, INK_DIM, 300)
        top, bottom = L.INFO_BAND
        line = (bottom - top) / 3
        for row, p in enumerate((v, other)):
            star = " \u2605" if p == st.active and st.result is None else ""
            if st.is_ai(p):
                text = WORDS["ai_seat"].get(lang).format(who=who(sc, p), star=star, mana=st.mana[p],
                                                         deck=len(sc.order.get(f"p{p}.deck", [])),
                                                         discard=len(sc.order.get(f"p{p}.discard", [])))
            else:
                text = WORDS["seat"].get(lang).format(who=who(sc, p), star=star, mana=st.mana[p], hp=st.hp(p),
                                                      side=SIDE_NAMES[st.side[p]].get(lang), turns=st.own_turns[p])
            self.put(surface, text, 16, top + line * (row + 0.5), GOLD if star else INK, 640)
        if st.options.get("exhaustion") == "on":
            turns = st.own_turns[st.start_player]
            said = WORDS["exhausting" if turns >= 8 else "exhaustion"].get(lang).format(n=min(8, turns))
            self.put(surface, said, 16, top + line * 2.5, INK_DIM, 640)
        if st.is_ai(other):
            self.put(surface, WORDS["deck"].get(lang).format(n=len(st.decks[other].cards)), L.AI_DECK_X, L.TOP_Y + 42,
                     INK, 100, anchor="center")
            self.put(surface, WORDS["discard"].get(lang).format(n=len(st.discards[other].cards)), L.AI_DISCARD_X,
                     L.TOP_Y + 42, INK, 120, anchor="center")
        for p in (v, other):
            out = len(st.zones[f"p{p}.out"].cards)
            if out:
                sp = L.out_spot(p == v, 0)
                self.put(surface, WORDS["out"].get(lang).format(n=out), sp.x, sp.y + 38, INK_DIM, 80, anchor="center")



class Bracket(Node):
    """The line under the viewer's playable window, as wide as the cards a player may play now, with its
    words. A node of its own, drawn right after the seats' words: it follows the hand's cards as they move
    (a card held from the window takes its end along), while those words stand still."""

    def __init__(self, info: Info) -> None:
        super().__init__(0, 0, 0, 0, z=info.z, name="bracket")
        self.info = info
        self.scene = info.scene
        self.drawn: list[tuple[str, pygame.Rect]] = []

    def plan(self) -> tuple[int, int, float, str] | None:
        """(left, right, height on the screen, its words), or None when no window is shown."""
        sc = self.scene
        st, v = sc.shown_state, sc.viewer
        if st.is_ai(v) or st.hands[v] is None or st.result is not None or st.phase.value == "champion":
            return None
        hand = sc.order.get(f"p{v}.hand", [])
        window = [c for c in hand[:len(st.window(v))]]
        rects = [sc.card_nodes[c].world_rect() for c in window if c in sc.card_nodes]
        if not rects:
            return None
        left, right = min(r.left for r in rects), max(r.right for r in rects)
        y = self.world_origin()[1] + (self.info.HAND_Y + self.info.HAND_H / 2 + 8) * self.world_scale()
        n = len(window)
        said = WORDS["threat" if n < 4 and len(hand) > n else "window"].get(sc.lang).format(n=n)
        return left, right, y, said

    def words_at(self, plan: tuple[int, int, float, str]) -> tuple[float, float]:
        left, right, _y, _said = plan
        s = self.world_scale()
        ox = self.world_origin()[0]
        return ((left + right) / 2 - ox) / s, self.info.HAND_Y + self.info.HAND_H / 2 + 22

    def layer_key(self) -> tuple[Any, ...]:
        return (self.plan(), self.world_origin(), self.world_scale())

    def layer_bounds(self) -> pygame.Rect:
        """The line, its ends' ticks and its words' box."""
        plan = self.plan()
        if plan is None:
            return pygame.Rect(0, 0, 0, 0)
        left, right, y, said = plan
        s = self.world_scale()
        w = max(2, int(3 * s))
        line = pygame.Rect(left - w, int(y - 8 * s) - w, right - left + 2 * w, int(8 * s) + 2 * w + 1)
        x, wy = self.words_at(plan)
        _img, r = placed(self, said, x, wy, GOLD, 400, anchor="center")
        return line.union(r.inflate(int(8 * s) + 2, int(4 * s) + 2))

    def draw_self(self, surface: pygame.Surface) -> None:
        self.drawn = []
        plan = self.plan()
        if plan is None:
            return
        left, right, y, said = plan
        s = self.world_scale()
        pygame.draw.line(surface, GOLD, (left, y), (right, y), max(2, int(3 * s)))
        for x in (left, right):
            pygame.draw.line(surface, GOLD, (x, y), (x, y - 8 * s), max(2, int(3 * s)))
        x, wy = self.words_at(plan)
        put(self, surface, said, x, wy, GOLD, 400, anchor="center")
