"""Magic's formats part: what its formats (``data/formats.toml``: Commander Draft, 903.13) ask of the game.
No pygame.

- The packs: the format's sheet draws each slot from the cards the draft set tags so
  (``commander_draft.load_set``, 903.13a); the event's RNG collates them, so a seed opens the same packs.
- The game: ``commander-draft`` is a Commander game (903.13g: 903.6-903.11) at the whole table, each seat's
  deck built by a program from its pool (``commander_draft.build_deck``) and held to 903.13e-f by the
  Commander variant as the game is set up. A person's own deck building from the pool is a later step.
- A card's worth to a drafting program and its picks' worth together: ``draft_worth``, given the seat's
  picks so far (Commander Draft; another format's cards are judged alone).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from game.engine.rng import Rng

from . import draft_worth
from .cards import load_card_db
from .commander import drafted_deck_problems as drafted_problems
from .commander_draft import build_deck, load_set, worth

if TYPE_CHECKING:
    from game.formats.event import EventState

ACTIONS: tuple[Any, ...] = ()
STAGES: Mapping[str, Any] = {}
DRAFT_HOOKS: Mapping[str, Any] = {}
REST_NAMES: Mapping[str, Any] = {}
FIXED = {"deck_format": "commander"}      # 903.13g: what every Commander Draft game is played as


def problems(format_id: str, settings: dict[str, Any]) -> list[str]:
    """A Commander Draft game is a Commander game, free-for-all, without supplements (903.13g): settings
    that make it anything else are refused before the draft (read as three seats would read them)."""
    from .setting import DEFAULTS, read
    setting, _ = read(settings, 3)
    fmt = setting.deck_format if "deck_format" in settings or setting.deck_format != DEFAULTS["deck_format"] \
        else FIXED["deck_format"]
    out = [] if fmt == FIXED["deck_format"] else [
        f"deck_format={fmt!r}: a Commander Draft game is played with deck_format=commander (903.13g)"]
    if setting.supplements:
        out.append(f"supplements={','.join(setting.supplements)!r}: a Commander Draft game has none (903.13g)")
    if setting.multiplayer not in ("two-player", "free-for-all"):
        out.append(f"multiplayer={setting.multiplayer!r}: a Commander Draft game is a free-for-all (903.13g)")
    return out


def pool(name: str, settings: dict[str, Any], rng: Rng) -> list[str]:
    """Every card of the draft set (the packs are made from its tags; this is the whole set)."""
    return [c for cards in load_set().values() for c in cards]


def tagged(tag: str, settings: dict[str, Any]) -> list[str]:
    return list(load_set().get(tag, ()))


def seat_deck(ev: "EventState", seat: int) -> dict[str, Any]:
    """The deck ``seat`` plays: a program's, built from its pool."""
    return build_deck(load_card_db(), ev.pool_ids(seat))


def game_setup(name: str, ev: "EventState", players: tuple[int, ...]) -> dict[str, Any]:
    setup = {k: v for k, v in ev.game_settings.items() if not k.startswith("deck")}
    setup.update(FIXED)
    setup.setdefault("payment", "auto")        # programs pay automatically, as in every programs' game
    setup["players"] = len(players)
    setup["decks"] = [seat_deck(ev, seat) for seat in players]
    return setup


def deck_problems(ev: "EventState", seat: int, cards: list[str]) -> list[tuple[str, str, str]]:
    """903.13e-f for ``cards`` as the seat's deck, its first card the commander (the program's color for
    Prism Cartographer Ulo)."""
    if not cards:
        return []
    color = seat_deck(ev, seat)["color"] if cards[0] == seat_deck(ev, seat)["commander"] else ""
    found = drafted_problems(load_card_db(), cards, cards[0], color, ev.pool_ids(seat))
    return [(p.rule, p.en, p.ko) for p in found]


def _drafting(ev: "EventState", seat: int) -> tuple[tuple[str, ...], int] | None:
    """Commander Draft's seat's picks (sorted ids) and the picks a seat makes in the whole draft; None in
    another format (its programs judge a card alone)."""
    draft, spec = ev.draft, ev.spec.draft
    if ev.spec.id != "commander-draft" or draft is None or spec is None:
        return None
    held = tuple(sorted(draft.cards[c] for c in draft.picks[seat] + draft.pending[seat]))
    return held, spec.rounds * (sum(slot.count for slot in spec.sheet) if spec.sheet else spec.pack_size)


def card_worth(ev: "EventState", seat: int, def_id: str) -> float:
    """The card's worth to ``seat`` given the picks it holds (``draft_worth``: fit, commander, curve)."""
    seen = _drafting(ev, seat)
    if seen is None:
        return worth(load_card_db()[def_id])
    return draft_worth.seat_worth(load_card_db(), seen[0], seen[1], def_id)


def pool_worth(ev: "EventState", seat: int, cards: list[str]) -> float:
    """The drafted cards together: early each card's worth, later the best deck they make (``draft_worth``)."""
    seen = _drafting(ev, seat)
    if seen is None:
        return sum(worth(load_card_db()[c]) for c in cards)
    return draft_worth.pool_worth(tuple(sorted(cards)), seen[1])


def suggest_deck(ev: "EventState", seat: int) -> list[str]:
    return list(seat_deck(ev, seat)["cards"])


def built(ev: "EventState", seat: int, deck: list[str], rest: list[str]) -> None:
    """Nothing to note: Commander Draft has no build stage yet (the program's deck is made at the game)."""


def kept(ev: "EventState", stem: str) -> list[str]:
    return []
