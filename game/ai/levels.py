"""AI levels are data: ``levels/ai/<ruleset-id>/<level>.toml`` names the search and its budget, and the
weights of that game's evaluation terms (a weight for a term the game does not have is an error).

A budget is counted in work (guesses of the hidden cards, playouts, plans, actions applied in
guessed worlds), never in time, so a level plays the same game on any machine under any load.
"""
from __future__ import annotations

import dataclasses
import os
from typing import Any, Mapping

from game.engine.errors import DataError
from game.engine.text import Msg, bilingual
from game.resources import bundled
from game.util.files import read_toml, shown

LEVEL_DIR = str(bundled("levels", "ai"))
SEARCHES = ("greedy", "reply", "turns", "rollouts", "tree")
# Fields a level file may no longer hold, with the reason the loader gives. Refused rather than
# ignored: a file written for a clock budget would otherwise quietly play with no cap at all.
RETIRED = {
    "time_budget_ms": "no longer allowed: a program's choices may not depend on the clock or the machine's "
                      "load; count the work instead (worlds, playouts, plan_top, action_budget)",
}


@dataclasses.dataclass(frozen=True)
class Level:
    id: str
    name: Msg
    search: str
    weights: dict[str, float]
    worlds: int = 1
    playouts: int = 0
    rollout_depth: int = 0
    exploration: float = 0.6
    action_budget: int = 0      # actions one decision may apply in any copy of the game, the judgement's
                                # own runs included; then it stops (0: no cap). See game/ai/search.py.
    crowd_budget: int = 0       # the same cap when more than two seats play (0: action_budget): each
                                # action costs more there, and a table of four waits on every seat's turn
    mistakes: float = 0.0
    reply_weight: float = 1.0   # how much the lookahead trusts its model of the opponent's answer
    horizon: int = 1            # turns: 1 = up to our next turn; 2 = our next turn played out as well
    their_turns: int = 0        # turns, horizon 1: 1 = the others' turns played through (our answers in them
                                # greedy too) up to our next turn; 0 = the line ends at our first choice in them
    refine_top: int = 0         # then the best few candidates ...
    refine_worlds: int = 0      # ... get this many more guesses of the hidden cards
    plan_top: int = 0           # the best few candidates are judged again as two-step plans ...
    plan_width: int = 3         # ... with this many of our follow-ups each
    leaf_policy: int = 0        # tree: actions of the game's quick policy played at a leaf, within its turn, before judging
    crowd_quick: int = 0        # lookahead, more than two seats: the others answer by the game's quick policy and a
                                # line runs this many actions (0: as with two seats; see search.py)
    ruleset: str = ""           # the game whose terms the weights name ("": weights checked by nobody)


def _terms_of(ruleset: str) -> Mapping[str, Msg]:
    from .part import rules
    return rules(ruleset).TERMS


