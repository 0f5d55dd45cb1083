"""Dealing damage, the part both activation orders share (assault steps 6-18, summon steps 8-19).

A ``Hit`` is one damage event: an attack, a spell or a Gust, dealt to all its targets at once
(L1486-1490, L1498-1502). The steps run in the rulebook's order; the two orders number them
differently, and every event carries its number ("A7", "S9"). Nothing here asks a player anything, so
a hit runs to its end in one go (or until a fortress falls).
"""
from __future__ import annotations

from typing import Callable

from . import board, citadel
from .state import CDState, zid

ASSAULT = {"compute": "A6", "deal": "A7", "bind": "A8", "remember": "A9", "returns": "A10", "reinforce": "A11",
           "gaps": "A12", "aura": "A13", "regen": "A14", "keen": "A15", "hide": "A16", "gaps2": "A17",
           "aura2": "A18"}
SUMMON = {"compute": "S8", "deal": "S9", "bind": "S9", "remember": "S10", "returns": "S11", "reinforce": "S11",
          "gaps": "S12", "aura": "S13", "regen": "S14", "keen": "S15", "hide": "S17", "gaps2": "S18",
          "aura2": "S19"}


class Hit:
    """One damage event. A plain slotted class, not a dataclass: one is made per attack, spell and Gust,
    and the generated ``__init__`` with its default factories was a visible part of a random playout."""

    __slots__ = ("kind", "source", "owner", "front", "creatures", "main", "citadel", "amount", "steps", "abilities",
                 "dealt", "zeroed", "destroyed", "hurt", "excess", "citadel_dealt", "destroyed_enemies")

    def __init__(self, kind: str, source: int, owner: int, front: int, creatures: list[int], main: int | None, *,
                 citadel: int | None = None, steps: dict[str, str] = ASSAULT,
                 abilities: frozenset[str] = frozenset()) -> None:
        self.kind = kind                    # "attack", "spell" or "gust"
        self.source = source                # the attacking or entering creature's base card, or the spell
        self.owner = owner
        self.front = front
        self.creatures = creatures          # creature targets, the targeted one first
        self.main = main                    # the creature the attack or spell targets (None: a citadel is attacked)
        self.citadel = citadel              # the seat whose citadel is attacked
        self.amount = 0                     # Gust's damage (counted at summon step 6)
        self.steps = steps                  # the activation order's step numbers (never changed)
        self.abilities = abilities
        self.dealt: dict[int, int] = {}     # creature -> damage it took
        self.zeroed: set[int] = set()
        self.destroyed: list[int] = []
        self.hurt: list[int] = []           # took >= 1 and still in play
        self.excess: dict[int, int] = {}    # Keen: victim's owner -> excess
        self.citadel_dealt = 0
        self.destroyed_enemies = 0


def weaken_x(s: CDState, target: int) -> int:
    """Weaken's X: the target's HP - 1 (L1746-1750); printed HP by default (A19)."""
    hp = s.max_hp(target)
    if s.options.get("weaken_hp") == "remaining":
        hp -= s.dmg[target]
    return max(0, hp - 1)


def _doubled(s: CDState, hit: Hit) -> bool:
    """Aquatic: double damage while next to the bridge (L1610-1616)."""
    if "aquatic" not in hit.abilities or hit.kind == "spell" or not s.in_play(hit.source):
        return False
    return s.where(hit.source)[2] == 0


def amount_to(s: CDState, hit: Hit, target: int) -> int:
    """Step 6 / 8: what one creature target is dealt."""
    if hit.kind == "gust":
        base = hit.amount
    elif hit.kind == "spell":
        base = weaken_x(s, target) if "weaken" in hit.abilities else s.defs[hit.source].damage
    else:
        # Symbiosis adds no attack to a Weaken value: the printed attack is ignored (L1468-1474).
        base = weaken_x(s, target) if "weaken" in hit.abilities else s.attack(hit.source)
        base += s.bonus[hit.source]
    return base * 2 if "aquatic" in hit.abilities and _doubled(s, hit) else base


