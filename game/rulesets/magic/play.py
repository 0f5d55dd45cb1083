"""Playing lands, casting spells and activating abilities: why each is refused (rule and both
languages) and what doing it changes (305, 601, 602, 606). No pygame."""
from __future__ import annotations

from game.engine.decisions import answer_first

from . import commander, extra_costs, matters, multi, teams
from .actions import NO_TARGET
from .attach_cards import is_equip
from .cards import Ability
from .costs import identity_mana_problem, other_costs_problem, pay, plan
from .mana import Cost, Payment
from .state import MAIN_STEPS, MagicState, StackItem, zid
from .targets import candidates, epoch_of

Why = tuple[str, str, str]
NO_PRIORITY: Why = ("117.1", "You do not have priority.", "우선권이 없습니다.")


def sorcery_timing(s: MagicState, p: int) -> bool:
    """307.1 / 117.1a: your main phase, the stack empty."""
    return s.step in MAIN_STEPS and not s.stack and teams.is_active(s, p)       # 805: each active player


def why_not_priority(s: MagicState, p: int) -> Why | None:
    if s.decisions:
        return answer_first(s.decisions[0], p)
    if s.priority != p:
        return NO_PRIORITY
    return None


def why_not_land(s: MagicState, p: int, card: int) -> Why | None:
    if not 0 <= card < len(s.cards) or s.cards[card].zone != zid(p, "hand"):
        return ("305.1", "That land is not in your hand.", "그 대지는 당신의 손에 없습니다.")
    if not s.defs[card].is_a("land"):
        return ("305.1", "Only a land is played; other cards are cast.", "대지만 내려놓습니다. 다른 카드는 발동합니다.")
    why = why_not_priority(s, p)
    if why:
        return why
    if not sorcery_timing(s, p):
        return ("305.2", "A land is played in your own main phase with the stack empty.",
                "대지는 자기 턴의 본단계에 스택이 비어 있을 때 내려놓습니다.")
    if teams.lands_played(s, p) >= 1:
        return ("305.2", "You have already played a land this turn.", "이번 턴에 이미 대지를 내려놓았습니다.")
    return None


def targets_of(s: MagicState, p: int, ability: Ability | None, source: int) -> list[str]:
    if multi.handles(ability):
        assert ability is not None
        return multi.targets_of(s, p, ability, source)
    if ability is None or not ability.target:
        return [NO_TARGET]
    return candidates(s, ability.target, p, source)


def _why_target(s: MagicState, p: int, ability: Ability | None, source: int, target: str) -> Why | None:
    if target not in targets_of(s, p, ability, source):
        if multi.handles(ability):
            assert ability is not None
            return multi.why_target(s, p, ability, source, target)
        if ability is None or not ability.target:
            return ("115.1", "This has no target.", "이것은 대상을 잡지 않습니다.")
        return teams.out_of_range(s, p, target) or ("115.3", "That is not a legal target for it.",
                                                    "그것은 적법한 대상이 아닙니다.")
    return None


def castable_zone(s: MagicState, p: int, card: int) -> bool:
    """601.2a: from your hand, or your commander from the command zone (903.8)."""
    if s.cards[card].zone == zid(p, "hand"):
        return True
    for v in s.variants:             # a loop: asked for every card in hand, a generator would be a call more
        if v.castable_from(s, p, card):
            return True
    return False


def total_cost(s: MagicState, p: int, card: int) -> Cost:
    """601.2f: the mana cost plus commander tax when cast from the command zone (903.8)."""
    cost = s.defs[card].cost
    if not s.variants:
        return cost                       # no tax, and no commander to be discounted
    extra = 0
    for v in s.variants:             # a loop: asked for every card judged, a generator would be a call more
        extra += v.extra_cost(s, p, card)
    # "commander spells you cast cost {1} less": off the generic part, tax included, never below {0} (601.2f)
    extra -= min(matters.discount(s, p, card), cost.generic + extra)
    return cost.plus_generic(extra) if extra else cost


def why_not_cast(s: MagicState, p: int, card: int, target: str, life: int) -> Why | None:
    if not 0 <= card < len(s.cards) or not castable_zone(s, p, card):
        if 0 <= card < len(s.cards) and s.kind_of(card) == "command":
            return ("903.8", "Only a commander you own is cast from the command zone.",
                    "커맨드 영역에서는 자신이 소유한 장군만 발동할 수 있습니다.")
        return ("601.2a", "That card is not in your hand.", "그 카드는 당신의 손에 없습니다.")
    d = s.defs[card]
    if d.is_a("land"):
        return ("305.9", "A land is played, not cast.", "대지는 발동하지 않고 내려놓습니다.")
    why = why_not_priority(s, p)
    if why:
        return why
    if not (d.is_a("instant") or "flash" in d.keywords) and not sorcery_timing(s, p):
        return ("307.1", "Only in your main phase with the stack empty (it is not an instant and has no flash).",
                "자기 본단계에 스택이 비어 있을 때만 발동합니다(순간마법도 섬광도 아님).")
    why = _why_target(s, p, d.spell_ability, card, target)
    if why:
        return why
    why = extra_costs.problem(s, p, card)      # 601.2f: an additional cost that cannot be paid
    if why:
        return why
    why = _why_cost(s, p, total_cost(s, p, card), life, -1)
    if why is not None and why[0] == "601.2h" and commander.from_command_zone(s, p, card):
        tax = commander.tax(s, card)     # 903.8: the tax is part of what could not be paid, and says so
        return ("903.8", f"You cannot pay its mana cost plus the commander tax of {{{tax}}} "
                         f"({{2}} for each earlier cast from the command zone).",
                f"마나 비용에 장군 세금 {{{tax}}}(커맨드 영역에서 앞서 발동한 횟수마다 {{2}})을 더해 지불할 수 없습니다.")
    return why


