"""Card text generated from the card data, in English and Korean (docs/magic-cards.md): the type line,
keywords, and one line per ability. Nothing here is read back by the rules. No pygame."""
from __future__ import annotations

from game.engine.text import josa

from . import conspiracy_cards, scheme_cards
from .additional import lines as extra_lines
from .attach_cards import EQUIPMENT, is_equip
from .cards import Ability, CardDef, Effect, load_card_db
from .library_text import library_text
from .matters_text import WHEN_EN, WHEN_KO, counted, fetch_text, handles_static, static_text
from .multi_text import reanimate_text, spell_text
from .vocab import (COLOR_NAMES, COUNTER_NAMES, DRAFT_ABILITIES, DURATION_NAMES, ENCHANT_NAMES, ENTERS_WITH,
                    KEYWORD_NAMES, SUBTYPE_NAMES, SUPERTYPE_NAMES, TARGET_NAMES, TYPE_NAMES)

_WHO_EN = {"you": "you", "each_opponent": "each opponent", "each_player": "each player", "self": "this",
           "each_creature": "each creature", "each_other_creature": "each other creature",
           "each_opponent_creature": "each creature your opponents control", "your_creatures": "creatures you control",
           "each_artifact_enchantment": "each artifact and enchantment",
           "each_creature_and_player": "each creature and each player", **scheme_cards.WHO_EN}
_WHO_KO = {"you": "당신", "each_opponent": "각 상대", "each_player": "각 플레이어", "self": "이것",
           "each_creature": "각 생물", "each_other_creature": "다른 각 생물",
           "each_opponent_creature": "상대가 조종하는 각 생물", "your_creatures": "당신이 조종하는 생물들",
           "each_artifact_enchantment": "각 마법물체와 부여마법", "each_creature_and_player": "각 생물과 각 플레이어", **scheme_cards.WHO_KO}
_WHEN_EN = {"enters": "When this enters", "dies": "When this dies", "attacks": "Whenever this attacks",
            "upkeep": "At the beginning of your upkeep", "end_step": "At the beginning of your end step",
            "cast_noncreature": "Whenever you cast a noncreature spell",
            "combat_damage_player": "Whenever this deals combat damage to a player",
            "cast_commander": "Whenever you cast your commander", **WHEN_EN, **scheme_cards.WHEN_EN,
            # Planechase (901.9b, 901.9d, 901.11b, 311; 901.8 the planeswalking ability)
            "chaos": "Whenever you roll {CHAOS}", "planeswalk_to": "When you planeswalk to this",
            "planeswalk_from": "When you planeswalk away from this", "encounter": "When you encounter this",
            "roll_die": "Whenever you roll a die", "planeswalk_roll": "Whenever you roll {PW}"}
_WHEN_KO = {"enters": "이것이 전장에 들어올 때", "dies": "이것이 죽을 때", "attacks": "이것이 공격할 때마다",
            "upkeep": "당신의 유지단 시작에", "end_step": "당신의 종료단 시작에",
            "cast_noncreature": "당신이 생물이 아닌 주문을 발동할 때마다",
            "combat_damage_player": "이것이 플레이어에게 전투 피해를 입힐 때마다",
            "cast_commander": "당신이 당신의 장군을 발동할 때마다", **WHEN_KO, **scheme_cards.WHEN_KO,
            "chaos": "당신이 {CHAOS}를 굴릴 때마다", "planeswalk_to": "당신이 이곳으로 플레인즈워크할 때",
            "planeswalk_from": "당신이 이곳에서 플레인즈워크해 떠날 때", "encounter": "당신이 이것과 마주칠 때",
            "roll_die": "당신이 주사위를 굴릴 때마다", "planeswalk_roll": "당신이 {PW}를 굴릴 때마다"}


def _who(e: Effect, target: str, ko: bool, again: bool = False) -> str:
    if e.to == "target":
        if again:                     # the same target named a second time reads "it"
            return "그것" if ko else "it"
        return TARGET_NAMES[target].get("ko" if ko else "en")
    return (_WHO_KO if ko else _WHO_EN).get(e.to, e.to)


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else str(n)


