"""The game running between choices: steps and their turn-based actions (500-514), priority and the
stack (117, 405, 608), state-based actions (704), triggered abilities put on the stack (603.3), players
leaving a multiplayer game (800.4). ``advance`` runs until a player must act. No pygame."""
from __future__ import annotations

import dataclasses

from game.engine.decisions import Decision
from game.engine.events import Event
from game.engine.text import Msg

from . import attach, combat, commander, control, counters, durations, melee, mulligan, multi, replace, teams
from .actions import NO_TARGET
from .cards import CardDef
from .effects import continue_resolution, draw, resolve
from .state import ORDER, TURN_CAP_ROUNDS, MagicState, Step, zid
from .stats import Board, power_toughness
from .targets import candidates, epoch_of


def first_holder(s: MagicState) -> int:
    """117.3a-b: the active player receives priority first; if they left, the next player in turn order."""
    return s.active if not s.out[s.active] else s.apnap()[0]


def next_alive(s: MagicState, p: int) -> int:
    for k in range(1, s.num_players + 1):
        q = (p + k) % s.num_players
        if not s.out[q]:
            return q
    return p


def advance(s: MagicState) -> None:
    """Run the game until someone must act: a decision, a declaration or priority."""
    while s.result is None and not s.decisions:
        if s.resume is not None and not s.held:       # every held zone change is done (replace.py)
            continue_resolution(s)
            continue
        if s.step is Step.MULLIGAN:
            if not mulligan.proceed(s):
                return
            start_turn(s, s.start_player, first=True)
            continue
        if s.priority >= 0:
            if settle(s):
                continue
            return
        if s.step is Step.ATTACKERS and not s.attacks_declared:
            d = teams.declarer(s)
            if s.out[d] or not any(combat.can_attack(s, i) for q in teams.declaring_for(s, d)
                                   for i in s.battlefield(q)) or not combat.attack_targets(s, d):
                if s.markers and s.to_attack:         # 807: the next marker holder declares theirs
                    s.to_attack.pop(0)
                    if s.to_attack:
                        continue
                finish_attacks(s)      # nobody could attack: the declaration is empty (508.1)
                continue
            return
        if s.step is Step.BLOCKERS:
            while s.to_block and not _can_block_any(s, s.to_block[0]):
                s.to_block.pop(0)
            if s.to_block:
                return
            s.emit("blockers_declared", rule="509.1")
            combat.ask_damage_order(s)
            give_priority(s)
            continue
        if s.step is Step.CLEANUP:
            finish_cleanup(s)
            continue
        next_step(s)


def _can_block_any(s: MagicState, p: int) -> bool:
    return not s.out[p] and any(combat.can_block(s, b, a, p) for q in teams.team_of(s, p) for b in s.battlefield(q)
                                for a in s.attackers)         # 805: any creature of the defending team


def give_priority(s: MagicState) -> None:
    s.priority = first_holder(s)
    s.passes = 0


def settle(s: MagicState) -> bool:
    """117.5: before a player receives priority, state-based actions are checked (704.3), then waiting
    triggered abilities go on the stack (603.3b). True if anything happened (check again).

    A check that found nothing need not be made again while nothing it looks at has changed since
    (``changes_nothing``): players passing priority (117.3d), steps and turns begun, cards drawn or cast,
    mana spent, attackers and blockers declared, a plain land played or permanent spell resolved, damage
    no check could be about, triggers put on the stack. Anything else (another card onto or off the
    battlefield, life, counters, an effect's end) makes the next check a full one.
    ``VERIFY_QUIET`` makes the full check anyway and fails where it would have done something
    (tests/magic/test_mg_speed.py)."""
    quiet = quiet_since(s)
    s.quiet = False
    if quiet and VERIFY_QUIET:
        _verify_skip(s)
    if not quiet and state_based_actions(s):
        return True
    if s.decisions or s.result is not None:
        return True
    s.quiet = True                        # the check found nothing: triggers put on the stack are judged next
    s.settled = len(s.events)
    if s.pending:
        put_triggers(s)
        return True
    return False


VERIFY_QUIET = False
_NAMES = {step: step.value for step in Step}      # a member's value is a property call on Python 3.11


