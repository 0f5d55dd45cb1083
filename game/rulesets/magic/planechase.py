"""Planechase (901): planar decks in the command zone, the face-up plane or phenomenon whose abilities work
from there, the planar die rolled as a special action, planeswalking, and the planar controller. A
supplement: ``Planechase`` is its hooks (hooks.py). No pygame.

Where the cards are: each player's planar deck is the zone ``p<seat>.planar`` (hidden, its top first) and
their face-up card ``p<seat>.plane``; with the single planar deck (901.15) both are the table's, ``planar``
and ``plane``, and the planar controller counts as the owner of every card in them (901.15b). All of
these are parts of the command zone (901.4)."""
from __future__ import annotations

import dataclasses
import functools
import os
from typing import Any

from game.engine.actions import Action
from game.engine.text import Msg
from game.util.files import read_toml

from . import durations
from .actions import RollPlanar
from .cards import DATA_DIR, CardDb, load_card_db
from .deck import parse_piles
from .costs import pay, plan
from .hooks import Piece, Variant
from .mana import NO_COST
from .planar_cards import WALK_ID
from .state import MAIN_STEPS, MagicState, StackItem, zid

ID = "planechase"
PART = "planes"
# 901.3a: one planeswalker face, one chaos face, four blank faces
FACES = ("planeswalk", "chaos", "blank", "blank", "blank", "blank")
FACE_NAMES = {"planeswalk": Msg("{PW}", "{PW}"), "chaos": Msg("{CHAOS}", "{CHAOS}"), "blank": Msg("blank", "빈 면")}
# The sizes of a planar deck, in one table (guide 3.1: "not more than", where the Korean text reads "not two
# or more"; the literal reading is a change of these numbers): 901.3 a personal deck, 901.15a the shared one.
PERSONAL_MIN, PERSONAL_PHENOMENA = 10, 2
SHARED_MIN, SHARED_PER_PLAYER, SHARED_PHENOMENA_PER_PLAYER = 40, 10, 2
SHARED = "shared"
PERSONAL = "personal"


# ----- planar decks ---------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class PlanarDeck:
    id: str
    name: Msg
    cards: tuple[str, ...]
    shared: bool = False


def deck_problems(db: CardDb, cards: tuple[str, ...], players: int = 0) -> list[tuple[str, str, str]]:
    """How a planar deck breaks 901.3 (a personal deck, ``players`` 0) or 901.15a (the shared deck for that
    many players): (rule, English, Korean). Every card, plane or phenomenon, has its own English name
    (guide 3.2)."""
    out = []
    rule = "901.15a" if players else "901.3"
    wrong = sorted({c for c in cards if c not in db or not (db[c].is_a("plane") or db[c].is_a("phenomenon"))})
    if wrong:
        out.append((rule, f"Only planes and phenomena go in a planar deck: {', '.join(wrong)}.",
                    f"차원 덱에는 차원과 현상만 넣습니다: {', '.join(wrong)}."))
    least = min(SHARED_MIN, SHARED_PER_PLAYER * players) if players else PERSONAL_MIN
    if len(cards) < least:
        out.append((rule, f"A planar deck here has at least {least} cards, not {len(cards)}.",
                    f"여기서 차원 덱은 최소 {least}장입니다({len(cards)}장)."))
    most = SHARED_PHENOMENA_PER_PLAYER * players if players else PERSONAL_PHENOMENA
    phenomena = [c for c in cards if c in db and db[c].is_a("phenomenon")]
    if len(phenomena) > most:
        out.append((rule, f"A planar deck here has at most {most} phenomena, not {len(phenomena)}.",
                    f"여기서 차원 덱의 현상은 최대 {most}장입니다({len(phenomena)}장)."))
    names = [db[c].name.en for c in cards if c in db]
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        out.append((rule, f"Every card of a planar deck has its own English name: {', '.join(twice)} more than once.",
                    f"차원 덱의 카드는 영어 이름이 모두 달라야 합니다: {', '.join(twice)} 중복."))
    return out


def parse_decks(tables: Any, path: str, db: CardDb) -> dict[str, PlanarDeck]:
    def make(did: str, name: Msg, cards: tuple[str, ...], raw: dict[str, Any], where: str,
             problems: list[str]) -> PlanarDeck:
        shared = raw.get("shared") is True
        # the shared deck must do for two players already: its least size, the fewest phenomena allowed
        problems += [f"{where}: {rule} {en}" for rule, en, _ko in deck_problems(db, cards, 2 if shared else 0)]
        return PlanarDeck(did, name, cards, shared)
    return parse_piles(tables, path, "plane and phenomenon", make)


