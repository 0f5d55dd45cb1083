""""Why that move?": what the programs at the table said of their moves, told to the seat that asks only as
far as that seat may know each move.

A move is made in secret from a seat when its player was deciding in secret (a decision with ``secret``:
Lanes' discards and cards put on the bottom of the deck, Elements Illusion's sealed main and build phases),
or when one of its events other than a card's move was told only to some seats (a look at the deck, an
exchange; a hidden card's move is the game's own bookkeeping, such as a draw, and says nothing of a choice).
Such a move is explained to another seat only once it is revealed: the secret decision it was made in is
over, and the stretch of secret play it belongs to has reached its reveal (the match's public log reaches it).
Even then the words name only what the asking seat may see: the program's move and reasons when every card
the move names is visible to that seat now, else only what that seat was told of the move (its log lines).
"""
from __future__ import annotations

import dataclasses
from typing import Any

from game.engine import events as ev
from game.engine.actions import Action
from game.engine.events import Event
from game.engine.textpart import TextRules

from ..i18n import STRINGS, t

STRINGS.update({
    "why.secret": ("Player {p} chose in secret: why is said once the choice is revealed.",
                   "플레이어 {p}의 선택은 비공개입니다. 이유는 선택이 공개된 뒤에 알려 드립니다."),
    "why.kept": ("Player {p} chose in secret, and the cards chosen stay hidden.",
                 "플레이어 {p}는 비공개로 골랐고, 고른 카드는 계속 보이지 않습니다."),
})


@dataclasses.dataclass
class Move:
    """A program's move as the table applied it."""
    seat: int
    at: int                              # its place in the match's log
    action: Action
    said: dict[str, str]                 # the program's explanation by language (empty: nothing to say)
    told_to: frozenset[int] | None       # the seats that knew the move as it was made (None: every seat)
    events: list[Event]
    deciding: tuple[Any, ...] | None     # the secret decision it was made in (kind, options), if any
    closed: bool = False                 # that decision is over since


def secret_decision(state: Any, seat: int) -> tuple[Any, ...] | None:
    """The secret decision ``seat`` is making now, as (kind, options): the same while picks are added to it."""
    d = next((d for d in state.decisions if d.player == seat and d.secret), None)
    return None if d is None else (d.kind, d.options)


def told_to(action: Action, deciding: tuple[Any, ...] | None, events: list[Event]) -> frozenset[int] | None:
    """The seats that knew ``action`` as it was made (None: every seat); ``deciding``: the secret decision its
    player was making."""
    if deciding is not None:
        return frozenset({action.player})
    seats: frozenset[int] | None = None
    for e in events:
        if e.visible_to is not None and e.kind != ev.CARD_MOVED:
            seats = (frozenset(e.visible_to) if seats is None else seats & frozenset(e.visible_to)) | {action.player}
    return seats


def named_cards(state: Any, action: Action) -> list[int]:
    """The card instances the action's fields name (its player aside). A number that is no card (a lane)
    may be taken for one; the move is then told only as the reader was told it, which is never too much."""
    out = []
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        for v in value if isinstance(value, (tuple, list)) else (value,):
            if f.name != "player" and isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(state.cards):
                out.append(v)
    return out


class Explanations:
    """The programs' moves of a table, and what each seat may be told of them."""

    def __init__(self) -> None:
        self.moves: list[Move] = []
        self._expected: tuple[Action, dict[str, str], tuple[Any, ...] | None] | None = None

    def expect(self, action: Action, said: dict[str, str], deciding: tuple[Any, ...] | None) -> None:
        """A program's move about to go through the door, with what it said of it; ``deciding``: the secret
        decision its seat is making (``secret_decision`` now)."""
        self._expected = (action, dict(said), deciding)

    def applied(self, at: int, action: Action, events: list[Event], state: Any) -> None:
        """After any action (the ``at``-th of the log): the program's move expected is kept, and a move whose
        secret decision is over is closed."""
        if self._expected is not None and self._expected[0] == action:
            _, said, deciding = self._expected
            self.moves.append(Move(action.player, at, action, said, told_to(action, deciding, events), list(events),
                                   deciding))
        self._expected = None
        for m in self.moves:
            if not m.closed and (m.deciding is None or secret_decision(state, m.seat) != m.deciding):
                m.closed = True

    def forget_after(self, n: int, state: Any) -> None:
        """The log was taken back to ``n`` actions: those after it were never made, and a decision being
        made again is not over."""
        self.moves = [m for m in self.moves if m.at < n]
        for m in self.moves:
            m.closed = m.closed and (m.deciding is None or secret_decision(state, m.seat) != m.deciding)

    def tell(self, viewer: int | None, lang: str, state: Any, public_len: int, text: TextRules) -> str:
        """The last program move with something to say, as ``viewer`` may be told it ("" if none)."""
        for m in reversed(self.moves):
            if not m.said.get(lang):
                continue   # a forced move: the last real reason stands
            if m.told_to is None or viewer in m.told_to:
                return m.said[lang]
            if not (m.closed and m.at < public_len):
                return t("why.secret", lang, p=m.seat + 1)
            if all(state.card_visible_to(c, viewer) for c in named_cards(state, m.action)):
                return m.said[lang]
            lines = [str(line) for line in text.describe_events(state, m.events, lang, viewer) if line]
            return " ".join(lines) if lines else t("why.kept", lang, p=m.seat + 1)
        return ""
