"""Counters beyond +1/+1 (122): -1/-1 counters, which change power and toughness the other way (122.1a),
the state-based action that removes +1/+1 and -1/-1 counters in pairs (704.5q), and named counters with no
rules meaning of their own ("charge", "time", 122.1) that abilities count. A permanent's +1/+1 counters are
``Perm.plus``, its -1/-1 counters ``Perm.minus`` and its named ones ``Perm.named``. No pygame."""
from __future__ import annotations

from .state import MagicState

MINUS = "-1/-1"
NAMED = ("charge", "time")
KINDS = (MINUS,) + NAMED
CHARGE_ON_SELF = "charge_counters"          # an amount: the charge counters on the ability's source


def put(s: MagicState, iid: int, kind: str, n: int) -> None:
    perm = s.perm.get(iid)
    if perm is None or n <= 0:
        return
    if kind == MINUS:
        perm.minus += n
    else:
        named = dict(perm.named)
        named[kind] = named.get(kind, 0) + n
        perm.named = tuple(sorted(named.items()))
    s.emit("counters_added", card=iid, kind=kind, amount=n, rule="122.1")


def count(s: MagicState, iid: int, kind: str) -> int:
    perm = s.perm.get(iid)
    if perm is None:
        return 0
    return perm.minus if kind == MINUS else dict(perm.named).get(kind, 0)


def annihilate_one(s: MagicState, iid: int) -> bool:
    """704.5q: a permanent with both +1/+1 and -1/-1 counters on it loses N of each, N the smaller number.
    True if any were removed (flow.state_based_actions asks each permanent in turn)."""
    perm = s.perm[iid]
    n = min(perm.plus, perm.minus)
    if n <= 0:
        return False
    perm.plus -= n
    perm.minus -= n
    s.emit("counters_annihilated", card=iid, amount=n, rule="704.5q")
    return True
