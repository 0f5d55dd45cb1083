"""`python -m game event`: a whole event of a game's format between programs, and its standings.

    python -m game event --ruleset ID --format FORMAT --seats a,b,... --seed S [--set K=V] [--save FILE] [--json]

``--seats`` names one program per seat the rules do not play, in seat order. ``--set`` takes the format's
own settings and the game's (handed to every game of the event). With ``--save`` the event is kept in that
file (a save like a game's: the seed, the setup and the action log) after every game and stage, and a run
with the same file resumes it; the programs choose from their seed and what they see, so a resumed event
ends as the uninterrupted one would. With ``--json`` stdout holds one object: ``format``, ``finished``,
``ranking`` (``place``, ``player``, ``program``, ``wins``, ``played``) and ``games``.

``league`` is the same command for a game's league (its first format with a bracket), ``--rounds N``
being ``--set rounds=N``.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any, NoReturn

from game.engine import registry
from game.engine.errors import DataError
from game.engine.match import Match
from game.engine.registry import RulesetInfo
from game.util.files import move_aside, read_json

from .args import SEED, out_file, ruleset, whole


def _fail(args: argparse.Namespace, text: str) -> NoReturn:
    args.parser.error(text)


def spec_for(args: argparse.Namespace, info: RulesetInfo) -> Any:
    from game.formats.spec import format_of, formats_of
    if args.format is None:
        leagues = [s for s in formats_of(info) if s.games is not None and s.games.pairing == "bracket"]
        if not leagues:
            _fail(args, f"{info.id} has no league format (its formats: "
                        f"{', '.join(s.id for s in formats_of(info)) or 'none'})")
        return leagues[0]
    try:
        return format_of(info, args.format)
    except KeyError as exc:
        _fail(args, str(exc.args[0]))


def event_setup(args: argparse.Namespace, info: RulesetInfo, spec: Any, programs: list[str]) -> dict[str, Any]:
    """The event's setup from ``--set`` and the programs, checked by the event itself (one line, exit 2)."""
    from game.formats.event import new_event
    setup: dict[str, Any] = {"format": spec.id}
    for pair in args.settings:
        key, sep, text = pair.partition("=")
        option = spec.option(key.strip()) or info.option(key.strip())
        if not sep or option is None:
            known = [o.id for o in spec.options] + [o.id for o in info.options]
            _fail(args, f"--set {pair!r}: the {spec.id} format's settings are {', '.join(known) or 'none'}")
        setup[key.strip()] = option.parse(text.strip())
    people = [s for s in range(spec.seat_count(spec.players[0])) if s not in spec.rules_seats]
    counts = [p for p in spec.players if len([s for s in range(spec.seat_count(p)) if s not in spec.rules_seats])
              == len(programs)]
    if not counts:
        _fail(args, f"--seats: the {spec.id} format seats {len(people)} programs, not {len(programs)}")
    setup["players"] = counts[0]
    seats = [s for s in range(spec.seat_count(counts[0])) if s not in spec.rules_seats]
    setup["seats"] = {str(seat): name for seat, name in zip(seats, programs)}
    try:
        new_event(info, args.seed, setup)
    except DataError as exc:
        _fail(args, f"{info.id} {spec.id}: {'; '.join(exc.problems)}")
    return setup


def programs_of(args: argparse.Namespace, info: RulesetInfo) -> list[str]:
    from game.ai import agent_names
    names = [s.strip().lower() for s in args.seats.split(",") if s.strip()]
    offered = agent_names(info.id)
    bad = [n for n in names if n not in offered]
    if bad:
        _fail(args, f"--seats: unknown program {', '.join(bad)} for {info.id} (choose from {', '.join(offered)})")
    return names


def agents_for(info: RulesetInfo, setup: dict[str, Any], seed: int) -> dict[int, Any]:
    """A program per seat of the setup's ``seats``, seeded by the event's seed and the seat alone."""
    from game.ai import make_agent
    return {int(seat): make_agent(name, (seed * 8 + int(seat)) % 2 ** 64, info.id)
            for seat, name in setup.get("seats", {}).items()}


SAVE_KEYS = ("version", "ruleset", "seed", "setup", "log")   # what makes a JSON file a save of this app


