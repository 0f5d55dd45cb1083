"""Dragon Duel's ``text`` part: every event kind as a sentence in English or Korean (as a given player
sees the event), every action as a label, and a pending decision as the table's prompt asks it, for the
log, the text table and the UI."""
from __future__ import annotations

from typing import Any, Callable, Iterable

from game.engine.actions import DONE, Action, Choose, Concede
from game.engine.events import Event
from game.engine.text import count, josa

from .actions import (Continue, Declare, GiveUp, PlayBooster, PlayCharacter, PlayLeadership, PlaySupport,
                      StartBattle, Withdraw)
from .cardtext import DRAGON_NAMES, ELEMENT_NAMES, ability_text
from .state import DDState

_ZONES = {"deck": ("deck", "덱"), "hand": ("hand", "손"), "battle": ("battle area", "전투 영역"),
          "support": ("support area", "서포트 영역"), "leader": ("leader area", "리더 영역"),
          "discard": ("discard pile", "버린 카드 더미")}
PHASE_NAMES = {"turn_start": ("turn start", "턴 시작"), "leadership": ("leadership", "리더십"),
           "engagement": ("engagement", "교전"), "character": ("character", "캐릭터"),
           "support": ("booster/support", "부스터/서포트"), "declare": ("attack-value declaration", "공격값 선언"),
           "refill": ("hand refill", "손 보충"), "turn_end": ("turn end", "턴 종료"), "dragon": ("dragon step", "드래곤 스텝"),
           "discard": ("discard step", "버리기 스텝"), "refill_step": ("refill step", "보충 스텝"),
           "end_step": ("end step", "종료 스텝")}
# a card's move by its cause, as a sentence: {who} its owner, {card} the card (or "a card" when hidden)
_MOVES = {"draw": ("{who} draws {card}", "{who_i} {card_eul} 뽑습니다"),
          "discard": ("{who} discards {card}", "{who_i} {card_eul} 버립니다"),
          "recall": ("{who} recalls {card} to their hand", "{who_i} {card_eul} 손으로 회수합니다"),
          "must_return": ("{card_up} returns to {who}'s hand, as its own text says",
                          "{card_i} 자신의 텍스트대로 {who}의 손으로 돌아갑니다"),
          "must_discard": ("{card_up} is discarded, as its own text says", "{card_i} 자신의 텍스트대로 버려집니다"),
          "cost": ("{who} discards {card} to pay a cost", "{who_i} 비용으로 {card_eul} 버립니다"),
          "recover": ("{who} takes {card} back into their hand", "{who_i} {card_eul} 손으로 되찾습니다")}
_DECISIONS = {"order": ("the order of effects", "효과 순서"), "recall": ("cards to recall", "회수할 카드"),
              "element": ("the element", "원소"), "discard": ("cards to discard", "버릴 카드"),
              "dragon": ("a dragon", "드래곤"), "may": ("whether to use an effect", "효과 사용 여부"),
              "pay": ("cards to pay with", "비용으로 버릴 카드"), "recover": ("a card to take back", "되찾을 카드")}


def card_name(s: DDState, iid: int | None, lang: str = "en") -> str:
    if iid is None or not 0 <= iid < len(s.cards):
        return "카드" if lang == "ko" else "a card"
    return s.defs[iid].name.get(lang)


def _who(p: int, ko: bool) -> str:
    return f"플레이어 {p + 1}" if ko else f"Player {p + 1}"


def _zone(zone_id: str, ko: bool) -> str:
    p, _, name = zone_id.partition(".")
    en, k = _ZONES.get(name, (name, name))
    return f"P{int(p[1:]) + 1} {k if ko else en}"


def _el(name: Any, ko: bool) -> str:
    return ELEMENT_NAMES[name].get("ko" if ko else "en") if name in ELEMENT_NAMES else str(name)


def _dragon(name: Any, ko: bool) -> str:
    return DRAGON_NAMES[name].get("ko" if ko else "en") if name in DRAGON_NAMES else str(name)


Phrase = Callable[[DDState, dict[str, Any], bool, Callable[[str], str]], "str | None"]


def _moved(s: DDState, d: dict[str, Any], ko: bool, name: Callable[[str], str]) -> str | None:
    """A card's move in a sentence; a card played is told by ``card_played`` instead."""
    cause = d.get("cause", "")
    if cause == "play":
        return None
    card = ("카드 한 장" if ko else "a card") if d.get("hidden") else name("card")
    return _move_words(cause, d, [card], ko)


