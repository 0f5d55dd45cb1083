"""The legal actions of a Clash of Decks state, and the reason any other action is refused."""
from __future__ import annotations

from game.engine.actions import Action, Choose, Concede, interned
from game.engine.decisions import already_chosen, answer_first, decides_first, not_a_choice, nothing_to_choose
from game.engine.errors import IllegalActionError


from .actions import Assault, Cast, Merge, Summon
from .play import spell_fronts, why_not_assault, why_not_cast, why_not_merge, why_not_paid, why_not_summon
from . import state as _state
from .state import PHASE_SUMMON, CDState, zid


# (player, upper front, lower front) -> {card: its Summon actions, one per front}: one row per seat, so each
# creature of a list is one lookup by its number, with no key built per card
_SUMMONS: dict[tuple[int, int, int], dict[int, tuple[Action, ...]]] = {}


def _summons(row: dict[int, tuple[Action, ...]], p: int, c: int, fronts: tuple[int, int]) -> tuple[Action, ...]:
    acts = row[c] = tuple(interned(Summon, p, c, f) for f in fronts)
    return acts


# (player, spell) -> {target: its Cast action}: one small dict per spell instead of a key per target
_CASTS: dict[tuple[int, int], dict[int, Action]] = {}


def _casts(p: int, c: int, targets: list[int]) -> list[Action]:
    row = _CASTS.get((p, c))
    if row is None:
        row = _CASTS[(p, c)] = {}
    else:
        try:
            return [row[t] for t in targets]
        except KeyError:                    # a target not seen before
            pass
    for t in targets:
        if t not in row:
            row[t] = interned(Cast, p, c, t)
    return [row[t] for t in targets]


# each seat's Assault action, the last of every list of its summon phase
_ASSAULTS: dict[int, Action] = {}


def generate_legal(s: CDState) -> list[Action]:
    if s.decisions:
        first = s.decisions[0]
        return [interned(Choose, first.player, o) for o in first.remaining()]
    p = s.active
    if s.phase is not PHASE_SUMMON or p in s.rules_seats:
        return []
    acts: list[Action] = []
    cards = s.window(p)                   # a fresh list: the champion may join it
    champ = s.champ[p]
    if champ >= 0 and s.champ_ready[p] and s.cards[champ].zone == zid(p, "champion"):
        cards.append(champ)
    creatures: list[int] | None = None          # listed only when a spell or a Symbiosis card needs them
    fronts = (s.upper[p], s.lower[p])
    summons = _SUMMONS.get((p, *fronts))
    if summons is None:
        summons = _SUMMONS[(p, *fronts)] = {}
    reach = None if s.num_players == 2 else spell_fronts(s, p)
    defs = s.defs
    mana = s.mana[p]
    for c in cards:
        d = defs[c]
        # Where the card lies (the window, the ready champion) and whose turn it is are known here, and its
        # type says how it is played: only its cost is left to ask. A card priced within the mana needs no
        # asking, nor does one above it that nothing makes cheaper (Clarity, a champion) nor payable with
        # the citadel (Blood Price): what a card costs now is never above its printed cost.
        if d.cost > mana:
            if not (d.champion or "clarity" in d.has or "blood_price" in d.has):
                if _state.VERIFY:
                    assert why_not_paid(s, p, c, d.type) is not None, "cost short cut"
                continue
            if why_not_paid(s, p, c, d.type) is not None:
                continue
        if d.type == "creature":
            acts.extend(summons.get(c) or _summons(summons, p, c, fronts))
            if "symbiosis" in d.has:
                creatures = s.creatures() if creatures is None else creatures
                for h in creatures:
                    if s.cards[h].owner == p and "symbiosis" not in s.printed(h):
                        acts.append(interned(Merge, p, c, h))
        else:
            creatures = s.creatures() if creatures is None else creatures
            acts.extend(_casts(p, c, creatures if reach is None else [h for h in creatures if s.where(h)[0] in reach]))
    assault = _ASSAULTS.get(p)
    if assault is None:
        assault = _ASSAULTS[p] = interned(Assault, p)
    acts.append(assault)
    return acts


def _choose_refusal(s: CDState, a: Choose) -> tuple[str, str, str]:
    mine = [d for d in s.decisions if d.player == a.player]
    if not mine:
        return decides_first(s.decisions[0]) if s.decisions else nothing_to_choose("CD-5.3")
    d = mine[0]
    if a.option in d.picked:
        return already_chosen(d)
    return not_a_choice(d)


def explain_refusal(s: CDState, a: Action) -> IllegalActionError:
    r = None
    if isinstance(a, Choose):
        r = _choose_refusal(s, a)
    elif s.decisions and not isinstance(a, Concede):
        r = answer_first(s.decisions[0], a.player)
    elif isinstance(a, Summon):
        r = why_not_summon(s, a.player, a.card, a.front)
    elif isinstance(a, Merge):
        r = why_not_merge(s, a.player, a.card, a.onto)
    elif isinstance(a, Cast):
        r = why_not_cast(s, a.player, a.card, a.target)
    elif isinstance(a, Assault):
        r = why_not_assault(s, a.player)
    if r is None:
        r = ("CD-5.3", "That is not possible now.", "지금은 할 수 없습니다.")
    return IllegalActionError(r[0], r[1], r[2], a)
