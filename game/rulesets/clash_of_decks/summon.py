"""Playing a card: the summon-phase activation order (L1400-1444), for a person's play, a champion, a free
Reinforcement play and the rulebook AI's revealed cards.

1 pay the cost / Clarity, 2 Blood Price, 3 the card leaves the hand (then: champions readied, Bind takes
a card, A22), 4 targets / Sweep / Pierce, 5 Offering, 6 Gust, 7 Recall Order, 8-15 the damage (damage.py),
16 a spell returns to the hand / Mercenary / Curse, 17 Hide, 18 gaps, 19 auras.
"""
from __future__ import annotations

from . import board, citadel, damage
from .damage import SUMMON, Hit
from .state import CDState, line_id, zid


def cost_now(s: CDState, seat: int, iid: int) -> int:
    """What a card costs now: Clarity takes 2 off the leftmost card of the hand (L1728-1734; the AI's
    always, A4); a champion costs 1 less per creature in any kingdom with its cost (L1307-1312). Never
    below 0 (A16, A28)."""
    d = s.defs[iid]
    cost = d.cost
    if "clarity" in d.has:
        if s.is_ai(seat) or (s.hands[seat] is not None and s.hands[seat].cards[:1] == [iid]):
            cost -= 2
    if d.champion and s.champ[seat] == iid:
        cost -= sum(1 for h in s.creatures() for c in s.stack_of(h) if s.defs[c].cost == d.cost)
    return max(0, cost)


def pay(s: CDState, seat: int, iid: int) -> int:
    """Steps 1-2 for a person: pay the cost; Blood Price pays what mana lacks with citadel damage, one
    point at a time (L1766-1776). The mana paid."""
    cost = cost_now(s, seat, iid)
    have = s.mana[seat]
    if cost <= have:
        s.mana[seat] -= cost
        return cost
    short = cost - have
    s.mana[seat] = 0
    s.emit("blood_price", player=seat, card=iid, def_id=s.cards[iid].def_id, mana=have, shortfall=short, step="S2",
           rule="CD-12.26")
    citadel.damage(s, seat, short, cause="blood_price", step="S2", source=iid, one_at_a_time=True)
    return have


def ready_champions(s: CDState, cost: int, step: str) -> None:
    """An exhausted champion is ready again the moment anyone plays a card of its cost (L1327-1333)."""
    for seat, champ in enumerate(s.champ):
        if champ >= 0 and not s.champ_ready[seat] and s.defs[champ].cost == cost \
                and s.cards[champ].zone == zid(seat, "champion"):
            s.champ_ready[seat] = True
            s.emit("champion_ready", player=seat, card=champ, def_id=s.defs[champ].id, step=step, rule="CD-10.5")


def _before_leaving(s: CDState, seat: int, iid: int, origin: str) -> None:
    if origin == "hand" and s.hands[seat].cards.index(iid) < s.cit[seat]:
        s.cit[seat] -= 1      # the citadel keeps its place among the other cards


def _after_leaving(s: CDState, seat: int, origin: str) -> None:
    if origin == "hand":
        citadel.check(s, seat, "S3")
    elif origin == "deck" and not s.decks[seat].cards:
        citadel.expose(s, seat, "S3")      # the AI played its last card (A3)


def _played(s: CDState, seat: int, iid: int, origin: str, paid: int, free: bool, where: dict[str, object]) -> None:
    d = s.defs[iid]
    s.tell("card_played", {"player": seat, "card": iid, "def_id": d.id, "type": d.type, "origin": origin, "paid": paid,
                           "free": free, "step": "S3", "rule": "CD-5.3.3" if d.type == "creature" else "CD-4.3",
                           **where})
    if max(s.champ) >= 0:                 # only a champion can be readied
        ready_champions(s, d.cost, "S3")


def bind_take(s: CDState, seat: int, binder: int, front: int) -> None:
    """Bind: take the leftmost card of the enemy's hand and hold it, revealed, under this card (L1586-1592);
    against the AI, the top card of its deck (A5)."""
    enemy = s.enemy_across(seat, front)
    if s.is_ai(enemy):
        deck = s.decks[enemy].cards
        if not deck:
            return
        held = deck[0]
        s.bound_by[held], s.bound_from[held] = binder, enemy
        s.move(held, "bound", cause="bind", step="S3", rule="CD-12.10", binder=binder)
        s.emit("bound", card=held, def_id=s.cards[held].def_id, binder=binder, player=enemy, step="S3", rule="CD-12.10")
        if not deck:
            citadel.expose(s, enemy, "S3", binder)
        return
    hand = s.hands[enemy].cards
    if not hand:
        return
    held = hand[0]
    s.bound_by[held], s.bound_from[held] = binder, enemy
    s.emit("bound", card=held, def_id=s.cards[held].def_id, binder=binder, player=enemy, step="S3", rule="CD-12.10")
    citadel.take_from_hand(s, enemy, held, "bound", step="S3", by=binder, cause="bind", rule="CD-12.10",
                           binder=binder)


