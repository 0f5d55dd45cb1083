"""Planechase at the table with the multiplayer shapes: in Two-Headed Giant the planar die's button is both
active players' (901.12d), and in Grand Melee the several face-up planes are each readable, with who
controls which (901.14)."""
from __future__ import annotations

import pygame

from game.rulesets.magic import planechase
from game.rulesets.magic import table_layout as L
from game.rulesets.magic.actions import RollPlanar
from game.ui.table.scene import TableScene
from tests.magic.mg_kit import position
from tests.ui.table_kit import open_position


def _table(app, hands, state) -> TableScene:
    return open_position(app, hands, lambda: state)


def test_901_12d_the_die_button_is_offered_to_both_players_of_the_active_team(app, hands) -> None:
    st = position(players=4, options={"supplements": "planechase", "multiplayer": "two-headed-giant"},
                  step="main1", active=1, planar_die=["blank", "chaos"],
                  p1={"plane": ["MG-PL03"], "planar": ["MG-PL05"], "hand": ["MG-R03"], "battlefield": ["MG-L04"]},
                  p2={"hand": ["MG-R03"], "battlefield": ["MG-L04"]})
    scene = _table(app, hands, st)
    assert scene.part.viewer == 0
    button = scene.game_button("roll")
    assert button.visible and button.enabled and button.label == "Roll die {0} (D)"
    hands.click_node(button)
    hands.settle()
    scene.refresh_controls()
    assert button.label == "Roll die {1} (D)"              # player 1's own count
    hands.click_node(scene.btn_primary)                   # Pass priority (E)
    hands.frames(3)
    if scene.pass_pending:
        hands.pass_screen()
    hands.settle()
    scene.refresh_controls()
    assert scene.part.viewer == 1
    button = scene.game_button("roll")
    assert button.visible and button.enabled and button.label == "Roll die {0} (D)"   # player 2's count: none
    hands.click_node(button)
    hands.settle()
    assert RollPlanar(1) in scene.session.match.log
    assert scene.part.die.shown[-1] == "chaos"        # (player 1's blank may be shown again to player 2)
    assert any("Player 2 rolls the planar die: {CHAOS}" in line for line in scene.log.lines), scene.log.lines[-5:]


def test_901_14_grand_melee_shows_each_controllers_plane_readable(app, hands) -> None:
    st = position(players=8, options={"supplements": "planechase", "multiplayer": "grand-melee"}, step="main1",
                  active=1, p1={"plane": ["MG-PL02"], "planar": ["MG-PL05"], "hand": ["MG-R03"],
                                "battlefield": ["MG-L04"]},
                  p4={"plane": ["MG-PL03"]})
    scene = _table(app, hands, st)
    scene.draw(pygame.Surface(app.screen.get_size()))
    counters = scene.root.find("counters")
    cells = counters.cells
    # the Sunken Archive lies in player 4's command zone (its owner's) but player 5 controls it: the piece says
    # so, each controller's row first, whole (not cut)
    assert cells[0] == "Planes face up: 2, one for each turn marker", cells
    assert "P1 Emberfall Caldera" in cells and "P5 The Sunken Archive" in cells, cells
    rows = [counters.drawn[cells.index(c)] for c in ("P1 Emberfall Caldera", "P5 The Sunken Archive")]
    assert not rows[0].colliderect(rows[1])
    x, y, w, h = L.COUNTERS
    box = pygame.Rect(int(x * counters.world_scale()), int(y * counters.world_scale()),
                      int(w * counters.world_scale()), int(h * counters.world_scale()))
    assert all(box.contains(r) for r in rows), (box, rows)
    # every seat's row shows, the last ones too: the rows close up rather than leave players out
    assert all(f"P{p}" in cells for p in (2, 3, 4, 6, 7, 8)), cells
    seat_rows = [counters.drawn[cells.index(f"P{p}")] for p in (7, 8)]
    assert all(box.contains(r) for r in seat_rows) and not seat_rows[0].colliderect(seat_rows[1])
    planes = planechase.face_up(scene.session.state)
    assert len(planes) == 2
    spots = []
    for c in planes:
        node = scene.card_nodes[c]
        assert node.visible and node.face_up
        spots.append(pygame.Rect(int(scene.spots[c].x), int(scene.spots[c].y), int(scene.spots[c].w),
                                 int(scene.spots[c].h)))
    assert not spots[0].colliderect(spots[1])
    # each lies in its controller's command zone: the Sunken Archive (player 4's card) at player 5's seat
    for c, seat in zip(planes, (0, 4)):
        assert planechase.controller_of(scene.session.state, c) == seat
        x, y, w, h = scene.part.zone_frame(f"p{seat}.command")
        assert x <= scene.spots[c].x <= x + w and y <= scene.spots[c].y <= y + h, (seat, scene.spots[c])


def test_901_14a_as_the_turn_marker_passes_the_plane_moves_to_its_new_controllers_seat(app, hands) -> None:
    st = position(players=8, options={"supplements": "planechase", "multiplayer": "grand-melee"}, step="end",
                  active=1, p1={"plane": ["MG-PL02"], "planar": ["MG-PL05"], "hand": ["MG-R03"],
                                "battlefield": ["MG-L04"]},
                  p2={"hand": ["MG-R03"], "battlefield": ["MG-L04"]})
    scene = _table(app, hands, st)
    (plane, _other) = planechase.face_up(scene.session.state)
    x, y, w, h = scene.part.zone_frame("p0.command")
    assert x <= scene.spots[plane].x <= x + w and y <= scene.spots[plane].y <= y + h
    while scene.session.state.turn == 3:            # players 1 and 2 pass the end step; the others have nothing
        hands.click_node(scene.btn_primary)
        hands.frames(3)
        if scene.pass_pending:
            hands.pass_screen()
        hands.settle()
    if scene.pass_pending:                          # player 2, holding the oldest marker now, takes the seat
        hands.pass_screen()
    hands.settle()
    st = scene.session.state
    assert scene.part.viewer == 1
    assert st.markers == [1, 5] and planechase.controller_of(st, plane) == 1
    x, y, w, h = scene.part.zone_frame("p1.command")            # the viewer's own command zone now
    assert x <= scene.spots[plane].x <= x + w and y <= scene.spots[plane].y <= y + h, scene.spots[plane]
    node = scene.card_nodes[plane]
    assert node.visible and node.face_up
    scene.draw(pygame.Surface(app.screen.get_size()))
    assert "P2 Emberfall Caldera" in scene.root.find("counters").cells
