"""The state of a Clash of Decks game.

The hand is the deck, the life and the mana (L84-100, L342-368). A hand zone holds a person's creature
and spell cards in order, leftmost first; the citadel card lies in its own public zone and ``cit[seat]``
says how many hand cards are to its left, so the hand's order stays private while the citadel's place
and side are public (L94-96). HP is the number of cards to the citadel's right: ``len(hand) - cit``.

The table is data so that four seats fit (issue 12): ``fronts[f]`` names the two seats sharing front f,
``upper[seat]`` and ``lower[seat]`` are each seat's two fronts. The creatures on seat s's side of front f
are the zone ``f{f}.p{s}``, index 0 next to the bridge. A Symbiosis stack is its base card in the line
and the Symbiosis card in the zone ``stacked`` (``stacked_on[card] = base``); a card held by Bind lies in
``bound`` (``bound_by[card] = the Bind card``). The rulebook AI's seat (solo) has no hand: a hidden deck,
top first, a public discard pile, and its citadel under the deck.
"""
from __future__ import annotations

from enum import Enum
from typing import Any

from game.engine.actions import Action
from game.engine.errors import IllegalActionError
from game.engine.events import Event
from game.engine.state import GameState
from game.engine.zones import Visibility

from . import seats as _seats
from .cards import CardDb, CardDef
from .difficulty import Purchase

WINDOW = 4            # the four leftmost cards of a hand are playable (L436-438)
# Tests set this: wherever a short cut of the rules skips work, the work is done in full too and the two
# must agree (tests/clash_of_decks/test_cod_speed.py).
VERIFY = False
_LINE_PLACES: dict[str, tuple[int, int]] = {}     # a line's zone id -> (front, seat), parsed once


class Phase(str, Enum):
    CHAMPION = "champion"      # choosing champions (L1283-1297)
    START = "start"            # exhaustion, then phase 1 (L420-424, L568-574)
    SUMMON = "summon"          # phase 2 (L430-456)
    ASSAULT = "assault"        # phase 3 (L458-476)
    END = "end"                # healing and the next player (L520-522, L546-550)


# The phases under plain names for the turn's hot paths: reading ``Phase.X`` goes through the enum class's
# ``__getattr__`` hook on Python 3.11, some ten times the cost of a module global.
PHASE_CHAMPION, PHASE_START, PHASE_SUMMON, PHASE_ASSAULT, PHASE_END = (
    Phase.CHAMPION, Phase.START, Phase.SUMMON, Phase.ASSAULT, Phase.END)


def zid(seat: int, name: str) -> str:
    return f"p{seat}.{name}"


def line_id(front: int, seat: int) -> str:
    return f"f{front}.p{seat}"


