"""Magic's formats part: what its formats (``data/formats.toml``: Commander Draft, 903.13; Conspiracy Draft,
905) ask of the game. No pygame. Conspiracy Draft's hooks are ``conspiracy_draft.py``'s (and its draft-time
abilities ``draft_abilities.py``'s): each hook here hands a Conspiracy Draft on by its format id, its sheet's
tags by their ``conspiracy-draft:`` prefix; what follows is Commander Draft's.

- The packs: the format's sheet draws each slot from the cards the draft set tags so
  (``commander_draft.load_set``, 903.13a); the event's RNG collates them, so a seed opens the same packs.
- The deck: built from the pool after the draft (``draft_build``: basic lands and Ulo free, the commander
  and Ulo's color chosen, 903.13e-f checked live); a program keeps ``commander_draft.build_deck``'s.
- The game: ``commander-draft`` is a Commander game (903.13g: 903.6-903.11) at the whole table, each seat
  with the deck it built, held to 903.13e-f by the Commander variant again as the game is set up.
- A card's worth to a drafting program and its picks' worth together: ``draft_worth``, given the seat's
  picks so far; Conspiracy Draft's by ``conspiracy_worth`` (two colors and a curve).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from game.engine.rng import Rng

from . import conspiracy_draft as cn
from . import conspiracy_worth, draft_build, draft_worth
from .cards import load_card_db
from .commander import drafted_deck_problems as drafted_problems
from .commander_draft import load_set, worth
from .draft_abilities import DraftAbilities

if TYPE_CHECKING:
    from game.formats.event import EventState

ACTIONS: tuple[Any, ...] = ()
STAGES: Mapping[str, Any] = {}
DRAFT_HOOKS: Mapping[str, Any] = {cn.SET_ID: DraftAbilities()}
REST_NAMES: Mapping[str, Any] = {}
FIXED = {"deck_format": "commander"}      # 903.13g: what every Commander Draft game is played as


def problems(format_id: str, settings: dict[str, Any]) -> list[str]:
    """A Commander Draft game is a Commander game, free-for-all, without supplements (903.13g): settings
    that make it anything else are refused before the draft (read as three seats would read them)."""
    if format_id == cn.SET_ID:
        return cn.problems(settings)
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
    if name == cn.SET_ID:
        return cn.all_cards()
    return [c for cards in load_set().values() for c in cards]


def tagged(tag: str, settings: dict[str, Any]) -> list[str]:
    if tag.startswith(cn.SET_ID + ":"):
        return cn.tagged(tag)
    return list(load_set().get(tag, ()))


seat_deck = draft_build.seat_deck


def game_setup(name: str, ev: "EventState", players: tuple[int, ...]) -> dict[str, Any]:
    if name == cn.SET_ID:
        return cn.game_setup(ev, players)
    setup = {k: v for k, v in ev.game_settings.items() if not k.startswith("deck")}
    setup.update(FIXED)
    setup.setdefault("payment", "auto")        # programs pay automatically, as in every programs' game
    setup["players"] = len(players)
    setup["decks"] = [seat_deck(ev, seat) for seat in players]
    return setup


def deck_problems(ev: "EventState", seat: int, cards: list[str],
                  chosen: Mapping[str, str] | None = None) -> list[tuple[str, str, str]]:
    """903.13e-f for ``cards`` as the seat's deck, led by the chosen commander; without choices its first
    card is the commander (the program's color for Prism Cartographer Ulo). A Conspiracy Draft deck: 905.1d."""
    if ev.spec.id == cn.SET_ID:      # the build stage (``chosen`` given) says the count from its data itself
        return cn.deck_problems(ev, seat, cards, sized=chosen is None)
    if chosen is not None:      # the build stage's check: a deck led by a chosen commander keeps 903.13e-f
        led = ev.spec.build is not None and ev.spec.build.choices == "commander"
        return draft_build.problems(cards, chosen, ev.pool_ids(seat)) if led else []
    if not cards:
        return []
    color = seat_deck(ev, seat)["color"] if cards[0] == seat_deck(ev, seat)["commander"] else ""
    found = drafted_problems(load_card_db(), cards, cards[0], color, ev.pool_ids(seat))
    return [(p.rule, p.en, p.ko) for p in found]


def free_cards(name: str, ev: "EventState", seat: int) -> list[str]:
    return draft_build.free_cards(name)


def fill_free(name: str, ev: "EventState", seat: int, cards: list[str], chosen: Mapping[str, str],
              n: int) -> list[str]:
    return draft_build.fill(cards, chosen, n)


def build_choices(name: str, ev: "EventState", seat: int, cards: list[str], chosen: Mapping[str, str]) -> list[Any]:
    return draft_build.choices(ev.pool_ids(seat), chosen)


def suggest_choices(name: str, ev: "EventState", seat: int) -> dict[str, str]:
    return draft_build.suggested_choices(ev, seat)


def _drafting(ev: "EventState", seat: int) -> tuple[tuple[str, ...], int] | None:
    """A drafting seat's picks (sorted ids) and the picks a seat makes in the whole draft; None outside a
    draft (a card is then judged alone)."""
    draft, spec = ev.draft, ev.spec.draft
    if ev.spec.id not in ("commander-draft", cn.SET_ID) or draft is None or spec is None:
        return None
    held = tuple(sorted(draft.cards[c] for c in draft.picks[seat] + draft.pending[seat]))
    return held, spec.rounds * (sum(slot.count for slot in spec.sheet) if spec.sheet else spec.pack_size)


def _alone(ev: "EventState", def_id: str) -> float:
    """A card judged alone: Conspiracy Draft's worth in its format, Commander Draft's elsewhere."""
    return (conspiracy_worth.worth if ev.spec.id == cn.SET_ID else worth)(load_card_db()[def_id])


def _rates(ev: "EventState") -> Any:
    """The module that judges a drafting seat's cards by its picks: Conspiracy Draft's or Commander Draft's."""
    return conspiracy_worth if ev.spec.id == cn.SET_ID else draft_worth


def card_worth(ev: "EventState", seat: int, def_id: str) -> float:
    """The card's worth to ``seat`` given the picks it holds (``draft_worth``: fit, commander, curve)."""
    seen = _drafting(ev, seat)
    if seen is None:
        return _alone(ev, def_id)
    return _rates(ev).seat_worth(load_card_db(), seen[0], seen[1], def_id)


def pool_worth(ev: "EventState", seat: int, cards: list[str]) -> float:
    """The drafted cards together: early each card's worth, later the best deck they make (``draft_worth``)."""
    seen = _drafting(ev, seat)
    if seen is None:
        return sum(_alone(ev, c) for c in cards)
    return _rates(ev).pool_worth(tuple(sorted(cards)), seen[1])


def suggest_deck(ev: "EventState", seat: int) -> list[str]:
    if ev.spec.id == cn.SET_ID:
        return cn.suggest_deck(ev, seat)
    return list(draft_build.program_deck(tuple(ev.pool_ids(seat)))["cards"])


def built(ev: "EventState", seat: int, deck: list[str], rest: list[str]) -> None:
    """Nothing to note: the deck and its choices stay in the event (``ev.decks``, ``ev.chosen``)."""


def kept(ev: "EventState", stem: str) -> list[str]:
    return []
