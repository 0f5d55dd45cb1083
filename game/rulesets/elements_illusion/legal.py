"""The legal actions of an Elements Illusion state, and the reason any other action is refused.

The list is the candidates each seat could name, kept when their ``why_not`` check finds nothing; a
refusal is the first reason the same check gives, so the list and the reasons cannot disagree. Every step
of the sealed phases is drawn from exactly what its check asks, so it is listed without running the check
again (the list is rebuilt after every sealed step); tests/elements_illusion/test_ei_legal_list.py proves
on played games that the list is exactly what the checks let through, and test_ei_speed.py holds the
abilities' steps to every check at every step. In the sealed phases every seat that has not locked acts
at once (EI-4.3).
"""
from __future__ import annotations

import functools

from collections import Counter
from itertools import combinations
from typing import Any, Callable, Sequence

from game.engine.actions import DONE, Action, Choose, Concede, interned
from game.engine.decisions import already_chosen, answer_first, decides_first, not_a_choice, nothing_to_choose
from game.engine.errors import IllegalActionError


from . import plan as pl
from .actions import (NO_COPY, BUILD_ACTIONS, MAIN_ACTIONS, Build, Change, Combine, Convert, Divide, Exchange,
                      Interrupt, Lock, MultiShot, Reset, Scarecrow, Silence, Skill, Trade, join, split_defs,
                      split_seats)
from .recipes import (combine_options, combo_product, copies, has, is_payment, multishot_sets, needs, target_sets,
                      trade_options)
from .skills import SkillDef, SkillTable
from .state import EIState
from .vocab import (ABILITY_CARDS, CONVERSION, DIVISION, ELEMENT_CHANGE, ELEMENTS, EXCHANGE, INTERRUPTION,
                    MAX_COMBOS, MULTI_SHOT, SCARECROW, SHADOW_COPY, SILENCE, Phase, element_of, is_element_card,
                    level_of)

Why = "tuple[str, str, str] | None"


# ----- shared checks --------------------------------------------------------------------------------
def why_not_sealed(s: EIState, p: int, phase: Phase) -> tuple[str, str, str] | None:
    if not 0 <= p < s.n:
        return ("EI-4.1", "No such player.", "그런 플레이어는 없습니다.")
    if s.phase is not phase:
        where = "main" if phase is Phase.MAIN else "build"
        return ("EI-4.3", f"That is done in the {where} phase.", f"그것은 {'메인' if phase is Phase.MAIN else '빌드'} 페이즈에 합니다.")
    if s.locked[p]:
        return ("EI-4.3", "You have locked this phase's choices.", "이번 페이즈의 선택을 이미 확정했습니다.")
    return None


def _sorted_defs(text: str) -> list[str] | None:
    defs = split_defs(text)
    return defs if defs == sorted(defs) else None


def _free_or_short(s: EIState, p: int, defs: list[str], rule: str) -> tuple[str, str, str] | None:
    if not has(pl.free_counts(s, p), defs):
        return (rule, "You do not have those cards free in hand (cards already chosen this turn are taken).",
                "손에 그 카드가 남아 있지 않습니다(이번 턴에 이미 고른 카드는 쓸 수 없습니다).")
    return None


def _seats_ok(s: EIState, p: int, targets: str, allowed: list[tuple[int, ...]], rule: str,
              what: str = "targets") -> tuple[str, str, str] | None:
    seats = split_seats(targets)
    if seats is None or tuple(seats) not in allowed:
        return (rule, f"Those {what} are not allowed for it: seats from 0, joined with '.', in order.",
                "그 대상은 고를 수 없습니다(자리 번호 0부터, '.'로 이어 순서대로).")
    return None


# ----- the main phase (EI-7) ------------------------------------------------------------------------
def why_not_combine(s: EIState, a: Combine) -> tuple[str, str, str] | None:
    r = why_not_sealed(s, a.player, Phase.MAIN)
    if r:
        return r
    if len(s.plans[a.player]["combos"]) >= MAX_COMBOS:
        return ("EI-7.2", "At most 3 combinations a turn.", "카드 조합은 턴당 최대 3회입니다.")
    use = _sorted_defs(a.use)
    if use is None or combo_product(use, a.into) is None:
        return ("EI-7.2", "A combination is three L1 cards of three elements into the fourth element's L2, or three "
                "L2 cards into an L3 of any element (cards in sorted order).",
                "조합은 서로 다른 속성 L1 세 장 -> 나머지 속성 L2, 또는 L2 세 장 -> 원하는 속성 L3입니다.")
    return _free_or_short(s, a.player, use, "EI-7.2")


