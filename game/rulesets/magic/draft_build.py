"""Building a deck from a drafted pool in Magic's formats (the format's ``[build]``: game/formats/build.py).
No pygame.

- Free cards: the five basic lands, in any number (guide choice 21, as 905.1d); in Commander Draft also
  Prism Cartographer Ulo (``PIPER``, 903.13e), which the deck rules accept only as the commander.
- Choices (Commander Draft): the commander, a legendary creature of the pool or Ulo (903.13e), and a color
  for a commander that chooses one as the game begins (903.4b: Ulo).
- The rules: 903.13e-f with Commander's 903.3-903.5 (``commander.drafted_deck_problems``); the count is the
  format's data (``deck_min``), said once by the build stage.
- Automatic basic lands: the program's rule (``commander_draft._basics``), shared by the colors of the
  spells, within the commander's color identity when one is chosen.
- A program's deck: ``commander_draft.build_deck`` of the seat's pool, remembered per pool.
"""
from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any, Mapping

from game.engine.text import Msg
from game.formats.build import BuildChoice

from .cards import load_card_db
from .commander import PIPER, can_lead, drafted_deck_problems, identity
from .commander_draft import BASICS, _basics as basics_for, build_deck
from .vocab import COLOR_NAMES, COLORS

if TYPE_CHECKING:
    from game.formats.event import EventState

FREE = {"basics": tuple(BASICS.values()), "commander-draft": (*BASICS.values(), PIPER)}
COMMANDER = Msg("your commander", "장군")
COLOR = Msg("the color your commander chooses", "장군이 고르는 색")


@functools.lru_cache(maxsize=64)
def program_deck(pool: tuple[str, ...]) -> dict[str, Any]:
    """The deck a program builds from ``pool`` (the same pool asks many times while an event runs)."""
    return build_deck(load_card_db(), list(pool))


def free_cards(name: str) -> list[str]:
    return list(FREE.get(name, ()))


def leaders(pool: list[str]) -> list[str]:
    """Who may lead a drafted deck: the pool's legendary creatures, and Ulo added for it (903.13e)."""
    db = load_card_db()
    return sorted({c for c in pool if c in db and can_lead(db[c], "commander")} - {PIPER}) + [PIPER]


def choices(pool: list[str], chosen: Mapping[str, str]) -> list[BuildChoice]:
    db = load_card_db()
    out = [BuildChoice("commander", COMMANDER, tuple((c, db[c].name) for c in leaders(pool)), "903.13e")]
    lead = chosen.get("commander", "")
    if lead in db and db[lead].choose_color:
        out.append(BuildChoice("color", COLOR, tuple((c, COLOR_NAMES[c]) for c in COLORS), "903.4b"))
    return out


def problems(cards: list[str], chosen: Mapping[str, str], pool: list[str]) -> list[tuple[str, str, str]]:
    """903.13e-f for ``cards`` led by the chosen commander (nothing yet while none is chosen: the build
    stage asks for it)."""
    lead = chosen.get("commander", "")
    if not lead:
        return []
    found = drafted_deck_problems(load_card_db(), cards, lead, chosen.get("color", ""), pool, sized=False)
    # a color still to choose is asked for by the build stage (the choice's own 903.4b): not said twice
    return [(p.rule, p.en, p.ko) for p in found if p.rule != "903.4b" or "color" in chosen]


def fill(cards: list[str], chosen: Mapping[str, str], n: int) -> list[str]:
    """``n`` basic lands for ``cards``: the commander's colors when one is chosen, else the spells'."""
    db = load_card_db()
    lead = chosen.get("commander", "")
    spells = [c for c in cards if c in db and "basic" not in db[c].supertypes and c != lead]
    if lead in db:
        colors = set(identity(db[lead], chosen.get("color", "")))
    else:
        colors = {x for c in spells for x in identity(db[c])}
    return basics_for(db, colors, spells, n)


def suggested_choices(ev: "EventState", seat: int) -> dict[str, str]:
    deck = program_deck(tuple(ev.pool_ids(seat)))
    out = {"commander": str(deck["commander"])}
    if deck["color"]:
        out["color"] = str(deck["color"])
    return out


def seat_deck(ev: "EventState", seat: int) -> dict[str, Any]:
    """The deck ``seat`` plays, in the setup's form: the deck it built (its commander first), or a
    program's from its pool when the format has no build stage."""
    pool = ev.pool_ids(seat)
    if ev.decks[seat] is None or "commander" not in ev.chosen[seat]:
        deck = program_deck(tuple(pool))
        return {**deck, "cards": list(deck["cards"]), "pool": list(pool)}     # the remembered one stays as it is
    lead = ev.chosen[seat]["commander"]
    cards = ev.deck_ids(seat)
    cards.remove(lead)
    return {"cards": [lead] + cards, "commander": lead, "color": ev.chosen[seat].get("color", ""), "pool": pool}
