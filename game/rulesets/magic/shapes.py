"""The multiplayer shapes that are variants of their own: Two-Headed Giant (810) and Grand Melee (807, whose
turn markers are melee.py's). Teams and their turns are
teams.py's (805); a shape says who is on which team and what the team shares. No pygame.

Our readings of 810 (the Comprehensive Rules are not in the document; guide 3.28: our own summaries): four
seats, two teams of two sitting side by side (seats 1-2 and 3-4), each team's players taking their turns
together (805); the team shares one life total, 30 at the start; damage, life loss, life gain and life paid
by either player change it; the team whose turn is first skips the draw of that turn (each of its players);
a player who loses takes the team with them (a team at 0 life loses both its players at once); every
attacking creature attacks one player or planeswalker of the other team, and the defending team blocks
together (teams.py)."""
from __future__ import annotations

from typing import Any

from game.engine.text import Msg

from .hooks import Variant
from .state import MagicState

TWO_HEADED_GIANT = "two-headed-giant"
TEAM_LIFE = 30
GRAND_MELEE = "grand-melee"


class TwoHeadedGiant(Variant):
    id = TWO_HEADED_GIANT
    loss = ("810.8", Msg("Their team lost.", "팀이 졌습니다."))
    team_loses_together = True
    shares_life = True
    skips_first_draw = True

    def teams(self, num_players: int) -> tuple[tuple[int, ...], ...]:
        return ((0, 1), (2, 3)) if num_players == 4 else ()

    def starting_life(self, s: MagicState, p: int, life: int) -> int:
        return TEAM_LIFE

    def set_up(self, s: MagicState, seed: int) -> None:
        s.life = [s.starting_life(p) for p in range(s.num_players)]   # a scenario's position starts from here too


class GrandMelee(Variant):
    """807: turn markers (melee.py); its range of influence of 1 is the setting's (setting.py)."""
    id = GRAND_MELEE
    turn_markers = True


TEAM_NAMES = (Msg("Team Sun", "해 팀"), Msg("Team Moon", "달 팀"))


def team_name(k: int, names: tuple[Msg, ...] = ()) -> Msg:
    """The name the table and the seat screen give the ``k``-th team: a variant's own (``names``, e.g. the
    archenemy and the alliance against them) or the shapes'."""
    if k < len(names):
        return names[k]
    return TEAM_NAMES[k] if k < len(TEAM_NAMES) else Msg(f"Team {k + 1}", f"{k + 1}팀")


def variant_team_names(variants: Any) -> tuple[Msg, ...]:
    """The first of ``variants`` that names its teams, its names; () when none does."""
    return next((n for v in variants if (n := v.team_names())), ())
