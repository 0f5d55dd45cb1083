"""Resolving spells and abilities (608): each effect of the data vocabulary (docs/magic-cards.md) done to
its recipients. No pygame."""
from __future__ import annotations

import dataclasses

from game.engine.decisions import Decision
from game.engine.text import Msg

from . import (attach, commander, control, counters, durations, groups, library, matters, multi, outside, planechase,
               replace, teams)
from . import scheme_cards, schemes
from .actions import parse_target
from .cards import Ability, Effect
from .state import NOT_ARRIVING, MagicState, StackItem, zid
from .stats import has
from .targets import still_legal
from .vocab import MANA


def draw(s: MagicState, p: int, n: int = 1) -> None:
    """121.1-121.3; drawing from an empty library is remembered for the state-based check (704.5b)."""
    for _ in range(n):
        lib = [c for c in s.library(p) if not s.held or not replace.is_held(s, c)]
        if not lib:
            s.drew_empty[p] = True
            s.emit("draw_failed", player=p, rule="704.5b")
            return
        replace.move(s, lib[0], zid(p, "hand"), cause="draw")     # a commander may go elsewhere (903.9b)


def damage(s: MagicState, source: int, controller: int, target: str, amount: int, *, combat: bool = False) -> None:
    """120.3: damage to a player is life loss, to a planeswalker loses loyalty, to a creature is marked;
    lifelink gains its controller as much (702.15b), deathtouch marks the creature (702.2b)."""
    if amount <= 0:
        return
    ref = parse_target(target)
    if ref is None:
        return
    what, n = ref
    if what == "p":
        if s.out[n]:
            return
        s.life[n] -= amount
        s.emit("damage_dealt", source=source, player=n, amount=amount, combat=combat, life=s.life[n], rule="120.3a")
        if combat and s.on_battlefield(source):
            commander.note_combat_damage(s, source, n, amount)
            _combat_damage_triggers(s, source, n)
            matters.commander_dealt_damage(s, source)
    else:
        perm = s.perm.get(n)
        if perm is None:
            return
        if s.defs[n].is_a("planeswalker"):
            perm.loyalty = max(0, perm.loyalty - amount)
            s.touch(n)
            s.emit("damage_dealt", source=source, card=n, amount=amount, combat=combat, loyalty=perm.loyalty,
                   rule="120.3c")
        else:
            perm.damage += amount
            if s.on_battlefield(source) and has(s, source, "deathtouch") or \
                    not s.on_battlefield(source) and "deathtouch" in s.defs[source].keywords:
                perm.deathtouched = True
            s.emit("damage_dealt", source=source, card=n, amount=amount, combat=combat, rule="120.3e")
    lifelink = has(s, source, "lifelink") if s.on_battlefield(source) else "lifelink" in s.defs[source].keywords
    if lifelink and not s.out[controller]:
        gain(s, controller, amount, "702.15b")


def _combat_damage_triggers(s: MagicState, source: int, player: int) -> None:
    for i, a in enumerate(s.defs[source].abilities):
        if a.kind == "triggered" and a.when == "combat_damage_player":
            s.pending.append(StackItem("ability", source, s.controller(source), i, s.defs[source].id))


def gain(s: MagicState, p: int, n: int, rule: str = "119.3") -> None:
    s.life[p] += n
    s.emit("life_changed", player=p, amount=n, life=s.life[p], rule=rule)


def _players(s: MagicState, item: StackItem, e: Effect) -> list[int]:
    """The players an effect reaches: within its controller's range of influence (801), a plane's or
    phenomenon's anywhere (901.13)."""
    if planechase.ignores_range(s, item.card):
        return _every_player(s, item, e)
    return teams.reached(s, item.controller, _every_player(s, item, e))


