"""Actions and positions in words, for logs, the text table and (later) the UI's labels."""
from __future__ import annotations

from typing import Any

from game.engine.actions import DONE, Action, Choose, Concede

from .actions import Activate, Attack, EndAttack, EndMain, PlayItem, PlaySkill, PlayUnit
from .state import LANES, LanesState
from .statics import field_cost, hit, power, size


def card_name(s: LanesState, iid: int, lang: str = "en") -> str:
    return s.defs[iid].name.get(lang)


def describe_action(s: LanesState, a: Action, lang: str = "en") -> str:
    ko = lang == "ko"
    if isinstance(a, PlayUnit):
        up = s.unit_at(a.player, a.lane) is not None
        name = card_name(s, a.card, lang)
        if ko:
            return f"{name}을(를) {a.lane}번 레인에 {'업그레이드' if up else '배치'}"
        return f"Upgrade lane {a.lane} to {name}" if up else f"Place {name} in lane {a.lane}"
    if isinstance(a, PlayItem):
        unit = s.unit_at(a.player, a.lane)
        target = card_name(s, unit, lang) if unit is not None else "?"
        return f"{card_name(s, a.card, lang)}을(를) {target}에게 장착" if ko else f"Equip {card_name(s, a.card, lang)} to {target}"
    if isinstance(a, PlaySkill):
        return f"스킬 {card_name(s, a.card, lang)} 발동" if ko else f"Play skill {card_name(s, a.card, lang)}"
    if isinstance(a, Activate):
        return f"{card_name(s, a.card, lang)}의 액티브 효과 발동" if ko else f"Use the active ability of {card_name(s, a.card, lang)}"
    if isinstance(a, EndMain):
        return "어택 페이즈로" if ko else "Go to the attack phase"
    if isinstance(a, Attack):
        unit = s.unit_at(a.player, a.lane)
        name = card_name(s, unit, lang) if unit is not None else "?"
        return f"{name}(으)로 공격 선언" if ko else f"Attack with {name}"
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
        if isinstance(opt, int) and 0 <= opt < len(s.cards):
            return card_name(s, opt, lang)
        words = {"yes": ("Yes", "예"), "no": ("No", "아니오"), "keep": ("Keep the hand", "패 유지"),
                 "mulligan": ("Mulligan", "멀리건"), "none": ("Do not block", "방어하지 않음")}
        return words.get(str(opt), (str(opt), str(opt)))[1 if ko else 0]
    return str(a)


def describe_board(s: LanesState, viewer: int, lang: str = "en") -> str:
    """A plain-text picture of the table as ``viewer`` sees it."""
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
                row.append(f"[{lane}: empty]")
            else:
                items = "".join(f" +{card_name(s, i, lang)}" for i in s.items_of(u))
                row.append(f"[{lane}: {card_name(s, u, lang)} {power(s, u)}/{hit(s, u)}{items}]")
        lines.append("   " + "  ".join(row))
        skills = s.zones[f"p{p}.skill"].cards
        if skills:
            lines.append("   skills: " + ", ".join(card_name(s, c, lang) for c in skills))
    hand = s.zones[f"p{viewer}.hand"].cards
    lines.append("Your hand: " + ", ".join(f"{card_name(s, c, lang)} ({s.defs[c].cost})" for c in hand))
    lines.append(f"Turn {s.turn}, player {s.turn_player + 1}, phase {s.phase.value}")
    return "\n".join(lines)


_ZONE_NAMES = {"deck": ("deck", "덱"), "hand": ("hand", "패"), "trash": ("trash", "트래시"),
               "damage": ("damage zone", "대미지 존"), "skill": ("skill zone", "스킬 존"),
               "level": ("level zone", "레벨 존"), "unit0": ("lane 0", "0번 레인"), "unit1": ("lane 1", "1번 레인"),
               "unit2": ("lane 2", "2번 레인")}


