"""Continuous effects: what is ignored, what is forbidden, and every attack value, recomputed when
anything they read changes (a card moves, a turn starts, the element is chosen, a dragon moves).

The passes follow the precedence of card text (DD-12.2), highest first:
1. "I must" texts of active cards are always in force; nothing below can switch them off.
2. "... is ignored" (DD-14): applied in the order their cards became active; an ignore effect of a card
   whose text is already ignored does not apply. It reaches every zone (DD-14.3).
3. "you cannot" texts of active cards whose text is not ignored.
4. everything else: rule changes and the three value layers (DD-6.4): printed values, then each card's
   value, then the total; within a layer in the order the cards became active; floored at 0 after each.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from . import vocab
from .state import PULL_TWO_AT

if TYPE_CHECKING:
    from .state import DDState

_PARTS = {"card": frozenset({"icons", "values", "text"}), "text": frozenset({"text"}),
          "values": frozenset({"values"}), "icons": frozenset({"icons"})}
_NOTHING: frozenset[str] = frozenset()


class Snap:
    __slots__ = ("active", "ignored", "forbid", "no_recall", "protected", "extra", "through", "threshold",
                 "value", "total", "live", "texts", "zones")

    def __init__(self) -> None:
        self.active: list[list[int]] = [[], []]
        self.ignored: dict[int, frozenset[str]] = {}
        self.forbid: list[tuple[int, Mapping[str, Any], int]] = []   # (affected player, target, source)
        self.no_recall = [False, False]
        self.protected = [False, False]   # the opponent's effects do not change this player's values
        self.extra = [0, 0]
        self.through = [False, False]
        self.threshold = [PULL_TWO_AT, PULL_TWO_AT]
        self.value: dict[int, int] = {}
        self.total = [0, 0]
        self.live: list[tuple[int, int, Mapping[str, Any]]] = []   # (since, card, ability) in force, by time
        # Some active card has text: else nothing here reads the dragons (DDState.touch_texts). Some active
        # text counts cards or picks them by zone: else nothing here reads a card outside the battle, support
        # and leader areas, and a card moving between the other zones leaves the snapshot as it is (_moved).
        self.texts = False
        self.zones = False


def has_icon(s: "DDState", ignored: Mapping[int, frozenset[str]], iid: int, icon: str) -> bool:
    if icon not in s.defs[iid].icons:
        return False
    parts = ignored.get(iid, _NOTHING)
    return "icons" not in parts and f"icon:{icon}" not in parts


def matches(s: "DDState", ignored: Mapping[int, frozenset[str]], sel: Mapping[str, Any], iid: int, src: int) -> bool:
    """Does card ``iid`` fit the selector of a text on card ``src``? Type, race and moon value are never
    ignored (DD-14.2); icons are read as they are now."""
    if sel.get("self") and iid != src:
        return False
    side = sel.get("side", "any")
    if side != "any":
        same = s.cards[iid].owner == s.cards[src].owner
        if same != (side == "own"):
            return False
    d = s.defs[iid]
    types = sel.get("type")
    if types and d.type not in types:
        return False
    if "race" in sel and d.race != sel["race"]:
        return False
    if "moon" in sel and (d.moon is None or d.moon < sel["moon"]):
        return False
    if "icon" in sel and not has_icon(s, ignored, iid, sel["icon"]):
        return False
    zone = sel.get("zone", "any")
    if zone != "any" and not s.cards[iid].zone.endswith("." + zone):
        return False
    return True


def count(s: "DDState", ignored: Mapping[int, frozenset[str]], sel: Mapping[str, Any], src: int) -> int:
    """Cards that fit ``sel`` in its zone. Ignored cards still exist and are counted (DD-14.2)."""
    owner = s.cards[src].owner
    side = sel.get("side", "own")
    players = (owner,) if side == "own" else (1 - owner,) if side == "opponent" else (0, 1)
    zone = sel["zone"]
    names = vocab.ZONES if zone == "any" else (zone,)
    n = 0
    for p in players:
        for name in names:
            for c in s.zones[f"p{p}.{name}"].cards:
                if matches(s, ignored, sel, c, src):
                    n += 1
    return n


def condition_holds(s: "DDState", cond: Mapping[str, Any] | None, owner: int) -> bool:
    if not cond:
        return True
    if "element" in cond and s.element != cond["element"]:
        return False
    if "dragons" in cond and s.dragons_of(owner) < cond["dragons"]:
        return False
    if "opponent_dragons" in cond and s.dragons_of(1 - owner) < cond["opponent_dragons"]:
        return False
    if "dragon" in cond and s.dragons[vocab.DRAGONS.index(cond["dragon"])] != owner:
        return False
    if "cards" in cond and len(s.battles[owner].cards) + len(s.supports[owner].cards) < cond["cards"]:
        return False
    return True


def text_in_force(snap: Snap, iid: int, ab: Mapping[str, Any]) -> bool:
    """A text of an active card works unless the card's text is ignored; "I must" texts always work."""
    return vocab.CATEGORY[ab["kind"]] == vocab.MUST or "text" not in snap.ignored.get(iid, _NOTHING)


def snapshot(s: "DDState") -> Snap:
    snap = Snap()
    defs = s.defs
    since = s.since
    mine, theirs = s.active_cards(0), s.active_cards(1)
    snap.active = [mine, theirs]
    timed = [(since[c], c) for c in mine if defs[c].text]
    timed += [(since[c], c) for c in theirs if defs[c].text]
    if timed:
        timed.sort()
        snap.texts = True
        snap.zones = any(defs[c].reads_zones for _, c in timed)
        _texts(s, snap, timed)
    if s.battle and s.element is not None:
        _values(s, snap)
    return snap