def quiet_since(s: MagicState) -> bool:
    """The last check found nothing, and nothing it looks at has changed since."""
    if not s.quiet:
        return False
    # a loop, not all() over a generator: asked at every settle and after every action, and a generator
    # costs a call and a resumption per event on CPython 3.11
    for e in s.events[s.settled:]:
        if e.kind not in QUIET_EVENTS and not changes_nothing(s, e):
            return False
    return True


def _verify_skip(s: MagicState) -> None:
    probe = s.clone()
    assert isinstance(probe, MagicState)
    if state_based_actions(probe) or probe.state_hash() != s.state_hash():
        raise AssertionError(f"turn {s.turn} {s.step.value}: a skipped check of state-based actions "
                             f"would have acted: {[e.kind for e in probe.events]}")


# Events that change nothing a state-based action looks at (704.5: life, a library drawn from empty, what is
# on the battlefield and under whose control, its toughness, damage, counters and loyalty, attachments,
# tokens away from the battlefield, a commander in a graveyard or exile): priority passed, a step or a turn
# begun (whose turn it is, untapping; the effects that end and the control that changes then have events of
# their own), mana paid (tapping and the pool), a spell cast (its card's move and its costs have events of
# their own), attackers and blockers declared (tapping, the combat's records), a land played (its move is
# judged apart), a waiting trigger put on the stack (704.6f and 904.10 count it as waiting either way).
QUIET_EVENTS = frozenset({"passed", "step_began", "turn_began", "no_attackers", "draw_skipped", "mana_paid", "cast",
                          "attacks", "attackers_declared", "blocks", "blockers_declared", "land_played",
                          "triggered"})
_UNSEEN_ZONES = ("hand", "library")


def changes_nothing(s: MagicState, e: Event) -> bool:
    """True if the event changes nothing a check of state-based actions looks at (``QUIET_EVENTS``)."""
    kind = e.kind
    if kind in QUIET_EVENTS:
        return True
    if kind == "card_moved":
        d = e.data
        src, dst = d["from"].rpartition(".")[2], d["to"].rpartition(".")[2]
        if d["card"] in s.tokens:
            return False
        if src in _UNSEEN_ZONES:
            if dst in _UNSEEN_ZONES or dst == "stack":
                return True        # drawn, cast, shuffled or put back: no permanent, no graveyard, no exile
        elif src != "stack":
            return False
        return dst == "battlefield" and d.get("cause") in ("land", "resolved") \
            and _plain_permanent(s, d["card"], d["owner"], d["to"])
    if kind == "activated":        # a loyalty cost changes loyalty with no event of its own (606.4)
        return s.defs[e.data["card"]].abilities[e.data["ability"]].loyalty is None
    if kind == "resolving" or kind == "ability_resolved":
        # an object leaves the stack: 704.6f and 904.10 wait for a phenomenon's or a scheme's abilities to
        return e.data.get("kind") == "spell" or not _awaited(s.defs[e.data["card"]])
    if kind == "damage_dealt":
        d = e.data
        if "player" in d:          # life still above 0 (704.5a), no commander's combat damage (903.10a)
            return bool(d["life"] > 0) and not (d["combat"] and commander.is_commander(s, d["source"]))
        return _unhurt(s, d["card"])
    if kind == "life_changed":     # 704.5a looks for life at 0 or less
        return bool(e.data["life"] > 0)
    if kind == "pumped":           # a boost that lowers no toughness kills nothing (704.5f-g)
        return bool(e.data["toughness"] >= 0)
    if kind == "counters_added":   # +1/+1 counters annihilate only with -1/-1 counters (704.5q)
        perm = s.perm.get(e.data["card"])
        return e.data["kind"] == "+1/+1" and perm is not None and not perm.minus
    return False


def _awaited(d: CardDef) -> bool:
    return d.is_a("phenomenon") or d.is_a("scheme")


