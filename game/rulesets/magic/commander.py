"""Commander and its Brawl option (903, 903.12): color identity, the deck rules, the command zone and
commander tax, the return to the command zone from a graveyard or exile (a state-based choice) and 21
combat damage from one commander. The return from a hand or library is a replacement effect
(replace.py). No pygame.

The commander designation is kept by card (``MagicState.commanders`` holds each player's commander
card): it follows the card through every zone, and a copy or a token is never a commander (903.3)."""
from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any

from game.engine.decisions import Decision
from game.engine.text import Msg

from .cards import CardDb, CardDef
from .deck import DeckProblem
from .state import MagicState, zid
from .vocab import BASIC_LAND_TYPES, BRAWL_SETS, COLORS, IDENTITY_MANA

VARIANTS = ("commander", "brawl")
DECK_SIZE = {"commander": 100, "brawl": 60}        # 903.5a, 903.12d: the minimum and the maximum
DAMAGE_TO_LOSE = 21                                # 903.10a
TAX_STEP = 2                                       # 903.8
RETURN, STAY = "command", "stay"


def variant_of(s: MagicState) -> str:
    return str(s.options.get("variant", "core"))


def in_play(s: MagicState) -> bool:
    """True in a Commander or Brawl game."""
    return variant_of(s) in VARIANTS


# ----- color identity (903.4) -------------------------------------------------------------------
def identity(d: CardDef, chosen: str = "") -> str:
    """903.4: the colors of every mana symbol in the mana cost and the rules text (costs and effects
    alike, guide choice 7), hybrid symbols giving both colors and Phyrexian ones their color (choice 10),
    the back face's color indicator (903.4d) and a color chosen as the game begins (903.4b). Reminder
    text is a separate field and never read here (903.4c)."""
    found = set(d.cost.symbols()) | set(d.back_colors)
    for a in d.abilities:
        found |= set(a.cost.symbols())
        if a.kind == "mana" and a.produce != IDENTITY_MANA:
            found |= set(a.produce)
        for e in a.effects:
            found |= set(e.mana)
    if d.choose_color and chosen:
        found.add(chosen)
    return "".join(c for c in COLORS if c in found)


def land_colors(d: CardDef) -> str:
    """The colors its basic land types would make (903.5d), "" if it has none."""
    return "".join(BASIC_LAND_TYPES[t] for t in d.subtypes if t in BASIC_LAND_TYPES)


def can_lead(d: CardDef, variant: str) -> bool:
    """903.3 / 903.3a: a legendary creature, or a card that says it can be your commander; in Brawl a
    legendary planeswalker too (903.12c)."""
    if not d.legendary or d.token:
        return False
    return d.is_a("creature") or d.can_command or (variant == "brawl" and d.is_a("planeswalker"))


def _p(rule: str, en: str, ko: str) -> DeckProblem:
    return DeckProblem(rule, en, ko)


def deck_problems(db: CardDb, cards: list[str], commander: str, variant: str, color: str = "") -> list[DeckProblem]:
    """Every way the deck breaks 903.3-903.5 (or 903.12c-e in Brawl), each naming the rule and the cards."""
    out: list[DeckProblem] = []
    if commander not in db:
        return [_p("903.3", f"The deck names no commander card (not {commander!r}).",
                   f"덱이 장군 카드를 지정하지 않았습니다({commander!r}).")]
    lead = db[commander]
    if not can_lead(lead, variant):
        what = "a legendary creature or planeswalker" if variant == "brawl" else "a legendary creature"
        what_ko = "전설적 생물이나 전설적 플레인즈워커" if variant == "brawl" else "전설적 생물"
        out.append(_p("903.12c" if variant == "brawl" else "903.3", f"{commander} cannot be a commander: it is not {what}.",
                      f"{commander}: {what_ko}가 아니므로 장군이 될 수 없습니다."))
    if commander not in cards:
        out.append(_p("903.5a", f"The commander {commander} is one of the deck's cards.",
                      f"장군 {commander}도 덱의 카드에 포함됩니다."))
    if lead.choose_color and color not in COLORS:
        out.append(_p("903.4b", f"{commander} needs a color chosen before the game (one of {' '.join(COLORS)}).",
                      f"{commander}: 게임 전에 색 하나를 골라야 합니다({' '.join(COLORS)})."))
    size = DECK_SIZE[variant]
    if len(cards) != size:
        rule = "903.12d" if variant == "brawl" else "903.5a"
        out.append(_p(rule, f"The deck has exactly {size} cards with its commander, not {len(cards)}.",
                      f"덱은 장군을 포함해 정확히 {size}장이어야 합니다({len(cards)}장)."))
    known = [c for c in cards if c in db]
    names = Counter(db[c].name.en for c in known if "basic" not in db[c].supertypes)
    twice = sorted({c for c in known if names[db[c].name.en] > 1})
    if twice:
        out.append(_p("903.5b", f"Apart from basic lands every card has a different English name: {', '.join(twice)}.",
                      f"기본 대지를 제외하면 모든 카드의 영어 이름이 달라야 합니다: {', '.join(twice)}."))
    allowed = set(identity(lead, color))
    outside = sorted({c for c in known if not set(identity(db[c])) <= allowed})
    # a card whose front fits but whose back face's color indicator does not is kept out by 903.4d
    by_back = [c for c in outside if set(identity(dataclasses.replace(db[c], back_colors=()))) <= allowed]
    if by_back:
        out.append(_p("903.4d", f"The color indicator of a back face counts for color identity: outside the "
                                f"commander's ({''.join(sorted(allowed)) or 'colorless'}) by its back face: "
                                f"{', '.join(by_back)}.",
                      f"뒷면의 색 표시기도 색 아이덴티티에 포함됩니다: 뒷면 때문에 장군의 색 아이덴티티"
                      f"({''.join(sorted(allowed)) or '무색'}) 밖인 카드: {', '.join(by_back)}."))
    outside = [c for c in outside if c not in by_back]
    if outside:
        out.append(_p("903.5c", f"Outside the commander's color identity ({''.join(sorted(allowed)) or 'colorless'}): "
                                f"{', '.join(outside)}.",
                      f"장군의 색 아이덴티티({''.join(sorted(allowed)) or '무색'}) 밖의 카드: {', '.join(outside)}."))
    typed = {c for c in known if land_colors(db[c])}
    if variant == "brawl" and not allowed:
        kinds = {land_colors(db[c]) for c in typed}
        wrong = sorted(c for c in typed if "basic" not in db[c].supertypes) if len(kinds) <= 1 else sorted(typed)
        if wrong:
            out.append(_p("903.12e", f"A colorless commander allows basic lands of one basic land type only: "
                                     f"{', '.join(wrong)}.",
                          f"무색 장군의 덱에는 한 가지 기본 대지 타입의 기본 대지만 넣을 수 있습니다: {', '.join(wrong)}."))
    else:
        bad_land = sorted(c for c in typed if not set(land_colors(db[c])) <= allowed)
        if bad_land:
            out.append(_p("903.5d", f"A basic land type that makes a color outside the commander's identity: "
                                    f"{', '.join(bad_land)}.",
                          f"장군의 색 아이덴티티 밖의 색을 만드는 기본 대지 타입: {', '.join(bad_land)}."))
    if variant == "brawl":
        unset = sorted({c for c in known if db[c].card_set not in BRAWL_SETS})
        if unset:
            out.append(_p("903.12b", f"Not of a set Brawl uses ({', '.join(BRAWL_SETS)}): {', '.join(unset)}.",
                          f"난투에서 쓰는 세트({', '.join(BRAWL_SETS)})의 카드가 아닙니다: {', '.join(unset)}."))
    return out


