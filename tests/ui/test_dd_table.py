"""Dragon Duel at the real table, headless, driven like a player would: drags onto the places its table
part names, clicks on cards, the prompt's words, buttons and keys; the pass screen between players
keeps each hand secret; a refusal names its DD rule; backtracking and the dragons are shown."""
from __future__ import annotations

import contextlib
from typing import Iterator

import pygame

from game.engine.actions import Concede
from game.engine.rng import Rng
from game.rulesets.dragon_duel import table_faces
from game.rulesets.dragon_duel.actions import PlayCharacter
from game.rulesets.dragon_duel.scenario import position, ref
from game.ui import fonts
from game.ui.lesson import PositionSession
from game.ui.smoke import Hands, perform
from game.ui.table.scene import TableScene

BATTLE_MOVES = ("StartBattle", "Continue", "PlayCharacter", "PlayBooster", "PlaySupport", "PlayLeadership")
DECK_E = ["DD-E01", "DD-E02", "DD-E03", "DD-E05", "DD-E07", "DD-E20"]
DECK_S = ["DD-S01", "DD-S02", "DD-S03", "DD-S20", "DD-S21", "DD-S22"]


def seeded_choice(rng: Rng, legal: list) -> object:
    """A player who mostly fights: battles, characters, boosters and supports first."""
    fight = [a for a in legal if type(a).__name__ in BATTLE_MOVES]
    if fight and rng.below(100) < 85:
        return fight[rng.below(len(fight))]
    return legal[rng.below(len(legal))]


def table(app, hands, pos: dict, cards: list | None = None, **options) -> TableScene:
    scene = TableScene(app, PositionSession(lambda: position(pos, cards, **options)))
    app.push(scene)
    hands.frames(5)
    hands.pass_screen()
    hands.settle()
    return scene


def faces_agree_with_the_view(scene: TableScene) -> int:
    """Every face drawn up is one the viewer's view shows; returns how many were checked."""
    st = scene.session.state
    view = st.view(scene.eyes())
    known = {iid for z in view["zones"].values() if z["cards"] for iid, _def in z["cards"]}
    n = 0
    for iid, node in scene.card_nodes.items():
        drawn_up = node.shown[0] if node.shown is not None else node.face_up
        if node.visible and drawn_up:
            assert iid in known, (iid, st.cards[iid].zone)
            n += 1
    return n


def test_a_whole_hotseat_game_through_drags_clicks_words_and_buttons(app, hands):
    app.settings.animation_speed = 4.0
    seed = 18           # a short game (36 actions) with battles, withdrawals, a give-up and a leadership card
    scene = TableScene.new_hotseat(app, seed=seed, ruleset="dragon-duel")
    app.push(scene)
    hands.frames(3)
    rng = Rng(seed)
    gestures: dict[str, int] = {}
    kinds: set[str] = set()
    passes = 0
    for _ in range(400):
        if scene.session.state.result is not None:
            break
        if scene.pass_pending:
            assert scene.overlay.opaque and scene.overlay.visible
            hands.pass_screen()
            hands.settle()
            passes += 1
        faces_agree_with_the_view(scene)
        st = scene.session.state
        other = 1 - scene.viewer
        assert not any(scene.card_nodes[c].face_up for c in st.zones[f"p{other}.hand"].cards)
        legal = [a for a in st.legal_actions() if a.player == scene.viewer and not isinstance(a, Concede)]
        action = seeded_choice(rng, legal)
        before = len(scene.session.match.log)
        how = perform(app, hands, action)
        hands.settle()
        assert how, f"no gesture makes {action}"
        assert scene.session.match.log[before] == action, (action, how)
        gestures[how] = gestures.get(how, 0) + 1
        kinds.add(type(action).__name__)
    st = scene.session.state
    assert st.result is not None and st.result.rule.startswith("DD-")
    assert scene.overlay.visible and not scene.pass_pending          # both look at the result
    assert set(gestures) == {"drag", "card", "word", "button"}, gestures
    assert {"StartBattle", "Continue", "Withdraw", "GiveUp", "PlayCharacter", "PlayBooster", "PlaySupport",
            "PlayLeadership", "Choose"} <= kinds, kinds
    assert passes >= 10


