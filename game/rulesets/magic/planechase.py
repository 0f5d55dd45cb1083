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

from . import durations, melee, teams
from .actions import RollPlanar
from .cards import DATA_DIR, CardDb, load_card_db
from .deck import parse_piles
from .costs import pay, plan
from .hooks import Piece, Variant
from .mana import NO_COST
from .planar_cards import WALK_ID
from .shapes import TWO_HEADED_GIANT
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
    team whose players are both active counts each apart, 901.12d), and whether the deck is the shared one.
    In Grand Melee several players are planar controllers at once (901.14a): ``held`` says who controls each
    face-up card (``controller`` is then the oldest marker's holder, the one the table names first)."""

    def __init__(self, controller: int, rolls: list[int], shared: bool, rigged: tuple[str, ...] = (),
                 held: dict[int, int] | None = None) -> None:
        self.controller, self.rolls, self.shared = controller, rolls, shared
        self.rigged = rigged       # a scenario's faces to come, in order, before the die is random again
        self.held: dict[int, int] = dict(held or {})

    def copy(self) -> "PlanarPart":
        return PlanarPart(self.controller, list(self.rolls), self.shared, self.rigged, self.held)

    def to_json(self) -> Any:
        out: dict[str, Any] = {"controller": self.controller, "rolls": list(self.rolls), "shared": self.shared}
        if self.rigged:
            out["rigged"] = list(self.rigged)
        if self.held:
            out["held"] = {str(k): v for k, v in sorted(self.held.items())}
        return {PART: out}

    def moved(self, s: MagicState, iid: int, from_zone: str, to_zone: str) -> None:
        if iid in self.held and not (to_zone == "plane" or to_zone.endswith(".plane")):
            del self.held[iid]         # turned face down or gone: a new object nobody controls (901.7a)


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


def several(s: MagicState) -> bool:
    """901.14: Grand Melee, where each turn marker's holder is a planar controller of their own card."""
    return melee.uses_markers(s)


def controller_of(s: MagicState, card: int) -> int:
    """Who controls the face-up ``card`` (901.6; in Grand Melee the holder it belongs to, 901.14a)."""
    pt = _part(s)
    return pt.held.get(card, pt.controller)


def controllers(s: MagicState) -> list[int]:
    """Every planar controller: the one (901.6, 901.12b), or in Grand Melee each who holds a face-up card
    (901.14a: a marker holder; 901.14b: nobody takes a gone holder's place)."""
    pt = _part(s)
    if several(s):
        return sorted(set(pt.held.values()))
    return [pt.controller]


def controlled(s: MagicState, p: int) -> list[int]:
    """The face-up planes and phenomena ``p`` controls (asked for each creature's statics: the common case,
    one planar controller, first)."""
    pt = _part(s)
    if not pt.held:
        return face_up(s) if pt.controller == p else []
    return [c for c in face_up(s) if pt.held.get(c, pt.controller) == p]


def _holder_from(s: MagicState, p: int) -> int:
    """The first marker holder still in the game at ``p`` or to their left: where the marker ``p`` held went
    as the turn ended (807), so the planar control of ``p``'s cards goes there too (901.14a)."""
    for k in range(s.num_players):
        q = (p + k) % s.num_players
        if q in s.markers and not s.out[q]:
            return q
    return p


def _keeper(s: MagicState, p: int) -> int:
    """Whose the cards ``p`` planeswalks to are in Grand Melee: ``p``'s where ``p`` may control planes (a
    marker's holder, or the next player after one who left during their turn), else the holder ``p``'s
    marker went to."""
    return p if p in _marker_seats(s) else _holder_from(s, p)


def is_planar(s: MagicState, card: int) -> bool:
    return card >= 0 and (s.defs[card].is_a("plane") or s.defs[card].is_a("phenomenon"))


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


def starting_plane(s: MagicState, p: int) -> int | None:
    """901.5: ``p`` turns their top planar card face up; a phenomenon goes to the bottom, again until a plane
    comes up (103.6). Nothing triggers as these cards are turned up. The plane, or None."""
    zone = s.zones[deck_zone(s, p)]
    for _ in range(len(zone.cards)):
        top = zone.cards[0]
        if s.defs[top].is_a("plane"):
            s.move(top, face_zone(s, top), cause="starting_plane", rule="901.5")
            s.emit("starting_plane", player=p, card=top, rule="901.14a" if several(s) else "901.5")
            return top
        s.emit("phenomenon_to_bottom", player=p, card=top, rule="901.5")     # turned face up: seen by all
        s.move(top, zone.id, cause="phenomenon_to_bottom", rule="901.5")
    s.emit("no_plane", player=p, rule="901.5")
    return None


def starting_planes(s: MagicState) -> None:
    """901.5: before the first turn the planar controller sets up the starting plane; in Grand Melee each
    player who starts with a turn marker does and controls it (901.14a, guide 3.27: only they)."""
    pt = _part(s)
    if not several(s):
        starting_plane(s, pt.controller)
        return
    for q in s.markers:
        card = starting_plane(s, q)
        if card is not None:
            pt.held[card] = q


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
    # "whenever you roll": the cards ``p`` controls; in Two-Headed Giant "you" is the planar controller's
    # team (901.12c), so a teammate's roll triggers them too, for their controller
    mine = [c for c in face_up(s) if controller_of(s, c) in _team(s, p)]
    for c in mine:
        _triggers(s, c, "roll_die", controller_of(s, c))
    if face == "chaos":
        for c in mine:
            _triggers(s, c, "chaos", controller_of(s, c))
    elif face == "planeswalk":
        s.pending.append(StackItem("ability", -1, p, 0, WALK_ID))
    return face


def planeswalk(s: MagicState, p: int, *, away: tuple[int, ...] | None = None) -> None:
    """701.24 / 901.11: ``p`` planeswalks: each face-up plane or phenomenon goes to the bottom of its
    owner's planar deck (901.11c: away from all of them), and the top card of ``p``'s planar deck comes up.
    Effects lasting "until a player planeswalks" end; "planeswalk away from" triggers of the cards left, and
    "planeswalk to" (a phenomenon: "encounter") of the card arrived. With no face-down card left, nothing
    moves (guide 3.24). ``away``: the cards to leave (None: every face-up one; in Grand Melee those ``p``
    controls, our reading of 901.14: one controller's planeswalk leaves the others' planes where they are).
    The abilities that trigger are the cards' controller's (901.7), "you" being their team (901.12c)."""
    deck = deck_zone(s, p)
    if not s.zones[deck].cards:
        s.emit("planeswalk_nowhere", player=p, rule="901.11")
        return
    pt = _part(s)
    if away is None:
        leaving = controlled(s, _keeper(s, p)) if several(s) else face_up(s)
    else:
        leaving = list(away)
    for c in leaving:
        _triggers(s, c, "planeswalk_from", controller_of(s, c))   # 901.11b: they look back as they leave (603.10)
        s.move(c, deck_zone(s, owner(s, c)), cause="planeswalk", rule="901.11")   # face down: a new object (901.7a)
    top = s.zones[deck].cards[0]
    s.move(top, face_zone(s, top), cause="planeswalk", rule="901.11")
    if several(s):
        pt.held[top] = _keeper(s, p)
    s.emit("planeswalked", player=p, card=top, left=leaving, rule="901.11")
    durations.end(s, "planeswalk")
    _triggers(s, top, "encounter" if s.defs[top].is_a("phenomenon") else "planeswalk_to", controller_of(s, top))


def _waiting(s: MagicState, card: int) -> bool:
    """``card`` is the source of a triggered ability that has triggered and not yet left the stack: waiting
    to be put there, choosing its target, on the stack, or resolving (704.6f)."""
    items = s.pending + s.stack + [i for i in (s.targeting, s.may_item) if i is not None]
    if s.resume is not None:
        items.append(s.resume[0])
    return any(i.card == card and i.kind != "spell" for i in items)


def controller_for_turn(s: MagicState) -> int:
    """901.6: the planar controller as a turn begins, the active player; with teams sharing their turns
    (Two-Headed Giant) the primary player of the active team (901.12b); in Grand Melee the oldest marker's
    holder, the others being controllers of their own cards (901.14a)."""
    return teams.primary_player(s, teams.active_team(s)) if s.team_seats else s.active


def may_roll(s: MagicState, p: int) -> bool:
    """901.9: an active player may roll: in Two-Headed Giant both players of the active team (901.12d), in
    Grand Melee each holder of a turn marker (807), each with their own count of rolls."""
    return teams.is_active(s, p)


def ignores_range(s: MagicState, card: int) -> bool:
    """901.13: a plane's or phenomenon's abilities reach every player and object whatever the range of
    influence (801), except in Grand Melee, where they keep to their controller's."""
    return is_planar(s, card) and not several(s)


def _team(s: MagicState, p: int) -> tuple[int, ...]:
    """Who "you" is on a plane ``p`` controls: in Two-Headed Giant both players of ``p``'s team (901.12c: a
    rule of that shape only, not of Archenemy's team), else ``p``."""
    return teams.team_of(s, p) if s.setting.multiplayer == TWO_HEADED_GIANT else (p,)


def you(s: MagicState, card: int, controller: int) -> list[int] | None:
    """901.12c: the "you" of a face-up plane or phenomenon is both players of its controller's team (still in
    the game); None where "you" is the controller alone."""
    if not is_planar(s, card) or len(_team(s, controller)) < 2:
        return None
    return [q for q in _team(s, controller) if not s.out[q]]


def _next_player(s: MagicState, p: int) -> int:
    for k in range(1, s.num_players):
        q = (p + k) % s.num_players
        if not s.out[q]:
            return q
    return p


def _melee_leaving(s: MagicState, p: int) -> int | None:
    """901.14b: ``p`` is about to leave a Grand Melee game. If a turn marker goes with it, its holder (``p``,
    or the newest marker's, melee.py's reading) stops being a planar controller first, nobody taking their
    place, and each face-up card they control goes to the bottom of its owner's planar deck; nobody
    planeswalks (the holder of a marker that goes while another leaves is treated as the leaving one: our
    reading, so that planar controllers stay the marker holders). If every marker stays, 901.6 holds for
    each card ``p`` controls: the next player in turn order controls it first. That is where ``p``'s marker
    passes as the turn ends (807: the turn goes on without ``p``), so the card stays with the marker (our
    reading). The new controller of ``p``'s cards is returned, None where nobody takes them."""
    pt = _part(s)
    lost = melee.marker_lost(s, p)
    if lost is None:
        if p not in pt.held.values():
            return None
        heir = _next_player(s, p)
        _hand_over(s, p, heir)
        s.emit("planar_controller", player=heir, rule="901.6")
        return heir
    s.emit("planar_controller_gone", player=lost, rule="901.14b")
    for c in controlled(s, lost):
        s.move(c, deck_zone(s, owner(s, c)), cause="planar_controller_gone", rule="901.14b")
    pt.held = {c: q for c, q in pt.held.items() if q != lost}
    if pt.controller == lost:
        rest = [q for q in s.markers if q != lost and not s.out[q]]
        pt.controller = rest[0] if rest else pt.controller
    return None


def _hand_over(s: MagicState, p: int, heir: int) -> None:
    """Every face-up card ``p`` controls is ``heir``'s now."""
    pt = _part(s)
    pt.held = {c: heir if q == p else q for c, q in pt.held.items()}


def _marker_seats(s: MagicState) -> set[int]:
    """Who may control face-up cards in Grand Melee: each marker's holder, or while the holder has left
    during their turn (the marker waiting to pass at its end), the next player in turn order (901.6)."""
    return {_next_player(s, q) if s.out[q] else q for q in s.markers}


def _melee_problems(s: MagicState) -> list[str]:
    """901.14: every face-up card has a controller, who holds a turn marker and is in the game; no marker
    holder controls more than one card (901.14a), nor none while their planar deck has a card to turn up."""
    pt = _part(s)
    out = [f"the face-up card {c} has no planar controller" for c in face_up(s) if c not in pt.held]
    seats = _marker_seats(s)
    for q in set(pt.held.values()):
        if s.out[q] or q not in seats:
            out.append(f"seat {q} controls a face-up planar card without a turn marker")
    for q in seats:
        n = len(controlled(s, q))
        if n > 1 or n == 0 and s.zones[deck_zone(s, q)].cards and not s.out[q]:
            out.append(f"the marker holder {q} controls {n} face-up planar cards")
    return out


def _melee_piece(s: MagicState) -> Piece:
    """Grand Melee's planes (901.14): each planar controller's row first, naming the plane they control
    (another seat's card, once the marker has passed), then the other seats (at eight seats the table closes
    the rows up so every one shows; were one ever left out it would be the last, never a controller's)."""
    ctrl = controllers(s)
    rows = []
    for p in ctrl + [q for q in range(s.num_players) if q not in ctrl]:
        tone = "dim" if s.out[p] else "gold" if p in ctrl else "ink"
        names = [s.defs[c].name for c in controlled(s, p)]
        first: str | Msg = Msg(f"P{p + 1} " + ", ".join(m.en for m in names),
                               f"P{p + 1} " + ", ".join(m.ko for m in names)) if names else f"P{p + 1}"
        left = len(s.zones[deck_zone(s, p)].cards)
        rows.append(((first, tone), (str(left), tone), (f"{{{roll_cost(s, p)}}}", tone)))
    n = len(face_up(s))
    return Piece(Msg(f"Planes face up: {n}, one for each turn marker", f"앞면 차원: {n}장, 턴 마커마다 하나"),
                 (Msg("Planar deck", "차원 덱"), Msg("Next roll", "다음 굴림")), tuple(rows),
                 first_head=Msg("Controller, plane", "조종자, 차원"))


# ----- scenarios -----------------------------------------------------------------------------------
EXPECTATIONS = ("planar_controller", "face_up", "rolls", "shared_planar_count", "planar_controllers")


def position_begun(s: MagicState) -> None:
    """A scenario's position mid-game: the active player is the planar controller (901.6), and with no
    face-up card named, the starting plane is set up (901.5)."""
    pt = _part(s)
    pt.controller = controller_for_turn(s)
    if several(s):              # each card up goes with the marker left of its owner (as after a pass)
        pt.held = {c: _holder_from(s, s.cards[c].owner) for c in face_up(s)}
        for q in s.markers:
            if not controlled(s, q):
                card = starting_plane(s, q)
                if card is not None:
                    pt.held[card] = q
    elif not face_up(s):
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
    elif key == "planar_controllers":           # {p<seat> = [the face-up cards they control]}
        got = {f"p{q + 1}": [s.cards[c].def_id for c in controlled(s, q)] for q in controllers(s)}
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
        """901.7: the face-up plane's abilities are its controller's, the planar controller (901.6; in Grand
        Melee each controls their own, 901.14)."""
        return controlled(s, p)

    def table_sources(self, s: MagicState) -> list[int]:
        return face_up(s)

    def controls(self, s: MagicState, iid: int) -> int | None:
        return controller_of(s, iid) if is_face_up(s, iid) else None

    def turn_based(self, s: MagicState, step: str) -> None:
        """As a turn begins the active player becomes the planar controller (901.6) and nobody has rolled yet
        this turn (901.9); before the first turn the starting player sets up the starting plane (901.5:
        every hand kept, the mulligans done). In Grand Melee the control of each card goes with the marker
        that passed left (901.14a), and each first marker's holder sets up a plane."""
        if step != "untap":
            return
        pt = _part(s)
        pt.controller = controller_for_turn(s)
        pt.rolls = [0] * s.num_players
        if several(s):
            pt.held = {c: _holder_from(s, q) for c, q in pt.held.items()}
        if not face_up(s):
            starting_planes(s)

    def special_actions(self, s: MagicState, p: int) -> list[Action]:
        if self.special_refusal(s, RollPlanar(p)) is None:
            return [RollPlanar(p)]
        return []

    def special_refusal(self, s: MagicState, action: Action) -> tuple[str, str, str] | None:
        if not isinstance(action, RollPlanar):
            return None
        p = action.player
        if not may_roll(s, p):
            return ("901.9", "Only an active player rolls the planar die.", "차원 주사위는 활성 플레이어만 굴립니다.")
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
        """901.9: pay, roll; then the active player receives priority (901.9a-c): the one who rolled, where
        two or more are active (901.12d, 807; our reading)."""
        if not isinstance(action, RollPlanar):
            return False
        p = action.player
        n = roll_cost(s, p)
        if n:
            payment = plan(s, p, NO_COST.plus_generic(n), 0)
            assert payment is not None
            pay(s, p, payment, -1)
        roll(s, p, action=True)
        s.priority = p
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
                walker = controller_of(s, c)
                s.emit("phenomenon_done", card=c, player=walker, rule="901.11a")
                planeswalk(s, walker, away=(c,) if several(s) else None)
                done = True
        return done

    def leaving(self, s: MagicState, p: int) -> None:
        """901.6: a planar controller about to leave hands the control to the next player in turn order
        first; with a team leaving together, to the primary player of the next team (901.12b). In Grand Melee
        the holder whose marker goes (melee.marker_lost) stops being a planar controller, nobody in their
        place, and the cards they control go to the bottom of their owners' planar decks with no planeswalk
        (901.14b). 901.10b: the abilities of phenomena they control stay on the stack, under the new planar
        controller. 800.4a / 901.10: the cards they own leave with them; if a face-up card is among them,
        every planeswalking ability on the stack ceases to exist (901.10a, guide 3.26) and that card's
        controller planeswalks at once (guide 3.3: no state-based action)."""
        pt = _part(s)
        heir = None
        if several(s):
            heir = _melee_leaving(s, p)
        elif pt.controller == p:
            whole = s.team_seats and any(v.team_loses_together for v in s.variants)
            pt.controller = teams.next_turn(s, p) if whole else _next_player(s, p)
            s.emit("planar_controller", player=pt.controller, rule="901.12b" if whole else "901.6")
        keep = pt.controller
        if several(s):
            keep = heir if heir is not None else _holder_from(s, _next_player(s, p))

        def stays(i: StackItem) -> StackItem:
            if i.controller == p and i.card >= 0 and s.defs[i.card].is_a("phenomenon"):
                return dataclasses.replace(i, controller=keep)
            return i

        s.stack = [stays(i) for i in s.stack]
        s.pending = [stays(i) for i in s.pending]
        if pt.shared:
            return
        gone = list(s.zones[zid(p, "plane")].cards)
        walkers = [controller_of(s, c) for c in gone]
        if gone:
            s.stack = [i for i in s.stack if i.def_id != WALK_ID]
            s.pending = [i for i in s.pending if i.def_id != WALK_ID]
        for c in gone + list(s.zones[zid(p, "planar")].cards):
            s.move(c, zid(p, "left"), cause="left_game", rule="800.4a")
        for w in dict.fromkeys(walkers):
            if w != p:
                planeswalk(s, w, away=())
        if heir is not None:     # a card the heir walked to, while ``p`` still held the marker, is the heir's
            _hand_over(s, p, heir)

    def table_piece(self, s: MagicState) -> Piece:
        """The face-up card and its controller in the title; each seat's planar deck and what their next roll
        costs (901.9)."""
        pt = _part(s)
        if several(s):
            return _melee_piece(s)
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
        """901.4-901.5: once the game has begun, one face-up card while a planar card is left; the planar
        controller is in the game, in Two-Headed Giant a primary player (901.12b). In Grand Melee:
        ``_melee_problems``."""
        if s.turn == 0 or over:
            return []
        out = []
        up = face_up(s)
        pt = _part(s)
        if several(s):
            return _melee_problems(s)
        if len(up) != 1 and any(s.zones[deck_zone(s, p)].cards for p in s.alive()):
            out.append(f"{len(up)} face-up planar cards")
        if s.out[pt.controller]:
            out.append(f"the planar controller {pt.controller} has left the game")
        elif len(_team(s, pt.controller)) > 1 and pt.controller != teams.primary_player(s, _team(s, pt.controller)):
            out.append(f"the planar controller {pt.controller} is not their team's primary player (901.12b)")
        return out
