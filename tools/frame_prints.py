"""A fingerprint of what the table shows, frame by frame, to compare two versions of the drawing code.

    PYTHONPATH=<tree> SDL_VIDEODRIVER=dummy python tools/frame_prints.py [WxH] [KEY=VALUE...] [WORDS...]

plays a seeded hotseat opening of each of `bench-ui`'s tables through the real table (drags, clicks and
buttons, as ``ui-smoke`` does), then its still, drag and animation cases, and prints per table a hash over
every frame's pixels (default 1280x720; KEY=VALUE sets a setting first: reduced_motion=True,
colorblind_palette=True, language=ko, text_size=1.3; WORDS keeps the tables whose label holds one). A
speed-up of the drawing that changes nothing a player could see leaves every line the same: run it on the
tree before the change and after, and compare. A maintainer's tool, not a test: the tests of the resting
layer hold each frame equal to the table drawn whole within one version.
"""
from __future__ import annotations

import hashlib
import os
import sys
from typing import Any

TABLES = (
    ("Lanes", "lanes", None, {}),
    ("Dragon Duel", "dragon-duel", None, {}),
    ("Clash of Decks", "clash-of-decks", None, {}),
    ("Clash of Decks, four seats", "clash-of-decks", 4, {"mode": "ffa"}),
    ("Elements Illusion, six seats", "elements-illusion", 6, {}),
    ("Magic, four-player Commander", "magic", 4, {"deck_format": "commander"}),
)
SEED, ACTIONS = 3, 8


def _value(text: str) -> Any:
    if text in ("True", "False"):
        return text == "True"
    try:
        return float(text)
    except ValueError:
        return text


def fingerprint(ruleset: str, players: int | None, settings: dict[str, str], size: tuple[int, int],
                chosen: dict[str, Any]) -> tuple[str, int]:
    from game.engine import registry
    from game.engine.setup import build_setup
    from game.ui import fonts
    from game.ui import frame_bench as fb
    from game.ui.smoke import Hands, _app, _table, seeded_opening
    setup = None if players is None else build_setup(registry.get(ruleset), SEED, players=players, settings=settings)
    app = _app(size, headless=True)
    for name, value in chosen.items():
        setattr(app.settings, name, value)
        if name == "text_size":
            fonts.set_reading_scale(float(value))
    h = hashlib.sha256()
    frames = 0
    step = app.step

    def printed(dt: float, events: Any = None) -> None:
        nonlocal frames
        step(dt, events)
        h.update(app.screen.get_view("0").raw)
        frames += 1
    app.step = printed
    app.push(_table(app, ruleset, SEED, setup))
    hands = Hands(app)
    seeded_opening(app, hands, SEED, actions=ACTIONS, through_door=True)
    hands.pass_screen()
    fb.still_frames(app, 30)
    fb.drag_frames(app, 60)
    fb.anim_frames(app, 90)
    return h.hexdigest()[:16], frames


def main(argv: list[str]) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    size = (1280, 720)
    chosen: dict[str, Any] = {}
    words = []
    for arg in argv:
        if "x" in arg and arg.replace("x", "").isdigit():
            w, h = arg.split("x")
            size = (int(w), int(h))
        elif "=" in arg:
            name, value = arg.split("=", 1)
            chosen[name] = _value(value)
        else:
            words.append(arg)
    for label, ruleset, players, settings in TABLES:
        if words and not any(w in label for w in words):
            continue
        digest, frames = fingerprint(ruleset, players, settings, size, chosen)
        print(f"{label:30} {digest} {frames} frames", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
