"""Conspiracy Draft (905): the draft set, the deck rules of a drafted pool, a program's deck and the format's
hooks (game/rulesets/magic/formats.py dispatches here by format id). No pygame.

- The set (905.1): ``data/set_conspiracy_draft.toml`` lists the cards a booster is made of under the tag its
  slot draws from (conspiracy, rare, uncommon, common); the booster's sheet is the format's
  (``data/formats.toml``, whose tags read ``conspiracy-draft:<tag>``). Checked on load: every problem names the
  file, the tag and the card.
- The draft (905.1a-c, 905.2): the formats layer's pack draft, one card a pick, secret; the draft-time
  abilities are ``draft_abilities.DraftAbilities``.
- The pool and the deck (905.1d, 100.2b, 100.4b, guide choice 30): a deck is at least 40 cards of the pool plus
  any number of basic lands; conspiracies are never in it; every drafted card not in the deck is the sideboard
  (no maximum in a limited game), where the game finds the conspiracies (905.4).
- A program's deck (``build_deck``): the two colors holding the most worth of its pool, its best cards in them
  (and colorless ones) on a curve, and basic lands to 40 (``conspiracy_worth``, which also rates a drafted
  card for a drafting program).
- The game (905.3, 905.6): a free-for-all with attacks on several players and no limited range of influence,
  20 life and seven cards (the core's own numbers).
"""
from __future__ import annotations

import functools
import os
from collections import Counter
from typing import TYPE_CHECKING, Any

from game.util.files import read_toml

from .cards import DATA_DIR, CardDb, DeckProblem, load_card_db
from .commander_draft import OUTSIDE, _basics
from .commander_draft import read_set as read_draft_set
from .conspiracy_worth import best_pair

if TYPE_CHECKING:
    from game.formats.event import EventState

SET_ID = "conspiracy-draft"
SET_FILE = "set_conspiracy_draft.toml"
TAGS = ("conspiracy", "rare", "uncommon", "common")
REQUIRED = ("rare", "uncommon", "common")
MIN_DECK = 40              # 905.1d, 100.2b
FIXED = {"deck_format": "constructed", "multiplayer": "free-for-all", "range_of_influence": "unlimited"}


def read_set(raw: Any, path: str, db: CardDb) -> dict[str, tuple[str, ...]]:
    """The set's cards by tag (Commander Draft's reader with this set's tags and rule); one DataError
    listing every problem, each naming the tag and the card."""
    return read_draft_set(raw, path, db, TAGS, REQUIRED, _unfit)


def _unfit(db: CardDb, c: str, tag: str) -> str:
    if c not in db:
        return "no such card"
    d = db[c]
    if tag == "conspiracy":
        return "" if d.is_a("conspiracy") else "the conspiracy slot holds conspiracies only"
    if d.token or "basic" in d.supertypes or any(d.is_a(t) for t in OUTSIDE):
        return "not a main-deck card (a token, a basic land or a card of a supplement)"
    return ""


@functools.cache
def load_set() -> dict[str, tuple[str, ...]]:
    path = os.path.join(DATA_DIR, SET_FILE)
    return read_set(read_toml(path), path, load_card_db())


def tagged(tag: str) -> list[str]:
    """A sheet's tag ``conspiracy-draft:<tag>``: the set's cards under it."""
    return list(load_set().get(tag.partition(":")[2], ()))


# ----- the deck (905.1d) ------------------------------------------------------------------------------
def _p(rule: str, en: str, ko: str) -> DeckProblem:
    return DeckProblem(rule, en, ko)


def drafted_deck_problems(db: CardDb, cards: list[str], pool: list[str], sized: bool = True) -> list[DeckProblem]:
    """Every way ``cards`` break 905.1d as a deck built from ``pool``: at least 40 cards (100.2b; not said
    when ``sized`` is False: the build stage says the count from its data), each card a drafted one (as many
    as were drafted) or a basic land, and no conspiracy (guide choice 30)."""
    out: list[DeckProblem] = []
    unknown = sorted({c for c in cards if c not in db})
    if unknown:
        out.append(_p("905.1d", f"No such card: {', '.join(unknown)}.", f"없는 카드: {', '.join(unknown)}."))
    known = [c for c in cards if c in db]
    plots = sorted({c for c in known if db[c].is_a("conspiracy")})
    if plots:
        out.append(_p("905.4", f"A conspiracy is never in the deck; it stays in the sideboard: {', '.join(plots)}.",
                      f"컨스피러시는 덱에 넣지 않고 사이드보드에 둡니다: {', '.join(plots)}."))
    unfit = sorted({c for c in known if db[c].token or any(db[c].is_a(t) for t in OUTSIDE if t != "conspiracy")})
    if unfit:
        out.append(_p("905.1d", f"Not a card a drafted deck may hold: {', '.join(unfit)}.",
                      f"드래프트 덱에 넣을 수 없는 카드: {', '.join(unfit)}."))
    owned = Counter(pool)
    used = Counter(c for c in known if "basic" not in db[c].supertypes and c not in plots and c not in unfit)
    beyond = sorted(c for c, n in used.items() if n > owned[c])
    if beyond:
        out.append(_p("905.1d", f"More copies than the pool holds (only basic lands are added freely): "
                                f"{', '.join(beyond)}.",
                      f"카드풀에 있는 것보다 많습니다 (기본 대지만 자유롭게 추가합니다): {', '.join(beyond)}."))
    if sized and len(cards) < MIN_DECK:
        out.append(_p("100.2b", f"A drafted deck has at least {MIN_DECK} cards, not {len(cards)}.",
                      f"드래프트 덱은 최소 {MIN_DECK}장이어야 합니다({len(cards)}장)."))
    return out


