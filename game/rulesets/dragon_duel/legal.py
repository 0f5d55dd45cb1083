"""The legal actions of a Dragon Duel state, and the reason any other action is refused."""
from __future__ import annotations

from game.engine.actions import DONE, Action, Choose, Concede, interned
from game.engine.decisions import (Decision, already_chosen, answer_first, decides_first, not_a_choice,
                                   nothing_to_choose, too_few)
from game.engine.errors import IllegalActionError
from game.engine.text import josa

from .actions import (Continue, Declare, GiveUp, PlayBooster, PlayCharacter, PlayLeadership, PlaySupport,
                      StartBattle, Withdraw)
from .effects import why_not_recall
from .play import (character_refused, continue_refused, leadership_refused, second_refused, start_refused,
                   why_not_booster, why_not_character, why_not_continue, why_not_declare, why_not_give_up,
                   why_not_leadership, why_not_start, why_not_support, why_not_withdraw)
from .state import PHASE_CHARACTER, PHASE_ENGAGEMENT, PHASE_LEADERSHIP, PHASE_SUPPORT, DDState


def pay_sets(s: DDState) -> list[list[int]]:
    f = s.stack[-1] if s.stack else {}
    return f.get("ctx", {}).get("sets", [])


def choice_options(s: DDState, d: Decision) -> tuple[list[object], bool]:
    """The options still open in a pending decision and whether ``done`` may close it now."""
    if d.kind == "pay":   # DD-13.2: only picks that can still end in a set with no surplus card
        picked = set(d.picked)
        fitting = [x for x in pay_sets(s) if picked <= set(x)]
        opts = sorted({c for x in fitting for c in x} - picked)
        return list(opts), False
    return list(d.remaining()), d.can_finish() and len(d.picked) < d.max


def generate_legal(s: DDState) -> list[Action]:
    if s.decisions:
        d = s.decisions[0]
        opts, can_finish = choice_options(s, d)
        acts: list[Action] = [interned(Choose, d.player, o) for o in opts]
        if can_finish:
            acts.append(interned(Choose, d.player, DONE))
        return acts
    p = s.turn_player
    ph = s.phase
    hand = s.hands[p].cards
    defs = s.defs
    acts = []
    # No decision, the turn player, the phase (and the battle, a card of the hand): the rest of each check is asked.
    if ph is PHASE_LEADERSHIP or ph is PHASE_ENGAGEMENT:
        if ph is PHASE_LEADERSHIP:
            for c in hand:
                if defs[c].type == "leadership" and leadership_refused(s, p, c) is None:
                    acts.append(interned(PlayLeadership, p, c))
        if s.battle:
            if continue_refused(s, p) is None:
                acts.append(interned(Continue, p))
            acts.append(interned(Withdraw, p))
        else:
            if start_refused(s, p) is None:
                acts.append(interned(StartBattle, p))
            acts.append(interned(GiveUp, p))
    elif ph is PHASE_CHARACTER:
        for c in hand:
            if defs[c].type == "character" and character_refused(s, p, c) is None:
                acts.append(interned(PlayCharacter, p, c))
    elif ph is PHASE_SUPPORT:
        for c in hand:
            t = defs[c].type
            if t == "booster" and second_refused(s, p, c, t) is None:
                acts.append(interned(PlayBooster, p, c))
            elif t == "support" and second_refused(s, p, c, t) is None:
                acts.append(interned(PlaySupport, p, c))
        if why_not_declare(s, p) is None:
            acts.append(interned(Declare, p))
    return acts


def _choose_refusal(s: DDState, a: Choose) -> tuple[str, str, str]:
    mine = [d for d in s.decisions if d.player == a.player]
    if not mine:
        return decides_first(s.decisions[0]) if s.decisions else nothing_to_choose("DD-12.1")
    d = mine[0]
    if a.option == DONE:
        if d.kind == "pay":
            return (d.rule, "The cards chosen do not pay the cost yet.", "고른 카드로는 아직 비용을 치를 수 없습니다.")
        if len(d.picked) < d.min:
            return too_few(d)
        return (d.rule, "Nothing left to finish.", "마칠 선택이 없습니다.")
    if a.option in d.picked:
        return already_chosen(d)
    if d.kind == "recall" and isinstance(a.option, int) and 0 <= a.option < len(s.cards):
        why = why_not_recall(s, a.player, a.option)      # the recall rule that keeps the card where it is
        if why is not None:
            return why
    if d.kind == "pay" and a.option in d.options:
        return ("DD-13.2", "With that card the discard would include a card to spare, which is not allowed.",
                "그 카드를 더하면 남는 카드가 생기므로 버릴 수 없습니다.")
    return not_a_choice(d)


def explain_refusal(s: DDState, a: Action) -> IllegalActionError:
    r = None
    if isinstance(a, Choose):
        r = _choose_refusal(s, a)
    elif s.decisions and not isinstance(a, Concede):
        r = answer_first(s.decisions[0], a.player)
    elif isinstance(a, PlayLeadership):
        r = why_not_leadership(s, a.player, a.card)
    elif isinstance(a, StartBattle):
        r = why_not_start(s, a.player)
    elif isinstance(a, GiveUp):
        r = why_not_give_up(s, a.player)
    elif isinstance(a, Continue):
        r = why_not_continue(s, a.player)
    elif isinstance(a, Withdraw):
        r = why_not_withdraw(s, a.player)
    elif isinstance(a, PlayCharacter):
        r = why_not_character(s, a.player, a.card)
    elif isinstance(a, PlayBooster):
        r = why_not_booster(s, a.player, a.card)
    elif isinstance(a, PlaySupport):
        r = why_not_support(s, a.player, a.card)
    elif isinstance(a, Declare):
        r = why_not_declare(s, a.player)
    if r is None:
        r = ("DD-0.1", "That is not possible now.", "지금은 할 수 없습니다.")
    return IllegalActionError(r[0], r[1], r[2], a)
