"""Elements Illusion at the real table, headless, driven as people would: element cards dragged onto the
workbench and the engine's recipes pressed, ability cards dragged onto the build zone or clicked for their
uses, the big button locking each sealed phase, each seat behind its own pass screen; the check phase
shown from the engine's events; 2 to 6 seats laid out without overlap."""
from __future__ import annotations

from typing import Any

import pygame

from game.engine.actions import Choose, Concede
from game.engine.rng import Rng
from game.rulesets.elements_illusion import table_faces, table_layout as L
from game.rulesets.elements_illusion.actions import (Build, Combine, Lock, Reset, Skill, Trade, split_defs)
from game.rulesets.elements_illusion.recipes import needs
from game.rulesets.elements_illusion.state import new_plan
from game.ui.smoke import perform
from game.ui.table.scene import TableScene
from game.ui.table.session import Session


def new_table(app: Any, players: int, seed: int, **settings: Any) -> TableScene:
    app.settings.animation_speed = 10.0
    setup = {"players": players, **settings}
    scene = TableScene(app, Session.new("elements-illusion", seed, setup))
    app.push(scene)
    return scene


def settle(hands: Any) -> None:
    """Frames until every event is shown, then a few for the springs (fewer than ``Hands.settle``: a
    game of many seats and turns is played here)."""
    scene = hands.app.scene
    for _ in range(900):
        if not scene.animating():
            break
        hands.frames()
    hands.frames(4)


def bench_button(scene: TableScene, want: Any) -> Any:
    """The workbench's button that makes ``want`` (an action) or picks ``want`` (a skill's (id, copy))."""
    for b in scene.part.bench.buttons:
        call = b.on_click
        if getattr(call, "action", None) == want or getattr(call, "group", None) == want:
            return b
    return None


def lay(hands: Any, scene: TableScene, defs: list[str]) -> None:
    """Drag free hand cards of these definitions onto the workbench, one by one."""
    part = scene.part
    if part.staged:
        part.clear_bench()
        hands.frames(20)
    st = scene.session.state
    for d in defs:
        free = [c for c in st.hands[scene.viewer].cards
                if st.def_of(c) == d and c not in part.staged and c not in part.reserved()]
        assert free, (d, defs)
        hands.drag(hands.card_center(free[0]), hands.drop_center(("bench",)), steps=6)
        scene.resync(snap=True)       # the hand closes up at once (the springs are not what is tested)
        hands.frames(2)
    assert sorted(part.staged_defs()) == sorted(defs)


def gesture(app: Any, hands: Any, action: Any) -> str:
    """Make ``action`` through the table as a player would; returns how."""
    scene = app.scene
    st = scene.session.state
    if isinstance(action, Choose):
        return perform(app, hands, action)
    if isinstance(action, Lock):
        hands.click_node(scene.btn_primary)
        return "button"
    if isinstance(action, Reset):
        hands.click_node(scene.game_button("reset"))
        return "button"
    if isinstance(action, Build):
        iid = next(c for c in st.hands[scene.viewer].cards if st.def_of(c) == action.kind
                   and c not in scene.part.reserved())
        hands.drag(hands.card_center(iid), hands.drop_center(("build", scene.viewer)))
        return "drag"
    if isinstance(action, (Combine, Trade, Skill)):
        defs = (split_defs(action.use) if isinstance(action, Combine) else split_defs(action.pay)
                if isinstance(action, Trade) else list(needs(st.skill(action.skill), action.copy)))
        lay(hands, scene, defs)
        hands.frames(3)
        b = bench_button(scene, action)
        if b is None and isinstance(action, Skill):
            pick = bench_button(scene, (action.skill, action.copy))
            assert pick is not None, [x.label for x in scene.part.bench.buttons]
            hands.click_node(pick)
            hands.frames(3)
            while bench_button(scene, action) is None and bench_button(scene, "next") is None:
                break
            b = bench_button(scene, action)
            for _ in range(6):      # a page of targets at a time
                if b is not None:
                    break
                more = next(x for x in scene.part.bench.buttons if x.label in ("More", "더 보기"))
                hands.click_node(more)
                hands.frames(3)
                b = bench_button(scene, action)
        assert b is not None, (action, [x.label for x in scene.part.bench.buttons])
        hands.click_node(b)
        return "bench"
    card = getattr(action, "card", None)
    if isinstance(card, int):          # an ability of a card in the build zone: click it, then its use
        hands.click(hands.card_center(card))
        hands.frames(3)
        for _ in range(8):
            b = bench_button(scene, action)
            if b is not None:
                hands.click_node(b)
                return "ability"
            more = next((x for x in scene.part.bench.buttons if x.label in ("More", "더 보기")), None)
            if more is None:
                break
            hands.click_node(more)
            hands.frames(3)
        raise AssertionError((action, scene.selected, st.cards[card].zone, scene.pass_pending,
                              [x.label for x in scene.part.bench.buttons], [t for t, _c in scene.part.bench.lines]))
    return ""


