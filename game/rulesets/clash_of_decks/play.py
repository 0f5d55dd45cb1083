"""Why an action is refused: the ``why_not_*`` checks shared by the legal list and the refusals.
A check returns None or (rule, English, Korean)."""
from __future__ import annotations

from typing import Optional

from game.engine.decisions import answer_first

from .state import WINDOW, CDState, Phase, zid
from .summon import cost_now

Reason = Optional[tuple[str, str, str]]


def why_not_turn(s: CDState, p: int) -> Reason:
    if s.decisions:
        return answer_first(s.decisions[0], p)
    if s.phase is not Phase.SUMMON:
        return ("CD-5.3", "Cards are played in phase 2, the summon phase.", "카드는 2페이즈(소환)에 플레이합니다.")
    if p != s.active:
        return ("CD-5.1", "It is not your turn.", "당신의 차례가 아닙니다.")
    if s.is_ai(p):
        return ("CD-7.7", "The AI plays by the rules, not by choice.", "AI는 선택하지 않고 규칙대로 플레이합니다.")
    return None


def is_champion(s: CDState, p: int, iid: int) -> bool:
    return 0 <= p < s.num_players and s.champ[p] == iid and s.cards[iid].zone == zid(p, "champion")


def why_not_card(s: CDState, p: int, iid: int, kind: str) -> Reason:
    """The card can be played now: in the window or a ready champion, of the right type, affordable."""
    return why_not_turn(s, p) or why_not_card_now(s, p, iid, kind)


def why_not_card_now(s: CDState, p: int, iid: int, kind: str) -> Reason:
    """``why_not_card`` for the player whose summon phase it is."""
    if not 0 <= iid < len(s.cards):
        return ("CD-5.3.1", "There is no such card.", "그런 카드는 없습니다.")
    if is_champion(s, p, iid):
        if not s.champ_ready[p]:
            return ("CD-10.3", "An exhausted champion cannot be summoned; it is ready again when any player plays "
                               "a card of its cost.", "소진된 챔피언은 소환할 수 없습니다. 누군가 같은 비용의 카드를 플레이하면 준비 상태가 됩니다.")
    else:
        hand = s.hands[p].cards
        if iid not in hand:
            return ("CD-5.3.1", "That card is not in your hand.", "그 카드는 손에 없습니다.")
        if iid not in hand[:WINDOW]:
            return ("CD-5.3.1", "Only the four leftmost cards of your hand can be played (the citadel does not count).",
                    "손에서 가장 왼쪽 4장만 플레이할 수 있습니다(성채는 세지 않습니다).")
        if iid not in s.window(p):
            return ("CD-12.27", "Threat: while your Threat creature is in play you cannot play the rightmost of "
                                "your playable cards.",
                    "협박: 협박 생명체가 플레이 영역에 있는 동안 플레이할 수 있는 카드 중 가장 오른쪽 카드는 플레이할 수 없습니다.")
    return why_not_paid(s, p, iid, kind)


def why_not_paid(s: CDState, p: int, iid: int, kind: str) -> Reason:
    """Of a card that may be played from where it lies (the window, or the ready champion): the right type,
    and a cost that can be paid. The legal list asks only this of the cards it takes from those places."""
    d = s.defs[iid]
    if d.type != kind:
        if d.type == "spell":
            return ("CD-4.3", "That is a spell: play it on a creature.", "주문 카드입니다. 생명체를 대상으로 플레이하세요.")
        return ("CD-5.3.3", "That is a creature: play it onto one of your fronts.", "생명체 카드입니다. 자기 전선에 플레이하세요.")
    mana = s.mana[p]
    if d.cost <= mana or "blood_price" in d.has:      # what it costs now is never above its printed cost
        return None
    cost = cost_now(s, p, iid)
    if cost > mana:
        return ("CD-5.3.2", f"That card costs {cost} mana and you have {mana}.",
                f"그 카드의 비용은 마나 {cost}이고, 당신의 마나는 {mana}입니다.")
    return None


def why_not_summon(s: CDState, p: int, iid: int, front: int) -> Reason:
    r = why_not_card(s, p, iid, "creature")
    if r:
        return r
    if front not in s.fronts_of(p):
        return ("CD-5.3.3", "A creature goes onto one of your fronts, on your side of its bridge.",
                "생명체는 자기 전선의 자기 왕국 쪽에 놓습니다.")
    return None


def why_not_merge(s: CDState, p: int, iid: int, onto: int) -> Reason:
    r = why_not_card(s, p, iid, "creature")
    if r:
        return r
    if "symbiosis" not in s.defs[iid].has:
        return ("CD-12.1", "Only a Symbiosis creature can be placed on another creature.",
                "공생 능력이 있는 생명체만 다른 생명체 위에 놓을 수 있습니다.")
    if not (0 <= onto < len(s.cards)) or not s.in_play(onto) or s.cards[onto].owner != p:
        return ("CD-12.1", "A Symbiosis card goes on a creature already in your kingdom.",
                "공생 카드는 이미 자기 왕국에 있는 생명체 위에 놓습니다.")
    if "symbiosis" in s.printed(onto):
        return ("CD-12.1", "It cannot go on a creature that already has Symbiosis.",
                "이미 공생 능력을 지닌 생명체 위에는 놓을 수 없습니다.")
    return None


def why_not_cast(s: CDState, p: int, iid: int, target: int) -> Reason:
    r = why_not_card(s, p, iid, "spell")
    if r:
        return r
    if not (0 <= target < len(s.cards)) or not s.in_play(target):
        return ("CD-4.3", "A spell targets a creature in play, yours or an enemy's, never a citadel.",
                "주문은 플레이 영역의 생명체(자기편 포함)를 대상으로 하며, 성채는 대상으로 삼을 수 없습니다.")
    reach = spell_fronts(s, p)
    if reach is not None and s.where(target)[0] not in reach:
        return ("CD-8.1", "With spell_reach=shared a spell targets only creatures on your own two fronts.",
                "spell_reach=shared 설정에서는 주문이 자기 두 전선의 생명체만 대상으로 합니다.")
    return None


def spell_fronts(s: CDState, p: int) -> tuple[int, int] | None:
    """The fronts a spell may reach: every front (None), or with four seats and the reading
    spell_reach=shared only the caster's own two (A10)."""
    if s.num_players == 2 or s.options.get("spell_reach", "any") == "any":
        return None
    return s.fronts_of(p)


def why_not_assault(s: CDState, p: int) -> Reason:
    return why_not_turn(s, p)
