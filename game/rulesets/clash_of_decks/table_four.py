"""Clash of Decks' table with four seats (free-for-all, 2v2, co-op): the duel's part on the four-seat layout.

Everything the duel's part does holds (``table.ClashTable``): the engine's legal list lights the places,
its refusals explain the others, events play step by step. What changes is where things are
(``table_four_layout``: four fronts as four bands, the other three seats in panels along the top) and
the words painted over the felt (``table_four_hud``: each seat's numbers, team and turn). A card of the
viewer's window drops on the viewer's half of either of its two fronts; a spell on any creature of the
four fronts.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from game.ui.table.layout import Spot
from game.ui.table.part import Press

from . import table_four_layout as L4
from .seats import LETTERS
from .table import ClashTable


class ClashTableFour(ClashTable):
    MIDDLE_Y = L4.MIDDLE_Y
    CENTRE_X = L4.CENTRE_X

    def _side(self, seat: int) -> int:
        return L4.side_of(seat, self.viewer)

    # ----- places -----------------------------------------------------------------------------------
    def spot(self, zone: str, index: int, count: int, iid: int) -> Spot:
        st = self.state
        v = self.viewer
        head, _, name = zone.partition(".")
        if head[0] == "f" and head[1:].isdigit():
            front = int(head[1:])
            if name == "bridge":
                return L4.bridge_spot(front, v)
            return L4.line_spot(front, int(name[1:]), v, index, count)
        if zone in ("stacked", "bound"):
            return super().spot(zone, index, count, iid)
        if zone == "resolving":
            return Spot(L4.CENTRE_X, L4.MIDDLE_Y, L4.HAND_W, L4.HAND_H, z=300 + index)
        p = int(head[1:])
        side = self._side(p)
        if name == "hand":
            slots = count + 1
            cit = min(st.cit[p], count)
            slot = index if index < cit else index + 1
            return L4.hand_spot(slot, slots) if side == 0 else L4.back_spot(side, slot, slots)
        if name == "citadel":
            return self._citadel(p, side)
        if name == "deck":
            return L4.panel_pile_spot(side, 1, count - 1 - index if index < 3 else -1)
        if name == "discard":
            return L4.panel_pile_spot(side, 2, index if index >= count - 3 else -1)
        if name == "champion":
            return L4.champion_spot(side)
        if name == "out":
            return L4.out_spot(side, index if index >= count - 3 else -1)
        return Spot(L4.CENTRE_X, L4.MIDDLE_Y, 10, 10, drawn=False)

    def _citadel(self, p: int, side: int) -> Spot:
        st = self.state
        if st.is_ai(p):
            return L4.panel_pile_spot(side, 0, 0)
        n = len(self.scene.order.get(f"p{p}.hand", []))
        slot = min(st.cit[p], n)
        if side == 0:
            sp = L4.hand_spot(slot, n + 1)
            return replace(sp, z=sp.z + 1)
        sp = L4.back_spot(side, slot, n + 1)     # face up and larger than the backs: its place is public
        return replace(sp, w=sp.w * 1.2, h=sp.h * 1.2, z=sp.z + 30)

    def zone_frame(self, zone: str) -> tuple[float, float, float, float]:
        head, _, name = zone.partition(".")
        if head[0] == "f" and head[1:].isdigit():
            return L4.front_rect(int(head[1:]), self.viewer)
        if head[0] == "p" and head[1:].isdigit():
            side = self._side(int(head[1:]))
            if side and name in ("hand", "citadel", "deck", "discard", "champion", "out"):
                return L4.panel_rect(side)
            if name in ("hand", "citadel"):
                return L4.hand_rect()
        sp = self.spot(zone, 0, 1, -1)
        return sp.x - sp.w / 2, sp.y - sp.h / 2, sp.w, sp.h

    def place_rect(self, place: str) -> tuple[float, float, float, float] | None:
        if place[:5] == "front" and place[5:].isdigit() and 1 <= int(place[5:]) <= 4:
            return L4.front_rect(int(place[5:]) - 1, self.viewer)
        return super().place_rect(place)

    def paint(self, surf: pygame.Surface, s: float) -> None:
        from .table_four_hud import paint
        paint(surf, s, self.state, self.viewer, safe=self.safe)

    def paint_key(self) -> Any:
        return (self.safe,)

    def nodes(self) -> list[Any]:
        from .table_flip import CitadelFlip
        from .table_hud import Bracket
        from .table_four_hud import InfoFour
        self.flip = CitadelFlip(self.scene)
        info = InfoFour(self.scene)
        return [info, Bracket(info), self.flip]

    # ----- acting -----------------------------------------------------------------------------------
    def dest_rect(self, dest: tuple[Any, ...]) -> tuple[float, float, float, float]:
        if dest[0] == "front":
            front, v = dest[1], self.viewer
            return L4.next_slot(front, v, v, len(self.scene.order.get(f"f{front}.p{v}", [])))
        return super().dest_rect(dest)

    def line_rect(self, front: int, seat: int) -> tuple[float, float, float, float]:
        return L4.half_rect(front, seat, self.viewer)

    def place_name(self, dest: tuple[Any, ...], lang: str) -> str:
        if dest[0] == "front":
            from .table_four_hud import WORDS
            a, b = self.state.fronts[dest[1]]
            return WORDS["front"].get(lang).format(a=LETTERS[a], b=LETTERS[b])
        return super().place_name(dest, lang)

    def primary(self) -> Press:
        """The duel's big button; while another seat plays, it names that seat by its letter (a rulebook
        AI as such)."""
        from .table_four_hud import WORDS
        press = super().primary()
        st = self.shown_state
        if press.action is not None or st.result is not None:
            return press
        p = st.active
        key = "ai_turn" if st.is_ai(p) else "their_turn"
        said = WORDS[key].get(self.lang).format(p=p + 1, l=LETTERS[p])
        return Press(said, None, WORDS["why_" + key].get(self.lang).format(p=p + 1, l=LETTERS[p]))

    def winners_text(self, result: Any, lang: str) -> str:
        from .table_four_hud import winners_text
        return "" if result.draw else winners_text(self.state, list(result.winners), lang)

    def lunge(self, card: int) -> float:
        """An attacker leaps toward its front's bridge, whichever side of it the line runs."""
        if 0 <= card < len(self.state.cards) and self.state.in_play(card):
            front, seat, _ = self.state.where(card)
            return 320.0 if L4.left_of_bridge(front, seat, self.viewer) else -320.0
        return 0.0
