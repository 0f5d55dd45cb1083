"""A fingerprint of what the engines do, to compare two versions of the code.

    PYTHONPATH=<tree> python tools/equivalence.py [GAMES] [WORDS...]

plays GAMES seeded random games (default 10) of each shape of `python -m game perf` (or only the shapes whose
label holds one of WORDS) and prints, per shape, a hash over every event of every action and every final
state. A speed-up that changes nothing a player could see leaves every line the same; run it on the tree
before the change and after, and compare. It is a maintainer's tool, not a test: the tests of each short cut
check it against the work it skips.
"""
from __future__ import annotations

import hashlib
import json
import sys

from game.ai.random_agent import PlayoutAgent
from game.cli.perf import SHAPES, _setup_maker
from game.engine.match import Match
from game.engine.rng import Rng
from game.formats.runner import play


def _event_text(e) -> str:
    return json.dumps([e.kind, e.data, e.visible_to, e.public], sort_keys=True, default=repr)


def fingerprint(label: str, ruleset: str, seats, settings, games: int) -> tuple[str, int]:
    make = _setup_maker(ruleset, seats, settings)
    h = hashlib.sha256()
    total = 0
    for g in range(games):
        seed = 5000 + g
        s = Match(ruleset, seed, make(seed)).state
        agent = PlayoutAgent(Rng(seed))

        def step(st) -> None:
            h.update(repr((st.seat, st.action)).encode())
            for e in st.events:
                h.update(_event_text(e).encode())

        out = play(s, dict.fromkeys(range(s.num_players), agent), on_step=step)
        total += out.actions
        h.update(s.state_hash().encode())
    return h.hexdigest()[:16], total


def main(argv: list[str]) -> int:
    games = int(argv[0]) if argv and argv[0].isdigit() else 10
    words = argv[1:] if argv and argv[0].isdigit() else argv
    for label, ruleset, seats, settings in SHAPES:
        if words and not any(w in label for w in words):
            continue
        digest, actions = fingerprint(label, ruleset, seats, settings, games)
        print(f"{label:28} {digest} {actions} actions", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
