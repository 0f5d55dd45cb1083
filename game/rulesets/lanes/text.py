"""Lanes' ``text`` part: actions, events and decisions in words, in the player's language: the log, the
prompts, the text table.

Every line is a sentence as a player would say it, with the rule it applied in brackets. Lanes are
counted from 1, as the players count them. Events are described as one player may see them:
``describe_events`` redacts each event for that player first (``Event.for_player``), so a card the
player may not see is never named, whatever the event carried.
"""
from __future__ import annotations

from typing import Any, Iterable, Sequence

from game.engine.actions import DONE, Action, Choose, Concede

from .actions import Activate, Attack, EndAttack, EndMain, PlayItem, PlaySkill, PlayUnit
from .cardtext import KEYWORD_NAMES, ability_text
from .cardtext_ko import josa
from .state import LANES, LanesState
from .statics import field_cost, hit, power, size

# Events a player need not read: the table shows them (phase bar, prompt) or another event says it.
SILENT_EVENTS = frozenset({"decision", "picked", "battle_step", "damage_processed", "mulligan"})


def card_name(s: LanesState, iid: int, lang: str = "en") -> str:
    """The card's printed name (a leader's front face: a log line read later must not change)."""
    return s.defs[iid].name.get(lang)


def player(p: int, lang: str) -> str:
    return f"플레이어 {p + 1}" if lang == "ko" else f"Player {p + 1}"


def lane_words(lane: int, lang: str) -> str:
    """A lane as players count them: the engine's lane 0 is lane 1."""
    return f"{lane + 1}번 레인" if lang == "ko" else f"lane {lane + 1}"


def _ro(word: str) -> str:
    """Korean (으)로: 로 after a vowel or ㄹ, 으로 after another final consonant."""
    last = word[-1:]
    rieul = ("가" <= last <= "힣" and (ord(last) - 0xAC00) % 28 == 8) or last in ("1", "7", "8")
    has_final = josa(word, "을/를").endswith("을")
    return word + ("으로" if has_final and not rieul else "로")


def listing(parts: Sequence[str], lang: str) -> str:
    """"A, B and C" / "A, B, C"."""
    if lang == "ko" or len(parts) < 2:
        return ", ".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def _rule(d: dict[str, Any]) -> str:
    return f" ({d['rule']})" if d.get("rule") else ""


# ----- actions ----------------------------------------------------------------------------------
def describe_action(s: LanesState, a: Action, lang: str = "en") -> str:
    ko = lang == "ko"
    if isinstance(a, PlayUnit):
        up = s.unit_at(a.player, a.lane) is not None
        name = card_name(s, a.card, lang)
        lane = lane_words(a.lane, lang)
        if ko:
            return f"{josa(name, '을/를')} {lane}에 {'업그레이드' if up else '배치'}"
        return f"Upgrade {lane} to {name}" if up else f"Place {name} in {lane}"
    if isinstance(a, PlayItem):
        unit = s.unit_at(a.player, a.lane)
        target = card_name(s, unit, lang) if unit is not None else lane_words(a.lane, lang)
        item = card_name(s, a.card, lang)
        return f"{josa(item, '을/를')} {target}에게 장착" if ko else f"Equip {item} to {target}"
    if isinstance(a, PlaySkill):
        return f"스킬 {card_name(s, a.card, lang)} 발동" if ko else f"Play the skill {card_name(s, a.card, lang)}"
    if isinstance(a, Activate):
        return f"{card_name(s, a.card, lang)}의 액티브 효과 발동" if ko else f"Use the active ability of {card_name(s, a.card, lang)}"
    if isinstance(a, EndMain):
        return "어택 페이즈로" if ko else "Go to the attack phase"
    if isinstance(a, Attack):
        unit = s.unit_at(a.player, a.lane)
        name = card_name(s, unit, lang) if unit is not None else lane_words(a.lane, lang)
        return f"{_ro(name)} 공격 선언" if ko else f"Attack with {name}"
    if isinstance(a, EndAttack):
        return "턴 종료" if ko else "End the turn"
    if isinstance(a, Concede):
        return "항복" if ko else "Concede"
    if isinstance(a, Choose):
        opt = a.option
        if opt == DONE:
            return "선택 완료" if ko else "Done choosing"
        if isinstance(opt, int) and s.decisions and s.decisions[0].kind == "order":
            entry = next((e for e in s.batch if e["tid"] == opt), None)
            if entry is not None:
                return (f"{card_name(s, entry['src'], lang)}의 효과 먼저" if ko
                        else f"Resolve {card_name(s, entry['src'], lang)}'s effect first")
        if isinstance(opt, int) and s.decisions and s.decisions[0].kind == "number":
            return str(opt)
        if isinstance(opt, int) and 0 <= opt < len(s.cards):
            return card_name(s, opt, lang)
        words = {"yes": ("Yes", "예"), "no": ("No", "아니오"), "keep": ("Keep the hand", "패 유지"),
                 "mulligan": ("Mulligan", "멀리건"), "none": ("Do not block", "방어하지 않음")}
        return words.get(str(opt), (str(opt), str(opt)))[1 if ko else 0]
    return str(a)