def load_level(path: str, ruleset: str) -> Level:
    """A level file of ``ruleset``, checked field by field; DataError naming the file and every bad key."""
    data = read_toml(path)
    terms = _terms_of(ruleset)
    problems: list[str] = []
    lv: dict[str, Any] = data.get("level", {})
    w: dict[str, Any] = data.get("weights", {})
    for table, value in (("level", lv), ("weights", w)):
        if not isinstance(value, dict):
            raise DataError(path, [f"{table}: a [{table}] table, not {shown(value)}"])
    name = bilingual(lv.get("name"), "level.name", problems)
    if lv.get("search") not in SEARCHES:
        problems.append(f"level.search: one of {', '.join(SEARCHES)}")
    ints = {"worlds": (1, 64), "playouts": (0, 100000), "rollout_depth": (0, 1000), "action_budget": (0, 10_000_000),
            "crowd_budget": (0, 10_000_000),
            "horizon": (1, 2), "their_turns": (0, 1), "refine_top": (0, 20), "refine_worlds": (0, 64),
            "plan_top": (0, 20), "plan_width": (1, 20), "leaf_policy": (0, 200),
            "crowd_quick": (0, 1000)}
    for key, (lo, hi) in ints.items():
        v = lv.get(key)
        if v is not None and (not isinstance(v, int) or not lo <= v <= hi):
            problems.append(f"level.{key}: a whole number {lo}..{hi}")
    for key in ("exploration", "mistakes", "reply_weight"):
        v = lv.get(key)
        if v is not None and (not isinstance(v, (int, float)) or not 0 <= v <= 5):
            problems.append(f"level.{key}: a number 0..5")
    for key in w:
        if key not in terms:
            problems.append(f"weights.{key}: not a term of {ruleset} (its terms: {', '.join(terms)})")
        elif not isinstance(w[key], (int, float)) or isinstance(w[key], bool) or not abs(w[key]) <= 1e6:
            problems.append(f"weights.{key}: a number from -1000000 to 1000000, not {shown(w[key])}")
    for key, why in RETIRED.items():
        if key in lv:
            problems.append(f"level.{key}: {why}")
    unknown = set(lv) - {"name", "search", *ints, "exploration", "mistakes", "reply_weight", *RETIRED}
    problems.extend(f"level.{k}: unknown field" for k in sorted(unknown))
    if lv.get("search") in ("rollouts", "tree") and not lv.get("playouts"):
        problems.append(f"level.playouts: {lv['search']} needs a number of playouts")
    if problems:
        raise DataError(path, problems)
    return Level(id=os.path.splitext(os.path.basename(path))[0], name=name,
                 search=lv["search"], weights={k: float(v) for k, v in w.items()},
                 worlds=lv.get("worlds", 1), playouts=lv.get("playouts", 0), rollout_depth=lv.get("rollout_depth", 0),
                 exploration=float(lv.get("exploration", 0.6)), action_budget=lv.get("action_budget", 0),
                 crowd_budget=lv.get("crowd_budget", 0),
                 mistakes=float(lv.get("mistakes", 0.0)), reply_weight=float(lv.get("reply_weight", 1.0)),
                 horizon=lv.get("horizon", 1), their_turns=lv.get("their_turns", 0), refine_top=lv.get("refine_top", 0),
                 refine_worlds=lv.get("refine_worlds", 0), plan_top=lv.get("plan_top", 0),
                 plan_width=lv.get("plan_width", 3), leaf_policy=lv.get("leaf_policy", 0),
                 crowd_quick=lv.get("crowd_quick", 0), ruleset=ruleset)


def level_dir(ruleset: str) -> str:
    return os.path.join(LEVEL_DIR, ruleset)


def all_levels(ruleset: str) -> dict[str, Level]:
    """The levels a game offers, by id (none for a game without level files)."""
    from game.engine import registry
    rid = registry.get(ruleset).id
    folder = level_dir(rid)
    out: dict[str, Level] = {}
    if not os.path.isdir(folder):
        return out
    for name in sorted(os.listdir(folder)):
        if name.endswith(".toml"):
            lv = load_level(os.path.join(folder, name), rid)
            out[lv.id] = lv
    return out


def level_for(name: str, ruleset: str) -> Level:
    """A searching program of ``ruleset`` by name: ``greedy`` (the yardstick: the game's Normal weights,
    judged one action ahead on one guess) or one of its level files. KeyError listing what exists."""
    key = name.lower()
    levels = all_levels(ruleset)
    if key == "greedy" and "normal" in levels:
        normal = levels["normal"]
        return Level(id="greedy", name=normal.name, search="greedy", weights=normal.weights, worlds=1,
                     ruleset=normal.ruleset)
    if key in levels:
        return levels[key]
    known = ", ".join(["random"] + (["greedy"] if "normal" in levels else []) + sorted(levels))
    raise KeyError(f"unknown AI {name!r} for {ruleset} (known: {known})")


def unbound(name: str) -> Level:
    """A stand-in for a level named before its game is known; the agent swaps in the game's own."""
    return Level(id=name.lower(), name=Msg(name, name), search="greedy", weights={})