def why_not_trade(s: EIState, a: Trade) -> tuple[str, str, str] | None:
    r = why_not_sealed(s, a.player, Phase.MAIN)
    if r:
        return r
    pay = _sorted_defs(a.pay)
    if pay is None or not is_payment(pay):
        return ("EI-7.4", "An ability card costs 3 L1, 2 L2 or 1 L3 cards (in sorted order).",
                "어빌리티 카드는 L1 3장, L2 2장 또는 L3 1장으로 교환합니다.")
    return _free_or_short(s, a.player, pay, "EI-7.4")


def why_not_change(s: EIState, a: Change) -> tuple[str, str, str] | None:
    r = why_not_sealed(s, a.player, Phase.MAIN) or pl.why_not_use(s, a.player, a.card, ELEMENT_CHANGE)
    if r:
        return r
    if not is_element_card(a.src) or a.to not in ELEMENTS or element_of(a.src) == a.to:
        return ("EI-11.4", "Element Change turns an element card of your hand into another element, its level kept.",
                "속성 변환은 손의 속성 카드를 다른 속성으로 바꿉니다(레벨 유지).")
    return _free_or_short(s, a.player, [a.src], "EI-11.4")


def _planned_exchange(s: EIState, p: int) -> int:
    return sum(e[1] for e in s.plans[p]["exchange"])


def why_not_exchange(s: EIState, a: Exchange) -> tuple[str, str, str] | None:
    r = why_not_sealed(s, a.player, Phase.MAIN) or pl.why_not_use(s, a.player, a.card, EXCHANGE)
    if r:
        return r
    left = s.ep[a.player] - _planned_exchange(s, a.player)
    if a.ep < 2 or a.ep % 2 or a.ep > left:
        return ("EI-11.5", f"Exchange turns an even amount of your EP into GP at 2:1 (you have {left} EP to exchange).",
                f"교환은 짝수 EP를 2:1로 GP로 바꿉니다(교환할 수 있는 EP {left}).")
    return None


def why_not_scarecrow(s: EIState, a: Scarecrow) -> tuple[str, str, str] | None:
    r = why_not_sealed(s, a.player, Phase.MAIN) or pl.why_not_use(s, a.player, a.card, SCARECROW)
    if r:
        return r
    if s.plans[a.player]["scarecrow"]:
        return ("EI-11.3", "You already use a Dummy Scarecrow this turn.", "이번 턴에 이미 모형 허수아비를 씁니다.")
    return None


def drop_count(s: EIState, def_id: str) -> int:
    return sum(1 for c in s.zones["drop"].cards if s.cards[c].def_id == def_id)


def why_not_divide(s: EIState, a: Divide) -> tuple[str, str, str] | None:
    r = why_not_sealed(s, a.player, Phase.MAIN) or pl.why_not_use(s, a.player, a.card, DIVISION)
    if r:
        return r
    if not is_element_card(a.target) or level_of(a.target) == 1:
        return ("EI-11.7", "Division takes an L2 or L3 element card of the drop zone.",
                "나누기는 드롭 존의 L2 또는 L3 속성 카드를 가져옵니다.")
    claimed = sum(1 for d in s.plans[a.player]["divide"] if d[1] == a.target)
    if drop_count(s, a.target) <= claimed:
        return ("EI-11.7", "No such card is left in the drop zone for you to claim.", "드롭 존에 가져올 그 카드가 없습니다.")
    return None


# ----- the build phase (EI-8) -----------------------------------------------------------------------
def why_not_build(s: EIState, a: Build) -> tuple[str, str, str] | None:
    r = why_not_sealed(s, a.player, Phase.BUILD)
    if r:
        return r
    if s.plans[a.player]["build"] >= 0:
        return ("EI-8.1", "At most one ability card is built a turn.", "어빌리티 카드는 턴에 한 장만 빌드합니다.")
    if a.kind not in ABILITY_CARDS or pl.free_counts(s, a.player)[a.kind] < 1:
        return ("EI-8.1", "You have no such ability card in hand.", "손에 그 어빌리티 카드가 없습니다.")
    return None


