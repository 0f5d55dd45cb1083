"""Magic at the real table, headless, driven as people would: lands and spells dragged from the hand onto
the battlefield or onto their targets, attackers dragged onto an opponent, blockers onto an attacker, the
big button passing priority and ending declarations, each person behind their own pass screen; the table
passes for a person who could do nothing else and says so; 2 to 6 seats laid out without overlap."""
from __future__ import annotations

from typing import Any

import pygame

from game.ai import make_agent
from game.engine.actions import Concede
from game.rulesets.magic import table_layout as L
from game.rulesets.magic.actions import Cast, Pass
from game.rulesets.magic.table_autopass import MY_TURN, AutoPass
from game.ui.smoke import perform
from game.ui.table.aiseat import Ahead, view_key
from game.ui.table.scene import TableScene
from game.ui.table.session import Session

from game.rulesets.magic.scenario import _build


def new_table(app: Any, players: int, seed: int, **settings: Any) -> TableScene:
    app.settings.animation_speed = 10.0
    scene = TableScene(app, Session.new("magic", seed, {"players": players, **settings}))
    app.push(scene)
    return scene


def settle(hands: Any) -> None:
    scene = hands.app.scene
    for _ in range(900):
        if not scene.animating():
            break
        hands.frames()
    hands.frames(4)


def play_out(app: Any, hands: Any, scene: TableScene, *, limit: int, check: Any = None) -> dict[str, int]:
    """The viewer's choices made by the greedy program, each through a gesture; returns how many of each."""
    agents: dict[int, Any] = {}
    gestures: dict[str, int] = {}
    for _ in range(limit):
        st = scene.session.state
        if st.result is not None:
            break
        if scene.pass_pending:
            assert scene.overlay.opaque and scene.overlay.visible
            hands.pass_screen()
            settle(hands)
            continue
        if check is not None:
            check(app, scene)
        legal = [a for a in st.legal_actions() if a.player == scene.viewer and not isinstance(a, Concede)]
        if not legal:
            hands.frames(10)
            continue
        agent = agents.setdefault(scene.viewer, make_agent("greedy", 3 + scene.viewer, "magic"))
        action = agent.choose(st, scene.viewer)
        before = len(scene.session.match.log)
        how = perform(app, hands, action)
        settle(hands)
        log = scene.session.match.log
        assert how and len(log) > before and log[before] == action, (action, how, [str(a) for a in log[before:]])
        gestures[how] = gestures.get(how, 0) + 1
        gestures[type(action).__name__] = gestures.get(type(action).__name__, 0) + 1
    return gestures


def test_a_two_seat_hotseat_game_is_played_by_drags_and_buttons(app, hands):
    """Lands and spells dragged onto the battlefield, attackers onto the opponent (508.1), blockers onto an
    attacker when the program blocks (509.1), passes by the big button; every action by a gesture."""
    scene = new_table(app, 2, 5)
    hands.frames(3)
    arrows: list[Any] = []

    def stack_arrows(app: Any, scene: TableScene) -> None:
        st = scene.session.state
        if any(i.target not in ("", "-") for i in st.stack):
            scene.draw(pygame.Surface(app.screen.get_size()))
            arrows.extend(scene.part.stack_box.arrows)

    gestures = play_out(app, hands, scene, limit=200, check=stack_arrows)
    assert {"drag", "button"} <= set(gestures), gestures
    assert gestures.get("PlayLand", 0) >= 3 and gestures.get("Cast", 0) >= 2, gestures
    assert gestures.get("Attack", 0) >= 1, gestures
    log = scene.session.match.log
    assert any(isinstance(a, Pass) for a in log)
    assert scene.part.effects.shown, "no damage number, life change or attack arrow was shown"


def test_601_a_spell_without_mana_is_refused_with_its_rule(app, hands):
    scene = new_table(app, 2, 5)
    hands.frames(3)
    for _ in range(4):
        if scene.pass_pending:
            hands.pass_screen()
            settle(hands)
        st = scene.session.state
        if st.decisions:
            perform(app, hands, next(a for a in st.legal_actions() if a.player == scene.viewer))
            settle(hands)
    st = scene.session.state
    v = scene.viewer
    spell = next(c for c in st.hand(v) if not st.defs[c].is_a("land"))
    shown: list[str] = []
    toast = scene.toast.show
    scene.toast.show = lambda text, *a, **k: (shown.append(text), toast(text, *a, **k))[1]
    targets = scene.drag_targets(spell)
    assert targets and not any(legal for _d, _a, legal in targets)
    dest = targets[0][0]
    hands.drag(hands.card_center(spell), hands.drop_center(dest))
    settle(hands)
    assert shown and shown[-1].startswith("["), shown
    assert st.cards[spell].zone == f"p{v}.hand"


