"""Draft-time abilities (905.2): what a Conspiracy Draft card does as it is drafted, for the formats layer's
draft engine (``game.formats.draft.DraftHooks``). No pygame.

- No active player, no priority (905.2a): the draft engine takes the seats' picks of a pick one seat after
  another in an order drawn from the event's RNG, and each card's ability is done as its card is taken, so
  abilities of cards drafted at once happen in that random order (Veil-Weaver turning down a face-up card or
  not; Census Taker counting it or not).
- Revealed and noted (905.2b): the card is revealed as it is drafted, what it notes is written beside it
  (``Draft.notes``, public in the draft's view and carried into the game by the deck, draftnotes.py), and it
  goes face down into the pile. A note that waits for the next card the player drafts is "" until then; one
  still waiting when the draft ends, or with nothing to note, is ``NONE``.
- Drafted face up (905.2c): the card joins ``Draft.face_up``, which everyone sees, until the draft ends or an
  effect (Veil-Weaver) turns it face down.
Notes are never a player's choice here: each is fixed by the draft so far (our design; the draft asks only for
picks). A multicolored card's color is its first in WUBRG order, a creature's type its first subtype.
"""
from __future__ import annotations

from typing import Any

from game.engine.text import Msg
from game.formats.draft import Draft, Emit
from game.formats.spec import LETTERS, DraftSpec

from .cards import CardDb, load_card_db
from .draftnotes import NONE, note_words
from .vocab import COLORS

NEXT = ("note_next_color", "note_next_name")        # notes filled by the next card the player drafts
WORDS = {
    "noted": Msg("Player {p} reveals {card} as they draft it and notes: {note} (905.2b).",
                 "플레이어 {p}: {card}을(를) 드래프트하며 공개하고 기록합니다: {note} (905.2b)."),
    "waits": Msg("Player {p} reveals {card} as they draft it; its note waits for their next card (905.2b).",
                 "플레이어 {p}: {card}을(를) 드래프트하며 공개합니다. 다음에 드래프트하는 카드를 기록합니다 (905.2b)."),
    "filled": Msg("{card} of player {p} notes: {note} (905.2b).", "플레이어 {p}의 {card}: 기록 {note} (905.2b)."),
    "face_up": Msg("Player {p} drafts {card} face up (905.2c).", "플레이어 {p}: {card}을(를) 앞면으로 드래프트합니다 (905.2c)."),
    "veil": Msg("Player {p} reveals {card}: the other players' face-up drafted cards turn face down ({n}).",
                "플레이어 {p}: {card} 공개, 다른 플레이어의 앞면 드래프트 카드가 뒷면이 됩니다 ({n}장)."),
    "down": Msg("The draft is over: the face-up drafted cards turn face down (905.2c).",
                "드래프트가 끝났습니다. 앞면인 드래프트 카드가 뒷면이 됩니다 (905.2c)."),
}


def _said(key: str, db: CardDb, def_id: str = "", **kw: Any) -> dict[str, str]:
    """An event's own sentence in both languages (the formats layer's log shows it as it is)."""
    out = {}
    for lang in ("en", "ko"):
        words = {k: (v.get(lang) if isinstance(v, Msg) else v) for k, v in kw.items()}
        if def_id:
            words["card"] = db[def_id].name.get(lang)
        out[lang] = WORDS[key].get(lang).format(**words)
    return out


def _color(db: CardDb, def_id: str) -> str:
    return next((c for c in COLORS if c in db[def_id].colors), NONE)


class DraftAbilities:
    order_rule = "905.2a"

    def note_text(self, def_id: str, note: str) -> Msg:
        """A card's note as the draft screen shows it to everyone (905.2b)."""
        db = load_card_db()
        return note_words(db, db[def_id].draft if def_id in db else "", note)

    def picked(self, d: Draft, spec: DraftSpec, seat: int, card: int, emit: Emit) -> None:
        db = load_card_db()
        def_id = d.cards[card]
        self._fill_waiting(d, db, seat, card, emit)
        ability = db[def_id].draft
        if not ability:
            return
        p = LETTERS[seat]
        if ability == "face_up":
            d.face_up.append(card)
            emit("draft_face_up", player=seat, card=card, def_id=def_id, rule="905.2c",
                 text=_said("face_up", db, def_id, p=p))
        elif ability == "veil":
            down = [c for s in range(d.seats) if s != seat for c in d.picks[s] if c in d.face_up]
            d.face_up = [c for c in d.face_up if c not in down]
            emit("draft_veiled", player=seat, card=card, def_id=def_id, cards=down, rule="905.2c",
                 text=_said("veil", db, def_id, p=p, n=len(down)))
        elif ability in NEXT:
            d.notes[card] = ""
            emit("draft_noted", player=seat, card=card, def_id=def_id, note="", rule="905.2b",
                 text=_said("waits", db, def_id, p=p))
        else:
            note = self._note(d, db, ability, seat, card)
            d.notes[card] = note
            emit("draft_noted", player=seat, card=card, def_id=def_id, note=note, rule="905.2b",
                 text=_said("noted", db, def_id, p=p, note=note_words(db, ability, note)))

    def _note(self, d: Draft, db: CardDb, ability: str, seat: int, card: int) -> str:
        if ability == "note_pack_count":
            return str(len(d.hands[seat]))
        if ability == "note_face_up_count":
            return str(len(d.face_up))
        if ability == "note_last_type":
            before = d.picks[seat][:d.picks[seat].index(card)]
            creature = next((db[d.cards[c]] for c in reversed(before) if db[d.cards[c]].is_a("creature")
                             and db[d.cards[c]].subtypes), None)
            return creature.subtypes[0] if creature is not None else NONE
        return NONE

    def _fill_waiting(self, d: Draft, db: CardDb, seat: int, card: int, emit: Emit) -> None:
        """The seat's notes waiting for its next card read this one (905.2b)."""
        for c in d.picks[seat]:
            if c == card or d.notes.get(c) != "":
                continue
            ability = db[d.cards[c]].draft
            note = _color(db, d.cards[card]) if ability == "note_next_color" else d.cards[card]
            d.notes[c] = note
            emit("draft_noted", player=seat, card=c, def_id=d.cards[c], note=note, rule="905.2b",
                 text=_said("filled", db, d.cards[c], p=LETTERS[seat], note=note_words(db, ability, note)))

    def done(self, d: Draft, spec: DraftSpec, emit: Emit) -> None:
        """905.2c: face-up cards turn face down as the draft ends; a note still waiting noted nothing."""
        for c, note in list(d.notes.items()):
            if note == "":
                d.notes[c] = NONE
        if d.face_up:
            emit("draft_face_down", cards=list(d.face_up), rule="905.2c", text=_said("down", load_card_db()))
            d.face_up = []
