"""The mutation phase as a stage of the mutation league (L1119-1135): before every round each player
spends 2.5 points on pastes from their own laboratory onto their deck's creatures, then ends the phase;
points not spent are lost. No pygame.

Every paste is an action through the event's door (:class:`Paste`, refused with the limit's rule from
``mutation.check``), ending the phase is :class:`EndMutation`. A player's books (deck, lab, pastes) are
the event's own data; what a player pastes in a phase is seen by that player alone until every player
has ended the phase (then the decks meet at the table). Players mutate at the same time, each on their
own, and the programs first (their order does not matter: no one sees another's pastes).
"""
from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, ClassVar

from game.engine.actions import Action
from game.engine.errors import IllegalActionError
from game.engine.text import Msg

from .cards import load_card_db
from .draft_value import ability_worth, card_worth
from .mutation import BARE, Book, Phase, element_paste, mutated_def
from .mutation_costs import load_costs, points

if TYPE_CHECKING:
    from game.formats.event import EventState

RULE = "CD-9.3"
WIDTH = 5         # pastes a program weighs at once, the best-looking first


@dataclasses.dataclass(frozen=True, slots=True)
class Paste(Action):
    """Paste the lab ``element`` onto deck ``card`` over the abilities ``covers`` ("+"-joined; "" none)."""

    verb: ClassVar[str] = "paste"
    card: str
    element: str
    covers: str

    def covered(self) -> tuple[str, ...]:
        return tuple(c for c in self.covers.split("+") if c)


@dataclasses.dataclass(frozen=True, slots=True)
class EndMutation(Action):
    """The player's mutation phase is over (points left are lost, L1133-1135)."""

    verb: ClassVar[str] = "end_mutation"


def books(ev: "EventState") -> list[Book]:
    return [Book.from_json(b) for b in ev.own["books"]]


def phase_of(ev: "EventState", seat: int) -> Phase:
    db, costs = load_card_db(), load_costs()
    ph = Phase(db, costs, Book.from_json(ev.own["books"][seat]), fill_empty=ev.settings.get("fill_empty") == "on")
    ph.left = int(ev.own["phase"]["left"][seat])
    return ph


def paste_gain(ph: Phase, card: str, element: str, covers: tuple[str, ...]) -> int:
    """What a paste adds to the card, in halves of a point of worth (the draft's weights)."""
    db, costs = ph.db, ph.costs
    face = ph.book.face(db, card)
    lost = sum(ability_worth(costs, s.name, s.pair) for s in face.slots if s.name in covers and not s.pasted)
    if element == BARE:
        return -lost
    field, value = element_paste(db, element)
    if field == "attack":
        return 3 * (int(value) - face.attack)
    if field == "hp":
        return 2 * (int(value) - face.hp)
    if field == "cost":
        return 2 * (face.cost - int(value))
    name, _, pair = str(value).partition(":")
    return ability_worth(costs, name, pair) - lost


class MutationStage:
    rule = RULE
    name = Msg("the mutation phase", "변이 페이즈")

    def begin(self, ev: "EventState", rnd: int) -> None:
        budget = load_costs().budget
        n = ev.num_players
        ev.own["phase"] = {"round": rnd + 1, "left": [budget] * n, "done": [s in ev.rules_seats for s in range(n)],
                           "pasted": [0] * n}

    def waiting(self, ev: "EventState") -> list[int]:
        done = ev.own["phase"]["done"]
        return [s for s in range(ev.num_players) if not done[s]]

    def finished(self, ev: "EventState") -> bool:
        return not self.waiting(ev)

    def legal(self, ev: "EventState") -> list[Action]:
        out: list[Action] = []
        for seat in self.waiting(ev):
            out.extend(Paste(seat, c, e, "+".join(cov)) for c, e, cov, _ in phase_of(ev, seat).options())
            out.append(EndMutation(seat))
        return out

    def why_not(self, ev: "EventState", action: Action) -> IllegalActionError | None:
        if action.player not in self.waiting(ev):
            return IllegalActionError(RULE, "Your mutation phase is over for this round.",
                                      "이번 라운드의 변이 페이즈를 이미 마쳤습니다.", action)
        if isinstance(action, EndMutation):
            return None
        if not isinstance(action, Paste):
            return IllegalActionError(RULE, "Now every player mutates their deck: paste elements or end the phase.",
                                      "지금은 모두 덱을 변이합니다. 요소를 붙이거나 페이즈를 마치세요.", action)
        try:
            phase_of(ev, action.player).cost(action.card, action.element, action.covered())
        except IllegalActionError as exc:
            return IllegalActionError(exc.rule, exc.en, exc.ko, action)
        return None

    def refusal(self, ev: "EventState", action: Action) -> IllegalActionError:
        return self.why_not(ev, action) or IllegalActionError(RULE, "Not now.", "지금은 안 됩니다.", action)

    def perform(self, ev: "EventState", action: Action) -> None:
        seat = action.player
        data = ev.own["phase"]
        if isinstance(action, EndMutation):
            data["done"][seat] = True
            ev.emit("mutation_ended", player=seat, left=data["left"][seat], rule="CD-9.3.2")
            return
        assert isinstance(action, Paste)
        ph = phase_of(ev, seat)
        spent_before = ph.left
        ph.paste(action.card, action.element, action.covered())
        ev.own["books"][seat] = ph.book.to_json()
        data["left"][seat] = ph.left
        data["pasted"][seat] += 1
        ev.emit("mutation_pasted", (seat,), public=("player", "rule"), player=seat, card=action.card,
                element=action.element, covers=action.covers, spent=spent_before - ph.left, left=ph.left, rule="CD-9.4")

    def view(self, ev: "EventState", viewer: int | None) -> dict[str, Any]:
        data = ev.own["phase"]
        out: dict[str, Any] = {"round": data["round"], "done": list(data["done"]), "waiting": self.waiting(ev)}
        if viewer is not None and 0 <= viewer < ev.num_players:
            out["book"] = ev.own["books"][viewer]
            out["left"] = data["left"][viewer]
            out["left_points"] = points(data["left"][viewer])
        return out

    def worth(self, ev: "EventState", seat: int) -> float:
        db = load_card_db()
        book = Book.from_json(ev.own["books"][seat])
        return float(sum(card_worth(mutated_def(db, c, book.pastes.get(c, []))) for c in book.deck))

    def sensible(self, ev: "EventState", seat: int) -> list[Action]:
        """The few pastes that gain most (gaining something), then ending the phase."""
        if seat not in self.waiting(ev):
            return []
        ph = phase_of(ev, seat)
        scored = [(paste_gain(ph, c, e, cov), -spent, c, e, cov) for c, e, cov, spent in ph.options()]
        best = sorted((t for t in scored if t[0] > 0), reverse=True)[:WIDTH]
        return [Paste(seat, c, e, "+".join(cov)) for _, _, c, e, cov in best] + [EndMutation(seat)]

    def turn(self, ev: "EventState") -> int:
        data = ev.own["phase"]
        return sum(1 for d in data["done"] if d) * 100 + sum(data["pasted"])


STAGE = MutationStage()
