"""The legal actions of a reduced-core Magic state, and the reason any other action is refused.

The list is complete: every play a player could make is in it, so a program or a person never misses
one. Passing priority where nothing else is possible is the seat's controller's choice to automate
(``auto_pass_ok``), never the engine's."""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action, Choose, Concede, interned
from game.engine.decisions import already_chosen, answer_first, decides_first, not_a_choice, nothing_to_choose
from game.engine.errors import IllegalActionError


from . import combat, extra_costs, outside, paying, teams
from .cards import Ability
from .actions import Activate, Attack, Block, Cast, Declared, Pass, PlayLand, TurnUp
from .conspiracy import helps_now
from .mana import Cost
from .costs import Means, other_costs_problem
from .play import activatable_from, castable_zone, sorcery_timing, targets_of, total_cost, why_not_activate, why_not_cast, \
    why_not_land
from .state import MagicState, Step, zid
from .stats import keywords


def generate_legal(s: MagicState) -> list[Action]:
    if s.decisions:
        d = s.decisions[0]
        if isinstance(d, paying.PayDecision):
            return paying.legal(s, d)
        return [interned(Choose, d.player, o) for o in d.remaining()] + (
            [interned(Choose, d.player, "done")] if d.can_finish() and d.max > d.min else [])
    if s.priority >= 0:
        return _priority_actions(s, s.priority)
    if s.step is Step.ATTACKERS and not s.attacks_declared:
        a = teams.declarer(s)
        targets = combat.attack_targets(s, a)
        # 805: the team's attackers, every active player's creatures, declared by its primary player; 807:
        # each marker holder's own
        acts: list[Action] = [interned(Attack, a, c, t) for q in teams.declaring_for(s, a) for c in s.battlefield(q)
                              if combat.can_attack(s, c) for t in targets]
        return acts + [interned(Declared, a)]
    if s.step is Step.BLOCKERS and s.to_block:
        d = s.to_block[0]
        acts = [interned(Block, d, b, a) for q in teams.team_of(s, d) for b in s.battlefield(q) for a in s.attackers
                if combat.can_block(s, b, a, d)]
        return acts + [interned(Declared, d)]
    return []


def _priority_actions(s: MagicState, p: int) -> list[Action]:
    """Passing, what ``p`` may play, the variants' special actions (116).

    What ``p`` may play is kept from the last time ``p`` was asked in the same kind of step (a main phase with
    the stack empty or not) while nothing it reads has changed (``kept``). ``VERIFY_PLAYS`` makes the list
    anew at every reuse and fails on a difference (tests/magic/test_mg_speed.py)."""
    main = sorcery_timing(s, p)
    acts = kept(s, p, main)
    if acts is not None:
        if VERIFY_PLAYS and [interned(Pass, p), *_plays(s, p, main, fresh=True)[0]] != acts:
            raise AssertionError(f"turn {s.turn} {s.step.value}: the plays kept for player {p} are stale")
    else:
        plays, priced, lifed, aims = _plays(s, p, main)
        acts = [interned(Pass, p), *plays]
        s.plays_kept[(p, main)] = (plays_key(s, p, main), (lifed, _means_key(s, p, lifed)) if priced else None,
                                   _aimed_at(s, p) if aims else None, acts)
    special: list[Action] = []                  # 116 (a loop: a comprehension is a call of its own on 3.11)
    for v in s.variants:
        special += v.special_actions(s, p)
    # the kept list itself when nothing is added: no one changes a legal list, and who acts is then known
    return acts + special if special else acts


VERIFY_PLAYS = False


def kept(s: MagicState, p: int, main: bool) -> list[Action] | None:
    """The list kept for ``p`` in this kind of step if nothing it read has changed: what any list reads
    (``plays_key``), what a list that judged a cost read (``_means_key``), what a list that asked for
    targets read (``_aimed_at``)."""
    got = s.plays_kept.get((p, main))
    if got is None or got[0] != plays_key(s, p, main):
        return None
    means, aimed = got[1], got[2]
    if means is not None and means[1] != _means_key(s, p, means[0]) or aimed is not None and aimed != _aimed_at(s, p):
        return None
    acts: list[Action] = got[3]
    return acts


def _means_key(s: MagicState, p: int, lifed: bool) -> tuple[Any, ...]:
    """What judging a cost reads: ``p``'s permanents' status (tapped, sick, loyalty, boosts until end of
    turn: counted where they are made, ``MagicState.touch``), mana pool, life (``lifed``: only a Phyrexian
    symbol or a life cost reads it), the lasting effects (a keyword such as haste), the abilities used once
    this turn, and the moves of ``p``'s inert permanents (a mana source, a creature to sacrifice; a
    commander arriving makes a condition true)."""
    return (s.status_changes[p], tuple(s.pool[p]), s.life[p] if lifed else 0, len(s.lasting), s.once_used,
            s.turn if s.once_used else 0, s.inert_moves[p])


