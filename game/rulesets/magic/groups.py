"""Effects that reach a group, with no target and no choice of whom: sweepers ("destroy all creatures",
"destroy all artifacts and enchantments", "N damage to each creature and each player") and "each player /
each opponent ..." effects, including a discard each of them chooses (701.9b). Who belongs to a group is
decided as the effect happens (608.2c), and what happens to all of them happens at once. No pygame."""
from __future__ import annotations

from game.engine.decisions import Decision
from game.engine.text import Msg

from .cards import Effect
from .state import MagicState, StackItem

# The groups this module adds to vocab.RECIPIENTS, the players and the permanents each reaches.
PLAYERS_TOO = ("each_creature_and_player",)


def objects(s: MagicState, e: Effect) -> list[int] | None:
    """The permanents of a group of this module, or None for a recipient it does not know."""
    if e.to == "each_artifact_enchantment":
        return [i for i in s.all_permanents() if s.defs[i].is_a("artifact") or s.defs[i].is_a("enchantment")]
    if e.to == "each_creature_and_player":
        return [i for i in s.all_permanents() if s.defs[i].is_a("creature")]
    return None


def players(s: MagicState, e: Effect) -> list[int] | None:
    if e.to in PLAYERS_TOO:
        return s.alive()
    return None


def ask_discards(s: MagicState, item: StackItem, e: Effect, who: list[int]) -> bool:
    """701.9b: each player reached chooses the cards they discard, in turn order from the active player
    (101.4), a secret choice; one with no more cards than asked discards their whole hand at once. True
    when a choice is asked (the resolution waits for it)."""
    asked = False
    for p in [q for q in s.apnap() if q in who]:
        hand = s.hand(p)
        n = min(e.amount, len(hand))
        if n <= 0:
            continue
        if n == len(hand):
            for i in list(hand):
                s.move(i, f"p{p}.graveyard", cause="discard")
            s.emit("discarded", player=p, count=n, rule="701.9b")
            continue
        s.decisions.append(Decision(p, "discard", tuple(hand),
                                    Msg(f"Discard {n} ({s.defs[item.card].name.en}).",
                                        f"{n}장을 버리세요({s.defs[item.card].name.ko})."),
                                    "701.9b", min=n, max=n, secret=True, source=item.card))
        asked = True
    return asked

