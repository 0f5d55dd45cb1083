"""The card text of the commander-matters abilities (matters.py), generated in English and Korean: the
static abilities with a condition or on your commander alone, the cost reduction, the counted amounts and
putting your commander into your hand. No pygame."""
from __future__ import annotations

import dataclasses
from typing import Callable

from game.engine.text import josa

from .cards import Ability, Effect
from .vocab import KEYWORD_NAMES

_COUNT = {"identity_colors": ("where X is the number of colors in your commander's color identity",
                               "X는 당신의 장군의 색 아이덴티티에 있는 색의 수입니다"),
          "charge_counters": ("where X is the number of charge counters on this",
                              "X는 이것에 놓인 충전 카운터의 수입니다"),
          "time_counters": ("where X is the number of time counters on this",
                            "X는 이것에 놓인 시간 카운터의 수입니다"),
          "noted_number": ("where X is the number noted for this as it was drafted (0 if none)",
                           "X는 이 카드를 드래프트할 때 기록한 숫자입니다(없으면 0)")}
# 905.2b: whom a static ability of a noted scope reaches
_NOTED = {"noted_color": ("creatures you control of the noted color", "당신이 조종하는 기록된 색의 생물들"),
          "other_noted_type": ("other creatures you control of the noted creature type",
                               "당신이 조종하는 기록된 생물 유형의 다른 생물들"),
          "noted_name": ("creatures you control with the noted name", "당신이 조종하는 기록된 이름의 생물들")}
WHEN_EN = {"commander_attacks": "Whenever your commander attacks",
           "commander_combat_damage": "Whenever your commander deals combat damage to a player"}
WHEN_KO = {"commander_attacks": "당신의 장군이 공격할 때마다",
           "commander_combat_damage": "당신의 장군이 플레이어에게 전투 피해를 입힐 때마다"}


def handles_static(a: Ability) -> bool:
    return a.static == "commander_discount" or bool(a.condition) or a.scope == "your_commander" or a.scope in _NOTED


def static_text(a: Ability, lang: str) -> str:
    ko = lang == "ko"
    if a.static == "commander_discount":
        return ("당신이 발동하는 장군 주문은 {1} 덜 듭니다." if ko else "Commander spells you cast cost {1} less to cast.")
    if a.scope == "your_commander":
        whom = "당신의 장군" if ko else "your commander"
    elif a.scope == "other_your_creatures":
        whom = "당신이 조종하는 다른 생물들" if ko else "other creatures you control"
    elif a.scope in _NOTED:
        whom = _NOTED[a.scope][1 if ko else 0]
    else:
        whom = "당신이 조종하는 생물들" if ko else "creatures you control"
    e = a.effects[0]
    single = a.scope == "your_commander"
    if e.do == "pump":
        pt = f"{'+' if e.power >= 0 else ''}{e.power}/{'+' if e.toughness >= 0 else ''}{e.toughness}"
        body = f"{josa(whom, '은/는')} {josa(pt, '을/를')} 받습니다" if ko else f"{whom} {'gets' if single else 'get'} {pt}"
    else:
        kw = KEYWORD_NAMES[e.keyword].get(lang)
        body = f"{josa(whom, '은/는')} {josa(kw, '을/를')} 가집니다" if ko else f"{whom} {'has' if single else 'have'} {kw.lower()}"
    if a.condition == "control_commander":
        return f"당신이 당신의 장군을 조종하는 한, {body}." if ko else f"As long as you control your commander, {body}."
    return body[0].upper() + body[1:] + "."


def counted(e: Effect, target: str, lang: str, names: dict[str, str], effect_text: Callable[..., str],
            **kw: object) -> str:
    """An effect whose amount is counted: its text with X, then what X is."""
    text = effect_text(dataclasses.replace(e, amount=99, amount_of=""), target, lang, names, **kw)
    text = text.replace("99", "X").replace("a card", "X cards")
    en, ko = _COUNT[e.amount_of]
    return f"{text}. {ko}" if lang == "ko" else f"{text}, {en}"


def fetch_text(lang: str) -> str:
    return ("당신의 장군이 커맨드 영역에 있다면, 그것을 당신의 손으로 가져옵니다" if lang == "ko" else
            "if your commander is in the command zone, put it into your hand")
