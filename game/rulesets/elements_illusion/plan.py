"""Queries on a player's sealed plan (EI-7, EI-8): which hand cards it already names, which ability uses
it has taken, what its skills cost. A plan is data; these helpers read it and pick concrete cards."""
from __future__ import annotations

from collections import Counter
from typing import Any

from .state import EIState
from .vocab import ABILITIES, ABILITY_OF, ELEMENT_CHANGE, ELEMENT_CHANGES_PER_TURN, EXCHANGE, SCARECROW, is_element_card


def reserved(s: EIState, p: int) -> set[int]:
    """Hand cards the plan already names: combination materials, trade payments, skill cards, the card to build."""
    plan = s.plans[p]
    out: set[int] = set()
    for combo in plan["combos"]:
        out.update(combo[0])
    for paid in plan["trades"]:
        out.update(paid)
    for sk in plan["skills"]:
        if not sk["revealed"]:
            out.update(sk["cards"])
    if plan["build"] >= 0:
        out.add(plan["build"])
    return out


def free_cards(s: EIState, p: int) -> list[int]:
    """Hand cards in hand order that the plan does not name yet."""
    memo, key = s.memo, ("free", p)
    got = None if memo is None else memo.get(key)
    if got is None:
        plan = s.plans[p]
        if plan["combos"] or plan["trades"] or plan["skills"] or plan["build"] >= 0:
            taken = reserved(s, p)
            got = [c for c in s.hands[p].cards if c not in taken]
        else:
            got = s.hands[p].cards[:]
        if memo is not None:
            memo[key] = got
    return got


def free_counts(s: EIState, p: int) -> Counter[str]:
    """The free hand cards by definition."""
    memo, key = s.memo, ("counts", p)
    got = None if memo is None else memo.get(key)
    if got is None:
        got = Counter(s.cards[c].def_id for c in free_cards(s, p))
        if memo is not None:
            memo[key] = got
    return got


def free_element_counts(s: EIState, p: int) -> Counter[str]:
    return Counter({d: k for d, k in free_counts(s, p).items() if is_element_card(d)})


def pick(s: EIState, p: int, defs: list[str]) -> list[int] | None:
    """Concrete free hand cards for these definitions (the first in hand order), or None if short."""
    free = free_cards(s, p)
    cards = s.cards
    out: list[int] = []
    for d in defs:
        for c in free:
            if cards[c].def_id == d and c not in out:
                out.append(c)
                break
        else:
            return None
    return out


def uses_of(s: EIState, p: int, card: int) -> list[str]:
    """The abilities of this ability card the player's plan uses this turn."""
    return [u[1] for u in s.plans[p]["uses"] if u[0] == card]


def why_not_use(s: EIState, p: int, card: int, ability: str) -> tuple[str, str, str] | None:
    """May the player use ``ability`` of their ability card ``card`` now (EI-7.1, EI-11)?"""
    return _refusal_of_use(s, p, s.ability_record(card), ability, uses_of(s, p, card))


def _refusal_of_use(s: EIState, p: int, rec: list[Any] | None, ability: str,
                    used: list[str]) -> tuple[str, str, str] | None:
    """``why_not_use`` for the card's record and the abilities the plan already takes from it."""
    if rec is None or rec[2] != p:
        return ("EI-7.1", "That is not an ability card in your build zone.", "자신의 빌드 존에 있는 어빌리티 카드가 아닙니다.")
    if not rec[3] <= s.turn <= rec[4]:
        return ("EI-8.2", "That ability card is not active this turn: a built card acts in the three turns after it was built.",
                "이번 턴에 활성인 카드가 아닙니다. 빌드한 카드는 다음 턴부터 3턴 동안 활성입니다.")
    if ABILITY_OF.get(ability) != rec[1]:
        return ("EI-2.2", "That card does not offer that ability.", "그 카드에는 그 능력이 없습니다.")
    if ability == ELEMENT_CHANGE:
        if used.count(ELEMENT_CHANGE) >= ELEMENT_CHANGES_PER_TURN:
            return ("EI-11.4", "Element Change is used at most 3 times a turn.", "속성 변환은 1턴에 3회까지입니다.")
    elif ability in used:
        return ("EI-7.1", "That ability of this card is already used this turn.", "이 카드의 그 능력은 이번 턴에 이미 썼습니다.")
    if s.option("abilities_per_card") == "one" and any(u != ability for u in used):
        return ("EI-7.1", "One ability per ability card per turn (setting): this card's ability for the turn is chosen.",
                "어빌리티 카드마다 턴에 한 능력만(설정): 이 카드는 이번 턴에 이미 다른 능력을 씁니다.")
    if ability == EXCHANGE and rec[5]:
        return ("EI-11.5", "Exchange is used once per Transform card, for its whole life.", "교환은 변환 카드 1장 당 1회입니다.")
    if ability == SCARECROW and rec[6]:
        return ("EI-11.3", "Dummy Scarecrow is used once per Illusion card.", "모형 허수아비는 환영 카드 1장 당 1회입니다.")
    return None


