"""Replays driven like a player would: the list, opening one, stepping, jumping, playing, headless."""
from __future__ import annotations

import json
import os

import pygame

from game.engine.actions import Concede
from game.engine.match import Match
from game.engine.rng import Rng
from game.ui.replay_scene import ReplayListScene, ReplayScene
from game.ui.table.session import Session, autosave_path, replay_dir


def play_and_save(seed: int = 7, actions: int = 40) -> tuple[str, Session]:
    """A seeded game of random legal actions (never a concession), saved as a replay."""
    session = Session.new("lanes", seed)
    rng = Rng(seed * 31 + 1)
    while len(session.match.log) < actions and session.state.result is None:
        legal = [a for a in session.state.legal_actions() if not isinstance(a, Concede)]
        session.apply(legal[rng.below(len(legal))])
    return session.save_replay(), session


def replayed(session: Session, k: int) -> Match:
    m = session.match
    fresh = Match(m.ruleset_id, m.seed, m.setup)
    for action in m.log[:k]:
        fresh.apply(str(action))
    return fresh


def open_replay(app, hands, path: str) -> ReplayScene:
    app.push(ReplayListScene(app))
    hands.frames(2)
    row = app.scene.row_for(os.path.basename(path))
    assert row is not None and row.entry.ok
    hands.click_node(row)
    hands.frames(2)
    assert isinstance(app.scene, ReplayScene)
    return app.scene


def test_the_list_shows_the_replay_and_opens_it(app, hands, home):
    path, session = play_and_save()
    app.push(ReplayListScene(app))
    hands.frames(2)
    scene = app.scene
    row = scene.row_for(os.path.basename(path))
    assert row is not None
    assert row.entry.ruleset == "lanes" and row.entry.actions == len(session.match.log)
    assert "40 actions" in row.details()
    hands.click_node(row)
    hands.frames(2)
    assert isinstance(app.scene, ReplayScene)
    assert app.scene.position == 0 and app.scene.viewer == 0
    assert app.scene.session.autosave is None


def test_stepping_forward_with_the_button_replays_the_log(app, hands, home):
    path, session = play_and_save()
    scene = open_replay(app, hands, path)
    for _ in range(5):
        hands.click_node(scene.btn_step)
    hands.settle()
    assert scene.position == 5
    assert scene.session.state.state_hash() == replayed(session, 5).state.state_hash()
    assert not os.path.exists(autosave_path("lanes"))    # a replay never autosaves
    assert not scene.pass_pending and not scene.overlay.visible


def test_jumping_to_the_second_turn_mark_then_stepping_back(app, hands, home):
    path, session = play_and_save()
    scene = open_replay(app, hands, path)
    turns = scene.marks_of("turn")
    assert len(turns) >= 2
    mark = turns[1]
    hands.click(scene.timeline.mark_point(mark))
    hands.frames(2)
    assert scene.position == mark.index
    assert scene.session.state.state_hash() == replayed(session, mark.index).state.state_hash()
    assert not scene.animating()                   # a jump shows the position without animation
    hands.click_node(scene.btn_back)
    hands.frames(2)
    assert scene.position == mark.index - 1
    assert scene.session.state.state_hash() == replayed(session, mark.index - 1).state.state_hash()
    hands.click_node(scene.btn_restart)
    hands.frames(2)
    assert scene.position == 0 and not scene.btn_back.enabled


def test_marks_are_turn_starts_triggers_and_damage_reveals(app, hands, home):
    path, session = play_and_save(actions=80)
    scene = open_replay(app, hands, path)
    fresh = Match(session.match.ruleset_id, session.match.seed, session.match.setup)
    want = {"turn": set(), "trigger": set(), "damage": set()}
    for i, action in enumerate(session.match.log, 1):
        for e in fresh.apply(str(action)):
            if e.kind == "phase_changed" and e.data["phase"] == "level_up":
                want["turn"].add(i)
            if e.kind == "trigger_fired" and e.data.get("kw") == "trigger":
                want["trigger"].add(i)
            if e.kind == "card_moved" and e.data.get("reveal"):
                want["damage"].add(i)
    for kind, indices in want.items():
        assert {m.index for m in scene.marks_of(kind)} == indices
    assert want["damage"], "the game should have dealt damage"


def test_clicking_the_bar_between_marks_jumps_there(app, hands, home):
    path, session = play_and_save()
    scene = open_replay(app, hands, path)
    tl = scene.timeline
    ox, oy = tl.world_origin()
    s = tl.world_scale()
    # the middle row holds the (rare) trigger marks: find a spot there that is no mark
    k = next(k for k in range(10, 30) if tl.mark_at(tl.x_of(k), tl.row_y(1)) is None)
    hands.click((ox + tl.x_of(k) * s, oy + tl.row_y(1) * s))
    hands.frames(2)
    assert scene.position == k