@contextlib.contextmanager
def names_drawn() -> Iterator[list[str]]:
    """The names of every card face drawn and every string written meanwhile."""
    seen: list[str] = []
    text, face = fonts.text, table_faces.face

    def rec_text(s, *a, **k):
        seen.append(s)
        return text(s, *a, **k)

    def rec_face(state, iid, *a, **k):
        seen.append(state.defs[iid].name.en)
        return face(state, iid, *a, **k)

    fonts.text, table_faces.face = rec_text, rec_face
    try:
        yield seen
    finally:
        fonts.text, table_faces.face = text, face


def test_across_the_pass_screen_no_card_of_the_other_hand_is_drawn(app, hands):
    scene = TableScene.new_hotseat(app, seed=6, ruleset="dragon-duel")
    app.push(scene)
    hands.frames(3)
    assert scene.pass_pending and scene.overlay.opaque
    st = scene.session.state
    with names_drawn() as seen:
        hands.frames(3)
    assert not {st.defs[c].name.en for p in (0, 1) for c in st.hands[p].cards} & set(seen)   # the curtain hides all
    hands.pass_screen()
    hands.settle()
    me = scene.viewer
    secret = {st.defs[c].name.en for c in st.hands[1 - me].cards} - {st.defs[c].name.en for c in st.hands[me].cards}
    assert secret
    with names_drawn() as seen:
        hands.click_node(scene.btn_log)
        hands.click_node(scene.btn_log)
        hands.frames(3)
    drawn = " ".join(seen)
    assert not [n for n in secret if n in drawn], "the other player's hand is on screen"
    assert {st.defs[c].name.en for c in st.hands[me].cards} <= set(seen)   # and one's own hand is
    assert faces_agree_with_the_view(scene) >= 8


CHARACTER_PHASE = {"turn_player": 1, "phase": "character", "battle": True, "element": "fire",
                   "p1": {"hand": ["DD-E05", "DD-E20", "DD-E30"], "deck": DECK_E, "battle": ["DD-E01"]},
                   "p2": {"hand": ["DD-S01"], "deck": DECK_S, "battle": ["DD-S05"]}}


def test_a_refused_drop_names_its_dd_rule_and_a_character_dropped_on_the_battle_area_is_played(app, hands):
    scene = table(app, hands, CHARACTER_PHASE)
    st = scene.session.state
    booster, character = ref(st, "hand:DD-E20"), ref(st, "hand:DD-E05")
    before = st.state_hash()
    start = hands.card_center(booster)
    end = hands.drop_center(("area", 0, "battle"))
    hands.post(pygame.MOUSEBUTTONDOWN, pos=tuple(int(v) for v in start), button=1)
    hands.frames(2)
    hands.post(pygame.MOUSEMOTION, pos=tuple(int(v) for v in end), rel=(5, 5), buttons=(1, 0, 0))
    hands.frames(3)
    assert scene.preview.text.startswith("[DD-4.1]") and scene.preview.mark == "bad"   # said while held
    hands.post(pygame.MOUSEBUTTONUP, pos=tuple(int(v) for v in end), button=1)
    hands.settle()
    assert scene.toast.text.startswith("[DD-4.1]") and "character first" in scene.toast.text
    assert scene.session.state.state_hash() == before and st.cards[booster].zone == "p0.hand"
    hands.drag(hands.card_center(character), hands.drop_center(("area", 0, "battle")))
    hands.settle()
    st = scene.session.state
    assert st.char[0] == character and st.phase.value == "support"
    stack = scene.order["p0.battle"]
    assert stack[0] == character                    # on top, the covered card under it peeking out
    top, covered = scene.spots[stack[0]], scene.spots[stack[1]]
    assert top.z > covered.z and 0 < top.x - covered.x < top.w
    assert scene.part.overlay(stack[1]).active is False and scene.part.overlay(character).active is True
    assert scene.part.overlay(character).live == ("fire", 6, 6)


def test_the_element_is_chosen_by_a_word_and_the_big_button_declares(app, hands):
    pos = {"turn_player": 1, "phase": "engagement", "battle": False,
           "p1": {"hand": ["DD-E05", "DD-E03"], "deck": DECK_E}, "p2": {"hand": ["DD-S01"], "deck": DECK_S}}
    scene = table(app, hands, pos)
    assert scene.btn_primary.label.startswith("Start a battle") and scene.game_button("retreat").label == "Give up (G)"
    hands.click_node(scene.btn_primary)
    hands.settle()
    assert scene.session.state.decisions[0].kind == "element"
    hands.choose_word("earth")
    hands.settle()
    st = scene.session.state
    assert st.element == "earth"
    brute = ref(st, "hand:DD-E05")
    hands.drag(hands.card_center(brute), hands.drop_center(("area", 0, "battle")))
    hands.settle()
    st = scene.session.state
    assert st.phase.value == "refill" or st.declared[0] == 2 or st.turn_player == 1   # the starting turn declares itself