def _unhurt(s: MagicState, card: int) -> bool:
    """A permanent dealt damage that no check could be about: a creature with toughness above its damage and
    none from a deathtouch source (704.5f-h), a planeswalker with loyalty left (704.5i)."""
    perm = s.perm.get(card)
    if perm is None:
        return False
    d = s.defs[card]
    if "creature" in d.types:
        t = power_toughness(s, card)[1]
        if t <= 0 or perm.damage >= t or perm.deathtouched:
            return False
    return "planeswalker" not in d.types or perm.loyalty > 0


def _plain_permanent(s: MagicState, card: int, owner: int, to: str) -> bool:
    """A land played or a permanent spell resolved that no check could be about: not legendary, no static
    abilities, no Aura, no planeswalker, under its owner's control, and a creature only with toughness above
    0 (903.3 commanders are legendary). A new object has no damage; what changes it later has its events."""
    d = s.defs[card]
    if d.statics or d.legendary or d.aura or "planeswalker" in d.types or to != zid(owner, "battlefield"):
        return False
    return "creature" not in d.types or card in s.perm and power_toughness(s, card)[1] > 0


# ----- steps ----------------------------------------------------------------------------
def start_turn(s: MagicState, p: int, *, first: bool = False) -> None:
    s.turn += 1
    if s.turn > TURN_CAP_ROUNDS * len(teams.teams(s)):
        s.end_game([], s.alive(), Msg(f"No winner after {TURN_CAP_ROUNDS} rounds: a draw.",
                                      f"{TURN_CAP_ROUNDS}라운드가 지나도록 승자가 없어 무승부입니다."), "MG-cap")
        return
    if first and melee.uses_markers(s):
        melee.place(s, p)                          # 807: the turn markers, before the first turn
    s.active = s.markers[0] if s.markers else p
    p = s.active
    s.lands_played = 0
    s.team_lands = [0] * s.num_players
    s.emit("turn_began", player=p, turn=s.turn, rule="500.1")
    if durations.end(s, durations.YOUR_NEXT_TURN, p):       # 611.2a: before anything of the new turn
        control.refresh(s)
    enter(s, Step.UNTAP)


def enter(s: MagicState, step: Step) -> None:
    """The step begins: its turn-based actions (703.4), the core's then the variants', then priority where the
    step has it."""
    s.step = step
    s.priority = -1
    s.passes = 0
    name = _NAMES[step]
    s.emit("step_began", step=name, player=s.active, rule="500.2")
    gives = _turn_based(s, step)
    if gives is None:                              # the step gave way to the next one (510.4)
        return
    for v in s.variants:
        v.turn_based(s, name)
    if gives:
        give_priority(s)


def _turn_based(s: MagicState, step: Step) -> bool | None:
    """The core's turn-based actions of ``step``; whether priority follows (None: another step began)."""
    a = s.active
    if step is Step.UNTAP:
        for q in teams.active_players(s):          # 805: every player of the active team
            for i in s.battlefield(q):             # 502.3 untap; 302.6: now under control since the turn began
                perm = s.perm[i]
                if perm.tapped or perm.sick:
                    perm.tapped = perm.sick = False
                    s.touch(i)
        return False                               # 502.4: no priority in the untap step
    if step is Step.UPKEEP:
        _phase_triggers(s, "upkeep")
    elif step is Step.DRAW:
        active = teams.active_players(s)
        if s.num_players == 2 and s.turn == 1:     # 103.8a: the starting player of a duel skips this draw
            s.emit("draw_skipped", player=a, rule="103.8a")
        elif s.turn == 1 and any(v.skips_first_draw for v in s.variants):
            for q in active:                       # 810: the team that plays first skips its first draw
                s.emit("draw_skipped", player=q, rule="810.5")
        else:
            for q in active:
                rule = next((r for v in s.variants if (r := v.skipped_draw(s, q))), "")
                if rule:                           # a variant's skipped draw (guide 3.22, Archenemy's option)
                    s.emit("draw_skipped", player=q, rule=rule)
                else:
                    draw(s, q)                     # 504.1 (805: each active player draws)
    elif step is Step.ATTACKERS:
        s.attacks_declared = False
        s.to_attack = melee.declarers(s) if s.markers else []    # 807: each marker holder declares in turn
        return False
    elif step is Step.BLOCKERS:
        targets = {teams.defender(s, combat.attacked_player(s, t)) for t in s.attackers.values()}
        s.to_block = [q for q in s.apnap() if q in targets]       # 805: a team declares its blocks at once
        return False
    elif step is Step.FIRST_DAMAGE:
        if not combat.first_strike_step(s):
            enter(s, Step.DAMAGE)
            return None
        combat.deal_combat_damage(s, first=True)
    elif step is Step.DAMAGE:
        combat.deal_combat_damage(s, first=False)
    elif step is Step.END:
        _phase_triggers(s, "end_step")
        if s.delayed:                              # 603.7: "at the beginning of the next end step", once
            s.pending += s.delayed
            s.delayed = []
    elif step is Step.CLEANUP:
        _cleanup_discard(s)
        return False
    return True


