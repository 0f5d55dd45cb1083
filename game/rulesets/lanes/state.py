"""The state of a Lanes TCG game."""
from __future__ import annotations

from enum import Enum
from typing import Any

from game.engine.actions import Action
from game.engine.errors import IllegalActionError
from game.engine.state import GameState
from game.engine.zones import Visibility

from .cards import CardDb, CardDef

LANES = 3
HAND_LIMIT = 7
LOSS_DAMAGE = 10
MAX_LEVEL = 10


_FIELD = frozenset(f"p{p}.{z}" for p in (0, 1) for z in ("unit0", "unit1", "unit2", "skill", "level"))
_SKILL_SIDE = {"p0.skill": 0, "p1.skill": 1}
_UNIT_LANE = {f"p{p}.unit{lane}": lane for p in (0, 1) for lane in range(LANES)}  # unit zone -> lane


class Phase(str, Enum):
    SETUP = "setup"          # mulligans (5.1.6)
    LEVEL_UP = "level_up"    # 6.2
    DRAW = "draw"            # 6.3
    MAIN = "main"            # 6.4
    ATTACK = "attack"        # 6.5
    END = "end"              # 6.6


# The phases under plain names, for the flow and the legal list: reading ``Phase.MAIN`` goes through the enum
# class's ``__getattr__`` hook (some 90 ns on Python 3.11), and phases are compared several times an action.
PHASE_SETUP, PHASE_LEVEL_UP, PHASE_DRAW, PHASE_MAIN, PHASE_ATTACK, PHASE_END = Phase


def zid(player: int, name: str) -> str:
    return f"p{player}.{name}"


# A player's zone ids, by player, made once: the rules name a player's zones at every step, and a name
# formatted anew is a new string to hash
DECK, HAND, TRASH, DAMAGE, SKILL = (tuple(zid(p, name) for p in (0, 1))
                                    for name in ("deck", "hand", "trash", "damage", "skill"))


def unit_zid(player: int, lane: int) -> str:
    return f"p{player}.unit{lane}"


class Mod:
    """A modification made by a resolved effect (power +2 until end of turn, a granted ability, ...)."""

    __slots__ = ("mid", "target", "kind", "value", "until", "source", "controller")

    def __init__(self, mid: int, target: int, kind: str, value: Any, until: str, source: int, controller: int) -> None:
        self.mid, self.target, self.kind, self.value = mid, target, kind, value
        self.until, self.source, self.controller = until, source, controller

    def to_json(self) -> list[Any]:
        return [self.mid, self.target, self.kind, self.value, self.until, self.source, self.controller]


