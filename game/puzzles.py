"""Puzzles and the tutorial: scenario positions with a goal, read from levels/.

A puzzle file (levels/puzzles/lanes/NN-name.toml) is a scenario position (docs/scenarios.md:
``[position]``, optional ``[[card]]``) plus

```toml
[puzzle]
name = { en = "...", ko = "..." }
description = { en = "...", ko = "..." }
hint = { en = "...", ko = "..." }      # optional
seed = 1                               # optional: the state's RNG seed

[goal]
kind = "win_this_turn"                 # or "survive_opponent_turn", or "reach"
ai = "normal"                          # the opponent's level (levels/ai/); it answers blocks and plays its turn
stat = "opponent_damage"               # reach only: see STATS
at_least = 4                           # reach only (or at_most)

[[solution]]                           # the player's actions, scenario-step syntax
action = "play_unit"
card = "hand:LT-F09"
lane = 1
```

The player to move at the position is the one who must meet the goal; the other seat is the
program. :func:`goal_status` reads only the engine's state (result, turn, turn player, zones).

The tutorial (levels/tutorial/lanes.toml) is a list of ``[[step]]``: a small position, a prompt,
what to highlight, and the action(s) the learner is to make (``[[step.do]]``, scenario-step
syntax; ``option = "*"`` accepts any choice of theirs).
"""
from __future__ import annotations

import dataclasses
import os
import re
from typing import Any, Callable

from game.engine.actions import DONE, Action, Choose, Concede
from game.engine.errors import DataError, IllegalActionError
from game.engine.text import Msg
from game.resources import bundled
from game.util.files import read_toml
from game.rulesets.lanes.actions import EndAttack, EndMain
from game.rulesets.lanes.cards import CardDb, load_card_db, parse_card_tables
from game.rulesets.lanes.scenario import ScenarioError, build_position, make_action
from game.rulesets.lanes.state import LanesState

PUZZLE_DIR = str(bundled("levels", "puzzles", "lanes"))
TUTORIAL_FILE = str(bundled("levels", "tutorial", "lanes.toml"))

GOALS = ("win_this_turn", "survive_opponent_turn", "reach")
STATS = {  # reach goals: what is counted, for the player who must meet the goal (p) and the other (o)
    "opponent_damage": lambda s, p, o: len(s.zones[f"p{o}.damage"].cards),
    "opponent_units": lambda s, p, o: len(s.units(o)),
    "opponent_hand": lambda s, p, o: len(s.zones[f"p{o}.hand"].cards),
    "damage": lambda s, p, o: len(s.zones[f"p{p}.damage"].cards),
    "hand": lambda s, p, o: len(s.zones[f"p{p}.hand"].cards),
    "units": lambda s, p, o: len(s.units(p)),
    "level": lambda s, p, o: s.level[p],
}
STAT_NAMES = {
    "opponent_damage": Msg("cards in the opponent's damage zone", "상대 대미지 존의 카드"),
    "opponent_units": Msg("opponent units", "상대 유닛"),
    "opponent_hand": Msg("cards in the opponent's hand", "상대의 패"),
    "damage": Msg("cards in your damage zone", "자신의 대미지 존의 카드"),
    "hand": Msg("cards in your hand", "자신의 패"),
    "units": Msg("your units", "자신의 유닛"),
    "level": Msg("your leader level", "자신의 리더 레벨"),
}
ONGOING, SOLVED, FAILED = "ongoing", "solved", "failed"
_ID = re.compile(r"^(\d\d)-[a-z0-9-]+$")


def _msg(v: Any, where: str, problems: list[str], *, required: bool = True) -> Msg | None:
    if v is None and not required:
        return None
    if not isinstance(v, dict) or not isinstance(v.get("en"), str) or not isinstance(v.get("ko"), str) \
            or not v["en"].strip() or not v["ko"].strip():
        problems.append(f"{where}: needs en and ko text, e.g. {{ en = \"...\", ko = \"...\" }}")
        return None
    return Msg(v["en"], v["ko"])