def _phase_triggers(s: MagicState, when: str) -> None:
    """503.1a / 513.1a: "at the beginning of your upkeep / end step" abilities of the active player (each of
    the active team, 805), their vanguard's too (902.7)."""
    for p in teams.active_players(s):              # 805: each active player's "your upkeep"
        for i in s.battlefield(p) + s.command_sources(p):
            s._trigger(i, when)


def finish_attacks(s: MagicState) -> None:
    s.attacks_declared = True
    if not s.attackers:
        s.emit("no_attackers", player=s.active, rule="508.8")
        enter(s, Step.END_COMBAT)                 # 508.8: skip the blockers and damage steps
        return
    s.emit("attackers_declared", player=s.active, count=len(s.attackers), rule="508.1")
    give_priority(s)


def next_step(s: MagicState, *, again: bool = False) -> None:
    """All passed with the stack empty, or a step without priority ended: mana empties (106.4), and the
    next step begins (``again``: the cleanup step, after priority in it, 514.3a)."""
    for pool in s.pool:
        if any(pool):
            pool[:] = [0] * len(pool)
    if s.step is Step.END_COMBAT:
        combat.clear(s)
    if s.step is Step.CLEANUP:
        if again:
            enter(s, Step.CLEANUP)              # 514.3a: priority was given in cleanup; another cleanup step
        else:
            start_turn(s, melee.pass_left(s) if s.markers else teams.next_turn(s, s.active))
        return
    enter(s, ORDER[ORDER.index(s.step) + 1])


def _cleanup_discard(s: MagicState) -> None:
    """514.1: the active player (each of the active team, 805) discards down to the maximum hand size (a
    vanguard's, 902.5b)."""
    for a in teams.active_players(s):
        size = s.hand_size(a)
        extra = len(s.hand(a)) - size
        if extra > 0:
            s.decisions.append(Decision(a, "discard", tuple(s.hand(a)),
                                        Msg(f"Discard {extra} (hand size {size}).",
                                            f"{extra}장을 버리세요(손 크기 {size})."),
                                        "514.1", min=extra, max=extra, secret=True))


def finish_cleanup(s: MagicState) -> None:
    """514.2: damage wears off and "until end of turn" effects end; then the next turn (514.3), unless
    state-based actions are performed or abilities trigger now (a commander discarded goes to the
    graveyard, 903.9a): then players receive priority, and once all pass another cleanup step begins
    (514.3a), rather than leaving the choice to the next player's upkeep.

    Damage wearing off makes no state-based action: with nothing else changed since a check that found
    nothing (``settle``), no boost nor lasting effect ended and no control changed, the check is not made
    again (``VERIFY_QUIET`` makes it anyway). A check that found nothing counts as the last one."""
    quiet = quiet_since(s)
    s.quiet = False
    moves = s.moves
    boosted = False
    for i, perm in s.perm.items():
        perm.damage = 0
        perm.deathtouched = False
        boosted = boosted or bool(perm.pumps)
        if perm.loyalty_used:
            perm.loyalty_used = False
            s.touch(i)
    ended = durations.end(s, durations.END_OF_TURN)       # "until end of turn" effects end (durations.py)
    control.refresh(s)
    s.emit("cleanup", player=s.active, rule="514.2")
    quiet = quiet and not boosted and not ended and s.moves == moves
    if quiet and VERIFY_QUIET:
        _verify_skip(s)
    if not quiet and state_based_actions(s) or s.pending:
        if s.result is None:
            s.emit("cleanup_priority", player=s.active, rule="514.3a")
            give_priority(s)
        return
    s.quiet = True
    s.settled = len(s.events)
    next_step(s)


