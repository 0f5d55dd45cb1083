"""`bench-ui --program-turns`: how long a person at the real table watches and waits while programs play.

One person (seat 0, or the first seat the rules do not play) against the game's programs, headless. The
person's choices come from a program too, made at once and put through the table's door as an input;
every other seat is a program in a background thread at the table, exactly as in the app.

Two figures, each counted the way it means:

- animation: the table's own clock, in frames of 1/60 s in which it is showing something (an event's
  hold, a program's move held up to be seen). It is the sum of the scheduled holds, never wall time, so it
  is the same on any machine. It is counted per program turn (the turn the state was in when a program's
  move went in) and per move of the person (what their own move showed).
- waiting: wall time in which the table shows nothing and waits for a program's decision, from the
  person's input until they may act again. Frames run at real speed while a program thinks, so a program
  that thinks during an animation is credited as at the real table, and a table with nothing to show runs
  the app's own loop (``App.tick``: idle ticks, woken by an event); before acting, the person "plans" for
  up to ``plan`` seconds while a program is still thinking. Each decision's wall and CPU time (the
  thread's, which other jobs on the machine do not inflate) is reported too.
"""
from __future__ import annotations

import contextlib
import os
import statistics
import time
from typing import Any

from game.engine import registry
from game.engine.actions import Concede
from game.engine.setup import build_setup
from game.formats.runner import decide

from .smoke import _app

DT = 1 / 60
PLAN_SECONDS = 1.0


class _Timed:
    """A program whose every decision's wall and CPU time is noted (in the thread that makes it)."""

    def __init__(self, agent: Any, out: list[tuple[float, float]]) -> None:
        self.agent = agent
        self.name = getattr(agent, "name", "agent")
        self.out = out

    def choose(self, state: Any, player: int) -> Any:
        wall, cpu = time.perf_counter(), time.thread_time()
        try:
            return decide(self.agent, state, player)
        finally:
            self.out.append((time.perf_counter() - wall, time.thread_time() - cpu))

    def explain(self, lang: str = "en") -> str:
        explain = getattr(self.agent, "explain", None)
        return explain(lang) if explain else ""


def _best(ruleset: str) -> str:
    from .table.aiseat import programs
    names = programs(ruleset)
    return next((n for n in ("normal", "easy") if n in names), "random")


def _summary(values: list[float], scale: float = 1.0, digits: int = 2) -> dict[str, float]:
    if not values:
        return {"n": 0}
    ordered = sorted(values)
    p95 = ordered[max(0, int(len(ordered) * 0.95 + 0.5) - 1)]
    return {"n": len(values), "p50": round(statistics.median(ordered) * scale, digits),
            "p95": round(p95 * scale, digits), "max": round(ordered[-1] * scale, digits)}


def bench_program_turns(*, ruleset: str, setup: dict[str, Any] | None = None, seed: int = 4, turns: int = 6,
                        pace: str | None = None, plan: float = PLAN_SECONDS, max_seconds: float = 900.0
                        ) -> dict[str, Any]:
    import pygame

    from .table.aiseat import make_program
    from .table.scene import TableScene
    from .table.session import Session
    app = _app((1280, 720), headless=True)
    if pace is not None:
        app.settings.program_pace = pace
    info = registry.get(ruleset)
    session = Session.new(info.id, seed, setup if setup is not None else build_setup(info, seed), autosave=None)
    st = session.state
    ruled = set(st.rules_seats)
    person = next(p for p in range(st.num_players) if p not in ruled)
    best = _best(info.id)
    thought: list[tuple[float, float]] = []
    agents = {p: _Timed(make_program(info.id, best, seed * 7 + p), thought)
              for p in range(st.num_players) if p != person and p not in ruled}
    scene = TableScene(app, session, ai_seats=agents)
    app.push(scene)
    me = make_program(info.id, best, seed * 7 + person)
    as_input = getattr(scene, "person_input", contextlib.nullcontext)

    label: tuple[str, Any] = ("start", None)
    real_submit = scene.submit

    def submit(action: Any) -> bool:      # which move the events now shown belong to
        nonlocal label
        mover = "person" if action.player == person and inputting else "program"
        label = (mover, getattr(scene.session.state, "turn", None))
        return real_submit(action)
    scene.submit = submit                 # type: ignore[method-assign]
    inputting = False

    turn_s: dict[Any, float] = {}         # program turn -> animation seconds
    own: list[float] = []                 # each move of the person -> its animation seconds
    waits: list[float] = []               # each stretch after an input -> seconds waited for programs
    gaps: list[float] = []                # each continuous wait
    gap = 0.0
    started = time.perf_counter()

    def beside() -> bool:                 # a person still plans a sealed choice: a program's held move waits nobody
        return any(d.player not in scene.ai_seats and d.kind in scene.part.FREE_DECISIONS
                   for d in scene.session.state.decisions)

    def showing() -> bool:
        return scene.animating() or (scene.ai_move is not None and not beside())

    def thinking() -> bool:
        return any(s.busy() for s in scene.ai_seats.values())

    def may_act() -> bool:
        s = scene.session.state
        return (s.result is None and not scene.pass_pending and scene.viewer == person
                and any(a.player == person and not isinstance(a, Concede) for a in s.legal_actions()))

    def frame() -> None:
        t0 = time.perf_counter()
        if thinking() and not showing():  # the table waits: the app's own loop, as in the window
            app.last_frame = app.now()
            app.tick()
            return
        app.step(DT)
        app.pacer.changed(app.screen, app.now())
        if thinking():                    # real speed while a program thinks
            time.sleep(max(0.0, DT - (time.perf_counter() - t0)))

    while scene.session.state.result is None and time.perf_counter() - started < max_seconds:
        done = [k for k in turn_s if k != label[1]]
        if len(done) >= turns:
            break
        if may_act() and not showing():
            if gap > 0:
                gaps.append(gap)
                gap = 0.0
            planned = 0.0
            while thinking() and planned < plan and may_act() and not showing():
                frame()
                planned += DT
            if not may_act() or showing():
                continue
            action = decide(me, scene.session.state, person)
            waits.append(0.0)
            own.append(0.0)
            inputting = True
            with as_input():
                scene.submit(action)
            inputting = False
            continue
        t0 = time.perf_counter()
        shown = showing()
        if scene.ai_move is not None and not scene.animating():
            label = ("program", getattr(scene.session.state, "turn", None))
        frame()
        if shown:
            if gap > 0:
                gaps.append(gap)
                gap = 0.0
            if label[0] == "person" and own:
                own[-1] += DT
            elif label[0] == "program":
                turn_s[label[1]] = turn_s.get(label[1], 0.0) + DT
        elif thinking() and waits:
            waited = time.perf_counter() - t0
            waits[-1] += waited
            gap += waited
    if gap > 0:
        gaps.append(gap)
    finished = scene.session.state.result is not None
    program_turns = [v for k, v in turn_s.items() if k != label[1] or finished]
    pygame.quit()
    setting = getattr(app.settings, "program_pace", None)
    return {"ruleset": info.id, "players": st.num_players, "pace": setting, "program": best, "seed": seed,
            "program_turns": len(program_turns),
            "turn_animation_s": _summary(program_turns),
            "turns_s": [round(v, 2) for v in program_turns],
            "own_move_animation_s": _summary(own),
            "wait_after_input_s": _summary(waits),
            "longest_wait_s": round(max(gaps, default=0.0), 3),
            "decision_wall_ms": _summary([w for w, _ in thought], 1000, 1),
            "decision_cpu_ms": _summary([c for _, c in thought], 1000, 1),
            "load_1min": round(os.getloadavg()[0], 2)}
