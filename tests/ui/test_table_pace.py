"""The pace of programs' turns: how long the table holds the stage for a program's turn (counted in the
table's own frames, never in wall time), a person's own moves at their pace, and programs thinking ahead."""
from __future__ import annotations

from typing import Any

from game.engine import registry
from game.engine.actions import Concede
from game.ui.table.scene import TableScene

DT = 1 / 60


def lanes_against_a_program(app: Any, *, seed: int = 2) -> TableScene:
    setup = registry.get("lanes").default_setup(seed)
    scene = TableScene.new_solo(app, setup, "easy", ai_seat=1, seed=seed, ruleset="lanes")
    app.push(scene)
    return scene


def person_moves(scene: TableScene) -> list[Any]:
    st = scene.session.state
    return [a for a in st.legal_actions() if a.player == 0 and not isinstance(a, Concede)]


def showing(scene: TableScene) -> bool:
    return scene.animating() or scene.ai_move is not None


def move_as_a_person(scene: TableScene) -> None:
    """The person's move, made as their input makes it (keep the hand, else the last move listed)."""
    mine = person_moves(scene)
    keep = [a for a in mine if getattr(a, "option", None) == "keep"]
    with scene.person_input():
        assert scene.submit(keep[0] if keep else mine[-1])


def watch(hands: Any, scene: TableScene, turns: int) -> tuple[list[float], list[float]]:
    """Play on until the program has had ``turns`` turns: the seconds the table showed each program turn
    (from its first move until the person may act again) and each move of the person (until the program's
    next move, or the person's next chance), counted in frames of the table's clock."""
    program: list[float] = []
    own: list[float] = []
    current: float | None = None
    seen = len(scene.session.match.log)
    for _ in range(40_000):
        st = scene.session.state
        if st.result is not None or len(program) >= turns:
            break
        log = scene.session.match.log
        moved = any(a.player == 1 for a in log[seen:])     # a program's move (at once, or held up first)
        seen = len(log)
        if (scene.ai_move is not None or moved) and current is None:
            current = 0.0
        if not showing(scene) and person_moves(scene) and not any(s.busy() for s in scene.ai_seats.values()):
            if current is not None:
                program.append(current)
                current = None
            move_as_a_person(scene)
            own.append(0.0)
        elif current is None and own and showing(scene):
            own[-1] += DT
        elif current is not None and showing(scene):
            current += DT
        hands.frames(1)
    return program, own


def test_by_default_a_program_turn_holds_the_stage_at_most_4_seconds_even_at_the_slowest_speed(app, hands):
    app.settings.animation_speed = 0.25        # every hold four times as long: a turn of 1 s shows 4 s
    assert app.settings.program_pace == "normal"
    scene = lanes_against_a_program(app)
    turns, _ = watch(hands, scene, 2)
    assert len(turns) == 2
    assert all(0.5 < t <= 4.0 + DT for t in turns), turns


def test_instant_shows_a_program_turn_at_once_and_a_persons_own_moves_keep_their_pace(app, hands):
    scene = lanes_against_a_program(app)
    normal_turns, normal_own = watch(hands, scene, 2)
    app.scenes.clear()
    app.settings.program_pace = "instant"
    scene = lanes_against_a_program(app)
    turns, own = watch(hands, scene, 2)
    assert max(normal_turns) > 1.0 and len(turns) == 2
    assert max(turns) <= 2 * DT, turns                  # the same turns, shown at once
    assert own == normal_own and max(own) > 0.3         # the person's moves played as before


def test_the_program_starts_thinking_while_the_table_still_shows_the_persons_move(app, hands):
    scene = lanes_against_a_program(app)
    seat = scene.ai_seats[1]
    for _ in range(4000):
        st = scene.session.state
        if not showing(scene) and person_moves(scene) and scene.acting() == 0 and st.phase.value == "main":
            break
        if not showing(scene) and person_moves(scene) and not seat.busy():
            move_as_a_person(scene)
        hands.frames(1)
    while scene.acting() == 0 and scene.session.state.result is None:   # to the end of the turn
        move_as_a_person(scene)
        if scene.animating() and scene.acting() == 1:
            break
        hands.settle()
    assert scene.animating() and scene.acting() == 1
    assert seat.thread is not None        # asked as soon as the state asks it, not once the show is over