# ----- priority and the stack -------------------------------------------------------------
def pass_priority(s: MagicState, p: int) -> None:
    """117.4: when every player still in the game passes in succession, the top of the stack resolves
    (608.1) and the active player receives priority, or with the stack empty the step ends."""
    s.passes += 1
    s.emit("passed", player=p, rule="117.3d")
    if s.passes < s.num_players - s.out.count(True):       # every player still in the game
        s.priority = next_alive(s, p)
        return
    s.passes = 0
    if s.stack:
        item = s.stack.pop()
        s.emit("resolving", card=item.card, kind=item.kind, controller=item.controller, rule="608.1")
        resolve(s, item)
        give_priority(s)
    else:
        s.priority = -1
        next_step(s, again=s.step is Step.CLEANUP)


def put_triggers(s: MagicState) -> None:
    """603.3b: waiting triggers go on the stack in APNAP order, each player putting their own in the order
    they choose (asked when two or more of theirs come from different cards). A trigger with a target asks
    its controller now (603.3d: none possible, it is removed)."""
    order = {p: k for k, p in enumerate(s.apnap())}
    if not s.ordered:
        s.pending.sort(key=lambda i: order.get(i.controller, 99))
    while s.pending:
        if not s.ordered and _ask_order(s):
            return
        item = s.pending.pop(0)
        s.ordered = max(0, s.ordered - 1)
        if s.out[item.controller]:
            continue
        ability = s.db[item.def_id].abilities[item.ability]
        if ability.modes and item.kind != "delayed":
            if len(multi.open_modes(s, item.controller, ability, item.card)) < ability.choose:
                s.emit("trigger_removed", card=item.card, rule="700.2b")     # 603.3c: no mode can be chosen
                continue
            s.stack.append(item)
            s.emit("triggered", card=item.card, controller=item.controller, rule="603.3c")
            multi.after_put(s)                    # its modes, then their targets, as it goes on the stack
            if s.decisions:
                return
            continue
        if not ability.target or item.kind == "delayed":     # 603.7: a delayed trigger keeps what it refers to
            s.stack.append(item)
            s.emit("triggered", card=item.card, controller=item.controller, rule="603.3")
            continue
        options = multi.targets_of(s, item.controller, ability, item.card) if multi.handles(ability) \
            else candidates(s, ability.target, item.controller, item.card)
        if not options:
            s.emit("trigger_removed", card=item.card, rule="603.3d")
            continue
        s.targeting = item
        s.decisions.append(Decision(item.controller, "target", tuple(_option(o) for o in options),
                                    Msg("Choose a target for the triggered ability.", "유발된 능력의 대상을 고르세요."),
                                    "603.3d", source=item.card))
        return


def _ask_order(s: MagicState) -> bool:
    """The first controller's waiting triggers: with two or more from different cards, they choose the order
    (603.3b), one pick at a time, the first pick resolving first. True if asked. Triggers that share a card
    keep the order they triggered in (no card of our pool triggers twice from one event)."""
    p = s.pending[0].controller
    group = [i for i in s.pending if i.controller == p]
    cards = [i.card for i in group]
    if len(group) < 2 or len(set(cards)) < len(cards) or s.out[p]:
        s.ordered = len(group)
        return False
    s.decisions.append(Decision(p, "order", tuple(cards),
                                Msg("Your triggered abilities: choose the one to resolve first, then the next.",
                                    "유발된 능력들: 먼저 해결될 것부터 차례로 고르세요."),
                                "603.3b", min=len(cards) - 1, max=len(cards) - 1))
    return True


def order_chosen(s: MagicState, p: int, picked: tuple[int, ...]) -> None:
    """The chosen order: the first pick goes on the stack last, so it resolves first."""
    group = [i for i in s.pending if i.controller == p]
    rest = [i for i in s.pending if i.controller != p]
    first = {card: k for k, card in enumerate(picked)}
    group.sort(key=lambda i: first.get(i.card, len(picked)), reverse=True)
    s.pending = group + rest
    s.ordered = len(group)
    s.emit("triggers_ordered", player=p, cards=[i.card for i in reversed(group)], rule="603.3b")


