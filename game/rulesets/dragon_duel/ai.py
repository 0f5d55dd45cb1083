"""Dragon Duel's part of the generic AI (game/ai/part.py): its evaluation terms, how a seat guesses the
cards it cannot see, its quick policy, and what a turn is.

The terms, each "mine minus theirs" (or from my side where a thing belongs to one player):
- ``dragons``: the tug of war, with the pulls already won but not yet made counted as made;
- ``battle``: the live attack totals and who must answer: how likely the player who must reach the
  other's total fails, times the dragons the other would then pull (1, or 2 from the six-card count);
- ``reach``: the best one-turn total the hand can still make in the battle element (in its better
  element when no battle is on): a character, and a booster where one may follow;
- ``characters``: characters in hand (every turn of a battle needs one, DD-3.3.3);
- ``hand``: what the cards in hand are worth in the battle element;
- ``six``: how near the battle and support areas are to the count that pulls two dragons (DD-9.2);
- ``crystals``: crystals in a match (DD-11);
- ``deck``: cards left in hand and deck;
- ``runout``: the end by running out (DD-10.1) coming nearer: it favours whoever holds dragons then,
  and with none held, whoever holds cards longer (DD-10.4).
"""
from __future__ import annotations

import math
from game.engine.actions import Action
from game.engine.rng import Rng
from game.engine.state import GameState
from game.engine.text import Msg

from .ai_policy import card_worth, quick_action, reach, sensible
from .describe import describe_action
from .state import BOARD, DDState, Phase

__all__ = ["WIN", "TERMS", "terms", "sample_world", "sensible", "quick_action", "opening", "turn", "describe"]

WIN = 1000.0

TERMS = {
    "dragons": Msg("dragons", "드래곤"),
    "battle": Msg("the battle", "전투"),
    "reach": Msg("what the hand can reach", "손패로 낼 수 있는 공격값"),
    "characters": Msg("characters in hand", "손의 캐릭터"),
    "hand": Msg("cards in hand", "손패"),
    "six": Msg("two-dragon count", "드래곤 두 마리 조건"),
    "crystals": Msg("crystals", "크리스탈"),
    "deck": Msg("cards left", "남은 카드"),
    "runout": Msg("running out", "카드 소진"),
}

# Phases in which the turn player has not yet declared this turn: they are the one who must answer.
_BEFORE_DECLARING = frozenset({Phase.TURN_START, Phase.LEADERSHIP, Phase.ENGAGEMENT, Phase.CHARACTER,
                               Phase.SUPPORT, Phase.DECLARE})


def _dragons_after_pulls(s: DDState) -> tuple[list[int], int | None]:
    """Where the dragons stand once the pulls already won are made (DD-9.3), and who wins the game at
    once by a pull with all three held (DD-9.4), if anyone."""
    dragons = s.dragons[:]
    for f in s.stack:
        if f.get("t") != "pull":
            continue
        w = f["w"]
        for _ in range(f["n"]):
            theirs = [d for d in range(3) if dragons[d] == 1 - w]
            if theirs:
                dragons[theirs[0]] = BOARD
            elif all(d == w for d in dragons):
                return dragons, w
            else:
                dragons[next(d for d in range(3) if dragons[d] == BOARD)] = w
    return dragons, None


