"""Schemes at play (904): the scheme decks as data (904.3), setting a scheme in motion (701.25, 904.9),
abandoning one (701.26, 904.11), a one-shot scheme going back under its deck once its abilities are gone
(904.10) and each opponent's "self or others" choice as a scheme's ability resolves. The variant's hooks
that call these are archenemy.py's. No pygame.

The scheme deck is the owner's zone ``p<seat>.schemes`` (face down, ordered, its top first); a face-up
scheme lies in the owner's command zone: both are the command zone of 904.4."""
from __future__ import annotations

import dataclasses
import functools
import os
from collections import Counter
from typing import Any

from game.engine.decisions import Decision
from game.engine.text import Msg
from game.util.files import read_toml

from .cards import DATA_DIR, CardDb, Effect
from .deck import parse_piles
from .scheme_cards import ABANDON, CHOICE, CHOSE_SELF, SET_IN_MOTION
from .state import MagicState, StackItem, zid

DECK_ZONE = "schemes"
KIND = "self_or_others"              # the decision's kind
SELF, OTHERS = "self", "others"
MIN_SCHEMES = 20                     # 904.3
MAX_SAME_NAME = 2                    # 904.3, "no more than two" (guide 3.1: the Korean says "not two or more")
DECKS_FILE = "scheme_decks.toml"


# ----- the scheme decks (904.3) ------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class SchemeDeck:
    id: str
    name: Msg
    cards: tuple[str, ...]


def deck_problems(db: CardDb, cards: list[str]) -> list[str]:
    """904.3: at least 20 scheme cards, no more than two with the same English name."""
    out = []
    unfit = sorted({c for c in cards if c not in db or not db[c].is_a("scheme")})
    if unfit:
        out.append(f"not scheme cards: {', '.join(unfit)} (904.3)")
    if len(cards) < MIN_SCHEMES:
        out.append(f"at least {MIN_SCHEMES} schemes, not {len(cards)} (904.3)")
    names = Counter(db[c].name.en for c in cards if c in db)
    many = sorted(n for n, k in names.items() if k > MAX_SAME_NAME)
    if many:
        out.append(f"more than {MAX_SAME_NAME} schemes named {', '.join(many)} (904.3)")
    return out


def parse_decks(tables: Any, path: str, db: CardDb) -> dict[str, SchemeDeck]:
    """Every scheme deck of a file; every problem at once, naming the file, the deck and the field."""
    def make(did: str, name: Msg, cards: tuple[str, ...], raw: dict[str, Any], where: str,
             problems: list[str]) -> SchemeDeck:
        problems += [f"{where}.cards: {p}" for p in deck_problems(db, list(cards))]
        return SchemeDeck(did, name, cards)
    return parse_piles(tables, path, "scheme card", make)


@functools.lru_cache(maxsize=1)
def scheme_decks() -> dict[str, SchemeDeck]:
    from .cards import load_card_db
    path = os.path.join(DATA_DIR, DECKS_FILE)
    return parse_decks(read_toml(path).get("deck"), path, load_card_db())


# ----- the part of the state ---------------------------------------------------------------------
class SchemePart:
    """Archenemy's part of the state: who is an archenemy (904.2a, or everyone: 904.12b), each one's scheme
    deck as dealt (for the invariant), and the "self or others" answers of the ability resolving now."""

    def __init__(self, archenemies: tuple[int, ...], rumble: bool) -> None:
        self.archenemies = archenemies
        self.rumble = rumble
        self.dealt: dict[int, tuple[str, ...]] = {}
        self.choices: dict[int, str] = {}

    def copy(self) -> "SchemePart":
        new = SchemePart(self.archenemies, self.rumble)
        new.dealt, new.choices = dict(self.dealt), dict(self.choices)
        return new

    def to_json(self) -> dict[str, Any]:
        return {"schemes": {"archenemies": list(self.archenemies), "rumble": self.rumble,
                            "dealt": {str(p): list(d) for p, d in sorted(self.dealt.items())},
                            "choices": {str(p): c for p, c in sorted(self.choices.items())}}}

    def moved(self, s: MagicState, iid: int, from_zone: str, to_zone: str) -> None:
        pass


PART = "schemes"


def part(s: MagicState) -> SchemePart | None:
    found = s.parts.get(PART)
    return found if isinstance(found, SchemePart) else None


def is_archenemy(s: MagicState, p: int) -> bool:
    sp = part(s)
    return sp is not None and p in sp.archenemies


def deck_of(s: MagicState, p: int) -> list[int]:
    """``p``'s scheme deck, face down, its top first (904.4)."""
    return s.zones[zid(p, DECK_ZONE)].cards


def face_up(s: MagicState, p: int) -> list[int]:
    """``p``'s face-up schemes in the command zone, whose abilities work there (904.8)."""
    return [i for i in s.zones[zid(p, "command")].cards if s.defs[i].is_a("scheme")]


def ongoing(s: MagicState, iid: int) -> bool:
    return "ongoing" in s.defs[iid].supertypes


# ----- setting in motion, abandoning, going back (701.25, 701.26, 904.9-904.11) ---------------------
def set_in_motion(s: MagicState, p: int, rule: str) -> int | None:
    """701.25: the top scheme of ``p``'s scheme deck is turned face up; its "when you set this scheme in
    motion" abilities trigger. With no face-down scheme left nothing happens (guide 3.24)."""
    if s.out[p]:
        return None
    deck = deck_of(s, p)
    if not deck:
        s.emit("scheme_deck_empty", player=p, rule="904.9")
        return None
    top = deck[0]
    s.move(top, zid(p, "command"), cause="set_in_motion")
    s.emit("scheme_set_in_motion", player=p, card=top, ongoing=ongoing(s, top), rule=rule)
    s._trigger(top, "set_in_motion")
    return top


