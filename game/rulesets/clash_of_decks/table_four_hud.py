"""Clash of Decks' four-seat table: its painted parts. The four fronts' bands and the three other seats'
panels (framed in their team's colour in 2v2 and co-op); over them the words: each band's two seats,
whose line runs on which side and whether the front is its upper or lower one (the engine's
``upper_fronts`` reading); every seat's numbers (mana, HP and citadel side, or a rulebook AI's deck and
discard pile; cards out of the game; own turns), its team and a star and a gold frame on the seat to act;
the exhaustion count; the bracket under the viewer's playable window.

Team colours never speak alone: the team is also said in words ("team A+C").
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.text import Msg
from game.ui import fonts
from game.ui.palette import GOLD, INK, INK_DIM
from game.ui.table.felt import fitted

from . import table_four_layout as L4
from .flow import EXHAUSTED_FROM
from .seats import LETTERS
from .table_hud import BOX, Info
from .vocab import SIDE_NAMES

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

TEAM_COLOURS = ((120, 190, 255), (255, 170, 90))
TEAM_COLOURS_SAFE = ((86, 180, 233), (230, 159, 0))      # Okabe-Ito blue and orange
FRAME = (90, 110, 96)
WORDS = {
    "you": Msg("You ({l})", "나 ({l})"), "player": Msg("Player {p} ({l})", "플레이어 {p} ({l})"),
    "ai": Msg("Rulebook AI ({l})", "규칙서 AI ({l})"),
    "team": Msg("team {a}+{b}", "{a}+{b} 팀"),
    "upper": Msg("{who}: upper front", "{who}: 상부 전선"), "lower": Msg("{who}: lower front", "{who}: 하부 전선"),
    "front": Msg("Front {a}-{b}", "전선 {a}-{b}"),
    "numbers": Msg("mana {mana} \u00b7 HP {hp} ({side}) \u00b7 hand {hand} \u00b7 {turns}",
                   "마나 {mana} \u00b7 체력 {hp} ({side}) \u00b7 손 {hand}장 \u00b7 {turns}"),
    "turn": Msg("turn {n}", "{n}번째 차례"), "turn_of": Msg("turn {n} of 8", "8차례 중 {n}번째"),
    "exhausted": Msg("turn {n}, exhausted", "{n}번째 차례, 탈진"),
    "ai_numbers": Msg("mana {mana} \u00b7 deck {deck} \u00b7 discard {discard}",
                      "마나 {mana} \u00b7 카드 더미 {deck} \u00b7 버린 카드 {discard}"),
    "out": Msg(" \u00b7 out {n}", " \u00b7 제거 {n}"),
    "exhaustion": Msg("Exhaustion: each seat from its 8th turn", "탈진: 각자 8번째 차례부터"),
    "their_turn": Msg("Player {p} ({l}) plays", "플레이어 {p} ({l})의 차례"),
    "why_their_turn": Msg("It is player {p}'s turn (seat {l}).", "플레이어 {p}({l} 자리)의 차례입니다."),
    "ai_turn": Msg("The rulebook AI ({l}) plays", "규칙서 AI ({l})의 차례"),
    "why_ai_turn": Msg("The rulebook AI of seat {l} is playing its turn.", "{l} 자리의 규칙서 AI가 차례를 진행 중입니다."),
    "team_wins": Msg("Team {a}+{b} wins (players {p} and {q})", "{a}+{b} 팀 승리 (플레이어 {p}, {q})"),
    "ais_win": Msg("The rulebook AIs ({a} and {b}) win", "규칙서 AI({a}, {b}) 승리"),
    "one_wins": Msg("Player {p} ({l}) wins", "플레이어 {p} ({l}) 승리"),
    "share": Msg("Players {ps} share the win", "플레이어 {ps} 공동 승리"),
}
LINE_H = 17.0         # a panel's two lines of words stand this far apart
MIN_PX = 11.0          # the smallest a word shrinks to when its slot is narrow (long Korean numbers)


def team_colour(team: int, safe: bool) -> tuple[int, int, int]:
    return (TEAM_COLOURS_SAFE if safe else TEAM_COLOURS)[team % 2]


def has_teams(st: Any) -> bool:
    return len(set(st.teams)) < st.num_players


def frame_colour(st: Any, seat: int, safe: bool) -> tuple[int, int, int]:
    return team_colour(st.teams[seat], safe) if has_teams(st) else FRAME


def paint(surf: pygame.Surface, s: float, st: Any, viewer: int, *, safe: bool) -> None:
    width = max(1, int(2 * s))
    for f in range(4):
        x, y, w, h = L4.front_rect(f, viewer)
        pygame.draw.rect(surf, (34, 44, 40), (x * s, y * s, w * s, h * s), border_radius=int(8 * s))
        pygame.draw.rect(surf, FRAME, (x * s, y * s, w * s, h * s), width, border_radius=int(8 * s))
        bx = L4.bridge_x(f, viewer)
        pygame.draw.line(surf, (70, 86, 78), (bx * s, (y + 22) * s), (bx * s, (y + h - 22) * s), width)
    for side in (1, 2, 3):
        seat = (viewer + side) % 4
        x, y, w, h = L4.panel_rect(side)
        pygame.draw.rect(surf, (26, 34, 34), (x * s, y * s, w * s, h * s), border_radius=int(8 * s))
        pygame.draw.rect(surf, frame_colour(st, seat, safe), (x * s, y * s, w * s, h * s), width,
                         border_radius=int(8 * s))
    x, y, w, h = L4.hand_rect()
    colour = frame_colour(st, viewer, safe) if has_teams(st) else (60, 70, 86)
    pygame.draw.rect(surf, colour, (x * s, y * s, w * s, h * s), width, border_radius=int(8 * s))


def who(scene: "TableScene", p: int) -> str:
    st = scene.shown_state
    lang = scene.lang
    if st.is_ai(p):
        return WORDS["ai"].get(lang).format(l=LETTERS[p])
    if p == scene.viewer:
        return WORDS["you"].get(lang).format(l=LETTERS[p])
    return WORDS["player"].get(lang).format(p=p + 1, l=LETTERS[p])


def team_words(st: Any, p: int, lang: str) -> str:
    mates = [LETTERS[q] for q in range(st.num_players) if st.teams[q] == st.teams[p]]
    return WORDS["team"].get(lang).format(a=mates[0], b=mates[1])


def turns_words(st: Any, p: int, lang: str) -> str:
    """A seat's own turns; with exhaustion on, counted toward its 8th, from which it is exhausted (L568-574)."""
    n = st.own_turns[p]
    if st.options.get("exhaustion") != "on":
        return WORDS["turn"].get(lang).format(n=n)
    return WORDS["exhausted" if n >= EXHAUSTED_FROM else "turn_of"].get(lang).format(n=n)