def _move_words(cause: str, d: dict[str, Any], cards: list[str], ko: bool) -> str:
    who = _who(int(d["owner"]), ko) if isinstance(d.get("owner"), int) else ("누군가" if ko else "someone")
    card = (", ".join(cards) if ko else _listed(cards))
    en, k = _MOVES.get(cause, ("{card_up} moves from {src} to {dst}", "{card_i} {src}에서 {dst}(으)로 갑니다"))
    if cause in ("discard", "cost", "must_discard") and str(d.get("to", "")).endswith(".leader"):
        en, k = en.replace("{card}", "{card} onto their leader card"), k.replace("버", "리더 카드 위에 버")
    return (k if ko else en).format(who=who, who_i=josa(who, "이/가"), card=card, card_up=card[:1].upper() + card[1:],
                                    card_eul=josa(card, "을/를"), card_i=josa(card, "이/가"),
                                    src=_zone(str(d.get("from", "")), ko), dst=_zone(str(d.get("to", "")), ko))


def _listed(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


_EN: dict[str, Callable[[DDState, dict[str, Any], bool, Callable[[str], str]], str | None]] = {
    "card_moved": _moved,
    "game_started": lambda s, d, ko, n: (f"게임 {d['game']} 시작: {_who(d['first_player'], ko)} 선공" if ko
                                         else f"Game {d['game']} begins; {_who(d['first_player'], ko)} goes first"),
    "phase_changed": lambda s, d, ko, n: (f"{PHASE_NAMES[d['phase']][1]} 단계" if ko else f"{PHASE_NAMES[d['phase']][0].capitalize()} phase"),
    "decision": lambda s, d, ko, n: (f"{josa(_who(d['player'], ko), '이/가')} {josa(_DECISIONS.get(d['kind'], (d['kind'], d['kind']))[1], '을/를')} 고릅니다"
                                     if ko else f"{_who(d['player'], ko)} chooses {_DECISIONS.get(d['kind'], (d['kind'],))[0]}"),
    "picked": lambda s, d, ko, n: None,
    "decided": lambda s, d, ko, n: (f"{_who(d['player'], ko)} 결정 완료" if ko else f"{_who(d['player'], ko)} has chosen"),
    "card_played": lambda s, d, ko, n: (f"{josa(_who(d['player'], ko), '이/가')} {josa(n('card'), '을/를')} 플레이" if ko
                                        else f"{_who(d['player'], ko)} plays {n('card')}"),
    "characters_gathered": lambda s, d, ko, n: (f"이전 카드 {d['covered']}장이 {n('card')} 아래로 모여 비활성이 됩니다" if ko
                                                else f"{n('card')} covers {count(d['covered'], 'card')}, now inactive"),
    "battle_started": lambda s, d, ko, n: (f"{josa(_who(d['player'], ko), '이/가')} 전투를 시작합니다" if ko else f"{_who(d['player'], ko)} starts a battle"),
    "battle_continued": lambda s, d, ko, n: (f"{josa(_who(d['player'], ko), '이/가')} 전투를 계속합니다" if ko else f"{_who(d['player'], ko)} continues the battle"),
    "giving_up": lambda s, d, ko, n: (f"{josa(_who(d['player'], ko), '이/가')} 전투를 시작할 권리를 포기합니다" if ko
                                      else f"{_who(d['player'], ko)} gives up the right to start a battle"),
    "gave_up": lambda s, d, ko, n: (f"{josa(_who(d['player'], ko), '이/가')} {d['discarded']}장을 버렸습니다" if ko
                                    else f"{_who(d['player'], ko)} discarded {count(d['discarded'], 'card')}"),
    "element_chosen": lambda s, d, ko, n: (f"전투 원소: {_el(d['element'], ko)}" if ko else f"The battle is fought in {_el(d['element'], ko)}"),
    "effect_resolved": lambda s, d, ko, n: (f"{n('card')}의 효과" if ko else f"{n('card')}'s text takes effect"),
    "effect_lost": lambda s, d, ko, n: (f"{n('card')}의 효과는 더 이상 작동하지 않습니다" if ko
                                        else f"{n('card')}'s text no longer works: nothing happens"),
    "total_changed": lambda s, d, ko, n: (f"이번 턴 {_who(d['player'], ko)}의 합계 {d['by']:+d}" if ko
                                          else f"{_who(d['player'], ko)}'s total {d['by']:+d} this turn"),
    "declared": lambda s, d, ko, n: (f"{josa(_who(d['player'], ko), '이/가')} 공격값 {josa(str(d['value']), '을/를')} 선언 (상대 {d['opponent']})" if ko
                                     else f"{_who(d['player'], ko)} declares an attack value of {d['value']} (opponent {d['opponent']})"),
    "refilled": lambda s, d, ko, n: (f"{josa(_who(d['player'], ko), '이/가')} {d['drew']}장 보충 (손 {d['hand']}장)" if ko
                                     else f"{_who(d['player'], ko)} refills with {count(d['drew'], 'card')} (hand {d['hand']})") if d["drew"] else None,
    "withdrew": lambda s, d, ko, n: (f"{josa(_who(d['player'], ko), '이/가')} 전투에서 철수합니다" if ko else f"{_who(d['player'], ko)} withdraws from the battle"),
    "battle_won": lambda s, d, ko, n: (f"{josa(_who(d['player'], ko), '이/가')} 전투에 승리: 카드 {d['cards']}장, 드래곤 {d['pulls']}번 끌어오기" if ko
                                       else f"{_who(d['player'], ko)} wins the battle with {count(d['cards'], 'card')} out: {count(d['pulls'], 'pull')}"),
    "backtracked": lambda s, d, ko, n: (f"되돌리기: {_who(d['player'], ko)}의 공격값 {josa(str(d['value']), '이/가')} {d['needed']}에 못 미쳐 교전 단계 이후를 되돌리고 철수합니다" if ko
                                        else f"Backtracking: {_who(d['player'], ko)}'s {d['value']} cannot reach {d['needed']}; "
                                             "everything since the engagement phase is undone and they withdraw"),
    "dragon_returned": lambda s, d, ko, n: (f"{josa(_who(d['player'], ko), '이/가')} {josa(_dragon(d['dragon'], ko), '을/를')} 보드로 되돌립니다" if ko
                                            else f"{_who(d['player'], ko)} pulls {_dragon(d['dragon'], ko)} back to the board"),
    "dragon_pulled": lambda s, d, ko, n: (f"{josa(_who(d['player'], ko), '이/가')} {josa(_dragon(d['dragon'], ko), '을/를')} 끌어옵니다" if ko
                                          else f"{_who(d['player'], ko)} pulls {_dragon(d['dragon'], ko)} to their side"),
    "battle_ended": lambda s, d, ko, n: "전투가 끝났습니다" if ko else "The battle is over",
    "decks_shuffled": lambda s, d, ko, n: "모든 카드를 덱에 모아 섞습니다" if ko else "Every card goes back into its deck and the decks are shuffled",
    "game_won": lambda s, d, ko, n: (f"게임 {d['game']}: " + ("무승부, 크리스탈 없음" if d["winner"] is None else
                                     f"{_who(d['winner'], ko)} 승리, 크리스탈 {d['gained']}개 (현재 {d['crystals'][0]}:{d['crystals'][1]})") if ko
                                     else f"Game {d['game']}: " + ("a draw, no crystals" if d["winner"] is None else
                                     f"{_who(d['winner'], ko)} wins {count(d['gained'], 'crystal')} ({d['crystals'][0]}:{d['crystals'][1]})")),
    "game_over": lambda s, d, ko, n: d["reason"]["ko" if ko else "en"],
}


def describe_event(s: DDState, e: Event, lang: str = "en") -> str | None:
    """One log line for an event as its viewer may see it, ending with the rule it applied; None for
    bookkeeping a player need not read. Give the event already passed through ``for_player``."""
    ko = lang == "ko"
    d = e.data

    def name(key: str = "card") -> str:
        if d.get("hidden"):
            return "카드" if ko else "a card"
        return card_name(s, d.get(key), lang)

    phrase = _EN.get(e.kind)
    if phrase is None:
        text: str | None = e.kind.replace("_", " ")
    else:
        text = phrase(s, d, ko, name)
    if text is None:
        return None
    return text + (f" ({d['rule']})" if d.get("rule") else "")


def describe_action(s: DDState, a: Action, lang: str = "en") -> str:
    ko = lang == "ko"
    if isinstance(a, PlayLeadership):
        return f"리더십 카드 {card_name(s, a.card, lang)} 플레이" if ko else f"Play leadership card {card_name(s, a.card, lang)}"
    if isinstance(a, PlayCharacter):
        return f"캐릭터 {card_name(s, a.card, lang)} 플레이" if ko else f"Play character {card_name(s, a.card, lang)}"
    if isinstance(a, PlayBooster):
        return f"부스터 {card_name(s, a.card, lang)} 플레이" if ko else f"Play booster {card_name(s, a.card, lang)}"
    if isinstance(a, PlaySupport):
        return f"서포트 {card_name(s, a.card, lang)} 플레이" if ko else f"Play support {card_name(s, a.card, lang)}"
    simple = {StartBattle: ("Start a battle", "전투 시작"), GiveUp: ("Give up the right to start a battle", "전투 시작 권리 포기"),
              Continue: ("Continue the battle", "전투 계속"), Withdraw: ("Withdraw", "철수"),
              Declare: ("Declare the attack value", "공격값 선언"), Concede: ("Concede", "항복")}
    for cls, (en, k) in simple.items():
        if isinstance(a, cls):
            return k if ko else en
    if isinstance(a, Choose):
        opt = a.option
        if opt == DONE:
            return "선택 완료" if ko else "Done choosing"
        if isinstance(opt, int):
            return card_name(s, opt, lang)
        if opt in ELEMENT_NAMES:
            return _el(opt, ko)
        if opt in DRAGON_NAMES:
            return _dragon(opt, ko)
        return {"yes": ("Yes", "예"), "no": ("No", "아니오")}.get(str(opt), (str(opt), str(opt)))[1 if ko else 0]
    return str(a)


def describe_events(s: DDState, events: Iterable[Event], lang: str, viewer: int | None) -> list[str]:
    """The log lines ``viewer`` may read for these events, in order: each event is redacted for the
    viewer first (None: a spectator, who sees only public cards). Cards drawn one after another by the
    same player for the same rule share one line ("Player 2 draws 3 cards")."""
    out = []
    told = [e.for_player(viewer) for e in events]
    i = 0
    while i < len(told):
        e = told[i]
        j = i + 1
        if e.kind == "card_moved" and e.data.get("cause") == "draw":
            while j < len(told) and told[j].kind == "card_moved" and told[j].data.get("cause") == "draw" \
                    and told[j].data.get("owner") == e.data.get("owner") and told[j].data.get("rule") == e.data.get("rule"):
                j += 1
        if j - i > 1:
            out.append(_draws(s, told[i:j], lang))
        else:
            line = describe_event(s, e, lang)
            if line:
                out.append(line)
        i = j
    return out


def _draws(s: DDState, draws: list[Event], lang: str) -> str:
    """Several draws in one line: the cards the reader may see by name, the others counted."""
    ko = lang == "ko"
    seen = [card_name(s, e.data.get("card"), lang) for e in draws if not e.data.get("hidden")]
    hidden = len(draws) - len(seen)
    if hidden:
        seen.append(f"카드 {hidden}장" if ko else count(hidden, "card"))
    rule = draws[0].data.get("rule")
    return _move_words("draw", draws[0].data, seen, ko) + (f" ({rule})" if rule else "")


def _effect_text(s: DDState, src: Any, lang: str) -> str | None:
    """The text of the card's effect being resolved (the one a decision of that card belongs to)."""
    if not isinstance(src, int):
        return None
    frame = next((f for f in reversed(s.stack) if f.get("t") == "effect" and f.get("src") == src), None)
    text = s.defs[src].text
    if frame is not None and frame["path"] and 0 <= frame["path"][0] < len(text):
        return ability_text(text[frame["path"][0]], s.db, lang)
    return None


def describe_decision(s: DDState, d: Any, lang: str = "en") -> tuple[str, str | None]:
    """What the deciding player reads: the question naming the card that asks, with its rule, and the
    text of that card's effect (None when the rules themselves ask)."""
    question = d.prompt.get(lang)
    detail = None
    if d.source is not None and s.card_visible_to(d.source, d.player):
        name = card_name(s, d.source, lang)
        question = f"{name}: {question}"
        detail = _effect_text(s, d.source, lang)
    return f"{question} ({d.rule})", detail


# the card texts each timing of triggered effects runs (DD-1.1, DD-8.1)
_TIMED = {"turn_start": ("turn_start", "must_return"), "turn_end": ("turn_end", "must_discard")}


def option_label(s: DDState, d: Any, option: Any, lang: str = "en") -> str:
    """A choice in words; choosing which card's effect goes first also shows that effect's text."""
    label = describe_action(s, Choose(d.player, option), lang)
    if d.kind == "order" and isinstance(option, int):
        frame = next((f for f in reversed(s.stack) if f.get("t") == "triggers"), None)
        kinds = _TIMED.get(frame["when"] if frame is not None else "", ())
        texts = [ability_text(ab, s.db, lang) for _k, ab in s.defs[option].triggers if ab["kind"] in kinds]
        if texts:
            label = f"{label}: {' '.join(texts)}"
    return label


# No picture of the table in words: `python -m game play` lists the zones of the player's view.
describe_board = None

EVENT_KINDS = tuple(_EN)