def _deal_citadel(s: CDState, hit: Hit) -> None:
    seat = hit.citadel
    assert seat is not None
    step = hit.steps["deal"]
    mult = 2 if "aquatic" in hit.abilities and _doubled(s, hit) else 1
    bonus = s.bonus[hit.source]
    if "weaken" in hit.abilities:
        if s.is_ai(seat):      # AI exception: Weaken has attack 0 against the AI's citadel (L893-895)
            n = bonus * mult
        else:                  # to second from the right, no flip; then Charge's bonus as damage (A19)
            x = max(0, s.hp(seat) - 1)
            s.tell("damage", {"source": hit.source, "kind": hit.kind, "player": hit.owner, "citadel": seat, "amount": x,
                              "weaken": True, "step": step, "rule": "CD-12.25"})
            citadel.weaken(s, seat, step=step, source=hit.source)
            hit.citadel_dealt = x
            n = (x + bonus) * mult - x if s.options.get("weaken_citadel") == "doubled" else bonus * mult
            if n <= 0:
                return
    else:
        n = (s.attack(hit.source) + bonus) * mult
    s.tell("damage", {"source": hit.source, "kind": hit.kind, "player": hit.owner, "citadel": seat, "amount": n,
                      "step": step, "rule": "CD-5.6.1"})
    if n > 0:
        hit.citadel_dealt += n
        citadel.damage(s, seat, n, cause=hit.kind, step=step, source=hit.source, attack=True)


def _deal(s: CDState, hit: Hit) -> None:
    """Step 7 / 9: every target at once; Shield zeroes the first damage source targeting it each turn
    (L1536-1546, A20); Resistance ignores spells and Gust (L1530-1534)."""
    amounts = [amount_to(s, hit, t) for t in hit.creatures]
    lines = []
    dmg = s.dmg
    for t, n in zip(hit.creatures, amounts):
        have = s.abilities(t)
        note = ""
        if hit.kind != "attack" and "resistance" in have:
            n, note = 0, "resistance"
        elif n >= 1 and "shield" in have and s.shield_turn[t] != s.turn and (
                t == hit.main or s.options.get("shield_splash") == "splash"):
            s.shield_turn[t] = s.turn
            n, note = 0, "shield"
        if note:
            hit.zeroed.add(t)
        hit.dealt[t] = n
        dmg[t] += n
        lines.append([t, n, note])
    s.tell("damage", {"source": hit.source, "kind": hit.kind, "player": hit.owner, "hits": lines,
                      "step": hit.steps["deal"], "rule": "CD-5.5.1"})


def _bind_returns(s: CDState, hit: Hit) -> None:
    """A Bind card that takes 1 or more damage lets its held card go back (L1592-1596, L847-851)."""
    if not s.bound_by:
        return
    step = hit.steps["bind"]
    for t in hit.creatures:
        if hit.dealt.get(t, 0) < 1:
            continue
        for card in s.stack_of(t):
            for held in [h for h, b in sorted(s.bound_by.items()) if b == card]:
                release(s, held, step)


def release(s: CDState, held: int, step: str) -> None:
    origin = s.bound_from.pop(held)
    binder = s.bound_by.pop(held)
    s.emit("bind_returned", card=held, def_id=s.cards[held].def_id, binder=binder, player=origin, step=step,
           rule="CD-12.10")
    if s.is_ai(origin):
        citadel.to_deck_top(s, origin, held, step=step, cause="bind", rule="CD-7.13.4")
    else:
        citadel.to_hand(s, origin, held, step=step, cause="bind", rule="CD-12.10")


