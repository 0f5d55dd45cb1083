"""The Magic table's ``text`` part: events as sentences in English or Korean (as a given seat was told
them), actions as labels, decisions as the table asks them. No pygame."""
from __future__ import annotations

from typing import Any, Callable, Iterable

from game.engine.actions import Action, Choose, Concede
from game.engine.events import Event
from game.engine.text import josa

from .conspiracy_text import board as conspiracy_board, phrases as conspiracy_phrases
from .scheme_text import CHOICE_WORDS, phrases as scheme_phrases
from . import commander
from .actions import Activate, Attack, Block, Cast, Declared, Pass, PlayLand, parse_target
from .cardtext import ability_text, effect_text
from .multi import NONE, ability_of, asking
from .multi_text import mode_label
from .state import MagicState
from .vocab import DURATION_NAMES

_STEP_NAMES = {"untap": ("Untap step", "언탭단"), "upkeep": ("Upkeep", "유지단"), "draw": ("Draw step", "뽑기단"),
               "main1": ("Precombat main phase", "전투 전 본단계"), "begin_combat": ("Beginning of combat", "전투 시작단"),
               "declare_attackers": ("Declare attackers", "공격 선언단"), "declare_blockers": ("Declare blockers", "방어 선언단"),
               "first_strike_damage": ("First-strike damage", "선제공격 피해단"), "combat_damage": ("Combat damage", "전투 피해단"),
               "end_combat": ("End of combat", "전투 종료단"), "main2": ("Postcombat main phase", "전투 후 본단계"),
               "end": ("End step", "종료단"), "cleanup": ("Cleanup", "정리단"), "mulligan": ("Mulligans", "멀리건")}


def card_name(s: MagicState, iid: Any, lang: str = "en") -> str:
    if not isinstance(iid, int) or not 0 <= iid < len(s.cards):
        return "카드" if lang == "ko" else "a card"
    return s.defs[iid].name.get(lang)


def _who(p: Any, ko: bool) -> str:
    return (f"플레이어 {p + 1}" if ko else f"Player {p + 1}") if isinstance(p, int) else "?"


_ZONE_NAMES = {"library": ("library", "서고"), "hand": ("hand", "손"), "battlefield": ("battlefield", "전장"),
               "graveyard": ("graveyard", "무덤"), "exile": ("exile", "추방 영역"), "command": ("command zone", "커맨드 영역"),
               "left": ("out of the game", "게임 밖"), "stack": ("stack", "스택"), "gone": ("nowhere", "소멸"),
               "sideboard": ("sideboard", "사이드보드"),
               # Planechase's parts of the command zone (901.4)
               "planar": ("planar deck", "차원 덱"), "plane": ("face-up plane", "앞면 차원 자리"),
               # Conspiracy's face-down conspiracies, part of the command zone too (905.4a)
               "agenda": ("command zone, face down", "커맨드 영역(뒷면)")}


def _zone(zone: str, ko: bool) -> str:
    """"p1.hand" as "Player 2's hand"."""
    seat, _, kind = zone.partition(".")
    if not kind:
        return _ZONE_NAMES.get(seat, (seat, seat))[1 if ko else 0]
    name = _ZONE_NAMES.get(kind, (kind, kind))[1 if ko else 0]
    who = _who(int(seat[1:]), ko) if seat[1:].isdigit() else seat
    return f"{who}의 {name}" if ko else f"{who}'s {name}"


def _target(s: MagicState, target: str, lang: str) -> str:
    ref = parse_target(target)
    if ref is None:
        return ""
    return _who(ref[1], lang == "ko") if ref[0] == "p" else card_name(s, ref[1], lang)


Phrase = Callable[[MagicState, dict[str, Any], bool, Callable[[Any], str]], "str | None"]

