"""Scheme cards (313, 904) as data: what a scheme card may say, checked as the card file loads, and the
words of the verbs and recipients Archenemy adds to the vocabulary (set a scheme in motion, 701.25; abandon
it, 701.26; each opponent's "self or others" choice). The rules that play them are schemes.py's. Imports
nothing of the card module, which calls this: no pygame, no state."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .cards import CardDef, Effect

SET_IN_MOTION, ABANDON, CHOICE = "set_in_motion", "abandon", "self_or_others"
VERBS = (SET_IN_MOTION, ABANDON, CHOICE)
CHOSE_SELF, CHOSE_OTHERS = "chose_self", "chose_others"
CHOSEN = (CHOSE_SELF, CHOSE_OTHERS)
# the events a face-up scheme sees from the command zone (904.8): its own setting in motion, and the
# archenemy's own upkeep, end step and noncreature spells
SCHEME_TRIGGERS = ("set_in_motion", "upkeep", "end_step", "cast_noncreature")
# the verbs a "self or others" choice may lead to: what happens to a player
CHOICE_VERBS = ("damage", "lose_life", "discard", "discard_random", "mill")

WHEN_EN = {"set_in_motion": "When you set this scheme in motion"}
WHEN_KO = {"set_in_motion": "이 계략을 실행할 때"}
WHO_EN = {CHOSE_SELF: "each opponent who chose self", CHOSE_OTHERS: "for each opponent who chose others, each other opponent"}
WHO_KO = {CHOSE_SELF: "자신을 고른 각 상대", CHOSE_OTHERS: "다른 이들을 고른 상대마다 그 밖의 각 상대"}


def verb_text(e: "Effect", lang: str) -> str:
    ko = lang == "ko"
    if e.do == SET_IN_MOTION:
        return "당신의 다음 계략을 실행합니다" if ko else "set your next scheme in motion"
    if e.do == ABANDON:
        return "이 계략을 포기합니다" if ko else "abandon this scheme"
    return "각 상대는 자신 또는 다른 이들을 고릅니다" if ko else "each opponent chooses self or others"


def problems(card: "CardDef", raw: dict[str, Any], where: str) -> list[str]:
    """A scheme (313) is only a scheme, with no cost; ongoing is its one supertype (313.3). A one-shot scheme
    does something when set in motion; an ongoing one can be abandoned by its own ability (904.11: else it
    would stay face up forever). Its abilities work from the command zone: no {T}, sacrifice, loyalty or
    effect to itself. "abandon" belongs to ongoing schemes; "self_or_others" comes before the effects that
    reach who chose, all of them things that happen to a player."""
    out: list[str] = []
    if card.types != ("scheme",) or raw.get("cost", "") != "" or card.keywords or card.token \
            or set(card.supertypes) - {"ongoing"}:
        out.append(f"{where}: a scheme is of the one type scheme, with no cost, keyword or token flag, and ongoing "
                   f"as its only supertype")
    ongoing = "ongoing" in card.supertypes
    verbs = [e.do for a in card.abilities for e in a.effects]
    if not ongoing and not any(a.kind == "triggered" and a.when == "set_in_motion" for a in card.abilities):
        out.append(f"{where}: a one-shot scheme has a 'when you set this scheme in motion' ability (when = "
                   f"\"set_in_motion\")")
    if ongoing and ABANDON not in verbs:
        out.append(f"{where}: an ongoing scheme has an ability that abandons it (do = \"abandon\", 904.11)")
    if not ongoing and ABANDON in verbs:
        out.append(f"{where}: only an ongoing scheme is abandoned (701.26)")
    for i, a in enumerate(card.abilities):
        w = f"{where}.abilities[{i}]"
        if a.kind not in ("static", "triggered", "activated") or a.tap or a.sacrifice or a.loyalty is not None \
                or any(e.to == "self" for e in a.effects):
            out.append(f"{w}: a scheme's ability is static, triggered or activated, without {{T}}, sacrifice, "
                       f"loyalty or effects to self")
        if a.kind == "triggered" and a.when not in SCHEME_TRIGGERS:
            out.append(f"{w}.when: from the command zone only {', '.join(SCHEME_TRIGGERS)}")
        chose = False
        for k, e in enumerate(a.effects):
            if e.do == CHOICE:
                chose = True
            elif e.to in CHOSEN and (not chose or e.do not in CHOICE_VERBS):
                out.append(f"{w}.effects[{k}].to: {e.to} follows a self_or_others effect, on one of "
                           f"{', '.join(CHOICE_VERBS)}")
    return out


def misplaced(card: "CardDef", where: str) -> list[str]:
    """The Archenemy words on a card that is not a scheme."""
    if card.is_a("scheme"):
        return []
    found = {e.do for a in card.abilities for e in a.effects if e.do in VERBS} | \
        {a.when for a in card.abilities if a.when == "set_in_motion"} | \
        {e.to for a in card.abilities for e in a.effects if e.to in CHOSEN}
    return [f"{where}: {', '.join(sorted(found))} only on a scheme (904)"] if found else []
