"""What must hold after every action of a Dragon Duel game (checked by `simulate` and the tests)."""
from __future__ import annotations

from typing import Any

from game.engine.invariants import one_place_each
from game.engine.state import GameState

from .state import ACTING, BOARD, DDState
from .statics import snapshot


def check(state: GameState, memo: dict[str, Any] | None = None) -> list[str]:
    s = state
    assert isinstance(s, DDState)
    defs = s.defs
    bad = one_place_each(s, owner_zones_only=True, also=lambda iid, zid: (
        None if defs[iid].id == s.cards[iid].def_id
        else f"card {iid}: definition {defs[iid].id} does not match {s.cards[iid].def_id}"))
    for p in (0, 1):
        leader = s.leaders[p].cards
        if not leader or leader[-1] != s.leader[p] or defs[leader[-1]].type != "leader":
            bad.append(f"player {p}'s leader card is not at the bottom of the leader area (DD-2.2)")
        if any(defs[c].type != "leadership" for c in leader[:-1]):
            bad.append(f"player {p}'s leader area holds a card that is not a leadership card (DD-2.4)")
        if any(defs[c].type == "leadership" for c in s.discards[p].cards):
            bad.append(f"a leadership card of player {p} is in the discard pile (DD-13.1)")
        if any(defs[c].type != "support" for c in s.supports[p].cards):
            bad.append(f"player {p}'s support area holds a card that is not a support (DD-5.3)")
        battle = s.battles[p].cards
        if any(defs[c].type not in ("character", "booster") for c in battle):
            bad.append(f"player {p}'s battle area holds a support or leadership card")
        ch = s.char[p]
        if ch >= 0:
            if ch not in battle or defs[ch].type != "character":
                bad.append(f"player {p}'s active character {ch} is not a character in the battle area (DD-4.3)")
            elif any(defs[c].type != "booster" for c in battle[:battle.index(ch)]):
                bad.append(f"player {p}: a card above the active character is not a booster (DD-5.2)")
        elif battle and defs[battle[0]].type == "character" and s.battle and not s.decisions and not s.stack:
            if s.phase.value not in ("turn_start", "leadership", "engagement", "character", "dragon", "discard"):
                bad.append(f"player {p}'s top character is not active")
        lead = s.lead_active[p]
        if lead >= 0 and (lead not in leader or defs[lead].type != "leadership"):
            bad.append(f"player {p}'s active leadership card is not on the leader card (DD-2.3)")
        if lead >= 0 and p != s.turn_player:
            bad.append(f"player {p}'s leadership card is active outside its turn (DD-2.3)")
        if s.crystals[p] < 0:
            bad.append("negative crystals")
    if s.dragons_of(0) and s.dragons_of(1):
        bad.append("both players hold dragons; a pull returns the opponent's first (DD-9.3)")
    if any(d not in (BOARD, 0, 1) for d in s.dragons):
        bad.append(f"a dragon is nowhere: {s.dragons}")
    if not s.battle:
        for p in (0, 1):
            if s.battles[p].cards or s.supports[p].cards:
                bad.append(f"no battle is on but player {p}'s battle or support area holds cards (DD-9.5)")
        if s.element is not None:
            bad.append("no battle is on but an element is chosen")
    fresh = snapshot(s)
    cached = s._snap
    if cached is not None and (cached.total != fresh.total or cached.ignored != fresh.ignored
                               or cached.value != fresh.value):
        bad.append("the cached continuous effects differ from a fresh computation")
    if any(t < 0 for t in fresh.total):
        bad.append(f"negative attack total {fresh.total} (DD-6.4)")
    target = s.options.get("crystals", 5)
    if s.result is None:
        if not s.legal_actions():
            bad.append(f"nobody can act: phase {s.phase.value}, stack {[f['t'] for f in s.stack]}")
        if s.decisions and not s.stack:
            bad.append("a decision is pending with nothing waiting for its answer")
        if not s.decisions and s.stack:
            bad.append("effects are waiting while players act")
        if not s.decisions and s.phase not in ACTING:
            bad.append(f"the game stopped in the automatic phase {s.phase.value}")
        if max(s.crystals) >= target and s.options.get("match") == "on":
            bad.append("a player has the crystal target but the match goes on (DD-11.2)")
    else:
        if s.decisions or s.legal_actions():
            bad.append("the game is over but a decision or action is still open")
    if memo is not None:
        last = memo.get("game_no")
        if last is not None and s.game_no < last:
            bad.append("the game number went down")
        memo["game_no"] = s.game_no
    return bad
