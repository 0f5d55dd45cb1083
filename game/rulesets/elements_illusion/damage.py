"""Check step C (EI-10.3): every damage of the turn at once, then EP (EI-9, EI-12).

One skill's damage to one target is worked out in this order (EI-9.7): base damage; the block or the
modifier for the target's last element; the Multi Shot split; rounding down. Then, over everything the
turn brings (new hits, continuous ticks, the self-damage of a skill failed by Silence), damage of the same
type between two players offsets pairwise (penetrate damage neither offsets nor is offset), and a Dummy
Scarecrow zeroes what still reaches its user.
"""
from __future__ import annotations

from typing import Any

from .state import EIState
from .vocab import DAMAGE_TYPES, DEALT_EP_EVERY, RECEIVED_EP_EVERY


def _update_last(s: EIState) -> None:
    """Each player's last element: their skill that resolved last this turn, the one with most cards (EI-9.2)."""
    for p in range(s.n):
        done = [sk for sk in s.plans[p]["skills"] if sk.get("status") == "ok"]
        if done:
            s.last[p] = s.skill(max(done, key=lambda sk: sk["count"])["skill"]).element
        elif s.option("element_memory") == "turn":
            s.last[p] = None


def _teammates(s: EIState, a: int, b: int) -> bool:
    return s.option("mode") == "B" and a != b and s.team_of[a] == s.team_of[b]


def resolve(s: EIState) -> bool:
    order = s.turn_order()
    _update_last(s)
    # entries: [source, target, damage type or None, penetrates, amount, what: ("tick", i) | ("skill", p, count)]
    entries: list[list[Any]] = []
    for i, (src, tgt, dtype, amount, _left, skill) in enumerate(s.ticks):
        entries.append([src, tgt, dtype, False, amount, ("tick", i)])
        s.emit("tick", source=src, target=tgt, amount=amount, skill=skill, type=dtype, rule="EI-9.4")
    new_ticks: list[list[Any]] = []
    game_end = False
    planned: dict[tuple[int, int], dict[str, Any]] = {}      # each seat's first skill of each card count
    for p in order:
        for x in s.plans[p]["skills"]:
            planned.setdefault((x["count"], p), x)
    for k in (1, 2, 3, 4):
        for p in order:
            sk = planned.get((k, p))
            if sk is None:
                continue
            if sk["status"] == "failed":
                entries.append([p, p, None, True, sk["self"], ("skill", p, k)])
                continue
            if sk["status"] != "ok":
                continue
            sd = s.skill(sk["skill"])
            game_end = game_end or sd.game_end
            for t in sk["hits"]:
                last = s.last[t]
                if sd.blocks(last):
                    s.emit("hit", source=p, target=t, skill=sd.id, amount=0, blocked=True, last=last, rule="EI-9.3")
                    continue
                amount = sd.modified(sd.damage, last) // sk["split"]
                entries.append([p, t, sd.dtype, sd.effect == "P", amount, ("skill", p, k)])
                s.emit("hit", source=p, target=t, skill=sd.id, amount=amount, base=sd.damage, last=last,
                       split=sk["split"], type=sd.dtype, effect=sd.effect, rule="EI-9.7")
                if sd.effect == "C" and amount > 0:
                    turns = sd.turns or s.option("continuous_turns")
                    if turns > 1:
                        new_ticks.append([p, t, sd.dtype, amount, turns - 1, sd.id])
    _offset(s, entries)
    for p in range(s.n):
        if s.plans[p].get("shield"):
            prevented = sum(e[4] for e in entries if e[1] == p)
            for e in entries:
                if e[1] == p:
                    e[4] = 0
            s.emit("scarecrow", player=p, prevented=prevented, rule="EI-11.3")
    before = [row[:] for row in s.dealt]
    pair_totals: dict[tuple[int, int], int] = {}
    for src, tgt, _dtype, _pen, amount, _what in entries:
        if amount <= 0:
            continue
        s.received[tgt] += amount
        s.received_total[tgt] += amount
        if src != tgt:
            s.dealt[src][tgt] += amount
        pair_totals[(src, tgt)] = pair_totals.get((src, tgt), 0) + amount
    for (src, tgt), amount in sorted(pair_totals.items(), key=lambda kv: (order.index(kv[0][0]), order.index(kv[0][1]))):
        s.emit("damage_dealt", source=src, target=tgt, amount=amount, rule="EI-10.3")
    # a skill hit when some damage of it reached another player; anything else is a miss (EI-9.6)
    hitting = {(e[5][1], e[5][2]) for e in entries if e[5][0] == "skill" and e[4] > 0 and e[0] != e[1]}
    _ep(s, before, hitting)
    for t in s.ticks:
        t[4] -= 1
    s.ticks = [t for t in s.ticks if t[4] > 0] + new_ticks
    if game_end and s.option("game_end_skills") == "on":
        s.ended_by = "skill"
    return True


