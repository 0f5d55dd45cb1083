"""The state of an Elements Illusion game: 2 to 6 seats in one global turn led by a rotating Order.

What a player chooses in secret (the main and build phases) is kept in ``plans``: data that names
cards still lying in the player's hand. Nothing moves between zones, and no event is emitted, until
the choice's reveal point, so hand counts and every other seat's view stay as they were (EI-4.3).
"""
from __future__ import annotations

import copy
from typing import Any, Sequence

from game.engine.actions import Action
from game.engine.errors import IllegalActionError
from game.engine.state import GameState
from game.engine.zones import Visibility

from .skills import SkillDef, SkillTable
from .vocab import FIRST_EL, SEALED, Phase

SHARED_ZONES = {"pile": Visibility.HIDDEN, "abilities": Visibility.HIDDEN, "supply": Visibility.HIDDEN,
                "aside": Visibility.PUBLIC, "drop": Visibility.PUBLIC}
PLAYER_ZONES = {"hand": Visibility.OWNER, "build": Visibility.PUBLIC, "field": Visibility.PUBLIC,
                "levelup": Visibility.PUBLIC}


# each seat count's turn orders, by the Order's seat
_ORDERS = {n: tuple(tuple((order + i) % n for i in range(n)) for order in range(n)) for n in range(1, 9)}


def zid(player: int, name: str) -> str:
    return f"p{player}.{name}"


def new_plan() -> dict[str, Any]:
    """A player's sealed choices for one turn (EI-7, EI-8): empty."""
    return {"combos": [], "trades": [], "changes": [], "exchange": [], "scarecrow": [], "divide": [],
            "build": -1, "skills": [], "interrupt": [], "silence": [], "uses": []}


