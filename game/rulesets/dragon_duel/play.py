"""Why an action is refused (the ``why_not_*`` checks shared by the legal list and the refusals), and
what the plays do. A check returns None or (rule, English, Korean)."""
from __future__ import annotations

from typing import Optional

from game.engine.decisions import answer_first
from game.engine.text import josa

from .state import PHASE_CHARACTER, PHASE_ENGAGEMENT, PHASE_LEADERSHIP, PHASE_SUPPORT, DDState, Phase
from .backtrack import reaches_after
from .statics import forbidding, has_icon

Reason = Optional[tuple[str, str, str]]


def _name(s: DDState, iid: int) -> tuple[str, str]:
    n = s.defs[iid].name
    return n.en, n.ko


def why_not_turn(s: DDState, p: int, phases: tuple[Phase, ...], rule: str) -> Reason:
    if s.decisions:
        return answer_first(s.decisions[0], p)
    if p != s.turn_player:
        return ("DD-8.2", "It is not your turn.", "당신의 턴이 아닙니다.")
    if s.phase not in phases:
        from .describe import PHASE_NAMES
        en, ko = PHASE_NAMES[s.phase.value]
        return (rule, f"That cannot be done in the {en} phase.", f"{ko} 단계에서는 할 수 없습니다.")
    return None


def _in_hand(s: DDState, p: int, iid: int, ctype: str, rule: str) -> Reason:
    if not 0 <= iid < len(s.cards) or iid not in s.hands[p].cards:
        return (rule, "That card is not in your hand.", "그 카드는 손에 없습니다.")
    if s.defs[iid].type != ctype:
        en, ko = _CTYPE[ctype]
        return (rule, f"That is not a {en} card.", f"그 카드는 {ko} 카드가 아닙니다.")
    return None


_CTYPE = {"character": ("character", "캐릭터"), "booster": ("booster", "부스터"), "support": ("support", "서포트"),
          "leadership": ("leadership", "리더십")}


def _forbidden(s: DDState, p: int, iid: int) -> Reason:
    snap = s.snap()
    if not snap.forbid:
        return None
    src = forbidding(s, snap, p, iid)
    if src is None:
        return None
    en, ko = _name(s, src)
    if s.cards[src].owner != p:
        return ("DD-12.3", f"Your opponent's {en} forbids playing that card; no text of the card itself can "
                           "overrule it before it is played.",
                f"상대의 {josa(ko, '이/가')} 그 카드를 플레이하지 못하게 합니다. 플레이하기 전의 카드 텍스트로는 뒤집을 수 없습니다.")
    return ("DD-12.2", f"Your own {en} says you cannot play that card.", f"당신의 {ko}에 따라 그 카드를 플레이할 수 없습니다.")


def has_character(s: DDState, p: int) -> bool:
    defs = s.defs
    return any(defs[c].type == "character" for c in s.hands[p].cards)


def why_not_leadership(s: DDState, p: int, iid: int) -> Reason:
    return (why_not_turn(s, p, (PHASE_LEADERSHIP,), "DD-2.1")
            or _in_hand(s, p, iid, "leadership", "DD-2.1")
            or leadership_refused(s, p, iid))


def leadership_refused(s: DDState, p: int, iid: int) -> Reason:
    """The rest of :func:`why_not_leadership` once the turn, the phase and the leadership card in hand hold:
    the legal list asks it for each leadership card in the hand."""
    return _forbidden(s, p, iid)


def why_not_start(s: DDState, p: int) -> Reason:
    r = why_not_turn(s, p, (PHASE_LEADERSHIP, PHASE_ENGAGEMENT), "DD-3.1")
    if r:
        return r
    if s.battle:
        return ("DD-3.1", "A battle is on: continue it or withdraw.", "전투 중입니다. 계속하거나 철수하세요.")
    return start_refused(s, p)


def start_refused(s: DDState, p: int) -> Reason:
    """The rest of :func:`why_not_start` once the turn, the phase and the want of a battle hold: the legal list
    asks it."""
    if not has_character(s, p):
        return ("DD-3.2.3", "You have no character card in hand, so you cannot start a battle.",
                "손에 캐릭터 카드가 없어 전투를 시작할 수 없습니다.")
    return _prevent(s, p, "start")


def why_not_give_up(s: DDState, p: int) -> Reason:
    r = why_not_turn(s, p, (PHASE_LEADERSHIP, PHASE_ENGAGEMENT), "DD-3.1")
    if r:
        return r
    if s.battle:
        return ("DD-3.1", "A battle is on: continue it or withdraw.", "전투 중입니다. 계속하거나 철수하세요.")
    return None


def why_not_continue(s: DDState, p: int) -> Reason:
    r = why_not_turn(s, p, (PHASE_LEADERSHIP, PHASE_ENGAGEMENT), "DD-3.1")
    if r:
        return r
    if not s.battle:
        return ("DD-3.1", "No battle is on: start one or give up the right.", "전투 중이 아닙니다. 전투를 시작하거나 권리를 포기하세요.")
    return continue_refused(s, p)


