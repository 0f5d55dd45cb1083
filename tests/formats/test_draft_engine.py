"""The one draft engine on its own (game/formats/draft.py), for drafts no game of ours plays yet: eight
seats passing packs left, right, left with picks of two, packs made from a sheet of slots, secret picks
seen by their picker alone until everyone has picked, and draft-time abilities (hooks)."""
from __future__ import annotations

from typing import Any

import pytest

from game.engine.rng import Rng
from game.formats.draft import Draft
from game.formats.spec import DraftSpec, Slot

Events = list[tuple[str, dict[str, Any]]]


def booster(**more: Any) -> DraftSpec:
    base = dict(rule="T-1", style="packs", pool="cube", pack_size=15, rounds=3, passing=("left", "right"),
                picks=2, secret=True)
    return DraftSpec(**{**base, **more})


EMITS: dict[int, Any] = {}      # a draft's way to tell what happened, by the draft's id


def start(spec: DraftSpec, seats: int = 8, seed: int = 1, hooks: Any = None) -> tuple[Draft, Events, Rng]:
    log: Events = []

    def emit(kind: str, visible_to: Any = None, **data: Any) -> None:
        log.append((kind, {**data, "visible_to": visible_to}))
    rng = Rng(seed)
    pool = [f"C{i:03d}" for i in range(seats * spec.pack_size * spec.rounds)]
    d = Draft.start(spec, seats, pool, rng, emit)
    EMITS[id(d)] = emit
    return d, log, rng


def pick_round(d: Draft, spec: DraftSpec, rng: Rng, log: Events, hooks: Any = None) -> None:
    """Every seat takes its picks (the first cards of its pack), one card at a time."""
    emit = EMITS[id(d)]
    for seat in list(d.acting(spec)):          # the last seat's last card passes the packs on
        for _ in range(d.need(spec, seat) - len(d.pending[seat])):
            d.pick(spec, seat, d.options(spec, seat)[0], rng, emit, hooks)


def test_eight_seats_open_a_pack_each_and_take_two_cards_a_pick() -> None:
    spec = booster()
    d, log, rng = start(spec)
    assert d.round == 1 and [len(h) for h in d.hands] == [15] * 8 and [len(u) for u in d.unopened] == [2] * 8
    assert d.acting(spec) == list(range(8)) and d.need(spec, 0) == 2
    before = [list(h) for h in d.hands]
    pick_round(d, spec, rng, log)
    # round 1 passes left: seat i now holds what seat i-1 held, less that seat's two picks
    assert all(d.hands[s] == before[(s - 1) % 8][2:] for s in range(8))
    assert all(len(p) == 2 for p in d.picks)


def test_the_packs_pass_left_then_right_then_left_round_by_round() -> None:
    spec = booster(passing=("left", "right", "left"))
    d, log, rng = start(spec)
    directions = []
    while not d.over:
        if d.passes == 0:
            directions.append(spec.direction(d.round - 1))
        before = [list(h) for h in d.hands]
        rnd = d.round
        pick_round(d, spec, rng, log)
        if d.round == rnd and any(d.hands):
            step = 1 if spec.direction(rnd - 1) == "left" else -1
            assert all(d.hands[s] == before[(s - step) % 8][2:] for s in range(8))
    assert directions == ["left", "right", "left"]
    assert all(len(p) == 45 for p in d.picks) and sorted(c for p in d.picks for c in p) == list(range(360))
    assert [k for k, _ in log].count("draft_opened") == 3


def test_an_odd_pack_gives_its_last_card_alone() -> None:
    spec = booster(pack_size=5, rounds=1, passing=("left",))
    d, log, rng = start(spec, seats=2)
    pick_round(d, spec, rng, log)
    pick_round(d, spec, rng, log)
    assert [len(h) for h in d.hands] == [1, 1] and d.need(spec, 0) == 1
    pick_round(d, spec, rng, log)
    assert d.over and [len(p) for p in d.picks] == [5, 5]


def test_a_secret_pick_is_seen_by_its_picker_alone_until_everyone_has_picked() -> None:
    spec = booster()
    d, log, rng = start(spec)
    card = d.options(spec, 0)[0]
    d.pick(spec, 0, card, rng, EMITS[id(d)])
    assert d.sealed(spec)
    assert d.view(spec, 0)["pending"] == [[card, d.cards[card]]] and d.view(spec, 1)["pending"] == []
    kind, data = log[-1]
    assert kind == "draft_pending" and data["visible_to"] == (0,)
    assert 0 in d.acting(spec)          # its second card of the pick is still to come
    pick_round(d, spec, rng, log)
    assert not d.sealed(spec)
    assert d.view(spec, 1)["picks"][0]["count"] == 2 and d.view(spec, 1)["picks"][0]["cards"] == []
    assert len(d.view(spec, 0)["picks"][0]["cards"]) == 2


