"""The log's sentences for Conspiracy's events (905.4, 702.106), in English and Korean. A chosen name
reaches only its owner's log until the conspiracy is turned face up: the other seats' copy of the event
has no name, and their sentence says only that one was chosen. No pygame."""
from __future__ import annotations

from typing import Any, Callable

from game.engine.text import josa

Who = Callable[[int, bool], str]
Phrase = Callable[[Any, dict[str, Any], bool, Callable[[int], str]], "str | None"]


def _name(s: Any, def_id: Any, ko: bool) -> str:
    card = s.db.cards.get(def_id) if isinstance(def_id, str) else None
    return card.name.get("ko" if ko else "en") if card is not None else "?"


def phrases(who: Who) -> dict[str, Phrase]:
    def named(s: Any, d: dict[str, Any], ko: bool, n: Callable[[int], str]) -> str:
        if "name" not in d:              # another seat's secret (702.106)
            return (f"{josa(who(d['player'], ko), '이/가')} 뒷면 컨스피러시에 쓸 카드 이름을 비밀리에 고릅니다 (702.106)" if ko
                    else f"{who(d['player'], ko)} secretly chooses a card name for a face-down conspiracy (702.106)")
        name = _name(s, d["name"], ko)
        return (f"{who(d['player'], ko)}: {n(d['card'])}의 이름으로 {josa(name, '을/를')} 비밀리에 고릅니다 (702.106)" if ko
                else f"{who(d['player'], ko)} secretly names {name} for {n(d['card'])} (702.106)")

    def placed(s: Any, d: dict[str, Any], ko: bool, n: Callable[[int], str]) -> str:
        up = ", ".join(n(i) for i in d["up"]) or ("없음" if ko else "none")
        return (f"{who(d['player'], ko)}: 커맨드 영역에 컨스피러시 앞면 {up}, 뒷면 {d['down']}장 (905.4)" if ko
                else f"{who(d['player'], ko)} puts conspiracies into the command zone: face up {up}; "
                     f"{d['down']} face down (905.4)")

    return {
        "conspiracies_chosen": lambda s, d, ko, n: (
            f"{josa(who(d['player'], ko), '이/가')} 사이드보드의 컨스피러시를 골랐습니다 (905.4)" if ko
            else f"{who(d['player'], ko)} has chosen from their sideboard's conspiracies (905.4)"),
        "agenda_named": named,
        "conspiracies_placed": placed,
        "agenda_revealed": lambda s, d, ko, n: (
            f"{who(d['player'], ko)}: {josa(n(d['card']), '을/를')} 앞면으로 뒤집습니다. 고른 이름: "
            f"{_name(s, d['name'], ko)} (702.106)" if ko else
            f"{who(d['player'], ko)} turns {n(d['card'])} face up; the chosen name: {_name(s, d['name'], ko)} "
            f"(702.106)"),
    }


def board(s: Any, p: int, viewer: int | None, lang: str) -> str:
    """``p``'s conspiracies on the text table (``python -m game play``): the face-up ones by name, the face-down
    ones counted, and to their owner each with its chosen name (702.106)."""
    from .conspiracy import chosen_name, face_down, face_up
    ko = lang == "ko"
    out = "".join(f", {'컨스피러시' if ko else 'conspiracy'} {s.defs[i].name.get(lang)}" for i in face_up(s, p))
    down = face_down(s, p)
    if down and viewer == p:
        out += "".join(f", {'뒷면' if ko else 'face down'} {s.defs[i].name.get(lang)} "
                       f"({'고른 이름' if ko else 'named'} {_name(s, chosen_name(s, i), ko)})" for i in down)
    elif down:
        out += f", {'뒷면 컨스피러시' if ko else 'face-down conspiracies'} {len(down)}"
    return out
