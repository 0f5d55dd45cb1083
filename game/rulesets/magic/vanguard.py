"""Vanguard (902): each player's face-up vanguard card in the command zone, its life and hand
modifiers, and the abilities that work from there (902.7). No pygame."""
from __future__ import annotations

from game.engine.rng import Rng

from .cards import CardDb
from .state import HAND_SIZE, STARTING_LIFE, MagicState, zid


def vanguard_ids(db: CardDb) -> tuple[str, ...]:
    return tuple(sorted(k for k, c in db.cards.items() if c.is_a("vanguard")))


def command_sources(s: MagicState, p: int) -> list[int]:
    """The cards in ``p``'s command zone whose abilities function there: face-up vanguards (902.7)."""
    defs = s.defs
    return [i for i in s.zones[zid(p, "command")].cards if defs[i].is_a("vanguard")]


def hand_size(s: MagicState, p: int) -> int:
    """902.5 / 902.5b: seven plus the vanguard's hand modifier, never below zero (our choice, guide 3.33);
    the same number is the starting hand and the maximum hand size."""
    return max(0, HAND_SIZE + sum(s.defs[i].hand_mod for i in command_sources(s, p)))


def install(s: MagicState, p: int, def_id: str) -> int:
    """902.3 / 902.6: the vanguard goes face up into its owner's command zone before the game, and its
    life modifier sets the starting life (902.4)."""
    iid = s.add_game_card(p, def_id, zid(p, "command"))
    d = s.defs[iid]
    s.life[p] = STARTING_LIFE + d.life_mod
    s.emit("vanguard", player=p, card=iid, life=s.life[p], hand=hand_size(s, p), rule="902.4")
    return iid


def install_all(s: MagicState, seed: int) -> None:
    """In the Vanguard variant, each seat's chosen vanguard (``vanguardN``; ``random`` picks by the seed)."""
    if s.options.get("variant") != "vanguard":
        return
    ids = vanguard_ids(s.db)
    for p in range(s.num_players):
        value = s.options.get(f"vanguard{p + 1}", "random")
        install(s, p, ids[Rng(seed ^ (0x7A46 + p)).below(len(ids))] if value == "random" else value)
