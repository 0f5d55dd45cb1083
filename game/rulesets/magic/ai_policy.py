"""Rules of thumb for the Magic AI: which legal actions are worth searching, the cheap choices made
without a search (mulligans, cards to the bottom or to discard, the legend rule), blocks and attacks by
rule of thumb for playouts, and a quick policy. No pygame, no search.

Every function reads only what the acting seat may know when it is called on the real game (its hand,
the public zones); the search calls them on guessed worlds (ai.sample_world) as well."""
from __future__ import annotations

from game.engine.actions import DONE, Action, Choose, Concede
from game.engine.decisions import Decision
from game.engine.rng import Rng

from .actions import NO_TARGET, Activate, Attack, Block, Cast, Declared, Pass, PlayLand, RollPlanar, TurnUp, \
    parse_target
from . import ai_conspiracy, ai_schemes, conspiracy_play, library, multi, planechase, schemes, teams
from .ai_library import choice as library_choice
from .cards import Ability, CardDef
from .mulligan import KEEP, MULLIGAN
from .state import MagicState, Step
from .attach import host, restrained
from .attach_cards import is_equip
from .effects import _objects as reached
from .state import StackItem
from .stats import has, keywords, lasting_keywords, power_toughness

# Effects that hurt what they reach, and those that help: where a rule of thumb aims a target.
HARMFUL = {"damage", "destroy", "exile", "bounce", "tuck", "counter", "tap", "lose_life", "discard_random", "mill",
           "discard", "gain_control"}
KEYWORD_VALUE = {"flying": 1.0, "double_strike": 1.5, "first_strike": 0.6, "deathtouch": 1.0, "trample": 0.4,
                 "lifelink": 0.6, "vigilance": 0.4, "reach": 0.3, "haste": 0.1, "flash": 0.0}


def creature_value(s: MagicState, iid: int) -> float:
    """What a creature on the battlefield is worth in a fight: its power and toughness and its keywords."""
    p, t = power_toughness(s, iid)
    return _fighter(s, iid, p, t, keywords(s, iid))


def fleeting_value(s: MagicState, iid: int) -> float:
    """The part of ``creature_value`` that ends this turn with its "until end of turn" boosts (514.2): a
    trick cast where it decides no fight leaves nothing behind."""
    perm = s.perm.get(iid)
    if perm is None or not perm.pumps:
        return 0.0
    p, t = power_toughness(s, iid)
    steady = _fighter(s, iid, p - sum(b[0] for b in perm.pumps), t - sum(b[1] for b in perm.pumps),
                      lasting_keywords(s, iid))
    return creature_value(s, iid) - steady


def _fighter(s: MagicState, iid: int, p: int, t: int, kws: set[str]) -> float:
    perm = s.perm.get(iid)
    if t - (perm.damage if perm else 0) <= 0:
        return 0.0
    if restrained(s, iid):           # it can neither attack nor block: worth little in a fight
        return 0.25 * t
    return max(0, p) + 0.5 * t + sum(KEYWORD_VALUE.get(k, 0.0) for k in kws)


def card_value(d: CardDef) -> float:
    """A card in hand by its cost: dearer spells are stronger, a land is worth one mana."""
    return 1.0 if d.is_a("land") else 1.0 + 0.3 * d.cost.mana_value


def harmful(ability: Ability | None) -> bool:
    """True when the ability's targeted effects hurt their target (aim them at an opponent)."""
    if ability is None:
        return False
    dos = [e.do for e in ability.effects if e.to == "target"] or [e.do for e in ability.effects]
    if any(e.do in ("counters", "attach") and e.amount < 0 or e.do == "counters" and e.counter == "-1/-1"
           for e in ability.effects):
        return True                  # an Aura that hurts its host is marked so (cards.CardDef.spell_ability)
    return any(d in HARMFUL for d in dos) or any(e.do == "pump" and e.power + e.toughness < 0 for e in ability.effects)


def target_owner(s: MagicState, target: str) -> int | None:
    ref = parse_target(target)
    if ref is None:
        return None
    if ref[0] == "p":
        return ref[1]
    if ref[1] in s.perm:
        return s.controller(ref[1])
    for item in s.stack:
        if item.card == ref[1]:
            return item.controller
    return s.cards[ref[1]].owner


_HURT_ALL = ("destroy", "exile", "bounce", "tuck", "damage", "tap")