# where a card goes, as a sentence: {card}, {zone} the zone with its player ("Player 2's graveyard")
_GOES = {"battlefield": ("{card} enters {zone}", "{card_i} {zone}에 들어갑니다"),
         "graveyard": ("{card} goes to {zone}", "{card_i} {zone}으로 갑니다"),
         "hand": ("{card} goes to {zone}", "{card_i} {zone}으로 갑니다"),
         "library": ("{card} goes into {zone}", "{card_i} {zone}로 들어갑니다"),
         "exile": ("{card} is exiled", "{card_i} 추방됩니다"),
         "stack": ("{card} goes on the stack", "{card_i} 스택에 올라갑니다"),
         "command": ("{card} goes to {zone}", "{card_i} {zone}으로 갑니다")}


def _moved(s: MagicState, d: dict[str, Any], ko: bool, n: Callable[[Any], str]) -> str:
    if d.get("cause") == "control":           # the same permanent, another controller (control.py)
        who = _who(int(str(d["to"])[1:].partition(".")[0]), ko)
        return f"{josa(who, '이/가')} {n(d.get('card'))}의 조종권을 얻습니다" if ko else f"{who} gains control of {n(d.get('card'))}"
    if d.get("cause") == "draw":
        return f"{josa(_who(d['owner'], ko), '이/가')} 카드를 뽑습니다" if ko else f"{_who(d['owner'], ko)} draws a card"
    card = n(d.get("card"))
    card = card[:1].upper() + card[1:]
    kind = str(d["to"]).partition(".")[2] or str(d["to"])
    en, k = _GOES.get(kind, ("{card} moves to {zone}", "{card_i} {zone}(으)로 갑니다"))
    return (k if ko else en).format(card=card, card_i=josa(card, "이/가"), zone=_zone(d["to"], ko))

