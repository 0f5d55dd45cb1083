"""The game's clock: rule processing (9), waiting effects, battle steps and the turn's phases (6)."""
from __future__ import annotations

from typing import Any

from game.engine import events as ev
from game.engine.decisions import Decision
from game.engine.text import Msg, count

from .actionsupport import ask, change_level, draw, nullify, trash_card, trash_units
from .battle import battle_step, run_block
from .damage import run_damage
from .effects import run_effect
from .state import (HAND, HAND_LIMIT, LOSS_DAMAGE, PHASE_DRAW, PHASE_END, PHASE_LEVEL_UP, PHASE_MAIN, SKILL, TRASH,
                    LanesState, Phase)
from .statics import in_turn_order, live_abilities, snapshot
from .targets import matches_filter
from .triggers import effect_frame, launch, queue, schedule

LOSS_REASONS = {
    "1.2.2.3": Msg("had to draw from an empty deck", "빈 덱에서 드로우해야 했습니다"),
    "4.5.3": Msg("had no deck when damage processing began", "대미지 처리 시점에 덱이 없었습니다"),
    "4.5.4.4": Msg("has 10 or more cards in the damage zone", "대미지 존에 카드가 10장 이상입니다"),
    "3.7.3": Msg("has 10 or more cards in the damage zone", "대미지 존에 카드가 10장 이상입니다"),
}


def rule_processing(s: LanesState) -> None:
    """9.1.2: done at once whenever its situation arises."""
    if s.result is not None:
        return
    dz = s.damage_zones
    if len(dz[0].cards) >= LOSS_DAMAGE or len(dz[1].cards) >= LOSS_DAMAGE:  # asked after every step: rarely so
        for p in (0, 1):
            if len(dz[p].cards) >= LOSS_DAMAGE and s.in_damage[p] == 0 and not any(q == p for q, _ in s.losing):
                s.losing.append((p, "3.7.3"))
    if s.losing:
        losers = sorted({p for p, _ in s.losing})
        rule = s.losing[0][1]
        if len(losers) == 2:  # 1.2.3
            s.end_game([], losers, Msg("Both players lost at once: a draw.", "두 플레이어가 동시에 패배하여 무승부입니다."), "1.2.3")
        else:
            why = LOSS_REASONS.get(rule, Msg("lost", "패배했습니다"))
            s.end_game([1 - losers[0]], losers, Msg(f"Player {losers[0] + 1} {why.en}.", f"플레이어 {losers[0] + 1}: {why.ko}."), rule)
        return
    snap = s._cache or snapshot(s)
    if snap.settled:
        return
    tp = s.turn_player
    while snap.weak[0] or snap.weak[1]:  # 1.3.7.3; a unit leaving may take a bonus with it, so look again
        weak = in_turn_order(snap.weak, tp)  # turn player's units first
        for u in weak:
            s.emit("power_zero", card=u, def_id=s.cards[u].def_id, rule="1.3.7.3")
        # All at once: the exits of all of them are fixed before any leaves (10.1.7.2.1).
        trash_units(s, [(u, "effect" if s.defs[u].power > 0 else "rule") for u in weak])
        snap = snapshot(s)
    if not snap.settled and not any(f["t"] == "effect" for f in s.stack):  # no unit at 0 power is left: items to look at
        # 8.6.2: every item whose condition fails now is trashed, all of them judged before any leaves
        # (an item leaving changes the numbers its neighbours' conditions read).
        failing = []
        for u, item, p in in_turn_order(snap.equipped, tp):
            if item in s.items_of(u) and not matches_filter(s, u, s.defs[item].equip, item, p):
                failing.append(item)
        for item in failing:
            trash_card(s, item, "rule", rule="8.6.2")
        # An equip condition reads only what a new snapshot follows (the units, items and their numbers):
        # while this one lasts, they all still hold.
        snap.settled = not failing


def run_order(s: LanesState, f: dict[str, Any]) -> None:
    """1.3.5: the player picks which of their simultaneous effects resolves next."""
    p = f["p"]
    mine = [e for e in s.batch if e["ctl"] == p]
    ctx = f["ctx"]
    if "ans" in ctx:
        tid = ctx.pop("ans")[0]
        s.stack.remove(f)
        entry = next(e for e in mine if e["tid"] == tid)
        s.batch.remove(entry)
        launch(s, entry)
        return
    if len(mine) <= 1:
        s.stack.remove(f)
        return
    ask(s, Decision(player=p, kind="order", options=tuple(e["tid"] for e in mine), rule="1.3.5",
                    prompt=Msg("Choose which of your effects resolves next.", "먼저 처리할 효과를 고르세요.")))


def run_mulligan(s: LanesState, f: dict[str, Any]) -> None:
    """5.1.6: from the first player, each may once return the hand, shuffle and draw 5 again."""
    ctx = f["ctx"]
    order = f["order"]
    if f["i"] >= len(order):
        s.stack.remove(f)
        start_turn(s, s.first_player)
        return
    p = order[f["i"]]
    if "ans" not in ctx:
        ask(s, Decision(player=p, kind="mulligan", options=("keep", "mulligan"), rule="5.1.6",
                        prompt=Msg("Keep this hand or draw a new one?", "이 패를 유지하시겠습니까, 다시 뽑으시겠습니까?")))
        return
    if ctx.pop("ans") == ("mulligan",):
        hand = list(s.zones[f"p{p}.hand"].cards)
        for c in hand:
            s.move(c, f"p{p}.deck", reason="mulligan")
        s.rng.shuffle(s.zones[f"p{p}.deck"].cards)
        s.emit(ev.SHUFFLED, zone=f"p{p}.deck")
        draw(s, p, 5)
        s.emit("mulligan", player=p, rule="5.1.6.1")
    f["i"] += 1