def _aimed_at(s: MagicState, p: int) -> int:
    """The moves that change what a spell or ability of ``p``'s could target and nothing else a list that
    judged no cost reads: to or from the stack, a battlefield (but for ``p``'s cards that are not inert, which
    ``plays_key`` reads), ``p``'s graveyard or exile."""
    return s.stack_moves + s.field_total - s.field_moves[p] + s.own_moves[p]


def plays_key(s: MagicState, p: int, main: bool) -> tuple[Any, ...]:
    """All that what ``p`` may play reads but the cards' printed text, as cheap values: a list made for an
    equal key is the same list.

    ``s.calm`` counts the actions that changed something not told here (perform.PLAYS_EVENTS). Card moves
    (MagicState.count_move): those that may matter to anyone, those of cards that are not inert touching
    ``p``'s battlefield (mana sources, abilities, statics) and ``p``'s hand (outside a main phase only the
    moves of cards cast at instant speed, unless one with a discard cost is held: a negative count tells
    the two apart). What only a target could read (``_aimed_at``: the stack, the battlefields, ``p``'s
    graveyard and exile) and what only judging a cost reads (``_means_key``) are kept beside the key,
    compared only for a list that asked for them. The lands played this turn and Grand Melee's markers (the
    range of influence) are read as they are: a new turn changes nothing else this reads."""
    if main:
        hand = s.hand_moves[p]
        lands = teams.lands_played(s, p)
    else:
        hand = s.hand_moves[p] if s.fast_discards[p] else -1 - s.fast_moves[p]
        lands = 0
    return (s.calm, s.shared_moves, s.field_moves[p], hand, lands, tuple(s.markers) if s.markers else ())


def _plays(s: MagicState, p: int, main: bool, *, fresh: bool = False) -> tuple[list[Action], bool, bool, bool]:
    """Lands, spells and activated abilities ``p`` may play now (the list but for passing and the variants'
    special actions), whether any cost was judged, whether one read life, and whether any of them was asked
    for its targets. ``fresh``: with means of paying gathered anew, not the kept ones."""
    acts: list[Action] = []
    priced = lifed = aims = False
    # p's means of paying are found once, and a cost asked about twice (two cards of one cost, Phyrexian
    # symbols paid in life or not) is judged once, while nothing the means read changes (``_means``)
    judged: dict[tuple[Cost, int, int], bool] = {}
    means: list[Means] = []

    def payable(cost: Cost, n: int, exclude: int) -> bool:
        key = (cost, n, exclude)
        if not means:
            means.append(Means(s, p) if fresh else _means(s, p, judged))
        ok = judged.get(key)
        if ok is None:
            ok = judged[key] = means[0].can_pay(cost, n, exclude)
        return ok
    command = s.zones[zid(p, "command")].cards
    hand = s.hand(p) + [c for c in command if castable_zone(s, p, c)] if command else s.hand(p)   # 903.8
    defs = s.defs
    land_ok = main and teams.lands_played(s, p) < 1
    for c in hand:
        d = defs[c]
        if "land" in d.types:
            if land_ok:
                acts.append(interned(PlayLand, p, c))
            continue
        if not (main or d.instant_speed):
            continue
        priced = True
        lifed = lifed or d.extra_cost == "life"
        if d.extra_cost and extra_costs.problem(s, p, c) is not None:      # 601.2f
            continue
        cost = total_cost(s, p, c)
        lifed = lifed or bool(cost.phyrexian)
        lives = [n for n in range(len(cost.phyrexian) + 1) if payable(cost, n, -1)]
        if not lives:
            continue
        aims = aims or _aims(d.spell_ability)
        for t in targets_of(s, p, d.spell_ability, c):
            acts += [interned(Cast, p, c, t, n) for n in lives]
    for c in activatable_from(s, p):
        for i, a in defs[c].activated:
            if (a.sorcery or a.loyalty is not None) and not main:
                continue
            priced = True
            if other_costs_problem(s, c, a) is not None or extra_costs.once_problem(s, c, i, a) is not None:
                continue
            lifed = lifed or bool(a.cost.phyrexian)
            lives = [n for n in range(len(a.cost.phyrexian) + 1) if payable(a.cost, n, c if a.tap else -1)]
            if lives:
                aims = aims or _aims(a)
            for t in targets_of(s, p, a, c) if lives else []:
                acts += [interned(Activate, p, c, i, t, n) for n in lives]
    return acts, priced, lifed, aims


def _means(s: MagicState, p: int, judged: dict[tuple[Cost, int, int], bool]) -> Means:
    """``p``'s means of paying, kept with the costs judged by them while nothing they read has changed (the
    battlefields' moves and the status, pool, life and effects ``_means_key`` reads): ``judged`` is filled
    with the kept judgements. ``VERIFY_MEANS`` gathers the means anew at every reuse and fails on a
    difference (tests/magic/test_mg_speed.py)."""
    key = (s.calm, s.shared_moves, s.field_moves[p], tuple(s.markers) if s.markers else (), _means_key(s, p, True))
    got = s.means_kept.get(p)
    if got is not None and got[0] == key:
        if VERIFY_MEANS and Means(s, p).seen() != got[1].seen():
            raise AssertionError(f"turn {s.turn} {s.step.value}: the means kept for player {p} are stale")
        kept_means: Means = got[1]
        judged.update(got[2])
        s.means_kept[p] = (key, kept_means, judged)
        return kept_means
    means = Means(s, p)
    s.means_kept[p] = (key, means, judged)
    return means