def pick(rng: Rng, legal: list[Any]) -> Any:
    locks = [a for a in legal if isinstance(a, Lock)]
    plays = [a for a in legal if not isinstance(a, (Lock, Reset))]
    if locks and (not plays or rng.below(100) < 40):
        return locks[0]
    resets = [a for a in legal if isinstance(a, Reset)]
    if resets and rng.below(100) < 4:
        return resets[0]
    pool = plays or legal
    return pool[rng.below(len(pool))]


def other_plans_unseen(app: Any, scene: TableScene) -> None:
    """What the table draws for the viewer is the same, pixel for pixel, whatever the other seats have
    planned in secret: their plans are emptied for a second drawing, which must match the first."""
    st = scene.session.state
    if not st.sealed() or scene.pass_pending:
        return
    size = app.screen.get_size()
    first = pygame.Surface(size)
    scene.part.bench._key = None
    scene.update(0.0)
    scene.draw(first)
    kept = st.plans
    st.plans = [p if q == scene.viewer else new_plan() for q, p in enumerate(kept)]
    try:
        scene.part.bench._key = None
        scene.update(0.0)
        second = pygame.Surface(size)
        scene.draw(second)
    finally:
        st.plans = kept
        st.seat_cache, st.seat_key = {}, None
        scene.part.bench._key = None
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB"), "another seat's plan shows"


def play_out(app: Any, hands: Any, scene: TableScene, seed: int, *, limit: int = 900, check: Any = None,
             chooser: Any = pick, until: Any = None) -> dict[str, int]:
    rng = Rng(seed)
    gestures: dict[str, int] = {}
    for _ in range(limit):
        st = scene.session.state
        if st.result is not None:
            break
        if scene.pass_pending:
            assert scene.overlay.opaque and scene.overlay.visible
            hands.pass_screen()
            settle(hands)
        if check is not None:
            check(app, scene)
        if until is not None and until(scene):
            break
        legal = [a for a in scene.session.state.legal_actions() if a.player == scene.viewer
                 and not isinstance(a, Concede)]
        if not legal:
            hands.frames(10)
            continue
        action = chooser(rng, legal)
        before = len(scene.session.match.log)
        how = gesture(app, hands, action)
        settle(hands)
        log = scene.session.match.log
        assert how and len(log) > before and log[before] == action, (action, how, [str(a) for a in log[before:]])
        gestures[how] = gestures.get(how, 0) + 1
    return gestures


def test_a_three_seat_hotseat_game_is_played_to_its_end_by_drags_and_buttons(app, hands):
    scene = new_table(app, 3, 21, round_limit=1)
    hands.frames(3)
    banners: list[str] = []
    show = scene.banner.show
    scene.banner.show = lambda text, *a, **k: (banners.append(text), show(text, *a, **k))[1]
    gestures = play_out(app, hands, scene, 4)
    st = scene.session.state
    kinds = {type(a).__name__ for a in scene.session.match.log}
    assert st.result is not None, (st.turn, st.phase)
    assert {"drag", "bench", "button"} <= set(gestures), gestures
    assert {"Lock", "Skill"} <= kinds, kinds
    assert scene.public_only and scene.overlay.visible      # the end: everyone looks, no hand is shown
    # the check phase was a show: tiers, skills revealed with arrows to their targets, damage numbers
    assert any("card skills" in b or "skill" in b.lower() for b in banners), banners[:30]
    assert scene.part.effects.shown, "no arrow or number was shown"


