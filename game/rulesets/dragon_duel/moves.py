"""Small moves the rules and effects share: drawing, refilling, discarding, asking a decision."""
from __future__ import annotations

from game.engine import events as ev
from game.engine.decisions import Decision

from .state import HAND_SIZE, DDState, Phase, zid


def set_phase(s: DDState, phase: Phase) -> None:
    s.phase = phase
    s.sub = 0
    # _value_ is what Enum's value property returns, read without the property's call (a phase change per action)
    s.emit(ev.PHASE_CHANGED, phase=phase._value_, turn=s.turn, player=s.turn_player)


def draw(s: DDState, p: int, n: int = 1, *, rule: str = "") -> int:
    """Draw up to ``n`` cards from the top of the deck; an empty deck simply stops the drawing (DD-7.1)."""
    deck = s.decks[p].cards
    done = 0
    if done < n and deck:
        hand = s.hands[p].id
        why = {"cause": "draw", "rule": rule} if rule else {"cause": "draw"}
        while done < n and deck:
            s.move(deck[0], hand, **why)
            done += 1
    s.draws += done
    return done


def refill(s: DDState, p: int, rule: str) -> int:
    """Draw one card at a time until the hand holds 6; a hand of 6 or more draws nothing (DD-7.1, DD-9.6)."""
    missing = HAND_SIZE - len(s.hands[p].cards)
    got = draw(s, p, missing, rule=rule) if missing > 0 else 0
    s.emit("refilled", player=p, drew=got, hand=len(s.hands[p].cards), deck=len(s.decks[p].cards), rule=rule)
    return got


def discard(s: DDState, iid: int, *, rule: str, cause: str = "discard") -> None:
    """A discarded leadership card goes onto its owner's leader card, not the discard pile (DD-13.1)."""
    p = s.cards[iid].owner
    if s.defs[iid].type == "leadership":
        s.move(iid, zid(p, "leader"), index=0, cause=cause, rule=rule)
    else:
        s.move(iid, zid(p, "discard"), index=0, cause=cause, rule=rule)


def ask(s: DDState, d: Decision) -> None:
    s.decisions = [d]
    s.emit(ev.DECISION, (d.player,) if d.secret else None, public=("player", "kind", "rule", "prompt"),
           player=d.player, kind=d.kind, rule=d.rule, prompt=d.prompt.to_json(), options=list(d.options))