@functools.lru_cache(maxsize=1)
def load_planar_decks() -> dict[str, PlanarDeck]:
    path = os.path.join(DATA_DIR, "planar_decks.toml")
    return parse_decks(read_toml(path).get("deck", []), path, load_card_db())


def personal_ids() -> tuple[str, ...]:
    return tuple(k for k, d in load_planar_decks().items() if not d.shared)


# ----- the part of the state ---------------------------------------------------------------------
class PlanarPart:
    """The planar controller (901.6), each player's roll actions this turn (901.9: counted per player, so a
    team whose players are both active counts each apart, 901.12d), and whether the deck is the shared one."""

    def __init__(self, controller: int, rolls: list[int], shared: bool, rigged: tuple[str, ...] = ()) -> None:
        self.controller, self.rolls, self.shared = controller, rolls, shared
        self.rigged = rigged       # a scenario's faces to come, in order, before the die is random again

    def copy(self) -> "PlanarPart":
        return PlanarPart(self.controller, list(self.rolls), self.shared, self.rigged)

    def to_json(self) -> Any:
        out = {"controller": self.controller, "rolls": list(self.rolls), "shared": self.shared}
        if self.rigged:
            out["rigged"] = list(self.rigged)
        return {PART: out}

    def moved(self, s: MagicState, iid: int, from_zone: str, to_zone: str) -> None:
        pass


def part(s: MagicState) -> PlanarPart | None:
    got = s.parts.get(PART)
    return got if isinstance(got, PlanarPart) else None


def _part(s: MagicState) -> PlanarPart:
    got = part(s)
    assert got is not None, "not a Planechase game"
    return got


def deck_zone(s: MagicState, p: int) -> str:
    """901.15c: with the single planar deck, every player's planar deck is that one."""
    return "planar" if _part(s).shared else zid(p, "planar")


def deck_zones(s: MagicState) -> list[str]:
    """Every planar deck of the game: the shared one, or each player's."""
    return ["planar"] if _part(s).shared else [zid(p, "planar") for p in range(s.num_players)]


def face_zone(s: MagicState, card: int) -> str:
    return "plane" if _part(s).shared else zid(s.cards[card].owner, "plane")


def owner(s: MagicState, card: int) -> int:
    """901.6; 901.15b: the single planar deck's controller owns all its cards."""
    pt = _part(s)
    return pt.controller if pt.shared else s.cards[card].owner


def face_up(s: MagicState) -> list[int]:
    """Every face-up plane and phenomenon (901.14: more than one only in Grand Melee)."""
    if _part(s).shared:
        return list(s.zones["plane"].cards)
    return [i for p in range(s.num_players) for i in s.zones[zid(p, "plane")].cards]


def is_face_up(s: MagicState, iid: int) -> bool:
    zone = s.cards[iid].zone
    return zone == "plane" or zone.endswith(".plane")


def roll_cost(s: MagicState, p: int) -> int:
    """901.9: {1} for each time ``p`` has taken the roll action this turn (a roll an effect made is no action)."""
    return _part(s).rolls[p]


# ----- setting up --------------------------------------------------------------------------------
def _chosen_decks(s: MagicState) -> list[tuple[int, PlanarDeck]]:
    decks = load_planar_decks()
    if _part(s).shared:
        shared = [d for d in decks.values() if d.shared]
        return [(0, shared[0])]
    ids = personal_ids()
    out = []
    for p in range(s.num_players):
        value = str(s.options.get(f"planar{p + 1}", "seat"))
        out.append((p, decks[value] if value in decks and not decks[value].shared else decks[ids[p % len(ids)]]))
    return out


def deal(s: MagicState) -> None:
    """901.4: each planar deck shuffled, face down beside its owner's library."""
    for p, deck in _chosen_decks(s):
        zone = deck_zone(s, p)
        for cid in deck.cards:
            s.add_game_card(p, cid, zone)
        s.rng.shuffle(s.zones[zone].cards)


