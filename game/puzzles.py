"""Puzzles and tutorials of every game: a scenario position with a goal, or a series of taught steps.

What is common lives here: the file formats, the goal kinds and their verdict (ONGOING / SOLVED /
FAILED), playing a solution against the opponent program, the tutorial's expected actions. What is
particular to a game comes from its ruleset's ``puzzles`` part (``game/rulesets/<id>/puzzles.py``,
the :class:`PuzzleRules` protocol below): building a position through its scenario format, the
verbs of its scripts, the quantities a "reach" goal counts, what "this turn" and "the opponent's
turn" mean, which seat must meet the goal, a passive answer, the names of highlighted places.

A puzzle file (``levels/puzzles/<ruleset-id>/NN-name.toml``) is a scenario position
(``[position]``, optional ``[[card]]`` and ``[options]``) plus

```toml
[puzzle]
name = { en = "...", ko = "..." }
description = { en = "...", ko = "..." }
hint = { en = "...", ko = "..." }      # optional
seed = 1                               # optional: the state's RNG seed
ruleset = "dragon-duel"                # optional: the folder's game (default: the default game, registry.default_id())

[goal]
kind = "win_this_turn"                 # or "survive_opponent_turn", or "reach"
ai = "normal"                          # the opponent's level; default: the ruleset's
stat = "opponent_damage"               # reach only: one of the ruleset's STATS
at_least = 4                           # reach only (or at_most)

[[solution]]                           # the player's actions, scenario-step syntax
action = "play_unit"
card = "hand:LT-F09"
lane = 1
```

The tutorial (``levels/tutorial/<ruleset-id>.toml``) is a list of ``[[step]]``: a small position,
a prompt, what to highlight, and the action(s) the learner is to make (``[[step.do]]``; ``option =
"*"`` accepts any choice of theirs). docs/puzzles.md describes both; docs/architecture.md the part.
"""
from __future__ import annotations

import dataclasses
import functools
import os
import re
from typing import Any, Callable, Protocol

from game.engine import registry
from game.engine.actions import Action, Choose
from game.engine.errors import DataError, IllegalActionError, malformed
from game.engine.state import GameState
from game.engine.text import Msg, bilingual
from game.formats.runner import play
from game.resources import bundled
from game.util.files import read_toml

GOALS = ("win_this_turn", "survive_opponent_turn", "reach")
ONGOING, SOLVED, FAILED = "ongoing", "solved", "failed"
# Where a state is, seen from the seat that must meet the goal (a part's ``window``):
THIS_TURN = 0   # still "this turn" of win and reach goals
REPLY = 1       # the opponent's turn that follows; survive goals wait for its end
PAST = 2        # after it
# How goals read when a part does not say otherwise ({n}: the bound, {what}: the stat's name); a part
# may also word one stat's goal its own way ("reach_at_least:<stat>").
GOAL_TEXTS = {
    "win_this_turn": Msg("Win before your turn ends.", "이번 턴 안에 승리하세요."),
    "survive_opponent_turn": Msg("End your turn and do not lose during the opponent's next turn.",
                                 "턴을 마치고, 상대의 다음 턴 동안 패배하지 마세요."),
    "reach_at_least": Msg("This turn, reach {n} or more {what}.", "이번 턴 안에 {what}: {n} 이상"),
    "reach_at_most": Msg("This turn, bring {what} down to {n} or fewer.", "이번 턴 안에 {what}: {n} 이하"),
    # the short kind in a puzzle list, and the verdict when the goal's time ran out or was survived
    "label:win_this_turn": Msg("Win this turn", "이번 턴에 승리"),
    "label:survive_opponent_turn": Msg("Survive their turn", "상대 턴 버티기"),
    "label:reach": Msg("Reach the goal this turn", "이번 턴에 목표 달성"),
    "ran_out": Msg("Your turn ended before the goal was met.", "목표를 이루기 전에 턴이 끝났습니다."),
    "survived": Msg("You survived the opponent's turn.", "상대의 턴을 버텨 냈습니다."),
}
_ID = re.compile(r"^(\d\d)-[a-z0-9-]+$")


def puzzle_dir(ruleset: str) -> str:
    return str(bundled("levels", "puzzles", registry.get(ruleset).id))


def tutorial_file(ruleset: str) -> str:
    return str(bundled("levels", "tutorial", f"{registry.get(ruleset).id}.toml"))


