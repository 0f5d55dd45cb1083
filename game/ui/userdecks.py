"""The player's own decks, kept per game as TOML under the data folder (``decks/<game id>/<id>.toml``;
the Lanes TCG's in ``decks/``, where they were before other games came).

The files have the fields of the preconstructed decks:

    id = "my-deck-1"
    leader = "LT-L01"          # only in games whose decks have a leader

    [name]
    en = "My deck 1"
    ko = "My deck 1"

    [cards]
    LT-F01 = 3

A game whose decks are built for a format (Magic: constructed, Commander, Brawl) also writes
``format = "commander"``; a file without it is of the game's first format (files saved before formats).
A leader that has its player choose something before the game (``Catalogue.leader_choice``; Magic's
commander that chooses a color, 903.4b) has the choice under its field, ``color = "G"``: one of the
choice's values, or left out while not chosen yet.

A user file that cannot be read, is malformed or breaks the game's deck rules never stops the app:
it is reported (file and reason) and left out of the decks offered for a game. Decks from user files
carry the id ``user:<id>`` so they never clash with a preconstructed deck. The rules come from the
game's catalogue. No pygame here: the deck builder and the deck picker share it, and so do the tests.
"""
from __future__ import annotations

import dataclasses
import os
import re
from typing import Any, Mapping

import tomli
import tomli_w

from game.engine.catalogue import Catalogue, DeckList, DeckProblem
from game.engine.errors import DataError
from game.engine.text import Msg
from game.util.files import read_toml, shown, write_atomic

from .paths import user_file

USER_PREFIX = "user:"
_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_FIELDS = ("id", "name", "leader", "cards", "format")


def decks_dir(cat: Catalogue) -> str:
    return user_file(*cat.user_folder.split("/"))


def deck_path(cat: Catalogue, deck_id: str) -> str:
    return os.path.join(decks_dir(cat), f"{plain_id(deck_id)}.toml")


def plain_id(deck_id: str) -> str:
    """The file's id without the ``user:`` prefix."""
    return deck_id[len(USER_PREFIX):] if deck_id.startswith(USER_PREFIX) else deck_id


def is_user_id(deck_id: str) -> bool:
    return deck_id.startswith(USER_PREFIX)


def slug(name: str) -> str:
    """A file-safe id from a deck name ("My deck 1" -> "my-deck-1"); "" if nothing usable is left."""
    s = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return s[:48].strip("-")


def new_deck_id(cat: Catalogue, name: str) -> str:
    """An id for a new deck named ``name`` that no user file of the game uses yet."""
    base = slug(name) or "deck"
    taken = set(_stems(cat))
    if base not in taken:
        return base
    n = 2
    while f"{base}-{n}" in taken:
        n += 1
    return f"{base}-{n}"


def _stems(cat: Catalogue) -> list[str]:
    try:
        names = sorted(os.listdir(decks_dir(cat)))
    except OSError:
        return []
    return [n[:-5] for n in names if n.endswith(".toml") and not n.startswith(".")]


def deck_text(deck_id: str, name_en: str, name_ko: str, leader: str | None, counts: Mapping[str, int],
              fmt: str = "", chosen: Mapping[str, str] | None = None) -> str:
    """The TOML of a user deck: the fields of the preconstructed decks (the name as a [name] table)."""
    data: dict[str, Any] = {"id": deck_id}
    if fmt:
        data["format"] = fmt
    if leader is not None:
        data["leader"] = leader
    data.update(chosen or {})
    data["name"] = {"en": name_en, "ko": name_ko}
    data["cards"] = {cid: int(n) for cid, n in counts.items() if int(n) > 0}
    return tomli_w.dumps(data)