def effect_text(e: Effect, target: str, lang: str, names: dict[str, str], *, again: bool = False,
                lead: bool = True) -> str:
    ko = lang == "ko"
    if e.amount_of:
        return counted(e, target, lang, names, effect_text, again=again, lead=lead)
    if e.do == "fetch_commander":
        return fetch_text(lang)
    w = _who(e, target, ko, again)
    wt, wo = josa(w, "은/는"), josa(w, "을/를")
    n: int | str = "X" if e.x else e.amount
    if e.do == "damage":
        return f"{w}에게 {josa(f'피해 {n}', '을/를')} 입힙니다" if ko else f"deal {n} damage to {w}"
    if e.do == "draw":
        return f"{wt} 카드 {n}장을 뽑습니다" if ko else (("draw" if lead else "you draw") if e.to == "you" else f"{w} draws") + f" {_cards(n)}"
    if e.do == "gain_life":
        return f"{wt} 생명점 {n}점을 얻습니다" if ko else (("gain" if lead else "you gain") if e.to == "you" else f"{w} gains") + f" {n} life"
    if e.do == "lose_life":
        return f"{wt} 생명점 {n}점을 잃습니다" if ko else (("lose" if lead else "you lose") if e.to == "you" else f"{w} loses") + f" {n} life"
    if e.do in ("destroy", "exile", "bounce", "tuck", "counter", "tap", "untap"):
        verbs_en = {"destroy": "destroy {w}", "exile": "exile {w}", "bounce": "return {w} to its owner's hand",
                    "tuck": "put {w} on top of its owner's library", "counter": "counter {w}", "tap": "tap {w}",
                    "untap": "untap {w}"}
        verbs_ko = {"destroy": "{wo} 파괴합니다", "exile": "{wo} 추방합니다",
                    "bounce": "{wo} 소유자의 손으로 되돌립니다", "tuck": "{wo} 소유자의 서고 맨 위에 놓습니다",
                    "counter": "{wo} 무효화합니다", "tap": "{wo} 탭합니다", "untap": "{wo} 언탭합니다"}
        return (verbs_ko if ko else verbs_en)[e.do].format(w=w, wo=wo)
    if e.do == "token":      # a token is named as its card; never by its id, even where no name was given
        name = names.get(e.token)
        if ko:
            return f"{name + ' ' if name else ''}토큰 {n}개를 만듭니다"
        return f"create {n} {name + ' ' if name else ''}token{'s' if n != 1 else ''}"
    if e.do == "counters" and e.counter:           # -1/-1 and named counters (122)
        kind = COUNTER_NAMES[e.counter].get(lang)
        return f"{w}에 {kind} 카운터 {n}개를 놓습니다" if ko else f"put {n} {kind} counter{'s' if n != 1 else ''} on {w}"
    if e.do == "counters":
        return f"{w}에 +1/+1 카운터 {n}개를 놓습니다" if ko else f"put {n} +1/+1 counter{'s' if n != 1 else ''} on {w}"
    if e.do == "pump":
        pt = f"{_signed(e.power)}/{_signed(e.toughness)}"
        many = e.to == "your_creatures" and not ko        # "creatures you control get", not "gets"
        until = DURATION_NAMES[e.until or "end_of_turn"].get(lang)
        return f"{wt} {until} {josa(pt, '을/를')} 받습니다" if ko else f"{w} {'get' if many else 'gets'} {pt} {until}"
    if e.do == "grant":
        kw = KEYWORD_NAMES[e.keyword].get(lang)
        many = e.to == "your_creatures" and not ko
        until = DURATION_NAMES[e.until or "end_of_turn"].get(lang)
        return f"{wt} {until} {josa(kw, '을/를')} 얻습니다" if ko else f"{w} {'gain' if many else 'gains'} {kw.lower()} {until}"
    if e.do == "gain_control":
        until = DURATION_NAMES[e.until].get(lang) if e.until else ""
        if ko:
            return f"{until + ' ' if until else ''}{w}의 조종권을 얻습니다"
        return f"gain control of {w}{' ' + until if until else ''}"
    if e.do == "add_mana":
        sym = "".join(f"{{{c}}}" for c in e.mana)
        return f"{sym}을(를) 추가합니다" if ko else f"add {sym}"
    if e.do == "discard":
        return f"{wt} 카드 {n}장을 골라 버립니다" if ko else \
            (("discard" if lead else "you discard") if e.to == "you" else f"{w} discards") + f" {_cards(n)}"
    if e.do == "discard_random":
        return f"{wt} 무작위로 카드 {n}장을 버립니다" if ko else f"{w} discards {_cards(n)} at random"
    if e.do == "copy_token":
        return f"{w}의 복사본인 토큰 하나를 만듭니다" if ko else f"create a token that's a copy of {w}"
    if e.do == "mill":
        return f"{wt} 서고 맨 위 카드 {n}장을 무덤에 넣습니다" if ko else \
            f"{w} puts the top {_cards(n)} of their library into their graveyard"
    if e.do == "reanimate":
        return reanimate_text(w, ko)
    if e.do in ("search", "scry", "look"):
        return library_text(e, lang)
    if e.do == "planeswalk":          # 701.24
        return "플레인즈워크합니다" if ko else "planeswalk"
    if e.do == "roll_planar":         # 901.9: a roll by an effect
        return "차원 주사위를 굴립니다" if ko else "roll the planar die"
    if e.do in scheme_cards.VERBS:            # Archenemy's (904)
        return scheme_cards.verb_text(e, lang)
    if e.do == "wish":
        return ("게임 밖에서 당신이 소유한 카드 한 장을 골라 공개하고 당신의 손으로 가져옵니다" if ko else
                "choose a card you own from outside the game, reveal it, and put it into your hand")
    return e.do


