"""`python -m game simulate`: full games between programs, with invariants checked after every action.

Any game, any number of seats: ``--ruleset``, ``--players`` and ``--set`` choose the game, and
``--seats A,B,...`` one program per seat (``--p1``/``--p2`` are shorthands for two seats). A seat the rules
play (``state.rules_seats``, e.g. Clash of Decks' rulebook AI in solo and co-op) takes no program: the
games its side wins are ``rules_seat_wins``, once per game. The programs
rotate through the seats over the games: games come in blocks of one game per seat, every game of a
block on the same seed (the same decks, the same shuffles), the seat order of each a rotation of the
list, so every program plays every seat equally often and the luck of the deal falls on all alike.
The summary lists wins and decision times per program, in ``--seats`` order, whichever seat it had.
When several seats decide at once (Elements Illusion's sealed phases), each acting seat's own program
chooses, the lowest seat first, until it is done.
In a Dragon Duel match (``--set match=on``) the state's result is the match's: a match is one game.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
import traceback
from typing import Any, Iterator

from game.ai import agent_names, make_agent
from game.engine import registry
from game.engine.match import Match
from game.engine.setup import build_setup
from game.formats.runner import NOBODY_ACTS, Runner, Step


def play_game(ruleset: str, seed: int, agents: list[Any], *, check: bool = True, max_actions: int = 20000,
              setup: dict[str, Any] | None = None) -> dict[str, Any]:
    """One game; ``agents[i]`` plays seat i (``setup``: the game's default setup for the seed if None).
    Returns what happened, never raises. ``decision_ms[i]`` lists how long seat i took for each of its
    choices (only where it had a choice), ``decision_cpu_ms[i]`` the thread's CPU time for them (which other
    processes on a busy machine do not inflate), and ``search_actions[i]`` the work each took: actions applied
    in guessed worlds (searching programs only). Everything but ``decision_ms`` depends on the seed and the
    programs alone."""
    info = registry.get(ruleset)
    out: dict[str, Any] = {"seed": seed, "actions": 0, "violations": [], "crash": None, "result": None, "turns": 0,
                           "decision_ms": [[] for _ in agents], "decision_cpu_ms": [[] for _ in agents],
                           "search_actions": [[] for _ in agents]}
    runner: Runner | None = None

    def record(step: Step) -> None:
        if step.choices > 1:     # a forced move says nothing of a program's speed
            out["decision_ms"][step.seat].append(step.wall_ms)
            out["decision_cpu_ms"][step.seat].append(step.cpu_ms)
            if step.spent is not None:
                out["search_actions"][step.seat].append(step.spent)
    try:
        s = Match(info.id, seed, setup if setup is not None else info.default_setup(seed)).state
        runner = Runner(s, dict(enumerate(agents)), check=check, measure=True)
        outcome = runner.run(max_actions=max_actions, on_step=record)
        if outcome.waiting is not None:   # the caller gave too few programs: a crash of the caller's, said so
            raise IndexError(f"seat {outcome.waiting} must act and has no program")
        # the runner's words, with the seed that lets a reader replay the game
        found = outcome.violations[:-1] if outcome.capped else outcome.violations
        out["violations"] = [v if v == NOBODY_ACTS else f"seed {seed} {v}" for v in found]
        if outcome.capped:
            out["violations"].append(f"seed {seed}: no end after {max_actions} actions")
        out["result"] = s.result
        out["rules_seats"] = list(s.rules_seats)
        out["turns"] = getattr(s, "turn", 0)
        # what each seat played with, as the game ends (after any draft): for --card-stats
        out["decks"] = [s.deck_of(seat) for seat in range(len(agents))]
    except Exception:  # the simulator reports crashes rather than dying of them
        out["crash"] = traceback.format_exc()
    out["actions"] = runner.actions if runner is not None else 0
    return out


Job = tuple[str, list[str], int, int, bool, int, dict[str, Any]]


def seat_order(g: int, seats: int) -> list[int]:
    """Game ``g``'s program in each seat (indexes into the ``--seats`` list): a rotation chosen by the
    game number, so over every block of ``seats`` games each program sits in each seat once."""
    r = g % seats
    return [(seat + r) % seats for seat in range(seats)]


def _rotated_game(job: Job) -> tuple[dict[str, Any], list[int]]:
    """Game ``g`` of a run: the block's seed, the rotation's seat order."""
    ruleset, names, seed0, g, check, players, settings = job
    n = len(names)
    seed = seed0 + g // n
    order = seat_order(g, n)   # order[seat] = program index
    agents = [make_agent(names[order[seat]], seed * n + seat, ruleset) for seat in range(n)]
    setup = build_setup(registry.get(ruleset), seed, players=players, settings=settings)
    return play_game(ruleset, seed, agents, check=check, setup=setup), order


def _games(args: argparse.Namespace, names: list[str]) -> Iterator[tuple[dict[str, Any], list[int]]]:
    jobs: list[Job] = [(args.ruleset, names, args.seed, g, not args.no_check, args.players_n, args.chosen)
                       for g in range(args.games)]
    if args.jobs <= 1:
        yield from map(_rotated_game, jobs)
        return
    # every game is dealt and seeded by its number alone, so processes give the same games in the same order
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        yield from pool.imap(_rotated_game, jobs)


def programs_of(args: argparse.Namespace) -> list[str]:
    """One program per seat, from ``--seats`` or the ``--p1``/``--p2`` shorthands, each checked against
    what the game offers: a bad one is a one-line error listing what exists (exit status 2)."""
    from .args import game_setups
    game_setups(args)   # refuses a seat count or setting the game does not have
    from game.engine.setup import check_players, parse_settings
    info = registry.get(args.ruleset)
    args.chosen = parse_settings(info, args.settings)
    offered = agent_names(info.id)
    if args.seats is not None:
        names = [n.strip().lower() for n in args.seats.split(",")]
        if args.players is not None and len(names) != args.players:
            args.parser.error(f"argument --seats: {len(names)} programs for {args.players} players")
        players = check_players(info, len(names)) if args.players is None else args.players
        where = "--seats"
    else:
        players = check_players(info, args.players)
        names = [args.p1.lower()] + [args.p2.lower()] * (players - 1)
        where = ""
    for i, name in enumerate(names):
        if name not in offered:
            flag = where or ("--p1" if i == 0 else "--p2")
            args.parser.error(f"argument {flag}: invalid choice: {name!r} for {info.id} "
                              f"(choose from {', '.join(offered)})")
    seats, need = seats_of(info, args.seed, players, args.chosen)
    if len(names) < need:
        if args.seats is not None or args.players is not None:
            args.parser.error(f"{info.id} set up this way seats {seats} players, {need} of them played by programs: "
                              f"{len(names)} given")
        players = seats          # a mode with a seat count of its own (Clash of Decks' ffa, 2v2, co-op)
        names = [args.p1.lower()] + [args.p2.lower()] * (players - 1)
    args.players_n = players
    return names


def seats_of(info: Any, seed: int, players: int, settings: dict[str, Any]) -> tuple[int, int]:
    """How many seats the game set up with these settings has, and up to which seat programs must play
    (a seat the rules play needs none)."""
    s = registry.new_state(info, seed, build_setup(info, seed, players=players, settings=settings))
    return s.num_players, max((p for p in range(s.num_players) if p not in s.rules_seats), default=-1) + 1


def run(args: argparse.Namespace) -> int:
    if args.format is not None:
        from .event import simulate as simulate_events
        return simulate_events(args)
    try:
        names = programs_of(args)
    except Exception as exc:  # a seat count the game refuses, said as argparse says it
        if isinstance(exc, SystemExit):
            raise
        args.parser.error(str(exc))
    n = len(names)
    wins = [0] * n
    draws = crashes = violations = actions = turns = 0
    rules_wins = 0   # games won by a seat the rules play (state.rules_seats: no program sits there)
    crash_samples: list[str] = []
    decision_ms: list[list[float]] = [[] for _ in names]  # per program, in --seats order
    decision_cpu: list[list[float]] = [[] for _ in names]
    search_actions: list[list[int]] = [[] for _ in names]
    violation_samples: list[str] = []
    cards: dict[str, list[int]] = {}   # def id -> [games in a program's deck, of them won]
    start = time.perf_counter()
    for g, (res, order) in enumerate(_games(args, names)):
        seed = res["seed"]
        for seat in range(n):
            decision_ms[order[seat]].extend(res["decision_ms"][seat])
            decision_cpu[order[seat]].extend(res["decision_cpu_ms"][seat])
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
                ruled = res.get("rules_seats", [])
                for seat in result.winners:
                    if seat < n and seat not in ruled:
                        wins[order[seat]] += 1
                # a game won by the rules' seats counts once, however many of them won it (co-op's two AIs)
                rules_wins += int(any(seat >= n or seat in ruled for seat in result.winners))
        if args.card_stats and result is not None:
            for seat, deck in enumerate(res.get("decks", [])):
                won = int(not result.draw and seat in result.winners)
                for def_id in deck:
                    tally = cards.setdefault(def_id, [0, 0])
                    tally[0] += 1
                    tally[1] += won
        if args.verbose:
            print(f"game {g + 1}/{args.games} seed {seed}: "
                  f"{'crash' if res['crash'] else (result.reason.en if result else 'unfinished')}", file=sys.stderr)
    seconds = time.perf_counter() - start
    summary = {
        "ruleset": args.ruleset, "players": n, "seats": names, "settings": args.chosen,
        "p1": names[0], "p2": names[1] if n > 1 else None, "seed": args.seed,
        "games": args.games, "wins": wins, "rules_seat_wins": rules_wins, "draws": draws, "crashes": crashes,
        "invariant_violations": violations, "mean_turns": round(turns / max(1, args.games), 2),
        "actions": actions, "seconds": round(seconds, 3),
        "actions_per_second": round(actions / seconds, 1) if seconds else 0.0,
        "games_per_second": round(args.games / seconds, 3) if seconds else 0.0,
        "decisions": [len(d) for d in decision_ms],  # choices with more than one legal action
        "decision_ms_p50": [_pct(d, 50) for d in decision_ms],
        "decision_ms_p95": [_pct(d, 95) for d in decision_ms],
        "decision_ms_max": [round(max(d, default=0.0), 2) for d in decision_ms],
        # the same decisions in the thread's CPU time: what the search costs, whatever else the machine runs
        "decision_cpu_ms_p50": [_pct(d, 50) for d in decision_cpu],
        "decision_cpu_ms_p95": [_pct(d, 95) for d in decision_cpu],
        "decision_cpu_ms_max": [round(max(d, default=0.0), 2) for d in decision_cpu],
        # the work behind those times; unlike them, the same on every run
        "search_actions_p50": [int(_pct(w, 50)) for w in search_actions],
        "search_actions_p95": [int(_pct(w, 95)) for w in search_actions],
        "search_actions_max": [max(w, default=0) for w in search_actions],
    }
    if args.card_stats:
        summary["card_stats"] = card_table(cards)
    for sample in crash_samples[:3] + violation_samples[:5]:
        print(sample, file=sys.stderr)
    if args.json:
        print(json.dumps(summary))
    else:
        for k, v in summary.items():
            if k != "card_stats":
                print(f"{k}: {v}")
        for row in summary.get("card_stats", []):
            print(f"{row['card']:>14}  won {row['won']:>6} of {row['decks']:>6}  {row['win_rate']:.3f} ± {row['stderr']:.3f}")
    return 1 if crashes or violations else 0


def card_table(cards: dict[str, list[int]]) -> list[dict[str, Any]]:
    """Each card that sat in a program's deck: in how many decks, how often that deck won, and the
    win rate's standard error, so a designer tells a strong card from a lucky one. Highest first."""
    rows = []
    for def_id, (games, won) in cards.items():
        rate = won / games
        rows.append({"card": def_id, "decks": games, "won": won, "win_rate": round(rate, 3),
                     "stderr": round((rate * (1 - rate) / games) ** 0.5, 3)})
    return sorted(rows, key=lambda r: (-r["win_rate"], r["card"]))