def _sigmoid(x: float) -> float:
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def terms(s: GameState, me: int) -> dict[str, float]:
    assert isinstance(s, DDState)
    opp = 1 - me
    t: dict[str, float] = {}
    dragons, ends = _dragons_after_pulls(s)
    held = [sum(1 for d in dragons if d == p) for p in (0, 1)]
    lead = held[me] - held[opp]
    t["dragons"] = float(lead) if ends is None else (4.0 if ends == me else -4.0)
    element = s.element
    snap = s.snap()
    t["battle"] = 0.0
    t["six"] = 0.0
    if s.battle and element is not None and s.phase in _BEFORE_DECLARING | {Phase.REFILL, Phase.TURN_END}:
        answerer = s.turn_player if s.phase in _BEFORE_DECLARING else 1 - s.turn_player
        holder = 1 - answerer
        need = snap.total[holder]
        can = reach(s, answerer, element, now=answerer == s.turn_player)
        fail = 1.0 if can is None else _sigmoid((need - can + 0.5) / 1.2)
        out = [len(s.battles[p].cards) + len(s.supports[p].cards) for p in (0, 1)]
        pulls = 2 if out[holder] >= snap.threshold[holder] else 1
        t["battle"] = fail * pulls * (1.0 if holder == me else -1.0)
        near = [min(1.0, out[p] / max(1, snap.threshold[p])) ** 2 for p in (0, 1)]
        t["six"] = near[me] - near[opp]
    hands = [s.hands[p].cards for p in (0, 1)]
    defs = s.defs
    best = [0, 0]
    worth = [0.0, 0.0]
    chars = [0, 0]
    for p in (0, 1):
        el = element if s.battle and element is not None else None
        r = reach(s, p, el, now=False, fresh=True)
        best[p] = r or 0
        worth[p] = sum(card_worth(defs[c], el) for c in hands[p])
        chars[p] = sum(1 for c in hands[p] if defs[c].type == "character")
    t["reach"] = (best[me] - best[opp]) / 3.0
    t["characters"] = (min(3, chars[me]) - min(3, chars[opp])) / 1.0
    t["hand"] = (worth[me] - worth[opp]) / 8.0
    if s.options.get("match") == "on":
        t["crystals"] = float(s.crystals[me] - s.crystals[opp])
    else:
        t["crystals"] = 0.0
    left = [len(hands[p]) + len(s.decks[p].cards) for p in (0, 1)]
    t["deck"] = (left[me] - left[opp]) / 10.0
    urgency = max(0.0, 1.0 - min(left) / 12.0)
    if lead:
        t["runout"] = urgency * (1.0 if lead > 0 else -1.0)
    else:
        t["runout"] = urgency * max(-1.0, min(1.0, (left[me] - left[opp]) / 3.0))
    return t


def sample_world(s: GameState, seat: int, rng: Rng) -> GameState:
    """The seat sees its own hand and every card in the battle, support and leader areas and discard
    piles. It does not see the opponent's hand nor the order of either deck: a sampled world deals the
    opponent's unseen cards (hand and deck) at random from the opponent's remaining cards, and shuffles
    the seat's own deck. The seat is taken to know the opponent's deck list (which cards remain unseen,
    not where), as players of preconstructed decks do.

    The engagement checkpoint (DD-15.1) is a copy of the state from earlier in the turn: the same
    guess is dealt into it, or a rollback in a guessed world would bring the real cards back. With
    backtracking set to prevent, a guessed world plays by rollback: the prevent search looks at
    thousands of positions for each play, and a play it would refuse is rolled back anyway."""
    assert isinstance(s, DDState)
    w = s.clone()
    opp = 1 - seat
    hidden = list(w.hands[opp].cards) + list(w.decks[opp].cards)
    own_deck = list(w.decks[seat].cards)
    dealt: dict[int, str] = {}
    for group in (hidden, own_deck):
        # sorted first: the guess depends on which cards are unseen, never on where they really are
        ids = sorted(w.cards[i].def_id for i in group)
        rng.shuffle(ids)
        dealt.update(zip(group, ids))
    _deal(w, dealt)
    if w.checkpoint is not None:
        cp = w.checkpoint.clone()
        unseen_then = {cp.hands[opp].id, cp.decks[opp].id, cp.decks[seat].id}
        _deal(cp, {iid: def_id for iid, def_id in dealt.items() if cp.cards[iid].zone in unseen_then})
        w.checkpoint = cp
    if s.options.get("backtracking") == "prevent":
        w.searching = True
    w.rng = Rng(rng.next_u64())  # the world's own future randomness, unknown to the seat
    w._legal_cache = None
    return w


def _deal(w: DDState, dealt: dict[int, str]) -> None:
    if not dealt:
        return
    defs = list(w.defs)
    for iid, def_id in dealt.items():
        w.cards[iid].def_id = def_id
        defs[iid] = w.db[def_id]
    w.defs = defs
    w.touch()


def opening(s: GameState, player: int, legal: list[Action]) -> Action | None:
    """Dragon Duel has no opening choice to make by rule (no mulligan, DD-0.7); the pick-by-pick
    choices are narrowed in ``sensible``."""
    return None


def turn(s: GameState) -> int:
    assert isinstance(s, DDState)
    return s.turn


def describe(s: GameState, action: Action, lang: str) -> str:
    assert isinstance(s, DDState)
    return describe_action(s, action, lang)