def _option(target: str) -> int | str:
    """A decision names a card by its number and a player as "p<seat>" ("up to": none, multi.NONE)."""
    return multi.NONE if target == NO_TARGET else int(target[1:]) if target[0] == "c" else target


def target_chosen(s: MagicState, option: int | str) -> None:
    item = s.targeting
    assert item is not None
    target = "" if option == multi.NONE else f"c{option}" if isinstance(option, int) else str(option)
    s.targeting = None
    s.stack.append(dataclasses.replace(item, target=target, target_epoch=epoch_of(s, target)))
    s.emit("triggered", card=item.card, controller=item.controller, target=target, rule="603.3d")
    multi.after_put(s)                    # a second target, chosen as it goes on the stack (603.3d)


# ----- state-based actions and leaving -------------------------------------------------------
def state_based_actions(s: MagicState) -> bool:
    """704.3: all applicable state-based actions at once, repeated while any applies. True if any did."""
    any_done = False
    durations.sweep(s)                 # continuous effects apply before the checks (611.2b, 613)
    control.refresh(s)
    while s.result is None:
        # one pass over the permanents: counters annihilate (704.5q, all at once with the rest), creatures
        # and planeswalkers die (704.5f-i), the legend rule looks for names twice (704.5j); whether any
        # Aura or Equipment is about says if 704.5m-n need a look
        annihilated = False
        dying: list[tuple[int, str]] = []
        legend: tuple[int, list[int]] | None = None
        attached = False
        board = Board(s)
        defs, perms, out = s.defs, s.perm, s.out
        on = board.attached
        for p in range(s.num_players):
            named: dict[str, list[int]] | None = None
            # what p's statics give every creature of p alike; none to judge one by one: toughness is the
            # card's, its counters' and its pumps' unless something is attached to it (stats.power_toughness)
            alike_t = board.toughness_alike(p)
            for i in s.battlefield(p):
                d = defs[i]
                perm = perms[i]
                if perm.plus and perm.minus:
                    annihilated = counters.annihilate_one(s, i) or annihilated
                if perm.attached_to >= 0 or d.aura:
                    attached = True
                if "creature" in d.types:
                    if alike_t is None or i in on:
                        t = power_toughness(s, i, board)[1]
                    else:
                        t = d.toughness + alike_t + perm.plus - perm.minus
                        for _dp, dt, _kw in perm.pumps:
                            t += dt
                    if t <= 0:
                        dying.append((i, "704.5f"))
                    elif perm.damage >= t:
                        dying.append((i, "704.5g"))
                    elif perm.deathtouched and perm.damage > 0:
                        dying.append((i, "704.5h"))
                elif "planeswalker" in d.types and perm.loyalty <= 0:
                    dying.append((i, "704.5i"))
                if d.legendary and legend is None and not out[p]:
                    if named is None:
                        named = {}
                    named.setdefault(d.name.en, []).append(i)
            if named is not None and legend is None:
                legend = next(((p, ids) for ids in named.values() if len(ids) > 1), None)
        losers = [p for p in s.alive() if s.life[p] <= 0 or s.drew_empty[p]]     # 704.5a, 704.5b
        by_variant = [(p, v) for v in s.variants for p in v.losers(s) if p not in losers]   # 704.6c
        losers += sorted({p for p, _v in by_variant})
        tokens = [i for i in s.tokens if s.cards[i].zone != "gone" and i not in s.perm
                  and s.cards[i].zone != "stack"]                                   # 704.5d
        returning = any(v.wants_check(s) for v in s.variants)                      # 903.9a
        falling = attach.illegal(s) if attached else []                              # 704.5m, 704.5n
        if not (losers or dying or tokens or legend or returning or falling or annihilated):
            return any_done
        any_done = True
        for i, rule in dying:
            if s.on_battlefield(i):
                s.emit("dies" if s.defs[i].is_a("creature") else "put_into_graveyard", card=i, rule=rule)
                s.move(i, zid(s.cards[i].owner, "graveyard"), cause="sba")
        attach.fall_off(s, falling)
        for i in tokens:
            s.move(i, "gone", cause="token_ceased")
        if legend and not s.decisions:
            p, ids = legend
            s.decisions.append(Decision(p, "legend", tuple(ids), Msg("Legend rule: choose the one to keep.",
                                                                       "전설 규칙: 남길 하나를 고르세요."), "704.5j"))
        if returning:
            for v in s.variants:
                v.state_based(s)
        if losers:
            if by_variant and len({p for p, _v in by_variant}) == len(losers):
                rule, reason = by_variant[0][1].loss
                lose(s, losers, reason, rule)
            elif any(s.life[p] <= 0 for p in losers):
                lose(s, losers, Msg("Life 0 or less.", "생명점이 0 이하가 되었습니다."), "704.5a")
            else:
                lose(s, losers, Msg("Drew from an empty library.", "빈 서고에서 카드를 뽑으려 했습니다."), "704.5b")
        if s.decisions:
            return True
    return any_done


