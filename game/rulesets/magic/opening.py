"""The start of a game once every deck and sideboard is in place (103): the libraries shuffled (103.2), the
variants' own setup (902.3, 904.4), the starting player (103.1), starting life (103.4) and seven cards each
(103.5), then the mulligans. Apart from setup.py so that a choice made before the shuffle (905.4: the
conspiracies into the command zone) can start the game once it is answered. No pygame."""
from __future__ import annotations

from . import teams
from .flow import advance
from .mulligan import deal_hand
from .state import MagicState, zid


def open_game(s: MagicState, seed: int) -> None:
    for p in range(s.num_players):             # 103.2, after every deck was placed (903.6, 905.4)
        s.rng.shuffle(s.zones[zid(p, "library")].cards)
    for v in s.variants:
        v.set_up(s, seed)
    players = s.num_players
    # 103.1; with teams (805) the team drawn starts, its first player first
    s.start_player = teams.primary_player(s, teams.team_of(s, s.rng.below(players)))
    for v in s.variants:                     # 904.6: a variant may name the starting player
        s.start_player = v.starting_player(s, s.start_player)
    s.active = s.start_player
    s.emit("starting_player", player=s.start_player, rule="103.1")
    s.life = [s.starting_life(p) for p in range(players)]      # 103.4, as the variants set it (905.6)
    for p in range(players):
        deal_hand(s, p)                      # 103.5 (905.6: seven cards)
    advance(s)
