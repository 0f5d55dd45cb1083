"""Scenario files of an event (docs/scenarios.md): a game's ``[setup]`` that is played as a format (its
settings select one, or it names ``format``), run step by step through the event's door.

Steps name players from 1 as the event's seats. During the draft, ``choose`` takes ``option`` as
``open#N`` (the N-th revealed card), ``hand#N`` (the N-th card of the pack the player holds), ``pool#N``
(the N-th drafted card, building a deck) or a card id among the options; during a game every step is the
game's own, made by the game's scenario part and played as that seat's move. Expectations: ``stage``,
``draft_round``, ``draft_order`` (players still to pick this round), ``open`` (a count, or card ids), a
player's ``picks`` (a count, or ids), ``games``, ``winner``; ``phase``, ``decision`` and every other key
ask the game under way (or, once it is over, the game that ended), as the game's own files would.
"""
from __future__ import annotations

from typing import Any, Callable

from game.engine.actions import Action, Choose, Concede
from game.engine.errors import DataError
from game.engine.registry import RulesetInfo
from game.engine.scenario import ScenarioError, check_events as _check_events, run_steps, shared_expectation

from .actions import InGame
from .event import EventState, new_event
from .spec import selected_format

GameHook = Callable[..., Any]


def event_setup(info: RulesetInfo, raw: dict[str, Any]) -> dict[str, Any] | None:
    """The event's setup when a file's setup is played as a format, else None."""
    if "format" in raw:
        return dict(raw)
    settings = {**{o.id: o.default for o in info.options}, **raw}
    spec = selected_format(info, settings)
    return None if spec is None else {**raw, "format": spec.id}


def _game_seat(ev: EventState, step: dict[str, Any]) -> dict[str, Any]:
    """The step with its player as the game under way numbers it."""
    if "player" not in step:
        return step
    seat = int(step["player"]) - 1
    if seat not in ev.players:
        raise ScenarioError(f"player {step['player']} does not play the game under way")
    return {**step, "player": ev.players.index(seat) + 1}


def _card(ev: EventState, seat: int, ref: Any) -> int:
    d = ev.draft
    if isinstance(ref, int):
        return ref
    if d is None:
        raise ScenarioError(f"{ref!r}: there is no draft")
    where, _, n = str(ref).partition("#")
    cards = {"open": d.open, "hand": d.hands[seat] if 0 <= seat < d.seats else [],
             "pool": ev.pools[seat] if 0 <= seat < ev.num_players else []}.get(where)
    if cards is not None and n.isdigit():
        if int(n) >= len(cards):
            raise ScenarioError(f"{ref}: no such card (found {len(cards)})")
        return int(cards[int(n)])
    offered = [c for dec in ev.decisions if dec.player == seat for c in dec.remaining()]
    found = [c for c in offered if d.cards[c] == ref]
    if not found:
        raise ScenarioError(f"{ref!r}: not among player {seat + 1}'s options")
    return int(found[0])


def make_action(game_make: GameHook) -> Callable[[EventState, dict[str, Any]], Action]:
    def make(ev: EventState, step: dict[str, Any]) -> Action:
        verb = step.get("action")
        if ev.stage == "games" and ev.child is not None and verb != "leave":
            inner = game_make(ev.child, _game_seat(ev, step))
            return InGame(ev.players[inner.player], inner)
        if "player" in step:
            if step["player"] not in range(1, ev.num_players + 1):
                raise ScenarioError(f"step {verb}: players are 1 to {ev.num_players}")
            seat = int(step["player"]) - 1
        else:
            seat = ev.decisions[0].player if ev.decisions else 0
        if verb in ("concede", "leave"):
            return Concede(seat)
        if verb == "choose":
            return Choose(seat, _card(ev, seat, step.get("option")))
        raise ScenarioError(f"step {verb!r}: the {ev.stage} stage takes choose or leave")
    return make


def check_expect(game_check: GameHook) -> Callable[[EventState, dict[str, Any], str], list[str]]:
    def check(ev: EventState, exp: dict[str, Any], where: str) -> list[str]:
        bad: list[str] = []
        game = ev.child if ev.child is not None else ev.previous
        rest: dict[str, Any] = {}
        d = ev.draft
        for key, want in exp.items():
            got: Any
            if key == "stage":
                got = ev.stage
            elif key == "draft_round":
                got = d.round if d is not None else 0
            elif key == "draft_order":
                got = [p + 1 for p in d.queue] if d is not None else []
            elif key == "open":
                cards = d.open if d is not None else []
                got = [d.cards[c] for c in cards] if isinstance(want, list) and d is not None else len(cards)
            elif key == "games":
                got = len(ev.games)
            elif key in ("winner", "result_rule"):
                got = shared_expectation(ev, key)
            elif key in ("phase", "decision", "decision_player") and game is None:
                got = ev.stage if key == "phase" else shared_expectation(ev, key)
            elif key.startswith("p") and key[1:].isdigit() and isinstance(want, dict):
                seat = int(key[1:]) - 1
                own = {k: v for k, v in want.items() if k != "picks"}
                if "picks" in want and d is not None:
                    picks = d.picks[seat]
                    have = [d.cards[c] for c in picks] if isinstance(want["picks"], list) else len(picks)
                    if have != want["picks"]:
                        bad.append(f"{where}.{key}.picks: got {have!r}, expected {want['picks']!r}")
                if own:
                    rest[key] = own
                continue
            else:
                rest[key] = want
                continue
            if got != want:
                bad.append(f"{where}: {key} is {got!r}, expected {want!r}")
        if rest:
            if game is None:
                bad.append(f"{where}: no game has begun to expect {sorted(rest)} of")
            else:
                bad.extend(game_check(game, rest, where))
        return bad
    return check


def check_events(ev: EventState, events: list[Any], step: dict[str, Any], where: str) -> list[str]:
    """Event fields as the files write them (players from 1; a card by its ``def_id`` field)."""
    return _check_events(ev, events, step, where, card_keys=())


def run(info: RulesetInfo, data: dict[str, Any], path: str, seed: int, *, make: GameHook, expect: GameHook) -> list[str]:
    """Play a file whose setup is an event; the failures (empty: passed)."""
    setup = event_setup(info, {**data["setup"], **data.get("options", {})})
    assert setup is not None
    try:
        ev = new_event(info, seed, setup)
    except DataError as exc:
        raise DataError(path, [f"setup: {p}" for p in exc.problems]) from None
    return run_steps(ev, data, make_action=make_action(make), check_expect=check_expect(expect),
                     check_events=check_events)