def _every_player(s: MagicState, item: StackItem, e: Effect) -> list[int]:
    if e.to == "you":
        return [q for q in _you(s, item) if not s.out[q]]
    if e.to == "each_opponent":
        return s.opponents(item.controller)
    if e.to == "each_player":
        return s.alive()
    if e.to == "target":
        ref = parse_target(item.target)
        return [ref[1]] if ref is not None and ref[0] == "p" else []
    if e.to in scheme_cards.CHOSEN:            # who chose self, or the others of who chose others (904)
        return [p for p in schemes.chosen_players(s, item, e.to) if not s.out[p]]
    return groups.players(s, e) or []


def _you(s: MagicState, item: StackItem) -> list[int]:
    """Who "you" is for this item: its controller, or a plane's controller's team (901.12c)."""
    got = planechase.you(s, item.card, item.controller)
    return [item.controller] if got is None else got


def _objects(s: MagicState, item: StackItem, e: Effect) -> list[int]:
    """The permanents an effect reaches: those controlled within its controller's range of influence (801),
    a plane's or phenomenon's anywhere (901.13)."""
    found = _every_object(s, item, e)
    if not s.setting.range_of_influence or planechase.ignores_range(s, item.card):
        return found
    return [i for i in found if teams.in_range(s, item.controller, s.controller(i))]


def _every_object(s: MagicState, item: StackItem, e: Effect) -> list[int]:
    if e.to == "self":
        return [item.card] if s.on_battlefield(item.card) and item.kind == "ability" else []
    if e.to == "target":
        ref = parse_target(item.target)
        return [ref[1]] if ref is not None and ref[0] == "c" else []
    creatures = [i for i in s.all_permanents() if s.defs[i].is_a("creature")]
    if e.to == "each_creature":
        return creatures
    if e.to == "each_other_creature":
        return [i for i in creatures if i != item.card]
    if e.to == "each_opponent_creature":
        return [i for i in creatures if s.controller(i) in s.opponents(item.controller)]     # 805: not a mate's
    if e.to == "your_creatures":
        return [i for i in creatures if s.controller(i) in _you(s, item)]
    return groups.objects(s, e) or []


def _recipients(s: MagicState, item: StackItem, e: Effect) -> list[str]:
    return [f"p{p}" for p in _players(s, item, e)] + [f"c{i}" for i in _objects(s, item, e)]