def abandon(s: MagicState, iid: int) -> None:
    """701.26: a face-up ongoing scheme is turned face down and put on the bottom of its owner's scheme deck."""
    owner = s.cards[iid].owner
    if s.cards[iid].zone != zid(owner, "command") or not ongoing(s, iid):
        return
    s.move(iid, zid(owner, DECK_ZONE), cause="abandoned")
    s.emit("scheme_abandoned", player=owner, card=iid, rule="701.26")


def _waiting(s: MagicState) -> set[int]:
    """The sources of abilities on the stack, waiting to be put there, or being resolved now."""
    items = s.stack + s.pending + s.delayed
    for item in (s.may_item, s.targeting, s.resume[0] if s.resume else None):
        if item is not None:
            items = items + [item]
    return {i.card for i in items if i.kind != "spell"}


def finished(s: MagicState) -> list[int]:
    """904.10: face-up one-shot schemes none of whose abilities is on the stack or waiting to be put there."""
    sp = part(s)
    if sp is None:
        return []
    busy = _waiting(s)
    return [i for p in sp.archenemies for i in face_up(s, p) if not ongoing(s, i) and i not in busy]


def put_back(s: MagicState, cards: list[int]) -> None:
    """904.10, a state-based action: each goes face down to the bottom of its owner's scheme deck."""
    for i in cards:
        owner = s.cards[i].owner
        s.move(i, zid(owner, DECK_ZONE), cause="scheme_done")
        s.emit("scheme_returned", player=owner, card=i, rule="904.10")


def left_behind(s: MagicState) -> list[int]:
    """Schemes of a player who left the game still in their scheme deck: they leave with them (800.4a)."""
    sp = part(s)
    return [i for p in (sp.archenemies if sp else ()) if s.out[p] for i in deck_of(s, p)]


# ----- "self or others" ---------------------------------------------------------------------------
def effect(s: MagicState, item: StackItem, e: Effect) -> bool:
    """A scheme's verb as its ability resolves; True if the resolution waits for players' choices."""
    if e.do == SET_IN_MOTION:
        set_in_motion(s, item.controller, "701.25")
    elif e.do == ABANDON:
        abandon(s, item.card)
    elif e.do == CHOICE:
        return ask(s, item)
    return False


def ask(s: MagicState, item: StackItem) -> bool:
    """Each opponent of the scheme's controller, in turn order (101.4), chooses self or others: one at a
    time, each seeing the answers before theirs. True if anyone is asked."""
    sp = part(s)
    if sp is None:
        return False
    sp.choices = {}
    return _ask_next(s, item.card, item.controller)


def _ask_next(s: MagicState, card: int, controller: int) -> bool:
    sp = part(s)
    waiting = [q for q in s.apnap() if q != controller and sp is not None and q not in sp.choices]
    if not waiting:
        return False
    name = s.defs[card].name
    s.decisions.append(Decision(waiting[0], KIND, (SELF, OTHERS),
                                Msg(f"{name.en}: choose self (it happens to you) or others (to each other "
                                    f"opponent of P{controller + 1}).",
                                    f"{name.ko}: 자신(당신에게 일어납니다) 또는 다른 이들(P{controller + 1}의 "
                                    f"다른 각 상대에게 일어납니다)을 고르세요."),
                                "904.8", source=card))
    return True


def answer(s: MagicState, d: Decision) -> None:
    sp = part(s)
    if sp is not None:
        sp.choices[d.player] = str(d.picked[0])
    s.emit("chose_self_or_others", player=d.player, choice=str(d.picked[0]), card=d.source, rule=d.rule)
    if d.source is not None and s.resume is not None:
        _ask_next(s, d.source, s.resume[0].controller)


def chosen_players(s: MagicState, item: StackItem, to: str) -> list[int]:
    """Who an effect after the choice reaches: each opponent who chose self; or, for each who chose others,
    each other opponent of the controller (a player may be reached more than once)."""
    sp = part(s)
    if sp is None:
        return []
    foes = [q for q in s.apnap() if q != item.controller]
    if to == CHOSE_SELF:
        return [q for q in foes if sp.choices.get(q) == SELF]
    return [r for q in foes if sp.choices.get(q) == OTHERS for r in foes if r != q]


def arrange(s: MagicState, p: int, top: Any, up: Any, where: str) -> list[str]:
    """A scenario's position: the dealt schemes named in ``up`` turned face up into the command zone, those
    in ``top`` put on top of the scheme deck in that order (the rest stay under them, as shuffled). Cards
    are taken from the deck dealt, so the archenemy's schemes stay the deck's (904.3)."""
    problems: list[str] = []
    if top is None and up is None:
        return problems
    if not is_archenemy(s, p):
        return [f"{where}.schemes: player {p + 1} is no archenemy ([options] supplements, archenemy)"]
    deck = deck_of(s, p)
    for key, ids, dest in (("schemes_up", up or [], zid(p, "command")), ("schemes", top or [], None)):
        for n, cid in enumerate(ids):
            found = next((i for i in deck if s.cards[i].def_id == cid and (dest is not None or i not in deck[:n])), None)
            if found is None:
                problems.append(f"{where}.{key}[{n}]: no {cid!r} left in the scheme deck dealt")
                continue
            if dest is not None:
                s.move(found, dest, cause="scenario")
            else:
                deck.remove(found)
                deck.insert(n, found)
    return problems