# ----- decisions --------------------------------------------------------------------------------
def decision_ability(s: LanesState, d: Any, lang: str) -> str | None:
    """The text of the ability that asks ``d``, when an effect of its source card asks it."""
    if d.source is None:
        return None
    for f in reversed(s.stack):
        if f.get("t") == "effect" and f.get("src") == d.source and f.get("ab") in s.db.abilities:
            return ability_text(s.db.abilities[f["ab"]], s.db, lang)
    return None


def describe_decision(s: LanesState, d: Any, lang: str = "en") -> tuple[str, str | None]:
    """What the deciding player reads (the table's prompt): the question naming the card that asks, with
    its rule, and under it the text of the ability being used (None when no card's ability asks);
    choosing the order of one card's several effects names that card there instead (each choice shows
    its effect)."""
    question = d.prompt.get(lang)
    text = decision_ability(s, d, lang) if d.kind != "block" else None
    if d.source is not None and s.card_visible_to(d.source, d.player):
        name = card_name(s, d.source, lang)
        if d.kind == "block":   # the source of a block question is the attacker
            question = f"{josa(name, '이/가')} 공격합니다. {question}" if lang == "ko" else f"{name} attacks. {question}"
        elif name not in question:
            question = f"{name}: {question}"
    if d.kind == "order":
        srcs = {e["src"] for e in s.batch if e["tid"] in d.options}
        if len(srcs) == 1:
            text = card_name(s, srcs.pop(), lang)
    return f"{question} ({d.rule})", text


def option_label(s: LanesState, d: Any, option: Any, lang: str = "en") -> str:
    """A choice in words; choosing which effect goes first also shows that effect's text (one card's
    several effects would otherwise read alike)."""
    label = describe_action(s, Choose(d.player, option), lang)
    if d.kind == "order":
        entries = {e["tid"]: e for e in s.batch if e["tid"] in d.options}
        entry = entries.get(option)
        ab = s.db.abilities.get(entry["frame"].get("ab")) if entry is not None else None
        if ab is not None:
            text = ability_text(ab, s.db, lang)
            one_card = len({e["src"] for e in entries.values()}) == 1
            label = text if one_card else f"{label}: {text}"   # one card: its name is in the question
    return label


# ----- events -----------------------------------------------------------------------------------
def _names(s: LanesState, moves: Sequence[dict[str, Any]], lang: str) -> tuple[str, bool]:
    """The cards of a group of moves in words (hidden ones counted), and whether they are several."""
    ko = lang == "ko"
    shown = [card_name(s, d["card"], lang) for d in moves if d.get("card") is not None and not d.get("hidden")]
    hidden = len(moves) - len(shown)
    parts = list(shown)
    if hidden:
        parts.append((f"카드 {hidden}장" if ko else ("a card" if hidden == 1 else f"{hidden} cards")))
    return listing(parts, lang), len(moves) > 1