def splash(s: CDState, main: int, have: frozenset[str]) -> list[int]:
    """The targets of a hit on ``main``: Pierce adds the creature right behind it (L1480-1484), Sweep the one
    in the same place on the defender's other front (L1492-1496, A10)."""
    out = [main]
    if "pierce" not in have and "sweep" not in have:
        return out
    front, seat, index = s.where(main)
    line = s.line(front, seat)
    if "pierce" in have and index + 1 < len(line):
        out.append(line[index + 1])
    if "sweep" in have:
        other = [f for f in s.fronts_of(seat) if f != front]
        if other:
            across = s.line(other[0], seat)
            if index < len(across) and across[index] not in out:
                out.append(across[index])
    return out


def _offering(s: CDState, seat: int, iid: int, front: int) -> None:
    """Anyone playing a card on an Offering creature's front takes 1 damage per such creature (L1696-1702);
    not on its own entry (A23)."""
    if "offering" not in s.in_game:
        return
    a, b = s.fronts[front]
    if not s.count_with("offering", (s.lines[front][a].id, s.lines[front][b].id)):
        return
    for owner in s.fronts[front]:
        for head in list(reversed(s.line(front, owner))):
            if head != iid and "offering" in s.abilities(head) and s.result is None:
                s.emit("offering", card=head, def_id=s.cards[head].def_id, player=seat, front=front, step="S5",
                       rule="CD-12.20")
                citadel.damage(s, seat, 1, cause="offering", step="S5", source=head)


def gust_amount(s: CDState, seat: int) -> int:
    """Gust: the cards left of the citadel in the owner's hand (L1618-1624), counted after the card left
    it (A26). The AI has no hand: its discard pile, at most 8, or 0 (A4, setting ai_gust)."""
    if s.is_ai(seat):
        return 0 if s.options.get("ai_gust") == "zero" else min(8, len(s.discards[seat].cards))
    return s.cit[seat]


def recall_order(s: CDState, seat: int) -> None:
    """Recall Order: the leftmost card of the owner's hand goes to the right end (L1632-1636)."""
    hand = s.hands[seat].cards
    if not hand:
        return
    first = hand[0]
    healed = s.cit[seat] > 0
    if healed:
        s.cit[seat] -= 1
    s.move(first, zid(seat, "hand"), cause="recall_order", step="S7", rule="CD-12.14", at="right")
    s.emit("recall_order", player=seat, healed=healed, cit=s.cit[seat], hp=s.hp(seat), step="S7", rule="CD-12.14")


def enter_creature(s: CDState, seat: int, iid: int, front: int, *, origin: str, host: int | None = None,
                   paid: int = 0, free: bool = False) -> None:
    """Steps 3-19 for a creature (a Symbiosis card onto ``host``)."""
    _before_leaving(s, seat, iid, origin)
    if host is None:
        board.place(s, iid, front, seat, step="S3", rule="CD-5.3.3")
        head = iid
    else:
        board.merge(s, iid, host, step="S3")
        head = host
    _after_leaving(s, seat, origin)
    if s.result is not None:
        return
    _played(s, seat, iid, origin, paid, free, {"front": front, "host": host})
    if "bind" in s.defs[iid].has:
        bind_take(s, seat, iid, front)
    if s.result is not None:
        return
    have = s.abilities(head)
    hit = None
    if "gust" in s.defs[iid].has:                      # step 4: the Gust's targets
        enemy = s.enemy_across(seat, front)
        line = s.line(front, enemy)
        if line:
            hit = Hit("gust", head, seat, front, splash(s, line[0], have), line[0], steps=SUMMON, abilities=have)
    _offering(s, seat, iid if host is None else -1, front)
    if s.result is not None:
        return
    if hit is not None:                                # step 6
        hit.amount = gust_amount(s, seat)
        s.emit("gust", card=iid, def_id=s.defs[iid].id, player=seat, amount=hit.amount, front=front, step="S6",
               rule="CD-12.13")
        if hit.amount <= 0:
            hit = None
    if "recall_order" in s.defs[iid].has and not s.is_ai(seat):
        recall_order(s, seat)
    if hit is not None:
        damage.resolve(s, hit)
    else:
        board.check_auras(s, "S19")