def save_user_deck(cat: Catalogue, deck_id: str, name_en: str, name_ko: str, leader: str | None,
                   counts: Mapping[str, int], chosen: Mapping[str, str] | None = None) -> str:
    """Write the deck to the game's deck folder in one step; returns the path.

    The deck need not be legal yet (a deck in progress may be saved); ``load_user_decks`` offers
    only legal decks for play. ``deck_id`` may carry the ``user:`` prefix. ``leader`` is written only
    in a game whose decks have one ("" there: not chosen yet); of ``chosen`` only what that leader
    chooses (its ``LeaderChoice`` field), when one of its values.
    """
    deck_id = plain_id(deck_id)
    if not _ID.match(deck_id):
        raise ValueError(f"deck id {deck_id!r}: use letters, digits, '-' and '_' only")
    for cid, n in counts.items():
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise ValueError(f"cards.{cid}: copies must be a whole number")
    leader = (leader or "") if cat.rules.leader else None
    fmt = cat.format if cat.formats() else ""      # the format it is built for, in a game with several
    asks = cat.leader_choice(leader) if leader else None
    value = (chosen or {}).get(asks.field, "") if asks is not None else ""
    kept = {asks.field: value} if asks is not None and value in dict(asks.values) else {}
    text = deck_text(deck_id, name_en, name_ko, leader, counts, fmt, kept)
    # Read it back before replacing anything: what we write must be what we load.
    back = tomli.loads(text)
    if back.get("id") != deck_id or back.get("leader") != leader or back.get("name") != {"en": name_en, "ko": name_ko} \
            or back.get("cards") != {c: n for c, n in counts.items() if n > 0} or back.get("format", "") != fmt \
            or any(back.get(k) != v for k, v in kept.items()):
        raise ValueError("the deck file would not read back as written")
    path = deck_path(cat, deck_id)
    write_atomic(path, text)
    return path


def delete_user_deck(cat: Catalogue, deck_id: str) -> None:
    path = deck_path(cat, deck_id)
    if os.path.exists(path):
        os.unlink(path)


def parse_user_deck(raw: Any, path: str, cat: Catalogue) -> DeckList:
    """A deck file's fields, checked for form (not yet for the deck rules); DataError lists every problem.

    Counts are bounded before a list is built from them: a deck in progress may break the rules
    (the builder shows how), but no count above a whole deck can mean anything, and a file of
    nonsense counts must not take minutes and gigabytes to refuse. In a game with deck formats the
    file's format (the first one when it names none) gives the rules it is read by."""
    out: list[str] = []
    if not isinstance(raw, dict):
        raw = {}
        out.append("a deck file is a table of fields")
    formats = [f.id for f in cat.formats()]
    fmt = raw.get("format", formats[0] if formats else "")
    if formats and fmt not in formats:
        out.append(f"format: one of {', '.join(formats)}, not {shown(fmt, 40)!r}")
        fmt = formats[0]
    cat = cat.for_format(fmt) if formats else cat
    size = cat.rules.size
    most = size * 10
    unknown_at = len(out)        # unknown fields are told first: which are known depends on the leader, read below
    deck_id = raw.get("id")
    if not isinstance(deck_id, str) or not deck_id:
        out.append("id: must be a non-empty string")
        deck_id = os.path.splitext(os.path.basename(path))[0]
    name = raw.get("name")
    if not isinstance(name, dict) or not isinstance(name.get("en"), str) or not isinstance(name.get("ko"), str):
        out.append("name: must be { en = \"...\", ko = \"...\" }")
        name = {"en": deck_id, "ko": deck_id}
    leader = raw.get("leader") if cat.rules.leader else None
    if cat.rules.leader and not isinstance(leader, str):
        out.append("leader: must be a card id")
    leader = leader or None       # "": a deck in progress without its leader yet
    # what the leader has the player choose before the game, under its own field (Magic: color, 903.4b)
    asks = cat.leader_choice(leader) if isinstance(leader, str) else None
    chosen: tuple[tuple[str, str], ...] = ()
    if asks is not None and asks.field in raw:
        value, allowed = raw[asks.field], [v for v, _ in asks.values]
        if value in allowed:
            chosen = ((asks.field, str(value)),)
        else:
            out.append(f"{asks.field}: one of {', '.join(allowed)}, not {shown(value, 40)!r}")
    fields = tuple(f for f in _FIELDS if (f != "leader" or cat.rules.leader) and (f != "format" or formats)) \
        + ((asks.field,) if asks is not None else ())
    out[unknown_at:unknown_at] = [f"unknown field {shown(key, 40)!r}" for key in raw if key not in fields]
    cards: list[str] = []
    listed = raw.get("cards")
    if not isinstance(listed, dict):
        out.append("cards: must be a table of card id = copies")
    else:
        for cid, n in listed.items():
            if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= size:
                out.append(f"cards.{shown(cid, 40)}: copies must be a whole number from 1 to {size}, not {shown(n)}")
                continue
            if len(cards) + n > most:
                out.append(f"cards: a deck file lists at most {most} cards")
                break
            cards.extend([cid] * n)
    if out:
        raise DataError(path, [f"deck {shown(deck_id, 40)}: {p}" for p in out])
    return DeckList(str(deck_id), Msg(name["en"], name["ko"]), leader, tuple(cards), format=str(fmt), chosen=chosen)


