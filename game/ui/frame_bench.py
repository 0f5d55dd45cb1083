"""`bench-ui`: frame times of a game's busiest table in three cases.

still: nothing moves (the player reads the board); drag: a card held by the mouse and moved every frame,
through the same synthetic events the UI tests post; anim: lunges, a banner and a hovered large view kept
going, as the benchmark has always measured (its figures stay under the old ``frame_ms_*`` keys).

Frames are timed in this process's CPU time, not on the wall clock: the machines that run this are shared,
and another program's work would otherwise land in our figures. Drawing is single-threaded, so on a quiet
machine the two agree."""
from __future__ import annotations

import math
import statistics
import time
from typing import Any

import pygame

from game.ai.random_agent import PlayoutAgent
from game.engine.rng import Rng
from game.formats.runner import play

from .smoke import Hands, _app, _table


def busiest_table(app: Any, ruleset: str, seed: int, setup: dict[str, Any] | None) -> Any:
    """A board played some turns by random legal actions, shown to the seat to act (after its pass screen).
    It stops where that seat has no question to answer but by moving cards, so it may pick one up (the drag
    case)."""
    scene = _table(app, ruleset, seed, setup)
    app.push(scene)
    s = scene.session
    random = PlayoutAgent(Rng(seed))

    def far_enough(st: Any) -> bool:
        far = getattr(st, "turn", 0) >= 7 or len(s.match.log) >= 400
        free = all(d.kind in scene.part.FREE_DECISIONS for d in st.decisions)   # answered by moving cards
        return (far and free) or len(s.match.log) >= 800
    play(s, dict.fromkeys(range(s.state.num_players), random), until=far_enough)
    scene.viewer = scene.seen_by = scene.acting()
    scene.pass_pending = False
    scene.overlay.visible = False
    scene.resync(snap=True)
    scene.refresh_controls()
    hands = Hands(app)
    for _ in range(8):             # a table that hands the screen on by itself (Magic's automatic passes)
        hands.frames(30)
        if not scene.pass_pending:
            break
        hands.pass_screen()
    return scene


def _timed(app: Any, before: Any = None) -> float:
    if before is not None:
        before()
    t = time.process_time()
    app.step(1 / 60)
    return (time.process_time() - t) * 1000


def _quantiles(times: list[float]) -> tuple[float, float]:
    ordered = sorted(times)
    return statistics.median(ordered), ordered[max(0, math.ceil(len(ordered) * 0.95) - 1)]


def _draggable(scene: Any) -> int | None:
    """A card the viewer may pick up now (the hand first: the move a player makes most)."""
    if not scene.my_turn():
        return None
    hand = scene.part.hand(scene.viewer)
    cards = sorted(scene.card_nodes.values(), key=lambda n: (scene.zone_of.get(n.iid) != hand, n.iid))
    return next((n.iid for n in cards if n.visible and n.face_up and scene.drag_targets(n.iid)), None)


def still_frames(app: Any, frames: int) -> list[float]:
    Hands(app).frames(60)                  # springs and glows come to rest first
    return [_timed(app) for _ in range(frames)]


def drag_frames(app: Any, frames: int) -> tuple[list[float], bool]:
    """A card pressed and carried round a loop over the felt, one mouse motion a frame; (times, held):
    held is False when no card could be picked up (a decision pending), and then only the mouse moves."""
    scene = app.scene
    hands = Hands(app)
    iid = _draggable(scene)
    start = hands.card_center(iid) if iid is not None else hands.screen_point(500, 360)
    sx, sy = int(start[0]), int(start[1])
    hands.post(pygame.MOUSEMOTION, pos=(sx, sy), rel=(0, 0), buttons=(0, 0, 0))
    if iid is not None:
        hands.post(pygame.MOUSEBUTTONDOWN, pos=(sx, sy), button=1)
    hands.frames(2)
    held = scene.drag is not None
    w, h = app.size
    times = []
    for i in range(frames):
        a = i / 40
        pos = (int(w * (0.4 + 0.25 * math.cos(a))), int(h * (0.5 + 0.25 * math.sin(a))))
        motion = lambda p=pos: hands.post(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1 if held else 0, 0, 0))
        times.append(_timed(app, motion))
    if held:                               # let go where it was picked up: it goes back to its place
        hands.post(pygame.MOUSEMOTION, pos=(sx, sy), rel=(1, 1), buttons=(1, 0, 0))
        hands.frames(1)
        hands.post(pygame.MOUSEBUTTONUP, pos=(sx, sy), button=1)
        hands.frames(2)
    return times, held


def anim_frames(app: Any, frames: int) -> list[float]:
    scene = app.scene
    piles = {p.zone for p in scene.part.piles()}
    field = [c.iid for c in scene.session.state.cards if c.zone not in piles and not c.zone.endswith(".hand")
             and scene.card_nodes[c.iid].visible]      # the cards drawn: one nobody sees plays no animation

    def nudge(i: int) -> None:
        if i % 30 == 0:  # keep animations going: lunges, banners, a hovered large view
            for u in field:
                scene.physics.nudge(u, 0, 400 if i % 60 else -400)
            scene.banner.show("Trigger!", 0.8)
            scene.large.iid = field[0] if field else None
    return [_timed(app, lambda i=i: nudge(i)) for i in range(frames)]


def bench_frames(*, ruleset: str, frames: int = 600, size: tuple[int, int] = (1280, 720), seed: int = 4,
                 setup: dict[str, Any] | None = None) -> dict[str, Any]:
    """The busiest table's frame times, still, with a card dragged and with animations running
    (``frames`` of each, in that order)."""
    t0 = time.perf_counter()
    app = _app(size, headless=True)
    startup_ms = (time.perf_counter() - t0) * 1000
    scene = busiest_table(app, ruleset, seed, setup)
    still = _quantiles(still_frames(app, frames))
    drag_times, held = drag_frames(app, frames)
    drag = _quantiles(drag_times)
    anim = _quantiles(anim_frames(app, frames))
    pygame.quit()
    s = scene.session
    hidden = {p.zone for p in scene.part.piles() if not p.public}
    r = lambda v: round(v, 3)
    return {"ruleset": scene.info.id, "frames": frames, "width": size[0], "height": size[1],
            "frame_ms_p50": r(anim[0]), "frame_ms_p95": r(anim[1]), "fps": round(1000 / max(anim[0], 1e-3), 1),
            "still_ms_p50": r(still[0]), "still_ms_p95": r(still[1]),
            "drag_ms_p50": r(drag[0]), "drag_ms_p95": r(drag[1]), "drag_held_card": held,
            "anim_ms_p50": r(anim[0]), "anim_ms_p95": r(anim[1]), "clock": "process_time",
            "startup_ms": round(startup_ms, 1), "cards_on_table": sum(1 for c in s.state.cards if c.zone not in hidden)}
