"""The levelled AI: judges positions with the heuristic and searches over sampled worlds.

``greedy``: each candidate action is applied in sampled worlds and the position right after it
is judged. ``rollouts``: the candidates share a budget of playouts by UCB1; each playout
samples a world, applies the candidate, lets both sides play on with the quick policy for a
few dozen actions, and judges where it ends. The AI sees only what its seat may see.

Every budget is counted in work (guesses of the hidden cards, playouts, actions applied in
guessed worlds), never in time: a choice depends on the level, the seed and the position only,
so the same game is played on a fast machine, a slow one, or a busy one.
"""
from __future__ import annotations

import math
from typing import Any

from game.engine.actions import Action
from game.engine.errors import IllegalActionError
from game.engine.rng import Rng
from game.engine.state import GameState
from game.rulesets.lanes.describe import describe_action
from game.rulesets.lanes.state import LanesState

from .determinize import sample_world
from .lanes_eval import TERM_NAMES, WIN, evaluate, terms
from .levels import Level
from .policy import quick_action, sensible


def _scale(v: float) -> float:
    """Judgements to a 0..1 reward for UCB: wins and losses at the ends, the rest squashed."""
    if v >= WIN:
        return 1.0
    if v <= -WIN:
        return 0.0
    return 0.5 + 0.5 * math.tanh(v / 12.0)