def resume(path: str, info: RulesetInfo, setup: dict[str, Any], seed: int) -> tuple[Match | None, str]:
    """The event saved at ``path`` when it is this one. A save that cannot be resumed, or that holds another
    event, is set aside (never overwritten) and said. What is not a save file at all (a folder, a file that
    is not JSON of a save) is never touched: ``NotASave`` says why."""
    if not os.path.lexists(path):
        return None, ""
    if not os.path.isfile(path):
        raise NotASave(f"{path} is not a file")
    try:
        data = read_json(path)
    except DataError as exc:
        raise NotASave(f"{exc.line()}: not an event's save, left as it is") from None
    if not isinstance(data, dict) or not all(k in data for k in SAVE_KEYS):
        raise NotASave(f"{path}: JSON, but not an event's save (it has no {', '.join(SAVE_KEYS)}); left as it is")
    try:
        match = Match.from_json(data, path)
    except DataError as exc:
        return None, f"{path} could not be resumed ({exc.problems[0]}); set aside as {_aside(path)}"
    if match.ruleset_id != info.id or match.seed != seed or match.setup != setup:
        return None, f"{path} holds another event; set aside as {_aside(path)}"
    return match, ""


class NotASave(Exception):
    """A --save path that is something else than an event's save file: refused, never moved."""


def _aside(path: str) -> str:
    try:
        return move_aside(path)
    except OSError as exc:
        raise NotASave(f"{path} cannot be resumed and cannot be set aside ({exc.strerror or exc})") from None


def play_event(info: RulesetInfo, setup: dict[str, Any], seed: int, *, save: str | None = None,
               check: bool = False, on_note: Any = None) -> Match:
    """A whole event between the setup's programs (resumed from ``save`` when it holds this event), saved
    there after every game and every stage."""
    from game.formats.runner import play
    match = None
    if save:
        match, note = resume(save, info, setup, seed)
        if note and on_note is not None:
            on_note(note)
    if match is None:
        match = Match(info.id, seed, setup)
    agents = agents_for(info, setup, seed)

    unsaved: list[str] = []

    def write() -> None:
        """A full or read-only disk is said once (``on_note``) and the event plays on."""
        try:
            match.save(save)      # type: ignore[arg-type]
        except OSError as exc:
            if not unsaved and on_note is not None:
                on_note(f"cannot save the event to {save} ({exc.strerror or exc}); it plays on unsaved")
            unsaved.append(str(exc))

    def keep(step: Any) -> None:
        if save and any(e.kind in ("event_game_over", "event_stage") for e in step.events):
            write()
    outcome = play(match, agents, check=check, max_actions=10 ** 6, on_step=keep if save else None)
    if outcome.violations:
        raise AssertionError("; ".join(outcome.violations[:3]))
    if save:
        write()
    return match


def report(match: Match, programs: dict[str, str]) -> dict[str, Any]:
    from game.formats import standings
    ev: Any = match.state
    rows = [dict(r, program=programs.get(str(r["seat"]), "rules")) for r in standings.ranking(ev)]
    return {"ruleset": match.ruleset_id, "format": ev.spec.id, "seed": match.seed, "finished": ev.result is not None,
            "ranking": rows, "games": ev.games,
            "decks": [{"player": r["player"], "cards": ev.deck_ids(r["seat"])} for r in sorted(rows, key=lambda r: r["seat"])
                      if ev.draft is not None]}


def run(args: argparse.Namespace) -> int:
    info = registry.get(args.ruleset)
    if getattr(args, "rounds", None) is not None:
        args.settings = list(args.settings) + [f"rounds={args.rounds}"]
    spec = spec_for(args, info)
    programs = programs_of(args, info)
    setup = event_setup(args, info, spec, programs)
    if args.players is not None and args.players != setup["players"]:
        _fail(args, f"--players {args.players}: --seats names programs for {setup['players']} players")
    try:
        match = play_event(info, setup, args.seed, save=args.save, on_note=lambda n: print(n, file=sys.stderr))
    except NotASave as exc:
        _fail(args, f"argument --save: {exc}")
    out = report(match, setup["seats"])
    hooks = info.part("formats")
    if args.save and match.state.result is not None and hooks is not None:
        try:
            out["kept"] = hooks.kept(match.state, os.path.splitext(args.save)[0])
        except OSError as exc:
            print(f"cannot keep the event's decks beside {args.save} ({exc.strerror or exc})", file=sys.stderr)
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
        return 0
    for row in out["ranking"]:
        print(f"{row['place']}. {row['player']} ({row['program']}): {row['wins']} of {row['played']} games won")
    return 0