@dataclasses.dataclass(frozen=True)
class Stat:
    """A quantity a reach goal counts: ``count(state, p, o)`` for the seat that must meet the goal
    (p) and the other (o), and its name in the goal's sentence."""
    count: Callable[[Any, int, int], int]
    name: Msg


class StepError(Exception):
    """A scripted step that cannot be made into an action here (an unknown card reference, a missing
    field). A part raises a subclass of it, which may also subclass its scenario module's error."""


class PuzzleRules(Protocol):
    """What a ruleset's ``puzzles`` part provides (module-level names)."""
    VERBS: tuple[str, ...]            # the actions a [[solution]] or [[step.do]] may name
    START_PHASES: tuple[str, ...]     # the phases a puzzle's position may start in
    DEFAULT_PHASE: str                # a position's phase when it names none
    DEFAULT_AI: str                   # the opponent's level when a goal names none
    KEY_PREFIX: str                   # before a puzzle's file name in the player's progress ("<id>/")
    STATS: dict[str, Stat]            # what reach goals count
    GOAL_TEXTS: dict[str, Msg]        # how goals read, overriding the keys of GOAL_TEXTS above

    def load_cards(self, tables: Any, path: str) -> Any:
        """The card set plus a file's purpose-made ``[[card]]`` tables; DataError listing problems."""

    def read_options(self, raw: Any, path: str) -> dict[str, Any]:
        """A file's ``[options]`` table checked, defaults filled in; DataError listing problems."""

    def goal_problems(self, kind: str, options: dict[str, Any]) -> list[str]:
        """Why a goal kind cannot be judged with these options (empty: it can)."""

    def build(self, position: dict[str, Any], cards: Any, path: str, seed: int,
              options: dict[str, Any]) -> GameState:
        """The state at a scenario position; DataError naming the field."""

    def make_action(self, s: GameState, step: dict[str, Any]) -> Action:
        """A scripted step as an action of this state; StepError when it names nothing here."""

    def resolve_ref(self, s: GameState, ref: str, player: int) -> int:
        """The card a reference (``hand:ID``, ``p2.battle#0``) names; StepError if none."""

    def zone_problem(self, name: str) -> str | None:
        """Why a highlight's zone name is not one of this game's places, or None."""

    def goal_player(self, s: GameState) -> int:
        """The seat that must meet the goal at the start: the one to move."""

    def start_mark(self, s: GameState) -> tuple[int, ...]:
        """What ``window`` needs to know of the start; its first item is the turn number."""

    def window(self, s: GameState, start: tuple[int, ...], player: int) -> int:
        """THIS_TURN, REPLY or PAST: where ``s`` is, seen from ``player`` who started at ``start``."""

    def acting(self, s: GameState) -> int:
        """The seat that must act now."""

    def passive_choice(self, s: GameState, player: int) -> Action:
        """The least a seat can do: no blocks, no 'may', end its phases."""


@functools.cache
def rules(ruleset: str) -> PuzzleRules:
    """The ruleset's puzzles part; KeyError naming the games that have one."""
    info = registry.get(ruleset)
    part = info.part("puzzles")
    if part is None:
        having = [i.id for i in registry.all_rulesets() if i.part("puzzles") is not None]
        raise KeyError(f"{info.id} has no puzzles part (games with puzzles: {', '.join(having)})")
    return part  # type: ignore[return-value]


def rules_of(s: GameState) -> PuzzleRules:
    return rules(s.ruleset_id)


def _which_ruleset(declared: Any, wanted: str | None, path: str, where: str) -> str:
    """The game a file belongs to: what it says (``<where>.ruleset``), else what the caller expects, else
    the default game (``registry.default_id()``); they must agree, and the game must have a puzzles part.
    DataError otherwise."""
    field = f"{where}.ruleset" if declared is not None else "ruleset"
    try:
        rid = registry.get(str(declared if declared is not None else wanted or registry.default_id())).id
        if declared is not None and wanted is not None and registry.get(wanted).id != rid:
            raise DataError(path, [f"{field}: this file is a {rid} file, not {registry.get(wanted).id}"])
        rules(rid)
    except KeyError as exc:
        raise DataError(path, [f"{field}: {exc.args[0]}"]) from None
    return rid


