"""Magic's part of the generic AI (game/ai/part.py): its evaluation terms, how a seat guesses what it
cannot see, and what a turn is.

A play changes little until it resolves and a fight until its damage is dealt, so a position is judged
at the next quiet point: the game runs on from it (everyone passes priority, decisions are answered by
rule of thumb, the judging seat adds no further attacker or blocker, the other seats block by rule of
thumb) until the stack is empty, nobody is deciding and no combat is under way. The terms are read
there, each "me against the others" (my value minus the mean of every other seat's, a seat already out
of the game counting below any life it could have had, so that putting a player out is a gain):
- ``life``: life totals, a point below 6 counting double (the last points are the ones that matter); in
  Commander the combat damage one commander has dealt a player counts too (twice: 21 of it puts them out);
  a game the run to the quiet point ends is far beyond any board, won or lost;
- ``board``: creatures by power, toughness and keywords, planeswalkers by loyalty, other permanents by
  their cost;
- ``cards``: cards in hand;
- ``lands``: lands on the battlefield, up to seven;
- ``exposure``: the damage the strongest opponent's creatures would deal me if they all attacked and
  each of my untapped creatures blocked one of the biggest, over my life;
- ``lasting``: ``board`` without what ends this turn (creatures' "until end of turn" boosts). Normal weighs
  ``board``; Hard weighs this in its place, so a trick counts only for the fight it decides.
"""
from __future__ import annotations

from game.engine.actions import Action, interned
from game.engine.rng import Rng
from game.engine.state import GameState
from game.engine.text import Msg

from . import commander, conspiracy, library, planechase
from .actions import Declared, Pass
from .ai_policy import (block_choice, card_value, creature_value, decision_choice, fleeting_value, quick_action,
                        sensible)
from . import control, teams
from .state import MagicState, Step, zid
from .stats import power_toughness
from .text import describe_action

__all__ = ["WIN", "TERMS", "terms", "sample_world", "sensible", "quick_action", "opening", "turn", "describe"]

WIN = 1000.0

TERMS = {
    "life": Msg("life totals", "생명점"),
    "board": Msg("creatures and permanents", "생물과 지속물"),
    "cards": Msg("cards in hand", "손의 카드"),
    "lands": Msg("lands", "대지"),
    "exposure": Msg("damage I am open to", "막지 못할 피해"),
    "lasting": Msg("lasting creatures and permanents", "남는 생물과 지속물"),
}

_SETTLE_STEPS = 60        # actions run to reach a quiet point (a combat with every block takes ~20)
_DECIDED = 400.0          # the life term of a game the settling run finishes (weighted, well below WIN)
_OUT_LIFE = -30.0         # the life term of a seat out of the game: below any life it could still have
_COMBAT = (Step.ATTACKERS, Step.BLOCKERS, Step.FIRST_DAMAGE, Step.DAMAGE)


def quiet(s: MagicState) -> bool:
    return s.result is not None or (not s.decisions and s.priority >= 0 and not s.stack and not s.pending
                                    and not (s.step in _COMBAT and s.attackers))


def settle(s: MagicState, me: int) -> MagicState:
    """``s`` itself when it is quiet, else a copy of it run on to its next quiet point (see the module's
    text)."""
    if quiet(s):
        return s
    c = s.clone()
    assert isinstance(c, MagicState)
    for _ in range(_SETTLE_STEPS):
        if quiet(c):
            break
        if c.priority >= 0 and not c.decisions:
            c.apply_unchecked(interned(Pass, c.priority))
            continue
        actors = c.current_players()
        if not actors:
            break
        p = actors[0]
        legal = [a for a in c.legal_actions() if a.player == p]
        ruled = decision_choice(c, p, legal) if c.decisions else None
        if ruled is not None:
            c.apply_unchecked(ruled)
        elif c.decisions:
            c.apply_unchecked(quick_action(c, p, Rng(0)))
        elif p == me or c.step is Step.ATTACKERS:
            c.apply_unchecked(next(a for a in legal if isinstance(a, Declared)))
        else:
            c.apply_unchecked(block_choice(c, p, legal))
    return c


def _life(x: int) -> float:
    return x - max(0, 6 - x)


def _lives(s: MagicState) -> list[int]:
    """Each seat's life as a danger: in Commander 21 combat damage from one commander puts a player out
    (903.10a) whatever their life, so the damage a commander has dealt them counts too, each point of the
    21 worth two of the 40 life a player starts with (Brawl has no such loss, 903.12h)."""
    cp = commander.part(s)
    if cp is None or cp.brawl or not cp.damage:
        return list(s.life)
    worst = [0] * s.num_players
    for (victim, _card), n in cp.damage.items():
        worst[victim] = max(worst[victim], n)
    return [min(life, 2 * (commander.DAMAGE_TO_LOSE - w)) if w else life for life, w in zip(s.life, worst)]


def _board(s: MagicState, p: int) -> float:
    total = 0.0
    lent = control.lent(s) if s.lasting else {}     # a creature taken until end of turn is still its owner's
    for c in [c for c in s.battlefield(p) if c not in lent] + [c for c, owner in lent.items() if owner == p]:
        d = s.defs[c]
        if d.is_a("creature"):
            total += creature_value(s, c)
        elif d.is_a("planeswalker"):
            total += 1.0 + 0.8 * s.perm[c].loyalty
        elif not d.is_a("land"):
            total += card_value(d)
    return total


def _lands(s: MagicState, p: int) -> float:
    return float(min(7, sum(1 for c in s.battlefield(p) if s.defs[c].is_a("land"))))


