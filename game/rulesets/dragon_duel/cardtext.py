"""Card text of Dragon Duel in English and Korean, generated from the same validated tables the rules
read (vocab.py), so text and behaviour cannot drift apart.

    ability_text(card.text[0], db, "en") -> "Your opponent cannot play boosters."
    card_lines(card, db, "ko")           -> ["캐릭터 · 용혈족 · 달 1", "화염 3 / 대지 1", ...]

A vocabulary entry without a phrase raises instead of printing a placeholder.
"""
from __future__ import annotations

from typing import Any, Mapping

from game.engine.text import Msg, count, josa

from .cards import CardDb, CardDef

TYPE_NAMES = {"character": Msg("character", "캐릭터"), "booster": Msg("booster", "부스터"),
              "support": Msg("support", "서포트"), "leadership": Msg("leadership card", "리더십 카드"),
              "leader": Msg("leader card", "리더 카드")}
TYPE_PLURAL = {"character": "characters", "booster": "boosters", "support": "supports",
               "leadership": "leadership cards", "leader": "leader cards"}
ELEMENT_NAMES = {"fire": Msg("Fire", "화염"), "earth": Msg("Earth", "대지"), "both": Msg("Fire and Earth", "화염과 대지")}
ICON_NAMES = {"recall": Msg("recall", "회수"), "ambush": Msg("ambush", "기습")}
ZONE_NAMES = {"battle": Msg("battle area", "전투 영역"), "support": Msg("support area", "서포트 영역"),
              "hand": Msg("hand", "손"), "deck": Msg("deck", "덱"), "discard": Msg("discard pile", "버린 카드 더미"),
              "leader": Msg("leader area", "리더 영역"), "any": Msg("every zone", "모든 영역")}
DRAGON_NAMES = {"ember": Msg("the Ember Dragon", "잿불 드래곤"), "stone": Msg("the Stone Dragon", "바위 드래곤"),
                "moon": Msg("the Moon Dragon", "달 드래곤")}


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"−{-n}"


def _cards(sel: Mapping[str, Any], db: CardDb, ko: bool, *, active: bool = False) -> str:
    """A selector as a noun phrase: "your active Drakeborn characters with moon value 2 or more"."""
    side = sel.get("side", "any")
    types = sel.get("type") or ()
    race = db.races[sel["race"]].get("ko" if ko else "en") if "race" in sel else ""
    if ko:
        owner = {"own": "당신의 ", "opponent": "상대의 ", "any": ""}[side]
        noun = "/".join(TYPE_NAMES[t].ko for t in types) if types else "카드"
        out = f"{owner}{'활성 ' if active else ''}{race + ' ' if race else ''}{noun}"
        if "moon" in sel:
            out = f"달 값 {sel['moon']} 이상인 " + out
        if "icon" in sel:
            out = f"{ICON_NAMES[sel['icon']].ko} 아이콘이 있는 " + out
        if sel.get("zone", "any") != "any":
            out = f"{ZONE_NAMES[sel['zone']].ko}에 있는 " + out
        return out
    owner = {"own": "your ", "opponent": "your opponent's ", "any": ""}[side]
    noun = " and ".join(TYPE_PLURAL[t] for t in types) if types else "cards"
    out = f"{owner}{'active ' if active else ''}{race + ' ' if race else ''}{noun}"
    if "moon" in sel:
        out += f" with moon value {sel['moon']} or more"
    if "icon" in sel:
        out += f" with the {ICON_NAMES[sel['icon']].en} icon"
    if sel.get("zone", "any") != "any":
        out += f" in {'their' if side == 'opponent' else 'your' if side == 'own' else 'any'} {ZONE_NAMES[sel['zone']].en}"
    return out


def _condition(cond: Mapping[str, Any] | None, ko: bool) -> str:
    if not cond:
        return ""
    parts = []
    for key, v in cond.items():
        if key == "element":
            parts.append(f"{ELEMENT_NAMES[v].ko} 전투라면" if ko else f"in a {ELEMENT_NAMES[v].en} battle")
        elif key == "dragons":
            parts.append(f"당신에게 드래곤이 {v}마리 이상 있다면" if ko else f"while you hold {count(v, 'dragon')} or more")
        elif key == "opponent_dragons":
            parts.append(f"상대에게 드래곤이 {v}마리 이상 있다면" if ko else f"while your opponent holds {count(v, 'dragon')} or more")
        elif key == "dragon":
            parts.append(f"{josa(DRAGON_NAMES[v].ko, '이/가')} 당신 쪽에 있다면" if ko else f"while {DRAGON_NAMES[v].en} is on your side")
        elif key == "cards":
            parts.append(f"당신의 전투 영역과 서포트 영역에 카드가 {v}장 이상이라면" if ko
                         else f"while your battle and support areas hold {v} or more cards")
        else:
            raise KeyError(f"no phrase for condition {key!r}")
    return (" 그리고 ".join(parts) + ", ") if ko else (" and ".join(parts) + ", ")