def test_a_pick_not_in_the_pack_held_or_taken_twice_is_explained() -> None:
    spec = booster()
    d, log, rng = start(spec)
    other = d.hands[1][0]
    assert "pack you hold" in d.why_not(spec, 0, other).en
    d.pick(spec, 0, d.hands[0][0], rng, EMITS[id(d)])
    assert "already taken" in d.why_not(spec, 0, d.hands[0][0]).en
    d.pick(spec, 0, d.hands[0][1], rng, EMITS[id(d)])
    why = d.why_not(spec, 0, d.hands[0][2])
    assert "others are still picking" in why.en and why.ko


def test_packs_made_from_a_sheet_have_the_slots_counts_and_no_card_twice() -> None:
    from game.formats.event import EventState
    spec = booster(sheet=(Slot("rare", 1), Slot("uncommon", 3), Slot("common", 11)), rounds=1)
    tags = {"rare": [f"R{i}" for i in range(6)], "uncommon": [f"U{i}" for i in range(20)],
            "common": [f"K{i}" for i in range(60)]}

    class FakeHooks:
        def tagged(self, tag: str, settings: dict[str, Any]) -> list[str]:
            return list(tags[tag])
    ev = EventState.__new__(EventState)
    ev.hooks, ev.rng, ev.settings, ev.game_settings = FakeHooks(), Rng(3), {}, {}   # only what _pack reads
    packs = [ev._pack(spec.sheet) for _ in range(8)]
    for pack in packs:
        assert len(pack) == 15 == len(set(pack))
        assert sum(c.startswith("R") for c in pack) == 1 and sum(c.startswith("U") for c in pack) == 3
    log: Events = []
    d = Draft.start(spec, 8, [], Rng(1), lambda kind, visible_to=None, **data: log.append((kind, data)),
                    packs=[[p] * 1 for p in packs])
    assert [len(h) for h in d.hands] == [15] * 8


def test_a_draft_time_ability_reveals_a_card_and_notes_what_later_effects_read() -> None:
    class Herald:
        """Our own test ability: a card whose id starts with C00 is revealed as it is drafted and notes
        the picker's seat."""

        def picked(self, d: Draft, spec: DraftSpec, seat: int, card: int, emit: Any) -> None:
            if d.cards[card].startswith("C00"):
                d.face_up.append(card)
                d.notes[card] = f"drafted by seat {seat + 1}"
                emit("draft_revealed_ability", player=seat, card=card, rule=spec.rule)
    spec = booster(pack_size=15, rounds=1)
    d, log, rng = start(spec)
    hooks = Herald()
    while not d.over:
        pick_round(d, spec, rng, log, hooks)
    shown = [c for c in d.face_up]
    assert shown and all(d.cards[c].startswith("C00") for c in shown)
    owner = next(s for s in range(8) if shown[0] in d.picks[s])
    other = (owner + 1) % 8
    seen_by_other = [c for c, _ in d.view(spec, other)["picks"][owner]["cards"]]
    assert shown[0] in seen_by_other                               # face up: everyone sees it
    assert d.view(spec, other)["notes"][str(shown[0])] == f"drafted by seat {owner + 1}"
    assert any(k == "draft_revealed_ability" for k, _ in log)


def test_an_open_draft_hands_the_last_card_to_its_picker_and_the_rest_to_the_leftover_seat() -> None:
    spec = DraftSpec(rule="T-2", style="open", pool="pile", reveal=4, orders=("A",), leftover="B", until=2,
                     last_card_auto=True)
    log: Events = []
    d = Draft.start(spec, 2, [f"C{i}" for i in range(12)], Rng(2), lambda kind, visible_to=None, **data: log.append((kind, data)))
    assert d.acting(spec) == [0] and len(d.open) == 4
    for _ in range(2):
        d.pick(spec, 0, d.open[0], Rng(0), lambda kind, visible_to=None, **data: log.append((kind, data)))
    assert d.over and len(d.picks[0]) == 2 and len(d.picks[1]) == 6 and len(d.pile) == 4


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_same_seed_deals_the_same_draft_and_another_seed_another(seed: int) -> None:
    spec = booster()
    a, _, _ = start(spec, seed=seed)
    b, _, _ = start(spec, seed=seed)
    c, _, _ = start(spec, seed=seed + 100)
    assert a.to_dict() == b.to_dict() and a.to_dict() != c.to_dict()
    copy = a.copy()
    copy.hands[0].pop()
    assert a.to_dict() == b.to_dict()                              # a copy shares no list with its source
