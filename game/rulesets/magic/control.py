"""Who controls a permanent (108.4, 110.2, 613.1b simplified): its owner, unless a control-changing effect
says otherwise: "gain control of target creature" for a duration (durations.py) or an Aura's "you control
enchanted creature"; among several the latest wins (613.7). A permanent lies in its controller's battlefield
zone, so everything that asks "the permanents a player controls" (attacks, blocks, untapping, the legend
rule, summoning sickness) sees the change. No pygame."""
from __future__ import annotations

from game.engine import events as ev

from . import durations
from .state import MagicState, StackItem, zid


def _aura_controls(s: MagicState, aura: int) -> bool:
    return any(a.static == "control" and a.scope == "attached" for a in s.defs[aura].statics)


def wanted(s: MagicState) -> dict[int, int]:
    """Each permanent under a control-changing effect, and the player it gives control to."""
    best: dict[int, tuple[int, int]] = {}          # card -> (timestamp, player)
    for e in s.lasting:
        if e.what == "control" and durations.holds(s, e) and e.since >= best.get(e.card, (-1, 0))[0]:
            best[e.card] = (e.since, e.player)
    for i, perm in s.perm.items():
        host = perm.attached_to
        if host >= 0 and host in s.perm and s.defs[i].enchant and _aura_controls(s, i):
            if perm.since >= best.get(host, (-1, 0))[0]:
                best[host] = (perm.since, s.controller(i))
    return {card: p for card, (_t, p) in best.items()}


def _with_owners(s: MagicState) -> bool:
    """Every permanent lies on its owner's battlefield. Loops, not a generator: asked before every priority,
    a generator would cost a resumption per permanent on CPython 3.11."""
    cards = s.cards
    for p in range(s.num_players):
        for i in s.battlefield(p):
            if cards[i].owner != p:
                return False
    return True


def refresh(s: MagicState) -> None:
    """Every permanent goes to the battlefield of the player who controls it now. Called wherever an effect
    may have begun or ended (before a player receives priority, at the cleanup step, as a turn begins)."""
    want = wanted(s) if s.lasting or s.attached else {}
    if not want and _with_owners(s):
        return                   # no control-changing effect, and every permanent is with its owner already
    for i in list(s.perm):
        owner = s.cards[i].owner
        p = want.get(i, owner)
        if s.out[p]:
            p = owner
        if p != s.controller(i):
            give(s, i, p)


def give(s: MagicState, iid: int, p: int) -> None:
    """``p`` now controls ``iid``: it is the same object (its epoch stays), is removed from combat (506.4)
    and has not been under ``p``'s control since their turn began (302.6)."""
    card = s.cards[iid]
    src, dst = card.zone, zid(p, "battlefield")
    s.zones[src].cards.remove(iid)
    s.zones[dst].cards.append(iid)
    card.zone = dst
    s.count_move(iid, src, dst)      # stats.reach_of, legal.plays_key: what reads the battlefields changes
    s.perm[iid].sick = True
    s.touch(iid)
    s.attackers.pop(iid, None)
    if iid in s.blocking:
        s.blocks[s.blocking.pop(iid)].remove(iid)
    # the table follows moves by their event; "control" tells it (and the log) no new object entered
    s.emit(ev.CARD_MOVED, card=iid, def_id=card.def_id, owner=card.owner, cause="control", rule="613.1b",
           **{"from": src, "to": dst})


def gain(s: MagicState, item: StackItem, cards: list[int], until: str) -> None:
    """"Gain control of target creature [until ...]": the spell's or ability's controller controls it."""
    for i in cards:
        if i in s.perm:
            durations.start(s, "control", i, until, item.controller, item.card)
    refresh(s)


def player_left(s: MagicState, p: int) -> None:
    """800.4a: effects that gave ``p`` control end, and what ``p`` controls but does not own goes back to its
    owner; what ``p`` owns but another controls comes back to ``p``'s battlefield, to leave the game with them."""
    s.lasting = [e for e in s.lasting if not (e.what == "control" and e.player == p)]
    for i in list(s.perm):
        owner, holder = s.cards[i].owner, s.controller(i)
        if holder == p and owner != p:
            give(s, i, owner)
        elif owner == p and holder != p:
            give(s, i, p)


def lent(s: MagicState) -> dict[int, int]:
    """The permanents under a control effect that ends this turn, and the owner each goes back to (for a
    judgement of the board: they are the owner's by the next turn)."""
    return {e.card: s.cards[e.card].owner for e in s.lasting
            if e.what == "control" and e.until == durations.END_OF_TURN and durations.holds(s, e)}