def numbers(scene: "TableScene", p: int) -> str:
    st = scene.shown_state           # as of the last event played (the part follows the turn's numbers)
    lang = scene.lang
    if st.is_ai(p):
        text = WORDS["ai_numbers"].get(lang).format(mana=st.mana[p], deck=len(st.decks[p].cards),
                                                    discard=len(st.discards[p].cards))
    else:
        text = WORDS["numbers"].get(lang).format(mana=st.mana[p], hp=st.hp(p), side=SIDE_NAMES[st.side[p]].get(lang),
                                                 hand=len(st.hands[p].cards), turns=turns_words(st, p, lang))
    out = len(st.zones[f"p{p}.out"].cards)
    return text + (WORDS["out"].get(lang).format(n=out) if out else "")


def winners_text(st: Any, winners: list[int], lang: str) -> str:
    """Who won, by team in 2v2 and co-op (the rulebook AIs named as such), by name and letter alone."""
    if not winners:
        return ""
    if has_teams(st) and len(winners) == 2 and st.teams[winners[0]] == st.teams[winners[1]]:
        a, b = winners
        if all(st.is_ai(p) for p in winners):
            return WORDS["ais_win"].get(lang).format(a=LETTERS[a], b=LETTERS[b])
        return WORDS["team_wins"].get(lang).format(a=LETTERS[a], b=LETTERS[b], p=a + 1, q=b + 1)
    if len(winners) == 1:
        return WORDS["one_wins"].get(lang).format(p=winners[0] + 1, l=LETTERS[winners[0]])
    return WORDS["share"].get(lang).format(ps=", ".join(f"{p + 1} ({LETTERS[p]})" for p in winners))


def to_act(st: Any) -> int | None:
    """The seat whose move the table waits for: the one deciding (a champion), else the active seat."""
    if st.result is not None:
        return None
    return st.decisions[0].player if st.decisions else st.active


