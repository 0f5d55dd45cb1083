"""A heuristic judgement of a Lanes position from one player's side, as weighted named terms.

Terms (each "mine minus theirs"): damage race, board power, lane control, cards in hand,
size economy (what is deployed), triggers left in the deck, leader level, threats. The top
terms of a decision are what the AI says when asked why.
"""
from __future__ import annotations

from typing import Mapping

from game.rulesets.lanes.state import LanesState
from game.rulesets.lanes.statics import field_cost, hit, live_abilities, power

WIN = 1000.0

TERM_NAMES = {
    "damage": ("damage race", "대미지 경쟁"), "board": ("board power", "필드 파워"), "lanes": ("lane control", "레인 장악"),
    "hand": ("cards in hand", "패"), "economy": ("size in play", "전개한 사이즈"), "triggers": ("triggers left", "남은 트리거"),
    "level": ("leader level", "리더 레벨"), "threats": ("threats", "위협"), "race": ("race to ten", "10 대미지 경쟁"),
}


def _danger(d: int) -> float:
    """Damage hurts more the nearer it is to ten."""
    return d + max(0, d - 5) * 0.8 + max(0, d - 8) * 2.0


def terms(s: LanesState, me: int) -> dict[str, float]:
    opp = 1 - me
    t: dict[str, float] = {}
    dmg = [len(s.zones[f"p{p}.damage"].cards) for p in (0, 1)]
    t["damage"] = _danger(dmg[opp]) - _danger(dmg[me])
    units = [s.units(p) for p in (0, 1)]
    powers = {u: power(s, u) for p in (0, 1) for u in units[p]}
    t["board"] = (sum(powers[u] for u in units[me]) - sum(powers[u] for u in units[opp])) / 4.0
    lanes = 0.0
    for lane in range(3):
        a, b = s.unit_at(me, lane), s.unit_at(opp, lane)
        if a is not None and b is None:
            lanes += 0.6 + hit(s, a) * 0.4
        elif b is not None and a is None:
            lanes -= 0.6 + hit(s, b) * 0.4
        elif a is not None and b is not None:
            lanes += 0.5 if powers[a] > powers[b] else (-0.5 if powers[a] < powers[b] else 0.0)
    t["lanes"] = lanes
    t["hand"] = (min(8, len(s.zones[f"p{me}.hand"].cards)) - min(8, len(s.zones[f"p{opp}.hand"].cards))) / 2.0
    t["economy"] = (field_cost(s, me) - field_cost(s, opp)) / 3.0
    trig = []
    for p in (me, opp):
        deck = s.zones[f"p{p}.deck"].cards
        trig.append(sum(1 for c in deck if s.defs[c].has_trigger) / max(1, len(deck)) * 4 if deck else -3.0)
    t["triggers"] = trig[0] - trig[1]
    t["level"] = (s.level[me] + 2 * s.awakened[me] - s.level[opp] - 2 * s.awakened[opp]) / 3.0
    threat = 0.0
    for p, sign in ((me, 1), (opp, -1)):
        for u in units[p]:
            for kw in ("attacker",):
                for ab in live_abilities(s, u, kw):
                    threat += sign * 0.5 * (ab.get("pierce", 0) + ab.get("plunder", 0) + (1 if "breakthrough" in ab.data else 0))
    t["threats"] = threat
    # Turns each side needs to deal the damage still missing, with the hits that get through:
    # an open lane, or a unit that beats its blocker (so blocking costs the opponent a unit).
    push = [0.0, 0.0]
    for p in (me, opp):
        for lane in range(3):
            a, b = s.unit_at(p, lane), s.unit_at(1 - p, lane)
            if a is None:
                continue
            if b is None:
                push[p] += hit(s, a)
            elif powers[a] > powers[b]:
                push[p] += hit(s, a) * 0.5
    clocks = [(10 - dmg[1 - p]) / max(0.5, push[p]) for p in (0, 1)]
    t["race"] = max(-8.0, min(8.0, clocks[opp] - clocks[me]))
    return t


def evaluate(s: LanesState, me: int, weights: Mapping[str, float]) -> float:
    if s.result is not None:
        if s.result.draw:
            return 0.0
        return WIN if me in s.result.winners else -WIN
    return sum(weights.get(k, 0.0) * v for k, v in terms(s, me).items())
