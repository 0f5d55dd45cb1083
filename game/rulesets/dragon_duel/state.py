"""The state of a Dragon Duel game (or of a whole match of several games, DD-11)."""
from __future__ import annotations

from enum import Enum
from typing import Any

from game.engine.actions import Action
from game.engine.errors import IllegalActionError
from game.engine.state import GameState
from game.engine.zones import Visibility

from .cards import CardDb, CardDef

HAND_SIZE = 6        # DD-7.1, DD-9.6
PULL_TWO_AT = 6      # DD-9.2
TURN_CAP = 150      # our own (DD-cap): a game still going after this many turns is a draw; the sheet has no end
                    # for two players who recall and replay one character each turn forever
BOARD = -1           # a dragon in the middle of the board


class Phase(str, Enum):
    TURN_START = "turn_start"      # DD-1
    LEADERSHIP = "leadership"      # DD-2
    ENGAGEMENT = "engagement"      # DD-3
    CHARACTER = "character"        # DD-4
    SUPPORT = "support"            # DD-5 (booster or support)
    DECLARE = "declare"            # DD-6
    REFILL = "refill"              # DD-7
    TURN_END = "turn_end"          # DD-8
    DRAGON = "dragon"              # DD-9.1-9.4
    DISCARD = "discard"            # DD-9.5
    REFILL_STEP = "refill_step"    # DD-9.6
    END_STEP = "end_step"          # DD-9.8


# The phases under plain names, for the flow and the legal list: reading ``Phase.CHARACTER`` goes through the
# enum class's ``__getattr__`` hook (some 90 ns on Python 3.11), and the flow compares phases many times an action.
(PHASE_TURN_START, PHASE_LEADERSHIP, PHASE_ENGAGEMENT, PHASE_CHARACTER, PHASE_SUPPORT, PHASE_DECLARE, PHASE_REFILL,
 PHASE_TURN_END, PHASE_DRAGON, PHASE_DISCARD, PHASE_REFILL_STEP, PHASE_END_STEP) = Phase


ACTING = frozenset({PHASE_LEADERSHIP, PHASE_ENGAGEMENT, PHASE_CHARACTER, PHASE_SUPPORT})
ZONE_NAMES = ("deck", "hand", "battle", "support", "leader", "discard")
_VIS = {"deck": Visibility.HIDDEN, "hand": Visibility.OWNER}
_IN_PLAY = frozenset({"battle", "support", "leader"})   # the zones active cards are in (DD-0.5), by name
# Every zone's id, made once: ids are asked for on every move
_ZIDS = ({name: f"p0.{name}" for name in ZONE_NAMES}, {name: f"p1.{name}" for name in ZONE_NAMES})
_IN_PLAY_IDS = frozenset(f"p{p}.{name}" for p in (0, 1) for name in _IN_PLAY)
_HAND_IDS, _BATTLE_IDS, _LEADER_IDS = (frozenset({f"p0.{name}", f"p1.{name}"}) for name in ("hand", "battle", "leader"))


def zid(player: int, name: str) -> str:
    if player == 0 or player == 1:
        got = _ZIDS[player].get(name)
        if got is not None:
            return got
    return f"p{player}.{name}"