def return_card(s: CDState, iid: int, front: int, step: str) -> tuple[int, int] | None:
    """Where a destroyed creature card (or a resolved spell) goes (L512, L338-340; Mercenary, Curse, the
    AI exceptions, champions); returns (owner, front) when its Reinforcement should fire."""
    d = s.defs[iid]
    owner = s.cards[iid].owner
    if d.champion and s.champ[owner] == iid:            # back beside the play area, exhausted (L1319-1325)
        s.champ_ready[owner] = False
        s.move(iid, zid(owner, "champion"), cause="champion", step=step, rule="CD-10.4")
        s.emit("champion_exhausted", player=owner, card=iid, def_id=d.id, step=step, rule="CD-10.4")
        return None
    if "mercenary" in d.has:
        mercenary_goes(s, iid, s.enemy_across(owner, front), step=step)
        return None
    if s.is_ai(owner):
        if "curse" in d.has and d.type == "creature":
            citadel.to_deck_top(s, owner, iid, step=step, cause="curse", rule="CD-7.13.3")
            return None
        s.move(iid, zid(owner, "discard"), cause="discard", step=step, rule="CD-7.8")
        return (owner, front) if "reinforcement" in d.has and d.type == "creature" else None
    if "curse" in d.has:
        citadel.to_hand(s, owner, iid, leftmost=True, step=step, cause="curse", rule="CD-12.19")
    else:
        citadel.to_hand(s, owner, iid, step=step, cause="return", rule="CD-5.5.2")
    return (owner, front) if "reinforcement" in d.has and d.type == "creature" else None


def mercenary_goes(s: CDState, iid: int, enemy: int, *, step: str) -> None:
    """A Mercenary card goes to the enemy's hand instead of its owner's (L1656-1660): to the enemy across
    the front it was destroyed on, or for a spell, the enemy whose creature it hit (A10). Where the
    rulebook AI plays, every Mercenary goes to the top of an AI deck (A6, L853-857): the AI's own card to
    its own deck, a person's card to the AI across."""
    owner = s.cards[iid].owner
    if s.rules_seats:
        ai = owner if s.is_ai(owner) else enemy
        if s.is_ai(ai):
            citadel.to_deck_top(s, ai, iid, step=step, cause="mercenary", rule="CD-7.13.5")
            return
    s.cards[iid].owner = enemy
    citadel.to_hand(s, enemy, iid, step=step, cause="mercenary", rule="CD-12.16")


def leave_play(s: CDState, heads: list[int], step: str) -> list[tuple[int, int]]:
    """Destroyed creatures go back in the standard order, a Symbiosis card before its base (L494-504,
    L1460-1464, L1474-1478); the Reinforcements to fire, in that order."""
    fire: list[tuple[int, int]] = []
    gaps = []
    for head in board.in_order(s, heads):
        front, seat, _ = s.where(head)
        gaps.append((front, seat))
        cards = s.stack_of(head)
        s.tell("destroyed", {"card": head, "cards": cards, "def_ids": [s.cards[c].def_id for c in cards],
                             "player": seat, "front": front, "step": step, "rule": "CD-5.5.1"})
        for c in cards:
            s.stacked_on.pop(c, None)
            board.reset_card(s, c)
        for c in cards:
            trig = return_card(s, c, front, step)
            if trig is not None:
                fire.append(trig)
            if s.result is not None:
                return []
    return fire


