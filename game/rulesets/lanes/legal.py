"""The legal actions of a Lanes state, and the reason any other action is refused."""
from __future__ import annotations

from game.engine.actions import DONE, Action, Choose, Concede, interned
from game.engine.decisions import already_chosen, answer_first, decides_first, not_a_choice, nothing_to_choose, too_few
from game.engine.errors import IllegalActionError

from .actions import Activate, Attack, EndAttack, EndMain, PlayItem, PlaySkill, PlayUnit
from .play import (active_sources, attack_refused, budget, item_refused, skill_refused, skills_forbidden, unit_windows,
                   why_not_activate, why_not_attack, why_not_end_attack, why_not_end_main, why_not_play_item,
                   why_not_play_skill, why_not_play_unit, why_not_use)
from .state import HAND, LANES, PHASE_ATTACK, PHASE_MAIN, LanesState
from .statics import abilities_of_kind, snapshot


_LANES = tuple(range(LANES))
# Per player, a unit card's PlayUnit actions by lane (the interned values, found once per card rather than once
# per card and lane at every listing)
_UNIT_ROWS: tuple[dict[int, tuple[Action, ...]], dict[int, tuple[Action, ...]]] = ({}, {})
# Each player's attack and phase-ending actions, interned once
_ATTACKS = tuple(tuple(interned(Attack, p, lane) for lane in _LANES) for p in (0, 1))
_END_MAIN = tuple(interned(EndMain, p) for p in (0, 1))
_END_ATTACK = tuple(interned(EndAttack, p) for p in (0, 1))


def generate_legal(s: LanesState) -> list[Action]:
    if s.decisions:
        d = s.decisions[0]
        acts: list[Action] = []
        for o in d.remaining():
            acts.append(interned(Choose, d.player, o))
        if d.can_finish() and len(d.picked) < d.max:
            acts.append(interned(Choose, d.player, DONE))
        return acts
    p = s.turn_player
    # No decision, and the turn player's: of why_not_main and why_not_attack_phase only the rest is asked
    if s.phase is PHASE_MAIN:
        if s.stack or s.pending or s.batch:
            return []
        acts = []
        room = budget(s, p)
        windows = None
        skills_ok = None
        defs = s.defs
        rows = _UNIT_ROWS[p]
        for c in s.zones[HAND[p]].cards:
            d = defs[c]
            ctype = d.type
            if ctype == "unit":
                # The same test as why_not_play_unit, with each lane's window found once for the whole hand.
                if windows is None:
                    windows = unit_windows(s, p, room)
                card_cost = d.cost
                row = rows.get(c)
                if row is None:
                    row = rows[c] = tuple(interned(PlayUnit, p, c, lane) for lane in _LANES)
                for lane, floor, ceiling in windows:
                    if floor < card_cost <= ceiling:
                        acts.append(row[lane])
            elif d.cost > room:
                continue  # an item or skill that does not fit is refused on every lane (6.4.1.1.2)
            elif ctype == "item":
                for lane in _LANES:
                    if item_refused(s, p, c, lane) is None:
                        acts.append(interned(PlayItem, p, c, lane))
            elif ctype == "skill":
                if skills_ok is None:
                    skills_ok = not skills_forbidden(s, p)
                if skills_ok and skill_refused(s, p, c) is None:
                    acts.append(interned(PlaySkill, p, c))
        granted = (s._cache or snapshot(s)).keywords
        for src in active_sources(s, p):
            if "active" not in defs[src].all_keywords and "active" not in granted.get(src, ()):  # type: ignore[attr-defined]
                continue  # no active ability printed on either face, nor granted: abilities_of_kind finds none
            for ab in abilities_of_kind(s, src, "active"):
                if why_not_use(s, p, src, ab) is None:
                    acts.append(interned(Activate, p, src, ab.key))
        acts.append(_END_MAIN[p])
        return acts
    if s.phase is PHASE_ATTACK:
        if s.battle is not None or s.stack or s.pending or s.batch:
            return []
        lanes = []
        acts = []
        row = _ATTACKS[p]
        for lane in _LANES:
            if attack_refused(s, p, lane) is None:
                lanes.append(lane)
                acts.append(row[lane])
        if why_not_end_attack(s, p, attackable=lanes) is None:
            acts.append(_END_ATTACK[p])
        return acts
    return []


def _choose_refusal(s: LanesState, a: Choose) -> tuple[str, str, str]:
    mine = [d for d in s.decisions if d.player == a.player]
    if not mine:
        return decides_first(s.decisions[0]) if s.decisions else nothing_to_choose("8.3.3")
    d = mine[0]
    if a.option == DONE:
        if len(d.picked) < d.min:
            return too_few(d)
        return (d.rule, "Nothing left to finish.", "마칠 선택이 없습니다.")
    if a.option in d.picked:
        return already_chosen(d)
    return not_a_choice(d)


def explain_refusal(s: LanesState, a: Action) -> IllegalActionError:
    r = None
    if isinstance(a, Choose):
        r = _choose_refusal(s, a)
    elif s.decisions and not isinstance(a, Concede):
        r = answer_first(s.decisions[0], a.player)
    elif isinstance(a, PlayUnit):
        r = why_not_play_unit(s, a.player, a.card, a.lane)
    elif isinstance(a, PlayItem):
        r = why_not_play_item(s, a.player, a.card, a.lane)
    elif isinstance(a, PlaySkill):
        r = why_not_play_skill(s, a.player, a.card)
    elif isinstance(a, Activate):
        r = why_not_activate(s, a.player, a.card, a.ability)
    elif isinstance(a, EndMain):
        r = why_not_end_main(s, a.player)
    elif isinstance(a, Attack):
        r = why_not_attack(s, a.player, a.lane)
    elif isinstance(a, EndAttack):
        r = why_not_end_attack(s, a.player)
    if r is None:
        r = ("6.1", "That is not possible now.", "지금은 할 수 없습니다.")
    if len(r) > 3:
        return IllegalActionError(r[0], r[1].format(*r[3]), r[2].format(*r[3]), a)
    return IllegalActionError(r[0], r[1], r[2], a)
