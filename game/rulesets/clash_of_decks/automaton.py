"""The rulebook AI of the solo game (L602-899): a seat the rules play (``GameState.rules_seats``).

It has no hand. Its deck is its supply and its life; its turn is a procedure, not a choice: mana 6 + 1
per human creature in play (L674-680; options a and b), +2 per Catalyst and -1 per Threat creature of
its own (L1736-1742, L827-829); then it reveals the top card of its deck onto the upper front, the
next onto the lower, and so on, until the cards played cost at least its mana (L682-702). A revealed
spell hits the enemy creature nearest the bridge on that front, or is discarded free and without
effect (L704-712). The ten exceptions of L826-895 are applied where the abilities work (citadel.py,
damage.py, summon.py) and here.
"""
from __future__ import annotations

from . import citadel
from .state import CDState, zid
from .summon import cast_spell, enter_creature


def mana(s: CDState, seat: int) -> int:
    """Co-op counts every human creature in play by default (the literal text, A12), or with
    coop_ai_mana=facing only those on the AI's own two fronts."""
    if s.options.get("coop_ai_mana") == "facing" and s.num_players > 2:
        humans = sum(1 for f in s.fronts_of(seat) for h in s.line(f, s.enemy_across(seat, f)))
    else:
        humans = sum(1 for h in s.creatures() if not s.is_ai(s.cards[h].owner))
    catalysts = sum(1 for f in s.fronts_of(seat) for h in s.line(f, seat) if "catalyst" in s.abilities(h))
    return s.purchase.base_mana + s.purchase.per_creature * humans + 2 * catalysts - s.threats(seat)


def _host(s: CDState, seat: int, front: int) -> int | None:
    """An AI Symbiosis card merges with the AI creature nearest the bridge on its front that can take it
    (L883-891)."""
    return next((h for h in s.line(front, seat) if "symbiosis" not in s.printed(h)), None)


def _enemy_target(s: CDState, seat: int, front: int) -> int | None:
    line = s.line(front, s.enemy_across(seat, front))
    return line[0] if line else None


def play_ai_card(s: CDState, seat: int, card: int, front: int, *, origin: str, free: bool = False) -> int:
    """Put one AI card into play on ``front`` by the AI's rules; the mana it counts as spent."""
    d = s.defs[card]
    if d.type == "spell":
        target = _enemy_target(s, seat, front)
        if target is None:              # no target: discarded without effect, no mana (L708-712)
            s.move(card, zid(seat, "discard"), cause="no_target", step="S3", rule="CD-7.7.3")
            s.emit("ai_spell_fizzled", player=seat, card=card, def_id=d.id, front=front, step="S3", rule="CD-7.7.3")
            if origin == "deck" and not s.decks[seat].cards:
                citadel.expose(s, seat, "S3")
            return 0
        cost = 0 if free else _cost(s, seat, card)
        cast_spell(s, seat, card, target, origin=origin, paid=cost)
        return cost
    host = None
    if "symbiosis" in d.has:
        host = _host(s, seat, front)
        if host is None:                # nothing to merge with: discarded, cost not paid (L887-891)
            s.move(card, zid(seat, "discard"), cause="no_host", step="S3", rule="CD-7.13.9")
            s.emit("ai_symbiosis_discarded", player=seat, card=card, def_id=d.id, front=front, step="S3",
                   rule="CD-7.13.9")
            if origin == "deck" and not s.decks[seat].cards:
                citadel.expose(s, seat, "S3")
            return 0
    cost = 0 if free else _cost(s, seat, card)
    enter_creature(s, seat, card, front, origin=origin, host=host, paid=cost, free=free)
    return cost


