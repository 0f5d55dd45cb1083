"""Dragon Duel's ``table`` part: how Dragon Duel looks on the generic table and what a drop means.

The places (``table_layout``): each side's leader area (the leader card, leadership cards stacked on
it), battle area (a stack: the active character and its boosters on top, covered cards peeking out),
support area, deck and discard pile; the tug-of-war board in the middle with the three dragons; both
live attack totals; the element and, in a match, the crystals (``table_hud``). The faces
(``table_faces``): the catalogue's face with the live value, inactive and ignored shown over it.

A card in hand drops on its area: a character or a booster on the battle area, a support on the
support area, a leadership card on the leader area; the engine's legal list lights the places and its
refusals explain the others (DD rule and sentence). The big button (E) starts or continues a battle
and declares the attack value; the other (G) gives up the right to start a battle or withdraws. Every
decision is the prompt's (cards to click, or words: the element, a dragon, yes or no).

Events: a card played goes to its area; a character covers the ones before it; the dragons travel
along their tracks; backtracking sends every card played since the engagement phase back where it
came from before the withdrawal; a game of a match ends with the crystals it gave.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Sequence

import pygame

from game.engine import events as ev
from game.engine.actions import Action
from game.engine.errors import IllegalActionError
from game.engine.events import Event
from game.engine.text import Msg
from game.ui.palette import BAD, GOLD, GOOD, HILITE
from game.ui.table.layout import Spot
from game.ui.table.part import CardState, GameButton, Mark, MarkKind, Pile, Press, Show, Target, TablePart
from game.ui.tableinfo import TableEntry

from . import table_faces
from . import table_layout as L
from .actions import Continue, Declare, GiveUp, PlayBooster, PlayCharacter, PlayLeadership, PlaySupport, StartBattle, Withdraw
from .cardtext import DRAGON_NAMES, ELEMENT_NAMES
from .state import BOARD, Phase
from .table_faces import Overlay
from .vocab import DRAGONS

AREA_OF = {"character": "battle", "booster": "battle", "support": "support", "leadership": "leader"}
PLAY = {"character": PlayCharacter, "booster": PlayBooster, "support": PlaySupport, "leadership": PlayLeadership}
IN_PLAY = ("battle", "support", "leader")
W = {
    "start": Msg("Start a battle", "전투 시작"), "continue": Msg("Continue the battle", "전투 계속"),
    "declare": Msg("Declare {n}", "{n} 선언"), "character": Msg("Play a character", "캐릭터 내기"),
    "give_up": Msg("Give up", "포기"), "withdraw": Msg("Withdraw", "철수"),
    "wait": Msg("Player {p}'s turn", "플레이어 {p}의 턴"),
    "why_character": Msg("Drag a character from your hand onto your battle area (DD-4.1).",
                         "손의 캐릭터를 전투 영역으로 끌어다 놓으세요 (DD-4.1)."),
    "why_wait": Msg("It is player {p}'s turn.", "플레이어 {p}의 턴입니다."),
    "why_phase": Msg("Nothing to do with this button now.", "지금은 이 버튼으로 할 일이 없습니다."),
    "key_g": Msg("Give up the right to start a battle, or withdraw from the battle", "전투 시작 권리 포기, 또는 전투에서 철수"),
    "covered": Msg("{card} covers the {n} card(s) before it", "{card}가 앞의 카드 {n}장을 덮습니다"),
    "backtrack": Msg("Backtracking: the cards go back, then player {p} withdraws",
                     "되돌리기: 카드가 돌아가고 플레이어 {p}가 철수합니다"),
    "pulled": Msg("Player {p} pulls {dragon}", "플레이어 {p}가 {dragon}을 끌어옵니다"),
    "returned": Msg("{dragon} goes back to the board", "{dragon}이 보드로 돌아갑니다"),
    "game_won": Msg("Game {n}: player {p} wins {c} crystal(s)", "게임 {n}: 플레이어 {p}가 크리스탈 {c}개 획득"),
    "game_drawn": Msg("Game {n}: a draw, no crystals", "게임 {n}: 무승부, 크리스탈 없음"),
    "element": Msg("The battle is fought in {element}", "전투 원소: {element}"),
    "would_be": Msg("Your attack would be {n} in {element}; your opponent's is {v}",
                    "이 카드를 내면 공격값 {n} ({element}), 상대 {v}"),
    "your_area": Msg("your {area}", "자신의 {area}"), "their_area": Msg("player {p}'s {area}", "플레이어 {p}의 {area}"),
    "leader": Msg("leader area", "리더 영역"), "battle": Msg("battle area", "전투 영역"),
    "support": Msg("support area", "서포트 영역"),
    "inactive": Msg("Inactive: covered by a newer character, it no longer counts (DD-4.2)",
                   "비활성: 새 캐릭터에 덮여 더 이상 세지 않음 (DD-4.2)"),
    "ignored": Msg("Its text or values are ignored for now (DD-12.2)", "지금은 텍스트나 값이 무시됨 (DD-12.2)"),
    "would_roll_back": Msg("This does not reach {v}: the turn would be rolled back and you would withdraw (DD-15.1)",
                           "{v}에 도달하지 못합니다: 턴이 되돌려지고 철수하게 됩니다 (DD-15.1)"),
}
# Where each kind of card goes, by its rule: what a drop anywhere else is told
HOME = {
    "character": ("DD-4.1", Msg("A character is played onto your own battle area.", "캐릭터는 자기 전투 영역에 냅니다.")),
    "booster": ("DD-5.2", Msg("A booster goes onto your own active character, in your battle area.",
                              "부스터는 자기 전투 영역의 액티브 캐릭터 위에 냅니다.")),
    "support": ("DD-5.3", Msg("A support goes beside your other supports, in your own support area.",
                              "서포트는 자기 서포트 영역의 다른 서포트 옆에 냅니다.")),
    "leadership": ("DD-2.2", Msg("A leadership card goes onto your own leader card, in your leader area.",
                                 "리더십 카드는 자기 리더 영역의 리더 카드 위에 냅니다.")),
}
# Seconds each kind of event holds the stage (before the animation-speed setting).
DURATIONS = {
    ev.CARD_MOVED: 0.16, "card_played": 0.3, "characters_gathered": 0.7, "battle_started": 0.6,
    "battle_continued": 0.5, "giving_up": 0.5, "gave_up": 0.4, "element_chosen": 0.9, ev.EFFECT_RESOLVED: 0.4,
    "effect_lost": 0.5, "total_changed": 0.4, "declared": 0.9, "refilled": 0.1, "withdrew": 0.7, "battle_won": 1.1,
    "backtracked": 1.4, "dragon_returned": 0.9, "dragon_pulled": 0.9, "battle_ended": 0.3, "decks_shuffled": 0.9,
    "game_won": 1.8, "game_started": 0.6, ev.GAME_OVER: 0.2,
}
TIPS = (Msg("Win a battle and your opponent's dragons come back to the board first; only then do you pull one "
            "to your side.", "전투에서 이기면 먼저 상대 쪽 드래곤이 보드로 돌아오고, 그 다음에야 내 쪽으로 끌어옵니다."),
        Msg("Six cards in your battle and support areas when you win pull two dragons.",
            "이길 때 전투 영역과 서포트 영역에 카드가 6장 이상이면 드래곤을 두 번 끌어옵니다."),
        Msg("Each turn of a battle you must reach your opponent's attack value, or you are rolled back and withdraw.",
            "전투 중에는 매 턴 상대의 공격값에 도달해야 합니다. 못 하면 되돌려지고 철수합니다."),
        Msg("Card text beats the rules: 'I must' beats 'is ignored', which beats 'you cannot', which beats the rest.",
            "카드 텍스트가 규칙보다 우선합니다: '해야 한다' > '무시된다' > '할 수 없다' > 그 밖의 텍스트."),
        "demo.tip.play")


def dragon_name(name: str, lang: str) -> str:
    return DRAGON_NAMES[name].get(lang) if name in DRAGON_NAMES else name


class DragonDuelTable(TablePart):
    TIPS = TIPS
    MARKS = (MarkKind("turn", Msg("Battle", "전투"), GOLD),
             MarkKind("won", Msg("Battle won", "전투 승리"), HILITE, "diamond"),
             MarkKind("dragon", Msg("Dragon", "드래곤"), BAD))
    BUTTONS = (GameButton("retreat", pygame.K_g, "G", W["give_up"], 17),)
    KEY_ROWS = (("G", W["key_g"]),)
    MIDDLE_Y = L.MIDDLE_Y
    CENTRE_X = L.HAND_X
    FIELD = ("leader", "battle", "support")

    def __init__(self, scene: Any) -> None:
        super().__init__(scene)
        self.dragons: list[int] = list(self.state.dragons)    # where the table shows each dragon now
        self.journal: list[tuple[int, str, str]] = []        # display moves since the engagement phase ended
        self.journal_at = 0
        self.undoing = False
        self._over: tuple[Any, dict[int, Overlay]] | None = None
        self._page: tuple[Any, table_faces.Page] | None = None
        self._forecast: tuple[Any, str] | None = None

    # ----- places -----------------------------------------------------------------------------------
    def resync(self) -> None:
        self.dragons = list(self.shown_state.dragons)
        if len(self.scene.session.match.log) < self.journal_at or self.shown_copy() is not None:
            self.journal = []      # taken back, or shown again from an earlier moment: those moves are gone

    def spot(self, zone: str, index: int, count: int, iid: int) -> Spot:
        p, name, v = int(zone[1]), zone[3:], self.viewer
        if name in ("deck", "discard"):       # the top (first) three are drawn
            sp = L.pile_spot(p, v, name, count - 1 - index)
            return sp if index <= 2 else replace(sp, drawn=False)
        if name == "hand":
            return L.hand_spot(p, v, index, count)
        if name == "leader":
            return L.leader_spot(p, v, count - 1 - index, count)
        if name == "support":
            return L.support_spot(p, v, index, count)
        cards = self.scene.order.get(zone, [])
        oldest_first = list(reversed(cards))
        active = set(self.state.active_cards(p))
        gaps = L.battle_gaps([c in active for c in oldest_first])
        return L.battle_spot(p, v, count - 1 - index, gaps)

    def zone_frame(self, zone: str) -> tuple[float, float, float, float]:
        return L.area_rect(int(zone[1]), self.viewer, zone[3:])

    def place_rect(self, place: str) -> tuple[float, float, float, float] | None:
        if place == "board":
            return L.BOARD
        if place == "element":
            from .table_hud import element_rect
            return element_rect()
        head, _, name = place.partition(".")
        if name == "total":
            return L.totals_rect(int(head[1:]) - 1, self.viewer)
        return super().place_rect(place)

    def piles(self) -> list[Pile]:
        return [Pile(f"p{p}.{which}", p, which == "discard",
                     Msg("Deck", "덱") if which == "deck" else Msg("Discard pile", "버린 카드 더미"), top_first=True)
                for p in (0, 1) for which in ("deck", "discard")]

    def insert_at(self, zone: str, iid: int) -> int | None:
        return 0 if zone[3:] in ("battle", "leader", "discard") else None

    def moved(self, iid: int, src: str, dst: str) -> None:
        if not self.undoing:
            self.journal.append((iid, src, dst))

    def paint(self, surf: pygame.Surface, s: float) -> None:
        from .table_hud import paint
        paint(surf, s, self.viewer)

    def nodes(self) -> list[Any]:
        from .table_hud import Board, Captions, Info, Totals
        return [Captions(self.scene), Info(self.scene), Board(self.scene), Totals(self.scene)]

    # ----- faces ------------------------------------------------------------------------------------
    def card_name(self, iid: int, lang: str) -> str:
        return self.state.defs[iid].name.get(lang)

    def overlay(self, iid: int) -> Overlay:
        """What the table shows over the card's printed face now (worked out once per state)."""
        st = self.state
        key = (id(st), len(self.scene.session.match.log))
        if self._over is None or self._over[0] != key:
            self._over = (key, self._overlays())
        return self._over[1].get(iid, Overlay())

    def _overlays(self) -> dict[int, Overlay]:
        st = self.state
        out: dict[int, Overlay] = {}
        element = st.element
        for p in (0, 1):
            active = set(st.active_cards(p))
            for name in IN_PLAY:
                for c in st.zones[f"p{p}.{name}"].cards:
                    defn = st.defs[c]
                    if defn.type == "leader":
                        continue
                    is_active = c in active
                    live = None
                    value = st.card_value(c)
                    if is_active and element is not None and value is not None and defn.has_values:
                        live = (element, value, defn.value(element))
                    ignored = tuple(sorted(st.ignored_parts(c)))
                    out[c] = Overlay(is_active, live, ignored)
        return out

    def card_states(self, iid: int) -> list[CardState]:
        """A card in an area: covered (inactive, DD-4.2) and its ignored parts (DD-12.2)."""
        if self.state.cards[iid].zone[3:] not in IN_PLAY or self.state.defs[iid].type == "leader":
            return []
        over = self.overlay(iid)
        out = [CardState("covered", W["inactive"])] if over.active is False else []
        if over.ignored:
            out.append(CardState("muted", W["ignored"]))
        return out

    def face(self, iid: int, w: int, h: int, spot: Spot | None, s: float, shown: Any = None) -> pygame.Surface:
        over = self.overlay(iid) if spot is not None else Overlay()
        return table_faces.face(self.state, iid, w, h, lang=self.lang, safe=self.safe, over=over)

    def page(self, iid: int, view: Any, s: float) -> tuple[Any, pygame.Surface]:
        from game.ui import fonts
        over = self.overlay(iid)
        key = (self.state.defs[iid].id, self.lang, s, fonts.reading(1.0), over)
        if self._page is None or self._page[0] != key:
            self._page = (key, table_faces.plan_page(
                self.state, iid, int(view.WIDTH * s), lang=self.lang, text_px=fonts.reading(view.TEXT) * s,
                min_text_px=fonts.reading(view.FLOOR) * s, max_height=int(view.ROOM * s), over=over))
        plan = self._page[1]
        return plan, table_faces.render_page(self.state, iid, plan, lang=self.lang, safe=self.safe, over=over)

    # ----- acting -----------------------------------------------------------------------------------
    def targets(self, iid: int) -> list[Target]:
        st = self.state
        p = self.viewer
        if st.cards[iid].zone != f"p{p}.hand":
            return []
        kind = st.defs[iid].type
        play = PLAY.get(kind)
        if play is None:
            return []
        action = play(p, iid)
        return [Target(("area", p, AREA_OF[kind]), action, action in set(self.scene.my_legal()))]

    def dest_rect(self, dest: tuple[Any, ...]) -> tuple[float, float, float, float]:
        return L.drop_rect(dest[1], self.viewer, dest[2])

    def card_at_dest(self, dest: tuple[Any, ...]) -> int | None:
        ch = self.state.char[dest[1]] if dest[2] == "battle" else -1
        return ch if ch >= 0 else None

    def places(self) -> list[tuple[Any, ...]]:
        return [("area", p, name) for p in (0, 1) for name in IN_PLAY]

    def misplaced(self, iid: int, dest: tuple[Any, ...]) -> tuple[str, Msg] | None:
        return HOME.get(self.state.defs[iid].type)

    def place_name(self, dest: tuple[Any, ...], lang: str) -> str:
        area = W[dest[2]].get(lang)
        if dest[1] == self.viewer:
            return W["your_area"].get(lang).format(area=area)
        return W["their_area"].get(lang).format(p=dest[1] + 1, area=area)

    def forecast(self, action: Action) -> str:
        """What a legal play would make of the attack total (worked out on a copy, once per action)."""
        st = self.state
        if not isinstance(action, (PlayCharacter, PlayBooster, PlaySupport, PlayLeadership)) or st.element is None:
            return ""
        key = (action, len(self.scene.session.match.log), self.lang, id(st))
        if self._forecast is not None and self._forecast[0] == key:
            return self._forecast[1]
        said = self._forecast_text(action)
        self._forecast = (key, said)
        return said

    def _forecast_text(self, action: Any) -> str:
        st = self.state
        after = st.clone()
        try:
            after.apply(action)
        except IllegalActionError:
            return ""
        p = action.player
        if after.backtracks > st.backtracks:    # the play ends the turn short of the opponent's value
            return W["would_roll_back"].get(self.lang).format(v=st.attack_total(1 - p))
        mine, theirs = after.attack_total(p), after.attack_total(1 - p)
        el = ELEMENT_NAMES[st.element].get(self.lang)
        return W["would_be"].get(self.lang).format(n=mine, element=el, v=theirs)

    def primary(self) -> Press:
        st = self.state
        lang, v = self.lang, self.viewer
        if st.result is not None or v != st.turn_player:
            return Press(W["wait"].get(lang).format(p=st.turn_player + 1), None,
                         W["why_wait"].get(lang).format(p=st.turn_player + 1))
        ph = st.phase
        if ph in (Phase.LEADERSHIP, Phase.ENGAGEMENT):
            action: Action = Continue(v) if st.battle else StartBattle(v)
            return Press(W["continue" if st.battle else "start"].get(lang), action, self.scene.reason_text(action))
        if ph is Phase.CHARACTER:
            return Press(W["character"].get(lang), None, W["why_character"].get(lang))
        if ph is Phase.SUPPORT:
            action = Declare(v)
            return Press(W["declare"].get(lang).format(n=st.attack_total(v)), action, self.scene.reason_text(action))
        return Press(W["start"].get(lang), None, W["why_phase"].get(lang))

    def press(self, button_id: str) -> Press:
        st = self.state
        lang, v = self.lang, self.viewer
        action: Action = Withdraw(v) if st.battle else GiveUp(v)
        label = W["withdraw" if st.battle else "give_up"].get(lang)
        if st.result is not None or v != st.turn_player:
            return Press(label, None, W["why_wait"].get(lang).format(p=st.turn_player + 1))
        return Press(label, action, self.scene.reason_text(action))

    # ----- events -----------------------------------------------------------------------------------
    def show(self, e: Event, line: str | None) -> Show | None:
        sc = self.scene
        d = e.data
        k = e.kind
        lang = self.lang
        text = sc.event_text(line)
        if k == ev.CARD_MOVED:
            to, src = str(d.get("to", "")), str(d.get("from", ""))
            sound = "draw" if to.endswith(".hand") and src.endswith(".deck") else (
                "place" if to[3:] in IN_PLAY else "")
            return Show(DURATIONS[k], sound=sound)
        if k == "card_played":
            return Show(DURATIONS[k], flash=_card(d))
        if k == "characters_gathered":
            said = W["covered"].get(lang).format(card=sc.card_label(d.get("card")), n=d.get("covered", 0))
            return Show(DURATIONS[k], said, GOLD, 1.0, flash=_card(d))
        if k in ("battle_started", "battle_continued", "giving_up", "declared"):
            if k in ("battle_started", "battle_continued"):
                self.journal, self.journal_at = [], len(sc.session.match.log)   # the checkpoint (DD-15.1)
            return Show(DURATIONS[k], text, GOLD, 1.1, sound="attack" if k == "declared" else "")
        if k == "element_chosen":
            el = ELEMENT_NAMES.get(d.get("element"))
            return Show(DURATIONS[k], W["element"].get(lang).format(element=el.get(lang) if el else "?"), GOLD, 1.2,
                        sound="place")
        if k in (ev.EFFECT_RESOLVED, "total_changed"):
            return Show(DURATIONS[k], flash=_card(d))
        if k == "effect_lost":
            return Show(DURATIONS[k], text, HILITE, 1.0, flash=_card(d))
        if k == "withdrew":
            return Show(DURATIONS[k], text, BAD, 1.0)
        if k == "battle_won":
            return Show(DURATIONS[k], text, GOOD, 1.4, sound="trigger")
        if k == "backtracked":
            self.roll_back_display()
            return Show(DURATIONS[k], W["backtrack"].get(lang).format(p=int(d.get("player", 0)) + 1), BAD, 1.6,
                        sound="damage")
        if k in ("dragon_pulled", "dragon_returned"):
            name = d.get("dragon")
            if name in DRAGONS:
                i = DRAGONS.index(name)
                self.dragons[i] = int(d["player"]) if k == "dragon_pulled" else BOARD
            said = (W["pulled"].get(lang).format(p=int(d.get("player", 0)) + 1, dragon=dragon_name(name, lang))
                    if k == "dragon_pulled" else W["returned"].get(lang).format(dragon=dragon_name(name, lang)))
            return Show(DURATIONS[k], said, GOLD, 1.2, sound="place")
        if k == "decks_shuffled":
            self.redeal_display()
            return Show(DURATIONS[k], text, GOLD, 1.0, sound="draw")
        if k == "game_won":
            won = d.get("winner")
            said = (W["game_drawn"].get(lang).format(n=d.get("game")) if won is None else
                    W["game_won"].get(lang).format(n=d.get("game"), p=int(won) + 1, c=d.get("gained", 0)))
            self.dragons = list(self.state.dragons) if self.state.result is None else self.dragons
            return Show(DURATIONS[k], said, GOLD, 2.0, sound="win")
        if k == ev.GAME_OVER:
            return Show(DURATIONS[k], sound="win")
        if k in DURATIONS:
            return Show(DURATIONS[k])
        return None

    def roll_back_display(self) -> None:
        """DD-15.1 as the table shows it: every card moved since the engagement phase ended goes back,
        the last first; the withdrawal's events then play from there."""
        self.undoing = True
        try:
            for iid, src, dst in reversed(self.journal):
                self.scene.move_display(iid, dst, src)
        finally:
            self.undoing = False
        self.journal = []

    def redeal_display(self) -> None:
        """A new game of the match: every card back in its deck in the order the deal will draw them
        (each hand as dealt, then the deck), so the draws that follow play out card by card."""
        st = self.state
        sc = self.scene
        for p in (0, 1):
            for name in ("hand", "battle", "support", "discard", "deck"):
                sc.order[f"p{p}.{name}"] = []
            sc.order[f"p{p}.leader"] = [st.leader[p]]
            deck = list(st.hands[p].cards) + list(st.decks[p].cards)
            sc.order[f"p{p}.deck"] = deck
            for c in deck:
                sc.zone_of[c] = f"p{p}.deck"
        self.dragons = [BOARD, BOARD, BOARD]
        self.journal = []
        sc.relayout()

    def narrate(self, e: Event, lang: str, names: dict[int, str]) -> tuple[int, str] | None:
        from .table_demo import narrate
        return narrate(self, e, lang, names)

    def marks(self, events: Sequence[Event], index: int) -> list[Mark]:
        out = []
        for e in events:
            if e.kind in ("battle_started",):
                out.append(Mark(index, "turn", (int(e.data.get("player", 0)),)))
            elif e.kind == "battle_won":
                out.append(Mark(index, "won", (int(e.data.get("player", 0)), e.data.get("pulls", 1))))
            elif e.kind in ("dragon_pulled", "dragon_returned"):
                out.append(Mark(index, "dragon", (int(e.data.get("player", 0)), e.data.get("dragon"), e.kind)))
        return out

    def mark_text(self, mark: Mark, lang: str) -> str:
        p = mark.info[0] + 1
        if mark.kind == "turn":
            return ("플레이어 {p}가 전투 시작" if lang == "ko" else "Player {p} starts a battle").format(p=p)
        if mark.kind == "won":
            return ("플레이어 {p} 전투 승리 ({n}번 끌어오기)" if lang == "ko"
                    else "Player {p} wins a battle ({n} pull(s))").format(p=p, n=mark.info[1])
        name = dragon_name(mark.info[1], lang)
        if mark.info[2] == "dragon_returned":
            return W["returned"].get(lang).format(dragon=name)
        return W["pulled"].get(lang).format(p=p, dragon=name)


def _card(d: dict[str, Any]) -> int | None:
    card = d.get("card")
    return card if isinstance(card, int) else None


def make(scene: Any) -> DragonDuelTable:
    return DragonDuelTable(scene)


TABLE = TableEntry()      # the menus' generic ways in serve Dragon Duel as they are