def _msg(v: Any, where: str, problems: list[str], *, required: bool = True) -> Msg | None:
    if v is None and not required:
        return None
    before = len(problems)
    text = bilingual(v, where, problems)
    return None if len(problems) > before else text


def _cards(part: PuzzleRules, tables: Any, path: str, where: str, problems: list[str]) -> Any:
    try:
        with malformed(path, where):
            return part.load_cards(tables, path)
    except DataError as exc:
        problems.extend(f"{where}: {p}" for p in exc.problems)
        return part.load_cards(None, path)


def _options(part: PuzzleRules, raw: Any, path: str, problems: list[str]) -> dict[str, Any]:
    try:
        with malformed(path, "options"):
            return part.read_options(raw, path)
    except DataError as exc:
        problems.extend(p if p.startswith("options") else f"options: {p}" for p in exc.problems)
        return part.read_options(None, path)


def _steps(raw: Any, where: str, verbs: tuple[str, ...], problems: list[str]) -> list[dict[str, Any]]:
    if raw is None:
        return []
    if not isinstance(raw, list) or not all(isinstance(x, dict) for x in raw):
        problems.append(f"{where}: a list of [[{where}]] tables")
        return []
    for n, step in enumerate(raw, 1):
        if step.get("action") not in verbs:
            problems.append(f"{where} {n}.action: one of {', '.join(verbs)}, not {step.get('action')!r}")
        if "player" in step and step["player"] not in (1, 2, 3, 4, 5, 6):
            problems.append(f"{where} {n}.player: a seat number from 1, not {step['player']!r}")
    return list(raw)


def step_action(s: GameState, step: dict[str, Any]) -> Action:
    """A scripted step (scenario-step syntax) as an action of ``s``; StepError if it names nothing here."""
    return rules_of(s).make_action(s, step)


def resolve_ref(s: GameState, ref: str, player: int) -> int:
    """The card a reference names for ``player`` (0-based); StepError if there is none."""
    return rules_of(s).resolve_ref(s, ref, player)


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
    player: int              # the seat that must meet the goal (0 or 1): the one to move
    start: tuple[int, ...]   # the part's start_mark of the position
    seed: int
    db: Any                  # the ruleset's card set with the file's own cards
    position: dict[str, Any]
    solution: tuple[dict[str, Any], ...]
    ruleset: str
    options: dict[str, Any] = dataclasses.field(default_factory=dict)

    @property
    def opponent(self) -> int:
        return 1 - self.player

    @property
    def start_turn(self) -> int:
        return self.start[0]

    @property
    def key(self) -> str:
        """The puzzle's name in the player's progress: its file name after the game's ``KEY_PREFIX``, so
        that equal file names of two games stay apart."""
        return f"{self.rules.KEY_PREFIX}{self.id}"

    @property
    def rules(self) -> PuzzleRules:
        return rules(self.ruleset)

    def new_state(self) -> GameState:
        return self.rules.build(self.position, self.db, self.path, self.seed, self.options)

    def goal_text(self, lang: str = "en") -> str:
        return goal_text(self, lang)


_PUZZLE_TABLES = ("puzzle", "goal", "card", "options", "position", "solution")


def load_puzzle(path: str, ruleset: str | None = None) -> Puzzle:
    """Read and check one puzzle file; every problem is reported at once, naming file and field.
    ``ruleset``: the game the caller expects (the file's ``puzzle.ruleset`` must agree)."""
    with malformed(path, "puzzle"):
        return _load_puzzle(path, ruleset)