class SearchAgent:
    def __init__(self, level: Level, seed: int) -> None:
        self.level = level
        self.name = level.id
        self.rng = Rng(seed)
        self.last_reason: dict[str, Any] | None = None
        self.spent = 0  # actions applied in guessed worlds for the decision under way (or the last one)

    # ----- the door --------------------------------------------------------------------------
    def choose(self, state: GameState, player: int) -> Action:
        assert isinstance(state, LanesState)
        legal = sensible(state, player)
        self.last_reason = None
        self.spent = 0
        if len(legal) == 1:
            return legal[0]
        if state.decisions and state.decisions[0].kind == "mulligan":
            return self._mulligan(state, player, legal)
        if self.level.mistakes and self.rng.below(1000) < self.level.mistakes * 1000:
            return legal[self.rng.below(len(legal))]
        if self.level.search == "greedy":
            return self._greedy(state, player, legal)
        if self.level.search in ("reply", "turns"):
            return self._lookahead(state, player, legal)
        return self._rollouts(state, player, legal)

    def _play(self, w: LanesState, action: Action) -> None:
        """Apply an action in a guessed world, checked (it may be refused there), and count it."""
        self.spent += 1
        w.apply(action)

    def _play_unchecked(self, w: LanesState, action: Action) -> None:
        """Apply an action the search took from this very world's legal list, and count it."""
        self.spent += 1
        w.apply_unchecked(action)

    def _over_budget(self) -> bool:
        """True once this decision has applied its level's ``action_budget`` (0: no such cap)."""
        return 0 < self.level.action_budget <= self.spent

    def _mulligan(self, s: LanesState, player: int, legal: list[Action]) -> Action:
        cheap = sum(1 for c in s.zones[f"p{player}.hand"].cards if s.defs[c].type == "unit" and s.defs[c].cost <= 3)
        want = "keep" if cheap >= 2 else "mulligan"
        return next((a for a in legal if getattr(a, "option", None) == want), legal[0])

    # ----- greedy ----------------------------------------------------------------------------
    def _greedy(self, s: LanesState, player: int, legal: list[Action]) -> Action:
        scores = [0.0] * len(legal)
        for _ in range(max(1, self.level.worlds)):
            world = sample_world(s, player, self.rng)
            for i, a in enumerate(legal):
                scores[i] += self._after(world, a, player)
        best = max(range(len(legal)), key=lambda i: (scores[i], -i))
        self._explain(s, player, legal[best])
        return legal[best]

    def _after(self, world: LanesState, action: Action, player: int) -> float:
        w = world.clone()
        try:
            self._play(w, action)
        except IllegalActionError:  # legal for the seat, refused in this guessed world: judge it poorly
            return -WIN / 2
        return evaluate(w, player, self.level.weights)

    # ----- lookahead: the opponent answers as well as it can see ------------------------------
    def _best_now(self, w: LanesState, actor: int, *, answer: bool = True) -> Action:
        """The actor's action with the best judgement right after it, in this world. With ``answer``,
        an action that hands a choice to the other player (an attack: block or not?) is judged after
        that player's best immediate answer, so attacks are not judged before the battle is fought."""
        legal = sensible(w, actor)
        if len(legal) == 1:
            return legal[0]
        best, best_v = legal[0], -math.inf
        for a in legal:
            c = w.clone()
            self._play_unchecked(c, a)
            if answer and c.result is None and c.decisions and c.decisions[0].player != actor:
                other = c.decisions[0].player
                self._play_unchecked(c, self._best_now(c, other, answer=False))
            v = evaluate(c, actor, self.level.weights)
            if v > best_v:
                best, best_v = a, v
        return best

    def _lookahead(self, s: LanesState, player: int, legal: list[Action]) -> Action:
        """``reply``: after each candidate, the opponent answers greedily (its blocks, its whole next turn)
        until the choice is ours again. ``turns``: we also finish our own turn greedily first."""
        lv = self.level
        n = len(legal)
        scores = [0.0] * n
        counts = [0] * n
        worlds: list[LanesState] = []
        for k in range(max(1, lv.worlds)):
            if k and self._over_budget():
                break  # every candidate has been judged on one guess at least
            world = sample_world(s, player, self.rng)
            worlds.append(world)
            for i, a in enumerate(legal):
                scores[i] += self._judge_line(s, world, (a,), player)
                counts[i] += 1
        if lv.refine_top and n > 1:
            # the closest few get more guesses of the hidden cards, so luck of one guess decides less
            top = sorted(range(n), key=lambda j: -scores[j] / counts[j])[:lv.refine_top]
            for _ in range(lv.refine_worlds):
                if self._over_budget():
                    break
                world = sample_world(s, player, self.rng)
                for i in top:
                    scores[i] += self._judge_line(s, world, (legal[i],), player)
                    counts[i] += 1
        means = [scores[j] / counts[j] for j in range(n)]
        if lv.plan_top and n > 1:
            # The closest few are judged again as the first step of a two-step plan: the line after
            # each is only as good as the greedy follow-up it assumes, so try our best follow-ups too.
            for i in sorted(range(n), key=lambda j: -means[j])[:lv.plan_top]:
                if self._over_budget():
                    break
                means[i] = max(means[i], self._plan(s, worlds, legal[i], player))
        best = max(range(n), key=lambda j: (means[j], -j))
        self._explain(s, player, legal[best])
        return legal[best]

    def _plan(self, s: LanesState, worlds: list[LanesState], first: Action, player: int) -> float:
        """The best of our follow-ups to ``first`` (ranked by their immediate judgement in the first
        world), each judged by its whole line on every world. -inf when the follow-up is not ours."""
        c = worlds[0].clone()
        try:
            self._play(c, first)
        except IllegalActionError:
            return -math.inf
        if c.result is not None or c.turn != s.turn or (c.decisions and c.decisions[0].player != player):
            return -math.inf
        nexts = sensible(c, player)
        if len(nexts) < 2:
            return -math.inf
        ranked = sorted(nexts, key=lambda a: -self._after(c, a, player))[:self.level.plan_width]
        return max(sum(self._judge_line(s, w, (first, b), player) for w in worlds) / len(worlds) for b in ranked)

    def _judge_line(self, s: LanesState, world: LanesState, line: tuple[Action, ...], player: int) -> float:
        """Play the actions in a guessed world, then the line the lookahead expects; judge the end."""
        lv = self.level
        w = world.clone()
        try:
            for action in line:
                self._play(w, action)
        except IllegalActionError:
            return -WIN / 2
        turn = s.turn
        ours: float | None = None  # the judgement when our part is done, before their answer
        for _step in range(lv.rollout_depth or 16):
            if w.result is not None:
                break
            actor = w.decisions[0].player if w.decisions else w.turn_player
            if lv.horizon >= 2 and w.turn >= turn + 3:
                break  # our next turn is played out too, up to theirs
            if actor == player and lv.horizon < 2:
                if lv.search == "reply" or w.turn != turn:
                    break  # the choice is ours again
            elif ours is None:
                ours = evaluate(w, player, lv.weights)
            self._play_unchecked(w, self._best_now(w, actor))
        end = evaluate(w, player, lv.weights)
        if ours is None or w.result is not None:
            ours = end
        # the opponent's best answer is a model, not a certainty: weigh it by reply_weight
        return (1 - lv.reply_weight) * ours + lv.reply_weight * end

    # ----- rollouts -------------------------------------------------------------------------
    def _rollouts(self, s: LanesState, player: int, legal: list[Action]) -> Action:
        lv = self.level
        n = len(legal)
        visits = [0] * n
        total = [0.0] * n
        for k in range(max(lv.playouts, n)):
            if k >= n and self._over_budget():
                break  # every candidate has had one playout at least
            if k < n:
                i = k
            else:
                log_t = math.log(k)
                i = max(range(n), key=lambda j: total[j] / visits[j] + lv.exploration * math.sqrt(log_t / visits[j]))
            visits[i] += 1
            total[i] += _scale(self._playout(s, player, legal[i]))
        best = max(range(n), key=lambda j: (total[j] / max(1, visits[j]), visits[j]))
        self._explain(s, player, legal[best])
        return legal[best]

    def _playout(self, s: LanesState, player: int, action: Action) -> float:
        w = sample_world(s, player, self.rng)
        try:
            self._play(w, action)
        except IllegalActionError:
            return -WIN / 2
        for _ in range(self.level.rollout_depth):
            if w.result is not None:
                break
            acting = w.decisions[0].player if w.decisions else w.turn_player
            self._play_unchecked(w, quick_action(w, acting, self.rng))
        return evaluate(w, player, self.level.weights)

    # ----- saying why -------------------------------------------------------------------------
    def _explain(self, s: LanesState, player: int, action: Action) -> None:
        """The top terms of the judgement that moved most with this action, in one guessed world."""
        world = sample_world(s, player, Rng(self.rng.state))
        before = terms(world, player)
        w = world.clone()
        try:
            w.apply(action)
        except IllegalActionError:
            return
        after = terms(w, player)
        deltas = {k: self.level.weights.get(k, 0.0) * (after[k] - before[k]) for k in before}
        moved = [(k, v) for k, v in sorted(deltas.items(), key=lambda kv: -abs(kv[1]))[:3] if abs(v) > 0.05]
        standing = sorted(((k, self.level.weights.get(k, 0.0) * v) for k, v in after.items()), key=lambda kv: -abs(kv[1]))[:2]
        self.last_reason = {"action": str(action), "terms": [(k, round(v, 2)) for k, v in moved],
                            "standing": [(k, round(v, 2)) for k, v in standing], "state": s}

    def explain(self, lang: str = "en") -> str:
        r = self.last_reason
        if not r:
            return ""
        s = r["state"]
        from game.rulesets.lanes.actions import ACTIONS
        action = ACTIONS.parse(r["action"])
        ko = lang == "ko"
        parts = [f"{TERM_NAMES[k][1 if ko else 0]} {v:+.1f}" for k, v in r["terms"]]
        if not parts:  # nothing moves at once: say what the position rests on
            parts = [("현재 " if ko else "holding ") + f"{TERM_NAMES[k][1 if ko else 0]} {v:+.1f}" for k, v in r["standing"]]
        return f"{describe_action(s, action, lang)}: " + ", ".join(parts)
