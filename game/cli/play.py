"""`python -m game play`: any game at a terminal, hotseat, choosing among the legal actions by number.

The window-based table replaces this as the default entry; this stays for play over SSH and for
testing rules by hand. It reaches a game only through its registration: the ``text`` part words the
actions, events and board (``game/engine/textpart.py``); a game without a text part, or whose
``describe_board`` is None, is shown as the zones its player's view holds (hidden ones as counts), so a
new game plays here from its first day.

``--seats person,normal`` puts programs in seats (one entry per seat the rules do not play): between a
person's inputs they play through the runner (game/formats/runner.py), which stops where a person must act.
What a program does is shown as the one person at the terminal sees it, or with several, as any
onlooker would (no seat's secrets).
"""
from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from game.engine.errors import DataError
from game.engine.match import Match
from game.engine.textpart import TextRules, text_part
from game.formats import text as event_text
from game.formats.event import EventState
from game.formats.runner import Step, play
from game.ui.paths import user_file

PERSON = "person"


def board_text(text: TextRules | None, s: Any, viewer: int, lang: str) -> str:
    """The table as ``viewer`` sees it: the game's own picture, else its view's zones; an event between
    its games in its own words."""
    if isinstance(s, EventState):
        return event_text.describe_board(s, viewer, lang)
    if text is not None and text.describe_board is not None:
        return str(text.describe_board(s, viewer, lang))
    view = s.view(viewer)
    name = text.card_name if text is not None else None
    lines = []
    for zid, zone in sorted(view["zones"].items()):
        if zone["cards"] is None:
            lines.append(f"  {zid}: {zone['count']} hidden")
        elif zone["cards"]:
            cards = [name(s, iid, lang) if name else str(def_id) for iid, def_id in zone["cards"]]
            lines.append(f"  {zid}: " + ", ".join(cards))
    return "\n".join(lines)


def action_text(text: TextRules | None, s: Any, action: Any, lang: str) -> str:
    if isinstance(s, EventState):
        return event_text.describe_action(s, action, lang)
    if text is not None:
        return str(text.describe_action(s, action, lang))
    return str(action)


def event_lines(text: TextRules | None, s: Any, events: list[Any], lang: str, viewer: int | None) -> list[str]:
    """What ``viewer`` is told of the events (None: an onlooker), as the game's log words them."""
    if isinstance(s, EventState):
        return event_text.describe_all(s, events, lang, viewer)
    seen = [e.for_player(viewer) for e in events]
    if text is not None:
        return [str(line) for line in text.describe_events(s, seen, lang, viewer)]
    return [e.kind for e in seen]


def seat_programs(args: argparse.Namespace, match: Match) -> dict[int, Any]:
    """``--seats``: the programs by seat (none: every seat is a person's). A name the game does not
    offer or a wrong count is a one-line error, exit status 2, as ``simulate`` says it."""
    from game.ai import agent_names, make_agent
    if args.seats is None:
        return {}
    s = match.state
    seats = [p for p in range(s.num_players) if p not in s.rules_seats]
    names = [n.strip().lower() for n in args.seats.split(",")]
    if len(names) != len(seats):
        args.parser.error(f"argument --seats: {len(seats)} seats need {len(seats)} entries, not {len(names)}")
    offered = agent_names(match.ruleset_id)
    for name in names:
        if name != PERSON and name not in offered:
            args.parser.error(f"argument --seats: invalid choice: {name!r} for {match.ruleset_id} "
                              f"(choose from {', '.join([PERSON, *offered])})")
    return {seat: make_agent(name, match.seed * len(seats) + seat, match.ruleset_id)
            for seat, name in zip(seats, names) if name != PERSON}


