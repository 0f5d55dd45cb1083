"""The card text of modal spells and abilities (700.2) and those with two targets (115.1d, fight 701.14),
generated in English and Korean from their fields (cardtext.py calls in here). No pygame."""
from __future__ import annotations

import dataclasses
from typing import Callable

from game.engine.text import josa

from .cards import Ability
from .multi import ability_of, asking
from .vocab import TARGET_NAMES

_COUNT = {1: ("one", "하나"), 2: ("two", "둘"), 3: ("three", "셋")}
_EACH = {"any": ("each of {n} targets", "대상 {n} 각각"), "creature": ("each of {n} target creatures", "생물 {n} 각각")}

EffectText = Callable[..., str]


def _sentence(parts: list[str], ko: bool) -> str:
    if ko:
        return ". ".join(parts) + "."
    text = ", then ".join(parts)
    return text[0].upper() + text[1:] + "."


def spell_text(a: Ability, lang: str, names: dict[str, str], effect_text: EffectText) -> str:
    ko = lang == "ko"
    if a.modes:
        n = _COUNT.get(a.choose, (str(a.choose), str(a.choose)))
        head = f"다음 중 {josa(n[1], '을/를')} 고릅니다 —" if ko else f"Choose {n[0]} —"
        lines = []
        for m in a.modes:
            said: list[str] = []
            named = False
            for e in m.effects:
                said.append(effect_text(e, m.target, lang, names, again=named and e.to == "target", lead=not said))
                named = named or e.to == "target"
            lines.append("• " + _sentence(said, ko))
        return " ".join([head] + lines)
    parts: list[str] = []
    named = False
    for e in a.effects:
        if e.do == "fight":
            one, two = TARGET_NAMES[a.target].get(lang), TARGET_NAMES[a.target2].get(lang)
            if named:                   # the first target named before reads "it"
                one = "그것" if ko else "it"
            with_ = "그것과" if named else josa(one, "과/와")
            parts.append(f"{with_} {josa(two, '이/가')} 서로 싸웁니다" if ko else f"{one} fights {two}")
        elif e.to == "each_target":
            text = effect_text(dataclasses.replace(e, to="target"), a.target, lang, names, lead=not parts)
            many = _EACH.get(a.target, _EACH["any"])[1 if ko else 0].format(
                n=("최대 둘" if ko else "up to two") if a.up_to else ("둘" if ko else "two"))
            parts.append(text.replace(TARGET_NAMES[a.target].get(lang), many, 1).replace("각각를", "각각을"))
        elif e.to == "target2":
            text = effect_text(dataclasses.replace(e, to="target"), a.target2, lang, names, lead=not parts)
            if a.target2 == a.target:   # the same kind twice: the second is another one (115.3)
                text = text.replace("target ", "another target ", 1) if not ko else "다른 " + text
            parts.append(text)
        else:
            parts.append(effect_text(e, a.target, lang, names, again=named and e.to == "target", lead=not parts))
        named = named or e.to == "target"
    return _sentence(parts, ko)


def reanimate_text(who: str, ko: bool) -> str:
    return f"{josa(who, '을/를')} 당신의 조종하에 전장으로 되돌립니다" if ko else \
        f"return {who} to the battlefield under your control"


def mode_label(s: object, source: object, option: str, lang: str, names: dict[str, str],
               effect_text: EffectText) -> str:
    """A mode as its option reads: "Mode 2: Draw two cards." """
    from .state import MagicState
    assert isinstance(s, MagicState)
    ko = lang == "ko"
    n = int(option[4:])
    item = asking(s, source)
    a = ability_of(s, item) if item is not None else None
    if a is None or not 1 <= n <= len(a.modes):
        return f"모드 {n}" if ko else f"Mode {n}"
    m = a.modes[n - 1]
    parts = [effect_text(e, m.target, lang, names, lead=k == 0) for k, e in enumerate(m.effects)]
    return (f"모드 {n}: " if ko else f"Mode {n}: ") + _sentence(parts, ko)
