"""Teams and shared team turns (805): who plays with whom, whose turn it is, and who is an opponent. No
pygame.

A game without teams (two-player, free-for-all) has ``s.team_seats == ()`` and every function here reads each
player as a team of one, so the core asks these functions and never the multiplayer shape's words.

The engine's ``s.teams`` (each seat's team number, read by conceding: a team's players concede together)
is kept in step with ``s.team_seats``.

A shape or supplement asks for teams through its variant's ``teams(num_players)`` hook (hooks.py), read once
as the state is made: a tuple of teams, each a tuple of seats, in turn order. Our readings of 805 (the
Comprehensive Rules are not in the document; guide 3.28: our own summaries):

- the teams take turns, not the players; every player of the active team still in the game is an active
  player (they untap together, each draws, each may play a land, their "at the beginning of your upkeep"
  abilities trigger);
- ``s.active`` is the active team's primary player (``primary_player``): its first seat in turn order still
  in the game. The primary player declares the team's attackers (any creature of the team) and, for a
  defending team, its blockers (any creature of the team, blocking any creature attacking the team): the team
  decides together, one of them says it;
- priority still passes player by player in turn order (seats of a team sit side by side);
- a team's members are not each other's opponents;
- where the shape says so (``Variant.team_loses_together``, Two-Headed Giant), a player who loses takes
  their team with them; otherwise a team is out when all its players are;
- a team wins when every player left in the game is on it.

The API for the supplements: ``form``, ``teams``, ``team_of``, ``mates``, ``active_team``, ``active_players``,
``is_active``, ``primary_player`` and ``same_team``; a player's opponents (the other teams' players) are
``MagicState.opponents``."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import MagicState

Team = tuple[int, ...]


def form(s: "MagicState", seats: tuple[Team, ...]) -> None:
    """Seat the players in these teams (each a tuple of seats, the teams in turn order): as the state is made
    (from the variants' ``teams`` hook), or by a supplement's ``set_up`` that learns its teams only then (an
    archenemy chosen at random). A shared life total (810) is kept from here on."""
    s.team_seats = tuple(tuple(t) for t in seats)
    s.teams = [0] * s.num_players
    for k, team in enumerate(s.team_seats):
        for q in team:
            s.teams[q] = k                      # the engine's per-seat team number (conceding, 104.3a)
    s.life = list(s.life)                       # the setter shares the teams' life totals where the shape says


def teams(s: "MagicState") -> tuple[Team, ...]:
    """Every team in turn order; with no teams, each player alone."""
    return s.team_seats or tuple((p,) for p in range(s.num_players))


def team_of(s: "MagicState", p: int) -> Team:
    for t in s.team_seats:
        if p in t:
            return t
    return (p,)


def mates(s: "MagicState", p: int) -> list[int]:
    """``p``'s teammates still in the game, not ``p``."""
    return [q for q in team_of(s, p) if q != p and not s.out[q]]


def same_team(s: "MagicState", p: int, q: int) -> bool:
    return p == q or q in team_of(s, p)


def primary_player(s: "MagicState", team: Team) -> int:
    """The team's first seat in turn order still in the game (its first seat if all are out): the one who
    declares for the team, and the planar controller of 901.12b."""
    return next((q for q in team if not s.out[q]), team[0])


def active_team(s: "MagicState") -> Team:
    return team_of(s, s.active)


def active_players(s: "MagicState") -> list[int]:
    """805: every player of the active team still in the game is an active player; in Grand Melee every
    holder of a turn marker (807, melee.py)."""
    if s.markers:
        return [q for q in s.markers if not s.out[q]]
    if not s.team_seats:
        return [] if s.out[s.active] else [s.active]
    return [q for q in active_team(s) if not s.out[q]]


def is_active(s: "MagicState", p: int) -> bool:
    return p in active_players(s)


def declarer(s: "MagicState") -> int:
    """Who declares attackers now: the active player (a team's primary player, 805), or in Grand Melee the
    next marker holder still to declare (807)."""
    return s.to_attack[0] if s.markers and s.to_attack else s.active


def declaring_for(s: "MagicState", p: int) -> list[int]:
    """Whose creatures ``p`` declares as attackers: their team's active players (805), or their own."""
    return [p] if s.markers else active_players(s)


def next_turn(s: "MagicState", p: int) -> int:
    """The player whose turn follows ``p``'s: the next team in turn order with a player in the game, as its
    primary player (805: teams take turns)."""
    order = teams(s)
    k = order.index(team_of(s, p))
    for j in range(1, len(order) + 1):
        t = order[(k + j) % len(order)]
        if any(not s.out[q] for q in t):
            return primary_player(s, t)
    return p


def defender(s: "MagicState", p: int) -> int:
    """Who declares blockers for ``p``'s team: its primary player."""
    return primary_player(s, team_of(s, p)) if s.team_seats else p


def also_losing(s: "MagicState", players: list[int]) -> list[int]:
    """``players`` lose: with a shape whose teams lose together (810), their teammates lose with them."""
    if not s.team_seats or not any(v.team_loses_together for v in s.variants):
        return players
    out = list(players)
    for p in players:
        out += [q for q in mates(s, p) if q not in out]
    return out


def winners(s: "MagicState", remaining: list[int]) -> list[int] | None:
    """The winners if the game is over with ``remaining`` still in it (all on one team, or nobody: []),
    None while two or more teams play on."""
    if len({team_of(s, p) for p in remaining}) <= 1:
        return remaining
    return None


def shares_life(s: "MagicState") -> bool:
    """The teams share one life total (810)."""
    return bool(s.team_seats) and any(v.shares_life for v in s.variants)


def in_range(s: "MagicState", p: int, q: int) -> bool:
    """801: ``q`` is within ``p``'s range of influence: at most that many seats away to either side, counting
    the seats of players still in the game (and the two themselves); always, without the limited option."""
    reach = s.setting.range_of_influence
    if not reach or p == q:
        return True
    order = [x for x in range(s.num_players) if not s.out[x] or x in (p, q)]
    d = abs(order.index(p) - order.index(q))
    return min(d, len(order) - d) <= reach


def out_of_range(s: "MagicState", p: int, target: str) -> tuple[str, str, str] | None:
    """The refusal of aiming at ``target`` ("p<seat>" or "c<card>") beyond ``p``'s range of influence (801)."""
    if not s.setting.range_of_influence or len(target) < 2 or target[0] not in "pc" or not target[1:].isdigit():
        return None
    n = int(target[1:])
    if target[0] == "c" and n not in s.perm:
        return None
    q = n if target[0] == "p" else s.controller(n)
    if q >= s.num_players or in_range(s, p, q):
        return None
    reach = s.setting.range_of_influence
    return ("801.1", f"Player {q + 1} is beyond your range of influence ({reach} seat{'s' if reach > 1 else ''} to "
                     "each side): you cannot attack them, target them or anything of theirs.",
            f"플레이어 {q + 1}은(는) 영향 범위(양옆 {reach}자리) 밖에 있어 공격하거나 그 플레이어나 그의 것을 "
            "대상으로 잡을 수 없습니다.")


def reached(s: "MagicState", p: int, players: list[int]) -> list[int]:
    """Those of ``players`` within ``p``'s range of influence (801)."""
    return players if not s.setting.range_of_influence else [q for q in players if in_range(s, p, q)]


def lands_played(s: "MagicState", p: int) -> int:
    """Lands ``p`` played this turn (305.2): each active player of a team has their own count."""
    return s.team_lands[p] if s.team_seats or s.markers else s.lands_played


def count_land(s: "MagicState", p: int) -> None:
    if s.team_seats or s.markers:
        s.team_lands[p] += 1
    s.lands_played += 1


def problems(s: "MagicState") -> list[str]:
    """What must hold of the teams (invariants.py): the engine's team numbers agree with the teams, a shared
    life total is one number, a team that loses together is in or out whole, the active player speaks for
    the active team, and the winners are one team."""
    if not s.team_seats:
        return []
    bad = []
    if sorted(q for t in s.team_seats for q in t) != list(range(s.num_players)):
        bad.append(f"the teams {s.team_seats} do not seat every player once")
    for k, t in enumerate(s.team_seats):
        if any(s.teams[q] != k for q in t):
            bad.append(f"the engine's team numbers {s.teams} disagree with the teams {s.team_seats}")
        if any(v.shares_life for v in s.variants) and len({s.life[q] for q in t}) > 1:
            bad.append(f"team {t} shares a life total but shows {[s.life[q] for q in t]}")
        if any(v.team_loses_together for v in s.variants) and len({s.out[q] for q in t}) > 1:
            bad.append(f"team {t} loses together but only some of it is out")
    if s.result is None and s.turn > 0 and any(not s.out[q] for q in active_team(s)) \
            and s.active != primary_player(s, active_team(s)):
        bad.append(f"seat {s.active} is active but not its team's first player in the game")
    if s.result is not None and len({team_of(s, p) for p in s.result.winners}) > 1:
        bad.append(f"the winners {s.result.winners} are on different teams")
    return bad