def _offset(s: EIState, entries: list[list[Any]]) -> None:
    """Damage between two players of the same type cancels pairwise: each side loses the smaller amount,
    taken from ticks first, then skills in reveal order (EI-9.5)."""
    # each (source, target, type)'s entries in their order, gathered in one pass: the pairs below then
    # read them without going through every entry for each pair and type
    flows: dict[tuple[int, int, Any], list[list[Any]]] = {}
    for e in entries:
        if not e[3]:
            flows.setdefault((e[0], e[1], e[2]), []).append(e)
    if not flows:
        return
    for a in range(s.n):
        for b in range(a + 1, s.n):
            for dtype in DAMAGE_TYPES:
                ab = flows.get((a, b, dtype))
                ba = flows.get((b, a, dtype))
                if ab is None or ba is None:
                    continue
                m = min(sum(e[4] for e in ab), sum(e[4] for e in ba))
                if m <= 0:
                    continue
                for side in (ab, ba):
                    left = m
                    for e in side:
                        cut = min(left, e[4])
                        e[4] -= cut
                        left -= cut
                s.emit("offset", player=a, other=b, type=dtype, amount=m, rule="EI-9.5")


def _multiples(old: int, new: int, every: int, exact: bool) -> int:
    if new == old:
        return 0
    if exact:
        return 1 if new > 0 and new % every == 0 else 0
    return new // every - old // every


def _ep(s: EIState, before: list[list[int]], hitting: set[tuple[int, int]]) -> None:
    """EP at once for every player (EI-12): +1 for each opponent the damage dealt to reaches a multiple of 4,
    -1 for the damage received this turn reaching a multiple of 5, Gain, and (a setting) 1 per card of
    each skill that hit. EP never goes below 0: the shortfall lowers next turn's EL (EI-12.4)."""
    exact = s.option("ep_thresholds") == "exact"
    for_hits = s.option("ep_for_hits") == "on"
    for p in s.turn_order():
        gain = 0
        was, now = before[p], s.dealt[p]
        for q in range(s.n):
            # no multiple is reached without new damage dealt
            if q != p and was[q] != now[q] and not _teammates(s, p, q):
                gain += _multiples(was[q], now[q], DEALT_EP_EVERY, exact)
        if for_hits:
            gain += sum(sk["count"] for sk in s.plans[p]["skills"] if (p, sk["count"]) in hitting)
        loss = _multiples(0, s.received[p], RECEIVED_EP_EVERY, exact)
        bonus = 1 if s.gain[p] and s.gained[p] + gain > 0 else 0       # Gain is void on a turn with no gain
        if s.gain[p] and not bonus:
            s.emit("gain_void", player=p, rule="EI-10.1")
        net = gain + bonus - loss
        s.gained[p] += gain + bonus
        if net == 0:
            continue
        ep = s.ep[p] + net
        short = -ep if ep < 0 else 0
        s.ep[p] = max(0, ep)
        if short:
            s.penalty[p] += short
        s.emit("ep_changed", player=p, by=net, gained=gain + bonus, lost=loss, now=s.ep[p], short=short,
               rule="EI-12.4" if short else "EI-12.1")
