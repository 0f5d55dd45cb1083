"""Main phase (6.4) and attack phase (6.5) actions: whether they are allowed, and doing them.

Each ``why_not_*`` returns None when the action is allowed, else ``(rule, english, korean)``.
The legal-action list is built from these same checks, so a refusal's reason and the
list can never disagree.
"""
from __future__ import annotations

from typing import Optional

from game.engine.decisions import answer_first

from .actionsupport import trash_unit
from .cards import Ability
from .effects import can_execute_any, cost_payable
from .state import HAND, LANES, PHASE_ATTACK, PHASE_MAIN, SKILL, LanesState, unit_zid
from .statics import abilities_of_kind, gates_hold, live_abilities, prohibited, size, snapshot
from .targets import matches_filter
from .triggers import effect_frame, queue, queue_abilities

# None, or (rule, english, korean[, args]): with args the sentences are str.format templates,
# filled only when the refusal is shown (building the legal list checks many refused candidates).
Refusal = Optional[tuple]

_COST_EN = "Cost {0} plus {1} on your field is {2}, more than your size {3}."
_COST_KO = "코스트 {0} + 필드의 코스트 {1} = {2}: 사이즈 {3}보다 큽니다."
_UPGRADE_EN = "An upgrade needs a higher cost than {0}."
_UPGRADE_KO = "업그레이드하려면 코스트가 {0}보다 높아야 합니다."


def why_not_main(s: LanesState, player: int) -> Refusal:
    if s.decisions:
        return answer_first(s.decisions[0], player)
    if s.turn_player != player:
        return ("4.3.1", "It is not your turn.", "당신의 턴이 아닙니다.")
    if s.phase is not PHASE_MAIN:
        return ("6.4.1", "Cards are played and abilities used only in your main phase.",
                "카드의 플레이와 효과 발동은 메인 페이즈에만 할 수 있습니다.")
    if s.stack or s.pending or s.batch:
        return ("8.4", "Wait until the current effect has resolved.", "처리 중인 효과가 끝날 때까지 기다리세요.")
    return None


def _in_hand(s: LanesState, player: int, card: int, ctype: str) -> Refusal:
    if not 0 <= card < len(s.cards) or s.cards[card].zone != HAND[player]:
        return ("6.4.1.1.1", "You play cards from your own hand.", "카드는 자신의 패에서 플레이합니다.")
    if s.defs[card].type != ctype:
        names = {"unit": ("a unit", "유닛"), "item": ("an item", "아이템"), "skill": ("a skill", "스킬")}[ctype]
        return ("2.2", f"That card is not {names[0]}.", f"그 카드는 {names[1]} 카드가 아닙니다.")
    return None


def budget(s: LanesState, player: int) -> int:
    """Size left for a new card: size minus the cost of everything on the field (6.4.1.1.2)."""
    return size(s, player) - (s._cache or snapshot(s)).field_cost[player]


def _cost_refusal(s: LanesState, player: int, card_cost: int, room: int) -> Refusal:
    have = size(s, player)
    field = have - room
    return ("6.4.1.1.2", _COST_EN, _COST_KO, (card_cost, field, card_cost + field, have))


def _cost_check(s: LanesState, player: int, card: int) -> Refusal:
    card_cost = s.defs[card].cost
    room = budget(s, player)
    return _cost_refusal(s, player, card_cost, room) if card_cost > room else None


def lane_costs(s: LanesState, player: int) -> list[tuple[int, int] | None]:
    """Per lane: None if empty, else (the unit's cost, the cost an upgrade there frees: unit and items)."""
    out: list[tuple[int, int] | None] = []
    defs = s.defs
    costs = (s._cache or snapshot(s)).cost     # what statics.cost reads
    for zone in s.unit_zones[player]:
        cards = zone.cards
        if cards:
            unit = cards[0]
            unit_cost = costs.get(unit)
            if unit_cost is None:
                unit_cost = defs[unit].cost
            freed = unit_cost
            for item in cards[1:]:
                freed += defs[item].cost
            out.append((unit_cost, freed))
        else:
            out.append(None)
    return out


def unit_window(here: tuple[int, int] | None, room: int) -> tuple[int, int]:
    """``(floor, ceiling)``: a unit costing ``c`` may go to a lane holding ``here`` (from :func:`lane_costs`)
    iff ``floor < c <= ceiling``, given the player's :func:`budget` ``room``."""
    if here is None:
        return (-1, room)  # printed costs are never negative
    # 3.5.5: an upgrade costs more than the unit it replaces;
    # 6.4.1.1.2.1: the replaced unit and its items no longer count.
    return (here[0], room + here[1])


def unit_windows(s: LanesState, player: int, room: int) -> list[tuple[int, int, int]]:
    """``(lane, floor, ceiling)`` of every lane open to a placement this turn, for listing all units in hand at once."""
    placed = s.placed
    out = []
    for lane, here in enumerate(lane_costs(s, player)):
        if lane not in placed:
            floor, ceiling = unit_window(here, room)
            out.append((lane, floor, ceiling))
    return out


