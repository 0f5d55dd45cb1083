"""Modal spells and abilities (700.2) and those with two targets (115.1d): their choices as they are put on
the stack (601.2b-c; an activated ability as it is activated, 602.2b; a triggered one as it is put on the
stack, 603.3c-d), and their resolution with some targets gone illegal (608.2b). No pygame.

A modal spell or activated ability is put on the stack with no target; its player then chooses its modes (a
``mode`` decision offering only the modes whose target can be chosen, 700.2a / 601.2c), then a target for
each chosen mode that has one (``aim`` decisions). One with two targets is cast or activated at its first (the
table's drag onto a target) and asks for the second the same way; a triggered one is given its first by the
trigger's ``target`` question (flow.py) and asks for the second here. The choices are kept on the object's
stack item (``modes``, ``more``), always the top of the stack while they are asked. As it resolves, a target
that became illegal is not affected while the others are; with every target illegal it does nothing
(608.2b). A fight (701.14) needs both its creatures: with either illegal, no damage."""
from __future__ import annotations

import dataclasses
from typing import Callable

from game.engine.decisions import Decision
from game.engine.text import Msg

from .actions import NO_TARGET
from .cards import Ability
from .state import MagicState, StackItem, zid
from .stats import power_toughness
from .targets import candidates, epoch_of, still_legal

MODE, AIM = "mode", "aim"
KINDS = (MODE, AIM)
NONE = "no_target"           # "up to": the second target left out


def handles(a: Ability | None) -> bool:
    return a is not None and (bool(a.modes) or bool(a.target2))


def open_modes(s: MagicState, p: int, a: Ability, source: int) -> list[int]:
    """The modes that may be chosen now: those without a target, or whose target has a legal choice (700.2a)."""
    return [i for i, m in enumerate(a.modes) if not m.target or candidates(s, m.target, p, source)]


def targets_of(s: MagicState, p: int, a: Ability, source: int) -> list[str]:
    """What the Cast (or Activate, or a trigger's first question) may aim at: nothing for a modal spell or
    ability (possible with enough open modes), the first target of one with two (with a different second one
    possible, unless "up to")."""
    if a.modes:
        return [NO_TARGET] if len(open_modes(s, p, a, source)) >= a.choose else []
    firsts = candidates(s, a.target, p, source)
    if a.up_to:
        return [NO_TARGET] + firsts
    seconds = candidates(s, a.target2, p, source)
    return [t for t in firsts if any(u != t for u in seconds)]


def why_target(s: MagicState, p: int, a: Ability, source: int, target: str) -> tuple[str, str, str]:
    """Why a Cast of this spell (or an Activate of this ability) at ``target`` is refused."""
    if a.modes:
        if target != NO_TARGET:
            return ("700.2", "A modal spell or ability goes on the stack first; its targets are chosen with its modes.",
                    "모드 주문이나 능력은 먼저 스택에 올리고, 대상은 모드와 함께 고릅니다.")
        what = ("cast", "발동") if a.kind == "spell" else ("activated", "활성화")
        return ("700.2a", f"Fewer than {a.choose} of its modes have a legal target: it cannot be {what[0]} now.",
                f"대상을 고를 수 있는 모드가 {a.choose}개보다 적어 지금은 {what[1]}할 수 없습니다.")
    if target in candidates(s, a.target, p, source):
        return ("601.2c", "It needs a second, different target, and there is none.",
                "서로 다른 두 번째 대상이 필요한데 없습니다.")
    return ("115.3", "That is not a legal target for it.", "그것은 적법한 대상이 아닙니다.")


def _slot_kinds(a: Ability, modes: tuple[int, ...]) -> list[str]:
    if a.modes:
        return [a.modes[m].target for m in modes if a.modes[m].target]
    return [a.target, a.target2]


def ability_of(s: MagicState, item: StackItem) -> Ability | None:
    """The ability a stack item does: a spell's spell ability, else its source's ability as it last was."""
    if item.kind == "spell":
        return s.defs[item.card].spell_ability
    return s.db[item.def_id].abilities[item.ability]


def asking(s: MagicState, card: object) -> StackItem | None:
    """The object on the stack whose modes or targets ``card``'s decision asks for (None if none is)."""
    return next((i for i in reversed(s.stack) if i.card == card), None)