# ----- the game -----------------------------------------------------------------------------------
def starting_life(variant: str, players: int) -> int:
    """903.7: 40; Brawl 25 for two players and 30 for more (903.12f, decided by the seats at the start)."""
    if variant == "brawl":
        return 25 if players == 2 else 30
    return 40


def set_up(s: MagicState, p: int, card: int, color: str) -> None:
    """903.6: the commander goes face up to the command zone; its identity is fixed now (903.4a), with a
    color chosen as the game begins revealed as it is put there (903.4b)."""
    s.commanders[p] = card
    s.identity[p] = identity(s.defs[card], color)
    s.move(card, zid(p, "command"), cause="commander")
    s.emit("commander_set", player=p, card=card, identity=s.identity[p], color=color, rule="903.6")


def is_commander(s: MagicState, iid: int) -> bool:
    return iid in s.commanders


def from_command_zone(s: MagicState, p: int, card: int) -> bool:
    """903.8: a commander its owner may cast from the command zone."""
    return s.cards[card].zone == zid(p, "command") and is_commander(s, card) and s.cards[card].owner == p


def tax(s: MagicState, card: int) -> int:
    """903.8: {2} more for each earlier cast of this card from the command zone."""
    return TAX_STEP * s.cmd_casts.get(card, 0)


def note_cast(s: MagicState, p: int, card: int) -> None:
    s.emit("commander_cast", player=p, card=card, tax=tax(s, card), rule="903.8")
    s.cmd_casts[card] = s.cmd_casts.get(card, 0) + 1


def note_combat_damage(s: MagicState, source: int, player: int, amount: int) -> None:
    """903.10a: combat damage dealt by an object that is a commander, tallied per player and card."""
    if amount > 0 and is_commander(s, source) and in_play(s):
        key = (player, source)
        s.cmd_damage[key] = s.cmd_damage.get(key, 0) + amount
        s.emit("commander_damage", player=player, card=source, total=s.cmd_damage[key], rule="903.10a")


def damage_losers(s: MagicState) -> list[int]:
    """903.10a / 704.6c, not in Brawl (903.12h)."""
    if variant_of(s) != "commander":
        return []
    return sorted({v for (v, _c), n in s.cmd_damage.items() if n >= DAMAGE_TO_LOSE and not s.out[v]})


def offer_returns(s: MagicState) -> bool:
    """903.9a: a commander put into a graveyard or exile since the last check may go to the command zone:
    its owner chooses, once per arrival, owners in APNAP order. True if a choice was offered."""
    if not s.cmd_arrived:
        return False
    arrived, s.cmd_arrived = s.cmd_arrived, []
    order = {p: k for k, p in enumerate(s.apnap())}
    fresh = [c for c, epoch in arrived if s.cards[c].epoch == epoch and not s.out[s.cards[c].owner]
             and s.kind_of(c) in ("graveyard", "exile")]
    for c in sorted(fresh, key=lambda c: (order.get(s.cards[c].owner, 99), c)):
        where = s.kind_of(c)
        s.decisions.append(Decision(s.cards[c].owner, "command_zone", (RETURN, STAY),
                                    Msg(f"Put your commander from your {where} into the command zone?",
                                        f"장군을 {'무덤' if where == 'graveyard' else '추방 영역'}에서 커맨드 영역으로 옮길까요?"),
                                    "903.9a", source=c))
    return bool(fresh)


def answer_return(s: MagicState, p: int, card: int, option: Any) -> None:
    if option == RETURN and s.kind_of(card) in ("graveyard", "exile") and not s.out[p]:
        s.move(card, zid(p, "command"), cause="commander_return")
        s.emit("commander_returned", player=p, card=card, rule="903.9a")
    else:
        s.emit("commander_stays", player=p, card=card, rule="903.9a")
