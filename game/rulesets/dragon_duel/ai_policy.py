"""Dragon Duel's rules of thumb for the AI: what a card in hand is worth, the total a hand can still
reach, which actions are worth searching, and a quick player for playouts.

Choices made one pick at a time whose picks the judgement cannot see until the last one (the cards
to recycle when giving up, a cost paid by discarding, the cards to recall, the dragon to pull) are
narrowed here to the one pick a rule of thumb makes, so the search spends its work on the choices
that change a position as they are made.
"""
from __future__ import annotations

from typing import Any, Mapping

from game.engine.actions import DONE, Action, Choose, Concede
from game.engine.rng import Rng
from game.engine.state import GameState

from . import vocab
from .actions import Continue, Declare, GiveUp, PlayBooster, PlayCharacter, PlayLeadership, PlaySupport, StartBattle, Withdraw
from .cards import CardDef
from .legal import pay_sets
from .play import plays_left
from .state import DDState, Phase

_WORTH: dict[tuple[CardDef, str | None], float] = {}


def _text_worth(d: CardDef) -> float:
    """A rough worth of a card's text to its player: raised values and totals count what they add,
    lowered opposing ones what they take; other texts a little."""
    out = 0.0
    for ab in d.text:
        kind = ab["kind"]
        by = ab.get("by", 0)
        if kind == "total":
            out += abs(by) * (2.0 if "per" in ab else 1.0) if (by > 0) == (ab.get("who") == "you") else 0.0
        elif kind == "modify":
            side = (ab.get("target") or {}).get("side", "own")
            good = (by > 0) == (side != "opponent")
            out += abs(by) * (2.0 if "per" in ab else 1.0) * (0.6 if ab.get("if") else 1.0) if good else 0.0
        elif kind in ("must_return", "must_discard"):
            out -= 0.5
        else:
            out += 0.7
    return out


def card_worth(d: CardDef, element: str | None) -> float:
    """What a card in hand is worth for the battles to come, in ``element`` (its better one if None)."""
    key = (d, element)
    got = _WORTH.get(key)
    if got is None:
        value = 0.0
        if d.has_values:
            value = float(d.value(element) if element else max(d.fire, d.earth))
        if d.type == "character":
            got = value + 1.0
        elif d.type == "booster":
            got = value * 0.8
        else:
            got = 1.0
        got += _text_worth(d)
        if len(_WORTH) > 4096:
            _WORTH.clear()
        _WORTH[key] = got
    return got


def _best(s: DDState, cards: list[int], ctype: str, element: str) -> int:
    defs = s.defs
    return max((defs[c].value(element) for c in cards if defs[c].type == ctype), default=0)


def reach(s: DDState, p: int, element: str | None, *, now: bool, fresh: bool = False) -> int | None:
    """The highest attack total ``p`` can make in its turn (the one under way with ``now``, else its
    next), from the printed values in hand: a character, then a booster where one may follow, on top of
    what the player's other active cards give. None: no character to play (DD-3.3.3). ``fresh``: the
    hand alone, as for a battle yet to start. Without an element, the better of the two."""
    if element is None:
        got = [reach(s, p, el, now=now, fresh=True) for el in vocab.ELEMENTS]
        return max((g for g in got if g is not None), default=None)
    hand = s.hands[p].cards
    booster = _best(s, hand, "booster", element)
    if now and s.phase in (Phase.SUPPORT, Phase.DECLARE) and s.turn_player == p:
        more = booster if s.phase is Phase.SUPPORT and plays_left(s, p) > 0 and not s.starting_turn else 0
        return s.attack_total(p) + more
    char = _best(s, hand, "character", element) if any(s.defs[c].type == "character" for c in hand) else None
    if char is None:
        return None
    if fresh:
        return char + booster
    snap = s.snap()
    stack = 0
    ch = s.char[p]
    if ch >= 0:
        cards = s.battles[p].cards
        stack = sum(snap.value.get(c, 0) for c in cards[:cards.index(ch) + 1])
    return max(0, snap.total[p] - stack) + char + booster


# ----- which actions to search --------------------------------------------------------------------
def sensible(s: GameState, player: int) -> list[Action]:
    """The player's legal actions, never conceding; a pick-by-pick choice narrowed to its rule of thumb."""
    assert isinstance(s, DDState)
    legal = [a for a in s.legal_actions() if a.player == player and not isinstance(a, Concede)]
    if not s.decisions or len(legal) <= 1:
        return legal
    d = s.decisions[0]
    pick = _PICKS.get(d.kind)
    if pick is None:
        return legal
    chosen = pick(s, player, d, {a.option: a for a in legal if isinstance(a, Choose)})
    return [chosen] if chosen is not None else legal


def _element_of(s: DDState) -> str | None:
    return s.element if s.battle else None


def _recycle(s: DDState, player: int, d: Any, by: Mapping[Any, Action]) -> Action | None:
    """Giving up (DD-3.2.2): discard the weakest card, then each card worth less than what a draw from
    the deck is worth on average (the seat knows which cards its deck holds, not their order), up to 3."""
    el = _element_of(s)
    defs = s.defs
    cards = [o for o in by if isinstance(o, int)]
    if not cards:
        return by.get(DONE)
    deck = s.decks[player].cards
    average = sum(card_worth(defs[c], el) for c in deck) / len(deck) if deck else 0.0
    worst = min(cards, key=lambda c: (card_worth(defs[c], el), c))
    if d.picked and (card_worth(defs[worst], el) >= average - 0.5 or not deck) and DONE in by:
        return by[DONE]
    return by[worst]