def _cards(n: int | str) -> str:
    return "a card" if n == 1 else f"{n} cards"


def _sentence(parts: list[str], ko: bool) -> str:
    if ko:
        return ". ".join(p for p in parts) + "."
    text = ", then ".join(parts) if len(parts) > 1 else parts[0]
    return text[0].upper() + text[1:] + "."


def _host_text(a: Ability, ko: bool, equipped: bool) -> str:
    """An Aura's or Equipment's static for the creature it is attached to (attach.py)."""
    whom = ("장착된 생물" if equipped else "부여된 생물") if ko else ("Equipped creature" if equipped else "Enchanted creature")
    if a.static == "restrain":
        return f"{josa(whom, '은/는')} 공격하거나 방어할 수 없습니다." if ko else f"{whom} can't attack or block."
    if a.static == "control":
        return f"당신은 {josa(whom, '을/를')} 조종합니다." if ko else f"You control {whom[0].lower() + whom[1:]}."
    e = a.effects[0]
    if e.do == "pump":
        pt = f"{_signed(e.power)}/{_signed(e.toughness)}"
        return f"{josa(whom, '은/는')} {josa(pt, '을/를')} 받습니다." if ko else f"{whom} gets {pt}."
    kw = KEYWORD_NAMES[e.keyword].get("ko" if ko else "en")
    return f"{josa(whom, '은/는')} {josa(kw, '을/를')} 가집니다." if ko else f"{whom} has {kw.lower()}."


def _equip_text(a: Ability, ko: bool) -> str:
    """702.6a: "Equip {N}", with its reminder text."""
    cost = a.cost.text() if a.cost.mana_value else "{0}"
    if ko:
        return f"장착 {cost} ({cost}: 당신이 조종하는 생물 하나에 이것을 붙입니다. 집중마법처럼만 장착합니다.)"
    return f"Equip {cost} ({cost}: Attach to target creature you control. Equip only as a sorcery.)"


