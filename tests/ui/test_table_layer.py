"""The table's resting layer (game/ui/table/layer.py) never shows a stale picture: every frame drawn through it
is the table drawn whole, whatever changed since the layer was baked (a card moved, hidden, marked; the
language, the text size, the palette, the window), and the pass screen leaves no card of one player in it
for the next."""
from __future__ import annotations

import json

import pygame

from game.ai.random_agent import PlayoutAgent
from game.engine.rng import Rng
from game.formats.runner import decide
from game.ui.app import Scene
from game.ui.smoke import perform, seeded_opening
from game.ui.table.scene import TableScene


def whole(scene: TableScene) -> pygame.Surface:
    """The table drawn from nothing, every node painted afresh (as before the layer)."""
    screen = scene.app.screen
    ref = pygame.Surface(screen.get_size()).convert(screen)
    Scene.draw(scene, ref)
    return ref


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and a.get_view("0").raw == b.get_view("0").raw


def still_table(app, hands, ruleset: str = "dragon-duel", seed: int = 6) -> TableScene:
    scene = TableScene.new_hotseat(app, seed=seed, ruleset=ruleset)
    app.push(scene)
    hands.frames(3)
    hands.pass_screen()
    hands.settle()
    hands.frames(5)
    assert scene.table_layer.baked, "a table standing still is drawn from its layer"
    assert same(app.screen, whole(scene))
    return scene


def next_frame_is_whole(app, hands, scene: TableScene) -> pygame.Surface:
    before = app.screen.copy()
    hands.frames(1)
    assert same(app.screen, whole(scene)), "the frame after a change shows the table as it is now"
    assert not same(app.screen, before), "the change shows"
    return before


def test_every_frame_of_an_opening_played_through_the_table_is_the_table_drawn_whole(app, hands):
    scene = TableScene.new_hotseat(app, seed=5, ruleset="dragon-duel")
    app.push(scene)
    step = app.step
    compared = []

    def checked(dt, events=None):
        step(dt, events)
        sc = app.scene
        if not (sc.pass_pending and sc.overlay.visible) and app.notice.time_left <= 0:
            compared.append(same(app.screen, whole(sc)))
    app.step = checked
    out = seeded_opening(app, hands, 5, actions=6)
    assert out["ok"], out
    assert len(compared) > 200 and all(compared), f"{compared.count(False)} frames differ"
    assert scene.table_layer.rebuilds > 0


def test_a_card_moved_on_a_still_table_shows_where_it_went_on_the_next_frame(app, hands):
    scene = still_table(app, hands)
    node = next(n for n in scene.card_nodes.values() if n.visible)
    x, y, _angle = scene.physics.position(node.iid)
    scene.physics.set_target(node.iid, x + 120, y - 40, snap=True)
    next_frame_is_whole(app, hands, scene)


def test_a_card_hidden_or_marked_on_a_still_table_shows_so_on_the_next_frame(app, hands):
    scene = still_table(app, hands)
    shown = [n for n in scene.card_nodes.values() if n.visible]
    shown[0].visible = False
    next_frame_is_whole(app, hands, scene)
    shown[1].glow = "selected"          # as a click selecting it marks it
    next_frame_is_whole(app, hands, scene)
    hands.frames(3)
    shown[1].glow = None
    next_frame_is_whole(app, hands, scene)


def test_the_felt_under_the_cards_shows_a_held_cards_places_as_the_card_moves_over_them(app, hands):
    scene = still_table(app, hands)
    iid = next(i for i, n in scene.card_nodes.items() if n.visible and n.face_up and scene.drag_targets(i))
    start = hands.card_center(iid)
    hands.post(pygame.MOUSEMOTION, pos=(int(start[0]), int(start[1])), rel=(0, 0), buttons=(0, 0, 0))
    hands.post(pygame.MOUSEBUTTONDOWN, pos=(int(start[0]), int(start[1])), button=1)
    hands.frames(2)
    dest = hands.drop_center(scene.drag["targets"][0][0])
    for i in range(1, 21):             # along the way and onto its place: the places glow, the hovered one more
        at = (int(start[0] + (dest[0] - start[0]) * i / 20), int(start[1] + (dest[1] - start[1]) * i / 20))
        hands.post(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(1, 0, 0))
        hands.frames(1)
        assert same(app.screen, whole(scene)), f"step {i} of the drag"
    assert scene.drops.hovered is not None