class CDState(GameState):
    ruleset_id = "clash-of-decks"
    # the rulebook has no concession (docs/rules/clash-of-decks.md, A37): its nearest rules are cited
    over_rule = "CD-5.8"        # L552-558: the game ends the moment a fortress reaches the right end
    concede_rule = "CD-5.6.3"   # L542-544: a player loses the game at once
    # The ruleset's own fields as slots: with the core's, they would pass the 30 names an instance's attributes
    # share their keys under (CPython 3.11), and every attribute read would then look in a dict. A clone's dict
    # of the core's 14 names is made real by GameState.shell and misses the specialized reads (why DDState has no
    # slots), but a random playout never clones, and the AI's decisions measured faster with every field in
    # slots (1.9 % fewer instructions) than with only the copied ones (1.1 %).
    __slots__ = ("db", "options", "purchase", "points", "defs", "aura_ids", "_printed", "in_game", "lines_dirty",
                 "aura_lines", "fronts", "upper", "lower", "phase", "turn", "active", "start_player", "own_turns",
                 "hit_turn", "deepest", "mana", "cit", "side", "champ", "champ_ready", "dmg", "fresh", "shield_turn",
                 "keen_turn", "bonus", "granted", "stacked_on", "bound_by", "bound_from", "assault_order",
                 "hands", "decks", "discards", "lines", "line_ids", "line_zones")

    def __init__(self, seed: int, db: CardDb, options: dict[str, Any], *, seats: int = 2,
                 ai_seats: tuple[int, ...] = (), purchase: Purchase | None = None, points: int = 0) -> None:
        super().__init__(seats, seed)
        self.db = db
        self.options = dict(options)
        self.purchase = purchase or Purchase()
        self.points = points
        self.rules_seats = tuple(ai_seats)
        self.defs: list[CardDef] = []
        self.aura_ids: tuple[int, ...] = ()       # the cards with an Aura (a tuple: shared by clones)
        # the cards printing each ability, and the ``defs`` they were read from (rebuilt when it is replaced)
        self._printed: tuple[list[CardDef], dict[str, tuple[int, ...]]] = ([], {})
        # Every ability a creature of this game can ever have: printed on one of its cards, an Aura's pair,
        # or the ability the AI bought (option e). The rules skip looking for an ability among the creatures
        # when it is not here; a sampled world that deals the same cards differently keeps the same set.
        self.in_game: frozenset[str] = frozenset((self.purchase.ability,)) - {"none"}
        # A line holding an Aura's creature changed, or an Aura card moved, since the auras were last
        # checked (L1788-1802): only then can a gift change, so the many re-checks of the activation orders
        # skip the work otherwise. ``aura_lines``: the lines the Aura creatures stood in at that check.
        self.lines_dirty = True
        self.aura_lines: frozenset[str] = frozenset()
        # ----- the table: fronts as data, two seats or four (seats.py) -----
        self.fronts: list[tuple[int, int]] = _seats.fronts(seats)
        self.upper, self.lower = _seats.upper_lower(seats, str(self.options.get("upper_fronts", "next")))
        self.teams = _seats.teams(seats, str(self.options.get("mode", "duel")))
        self.phase = Phase.START
        self.turn = 0                     # turns begun in the game
        self.active = 0                   # the active player (L412-418)
        self.start_player = 0
        self.own_turns = [0] * seats      # each seat's turns begun (exhaustion, the start player's 6 mana)
        self.hit_turn = 0                 # the last turn a citadel was hit lower than ever before (the siege, CD-6.4)
        self.deepest = [[0, -99] for _ in range(seats)]   # each citadel's lowest point so far: [fortress?, -HP]
        self.mana = [0] * seats
        self.cit = [0] * seats            # hand cards left of the citadel (people only)
        self.side = ["watchtower"] * seats
        self.champ = [-1] * seats         # each person's champion card, -1 without one
        self.champ_ready = [False] * seats
        # ----- per card -----
        self.dmg: list[int] = []          # damage accumulated this turn (L506-512, assault step 9)
        self.fresh: list[bool] = []       # entered play this turn (L460-462)
        self.shield_turn: list[int] = []  # the turn its Shield was used up (L1536-1546)
        self.keen_turn: list[int] = []    # the turn its Keen was used (L1638-1654)
        self.bonus: list[int] = []        # Charge's bonus until the end of phase 3 (L1714-1726)
        self.granted: dict[int, tuple[str, ...]] = {}   # aura gifts of a creature as last checked (L1788-1802)
        self.stacked_on: dict[int, int] = {}            # Symbiosis card -> the base creature it lies on
        self.bound_by: dict[int, int] = {}              # held card -> the Bind card holding it
        self.bound_from: dict[int, int] = {}            # held card -> the seat whose hand or deck it came from
        self.assault_order: list[int] = []              # the snapshot activation order (setting activation)
        for s in range(seats):
            ai = s in self.rules_seats
            self.add_zone(zid(s, "citadel"), s, Visibility.PUBLIC)
            self.add_zone(zid(s, "out"), s, Visibility.PUBLIC)          # removed from the game (exhaustion)
            if ai:
                self.add_zone(zid(s, "deck"), s, Visibility.HIDDEN)     # the AI deck, top first (L654-660)
                self.add_zone(zid(s, "discard"), s, Visibility.PUBLIC)  # the AI discard pile (L714-716)
            else:
                self.add_zone(zid(s, "hand"), s, Visibility.OWNER)
                self.add_zone(zid(s, "champion"), s, Visibility.PUBLIC)
        for f, pair in enumerate(self.fronts):
            self.add_zone(f"f{f}.bridge", None, Visibility.PUBLIC)
            for s in pair:
                self.add_zone(line_id(f, s), None, Visibility.PUBLIC)
        for name in ("stacked", "bound", "resolving"):
            self.add_zone(name, None, Visibility.PUBLIC)
        self._link()

    def _link(self) -> None:
        z = self.zones
        self.hands = [z.get(zid(s, "hand")) for s in range(self.num_players)]
        self.decks = [z.get(zid(s, "deck")) for s in range(self.num_players)]
        self.discards = [z.get(zid(s, "discard")) for s in range(self.num_players)]
        self.lines = [{s: z[line_id(f, s)] for s in pair} for f, pair in enumerate(self.fronts)]
        self.line_ids = frozenset(line_id(f, s) for f, pair in enumerate(self.fronts) for s in pair)
        # the line zones in the standard order (upper front first, each front's seats in turn): read whole
        # by every legal list holding a spell and by the healing, without walking fronts and seats
        self.line_zones = tuple(self.lines[f][s] for f, pair in enumerate(self.fronts) for s in pair)

    # ----- building --------------------------------------------------------------------------------
    def add_card(self, owner: int, def_id: str, zone_id: str) -> Any:
        card = super().add_card(owner, def_id, zone_id)
        self.defs = self.defs + [self.db[def_id]]      # shared by clones: replaced, never changed in place
        if zone_id[0] == "f" or zone_id == "stacked":
            self.lines_dirty = True
        d = self.db[def_id]
        if d.aura:                                      # so auras are checked only while one can be in play
            self.aura_ids = self.aura_ids + (card.iid,)
        if not d.has <= self.in_game or (d.aura and d.aura not in self.in_game):
            self.in_game = self.in_game | d.has | ({d.aura} if d.aura else set())
        self.dmg.append(0)
        self.fresh.append(False)
        self.shield_turn.append(-1)
        self.keen_turn.append(-1)
        self.bonus.append(0)
        return card

    def _moved(self, iid: int, from_zone: str, to_zone: str) -> None:
        # a gift is a place beside an Aura's creature: other lines, and the stacks of other creatures, give none
        if from_zone in self.aura_lines or to_zone in self.aura_lines or iid in self.aura_ids:
            self.lines_dirty = True

    def tell(self, kind: str, data: dict[str, Any]) -> None:
        """A public event, the one ``emit`` makes of the same fields: the events of every turn (an activation,
        an attack, damage, a card played) are built from one dict, since packing keywords for ``emit``
        was a visible share of a random playout."""
        self.events.append(Event(kind, data))

    # ----- plain queries ---------------------------------------------------------------------------
    def is_ai(self, seat: int) -> bool:
        return seat in self.rules_seats

    def hp(self, seat: int) -> int:
        """Cards to the right of the citadel (L352-358); the AI's is the cards in its deck (L720-724)."""
        if seat in self.rules_seats:
            return len(self.decks[seat].cards)
        return len(self.hands[seat].cards) - self.cit[seat]

    def depth(self, seat: int) -> list[int]:
        """How far a person's citadel has been pushed: the fortress side beyond the watchtower, then fewer
        cards to its right (compared as a list)."""
        return [1 if self.side[seat] == "fortress" else 0, -self.hp(seat)]

    def enemy_across(self, seat: int, front: int) -> int:
        a, b = self.fronts[front]
        return b if seat == a else a

    def fronts_of(self, seat: int) -> tuple[int, int]:
        """The seat's fronts in activation order: upper, then lower (L464-470)."""
        return (self.upper[seat], self.lower[seat])

    def line(self, front: int, seat: int) -> list[int]:
        return self.lines[front][seat].cards

    def where(self, head: int) -> tuple[int, int, int]:
        """(front, seat, index) of a creature in play; index 0 is next to the bridge."""
        zone = self.cards[head].zone
        place = _LINE_PLACES.get(zone)
        if place is None:
            f, _, s = zone.partition(".")
            place = _LINE_PLACES[zone] = (int(f[1:]), int(s[1:]))
        front, seat = place
        return front, seat, self.lines[front][seat].cards.index(head)

    def in_play(self, iid: int) -> bool:
        return self.cards[iid].zone in self.line_ids

    def creatures(self) -> list[int]:
        """Every creature in play (a stack once, by its base), upper front first, farthest first."""
        out: list[int] = []
        for zone in self.line_zones:
            out += zone.cards[::-1]
        return out

    def stack_of(self, head: int) -> list[int]:
        """The cards of a creature: the Symbiosis card first (it returns first, L1460-1464), then the base."""
        if not self.stacked_on:          # no stack in play: the common case, asked very often
            return [head]
        above = [c for c, base in self.stacked_on.items() if base == head]
        return above + [head]

    def head_of(self, iid: int) -> int:
        return self.stacked_on.get(iid, iid)

    def printed(self, head: int) -> frozenset[str]:
        if not self.stacked_on:
            return self.defs[head].has
        cards = self.stack_of(head)
        if len(cards) == 1:
            return self.defs[head].has
        out: set[str] = set()
        for c in cards:
            out |= self.defs[c].has
        return frozenset(out)

    def abilities(self, head: int) -> frozenset[str]:
        """What a creature has now: its cards' abilities, the aura gifts as last checked, and in solo the
        ability the AI bought for all its creatures (option e). No ability twice (L390-392)."""
        if not self.stacked_on and self.purchase.ability == "none":     # the common case: one card each
            gift = self.granted.get(head) if self.granted else None
            return self.defs[head].has if not gift else self.defs[head].has | frozenset(gift)
        have = self.printed(head)
        gift = self.granted.get(head)
        extra = None
        if self.purchase.ability != "none" and self.cards[head].owner in self.rules_seats:
            extra = self.purchase.ability
        if gift or extra:
            have = have | frozenset(gift or ()) | (frozenset((extra,)) if extra else frozenset())
        return have

    def attack(self, head: int) -> int:
        if not self.stacked_on:
            return self.defs[head].attack
        return sum(self.defs[c].attack for c in self.stack_of(head))

    def max_hp(self, head: int) -> int:
        if not self.stacked_on:
            return self.defs[head].hp
        return sum(self.defs[c].hp for c in self.stack_of(head))

    def window(self, seat: int) -> list[int]:
        """The playable cards of a hand: the four leftmost, one fewer per Threat creature of the seat in play,
        never fewer than one (L436-438, L1778-1786)."""
        if "threat" not in self.in_game:
            return self.hands[seat].cards[:WINDOW]
        return self.hands[seat].cards[:max(1, WINDOW - self.threats(seat))]

    def threats(self, seat: int) -> int:
        if "threat" not in self.in_game:
            return 0
        lines = self.lines
        return self.count_with("threat", (lines[self.upper[seat]][seat].id, lines[self.lower[seat]][seat].id))

    def printed_with(self, ability: str) -> tuple[int, ...]:
        """The cards whose own text has ``ability``."""
        defs, index = self._printed
        if defs is not self.defs:
            found: dict[str, list[int]] = {}
            for i, d in enumerate(self.defs):
                for a in d.has:
                    found.setdefault(a, []).append(i)
            index = {a: tuple(ids) for a, ids in found.items()}
            self._printed = (self.defs, index)
        return index.get(ability, ())

    def count_with(self, ability: str, zones: tuple[str, ...]) -> int:
        """How many creatures in the lines ``zones`` have ``ability`` now. Where no card lies on another and
        no ability is bought, it is read from the few cards printing it and the aura gifts, without
        building each creature's abilities."""
        if self.stacked_on or self.purchase.ability != "none":
            return sum(1 for z in zones for c in self.zones[z].cards if ability in self.abilities(c))
        defs, index = self._printed
        cards = self.cards
        n = 0
        for c in (index.get(ability, ()) if defs is self.defs else self.printed_with(ability)):
            if cards[c].zone in zones:
                n += 1
        defs = self.defs
        for c, gift in self.granted.items():
            if ability in gift and ability not in defs[c].has and cards[c].zone in zones:
                n += 1
        if VERIFY:
            assert n == sum(1 for z in zones for c in self.zones[z].cards if ability in self.abilities(c)), \
                f"{ability} count short cut"
        return n

    # ----- the one door ----------------------------------------------------------------------------
    # The legal list ``current_players`` last read its seat from: every action of a list is one seat's (the
    # decider's choices, or the active person's plays; legal.py), so its first names them all.
    _listed: list[Action] | None = None

    def _generate_legal(self) -> list[Action]:
        acts = self._listed = _legal.generate_legal(self)
        return acts

    def current_players(self) -> list[int]:
        legal = self.legal_actions()
        if legal and legal is self._listed:
            p = legal[0].player
            return [] if p in self.rules_seats else [p]
        return super().current_players()

    def _explain_refusal(self, action: Action) -> IllegalActionError:
        return _legal.explain_refusal(self, action)

    def _perform(self, action: Action) -> None:
        _perform.perform(self, action)

    # ----- copies, hashes and views ----------------------------------------------------------------
    def _clone_extra(self, new: GameState) -> None:
        assert isinstance(new, CDState)
        # GameState.shell copies the instance dict, which holds none of the slots: the ones shared (never
        # changed in place: the options, the tables, the tuples and frozensets) or plain values here
        new.db, new.options, new.purchase, new.points = self.db, self.options, self.purchase, self.points
        new.defs, new.aura_ids, new._printed, new.in_game = self.defs, self.aura_ids, self._printed, self.in_game
        new.lines_dirty, new.aura_lines, new.fronts = self.lines_dirty, self.aura_lines, self.fronts
        new.upper, new.lower, new.phase, new.turn = self.upper, self.lower, self.phase, self.turn
        new.active, new.start_player, new.hit_turn = self.active, self.start_player, self.hit_turn
        new.own_turns, new.mana, new.cit, new.side = self.own_turns[:], self.mana[:], self.cit[:], self.side[:]
        new.champ, new.champ_ready, new.dmg, new.fresh = self.champ[:], self.champ_ready[:], self.dmg[:], self.fresh[:]
        new.shield_turn, new.keen_turn, new.bonus = self.shield_turn[:], self.keen_turn[:], self.bonus[:]
        new.assault_order = self.assault_order[:]
        new.deepest = [d[:] for d in self.deepest]
        new.granted = dict(self.granted)            # values are tuples
        new.stacked_on = dict(self.stacked_on)
        new.bound_by = dict(self.bound_by)
        new.bound_from = dict(self.bound_from)
        new._link()

    def _extra_dict(self) -> dict[str, Any]:
        return {
            "options": self.options, "purchase": self.purchase.to_json(), "points": self.points,
            "rules_seats": list(self.rules_seats), "fronts": [list(p) for p in self.fronts], "upper": self.upper,
            "lower": self.lower, "phase": self.phase.value, "turn": self.turn, "active": self.active,
            "start_player": self.start_player, "own_turns": self.own_turns, "hit_turn": self.hit_turn,
            "deepest": self.deepest,
            "mana": self.mana, "cit": self.cit,
            "side": self.side, "champ": self.champ, "champ_ready": self.champ_ready, "dmg": self.dmg,
            "fresh": self.fresh, "shield_turn": self.shield_turn, "keen_turn": self.keen_turn, "bonus": self.bonus,
            "granted": {str(k): list(v) for k, v in sorted(self.granted.items())},
            "stacked_on": {str(k): v for k, v in sorted(self.stacked_on.items())},
            "bound_by": {str(k): v for k, v in sorted(self.bound_by.items())},
            "bound_from": {str(k): v for k, v in sorted(self.bound_from.items())},
            "assault_order": self.assault_order,
        }

    def _extra_view(self, player: int | None) -> dict[str, Any]:
        return _view.extra_view(self, player)

    def deck_of(self, seat: int) -> list[str]:
        # bridges belong to the table, whoever "owns" them
        return sorted({c.def_id for c in self.cards if c.owner == seat and not c.zone.endswith(".bridge")})


# The rule modules read this module's names; they are bound here, once everything above exists.
from . import legal as _legal, perform as _perform, view as _view  # noqa: E402
