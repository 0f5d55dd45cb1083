"""What must hold after every action of a Clash of Decks game (checked by `simulate` and the tests):
every card in exactly one place, the citadel's place consistent with its hand, no negative numbers."""
from __future__ import annotations

from typing import Any

from game.engine.invariants import one_place_each
from game.engine.state import GameState

from .state import CDState, Phase, zid
from .vocab import SIDES


def check(state: GameState, memo: dict[str, Any] | None = None) -> list[str]:
    s = state
    assert isinstance(s, CDState)
    defs = s.defs
    bad = one_place_each(s, owner_zones_only=True, also=lambda iid, z: (
        None if defs[iid].id == s.cards[iid].def_id
        else f"card {iid}: definition {defs[iid].id} does not match {s.cards[iid].def_id}"))
    over = s.result is not None
    for p in range(s.num_players):
        if s.side[p] not in SIDES:
            bad.append(f"seat {p}: the citadel shows {s.side[p]!r}")
        if len(s.zones[zid(p, "citadel")].cards) != 1:
            bad.append(f"seat {p} has {len(s.zones[zid(p, 'citadel')].cards)} citadel cards")
        if s.mana[p] < 0:
            bad.append(f"seat {p} has negative mana {s.mana[p]}")
        if s.is_ai(p):
            if not over and s.phase is not Phase.CHAMPION and not s.decks[p].cards:
                bad.append(f"the AI deck of seat {p} is empty but its citadel was not exposed (L724-746)")
            continue
        hand = s.hands[p].cards
        if s.cit[p] < 0 or s.cit[p] > len(hand):
            bad.append(f"seat {p}: the citadel is at {s.cit[p]} in a hand of {len(hand)}")
        elif not over and s.phase is not Phase.CHAMPION and s.cit[p] == len(hand):
            bad.append(f"seat {p}: the citadel is rightmost and nothing happened (A30)")
        if any(not defs[c].playable or defs[c].champion for c in hand):
            bad.append(f"seat {p}'s hand holds a card that is not a creature or spell of a deck")
        champ = s.champ[p]
        if champ >= 0 and s.cards[champ].zone != zid(p, "champion") and not s.in_play(champ):
            bad.append(f"seat {p}'s champion is in {s.cards[champ].zone}")
    bad.extend(_table(s))
    heads = set()
    for f, pair in enumerate(s.fronts):
        for p in pair:
            for h in s.line(f, p):
                heads.add(h)
                if defs[h].type != "creature":
                    bad.append(f"a {defs[h].type} is on a front: {h}")
                if s.cards[h].owner != p:
                    bad.append(f"creature {h} of seat {s.cards[h].owner} is on seat {p}'s side")
    for c, base in s.stacked_on.items():
        if s.cards[c].zone != "stacked" or base not in heads:
            bad.append(f"Symbiosis card {c} is not on the creature {base} in play")
    if set(s.zones["stacked"].cards) != set(s.stacked_on):
        bad.append("the stacked zone and the Symbiosis stacks disagree")
    in_play = heads | set(s.stacked_on)
    for held, binder in s.bound_by.items():
        if s.cards[held].zone != "bound" or binder not in in_play or held not in s.bound_from:
            bad.append(f"held card {held} is not under its Bind card {binder} in play")
    if set(s.zones["bound"].cards) != set(s.bound_by):
        bad.append("the bound zone and the Bind holdings disagree")
    if s.zones["resolving"].cards and not over:
        bad.append("a spell is still resolving while players act")
    for i in range(len(s.cards)):
        if s.dmg[i] < 0 or s.bonus[i] < 0:
            bad.append(f"card {i}: negative damage or bonus")
        if i not in in_play and (s.dmg[i] or s.bonus[i] or s.fresh[i]):
            bad.append(f"card {i} out of play keeps damage, a bonus or is new")
    if not over:
        for h in heads:
            if s.dmg[h] >= s.max_hp(h):
                bad.append(f"creature {h} has {s.dmg[h]} damage of {s.max_hp(h)} HP and is still in play")
        if set(s.granted) - heads:
            bad.append("an aura gift names a creature not in play")
        if not s.legal_actions():
            bad.append(f"nobody can act: phase {s.phase.value}")
        if s.decisions and s.phase is not Phase.CHAMPION:
            bad.append("a decision is pending outside the champion choice")
        if not s.decisions and (s.phase is not Phase.SUMMON or s.is_ai(s.active)):
            bad.append(f"the game stopped in phase {s.phase.value} of seat {s.active}")
    elif s.decisions or s.legal_actions():
        bad.append("the game is over but a decision or action is still open")
    if over and s.result is not None and not s.result.draw:
        fallen = set(s.result.losers)
        if not s.result.winners or fallen & set(s.result.winners):
            bad.append(f"the game ended with winners {s.result.winners} and losers {s.result.losers}")
        if any(s.teams[w] == s.teams[f] for w in s.result.winners for f in fallen):
            bad.append("a player won with a team mate who lost")
    if memo is not None:
        last = memo.get("turn", 0)
        if s.turn < last:
            bad.append("the turn number went down")
        memo["turn"] = s.turn
        if sum(s.own_turns) != s.turn:          # every turn begun is some seat's own turn (exhaustion counts them)
            bad.append(f"the seats' own turns {s.own_turns} do not add up to the {s.turn} turns begun")
    return bad


def _table(s: CDState) -> list[str]:
    """The table the seats sit at (L901-917): two seats share both fronts; with four, front f lies between
    seat f and the next, each seat's upper and lower fronts are its two fronts, and the teams are the
    mode's."""
    bad = []
    n = s.num_players
    if n == 4:
        if s.fronts != [(f, (f + 1) % 4) for f in range(4)]:
            bad.append(f"the four fronts are {s.fronts}, not each between neighbours")
        for p in range(4):
            mine = {f for f, pair in enumerate(s.fronts) if p in pair}
            if {s.upper[p], s.lower[p]} != mine:
                bad.append(f"seat {p}'s upper and lower fronts {s.upper[p]}, {s.lower[p]} are not its fronts {sorted(mine)}")
        want = [0, 1, 0, 1] if s.options.get("mode") in ("2v2", "coop") else [0, 1, 2, 3]
        if s.teams != want:
            bad.append(f"the teams are {s.teams}, mode {s.options.get('mode')} has {want}")
        if s.options.get("mode") == "coop" and s.rules_seats != (1, 3):
            bad.append(f"co-op's AIs sit at {s.rules_seats}, not B and D")
    elif s.fronts != [(0, 1), (0, 1)]:
        bad.append(f"a two-seat table has fronts {s.fronts}")
    return bad