def _playable(s: EIState, skill_id: str) -> bool:
    sk = s.table.by_id.get(skill_id)
    # the table's playable list keeps a designer-gap skill only with that setting
    return sk is not None and (not sk.designer_gap or s.option("designer_gap") == "on")


def why_not_skill(s: EIState, a: Skill) -> tuple[str, str, str] | None:
    p = a.player
    r = why_not_sealed(s, p, Phase.BUILD)
    if r:
        return r
    if not _playable(s, a.skill):
        return ("EI-8.4", "There is no such skill in the table (Maneril only with the designer-gap setting).",
                "스킬표에 그런 스킬이 없습니다(마네릴은 미완성 스킬 설정에서만).")
    sk = s.skill(a.skill)
    need = needs(sk, a.copy)
    if need is None:
        return ("EI-11.1", "That Shadow Copy does not make this skill's recipe.", "그 그림자 복사로는 이 스킬의 조합이 되지 않습니다.")
    if pl.skill_at(s, p, sk.count) is not None:
        return ("EI-8.4", f"You already build a {sk.count}-card skill: one skill per card count.",
                f"이미 {sk.count}장 스킬을 빌드했습니다. 같은 장수의 스킬은 함께 쓸 수 없습니다.")
    if a.copy != NO_COPY and not pl.usable_cards(s, p, SHADOW_COPY):
        return ("EI-11.1", "Shadow Copy needs an active Illusion card whose ability for the turn is free.",
                "그림자 복사에는 이번 턴 능력을 쓰지 않은 활성 환영 카드가 필요합니다.")
    r = _free_or_short(s, p, list(need), "EI-8.4")
    if r:
        return r
    r = _seats_ok(s, p, a.targets, target_sets(sk, p, s.n), "EI-8.5")
    if r:
        return r
    if not pl.cost_fits(s, p, pl.planned_costs(s, p) + [sk.cost]):
        return ("EI-8.4", f"Your skills would cost more than your EL ({s.el[p]}) plus your EP ({s.ep[p]}).",
                f"스킬 코스트가 EL({s.el[p]})과 EP({s.ep[p]})의 합을 넘습니다.")
    return None


def why_not_convert(s: EIState, a: Convert) -> tuple[str, str, str] | None:
    p = a.player
    r = why_not_sealed(s, p, Phase.BUILD) or pl.why_not_use(s, p, a.card, CONVERSION)
    if r:
        return r
    built = pl.skill_at(s, p, a.count)
    if built is None:
        return ("EI-11.6", f"You build no {a.count}-card skill to convert.", f"전환할 {a.count}장 스킬이 없습니다.")
    if built["convert_card"] >= 0 or built["multi"] is not None:
        return ("EI-11.6", "Convert a skill once, and before giving it Multi Shot.", "전환은 스킬마다 한 번, 다중 사격 전에 합니다.")
    if not _playable(s, a.skill) or a.skill == built["skill"]:
        return ("EI-11.6", "Conversion needs another skill of the table.", "다른 스킬로만 전환할 수 있습니다.")
    old, new = s.skill(built["skill"]), s.skill(a.skill)
    if new.cost != old.cost:
        return ("EI-11.6", f"Conversion needs a skill of the same cost ({old.cost}).", f"같은 코스트({old.cost})의 스킬로만 전환합니다.")
    if s.option("conversion_same_count") == "on" and new.count != old.count:
        return ("EI-11.6", "Conversion needs a skill of the same card count (setting).", "카드 수가 같은 스킬로만 전환합니다(설정).")
    return _seats_ok(s, p, a.targets, target_sets(new, p, s.n), "EI-8.5")


def why_not_multishot(s: EIState, a: MultiShot) -> tuple[str, str, str] | None:
    p = a.player
    r = why_not_sealed(s, p, Phase.BUILD) or pl.why_not_use(s, p, a.card, MULTI_SHOT)
    if r:
        return r
    built = pl.skill_at(s, p, a.count)
    if built is None or built["multi"] is not None:
        return ("EI-11.8", f"You build no {a.count}-card skill without Multi Shot.", f"다중 사격을 줄 {a.count}장 스킬이 없습니다.")
    allowed = multishot_sets(s.skill(built["skill"]), built["targets"], p, s.n)
    if not allowed:
        return ("EI-11.8", "Multi Shot adds nothing to a skill that already hits everyone.",
                "이미 모두를 맞히는 스킬에는 다중 사격이 효과가 없습니다.")
    return _seats_ok(s, p, a.targets, allowed, "EI-11.8")