def _db_with(cards: Any, path: str, where: str, problems: list[str]) -> CardDb:
    db = load_card_db()
    if not cards:
        return db
    try:
        return db.with_cards(parse_card_tables(cards, path, db.affiliations, set(db.cards)))
    except DataError as exc:
        problems.extend(f"{where}: {p}" for p in exc.problems)
        return db


def _steps(raw: Any, where: str, problems: list[str]) -> list[dict[str, Any]]:
    if raw is None:
        return []
    if not isinstance(raw, list) or not all(isinstance(x, dict) for x in raw):
        problems.append(f"{where}: a list of [[{where}]] tables")
        return []
    verbs = ("play_unit", "play_item", "play_skill", "activate", "end_main", "attack", "end_attack", "choose", "concede")
    for n, step in enumerate(raw, 1):
        if step.get("action") not in verbs:
            problems.append(f"{where} {n}.action: one of {', '.join(verbs)}, not {step.get('action')!r}")
    return list(raw)


# ----- puzzles ------------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Goal:
    kind: str
    ai: str = "normal"
    stat: str | None = None
    at_least: int | None = None
    at_most: int | None = None


@dataclasses.dataclass(frozen=True)
class Puzzle:
    id: str                  # the file name without .toml, e.g. "01-first-blood"
    path: str
    number: int
    name: Msg
    description: Msg
    hint: Msg | None
    goal: Goal
    player: int              # the seat that must meet the goal (0 or 1): the player to move
    start_turn: int
    seed: int
    db: CardDb
    position: dict[str, Any]
    solution: tuple[dict[str, Any], ...]

    @property
    def opponent(self) -> int:
        return 1 - self.player

    def new_state(self) -> LanesState:
        return build_position(self.position, self.db, self.path, self.seed)

    def goal_text(self, lang: str = "en") -> str:
        return goal_text(self, lang)


def load_puzzle(path: str) -> Puzzle:
    """Read and check one puzzle file; every problem is reported at once, naming file and field."""
    data = read_toml(path)
    problems: list[str] = []
    base = os.path.splitext(os.path.basename(path))[0]
    m = _ID.match(base)
    if not m:
        problems.append("file name: NN-name.toml (two digits, then lower-case words joined by '-')")
    for key in data:
        if key not in ("puzzle", "goal", "card", "position", "solution"):
            problems.append(f"{key}: unknown table (known: puzzle, goal, card, position, solution)")
    meta = data.get("puzzle")
    if not isinstance(meta, dict):
        problems.append("puzzle: missing [puzzle] table with name and description")
        meta = {}
    for key in meta:
        if key not in ("name", "description", "hint", "seed"):
            problems.append(f"puzzle.{key}: unknown field")
    name = _msg(meta.get("name"), "puzzle.name", problems)
    description = _msg(meta.get("description"), "puzzle.description", problems)
    hint = _msg(meta.get("hint"), "puzzle.hint", problems, required=False)
    seed = meta.get("seed", 1)
    if not isinstance(seed, int):
        problems.append("puzzle.seed: a whole number")
        seed = 1
    goal = _goal(data.get("goal"), problems)
    pos = data.get("position")
    if not isinstance(pos, dict):
        problems.append("position: missing [position] table")
        pos = {}
    phase = pos.get("phase", "main")
    if phase not in ("main", "attack"):
        problems.append(f"position.phase: a puzzle starts in the main or attack phase, not {phase!r}")
    db = _db_with(data.get("card"), path, "card", problems)
    solution = _steps(data.get("solution"), "solution", problems)
    if not solution:
        problems.append("solution: at least one [[solution]] step that solves the puzzle")
    if problems:
        raise DataError(path, problems)
    puzzle = Puzzle(id=base, path=path, number=int(m.group(1)) if m else 0, name=name, description=description,  # type: ignore[arg-type]
                    hint=hint, goal=goal, player=int(pos.get("turn_player", 1)) - 1,  # type: ignore[arg-type]
                    start_turn=int(pos.get("turn", 3)), seed=seed, db=db, position=pos, solution=tuple(solution))
    s = puzzle.new_state()  # position problems raise DataError naming the field
    if s.result is not None:
        raise DataError(path, ["position: the game is already over at the start"])
    if goal_status(puzzle, s) != ONGOING:
        raise DataError(path, ["goal: already met (or lost) at the start"])
    return puzzle