def _item_at(s: MagicState, card: int | None) -> int:
    """The object whose choices are being made: the top one from ``card`` (they are asked as it goes on top)."""
    return max(k for k, i in enumerate(s.stack) if i.card == card)


# The rule each kind of object makes its choices by: a spell as cast, an activated ability as activated
# (700.2a; 602.2b refers to 601.2b-c), a triggered ability as put on the stack (700.2b / 603.3c modes, 603.3d
# targets).
_MODE_RULE = {"spell": "700.2", "activated": "700.2a", "triggered": "700.2b"}
_AIM_RULE = {"spell": "601.2c", "activated": "602.2b", "triggered": "603.3d"}


def after_put(s: MagicState) -> None:
    """The spell or ability on top of the stack was just put there: its modes, then its further targets,
    are asked for."""
    k = len(s.stack) - 1
    item = s.stack[k]
    a = ability_of(s, item)
    if not handles(a):
        return
    assert a is not None
    if a.modes:
        open_ = open_modes(s, item.controller, a, item.card)
        if len(open_) == a.choose:                 # nothing left to choose: those are the modes
            _set_modes(s, k, tuple(open_))
            return
        what = Msg("one mode", "하나") if a.choose == 1 else Msg(f"{a.choose} modes", f"{a.choose}개")
        name = s.defs[item.card].name
        s.decisions.append(Decision(item.controller, MODE, tuple(f"mode{i + 1}" for i in open_),
                                    Msg(f"Choose {what.en} of {name.en}.", f"{name.ko}의 모드를 {what.ko} 고르세요."),
                                    _MODE_RULE[a.kind], min=a.choose, max=a.choose, source=item.card))
        return
    if item.target:       # "up to" with no first target: no second either
        _next_aim(s, k)


def _set_modes(s: MagicState, k: int, modes: tuple[int, ...]) -> None:
    item = s.stack[k]
    s.stack[k] = dataclasses.replace(item, modes=tuple(sorted(modes)))     # they are done in printed order
    a = ability_of(s, item)
    s.emit("modes_chosen", player=item.controller, card=item.card, modes=[m + 1 for m in sorted(modes)],
           rule=_MODE_RULE[a.kind] if a is not None else "700.2")
    _next_aim(s, k)


def _next_aim(s: MagicState, k: int) -> None:
    item = s.stack[k]
    a = ability_of(s, item)
    assert a is not None
    kinds = _slot_kinds(a, item.modes)
    filled = len(item.more) + (0 if a.modes else 1)
    if filled >= len(kinds):
        return
    kind = kinds[filled]
    options = candidates(s, kind, item.controller, item.card)
    if not a.modes:                 # one word "target" twice over: two different objects (115.3)
        options = [o for o in options if o != item.target]
    opts: tuple[int | str, ...] = tuple(int(o[1:]) if o[0] == "c" else o for o in options)
    if a.up_to:
        opts += (NONE,)
    if not opts:
        return
    s.decisions.append(Decision(item.controller, AIM, opts,
                                Msg(f"Choose {_target_name(kind).en} for {s.defs[item.card].name.en}.",
                                    f"{s.defs[item.card].name.ko}의 대상({_target_name(kind).ko})을 고르세요."),
                                _AIM_RULE[a.kind], source=item.card))


def _target_name(kind: str) -> Msg:
    from .vocab import TARGET_NAMES
    return TARGET_NAMES[kind]


def answer(s: MagicState, d: Decision) -> None:
    k = _item_at(s, d.source)
    if d.kind == MODE:
        _set_modes(s, k, tuple(int(str(o)[4:]) - 1 for o in d.picked))
        return
    o = d.picked[0]
    target = NO_TARGET if o == NONE else f"c{o}" if isinstance(o, int) else str(o)
    item = s.stack[k]
    s.stack[k] = dataclasses.replace(item, more=item.more + (target,),
                                     more_epochs=item.more_epochs + (epoch_of(s, target) if target != NO_TARGET else -1,))
    s.emit("aimed", player=item.controller, card=item.card, target="" if target == NO_TARGET else target, rule="601.2c")
    _next_aim(s, k)


