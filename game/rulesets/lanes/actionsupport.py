"""Operations shared by rules and effects: drawing, trashing, level changes, asking a player."""
from __future__ import annotations

from typing import Any, Sequence

from game.engine import events as ev
from game.engine.decisions import Decision
from game.engine.text import Msg

from .state import DECK, HAND, MAX_LEVEL, TRASH, LanesState, Mod
from .statics import live_abilities, snapshot
from .triggers import effect_frame, queue


def ask(s: LanesState, decision: Decision) -> None:
    s.decisions = [decision]
    s.emit(ev.DECISION, (decision.player,) if decision.secret else None,
           public=("player", "kind", "option_count", "min", "max", "prompt", "rule"), **decision.to_json(decision.player))


def draw(s: LanesState, player: int, n: int) -> int:
    """Draw n (4.4.3); an empty deck when a draw is due is a loss condition (1.2.2.3). A player forbidden
    to draw does not (1.3.4; a rule's draw too, 1.3.1), and so does not have to draw from an empty deck."""
    forbidden = (s._cache or snapshot(s)).player_prohibit[player]
    if forbidden and "draw" in forbidden and n > 0:
        s.emit("prohibited", player=player, what="draw", rule="1.3.4")
        return 0
    deck = s.zones[DECK[player]].cards
    drawn = 0
    for _ in range(n):
        if not deck:
            s.losing.append((player, "1.2.2.3"))
            break
        s.move(deck[0], HAND[player], reason="draw")
        drawn += 1
    return drawn


def trash_unit(s: LanesState, unit: int, cause: str, killer: int | None = None) -> None:
    """Trash a unit from its unit zone. ``cause``: battle, effect, upgrade or rule.
    Its items follow, not by effect (3.5.6.1); exit abilities are fixed now and resolve from the trash (10.1.7.2.1)."""
    exits = live_abilities(s, unit, "exit") if cause in ("battle", "effect") else None
    _to_trash(s, unit, cause)
    if exits:
        _queue_exits(s, unit, cause, exits, killer)


def trash_units(s: LanesState, units: Sequence[tuple[int, str]], killer: int | None = None) -> None:
    """Trash several units together, each with its cause: the exit abilities of all of them are fixed
    on the field before any leaves (10.1.7.2.1), so one leaving cannot take another's exit away (a
    frontline it ended)."""
    if len(units) == 1:
        trash_unit(s, units[0][0], units[0][1], killer)
        return
    fixed = []
    for unit, cause in units:
        fixed.append((unit, cause, live_abilities(s, unit, "exit") if cause in ("battle", "effect") else None))
    for unit, cause, _ in fixed:
        _to_trash(s, unit, cause)
    for unit, cause, exits in fixed:
        if exits:
            _queue_exits(s, unit, cause, exits, killer)


def _to_trash(s: LanesState, unit: int, cause: str) -> None:
    """The unit to its owner's trash; its items follow, not by effect (3.5.6.1)."""
    items = s.items_of(unit)
    trash = TRASH[s.cards[unit].owner]
    s.move(unit, trash, cause=cause)
    for item in items:
        s.move(item, trash, cause="rule", rule="3.5.6.1")


def _queue_exits(s: LanesState, unit: int, cause: str, exits: list[Any], killer: int | None) -> None:
    """Exit abilities fixed on the field resolve from the trash (10.1.7.2.1)."""
    owner = s.cards[unit].owner
    trash = TRASH[owner]
    for ab in exits:
        if ab.effect:
            queue(s, effect_frame(unit, owner, "exit", ability=ab), trash)
        if ab.get("mutual_destruction") and cause == "battle" and killer is not None:
            queue(s, effect_frame(unit, owner, "exit", steps=({"do": "_mutual"},), foe=killer), trash)
        if ab.get("return"):
            queue(s, effect_frame(unit, owner, "exit", steps=({"do": "_register_return"},)), trash)


def trash_card(s: LanesState, iid: int, cause: str, **extra: Any) -> None:
    """Trash a card that is not a unit on the field (hand, deck, damage zone, skill zone, item)."""
    s.move(iid, TRASH[s.cards[iid].owner], cause=cause, **extra)


def change_level(s: LanesState, player: int, n: int) -> bool:
    """Move the leader along the level track, within 1-10 (4.6.3); awaken may follow (10.2.6.1)."""
    old = s.level[player]
    new = max(1, min(MAX_LEVEL, old + n))
    if new == old:
        return False
    s.level[player] = new
    if new > old:  # a level link from old + 1 to new counts from now (1.3.7)
        s.serial += 1
        s.level_since[player][old + 1:new + 1] = [s.serial] * (new - old)
    if s._cache is not None and s._cache.level_matters(player, old, new):
        s.touch()  # otherwise nothing continuous reads the level: sizes are computed when asked
    s.emit("level_changed", player=player, old=old, new=new)
    check_awaken(s, player)
    return True


def check_awaken(s: LanesState, player: int) -> None:
    if s.awakened[player]:
        return
    leader = s.leader[player]
    for ab in s.defs[leader].front.abilities:
        if ab.keyword == "awaken" and s.level[player] >= ab.data["level"]:
            waiting = s.pending + s.batch + [e for group in s.outer for e in group]
            if not any(e["src"] == leader and e["frame"].get("steps") == [{"do": "_awaken"}] for e in waiting):
                queue(s, effect_frame(leader, player, "awaken", steps=({"do": "_awaken"},)), f"p{player}.level")
            return


def add_mod(s: LanesState, target: int, kind: str, value: Any, until: str, source: int, controller: int) -> None:
    s.mods.append(Mod(s.next_serial(), target, kind, value, until, source, controller))
    s.mods_changed()


def nullify(s: LanesState, until: str) -> bool:
    """8.5: effects lasting ``until`` end together; numbers may dip below 0 meanwhile (8.5.2.1).
    True if any ended."""
    ending = 0
    for m in s.mods:
        if m.until == until:
            ending += 1
    if not ending:
        return False
    # 8.5.2.1: while they end, numbers may dip below 0 without trashing anything; nothing reads them
    # in between here, so the recomputation after all have ended is the one that counts.
    s.mods = [m for m in s.mods if m.until != until]
    s.mods_changed()
    s.emit("effects_ended", until=until, count=ending, rule="8.5")
    return True


def yes_no(player: int, prompt: Msg, rule: str, source: int | None) -> Decision:
    return Decision(player=player, kind="may", options=("yes", "no"), prompt=prompt, rule=rule, source=source)
