"""Invariants of every Lanes state, checked after every action in simulations and property tests."""
from __future__ import annotations

from game.engine.invariants import one_place_each
from game.engine.state import GameState

from .state import LANES, LOSS_DAMAGE, LanesState, Phase
from .statics import gates_hold, hit, power, size


def _size_statics(s: LanesState, player: int) -> int:
    """The size modifications on the field, counted independently of the snapshot."""
    total = 0
    for owner in (0, 1):
        leader = s.leader[owner]
        sources = [(leader, a) for a in s.defs[leader].face(s.awakened[owner]).abilities]
        for u in s.units(owner):
            sources += [(u, a) for a in s.defs[u].abilities]
        for iid, ab in sources:
            if not ab.static or not gates_hold(s, ab, owner, iid):
                continue
            for st in ab.static:
                if "size" in st:
                    who = owner if st.get("who", "self") == "self" else 1 - owner
                    if who == player:
                        total += st["size"]
    return total


def check(state: GameState, memo: dict | None = None) -> list[str]:
    s = state
    assert isinstance(s, LanesState)
    bad = one_place_each(s)
    for p in (0, 1):
        owned = sum(1 for c in s.cards if c.owner == p)
        if owned != 41:
            bad.append(f"player {p} owns {owned} cards, not 41")
        if s.zones[f"p{p}.level"].cards != [s.leader[p]]:
            bad.append(f"player {p}'s level zone does not hold exactly the leader (3.3.4)")
        if not 1 <= s.level[p] <= 10:
            bad.append(f"player {p} leader level {s.level[p]} outside 1-10 (4.6.3)")
        for lane in range(LANES):
            cards = s.zones[f"p{p}.unit{lane}"].cards
            if cards:
                if s.defs[cards[0]].type != "unit":
                    bad.append(f"p{p}.unit{lane} is led by a {s.defs[cards[0]].type}")
                for item in cards[1:]:
                    if s.defs[item].type != "item":
                        bad.append(f"p{p}.unit{lane} holds a second {s.defs[item].type} (3.5.5)")
                if s.result is None and power(s, cards[0]) <= 0 and not s.stack:
                    bad.append(f"unit {cards[0]} at power 0 stays on the field (1.3.7.3)")
                if hit(s, cards[0]) < 0 or power(s, cards[0]) < 0:
                    bad.append(f"unit {cards[0]} has a negative number (1.3.7.1)")
        for zname in ("skill",):
            for c in s.zones[f"p{p}.{zname}"].cards:
                if s.defs[c].type != "skill":
                    bad.append(f"a {s.defs[c].type} is in the skill zone")
        expect = max(0, s.level[p] + len(s.zones[f"p{p}.damage"].cards) + _size_statics(s, p))
        if size(s, p) != expect:
            bad.append(f"player {p} size {size(s, p)} != level + damage + effects = {expect} (4.7.2)")
        if s.result is None and not s.stack and len(s.zones[f"p{p}.damage"].cards) >= LOSS_DAMAGE:
            bad.append(f"player {p} has {LOSS_DAMAGE}+ damage and has not lost (1.2.2.1)")
    if s.result is None:
        if not s.legal_actions():
            bad.append(f"nobody can act: phase {s.phase.value}, stack {[f['t'] for f in s.stack]}")
        if s.decisions and not s.stack:
            bad.append("a decision is pending with nothing waiting for its answer")
        if not s.decisions and (s.stack or s.pending or s.batch):
            bad.append("effects are waiting while players act")
        if s.phase not in (Phase.SETUP, Phase.MAIN, Phase.ATTACK, Phase.END) and not s.decisions:
            bad.append(f"the game stopped in the automatic phase {s.phase.value}")
    else:
        if s.decisions or s.legal_actions():
            bad.append("the game is over but a decision or action is still open")
    if memo is not None:
        # 6.6.1.4: when a turn ends, its player holds at most 7 cards.
        last = memo.get("turn")
        if last is not None and s.turn != last and s.result is None:
            prev = memo["turn_player"]
            if len(s.zones[f"p{prev}.hand"].cards) > 7 + memo.get("grace", 0):
                bad.append(f"player {prev} ended a turn with {len(s.zones[f'p{prev}.hand'].cards)} cards in hand (6.6.1.4)")
        memo["turn"], memo["turn_player"] = s.turn, s.turn_player
    return bad
