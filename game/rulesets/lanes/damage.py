"""Damage processing (4.5): one point at a time, revealing deck cards into the damage zone."""
from __future__ import annotations

from typing import Any

from game.engine import events as ev

from .state import DAMAGE, DECK, LOSS_DAMAGE, LanesState
from .statics import live_abilities
from .triggers import close_group, effect_frame, open_group, schedule, waiting


def damage_frame(player: int, n: int, source: int | None) -> dict[str, Any]:
    return {"t": "damage", "p": player, "n": n, "stage": "pre", "src": source, "ctx": {}}


def run_damage(s: LanesState, f: dict[str, Any]) -> None:
    p = f["p"]
    stage = f["stage"]
    if stage == "pre":
        s.emit(ev.DAMAGE_DEALT, player=p, amount=f["n"], source=f["src"])
        s.in_damage[p] += 1
        f["stage"] = "start"
        # 4.5.2: automatic effects that trigger on the damage resolve before damage processing, as a group of
        # their own: each fires (and is lost if its card has moved, 8.1.3.2.1), their player orders them (1.3.5).
        entries = []
        for iid in [s.leader[p]] + s.units(p):
            for ab in live_abilities(s, iid, "auto"):
                if ab.get("when") == "damaged":
                    entries.append(waiting(s, effect_frame(iid, p, "auto", ability=ab), s.cards[iid].zone))
        if entries:
            open_group(s, entries)
            f["stage"] = "damaged"
        return
    if stage == "damaged":
        if s.batch:  # the group is not done: schedule takes its next effect, never the waiting ones
            schedule(s)
            return
        close_group(s)
        stage = f["stage"] = "start"
    if stage == "after_trigger":
        # 4.5.4.3.1: a resolved trigger sets the remaining damage to 0.
        if f["n"] > 0:
            s.emit("damage_cancelled", player=p, remaining=f["n"], rule="4.5.4.3.1")
            f["n"] = 0
        stage = f["stage"] = "check"
    if stage == "check":
        if len(s.zones[DAMAGE[p]].cards) >= LOSS_DAMAGE:
            s.losing.append((p, "4.5.4.4"))
            _finish(s, f)
            return
        if f["n"] <= 0:
            _finish(s, f)
            return
        stage = f["stage"] = "start"
    # stage "start": one step of damage processing (4.5.4.1-4.5.4.3)
    deck = s.zones[DECK[p]].cards
    if not deck:
        s.losing.append((p, "4.5.3"))  # 1.2.2.2
        _finish(s, f)
        return
    f["n"] -= 1
    top = deck[0]
    s.move(top, DAMAGE[p], reason="damage", reveal=True)
    d = s.defs[top]
    trig = d.front.by_keyword.get("trigger")  # type: ignore[attr-defined]
    if trig:
        s.emit(ev.TRIGGER_FIRED, card=top, def_id=d.id, ability=trig[0].key, kw="trigger", controller=p,
               rule="4.5.4.3")
        f["stage"] = "after_trigger"
        for ab in reversed(trig):
            s.stack.append(effect_frame(top, p, "trigger", ability=ab))
        return
    f["stage"] = "check"


def _finish(s: LanesState, f: dict[str, Any]) -> None:
    s.stack.remove(f)
    s.in_damage[f["p"]] -= 1
    s.emit("damage_processed", player=f["p"], damage_zone=len(s.zones[DAMAGE[f["p"]]].cards))
