"""What a seat is told of an event is built from what it may see: a secret event (``visible_to``) reaches the
other seats as its declared public part only, so no card, card definition, option or pick of a card hidden
from a seat ever reaches that seat in an event, in any game (random games of every game and of its seat
counts and modes, and a sealed draft of passed packs)."""
from __future__ import annotations

from typing import Any, Iterator

import pytest

from game.ai.random_agent import PlayoutAgent
from game.engine import registry
from game.engine.events import Event
from game.engine.rng import Rng
from game.engine.setup import build_setup
from game.engine.state import GameState
from game.formats.runner import Step, play

# Each game at its seat counts and modes (several secret choices come only with some of them).
SETUPS = {
    "lanes": [(2, {})],
    "dragon-duel": [(2, {}), (2, {"match": "on"})],
    "clash-of-decks": [(2, {}), (1, {"mode": "solo"}), (4, {"mode": "ffa"}), (4, {"mode": "coop"}),
                       (2, {"champion": "on"})],
    "elements-illusion": [(2, {}), (5, {"mode": "B"})],
    "magic": [(2, {}), (4, {"variant": "commander"}), (3, {"variant": "vanguard"})],
}
# The numbers a seat may be told of another's secret: seats and counts, never a card.
NUMBER_FIELDS = ("player", "owner", "option_count", "min", "max")


def values(v: Any) -> Iterator[Any]:
    if isinstance(v, (list, tuple)):
        for x in v:
            yield from values(x)
    elif isinstance(v, dict):
        for x in v.values():
            yield from values(x)
    else:
        yield v


def hidden_cards(st: GameState, zones: list[str], seat: int) -> set[int]:
    return {iid for iid, zone in enumerate(zones) if not st.zones[zone].visible_to(seat)}


def leaks(st: GameState, before: list[str], e: Event, seat: int) -> list[str]:
    """What ``e`` tells ``seat``, when it is not one of those the event is for, of a card hidden from that seat
    before the action or after it: its instance, its definition, a pick or an option naming it."""
    if e.visible_to is None or seat in e.visible_to:
        return []
    told = e.for_player(seat)
    secret = hidden_cards(st, before, seat) | hidden_cards(st, [c.zone for c in st.cards], seat)
    defs = {st.cards[i].def_id for i in secret}
    out = []
    for key, value in told.data.items():
        for v in values(value):
            if isinstance(v, int) and not isinstance(v, bool) and v in secret and key not in NUMBER_FIELDS:
                out.append(f"{e.kind}.{key}={v} (card {v}, hidden from seat {seat})")
            if isinstance(v, str) and v in defs:
                out.append(f"{e.kind}.{key}={v} (a card hidden from seat {seat})")
    return out


@pytest.mark.parametrize("ruleset", list(SETUPS))
def test_no_event_tells_a_seat_a_card_it_may_not_see(ruleset: str) -> None:
    info = registry.get(ruleset)
    found: list[str] = []
    secrets = 0
    for players, settings in SETUPS[ruleset]:
        for seed in (1, 2):
            st = registry.new_state(info, seed, build_setup(info, seed, players=players, settings=settings))
            before = [c.zone for c in st.cards]
            for e in st.events:       # what the setup told (the deal)
                for seat in range(st.num_players):
                    found.extend(leaks(st, before, e, seat))

            def check(step: Step) -> None:
                nonlocal before, secrets
                for e in step.events:
                    secrets += e.visible_to is not None
                    for seat in range(st.num_players):
                        found.extend(leaks(st, before, e, seat))
                before = [c.zone for c in st.cards]
            play(st, {p: PlayoutAgent(Rng(seed * 10 + p)) for p in range(st.num_players)}, on_step=check,
                 max_actions=1500)
    if ruleset == "clash-of-decks":       # its formats: a draft whose picks are sealed
        told, more = sealed_draft_leaks()
        secrets += told
        found += more
    assert secrets, "no secret event was seen: the games played did not reach one"
    assert not found, sorted(set(found))[:10]


def sealed_draft_leaks() -> tuple[int, list[str]]:
    """The mutation league's draft of passed packs, picks sealed until every seat has picked: what a seat is
    told of another's pick (its card or definition) that the draft does not show it; and how many secret
    events there were."""
    from game.formats.event import EventState
    info = registry.get("clash-of-decks")
    ev = registry.new_state(info, 3, {"format": "mutation-league"})
    assert isinstance(ev, EventState) and ev.draft is not None and ev.spec.draft is not None
    draft, spec = ev.draft, ev.spec.draft
    found: list[str] = []
    secrets = 0

    def unseen(seat: int) -> set[int]:
        out = set(draft.pile)
        for other in range(draft.seats):
            if other != seat:
                out |= {c for c in draft.hands[other] + [c for p in draft.unopened[other] for c in p]}
                out |= {c for c in draft.picks[other] + draft.pending[other] if not draft.sees(spec, seat, other, c)}
        return out

    def check(step: Step) -> None:
        nonlocal secrets
        for e in step.events:
            if e.visible_to is None:
                continue
            secrets += 1
            for seat in set(range(4)) - set(e.visible_to):
                hidden = unseen(seat)
                defs = {draft.cards[c] for c in hidden}
                for key, value in e.for_player(seat).data.items():
                    for v in values(value):
                        if (isinstance(v, int) and not isinstance(v, bool) and v in hidden and key not in NUMBER_FIELDS) \
                                or (isinstance(v, str) and v in defs):
                            found.append(f"{e.kind}.{key}={v} told to seat {seat}")
    play(ev, {p: PlayoutAgent(Rng(p)) for p in range(4)}, on_step=check, until=lambda s: s.stage != "draft")
    return secrets, found
