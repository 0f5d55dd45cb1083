"""Auras and Equipment on the battlefield (301.5, 303.4, 701.3): what a permanent is attached to, what the
statics of its Auras and Equipment give it, and the state-based actions that make them fall off (704.5m an
Aura goes to its owner's graveyard, 704.5n an Equipment stays, unattached). The card words are in
``attach_cards.py``. No pygame."""
from __future__ import annotations

from typing import Sequence

from .actions import parse_target
from .attach_cards import AURA, EQUIPMENT
from .cards import gains
from .state import MagicState, StackItem, zid


def host(s: MagicState, iid: int) -> int:
    """The permanent ``iid`` is attached to, or -1."""
    perm = s.perm.get(iid)
    return perm.attached_to if perm is not None else -1


def attachments(s: MagicState, target: int) -> list[int]:
    """The Auras and Equipment attached to ``target``, in the order they entered the battlefield."""
    if not s.attached:
        return []                # asked for every creature's P/T, mostly with nothing attached to anything
    out = [i for i in s.attached if s.perm[i].attached_to == target]
    if len(out) > 1:
        out.sort(key=lambda i: s.perm[i].since)
    return out


def attach(s: MagicState, iid: int, target: int) -> None:
    """701.3a: ``iid`` is now attached to ``target``; attaching it to what it is already on does nothing (701.3b)."""
    perm = s.perm.get(iid)
    if perm is None or target not in s.perm or perm.attached_to == target:
        return
    perm.attached_to = target
    s.attached.add(iid)
    s.emit("attached", card=iid, to=target, rule="701.3a")


def aura_resolved(s: MagicState, item: StackItem) -> None:
    """303.4a / 608.3: an Aura spell that resolves enters attached to the object it targeted."""
    ref = parse_target(item.target)
    if ref is not None and ref[0] == "c":
        attach(s, item.card, ref[1])


def equip(s: MagicState, item: StackItem) -> None:
    """702.6a: the Equip ability attaches its Equipment, if it is still on the battlefield, to the target."""
    ref = parse_target(item.target)
    if ref is not None and ref[0] == "c" and s.on_battlefield(item.card):
        attach(s, item.card, ref[1])


def boosts(s: MagicState, iid: int, on: Sequence[int] | None = None) -> tuple[int, int, set[str]]:
    """What the statics of the Auras and Equipment attached to ``iid`` give it: +N/+N and keywords
    (``on``: what is attached to it, when the caller has gathered that already)."""
    if on is None:
        on = attachments(s, iid)
    return gains([a for src in on for a in s.defs[src].statics if a.scope == "attached"])


def has_static(s: MagicState, iid: int, static: str) -> int:
    """The first Aura or Equipment on ``iid`` with that host static ("restrain", "control"), or -1."""
    for src in attachments(s, iid):
        if any(a.static == static and a.scope == "attached" for a in s.defs[src].statics):
            return src
    return -1


def restrained(s: MagicState, iid: int) -> bool:
    """"Enchanted creature can't attack or block" (508.1c / 509.1b)."""
    perm = s.perm
    for i in s.attached:             # a loop: asked of every creature that could attack or block
        if perm[i].attached_to == iid:
            return has_static(s, iid, "restrain") >= 0
    return False


def _legal_host(s: MagicState, iid: int, target: int) -> bool:
    """An Aura's host is a permanent its enchant word allows (303.4d); an Equipment's a creature (301.5c)."""
    return target in s.perm and target != iid and s.defs[target].is_a("creature")


def illegal(s: MagicState) -> list[tuple[int, str]]:
    """704.5m: an Aura attached to an illegal object or to nothing; 704.5n: an Equipment attached to an
    illegal permanent (one that left, or is no creature)."""
    out = []
    for i, perm in s.perm.items():
        d = s.defs[i]
        if d.enchant or AURA in d.subtypes:
            if perm.attached_to < 0 or not _legal_host(s, i, perm.attached_to):
                out.append((i, "704.5m"))
        elif perm.attached_to >= 0 and not _legal_host(s, i, perm.attached_to):
            out.append((i, "704.5n"))
    return out


def fall_off(s: MagicState, found: list[tuple[int, str]]) -> None:
    """The Auras go to their owners' graveyards; the Equipment stays on the battlefield, unattached."""
    for i, rule in found:
        if not s.on_battlefield(i):
            continue
        if rule == "704.5m":
            s.emit("put_into_graveyard", card=i, rule=rule)
            s.move(i, zid(s.cards[i].owner, "graveyard"), cause="sba")
        else:
            s.perm[i].attached_to = -1
            s.attached.discard(i)
            s.emit("unattached", card=i, rule=rule)


def is_equipment(s: MagicState, iid: int) -> bool:
    return EQUIPMENT in s.defs[iid].subtypes