def test_by_keyboard_a_card_goes_to_its_area_e_declares_and_g_withdraws(app, hands):
    pos = {"turn_player": 1, "phase": "engagement", "battle": True, "element": "fire",
           "p1": {"hand": ["DD-E05", "DD-E20"], "deck": DECK_E, "battle": ["DD-E01"]},
           "p2": {"hand": ["DD-S01"], "deck": DECK_S, "battle": ["DD-S05"]}}
    scene = table(app, hands, pos)
    hands.key(pygame.K_e)                          # E: continue the battle
    hands.settle()
    assert scene.session.state.phase.value == "character"
    ring = scene.focus_ring
    hands.key(pygame.K_TAB)
    for _ in range(6):
        if ring.group() == "hand":
            break
        hands.key(pygame.K_TAB)
    assert ring.group() == "hand"
    brute = ref(scene.session.state, "hand:DD-E05")
    for _ in range(4):
        if ring.name == f"card:{brute}":
            break
        hands.key(pygame.K_RIGHT)
    hands.key(pygame.K_RETURN)                     # up: the ring walks the places it may go
    assert scene.hold.visible and ring.current().dest == ("area", 0, "battle")
    hands.key(pygame.K_RETURN)
    hands.settle()
    st = scene.session.state
    assert st.char[0] == brute and st.phase.value == "support"
    assert scene.btn_primary.label == "Declare 6 (E)"
    hands.key(pygame.K_e)                          # E: declare
    hands.settle()
    assert scene.session.state.declared[0] == 6
    app.pop()
    scene = table(app, hands, pos)
    assert scene.game_button("retreat").label == "Withdraw (G)"
    hands.key(pygame.K_g)                          # G: withdraw
    hands.settle()
    assert scene.session.state.withdrawer == 0


def test_backtracking_sends_the_played_cards_back_before_the_withdrawal(app, hands):
    pos = {"turn_player": 1, "phase": "engagement", "battle": True, "element": "fire",
           "p1": {"hand": ["DD-E01"], "deck": DECK_E, "battle": ["DD-E02"]},
           "p2": {"hand": ["DD-S01"], "deck": DECK_S, "battle": ["DD-E06"]}}   # 8 Fire: out of reach
    scene = table(app, hands, pos)
    hands.click_node(scene.btn_primary)            # continue
    hands.settle()
    st = scene.session.state
    whelp = ref(st, "hand:DD-E01")
    events = st.clone().apply(PlayCharacter(0, whelp))
    assert any(e.kind == "backtracked" for e in events)
    scene.submit(PlayCharacter(0, whelp))          # the character goes to the battle area, then back
    shown: list[str] = []
    while scene.queue:
        e = scene.queue.popleft()
        scene.play_event(e)
        shown.append(e.kind)
        if e.kind == "card_played":
            assert whelp in scene.order["p0.battle"]
        if e.kind == "backtracked":
            assert whelp in scene.order["p0.hand"] and whelp not in scene.order["p0.battle"]
            assert "Backtracking" in scene.banner.text
            break
    assert "backtracked" in shown
    scene.skip_animations()
    assert scene.session.state.cards[whelp].zone == "p0.hand"


def test_a_pulled_dragon_travels_along_its_track(app, hands):
    pos = {"turn_player": 1, "phase": "engagement", "battle": True, "element": "fire",
           "p1": {"hand": ["DD-E01"], "deck": DECK_E, "battle": ["DD-E01"]},
           "p2": {"hand": DECK_S, "deck": DECK_S, "battle": ["DD-S05"]}}
    scene = table(app, hands, pos)
    board = scene.root.find("board")
    hands.click_node(scene.game_button("retreat"))   # withdraw: player 2 wins and pulls
    hands.settle()
    hands.pass_screen()
    hands.settle()
    st = scene.session.state
    assert st.decisions and st.decisions[0].kind == "dragon"
    start = board.pos[1]
    hands.click(tuple(int(v) for v in _dragon_point(scene, board, 1)))   # a click on the Stone dragon chooses it
    for _ in range(4):
        hands.frames(1)
    mid = board.pos[1]
    hands.settle()
    end = board.pos[1]
    assert scene.session.state.dragons[1] == 1
    assert start != mid != end and end == board.target(1)


