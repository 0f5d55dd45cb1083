"""Phase 3, the assault (L458-476), in the assault-phase activation order (L1350-1398).

Per attacking creature: 1 check auras, 2 can it attack (in play since a turn / Rage), 3 targets
(Defender, Flying, Sweep, Pierce), 4 Charge, 5 re-check auras, 6-18 the damage (damage.py), 19 Frenzy
(back to 3), 20 Instinct (back to 3). Which creature activates next is asked again after every
activation, since Charge, Hide and closing gaps move creatures (A1; setting ``activation``).
"""
from __future__ import annotations

from . import board, damage
from .damage import Hit
from .state import PHASE_ASSAULT, CDState
from .summon import splash


def _order(s: CDState, seat: int) -> list[int]:
    return [h for f in s.fronts_of(seat) for h in reversed(s.line(f, seat))]


def next_activator(s: CDState, seat: int, done: set[int]) -> int | None:
    """The farthest creature from the bridge not yet activated, upper front first (L464-470, A1)."""
    if s.options.get("activation") == "snapshot":
        for h in s.assault_order:
            if h not in done and s.in_play(h) and s.cards[h].owner == seat:
                return h
        for h in _order(s, seat):        # creatures that came in during the phase, after the others
            if h not in done and h not in s.assault_order:
                return h
        return None
    found = _next_in_lines(s, seat, done)
    return None if found is None else found[0]


def _next_in_lines(s: CDState, seat: int, done: set[int]) -> tuple[int, int, int] | None:
    """The dynamic reading's next activator with its front and index, read off the line it is found in."""
    lines = s.lines
    for f in (s.upper[seat], s.lower[seat]):
        line = lines[f][seat].cards
        i = len(line)
        for h in reversed(line):
            i -= 1
            if h not in done:
                return h, f, i
    return None


def run(s: CDState, seat: int) -> None:
    """Every creature of the active player not played this turn attacks (Rage excepted), in order."""
    s.phase = PHASE_ASSAULT
    s.tell("phase_changed", {"phase": "assault", "player": seat, "rule": "CD-5.4"})
    done: set[int] = set()
    # only the snapshot reading follows it; the dynamic one asks again after every activation (A1)
    snapshot = s.options.get("activation") == "snapshot"
    s.assault_order = _order(s, seat) if snapshot else []
    n = 0
    while s.result is None:
        if snapshot:
            head = next_activator(s, seat, done)
            if head is None:
                break
            front, _, index = s.where(head)
        else:
            found = _next_in_lines(s, seat, done)
            if found is None:
                break
            head, front, index = found
        done.add(head)
        n += 1
        s.tell("activation", {"card": head, "def_id": s.cards[head].def_id, "player": seat, "front": front,
                              "index": index, "order": n, "step": "A1", "rule": "CD-5.4.2"})
        board.check_auras(s, "A1")
        if not s.fresh[head]:
            chain(s, head, rage_entry=False)
        elif "rage" in s.abilities(head):                                   # step 2
            chain(s, head, rage_entry=True)
        else:
            s.tell("cannot_attack", {"card": head, "def_id": s.cards[head].def_id, "player": seat, "reason": "new",
                                     "step": "A2", "rule": "CD-5.4.1"})
    s.assault_order = []


def _target(s: CDState, head: int, rage_entry: bool) -> Hit | None:
    """Step 3: the enemy creature nearest the bridge on the same front, else the enemy citadel
    (L470-476); Flying on the upper front goes straight for the citadel (L1572-1584), Defender never
    attacks a citadel (L1600-1602), Rage on its entry turn never does (L1560-1570)."""
    front, seat, _ = s.where(head)
    a, b = s.fronts[front]
    enemy = b if seat == a else a
    have = s.abilities(head)
    line = s.lines[front][enemy].cards
    flying = "flying" in have and front == s.upper[seat]
    if line and not flying:
        return Hit("attack", head, seat, front, splash(s, line[0], have), line[0], abilities=have)
    reason = ""
    if "defender" in have:
        reason = "defender"
    elif rage_entry:
        reason = "rage"
    if reason:
        s.tell("cannot_attack", {"card": head, "def_id": s.cards[head].def_id, "player": seat, "reason": reason,
                                 "flying": flying, "step": "A3",
                                 "rule": "CD-12.11" if reason == "defender" else "CD-12.8"})
        return None
    return Hit("attack", head, seat, front, [], None, citadel=enemy, abilities=have)


def attack_once(s: CDState, head: int, rage_entry: bool, *, label: str) -> Hit | None:
    hit = _target(s, head, rage_entry)
    if hit is None:
        return None
    s.tell("attack", {"card": head, "def_id": s.cards[head].def_id, "player": hit.owner, "front": hit.front,
                      "targets": list(hit.creatures), "citadel": hit.citadel, "kind": label, "step": "A3",
                      "rule": "CD-5.4.3"})
    if "charge" in hit.abilities:                                           # step 4
        passed = board.to_front(s, head)
        s.bonus[head] += passed
        s.emit("charged", card=head, def_id=s.cards[head].def_id, player=hit.owner, front=hit.front, passed=passed,
               bonus=s.bonus[head], step="A4", rule="CD-12.22")
        board.check_auras(s, "A5")
        hit.abilities = s.abilities(head)
    damage.resolve(s, hit)
    return hit


def chain(s: CDState, head: int, *, rage_entry: bool, label: str = "attack") -> None:
    """One creature's attacks: again after each that destroys an enemy creature (Frenzy, L1504-1528), then
    the counter-attacks of the Instinct creatures it hurt (L1548-1558), each a chain of its own."""
    answer: list[int] = []
    while s.result is None:
        hit = attack_once(s, head, rage_entry, label=label)
        if hit is None:
            break
        if hit.hurt:
            answer.extend(t for t in hit.hurt if t not in answer)
        if s.result is not None or s.cards[head].zone not in s.line_ids:
            break
        if hit.destroyed_enemies and "frenzy" in s.abilities(head):         # step 19
            s.emit("frenzy", card=head, def_id=s.cards[head].def_id, player=hit.owner, step="A19", rule="CD-12.4")
            label = "frenzy"
            continue
        break
    if not answer or "instinct" not in s.in_game:
        return
    for t in board.in_order(s, [t for t in answer if s.in_play(t)]):       # step 20
        if s.result is not None:
            return
        if not s.in_play(t) or "instinct" not in s.abilities(t):
            continue
        s.emit("instinct", card=t, def_id=s.cards[t].def_id, player=s.cards[t].owner, against=head, step="A20",
               rule="CD-12.7")
        chain(s, t, rage_entry=False, label="instinct")


def heal_all(s: CDState) -> None:
    """Creatures not destroyed heal completely at the end of the active player's turn (L520-522);
    Charge's bonus lasts until the end of phase 3 (L1724-1726)."""
    dmg, bonus, fresh = s.dmg, s.bonus, s.fresh
    if s.stacked_on:
        cards = [c for h in s.creatures() for c in s.stack_of(h)]
    else:
        cards = [c for zone in s.line_zones for c in zone.cards]
    for c in cards:
        dmg[c] = 0
        bonus[c] = 0
        fresh[c] = False
    s.tell("healed", {"rule": "CD-5.5.5"})
