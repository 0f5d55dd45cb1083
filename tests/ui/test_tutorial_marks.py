"""The tutorial's outlines lie on the zones they name, whichever zone a step points at, whichever
player's, at every text size (the table's layout moves; the marks follow it)."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.puzzles import load_tutorial
from game.ui import fonts
from game.ui.puzzles_scene import TutorialScene
from game.rulesets.lanes import table_layout as L

ZONES = ("lane0", "lane1", "lane2", "damage", "skill", "deck", "trash", "hand", "level")
POSITION = {"turn": 5, "turn_player": 1, "first_player": 1, "phase": "main",
            "p1": {"leader": "LT-L01", "level": 3, "hand": ["LT-F13", "LT-F04", "LT-F01"],
                   "lane0": "LT-F02", "lane1": {"unit": "LT-F23", "items": ["LT-F17"]},
                   "damage": ["LT-E01", "LT-E02", "LT-F05"], "trash": ["LT-F03"], "deck": ["LT-E01"] * 5},
            "p2": {"leader": "LT-L02", "level": 3, "hand": ["LT-E01", "LT-E02"], "lane2": "LT-E04",
                   "damage": ["LT-E03"], "trash": ["LT-E05"], "deck": ["LT-E01"] * 5}}


def _scene(app, hands) -> TutorialScene:
    tutorial = load_tutorial()
    first = tutorial.steps[0]
    every = [f"p{p}.{z}" for p in (1, 2) for z in ZONES]
    step = dataclasses.replace(first, highlight={"zone": every}, position=POSITION, before=())
    scene = TutorialScene(app, dataclasses.replace(tutorial, steps=(step,)), 0)
    app.push(scene)
    hands.frames(5)
    hands.settle()
    return scene


@pytest.mark.parametrize("text_size", [1.0, 1.5])
def test_each_marked_rectangle_lies_on_the_zone_it_names(app, hands, text_size):
    fonts.set_reading_scale(text_size)
    try:
        scene = _scene(app, hands)
        rects = scene.marked_rects()
        names = [(p, z) for p in (0, 1) for z in ZONES]
        assert len(rects) == len(names)
        st = scene.session.state
        for (p, z), rect in zip(names, rects):
            mark = pygame.Rect(*map(round, rect))
            frame = pygame.Rect(*map(round, L.zone_rect(p, scene.viewer, z)))
            assert frame.inflate(8, 8).contains(mark) and mark.inflate(8, 8).contains(frame), (p, z, mark, frame)
            # and every card the zone holds on the table sits inside the outline
            zone = {"lane0": "unit0", "lane1": "unit1", "lane2": "unit2"}.get(z, z)
            shown = [scene.card_nodes[c] for c in st.zones[f"p{p}.{zone}"].cards if scene.card_nodes[c].visible]
            if z.startswith("lane"):
                shown = shown[:1]       # the unit; its items are bars above the lane
            for node in shown:
                r = pygame.Rect(round(node.x), round(node.y), round(node.w), round(node.h))
                assert mark.inflate(10, 10).contains(r), (p, z, st.cdef(node.iid).id, r, mark)
    finally:
        fonts.set_reading_scale(1.0)
