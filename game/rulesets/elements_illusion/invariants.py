"""What must hold after every action of an Elements Illusion game (checked by `simulate` and the tests):
every card in exactly one place, counters never negative, zones holding only what they may, and no sealed
choice visible to another seat (a seat's view does not change while another seat builds its plan)."""
from __future__ import annotations

from typing import Any

from game.engine.invariants import one_place_each
from game.engine.state import GameState

from .plan import reserved
from .state import EIState, zid
from .vocab import ABILITY_CARDS, SEALED, is_element_card, level_of


def _counters(s: EIState) -> list[str]:
    bad = []
    for name in ("ep", "gp", "el", "penalty", "received", "received_total", "gained"):
        values = getattr(s, name)
        if any(v < 0 for v in values):
            bad.append(f"negative {name}: {values}")
    if any(v < 0 for row in s.dealt for v in row):
        bad.append("negative damage dealt")
    if any(s.dealt[p][p] for p in range(s.n)):
        bad.append("damage to oneself counted as dealt")
    for t in s.ticks:
        if t[3] <= 0 or t[4] <= 0:
            bad.append(f"a continuous damage with nothing left to do: {t}")
    if s.order_el < 3 and s.turn > 1:
        bad.append(f"the Order's EL {s.order_el} is below 3 (EI-6.4)")
    return bad


def _zones(s: EIState) -> list[str]:
    bad = []
    kinds = {c.iid: c.def_id for c in s.cards}
    for c in s.zones["pile"].cards:
        if not is_element_card(kinds[c]) or level_of(kinds[c]) != 1:
            bad.append(f"the element pile holds {kinds[c]}: only L1 cards are drawn (EI-6.1)")
    if any(kinds[c] not in ABILITY_CARDS for c in s.zones["abilities"].cards):
        bad.append("the ability pile holds an element card")
    built = {a[0]: a for a in s.abilities}
    for p in range(s.n):
        for c in s.zones[zid(p, "build")].cards:
            rec = built.get(c)
            if rec is None or rec[2] != p or rec[1] != kinds[c]:
                bad.append(f"card {c} in player {p}'s build zone is not an ability card they built")
        for c in s.zones[zid(p, "field")].cards + s.zones[zid(p, "levelup")].cards:
            if not is_element_card(kinds[c]):
                bad.append(f"card {c} ({kinds[c]}) of player {p}'s field or level-change field is no element card")
        waiting = sorted(c for combo in s.levelups[p] for c in combo[0])
        if waiting != sorted(s.zones[zid(p, "levelup")].cards):
            bad.append(f"player {p}'s level-change field does not hold exactly their combinations' cards (EI-7.3)")
        if len(s.active_abilities(p)) > len([a for a in s.abilities if a[2] == p]):
            bad.append("an active ability card that is not built")
    for rec in s.abilities:
        if s.cards[rec[0]].zone != zid(rec[2], "build"):
            bad.append(f"built ability card {rec[0]} is not in its owner's build zone")
        if rec[4] - rec[3] != 2:
            bad.append(f"built ability card {rec[0]} is not active for three turns (EI-8.2)")
    return bad


def _plans(s: EIState) -> list[str]:
    bad = []
    for p in range(s.n):
        plan = s.plans[p]
        names = reserved(s, p)
        hand = set(s.hands[p].cards)
        if not names <= hand:
            bad.append(f"player {p}'s plan names cards that are not in their hand: {sorted(names - hand)}")
        counts = sorted(sk["count"] for sk in plan["skills"])
        if len(set(counts)) != len(counts):
            bad.append(f"player {p} builds two skills of the same card count (EI-8.4)")
        if len(plan["combos"]) > 3:
            bad.append(f"player {p} makes more than 3 combinations (EI-7.2)")
    if s.phase in SEALED and s.result is None:
        waiting = sorted(d.player for d in s.decisions)
        if waiting != [p for p in range(s.n) if not s.locked[p]]:
            bad.append(f"the sealed phase waits for {waiting}, but {s.locked} have locked")
        if any(d.options or not d.secret for d in s.decisions):
            bad.append("a sealed phase's pending decision shows options")
    return bad


def _seen(s: EIState, q: int) -> dict[str, Any]:
    """Seat ``q``'s view less what a lock shows on purpose (who has locked, whose decision is still pending)."""
    view = s.view(q)
    view.pop("locked", None)
    view.pop("decisions", None)
    return view


def _sealed_views(s: EIState, memo: dict[str, Any]) -> list[str]:
    """While seats build their plans, a seat whose own plan did not change sees exactly what it saw when the
    phase began or its plan last changed: no sealed choice of another seat reaches its view (EI-4.3).
    One seat is compared per action, in rotation (every view costs as much as many actions); a seat's
    reference view is kept for the whole phase, so whatever leaked since is caught at its next turn to be
    compared. The secrecy tests compare every seat after every step."""
    if s.phase not in SEALED or s.result is not None:
        memo.pop("sealed", None)
        return []
    key = (s.turn, s.phase.value)
    plans = [repr(pl) for pl in s.plans]
    last = memo.get("sealed")
    if last is None or last["key"] != key:
        last = {"key": key, "plans": plans, "views": [_seen(s, q) for q in range(s.n)], "next": 0}
        memo["sealed"] = last
        return []
    views = last["views"]
    for q in range(s.n):
        if last["plans"][q] != plans[q]:
            views[q] = None            # its own plan changed: its reference is taken again when its turn comes
    last["plans"] = plans
    q = last["next"] % s.n
    last["next"] += 1
    seen = _seen(s, q)
    if views[q] is None:
        views[q] = seen
        return []
    return [] if seen == views[q] else [f"seat {q}'s view changed while another seat built its sealed plan"]


def check(state: GameState, memo: dict[str, Any] | None = None) -> list[str]:
    s = state
    assert isinstance(s, EIState)
    bad = one_place_each(s)
    bad += _counters(s)
    bad += _zones(s)
    bad += _plans(s)
    if s.result is None:
        if not s.legal_actions():
            bad.append(f"nobody can act: phase {s.phase.value}, next step {s.todo[:1]}")
    elif s.legal_actions():
        bad.append("the game is over but an action is still open")
    if memo is not None:
        bad += _sealed_views(s, memo)
        last_turn = memo.get("turn", 0)
        if s.turn < last_turn:
            bad.append("the turn number went down")
        memo["turn"] = s.turn
    return bad
