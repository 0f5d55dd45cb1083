"""What a card noted as it was drafted (905.2b), read in the game. No pygame.

A Conspiracy Draft card that reveals itself as it is drafted notes a color, a number, a creature type or a
card's name (draft_abilities.py). The note travels with the drafted card into the game: a seat's deck names
its notes (the setup's ``decks[p]["notes"]``, pairs of card id and note), and the game gives each to one card
of that id in the deck as it is dealt (``MagicState.draft_notes``, by card number). Notes are public, in the
draft and in the game (guide choice 31). A card with no note, or one that noted nothing (``NONE``: a colorless
next card, no creature drafted before it), reads its note as "none": the part of its ability that needs the
note does nothing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.text import Msg

from .vocab import COLOR_NAMES, COLORS, SUBTYPE_NAMES

if TYPE_CHECKING:
    from .cards import CardDb
    from .state import MagicState

NONE = "none"          # noted, but there was nothing to note
KINDS = {"note_next_color": "color", "note_next_name": "name", "note_pack_count": "number",
         "note_last_type": "type", "note_face_up_count": "number"}
WORDS = {"none": Msg("none", "없음"), "waiting": Msg("waiting for the next card drafted", "다음 드래프트 카드를 기다리는 중"),
         "noted": Msg("Noted as it was drafted: {note} (905.2b)", "드래프트할 때 기록: {note} (905.2b)")}


def note_of(s: "MagicState", iid: int) -> str:
    """The card's note, "" when it has none or noted nothing."""
    note = s.draft_notes.get(iid, "")
    return "" if note == NONE else note


def reaches(s: "MagicState", source: int, scope: str, iid: int) -> bool:
    """Does ``source``'s static ability of a noted scope reach ``iid`` (a creature its controller controls)?"""
    note = note_of(s, source)
    if not note:
        return False
    d = s.defs[iid]
    if scope == "noted_color":
        return note in d.colors
    if scope == "other_noted_type":
        return iid != source and note in d.subtypes
    if scope == "noted_name":
        named = s.db.cards.get(note)
        return named is not None and named.name.en == d.name.en
    return False


def number(s: "MagicState", source: int) -> int:
    note = note_of(s, source)
    return int(note) if note.isdigit() else 0


def told(s: "MagicState", iid: int) -> Msg | None:
    """The card's note as any player reads it at the table (905.2b: anyone, at any time), None without one."""
    if iid not in s.draft_notes:
        return None
    words = note_words(s.db, s.defs[iid].draft, s.draft_notes[iid])
    return Msg(*(WORDS["noted"].get(lang).format(note=words.get(lang)) for lang in ("en", "ko")))


def note_words(db: "CardDb", ability: str, note: str) -> Msg:
    """A note as a player reads it, by what the card's draft-time ability notes."""
    if note == "":
        return WORDS["waiting"]
    if note == NONE:
        return WORDS["none"]
    kind = KINDS.get(ability, "")
    if kind == "color" and note in COLORS:
        return COLOR_NAMES[note]
    if kind == "type" and note in SUBTYPE_NAMES:
        return SUBTYPE_NAMES[note]
    if kind == "name" and note in db.cards:
        return db.cards[note].name
    return Msg(note, note)
