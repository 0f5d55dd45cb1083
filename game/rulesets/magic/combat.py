"""Combat (506-511): who may attack whom and block what, and combat damage with first and double
strike, trample and deathtouch. Damage is assigned automatically in the order the attacker's controller
chose for its blockers (asked when there are two or more, 510.1c): lethal damage to each in turn (1 is
lethal with deathtouch, 702.2c), the rest to the last blocker, or with trample to the player or
planeswalker attacked (702.19c). No pygame."""
from __future__ import annotations

from game.engine.decisions import Decision
from game.engine.text import Msg

from . import attach
from .actions import parse_target
from . import matters, teams
from .costs import can_tap
from .effects import damage
from .state import MagicState, StackItem
from .stats import has, power_toughness


def attack_targets(s: MagicState, p: int) -> list[str]:
    """506.3 / 802.1a: any opponent, or a planeswalker an opponent controls; within range of influence (801)."""
    opponents = teams.reached(s, p, s.opponents(p))
    out = [f"p{q}" for q in opponents]
    for q in opponents:
        out += [f"c{i}" for i in s.battlefield(q) if s.defs[i].is_a("planeswalker")]
    return out


def can_attack(s: MagicState, iid: int) -> bool:
    """508.1a: an untapped creature of the active player (of any player of the active team, 805) that has
    been under their control since the turn began, or has haste (302.6)."""
    return (s.defs[iid].is_a("creature") and iid not in s.attackers and teams.is_active(s, s.controller(iid))
            and can_tap(s, iid) and not attach.restrained(s, iid))


def attacked_player(s: MagicState, target: str) -> int:
    ref = parse_target(target)
    assert ref is not None
    return ref[1] if ref[0] == "p" else s.controller(ref[1])


def can_block(s: MagicState, blocker: int, attacker: int, defender: int) -> bool:
    """509.1a-b: an untapped creature of the defending player, blocking one creature that attacks that
    player or a planeswalker of theirs (802.4a); flying is blocked only with flying or reach (702.9b). With
    teams (805) the defending team blocks together: any creature of the team blocks any creature attacking
    one of its players or their planeswalkers."""
    perm = s.perm.get(blocker)
    if perm is None or perm.tapped or blocker in s.blocking or not s.defs[blocker].is_a("creature"):
        return False
    if not teams.same_team(s, defender, s.controller(blocker)) or attacker not in s.attackers:
        return False
    if not teams.same_team(s, defender, attacked_player(s, s.attackers[attacker])) or attach.restrained(s, blocker):
        return False
    return not has(s, attacker, "flying") or has(s, blocker, "flying") or has(s, blocker, "reach")


def declare_attacker(s: MagicState, iid: int, target: str) -> None:
    s.attackers[iid] = target
    if not has(s, iid, "vigilance"):
        s.perm[iid].tapped = True          # 508.1f
        s.touch(iid)
    s.emit("attacks", card=iid, target=target, rule="508.1")
    for i, a in enumerate(s.defs[iid].abilities):
        if a.kind == "triggered" and a.when == "attacks":
            s.pending.append(StackItem("ability", iid, s.controller(iid), i, s.defs[iid].id))   # 508.3a
    matters.commander_attacked(s, iid)


def declare_blocker(s: MagicState, blocker: int, attacker: int) -> None:
    s.blocking[blocker] = attacker
    s.blocks.setdefault(attacker, []).append(blocker)
    s.emit("blocks", card=blocker, attacker=attacker, rule="509.1")


def first_strike_step(s: MagicState) -> bool:
    """510.4: a first-strike combat damage step happens if an attacker or blocker has first or double strike."""
    return any(has(s, i, "first_strike") or has(s, i, "double_strike") for i in list(s.attackers) + list(s.blocking))


def _deals(s: MagicState, iid: int, first: bool) -> bool:
    fs, ds = has(s, iid, "first_strike"), has(s, iid, "double_strike")
    if first:
        return fs or ds
    return ds or iid not in s.struck_first          # 510.4: only double strike deals twice


def _lethal(s: MagicState, source: int, blocker: int) -> int:
    """510.1c: damage already marked counts; with deathtouch any 1 damage is lethal (702.2c)."""
    left = max(0, power_toughness(s, blocker)[1] - s.perm[blocker].damage)
    return min(left, 1) if has(s, source, "deathtouch") else left


def assign(s: MagicState, attacker: int, power: int) -> list[tuple[str, int]]:
    target = s.attackers[attacker]
    if attacker not in s.blocks:                     # unblocked: all to what it attacks (510.1a)
        return [(target, power)]
    blockers = [b for b in s.blocks[attacker] if s.on_battlefield(b)]
    trample = has(s, attacker, "trample")
    if not blockers:                                 # 509.1h / 702.19e: blocked stays blocked
        return [(target, power)] if trample else []
    out: list[tuple[str, int]] = []
    left = power
    for b in blockers:
        n = min(left, _lethal(s, attacker, b))
        if n:
            out.append((f"c{b}", n))
        left -= n
    if left:
        out.append((target, left) if trample else (f"c{blockers[-1]}", left))
    return out


def ask_damage_order(s: MagicState) -> None:
    """510.1c: an attacker blocked by two or more creatures: its controller chooses the order its damage
    goes to them (lethal damage to each in turn), one pick at a time, right after blockers are declared."""
    for a, blockers in s.blocks.items():
        if len(blockers) >= 2:
            n = len(blockers) - 1
            s.decisions.append(Decision(s.controller(a), "damage_order", tuple(blockers),
                                        Msg("Blocked by several: choose the blocker to be dealt lethal damage first, "
                                            "then the next.",
                                            "여러 생물에게 막혔습니다. 치명적 피해를 먼저 받을 방어 생물부터 차례로 고르세요."),
                                        "510.1c", min=n, max=n, source=a))


def order_blockers(s: MagicState, attacker: int, picked: tuple[int, ...]) -> None:
    s.blocks[attacker] = list(picked) + [b for b in s.blocks[attacker] if b not in picked]
    s.emit("damage_order", attacker=attacker, blockers=list(s.blocks[attacker]), rule="510.1c")


def deal_combat_damage(s: MagicState, *, first: bool) -> None:
    """510.2: all combat damage of the step is dealt at once (assigned first, then dealt)."""
    hits: list[tuple[int, str, int]] = []
    for a in list(s.attackers):
        if not s.on_battlefield(a) or not _deals(s, a, first):
            continue
        power = power_toughness(s, a)[0]
        if power > 0:
            hits += [(a, t, n) for t, n in assign(s, a, power)]
        if first:
            s.struck_first.add(a)
    for b, a in list(s.blocking.items()):
        if not s.on_battlefield(b) or not _deals(s, b, first):
            continue
        power = power_toughness(s, b)[0]
        if power > 0 and s.on_battlefield(a):
            hits.append((b, f"c{a}", power))
        if first:
            s.struck_first.add(b)
    for source, target, n in hits:
        ref = parse_target(target)
        if ref is not None and ref[0] == "c" and not s.on_battlefield(ref[1]):
            continue
        damage(s, source, s.controller(source), target, n, combat=True)


def clear(s: MagicState) -> None:
    """511.3: at the end of combat every creature is removed from combat."""
    s.attackers.clear()
    s.blocks.clear()
    s.blocking.clear()
    s.struck_first.clear()
    s.to_block = []
    s.attacks_declared = False