def test_the_language_the_text_size_the_palette_and_the_window_each_repaint_the_table(app, hands):
    from game.ui.table import layout
    scene = still_table(app, hands)
    app.settings.language = "ko"
    next_frame_is_whole(app, hands, scene)
    app.settings.colorblind_palette = True
    scene.card_nodes[next(i for i, n in scene.card_nodes.items() if n.visible)].glow = "selected"
    hands.frames(2)
    assert same(app.screen, whole(scene))
    app.settings.text_size = 1.3
    from game.ui import fonts
    fonts.set_reading_scale(1.3)
    assert layout.grow() > 1.0
    next_frame_is_whole(app, hands, scene)
    app.screen = pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=900))
    hands.frames(1)
    assert app.screen.get_size() == (1600, 900) and same(app.screen, whole(scene))


def test_the_pass_screen_keeps_no_card_of_the_last_player_and_the_next_sees_only_their_own(app, hands):
    scene = still_table(app, hands)
    first = scene.viewer
    assert scene.table_layer.surface is not None
    program = PlayoutAgent(Rng(3))
    for _ in range(60):                          # the first player plays on until the screen goes to the other
        if scene.viewer in scene.session.state.current_players():
            perform(app, hands, decide(program, scene.session.state, scene.viewer))
        hands.frames(2)
        if scene.pass_pending and scene.overlay.visible:
            break
    assert scene.pass_pending and scene.overlay.visible
    hands.frames(2)
    assert scene.table_layer.surface is None and not scene.table_layer.baked   # nothing of the table is kept
    hands.pass_screen()
    hands.settle()
    hands.frames(5)
    assert scene.viewer != first
    assert scene.table_layer.look is not None and scene.table_layer.look[8] == scene.viewer
    assert same(app.screen, whole(scene))


def test_a_card_at_rest_is_drawn_on_the_same_pixels_frame_after_frame(app, hands):
    scene = still_table(app, hands)
    hands.frames(5)                 # the last change's layer baked (it waits for two still frames)
    rebuilds = scene.table_layer.rebuilds
    before = app.screen.copy()
    hands.frames(30)
    assert same(app.screen, before)
    assert scene.table_layer.rebuilds == rebuilds      # and the layer, once baked, stays


def test_a_card_at_rest_leaves_the_physics_space_and_a_nudge_brings_it_back():
    from game.ui.table.physics import TablePhysics
    ph = TablePhysics()
    ph.add(1, 0, 0)
    ph.set_target(1, 30, 20)
    assert ph.cards[1].body in ph.space.bodies
    for _ in range(120):
        ph.step(1 / 60)
    assert ph.position(1)[:2] == (30, 20) and ph.cards[1].body not in ph.space.bodies
    ph.nudge(1, 0, 300)
    assert ph.cards[1].body in ph.space.bodies
    ph.step(1 / 60)
    assert ph.position(1)[1] > 20


def test_bench_ui_reports_still_drag_and_animation_frame_times(home, capsys):
    from game.cli.main import main
    assert main(["bench-ui", "--ruleset", "dragon-duel", "--frames", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    for case in ("still", "drag", "anim"):
        assert 0 < out[f"{case}_ms_p50"] <= out[f"{case}_ms_p95"], (case, out)
    assert out["drag_held_card"] is True
    assert (out["frame_ms_p50"], out["frame_ms_p95"]) == (out["anim_ms_p50"], out["anim_ms_p95"])
    assert out["frames"] == 4 and out["clock"] == "process_time"
