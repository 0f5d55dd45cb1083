"""The levelled AI: judges positions with the game's terms and searches over sampled worlds.

``greedy``: each candidate action is applied in sampled worlds and the position right after it
is judged. ``reply`` / ``turns``: after each candidate the other seats answer as well as they can
judge at once (``turns`` finishes our own turn that way first; with ``their_turns`` our own answers in
the others' turns are played too, so the line runs to our next turn rather than to our first choice there). ``rollouts``: the candidates share a
budget of playouts by UCB1; each playout samples a world, applies the candidate, lets every seat play
on with the game's quick policy for a few dozen actions, and judges where it ends. The AI sees only
what its seat may see: every search starts from the game's ``sample_world``.

Every budget is counted in work (guesses of the hidden cards, playouts, actions applied in
guessed worlds), never in time, and a decision's randomness comes from the agent's seed and its
seat's view of the position (game/ai/seeding.py): a choice depends on the level, the seed and what
the seat sees only, so the same game is played on a fast machine, a slow one, or a busy one, and
after an Undo or a Resume as without them.

``action_budget`` bounds one decision: it counts every action the decision applies in any copy of the
game (the search's candidates and lines, and the runs a game's judgement makes to a quiet point, see
``applied_in_thread``), and once it is reached no further action is applied and no further position
judged. A judgement already started finishes, so a decision applies at most its budget plus one
judgement's run (the game's settling bound, e.g. 60 actions in Magic). With more than two seats,
``crowd_budget`` (when set) takes its place: there every action costs more and every seat's turn is
waited on (past four seats it shrinks in proportion, ``crowd_cap``); ``crowd_quick`` (when set) has
the other seats of a line answer there by the game's quick policy, each answer one action instead of
a judgement of all of theirs. The lookahead first judges every candidate one action ahead, then plays
the lines of the best-looking first, so what the budget leaves out is what looked worst; the choice is
the best line played, or with none, the best first look.

Nothing here knows a game: who acts comes from ``current_players()``, the turn from the game's ai
part (game/ai/part.py), and a line ends when the choice is ours again or the turn has moved on.
"""
from __future__ import annotations

import math
from typing import Any

from game.engine.actions import Action
from game.engine.errors import IllegalActionError
from game.engine.rng import Rng
from game.engine.state import GameState, applied_in_thread

from .levels import Level, level_for, unbound
from .part import AiRules, evaluate, rules_of, weights_of
from .seeding import decision_rng
from .tree import tree_choice


class _Spent(Exception):
    """The decision's ``action_budget`` is used up: no further action is applied, no position judged."""