def add_parser(sub: Any) -> None:
    for name, helptext in (("event", "play a whole event of a game's format between programs and print its standings"),
                           ("league", "the event command for a game's league format (--rounds N: the first N rounds)")):
        p = sub.add_parser(name, help=helptext)
        p.add_argument("--ruleset", type=ruleset, required=True, help="the game whose format is played")
        p.add_argument("--format", default=None, required=name == "event",
                       help="the format's id (`rulesets` lists each game's formats)")
        p.add_argument("--seats", required=True, help="one program per seat the rules do not play, comma-separated")
        p.add_argument("--players", type=whole(1, 8), default=None,
                       help="the event's seats, checked against --seats (which names a program for each)")
        p.add_argument("--seed", type=SEED, default=1, help="the event's seed (its draft, every game, every program)")
        p.add_argument("--set", dest="settings", action="append", default=[], metavar="KEY=VALUE",
                       help="a setting of the format, or of the game for every game of the event")
        p.add_argument("--save", default=None, type=out_file,
                       help="keep the event in this file after every game; resume it if it exists (a file that is "
                            "not an event's save is refused, never moved)")
        p.add_argument("--json", action="store_true", help="print one JSON object (the standings and every game)")
        if name == "league":
            p.add_argument("--rounds", type=whole(1, 99), default=None, help="play only the first N rounds")
        p.set_defaults(func=run, parser=p)


def simulate(args: argparse.Namespace) -> int:
    """``simulate --format F``: whole events between programs with every invariant checked after every
    action (the event's and each game's); crashes and violations counted, never raised. The programs
    rotate through the seats from one event to the next."""
    import time
    import traceback
    from game.engine.setup import SetupError
    info = registry.get(args.ruleset)
    spec = spec_for(args, info)
    seats_given = args.seats is not None
    names = programs_of(args, info) if seats_given else []
    if not seats_given:     # random programs at the seats --players asks for, else at the format's first count
        players = getattr(args, "players", None)
        count = players if players in spec.players else spec.players[0]
        if players is not None and players not in spec.players:
            _fail(args, f"--players: the {spec.id} format is played by {', '.join(map(str, spec.players))}, not {players}")
        people = len([s for s in range(spec.seat_count(count)) if s not in spec.rules_seats])
        names = ["random"] * people
    setup = event_setup(args, info, spec, names)
    n = len(names)
    out: dict[str, Any] = {"ruleset": info.id, "format": spec.id, "seats": names, "seed": args.seed,
                           "events": args.games, "finished": 0, "crashes": 0, "invariant_violations": 0,
                           "games": 0, "actions": 0, "firsts": [0] * n}
    samples: list[str] = []
    start = time.perf_counter()
    for g in range(args.games):
        order = [(i + g) % n for i in range(n)]               # order[k]: the program in the k-th seat
        seats = list(setup["seats"])
        this = dict(setup, seats={seat: names[order[k]] for k, seat in enumerate(seats)})
        seed = args.seed + g
        try:
            match = play_event(info, this, seed, check=not args.no_check)
            ev: Any = match.state
            out["finished"] += int(ev.result is not None)
            out["games"] += len(ev.games)
            out["actions"] += len(match.log)
            from game.formats import standings
            for row in standings.ranking(ev):
                if row["place"] == 1 and str(row["seat"]) in this["seats"]:
                    out["firsts"][order[seats.index(str(row["seat"]))]] += 1
        except AssertionError as exc:
            out["invariant_violations"] += 1
            samples.append(f"seed {seed}: {exc}")
        except (SetupError, Exception):   # noqa: BLE001 - the simulator reports crashes rather than dying of them
            out["crashes"] += 1
            samples.append(f"seed {seed}:\n{traceback.format_exc()}")
        if args.verbose:
            print(f"event {g + 1}/{args.games} seed {seed}", file=sys.stderr)
    out["seconds"] = round(time.perf_counter() - start, 3)
    for s in samples[:5]:
        print(s, file=sys.stderr)
    print(json.dumps(out) if args.json else "\n".join(f"{k}: {v}" for k, v in out.items()))
    return 1 if out["crashes"] or out["invariant_violations"] else 0
