"""Does a program draft better than chance? Two-seat events of a format where one seat drafts as the program
and the other picks at random from the same packs; both build and play as the SAME program, so what differs
is the drafting alone. ``python -m game draft-check`` runs it (game/cli/draft_check.py).

Games come in pairs on one seed (the same packs, the same games' seeds), the good drafter at seat A in the
first and at seat B in the second, so neither the seat order nor a lucky opening favours either side. A
game counts as won by the good drafter when it is among the winners alone; drawn when nobody or both won.

A format drafted by three seats at least (Conspiracy Draft, 905.3) cannot hold a two-seat event: its
events seat one good drafter and random drafters around it (the good seat moving round the table from one
event to the next), and once every deck is built the good drafter's deck meets each randomly drafted deck
in a game of two made by the format's own ``game_setup`` (who sits first alternating), both played by the
same program: "its deck beats a deck drafted at random from the same packs", one game per random seat.

API::

    out = measure(info, setup, games=200, seed=1, drafter="greedy", player="greedy")
    out["wins"], out["draws"], out["losses"], out["share"]    # share: wins / games played
"""
from __future__ import annotations

import time
from typing import Any, Callable

from game.engine.actions import Action
from game.engine.match import Match
from game.engine.registry import RulesetInfo
from game.engine.state import GameState

TARGET = 0.6       # issue 25: a program's drafted deck beats a randomly drafted one in at least 60 % of games


class SplitAgent:
    """One seat's program: ``drafter`` makes its picks, ``player`` everything else (deck building, the
    game's own stages, the games themselves)."""

    def __init__(self, drafter: Any, player: Any) -> None:
        self.drafter, self.player = drafter, player
        self.name = f"{drafter.name}/{player.name}"

    def choose(self, state: GameState, player: int) -> Action:
        from .event import EventState
        if isinstance(state, EventState) and state.stage == "draft":
            return self.drafter.choose(state, player)       # type: ignore[no-any-return]
        return self.player.choose(state, player)            # type: ignore[no-any-return]


def agents(ruleset: str, seed: int, good: int, drafter: str, player: str, seats: int = 2) -> dict[int, SplitAgent]:
    """Seat ``good`` drafts as ``drafter``, the other seats at random; all play as ``player``. Seeded by
    the event's seed and the seat alone (as ``event`` seeds its programs)."""
    from game.ai import make_agent
    from game.ai.random_agent import RandomAgent
    out = {}
    for seat in range(seats):
        s = (seed * 8 + seat) % 2 ** 64
        picks = make_agent(drafter, s, ruleset) if seat == good else RandomAgent(s)
        out[seat] = SplitAgent(picks, make_agent(player, s, ruleset))
    return out


def one_event(info: RulesetInfo, setup: dict[str, Any], seed: int, good: int, drafter: str,
              player: str) -> list[dict[str, Any]]:
    """The finished games of one event (the rows ``EventState.games`` keeps)."""
    from .runner import play
    match = Match(info.id, seed, setup)
    outcome = play(match, agents(info.id, seed, good, drafter, player), max_actions=10 ** 6)
    if outcome.violations:
        raise AssertionError("; ".join(outcome.violations[:3]))
    return list(match.state.games)      # type: ignore[attr-defined]


def table_event(info: RulesetInfo, setup: dict[str, Any], seed: int, good: int, drafter: str,
                player: str) -> list[dict[str, Any]]:
    """A draft of ``setup["players"]`` seats, then the good drafter's deck against each other seat's in a game
    of two; rows as ``EventState.games`` keeps them (event seats in ``winners``)."""
    from game.ai import make_agent

    from .runner import play
    seats = int(setup["players"])
    match = Match(info.id, seed, setup)
    outcome = play(match, agents(info.id, seed, good, drafter, player, seats), max_actions=10 ** 6,
                   until=lambda s: getattr(s, "stage", "") in ("games", "over"))
    if outcome.violations:
        raise AssertionError("; ".join(outcome.violations[:3]))
    ev: Any = match.state
    spec = ev.spec
    rows = []
    for k, other in enumerate(s for s in range(seats) if s != good):
        pair = (good, other) if (seed + k) % 2 == 0 else (other, good)
        game_seed = (seed * 31 + other) % 2 ** 31
        duel = Match(info.id, game_seed, ev.hooks.game_setup(spec.games.setup, ev, pair))
        programs = {i: make_agent(player, (game_seed * 8 + i) % 2 ** 64, info.id) for i in range(2)}
        result = play(duel, programs, max_actions=10 ** 6)
        if result.violations:
            raise AssertionError("; ".join(result.violations[:3]))
        res = duel.state.result
        rows.append({"players": list(pair), "winners": [pair[w] for w in (res.winners if res else ()) if w < 2]})
    return rows


def verdict(row: dict[str, Any], good: int) -> str:
    winners = row["winners"]
    if good in winners and len(winners) == 1:
        return "wins"
    return "draws" if not winners or good in winners else "losses"


def measure(info: RulesetInfo, setup: dict[str, Any], *, games: int, seed: int, drafter: str, player: str,
            on_event: Callable[[int, int, str], None] | None = None) -> dict[str, Any]:
    """``games`` events (paired on seeds ``seed``, ``seed + 1``, ...); crashes counted, never raised
    (``on_event(number, seed, problem)`` hears of each event, the problem empty when it went well)."""
    out: dict[str, Any] = {"ruleset": info.id, "format": setup["format"], "drafter": drafter, "player": player,
                           "seed": seed, "events": games, "games": 0, "wins": 0, "draws": 0, "losses": 0,
                           "by_seat": {"A": {"games": 0, "wins": 0}, "B": {"games": 0, "wins": 0}},
                           "crashes": 0, "target": TARGET}
    start = time.perf_counter()
    seats = int(setup.get("players", 2))
    for g in range(games):
        event_seed, good = (seed + g // 2, g % 2) if seats == 2 else (seed + g, g % seats)
        problem = ""
        try:
            run = one_event if seats == 2 else table_event
            rows = run(info, setup, event_seed, good, drafter, player)
        except Exception as exc:   # noqa: BLE001 - a measurement reports a crash and goes on
            out["crashes"] += 1
            problem = f"{type(exc).__name__}: {exc}"
            rows = []
        for row in rows:
            said = verdict(row, good)
            out[said] += 1
            out["games"] += 1
            side = out["by_seat"].setdefault("ABCDEFGH"[good], {"games": 0, "wins": 0})
            side["games"] += 1
            side["wins"] += said == "wins"
        if on_event is not None:
            on_event(g + 1, event_seed, problem)
    out["share"] = round(out["wins"] / out["games"], 3) if out["games"] else 0.0
    out["reached"] = out["share"] >= TARGET
    out["seconds"] = round(time.perf_counter() - start, 1)
    return out
