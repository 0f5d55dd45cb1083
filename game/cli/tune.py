"""`python -m game tune`: find a level's weights by self-play, one term at a time.

Each probe changes one term's weight of a starting judgement (``--weights`` on top of the ``--against``
level's) and plays it against the unchanged level in games paired on one seed with the seats swapped, so
both sides get the same deals. Both sides search the same way (``--search``, by default the cheap
``greedy``: what a weight is worth shows at one action ahead as well, and a probe costs a fraction of a
lookahead game). With ``--rounds``, the best probe of a round that beats the current weights by more than
``--margin`` becomes the start of the next: a hill climb whose every step is measured on the same seeds.

Everything is counted, nothing timed: the same arguments give the same table on every machine. How the
Hard levels' weights were found with it is in docs/ai.md.
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import multiprocessing
from collections.abc import Iterator
from typing import Any

from game.ai.levels import SEARCHES, Level, level_for
from game.ai.part import rules
from game.ai.search import SearchAgent
from game.engine import registry
from game.engine.setup import build_setup

from .args import game_setups
from .simulate import play_game

# (ruleset, players, settings, probe level, base level, seed, game number)
Job = tuple[str, int, dict[str, Any], Level, Level, int, int]


def _game(job: Job) -> float:
    """Game ``g``: the probe's share of it (1 a win, 0.5 a draw, 0 a loss or a crash)."""
    ruleset, players, settings, probe, base, seed0, g = job
    seed = seed0 + g // 2
    probe_seat = g % 2
    seats = [probe if seat == probe_seat else base for seat in range(players)]
    agents = [SearchAgent(lv, seed * players + seat) for seat, lv in enumerate(seats)]
    setup = build_setup(registry.get(ruleset), seed, players=players, settings=settings)
    out = play_game(ruleset, seed, agents, check=False, setup=setup)
    result = out["result"]
    if out["crash"] or result is None:
        return 0.0
    winners = list(getattr(result, "winners", ()) or ())
    if not winners:
        return 0.5
    return 1.0 if probe_seat in winners else 0.0


def _shares(jobs: list[Job], n_jobs: int) -> Iterator[float]:
    if n_jobs <= 1:
        yield from map(_game, jobs)
        return
    with multiprocessing.get_context("spawn").Pool(n_jobs) as pool:
        yield from pool.imap(_game, jobs, chunksize=4)


def _measure(args: argparse.Namespace, probe: Level, base: Level) -> float:
    jobs = [(args.ruleset, args.players_n, args.chosen, probe, base, args.seed, g) for g in range(args.games)]
    return sum(_shares(jobs, args.jobs)) / args.games


def _level(args: argparse.Namespace, weights: dict[str, float], name: str, extra: dict[str, Any] | None = None) -> Level:
    against = level_for(args.against, args.ruleset)
    knobs: dict[str, Any] = {"id": name, "weights": weights, "mistakes": 0.0, **(extra or {})}
    if args.search:
        knobs["search"] = args.search
    if args.worlds:
        knobs["worlds"] = args.worlds
    return dataclasses.replace(against, **knobs)


def _parse_knobs(args: argparse.Namespace, text: str) -> dict[str, Any]:
    """The probe's search settings beside its weights (``plan_top=3,action_budget=6000``)."""
    fields = {f.name: f.type for f in dataclasses.fields(Level)}
    out: dict[str, Any] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        key, sep, value = part.partition("=")
        if not sep or key not in fields or key in ("id", "name", "weights", "ruleset"):
            args.parser.error(f"argument --knobs: wants KEY=VALUE with a level setting, got {part!r}")
        try:
            out[key] = value if key == "search" else (float(value) if "." in value else int(value))
        except ValueError:
            args.parser.error(f"argument --knobs: {value!r} is not a number")
    if out.get("search", SEARCHES[0]) not in SEARCHES:
        args.parser.error(f"argument --knobs: search must be one of {', '.join(SEARCHES)}")
    return out


def _parse_weights(args: argparse.Namespace, text: str, terms: list[str]) -> dict[str, float]:
    out: dict[str, float] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        key, sep, value = part.partition("=")
        if not sep or key not in terms:
            args.parser.error(f"argument --weights: wants TERM=NUMBER with a term of the game "
                              f"({', '.join(terms)}), got {part!r}")
        try:
            out[key] = float(value)
        except ValueError:
            args.parser.error(f"argument --weights: {value!r} is not a number")
    return out