def _load_puzzle(path: str, ruleset: str | None) -> Puzzle:
    data = read_toml(path)
    problems: list[str] = []
    base = os.path.splitext(os.path.basename(path))[0]
    m = _ID.match(base)
    if not m:
        problems.append("file name: NN-name.toml (two digits, then lower-case words joined by '-')")
    for key in data:
        if key not in _PUZZLE_TABLES:
            problems.append(f"{key}: unknown table (known: {', '.join(_PUZZLE_TABLES)})")
    meta = data.get("puzzle")
    if not isinstance(meta, dict):
        problems.append("puzzle: missing [puzzle] table with name and description")
        meta = {}
    for key in meta:
        if key not in ("name", "description", "hint", "seed", "ruleset"):
            problems.append(f"puzzle.{key}: unknown field")
    rid = _which_ruleset(meta.get("ruleset"), ruleset, path, "puzzle")
    part = rules(rid)
    name = _msg(meta.get("name"), "puzzle.name", problems)
    description = _msg(meta.get("description"), "puzzle.description", problems)
    hint = _msg(meta.get("hint"), "puzzle.hint", problems, required=False)
    seed = meta.get("seed", 1)
    if not isinstance(seed, int) or isinstance(seed, bool):
        problems.append("puzzle.seed: a whole number")
        seed = 1
    options = _options(part, data.get("options"), path, problems)
    goal = _goal(data.get("goal"), part, rid, problems)
    problems.extend(f"goal.kind: {p}" for p in part.goal_problems(goal.kind, options))
    pos = data.get("position")
    if not isinstance(pos, dict):
        problems.append("position: missing [position] table")
        pos = {}
    phase = pos.get("phase", part.DEFAULT_PHASE)
    if phase not in part.START_PHASES:
        problems.append(f"position.phase: a puzzle starts in the {' or '.join(part.START_PHASES)} phase, not {phase!r}")
    db = _cards(part, data.get("card"), path, "card", problems)
    solution = _steps(data.get("solution"), "solution", part.VERBS, problems)
    if not solution:
        problems.append("solution: at least one [[solution]] step that solves the puzzle")
    if problems:
        raise DataError(path, problems)
    with malformed(path, "position"):
        s = part.build(pos, db, path, seed, options)   # position problems raise DataError naming the field
    puzzle = Puzzle(id=base, path=path, number=int(m.group(1)) if m else 0, name=name,  # type: ignore[arg-type]
                    description=description, hint=hint, goal=goal,  # type: ignore[arg-type]
                    player=part.goal_player(s), start=part.start_mark(s), seed=seed, db=db, position=pos,
                    solution=tuple(solution), ruleset=rid, options=options)
    if s.result is not None:
        raise DataError(path, ["position: the game is already over at the start"])
    if goal_status(puzzle, s) != ONGOING:
        raise DataError(path, ["goal: already met (or lost) at the start"])
    return puzzle


def _ai_names(ruleset: str) -> list[str]:
    from game.ai import agent_names
    return list(agent_names(ruleset))


def _goal(raw: Any, part: PuzzleRules, ruleset: str, problems: list[str]) -> Goal:
    if not isinstance(raw, dict):
        problems.append("goal: missing [goal] table with kind")
        return Goal("win_this_turn", part.DEFAULT_AI)
    for key in raw:
        if key not in ("kind", "ai", "stat", "at_least", "at_most"):
            problems.append(f"goal.{key}: unknown field")
    kind = raw.get("kind")
    if kind not in GOALS:
        problems.append(f"goal.kind: one of {', '.join(GOALS)}, not {kind!r}")
        kind = "win_this_turn"
    ai = raw.get("ai", part.DEFAULT_AI)
    names = _ai_names(ruleset)
    if not isinstance(ai, str) or ai.lower() not in names:
        problems.append(f"goal.ai: one of {', '.join(names)}, not {ai!r}")
        ai = part.DEFAULT_AI
    stat, lo, hi = raw.get("stat"), raw.get("at_least"), raw.get("at_most")
    if kind == "reach":
        if stat not in part.STATS:
            problems.append(f"goal.stat: one of {', '.join(sorted(part.STATS))}, not {stat!r}")
        if (lo is None) == (hi is None):
            problems.append("goal.at_least / goal.at_most: a reach goal needs exactly one of them")
        for key, v in (("at_least", lo), ("at_most", hi)):
            if v is not None and (not isinstance(v, int) or isinstance(v, bool) or v < 0):
                problems.append(f"goal.{key}: a whole number 0 or more")
    elif stat is not None or lo is not None or hi is not None:
        problems.append(f"goal.stat: only reach goals count a stat, not {kind}")
    return Goal(kind, ai.lower(), stat, lo, hi)


def load_puzzles(folder: str | None = None, ruleset: str | None = None) -> list[Puzzle]:
    """Every puzzle of a game (its folder, or ``folder``; without either, the default game's) in file order.
    A malformed file raises its DataError."""
    folder = folder or puzzle_dir(ruleset or registry.default_id())
    if not os.path.isdir(folder):
        return []
    return [load_puzzle(os.path.join(folder, n), ruleset) for n in sorted(os.listdir(folder)) if n.endswith(".toml")]