def test_no_frame_before_the_reveal_shows_another_seats_sealed_plan(app, hands):
    scene = new_table(app, 3, 8, round_limit=1)
    hands.frames(3)
    play_out(app, hands, scene, 9, limit=120, check=other_plans_unseen)


def test_each_seat_decides_behind_its_own_pass_screen_and_nothing_is_drawn_under_it(app, hands):
    scene = new_table(app, 3, 12)
    hands.frames(3)
    st = scene.session.state
    assert st.sealed() and scene.pass_pending and scene.overlay.opaque
    seen = []
    for _ in range(3):
        assert scene.pass_pending
        surf = pygame.Surface(app.screen.get_size())
        scene.draw(surf)
        colours = {surf.get_at((x, y))[:3] for x in range(0, 1000, 37) for y in range(0, 700, 41)}
        assert len(colours) <= 3          # the curtain and its words: no card, no dial, no workbench
        hands.pass_screen()
        hands.settle()
        seen.append(scene.viewer)
        hands.click_node(scene.btn_primary)       # lock
        hands.settle()
    assert sorted(seen) == [0, 1, 2]
    assert st.phase.value == "build" or not st.sealed() or all(not x for x in st.locked)


def test_a_skill_the_engine_refuses_is_shown_with_its_rule_in_both_languages(app, hands):
    for lang in ("en", "ko"):
        app.settings.language = lang
        scene = new_table(app, 2, 3)
        st = scene.session.state
        hands.frames(3)
        while st.phase.value != "build":
            if scene.pass_pending:
                hands.pass_screen()
                hands.settle()
            hands.click_node(scene.btn_primary)
            hands.settle()
        if scene.pass_pending:
            hands.pass_screen()
            hands.settle()
        v = scene.viewer
        legal = [a for a in scene.my_legal() if isinstance(a, Skill) and st.skill(a.skill).count == 1]
        first = legal[0]
        assert gesture(app, hands, first) == "bench"
        hands.settle()
        assert scene.session.match.log[-1] == first
        # a second 1-card skill: the workbench lights it, dimmed, and pressing it shows the engine's refusal
        other = next(c for c in st.hands[v].cards if c not in scene.part.reserved())
        lay(hands, scene, [st.def_of(other)])
        laid = scene.card_nodes[other]       # the laid card shows on the workbench, in its element's colour
        settle(hands)
        r = laid.world_rect()
        assert L.SLOT[0] <= laid.x + laid.w / 2 <= L.SLOT[0] + L.SLOT[2]
        assert app.screen.get_at((int(r.left + r.w * 0.12), int(r.top + r.h * 0.55)))[:3] == \
            table_faces.ELEMENT_RGB[st.def_of(other)[0]]
        sk = next(sk for sk in st.skills_in_play if sk.recipe == (st.def_of(other),))
        b = next(x for x in scene.part.bench.buttons if sk.name.get(lang) in x.label)
        before = len(scene.session.match.log)
        hands.click_node(b)
        assert len(scene.session.match.log) == before
        assert scene.toast.time_left > 0 and scene.toast.text.startswith("[EI-8.4]"), scene.toast.text
        assert ("이미" in scene.toast.text) == (lang == "ko"), scene.toast.text
        assert scene.last_refusal_rule == "EI-8.4"
        app.pop()


def test_six_seats_fit_without_overlap_and_every_card_stays_on_the_felt(app, hands):
    for n in range(2, 7):
        for v in range(n):
            rects = [L.seat_rect(p, v, n) for p in range(n)]
            for i, a in enumerate(rects):
                assert a[0] >= 0 and a[0] + a[2] <= L.FELT_W and a[1] >= 0 and a[1] + a[3] <= 720
                for b in rects[i + 1:]:
                    assert not L.overlaps(a, b), (n, v, a, b)
                for other in (L.INFO, L.BENCH, L.hand_rect()):
                    assert not L.overlaps(a, other) or a == L.OWN
    scene = new_table(app, 6, 5)
    hands.frames(3)
    hands.pass_screen()
    hands.settle()
    for iid, node in scene.card_nodes.items():
        if node.visible:
            r = node.world_rect()
            assert r.left >= 0 and r.right <= 1004 and r.top >= 0 and r.bottom <= 720, (iid, r)
    seats = scene.root.find("seats")
    words = [text for text, _r in seats.drawn]
    assert all(f"P{p}" in " ".join(words) for p in range(1, 7))
    boxes = [r for text, r in seats.drawn if text.startswith("EL ")]
    assert len(boxes) == 6
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not a.colliderect(b)