def _place(zone_id: str, lang: str) -> str:
    """A zone in words: "player 1's hand", "플레이어 1의 2번 레인"."""
    p, _, name = zone_id.partition(".")
    owner = int(p[1:])
    if name.startswith("unit"):
        where = lane_words(int(name[4:]), lang)
    else:
        where = {"deck": ("deck", "덱"), "hand": ("hand", "패"), "trash": ("trash", "트래시"),
                 "damage": ("damage zone", "대미지 존"), "skill": ("skill zone", "스킬 존"),
                 "level": ("level zone", "레벨 존")}.get(name, (name, name))[1 if lang == "ko" else 0]
    if lang == "ko":
        return f"{player(owner, lang)}의 {where}"
    return f"player {owner + 1}'s {where}"


def _owner_of(zone_id: str) -> int:
    return int(zone_id.split(".")[0][1:])


def _moves_sentence(s: LanesState, moves: Sequence[dict[str, Any]], lang: str) -> str | None:
    """One sentence for consecutive card moves of the same kind (five draws are one line)."""
    ko = lang == "ko"
    d = moves[0]
    src, dst = d["from"], d["to"]
    why = d.get("reason") or d.get("cause") or ""
    what, many = _names(s, moves, lang)
    owner = d.get("owner", _owner_of(dst))
    who = player(owner, lang)
    rule = _rule(d)
    is_ = "are" if many else "is"
    if why in ("place", "upgrade", "equip") and not dst.endswith(".trash"):
        return None  # the placement event says it
    if why == "draw":
        return f"{josa(who, '이/가')} {josa(what, '을/를')} 드로우합니다." if ko else f"{who} draws {what}."
    if why == "search":
        return (f"{josa(who, '이/가')} 덱에서 {josa(what, '을/를')} 패에 넣습니다." if ko
                else f"{who} takes {what} from the deck into the hand.")
    if why == "recover":
        return (f"{josa(who, '이/가')} 트래시에서 {josa(what, '을/를')} 패에 넣습니다." if ko
                else f"{who} takes {what} from the trash into the hand.")
    if why in ("returned", "return"):
        frm = _place(src, lang)
        return (f"{josa(what, '이/가')} {frm}에서 {who}의 패로 되돌아갑니다.{rule}" if ko
                else f"{what} {is_} returned from {frm} to {who.lower()}'s hand.{rule}")
    if why == "play":
        return f"{josa(who, '이/가')} 스킬 {josa(what, '을/를')} 발동합니다." if ko else f"{who} plays the skill {what}."
    if why == "damage":
        return (f"{josa(what, '이/가')} {who}의 대미지 존에 놓입니다." if ko
                else f"{what} {'go' if many else 'goes'} to {who.lower()}'s damage zone.")
    if why == "mulligan":
        return (f"{josa(who, '이/가')} 멀리건합니다: {josa(what, '을/를')} 덱에 되돌립니다.{rule or ' (5.1.6.1)'}"
                if ko else f"{who} takes a mulligan: {what} {'go' if many else 'goes'} back into the deck."
                f"{rule or ' (5.1.6.1)'}")
    if dst.endswith(".trash"):
        frm = _place(src, lang)
        if src.endswith(".deck"):
            frm = f"{who}의 덱 맨 위" if ko else f"the top of {who.lower()}'s deck"
        reason = {"battle": ("전투로", "in battle"), "effect": ("효과로", "by an effect"),
                  "upgrade": ("업그레이드로", "to make way for the upgrade")}.get(why)
        rule_why = {"3.5.6.1": ("장착된 유닛을 따라", "following their unit" if many else "following its unit"),
                    "6.6.1.3": ("턴이 끝나", "as the turn ends"),
                    "6.6.1.4": ("패 제한으로", "to keep the hand within its limit"),
                    "8.6.2": ("장착 조건을 만족하지 않아", "as its equip condition no longer holds"),
                    "1.3.7.3": ("파워가 0이 되어", "as its power is 0")}.get(d.get("rule", ""))
        how = reason or rule_why or (("규칙에 따라", "by the rules") if why == "rule" else ("", ""))
        if ko:
            return f"{frm}에서 {josa(what, '이/가')} {how[0] + ' ' if how[0] else ''}트래시됩니다.{rule}"
        tail = f" {how[1]}" if how[1] else ""
        return f"{what} {is_} trashed from {frm}{tail}.{rule}"
    frm, to = _place(src, lang), _place(dst, lang)
    if ko:
        return f"{josa(what, '이/가')} {frm}에서 {_ro(to)} 이동합니다.{rule}"
    return f"{what} {'move' if many else 'moves'} from {frm} to {to}.{rule}"