class LanesState(GameState):
    ruleset_id = "lanes"
    over_rule = "1.2.1"         # the game ends when a player loses: nothing more is played
    concede_rule = "1.2.4"      # a player may concede at any moment and loses at once
    # The ruleset's own fields as slots: with the core's, they would pass the 30 names an instance's attributes
    # share their keys under (CPython 3.11), and every attribute read would then look in a dict.
    __slots__ = ("db", "defs", "phase", "turn", "turn_player", "first_player", "level", "awakened", "leader", "placed",
                 "activated", "attacked", "mods", "returns", "battle", "stack", "pending", "batch", "outer", "losing",
                 "end_step", "serial", "since", "level_since", "in_damage", "_cache", "_field", "unit_zones",
                 "damage_zones")

    def __init__(self, seed: int, db: CardDb) -> None:
        super().__init__(2, seed)
        self.db = db
        self.defs: list[CardDef] = []  # card definition by instance id
        self.phase = PHASE_SETUP
        self.turn = 0
        self.turn_player = 0
        self.first_player = 0
        self.level = [1, 1]
        self.awakened = [False, False]
        self.leader = [-1, -1]
        self.placed: list[int] = []            # lanes placed in this turn (6.4.1.1.3)
        self.activated: list[tuple[int, str]] = []  # (card, ability) used this turn (6.4.1.2.2)
        self.attacked: list[int] = []          # units that declared an attack this turn (7.1)
        self.mods: list[Mod] = []
        self.returns: list[list[int]] = []     # [card, epoch] to bring back from the trash this end phase (10.2.5.3)
        self.battle: dict[str, Any] | None = None
        self.stack: list[dict[str, Any]] = []  # resolution frames, top last
        self.pending: list[dict[str, Any]] = []  # automatic effects waiting to resolve (8.4)
        self.batch: list[dict[str, Any]] = []    # the simultaneous group being resolved now
        self.outer: list[list[dict[str, Any]]] = []  # groups waiting under one that must resolve first (4.5.2)
        self.losing: list[tuple[int, str]] = []  # (player, rule) loss conditions met, for rule processing
        self.end_step = 0
        self.serial = 0
        # Timestamps of what continuous effects apply from (1.3.7.1-2, docs/rules/lanes.md): the serial at which
        # each card last arrived in a unit zone (and a leader awoke; cards a position places count from 0), and
        # per player and level 1-10, the serial at which the leader level last rose to it.
        self.since: dict[int, int] = {}
        self.level_since = [[0] * (MAX_LEVEL + 1), [0] * (MAX_LEVEL + 1)]
        self.in_damage = [0, 0]                  # damage processings under way, per player
        self._cache: Any = None  # the continuous-effect snapshot (statics.py) ...
        self._field: Any = None  # ... and its first layer, which outlives changes of modifications only
        for p in range(2):
            for name, vis in (("deck", Visibility.HIDDEN), ("hand", Visibility.OWNER), ("trash", Visibility.PUBLIC),
                              ("damage", Visibility.PUBLIC), ("skill", Visibility.PUBLIC), ("level", Visibility.PUBLIC)):
                self.add_zone(zid(p, name), p, vis)
            for lane in range(LANES):
                self.add_zone(unit_zid(p, lane), p, Visibility.PUBLIC)
        self._link_zones()

    def _link_zones(self) -> None:
        self.unit_zones = [[self.zones[unit_zid(p, lane)] for lane in range(LANES)] for p in range(2)]
        self.damage_zones = [self.zones[zid(p, "damage")] for p in range(2)]

    # ----- lookups --------------------------------------------------------------------
    def cdef(self, iid: int) -> CardDef:
        return self.defs[iid]

    def add_card(self, owner: int, def_id: str, zone_id: str) -> Any:
        card = super().add_card(owner, def_id, zone_id)
        self.defs = self.defs + [self.db.cards[def_id]]  # shared by clones: replaced, never changed in place
        return card

    def opponent(self, player: int) -> int:
        return 1 - player

    def zone_cards(self, player: int, name: str) -> list[int]:
        return self.zones[f"p{player}.{name}"].cards

    def unit_at(self, player: int, lane: int) -> int | None:
        cards = self.unit_zones[player][lane].cards
        return cards[0] if cards else None

    def items_of(self, iid: int) -> list[int]:
        zone = self.zones[self.cards[iid].zone]
        return zone.cards[1:] if zone.cards and zone.cards[0] == iid else []

    def lane_of(self, iid: int) -> int | None:
        z = self.cards[iid].zone
        lane = _UNIT_LANE.get(z)
        if lane is not None:
            cards = self.zones[z].cards
            if cards and cards[0] == iid:
                return lane
        return None

    def units(self, player: int) -> list[int]:
        """The player's units in lane order."""
        out = []
        for z in self.unit_zones[player]:  # a loop: a comprehension is a call of its own (CPython 3.11)
            if z.cards:
                out.append(z.cards[0])
        return out

    def encounter(self, iid: int) -> int | None:
        """The opposing unit in the same lane (3.5.4.2)."""
        lane = self.lane_of(iid)
        if lane is None:
            return None
        return self.unit_at(1 - self.cards[iid].owner, lane)

    def next_serial(self) -> int:
        self.serial += 1
        return self.serial

    def touch(self) -> None:
        """Something continuous effects read has changed: recompute them when next asked."""
        self._cache = None
        self._field = None

    def mods_changed(self) -> None:
        """Only the resolved modifications have changed: the snapshot's first layer still holds."""
        self._cache = None

    def _moved(self, iid: int, was: str, to_zone: str) -> None:
        if was in _FIELD:
            # A card that leaves the field is a new object: its modifications and turn history end.
            mods = self.mods
            if mods:
                self.mods = [m for m in mods if m.target != iid]
            if iid in self.attacked:
                self.attacked.remove(iid)
            if self.activated:
                self.activated = [a for a in self.activated if a[0] != iid]
            if was in _SKILL_SIDE and to_zone not in _FIELD and len(self.mods) == len(mods):  # no modification ended
                self._patch_field_cost(_SKILL_SIDE[was], -self.defs[iid].cost)
            else:
                self.touch()
        elif to_zone in _SKILL_SIDE:
            self._patch_field_cost(_SKILL_SIDE[to_zone], self.defs[iid].cost)
        elif to_zone in _FIELD:
            self.touch()  # continuous effects read only the field, levels and modifications
            self.serial += 1
            self.since[iid] = self.serial  # a unit or item arrives in a unit zone (the leader never moves)

    def _patch_field_cost(self, player: int, delta: int) -> None:
        """A card entering or leaving a skill zone changes only its player's field cost: nothing
        continuous reads the skill zone, so the snapshot is patched rather than recomputed."""
        if self._cache is not None:
            self._cache.field_cost[player] += delta

    # ----- the one door -----------------------------------------------------------------
    def _generate_legal(self) -> list[Action]:
        return _rules.generate_legal(self)

    def current_players(self) -> list[int]:
        # Every listed action is one player's: the pending decision's, else the turn player's (no rules
        # seats, no simultaneous choices); asked before every action, so the list is not gone through.
        legal = self.legal_actions()
        return [legal[0].player] if legal else []

    def _explain_refusal(self, action: Action) -> IllegalActionError:
        return _rules.explain_refusal(self, action)

    def _perform(self, action: Action) -> None:
        _rules.perform(self, action)

    # ----- copies and views -------------------------------------------------------------
    def _clone_extra(self, new: GameState) -> None:
        assert isinstance(new, LanesState)
        # GameState.shell copies the instance dict, which holds none of the slots: the immutable ones here
        new.db, new.defs, new.phase, new.turn = self.db, self.defs, self.phase, self.turn
        new.turn_player, new.first_player, new.end_step, new.serial = (self.turn_player, self.first_player,
                                                                       self.end_step, self.serial)
        new.level = self.level[:]
        new.awakened = self.awakened[:]
        new.leader = self.leader[:]
        new.placed = self.placed[:]
        new.activated = self.activated[:]
        new.attacked = self.attacked[:]
        new.mods = [Mod(*m.to_json()) for m in self.mods]
        new.returns = [r[:] for r in self.returns]
        new.since = dict(self.since)
        new.level_since = [self.level_since[0][:], self.level_since[1][:]]
        new.battle = None if self.battle is None else dict(self.battle)
        new.stack = [dict(f, ctx=dict(f["ctx"])) for f in self.stack]
        new.pending = [dict(t, frame=dict(t["frame"], ctx=dict(t["frame"]["ctx"]))) for t in self.pending]
        new.batch = [dict(t, frame=dict(t["frame"], ctx=dict(t["frame"]["ctx"]))) for t in self.batch]
        new.outer = [[dict(t, frame=dict(t["frame"], ctx=dict(t["frame"]["ctx"]))) for t in group]
                     for group in self.outer]
        new.losing = self.losing[:]
        new.in_damage = self.in_damage[:]
        new._cache = None
        new._field = None
        new._link_zones()

    def _extra_dict(self) -> dict[str, Any]:
        return {
            "phase": self.phase.value, "turn": self.turn, "turn_player": self.turn_player,
            "first_player": self.first_player, "level": self.level, "awakened": self.awakened,
            "leader": self.leader, "placed": self.placed, "activated": [list(a) for a in self.activated],
            "attacked": self.attacked, "mods": [m.to_json() for m in self.mods], "returns": self.returns,
            "battle": self.battle, "stack": self.stack, "pending": self.pending, "batch": self.batch,
            "outer": self.outer,
            "losing": [list(x) for x in self.losing], "end_step": self.end_step, "serial": self.serial,
            "in_damage": self.in_damage, "since": sorted(self.since.items()), "level_since": self.level_since,
        }

    def _extra_view(self, player: int | None) -> dict[str, Any]:
        from .statics import power, hit, size, field_cost
        return {
            "phase": self.phase.value, "turn": self.turn, "turn_player": self.turn_player,
            "first_player": self.first_player, "level": self.level[:], "awakened": self.awakened[:],
            "leader": self.leader[:],
            "size": [size(self, p) for p in range(2)], "field_cost": [field_cost(self, p) for p in range(2)],
            "units": {str(i): {"power": power(self, i), "hit": hit(self, i)} for p in range(2) for i in self.units(p)},
            "battle": None if self.battle is None else dict(self.battle),
            "placed": self.placed[:], "attacked": self.attacked[:],
        }


class _Rules:
    """The rule modules, imported once on first use (they import this module)."""

    def __getattr__(self, name: str) -> Any:
        from . import legal, perform
        self.generate_legal = legal.generate_legal
        self.explain_refusal = legal.explain_refusal
        self.perform = perform.perform
        return getattr(self, name)


_rules = _Rules()