def why_not_interrupt(s: EIState, a: Interrupt) -> tuple[str, str, str] | None:
    r = why_not_sealed(s, a.player, Phase.BUILD) or pl.why_not_use(s, a.player, a.card, INTERRUPTION)
    if r:
        return r
    if not 0 <= a.target < s.n:
        return ("EI-11.2", "Interruption names a player of the game.", "방해는 게임의 플레이어 한 명을 정합니다.")
    return None


def silence_sets(s: EIState, p: int) -> list[tuple[int, ...]]:
    opp = s.opponents(p)
    return [c for k in (1, 2) for c in combinations(opp, k)]


def why_not_silence(s: EIState, a: Silence) -> tuple[str, str, str] | None:
    r = why_not_sealed(s, a.player, Phase.BUILD) or pl.why_not_use(s, a.player, a.card, SILENCE)
    if r:
        return r
    return _seats_ok(s, a.player, a.targets, silence_sets(s, a.player), "EI-11.9", "players")


def plan_empty(s: EIState, p: int) -> bool:
    plan = s.plans[p]
    if s.phase is Phase.MAIN:
        return not (plan["combos"] or plan["trades"] or plan["changes"] or plan["exchange"] or plan["scarecrow"]
                    or plan["divide"])
    return plan["build"] < 0 and not (plan["skills"] or plan["interrupt"] or plan["silence"])


def why_not_reset(s: EIState, a: Reset) -> tuple[str, str, str] | None:
    r = why_not_sealed(s, a.player, s.phase if s.sealed() else Phase.MAIN)
    if r:
        return r
    if plan_empty(s, a.player):
        return ("EI-4.3", "You have chosen nothing in this phase yet.", "이번 페이즈에 아직 고른 것이 없습니다.")
    return None


def why_not_lock(s: EIState, a: Lock) -> tuple[str, str, str] | None:
    return why_not_sealed(s, a.player, s.phase if s.sealed() else Phase.MAIN)


CHECKS: dict[type, Callable[[EIState, Any], "tuple[str, str, str] | None"]] = {
    Combine: why_not_combine, Trade: why_not_trade, Change: why_not_change, Exchange: why_not_exchange,
    Scarecrow: why_not_scarecrow, Divide: why_not_divide, Build: why_not_build, Skill: why_not_skill,
    Convert: why_not_convert, MultiShot: why_not_multishot, Interrupt: why_not_interrupt, Silence: why_not_silence,
    Reset: why_not_reset, Lock: why_not_lock,
}


# ----- the candidates a seat could name ---------------------------------------------------------------
def _main_candidates(s: EIState, p: int) -> list[Action]:
    """The main phase's candidates other than the element steps (see ``_element_steps``)."""
    out: list[Action] = []
    for card in pl.usable_cards(s, p, EXCHANGE):
        out += [interned(Exchange, p, card, k) for k in range(2, s.ep[p] + 1, 2)]
    out += [interned(Scarecrow, p, card) for card in pl.usable_cards(s, p, SCARECROW)]
    dividers = pl.usable_cards(s, p, DIVISION)
    if dividers:
        drop = sorted({s.cards[c].def_id for c in s.zones["drop"].cards})
        for card in dividers:
            out += [interned(Divide, p, card, d) for d in drop if is_element_card(d) and level_of(d) > 1]
    return out