def resolve(s: CDState, hit: Hit, *, between: Callable[[], None] | None = None) -> None:
    """Steps compute through aura re-check of one hit; ``between`` runs after Keen (the spell's return,
    summon step 16)."""
    st = hit.steps
    if hit.citadel is not None and not hit.creatures:
        _deal_citadel(s, hit)
    else:
        _deal(s, hit)
    if s.result is not None:
        return
    if s.bound_by:
        _bind_returns(s, hit)
        if s.result is not None:
            return
    if hit.creatures:
        line_ids, cards, dmg = s.line_ids, s.cards, s.dmg
        dealt, destroyed, hurt = hit.dealt, hit.destroyed, hit.hurt
        for t in hit.creatures:                          # step 9 / 10: damage stays until the turn ends
            d = dealt.get(t, 0)
            if cards[t].zone in line_ids and dmg[t] >= (hp := s.max_hp(t)):
                destroyed.append(t)
                if t not in hit.zeroed and d > 0:
                    victim = cards[t].owner
                    before = hp - (dmg[t] - d)
                    hit.excess[victim] = hit.excess.get(victim, 0) + max(0, d - before)
            elif d >= 1 and t not in destroyed:          # hurt: took 1 or more and still in play
                hurt.append(t)
    if hit.destroyed:
        hit.destroyed_enemies = sum(1 for t in hit.destroyed if s.cards[t].owner != hit.owner)
        places = [s.where(t)[:2] for t in hit.destroyed]
        fire = leave_play(s, hit.destroyed, st["returns"])
        if s.result is not None:
            return
        for owner, front in fire:                        # step 11: Reinforcement
            _summon.reinforce(s, owner, front, st["reinforce"])
            if s.result is not None:
                return
        board.gaps_closed(s, places, st["gaps"])
    board.check_auras(s, st["aura"])
    if "regeneration" in hit.abilities:
        _regenerate(s, hit)
        if s.result is not None:
            return
    if "keen" in hit.abilities:
        _keen(s, hit)
        if s.result is not None:
            return
    if between is not None:
        between()
        if s.result is not None:
            return
    if hit.hurt and "hide" in s.in_game:
        moved = []
        hiding = [t for t in hit.hurt if s.in_play(t) and "hide" in s.abilities(t)]
        for t in board.in_order(s, hiding):             # Hide, before Instinct (L1672-1674)
            if board.to_back(s, t):
                front, seat, index = s.where(t)
                moved.append((front, seat))
                s.emit("hid", card=t, def_id=s.cards[t].def_id, player=seat, front=front, index=index,
                       step=st["hide"], rule="CD-12.17")
        board.gaps_closed(s, moved, st["gaps2"])
    board.check_auras(s, st["aura2"])


def _regenerate(s: CDState, hit: Hit) -> None:
    """Each time it deals damage to a target the owner's citadel moves left (L1676-1686): once per hit
    that dealt 1 or more, citadel included (A18), or once per target with regeneration=target."""
    if "regeneration" not in hit.abilities:
        return
    targets = sum(1 for n in hit.dealt.values() if n >= 1) + (1 if hit.citadel_dealt else 0)
    if not targets:
        return
    times = targets if s.options.get("regeneration") == "target" else 1
    for _ in range(times):
        s.emit("regeneration", card=hit.source, def_id=s.cards[hit.source].def_id, player=hit.owner,
               step=hit.steps["regen"], rule="CD-7.13.7" if s.is_ai(hit.owner) else "CD-12.18")
        citadel.regenerate(s, hit.owner, step=hit.steps["regen"], source=hit.source)


def _keen(s: CDState, hit: Hit) -> None:
    """The first time each turn it destroys a creature, the excess goes to the citadel of the destroyed
    creature's owner, all at once (L1638-1654); a shielded target gives none (A29)."""
    if "keen" not in hit.abilities or s.keen_turn[hit.source] == s.turn:
        return
    if not any(t not in hit.zeroed for t in hit.destroyed):
        return
    s.keen_turn[hit.source] = s.turn
    for victim, n in sorted(hit.excess.items()):
        s.emit("keen", card=hit.source, def_id=s.cards[hit.source].def_id, player=hit.owner, target=victim,
               excess=n, step=hit.steps["keen"], rule="CD-12.15")
        if n > 0:
            citadel.damage(s, victim, n, cause="keen", step=hit.steps["keen"], source=hit.source, attack=True)
        if s.result is not None:
            return


# Reinforcement plays a card by the summon order, which deals hits too: bound once both modules exist
# (an import inside ``resolve`` cost a visible share of every hit).
from . import summon as _summon  # noqa: E402
