"""The ruleset-agnostic part of a game state.

A ruleset subclasses :class:`GameState` and supplies the rules:
``_generate_legal`` (the one definition of legality), ``_explain_refusal``
(why an action is not in that list) and ``_perform`` (the change).
Everything that changes a game goes through :meth:`apply`.
"""
from __future__ import annotations

import hashlib
import threading
from abc import ABC, abstractmethod
import json
from typing import Any, ClassVar, Iterable, Sequence

from . import events as ev
from .actions import Action, Concede
from .decisions import Decision
from .errors import IllegalActionError
from .events import Event
from .rng import Rng
from .text import Msg, josa
from .zones import Card, Visibility, Zone


class _Applied(threading.local):
    n = 0


# Actions applied in any state by the running thread. A program's budget is this count's growth over its
# decision (game/ai/search.py), so every copy a search or a game's judgement runs on is counted, and only
# once. Per thread: a person's move applied at the table while a program thinks in the background does
# not touch the program's count.
_APPLIED = _Applied()


def applied_in_thread() -> int:
    """How many actions the running thread has applied so far, in any state (only its growth means anything)."""
    return _APPLIED.n


class Result:
    """How a game ended: the winners (empty on a draw), the reason and its rule."""

    __slots__ = ("winners", "losers", "reason", "rule")

    def __init__(self, winners: tuple[int, ...], losers: tuple[int, ...], reason: Msg, rule: str) -> None:
        self.winners = winners
        self.losers = losers
        self.reason = reason
        self.rule = rule

    @property
    def draw(self) -> bool:
        return not self.winners

    def to_json(self) -> dict[str, Any]:
        return {"winners": list(self.winners), "losers": list(self.losers), "draw": self.draw,
                "reason": self.reason.to_json(), "rule": self.rule}


# (source visibility and owner, destination visibility and owner, players) -> who sees a move between them whole
_SEEN_BY: dict[tuple[Any, ...], tuple[int, ...]] = {}
_PUBLIC = Visibility.PUBLIC
_MOVED_PUBLIC = ("owner", "from", "to")     # what everyone is told of a hidden move, besides its ``extra``


def _move_seen_by(src: Zone, dst: Zone, num_players: int) -> tuple[int, ...]:
    """Who sees a card move between two zones neither of which is public: the players who may see either.
    It depends only on the zones' kinds. ``move`` answers a move into or out of a public zone itself (everyone
    sees it), without building this key."""
    key = (src.visibility, src.owner, dst.visibility, dst.owner, num_players)
    try:
        return _SEEN_BY[key]
    except KeyError:
        vis = _SEEN_BY[key] = tuple(p for p in range(num_players) if src.visible_to(p) or dst.visible_to(p))
        return vis