def stat_value(puzzle: Puzzle, s: GameState) -> int | None:
    """The count a reach goal reads, now (None for other goals)."""
    g = puzzle.goal
    if g.stat is None:
        return None
    return puzzle.rules.STATS[g.stat].count(s, puzzle.player, puzzle.opponent)


def goal_status(puzzle: Puzzle, s: GameState) -> str:
    """"ongoing", "solved" or "failed", from the engine's state alone.

    A result decides at once (the player among the winners: solved). Otherwise the ruleset says
    where the state is (``window``): win_this_turn fails once "this turn" is over; reach is solved
    when the count meets its bound during "this turn" and fails after it; survive_opponent_turn is
    solved once the opponent's following turn is over."""
    p = puzzle.player
    if s.result is not None:
        return SOLVED if p in s.result.winners else FAILED
    where = puzzle.rules.window(s, puzzle.start, p)
    kind = puzzle.goal.kind
    if kind == "survive_opponent_turn":
        return SOLVED if where == PAST else ONGOING
    if where != THIS_TURN:
        return FAILED
    if kind == "reach":
        g = puzzle.goal
        v = stat_value(puzzle, s)
        if v is not None and (g.at_least is None or v >= g.at_least) and (g.at_most is None or v <= g.at_most):
            return SOLVED
    return ONGOING


def goal_phrase(puzzle: Puzzle, key: str, lang: str = "en") -> str:
    """One of the GOAL_TEXTS sentences ("ran_out", "survived", "label:reach", ...) as the puzzle's game words it."""
    return puzzle.rules.GOAL_TEXTS.get(key, GOAL_TEXTS[key]).get(lang)


def goal_label(puzzle: Puzzle, lang: str = "en") -> str:
    """The goal's kind in a few words, for a list of puzzles."""
    return goal_phrase(puzzle, f"label:{puzzle.goal.kind}", lang)


def goal_text(puzzle: Puzzle, lang: str = "en") -> str:
    """The goal as a sentence: the briefing's and the goal panel's."""
    part = puzzle.rules
    texts = {**GOAL_TEXTS, **part.GOAL_TEXTS}
    g = puzzle.goal
    if g.kind != "reach":
        return texts[g.kind].get(lang)
    what = part.STATS[g.stat].name.get(lang) if g.stat in part.STATS else ""
    bound, n = ("reach_at_least", g.at_least) if g.at_least is not None else ("reach_at_most", g.at_most)
    template = texts.get(f"{bound}:{g.stat}", texts[bound])   # a stat may have a sentence of its own
    return template.get(lang).format(n=n, what=what)


# ----- playing a puzzle out -----------------------------------------------------------------------
def acting(s: GameState) -> int:
    """The seat that must act now."""
    return rules_of(s).acting(s)


def passive_choice(s: GameState, player: int) -> Action:
    """A player who does as little as possible (no blocks, no 'may', ends phases), as the game says."""
    return rules_of(s).passive_choice(s, player)


Policy = Callable[[Any, int], Action]


class PolicyAgent:
    """A policy (a plain function of the state and the seat) as a program the runner seats."""
    name = "policy"

    def __init__(self, policy: Policy) -> None:
        self.policy = policy

    def choose(self, state: GameState, player: int) -> Action:
        return self.policy(state, player)


def opponent_agent(puzzle: Puzzle, seed: int) -> Policy:
    """The program in the opponent's seat, at the puzzle's level."""
    from game.ai import make_agent
    agent = make_agent(puzzle.goal.ai, seed)
    return lambda s, p: agent.choose(s.clone(), p)


def play_solution(puzzle: Puzzle, opponent: Policy, *, defender: Policy = passive_choice,
                  state: GameState | None = None, limit: int = 400) -> tuple[str, GameState]:
    """Play the puzzle's [[solution]] steps; the opponent's seat answers with ``opponent``. After the
    last step, play goes on (``defender`` for the player's own decisions) until the goal is decided.
    Returns the goal status and the final state. A step that names nothing, or that the engine
    refuses, raises StepError. Each stretch of programs' play stops after ``limit`` actions."""
    s = state if state is not None else puzzle.new_state()
    me = puzzle.player
    part = puzzle.rules
    them = {seat: PolicyAgent(opponent) for seat in range(s.num_players) if seat != me}

    def decided(st: GameState) -> bool:
        return goal_status(puzzle, st) != ONGOING

    for n, step in enumerate(puzzle.solution, 1):
        play(s, them, acting=part.acting, until=decided, max_actions=limit)   # until it is my move
        if decided(s):
            break
        try:
            s.apply(part.make_action(s, step))
        except IllegalActionError as exc:
            raise StepError(f"{puzzle.id}: solution step {n} ({step.get('action')}) refused: [{exc.rule}] {exc.en}") from None
    play(s, {**them, me: PolicyAgent(defender)}, acting=part.acting, until=decided, max_actions=limit)
    return goal_status(puzzle, s), s


