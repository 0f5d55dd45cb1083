"""`python -m game rulesets`: the games this app hosts, their seat counts, modes and settings."""
from __future__ import annotations

import argparse
import json
from typing import Any

from game.engine import registry
from game.engine.registry import RulesetInfo


def describe(info: RulesetInfo) -> dict[str, Any]:
    """A game as ``rulesets --json`` tells it: its registration, and the formats played above it."""
    from game.formats.spec import formats_of
    return {**info.to_json(), "formats": [f.to_json() for f in formats_of(info)]}


def run(args: argparse.Namespace) -> int:
    infos = registry.all_rulesets()
    if args.json:
        print(json.dumps({"rulesets": [describe(info) for info in infos]}, ensure_ascii=False))
        return 0
    for info in infos:
        seats = (str(info.min_players) if info.min_players == info.max_players
                 else f"{info.min_players}-{info.max_players}")
        print(f"{info.id}  {info.names.en} / {info.names.ko}  (players: {seats}; aliases: "
              f"{', '.join(info.aliases) or '-'})")
        if info.pitch.en:
            print(f"    {info.pitch.en}")
        print(f"    modes: {', '.join(info.modes)}")
        for o in info.options:
            values = ("|".join(o.choices) if o.kind == "choice"
                      else f"{o.low}..{o.high}" if o.kind == "int" else "on|off")
            print(f"    --set {o.id}={values}  (default {o.default}){'  [reading]' if o.reading else ''}")
        for f in describe(info)["formats"]:
            print(f"    format {f['id']}: {f['names']['en']} ({' / '.join(f['stages'])}; players: "
                  f"{', '.join(map(str, f['players']))})")
    return 0


def add_parser(sub: Any) -> None:
    p = sub.add_parser("rulesets", help="list the games: ids, names, seat counts, modes and settings")
    p.add_argument("--json", action="store_true", help="print one JSON object: {\"rulesets\": [...]}")
    p.set_defaults(func=run)
