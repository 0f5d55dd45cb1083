"""A draft seat at a chosen moment, for the drafting programs' tests (Commander Draft and Conspiracy Draft):
seat A holding a pack of chosen cards after chosen picks, and the pick the greedy program makes there."""
from __future__ import annotations

from game.ai import make_agent
from game.engine.actions import Choose
from game.engine.match import Match
from game.formats.event import EventState
from game.formats.runner import decide


def holding(fmt: str, players: int, picks: list[str], hand: list[str]) -> EventState:
    """A ``players``-seat draft of format ``fmt`` where seat A has taken ``picks`` and now holds ``hand``."""
    s = Match("magic", 5, {"format": fmt, "players": players}).state
    assert isinstance(s, EventState) and s.draft is not None
    d = s.draft
    cards = list(d.cards)
    taken = d.unopened[1][-1][:len(picks)]          # cards nobody will see again carry the picks
    d.unopened[1][-1] = d.unopened[1][-1][len(picks):]
    for n, c in zip(taken, picks):
        cards[n] = c
    d.picks[0] = list(taken)
    d.hands[0] = d.hands[0][:len(hand)]
    for n, c in zip(d.hands[0], hand):
        cards[n] = c
    d.cards = cards
    s._ask()
    return s


def greedy_pick(s: EventState) -> str:
    action = decide(make_agent("greedy", 11, "magic"), s, 0)
    assert isinstance(action, Choose)
    return s.card_id(int(action.option))