class InfoFour(Info):
    """The words on the four-seat felt."""
    HAND_Y, HAND_H = L4.HAND_Y, L4.HAND_H

    def fit(self, surface: pygame.Surface, text: str, x: float, y: float, colour: Any, width: float, *,
            anchor: str = "midleft", size: float = 14.0, height: float | None = None) -> pygame.Rect:
        """A word in a slot of ``width`` (and ``height``, for the panels' stacked lines): at the table's
        caption size grown with the text size, smaller only when the slot is too small (never under
        MIN_PX), so neighbours never overlap."""
        s = self.world_scale()
        ox, oy = self.world_origin()
        px = fitted(text, max(size, size * fonts.reading(1.0)) * s, width * s, MIN_PX * s, True)
        while height is not None and px > MIN_PX * s and fonts.font(px, True).size(text)[1] > height * s:
            px -= 0.5
        img = fonts.text(text, px, colour, True)
        r = img.get_rect(**{anchor: (ox + x * s, oy + y * s)})
        pygame.draw.rect(surface, BOX, pygame.Rect(r).inflate(6 * s, 2 * s), border_radius=int(4 * s))
        surface.blit(img, r)
        self.drawn.append((text, r))
        return r

    def layer_key(self) -> tuple[Any, ...]:
        return super().layer_key()      # it reads what the two seats' words read

    def draw_self(self, surface: pygame.Surface) -> None:
        sc = self.scene
        st = sc.shown_state
        lang, v = sc.lang, sc.viewer
        self.drawn = []
        acting = to_act(st)
        for f in range(4):
            self.front_words(surface, f)
        for side in (1, 2, 3):
            self.panel_words(surface, (v + side) % 4, side)
        star = " \u2605" if v == acting else ""
        line = f"{who(sc, v)}{star}: {numbers(sc, v)}"
        if has_teams(st):
            line += f" \u00b7 {team_words(st, v, lang)}"
        self.fit(surface, line, 12, L4.INFO_Y, GOLD if star else INK, 640)
        if st.options.get("exhaustion") == "on":
            self.fit(surface, WORDS["exhaustion"].get(lang), L4.FELT_RIGHT - 6, L4.INFO_Y, INK_DIM, 330, anchor="midright")
        if v == acting:
            self.frame(surface, L4.hand_rect(), GOLD)

    def front_words(self, surface: pygame.Surface, f: int) -> None:
        sc = self.scene
        st = sc.session.state
        lang, v = sc.lang, sc.viewer
        x, y, w, h = L4.front_rect(f, v)
        a, b = st.fronts[f]
        self.fit(surface, WORDS["front"].get(lang).format(a=LETTERS[a], b=LETTERS[b]), x + w / 2, y + 12, GOLD, 130,
                 anchor="center")
        half = w / 2 - L4.BRIDGE_W / 2 - 8
        for p in (a, b):
            said = WORDS["upper" if st.upper[p] == f else "lower"].get(lang).format(who=who(sc, p))
            colour = frame_colour(st, p, self.scene.part.safe) if has_teams(st) else INK_DIM
            if L4.left_of_bridge(f, p, v):
                self.fit(surface, "\u2190 " + said, x + 8, y + h - 11, colour, half, size=13)
            else:
                self.fit(surface, said + " \u2192", x + w - 8, y + h - 11, colour, half, anchor="midright", size=13)

    def panel_words(self, surface: pygame.Surface, p: int, side: int) -> None:
        sc = self.scene
        st = sc.shown_state
        x, y, w, _h = L4.panel_rect(side)
        active = p == to_act(st)
        star = " \u2605" if active else ""
        title = who(sc, p) + star
        if has_teams(st):
            title += f" \u00b7 {team_words(st, p, sc.lang)}"
        colour = GOLD if active else (frame_colour(st, p, sc.part.safe) if has_teams(st) else INK)
        self.fit(surface, title, x + 8, y + 12, colour, w - 16, height=LINE_H)
        self.fit(surface, numbers(sc, p), x + 8, y + 30, INK, w - 16, size=13, height=LINE_H)
        if active:
            self.frame(surface, L4.panel_rect(side), GOLD)

    def frame(self, surface: pygame.Surface, rect: tuple[float, float, float, float], colour: Any) -> None:
        s = self.world_scale()
        ox, oy = self.world_origin()
        x, y, w, h = rect
        pygame.draw.rect(surface, colour, pygame.Rect(int(ox + x * s), int(oy + y * s), int(w * s), int(h * s)),
                         max(2, int(3 * s)), border_radius=int(8 * s))