def test_the_damage_matrix_opens_on_demand(app, hands):
    scene = new_table(app, 4, 6)
    hands.frames(3)
    hands.pass_screen()
    hands.settle()
    matrix = scene.part.matrix
    assert not matrix.open
    hands.click_node(matrix.button)
    hands.frames(2)
    assert matrix.open and matrix.drawn.count("-") == 4 and len(matrix.drawn) == 16


def test_the_header_says_which_readings_this_game_uses_and_lists_them_on_demand(app, hands):
    """Where players could disagree (EI's settings), the table says a game's choice: the button in the
    turn's box counts the settings off their default and lists them all."""
    scene = new_table(app, 3, 6, ep_thresholds="crossing", continuous_turns=3)
    hands.frames(3)
    hands.pass_screen()
    hands.settle()
    panel = scene.part.settings
    assert panel.button.label == "Settings (2 changed)"
    assert not panel.open
    hands.click_node(panel.button)
    hands.frames(2)
    assert panel.open and len(panel.drawn) == len(scene.session.match.info.options)
    opts = {o.id: o for o in scene.session.match.info.options}
    assert f"{opts['continuous_turns'].label.en}: 3" in panel.drawn
    assert any(line.startswith(opts["ep_thresholds"].label.en + ":") for line in panel.drawn)


def test_the_menu_seats_people_and_programs_and_refuses_mode_b_for_three(app, hands):
    from game.ui.seatsetup import SeatSetupScene, programs
    from game.ui.menu import GameMenuScene
    app.push(GameMenuScene(app, "elements-illusion"))
    hands.frames(2)
    menu = app.scene
    assert [b.button_id for b in menu.buttons] == ["solo", "hotseat", "tutorial", "puzzles", "rules", "all_games"]
    hands.click_node(menu.root.find("button:hotseat"))
    hands.frames(2)
    seats = app.scene
    assert isinstance(seats, SeatSetupScene) and seats.players == 3 and seats.seats[:3] == ["person"] * 3
    hands.click_node(seats.root.find("button:mode:B"))           # teams need 5 or 6: said, nothing lost
    hands.click_node(seats.root.find("button:start"))
    assert app.scene is seats and "Mode B" in seats.toast.text and "EI-1.2" in seats.toast.text and "=" not in seats.toast.text
    hands.click_node(seats.root.find("button:players:5"))
    hands.click_node(seats.root.find("button:seat:4"))         # the fifth seat: a program
    program = seats.seats[4]
    assert program != "person" and program in programs("elements-illusion")
    hands.click_node(seats.root.find("button:start"))
    table = app.scene
    assert isinstance(table, TableScene) and set(table.ai_seats) == {4}
    st = table.session.state
    assert st.n == 5 and st.option("mode") == "B" and table.session.match.setup["seats"] == {"4": program}
    for _ in range(4):                                        # four people lock; then the program plays its seat
        hands.pass_screen()
        settle(hands)
        assert table.viewer != 4
        hands.click_node(table.btn_primary)
        settle(hands)
    for _ in range(300):
        if st.phase.value != "main":
            break
        hands.frames(5)
    assert st.phase.value == "build"                          # the program sealed its main phase too


def test_solo_seats_one_person_and_programs_everywhere_else(app, hands):
    from game.ui.seatsetup import SeatSetupScene
    app.push(SeatSetupScene(app, "solo", ruleset="elements-illusion", seed=3))
    hands.frames(2)
    seats = app.scene
    assert seats.players == 4 and seats.seats[0] == "person" and all(s != "person" for s in seats.seats[1:])
    assert not seats.root.find("button:seat:0").enabled
    hands.click_node(seats.root.find("button:start"))
    table = app.scene
    assert isinstance(table, TableScene) and set(table.ai_seats) == {1, 2, 3} and table.fixed_viewer == 0
    hands.frames(3)
    assert not table.pass_pending                              # one person: no curtain
    hands.click_node(table.btn_primary)                        # you lock; the programs then play
    for _ in range(400):
        if table.session.state.phase.value == "build" and not table.animating():
            break
        hands.frames(5)
    assert table.session.state.phase.value == "build"