def _main_steps(s: EIState, p: int, usable: dict[str, list[int]]) -> list[Action]:
    """The candidates of ``_main_candidates`` their checks let through, in their order, drawn from what the
    checks ask beyond the seat being unlocked in its phase and the card giving the ability (``usable``, the
    seat's ``plan.usable``: the same refusals, ``plan.VERIFY``): the EP not yet planned for Exchange, one
    Dummy Scarecrow a turn, and drop cards not yet claimed by the seat's Divisions.
    tests/elements_illusion/test_ei_speed.py holds it to every check."""
    out: list[Action] = []
    plan = s.plans[p]
    exchangers = usable.get(EXCHANGE)
    if exchangers:
        left = s.ep[p] - _planned_exchange(s, p)
        for card in exchangers:
            out += [interned(Exchange, p, card, k) for k in range(2, left + 1, 2)]
    if not plan["scarecrow"]:
        out += [interned(Scarecrow, p, card) for card in usable.get(SCARECROW, ())]
    dividers = usable.get(DIVISION)
    if dividers:
        cards = s.cards
        unclaimed: dict[str, int] = {}
        for c in s.zones["drop"].cards:
            d = cards[c].def_id
            unclaimed[d] = unclaimed.get(d, 0) + 1
        for _card, d in plan["divide"]:
            if d in unclaimed:          # a claim on a card no longer there leaves nothing to claim either way
                unclaimed[d] -= 1
        targets = [d for d in sorted(unclaimed) if unclaimed[d] > 0 and is_element_card(d) and level_of(d) > 1]
        for card in dividers:
            out += [interned(Divide, p, card, d) for d in targets]
    return out


@functools.lru_cache(maxsize=32768)
def _element_choices(held: tuple[str, ...], combos_open: bool) -> tuple[
        tuple[tuple[str, str], ...], tuple[str, ...], tuple[str, ...]]:
    """What these free cards (``_held``) allow: combinations (materials, product) while the seat may still
    combine, trades (payment), and the element cards an Element Change may change (each once, sorted).
    Hands recur, so this is kept."""
    free = Counter(held)
    combos = tuple((join(list(use)), into) for use, into in combine_options(free)) if combos_open else ()
    trades = tuple(join(list(pay)) for pay in trade_options(free))
    return combos, trades, tuple(d for d in sorted(free) if is_element_card(d))


def _element_steps(s: EIState, p: int, empty: bool, changers: list[int] | None) -> tuple[Action, ...]:
    """The head of the seat's list (``_head``), then the combinations, trades and Element Changes seat ``p``
    may name (``changers``: its cards that may give Element Change). Each is drawn from its free cards and
    its usable ability cards themselves, so it passes its check by construction; the test
    tests/elements_illusion/test_ei_legal_list.py holds the list to the checks."""
    held = _held(s, p)
    combos_open = len(s.plans[p]["combos"]) < MAX_COMBOS
    out = _head_combos_and_trades(p, empty, held, combos_open)
    if changers:
        # kept apart from the hand's steps: the cards giving Element Change are a game's own card ids, so a
        # hand's steps kept with them would rarely be asked for again
        changed = _element_choices(held, combos_open)[2]
        for card in changers:
            out += _change_actions(p, card, changed)
    return out


@functools.lru_cache(maxsize=32768)
def _head_combos_and_trades(p: int, empty: bool, held: tuple[str, ...], combos_open: bool) -> tuple[Action, ...]:
    """The head, the combinations and the trades for these free cards: hands recur, so they are kept."""
    combos, trades, _changes = _element_choices(held, combos_open)
    return (*_head(p, empty), *(interned(Combine, p, use, into) for use, into in combos),
            *(interned(Trade, p, pay) for pay in trades))


@functools.lru_cache(maxsize=32768)
def _change_actions(p: int, card: int, changed: tuple[str, ...]) -> tuple[Action, ...]:
    """This card's Element Changes of these element cards, each into every other element: a hand's element
    cards recur more than its whole."""
    return tuple(interned(Change, p, card, d, e) for d in changed for e in ELEMENTS if e != d[0])


def _held(s: EIState, p: int) -> tuple[str, ...]:
    """The seat's free hand cards by definition, sorted: what its element steps and skills are drawn from,
    and the key they are kept by."""
    cards = s.cards
    return tuple(sorted([cards[c].def_id for c in pl.free_cards(s, p)]))


@functools.lru_cache(maxsize=64)
def _recipes(table: SkillTable, gap: bool, copying: bool) -> tuple[tuple[SkillDef, str, tuple[tuple[str, int], ...]], ...]:
    """Every way to build each skill in play: its recipe, and with Shadow Copy each copy that fits it, with
    the cards it takes counted by definition. Kept by the table itself (one object, read once), not by its
    skills, which would be hashed on every call."""
    out = []
    for sk in table.playable(gap):
        for copy in (NO_COPY, *copies(sk)) if copying else (NO_COPY,):
            need = needs(sk, copy)
            if need is not None:
                out.append((sk, copy, tuple(Counter(need).items())))
    return tuple(out)


