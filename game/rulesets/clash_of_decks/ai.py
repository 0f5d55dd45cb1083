"""Clash of Decks' part of the generic AI (game/ai/part.py): its evaluation terms, how a seat guesses the
cards it cannot see, its quick policy, and what a turn is. The generic AI plays a seat holding a real
hand (the duel, or the person's seat in solo); the rulebook AI of solo is part of the rules.

The terms, each "mine minus theirs":
- ``citadel``: citadel HP (cards right of the citadel; the rulebook AI's deck);
- ``side``: a watchtower still to flip is a second life, a fortress is the last one;
- ``creatures``: the creatures in play, by attack, the health they have left and their abilities;
- ``bridges``: the attack on each front beyond the health facing it, what crosses the bridge next;
- ``mana``: the mana of the next turn (the cards in hand and the citadel, Catalyst; the rulebook
  AI's own count);
- ``unspent``: mana of the turn under way still unspent (it is lost at the end of the turn).
"""
from __future__ import annotations

from typing import Callable

from game.engine.actions import Action
from game.engine.rng import Rng
from game.engine.state import GameState
from game.engine.text import Msg

from . import automaton
from .ai_policy import creature_worth, front_pressure, quick_action, sensible
from .state import CDState, zid
from .text import describe_action

__all__ = ["WIN", "TERMS", "terms", "sample_world", "sensible", "quick_action", "opening", "turn", "describe"]

WIN = 1000.0

TERMS = {
    "citadel": Msg("citadel HP", "성채 체력"),
    "side": Msg("the citadel's side", "성채의 면"),
    "creatures": Msg("creatures in play", "전장의 생물"),
    "bridges": Msg("threats at the bridges", "다리의 위협"),
    "mana": Msg("mana next turn", "다음 차례 마나"),
    "unspent": Msg("unspent mana", "남은 마나"),
}


def _next_mana(s: CDState, seat: int) -> float:
    if s.is_ai(seat):
        return float(max(0, automaton.mana(s, seat)))
    catalysts = sum(1 for f in s.fronts_of(seat) for h in s.line(f, seat) if "catalyst" in s.abilities(h))
    return float(len(s.hands[seat].cards) + 1 + 2 * catalysts)


def _life(s: CDState, seat: int) -> float:
    """HP, with a person's HP counted at a rate that grows as it shrinks: the last points matter most."""
    hp = s.hp(seat)
    if s.is_ai(seat):
        return hp / 3.0          # its deck of 24 is its life, three times a hand's
    return float(hp) + (1.0 if hp <= 2 else 0.0) * (3 - hp) * 0.5


def terms(s: GameState, me: int) -> dict[str, float]:
    assert isinstance(s, CDState)
    if s.num_players != 2:
        return _terms_of_sides(s, me)
    opp = 1 - me
    t: dict[str, float] = {}
    t["citadel"] = _life(s, me) - _life(s, opp)
    t["side"] = float((s.side[me] == "watchtower") - (s.side[opp] == "watchtower"))
    worth = [0.0, 0.0]
    for h in s.creatures():
        owner = s.cards[h].owner
        if owner in (0, 1):
            worth[owner] += creature_worth(s, h)
    t["creatures"] = (worth[me] - worth[opp]) / 4.0
    pressure = [sum(front_pressure(s, p, f) for f in s.fronts_of(p)) for p in (me, opp)]
    t["bridges"] = (pressure[0] - pressure[1]) / 2.0
    t["mana"] = (_next_mana(s, me) - _next_mana(s, opp)) / 4.0
    t["unspent"] = float(s.mana[me]) / 4.0 if s.active == me else 0.0
    return t


def _terms_of_sides(s: CDState, me: int) -> dict[str, float]:
    """Four seats: the same terms, my side's mean against the mean of the seats on other sides (2v2 and
    co-op: the other team; a free-for-all: the three others)."""
    mine = [p for p in range(s.num_players) if s.teams[p] == s.teams[me]]
    theirs = [p for p in range(s.num_players) if s.teams[p] != s.teams[me]]

    def gap(f: Callable[[int], float]) -> float:
        return sum(f(p) for p in mine) / len(mine) - sum(f(p) for p in theirs) / len(theirs)

    worth = [0.0] * s.num_players
    for h in s.creatures():
        worth[s.cards[h].owner] += creature_worth(s, h)
    return {"citadel": gap(lambda p: _life(s, p)),
            "side": gap(lambda p: float(s.side[p] == "watchtower")),
            "creatures": gap(lambda p: worth[p]) / 4.0,
            "bridges": gap(lambda p: sum(front_pressure(s, p, f) for f in s.fronts_of(p))) / 2.0,
            "mana": gap(lambda p: _next_mana(s, p)) / 4.0,
            "unspent": float(s.mana[me]) / 4.0 if s.active == me else 0.0}


def sample_world(s: GameState, seat: int, rng: Rng) -> GameState:
    """The seat sees its own hand in order, everything in play, the citadels' places and sides and the
    discards. It does not see the order of the opponent's hand nor the rulebook AI's deck: a sampled world
    deals each of those anew from the cards it holds (the seat knows which cards the opponent holds, from
    the beginner decks' lists, the open draft before the game or the revealed decklists, but not where
    they lie).

    Each group is rebuilt from its sorted instance ids and its sorted card ids, so the guess depends on
    which cards are unseen, never on where they really are or which instance is which."""
    assert isinstance(s, CDState)
    w = s.clone()
    assert isinstance(w, CDState)
    groups = [zid(p, "hand") for p in range(w.num_players) if p != seat and not w.is_ai(p)]
    groups += [zid(p, "deck") for p in range(w.num_players) if w.is_ai(p)]
    dealt: dict[int, str] = {}
    for name in groups:
        zone = w.zones.get(name)
        if zone is None or not zone.cards:
            continue
        iids = sorted(zone.cards)
        ids = sorted(w.cards[i].def_id for i in iids)
        rng.shuffle(iids)
        rng.shuffle(ids)
        zone.cards = iids
        dealt.update(zip(iids, ids))
    if dealt:
        defs = list(w.defs)
        for iid, def_id in dealt.items():
            w.cards[iid].def_id = def_id
            defs[iid] = w.db[def_id]
        w.defs = defs
        w.aura_ids = tuple(i for i, d in enumerate(defs) if d.aura)
    w.rng = Rng(rng.next_u64())     # the world's own future randomness, unknown to the seat
    w._legal_cache = None
    return w


def opening(s: GameState, player: int, legal: list[Action]) -> Action | None:
    """No choice is made without searching: the champion pick is narrowed in ``sensible``."""
    return None


def turn(s: GameState) -> int:
    assert isinstance(s, CDState)
    return s.turn


def describe(s: GameState, action: Action, lang: str) -> str:
    assert isinstance(s, CDState)
    return describe_action(s, action, lang)
