"""Every draft's pick order, in one place, and the four-seat drafts (L963-993, L1009-1043) as a small
draft state for measuring programs' picks outside a game; no pygame.

The game itself drafts inside its state (``draft.py``), asking :func:`order`, :func:`reveal_count` and
:func:`split` below; :class:`DraftState` asks the same functions, so both follow one set of orders.
Seats are A, B, C, D = 0, 1, 2, 3. Both four-seat drafts reveal 8 cards a round from a shuffled pile;
every hand is open during a draft (L226-228). A pick that is not allowed is refused with its rule and a
sentence in English and Korean, and changes nothing. A program picks the revealed card
``draft_value.rank`` puts first, here and in the game.

- **The 2-player draft** (CD-2.2.1): 4 revealed, A B B A, then B A A B, swapping every round.
- **The solo draft** (CD-7.3): 4 revealed, the person keeps 1, the other 3 go to the AI.
- **The 4-player draft** (CD-8.6): 32 cards, four rounds; the pick orders are the rulebook's
  A B C D D C B A, then B C D A A D C B, C D A B B A D C, D A B C C B A D. Each seat ends with 8.
- **The co-op draft** (CD-8.8.1): 64 cards, eight rounds; the two people (A and C) keep one card each, the
  first picker swapping every round (A first in the first round), and the 6 left go to the AIs. The AIs'
  48 are shuffled and split into two decks of 24, seat B's and seat D's.

:func:`seat_decks` turns a finished draft into what a four-seat setup takes: one list of card ids per seat.
"""
from __future__ import annotations

import dataclasses
from typing import Any

from game.engine.errors import IllegalActionError
from game.engine.rng import Rng

from .cards import CardDb
from .draft_value import rank

REVEAL = 8
REVEALS = {"duel": 4, "solo": 4, "four": REVEAL, "coop": REVEAL}
RULES = {"duel": "CD-2.2.1", "solo": "CD-7.3", "four": "CD-8.6", "coop": "CD-8.8.1"}
ORDERS = ("ABCDDCBA", "BCDAADCB", "CDABBADC", "DABCCBAD")    # L971-989
FOUR_POOL = 32
COOP_POOL = 64
FOUR_ROUNDS = len(ORDERS)
COOP_HUMANS = (0, 2)
COOP_AIS = (1, 3)
DECK = 8
AI_DECK = 24


@dataclasses.dataclass
class DraftState:
    """A four-seat draft: ``pile`` face down, ``open`` the revealed cards, ``queue`` the seats still to pick
    from them this round, ``picks[seat]`` what each seat took (the AIs' common pile at index 1 in co-op
    until it is split)."""
    kind: str                      # "four" or "coop"
    pile: list[str]
    rng: Rng
    open: list[str] = dataclasses.field(default_factory=list)
    queue: list[int] = dataclasses.field(default_factory=list)
    picks: list[list[str]] = dataclasses.field(default_factory=lambda: [[] for _ in range(4)])
    round: int = 0
    events: list[dict[str, Any]] = dataclasses.field(default_factory=list)

    @property
    def rule(self) -> str:
        return RULES[self.kind]

    def done(self) -> bool:
        return not self.queue and not self.open and (not self.pile or self.round >= self.rounds())

    def rounds(self) -> int:
        return len(ORDERS) if self.kind == "four" else DECK

    def to_pick(self) -> int | None:
        """The seat that picks now, or None when the draft is over."""
        return self.queue[0] if self.queue else None

    def options(self, seat: int) -> list[str]:
        return list(self.open) if self.to_pick() == seat else []

    def pick(self, seat: int, card: str) -> None:
        if self.to_pick() != seat:
            raise IllegalActionError(self.rule, "It is not your pick: the draft order says who picks next.",
                                     "지금은 당신이 고를 차례가 아닙니다. 드래프트 순서를 따르세요.")
        if card not in self.open:
            raise IllegalActionError(self.rule, f"{card} is not among the revealed cards.",
                                     f"{card}은(는) 공개된 카드가 아닙니다.")
        self.open.remove(card)
        self.queue.pop(0)
        self.picks[seat].append(card)
        self.events.append({"type": "draft_picked", "player": seat, "card": card, "rule": self.rule})
        self._advance()

    def _advance(self) -> None:
        if self.kind == "coop" and not self.queue and self.open:     # the 6 left go to the AIs (L1021-1023)
            self.picks[COOP_AIS[0]].extend(self.open)
            self.events.append({"type": "draft_to_ai", "cards": list(self.open), "rule": self.rule})
            self.open = []
        if self.queue or self.round >= self.rounds():
            if not self.queue and self.kind == "coop" and self.round >= self.rounds() and not self.picks[COOP_AIS[1]]:
                self._split_ai()
            return
        self.open = self.pile[:REVEAL]
        del self.pile[:REVEAL]
        self.queue = order(self.kind, self.round)
        self.round += 1
        self.events.append({"type": "draft_revealed", "round": self.round, "cards": list(self.open),
                            "order": list(self.queue), "rule": self.rule})

    def _split_ai(self) -> None:
        """The AIs' 48, shuffled and split into two decks of 24 (L1031-1037)."""
        common = self.picks[COOP_AIS[0]]
        self.picks[COOP_AIS[0]], self.picks[COOP_AIS[1]] = split(common, self.rng)
        self.events.append({"type": "ai_decks_split", "sizes": [AI_DECK, len(common) - AI_DECK], "rule": self.rule})