def group_swing(s: MagicState, p: int, ability: Ability) -> float:
    """What an ability's effects on groups of creatures (a sweeper, "creatures your opponents control get
    -N/-N") take from ``p``'s opponents minus what they take from ``p``, by creature value; helpful group
    effects count the other way. Below zero the spell hurts its caster most."""
    total = 0.0
    for e in ability.effects:
        if e.to in ("target", "self", "you", "each_opponent", "each_player"):
            continue
        bad = e.do in _HURT_ALL or e.do == "pump" and e.power + e.toughness < 0
        if not bad and e.do not in ("pump", "grant", "counters", "untap"):
            continue
        item = StackItem("spell", -1, p, -1, "", "")
        for i in reached(s, item, e):
            mine = teams.same_team(s, p, s.controller(i))       # a teammate's creature counts as ours (805)
            worth = creature_value(s, i) if s.defs[i].is_a("creature") else card_value(s.defs[i])
            total += (-1.0 if mine == bad else 1.0) * max(0.5, worth)
    return total


def aimed_well(s: MagicState, p: int, ability: Ability | None, target: str) -> bool:
    """A harmful effect aims at an opponent's thing, a helpful one at ours; a spell whose group effects hurt
    our creatures more than the others' is not aimed well at all."""
    if ability is not None and not ability.target:
        return group_swing(s, p, ability) >= 0
    if target == NO_TARGET or ability is None or not ability.target:
        return True
    owner = target_owner(s, target)
    ours = owner is not None and teams.same_team(s, p, owner)         # a teammate's thing is ours (805)
    return (not ours) if harmful(ability) else ours


def _ability_of(s: MagicState, a: Action) -> Ability | None:
    if isinstance(a, Cast):
        return s.defs[a.card].spell_ability
    if isinstance(a, Activate):
        return s.defs[a.card].abilities[a.ability]
    return None


# ----- choices made pick by pick --------------------------------------------------------------
def keep_hand(s: MagicState, p: int) -> bool:
    """Keep two to five lands in seven; with fewer cards to come, keep more readily."""
    lands = sum(1 for c in s.hand(p) if s.defs[c].is_a("land"))
    if s.mulligans[p] >= 2:
        return True
    return 2 <= lands <= 5 if s.mulligans[p] == 0 else 1 <= lands <= 5


def _lands_wanted(s: MagicState, p: int, cards: list[int]) -> int:
    return max(0, 5 - sum(1 for c in s.battlefield(p) if s.defs[c].is_a("land")))


def worst_card(s: MagicState, p: int, options: list[int]) -> int:
    """The card to part with first: a land beyond the lands still wanted, else the dearest spell."""
    lands = [c for c in options if s.defs[c].is_a("land")]
    spells = [c for c in options if not s.defs[c].is_a("land")]
    if len(lands) > _lands_wanted(s, p, options) and lands or not spells:
        return lands[-1]
    return max(spells, key=lambda c: (s.defs[c].cost.mana_value, c))


def decision_choice(s: MagicState, p: int, legal: list[Action]) -> Action | None:
    """The rule-of-thumb answer to a decision (mulligan, bottom, discard, legend), or None (a target is
    searched)."""
    if not s.decisions:
        return None
    d = s.decisions[0]
    mine = [a for a in legal if isinstance(a, Choose) and a.player == p]
    if not mine:
        return None
    if d.kind == "payment":      # the suggestion, in one step: never a search over ways to pay (paying.py)
        return next((a for a in mine if a.option == DONE), None)
    if d.kind == "x":            # as much as can be paid: every X here makes the spell bigger (xcost.py)
        return max(mine, key=lambda a: int(str(a.option)[1:]))
    if d.kind == "cost_discard":     # an additional cost (extra_costs.py): the card least missed
        return next(a for a in mine if a.option == worst_card(s, p, [int(b.option) for b in mine]))
    if d.kind == "cost_sacrifice":   # the creature least worth keeping
        return min(mine, key=lambda a: (creature_value(s, int(a.option)), int(a.option)))
    if d.kind == "mulligan":
        want = KEEP if keep_hand(s, p) else MULLIGAN
        return next((a for a in mine if a.option == want), mine[0])
    if d.kind in ("bottom", "discard"):
        picks = [a for a in mine if a.option != DONE]
        if not picks:
            return mine[0]
        worst = worst_card(s, p, [int(a.option) for a in picks])
        return next(a for a in picks if a.option == worst)
    if d.kind == multi.AIM:
        return _aim(s, p, d, mine)
    if d.kind in library.KINDS:
        return library_choice(s, p, d.kind, mine, card_value)
    if d.kind in conspiracy_play.KINDS:   # 905.4, 702.106: every conspiracy, a name from its own deck
        return ai_conspiracy.choice(s, p, d, mine)
    if d.kind == schemes.KIND:       # a scheme's "self or others" (904): by what each costs this seat's side
        return ai_schemes.choice(s, p, mine)
    if d.kind == "legend":
        # keep the one with the most on it (counters, least damage); the rest go to the graveyard
        def kept(a: Choose) -> tuple[int, int]:
            perm = s.perm.get(int(a.option))
            return (perm.plus + perm.loyalty - perm.damage, -int(a.option)) if perm else (-99, 0)
        return max(mine, key=kept)
    return None