def _goal(raw: Any, problems: list[str]) -> Goal:
    if not isinstance(raw, dict):
        problems.append("goal: missing [goal] table with kind")
        return Goal("win_this_turn")
    for key in raw:
        if key not in ("kind", "ai", "stat", "at_least", "at_most"):
            problems.append(f"goal.{key}: unknown field")
    kind = raw.get("kind")
    if kind not in GOALS:
        problems.append(f"goal.kind: one of {', '.join(GOALS)}, not {kind!r}")
        kind = "win_this_turn"
    ai = raw.get("ai", "normal")
    from game.ai import agent_names
    if not isinstance(ai, str) or ai.lower() not in agent_names():
        problems.append(f"goal.ai: one of {', '.join(agent_names())}, not {ai!r}")
        ai = "normal"
    stat, lo, hi = raw.get("stat"), raw.get("at_least"), raw.get("at_most")
    if kind == "reach":
        if stat not in STATS:
            problems.append(f"goal.stat: one of {', '.join(sorted(STATS))}, not {stat!r}")
        if (lo is None) == (hi is None):
            problems.append("goal.at_least / goal.at_most: a reach goal needs exactly one of them")
        for key, v in (("at_least", lo), ("at_most", hi)):
            if v is not None and (not isinstance(v, int) or isinstance(v, bool) or v < 0):
                problems.append(f"goal.{key}: a whole number 0 or more")
    elif stat is not None or lo is not None or hi is not None:
        problems.append(f"goal.stat: only reach goals count a stat, not {kind}")
    return Goal(kind, ai.lower(), stat, lo, hi)


def load_puzzles(folder: str = PUZZLE_DIR) -> list[Puzzle]:
    """Every puzzle of the folder in file order. A malformed file raises its DataError."""
    if not os.path.isdir(folder):
        return []
    return [load_puzzle(os.path.join(folder, n)) for n in sorted(os.listdir(folder)) if n.endswith(".toml")]


def _reached(puzzle: Puzzle, s: LanesState) -> bool:
    g = puzzle.goal
    if g.stat is None:
        return False
    v = STATS[g.stat](s, puzzle.player, puzzle.opponent)
    return (g.at_least is None or v >= g.at_least) and (g.at_most is None or v <= g.at_most)


def goal_status(puzzle: Puzzle, s: LanesState) -> str:
    """"ongoing", "solved" or "failed", from the engine's state alone.

    win_this_turn: the player must win before their turn ends (the turn number moves on or the
    other player becomes the turn player: failed). survive_opponent_turn: the player's turn and the
    opponent's next turn must pass without the player losing; solved when the player's following
    turn begins (or the opponent loses first). reach: the stat must reach the bound during this
    turn (winning counts too)."""
    p = puzzle.player
    if s.result is not None:
        return SOLVED if p in s.result.winners else FAILED
    same_turn = s.turn == puzzle.start_turn and s.turn_player == p
    kind = puzzle.goal.kind
    if kind == "win_this_turn":
        return ONGOING if same_turn else FAILED
    if kind == "reach":
        if same_turn and _reached(puzzle, s):
            return SOLVED
        return ONGOING if same_turn else FAILED
    # survive_opponent_turn
    return SOLVED if s.turn >= puzzle.start_turn + 2 else ONGOING


