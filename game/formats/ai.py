"""How a program judges an event's stages above a game, for the generic search (game/ai/search.py): one
term, the worth of what the seat holds, from the game's hooks (its ``formats`` part): while drafting what
its picks are worth together (``pool_worth``), while building the sum of its deck's ``card_worth``, in
its own stage that stage's judgement. A game under way is not judged here: there the program decides in
the game itself (``EventState.delegate``).

Both hooks judge for a seat: a card of the colors a seat is committing to is worth more to it than to
another seat. The search's candidates are the few picks worth most to the seat (``sensible``), so a level that looks ahead pays
for a handful of lines, not for every card of a pack. A guessed world deals every card the seat cannot
see (the pile, the other packs, the other seats' secret picks) at random from those cards, sorted first,
so the guess depends on what the seat sees and the seed alone.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from game.engine.actions import Action, Choose
from game.engine.rng import Rng
from game.engine.state import GameState
from game.engine.text import Msg

if TYPE_CHECKING:
    from .event import EventState

WIDTH = 3          # candidates a program weighs for a pick


class EventAi:
    WIN = 1_000_000.0
    TERMS = {"worth": Msg("What my cards are worth", "내 카드의 가치")}
    WEIGHTS = {"worth": 1.0}

    def terms(self, s: GameState, me: int) -> dict[str, float]:
        return {"worth": worth(cast("EventState", s), me)}

    def sample_world(self, s: GameState, seat: int, rng: Rng) -> GameState:
        w = cast("EventState", s.clone())
        draft, spec = w.draft, w.spec.draft
        if draft is None or spec is None:
            return w
        hidden: list[int] = list(draft.pile)
        for other in range(draft.seats):
            if other == seat:
                continue
            hidden += [c for c in draft.hands[other] + [c for p in draft.unopened[other] for c in p]]
            hidden += [c for c in draft.picks[other] + draft.pending[other] if not draft.sees(spec, seat, other, c)]
        if not hidden:
            return w
        ids = sorted(draft.cards[c] for c in hidden)
        rng.shuffle(ids)
        cards = list(draft.cards)
        for c, def_id in zip(sorted(hidden), ids):
            cards[c] = def_id
        draft.cards = cards
        return w

    def sensible(self, s: GameState, player: int) -> list[Action]:
        ev = cast("EventState", s)
        legal = [a for a in ev.legal_actions() if a.player == player]
        if ev.stage in ev.hooks.STAGES:
            return ev.own_stage().sensible(ev, player) or legal
        if ev.stage in ("draft", "build") and len(legal) > WIDTH:
            return sorted(legal, key=lambda a: (-_card_worth(ev, player, a), str(a)))[:WIDTH]
        return legal

    def quick_action(self, s: GameState, player: int, rng: Rng) -> Action:
        return self.sensible(s, player)[0]

    def opening(self, s: GameState, player: int, legal: list[Action]) -> Action | None:
        return None

    def turn(self, s: GameState) -> int:
        """Grows whenever a pick, a pass, a deck or a seat's part of the own stage is done."""
        ev = cast("EventState", s)
        n = ev.stage_no * 1_000_000 + len(ev.games) * 10_000 + ev.own_rounds * 1000
        if ev.draft is not None:
            n += sum(len(p) for p in ev.draft.picks) + ev.draft.passes
        n += sum(1 for d in ev.decks if d is not None)
        if ev.stage in ev.hooks.STAGES:
            n += ev.own_stage().turn(ev)
        return n

    def describe(self, s: GameState, action: Action, lang: str) -> str:
        from .text import describe_action
        return describe_action(cast("EventState", s), action, lang)


def _card_worth(ev: "EventState", seat: int, action: Action) -> float:
    if isinstance(action, Choose) and isinstance(action.option, int) and ev.draft is not None:
        return ev.hooks.card_worth(ev, seat, ev.card_id(action.option))
    return 0.0


def worth(ev: "EventState", me: int) -> float:
    """What ``me`` holds: its own stage's judgement there; the deck it is building; during the draft what
    its picks are worth together (the game's ``pool_worth``)."""
    if ev.stage in ev.hooks.STAGES:
        return ev.own_stage().worth(ev, me)
    if ev.draft is None:
        return 0.0
    if ev.stage == "build" or ev.decks[me] is not None:
        chosen = ev.decks[me] or ev.building[me]
        return sum(ev.hooks.card_worth(ev, me, ev.card_id(c)) for c in chosen)
    held = ev.draft.picks[me] + ev.draft.pending[me]
    return float(ev.hooks.pool_worth(ev, me, [ev.card_id(c) for c in held]))


EVENT_AI: Any = EventAi()
