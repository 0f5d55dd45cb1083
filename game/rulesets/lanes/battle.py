"""Battle (7): attack declaration, block, battle step, battle end."""
from __future__ import annotations

from typing import Any

from game.engine.decisions import Decision
from game.engine.text import Msg

from .actionsupport import ask, nullify, trash_unit
from .damage import damage_frame
from .state import LanesState
from .statics import hit, live_abilities, power, prohibited, sub_keyword
from .targets import matches_filter
from .triggers import effect_frame, queue, queue_abilities


def declare_attack(s: LanesState, unit: int) -> None:
    """7.2: the attack is declared; breakthrough and duelist take hold (10.2.3.4, 10.2.3.5); attacker effects fire."""
    p = s.cards[unit].owner
    lane = s.lane_of(unit)
    s.attacked.append(unit)
    breakthrough = sub_keyword(s, unit, "attacker", "breakthrough")
    duelist = bool(sub_keyword(s, unit, "attacker", "duelist")) and s.encounter(unit) is not None
    s.battle = {"attacker": unit, "player": p, "lane": lane, "step": "declared", "blocker": None,
                "breakthrough": list(map(dict, breakthrough)), "duelist": duelist, "finisher": False}
    s.emit("attack_declared", card=unit, def_id=s.cards[unit].def_id, player=p, lane=lane, rule="7.2.1",
           power=power(s, unit), hit=hit(s, unit))
    queue_abilities(s, unit, "attacker")


def can_block(s: LanesState, unit: int, *, guardian: bool = False) -> bool:
    """Could this defending unit declare a block in the current battle?"""
    b = s.battle
    lane = s.lane_of(unit)
    if b is None or lane is None:
        return False
    attacker = b["attacker"]
    here = s.unit_zones[b["player"]][b["lane"]].cards
    if not here or here[0] != attacker:
        # 3.5.4.2: a unit is an encounter unit only while the attacker is in its zone; 7.3.1 allows a block
        # only by the encounter unit, and 10.2.6.3.3 keeps a guardian that could not block from stepping in.
        return False
    if prohibited(s, unit, "block"):
        return False
    for flt in b["breakthrough"]:  # 10.2.3.4.2-4: all of them apply
        if matches_filter(s, unit, flt, attacker, b["player"]):
            return False
    is_encounter = lane == b["lane"]
    if b["duelist"] and not is_encounter:  # 10.2.3.5.3
        return False
    return is_encounter or guardian


def block_options(s: LanesState) -> list[int]:
    b = s.battle
    assert b is not None
    enc = s.unit_at(1 - b["player"], b["lane"])
    return [enc] if enc is not None and can_block(s, enc) else []


def declare_block(s: LanesState, unit: int, *, guardian: bool = False) -> None:
    b = s.battle
    assert b is not None
    b["blocker"] = unit
    s.emit("block_declared", card=unit, def_id=s.cards[unit].def_id, player=s.cards[unit].owner,
           attacker=b["attacker"], guardian=guardian, rule="10.2.6.3.2" if guardian else "7.3.1")
    queue_abilities(s, unit, "defender")
    if sub_keyword(s, unit, "defender", "finisher"):
        queue(s, effect_frame(unit, s.cards[unit].owner, "defender", steps=({"do": "_finisher"},)), s.cards[unit].zone)


def run_block(s: LanesState, f: dict[str, Any]) -> None:
    """7.3.1: the defending player may block with the encounter unit; with duelist they must (10.2.3.5.3)."""
    b = s.battle
    ctx = f["ctx"]
    if b is None or b["blocker"] is not None or b["step"] == "end":
        s.stack.remove(f)
        return
    options = block_options(s)
    if "ans" in ctx:
        choice = ctx.pop("ans")[0]
        s.stack.remove(f)
        if choice != "none" and choice in options:
            declare_block(s, choice)
        else:
            s.emit("no_block", player=1 - b["player"], attacker=b["attacker"])
        return
    if not options:
        s.stack.remove(f)
        return
    forced = b["duelist"]
    opts: tuple[Any, ...] = tuple(options) if forced else tuple(options) + ("none",)
    ask(s, Decision(player=1 - b["player"], kind="block", options=opts, source=b["attacker"],
                    rule="10.2.3.5.3" if forced else "7.3.1",
                    prompt=Msg("Block with your encounter unit?", "조우 유닛으로 방어하겠습니까?") if not forced
                    else Msg("Duelist: your encounter unit must block.", "듀얼리스트: 조우 유닛으로 방어해야 합니다.")))


