"""Elements Illusion's ``text`` part: every event as a sentence in English or Korean as one seat may see it,
every action as a label, and a pending decision as its prompt: the log, the text table and the UI.

The check phase reads tier by tier: the tier, each skill as it is revealed, the support added, the costs,
the abilities of step B (Silence last), then each hit, offset and Scarecrow, the damage and the EP.
Events are described as one seat may see them: ``describe_events`` redacts each for that seat first, and
nothing of a sealed plan is ever in an event before its reveal point (sealed steps emit none).
"""
from __future__ import annotations

from typing import Any, Callable, Iterable

from game.engine.actions import DONE, Action, Choose, Concede
from game.engine.events import Event
from game.engine.text import Msg, count, josa

from .actions import (NO_COPY, Build, Change, Combine, Convert, Divide, Exchange, Interrupt, Lock, MultiShot, Reset,
                      Scarecrow, Silence, Skill, Trade, split_defs, split_seats)
from .skills import load_table
from .state import EIState
from .vocab import (ABILITY_CARD_NAMES, ABILITY_NAMES, DAMAGE_TYPE_NAMES, ELEMENT_NAMES, PHASE_NAMES, Phase)
from .vocab import card_name as def_name

SILENT_EVENTS = frozenset({"decision", "piles_formed"})
_EFFECTS = {"build": Msg("it is built in the Order's build zone", "오더의 빌드 존에 빌드됩니다"),
            "extra": Msg("the Order takes one more card in the draw phase", "오더는 드로우 페이즈에 카드를 1장 더 받습니다"),
            "division": Msg("the Order may use Division in the draw phase", "오더는 드로우 페이즈에 나누기를 쓸 수 있습니다"),
            "exchange": Msg("the Order may exchange a card in the draw phase", "오더는 드로우 페이즈에 카드 한 장을 교환할 수 있습니다"),
            "cancel": Msg("the Order may cancel one player's level-up", "오더는 플레이어 1명의 레벨 업을 무효로 할 수 있습니다")}
_DECISIONS = {"el": Msg("this turn's EL", "이번 턴의 EL"), "support": Msg("support", "보조 효과"),
              "array_division": Msg("a card to divide", "나눌 카드"), "array_exchange": Msg("a card to exchange", "교환할 카드"),
              "array_element": Msg("an element", "속성"), "array_cancel": Msg("a level-up to cancel", "무효로 할 레벨 업"),
              "main": Msg("their main phase, in secret", "메인 페이즈(비공개)"),
              "build": Msg("their build phase, in secret", "빌드 페이즈(비공개)")}
_REASON_WORDS = {"gain": Msg("Gain", "Gain"), "light": Msg("Light", "Light")}


def ro(word: str) -> str:
    """Korean (으)로: 로 after a vowel or ㄹ, 으로 after another final consonant."""
    from game.engine.text import final_consonant
    final = final_consonant(word)
    return word + ("으로" if final and final != 8 else "로")


def obj(word: str) -> str:
    return josa(word, "을/를")


def who(p: int, lang: str) -> str:
    return f"플레이어 {p + 1}" if lang == "ko" else f"Player {p + 1}"


def cards(defs: Iterable[str], lang: str) -> str:
    return " + ".join(def_name(d).get(lang) for d in defs)


def card_name(s: EIState, iid: int, lang: str = "en") -> str:
    """A card on the table by its instance (the terminal's board picture names cards this way)."""
    return def_name(s.def_of(iid)).get(lang)


def skill_name(skill_id: str, lang: str) -> str:
    table = load_table()
    return table[skill_id].name.get(lang) if skill_id in table else skill_id


def seats(ps: Iterable[int], lang: str) -> str:
    return ", ".join(who(p, lang) for p in ps) or ("없음" if lang == "ko" else "nobody")


def ability(name: str, lang: str) -> str:
    return ABILITY_NAMES[name].get(lang) if name in ABILITY_NAMES else name


Phrase = Callable[[dict[str, Any], str], "str | None"]