class DDState(GameState):
    ruleset_id = "dragon-duel"
    # the sheet has no concession (docs/rules/dragon-duel.md, readings): its nearest rules are cited
    over_rule = "DD-10.3"       # L33: when the game has ended, the result stands
    concede_rule = "DD-10.1.a"  # L115: giving up with nothing left ends the game at once
    # No __slots__ here, unlike LanesState and CDState: every engagement's checkpoint calls GameState.shell,
    # which makes the playing state's dict real, and on CPython 3.11 a read from a real dict of shared keys
    # (30 names at most) misses its specialized path every time (16 ns against 5 from a plain dict). With every
    # field in slots the core's fields were read so: 4.8 % more instructions a random action (callgrind, two
    # hash seeds); with only the 17 the clone copies in slots, the dict kept past 30 names, 0.4 % more.

    def __init__(self, seed: int, db: CardDb, options: dict[str, Any]) -> None:
        super().__init__(2, seed)
        self.db = db
        self.options = dict(options)
        self.defs: list[CardDef] = []
        self.phase = PHASE_TURN_START
        self.sub = 0                      # progress inside an automatic phase
        self.turn = 0                     # a turn's id: the same player may take two turns running (DD-9.8)
        self.turn_player = 0
        self.first_player = 0             # who started the current game
        self.starting_turn = False        # this turn started the battle (DD-3.2.1)
        self.battle = False
        self.element: str | None = None   # DD-4.4
        self.char = [-1, -1]              # the active character of each player (DD-4.3)
        self.lead_active = [-1, -1]       # the leadership card played this turn (DD-2.3)
        self.plays_made = 0               # boosters/supports played in this phase (DD-5.1)
        self.since: list[int] = []        # per card: when it became active (orders effects, DD-6.4)
        self.serial = 0
        self.mods: list[list[int]] = []   # [player, by, turn, source]: "+N to your total this turn"
        self.dragons = [BOARD, BOARD, BOARD]
        self.crystals = [0, 0]            # DD-11
        self.game_no = 1
        self.game_turn0 = 0               # ``turn`` as this game of the match began (for DD-cap)
        self.action_no = 0
        self.hand_empty_at = [0, 0]       # action number when the hand last became empty (DD-10.4)
        self.declared: list[int | None] = [None, None]
        self.withdrawer = -1
        self.draws = 0                    # cards drawn so far: a search that sees one treats it optimistically
        self.declarations = 0             # attack values declared so far
        self.backtracks = 0               # rollbacks so far (DD-15.1)
        self.stack: list[dict[str, Any]] = []
        self._cp: Any = None              # DD-15.1, taken when the engagement phase ends (``checkpoint``)
        self.leader = [-1, -1]
        self.searching = False            # a copy the prevent-mode search plays on (backtrack.py)
        self._snap: Any = None
        for p in (0, 1):
            for name in ZONE_NAMES:
                self.add_zone(zid(p, name), p, _VIS.get(name, Visibility.PUBLIC))
        self._link()

    def _link(self) -> None:
        z = self.zones
        self.hands = [z["p0.hand"], z["p1.hand"]]
        self.decks = [z["p0.deck"], z["p1.deck"]]
        self.battles = [z["p0.battle"], z["p1.battle"]]
        self.supports = [z["p0.support"], z["p1.support"]]
        self.leaders = [z["p0.leader"], z["p1.leader"]]
        self.discards = [z["p0.discard"], z["p1.discard"]]

    @property
    def checkpoint(self) -> "DDState | None":
        """The state as the engagement phase ended (DD-15.1), or None; see checkpoint.py."""
        cp = self._cp
        return cp.state() if isinstance(cp, _Frozen) else cp

    @checkpoint.setter
    def checkpoint(self, cp: "DDState | _Frozen | None") -> None:
        self._cp = cp

    # ----- building and bookkeeping --------------------------------------------------
    def add_card(self, owner: int, def_id: str, zone_id: str) -> Any:
        card = super().add_card(owner, def_id, zone_id)
        self.defs = self.defs + [self.db[def_id]]   # shared by clones: replaced, never changed in place
        self.since = self.since + [0]
        return card

    def snap(self) -> Any:
        """The continuous effects now (statics.Snap), computed once until something they read changes."""
        snap = self._snap
        if snap is None:
            snap = self._snap = _snapshot(self)
        return snap

    def touch(self) -> None:
        """Something continuous effects read has changed: recompute them when next asked."""
        self._snap = None

    def touch_texts(self) -> None:
        """Something only card texts read has changed (the dragons): the snapshot holds if no active card has text."""
        snap = self._snap
        if snap is not None and snap.texts:
            self._snap = None

    def _moved(self, iid: int, from_zone: str, to_zone: str) -> None:
        snap = self._snap
        if snap is not None and (snap.zones or from_zone in _IN_PLAY_IDS or to_zone in _IN_PLAY_IDS):
            self._snap = None
        p = self.cards[iid].owner
        if from_zone in _HAND_IDS and not self.hands[p].cards:
            self.hand_empty_at[p] = self.action_no
        if iid == self.char[p] and to_zone not in _BATTLE_IDS:
            self.char[p] = -1
        if iid == self.lead_active[p] and to_zone not in _LEADER_IDS:
            self.lead_active[p] = -1

    def stamp(self, iid: int) -> None:
        self.serial += 1
        self.since[iid] = self.serial

    @property
    def opponent_of_turn(self) -> int:
        return 1 - self.turn_player

    # ----- what the table and the AI ask (plain queries) ------------------------------
    def active_cards(self, player: int) -> list[int]:
        """The player's active cards (DD-0.5): the leadership card of this turn, the active character
        with the boosters on it, and every support."""
        lead = self.lead_active[player]
        out = [lead] if lead >= 0 else []
        ch = self.char[player]
        if ch >= 0:
            cards = self.battles[player].cards
            out += cards[:cards.index(ch) + 1]
        out += self.supports[player].cards
        return out

    def is_active(self, iid: int) -> bool:
        return iid in self.active_cards(self.cards[iid].owner)

    def boosters_on(self, player: int) -> list[int]:
        ch = self.char[player]
        if ch < 0:
            return []
        cards = self.battles[player].cards
        return cards[:cards.index(ch)]

    def battle_stack(self, player: int) -> list[dict[str, Any]]:
        """The battle area top first: each card with whether it is active and what of it is ignored."""
        snap = self.snap()
        active = set(self.active_cards(player))
        return [{"card": c, "def_id": self.cards[c].def_id, "active": c in active,
                 "ignored": sorted(snap.ignored.get(c, ()))} for c in self.battles[player].cards]

    def attack_total(self, player: int) -> int:
        """The player's live attack value in the battle element, every effect applied (DD-0.6)."""
        return self.snap().total[player]

    def card_value(self, iid: int) -> int | None:
        """An active value card's value in the battle element after layers 1-2, None otherwise."""
        return self.snap().value.get(iid)

    def ignored_parts(self, iid: int) -> frozenset[str]:
        """What of the card is ignored now ("icons", "values", "text"), in whatever zone it is (DD-14)."""
        return frozenset(self.snap().ignored.get(iid, ()))

    def dragon_positions(self) -> dict[str, int | None]:
        """Each dragon by name: the player whose side it is on, or None in the middle of the board."""
        from .vocab import DRAGONS
        return {name: (None if at == BOARD else at) for name, at in zip(DRAGONS, self.dragons)}

    def dragons_of(self, player: int) -> int:
        return sum(1 for d in self.dragons if d == player)

    # ----- the one door -----------------------------------------------------------------
    def _generate_legal(self) -> list[Action]:
        return _legal.generate_legal(self)

    def current_players(self) -> list[int]:
        # Every listed action is one player's: the pending decision's, else the turn player's (no rules
        # seats, no simultaneous choices); asked before every action, so the list is not gone through.
        legal = self.legal_actions()
        return [legal[0].player] if legal else []

    def _explain_refusal(self, action: Action) -> IllegalActionError:
        return _legal.explain_refusal(self, action)

    def _perform(self, action: Action) -> None:
        _perform.perform(self, action)

    # ----- copies and views -------------------------------------------------------------
    def _clone_extra(self, new: GameState) -> None:
        assert isinstance(new, DDState)
        self._copy_extra(new)
        new._link()

    def _copy_extra(self, new: "DDState") -> None:
        """Copy this game's own mutable fields into ``new`` (a clone, or a checkpoint's shell)."""
        new.options = self.options          # never changed after setup
        new.char = self.char[:]
        new.lead_active = self.lead_active[:]
        new.mods = [m[:] for m in self.mods]
        new.dragons = self.dragons[:]
        new.crystals = self.crystals[:]
        new.hand_empty_at = self.hand_empty_at[:]
        new.declared = self.declared[:]
        new.stack = [_copy_frame(f) for f in self.stack]
        new.leader = self.leader[:]
        # since and defs are replaced, never changed in place; the checkpoint is never changed either
        new.since = self.since[:]
        new._snap = self._snap                # a snapshot is never changed, only replaced

    def _extra_dict(self) -> dict[str, Any]:
        return {
            "options": self.options, "phase": self.phase.value, "sub": self.sub, "turn": self.turn,
            "turn_player": self.turn_player, "first_player": self.first_player, "starting_turn": self.starting_turn,
            "battle": self.battle, "element": self.element, "char": self.char, "lead_active": self.lead_active,
            "plays_made": self.plays_made, "since": self.since, "serial": self.serial, "mods": self.mods,
            "dragons": self.dragons, "crystals": self.crystals, "game_no": self.game_no,
            "game_turn0": self.game_turn0, "action_no": self.action_no, "hand_empty_at": self.hand_empty_at,
            "declared": self.declared,
            "withdrawer": self.withdrawer, "draws": self.draws, "declarations": self.declarations,
            "backtracks": self.backtracks,
            "stack": self.stack, "leader": self.leader,
            "checkpoint": None if self.checkpoint is None else self.checkpoint.to_dict(),
        }

    def _extra_view(self, player: int | None) -> dict[str, Any]:
        snap = self.snap()
        visible = {c for p in (0, 1) for name in ("battle", "support", "leader", "discard")
                   for c in self.zones[zid(p, name)].cards}
        if player is not None:
            visible.update(self.hands[player].cards)
        return {
            "phase": self.phase.value, "turn": self.turn, "turn_player": self.turn_player,
            "first_player": self.first_player, "starting_turn": self.starting_turn, "battle": self.battle,
            "element": self.element, "totals": list(snap.total), "declared": self.declared[:],
            "dragons": self.dragons[:], "crystals": self.crystals[:], "game_no": self.game_no,
            "match": self.options.get("match") == "on", "crystal_target": self.options.get("crystals"),
            "active": sorted(c for p in (0, 1) for c in self.active_cards(p)),
            "characters": self.char[:], "leadership_active": self.lead_active[:], "leaders": self.leader[:],
            "values": {str(c): v for c, v in snap.value.items()},
            "ignored": {str(c): sorted(parts) for c, parts in snap.ignored.items() if c in visible},
            "backtracking": self.options.get("backtracking"),
        }


def _copy_frame(f: Any) -> Any:
    """A frame whose lists and dicts, at every depth, are its own: a clone played on (a search, the
    backtracking check) must never empty the original's lists (a trigger frame's ``todo`` holds
    ``[seat, [cards]]``)."""
    if isinstance(f, dict):
        return {k: _copy_frame(v) for k, v in f.items()}
    if isinstance(f, list):
        return [_copy_frame(x) for x in f]
    return f


# The rule modules read this module's names; they are bound here, once everything above exists.
from . import legal as _legal, perform as _perform  # noqa: E402
from .statics import snapshot as _snapshot  # noqa: E402
from .checkpoint import Frozen as _Frozen  # noqa: E402
