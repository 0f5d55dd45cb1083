"""Magic's seat screen (``Seating`` in table.py): the rows each combination brings, the settings the options
screen offers for it, and each seat's side before the table.

With Archenemy on, the screen has a row of seats to choose the archenemy (904.2a) and a row for the
archenemy's scheme deck (904.3); in Supervillain Rumble every seat's scheme deck, and in Planechase with one
planar deck each every seat's planar deck (901.3), are on the options screen, which offers only the settings
the combination and the seats in play use (no fifth seat's deck at four seats, no scheme decks without
Archenemy). A hidden setting is left out of the game's setup, so it plays its default: one nobody uses."""
from __future__ import annotations

from typing import Any

from game.engine.text import Msg

from .archenemy import ARCHENEMY, RUMBLE, sides
from .options import MAX_SEATS
from .planechase import SHARED

SEAT_OPTIONS = ("deck", "vanguard", "planar", "scheme_deck")       # one setting a seat: deck1 .. deck8


def _supplements(options: dict[str, Any]) -> list[str]:
    return str(options.get("supplements", "none")).split(",")


def archenemy_at(options: dict[str, Any], players: int) -> int:
    """The archenemy's seat as the options name it (from 1); the first seat for one the table lacks."""
    value = str(options.get("archenemy", "1"))
    return int(value) if value.isdigit() and 1 <= int(value) <= players else 1


def rows(options: dict[str, Any], players: int) -> tuple[str, ...]:
    """The combination's rows; Planechase's planar deck (901.3 or 901.15), and Archenemy's seat and the
    archenemy's scheme deck (904.2a, 904.3)."""
    parts = _supplements(options)
    out: tuple[str, ...] = ("deck_format", "multiplayer", "supplements")
    if "planechase" in parts:
        out += ("planar_deck",)
    if ARCHENEMY in parts:
        out += ("archenemy", f"scheme_deck{archenemy_at(options, players)}")
    return out


def hidden(options: dict[str, Any], players: int) -> tuple[str, ...]:
    """What neither the rows nor the options screen offer: the shorthand ``variant``, the seats beyond those in
    play, and the settings of supplements not chosen (a vanguard without Vanguard, each seat's planar deck with
    the shared one, a scheme deck of a player who is no archenemy)."""
    parts = _supplements(options)
    out = ["variant"]
    for p in range(1, MAX_SEATS + 1):
        out += [f"{kind}{p}" for kind in SEAT_OPTIONS if p > players]
    if "vanguard" not in parts:
        out += [f"vanguard{p}" for p in range(1, players + 1)]
    if "planechase" not in parts:
        out.append("planar_deck")
    if "planechase" not in parts or options.get("planar_deck") == SHARED:
        out += [f"planar{p}" for p in range(1, players + 1)]
    if ARCHENEMY not in parts:
        out += ["archenemy", "archenemy_skips_first_draw"]
    if RUMBLE not in parts:
        mine = f"scheme_deck{archenemy_at(options, players)}" if ARCHENEMY in parts else ""
        out += [f"scheme_deck{p}" for p in range(1, players + 1) if f"scheme_deck{p}" != mine]
    return tuple(out)


def teams(options: dict[str, Any], players: int) -> dict[int, Msg]:
    """Each seat's team as the chosen shape seats them (805): the seat screen names it before the table; in
    Archenemy the seat chosen is the archenemy and every other seat the alliance (904.2)."""
    from .setting import read
    from .shapes import team_name, variant_team_names
    from .variants import variants_for
    chosen, problems = read(dict(options), players)
    if problems:
        return {}
    if ARCHENEMY in chosen.supplements:
        seats = sides(archenemy_at(options, players) - 1, players)
    else:
        seats = next((t for v in variants_for(chosen) if (t := v.teams(players))), ())
    names = variant_team_names(variants_for(chosen))
    return {q: team_name(k, names) for k, team in enumerate(seats) for q in team}
