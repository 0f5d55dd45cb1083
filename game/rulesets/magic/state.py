"""The state of a reduced-core Magic game: zones per player, permanents' status, the stack, pending
triggers, combat and the turn. No pygame."""
from __future__ import annotations

import dataclasses
from enum import Enum
from types import MappingProxyType
from typing import Any, ClassVar, Mapping

from game.engine.state import GameState
from game.engine.zones import Visibility

from .cards import CardDb, CardDef
from . import teams
from .hooks import Part, Variant
from .setting import DEFAULTS, Setting
from .vocab import ENTERS_WITH, MANA


class Step(str, Enum):
    """The steps of a turn (500.1), with the mulligans before the first turn (103.5)."""
    MULLIGAN = "mulligan"
    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    MAIN1 = "main1"
    BEGIN_COMBAT = "begin_combat"
    ATTACKERS = "declare_attackers"
    BLOCKERS = "declare_blockers"
    FIRST_DAMAGE = "first_strike_damage"
    DAMAGE = "combat_damage"
    END_COMBAT = "end_combat"
    MAIN2 = "main2"
    END = "end"
    CLEANUP = "cleanup"


ORDER = (Step.UNTAP, Step.UPKEEP, Step.DRAW, Step.MAIN1, Step.BEGIN_COMBAT, Step.ATTACKERS, Step.BLOCKERS,
         Step.FIRST_DAMAGE, Step.DAMAGE, Step.END_COMBAT, Step.MAIN2, Step.END, Step.CLEANUP)
MAIN_STEPS = (Step.MAIN1, Step.MAIN2)
COMBAT_STEPS = (Step.BEGIN_COMBAT, Step.ATTACKERS, Step.BLOCKERS, Step.FIRST_DAMAGE, Step.DAMAGE, Step.END_COMBAT)
# "sideboard" holds the cards a player owns outside the game (400.11b), which only its owner may look at.
ZONE_KINDS = ("library", "hand", "battlefield", "graveyard", "exile", "command", "left", "sideboard")
STARTING_LIFE = 20        # 103.4 (a variant's hook may set its own)
HAND_SIZE = 7             # 103.5 opening hand, 402.2 maximum hand size
TURN_CAP_ROUNDS = 80      # our own: a game still going after this many rounds is a draw


NOT_ARRIVING = (-1, 0)     # MagicState.arriving when no permanent spell is resolving


def zid(p: int, kind: str) -> str:
    return f"p{p}.{kind}"


# asked for on every check, so made once: a game seats at most 8 (INFO.max_players in __init__.py)
_BATTLEFIELDS = tuple(zid(p, "battlefield") for p in range(8))
_HANDS = tuple(zid(p, "hand") for p in range(8))
# the zones count_move tells apart: a player's own, and the stack
_COUNTED = frozenset({"hand", "library", "graveyard", "exile", "battlefield", "stack"})


@dataclasses.dataclass(slots=True)
class Perm:
    """What a permanent has beyond its card: status (110.5), damage (120.3), counters (122) and effects
    that last until end of turn (514.2)."""
    tapped: bool = False
    sick: bool = True             # not continuously controlled since its controller's turn began (302.6)
    damage: int = 0
    deathtouched: bool = False    # dealt damage by a source with deathtouch since the last check (704.5h)
    plus: int = 0                 # +1/+1 counters
    loyalty: int = 0              # loyalty counters
    loyalty_used: bool = False    # a loyalty ability was activated this turn (606.3)
    pumps: tuple[tuple[int, int, str], ...] = ()   # until end of turn: (power, toughness, keyword)
    since: int = 0                # the order it entered, for "later wins" and the legend rule's prompt
    attached_to: int = -1         # an Aura or Equipment: the permanent it is attached to (301.5, 303.4; attach.py)
    minus: int = 0                # -1/-1 counters (122.1a, counters.py)
    named: tuple[tuple[str, int], ...] = ()   # counters with a name and no rules meaning: (name, how many)
    x: int = 0                    # the X its spell was cast with, for its entering abilities (107.3m); 0 otherwise

    def copy(self) -> "Perm":
        return Perm(self.tapped, self.sick, self.damage, self.deathtouched, self.plus, self.loyalty,
                    self.loyalty_used, self.pumps, self.since, self.attached_to, self.minus, self.named, self.x)

    def to_json(self) -> list[Any]:
        out: list[Any] = [self.tapped, self.sick, self.damage, self.deathtouched, self.plus, self.loyalty,
                          self.loyalty_used, [list(p) for p in self.pumps], self.since]
        # the later fields only while set, so that a position without them keeps the saved form it had before
        if self.x:
            out += [self.attached_to, self.minus, [list(n) for n in self.named], self.x]
        elif self.minus or self.named:
            out += [self.attached_to, self.minus, [list(n) for n in self.named]]
        elif self.attached_to >= 0:
            out.append(self.attached_to)
        return out