def _kw(kw: Any, lang: str) -> str:
    return KEYWORD_NAMES[kw].get(lang) if kw in KEYWORD_NAMES else ""


def _until(until: Any, lang: str) -> str:
    words = {"turn": (" until end of turn", "이 턴이 끝날 때까지 "), "battle": (" until the battle ends", "이 전투가 끝날 때까지 ")}
    return words.get(until, ("", ""))[1 if lang == "ko" else 0]


_PROHIBITED = {"attack": ("attack", "공격 선언할"), "block": ("block", "방어 선언할"),
               "be_trashed_by_effect": ("be trashed by effects", "효과로 트래시될"),
               "be_returned": ("be returned to the hand", "패로 되돌아갈"),
               "draw": ("draw cards", "카드를 뽑을"), "play_skill": ("play skill cards", "스킬 카드를 사용할")}


def _event_sentence(s: LanesState, k: str, d: dict[str, Any], lang: str) -> str | None:
    ko = lang == "ko"
    rule = _rule(d)

    def name(key: str = "card") -> str:
        iid = d.get(key)
        if not isinstance(iid, int) or d.get("hidden"):
            return "카드" if ko else "a card"
        return card_name(s, iid, lang)

    if k == "game_started":
        p = player(d["first_player"], lang)
        return f"게임을 시작합니다. {josa(p, '이/가')} 선공입니다.{rule}" if ko else f"The game begins; {p} goes first.{rule}"
    if k == "phase_changed":
        if d.get("phase") != "level_up":
            return None
        p = player(d["player"], lang)
        return f"{d['turn']}턴, {p}의 턴이 시작됩니다." if ko else f"Turn {d['turn']} begins: {p.lower()}'s turn."
    if k == "unit_placed":
        p, lane, unit = player(d["player"], lang), lane_words(d["lane"], lang), name()
        if d.get("upgrade"):
            return (f"{josa(p, '이/가')} {lane}의 유닛을 {_ro(unit)} 업그레이드합니다." if ko
                    else f"{p} upgrades the unit in {lane} to {unit}.")
        return f"{josa(p, '이/가')} {lane}에 {josa(unit, '을/를')} 배치합니다." if ko else f"{p} places {unit} in {lane}."
    if k == "item_equipped":
        p, item = player(d["player"], lang), name()
        unit = card_name(s, d["unit"], lang) if isinstance(d.get("unit"), int) else lane_words(d["lane"], lang)
        lane = lane_words(d["lane"], lang)
        return (f"{josa(p, '이/가')} {lane}의 {unit}에게 {josa(item, '을/를')} 장착합니다." if ko
                else f"{p} equips {item} to {unit} in {lane}.")
    if k == "ability_activated":
        p = player(d["player"], lang)
        return (f"{josa(p, '이/가')} {name()}의 액티브 효과를 발동합니다." if ko
                else f"{p} uses the active ability of {name()}.")
    if k == "attack_declared":
        lane = lane_words(d["lane"], lang)
        return (f"{lane}의 {josa(name(), '이/가')} 공격 선언합니다 (파워 {d['power']}, 히트 {d['hit']}).{rule}" if ko
                else f"{name()} attacks from {lane} with power {d['power']} and hit {d['hit']}.{rule}")
    if k == "block_declared":
        how = ("가디언으로 ", "steps in as a guardian and ") if d.get("guardian") else ("", "")
        return (f"{josa(name(), '이/가')} {how[0]}방어 선언합니다.{rule}" if ko else f"{name()} {how[1]}blocks.{rule}")
    if k == "no_block":
        p = player(d["player"], lang)
        return f"{josa(p, '은/는')} 방어하지 않습니다." if ko else f"{p} does not block."
    if k == "unblocked_hit":
        return (f"방어되지 않은 {josa(name(), '이/가')} 히트 {josa(str(d['amount']), '을/를')} 줍니다.{rule}" if ko
                else f"{name()} is not blocked and hits for {d['amount']}.{rule}")
    if k == "power_compared":
        a, b = name("attacker"), name("blocker")
        return (f"파워 비교: {a} {d['attacker_power']} 대 {b} {d['blocker_power']}.{rule}" if ko
                else f"Power compared: {a} {d['attacker_power']} against {b} {d['blocker_power']}.{rule}")
    if k == "battle_end":
        return f"전투가 끝납니다.{rule}" if ko else f"The battle ends.{rule}"
    if k == "finisher":
        return (f"{name()}의 종결: 전투가 바로 끝납니다.{rule}" if ko
                else f"{name()} finishes the battle at once.{rule}")
    if k == "power_zero":
        return (f"{name()}의 파워가 0이 되었습니다.{rule}" if ko else f"{name()} has power 0.{rule}")
    if k == "damage_dealt":
        p = player(d["player"], lang)
        return f"{josa(p, '이/가')} 대미지 {josa(str(d['amount']), '을/를')} 받습니다." if ko else f"{p} takes {d['amount']} damage."
    if k == "damage_cancelled":
        return (f"트리거! 남은 대미지 {josa(str(d['remaining']), '이/가')} 취소됩니다.{rule}" if ko
                else f"Trigger! The remaining {d['remaining']} damage is cancelled.{rule}")
    if k == "trigger_fired":
        if d.get("kw") == "trigger":
            return f"트리거! {name()}의 효과가 발동합니다.{rule}" if ko else f"Trigger! {name()} takes effect.{rule}"
        kw = _kw(d.get("kw"), lang)
        label = f"[{kw}] " if kw else ""
        return (f"{name()}의 {label}효과가 발동합니다.{rule}" if ko else f"{name()}'s {label}ability triggers.{rule}")
    if k == "trigger_fizzled":
        return (f"{name()}의 효과는 처리되지 않습니다: 카드가 이미 이동했습니다.{rule}" if ko
                else f"{name()}'s ability does not resolve: the card has moved on.{rule}")
    if k == "effect_resolved":
        kw = _kw(d.get("kw"), lang)
        label = f"[{kw}] " if kw else ""
        if d.get("done", True):
            return f"{name()}의 {label}효과를 처리했습니다." if ko else f"{name()}'s {label}ability resolves."
        return f"{name()}의 {label}효과는 사용되지 않았습니다." if ko else f"{name()}'s {label}ability is not used."
    if k == "power_changed":
        how = _until(d.get("until"), lang)
        return (f"{name()}의 파워는 {how}{d['power']}입니다." if ko else f"{name()} has power {d['power']}{how}.")
    if k == "unit_modified":
        how = _until(d.get("until"), lang)
        kind, value = d.get("kind"), d.get("value")
        if kind == "hit" and isinstance(value, int):
            change = f"{abs(value)} {'증가' if value >= 0 else '감소'}합니다"
            return (f"{name()}의 히트가 {how}{change}." if ko else f"{name()} gets hit {value:+d}{how}.")
        if kind == "prohibit" and value in _PROHIBITED:
            words = _PROHIBITED[value]
            return (f"{josa(name(), '은/는')} {how}{words[1]} 수 없습니다." if ko else f"{name()} cannot {words[0]}{how}.")
        if kind == "grant":
            return (f"{josa(name(), '이/가')} {how}새 능력을 얻습니다." if ko else f"{name()} gains an ability{how}.")
        return (f"{josa(name(), '이/가')} {how}효과를 받습니다." if ko else f"{name()} is affected{how}.")
    if k == "player_prohibited":
        words = _PROHIBITED.get(d.get("what"), ("do that", "그렇게 할"))
        p = player(d["player"], lang)
        how = _until(d.get("until"), lang)
        return (f"{josa(p, '은/는')} {how}{words[1]} 수 없습니다." if ko else f"{p} cannot {words[0]}{how}.")
    if k == "prohibited" and "card" not in d:
        words = _PROHIBITED.get(d.get("what"), ("do that", "그렇게 할"))
        p = player(d["player"], lang)
        return (f"{josa(p, '은/는')} {words[1]} 수 없습니다.{rule}" if ko else f"{p} cannot {words[0]}.{rule}")
    if k == "prohibited":
        words = _PROHIBITED.get(d.get("what"), ("be affected", "영향을 받을"))
        return (f"{josa(name(), '은/는')} {words[1]} 수 없습니다.{rule}" if ko else f"{name()} cannot {words[0]}.{rule}")
    if k == "level_changed":
        p = player(d["player"], lang)
        return (f"{p}의 리더 레벨이 {d['old']}에서 {_ro(str(d['new']))} 바뀝니다." if ko
                else f"{p}'s leader goes from level {d['old']} to level {d['new']}.")
    if k == "leader_awakened":
        awake = s.defs[d["card"]].face(True).name.get(lang) if isinstance(d.get("card"), int) else ""
        if awake and awake != name():
            return (f"{josa(name(), '이/가')} 각성하여 {josa(awake, '이/가')} 됩니다!{rule}" if ko
                    else f"{name()} awakens as {awake}!{rule}")
        return f"{josa(name(), '이/가')} 각성합니다!{rule}" if ko else f"{name()} awakens!{rule}"
    if k == "effects_ended":
        how = {"turn": ("이 턴이 끝날 때까지", "until end of turn"), "battle": ("이 전투가 끝날 때까지", "until the end of the battle")}
        words = how.get(d.get("until"), ("정해진 기간 동안", "for a time"))
        return (f"{words[0]} 지속되는 효과가 끝납니다.{rule}" if ko else f"Effects lasting {words[1]} are over.{rule}")
    if k == "shuffled":
        who = player(_owner_of(d["zone"]), lang)
        return f"{who}의 덱을 섞습니다." if ko else f"{who}'s deck is shuffled."
    if k == "card_revealed":
        owner = d.get("owner")
        who = player(owner, lang) if isinstance(owner, int) else ("누군가" if ko else "Someone")
        if d.get("hidden"):
            return (f"{josa(who, '이/가')} 덱 위의 카드를 봅니다.{rule}" if ko else f"{who} looks at cards on top of the deck.{rule}")
        cards = d.get("cards") or ([d["card"]] if "card" in d else [])
        names = listing([card_name(s, c, lang) for c in cards], lang) or ("없음" if ko else "no cards")
        if d.get("rule") == "11.2.1":
            return (f"{josa(who, '이/가')} 덱 위의 {josa(names, '을/를')} 봅니다.{rule}" if ko
                    else f"{who} looks at {names} on top of the deck.{rule}")
        return f"{josa(who, '이/가')} {josa(names, '을/를')} 공개합니다.{rule}" if ko else f"{who} reveals {names}.{rule}"
    if k == "deck_reordered":
        p = player(d["player"], lang)
        n = d.get("bottom", 0)
        if not n:
            return f"{josa(p, '은/는')} 덱의 순서를 그대로 둡니다." if ko else f"{p} leaves the deck as it was."
        return (f"{josa(p, '이/가')} 카드 {n}장을 덱 맨 아래에 놓습니다." if ko
                else f"{p} puts {n} card{'s' if n != 1 else ''} on the bottom of the deck.")
    if k == "decided":
        return _decided(s, d, lang)
    if k == "game_over":
        return d["reason"]["ko" if ko else "en"] + rule
    return None