def problem_line(p: DeckProblem, lang: str) -> str:
    cards = ", ".join(shown(c, 40) for c in p.cards[:8]) + (", ..." if len(p.cards) > 8 else "")
    return f"[{p.rule}] {p.get(lang)}" + (f" ({cards})" if p.cards else "")


@dataclasses.dataclass
class UserDeckFile:
    """One file of the game's user deck folder, as the deck builder lists it."""
    id: str                        # "user:<file stem>"
    path: str
    deck: DeckList | None          # None when the file could not be read as a deck at all
    problems: list[str]            # why it cannot be played (empty: a legal deck)
    rule_problems: list[DeckProblem] = dataclasses.field(default_factory=list)

    @property
    def legal(self) -> bool:
        return self.deck is not None and not self.problems

    def counts(self) -> dict[str, int]:
        return self.deck.counts() if self.deck else {}


def scan_user_decks(cat: Catalogue, lang: str = "en") -> list[UserDeckFile]:
    """Every ``*.toml`` in the game's user deck folder, legal or not, sorted by file name."""
    folder = decks_dir(cat)
    out = []
    for stem in _stems(cat):
        path = os.path.join(folder, f"{stem}.toml")
        uid = USER_PREFIX + stem
        try:
            deck = parse_user_deck(read_toml(path), path, cat)
        except DataError as exc:
            out.append(UserDeckFile(uid, path, None, list(exc.problems)))
            continue
        deck = dataclasses.replace(deck, id=uid)
        probs = cat.for_format(deck.format).choosing(dict(deck.chosen)).problems(deck.leader, list(deck.cards))
        out.append(UserDeckFile(uid, path, deck, [problem_line(p, lang) for p in probs], probs))
    return out


def load_user_decks(cat: Catalogue, lang: str = "en") -> tuple[dict[str, DeckList], list[str]]:
    """The user's legal decks by id (``user:<id>``), and one sentence per file left out (file: reason).
    In a game with deck formats, only the decks of the catalogue's format (the others are not left out:
    they are for another kind of game)."""
    decks: dict[str, DeckList] = {}
    problems: list[str] = []
    for f in scan_user_decks(cat, lang):
        if cat.formats() and f.deck is not None and f.deck.format != cat.format:
            continue
        if f.legal and f.deck is not None:
            decks[f.id] = f.deck
        else:
            problems.append(f"{f.path}: " + "; ".join(f.problems))
    return decks, problems


def preconstructed_decks(cat: Catalogue) -> dict[str, DeckList]:
    return cat.precons()


def all_decks(cat: Catalogue) -> dict[str, DeckList]:
    """The preconstructed decks, then the user's legal decks (ids prefixed ``user:``)."""
    decks = dict(cat.precons())
    user, _ = load_user_decks(cat)
    decks.update(user)
    return decks