_EN: dict[str, Phrase] = {
    "turn_began": lambda s, d, ko, n: f"{d['turn']}턴: {_who(d['player'], ko)}" if ko else f"Turn {d['turn']}: {_who(d['player'], ko)}",
    "step_began": lambda s, d, ko, n: _STEP_NAMES.get(d["step"], (d["step"], d["step"]))[1 if ko else 0],
    "card_moved": _moved,
    "cast": lambda s, d, ko, n: (f"{_who(d['player'], ko)}: {n(d['card'])} 발동" if ko
                                 else f"{_who(d['player'], ko)} casts {n(d['card'])}")
                                + ((f", 대상 {_target(s, d['target'], 'ko')}" if ko else f" at {_target(s, d['target'], 'en')}")
                                   if d.get("target") else ""),
    "activated": lambda s, d, ko, n: (f"{_who(d['player'], ko)}: {n(d['card'])}의 능력 활성화" if ko
                                      else f"{_who(d['player'], ko)} activates {n(d['card'])}"),
    "land_played": lambda s, d, ko, n: f"{_who(d['player'], ko)}: {n(d['card'])} 내려놓음" if ko else f"{_who(d['player'], ko)} plays {n(d['card'])}",
    "passed": lambda s, d, ko, n: f"{_who(d['player'], ko)}: 우선권 넘김" if ko else f"{_who(d['player'], ko)} passes",
    "resolving": lambda s, d, ko, n: (_WALK[ko] + (" 해결" if ko else " resolves")) if d.get("card") == -1 else
                                      f"{n(d['card'])} 해결" if ko else f"{n(d['card'])} resolves",
    "fizzled": lambda s, d, ko, n: f"{n(d['card'])}: 대상이 적법하지 않아 아무 일도 없음" if ko else f"{n(d['card'])} does nothing: its target is gone",
    "triggered": lambda s, d, ko, n: (_WALK[ko] + (" 유발 (901.8)" if ko else " triggers (901.8)"))
                                     if d.get("card") == -1 else
                                     f"{n(d['card'])}의 능력 유발" if ko else f"{n(d['card'])}'s ability triggers",
    "attacks": lambda s, d, ko, n: f"{josa(n(d['card']), '이/가')} {josa(_target(s, d['target'], 'ko'), '을/를')} 공격합니다" if ko
                                  else f"{n(d['card'])} attacks {_target(s, d['target'], 'en')}",
    "blocks": lambda s, d, ko, n: f"{n(d['card'])}이(가) {n(d['attacker'])}을(를) 방어" if ko else f"{n(d['card'])} blocks {n(d['attacker'])}",
    "damage_dealt": lambda s, d, ko, n: (f"{josa(n(d['source']), '이/가')} {_who(d['player'], ko) if 'player' in d else n(d.get('card'))}에게 "
                                         f"피해 {d['amount']}"
                                         if ko else f"{n(d['source'])} deals {d['amount']} to "
                                         f"{_who(d['player'], ko) if 'player' in d else n(d.get('card'))}"),
    "life_changed": lambda s, d, ko, n: f"{_who(d['player'], ko)}: 생명점 {d['life']}" if ko else f"{_who(d['player'], ko)} is at {d['life']} life",
    "life_paid": lambda s, d, ko, n: f"{_who(d['player'], ko)}: 생명점 {d['amount']} 지불" if ko else f"{_who(d['player'], ko)} pays {d['amount']} life",
    "dies": lambda s, d, ko, n: f"{n(d['card'])} 죽음" if ko else f"{n(d['card'])} dies",
    "player_lost": lambda s, d, ko, n: f"{_who(d['player'], ko)} 패배" if ko else f"{_who(d['player'], ko)} loses",
    "turn_markers": lambda s, d, ko, n: (("턴 표식: 플레이어 " if ko else "Turn markers: players ")
                                         + ", ".join(str(q + 1) for q in d["players"])),
    "turn_marker_removed": lambda s, d, ko, n: (f"{_who(d['player'], ko)}의 턴 표식이 사라짐" if ko
                                                else f"{_who(d['player'], ko)}'s turn marker is removed"),
    "draw_skipped": lambda s, d, ko, n: (f"{_who(d['player'], ko)}: 첫 턴의 드로우를 건너뜀" if ko
                                         else f"{_who(d['player'], ko)} skips the first turn's draw"),
    "player_left": lambda s, d, ko, n: f"{_who(d['player'], ko)}: 게임을 떠남" if ko else f"{_who(d['player'], ko)} leaves the game",
    "mulligan_choice": lambda s, d, ko, n: (f"{_who(d['player'], ko)}: {'유지' if d['choice'] == 'keep' else '멀리건'}" if ko
                                            else f"{_who(d['player'], ko)} " + ("keeps their hand" if d["choice"] == "keep"
                                                                                else "mulligans")),
    "commander_set": lambda s, d, ko, n: (f"{_who(d['player'], ko)}의 장군: {n(d['card'])}" if ko
                                          else f"{_who(d['player'], ko)}'s commander: {n(d['card'])}"),
    "commander_cast": lambda s, d, ko, n: (f"{n(d['card'])}: 커맨드 영역에서 발동 (세금 {d['tax']})" if ko
                                           else f"{n(d['card'])} is cast from the command zone (tax {d['tax']})"),
    "commander_damage": lambda s, d, ko, n: (f"{_who(d['player'], ko)}: {n(d['card'])}에게 받은 전투 피해 {d['total']}" if ko
                                             else f"{_who(d['player'], ko)} has taken {d['total']} combat damage from "
                                                  f"{n(d['card'])}"),
    "commander_returned": lambda s, d, ko, n: f"{n(d['card'])}: 커맨드 영역으로" if ko else f"{n(d['card'])} returns to the command zone",
    "cleanup_priority": lambda s, d, ko, n: ("정리단에 일어난 일이 있어 우선권을 받고, 그 뒤 정리단을 다시 합니다 (514.3a)" if ko
                                             else "Something happened during cleanup: players get priority, then "
                                                  "another cleanup step (514.3a)"),
    "replaced": lambda s, d, ko, n: (f"{n(d['card'])}: 대체 효과 적용" if ko else f"A replacement effect moves {n(d['card'])}"),
    "may_choice": lambda s, d, ko, n: (f"{_who(d['player'], ko)}: {n(d['card'])}의 선택적 능력 "
                                       f"{'사용' if d['choice'] == 'yes' else '사용 안 함'}" if ko
                                       else f"{_who(d['player'], ko)} {'uses' if d['choice'] == 'yes' else 'declines'} "
                                       f"{n(d['card'])}'s optional ability"),
    "revealed": lambda s, d, ko, n: (f"{_who(d['player'], ko)}: 게임 밖에서 {n(d['card'])} 공개, 손으로" if ko
                                     else f"{_who(d['player'], ko)} reveals {n(d['card'])} from outside the game and "
                                          f"puts it into their hand"),
    "wish_found_nothing": lambda s, d, ko, n: (f"{n(d['card'])}: 게임 밖에서 가져올 수 있는 카드가 없어 아무 일도 없음"
                                               f" ({d['rule']})" if ko
                                               else f"{n(d['card'])} does nothing: no card from outside the game "
                                                    f"may be chosen ({d['rule']})"),
    "searching": lambda s, d, ko, n: (f"{_who(d['player'], ko)}: {n(d['card'])}로 서고를 찾습니다" if ko
                                      else f"{_who(d['player'], ko)} searches their library ({n(d['card'])})"),
    "search_found_nothing": lambda s, d, ko, n: (f"{_who(d['player'], ko)}: 찾은 카드 없음" if ko
                                                 else f"{_who(d['player'], ko)} finds nothing"),
    "search_revealed": lambda s, d, ko, n: (f"{_who(d['player'], ko)}: 서고에서 찾은 {n(d['card'])} 공개" if ko
                                            else f"{_who(d['player'], ko)} reveals {n(d['card'])} from their library"),
    "shuffled": lambda s, d, ko, n: (f"{_who(d['player'], ko)}: 서고를 섞습니다" if ko
                                     else f"{_who(d['player'], ko)} shuffles their library"),
    "scried": lambda s, d, ko, n: (f"{_who(d['player'], ko)}: 점술, 맨 위 {d['top']}장, 맨 밑 {d['bottom']}장" if ko
                                   else f"{_who(d['player'], ko)} scries: {d['top']} on top, {d['bottom']} on the bottom"),
    "modes_chosen": lambda s, d, ko, n: (f"{n(d['card'])}: 모드 {', '.join(map(str, d['modes']))} 선택" if ko
                                         else f"{n(d['card'])}: mode {', '.join(map(str, d['modes']))} chosen"),
    "aimed": lambda s, d, ko, n: (f"{n(d['card'])}: 대상 {_target(s, d['target'], 'ko') or '없음'}" if ko
                                  else f"{n(d['card'])} also targets {_target(s, d['target'], 'en') or 'nothing more'}"),
    "fought": lambda s, d, ko, n: (f"{josa(n(d['card']), '과/와')} {josa(n(d['other']), '이/가')} 싸웁니다" if ko
                                   else f"{n(d['card'])} fights {n(d['other'])}"),
    "fight_missed": lambda s, d, ko, n: (f"{n(d['card'])}: 싸울 생물 하나가 적법하지 않아 피해 없음 (701.14b)" if ko
                                         else f"{n(d['card'])}: a creature to fight is gone, so no damage (701.14b)"),
    "counted": lambda s, d, ko, n: (f"{n(d['card'])}: X = {d['amount']} (장군의 색 아이덴티티의 색 수)" if ko
                                    else f"{n(d['card'])}: X is {d['amount']} (the colors of the commander's identity)"),
    "counters_added": lambda s, d, ko, n: (f"{n(d['card'])}: {d['kind']} 카운터 {d['amount']}개" if ko
                                           else f"{n(d['card'])} gets {d['amount']} {d['kind']} counter"
                                                f"{'s' if d['amount'] != 1 else ''}"),
    "counters_annihilated": lambda s, d, ko, n: (f"{n(d['card'])}: +1/+1 카운터와 -1/-1 카운터 {d['amount']}쌍이 서로 "
                                                 f"없어집니다 (704.5q)" if ko else
                                                 (f"A +1/+1 and a -1/-1 counter on {n(d['card'])} cancel out (704.5q)"
                                                  if d["amount"] == 1 else
                                                  f"{d['amount']} pairs of +1/+1 and -1/-1 counters on {n(d['card'])} "
                                                  f"cancel out (704.5q)")),
    "delayed_created": lambda s, d, ko, n: (f"{n(d['card'])}: 다음 종료단에 할 일이 예약됨" if ko
                                            else f"{n(d['card'])} sets up an effect for the next end step"),
    "vanguard": lambda s, d, ko, n: (f"{_who(d['player'], ko)}의 뱅가드: {n(d['card'])} (생명점 {d['life']}, 손 크기 {d['hand']})"
                                     if ko else f"{_who(d['player'], ko)}'s vanguard: {n(d['card'])} "
                                     f"(life {d['life']}, hand size {d['hand']})"),
    "payment_cancelled": lambda s, d, ko, n: (f"{_who(d['player'], ko)}: {n(d['card'])}의 비용을 지불하지 않고 취소"
                                              if ko else f"{_who(d['player'], ko)} takes back {n(d['card'])} "
                                                         f"without paying for it"),
    "starting_player": lambda s, d, ko, n: f"시작 플레이어: {_who(d['player'], ko)}" if ko else f"{_who(d['player'], ko)} starts",
    # Auras, Equipment and durations (attach.py, durations.py)
    "attached": lambda s, d, ko, n: (f"{josa(n(d['card']), '이/가')} {n(d['to'])}에 붙습니다" if ko
                                     else f"{n(d['card'])} is attached to {n(d['to'])}"),
    "unattached": lambda s, d, ko, n: (f"{josa(n(d['card']), '이/가')} 떨어져 전장에 남습니다 ({d['rule']})" if ko
                                       else f"{n(d['card'])} falls off and stays on the battlefield ({d['rule']})"),
    "put_into_graveyard": lambda s, d, ko, n: (f"{josa(n(d['card']), '이/가')} 무덤으로 갑니다 ({d['rule']})" if ko
                                               else f"{n(d['card'])} is put into the graveyard ({d['rule']})"),
    "effect_ended": lambda s, d, ko, n: (f"{n(d['card'])}: {DURATION_NAMES[d['until']].ko} 지속되던 효과가 끝납니다" if ko
                                         else f"{n(d['card'])}: an effect {DURATION_NAMES[d['until']].en} ends")
                                        if d.get("until") in DURATION_NAMES else None,
    # Planechase (planechase.py)
    "planar_rolled": lambda s, d, ko, n: (f"{_who(d['player'], ko)}: 차원 주사위 {_FACE_KO.get(d['face'], d['face'])}"
                                          f"{'' if d.get('action') else ' (효과로 굴림)'} (901.9)" if ko else
                                          f"{_who(d['player'], ko)} rolls the planar die: {_FACE_EN.get(d['face'], d['face'])}"
                                          f"{'' if d.get('action') else ' (an effect rolls it)'} (901.9)"),
    "planeswalked": lambda s, d, ko, n: (f"{_who(d['player'], ko)}: {n(d['card'])}(으)로 플레인즈워크 (901.11)" if ko
                                         else f"{_who(d['player'], ko)} planeswalks to {n(d['card'])} (901.11)"),
    "starting_plane": lambda s, d, ko, n: (f"시작 차원: {n(d['card'])} ({d.get('rule', '901.5')})" if ko
                                           else f"The starting plane: {n(d['card'])} ({d.get('rule', '901.5')})"),
    "phenomenon_to_bottom": lambda s, d, ko, n: (f"{josa(n(d['card']), '은/는')} 현상이라 차원 덱 맨 밑으로 (901.5)" if ko
                                                 else f"{n(d['card'])} is a phenomenon: to the bottom of the planar deck "
                                                      f"(901.5)"),
    "phenomenon_done": lambda s, d, ko, n: (f"{josa(n(d['card']), '이/가')} 지나가고, 다음 차원으로 (901.11a)" if ko
                                            else f"{n(d['card'])} has passed: on to the next plane (901.11a)"),
    "planar_controller": lambda s, d, ko, n: (f"차원 조종자: {_who(d['player'], ko)} ({d.get('rule', '901.6')})" if ko
                                              else f"{_who(d['player'], ko)} is now the planar controller "
                                                   f"({d.get('rule', '901.6')})"),
    "planar_controller_gone": lambda s, d, ko, n: (f"{josa(_who(d['player'], ko), '은/는')} 더 이상 차원 조종자가 "
                                                   "아닙니다. 그 차원은 소유자의 차원 덱 맨 밑으로 (901.14b)" if ko
                                                   else f"{_who(d['player'], ko)} is no longer a planar controller: "
                                                        "their plane goes to the bottom of its owner's planar deck "
                                                        "(901.14b)"),
    "planeswalk_nowhere": lambda s, d, ko, n: ("차원 덱에 남은 카드가 없어 차원이 그대로 남습니다" if ko
                                               else "No planar card is left to turn up: the plane stays"),
    "no_plane": lambda s, d, ko, n: "차원 덱에 차원이 없습니다 (901.5)" if ko else "No plane in the planar deck (901.5)",
    "game_over": lambda s, d, ko, n: (("무승부" if ko else "A draw") if d.get("draw") else
                                      (f"게임 끝: {', '.join(_who(p, ko) for p in d['winners'])} 승리" if ko
                                       else f"Game over: {', '.join(_who(p, ko) for p in d['winners'])} wins")),
}
_EN.update(scheme_phrases(_who))          # Archenemy's (904)
_EN.update(conspiracy_phrases(_who))      # Conspiracy's (905.4, 702.106)