def why_not_play_unit(s: LanesState, player: int, card: int, lane: int) -> Refusal:
    r = _from_hand(s, player, card, "unit")
    if r:
        return r
    if not 0 <= lane < LANES:
        return ("3.1.3", "There are three unit zones: lanes 1, 2 and 3.", "유닛 존은 1번, 2번, 3번 레인의 3개입니다.")
    if lane in s.placed:
        return ("6.4.1.1.3", "You already placed a unit in that zone this turn.",
                "이번 턴에 이미 그 유닛 존에 유닛을 배치했습니다.")
    card_cost = s.defs[card].cost
    floor, ceiling = unit_window(lane_costs(s, player)[lane], budget(s, player))
    if card_cost <= floor:
        return ("3.5.5", _UPGRADE_EN, _UPGRADE_KO, (floor,))
    if card_cost > ceiling:
        return _cost_refusal(s, player, card_cost, ceiling)
    return None


def _from_hand(s: LanesState, player: int, card: int, ctype: str) -> Refusal:
    return why_not_main(s, player) or _in_hand(s, player, card, ctype)


def why_not_play_item(s: LanesState, player: int, card: int, lane: int) -> Refusal:
    r = _from_hand(s, player, card, "item")
    if r:
        return r
    if not 0 <= lane < LANES:
        return ("3.1.3", "There are three unit zones: lanes 1, 2 and 3.", "유닛 존은 1번, 2번, 3번 레인의 3개입니다.")
    return item_refused(s, player, card, lane) or _cost_check(s, player, card)


def item_refused(s: LanesState, player: int, card: int, lane: int) -> Refusal:
    """What :func:`why_not_play_item` asks once the main phase, the item in hand and the lane hold, but for
    its cost: the legal list asks it for each item of the hand that fits the budget, on each lane."""
    unit = s.unit_at(player, lane)
    if unit is None:
        return ("3.5.6", "An item is equipped under one of your units; that zone is empty.",
                "아이템은 자신의 유닛 아래에 장착합니다. 그 유닛 존은 비어 있습니다.")
    cond = s.defs[card].equip
    if cond and not matches_filter(s, unit, cond, card, player):
        return ("3.5.6", "That unit does not meet this item's equip condition.",
                "그 유닛은 이 아이템의 장착 조건을 만족하지 않습니다.")
    return None


def why_not_play_skill(s: LanesState, player: int, card: int) -> Refusal:
    r = _from_hand(s, player, card, "skill")
    if r:
        return r
    if skills_forbidden(s, player):
        return ("1.3.4", "An effect forbids you to play skill cards.", "효과에 의해 스킬 카드를 플레이할 수 없습니다.")
    return _cost_check(s, player, card) or skill_refused(s, player, card)


def skills_forbidden(s: LanesState, player: int) -> bool:
    forbidden = (s._cache or snapshot(s)).player_prohibit[player]
    return bool(forbidden) and "play_skill" in forbidden


def skill_refused(s: LanesState, player: int, card: int) -> Refusal:
    """The last check of :func:`why_not_play_skill`, once the main phase, the skill in hand, the player's leave
    to play skills and its cost hold: the legal list asks it for each skill of the hand that fits the budget."""
    if not can_execute_any(s, s.defs[card].skill_steps, card, player, exclude=card):  # type: ignore[attr-defined]
        return ("8.1.3.1.2", "None of this skill's actions can be done now.", "이 스킬이 지시하는 행동을 하나도 실행할 수 없습니다.")
    return None


def active_sources(s: LanesState, player: int) -> list[int]:
    return [s.leader[player]] + s.units(player)


def why_not_activate(s: LanesState, player: int, card: int, key: str) -> Refusal:
    r = why_not_main(s, player)
    if r:
        return r
    if not 0 <= card < len(s.cards) or card not in active_sources(s, player):
        return ("10.1.4.2", "Active abilities are used from your unit zones or level zone.",
                "액티브 효과는 자신의 유닛 존 또는 레벨 존에서 발동합니다.")
    ab = next((a for a in abilities_of_kind(s, card, "active") if a.key == key), None)
    if ab is None:
        return ("10.1.4", "That card has no such active ability.", "그 카드에는 그런 액티브 효과가 없습니다.")
    return why_not_use(s, player, card, ab)


def why_not_use(s: LanesState, player: int, card: int, ab: Ability) -> Refusal:
    """The checks of :func:`why_not_activate` once the active ability ``ab`` of a source of the player's is found."""
    if not gates_hold(s, ab, player, card):
        return ("10.1.10.2", "That ability's condition is not met now.", "그 효과의 조건을 지금 만족하지 않습니다.")
    if (card, ab.key) in s.activated:
        return ("6.4.1.2.2", "Each active ability can be used once per turn.", "기동 효과는 효과당 한 턴에 1번만 발동할 수 있습니다.")
    if not cost_payable(s, ab.cost, card, player):
        return ("8.2.1.1", "You cannot pay this ability's cost.", "이 효과의 비용을 지불할 수 없습니다.")
    if not can_execute_any(s, ab.effect, card, player):
        return ("8.1.3.1.2", "None of this ability's actions can be done now.", "이 효과가 지시하는 행동을 하나도 실행할 수 없습니다.")
    return None