def order(kind: str, rnd: int) -> list[int]:
    """The seats that pick from round ``rnd``'s revealed cards (from 0), in order. A seat named twice
    takes two (the four-player draft's D D in the first round, L979); a solo or co-op round's cards
    left after the people go to the AI (L640-642, L1021-1023)."""
    if kind == "four":
        return ["ABCD".index(ch) for ch in ORDERS[rnd % FOUR_ROUNDS]]
    if kind == "coop":
        first = COOP_HUMANS[rnd % 2]                                  # the order swaps every round (L1029)
        return [first, COOP_HUMANS[1] if first == COOP_HUMANS[0] else COOP_HUMANS[0]]
    if kind == "solo":
        return [0]
    a = rnd % 2                    # a duel: A (seat 0) first in even rounds, swapping each round (L242-248)
    return [a, 1 - a, 1 - a, a]


def reveal_count(kind: str) -> int:
    return REVEALS[kind]


def kind_for(mode: str) -> str:
    """Which draft a mode plays: the duel's, solo's, the 4-player draft (free-for-all and 2v2) or co-op's."""
    return {"solo": "solo", "coop": "coop", "ffa": "four", "2v2": "four"}.get(mode, "duel")


def split(common: list[Any], rng: Rng) -> tuple[list[Any], list[Any]]:
    """The AIs' common pile shuffled and halved (L1031-1037): seat B's deck, then seat D's."""
    cards = list(common)
    rng.shuffle(cards)
    return cards[:AI_DECK], cards[AI_DECK:]


def _start(kind: str, pool: list[str], seed: int, size: int) -> DraftState:
    if len(set(pool)) != len(pool):
        raise IllegalActionError("CD-8.9", "A draft pile never holds the same card twice.",
                                 "드래프트 카드 더미에는 같은 카드가 두 장 들어갈 수 없습니다.")
    if len(pool) < size:
        raise IllegalActionError(RULES[kind], f"This draft needs {size} cards, not {len(pool)}.",
                                 f"이 드래프트에는 카드 {size}장이 필요합니다. {len(pool)}장이 아닙니다.")
    rng = Rng(seed)
    pile = list(pool)
    rng.shuffle(pile)
    s = DraftState(kind, pile[:size], rng)
    s._advance()
    return s


def four_player(pool: list[str], seed: int) -> DraftState:
    """The 4-player draft of 32 cards (L963-993); a larger pool is cut to 32 after shuffling."""
    return _start("four", pool, seed, FOUR_POOL)


def coop(pool: list[str], seed: int) -> DraftState:
    """The co-op draft of 64 cards (L1009-1043)."""
    return _start("coop", pool, seed, COOP_POOL)


def seat_decks(d: DraftState) -> list[list[str]]:
    """A finished draft as the four-seat setup takes it: the cards of seats A, B, C, D (co-op: the AIs' 24)."""
    if not d.done():
        raise ValueError("the draft is not finished")
    return [list(p) for p in d.picks]


def program_pick(db: CardDb, d: DraftState, level: str, rng: Rng) -> str:
    """A program's pick: the revealed card worth most to it (``random``: any)."""
    if level == "random":
        return d.open[rng.below(len(d.open))]
    return rank(db, d.open)[0]


def run(db: CardDb, d: DraftState, levels: list[str], seed: int) -> DraftState:
    """Every pick made by the seats' programs (``levels[seat]``) until the draft is over."""
    rng = Rng(seed ^ 0xD4AF)
    while (seat := d.to_pick()) is not None:
        d.pick(seat, program_pick(db, d, levels[seat], rng))
    return d