# 901.8: the planeswalking ability has no source card (its stack object's card is -1)
_WALK = {False: "The planeswalking ability", True: "플레인즈워크 능력"}
_FACE_EN = {"planeswalk": "{PW}, the planeswalker face", "chaos": "{CHAOS}, the chaos face", "blank": "blank"}
_FACE_KO = {"planeswalk": "{PW}(플레인즈워커 면)", "chaos": "{CHAOS}(혼돈 면)", "blank": "빈 면"}


def describe_event(s: MagicState, e: Event, lang: str = "en") -> str | None:
    phrase = _EN.get(e.kind)
    if phrase is None:
        return None
    try:
        return phrase(s, e.data, lang == "ko", lambda iid: card_name(s, iid, lang))
    except (KeyError, TypeError, IndexError):     # a hidden card's fields were redacted away
        return None


def describe_events(s: MagicState, events: Iterable[Event], lang: str, viewer: int | None) -> list[str]:
    out = []
    for e in events:
        line = describe_event(s, e.for_player(viewer), lang)
        if line:
            out.append(line)
    return out


def describe_action(s: MagicState, a: Action, lang: str = "en") -> str:
    ko = lang == "ko"
    if isinstance(a, PlayLand):
        return f"{card_name(s, a.card, lang)} 내려놓기" if ko else f"Play {card_name(s, a.card, lang)}"
    if isinstance(a, Cast):
        t = _target(s, a.target, lang)
        life = (f" (생명점 {2 * a.life})" if ko else f" (paying {2 * a.life} life)") if a.life else ""
        return (f"{card_name(s, a.card, lang)} 발동" if ko else f"Cast {card_name(s, a.card, lang)}") + \
            (f" → {t}" if t else "") + life
    if isinstance(a, Activate):
        t = _target(s, a.target, lang)
        return (f"{card_name(s, a.card, lang)}의 능력 {a.ability + 1}" if ko
                else f"Activate {card_name(s, a.card, lang)} ({a.ability + 1})") + (f" → {t}" if t else "")
    if isinstance(a, Pass):
        return "우선권 넘기기" if ko else "Pass priority"
    if isinstance(a, Attack):
        return f"{card_name(s, a.card, lang)} → {_target(s, a.target, lang)} 공격" if ko \
            else f"{card_name(s, a.card, lang)} attacks {_target(s, a.target, lang)}"
    if isinstance(a, Block):
        return f"{card_name(s, a.card, lang)} → {card_name(s, a.attacker, lang)} 방어" if ko \
            else f"{card_name(s, a.card, lang)} blocks {card_name(s, a.attacker, lang)}"
    if isinstance(a, Declared):
        return "선언 끝" if ko else "Done declaring"
    if isinstance(a, Concede):
        return "기권" if ko else "Concede"
    if isinstance(a, Choose):
        if isinstance(a.option, int):
            return card_name(s, a.option, lang)
        if isinstance(a.option, str) and a.option[:1] == "x" and a.option[1:].isdigit():    # a value of X (xcost.py)
            return f"X = {a.option[1:]}"
        if isinstance(a.option, str) and a.option.startswith("pool."):    # a mana in the pool (paying.py)
            return f"마나 풀의 {{{a.option.split('.')[1]}}}" if ko else f"{{{a.option.split('.')[1]}}} from your mana pool"
        if isinstance(a.option, str) and a.option in s.db.cards:         # a card name (702.106's choice)
            return s.db[a.option].name.get(lang)
        if isinstance(a.option, str) and a.option.startswith("p") and a.option[1:].isdigit():
            return _who(int(a.option[1:]), ko)
        if isinstance(a.option, str) and a.option.startswith("mode") and a.option[4:].isdigit() and s.decisions:
            return mode_label(s, s.decisions[0].source, a.option, lang, {}, effect_text)
        return {"keep": ("Keep", "유지"), "mulligan": ("Mulligan", "멀리건"), "done": ("Done", "완료"),
                "nothing": ("Find nothing", "찾지 않기"), "no_target": ("No second target", "두 번째 대상 없음"),
                "command": ("To the command zone", "커맨드 영역으로"), "stay": ("Leave it there", "그대로 두기"),
                "none": ("Apply none", "적용하지 않기"), "yes": ("Yes", "예"), "no": ("No", "아니요"),
                "cancel": ("Take it back (pay nothing)", "취소 (지불하지 않음)"), **CHOICE_WORDS}.get(
            str(a.option), (str(a.option), str(a.option)))[1 if ko else 0]
    return next((words for v in s.variants if (words := v.describe(s, a, lang))), str(a))


