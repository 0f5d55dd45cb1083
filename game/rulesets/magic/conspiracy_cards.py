"""Conspiracy cards (905) as data: what a conspiracy may say, checked as the card file loads, and the words
of hidden agenda (702.106) and of its "chosen name". The rules that play them are conspiracy.py's. Imports
nothing of the card module, which calls this: no pygame, no state."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.text import Msg

from .vocab import NAMED as NAMED

if TYPE_CHECKING:
    from .cards import CardDef

# the events a conspiracy sees from the command zone, as a vanguard's (902.7): its controller's upkeep and end
# step, and their noncreature spells
CONSPIRACY_TRIGGERS = ("upkeep", "end_step", "cast_noncreature")
HIDDEN_AGENDA = Msg("Hidden agenda (Start the game with this conspiracy face down in the command zone and secretly "
                    "choose a card name. You may turn this conspiracy face up any time you have priority.)",
                    "숨겨진 의제 (이 컨스피러시를 뒷면으로 커맨드 구역에 놓고 게임을 시작하며, 카드 이름 하나를 비밀리에 "
                    "고릅니다. 우선권이 있을 때 언제든지 이 컨스피러시를 앞면으로 뒤집을 수 있습니다.)")
NAMED_WHO = Msg("creatures you control with the chosen name", "당신이 조종하는 선택된 이름의 생물들")


def problems(card: "CardDef", raw: dict[str, Any], where: str) -> list[str]:
    """A conspiracy is only a conspiracy, with no cost, supertype, keyword or token flag. Its abilities work
    from the command zone (905.4): statics and triggers at its controller's upkeep, end step or noncreature
    spell, nothing that taps, sacrifices or points at itself. "The chosen name" needs a name chosen:
    only a hidden agenda's statics reach creatures with it (702.106)."""
    out: list[str] = []
    if card.types != ("conspiracy",) or raw.get("cost", "") != "" or card.supertypes or card.keywords or card.token:
        out.append(f"{where}: a conspiracy is of the one type conspiracy, with no cost, supertype, keyword or "
                   f"token flag")
    if "hidden_agenda" in raw and not isinstance(raw["hidden_agenda"], bool):
        out.append(f"{where}.hidden_agenda: true or false")
    if not card.abilities:
        out.append(f"{where}: a conspiracy has at least one ability")
    for i, a in enumerate(card.abilities):
        w = f"{where}.abilities[{i}]"
        if a.kind not in ("static", "triggered") or any(e.to == "self" for e in a.effects):
            out.append(f"{w}: a conspiracy's ability is static or triggered, without effects to self")
        elif a.kind == "triggered" and a.when not in CONSPIRACY_TRIGGERS:
            out.append(f"{w}.when: from the command zone only {', '.join(CONSPIRACY_TRIGGERS)}")
        if a.scope == NAMED and not card.hidden_agenda:
            out.append(f"{w}.scope: {NAMED} needs a chosen name: only a hidden agenda's (702.106)")
    return out


def misplaced(card: "CardDef", raw: dict[str, Any], where: str) -> list[str]:
    """Hidden agenda and the chosen name on a card that is not a conspiracy."""
    if card.is_a("conspiracy"):
        return []
    if "hidden_agenda" in raw or any(a.scope == NAMED for a in card.abilities):
        return [f"{where}: hidden agenda and the chosen name belong to conspiracies (702.106, 905.4a)"]
    return []
