"""The one draft engine: every draft of every game is a :class:`Draft` run by its :class:`~.spec.DraftSpec`.

A draft is plain data (lists of card numbers), so the event that holds it copies, hashes and saves it like
any state. A card of the draft is a number; ``cards[n]`` is its definition. Numbers are given in the
shuffled order of the pool, so a number says nothing of a card its holder cannot see.

- **open** (Clash of Decks): a face-down ``pile``; each round turns ``reveal`` cards up into ``open`` and
  the seats of the round's order (``queue``) take one each; what nobody takes goes to the leftover seat.
- **packs** (booster drafts): ``hands[seat]`` is the pack a seat holds, ``unopened[seat]`` its packs still
  closed; every seat takes its picks from the pack it holds, at once, into ``pending`` (sealed when the
  draft is secret); when every seat has taken its picks they join the picks and the packs pass on.

Nothing here decides who a seat is: the event asks :meth:`acting`, :meth:`options` and :meth:`why_not`,
and carries a pick out with :meth:`pick`, handing in its RNG and a way to tell what happened (``emit``).
"""
from __future__ import annotations

from typing import Any, Callable, Protocol

from game.engine.rng import Rng
from game.engine.text import Msg

from .spec import LETTERS, DraftSpec

Emit = Callable[..., None]


class DraftHooks(Protocol):
    """A game's draft-time abilities (a format's ``draft.hooks``): called after every pick is made
    (taken into the picks, the seats' packs not yet passed). May turn a card face up (``d.face_up``),
    note what later effects read (``d.notes[card]``, seen by everyone), and tell it with ``emit``.
    With hooks, the picks of a pack draft's seats are taken one seat after another in an order drawn from
    the draft's RNG, so that draft-time actions done at once happen in random order. Optional: ``order_rule``
    (the game's rule for that order: nobody is active, nobody has priority) and ``done(d, spec, emit)``, told
    when the draft is over."""

    def picked(self, d: "Draft", spec: DraftSpec, seat: int, card: int, emit: Emit) -> None: ...