def why_not_end_main(s: LanesState, player: int) -> Refusal:
    return why_not_main(s, player)


def why_not_attack_phase(s: LanesState, player: int) -> Refusal:
    if s.decisions:
        return answer_first(s.decisions[0], player)
    if s.turn_player != player:
        return ("4.3.1", "It is not your turn.", "당신의 턴이 아닙니다.")
    if s.phase is not PHASE_ATTACK:
        return ("6.5.1", "Attacks are declared in your attack phase.", "공격 선언은 어택 페이즈에 합니다.")
    if s.battle is not None or s.stack or s.pending or s.batch:
        return ("7.1", "Finish the current battle first.", "진행 중인 전투를 먼저 끝내야 합니다.")
    return None


def why_not_attack(s: LanesState, player: int, lane: int) -> Refusal:
    r = why_not_attack_phase(s, player)
    if r:
        return r
    if not 0 <= lane < LANES:
        return ("3.1.3", "There are three unit zones: lanes 1, 2 and 3.", "유닛 존은 1번, 2번, 3번 레인의 3개입니다.")
    return attack_refused(s, player, lane)


def attack_refused(s: LanesState, player: int, lane: int) -> Refusal:
    """What :func:`why_not_attack` asks once the attack phase and the lane hold: the legal list asks it for
    each lane."""
    unit = s.unit_at(player, lane)
    if unit is None:
        return ("7.2.1", "There is no unit of yours in that lane.", "그 레인에 자신의 유닛이 없습니다.")
    if unit in s.attacked:
        return ("7.1", "That unit already declared an attack this turn.", "그 유닛은 이번 턴에 이미 공격 선언했습니다.")
    if prohibited(s, unit, "attack"):
        return ("1.3.4", "An effect forbids that unit to attack.", "효과에 의해 그 유닛은 공격할 수 없습니다.")
    return None


def why_not_end_attack(s: LanesState, player: int, *, attackable: list[int] | None = None) -> Refusal:
    """``attackable``: the caller has checked the phase and found the lanes :func:`why_not_attack` allows."""
    if attackable is None:
        r = why_not_attack_phase(s, player)
        if r:
            return r
        attackable = [lane for lane in range(LANES) if attack_refused(s, player, lane) is None]
    for lane in attackable:
        if live_abilities(s, s.unit_zones[player][lane].cards[0], "berserker"):
            n = lane + 1        # lanes are counted from 1 wherever a player reads them
            return ("10.2.6.2.3", f"Your berserker in lane {n} can attack, so it must before the attack phase ends.",
                    f"{n}번 레인의 광전사 유닛이 공격할 수 있으므로, 공격 선언 전에는 어택 페이즈를 끝낼 수 없습니다.")
    return None


# ----- doing them ------------------------------------------------------------------------------
def play_unit(s: LanesState, player: int, card: int, lane: int) -> None:
    zone = unit_zid(player, lane)
    old = s.unit_at(player, lane)
    s.placed.append(lane)
    if old is not None:  # 3.5.5.1: the replaced unit goes to the trash, not by effect, and no exit (10.1.7.2.2)
        trash_unit(s, old, "upgrade")
    s.move(card, zone, index=0, reason="upgrade" if old is not None else "place")
    s.emit("unit_placed", card=card, def_id=s.cards[card].def_id, player=player, lane=lane, upgrade=old is not None,
           replaced=old)
    queue_abilities(s, card, "entry")
    for other in s.units(player):
        if other != card:
            for ab in live_abilities(s, other, "auto"):
                if ab.get("when") == "ally_entry":
                    queue(s, effect_frame(other, player, "auto", ability=ab), s.cards[other].zone)


def play_item(s: LanesState, player: int, card: int, lane: int) -> None:
    s.move(card, unit_zid(player, lane), reason="equip")
    s.emit("item_equipped", card=card, def_id=s.cards[card].def_id, player=player, lane=lane,
           unit=s.unit_at(player, lane))


def play_skill(s: LanesState, player: int, card: int) -> None:
    s.move(card, SKILL[player], reason="play")
    for ab in s.defs[card].abilities:
        if ab.keyword == "skill":
            s.stack.append(effect_frame(card, player, "skill", ability=ab))
            break


def activate(s: LanesState, player: int, card: int, ab: Ability) -> None:
    s.activated.append((card, ab.key))
    s.emit("ability_activated", card=card, def_id=s.cards[card].def_id, ability=ab.key, player=player)
    s.stack.append(effect_frame(card, player, "active", ability=ab))