def _per(per: Mapping[str, Any] | None, db: CardDb, ko: bool) -> str:
    if not per:
        return ""
    what = _cards(per, db, ko)
    return f" ({what} 1장마다)" if ko else f" for each of {what}"


def _step(st: Mapping[str, Any], db: CardDb, ko: bool) -> str:
    kind = st["step"]
    you = st.get("who", "you") == "you"
    if kind == "draw":
        n = st["n"]
        if ko:
            return f"{'당신은' if you else '상대는'} 카드를 {n}장 뽑는다"
        return f"draw {n} card{'s' if n > 1 else ''}" if you else f"your opponent draws {n} card{'s' if n > 1 else ''}"
    if kind == "discard":
        n = st["n"]
        if ko:
            return f"{'당신은' if you else '상대는'} 손에서 카드 {n}장을 버린다"
        return (f"discard {n} card{'s' if n > 1 else ''}" if you
                else f"your opponent discards {n} card{'s' if n > 1 else ''}")
    if kind == "boost":
        if ko:
            return f"이번 턴 {'당신의' if you else '상대의'} 합계 {_signed(st['by'])}"
        return f"{_signed(st['by'])} to {'your' if you else 'your opponent’s'} total this turn"
    if kind == "recover":
        t = st.get("type")
        if ko:
            return f"버린 카드 더미에서 {TYPE_NAMES[t].ko if t else '카드'} 1장을 손으로 가져온다"
        return f"take {('a ' + TYPE_NAMES[t].en) if t else 'a card'} from your discard pile into your hand"
    if kind == "may":
        then = _steps(st["then"], db, ko)
        pay = st.get("pay")
        if pay:
            el = ELEMENTS[pay["element"]]
            if ko:
                return (f"{el.ko} 값 합계가 {pay['at_least']} 이상이 되도록 카드를 버려도 된다(남는 카드 없이). "
                        f"그렇게 했다면 {then}")
            return (f"you may discard cards with a total {el.en} value of {pay['at_least']} or more, with no card "
                    f"to spare; if you do, {then}")
        return f"원한다면 {then}" if ko else f"you may: {then}"
    raise KeyError(f"no phrase for step {kind!r}")


ELEMENTS = {"fire": ELEMENT_NAMES["fire"], "earth": ELEMENT_NAMES["earth"]}


def _steps(steps: Any, db: CardDb, ko: bool) -> str:
    return (", " if ko else ", then ").join(_step(st, db, ko) for st in steps)


def _when(ab: Mapping[str, Any], ko: bool) -> str:
    phase = "턴 시작 단계" if ab["kind"] == "turn_start" else "턴 종료 단계"
    en = "turn start phase" if ab["kind"] == "turn_start" else "turn end phase"
    whose = ab.get("whose", "any")
    if ko:
        return {"your": f"당신 턴의 {phase}에", "opponent": f"상대 턴의 {phase}에", "any": f"{phase}에"}[whose]
    return {"your": f"In the {en} of your turn", "opponent": f"In the {en} of your opponent's turn",
            "any": f"In the {en}"}[whose]


def _capital(text: str) -> str:
    return text[0].upper() + text[1:]