def describe_board(s: MagicState, viewer: int | None, lang: str = "en") -> str:
    """The table as text for ``python -m game play``: the step, then each player's life, hand and permanents
    (tapped, damage, counters), then the stack. Only what ``viewer`` may see."""
    from .shapes import team_name, variant_team_names
    from .stats import power_toughness
    ko = lang == "ko"
    step = _STEP_NAMES.get(s.step.value, (s.step.value, s.step.value))[1 if ko else 0]
    lines = [f"{s.turn}턴 {_who(s.active, ko)} - {step}" if ko else f"Turn {s.turn}, {_who(s.active, ko)}: {step}"]
    for p in range(s.num_players):
        if s.out[p]:
            lines.append(f"{_who(p, ko)}: " + ("게임을 떠남" if ko else "left the game"))
            continue
        hand = s.hand(p)
        shown = ", ".join(card_name(s, i, lang) for i in hand) if viewer == p else f"{len(hand)}"
        van = "".join(f", {'뱅가드' if ko else 'vanguard'} {card_name(s, i, lang)}" for i in s.command_sources(p)
                      if s.defs[i].is_a("vanguard"))
        van += "".join(f", {'계략' if ko else 'scheme'} {card_name(s, i, lang)}" for i in s.command_sources(p)
                       if s.defs[i].is_a("scheme"))      # face up in the command zone (904.8)
        van += conspiracy_board(s, p, viewer, lang)         # 905.4: face up by name, face down counted
        team = f" ({team_name(s.teams[p], variant_team_names(s.variants)).get(lang)})" if s.team_seats else ""       # 805: which team
        lines.append(f"{_who(p, ko)}{team}: {'생명점' if ko else 'life'} {s.life[p]}, {'손' if ko else 'hand'} [{shown}], "
                     f"{'서고' if ko else 'library'} {len(s.library(p))}{van}")
        for c in s.zones[f"p{p}.command"].cards:          # 903.8: the commander waiting, with its tax
            if commander.is_commander(s, c):
                lines.append(f"    {'커맨드 영역' if ko else 'command zone'}: {card_name(s, c, lang)} "
                             f"({'세금' if ko else 'tax'} {commander.tax(s, c)})")
        perms = []
        for i in s.battlefield(p):
            perm = s.perm[i]
            bits = [card_name(s, i, lang)]
            if s.defs[i].is_a("creature"):
                pw, tg = power_toughness(s, i)
                bits.append(f"{pw}/{tg}")
            if s.defs[i].is_a("planeswalker"):
                bits.append(f"{'충성' if ko else 'loyalty'} {perm.loyalty}")
            if perm.damage:
                bits.append(f"{'피해' if ko else 'damage'} {perm.damage}")
            if perm.tapped:
                bits.append("탭됨" if ko else "tapped")
            perms.append(" ".join(bits))
        lines.append("    " + ("; ".join(perms) if perms else "-"))
    if s.stack:
        lines.append(("스택: " if ko else "Stack: ") + " < ".join(card_name(s, i.card, lang) for i in s.stack))
    return "\n".join(lines)