def _decided(s: LanesState, d: dict[str, Any], lang: str) -> str | None:
    ko = lang == "ko"
    p = player(d["player"], lang)
    picked = d.get("picked")
    if picked is None:
        return None
    if d.get("kind") == "mulligan" and picked == ["keep"]:
        return f"{josa(p, '이/가')} 패를 유지합니다." if ko else f"{p} keeps the hand."
    if d.get("kind") == "may":
        if picked == ["yes"]:
            return f"{josa(p, '이/가')} 효과를 사용합니다." if ko else f"{p} uses the ability."
        return f"{josa(p, '이/가')} 효과를 사용하지 않습니다." if ko else f"{p} does not use the ability."
    if d.get("kind") in ("target", "select") and picked and all(isinstance(c, int) for c in picked):
        names = listing([card_name(s, c, lang) for c in picked], lang)
        return f"{josa(p, '이/가')} {josa(names, '을/를')} 고릅니다." if ko else f"{p} chooses {names}."
    if d.get("kind") == "number" and len(picked) == 1:
        return f"{josa(p, '이/가')} {josa(str(picked[0]), '을/를')} 고릅니다." if ko else f"{p} chooses {picked[0]}."
    return None


def _move_key(e: Any) -> tuple[Any, ...] | None:
    if e.kind != "card_moved":
        return None
    d = e.data
    return (d["from"], d["to"], d.get("reason"), d.get("cause"), d.get("rule"), d.get("owner"))