class EIState(GameState):
    ruleset_id = "elements-illusion"
    # the draft has no concession (docs/rules/elements-illusion.md, EI-1.3): its rule of the game's end
    over_rule = "EI-1.3"
    concede_rule = "EI-1.3"
    # The ruleset's own fields as slots: with the core's fourteen, its thirty-four would pass the 30 names an
    # instance's attributes share their keys under (CPython 3.11), and every attribute read would look in a dict
    __slots__ = ("table", "options", "skills_in_play", "phase", "turn", "order", "order_el", "el", "penalty", "ep",
                 "gp", "last", "dealt", "received", "received_total", "gained", "abilities", "levelups",
                 "deliveries", "ticks", "plans", "locked", "array", "cancelled", "todo", "gain", "ended_by", "final",
                 "team_of", "unrevealed", "memo", "seat_cache", "seat_key", "hands")

    def __init__(self, num_players: int, seed: int, table: SkillTable, options: dict[str, Any]) -> None:
        super().__init__(num_players, seed)
        n = num_players
        self.table = table
        self.options = dict(options)
        self.skills_in_play: tuple[SkillDef, ...] = table.playable(options.get("designer_gap") == "on")
        self.phase = Phase.ARRAY
        self.turn = 1
        self.order = 0                       # the seat of this turn's Order (EI-4.2)
        self.order_el = FIRST_EL             # the EL the Order set this turn (EI-6.4)
        self.el = [FIRST_EL] * n             # each player's EL this turn, after their penalty (EI-6.5)
        self.penalty = [0] * n               # EL lost next turn for EP that would have gone below 0 (EI-12.4)
        self.ep = [0] * n
        self.gp = [0] * n
        self.last: list[str | None] = [None] * n          # element of the last skill used (EI-9.2)
        self.dealt = [[0] * n for _ in range(n)]          # cumulative damage source -> target (EI-12.1)
        self.received = [0] * n                           # damage received this turn (EI-12.2)
        self.received_total = [0] * n                     # over the game (the ranking's tie-break)
        self.gained = [0] * n                             # EP gained this turn, for Gain (EI-10.1)
        # built ability cards: [card, kind, owner, first active turn, last active turn, exchange used, scarecrow used]
        self.abilities: list[list[Any]] = []
        self.levelups: list[list[list[Any]]] = [[] for _ in range(n)]   # [materials, product, ep] (EI-7.3)
        self.deliveries: list[list[str]] = [[] for _ in range(n)]       # Division's cards for the next draw
        self.ticks: list[list[Any]] = []    # continuous damage to come: [source, target, type, amount, turns left, skill]
        self.plans: list[dict[str, Any]] = [new_plan() for _ in range(n)]
        self.locked = [False] * n
        self.array: dict[str, Any] | None = None          # this turn's array event (EI-5)
        self.cancelled: int = -1                          # the player whose level-up the Order cancels (EI-5.5)
        self.todo: list[list[Any]] = []                   # the automatic steps still to run this turn
        self.gain = [False] * n                           # Gain added this turn (EI-10.1)
        self.ended_by: str | None = None                  # why the game ends after this turn (EI-1.3)
        self.final: list[dict[str, Any]] | None = None    # the final scoring (EI-1.4)
        self.team_of: list[int] = list(range(n))          # mode B: each seat's team (EI-1.2)
        # a sealed action has been taken this turn and step B of the check (EI-10.2) has not yet shown the
        # last of the plans: a save stops its log before this turn's main phase (a fact of the log, not of the
        # game, so it is not part of the state's dict)
        self.unrevealed = False
        # answers derived from the state between actions (legal list, refusals); None while an action changes it
        self.memo: dict[Any, Any] | None = {}
        # the legal actions of this sealed phase by seat (a sealed step changes only its own seat's list) and
        # by seat for the empty plan (a Reset brings it back): within the phase a seat's choices depend on its
        # own plan alone
        self.seat_cache: dict[Any, Sequence[Action]] = {}
        self.seat_key: tuple[int, Phase] | None = None
        for name, vis in SHARED_ZONES.items():
            self.add_zone(name, None, vis)
        for p in range(n):
            for name, vis in PLAYER_ZONES.items():
                self.add_zone(zid(p, name), p, vis)
        self._link()

    def _link(self) -> None:
        self.hands = [self.zones[zid(p, "hand")] for p in range(self.num_players)]

    # ----- plain queries ------------------------------------------------------------------------
    @property
    def n(self) -> int:
        return self.num_players

    def turn_order(self) -> list[int]:
        """Seat order starting with the Order (EI-4.2)."""
        return list(_ORDERS[self.num_players][self.order])

    def opponents(self, p: int) -> list[int]:
        return [q for q in range(self.n) if q != p]

    def sealed(self) -> bool:
        return self.phase in SEALED

    def active_abilities(self, p: int) -> list[list[Any]]:
        """The player's ability cards active this turn (EI-8.2), in the order they were built."""
        return [a for a in self.abilities if a[2] == p and a[3] <= self.turn <= a[4]]

    def ability_record(self, card: int) -> list[Any] | None:
        return next((a for a in self.abilities if a[0] == card), None)

    def def_of(self, iid: int) -> str:
        return self.cards[iid].def_id

    def skill(self, skill_id: str) -> SkillDef:
        return self.table[skill_id]

    def option(self, key: str) -> Any:
        return self.options[key]

    # ----- the one door -------------------------------------------------------------------------
    # The legal list ``current_players`` reads its seats from without going through it: in a sealed phase it
    # holds each unlocked seat's list, each beginning with its Lock; else one decision's choices (legal.py).
    _listed: list[Action] | None = None

    def _generate_legal(self) -> list[Action]:
        acts = self._listed = _legal.generate_legal(self)
        return acts

    def current_players(self) -> list[int]:
        legal = self.legal_actions()
        if legal and legal is self._listed:
            if self.phase in SEALED:
                locked = self.locked
                return [p for p in range(self.num_players) if not locked[p]]
            return [legal[0].player]
        return super().current_players()

    def seat_actions(self, player: int) -> Sequence[Action] | None:
        # a sealed phase's list is each unlocked seat's own in seat order (legal.generate_legal): a seat's is kept
        if self.phase in SEALED and self.result is None and self.legal_actions() is self._listed:
            return self.seat_cache.get(player)
        return None

    def _explain_refusal(self, action: Action) -> IllegalActionError:
        return _legal.explain_refusal(self, action)

    def _perform(self, action: Action) -> None:
        # the answers found for this state stay readable until the action changes something (perform.py)
        self.seat_cache.pop(action.player, None)
        try:
            _perform.perform(self, action)
        finally:
            self.memo = {}

    def _moved(self, iid: int, from_zone: str, to_zone: str) -> None:
        owner = self.zones[to_zone].owner
        if owner is not None:
            self.cards[iid].owner = owner   # an element card changes hands over a game: its owner is its holder

    # ----- copies and views ---------------------------------------------------------------------
    def _clone_extra(self, new: GameState) -> None:
        assert isinstance(new, EIState)
        # GameState.shell copies the instance dict, which holds none of the slots: the immutable ones here
        new.table, new.options, new.skills_in_play = self.table, self.options, self.skills_in_play
        new.phase, new.turn, new.order, new.order_el = self.phase, self.turn, self.order, self.order_el
        new.cancelled, new.ended_by, new.unrevealed, new.seat_key = (self.cancelled, self.ended_by,
                                                                     self.unrevealed, self.seat_key)
        new.el = self.el[:]
        new.penalty = self.penalty[:]
        new.ep = self.ep[:]
        new.gp = self.gp[:]
        new.last = self.last[:]
        new.dealt = [row[:] for row in self.dealt]
        new.received = self.received[:]
        new.received_total = self.received_total[:]
        new.gained = self.gained[:]
        new.abilities = [a[:] for a in self.abilities]
        new.levelups = copy.deepcopy(self.levelups)
        new.deliveries = [d[:] for d in self.deliveries]
        new.ticks = [t[:] for t in self.ticks]
        new.plans = copy.deepcopy(self.plans)
        new.locked = self.locked[:]
        new.array = None if self.array is None else dict(self.array)
        new.todo = [t[:] for t in self.todo]
        new.gain = self.gain[:]
        new.final = copy.deepcopy(self.final)
        new.team_of = self.team_of[:]
        new.memo = {}
        new.seat_cache = {}             # a copy may be given other hidden cards (a program's guessed world)
        new._link()

    def _extra_dict(self) -> dict[str, Any]:
        return {"options": self.options, "phase": self.phase.value, "turn": self.turn, "order": self.order,
                "order_el": self.order_el, "el": self.el, "penalty": self.penalty, "ep": self.ep, "gp": self.gp,
                "last": self.last, "dealt": self.dealt, "received": self.received,
                "received_total": self.received_total, "gained": self.gained, "abilities": self.abilities,
                "levelups": self.levelups, "deliveries": self.deliveries, "ticks": self.ticks, "plans": self.plans,
                "locked": self.locked, "array": self.array, "cancelled": self.cancelled, "todo": self.todo,
                "gain": self.gain, "ended_by": self.ended_by, "final": self.final, "team_of": self.team_of}

    def _extra_view(self, player: int | None) -> dict[str, Any]:
        return _view.extra_view(self, player)


# The rule modules read this module's names; they are bound here, once everything above exists.
from . import legal as _legal, perform as _perform, view as _view  # noqa: E402