def _cheapest(s: DDState, player: int, d: Any, by: Mapping[Any, Action]) -> Action | None:
    """A discard the rules ask for (a text's "discard N"): the cards worth least."""
    el = _element_of(s)
    cards = [o for o in by if isinstance(o, int)]
    if not cards:
        return by.get(DONE)
    return by[min(cards, key=lambda c: (card_worth(s.defs[c], el), c))]


def _pay(s: DDState, player: int, d: Any, by: Mapping[Any, Action]) -> Action | None:
    """A cost paid by discarding with no card to spare (DD-13.2): the fitting set worth least."""
    el = _element_of(s)
    picked = set(d.picked)
    sets = [x for x in pay_sets(s) if picked <= set(x)]
    if not sets:
        return None
    best = min(sets, key=lambda x: (sum(card_worth(s.defs[c], el) for c in x), sorted(x)))
    for c in sorted(best):
        if c not in picked and c in by:
            return by[c]
    return by.get(DONE)


def _recall(s: DDState, player: int, d: Any, by: Mapping[Any, Action]) -> Action | None:
    """Recall (DD-1.2): characters and boosters come back to hand (a new character covers them anyway,
    and a withdrawal would discard them); supports stay, their text works until they are discarded."""
    for o in d.remaining():
        if o in by and s.defs[o].type != "support":
            return by[o]
    return by.get(DONE)


def _dragon(s: DDState, player: int, d: Any, by: Mapping[Any, Action]) -> Action | None:
    """The rules treat the three dragons alike; only card text tells them apart (``if = { dragon }``):
    pull the one your own cards name most, send back the one the opponent's cards name most."""
    options = [o for o in by if o in vocab.DRAGONS]
    if not options:
        return None
    theirs = any(s.dragons[vocab.DRAGONS.index(o)] == 1 - player for o in options)
    named = dragons_named(s, 1 - player if theirs else player)
    return by[max(options, key=lambda o: (named.get(o, 0), -vocab.DRAGONS.index(o)))]


def dragons_named(s: DDState, player: int) -> dict[str, int]:
    """How often the player's cards (the whole deck list, which both players know) name each dragon."""
    out: dict[str, int] = {}
    for card in s.cards:
        if card.owner == player:
            for ab in s.defs[card.iid].text:
                name = (ab.get("if") or {}).get("dragon")
                if name:
                    out[name] = out.get(name, 0) + 1
    return out


_PICKS = {"discard": lambda s, p, d, by: (_recycle if d.rule == "DD-3.2.2" else _cheapest)(s, p, d, by),
          "pay": _pay, "recall": _recall, "dragon": _dragon}


# ----- a quick player for playouts ----------------------------------------------------------------
def quick_action(s: GameState, player: int, rng: Rng) -> Action:
    assert isinstance(s, DDState)
    legal = sensible(s, player)
    if len(legal) == 1:
        return legal[0]
    if s.decisions:
        return _decide(s, player, legal, rng)
    kinds = {type(a): a for a in legal}
    el = s.element or _better_element(s, player)
    need = s.attack_total(1 - player) if s.battle else 0
    if PlayLeadership in kinds and rng.below(2) == 0:
        return kinds[PlayLeadership]
    if StartBattle in kinds:
        r = reach(s, player, None, now=False, fresh=True) or 0
        return kinds[StartBattle] if r >= 4 or GiveUp not in kinds else kinds[GiveUp]
    if Continue in kinds:
        r = reach(s, player, el, now=False)
        return kinds[Continue] if r is not None and r >= need else kinds.get(Withdraw, legal[0])
    chars = [a for a in legal if isinstance(a, PlayCharacter)]
    if chars:
        # the weakest character that reaches, else the strongest
        value = {a: s.defs[a.card].value(el) for a in chars}
        reaching = [a for a in chars if value[a] >= need]
        return min(reaching, key=lambda a: value[a]) if reaching else max(chars, key=lambda a: value[a])
    plays = [a for a in legal if isinstance(a, (PlayBooster, PlaySupport))]
    if plays and (s.attack_total(player) < need or rng.below(3) == 0):
        return max(plays, key=lambda a: card_worth(s.defs[a.card], el))
    for a in legal:
        if isinstance(a, Declare):
            return a
    return legal[rng.below(len(legal))]


def _better_element(s: DDState, player: int) -> str:
    hand = s.hands[player].cards
    return max(vocab.ELEMENTS, key=lambda el: (_best(s, hand, "character", el) + _best(s, hand, "booster", el), el))


def _decide(s: DDState, player: int, legal: list[Action], rng: Rng) -> Action:
    d = s.decisions[0]
    by = {a.option: a for a in legal if isinstance(a, Choose)}
    if d.kind == "element":
        return by.get(_better_element(s, player), legal[0])
    if d.kind == "may":
        return by.get("yes", legal[0])
    return legal[rng.below(len(legal))]