@functools.lru_cache(maxsize=8192)
def _buildable(table: SkillTable, gap: bool, copying: bool,
               held: tuple[str, ...]) -> tuple[tuple[SkillDef, str], ...]:
    """The skills (with their Shadow Copy) these free hand cards make (``has`` of each recipe, its counts
    made once); hands repeat, so this is kept."""
    free = Counter(held)
    out = []
    for sk, copy, wanted in _recipes(table, gap, copying):
        for d, k in wanted:
            if free.get(d, 0) < k:
                break
        else:
            out.append((sk, copy))
    return tuple(out)


@functools.lru_cache(maxsize=8192)
def _skill_actions(sk: SkillDef, copy: str, p: int, n: int) -> tuple[Action, ...]:
    """Building this skill with this copy at each choice of targets it offers."""
    return tuple(interned(Skill, p, sk.id, copy, join(list(t))) for t in target_sets(sk, p, n))


@functools.lru_cache(maxsize=8192)
def _build_head(p: int, empty: bool, building: bool, held: tuple[str, ...]) -> tuple[Action, ...]:
    """The head, then building each kind of ability card these free cards hold (while the seat may)."""
    return _head(p, empty) + tuple(interned(Build, p, k) for k in ABILITY_CARDS if building and k in held)


def _skill_steps(s: EIState, p: int, empty: bool, copying: bool) -> list[Action]:
    """The head of the seat's list (``_head``), then the ability card seat ``p`` may build and the skills it
    may build (``copying``: with Shadow Copy), each drawn from what its checks ask (free cards, recipes,
    copies, card counts not yet used, targets, the cost against EL and EP), so it passes them by
    construction; the test
    tests/elements_illusion/test_ei_legal_list.py holds the list to the checks."""
    plan = s.plans[p]
    held = _held(s, p)
    out = list(_build_head(p, empty, plan["build"] < 0, held))
    skills = plan["skills"]
    used_counts = {sk["count"] for sk in skills} if skills else ()
    costs = pl.planned_costs(s, p) if skills else []
    fits: dict[int, bool] = {}
    menu = _skill_menu(s.table, s.options["designer_gap"] == "on", copying, held, p, s.num_players)
    for count, cost, actions in menu:
        if count in used_counts:
            continue
        ok = fits.get(cost)
        if ok is None:
            ok = fits[cost] = pl.cost_fits(s, p, costs + [cost])
        if ok:
            out += actions
    return out


@functools.lru_cache(maxsize=8192)
def _skill_menu(table: SkillTable, gap: bool, copying: bool, held: tuple[str, ...], p: int,
                n: int) -> tuple[tuple[int, int, tuple[Action, ...]], ...]:
    """``_skill_actions`` of each skill these free cards make, in ``_buildable``'s order, with its card count
    and cost (all the rest of the list asks of it); neighbours of the same count and cost are joined."""
    out: list[tuple[int, int, tuple[Action, ...]]] = []
    for sk, copy in _buildable(table, gap, copying, held):
        actions = _skill_actions(sk, copy, p, n)
        if out and out[-1][:2] == (sk.count, sk.cost):
            out[-1] = (sk.count, sk.cost, out[-1][2] + actions)
        else:
            out.append((sk.count, sk.cost, actions))
    return tuple(out)


def _build_candidates(s: EIState, p: int) -> list[Action]:
    """The build phase's candidates other than ``_skill_steps``: the abilities that act on built skills."""
    out: list[Action] = []
    plan = s.plans[p]
    for card in pl.usable_cards(s, p, CONVERSION):
        for built in plan["skills"]:
            old = s.skill(built["skill"])
            for new in s.skills_in_play:
                if new.cost == old.cost and new.id != old.id:
                    out += [interned(Convert, p, card, built["count"], new.id, join(list(t)))
                            for t in target_sets(new, p, s.n)]
    for card in pl.usable_cards(s, p, MULTI_SHOT):
        for built in plan["skills"]:
            out += [interned(MultiShot, p, card, built["count"], join(list(t)))
                    for t in multishot_sets(s.skill(built["skill"]), built["targets"], p, s.n)]
    for card in pl.usable_cards(s, p, INTERRUPTION):
        out += [interned(Interrupt, p, card, q) for q in range(s.n)]
    for card in pl.usable_cards(s, p, SILENCE):
        out += [interned(Silence, p, card, join(list(t))) for t in silence_sets(s, p)]
    return out