def _dragon_point(scene, board, i):
    s = board.world_scale()
    ox, oy = board.parent.world_origin()
    c = board.pos[i]
    return ox + c[0] * s, oy + c[1] * s


def test_solo_against_a_program_the_program_answers_and_resume_keeps_its_seat(app, hands):
    from game.ai.search import SearchAgent
    from game.engine import registry
    from game.engine.setup import build_setup
    from game.ui.games import levels_for
    info = registry.get("dragon-duel")
    assert {"easy", "normal"} <= set(levels_for(info))              # the level picker offers its own levels
    setup = build_setup(info, 4)
    scene = TableScene.new_solo(app, setup, "normal", ai_seat=1, seed=4, ruleset="dragon-duel")
    app.push(scene)
    assert scene.session.match.setup["seats"] == {"1": "normal"}   # the app's key; the rules never see it
    assert isinstance(scene.ai_seats[1].agent, SearchAgent)         # the real level, not a stand-in
    s = scene.session
    rng = Rng(4)
    for _ in range(600):
        if s.state.result is not None or sum(a.player == 1 for a in s.match.log) >= 6:
            break
        if scene.animating() or scene.ai_move is not None or any(seat.busy() for seat in scene.ai_seats.values()):
            hands.frames(3)
            continue
        if scene.acting() == 0:
            legal = [a for a in s.state.legal_actions() if a.player == 0 and not isinstance(a, Concede)]
            scene.submit(seeded_choice(rng, legal))
        hands.frames(2)
    assert not scene.pass_pending and scene.viewer == 0              # one human: never a pass screen
    assert sum(a.player == 1 for a in s.match.log) >= 6             # the program played its seat
    hands.settle()
    resumed = TableScene.resume(app, "dragon-duel")
    assert not isinstance(resumed, str) and set(resumed.ai_seats) == {1}
    assert resumed.session.state.state_hash() == s.state.state_hash()


def test_a_replay_of_a_dragon_duel_game_plays_back_with_its_marks(app, hands, home):
    import os
    from game.ui.replay_scene import ReplayListScene, ReplayScene
    from game.ui.table.session import Session
    session = Session.new("dragon-duel", 18)
    rng = Rng(18)
    while session.state.result is None:
        legal = [a for a in session.state.legal_actions() if not isinstance(a, Concede)]
        session.apply(seeded_choice(rng, legal))
    path = session.save_replay()
    app.push(ReplayListScene(app))
    hands.frames(2)
    row = app.scene.row_for(os.path.basename(path))
    assert row is not None and row.entry.ok and "Dragon Duel" in row.details()
    hands.click_node(row)
    hands.frames(2)
    scene = app.scene
    assert isinstance(scene, ReplayScene)
    kinds = {m.kind for m in scene.marks}
    assert {"turn", "won", "dragon"} <= kinds
    dragon = scene.marks_of("dragon")[0]
    assert "Dragon" in scene.mark_text(dragon)
    hands.key(pygame.K_END)
    hands.settle()
    assert scene.position == len(session.match.log)
    assert scene.session.state.state_hash() == session.state.state_hash()
    assert scene.root.find("board").target(0) is not None
    st = scene.session.state
    assert all(scene.card_nodes[c].face_up for c in st.hands[0].cards)
    assert not any(scene.card_nodes[c].face_up for c in st.hands[1].cards)
    hands.key(pygame.K_v)                          # V: the other player's view
    assert scene.viewer == 1
    assert all(scene.card_nodes[c].face_up for c in st.hands[1].cards)
    assert not any(scene.card_nodes[c].face_up for c in st.hands[0].cards)