class _Said:
    """A seat's program whose choice is put in the game's words as it is made: the words read the table
    as it is before the action (a unit placed, or upgraded)."""

    def __init__(self, agent: Any, text: Any, lang: str) -> None:
        self.agent, self.text, self.lang = agent, text, lang
        self.name = agent.name
        self.words = ""

    def choose(self, state: Any, player: int) -> Any:
        action = self.agent.choose(state, player)
        self.words = action_text(self.text, state, action, self.lang)
        return action


def run(args: argparse.Namespace) -> int:
    from game.engine import registry

    from .args import game_setups

    info = registry.get(args.ruleset)
    text = text_part(info)
    lang = args.lang
    if args.load:
        try:
            match = Match.load(args.load)
        except DataError as exc:      # a file that is no save of this app: one line, as a bad argument is
            args.parser.error(f"argument --load: {exc.line()}")
        text = text_part(match.info)
    else:
        setups = game_setups(args)
        seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "little")
        match = Match(info.id, seed, setups(seed))
    programs = {seat: _Said(agent, text, lang) for seat, agent in seat_programs(args, match).items()}
    people = [p for p in range(match.state.num_players) if p not in programs and p not in match.state.rules_seats]
    watcher = people[0] if len(people) == 1 else None
    save_path = args.save or user_file("last-game.json")
    unsaved: list[str] = []

    def save() -> None:
        """After every action; a full or read-only disk is said once, and the game goes on."""
        try:
            match.save(save_path)
        except OSError as exc:
            if not unsaved:
                print(f"cannot save the game to {save_path} ({exc.strerror or exc}); playing on unsaved",
                      file=sys.stderr)
            unsaved.append(save_path)

    def shown(step: Step) -> None:
        print(f"Player {step.seat + 1} ({programs[step.seat].name}): {programs[step.seat].words}")
        for line in event_lines(text, match.state, step.events, lang, watcher):
            print(f"   * {line}")
        save()

    while True:
        outcome = play(match, programs, on_step=shown)
        if outcome.waiting is None:
            break
        top = match.state
        p = outcome.waiting
        inner = top.delegate(p)            # an event's game under way: the person plays in it
        s, seat = inner if inner is not None else (top, p)
        print("\n" + board_text(text, s, seat, lang))
        mine = [d for d in s.decisions if d.player == seat]
        if mine:
            print(">> " + mine[0].prompt.get(lang) + f"  (rule {mine[0].rule})")
        legal = [top.relay(p, a) for a in s.legal_actions() if a.player == seat]
        for n, a in enumerate(legal):
            print(f"  {n:2d}. {action_text(text, top, a, lang)}")
        try:
            raw = input(f"Player {p + 1}> ").strip()
        except EOFError:
            print()
            return 0
        if raw in ("q", "quit"):
            return 0
        if not raw.isdigit() or int(raw) >= len(legal):
            print("Type the number of an action (q quits).")
            continue
        for line in event_lines(text, match.state, match.apply(legal[int(raw)]), lang, p):
            print(f"   * {line}")
        save()
    result = match.state.result
    if result is None:     # no seat can act, or programs alone never ended it: the game is broken here
        print(f"\nThe game cannot go on: {'; '.join(outcome.violations)}")
        return 1
    print(f"\nGame over: {result.reason.get(lang)} (rule {result.rule})")
    return 0


def add_parser(sub: Any) -> None:
    from .args import SEED, add_game_args, in_file, out_file
    p = sub.add_parser("play", help="play at the terminal (hotseat)")
    add_game_args(p)
    p.add_argument("--seed", type=SEED, default=None, help="the game's seed (default: a random one)")
    p.add_argument("--lang", choices=("en", "ko"), default="en")
    p.add_argument("--load", type=in_file, help="resume a saved game")
    p.add_argument("--save", type=out_file,
                   help="where to autosave after every action (default: last-game.json in the data folder)")
    p.add_argument("--seats", default=None, metavar="A,B,...",
                   help="who plays each seat, in seat order: person, or a program the game offers "
                        "(default: a person in every seat)")
    p.set_defaults(func=run)