def resolve_effects(s: MagicState, item: StackItem, ability: Ability, start: int = 0, *, later: bool = False) -> None:
    """The ability's effects from ``start`` on, those done now (``later``: the ones its delayed trigger does,
    603.7); if it has effects for later, the delayed trigger is created, to trigger at the beginning of the
    next end step. A zone change held for a replacement choice (replace.py) pauses the resolution after the
    effect that made it (``s.resume``), to go on once the choice is made."""
    if start == 0 and not later and any(e.later for e in ability.effects):
        s.delayed.append(dataclasses.replace(item, kind="delayed"))
        s.emit("delayed_created", card=item.card, controller=item.controller, rule="603.7")
    for k, e in enumerate(ability.effects):
        if k < start or e.later != later:
            continue
        if s.held:
            s.resume = (item, k)
            return
        if e.x:
            e = dataclasses.replace(e, amount=item.x)      # 107.3: X is the value paid for this object
        if e.amount_of:
            e = matters.amount(s, item, e)        # counted as it resolves (903.4: the identity's colors)
        do = e.do
        if do == "damage":
            for r in _recipients(s, item, e):
                damage(s, item.card, item.controller, r, e.amount)
        elif do == "draw":
            for p in _players(s, item, e):
                draw(s, p, e.amount)
        elif do == "gain_life":
            for p in _players(s, item, e) or [item.controller]:
                gain(s, p, e.amount)
        elif do == "lose_life":
            for p in _players(s, item, e):
                s.life[p] -= e.amount
                s.emit("life_changed", player=p, amount=-e.amount, life=s.life[p], rule="119.3")
        elif do in ("destroy", "exile", "bounce", "tuck"):
            for i in _objects(s, item, e):
                owner = s.cards[i].owner
                dest = {"destroy": "graveyard", "exile": "exile", "bounce": "hand", "tuck": "library"}[do]
                if dest in ("hand", "library"):
                    replace.move(s, i, zid(owner, dest), index=0 if do == "tuck" else None, cause=do)
                else:
                    s.move(i, zid(owner, dest), cause=do, source=item.card)
        elif do == "counter":
            for i in _objects(s, item, e):
                spell = next((x for x in s.stack if x.card == i and x.kind == "spell"), None)
                if spell is not None:
                    s.stack.remove(spell)
                    s.move(i, zid(s.cards[i].owner, "graveyard"), cause="countered", source=item.card)
        elif do == "token":
            for _ in range(e.amount if e.x else max(1, e.amount)):     # X tokens may be none (X = 0)
                create_token(s, item.controller, e.token)
        elif do == "copy_token":
            for i in _objects(s, item, e):
                if s.on_battlefield(i):              # 707.2: the copy takes the printed card; it is no commander
                    create_token(s, item.controller, s.defs[i].id)
        elif do == "counters" and e.counter:
            for i in _objects(s, item, e):
                counters.put(s, i, e.counter, e.amount)      # -1/-1 or named counters (122)
        elif do == "counters":
            for i in _objects(s, item, e):
                s.perm[i].plus += e.amount
                s.emit("counters_added", card=i, kind="+1/+1", amount=e.amount, rule="122.1")
        elif do in ("pump", "grant"):
            for i in _objects(s, item, e):
                durations.pump(s, i, e.until, item.controller, item.card, e.power, e.toughness, e.keyword)
                s.emit("pumped", card=i, power=e.power, toughness=e.toughness, keyword=e.keyword, rule="611.2")
        elif do in ("tap", "untap"):
            for i in _objects(s, item, e):
                s.perm[i].tapped = do == "tap"
                s.touch(i)
                s.emit(do + "ped", card=i, rule="701.26")
        elif do == "add_mana":
            for c in e.mana:
                s.pool[item.controller][MANA.index(c)] += 1
            s.emit("mana_added", player=item.controller, mana=e.mana, rule="106.4")
        elif do == "discard_random":
            for p in _players(s, item, e):
                for _ in range(e.amount):
                    hand = s.hand(p)
                    if hand:
                        s.move(hand[s.rng.below(len(hand))], zid(p, "graveyard"), cause="discard")
        elif do == "mill":
            for p in _players(s, item, e):
                for _ in range(e.amount):
                    if s.library(p):
                        s.move(s.library(p)[0], zid(p, "graveyard"), cause="mill")
        elif do == "gain_control":
            control.gain(s, item, _objects(s, item, e), e.until)
        elif do == "discard":
            if groups.ask_discards(s, item, e, _players(s, item, e)):
                s.resume = (item, k + 1)          # the rest waits for the players' choices (701.9b)
                return
        elif do == "attach":
            attach.equip(s, item)
        elif do in (library.SEARCH, library.SCRY, library.LOOK):
            if library.start(s, item, e):
                s.resume = (item, k + 1)          # the rest of the effects wait for the player's choice
                return
        elif do == matters.FETCH:
            matters.fetch(s, item)
        elif do == "reanimate":
            multi.reanimate(s, item, _objects(s, item, e))
        elif do == "planeswalk":                  # 701.24 (the planeswalking ability, 901.8)
            planechase.planeswalk(s, item.controller)
        elif do == "roll_planar":                 # 901.9: a roll an effect makes, counted by no roll action
            planechase.roll(s, item.controller, action=False)
        elif do in scheme_cards.VERBS:             # Archenemy's verbs (701.25, 701.26, "self or others")
            if schemes.effect(s, item, e):
                s.resume = (item, k + 1)          # the rest waits for each opponent's choice
                return
        elif do == outside.WISH:
            if outside.offer(s, item):
                s.resume = (item, k + 1)          # the rest of the effects wait for the caster's choice
                return
    if s.held:
        s.resume = (item, len(ability.effects))