class GameState(ABC):
    ruleset_id: str = ""   # a class attribute of each game's state; an event takes its game's
    # The game's own rules behind what the core decides in every game: refusing anything once the game is
    # over (``over_rule``), and conceding, allowed at any moment (``concede_rule``). Each ruleset's state
    # class names its document's rules; the core cites no game's numbers.
    over_rule: ClassVar[str]
    concede_rule: ClassVar[str]

    def __init__(self, num_players: int, seed: int) -> None:
        self.num_players = num_players
        self.seed = seed
        self.rng = Rng(seed)
        self.zones: dict[str, Zone] = {}
        self.cards: list[Card] = []
        self.decisions: list[Decision] = []
        self.result: Result | None = None
        self.teams: list[int] = list(range(num_players))
        # Seats the ruleset plays itself: every choice of such a seat is made by the rules inside
        # ``_perform`` (Clash of Decks' rulebook AI). They hold a place in ``winners`` like any seat but
        # never appear in ``current_players()``, so no person or program is ever asked to act for them.
        self.rules_seats: tuple[int, ...] = ()
        self.events: list[Event] = []
        # Actions each seat has made in this state: a seat knows its own count, so a program may draw from
        # it without learning what others did in secret. Not hashed: the log says as much.
        self.acted = [0] * num_players
        self._legal_cache: list[Action] | None = None
        self._legal_set: frozenset[Action] | None = None
        # who acts, found from the legal list it belongs to (asked before every action, by every caller)
        self._players: tuple[list[Action] | None, tuple[int, ...], tuple[int, ...]] = (None, (), ())

    # ----- building -------------------------------------------------------------------
    def add_zone(self, zone_id: str, owner: int | None, visibility: Visibility, *, ordered: bool = True) -> Zone:
        zone = Zone(zone_id, owner, visibility, ordered=ordered)
        self.zones[zone_id] = zone
        return zone

    def add_card(self, owner: int, def_id: str, zone_id: str) -> Card:
        card = Card(len(self.cards), owner, def_id, zone_id)
        self.cards.append(card)
        self.zones[zone_id].cards.append(card.iid)
        return card

    # ----- the one door -----------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """Every game action legal now. Conceding is always allowed too, and not listed."""
        legal = self._legal_cache
        if legal is None:
            legal = self._legal_cache = [] if self.result is not None else self._generate_legal()
            self._legal_set = None
        return legal

    def seat_actions(self, player: int) -> Sequence[Action] | None:
        """``player``'s own legal actions where the game keeps them apart (asked after ``legal_actions``, in the
        order that list has them), or None: the caller filters the legal list (game/ai/random_agent.py)."""
        return None

    def is_legal(self, action: Action) -> bool:
        legal = self.legal_actions()
        # An action taken from the list itself is found by identity, without hashing them all.
        for a in legal:
            if a is action:
                return True
        if self._legal_set is None:
            self._legal_set = frozenset(legal)
        return action in self._legal_set

    def check(self, action: Action) -> None:
        """Raise :class:`IllegalActionError` with the rule and reason if ``action`` is refused."""
        if self.result is not None:
            raise IllegalActionError(self.over_rule, "The game is over.", "게임이 종료되었습니다.", action)
        if isinstance(action, Concede):     # a player may concede at any moment, in every game
            if not 0 <= action.player < self.num_players:
                raise IllegalActionError(self.concede_rule, "No such player.", "그런 플레이어는 없습니다.", action)
            return
        if not self.is_legal(action):
            raise self._explain_refusal(action)

    def refusal(self, action: Action) -> IllegalActionError | None:
        """Why ``action`` would be refused now (rule and sentences), or None if it is legal.
        The table asks this to show the reason while a card hovers over a destination."""
        try:
            self.check(action)
        except IllegalActionError as exc:
            return exc
        return None

    def apply(self, action: Action) -> list[Event]:
        legal = self._legal_cache
        if legal is not None and self.result is None and self._checked_by_list:
            # An action taken from the list itself (as every program's is) passes ``check`` found by identity.
            for a in legal:
                if a is action:
                    return self.apply_unchecked(action)
        self.check(action)
        return self.apply_unchecked(action)

    # Whether ``check`` is this class's (its legal list and nothing else): a state that asks more of an action
    # (an event's stages) is always asked in full.
    _checked_by_list: ClassVar[bool] = True

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._checked_by_list = cls.check is GameState.check and cls.is_legal is GameState.is_legal

    def apply_unchecked(self, action: Action) -> list[Event]:
        """Perform an action known to be legal (search and replays of checked logs)."""
        self.events = []
        _APPLIED.n += 1
        acted, p = self.acted, action.player
        if 0 <= p < len(acted):
            acted[p] += 1
        self._perform(action)
        self._legal_cache = None
        self._legal_set = None
        out = self.events
        self.events = []
        return out

    # ----- for rulesets -----------------------------------------------------------------
    @abstractmethod
    def _generate_legal(self) -> list[Action]:
        """Every legal action now; the single definition of legality."""

    @abstractmethod
    def _explain_refusal(self, action: Action) -> IllegalActionError:
        """The rule and reason that keep ``action`` out of the legal list."""

    @abstractmethod
    def _perform(self, action: Action) -> None:
        """Carry out a legal action, emitting its events."""

    def concede(self, player: int) -> None:
        """The conceding player loses at once; in a game of teams their team mates stay."""
        others = [p for p in range(self.num_players) if self.teams[p] != self.teams[player]]
        self.end_game(others, [p for p in range(self.num_players) if self.teams[p] == self.teams[player]],
                      Msg(f"Player {player + 1} conceded.", f"{josa(f'플레이어 {player + 1}', '이/가')} 항복했습니다."),
                      self.concede_rule)

    def emit(self, kind: str, /, visible_to: tuple[int, ...] | None = None, *, public: tuple[str, ...] = (),
             **data: Any) -> None:
        """An event; a secret one (``visible_to``) names the fields everyone else may be told (``public``)."""
        self.events.append(Event(kind, data, visible_to, public))

    def move(self, iid: int, to_zone: str, *, index: int | None = None, **extra: Any) -> None:
        """Move a card between zones, emitting ``card_moved`` visible to whoever may see it. ``extra`` says
        why (cause, rule, step): words everyone who sees the move is told, never a card."""
        card = self.cards[iid]
        src = self.zones[card.zone]
        dst = self.zones[to_zone]
        src.cards.remove(iid)
        if index is None:
            dst.cards.append(iid)
        else:
            dst.cards.insert(index, iid)
        card.zone = to_zone
        card.epoch += 1
        # everyone sees a move into or out of a public zone
        vis = (None if src.visibility is _PUBLIC or dst.visibility is _PUBLIC
               else _move_seen_by(src, dst, self.num_players))
        # A hidden move tells the others whose card went from where to where, and why (``extra``: the cause,
        # the rule): never which card.
        self.events.append(Event(ev.CARD_MOVED, {"card": iid, "def_id": card.def_id, "owner": card.owner,
                                                 "from": src.id, "to": dst.id, **extra}, vis,
                                 (*_MOVED_PUBLIC, *extra) if extra else _MOVED_PUBLIC))
        self._moved(iid, src.id, to_zone)

    def _moved(self, iid: int, from_zone: str, to_zone: str) -> None:
        """A card has moved; a ruleset updates what follows from that (a card leaving play forgets its past)."""

    def end_game(self, winners: Iterable[int], losers: Iterable[int], reason: Msg, rule: str) -> None:
        if self.result is not None:
            return
        self.result = Result(tuple(sorted(winners)), tuple(sorted(losers)), reason, rule)
        self.decisions = []
        self.emit(self.OVER_EVENT, **self.result.to_json())

    # The kind of the event that tells the end: a game's ``game_over``; an event above games has its own,
    # so a screen never takes the end of an event for the end of the game it shows.
    OVER_EVENT: ClassVar[str] = ev.GAME_OVER

    def current_players(self) -> list[int]:
        """Players who have something to do now (conceding, always possible, is not counted); a rules seat
        is never one of them."""
        legal = self.legal_actions()
        ruled = self.rules_seats
        of, ruled_of, players = self._players
        if of is not legal or ruled_of != ruled:
            # A list of one seat's actions, the first of them not a concession, names that seat alone: found
            # without a set of the seats (tests/engine/test_loop_speed.py)
            p = legal[0].player if legal and not isinstance(legal[0], Concede) else None
            if p is not None:
                for a in legal:
                    if a.player != p:
                        p = None
                        break
            if p is not None:
                players = () if p in ruled else (p,)
            else:
                players = tuple(sorted({a.player for a in legal
                                        if not isinstance(a, Concede) and a.player not in ruled}))
            self._players = (legal, ruled, players)
        return list(players)

    def delegate(self, seat: int) -> "tuple[GameState, int] | None":
        """Where ``seat`` decides now when that is a state held inside this one (an event's game under way:
        that game and the seat's place in it), else None. A program chooses there; its choice comes back
        through this state's door (game/formats/runner.py)."""
        return None

    def relay(self, seat: int, action: Action) -> Action:
        """The action of this state that makes ``action``, chosen by ``seat`` where :meth:`delegate` sent it."""
        return action

    def ai_rules(self) -> Any:
        """The judgement a program uses for this state when it is not its game's ``ai`` part (an event's
        stages above the game), else None."""
        return None

    def deck_of(self, seat: int) -> list[str]:
        """The card definitions ``seat`` plays with, for card statistics (``simulate --card-stats``):
        every card it owns, unless the game says otherwise (a draft leaves unpicked cards about)."""
        return sorted({c.def_id for c in self.cards if c.owner == seat})

    # ----- copies, hashes, views --------------------------------------------------------
    def clone(self) -> "GameState":
        new = self.shell()
        new.zones = {k: z.copy() for k, z in self.zones.items()}
        new.cards = [c.copy() for c in self.cards]
        self._clone_extra(new)
        return new

    def shell(self) -> "GameState":
        """A copy sharing the zones, the cards and the ruleset's own fields (a clone copies those next;
        Dragon Duel's checkpoint keeps them as values): the core's other mutable fields are its own."""
        new = self.__class__.__new__(self.__class__)
        new.__dict__.update(self.__dict__)
        new.rng = self.rng.copy()
        new.decisions = list(self.decisions)
        new.teams = list(self.teams)
        new.acted = list(self.acted)
        new.events = []
        new._legal_cache = None
        new._legal_set = None
        return new

    def _clone_extra(self, new: "GameState") -> None:
        """Copy the ruleset's own mutable fields into ``new``."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset_id,
            "players": self.num_players,
            "rng": self.rng.state,
            "zones": {k: list(z.cards) for k, z in self.zones.items()},
            "cards": [[c.iid, c.owner, c.def_id, c.zone, c.epoch] for c in self.cards],
            "decisions": [d.to_json() for d in self.decisions],
            "result": None if self.result is None else self.result.to_json(),
            **self._extra_dict(),
        }

    def _extra_dict(self) -> dict[str, Any]:
        return {}

    def state_hash(self) -> str:
        blob = json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        return hashlib.sha256(blob.encode()).hexdigest()

    def card_visible_to(self, iid: int, player: int | None) -> bool:
        return self.zones[self.cards[iid].zone].visible_to(player)

    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may see (None: a spectator). Hidden cards show only as counts."""
        zones = {}
        for zid, zone in self.zones.items():
            if zone.visible_to(player):
                zones[zid] = {"count": len(zone.cards),
                              "cards": [[i, self.cards[i].def_id] for i in zone.cards]}
            else:
                zones[zid] = {"count": len(zone.cards), "cards": None}
        return {
            "ruleset": self.ruleset_id,
            "viewer": player,
            "zones": zones,
            "decisions": [d.to_json(player) for d in self.decisions],
            "result": None if self.result is None else self.result.to_json(),
            **self._extra_view(player),
        }

    def _extra_view(self, player: int | None) -> dict[str, Any]:
        return {}