def usable_cards(s: EIState, p: int, ability: str) -> list[int]:
    """The player's active ability cards that may give ``ability`` now."""
    return usable(s, p).get(ability, [])


def usable(s: EIState, p: int) -> dict[str, list[int]]:
    """Every ability the player's active cards may give now, with those cards in the order they were built;
    asked several times for each list of choices, so it is found once for all abilities."""
    memo, key = s.memo, ("usable", p)
    got = None if memo is None else memo.get(key)
    if got is None:
        got = _usable_now(s, p)
        if VERIFY and got != _usable_by_refusals(s, p):
            raise AssertionError(f"usable short cut: {got} for seat {p}, the refusals say {_usable_by_refusals(s, p)}")
        if memo is not None:
            memo[key] = got
    return got


# Tests set this to hold ``_usable_now`` to the full refusal of every use (tests/elements_illusion/test_ei_speed.py).
VERIFY = False


def _usable_now(s: EIState, p: int) -> dict[str, list[int]]:
    """``_refusal_of_use`` for each ability of each active card, without the questions its own records
    answer already: an active record of seat ``p`` is the seat's and active this turn, and its card
    offers each ability of ``ABILITIES`` for its kind. The rest is asked in the same order."""
    got: dict[str, list[int]] = {}
    turn = s.turn
    active = [rec for rec in s.abilities if rec[2] == p and rec[3] <= turn <= rec[4]]    # ``active_abilities``
    if not active:
        return got
    one = s.options["abilities_per_card"] == "one"
    uses = s.plans[p]["uses"]
    for rec in active:
        card = rec[0]
        used = [u[1] for u in uses if u[0] == card] if uses else None
        if not used:              # a card not used yet this turn passes the questions of its uses
            for ability in _UNUSED[rec[1], rec[5], rec[6]]:
                mine = got.get(ability)
                if mine is None:
                    got[ability] = [card]
                else:
                    mine.append(card)
            continue
        kinds = set(used)
        for ability in ABILITIES[rec[1]]:
            if ability == ELEMENT_CHANGE:
                if used.count(ELEMENT_CHANGE) >= ELEMENT_CHANGES_PER_TURN:
                    continue
            elif ability in kinds:
                continue
            # "one ability per card": another ability of it is used (any use other than this one)
            if one and (len(kinds) > 1 or ability not in kinds):
                continue
            if (ability == EXCHANGE and rec[5]) or (ability == SCARECROW and rec[6]):
                continue
            got.setdefault(ability, []).append(card)
    return got


# The abilities a card not used this turn gives, by its kind and whether its Exchange and its Dummy Scarecrow
# are spent (a record's last two fields)
_UNUSED: dict[tuple[str, bool, bool], tuple[str, ...]] = {
    (kind, spent_exchange, spent_scarecrow): tuple(
        ab for ab in abilities if not (ab == EXCHANGE and spent_exchange) and not (ab == SCARECROW and spent_scarecrow))
    for kind, abilities in ABILITIES.items() for spent_exchange in (False, True) for spent_scarecrow in (False, True)}


def _usable_by_refusals(s: EIState, p: int) -> dict[str, list[int]]:
    """The same answer by the full refusal of each use: the reference ``VERIFY`` holds the short cut to."""
    got: dict[str, list[int]] = {}
    for rec in s.active_abilities(p) if s.abilities else ():
        used = uses_of(s, p, rec[0])
        for ability in ABILITIES[rec[1]]:
            if _refusal_of_use(s, p, rec, ability, used) is None:
                got.setdefault(ability, []).append(rec[0])
    return got


def skill_at(s: EIState, p: int, count: int) -> dict[str, Any] | None:
    # a loop, not next() over a generator: asked for every skill step checked, and a generator is a call more
    for sk in s.plans[p]["skills"]:
        if sk["count"] == count:
            return sk
    return None


def planned_costs(s: EIState, p: int) -> list[int]:
    return [s.skill(sk["skill"]).cost for sk in s.plans[p]["skills"]]


def cost_fits(s: EIState, p: int, costs: list[int]) -> bool:
    """Skills of these printed costs stay within EL plus EP (EI-8.4; setting "EL applies to")."""
    el, ep = s.el[p], s.ep[p]
    if s.option("el_applies_to") == "each":
        return sum(max(0, c - el) for c in costs) <= ep
    return max(0, sum(costs) - el) <= ep


def excess(s: EIState, p: int, costs: list[int]) -> int:
    """The EP paid for these costs above EL (EI-10.1)."""
    el = s.el[p]
    if s.option("el_applies_to") == "each":
        return sum(max(0, c - el) for c in costs)
    return max(0, sum(costs) - el)