@dataclasses.dataclass(frozen=True, slots=True)
class StackItem:
    """A spell (its card is in the stack zone) or an ability (its source card may be anywhere), with its
    controller (a stack object always has one, 108.4 / 113.2) and its one target, if any."""
    kind: str              # "spell", "ability", or "delayed" (its ability's later effects, 603.7)
    card: int              # the spell's card, or the ability's source
    controller: int
    ability: int           # index into the source's abilities
    def_id: str            # the source as it last was (608.2h last known information)
    target: str = ""       # "", "p<seat>" or "c<card>"
    target_epoch: int = -1  # the targeted card's epoch when chosen: a card that moved since is a new object
    life_paid: int = 0
    x: int = 0             # the value of X chosen as it was cast or activated (107.3, xcost.py)
    modes: tuple[int, ...] = ()      # a modal spell's or ability's chosen modes, in printed order (700.2, multi.py)
    more: tuple[str, ...] = ()       # its targets beyond ``target`` ("-" for "up to" left empty), multi.py
    more_epochs: tuple[int, ...] = ()

    def to_json(self) -> list[Any]:
        out: list[Any] = [self.kind, self.card, self.controller, self.ability, self.def_id, self.target,
                          self.target_epoch, self.life_paid]
        # the later fields only where there are some, so that older saves hash as they did
        if self.modes or self.more:
            out += [self.x, list(self.modes), list(self.more), list(self.more_epochs)]
        elif self.x:
            out.append(self.x)
        return out


@dataclasses.dataclass(frozen=True, slots=True)
class HeldMove:
    """A zone change waiting for the affected card's owner to choose among replacement effects (616.1):
    the destination so far, the replacements applied (each once, 614.5, but the commander's may apply
    again, 903.9b) and those refused for this event."""
    card: int
    dest: str
    index: int | None
    cause: str
    applied: tuple[str | int, ...] = ()     # "command" (903.9b) or the number of a replacing permanent
    declined: tuple[str | int, ...] = ()

    def to_json(self) -> list[Any]:
        return [self.card, self.dest, self.index, self.cause, list(self.applied), list(self.declined)]


class TeamLife(list[int]):
    """Life totals where a team shares one (810): a change to one player's is a change to the team's, so
    damage, life loss, life gain and life paid by any of them (and every reading) agree."""

    def __init__(self, values: list[int], teams: tuple[tuple[int, ...], ...]) -> None:
        super().__init__(values)
        self.teams = teams

    def __setitem__(self, p: object, value: object) -> None:        # type: ignore[override]
        assert isinstance(p, int) and isinstance(value, int)
        for t in self.teams:
            if p in t:
                for q in t:
                    super().__setitem__(q, value)
                return
        super().__setitem__(p, value)