def test_117_3d_the_table_passes_for_a_person_who_could_do_nothing_else_and_logs_it(app, hands):
    scene = new_table(app, 2, 5)
    hands.frames(3)
    play_out(app, hands, scene, limit=8)
    words = " ".join(scene.log.lines)
    assert any(isinstance(a, Pass) for a in scene.session.match.log)
    assert "passes automatically: nothing to do (117.3d)" in words, words[-600:]


def test_117_3d_a_stop_until_my_turn_passes_an_instant_by_and_ends_when_the_turn_comes():
    """P1 holds a castable instant in P2's turn: asked without a stop; with "until my turn" the table passes
    for P1, and the stop ends itself when P1's own turn begins. The engine's legal list still lists the cast."""
    s = _build({"scenario": {"players": 2, "seed": 1},
                "position": {"step": "upkeep", "active": 2, "p1": {"battlefield": ["MG-L04"], "hand": ["MG-R03"]}}},
               "test")
    while s.priority != 0:
        s.apply(Pass(s.priority))
    assert any(isinstance(a, Cast) for a in s.legal_actions())
    auto = AutoPass()
    assert auto.decide(s, 0) is None
    auto.set(0, MY_TURN, s.turn)
    assert auto.decide(s, 0) == MY_TURN
    s.active, s.turn = 0, s.turn + 1
    assert auto.decide(s, 0) is None and auto.stop_of(0) == ""


def test_six_seats_fit_without_overlap_and_every_card_stays_on_the_felt(app, hands):
    for n in range(2, 7):
        for v in range(n):
            rects = [L.seat_rect(p, v, n) for p in range(n)]
            for i, a in enumerate(rects):
                assert a[0] >= 0 and a[0] + a[2] <= L.FELT_W and a[1] >= 0 and a[1] + a[3] <= 720
                for b in rects[i + 1:]:
                    assert not _overlaps(a, b), (n, v, a, b)
                for other in (L.INFO, L.STACK, L.COUNTERS, L.hand_rect()):
                    assert not _overlaps(a, other), (n, v, a, other)
    scene = new_table(app, 6, 5)
    hands.frames(3)
    play_out(app, hands, scene, limit=8)
    for iid, node in scene.card_nodes.items():
        if node.visible:
            r = node.world_rect()
            assert r.left >= -2 and r.right <= 1006 and r.top >= 0 and r.bottom <= 720, (iid, r)
    seats = scene.root.find("seats")
    words = " ".join(text for text, _r in seats.drawn)
    assert all(f"P{p}" in words for p in range(1, 7))


def _overlaps(a: Any, b: Any) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def test_every_step_of_the_tutorial_is_done_at_the_table_by_drags_clicks_and_buttons(app, hands):
    from game.puzzles import load_tutorial
    from game.ui.progress import load_progress
    from game.ui.puzzles_scene import TutorialScene
    app.settings.animation_speed = 10.0
    tutorial = load_tutorial(ruleset="magic")
    assert len(tutorial.steps) >= 6
    hows: set[str] = set()
    for i, step in enumerate(tutorial.steps):
        scene = TutorialScene(app, tutorial, i)
        app.push(scene)
        hands.frames(5)
        settle(hands)
        for n in range(len(step.do)):
            for _ in range(200):             # the passive seats first, if they act
                if scene.acting() == step.player and not scene.animating() and scene.ai_move is None:
                    break
                hands.frames(3)
            rects = scene.marked_rects()
            for place in scene.highlight_spec().get("zone", []):
                assert scene.part.place_rect(place) in rects, (i, place)
            action = step.expected(scene.session.state, n)
            before = len(scene.session.match.log)
            how = perform(app, hands, action)
            assert how, (i, action)
            hows.add(how)
            settle(hands)
            assert scene.session.match.log[before] == action, (i, n, action)
        for _ in range(200):
            if scene.completed and scene.center.visible:
                break
            hands.frames(3)
        assert scene.completed and scene.center.visible, i
        app.pop()
    assert load_progress().tutorial_done("magic") == len(tutorial.steps)
    assert {"drag", "button", "card"} <= hows, hows


def test_115_a_spell_on_the_stack_draws_an_arrow_to_its_target(app, hands):
    """Kindle Bolt dropped on the opponent's Lantern Squire (the tutorial's third step): while it waits on the
    stack, an arrow runs from it to the Squire."""
    from game.puzzles import load_tutorial
    from game.ui.puzzles_scene import TutorialScene
    app.settings.animation_speed = 10.0
    tutorial = load_tutorial(ruleset="magic")
    index = next(i for i, st in enumerate(tutorial.steps) if st.do[0].get("card") == "hand:MG-R03")
    scene = TutorialScene(app, tutorial, index)
    app.push(scene)
    hands.frames(5)
    settle(hands)
    st = scene.session.state
    action = tutorial.steps[index].expected(st, 0)
    assert perform(app, hands, action) == "drag"
    settle(hands)
    assert st.stack and st.priority == 0
    scene.draw(pygame.Surface(app.screen.get_size()))
    assert scene.part.stack_box.arrows == [(action.card, action.target)]