def cast_spell(s: CDState, seat: int, iid: int, target: int, *, origin: str, paid: int = 0) -> None:
    """Steps 3-19 for a spell on ``target`` (any creature, never a citadel, L326-340)."""
    d = s.defs[iid]
    _before_leaving(s, seat, iid, origin)
    s.move(iid, "resolving", cause="cast", step="S3", rule="CD-4.3", target=target)
    _after_leaving(s, seat, origin)
    if s.result is not None:
        return
    front = s.where(target)[0]
    _played(s, seat, iid, origin, paid, False, {"front": front, "target": target})
    hit = Hit("spell", iid, seat, front, splash(s, target, d.has), target, steps=SUMMON, abilities=d.has)
    _offering(s, seat, -1, front)
    if s.result is not None:
        return
    if "recall_order" in d.has and not s.is_ai(seat):
        recall_order(s, seat)
    enemy = spell_enemy(s, seat, target, front)
    damage.resolve(s, hit, between=lambda: spell_returns(s, seat, iid, front, enemy))
    if s.cards[iid].zone == "resolving" and s.result is None:
        spell_returns(s, seat, iid, front, enemy)


def spell_enemy(s: CDState, seat: int, target: int, front: int) -> int:
    """The enemy a Mercenary spell goes to (A10): the target's owner when that is an enemy, else the seat
    across the target's front from its owner (in a duel, the opponent either way)."""
    owner = s.cards[target].owner
    if s.teams[owner] != s.teams[seat]:
        return owner
    return s.enemy_across(owner, front)


def spell_returns(s: CDState, seat: int, iid: int, front: int, enemy: int) -> None:
    """Step 16: the spell goes back to its owner's hand, rightmost (L336-340); Mercenary sends it to the
    enemy (L1656-1660), Curse leftmost (L1688-1694); the AI's used spells go to its discard (L714-716)."""
    if s.cards[iid].zone != "resolving":
        return
    d = s.defs[iid]
    if s.is_ai(seat):
        s.move(iid, zid(seat, "discard"), cause="discard", step="S16", rule="CD-7.8")
        return
    if "mercenary" in d.has:
        damage.mercenary_goes(s, iid, enemy, step="S16")
        return
    citadel.to_hand(s, seat, iid, leftmost="curse" in d.has, step="S16",
                    cause="curse" if "curse" in d.has else "return", rule="CD-12.19" if "curse" in d.has else "CD-4.3")


def play(s: CDState, seat: int, iid: int, *, front: int | None = None, host: int | None = None,
         target: int | None = None) -> None:
    """A person plays a card from the window, or the champion (L430-456, L1299-1315)."""
    origin = "champion" if s.champ[seat] == iid else "hand"
    paid = pay(s, seat, iid)
    if s.result is not None:
        return
    if s.defs[iid].type == "spell":
        assert target is not None
        cast_spell(s, seat, iid, target, origin=origin, paid=paid)
    else:
        if host is not None:
            front = s.where(host)[0]
        assert front is not None
        enter_creature(s, seat, iid, front, origin=origin, host=host, paid=paid)


def reinforce(s: CDState, owner: int, front: int, step: str) -> None:
    """Reinforcement: the leftmost creature of the owner's hand costing 4 or less without Reinforcement is
    played at once, free, into the front the card was on (L1704-1712). The AI summons its deck's top card
    there (L875-881)."""
    if s.is_ai(owner):
        from .automaton import ai_reinforce
        ai_reinforce(s, owner, front, step)
        return
    pick = next((c for c in s.hands[owner].cards if s.defs[c].type == "creature" and s.defs[c].cost <= 4
                 and "reinforcement" not in s.defs[c].has), None)
    s.emit("reinforcement", player=owner, card=pick, def_id=None if pick is None else s.defs[pick].id, front=front,
           step=step, rule="CD-12.21")
    if pick is not None:
        enter_creature(s, owner, pick, front, origin="hand", free=True)


def line_zone(front: int, seat: int) -> str:
    return line_id(front, seat)