class MagicState(GameState):
    ruleset_id: ClassVar[str] = "magic"
    over_rule: ClassVar[str] = "104.1"         # a game that has ended is over: nothing more is done in it
    concede_rule: ClassVar[str] = "104.3a"     # a player may concede at any time
    # (turn, card, ability, card's epoch) of each "only once each turn" ability activated this turn (602.5b);
    # a tuple, replaced whole (extra_costs.py), so that a copy of the state shares it safely
    once_used: tuple[tuple[int, int, int, int], ...] = ()
    # what each drafted card noted (905.2b, draftnotes.py), by card number: set as the decks are dealt and never
    # changed after, so a copy of the state shares it; a game without a draft has none
    draft_notes: Mapping[int, str] = MappingProxyType({})
    # The ruleset's own fields as slots: with the core's fourteen, its sixty-two would pass the 30 names an
    # instance's attributes share their keys under (CPython 3.11), and every attribute read would look in a dict.
    # The two above, set on few states, and MagicGame's ``dealt`` stay in the dict beside their class defaults.
    __slots__ = ("db", "options", "setting", "variants", "defs", "step", "turn", "active", "start_player", "priority",
                 "passes", "quiet", "settled", "calm", "plays_kept", "means_kept", "moves", "shared_moves",
                 "field_moves", "inert_moves", "field_total", "stack_moves", "own_moves", "hand_moves", "fast_moves",
                 "fast_discards", "status_changes", "reach_kept", "team_seats", "team_lands", "markers", "to_attack",
                 "_life", "pool", "out", "drew_empty", "lands_played", "mulligans", "kept", "mull_choice", "bottomed",
                 "targeting", "arriving", "perm", "attached", "stack", "pending", "ordered", "attackers", "blocks",
                 "blocking", "attacks_declared", "to_block", "struck_first", "entered", "tokens", "held", "resume",
                 "delayed", "may_item", "lasting", "parts", "library_task")

    def __init__(self, num_players: int, seed: int, db: CardDb, options: dict[str, Any],
                 setting: Setting | None = None, variants: tuple[Variant, ...] = ()) -> None:
        super().__init__(num_players, seed)
        self.db = db
        self.options = dict(options)
        # what the game is played as (deck format, multiplayer shape, supplements) and the variants that
        # make it: the core asks their hooks, never the settings' words
        self.setting = setting or Setting(multiplayer="two-player" if num_players == 2 else "free-for-all")
        self.variants = variants
        self.defs: list[CardDef] = []
        for p in range(num_players):
            for kind in ZONE_KINDS:
                vis = {"library": Visibility.HIDDEN, "hand": Visibility.OWNER, "sideboard": Visibility.OWNER,
                       "left": Visibility.HIDDEN}.get(kind, Visibility.PUBLIC)
                self.add_zone(zid(p, kind), p, vis, ordered=kind in ("library", "graveyard"))
        self.add_zone("stack", None, Visibility.PUBLIC)
        self.add_zone("gone", None, Visibility.PUBLIC, ordered=False)   # tokens that ceased to exist (111.7)
        seen = {"public": Visibility.PUBLIC, "owner": Visibility.OWNER, "hidden": Visibility.HIDDEN}
        for v in variants:                        # a variant's own zones (a planar deck, a scheme deck)
            for kind, who in v.zones():
                for p in range(num_players):
                    self.add_zone(zid(p, kind), p, seen[who], ordered=True)
            for name, who in v.shared_zones():
                self.add_zone(name, None, seen[who], ordered=True)
        self.step = Step.MULLIGAN
        self.turn = 0
        self.active = 0
        self.start_player = 0
        self.priority = -1                # who holds priority, -1 while nobody does
        self.passes = 0                   # players who passed in succession (117.4)
        # the last check of state-based actions found none, and since then players have only passed
        # priority (flow.settle): no saved or hashed part of the state, a copy may keep it or not
        self.quiet = False
        self.settled = 0                  # how many of the action's events that last check saw
        # the actions that changed what legal.plays_key does not read (perform.py), and what each player could
        # play when last asked in and out of a main phase (legal.py): no saved or hashed part of the state
        self.calm = 0
        self.plays_kept: dict[tuple[int, bool], tuple[Any, ...]] = {}
        self.means_kept: dict[int, tuple[Any, ...]] = {}          # each player's means of paying (legal.py)
        # cards moved so far, and the statics reaching each player's permanents (stats.reach_of): no saved
        # or hashed part of the state either
        self.moves = 0
        # the same moves counted by what they touched (``count_move``, legal.plays_key): a zone that may matter
        # to anyone, each player's battlefield (and all of them), the stack, each player's graveyard and exile
        self.shared_moves = 0
        self.field_moves = [0] * num_players          # of cards that are not inert (cards.CardDef.inert)
        self.inert_moves = [0] * num_players
        self.field_total = 0
        self.stack_moves = 0
        self.own_moves = [0] * num_players
        # the moves into or out of each player's hand: all, those of cards cast at instant speed, and how many
        # of those with a discard cost (its size matters then) the hand holds
        self.hand_moves = [0] * num_players
        self.fast_moves = [0] * num_players
        self.fast_discards = [0] * num_players
        # changes to each player's permanents' status: tapped, sick, loyalty, boosts (``touch``, legal.py)
        self.status_changes = [0] * num_players
        self.reach_kept: dict[int, tuple[tuple[Any, ...], Any]] = {}
        # teams (805, teams.py): each a tuple of seats in turn order, () without; formed below from the variants
        self.team_seats: tuple[tuple[int, ...], ...] = ()
        self.team_lands = [0] * num_players       # lands each active player of a team played this turn
        self.markers: list[int] = []              # Grand Melee's turn markers' holders, oldest first (melee.py)
        self.to_attack: list[int] = []            # with markers: the holders still to declare attackers
        self.life = [STARTING_LIFE] * num_players
        seats = next((t for v in variants if (t := v.teams(num_players))), ())
        if seats:
            teams.form(self, seats)               # after the life list: a shared life total (810) is kept by it
        self.pool = [[0] * len(MANA) for _ in range(num_players)]
        self.out = [False] * num_players          # lost or left the game (800.4)
        self.drew_empty = [False] * num_players   # tried to draw from an empty library (704.5b)
        self.lands_played = 0
        self.mulligans = [0] * num_players
        self.kept = [False] * num_players
        self.mull_choice = [""] * num_players
        self.bottomed = [False] * num_players
        self.targeting: StackItem | None = None   # a trigger whose controller is choosing its target
        # the permanent spell resolving now and its X (effects.resolve), read by that card alone as it enters
        # (107.3m); (-1, 0) between actions, so it is neither copied nor saved
        self.arriving = NOT_ARRIVING
        self.perm: dict[int, Perm] = {}
        self.attached: set[int] = set()           # the permanents attached to another (attached_to >= 0)
        self.stack: list[StackItem] = []
        self.pending: list[StackItem] = []        # triggered abilities waiting to be put on the stack (603.3)
        self.ordered = 0                          # how many at the front of pending are in their chosen order (603.3b)
        self.attackers: dict[int, str] = {}       # attacking creature -> "p<seat>" or "c<planeswalker>"
        self.blocks: dict[int, list[int]] = {}    # attacking creature -> its blockers, in the order declared
        self.blocking: dict[int, int] = {}        # blocking creature -> the attacker it blocks
        self.attacks_declared = False
        self.to_block: list[int] = []             # defending players still to declare blockers, APNAP order
        self.struck_first: set[int] = set()       # dealt first-strike damage this combat (510.4)
        self.entered = 0
        self.tokens: list[int] = []               # every token made this game (704.5d looks only at these)
        self.held: list[HeldMove] = []                          # zone changes waiting for a replacement choice
        self.resume: tuple[StackItem, int] | None = None        # a resolution paused there: (object, next effect)
        self.delayed: list[StackItem] = []        # delayed triggers waiting for the next end step (603.7)
        self.may_item: StackItem | None = None    # a "may" ability resolving while its controller chooses (603.5)
        self.lasting: list[Any] = []              # effects lasting beyond their resolution (durations.Lasting)
        self.parts: dict[str, Part] = {}          # each variant's own part of the state (hooks.Part)
        # a search waiting for its player's choice: (where the card goes, revealed?, the source), library.py
        self.library_task: tuple[str, bool, int | None] | None = None
        for v in variants:
            part = v.new_part(self)
            if part is not None:
                self.parts[v.part_name] = part

    # ----- life (a shared life total is kept in every teammate's cell, 810) ----------------------
    @property
    def life(self) -> list[int]:
        return self._life

    @life.setter
    def life(self, values: list[int]) -> None:
        shared = bool(self.team_seats) and any(v.shares_life for v in self.variants)
        self._life = TeamLife(values, self.team_seats) if shared else values

    # ----- what the variants change ----------------------------------------------------------
    def starting_life(self, p: int) -> int:
        """103.4, as the variants set it (903.7, 903.12f, 902.4)."""
        life = STARTING_LIFE
        for v in self.variants:
            life = v.starting_life(self, p, life)
        return life

    def hand_size(self, p: int) -> int:
        """103.5 / 402.2, as the variants set it (902.5): the opening hand and the maximum hand size."""
        size = HAND_SIZE
        for v in self.variants:
            size = v.hand_size(self, p, size)
        return size

    def parts_form(self) -> dict[str, Any]:
        """The variants' parts as the state's saved (and hashed) form holds them: each part's own keys."""
        form: dict[str, Any] = {}
        for part in self.parts.values():
            form.update(part.to_json())
        return form

    def command_sources(self, p: int) -> list[int]:
        """The cards of ``p``'s whose abilities work from the command zone (902.7)."""
        return [i for v in self.variants for i in v.command_sources(self, p)]

    def table_sources(self) -> list[int]:
        """The cards in the command zone whose statics reach every player's permanents (901.7)."""
        return [i for v in self.variants for i in v.table_sources(self)] if self.variants else []

    # ----- cards -------------------------------------------------------------------------
    def add_game_card(self, owner: int, def_id: str, zone_id: str) -> int:
        card = self.add_card(owner, def_id, zone_id)
        self.defs.append(self.db[def_id])
        if self.defs[-1].token:
            self.tokens.append(card.iid)
        return card.iid

    def zone_of(self, iid: int) -> str:
        return self.cards[iid].zone

    def kind_of(self, iid: int) -> str:
        return self.cards[iid].zone.partition(".")[2] or self.cards[iid].zone

    def on_battlefield(self, iid: int) -> bool:
        return iid in self.perm

    def battlefield(self, p: int) -> list[int]:
        return self.zones[_BATTLEFIELDS[p]].cards

    def all_permanents(self) -> list[int]:
        zones = self.zones
        return [i for p in range(self.num_players) for i in zones[_BATTLEFIELDS[p]].cards]

    def controller(self, iid: int) -> int:
        """A permanent's controller is the player whose battlefield it lies in (control.py moves it there
        when control changes); anything else's is its owner."""
        if iid in self.perm:
            zone = self.cards[iid].zone                  # "p<seat>.battlefield"
            return int(zone[1]) if zone[2] == "." else int(zone[1:zone.index(".")])
        for v in self.variants:                          # a face-up plane's is the planar controller (901.6)
            who = v.controls(self, iid)
            if who is not None:
                return who
        return self.cards[iid].owner

    def hand(self, p: int) -> list[int]:
        return self.zones[_HANDS[p]].cards

    def library(self, p: int) -> list[int]:
        return self.zones[zid(p, "library")].cards

    def alive(self) -> list[int]:
        return [p for p in range(self.num_players) if not self.out[p]]

    def apnap(self) -> list[int]:
        """Players still in the game from the active player on, in turn order (101.4)."""
        return [q for k in range(self.num_players) if not self.out[q := (self.active + k) % self.num_players]]

    def opponents(self, p: int) -> list[int]:
        """The players still in the game on another team (805; each player alone without teams)."""
        if not self.team_seats:
            return [q for q in self.alive() if q != p]
        mine = next(t for t in self.team_seats if p in t)
        return [q for q in self.alive() if q not in mine]

    def _moved(self, iid: int, from_zone: str, to_zone: str) -> None:
        self.count_move(iid, from_zone, to_zone)
        d = self.defs[iid]
        if from_zone.endswith(".battlefield") and not to_zone.endswith(".battlefield"):
            self.perm.pop(iid, None)   # 400.7: a permanent that leaves is a new object with no memory
            self.attached.discard(iid)
            self.attackers.pop(iid, None)          # 506.4: and is removed from combat
            if iid in self.blocking:
                self.blocks[self.blocking.pop(iid)].remove(iid)   # its attacker stays blocked (509.1h)
            if to_zone.endswith(".graveyard") and d.is_a("creature"):
                self._trigger(iid, "dies")         # 603.6c / 603.10a: leaves-the-battlefield looks back
        for part in self.parts.values():
            part.moved(self, iid, from_zone, to_zone)
        if to_zone.endswith(".battlefield"):
            self.entered += 1
            x = self.arriving[1] if self.arriving[0] == iid else 0
            self.perm[iid] = Perm(since=self.entered, loyalty=d.loyalty, x=x)
            for a in d.statics:                    # 614.1c "enters with N +1/+1 counters" (N may be X, 107.3m)
                if a.static == ENTERS_WITH:
                    n = sum(x if e.x else e.amount for e in a.effects)
                    if n > 0:
                        self.perm[iid].plus += n
                        self.emit("counters_added", card=iid, kind="+1/+1", amount=n, rule="614.1c")
            self._trigger(iid, "enters")           # 603.6a

    def touch(self, iid: int) -> None:
        """A permanent's status changed (tapped or untapped, sick or not, its loyalty or the loyalty ability
        used, a boost until end of turn): what its controller may play is made anew (legal.plays_key) if
        that reads it."""
        if self.defs[iid].plays_on_status:
            self.status_changes[self.controller(iid)] += 1

    def count_move(self, iid: int, from_zone: str, to_zone: str) -> None:
        """A card moved (or changed battlefields with its controller, control.py): the counts legal.plays_key
        reads. What a player may play reads battlefields (their own always but for inert cards, which only a
        cost or a target reads; the others' for targets), the stack (targets), their own graveyard and exile
        (targets) and their own hand (only the cards cast at
        instant speed outside a main phase, and its size for one with a discard cost); a command zone, a zone
        shared by all, or a permanent attached to another (its host's keywords) may matter to anyone. A
        hand changes only by moves: its order is that of the cards' arrivals."""
        self.moves += 1
        perm = self.perm.get(iid)
        fq, _, fk = from_zone.partition(".")
        tq, _, tk = to_zone.partition(".")
        fk, tk = fk or fq, tk or tq                  # "stack", "gone", a shared zone: the id is the kind
        if fk not in _COUNTED or tk not in _COUNTED or perm is not None and perm.attached_to >= 0:
            self.shared_moves += 1
            return
        for q, kind, step in ((fq, fk, -1), (tq, tk, 1)):
            if kind == "battlefield":
                if self.defs[iid].inert:
                    self.inert_moves[int(q[1:])] += 1
                else:
                    self.field_moves[int(q[1:])] += 1
                self.field_total += 1
            elif kind == "stack":
                self.stack_moves += 1
            elif kind == "hand":
                seat = int(q[1:])
                self.hand_moves[seat] += 1
                d = self.defs[iid]
                if d.instant_speed:
                    self.fast_moves[seat] += 1
                    if d.extra_cost == "discard":
                        self.fast_discards[seat] += step
            elif kind != "library":
                self.own_moves[int(q[1:])] += 1

    def _trigger(self, iid: int, when: str) -> None:
        # 107.3m: an entering ability that says X takes the X its spell was cast with
        d = self.defs[iid]
        if not d.triggered:
            return
        x = self.perm[iid].x if when == "enters" and iid in self.perm else 0
        for i, a in d.triggered:
            if a.when == when:
                self.pending.append(StackItem("ability", iid, self.controller(iid), i, d.id, x=x))

    # The one door (``_generate_legal``, ``_explain_refusal``, ``_perform``) is ``door.MagicGame``'s: the
    # state imports no rules module, so the rules modules may all import it.

    # ----- copies, hashes, views --------------------------------------------------------
    def _clone_extra(self, new: GameState) -> None:
        assert isinstance(new, MagicState)
        # GameState.shell copies the instance dict, which holds none of the slots: the immutable ones here, the
        # teams and variants before the life list, whose setter reads them
        new.db, new.setting, new.variants, new.team_seats = self.db, self.setting, self.variants, self.team_seats
        new.step, new.turn, new.active, new.start_player = self.step, self.turn, self.active, self.start_player
        new.priority, new.passes, new.lands_played, new.entered = (self.priority, self.passes, self.lands_played,
                                                                   self.entered)
        new.quiet, new.settled, new.calm, new.moves = self.quiet, self.settled, self.calm, self.moves
        new.shared_moves, new.field_total, new.stack_moves = self.shared_moves, self.field_total, self.stack_moves
        new.targeting, new.arriving, new.ordered, new.attacks_declared = (self.targeting, self.arriving,
                                                                          self.ordered, self.attacks_declared)
        new.resume, new.may_item, new.library_task = self.resume, self.may_item, self.library_task
        new.options = dict(self.options)
        new.defs = list(self.defs)
        new.team_lands = list(self.team_lands)
        new.markers = list(self.markers)
        new.to_attack = list(self.to_attack)
        new.life = list(self.life)
        new.pool = [list(p) for p in self.pool]
        new.out = list(self.out)
        new.drew_empty = list(self.drew_empty)
        new.mulligans = list(self.mulligans)
        new.kept = list(self.kept)
        new.mull_choice = list(self.mull_choice)
        new.bottomed = list(self.bottomed)
        new.perm = {k: v.copy() for k, v in self.perm.items()}
        new.attached = set(self.attached)
        new.stack = list(self.stack)
        new.pending = list(self.pending)
        new.attackers = dict(self.attackers)
        new.blocks = {k: list(v) for k, v in self.blocks.items()}
        new.blocking = dict(self.blocking)
        new.to_block = list(self.to_block)
        new.struck_first = set(self.struck_first)
        new.tokens = list(self.tokens)
        new.parts = {k: v.copy() for k, v in self.parts.items()}
        new.held = list(self.held)
        new.delayed = list(self.delayed)
        new.lasting = list(self.lasting)
        new.plays_kept = {}
        new.means_kept = {}
        new.own_moves = list(self.own_moves)
        new.field_moves = list(self.field_moves)
        new.inert_moves = list(self.inert_moves)
        new.hand_moves = list(self.hand_moves)
        new.fast_moves = list(self.fast_moves)
        new.fast_discards = list(self.fast_discards)
        new.status_changes = list(self.status_changes)
        new.reach_kept = {}

    def _public(self) -> dict[str, Any]:
        return {"step": self.step.value, "turn": self.turn, "active": self.active, "start_player": self.start_player,
                "priority": self.priority, "passes": self.passes, "life": list(self.life),
                "pool": [list(p) for p in self.pool], "out": list(self.out), "drew_empty": list(self.drew_empty),
                "lands_played": self.lands_played, "mulligans": list(self.mulligans), "kept": list(self.kept),
                "mull_choice": list(self.mull_choice), "bottomed": list(self.bottomed),
                "targeting": None if self.targeting is None else self.targeting.to_json(),
                "perm": {str(k): v.to_json() for k, v in sorted(self.perm.items())},
                "stack": [i.to_json() for i in self.stack], "pending": [i.to_json() for i in self.pending],
                "attackers": {str(k): v for k, v in sorted(self.attackers.items())},
                "blocks": {str(k): list(v) for k, v in sorted(self.blocks.items())},
                "attacks_declared": self.attacks_declared, "to_block": list(self.to_block),
                "struck_first": sorted(self.struck_first), "entered": self.entered,
                # the combination's settings only where they differ from their defaults, so that a game saved
                # before they existed (its setup says variant=...) hashes as it did when it was saved
                "options": {k: v for k, v in sorted(self.options.items()) if DEFAULTS.get(k, None) != v},
                **self.parts_form(), "held": [h.to_json() for h in self.held],
                "resume": None if self.resume is None else [self.resume[0].to_json(), self.resume[1]],
                "delayed": [i.to_json() for i in self.delayed],
                "may_item": None if self.may_item is None else self.may_item.to_json(),
                # only while set, so that every position without a chosen order keeps its saved form
                **({"ordered": self.ordered} if self.ordered else {}),
                **({"team_lands": list(self.team_lands)} if self.team_seats or self.markers else {}),
                **({"markers": list(self.markers), "to_attack": list(self.to_attack)} if self.markers else {}),
                **({"once_used": [list(u) for u in self.once_used]} if self.once_used else {}),
                **({"lasting": [e.to_json() for e in self.lasting]} if self.lasting else {}),
                **({"library_task": list(self.library_task)} if self.library_task else {})}

    def _extra_dict(self) -> dict[str, Any]:
        return self._public()

    def _extra_view(self, player: int | None) -> dict[str, Any]:
        out = self._public()
        for v in self.variants:          # a variant's secrets in its part (702.106: a chosen name)
            v.hide(self, out, player)
        return out