# where a card goes, as a sentence: {card} the card (or "a card" when hidden), {who} the zone's player
_GOES = {"hand": Msg("{card_up} goes to {who}'s hand", "{card_i} {who}의 손으로 갑니다"),
         "build": Msg("{card_up} goes into {who}'s build zone", "{card_i} {who}의 빌드 존으로 갑니다"),
         "field": Msg("{card_up} goes onto {who}'s field", "{card_i} {who}의 필드로 갑니다"),
         "levelup": Msg("{card_up} goes onto {who}'s level-change field", "{card_i} {who}의 레벨 체인지 필드로 갑니다"),
         "drop": Msg("{card_up} goes to the drop zone", "{card_i} 드롭 존으로 갑니다"),
         "aside": Msg("{card_up} is set aside", "{card_i} 옆에 놓입니다"),
         "supply": Msg("{card_up} goes back to the box", "{card_i} 상자로 돌아갑니다"),
         "pile": Msg("{card_up} goes into the element pile", "{card_i} 속성 카드 뭉치로 갑니다"),
         "abilities": Msg("{card_up} goes into the ability pile", "{card_i} 어빌리티 카드 뭉치로 갑니다")}
_DRAWS = Msg("{who} draws {card}", "{who_i} {card_eul} 뽑습니다")


def _moved(d: dict[str, Any], lang: str) -> str | None:
    """A card's move in a sentence: a draw, or where the card goes."""
    ko = lang == "ko"
    card = def_name(d["def_id"]).get(lang) if "def_id" in d else ("카드 한 장" if ko else "a card")
    owner, _, name = str(d["to"]).partition(".")
    place = name or owner
    player = who(int(owner[1:]), lang) if name and owner[1:].isdigit() else ""
    said = _DRAWS if d.get("cause") == "draw" and place == "hand" else _GOES.get(place)
    if said is None:
        return None
    return said.get(lang).format(card=card, card_up=card[:1].upper() + card[1:], card_i=josa(card, "이/가"),
                                 card_eul=obj(card), who=player, who_i=josa(player, "이/가") if player else "")


