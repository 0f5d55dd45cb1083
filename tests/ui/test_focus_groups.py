"""The focus ring's groups: Tab goes from group to group (back to where the focus last was in each),
the arrows stay inside the group, a node may sit in two groups."""
from __future__ import annotations

import pygame

from game.ui.app import Scene
from game.ui.focus import FocusRing
from game.ui.widgets import Button


def _scene(app) -> tuple[Scene, dict[str, Button]]:
    scene = Scene(app)
    b = {}
    for name, x, y in (("a1", 100, 100), ("a2", 300, 100), ("a3", 500, 100),   # a row
                       ("b1", 100, 300), ("b2", 300, 300),                     # a row under it
                       ("c1", 700, 500)):
        b[name] = scene.root.add(Button(x, y, 120, 40, name, name))
    scene.focus_ring = FocusRing(scene, groups=lambda: [("a", [b["a1"], b["a2"], b["a3"]]), ("b", [b["b1"], b["b2"]]),
                                                        ("c", [b["c1"], b["a3"]])])
    app.push(scene)
    app.step(1 / 60)
    return scene, b


def test_tab_goes_between_groups_and_arrows_stay_inside(app, hands):
    scene, b = _scene(app)
    ring = scene.focus_ring
    assert ring.shown and ring.name == "button:a1" and ring.group() == "a"   # seen before any key
    hands.key(pygame.K_RIGHT)
    assert ring.name == "button:a2"
    hands.key(pygame.K_DOWN)                   # b2 lies below, but in another group: the ring stays
    assert ring.name == "button:a2"
    hands.key(pygame.K_TAB)
    assert ring.name == "button:b1" and ring.group() == "b"
    hands.key(pygame.K_RIGHT)
    assert ring.name == "button:b2"
    hands.key(pygame.K_TAB, pygame.KMOD_SHIFT)  # back to group a, where the ring was: a2
    assert ring.name == "button:a2"
    hands.key(pygame.K_TAB)
    assert ring.name == "button:b2"             # and group b remembers b2
    hands.key(pygame.K_TAB)
    assert ring.group() == "c" and ring.name == "button:c1"
    hands.key(pygame.K_TAB)                    # wraps to the first group
    assert ring.group() == "a"


def test_a_node_in_two_groups_moves_with_the_group_it_was_reached_in(app, hands):
    scene, b = _scene(app)
    ring = scene.focus_ring
    hands.key(pygame.K_RIGHT)
    hands.key(pygame.K_RIGHT)
    assert ring.name == "button:a3" and ring.group() == "a"
    hands.key(pygame.K_LEFT)                   # within a: back to a2, not to c1
    assert ring.name == "button:a2"
    ring.focus("button:a3", group="c")
    assert ring.group() == "c"
    hands.key(pygame.K_DOWN)                   # within c: from a3 down to c1
    assert ring.name == "button:c1"
