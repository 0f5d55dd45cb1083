"""Actions and positions in words, for logs, the text table and (later) the UI's labels."""
from __future__ import annotations

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
