"""Clash of Decks' ``text`` part: every event kind as a sentence in English or Korean (as a given seat
was told it), every action as a label, and a pending decision as the table asks it, for the log, the
text table and the UI. The log tells an assault in the order its steps happen; the steps' numbers of the
activation order ("A7", "S9") are the rulebook's bookkeeping and stay in the events, not in the words.
No pygame."""
from __future__ import annotations

from typing import Any, Callable, Iterable

from game.engine.actions import Action, Choose, Concede
from game.engine.events import Event
from game.engine.text import josa

from .actions import Assault, Cast, Merge, Summon
from .state import CDState
from .vocab import SIDE_NAMES


def card_name(s: CDState, iid: int | None, lang: str = "en") -> str:
    if not isinstance(iid, int) or not 0 <= iid < len(s.cards):
        return "카드" if lang == "ko" else "a card"
    return s.defs[iid].name.get(lang)


def _who(s: CDState, p: Any, ko: bool) -> str:
    if not isinstance(p, int):
        return "?"
    if p in s.rules_seats:
        return "AI"
    return f"플레이어 {p + 1}" if ko else f"Player {p + 1}"


def _front(s: CDState, f: Any, ko: bool) -> str:
    if f in (0, 1) and len(s.fronts) == 2:
        return ("상부 전선", "하부 전선")[f] if ko else ("the upper front", "the lower front")[f]
    return f"전선 {f}" if ko else f"front {f}"


def _side(side: Any, ko: bool) -> str:
    return SIDE_NAMES[side].get("ko" if ko else "en") if side in SIDE_NAMES else str(side)


Phrase = Callable[[CDState, dict[str, Any], bool, Callable[[Any], str]], "str | None"]


def _damage(s: CDState, d: dict[str, Any], ko: bool, name: Callable[[Any], str]) -> str:
    src = name(d.get("source"))
    if d.get("citadel") is not None:
        whose = _who(s, d["citadel"], ko)
        if d.get("weaken"):
            return (f"{src}: 취약 - {whose}의 성채가 오른쪽 두 번째 자리로" if ko
                    else f"{src}: Weaken moves {whose}'s citadel to second from the right")
        return f"{src}: {whose}의 성채에 피해 {d['amount']}" if ko else f"{src} deals {d['amount']} to {whose}'s citadel"
    parts = []
    for target, n, note in d.get("hits", []):
        extra = {"shield": (" (보호)", " (Shield)"), "resistance": (" (내성)", " (Resistance)")}.get(note)
        said = f"{name(target)}에게 {n}" if ko else f"{n} to {name(target)}"
        parts.append(said + ((extra[0] if ko else extra[1]) if extra else ""))
    if ko:
        return f"{josa(src, '이/가')} 피해를 줍니다: {', '.join(parts)}"
    return f"{src} deals {_listed(parts)}"


