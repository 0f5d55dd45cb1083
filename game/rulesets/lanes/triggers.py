"""Automatic effects waiting to resolve, and the order they resolve in (8.1.3.2, 8.4)."""
from __future__ import annotations

from typing import Any

from game.engine import events as ev

from .cards import Ability
from .state import LanesState
from .statics import live_abilities


def effect_frame(src: int, ctl: int, kw: str, *, ability: Ability | None = None,
                 steps: tuple[dict[str, Any], ...] | None = None, **ctx: Any) -> dict[str, Any]:
    frame: dict[str, Any] = {"t": "effect", "src": src, "ctl": ctl, "kw": kw, "i": 0, "sub": 0, "ctx": dict(ctx)}
    if ability is not None:
        frame["ab"] = ability.key
    if steps is not None:
        frame["steps"] = list(steps)
    return frame


def waiting(s: LanesState, frame: dict[str, Any], zone: str, epoch: int | None = None) -> dict[str, Any]:
    """An automatic effect that met its condition, as it waits to activate. ``zone`` is where its card
    must still be when it activates, without having moved meanwhile (8.1.3.2.1)."""
    src = frame["src"]
    return {"tid": s.next_serial(), "ctl": frame["ctl"], "src": src, "zone": zone,
            "epoch": s.cards[src].epoch if epoch is None else epoch, "frame": frame}


def queue(s: LanesState, frame: dict[str, Any], zone: str, epoch: int | None = None) -> None:
    """An automatic effect met its condition: it waits until the current processing ends (8.4.2, 8.4.3)."""
    s.pending.append(waiting(s, frame, zone, epoch))


def open_group(s: LanesState, entries: list[dict[str, Any]]) -> None:
    """Automatic effects that must resolve before the processing under way goes on (4.5.2: those the
    damage triggered, before damage processing) become the group resolving now; the group they
    interrupt waits, and effects triggered meanwhile wait in ``pending`` as usual (8.4.3)."""
    s.outer.append(s.batch)
    s.batch = entries


def close_group(s: LanesState) -> None:
    s.batch = s.outer.pop()


def still_there(s: LanesState, entry: dict[str, Any]) -> bool:
    card = s.cards[entry["src"]]
    return card.zone == entry["zone"] and card.epoch == entry["epoch"]


def queue_abilities(s: LanesState, iid: int, keyword: str) -> None:
    """Queue every live ``keyword`` ability of a card that has an effect to resolve."""
    owner = s.cards[iid].owner
    for ab in live_abilities(s, iid, keyword):
        if ab.effect:
            queue(s, effect_frame(iid, owner, keyword, ability=ab), s.cards[iid].zone)


def launch(s: LanesState, entry: dict[str, Any]) -> None:
    """Activate a waiting effect unless its card left the zone it triggered in (8.1.3.2.1)."""
    src = entry["src"]
    if not still_there(s, entry):
        s.emit("trigger_fizzled", card=src, def_id=s.cards[src].def_id, rule="8.1.3.2.1")
        return
    frame = entry["frame"]
    s.emit(ev.TRIGGER_FIRED, card=src, def_id=s.cards[src].def_id, ability=frame.get("ab"), kw=frame["kw"],
           controller=frame["ctl"])
    s.stack.append(frame)


def schedule(s: LanesState) -> None:
    """Start the next effect of the group resolving now (``batch``; when it is done, the waiting ones become
    the next group): turn player's before the opponent's (8.1.3.2.3), and effects triggered meanwhile only
    after the whole simultaneous group (8.4.1). A player with several chooses their order (1.3.5).
    Effects whose card has moved are dropped (8.1.3.2.1)."""
    if not s.batch:
        s.batch, s.pending = s.pending, []
    live = []
    for entry in s.batch:
        if still_there(s, entry):
            live.append(entry)
        else:
            s.emit("trigger_fizzled", card=entry["src"], def_id=s.cards[entry["src"]].def_id, rule="8.1.3.2.1")
    s.batch = live
    tp = s.turn_player
    for p in (tp, 1 - tp):
        mine = []
        for e in s.batch:
            if e["ctl"] == p:
                mine.append(e)
        if not mine:
            continue
        if len(mine) == 1:
            s.batch.remove(mine[0])
            launch(s, mine[0])
        else:
            s.stack.append({"t": "order", "p": p, "ctx": {}})
        return
