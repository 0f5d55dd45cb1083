"""What holds after every action of an event, checked by ``simulate`` and the conformance tests: every
card of the draft is in exactly one place, picks follow the format's counts, decks come from the seat's
own picks, the standings add up, and the game under way keeps its own invariants."""
from __future__ import annotations

from typing import Any

from game.engine.state import GameState

from .event import EventState
from .spec import LETTERS


def _draft_places(ev: EventState) -> list[str]:
    d, spec = ev.draft, ev.spec.draft
    if d is None or spec is None:
        return []
    bad: list[str] = []
    places: dict[int, str] = {}

    def put(cards: list[int], where: str) -> None:
        for c in cards:
            if c in places:
                bad.append(f"draft card {c} is in {places[c]} and {where}")
            places[c] = where
    put(d.pile, "the pile")
    put(d.open, "the revealed cards")
    for s in range(d.seats):
        put(d.hands[s], f"{LETTERS[s]}'s pack")
        for r, pack in enumerate(d.unopened[s]):
            put(pack, f"{LETTERS[s]}'s unopened pack {r + 1}")
        put(d.picks[s], f"{LETTERS[s]}'s picks")
        if not set(d.pending[s]) <= set(d.hands[s]):
            bad.append(f"{LETTERS[s]}'s pending picks are not in the pack it holds")
        if len(d.pending[s]) > spec.picks:
            bad.append(f"{LETTERS[s]} holds {len(d.pending[s])} pending picks, more than {spec.picks}")
    discarded = len(d.cards) - len(places)
    if discarded < 0:
        bad.append("more cards placed than the draft dealt")
    if any(c < 0 or c >= len(d.cards) for c in places):
        bad.append("a draft card number outside the deal")
    if spec.style == "open":
        for p in spec.pickers():
            if len(d.picks[p]) > spec.until:
                bad.append(f"{LETTERS[p]} drafted {len(d.picks[p])} cards, more than {spec.until}")
        if d.over and ev.stage == "draft":
            bad.append("the draft is over but its stage goes on")
        if len(d.open) > spec.reveal:
            bad.append(f"{len(d.open)} cards revealed, more than {spec.reveal}")
        bad.extend(_open_counts(ev))
    else:
        counts = {len(d.picks[s]) for s in range(d.seats)}
        if len(counts) > 1 and not any(d.pending) and ev.stage == "draft" and spec.pack_size:
            bad.append(f"the seats hold unequal picks between passes: {sorted(counts)}")
    return bad


def _open_counts(ev: EventState) -> list[str]:
    """Each seat holds exactly what the orders have given it so far: every finished round's order (and
    what its leftover seat took), then the current round's picks made, in order."""
    d, spec = ev.draft, ev.spec.draft
    assert d is not None and spec is not None
    done = d.round if not d.queue and not d.open else d.round - 1
    want = [0] * d.seats
    for r in range(done):
        order = spec.order(r)
        for p in order:
            want[p] += 1
        if spec.leftover:
            want[LETTERS.index(spec.leftover)] += max(0, spec.reveal - len(order))
    if done < d.round:
        order = spec.order(done)
        now = order[:len(order) - len(d.queue)]
        if d.queue != order[len(now):]:
            return [f"the draft's queue {d.queue} is not what is left of round {d.round}'s order {order}"]
        for p in now:
            want[p] += 1
    got = [len(p) for p in d.picks]
    return [] if got == want else [f"the draft's picks per seat are {got}, its orders give {want}"]


def check(s: GameState, memo: dict[str, Any]) -> list[str]:
    assert isinstance(s, EventState)
    ev = s
    bad = _draft_places(ev)
    for seat, deck in enumerate(ev.decks):
        if deck is not None and not set(deck) <= set(ev.pools[seat]):
            bad.append(f"{LETTERS[seat]}'s deck holds cards it did not draft")
        build = ev.spec.build
        if build is not None and deck is not None and not build.fits(len(deck) + len(ev.free[seat])):
            bad.append(f"{LETTERS[seat]}'s deck holds {len(deck) + len(ev.free[seat])} cards, not "
                       f"{build.deck_min} to {build.deck_max or 'any number'}")
        if deck is not None and len(set(deck)) != len(deck):
            bad.append(f"{LETTERS[seat]}'s deck holds a drafted card twice")
    for seat in range(ev.num_players):
        if len(set(ev.building[seat])) != len(ev.building[seat]):
            bad.append(f"{LETTERS[seat]} chose a card twice for its deck")
    if len(ev.games) > ev.total_games():
        bad.append(f"{len(ev.games)} games recorded of {ev.total_games()}")
    for n, g in enumerate(ev.games):
        if not set(g["winners"]) <= set(g["players"]):
            bad.append(f"game {n + 1}'s winners did not play it")
        at = ev.game_at(n)
        if at is not None and tuple(g["players"]) != tuple(at[2]):
            bad.append(f"game {n + 1} was played by {g['players']}, its pairing is {list(at[2])}")
    if ev.stage == "games" and ev.child is None and ev.result is None:
        bad.append("the games stage has no game under way")
    if ev.child is not None and ev.result is None:
        child_checks = ev.info.invariants
        if child_checks is not None:
            sub = memo.setdefault(f"game{len(ev.games)}", {})
            bad.extend(f"game {len(ev.games) + 1}: {b}" for b in child_checks(ev.child, sub))
        if ev.child.result is not None:
            bad.append("a finished game is still under way")
    if ev.result is not None and ev.stage != "over" and not ev.result.losers:
        bad.append("the event ended outside its last stage")
    return bad
