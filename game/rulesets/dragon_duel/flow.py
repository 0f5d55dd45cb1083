"""The turn (DD-1 to DD-8) and the dragon-step flow after a withdrawal (DD-9), run until a player acts."""
from __future__ import annotations

from typing import Any

from .backtrack import restore
from .checkpoint import Frozen
from .effects import FRAMES, queue_triggers
from .ending import finish_game
from .legal import generate_legal
from .moves import discard, refill, set_phase
from .play import character_refused, plays_left, prevent_on, second_refused
from .state import (PHASE_CHARACTER, PHASE_DECLARE, PHASE_DISCARD, PHASE_DRAGON, PHASE_END_STEP, PHASE_ENGAGEMENT,
                    PHASE_LEADERSHIP, PHASE_REFILL, PHASE_REFILL_STEP, PHASE_SUPPORT, PHASE_TURN_END, PHASE_TURN_START,
                    TURN_CAP, DDState)


_SECOND = ("booster", "support")   # the cards of the support phase (DD-5.1)


def start_turn(s: DDState, player: int) -> None:
    if s.turn - s.game_turn0 >= TURN_CAP:
        finish_game(s, "DD-cap")
        return
    if s.mods or s.lead_active != [-1, -1]:
        s.touch()    # else the continuous effects read nothing that changes here (not the turn, not its player)
    s.turn += 1
    s.turn_player = player
    s.starting_turn = False
    s.lead_active = [-1, -1]     # DD-2.3: a leadership card is active only in the turn it was played
    s.plays_made = 0
    s.mods = []                   # "this turn" effects end with their turn
    s.checkpoint = None
    set_phase(s, PHASE_TURN_START)


def take_checkpoint(s: DDState) -> None:
    """DD-15.1: the state as the engagement phase ends, to restore if the player cannot reach."""
    s.checkpoint = None
    s.checkpoint = Frozen(s)


def withdraw(s: DDState, p: int, rule: str) -> None:
    """DD-3.3.2: the other player wins the battle and pulls 1 dragon, or 2 with 6+ cards in their battle
    and support areas (DD-9.2; ignored and inactive cards count, they are still there)."""
    s.checkpoint = None
    s.withdrawer = p
    w = 1 - p
    snap = s.snap()
    cards = len(s.battles[w].cards) + len(s.supports[w].cards)
    pulls = 2 if cards >= snap.threshold[w] else 1
    s.emit("withdrew", player=p, rule=rule)
    s.emit("battle_won", player=w, cards=cards, pulls=pulls, threshold=snap.threshold[w], rule="DD-9.2")
    set_phase(s, PHASE_DRAGON)
    s.stack.append({"t": "pull", "w": w, "n": pulls, "ctx": {}})


def roll_back(s: DDState, p: int) -> None:
    """DD-15.1: undo everything since the engagement phase ended, then withdraw."""
    mine, theirs = s.attack_total(p), s.attack_total(1 - p)
    restore(s)
    s.emit("backtracked", player=p, value=mine, needed=theirs, rule="DD-15.1")
    withdraw(s, p, "DD-15.1")


def declare(s: DDState, p: int) -> None:
    mine, theirs = s.attack_total(p), s.attack_total(1 - p)
    if s.battle and mine < theirs:   # DD-6.3, DD-6.5
        roll_back(s, p)
        return
    s.declared[p] = mine
    s.declarations += 1
    s.checkpoint = None
    s.emit("declared", player=p, value=mine, opponent=theirs, element=s.element, rule="DD-6.1")
    set_phase(s, PHASE_REFILL)


def phase_step(s: DDState) -> bool:
    """Run the automatic part of the current phase; False when the turn player must act."""
    p = s.turn_player
    ph = s.phase
    if ph is PHASE_TURN_START:
        if s.sub == 0:
            s.sub = 1
            queue_triggers(s, "turn_start")       # DD-1.1, then recall (DD-1.2)
            return True
        if s.sub == 1:
            s.sub = 2
            s.stack.append({"t": "recall", "p": p, "ctx": {}})
            return True
        set_phase(s, PHASE_LEADERSHIP)
        return False
    if ph in (PHASE_LEADERSHIP, PHASE_ENGAGEMENT):
        return False
    if ph is PHASE_CHARACTER:
        if s.starting_turn and s.element is None:
            s.stack.append({"t": "element", "p": p, "ctx": {}})
            return True
        defs = s.defs     # no decision, the turn player, the phase: what is left of why_not_character
        if not any(defs[c].type == "character" and character_refused(s, p, c, search=False) is None
                   for c in s.hands[p].cards):
            roll_back(s, p)     # no character can be played: the player cannot reach (DD-3.3.2, DD-15.1)
            return True
        return _stuck(s, p)
    if ph is PHASE_SUPPORT:
        if s.sub == 0:
            s.sub = 1
            s.plays_made = 0
        defs = s.defs
        if plays_left(s, p) <= 0 or not any(
                defs[c].type in _SECOND and second_refused(s, p, c, defs[c].type, search=False) is None
                for c in s.hands[p].cards):
            set_phase(s, PHASE_DECLARE)
            return True
        return _stuck(s, p)
    if ph is PHASE_DECLARE:
        declare(s, p)
        return True
    if ph is PHASE_REFILL:
        refill(s, p, "DD-7.1")
        set_phase(s, PHASE_TURN_END)
        return True
    if ph is PHASE_TURN_END:
        if s.sub == 0:
            s.sub = 1
            queue_triggers(s, "turn_end")         # DD-8.1
            return True
        start_turn(s, 1 - p)                      # DD-8.2
        return True
    if ph is PHASE_DRAGON:                        # the pull frame ran (or the game ended)
        set_phase(s, PHASE_DISCARD)
        return True
    if ph is PHASE_DISCARD:                       # DD-9.5
        for q in (s.withdrawer, 1 - s.withdrawer):
            for c in list(s.battles[q].cards) + list(s.supports[q].cards):
                discard(s, c, rule="DD-9.5")
        s.battle = False
        s.element = None
        s.char = [-1, -1]
        s.touch()
        s.emit("battle_ended", rule="DD-9.7")
        set_phase(s, PHASE_REFILL_STEP)
        return True
    if ph is PHASE_REFILL_STEP:                   # DD-9.6, then DD-10.1.b
        for q in (s.withdrawer, 1 - s.withdrawer):
            refill(s, q, "DD-9.6")
        if any(not s.hands[q].cards and not s.decks[q].cards for q in (0, 1)):
            finish_game(s, "DD-10.1.b")
            return True
        set_phase(s, PHASE_END_STEP)
        return True
    if ph is PHASE_END_STEP:                      # DD-9.8
        start_turn(s, s.withdrawer)
        return True
    raise AssertionError(f"no step for phase {ph}")


def _stuck(s: DDState, p: int) -> bool:
    """With backtracking=prevent a line judged reachable can still fail after an unknown draw or a
    declined optional effect; then nothing is left to play and the sheet's rollback applies."""
    if prevent_on(s) and not generate_legal(s):
        roll_back(s, p)
        return True
    return False


def advance(s: DDState) -> None:
    """Run everything automatic until a player must decide or act, or the game (match) ends."""
    while s.result is None and not s.decisions:
        if s.stack:
            f: dict[str, Any] = s.stack[-1]
            FRAMES[f["t"]](s, f)
            continue
        if not phase_step(s):
            return