def test_a_held_card_says_what_it_would_make_of_the_attack_before_it_is_played(app, hands):
    scene = table(app, hands, CHARACTER_PHASE)
    brute = ref(scene.session.state, "hand:DD-E05")
    target = scene.drag_targets(brute)[0]
    assert target.legal
    scene.show_preview(target)
    assert scene.preview.text == "Your attack would be 6 in Fire; your opponent's is 2"
    pos = {**CHARACTER_PHASE, "p1": {**CHARACTER_PHASE["p1"], "hand": ["DD-E05"]},   # nothing to add after it ...
           "p2": {**CHARACTER_PHASE["p2"], "battle": ["DD-E06"]}}                        # ... against 8 Fire
    app.pop()
    scene = table(app, hands, pos)
    whelp = ref(scene.session.state, "hand:DD-E05")
    scene.show_preview(scene.drag_targets(whelp)[0])
    assert "does not reach 8" in scene.preview.text and "DD-15.1" in scene.preview.text


def _wait(scene, hands, limit: int = 3000) -> None:
    for _ in range(limit):
        if not (scene.animating() or scene.ai_move is not None or any(s.busy() for s in scene.ai_seats.values())):
            hands.frames(3)
            if not (scene.animating() or scene.ai_move is not None or any(s.busy() for s in scene.ai_seats.values())):
                break
        hands.frames()
    hands.frames(5)


def test_every_step_of_the_tutorial_is_done_at_the_table_and_its_places_are_outlined(app, hands):
    from game.engine.actions import Choose
    from game.puzzles import load_tutorial
    from game.ui.progress import load_progress
    from game.ui.puzzles_scene import TutorialScene
    app.settings.animation_speed = 4.0
    tutorial = load_tutorial(ruleset="dragon-duel")
    outlined: set[str] = set()
    for i, step in enumerate(tutorial.steps):
        scene = TutorialScene(app, tutorial, i)
        app.push(scene)
        hands.frames(5)
        _wait(scene, hands)
        for n in range(len(step.do)):
            spec = scene.highlight_spec()
            rects = scene.marked_rects()
            for place in spec.get("zone", []):
                assert scene.part.place_rect(place) in rects, place
                outlined.add(place)
            st = scene.session.state
            action = step.expected(st, n) or next(a for a in st.legal_actions()
                                                  if isinstance(a, Choose) and a.player == step.player)
            assert perform(app, hands, action), action
            _wait(scene, hands)
        assert scene.completed and scene.center.visible, i
        app.pop()
    assert load_progress().tutorial_done("dragon-duel") == len(tutorial.steps)
    assert {"board", "element", "p1.battle", "p1.total", "p2.total"} <= outlined


def test_every_puzzle_is_solved_at_the_table_by_its_solution(app, hands):
    from game.puzzles import ONGOING, SOLVED, load_puzzles, passive_choice
    from game.ui.progress import load_progress
    from game.ui.puzzles_scene import PuzzleScene
    app.settings.animation_speed = 4.0
    puzzles = load_puzzles(ruleset="dragon-duel")
    assert len(puzzles) >= 6
    for i, pz in enumerate(puzzles):
        scene = PuzzleScene(app, puzzles, i, briefing=False)
        app.push(scene)
        hands.frames(5)
        for step in pz.solution:
            _wait(scene, hands)
            assert perform(app, hands, pz.rules.make_action(scene.session.state, step)), (pz.key, step)
        for _ in range(60):                       # the opponent's answer; the player's own choices after it
            _wait(scene, hands)
            if scene.status != ONGOING:
                break
            if scene.acting() == pz.player:
                assert perform(app, hands, passive_choice(scene.session.state, pz.player))
        assert scene.status == SOLVED, pz.key
        app.pop()
    assert {p.key for p in puzzles} <= set(load_progress().solved)


