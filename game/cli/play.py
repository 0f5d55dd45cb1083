"""`python -m game play`: any game at a terminal, hotseat, choosing among the legal actions by number.

The window-based table replaces this as the default entry; this stays for play over SSH and for
testing rules by hand. It reaches a game only through its registration: the ``text`` part words the
actions, events and board (``game/engine/textpart.py``); a game without a text part, or whose
``describe_board`` is None, is shown as the zones its player's view holds (hidden ones as counts), so a
new game plays here from its first day.
"""
from __future__ import annotations

import argparse
import os
from typing import Any

from game.engine.errors import DataError
from game.engine.match import Match
from game.engine.textpart import TextRules, text_part
from game.ui.paths import user_file


def board_text(text: TextRules | None, s: Any, viewer: int, lang: str) -> str:
    """The table as ``viewer`` sees it: the game's own picture, else its view's zones."""
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
    if text is not None:
        return str(text.describe_action(s, action, lang))
    return str(action)


def event_lines(text: TextRules | None, s: Any, events: list[Any], lang: str, viewer: int) -> list[str]:
    """What ``viewer`` is told of the events, as the game's log words them."""
    seen = [e.for_player(viewer) for e in events]
    if text is not None:
        return [str(line) for line in text.describe_events(s, seen, lang, viewer)]
    return [e.kind for e in seen]


def run(args: argparse.Namespace) -> int:
    from game.engine import registry

    from .args import game_setups

    info = registry.get(args.ruleset)
    text = text_part(info)
    lang = args.lang
    if args.load:
        try:
            match = Match.load(args.load)
        except DataError as exc:
            print(exc)
            return 2
        text = text_part(match.info)
    else:
        setups = game_setups(args)
        seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "little")
        match = Match(info.id, seed, setups(seed))
    save_path = args.save or user_file("last-game.json")
    while match.state.result is None:
        s = match.state
        p = s.current_players()[0]
        print("\n" + board_text(text, s, p, lang))
        mine = [d for d in s.decisions if d.player == p]
        if mine:
            print(">> " + mine[0].prompt.get(lang) + f"  (rule {mine[0].rule})")
        legal = [a for a in s.legal_actions() if a.player == p]
        for n, a in enumerate(legal):
            print(f"  {n:2d}. {action_text(text, s, a, lang)}")
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
        match.save(save_path)
    result = match.state.result
    print(f"\nGame over: {result.reason.get(lang)} (rule {result.rule})")
    return 0


def add_parser(sub: Any) -> None:
    from .args import SEED, add_game_args
    p = sub.add_parser("play", help="play at the terminal (hotseat)")
    add_game_args(p)
    p.add_argument("--seed", type=SEED, default=None, help="the game's seed (default: a random one)")
    p.add_argument("--lang", choices=("en", "ko"), default="en")
    p.add_argument("--load", help="resume a saved game")
    p.add_argument("--save", help="where to autosave after every action (default: last-game.json in the data folder)")
    p.set_defaults(func=run)