class Draft:
    __slots__ = ("cards", "seats", "pile", "open", "queue", "hands", "unopened", "picks", "pending", "face_up",
                 "notes", "round", "passes", "over")

    def __init__(self, cards: list[str], seats: int) -> None:
        self.cards = cards
        self.seats = seats
        self.pile: list[int] = []
        self.open: list[int] = []
        self.queue: list[int] = []
        self.hands: list[list[int]] = [[] for _ in range(seats)]
        self.unopened: list[list[list[int]]] = [[] for _ in range(seats)]
        self.picks: list[list[int]] = [[] for _ in range(seats)]
        self.pending: list[list[int]] = [[] for _ in range(seats)]
        self.face_up: list[int] = []          # picks everyone sees although the draft is secret
        self.notes: dict[int, str] = {}       # what a draft-time ability noted of a card (public)
        self.round = 0                        # rounds begun: cards revealed, or packs opened
        self.passes = 0                       # packs passed within the round
        self.over = False

    # ----- starting ---------------------------------------------------------------------------------
    @staticmethod
    def start(spec: DraftSpec, seats: int, pool: list[str], rng: Rng, emit: Emit,
              packs: list[list[list[str]]] | None = None) -> "Draft":
        """A draft of ``pool`` (shuffled here, then cut to ``pool_size``), or of ``packs`` made by the game
        (``packs[seat][round]``, from its sheet)."""
        if packs is None:
            deal = list(pool)
            rng.shuffle(deal)
            if spec.pool_size:
                deal = deal[:spec.pool_size]
        else:
            deal = [c for seat_packs in packs for pack in seat_packs for c in pack]
        d = Draft(deal, seats)
        numbers = list(range(len(deal)))
        if spec.style == "open":
            d.pile = numbers
        else:
            size = spec.pack_size
            at = 0
            for seat in range(seats):
                for r in range(spec.rounds):
                    n = len(packs[seat][r]) if packs is not None else size
                    d.unopened[seat].append(numbers[at:at + n])
                    at += n
        emit("draft_started", style=spec.style, pool=len(deal), seats=seats, rule=spec.rule)
        d._advance(spec, rng, emit)
        return d

    # ----- questions ----------------------------------------------------------------------------------
    def acting(self, spec: DraftSpec) -> list[int]:
        """The seats that pick now."""
        if self.over:
            return []
        if spec.style == "open":
            return self.queue[:1]
        return [s for s in range(self.seats) if self.hands[s] and len(self.pending[s]) < self.need(spec, s)]

    def need(self, spec: DraftSpec, seat: int) -> int:
        """Cards ``seat`` takes in this pick (packs: fewer when its pack holds fewer)."""
        if spec.style == "open":
            return 1
        return min(spec.picks, len(self.hands[seat]))

    def options(self, spec: DraftSpec, seat: int) -> list[int]:
        if seat not in self.acting(spec):
            return []
        if spec.style == "open":
            return list(self.open)
        return [c for c in self.hands[seat] if c not in self.pending[seat]]

    def why_not(self, spec: DraftSpec, seat: int, card: Any) -> Msg:
        """Why ``seat`` may not take ``card`` now (asked only of a pick that is refused)."""
        if self.over:
            return Msg("The draft is over.", "드래프트가 끝났습니다.")
        if seat not in self.acting(spec):
            if spec.style == "open" and self.queue:
                who = LETTERS[self.queue[0]]
                return Msg(f"It is not your pick: the draft order says player {who} picks now.",
                           f"지금은 당신이 고를 차례가 아닙니다. 드래프트 순서에 따라 플레이어 {who}가 고릅니다.")
            if spec.style == "packs" and self.pending[seat]:
                return Msg("You have taken your pick from this pack; the others are still picking.",
                           "이 팩에서는 이미 골랐습니다. 다른 플레이어가 아직 고르고 있습니다.")
            return Msg("You have nothing to pick now.", "지금은 고를 카드가 없습니다.")
        if spec.style == "open":
            return Msg("That card is not among the revealed cards.", "그 카드는 공개된 카드가 아닙니다.")
        if card in self.pending[seat]:
            return Msg("You have already taken that card.", "그 카드는 이미 가져갔습니다.")
        return Msg("That card is not in the pack you hold.", "그 카드는 들고 있는 팩에 없습니다.")

    def sealed(self, spec: DraftSpec) -> bool:
        """Are picks made in secret waiting for the others (nothing of them may reach a file yet)?"""
        return spec.style == "packs" and spec.secret and any(self.pending)

    def sees(self, spec: DraftSpec, viewer: int | None, seat: int, card: int) -> bool:
        """Whether ``viewer`` sees which card ``seat`` drafted as ``card``."""
        return not spec.secret or viewer == seat or card in self.face_up

    # ----- picking ----------------------------------------------------------------------------------
    def pick(self, spec: DraftSpec, seat: int, card: int, rng: Rng, emit: Emit,
             hooks: DraftHooks | None = None) -> None:
        """``seat`` takes ``card`` (already known to be one of its options)."""
        if spec.style == "open":
            self.queue.pop(0)
            self._take(spec, seat, card, "choice", emit, hooks)
        else:
            self.pending[seat].append(card)
            secret = (seat,) if spec.secret else None
            emit("draft_pending", secret, public=("player", "rule"), player=seat, card=card, def_id=self.cards[card],
                 rule=spec.rule)
            if all(len(self.pending[s]) >= self.need(spec, s) for s in range(self.seats) if self.hands[s]):
                self._reveal_pass(spec, emit, hooks, rng)
        self._advance(spec, rng, emit, hooks)

    def _take(self, spec: DraftSpec, seat: int, card: int, by: str, emit: Emit, hooks: DraftHooks | None) -> None:
        if card in self.open:
            self.open.remove(card)
        self.picks[seat].append(card)
        secret = None if not spec.secret or card in self.face_up else (seat,)
        emit("draft_picked", secret, public=("player", "by", "rule"), player=seat, card=card, def_id=self.cards[card],
             by=by, rule=spec.rule)
        if hooks is not None:
            hooks.picked(self, spec, seat, card, emit)

    def _reveal_pass(self, spec: DraftSpec, emit: Emit, hooks: DraftHooks | None, rng: Rng) -> None:
        """Every seat has taken its picks: they join the picks (with draft-time abilities, seat by seat in a
        random order), and the packs pass on."""
        order = list(range(self.seats))
        if hooks is not None:
            rng.shuffle(order)
            emit("draft_order", order=list(order), rule=getattr(hooks, "order_rule", spec.rule))
        for seat in order:
            for card in self.pending[seat]:
                self.hands[seat].remove(card)
                self._take(spec, seat, card, "choice", emit, hooks)
            self.pending[seat] = []
        step = 1 if spec.direction(self.round - 1) == "left" else -1
        self.hands = [self.hands[(seat - step) % self.seats] for seat in range(self.seats)]
        self.passes += 1
        emit("draft_passed", round=self.round, direction=spec.direction(self.round - 1), rule=spec.rule)

    def _advance(self, spec: DraftSpec, rng: Rng, emit: Emit, hooks: DraftHooks | None = None) -> None:
        """Turn up the next round's cards, hand out the last card and the leftovers, open the next packs,
        until a seat must pick or the draft is over."""
        if spec.style == "packs":
            while not any(self.hands) and not self.over:
                if self.round >= spec.rounds or not any(self.unopened):
                    self.over = True
                    done = getattr(hooks, "done", None)
                    if done is not None:
                        done(self, spec, emit)
                    emit("draft_done", rule=spec.rule)
                    return
                for seat in range(self.seats):
                    self.hands[seat] = self.unopened[seat].pop(0) if self.unopened[seat] else []
                self.round += 1
                self.passes = 0
                emit("draft_opened", round=self.round, sizes=[len(h) for h in self.hands],
                     direction=spec.direction(self.round - 1), rule=spec.rule)
            return
        while not self.over:
            if self.queue:
                if spec.last_card_auto and len(self.open) == 1 and len(self.queue) == 1:
                    self._take(spec, self.queue.pop(0), self.open[0], "rule", emit, hooks)
                    continue
                return
            if self.open:
                if spec.leftover:
                    for card in list(self.open):
                        self._take(spec, LETTERS.index(spec.leftover), card, "rule", emit, hooks)
                else:
                    emit("draft_discarded", cards=list(self.open), rule=spec.rule)
                    self.open = []
            if all(len(self.picks[p]) >= spec.until for p in spec.pickers()) or not self.pile:
                self.over = True
                emit("draft_done", rule=spec.rule)
                return
            self.open = self.pile[:spec.reveal]
            del self.pile[:spec.reveal]
            self.queue = spec.order(self.round)
            self.round += 1
            emit("draft_revealed", round=self.round, cards=list(self.open),
                 def_ids=[self.cards[c] for c in self.open], order=list(self.queue), rule=spec.rule)

    # ----- copies, hashes, views ----------------------------------------------------------------------
    def copy(self) -> "Draft":
        new = Draft.__new__(Draft)
        new.cards = self.cards                     # never changed once dealt: shared
        new.seats = self.seats
        new.pile, new.open, new.queue = list(self.pile), list(self.open), list(self.queue)
        new.hands = [list(h) for h in self.hands]
        new.unopened = [[list(p) for p in packs] for packs in self.unopened]
        new.picks = [list(p) for p in self.picks]
        new.pending = [list(p) for p in self.pending]
        new.face_up = list(self.face_up)
        new.notes = dict(self.notes)
        new.round, new.passes, new.over = self.round, self.passes, self.over
        return new

    def to_dict(self) -> dict[str, Any]:
        return {"cards": self.cards, "pile": self.pile, "open": self.open, "queue": self.queue, "hands": self.hands,
                "unopened": self.unopened, "picks": self.picks, "pending": self.pending, "face_up": self.face_up,
                "notes": {str(k): v for k, v in sorted(self.notes.items())}, "round": self.round,
                "passes": self.passes, "over": self.over}

    def view(self, spec: DraftSpec, viewer: int | None) -> dict[str, Any]:
        """What ``viewer`` may see: the revealed cards, its own pack and picks, the others' picks where
        they are face up; of everything else only counts."""
        def shown(cards: list[int]) -> list[list[Any]]:
            return [[c, self.cards[c]] for c in cards]
        picks: list[Any] = []
        for seat in range(self.seats):
            seen = [c for c in self.picks[seat] if self.sees(spec, viewer, seat, c)]
            picks.append({"count": len(self.picks[seat]), "cards": shown(seen)})
        mine = viewer is not None and 0 <= viewer < self.seats
        me = viewer if viewer is not None and mine else 0
        return {"style": spec.style, "rule": spec.rule, "round": self.round, "passes": self.passes, "over": self.over,
                "pile": len(self.pile), "open": shown(self.open), "order": list(self.queue),
                "direction": spec.direction(max(0, self.round - 1)), "picks_each": spec.picks,
                "picks": picks, "hand": shown(self.hands[me]) if mine else [],
                "hands": [len(h) for h in self.hands],
                "unopened": [len(p) for p in self.unopened],
                "pending": shown(self.pending[me]) if mine else [],
                "waiting": self.acting(spec),
                "notes": {str(k): v for k, v in sorted(self.notes.items())},
                # a noted card was revealed as it was drafted: everyone sees who noted what of which card
                "noted": [[seat, c, self.cards[c], self.notes[c]] for seat in range(self.seats)
                          for c in self.picks[seat] if c in self.notes],
                "face_up": sorted(self.face_up)}          # public: everyone sees these picks
