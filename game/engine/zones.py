"""Zones and card instances."""
from __future__ import annotations

from enum import Enum


class Visibility(str, Enum):
    PUBLIC = "public"   # everyone sees the cards
    OWNER = "owner"     # only the owner sees them (a hand)
    HIDDEN = "hidden"   # nobody sees them (a deck); counts are always visible


class Zone:
    """An ordered list of card ids. Index 0 is the top of a pile."""

    __slots__ = ("id", "owner", "visibility", "ordered", "cards")

    def __init__(self, zone_id: str, owner: int | None, visibility: Visibility, *, ordered: bool = True) -> None:
        self.id = zone_id
        self.owner = owner
        self.visibility = visibility
        self.ordered = ordered
        self.cards: list[int] = []

    def visible_to(self, player: int | None) -> bool:
        if self.visibility is Visibility.PUBLIC:
            return True
        if self.visibility is Visibility.OWNER:
            return player is not None and player == self.owner
        return False

    def copy(self) -> "Zone":
        z = Zone.__new__(Zone)
        z.id, z.owner, z.visibility, z.ordered = self.id, self.owner, self.visibility, self.ordered
        z.cards = self.cards[:]
        return z

    def __len__(self) -> int:
        return len(self.cards)

    def __repr__(self) -> str:
        return f"Zone({self.id}, {self.cards})"


class Card:
    """A card instance: a stable id for the whole game, its owner and its definition id."""

    __slots__ = ("iid", "owner", "def_id", "zone", "epoch")

    def __init__(self, iid: int, owner: int, def_id: str, zone: str, epoch: int = 0) -> None:
        self.iid = iid
        self.owner = owner
        self.def_id = def_id
        self.zone = zone
        # Counts the card's moves: a card that left a zone and came back is a new object to the rules.
        self.epoch = epoch

    def copy(self) -> "Card":
        return Card(self.iid, self.owner, self.def_id, self.zone, self.epoch)

    def __repr__(self) -> str:
        return f"Card({self.iid}:{self.def_id}@{self.zone})"