def ability_text(ab: Mapping[str, Any], db: CardDb, lang: str = "en") -> str:
    ko = lang == "ko"
    kind = ab["kind"]
    if kind == "must_count":
        return ("나는 인쇄된 값으로 계산되어야 한다: 내 공격값은 무시되지 않으며 어떤 효과도 바꾸지 않는다." if ko
                else "I must be counted at my printed values: they are never ignored and no effect changes them.")
    if kind == "must_return":
        return ("당신 턴의 턴 시작 단계에, 나는 당신의 손으로 돌아가야 한다." if ko
                else "In the turn start phase of your turn, I must return to your hand.")
    if kind == "must_discard":
        return "턴 종료 단계에, 나는 버려져야 한다." if ko else "In the turn end phase, I must be discarded."
    if kind == "ignore":
        what = _cards(ab["target"], db, ko)
        part = ab["part"]
        if ko:
            if part == "card":
                return f"{josa(what, '은/는')} 무시된다(모든 영역에서)."
            label = {"text": "텍스트", "values": "공격값",
                     "icons": f"{ICON_NAMES[ab['icon']].ko} 아이콘" if "icon" in ab else "아이콘"}[part]
            return f"{what}의 {josa(label, '은/는')} 무시된다(모든 영역에서)."
        if part == "card":
            return f"{what[0].upper() + what[1:]} are ignored, in every zone."
        label = {"text": "texts", "values": "attack values",
                 "icons": f"{ICON_NAMES[ab['icon']].en} icons" if "icon" in ab else "icons"}[part]
        return f"The {label} of {what} are ignored, in every zone."
    if kind == "ignore_prohibitions":
        return ("나를 플레이하는 것에 대한 금지는 무시된다(상대의 금지는 제외)." if ko
                else "Prohibitions against playing me are ignored (except your opponent's).")
    if kind == "cannot_play":
        what = _cards(ab["target"], db, ko)
        if ko:
            return f"{'당신은' if ab['who'] == 'you' else '상대는'} {josa(what, '을/를')} 플레이할 수 없다."
        return f"{'You' if ab['who'] == 'you' else 'Your opponent'} cannot play {what}."
    if kind == "cannot_recall":
        if ko:
            return f"{'당신은' if ab['who'] == 'you' else '상대는'} 카드를 회수할 수 없다."
        return f"{'You' if ab['who'] == 'you' else 'Your opponent'} cannot recall cards."
    if kind == "cannot_lower":
        return ("상대는 당신 카드의 값이나 당신의 합계를 바꿀 수 없다." if ko
                else "Your opponent cannot change the values of your cards or your total.")
    cond = _condition(ab.get("if"), ko)
    if kind in ("set_printed", "swap_printed", "modify"):
        sel = ab["target"]
        if ko:
            who = "나" if sel.get("self") else _cards(sel, db, ko, active=True)
        else:
            who = "I" if sel.get("self") else _cards(sel, db, ko, active=True)
        target = ("나" if ko else "me") if sel.get("self") else who
        if kind == "swap_printed":
            if ko:
                return f"{cond}{target}의 인쇄된 화염 값과 대지 값을 서로 바꾼다."
            if sel.get("self"):
                return _capital(f"{cond}my printed Fire and Earth values are swapped.")
            return _capital(f"{cond}the printed Fire and Earth values of {target} are swapped.")
        el = ELEMENT_NAMES[ab["element"]]
        if kind == "set_printed":
            if ko:
                return f"{cond}{target}의 인쇄된 {el.ko} 값은 {josa(str(ab['to']), '이/가')} 된다."
            values = "value" if ab["element"] != "both" else "values"
            verb = "becomes" if ab["element"] != "both" else "become"
            return _capital(f"{cond}the printed {el.en} {values} of {target} {verb} {ab['to']}.")
        per = _per(ab.get("per"), db, ko)
        if ko:
            return f"{cond}{who}에게 {el.ko} {_signed(ab['by'])}{per}."
        return _capital(f"{cond}{who} get {_signed(ab['by'])} {el.en}{per}.")
    if kind == "total":
        mine = ab["who"] == "you"
        per = _per(ab.get("per"), db, ko)
        if ko:
            return f"{cond}{'당신의' if mine else '상대의'} 합계 {_signed(ab['by'])}{per}."
        return _capital(f"{cond}{_signed(ab['by'])} to {'your' if mine else 'your opponent’s'} total{per}.")
    if kind == "extra_play":
        n = ab.get("n", 1)
        return (f"당신의 부스터/서포트 단계에 부스터나 서포트를 {n}장 더 플레이할 수 있다." if ko
                else f"In your booster/support phase you may play {n} more booster or support.")
    if kind == "recall_through":
        return ("상대의 활성 캐릭터에 회수 아이콘이 있어도 당신은 캐릭터를 회수할 수 있다." if ko
                else "You may recall characters even while your opponent's active character bears a recall icon.")
    if kind == "pull_threshold":
        return (f"당신의 전투 영역과 서포트 영역에 카드가 {ab['cards']}장 이상이면 드래곤을 2마리 끌어온다." if ko
                else f"You pull 2 dragons when your battle and support areas hold {ab['cards']} or more cards.")
    if kind == "on_play":
        steps = _steps(ab["do"], db, ko)
        return f"나를 플레이했을 때: {steps}." if ko else f"When you play me: {steps}."
    if kind in ("turn_start", "turn_end"):
        steps = _steps(ab["do"], db, ko)
        return f"{_when(ab, ko)}: {steps}." if ko else f"{_when(ab, ko)}: {steps}."
    raise KeyError(f"no phrase for text kind {kind!r}")


def card_lines(card: CardDef, db: CardDb, lang: str = "en") -> list[str]:
    """The whole face of a card as lines: type and race, values, icons, then each text in order."""
    ko = lang == "ko"
    head = [TYPE_NAMES[card.type].get(lang)]
    if card.race:
        head.append(db.races[card.race].get(lang))
    if card.moon is not None:
        head.append(f"달 {card.moon}" if ko else f"moon {card.moon}")
    lines = [" · ".join(head)]
    if card.has_values:
        lines.append(f"화염 {card.fire} / 대지 {card.earth}" if ko else f"Fire {card.fire} / Earth {card.earth}")
    if card.icons:
        names = ", ".join(ICON_NAMES[i].get(lang) for i in card.icons)
        lines.append(f"아이콘: {names}" if ko else f"Icons: {names}")
    lines.extend(ability_text(ab, db, lang) for ab in card.text)
    return lines