def crowd_cap(lv: Level, players: int) -> int:
    """The decision's budget at a table of ``players``: ``action_budget`` for two, ``crowd_budget`` (when set)
    for three and four, and past four less in proportion, since every action copies and judges every seat
    (eight seats cost about twice four's per action)."""
    if not lv.crowd_budget or players <= 2:
        return lv.action_budget
    return lv.crowd_budget if players <= 4 else max(1, lv.crowd_budget * 4 // players)


class SearchAgent:
    def __init__(self, level: Level | str, seed: int) -> None:
        # A level given by name is the one of that name in whichever game the agent is handed.
        self._named = level if isinstance(level, str) else None
        self.level: Level = level if isinstance(level, Level) else unbound(level)
        self.name = self.level.id
        self.seed = seed
        self.rng = Rng(seed)  # replaced at every decision: see decision_rng
        self.last_reason: dict[str, Any] | None = None
        self.spent = 0  # actions applied in guessed worlds by the last decision (its judgements' runs included)
        self._base = 0  # applied_in_thread() as the decision began
        self._budget = 0  # the level's cap for this table (action_budget, or crowd_budget past two seats)
        self.part: AiRules | None = None
        self._part_of = ""
        self.weights: dict[str, float] | Any = {}

    # ----- the door --------------------------------------------------------------------------
    def choose(self, state: GameState, player: int) -> Action:
        self._bind(state)
        self.rng = decision_rng(self.seed, state, player)
        part = self.part
        assert part is not None
        self.last_reason = None
        lv = self.level
        self._budget = crowd_cap(lv, state.num_players)
        self._base = applied_in_thread()
        try:
            return self._decide(state, player, part)
        finally:
            self.spent = applied_in_thread() - self._base

    def _decide(self, state: GameState, player: int, part: AiRules) -> Action:
        legal = part.sensible(state, player)
        if len(legal) == 1:
            return legal[0]
        opened = part.opening(state, player, legal)
        if opened is not None:
            return opened
        if self.level.mistakes and self.rng.below(1000) < self.level.mistakes * 1000:
            return legal[self.rng.below(len(legal))]
        if self.level.search == "greedy":
            return self._greedy(state, player, legal)
        if self.level.search in ("reply", "turns"):
            return self._lookahead(state, player, legal)
        if self.level.search == "tree":
            best = tree_choice(self, state, player, legal, _Spent)
            self._explain(state, player, best)
            return best
        return self._rollouts(state, player, legal)

    def _bind(self, state: GameState) -> None:
        """The game's ai part, and the level of our name in that game."""
        rid = state.ruleset_id
        if self._named is not None and self.level.ruleset != rid:
            self.level = level_for(self._named, rid)
        elif self.level.ruleset and self.level.ruleset != rid:
            raise ValueError(f"the {self.level.id} level of {self.level.ruleset} cannot play {rid}")
        # asked at every decision: one program drafts above a game (the event's judgement), then plays in it
        self.part = rules_of(state)
        self._part_of = rid
        self.weights = weights_of(self.part, self.level.weights)

    def _eval(self, w: GameState, player: int) -> float:
        """The level's judgement of ``w``; a game's judgement may run a copy on (counted like any action)."""
        assert self.part is not None
        self._charge()
        return evaluate(self.part, w, player, self.weights)

    def _sample(self, s: GameState, player: int, rng: Rng | None = None) -> GameState:
        assert self.part is not None
        return self.part.sample_world(s, player, rng or self.rng)

    def _play(self, w: GameState, action: Action) -> None:
        """Apply an action in a guessed world, checked (it may be refused there)."""
        self._charge()
        w.apply(action)

    def _play_unchecked(self, w: GameState, action: Action) -> None:
        """Apply an action the search took from this very world's legal list."""
        self._charge()
        w.apply_unchecked(action)

    def _used(self) -> int:
        """Actions this decision has applied so far, in any copy of the game."""
        return applied_in_thread() - self._base

    def _over_budget(self) -> bool:
        """True once this decision has applied its budget for this table (0: no such cap)."""
        return 0 < self._budget <= self._used()

    def _charge(self) -> None:
        """Called before every action applied and every position judged: stop the search once the budget
        is spent."""
        if self._over_budget():
            raise _Spent

    def _win(self) -> float:
        assert self.part is not None
        return self.part.WIN

    # ----- greedy ----------------------------------------------------------------------------
    def _greedy(self, s: GameState, player: int, legal: list[Action]) -> Action:
        """Every candidate judged right after it on each guess; a guess the budget cuts short counts only
        when it is the first (then for the candidates it reached)."""
        scores = [0.0] * len(legal)
        judged = len(legal)
        for k in range(max(1, self.level.worlds)):
            world = self._sample(s, player)
            row: list[float] = []
            try:
                for a in legal:
                    row.append(self._after(world, a, player))
            except _Spent:
                if k == 0:
                    judged = max(1, len(row))  # none reached: the first candidate
                    scores[:len(row)] = row
                break
            scores = [x + y for x, y in zip(scores, row)]
        best = max(range(judged), key=lambda i: (scores[i], -i))
        self._explain(s, player, legal[best])
        return legal[best]

    def _after(self, world: GameState, action: Action, player: int) -> float:
        w = world.clone()
        try:
            self._play(w, action)
        except IllegalActionError:  # legal for the seat, refused in this guessed world: judge it poorly
            return -self._win() / 2
        return self._eval(w, player)

    # ----- lookahead: the others answer as well as they can see ------------------------------
    def _best_now(self, w: GameState, actor: int, *, answer: bool = True) -> Action:
        """The actor's action with the best judgement right after it, in this world. With ``answer``,
        an action that hands a decision to other seats (an attack: block or not?) is judged after
        their best immediate answers, so attacks are not judged before the battle is fought."""
        assert self.part is not None
        legal = self.part.sensible(w, actor)
        if len(legal) == 1:
            return legal[0]
        best, best_v = legal[0], -math.inf
        for a in legal:
            c = w.clone()
            self._play_unchecked(c, a)
            if answer and c.result is None and c.decisions:
                others = c.current_players()
                if actor not in others:
                    for other in others:
                        if c.result is None and other in c.current_players():
                            self._play_unchecked(c, self._best_now(c, other, answer=False))
            v = self._eval(c, actor)
            if v > best_v:
                best, best_v = a, v
        return best

    def _lookahead(self, s: GameState, player: int, legal: list[Action]) -> Action:
        """``reply``: after each candidate, the others answer greedily (their blocks, their whole next
        turns) until the choice is ours again. ``turns``: we also finish our own turn greedily first."""
        lv = self.level
        n = len(legal)
        scores = [0.0] * n
        counts = [0] * n
        worlds = [self._sample(s, player)]
        order = list(range(n))
        first = [-math.inf] * n  # each candidate judged one action ahead on the first guess
        try:
            if self._budget:
                # the lines of the best-looking candidates first, so the budget leaves out the worst
                for i in order:
                    first[i] = self._after(worlds[0], legal[i], player)
                order.sort(key=lambda j: (-first[j], j))
            for k in range(max(1, lv.worlds)):
                if k:
                    worlds.append(self._sample(s, player))
                for i in order:
                    v = self._judge_line(s, worlds[k], (legal[i],), player)
                    scores[i] += v
                    counts[i] += 1
            if lv.refine_top and n > 1:
                # the closest few get more guesses of the hidden cards, so luck of one guess decides less
                top = sorted(range(n), key=lambda j: -scores[j] / counts[j])[:lv.refine_top]
                for _ in range(lv.refine_worlds):
                    world = self._sample(s, player)
                    for i in top:
                        v = self._judge_line(s, world, (legal[i],), player)
                        scores[i] += v
                        counts[i] += 1
        except _Spent:
            pass
        means = [scores[j] / counts[j] if counts[j] else -math.inf for j in range(n)]
        if lv.plan_top and n > 1 and counts[order[0]]:
            # The closest few are judged again as the first step of a two-step plan: the line after
            # each is only as good as the greedy follow-up it assumes, so try our best follow-ups too.
            for i in sorted(range(n), key=lambda j: -means[j])[:lv.plan_top]:
                try:
                    means[i] = max(means[i], self._plan(s, worlds, legal[i], player))
                except _Spent:
                    break
        if counts[order[0]]:
            best = max(range(n), key=lambda j: (means[j], -j))
        else:  # not one line played within the budget: the best first look
            best = order[0]
        self._explain(s, player, legal[best])
        return legal[best]

    def _plan(self, s: GameState, worlds: list[GameState], first: Action, player: int) -> float:
        """The best of our follow-ups to ``first`` (ranked by their immediate judgement in the first
        world), each judged by its whole line on every world. -inf when the follow-up is not ours."""
        assert self.part is not None
        c = worlds[0].clone()
        try:
            self._play(c, first)
        except IllegalActionError:
            return -math.inf
        if c.result is not None or self.part.turn(c) != self.part.turn(s) or player not in c.current_players():
            return -math.inf
        nexts = self.part.sensible(c, player)
        if len(nexts) < 2:
            return -math.inf
        ranked = sorted(nexts, key=lambda a: -self._after(c, a, player))[:self.level.plan_width]
        return max(sum(self._judge_line(s, w, (first, b), player) for w in worlds) / len(worlds) for b in ranked)

    def _judge_line(self, s: GameState, world: GameState, line: tuple[Action, ...], player: int) -> float:
        """Play the actions in a guessed world, then the line the lookahead expects; judge the end."""
        assert self.part is not None
        lv = self.level
        w = world.clone()
        try:
            for action in line:
                self._play(w, action)
        except IllegalActionError:
            return -self._win() / 2
        turn_of = self.part.turn
        turn = turn_of(s)
        ours: float | None = None  # the judgement when our part is done, before their answer
        # At a crowded table every other seat's answer judged one action ahead is what makes a line dear:
        # answered by the quick policy instead, lines are cheap enough to reach past the others' turns.
        quick = bool(lv.crowd_quick) and w.num_players > 2
        for _step in range(lv.crowd_quick if quick else lv.rollout_depth or 16):
            if w.result is not None:
                break
            actors = w.current_players()
            if not actors:
                break
            if lv.horizon >= 2 and turn_of(w) >= turn + 2 * lv.horizon - 1:
                break  # our next turn is played out too, up to the turn after it
            actor = player if player in actors else actors[0]
            if actor == player and lv.horizon < 2:
                # the choice is ours again; with their_turns, only once the others' turns are played through
                # (a seat's next turn comes num_players turns on; where teams share turns, the depth ends it)
                if lv.search == "reply" or turn_of(w) != turn and not (
                        lv.their_turns and turn_of(w) < turn + w.num_players):
                    break
            elif ours is None:
                ours = self._eval(w, player)
            if quick and actor != player:
                self._play_unchecked(w, self.part.quick_action(w, actor, self.rng))
            else:
                self._play_unchecked(w, self._best_now(w, actor))
        end = self._eval(w, player)
        if ours is None or w.result is not None:
            ours = end
        # the others' best answer is a model, not a certainty: weigh it by reply_weight
        return (1 - lv.reply_weight) * ours + lv.reply_weight * end

    # ----- rollouts -------------------------------------------------------------------------
    def _rollouts(self, s: GameState, player: int, legal: list[Action]) -> Action:
        lv = self.level
        n = len(legal)
        visits = [0] * n
        total = [0.0] * n
        for k in range(max(lv.playouts, n)):
            if k < n:
                i = k
            else:
                log_t = math.log(k)
                i = max(range(n), key=lambda j: total[j] / visits[j] + lv.exploration * math.sqrt(log_t / visits[j]))
            try:
                v = self._scale(self._playout(s, player, legal[i]))
            except _Spent:
                break
            visits[i] += 1
            total[i] += v
        tried = [j for j in range(n) if visits[j]] or [0]
        best = max(tried, key=lambda j: (total[j] / visits[j] if visits[j] else 0.0, visits[j]))
        self._explain(s, player, legal[best])
        return legal[best]

    def _scale(self, v: float) -> float:
        """Judgements to a 0..1 reward for UCB: wins and losses at the ends, the rest squashed."""
        if v >= self._win():
            return 1.0
        if v <= -self._win():
            return 0.0
        return 0.5 + 0.5 * math.tanh(v / 12.0)

    def _playout(self, s: GameState, player: int, action: Action) -> float:
        assert self.part is not None
        w = self._sample(s, player)
        try:
            self._play(w, action)
        except IllegalActionError:
            return -self._win() / 2
        for _ in range(self.level.rollout_depth):
            if w.result is not None:
                break
            actors = w.current_players()
            if not actors:
                break
            self._play_unchecked(w, self.part.quick_action(w, actors[0], self.rng))
        return self._eval(w, player)

    # ----- saying why -------------------------------------------------------------------------
    def _explain(self, s: GameState, player: int, action: Action) -> None:
        """Keep what ``explain`` needs. The terms are read only when asked, so saying why costs the
        decision nothing and stays out of its budget."""
        self.last_reason = {"action": action, "state": s.clone(), "player": player, "rng": self.rng.state,
                            "part": self.part, "weights": self.weights}

    @staticmethod
    def _reasons(r: dict[str, Any]) -> bool:
        """The top terms of the judgement that moved most with the action, in one guessed world (the one
        the decision would have guessed next); False when there is nothing to say."""
        part: AiRules = r["part"]
        s: GameState = r["state"]
        player: int = r["player"]
        world = part.sample_world(s, player, Rng(r["rng"]))
        if world.result is not None:
            return False
        before = part.terms(world, player)
        w = world.clone()
        try:
            w.apply(r["action"])
        except IllegalActionError:
            return False
        if w.result is not None:
            after = before  # the game is decided: say what the position rested on
        else:
            after = part.terms(w, player)
        weights = r["weights"]
        deltas = {k: weights.get(k, 0.0) * (after[k] - before[k]) for k in before}
        r["terms"] = [(k, round(v, 2)) for k, v in sorted(deltas.items(), key=lambda kv: -abs(kv[1]))[:3]
                      if abs(v) > 0.05]
        standing = sorted(((k, weights.get(k, 0.0) * v) for k, v in after.items()), key=lambda kv: -abs(kv[1]))[:2]
        r["standing"] = [(k, round(v, 2)) for k, v in standing]
        return True

    def explain(self, lang: str = "en") -> str:
        r = self.last_reason
        if not r:
            return ""
        if "terms" not in r and not self._reasons(r):
            self.last_reason = None
            return ""
        part: AiRules = r["part"]
        ko = lang == "ko"

        def name(k: str) -> str:
            return part.TERMS[k].ko if ko else part.TERMS[k].en

        parts = [_moved(name(k), v, ko) for k, v in r["terms"]]
        if not parts:  # nothing moves at once: say what the position rests on
            parts = [("현재 " if ko else "keeping ") + ", ".join(_standing(name(k), v, ko) for k, v in r["standing"])]
        return f"{part.describe(r['state'], r['action'], lang)}: " + ", ".join(parts)


# ----- the judgement's numbers in words ------------------------------------------------------------------
# A player reads how much a move changes a term, never the judgement's own numbers ("damage race +2.0").
def _degree(v: float, ko: bool) -> str:
    size = abs(v)
    if size >= 3.0:
        return "크게 " if ko else "much "
    if size < 0.5:
        return "조금 " if ko else "slightly "
    return ""


def _moved(term: str, v: float, ko: bool) -> str:
    """How the move changes one term: "damage race much better"."""
    if ko:
        return f"{term} {_degree(v, ko)}{'좋아짐' if v > 0 else '나빠짐'}"
    return f"{term} {_degree(v, ko)}{'better' if v > 0 else 'worse'}"


def _standing(term: str, v: float, ko: bool) -> str:
    """Where the position stands on one term: "well ahead in damage race"."""
    if ko:
        return f"{term}에서 {_degree(v, ko)}{'앞섬' if v >= 0 else '뒤짐'}"
    degree = {"much ": "well ", "slightly ": "slightly ", "": ""}[_degree(v, ko)]
    return f"{degree}{'ahead' if v >= 0 else 'behind'} in {term}"