# ----- the tutorial -------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class TutorialStep:
    index: int
    title: Msg
    prompt: Msg
    hint: Msg | None
    done: Msg | None
    highlight: dict[str, list[str]]   # card: card references; zone: the part's place names; button: ids
    position: dict[str, Any]
    db: Any
    before: tuple[dict[str, Any], ...]
    do: tuple[dict[str, Any], ...]
    seed: int
    path: str
    ruleset: str
    seat: int = 0                     # the position's seat to move (the learner unless do names one)
    options: dict[str, Any] = dataclasses.field(default_factory=dict)
    # done only once the other seats have answered the last expected action and the learner is to act again:
    # a step whose words describe what their answers bring (a spell resolved once everyone passed, a secret
    # choice revealed once everyone locked) must not say so while the table still waits on them
    settle: bool = False

    @property
    def player(self) -> int:
        """The learner's seat: the one who makes the step's first expected action."""
        first = self.do[0] if self.do else {}
        if "player" in first:
            return int(first["player"]) - 1
        return self.seat

    @property
    def rules(self) -> PuzzleRules:
        return rules(self.ruleset)

    def new_state(self) -> GameState:
        part = self.rules
        s = part.build(self.position, self.db, f"{self.path} step {self.index + 1}", self.seed, self.options)
        for step in self.before:
            s.apply(part.make_action(s, step))
        return s

    def expected(self, s: GameState, n: int) -> Action | None:
        """The n-th expected action in this state (None: any choice of the learner's)."""
        step = self.do[n]
        if step.get("action") == "choose" and step.get("option") == "*":
            return None
        return self.rules.make_action(s, {**step, "player": step.get("player", self.player + 1)})

    def matches(self, s: GameState, n: int, action: Action) -> bool:
        step = self.do[n]
        if step.get("action") == "choose" and step.get("option") == "*":
            return isinstance(action, Choose) and action.player == self.player
        try:
            return action == self.expected(s, n)
        except StepError:
            return False

    def highlight_for(self, n: int) -> dict[str, list[str]]:
        """What to point at while the n-th expected action is awaited: its own highlight, else the step's."""
        own = self.do[min(n, len(self.do) - 1)].get("highlight") if self.do else None
        if isinstance(own, dict):
            return {k: [v] if isinstance(v, str) else list(v) for k, v in own.items()}
        return self.highlight

    def highlighted_cards(self, s: GameState, n: int) -> list[int]:
        """The cards the highlight names in ``s`` (references that name nothing now are skipped)."""
        out = []
        for ref in self.highlight_for(n).get("card", []):
            try:
                out.append(self.rules.resolve_ref(s, ref, self.player))
            except StepError:
                continue
        return out


@dataclasses.dataclass(frozen=True)
class Tutorial:
    name: Msg
    steps: tuple[TutorialStep, ...]
    path: str
    ruleset: str


_STEP_FIELDS = ("title", "prompt", "hint", "done", "highlight", "card", "options", "position", "before", "do", "seed",
                "settle")