def continue_refused(s: DDState, p: int) -> Reason:
    """The rest of :func:`why_not_continue` once the turn, the phase and the battle hold: the legal list asks it."""
    if not has_character(s, p):
        return ("DD-3.3.3", "You have no character card in hand: you must withdraw.",
                "손에 캐릭터 카드가 없으므로 철수해야 합니다.")
    return _prevent(s, p, "continue")


def why_not_withdraw(s: DDState, p: int) -> Reason:
    r = why_not_turn(s, p, (PHASE_LEADERSHIP, PHASE_ENGAGEMENT), "DD-3.1")
    if r:
        return r
    if not s.battle:
        return ("DD-3.1", "No battle is on: there is nothing to withdraw from.", "전투 중이 아니므로 철수할 수 없습니다.")
    return None


def why_not_character(s: DDState, p: int, iid: int, *, search: bool = True) -> Reason:
    return (why_not_turn(s, p, (PHASE_CHARACTER,), "DD-4.1")
            or _in_hand(s, p, iid, "character", "DD-4.1")
            or character_refused(s, p, iid, search=search))


def character_refused(s: DDState, p: int, iid: int, *, search: bool = True) -> Reason:
    """The rest of :func:`why_not_character` once its turn, phase and hand checks hold: the legal list and
    the flow ask it for each character in the hand of the player who must play one."""
    return _forbidden(s, p, iid) or (_prevent(s, p, "character", iid) if search else None)


def _why_not_second(s: DDState, p: int, iid: int, ctype: str, search: bool) -> Reason:
    if s.phase is PHASE_CHARACTER and p == s.turn_player and not s.decisions:
        return ("DD-4.1", "Play your one character first; boosters and supports come after it.",
                "먼저 캐릭터 1장을 플레이하세요. 부스터와 서포트는 그 다음입니다.")
    return (why_not_turn(s, p, (PHASE_SUPPORT,), "DD-5.1") or _in_hand(s, p, iid, ctype, "DD-5.1")
            or second_refused(s, p, iid, ctype, search=search))


def second_refused(s: DDState, p: int, iid: int, ctype: str, *, search: bool = True) -> Reason:
    """The rest of the booster and support checks once the turn, the support phase and the card in hand (of
    ``ctype``) hold: the legal list and the flow ask it for each such card in the turn player's hand."""
    if plays_left(s, p) <= 0:
        return ("DD-5.1", "You have already played your booster or support this turn.",
                "이번 턴에는 이미 부스터나 서포트를 플레이했습니다.")
    if s.starting_turn:
        snap = s.snap()
        if not has_icon(s, snap.ignored, iid, "ambush"):
            return ("DD-5.1", "On the turn that starts a battle no booster or support is played "
                              "(only a card with the ambush icon may be).",
                    "전투를 시작한 턴에는 부스터나 서포트를 플레이하지 않습니다(기습 아이콘 카드만 가능).")
    if ctype == "booster" and s.char[p] < 0:
        return ("DD-5.2", "A booster goes on your active character, and you have none.",
                "부스터는 활성 캐릭터 위에 놓는데, 활성 캐릭터가 없습니다.")
    return _forbidden(s, p, iid) or (_prevent(s, p, ctype, iid) if search else None)


def plays_left(s: DDState, p: int) -> int:
    """DD-5.1: one booster or support, unless an active text allows more (the golden rule)."""
    return 1 + s.snap().extra[p] - s.plays_made


def why_not_booster(s: DDState, p: int, iid: int, *, search: bool = True) -> Reason:
    return _why_not_second(s, p, iid, "booster", search)


def why_not_support(s: DDState, p: int, iid: int, *, search: bool = True) -> Reason:
    return _why_not_second(s, p, iid, "support", search)


def why_not_declare(s: DDState, p: int) -> Reason:
    r = why_not_turn(s, p, (PHASE_SUPPORT,), "DD-6.1")
    if r:
        return r
    if prevent_on(s) and s.battle:
        mine, theirs = s.attack_total(p), s.attack_total(1 - p)
        if mine < theirs:
            return ("DD-15.2", f"Your attack value {mine} is below your opponent's {theirs}; with backtracking set "
                               "to prevent, play a card that reaches it.",
                    f"공격값 {josa(str(mine), '이/가')} 상대의 {theirs}보다 낮습니다. 되돌리기 방지 설정에서는 도달하는 카드를 플레이해야 합니다.")
    return None


def prevent_on(s: DDState) -> bool:
    return s.options.get("backtracking") == "prevent" and not s.searching


def _prevent(s: DDState, p: int, what: str, iid: int = -1) -> Reason:
    """DD-15.2 with backtracking=prevent: refuse the play after which no line in hand reaches."""
    if not prevent_on(s):
        return None
    if reaches_after(s, p, what, iid):
        return None
    return ("DD-15.2", "After this no line of cards in your hand reaches your opponent's attack value "
                       "(backtracking is set to prevent).",
            "이렇게 하면 손의 어떤 카드 조합으로도 상대의 공격값에 도달할 수 없습니다(되돌리기 방지 설정).")