def test_programs_lock_their_sealed_choices_while_the_person_is_still_planning(app, hands):
    """Elements Illusion's sealed phase: every seat decides at once. The programs make theirs while the
    person plans, so the person's lock is the last one and nobody waits for the programs after it."""
    from game.engine.setup import build_setup
    from game.rulesets.elements_illusion.table_hud import Seats
    from game.ui.table.aiseat import make_program
    from game.ui.table.session import Session
    info = registry.get("elements-illusion")
    session = Session.new(info.id, 3, build_setup(info, 3, players=3), autosave=None)
    scene = TableScene(app, session, ai_seats={p: make_program(info.id, "normal", 21 + p) for p in (1, 2)})
    app.push(scene)
    seats = next(n for n in scene.root.walk() if isinstance(n, Seats))
    for _ in range(3000):              # the person only looks
        if [d.player for d in scene.session.state.decisions] == [0] and not showing(scene):
            break
        hands.frames(1)
    hands.frames(2)
    words = [text for text, _ in seats.drawn]
    assert scene.session.state.phase.value == "main" and scene.decision_for(0) is not None
    assert sum(w.endswith("locked") for w in words) == 2 and sum(w.endswith("choosing") for w in words) == 1, words


def test_a_program_turns_moves_count_their_frames_against_its_budget():
    """Six seats of Elements Illusion make some 23 program moves a turn; each shows a frame or two beyond
    the holds it is granted (uncounted, such a turn ran 4.2-4.7 s against 4 s). The frames are counted
    against the turn's budget: the holds shrink by them, and moves whose frames alone fill it hold nothing."""
    from game.ui.table.pace import BUDGETS, MOVE_FRAMES, Pace
    budget, _knee = BUDGETS["normal"]

    def turn(moves: int, counted: bool) -> float:
        pace = Pace(lambda: "normal")
        granted = 0.0
        for _ in range(moves):
            pace.program(7)
            if counted:
                pace.move()
            granted += pace.hold(0.45) + pace.hold(0.1)    # the move held up, then its event
        return granted

    assert turn(23, True) <= turn(23, False) - 0.05
    assert turn(6, True) + 6 * MOVE_FRAMES <= budget        # a short turn stays whole within 4 s
    frames_fill = int(budget / MOVE_FRAMES) + 1
    pace = Pace(lambda: "normal")
    pace.program(7)
    for _ in range(frames_fill):
        pace.move()
    assert pace.hold(0.45) == 0.0
    pace.program(8)                                         # the next turn has its own budget
    pace.move()
    assert pace.hold(0.45) > 0.4


def test_a_persons_lock_finds_the_programs_sealed_choices_made_and_the_table_moves_straight_on(app, hands):
    """Six seats of Elements Illusion, the person locking the moment their sealed phase opens. The programs
    think their whole sealed plans while the table still holds their first moves up to be seen (the table's
    clock stands still here, so no hold runs out and only thinking ahead can make them), and the person's lock
    finds them made: they go in first, and the table moves on to the next phase in the frame of the lock, the
    log saying every seat's lock, without asking a program to think again."""
    from game.engine.setup import build_setup
    from game.ui.table.aiseat import make_program
    from game.ui.table.session import Session
    info = registry.get("elements-illusion")
    session = Session.new(info.id, 4, build_setup(info, 4, players=6), autosave=None)
    scene = TableScene(app, session, ai_seats={p: make_program(info.id, "normal", 28 + p) for p in range(1, 6)})
    app.push(scene)
    for _ in range(3000):              # to the moment the person may lay their sealed plan
        if scene.part.deciding() and not scene.animating():
            break
        hands.frames(1)
    for _ in range(80):                # the programs think as far as they may: 80 thoughts' room, not time
        for seat in scene.ai_seats.values():
            seat.wait()
        hands.frames(1, dt=0.0)
    st = scene.session.state
    waiting = [p for p in range(1, 6) if not st.locked[p]]
    assert st.phase.value == "main" and scene.part.deciding() and waiting    # programs' moves still held up
    thought = {p: seat.agent.choose for p, seat in scene.ai_seats.items()}
    asked: list[tuple[int, str]] = []
    for p, seat in scene.ai_seats.items():          # any program asked from here on is noted, with its phase
        seat.agent.choose = lambda state, player, _c=thought[p]: (asked.append((player, state.phase.value))
                                                                  or _c(state, player))
    seen = len(scene.log.entries)
    hands.click_node(scene.btn_primary)             # the person locks
    hands.frames(2)
    st = scene.session.state
    assert st.phase.value == "build"
    locks = [e.data["player"] for _, e, _ in scene.log.entries[seen:] if getattr(e, "kind", None) == "locked"]
    assert sorted(locks) == [0, *waiting] and locks[-1] == 0, locks
    assert [p for p, phase in asked if phase == "main"] == []     # nothing of the main phase thought again