def starting_plane(s: MagicState, p: int) -> None:
    """901.5: ``p`` turns their top planar card face up; a phenomenon goes to the bottom, again until a plane
    comes up (103.6). Nothing triggers as these cards are turned up."""
    zone = s.zones[deck_zone(s, p)]
    for _ in range(len(zone.cards)):
        top = zone.cards[0]
        if s.defs[top].is_a("plane"):
            s.move(top, face_zone(s, top), cause="starting_plane", rule="901.5")
            s.emit("starting_plane", player=p, card=top, rule="901.5")
            return
        s.emit("phenomenon_to_bottom", player=p, card=top, rule="901.5")     # turned face up: seen by all
        s.move(top, zone.id, cause="phenomenon_to_bottom", rule="901.5")
    s.emit("no_plane", player=p, rule="901.5")


# ----- the die, planeswalking ---------------------------------------------------------------------
def _triggers(s: MagicState, card: int, when: str, controller: int) -> None:
    for i, a in enumerate(s.defs[card].abilities):
        if a.kind == "triggered" and a.when == when:
            s.pending.append(StackItem("ability", card, controller, i, s.defs[card].id))


def roll(s: MagicState, p: int, *, action: bool) -> str:
    """901.9: ``p`` rolls the planar die (``action``: as the special action, which is counted for its cost;
    a roll an effect made is not). {CHAOS} triggers the face-up planes' chaos abilities when ``p`` is their
    controller (901.9b), {PW} the planeswalking ability, which has no source (901.8, 901.9c); any roll
    triggers "whenever you roll a die" (901.9d)."""
    pt = _part(s)
    if action:
        pt.rolls[p] += 1
    if pt.rigged:
        face, pt.rigged = pt.rigged[0], pt.rigged[1:]
    else:
        face = FACES[s.rng.below(len(FACES))]
    s.emit("planar_rolled", player=p, face=face, action=action, rule="901.9")
    for i in s.battlefield(p):
        s._trigger(i, "roll_die")
    mine = [c for c in face_up(s) if pt.controller == p]
    for c in mine:
        _triggers(s, c, "roll_die", p)
    if face == "chaos":
        for c in mine:
            _triggers(s, c, "chaos", p)
    elif face == "planeswalk":
        s.pending.append(StackItem("ability", -1, p, 0, WALK_ID))
    return face


def planeswalk(s: MagicState, p: int, *, away: tuple[int, ...] | None = None) -> None:
    """701.24 / 901.11: ``p`` planeswalks: each face-up plane or phenomenon goes to the bottom of its
    owner's planar deck (901.11c: away from all of them), and the top card of ``p``'s planar deck comes up.
    Effects lasting "until a player planeswalks" end; "planeswalk away from" triggers of the cards left, and
    "planeswalk to" (a phenomenon: "encounter") of the card arrived. With no face-down card left, nothing
    moves (guide 3.24). ``away``: the cards to leave (None: every face-up one)."""
    deck = deck_zone(s, p)
    if not s.zones[deck].cards:
        s.emit("planeswalk_nowhere", player=p, rule="901.11")
        return
    leaving = face_up(s) if away is None else list(away)
    for c in leaving:
        _triggers(s, c, "planeswalk_from", p)       # 901.11b: they look back as they leave (603.10)
        s.move(c, deck_zone(s, owner(s, c)), cause="planeswalk", rule="901.11")   # face down: a new object (901.7a)
    top = s.zones[deck].cards[0]
    s.move(top, face_zone(s, top), cause="planeswalk", rule="901.11")
    s.emit("planeswalked", player=p, card=top, left=leaving, rule="901.11")
    durations.end(s, "planeswalk")
    _triggers(s, top, "encounter" if s.defs[top].is_a("phenomenon") else "planeswalk_to", p)


def _waiting(s: MagicState, card: int) -> bool:
    """``card`` is the source of a triggered ability that has triggered and not yet left the stack: waiting
    to be put there, choosing its target, on the stack, or resolving (704.6f)."""
    items = s.pending + s.stack + [i for i in (s.targeting, s.may_item) if i is not None]
    if s.resume is not None:
        items.append(s.resume[0])
    return any(i.card == card and i.kind != "spell" for i in items)


def controller_for_turn(s: MagicState) -> int:
    """901.6: the planar controller as a turn begins, the active player. The one place that says it: with
    Two-Headed Giant it is the primary player of the active team (901.12b)."""
    return s.active


def may_roll(s: MagicState, p: int) -> bool:
    """901.9: the active player may roll. The one place that says who: in Two-Headed Giant both players of
    the active team are active players, each with their own count of rolls (901.12d)."""
    return p == s.active


def _next_player(s: MagicState, p: int) -> int:
    for k in range(1, s.num_players):
        q = (p + k) % s.num_players
        if not s.out[q]:
            return q
    return p