def _texts(s: "DDState", snap: Snap, timed: list[tuple[int, int]]) -> None:
    """Passes 2 to 4 of :func:`snapshot` over the active cards with text, ``timed`` (since, card) in order."""
    defs = s.defs
    ignored: dict[int, frozenset[str]] = {}
    for _, src in timed:   # pass 2 (pass 1, "I must", needs nothing computed)
        d = defs[src]
        if "ignore" not in d.kinds or "text" in ignored.get(src, _NOTHING):
            continue
        for _, ab in d.statics:
            if ab["kind"] != "ignore":
                continue
            parts = _PARTS[ab["part"]] if "icon" not in ab else frozenset({f"icon:{ab['icon']}"})
            sel = ab["target"]
            for card in s.cards:
                t = card.iid
                if defs[t].type == "leader" or not matches(s, ignored, sel, t, src):
                    continue
                got = parts - {"values"} if "must_count" in defs[t].kinds else parts
                if got:
                    ignored[t] = ignored.get(t, _NOTHING) | got
    snap.ignored = ignored
    for since, src in timed:   # passes 3 and 4: what is in force
        owner = s.cards[src].owner
        for _, ab in defs[src].statics:
            if not text_in_force(snap, src, ab):
                continue
            kind = ab["kind"]
            if kind == "cannot_play":
                snap.forbid.append((owner if ab["who"] == "you" else 1 - owner, ab["target"], src))
            elif kind == "cannot_recall":
                snap.no_recall[owner if ab["who"] == "you" else 1 - owner] = True
            elif kind == "cannot_lower":
                snap.protected[owner] = True
            elif kind == "extra_play":
                snap.extra[owner] += ab.get("n", 1)
            elif kind == "recall_through":
                snap.through[owner] = True
            elif kind == "pull_threshold":
                snap.threshold[owner] = min(snap.threshold[owner], ab["cards"])
            elif kind in vocab.LAYER:
                snap.live.append((since, src, ab))


def _blocked(s: "DDState", snap: Snap, src: int, affected: int) -> bool:
    """cannot_lower: the opponent's effects leave this player's values alone."""
    return snap.protected[affected] and s.cards[src].owner != affected


def _values(s: "DDState", snap: Snap) -> None:
    element = s.element
    assert element is not None
    defs = s.defs
    ignored = snap.ignored
    live = snap.live
    in_fire = element == "fire"
    values = snap.value
    owners = s.cards
    for p in (0, 1):
        total = 0
        # The texts in force that change this player's values, each layer's in the order they became active; a
        # text's condition and count do not depend on the card it changes, so each is read once per player.
        printed: list[tuple[int, Mapping[str, Any]]] = []
        modify: list[tuple[int, Mapping[str, Any], int]] = []
        if live:
            for _, src, ab in live:
                kind = ab["kind"]
                if kind == "set_printed" or kind == "swap_printed":
                    if not _blocked(s, snap, src, p) and condition_holds(s, ab.get("if"), owners[src].owner):
                        printed.append((src, ab))
                elif kind == "modify":
                    if ab["element"] in (element, "both") and not _blocked(s, snap, src, p) \
                            and condition_holds(s, ab.get("if"), owners[src].owner):
                        modify.append((src, ab, ab["by"] * count(s, ignored, ab["per"], src) if "per" in ab
                                       else ab["by"]))
        ch = s.char[p]
        if ch >= 0:
            cards = s.battles[p].cards
            for t in cards[:cards.index(ch) + 1]:
                d = defs[t]
                if ignored and "values" in ignored.get(t, _NOTHING):
                    values[t] = 0       # DD-14.1: an ignored value is not added
                    continue
                if not live or "must_count" in d.kinds:
                    v = d.fire if in_fire else d.earth     # the printed value (CardDef.value)
                    values[t] = v
                    total += v
                    continue
                fire, earth = d.fire, d.earth
                for src, ab in printed:                    # layer 1: the printed values
                    if not matches(s, ignored, ab["target"], t, src):
                        continue
                    if ab["kind"] == "swap_printed":
                        fire, earth = earth, fire
                    else:
                        if ab["element"] in ("fire", "both"):
                            fire = ab["to"]
                        if ab["element"] in ("earth", "both"):
                            earth = ab["to"]
                v = max(0, fire if in_fire else earth)
                delta = 0
                for src, ab, by in modify:                 # layer 2: this card's value
                    if matches(s, ignored, ab["target"], t, src):
                        delta += by
                v = max(0, v + delta)
                values[t] = v
                total += v
        for _, src, ab in live:                            # layer 3: the total
            if ab["kind"] != "total":
                continue
            owner = owners[src].owner
            if (owner if ab["who"] == "you" else 1 - owner) != p or _blocked(s, snap, src, p):
                continue
            if condition_holds(s, ab.get("if"), owner):
                total += ab["by"] * (count(s, ignored, ab["per"], src) if "per" in ab else 1)
        for player, by, turn, src in s.mods:               # "... this turn" from resolved effects
            if player == p and turn == s.turn and not _blocked(s, snap, src, p):
                total += by
        snap.total[p] = max(0, total)


def forbidding(s: "DDState", snap: Snap, player: int, iid: int) -> int | None:
    """The card whose "you cannot" text forbids ``player`` to play ``iid``, or None (DD-12.3).

    A card's own "prohibitions against playing me are ignored" text beats its controller's own
    prohibitions (category 2 over 3) but never the opponent's: it is not in force until played."""
    own_override = "ignore_prohibitions" in s.defs[iid].kinds and "text" not in snap.ignored.get(iid, _NOTHING)
    for affected, target, src in snap.forbid:
        if affected != player or not matches(s, snap.ignored, target, iid, src):
            continue
        if own_override and s.cards[src].owner == player:
            continue
        return src
    return None