# ----- resolution --------------------------------------------------------------------------------
def _slots(s: MagicState, item: StackItem, a: Ability) -> list[tuple[str, str, int, bool]]:
    """Each target slot: its kind, the target chosen ("" for none), its epoch and whether it is legal now."""
    chosen = ([] if a.modes else [(item.target, item.target_epoch)]) + list(zip(item.more, item.more_epochs))
    kinds = _slot_kinds(a, item.modes)
    chosen += [("", -1)] * (len(kinds) - len(chosen))      # "up to": a target never chosen is none
    out = []
    for kind, (t, e) in zip(kinds, chosen):
        t = "" if t == NO_TARGET else t
        ok = bool(t) and still_legal(s, dataclasses.replace(item, target=t, target_epoch=e), kind)
        out.append((kind, t, e, ok))
    return out


def resolve(s: MagicState, item: StackItem, a: Ability, resolve_effects: Callable[..., None],
            finish: Callable[[MagicState, StackItem], None], damage: Callable[..., None]) -> None:
    """608.2b: targets that became illegal are left out; the spell or ability does nothing if all of them
    did. The effects are done by effects.py's functions, passed in (effects.py calls this: no import cycle)."""
    slots = _slots(s, item, a)
    if any(t for _k, t, _e, _ok in slots) and not any(ok for *_x, ok in slots):
        if item.kind == "spell":
            s.move(item.card, zid(s.cards[item.card].owner, "graveyard"), cause="fizzled")
        s.emit("fizzled", card=item.card, rule="608.2b")
        return

    def aimed(slot: tuple[str, str, int, bool]) -> StackItem:
        kind, t, e, ok = slot
        return dataclasses.replace(item, target=t if ok else "", target_epoch=e)

    if a.modes:
        rest = iter(slots)
        for m in item.modes:
            mode = a.modes[m]
            resolve_effects(s, aimed(next(rest)) if mode.target else dataclasses.replace(item, target=""), mode)
            if s.resume is not None:
                return                     # a zone change waits for a choice; the spell finishes after it
    else:
        first, second = slots[0], slots[1]
        for e in a.effects:
            if e.do == "fight":
                _fight(s, item, first, second, damage)
                continue
            groups = {"target": [first], "target2": [second], "each_target": [first, second]}.get(e.to)
            one = dataclasses.replace(e, to="target") if groups else e
            for slot in groups or [("", "", -1, False)]:
                if groups and not slot[3]:
                    continue               # 608.2b: an illegal target is not affected
                resolve_effects(s, aimed(slot), Ability("spell", (one,), target=slot[0]))
            if s.resume is not None:
                return
    finish(s, item)


def _fight(s: MagicState, item: StackItem, first: tuple[str, str, int, bool],
           second: tuple[str, str, int, bool], damage: Callable[..., None]) -> None:
    """701.14a: each deals damage equal to its power to the other; 701.14b: with either illegal (or gone),
    no damage is dealt."""
    if not (first[3] and second[3]):
        s.emit("fight_missed", card=item.card, rule="701.14b")
        return
    a, b = int(first[1][1:]), int(second[1][1:])
    pa, pb = power_toughness(s, a)[0], power_toughness(s, b)[0]
    s.emit("fought", card=a, other=b, rule="701.14a")
    damage(s, a, s.controller(a), f"c{b}", pa)
    damage(s, b, s.controller(b), f"c{a}", pb)


def reanimate(s: MagicState, item: StackItem, cards: list[int]) -> None:
    for i in cards:
        if s.cards[i].zone.endswith(".graveyard") and s.defs[i].permanent:
            s.move(i, zid(item.controller, "battlefield"), cause="reanimate")


def slot_effects(s: MagicState, d: Decision) -> Ability:
    """The effects the target an ``aim`` decision asks for will receive (for the AI's rule of thumb)."""
    k = _item_at(s, d.source)
    item = s.stack[k]
    a = ability_of(s, item)
    assert a is not None
    if a.modes:
        targeted = [m for m in item.modes if a.modes[m].target]
        mode = a.modes[targeted[min(len(item.more), len(targeted) - 1)]]
        return mode
    effects = tuple(dataclasses.replace(e, to="target") for e in a.effects
                    if e.to in ("target2", "each_target") or e.do == "fight")
    return Ability("spell", effects, target=a.target2)
