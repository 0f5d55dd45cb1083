"""The engagement checkpoint (DD-15.1) kept as plain values, made into a state only when something reads it.

A checkpoint is taken every time a battle is started or continued, and most are dropped unread (the player
declares, or the battle ends); a whole copy of the state for each was a sixth of a random playout's time.
Taking one copies what a clone would copy then, except that each zone is kept as its list and each card as
its move count (its id, owner and definition do not change within a game, and its zone is the one whose list
holds it); the first read builds from them the very state that clone would have been, and keeps it, so a
state and its copies share one checkpoint as they shared the clone."""
from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING, Any

from game.engine.zones import Card, Zone

if TYPE_CHECKING:
    from .state import DDState

_EPOCH = attrgetter("epoch")
_CARDS = attrgetter("cards")


class Frozen:
    __slots__ = ("shell", "cards", "zones", "built")

    def __init__(self, s: "DDState") -> None:
        shell = s.shell()         # what GameState.clone copies besides zones and cards
        s._copy_extra(shell)
        self.shell: Any = shell
        self.cards: Any = (s.cards, list(map(_EPOCH, s.cards)))
        # A zone's id, owner and visibility never change: only its list is kept.
        zones = list(s.zones.values())
        self.zones: Any = (zones, list(map(list, map(_CARDS, zones))))
        self.built: "DDState | None" = None

    def fresh(self) -> "DDState":
        """A state of its own as the checkpoint stands, to play on (a rollback): what ``state().clone()`` gives,
        made straight from the kept values while nothing has built the checkpoint's own state."""
        built = self.built
        if built is not None:
            return built.clone()
        shell = self.shell
        st = shell.shell()
        zones = {}
        for z, cards in zip(*self.zones):
            nz = Zone.__new__(Zone)
            nz.id, nz.owner, nz.visibility, nz.ordered = z.id, z.owner, z.visibility, z.ordered
            nz.cards = cards[:]
            zones[z.id] = nz
        st.zones = zones
        st.cards = self._cards()
        shell._clone_extra(st)
        return st

    def _cards(self) -> list[Card]:
        held, epochs = self.cards
        zone_of = {}
        for z, ids in zip(*self.zones):
            where = z.id
            for iid in ids:
                zone_of[iid] = where
        return [Card(c.iid, c.owner, c.def_id, zone_of[c.iid], e) for c, e in zip(held, epochs)]

    def state(self) -> "DDState":
        st = self.built
        if st is None:
            st = self.shell
            zones = {}
            for z, cards in zip(*self.zones):
                nz = Zone.__new__(Zone)
                nz.id, nz.owner, nz.visibility, nz.ordered = z.id, z.owner, z.visibility, z.ordered
                nz.cards = cards
                zones[z.id] = nz
            st.zones = zones
            st.cards = self._cards()
            st._link()
            self.built = st
            self.shell = self.cards = self.zones = None
        return st
