"""`python -m game simulate`: full games between programs, with invariants checked after every action."""
from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
import traceback
from typing import Any, Iterator

from game.ai import make_agent
from game.engine import registry
from game.engine.match import Match


def play_game(ruleset: str, seed: int, agents: list[Any], *, check: bool = True, max_actions: int = 20000) -> dict[str, Any]:
    """One game; ``agents[i]`` plays seat i. Returns what happened, never raises.
    ``decision_ms[i]`` lists how long seat i took for each of its choices (only where it had a choice), and
    ``search_actions[i]`` the work each took: actions applied in guessed worlds (searching programs only).
    Everything but ``decision_ms`` depends on the seed and the programs alone."""
    info = registry.get(ruleset)
    out: dict[str, Any] = {"seed": seed, "actions": 0, "violations": [], "crash": None, "result": None, "turns": 0,
                           "decision_ms": [[] for _ in agents], "search_actions": [[] for _ in agents]}
    try:
        match = Match(ruleset, seed, info.default_setup(seed))
        s = match.state
        memo: dict[str, Any] = {}
        while s.result is None:
            acting = s.current_players()
            if not acting:
                out["violations"].append("no player can act")
                break
            p = acting[0]
            t0 = time.perf_counter()
            action = agents[p].choose(s, p)
            took = (time.perf_counter() - t0) * 1000
            if sum(1 for a in s.legal_actions() if a.player == p) > 1:
                out["decision_ms"][p].append(took)
                spent = getattr(agents[p], "spent", None)
                if spent is not None:
                    out["search_actions"][p].append(spent)
            s.apply(action)
            out["actions"] += 1
            if check and info.invariants is not None:
                bad = info.invariants(s, memo)
                if bad:
                    out["violations"].extend(f"seed {seed} action {out['actions']} ({action}): {b}" for b in bad)
                    break
            if out["actions"] >= max_actions:
                out["violations"].append(f"seed {seed}: no end after {max_actions} actions")
                break
        out["result"] = s.result
        out["turns"] = getattr(s, "turn", 0)
    except Exception:  # the simulator reports crashes rather than dying of them
        out["crash"] = traceback.format_exc()
    return out


def _paired_game(job: tuple[str, list[str], int, int, bool]) -> tuple[dict[str, Any], list[int]]:
    """Game ``g`` of a run: games come in pairs on the same seed (the same decks, the same shuffles)
    with the seats swapped, so the luck of the deal and of the deck pairing falls on both programs alike."""
    ruleset, names, seed0, g, check = job
    seed = seed0 + g // 2
    order = [1, 0] if g % 2 == 1 else [0, 1]   # order[seat] = agent index
    agents = [make_agent(names[order[seat]], seed * 2 + seat) for seat in range(2)]
    return play_game(ruleset, seed, agents, check=check), order


def _games(args: argparse.Namespace, names: list[str]) -> Iterator[tuple[dict[str, Any], list[int]]]:
    jobs = [(args.ruleset, names, args.seed, g, not args.no_check) for g in range(args.games)]
    if args.jobs <= 1:
        yield from map(_paired_game, jobs)
        return
    # every game is dealt and seeded by its number alone, so processes give the same games in the same order
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        yield from pool.imap(_paired_game, jobs)


def run(args: argparse.Namespace) -> int:
    names = [args.p1, args.p2]
    wins = [0, 0]
    draws = crashes = violations = actions = turns = 0
    crash_samples: list[str] = []
    decision_ms: list[list[float]] = [[], []]  # per agent, in the order --p1, --p2
    search_actions: list[list[int]] = [[], []]
    violation_samples: list[str] = []
    start = time.perf_counter()
    for g, (res, order) in enumerate(_games(args, names)):
        seed = res["seed"]
        for seat in range(2):
            decision_ms[order[seat]].extend(res["decision_ms"][seat])
            search_actions[order[seat]].extend(res["search_actions"][seat])
        actions += res["actions"]
        turns += res["turns"]
        if res["crash"]:
            crashes += 1
            crash_samples.append(f"seed {seed}:\n{res['crash']}")
        if res["violations"]:
            violations += len(res["violations"])
            violation_samples.extend(res["violations"][:3])
        result = res["result"]
        if result is not None:
            if result.draw:
                draws += 1
            else:
                wins[order[result.winners[0]]] += 1
        if args.verbose:
            print(f"game {g + 1}/{args.games} seed {seed}: "
                  f"{'crash' if res['crash'] else (result.reason.en if result else 'unfinished')}", file=sys.stderr)
    seconds = time.perf_counter() - start
    summary = {
        "ruleset": args.ruleset, "p1": args.p1, "p2": args.p2, "seed": args.seed,
        "games": args.games, "wins": wins, "draws": draws, "crashes": crashes,
        "invariant_violations": violations, "mean_turns": round(turns / max(1, args.games), 2),
        "actions": actions, "seconds": round(seconds, 3),
        "actions_per_second": round(actions / seconds, 1) if seconds else 0.0,
        "games_per_second": round(args.games / seconds, 3) if seconds else 0.0,
        "decisions": [len(decision_ms[i]) for i in range(2)],  # choices with more than one legal action
        "decision_ms_p50": [_pct(decision_ms[i], 50) for i in range(2)],
        "decision_ms_p95": [_pct(decision_ms[i], 95) for i in range(2)],
        "decision_ms_max": [round(max(decision_ms[i], default=0.0), 2) for i in range(2)],
        # the work behind those times; unlike them, the same on every run
        "search_actions_p50": [int(_pct(search_actions[i], 50)) for i in range(2)],
        "search_actions_p95": [int(_pct(search_actions[i], 95)) for i in range(2)],
        "search_actions_max": [max(search_actions[i], default=0) for i in range(2)],
    }
    for sample in crash_samples[:3] + violation_samples[:5]:
        print(sample, file=sys.stderr)
    if args.json:
        print(json.dumps(summary))
    else:
        for k, v in summary.items():
            print(f"{k}: {v}")
    return 1 if crashes or violations else 0


def _pct(values: list[float], q: int) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, max(0, int(round(len(ordered) * q / 100)) - 1))], 2)


def add_parser(sub: Any) -> None:
    from .args import SEED, programs, rulesets, whole
    p = sub.add_parser("simulate", help="play full games between programs and check invariants")
    p.add_argument("--ruleset", default="lanes", choices=rulesets(), help="the game (default: %(default)s)")
    p.add_argument("--games", type=whole(1, 1_000_000), default=100, help="how many games (default: %(default)s)")
    p.add_argument("--seed", type=SEED, default=1, help="the first game's seed (default: %(default)s)")
    p.add_argument("--p1", default="random", choices=programs(), help="the first program (default: %(default)s)")
    p.add_argument("--p2", default="random", choices=programs(), help="the second program (default: %(default)s)")
    p.add_argument("--json", action="store_true", help="print only the summary, as one JSON line")
    p.add_argument("--no-check", action="store_true", help="skip the invariant checks (faster)")
    p.add_argument("--verbose", action="store_true")
    p.add_argument("--jobs", type=whole(1, 64), default=1, help="games played side by side in this many processes")
    p.set_defaults(func=run)
