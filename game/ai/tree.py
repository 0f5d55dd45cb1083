"""The ``tree`` search: a search tree over the seats' decisions, grown one guessed world at a time.

Every iteration guesses the hidden cards afresh (the game's ``sample_world``), walks down the tree by the
actions legal in that guess, choosing among the ones tried by UCB (each action's mean judgement for the seat
that chose it, plus a bonus for the rarely tried, counted against how often it was available, since an
action legal in one guess may not be in the next), tries one new action at the first place it can, and
judges where it stands with the level's weights. What the tree learns about a line is shared by every guess
in which that line can be played, and the budget goes to the lines that keep looking best: the moves of the
other seats are chosen the same way, for them, so a line that only works if an opponent blunders is found
out by their best answers rather than by one greedy model of them.

Forced actions are played through without a place in the tree. The choice is the action tried most at the
root. Budgets, as everywhere in game/ai, are counted in work: ``playouts`` iterations at most, and the
decision's ``action_budget`` (the agent's ``_Spent``) stops it between any two actions.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

from game.engine.actions import Action
from game.engine.errors import IllegalActionError
from game.engine.state import GameState

if TYPE_CHECKING:
    from .search import SearchAgent


class _Node:
    __slots__ = ("avail", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.total = 0.0    # the judgements, each for the seat that chose the action leading here
        self.avail = 0      # iterations in which the action leading here could be played


def tree_choice(agent: SearchAgent, s: GameState, player: int, legal: list[Action], spent: type[Exception]) -> Action:
    """The root action tried most, after at most ``playouts`` iterations within the decision's budget."""
    part = agent.part
    assert part is not None
    lv = agent.level
    root = _Node()
    depth_cap = lv.rollout_depth or 12
    c = lv.exploration
    forced_cap = 200   # forced actions in a row, played through (a game's automatic steps)
    for _ in range(max(1, lv.playouts)):
        try:
            w = agent._sample(s, player)
            node = root
            path: list[tuple[_Node, int]] = []
            depth = forced = 0
            failed: int | None = None      # the seat whose action a guessed world refused
            while w.result is None and depth < depth_cap:
                actors = w.current_players()
                if not actors:
                    break
                mover = player if player in actors else actors[0]
                acts = legal if node is root else part.sensible(w, mover)
                if len(acts) == 1 and node is not root:
                    forced += 1
                    if forced > forced_cap:
                        break
                    agent._play_unchecked(w, acts[0])
                    continue
                untried = []
                for a in acts:
                    child = node.children.get(a)
                    if child is None:
                        untried.append(a)
                    else:
                        child.avail += 1
                if untried:
                    a = untried[agent.rng.below(len(untried))]
                    child = node.children[a] = _Node()
                    child.avail = 1
                else:
                    a = max(acts, key=lambda x: _ucb(node.children[x], c))
                    child = node.children[a]
                try:
                    agent._play(w, a) if node is root else agent._play_unchecked(w, a)
                except IllegalActionError:   # legal for the seat, refused in this guessed world
                    failed = mover
                path.append((child, mover))
                if untried or failed is not None:
                    break
                node = child
                depth += 1
            if lv.leaf_policy and failed is None:
                _settle(agent, w, lv.leaf_policy)
            values: dict[int, float] = {}
            two = w.num_players == 2
            for child, mover in path:
                if mover not in values:
                    if failed == mover:
                        values[mover] = 0.25
                    elif two and 1 - mover in values and failed is None:
                        # a two-seat judgement is "mine minus theirs": one look serves both seats
                        values[mover] = 1.0 - values[1 - mover]
                    else:
                        values[mover] = agent._scale(agent._eval(w, mover))
                child.visits += 1
                child.total += values[mover]
        except spent:
            break
    tried = [a for a in legal if a in root.children and root.children[a].visits]
    if not tried:
        return legal[0]
    return max(tried, key=lambda a: (root.children[a].visits, root.children[a].total))


def _settle(agent: SearchAgent, w: GameState, most: int) -> None:
    """Play the rest of the turn by the game's quick policy (at most ``most`` actions), so a leaf is judged
    where the turn's plays have taken effect rather than halfway through them."""
    part = agent.part
    assert part is not None
    turn = part.turn(w)
    for _ in range(most):
        if w.result is not None or part.turn(w) != turn:
            return
        actors = w.current_players()
        if not actors:
            return
        agent._play_unchecked(w, part.quick_action(w, actors[0], agent.rng))


def _ucb(node: _Node, c: float) -> float:
    if not node.visits:
        return math.inf
    return node.total / node.visits + c * math.sqrt(math.log(max(1, node.avail)) / node.visits)
