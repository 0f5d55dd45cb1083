"""The player's own Lanes decks, kept as TOML under ``<data_dir>/decks/<id>.toml``.

The files have the fields of the preconstructed decks (docs/lanes-cards.md), written by tomli-w:

    id = "my-deck-1"
    leader = "LT-L01"

    [name]
    en = "My deck 1"
    ko = "My deck 1"

    [cards]
    LT-F01 = 3

A user file that cannot be read, is malformed or breaks the deck-building rules (5.1.2) never
stops the app: it is reported (file and reason) and left out of the decks offered for a game.
Decks from user files carry the id ``user:<id>`` so they never clash with a preconstructed deck.
No pygame here: the deck builder and the deck picker share it, and so do the tests.
"""
from __future__ import annotations

import dataclasses
import os
import re
from typing import Any, Mapping

import tomli
import tomli_w

from game.engine.errors import DataError
from game.engine.text import Msg
from game.rulesets.lanes.cards import CardDb
from game.rulesets.lanes.deck import Deck, DeckProblem, deck_problems, load_all_decks, parse_deck
from game.util.files import write_atomic

from .paths import user_file

USER_PREFIX = "user:"
_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


def decks_dir() -> str:
    return user_file("decks")


def deck_path(deck_id: str) -> str:
    return os.path.join(decks_dir(), f"{plain_id(deck_id)}.toml")


def plain_id(deck_id: str) -> str:
    """The file's id without the ``user:`` prefix."""
    return deck_id[len(USER_PREFIX):] if deck_id.startswith(USER_PREFIX) else deck_id


def is_user_id(deck_id: str) -> bool:
    return deck_id.startswith(USER_PREFIX)


def slug(name: str) -> str:
    """A file-safe id from a deck name ("My deck 1" -> "my-deck-1"); "" if nothing usable is left."""
    s = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return s[:48].strip("-")


def new_deck_id(name: str) -> str:
    """An id for a new deck named ``name`` that no user file uses yet."""
    base = slug(name) or "deck"
    taken = set(_stems())
    if base not in taken:
        return base
    n = 2
    while f"{base}-{n}" in taken:
        n += 1
    return f"{base}-{n}"


def _stems() -> list[str]:
    try:
        names = sorted(os.listdir(decks_dir()))
    except OSError:
        return []
    return [n[:-5] for n in names if n.endswith(".toml") and not n.startswith(".")]


def deck_text(deck_id: str, name_en: str, name_ko: str, leader: str, counts: Mapping[str, int]) -> str:
    """The TOML of a user deck: the fields of the preconstructed decks (the name as a [name] table)."""
    return tomli_w.dumps({"id": deck_id, "leader": leader, "name": {"en": name_en, "ko": name_ko},
                          "cards": {cid: int(n) for cid, n in counts.items() if int(n) > 0}})


def save_user_deck(deck_id: str, name_en: str, name_ko: str, leader: str, counts: Mapping[str, int]) -> str:
    """Write the deck to ``<data_dir>/decks/<id>.toml`` in one step; returns the path.

    The deck need not be legal yet (a deck in progress may be saved); ``load_user_decks`` offers
    only legal decks for play. ``deck_id`` may carry the ``user:`` prefix.
    """
    deck_id = plain_id(deck_id)
    if not _ID.match(deck_id):
        raise ValueError(f"deck id {deck_id!r}: use letters, digits, '-' and '_' only")
    for cid, n in counts.items():
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise ValueError(f"cards.{cid}: copies must be a whole number")
    text = deck_text(deck_id, name_en, name_ko, leader, counts)
    # Read it back before replacing anything: what we write must be what we load.
    back = tomli.loads(text)
    if back.get("id") != deck_id or back.get("leader") != leader or back.get("name") != {"en": name_en, "ko": name_ko} \
            or back.get("cards") != {c: n for c, n in counts.items() if n > 0}:
        raise ValueError("the deck file would not read back as written")
    path = deck_path(deck_id)
    write_atomic(path, text)
    return path


def delete_user_deck(deck_id: str) -> None:
    path = deck_path(deck_id)
    if os.path.exists(path):
        os.unlink(path)


@dataclasses.dataclass
class UserDeckFile:
    """One file of the user's deck folder, as the deck builder lists it."""
    id: str                        # "user:<file stem>"
    path: str
    deck: Deck | None              # None when the file could not be read as a deck at all
    problems: list[str]            # why it cannot be played (empty: a legal deck)
    rule_problems: list[DeckProblem] = dataclasses.field(default_factory=list)

    @property
    def legal(self) -> bool:
        return self.deck is not None and not self.problems

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for cid in self.deck.cards if self.deck else ():
            out[cid] = out.get(cid, 0) + 1
        return out


def scan_user_decks(db: CardDb, lang: str = "en") -> list[UserDeckFile]:
    """Every ``*.toml`` in the user's deck folder, legal or not, sorted by file name."""
    folder = decks_dir()
    out = []
    for stem in _stems():
        path = os.path.join(folder, f"{stem}.toml")
        uid = USER_PREFIX + stem
        try:
            with open(path, "rb") as fh:
                raw: Any = tomli.load(fh)
            deck = parse_deck(raw, path, db, check_rules=False)
        except DataError as exc:
            out.append(UserDeckFile(uid, path, None, list(exc.problems)))
            continue
        except tomli.TOMLDecodeError as exc:
            out.append(UserDeckFile(uid, path, None, [f"TOML syntax: {exc}"]))
            continue
        except UnicodeDecodeError:
            out.append(UserDeckFile(uid, path, None, ["not UTF-8 text"]))
            continue
        except OSError as exc:
            out.append(UserDeckFile(uid, path, None, [f"cannot read: {exc.strerror or exc}"]))
            continue
        except Exception as exc:  # a user's file must never stop the app
            out.append(UserDeckFile(uid, path, None, [f"{type(exc).__name__}: {exc}"]))
            continue
        deck = dataclasses.replace(deck, id=uid)
        probs = deck_problems(db, deck.leader, list(deck.cards))
        text = [f"[{p.rule}] {p.ko if lang == 'ko' else p.en}" + (f" ({', '.join(p.cards)})" if p.cards else "")
                for p in probs]
        out.append(UserDeckFile(uid, path, deck, text, probs))
    return out


def load_user_decks(db: CardDb, lang: str = "en") -> tuple[dict[str, Deck], list[str]]:
    """The user's legal decks by id (``user:<id>``), and one sentence per file left out (file: reason)."""
    decks: dict[str, Deck] = {}
    problems: list[str] = []
    for f in scan_user_decks(db, lang):
        if f.legal and f.deck is not None:
            decks[f.id] = f.deck
        else:
            problems.append(f"{f.path}: " + "; ".join(f.problems))
    return decks, problems


def preconstructed_decks(db: CardDb) -> dict[str, Deck]:
    return load_all_decks(db)


def all_decks(db: CardDb) -> dict[str, Deck]:
    """The preconstructed decks, then the user's legal decks (ids prefixed ``user:``)."""
    decks = dict(load_all_decks(db))
    user, _ = load_user_decks(db)
    decks.update(user)
    return decks


def deck_name(deck: Deck, lang: str) -> str:
    return deck.name.get(lang) if isinstance(deck.name, Msg) else str(deck.name)
