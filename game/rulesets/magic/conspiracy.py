"""Conspiracy Draft's part of the state (905): which conspiracies each player put into the command zone,
the card names chosen secretly for hidden agendas (905.4a, 702.106), and what the game's opening still
waits for. Kept apart from the variant (conspiracy_play.py) so that the characteristics (stats.py) read
"the chosen name" without importing the rules that play it. No pygame.

Face-down conspiracies lie in the command zone's face-down pile, the zone kind ``agenda``: only their owner
sees which cards they are (as only the owner sees their sideboard), the others their count. Turned face up,
a conspiracy goes to the command zone proper, where everyone sees it and its abilities work (905.4a)."""
from __future__ import annotations

from typing import Any

from .state import MagicState, zid

PART = "conspiracy"
AGENDA = "agenda"          # the zone kind of the command zone's face-down conspiracies
HIDDEN = "?"               # what a seat that may not know a chosen name sees in its place


class ConspiracyPart:
    """``seed``: the game's, for opening it once the conspiracies are placed; ``asking``: the seats still to
    choose, in seat order; ``chosen``: each seat's conspiracies, held until every seat has chosen (905.4 is
    done at once); ``to_name``: the hidden agendas of the seat choosing now still to be named; ``names``:
    each hidden agenda's chosen name (a card id of the named card)."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.asking: list[int] = []
        self.chosen: dict[int, list[int]] = {}
        self.to_name: list[int] = []
        self.names: dict[int, str] = {}

    def copy(self) -> "ConspiracyPart":
        new = ConspiracyPart(self.seed)
        new.asking, new.to_name = list(self.asking), list(self.to_name)
        new.chosen = {p: list(c) for p, c in self.chosen.items()}
        new.names = dict(self.names)
        return new

    def to_json(self) -> dict[str, Any]:
        return {PART: {"asking": list(self.asking), "to_name": list(self.to_name),
                       "chosen": {str(p): list(c) for p, c in sorted(self.chosen.items())},
                       "names": {str(i): n for i, n in sorted(self.names.items())}}}

    def moved(self, s: MagicState, iid: int, from_zone: str, to_zone: str) -> None:
        pass


def part(s: MagicState) -> ConspiracyPart | None:
    found = s.parts.get(PART)
    return found if isinstance(found, ConspiracyPart) else None


def face_down(s: MagicState, p: int) -> list[int]:
    """``p``'s face-down conspiracies (905.4a), in the order they were put there."""
    zone = s.zones.get(zid(p, AGENDA))
    return list(zone.cards) if zone is not None else []


def face_up(s: MagicState, p: int) -> list[int]:
    """``p``'s face-up conspiracies: those in their command zone. Its owner controls each (905.5)."""
    return [i for i in s.zones[zid(p, "command")].cards if s.defs[i].is_a("conspiracy")]


def chosen_name(s: MagicState, iid: int) -> str:
    """The card id naming a hidden agenda's chosen name, "" if none was chosen."""
    cp = part(s)
    return cp.names.get(iid, "") if cp is not None else ""


def named(s: MagicState, source: int, iid: int) -> bool:
    """Does ``iid`` have the name chosen for the hidden agenda ``source`` (702.106)? Names compare as names
    (201.2): two cards with one English name are one name."""
    chosen = chosen_name(s, source)
    return bool(chosen) and chosen in s.db and s.defs[iid].name.en == s.db[chosen].name.en


def hide(s: MagicState, form: dict[str, Any], viewer: int | None) -> None:
    """Blank in a seat's view what it may not know: the names chosen for other seats' face-down
    conspiracies (702.106) and the other seats' choices still held (905.4). ``form`` is the state's saved
    form, changed in place."""
    mine = form.get(PART)
    if not isinstance(mine, dict):
        return
    mine["names"] = {k: (v if _revealed(s, int(k), viewer) else HIDDEN) for k, v in mine["names"].items()}
    mine["chosen"] = {k: (v if k == str(viewer) else [HIDDEN] * len(v)) for k, v in mine["chosen"].items()}
    mine["to_name"] = [i if s.cards[i].owner == viewer else HIDDEN for i in mine["to_name"]]


def _revealed(s: MagicState, iid: int, viewer: int | None) -> bool:
    """May ``viewer`` know the name chosen for ``iid``: its owner may, the others once it is face up (a
    player who leaves the game takes their face-down ones away unrevealed)."""
    return s.cards[iid].owner == viewer or s.kind_of(iid) == "command"


def sealed(s: Any) -> bool:
    """A secret not yet revealed (the registration's ``sealed_pending``): while the opening's choices are
    made (905.4, done at once), a save or replay file ends its log before that stretch began; those seats
    choose again when it is resumed. Once the game is under way a save holds the whole log, the chosen names
    of face-down conspiracies included (702.106): such a name may stay hidden the whole game, and a save
    that stopped before it would throw the game away. The file is the app's; no seat's view, log or
    screen shows a name before it is revealed."""
    cp = part(s) if isinstance(s, MagicState) else None
    if cp is None or s.result is not None:
        return False
    return bool(cp.asking or cp.to_name or cp.chosen)


def helps_now(s: MagicState, p: int, iid: int) -> bool:
    """Would the face-down ``iid`` do something for ``p`` if turned up now: a creature of theirs with its
    chosen name on the battlefield (every hidden agenda of ours reaches only those)."""
    return any(s.defs[c].is_a("creature") and named(s, iid, c) for c in s.battlefield(p))


def forget(s: MagicState, seat: int) -> None:
    """A world guessed for ``seat`` (ai.sample_world): the names other seats chose for their face-down
    conspiracies are unknown to it, so in its guess they name nothing."""
    cp = part(s)
    if cp is None:
        return
    cp.names = {i: n for i, n in cp.names.items() if _revealed(s, i, seat)}
