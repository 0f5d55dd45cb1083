"""Playing a puzzle's solution against every answer the opponent could give, for any game."""
from __future__ import annotations

import dataclasses
from typing import Any

from game.engine.actions import Concede
from game.puzzles import ONGOING, Puzzle, acting, goal_status, passive_choice, step_action


def every_outcome(pz: Puzzle) -> set[str]:
    """Play the solution against every answer the opponent could give (a tree: each decision of theirs
    branches); after the script the player does as little as possible (passive_choice: never blocks,
    declines, withdraws). The set of verdicts."""
    seen: set = set()
    out: set = set()

    def run(s: Any, i: int) -> None:
        while True:
            status = goal_status(pz, s)
            if status != ONGOING:
                out.add(status)
                return
            key = (s.state_hash(), i)
            if key in seen:
                return
            seen.add(key)
            p = acting(s)
            if p != pz.player:
                legal = [a for a in s.legal_actions() if a.player == p and not isinstance(a, Concede)]
                for a in legal[1:]:
                    c = s.clone()
                    c.apply(a)
                    run(c, i)
                s.apply(legal[0])
                continue
            if i < len(pz.solution):
                s.apply(step_action(s, pz.solution[i]))
                i += 1
            else:
                s.apply(passive_choice(s, p))

    run(pz.new_state(), 0)
    return out


def with_solution(pz: Puzzle, steps: list[dict[str, Any]]) -> Puzzle:
    return dataclasses.replace(pz, solution=tuple(steps))


def card_ids(v: Any, db: Any, out: set[str]) -> set[str]:
    """Every card id of the card set named anywhere in a position."""
    if isinstance(v, str) and v in db:
        out.add(v)
    elif isinstance(v, dict):
        for x in v.values():
            card_ids(x, db, out)
    elif isinstance(v, list):
        for x in v:
            card_ids(x, db, out)
    return out