def _listed(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _moved(s: CDState, d: dict[str, Any], ko: bool, name: Callable[[Any], str]) -> str | None:
    cause = d.get("cause", "")
    if cause in ("play", "deal") or str(d.get("to", "")).endswith(".discard") \
            and str(d.get("from", "")).endswith(".deck"):
        return None          # told by card_played or ai_milled
    where = {"return": ("손 오른쪽 끝으로 돌아갑니다", "returns to the right end of the hand"),
             "curse": ("저주로 손 왼쪽 끝으로 돌아갑니다", "returns to the left end of the hand (Curse)"),
             "mercenary": ("용병이라 상대의 손으로 갑니다", "goes to the enemy's hand (Mercenary)"),
             "bind": ("속박에 붙잡힙니다", "is held by Bind"),
             "exhaustion": ("탈진으로 게임에서 제거됩니다", "leaves the game (exhaustion)"),
             "discard": ("버린 카드 더미로 갑니다", "goes to the discard pile"),
             "recall_order": ("역행 명령으로 손 오른쪽 끝으로 갑니다", "goes to the right end of the hand (Recall Order)"),
             "symbiosis": ("공생으로 겹쳐집니다", "is stacked on its host (Symbiosis)"),
             "champion": ("플레이 영역 옆 챔피언 자리로 돌아갑니다", "goes back beside the play area"),
             "regeneration": ("재생으로 AI 카드 더미 위로 갑니다", "goes onto the AI deck (Regeneration)"),
             "cast": ("시전됩니다", "is cast")}.get(cause)
    if where is None:
        return None
    card = name(d.get("card"))
    return f"{josa(card, '이/가')} {where[0]}" if ko else f"{card[:1].upper() + card[1:]} {where[1]}"


def _played(s: CDState, d: dict[str, Any], ko: bool, n: Callable[[Any], str]) -> str:
    who, card = _who(s, d["player"], ko), n(d["card"])
    free = (" (무료)" if ko else " (free)") if d.get("free") else ""
    if d.get("target") is not None:          # a spell at its target
        return (f"{josa(who, '이/가')} {n(d['target'])}에게 {josa(card, '을/를')} 시전합니다{free}" if ko
                else f"{who} casts {card} at {n(d['target'])}{free}")
    where = _front(s, d.get("front"), ko)
    return f"{josa(who, '이/가')} {josa(card, '을/를')} {where}에 냅니다{free}" if ko else f"{who} plays {card} on {where}{free}"


def _charged(d: dict[str, Any], ko: bool, n: Callable[[Any], str]) -> str:
    """Charge: the creature moves next to the bridge, +1 damage this turn per creature passed."""
    card, passed, bonus = n(d["card"]), d["passed"], d["bonus"]
    if ko:
        moved = f"생명체 {passed}마리를 지나 다리 앞으로" if passed else "이미 다리 앞"
        return f"{card}: 질주 - {moved}, " + (f"이번 차례 피해 +{bonus}" if bonus else "추가 피해 없음")
    moved = f"charges past {passed} creature{'s' if passed != 1 else ''} to the bridge" if passed \
        else "charges, already next to the bridge"
    return f"{card} {moved}: " + (f"+{bonus} damage this turn" if bonus else "no extra damage")


_EN: dict[str, Phrase] = {
    "game_started": lambda s, d, ko, n: (f"게임 시작: {_who(s, d['start_player'], ko)}부터" if ko
                                         else f"The game begins; {_who(s, d['start_player'], ko)} starts"),
    "turn_started": lambda s, d, ko, n: (f"{_who(s, d['player'], ko)}의 차례 (자기 {d['own_turn']}번째)" if ko
                                         else f"{_who(s, d['player'], ko)}'s turn ({d['own_turn']} of their own)"),
    "mana": lambda s, d, ko, n: f"{_who(s, d['player'], ko)}: 마나 {d['mana']}" if ko else f"{_who(s, d['player'], ko)} has {d['mana']} mana",
    "phase_changed": lambda s, d, ko, n: ({"summon": "2페이즈: 소환", "assault": "3페이즈: 공세"}[d["phase"]] if ko
                                          else {"summon": "Phase 2: summon", "assault": "Phase 3: assault"}[d["phase"]]),
    "summon_done": lambda s, d, ko, n: (f"{_who(s, d['player'], ko)}: 소환 끝 (남은 마나 {d['mana_left']}는 사라짐)" if ko
                                        else f"{_who(s, d['player'], ko)} ends the summon phase ({d['mana_left']} mana unused)"),
    "card_played": lambda s, d, ko, n: _played(s, d, ko, n),
    "activation": lambda s, d, ko, n: (f"{d['order']}번째 활성화: {n(d['card'])}" if ko
                                       else f"Activation {d['order']}: {n(d['card'])}"),
    "cannot_attack": lambda s, d, ko, n: (
        f"{n(d['card'])}: 공격하지 않음 ({ {'new': '이번 차례에 나옴', 'defender': '수비', 'rage': '분노: 성채는 안 됨'}.get(d['reason'], '') })"
        if ko else f"{n(d['card'])} does not attack ({ {'new': 'played this turn', 'defender': 'Defender', 'rage': 'Rage: not the citadel'}.get(d['reason'], '') })"),
    "attack": lambda s, d, ko, n: (
        (f"{josa(n(d['card']), '이/가')} "
         + (lambda aim: f"{aim}에게 반격합니다" if d.get("kind") == "instinct" else f"{josa(aim, '을/를')} 공격합니다")(
             ", ".join(n(t) for t in d["targets"]) if d["targets"] else f"{_who(s, d.get('citadel'), ko)}의 성채"))
        if ko else
        (f"{n(d['card'])} {'strikes back at' if d.get('kind') == 'instinct' else 'attacks'} "
         + (", ".join(n(t) for t in d["targets"]) if d["targets"] else f"{_who(s, d.get('citadel'), ko)}'s citadel"))),
    "charged": lambda s, d, ko, n: _charged(d, ko, n),
    "damage": _damage,
    "destroyed": lambda s, d, ko, n: (f"{', '.join(n(c) for c in d['cards'])} 파괴됨" if ko
                                      else f"{', '.join(n(c) for c in d['cards'])} destroyed"),
    "card_moved": _moved,
    "gaps_closed": lambda s, d, ko, n: "빈자리를 메움" if ko else "The creatures close the gaps",
    "citadel_moved": lambda s, d, ko, n: (f"{_who(s, d['player'], ko)}의 {_side(d['side'], ko)}: 체력 {d['hp']}" if ko
                                          else f"{_who(s, d['player'], ko)}'s {_side(d['side'], ko)}: HP {d['hp']}"),
    "citadel_flipped": lambda s, d, ko, n: (f"{_who(s, d['player'], ko)}의 성채가 {_side(d['side'], ko)}(으)로 뒤집힘" if ko
                                            else f"{_who(s, d['player'], ko)}'s citadel flips to the {_side(d['side'], ko)}"),
    "excess_lost": lambda s, d, ko, n: f"남은 피해 {d['lost']}는 사라짐" if ko else f"{d['lost']} excess damage is lost",
    "frenzy": lambda s, d, ko, n: f"{n(d['card'])}: 광포 - 다시 공격" if ko else f"{n(d['card'])}: Frenzy, attacks again",
    "instinct": lambda s, d, ko, n: f"{n(d['card'])}: 본능" if ko else f"{n(d['card'])}: Instinct",
    "hid": lambda s, d, ko, n: f"{n(d['card'])}: 잠적 - 맨 뒤로" if ko else f"{n(d['card'])} hides at the back",
    "regeneration": lambda s, d, ko, n: f"{n(d['card'])}: 재생" if ko else f"{n(d['card'])}: Regeneration",
    "keen": lambda s, d, ko, n: (f"{n(d['card'])}: 예리 - 초과 피해 {d['excess']}" if ko
                                 else f"{n(d['card'])}: Keen, {d['excess']} excess to {_who(s, d['target'], ko)}'s citadel"),
    "bound": lambda s, d, ko, n: f"{n(d['binder'])}: {n(d['card'])}을(를) 속박" if ko else f"{n(d['binder'])} holds {n(d['card'])}",
    "bind_returned": lambda s, d, ko, n: f"{n(d['card'])}: 속박에서 풀려남" if ko else f"{n(d['card'])} is released",
    "offering": lambda s, d, ko, n: f"{n(d['card'])}: 제물 - 피해 1" if ko else f"{n(d['card'])}: Offering, 1 damage",
    "gust": lambda s, d, ko, n: (
        (f"{n(d['card'])}의 역풍: 다리에 가장 가까운 적 생명체에게 피해 {d['amount']}" if ko
         else f"{n(d['card'])}'s Gust deals {d['amount']} to the enemy creature nearest the bridge") if d["amount"] > 0
        else (f"{n(d['card'])}의 역풍: 셀 카드가 없어 피해를 주지 않습니다" if ko
              else f"{n(d['card'])}'s Gust deals no damage: there are no cards to count")),
    "recall_order": lambda s, d, ko, n: (f"역행 명령: 맨 왼쪽 카드를 오른쪽 끝으로 (체력 {d['hp']})" if ko
                                         else f"Recall Order: the leftmost card goes to the right end (HP {d['hp']})"),
    "reinforcement": lambda s, d, ko, n: (f"증원: {n(d['card']) if d.get('card') is not None else '없음'}" if ko
                                          else f"Reinforcement: {n(d['card']) if d.get('card') is not None else 'nothing to play'}"),
    "blood_price": lambda s, d, ko, n: (f"{n(d['card'])}: 피의 대가 - 부족분 {d['shortfall']}" if ko
                                        else f"{n(d['card'])}: Blood Price, {d['shortfall']} paid in blood"),
    "merged": lambda s, d, ko, n: f"{n(d['card'])}: 공생 - {n(d['host'])} 위에" if ko else f"{n(d['card'])} merges onto {n(d['host'])}",
    "aura_checked": lambda s, d, ko, n: "후광 확인" if ko else "Auras checked",
    "healed": lambda s, d, ko, n: "살아남은 생명체가 모두 회복" if ko else "Surviving creatures heal",
    "siege": lambda s, d, ko, n: (f"공성: {d['calm']}차례 동안 어느 성채도 더 낮아지지 않아 {_who(s, d['player'], ko)} 탈진" if ko
                                  else f"Siege: no citadel pushed lower for {d['calm']} turns, so "
                                       f"{_who(s, d['player'], ko)} is exhausted"),
    "exhausted": lambda s, d, ko, n: (f"{_who(s, d['player'], ko)}: 탈진 - {n(d.get('card'))} 제거" if ko
                                      else f"{_who(s, d['player'], ko)} is exhausted: {n(d.get('card'))} leaves the game"),
    "champion_chosen": lambda s, d, ko, n: (f"{_who(s, d['player'], ko)}의 챔피언: {n(d['card'])}" if ko
                                            else f"{_who(s, d['player'], ko)}'s champion: {n(d['card'])}"),
    "champion_exhausted": lambda s, d, ko, n: f"{n(d['card'])}: 소진됨" if ko else f"{n(d['card'])} is exhausted",
    "champion_ready": lambda s, d, ko, n: f"{n(d['card'])}: 다시 준비됨" if ko else f"{n(d['card'])} is ready again",
    "ai_revealed": lambda s, d, ko, n: (f"AI가 {josa(n(d['card']), '을/를')} 공개해 {_front(s, d['front'], ko)}에 냅니다" if ko
                                        else f"The AI reveals {n(d['card'])} for {_front(s, d['front'], ko)}"),
    "ai_summon_done": lambda s, d, ko, n: (f"AI 소환 끝 ({d['spent']}/{d['mana']})" if ko
                                           else f"The AI's summon ends ({d['spent']} of {d['mana']} mana)"),
    "ai_spell_fizzled": lambda s, d, ko, n: (f"{n(d['card'])}: 대상 없음, 버림" if ko
                                             else f"{n(d['card'])} has no target and is discarded free"),
    "ai_symbiosis_discarded": lambda s, d, ko, n: (f"{n(d['card'])}: 공생할 생명체 없음, 버림" if ko
                                                   else f"{n(d['card'])} finds no creature to merge with and is discarded"),
    "ai_recall_order": lambda s, d, ko, n: (f"AI 역행 명령: {n(d['card'])} / {n(d['other'])}" if ko
                                            else f"The AI's Recall Order: {n(d['card'])} against {n(d['other'])}"),
    "ai_milled": lambda s, d, ko, n: (f"AI 카드 더미에서 {d['count']}장 버림 (남은 {d['deck']}장)" if ko
                                      else f"The AI discards {d['count']} from its deck ({d['deck']} left)"),
    "ai_regenerated": lambda s, d, ko, n: "AI 재생: 버린 카드 1장이 카드 더미 위로" if ko else "The AI regenerates a card onto its deck",
    "shuffled": lambda s, d, ko, n: (f"{_who(s, d['player'], ko)}: {d['count']}장을 섞음" if ko
                                     else f"{_who(s, d['player'], ko)} shuffles {d['count']} cards"),
    "ai_decks_split": lambda s, d, ko, n: (f"AI 카드 {sum(d['sizes'])}장을 섞어 {d['sizes'][0]}장씩 두 더미로 나눔" if ko
                                           else f"The AIs' {sum(d['sizes'])} cards are shuffled and split, "
                                                f"{d['sizes'][0]} to each deck"),
    "decklists_revealed": lambda s, d, ko, n: "덱 목록 공개" if ko else "Decklists revealed",
    "decision": lambda s, d, ko, n: None,
    "game_over": lambda s, d, ko, n: (f"게임 끝: {', '.join(_who(s, p, ko) for p in d.get('winners', []))} 승리" if ko
                                      else f"Game over: {', '.join(_who(s, p, ko) for p in d.get('winners', []))} wins"),
}


def describe_event(s: CDState, e: Event, lang: str = "en") -> str | None:
    """One event as the seat it was redacted for reads it; None for events the log does not tell."""
    phrase = _EN.get(e.kind)
    if phrase is None:
        return None
    ko = lang == "ko"
    d = e.data
    try:
        text = phrase(s, d, ko, lambda iid: card_name(s, iid, lang))
    except (KeyError, TypeError, IndexError):    # a hidden card's fields were redacted away
        return None
    return text


def describe_action(s: CDState, a: Action, lang: str = "en") -> str:
    ko = lang == "ko"
    name = card_name(s, getattr(a, "card", None), lang) if hasattr(a, "card") else ""
    if isinstance(a, Summon):
        return f"{josa(name, '을/를')} {_front(s, a.front, ko)}에 소환" if ko else f"Summon {name} on {_front(s, a.front, ko)}"
    if isinstance(a, Merge):
        onto = card_name(s, a.onto, lang)
        return f"{josa(name, '을/를')} {onto}에 공생" if ko else f"Merge {name} onto {onto} (Symbiosis)"
    if isinstance(a, Cast):
        target = card_name(s, a.target, lang)
        return f"{josa(name, '을/를')} {target}에게 시전" if ko else f"Cast {name} on {target}"
    if isinstance(a, Assault):
        return "공세 (차례 끝)" if ko else "Assault (end the turn)"
    if isinstance(a, Concede):
        return "기권" if ko else "Concede"
    if isinstance(a, Choose):
        if isinstance(a.option, int):
            return card_name(s, a.option, lang)
        if isinstance(a.option, str) and a.option in s.db:
            return s.db[a.option].name.get(lang)
        return str(a.option)
    return str(a)


def describe_events(s: CDState, events: Iterable[Event], lang: str, viewer: int | None) -> list[str]:
    """The log lines ``viewer`` may read for these events, in order (None: a spectator)."""
    out = []
    for e in events:
        line = describe_event(s, e.for_player(viewer), lang)
        if line:
            out.append(line)
    return out


def describe_decision(s: CDState, d: Any, lang: str = "en") -> tuple[str, str | None]:
    """What the deciding player reads: the question with its rule."""
    return f"{d.prompt.get(lang)} ({d.rule})", None


def option_label(s: CDState, d: Any, option: Any, lang: str = "en") -> str:
    return describe_action(s, Choose(d.player, option), lang)


# No picture of the table in words: `python -m game play` lists the zones of the player's view.
describe_board = None

EVENT_KINDS = tuple(_EN)