def _body(a: Ability, lang: str, names: dict[str, str]) -> str:
    """What an ability with one target (or none) does, "may" and "at the next end step" included."""
    ko = lang == "ko"
    parts: list[str] = []
    later: list[str] = []
    named = False
    for e in a.effects:
        into = later if e.later else parts
        into.append(effect_text(e, a.target, lang, names, again=named and e.to == "target", lead=not into))
        named = named or e.to == "target"
    body = _sentence(parts, ko) if parts else ""
    if a.may:                      # 603.5: the first effect reads as something you may do
        body = ("원한다면, " + body) if ko else "You may " + body[0].lower() + body[1:]
    if later:                      # 603.7: the delayed trigger this creates
        tail = _sentence(later, ko)
        tail = f"다음 종료단 시작에, {tail}" if ko else f"At the beginning of the next end step, {tail[0].lower() + tail[1:]}"
        body = f"{body} {tail}" if body else tail
    return body


def ability_text(a: Ability, lang: str, names: dict[str, str], equipped: bool = False) -> str:
    """``equipped``: the card is an Equipment, its statics for the host read "equipped creature"."""
    ko = lang == "ko"
    if a.kind == "static" and a.scope == "attached":
        return _host_text(a, ko, equipped)
    if is_equip(a):
        return _equip_text(a, ko)
    if a.kind == "mana" and a.produce == "*":
        return ("{T}: 당신의 장군의 색 아이덴티티에 있는 아무 색 마나 한 개를 추가합니다." if ko
                else "{T}: Add one mana of any color in your commander's color identity.")
    if a.kind == "static" and a.static == "hand_to_library":
        return ("상대가 소유한 카드가 전장에서 그 상대의 손으로 가게 된다면, 대신 소유자의 서고 맨 밑에 놓입니다." if ko
                else "If a card an opponent owns would be put into their hand from the battlefield, "
                     "put it on the bottom of its owner's library instead.")
    if a.kind == "mana":
        syms = " 또는 " if ko else " or "
        return ("{T}: " + syms.join(f"{{{c}}}" for c in a.produce) + "을(를) 추가합니다."
                if ko else "{T}: Add " + syms.join(f"{{{c}}}" for c in a.produce) + ".")
    if a.kind == "static" and a.static == ENTERS_WITH:        # 614.1c (X: 107.3m)
        e = a.effects[0]
        n = "X" if e.x else str(e.amount)
        return f"이것은 +1/+1 카운터 {n}개가 놓인 채로 전장에 들어옵니다." if ko else \
            f"This enters with {n} +1/+1 counter{'' if n == '1' else 's'} on it."
    if a.kind == "static" and handles_static(a):
        return static_text(a, lang)
    if a.kind == "static":
        e = a.effects[0]
        whom = (_WHO_KO if ko else _WHO_EN)["your_creatures"]
        if a.scope == "other_your_creatures":
            whom = "당신이 조종하는 다른 생물들" if ko else "other creatures you control"
        elif a.scope == "each_creature":      # a face-up plane's, over every creature (901.7)
            whom = "모든 생물" if ko else "all creatures"
        elif a.scope == conspiracy_cards.NAMED:   # a hidden agenda's (702.106)
            whom = conspiracy_cards.NAMED_WHO.get(lang)
        if e.do == "pump":
            pt = f"{_signed(e.power)}/{_signed(e.toughness)}"
            return f"{josa(whom, '은/는')} {josa(pt, '을/를')} 받습니다." if ko else f"{whom[0].upper() + whom[1:]} get {pt}."
        kw = KEYWORD_NAMES[e.keyword].get(lang)
        return f"{josa(whom, '은/는')} {josa(kw, '을/를')} 가집니다." if ko else f"{whom[0].upper() + whom[1:]} have {kw.lower()}."
    body = spell_text(a, lang, names, effect_text) if a.modes or a.target2 else _body(a, lang, names)
    if a.kind == "triggered":
        lead = (_WHEN_KO if ko else _WHEN_EN)[a.when]
        return f"{lead}, {body}" if ko else f"{lead}, {body[0].lower() + body[1:]}"
    if a.kind == "activated":
        costs = []
        if a.loyalty is not None:
            costs.append(_signed(a.loyalty) if a.loyalty else "0")
        if a.cost.mana_value or a.cost.x:
            costs.append(a.cost.text())
        if a.tap:
            costs.append("{T}")
        if a.sacrifice:
            costs.append("이것을 희생" if ko else "Sacrifice this")
        tail = (" 집중마법처럼만 활성화합니다." if ko else " Activate only as a sorcery.") if a.sorcery else ""
        if a.once:                 # 602.5b
            tail += " 턴마다 한 번만 활성화합니다." if ko else " Activate only once each turn."
        return f"{', '.join(costs)}: {body}{tail}"
    return body