def _build_steps(s: EIState, p: int, usable: dict[str, list[int]]) -> list[Action]:
    """The candidates of ``_build_candidates`` their checks let through, in their order, drawn from what the
    checks ask beyond the seat being unlocked in its phase and the card giving the ability (``usable``, the
    seat's ``plan.usable``: the same refusals, ``plan.VERIFY``): a skill is converted once and before Multi
    Shot, into another skill of its cost (and of its card count, with that setting); Multi Shot goes on a
    skill without it; Interruption names any seat and Silence one or two opponents, as every candidate
    does. Each skill of a plan has its own card count (EI-8.4), so the built skill a candidate names is the
    one its check finds. tests/elements_illusion/test_ei_speed.py holds it to every check."""
    out: list[Action] = []
    plan = s.plans[p]
    n = s.num_players
    converters = usable.get(CONVERSION)
    if converters:
        gap = s.options["designer_gap"] == "on"
        same_count = s.options["conversion_same_count"] == "on"
        for card in converters:
            for built in plan["skills"]:
                if built["convert_card"] < 0 and built["multi"] is None:
                    out += _conversions(s.table, gap, same_count, p, card, built["count"], s.skill(built["skill"]), n)
    for card in usable.get(MULTI_SHOT, ()):
        for built in plan["skills"]:
            if built["multi"] is None:
                out += _multishot_actions(s.skill(built["skill"]), tuple(built["targets"]), p, card, built["count"], n)
    for card in usable.get(INTERRUPTION, ()):
        out += _interrupt_actions(p, card, n)
    for card in usable.get(SILENCE, ()):
        out += _silence_actions(p, card, n)
    return out


@functools.lru_cache(maxsize=64)
def _by_cost(table: SkillTable, gap: bool) -> dict[int, tuple[SkillDef, ...]]:
    """The skills in play (``skills_in_play``: the table's playable skills) by cost, in their order."""
    out: dict[int, list[SkillDef]] = {}
    for sk in table.playable(gap):
        out.setdefault(sk.cost, []).append(sk)
    return {cost: tuple(skills) for cost, skills in out.items()}


@functools.lru_cache(maxsize=8192)
def _conversions(table: SkillTable, gap: bool, same_count: bool, p: int, card: int, count: int, old: SkillDef,
                 n: int) -> tuple[Action, ...]:
    """This card's Conversions of the built skill ``old`` (of ``count`` cards): into each other skill in play
    of its cost, and of its card count with that setting, at each choice of targets."""
    out: tuple[Action, ...] = ()
    for new in _by_cost(table, gap).get(old.cost, ()):
        if new.id != old.id and (not same_count or new.count == old.count):
            out += _convert_actions(p, card, count, new, n)
    return out


@functools.lru_cache(maxsize=8192)
def _multishot_actions(sk: SkillDef, targets: tuple[int, ...], p: int, card: int, count: int,
                       n: int) -> tuple[Action, ...]:
    """This card's Multi Shots on the built skill ``sk`` (of ``count`` cards, at these targets)."""
    return tuple(interned(MultiShot, p, card, count, join(list(t))) for t in multishot_sets(sk, targets, p, n))


@functools.lru_cache(maxsize=8192)
def _convert_actions(p: int, card: int, count: int, new: SkillDef, n: int) -> tuple[Action, ...]:
    return tuple(interned(Convert, p, card, count, new.id, join(list(t))) for t in target_sets(new, p, n))


@functools.lru_cache(maxsize=4096)
def _interrupt_actions(p: int, card: int, n: int) -> tuple[Action, ...]:
    return tuple(interned(Interrupt, p, card, q) for q in range(n))


@functools.lru_cache(maxsize=4096)
def _silence_actions(p: int, card: int, n: int) -> tuple[Action, ...]:
    opp = [q for q in range(n) if q != p]        # ``silence_sets``: a state's opponents of ``p``
    return tuple(interned(Silence, p, card, join(list(c))) for k in (1, 2) for c in combinations(opp, k))


