"""A card let go where it has no destination: what the player meant, and why it cannot be. A mixin of
TableScene.

A drag lights the held card's destinations (the game's part's ``targets``); a drop on one plays its
action or shows its refusal. Anywhere else the table still answers, for every game the same way: the
place under the pointer (one of the part's ``places``) is turned into what the drop there would be
(``meant``), a legal one is played and a refused one shows the engine's rule and sentence; where no
action means that drop, the part's rule for it (``misplaced``) or the table's own sentence says the card
cannot go there and names where it can, and those places glow a moment. Only a card let go over its
own zone (put back) says nothing. Never silent, never computing a rule: every refusal is the engine's.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.engine.actions import Action
from game.engine.errors import IllegalActionError

from ..i18n import t
from .part import Dest, Target

if TYPE_CHECKING:
    from .scene import TableScene

HINT_SECONDS = 2.2         # the legal places glow this long after a refused drop


class Misdrop(NamedTuple):
    """What a drop on no destination comes to: an action to play, or the refusals to show (the first
    names the rule F1 opens); ``hint``: the card's legal destinations, to light up."""
    action: Action | None
    refusals: tuple[IllegalActionError, ...] = ()
    hint: tuple[Target, ...] = ()

    def text(self, lang: str) -> str:
        return " ".join(f"[{r.rule}] {r.reason(lang)}" if r.rule else r.reason(lang) for r in self.refusals)


class Drops:
    """The drop on no destination of a TableScene."""

    def place_at(self: "TableScene", lx: float, ly: float) -> Dest | None:
        """The part's place under the point: the last whose rectangle holds it, else the first whose wider
        drop area does."""
        places = self.part.places()
        hit = [d for d in places if self.dest_rect(d).collidepoint(lx, ly)]
        if hit:
            return hit[-1]
        for dest in places:
            wide = self.part.drop_rect(dest)
            if wide is not None and pygame.Rect(*(int(v) for v in wide)).collidepoint(lx, ly):
                return dest
        return None

    def over_own_zone(self: "TableScene", iid: int, lx: float, ly: float) -> bool:
        """Is the point over the zone the card was taken from (letting it go there puts it back)?"""
        zone = self.zone_of.get(iid) or self.session.state.cards[iid].zone
        x, y, w, h = self.part.zone_frame(zone)
        return pygame.Rect(int(x), int(y), int(w), int(h)).collidepoint(lx, ly)

    def misdrop(self: "TableScene", iid: int, lx: float, ly: float, targets: list[Target]) -> Misdrop | None:
        """What letting the card go at (lx, ly), on none of its destinations, means; None: put back."""
        if self.over_own_zone(iid, lx, ly):
            return None
        place = self.place_at(lx, ly)
        st = self.session.state
        meant = self.part.meant(iid, place) if place is not None else []
        legal = set(self.my_legal())
        for action in meant:
            if action in legal:
                return Misdrop(action)
        out = [r for r in (self.session.refusal(a) for a in meant[:1]) if r is not None]
        hint = tuple(tg for tg in targets if tg.legal)
        if not out:        # no action means that drop: the game's rule for it, or the table's words
            rule = self.part.misplaced(iid, place) if place is not None else None
            if rule is not None:
                out.append(IllegalActionError(rule[0], rule[1].get("en"), rule[1].get("ko")))
            else:
                out.append(IllegalActionError("", t("drop.not_there", "en", card=self.card_label_in(iid, "en")),
                                              t("drop.not_there", "ko", card=self.card_label_in(iid, "ko"))))
            if not hint and targets:      # nowhere now: the engine says why for its first place
                first = st.refusal(targets[0].action)
                if first is not None:
                    out.append(first)
        if hint:
            out.append(IllegalActionError("", self.where_words(hint, "en"), self.where_words(hint, "ko")))
        return Misdrop(None, tuple(out), hint)

    def card_label_in(self: "TableScene", iid: int, lang: str) -> str:
        if not self.can_see(iid):
            return t("drop.this_card", lang)
        return self.part.card_name(iid, lang)

    def where_words(self: "TableScene", hint: tuple[Target, ...], lang: str) -> str:
        names: list[str] = []
        for tg in hint:
            name = self.part.place_name(tg.dest, lang)
            if not name:
                return t("drop.outlined", lang)
            if name not in names:
                names.append(name)
        return t("drop.goes", lang, places=", ".join(names))

    def let_go_nowhere(self: "TableScene", iid: int, lx: float, ly: float, targets: list[Target]) -> None:
        """A drop on none of the card's destinations: play what it meant, or say why not."""
        said = self.misdrop(iid, lx, ly, targets)
        if said is not None and said.action is not None and self.submit(said.action):
            return
        self.relayout()                 # springs back to its slot
        self.refresh_controls()
        if said is None or not said.refusals:
            return
        self.refuse(said.refusals[0], text=said.text(self.lang))
        self.drop_hint = (list(said.hint), HINT_SECONDS)

    def misdrop_preview(self: "TableScene", lx: float, ly: float) -> None:
        """While dragging over one of the part's places that is none of the card's destinations: what
        letting go there would say (worked out once per place)."""
        from . import look
        drag = self.drag
        place = self.place_at(lx, ly) if drag is not None else None
        key = (drag["iid"], place) if drag is not None else None
        if key == self._misdrop_seen:
            return
        self._misdrop_seen = key
        self.preview.show("", self.preview.color)
        if drag is None or place is None:
            return
        said = self.misdrop(drag["iid"], lx, ly, drag["targets"])
        if said is not None and said.action is not None:
            self.show_preview(Target(place, said.action, True))     # what it would do (an attack's forecast)
        elif said is not None and said.refusals:
            self.preview.show(said.text(self.lang), look.refusal_colour(self.app.settings.colorblind_palette), "bad")

    def hint_targets(self: "TableScene") -> list[Target]:
        """The destinations glowing after a refused drop (none once their moment has passed)."""
        hint = self.drop_hint
        return hint[0] if hint is not None and hint[1] > 0 else []

    def age_hint(self: "TableScene", dt: float) -> None:
        hint = self.drop_hint
        if hint is not None:
            self.drop_hint = (hint[0], hint[1] - dt) if hint[1] - dt > 0 else None