def goal_text(puzzle: Puzzle, lang: str = "en") -> str:
    g = puzzle.goal
    ko = lang == "ko"
    if g.kind == "win_this_turn":
        return "이번 턴 안에 승리하세요." if ko else "Win before your turn ends."
    if g.kind == "survive_opponent_turn":
        return ("턴을 마치고, 상대의 다음 턴 동안 패배하지 마세요." if ko
                else "End your turn and do not lose during the opponent's next turn.")
    what = STAT_NAMES[g.stat].get(lang) if g.stat else ""
    if g.at_least is not None:
        return f"이번 턴 안에 {what}: {g.at_least} 이상" if ko else f"This turn, reach {g.at_least} or more {what}."
    return f"이번 턴 안에 {what}: {g.at_most} 이하" if ko else f"This turn, bring {what} down to {g.at_most} or fewer."


# ----- playing a puzzle out -----------------------------------------------------------------------
def acting(s: LanesState) -> int:
    return s.decisions[0].player if s.decisions else s.turn_player


def passive_choice(s: LanesState, player: int) -> Action:
    """A player who does as little as possible: no blocks, no 'may', ends phases, else the first option."""
    legal = [a for a in s.legal_actions() if a.player == player and not isinstance(a, Concede)]
    for want in ("none", "no", DONE):
        for a in legal:
            if isinstance(a, Choose) and a.option == want:
                return a
    for a in legal:
        if isinstance(a, (EndAttack, EndMain)):
            return a
    return legal[0]


Policy = Callable[[LanesState, int], Action]


def opponent_agent(puzzle: Puzzle, seed: int) -> Policy:
    """The program in the opponent's seat, at the puzzle's level."""
    from game.ai import make_agent
    agent = make_agent(puzzle.goal.ai, seed)
    return lambda s, p: agent.choose(s.clone(), p)


def play_solution(puzzle: Puzzle, opponent: Policy, *, defender: Policy = passive_choice,
                  state: LanesState | None = None, limit: int = 400) -> tuple[str, LanesState]:
    """Play the puzzle's [[solution]] steps; the opponent's seat answers with ``opponent``. After the
    last step, play goes on (``defender`` for the player's own decisions) until the goal is decided.
    Returns the goal status and the final state. A step the engine refuses raises ScenarioError."""
    s = state if state is not None else puzzle.new_state()
    me = puzzle.player

    def others_until_mine() -> None:
        for _ in range(limit):
            if goal_status(puzzle, s) != ONGOING or acting(s) == me:
                return
            s.apply(opponent(s, acting(s)))

    for n, step in enumerate(puzzle.solution, 1):
        others_until_mine()
        if goal_status(puzzle, s) != ONGOING:
            break
        try:
            s.apply(make_action(s, step))
        except IllegalActionError as exc:
            raise ScenarioError(f"{puzzle.id}: solution step {n} ({step.get('action')}) refused: [{exc.rule}] {exc.en}") from None
    for _ in range(limit):
        if goal_status(puzzle, s) != ONGOING:
            break
        p = acting(s)
        s.apply(opponent(s, p) if p != me else defender(s, p))
    return goal_status(puzzle, s), s


# ----- the tutorial -------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class TutorialStep:
    index: int
    title: Msg
    prompt: Msg
    hint: Msg | None
    done: Msg | None
    highlight: dict[str, list[str]]   # card: card references; zone: "p1.lane0", "p1.skill", ...; button: ids
    position: dict[str, Any]
    db: CardDb
    before: tuple[dict[str, Any], ...]
    do: tuple[dict[str, Any], ...]
    seed: int
    path: str

    @property
    def player(self) -> int:
        """The learner's seat: the one who makes the step's first expected action."""
        first = self.do[0] if self.do else {}
        if "player" in first:
            return int(first["player"]) - 1
        return int(self.position.get("turn_player", 1)) - 1

    def new_state(self) -> LanesState:
        s = build_position(self.position, self.db, f"{self.path} step {self.index + 1}", self.seed)
        for step in self.before:
            s.apply(make_action(s, step))
        return s

    def expected(self, s: LanesState, n: int) -> Action | None:
        """The n-th expected action in this state (None: any choice of the learner's)."""
        step = self.do[n]
        if step.get("action") == "choose" and step.get("option") == "*":
            return None
        return make_action(s, {**step, "player": step.get("player", self.player + 1)})

    def matches(self, s: LanesState, n: int, action: Action) -> bool:
        step = self.do[n]
        if step.get("action") == "choose" and step.get("option") == "*":
            return isinstance(action, Choose) and action.player == self.player
        try:
            return action == self.expected(s, n)
        except ScenarioError:
            return False