def _probes(weights: dict[str, float], terms: list[str], factors: list[float]) -> list[tuple[str, dict[str, float]]]:
    """Each term scaled by each factor; a term at 0 is tried at 0.5 and 1 instead."""
    out = []
    for term in terms:
        now = weights.get(term, 0.0)
        values = [now * f for f in factors] if now else [0.5, 1.0]
        for v in values:
            if abs(v - now) > 1e-9:
                out.append((f"{term}={round(v, 3)}", {**weights, term: round(v, 3)}))
    return out


def run(args: argparse.Namespace) -> int:
    game_setups(args)   # refuses a seat count or a setting the game does not have, as simulate does
    from game.engine.setup import check_players, parse_settings
    info = registry.get(args.ruleset)
    args.ruleset = info.id
    args.chosen = parse_settings(info, args.settings)
    args.players_n = check_players(info, args.players)
    if info.part("ai") is None:
        args.parser.error(f"{info.id} has no AI part to tune")
    if args.search and args.search not in SEARCHES:
        args.parser.error(f"argument --search: must be one of {', '.join(SEARCHES)} (or '' for the level's own)")
    terms = list(rules(info.id).TERMS)
    try:
        base_level = level_for(args.against, info.id)
    except KeyError as exc:
        args.parser.error(f"argument --against: {exc.args[0]}")
    base = _level(args, dict(base_level.weights), args.against)
    current = {**base_level.weights, **_parse_weights(args, args.weights or "", terms)}
    knobs = _parse_knobs(args, args.knobs)
    chosen = [] if args.terms == "none" else [t for t in (args.terms.split(",") if args.terms else terms) if t]
    if any(t not in terms for t in chosen):
        args.parser.error(f"argument --terms: names terms of the game ({', '.join(terms)}) or 'none'")
    try:
        factors = [float(f) for f in args.factors.split(",")]
    except ValueError:
        args.parser.error(f"argument --factors: wants numbers separated by commas, got {args.factors!r}")
    if any(not 0 <= f <= 100 for f in factors):
        args.parser.error("argument --factors: each factor is between 0 and 100")
    report: dict[str, Any] = {"ruleset": info.id, "against": args.against, "search": base.search, "knobs": knobs,
                              "games": args.games, "seed": args.seed, "rounds": []}
    changed = current != dict(base_level.weights) or knobs
    now_share = _measure(args, _level(args, current, "probe", knobs), base) if changed else 0.5
    for r in range(max(1, args.rounds)):
        row: dict[str, Any] = {"start": dict(current), "start_share": now_share, "probes": {}}
        best_name, best_share, best_weights = "", now_share, current
        for name, weights in _probes(current, chosen, factors):
            share = _measure(args, _level(args, weights, "probe", knobs), base)
            row["probes"][name] = round(share, 4)
            if not args.json:
                print(f"round {r + 1} {name}: {share:.1%}", flush=True)
            if share > best_share:
                best_name, best_share, best_weights = name, share, weights
        report["rounds"].append(row)
        if not best_name or best_share < now_share + args.margin:
            break
        current, now_share = best_weights, best_share
        if not args.json:
            print(f"round {r + 1}: took {best_name} ({best_share:.1%})", flush=True)
    report["weights"] = current
    report["share"] = round(now_share, 4)
    print(json.dumps(report, indent=None if args.json else 1))
    return 0


def add_parser(sub: Any) -> None:
    from .args import SEED, add_game_args, whole
    p = sub.add_parser("tune", help="find a level's weights by self-play, one term at a time")
    add_game_args(p)
    p.add_argument("--against", default="normal", help="the level played against, whose weights are the start")
    p.add_argument("--weights", default="", help="TERM=NUMBER,...: the start, on top of --against's weights")
    p.add_argument("--terms", default="", help="the terms to probe (default: every term of the game; 'none': "
                   "only measure the start against the level)")
    p.add_argument("--knobs", default="", help="KEY=VALUE,...: the probe's search settings (plan_top=3, ...)")
    p.add_argument("--factors", default="0,0.5,2", help="each probe scales one weight by one of these")
    p.add_argument("--search", default="greedy", help="how both sides search (default greedy; '' keeps the level's)")
    p.add_argument("--worlds", type=int, default=0, help="guesses of the hidden cards (default: the level's)")
    p.add_argument("--games", type=whole(2, 1_000_000), default=200, help="games per probe, in seat-swapped pairs")
    p.add_argument("--seed", type=SEED, default=20000)
    p.add_argument("--jobs", type=whole(1, 64), default=1)
    p.add_argument("--rounds", type=whole(1, 100), default=1)
    p.add_argument("--margin", type=float, default=0.02, help="how much a round's best must gain to be taken")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=run)