_PHRASES: dict[str, Phrase] = {
    "card_moved": _moved,
    "turn_started": lambda d, l: (f"{d['turn']}턴: 오더 {who(d['player'], l)}, 순서 {seats(d['seats'], l)}" if l == "ko"
                                  else f"Turn {d['turn']}: {who(d['player'], l)} is the Order; order {seats(d['seats'], l)}"),
    "phase_changed": lambda d, l: (f"{PHASE_NAMES[Phase(d['phase'])].ko} 페이즈" if l == "ko"
                                   else f"{PHASE_NAMES[Phase(d['phase'])].en.capitalize()} phase"),
    "array_revealed": lambda d, l: (f"어레이: {ABILITY_CARD_NAMES[d['kind']].ko} 공개({'홀수' if d['table'] == 'odd' else '짝수'} 표), "
                                    f"{_EFFECTS[d['effect']].ko}" if l == "ko" else
                                    f"Array: {ABILITY_CARD_NAMES[d['kind']].en} is revealed ({d['table']} table); "
                                    f"{_EFFECTS[d['effect']].en}"),
    "ability_built": lambda d, l: (f"{josa(who(d['player'], l), '이/가')} {ABILITY_CARD_NAMES[d['kind']].ko} 카드를 빌드합니다"
                                   f"({d['first']}~{d['last']}턴 활성)" if l == "ko" else
                                   f"{who(d['player'], l)} builds {_article(ABILITY_CARD_NAMES[d['kind']].en)} card "
                                   f"(active in turns {d['first']}-{d['last']})"),
    "drew": lambda d, l: (f"{josa(who(d['player'], l), '이/가')} {d['count']}장을 뽑습니다" if l == "ko"
                          else f"{who(d['player'], l)} draws {d['count']} card{'s' if d['count'] > 1 else ''}"),
    "delivered": lambda d, l: (f"{josa(who(d['player'], l), '이/가')} 나누기로 {obj(cards(d['products'], l))} 받습니다" if l == "ko"
                               else f"{who(d['player'], l)} receives {cards(d['products'], l)} from Division"),
    "divided": lambda d, l: (f"{josa(who(d['player'], l), '이/가')} 드롭 존의 {obj(def_name(d['target']).ko)} 나눠 "
                             f"{obj(cards(d['products'], l))} 받습니다" if l == "ko" else
                             f"{who(d['player'], l)} divides {def_name(d['target']).en} from the drop zone into "
                             f"{cards(d['products'], l)}"),
    "leveled_up": lambda d, l: (f"{who(d['player'], l)}의 레벨 업: {def_name(d['into']).ko}, EP +{d['ep']}" if l == "ko"
                                else f"{who(d['player'], l)}'s level-up arrives: {def_name(d['into']).en}, EP +{d['ep']}"),
    "levelup_cancel_chosen": lambda d, l: (f"오더가 {who(d['target'], l)}의 레벨 업을 무효로 합니다" if l == "ko"
                                           else f"The Order cancels {who(d['target'], l)}'s level-up"),
    "levelup_cancelled": lambda d, l: (f"{who(d['player'], l)}의 레벨 업이 무효: 재료가 손으로 돌아갑니다" if l == "ko"
                                       else f"{who(d['player'], l)}'s level-up is cancelled: the cards go back to hand, no EP"),
    "array_exchange_shown": lambda d, l: (f"{josa(who(d['player'], l), '이/가')} {obj(def_name(d['shown']).ko)} 보여주고 교환합니다"
                                          if l == "ko" else f"{who(d['player'], l)} shows {def_name(d['shown']).en} and exchanges it"),
    "array_exchange_taken": lambda d, l: ((f"교환으로 {obj(def_name(d['def_id']).ko)} 받습니다" if l == "ko"
                                           else f"The exchange brings {def_name(d['def_id']).en}") if "def_id" in d else
                                          (f"{josa(who(d['player'], l), '이/가')} 교환할 카드를 받습니다" if l == "ko"
                                           else f"{who(d['player'], l)} takes a card in exchange")),
    "el_set": lambda d, l: (f"오더 {josa(who(d['player'], l), '이/가')} EL을 {ro(str(d['value']))} 정합니다" if l == "ko"
                            else f"The Order, {who(d['player'], l)}, sets EL {d['value']}")
    + (_lowered(d, l)),
    "locked": lambda d, l: (f"{josa(who(d['player'], l), '이/가')} 선택을 확정했습니다" if l == "ko"
                            else f"{who(d['player'], l)} has locked their choices"),
    "combination_placed": lambda d, l: (f"{josa(who(d['player'], l), '이/가')} 레벨 체인지 필드에서 {obj(cards(d['use'], l))} "
                                        f"{ro(def_name(d['into']).ko)} 조합합니다"
                                        if l == "ko" else f"{who(d['player'], l)} combines {cards(d['use'], l)} into "
                                        f"{def_name(d['into']).en} on their level-change field"),
    "traded": lambda d, l: (f"{josa(who(d['player'], l), '이/가')} {ro(cards(d['pay'], l))} 어빌리티 카드를 얻습니다" if l == "ko"
                            else f"{who(d['player'], l)} trades {cards(d['pay'], l)} for an ability card"),
    "trade_refused": lambda d, l: (f"어빌리티 카드 뭉치가 비어 {who(d['player'], l)}의 교환이 거절되고 카드가 돌아갑니다" if l == "ko"
                                   else f"The ability pile is empty: {who(d['player'], l)}'s trade is refused and refunded"),
    "exchanged": lambda d, l: (f"{josa(who(d['player'], l), '이/가')} EP {obj(str(d['ep']))} GP {ro(str(d['gp']))} 교환합니다" if l == "ko"
                               else f"{who(d['player'], l)} exchanges {d['ep']} EP for {d['gp']} GP"),
    "tier_revealed": lambda d, l: (f"{d['count']}장 스킬 공개" if l == "ko" else f"{d['count']}-card skills are revealed"),
    "skill_revealed": lambda d, l: _skill_line(d, l),
    "supported": lambda d, l: (f"{josa(who(d['player'], l), '이/가')} {obj(_REASON_WORDS[d['kind']].ko)} 더합니다" if l == "ko"
                               else f"{who(d['player'], l)} adds {_REASON_WORDS[d['kind']].en}"),
    "cost_paid": lambda d, l: (f"{who(d['player'], l)}: 코스트 {d['cost']}, EL {d['el']}, EP {d['paid']} 소모" if l == "ko"
                               else f"{who(d['player'], l)}: cost {d['cost']} against EL {d['el']}, {d['paid']} EP paid"),
    "ability_used": lambda d, l: _ability_line(d, l),
    "interrupted": lambda d, l: (f"{who(d['player'], l)}에게 방해 {d['times']}회: " + ("스킬 무효" if d["cancelled"] else "서로 상쇄")
                                 if l == "ko" else f"{who(d['player'], l)} is interrupted {count(d['times'], 'time')}: "
                                 + ("their skills are cancelled" if d["cancelled"] else "the Interruptions cancel out")),
    "skill_failed": lambda d, l: (f"{who(d['player'], l)}의 {skill_name(d['skill'], l)} 실패(침묵): 자신이 {d['self_damage']} 데미지"
                                  if l == "ko" else f"{who(d['player'], l)}'s {skill_name(d['skill'], l)} fails (Silence): "
                                  f"{d['self_damage']} damage to its user"),
    "division_claimed": lambda d, l: (f"{josa(who(d['player'], l), '이/가')} 드롭 존의 {obj(def_name(d['target']).ko)} 나눕니다: 다음 "
                                      f"드로우에 {cards(d['products'], l)}" if l == "ko" else
                                      f"{who(d['player'], l)} divides {def_name(d['target']).en} from the drop zone: "
                                      f"{cards(d['products'], l)} at the next draw"),
    "division_refused": lambda d, l: (f"드롭 존에 {josa(def_name(d['target']).ko, '이/가')} 남지 않아 {who(d['player'], l)}의 나누기가 거절됩니다"
                                      if l == "ko" else f"No {def_name(d['target']).en} is left in the drop zone: "
                                      f"{who(d['player'], l)}'s Division is refused, its use not spent"),
    "tick": lambda d, l: (f"{who(d['source'], l)}의 {skill_name(d['skill'], l)} 지속: {who(d['target'], l)}에게 데미지 {d['amount']}"
                          if l == "ko" else f"{who(d['source'], l)}'s {skill_name(d['skill'], l)} goes on: "
                          f"{d['amount']} damage to {who(d['target'], l)}"),
    "hit": lambda d, l: _hit_line(d, l),
    "offset": lambda d, l: (f"상쇄({DAMAGE_TYPE_NAMES[d['type']].ko}): {who(d['player'], l)}와 {who(d['other'], l)} 각각 -{d['amount']}"
                            if l == "ko" else f"Offset ({DAMAGE_TYPE_NAMES[d['type']].en}): {who(d['player'], l)} and "
                            f"{who(d['other'], l)} each lose {d['amount']}"),
    "scarecrow": lambda d, l: (f"{who(d['player'], l)}의 모형 허수아비가 데미지 {obj(str(d['prevented']))} 막습니다" if l == "ko"
                               else f"{who(d['player'], l)}'s Dummy Scarecrow prevents {d['prevented']} damage"),
    "damage_dealt": lambda d, l: (f"{josa(who(d['source'], l), '이/가')} {who(d['target'], l)}에게 데미지 {d['amount']}" if l == "ko"
                                  else f"{who(d['source'], l)} deals {d['amount']} damage to {who(d['target'], l)}"),
    "gain_void": lambda d, l: (f"{who(d['player'], l)}의 Gain은 이번 턴 얻은 EP가 없어 무효입니다" if l == "ko"
                               else f"{who(d['player'], l)}'s Gain is void: no EP gained this turn"),
    "ep_changed": lambda d, l: (f"{who(d['player'], l)}: EP {d['by']:+d} (지금 {d['now']})" if l == "ko"
                                else f"{who(d['player'], l)}: EP {d['by']:+d} (now {d['now']})")
    + (f"; 부족한 {d['short']}만큼 다음 턴 EL 감소" if l == "ko" and d["short"] else
       f"; the missing {d['short']} lowers next turn's EL" if d["short"] else ""),
    "turn_ended": lambda d, l: (f"{d['turn']}턴 종료" if l == "ko" else f"Turn {d['turn']} ends"),
    "final_score": lambda d, l: (f"{who(d['player'], l)} 최종: 스킬 {', '.join(skill_name(x, l) for x in d['skills']) or '없음'}, "
                                 f"카드 {d['used']}장 +{d['used']}, 남은 카드 -{d['penalty']}, EP {d['ep']}는 GP +{d['converted']}, 합계 GP {d['gp']}"
                                 if l == "ko" else
                                 f"{who(d['player'], l)} final: skills {', '.join(skill_name(x, l) for x in d['skills']) or 'none'}, "
                                 f"{count(d['used'], 'card')} +{d['used']}, leftovers -{d['penalty']}, EP {d['ep']} makes GP +{d['converted']}, "
                                 f"{d['gp']} GP in all"),
    "team_scores": lambda d, l: (f"팀 점수: {', '.join(str(x) for x in d['scores'])}" if l == "ko"
                                 else f"Team scores: {', '.join(str(x) for x in d['scores'])}"),
    "ranking": lambda d, l: (("순위: " if l == "ko" else "Ranking: ")
                             + ", ".join(f"{who(p, l)} {r}" + ("위" if l == "ko" else "") for p, r in enumerate(d["ranks"]))),
    "game_over": lambda d, l: d["reason"]["ko" if l == "ko" else "en"],
}


