"""What a seat may see of a Clash of Decks game beyond the zones: the order of a hand is private, the
citadel's place and side public (L94-96); the table's creatures with their damage and abilities; the
viewer's own playable cards and what they cost now."""
from __future__ import annotations

from typing import Any

from .state import CDState, WINDOW, zid
from .summon import cost_now


def creature(s: CDState, head: int) -> dict[str, Any]:
    cards = s.stack_of(head)
    return {"card": head, "def_id": s.cards[head].def_id, "stack": cards, "attack": s.attack(head),
            "hp": s.max_hp(head), "damage": s.dmg[head], "new": s.fresh[head], "bonus": s.bonus[head],
            "shield_used": s.shield_turn[head] == s.turn, "abilities": sorted(s.abilities(head)),
            "gifts": list(s.granted.get(head, ())),
            "holds": sorted(h for h, b in s.bound_by.items() if b in cards)}


def seat_info(s: CDState, p: int, viewer: int | None) -> dict[str, Any]:
    out: dict[str, Any] = {"ai": s.is_ai(p), "side": s.side[p], "hp": s.hp(p), "turns": s.own_turns[p],
                           "mana": s.mana[p], "citadel": s.zones[zid(p, "citadel")].cards[:1]}
    if s.is_ai(p):
        out["deck"] = len(s.decks[p].cards)
    else:
        hand = s.hands[p].cards
        out.update(hand=len(hand), citadel_at=s.cit[p], window=min(WINDOW, max(1, WINDOW - s.threats(p))),
                   champion=s.champ[p], champion_ready=s.champ_ready[p])
        if viewer == p:
            playable = list(s.window(p))
            if s.champ[p] >= 0 and s.champ_ready[p] and s.cards[s.champ[p]].zone == zid(p, "champion"):
                playable.append(s.champ[p])
            out["playable"] = [[c, cost_now(s, p, c)] for c in playable]
    return out


def bridges(s: CDState) -> list[dict[str, Any]]:
    """The exhaustion count on the bridges (L576-594): the start player turns the upper bridge a quarter
    each turn, face down at turn 4, then the lower one, face down at turn 8."""
    turns = s.own_turns[s.start_player]
    out = []
    for f in range(len(s.fronts)):
        counted = min(4, max(0, turns - 4 * f))
        out.append({"card": s.zones[f"f{f}.bridge"].cards[:1], "quarters": counted % 4, "face_down": counted >= 4})
    return out


def extra_view(s: CDState, viewer: int | None) -> dict[str, Any]:
    return {
        "mode": s.options["mode"], "phase": s.phase.value, "turn": s.turn, "active": s.active,
        "start_player": s.start_player, "rules_seats": list(s.rules_seats),
        "seats": [seat_info(s, p, viewer) for p in range(s.num_players)],
        "fronts": [{"seats": list(pair), "upper_of": [p for p in pair if s.upper[p] == f],
                    "lines": {str(p): [creature(s, h) for h in s.line(f, p)] for p in pair}}
                   for f, pair in enumerate(s.fronts)],
        "bridges": bridges(s), "exhaustion": s.options.get("exhaustion") == "on",
        "difficulty": {"level": s.options.get("difficulty", 0), "points": s.points, **s.purchase.to_json()},
    }
