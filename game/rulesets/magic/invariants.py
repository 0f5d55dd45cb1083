"""What must hold after every action of a Magic game (checked by `simulate` and the tests): every card
in exactly one zone and known to its state, no object on the stack (or waiting, or delayed) without a
controller, life and counters consistent; and each of the game's variants' own (one vanguard per player
in a Vanguard game, commander tax and damage that only grow: their ``invariants`` hooks); with teams, the
teams' (teams.problems)."""
from __future__ import annotations

from typing import Any

from game.engine.invariants import one_place_each
from game.engine.state import GameState

from . import melee, teams
from .state import MagicState, Step, zid
from .stats import power_toughness


def check(state: GameState, memo: dict[str, Any] | None = None) -> list[str]:
    s = state
    assert isinstance(s, MagicState)
    bad = one_place_each(s)
    # a zone with an owner holds only that player's cards, but a battlefield holds what its player controls
    for z, zone in s.zones.items():
        if zone.owner is not None and not z.endswith(".battlefield"):
            bad += [f"card {i} of player {s.cards[i].owner} is in {z}" for i in zone.cards
                    if s.cards[i].owner != zone.owner]
    first = memo.get("defs_checked", 0) if memo is not None else 0
    for iid in range(first, len(s.cards)):     # a card's definition never changes: each is checked once
        if s.defs[iid].id != s.cards[iid].def_id:
            bad.append(f"card {iid}: definition does not match")
    if memo is not None:
        memo["defs_checked"] = len(s.cards)
    on_field = set(s.all_permanents())
    if set(s.perm) != on_field:
        bad.append(f"permanent status for {sorted(set(s.perm) ^ on_field)} disagrees with the battlefield")
    spells = [i.card for i in s.stack + ([s.resume[0]] if s.resume else []) if i.kind == "spell"]
    if sorted(spells) != sorted(s.zones["stack"].cards):
        bad.append("the stack zone and the spells on the stack disagree")
    for item in s.stack + s.pending + s.delayed:
        if not 0 <= item.controller < s.num_players or s.out[item.controller]:
            bad.append(f"stack object of card {item.card} has no controller in the game")
    tokens = set(s.tokens)
    for i in s.zones["gone"].cards:
        if i not in tokens:
            bad.append(f"card {i} ceased to exist but is not a token")
    over = s.result is not None
    for p in range(s.num_players):
        if any(n < 0 for n in s.pool[p]):
            bad.append(f"seat {p} has negative mana")
        if s.out[p] and any(s.zones[zid(p, k)].cards for k in ("battlefield", "hand", "library", "graveyard")):
            bad.append(f"seat {p} left the game but still owns cards in it")
    if s.result is None and s.may_item is not None and not any(d.kind == "may" for d in s.decisions):
        bad.append("an optional ability waits for an answer nobody is asked")
    for a, t in s.attackers.items():
        if a not in on_field:
            bad.append(f"attacker {a} is not on the battlefield")
    for b, a in s.blocking.items():
        if b not in on_field or b not in s.blocks.get(a, []):
            bad.append(f"blocker {b} and its attacker {a} disagree")
    if not over:
        if s.step is not Step.MULLIGAN and s.priority >= 0 and not s.decisions and not s.pending:
            for p in s.alive():
                if s.life[p] <= 0:
                    bad.append(f"seat {p} has {s.life[p]} life and is still playing")
            for i in on_field:
                if s.defs[i].is_a("creature"):
                    t = power_toughness(s, i)[1]
                    if t <= 0 or s.perm[i].damage >= t:
                        bad.append(f"creature {i} should have died")
        if s.priority >= 0 and s.out[s.priority]:
            bad.append("a player who left holds priority")
        if not s.legal_actions():
            bad.append(f"nobody can act in step {s.step.value}")
    elif s.decisions or s.legal_actions():
        bad.append("the game is over but a decision or action is still open")
    bad += teams.problems(s) + melee.problems(s)
    for v in s.variants:
        bad += v.invariants(s, over, memo)
    if memo is not None:
        if s.turn < memo.get("turn", 0):
            bad.append("the turn number went down")
        memo["turn"] = s.turn
        total = len(s.cards)
        if total < memo.get("cards", 0):
            bad.append("a card vanished from the game")
        memo["cards"] = total
    return bad

