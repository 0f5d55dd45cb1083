"""Replacement effects on zone changes (614, 616), with the affected card's owner choosing (616.1).

A zone change that a replacement effect could modify is held (``MagicState.held``) while its owner
chooses which replacement to apply next; each applies once to the event (614.5), but the commander's
"to the command zone instead" (903.9b) may apply again. An optional replacement the owner refuses is
not offered again for that event. The resolution that made the change pauses at the end of the effect
that made it and goes on once every held change is done (effects.continue_resolution). No pygame.

Replacements of this core:
- ``command``: a commander its owner's hand or library would receive goes to the command zone
  instead, if its owner wants (903.9b; optional, repeatable);
- a permanent's number: its ``hand_to_library`` static ability: a card an opponent owns that
  would be put into that opponent's hand from the battlefield goes to the bottom of their library
  instead (mandatory, once)."""
from __future__ import annotations

from game.engine.decisions import Decision
from game.engine.text import Msg

from .state import HeldMove, MagicState, zid

COMMAND = "command"
NONE = "none"


def _kind(zone: str) -> str:
    return zone.partition(".")[2] or zone


def applicable(s: MagicState, h: HeldMove) -> list[tuple[str | int, bool]]:
    """(id, optional) of every replacement that could modify the held change now."""
    out: list[tuple[str | int, bool]] = []
    owner = s.cards[h.card].owner
    dest = _kind(h.dest)
    if any(v.replaces_move(s, h.card, dest) for v in s.variants) and COMMAND not in h.declined:
        out.append((COMMAND, True))
    if dest == "hand" and s.on_battlefield(h.card):
        for q in s.opponents(owner):
            for i in s.battlefield(q):
                if i not in h.applied and any(a.static == "hand_to_library" for a in s.defs[i].statics):
                    out.append((i, False))
    return out


def move(s: MagicState, iid: int, dest: str, *, index: int | None = None, cause: str = "") -> bool:
    """Move ``iid`` to ``dest`` unless a replacement needs its owner's choice first. True if it moved now."""
    h = HeldMove(iid, dest, index, cause)
    if applicable(s, h):
        s.held.append(h)
        if len(s.held) == 1:
            _ask(s)
        return False
    s.move(iid, dest, index=index, cause=cause)
    return True


def is_held(s: MagicState, iid: int) -> bool:
    return any(h.card == iid for h in s.held)


def _ask(s: MagicState) -> None:
    """Offer the first held change's replacements, or finish it if none is left to choose."""
    while s.held:
        h = s.held[0]
        opts = applicable(s, h)
        if not opts:
            s.held.pop(0)
            s.move(h.card, h.dest, index=h.index, cause=h.cause)
            continue
        if len(opts) == 1 and not opts[0][1]:            # one mandatory replacement: no choice to make
            s.held[0] = _apply(s, h, opts[0][0])
            continue
        choices = tuple(o for o, _opt in opts) + ((NONE,) if all(opt for _o, opt in opts) else ())
        if all(o == COMMAND for o, _opt in opts):
            # the commander's own return is the only offer: the player should read the rule they know it by
            ask, rule = Msg("Your commander is going to a hand or library: you may put it into "
                            "the command zone instead.",
                            "장군이 손이나 서고로 가려 합니다. 대신 커맨드 영역에 둘 수 있습니다."), "903.9b"
        else:
            ask, rule = Msg("A replacement effect can change where this card goes: choose one to apply.",
                            "대체 효과가 이 카드가 갈 곳을 바꿀 수 있습니다. 적용할 것을 고르세요."), "616.1"
        s.decisions.append(Decision(s.cards[h.card].owner, "replace", choices, ask, rule, source=h.card))
        return


def _apply(s: MagicState, h: HeldMove, rid: str | int) -> HeldMove:
    owner = s.cards[h.card].owner
    if rid == COMMAND:
        s.emit("replaced", card=h.card, by=COMMAND, rule="903.9b")
        return HeldMove(h.card, zid(owner, "command"), None, "commander_return", h.applied + (rid,), h.declined)
    s.emit("replaced", card=h.card, by=rid, rule="614.1a")
    return HeldMove(h.card, zid(owner, "library"), None, h.cause, h.applied + (rid,), h.declined)


def answer(s: MagicState, option: object) -> None:
    """The owner's choice for the first held change: a replacement to apply, or none of the optional ones."""
    if not s.held:
        return
    h = s.held[0]
    if option == NONE:
        s.held[0] = HeldMove(h.card, h.dest, h.index, h.cause, h.applied,
                             h.declined + tuple(o for o, opt in applicable(s, h) if opt))
        s.emit("replacement_declined", card=h.card, rule="616.1")
    else:
        s.held[0] = _apply(s, h, option if isinstance(option, int) else str(option))
    _ask(s)


def drop_player(s: MagicState, p: int) -> None:
    """800.4a: changes of the cards of a player who left are forgotten (their cards leave with them)."""
    s.held = [h for h in s.held if s.cards[h.card].owner != p]
    if s.held and not any(d.kind == "replace" for d in s.decisions):
        _ask(s)