def test_the_tutorial_and_the_puzzles_open_from_dragon_duels_menu_and_go_on_from_step_to_step(app, hands):
    from game.puzzles import load_tutorial
    from game.ui.menu import GameMenuScene, MainMenu
    from game.ui.puzzles_scene import PuzzleListScene, PuzzleScene, TutorialListScene, TutorialScene
    app.settings.animation_speed = 4.0
    app.push(MainMenu(app))
    hands.frames(2)
    hands.click_node(app.scene.root.find("game:dragon-duel"))
    hands.frames(2)
    menu = app.scene
    assert isinstance(menu, GameMenuScene) and {"tutorial", "puzzles"} <= {b.button_id for b in menu.buttons}
    hands.click_node(menu.root.find("button:tutorial"))
    hands.frames(2)
    assert isinstance(app.scene, TutorialListScene) and app.scene.info.id == "dragon-duel"
    hands.click_node(app.scene.root.find("button:continue"))
    hands.frames(5)
    scene = app.scene
    assert isinstance(scene, TutorialScene) and scene.step.ruleset == "dragon-duel" and scene.index == 0
    step = load_tutorial(ruleset="dragon-duel").steps[0]
    for n in range(len(step.do)):
        _wait(scene, hands)
        assert perform(app, hands, step.expected(scene.session.state, n))
    _wait(scene, hands)
    assert scene.completed and scene.center.visible
    hands.click_node(scene.center.find("button:next"))
    hands.frames(5)
    assert isinstance(app.scene, TutorialScene) and app.scene.index == 1
    hands.key(pygame.K_ESCAPE)
    hands.frames(2)
    hands.key(pygame.K_ESCAPE)
    hands.frames(2)
    assert app.scene is menu
    hands.click_node(menu.root.find("button:puzzles"))
    hands.frames(2)
    assert isinstance(app.scene, PuzzleListScene) and app.scene.info.id == "dragon-duel"
    hands.click_node(app.scene.root.find("row:0"))
    hands.frames(5)
    scene = app.scene
    assert isinstance(scene, PuzzleScene) and scene.puzzle.ruleset == "dragon-duel" and scene.center.visible
    hands.click_node(scene.center.find("button:start"))
    hands.frames(2)
    assert not scene.center.visible


def test_the_menus_picture_of_a_table_is_made_from_the_real_table(home, tmp_path, capsys):
    import json
    from game.cli.main import main
    from game.engine import registry
    from game.ui.games import picture_path
    out = tmp_path / "table.png"
    assert main(["table-picture", "--ruleset", "dd", "--out", str(out), "--actions", "8"]) == 0
    said = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert said["ruleset"] == "dragon-duel" and said["actions"] == 8 and said["program"] == "normal"
    made = pygame.image.load(str(out))
    assert made.get_size() == (640, 360)
    assert len({made.get_at((x, y))[:3] for x in range(0, 640, 16) for y in range(0, 360, 16)}) > 20   # a table, not a blank
    shipped = pygame.image.load(str(picture_path(registry.get("dragon-duel"))))
    assert shipped.get_size() == (640, 360)


def test_what_the_player_still_needs_is_said_only_once_the_other_side_has_a_character(app, hands):
    start = {"turn_player": 1, "phase": "character", "battle": True, "element": "fire",
             "p1": {"hand": ["DD-E05", "DD-E20"], "deck": DECK_E}, "p2": {"hand": ["DD-S01"], "deck": DECK_S}}
    scene = table(app, hands, start)             # the battle's first character is still to come
    said = [text for text, _r in scene.root.find("totals").drawn]
    assert said and not any(s.startswith(("reaches", "needs")) for s in said), said
    app.pop()
    scene = table(app, hands, CHARACTER_PHASE)   # 3 Fire against the other's character's 2
    said = [text for text, _r in scene.root.find("totals").drawn]
    assert "reaches 2" in said, said


def test_at_a_large_text_size_on_a_small_window_a_tutorial_decision_keeps_all_its_words_in_view(make_app):
    from game.puzzles import load_tutorial
    from game.ui.puzzles_scene import TutorialScene
    app = make_app(size=(1024, 600), lang="ko", text_size=1.5)
    hands = Hands(app)
    tutorial = load_tutorial(ruleset="dragon-duel")
    scene = TutorialScene(app, tutorial, 0)
    app.push(scene)
    hands.frames(5)
    hands.settle()
    assert perform(app, hands, tutorial.steps[0].expected(scene.session.state, 0))
    hands.settle()
    assert scene.prompt.visible and scene.prompt.full <= scene.prompt.h + 0.5      # Fire and Earth, no scrolling
    assert scene.panel.collapsed and scene.panel.short == tutorial.steps[0].hint.get("ko")
    assert scene.panel.y + scene.panel.h <= scene.prompt.y and scene.prompt.y + scene.prompt.h <= scene.log.y
    hands.choose_word("fire")
    hands.settle()
    assert not scene.prompt.visible and not scene.panel.collapsed                 # the whole step's text again