def describe_decision(s: MagicState, d: Any, lang: str = "en") -> tuple[str, str | None]:
    """The question with its rule; under it, for a triggered ability choosing its target (603.3d) or a "may"
    resolving (603.5), which ability asks: its source's name and its text."""
    question = f"{d.prompt.get(lang)} ({d.rule})"
    item = s.targeting if d.kind == "target" else s.may_item if d.kind == "may" else None
    if d.kind in ("mode", "aim") and isinstance(d.source, int):     # the spell or ability being put, with its text
        asked = asking(s, d.source)
        ability = ability_of(s, asked) if asked is not None else None
        names = {k: c.name.get(lang) for k, c in s.db.cards.items() if c.token}
        return question, f"{s.defs[d.source].name.get(lang)}: {ability_text(ability, lang, names)}" \
            if ability is not None else None
    if item is None:
        return question, None
    source = s.db[item.def_id]
    names = {k: c.name.get(lang) for k, c in s.db.cards.items() if c.token}   # a token by its name, never its id
    return question, f"{source.name.get(lang)}: {ability_text(source.abilities[item.ability], lang, names)}"


def option_label(s: MagicState, d: Any, option: Any, lang: str = "en") -> str:
    if getattr(d, "kind", "") == "payment" and option == "done":     # accepting the payment (paying.py)
        return "고른 마나원으로 지불" if lang == "ko" else "Pay with the chosen sources"
    if getattr(d, "kind", "") == "target" and option == NONE:        # a trigger's "up to": none at all (603.3d)
        return "대상 없음" if lang == "ko" else "No target"
    return describe_action(s, Choose(d.player, option), lang)


EVENT_KINDS = tuple(_EN)