def test_every_step_of_the_tutorial_is_done_at_the_table_by_drags_and_buttons(app, hands):
    from game.puzzles import load_tutorial
    from game.ui.progress import load_progress
    from game.ui.puzzles_scene import TutorialScene
    app.settings.animation_speed = 10.0
    tutorial = load_tutorial(ruleset="elements-illusion")
    assert len(tutorial.steps) >= 5
    outlined: set[str] = set()
    hows: set[str] = set()
    for i, step in enumerate(tutorial.steps):
        scene = TutorialScene(app, tutorial, i)
        app.push(scene)
        hands.frames(5)
        settle(hands)
        for n in range(len(step.do)):
            for _ in range(200):             # the passive seat's turn first, if it acts
                if scene.acting() == step.player and not scene.animating() and scene.ai_move is None:
                    break
                hands.frames(3)
            spec = scene.highlight_spec()
            rects = scene.marked_rects()
            for place in spec.get("zone", []):
                assert scene.part.place_rect(place) in rects, place
                outlined.add(place)
            action = step.expected(scene.session.state, n)
            before = len(scene.session.match.log)
            how = gesture(app, hands, action)
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
    assert load_progress().tutorial_done("elements-illusion") == len(tutorial.steps)
    assert {"bench", "p1.build"} <= outlined and {"bench", "button", "drag", "ability", "word"} <= hows, hows


def test_the_demo_seats_four_programs_at_elements_illusion_and_they_play(app, hands):
    from game.ui.demo import DemoScene
    demo = DemoScene(app, seed=5, rulesets=["elements-illusion"])
    app.push(demo)
    hands.frames(2)
    table = demo.table
    assert table is not None and table.session.state.n == 4 and set(table.ai_seats) == {0, 1, 2, 3}
    assert not table.pass_pending
    for _ in range(300):
        if len(table.session.match.log) >= 12:
            break
        hands.frames(10)
    assert len(table.session.match.log) >= 12 and demo.errors == 0


def test_the_keyboard_lays_cards_on_the_workbench_and_reaches_its_buttons(app, hands):
    scene = new_table(app, 2, 4)
    hands.frames(3)
    hands.pass_screen()
    settle(hands)
    st = scene.session.state
    v = scene.viewer
    wanted = next(a for a in scene.my_legal() if isinstance(a, Combine))
    for d in split_defs(wanted.use):       # Enter on a hand card picks it up; Enter on the workbench lays it
        iid = next(c for c in st.hands[v].cards if st.def_of(c) == d and c not in scene.part.staged)
        scene.focus_ring.focus(scene.card_nodes[iid])
        scene.focus_ring.shown = True
        hands.key(pygame.K_RETURN)
        assert scene.hold.visible and scene.held_dest() == ("bench",)
        hands.key(pygame.K_RETURN)
        settle(hands)
    assert sorted(scene.part.staged_defs()) == sorted(split_defs(wanted.use))
    groups = dict(scene.focus_ring.live_groups())
    button = bench_button(scene, wanted)
    assert button is not None and button in groups["game"]
    scene.focus_ring.focus(button)
    scene.focus_ring.shown = True
    hands.key(pygame.K_RETURN)
    assert scene.session.match.log[-1] == wanted


def test_a_replay_words_another_seats_sealed_choices_as_secret(app, hands):
    from game.engine.match import Match
    from game.ui.replay_scene import ReplayScene
    m = Match("elements-illusion", 3, {"players": 3})
    st = m.state
    combine = next(a for a in st.legal_actions() if isinstance(a, Combine) and a.player == 2)
    m.apply(combine)
    scene = ReplayScene(app, m)
    app.push(scene)
    hands.frames(3)
    words = scene.text.describe_action(Match("elements-illusion", 3, {"players": 3}).state, combine, scene.lang)
    assert scene.step_text(1, reader=2).endswith(words)
    hidden = scene.step_text(1, reader=0)
    assert "Combine" not in hidden and "L1" not in hidden