def _ours(s: MagicState, p: int, target: str) -> bool:
    owner = target_owner(s, target)
    return owner is not None and teams.same_team(s, p, owner)


def _aim(s: MagicState, p: int, d: Decision, mine: list[Choose]) -> Action | None:
    """A further target: a harmful effect at the opponents' best thing (or lowest life), a helpful one at
    ours; the second target left out when nothing fits."""
    bad = harmful(multi.slot_effects(s, d)) or any(e.do == "fight" for e in multi.slot_effects(s, d).effects)
    fits = [a for a in mine if a.option != multi.NONE
            and (not _ours(s, p, f"c{a.option}" if isinstance(a.option, int) else str(a.option))) == bad]
    if not fits:
        return next((a for a in mine if a.option == multi.NONE), mine[0] if mine else None)

    def weight(a: Choose) -> float:
        o = a.option
        return _target_weight(s, Cast(p, -1, f"c{o}" if isinstance(o, int) else str(o), 0))
    return max(fits, key=weight)


# ----- combat by rule of thumb ----------------------------------------------------------------
def _blockers_of(s: MagicState, q: int) -> list[int]:
    return [c for c in s.battlefield(q) if s.defs[c].is_a("creature") and not s.perm[c].tapped]


def _kills(s: MagicState, a: int, b: int) -> bool:
    """``a`` deals ``b`` lethal damage in a fight between them alone."""
    pa, _ = power_toughness(s, a)
    _, tb = power_toughness(s, b)
    return pa > 0 and (has(s, a, "deathtouch") or pa >= tb - s.perm[b].damage)


def _survives(s: MagicState, a: int, b: int) -> bool:
    """``a`` lives through a fight with ``b`` (first strike that kills first counts)."""
    if not _kills(s, b, a):
        return True
    striker = has(s, a, "first_strike") or has(s, a, "double_strike")
    return striker and not (has(s, b, "first_strike") or has(s, b, "double_strike")) and _kills(s, a, b)


def attack_choice(s: MagicState, p: int, legal: list[Action]) -> Action:
    """Attack with a creature no untapped blocker of the defender both stops and survives, at the
    opponent lowest in life; otherwise the attack is declared."""
    attacks = [a for a in legal if isinstance(a, Attack)]
    players = sorted({a.target for a in attacks if a.target.startswith("p")},
                     key=lambda t: (s.life[int(t[1:])], t))
    for a in attacks:
        if a.target != (players[0] if players else a.target):
            continue
        q = int(a.target[1:]) if a.target.startswith("p") else s.controller(int(a.target[1:]))
        fliers = has(s, a.card, "flying")
        able = [b for b in _blockers_of(s, q) if not fliers or has(s, b, "flying") or has(s, b, "reach")]
        if all(not _kills(s, b, a.card) or not _survives(s, b, a.card) and has(s, a.card, "deathtouch")
               for b in able) or not able:
            return a
    return next(a for a in legal if isinstance(a, Declared))


def block_choice(s: MagicState, p: int, legal: list[Action]) -> Action:
    """Block an attacker with a creature that survives it or kills it; chump the biggest attacker only
    when the unblocked damage would be lethal; otherwise the blocks are declared."""
    blocks = [a for a in legal if isinstance(a, Block)]
    unblocked = [a for a, t in s.attackers.items() if not s.blocks.get(a)
                 and t[:1] == "p" and teams.same_team(s, p, int(t[1:]))]        # at our team (805)
    incoming = sum(max(0, power_toughness(s, a)[0]) * (2 if has(s, a, "double_strike") else 1) for a in unblocked)
    good = [b for b in blocks if not s.blocks.get(b.attacker) and _survives(s, b.card, b.attacker)]
    if good:
        return max(good, key=lambda b: (_kills(s, b.card, b.attacker), creature_value(s, b.attacker), -b.card))
    trades = [b for b in blocks if not s.blocks.get(b.attacker) and _kills(s, b.card, b.attacker)
              and creature_value(s, b.attacker) >= creature_value(s, b.card)]
    if trades:
        return max(trades, key=lambda b: (creature_value(s, b.attacker), -b.card))
    if incoming >= s.life[p]:
        chumps = [b for b in blocks if not s.blocks.get(b.attacker)]
        if chumps:
            return max(chumps, key=lambda b: (power_toughness(s, b.attacker)[0], -creature_value(s, b.card)))
    return next(a for a in legal if isinstance(a, Declared))