def test_undo_steps_back_through_a_pass_the_table_made_and_it_is_not_made_again(app, hands):
    """Against a program: a land played, then the table passes for the person (nothing else to do). Undo
    takes the pass back and the table waits (it does not pass again at once); a second Undo takes the
    land back."""
    app.settings.animation_speed = 10.0
    session = Session.new("magic", 2, {"players": 2})
    scene = TableScene(app, session, ai_seats={1: make_agent("greedy", 9, "magic")})
    app.push(scene)
    hands.frames(3)
    for _ in range(400):
        st = scene.session.state
        log = scene.session.match.log
        if len(log) >= 2 and isinstance(log[-1], Pass) and log[-1].player == 0 and type(log[-2]).__name__ == "PlayLand" \
                and log[-2].player == 0 and not scene.animating():
            break
        legal = [a for a in st.legal_actions() if a.player == 0 and not isinstance(a, Concede)]
        if legal and not scene.animating() and scene.ai_move is None:
            kinds = ("PlayLand", "Choose", "Declared", "Pass")    # a land first, nothing else: pass
            action = min(legal, key=lambda a: kinds.index(type(a).__name__) if type(a).__name__ in kinds else 9)
            assert perform(app, hands, action)
        hands.frames(2)
    log = scene.session.match.log
    assert isinstance(log[-1], Pass) and type(log[-2]).__name__ == "PlayLand", [str(a) for a in log[-4:]]
    land = log[-2].card
    scene.take_back()
    settle(hands)
    hands.frames(10)
    st = scene.session.state
    assert type(scene.session.match.log[-1]).__name__ == "PlayLand" and st.priority == 0
    scene.take_back()
    settle(hands)
    assert scene.session.state.cards[land].zone == "p0.hand"


def test_a_programs_pass_is_played_at_once_and_its_spell_after_a_moment_to_see_it(app, hands):
    """At the slow animation speeds the table holds a program's move a moment before playing it; four
    programs pass priority many times a turn and a pass moves nothing, so a pass is not held."""
    app.settings.animation_speed = 1.0
    scene = TableScene(app, Session.new("magic", 2, {"players": 2}))
    app.push(scene)
    hands.frames(2)

    submitted: list[Any] = []
    scene.submit = submitted.append       # only how long the move is held is looked at here
    scene.next_program = lambda state=None: 1         # the game asks seat 2, on the view it chose on
    scene.think_ahead = lambda: None
    seen = view_key(scene.session.state, 1)
    try:
        scene.ready.append(Ahead(1, seen, Pass(1), {}))
        scene.poll_ai(0.0)
        assert scene.ai_move is None and submitted == [Pass(1)]   # taken and played in the same frame
        scene.ready.append(Ahead(1, seen, Cast(1, 10_000, "", 0), {}))
        scene.poll_ai(0.0)
        assert scene.ai_move is not None and scene.ai_move[2] == 0.45 and len(submitted) == 1
    finally:
        scene.ready.clear()
        scene.ai_move = None


def test_take_back_on_the_pass_screen_undoes_the_movers_own_move_never_only_a_pass_the_table_made(app, hands):
    """Three people. The first time the pass screen offers "take back" after the table has passed for seats
    that could do nothing else, taking it back undoes the mover's own last move with those passes: the screen
    goes back to the mover at that move, not to the middle of a pass the table made."""
    scene = new_table(app, 3, 2)
    hands.frames(3)
    mine: dict[int, int] = {}        # place in the log -> the seat whose own gesture made it
    agents: dict[int, Any] = {}
    for _ in range(120):
        st = scene.session.state
        if st.result is not None:
            break
        log = scene.session.match.log
        if scene.pass_pending:
            own = [at for at, seat in mine.items() if seat == scene.viewer]
            if scene.btn_take_back.visible and own and len(log) > max(own) + 1:
                mover, first = scene.viewer, max(own)
                move = log[first]
                hands.click_node(scene.btn_take_back)
                settle(hands)
                assert not scene.pass_pending and scene.viewer == mover
                assert len(scene.session.match.log) == first, [str(a) for a in scene.session.match.log[first:]]
                assert scene.acting() == mover and move in scene.session.state.legal_actions()
                return
            hands.pass_screen()
            settle(hands)
            continue
        legal = [a for a in st.legal_actions() if a.player == scene.viewer and not isinstance(a, Concede)]
        if not legal:
            hands.frames(10)
            continue
        agent = agents.setdefault(scene.viewer, make_agent("greedy", 3 + scene.viewer, "magic"))
        action = agent.choose(st, scene.viewer)
        mine[len(log)] = scene.viewer
        assert perform(app, hands, action)
        settle(hands)
    raise AssertionError("the pass screen never offered to take back a move the table had passed after")