def _zone(zone_id: str, lang: str) -> str:
    p, _, name = zone_id.partition(".")
    who = f"P{int(p[1:]) + 1}"
    return f"{who} {_ZONE_NAMES.get(name, (name, name))[1 if lang == 'ko' else 0]}"


def describe_event(s: LanesState, e: Any, lang: str = "en") -> str | None:
    """One log line for an event as its viewer may see it, with the rule it applied; None for
    bookkeeping events a player need not read."""
    ko = lang == "ko"
    d = e.data
    rule = f" ({d['rule']})" if "rule" in d else ""

    def name(key: str = "card") -> str:
        iid = d.get(key)
        if iid is None or d.get("hidden"):
            return "카드" if ko else "a card"
        return card_name(s, iid, lang)

    k = e.kind
    if k == "card_moved":
        if d.get("hidden"):
            return f"{_zone(d['from'], lang)} → {_zone(d['to'], lang)}"
        return f"{name()}: {_zone(d['from'], lang)} → {_zone(d['to'], lang)}" + (f" [{d['cause']}]" if "cause" in d else "") + rule
    if k == "damage_dealt":
        return (f"플레이어 {d['player'] + 1}에게 대미지 {d['amount']}" if ko else f"Player {d['player'] + 1} takes {d['amount']} damage") + " (4.5)"
    if k == "trigger_fired":
        return (f"{name()} 발동" if ko else f"{name()} fires") + (f" [{d['kw']}]" if d.get("kw") else "") + rule
    if k == "damage_cancelled":
        return (f"트리거! 남은 대미지 {d['remaining']} 취소" if ko else f"Trigger! The remaining {d['remaining']} damage is cancelled") + rule
    if k == "attack_declared":
        return (f"{name()} 공격 선언 (파워 {d['power']}, 히트 {d['hit']})" if ko else f"{name()} attacks (power {d['power']}, hit {d['hit']})") + rule
    if k == "block_declared":
        return (f"{name()} 방어 선언" if ko else f"{name()} blocks") + rule
    if k == "no_block":
        return "방어하지 않음" if ko else "No block"
    if k == "power_compared":
        return (f"파워 비교 {d['attacker_power']} 대 {d['blocker_power']}" if ko else f"Power {d['attacker_power']} against {d['blocker_power']}") + rule
    if k == "unblocked_hit":
        return (f"{name()}의 히트 {d['amount']}" if ko else f"{name()} hits for {d['amount']}") + rule
    if k == "level_changed":
        return (f"플레이어 {d['player'] + 1} 리더 레벨 {d['old']} → {d['new']}" if ko else f"Player {d['player'] + 1} leader level {d['old']} → {d['new']}")
    if k == "leader_awakened":
        return (f"{name()} 각성!" if ko else f"{name()} awakens!") + rule
    if k == "phase_changed":
        return None
    if k == "effect_resolved":
        return (f"{name()}의 효과 처리" if ko else f"{name()}'s effect resolves") + (f" [{d['kw']}]" if d.get("kw") else "")
    if k == "power_changed":
        return (f"{name()} 파워 {d['power']}" if ko else f"{name()} is now power {d['power']}")
    if k == "game_over":
        return d["reason"]["ko" if ko else "en"] + f" ({d['rule']})"
    if k in ("decision", "picked", "decided", "battle_step", "damage_processed", "shuffled"):
        return None
    if k == "player_prohibited":
        return (f"플레이어 {d['player'] + 1}: {d['what']} 금지" if ko else f"Player {d['player'] + 1} may not {d['what']}") + rule
    if k == "mulligan":
        return (f"플레이어 {d['player'] + 1} 멀리건" if ko else f"Player {d['player'] + 1} mulligans") + rule
    if k == "card_revealed":
        cards = d.get("cards") or ([d["card"]] if "card" in d else [])
        names = ", ".join(card_name(s, c, lang) for c in cards) if not d.get("hidden") else "?"
        return (f"공개: {names}" if ko else f"Revealed: {names}") + rule
    return f"{k}{rule}"
