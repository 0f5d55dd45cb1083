"""The hooks a Magic variant declares, proved by a small supplement of the test's own (the Bell Fair): its
zones are made with the game and hidden as it says, its special action is offered to the player holding
priority, done through the one door, refused with its rule in both languages and named in the log's words,
its turn-based action happens as its step begins, its part of the state copies and hashes, and the table
draws its piece beside the others. What Planechase and Archenemy will need, before they come."""
from __future__ import annotations

import dataclasses
from typing import Any, ClassVar

import pytest

from game.engine.actions import Action
from game.engine.errors import IllegalActionError
from game.engine.text import Msg
from game.rulesets.magic import door
from game.rulesets.magic.hooks import Piece, Variant
from game.rulesets.magic.setup import new_state
from game.rulesets.magic.state import MagicState, Step
from game.rulesets.magic.text import describe_action


@dataclasses.dataclass(frozen=True, slots=True)
class RingBell(Action):
    """The fair's special action: ring the bell, once each turn, for 1 life."""
    verb: ClassVar[str] = "ring"


class BellPart:
    def __init__(self, rung: list[int], upkeeps: int = 0) -> None:
        self.rung, self.upkeeps = rung, upkeeps

    def copy(self) -> "BellPart":
        return BellPart(list(self.rung), self.upkeeps)

    def to_json(self) -> Any:
        return {"bells": {"rung": self.rung, "upkeeps": self.upkeeps}}

    def moved(self, s: MagicState, iid: int, from_zone: str, to_zone: str) -> None:
        pass


class BellFair(Variant):
    id = "bell_fair"
    part_name = "bells"

    def new_part(self, s: MagicState) -> BellPart:
        return BellPart([-1] * s.num_players)

    def zones(self) -> tuple[tuple[str, str], ...]:
        return (("bell_deck", "hidden"), ("prizes", "owner"))

    def shared_zones(self) -> tuple[tuple[str, str], ...]:
        return (("fairground", "public"),)

    def special_actions(self, s: MagicState, p: int) -> list[Action]:
        return [RingBell(p)] if s.parts["bells"].rung[p] != s.turn else []

    def perform_special(self, s: MagicState, action: Action) -> bool:
        if not isinstance(action, RingBell):
            return False
        s.parts["bells"].rung[action.player] = s.turn
        s.life[action.player] += 1
        s.emit("bell_rung", player=action.player, rule="TEST-1")
        return True

    def special_refusal(self, s: MagicState, action: Action) -> tuple[str, str, str] | None:
        if isinstance(action, RingBell):
            return ("TEST-1", "The bell rings once each turn.", "종은 턴마다 한 번 울립니다.")
        return None

    def describe(self, s: MagicState, action: Action, lang: str) -> str | None:
        return ("종 울리기" if lang == "ko" else "Ring the bell") if isinstance(action, RingBell) else None

    def turn_based(self, s: MagicState, step: str) -> None:
        if step == Step.UPKEEP.value:
            s.parts["bells"].upkeeps += 1

    def table_piece(self, s: MagicState) -> Piece:
        part = s.parts["bells"]
        return Piece(Msg("Bells rung", "울린 종"), (Msg("This turn", "이번 턴"),),
                     tuple(((f"P{p + 1}", "gold"), ("yes" if part.rung[p] == s.turn else "·", "ink"))
                           for p in range(s.num_players)))


@pytest.fixture
def fair(monkeypatch) -> MagicState:
    real = door.variants_for
    monkeypatch.setattr(door, "variants_for", lambda chosen: real(chosen) + (BellFair(),))
    s = new_state(3, {"players": 2})
    while s.step is Step.MULLIGAN:               # keep both hands
        s.apply(next(a for a in s.legal_actions() if getattr(a, "option", None) in ("keep", "done")
                     or not hasattr(a, "option")))
    return s


def test_a_variants_zones_are_made_with_the_game_and_seen_as_it_says(fair: MagicState) -> None:
    assert {"p0.bell_deck", "p1.bell_deck", "p0.prizes", "p1.prizes", "fairground"} <= set(fair.zones)
    assert not fair.zones["p0.bell_deck"].visible_to(0)          # hidden from everyone
    assert fair.zones["p0.prizes"].visible_to(0) and not fair.zones["p0.prizes"].visible_to(1)
    assert fair.zones["fairground"].visible_to(1)


def test_116_a_special_action_is_offered_done_refused_and_named_through_the_door(fair: MagicState) -> None:
    p = fair.priority
    assert p >= 0 and RingBell(p) in fair.legal_actions()
    life = fair.life[p]
    events = fair.apply(RingBell(p))
    assert fair.life[p] == life + 1 and "bell_rung" in [e.kind for e in events]
    assert RingBell(p) not in fair.legal_actions()
    with pytest.raises(IllegalActionError) as err:
        fair.apply(RingBell(p))
    assert err.value.rule == "TEST-1" and "once each turn" in err.value.en and "한 번" in err.value.ko
    assert describe_action(fair, RingBell(p), "en") == "Ring the bell"
    assert describe_action(fair, RingBell(p), "ko") == "종 울리기"


def test_703_4_a_variants_turn_based_action_comes_as_its_step_begins(fair: MagicState) -> None:
    seen = fair.parts["bells"].upkeeps
    turn = fair.turn
    for _ in range(200):
        if fair.turn > turn + 1:
            break
        fair.apply(next(a for a in fair.legal_actions() if type(a).__name__ in ("Pass", "Declared", "Choose")))
    assert fair.parts["bells"].upkeeps >= seen + 2        # one at each upkeep


def test_a_variants_part_copies_and_hashes_with_the_state(fair: MagicState) -> None:
    copy = fair.clone()
    before = fair.state_hash()
    copy.apply(RingBell(copy.priority))
    assert fair.parts["bells"].rung != copy.parts["bells"].rung and fair.state_hash() == before
    assert copy.state_hash() != before
