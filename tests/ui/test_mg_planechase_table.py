"""Planechase at the Magic table (901): the face-up plane is a card in the command zone, the variant's piece
names it with each seat's planar deck and next roll, the planar die is a button with the cost of the next
roll (the D key too) whose roll the die shows, and the button is out of sight in a game without it."""
from __future__ import annotations

import pygame

from game.rulesets.magic import planechase
from game.rulesets.magic.actions import RollPlanar
from game.ui.table.scene import TableScene
from tests.magic.mg_kit import position
from tests.ui.table_kit import open_position


def _table(app, hands, state) -> TableScene:
    return open_position(app, hands, lambda: state)


def _planechase(**more):
    """Player 1's main phase with two Mountains and Kindle Bolt in hand (something to do besides rolling, so
    the table never passes for them)."""
    return position(players=4, options={"supplements": "planechase"}, step="main1", active=1,
                    p1={"plane": ["MG-PL03"], "planar": ["MG-PL05", "MG-PL06"], "battlefield": ["MG-L04", "MG-L04"],
                        "hand": ["MG-R03"]}, **more)


def test_901_4_the_face_up_plane_lies_face_up_in_its_owners_command_zone(app, hands) -> None:
    scene = _table(app, hands, _planechase())
    st = scene.session.state
    (plane,) = planechase.face_up(st)
    node = scene.card_nodes[plane]
    assert node.visible and node.face_up
    x, y, w, h = scene.part.zone_frame("p0.command")
    spot = scene.spots[plane]
    assert x <= spot.x <= x + w and y <= spot.y <= y + h
    scene.draw(pygame.Surface(app.screen.get_size()))
    cells = scene.root.find("counters").cells
    assert cells[0] == "Plane: The Sunken Archive (P1)" and "{0}" in cells, cells


def test_901_9_the_die_button_rolls_with_its_cost_and_the_die_shows_the_face(app, hands) -> None:
    scene = _table(app, hands, _planechase(planar_die=["chaos", "blank"]))
    button = scene.game_button("roll")
    assert button.visible and button.enabled and button.label == "Roll die {0} (D)"
    hands.click_node(button)
    hands.settle()
    assert scene.session.match.log[-1] == RollPlanar(0) or RollPlanar(0) in scene.session.match.log
    assert scene.part.die.shown == ["chaos"]
    assert any("rolls the planar die: {CHAOS}" in line for line in scene.log.lines), scene.log.lines[-5:]


def test_901_9_the_d_key_rolls_and_a_roll_that_cannot_be_paid_says_the_rule(app, hands) -> None:
    scene = _table(app, hands, _planechase(planar_die=["blank", "blank", "blank"]))
    hands.key(pygame.K_d)
    hands.settle()
    assert scene.part.die.shown == ["blank"]
    scene.refresh_controls()
    button = scene.game_button("roll")
    assert button.label == "Roll die {1} (D)" and button.enabled       # a Mountain pays {1}
    hands.key(pygame.K_d)
    hands.settle()
    scene.refresh_controls()
    assert scene.part.die.shown == ["blank", "blank"] and not button.enabled
    hands.key(pygame.K_d)
    hands.frames(2)
    assert "This roll costs {2}" in scene.toast.text and scene.part.die.shown == ["blank", "blank"]


def test_the_die_button_is_out_of_sight_without_planechase(app, hands) -> None:
    scene = _table(app, hands, position(players=2, step="main1", active=1))
    assert not scene.game_button("roll").visible


def test_901_7_the_face_up_planes_text_is_read_whole_in_its_large_view(app, hands) -> None:
    scene = _table(app, hands, _planechase())
    (plane,) = planechase.face_up(scene.session.state)
    at = scene.card_nodes[plane].world_rect().center
    assert scene.card_under(at) is scene.card_nodes[plane]
    hands.post(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(0, 0, 0))
    hands.frames(40)
    assert scene.large.iid == plane


def test_901_11_planeswalking_turns_the_old_plane_down_into_the_pile_and_the_next_one_up(app, hands) -> None:
    app.settings.animation_speed = 10.0
    scene = _table(app, hands, position(options={"supplements": "planechase"}, step="main1", active=1,
                                        planar_die=["planeswalk"],
                                        p1={"plane": ["MG-PL03"], "planar": ["MG-PL05", "MG-PL06"]}))
    st = scene.session.state
    (old,) = planechase.face_up(st)
    hands.key(pygame.K_d)
    hands.settle()
    hands.click_node(scene.btn_primary)            # player 1 passes: the others pass, the ability resolves
    for _ in range(6):
        hands.settle()
        if scene.pass_pending:
            hands.pass_screen()
        if planechase.face_up(scene.session.state) != [old]:
            break
    hands.settle()
    st = scene.session.state
    (new,) = planechase.face_up(st)
    assert st.defs[new].id == "MG-PL05" and st.cards[old].zone == "p0.planar"
    assert scene.card_nodes[new].face_up and scene.card_nodes[new].visible
    assert not scene.card_nodes[old].face_up                  # face down in its owner's planar deck (901.7a)
    assert any("planeswalks to Brinewatch Reef" in line for line in scene.log.lines), scene.log.lines[-6:]


def test_901_8_the_planeswalking_ability_has_its_own_tile_on_the_stack(app, hands) -> None:
    scene = _table(app, hands, _planechase(planar_die=["planeswalk"]))
    hands.click_node(scene.game_button("roll"))
    hands.settle()
    scene.draw(pygame.Surface(app.screen.get_size()))
    tiles = scene.part.stack_box.tiles
    assert tiles and "Planeswalking ability" in tiles[0] and "Whenever you roll {PW}, planeswalk." in tiles[0], tiles