def run_discard7(s: LanesState, f: dict[str, Any]) -> None:
    """6.6.1.4: the turn player trashes down to 7 cards, not by effect."""
    p = s.turn_player
    hand = s.zones[f"p{p}.hand"].cards
    ctx = f["ctx"]
    if "ans" in ctx:
        for c in ctx.pop("ans"):
            trash_card(s, c, "rule", rule="6.6.1.4")
        s.stack.remove(f)
        return
    extra = len(hand) - HAND_LIMIT
    if extra <= 0:
        s.stack.remove(f)
        return
    ask(s, Decision(player=p, kind="discard", options=tuple(hand), min=extra, max=extra, secret=True, rule="6.6.1.4",
                    prompt=Msg(f"Hand limit: trash {count(extra, 'card')}.", f"패 제한: 카드를 {extra}장 트래시하세요.")))


FRAMES = {"effect": run_effect, "damage": run_damage, "block": run_block, "order": run_order,
          "mulligan": run_mulligan, "discard7": run_discard7}


def set_phase(s: LanesState, phase: Phase) -> None:
    s.phase = phase
    # _value_ is what Enum's value property returns, read without the property's call (a phase change per action)
    s.emit(ev.PHASE_CHANGED, phase=phase._value_, turn=s.turn, player=s.turn_player)


def start_turn(s: LanesState, player: int) -> None:
    s.turn += 1
    s.turn_player = player
    s.placed = []
    s.activated = []
    s.attacked = []
    s.end_step = 0
    set_phase(s, PHASE_LEVEL_UP)


def phase_step(s: LanesState) -> bool:
    """Run the automatic part of the current phase. False when a player must act.
    Steps that leave nothing to resolve run on without a pass through rule processing."""
    p = s.turn_player
    if s.phase is PHASE_LEVEL_UP:  # 6.2
        if s.level[p] < 10:
            change_level(s, p, 1)
        set_phase(s, PHASE_DRAW)
        if s.pending:
            return True  # awakening (10.2.6.1.2) resolves before the draw
    if s.phase is PHASE_DRAW:  # 6.3
        if not (s.turn == 1 and p == s.first_player):
            draw(s, p, 1)
        set_phase(s, PHASE_MAIN)
        return bool(s.losing)  # 1.2.2.3 is judged before the player acts
    if s.phase is PHASE_END:
        return end_phase_step(s)
    return False


def end_phase_step(s: LanesState) -> bool:
    p = s.turn_player
    while True:
        step = s.end_step
        if step > 1 and s.returns:
            step = 1  # 10.2.5.3.3: a return that fired later in this end phase still returns in it
        if step == 0:  # 6.6.1.1: effects that apply at the end of this turn
            s.end_step = 1
            for iid in [s.leader[p]] + s.units(p):
                for ab in live_abilities(s, iid, "auto"):
                    if ab.get("when") == "end_of_turn":
                        queue(s, effect_frame(iid, p, "auto", ability=ab), s.cards[iid].zone)
            if s.pending:
                return True
        elif step == 1:  # 10.2.5.3.3: returns registered this turn, including any registered just now
            if s.returns:
                for iid, epoch in s.returns:
                    owner = s.cards[iid].owner
                    queue(s, effect_frame(iid, owner, "exit", steps=({"do": "_to_hand"},), epoch=epoch),
                          TRASH[owner], epoch)
                s.returns = []
                return True
            s.end_step = 2
        elif step == 2:  # 6.6.1.2
            s.end_step = 3
            if nullify(s, "turn"):
                return True  # powers changed: rule processing (1.3.7.3) before going on
        elif step == 3:  # 6.6.1.3: not by effect
            for c in list(s.zones[SKILL[p]].cards):
                trash_card(s, c, "rule", rule="6.6.1.3")
            s.end_step = 4
        elif step == 4:  # 6.6.1.4
            s.end_step = 5
            if len(s.zones[HAND[p]].cards) > HAND_LIMIT:
                s.stack.append({"t": "discard7", "ctx": {}})
                return True
        else:
            start_turn(s, 1 - p)  # 6.6.1.5
            return True


def advance(s: LanesState) -> None:
    """Run everything automatic until a player must decide or act, or the game ends."""
    dz0, dz1 = s.damage_zones
    while True:
        # rule_processing's own first look, made here: most steps find nothing for it to do
        if s.result is None:
            if len(dz0.cards) >= LOSS_DAMAGE or len(dz1.cards) >= LOSS_DAMAGE or s.losing:
                rule_processing(s)
            elif not (s._cache or snapshot(s)).settled:
                rule_processing(s)
        if s.result is not None or s.decisions:
            return
        if s.stack:
            f = s.stack[-1]
            FRAMES[f["t"]](s, f)
            continue
        if s.pending or s.batch:
            schedule(s)
            continue
        if s.battle is not None:
            battle_step(s)
            continue
        if not phase_step(s):
            return
