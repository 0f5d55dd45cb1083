"""What must hold after every action of a Magic game (checked by `simulate` and the tests): every card
in exactly one zone and known to its state, no object on the stack (or waiting, or delayed) without a
controller, life and counters consistent, one vanguard per player in a Vanguard game."""
from __future__ import annotations

from typing import Any

from game.engine.invariants import one_place_each
from game.engine.state import GameState

from . import commander
from .state import MagicState, Step, zid
from .stats import power_toughness
from .vanguard import command_sources


def check(state: GameState, memo: dict[str, Any] | None = None) -> list[str]:
    s = state
    assert isinstance(s, MagicState)
    bad = one_place_each(s, owner_zones_only=True)
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
    if s.options.get("variant") == "vanguard":     # 902.3: one face-up vanguard each, all game long
        for p in s.alive():
            if len(command_sources(s, p)) != 1:
                bad.append(f"seat {p} has {len(command_sources(s, p))} vanguards in the command zone")
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
    bad += _commander_checks(s, over, memo)
    if memo is not None:
        if s.turn < memo.get("turn", 0):
            bad.append("the turn number went down")
        memo["turn"] = s.turn
        total = len(s.cards)
        if total < memo.get("cards", 0):
            bad.append("a card vanished from the game")
        memo["cards"] = total
    return bad


def _commander_checks(s: MagicState, over: bool, memo: dict[str, Any] | None) -> list[str]:
    """Commander tax and commander damage only ever grow and belong to commander cards (903.8, 903.10a);
    a player dealt 21 by one commander is out once state-based actions have been checked (not in Brawl);
    only commanders sit in a Commander game's command zones."""
    bad: list[str] = []
    if not commander.in_play(s) and not s.cmd_casts and not s.cmd_damage:
        return bad
    for card, n in s.cmd_casts.items():
        if card not in s.commanders or n < 0:
            bad.append(f"card {card} has commander tax but is no commander")
    for (victim, card), n in s.cmd_damage.items():
        if card not in s.commanders or n <= 0:
            bad.append(f"commander damage from card {card} to seat {victim} is wrong")
        elif (not over and commander.variant_of(s) == "commander" and n >= commander.DAMAGE_TO_LOSE
              and not s.out[victim] and s.priority >= 0 and not s.decisions and not s.pending):
            bad.append(f"seat {victim} took {n} combat damage from commander {card} and is still playing")
    for p in range(s.num_players):
        for i in s.zones[zid(p, "command")].cards:
            if i not in s.commanders:
                bad.append(f"card {i} is in a command zone but is no commander")
    if s.step is Step.MULLIGAN and commander.in_play(s):      # 903.7 / 903.12f: nothing has changed life yet
        start = commander.starting_life(commander.variant_of(s), s.num_players)
        if s.life != [start] * s.num_players:
            bad.append(f"life {s.life} before the first turn, not {start} each")
    if memo is not None:
        before_tax: dict[int, int] = memo.get("tax", {})
        before_dmg: dict[tuple[int, int], int] = memo.get("cmd_damage", {})
        if any(s.cmd_casts.get(k, 0) < v for k, v in before_tax.items()):
            bad.append("commander tax went down")
        if any(s.cmd_damage.get(k, 0) < v for k, v in before_dmg.items()):
            bad.append("commander damage went down")
        memo["tax"] = dict(s.cmd_casts)
        memo["cmd_damage"] = dict(s.cmd_damage)
    return bad
