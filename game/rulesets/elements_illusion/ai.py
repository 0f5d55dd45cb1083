"""Elements Illusion's part of the generic AI (game/ai/part.py): its evaluation terms, how a seat guesses what
it cannot see, its quick policy, and what a turn is.

A step of a sealed plan changes nothing until its reveal point, so a position is judged where its plan
takes effect: every seat still choosing locks what it has, and the game runs on (public decisions by rule
of thumb) to the next sealed phase: from the main phase to the build phase, from the build phase through
the check phase into the next turn's main phase. The terms are read there, each "me against the others":
- ``points``: the ranking's own measure, 3 GP plus EP (EI-1.5: GP, then the EP left after the 3:1
  conversion), with the EP of combinations on the level-change field, the EP the hand would score
  at the end (EI-1.4) and an Exchange still to come (EI-11.5); mine minus the best opponent's, and where
  the game has ended, the rank itself (equal points are settled by the damage received);
- ``skills``: the best set of skills the hand can build at the current EL and EP (damage over its
  targets, cards cleared from the hand);
- ``combos``: L1 combinations the hand still makes (each is EP to come, EI-7.2);
- ``dealt``: how near each dealt-damage counter is to its next multiple of 4 (EI-12.1);
- ``abilities``: ability cards in hand and the active turns left on built ones (EI-8.2);
- ``threats``: continuous damage still to come at me minus what I have coming at the others (EI-9.4),
  and the damage received over the game beyond the others' average (the ranking's last tie-break).
"""
from __future__ import annotations

from collections import Counter

from game.engine.actions import DONE, Action, Choose, interned
from game.engine.rng import Rng
from game.engine.state import GameState
from game.engine.text import Msg

from . import legal as lg, plan as pl
from .actions import Lock, Skill
from .ai_policy import (best_build, combo_sets, hand_value, pending_ep, public_choice, quick_action, sensible,
                        skill_worth)
from .scoring import turn_limit
from .state import EIState, new_plan
from .text import describe_action
from .vocab import ABILITY_CARDS, ELEMENTS, EXCHANGE_RATE, TRANSFORM, Phase, card, is_element_card

__all__ = ["WIN", "TERMS", "terms", "sample_world", "sensible", "quick_action", "opening", "turn", "describe"]

WIN = 1000.0

TERMS = {
    "points": Msg("GP and EP", "GP와 EP"),
    "skills": Msg("skills the hand can build", "손패로 만들 스킬"),
    "combos": Msg("combinations to come", "남은 조합"),
    "dealt": Msg("damage toward EP", "EP까지의 데미지"),
    "abilities": Msg("ability cards", "어빌리티 카드"),
    "threats": Msg("damage coming at me", "받을 데미지"),
}

# public decisions and sealed locks run by the judgement before it reads a position (a turn takes ~30)
_SETTLE_STEPS = 80


def settle(s: EIState) -> EIState:
    """A copy of ``s`` run to where its sealed plans take effect: every seat still choosing locks, public
    decisions are answered by rule of thumb, until the next sealed phase begins or the game ends."""
    c = s.clone()
    assert isinstance(c, EIState)
    start = (c.turn, c.phase)
    for _ in range(_SETTLE_STEPS):
        if c.result is not None:
            break
        if c.sealed():
            if (c.turn, c.phase) != start and not any(c.locked):
                break
            for p in range(c.n):
                if not c.locked[p] and c.result is None and c.sealed():
                    c.apply_unchecked(interned(Lock, p))
            continue
        if not c.decisions:
            break
        d = c.decisions[0]
        legal = [a for a in c.legal_actions() if a.player == d.player]
        a = public_choice(c, d.player, legal) or next((x for x in legal if isinstance(x, Choose) and x.option == DONE),
                                                      legal[0])
        c.apply_unchecked(a)
    return c


def _points(s: EIState, p: int) -> float:
    if s.final is not None:
        sc = s.final[p]
        return 3.0 * sc["gp"] + sc["left"]
    return 3.0 * s.gp[p] + s.ep[p] + pending_ep(s, p) + hand_value(s, p) + _exchange_to_come(s, p)