def _exposure(s: MagicState, me: int) -> float:
    # A team sharing its turns (805) attacks with every member's creatures at once, so the danger is a
    # whole team's, not its strongest member's (without teams each player is a team of one).
    guards = sum(1 for c in s.battlefield(me) if s.defs[c].is_a("creature") and not s.perm[c].tapped)
    worst = 0
    for team in {teams.team_of(s, q) for q in s.opponents(me)}:
        powers = sorted((max(0, power_toughness(s, c)[0]) for q in team if not s.out[q]
                         for c in s.battlefield(q) if s.defs[c].is_a("creature")), reverse=True)
        worst = max(worst, sum(powers[guards:]))
    return -worst / max(1, s.life[me])


def _static(s: MagicState, me: int) -> dict[str, float]:
    # Every other seat counts, those already out too (at _OUT_LIFE and nothing else): were the mean taken
    # over the seats still in, putting the weakest out would raise it, and a seat would shy from the kill.
    # With teams (805) it is my team against the others: my side is my teammates and me (the mean over us,
    # a mate out at ``out`` too), the others every seat of the other teams.
    side = list(teams.team_of(s, me))
    others = [q for q in range(s.num_players) if q not in side]

    def versus(f: object, out: float = 0.0) -> float:
        assert callable(f)
        mine = sum(out if s.out[q] and q != me else float(f(q)) for q in side) / len(side)
        return mine - sum(out if s.out[q] else float(f(q)) for q in others) / len(others)

    def armies() -> float:
        # Creatures fight for their whole team at once (805), so a team's board is its members' together,
        # set against mine as my share of my side's: the archenemy alone weighs the whole alliance's army
        # (two even teams compare as by the mean).
        return (sum(_board(s, q) for q in side if not s.out[q])
                - sum(_board(s, q) for q in others if not s.out[q])) / len(side)

    lives = _lives(s)
    board = armies() if s.team_seats else versus(lambda p: _board(s, p))
    fleeting = versus(lambda p: sum(fleeting_value(s, c) for c in s.battlefield(p) if s.defs[c].is_a("creature")))
    return {"life": versus(lambda p: _life(lives[p]), _OUT_LIFE),
            "board": board,
            "cards": versus(lambda p: len(s.hand(p))),
            "lands": versus(lambda p: _lands(s, p)),
            "exposure": _exposure(s, me),
            "lasting": board - fleeting}


def terms(s: GameState, me: int) -> dict[str, float]:
    assert isinstance(s, MagicState)
    c = settle(s, me)
    t = _static(c, me)
    if c.result is not None and not c.result.draw:
        # the game ends before the next quiet point: far beyond any board, still below a won game
        t["life"] = _DECIDED if me in c.result.winners else -_DECIDED
    return t


# ----- guessing what a seat cannot see -------------------------------------------------------------
def sample_world(s: GameState, seat: int, rng: Rng) -> GameState:
    """The seat sees its own hand, every battlefield, graveyard, exile and command zone and the stack. It
    does not see the other hands, sideboards (cards outside the game, 400.11) nor the order of any library:
    a sampled world deals each opponent's hand, library and sideboard at random from that opponent's cards
    in those three places (the seat is taken to know the deck lists, as players of preconstructed decks
    do), and shuffles the seat's own library."""
    assert isinstance(s, MagicState)
    w = s.clone()
    assert isinstance(w, MagicState)
    defs = list(w.defs)
    # a conspiracy left in a sideboard stays a conspiracy: no guess puts one in a hand or library (905.4)
    groups = [[c for place in ("hand", "library", "sideboard") if zid(q, place) in w.zones
               for c in w.zones[zid(q, place)].cards if not defs[c].is_a("conspiracy")]
              for q in range(w.num_players) if q != seat]
    # the seat's own library keeps its cards while the seat itself looks through it (a search, a scry):
    # the decision shows them, so nothing there is a guess
    if not (w.decisions and w.decisions[0].player == seat and w.decisions[0].kind in library.KINDS):
        groups.append(list(w.zones[zid(seat, "library")].cards))
    if planechase.part(w) is not None:      # 901.4: no one knows the order of a planar deck, nor the die's faces
        groups += [list(w.zones[z].cards) for z in planechase.deck_zones(w)]
        planechase.part(w).rigged = ()
    conspiracy.forget(w, seat)              # 702.106: another seat's chosen name is its secret
    for group in groups:
        # sorted first: the guess depends on which cards are unseen, never on where they really are
        ids = sorted(w.cards[i].def_id for i in group)
        rng.shuffle(ids)
        for iid, def_id in zip(group, ids):
            w.cards[iid].def_id = def_id
            defs[iid] = w.db[def_id]
    w.defs = defs
    w.rng = Rng(rng.next_u64())      # the world's own future randomness, unknown to the seat
    # In a guessed world casts pay at once, as a program's answer to the payment question would (paying.py):
    # a line "cast this, then that" is then two plays of the seat, not a play, a forced payment and a play.
    w.options = {**w.options, "payment": "auto"}
    w._legal_cache = None
    w.quiet = False         # a guessed agenda's name may change what creatures get: check afresh (flow.settle)
    return w


def opening(s: GameState, player: int, legal: list[Action]) -> Action | None:
    """Only passing is possible in effect (nothing to cast or activate that is worth it): pass at once."""
    assert isinstance(s, MagicState)
    return None


def turn(s: GameState) -> int:
    assert isinstance(s, MagicState)
    return s.turn


def describe(s: GameState, action: Action, lang: str) -> str:
    assert isinstance(s, MagicState)
    return describe_action(s, action, lang)
