"""The scene graph's geometry and the cards' physical feel."""
from __future__ import annotations

from game.ui.node import Node
from game.ui.table.physics import TablePhysics


def test_children_are_placed_and_scaled_by_their_parents() -> None:
    root = Node(100, 50, 1280, 720)
    root.scale = 0.5
    panel = root.add(Node(200, 100, 300, 200))
    button = panel.add(Node(10, 20, 80, 40))
    assert button.world_origin() == (100 + (200 + 10) * 0.5, 50 + (100 + 20) * 0.5)
    assert button.hit(100 + 215 * 0.5, 50 + 130 * 0.5)
    assert not button.hit(100 + 300 * 0.5, 50 + 130 * 0.5)


def test_hit_testing_happens_in_the_nodes_own_rotated_space() -> None:
    root = Node(0, 0, 1000, 1000)
    card = root.add(Node(400, 400, 200, 40))  # a long thin card, centre (500, 420)
    assert card.hit(590, 420)
    card.rotation = 90  # now it stands upright around its centre
    assert not card.hit(590, 420)
    assert card.hit(500, 505)


def test_the_topmost_node_under_the_pointer_wins() -> None:
    root = Node(0, 0, 100, 100)
    low = root.add(Node(0, 0, 50, 50, z=1, name="low"))
    high = root.add(Node(10, 10, 50, 50, z=5, name="high"))
    assert root.node_at(20, 20) is high
    high.visible = False
    assert root.node_at(20, 20) is low


def test_a_card_settles_on_its_slot_without_overshoot_or_jitter() -> None:
    ph = TablePhysics()
    ph.add(1, 0, 0)
    ph.set_target(1, 300, 0)
    xs = []
    for _ in range(240):  # two seconds at 120 Hz
        ph.step(1 / 120)
        xs.append(ph.position(1)[0])
    assert max(xs) <= 300.5          # critically damped: it never flies past its slot
    assert ph.settled(1)
    assert abs(xs[-1] - xs[-2]) < 0.01  # at rest, not trembling


def test_the_same_motion_whatever_the_frame_rate() -> None:
    a, b = TablePhysics(), TablePhysics()
    for ph in (a, b):
        ph.add(1, 0, 0)
        ph.set_target(1, 200, 100)
    for _ in range(60):
        a.step(1 / 60)
    for _ in range(30):
        b.step(1 / 30)
    ax, ay, _ = a.position(1)
    bx, by, _ = b.position(1)
    assert abs(ax - bx) < 1e-6 and abs(ay - by) < 1e-6


def test_a_held_card_follows_the_hand_and_tilts_with_its_swing() -> None:
    ph = TablePhysics()
    ph.add(1, 100, 100)
    ph.grab(1, 100, 100)
    for i in range(30):
        ph.move_mouse(100 + i * 10, 100)
        ph.step(1 / 60)
    x, _, angle = ph.position(1)
    assert x > 300
    assert angle < -2     # swinging right leans it
    ph.release()
    for _ in range(240):
        ph.step(1 / 60)
    assert ph.settled(1) and abs(ph.position(1)[0] - 100) < 1.5  # back on its slot when let go


def test_a_card_flung_sideways_past_its_slot_still_comes_to_rest_on_it() -> None:
    ph = TablePhysics()
    ph.add(1, 0, 0)
    ph.set_target(1, 0, 0)
    ph.nudge(1, 0, 0)
    ph.cards[1].body.position = (40, 0)
    ph.cards[1].body.velocity = (0, 900)  # a throw across the line to its slot
    for _ in range(360):
        ph.step(1 / 60)
    assert ph.settled(1)


def test_cards_at_rest_are_not_simulated_until_something_moves_them(monkeypatch) -> None:
    ph = TablePhysics()
    for i in range(3):
        ph.add(i, 0, 0)
        ph.set_target(i, 100 * i, 50)
    steps = []
    real_step = ph.space.step
    monkeypatch.setattr(ph.space, "step", lambda dt: (steps.append(dt), real_step(dt)))
    for _ in range(120):
        ph.step(1 / 60)
    assert [ph.position(i)[:2] for i in range(3)] == [(0, 50), (100, 50), (200, 50)]   # exactly on the slots
    assert not ph.moving
    steps.clear()
    for _ in range(60):
        ph.step(1 / 60)
    assert steps == []                      # a still table costs no physics
    ph.nudge(1, 0, 400)                     # an attacker's lunge wakes it
    ph.step(1 / 60)
    assert steps and ph.position(1)[1] != 50
    for _ in range(120):
        ph.step(1 / 60)
    assert ph.position(1)[:2] == (100, 50) and not ph.moving