def _exchange_to_come(s: EIState, p: int) -> float:
    """An Exchange the player can still make in a later turn (EI-11.5) turns EP into GP at 2:1 instead of 3:1:
    a point for every 2 EP held. Counting it keeps the Exchange for the card's last active turn, when the
    most EP has come, rather than spending its one use on the EP of today."""
    last = turn_limit(s)
    for rec in s.abilities:
        if rec[2] == p and rec[1] == TRANSFORM and not rec[5] and min(rec[4], last) > s.turn:
            return float(s.ep[p] // EXCHANGE_RATE)
    return 0.0


def _static(s: EIState, me: int) -> dict[str, float]:
    others = s.opponents(me)
    t: dict[str, float] = {}
    mine = _points(s, me)
    t["points"] = mine - max(_points(s, q) for q in others)
    if s.final is not None:
        # the ranking itself: equal GP and EP left go to the one who received less damage (EI-1.5)
        t["points"] += 0.5 if s.final[me]["rank"] == 1 else -0.5
        return {**t, "skills": 0.0, "combos": 0.0, "dealt": 0.0, "abilities": 0.0,
                "threats": -_received(s, me, others) / 10.0}
    t["skills"] = best_build(s, me, s.el[me], s.ep[me])
    held = [s.def_of(c) for c in s.hands[me].cards]
    t["combos"] = float(combo_sets(Counter(d for d in held if is_element_card(d))))
    t["dealt"] = sum((s.dealt[me][q] % 4) / 4.0 for q in others)
    hand_abilities = sum(1 for d in held if d in ABILITY_CARDS)
    active = sum((rec[4] - max(s.turn, rec[3] - 1)) / 3.0 for rec in s.abilities if rec[2] == me and rec[4] >= s.turn)
    t["abilities"] = hand_abilities * 0.5 + active
    coming = sum(tk[3] * tk[4] for tk in s.ticks if tk[1] == me) - sum(tk[3] * tk[4] for tk in s.ticks if tk[0] == me)
    t["threats"] = -coming / 4.0 - _received(s, me, others) / 10.0
    return t


def _received(s: EIState, me: int, others: list[int]) -> float:
    """The damage I have received over the game beyond the others' on average: the ranking's last tie-break
    (EI-1.5) is against them, so damage I deal them counts as much as damage I avoid."""
    return s.received_total[me] - sum(s.received_total[q] for q in others) / len(others)


def terms(s: GameState, me: int) -> dict[str, float]:
    assert isinstance(s, EIState)
    return _static(settle(s), me)


# ----- guessing what a seat cannot see -------------------------------------------------------------------
def _scrub_plan(s: EIState, q: int) -> None:
    """Another seat's plan as the seat sees it: in a sealed phase nothing of it; in the check phase only the
    skills revealed so far, as they were shown (their abilities come out at step B, EI-10.2)."""
    if s.phase is Phase.CHECK:
        plan = new_plan()
        for sk in s.plans[q]["skills"]:
            if sk["revealed"]:
                plan["skills"].append({**sk, "copy": "none", "copy_card": -1, "convert_card": -1, "multi": None,
                                       "status": sk.get("status", "")})
        s.plans[q] = plan
    else:
        s.plans[q] = new_plan()


def sample_world(s: GameState, seat: int, rng: Rng) -> GameState:
    """The seat sees its own hand and plan, every public zone (build zones, level-change fields, the drop
    zone, the cards set aside), the counters and who has locked. It does not see the other hands, the
    other seats' sealed plans, nor the two piles: a sampled world empties the others' sealed plans (their
    Element Changes undone by the new deal), deals every card of the other hands and of the element pile as
    an L1 of a random element (a hand's size is public, its mix is not), and the ability pile as random
    ability cards. Cards are dealt in sorted order of their ids, so the guess depends on how many cards are
    unseen, never on what they really are. In the build phase every other seat then builds guessed skills
    from its guessed hand, since it builds at the same time whether or not it has locked yet."""
    assert isinstance(s, EIState)
    w = s.clone()
    assert isinstance(w, EIState)
    for q in w.opponents(seat):
        _scrub_plan(w, q)
    unseen = sorted(c for q in w.opponents(seat) for c in w.hands[q].cards)
    unseen += sorted(w.zones["pile"].cards)
    for iid in unseen:
        w.cards[iid].def_id = card(ELEMENTS[rng.below(len(ELEMENTS))], 1)
    for iid in sorted(w.zones["abilities"].cards):
        w.cards[iid].def_id = ABILITY_CARDS[rng.below(len(ABILITY_CARDS))]
    w.rng = Rng(rng.next_u64())      # the world's own future randomness, unknown to the seat
    _fresh(w)
    if w.phase is Phase.BUILD:
        for q in w.opponents(seat):
            _guess_skills(w, q, rng)
        _fresh(w)
    return w


def _fresh(w: EIState) -> None:
    w.memo = {}
    w.seat_cache = {}
    w.seat_key = None
    w._legal_cache = None


def _guess_skills(w: EIState, q: int, rng: Rng) -> None:
    """Another seat's skills as a guess: from its guessed hand, the skill worth most first, one a card count,
    paying no EP, at targets drawn at random. So the judgement of a build meets damage coming back: blocks by
    the element it leaves as its last (EI-9.2), offsets between two players (EI-9.5), EP lost at multiples of
    5 received (EI-12.2)."""
    was = w.locked[q]
    w.locked[q] = False
    for _ in range(4):
        w.memo = {}
        w.seat_cache.pop(q, None)
        best: list[Skill] = []
        best_v = 0.0
        for a in lg.sealed_actions(w, q):
            if not isinstance(a, Skill) or a.copy != "none":
                continue
            sk = w.skill(a.skill)
            if pl.excess(w, q, pl.planned_costs(w, q) + [sk.cost]) > 0:
                continue
            v = skill_worth(sk, w.n)
            if v > best_v + 1e-9:
                best, best_v = [a], v
            elif abs(v - best_v) <= 1e-9 and best and best[0].skill == a.skill:
                best.append(a)
        if not best:
            break
        w.apply_unchecked(best[rng.below(len(best))])
    w.locked[q] = was


def opening(s: GameState, player: int, legal: list[Action]) -> Action | None:
    """Public decisions (the Order's EL, the array's choices, Gain and Light) by rule of thumb."""
    assert isinstance(s, EIState)
    return public_choice(s, player, legal)


def turn(s: GameState) -> int:
    assert isinstance(s, EIState)
    return s.turn


def describe(s: GameState, action: Action, lang: str) -> str:
    assert isinstance(s, EIState)
    return describe_action(s, action, lang)