def _article(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def _lowered(d: dict[str, Any], l: str) -> str:
    low = [(p, x) for p, x in enumerate(d.get("lowered", [])) if x]
    if not low:
        return ""
    parts = ", ".join(f"{who(p, l)} {d['els'][p]}" for p, _x in low)
    return f" (EL 감소: {parts})" if l == "ko" else f" (lowered: {parts})"


def _skill_line(d: dict[str, Any], l: str) -> str:
    name = skill_name(d["skill"], l)
    conv = ""
    if d["built"] != d["skill"]:
        conv = f", {skill_name(d['built'], l)}에서 전환" if l == "ko" else f", converted from {skill_name(d['built'], l)}"
    aim = (f", 대상 {seats(d['targets'], l)}" if l == "ko" else f", aimed at {seats(d['targets'], l)}") if d["targets"] else ""
    if l == "ko":
        return f"{who(d['player'], l)}: {d['count']}장 스킬 {name} ({cards(d['used'], l)}{conv}){aim}"
    return f"{who(d['player'], l)} reveals a {d['count']}-card skill: {name} ({cards(d['used'], l)}{conv}){aim}"


def _ability_line(d: dict[str, Any], l: str) -> str:
    name = ability(d["ability"], l)
    more = ""
    if "target" in d:
        more = f", 대상 {who(d['target'], l)}" if l == "ko" else f" on {who(d['target'], l)}"
    elif "targets" in d:
        more = f", 대상 {seats(d['targets'], l)}" if l == "ko" else f" on {seats(d['targets'], l)}"
    if "times" in d:
        more = f" ×{d['times']}"
    if "count" in d:
        more += f" ({d['count']}장 스킬)" if l == "ko" else f" (on the {d['count']}-card skill)"
    off = (" — 침묵으로 무효" if l == "ko" else " — cancelled by Silence") if d.get("silenced") else ""
    return (f"{josa(who(d['player'], l), '이/가')} {name} 사용{more}{off}" if l == "ko"
            else f"{who(d['player'], l)} uses {name}{more}{off}")


def _hit_line(d: dict[str, Any], l: str) -> str:
    name = skill_name(d["skill"], l)
    if d.get("blocked"):
        el = ELEMENT_NAMES[d["last"]].get(l)
        return (f"{name}: {who(d['target'], l)}의 마지막 속성 {el}에 막힘" if l == "ko"
                else f"{name} is blocked by {who(d['target'], l)}'s last element, {el}")
    note = []
    if d.get("last") and d["amount"] * d.get("split", 1) != d.get("base"):
        el = ELEMENT_NAMES[d["last"]].get(l)
        note.append(f"마지막 속성 {el}" if l == "ko" else f"last element {el}")
    if d.get("split", 1) > 1:
        note.append(f"{d['split']}분할" if l == "ko" else f"split {d['split']} ways")
    extra = f" ({', '.join(note)})" if note else ""
    return (f"{who(d['source'], l)}의 {name}: {who(d['target'], l)}에게 {d['amount']}{extra}" if l == "ko"
            else f"{who(d['source'], l)}'s {name}: {d['amount']} to {who(d['target'], l)}{extra}")


def describe_event(s: EIState, e: Event, lang: str = "en") -> str | None:
    """One log line for an event as its viewer may see it, ending with the rule it applied; None for
    bookkeeping a player need not read. Give the event already passed through ``for_player``."""
    if e.kind in SILENT_EVENTS:
        return None
    phrase = _PHRASES.get(e.kind)
    text = phrase(e.data, lang) if phrase is not None else e.kind.replace("_", " ")
    if text is None:
        return None
    return text + (f" ({e.data['rule']})" if e.data.get("rule") else "")


def describe_events(s: EIState, events: Iterable[Event], lang: str, viewer: int | None) -> list[str]:
    """The log lines ``viewer`` may read for these events, in order (None: a spectator)."""
    out = []
    for e in events:
        line = describe_event(s, e.for_player(viewer), lang)
        if line:
            out.append(line)
    return out


def describe_action(s: EIState, a: Action, lang: str = "en") -> str:
    ko = lang == "ko"
    if isinstance(a, Combine):
        return f"조합: {cards(split_defs(a.use), lang)} → {def_name(a.into).ko}" if ko else \
            f"Combine {cards(split_defs(a.use), lang)} into {def_name(a.into).en}"
    if isinstance(a, Trade):
        return f"{ro(cards(split_defs(a.pay), lang))} 어빌리티 카드 교환" if ko else \
            f"Trade {cards(split_defs(a.pay), lang)} for an ability card"
    if isinstance(a, Change):
        return f"속성 변환: {def_name(a.src).ko} → {ELEMENT_NAMES[a.to].ko}" if ko else \
            f"Element Change: {def_name(a.src).en} into {ELEMENT_NAMES[a.to].en}"
    if isinstance(a, Exchange):
        return f"교환: EP {a.ep} → GP {a.ep // 2}" if ko else f"Exchange {a.ep} EP for {a.ep // 2} GP"
    if isinstance(a, Scarecrow):
        return "모형 허수아비" if ko else "Dummy Scarecrow"
    if isinstance(a, Divide):
        return f"나누기: 드롭 존의 {def_name(a.target).ko}" if ko else f"Division: {def_name(a.target).en} of the drop zone"
    if isinstance(a, Build):
        return f"{ABILITY_CARD_NAMES[a.kind].ko} 카드 빌드" if ko else f"Build {_article(ABILITY_CARD_NAMES[a.kind].en)} card"
    if isinstance(a, Skill):
        aim = seats(split_seats(a.targets) or [], lang) if a.targets != "-" else ""
        copy = ""
        if a.copy != NO_COPY:
            copy = f" (그림자 복사 {a.copy})" if ko else f" (Shadow Copy {a.copy})"
        return (f"스킬 {skill_name(a.skill, lang)}{copy}" + (f" → {aim}" if aim else "")) if ko else \
            (f"Build {skill_name(a.skill, lang)}{copy}" + (f" at {aim}" if aim else ""))
    if isinstance(a, Convert):
        return f"전환: {a.count}장 스킬 → {skill_name(a.skill, lang)}" if ko else \
            f"Conversion: the {a.count}-card skill becomes {skill_name(a.skill, lang)}"
    if isinstance(a, MultiShot):
        return f"다중 사격: {a.count}장 스킬 → {seats(split_seats(a.targets) or [], lang)}" if ko else \
            f"Multi Shot: the {a.count}-card skill at {seats(split_seats(a.targets) or [], lang)}"
    if isinstance(a, Interrupt):
        return f"방해: {who(a.target, lang)}" if ko else f"Interruption: {who(a.target, lang)}"
    if isinstance(a, Silence):
        return f"침묵: {seats(split_seats(a.targets) or [], lang)}" if ko else f"Silence: {seats(split_seats(a.targets) or [], lang)}"
    if isinstance(a, Reset):
        return "이번 페이즈 선택 되돌리기" if ko else "Take back this phase's choices"
    if isinstance(a, Lock):
        return "확정" if ko else "Lock"
    if isinstance(a, Concede):
        return "항복" if ko else "Concede"
    if isinstance(a, Choose):
        return option_label(s, s.decisions[0] if s.decisions else None, a.option, lang)
    return str(a)


def describe_decision(s: EIState, d: Any, lang: str = "en") -> tuple[str, str | None]:
    """What the deciding player reads: the question with its rule, and no card text (the rules ask)."""
    return f"{d.prompt.get(lang)} ({d.rule})", None


def option_label(s: EIState, d: Any, option: Any, lang: str = "en") -> str:
    ko = lang == "ko"
    if option == DONE:
        return "완료" if ko else "Done"
    if option == "no":
        return "안 함" if ko else "No"
    if option in ("gain", "light"):
        return {"gain": ("Gain (L1 Fire)", "Gain (L1 불)"), "light": ("Light (L1 Air)", "Light (L1 공기)")}[option][ko]
    kind = getattr(d, "kind", "")
    if kind == "array_cancel" and isinstance(option, int):
        return who(option, lang)
    if kind == "array_exchange" and isinstance(option, int):
        return def_name(s.def_of(option)).get(lang)
    if kind == "array_element" and option in ELEMENT_NAMES:
        return ELEMENT_NAMES[option].get(lang)
    if kind == "array_division" and isinstance(option, str):
        return def_name(option).get(lang)
    if kind == "el":
        return f"EL {option}"
    return str(option)


def decision_words(kind: str, lang: str) -> str:
    return _DECISIONS.get(kind, Msg(kind, kind)).get(lang)


# No picture of the table in words: `python -m game play` lists the zones of the player's view.
describe_board = None

EVENT_KINDS = tuple(_PHRASES)