def build_deck(db: CardDb, pool: list[str], notes: list[list[str]] | None = None) -> dict[str, Any]:
    """The deck a program plays from ``pool`` (``conspiracy_worth``: two colors, a curve, basic lands to 40):
    the setup's form {"cards", "sideboard", "pool", "notes"}."""
    _, chosen, spells = best_pair(db, pool)
    cards = list(spells) + _basics(db, set(chosen), spells, MIN_DECK - len(spells))
    rest = list(pool)
    for c in spells:
        rest.remove(c)
    out: dict[str, Any] = {"cards": cards, "sideboard": rest, "pool": list(pool)}
    if notes:
        out["notes"] = [list(n) for n in notes]
    return out


# ----- the format's hooks (formats.py dispatches here) --------------------------------------------------
def problems(settings: dict[str, Any]) -> list[str]:
    """905.3: the game is a free-for-all (attacks on several players, no limited range of influence) with
    constructed-style core rules and no other variant."""
    from .setting import read
    setting, _ = read(settings, 3)
    out = []
    if "deck_format" in settings and setting.deck_format != FIXED["deck_format"]:
        out.append(f"deck_format={setting.deck_format!r}: a Conspiracy Draft game is played with the drafted decks "
                   f"(905.1d), not {setting.deck_format} decks")
    if settings.get("multiplayer", "auto") not in ("auto", "free-for-all"):
        out.append(f"multiplayer={setting.multiplayer!r}: a Conspiracy Draft game is a free-for-all (905.3)")
    if setting.range_of_influence:
        out.append("range_of_influence: a Conspiracy Draft game has no limited range of influence (905.3)")
    if setting.supplements:
        out.append(f"supplements={','.join(setting.supplements)!r}: a Conspiracy Draft game has none (905.3)")
    return out


def seat_notes(ev: "EventState", seat: int) -> list[list[str]]:
    """905.2b: what the seat's drafted cards noted, as the deck carries it into the game."""
    d = ev.draft
    if d is None:
        return []
    return [[d.cards[c], d.notes[c]] for c in ev.pools[seat] if c in d.notes]


def seat_deck(ev: "EventState", seat: int) -> dict[str, Any]:
    """The deck ``seat`` plays: the one it built, else a program's from its pool; with its notes."""
    db = load_card_db()
    pool = ev.pool_ids(seat)
    notes = seat_notes(ev, seat)
    if ev.decks[seat] is not None:
        cards = ev.deck_ids(seat)
        rest = list(pool)
        for c in cards:
            if c in rest:
                rest.remove(c)
        out: dict[str, Any] = {"cards": cards, "sideboard": rest, "pool": pool}
        if notes:
            out["notes"] = notes
        return out
    return build_deck(db, pool, notes)


def game_setup(ev: "EventState", players: tuple[int, ...]) -> dict[str, Any]:
    setup = {k: v for k, v in ev.game_settings.items() if not k.startswith("deck")}
    setup.update(FIXED)
    if len(players) == 2:       # two of the drafted decks alone (a draft check's game): a game of two, 800.1
        setup["multiplayer"] = "auto"
    setup.setdefault("payment", "auto")        # programs pay automatically, as in every programs' game
    setup["players"] = len(players)
    setup["decks"] = [seat_deck(ev, seat) for seat in players]
    return setup


def deck_problems(ev: "EventState", seat: int, cards: list[str], sized: bool = True) -> list[tuple[str, str, str]]:
    found = drafted_deck_problems(load_card_db(), cards, ev.pool_ids(seat), sized)
    return [(p.rule, p.en, p.ko) for p in found]


def suggest_deck(ev: "EventState", seat: int) -> list[str]:
    return list(build_deck(load_card_db(), ev.pool_ids(seat))["cards"])


def all_cards() -> list[str]:
    return [c for cards in load_set().values() for c in cards]