def _pct(values: list[float], q: int) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, max(0, int(round(len(ordered) * q / 100)) - 1))], 2)


def add_parser(sub: Any) -> None:
    from game.ai import all_agent_names

    from .args import SEED, add_game_args, whole
    every = "{" + ",".join(all_agent_names()) + "}"
    p = sub.add_parser("simulate", help="play full games between programs and check invariants")
    add_game_args(p)
    p.add_argument("--games", type=whole(1, 1_000_000), default=100, help="how many games (default: %(default)s)")
    p.add_argument("--seed", type=SEED, default=1, help="the first game's seed (default: %(default)s)")
    p.add_argument("--seats", default=None, metavar="A,B,...",
                   help="one program per seat, in seat order (the programs rotate through the seats over the games)")
    p.add_argument("--p1", default="random", metavar=every,
                   help="the first program, for two seats (default: %(default)s; each game offers its own)")
    p.add_argument("--p2", default="random", metavar=every,
                   help="the second program (default: %(default)s)")
    p.add_argument("--json", action="store_true", help="print only the summary, as one JSON line")
    p.add_argument("--no-check", action="store_true", help="skip the invariant checks (faster)")
    p.add_argument("--verbose", action="store_true")
    p.add_argument("--card-stats", action="store_true",
                   help="add each card's record: how often a program's deck holding it won (for tuning a card set)")
    p.add_argument("--jobs", type=whole(1, 64), default=1, help="games played side by side in this many processes")
    p.add_argument("--format", default=None,
                   help="play whole events of this format of the game instead (`rulesets` lists them); --games events")
    p.set_defaults(func=run)
