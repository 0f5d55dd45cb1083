"""Passing priority for a person at the Magic table: the seat's controller's choice, never the engine's
(the legal list stays complete).

Where the seat could do nothing but pass (``legal.auto_pass_ok``), the table passes for it at once. A
person may also set a stop: pass until my turn, or until something happens (a spell or ability on the
stack, an attack on me, a decision of mine), after which the stop ends by itself. Each pass the table
makes for a person is logged with its reason. No pygame."""
from __future__ import annotations

from typing import Any

from game.engine.text import Msg

from . import teams
from .legal import auto_pass_ok
from .state import MagicState

OFF, MY_TURN, EVENT = "", "my_turn", "event"
STOP_NAMES = {MY_TURN: Msg("until my turn", "내 턴까지"), EVENT: Msg("until something happens", "무슨 일이 생길 때까지")}
REASONS = {"nothing": Msg("Player {p} passes automatically: nothing to do (117.3d).",
                          "플레이어 {p}: 할 수 있는 것이 없어 자동으로 우선권을 넘깁니다(117.3d)."),
           MY_TURN: Msg("Player {p} passes automatically until their turn (117.3d).",
                        "플레이어 {p}: 자기 턴까지 자동으로 우선권을 넘깁니다(117.3d)."),
           EVENT: Msg("Player {p} passes automatically until something happens (117.3d).",
                      "플레이어 {p}: 무슨 일이 생길 때까지 자동으로 우선권을 넘깁니다(117.3d).")}


class AutoPass:
    """Each person's stop (a seat-controller setting, kept with the table, not in the game)."""

    def __init__(self) -> None:
        self.stops: dict[int, str] = {}
        self.set_turn: dict[int, int] = {}     # the turn a stop was set in (pass until my *next* turn)

    def set(self, seat: int, stop: str, turn: int) -> None:
        if self.stops.get(seat, OFF) == stop:
            stop = OFF                          # pressing the same stop again lifts it
        self.stops[seat] = stop
        self.set_turn[seat] = turn

    def stop_of(self, seat: int) -> str:
        return self.stops.get(seat, OFF)

    def label(self, lang: str, seat: int) -> str:
        stop = self.stop_of(seat)
        return STOP_NAMES[stop].get(lang) if stop else ""

    def _something_happens(self, s: MagicState, p: int) -> bool:
        # an attack on me, or on my team (805: the team blocks together)
        attacked = any(teams.same_team(s, p, int(t[1:]) if t.startswith("p") else s.controller(int(t[1:])))
                       for t in s.attackers.values())
        return bool(s.stack) or attacked

    def decide(self, s: MagicState, p: int) -> str | None:
        """The reason the table passes for seat ``p`` now (a key of ``REASONS``), or None: the seat is asked.
        A stop that is met ends here."""
        if s.result is not None or s.decisions or s.priority != p:
            return None
        if auto_pass_ok(s, p):
            return "nothing"
        stop = self.stop_of(p)
        if stop == MY_TURN:
            if teams.is_active(s, p) and s.turn != self.set_turn.get(p, -1):       # a team's or marker's turn too
                self.stops[p] = OFF
                return None
            return MY_TURN
        if stop == EVENT:
            if self._something_happens(s, p) or (teams.is_active(s, p) and s.turn != self.set_turn.get(p, -1)):
                self.stops[p] = OFF
                return None
            return EVENT
        return None

    def sentence(self, reason: str, p: int, lang: str) -> str:
        return REASONS[reason].get(lang).format(p=p + 1)


def log_line(scene: Any, text: str) -> None:
    scene.log.add(text, at=len(scene.session.match.log))
