"""The mutation league with people in it, before its games: the draft in which a person picks on a screen
and a program picks on its own, then everyone's split into 8 deck and 8 lab cards; no pygame.

Everything a program does uses the league's seeded draws in the same order as a league between programs
(``league.new_league``): a person's choices change what is drawn only through the cards they leave. The
draft itself is not saved (a league is saved from its decks on, after the split): quitting during the
draft starts a new league.
"""
from __future__ import annotations

import dataclasses

from game.engine.errors import IllegalActionError
from game.engine.rng import Rng

from .cards import CardDb, load_card_db
from .league import DECK, PERSON, PLAYERS, League, MutationDraft, program_deck, program_pick
from .mutation import Book


def people(seats: list[str]) -> tuple[int, ...]:
    return tuple(p for p, s in enumerate(seats) if s == PERSON)


@dataclasses.dataclass
class LeagueStart:
    """The draft and the split of a league whose ``seats`` are people (PERSON) or program levels."""
    seats: list[str]
    seed: int
    draft: MutationDraft
    rng: Rng
    fill_empty: bool = False
    chosen: dict[int, str] = dataclasses.field(default_factory=dict)     # this pass's picks made by people
    decks: dict[int, list[str]] = dataclasses.field(default_factory=dict)  # people's chosen decks

    @staticmethod
    def deal(seats: list[str], seed: int, *, db: CardDb | None = None, fill_empty: bool = False) -> "LeagueStart":
        if len(seats) != PLAYERS:
            raise ValueError(f"the mutation format is played by four (L1077), not {len(seats)}")
        rng = Rng(seed ^ 0x4D55)           # the seed's draws as in a league between programs
        return LeagueStart(list(seats), seed, MutationDraft.deal(db or load_card_db(), rng), rng, fill_empty)

    def waiting(self) -> list[int]:
        """The people who still pick in this pass (none once the draft is done)."""
        if self.draft.done():
            return []
        return [p for p in people(self.seats) if p not in self.chosen]

    def pick(self, seat: int, card: str, db: CardDb | None = None) -> None:
        """A person's pick of this pass; the last person's pick lets the programs pick and passes left."""
        if seat not in self.waiting() or card not in self.draft.hands[seat]:
            raise IllegalActionError("CD-9.2", f"{card} is not among the cards you hold.",
                                     f"{card}은(는) 들고 있는 카드가 아닙니다.")
        self.chosen[seat] = card
        if not self.waiting():
            db = db or load_card_db()
            choices = [self.chosen[p] if self.seats[p] == PERSON else
                       program_pick(db, self.draft.hands[p], self.seats[p], self.rng) for p in range(PLAYERS)]
            self.chosen = {}
            self.draft.pick(choices)

    def splitting(self) -> list[int]:
        """The people who still choose their deck (after the draft)."""
        if not self.draft.done():
            return []
        return [p for p in people(self.seats) if p not in self.decks]

    def choose_deck(self, seat: int, deck: list[str]) -> None:
        """A person keeps these 8 of their 16 picks as the deck; the other 8 are the lab (L1103-1117)."""
        picks = self.draft.picks[seat]
        if len(deck) != DECK or len(set(deck)) != DECK or any(c not in picks for c in deck):
            raise IllegalActionError("CD-9.2", f"Keep exactly {DECK} of the cards you drafted as the deck; the other "
                                     f"{DECK} are the laboratory.",
                                     f"뽑은 카드 중 정확히 {DECK}장을 덱으로 두고, 나머지 {DECK}장은 실험실입니다.")
        self.decks[seat] = list(deck)

    def league(self, db: CardDb | None = None) -> League:
        """The league once everyone has split: the programs choose their decks now, in seat order."""
        if not self.draft.done() or self.splitting():
            raise ValueError("the draft and the split are not finished")
        db = db or load_card_db()
        books = []
        for p in range(PLAYERS):
            picks = self.draft.picks[p]
            deck = self.decks[p] if self.seats[p] == PERSON else program_deck(db, picks, self.seats[p], self.rng)
            books.append(Book(list(deck), [c for c in picks if c not in deck]))
        citadels = [c.id for c in db.of_type("citadel")][:PLAYERS]
        return League(self.seed, list(self.seats), books, citadels, fill_empty=self.fill_empty)
