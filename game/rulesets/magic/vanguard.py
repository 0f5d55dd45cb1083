"""Vanguard (902): each player's face-up vanguard card in the command zone, its life and hand
modifiers, and the abilities that work from there (902.7). A supplement: ``Vanguard`` is its hooks
(hooks.py). No pygame."""
from __future__ import annotations

from typing import Any

from game.engine.rng import Rng
from game.engine.text import Msg

from .cards import CardDb
from .hooks import Piece, Variant
from .state import MagicState, zid


def vanguard_ids(db: CardDb) -> tuple[str, ...]:
    return tuple(sorted(k for k, c in db.cards.items() if c.is_a("vanguard")))


def command_sources(s: MagicState, p: int) -> list[int]:
    """The cards in ``p``'s command zone whose abilities function there: face-up vanguards (902.7)."""
    defs = s.defs
    return [i for i in s.zones[zid(p, "command")].cards if defs[i].is_a("vanguard")]


def install(s: MagicState, p: int, def_id: str) -> int:
    """902.3 / 902.6: the vanguard goes face up into its owner's command zone before the game, and its
    life modifier sets the starting life (902.4)."""
    iid = s.add_game_card(p, def_id, zid(p, "command"))
    s.life[p] = s.starting_life(p)
    s.emit("vanguard", player=p, card=iid, life=s.life[p], hand=s.hand_size(p), rule="902.4")
    return iid


def install_all(s: MagicState, seed: int) -> None:
    """Each seat's chosen vanguard (``vanguardN``; ``random`` picks by the seed)."""
    ids = vanguard_ids(s.db)
    for p in range(s.num_players):
        value = s.options.get(f"vanguard{p + 1}", "random")
        install(s, p, ids[Rng(seed ^ (0x7A46 + p)).below(len(ids))] if value == "random" else value)


class Vanguard(Variant):
    """Vanguard (902): a supplement on constructed decks."""
    id = "vanguard"

    def set_up(self, s: MagicState, seed: int) -> None:
        install_all(s, seed)

    def starting_life(self, s: MagicState, p: int, life: int) -> int:
        return life + sum(s.defs[i].life_mod for i in command_sources(s, p))      # 902.4

    def hand_size(self, s: MagicState, p: int, size: int) -> int:
        """902.5 / 902.5b: plus the vanguard's hand modifier, never below zero (our choice, guide 3.33);
        the same number is the starting hand and the maximum hand size."""
        return max(0, size + sum(s.defs[i].hand_mod for i in command_sources(s, p)))

    def command_sources(self, s: MagicState, p: int) -> list[int]:
        return command_sources(s, p)

    def table_piece(self, s: MagicState) -> Piece:
        """Each seat's vanguard by name, its life modifier, and its hand modifier with the hand size it makes
        (902.4, 902.5)."""
        rows = []
        for p in range(s.num_players):
            tone = "dim" if s.out[p] else "ink"
            for i in command_sources(s, p):
                d = s.defs[i]
                rows.append(((Msg(f"P{p + 1} {d.name.en}", f"P{p + 1} {d.name.ko}"), tone), (f"{d.life_mod:+d}", tone),
                             (f"{d.hand_mod:+d} ({s.hand_size(p)})", tone)))
        return Piece(Msg("Vanguards: life and hand modifiers", "뱅가드: 생명점과 손 크기 보정"),
                     (Msg("Life", "생명점"), Msg("Hand", "손 크기")), tuple(rows))

    def invariants(self, s: MagicState, over: bool, memo: dict[str, Any] | None) -> list[str]:
        """902.3: one face-up vanguard each, all game long."""
        return [f"seat {p} has {len(command_sources(s, p))} vanguards in the command zone"
                for p in s.alive() if len(command_sources(s, p)) != 1]