def describe_event(s: LanesState, e: Any, lang: str = "en") -> str | None:
    """One sentence for an event exactly as given (already redacted for its reader); None for
    bookkeeping a player need not read. Rule numbers in brackets."""
    if e.kind == "card_moved":
        return _moves_sentence(s, [dict(e.data, hidden=e.data.get("hidden") or e.data.get("card") is None)], lang)
    return _event_sentence(s, e.kind, e.data, lang)


def describe_events(s: LanesState, events: Iterable[Any], lang: str, viewer: int | None) -> list[str]:
    """The log lines ``viewer`` may read for these events, in order: each event is redacted for the
    viewer (None: a spectator, who sees only public cards), and a run of like card moves (five draws,
    a mulligan's hand) makes one line."""
    out: list[str] = []
    run: list[dict[str, Any]] = []
    key: tuple[Any, ...] | None = None

    def flush() -> None:
        if run:
            line = _moves_sentence(s, run, lang)
            if line:
                out.append(line)
            run.clear()

    for raw in events:
        e = raw.for_player(viewer)
        k = _move_key(e)
        if k is not None:
            if k != key:
                flush()
                key = k
            run.append(dict(e.data, hidden=e.data.get("hidden") or e.data.get("card") is None))
            continue
        flush()
        key = None
        line = _event_sentence(s, e.kind, e.data, lang)
        if line:
            out.append(line)
    flush()
    return out


