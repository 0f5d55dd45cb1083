"""Clash of Decks' ``table`` part: how Clash of Decks looks on the generic table and what a drop means.

The places (``table_layout``): the viewer's hand as a row with the citadel card at its public place in
it; the other seat's hand as backs with its citadel face up at its place (the order of the backs says
nothing: they are drawn alike); the two fronts with the bridges in the middle and each line running
from its bridge outward; the champions beside the play area; in solo the rulebook AI's citadel, deck
and discard pile (a drafted game arrives with its decks: the draft is a format above the game). The faces
(``table_faces``): damage this turn, attack and HP now, the citadel's HP and side, the window's costs.

A card of the window drops on the back of one of the viewer's lines (a creature), on a creature of the
viewer's (a Symbiosis card merging) or on any creature in play (a spell); the engine's legal list
lights the places and its refusals explain the others (CD rule and sentence). The big button (E) ends
the summon phase: the assault. The champion is the prompt's (its words).

Events: every card move is shown by the scene; the part shows the assault step by step with its
activation-order number, the attacker's lunge, damage on the creature or the citadel, destruction,
the citadel sliding and flipping, Frenzy and Instinct repeats, the AI's reveals.

Four seats (free-for-all, 2v2, co-op) are this part on the four-seat layout (``table_four``).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Sequence

import pygame

from game.engine import events as ev
from game.engine.actions import Action
from game.engine.events import Event
from game.engine.text import Msg
from game.ui.palette import BAD, GOLD, GOOD, HILITE
from game.ui.table.layout import Spot
from game.ui.table.part import CardState, Mark, MarkKind, Pile, Press, Show, Target, TablePart

from . import table_faces
from . import table_layout as L
from .actions import Assault, Cast, Merge, Summon
from .state import Phase
from .summon import cost_now
from .table_faces import Overlay
from .table_menu import ENTRY

W = {
    "assault": Msg("Assault (end the turn)", "공세 (차례 끝)"),
    "wait": Msg("Player {p}'s turn", "플레이어 {p}의 차례"),
    "why_wait": Msg("It is player {p}'s turn.", "플레이어 {p}의 차례입니다."),
    "activation": Msg("Activation {n}: {card}", "{n}번째 활성화: {card}"),
    "turn": Msg("{who}'s turn", "{who}의 차례"),
    "new": Msg("New: played this turn, it does not attack in this assault (CD-5.4.1)",
               "새로 냄: 이번 차례에 내서 이번 공세에는 공격하지 않음 (CD-5.4.1)"),
    "new_rage": Msg("New, but with Rage it attacks anyway", "새로 냈지만 분노로 공격함"),
    "shield": Msg("Shield used up: damage gets through until the next turn starts (CD-12.6)",
                  "방패를 다 씀: 다음 차례가 시작될 때까지 피해를 막지 못함 (CD-12.6)"),
    "exhausted": Msg("Exhausted: ready again when any player plays a card of its cost (CD-10.3)",
                     "소진됨: 누군가 같은 비용의 카드를 내면 다시 준비됨 (CD-10.3)"),
}
DURATIONS = {
    ev.CARD_MOVED: 0.14, "card_played": 0.35, "activation": 0.35, "attack": 0.45, "damage": 0.35,
    "destroyed": 0.6, "citadel_moved": 0.5, "citadel_flipped": 1.4, "excess_lost": 0.5, "frenzy": 0.6,
    "instinct": 0.6, "charged": 0.5, "hid": 0.4, "keen": 0.5, "regeneration": 0.5, "aura_checked": 0.3,
    "healed": 0.4, "exhausted": 0.8, "champion_exhausted": 0.6, "champion_ready": 0.6, "ai_revealed": 0.6,
    "ai_milled": 0.5, "turn_started": 0.6, "mana": 0.2,
    "merged": 0.4, "bound": 0.4, "gaps_closed": 0.2, "blood_price": 0.4, "offering": 0.3, "gust": 0.4,
    "recall_order": 0.5, "reinforcement": 0.4, "shuffled": 0.6, "game_started": 0.6, ev.GAME_OVER: 0.2,
}
BANNERS = {"turn_started": GOLD, "citadel_flipped": BAD, "frenzy": HILITE, "instinct": HILITE, "exhausted": BAD,
           "excess_lost": BAD, "destroyed": BAD, "champion_ready": GOOD, "keen": HILITE, "game_started": GOLD}
TIPS = (Msg("Your hand is your life: every card to the right of your citadel is one HP.",
            "손이 곧 체력입니다: 성채 오른쪽의 카드 한 장이 체력 1입니다."),
        Msg("Only the four leftmost cards can be played; cards coming back go to the right end.",
            "왼쪽 네 장만 낼 수 있고, 돌아오는 카드는 오른쪽 끝으로 갑니다."),
        Msg("Creatures attack the enemy nearest the bridge; with none left, they hit the citadel.",
            "생명체는 다리에 가장 가까운 적을 공격하고, 없으면 성채를 칩니다."))


class ClashTable(TablePart):
    TIPS = TIPS
    MARKS = (MarkKind("turn", Msg("Turn", "차례"), GOLD),
             MarkKind("flip", Msg("Citadel flipped", "성채 뒤집힘"), BAD, "diamond"))
    MIDDLE_Y = L.MIDDLE_Y
    CENTRE_X = L.BRIDGE_X
    FIELD = ("champion",)

    def __init__(self, scene: Any) -> None:
        super().__init__(scene)
        self._over: tuple[Any, dict[int, Overlay]] | None = None
        self._page: tuple[Any, table_faces.Page] | None = None
        self.flip: Any = None         # the citadel flip on show (table_flip), made with the nodes

    def follow(self, e: Event) -> None:
        """The numbers the table shows go along with the events: whose turn, each seat's own turns and mana,
        the citadel's place and side (the engine is past them; a rulebook AI's whole turn plays inside one
        move of the person's)."""
        st = self.shown_copy()
        d = e.data
        p = d.get("player")
        if st is None or not isinstance(p, int) or not 0 <= p < st.num_players:
            return
        if e.kind == "turn_started":
            st.active, st.turn, st.own_turns[p] = p, d.get("turn", st.turn), d.get("own_turn", st.own_turns[p])
        elif e.kind == "mana" and isinstance(d.get("mana"), int):
            st.mana[p] = d["mana"]
        elif e.kind == "card_played" and isinstance(d.get("paid"), int):
            st.mana[p] = max(0, st.mana[p] - d["paid"])
        elif e.kind in ("citadel_moved", "citadel_flipped"):
            st.cit[p] = d.get("cit", st.cit[p])
            st.side[p] = d.get("side", st.side[p])
        elif e.kind == ev.PHASE_CHANGED and d.get("phase") in {ph.value for ph in Phase}:
            st.phase = Phase(d["phase"])

    # ----- places -----------------------------------------------------------------------------------
    def mine(self, player: int) -> bool:
        return player == self.viewer

    def spot(self, zone: str, index: int, count: int, iid: int) -> Spot:
        st = self.state
        head, _, name = zone.partition(".")
        if head[0] == "f" and head[1:].isdigit():
            front = int(head[1:])
            if name == "bridge":
                return L.bridge_spot(front)
            return L.line_spot(front, self.mine(int(name[1:])), index, count)
        if zone == "stacked":
            return self._near(st.stacked_on.get(iid), dy=-16, dz=-1)
        if zone == "bound":
            return self._near(st.bound_by.get(iid), dy=18, dz=-2)
        if zone == "resolving":
            return Spot(L.BRIDGE_X, L.MIDDLE_Y, L.HAND_W, L.HAND_H, z=300 + index)
        p = int(head[1:])
        mine = self.mine(p)
        if name == "hand":
            slots = count + 1
            cit = min(st.cit[p], count)
            slot = index if index < cit else index + 1
            return L.hand_spot(slot, slots) if mine else L.back_spot(slot, slots)
        if name == "citadel":
            if st.is_ai(p):
                return Spot(L.AI_CITADEL_X, L.TOP_Y, L.BACK_W, L.BACK_H, z=60)
            n = len(self.scene.order.get(f"p{p}.hand", []))
            slot = min(st.cit[p], n)
            sp = L.hand_spot(slot, n + 1) if mine else L.back_spot(slot, n + 1)
            return replace(sp, z=sp.z + 1) if mine else replace(sp, w=sp.w * 1.25, h=sp.h * 1.25, z=sp.z + 30)
        if name == "deck":
            return L.pile_spot(L.AI_DECK_X, count - 1 - index if index < 3 else -1)
        if name == "discard":
            return L.pile_spot(L.AI_DISCARD_X, index if index >= count - 3 else -1)
        if name == "champion":
            return L.champion_spot(mine)
        if name == "out":
            return L.out_spot(mine, index if index >= count - 3 else -1)
        return Spot(L.BRIDGE_X, L.MIDDLE_Y, 10, 10, drawn=False)

    def _near(self, base: int | None, *, dy: float, dz: int) -> Spot:
        sp = self.scene.spots.get(base) if base is not None else None
        if sp is None:
            return Spot(L.BRIDGE_X, L.MIDDLE_Y, 10, 10, drawn=False)
        return replace(sp, y=sp.y + dy, z=sp.z + dz)

    def zone_frame(self, zone: str) -> tuple[float, float, float, float]:
        head, _, name = zone.partition(".")
        if head[0] == "f" and head[1:].isdigit():
            return L.front_rect(int(head[1:]))
        if name == "hand":
            return L.hand_rect(self.mine(int(head[1:])))
        sp = self.spot(zone, 0, 1, -1) if name not in ("citadel",) else L.hand_spot(0, 1)
        return sp.x - sp.w / 2, sp.y - sp.h / 2, sp.w, sp.h

    def place_rect(self, place: str) -> tuple[float, float, float, float] | None:
        if place in ("front1", "front2"):
            return L.front_rect(int(place[-1]) - 1)
        return super().place_rect(place)

    def piles(self) -> list[Pile]:
        st = self.state
        out = []
        for p in range(st.num_players):
            if st.is_ai(p):
                out.append(Pile(f"p{p}.deck", p, False, Msg("AI deck", "AI 카드 더미"), top_first=True))
                out.append(Pile(f"p{p}.discard", p, True, Msg("AI discard pile", "AI 버린 카드 더미")))
            out.append(Pile(f"p{p}.out", p, True, Msg("Out of the game", "게임에서 제거됨")))
        return out

    def insert_at(self, zone: str, iid: int) -> int | None:
        """Where the engine put the card: the display follows the state's order (a Curse's card goes to
        the left end of a hand, a Charge to the bridge)."""
        cards = self.state.zones[zone].cards if zone in self.state.zones else []
        if iid in cards:
            return min(cards.index(iid), len(self.scene.order.get(zone, [])))
        return None

    def paint(self, surf: pygame.Surface, s: float) -> None:
        from .table_hud import paint
        paint(surf, s)

    def nodes(self) -> list[Any]:
        from .table_flip import CitadelFlip
        from .table_hud import Bracket
        from .table_hud import Info
        self.flip = CitadelFlip(self.scene)
        info = Info(self.scene)
        return [info, Bracket(info), self.flip]

    # ----- faces ------------------------------------------------------------------------------------
    def card_name(self, iid: int, lang: str) -> str:
        return self.state.defs[iid].name.get(lang)

    def overlay(self, iid: int) -> Overlay:
        key = (id(self.state), len(self.scene.session.match.log), self.viewer)
        if self._over is None or self._over[0] != key:
            self._over = (key, self._overlays())
        return self._over[1].get(iid, Overlay())

    def _overlays(self) -> dict[int, Overlay]:
        st = self.state
        out: dict[int, Overlay] = {}
        for f, pair in enumerate(st.fronts):
            for p in pair:
                for h in st.line(f, p):
                    defn = st.defs[h]
                    now = (st.attack(h) + st.bonus[h], st.max_hp(h))
                    out[h] = Overlay(damage=st.dmg[h], now=None if now == (defn.attack, defn.hp) else now,
                                     new=st.fresh[h], gifts=tuple(st.granted.get(h, ())))
        for p in range(st.num_players):
            for c in st.zones[f"p{p}.citadel"].cards:
                out[c] = Overlay(citadel=(st.side[p], st.hp(p)))
            if not st.is_ai(p):
                champ = st.champ[p]
                if champ >= 0 and st.cards[champ].zone == f"p{p}.champion":
                    out[champ] = Overlay(exhausted=not st.champ_ready[p])
        v = self.viewer
        if not st.is_ai(v) and st.phase is Phase.SUMMON and st.active == v and st.result is None:
            for c in st.window(v):
                out[c] = Overlay(cost=cost_now(st, v, c))
            champ = st.champ[v]
            if champ >= 0 and st.champ_ready[v] and st.cards[champ].zone == f"p{v}.champion":
                out[champ] = Overlay(cost=cost_now(st, v, champ))
        return out

    def face_state(self, iid: int) -> Any:
        return self.overlay(iid)

    def card_states(self, iid: int) -> list[CardState]:
        """A creature's: new this turn (CD-5.4.1), its shield used up; a champion's exhaustion (CD-10.3)."""
        st = self.shown_state
        if st.in_play(iid):
            out = [CardState("new", W["new_rage" if "rage" in st.abilities(iid) else "new"])] if st.fresh[iid] else []
            if "shield" in st.abilities(iid) and st.shield_turn[iid] == st.turn:
                out.append(CardState("shield", W["shield"]))
            return out
        p = st.cards[iid].owner
        if st.cards[iid].zone == f"p{p}.champion" and st.champ[p] == iid and not st.champ_ready[p]:
            return [CardState("exhausted", W["exhausted"])]
        return []

    def face(self, iid: int, w: int, h: int, spot: Spot | None, s: float, shown: Any = None) -> pygame.Surface:
        over = shown if isinstance(shown, Overlay) else (self.overlay(iid) if spot is not None else Overlay())
        return table_faces.face(self.state, iid, w, h, lang=self.lang, safe=self.safe, over=over)

    def page(self, iid: int, view: Any, s: float) -> tuple[Any, pygame.Surface]:
        from game.ui import fonts
        over = self.overlay(iid)
        key = (self.state.defs[iid].id, self.lang, s, fonts.reading(1.0), over)
        if self._page is None or self._page[0] != key:
            self._page = (key, table_faces.plan_page(self.state, iid, int(view.WIDTH * s), lang=self.lang,
                                                     text_px=fonts.reading(view.TEXT) * s, over=over))
        plan = self._page[1]
        return plan, table_faces.render_page(self.state, iid, plan, lang=self.lang, safe=self.safe, over=over)

    # ----- acting -----------------------------------------------------------------------------------
    def targets(self, iid: int) -> list[Target]:
        """Every place a card of the viewer's window (or champion) could go: a Symbiosis card onto one of
        the viewer's creatures (listed first: a drop on a creature means that), a creature to the back
        of either of the viewer's lines, a spell onto any creature in play."""
        st = self.state
        p = self.viewer
        if st.is_ai(p) or st.cards[iid].zone not in (f"p{p}.hand", f"p{p}.champion"):
            return []
        defn = st.defs[iid]
        legal = set(self.scene.my_legal())
        out: list[Target] = []
        if defn.type == "creature":
            if "symbiosis" in defn.has:
                for f in st.fronts_of(p):
                    for h in st.line(f, p):
                        a: Action = Merge(p, iid, h)
                        out.append(Target(("creature", h), a, a in legal))
            for f in st.fronts_of(p):
                a = Summon(p, iid, f)
                out.append(Target(("front", f), a, a in legal))
        elif defn.type == "spell":
            for h in st.creatures():
                a = Cast(p, iid, h)
                out.append(Target(("creature", h), a, a in legal))
        return out

    def dest_rect(self, dest: tuple[Any, ...]) -> tuple[float, float, float, float]:
        if dest[0] == "front":
            front = dest[1]
            return L.next_slot(front, True, len(self.scene.order.get(f"f{front}.p{self.viewer}", [])))
        if dest[0] == "line":
            return self.line_rect(dest[1], dest[2])
        sp = self.scene.spots.get(dest[1])
        if sp is None:
            return 0, 0, 0, 0
        return sp.x - sp.w / 2 - 3, sp.y - sp.h / 2 - 3, sp.w + 6, sp.h + 6

    def line_rect(self, front: int, seat: int) -> tuple[float, float, float, float]:
        """``seat``'s half of a front's band, from the bridge outward."""
        x, y, w, h = L.front_rect(front)
        left, right = L.BRIDGE_X - L.BRIDGE_W / 2, L.BRIDGE_X + L.BRIDGE_W / 2
        return (x, y, left - x, h) if self.mine(seat) else (right, y, x + w - right, h)

    def drop_rect(self, dest: tuple[Any, ...]) -> tuple[float, float, float, float] | None:
        # a creature let go anywhere on the viewer's side of a front joins the back of that line
        return self.line_rect(dest[1], self.viewer) if dest[0] == "front" else None

    def places(self) -> list[tuple[Any, ...]]:
        st = self.state
        lines = [("line", f, q) for f, pair in enumerate(st.fronts) for q in pair]
        return lines + [("creature", h) for h in st.creatures()]

    def meant(self, iid: int, dest: tuple[Any, ...]) -> list[Action]:
        """A drop on a seat's side of a front: a summon there, a spell on no creature (CD-4.3); on another
        seat's side a summon to no front of the viewer's, which the engine refuses with CD-5.3.3 (a
        creature goes on its player's side of the bridge). On a creature: a spell cast or a merge."""
        st = self.state
        p = self.viewer
        if st.is_ai(p) or st.cards[iid].zone not in (f"p{p}.hand", f"p{p}.champion"):
            return []
        spell = st.defs[iid].type == "spell"
        if dest[0] == "line":
            return [Cast(p, iid, -1)] if spell else [Summon(p, iid, dest[1] if dest[2] == p else -1)]
        if dest[0] == "creature":
            return [Cast(p, iid, dest[1])] if spell else [Merge(p, iid, dest[1])]
        return super().meant(iid, dest)

    def place_name(self, dest: tuple[Any, ...], lang: str) -> str:
        if dest[0] == "front":
            from .table_hud import WORDS
            name = WORDS[f"front{dest[1]}"].get(lang)
            return name.lower() if lang == "en" else name
        return self.card_name(dest[1], lang) if dest[0] == "creature" else ""

    def card_at_dest(self, dest: tuple[Any, ...]) -> int | None:
        return dest[1] if dest[0] == "creature" else None

    def primary(self) -> Press:
        st = self.shown_state
        lang, v = self.lang, self.viewer
        if st.result is not None or v != st.active or st.phase is not Phase.SUMMON:
            return Press(W["wait"].get(lang).format(p=st.active + 1), None,
                         W["why_wait"].get(lang).format(p=st.active + 1))
        action = Assault(v)
        return Press(W["assault"].get(lang), action, self.scene.reason_text(action))

    # ----- events -----------------------------------------------------------------------------------
    def show(self, e: Event, line: str | None) -> Show | None:
        sc = self.scene
        d = e.data
        k = e.kind
        lang = self.lang
        text = sc.event_text(line)
        card = d.get("card") if isinstance(d.get("card"), int) else None
        if k == ev.CARD_MOVED:
            to = str(d.get("to", ""))
            sound = "place" if to.startswith("f") else ("draw" if to.endswith(".hand") else "")
            return Show(DURATIONS[k], sound=sound)
        if k == "activation":
            said = W["activation"].get(lang).format(n=d.get("order"), card=sc.card_label(card))
            return Show(DURATIONS[k], said, GOLD, 0.8, flash=card)
        if k == "attack":
            return Show(DURATIONS[k], text, GOLD, 0.7, flash=card, sound="attack",
                        nudge=(card, self.lunge(card), 0.0) if card is not None else None)
        if k == "damage":
            target = d.get("target") if isinstance(d.get("target"), int) else card
            return Show(DURATIONS[k], text, BAD, 0.7, flash=target, sound="damage")
        if k == "turn_started":
            return Show(DURATIONS[k], text, GOLD, 1.0)
        if k == "citadel_flipped":
            self._flip(d)
        if k in BANNERS:
            return Show(DURATIONS.get(k, 0.5), text, BANNERS[k], 1.0, flash=card,
                        sound="trigger" if k in ("frenzy", "instinct", "keen") else "")
        if k == ev.GAME_OVER:
            return Show(DURATIONS[k], sound="win")
        if k in DURATIONS:
            return Show(DURATIONS[k], text if k in ("citadel_moved", "ai_revealed", "charged", "hid") else "", GOLD,
                        0.8, flash=card)
        return None

    def lunge(self, card: int) -> float:
        """How far an attacker leaps toward the bridge: the viewer's creatures stand left of it."""
        return -320.0 if self._is_mine(card) is False else 320.0

    def _flip(self, d: dict[str, Any]) -> None:
        """The citadel's own animation (table_flip), on the card of the seat the event names."""
        p = d.get("player")
        flip = getattr(self, "flip", None)
        if flip is None or not isinstance(p, int) or f"p{p}.citadel" not in self.state.zones:
            return
        cards = self.state.zones[f"p{p}.citadel"].cards
        if cards:
            flip.start(cards[0], str(d.get("side", "fortress")), int(d.get("hp", d.get("deck", 0)) or 0))

    def _is_mine(self, iid: int | None) -> bool | None:
        if iid is None:
            return None
        return self.state.cards[iid].owner == self.viewer

    def narrate(self, e: Event, lang: str, names: dict[int, str]) -> tuple[int, str] | None:
        line = self.scene.text.describe_event(self.state, e, lang)
        if not line:
            return None
        weight = {"citadel_flipped": 5, "destroyed": 4, "attack": 3, "turn_started": 2}.get(e.kind, 1)
        return weight, line

    def marks(self, events: Sequence[Event], index: int) -> list[Mark]:
        out = []
        for e in events:
            if e.kind == "turn_started":
                out.append(Mark(index, "turn", (int(e.data.get("player", 0)),)))
            elif e.kind == "citadel_flipped":
                out.append(Mark(index, "flip", (int(e.data.get("player", 0)),)))
        return out

    def mark_text(self, mark: Mark, lang: str) -> str:
        p = mark.info[0] + 1
        if mark.kind == "turn":
            return ("플레이어 {p}의 차례" if lang == "ko" else "Player {p}'s turn").format(p=p)
        return ("플레이어 {p}의 성채가 뒤집힘" if lang == "ko" else "Player {p}'s citadel flips").format(p=p)


TABLE = ENTRY      # the menus' declarations (table_menu.py)


def make(scene: Any) -> ClashTable:
    if scene.session.state.num_players == 4:
        from .table_four import ClashTableFour
        return ClashTableFour(scene)
    return ClashTable(scene)