def keep_legend(s: MagicState, p: int, keep: int, ids: tuple[int, ...]) -> None:
    for i in ids:
        if i != keep and s.on_battlefield(i):
            s.move(i, zid(s.cards[i].owner, "graveyard"), cause="legend_rule")


def lose(s: MagicState, players: list[int], reason: Msg, rule: str) -> None:
    """104.3 / 800.4a: players who lose leave the game; when one player is left, they win; when none, a draw."""
    players = teams.also_losing(s, players)        # 810: a team loses together
    for p in players:
        s.emit("player_lost", player=p, rule=rule, reason=reason.en)
    remaining = [p for p in s.alive() if p not in players]
    if teams.winners(s, remaining) is not None:    # the last player, or the last team (805), wins
        s.end_game(remaining, [p for p in range(s.num_players) if p not in remaining],
                   reason if remaining else Msg("Every remaining player lost at once: a draw.",
                                                "남은 플레이어가 모두 동시에 져서 무승부입니다."),
                   rule if remaining else "104.4a")
        return
    for p in players:
        leave(s, p)


def leave(s: MagicState, p: int) -> None:
    """800.4a: everything the player owns leaves the game, their spells and abilities on the stack cease
    to exist, creatures attacking them are removed from combat; the turn goes on (800.4h). The variants
    act first (901.6: the planar control passes on before the player leaves)."""
    for v in s.variants:
        v.leaving(s, p)
    s.out[p] = True
    control.player_left(s, p)
    replace.drop_player(s, p)
    s.stack = [i for i in s.stack if i.controller != p]
    s.pending = [i for i in s.pending if i.controller != p]
    s.ordered = 0
    s.delayed = [i for i in s.delayed if i.controller != p]
    if s.may_item is not None and s.may_item.controller == p:
        s.may_item = None
    s.decisions = [d for d in s.decisions if d.player != p]
    if s.targeting is not None and s.targeting.controller == p:
        s.targeting = None
    for a, t in list(s.attackers.items()):
        if combat.attacked_player(s, t) == p:
            del s.attackers[a]
            for b in s.blocks.pop(a, []):
                s.blocking.pop(b, None)
    # a defending team whose declaring player left declares through its next player (805)
    s.to_block = [q for q in dict.fromkeys(teams.defender(s, q) for q in s.to_block) if not s.out[q]]
    if s.team_seats and s.active == p:
        s.active = teams.primary_player(s, teams.team_of(s, p))     # the turn stays the team's (805)
    if s.markers:
        melee.player_left(s, p)                   # 807: fewer players, fewer markers
        s.to_attack = [q for q in s.to_attack if q != p]
        if s.active not in s.markers and s.markers:
            s.active = s.markers[0]
    for zone in [zid(p, k) for k in ("battlefield", "hand", "library", "graveyard", "exile", "command")] + ["stack"]:
        for i in list(s.zones[zone].cards):
            if s.cards[i].owner == p:
                s.move(i, zid(p, "left"), cause="left_game")
    s.emit("player_left", player=p, rule="800.4a")
    if s.priority == p:
        s.priority = next_alive(s, p)
    s.passes = 0