def _why_cost(s: MagicState, p: int, cost: Cost, life: int, exclude: int) -> Why | None:
    if not 0 <= life <= len(cost.phyrexian):
        return ("107.4f", f"Only its {len(cost.phyrexian)} Phyrexian symbol(s) may be paid with life.",
                f"피렉시아 기호 {len(cost.phyrexian)}개만 생명점으로 지불할 수 있습니다.")
    if life and s.life[p] < 2 * life:
        return ("119.4", "You cannot pay more life than you have.", "가진 것보다 많은 생명점을 지불할 수 없습니다.")
    if plan(s, p, cost, life, exclude=exclude) is None:
        why = identity_mana_problem(s, p, cost, life, exclude)
        if why is not None:
            return why
        return ("601.2h", "You cannot pay its mana cost with your pool and untapped mana sources.",
                "마나 풀과 탭되지 않은 마나원으로 그 마나 비용을 지불할 수 없습니다.")
    return None


def activatable_from(s: MagicState, p: int) -> list[int]:
    """Permanents ``p`` controls, then their vanguard in the command zone (902.7)."""
    return s.battlefield(p) + s.command_sources(p)


def why_not_activate(s: MagicState, p: int, card: int, index: int, target: str, life: int) -> Why | None:
    if not 0 <= card < len(s.cards) or card not in activatable_from(s, p):
        return ("602.2", "You activate abilities of permanents you control (and of your vanguard, 902.7).",
                "자신이 조종하는 지속물(과 자신의 뱅가드, 902.7)의 능력만 활성화합니다.")
    abilities = s.defs[card].abilities
    if not 0 <= index < len(abilities) or abilities[index].kind != "activated":
        return ("602.1", "It has no such activated ability.", "그런 활성화 능력이 없습니다.")
    a = abilities[index]
    why = why_not_priority(s, p)
    if why:
        return why
    if (a.sorcery or a.loyalty is not None) and not sorcery_timing(s, p):
        return ("606.3" if a.loyalty is not None else "702.6a" if is_equip(a) else "602.5d",
                "Only in your main phase with the stack empty.", "자기 본단계에 스택이 비어 있을 때만 활성화합니다.")
    why = other_costs_problem(s, card, a) or extra_costs.once_problem(s, card, index, a)
    if why:
        return why
    why = _why_target(s, p, a, card, target)
    if why:
        return why
    return _why_cost(s, p, a.cost, life, card if a.tap else -1)


def play_land(s: MagicState, p: int, card: int) -> None:
    teams.count_land(s, p)
    s.move(card, zid(p, "battlefield"), cause="land")
    s.emit("land_played", player=p, card=card, rule="305.1")


def cast(s: MagicState, p: int, card: int, target: str, life: int, chosen: Payment | None = None,
         x: int = 0, extra: tuple[int, ...] = ()) -> None:
    """601.2a-i: to the stack, target, total cost, pay (``chosen``: the sources the player chose, 601.2g-h;
    else as ``plan`` pays); then it is cast (cast triggers, 601.2i)."""
    d = s.defs[card]
    cost = total_cost(s, p, card)
    payment = chosen or plan(s, p, cost.plus_generic(x * cost.x), life)     # 601.2f: X on top of all else
    assert payment is not None
    for v in s.variants:
        v.cast_from(s, p, card)          # a commander from the command zone: its tax grows (903.8)
    s.move(card, "stack", cause="cast")
    tgt = "" if target == NO_TARGET else target
    idx = d.abilities.index(d.spell_ability) if d.spell_ability in d.abilities else -1   # an Aura's is made (303.4a)
    s.stack.append(StackItem("spell", card, p, idx, d.id, tgt, epoch_of(s, tgt), payment.life, x))
    pay(s, p, payment, card)
    extra_costs.pay(s, p, card, extra)       # 601.2h: the additional cost with the mana
    s.emit("cast", player=p, card=card, target=tgt, rule="601.2")
    if not d.is_a("creature"):
        for i in activatable_from(s, p):
            s._trigger(i, "cast_noncreature")
    if commander.is_commander(s, card) and s.cards[card].owner == p:     # "cast your commander" (903.3d)
        for i in activatable_from(s, p):
            s._trigger(i, "cast_commander")
    multi.after_put(s)                    # a modal spell's modes, a second target (601.2b-c)
    s.passes = 0


def activate(s: MagicState, p: int, card: int, index: int, target: str, life: int,
             chosen: Payment | None = None, x: int = 0) -> None:
    """602.2: the ability goes on the stack, then its costs are paid in any order (602.2b / 601.2h)."""
    a = s.defs[card].abilities[index]
    payment = chosen or plan(s, p, a.cost.plus_generic(x * a.cost.x), life, exclude=card if a.tap else -1)
    assert payment is not None
    tgt = "" if target == NO_TARGET else target
    s.stack.append(StackItem("ability", card, p, index, s.defs[card].id, tgt, epoch_of(s, tgt), payment.life, x))
    pay(s, p, payment, card)
    perm = s.perm.get(card)               # None for a vanguard: it has no tap or loyalty costs
    if perm is not None and a.tap:
        perm.tapped = True
        s.touch(card)
    if perm is not None and a.loyalty is not None:
        perm.loyalty += a.loyalty
        perm.loyalty_used = True
        s.touch(card)
    extra_costs.note_once(s, card, index, a)
    s.emit("activated", player=p, card=card, ability=index, target=tgt, rule="602.2")
    if a.sacrifice:
        s.move(card, zid(s.cards[card].owner, "graveyard"), cause="sacrifice")
    multi.after_put(s)                    # its modes, a second target, as it is activated (602.2b, 700.2a)
    s.passes = 0
