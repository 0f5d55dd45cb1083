"""The Lanes TCG's part of the generic AI (game/ai/part.py): its evaluation terms, how a seat guesses
the cards it cannot see, its quick policy, its mulligan, and what a turn is.

Terms (each "mine minus theirs"): damage race, board power, lane control, cards in hand, size
economy (what is deployed), triggers left in the deck, leader level, threats, race to ten. The top
terms of a decision are what the AI says when asked why.
"""
from __future__ import annotations

from game.engine.actions import Action, Choose
from game.engine.rng import Rng
from game.engine.state import GameState
from game.engine.text import Msg

from .ai_policy import quick_action, sensible
from .describe import describe_action
from .state import LanesState
from .statics import field_cost, hit, live_abilities, power

__all__ = ["WIN", "TERMS", "terms", "sample_world", "sensible", "quick_action", "opening", "turn", "describe"]

WIN = 1000.0

TERMS = {
    "damage": Msg("damage race", "대미지 경쟁"), "board": Msg("board power", "필드 파워"),
    "lanes": Msg("lane control", "레인 장악"), "hand": Msg("cards in hand", "패"),
    "economy": Msg("size in play", "전개한 사이즈"), "triggers": Msg("triggers left", "남은 트리거"),
    "level": Msg("leader level", "리더 레벨"), "threats": Msg("threats", "위협"),
    "race": Msg("race to ten", "10 대미지 경쟁"),
}


def _danger(d: int) -> float:
    """Damage hurts more the nearer it is to ten."""
    return d + max(0, d - 5) * 0.8 + max(0, d - 8) * 2.0


def terms(s: GameState, me: int) -> dict[str, float]:
    assert isinstance(s, LanesState)
    opp = 1 - me
    t: dict[str, float] = {}
    dmg = [len(s.zones[f"p{p}.damage"].cards) for p in (0, 1)]
    t["damage"] = _danger(dmg[opp]) - _danger(dmg[me])
    units = [s.units(p) for p in (0, 1)]
    powers = {u: power(s, u) for p in (0, 1) for u in units[p]}
    t["board"] = (sum(powers[u] for u in units[me]) - sum(powers[u] for u in units[opp])) / 4.0
    lanes = 0.0
    for lane in range(3):
        a, b = s.unit_at(me, lane), s.unit_at(opp, lane)
        if a is not None and b is None:
            lanes += 0.6 + hit(s, a) * 0.4
        elif b is not None and a is None:
            lanes -= 0.6 + hit(s, b) * 0.4
        elif a is not None and b is not None:
            lanes += 0.5 if powers[a] > powers[b] else (-0.5 if powers[a] < powers[b] else 0.0)
    t["lanes"] = lanes
    t["hand"] = (min(8, len(s.zones[f"p{me}.hand"].cards)) - min(8, len(s.zones[f"p{opp}.hand"].cards))) / 2.0
    t["economy"] = (field_cost(s, me) - field_cost(s, opp)) / 3.0
    trig = []
    for p in (me, opp):
        deck = s.zones[f"p{p}.deck"].cards
        trig.append(sum(1 for c in deck if s.defs[c].has_trigger) / max(1, len(deck)) * 4 if deck else -3.0)
    t["triggers"] = trig[0] - trig[1]
    t["level"] = (s.level[me] + 2 * s.awakened[me] - s.level[opp] - 2 * s.awakened[opp]) / 3.0
    threat = 0.0
    for p, sign in ((me, 1), (opp, -1)):
        for u in units[p]:
            for ab in live_abilities(s, u, "attacker"):
                threat += sign * 0.5 * (ab.get("pierce", 0) + ab.get("plunder", 0) + (1 if "breakthrough" in ab.data else 0))
    t["threats"] = threat
    # Turns each side needs to deal the damage still missing, with the hits that get through:
    # an open lane, or a unit that beats its blocker (so blocking costs the opponent a unit).
    push = [0.0, 0.0]
    for p in (me, opp):
        for lane in range(3):
            a, b = s.unit_at(p, lane), s.unit_at(1 - p, lane)
            if a is None:
                continue
            if b is None:
                push[p] += hit(s, a)
            elif powers[a] > powers[b]:
                push[p] += hit(s, a) * 0.5
    clocks = [(10 - dmg[1 - p]) / max(0.5, push[p]) for p in (0, 1)]
    t["race"] = max(-8.0, min(8.0, clocks[opp] - clocks[me]))
    return t


def sample_world(s: GameState, seat: int, rng: Rng) -> GameState:
    """The seat knows its hand and the face-up zones. It does not know the order of any deck nor the
    opponent's hand: a sampled world deals the opponent's unseen cards (hand and deck) at random from
    the opponent's remaining cards, and shuffles the seat's own deck.

    What the seat is taken to know: the opponent's deck list (which cards are still unseen, not where).
    Players of a constructed game usually know the archetype they face; we take that as the card list."""
    assert isinstance(s, LanesState)
    w = s.clone()
    assert isinstance(w, LanesState)
    opp = 1 - seat
    hidden_opp = list(w.zones[f"p{opp}.hand"].cards) + list(w.zones[f"p{opp}.deck"].cards)
    own_deck = list(w.zones[f"p{seat}.deck"].cards)
    defs = list(w.defs)
    for group in (hidden_opp, own_deck):
        # sorted first: the guess must depend on which cards are unseen, never on where they really are
        ids = sorted(w.cards[i].def_id for i in group)
        rng.shuffle(ids)
        for iid, def_id in zip(group, ids):
            w.cards[iid].def_id = def_id
            defs[iid] = w.db.cards[def_id]
    w.defs = defs
    w.touch()
    w.rng = Rng(rng.next_u64())  # the world's own future randomness, unknown to the seat
    w._legal_cache = None
    return w


def opening(s: GameState, player: int, legal: list[Action]) -> Action | None:
    """The mulligan, by rule of thumb: keep a hand with two cheap units."""
    assert isinstance(s, LanesState)
    if not (s.decisions and s.decisions[0].kind == "mulligan"):
        return None
    cheap = sum(1 for c in s.zones[f"p{player}.hand"].cards if s.defs[c].type == "unit" and s.defs[c].cost <= 3)
    want = "keep" if cheap >= 2 else "mulligan"
    return next((a for a in legal if isinstance(a, Choose) and a.option == want), legal[0])


def turn(s: GameState) -> int:
    assert isinstance(s, LanesState)
    return s.turn


def describe(s: GameState, action: Action, lang: str) -> str:
    assert isinstance(s, LanesState)
    return describe_action(s, action, lang)