def test_play_and_pause_advance_over_frames(app, hands, home):
    path, session = play_and_save()
    scene = open_replay(app, hands, path)
    hands.click_node(scene.btn_play)
    assert scene.playing
    hands.frames(240, dt=1 / 30)                  # eight seconds of playing
    moved = scene.position
    assert moved >= 3
    hands.click_node(scene.btn_play)
    assert not scene.playing
    hands.settle()
    paused_at = scene.position
    hands.frames(120, dt=1 / 30)
    assert scene.position == paused_at
    assert scene.session.state.state_hash() == replayed(session, paused_at).state.state_hash()


def test_faster_speed_plays_more_actions(app, hands, home):
    path, _ = play_and_save()
    scene = open_replay(app, hands, path)
    hands.click_node(scene.btn_play)
    hands.frames(90, dt=1 / 30)
    slow = scene.position
    scene.restart()
    hands.click_node(scene.btn_speed)              # 1x -> 2x
    hands.click_node(scene.btn_speed)              # 2x -> 4x
    assert scene.speed == 4.0
    hands.click_node(scene.btn_play)
    hands.frames(90, dt=1 / 30)
    assert scene.position > slow


def test_playing_stops_at_the_end(app, hands, home):
    path, session = play_and_save(actions=12)
    scene = open_replay(app, hands, path)
    scene.speed = 4.0
    hands.key(pygame.K_SPACE)
    hands.frames(900, dt=1 / 30)
    assert scene.position == len(session.match.log)
    assert not scene.playing and not scene.btn_step.enabled


def test_no_drags_or_game_actions_from_the_viewer(app, hands, home):
    path, session = play_and_save()
    scene = open_replay(app, hands, path)
    scene.seek(20)
    hands.frames(2)
    before = scene.session.state.state_hash()
    st = scene.session.state
    hand = st.zones["p0.hand"].cards
    assert hand
    hands.drag(hands.card_center(hand[0]), hands.screen_point(560, 384))
    hands.key(pygame.K_TAB)
    hands.key(pygame.K_RETURN)
    hands.settle()
    assert scene.session.state.state_hash() == before
    assert len(scene.session.match.log) == 20 and scene.position == 20
    assert not any(b.visible for b in (scene.btn_primary, scene.game_button("attack"), scene.btn_undo, scene.btn_concede))


def test_the_viewpoint_button_switches_players(app, hands, home):
    path, _ = play_and_save()
    scene = open_replay(app, hands, path)
    scene.seek(10)
    st = scene.session.state
    p1_hand, p2_hand = st.zones["p0.hand"].cards, st.zones["p1.hand"].cards
    assert all(scene.card_nodes[c].face_up for c in p1_hand)
    assert not any(scene.card_nodes[c].face_up for c in p2_hand)
    hands.click_node(scene.btn_view)
    assert scene.viewer == 1
    assert all(scene.card_nodes[c].face_up for c in p2_hand)
    assert not any(scene.card_nodes[c].face_up for c in p1_hand)
    assert not scene.pass_pending and not scene.overlay.visible


def test_keys_step_and_escape_goes_back_to_the_list(app, hands, home):
    path, session = play_and_save()
    scene = open_replay(app, hands, path)
    hands.key(pygame.K_RIGHT)
    hands.key(pygame.K_RIGHT)
    hands.settle()
    assert scene.position == 2
    hands.key(pygame.K_LEFT)
    assert scene.position == 1
    hands.key(pygame.K_END)
    assert scene.position == len(session.match.log)
    hands.key(pygame.K_s)                               # speed, from the keyboard too
    assert scene.speed == 2.0 and "(S)" in scene.btn_speed.label
    hands.key(pygame.K_v)
    assert scene.viewer == 1
    hands.key(pygame.K_l)
    assert not scene.log.visible
    hands.key(pygame.K_ESCAPE)
    assert isinstance(app.scene, ReplayListScene)


def _write(folder: str, name: str, text: str) -> str:
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, name)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)
    return path


def test_broken_replay_files_are_listed_with_their_reason_and_cannot_be_opened(app, hands, home):
    good, session = play_and_save()
    data = session.match.to_json()
    folder = replay_dir()
    _write(folder, "garbled.json", "{ not json")
    _write(folder, "future.json", json.dumps({**data, "version": 99}))
    _write(folder, "badlog.json", json.dumps({**data, "log": data["log"][:3] + ["attack player=0 lane=7"], "hash": None}))
    _write(folder, "list.json", "[1, 2, 3]")
    _write(folder, "weird-setup.json", json.dumps({**data, "setup": {"decks": 5}, "log": []}))
    _write(folder, "unknown.json", json.dumps({**data, "ruleset": "chess"}))
    app.push(ReplayListScene(app))
    hands.frames(3)                                 # draws every row: no crash
    scene = app.scene
    reasons = {
        "garbled.json": "not valid JSON",
        "future.json": "version",
        "badlog.json": "log entry 4",
        "list.json": "JSON object",
        "unknown.json": "cannot set up",
    }
    for name, why in reasons.items():
        row = scene.row_for(name)
        assert row is not None, name
        assert not row.entry.ok and why in row.entry.problem, (name, row.entry.problem)
    weird = scene.row_for("weird-setup.json")
    assert weird is not None and not weird.entry.ok and "two decks" in weird.entry.problem
    assert "\n" not in weird.entry.problem
    row = scene.row_for("badlog.json")
    hands.click_node(row)
    hands.frames(2)
    assert app.scene is scene                       # it did not open
    assert "log entry 4" in scene.toast.text and scene.toast.time_left > 0
    assert scene.row_for(os.path.basename(good)).entry.ok