# ----- scenarios -----------------------------------------------------------------------------------
EXPECTATIONS = ("planar_controller", "face_up", "rolls", "shared_planar_count")


def position_begun(s: MagicState) -> None:
    """A scenario's position mid-game: the active player is the planar controller (901.6), and with no
    face-up card named, the starting plane is set up (901.5)."""
    _part(s).controller = controller_for_turn(s)
    if not face_up(s):
        starting_plane(s, s.active)


def rig(s: MagicState, faces: Any) -> list[str]:
    """A scenario's ``planar_die``: the faces the die will show next, in order."""
    if not isinstance(faces, list) or any(f not in FACES for f in faces):
        return [f"position.planar_die: a list of {', '.join(sorted(set(FACES)))}"]
    _part(s).rigged = tuple(faces)
    return []


def expectation(s: MagicState, key: str, value: Any) -> list[str]:
    if key == "planar_controller":
        got: Any = _part(s).controller + 1
    elif key == "face_up":
        got = [s.cards[i].def_id for i in face_up(s)]
    elif key == "shared_planar_count":
        got = len(s.zones["planar"].cards)
    else:
        got = list(_part(s).rolls)
    return [] if got == value else [f"{key} is {got!r}, expected {value!r}"]


# ----- the hooks ----------------------------------------------------------------------------------
class Planechase(Variant):
    """Planechase (901): a supplement on any deck format."""
    id = ID
    part_name = PART

    def new_part(self, s: MagicState) -> PlanarPart:
        return PlanarPart(0, [0] * s.num_players, s.options.get("planar_deck", PERSONAL) == SHARED)

    def zones(self) -> tuple[tuple[str, str], ...]:
        return (("planar", "hidden"), ("plane", "public"))

    def shared_zones(self) -> tuple[tuple[str, str], ...]:
        return (("planar", "hidden"), ("plane", "public"))

    def set_up(self, s: MagicState, seed: int) -> None:
        deal(s)

    def command_sources(self, s: MagicState, p: int) -> list[int]:
        """901.7: the face-up plane's abilities are its controller's, the planar controller (901.6)."""
        return face_up(s) if _part(s).controller == p else []

    def table_sources(self, s: MagicState) -> list[int]:
        return face_up(s)

    def controls(self, s: MagicState, iid: int) -> int | None:
        return _part(s).controller if is_face_up(s, iid) else None

    def turn_based(self, s: MagicState, step: str) -> None:
        """As a turn begins the active player becomes the planar controller (901.6) and nobody has rolled yet
        this turn (901.9); before the first turn the starting player sets up the starting plane (901.5:
        every hand kept, the mulligans done)."""
        if step != "untap":
            return
        pt = _part(s)
        pt.controller = controller_for_turn(s)
        pt.rolls = [0] * s.num_players
        if not face_up(s):
            starting_plane(s, pt.controller)

    def special_actions(self, s: MagicState, p: int) -> list[Action]:
        if self.special_refusal(s, RollPlanar(p)) is None:
            return [RollPlanar(p)]
        return []

    def special_refusal(self, s: MagicState, action: Action) -> tuple[str, str, str] | None:
        if not isinstance(action, RollPlanar):
            return None
        p = action.player
        if not may_roll(s, p):
            return ("901.9", "Only the active player rolls the planar die.", "차원 주사위는 활성 플레이어만 굴립니다.")
        if s.priority != p or s.decisions:
            return ("901.9", "You roll the planar die while you hold priority.",
                    "우선권을 가지고 있을 때 차원 주사위를 굴립니다.")
        if s.stack or s.pending:
            return ("901.9", "You roll the planar die only with the stack empty.", "스택이 비어 있을 때만 차원 주사위를 굴립니다.")
        if s.step not in MAIN_STEPS:
            return ("901.9", "You roll the planar die in a main phase of your turn.",
                    "당신 턴의 본 단계에만 차원 주사위를 굴립니다.")
        n = roll_cost(s, p)
        if n and plan(s, p, NO_COST.plus_generic(n), 0) is None:      # {0} is always paid
            return ("901.9", f"This roll costs {{{n}}} (one for each roll you took this turn), which you cannot pay.",
                    f"이번 굴림의 비용은 {{{n}}}입니다(이번 턴에 굴린 횟수만큼). 지불할 수 없습니다.")
        return None

    def perform_special(self, s: MagicState, action: Action) -> bool:
        """901.9: pay, roll; then the active player receives priority (901.9a-c)."""
        if not isinstance(action, RollPlanar):
            return False
        p = action.player
        n = roll_cost(s, p)
        if n:
            payment = plan(s, p, NO_COST.plus_generic(n), 0)
            assert payment is not None
            pay(s, p, payment, -1)
        roll(s, p, action=True)
        s.priority = s.active
        s.passes = 0
        return True

    def describe(self, s: MagicState, action: Action, lang: str) -> str | None:
        if not isinstance(action, RollPlanar):
            return None
        n = roll_cost(s, action.player) if part(s) is not None else 0
        return f"차원 주사위 굴리기 ({{{n}}})" if lang == "ko" else f"Roll the planar die ({{{n}}})"

    def wants_check(self, s: MagicState) -> bool:
        """704.6f / 901.11a: a face-up phenomenon whose triggered abilities have all left the stack."""
        return any(s.defs[c].is_a("phenomenon") and not _waiting(s, c) for c in face_up(s))

    def state_based(self, s: MagicState) -> bool:
        done = False
        for c in face_up(s):
            if s.defs[c].is_a("phenomenon") and is_face_up(s, c) and not _waiting(s, c):
                s.emit("phenomenon_done", card=c, player=_part(s).controller, rule="901.11a")
                planeswalk(s, _part(s).controller)
                done = True
        return done

    def leaving(self, s: MagicState, p: int) -> None:
        """901.6: a planar controller about to leave hands the control to the next player in turn order
        first. 901.10b: the abilities of phenomena they control stay on the stack, under the new planar
        controller. 800.4a / 901.10: the cards they own leave with them; if the face-up card is among them,
        every planeswalking ability on the stack ceases to exist (901.10a, guide 3.26) and the new planar
        controller planeswalks at once (guide 3.3: no state-based action)."""
        pt = _part(s)
        if pt.controller == p:
            pt.controller = _next_player(s, p)
            s.emit("planar_controller", player=pt.controller, rule="901.6")
        keep = pt.controller

        def stays(i: StackItem) -> StackItem:
            if i.controller == p and i.card >= 0 and s.defs[i.card].is_a("phenomenon"):
                return dataclasses.replace(i, controller=keep)
            return i

        s.stack = [stays(i) for i in s.stack]
        s.pending = [stays(i) for i in s.pending]
        if pt.shared:
            return
        gone = list(s.zones[zid(p, "plane")].cards)
        if gone:
            s.stack = [i for i in s.stack if i.def_id != WALK_ID]
            s.pending = [i for i in s.pending if i.def_id != WALK_ID]
        for c in gone + list(s.zones[zid(p, "planar")].cards):
            s.move(c, zid(p, "left"), cause="left_game", rule="800.4a")
        if gone and keep != p:
            planeswalk(s, keep, away=())

    def table_piece(self, s: MagicState) -> Piece:
        """The face-up card and its controller in the title; each seat's planar deck and what their next roll
        costs (901.9)."""
        pt = _part(s)
        up = [s.defs[c].name for c in face_up(s)]
        names = Msg(", ".join(m.en for m in up) or "-", ", ".join(m.ko for m in up) or "-")
        rows = []
        for p in range(s.num_players):
            tone = "dim" if s.out[p] else "gold" if p == pt.controller else "ink"
            left = len(s.zones[deck_zone(s, p)].cards)
            rows.append(((f"P{p + 1}", tone), (str(left), tone), (f"{{{roll_cost(s, p)}}}", tone)))
        return Piece(Msg(f"Plane: {names.en} (P{pt.controller + 1})", f"차원: {names.ko} (P{pt.controller + 1})"),
                     (Msg("Planar deck", "차원 덱"), Msg("Next roll", "다음 굴림")), tuple(rows))

    def invariants(self, s: MagicState, over: bool, memo: dict[str, Any] | None) -> list[str]:
        """901.4-901.5: once the game has begun, one face-up card while a planar card is left (outside Grand
        Melee); the planar controller is in the game."""
        if s.turn == 0 or over:
            return []
        out = []
        up = face_up(s)
        if len(up) != 1 and any(s.zones[deck_zone(s, p)].cards for p in s.alive()):
            out.append(f"{len(up)} face-up planar cards")
        pt = _part(s)
        if s.out[pt.controller]:
            out.append(f"the planar controller {pt.controller} has left the game")
        return out