VERIFY_MEANS = False


def _aims(a: Ability | None) -> bool:
    return a is not None and bool(a.target or a.modes or a.target2)


def auto_pass_ok(s: MagicState, p: int) -> bool:
    """The hook for a seat's controller: True when passing is the only thing ``p`` could do now. A face-down
    conspiracy may be turned up at every priority (702.106): it keeps the seat asked only once it would do
    something (a creature with its chosen name is on the seat's battlefield)."""
    legal = s.legal_actions()
    return s.priority == p and all(isinstance(a, Pass) or isinstance(a, TurnUp) and not helps_now(s, p, a.card)
                                   for a in legal if a.player == p)


def _choose_refusal(s: MagicState, a: Choose) -> tuple[str, str, str]:
    if not s.decisions:
        return nothing_to_choose("117.1")
    d = s.decisions[0]
    if d.player != a.player:
        return decides_first(d)
    if isinstance(d, paying.PayDecision):
        return paying.refusal(s, d, a.option) or not_a_choice(d)
    if a.option in d.picked:
        return already_chosen(d)
    if d.kind == outside.WISH and isinstance(a.option, int) and a.option in outside.sideboard(s, a.player):
        why = outside.refusal(s, a.player, a.option)     # a card the choice left out, and the rule that did
        if why is not None:
            return why
    return not_a_choice(d)


def _declare_refusal(s: MagicState, a: Action) -> tuple[str, str, str]:
    if isinstance(a, Attack):
        if s.step is not Step.ATTACKERS or s.attacks_declared or a.player != teams.declarer(s):
            return ("508.1", "Attackers are declared by the active player at the start of the declare attackers step.",
                    "공격자는 공격 선언 단계가 시작될 때 활성 플레이어가 선언합니다.")
        far = teams.out_of_range(s, a.player, a.target)
        if far is not None:
            return far
        if a.target not in combat.attack_targets(s, a.player):
            return ("506.3", "A creature attacks an opponent or a planeswalker an opponent controls.",
                    "생물은 상대나 상대가 조종하는 플레인즈워커를 공격합니다.")
        return ("508.1a", "That creature cannot attack (tapped, summoning sick, not yours, or already attacking).",
                "그 생물은 공격할 수 없습니다(탭됨, 소환 후유증, 남의 것, 또는 이미 공격 중).")
    if isinstance(a, Block):
        if s.step is not Step.BLOCKERS or not s.to_block or s.to_block[0] != a.player:
            return ("509.1", "Blockers are declared by each defending player in turn at the start of the declare "
                             "blockers step.", "방어자는 방어 선언 단계가 시작될 때 방어 플레이어가 차례로 선언합니다.")
        if a.attacker in s.attackers and s.perm.get(a.card) is not None and not s.perm[a.card].tapped \
                and "flying" in _kw(s, a.attacker):
            return ("702.9b", "A creature with flying is blocked only by creatures with flying or reach.",
                    "비행 생물은 비행이나 도달을 가진 생물만 방어할 수 있습니다.")
        return ("509.1a", "That creature cannot block that attacker.", "그 생물은 그 공격자를 방어할 수 없습니다.")
    return ("508.1", "Nothing is being declared now.", "지금은 선언할 것이 없습니다.")


def _kw(s: MagicState, iid: int) -> set[str]:
    return keywords(s, iid)


def explain_refusal(s: MagicState, a: Action) -> IllegalActionError:
    r = None
    if isinstance(a, Choose):
        r = _choose_refusal(s, a)
    elif s.decisions and not isinstance(a, Concede):
        r = answer_first(s.decisions[0], a.player)
    elif isinstance(a, PlayLand):
        r = why_not_land(s, a.player, a.card)
    elif isinstance(a, Cast):
        r = why_not_cast(s, a.player, a.card, a.target, a.life)
    elif isinstance(a, Activate):
        r = why_not_activate(s, a.player, a.card, a.ability, a.target, a.life)
    elif isinstance(a, Pass):
        r = ("117.3d", "Only the player with priority passes it.", "우선권을 가진 플레이어만 넘길 수 있습니다.")
    elif isinstance(a, (Attack, Block, Declared)):
        r = _declare_refusal(s, a)
    else:
        r = next((why for v in s.variants if (why := v.special_refusal(s, a)) is not None), None)
    if r is None:
        r = ("117.1", "That is not possible now.", "지금은 할 수 없습니다.")
    return IllegalActionError(r[0], r[1], r[2], a)