# ----- what is worth searching -----------------------------------------------------------------
def sensible(s: MagicState, p: int) -> list[Action]:
    """Never conceding; a spell paid with the least life its Phyrexian symbols allow; a harmful effect
    aimed at an opponent's thing, a helpful one at ours (when there is such a target); an activated
    ability only when its target is aimed well. A decision answered by rule of thumb is that answer."""
    legal = [a for a in s.legal_actions() if a.player == p and not isinstance(a, Concede)]
    if not legal:
        return [a for a in s.legal_actions() if a.player == p]
    ruled = decision_choice(s, p, legal)
    if ruled is not None:
        return [ruled]
    agenda = ai_conspiracy.turn_up(s, p, legal)      # 702.106: face up once it helps, held hidden till then
    if agenda is not None:
        return [agenda]
    legal = [a for a in legal if not isinstance(a, TurnUp)] or legal
    if s.decisions and s.decisions[0].kind == "target" and s.targeting is not None:
        # a triggered ability's target, aimed as a spell's is ("gain control of", "-1/-1 to" an opponent's)
        ability = s.db[s.targeting.def_id].abilities[s.targeting.ability]
        aimed = [a for a in legal if isinstance(a, Choose) and aimed_well(
            s, p, ability, f"c{a.option}" if isinstance(a.option, int) else str(a.option))]
        return aimed or legal
    least: dict[tuple[object, ...], int] = {}
    for a in legal:
        if isinstance(a, (Cast, Activate)):
            key = (type(a), a.card, getattr(a, "ability", -1), a.target)
            least[key] = min(least.get(key, 99), a.life)
    out: list[Action] = []
    for a in legal:
        if isinstance(a, (Cast, Activate)):
            if a.life != least[(type(a), a.card, getattr(a, "ability", -1), a.target)]:
                continue
            if not aimed_well(s, p, _ability_of(s, a), a.target):
                continue
            if isinstance(a, Activate) and is_equip(s.defs[a.card].abilities[a.ability]) \
                    and a.target == f"c{host(s, a.card)}":
                continue             # equipping the creature it is already on does nothing (701.3b)
        out.append(a)
    return out or legal


# ----- the quick policy -------------------------------------------------------------------------
def main_phase_play(s: MagicState, p: int, legal: list[Action]) -> Action | None:
    """A land first, then the dearest spell that can be cast, aimed well, then an unattached Equipment onto
    our best creature; None to pass."""
    land = next((a for a in legal if isinstance(a, PlayLand)), None)
    if land is not None:
        return land
    casts = [a for a in legal if isinstance(a, Cast) and aimed_well(s, p, _ability_of(s, a), a.target)]
    if not casts:
        equips = [a for a in legal if isinstance(a, Activate) and is_equip(s.defs[a.card].abilities[a.ability])
                  and host(s, a.card) < 0 and aimed_well(s, p, _ability_of(s, a), a.target)]
        return max(equips, key=lambda a: (_target_weight(s, a), -a.card), default=None)
    return max(casts, key=lambda a: (s.defs[a.card].cost.mana_value, -a.life, _target_weight(s, a), -a.card))


def _target_weight(s: MagicState, a: Action) -> float:
    ref = parse_target(getattr(a, "target", NO_TARGET))
    if ref is None:
        return 0.0
    if ref[0] == "p":
        return 1.0 / (1 + s.life[ref[1]])
    return creature_value(s, ref[1]) if ref[1] in s.perm else 0.5


def quick_action(s: MagicState, p: int, rng: Rng) -> Action:
    legal = sensible(s, p)
    if len(legal) == 1:
        return legal[0]
    if s.decisions:
        return max(legal, key=lambda a: (_target_weight(s, a), -legal.index(a)))
    if s.step is Step.ATTACKERS and any(isinstance(a, Declared) for a in legal) and s.priority < 0:
        return attack_choice(s, p, legal)
    if s.step is Step.BLOCKERS and any(isinstance(a, Declared) for a in legal) and s.priority < 0:
        return block_choice(s, p, legal)
    if s.priority == p and not s.stack and teams.is_active(s, p) and s.step in (Step.MAIN1, Step.MAIN2):
        play = main_phase_play(s, p, legal)
        if play is not None:
            return play
        roll = next((a for a in legal if isinstance(a, RollPlanar)), None)
        if roll is not None and planechase.roll_cost(s, p) == 0:
            return roll          # 901.9: a free roll, with nothing better to do, can only help on the whole
    return next((a for a in legal if isinstance(a, Pass)), legal[0])