def describe_board(s: LanesState, viewer: int, lang: str = "en") -> str:
    """A plain-text picture of the table as ``viewer`` sees it (lanes counted from 1)."""
    lines = []
    for p in (1 - viewer, viewer):
        who = "You" if p == viewer else "Opponent"
        leader = s.defs[s.leader[p]]
        lname = leader.face(s.awakened[p]).name.get(lang)
        lines.append(f"{who} (player {p + 1}) leader {lname} level {s.level[p]}"
                     f"{' [awakened]' if s.awakened[p] else ''}  size {field_cost(s, p)}/{size(s, p)}  "
                     f"deck {len(s.zones[f'p{p}.deck'])} hand {len(s.zones[f'p{p}.hand'])} "
                     f"damage {len(s.zones[f'p{p}.damage'])}/10 trash {len(s.zones[f'p{p}.trash'])}")
        row = []
        for lane in range(LANES):
            u = s.unit_at(p, lane)
            if u is None:
                row.append(f"[{lane + 1}: empty]")
            else:
                items = "".join(f" +{card_name(s, i, lang)}" for i in s.items_of(u))
                row.append(f"[{lane + 1}: {card_name(s, u, lang)} {power(s, u)}/{hit(s, u)}{items}]")
        lines.append("   " + "  ".join(row))
        skills = s.zones[f"p{p}.skill"].cards
        if skills:
            lines.append("   skills: " + ", ".join(card_name(s, c, lang) for c in skills))
    hand = s.zones[f"p{viewer}.hand"].cards
    lines.append("Your hand: " + ", ".join(f"{card_name(s, c, lang)} ({s.defs[c].cost})" for c in hand))
    lines.append(f"Turn {s.turn}, player {s.turn_player + 1}, phase {s.phase.value}")
    return "\n".join(lines)


__all__ = ["SILENT_EVENTS", "card_name", "describe_action", "describe_board", "describe_decision",
           "describe_event", "describe_events", "lane_words", "option_label", "player"]