@dataclasses.dataclass(frozen=True)
class Tutorial:
    name: Msg
    steps: tuple[TutorialStep, ...]
    path: str


ZONE_KEYS = re.compile(r"^p[12]\.(lane[0-2]|skill|deck|trash|damage|hand|level)$")


def load_tutorial(path: str = TUTORIAL_FILE) -> Tutorial:
    data = read_toml(path)
    problems: list[str] = []
    meta = data.get("tutorial", {})
    name = _msg(meta.get("name"), "tutorial.name", problems)
    raw_steps = data.get("step")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise DataError(path, problems + ["step: at least one [[step]]"])
    steps = []
    for i, raw in enumerate(raw_steps):
        where = f"step {i + 1}"
        for key in raw:
            if key not in ("title", "prompt", "hint", "done", "highlight", "card", "position", "before", "do", "seed"):
                problems.append(f"{where}.{key}: unknown field")
        title = _msg(raw.get("title"), f"{where}.title", problems)
        prompt = _msg(raw.get("prompt"), f"{where}.prompt", problems)
        hint = _msg(raw.get("hint"), f"{where}.hint", problems, required=False)
        done = _msg(raw.get("done"), f"{where}.done", problems, required=False)
        hl_raw = raw.get("highlight", {})
        highlight: dict[str, list[str]] = {}
        if not isinstance(hl_raw, dict):
            problems.append(f"{where}.highlight: a table with card, zone and/or button")
            hl_raw = {}
        for key, v in hl_raw.items():
            if key not in ("card", "zone", "button"):
                problems.append(f"{where}.highlight.{key}: one of card, zone, button")
                continue
            vals = [v] if isinstance(v, str) else v
            if not isinstance(vals, list) or not all(isinstance(x, str) for x in vals):
                problems.append(f"{where}.highlight.{key}: a string or a list of strings")
                continue
            if key == "zone":
                problems.extend(f"{where}.highlight.zone: {z!r} is not like p1.lane0, p1.skill" for z in vals
                                if not ZONE_KEYS.match(z))
            highlight[key] = vals
        pos = raw.get("position")
        if not isinstance(pos, dict):
            problems.append(f"{where}.position: missing")
            pos = {}
        db = _db_with(raw.get("card"), path, f"{where}.card", problems)
        before = _steps(raw.get("before"), f"{where}.before", problems)
        do = _steps(raw.get("do"), f"{where}.do", problems)
        if not do:
            problems.append(f"{where}.do: at least one expected action")
        seed = raw.get("seed", 1)
        steps.append(TutorialStep(i, title, prompt, hint, done, highlight, pos, db, tuple(before), tuple(do),  # type: ignore[arg-type]
                                  seed if isinstance(seed, int) else 1, path))
    if problems:
        raise DataError(path, problems)
    for st in steps:  # positions, before-actions and expected actions must all work
        try:
            s = st.new_state()
            for n in range(len(st.do)):
                while s.result is None and acting(s) != st.player:  # the opponent's seat, as the scene plays it
                    s.apply(passive_choice(s, acting(s)))
                a = st.expected(s, n)
                if a is None:
                    a = next(x for x in s.legal_actions() if isinstance(x, Choose) and x.player == st.player)
                s.apply(a)
        except (ScenarioError, IllegalActionError, StopIteration) as exc:
            problems.append(f"step {st.index + 1}: the expected actions do not play: {exc}")
        except DataError as exc:
            problems.extend(f"step {st.index + 1}: {p}" for p in exc.problems)
    if problems:
        raise DataError(path, problems)
    return Tutorial(name, tuple(steps), path)  # type: ignore[arg-type]