def battle_step(s: LanesState) -> None:
    """Advance the battle while nothing else needs resolving (an effect, a decision, a damage)."""
    while s.battle is not None:
        _one_battle_step(s)
        if s.stack or s.pending or s.decisions or s.losing:
            return


def _one_battle_step(s: LanesState) -> None:
    b = s.battle
    assert b is not None
    step = b["step"]
    attacker = b["attacker"]
    defender_player = 1 - b["player"]
    if step == "declared":
        b["step"] = "block_start"
        s.emit("battle_step", step="block", rule="7.3")
        # 10.2.6.3.2: guardians in the lanes next to the attacker's may step in.
        for lane in (b["lane"] - 1, b["lane"] + 1):
            if 0 <= lane < 3:
                u = s.unit_at(defender_player, lane)
                if u is None:
                    continue
                guardians = live_abilities(s, u, "guardian")
                if not guardians or not can_block(s, u, guardian=True):
                    continue
                for ab in guardians:
                    queue(s, effect_frame(u, defender_player, "guardian", steps=({"do": "_guardian"},),
                                          barrier=ab.get("barrier", 0), sacrifice=ab.get("sacrifice", 0)),
                          s.cards[u].zone)
        return
    if step == "block_start":
        b["step"] = "battle_start"
        if b["blocker"] is None:
            s.stack.append({"t": "block", "ctx": {}})
        return
    if step == "battle_start":
        b["step"] = "battle"
        if s.lane_of(attacker) is None:  # 7.4.1
            b["step"] = "end"
            return
        s.emit("battle_step", step="battle", rule="7.4")
        if not _blocker_present(s):
            best = sub_keyword(s, attacker, "attacker", "infiltrate")
            if best:  # 10.2.3.6.2-3: the highest only
                queue(s, effect_frame(attacker, b["player"], "attacker", steps=({"do": "draw", "n": max(best)},)),
                      s.cards[attacker].zone)
        return
    if step == "battle":
        b["step"] = "end"
        if s.lane_of(attacker) is None:  # 7.4.1
            return
        if not _blocker_present(s):
            amount = hit(s, attacker)
            s.emit("unblocked_hit", card=attacker, def_id=s.cards[attacker].def_id, amount=amount, rule="7.4.2")
            if amount > 0:
                s.stack.append(damage_frame(defender_player, amount, attacker))
            return
        blocker = b["blocker"]
        pa, pb = power(s, attacker), power(s, blocker)
        s.emit("power_compared", attacker=attacker, blocker=blocker, attacker_power=pa, blocker_power=pb, rule="7.4.3")
        if pa >= pb:
            pierce = sub_keyword(s, attacker, "attacker", "pierce")
            plunder = sub_keyword(s, attacker, "attacker", "plunder")
            trash_unit(s, blocker, "battle", killer=attacker)
            zone = s.cards[attacker].zone
            if pierce:  # 10.2.3.2.2-3
                queue(s, effect_frame(attacker, b["player"], "attacker",
                                      steps=({"do": "damage", "n": max(pierce), "who": "opponent"},)), zone)
            if plunder:  # 10.2.3.3.2-3
                queue(s, effect_frame(attacker, b["player"], "attacker", steps=({"do": "draw", "n": max(plunder)},)), zone)
        else:
            trash_unit(s, attacker, "battle", killer=blocker)
        return
    # step "end": 7.5
    nullify(s, "battle")
    s.battle = None
    s.emit("battle_end", attacker=attacker, rule="7.5")


def _blocker_present(s: LanesState) -> bool:
    b = s.battle
    return b is not None and b["blocker"] is not None and s.lane_of(b["blocker"]) is not None