def sealed_actions(s: EIState, p: int, empty: bool | None = None) -> list[Action]:
    """Everything seat ``p`` may do now in a sealed phase (``empty``: whether its plan is, when known)."""
    return list(_seat_list(s, p, plan_empty(s, p) if empty is None else empty))


def _seat_list(s: EIState, p: int, empty: bool) -> Sequence[Action]:
    """``sealed_actions`` as the parts give it: a kept tuple is handed on as it is, not copied."""
    usable = pl.usable(s, p)
    # the candidates beyond the hand's all come from cards giving abilities: without one there are none
    if s.phase is Phase.MAIN:
        out = _element_steps(s, p, empty, usable.get(ELEMENT_CHANGE))
        return out + tuple(_main_steps(s, p, usable)) if usable else out
    acts = _skill_steps(s, p, empty, SHADOW_COPY in usable)
    return acts + _build_steps(s, p, usable) if usable else acts


def _seat_actions(s: EIState, p: int, cache: dict[Any, Sequence[Action]]) -> Sequence[Action]:
    """``sealed_actions`` of seat ``p``, the one of its empty plan kept in ``cache``: a seat's choices depend
    on its own plan alone while the phase lasts, and the empty plan recurs (a Reset brings it back)."""
    if not plan_empty(s, p):
        return _seat_list(s, p, False)
    acts = cache.get((p, "empty"))
    if acts is None:
        acts = cache[(p, "empty")] = _seat_list(s, p, True)
    return acts


@functools.lru_cache(maxsize=64)
def _head(p: int, empty: bool) -> tuple[Action, ...]:
    # locking comes first: a seat that wants nothing this phase finds it at the top of its list
    return (interned(Lock, p),) if empty else (interned(Lock, p), interned(Reset, p))


def generate_legal(s: EIState) -> list[Action]:
    phase = s.phase
    if phase is Phase.MAIN or phase is Phase.BUILD:
        cache = s.seat_cache
        key = s.seat_key
        if key is None or key[0] != s.turn or key[1] is not phase:
            cache = s.seat_cache = {}
            s.seat_key = (s.turn, phase)
        out: list[Action] = []
        locked = s.locked
        for p in range(s.num_players):
            if not locked[p]:
                acts = cache.get(p)
                if acts is None:
                    acts = cache[p] = _seat_actions(s, p, cache)
                out += acts
        return out
    if s.decisions:
        d = s.decisions[0]
        choices: list[Action] = [interned(Choose, d.player, o) for o in d.remaining()]
        if d.can_finish() and d.kind in FINISHABLE:
            choices.append(interned(Choose, d.player, DONE))
        return choices
    return []


FINISHABLE = frozenset({"support"})


# ----- refusals -----------------------------------------------------------------------------------------
def _choose_refusal(s: EIState, a: Choose) -> tuple[str, str, str]:
    if s.sealed():
        return ("EI-4.3", "In the main and build phases every player chooses in secret with the phase's actions.",
                "메인과 빌드 페이즈에는 각 플레이어가 페이즈의 행동으로 비밀리에 고릅니다.")
    mine = [d for d in s.decisions if d.player == a.player]
    if not mine:
        return decides_first(s.decisions[0]) if s.decisions else nothing_to_choose("EI-4.1")
    d = mine[0]
    if a.option == DONE:
        return (d.rule, "This choice cannot be left open.", "이 선택은 건너뛸 수 없습니다.")
    if a.option in d.picked:
        return already_chosen(d)
    return not_a_choice(d)


def explain_refusal(s: EIState, a: Action) -> IllegalActionError:
    r: tuple[str, str, str] | None = None
    if isinstance(a, Choose):
        r = _choose_refusal(s, a)
    elif not s.sealed() and s.decisions and not isinstance(a, Concede):
        r = answer_first(s.decisions[0], a.player)
    elif type(a) in CHECKS:
        r = CHECKS[type(a)](s, a)
        if r is None and isinstance(a, (*MAIN_ACTIONS, *BUILD_ACTIONS)):
            r = ("EI-4.3", "Write the action as the legal list does (cards and seats in sorted order).",
                 "행동을 합법 목록의 형식대로 적어야 합니다(카드와 자리는 정렬된 순서).")
    if r is None:
        r = ("EI-4.1", "That is not possible now.", "지금은 할 수 없습니다.")
    return IllegalActionError(r[0], r[1], r[2], a)
