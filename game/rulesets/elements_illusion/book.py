"""The recipe book in words: every skill of the game with its cards, its effect and whether a hand holds
its cards now; and, for cards laid together that make no skill, the skill they come closest to and what
is missing. Pure Python: the table's panel (``table_book``) and the workbench (``table_bench``) draw it."""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from game.engine.text import Msg

from .actions import NO_COPY
from .recipes import has, needs
from .skills import SkillDef
from .vocab import DAMAGE_TYPE_NAMES, EFFECT_NAMES, ELEMENT_NAMES, TARGET_NAMES, card_name

_TARGET_TO = {"single": Msg("a single opponent", "상대 1명에게"), "two": Msg("two opponents", "상대 2명에게"),
              "others": Msg("every opponent", "상대 모두에게"), "all": Msg("everyone, its user too", "사용자를 포함한 모두에게")}


def cards_words(defs: Iterable[str], lang: str) -> str:
    """"L1 Fire + L2 Air": a recipe's cards in words."""
    return " + ".join(card_name(d).get(lang) for d in defs)


def effect(sk: SkillDef, lang: str, default_turns: int = 2) -> str:
    """What the skill does, in a sentence: damage, to whom, its type and effect, what blocks or changes it
    (the target's last element, EI-9.2 to EI-9.4)."""
    ko = lang == "ko"
    dtype, eff = DAMAGE_TYPE_NAMES[sk.dtype].get(lang), EFFECT_NAMES[sk.effect].get(lang)
    parts = [f"{_TARGET_TO[sk.target].ko} 데미지 {sk.damage}" if ko else f"{sk.damage} damage to {_TARGET_TO[sk.target].en}"]
    if sk.effect == "C":
        turns = sk.turns or default_turns
        parts.append(f"{turns}턴 동안 매 턴" if ko else f"each turn for {turns} turns")
    parts.append(f"{dtype}, {eff}")
    if sk.blocked_by:
        el = ELEMENT_NAMES[sk.blocked_by].get(lang)
        parts.append(f"대상의 마지막 속성이 {el}이면 막힘" if ko else f"blocked if the target's last element is {el}")
    if sk.mods:
        mods = ", ".join(f"{ELEMENT_NAMES[element].get(lang)} {op}" for element, op in sk.mods)
        parts.append(f"대상의 마지막 속성 {mods}" if ko else f"target's last element {mods}")
    if sk.game_end:
        parts.append("게임을 끝냄" if ko else "ends the game")
    return "; ".join(parts)


def hand_counts(defs: Iterable[str]) -> Counter[str]:
    return Counter(defs)


def makeable(skills: Sequence[SkillDef], hand: Iterable[str]) -> set[str]:
    """The skills whose cards the hand holds now (without Shadow Copy, which needs a built Illusion)."""
    free = hand_counts(hand)
    return {sk.id for sk in skills if has(free, needs(sk, NO_COPY) or ())}


def closest(skills: Sequence[SkillDef], laid: Sequence[str]) -> tuple[SkillDef, list[str], list[str]] | None:
    """For cards that make no skill: the skill whose recipe shares the most of them, with the cards it
    still lacks and the laid cards it has no use for (fewest changes first, then the cheaper skill).
    None when no recipe uses any of the laid cards."""
    best: tuple[tuple[int, int, int, int], SkillDef, list[str], list[str]] | None = None
    for sk in skills:
        rest = list(sk.recipe)
        extra: list[str] = []
        for d in laid:
            if d in rest:
                rest.remove(d)
            else:
                extra.append(d)
        shared = len(laid) - len(extra)
        if shared == 0:
            continue
        key = (len(rest) + len(extra), len(extra), -shared, sk.cost)   # adding a card before taking one off
        if best is None or key < best[0]:
            best = (key, sk, rest, extra)
    return None if best is None else (best[1], best[2], best[3])


def why_nothing(skills: Sequence[SkillDef], laid: Sequence[str], lang: str) -> str:
    """Why the laid cards make no skill, in a sentence (EI-8.3: a skill is made of exactly its cards)."""
    near = closest(skills, laid)
    if near is None:
        return ("이 카드들을 쓰는 레시피가 없습니다 (EI-8.3)." if lang == "ko"
                else "These cards match no recipe (EI-8.3).")
    sk, missing, extra = near
    name = sk.name.get(lang)
    bits = []
    if missing:
        bits.append(f"{cards_words(missing, lang)} 더하기" if lang == "ko" else f"add {cards_words(missing, lang)}")
    if extra:
        bits.append(f"{cards_words(extra, lang)} 빼기" if lang == "ko" else f"take off {cards_words(extra, lang)}")
    recipe = cards_words(sk.recipe, lang)
    if lang == "ko":
        return f"가장 가까운 스킬: {name} ({recipe}): {', '.join(bits)} (EI-8.3)."
    return f"Closest: {name} ({recipe}): {', '.join(bits)} (EI-8.3)."