def _highlight(raw: Any, where: str, part: PuzzleRules, problems: list[str]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    if not isinstance(raw, dict):
        problems.append(f"{where}: a table with card, zone and/or button")
        return out
    for key, v in raw.items():
        if key not in ("card", "zone", "button"):
            problems.append(f"{where}.{key}: one of card, zone, button")
            continue
        vals = [v] if isinstance(v, str) else v
        if not isinstance(vals, list) or not all(isinstance(x, str) for x in vals):
            problems.append(f"{where}.{key}: a string or a list of strings")
            continue
        if key == "zone":
            problems.extend(f"{where}.zone: {why}" for z in vals if (why := part.zone_problem(z)))
        out[key] = vals
    return out


def load_tutorial(path: str | None = None, ruleset: str | None = None) -> Tutorial:
    """Read and check a tutorial (a game's, or the file at ``path``): every step's position, actions
    played before it and expected actions must play; every problem is reported at once."""
    path = path or tutorial_file(ruleset or registry.default_id())
    with malformed(path, "tutorial"):
        return _load_tutorial(path, ruleset)


def _load_tutorial(path: str, ruleset: str | None) -> Tutorial:
    data = read_toml(path)
    problems: list[str] = []
    meta = data.get("tutorial", {})
    if not isinstance(meta, dict):
        raise DataError(path, ["tutorial: a [tutorial] table with name"])
    rid = _which_ruleset(meta.get("ruleset"), ruleset, path, "tutorial")
    part = rules(rid)
    name = _msg(meta.get("name"), "tutorial.name", problems)
    raw_steps = data.get("step")
    if not isinstance(raw_steps, list) or not raw_steps or not all(isinstance(r, dict) for r in raw_steps):
        raise DataError(path, problems + ["step: at least one [[step]]"])
    options = part.read_options(None, path)
    parsed = []
    for i, raw in enumerate(raw_steps):
        where = f"step {i + 1}"
        for key in raw:
            if key not in _STEP_FIELDS:
                problems.append(f"{where}.{key}: unknown field")
        texts = [_msg(raw.get(k), f"{where}.{k}", problems, required=k in ("title", "prompt"))
                 for k in ("title", "prompt", "hint", "done")]
        highlight = _highlight(raw.get("highlight", {}), f"{where}.highlight", part, problems)
        pos = raw.get("position")
        if not isinstance(pos, dict):
            problems.append(f"{where}.position: missing")
            pos = {}
        db = _cards(part, raw.get("card"), path, f"{where}.card", problems)
        before = _steps(raw.get("before"), f"{where}.before", part.VERBS, problems)
        do = _steps(raw.get("do"), f"{where}.do", part.VERBS, problems)
        if not do:
            problems.append(f"{where}.do: at least one expected action")
        for n, d in enumerate(do, 1):
            if "highlight" in d:
                _highlight(d["highlight"], f"{where}.do {n}.highlight", part, problems)
        seed = raw.get("seed", 1)
        settle = raw.get("settle", False)
        if not isinstance(settle, bool):
            problems.append(f"{where}.settle: true or false")
            settle = False
        own = options
        if raw.get("options") is not None:     # a step may turn on the option its rule needs
            mine: list[str] = []
            own = _options(part, raw["options"], path, mine)
            problems.extend(f"{where}.{p}" for p in mine)
        parsed.append((i, *texts, highlight, pos, db, tuple(before), tuple(do), seed if isinstance(seed, int) else 1,
                       own, settle))
    if problems:
        raise DataError(path, problems)
    steps = []
    for (i, title, prompt, hint, done, highlight, pos, db, before, do, seed, own, settle) in parsed:
        try:
            with malformed(path, f"step {i + 1}.position"):
                seat = part.goal_player(part.build(pos, db, f"{path} step {i + 1}", seed, own))
        except DataError as exc:
            problems.extend(f"step {i + 1}: {p}" for p in exc.problems)
            continue
        steps.append(TutorialStep(i, title, prompt, hint, done, highlight, pos, db, before, do, seed, path,
                                  ruleset=rid, seat=seat, options=own, settle=settle))
    for st in steps:
        problems.extend(f"step {st.index + 1}: the expected actions do not play: {why}" for why in _plays(st))
    if problems:
        raise DataError(path, problems)
    return Tutorial(name, tuple(steps), path, rid)  # type: ignore[arg-type]


def _plays(st: TutorialStep) -> list[str]:
    """Play a step as the scene does (the other seat passive); what goes wrong, if anything."""
    part = st.rules
    try:
        s = st.new_state()
        others = {seat: PolicyAgent(part.passive_choice) for seat in range(s.num_players) if seat != st.player}
        for n in range(len(st.do)):
            play(s, others, acting=part.acting)     # until the learner's move
            a = st.expected(s, n)
            if a is None:
                a = next(x for x in s.legal_actions() if isinstance(x, Choose) and x.player == st.player)
            s.apply(a)
        if st.settle:
            play(s, others, acting=part.acting)     # the others' answers, as the scene waits for them
    except (StepError, IllegalActionError) as exc:
        return [str(exc)]
    except StopIteration:
        return ["the learner has no choice to make there"]
    except DataError as exc:
        return exc.problems
    return []