def _cost(s: CDState, seat: int, card: int) -> int:
    """What an AI card counts toward its spending: Clarity 2 less (A4); Blood Price 0, the AI discarding
    the printed cost from its deck instead (L859-865)."""
    from .summon import cost_now
    d = s.defs[card]
    if "blood_price" in d.has:
        if s.cards[card].zone == zid(seat, "deck"):   # the revealed card is no longer part of the deck it mills
            s.move(card, "resolving", cause="reveal", step="S2", rule="CD-7.7.1")
        s.emit("blood_price", player=seat, card=card, def_id=d.id, mana=0, shortfall=d.cost, step="S2",
               rule="CD-7.13.6")
        citadel.mill(s, seat, d.cost, cause="blood_price", step="S2", source=card)
        return 0
    return cost_now(s, seat, card)


def _recall_order(s: CDState, seat: int, card: int) -> int:
    """The AI's Recall Order: the dearer of it and its discard's top card goes into play, the other to
    the discard; equal costs change nothing (L831-841)."""
    pile = s.discards[seat].cards
    if not pile:
        return card
    top = pile[-1]
    mine, theirs = s.defs[card].cost, s.defs[top].cost
    s.emit("ai_recall_order", player=seat, card=card, def_id=s.defs[card].id, other=top,
           other_def_id=s.defs[top].id, step="S1", rule="CD-7.13.2")
    if theirs > mine:
        s.move(card, zid(seat, "discard"), cause="recall_order", step="S1", rule="CD-7.13.2")
        return top
    return card


def summon_phase(s: CDState, seat: int) -> None:
    """Phase 2 of the AI (L682-712): reveal, play, alternate fronts, until the spending reaches the mana.
    It always plays at least one card; the last may overshoot."""
    have = s.mana[seat]
    spent = 0
    slot = 0
    fronts = s.fronts_of(seat)
    while s.result is None:
        deck = s.decks[seat].cards
        if not deck:
            break
        card = deck[0]
        front = fronts[slot]
        s.emit("ai_revealed", player=seat, card=card, def_id=s.defs[card].id, front=front, spent=spent, mana=have,
               step="S3", rule="CD-7.7.1")
        origin = "deck"
        if "recall_order" in s.defs[card].has:
            chosen = _recall_order(s, seat, card)
            if chosen != card:
                if not s.decks[seat].cards:
                    citadel.expose(s, seat, "S1")
                    if s.result is not None:
                        return
                card, origin = chosen, "discard"
        spent += play_ai_card(s, seat, card, front, origin=origin)
        slot = 1 - slot            # the slot alternates after every card, a fizzled spell too (A2)
        if spent >= have:
            break
    s.emit("ai_summon_done", player=seat, spent=spent, mana=have, step="S19", rule="CD-7.7.2")


def ai_reinforce(s: CDState, seat: int, front: int, step: str) -> None:
    """An AI Reinforcement card gone to the discard summons the top card of the AI deck into its front,
    free (L875-881); a spell there follows the AI's spell rule (our reading)."""
    deck = s.decks[seat].cards
    card = deck[0] if deck else None
    s.emit("reinforcement", player=seat, card=card, def_id=None if card is None else s.defs[card].id, front=front,
           step=step, rule="CD-7.13.8")
    if card is not None:
        play_ai_card(s, seat, card, front, origin="deck", free=True)


def exhaust(s: CDState, seat: int) -> None:
    """Exhaustion for the AI (A13): from its 8th turn the top card of its deck leaves the game, as the
    rightmost card of a hand does (setting ai_exhaustion: or is discarded)."""
    deck = s.decks[seat].cards
    if not deck:
        return
    if s.options.get("ai_exhaustion") == "discard":
        citadel.mill(s, seat, 1, cause="exhaustion", step="start")
        s.emit("exhausted", player=seat, card=None, step="start", rule="CD-6.1")
        return
    card = deck[0]
    s.move(card, zid(seat, "out"), cause="exhaustion", step="start", rule="CD-6.1")
    s.emit("exhausted", player=seat, card=card, def_id=s.defs[card].id, step="start", rule="CD-6.1")
    if not s.decks[seat].cards:
        citadel.expose(s, seat, "start")