def test_a_card_let_go_after_a_long_drag_does_not_open_its_large_view_over_the_refusal(app, hands):
    scene = table(app, hands, CHARACTER_PHASE)
    booster = ref(scene.session.state, "hand:DD-E20")     # no booster before the character: refused
    start, end = hands.card_center(booster), hands.drop_center(("area", 0, "battle"))
    hands.post(pygame.MOUSEMOTION, pos=tuple(int(v) for v in start), rel=(0, 0), buttons=(0, 0, 0))
    hands.post(pygame.MOUSEBUTTONDOWN, pos=tuple(int(v) for v in start), button=1)
    hands.frames(2)
    for i in range(1, 61):                                 # a second on the way
        x, y = (int(a + (b - a) * i / 60) for a, b in zip(start, end))
        hands.post(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(1, 0, 0))
        hands.frames(1)
    hands.post(pygame.MOUSEBUTTONUP, pos=tuple(int(v) for v in end), button=1)
    hands.frames(40)
    assert scene.toast.visible and "DD-" in scene.toast.text
    assert scene.large.iid is None


def test_the_result_of_a_game_is_not_written_over_the_last_events_banner(app, hands):
    from game.ai import make_agent
    app.settings.animation_speed = 4.0
    scene = TableScene.new_hotseat(app, seed=18, ruleset="dragon-duel")
    app.push(scene)
    hands.frames(3)
    s = scene.session
    agents = [make_agent("easy", 3 + p, "dragon-duel") for p in range(2)]
    while s.state.result is None:
        player = scene.acting()
        scene.queue.extend(s.apply(agents[player].choose(s.state, player)))
        scene.skip_animations()
    hands.frames(2)
    assert scene.overlay.visible and scene.overlay.title == "Game over"
    assert scene.banner.time_left == 0


def test_dd_13_2_a_card_that_no_longer_pays_stays_on_the_prompt_dimmed_with_the_rule(app, hands):
    """Fire 3 or more, no card to spare: the hand's 1, 2 and 4 all pay at first ({4} or {1, 2}); once the 1
    is picked the 4 would leave a card to spare. The prompt says so a moment, the 4 dimmed under DD-13.2's
    sentence, instead of the 4 silently ceasing to be a choice; then it lets it go."""
    from game.rulesets.dragon_duel.scenario import make_action
    from game.ui.table.gone import KEEP_SECONDS
    from tests.dragon_duel.dd_kit import BASE, card
    cost = card("TD-COST", fire=2, earth=2, text=[{"kind": "on_play", "do": [
        {"step": "may", "pay": {"element": "fire", "at_least": 3}, "then": [{"step": "boost", "by": 4}]}]}])
    four = card("TD-F4", fire=4, earth=0)
    pos = {"turn_player": 1, "phase": "leadership", "battle": True, "element": "earth",
           "p1": {"hand": ["TD-COST", "TD-C1", "TD-F4", "TD-B2"], "battle": ["TD-C1"], "deck": ["TD-X"] * 10},
           "p2": {"battle": ["TD-C1"], "deck": ["TD-X"] * 10}}
    scene = table(app, hands, pos, BASE + [cost, four])
    for step in ({"action": "continue"}, {"action": "character", "card": "hand:TD-COST"},
                 {"action": "choose", "option": "yes"}):
        assert perform(app, hands, make_action(scene.session.state, step)), step
        hands.settle()
    st = scene.session.state
    d = scene.decision_for(0)
    assert d is not None and d.kind == "pay"
    one, f4, two = (ref(st, f"hand:{c}") for c in ("TD-C1", "TD-F4", "TD-B2"))
    assert {scene.card_nodes[c].glow for c in (one, f4, two)} == {"option"}
    assert scene.prompt.find("gone:0") is None
    assert perform(app, hands, make_action(st, {"action": "choose", "option": "hand:TD-C1"})) == "card"
    hands.settle()
    gone = scene.prompt.find("gone:0")
    assert gone is not None and gone.visible and scene.prompt.visible
    assert "TD-F4" in gone.label and gone.why.startswith("[DD-13.2]") and "spare" in gone.why
    assert scene.card_nodes[f4].glow != "option" and scene.card_nodes[two].glow == "option"
    assert f4 not in [getattr(n, "iid", None) for n in dict(scene.focus_ring.live_groups()).get("options", [])]
    hands.frames(int(KEEP_SECONDS * 60) + 10)       # its moment over, the prompt lets it go
    assert scene.prompt.find("gone:0") is None and scene.decision_for(0) is not None