def type_line(card: CardDef, lang: str) -> str:
    sup = [SUPERTYPE_NAMES[t].get(lang) for t in card.supertypes]
    types = [TYPE_NAMES[t].get(lang) for t in card.types]
    line = " ".join(sup + types)
    if card.subtypes:
        line += " — " + " ".join(SUBTYPE_NAMES[t].get(lang) if t in SUBTYPE_NAMES else t for t in card.subtypes)
    return line


def card_lines(card: CardDef, lang: str, names: dict[str, str]) -> list[str]:
    """The card as printed: cost and type line, keywords, abilities, then P/T or loyalty."""
    ko = lang == "ko"
    head = (card.cost.text() + "  " if card.cost.mana_value or card.cost.phyrexian or card.cost.x else "") + type_line(card, lang)
    if not card.types:                # 901.8: the planeswalking ability, which is no card's
        return [("특수 유발형 능력, 원천 없음 (901.8)" if ko else "Special triggered ability, no source (901.8)")] + \
            [ability_text(a, lang, names) for a in card.abilities]
    lines = [head]
    if card.token:
        lines.append("토큰" if ko else "Token")
    if card.keywords:
        lines.append(", ".join(KEYWORD_NAMES[k].get(lang) for k in card.keywords))
    if card.hidden_agenda:                     # 702.106, 905.4a
        lines.append(conspiracy_cards.HIDDEN_AGENDA.get(lang))
    lines += extra_lines(card, lang)           # 118.8: "As an additional cost to cast this spell, ..."
    if card.enchant:
        lines.append(ENCHANT_NAMES[card.enchant].get(lang))
    lines += [ability_text(a, lang, names, EQUIPMENT in card.subtypes) for a in card.abilities]
    if card.can_command:
        lines.append("이 카드는 당신의 장군이 될 수 있습니다." if ko else "This card can be your commander.")
    if card.partner_with:             # 702.124j, the deck-building part only (partner.py)
        other = load_card_db().cards.get(card.partner_with)
        name = other.name.get(lang) if other is not None else card.partner_with
        lines.append(f"{josa(name, '과/와')} 동료 (둘 다 당신의 장군이 될 수 있습니다.)" if ko
                     else f"Partner with {name} (You can have both as your commanders.)")
    if card.draft:                    # 905.2: what it does as it is drafted
        lines.insert(1, DRAFT_ABILITIES[card.draft].get(lang))
    if card.choose_color:
        lines.append("게임이 시작될 때 색 하나를 고릅니다." if ko else "As the game begins, choose a color.")
    if card.reminder.en:
        lines.append(f"({card.reminder.get(lang)})")
    if card.is_a("creature"):
        lines.append(f"{card.power}/{card.toughness}")
    if card.is_a("planeswalker"):
        lines.append(f"충성 {card.loyalty}" if ko else f"Loyalty {card.loyalty}")
    if card.is_a("vanguard"):        # 902.4 / 902.5
        hand, life = _signed(card.hand_mod), _signed(card.life_mod)
        lines.append(f"손 크기 {hand}, 생명점 {life}" if ko else f"Hand {hand}, Life {life}")
    if card.colors and not card.token:
        lines.append(("색: " if ko else "Color: ") + ", ".join(COLOR_NAMES[c].get(lang) for c in card.colors))
    if card.back_name.en:
        colors = ", ".join(COLOR_NAMES[c].get(lang) for c in card.back_colors)
        lines.append(f"뒷면: {card.back_name.get(lang)} ({colors})" if ko else f"Back face: {card.back_name.get(lang)} ({colors})")
    return lines