def test_the_list_is_newest_first_and_empty_is_explained(app, hands, home):
    from game.ui.app import Scene
    app.push(Scene(app))                            # something to go back to
    app.push(ReplayListScene(app))
    hands.frames(2)
    assert app.scene.root.find("empty") is not None
    app.pop()
    folder = replay_dir()
    data = play_and_save(actions=6)[1].match.to_json()
    old = _write(folder, "old.json", json.dumps(data))
    new = _write(folder, "new.json", json.dumps(data))
    os.utime(old, (1_000_000, 1_000_000))
    os.utime(new, (2_000_000, 2_000_000))
    app.push(ReplayListScene(app))
    hands.frames(2)
    names = [e.name for e in app.scene.entries]
    assert names.index("new.json") < names.index("old.json")
    hands.key(pygame.K_ESCAPE)
    assert not isinstance(app.scene, ReplayListScene)


def test_the_main_menu_replays_button_opens_the_list(app, hands, home):
    from game.ui.menu import GameMenuScene, MainMenu
    app.push(MainMenu(app))
    hands.frames(2)
    hands.click_node(app.scene.root.find("game:lanes"))
    hands.frames(2)
    hands.click_node(app.scene.root.find("button:replays"))
    hands.frames(2)
    assert isinstance(app.scene, ReplayListScene)
    hands.click_node(app.scene.root.find("button:back"))
    hands.frames(2)
    assert isinstance(app.scene, GameMenuScene)


def test_a_long_list_scrolls_and_the_keyboard_opens_a_replay(app, hands, home):
    data = play_and_save(actions=6)[1].match.to_json()
    folder = replay_dir()
    for i in range(13):
        path = _write(folder, f"r{i:02d}.json", json.dumps({**data, "log": [], "hash": None}))
        os.utime(path, (1_000_000 + i, 1_000_000 + i))
    app.push(ReplayListScene(app))
    hands.frames(2)
    scene = app.scene
    assert len(scene.entries) == 14 and len(scene.rows) == scene.per_page < 14
    hands.post(pygame.MOUSEWHEEL, x=0, y=-5, precise_x=0.0, precise_y=-5.0, flipped=False)
    hands.frames(2)
    assert scene.rows[-1].entry is scene.entries[-1]
    for _ in range(14):
        hands.key(pygame.K_DOWN)
    assert scene.focused_index == 13 and scene.focus_ring.name == scene.rows[-1].name
    hands.key(pygame.K_RETURN)
    hands.frames(2)
    assert isinstance(app.scene, ReplayScene)
    replay = app.scene
    assert replay.replay_log == [] and not replay.btn_step.enabled and not replay.btn_play.enabled
    hands.click_node(replay.timeline)                 # an empty replay: a click on the bar stays at 0
    hands.key(pygame.K_SPACE)
    hands.frames(30)
    assert replay.position == 0


def _watch(app, hands, path: str, viewer: int) -> ReplayScene:
    """A replay opened fresh and viewed from ``viewer``: twelve steps, a jump to 16, three more steps."""
    scene = ReplayScene.open(app, path)
    app.push(scene)
    hands.frames(2)
    scene.switch_viewer(viewer)
    for _ in range(12):              # mulligans, the first draws and turns
        scene.step_forward()
        hands.settle()
    scene.seek(16)                   # a jump writes lines of its own
    for _ in range(3):
        scene.step_forward()
        hands.settle()
    return scene


def test_switching_the_viewed_player_tells_the_whole_log_again_for_that_player(app, hands, home):
    path, _session = play_and_save(seed=5, actions=30)
    watched = _watch(app, hands, path, viewer=0)
    as_p1 = list(watched.log.lines)
    hands.key(pygame.K_v)            # now player 2's eyes
    assert watched.viewer == 1
    switched = list(watched.log.lines)
    app.pop()
    fresh = _watch(app, hands, path, viewer=1)
    as_p2 = list(fresh.log.lines)
    assert as_p1 != as_p2            # the two players read different things (their hands, their choices) ...
    assert switched == as_p2         # ... and after the switch the log is player 2's, as if viewed all along
    app.settings.language = "ko"     # a change of language words it all again too
    assert fresh.log.lines != as_p2 and any(line.startswith("4. P") for line in fresh.log.lines)