def create_token(s: MagicState, p: int, def_id: str) -> int:
    """111.1: a token is created on the battlefield under its creator's control."""
    iid = s.add_game_card(p, def_id, "gone")
    if not s.defs[iid].token:
        s.tokens.append(iid)         # a token copy of a card (707.2): a token all the same (111.1)
    s.move(iid, zid(p, "battlefield"), cause="token")
    return iid


def resolve(s: MagicState, item: StackItem) -> None:
    """608.2: the top object resolves; with its one target illegal it does nothing (608.2b)."""
    d = s.defs[item.card]
    if item.kind == "spell":
        ability = d.spell_ability
        if multi.handles(ability):
            assert ability is not None
            multi.resolve(s, item, ability, resolve_effects, _finish, damage)      # modes, two targets: 700.2, 608.2b
            return
        if ability is not None and ability.target and not still_legal(s, item, ability.target):
            s.move(item.card, zid(s.cards[item.card].owner, "graveyard"), cause="fizzled")
            s.emit("fizzled", card=item.card, rule="608.2b")
            return
        if d.permanent:
            s.arriving = (item.card, item.x)      # 107.3m: the permanent keeps the X its spell was cast with
            s.move(item.card, zid(item.controller, "battlefield"), cause="resolved")   # 608.3
            s.arriving = NOT_ARRIVING
            if d.enchant:
                attach.aura_resolved(s, item)
            return
        if ability is not None:
            resolve_effects(s, item, ability)
        if s.resume is None:
            _finish(s, item)
        return
    ability = s.db[item.def_id].abilities[item.ability]
    if multi.handles(ability) and item.kind == "ability":
        multi.resolve(s, item, ability, resolve_effects, _finish, damage)          # modes, two targets: 700.2, 608.2b
        return
    if item.kind == "delayed":
        if ability.target and not still_legal(s, item, ability.target):
            item = dataclasses.replace(item, target="")     # 603.7c: it finds nothing that left or changed
        resolve_effects(s, item, ability, later=True)
        if s.resume is None:
            _finish(s, item)
        return
    if ability.target and not still_legal(s, item, ability.target):
        s.emit("fizzled", card=item.card, rule="608.2b")
        return
    if ability.may:
        s.may_item = item
        s.decisions.append(Decision(item.controller, "may", ("yes", "no"),
                                    Msg(f"Use the optional ability of {s.defs[item.card].name.en}?",
                                        f"{s.defs[item.card].name.ko}의 선택적 능력을 사용할까요?"),
                                    "603.5", source=item.card))
        return
    resolve_effects(s, item, ability)
    if s.resume is None:
        _finish(s, item)


def _finish(s: MagicState, item: StackItem) -> None:
    if item.kind == "spell":
        if s.cards[item.card].zone == "stack":
            s.move(item.card, zid(s.cards[item.card].owner, "graveyard"), cause="resolved")   # 608.2n
    else:
        s.emit("ability_resolved", card=item.card, rule="603.7" if item.kind == "delayed" else "608.2")


def continue_resolution(s: MagicState) -> None:
    """Every held zone change is done: the paused resolution goes on from its next effect."""
    assert s.resume is not None
    item, start = s.resume
    s.resume = None
    ability = multi.ability_of(s, item)
    if ability is not None:
        resolve_effects(s, item, ability, start, later=item.kind == "delayed")
    if s.resume is None:
        _finish(s, item)


def may_answered(s: MagicState, yes: bool) -> None:
    """603.5: the controller of an optional ability chose as it resolved; with "no" nothing happens."""
    item = s.may_item
    s.may_item = None
    if item is None:
        return
    s.emit("may_choice", card=item.card, player=item.controller, choice="yes" if yes else "no", rule="603.5")
    if yes:
        resolve_effects(s, item, s.db[item.def_id].abilities[item.ability])
    if s.resume is None:
        _finish(s, item)
